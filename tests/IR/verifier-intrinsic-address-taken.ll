; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Invalid user of intrinsic instruction!").
declare void @llvm.trap()
define void @f(void ()** %p) {
  store void ()* @llvm.trap, void ()** %p
  ret void
}

; CHECK: verifier-intrinsic-address-taken.ll:5:{{[0-9]+}}: error: Invalid user of intrinsic instruction!
; CHECK-NEXT: store void ()* @llvm.trap, void ()** %p
