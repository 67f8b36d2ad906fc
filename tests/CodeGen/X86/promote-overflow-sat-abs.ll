; Type legalization promotes the odd-width overflow intrinsics, saturating add/sub and abs as LLVM does
; (PromoteIntRes_[SU]ADDSUBO, PromoteIntRes_XMULO, PromoteIntRes_ADDSUBSHLSAT, PromoteIntRes_ABS): every result on
; i1/i7/i33 over a table of operand pairs matches the llc-14 build, at -O0 and -O2.
; REQUIRES: llc14, native
; RUN: pyllc -O0 -verify-machineinstrs %s -o %t0.s && gcc -no-pie %t0.s -o %t0.exe && %t0.exe > %t0.out
; RUN: pyllc -O2 -verify-machineinstrs %s -o %t2.s && gcc -no-pie %t2.s -o %t2.exe && %t2.exe > %t2.out
; RUN: llc-14 -O2 %s -o %tr.s && gcc -no-pie %tr.s -o %tr.exe && %tr.exe > %tr.out
; RUN: diff %tr.out %t0.out
; RUN: diff %tr.out %t2.out
; RUN: FileCheck %s < %t0.out
; CHECK: smulo_i33 12345678901 12345678901 -> 100d433a2f9
; CHECK: abs_i33 -4294967296 0 -> 100000000

target triple = "x86_64-unknown-linux-gnu"
@fmt = private unnamed_addr constant [22 x i8] c"%s %lld %lld -> %llx\0A\00"
declare i32 @printf(i8*, ...)
declare {i1, i1} @llvm.sadd.with.overflow.i1(i1, i1)
define internal i64 @saddo_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call {i1, i1} @llvm.sadd.with.overflow.i1(i1 %x, i1 %y)
  %v = extractvalue {i1, i1} %r, 0
  %o = extractvalue {i1, i1} %r, 1
  %vz = zext i1 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i1, i1} @llvm.uadd.with.overflow.i1(i1, i1)
define internal i64 @uaddo_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call {i1, i1} @llvm.uadd.with.overflow.i1(i1 %x, i1 %y)
  %v = extractvalue {i1, i1} %r, 0
  %o = extractvalue {i1, i1} %r, 1
  %vz = zext i1 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i1, i1} @llvm.ssub.with.overflow.i1(i1, i1)
define internal i64 @ssubo_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call {i1, i1} @llvm.ssub.with.overflow.i1(i1 %x, i1 %y)
  %v = extractvalue {i1, i1} %r, 0
  %o = extractvalue {i1, i1} %r, 1
  %vz = zext i1 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i1, i1} @llvm.usub.with.overflow.i1(i1, i1)
define internal i64 @usubo_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call {i1, i1} @llvm.usub.with.overflow.i1(i1 %x, i1 %y)
  %v = extractvalue {i1, i1} %r, 0
  %o = extractvalue {i1, i1} %r, 1
  %vz = zext i1 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i1, i1} @llvm.smul.with.overflow.i1(i1, i1)
define internal i64 @smulo_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call {i1, i1} @llvm.smul.with.overflow.i1(i1 %x, i1 %y)
  %v = extractvalue {i1, i1} %r, 0
  %o = extractvalue {i1, i1} %r, 1
  %vz = zext i1 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i1, i1} @llvm.umul.with.overflow.i1(i1, i1)
define internal i64 @umulo_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call {i1, i1} @llvm.umul.with.overflow.i1(i1 %x, i1 %y)
  %v = extractvalue {i1, i1} %r, 0
  %o = extractvalue {i1, i1} %r, 1
  %vz = zext i1 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare i1 @llvm.sadd.sat.i1(i1, i1)
define internal i64 @saddsat_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call i1 @llvm.sadd.sat.i1(i1 %x, i1 %y)
  %z = sext i1 %r to i64
  ret i64 %z
}
declare i1 @llvm.uadd.sat.i1(i1, i1)
define internal i64 @uaddsat_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call i1 @llvm.uadd.sat.i1(i1 %x, i1 %y)
  %z = sext i1 %r to i64
  ret i64 %z
}
declare i1 @llvm.ssub.sat.i1(i1, i1)
define internal i64 @ssubsat_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call i1 @llvm.ssub.sat.i1(i1 %x, i1 %y)
  %z = sext i1 %r to i64
  ret i64 %z
}
declare i1 @llvm.usub.sat.i1(i1, i1)
define internal i64 @usubsat_i1(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i1
  %y = trunc i64 %b to i1
  %r = call i1 @llvm.usub.sat.i1(i1 %x, i1 %y)
  %z = sext i1 %r to i64
  ret i64 %z
}
declare {i7, i1} @llvm.sadd.with.overflow.i7(i7, i7)
define internal i64 @saddo_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call {i7, i1} @llvm.sadd.with.overflow.i7(i7 %x, i7 %y)
  %v = extractvalue {i7, i1} %r, 0
  %o = extractvalue {i7, i1} %r, 1
  %vz = zext i7 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i7, i1} @llvm.uadd.with.overflow.i7(i7, i7)
define internal i64 @uaddo_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call {i7, i1} @llvm.uadd.with.overflow.i7(i7 %x, i7 %y)
  %v = extractvalue {i7, i1} %r, 0
  %o = extractvalue {i7, i1} %r, 1
  %vz = zext i7 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i7, i1} @llvm.ssub.with.overflow.i7(i7, i7)
define internal i64 @ssubo_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call {i7, i1} @llvm.ssub.with.overflow.i7(i7 %x, i7 %y)
  %v = extractvalue {i7, i1} %r, 0
  %o = extractvalue {i7, i1} %r, 1
  %vz = zext i7 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i7, i1} @llvm.usub.with.overflow.i7(i7, i7)
