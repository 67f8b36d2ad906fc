; MIR input through the driver: -stop-after=P, then -start-after=P on that MIR
; ends in the same assembly as the uninterrupted run (MIR found by the .mir extension, or by -x mir).
; cmp, not lit's diff: lit's out-of-process builtins reset PYTHONPATH for the commands after them.
; RUN: rm -rf %t && mkdir %t
; RUN: pyllc -O2 %s -o %t/full.s
; RUN: pyllc -O2 -stop-after=finalize-isel %s -o %t/isel.mir
; RUN: pyllc -O2 -start-after=finalize-isel %t/isel.mir -o %t/isel.s
; RUN: cmp %t/full.s %t/isel.s
; RUN: pyllc -O2 -stop-after=prologepilog %s -o %t/pei.mir
; RUN: cp %t/pei.mir %t/pei.txt
; RUN: pyllc -x mir -O2 -start-after=prologepilog %t/pei.txt -o %t/pei.s
; RUN: cmp %t/full.s %t/pei.s
; RUN: pyllc -O2 -run-pass=none %t/pei.mir -o - | FileCheck %s
; CHECK: name:            sum
; CHECK: frame-setup PUSH64r killed $rbx
target triple = "x86_64-unknown-linux-gnu"
declare i32 @g(i32)
define i32 @sum(i32 %n) {
entry:
  %a = call i32 @g(i32 %n)
  %b = call i32 @g(i32 %a)
  %c = add i32 %a, %b
  ret i32 %c
}
