"""The amdgpu-isel pass driver (SelectionDAGISel) with injected stages.

The selection, scheduling and emission stages are replaced by recorders so the driver's own work is checked
exactly: blocks visited in reverse post order, the phase order of CodeGenAndEmitDAG, PHI operands added for
every edge (including the compare blocks made by branch lowering and jump tables), the live-in COPYs at the
top of the entry block in reverse order (``MachineRegisterInfo::EmitLiveInCopies``) and the entry live-ins.
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen import target_opcodes as TO
from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.passes.registry import describe, get_pass_class
from pyllc.codegen.selection_dag.isel import ISelStages, SelectionDAGISel, reverse_post_order
from pyllc.ir.parser import parse_assembly
from pyllc.target.registry import lookup_target

TRIPLE = "x86_64-unknown-linux-gnu"


class Recorder:
    """Fake stages: remember the phases and each emitted DAG's block and root opcode."""

    def __init__(self) -> None:
        self.phases: list[str] = []
        self.emitted: list[tuple[int, int]] = []

    def stages(self) -> ISelStages:
        def combine(dag: Any, level: int, opt: int) -> None:
            self.phases.append(f"combine{level}")

        def legalize_types(dag: Any) -> bool:
            self.phases.append("legalize_types")
            return False

        def legalize(dag: Any) -> None:
            self.phases.append("legalize")

        def select(dag: Any) -> None:
            self.phases.append("select")

        def schedule(dag: Any, opt: int) -> list[Any]:
            self.phases.append("schedule")
            return list(dag.all_nodes)

        def emit(seq: list[Any], dag: Any, funcinfo: Any, mbb: Any) -> Any:
            # Every CopyFromReg of a virtual register that feeds something becomes a use (a KILL).
            self.phases.append("emit")
            self.emitted.append((mbb.number, dag.root[0].opcode))
            tii = mbb.parent.subtarget.get_instr_info()
            for node in seq:
                if node.opcode == ISD.CopyFromReg and node.uses:
                    reg = node.ops[1][0].payload
                    if reg & (1 << 31):
                        build_mi(mbb, None, None, tii.get(TO.KILL)).add_reg(reg)
            return mbb

        return ISelStages(combine, legalize_types, legalize, select, schedule, emit)


def run(src: str, opt: int = 2) -> tuple[MachineFunction, Recorder, Any]:
    m = parse_assembly(src, "t.ll")
    fn = next(f for f in m.functions if f.blocks)
    tm = lookup_target(TRIPLE)(TRIPLE, "", "", None, "static", "small", opt)
    mf = MachineFunction(fn.name, tm.get_subtarget_impl(fn), function=fn, target=tm)
    rec = Recorder()
    SelectionDAGISel(stages=rec.stages()).run(mf, None)
    return mf, rec, tm


def test_pass_is_registered_under_llc_name() -> None:
    cls = get_pass_class("amdgpu-isel")
    assert cls is SelectionDAGISel
    assert cls.description == "DAG->DAG Instruction Selection"
    assert describe("amdgpu-isel") == "X86 DAG->DAG Instruction Selection"


def test_phase_order_and_live_in_copies() -> None:
    mf, rec, tm = run("define i32 @f(i32 %a, i32 %b) {\n  %c = sub i32 %a, %b\n  ret i32 %c\n}\n")
    # legalize_types reported no change: the second combine is skipped (AfterLegalizeTypes).
    assert rec.phases == ["combine0", "legalize_types", "legalize", "combine3", "select", "schedule", "emit"]
    entry = mf.blocks[0]
    tii = mf.subtarget.get_instr_info()
    tri = mf.subtarget.get_register_info()
    copies = [
        (mi.opcode, mi.operands[0].contents & 0x7FFFFFFF, tri.get_name(mi.operands[1].contents))
        for mi in entry.instrs
        if mi.opcode == TO.COPY
    ]
    assert copies == [(TO.COPY, 1, "ESI"), (TO.COPY, 0, "EDI")]
    assert [tri.get_name(r[0] if isinstance(r, tuple) else r) for r in entry.live_ins] == ["EDI", "ESI"]
    del tii