define internal i64 @usubo_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call {i7, i1} @llvm.usub.with.overflow.i7(i7 %x, i7 %y)
  %v = extractvalue {i7, i1} %r, 0
  %o = extractvalue {i7, i1} %r, 1
  %vz = zext i7 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i7, i1} @llvm.smul.with.overflow.i7(i7, i7)
define internal i64 @smulo_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call {i7, i1} @llvm.smul.with.overflow.i7(i7 %x, i7 %y)
  %v = extractvalue {i7, i1} %r, 0
  %o = extractvalue {i7, i1} %r, 1
  %vz = zext i7 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i7, i1} @llvm.umul.with.overflow.i7(i7, i7)
define internal i64 @umulo_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call {i7, i1} @llvm.umul.with.overflow.i7(i7 %x, i7 %y)
  %v = extractvalue {i7, i1} %r, 0
  %o = extractvalue {i7, i1} %r, 1
  %vz = zext i7 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare i7 @llvm.sadd.sat.i7(i7, i7)
define internal i64 @saddsat_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.sadd.sat.i7(i7 %x, i7 %y)
  %z = sext i7 %r to i64
  ret i64 %z
}
declare i7 @llvm.uadd.sat.i7(i7, i7)
define internal i64 @uaddsat_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.uadd.sat.i7(i7 %x, i7 %y)
  %z = sext i7 %r to i64
  ret i64 %z
}
declare i7 @llvm.ssub.sat.i7(i7, i7)
define internal i64 @ssubsat_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.ssub.sat.i7(i7 %x, i7 %y)
  %z = sext i7 %r to i64
  ret i64 %z
}
declare i7 @llvm.usub.sat.i7(i7, i7)
define internal i64 @usubsat_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.usub.sat.i7(i7 %x, i7 %y)
  %z = sext i7 %r to i64
  ret i64 %z
}
declare i7 @llvm.abs.i7(i7, i1)
define internal i64 @abs_i7(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i7
  %r = call i7 @llvm.abs.i7(i7 %x, i1 false)
  %z = zext i7 %r to i64
  ret i64 %z
}
declare {i33, i1} @llvm.sadd.with.overflow.i33(i33, i33)
define internal i64 @saddo_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call {i33, i1} @llvm.sadd.with.overflow.i33(i33 %x, i33 %y)
  %v = extractvalue {i33, i1} %r, 0
  %o = extractvalue {i33, i1} %r, 1
  %vz = zext i33 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i33, i1} @llvm.uadd.with.overflow.i33(i33, i33)
define internal i64 @uaddo_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call {i33, i1} @llvm.uadd.with.overflow.i33(i33 %x, i33 %y)
  %v = extractvalue {i33, i1} %r, 0
  %o = extractvalue {i33, i1} %r, 1
  %vz = zext i33 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i33, i1} @llvm.ssub.with.overflow.i33(i33, i33)
define internal i64 @ssubo_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call {i33, i1} @llvm.ssub.with.overflow.i33(i33 %x, i33 %y)
  %v = extractvalue {i33, i1} %r, 0
  %o = extractvalue {i33, i1} %r, 1
  %vz = zext i33 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i33, i1} @llvm.usub.with.overflow.i33(i33, i33)
define internal i64 @usubo_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call {i33, i1} @llvm.usub.with.overflow.i33(i33 %x, i33 %y)
  %v = extractvalue {i33, i1} %r, 0
  %o = extractvalue {i33, i1} %r, 1
  %vz = zext i33 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i33, i1} @llvm.smul.with.overflow.i33(i33, i33)
define internal i64 @smulo_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call {i33, i1} @llvm.smul.with.overflow.i33(i33 %x, i33 %y)
  %v = extractvalue {i33, i1} %r, 0
  %o = extractvalue {i33, i1} %r, 1
  %vz = zext i33 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare {i33, i1} @llvm.umul.with.overflow.i33(i33, i33)
