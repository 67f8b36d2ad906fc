; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("wrong initalizer for intrinsic global variable").
@llvm.used = appending global [1 x i8*] [i8* null], section "llvm.metadata"

; CHECK: verifier-llvm-used-zero.ll:3:{{[0-9]+}}: error: wrong initalizer for intrinsic global variable
; CHECK-NEXT: @llvm.used = appending global [1 x i8*] [i8* null], section "llvm.metadata"
