; Found by utils/irfuzz: seed 5, -O0, features int,fp,mem,cf,calls,switch,intrinsics.
; crash: error: unsupported: cannot promote the value result of umulo
; Reduced from (functions, blocks, groups) (4, 18, 89) to (2, 2, 3); the expected output is the llc-14 build's.
; Regression test: llvm.umul.with.overflow on an odd width was not promoted by type legalization (PromoteIntRes_XMULO). (exit 1, "cannot promote"); llc-14 compiles it.
; REQUIRES: native
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; CHECK: checksum cbf29ce484222325

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"
@g1 = internal global [2 x double] [double 0xC00A000000000000, double 0x4000000000000000]

define internal i8 @f2(i13 %a0, i33 %a1, i16 %a2, i1 %a3, i32 %a4, i33 %a5, i8 zeroext %a6, i8 %a7, i16 zeroext %a8, i7 %a9) {
bb0:
  %v3 = call { i1, i1 } @llvm.umul.with.overflow.i1(i1 %a3, i1 %a3)
  %v4 = extractvalue { i1, i1 } %v3, 0
  %v5 = extractvalue { i1, i1 } %v3, 1
  %v6 = xor i1 %v4, true
  %v7 = select i1 %v5, i1 %v6, i1 %v4
  %v8 = zext i1 %v7 to i64
  %v9 = and i64 %v8, 1
  %v10 = getelementptr inbounds [2 x double], [2 x double]* @g1, i64 0, i64 %v9
  store double 0x7FF0000000000000, double* %v10
  ret i8 16
}

define i32 @main() {
bb0:
  %v161 = load i64, i64* @__irfuzz_hash, align 8
  %v162 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v163 = call i32 (i8*, ...) @printf(i8* %v162, i64 %v161)
  ret i32 0
}

declare { i1, i1 } @llvm.umul.with.overflow.i1(i1, i1)
declare i32 @printf(i8*, ...)
