; Two-address commuting of a double shift by a constant: A = SHLDrri8 B, C, I is A = SHRDrri8 C, B, n - I
; (X86InstrInfo::commuteInstructionImpl).  The same CHECK lines hold for llc-14.
; REQUIRES: llc14
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc-14 -O2 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)

; No commute needed: the tied source is already the first argument.
; CHECK-LABEL: shl_a_b:
; CHECK:       movl %edi, %eax
; CHECK-NEXT:  shldl $3, %esi, %eax
; CHECK-NEXT:  retq
define i32 @shl_a_b(i32 %a, i32 %b) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 3)
  ret i32 %r
}

; The tied source is the second argument: commuted into a right double shift by 32 - 7.
; CHECK-LABEL: shl_b_a:
; CHECK:       movl %edi, %eax
; CHECK-NEXT:  shrdl $25, %esi, %eax
; CHECK-NEXT:  retq
define i32 @shl_b_a(i32 %a, i32 %b) {
  %r = call i32 @llvm.fshl.i32(i32 %b, i32 %a, i32 7)
  ret i32 %r
}

; CHECK-LABEL: shr64:
; CHECK:       movq %rdi, %rax
; CHECK-NEXT:  shldq $59, %rsi, %rax
; CHECK-NEXT:  retq
define i64 @shr64(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 5)
  ret i64 %r
}
