; Found by utils/irfuzz: seed 26380 (reduced), -O0 and -O2: pyllc and llc-14 builds print different
; checksums.  The difference is llc-14's, not pyllc's: fshl.i13(1919, 4353, 4353) is 7232 by LangRef (shift
; amount 4353 urem 13 = 11: (1919 << 11 | 4353 >> 2) mod 2^13), which is also what opt-14 folds it to and what
; llc-16 computes at -O0 and -O2; llc-14 (both levels) and lli-14 give 1919.
; The CHECK line is the LangRef result; the llc-16 builds give the same.
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe -lm
; RUN: %t.exe | FileCheck --match-full-lines %s
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t2.s
; RUN: gcc -no-pie %t2.s -o %t2.exe -lm
; RUN: %t2.exe | FileCheck --match-full-lines %s
; REQUIRES: llvm16, native
; RUN: llc-16 -O0 -mtriple=x86_64-unknown-linux-gnu %s -o %t3.s
; RUN: gcc -no-pie %t3.s -o %t3.exe -lm
; RUN: %t3.exe | FileCheck --match-full-lines %s
; RUN: llc-16 -O2 -mtriple=x86_64-unknown-linux-gnu %s -o %t4.s
; RUN: gcc -no-pie %t4.s -o %t4.exe -lm
; RUN: %t4.exe | FileCheck --match-full-lines %s
; CHECK: checksum af7ffd49fdce52fb
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__irfuzz_hash = internal global i64 -3750763034362895579
@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\0A\00"

define internal fastcc double @f4(i13 %a0, i64 %a1, i1 %a2, double %a3) {
bb0:
  br label %bb1

bb1:
  %i9 = phi i32 [ 0, %bb0 ]
  %v14 = add i32 %i9, 1
  %v15 = icmp ult i32 %v14, 0
  %v17 = mul i13 %a0, %a0
  %v19 = call i13 @llvm.fshl.i13(i13 %a0, i13 %v17, i13 %v17)
  %v22 = zext i13 %v19 to i64
  %v23 = load i64, i64* @__irfuzz_hash, align 8
  %v24 = xor i64 %v23, %v22
  %v25 = mul i64 %v24, 1099511628211
  %v26 = lshr i64 %v25, 29
  %v27 = xor i64 %v25, %v26
  store i64 %v27, i64* @__irfuzz_hash, align 8
  ret double 0x0000000000000000
}

define i32 @main() {
bb0:
  %v91 = call fastcc double @f4(i13 1919, i64 -1, i1 true, double 0x41F0000000000000)
  %v227 = load i64, i64* @__irfuzz_hash, align 8
  %v228 = getelementptr inbounds [18 x i8], [18 x i8]* @.fmt.sum, i64 0, i64 0
  %v229 = call i32 (i8*, ...) @printf(i8* %v228, i64 %v227)
  ret i32 0
}

declare i13 @llvm.fshl.i13(i13, i13, i13)
declare i32 @printf(i8*, ...)
