; Type legalization expands i128 min/max (ExpandIntRes_MINMAX), saturating add/sub (ExpandIntRes_ADDSUBSAT) and
; the overflow intrinsics (ExpandIntRes_UADDSUBO, ExpandIntRes_SADDSUBO: carry chains through ADDCARRY/SUBCARRY and
; SADDO_CARRY/SSUBO_CARRY, which x86 lowers to ADC/SBB with SETB/SETO).  Every result over 4,096 operand pairs
; matches the llc-14 build, at -O0 and -O2.
; REQUIRES: llc14, native
; RUN: pyllc -O0 -verify-machineinstrs %s -o %t0.s && gcc -no-pie %S/Inputs/expand-i128-arith-driver.c %t0.s -o %t0.exe
; RUN: pyllc -O2 -verify-machineinstrs %s -o %t2.s && gcc -no-pie %S/Inputs/expand-i128-arith-driver.c %t2.s -o %t2.exe
; RUN: llc-14 -O2 %s -o %tr.s && gcc -no-pie %S/Inputs/expand-i128-arith-driver.c %tr.s -o %tr.exe
; RUN: %tr.exe > %tr.out && %t0.exe > %t0.out && %t2.exe > %t2.out
; RUN: diff %tr.out %t0.out
; RUN: diff %tr.out %t2.out
; RUN: FileCheck %s < %t0.out
; CHECK: umin
; CHECK: uaddo

target triple = "x86_64-unknown-linux-gnu"
declare i128 @llvm.umin.i128(i128, i128)
declare i128 @llvm.smax.i128(i128, i128)
declare i128 @llvm.sadd.sat.i128(i128, i128)
declare i128 @llvm.usub.sat.i128(i128, i128)
declare i128 @llvm.uadd.sat.i128(i128, i128)
declare i128 @llvm.ssub.sat.i128(i128, i128)
declare {i128, i1} @llvm.sadd.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.usub.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.ssub.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.uadd.with.overflow.i128(i128, i128)
define i128 @umin(i128 %a, i128 %b) {
  %r = call i128 @llvm.umin.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i128 @smax(i128 %a, i128 %b) {
  %r = call i128 @llvm.smax.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i128 @saddsat(i128 %a, i128 %b) {
  %r = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i128 @usubsat(i128 %a, i128 %b) {
  %r = call i128 @llvm.usub.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i128 @uaddsat(i128 %a, i128 %b) {
  %r = call i128 @llvm.uadd.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i128 @ssubsat(i128 %a, i128 %b) {
  %r = call i128 @llvm.ssub.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i128 @saddo(i128 %a, i128 %b) {
  %s = call {i128, i1} @llvm.sadd.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %z = zext i1 %o to i128
  %x = shl i128 %z, 100
  %r = xor i128 %v, %x
  ret i128 %r
}
define i128 @ssubo(i128 %a, i128 %b) {
  %s = call {i128, i1} @llvm.ssub.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %z = zext i1 %o to i128
  %x = shl i128 %z, 100
  %r = xor i128 %v, %x
  ret i128 %r
}
define i128 @usubo(i128 %a, i128 %b) {
  %s = call {i128, i1} @llvm.usub.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %z = zext i1 %o to i128
  %x = shl i128 %z, 100
  %r = xor i128 %v, %x
  ret i128 %r
}
define i128 @uaddo(i128 %a, i128 %b) {
  %s = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %z = zext i1 %o to i128
  %x = shl i128 %z, 100
  %r = xor i128 %v, %x
  ret i128 %r
}
