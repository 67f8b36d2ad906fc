; A guard chosen by module flags (clang -mstack-protector-guard=global, -mstack-protector-guard-reg=,
; -mstack-protector-guard-offset=) is refused at the function, with no output file.
; RUN: rm -f %t.s
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; CHECK: stack-protector-unsupported-guard.ll:[[@LINE+3]]:1: error: unsupported: stack protector with the module flag 'stack-protector-guard'
target triple = "x86_64-unknown-linux-gnu"
declare void @g(ptr)
define void @f() sspstrong {
  %a = alloca [16 x i8], align 16
  call void @g(ptr %a)
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"stack-protector-guard", !"global"}
