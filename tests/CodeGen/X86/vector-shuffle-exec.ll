; Random shuffles of every 128-bit SSE2 type (one and two inputs, undef lanes; the undef lanes are zeroed
; before printing), run at -O2 and -O0; the expected lines are the llc-14 build's output.
; REQUIRES: native
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe
; RUN: %t.exe | FileCheck --match-full-lines %s
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t0.s
; RUN: gcc -no-pie %t0.s -o %t0.exe
; RUN: %t0.exe | FileCheck --match-full-lines %s
; CHECK: c0b000002010605 e0d040300000807
; CHECK-NEXT: 4a390403100f0000 d4c30a090a090000
; CHECK-NEXT: 403080700000605 100f100f0e0d0807
; CHECK-NEXT: f09f0000100f100f f6e5000006058e7d
; CHECK-NEXT: c0b0c0b0403100f 40300000000100f
; CHECK-NEXT: 28174a398e7d0000 f09f0c0b0000
; CHECK-NEXT: 100f0e0d0605 c0b0a090e0d0a09
; CHECK-NEXT: 100f00000a094a39 2010c0b0000
; CHECK-NEXT: e0d0e0d02010c0b 403080702010000
; CHECK-NEXT: 201080700000403 281700004a390000
; CHECK-NEXT: a09100f0000100f 6050a0900000000
; CHECK-NEXT: 201000028170e0d c0bb2a10605d4c3
; CHECK-NEXT: e0d08070c0b0807 a090201100f0807
; CHECK-NEXT: 2817281728170e0d 201f6e500000000
; CHECK-NEXT: d000b060704030c 50c10050f010603
; CHECK-NEXT: e510000e0d090700 a0c02095b17045b
; CHECK-NEXT: 90204100b0410 908100f07030100
; CHECK-NEXT: a08006c054a090d 4a6c0ff0078e0028
; CHECK-NEXT: 30a010f010307 310090506000408
; CHECK-NEXT: f6080500a102050c ed40c0b1003b25b
; CHECK-NEXT: e04080700020106 900050c05080a0d
; CHECK-NEXT: f6a1b200c3c30004 10d9f000cd4e5
; CHECK-NEXT: 100d0500080a0205 801050e000500
; CHECK-NEXT: 6050110027d0700 398e0e10059f05
; CHECK-NEXT: 50a0000070a 30103070f0a1004
; CHECK-NEXT: b209a100000e397d f6390a7d000bf028
; CHECK-NEXT: e03030a01000d00 e0c0b09050a0202
; CHECK-NEXT: 5b09c3095b040e4a 7df005004a10a1d4
; CHECK-NEXT: 8070605100f0e0d 403020108070605
; CHECK-NEXT: 100f0e0d2817f6e5 100f0e0d6c5b4a39
; CHECK-NEXT: 100f0e0d0c0b0a09 c0b0a09
; CHECK-NEXT: 100f0e0d f09f8e7d6c5b4a39
; CHECK-NEXT: 40302010c0b0a09 100f0e0d00000000
; CHECK-NEXT: f09f8e7d 100f0e0df09f8e7d
; CHECK-NEXT: 403020108070605 100f0e0d
; CHECK-NEXT: 100f0e0d04030201 d4c3b2a104030201
; CHECK-NEXT: 100f0e0d0c0b0a09 4030201
; CHECK-NEXT: 100f0e0d100f0e0d 4030201
; CHECK-NEXT: c0b0a09100f0e0d 807060508070605
; CHECK-NEXT: d4c3b2a104030201 6c5b4a3900000000
; CHECK-NEXT: 100f0e0d00000000 c0b0a0908070605
; CHECK-NEXT: 100f0e0d2817f6e5 807060500000000
; CHECK-NEXT: 807060508070605 c0b0a0908070605
; CHECK-NEXT: c0b0a0900000000 4030201f09f8e7d
; CHECK-NEXT: 403020108070605 403020108070605
; CHECK-NEXT: 2817f6e5f09f8e7d 2817f6e508070605
; CHECK-NEXT: 100f0e0d c0b0a09100f0e0d
; CHECK-NEXT: 8070605 80706052817f6e5
; CHECK-NEXT: c0b0a0908070605 100f0e0d
; CHECK-NEXT: f09f8e7d100f0e0d f09f8e7d2817f6e5
; CHECK-NEXT: 100f0e0d00000000 0
; CHECK-NEXT: d4c3b2a100000000 2817f6e508070605
; CHECK-NEXT: 40302010c0b0a09 c0b0a090c0b0a09
; CHECK-NEXT: 807060500000000 f09f8e7d00000000
; CHECK-NEXT: 100f0e0d100f0e0d 8070605100f0e0d
; CHECK-NEXT: c0b0a09 c0b0a09d4c3b2a1
; CHECK-NEXT: 100f0e0d0c0b0a09 100f0e0d0c0b0a09
; CHECK-NEXT: 807060504030201 f09f8e7d6c5b4a39
; CHECK-NEXT: 807060504030201 807060504030201
; CHECK-NEXT: 2817f6e5d4c3b2a1 f09f8e7d6c5b4a39
; CHECK-NEXT: 807060504030201 807060504030201
; CHECK-NEXT: f09f8e7d6c5b4a39 f09f8e7d6c5b4a39
; CHECK-NEXT: 807060504030201 807060504030201
; CHECK-NEXT: 807060504030201 2817f6e5d4c3b2a1
; CHECK-NEXT: 100f0e0d0c0b0a09 100f0e0d0c0b0a09
; CHECK-NEXT: 100f0e0d0c0b0a09 100f0e0d0c0b0a09
; CHECK-NEXT: 807060504030201 100f0e0d0c0b0a09
; CHECK-NEXT: 100f0e0d0c0b0a09 100f0e0d0c0b0a09
; CHECK-NEXT: 807060504030201 807060504030201
; CHECK-NEXT: 0 100f0e0d0c0b0a09
; CHECK-NEXT: 100f0e0d0c0b0a09 0
; CHECK-NEXT: 807060504030201 0
; CHECK-NEXT: 807060504030201 100f0e0d0c0b0a09
; CHECK-NEXT: 100f0e0d0c0b0a09 2817f6e5d4c3b2a1
; CHECK-NEXT: 807060504030201 0
; CHECK-NEXT: 2817f6e5d4c3b2a1 2817f6e5d4c3b2a1
; CHECK-NEXT: 807060504030201 100f0e0d0c0b0a09
; CHECK-NEXT: 0 100f0e0d0c0b0a09
; CHECK-NEXT: 100f0e0d0c0b0a09 100f0e0d0c0b0a09
; CHECK-NEXT: 2817f6e5d4c3b2a1 0
; CHECK-NEXT: 0 100f0e0d0c0b0a09
; CHECK-NEXT: 0 0
; CHECK-NEXT: 807060504030201 807060504030201
; CHECK-NEXT: f09f8e7d6c5b4a39 f09f8e7d6c5b4a39

