"""regallocfast against llc-14: the allocator runs on llc-14's ``-stop-before=regallocfast`` bodies and must give
its ``-stop-after=regallocfast`` bodies instruction for instruction (spills, reloads, kill/dead/renamable flags,
stack slot numbers).  Memory operands are left out of the comparison (the body reader does not keep them)."""

from __future__ import annotations

import pytest
from mir_body import body_text, extract_body, extract_stack, function_names, llc14_around, parse_function

from pyllc.codegen.machine.function import MachineFunctionProperties as P
from pyllc.codegen.passes.manager import AnalysisManager
from pyllc.codegen.regalloc.fast import RegAllocFast

# llc-14 -O0 -fast-isel=false on build_examples.EXAMPLE_IR's @f: before and after regallocfast.
F_BEFORE = """\
bb.0.entry:
  successors: %bb.2(0x40000000), %bb.1(0x40000000)
  liveins: $edi, $esi

  %5:gr32 = COPY $esi
  %3:gr32 = COPY $edi
  %4:gr32 = COPY killed %3
  %6:gr32 = COPY killed %5
  %7:gr32 = COPY %4
  %7:gr32 = ADD32rr %7, %6, implicit-def $eflags
  CMP32ri8 %7, 10, implicit-def $eflags
  %11:gr32 = COPY %7
  JCC_1 %bb.2, 14, implicit $eflags

bb.1.then:
  successors: %bb.2(0x80000000)

  %10:gr64 = MOV64rm $rip, 1, $noreg, target-flags(x86-gotpcrel) @g, $noreg
  %9:gr32 = COPY %7
  %9:gr32 = IMUL32rm %9, %10, 1, $noreg, 0, $noreg, implicit-def $eflags
  %11:gr32 = COPY %9

bb.2.else:
  %2:gr32 = COPY %11
  $eax = COPY %2
  RET64 implicit $eax
"""

F_AFTER = """\
bb.0.entry:
  successors: %bb.2(0x40000000), %bb.1(0x40000000)
  liveins: $edi, $esi

  renamable $eax = COPY killed $edi
  renamable $eax = ADD32rr renamable $eax, killed renamable $esi, implicit-def dead $eflags
  MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax
  CMP32ri8 renamable $eax, 10, implicit-def $eflags
  MOV32mr %stack.0, 1, $noreg, 0, $noreg, killed $eax
  JCC_1 %bb.2, 14, implicit killed $eflags

bb.1.then:
  successors: %bb.2(0x80000000)

  $eax = MOV32rm %stack.1, 1, $noreg, 0, $noreg
  renamable $rcx = MOV64rm $rip, 1, $noreg, target-flags(x86-gotpcrel) @g, $noreg
  renamable $eax = IMUL32rm renamable $eax, killed renamable $rcx, 1, $noreg, 0, $noreg, implicit-def dead $eflags
  MOV32mr %stack.0, 1, $noreg, 0, $noreg, killed $eax

bb.2.else:
  $eax = MOV32rm %stack.0, 1, $noreg, 0, $noreg
  RET64 implicit killed $eax
"""


def _allocate(body: str, **kw: object) -> str:
    mf = parse_function(body, **kw)  # type: ignore[arg-type]
    mf.properties.set(P.NoPHIs)
    RegAllocFast().run(mf, AnalysisManager(mf))
    assert mf.reg_info.get_num_virt_regs() == 0
    return body_text(mf)


def test_spills_at_block_ends_and_reloads_match_llc14() -> None:
    assert _allocate(F_BEFORE) == F_AFTER


def test_spill_slots_are_created_on_first_spill() -> None:
    mf = parse_function(F_BEFORE)
    mf.properties.set(P.NoPHIs)
    RegAllocFast().run(mf, AnalysisManager(mf))
    # %11 (live out of bb.0 and bb.1) got slot 0 at its first spill (bottom-up in bb.0), %7 got slot 1.
    assert [(o.size, o.alignment, o.is_spill_slot) for o in mf.frame_info.objects] == [
        (4, 4, True),
        (4, 4, True),
    ]


# Whole C programs of the corpus (clang-14 -O0 IR; integer code: the x86 FP spill opcodes and the 64-bit GR8
# allocation order are target hooks checked elsewhere).
CORPUS_FILES = [
    "abs_min_max.c14-O0.ll",
    "int_div_rem.c14-O0.ll",
    "interpreter.c14-O0.ll",
    "int128_modpow.c14-O0.ll",
    "overflow_builtins.c14-O0.ll",
    "binary_tree.c14-O0.ll",
]


@pytest.mark.parametrize("ll_file", CORPUS_FILES)
def test_corpus_functions_match_llc14(ll_file: str) -> None:
    pair = llc14_around(ll_file, "regallocfast")
    if pair is None:
        pytest.skip("needs llc-14 (the oracle)")
    before, after = pair
    for fn in function_names(before):
        got = _allocate(extract_body(before, fn), stack=extract_stack(before, fn), frame_pointer=True)
        assert got == extract_body(after, fn), fn
