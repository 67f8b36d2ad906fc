"""simple-register-coalescing against llc-14 (x86_64-unknown-linux-gnu, -O2): the inputs are llc-14's
``-stop-before=simple-register-coalescing`` bodies, the expected bodies its ``-stop-after`` output."""

from __future__ import annotations

from typing import Any

import pytest
from mir_body import body_text, parse_function, strip_block_names

from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.passes.manager import AnalysisManager
from pyllc.codegen.regalloc.register_coalescer import RegisterCoalescer

# --- a.ll ---
# target triple = "x86_64-unknown-linux-gnu"
# define i32 @f(i32 %a, i32 %b) {
# entry:
#   %c = add i32 %a, %b
#   %cmp = icmp sgt i32 %c, 10
#   br i1 %cmp, label %then, label %else
# then:
#   %d = mul i32 %c, %b
#   br label %else
# else:
#   %p = phi i32 [ %c, %entry ], [ %d, %then ]
#   ret i32 %p
# }
# --- c.ll ---
# target triple = "x86_64-unknown-linux-gnu"
# define i32 @sum(i32* %p, i32 %n) {
# entry:
#   %c = icmp sgt i32 %n, 0
#   br i1 %c, label %loop, label %exit
# loop:
#   %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
#   %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
#   %gep = getelementptr i32, i32* %p, i32 %i
#   %v = load i32, i32* %gep
#   %s1 = add i32 %s, %v
#   %i1 = add i32 %i, 1
#   %d = icmp eq i32 %i1, %n
#   br i1 %d, label %exit, label %loop
# exit:
#   %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
#   ret i32 %r
# }
# define i64 @sel(i64 %a, i64 %b, i64 %c) {
#   %x = mul i64 %a, %b
#   %y = icmp ult i64 %x, %c
#   %z = select i1 %y, i64 %a, i64 %c
#   %w = sub i64 %z, %b
#   ret i64 %w
# }
# declare void @use(i32, i32, i32, i32, i32, i32)
# define void @many(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f) {
#   call void @use(i32 %f, i32 %e, i32 %d, i32 %c, i32 %b, i32 %a)
#   call void @use(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f)
#   ret void
# }
# define i32 @cnst(i32 %a) {
#   %c = icmp eq i32 %a, 0
#   br i1 %c, label %t, label %f
# t:
#   ret i32 42
# f:
#   ret i32 0
# }

