; Found by utils/irfuzz: seed 13220, -O0, features int,fp,mem,cf,calls,switch,intrinsics.
; crash: prog.ll:41:3: error: unsupported: cannot select: X86ISD::AND (types 4, 5)
; (X86ISD::AND with its EFLAGS result had selection patterns at 8, 32 and 64 bits only; now every width)
; Reduced from (functions, blocks, groups) (6, 34, 178) to (2, 3, 6); the expected output is the llc-14 build's.
; REQUIRES: native
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; CHECK: checksum cbf29ce484222325

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"

define i7 @f3(i1 %a0, i13 %a1, i64 %a2, i13 %a3, i13 %a4, i1 %a5, i1 signext %a6, double %a7, i64 %a8, double %a9) {
bb0:
  %arr0 = alloca [4 x i8], align 16
  %v1 = getelementptr inbounds [4 x i8], [4 x i8]* %arr0, i64 0, i64 0
  store i8 2, i8* %v1
  %v2 = getelementptr inbounds [4 x i8], [4 x i8]* %arr0, i64 0, i64 1
  store i8 19, i8* %v2
  %v3 = getelementptr inbounds [4 x i8], [4 x i8]* %arr0, i64 0, i64 2
  store i8 4, i8* %v3
  %v4 = getelementptr inbounds [4 x i8], [4 x i8]* %arr0, i64 0, i64 3
  store i8 16, i8* %v4
  %arr1 = alloca [8 x i13], align 16
  %v5 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 0
  store i13 %a3, i13* %v5
  %v6 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 1
  store i13 1, i13* %v6
  %v7 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 2
  store i13 %a4, i13* %v7
  %v8 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 3
  store i13 %a4, i13* %v8
  %v9 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 4
  store i13 %a4, i13* %v9
  %v10 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 5
  store i13 %a3, i13* %v10
  %v11 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 6
  store i13 %a4, i13* %v11
  %v12 = getelementptr inbounds [8 x i13], [8 x i13]* %arr1, i64 0, i64 7
  store i13 %a3, i13* %v12
  %v14 = icmp eq i13 %a3, 0
  %v15 = icmp eq i13 -1, -4096
  %v16 = icmp eq i13 %a3, -1
  %v17 = and i1 %v15, %v16
  %v18 = or i1 %v14, %v17
  %v19 = select i1 %v18, i13 1, i13 %a3
  %v20 = sdiv i13 -1, %v19
  br label %bb1

bb1:
  %i32 = phi i32 [ 0, %bb0 ]
  %v52 = add i32 %i32, 1
  %v53 = icmp ult i32 %v52, 5
  %v54 = icmp eq i13 4049, 0
  %v55 = select i1 %v54, i13 1, i13 4049
  %v56 = udiv i13 %v20, %v55
  ret i7 63
}

define i32 @main() {
bb0:
  %v251 = load i64, i64* @__irfuzz_hash, align 8
  %v252 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v253 = call i32 (i8*, ...) @printf(i8* %v252, i64 %v251)
  ret i32 0
}

declare i32 @printf(i8*, ...)
