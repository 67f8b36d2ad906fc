"""LiveIntervals on PHI-free machine code (llc-14's ``-stop-before=simple-register-coalescing`` body of
``f`` in test_coalescer.py): virtual register intervals with value numbers and PHI-defs, register-unit ranges,
regmask slots, dead flags, and the update entry points (shrink_to_uses, extend_to_indices, add_kill_flags)."""

from __future__ import annotations

from mir_body import parse_function

from pyllc.codegen.analysis.live_interval import LiveInterval, LiveRange
from pyllc.codegen.analysis.live_intervals import LiveIntervals, LiveIntervalsPass, connected_components
from pyllc.codegen.analysis.slot_indexes import SlotIndexes
from pyllc.codegen.machine.operand import RegState
from pyllc.codegen.passes.manager import AnalysisManager

F = """\
bb.0.entry:
  successors: %bb.1(0x40000000), %bb.3(0x40000000)
  liveins: $edi, $esi

  %4:gr32 = COPY killed $esi
  %3:gr32 = COPY killed $edi
  %0:gr32 = COPY killed %3
  %0:gr32 = ADD32rr %0, %4, implicit-def dead $eflags
  CMP32ri8 %0, 11, implicit-def $eflags
  JCC_1 %bb.1, 13, implicit killed $eflags

bb.3:
  successors: %bb.2(0x80000000)

  %6:gr32 = COPY killed %0
  JMP_1 %bb.2

bb.1.then:
  successors: %bb.2(0x80000000)

  %1:gr32 = COPY killed %0
  %1:gr32 = IMUL32rr %1, killed %4, implicit-def dead $eflags
  %6:gr32 = COPY killed %1

bb.2.else:
  %2:gr32 = COPY killed %6
  $eax = COPY killed %2
  RET 0, killed $eax
"""

CALL = """\
bb.0:
  liveins: $edi

  %0:gr32 = COPY $edi
  %1:gr32 = MOV32ri 7
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %1
  CALL64pcrel32 @h, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  %2:gr32 = COPY $eax
  %3:gr32 = MOV32ri 9
  %2:gr32 = ADD32rr %2, %0, implicit-def dead $eflags
  $eax = COPY %2
  RET 0, $eax
"""


def _lis(body: str, liveins: tuple[tuple[str, int], ...]) -> tuple[object, LiveIntervals]:
    mf = parse_function(body, "f", liveins, opt_level=2)
    return mf, AnalysisManager(mf).get(LiveIntervalsPass)


def _iv(lis: LiveIntervals, n: int) -> str:
    return str(lis.get_interval(n | (1 << 31)))


def test_virtual_register_intervals() -> None:
    _, lis = _lis(F, (("$edi", 3), ("$esi", 4)))
    # Block starts: bb.0 0, bb.3 112, bb.1 160, bb.2 224; end 288.
    assert _iv(lis, 3) == "[32r,48r:0)  0@32r"
    # Two values: the copy, then the two-address ADD; live out of bb.0 into bb.3 and bb.1.
    assert _iv(lis, 0) == "[48r,64r:0)[64r,128r:1)[160B,176r:1)  0@48r 1@64r"
    # Live through bb.0's end into bb.1 only (not bb.3, which does not read it).
    assert _iv(lis, 4) == "[16r,112B:0)[160B,192r:0)  0@16r"
    assert _iv(lis, 1) == "[176r,192r:0)[192r,208r:1)  0@176r 1@192r"
    # Defined in both predecessors of bb.2: a PHI-def value at bb.2's start.
    assert _iv(lis, 6) == "[128r,160B:0)[208r,224B:1)[224B,240r:2)  0@128r 1@208r 2@224B-phi"
    assert _iv(lis, 2) == "[240r,256r:0)  0@240r"


def test_locality_and_queries() -> None:
    mf, lis = _lis(F, (("$edi", 3), ("$esi", 4)))
    li0 = lis.get_interval(0 | (1 << 31))
    assert lis.interval_is_in_one_mbb(lis.get_interval(3 | (1 << 31))) is mf.blocks[0]
    assert lis.interval_is_in_one_mbb(li0) is None
    q = li0.query(64)  # the ADD: reads value 0 (killed there), defines value 1
    assert q.value_in().id == 0 and q.is_kill() and q.value_out().id == 1 and q.value_defined().id == 1
    assert li0.live_at(100) and not li0.live_at(140) and li0.get_vn_info_before(128).id == 1
    assert li0.get_size() == (66 - 50) + (130 - 66) + (178 - 160)  # 48r..64r, 64r..128r, 160B..176r
    assert lis.is_live_out_of_mbb(li0, mf.blocks[0]) and lis.is_live_in_to_mbb(li0, mf.blocks[2])


