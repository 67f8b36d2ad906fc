; The atomic-expand pass (LLVM's AtomicExpandPass, expandAtomicRMWToCmpXchg): atomicrmw operations x86 has no
; instruction for become a load and a CMPXCHG loop in IR before instruction selection -- nand, min/max/umin/umax,
; fadd/fsub (the exchange on the integer bits) at every width, and/or/xor only when the old value is used
; (X86TargetLowering::shouldExpandAtomicRMWInIR); add, sub, xchg and an unused and/or/xor stay.  IR lines are
; llc-14's -print-after=atomic-expand output (without its "; preds" comments, and without the "align" that
; llc-14 prints on the atomicrmw lines pyllc leaves as written).
; RUN: pyllc -O2 -print-after=atomic-expand %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
; RUN: pyllc -O0 -print-after=atomic-expand %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
; REQUIRES: llc14
; RUN: llc-14 -O2 -print-after=atomic-expand %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR

target triple = "x86_64-unknown-linux-gnu"

define i32 @and_i32(i32* %p, i32 %v) {
entry:
  %r = atomicrmw and i32* %p, i32 %v seq_cst
  %x = add i32 %r, 1
  ret i32 %x
}
define i16 @nand_i16(i16* %p, i16 %v) {
  %r = atomicrmw nand i16* %p, i16 %v acquire
  ret i16 %r
}
define i64 @max_i64(i64* %p, i64 %v) {
  %r = atomicrmw max i64* %p, i64 %v release
  ret i64 %r
}
define i8 @umin_i8(i8* %p, i8 %v) {
  %r = atomicrmw umin i8* %p, i8 %v acq_rel
  ret i8 %r
}
define float @fadd_f32(float* %p, float %v) {
  %r = atomicrmw fadd float* %p, float %v seq_cst
  ret float %r
}
define double @fsub_f64(double* %p, double %v) {
  %r = atomicrmw fsub double* %p, double %v monotonic
  ret double %r
}
define i32 @two(i32* %p, i32 %v) {
entry:
  %a = atomicrmw min i32* %p, i32 %v seq_cst
  %b = atomicrmw umax i32* %p, i32 %a seq_cst
  ret i32 %b
}
define void @kept(i32* %p, i32 %v) {
  %a = atomicrmw add i32* %p, i32 %v seq_cst
  %b = atomicrmw xchg i32* %p, i32 %v seq_cst
  %c = atomicrmw and i32* %p, i32 %v seq_cst
  ret void
}

; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define i32 @and_i32(i32* %p, i32 %v) {
; IR-NEXT: entry:
; IR-NEXT:   %0 = load i32, i32* %p, align 4
; IR-NEXT:   br label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.start:
; IR-NEXT:   %loaded = phi i32 [ %0, %entry ], [ %newloaded, %atomicrmw.start ]
; IR-NEXT:   %new = and i32 %loaded, %v
; IR-NEXT:   %1 = cmpxchg i32* %p, i32 %loaded, i32 %new seq_cst seq_cst, align 4
; IR-NEXT:   %success = extractvalue { i32, i1 } %1, 1
; IR-NEXT:   %newloaded = extractvalue { i32, i1 } %1, 0
; IR-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.end:
; IR-NEXT:   %x = add i32 %newloaded, 1
; IR-NEXT:   ret i32 %x
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define i16 @nand_i16(i16* %p, i16 %v) {
; IR-NEXT:   %1 = load i16, i16* %p, align 2
; IR-NEXT:   br label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.start:
; IR-NEXT:   %loaded = phi i16 [ %1, %0 ], [ %newloaded, %atomicrmw.start ]
; IR-NEXT:   %2 = and i16 %loaded, %v
; IR-NEXT:   %new = xor i16 %2, -1
; IR-NEXT:   %3 = cmpxchg i16* %p, i16 %loaded, i16 %new acquire acquire, align 2
; IR-NEXT:   %success = extractvalue { i16, i1 } %3, 1
; IR-NEXT:   %newloaded = extractvalue { i16, i1 } %3, 0
; IR-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.end:
; IR-NEXT:   ret i16 %newloaded
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define i64 @max_i64(i64* %p, i64 %v) {
; IR-NEXT:   %1 = load i64, i64* %p, align 8
; IR-NEXT:   br label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.start:
; IR-NEXT:   %loaded = phi i64 [ %1, %0 ], [ %newloaded, %atomicrmw.start ]
; IR-NEXT:   %2 = icmp sgt i64 %loaded, %v
; IR-NEXT:   %new = select i1 %2, i64 %loaded, i64 %v
; IR-NEXT:   %3 = cmpxchg i64* %p, i64 %loaded, i64 %new release monotonic, align 8
; IR-NEXT:   %success = extractvalue { i64, i1 } %3, 1
; IR-NEXT:   %newloaded = extractvalue { i64, i1 } %3, 0
; IR-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.end:
; IR-NEXT:   ret i64 %newloaded
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define i8 @umin_i8(i8* %p, i8 %v) {
; IR-NEXT:   %1 = load i8, i8* %p, align 1
; IR-NEXT:   br label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.start:
; IR-NEXT:   %loaded = phi i8 [ %1, %0 ], [ %newloaded, %atomicrmw.start ]
; IR-NEXT:   %2 = icmp ule i8 %loaded, %v
; IR-NEXT:   %new = select i1 %2, i8 %loaded, i8 %v
; IR-NEXT:   %3 = cmpxchg i8* %p, i8 %loaded, i8 %new acq_rel acquire, align 1
; IR-NEXT:   %success = extractvalue { i8, i1 } %3, 1
; IR-NEXT:   %newloaded = extractvalue { i8, i1 } %3, 0
; IR-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.end:
; IR-NEXT:   ret i8 %newloaded
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define float @fadd_f32(float* %p, float %v) {
; IR-NEXT:   %1 = load float, float* %p, align 4
; IR-NEXT:   br label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.start:
; IR-NEXT:   %loaded = phi float [ %1, %0 ], [ %6, %atomicrmw.start ]
; IR-NEXT:   %new = fadd float %loaded, %v
; IR-NEXT:   %2 = bitcast float* %p to i32*
; IR-NEXT:   %3 = bitcast float %new to i32
; IR-NEXT:   %4 = bitcast float %loaded to i32
; IR-NEXT:   %5 = cmpxchg i32* %2, i32 %4, i32 %3 seq_cst seq_cst, align 4
; IR-NEXT:   %success = extractvalue { i32, i1 } %5, 1
; IR-NEXT:   %newloaded = extractvalue { i32, i1 } %5, 0
; IR-NEXT:   %6 = bitcast i32 %newloaded to float
; IR-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.end:
; IR-NEXT:   ret float %6
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define double @fsub_f64(double* %p, double %v) {
; IR-NEXT:   %1 = load double, double* %p, align 8
; IR-NEXT:   br label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.start:
; IR-NEXT:   %loaded = phi double [ %1, %0 ], [ %6, %atomicrmw.start ]
; IR-NEXT:   %new = fsub double %loaded, %v
; IR-NEXT:   %2 = bitcast double* %p to i64*
; IR-NEXT:   %3 = bitcast double %new to i64
; IR-NEXT:   %4 = bitcast double %loaded to i64
; IR-NEXT:   %5 = cmpxchg i64* %2, i64 %4, i64 %3 monotonic monotonic, align 8
; IR-NEXT:   %success = extractvalue { i64, i1 } %5, 1
; IR-NEXT:   %newloaded = extractvalue { i64, i1 } %5, 0
; IR-NEXT:   %6 = bitcast i64 %newloaded to double
; IR-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.end:
; IR-NEXT:   ret double %6
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define i32 @two(i32* %p, i32 %v) {
; IR-NEXT: entry:
; IR-NEXT:   %0 = load i32, i32* %p, align 4
; IR-NEXT:   br label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.start:
; IR-NEXT:   %loaded = phi i32 [ %0, %entry ], [ %newloaded, %atomicrmw.start ]
; IR-NEXT:   %1 = icmp sle i32 %loaded, %v
; IR-NEXT:   %new = select i1 %1, i32 %loaded, i32 %v
; IR-NEXT:   %2 = cmpxchg i32* %p, i32 %loaded, i32 %new seq_cst seq_cst, align 4
; IR-NEXT:   %success = extractvalue { i32, i1 } %2, 1
; IR-NEXT:   %newloaded = extractvalue { i32, i1 } %2, 0
; IR-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; IR-EMPTY:
; IR-NEXT: atomicrmw.end:
; IR-NEXT:   %3 = load i32, i32* %p, align 4
; IR-NEXT:   br label %atomicrmw.start2
; IR-EMPTY:
; IR-NEXT: atomicrmw.start2:
; IR-NEXT:   %loaded3 = phi i32 [ %3, %atomicrmw.end ], [ %newloaded6, %atomicrmw.start2 ]
; IR-NEXT:   %4 = icmp ugt i32 %loaded3, %newloaded
; IR-NEXT:   %new4 = select i1 %4, i32 %loaded3, i32 %newloaded
; IR-NEXT:   %5 = cmpxchg i32* %p, i32 %loaded3, i32 %new4 seq_cst seq_cst, align 4
; IR-NEXT:   %success5 = extractvalue { i32, i1 } %5, 1
; IR-NEXT:   %newloaded6 = extractvalue { i32, i1 } %5, 0
; IR-NEXT:   br i1 %success5, label %atomicrmw.end1, label %atomicrmw.start2
; IR-EMPTY:
; IR-NEXT: atomicrmw.end1:
; IR-NEXT:   ret i32 %newloaded6
; IR-NEXT: }
; IR-LABEL: *** IR Dump After Expand Atomic instructions (atomic-expand) ***
; IR-NEXT: define void @kept(i32* %p, i32 %v) {
; IR-NEXT:   %a = atomicrmw add i32* %p, i32 %v seq_cst
; IR-NEXT:   %b = atomicrmw xchg i32* %p, i32 %v seq_cst
; IR-NEXT:   %c = atomicrmw and i32* %p, i32 %v seq_cst
; IR-NEXT:   ret void
; IR-NEXT: }
