"""Live range splitting: SplitAnalysis, SplitEditor and the greedy allocator's split strategies.

Inputs are llc-14's ``-stop-before=greedy`` bodies of the IR functions quoted below.  After every split or
allocation each interval must be exactly the live range its register has in the rewritten code (recomputed
from scratch and compared), assigned intervals must not overlap, and the machine verifier must accept the
function.
"""

from __future__ import annotations

from typing import Any

from mir_body import body_text, parse_function
from test_regalloc_greedy import check_allocation, rewrite

from pyllc.codegen.analysis.live_interval import LiveInterval
from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.analysis.slot_indexes import reg_slot
from pyllc.codegen.analysis.machine_dominators import MachineDominatorTreePass
from pyllc.codegen.machine.function import MachineFunctionProperties
from pyllc.codegen.machine.operand import MO_Register, VIRTUAL_REG_BIT
from pyllc.codegen.machine.verifier import verify_machine_function
from pyllc.codegen.passes.manager import AnalysisManager
from pyllc.codegen.regalloc.greedy import RS_Spill, RAGreedy, RegAllocGreedy
from pyllc.codegen.regalloc.live_range_edit import LiveRangeEdit
from pyllc.codegen.regalloc.split_kit import SplitAnalysis, SplitEditor
from pyllc.codegen.regalloc.virt_reg_map import VirtRegMapPass

# --- the IR of SPLIT9 (eight values loaded in %entry, live across the call in %hot, used twice in %exit) ---
# target triple = "x86_64-unknown-linux-gnu"
# declare void @g()
# define i32 @f(i32* %p, i32 %n) {
# entry:
#   %a0 = load volatile i32, i32* %p      ; ... %a7 likewise
#   %b0 = mul i32 %a0, %a0                ; ... for each %aN
#   store volatile i32 %b0, i32* %p
#   %c = icmp sgt i32 %n, 0
#   br i1 %c, label %hot, label %exit
# hot:
#   call void @g()
#   br label %exit
# exit:
#   %x0 = mul i32 %a0, %n                 ; %xN = mul %aN, %y(N-1)
#   %y0 = add i32 %x0, %a0
#   ...
#   ret i32 %y7
# }
_ENTRY = "".join(
    f"  %{i}:gr32 = MOV32rm %8, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)\n" for i in range(8)
) + "".join(
    f"  %{10 + i}:gr32 = COPY %{i}\n  %{10 + i}:gr32 = IMUL32rr %{10 + i}, %{10 + i}, implicit-def dead "
    f"$eflags\n  MOV32mr %8, 1, $noreg, 0, $noreg, %{10 + i} :: (volatile store (s32) into %ir.p)\n"
    for i in range(8)
)
_EXIT = "".join(
    f"  %19:gr32 = IMUL32rr %19, %{i}, implicit-def dead $eflags\n"
    f"  %19:gr32 = ADD32rr %19, %{i}, implicit-def dead $eflags\n"
    for i in range(8)
)
SPLIT9 = f"""\
bb.0.entry:
  successors: %bb.1(0x50000000), %bb.2(0x30000000)
  liveins: $rdi, $esi

  %19:gr32 = COPY $esi
  %8:gr64 = COPY $rdi
{_ENTRY}  TEST32rr %19, %19, implicit-def $eflags
  JCC_1 %bb.2, 14, implicit killed $eflags
  JMP_1 %bb.1

bb.1.hot:
  successors: %bb.2(0x80000000)

  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  CALL64pcrel32 target-flags(x86-plt) @g, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp

bb.2.exit:
{_EXIT}  $eax = COPY %19
  RET 0, killed $eax
"""
SPLIT9_LIVEINS = (("$rdi", 8), ("$esi", 9))

