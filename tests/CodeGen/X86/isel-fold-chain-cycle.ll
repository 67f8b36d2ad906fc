; Folding a load into an instruction must not create a cycle through chains: here the add of the
; first load would otherwise depend, through the second load's chain, on the read-modify-write store
; whose chain depends on the first load (LLVM's findNonImmUse follows chain edges below the root).
; A TLS address is materialized by an LEA off the thread pointer load (X86 IsProfitableToFold), as
; llc-14 does (llc-14 cannot read llvm.threadlocal.address, an LLVM 16 intrinsic; the form is from its
; output for the same accesses without it).
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; CHECK-LABEL: work:
; CHECK: movq %fs:0, [[TP:%r[a-z0-9]+]]
; CHECK: addl %edi, c@TPOFF([[TP]])
; CHECK-LABEL: counter_addr:
; CHECK: movq %fs:0, %rax
; CHECK-NEXT: leaq c@TPOFF(%rax), %rax

target triple = "x86_64-unknown-linux-gnu"
@a = internal thread_local global [8 x i64] zeroinitializer, align 16
@c = internal thread_local global i32 0, align 4
declare ptr @llvm.threadlocal.address.p0(ptr)
define i64 @work(i32 %0) {
  %2 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @a)
  %3 = sext i32 %0 to i64
  %4 = load i64, ptr %2, align 16
  %5 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 1
  %6 = load i64, ptr %5, align 8
  %7 = add nsw i64 %6, %3
  %v32 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @c)
  %v33 = load i32, ptr %v32, align 4
  %v34 = add nsw i32 %v33, %0
  store i32 %v34, ptr %v32, align 4
  %v42 = load i32, ptr %v32, align 4
  %v44 = sext i32 %v42 to i64
  %v45 = add nsw i64 %4, %v44
  %v46 = add nsw i64 %7, %v45
  ret i64 %v46
}
define ptr @counter_addr() {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @c)
  ret ptr %1
}