define internal i64 @umulo_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call {i33, i1} @llvm.umul.with.overflow.i33(i33 %x, i33 %y)
  %v = extractvalue {i33, i1} %r, 0
  %o = extractvalue {i33, i1} %r, 1
  %vz = zext i33 %v to i64
  %oz = zext i1 %o to i64
  %sh = shl i64 %oz, 40
  %res = or i64 %vz, %sh
  ret i64 %res
}
declare i33 @llvm.sadd.sat.i33(i33, i33)
define internal i64 @saddsat_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call i33 @llvm.sadd.sat.i33(i33 %x, i33 %y)
  %z = sext i33 %r to i64
  ret i64 %z
}
declare i33 @llvm.uadd.sat.i33(i33, i33)
define internal i64 @uaddsat_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call i33 @llvm.uadd.sat.i33(i33 %x, i33 %y)
  %z = sext i33 %r to i64
  ret i64 %z
}
declare i33 @llvm.ssub.sat.i33(i33, i33)
define internal i64 @ssubsat_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call i33 @llvm.ssub.sat.i33(i33 %x, i33 %y)
  %z = sext i33 %r to i64
  ret i64 %z
}
declare i33 @llvm.usub.sat.i33(i33, i33)
define internal i64 @usubsat_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call i33 @llvm.usub.sat.i33(i33 %x, i33 %y)
  %z = sext i33 %r to i64
  ret i64 %z
}
declare i33 @llvm.abs.i33(i33, i1)
define internal i64 @abs_i33(i64 %a, i64 %b) noinline {
  %x = trunc i64 %a to i33
  %r = call i33 @llvm.abs.i33(i33 %x, i1 false)
  %z = zext i33 %r to i64
  ret i64 %z
}
@vals = private constant [18 x i64] [i64 0, i64 1, i64 -1, i64 2, i64 3, i64 5, i64 63, i64 64, i64 -64, i64 -63, i64 100, i64 127, i64 -128, i64 4294967295, i64 4294967296, i64 -4294967296, i64 8589934591, i64 12345678901]
@name.saddo_i1 = private unnamed_addr constant [9 x i8] c"saddo_i1\00"
@name.uaddo_i1 = private unnamed_addr constant [9 x i8] c"uaddo_i1\00"
@name.ssubo_i1 = private unnamed_addr constant [9 x i8] c"ssubo_i1\00"
@name.usubo_i1 = private unnamed_addr constant [9 x i8] c"usubo_i1\00"
@name.smulo_i1 = private unnamed_addr constant [9 x i8] c"smulo_i1\00"
@name.umulo_i1 = private unnamed_addr constant [9 x i8] c"umulo_i1\00"
@name.saddsat_i1 = private unnamed_addr constant [11 x i8] c"saddsat_i1\00"
@name.uaddsat_i1 = private unnamed_addr constant [11 x i8] c"uaddsat_i1\00"
@name.ssubsat_i1 = private unnamed_addr constant [11 x i8] c"ssubsat_i1\00"
@name.usubsat_i1 = private unnamed_addr constant [11 x i8] c"usubsat_i1\00"
@name.saddo_i7 = private unnamed_addr constant [9 x i8] c"saddo_i7\00"
@name.uaddo_i7 = private unnamed_addr constant [9 x i8] c"uaddo_i7\00"
@name.ssubo_i7 = private unnamed_addr constant [9 x i8] c"ssubo_i7\00"
@name.usubo_i7 = private unnamed_addr constant [9 x i8] c"usubo_i7\00"
@name.smulo_i7 = private unnamed_addr constant [9 x i8] c"smulo_i7\00"
@name.umulo_i7 = private unnamed_addr constant [9 x i8] c"umulo_i7\00"
@name.saddsat_i7 = private unnamed_addr constant [11 x i8] c"saddsat_i7\00"
@name.uaddsat_i7 = private unnamed_addr constant [11 x i8] c"uaddsat_i7\00"
@name.ssubsat_i7 = private unnamed_addr constant [11 x i8] c"ssubsat_i7\00"
@name.usubsat_i7 = private unnamed_addr constant [11 x i8] c"usubsat_i7\00"
@name.abs_i7 = private unnamed_addr constant [7 x i8] c"abs_i7\00"
@name.saddo_i33 = private unnamed_addr constant [10 x i8] c"saddo_i33\00"
@name.uaddo_i33 = private unnamed_addr constant [10 x i8] c"uaddo_i33\00"
@name.ssubo_i33 = private unnamed_addr constant [10 x i8] c"ssubo_i33\00"
@name.usubo_i33 = private unnamed_addr constant [10 x i8] c"usubo_i33\00"
@name.smulo_i33 = private unnamed_addr constant [10 x i8] c"smulo_i33\00"
@name.umulo_i33 = private unnamed_addr constant [10 x i8] c"umulo_i33\00"
@name.saddsat_i33 = private unnamed_addr constant [12 x i8] c"saddsat_i33\00"
@name.uaddsat_i33 = private unnamed_addr constant [12 x i8] c"uaddsat_i33\00"
@name.ssubsat_i33 = private unnamed_addr constant [12 x i8] c"ssubsat_i33\00"
@name.usubsat_i33 = private unnamed_addr constant [12 x i8] c"usubsat_i33\00"
@name.abs_i33 = private unnamed_addr constant [8 x i8] c"abs_i33\00"
define i32 @main() {
entry:
  br label %f0
f0:
  br label %l0.i
l0.i:
  %i0 = phi i64 [0, %f0], [%in0, %l0.inext]
  br label %l0.j
l0.j:
  %j0 = phi i64 [0, %l0.i], [%jn0, %l0.j]
  %pa0 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i0
  %a0 = load i64, i64* %pa0
  %pb0 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j0
  %b0 = load i64, i64* %pb0
  %r0 = call i64 @saddo_i1(i64 %a0, i64 %b0)
  %s0 = getelementptr [9 x i8], [9 x i8]* @name.saddo_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s0, i64 %a0, i64 %b0, i64 %r0)
  %jn0 = add i64 %j0, 1
  %jd0 = icmp eq i64 %jn0, 18
  br i1 %jd0, label %l0.inext, label %l0.j
l0.inext:
  %in0 = add i64 %i0, 1
  %id0 = icmp eq i64 %in0, 18
  br i1 %id0, label %f1, label %l0.i
f1:
  br label %l1.i
l1.i:
  %i1 = phi i64 [0, %f1], [%in1, %l1.inext]
  br label %l1.j
l1.j:
  %j1 = phi i64 [0, %l1.i], [%jn1, %l1.j]
  %pa1 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i1
  %a1 = load i64, i64* %pa1
  %pb1 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j1
  %b1 = load i64, i64* %pb1
  %r1 = call i64 @uaddo_i1(i64 %a1, i64 %b1)
  %s1 = getelementptr [9 x i8], [9 x i8]* @name.uaddo_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s1, i64 %a1, i64 %b1, i64 %r1)
  %jn1 = add i64 %j1, 1
  %jd1 = icmp eq i64 %jn1, 18
  br i1 %jd1, label %l1.inext, label %l1.j
l1.inext:
  %in1 = add i64 %i1, 1
  %id1 = icmp eq i64 %in1, 18
  br i1 %id1, label %f2, label %l1.i
f2:
  br label %l2.i
l2.i:
  %i2 = phi i64 [0, %f2], [%in2, %l2.inext]
  br label %l2.j
