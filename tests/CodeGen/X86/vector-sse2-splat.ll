; Splats of words and bytes on SSE2: MOVD, PUNPCKLBW/PUNPCKHBW to double bytes into words, PSHUFLW to spread
; the word over the low half, PSHUFD to spread the dword.  CHECK lines from llc-14.
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s

define <8 x i16> @s16(i16 %x) {
; CHECK-LABEL: s16:
; CHECK:       movd %edi, %xmm0
; CHECK-NEXT:  pshuflw $0, %xmm0, %xmm0
; CHECK-NEXT:  pshufd $0, %xmm0, %xmm0
; CHECK-NEXT:  retq
  %i = insertelement <8 x i16> undef, i16 %x, i32 0
  %s = shufflevector <8 x i16> %i, <8 x i16> undef, <8 x i32> zeroinitializer
  ret <8 x i16> %s
}

define <16 x i8> @s8(i8 %x) {
; CHECK-LABEL: s8:
; CHECK:       movd %edi, %xmm0
; CHECK-NEXT:  punpcklbw %xmm0, %xmm0
; CHECK-NEXT:  pshuflw $0, %xmm0, %xmm0
; CHECK-NEXT:  pshufd $0, %xmm0, %xmm0
; CHECK-NEXT:  retq
  %i = insertelement <16 x i8> undef, i8 %x, i32 0
  %s = shufflevector <16 x i8> %i, <16 x i8> undef, <16 x i32> zeroinitializer
  ret <16 x i8> %s
}

define <16 x i8> @s8b(<16 x i8> %a) {
; CHECK-LABEL: s8b:
; CHECK:       punpckhbw %xmm0, %xmm0
; CHECK-NEXT:  pshuflw $85, %xmm0, %xmm0
; CHECK-NEXT:  pshufd $0, %xmm0, %xmm0
; CHECK-NEXT:  retq
  %s = shufflevector <16 x i8> %a, <16 x i8> undef, <16 x i32> <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  ret <16 x i8> %s
}

define <4 x i32> @cmpolt(<4 x float> %a, <4 x float> %b) {
; CHECK-LABEL: cmpolt:
; CHECK:       cmpltps %xmm1, %xmm0
; CHECK-NEXT:  retq
  %c = fcmp olt <4 x float> %a, %b
  %s = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %s
}

define i32 @xvar(<4 x i32> %a, i32 %i) {
; CHECK-LABEL: xvar:
; CHECK:       movaps %xmm0, -24(%rsp)
; CHECK:       and{{l|q}} $3,
; CHECK-NEXT:  movl -24(%rsp,%r{{[a-z]+}},4), %eax
; CHECK-NEXT:  retq
  %r = extractelement <4 x i32> %a, i32 %i
  ret i32 %r
}
