; Found by utils/irfuzz: seed 1, -O0, features int,fp,mem,cf,calls,switch,intrinsics.
; crash: error: unsupported: cannot promote the result of saddsat (type i7)
; Reduced from (functions, blocks, groups) (3, 16, 77) to (2, 3, 4); the expected output is the llc-14 build's.
; Regression test: i7 llvm.sadd.sat was not promoted by type legalization (PromoteIntRes_ADDSUBSHLSAT). (exit 1, "cannot promote"); llc-14 compiles it.
; REQUIRES: native
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; CHECK: checksum cbf29ce484222325

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"
@g0 = internal global [4 x i7] [i7 -2, i7 8, i7 12, i7 8]

define i8 @f0(i7 %a0, i32 %a1) {
bb0:
  %v32 = getelementptr inbounds [4 x i7], [4 x i7]* @g0, i64 0, i64 0
  %v33 = load i7, i7* %v32
  %v40 = call i7 @llvm.sadd.sat.i7(i7 %v33, i7 -1)
  br label %bb9

bb9:
  %v78 = phi i7 [ %v40, %bb0 ]
  ret i8 -128
}

define i32 @main() {
bb0:
  %v171 = load i64, i64* @__irfuzz_hash, align 8
  %v172 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v173 = call i32 (i8*, ...) @printf(i8* %v172, i64 %v171)
  ret i32 0
}

declare i7 @llvm.sadd.sat.i7(i7, i7)
declare i32 @printf(i8*, ...)
