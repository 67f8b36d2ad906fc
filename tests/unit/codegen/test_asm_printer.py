"""The AsmPrinter on hand-built x86 MachineFunctions (physical registers, as after the last machine pass).

Each function below is built instruction for instruction as llc-14's final machine code for the same IR
(``llc-14 -O2 -print-after=livedebugvalues``), and the emitted module text must equal llc-14's ``.s`` output
byte for byte (EXPECTED below is llc-14's output, with the CFI that its CFI-inserter pass adds at block starts
written into the hand-built blocks)."""

from __future__ import annotations

import shutil
import subprocess
from typing import Any

import pytest

from pyllc.codegen.machine.basic_block import MachineBasicBlock
from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.jump_table_info import EK_BlockAddress
from pyllc.codegen.machine.operand import RegState
from pyllc.ir.parser import parse_assembly
from pyllc.mc.asm_streamer import MCAsmStreamer, column_of, quoted_string
from pyllc.mc.context import MCContext
from pyllc.mc.streamer import MCCFIInstruction
from pyllc.target.options import TargetOptions
from pyllc.targets.x86.asm_printer import X86AsmPrinter
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc.att_inst_printer import X86ATTInstPrinter
from pyllc.targets.x86.target_machine import X86TargetMachine

OP = {n: i for i, n in enumerate(II.OPCODE_NAMES)}
IMP, DEF = RegState.Implicit, RegState.Define

SOURCE = r"""source_filename = "f.c"
target triple = "x86_64-unknown-linux-gnu"
@gv = external global i32
@lv = internal global i32 0
declare i32 @ext(i32)
define internal double @cp(double %x) nounwind {
entry:
  %a = fadd double %x, 3.25
  ret double %a
}
define i32 @sw(i32 %x) uwtable {
entry:
  switch i32 %x, label %def [ i32 0, label %a  i32 1, label %b  i32 2, label %c  i32 3, label %d ]
a:
  ret i32 10
b:
  %r = call i32 @ext(i32 5)
  ret i32 %r
c:
  %v = load i32, i32* @gv
  ret i32 %v
d:
  %w = load i32, i32* @lv
  ret i32 %w
def:
  ret i32 0
}
define weak i32 @loop(i32 %n) #0 {
entry:
  br label %l
l:
  %i = phi i32 [0, %entry], [%i2, %l]
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %i2
}
attributes #0 = { nounwind "frame-pointer"="all" }
!llvm.ident = !{!0}
!0 = !{!"clang version 14"}
"""

