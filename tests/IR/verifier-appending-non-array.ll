; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Only global arrays can have appending linkage!").
@g = appending global i32 0

; CHECK: verifier-appending-non-array.ll:3:{{[0-9]+}}: error: Only global arrays can have appending linkage!
; CHECK-NEXT: @g = appending global i32 0
