"""Machine functions built by hand, instruction for instruction as ``llc-14 -stop-after=finalize-isel`` makes
them from the IR in ``EXAMPLE_IR`` (x86_64-unknown-linux-gnu)."""

from __future__ import annotations

from types import ModuleType

import mini_x86
from mini_x86 import FakeGlobal, FakeValue

from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.mem_operand import (
    MODereferenceable,
    MOLoad,
    MOStore,
    MachineMemOperand,
    PSV_GOT,
    PseudoSourceValue,
)
from pyllc.codegen.machine.operand import RegState

EXAMPLE_IR = """\
target triple = "x86_64-unknown-linux-gnu"
@g = global i32 0
define i32 @f(i32 %a, i32 %b) {
entry:
  %c = add i32 %a, %b
  %cmp = icmp sgt i32 %c, 10
  br i1 %cmp, label %then, label %else
then:
  %l = load i32, i32* @g
  %d = mul i32 %c, %l
  br label %else
else:
  %p = phi i32 [ %c, %entry ], [ %d, %then ]
  ret i32 %p
}
declare void @h(i32)
define void @k(i32 %x) {
  %a = alloca i32
  store i32 %x, i32* %a
  call void @h(i32 %x)
  ret void
}
"""

DEF = RegState.Define
IMP = RegState.Implicit
DEAD = RegState.Dead
KILL = RegState.Kill


def build_f(T: ModuleType = mini_x86) -> MachineFunction:
    EAX, EDI, EFLAGS, ESI, GR32, GR64, OP, RIP = (
        T.EAX,
        T.EDI,
        T.EFLAGS,
        T.ESI,
        T.GR32,
        T.GR64,
        T.OPCODES,
        T.RIP,
    )
    mf = T.new_function("f")
    tii = mf.subtarget.get_instr_info()
    mri = mf.reg_info
    v = [mri.create_virtual_register(GR32) for _ in range(6)] + [mri.create_virtual_register(GR64)]
    entry = mf.add_block(FakeValue("entry"))
    then = mf.add_block(FakeValue("then"))
    els = mf.add_block(FakeValue("else"))
    entry.add_successor(els, 0x40000000)
    entry.add_successor(then, 0x40000000)
    # llc lists successors in the order the selector added them: bb.1 first.
    entry.successors.reverse()
    entry.probs.reverse()
    then.predecessors.sort(key=lambda b: b.number)
    els.predecessors.clear()
    entry.add_live_in(EDI)
    entry.add_live_in(ESI)
    mri.add_live_in(EDI, v[3])
    mri.add_live_in(ESI, v[4])
    build_mi(entry, None, None, tii.get(OP["COPY"]), v[4]).add_reg(ESI)
    build_mi(entry, None, None, tii.get(OP["COPY"]), v[3]).add_reg(EDI)
    build_mi(entry, None, None, tii.get(OP["ADD32rr"]), v[0]).add_reg(v[3]).add_reg(v[4])
    entry.instrs[-1].operands[3].set_is_dead()
    build_mi(entry, None, None, tii.get(OP["SUB32ri8"]), v[5]).add_reg(v[0]).add_imm(11)
    build_mi(entry, None, None, tii.get(OP["JCC_1"])).add_mbb(els).add_imm(12)
    build_mi(entry, None, None, tii.get(OP["JMP_1"])).add_mbb(then)
    then.add_successor(els, 0x80000000)
    els.predecessors[:] = [entry, then]
    g = FakeGlobal("g")
    build_mi(then, None, None, tii.get(OP["MOV64rm"]), v[6]).add_reg(RIP).add_imm(1).add_reg(
        0
    ).add_global_address(g, 0, 5).add_reg(0).add_mem_operand(
        MachineMemOperand(MOLoad, 8, 8, pseudo_value=PseudoSourceValue(PSV_GOT))
    )
    mib = (
        build_mi(then, None, None, tii.get(OP["IMUL32rm"]), v[1])
        .add_reg(v[0])
        .add_reg(v[6], KILL)
        .add_imm(1)
        .add_reg(0)
        .add_imm(0)
        .add_reg(0)
    )
    for op in mib.mi.operands:
        if op.is_reg() and op.reg == EFLAGS:
            op.set_is_dead()
    mib.add_mem_operand(MachineMemOperand(MOLoad | MODereferenceable, 4, 4, value=g))
    build_mi(els, None, None, tii.get(OP["PHI"]), v[2]).add_reg(v[0]).add_mbb(entry).add_reg(v[1]).add_mbb(
        then
    )
    build_mi(els, None, None, tii.get(OP["COPY"]), EAX).add_reg(v[2])
    build_mi(els, None, None, tii.get(OP["RET"])).add_imm(0).add_reg(EAX)
    return mf


def build_k(T: ModuleType = mini_x86) -> MachineFunction:
    EDI, GR32, OP, RSP, SSP = T.EDI, T.GR32, T.OPCODES, T.RSP, T.SSP
    mf = T.new_function("k")
    tii = mf.subtarget.get_instr_info()
    tri = mf.subtarget.get_register_info()
    mri = mf.reg_info
    v0 = mri.create_virtual_register(GR32)
    bb = mf.add_block(FakeValue("", 0))
    bb.add_live_in(EDI)
    mri.add_live_in(EDI, v0)
    fi = mf.frame_info.create_stack_object(4, 4, False, FakeValue("a"))
    mf.frame_info.has_calls = True
    build_mi(bb, None, None, tii.get(OP["COPY"]), v0).add_reg(EDI)
    build_mi(bb, None, None, tii.get(OP["MOV32mr"])).add_frame_index(fi).add_imm(1).add_reg(0).add_imm(
        0
    ).add_reg(0).add_reg(v0).add_mem_operand(MachineMemOperand(MOStore, 4, 4, value=FakeValue("a")))
    down = build_mi(bb, None, None, tii.get(OP["ADJCALLSTACKDOWN64"])).add_imm(0).add_imm(0).add_imm(0).mi
    for op in down.operands:
        if op.is_reg() and op.is_def():
            op.set_is_dead()
    build_mi(bb, None, None, tii.get(OP["COPY"]), EDI).add_reg(v0)
    build_mi(bb, None, None, tii.get(OP["CALL64pcrel32"])).add_global_address(
        FakeGlobal("h"), 0, 6
    ).add_reg_mask(tri.get_call_preserved_mask(mf, 0)).add_reg(EDI, IMP).add_reg(RSP, IMP | DEF).add_reg(
        SSP, IMP | DEF
    )
    up = build_mi(bb, None, None, tii.get(OP["ADJCALLSTACKUP64"])).add_imm(0).add_imm(0).mi
    for op in up.operands:
        if op.is_reg() and op.is_def():
            op.set_is_dead()
    build_mi(bb, None, None, tii.get(OP["RET"])).add_imm(0)
    return mf