# A value (%0) defined in %entry, used in %entry, in the loop %body and in %exit (hand-written, llc-14 syntax).
LOOP = """\
bb.0.entry:
  successors: %bb.1(0x80000000)
  liveins: $rdi, $esi

  %1:gr64 = COPY $rdi
  %2:gr32 = COPY $esi
  %0:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
  %3:gr32 = COPY %0
  %3:gr32 = ADD32rr %3, %0, implicit-def dead $eflags
  MOV32mr %1, 1, $noreg, 0, $noreg, %3 :: (volatile store (s32) into %ir.p)

bb.1.body:
  successors: %bb.1(0x7c000000), %bb.2(0x04000000)

  %4:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
  %4:gr32 = ADD32rr %4, %0, implicit-def dead $eflags
  %4:gr32 = XOR32rr %4, %0, implicit-def dead $eflags
  MOV32mr %1, 1, $noreg, 0, $noreg, %4 :: (volatile store (s32) into %ir.p)
  %2:gr32 = DEC32r %2, implicit-def $eflags
  JCC_1 %bb.1, 5, implicit killed $eflags
  JMP_1 %bb.2

bb.2.exit:
  %5:gr32 = COPY %0
  %5:gr32 = IMUL32rr %5, %0, implicit-def dead $eflags
  $eax = COPY %5
  RET 0, killed $eax
"""
LOOP_LIVEINS = (("$rdi", 1), ("$esi", 2))


def check_intervals(mf: Any, lis: Any) -> None:
    """Every interval equals its register's live range recomputed from the code."""
    mri = mf.reg_info
    for i, li in enumerate(lis.vreg_intervals):
        reg = i | VIRTUAL_REG_BIT
        if li is None or mri.reg_nodbg_empty(reg):
            continue
        fresh = LiveInterval(reg)
        lis.calc.calculate(fresh, *lis._collect(list(mri.reg_defs(reg)) + list(mri.reg_uses(reg))))
        assert (li.starts, li.ends) == (fresh.starts, fresh.ends), f"%{i}: {li} != {fresh}"
        assert [v.def_ for v in li.valnos] == [v.def_ for v in fresh.valnos], f"%{i}: {li} != {fresh}"


def verify(mf: Any) -> None:
    # After two-address lowering the function is no longer in SSA form (llc-14 prints no IsSSA there).
    mf.properties.reset(MachineFunctionProperties.IsSSA)
    n, text = verify_machine_function(mf, "after splitting")
    assert n == 0, text


def block_lines(mf: Any, number: int) -> list[str]:
    """The instructions of block ``number`` as MIR prints them (without memory operands)."""
    out: list[str] = []
    cur = -1
    for line in body_text(mf).splitlines():
        if line.startswith("bb."):
            cur = int(line[3:].split(".")[0].split(" ")[0].rstrip(":"))
            continue
        line = line.strip()
        if cur == number and line and not line.startswith(("successors:", "liveins:")):
            out.append(line.split(" :: ")[0])
    return out


def reg_name(reg: int) -> str:
    return f"%{reg & ~VIRTUAL_REG_BIT}"


def setup_split(text: str, name: str, liveins: Any, reg: int) -> tuple[Any, Any, Any, Any, list[int]]:
    mf = parse_function(text, name, liveins, opt_level=2)
    am = AnalysisManager(mf)
    lis = am.get(LiveIntervalsPass)
    vrm = am.get(VirtRegMapPass)
    vrm.grow()
    li = lis.get_interval(reg | VIRTUAL_REG_BIT)
    sa = SplitAnalysis(lis, li)
    new: list[int] = []
    edit = LiveRangeEdit(li, new, mf, lis, vrm)
    se = SplitEditor(sa, lis, vrm, mf, am.get(MachineDominatorTreePass))
    se.reset(edit)
    return mf, lis, sa, se, new


# ----- SplitAnalysis -----


def test_split_analysis_block_info() -> None:
    mf = parse_function(LOOP, "f", LOOP_LIVEINS, opt_level=2)
    lis = AnalysisManager(mf).get(LiveIntervalsPass)
    li = lis.get_interval(0 | VIRTUAL_REG_BIT)
    sa = SplitAnalysis(lis, li)
    idx = lis.indexes.get_instruction_index
    instrs = {b.number: b.instrs for b in mf.blocks}
    # One slot per instruction defining or reading %0: the load, COPY, ADD in %entry, ADD and XOR in the
    # loop, COPY and IMUL in %exit.
    want = [instrs[0][2], instrs[0][3], instrs[0][4], instrs[1][1], instrs[1][2], instrs[2][0], instrs[2][1]]
    assert sa.use_slots == [reg_slot(idx(mi)) for mi in want]
    got = [(b.number, b.first_instr, b.last_instr, b.live_in, b.live_out) for b in sa.use_blocks]
    assert got == [
        (0, reg_slot(idx(want[0])), reg_slot(idx(want[2])), False, True),
        (1, reg_slot(idx(want[3])), reg_slot(idx(want[4])), True, True),
        (2, reg_slot(idx(want[5])), reg_slot(idx(want[6])), True, False),
    ]
    assert sa.through_blocks == []
    assert not sa.is_local()
    assert all(sa.should_split_single_block(b, False) is not b.is_one_instr() for b in sa.use_blocks)
    # The last split point of the loop is its conditional branch; of %exit, RET.
    assert sa.get_last_split_point(mf.blocks[1]) == idx(instrs[1][5])
    assert sa.get_last_split_point(mf.blocks[2]) == idx(instrs[2][3])


