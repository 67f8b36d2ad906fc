"""x86-flags-copy-lowering on hand-built functions; expected bodies are llc-14's
(``llc-14 -run-pass=x86-flags-copy-lowering`` on the same MIR)."""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import RegState
from pyllc.ir.parser import parse_assembly
from pyllc.mir.printer import print_mir_function
from pyllc.targets.x86.flags_copy_lowering import X86FlagsCopyLoweringPass
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.target_machine import X86TargetMachine

_IR = 'target triple = "x86_64-unknown-linux-gnu"\ndefine i32 @f(double %a, double %b, i32 %x) {\n  ret i32 0\n}\n'
_CLS = R.REG_CLASS_NAMES.index


def _function(tail: str) -> MachineFunction:
    """bb.0: UCOMISD; %3 = COPY $eflags; ADD (clobber); $eflags = COPY %3; <tail>; bb.1/bb.2 return."""
    tm = X86TargetMachine("x86_64-unknown-linux-gnu")
    st = tm.get_subtarget_impl()
    tii = st.get_instr_info()
    fn = parse_assembly(_IR, "t.ll").get_function("f")
    mf = MachineFunction("f", st, function=fn, target=tm)
    mri = mf.reg_info
    b0, b1, b2 = (mf.create_machine_basic_block() for _ in range(3))
    for b in (b0, b1, b2):
        mf.insert(len(mf.blocks), b)
    b0.add_successor(b1)
    b0.add_successor(b2)
    for r in (R.XMM0, R.XMM1, R.EDI):
        b0.add_live_in(r)
    a = mri.create_virtual_register(_CLS("FR64"))
    b = mri.create_virtual_register(_CLS("FR64"))
    x = mri.create_virtual_register(_CLS("GR32"))
    saved = mri.create_virtual_register(_CLS("GR64"))
    y = mri.create_virtual_register(_CLS("GR32"))
    build_mi(b0, None, None, tii.get(X.COPY), a).add_reg(R.XMM0)
    build_mi(b0, None, None, tii.get(X.COPY), b).add_reg(R.XMM1)
    build_mi(b0, None, None, tii.get(X.COPY), x).add_reg(R.EDI)
    build_mi(b0, None, None, tii.get(X.UCOMISDrr)).add_reg(a).add_reg(b)
    build_mi(b0, None, None, tii.get(X.COPY), saved).add_reg(R.EFLAGS)
    add = build_mi(b0, None, None, tii.get(X.ADD32ri8), y).add_reg(x).add_imm(1).mi
    add.operands[add.find_register_def_operand_idx(R.EFLAGS)].flags |= RegState.Dead
    build_mi(b0, None, None, tii.get(X.COPY), R.EFLAGS).add_reg(saved)
    if tail == "two-jumps":
        build_mi(b0, None, None, tii.get(X.JCC_1)).add_mbb(b2).add_imm(5)
        build_mi(b0, None, None, tii.get(X.JCC_1)).add_mbb(b2).add_imm(10)
    else:
        b0.remove_successor(b2)
        build_mi(b0, None, None, tii.get(X.ADC32ri8), mri.create_virtual_register(_CLS("GR32"))).add_reg(
            x
        ).add_imm(0)
    build_mi(b0, None, None, tii.get(X.JMP_1)).add_mbb(b1)
    for blk, v in ((b1, y), (b2, x)):
        build_mi(blk, None, None, tii.get(X.COPY), R.EAX).add_reg(v)
        build_mi(blk, None, None, tii.get(X.RET)).add_imm(0).add_reg(R.EAX, RegState.Implicit)
    return mf


def _body(mf: MachineFunction) -> list[str]:
    text = print_mir_function(mf)
    body = text[text.index("body:") :].splitlines()[1:]
    return [ln.strip() for ln in body if ln.strip() and ln.strip() != "..."]


def _run(mf: Any) -> list[str]:
    X86FlagsCopyLoweringPass().run(mf, None)
    return _body(mf)


def test_two_jumps_split_the_block() -> None:
    body = _run(_function("two-jumps"))
    assert body[:14] == [
        "bb.0:",
        "successors: %bb.3(0x40000000), %bb.2(0x40000000)",
        "liveins: $xmm0, $xmm1, $edi",
        "%0:fr64 = COPY $xmm0",
        "%1:fr64 = COPY $xmm1",
        "%2:gr32 = COPY $edi",
        "UCOMISDrr %0, %1, implicit-def $eflags, implicit $mxcsr",
        "%5:gr8 = SETCCr 5, implicit $eflags",
        "%6:gr8 = SETCCr 10, implicit $eflags",
        "%4:gr32 = ADD32ri8 %2, 1, implicit-def dead $eflags",
        "TEST8rr %5, %5, implicit-def $eflags",
        "JCC_1 %bb.2, 5, implicit killed $eflags",
        "bb.3:",
        "successors: %bb.1(0x40000000), %bb.2(0x40000000)",
    ], body
    assert body[14:17] == [
        "TEST8rr %6, %6, implicit-def $eflags",
        "JCC_1 %bb.2, 5, implicit killed $eflags",
        "JMP_1 %bb.1",
    ], body


def test_carry_reader_gets_cf_back() -> None:
    body = _run(_function("adc"))
    assert body[:12] == [
        "bb.0:",
        "successors: %bb.1(0x80000000)",
        "liveins: $xmm0, $xmm1, $edi",
        "%0:fr64 = COPY $xmm0",
        "%1:fr64 = COPY $xmm1",
        "%2:gr32 = COPY $edi",
        "UCOMISDrr %0, %1, implicit-def $eflags, implicit $mxcsr",
        "%6:gr8 = SETCCr 2, implicit $eflags",
        "%4:gr32 = ADD32ri8 %2, 1, implicit-def dead $eflags",
        "dead %7:gr8 = ADD8ri %6, 255, implicit-def $eflags",
        "%5:gr32 = ADC32ri8 %2, 0, implicit-def $eflags, implicit killed $eflags",
        "JMP_1 %bb.1",
    ], body