CASES = [
    (
        "f",
        (("$edi", 3), ("$esi", 4)),
        """\
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
""",
        """\
bb.0.entry:
  successors: %bb.1(0x40000000), %bb.3(0x40000000)
  liveins: $edi, $esi

  %4:gr32 = COPY $esi
  %6:gr32 = COPY $edi
  %6:gr32 = ADD32rr %6, %4, implicit-def dead $eflags
  CMP32ri8 %6, 11, implicit-def $eflags
  JCC_1 %bb.1, 13, implicit killed $eflags

bb.3:
  successors: %bb.2(0x80000000)

  JMP_1 %bb.2

bb.1.then:
  successors: %bb.2(0x80000000)

  %6:gr32 = IMUL32rr %6, %4, implicit-def dead $eflags

bb.2.else:
  $eax = COPY %6
  RET 0, killed $eax
""",
    ),
    (
        "sum",
        (("$rdi", 7), ("$esi", 8)),
        """\
bb.0.entry:
  successors: %bb.2(0x50000000), %bb.1(0x30000000)
  liveins: $rdi, $esi

  %8:gr32 = COPY killed $esi
  %7:gr64 = COPY killed $rdi
  TEST32rr %8, %8, implicit-def $eflags
  JCC_1 %bb.2, 15, implicit killed $eflags

bb.1:
  successors: %bb.4(0x80000000)

  %9:gr32 = MOV32r0 implicit-def dead $eflags
  %14:gr32 = COPY killed %9
  JMP_1 %bb.4

bb.2.loop.preheader:
  successors: %bb.3(0x80000000)

  %10:gr32 = MOV32r0 implicit-def dead $eflags
  %11:gr64 = COPY killed %7
  %12:gr32 = COPY killed %8
  %13:gr32 = COPY killed %10

bb.3.loop:
  successors: %bb.4(0x04000000), %bb.3(0x7c000000)

  %2:gr32 = COPY killed %13
  %1:gr32 = COPY killed %12
  %0:gr64 = COPY killed %11
  %3:gr32 = COPY killed %2
  %3:gr32 = ADD32rm %3, %0, 1, $noreg, 0, $noreg, implicit-def dead $eflags
  %5:gr64 = COPY killed %0
  %5:gr64 = ADD64ri8 %5, 4, implicit-def dead $eflags
  %4:gr32 = COPY killed %1
  %4:gr32 = DEC32r %4, implicit-def $eflags
  %11:gr64 = COPY killed %5
  %12:gr32 = COPY killed %4
  %13:gr32 = COPY %3
  %14:gr32 = COPY killed %3
  JCC_1 %bb.3, 5, implicit killed $eflags
  JMP_1 %bb.4

bb.4.exit:
  %6:gr32 = COPY killed %14
  $eax = COPY killed %6
  RET 0, killed $eax
""",
        """\
bb.0.entry:
  successors: %bb.2(0x50000000), %bb.1(0x30000000)
  liveins: $rdi, $esi

  %12:gr32 = COPY $esi
  %11:gr64 = COPY $rdi
  TEST32rr %12, %12, implicit-def $eflags
  JCC_1 %bb.2, 15, implicit killed $eflags

bb.1:
  successors: %bb.4(0x80000000)

  %14:gr32 = MOV32r0 implicit-def dead $eflags
  JMP_1 %bb.4

bb.2.loop.preheader:
  successors: %bb.3(0x80000000)

  %14:gr32 = MOV32r0 implicit-def dead $eflags

bb.3.loop:
  successors: %bb.4(0x04000000), %bb.3(0x7c000000)

  %14:gr32 = ADD32rm %14, %11, 1, $noreg, 0, $noreg, implicit-def dead $eflags
  %11:gr64 = ADD64ri8 %11, 4, implicit-def dead $eflags
  %12:gr32 = DEC32r %12, implicit-def $eflags
  JCC_1 %bb.3, 5, implicit killed $eflags
  JMP_1 %bb.4

bb.4.exit:
  $eax = COPY %14
  RET 0, killed $eax
""",
    ),
    (
        "sel",
        (("$rdi", 0), ("$rsi", 1), ("$rdx", 2)),
        """\
bb.0 (%ir-block.0):
  liveins: $rdi, $rsi, $rdx

  %2:gr64 = COPY killed $rdx
  %1:gr64 = COPY killed $rsi
  %0:gr64 = COPY killed $rdi
  %3:gr64 = COPY %0
  %3:gr64 = IMUL64rr %3, %1, implicit-def dead $eflags
  CMP64rr killed %3, %2, implicit-def $eflags
  %5:gr64 = COPY killed %2
  %5:gr64 = CMOV64rr %5, killed %0, 2, implicit killed $eflags
  %6:gr64 = COPY killed %5
  %6:gr64 = SUB64rr %6, killed %1, implicit-def dead $eflags
  $rax = COPY killed %6
  RET 0, killed $rax
""",
        """\
bb.0 (%ir-block.0):
  liveins: $rdi, $rsi, $rdx

  %6:gr64 = COPY $rdx
  %1:gr64 = COPY $rsi
  %0:gr64 = COPY $rdi
  %3:gr64 = COPY %0
  %3:gr64 = IMUL64rr %3, %1, implicit-def dead $eflags
  CMP64rr %3, %6, implicit-def $eflags
  %6:gr64 = CMOV64rr %6, %0, 2, implicit killed $eflags
  %6:gr64 = SUB64rr %6, %1, implicit-def dead $eflags
  $rax = COPY %6
  RET 0, killed $rax
""",
    ),
    (
        "many",
        (("$edi", 0), ("$esi", 1), ("$edx", 2), ("$ecx", 3), ("$r8d", 4), ("$r9d", 5)),
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi, $edx, $ecx, $r8d, $r9d

  %5:gr32 = COPY killed $r9d
  %4:gr32 = COPY killed $r8d
  %3:gr32 = COPY killed $ecx
  %2:gr32 = COPY killed $edx
  %1:gr32 = COPY killed $esi
  %0:gr32 = COPY killed $edi
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %5
  $esi = COPY %4
  $edx = COPY %3
  $ecx = COPY %2
  $r8d = COPY %1
  $r9d = COPY %0
  CALL64pcrel32 target-flags(x86-plt) @use, csr_64, implicit $rsp, implicit $ssp, implicit killed $edi, implicit killed $esi, implicit killed $edx, implicit killed $ecx, implicit killed $r8d, implicit killed $r9d, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY killed %0
  $esi = COPY killed %1
  $edx = COPY killed %2
  $ecx = COPY killed %3
  $r8d = COPY killed %4
  $r9d = COPY killed %5
  CALL64pcrel32 target-flags(x86-plt) @use, csr_64, implicit $rsp, implicit $ssp, implicit killed $edi, implicit killed $esi, implicit killed $edx, implicit killed $ecx, implicit killed $r8d, implicit killed $r9d, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  RET 0
""",
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi, $edx, $ecx, $r8d, $r9d

  %5:gr32 = COPY $r9d
  %4:gr32 = COPY $r8d
  %3:gr32 = COPY $ecx
  %2:gr32 = COPY $edx
  %1:gr32 = COPY $esi
  %0:gr32 = COPY $edi
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %5
  $esi = COPY %4
  $edx = COPY %3
  $ecx = COPY %2
  $r8d = COPY %1
  $r9d = COPY %0
  CALL64pcrel32 target-flags(x86-plt) @use, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit $edx, implicit $ecx, implicit $r8d, implicit $r9d, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %0
  $esi = COPY %1
  $edx = COPY %2
  $ecx = COPY %3
  $r8d = COPY %4
  $r9d = COPY %5
  CALL64pcrel32 target-flags(x86-plt) @use, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit $edx, implicit $ecx, implicit $r8d, implicit $r9d, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  RET 0
""",
    ),
    (
        "cnst",
        (("$edi", 0),),
        """\
bb.0 (%ir-block.0):
  successors: %bb.1(0x30000000), %bb.2(0x50000000)
  liveins: $edi

  %0:gr32 = COPY killed $edi
  TEST32rr killed %0, %0, implicit-def $eflags
  JCC_1 %bb.2, 5, implicit killed $eflags
  JMP_1 %bb.1

bb.1.t:
  %2:gr32 = MOV32ri 42
  $eax = COPY killed %2
  RET 0, killed $eax

bb.2.f:
  %1:gr32 = MOV32r0 implicit-def dead $eflags
  $eax = COPY killed %1
  RET 0, killed $eax
""",
        """\
bb.0 (%ir-block.0):
  successors: %bb.1(0x30000000), %bb.2(0x50000000)
  liveins: $edi

  %0:gr32 = COPY $edi
  TEST32rr %0, %0, implicit-def $eflags
  JCC_1 %bb.2, 5, implicit killed $eflags
  JMP_1 %bb.1

bb.1.t:
  $eax = MOV32ri 42
  RET 0, killed $eax

bb.2.f:
  $eax = MOV32r0 implicit-def dead $eflags
  RET 0, killed $eax
""",
    ),
]


