; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("atomic store operand must have integer, pointer, or floating point type!").
define void @f({ i32 }* %p, { i32 } %v) {
  store atomic { i32 } %v, { i32 }* %p seq_cst, align 4
  ret void
}

; CHECK: verifier-atomic-store-type.ll:4:{{[0-9]+}}: error: atomic store operand must have integer, pointer, or floating point type!
; CHECK-NEXT: store atomic { i32 } %v, { i32 }* %p seq_cst, align 4
