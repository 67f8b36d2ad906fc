; Reductions (llvm.vector.reduce.* over legal, split and widened types, expanded by expand-reductions) and
; vector conversions (extensions, truncations, int<->fp, fp extend/round) run at -O2 and -O0.  Expected lines:
; the llc-14 build's output.
; REQUIRES: native
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe
; RUN: %t.exe | FileCheck --match-full-lines %s
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t0.s
; RUN: gcc -no-pie %t0.s -o %t0.exe
; RUN: %t0.exe | FileCheck --match-full-lines %s
; CHECK: a75699b4b08da840 
; CHECK-NEXT: 70bcb0d750f2127c 
; CHECK-NEXT: 28001a34c20eb082 
; CHECK-NEXT: 7f567f7fee7ef7be 
; CHECK-NEXT: 5756654b2c70473c 
; CHECK-NEXT: 6e067f34c27ef0be 
; CHECK-NEXT: 39501a7fee0eb782 
; CHECK-NEXT: 6e067f34c27ef0be 
; CHECK-NEXT: 39501a7fee0eb782 
; CHECK-NEXT: 57e441f3 
; CHECK-NEXT: 1c6a32d0 
; CHECK-NEXT: 1000 
; CHECK-NEXT: ffffffffff7effff 
; CHECK-NEXT: 7b262277 
; CHECK-NEXT: 6e067f34 
; CHECK-NEXT: ffffffffc27ef0be 
; CHECK-NEXT: ffffffffee0eb782 
; CHECK-NEXT: 39501a7f 
; CHECK-NEXT: ffffffffffff99d5 
; CHECK-NEXT: ffffffffffffd800 
; CHECK-NEXT: 0 
; CHECK-NEXT: ffffffffffffffff 
; CHECK-NEXT: 5951 
; CHECK-NEXT: 7f34 
; CHECK-NEXT: ffffffffffffb782 
; CHECK-NEXT: fffffffffffff0be 
; CHECK-NEXT: 1a7f 
; CHECK-NEXT: 6c 
; CHECK-NEXT: 0 
; CHECK-NEXT: 0 
; CHECK-NEXT: ffffffffffffffff 
; CHECK-NEXT: 8 
; CHECK-NEXT: 7f 
; CHECK-NEXT: ffffffffffffff82 
; CHECK-NEXT: fffffffffffffff0 
; CHECK-NEXT: 6 
; CHECK-NEXT: 59dda7bf 
; CHECK-NEXT: c29c000 
; CHECK-NEXT: 0 
; CHECK-NEXT: ffffffffff7fffff 
; CHECK-NEXT: 868a4dd 
; CHECK-NEXT: 6e067f34 
; CHECK-NEXT: ffffffffc27ef0be 
; CHECK-NEXT: ffffffffee0eb782 
; CHECK-NEXT: 2004340 
; CHECK-NEXT: dff22c7179eb7b50 
; CHECK-NEXT: 9704d423409c7000 
; CHECK-NEXT: 2000000 
; CHECK-NEXT: ff577f7fef7ffffe 
; CHECK-NEXT: e1452f71e92d8bac 
; CHECK-NEXT: 6e067f34c27ef0be 
; CHECK-NEXT: e3472451c75d8fd0 
; CHECK-NEXT: e3472451c75d8fd0 
; CHECK-NEXT: 39501a7fee0eb782 
; CHECK-NEXT: 275ed201 
; CHECK-NEXT: ffffffffe2903d7e 
; CHECK-NEXT: 28001202 
; CHECK-NEXT: ffffffffff5ebfff 
; CHECK-NEXT: ffffffffd75eadfd 
; CHECK-NEXT: 39501a7f 
; CHECK-NEXT: ffffffffee0eb782 
; CHECK-NEXT: ffffffffee0eb782 
; CHECK-NEXT: 39501a7f 
; CHECK-NEXT: 57 
; CHECK-NEXT: 0 
; CHECK-NEXT: 0 
; CHECK-NEXT: ffffffffffffffff 
; CHECK-NEXT: ffffffffffffffd9 
; CHECK-NEXT: 7f 
; CHECK-NEXT: ffffffffffffff82 
; CHECK-NEXT: ffffffffffffffee 
; CHECK-NEXT: e 
; CHECK-NEXT: fffffffffffff95f 
; CHECK-NEXT: b40 
; CHECK-NEXT: 0 
; CHECK-NEXT: ffffffffffffffff 
; CHECK-NEXT: 7aa3 
; CHECK-NEXT: 3950 
; CHECK-NEXT: ffffffffffffb782 
; CHECK-NEXT: ffffffffffffee0e 
; CHECK-NEXT: 1a7f 
; CHECK-NEXT: 6ec11f38 
; CHECK-NEXT: 3700000 
; CHECK-NEXT: 0 
; CHECK-NEXT: ffffffffffffffff 
; CHECK-NEXT: 2878a8aa 
; CHECK-NEXT: 6e067f34 
; CHECK-NEXT: ffffffff98c4645d 
; CHECK-NEXT: fffffffff69cb59e 
; CHECK-NEXT: 2004340 
; CHECK-NEXT: ffee000effb7ff82 390050001a007f 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ee000e00b70082 390050001a007f 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffb7ffffff82 ffffffee0000000e 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: b782 ee0e 1a7f 3950 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffee0eb782 39501a7f 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: c27ef0beee0eb782 2004340c75d8fd0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 6b4051d034be7f82 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 6347ebe507f0e82 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f0beb782 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: c1b1f1487e000000 41cca80d3f800000 c1cec087a1000000 41db819fcd000000 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 80000000 80000000ffffffc1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: c5c1d6f040000000 3f2a034fe0000000 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 7f8000000a80d3ff 7f800000ff800000 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: c58f9000c690fc00 4665400045d3f800 c6760800c5742000 46dc0c0046fe6800 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 41edc1d6f0400000 41cca80d3f800000 41e84fde17c00000 41db819fcd000000 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: b700000082 ee0000000e 1a0000007f 3900000050 f0000000be c20000007e 7f00000034 6e00000006 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffb782 ffffffffffffee0e 1a7f 3950 fffffffffffff0be ffffffffffffc27e 7f34 6e06 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 6b4051d034be7f82 5aa19e9a4a0b5d94 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 43cca80d3ff7075c 43db819fcd309fbc 0 0 0 0 0 0 0 0 0 0 0 0 0 0 

