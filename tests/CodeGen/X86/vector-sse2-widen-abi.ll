; 64-bit vectors are widened to 128 bits: <2 x float> and <2 x i32> arguments and results travel in one XMM
; register; zero and sign extension of the low lanes unpack them (with zero, or with themselves and an
; arithmetic shift).  CHECK lines from llc-14 (PXOR and XORPS are the same zeroing).
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s

define <2 x float> @addf(<2 x float> %a, <2 x float> %b) {
; CHECK-LABEL: addf:
; CHECK:       addps %xmm1, %xmm0
; CHECK-NEXT:  retq
  %r = fadd <2 x float> %a, %b
  ret <2 x float> %r
}

define <2 x i32> @addi(<2 x i32> %a, <2 x i32> %b) {
; CHECK-LABEL: addi:
; CHECK:       paddd %xmm1, %xmm0
; CHECK-NEXT:  retq
  %r = add <2 x i32> %a, %b
  ret <2 x i32> %r
}

define <4 x i32> @zx(<4 x i16> %a) {
; CHECK-LABEL: zx:
; CHECK:       {{pxor|xorps}} %xmm1, %xmm1
; CHECK-NEXT:  punpcklwd %xmm1, %xmm0
; CHECK-NEXT:  retq
  %r = zext <4 x i16> %a to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @sx(<4 x i16> %a) {
; CHECK-LABEL: sx:
; CHECK:       punpcklwd %xmm0, %xmm0
; CHECK-NEXT:  psrad $16, %xmm0
; CHECK-NEXT:  retq
  %r = sext <4 x i16> %a to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i16> @tr(<4 x i32> %a) {
; CHECK-LABEL: tr:
; CHECK:       pshuflw $232, %xmm0, %xmm0
; CHECK-NEXT:  pshufhw $232, %xmm0, %xmm0
; CHECK-NEXT:  pshufd $232, %xmm0, %xmm0
; CHECK-NEXT:  retq
  %r = trunc <4 x i32> %a to <4 x i16>
  ret <4 x i16> %r
}
