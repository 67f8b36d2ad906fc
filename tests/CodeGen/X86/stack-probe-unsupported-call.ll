; "probe-stack" naming a probe function (Windows' __chkstk style: a call that probes the frame) is refused
; at the function; frames smaller than the probe size need no probe and compile.
; RUN: not pyllc %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: stack-probe-unsupported-call.ll:[[@LINE+8]]:1: error: unsupported: stack probing by a call of "__chkstk" ("probe-stack")
target triple = "x86_64-unknown-linux-gnu"
declare void @g(ptr)
define void @small() "probe-stack"="__chkstk" {
  %a = alloca [100 x i8], align 16
  call void @g(ptr %a)
  ret void
}
define void @chk() "probe-stack"="__chkstk" {
  %a = alloca [100000 x i8], align 16
  call void @g(ptr %a)
  ret void
}
