"""twoaddressinstruction against llc-14: inputs are llc-14's ``-stop-before=twoaddressinstruction`` bodies, the
expected outputs its ``-stop-after`` bodies (checked live with ``-run-pass`` when llc-14 is installed)."""

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
from pyllc.codegen.passes.two_address_instruction_pass import TwoAddressInstructionPass

LOOP_BEFORE = """\
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
  %8:gr32 = COPY %1
  %8:gr32 = ADD32rr %8, %0, implicit-def $eflags
  %7:gr32 = COPY %0
  %7:gr32 = ADD32ri8 %7, 1, implicit-def $eflags
  CMP32rr %7, %5, implicit-def $eflags
  %9:gr32 = COPY %7
  %10:gr32 = COPY %8
  JCC_1 %bb.1, 12, implicit $eflags

bb.2.exit:
  $eax = COPY %8
  RET64 implicit $eax
"""

# Without LiveVariables a kill flag on a tied use is dropped (LiveVariables would move it to the copy); an undef
# tied use is just renamed; the untied use of the same register is renamed too.
KILLS_BEFORE = """\
bb.0:
  liveins: $edi, $esi

  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = SUB32rr killed %0, %1, implicit-def dead $eflags
  %3:gr32 = XOR32rr undef %4:gr32, %2, implicit-def dead $eflags
  %5:gr32 = IMUL32rr %2, killed %2, implicit-def dead $eflags
  $eax = COPY %5
  RET64 implicit $eax
"""

KILLS_AFTER = """\
bb.0:
  liveins: $edi, $esi

  %0:gr32 = COPY $edi
  %1:gr32 = COPY $esi
  %2:gr32 = COPY %0
  %2:gr32 = SUB32rr %2, %1, implicit-def dead $eflags
  %3:gr32 = XOR32rr undef %3, %2, implicit-def dead $eflags
  %5:gr32 = COPY %2
  %5:gr32 = IMUL32rr %5, %5, implicit-def dead $eflags
  $eax = COPY %5
  RET64 implicit $eax
"""

CASES = [(LOOP_BEFORE, LOOP_AFTER), (KILLS_BEFORE, KILLS_AFTER)]


def _run(body: str, opt_level: int = 0) -> str:
    mf = parse_function(body)
    TwoAddressInstructionPass(opt_level=opt_level).run(mf, AnalysisManager(mf))
    return body_text(mf)


@pytest.mark.parametrize("before,after", CASES)
def test_tied_operands_get_copies_as_llc14(before: str, after: str) -> None:
    assert _run(before) == after


@pytest.mark.parametrize("before,after", CASES)
def test_expected_bodies_are_llc14_output(before: str, after: str) -> None:
    got = llc14_run_pass(before, "twoaddressinstruction", extra=("-O0",))
    if got is None:
        pytest.skip("needs llc-14 (the oracle)")
    assert got == strip_block_names(after)


@pytest.mark.parametrize("ll_file", ["abs_min_max.c14-O0.ll", "int_div_rem.c14-O0.ll", "bignum.c14-O0.ll"])
def test_corpus_functions_match_llc14(ll_file: str) -> None:
    pair = llc14_around(ll_file, "twoaddressinstruction")
    if pair is None:
        pytest.skip("needs llc-14 (the oracle)")
    before, after = pair
    for fn in function_names(before):
        mf = parse_function(extract_body(before, fn), stack=extract_stack(before, fn))
        TwoAddressInstructionPass(opt_level=0).run(mf, AnalysisManager(mf))
        assert body_text(mf) == extract_body(after, fn), fn


# -O2: livevars, phi-node-elimination and twoaddressinstruction in a row on llc-14's -stop-before=livevars
# bodies, compared with llc-14's -stop-after=twoaddressinstruction (kill flags moved through LiveVariables,
# commuting).  The functions are ones whose code needs no x86 three-address conversion, CMOV commuting or
# rescheduling, which pyllc does not do yet.
O2_FUNCTIONS = [
    ("binary_tree.c14-O2.ll", "inorder_sum"),
    ("bignum.c14-O2.ll", "mul32"),
    ("complex_struct.c14-O2.ll", "main"),
    ("float_kahan.c14-O2.ll", "kahan_sum"),
    ("globals_kinds.c14-O2.ll", "main"),
    ("hash_table.c14-O2.ll", "djb2"),
]


@pytest.mark.parametrize("ll_file,fn", O2_FUNCTIONS)
def test_o2_functions_match_llc14(ll_file: str, fn: str) -> None:
    from pyllc.codegen.analysis.live_variables import LiveVariables
    from pyllc.codegen.passes.phi_elimination import PHIElimination

    pair = llc14_around(ll_file, "livevars", "-O2")
    if pair is None:
        pytest.skip("needs llc-14 (the oracle)")
    before = pair[0]
    after = llc14_around(ll_file, "twoaddressinstruction", "-O2")
    assert after is not None
    mf = parse_function(
        extract_body(before, fn), stack=extract_stack(before, fn), registers=extract_registers(before, fn)
    )
    am = AnalysisManager(mf)
    am.set_result(LiveVariables, LiveVariables().run(mf, am))
    PHIElimination().run(mf, am)
    TwoAddressInstructionPass(opt_level=2).run(mf, am)
    assert body_text(mf) == extract_body(after[1], fn)
