; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Function takes metadata but isn't an intrinsic").
declare void @f(metadata)

; CHECK: verifier-metadata-param.ll:3:{{[0-9]+}}: error: Function takes metadata but isn't an intrinsic
; CHECK-NEXT: declare void @f(metadata)
