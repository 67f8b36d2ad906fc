"""The source-order list scheduler and the InstrEmitter on selected DAGs built by hand.

The DAGs are what the x86 selector makes for ``build_examples.EXAMPLE_IR``'s ``@f`` entry block (an add whose
value leaves the block, a compare feeding a conditional branch through ``$eflags``, an unconditional branch),
and llc-14's ``-O0 -fast-isel=false -stop-after=finalize-isel`` output for that block is the oracle::

    %4:gr32 = COPY $esi
    %3:gr32 = COPY $edi
    %0:gr32 = ADD32rr %3, %4, implicit-def dead $eflags
    %5:gr32 = SUB32ri8 %0, 11, implicit-def $eflags
    JCC_1 %bb.2, 12, implicit $eflags
    JMP_1 %bb.1
"""

from __future__ import annotations

from typing import Any

from mir_body import x86_subtarget

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.instr_emitter import emit_schedule
from pyllc.codegen.selection_dag.schedule_dag_rr_list import schedule
from pyllc.codegen.value_types import MVT
from pyllc.targets.x86.gen import instr_info as I, register_info as R

OP = {n: i for i, n in enumerate(I.OPCODE_NAMES)}
GR32 = R.REG_CLASS_NAMES.index("GR32")


def _function() -> tuple[MachineFunction, SelectionDAG, list[Any]]:
    st = x86_subtarget()
    mf = MachineFunction("f", st)
    blocks = [mf.add_block() for _ in range(3)]
    tli = st.get_target_lowering()
    dag = SelectionDAG(tli, mf, 0)
    dag.mf = mf
    return mf, dag, blocks


def _entry_block_dag(dag: SelectionDAG, mf: MachineFunction, blocks: list[Any]) -> None:
    mri = mf.reg_info
    v0 = mri.create_virtual_register(GR32)  # %0: the add, live out
    for _ in range(2):
        mri.create_virtual_register(GR32)
    a = mri.create_virtual_register(GR32)  # %3: argument %a (live-in copy of $edi)
    b = mri.create_virtual_register(GR32)  # %4: argument %b
    entry = dag.get_entry_node()
    ca = dag.get_copy_from_reg(entry, a, MVT.i32)
    cb = dag.get_copy_from_reg(entry, b, MVT.i32)
    add = dag.get_machine_node(OP["ADD32rr"], (MVT.i32, MVT.i32), (ca[0], 0), (cb[0], 0), order=1)
    to_reg = dag.get_copy_to_reg(entry, v0, (add, 0), order=1)
    cmp = dag.get_machine_node(
        OP["SUB32ri8"], (MVT.i32, MVT.i32), (add, 0), dag.get_target_constant(11, MVT.i32), order=2
    )
    # The branch reads $eflags through a CopyToReg glued to it.
    cpy = dag.get_node(
        ISD.CopyToReg, (MVT.Other, MVT.Glue), to_reg, dag.get_register(R.EFLAGS, MVT.i32), (cmp, 1), order=3
    )[0]
    jcc = dag.get_machine_node(
        OP["JCC_1"],
        MVT.Other,
        dag.get_basic_block(blocks[2]),
        dag.get_target_constant(12, MVT.i8),
        (cpy, 0),
        (cpy, 1),
        order=3,
    )
    jmp = dag.get_machine_node(OP["JMP_1"], MVT.Other, dag.get_basic_block(blocks[1]), (jcc, 0), order=3)
    dag.set_root((jmp, 0))
    dag.remove_dead_nodes()


