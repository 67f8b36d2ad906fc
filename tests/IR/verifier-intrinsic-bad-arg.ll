; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Intrinsic has incorrect argument type!").
declare i32 @llvm.ctpop.i32(i64)
define i32 @f(i64 %x) {
  %r = call i32 @llvm.ctpop.i32(i64 %x)
  ret i32 %r
}

; CHECK: verifier-intrinsic-bad-arg.ll:5:{{[0-9]+}}: error: Intrinsic has incorrect argument type!
; CHECK-NEXT: %r = call i32 @llvm.ctpop.i32(i64 %x)
