; Found by utils/irfuzz: seed 2, -O0, features int,fp,mem,cf,calls,switch,intrinsics.
; crash: error: unsupported: cannot promote the result of abs (type i33)
; Reduced from (functions, blocks, groups) (3, 12, 54) to (2, 3, 3); the expected output is the llc-14 build's.
; Regression test: i33 llvm.abs was not promoted by type legalization (PromoteIntRes_ABS). (exit 1, "cannot promote"); llc-14 compiles it.
; REQUIRES: native
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; CHECK: checksum cbf29ce484222325

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"

define zeroext i8 @f0(i33 %a0, float %a1, i32 %a2, float %a3, i64 %a4, float %a5, i16 signext %a6, i1 %a7, i1 signext %a8, i32 %a9) {
bb0:
  %v21 = call i33 @llvm.abs.i33(i33 %a0, i1 false)
  br label %bb6

bb6:
  %v32 = phi i33 [ %v21, %bb0 ]
  ret i8 -53
}

define i32 @main() {
bb0:
  %v73 = load i64, i64* @__irfuzz_hash, align 8
  %v74 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v75 = call i32 (i8*, ...) @printf(i8* %v74, i64 %v73)
  ret i32 0
}

declare i33 @llvm.abs.i33(i33, i1)
declare i32 @printf(i8*, ...)
