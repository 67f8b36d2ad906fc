; Bitcode input: pyllc -emit-llvm of a .bc file, and of bitcode on standard input, prints the module;
; through llvm-as-14/llvm-dis-14 it is exactly what llvm-dis-14 prints for the bitcode.  The assembly made
; from the bitcode is the assembly made from this text.
; REQUIRES: llc14
; RUN: llvm-as-14 %s -o %t.bc
; RUN: pyllc -emit-llvm %t.bc -o - | FileCheck %s
; RUN: llvm-as-14 %s -o - | pyllc -emit-llvm -o - | FileCheck %s
; RUN: pyllc -emit-llvm %t.bc -o %t.out.ll
; RUN: llvm-as-14 %t.out.ll -o - | llvm-dis-14 -o %t.rt.ll
; RUN: llvm-dis-14 < %t.bc -o %t.ref.ll
; RUN: diff %t.ref.ll %t.rt.ll
; RUN: pyllc -O2 %t.bc -o %t.bc.s
; RUN: pyllc -O2 %s -o %t.ll.s
; RUN: diff %t.ll.s %t.bc.s
; RUN: FileCheck --check-prefix=ASM --input-file %t.bc.s %s
; RUN: llvm-as-14 %s -o - | pyllc -O0 -o - | FileCheck --check-prefix=ASM %s

; CHECK: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK: target triple = "x86_64-unknown-linux-gnu"
; CHECK: %struct.pair = type { i32, i64 }
; CHECK: @counter = internal global i32 7, align 4
; CHECK: @table = constant [3 x i16] [i16 1, i16 2, i16 3]
; CHECK: @msg = private unnamed_addr constant [6 x i8] c"hello\00"
; CHECK: declare i32 @puts(i8*)
; CHECK: define i64 @sum(%struct.pair* %p, i32 %n) #0 {
; CHECK: %i = phi i32 [ 0, %entry ], [ %next, %loop ]
; CHECK: %f = getelementptr inbounds %struct.pair, %struct.pair* %p, i32 %i, i32 1
; CHECK: %v = load i64, i64* %f, align 8
; CHECK: %acc.next = add nsw i64 %acc, %v
; CHECK: br i1 %done, label %exit, label %loop, !prof !1
; CHECK: call i32 @puts(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @msg, i64 0, i64 0))
; CHECK: attributes #0 = { noinline nounwind }
; CHECK: !llvm.module.flags = !{!0}
; CHECK: !0 = !{i32 1, !"wchar_size", i32 4}
; CHECK: !1 = !{!"branch_weights", i32 1, i32 99}

; ASM-LABEL: sum:
; ASM: callq puts
; ASM: retq

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i32, i64 }

@counter = internal global i32 7, align 4
@table = constant [3 x i16] [i16 1, i16 2, i16 3]
@msg = private unnamed_addr constant [6 x i8] c"hello\00"

declare i32 @puts(i8*)

define i64 @sum(%struct.pair* %p, i32 %n) #0 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %f = getelementptr inbounds %struct.pair, %struct.pair* %p, i32 %i, i32 1
  %v = load i64, i64* %f, align 8
  %acc.next = add nsw i64 %acc, %v
  %next = add i32 %i, 1
  %done = icmp sge i32 %next, %n
  br i1 %done, label %exit, label %loop, !prof !1

exit:
  %c = call i32 @puts(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @msg, i64 0, i64 0))
  ret i64 %acc.next
}

attributes #0 = { noinline nounwind }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"branch_weights", i32 1, i32 99}