def coalesce(name: str, liveins: Any, before: str) -> Any:
    mf = parse_function(before, name, liveins, opt_level=2)
    am = AnalysisManager(mf)
    RegisterCoalescer().run(mf, am)
    return mf, am


@pytest.mark.parametrize("name,liveins,before,after", CASES, ids=[c[0] for c in CASES])
def test_coalescer_matches_llc14(name: str, liveins: Any, before: str, after: str) -> None:
    mf, _ = coalesce(name, liveins, before)
    assert strip_block_names(body_text(mf)) == strip_block_names(after)


@pytest.mark.parametrize("name,liveins,before,after", CASES, ids=[c[0] for c in CASES])
def test_intervals_stay_exact_after_joining(name: str, liveins: Any, before: str, after: str) -> None:
    """The updated intervals equal intervals computed from scratch on the coalesced function."""
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.analysis.slot_indexes import SlotIndexes

    mf, am = coalesce(name, liveins, before)
    lis = am.get(LiveIntervalsPass)
    fresh = LiveIntervals(mf, SlotIndexes(mf))
    mri = mf.reg_info
    for i in range(mri.get_num_virt_regs()):
        reg = i | (1 << 31)
        if mri.reg_nodbg_empty(reg):
            continue
        a, b = lis.get_interval(reg), fresh.get_interval(reg)
        # Same liveness in terms of instructions (the two numberings differ by the deleted copies).
        ia = [
            (lis.get_instruction_from_index(s), lis.get_instruction_from_index(e)) for s, e, _ in a.segments()
        ]
        ib = [
            (fresh.get_instruction_from_index(s), fresh.get_instruction_from_index(e))
            for s, e, _ in b.segments()
        ]
        assert ia == ib, (i, str(a), str(b))


