; Systems without glibc's TLS guard slot (FreeBSD here) load the guard from __stack_chk_guard through
; llvm.stackguard and check it in SelectionDAG; pyllc refuses that at the function.
; RUN: not pyllc %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: stack-protector-unsupported-global.ll:[[@LINE+3]]:1: error: unsupported: stack protector without an IR stack guard (llvm.stackguard, __stack_chk_guard)
target triple = "x86_64-unknown-freebsd"
declare void @g(ptr)
define void @f() sspstrong {
  %a = alloca [16 x i8], align 16
  call void @g(ptr %a)
  ret void
}