def test_split_analysis_live_through_block() -> None:
    mf = parse_function(SPLIT9, "f", SPLIT9_LIVEINS, opt_level=2)
    lis = AnalysisManager(mf).get(LiveIntervalsPass)
    sa = SplitAnalysis(lis, lis.get_interval(3 | VIRTUAL_REG_BIT))
    assert [(b.number, b.live_in, b.live_out) for b in sa.use_blocks] == [(0, False, True), (2, True, False)]
    assert sa.through_blocks == [1]
    assert sa.get_num_live_blocks() == 3


# ----- SplitEditor -----


def test_split_single_block_in_every_use_block() -> None:
    mf, lis, sa, se, new = setup_split(LOOP, "f", LOOP_LIVEINS, 0)
    for bi in sa.use_blocks:
        se.split_single_block(bi)
    intv_map = se.finish()
    # Complement + one interval per block, in opening order.
    assert intv_map == [0, 1, 2, 3]
    comp, r_entry, r_loop, r_exit = (reg_name(r) for r in new)
    assert not lis.has_interval(0 | VIRTUAL_REG_BIT) and mf.reg_info.reg_nodbg_empty(0 | VIRTUAL_REG_BIT)
    entry, loop, exit_ = block_lines(mf, 0), block_lines(mf, 1), block_lines(mf, 2)
    # %entry: the load defines the block's interval directly (no value before it); after its last use the
    # value goes back to the complement.
    assert entry[2].startswith(f"{r_entry}:gr32 = MOV32rm %1")
    assert entry[3] == f"%3:gr32 = COPY {r_entry}"
    assert entry[4] == f"%3:gr32 = ADD32rr %3, {r_entry}, implicit-def dead $eflags"
    assert entry[5] == f"{comp}:gr32 = COPY {r_entry}"
    # The loop: a copy in before the first use, a copy back after the last (the value stays live out).
    assert loop[1] == f"{r_loop}:gr32 = COPY {comp}"
    assert loop[2] == f"%4:gr32 = ADD32rr %4, {r_loop}, implicit-def dead $eflags"
    assert loop[3] == f"%4:gr32 = XOR32rr %4, {r_loop}, implicit-def dead $eflags"
    assert loop[4] == f"{comp}:gr32 = COPY {r_loop}"
    # %exit: a copy in; the value dies at the IMUL, so no copy back.
    assert exit_[0] == f"{r_exit}:gr32 = COPY {comp}"
    assert exit_[1] == f"%5:gr32 = COPY {r_exit}"
    assert exit_[2] == f"%5:gr32 = IMUL32rr %5, {r_exit}, implicit-def dead $eflags"
    assert sum(line.endswith(f"= COPY {r_exit}") for line in exit_) == 1
    check_intervals(mf, lis)
    # Each block interval is local to its block; the complement lives from %entry's end through the loop.
    for r, n in zip(new[1:], (0, 1, 2)):
        mbb = lis.interval_is_in_one_mbb(lis.get_interval(r))
        assert mbb is not None and mbb.number == n
    c = lis.get_interval(new[0])
    assert lis.is_live_out_of_mbb(c, mf.blocks[0]) and lis.is_live_in_to_mbb(c, mf.blocks[1])
    assert lis.is_live_out_of_mbb(c, mf.blocks[1]) and lis.is_live_in_to_mbb(c, mf.blocks[2])
    verify(mf)