EXPECTED = """\t.text
\t.file\t"f.c"
\t.section\t.rodata.cst8,"aM",@progbits,8
\t.p2align\t3                               # -- Begin function cp
.LCPI0_0:
\t.quad\t0x400a000000000000              # double 3.25
\t.text
\t.p2align\t4, 0x90
\t.type\tcp,@function
cp:                                     # @cp
# %bb.0:                                # %entry
\taddsd\t.LCPI0_0(%rip), %xmm0
\tretq
.Lfunc_end0:
\t.size\tcp, .Lfunc_end0-cp
                                        # -- End function
\t.globl\tsw                              # -- Begin function sw
\t.p2align\t4, 0x90
\t.type\tsw,@function
sw:                                     # @sw
\t.cfi_startproc
# %bb.0:                                # %entry
\tpushq\t%rax
\t.cfi_def_cfa_offset 16
\tcmpl\t$3, %edi
\tja\t.LBB1_6
# %bb.1:                                # %entry
\tmovl\t%edi, %eax
\tjmpq\t*.LJTI1_0(,%rax,8)
.LBB1_2:                                # %a
\tmovl\t$10, %eax
\tpopq\t%rcx
\t.cfi_def_cfa_offset 8
\tretq
.LBB1_6:                                # %def
\t.cfi_def_cfa_offset 16
\txorl\t%eax, %eax
\tpopq\t%rcx
\t.cfi_def_cfa_offset 8
\tretq
.LBB1_3:                                # %b
\t.cfi_def_cfa_offset 16
\tmovl\t$5, %edi
\tcallq\text@PLT
\tpopq\t%rcx
\t.cfi_def_cfa_offset 8
\tretq
.LBB1_4:                                # %c
\t.cfi_def_cfa_offset 16
\tmovq\tgv@GOTPCREL(%rip), %rax
\tmovl\t(%rax), %eax
\tpopq\t%rcx
\t.cfi_def_cfa_offset 8
\tretq
.LBB1_5:                                # %d
\t.cfi_def_cfa_offset 16
\tmovl\tlv(%rip), %eax
\tpopq\t%rcx
\t.cfi_def_cfa_offset 8
\tretq
.Lfunc_end1:
\t.size\tsw, .Lfunc_end1-sw
\t.cfi_endproc
\t.section\t.rodata,"a",@progbits
\t.p2align\t3
.LJTI1_0:
\t.quad\t.LBB1_2
\t.quad\t.LBB1_3
\t.quad\t.LBB1_4
\t.quad\t.LBB1_5
                                        # -- End function
\t.text
\t.weak\tloop                            # -- Begin function loop
\t.p2align\t4, 0x90
\t.type\tloop,@function
loop:                                   # @loop
# %bb.0:                                # %entry
\tpushq\t%rbp
\tmovq\t%rsp, %rbp
\txorl\t%eax, %eax
\t.p2align\t4, 0x90
.LBB2_1:                                # %l
                                        # =>This Inner Loop Header: Depth=1
\tincl\t%eax
\tcmpl\t%edi, %eax
\tjl\t.LBB2_1
# %bb.2:                                # %e
\tpopq\t%rbp
\tretq
.Lfunc_end2:
\t.size\tloop, .Lfunc_end2-loop
                                        # -- End function
\t.type\tlv,@object                      # @lv
\t.local\tlv
\t.comm\tlv,4,4
\t.ident\t"clang version 14"
\t.section\t".note.GNU-stack","",@progbits
"""


class Builder:
    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self.tii = mf.subtarget.get_instr_info()

    def mi(self, mbb: MachineBasicBlock, name: str, *ops: tuple[str, Any], flags: int = 0) -> Any:
        b = build_mi(mbb, None, None, self.tii.get(OP[name]))
        # Drop implicit operands the descriptor added: tests list the operands they need.
        instr = mbb.instrs[-1]
        while instr.operands and instr.operands[-1].flags & IMP:
            instr.remove_operand(len(instr.operands) - 1)
        for kind, v in ops:
            if kind == "def":
                b.add_reg(v, DEF)
            elif kind == "use":
                b.add_reg(v)
            elif kind == "undef":
                b.add_reg(v, RegState.Undef)
            elif kind == "imm":
                b.add_imm(v)
            elif kind == "mbb":
                b.add_mbb(v)
            elif kind == "ga":
                b.add_global_address(v[0], v[1] if len(v) > 1 else 0, v[2] if len(v) > 2 else 0)
            elif kind == "cpi":
                b.add_constant_pool_index(v)
            elif kind == "jti":
                b.add_jump_table_index(v)
            elif kind == "cfi":
                b.add_cfi_index(self.mf.add_frame_inst(v))
            elif kind == "impdef":
                b.add_reg(v, DEF | IMP)
            elif kind == "impuse":
                b.add_reg(v, IMP)
        return instr


def mem(
    base: int = 0, scale: int = 1, index: int = 0, disp: Any = ("imm", 0), seg: int = 0
) -> list[tuple[str, Any]]:
    return [("use", base), ("imm", scale), ("use", index), disp, ("use", seg)]


def _edges(*pairs: tuple[MachineBasicBlock, MachineBasicBlock]) -> None:
    for a, b in pairs:
        a.add_successor(b)


