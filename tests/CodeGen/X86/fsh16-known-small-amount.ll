; A 16-bit funnel shift whose amount is known to be below 16 (here a zext of an i1): the custom lowering
; masked the amount with 15 and the DAG combiner, knowing the mask was redundant, removed it again, without
; end (found by irfuzz, seed 24431).  i16 funnel shifts now become X86ISD::FSHL/FSHR as in LLVM.
; RUN: pyllc -O0 %s -o %t0.s
; RUN: FileCheck --check-prefix=ASM %s < %t0.s
; RUN: gcc -no-pie %t0.s -o %t0.exe
; RUN: %t0.exe | FileCheck %s
; RUN: pyllc -O2 -verify-machineinstrs %s -o %t2.s
; RUN: FileCheck --check-prefix=ASM %s < %t2.s
; RUN: gcc -no-pie %t2.s -o %t2.exe
; RUN: %t2.exe | FileCheck %s
; REQUIRES: llc14, native
; RUN: llc-14 -O0 %s -o %t3.s
; RUN: gcc -no-pie %t3.s -o %t3.exe
; RUN: %t3.exe | FileCheck %s
; ASM-LABEL: fshl_bit:
; ASM: shldw %cl, %{{[a-z]+}}, %{{[a-z]+}}
; ASM-LABEL: fshr_bit:
; ASM: shrdw %cl, %{{[a-z]+}}, %{{[a-z]+}}
; ASM-LABEL: fshl_var:
; ASM: shldw %cl,
; ASM-LABEL: fshr_const:
; ASM: shrdw $3,
; CHECK: 3 0 32768 0 24 8191 57344
target triple = "x86_64-unknown-linux-gnu"

@fmt = private unnamed_addr constant [24 x i8] c"%d %d %d %d %d %d %d\0A\00\00\00"

define i16 @fshl_bit(i1 %a, i16 %y) noinline {
  %x = zext i1 %a to i16
  %r = call i16 @llvm.fshl.i16(i16 %x, i16 %y, i16 %x)
  ret i16 %r
}

define i16 @fshr_bit(i1 %a, i16 %x) noinline {
  %z = zext i1 %a to i16
  %r = call i16 @llvm.fshr.i16(i16 %x, i16 %z, i16 %z)
  ret i16 %r
}

define i16 @fshl_var(i16 %x, i16 %y, i16 %z) noinline {
  %r = call i16 @llvm.fshl.i16(i16 %x, i16 %y, i16 %z)
  ret i16 %r
}

define i16 @fshr_const(i16 %x, i16 %y) noinline {
  %r = call i16 @llvm.fshr.i16(i16 %x, i16 %y, i16 19)
  ret i16 %r
}

define i32 @main() {
  %a = call i16 @fshl_bit(i1 true, i16 -32768)
  %b = call i16 @fshl_bit(i1 false, i16 -32768)
  %c = call i16 @fshr_bit(i1 true, i16 -32767)
  %d = call i16 @fshr_bit(i1 false, i16 -32768)
  %e = call i16 @fshl_var(i16 4097, i16 -32768, i16 20)
  %f = call i16 @fshr_const(i16 0, i16 -1)
  %g = call i16 @fshr_const(i16 7, i16 0)
  %a1 = zext i16 %a to i32
  %b1 = zext i16 %b to i32
  %c1 = zext i16 %c to i32
  %d1 = zext i16 %d to i32
  %e1 = zext i16 %e to i32
  %f1 = zext i16 %f to i32
  %g1 = zext i16 %g to i32
  %p = getelementptr [24 x i8], [24 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p, i32 %a1, i32 %b1, i32 %c1, i32 %d1, i32 %e1, i32 %f1, i32 %g1)
  ret i32 0
}

declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.fshr.i16(i16, i16, i16)
declare i32 @printf(i8*, ...)
