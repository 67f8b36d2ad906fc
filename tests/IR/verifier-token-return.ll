; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Function returns a token but isn't an intrinsic").
declare token @f()

; CHECK: verifier-token-return.ll:3:{{[0-9]+}}: error: Function returns a token but isn't an intrinsic
; CHECK-NEXT: declare token @f()
