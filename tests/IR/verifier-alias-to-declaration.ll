; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Alias must point to a definition").
@ext = external global i32
@a = alias i32, i32* @ext

; CHECK: verifier-alias-to-declaration.ll:4:{{[0-9]+}}: error: Alias must point to a definition
; CHECK-NEXT: @a = alias i32, i32* @ext