l2.j:
  %j2 = phi i64 [0, %l2.i], [%jn2, %l2.j]
  %pa2 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i2
  %a2 = load i64, i64* %pa2
  %pb2 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j2
  %b2 = load i64, i64* %pb2
  %r2 = call i64 @ssubo_i1(i64 %a2, i64 %b2)
  %s2 = getelementptr [9 x i8], [9 x i8]* @name.ssubo_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s2, i64 %a2, i64 %b2, i64 %r2)
  %jn2 = add i64 %j2, 1
  %jd2 = icmp eq i64 %jn2, 18
  br i1 %jd2, label %l2.inext, label %l2.j
l2.inext:
  %in2 = add i64 %i2, 1
  %id2 = icmp eq i64 %in2, 18
  br i1 %id2, label %f3, label %l2.i
f3:
  br label %l3.i
l3.i:
  %i3 = phi i64 [0, %f3], [%in3, %l3.inext]
  br label %l3.j
l3.j:
  %j3 = phi i64 [0, %l3.i], [%jn3, %l3.j]
  %pa3 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i3
  %a3 = load i64, i64* %pa3
  %pb3 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j3
  %b3 = load i64, i64* %pb3
  %r3 = call i64 @usubo_i1(i64 %a3, i64 %b3)
  %s3 = getelementptr [9 x i8], [9 x i8]* @name.usubo_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s3, i64 %a3, i64 %b3, i64 %r3)
  %jn3 = add i64 %j3, 1
  %jd3 = icmp eq i64 %jn3, 18
  br i1 %jd3, label %l3.inext, label %l3.j
l3.inext:
  %in3 = add i64 %i3, 1
  %id3 = icmp eq i64 %in3, 18
  br i1 %id3, label %f4, label %l3.i
f4:
  br label %l4.i
l4.i:
  %i4 = phi i64 [0, %f4], [%in4, %l4.inext]
  br label %l4.j
l4.j:
  %j4 = phi i64 [0, %l4.i], [%jn4, %l4.j]
  %pa4 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i4
  %a4 = load i64, i64* %pa4
  %pb4 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j4
  %b4 = load i64, i64* %pb4
  %r4 = call i64 @smulo_i1(i64 %a4, i64 %b4)
  %s4 = getelementptr [9 x i8], [9 x i8]* @name.smulo_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s4, i64 %a4, i64 %b4, i64 %r4)
  %jn4 = add i64 %j4, 1
  %jd4 = icmp eq i64 %jn4, 18
  br i1 %jd4, label %l4.inext, label %l4.j
l4.inext:
  %in4 = add i64 %i4, 1
  %id4 = icmp eq i64 %in4, 18
  br i1 %id4, label %f5, label %l4.i
f5:
  br label %l5.i
l5.i:
  %i5 = phi i64 [0, %f5], [%in5, %l5.inext]
  br label %l5.j
l5.j:
  %j5 = phi i64 [0, %l5.i], [%jn5, %l5.j]
  %pa5 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i5
  %a5 = load i64, i64* %pa5
  %pb5 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j5
  %b5 = load i64, i64* %pb5
  %r5 = call i64 @umulo_i1(i64 %a5, i64 %b5)
  %s5 = getelementptr [9 x i8], [9 x i8]* @name.umulo_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s5, i64 %a5, i64 %b5, i64 %r5)
  %jn5 = add i64 %j5, 1
  %jd5 = icmp eq i64 %jn5, 18
  br i1 %jd5, label %l5.inext, label %l5.j
l5.inext:
  %in5 = add i64 %i5, 1
  %id5 = icmp eq i64 %in5, 18
  br i1 %id5, label %f6, label %l5.i
f6:
  br label %l6.i
l6.i:
  %i6 = phi i64 [0, %f6], [%in6, %l6.inext]
  br label %l6.j
l6.j:
  %j6 = phi i64 [0, %l6.i], [%jn6, %l6.j]
  %pa6 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i6
  %a6 = load i64, i64* %pa6
  %pb6 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j6
  %b6 = load i64, i64* %pb6
  %r6 = call i64 @saddsat_i1(i64 %a6, i64 %b6)
  %s6 = getelementptr [11 x i8], [11 x i8]* @name.saddsat_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s6, i64 %a6, i64 %b6, i64 %r6)
  %jn6 = add i64 %j6, 1
  %jd6 = icmp eq i64 %jn6, 18
  br i1 %jd6, label %l6.inext, label %l6.j
l6.inext:
  %in6 = add i64 %i6, 1
  %id6 = icmp eq i64 %in6, 18
  br i1 %id6, label %f7, label %l6.i
f7:
  br label %l7.i
l7.i:
  %i7 = phi i64 [0, %f7], [%in7, %l7.inext]
  br label %l7.j
l7.j:
  %j7 = phi i64 [0, %l7.i], [%jn7, %l7.j]
  %pa7 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i7
  %a7 = load i64, i64* %pa7
  %pb7 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j7
  %b7 = load i64, i64* %pb7
  %r7 = call i64 @uaddsat_i1(i64 %a7, i64 %b7)
  %s7 = getelementptr [11 x i8], [11 x i8]* @name.uaddsat_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s7, i64 %a7, i64 %b7, i64 %r7)
  %jn7 = add i64 %j7, 1
  %jd7 = icmp eq i64 %jn7, 18
  br i1 %jd7, label %l7.inext, label %l7.j
l7.inext:
  %in7 = add i64 %i7, 1
  %id7 = icmp eq i64 %in7, 18
  br i1 %id7, label %f8, label %l7.i
f8:
  br label %l8.i
l8.i:
  %i8 = phi i64 [0, %f8], [%in8, %l8.inext]
  br label %l8.j
