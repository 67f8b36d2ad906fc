; va_arg instruction (not clang's expansion): i32, i64, double and pointer arguments read in a loop from a
; va_list, past the register save area into the overflow area (ten groups: 20 integer and 10 double slots), and
; a va_copy'd list read again; the program's output must equal llc-14's build.
; REQUIRES: llc14, native
; RUN: pyllc -O0 -verify-machineinstrs %s -o %t0.s && gcc -no-pie %t0.s -o %t0.exe && %t0.exe > %t0.out
; RUN: pyllc -O2 -verify-machineinstrs %s -o %t2.s && gcc -no-pie %t2.s -o %t2.exe && %t2.exe > %t2.out
; RUN: llc-14 -O2 %s -o %tr.s && gcc -no-pie %tr.s -o %tr.exe && %tr.exe > %tr.out
; RUN: diff %tr.out %t0.out
; RUN: diff %tr.out %t2.out
; RUN: FileCheck %s < %t0.out
; CHECK: 0: -20 1099511627776 -3.500 abc
; CHECK: 9: 43 10995116277769 7.750 abc
; CHECK: copy: -20 1099511627776 -3.500 abc
; CHECK: mixed: 1.500 2 2.500 3
target triple = "x86_64-unknown-linux-gnu"
%struct.__va_list_tag = type { i32, i32, i8*, i8* }
@s0 = private constant [4 x i8] c"abc\00"
@s1 = private constant [4 x i8] c"xyz\00"
@s2 = private constant [4 x i8] c"pq!\00"
@fmt = private constant [20 x i8] c"%d: %d %ld %.3f %s\0A\00"
@fmtc = private constant [22 x i8] c"copy: %d %ld %.3f %s\0A\00"
@fmtm = private constant [25 x i8] c"mixed: %.3f %d %.3f %ld\0A\00"
declare i32 @printf(i8*, ...)
declare void @llvm.va_start(i8*)
declare void @llvm.va_copy(i8*, i8*)
declare void @llvm.va_end(i8*)

define void @show(i32 %n, ...) {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %cp = alloca [1 x %struct.__va_list_tag], align 16
  %ap1 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*
  %cp1 = bitcast [1 x %struct.__va_list_tag]* %cp to i8*
  call void @llvm.va_start(i8* %ap1)
  call void @llvm.va_copy(i8* %cp1, i8* %ap1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = va_arg [1 x %struct.__va_list_tag]* %ap, i32
  %b = va_arg [1 x %struct.__va_list_tag]* %ap, i64
  %c = va_arg [1 x %struct.__va_list_tag]* %ap, double
  %d = va_arg [1 x %struct.__va_list_tag]* %ap, i8*
  %f = getelementptr [20 x i8], [20 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %i, i32 %a, i64 %b, double %c, i8* %d)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %ca = va_arg [1 x %struct.__va_list_tag]* %cp, i32
  %cb = va_arg [1 x %struct.__va_list_tag]* %cp, i64
  %cc = va_arg [1 x %struct.__va_list_tag]* %cp, double
  %cd = va_arg [1 x %struct.__va_list_tag]* %cp, i8*
  %fc = getelementptr [22 x i8], [22 x i8]* @fmtc, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fc, i32 %ca, i64 %cb, double %cc, i8* %cd)
  call void @llvm.va_end(i8* %cp1)
  call void @llvm.va_end(i8* %ap1)
  ret void
}

define void @mixed(i32 %n, ...) {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %ap1 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*
  call void @llvm.va_start(i8* %ap1)
  %x = va_arg [1 x %struct.__va_list_tag]* %ap, double
  %y = va_arg [1 x %struct.__va_list_tag]* %ap, i32
  %z = va_arg [1 x %struct.__va_list_tag]* %ap, double
  %w = va_arg [1 x %struct.__va_list_tag]* %ap, i64
  %f = getelementptr [25 x i8], [25 x i8]* @fmtm, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, double %x, i32 %y, double %z, i64 %w)
  call void @llvm.va_end(i8* %ap1)
  ret void
}

define i32 @main() {
  call void (i32, ...) @show(i32 10, i32 -20, i64 1099511627776, double -3.500000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s0, i64 0, i64 0), i32 -13, i64 2199023255553, double -2.250000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s1, i64 0, i64 0), i32 -6, i64 3298534883330, double -1.000000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s2, i64 0, i64 0), i32 1, i64 4398046511107, double 2.500000e-01, i8* getelementptr ([4 x i8], [4 x i8]* @s0, i64 0, i64 0), i32 8, i64 5497558138884, double 1.500000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s1, i64 0, i64 0), i32 15, i64 6597069766661, double 2.750000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s2, i64 0, i64 0), i32 22, i64 7696581394438, double 4.000000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s0, i64 0, i64 0), i32 29, i64 8796093022215, double 5.250000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s1, i64 0, i64 0), i32 36, i64 9895604649992, double 6.500000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s2, i64 0, i64 0), i32 43, i64 10995116277769, double 7.750000e+00, i8* getelementptr ([4 x i8], [4 x i8]* @s0, i64 0, i64 0))
  call void (i32, ...) @mixed(i32 0, double 1.5, i32 2, double 2.5, i64 3)
  ret i32 0
}
