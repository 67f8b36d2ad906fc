; An instruction-cache prefetch (cache type 0) has no x86 instruction: llc-14 fails with "Cannot select: ...
; Prefetch", pyllc reports it as unsupported.
; RUN: not pyllc -O2 -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: unsupported: cannot select: Prefetch
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.prefetch.p0i8(i8*, i32, i32, i32)
define void @icache(i8* %p) nounwind {
  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 3, i32 0)
  ret void
}
