"""virtregrewriter: assignments applied to operands (``renamable``), sub-register operands resolved with the
implicit super-register operands LLVM adds, identity copies deleted or turned into ``KILL``, block live-ins,
kill flags from the intervals, NoVRegs; and the allocator + rewriter pipeline through the pass manager."""

from __future__ import annotations

from mir_body import body_text, parse_function

from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.machine.function import MachineFunctionProperties
from pyllc.codegen.passes.manager import AnalysisManager, PassManager, PassManagerOptions, PipelineEntry
from pyllc.codegen.passes.pipeline import make_entry
from pyllc.codegen.regalloc.virt_reg_map import (
    UnmappedVirtRegError,
    VirtRegMap,
    VirtRegMapPass,
    VirtRegRewriter,
)

BODY = """\
bb.0:
  successors: %bb.1(0x80000000)
  liveins: $esi, $edi

  undef %0.sub_32bit:gr64_nosp = COPY $esi
  %1:gr32 = COPY $edi
  %0.sub_32bit:gr64_nosp = IMUL32rr %0.sub_32bit, %1, implicit-def dead $eflags
  JMP_1 %bb.1

bb.1:
  %2:gr32 = LEA64_32r $noreg, 8, %0, 0, $noreg
  %2:gr32 = ADD32rr %2, %1, implicit-def dead $eflags
  $eax = COPY %2
  RET 0, $eax
"""


def _assign(mf: object, am: AnalysisManager, regs: dict[int, str]) -> VirtRegMap:
    vrm = am.get(VirtRegMapPass)
    tri = mf.subtarget.get_register_info()  # type: ignore[attr-defined]
    for v, name in regs.items():
        vrm.assign_virt2phys(v | (1 << 31), tri.get_reg_by_name(name))
    return vrm


def test_rewrite_sub_registers_copies_live_ins_and_kills() -> None:
    mf = parse_function(BODY, "f", (("$esi", 0), ("$edi", 1)), opt_level=2)
    am = AnalysisManager(mf)
    am.get(LiveIntervalsPass)
    _assign(mf, am, {0: "rsi", 1: "ecx", 2: "eax"})
    VirtRegRewriter().run(mf, am)
    # Live-in lists end sorted by register number (LLVM ``sortUniqueLiveIns``).
    assert (
        body_text(mf)
        == """\
bb.0:
  successors: %bb.1(0x80000000)
  liveins: $edi, $esi

  renamable $esi = KILL $esi, implicit-def $rsi
  renamable $ecx = COPY $edi
  renamable $esi = IMUL32rr renamable $esi, renamable $ecx, implicit-def dead $eflags, implicit killed $rsi, implicit-def $rsi
  JMP_1 %bb.1

bb.1:
  liveins: $ecx, $rsi

  renamable $eax = LEA64_32r $noreg, 8, killed renamable $rsi, 0, $noreg
  renamable $eax = ADD32rr killed renamable $eax, killed renamable $ecx, implicit-def dead $eflags
  RET 0, $eax
"""
    )
    assert all(v == 0 for _, v in mf.reg_info.live_ins)


def test_unassigned_register_is_an_error() -> None:
    mf = parse_function(BODY, "f", (("$esi", 0), ("$edi", 1)), opt_level=2)
    am = AnalysisManager(mf)
    _assign(mf, am, {0: "rsi", 1: "ecx"})
    try:
        VirtRegRewriter().run(mf, am)
    except UnmappedVirtRegError as e:
        assert "'%2'" in str(e) and "start before the allocator" in str(e)
    else:
        raise AssertionError("expected a failure")


def test_virt_reg_map_bookkeeping() -> None:
    mf = parse_function(BODY, "f", (("$esi", 0), ("$edi", 1)), opt_level=2)
    vrm = VirtRegMap(mf)
    v1 = 1 | (1 << 31)
    assert not vrm.has_phys(v1) and vrm.get_original(v1) == v1
    fi = vrm.assign_virt2stack_slot(v1)
    assert vrm.get_stack_slot(v1) == fi and mf.frame_info.is_spill_slot_object_index(fi)
    assert mf.frame_info.get_object_size(fi) == 4 and mf.frame_info.get_object_align(fi) == 4
    new = mf.reg_info.clone_virtual_register(v1)
    vrm.grow()
    vrm.set_is_split_from_reg(new, v1)
    assert vrm.get_original(new) == v1
    mf.reg_info.set_simple_hint(v1, mf.subtarget.get_register_info().get_reg_by_name("edi"))
    assert vrm.has_known_preference(v1) and not vrm.has_preferred_phys(v1)


def test_greedy_and_rewriter_through_the_pass_manager() -> None:
    mf = parse_function(BODY, "f", (("$esi", 0), ("$edi", 1)), opt_level=2)
    # The body is after two-address rewriting: not SSA any more, no PHIs.
    mf.properties.reset(MachineFunctionProperties.IsSSA).set(MachineFunctionProperties.NoPHIs)
    names = [
        "slotindexes",
        "liveintervals",
        "simple-register-coalescing",
        "livestacks",
        "virtregmap",
        "liveregmatrix",
        "greedy",
        "virtregrewriter",
    ]
    entries: list[PipelineEntry] = [make_entry(n) for n in names]
    assert all(e.pass_ is not None for e in entries)
    PassManager(entries, PassManagerOptions(verify_machineinstrs=True)).run_machine_function(mf)
    assert mf.properties.has(MachineFunctionProperties.NoVRegs)
    text = body_text(mf)
    assert "%" not in text.replace("%bb.", "")
    # Hints from the copies: %1 ($edi copy) and the result ($eax copy) land in their hinted registers.
    assert "renamable $edi = " not in text and "$eax = COPY" not in text
