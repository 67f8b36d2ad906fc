"""phi-node-elimination against llc-14: the input is llc-14's ``-stop-before=phi-node-elimination`` body (built
with the MIR body reader), the expected output its ``-stop-after`` body (-O0, SelectionDAG selector)."""

from __future__ import annotations

import pytest
from mir_body import (
    body_text,
    extract_body,
    extract_registers,
    extract_stack,
    function_names,
    llc14_around,
    llc14_run_pass,
    parse_function,
    strip_block_names,
)

from pyllc.codegen.passes.manager import AnalysisManager
from pyllc.codegen.passes.phi_elimination import PHIElimination

# llc-14 -O0 -fast-isel=false -stop-before=phi-node-elimination (function @f of build_examples.EXAMPLE_IR)
F_BEFORE = """\
bb.0.entry:
  successors: %bb.2(0x40000000), %bb.1(0x40000000)
  liveins: $edi, $esi

  %5:gr32 = COPY $esi
  %3:gr32 = COPY $edi
  %4:gr32 = COPY killed %3
  %6:gr32 = COPY killed %5
  %7:gr32 = ADD32rr %4, %6, implicit-def $eflags
  CMP32ri8 %7, 10, implicit-def $eflags
  JCC_1 %bb.2, 14, implicit $eflags

bb.1.then:
  successors: %bb.2(0x80000000)

  %10:gr64 = MOV64rm $rip, 1, $noreg, target-flags(x86-gotpcrel) @g, $noreg
  %9:gr32 = IMUL32rm %7, %10, 1, $noreg, 0, $noreg, implicit-def $eflags

bb.2.else:
  %2:gr32 = PHI %7, %bb.0, %9, %bb.1
  $eax = COPY %2
  RET64 implicit $eax
"""

F_AFTER = """\
bb.0.entry:
  successors: %bb.2(0x40000000), %bb.1(0x40000000)
  liveins: $edi, $esi

  %5:gr32 = COPY $esi
  %3:gr32 = COPY $edi
  %4:gr32 = COPY killed %3
  %6:gr32 = COPY killed %5
  %7:gr32 = ADD32rr %4, %6, implicit-def $eflags
  CMP32ri8 %7, 10, implicit-def $eflags
  %11:gr32 = COPY %7
  JCC_1 %bb.2, 14, implicit $eflags

bb.1.then:
  successors: %bb.2(0x80000000)

  %10:gr64 = MOV64rm $rip, 1, $noreg, target-flags(x86-gotpcrel) @g, $noreg
  %9:gr32 = IMUL32rm %7, %10, 1, $noreg, 0, $noreg, implicit-def $eflags
  %11:gr32 = COPY %9

bb.2.else:
  %2:gr32 = COPY %11
  $eax = COPY %2
  RET64 implicit $eax
"""

# A loop with two PHIs in its header (llc-14 -O0 -fast-isel=false).
LOOP_BEFORE = """\
bb.0.entry:
  successors: %bb.1(0x80000000)
  liveins: $edi

  %4:gr32 = COPY $edi
  %5:gr32 = COPY killed %4
  %6:gr32 = MOV32r0 implicit-def $eflags
  JMP_1 %bb.1

bb.1.header:
  successors: %bb.1(0x40000000), %bb.2(0x40000000)

  %0:gr32 = PHI %6, %bb.0, %7, %bb.1
  %1:gr32 = PHI %6, %bb.0, %8, %bb.1
  %8:gr32 = ADD32rr %1, %0, implicit-def $eflags
  %7:gr32 = ADD32ri8 %0, 1, implicit-def $eflags
  CMP32rr %7, %5, implicit-def $eflags
  JCC_1 %bb.1, 12, implicit $eflags

bb.2.exit:
  $eax = COPY %8
  RET64 implicit $eax
"""

