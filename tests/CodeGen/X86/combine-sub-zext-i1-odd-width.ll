; "sub X, (zext i1 Y)" on an odd-width type: the DAG combiner's sub -> add (sext) and add (sext) -> sub (zext)
; folds used to undo each other without end (found by irfuzz, seed 20187).  The result must match llc-14's.
; RUN: pyllc -O0 %s -o %t0.s
; RUN: gcc -no-pie %t0.s -o %t0.exe
; RUN: %t0.exe | FileCheck %s
; RUN: pyllc -O2 -verify-machineinstrs %s -o %t2.s
; RUN: gcc -no-pie %t2.s -o %t2.exe
; RUN: %t2.exe | FileCheck %s
; REQUIRES: llc14, native
; RUN: llc-14 -O0 %s -o %t3.s
; RUN: gcc -no-pie %t3.s -o %t3.exe
; RUN: %t3.exe | FileCheck %s
; CHECK: 8191 0 4096 6
target triple = "x86_64-unknown-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i13 @sub13(i13 %x, i13 %a, i13 %b) noinline {
  %c = icmp uge i13 %a, %b
  %z = zext i1 %c to i13
  %s = sub i13 %x, %z
  ret i13 %s
}

define i7 @sub7(i7 %x, i7 %a, i7 %b) noinline {
  %c = icmp ult i7 %a, %b
  %z = zext i1 %c to i7
  %s = sub i7 %x, %z
  ret i7 %s
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %r0 = call i13 @sub13(i13 0, i13 5, i13 3)
  %r1 = call i13 @sub13(i13 0, i13 2, i13 3)
  %r2 = call i13 @sub13(i13 4097, i13 -1, i13 1)
  %r3 = call i7 @sub7(i7 7, i7 1, i7 2)
  %e0 = zext i13 %r0 to i32
  %e1 = zext i13 %r1 to i32
  %e2 = zext i13 %r2 to i32
  %e3 = zext i7 %r3 to i32
  %f = getelementptr inbounds [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %e0, i32 %e1, i32 %e2, i32 %e3)
  ret i32 0
}
