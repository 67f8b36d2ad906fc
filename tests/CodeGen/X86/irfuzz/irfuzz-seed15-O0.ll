; Found by utils/irfuzz: seed 15, -O0, features int,fp,mem,cf,calls,switch,intrinsics.
; crash: error: unsupported: cannot promote the result of uaddsat (type i1)
; Reduced from (functions, blocks, groups) (3, 9, 59) to (2, 4, 4); the expected output is the llc-14 build's.
; Regression test: i1 llvm.uadd.sat was not promoted by type legalization (PromoteIntRes_ADDSUBSHLSAT). (exit 1, "cannot promote"); llc-14 compiles it.
; REQUIRES: native
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; CHECK: checksum cbf29ce484222325

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"

define internal i7 @f1() {
bb0:
  br label %bb3

bb3:
  %v18 = phi i1 [ false, %bb0 ]
  %v24 = call i1 @llvm.uadd.sat.i1(i1 %v18, i1 %v18)
  br label %bb6

bb6:
  %v31 = phi i1 [ %v24, %bb3 ]
  ret i7 -64
}

define i32 @main() {
bb0:
  %v127 = load i64, i64* @__irfuzz_hash, align 8
  %v128 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v129 = call i32 (i8*, ...) @printf(i8* %v128, i64 %v127)
  ret i32 0
}

declare i1 @llvm.uadd.sat.i1(i1, i1)
declare i32 @printf(i8*, ...)
