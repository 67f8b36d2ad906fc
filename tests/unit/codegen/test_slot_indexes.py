"""SlotIndexes: LLVM's numbering (entries 16 apart, four slots, a blank entry closing each block, debug
instructions sharing the next index), lookups, and insertion between entries with renumbering."""

from __future__ import annotations

from mir_body import parse_function

from pyllc.codegen.analysis.slot_indexes import (
    INSTR_DIST,
    SLOT_BLOCK,
    SLOT_DEAD,
    SLOT_EARLY_CLOBBER,
    SLOT_REGISTER,
    SlotIndexes,
    SlotIndexesPass,
    base_index,
    dead_slot,
    format_index,
    instr_distance,
    is_same_instr,
    prev_slot,
    reg_slot,
    remap_index,
)
from pyllc.codegen.machine.instr import MachineInstr
from pyllc.codegen.passes.manager import AnalysisManager
from pyllc.codegen.target_opcodes import DBG_VALUE

BODY = """\
bb.0.entry:
  successors: %bb.1(0x40000000), %bb.2(0x40000000)
  liveins: $edi, $esi

  %1:gr32 = COPY $esi
  %0:gr32 = COPY $edi
  %0:gr32 = ADD32rr %0, %1, implicit-def dead $eflags
  CMP32ri8 %0, 11, implicit-def $eflags
  JCC_1 %bb.1, 13, implicit $eflags

bb.2:
  successors: %bb.1(0x80000000)

  %0:gr32 = IMUL32rr %0, %1, implicit-def dead $eflags

bb.1.then:
  $eax = COPY %0
  RET 0, $eax
"""


def _mf() -> object:
    return parse_function(BODY, "f", (("$edi", 0), ("$esi", 1)), opt_level=2)


def test_slot_arithmetic() -> None:
    assert INSTR_DIST == 16
    assert (SLOT_BLOCK, SLOT_EARLY_CLOBBER, SLOT_REGISTER, SLOT_DEAD) == (0, 1, 2, 3)
    assert reg_slot(32) == 34 and reg_slot(32, True) == 33 and dead_slot(34) == 35
    assert base_index(35) == 32 and is_same_instr(33, 35) and not is_same_instr(31, 32)
    assert prev_slot(34) == 33 and prev_slot(32) == 19
    assert format_index(34) == "32r" and format_index(48) == "48B" and format_index(35) == "32d"
    assert format_index(33) == "32e"
    assert instr_distance(16, 48) == 8


def test_numbering_follows_llvm() -> None:
    mf = _mf()
    si = SlotIndexes(mf)
    b0, b2, b1 = mf.blocks
    # Index 0 starts the function; instructions follow 16 apart; one blank entry ends each block.
    assert [si.get_instruction_index(mi) for mi in b0.instrs] == [16, 32, 48, 64, 80]
    assert si.get_mbb_range(b0) == (0, 96)
    assert [si.get_instruction_index(mi) for mi in b2.instrs] == [112]
    assert si.get_mbb_range(b2) == (96, 128)
    assert si.get_mbb_range(b1) == (128, 176)
    assert si.get_last_index() == 176
    assert si.entries() == [0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176]
    assert si.get_instruction_from_index(reg_slot(48)) is b0.instrs[2]
    assert si.get_instruction_from_index(96) is None
    # A block's end index belongs to the next block.
    assert si.get_mbb_from_index(95) is b0 and si.get_mbb_from_index(96) is b2
    assert si.get_mbb_from_index(reg_slot(160)) is b1
    assert si.get_next_non_null_index(80) == 112
    assert [b.number for b in si.blocks_in_range(0, 130)] == [0, 2, 1]


def test_debug_instructions_take_the_next_index() -> None:
    mf = _mf()
    b0 = mf.blocks[0]
    tii = mf.subtarget.get_instr_info()
    dbg = MachineInstr(tii.get(DBG_VALUE))
    b0.insert(2, dbg)
    si = SlotIndexes(mf)
    assert si.get_instruction_index(dbg) == si.get_instruction_index(b0.instrs[3]) == 48
    assert not si.has_index(dbg)
    assert si.get_mbb_range(b0) == (0, 96)


def test_insertion_takes_midpoints_then_renumbers() -> None:
    mf = _mf()
    si = SlotIndexes(mf)
    b0 = mf.blocks[0]
    tii = mf.subtarget.get_instr_info()
    seen: list[dict[int, int]] = []
    si.listeners.append(seen.append)
    new = []
    for _ in range(3):
        mi = mf.clone_machine_instr(b0.instrs[0])
        b0.insert(1, mi)  # always right after the first COPY
        new.append(si.insert_machine_instr_in_maps(mi))
    assert new[0] == 24 and new[1] == 20
    # No room left between 16 and 20: the following entries were spread out and the listener told.
    assert seen and all(old < n for old, n in seen[0].items())
    idx = [si.get_instruction_index(mi) for mi in b0.instrs]
    assert idx == sorted(idx) and len(set(idx)) == len(idx)
    assert all(i % 4 == 0 for i in idx)
    assert si.get_mbb_range(b0)[1] > idx[-1]
    assert remap_index(reg_slot(20), {20: 36}) == 38
    del tii


def test_next_slot_follows_renumbering() -> None:
    """The slot after a dead slot is the next entry (LLVM ``getNextSlot``), not a gap position: a split end
    held across insertions must stay before the next instruction when the entries are spread out."""
    mf = _mf()
    si = SlotIndexes(mf)
    b0 = mf.blocks[0]
    second = b0.instrs[1]
    assert si.get_next_slot(reg_slot(16)) == dead_slot(16)
    assert si.get_next_slot(dead_slot(16)) == 32 == si.get_instruction_index(second)
    assert si.get_next_slot(dead_slot(80)) == si.get_mbb_range(b0)[1]
    held = [si.get_next_slot(dead_slot(16))]

    def follow(mapping: dict[int, int]) -> None:
        held[0] = remap_index(held[0], mapping)

    si.listeners.append(follow)
    for _ in range(3):
        mi = mf.clone_machine_instr(b0.instrs[0])
        b0.insert(1, mi)
        si.insert_machine_instr_in_maps(mi)
    assert si.get_instruction_index(second) > 32
    assert held[0] == si.get_instruction_index(second)


def test_removal_and_replacement() -> None:
    mf = _mf()
    si = SlotIndexes(mf)
    b0 = mf.blocks[0]
    mi = b0.instrs[3]
    si.remove_machine_instr_from_maps(mi)
    assert not si.has_index(mi) and si.get_instruction_from_index(64) is None
    other = mf.clone_machine_instr(b0.instrs[0])
    assert si.replace_machine_instr_in_maps(b0.instrs[0], other) == 16
    assert si.get_instruction_from_index(16) is other


def test_analysis_pass() -> None:
    mf = _mf()
    am = AnalysisManager(mf)
    si = am.get(SlotIndexesPass)
    assert isinstance(si, SlotIndexes) and am.get(SlotIndexesPass) is si
    assert SlotIndexesPass.name == "slotindexes" and SlotIndexesPass.description == "Slot index numbering"