@A = global [128 x i8] c"\82\B7\0E\EE\7F\1A\50\39\BE\F0\7E\C2\34\7F\06\6E\D0\8F\5D\C7\51\24\47\E3\40\43\00\02\6B\6E\54\55\94\A0\65\68\5D\64\C4\98\0B\B8\D4\54\4A\87\21\A9\9A\01\AD\21\9E\B5\9C\F6\A1\5E\F6\F1\5A\1D\83\0B\B7\CE\09\D6\BB\C0\04\E7\17\5C\64\3C\7D\EC\B0\B5\80\EC\37\BC\97\12\DD\2E\6A\AE\B9\4B\AE\8D\2F\9F\A2\9C\5A\28\4C\9E\F7\52\18\29\CF\10\79\B0\80\E9\D7\4A\1C\10\FC\AB\6A\42\43\D3\36\56\DE\BE\4C\1E", align 16
@R = global [128 x i8] zeroinitializer, align 16
@fmt = private constant [5 x i8] c"%lx \00"
@nl = private constant [2 x i8] c"\0A\00"
declare i32 @printf(i8*, ...)
define void @dump() noinline {
  br label %l
l:
  %i = phi i64 [0, %0], [%n, %l]
  %p = getelementptr [128 x i8], [128 x i8]* @R, i64 0, i64 %i
  %q = bitcast i8* %p to i64*
  %v = load i64, i64* %q
  store i64 0, i64* %q
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %v)
  %n = add i64 %i, 8
  %d = icmp eq i64 %n, 128
  br i1 %d, label %e, label %l
