; Found by utils/irfuzz: seed 316, -O0, features int,fp,mem,cf,calls,switch,intrinsics.
; crash: prog.ll:12:1: error: unsupported: custom lowering of 'fshl' on x86
; Reduced from (functions, blocks, groups) (3, 14, 65) to (2, 6, 7); the expected output is the llc-14 build's.
; Regression test: i16 llvm.fshl had no x86 custom lowering (LLVM: X86 LowerFunnelShift, SHLD16rri8).
; REQUIRES: native
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; CHECK: checksum cbf29ce484222325

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"

define i13 @f1(i32 %a0) {
bb0:
  br label %bb1

bb1:
  %i13 = phi i32 [ 0, %bb0 ]
  %v16 = call i16 @llvm.fshl.i16(i16 536, i16 0, i16 0)
  %v27 = icmp ne i16 %v16, 0
  br i1 %v27, label %bb2, label %bb3

bb2:
  br label %bb3

bb3:
  %v41 = add i32 %i13, 1
  %v42 = icmp ult i32 %v41, 5
  br label %bb5

bb5:
  %i46 = phi i32 [ 0, %bb3 ]
  %v55 = add i32 %i46, 1
  %v56 = icmp ult i32 %v55, 2
  ret i13 -4050
}

define i32 @main() {
bb0:
  %v57 = load i64, i64* @__irfuzz_hash, align 8
  %v58 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v59 = call i32 (i8*, ...) @printf(i8* %v58, i64 %v57)
  ret i32 0
}

declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i32 @printf(i8*, ...)