l8.j:
  %j8 = phi i64 [0, %l8.i], [%jn8, %l8.j]
  %pa8 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i8
  %a8 = load i64, i64* %pa8
  %pb8 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j8
  %b8 = load i64, i64* %pb8
  %r8 = call i64 @ssubsat_i1(i64 %a8, i64 %b8)
  %s8 = getelementptr [11 x i8], [11 x i8]* @name.ssubsat_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s8, i64 %a8, i64 %b8, i64 %r8)
  %jn8 = add i64 %j8, 1
  %jd8 = icmp eq i64 %jn8, 18
  br i1 %jd8, label %l8.inext, label %l8.j
l8.inext:
  %in8 = add i64 %i8, 1
  %id8 = icmp eq i64 %in8, 18
  br i1 %id8, label %f9, label %l8.i
f9:
  br label %l9.i
l9.i:
  %i9 = phi i64 [0, %f9], [%in9, %l9.inext]
  br label %l9.j
l9.j:
  %j9 = phi i64 [0, %l9.i], [%jn9, %l9.j]
  %pa9 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i9
  %a9 = load i64, i64* %pa9
  %pb9 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j9
  %b9 = load i64, i64* %pb9
  %r9 = call i64 @usubsat_i1(i64 %a9, i64 %b9)
  %s9 = getelementptr [11 x i8], [11 x i8]* @name.usubsat_i1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s9, i64 %a9, i64 %b9, i64 %r9)
  %jn9 = add i64 %j9, 1
  %jd9 = icmp eq i64 %jn9, 18
  br i1 %jd9, label %l9.inext, label %l9.j
l9.inext:
  %in9 = add i64 %i9, 1
  %id9 = icmp eq i64 %in9, 18
  br i1 %id9, label %f10, label %l9.i
f10:
  br label %l10.i
l10.i:
  %i10 = phi i64 [0, %f10], [%in10, %l10.inext]
  br label %l10.j
l10.j:
  %j10 = phi i64 [0, %l10.i], [%jn10, %l10.j]
  %pa10 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i10
  %a10 = load i64, i64* %pa10
  %pb10 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j10
  %b10 = load i64, i64* %pb10
  %r10 = call i64 @saddo_i7(i64 %a10, i64 %b10)
  %s10 = getelementptr [9 x i8], [9 x i8]* @name.saddo_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s10, i64 %a10, i64 %b10, i64 %r10)
  %jn10 = add i64 %j10, 1
  %jd10 = icmp eq i64 %jn10, 18
  br i1 %jd10, label %l10.inext, label %l10.j
l10.inext:
  %in10 = add i64 %i10, 1
  %id10 = icmp eq i64 %in10, 18
  br i1 %id10, label %f11, label %l10.i
f11:
  br label %l11.i
l11.i:
  %i11 = phi i64 [0, %f11], [%in11, %l11.inext]
  br label %l11.j
l11.j:
  %j11 = phi i64 [0, %l11.i], [%jn11, %l11.j]
  %pa11 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i11
  %a11 = load i64, i64* %pa11
  %pb11 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j11
  %b11 = load i64, i64* %pb11
  %r11 = call i64 @uaddo_i7(i64 %a11, i64 %b11)
  %s11 = getelementptr [9 x i8], [9 x i8]* @name.uaddo_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s11, i64 %a11, i64 %b11, i64 %r11)
  %jn11 = add i64 %j11, 1
  %jd11 = icmp eq i64 %jn11, 18
  br i1 %jd11, label %l11.inext, label %l11.j
l11.inext:
  %in11 = add i64 %i11, 1
  %id11 = icmp eq i64 %in11, 18
  br i1 %id11, label %f12, label %l11.i
f12:
  br label %l12.i
l12.i:
  %i12 = phi i64 [0, %f12], [%in12, %l12.inext]
  br label %l12.j
l12.j:
  %j12 = phi i64 [0, %l12.i], [%jn12, %l12.j]
  %pa12 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i12
  %a12 = load i64, i64* %pa12
  %pb12 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j12
  %b12 = load i64, i64* %pb12
  %r12 = call i64 @ssubo_i7(i64 %a12, i64 %b12)
  %s12 = getelementptr [9 x i8], [9 x i8]* @name.ssubo_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s12, i64 %a12, i64 %b12, i64 %r12)
  %jn12 = add i64 %j12, 1
  %jd12 = icmp eq i64 %jn12, 18
  br i1 %jd12, label %l12.inext, label %l12.j
l12.inext:
  %in12 = add i64 %i12, 1
  %id12 = icmp eq i64 %in12, 18
  br i1 %id12, label %f13, label %l12.i
f13:
  br label %l13.i
l13.i:
  %i13 = phi i64 [0, %f13], [%in13, %l13.inext]
  br label %l13.j
l13.j:
  %j13 = phi i64 [0, %l13.i], [%jn13, %l13.j]
  %pa13 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i13
  %a13 = load i64, i64* %pa13
  %pb13 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j13
  %b13 = load i64, i64* %pb13
  %r13 = call i64 @usubo_i7(i64 %a13, i64 %b13)
  %s13 = getelementptr [9 x i8], [9 x i8]* @name.usubo_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s13, i64 %a13, i64 %b13, i64 %r13)
  %jn13 = add i64 %j13, 1
  %jd13 = icmp eq i64 %jn13, 18
  br i1 %jd13, label %l13.inext, label %l13.j
l13.inext:
  %in13 = add i64 %i13, 1
  %id13 = icmp eq i64 %in13, 18
  br i1 %id13, label %f14, label %l13.i
f14:
  br label %l14.i
l14.i:
  %i14 = phi i64 [0, %f14], [%in14, %l14.inext]
  br label %l14.j
