; Frames of more than eight probe sizes take LLVM's probing loop, which pyllc does not implement: an
; explicit error at the function, and no output file.
; RUN: rm -f %t.s
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; CHECK: stack-probe-unsupported-loop.ll:[[@LINE+2]]:1: error: unsupported: inline stack probing of a 100008-byte frame (more than 8 probes: the probing loop)
target triple = "x86_64-unknown-linux-gnu"
define void @huge() "probe-stack"="inline-asm" {
  %a = alloca [100000 x i8], align 16
  call void @g(ptr %a)
  ret void
}
declare void @g(ptr)
