; Reloads folded into the instruction that reads them (InlineSpiller::foldMemoryOperand with the X86
; folding tables): a value spilled across a call is read straight from its stack slot by the add, as llc-14
; does ("Folded Reload"), and the program computes what llc-14's build computes.
; RUN: pyllc -O2 -verify-machineinstrs %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: gcc -no-pie %t.s -o %t.exe
; RUN: %t.exe | FileCheck --check-prefix=OUT %s
; REQUIRES: llc14, native
; RUN: llc-14 -O2 %s -o %t14.s
; RUN: gcc -no-pie %t14.s -o %t14.exe
; RUN: %t14.exe | FileCheck --check-prefix=OUT %s
; CHECK-LABEL: fadd_after_call:
; CHECK: movsd %xmm0, [[SLOT:[0-9]*\(%rsp\)]] # 8-byte Spill
; CHECK: callq hd
; CHECK-NEXT: addsd [[SLOT]], %xmm0 # 8-byte Folded Reload
; CHECK-LABEL: add_after_call:
; CHECK: movl %r9d, [[ISLOT:[0-9]*\(%rsp\)]] # 4-byte Spill
; CHECK: callq hi
; CHECK: addl [[ISLOT]], %eax # 4-byte Folded Reload
; CHECK-LABEL: cvt_after_call:
; OUT: 14.000000 2330 4
target triple = "x86_64-unknown-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%f %d %lld\0A\00\00"

define double @hd() noinline nounwind {
  ret double 2.0
}

define i32 @hi() noinline nounwind {
  ret i32 11
}

define double @fadd_after_call(double %a, double %b) noinline nounwind {
  %x = fmul double %a, %b
  %r = call double @hd()
  %s = fadd double %r, %x
  ret double %s
}

define i32 @add_after_call(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f) noinline nounwind {
  %x1 = mul i32 %a, %b
  %x2 = mul i32 %b, %c
  %x3 = mul i32 %c, %d
  %x4 = mul i32 %d, %e
  %x5 = mul i32 %e, %f
  %x6 = mul i32 %f, %a
  %x7 = mul i32 %a, %c
  %r = call i32 @hi()
  %s1 = add i32 %r, %x1
  %s2 = xor i32 %s1, %x2
  %s3 = sub i32 %s2, %x3
  %s4 = and i32 %s3, %x4
  %s5 = or i32 %s4, %x5
  %s6 = add i32 %s5, %x6
  %s7 = mul i32 %s6, %x7
  ret i32 %s7
}

define i64 @cvt_after_call(i32 %a, double %d) noinline nounwind {
  %r = call double @hd()
  %f = sitofp i32 %a to double
  %s = fadd double %r, %f
  %t = fptosi double %s to i64
  ret i64 %t
}

define i32 @main() {
  %d = call double @fadd_after_call(double 3.0, double 4.0)
  %i = call i32 @add_after_call(i32 2, i32 3, i32 5, i32 7, i32 11, i32 13)
  %l = call i64 @cvt_after_call(i32 2, double 0.0)
  %p = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p, double %d, i32 %i, i64 %l)
  ret i32 0
}

declare i32 @printf(i8*, ...)