def test_split_around_one_range_keeps_complement_in_one_piece_per_component() -> None:
    # Isolate the loop's uses only: the complement then has two connected components (the %entry part and
    # the %exit part are joined through the loop by the copies, so it stays one register).
    mf, lis, sa, se, new = setup_split(LOOP, "f", LOOP_LIVEINS, 0)
    bi = sa.use_blocks[1]
    se.open_intv()
    se.split_around(bi.first_instr, bi.last_instr)
    intv_map = se.finish()
    assert intv_map == [0, 1]
    comp, r_loop = reg_name(new[0]), reg_name(new[1])
    loop = block_lines(mf, 1)
    assert loop[1] == f"{r_loop}:gr32 = COPY {comp}" and loop[4] == f"{comp}:gr32 = COPY {r_loop}"
    assert block_lines(mf, 2)[0] == f"%5:gr32 = COPY {comp}"
    check_intervals(mf, lis)
    verify(mf)


def test_separate_components_get_their_own_registers() -> None:
    # Split %3 of SPLIT9 around its %entry uses only: the complement is the live-through part plus the %exit
    # uses, one component; then split a second register around its two %exit uses: the complement's %entry
    # part and nothing else remain -- a single component again.  Finally isolate the %entry part and the
    # %exit part of another register: the complement (the copies through %hot) is one component.
    mf, lis, sa, se, new = setup_split(SPLIT9, "f", SPLIT9_LIVEINS, 3)
    for bi in list(sa.use_blocks):
        se.split_single_block(bi)
    intv_map = se.finish()
    assert intv_map == [0, 1, 2]
    check_intervals(mf, lis)
    verify(mf)


def test_enter_at_end_and_leave_at_top() -> None:
    # The loop's value enters a new interval at the end of %entry and leaves it at the top of %exit: the new
    # interval covers the whole loop.
    mf, lis, sa, se, new = setup_split(LOOP, "f", LOOP_LIVEINS, 0)
    se.open_intv()
    start = se.enter_intv_at_end(mf.blocks[0])
    se.use_intv(lis.indexes.get_mbb_start_idx(mf.blocks[1]), lis.indexes.get_mbb_end_idx(mf.blocks[1]))
    se.leave_intv_at_top(mf.blocks[2])
    assert start > 0
    # The complement falls into two connected components, the %entry part and the %exit part: the second
    # gets a register of its own.
    assert se.finish() == [0, 1, 0]
    comp, mid, comp2 = reg_name(new[0]), reg_name(new[1]), reg_name(new[2])
    assert block_lines(mf, 0)[-1] == f"{mid}:gr32 = COPY {comp}"
    assert f"%4:gr32 = ADD32rr %4, {mid}, implicit-def dead $eflags" in block_lines(mf, 1)
    assert block_lines(mf, 2)[:2] == [f"{comp2}:gr32 = COPY {mid}", f"%5:gr32 = COPY {comp2}"]
    check_intervals(mf, lis)
    verify(mf)


# ----- the greedy allocator -----


def allocate(text: str, name: str, liveins: Any) -> tuple[Any, AnalysisManager, RAGreedy]:
    mf = parse_function(text, name, liveins, opt_level=2)
    am = AnalysisManager(mf)
    ra = RAGreedy()
    ra.setup(mf, am)
    ra.allocate_phys_regs()
    ra.try_hints_recoloring()
    ra.clear_assigned_phys_kills()
    check_allocation(mf, am)
    check_intervals(mf, am.get(LiveIntervalsPass))
    return mf, am, ra


def test_greedy_region_split_around_a_call() -> None:
    """Eight values live across a call, six callee-saved registers: three values are split around the region
    without the call (RAGreedy::tryRegionSplit).  They keep their register in %entry and %exit; only %hot
    stores them before the call and reloads them after it, as llc-14 does."""
    mf, am, ra = allocate(SPLIT9, "f", SPLIT9_LIVEINS)
    entry, hot, exit_ = block_lines(mf, 0), block_lines(mf, 1), block_lines(mf, 2)
    assert not any("%stack." in ln for ln in entry + exit_)
    call = next(k for k, ln in enumerate(hot) if ln.startswith("CALL64pcrel32"))
    stores = [ln for ln in hot[:call] if ln.startswith("MOV32mr %stack.")]
    reloads = [ln for ln in hot[call + 1 :] if " = MOV32rm %stack." in ln]
    assert len(stores) == 3 and len(reloads) == 3
    # Each slot is written and read once, the reload into the register that was stored.
    stored = {ln.split(",")[0].split()[-1]: ln.rsplit(", ", 1)[1].split()[0] for ln in stores}
    loaded = {ln.split("MOV32rm ")[1].split(",")[0]: ln.split(":")[0] for ln in reloads}
    assert stored == loaded
    rewrite(mf, am)