l14.j:
  %j14 = phi i64 [0, %l14.i], [%jn14, %l14.j]
  %pa14 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i14
  %a14 = load i64, i64* %pa14
  %pb14 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j14
  %b14 = load i64, i64* %pb14
  %r14 = call i64 @smulo_i7(i64 %a14, i64 %b14)
  %s14 = getelementptr [9 x i8], [9 x i8]* @name.smulo_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s14, i64 %a14, i64 %b14, i64 %r14)
  %jn14 = add i64 %j14, 1
  %jd14 = icmp eq i64 %jn14, 18
  br i1 %jd14, label %l14.inext, label %l14.j
l14.inext:
  %in14 = add i64 %i14, 1
  %id14 = icmp eq i64 %in14, 18
  br i1 %id14, label %f15, label %l14.i
f15:
  br label %l15.i
l15.i:
  %i15 = phi i64 [0, %f15], [%in15, %l15.inext]
  br label %l15.j
l15.j:
  %j15 = phi i64 [0, %l15.i], [%jn15, %l15.j]
  %pa15 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i15
  %a15 = load i64, i64* %pa15
  %pb15 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j15
  %b15 = load i64, i64* %pb15
  %r15 = call i64 @umulo_i7(i64 %a15, i64 %b15)
  %s15 = getelementptr [9 x i8], [9 x i8]* @name.umulo_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s15, i64 %a15, i64 %b15, i64 %r15)
  %jn15 = add i64 %j15, 1
  %jd15 = icmp eq i64 %jn15, 18
  br i1 %jd15, label %l15.inext, label %l15.j
l15.inext:
  %in15 = add i64 %i15, 1
  %id15 = icmp eq i64 %in15, 18
  br i1 %id15, label %f16, label %l15.i
f16:
  br label %l16.i
l16.i:
  %i16 = phi i64 [0, %f16], [%in16, %l16.inext]
  br label %l16.j
l16.j:
  %j16 = phi i64 [0, %l16.i], [%jn16, %l16.j]
  %pa16 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i16
  %a16 = load i64, i64* %pa16
  %pb16 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j16
  %b16 = load i64, i64* %pb16
  %r16 = call i64 @saddsat_i7(i64 %a16, i64 %b16)
  %s16 = getelementptr [11 x i8], [11 x i8]* @name.saddsat_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s16, i64 %a16, i64 %b16, i64 %r16)
  %jn16 = add i64 %j16, 1
  %jd16 = icmp eq i64 %jn16, 18
  br i1 %jd16, label %l16.inext, label %l16.j
l16.inext:
  %in16 = add i64 %i16, 1
  %id16 = icmp eq i64 %in16, 18
  br i1 %id16, label %f17, label %l16.i
f17:
  br label %l17.i
l17.i:
  %i17 = phi i64 [0, %f17], [%in17, %l17.inext]
  br label %l17.j
l17.j:
  %j17 = phi i64 [0, %l17.i], [%jn17, %l17.j]
  %pa17 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i17
  %a17 = load i64, i64* %pa17
  %pb17 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j17
  %b17 = load i64, i64* %pb17
  %r17 = call i64 @uaddsat_i7(i64 %a17, i64 %b17)
  %s17 = getelementptr [11 x i8], [11 x i8]* @name.uaddsat_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s17, i64 %a17, i64 %b17, i64 %r17)
  %jn17 = add i64 %j17, 1
  %jd17 = icmp eq i64 %jn17, 18
  br i1 %jd17, label %l17.inext, label %l17.j
l17.inext:
  %in17 = add i64 %i17, 1
  %id17 = icmp eq i64 %in17, 18
  br i1 %id17, label %f18, label %l17.i
f18:
  br label %l18.i
l18.i:
  %i18 = phi i64 [0, %f18], [%in18, %l18.inext]
  br label %l18.j
l18.j:
  %j18 = phi i64 [0, %l18.i], [%jn18, %l18.j]
  %pa18 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i18
  %a18 = load i64, i64* %pa18
  %pb18 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j18
  %b18 = load i64, i64* %pb18
  %r18 = call i64 @ssubsat_i7(i64 %a18, i64 %b18)
  %s18 = getelementptr [11 x i8], [11 x i8]* @name.ssubsat_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s18, i64 %a18, i64 %b18, i64 %r18)
  %jn18 = add i64 %j18, 1
  %jd18 = icmp eq i64 %jn18, 18
  br i1 %jd18, label %l18.inext, label %l18.j
l18.inext:
  %in18 = add i64 %i18, 1
  %id18 = icmp eq i64 %in18, 18
  br i1 %id18, label %f19, label %l18.i
f19:
  br label %l19.i
l19.i:
  %i19 = phi i64 [0, %f19], [%in19, %l19.inext]
  br label %l19.j
l19.j:
  %j19 = phi i64 [0, %l19.i], [%jn19, %l19.j]
  %pa19 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i19
  %a19 = load i64, i64* %pa19
  %pb19 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j19
  %b19 = load i64, i64* %pb19
  %r19 = call i64 @usubsat_i7(i64 %a19, i64 %b19)
  %s19 = getelementptr [11 x i8], [11 x i8]* @name.usubsat_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s19, i64 %a19, i64 %b19, i64 %r19)
  %jn19 = add i64 %j19, 1
  %jd19 = icmp eq i64 %jn19, 18
  br i1 %jd19, label %l19.inext, label %l19.j
l19.inext:
  %in19 = add i64 %i19, 1
  %id19 = icmp eq i64 %in19, 18
  br i1 %id19, label %f20, label %l19.i
f20:
  br label %l20.i
l20.i:
  %i20 = phi i64 [0, %f20], [%in20, %l20.inext]
  br label %l20.j
