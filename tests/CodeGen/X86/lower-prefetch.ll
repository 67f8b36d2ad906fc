; llvm.prefetch: ISD::PREFETCH (chain, address, rw, locality, cache type) selects prefetcht0/t1/t2/nta (SSE) by
; locality 3/2/1/0; a write prefetch is prefetchw where the subtarget has PRFCHW or 3DNow!; the address folds.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefixes=CHECK,NOW
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -mattr=+prfchw %s -o - | FileCheck %s --check-prefixes=CHECK,PRFCHW
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -mcpu=k8 %s -o - | FileCheck %s --check-prefixes=CHECK,PRFCHW
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -stop-after=finalize-isel -o - | FileCheck %s --check-prefix=MIR
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefixes=CHECK,NOW
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -mattr=+prfchw %s -o - | FileCheck %s --check-prefixes=CHECK,PRFCHW
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -mcpu=k8 %s -o - | FileCheck %s --check-prefixes=CHECK,PRFCHW
; RUN: llc-14 -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -stop-after=finalize-isel -o - | FileCheck %s --check-prefix=MIR
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.prefetch.p0i8(i8*, i32, i32, i32)
; CHECK-LABEL: prefetch:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: prefetcht0 (%rdi)
; CHECK-NEXT: prefetchnta (%rdi)
; CHECK-NEXT: prefetcht2 (%rdi)
; CHECK-NEXT: prefetcht1 (%rdi)
; NOW-NEXT: prefetcht0 (%rdi)
; NOW-NEXT: prefetchnta (%rdi)
; NOW-NEXT: prefetcht2 (%rdi)
; NOW-NEXT: prefetcht1 (%rdi)
; PRFCHW-NEXT: prefetchw (%rdi)
; PRFCHW-NEXT: prefetchw (%rdi)
; PRFCHW-NEXT: prefetchw (%rdi)
; PRFCHW-NEXT: prefetchw (%rdi)
; CHECK-NEXT: retq
; MIR-LABEL: name: prefetch
; MIR: PREFETCHT0 %[[P:[0-9]+]], 1, $noreg, 0, $noreg :: (load (s8) from %ir.p)
; MIR-NEXT: PREFETCHNTA %[[P]], 1, $noreg, 0, $noreg :: (load (s8) from %ir.p)
; MIR-NEXT: PREFETCHT2 %[[P]], 1, $noreg, 0, $noreg :: (load (s8) from %ir.p)
; MIR-NEXT: PREFETCHT1 %[[P]], 1, $noreg, 0, $noreg :: (load (s8) from %ir.p)
; MIR-NEXT: PREFETCHT0 %[[P]], 1, $noreg, 0, $noreg :: (store (s8) into %ir.p)
define void @prefetch(i8* %p) nounwind {
  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 3, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 0, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 1, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 2, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 3, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 0, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 1, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 2, i32 1)
  ret void
}
; CHECK-LABEL: offset:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: prefetcht0 64(%rdi)
; CHECK-NEXT: retq
define void @offset(i8* %p) nounwind {
  %q = getelementptr i8, i8* %p, i64 64
  call void @llvm.prefetch.p0i8(i8* %q, i32 0, i32 3, i32 1)
  ret void
}
