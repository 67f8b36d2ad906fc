; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Intrinsic has incorrect return type!").
declare i64 @llvm.fabs.f64(double)
define i64 @f(double %x) {
  %r = call i64 @llvm.fabs.f64(double %x)
  ret i64 %r
}

; CHECK: verifier-intrinsic-bad-ret.ll:5:{{[0-9]+}}: error: Intrinsic has incorrect return type!
; CHECK-NEXT: %r = call i64 @llvm.fabs.f64(double %x)