def test_greedy_split_products_stages() -> None:
    mf, am, ra = allocate(SPLIT9, "f", SPLIT9_LIVEINS)
    vrm = am.get(VirtRegMapPass)
    # Three complements were spilled (one stack slot each); their spill products are done.
    slots = {s for s in vrm.virt2stack if s >= 0}
    assert len(slots) == 3
    originals = {
        vrm.get_original(i | VIRTUAL_REG_BIT) for i in range(len(vrm.virt2stack)) if vrm.virt2stack[i] >= 0
    }
    assert len(originals) == 3 and all(o & ~VIRTUAL_REG_BIT < 8 for o in originals)
    # Every remaining product of a split original is assigned.
    for r in range(len(vrm.virt2split)):
        reg = r | VIRTUAL_REG_BIT
        if vrm.get_original(reg) in originals and not mf.reg_info.reg_nodbg_empty(reg):
            assert vrm.has_phys(reg)


def test_greedy_local_split_keeps_uses_near_a_call_together() -> None:
    """A value with many uses in one block on both sides of a call: tryLocalSplit isolates a run of uses away
    from the call, and the result is still a valid allocation that the verifier accepts."""
    body = (
        """\
bb.0.entry:
  liveins: $rdi

  %1:gr64 = COPY $rdi
"""
        + "".join(
            f"  %{10 + i}:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)\n"
            for i in range(7)
        )
        + """\
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  CALL64pcrel32 target-flags(x86-plt) @g, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
"""
        + "".join(
            f"  MOV32mr %1, 1, $noreg, 0, $noreg, %{10 + i} :: (volatile store (s32) into %ir.p)\n"
            f"  MOV32mr %1, 1, $noreg, 0, $noreg, %{10 + i} :: (volatile store (s32) into %ir.p)\n"
            f"  MOV32mr %1, 1, $noreg, 0, $noreg, %{10 + i} :: (volatile store (s32) into %ir.p)\n"
            for i in range(7)
        )
        + """\
  RET 0
"""
    )
    mf, am, ra = allocate(body, "f", (("$rdi", 1),))
    verify(mf)
    # The pointer and five values take the six callee-saved registers; the other two values are split
    # around their uses after the call (tryLocalSplit), the parts holding the loads go to the stack: one store
    # each before the call, and after it one reload feeding all three stores (spilling the whole range would
    # reload before every use).
    lines = block_lines(mf, 0)
    stores = [k for k, ln in enumerate(lines) if ln.startswith("MOV32mr %stack.")]
    reloads = [k for k, ln in enumerate(lines) if " = MOV32rm %stack." in ln]
    call = next(k for k, ln in enumerate(lines) if ln.startswith("CALL64pcrel32"))
    assert len(stores) == 2 and len(reloads) == 2
    assert all(k < call for k in stores) and all(k > call for k in reloads)
    for k in reloads:
        r = lines[k].split(":")[0]
        assert all(lines[k + j] == f"MOV32mr %1, 1, $noreg, 0, $noreg, {r}" for j in (1, 2, 3))
    rewrite(mf, am)


def test_pass_run_and_rewrite_verify() -> None:
    mf = parse_function(SPLIT9, "f", SPLIT9_LIVEINS, opt_level=2)
    am = AnalysisManager(mf)
    RegAllocGreedy().run(mf, am)
    check_allocation(mf, am)
    rewrite(mf, am)
    assert "%" not in "".join(
        ln for ln in body_text(mf).splitlines() if "%stack" not in ln and "%bb" not in ln and "%ir" not in ln
    )


def test_operands_of_split_registers_are_rewritten_consistently() -> None:
    mf, am, ra = allocate(LOOP, "f", LOOP_LIVEINS)
    for mbb in mf.blocks:
        for mi in mbb.instrs:
            for op in mi.operands:
                if op.kind == MO_Register and op.contents & VIRTUAL_REG_BIT:
                    assert am.get(VirtRegMapPass).get_phys(op.contents), mi.print(None)