def test_unused_live_in_is_dropped() -> None:
    # %b is never used: its live-in vreg has no use and is dropped (no COPY, not an entry live-in).
    mf, rec, _ = run("define i32 @f(i32 %a, i32 %b) {\n  ret i32 %a\n}\n")
    tri = mf.subtarget.get_register_info()
    assert [tri.get_name(p) for p, _ in mf.reg_info.live_ins] == ["EDI"]
    assert sum(1 for mi in mf.blocks[0].instrs if mi.opcode == TO.COPY) == 1


LOOP = """
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i2
}
"""


def test_phi_operands_completed_for_each_edge() -> None:
    mf, rec, _ = run(LOOP)
    loop = mf.blocks[1]
    phi = loop.instrs[0]
    assert phi.opcode == TO.PHI
    ops = phi.operands
    # def, then (reg, mbb) per incoming edge in the order the predecessors were selected (RPO: entry, loop).
    assert len(ops) == 5
    assert ops[2].contents is mf.blocks[0] and ops[4].contents is loop
    # The entry's incoming constant got its own vreg, the back edge uses %i2's vreg.
    assert ops[1].contents != ops[3].contents
    assert [n for n, _ in rec.emitted] == [0, 1, 2]
    assert rec.emitted[2][1] >= ISD.BUILTIN_OP_END  # X86ISD::RET_FLAG


def test_rpo_skips_unreachable_blocks() -> None:
    src = """
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
dead:
  br label %b
a:
  br label %b
b:
  ret void
}
"""
    m = parse_assembly(src, "t.ll")
    fn = m.functions[0]
    assert [bb.name for bb in reverse_post_order(fn)] == ["entry", "a", "b"]


def test_switch_jump_table_blocks_are_emitted() -> None:
    src = """
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %a
                            i32 3, label %c ]
a:
  br label %d
b:
  br label %d
c:
  br label %d
d:
  %r = phi i32 [ 0, %entry ], [ 1, %a ], [ 2, %b ], [ 3, %c ]
  ret i32 %r
}
"""
    mf, rec, _ = run(src)
    # entry (header: range check), then the jump-table block (BR_JT) inserted after it, then a, b, c, d.
    assert len(mf.blocks) == 6
    jt_block = mf.blocks[1]
    assert rec.emitted[0] == (0, ISD.BRCOND) or rec.emitted[0][0] == 0
    assert (jt_block.number, ISD.BR_JT) in rec.emitted
    jti = mf.jump_table_info
    assert jti is not None and len(jti.tables) == 1
    table = jti.tables[0]
    blocks = table if isinstance(table, list) else getattr(table, "blocks", table)
    names = [b.ir_block.name for b in blocks]
    assert names == ["a", "b", "a", "c"]
    # The PHI in d gets the header (entry) as predecessor for the default edge.
    d = mf.blocks[-1]
    phi = d.instrs[0]
    preds = [op.contents for op in phi.operands[2::2]]
    assert mf.blocks[0] in preds


def test_live_out_known_bits_become_asserts_in_later_blocks() -> None:
    # At -O2 the zext'ed i8 copied out of the entry block is known to have 24 leading zero bits: the reader
    # in %x sees AssertZext i8 (LLVM's ComputeLiveOutVRegInfo + RegsForValue::getCopyFromRegs); the sext'ed
    # value has 25 sign bits: AssertSext i8.
    src = """
define i32 @f(i8 %a, i1 %c) {
entry:
  %z = zext i8 %a to i32
  %s = sext i8 %a to i32
  br i1 %c, label %x, label %y
x:
  %r = and i32 %z, 255
  ret i32 %r
y:
  %t = ashr i32 %s, 7
  ret i32 %t
}
"""
    seen: list[str] = []

    def obs(phase: str, dag: Any) -> None:
        if phase == "build":
            for n in dag.all_nodes:
                if n.opcode in (ISD.AssertZext, ISD.AssertSext):
                    seen.append(("zext" if n.opcode == ISD.AssertZext else "sext", n.ops[1][0].payload))

    m = parse_assembly(src, "t.ll")
    fn = m.functions[0]
    tm = lookup_target(TRIPLE)(TRIPLE, "", "", None, "static", "small", 2)
    mf = MachineFunction(fn.name, tm.get_subtarget_impl(fn), function=fn, target=tm)
    rec = Recorder()
    SelectionDAGISel(stages=rec.stages(), observer=obs).run(mf, None)
    from pyllc.codegen.value_types import MVT

    assert ("zext", MVT.i8) in seen and ("sext", MVT.i8) in seen