def test_trivial_def_is_rematerialized_into_physical_register() -> None:
    body = """\
bb.0:
  liveins: $edi

  %0:gr32 = COPY $edi
  %1:gr32 = MOV32ri 42
  %2:gr32 = ADD32rr %0, %1, implicit-def dead $eflags
  $eax = COPY %1
  RET 0, $eax, implicit %2
"""
    mf, _ = coalesce("f", (("$edi", 0),), body)
    text = body_text(mf)
    assert "$eax = MOV32ri 42" in text
    assert "%1:gr32 = MOV32ri 42" in text  # still used by the ADD


# Sub-register joins: ``zext i1`` (SETCC into the low byte of a zeroed register) and ``zext i32`` feeding an
# address (SUBREG_TO_REG).  IR (functions zx and idx):
# target triple = "x86_64-unknown-linux-gnu"
# define i32 @zx(i32 %a, i32 %b) {
#   %c = icmp slt i32 %a, %b
#   %z = zext i1 %c to i32
#   %r = sub i32 9, %z
#   ret i32 %r
# }
# define i64 @idx(i64* %p, i32 %i) {
#   %j = add i32 %i, 3
#   %e = zext i32 %j to i64
#   %g = getelementptr i64, i64* %p, i64 %e
#   %v = load i64, i64* %g
#   ret i64 %v
# }

SUBREG_CASES = [
    (
        "zx",
        (("$edi", 0), ("$esi", 1)),
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi

  %1:gr32 = COPY killed $esi
  %0:gr32 = COPY killed $edi
  %6:gr32 = MOV32r0 implicit-def dead $eflags
  CMP32rr killed %0, killed %1, implicit-def $eflags
  %3:gr8 = SETCCr 12, implicit killed $eflags
  %4:gr32 = COPY killed %6
  %4.sub_8bit:gr32 = COPY killed %3
  %5:gr32 = COPY killed %4
  %5:gr32 = XOR32ri8 %5, 9, implicit-def dead $eflags
  $eax = COPY killed %5
  RET 0, killed $eax
""",
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi

  %1:gr32 = COPY $esi
  %0:gr32 = COPY $edi
  %5:gr32 = MOV32r0 implicit-def dead $eflags
  CMP32rr %0, %1, implicit-def $eflags
  %5.sub_8bit:gr32 = SETCCr 12, implicit killed $eflags
  %5:gr32 = XOR32ri8 %5, 9, implicit-def dead $eflags
  $eax = COPY %5
  RET 0, killed $eax
""",
    ),
    (
        "idx",
        (("$rdi", 0), ("$esi", 1)),
        """\
bb.0 (%ir-block.0):
  liveins: $rdi, $esi

  %1:gr32 = COPY killed $esi
  %0:gr64 = COPY killed $rdi
  %2:gr32 = COPY killed %1
  %2:gr32 = ADD32ri8 %2, 3, implicit-def dead $eflags
  %3:gr64_nosp = SUBREG_TO_REG 0, killed %2, %subreg.sub_32bit
  %4:gr64 = MOV64rm killed %0, 8, killed %3, 0, $noreg
  $rax = COPY killed %4
  RET 0, killed $rax
""",
        """\
bb.0 (%ir-block.0):
  liveins: $rdi, $esi

  undef %3.sub_32bit:gr64_nosp = COPY $esi
  %0:gr64 = COPY $rdi
  %3.sub_32bit:gr64_nosp = ADD32ri8 %3.sub_32bit, 3, implicit-def dead $eflags
  %4:gr64 = MOV64rm %0, 8, %3, 0, $noreg
  $rax = COPY %4
  RET 0, killed $rax
""",
    ),
]


@pytest.mark.parametrize("name,liveins,before,after", SUBREG_CASES, ids=[c[0] for c in SUBREG_CASES])
def test_sub_register_joins_match_llc14(name: str, liveins: Any, before: str, after: str) -> None:
    mf, _ = coalesce(name, liveins, before)
    assert strip_block_names(body_text(mf)) == strip_block_names(after)


