; Found by utils/irfuzz: seed 12859 (reduced), -O0 and -O2: pyllc and llc-14 -O0 builds print different
; checksums.  The difference is llc-14's, not pyllc's: fshl.i7(8, 116, 116) is 14 by LangRef (shift amount
; 116 urem 7 = 4), which is also what opt-14 folds it to and what llc-14 -O2 computes; llc-14 -O0 gives 58.
; The CHECK line is the LangRef result; the llc-14 -O2 build gives the same.
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t2.s
; RUN: gcc -no-pie %t2.s -o %t2.exe -lm
; RUN: %t2.exe | FileCheck --match-full-lines %s
; REQUIRES: llc14, native
; RUN: llc-14 -O2 -mtriple=x86_64-unknown-linux-gnu %s -o %t3.s
; RUN: gcc -no-pie %t3.s -o %t3.exe -lm
; RUN: %t3.exe | FileCheck --match-full-lines %s
; CHECK: checksum af63c349fd1fd875
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"

define internal fastcc double @f1() {
bb0:
  br label %bb1

bb1:
  %i13 = phi i32 [ 0, %bb0 ]
  %v14 = phi i7 [ -20, %bb0 ]
  %v33 = mul i7 %v14, 7
  %v35 = add i32 %i13, 1
  %v36 = icmp ult i32 %v35, 4
  br label %bb3

bb3:
  %i39 = phi i32 [ 0, %bb1 ]
  %v40 = phi i7 [ %v33, %bb1 ]
  %v41 = call i7 @llvm.fshl.i7(i7 8, i7 %v40, i7 %v40)
  %v55 = zext i7 %v41 to i64
  %v56 = load i64, i64* @__irfuzz_hash, align 8
  %v57 = xor i64 %v56, %v55
  %v58 = mul i64 %v57, 1099511628211
  %v59 = lshr i64 %v58, 29
  %v60 = xor i64 %v58, %v59
  store i64 %v60, i64* @__irfuzz_hash, align 8
  %v62 = add i32 %i39, 1
  %v63 = icmp ult i32 %v62, 2
  ret double 0x411A457A1AE7D164
}

define i32 @main() {
bb0:
  %v33 = call fastcc double @f1()
  %v237 = load i64, i64* @__irfuzz_hash, align 8
  %v238 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v239 = call i32 (i8*, ...) @printf(i8* %v238, i64 %v237)
  ret i32 0
}

declare i7 @llvm.fshl.i7(i7, i7, i7)
declare i32 @printf(i8*, ...)