# A block-local value of a constrained class (GR32_ABCD, four registers inside GR32's fifteen).
ABCD = """\
bb.0.entry:
  liveins: $rdi

  %1:gr64 = COPY $rdi
  %0:gr32_abcd = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
  %2:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
  MOV32mr %1, 1, $noreg, 0, $noreg, %0 :: (volatile store (s32) into %ir.p)
  %3:gr32 = COPY %0
  MOV32mr %1, 1, $noreg, 0, $noreg, %2 :: (volatile store (s32) into %ir.p)
  MOV32mr %1, 1, $noreg, 0, $noreg, %0 :: (volatile store (s32) into %ir.p)
  MOV32mr %1, 1, $noreg, 0, $noreg, %3 :: (volatile store (s32) into %ir.p)
  RET 0
"""


def test_instruction_split_isolates_each_non_copy_use() -> None:
    from pyllc.codegen.regalloc.allocation_order import AllocationOrder

    mf = parse_function(ABCD, "f", (("$rdi", 1),), opt_level=2)
    am = AnalysisManager(mf)
    ra = RAGreedy()
    ra.setup(mf, am)
    tri = mf.subtarget.get_register_info()
    assert ra.is_proper_sub_class(tri.get_reg_class_by_name("GR32_ABCD"))
    assert not ra.is_proper_sub_class(tri.get_reg_class_by_name("GR32"))
    assert not ra.is_proper_sub_class(tri.get_reg_class_by_name("GR64"))
    lis = am.get(LiveIntervalsPass)
    li = lis.get_interval(0 | VIRTUAL_REG_BIT)
    ra.sa.analyze(li)
    order = AllocationOrder.create(li.reg, ra.vrm, ra.rci, ra.matrix)
    new: list[int] = []
    assert ra.try_instruction_split(li, order, new) == 0
    # The load, the two stores: three intervals; the COPY to %3 is left to the complement.  Leaving an
    # interval redefines the complement (partition mode), so the complement has two components, the second
    # with a register of its own.
    comp, r_load, r_st1, r_st2, comp2 = (reg_name(r) for r in new)
    assert block_lines(mf, 0) == [
        "%1:gr64 = COPY $rdi",
        f"{r_load}:gr32_abcd = MOV32rm %1, 1, $noreg, 0, $noreg",
        f"{comp}:gr32_abcd = COPY {r_load}",
        "%2:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg",
        f"{r_st1}:gr32_abcd = COPY {comp}",
        f"MOV32mr %1, 1, $noreg, 0, $noreg, {r_st1}",
        f"{comp2}:gr32_abcd = COPY {r_st1}",
        f"%3:gr32 = COPY {comp2}",
        "MOV32mr %1, 1, $noreg, 0, $noreg, %2",
        f"{r_st2}:gr32_abcd = COPY {comp2}",
        f"MOV32mr %1, 1, $noreg, 0, $noreg, {r_st2}",
        "MOV32mr %1, 1, $noreg, 0, $noreg, %3",
        "RET 0",
    ]
    assert all(ra.get_stage(r) == RS_Spill for r in new)
    check_intervals(mf, lis)
    # The products around one instruction cannot be spilled; the complement can.
    assert not lis.get_interval(new[1]).is_spillable() and lis.get_interval(new[0]).is_spillable()
    verify(mf)


# %0 dies in %mid and is defined again there: a hole in the middle of the block (hand-written).
HOLE = """\
bb.0.entry:
  successors: %bb.1(0x80000000)
  liveins: $rdi

  %1:gr64 = COPY $rdi
  %0:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
  MOV32mr %1, 1, $noreg, 0, $noreg, %0 :: (volatile store (s32) into %ir.p)
  JMP_1 %bb.1

bb.1.mid:
  successors: %bb.2(0x80000000)

  MOV32mr %1, 1, $noreg, 0, $noreg, %0 :: (volatile store (s32) into %ir.p)
  MOV32mr %1, 1, $noreg, 0, $noreg, %0 :: (volatile store (s32) into %ir.p)
  %2:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
  %0:gr32 = MOV32rm %1, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
  MOV32mr %1, 1, $noreg, 0, $noreg, %0 :: (volatile store (s32) into %ir.p)
  MOV32mr %1, 1, $noreg, 0, $noreg, %2 :: (volatile store (s32) into %ir.p)
  JMP_1 %bb.2

bb.2.exit:
  $eax = COPY %0
  RET 0, killed $eax
"""


