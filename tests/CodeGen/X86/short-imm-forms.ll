; Instruction forms the direct object path picks as llc-14 does (and as llvm-mc-14 picks again from the
; text): an and of a zero-extended value with a 32-bit mask whose low half is a sign-extended byte is
; AND32ri8 (`andl $-2`, 83 /4 ib, not 81 /4 id); a shift by one of memory is the D0/D1 form (SHL32m1
; `shll (%rdi)`, not C1 /4 01); a shift by two keeps the immediate.  CHECK lines are llc-14's output.
; RUN: pyllc -O2 %s -o - | FileCheck %s --check-prefix=ASM
; REQUIRES: objdump14
; RUN: pyllc -O2 -filetype=obj %s -o %t.o
; RUN: llvm-objdump-14 -d %t.o | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s --check-prefix=ASM
; RUN: llc-14 -O2 -filetype=obj %s -o %t.llc.o
; RUN: llvm-objdump-14 -d %t.llc.o | FileCheck %s

; ASM-LABEL: and_zext_mask:
; ASM:       andl $-2, %eax
; ASM-LABEL: shl_mem:
; ASM:       # %bb.0:
; ASM-NEXT:  shll (%rdi)
; ASM-NEXT:  shrq (%rsi)
; ASM-NEXT:  sarw (%rdx)
; ASM-NEXT:  shlb (%rcx)
; ASM-LABEL: shl_mem2:
; ASM:       # %bb.0:
; ASM-NEXT:  shll $2, (%rdi)

; CHECK-LABEL: <and_zext_mask>:
; CHECK-NEXT:  0: 89 f8 movl %edi, %eax
; CHECK-NEXT:  2: 83 e0 fe andl $-2, %eax
; CHECK-NEXT:  5: c3 retq
; CHECK-LABEL: <shl_mem>:
; CHECK-NEXT:  10: d1 27 shll (%rdi)
; CHECK-NEXT:  12: 48 d1 2e shrq (%rsi)
; CHECK-NEXT:  15: 66 d1 3a sarw (%rdx)
; CHECK-NEXT:  18: d0 21 shlb (%rcx)
; CHECK-NEXT:  1a: c3 retq
; CHECK-LABEL: <shl_mem2>:
; CHECK-NEXT:  20: c1 27 02 shll $2, (%rdi)

target triple = "x86_64-unknown-linux-gnu"

define i64 @and_zext_mask(i32 %x) {
  %z = zext i32 %x to i64
  %r = and i64 %z, 4294967294
  ret i64 %r
}

define void @shl_mem(i32* %p, i64* %q, i16* %s, i8* %b) {
  %v = load i32, i32* %p
  %w = shl i32 %v, 1
  store i32 %w, i32* %p
  %u = load i64, i64* %q
  %t = lshr i64 %u, 1
  store i64 %t, i64* %q
  %h = load i16, i16* %s
  %k = ashr i16 %h, 1
  store i16 %k, i16* %s
  %c = load i8, i8* %b
  %d = shl i8 %c, 1
  store i8 %d, i8* %b
  ret void
}

define void @shl_mem2(i32* %p) {
  %v = load i32, i32* %p
  %w = shl i32 %v, 2
  store i32 %w, i32* %p
  ret void
}
