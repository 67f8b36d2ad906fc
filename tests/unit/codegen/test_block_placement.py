"""``block-placement`` against llc-14 (data/branch, ``gen.sh``) and on hand-made CFGs."""

from __future__ import annotations

import os

import pytest
from x86_frame_helpers import X, body_lines, mir_documents, new_mf, read_mir_function

from pyllc.codegen.machine.basic_block import branch_probability
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfo
from pyllc.codegen.passes.machine_block_placement import MachineBlockPlacementPass
from pyllc.ir.parser import parse_assembly
from pyllc.targets.x86 import instr_info as xii

DATA = os.path.join(os.path.dirname(__file__), "data", "branch")
PROGRAMS = ("fnptr_recursion", "goto_cleanup")
#: Layouts that depend on block frequencies / tail duplication inside block placement (not modelled).
FREQUENCY_DRIVEN = {("goto_cleanup", "find_pair")}


def _cases() -> list[tuple[str, str]]:
    return [
        (p, n) for p in PROGRAMS for n in mir_documents(os.path.join(DATA, f"{p}.block-placement.in.mir"))
    ]


@pytest.mark.parametrize("prog,name", _cases(), ids=lambda v: str(v))
def test_matches_llc14(prog: str, name: str) -> None:
    if (prog, name) in FREQUENCY_DRIVEN:
        pytest.xfail("layout driven by block frequencies")
    fns = {f.name: f for f in parse_assembly(open(os.path.join(DATA, prog + ".ll")).read(), prog).functions}
    src = mir_documents(os.path.join(DATA, f"{prog}.block-placement.in.mir"))[name]
    dst = mir_documents(os.path.join(DATA, f"{prog}.block-placement.out.mir"))[name]
    mf = read_mir_function(src, fns.get(name))
    MachineBlockPlacementPass().run(mf, None)
    assert body_lines(mf) == body_lines(dst)


def test_likely_successor_becomes_fall_through_and_loop_header_is_aligned() -> None:
    mf = new_mf()
    tii = mf.subtarget.get_instr_info()
    entry, cold, loop, exit_ = (mf.add_block() for _ in range(4))
    # entry: je cold (10%) ; else loop (90%).  loop: jne loop (back edge) ; exit.  cold: ret.  exit: ret.
    entry.add_successor(cold, branch_probability(1, 10))
    entry.add_successor(loop, branch_probability(9, 10))
    build_mi(entry, None, None, tii.get(X.JCC_1)).add_mbb(loop).add_imm(xii.COND_NE)
    build_mi(cold, None, None, tii.get(X.RET64))
    loop.add_successor(loop, branch_probability(31, 32))
    loop.add_successor(exit_, branch_probability(1, 32))
    build_mi(loop, None, None, tii.get(X.JCC_1)).add_mbb(loop).add_imm(xii.COND_NE)
    build_mi(loop, None, None, tii.get(X.JMP_1)).add_mbb(exit_)
    build_mi(exit_, None, None, tii.get(X.RET64))
    mli = MachineLoopInfo(mf)
    assert [lp.header for lp in mli.loops] == [loop] and mli.get_loop_for(exit_) is None
    # Without tail merging after the layout, which would merge the two identical returns (test_tail_merge.py).
    MachineBlockPlacementPass(branch_fold_placement=False).run(mf, None)
    assert mf.blocks == [entry, loop, exit_, cold]
    # entry now branches to the cold block and falls into the loop; the loop falls into its exit
    assert [(mi.opcode, mi.operands[0].contents) for mi in entry.instrs] == [(X.JCC_1, cold)]
    assert entry.instrs[0].operands[1].contents == xii.COND_E
    assert [mi.opcode for mi in loop.instrs] == [X.JCC_1]
    # the loop header is entered by fall-through from outside the loop: aligned like llc (align 16)
    assert loop.alignment == 16 and exit_.alignment == 1
