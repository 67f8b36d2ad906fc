; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("cannot guarantee tail call due to mismatched return types").
declare i64 @g(i32)
define i32 @f(i32 %a) {
  %r = musttail call i64 @g(i32 %a)
  %t = trunc i64 %r to i32
  ret i32 %t
}

; CHECK: verifier-musttail-return-type.ll:5:{{[0-9]+}}: error: cannot guarantee tail call due to mismatched return types
; CHECK-NEXT: %r = musttail call i64 @g(i32 %a)