def build_module() -> tuple[Any, Any, list[MachineFunction]]:
    module = parse_assembly(SOURCE, "f.ll")
    tm = X86TargetMachine("x86_64-unknown-linux-gnu", "", "", TargetOptions(), "static", "small", 2)
    fns = {f.name: f for f in module.functions}
    gv = {g.name: g for g in module.globals}
    mfs = []

    # cp: addsd .LCPI0_0(%rip), %xmm0 ; retq
    f = fns["cp"]
    mf = MachineFunction("cp", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
    b = Builder(mf)
    bb = mf.add_block(f.blocks[0])
    cst = parse_assembly("@x = global double 3.25", "c").globals[0].initializer
    cpi = mf.constant_pool.get_constant_pool_index(cst, 8)
    b.mi(bb, "ADDSDrm", ("def", R.XMM0), ("use", R.XMM0), *mem(R.RIP, disp=("cpi", cpi)))
    b.mi(bb, "RET64", ("impuse", R.XMM0))
    mfs.append(mf)

    # sw: the switch through a jump table, with the push/pop frame and its CFI.
    f = fns["sw"]
    mf = MachineFunction("sw", tm.get_subtarget_impl(f), function=f, target=tm, function_number=1)
    b = Builder(mf)
    ir = {blk.name: blk for blk in f.blocks}
    b0 = mf.add_block(ir["entry"])
    b1 = mf.add_block(ir["entry"])
    b2, b6, b3, b4, b5 = (mf.create_machine_basic_block(ir[n]) for n in ("a", "def", "b", "c", "d"))
    for blk in (b2, b6, b3, b4, b5):
        mf.push_back(blk)
    b2.number, b6.number, b3.number, b4.number, b5.number = 2, 6, 3, 4, 5
    _edges((b0, b6), (b0, b1), (b1, b2), (b1, b3), (b1, b4), (b1, b5))
    jti = mf.get_or_create_jump_table_info(EK_BlockAddress).create_jump_table_index([b2, b3, b4, b5])
    b.mi(b0, "PUSH64r", ("undef", R.RAX))
    b.mi(b0, "CFI_INSTRUCTION", ("cfi", MCCFIInstruction.cfi_def_cfa_offset(16)))
    b.mi(b0, "CMP32ri8", ("use", R.EDI), ("imm", 3))
    b.mi(b0, "JCC_1", ("mbb", b6), ("imm", 7))
    b.mi(b1, "MOV32rr", ("def", R.EAX), ("use", R.EDI))
    b.mi(b1, "JMP64m", *mem(0, 8, R.RAX, ("jti", jti)))

    def epilogue(blk: MachineBasicBlock) -> None:
        b.mi(blk, "POP64r", ("def", R.RCX))
        b.mi(blk, "CFI_INSTRUCTION", ("cfi", MCCFIInstruction.cfi_def_cfa_offset(8)))
        b.mi(blk, "RET64", ("impuse", R.EAX))

    def enter(blk: MachineBasicBlock) -> None:
        b.mi(blk, "CFI_INSTRUCTION", ("cfi", MCCFIInstruction.cfi_def_cfa_offset(16)))

    b.mi(b2, "MOV32ri", ("def", R.EAX), ("imm", 10))
    epilogue(b2)
    enter(b6)
    b.mi(b6, "XOR32rr", ("def", R.EAX), ("undef", R.EAX), ("undef", R.EAX))
    epilogue(b6)
    enter(b3)
    b.mi(b3, "MOV32ri", ("def", R.EDI), ("imm", 5))
    b.mi(b3, "CALL64pcrel32", ("ga", (fns["ext"], 0, 6)), ("impuse", R.EDI))
    epilogue(b3)
    enter(b4)
    b.mi(b4, "MOV64rm", ("def", R.RAX), *mem(R.RIP, disp=("ga", (gv["gv"], 0, 5))))
    b.mi(b4, "MOV32rm", ("def", R.EAX), *mem(R.RAX))
    epilogue(b4)
    enter(b5)
    b.mi(b5, "MOV32rm", ("def", R.EAX), *mem(R.RIP, disp=("ga", (gv["lv"],))))
    epilogue(b5)
    mfs.append(mf)

    # loop: frame pointer, an aligned single-block loop.
    f = fns["loop"]
    mf = MachineFunction("loop", tm.get_subtarget_impl(f), function=f, target=tm, function_number=2)
    b = Builder(mf)
    l0, l1, l2 = (mf.add_block(blk) for blk in f.blocks)
    _edges((l0, l1), (l1, l1), (l1, l2))
    l1.alignment = 16
    b.mi(l0, "PUSH64r", ("use", R.RBP))
    b.mi(l0, "MOV64rr", ("def", R.RBP), ("use", R.RSP))
    b.mi(l0, "XOR32rr", ("def", R.EAX), ("undef", R.EAX), ("undef", R.EAX))
    b.mi(l1, "INC32r", ("def", R.EAX), ("use", R.EAX))
    b.mi(l1, "CMP32rr", ("use", R.EAX), ("use", R.EDI))
    b.mi(l1, "JCC_1", ("mbb", l1), ("imm", 12))
    b.mi(l2, "POP64r", ("def", R.RBP))
    b.mi(l2, "RET64", ("impuse", R.EAX))
    mfs.append(mf)
    return module, tm, mfs


def emit(module: Any, tm: Any, mfs: list[MachineFunction]) -> str:
    streamer = MCAsmStreamer(
        MCContext(tm.create_mc_asm_info()), X86ATTInstPrinter(), True, lambda r: "%" + R.ASM_NAMES[r]
    )
    p = X86AsmPrinter()
    p.set_up(tm, module, streamer)
    p.do_initialization(module)
    for mf in mfs:
        p.run(mf, None)
    p.do_finalization(module)
    return streamer.text()


def test_functions_match_llc14_text() -> None:
    module, tm, mfs = build_module()
    assert emit(module, tm, mfs) == EXPECTED


@pytest.mark.skipif(shutil.which("llc-14") is None, reason="needs llc-14 (the oracle)")
def test_expected_text_is_llc14_output(tmp_path: Any) -> None:
    src = tmp_path / "f.ll"
    src.write_text(SOURCE)
    out = subprocess.run(
        ["llc-14", "-O2", str(src), "-o", "-"], capture_output=True, text=True, check=True
    ).stdout
    assert out == EXPECTED


def test_comment_column_counts_tabs_as_llvm() -> None:
    # A leading tab is at a tab stop already: it advances nothing.
    assert column_of("\t.long\t5") == 9
    assert column_of("\t.hidden\tr") == 9
    assert column_of("fn:") == 3
    assert quoted_string(b'ab\x01\xff"\\\n') == '"ab\\001\\377\\"\\\\\\n"'


# llc-14 -O0 output lines for the entry of @sw above (spill, reload, KILL comment) and for immediates and
# tail calls; the instructions are built as llc-14's final MIR has them.
EXPECTED_O0_ENTRY = """# %bb.0:                                # %entry
\tpushq\t%rax
\tmovl\t%edi, %eax
                                        # kill: def $rax killed $eax
\tmovq\t%rax, (%rsp)                    # 8-byte Spill
\tsubl\t$3, %edi
# %bb.1:                                # %entry
\tmovq\t(%rsp), %rax                    # 8-byte Reload
\tmovl\t$1000, %eax                     # imm = 0x3E8
\tmovl\t$-100000, %eax                  # imm = 0xFFFE7960
\tmovsd\t.LCPI0_0(%rip), %xmm1           # xmm1 = mem[0],zero
\tjmp\text@PLT                         # TAILCALL
"""


def test_comments_match_llc14() -> None:
    from pyllc.codegen.machine.mem_operand import (
        MOLoad,
        MOStore,
        PSV_FixedStack,
        MachineMemOperand,
        PseudoSourceValue,
    )

    module, tm, _ = build_module()
    fns = {f.name: f for f in module.functions}
    f = fns["sw"]
    mf = MachineFunction("sw", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
    b = Builder(mf)
    fi = mf.frame_info.create_spill_stack_object(8, 8)
    b0 = mf.add_block(f.blocks[0])
    b1 = mf.add_block(f.blocks[0])
    b0.add_successor(b1)
    b.mi(b0, "PUSH64r", ("undef", R.RAX))
    b.mi(b0, "MOV32rr", ("def", R.EAX), ("use", R.EDI))
    kill = b.mi(b0, "KILL", ("def", R.RAX), ("use", R.EAX))
    kill.operands[1].set_is_kill()
    st = b.mi(b0, "MOV64mr", *mem(R.RSP), ("use", R.RAX))
    st.add_mem_operand(MachineMemOperand(MOStore, 8, 8, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi)))
    b.mi(b0, "SUB32ri8", ("def", R.EDI), ("use", R.EDI), ("imm", 3))
    ld = b.mi(b1, "MOV64rm", ("def", R.RAX), *mem(R.RSP))
    ld.add_mem_operand(MachineMemOperand(MOLoad, 8, 8, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi)))
    b.mi(b1, "MOV32ri", ("def", R.EAX), ("imm", 1000))
    b.mi(b1, "MOV32ri", ("def", R.EAX), ("imm", -100000))
    cst = parse_assembly("@x = global double 3.25", "c").globals[0].initializer
    cpi = mf.constant_pool.get_constant_pool_index(cst, 8)
    b.mi(b1, "MOVSDrm_alt", ("def", R.XMM1), *mem(R.RIP, disp=("cpi", cpi)))
    b.mi(b1, "TAILJMPd64", ("ga", (fns["ext"], 0, 6)))
    text = emit(module, tm, [mf])
    start = text.index("# %bb.0:")
    assert text[start : start + len(EXPECTED_O0_ENTRY)] == EXPECTED_O0_ENTRY