@A = global [16 x i8] c"\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@B = global [16 x i8] c"\A1\B2\C3\D4\E5\F6\17\28\39\4A\5B\6C\7D\8E\9F\F0", align 16
@fmt = private constant [9 x i8] c"%lx %lx\0A\00"
declare i32 @printf(i8*, ...)
define <8 x i16> @s0(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> undef, <8 x i32> <i32 2, i32 0, i32 undef, i32 5, i32 3, i32 undef, i32 1, i32 6>
  ret <8 x i16> %r
}
define <8 x i16> @s1(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 undef, i32 7, i32 1, i32 12, i32 undef, i32 4, i32 4, i32 9>
  ret <8 x i16> %r
}
define <8 x i16> @s2(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> undef, <8 x i32> <i32 2, i32 undef, i32 3, i32 1, i32 3, i32 6, i32 7, i32 7>
  ret <8 x i16> %r
}
define <8 x i16> @s3(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 7, i32 7, i32 undef, i32 15, i32 14, i32 2, i32 undef, i32 10>
  ret <8 x i16> %r
}
define <8 x i16> @s4(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> undef, <8 x i32> <i32 7, i32 1, i32 5, i32 5, i32 7, i32 undef, i32 undef, i32 1>
  ret <8 x i16> %r
}
define <8 x i16> @s5(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 undef, i32 14, i32 12, i32 11, i32 undef, i32 5, i32 15, i32 undef>
  ret <8 x i16> %r
}
define <8 x i16> @s6(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> undef, <8 x i32> <i32 2, i32 6, i32 7, i32 undef, i32 4, i32 6, i32 4, i32 5>
  ret <8 x i16> %r
}
define <8 x i16> @s7(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 12, i32 4, i32 undef, i32 7, i32 undef, i32 5, i32 0, i32 undef>
  ret <8 x i16> %r
}
define <8 x i16> @s8(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> undef, <8 x i32> <i32 5, i32 0, i32 6, i32 6, i32 undef, i32 0, i32 3, i32 1>
  ret <8 x i16> %r
}
define <8 x i16> @s9(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 1, i32 undef, i32 3, i32 0, i32 undef, i32 12, i32 undef, i32 11>
  ret <8 x i16> %r
}
define <8 x i16> @s10(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> undef, <8 x i32> <i32 7, i32 undef, i32 7, i32 4, i32 undef, i32 undef, i32 4, i32 2>
  ret <8 x i16> %r
}
define <8 x i16> @s11(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 6, i32 11, i32 undef, i32 0, i32 9, i32 2, i32 8, i32 5>
  ret <8 x i16> %r
}
define <8 x i16> @s12(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> undef, <8 x i32> <i32 3, i32 5, i32 3, i32 6, i32 3, i32 7, i32 0, i32 4>
  ret <8 x i16> %r
}
define <8 x i16> @s13(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 6, i32 11, i32 11, i32 11, i32 undef, i32 undef, i32 10, i32 0>
  ret <8 x i16> %r
}
define <16 x i8> @s14(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 11, i32 2, i32 3, i32 6, i32 5, i32 10, i32 undef, i32 12, i32 2, i32 5, i32 0, i32 14, i32 4, i32 15, i32 11, i32 4>
  ret <16 x i8> %r
}
define <16 x i8> @s15(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 undef, i32 6, i32 8, i32 12, i32 13, i32 undef, i32 15, i32 20, i32 26, i32 3, i32 22, i32 26, i32 8, i32 1, i32 11, i32 9>
  ret <16 x i8> %r
}
define <16 x i8> @s16(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 15, i32 3, i32 10, i32 15, i32 3, i32 1, i32 8, i32 undef, i32 undef, i32 0, i32 2, i32 6, i32 14, i32 15, i32 7, i32 8>
  ret <16 x i8> %r
}
define <16 x i8> @s17(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 12, i32 8, i32 25, i32 4, i32 27, i32 undef, i32 7, i32 9, i32 23, i32 undef, i32 29, i32 6, i32 31, i32 14, i32 27, i32 25>
  ret <16 x i8> %r
}
define <16 x i8> @s18(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 6, i32 2, i32 0, i32 14, i32 0, i32 9, i32 2, i32 undef, i32 7, i32 3, i32 undef, i32 5, i32 4, i32 8, i32 15, i32 2>
  ret <16 x i8> %r
}
define <16 x i8> @s19(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 11, i32 4, i32 1, i32 16, i32 undef, i32 4, i32 7, i32 21, i32 26, i32 17, i32 2, i32 15, i32 10, i32 11, i32 19, i32 13>
  ret <16 x i8> %r
}
define <16 x i8> @s20(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 5, i32 0, i32 1, i32 undef, i32 6, i32 7, i32 3, i32 13, i32 12, i32 9, i32 7, i32 4, i32 11, i32 4, i32 undef, i32 8>
  ret <16 x i8> %r
}
define <16 x i8> @s21(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 3, i32 undef, i32 18, i32 18, i32 undef, i32 17, i32 16, i32 21, i32 20, i32 19, i32 11, i32 undef, i32 30, i32 12, i32 0, i32 undef>
  ret <16 x i8> %r
}
define <16 x i8> @s22(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 4, i32 1, i32 9, i32 7, i32 undef, i32 4, i32 12, i32 15, i32 undef, i32 4, i32 undef, i32 13, i32 4, i32 0, i32 7, i32 undef>
  ret <16 x i8> %r
}
define <16 x i8> @s23(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 undef, i32 6, i32 28, i32 1, i32 15, i32 0, i32 4, i32 5, i32 4, i32 30, i32 4, i32 15, i32 13, i32 29, i32 24, i32 undef>
  ret <16 x i8> %r
}
define <16 x i8> @s24(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 9, i32 6, i32 undef, i32 undef, i32 9, i32 4, i32 undef, i32 undef, i32 3, i32 15, i32 9, i32 14, i32 6, i32 2, i32 0, i32 2>
  ret <16 x i8> %r
}
define <16 x i8> @s25(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 28, i32 24, i32 13, i32 undef, i32 undef, i32 16, i32 8, i32 17, i32 23, i32 31, i32 10, i32 undef, i32 28, i32 9, i32 24, i32 21>
  ret <16 x i8> %r
}
define <16 x i8> @s26(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 undef, i32 12, i32 undef, i32 0, i32 9, i32 2, i32 2, i32 13, i32 1, i32 1, i32 9, i32 4, i32 8, i32 10, i32 11, i32 13>
  ret <16 x i8> %r
}
define <16 x i8> @s27(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 25, i32 13, i32 3, i32 26, i32 8, i32 18, i32 8, i32 26, i32 19, i32 16, i32 15, i32 25, i32 undef, i32 4, i32 31, i32 28>
  ret <16 x i8> %r
}
define <4 x i32> @s28(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 3, i32 1, i32 1, i32 0>
  ret <4 x i32> %r
}
define <4 x i32> @s29(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 5, i32 3, i32 6, i32 3>
  ret <4 x i32> %r
}
define <4 x i32> @s30(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 2, i32 undef>
  ret <4 x i32> %r
}
define <4 x i32> @s31(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 3, i32 undef, i32 6, i32 7>
  ret <4 x i32> %r
}
define <4 x i32> @s32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 2, i32 0, i32 undef, i32 3>
  ret <4 x i32> %r
}
define <4 x i32> @s33(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 7, i32 undef, i32 7, i32 3>
  ret <4 x i32> %r
}
define <4 x i32> @s34(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 undef>
  ret <4 x i32> %r
}
define <4 x i32> @s35(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 3, i32 0, i32 4>
  ret <4 x i32> %r
}
define <4 x i32> @s36(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 undef>
  ret <4 x i32> %r
}
define <4 x i32> @s37(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 3, i32 3, i32 0, i32 undef>
  ret <4 x i32> %r
}
define <4 x i32> @s38(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 1>
  ret <4 x i32> %r
}
define <4 x i32> @s39(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 undef, i32 6>
  ret <4 x i32> %r
}
define <4 x i32> @s40(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 undef, i32 3, i32 1, i32 2>
  ret <4 x i32> %r
}
define <4 x i32> @s41(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 5, i32 3, i32 undef, i32 1>
  ret <4 x i32> %r
}
define <4 x float> @s42(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 1, i32 1, i32 1, i32 2>
  ret <4 x float> %r
}
define <4 x float> @s43(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 undef, i32 2, i32 7, i32 0>
  ret <4 x float> %r
}
define <4 x float> @s44(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 1, i32 0, i32 1, i32 0>
  ret <4 x float> %r
}
define <4 x float> @s45(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 7, i32 5, i32 1, i32 5>
  ret <4 x float> %r
}
define <4 x float> @s46(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 3, i32 undef, i32 3, i32 2>
  ret <4 x float> %r
}
define <4 x float> @s47(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 undef, i32 5, i32 1>
  ret <4 x float> %r
}
define <4 x float> @s48(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 1, i32 2, i32 3, i32 undef>
  ret <4 x float> %r
}
define <4 x float> @s49(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 3, i32 7, i32 5, i32 7>
  ret <4 x float> %r
}
define <4 x float> @s50(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 undef, i32 3, i32 undef, i32 undef>
  ret <4 x float> %r
}
define <4 x float> @s51(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 undef, i32 4, i32 1, i32 5>
  ret <4 x float> %r
}
define <4 x float> @s52(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 2, i32 0, i32 2, i32 2>
  ret <4 x float> %r
}
define <4 x float> @s53(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 undef, i32 1, i32 undef, i32 7>
  ret <4 x float> %r
}
define <4 x float> @s54(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 3, i32 3, i32 3, i32 1>
  ret <4 x float> %r
}
define <4 x float> @s55(<4 x float> %a, <4 x float> %b) noinline {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 2, i32 undef, i32 4, i32 2>
  ret <4 x float> %r
}
define <2 x i64> @s56(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> undef, <2 x i32> <i32 1, i32 1>
  ret <2 x i64> %r
}
define <2 x i64> @s57(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 0, i32 3>
  ret <2 x i64> %r
}
define <2 x i64> @s58(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> undef, <2 x i32> <i32 0, i32 0>
  ret <2 x i64> %r
}
define <2 x i64> @s59(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 2, i32 3>
  ret <2 x i64> %r
}
define <2 x i64> @s60(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> undef, <2 x i32> <i32 0, i32 0>
  ret <2 x i64> %r
}
define <2 x i64> @s61(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 3, i32 3>
  ret <2 x i64> %r
}
define <2 x i64> @s62(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> undef, <2 x i32> <i32 0, i32 0>
  ret <2 x i64> %r
}
define <2 x i64> @s63(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 0, i32 2>
  ret <2 x i64> %r
}
define <2 x i64> @s64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> undef, <2 x i32> <i32 1, i32 1>
  ret <2 x i64> %r
}
define <2 x i64> @s65(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 1>
  ret <2 x i64> %r
}
define <2 x i64> @s66(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> undef, <2 x i32> <i32 0, i32 1>
  ret <2 x i64> %r
}
define <2 x i64> @s67(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 1>
  ret <2 x i64> %r
}
define <2 x i64> @s68(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> undef, <2 x i32> <i32 0, i32 0>
  ret <2 x i64> %r
}
define <2 x i64> @s69(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 undef, i32 1>
  ret <2 x i64> %r
}
define <2 x double> @s70(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 1, i32 undef>
  ret <2 x double> %r
}
define <2 x double> @s71(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 undef>
  ret <2 x double> %r
}
define <2 x double> @s72(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 0, i32 1>
  ret <2 x double> %r
}
define <2 x double> @s73(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 2>
  ret <2 x double> %r
}
define <2 x double> @s74(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 0, i32 undef>
  ret <2 x double> %r
}
define <2 x double> @s75(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 2, i32 2>
  ret <2 x double> %r
}
define <2 x double> @s76(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 0, i32 1>
  ret <2 x double> %r
}
define <2 x double> @s77(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 undef, i32 1>
  ret <2 x double> %r
}
define <2 x double> @s78(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 1, i32 1>
  ret <2 x double> %r
}
define <2 x double> @s79(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 2, i32 undef>
  ret <2 x double> %r
}
define <2 x double> @s80(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 undef, i32 1>
  ret <2 x double> %r
}
define <2 x double> @s81(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 undef, i32 undef>
  ret <2 x double> %r
}
define <2 x double> @s82(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 0, i32 0>
  ret <2 x double> %r
}
define <2 x double> @s83(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 3, i32 3>
  ret <2 x double> %r
}
define i32 @main() {
  %pa = bitcast [16 x i8]* @A to i8*
  %a0 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b0 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r0 = call <8 x i16> @s0(<8 x i16> %a0, <8 x i16> %b0)
  %z0 = select <8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true>, <8 x i16> %r0, <8 x i16> zeroinitializer
  %c0 = bitcast <8 x i16> %z0 to <2 x i64>
  %e0a = extractelement <2 x i64> %c0, i32 0
  %e0b = extractelement <2 x i64> %c0, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e0a, i64 %e0b)
  %a1 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b1 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r1 = call <8 x i16> @s1(<8 x i16> %a1, <8 x i16> %b1)
  %z1 = select <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true>, <8 x i16> %r1, <8 x i16> zeroinitializer
  %c1 = bitcast <8 x i16> %z1 to <2 x i64>
  %e1a = extractelement <2 x i64> %c1, i32 0
  %e1b = extractelement <2 x i64> %c1, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e1a, i64 %e1b)
  %a2 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b2 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r2 = call <8 x i16> @s2(<8 x i16> %a2, <8 x i16> %b2)
  %z2 = select <8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i16> %r2, <8 x i16> zeroinitializer
  %c2 = bitcast <8 x i16> %z2 to <2 x i64>
  %e2a = extractelement <2 x i64> %c2, i32 0
  %e2b = extractelement <2 x i64> %c2, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e2a, i64 %e2b)
  %a3 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b3 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r3 = call <8 x i16> @s3(<8 x i16> %a3, <8 x i16> %b3)
  %z3 = select <8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true>, <8 x i16> %r3, <8 x i16> zeroinitializer
  %c3 = bitcast <8 x i16> %z3 to <2 x i64>
  %e3a = extractelement <2 x i64> %c3, i32 0
  %e3b = extractelement <2 x i64> %c3, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e3a, i64 %e3b)
  %a4 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b4 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r4 = call <8 x i16> @s4(<8 x i16> %a4, <8 x i16> %b4)
  %z4 = select <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true>, <8 x i16> %r4, <8 x i16> zeroinitializer
  %c4 = bitcast <8 x i16> %z4 to <2 x i64>
  %e4a = extractelement <2 x i64> %c4, i32 0
  %e4b = extractelement <2 x i64> %c4, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e4a, i64 %e4b)
  %a5 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b5 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r5 = call <8 x i16> @s5(<8 x i16> %a5, <8 x i16> %b5)
  %z5 = select <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false>, <8 x i16> %r5, <8 x i16> zeroinitializer
  %c5 = bitcast <8 x i16> %z5 to <2 x i64>
  %e5a = extractelement <2 x i64> %c5, i32 0
  %e5b = extractelement <2 x i64> %c5, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e5a, i64 %e5b)
  %a6 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b6 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r6 = call <8 x i16> @s6(<8 x i16> %a6, <8 x i16> %b6)
  %z6 = select <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true>, <8 x i16> %r6, <8 x i16> zeroinitializer
  %c6 = bitcast <8 x i16> %z6 to <2 x i64>
  %e6a = extractelement <2 x i64> %c6, i32 0
  %e6b = extractelement <2 x i64> %c6, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e6a, i64 %e6b)
  %a7 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b7 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r7 = call <8 x i16> @s7(<8 x i16> %a7, <8 x i16> %b7)
  %z7 = select <8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false>, <8 x i16> %r7, <8 x i16> zeroinitializer
  %c7 = bitcast <8 x i16> %z7 to <2 x i64>
  %e7a = extractelement <2 x i64> %c7, i32 0
  %e7b = extractelement <2 x i64> %c7, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e7a, i64 %e7b)
  %a8 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b8 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r8 = call <8 x i16> @s8(<8 x i16> %a8, <8 x i16> %b8)
  %z8 = select <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true>, <8 x i16> %r8, <8 x i16> zeroinitializer
  %c8 = bitcast <8 x i16> %z8 to <2 x i64>
  %e8a = extractelement <2 x i64> %c8, i32 0
  %e8b = extractelement <2 x i64> %c8, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e8a, i64 %e8b)
  %a9 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b9 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r9 = call <8 x i16> @s9(<8 x i16> %a9, <8 x i16> %b9)
  %z9 = select <8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true>, <8 x i16> %r9, <8 x i16> zeroinitializer
  %c9 = bitcast <8 x i16> %z9 to <2 x i64>
  %e9a = extractelement <2 x i64> %c9, i32 0
  %e9b = extractelement <2 x i64> %c9, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e9a, i64 %e9b)
  %a10 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b10 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r10 = call <8 x i16> @s10(<8 x i16> %a10, <8 x i16> %b10)
  %z10 = select <8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true>, <8 x i16> %r10, <8 x i16> zeroinitializer
  %c10 = bitcast <8 x i16> %z10 to <2 x i64>
  %e10a = extractelement <2 x i64> %c10, i32 0
  %e10b = extractelement <2 x i64> %c10, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e10a, i64 %e10b)
  %a11 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b11 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r11 = call <8 x i16> @s11(<8 x i16> %a11, <8 x i16> %b11)
  %z11 = select <8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i16> %r11, <8 x i16> zeroinitializer
  %c11 = bitcast <8 x i16> %z11 to <2 x i64>
  %e11a = extractelement <2 x i64> %c11, i32 0
  %e11b = extractelement <2 x i64> %c11, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e11a, i64 %e11b)
  %a12 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b12 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r12 = call <8 x i16> @s12(<8 x i16> %a12, <8 x i16> %b12)
  %z12 = select <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i16> %r12, <8 x i16> zeroinitializer
  %c12 = bitcast <8 x i16> %z12 to <2 x i64>
  %e12a = extractelement <2 x i64> %c12, i32 0
  %e12b = extractelement <2 x i64> %c12, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e12a, i64 %e12b)
  %a13 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @A to <8 x i16>*)
  %b13 = load <8 x i16>, <8 x i16>* bitcast ([16 x i8]* @B to <8 x i16>*)
  %r13 = call <8 x i16> @s13(<8 x i16> %a13, <8 x i16> %b13)
  %z13 = select <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true>, <8 x i16> %r13, <8 x i16> zeroinitializer
  %c13 = bitcast <8 x i16> %z13 to <2 x i64>
  %e13a = extractelement <2 x i64> %c13, i32 0
  %e13b = extractelement <2 x i64> %c13, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e13a, i64 %e13b)
  %a14 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b14 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r14 = call <16 x i8> @s14(<16 x i8> %a14, <16 x i8> %b14)
  %z14 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r14, <16 x i8> zeroinitializer
  %c14 = bitcast <16 x i8> %z14 to <2 x i64>
  %e14a = extractelement <2 x i64> %c14, i32 0
  %e14b = extractelement <2 x i64> %c14, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e14a, i64 %e14b)
  %a15 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b15 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r15 = call <16 x i8> @s15(<16 x i8> %a15, <16 x i8> %b15)
  %z15 = select <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r15, <16 x i8> zeroinitializer
  %c15 = bitcast <16 x i8> %z15 to <2 x i64>
  %e15a = extractelement <2 x i64> %c15, i32 0
  %e15b = extractelement <2 x i64> %c15, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e15a, i64 %e15b)
  %a16 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b16 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r16 = call <16 x i8> @s16(<16 x i8> %a16, <16 x i8> %b16)
  %z16 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r16, <16 x i8> zeroinitializer
  %c16 = bitcast <16 x i8> %z16 to <2 x i64>
  %e16a = extractelement <2 x i64> %c16, i32 0
  %e16b = extractelement <2 x i64> %c16, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e16a, i64 %e16b)
  %a17 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b17 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r17 = call <16 x i8> @s17(<16 x i8> %a17, <16 x i8> %b17)
  %z17 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r17, <16 x i8> zeroinitializer
  %c17 = bitcast <16 x i8> %z17 to <2 x i64>
  %e17a = extractelement <2 x i64> %c17, i32 0
  %e17b = extractelement <2 x i64> %c17, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e17a, i64 %e17b)
  %a18 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b18 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r18 = call <16 x i8> @s18(<16 x i8> %a18, <16 x i8> %b18)
  %z18 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r18, <16 x i8> zeroinitializer
  %c18 = bitcast <16 x i8> %z18 to <2 x i64>
  %e18a = extractelement <2 x i64> %c18, i32 0
  %e18b = extractelement <2 x i64> %c18, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e18a, i64 %e18b)
  %a19 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b19 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r19 = call <16 x i8> @s19(<16 x i8> %a19, <16 x i8> %b19)
  %z19 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r19, <16 x i8> zeroinitializer
  %c19 = bitcast <16 x i8> %z19 to <2 x i64>
  %e19a = extractelement <2 x i64> %c19, i32 0
  %e19b = extractelement <2 x i64> %c19, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e19a, i64 %e19b)
  %a20 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b20 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r20 = call <16 x i8> @s20(<16 x i8> %a20, <16 x i8> %b20)
  %z20 = select <16 x i1> <i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true>, <16 x i8> %r20, <16 x i8> zeroinitializer
  %c20 = bitcast <16 x i8> %z20 to <2 x i64>
  %e20a = extractelement <2 x i64> %c20, i32 0
  %e20b = extractelement <2 x i64> %c20, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e20a, i64 %e20b)
  %a21 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b21 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r21 = call <16 x i8> @s21(<16 x i8> %a21, <16 x i8> %b21)
  %z21 = select <16 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false>, <16 x i8> %r21, <16 x i8> zeroinitializer
  %c21 = bitcast <16 x i8> %z21 to <2 x i64>
  %e21a = extractelement <2 x i64> %c21, i32 0
  %e21b = extractelement <2 x i64> %c21, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e21a, i64 %e21b)
  %a22 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b22 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r22 = call <16 x i8> @s22(<16 x i8> %a22, <16 x i8> %b22)
  %z22 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false>, <16 x i8> %r22, <16 x i8> zeroinitializer
  %c22 = bitcast <16 x i8> %z22 to <2 x i64>
  %e22a = extractelement <2 x i64> %c22, i32 0
  %e22b = extractelement <2 x i64> %c22, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e22a, i64 %e22b)
  %a23 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b23 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r23 = call <16 x i8> @s23(<16 x i8> %a23, <16 x i8> %b23)
  %z23 = select <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <16 x i8> %r23, <16 x i8> zeroinitializer
  %c23 = bitcast <16 x i8> %z23 to <2 x i64>
  %e23a = extractelement <2 x i64> %c23, i32 0
  %e23b = extractelement <2 x i64> %c23, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e23a, i64 %e23b)
  %a24 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b24 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r24 = call <16 x i8> @s24(<16 x i8> %a24, <16 x i8> %b24)
  %z24 = select <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r24, <16 x i8> zeroinitializer
  %c24 = bitcast <16 x i8> %z24 to <2 x i64>
  %e24a = extractelement <2 x i64> %c24, i32 0
  %e24b = extractelement <2 x i64> %c24, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e24a, i64 %e24b)
  %a25 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b25 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r25 = call <16 x i8> @s25(<16 x i8> %a25, <16 x i8> %b25)
  %z25 = select <16 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r25, <16 x i8> zeroinitializer
  %c25 = bitcast <16 x i8> %z25 to <2 x i64>
  %e25a = extractelement <2 x i64> %c25, i32 0
  %e25b = extractelement <2 x i64> %c25, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e25a, i64 %e25b)
  %a26 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b26 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r26 = call <16 x i8> @s26(<16 x i8> %a26, <16 x i8> %b26)
  %z26 = select <16 x i1> <i1 false, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i8> %r26, <16 x i8> zeroinitializer
  %c26 = bitcast <16 x i8> %z26 to <2 x i64>
  %e26a = extractelement <2 x i64> %c26, i32 0
  %e26b = extractelement <2 x i64> %c26, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e26a, i64 %e26b)
  %a27 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @A to <16 x i8>*)
  %b27 = load <16 x i8>, <16 x i8>* bitcast ([16 x i8]* @B to <16 x i8>*)
  %r27 = call <16 x i8> @s27(<16 x i8> %a27, <16 x i8> %b27)
  %z27 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true>, <16 x i8> %r27, <16 x i8> zeroinitializer
  %c27 = bitcast <16 x i8> %z27 to <2 x i64>
  %e27a = extractelement <2 x i64> %c27, i32 0
  %e27b = extractelement <2 x i64> %c27, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e27a, i64 %e27b)
  %a28 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b28 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r28 = call <4 x i32> @s28(<4 x i32> %a28, <4 x i32> %b28)
  %z28 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> %r28, <4 x i32> zeroinitializer
  %c28 = bitcast <4 x i32> %z28 to <2 x i64>
  %e28a = extractelement <2 x i64> %c28, i32 0
  %e28b = extractelement <2 x i64> %c28, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e28a, i64 %e28b)
  %a29 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b29 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r29 = call <4 x i32> @s29(<4 x i32> %a29, <4 x i32> %b29)
  %z29 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> %r29, <4 x i32> zeroinitializer
  %c29 = bitcast <4 x i32> %z29 to <2 x i64>
  %e29a = extractelement <2 x i64> %c29, i32 0
  %e29b = extractelement <2 x i64> %c29, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e29a, i64 %e29b)
  %a30 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b30 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r30 = call <4 x i32> @s30(<4 x i32> %a30, <4 x i32> %b30)
  %z30 = select <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %r30, <4 x i32> zeroinitializer
  %c30 = bitcast <4 x i32> %z30 to <2 x i64>
  %e30a = extractelement <2 x i64> %c30, i32 0
  %e30b = extractelement <2 x i64> %c30, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e30a, i64 %e30b)
  %a31 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b31 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r31 = call <4 x i32> @s31(<4 x i32> %a31, <4 x i32> %b31)
  %z31 = select <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i32> %r31, <4 x i32> zeroinitializer
  %c31 = bitcast <4 x i32> %z31 to <2 x i64>
  %e31a = extractelement <2 x i64> %c31, i32 0
  %e31b = extractelement <2 x i64> %c31, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e31a, i64 %e31b)
  %a32 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b32 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r32 = call <4 x i32> @s32(<4 x i32> %a32, <4 x i32> %b32)
  %z32 = select <4 x i1> <i1 true, i1 true, i1 false, i1 true>, <4 x i32> %r32, <4 x i32> zeroinitializer
  %c32 = bitcast <4 x i32> %z32 to <2 x i64>
  %e32a = extractelement <2 x i64> %c32, i32 0
  %e32b = extractelement <2 x i64> %c32, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e32a, i64 %e32b)
  %a33 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b33 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r33 = call <4 x i32> @s33(<4 x i32> %a33, <4 x i32> %b33)
  %z33 = select <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i32> %r33, <4 x i32> zeroinitializer
  %c33 = bitcast <4 x i32> %z33 to <2 x i64>
  %e33a = extractelement <2 x i64> %c33, i32 0
  %e33b = extractelement <2 x i64> %c33, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e33a, i64 %e33b)
  %a34 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b34 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r34 = call <4 x i32> @s34(<4 x i32> %a34, <4 x i32> %b34)
  %z34 = select <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %r34, <4 x i32> zeroinitializer
  %c34 = bitcast <4 x i32> %z34 to <2 x i64>
  %e34a = extractelement <2 x i64> %c34, i32 0
  %e34b = extractelement <2 x i64> %c34, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e34a, i64 %e34b)
  %a35 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b35 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r35 = call <4 x i32> @s35(<4 x i32> %a35, <4 x i32> %b35)
  %z35 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> %r35, <4 x i32> zeroinitializer
  %c35 = bitcast <4 x i32> %z35 to <2 x i64>
  %e35a = extractelement <2 x i64> %c35, i32 0
  %e35b = extractelement <2 x i64> %c35, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e35a, i64 %e35b)
  %a36 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b36 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r36 = call <4 x i32> @s36(<4 x i32> %a36, <4 x i32> %b36)
  %z36 = select <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %r36, <4 x i32> zeroinitializer
  %c36 = bitcast <4 x i32> %z36 to <2 x i64>
  %e36a = extractelement <2 x i64> %c36, i32 0
  %e36b = extractelement <2 x i64> %c36, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e36a, i64 %e36b)
  %a37 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b37 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r37 = call <4 x i32> @s37(<4 x i32> %a37, <4 x i32> %b37)
  %z37 = select <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %r37, <4 x i32> zeroinitializer
  %c37 = bitcast <4 x i32> %z37 to <2 x i64>
  %e37a = extractelement <2 x i64> %c37, i32 0
  %e37b = extractelement <2 x i64> %c37, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e37a, i64 %e37b)
  %a38 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b38 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r38 = call <4 x i32> @s38(<4 x i32> %a38, <4 x i32> %b38)
  %z38 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> %r38, <4 x i32> zeroinitializer
  %c38 = bitcast <4 x i32> %z38 to <2 x i64>
  %e38a = extractelement <2 x i64> %c38, i32 0
  %e38b = extractelement <2 x i64> %c38, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e38a, i64 %e38b)
  %a39 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b39 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r39 = call <4 x i32> @s39(<4 x i32> %a39, <4 x i32> %b39)
  %z39 = select <4 x i1> <i1 true, i1 true, i1 false, i1 true>, <4 x i32> %r39, <4 x i32> zeroinitializer
  %c39 = bitcast <4 x i32> %z39 to <2 x i64>
  %e39a = extractelement <2 x i64> %c39, i32 0
  %e39b = extractelement <2 x i64> %c39, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e39a, i64 %e39b)
  %a40 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b40 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r40 = call <4 x i32> @s40(<4 x i32> %a40, <4 x i32> %b40)
  %z40 = select <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x i32> %r40, <4 x i32> zeroinitializer
  %c40 = bitcast <4 x i32> %z40 to <2 x i64>
  %e40a = extractelement <2 x i64> %c40, i32 0
  %e40b = extractelement <2 x i64> %c40, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e40a, i64 %e40b)
  %a41 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @A to <4 x i32>*)
  %b41 = load <4 x i32>, <4 x i32>* bitcast ([16 x i8]* @B to <4 x i32>*)
  %r41 = call <4 x i32> @s41(<4 x i32> %a41, <4 x i32> %b41)
  %z41 = select <4 x i1> <i1 true, i1 true, i1 false, i1 true>, <4 x i32> %r41, <4 x i32> zeroinitializer
  %c41 = bitcast <4 x i32> %z41 to <2 x i64>
  %e41a = extractelement <2 x i64> %c41, i32 0
  %e41b = extractelement <2 x i64> %c41, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e41a, i64 %e41b)
  %a42 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b42 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r42 = call <4 x float> @s42(<4 x float> %a42, <4 x float> %b42)
  %z42 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %r42, <4 x float> zeroinitializer
  %c42 = bitcast <4 x float> %z42 to <2 x i64>
  %e42a = extractelement <2 x i64> %c42, i32 0
  %e42b = extractelement <2 x i64> %c42, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e42a, i64 %e42b)
  %a43 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b43 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r43 = call <4 x float> @s43(<4 x float> %a43, <4 x float> %b43)
  %z43 = select <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x float> %r43, <4 x float> zeroinitializer
  %c43 = bitcast <4 x float> %z43 to <2 x i64>
  %e43a = extractelement <2 x i64> %c43, i32 0
  %e43b = extractelement <2 x i64> %c43, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e43a, i64 %e43b)
  %a44 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b44 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r44 = call <4 x float> @s44(<4 x float> %a44, <4 x float> %b44)
  %z44 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %r44, <4 x float> zeroinitializer
  %c44 = bitcast <4 x float> %z44 to <2 x i64>
  %e44a = extractelement <2 x i64> %c44, i32 0
  %e44b = extractelement <2 x i64> %c44, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e44a, i64 %e44b)
  %a45 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b45 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r45 = call <4 x float> @s45(<4 x float> %a45, <4 x float> %b45)
  %z45 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %r45, <4 x float> zeroinitializer
  %c45 = bitcast <4 x float> %z45 to <2 x i64>
  %e45a = extractelement <2 x i64> %c45, i32 0
  %e45b = extractelement <2 x i64> %c45, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e45a, i64 %e45b)
  %a46 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b46 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r46 = call <4 x float> @s46(<4 x float> %a46, <4 x float> %b46)
  %z46 = select <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> %r46, <4 x float> zeroinitializer
  %c46 = bitcast <4 x float> %z46 to <2 x i64>
  %e46a = extractelement <2 x i64> %c46, i32 0
  %e46b = extractelement <2 x i64> %c46, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e46a, i64 %e46b)
  %a47 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b47 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r47 = call <4 x float> @s47(<4 x float> %a47, <4 x float> %b47)
  %z47 = select <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> %r47, <4 x float> zeroinitializer
  %c47 = bitcast <4 x float> %z47 to <2 x i64>
  %e47a = extractelement <2 x i64> %c47, i32 0
  %e47b = extractelement <2 x i64> %c47, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e47a, i64 %e47b)
  %a48 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b48 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r48 = call <4 x float> @s48(<4 x float> %a48, <4 x float> %b48)
  %z48 = select <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x float> %r48, <4 x float> zeroinitializer
  %c48 = bitcast <4 x float> %z48 to <2 x i64>
  %e48a = extractelement <2 x i64> %c48, i32 0
  %e48b = extractelement <2 x i64> %c48, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e48a, i64 %e48b)
  %a49 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b49 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r49 = call <4 x float> @s49(<4 x float> %a49, <4 x float> %b49)
  %z49 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %r49, <4 x float> zeroinitializer
  %c49 = bitcast <4 x float> %z49 to <2 x i64>
  %e49a = extractelement <2 x i64> %c49, i32 0
  %e49b = extractelement <2 x i64> %c49, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e49a, i64 %e49b)
  %a50 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b50 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r50 = call <4 x float> @s50(<4 x float> %a50, <4 x float> %b50)
  %z50 = select <4 x i1> <i1 false, i1 true, i1 false, i1 false>, <4 x float> %r50, <4 x float> zeroinitializer
  %c50 = bitcast <4 x float> %z50 to <2 x i64>
  %e50a = extractelement <2 x i64> %c50, i32 0
  %e50b = extractelement <2 x i64> %c50, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e50a, i64 %e50b)
  %a51 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b51 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r51 = call <4 x float> @s51(<4 x float> %a51, <4 x float> %b51)
  %z51 = select <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x float> %r51, <4 x float> zeroinitializer
  %c51 = bitcast <4 x float> %z51 to <2 x i64>
  %e51a = extractelement <2 x i64> %c51, i32 0
  %e51b = extractelement <2 x i64> %c51, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e51a, i64 %e51b)
  %a52 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b52 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r52 = call <4 x float> @s52(<4 x float> %a52, <4 x float> %b52)
  %z52 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %r52, <4 x float> zeroinitializer
  %c52 = bitcast <4 x float> %z52 to <2 x i64>
  %e52a = extractelement <2 x i64> %c52, i32 0
  %e52b = extractelement <2 x i64> %c52, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e52a, i64 %e52b)
  %a53 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b53 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r53 = call <4 x float> @s53(<4 x float> %a53, <4 x float> %b53)
  %z53 = select <4 x i1> <i1 false, i1 true, i1 false, i1 true>, <4 x float> %r53, <4 x float> zeroinitializer
  %c53 = bitcast <4 x float> %z53 to <2 x i64>
  %e53a = extractelement <2 x i64> %c53, i32 0
  %e53b = extractelement <2 x i64> %c53, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e53a, i64 %e53b)
  %a54 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b54 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r54 = call <4 x float> @s54(<4 x float> %a54, <4 x float> %b54)
  %z54 = select <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %r54, <4 x float> zeroinitializer
  %c54 = bitcast <4 x float> %z54 to <2 x i64>
  %e54a = extractelement <2 x i64> %c54, i32 0
  %e54b = extractelement <2 x i64> %c54, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e54a, i64 %e54b)
  %a55 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @A to <4 x float>*)
  %b55 = load <4 x float>, <4 x float>* bitcast ([16 x i8]* @B to <4 x float>*)
  %r55 = call <4 x float> @s55(<4 x float> %a55, <4 x float> %b55)
  %z55 = select <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> %r55, <4 x float> zeroinitializer
  %c55 = bitcast <4 x float> %z55 to <2 x i64>
  %e55a = extractelement <2 x i64> %c55, i32 0
  %e55b = extractelement <2 x i64> %c55, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e55a, i64 %e55b)
  %a56 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b56 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r56 = call <2 x i64> @s56(<2 x i64> %a56, <2 x i64> %b56)
  %z56 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r56, <2 x i64> zeroinitializer
  %c56 = bitcast <2 x i64> %z56 to <2 x i64>
  %e56a = extractelement <2 x i64> %c56, i32 0
  %e56b = extractelement <2 x i64> %c56, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e56a, i64 %e56b)
  %a57 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b57 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r57 = call <2 x i64> @s57(<2 x i64> %a57, <2 x i64> %b57)
  %z57 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r57, <2 x i64> zeroinitializer
  %c57 = bitcast <2 x i64> %z57 to <2 x i64>
  %e57a = extractelement <2 x i64> %c57, i32 0
  %e57b = extractelement <2 x i64> %c57, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e57a, i64 %e57b)
  %a58 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b58 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r58 = call <2 x i64> @s58(<2 x i64> %a58, <2 x i64> %b58)
  %z58 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r58, <2 x i64> zeroinitializer
  %c58 = bitcast <2 x i64> %z58 to <2 x i64>
  %e58a = extractelement <2 x i64> %c58, i32 0
  %e58b = extractelement <2 x i64> %c58, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e58a, i64 %e58b)
  %a59 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b59 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r59 = call <2 x i64> @s59(<2 x i64> %a59, <2 x i64> %b59)
  %z59 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r59, <2 x i64> zeroinitializer
  %c59 = bitcast <2 x i64> %z59 to <2 x i64>
  %e59a = extractelement <2 x i64> %c59, i32 0
  %e59b = extractelement <2 x i64> %c59, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e59a, i64 %e59b)
  %a60 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b60 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r60 = call <2 x i64> @s60(<2 x i64> %a60, <2 x i64> %b60)
  %z60 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r60, <2 x i64> zeroinitializer
  %c60 = bitcast <2 x i64> %z60 to <2 x i64>
  %e60a = extractelement <2 x i64> %c60, i32 0
  %e60b = extractelement <2 x i64> %c60, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e60a, i64 %e60b)
  %a61 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b61 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r61 = call <2 x i64> @s61(<2 x i64> %a61, <2 x i64> %b61)
  %z61 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r61, <2 x i64> zeroinitializer
  %c61 = bitcast <2 x i64> %z61 to <2 x i64>
  %e61a = extractelement <2 x i64> %c61, i32 0
  %e61b = extractelement <2 x i64> %c61, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e61a, i64 %e61b)
  %a62 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b62 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r62 = call <2 x i64> @s62(<2 x i64> %a62, <2 x i64> %b62)
  %z62 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r62, <2 x i64> zeroinitializer
  %c62 = bitcast <2 x i64> %z62 to <2 x i64>
  %e62a = extractelement <2 x i64> %c62, i32 0
  %e62b = extractelement <2 x i64> %c62, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e62a, i64 %e62b)
  %a63 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b63 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r63 = call <2 x i64> @s63(<2 x i64> %a63, <2 x i64> %b63)
  %z63 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r63, <2 x i64> zeroinitializer
  %c63 = bitcast <2 x i64> %z63 to <2 x i64>
  %e63a = extractelement <2 x i64> %c63, i32 0
  %e63b = extractelement <2 x i64> %c63, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e63a, i64 %e63b)
  %a64 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b64 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r64 = call <2 x i64> @s64(<2 x i64> %a64, <2 x i64> %b64)
  %z64 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r64, <2 x i64> zeroinitializer
  %c64 = bitcast <2 x i64> %z64 to <2 x i64>
  %e64a = extractelement <2 x i64> %c64, i32 0
  %e64b = extractelement <2 x i64> %c64, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e64a, i64 %e64b)
  %a65 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b65 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r65 = call <2 x i64> @s65(<2 x i64> %a65, <2 x i64> %b65)
  %z65 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r65, <2 x i64> zeroinitializer
  %c65 = bitcast <2 x i64> %z65 to <2 x i64>
  %e65a = extractelement <2 x i64> %c65, i32 0
  %e65b = extractelement <2 x i64> %c65, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e65a, i64 %e65b)
  %a66 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b66 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r66 = call <2 x i64> @s66(<2 x i64> %a66, <2 x i64> %b66)
  %z66 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r66, <2 x i64> zeroinitializer
  %c66 = bitcast <2 x i64> %z66 to <2 x i64>
  %e66a = extractelement <2 x i64> %c66, i32 0
  %e66b = extractelement <2 x i64> %c66, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e66a, i64 %e66b)
  %a67 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b67 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r67 = call <2 x i64> @s67(<2 x i64> %a67, <2 x i64> %b67)
  %z67 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r67, <2 x i64> zeroinitializer
  %c67 = bitcast <2 x i64> %z67 to <2 x i64>
  %e67a = extractelement <2 x i64> %c67, i32 0
  %e67b = extractelement <2 x i64> %c67, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e67a, i64 %e67b)
  %a68 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b68 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r68 = call <2 x i64> @s68(<2 x i64> %a68, <2 x i64> %b68)
  %z68 = select <2 x i1> <i1 true, i1 true>, <2 x i64> %r68, <2 x i64> zeroinitializer
  %c68 = bitcast <2 x i64> %z68 to <2 x i64>
  %e68a = extractelement <2 x i64> %c68, i32 0
  %e68b = extractelement <2 x i64> %c68, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e68a, i64 %e68b)
  %a69 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @A to <2 x i64>*)
  %b69 = load <2 x i64>, <2 x i64>* bitcast ([16 x i8]* @B to <2 x i64>*)
  %r69 = call <2 x i64> @s69(<2 x i64> %a69, <2 x i64> %b69)
  %z69 = select <2 x i1> <i1 false, i1 true>, <2 x i64> %r69, <2 x i64> zeroinitializer
  %c69 = bitcast <2 x i64> %z69 to <2 x i64>
  %e69a = extractelement <2 x i64> %c69, i32 0
  %e69b = extractelement <2 x i64> %c69, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e69a, i64 %e69b)
  %a70 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b70 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r70 = call <2 x double> @s70(<2 x double> %a70, <2 x double> %b70)
  %z70 = select <2 x i1> <i1 true, i1 false>, <2 x double> %r70, <2 x double> zeroinitializer
  %c70 = bitcast <2 x double> %z70 to <2 x i64>
  %e70a = extractelement <2 x i64> %c70, i32 0
  %e70b = extractelement <2 x i64> %c70, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e70a, i64 %e70b)
  %a71 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b71 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r71 = call <2 x double> @s71(<2 x double> %a71, <2 x double> %b71)
  %z71 = select <2 x i1> <i1 true, i1 false>, <2 x double> %r71, <2 x double> zeroinitializer
  %c71 = bitcast <2 x double> %z71 to <2 x i64>
  %e71a = extractelement <2 x i64> %c71, i32 0
  %e71b = extractelement <2 x i64> %c71, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e71a, i64 %e71b)
  %a72 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b72 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r72 = call <2 x double> @s72(<2 x double> %a72, <2 x double> %b72)
  %z72 = select <2 x i1> <i1 true, i1 true>, <2 x double> %r72, <2 x double> zeroinitializer
  %c72 = bitcast <2 x double> %z72 to <2 x i64>
  %e72a = extractelement <2 x i64> %c72, i32 0
  %e72b = extractelement <2 x i64> %c72, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e72a, i64 %e72b)
  %a73 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b73 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r73 = call <2 x double> @s73(<2 x double> %a73, <2 x double> %b73)
  %z73 = select <2 x i1> <i1 true, i1 true>, <2 x double> %r73, <2 x double> zeroinitializer
  %c73 = bitcast <2 x double> %z73 to <2 x i64>
  %e73a = extractelement <2 x i64> %c73, i32 0
  %e73b = extractelement <2 x i64> %c73, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e73a, i64 %e73b)
  %a74 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b74 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r74 = call <2 x double> @s74(<2 x double> %a74, <2 x double> %b74)
  %z74 = select <2 x i1> <i1 true, i1 false>, <2 x double> %r74, <2 x double> zeroinitializer
  %c74 = bitcast <2 x double> %z74 to <2 x i64>
  %e74a = extractelement <2 x i64> %c74, i32 0
  %e74b = extractelement <2 x i64> %c74, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e74a, i64 %e74b)
  %a75 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b75 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r75 = call <2 x double> @s75(<2 x double> %a75, <2 x double> %b75)
  %z75 = select <2 x i1> <i1 true, i1 true>, <2 x double> %r75, <2 x double> zeroinitializer
  %c75 = bitcast <2 x double> %z75 to <2 x i64>
  %e75a = extractelement <2 x i64> %c75, i32 0
  %e75b = extractelement <2 x i64> %c75, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e75a, i64 %e75b)
  %a76 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b76 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r76 = call <2 x double> @s76(<2 x double> %a76, <2 x double> %b76)
  %z76 = select <2 x i1> <i1 true, i1 true>, <2 x double> %r76, <2 x double> zeroinitializer
  %c76 = bitcast <2 x double> %z76 to <2 x i64>
  %e76a = extractelement <2 x i64> %c76, i32 0
  %e76b = extractelement <2 x i64> %c76, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e76a, i64 %e76b)
  %a77 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b77 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r77 = call <2 x double> @s77(<2 x double> %a77, <2 x double> %b77)
  %z77 = select <2 x i1> <i1 false, i1 true>, <2 x double> %r77, <2 x double> zeroinitializer
  %c77 = bitcast <2 x double> %z77 to <2 x i64>
  %e77a = extractelement <2 x i64> %c77, i32 0
  %e77b = extractelement <2 x i64> %c77, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e77a, i64 %e77b)
  %a78 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b78 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r78 = call <2 x double> @s78(<2 x double> %a78, <2 x double> %b78)
  %z78 = select <2 x i1> <i1 true, i1 true>, <2 x double> %r78, <2 x double> zeroinitializer
  %c78 = bitcast <2 x double> %z78 to <2 x i64>
  %e78a = extractelement <2 x i64> %c78, i32 0
  %e78b = extractelement <2 x i64> %c78, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e78a, i64 %e78b)
  %a79 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b79 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r79 = call <2 x double> @s79(<2 x double> %a79, <2 x double> %b79)
  %z79 = select <2 x i1> <i1 true, i1 false>, <2 x double> %r79, <2 x double> zeroinitializer
  %c79 = bitcast <2 x double> %z79 to <2 x i64>
  %e79a = extractelement <2 x i64> %c79, i32 0
  %e79b = extractelement <2 x i64> %c79, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e79a, i64 %e79b)
  %a80 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b80 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r80 = call <2 x double> @s80(<2 x double> %a80, <2 x double> %b80)
  %z80 = select <2 x i1> <i1 false, i1 true>, <2 x double> %r80, <2 x double> zeroinitializer
  %c80 = bitcast <2 x double> %z80 to <2 x i64>
  %e80a = extractelement <2 x i64> %c80, i32 0
  %e80b = extractelement <2 x i64> %c80, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e80a, i64 %e80b)
  %a81 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b81 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r81 = call <2 x double> @s81(<2 x double> %a81, <2 x double> %b81)
  %z81 = select <2 x i1> <i1 false, i1 false>, <2 x double> %r81, <2 x double> zeroinitializer
  %c81 = bitcast <2 x double> %z81 to <2 x i64>
  %e81a = extractelement <2 x i64> %c81, i32 0
  %e81b = extractelement <2 x i64> %c81, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e81a, i64 %e81b)
  %a82 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b82 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r82 = call <2 x double> @s82(<2 x double> %a82, <2 x double> %b82)
  %z82 = select <2 x i1> <i1 true, i1 true>, <2 x double> %r82, <2 x double> zeroinitializer
  %c82 = bitcast <2 x double> %z82 to <2 x i64>
  %e82a = extractelement <2 x i64> %c82, i32 0
  %e82b = extractelement <2 x i64> %c82, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e82a, i64 %e82b)
  %a83 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @A to <2 x double>*)
  %b83 = load <2 x double>, <2 x double>* bitcast ([16 x i8]* @B to <2 x double>*)
  %r83 = call <2 x double> @s83(<2 x double> %a83, <2 x double> %b83)
  %z83 = select <2 x i1> <i1 true, i1 true>, <2 x double> %r83, <2 x double> zeroinitializer
  %c83 = bitcast <2 x double> %z83 to <2 x i64>
  %e83a = extractelement <2 x i64> %c83, i32 0
  %e83b = extractelement <2 x i64> %c83, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i64 %e83a, i64 %e83b)
  ret i32 0
}
