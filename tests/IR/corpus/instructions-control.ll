; Terminators and control-flow instructions: br, switch (empty, dense, sparse, i64 and i128 conditions),
; indirectbr with blockaddress, unreachable, freeze, va_arg with va_start/va_copy/va_end, and callbr (asm goto).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

define i32 @switches(i32 %x, i64 %y, i128 %z) {
entry:
  switch i32 %x, label %default [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %a
    i32 -7, label %c
    i32 100000, label %b
  ]
a:
  switch i64 %y, label %default [ i64 9223372036854775807, label %c ]
b:
  switch i128 %z, label %c [
    i128 18446744073709551616, label %default
  ]
c:
  switch i8 0, label %default []
default:
  %r = phi i32 [ 0, %entry ], [ 1, %a ], [ 2, %b ], [ 3, %c ]
  ret i32 %r
}

@targets = internal constant [2 x i8*] [i8* blockaddress(@indirect, %one), i8* blockaddress(@indirect, %two)]

define i32 @indirect(i32 %i) {
entry:
  %slot = getelementptr inbounds [2 x i8*], [2 x i8*]* @targets, i32 0, i32 %i
  %dest = load i8*, i8** %slot
  indirectbr i8* %dest, [label %one, label %two]
one:
  ret i32 1
two:
  indirectbr i8* blockaddress(@indirect, %one), [label %one]
}

define i32 @unreachable_and_freeze(i32 %x, i1 %c) {
entry:
  %f = freeze i32 %x
  %fu = freeze i32 undef
  %fp = freeze i8* null
  %fv = freeze <2 x float> <float 1.0, float poison>
  %fs = freeze { i32, double } { i32 1, double poison }
  br i1 %c, label %ok, label %dead
ok:
  %r = add i32 %f, %fu
  ret i32 %r
dead:
  unreachable
}

define i64 @sum(i32 %n, ...) {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %ap2 = alloca [1 x %struct.__va_list_tag], align 16
  %apd = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %ap8 = bitcast %struct.__va_list_tag* %apd to i8*
  %ap28 = bitcast [1 x %struct.__va_list_tag]* %ap2 to i8*
  call void @llvm.va_start(i8* %ap8)
  call void @llvm.va_copy(i8* %ap28, i8* %ap8)
  %first = va_arg %struct.__va_list_tag* %apd, i64
  %dbl = va_arg i8* %ap28, double
  %di = fptosi double %dbl to i64
  call void @llvm.va_end(i8* %ap28)
  call void @llvm.va_end(i8* %ap8)
  %r = add i64 %first, %di
  ret i64 %r
}

declare void @llvm.va_start(i8*)
declare void @llvm.va_copy(i8*, i8*)
declare void @llvm.va_end(i8*)

define i32 @asm_goto(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@asm_goto, %nonzero))
          to label %fallthrough [label %nonzero]
fallthrough:
  ret i32 0
nonzero:
  ret i32 1
}

define i32 @asm_goto_output(i32 %x) {
entry:
  %out = callbr i32 asm "movl $1, $0; jmp ${2:l}", "=r,r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@asm_goto_output, %indirect))
          to label %direct [label %indirect]
direct:
  ret i32 %out
indirect:
  ret i32 -1
}

define void @empty_loop_with_br(i1 %c) {
entry:
  br label %head
head:
  br i1 %c, label %head, label %exit, !prof !0
exit:
  ret void
}

!0 = !{!"branch_weights", i32 99, i32 1}