def test_frame_lowering_cfi_records_are_printed() -> None:
    from pyllc.targets.x86 import frame_lowering as FL

    p = X86AsmPrinter()
    mf = MachineFunction("f")
    p.mf = mf
    mf.frame_instructions += [
        FL.MCCFIInstruction.create_offset(None, R.DWARF_NUMBERS[R.RBP], -16),
        FL.MCCFIInstruction.create_def_cfa_register(None, R.DWARF_NUMBERS[R.RBP]),
        FL.MCCFIInstruction.cfi_def_cfa(None, R.DWARF_NUMBERS[R.RSP], 8),
    ]
    s = MCAsmStreamer(MCContext(), X86ATTInstPrinter(), True, lambda r: "%" + R.ASM_NAMES[r])
    for i in range(3):
        s.emit_cfi_instruction(p.get_cfi(i))
    # llc-14's spelling of the frame-pointer prologue and epilogue CFI.
    assert s.text() == "\t.cfi_offset %rbp, -16\n\t.cfi_def_cfa_register %rbp\n\t.cfi_def_cfa %rsp, 8\n"


def test_pseudo_at_emission_is_an_error() -> None:
    from pyllc.support.diagnostics import UnsupportedError

    module, tm, _ = build_module()
    f = module.functions[1]
    mf = MachineFunction("cp", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
    bb = mf.add_block(f.blocks[0])
    Builder(mf).mi(bb, "MOV32ri64", ("def", R.RAX), ("imm", 1))
    with pytest.raises(UnsupportedError, match="MOV32ri64"):
        emit(module, tm, [mf])


@pytest.mark.skipif(shutil.which("llc-14") is None, reason="needs llc-14 (the oracle)")
def test_intel_syntax_matches_llc14(tmp_path: Any) -> None:
    from pyllc.targets.x86.mc.intel_inst_printer import X86IntelInstPrinter

    module, tm, mfs = build_module()
    streamer = MCAsmStreamer(
        MCContext(tm.create_mc_asm_info()), X86IntelInstPrinter(), True, lambda r: R.ASM_NAMES[r]
    )
    p = X86AsmPrinter()
    p.intel_syntax = True
    p.set_up(tm, module, streamer)
    p.do_initialization(module)
    for mf in mfs:
        p.run(mf, None)
    p.do_finalization(module)
    src = tmp_path / "f.ll"
    src.write_text(SOURCE)
    ref = subprocess.run(
        ["llc-14", "-O2", "-x86-asm-syntax=intel", str(src), "-o", "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert streamer.text() == ref


# llc-14 -no-integrated-as output for the inline asm of:
#   %a = call i32 asm "leal ($1,$1,2), $0\0A\09addl $2, $0", "=r,r,i"(i32 %x, i32 7)
#   %b = call i32 asm sideeffect "movl ${1:k}, ${0:k} # $$ ${:comment} $(a$|b$)", "=r,r"(i32 %a)
#   call void asm sideeffect "incl $0", "*m"(i32* elementtype(i32) %p)
#   call void asm sideeffect "", ""()
EXPECTED_INLINE_ASM = """\t#APP
\tleal\t(%edi,%edi,2), %eax
\taddl\t$7, %eax
\t#NO_APP
\t#APP
\tmovl\t%eax, %eax\t# $ # a
\t#NO_APP
\t#APP
\tincl\t(%rsi)
\t#NO_APP
\t#APP
\t#NO_APP
\tretq
"""


def test_inline_asm_operands_substituted() -> None:
    # The substituted text is parsed and printed again by the assembler parser, as llc's integrated
    # assembler does (mnemonic, tab, operands).
    from pyllc.codegen.machine.operand import MachineOperand, MO_ExternalSymbol, MO_Immediate

    module, tm, _ = build_module()
    f = module.functions[1]
    mf = MachineFunction("cp", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
    bb = mf.add_block()
    b = Builder(mf)

    def inline_asm(text: str, extra: int, *groups: tuple[int, list[tuple[str, Any]]]) -> None:
        mi = b.mi(bb, "INLINEASM")
        mi.add_operand(MachineOperand(MO_ExternalSymbol, text))
        mi.add_operand(MachineOperand(MO_Immediate, extra))
        for kind, ops in groups:
            mi.add_operand(MachineOperand(MO_Immediate, kind | len(ops) << 3 | 1 << 16))
            for k, v in ops:
                if k == "def":
                    mi.add_operand(MachineOperand.create_reg(v, is_def=True))
                elif k == "use":
                    mi.add_operand(MachineOperand.create_reg(v))
                else:
                    mi.add_operand(MachineOperand(MO_Immediate, v))

    inline_asm(
        "leal ($1,$1,2), $0\n\taddl $2, $0",
        8,
        (2, [("def", R.EAX)]),
        (1, [("use", R.EDI)]),
        (5, [("imm", 7)]),
    )
    inline_asm(
        "movl ${1:k}, ${0:k} # $$ ${:comment} $(a$|b$)", 1, (2, [("def", R.EAX)]), (1, [("use", R.EAX)])
    )
    inline_asm("incl $0", 9, (6, [("use", R.RSI), ("imm", 1), ("use", 0), ("imm", 0), ("use", 0)]))
    inline_asm("", 1)
    b.mi(bb, "RET64")
    text = emit(module, tm, [mf])
    start = text.index("\t#APP")
    assert text[start : start + len(EXPECTED_INLINE_ASM)] == EXPECTED_INLINE_ASM


def test_pic_jump_table_uses_label_differences() -> None:
    # llc-14 -relocation-model=pic: 32-bit entries relative to the table (EK_LabelDifference32).
    from pyllc.codegen.machine.jump_table_info import EK_LabelDifference32

    module, tm, mfs = build_module()
    mfs[1].jump_table_info.kind = EK_LabelDifference32
    expected = (
        '\t.section\t.rodata,"a",@progbits\n\t.p2align\t2\n.LJTI0_0:\n\t.long\t.LBB0_2-.LJTI0_0\n'
        "\t.long\t.LBB0_3-.LJTI0_0\n\t.long\t.LBB0_4-.LJTI0_0\n\t.long\t.LBB0_5-.LJTI0_0\n"
        "                                        # -- End function\n"
    )
    mfs[1].function_number = 0
    text = emit(module, tm, [mfs[1]])
    assert expected in text


NESTED = r"""define i32 @nest(i32 %n) nounwind {
entry:
  br label %outer
outer:
  br label %inner
inner:
  br i1 undef, label %inner, label %olatch
olatch:
  br i1 undef, label %outer, label %exit
exit:
  ret i32 0
}
"""

# llc-14 -O2's comment lines for the same loop nest.
EXPECTED_LOOP_COMMENTS = """\t.globl\tnest                            # -- Begin function nest
nest:                                   # @nest
# %bb.0:                                # %entry
.LBB0_1:                                # %outer
                                        # =>This Loop Header: Depth=1
                                        #     Child Loop BB0_2 Depth 2
.LBB0_2:                                # %inner
                                        #   Parent Loop BB0_1 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
# %bb.3:                                # %olatch
                                        #   in Loop: Header=BB0_1 Depth=1
# %bb.4:                                # %exit
                                        # -- End function
"""


def test_nested_loop_comments_match_llc14() -> None:
    module = parse_assembly(NESTED, "nl.ll")
    tm = X86TargetMachine("x86_64-unknown-linux-gnu", "", "", TargetOptions(), "static", "small", 2)
    f = module.functions[0]
    mf = MachineFunction("nest", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
    b = Builder(mf)
    b0, b1, b2, b3, b4 = (mf.add_block(blk) for blk in f.blocks)
    _edges((b0, b1), (b1, b2), (b2, b2), (b2, b3), (b3, b1), (b3, b4))
    b.mi(b2, "JCC_1", ("mbb", b2), ("imm", 12))
    b.mi(b3, "JCC_1", ("mbb", b1), ("imm", 12))
    b.mi(b4, "RET64")
    text = emit(module, tm, [mf])
    comments = "".join(line + "\n" for line in text.splitlines() if "#" in line)
    assert comments == EXPECTED_LOOP_COMMENTS


def test_vector_constant_pool_comment_matches_llc14() -> None:
    # llc-14 -O2 (select_ternary.c): the sign mask load of an fneg.
    module, tm, _ = build_module()
    f = module.functions[1]
    mf = MachineFunction("cp", tm.get_subtarget_impl(f), function=f, target=tm, function_number=8)
    bb = mf.add_block(f.blocks[0])
    cst = (
        parse_assembly("@x = global <4 x float> <float -0.0, float -0.0, float -0.0, float -0.0>", "c")
        .globals[0]
        .initializer
    )
    cpi = mf.constant_pool.get_constant_pool_index(cst, 16)
    Builder(mf).mi(bb, "MOVAPSrm", ("def", R.XMM1), *mem(R.RIP, disp=("cpi", cpi)))
    text = emit(module, tm, [mf])
    assert "\tmovaps\t.LCPI8_0(%rip), %xmm1           # xmm1 = [-0.0E+0,-0.0E+0,-0.0E+0,-0.0E+0]\n" in text
    # The pool entry itself: 16 bytes of float words with their values.
    assert ".LCPI8_0:\n\t.long\t0x80000000                      # float -0\n" in text


def test_shuffle_comments_match_llc14() -> None:
    # llc-14 -O2 lines for shufflevectors selected as these instructions (operands as in its final MIR);
    # instructions the x86 description does not define yet are skipped.
    module, tm, _ = build_module()
    f = module.functions[1]
    x0, x1, d0 = ("use", R.XMM0), ("use", R.XMM1), ("def", R.XMM0)
    cases = [
        (
            "PSHUFDri",
            (d0, x0, ("imm", 53)),
            "\tpshufd\t$53, %xmm0, %xmm0               # xmm0 = xmm0[1,1,3,0]\n",
        ),
        (
            "SHUFPSrri",
            (d0, x0, x1, ("imm", -23)),
            "\tshufps\t$233, %xmm1, %xmm0              # xmm0 = xmm0[1,2],xmm1[2,3]\n",
        ),
        (
            "UNPCKLPSrr",
            (d0, x0, x1),
            "\tunpcklps\t%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0],xmm0[1],xmm1[1]\n",
        ),
        (
            "UNPCKHPDrr",
            (d0, x0, x1),
            "\tunpckhpd\t%xmm1, %xmm0                    # xmm0 = xmm0[1],xmm1[1]\n",
        ),
        ("MOVLHPSrr", (d0, x0, x1), "\tmovlhps\t%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0]\n"),
        (
            "PUNPCKLBWrr",
            (d0, x0, x1),
            "\tpunpcklbw\t%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0],xmm0[1],xmm1[1],xmm0[2],xmm1[2],"
            "xmm0[3],xmm1[3],xmm0[4],xmm1[4],xmm0[5],xmm1[5],xmm0[6],xmm1[6],xmm0[7],xmm1[7]\n",
        ),
        (
            "PSHUFLWri",
            (d0, x0, ("imm", 27)),
            "\tpshuflw\t$27, %xmm0, %xmm0               # xmm0 = xmm0[3,2,1,0,4,5,6,7]\n",
        ),
    ]
    tested = 0
    for name, ops, expected in cases:
        if name not in OP:
            continue
        mf = MachineFunction("cp", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
        Builder(mf).mi(mf.add_block(f.blocks[0]), name, *ops)
        assert expected in emit(module, tm, [mf]), name
        tested += 1
    assert tested >= 4


def test_stack_size_section_matches_llc14() -> None:
    # llc-14 -stack-size-section (and with -function-sections) on: define i32 @f(i32 %x) { ret i32 %x }
    module = parse_assembly("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n", "s.ll")
    expected = {
        False: """\t.text
\t.file\t"s.ll"
\t.globl\tf                               # -- Begin function f
\t.p2align\t4, 0x90
\t.type\tf,@function
f:                                      # @f
.Lfunc_begin0:
\t.cfi_startproc
# %bb.0:
\tmovl\t%edi, %eax
\tretq
.Lfunc_end0:
\t.size\tf, .Lfunc_end0-f
\t.cfi_endproc
\t.section\t.stack_sizes,"o",@progbits,.text
\t.quad\t.Lfunc_begin0
\t.byte\t0
\t.text
                                        # -- End function
\t.section\t".note.GNU-stack","",@progbits
""",
        True: """\t.cfi_endproc
\t.section\t.stack_sizes,"o",@progbits,.text.f
\t.quad\t.Lfunc_begin0
\t.byte\t0
\t.section\t.text.f,"ax",@progbits
                                        # -- End function
""",
    }
    for fsections in (False, True):
        opts = TargetOptions(emit_stack_size_section=True, function_sections=fsections)
        tm = X86TargetMachine("x86_64-unknown-linux-gnu", "", "", opts, "static", "small", 2)
        f = module.functions[0]
        mf = MachineFunction("f", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
        bb = mf.add_block()
        b = Builder(mf)
        b.mi(bb, "MOV32rr", ("def", R.EAX), ("use", R.EDI))
        b.mi(bb, "RET64")
        text = emit(module, tm, [mf])
        if fsections:
            assert expected[True] in text
        else:
            assert text == expected[False]


def test_block_address_labels() -> None:
    # A block whose address is taken gets its .Ltmp label at its start; one whose machine block is gone gets
    # the label at the end of the function (AsmPrinter::emitFunctionBody), so global references resolve.
    module = parse_assembly(
        """@tab = global [2 x i8*] [i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)]
define void @f() nounwind {
entry:
  br label %a
a:
  br label %b
b:
  ret void
}
""",
        "ba.ll",
    )
    tm = X86TargetMachine("x86_64-unknown-linux-gnu", "", "", TargetOptions(), "static", "small", 2)
    f = module.functions[0]
    mf = MachineFunction("f", tm.get_subtarget_impl(f), function=f, target=tm, function_number=0)
    b0 = mf.add_block(f.blocks[0])
    b1 = mf.add_block(f.blocks[1])
    b0.add_successor(b1)
    b1.address_taken = True
    Builder(mf).mi(b1, "RET64")
    text = emit(module, tm, [mf])
    assert (
        ".Ltmp0:                                 # Block address taken\n"
        "# %bb.1:                                # %a\n"
    ) in text
    assert ".Ltmp1:                                 # Address of block that was removed by CodeGen\n" in text
    assert "\t.quad\t.Ltmp0\n\t.quad\t.Ltmp1\n" in text