l20.j:
  %j20 = phi i64 [0, %l20.i], [%jn20, %l20.j]
  %pa20 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i20
  %a20 = load i64, i64* %pa20
  %pb20 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j20
  %b20 = load i64, i64* %pb20
  %r20 = call i64 @abs_i7(i64 %a20, i64 %b20)
  %s20 = getelementptr [7 x i8], [7 x i8]* @name.abs_i7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s20, i64 %a20, i64 %b20, i64 %r20)
  %jn20 = add i64 %j20, 1
  %jd20 = icmp eq i64 %jn20, 18
  br i1 %jd20, label %l20.inext, label %l20.j
l20.inext:
  %in20 = add i64 %i20, 1
  %id20 = icmp eq i64 %in20, 18
  br i1 %id20, label %f21, label %l20.i
f21:
  br label %l21.i
l21.i:
  %i21 = phi i64 [0, %f21], [%in21, %l21.inext]
  br label %l21.j
l21.j:
  %j21 = phi i64 [0, %l21.i], [%jn21, %l21.j]
  %pa21 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i21
  %a21 = load i64, i64* %pa21
  %pb21 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j21
  %b21 = load i64, i64* %pb21
  %r21 = call i64 @saddo_i33(i64 %a21, i64 %b21)
  %s21 = getelementptr [10 x i8], [10 x i8]* @name.saddo_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s21, i64 %a21, i64 %b21, i64 %r21)
  %jn21 = add i64 %j21, 1
  %jd21 = icmp eq i64 %jn21, 18
  br i1 %jd21, label %l21.inext, label %l21.j
l21.inext:
  %in21 = add i64 %i21, 1
  %id21 = icmp eq i64 %in21, 18
  br i1 %id21, label %f22, label %l21.i
f22:
  br label %l22.i
l22.i:
  %i22 = phi i64 [0, %f22], [%in22, %l22.inext]
  br label %l22.j
l22.j:
  %j22 = phi i64 [0, %l22.i], [%jn22, %l22.j]
  %pa22 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i22
  %a22 = load i64, i64* %pa22
  %pb22 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j22
  %b22 = load i64, i64* %pb22
  %r22 = call i64 @uaddo_i33(i64 %a22, i64 %b22)
  %s22 = getelementptr [10 x i8], [10 x i8]* @name.uaddo_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s22, i64 %a22, i64 %b22, i64 %r22)
  %jn22 = add i64 %j22, 1
  %jd22 = icmp eq i64 %jn22, 18
  br i1 %jd22, label %l22.inext, label %l22.j
l22.inext:
  %in22 = add i64 %i22, 1
  %id22 = icmp eq i64 %in22, 18
  br i1 %id22, label %f23, label %l22.i
f23:
  br label %l23.i
l23.i:
  %i23 = phi i64 [0, %f23], [%in23, %l23.inext]
  br label %l23.j
l23.j:
  %j23 = phi i64 [0, %l23.i], [%jn23, %l23.j]
  %pa23 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i23
  %a23 = load i64, i64* %pa23
  %pb23 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j23
  %b23 = load i64, i64* %pb23
  %r23 = call i64 @ssubo_i33(i64 %a23, i64 %b23)
  %s23 = getelementptr [10 x i8], [10 x i8]* @name.ssubo_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s23, i64 %a23, i64 %b23, i64 %r23)
  %jn23 = add i64 %j23, 1
  %jd23 = icmp eq i64 %jn23, 18
  br i1 %jd23, label %l23.inext, label %l23.j
l23.inext:
  %in23 = add i64 %i23, 1
  %id23 = icmp eq i64 %in23, 18
  br i1 %id23, label %f24, label %l23.i
f24:
  br label %l24.i
l24.i:
  %i24 = phi i64 [0, %f24], [%in24, %l24.inext]
  br label %l24.j
l24.j:
  %j24 = phi i64 [0, %l24.i], [%jn24, %l24.j]
  %pa24 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i24
  %a24 = load i64, i64* %pa24
  %pb24 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j24
  %b24 = load i64, i64* %pb24
  %r24 = call i64 @usubo_i33(i64 %a24, i64 %b24)
  %s24 = getelementptr [10 x i8], [10 x i8]* @name.usubo_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s24, i64 %a24, i64 %b24, i64 %r24)
  %jn24 = add i64 %j24, 1
  %jd24 = icmp eq i64 %jn24, 18
  br i1 %jd24, label %l24.inext, label %l24.j
l24.inext:
  %in24 = add i64 %i24, 1
  %id24 = icmp eq i64 %in24, 18
  br i1 %id24, label %f25, label %l24.i
f25:
  br label %l25.i
l25.i:
  %i25 = phi i64 [0, %f25], [%in25, %l25.inext]
  br label %l25.j
l25.j:
  %j25 = phi i64 [0, %l25.i], [%jn25, %l25.j]
  %pa25 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i25
  %a25 = load i64, i64* %pa25
  %pb25 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j25
  %b25 = load i64, i64* %pb25
  %r25 = call i64 @smulo_i33(i64 %a25, i64 %b25)
  %s25 = getelementptr [10 x i8], [10 x i8]* @name.smulo_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s25, i64 %a25, i64 %b25, i64 %r25)
  %jn25 = add i64 %j25, 1
  %jd25 = icmp eq i64 %jn25, 18
  br i1 %jd25, label %l25.inext, label %l25.j
l25.inext:
  %in25 = add i64 %i25, 1
  %id25 = icmp eq i64 %in25, 18
  br i1 %id25, label %f26, label %l25.i
f26:
  br label %l26.i
l26.i:
  %i26 = phi i64 [0, %f26], [%in26, %l26.inext]
  br label %l26.j
