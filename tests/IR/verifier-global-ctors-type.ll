; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("wrong type for intrinsic global variable").
@llvm.global_ctors = appending global [1 x i32] [i32 0]

; CHECK: verifier-global-ctors-type.ll:3:{{[0-9]+}}: error: wrong type for intrinsic global variable
; CHECK-NEXT: @llvm.global_ctors = appending global [1 x i32] [i32 0]