# A loop whose PHI copies and two-address copies form chains through several blocks (IR: a loop summing
# with a diamond inside, then three blocks each adding a constant), pyllc's own -O2 input to the pass.
CHAIN_BODY = """\
bb.0.entry:
  successors: %bb.1(0x80000000)
  liveins: $edi, $esi

  %11:gr32 = COPY killed $esi
  %10:gr32 = COPY killed $edi
  %12:gr32 = MOV32r0 implicit-def dead $eflags
  %18:gr32 = COPY killed %12
  %19:gr32 = COPY killed %11

bb.1.loop:
  successors: %bb.2(0x40000000), %bb.3(0x40000000)

  %1:gr32 = COPY killed %19
  %0:gr32 = COPY killed %18
  %2:gr32 = COPY killed %1
  %2:gr32 = ADD32ri8 %2, 3, implicit-def dead $eflags
  %13:gr32 = COPY %2
  dead %13:gr32 = SUB32ri8 %13, 99, implicit-def $eflags
  JCC_1 %bb.3, 15, implicit killed $eflags
  JMP_1 %bb.2

bb.2.b1:
  successors: %bb.4(0x80000000)

  %15:gr64 = IMPLICIT_DEF
  %14:gr64_nosp = COPY killed %15
  %14.sub_32bit:gr64_nosp = COPY killed %2
  %3:gr32 = LEA64_32r killed %14, 4, %14, 0, $noreg
  %20:gr32 = COPY killed %3
  JMP_1 %bb.4

bb.3.b2:
  successors: %bb.4(0x80000000)

  %4:gr32 = COPY killed %2
  %4:gr32 = ADD32ri8 %4, -7, implicit-def dead $eflags
  %20:gr32 = COPY killed %4

bb.4.b3:
  successors: %bb.5(0x40000000), %bb.8(0x40000000)

  %5:gr32 = COPY killed %20
  %6:gr32 = COPY killed %5
  %6:gr32 = ADD32rr %6, %0, implicit-def dead $eflags
  %7:gr32 = COPY killed %0
  %7:gr32 = INC32r %7, implicit-def dead $eflags
  %16:gr32 = COPY %7
  dead %16:gr32 = SUB32rr %16, %10, implicit-def $eflags
  JCC_1 %bb.5, 4, implicit killed $eflags

bb.8:
  successors: %bb.1(0x80000000)

  %18:gr32 = COPY killed %7
  %19:gr32 = COPY killed %6
  JMP_1 %bb.1

bb.5.exit:
  successors: %bb.6(0x80000000)

  %8:gr32 = COPY killed %6
  %8:gr32 = INC32r %8, implicit-def dead $eflags

bb.6.e2:
  successors: %bb.7(0x80000000)

  %9:gr32 = COPY killed %8
  %9:gr32 = ADD32ri8 %9, 2, implicit-def dead $eflags

bb.7.e3:
  %17:gr32 = COPY killed %9
  %17:gr32 = ADD32ri8 %17, 3, implicit-def dead $eflags
  $eax = COPY killed %17
  RET 0, killed $eax
"""


def _coverage(lis: Any, li: Any) -> list[tuple[Any, Any]]:
    """The instructions where ``li`` is live, as maximal runs (value numbering aside)."""
    runs: list[list[int]] = []
    for s, e, _ in li.segments():
        if runs and runs[-1][1] == s:
            runs[-1][1] = e
        else:
            runs.append([s, e])
    return [(lis.get_instruction_from_index(s), lis.get_instruction_from_index(e)) for s, e in runs]


def test_joined_intervals_are_the_union_of_both() -> None:
    """Joining merges the two intervals (LiveRange::join) instead of recomputing the result: every interval
    covers what a recomputation on the coalesced function covers, with one value per definition."""
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.analysis.slot_indexes import SlotIndexes

    mf, am = coalesce("chain", (("$edi", 0), ("$esi", 0)), CHAIN_BODY)
    lis = am.get(LiveIntervalsPass)
    fresh = LiveIntervals(mf, SlotIndexes(mf))
    mri = mf.reg_info
    checked = 0
    for i in range(mri.get_num_virt_regs()):
        reg = i | (1 << 31)
        if mri.reg_nodbg_empty(reg):
            continue
        a, b = lis.get_interval(reg), fresh.get_interval(reg)
        assert _coverage(lis, a) == _coverage(fresh, b), (i, str(a), str(b))
        defs = sorted(v.def_ for v in a.valnos_list if not v.is_phi_def())
        assert len(defs) == len(set(defs)), str(a)
        checked += 1
    text = body_text(mf)
    assert "COPY killed %20" not in text and "COPY killed %18" not in text  # the PHI copies were joined
    assert checked >= 5
