; atomic-expand's integer casts (LLVM 14 convertAtomicLoadToIntegerType, convertAtomicStoreToIntegerType,
; convertAtomicXchgToIntegerType): an FP atomic load, store or xchg becomes the same atomic on the integer of
; its width through bitcasts.  IR lines are llc-14's -print-after=atomic-expand output (without its "; preds"
; comments and the "align" llc-14 adds to the atomicrmw line).  The xchg's code is llc-14's; the load and store
; are correct but move through a general register where llc-14 folds the bitcast into MOVSD (not checked).
; RUN: pyllc -O2 -print-after=atomic-expand %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
; RUN: pyllc -O2 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -print-after=atomic-expand %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
; RUN: llc-14 -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"
define float @xf(float* %f, float %v) {
  %a = atomicrmw xchg float* %f, float %v seq_cst
  ret float %a
}
define double @ld(double* %p) {
  %a = load atomic double, double* %p acquire, align 8
  ret double %a
}
define void @st(double* %p, double %v) {
  store atomic double %v, double* %p release, align 8
  store atomic double %v, double* %p seq_cst, align 8
  ret void
}

; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define float @xf(float* %f, float %v) {
; IR-NEXT:   %1 = bitcast float* %f to i32*
; IR-NEXT:   %2 = bitcast float %v to i32
; IR-NEXT:   %3 = atomicrmw xchg i32* %1, i32 %2 seq_cst
; IR-NEXT:   %4 = bitcast i32 %3 to float
; IR-NEXT:   ret float %4
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define double @ld(double* %p) {
; IR-NEXT:   %1 = bitcast double* %p to i64*
; IR-NEXT:   %2 = load atomic i64, i64* %1 acquire, align 8
; IR-NEXT:   %3 = bitcast i64 %2 to double
; IR-NEXT:   ret double %3
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define void @st(double* %p, double %v) {
; IR-NEXT:   %1 = bitcast double %v to i64
; IR-NEXT:   %2 = bitcast double* %p to i64*
; IR-NEXT:   store atomic i64 %1, i64* %2 release, align 8
; IR-NEXT:   %3 = bitcast double %v to i64
; IR-NEXT:   %4 = bitcast double* %p to i64*
; IR-NEXT:   store atomic i64 %3, i64* %4 seq_cst, align 8
; IR-NEXT:   ret void
; IR-NEXT: }

; CHECK-LABEL: xf:
; CHECK: movd %xmm0, %eax
; CHECK-NEXT: xchgl %eax, (%rdi)
; CHECK-NEXT: movd %eax, %xmm0
; CHECK-NEXT: retq