l26.j:
  %j26 = phi i64 [0, %l26.i], [%jn26, %l26.j]
  %pa26 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i26
  %a26 = load i64, i64* %pa26
  %pb26 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j26
  %b26 = load i64, i64* %pb26
  %r26 = call i64 @umulo_i33(i64 %a26, i64 %b26)
  %s26 = getelementptr [10 x i8], [10 x i8]* @name.umulo_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s26, i64 %a26, i64 %b26, i64 %r26)
  %jn26 = add i64 %j26, 1
  %jd26 = icmp eq i64 %jn26, 18
  br i1 %jd26, label %l26.inext, label %l26.j
l26.inext:
  %in26 = add i64 %i26, 1
  %id26 = icmp eq i64 %in26, 18
  br i1 %id26, label %f27, label %l26.i
f27:
  br label %l27.i
l27.i:
  %i27 = phi i64 [0, %f27], [%in27, %l27.inext]
  br label %l27.j
l27.j:
  %j27 = phi i64 [0, %l27.i], [%jn27, %l27.j]
  %pa27 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i27
  %a27 = load i64, i64* %pa27
  %pb27 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j27
  %b27 = load i64, i64* %pb27
  %r27 = call i64 @saddsat_i33(i64 %a27, i64 %b27)
  %s27 = getelementptr [12 x i8], [12 x i8]* @name.saddsat_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s27, i64 %a27, i64 %b27, i64 %r27)
  %jn27 = add i64 %j27, 1
  %jd27 = icmp eq i64 %jn27, 18
  br i1 %jd27, label %l27.inext, label %l27.j
l27.inext:
  %in27 = add i64 %i27, 1
  %id27 = icmp eq i64 %in27, 18
  br i1 %id27, label %f28, label %l27.i
f28:
  br label %l28.i
l28.i:
  %i28 = phi i64 [0, %f28], [%in28, %l28.inext]
  br label %l28.j
l28.j:
  %j28 = phi i64 [0, %l28.i], [%jn28, %l28.j]
  %pa28 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i28
  %a28 = load i64, i64* %pa28
  %pb28 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j28
  %b28 = load i64, i64* %pb28
  %r28 = call i64 @uaddsat_i33(i64 %a28, i64 %b28)
  %s28 = getelementptr [12 x i8], [12 x i8]* @name.uaddsat_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s28, i64 %a28, i64 %b28, i64 %r28)
  %jn28 = add i64 %j28, 1
  %jd28 = icmp eq i64 %jn28, 18
  br i1 %jd28, label %l28.inext, label %l28.j
l28.inext:
  %in28 = add i64 %i28, 1
  %id28 = icmp eq i64 %in28, 18
  br i1 %id28, label %f29, label %l28.i
f29:
  br label %l29.i
l29.i:
  %i29 = phi i64 [0, %f29], [%in29, %l29.inext]
  br label %l29.j
l29.j:
  %j29 = phi i64 [0, %l29.i], [%jn29, %l29.j]
  %pa29 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i29
  %a29 = load i64, i64* %pa29
  %pb29 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j29
  %b29 = load i64, i64* %pb29
  %r29 = call i64 @ssubsat_i33(i64 %a29, i64 %b29)
  %s29 = getelementptr [12 x i8], [12 x i8]* @name.ssubsat_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s29, i64 %a29, i64 %b29, i64 %r29)
  %jn29 = add i64 %j29, 1
  %jd29 = icmp eq i64 %jn29, 18
  br i1 %jd29, label %l29.inext, label %l29.j
l29.inext:
  %in29 = add i64 %i29, 1
  %id29 = icmp eq i64 %in29, 18
  br i1 %id29, label %f30, label %l29.i
f30:
  br label %l30.i
l30.i:
  %i30 = phi i64 [0, %f30], [%in30, %l30.inext]
  br label %l30.j
l30.j:
  %j30 = phi i64 [0, %l30.i], [%jn30, %l30.j]
  %pa30 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i30
  %a30 = load i64, i64* %pa30
  %pb30 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j30
  %b30 = load i64, i64* %pb30
  %r30 = call i64 @usubsat_i33(i64 %a30, i64 %b30)
  %s30 = getelementptr [12 x i8], [12 x i8]* @name.usubsat_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s30, i64 %a30, i64 %b30, i64 %r30)
  %jn30 = add i64 %j30, 1
  %jd30 = icmp eq i64 %jn30, 18
  br i1 %jd30, label %l30.inext, label %l30.j
l30.inext:
  %in30 = add i64 %i30, 1
  %id30 = icmp eq i64 %in30, 18
  br i1 %id30, label %f31, label %l30.i
f31:
  br label %l31.i
l31.i:
  %i31 = phi i64 [0, %f31], [%in31, %l31.inext]
  br label %l31.j
l31.j:
  %j31 = phi i64 [0, %l31.i], [%jn31, %l31.j]
  %pa31 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %i31
  %a31 = load i64, i64* %pa31
  %pb31 = getelementptr [18 x i64], [18 x i64]* @vals, i64 0, i64 %j31
  %b31 = load i64, i64* %pb31
  %r31 = call i64 @abs_i33(i64 %a31, i64 %b31)
  %s31 = getelementptr [8 x i8], [8 x i8]* @name.abs_i33, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i8* %s31, i64 %a31, i64 %b31, i64 %r31)
  %jn31 = add i64 %j31, 1
  %jd31 = icmp eq i64 %jn31, 18
  br i1 %jd31, label %l31.inext, label %l31.j
l31.inext:
  %in31 = add i64 %i31, 1
  %id31 = icmp eq i64 %in31, 18
  br i1 %id31, label %f32, label %l31.i
f32:
  ret i32 0
}
