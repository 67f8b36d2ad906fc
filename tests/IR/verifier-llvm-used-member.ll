; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("invalid llvm.used member").
@llvm.used = appending global [1 x i8*] [i8* inttoptr (i64 1 to i8*)], section "llvm.metadata"

; CHECK: verifier-llvm-used-member.ll:3:{{[0-9]+}}: error: invalid llvm.used member
; CHECK-NEXT: @llvm.used = appending global [1 x i8*] [i8* inttoptr (i64 1 to i8*)], section "llvm.metadata"