def test_hole_in_a_block_gives_two_block_entries_and_splits() -> None:
    mf, lis, sa, se, new = setup_split(HOLE, "f", (("$rdi", 1),), 0)
    idx = lis.indexes.get_instruction_index
    mid = mf.blocks[1].instrs
    got = [(b.number, b.first_instr, b.last_instr, b.live_in, b.live_out) for b in sa.use_blocks]
    assert got == [
        (0, reg_slot(idx(mf.blocks[0].instrs[1])), reg_slot(idx(mf.blocks[0].instrs[2])), False, True),
        (1, reg_slot(idx(mid[0])), reg_slot(idx(mid[1])), True, False),
        (1, reg_slot(idx(mid[3])), reg_slot(idx(mid[4])), False, True),
        (2, reg_slot(idx(mf.blocks[2].instrs[0])), reg_slot(idx(mf.blocks[2].instrs[0])), True, False),
    ]
    for bi in list(sa.use_blocks):
        if sa.should_split_single_block(bi, False):
            se.split_single_block(bi)
    intv_map = se.finish()
    # Complement (the %entry->%mid part and the %mid->%exit part are separate components) and three block
    # intervals: %entry, the live-in part of %mid, the live-out part of %mid.
    assert sorted(intv_map) == [0, 0, 1, 2, 3]
    lines = block_lines(mf, 1)
    r_in, r_out = reg_name(new[2]), reg_name(new[3])
    # The live-in part: a copy in, two stores, no copy back (the value dies); the live-out part: defined by
    # the load, a copy back to the complement after its store.
    assert lines[0].endswith(f"= COPY {reg_name(new[0])}") and lines[0].startswith(r_in)
    assert lines[1:3] == [f"MOV32mr %1, 1, $noreg, 0, $noreg, {r_in}"] * 2
    assert lines[4].startswith(f"{r_out}:gr32 = MOV32rm %1")
    assert lines[5] == f"MOV32mr %1, 1, $noreg, 0, $noreg, {r_out}"
    assert lines[6].endswith(f"= COPY {r_out}")
    check_intervals(mf, lis)
    verify(mf)


def test_spill_mode_drops_dominated_back_copies() -> None:
    # As test_split_single_block_in_every_use_block, in spill mode: the loop's copy back to the complement holds
    # the value the complement already has from %entry's back-copy, which dominates it, so it is dropped and the
    # complement is one value live from %entry through the loop into %exit.
    mf = parse_function(LOOP, "f", LOOP_LIVEINS, opt_level=2)
    am = AnalysisManager(mf)
    lis = am.get(LiveIntervalsPass)
    vrm = am.get(VirtRegMapPass)
    vrm.grow()
    li = lis.get_interval(0 | VIRTUAL_REG_BIT)
    sa = SplitAnalysis(lis, li)
    new: list[int] = []
    se = SplitEditor(sa, lis, vrm, mf, am.get(MachineDominatorTreePass))
    se.reset(LiveRangeEdit(li, new, mf, lis, vrm), spill_mode=True)
    for bi in sa.use_blocks:
        se.split_single_block(bi)
    assert se.finish() == [0, 1, 2, 3]
    comp, r_entry, r_loop, r_exit = (reg_name(r) for r in new)
    assert block_lines(mf, 0)[5] == f"{comp}:gr32 = COPY {r_entry}"
    loop = block_lines(mf, 1)
    assert loop[1] == f"{r_loop}:gr32 = COPY {comp}"
    assert not any(ln.startswith(comp) for ln in loop)
    assert block_lines(mf, 2)[0] == f"{r_exit}:gr32 = COPY {comp}"
    c = lis.get_interval(new[0])
    assert len(c.valnos_list) == 1 and c.valnos_list[0].def_ == reg_slot(
        lis.indexes.get_instruction_index(mf.blocks[0].instrs[5])
    )
    check_intervals(mf, lis)
    verify(mf)
