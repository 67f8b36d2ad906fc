; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("musttail call must precede a ret with an optional bitcast").
declare i32 @g(i32)
define i32 @f(i32 %a) {
  %r = musttail call i32 @g(i32 %a)
  %s = add i32 %r, 1
  ret i32 %s
}

; CHECK: verifier-musttail-not-before-ret.ll:5:{{[0-9]+}}: error: musttail call must precede a ret with an optional bitcast
; CHECK-NEXT: %r = musttail call i32 @g(i32 %a)
