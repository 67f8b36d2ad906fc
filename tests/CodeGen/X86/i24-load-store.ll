; Loads and truncating stores of a non-power-of-2 width are split into a power-of-2 low part and the rest
; (LegalizeDAG: TRUNCSTORE:i24 X -> TRUNCSTORE:i16 X, TRUNCSTORE@+2:i8 (srl X, 16); EXTLOAD:i24 ->
; ZEXTLOAD:i16 | (shl EXTLOAD@+2:i8, 16)).
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s
; RUN: llc-14 -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: st:
; CHECK: movw %di, (%rsi)
; CHECK-NEXT: shrl $16, %edi
; CHECK-NEXT: movb %dil, 2(%rsi)
; CHECK-NEXT: retq
; O0-LABEL: st:
; O0: movw %di, %ax
; O0-NEXT: movw %ax, (%rsi)
; O0-NEXT: shrl $16, %edi
; O0-NEXT: movb %dil, %al
; O0-NEXT: movb %al, 2(%rsi)
define void @st(i32 %v, i24* %p) {
  %t = trunc i32 %v to i24
  store i24 %t, i24* %p, align 4
  ret void
}

; CHECK-LABEL: ld:
; CHECK: movzwl (%rdi), %ecx
; CHECK-NEXT: movsbl 2(%rdi), %eax
; CHECK-NEXT: shll $16, %eax
; CHECK-NEXT: orl %ecx, %eax
; O0-LABEL: ld:
; O0: movzwl (%rdi), %eax
; O0-NEXT: movsbl 2(%rdi), %ecx
; O0-NEXT: shll $16, %ecx
; O0-NEXT: orl %ecx, %eax
define i32 @ld(i24* %p) {
  %v = load i24, i24* %p, align 4
  %z = sext i24 %v to i32
  ret i32 %z
}
