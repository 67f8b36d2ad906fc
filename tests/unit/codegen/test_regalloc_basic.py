"""regallocbasic + virtregrewriter against llc-14 (``-regalloc=basic``, x86_64-unknown-linux-gnu, -O2).

Inputs are llc-14's ``-stop-before=regallocbasic`` bodies (the IR is quoted in test_regalloc_greedy.py), the
expected bodies its ``-stop-after=virtregrewriter`` output.  Under register pressure RABasic's choice among
intervals of equal weight is not specified by LLVM (a heap without tie-breaking), so that case is checked for
validity and spill structure instead of text.
"""

from __future__ import annotations

from typing import Any

import pytest
from mir_body import body_text, strip_block_names
from test_regalloc_greedy import allocate, rewrite

from pyllc.codegen.regalloc.basic import RegAllocBasic
from pyllc.codegen.regalloc.virt_reg_map import VirtRegMapPass

CASES = [
    (
        "f",
        (("$edi", 3), ("$esi", 4)),
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
        """\
bb.0.entry:
  successors: %bb.1(0x40000000), %bb.3(0x40000000)
  liveins: $edi, $esi

  renamable $eax = COPY $edi
  renamable $eax = ADD32rr killed renamable $eax, renamable $esi, implicit-def dead $eflags
  CMP32ri8 renamable $eax, 11, implicit-def $eflags
  JCC_1 %bb.1, 13, implicit killed $eflags

bb.3:
  successors: %bb.2(0x80000000)
  liveins: $eax

  JMP_1 %bb.2

bb.1.then:
  successors: %bb.2(0x80000000)
  liveins: $eax, $esi

  renamable $eax = IMUL32rr killed renamable $eax, killed renamable $esi, implicit-def dead $eflags

bb.2.else:
  liveins: $eax

  RET 0, $eax
""",
    ),
    (
        "g",
        (("$edi", 0), ("$esi", 1)),
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi

  undef %7.sub_32bit:gr64_nosp = COPY $esi
  %0:gr32 = COPY $edi
  %7.sub_32bit:gr64_nosp = IMUL32rr %7.sub_32bit, %0, implicit-def dead $eflags
  %7.sub_32bit:gr64_nosp = XOR32ri8 %7.sub_32bit, 7, implicit-def dead $eflags
  %4:gr32 = LEA64_32r $noreg, 8, %7, 0, $noreg
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %4
  CALL64pcrel32 target-flags(x86-plt) @h, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  %6:gr32 = COPY killed $eax
  %6:gr32 = ADD32rr %6, %0, implicit-def dead $eflags
  $eax = COPY %6
  RET 0, killed $eax
""",
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi

  renamable $esi = KILL $esi, implicit-def $rsi
  renamable $ebx = COPY $edi
  renamable $esi = IMUL32rr renamable $esi, renamable $ebx, implicit-def dead $eflags, implicit killed $rsi, implicit-def $rsi
  renamable $esi = XOR32ri8 renamable $esi, 7, implicit-def dead $eflags, implicit killed $rsi, implicit-def $rsi
  renamable $edi = LEA64_32r $noreg, 8, killed renamable $rsi, 0, $noreg
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  CALL64pcrel32 target-flags(x86-plt) @h, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $rsp, implicit-def $ssp, implicit-def $eax
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  renamable $eax = ADD32rr killed renamable $eax, killed renamable $ebx, implicit-def dead $eflags
  RET 0, $eax
""",
    ),
    (
        "sum",
        (("$rdi", 7), ("$esi", 8)),
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
        """\
bb.0.entry:
  successors: %bb.2(0x50000000), %bb.1(0x30000000)
  liveins: $esi, $rdi

  TEST32rr renamable $esi, renamable $esi, implicit-def $eflags
  JCC_1 %bb.2, 15, implicit killed $eflags

bb.1:
  successors: %bb.4(0x80000000)

  renamable $eax = MOV32r0 implicit-def dead $eflags
  JMP_1 %bb.4

bb.2.loop.preheader:
  successors: %bb.3(0x80000000)
  liveins: $esi, $rdi

  renamable $eax = MOV32r0 implicit-def dead $eflags

bb.3.loop:
  successors: %bb.4(0x04000000), %bb.3(0x7c000000)
  liveins: $eax, $esi, $rdi

  renamable $eax = ADD32rm killed renamable $eax, renamable $rdi, 1, $noreg, 0, $noreg, implicit-def dead $eflags
  renamable $rdi = ADD64ri8 killed renamable $rdi, 4, implicit-def dead $eflags
  renamable $esi = DEC32r killed renamable $esi, implicit-def $eflags
  JCC_1 %bb.3, 5, implicit killed $eflags
  JMP_1 %bb.4

bb.4.exit:
  liveins: $eax

  RET 0, $eax
""",
    ),
    (
        "sel",
        (("$rdi", 0), ("$rsi", 1), ("$rdx", 2)),
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
        """\
bb.0 (%ir-block.0):
  liveins: $rdi, $rdx, $rsi

  renamable $rax = COPY renamable $rdi
  renamable $rax = IMUL64rr killed renamable $rax, renamable $rsi, implicit-def dead $eflags
  CMP64rr killed renamable $rax, renamable $rdx, implicit-def $eflags
  renamable $rdx = CMOV64rr killed renamable $rdx, killed renamable $rdi, 2, implicit killed $eflags
  renamable $rdx = SUB64rr killed renamable $rdx, killed renamable $rsi, implicit-def dead $eflags
  $rax = COPY killed renamable $rdx
  RET 0, $rax
""",
    ),
    (
        "many",
        (("$edi", 0), ("$esi", 1), ("$edx", 2), ("$ecx", 3), ("$r8d", 4), ("$r9d", 5)),
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
        """\
bb.0 (%ir-block.0):
  liveins: $ecx, $edi, $edx, $esi, $r8d, $r9d

  renamable $r13d = COPY $r9d
  renamable $r12d = COPY $r8d
  renamable $r15d = COPY $ecx
  renamable $r14d = COPY $edx
  renamable $ebp = COPY $esi
  renamable $ebx = COPY $edi
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY renamable $r13d
  $esi = COPY renamable $r12d
  $edx = COPY renamable $r15d
  $ecx = COPY renamable $r14d
  $r8d = COPY renamable $ebp
  $r9d = COPY renamable $ebx
  CALL64pcrel32 target-flags(x86-plt) @use, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit $edx, implicit $ecx, implicit $r8d, implicit $r9d, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY killed renamable $ebx
  $esi = COPY killed renamable $ebp
  $edx = COPY killed renamable $r14d
  $ecx = COPY killed renamable $r15d
  $r8d = COPY killed renamable $r12d
  $r9d = COPY killed renamable $r13d
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
        """\
bb.0 (%ir-block.0):
  successors: %bb.1(0x30000000), %bb.2(0x50000000)
  liveins: $edi

  TEST32rr killed renamable $edi, renamable $edi, implicit-def $eflags
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
    (
        "two",
        (("$edi", 0), ("$esi", 1)),
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi

  %1:gr32 = COPY $esi
  %0:gr32 = COPY $edi
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %1
  $esi = COPY %0
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %0
  $esi = COPY %1
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  RET 0
""",
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi

  renamable $ebp = COPY $esi
  renamable $ebx = COPY $edi
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY renamable $ebp
  $esi = COPY renamable $ebx
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY killed renamable $ebx
  $esi = COPY killed renamable $ebp
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  RET 0
""",
    ),
    (
        "three",
        (("$edi", 0), ("$esi", 1), ("$edx", 2)),
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $esi, $edx

  %2:gr32 = COPY $edx
  %1:gr32 = COPY $esi
  %0:gr32 = COPY $edi
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %1
  $esi = COPY %0
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %0
  $esi = COPY %2
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY %2
  $esi = COPY %1
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  RET 0
""",
        """\
bb.0 (%ir-block.0):
  liveins: $edi, $edx, $esi

  renamable $r14d = COPY $edx
  renamable $ebp = COPY $esi
  renamable $ebx = COPY $edi
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY renamable $ebp
  $esi = COPY renamable $ebx
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY killed renamable $ebx
  $esi = COPY renamable $r14d
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  $edi = COPY killed renamable $r14d
  $esi = COPY killed renamable $ebp
  CALL64pcrel32 target-flags(x86-plt) @use2, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit $esi, implicit-def $rsp, implicit-def $ssp
  ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
  RET 0
""",
    ),
]

SPILL_CASES = [
    (
        "press",
        (("$rdi", 0),),
        """\
bb.0 (%ir-block.0):
  liveins: $rdi

  %0:gr64 = COPY $rdi
  %1:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %2:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %3:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %4:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %5:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %6:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %7:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %8:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %9:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %10:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %11:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %12:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %13:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %14:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %15:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %16:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %17:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  %18:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
  MOV32mr %0, 1, $noreg, 0, $noreg, %1
  MOV32mr %0, 1, $noreg, 0, $noreg, %2
  MOV32mr %0, 1, $noreg, 0, $noreg, %3
  MOV32mr %0, 1, $noreg, 0, $noreg, %4
  MOV32mr %0, 1, $noreg, 0, $noreg, %5
  MOV32mr %0, 1, $noreg, 0, $noreg, %6
  MOV32mr %0, 1, $noreg, 0, $noreg, %7
  MOV32mr %0, 1, $noreg, 0, $noreg, %8
  MOV32mr %0, 1, $noreg, 0, $noreg, %9
  MOV32mr %0, 1, $noreg, 0, $noreg, %10
  MOV32mr %0, 1, $noreg, 0, $noreg, %11
  MOV32mr %0, 1, $noreg, 0, $noreg, %12
  MOV32mr %0, 1, $noreg, 0, $noreg, %13
  MOV32mr %0, 1, $noreg, 0, $noreg, %14
  MOV32mr %0, 1, $noreg, 0, $noreg, %15
  MOV32mr %0, 1, $noreg, 0, $noreg, %16
  MOV32mr %0, 1, $noreg, 0, $noreg, %17
  MOV32mr %0, 1, $noreg, 0, $noreg, %18
  $eax = COPY %6
  RET 0, killed $eax
""",
        """\
bb.0 (%ir-block.0):
  liveins: $rdi

  renamable $ecx = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  MOV32mr %stack.0, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  MOV32mr %stack.4, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  MOV32mr %stack.3, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $r13d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  MOV32mr %stack.1, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  MOV32mr %stack.2, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $r12d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $r15d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $r14d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $ebp = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $ebx = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $r10d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $edx = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $r11d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $r9d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $r8d = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  renamable $esi = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $ecx
  renamable $eax = MOV32rm %stack.0, 1, $noreg, 0, $noreg
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $eax = MOV32rm %stack.4, 1, $noreg, 0, $noreg
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $eax = MOV32rm %stack.3, 1, $noreg, 0, $noreg
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $eax
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r13d
  renamable $eax = MOV32rm %stack.1, 1, $noreg, 0, $noreg
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $eax
  renamable $eax = MOV32rm %stack.2, 1, $noreg, 0, $noreg
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $eax
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r12d
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r15d
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r14d
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $ebp
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $ebx
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r10d
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $edx
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r11d
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r9d
  MOV32mr renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $r8d
  MOV32mr killed renamable $rdi, 1, $noreg, 0, $noreg, killed renamable $esi
  $eax = MOV32rm %stack.1, 1, $noreg, 0, $noreg
  RET 0, $eax
""",
    ),
]


@pytest.mark.parametrize("name,liveins,before,after", CASES, ids=[c[0] for c in CASES])
def test_basic_and_rewriter_match_llc14(name: str, liveins: Any, before: str, after: str) -> None:
    mf, am = allocate(name, liveins, before, RegAllocBasic())
    rewrite(mf, am)
    assert strip_block_names(body_text(mf)) == strip_block_names(after)


def test_basic_spills_like_llc14_in_number() -> None:
    name, liveins, before, after = SPILL_CASES[0]
    mf, am = allocate(name, liveins, before, RegAllocBasic())
    vrm = am.get(VirtRegMapPass)
    slots = sorted({s for s in vrm.virt2stack if s >= 0})
    rewrite(mf, am)
    text = body_text(mf)
    # Same number of spill slots, stores to them and reloads from them as llc-14.
    assert len(slots) == after.count("MOV32mr %stack.") == text.count("MOV32mr %stack.")
    assert after.count("MOV32rm %stack.") == text.count("MOV32rm %stack.")
    assert len(text.splitlines()) == len(after.splitlines())
