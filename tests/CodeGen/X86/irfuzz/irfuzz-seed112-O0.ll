; Found by utils/irfuzz: seed 112, -O0, features int,fp,mem,cf,calls,switch,intrinsics.
; crash: error: unsupported: cannot promote the result of bitreverse (type i7)
; Reduced from (functions, blocks, groups) (4, 10, 89) to (2, 3, 3); the expected output is the llc-14 build's.
; Regression test: odd-width llvm.bitreverse was not promoted by type legalization
; (LLVM: DAGTypeLegalizer::PromoteIntRes_BITREVERSE).
; REQUIRES: native
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; CHECK: checksum cbf29ce484222325

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"

define i7 @f2(i32 %a0, i7 %a1, i64 %a2, i7 %a3) {
bb0:
  %v21 = call i7 @llvm.bitreverse.i7(i7 %a3)
  br label %bb1

bb1:
  %v23 = mul i7 %a3, %v21
  ret i7 0
}

define i32 @main() {
bb0:
  %v181 = load i64, i64* @__irfuzz_hash, align 8
  %v182 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v183 = call i32 (i8*, ...) @printf(i8* %v182, i64 %v181)
  ret i32 0
}

declare i7 @llvm.bitreverse.i7(i7)
declare i32 @printf(i8*, ...)
