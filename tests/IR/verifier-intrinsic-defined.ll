; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("llvm intrinsics cannot be defined!").
define void @llvm.trap() {
  ret void
}

; CHECK: verifier-intrinsic-defined.ll:3:{{[0-9]+}}: error: llvm intrinsics cannot be defined!
; CHECK-NEXT: define void @llvm.trap() {
