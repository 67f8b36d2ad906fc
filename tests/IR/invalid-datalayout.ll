; A malformed datalayout string is a located error, as llvm-as-16 reports it (llvm-as-14 and llc-14 abort
; with the same message and a crash report); code generation never sees it.  Found by input fuzzing.
; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; RUN: rm -f %t.s
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; REQUIRES: llvm16
; RUN: not llvm-as-16 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-datalayout.ll:[[@LINE+2]]:21: error: Invalid ABI alignment, must be a power of 2
; CHECK-NOT: Traceback
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:928-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f() {
  ret i32 0
}
