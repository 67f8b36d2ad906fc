; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Aliases cannot form a cycle").
@a = alias i32, i32* @b
@b = alias i32, i32* @a

; CHECK: verifier-alias-cycle.ll:3:{{[0-9]+}}: error: Aliases cannot form a cycle
; CHECK-NEXT: @a = alias i32, i32* @b