LOOP_AFTER = """\
bb.0.entry:
  successors: %bb.1(0x80000000)
  liveins: $edi

  %4:gr32 = COPY $edi
  %5:gr32 = COPY killed %4
  %6:gr32 = MOV32r0 implicit-def $eflags
  %9:gr32 = COPY %6
  %10:gr32 = COPY %6
  JMP_1 %bb.1

bb.1.header:
  successors: %bb.1(0x40000000), %bb.2(0x40000000)

  %1:gr32 = COPY %10
  %0:gr32 = COPY %9
  %8:gr32 = ADD32rr %1, %0, implicit-def $eflags
  %7:gr32 = ADD32ri8 %0, 1, implicit-def $eflags
  CMP32rr %7, %5, implicit-def $eflags
  %9:gr32 = COPY %7
  %10:gr32 = COPY %8
  JCC_1 %bb.1, 12, implicit $eflags

bb.2.exit:
  $eax = COPY %8
  RET64 implicit $eax
"""


def _run(body: str) -> str:
    mf = parse_function(body)
    PHIElimination().run(mf, AnalysisManager(mf))
    assert mf.properties.is_ssa() is False
    return body_text(mf)


def test_phi_in_join_block_matches_llc14() -> None:
    assert _run(F_BEFORE) == F_AFTER


def test_loop_header_phis_match_llc14() -> None:
    assert _run(LOOP_BEFORE) == LOOP_AFTER


def test_all_undef_sources_become_implicit_def() -> None:
    body = """\
bb.0:
  successors: %bb.1(0x80000000)

  %0:gr32 = IMPLICIT_DEF
  JMP_1 %bb.1

bb.1:
  %1:gr32 = PHI %0, %bb.0
  $eax = COPY %1
  RET64 implicit $eax
"""
    # The PHI's only source is an IMPLICIT_DEF: the destination becomes an IMPLICIT_DEF, nothing is copied in
    # the predecessor, and the source's IMPLICIT_DEF stays (it was never queued for deletion).
    assert (
        _run(body)
        == """\
bb.0:
  successors: %bb.1(0x80000000)

  %0:gr32 = IMPLICIT_DEF
  JMP_1 %bb.1

bb.1:
  %1:gr32 = IMPLICIT_DEF
  $eax = COPY %1
  RET64 implicit $eax
"""
    )


@pytest.mark.parametrize("before,after", [(F_BEFORE, F_AFTER), (LOOP_BEFORE, LOOP_AFTER)])
def test_expected_bodies_are_llc14_output(before: str, after: str) -> None:
    got = llc14_run_pass(before, "phi-node-elimination")
    if got is None:
        pytest.skip("needs llc-14 (the oracle)")
    assert got == strip_block_names(after)


@pytest.mark.parametrize("ll_file", ["abs_min_max.c14-O0.ll", "interpreter.c14-O0.ll", "nqueens.c14-O0.ll"])
def test_corpus_functions_match_llc14(ll_file: str) -> None:
    pair = llc14_around(ll_file, "phi-node-elimination")
    if pair is None:
        pytest.skip("needs llc-14 (the oracle)")
    before, after = pair
    for fn in function_names(before):
        mf = parse_function(extract_body(before, fn), stack=extract_stack(before, fn))
        PHIElimination().run(mf, AnalysisManager(mf))
        assert body_text(mf) == extract_body(after, fn), fn


# -O2: LiveVariables runs first and phi elimination keeps it exact (kill flags on the new copies), splitting
# critical edges where a PHI source stays live out of its predecessor (binary_tree, graph_search).
@pytest.mark.parametrize(
    "ll_file",
    [
        "bignum.c14-O2.ll",
        "fp_arith.c14-O2.ll",
        "fnptr_recursion.c14-O2.ll",
        "funcptr_dispatch.c14-O2.ll",
        "binary_tree.c14-O2.ll",
        "graph_search.c14-O2.ll",
    ],
)
def test_corpus_functions_with_live_variables_match_llc14(ll_file: str) -> None:
    from pyllc.codegen.analysis.live_variables import LiveVariables

    pair = llc14_around(ll_file, "phi-node-elimination", "-O2")
    if pair is None:
        pytest.skip("needs llc-14 (the oracle)")
    before, after = pair
    for fn in function_names(before):
        expected = extract_body(after, fn)
        mf = parse_function(
            extract_body(before, fn), stack=extract_stack(before, fn), registers=extract_registers(before, fn)
        )
        am = AnalysisManager(mf)
        am.set_result(LiveVariables, LiveVariables().run(mf, am))
        PHIElimination().run(mf, am)
        assert body_text(mf) == expected, fn
