; pyllc's MIR after each machine pass passes LLVM 14's machine verifier (llc-14 -x mir -run-pass=none
; -verify-machineinstrs reads it back): register classes of operands (e.g. GR64_NOSP for an index register),
; liveness flags, block successors and frame objects must be consistent for LLVM as well.
; REQUIRES: llc14
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=finalize-isel %s -o %t.isel.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.isel.mir -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=phi-node-elimination %s -o %t.phi.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.phi.mir -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=twoaddressinstruction %s -o %t.ta.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.ta.mir -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=simple-register-coalescing %s -o %t.rc.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.rc.mir -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=virtregrewriter %s -o %t.vrr.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.vrr.mir -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -regalloc=basic -stop-after=virtregrewriter %s -o %t.basic.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.basic.mir -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=prologepilog %s -o %t.pei.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.pei.mir -o /dev/null
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=block-placement %s -o %t.bp.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.bp.mir -o /dev/null
; RUN: pyllc -O0 -verify-machineinstrs -stop-after=regallocfast %s -o %t.fast.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.fast.mir -o /dev/null
; RUN: pyllc -O0 -verify-machineinstrs -stop-after=prologepilog %s -o %t.o0pei.mir
; RUN: llc-14 -x mir -run-pass=none -verify-machineinstrs %t.o0pei.mir -o /dev/null
target triple = "x86_64-unknown-linux-gnu"
declare void @f0()
declare void @f3()
declare void @f4()
declare void @f1()
declare void @f2()
define i32 @diamond(i32 %a) nounwind {
entry:
  %c = icmp sgt i32 %a, 10
  br i1 %c, label %then, label %else
then:
  call void @f1()
  br label %join
else:
  call void @f2()
  br label %join
join:
  %r = phi i32 [ 1, %then ], [ 2, %else ]
  ret i32 %r
}
define void @tails(i32 %a) nounwind {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %x, label %y
x:
  call void @f1()
  call void @f2()
  ret void
y:
  call void @f1()
  call void @f2()
  ret void
}
define void @while_loop(i32 %n) nounwind {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  call void @f1()
  %i1 = add i32 %i, 1
  br label %header
exit:
  ret void
}
define i32 @sum_loop(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %exit, label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, -1
  %d = icmp eq i32 %i1, 0
  br i1 %d, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}
define void @jt2(i32 %x) nounwind {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 1, label %b
                              i32 2, label %c
                              i32 3, label %d
                              i32 4, label %e ]
a:
  call void @f0()
  br label %def
b:
  call void @f1()
  br label %def
c:
  call void @f2()
  br label %def
d:
  call void @f3()
  br label %def
e:
  call void @f4()
  br label %def
def:
  ret void
}
define i32 @tree2(i32 %x) nounwind {
entry:
  switch i32 %x, label %def [ i32 10, label %a
                              i32 200, label %b
                              i32 3000, label %c
                              i32 40000, label %d ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
d:
  ret i32 4
def:
  ret i32 0
}
define void @pe_leaf() nounwind {
  %a = alloca [16 x i32], align 16
  %p = bitcast [16 x i32]* %a to i8*
  store volatile i8 1, i8* %p
  ret void
}
define void @pe_big() nounwind {
  %a = alloca [64 x i32], align 16
  %p = bitcast [64 x i32]* %a to i8*
  store volatile i8 1, i8* %p
  ret void
}
define void @fp_all() "frame-pointer"="all" {
  %a = alloca i32, align 4
  %p = bitcast i32* %a to i8*
  call void @use(i8* %p)
  ret void
}
define void @fp_none() "frame-pointer"="none" {
  %a = alloca i32, align 4
  %p = bitcast i32* %a to i8*
  call void @use(i8* %p)
  ret void
}
define void @dyn(i64 %n) {
  %a = alloca i8, i64 %n, align 16
  call void @use(i8* %a)
  ret void
}
define void @overaligned() {
  %a = alloca i32, align 64
  %p = bitcast i32* %a to i8*
  call void @use(i8* %p)
  ret void
}
define i32 @csr(i32 %a, i32 %b) {
  %x = call i32 @g(i32 %a)
  %y = call i32 @g(i32 %b)
  %s = add i32 %x, %y
  %t = add i32 %s, %a
  ret i32 %t
}
declare void @use(i8*)
declare i32 @g(i32)
define void @pressure(i32* %p, i32* %q) nounwind {
  %p0 = getelementptr i32, i32* %p, i64 0
  %a0 = load volatile i32, i32* %p0
  %p1 = getelementptr i32, i32* %p, i64 1
  %a1 = load volatile i32, i32* %p1
  %p2 = getelementptr i32, i32* %p, i64 2
  %a2 = load volatile i32, i32* %p2
  %p3 = getelementptr i32, i32* %p, i64 3
  %a3 = load volatile i32, i32* %p3
  %p4 = getelementptr i32, i32* %p, i64 4
  %a4 = load volatile i32, i32* %p4
  %p5 = getelementptr i32, i32* %p, i64 5
  %a5 = load volatile i32, i32* %p5
  %p6 = getelementptr i32, i32* %p, i64 6
  %a6 = load volatile i32, i32* %p6
  %p7 = getelementptr i32, i32* %p, i64 7
  %a7 = load volatile i32, i32* %p7
  %p8 = getelementptr i32, i32* %p, i64 8
  %a8 = load volatile i32, i32* %p8
  call void @h()
  %q0 = getelementptr i32, i32* %q, i64 0
  store volatile i32 %a0, i32* %q0
  %q1 = getelementptr i32, i32* %q, i64 1
  store volatile i32 %a1, i32* %q1
  %q2 = getelementptr i32, i32* %q, i64 2
  store volatile i32 %a2, i32* %q2
  %q3 = getelementptr i32, i32* %q, i64 3
  store volatile i32 %a3, i32* %q3
  %q4 = getelementptr i32, i32* %q, i64 4
  store volatile i32 %a4, i32* %q4
  %q5 = getelementptr i32, i32* %q, i64 5
  store volatile i32 %a5, i32* %q5
  %q6 = getelementptr i32, i32* %q, i64 6
  store volatile i32 %a6, i32* %q6
  %q7 = getelementptr i32, i32* %q, i64 7
  store volatile i32 %a7, i32* %q7
  %q8 = getelementptr i32, i32* %q, i64 8
  store volatile i32 %a8, i32* %q8
  ret void
}
define i32 @sel_i32(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i64 @sel_i64_ult(i64 %a, i64 %b, i64 %x, i64 %y) {
  %c = icmp ult i64 %a, %b
  %r = select i1 %c, i64 %x, i64 %y
  ret i64 %r
}
define i8 @sel_i8(i1 %c, i8 %x, i8 %y) {
  %r = select i1 %c, i8 %x, i8 %y
  ret i8 %r
}
define i32 @sel_const(i32 %a) {
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, i32 7, i32 3
  ret i32 %r
}
define i32 @sel_zext(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}
define double @sel_double(i32 %a, double %x, double %y) {
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, double %x, double %y
  ret double %r
}
define float @sel_fcmp(float %a, float %b, float %x, float %y) {
  %c = fcmp olt float %a, %b
  %r = select i1 %c, float %x, float %y
  ret float %r
}
declare void @h()