def test_source_order_schedule_and_emission_match_llc14() -> None:
    mf, dag, blocks = _function()
    _entry_block_dag(dag, mf, blocks)
    seq = schedule(dag, 0)
    names = [I.OPCODE_NAMES[~su.node.opcode] if su.node.opcode < 0 else su.node.opcode for su in seq]
    # CopyFromReg, CopyFromReg, the add, the CopyToReg of its value, the compare, the branch group, the jump.
    assert names[-4:] == [ISD.CopyToReg, "SUB32ri8", "JCC_1", "JMP_1"]
    assert names.index("ADD32rr") < names.index(ISD.CopyToReg)
    # The argument registers' live-in copies (emitted at the start of the entry block after selection).
    from pyllc.codegen.machine.instr_builder import build_mi

    tii = mf.subtarget.get_instr_info()
    build_mi(blocks[0], None, None, tii.get(OP["COPY"]), 4 | 1 << 31).add_reg(R.ESI)
    build_mi(blocks[0], None, None, tii.get(OP["COPY"]), 3 | 1 << 31).add_reg(R.EDI)
    emit_schedule(seq, dag, None, blocks[0])
    ctx = mf.print_context()
    ctx.mir_mode = True
    text = [mi.print(ctx, standalone=False) for mi in blocks[0].instrs]
    assert text == [
        "%4:gr32 = COPY $esi",
        "%3:gr32 = COPY $edi",
        "%0:gr32 = ADD32rr %3, %4, implicit-def dead $eflags",
        "%5:gr32 = SUB32ri8 %0, 11, implicit-def $eflags",
        "JCC_1 %bb.2, 12, implicit $eflags",
        "JMP_1 %bb.1",
    ]


def test_flag_clobbers_wait_until_flag_uses_are_scheduled() -> None:
    """One compare feeds three SETCCs through ``$eflags``; an ADD (which clobbers EFLAGS) sits between them in
    source order.  Bottom-up, the ADD becomes available while EFLAGS is live, so the scheduler backtracks and
    places it after every SETCC (as llc-14 does for int_compare_widths.c's cmp_i8)."""
    mf, dag, blocks = _function()
    mri = mf.reg_info
    a = mri.create_virtual_register(GR32)
    b = mri.create_virtual_register(GR32)
    entry = dag.get_entry_node()
    ca = dag.get_copy_from_reg(entry, a, MVT.i32)
    cb = dag.get_copy_from_reg(entry, b, MVT.i32)
    sub = dag.get_machine_node(OP["SUB32rr"], (MVT.i32, MVT.i32), (ca[0], 0), (cb[0], 0), order=1)

    def setcc(cond: int, order: int) -> Any:
        cpy = dag.get_node(
            ISD.CopyToReg,
            (MVT.Other, MVT.Glue),
            entry,
            dag.get_register(R.EFLAGS, MVT.i32),
            (sub, 1),
            order=order,
        )[0]
        s = dag.get_machine_node(
            OP["SETCCr"], MVT.i8, dag.get_target_constant(cond, MVT.i8), (cpy, 1), order=order
        )
        return dag.get_machine_node(OP["MOVZX32rr8"], MVT.i32, (s, 0), order=order)

    z1 = setcc(12, 2)
    z2 = setcc(14, 3)
    add = dag.get_machine_node(OP["ADD32rr"], (MVT.i32, MVT.i32), (z1, 0), (z2, 0), order=4)
    z3 = setcc(15, 5)
    orr = dag.get_machine_node(OP["OR32rr"], (MVT.i32, MVT.i32), (add, 0), (z3, 0), order=6)
    cpy = dag.get_node(
        ISD.CopyToReg, (MVT.Other, MVT.Glue), entry, dag.get_register(R.EAX, MVT.i32), (orr, 0)
    )[0]
    ret = dag.get_machine_node(
        OP["RET"],
        MVT.Other,
        dag.get_target_constant(0, MVT.i32),
        dag.get_register(R.EAX, MVT.i32),
        (cpy, 0),
        (cpy, 1),
    )
    dag.set_root((ret, 0))
    seq = schedule(dag, 0)
    emit_schedule(seq, dag, None, blocks[0])
    names = [mi.desc.name for mi in blocks[0].instrs]
    # Bottom-up the last SETCC's MOVZX was already placed below the ADD; backtracking unschedules only the
    # SETCC (the unit that made EFLAGS live) and forces the ADD below it.
    assert names == [
        "SUB32rr",
        "SETCCr",
        "MOVZX32rr8",
        "SETCCr",
        "MOVZX32rr8",
        "SETCCr",
        "ADD32rr",
        "MOVZX32rr8",
        "OR32rr",
        "COPY",
        "RET",
    ]
    # The compare's EFLAGS def is used (not dead); the ADD's is dead.
    assert not blocks[0].instrs[0].operands[-1].is_dead()
    assert blocks[0].instrs[6].operands[-1].is_dead()
