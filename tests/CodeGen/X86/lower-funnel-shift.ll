; x86 funnel shifts on i8/i16 (LowerFunnelShift): i8 by a variable amount is one 32-bit shift of x:y, i16 is
; SHLD/SHRD with the amount masked to 4 bits (by an immediate when constant), i8 by a constant is expanded into
; two shifts and an or (expandFunnelShift), the same value twice is a rotate.  Odd widths are promoted
; (PromoteIntRes_FunnelShift: the low operand moved to the top, fshr's amount raised), i128 is expanded into two
; 64-bit funnel shifts after selecting the halves (ExpandIntRes_FunnelShift).  CHECK lines hold for llc-14 too;
; PYLLC lines only where llc-14 picks other instructions.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck --check-prefixes=CHECK,PYLLC %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: fshl8:
; CHECK: movl %edx, %ecx
; CHECK-NEXT: shll $8, %edi
; CHECK-NEXT: movzbl %sil, %eax
; CHECK-NEXT: orl %edi, %eax
; CHECK-NEXT: andb $7, %cl
; CHECK: shll %cl, %eax
; CHECK-NEXT: shrl $8, %eax
; CHECK: retq
define i8 @fshl8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}

; CHECK-LABEL: fshr8:
; CHECK: movl %edx, %ecx
; CHECK-NEXT: shll $8, %edi
; CHECK-NEXT: movzbl %sil, %eax
; CHECK-NEXT: orl %edi, %eax
; CHECK-NEXT: andb $7, %cl
; CHECK: shrl %cl, %eax
; CHECK-NOT: shrl
; CHECK: retq
define i8 @fshr8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshr.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}

; CHECK-LABEL: fshl8c:
; CHECK-DAG: shrb $5, %sil
; PYLLC-DAG: shlb $3, %al
; CHECK: orb %sil, %al
; CHECK: retq
define i8 @fshl8c(i8 %a, i8 %b) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 3)
  ret i8 %r
}

; CHECK-LABEL: rotl8:
; CHECK: rolb %cl, %al
define i8 @rotl8(i8 %a, i8 %c) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %a, i8 %c)
  ret i8 %r
}

; CHECK-LABEL: fshl16:
; CHECK: movl %edx, %ecx
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: andb $15, %cl
; CHECK: shldw %cl, %si, %ax
; CHECK: retq
define i16 @fshl16(i16 %a, i16 %b, i16 %c) {
  %r = call i16 @llvm.fshl.i16(i16 %a, i16 %b, i16 %c)
  ret i16 %r
}

; CHECK-LABEL: fshr16:
; CHECK: movl %edx, %ecx
; CHECK-NEXT: movl %esi, %eax
; CHECK-NEXT: andb $15, %cl
; CHECK: shrdw %cl, %di, %ax
; CHECK: retq
define i16 @fshr16(i16 %a, i16 %b, i16 %c) {
  %r = call i16 @llvm.fshr.i16(i16 %a, i16 %b, i16 %c)
  ret i16 %r
}

; CHECK-LABEL: fshl16c:
; CHECK: movl %edi, %eax
; CHECK-NEXT: shldw $3, %si, %ax
define i16 @fshl16c(i16 %a, i16 %b) {
  %r = call i16 @llvm.fshl.i16(i16 %a, i16 %b, i16 19)
  ret i16 %r
}

; CHECK-LABEL: fshr16c:
; CHECK: movl %esi, %eax
; CHECK-NEXT: shrdw $5, %di, %ax
define i16 @fshr16c(i16 %a, i16 %b) {
  %r = call i16 @llvm.fshr.i16(i16 %a, i16 %b, i16 5)
  ret i16 %r
}

; i13 in i16: the amount modulo 13, masked to 4 bits, the low operand shifted up by 3.
; CHECK-LABEL: fshl13:
; CHECK: andb $15, %cl
; CHECK-NEXT: shll $3, %esi
; CHECK: shldw %cl, %si, %ax
define i13 @fshl13(i13 %a, i13 %b, i13 %c) {
  %r = call i13 @llvm.fshl.i13(i13 %a, i13 %b, i13 %c)
  ret i13 %r
}

; i33 in i64: fshr by (amount modulo 33) + 31 of a:(b << 31).
; CHECK-LABEL: fshr33:
; CHECK: shlq $31, %rsi
; CHECK: shrdq %cl, %rdi, %rsi
; CHECK-NEXT: movq %rsi, %rax
define i33 @fshr33(i33 %a, i33 %b, i33 %c) {
  %r = call i33 @llvm.fshr.i33(i33 %a, i33 %b, i33 %c)
  ret i33 %r
}

; CHECK-LABEL: fshl128:
; CHECK: testb $64, %r8b
; CHECK-NEXT: cmovneq %rdi, %rsi
; CHECK-NEXT: cmoveq %rcx, %rdx
; CHECK-NEXT: cmovneq %rcx, %rdi
; CHECK: shldq %cl, %rdx, %rax
; CHECK: shldq %cl, %rdi, %rsi
define i128 @fshl128(i128 %a, i128 %b, i128 %c) {
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %c)
  ret i128 %r
}

; i7 bit reversal: the i8 reversal shifted right by one.
; CHECK-LABEL: bitrev7:
; CHECK: andb $85, %cl
; CHECK: orb %cl, %al
; CHECK-NEXT: shrb %al
; CHECK: retq
define i7 @bitrev7(i7 %a) {
  %r = call i7 @llvm.bitreverse.i7(i7 %a)
  ret i7 %r
}

declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.fshr.i16(i16, i16, i16)
declare i13 @llvm.fshl.i13(i13, i13, i13)
declare i33 @llvm.fshr.i33(i33, i33, i33)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i7 @llvm.bitreverse.i7(i7)
