; branch-folder removes the unconditional jump to the layout successor (bb.0's JMP_1 %bb.1) and keeps the jump
; around the other arm. Over a set of functions with diamonds, loops and switches, no -O1/-O2/-O3 output has a
; `jmp` straight to the label that follows it.
; RUN: pyllc -O2 -verify-machineinstrs -stop-before=branch-folder %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s --check-prefix=AFTER
; RUN: pyllc -O1 -verify-machineinstrs %s -o - | %python %S/Inputs/check_no_fallthrough_jmp.py | FileCheck %s --check-prefix=NOJMP
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | %python %S/Inputs/check_no_fallthrough_jmp.py | FileCheck %s --check-prefix=NOJMP
; RUN: pyllc -O3 -verify-machineinstrs %s -o - | %python %S/Inputs/check_no_fallthrough_jmp.py | FileCheck %s --check-prefix=NOJMP
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-before=branch-folder %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s --check-prefix=AFTER
; RUN: llc-14 -O2 -verify-machineinstrs %s -o - | %python %S/Inputs/check_no_fallthrough_jmp.py | FileCheck %s --check-prefix=NOJMP
; NOJMP: checked {{[0-9]+}} jumps, {{[1-9][0-9]*}} block labels
; BEFORE-LABEL: name: diamond
; BEFORE: bb.0.entry:
; BEFORE: JCC_1 %bb.2, 12, implicit killed $eflags
; BEFORE-NEXT: JMP_1 %bb.1
; BEFORE: bb.1.then:
; AFTER-LABEL: name: diamond
; AFTER: bb.0.entry:
; AFTER: JCC_1 %bb.2, 12, implicit killed $eflags
; AFTER-NOT: JMP_1 %bb.1
; AFTER: bb.1.then:
; AFTER: CALL64pcrel32 target-flags(x86-plt) @f1
; AFTER: JMP_1 %bb.3
; AFTER: bb.2.else:
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
