"""x86-64 SysV argument, call and return lowering (isel_lowering_call.py), checked against LLVM 14's
X86ISelLowering: sret pointer returned in RAX, {i64, double} in RAX/XMM0, i128 as two i64 parts (BUILD_PAIR /
EXTRACT_ELEMENT), byval copies to the outgoing area, sibling calls as TC_RETURN, zeroext i1 returned in AL, and
the register save area of a variadic function with va_start.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from test_builder import Built  # noqa: E402

from pyllc.codegen.calling_conv_lower import ArgFlags, CCState, InputArg, OutputArg  # noqa: E402
from pyllc.codegen.value_types import MVT  # noqa: E402
from pyllc.targets.x86 import isel_lowering_call as XC  # noqa: E402
from pyllc.targets.x86.gen import register_info as R  # noqa: E402

SRC = """%struct.S = type { i64, i64, i64 }
%struct.P = type { i64, double }
declare void @take(%struct.S* byval(%struct.S) align 8)
declare i32 @h(i32)
define void @mk(%struct.S* noalias sret(%struct.S) align 8 %out, i64 %x) {
  %p = getelementptr inbounds %struct.S, %struct.S* %out, i64 0, i32 1
  store i64 %x, i64* %p, align 8
  ret void
}
define { i64, double } @pair(i64 %a, double %b) {
  %1 = insertvalue { i64, double } undef, i64 %a, 0
  %2 = insertvalue { i64, double } %1, double %b, 1
  ret { i64, double } %2
}
define i128 @wide(i128 %a, i128 %b) {
  %c = add i128 %a, %b
  ret i128 %c
}
define void @pass(%struct.S* %s) {
  call void @take(%struct.S* byval(%struct.S) align 8 %s)
  ret void
}
define i32 @tail(i32 %x) {
  %r = tail call i32 @h(i32 %x)
  ret i32 %r
}
define zeroext i1 @boolret(i32 %x) {
  %c = icmp eq i32 %x, 0
  ret i1 %c
}
define i32 @va(i32 %n, ...) {
  %ap = alloca [1 x { i32, i32, i8*, i8* }], align 16
  %p = bitcast [1 x { i32, i32, i8*, i8* }]* %ap to i8*
  call void @llvm.va_start(i8* %p)
  call void @llvm.va_end(i8* %p)
  ret i32 %n
}
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
"""


def dump(name: str) -> str:
    b = Built(SRC, name)
    return next(iter(b.dumps.values()))


def test_sret_pointer_kept_and_returned_in_rax() -> None:
    d = dump("mk")
    assert "    t6: ch = CopyToReg t0, Register:i64 %2, t2\n" in d
    assert "  t10: ch = store<(store (s64) into %ir.p)> t6, t4, t8, undef:i64\n" in d
    assert "    t12: i64,ch = CopyFromReg t10, Register:i64 %2\n" in d
    assert "  t14: ch,glue = CopyToReg t10, Register:i64 $rax, t12\n" in d
    assert "  t15: ch = X86ISD::RET_FLAG t14, TargetConstant:i32<0>, Register:i64 $rax, t14:1\n" in d


def test_struct_return_in_rax_and_xmm0() -> None:
    d = dump("pair")
    assert "  t12: ch,glue = CopyToReg t0, Register:i64 $rax, t9\n" in d
    assert "  t14: ch,glue = CopyToReg t12, Register:f64 $xmm0, t9:1, t12:1\n" in d
    assert "RET_FLAG t14, TargetConstant:i32<0>, Register:i64 $rax, Register:f64 $xmm0, t14:1" in d


def test_i128_arguments_and_return_in_register_pairs() -> None:
    d = dump("wide")
    assert "    t9: i128 = build_pair t2, t4\n" in d
    assert "    t10: i128 = build_pair t6, t8\n" in d
    assert "    t15: i64 = extract_element t11, Constant:i64<0>\n" in d
    assert "  t18: ch,glue = CopyToReg t0, Register:i64 $rax, t15\n" in d
    assert "  t20: ch,glue = CopyToReg t18, Register:i64 $rdx, t13, t18:1\n" in d


def test_byval_copied_to_outgoing_stack() -> None:
    d = dump("pass")
    assert "  t6: ch,glue = callseq_start t0, TargetConstant:i64<24>, TargetConstant:i64<0>\n" in d
    assert "  t8: i64,ch = CopyFromReg t6, Register:i64 $rsp\n" in d
    assert "      t23: ch = store<(store (s64) into stack + 16)> t18, t17, t22, undef:i64\n" in d
    assert (
        "  t27: ch,glue = X86ISD::CALL t24, TargetGlobalAddress:i64<@take> 0 [TF=6], RegisterMask:Untyped\n"
        in d
    )
    assert "callseq_end t27, TargetConstant:i64<24>, TargetConstant:i64<0>, t27:1" in d


def test_sibling_call_is_tc_return() -> None:
    b = Built(SRC, "tail")
    d = next(iter(b.dumps.values()))
    assert "callseq" not in d
    assert (
        "  t9: ch,glue = X86ISD::TC_RETURN t5, TargetGlobalAddress:i64<@h> 0 [TF=6], TargetConstant:i32<0>, "
        "Register:i32 $edi, RegisterMask:Untyped, t5:1\n"
    ) in d
    assert b.mf.frame_info.has_tail_call


def test_zeroext_bool_returned_in_al() -> None:
    d = dump("boolret")
    assert "    t6: i8 = zero_extend t5\n" in d
    assert "  t9: ch,glue = CopyToReg t0, Register:i8 $al, t6\n" in d


def test_variadic_register_save_area() -> None:
    b = Built(SRC, "va")
    d = next(iter(b.dumps.values()))
    info = b.mf.info
    # %n took EDI: 5 GPRs (40 bytes from offset 8) and all 8 XMMs (from offset 48) are saved.
    assert info.var_args_gp_offset == 8 and info.var_args_fp_offset == 48
    assert b.mf.frame_info.get_object_size(info.reg_save_frame_index) == 176
    assert b.mf.frame_info.get_object_align(info.reg_save_frame_index) == 16
    assert "store<(store (s64) into %fixed-stack + 40)> t12:1, t12, t38, undef:i64" in d
    assert (
        "X86ISD::VASTART_SAVE_XMM_REGS<(store (s1024) into %fixed-stack + 48)> t0, t14, FrameIndex:i64<1>, "
        "TargetConstant:i32<48>, Register:v4f32 $xmm0"
    ) in d
    assert "  t45: ch = vastart t42, FrameIndex:i64<0>" in d
    tri = b.subtarget.get_register_info()
    live = [tri.get_name(p) for p, _ in b.mf.reg_info.live_ins]
    assert live[:7] == ["EDI", "RSI", "RDX", "RCX", "R8", "R9", "AL"]


def test_calling_convention_interpreter() -> None:
    b = Built(SRC, "mk")
    tli = b.tli
    cc = XC.compile_cc("CC_X86_64_C", tli.subtarget)
    tri = tli.subtarget.get_register_info()
    state = CCState(0, False, None, lambda r: tri.get_aliases(r, True))
    outs = [OutputArg(ArgFlags(ArgFlags.SExt), MVT.i8, MVT.i8), OutputArg(ArgFlags(), MVT.f32, MVT.f32)]
    outs += [OutputArg(ArgFlags(), MVT.i64, MVT.i64) for _ in range(6)]
    outs.append(OutputArg(ArgFlags(), MVT.f80, MVT.f80))
    state.analyze_call_operands(outs, cc)
    locs = [(va.is_mem, va.loc, va.loc_vt) for va in state.locs]
    assert locs[0] == (False, R.EDI, MVT.i32) and state.locs[0].loc_info == 1  # SExt promotion to i32
    assert locs[1] == (False, R.XMM0, MVT.f32)
    assert locs[2:7] == [(False, r, MVT.i64) for r in (R.RSI, R.RDX, R.RCX, R.R8, R.R9)]
    assert locs[7] == (True, 0, MVT.i64)
    assert locs[8] == (True, 16, MVT.f80)  # 16 bytes, 16-aligned
    ret = XC.compile_cc("RetCC_X86_64_C", tli.subtarget)
    rstate = CCState(0, False, None, lambda r: tri.get_aliases(r, True))
    rstate.analyze_call_result(
        [InputArg(ArgFlags(), MVT.i64, MVT.i64), InputArg(ArgFlags(), MVT.i64, MVT.i64)], ret
    )
    assert [va.loc for va in rstate.locs] == [R.RAX, R.RDX]
    assert not XC.can_lower_return(tli, 0, b.mf, False, [OutputArg(ArgFlags(), MVT.i64, MVT.i64)] * 4)