e:
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  ret void
}
define i64 @r0(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>)
define i64 @r1(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.mul.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.mul.v2i64(<2 x i64>)
define i64 @r2(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.and.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.and.v2i64(<2 x i64>)
define i64 @r3(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>)
define i64 @r4(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>)
define i64 @r5(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.smax.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>)
define i64 @r6(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.smin.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.smin.v2i64(<2 x i64>)
define i64 @r7(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.umax.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.umax.v2i64(<2 x i64>)
define i64 @r8(<2 x i64>* %p) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.umin.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.umin.v2i64(<2 x i64>)
define i32 @r9(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
define i32 @r10(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
define i32 @r11(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
define i32 @r12(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
define i32 @r13(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
define i32 @r14(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
define i32 @r15(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
define i32 @r16(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
define i32 @r17(<4 x i32>* %p) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
define i16 @r18(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>)
define i16 @r19(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.mul.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.mul.v8i16(<8 x i16>)
define i16 @r20(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.and.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.and.v8i16(<8 x i16>)
define i16 @r21(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.or.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.or.v8i16(<8 x i16>)
define i16 @r22(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.xor.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.xor.v8i16(<8 x i16>)
define i16 @r23(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>)
define i16 @r24(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.smin.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.smin.v8i16(<8 x i16>)
define i16 @r25(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.umax.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.umax.v8i16(<8 x i16>)
define i16 @r26(<8 x i16>* %p) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.umin.v8i16(<8 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.umin.v8i16(<8 x i16>)
define i8 @r27(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.add.v16i8(<16 x i8>)
define i8 @r28(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.mul.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.mul.v16i8(<16 x i8>)
define i8 @r29(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.and.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.and.v16i8(<16 x i8>)
define i8 @r30(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.or.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.or.v16i8(<16 x i8>)
define i8 @r31(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.xor.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.xor.v16i8(<16 x i8>)
define i8 @r32(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.smax.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.smax.v16i8(<16 x i8>)
define i8 @r33(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.smin.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.smin.v16i8(<16 x i8>)
define i8 @r34(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>)
define i8 @r35(<16 x i8>* %p) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.umin.v16i8(<16 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.umin.v16i8(<16 x i8>)
define i32 @r36(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
define i32 @r37(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.mul.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.mul.v8i32(<8 x i32>)
define i32 @r38(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.and.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.and.v8i32(<8 x i32>)
define i32 @r39(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>)
define i32 @r40(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>)
define i32 @r41(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>)
define i32 @r42(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>)
define i32 @r43(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umax.v8i32(<8 x i32>)
define i32 @r44(<8 x i32>* %p) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umin.v8i32(<8 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umin.v8i32(<8 x i32>)
define i64 @r45(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)
define i64 @r46(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.mul.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.mul.v4i64(<4 x i64>)
define i64 @r47(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.and.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.and.v4i64(<4 x i64>)
define i64 @r48(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>)
define i64 @r49(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.xor.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.xor.v4i64(<4 x i64>)
define i64 @r50(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.smax.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.smax.v4i64(<4 x i64>)
define i64 @r51(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.smin.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.smin.v4i64(<4 x i64>)
define i64 @r52(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.umax.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.umax.v4i64(<4 x i64>)
define i64 @r53(<4 x i64>* %p) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = call i64 @llvm.vector.reduce.umin.v4i64(<4 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.umin.v4i64(<4 x i64>)
define i32 @r54(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>)
define i32 @r55(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.mul.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.mul.v2i32(<2 x i32>)
define i32 @r56(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.and.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.and.v2i32(<2 x i32>)
define i32 @r57(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.or.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.or.v2i32(<2 x i32>)
define i32 @r58(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.xor.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.xor.v2i32(<2 x i32>)
define i32 @r59(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>)
define i32 @r60(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>)
define i32 @r61(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umax.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umax.v2i32(<2 x i32>)
define i32 @r62(<2 x i32>* %p) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umin.v2i32(<2 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umin.v2i32(<2 x i32>)
define i8 @r63(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.add.v8i8(<8 x i8>)
define i8 @r64(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.mul.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.mul.v8i8(<8 x i8>)
define i8 @r65(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.and.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.and.v8i8(<8 x i8>)
define i8 @r66(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.or.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.or.v8i8(<8 x i8>)
define i8 @r67(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.xor.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.xor.v8i8(<8 x i8>)
define i8 @r68(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.smax.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.smax.v8i8(<8 x i8>)
define i8 @r69(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.smin.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.smin.v8i8(<8 x i8>)
define i8 @r70(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.umax.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.umax.v8i8(<8 x i8>)
define i8 @r71(<8 x i8>* %p) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = call i8 @llvm.vector.reduce.umin.v8i8(<8 x i8> %a)
  ret i8 %r
}
declare i8 @llvm.vector.reduce.umin.v8i8(<8 x i8>)
define i16 @r72(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.add.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.add.v4i16(<4 x i16>)
define i16 @r73(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.mul.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.mul.v4i16(<4 x i16>)
define i16 @r74(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.and.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.and.v4i16(<4 x i16>)
define i16 @r75(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.or.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.or.v4i16(<4 x i16>)
define i16 @r76(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.xor.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.xor.v4i16(<4 x i16>)
define i16 @r77(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.smax.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.smax.v4i16(<4 x i16>)
define i16 @r78(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.smin.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.smin.v4i16(<4 x i16>)
define i16 @r79(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.umax.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.umax.v4i16(<4 x i16>)
define i16 @r80(<4 x i16>* %p) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = call i16 @llvm.vector.reduce.umin.v4i16(<4 x i16> %a)
  ret i16 %r
}
declare i16 @llvm.vector.reduce.umin.v4i16(<4 x i16>)
define i32 @r81(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
define i32 @r82(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.mul.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.mul.v16i32(<16 x i32>)
define i32 @r83(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.and.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.and.v16i32(<16 x i32>)
define i32 @r84(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.or.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.or.v16i32(<16 x i32>)
define i32 @r85(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>)
define i32 @r86(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>)
define i32 @r87(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.smin.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smin.v16i32(<16 x i32>)
define i32 @r88(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umax.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umax.v16i32(<16 x i32>)
define i32 @r89(<16 x i32>* %p) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = call i32 @llvm.vector.reduce.umin.v16i32(<16 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.umin.v16i32(<16 x i32>)
define void @c90(<8 x i8>* %p, <8 x i16>* %q) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = sext <8 x i8> %a to <8 x i16>
  store <8 x i16> %r, <8 x i16>* %q, align 1
  ret void
}
define void @c91(<8 x i8>* %p, <8 x i16>* %q) noinline {
  %a = load <8 x i8>, <8 x i8>* %p, align 1
  %r = zext <8 x i8> %a to <8 x i16>
  store <8 x i16> %r, <8 x i16>* %q, align 1
  ret void
}
define void @c92(<4 x i8>* %p, <4 x i32>* %q) noinline {
  %a = load <4 x i8>, <4 x i8>* %p, align 1
  %r = sext <4 x i8> %a to <4 x i32>
  store <4 x i32> %r, <4 x i32>* %q, align 1
  ret void
}
define void @c93(<4 x i16>* %p, <4 x i64>* %q) noinline {
  %a = load <4 x i16>, <4 x i16>* %p, align 1
  %r = zext <4 x i16> %a to <4 x i64>
  store <4 x i64> %r, <4 x i64>* %q, align 1
  ret void
}
define void @c94(<2 x i32>* %p, <2 x i64>* %q) noinline {
  %a = load <2 x i32>, <2 x i32>* %p, align 1
  %r = sext <2 x i32> %a to <2 x i64>
  store <2 x i64> %r, <2 x i64>* %q, align 1
  ret void
}
define void @c95(<4 x i64>* %p, <4 x i32>* %q) noinline {
  %a = load <4 x i64>, <4 x i64>* %p, align 1
  %r = trunc <4 x i64> %a to <4 x i32>
  store <4 x i32> %r, <4 x i32>* %q, align 1
  ret void
}
define void @c96(<8 x i32>* %p, <8 x i8>* %q) noinline {
  %a = load <8 x i32>, <8 x i32>* %p, align 1
  %r = trunc <8 x i32> %a to <8 x i8>
  store <8 x i8> %r, <8 x i8>* %q, align 1
  ret void
}
define void @c97(<8 x i16>* %p, <8 x i8>* %q) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = trunc <8 x i16> %a to <8 x i8>
  store <8 x i8> %r, <8 x i8>* %q, align 1
  ret void
}
define void @c98(<2 x i64>* %p, <2 x i16>* %q) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = trunc <2 x i64> %a to <2 x i16>
  store <2 x i16> %r, <2 x i16>* %q, align 1
  ret void
}
define void @c99(<4 x i32>* %p, <4 x double>* %q) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = sitofp <4 x i32> %a to <4 x double>
  store <4 x double> %r, <4 x double>* %q, align 1
  ret void
}
define void @c100(<4 x float>* %p, <4 x i32>* %q) noinline {
  %a = load <4 x float>, <4 x float>* %p, align 1
  %r = fptosi <4 x float> %a to <4 x i32>
  store <4 x i32> %r, <4 x i32>* %q, align 1
  ret void
}
define void @c101(<2 x float>* %p, <2 x double>* %q) noinline {
  %a = load <2 x float>, <2 x float>* %p, align 1
  %r = fpext <2 x float> %a to <2 x double>
  store <2 x double> %r, <2 x double>* %q, align 1
  ret void
}
define void @c102(<4 x double>* %p, <4 x float>* %q) noinline {
  %a = load <4 x double>, <4 x double>* %p, align 1
  %r = fptrunc <4 x double> %a to <4 x float>
  store <4 x float> %r, <4 x float>* %q, align 1
  ret void
}
define void @c103(<8 x i16>* %p, <8 x float>* %q) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = sitofp <8 x i16> %a to <8 x float>
  store <8 x float> %r, <8 x float>* %q, align 1
  ret void
}
define void @c104(<4 x i32>* %p, <4 x double>* %q) noinline {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %r = uitofp <4 x i32> %a to <4 x double>
  store <4 x double> %r, <4 x double>* %q, align 1
  ret void
}
define void @c105(<16 x i8>* %p, <16 x i32>* %q) noinline {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %r = zext <16 x i8> %a to <16 x i32>
  store <16 x i32> %r, <16 x i32>* %q, align 1
  ret void
}
define void @c106(<8 x i16>* %p, <8 x i64>* %q) noinline {
  %a = load <8 x i16>, <8 x i16>* %p, align 1
  %r = sext <8 x i16> %a to <8 x i64>
  store <8 x i64> %r, <8 x i64>* %q, align 1
  ret void
}
define void @c107(<16 x i32>* %p, <16 x i8>* %q) noinline {
  %a = load <16 x i32>, <16 x i32>* %p, align 1
  %r = trunc <16 x i32> %a to <16 x i8>
  store <16 x i8> %r, <16 x i8>* %q, align 1
  ret void
}
define void @c108(<4 x double>* %p, <4 x i32>* %q) noinline {
  %a = load <4 x double>, <4 x double>* %p, align 1
  %r = fptoui <4 x double> %a to <4 x i32>
  store <4 x i32> %r, <4 x i32>* %q, align 1
  ret void
}
define void @c109(<2 x i64>* %p, <2 x double>* %q) noinline {
  %a = load <2 x i64>, <2 x i64>* %p, align 1
  %r = sitofp <2 x i64> %a to <2 x double>
  store <2 x double> %r, <2 x double>* %q, align 1
  ret void
}
define i32 @main() {
  %v0 = call i64 @r0(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x0 = add i64 %v0, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x0)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v1 = call i64 @r1(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x1 = add i64 %v1, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x1)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v2 = call i64 @r2(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x2 = add i64 %v2, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x2)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v3 = call i64 @r3(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x3 = add i64 %v3, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x3)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v4 = call i64 @r4(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x4 = add i64 %v4, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x4)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v5 = call i64 @r5(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x5 = add i64 %v5, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x5)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v6 = call i64 @r6(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x6 = add i64 %v6, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x6)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v7 = call i64 @r7(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x7 = add i64 %v7, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x7)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v8 = call i64 @r8(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*))
  %x8 = add i64 %v8, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x8)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v9 = call i32 @r9(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x9 = sext i32 %v9 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x9)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v10 = call i32 @r10(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x10 = sext i32 %v10 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x10)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v11 = call i32 @r11(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x11 = sext i32 %v11 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x11)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v12 = call i32 @r12(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x12 = sext i32 %v12 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x12)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v13 = call i32 @r13(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x13 = sext i32 %v13 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x13)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v14 = call i32 @r14(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x14 = sext i32 %v14 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x14)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v15 = call i32 @r15(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x15 = sext i32 %v15 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x15)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v16 = call i32 @r16(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x16 = sext i32 %v16 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x16)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v17 = call i32 @r17(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*))
  %x17 = sext i32 %v17 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x17)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v18 = call i16 @r18(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x18 = sext i16 %v18 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x18)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v19 = call i16 @r19(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x19 = sext i16 %v19 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x19)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v20 = call i16 @r20(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x20 = sext i16 %v20 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x20)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v21 = call i16 @r21(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x21 = sext i16 %v21 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x21)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v22 = call i16 @r22(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x22 = sext i16 %v22 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x22)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v23 = call i16 @r23(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x23 = sext i16 %v23 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x23)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v24 = call i16 @r24(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x24 = sext i16 %v24 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x24)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v25 = call i16 @r25(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x25 = sext i16 %v25 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x25)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v26 = call i16 @r26(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*))
  %x26 = sext i16 %v26 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x26)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v27 = call i8 @r27(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x27 = sext i8 %v27 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x27)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v28 = call i8 @r28(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x28 = sext i8 %v28 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x28)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v29 = call i8 @r29(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x29 = sext i8 %v29 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x29)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v30 = call i8 @r30(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x30 = sext i8 %v30 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x30)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v31 = call i8 @r31(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x31 = sext i8 %v31 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x31)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v32 = call i8 @r32(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x32 = sext i8 %v32 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x32)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v33 = call i8 @r33(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x33 = sext i8 %v33 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x33)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v34 = call i8 @r34(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x34 = sext i8 %v34 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x34)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v35 = call i8 @r35(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*))
  %x35 = sext i8 %v35 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x35)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v36 = call i32 @r36(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x36 = sext i32 %v36 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x36)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v37 = call i32 @r37(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x37 = sext i32 %v37 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x37)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v38 = call i32 @r38(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x38 = sext i32 %v38 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x38)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v39 = call i32 @r39(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x39 = sext i32 %v39 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x39)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v40 = call i32 @r40(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x40 = sext i32 %v40 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x40)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v41 = call i32 @r41(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x41 = sext i32 %v41 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x41)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v42 = call i32 @r42(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x42 = sext i32 %v42 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x42)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v43 = call i32 @r43(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x43 = sext i32 %v43 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x43)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v44 = call i32 @r44(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*))
  %x44 = sext i32 %v44 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x44)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v45 = call i64 @r45(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x45 = add i64 %v45, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x45)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v46 = call i64 @r46(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x46 = add i64 %v46, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x46)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v47 = call i64 @r47(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x47 = add i64 %v47, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x47)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v48 = call i64 @r48(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x48 = add i64 %v48, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x48)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v49 = call i64 @r49(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x49 = add i64 %v49, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x49)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v50 = call i64 @r50(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x50 = add i64 %v50, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x50)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v51 = call i64 @r51(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x51 = add i64 %v51, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x51)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v52 = call i64 @r52(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x52 = add i64 %v52, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x52)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v53 = call i64 @r53(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*))
  %x53 = add i64 %v53, 0
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x53)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v54 = call i32 @r54(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x54 = sext i32 %v54 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x54)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v55 = call i32 @r55(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x55 = sext i32 %v55 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x55)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v56 = call i32 @r56(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x56 = sext i32 %v56 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x56)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v57 = call i32 @r57(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x57 = sext i32 %v57 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x57)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v58 = call i32 @r58(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x58 = sext i32 %v58 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x58)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v59 = call i32 @r59(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x59 = sext i32 %v59 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x59)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v60 = call i32 @r60(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x60 = sext i32 %v60 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x60)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v61 = call i32 @r61(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x61 = sext i32 %v61 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x61)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v62 = call i32 @r62(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*))
  %x62 = sext i32 %v62 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x62)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v63 = call i8 @r63(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x63 = sext i8 %v63 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x63)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v64 = call i8 @r64(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x64 = sext i8 %v64 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x64)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v65 = call i8 @r65(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x65 = sext i8 %v65 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x65)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v66 = call i8 @r66(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x66 = sext i8 %v66 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x66)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v67 = call i8 @r67(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x67 = sext i8 %v67 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x67)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v68 = call i8 @r68(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x68 = sext i8 %v68 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x68)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v69 = call i8 @r69(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x69 = sext i8 %v69 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x69)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v70 = call i8 @r70(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x70 = sext i8 %v70 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x70)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v71 = call i8 @r71(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*))
  %x71 = sext i8 %v71 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x71)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v72 = call i16 @r72(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x72 = sext i16 %v72 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x72)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v73 = call i16 @r73(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x73 = sext i16 %v73 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x73)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v74 = call i16 @r74(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x74 = sext i16 %v74 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x74)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v75 = call i16 @r75(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x75 = sext i16 %v75 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x75)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v76 = call i16 @r76(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x76 = sext i16 %v76 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x76)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v77 = call i16 @r77(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x77 = sext i16 %v77 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x77)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v78 = call i16 @r78(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x78 = sext i16 %v78 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x78)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v79 = call i16 @r79(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x79 = sext i16 %v79 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x79)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v80 = call i16 @r80(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*))
  %x80 = sext i16 %v80 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x80)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v81 = call i32 @r81(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x81 = sext i32 %v81 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x81)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v82 = call i32 @r82(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x82 = sext i32 %v82 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x82)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v83 = call i32 @r83(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x83 = sext i32 %v83 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x83)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v84 = call i32 @r84(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x84 = sext i32 %v84 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x84)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v85 = call i32 @r85(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x85 = sext i32 %v85 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x85)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v86 = call i32 @r86(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x86 = sext i32 %v86 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x86)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v87 = call i32 @r87(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x87 = sext i32 %v87 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x87)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v88 = call i32 @r88(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x88 = sext i32 %v88 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x88)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  %v89 = call i32 @r89(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*))
  %x89 = sext i32 %v89 to i64
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %x89)
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  call void @c90(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i16>* bitcast ([128 x i8]* @R to <8 x i16>*))
  call void @dump()
  call void @c91(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i16>* bitcast ([128 x i8]* @R to <8 x i16>*))
  call void @dump()
  call void @c92(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i32>* bitcast ([128 x i8]* @R to <4 x i32>*))
  call void @dump()
  call void @c93(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @c94(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @c95(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i32>* bitcast ([128 x i8]* @R to <4 x i32>*))
  call void @dump()
  call void @c96(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @c97(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @c98(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i16>* bitcast ([128 x i8]* @R to <2 x i16>*))
  call void @dump()
  call void @c99(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*), <4 x double>* bitcast ([128 x i8]* @R to <4 x double>*))
  call void @dump()
  call void @c100(<4 x float>* bitcast ([128 x i8]* @A to <4 x float>*), <4 x i32>* bitcast ([128 x i8]* @R to <4 x i32>*))
  call void @dump()
  call void @c101(<2 x float>* bitcast ([128 x i8]* @A to <2 x float>*), <2 x double>* bitcast ([128 x i8]* @R to <2 x double>*))
  call void @dump()
  call void @c102(<4 x double>* bitcast ([128 x i8]* @A to <4 x double>*), <4 x float>* bitcast ([128 x i8]* @R to <4 x float>*))
  call void @dump()
  call void @c103(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*), <8 x float>* bitcast ([128 x i8]* @R to <8 x float>*))
  call void @dump()
  call void @c104(<4 x i32>* bitcast ([128 x i8]* @A to <4 x i32>*), <4 x double>* bitcast ([128 x i8]* @R to <4 x double>*))
  call void @dump()
  call void @c105(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @c106(<8 x i16>* bitcast ([128 x i8]* @A to <8 x i16>*), <8 x i64>* bitcast ([128 x i8]* @R to <8 x i64>*))
  call void @dump()
  call void @c107(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @c109(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x double>* bitcast ([128 x i8]* @R to <2 x double>*))
  call void @dump()
  ret i32 0
}
