"""livevars against llc-14: kill and dead flags computed on llc-14's ``-O2 -stop-before=livevars`` bodies must
equal its ``-stop-after=livevars`` bodies (checked live when llc-14 is installed), plus the VarInfo queries
phi elimination relies on."""

from __future__ import annotations

import pytest
from mir_body import (
    body_text,
    extract_body,
    extract_registers,
    extract_stack,
    function_names,
    llc14_around,
    parse_function,
)

from pyllc.codegen.analysis.live_variables import LiveVariables
from pyllc.codegen.passes.manager import AnalysisManager

# A loop with two PHIs (llc-14 -O2 -stop-before=livevars on the loop of test_phi_elimination).
BEFORE = """\
bb.0.entry:
  successors: %bb.1(0x80000000)
  liveins: $edi

  %4:gr32 = COPY $edi
  %5:gr32 = COPY %4
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

AFTER = """\
bb.0.entry:
  successors: %bb.1(0x80000000)
  liveins: $edi

  %4:gr32 = COPY killed $edi
  %5:gr32 = COPY killed %4
  %6:gr32 = MOV32r0 implicit-def dead $eflags
  JMP_1 %bb.1

bb.1.header:
  successors: %bb.1(0x40000000), %bb.2(0x40000000)

  %0:gr32 = PHI %6, %bb.0, %7, %bb.1
  %1:gr32 = PHI %6, %bb.0, %8, %bb.1
  %8:gr32 = ADD32rr killed %1, %0, implicit-def dead $eflags
  %7:gr32 = ADD32ri8 killed %0, 1, implicit-def dead $eflags
  CMP32rr %7, %5, implicit-def $eflags
  JCC_1 %bb.1, 12, implicit killed $eflags

bb.2.exit:
  $eax = COPY killed %8
  RET64 implicit killed $eax
"""


def test_kill_and_dead_flags_match_llc14() -> None:
    mf = parse_function(BEFORE)
    lv = LiveVariables().run(mf, AnalysisManager(mf))
    assert body_text(mf) == AFTER
    header, exit_ = mf.blocks[1], mf.blocks[2]
    v = lambda i: i | 1 << 31  # noqa: E731
    # %5 is live through the loop header (used there, defined in the entry): alive in bb.1, no kill.
    assert lv.get_var_info(v(5)).alive_blocks == 1 << 1 and lv.get_var_info(v(5)).kills == []
    # %8 is killed by the return's COPY in bb.2, and live out of bb.1 (the PHI and the exit both read it).
    assert lv.get_var_info(v(8)).kills == [exit_.instrs[0]]
    assert lv.is_live_out(v(8), header)
    # %4 dies in the entry block.
    assert not lv.is_live_out(v(4), mf.blocks[0])


@pytest.mark.parametrize(
    "ll_file",
    [
        "binary_tree.c14-O2.ll",
        "bignum.c14-O2.ll",
        "fp_arith.c14-O2.ll",
        "funcptr_dispatch.c14-O2.ll",
        "graph_search.c14-O2.ll",
    ],
)
def test_corpus_functions_match_llc14(ll_file: str) -> None:
    pair = llc14_around(ll_file, "livevars", "-O2")
    if pair is None:
        pytest.skip("needs llc-14 (the oracle)")
    before, after = pair
    for fn in function_names(before):
        mf = parse_function(
            extract_body(before, fn), stack=extract_stack(before, fn), registers=extract_registers(before, fn)
        )
        LiveVariables().run(mf, AnalysisManager(mf))
        assert body_text(mf) == extract_body(after, fn), fn