def test_register_unit_ranges() -> None:
    mf, lis = _lis(F, (("$edi", 3), ("$esi", 4)))
    tri = mf.subtarget.get_register_info()
    eax = tri.get_reg_by_name("eax")
    edi = tri.get_reg_by_name("edi")
    # $eax: defined by the COPY at 256, read by RET at 272.  Each unit of EAX has the same range.
    assert {str(lis.get_reg_unit(u)) for u in lis.units_of(eax)} == {"[256r,272r:0)  0@256r"}
    # $edi: live into the entry block until the copy reads it.
    assert {str(lis.get_reg_unit(u)) for u in lis.units_of(edi)} == {"[0B,32r:0)  0@0B-phi"}
    eflags = tri.get_reg_by_name("eflags")
    # Dead def at the ADD, CMP's def read by the JCC, dead def at the IMUL.
    assert (
        str(lis.get_reg_unit(lis.units_of(eflags)[0]))
        == "[64r,64d:0)[80r,96r:1)[192r,192d:2)  0@64r 1@80r 2@192r"
    )


def test_regmask_slots_and_dead_defs() -> None:
    mf, lis = _lis(CALL, (("$edi", 0),))
    call = mf.blocks[0].instrs[4]
    assert lis.reg_mask_slots == [lis.get_instruction_index(call) | 2]
    li0 = lis.get_interval(0 | (1 << 31))
    usable = lis.check_reg_mask_interference(li0)
    tri = mf.subtarget.get_register_info()
    assert usable is not None and not (usable >> tri.get_reg_by_name("ecx")) & 1
    assert (usable >> tri.get_reg_by_name("ebx")) & 1
    # %1 ends at the copy into $edi, before the call: no mask crossed.
    assert lis.check_reg_mask_interference(lis.get_interval(1 | (1 << 31))) is None
    # %3 is never read: its def gets the dead flag and a dead segment.
    mov = mf.blocks[0].instrs[7]
    assert mov.operands[0].flags & RegState.Dead
    assert str(lis.get_interval(3 | (1 << 31))) == "[128r,128d:0)  0@128r"


def test_shrink_extend_and_kill_flags() -> None:
    mf, lis = _lis(CALL, (("$edi", 0),))
    b = mf.blocks[0]
    add = b.instrs[8]
    li0 = lis.get_interval(0 | (1 << 31))
    assert str(li0) == "[16r,144r:0)  0@16r"
    # Drop the ADD's read of %0: the interval shrinks to its def, which becomes dead.
    add.operands[2].set_reg(add.operands[1].contents)
    dead: list = []
    lis.shrink_to_uses(li0, dead)
    assert str(li0) == "[16r,16d:0)  0@16r" and dead == [b.instrs[0]]
    # Extending back to the ADD's register slot restores the original range.
    lis.extend_to_indices(li0, [144 | 2])
    assert str(li0) == "[16r,144r:0)  0@16r"
    # Kill flags go on the last read of each value.
    for op in mf.reg_info.reg_uses(2 | (1 << 31)):
        op.flags &= ~RegState.Kill
    lis.add_kill_flags()
    copy = b.instrs[9]
    assert copy.operands[1].flags & RegState.Kill


def test_connected_components_and_pass() -> None:
    lr = LiveRange()
    a = lr.get_next_value(16 | 2)
    c = lr.get_next_value(64 | 2)
    lr.add_segment(18, 40, a)
    lr.add_segment(66, 80, c)
    assert [[v.id for v in g] for g in connected_components(lr)] == [[0], [1]]
    li = LiveInterval(1 << 31)
    assert li.is_spillable() and (li.mark_not_spillable() or not li.is_spillable())
    assert (
        LiveIntervalsPass.name == "liveintervals"
        and LiveIntervalsPass.description == "Live Interval Analysis"
    )


def test_fresh_computation_is_deterministic() -> None:
    mf, lis = _lis(F, (("$edi", 3), ("$esi", 4)))
    again = LiveIntervals(mf, SlotIndexes(mf))
    assert lis.print() == again.print()
