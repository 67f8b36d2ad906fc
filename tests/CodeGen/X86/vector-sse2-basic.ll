; 128-bit SSE2 vector code: reductions expanded at the IR level, PSHUFD element moves, constant vectors from
; the constant pool, splats with SHUFPS, packed float arithmetic, PMULUDQ multiply.  CHECK lines from llc-14.
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s

define i32 @red(<4 x i32> %a) {
; CHECK-LABEL: red:
; CHECK:       pshufd $238, %xmm0, %xmm1
; CHECK-NEXT:  paddd %xmm0, %xmm1
; CHECK-NEXT:  pshufd $85, %xmm1, %xmm0
; CHECK-NEXT:  paddd %xmm1, %xmm0
; CHECK-NEXT:  movd %xmm0, %eax
; CHECK-NEXT:  retq
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %a)
  ret i32 %r
}

define i32 @ext2(<4 x i32> %a) {
; CHECK-LABEL: ext2:
; CHECK:       pshufd $238, %xmm0, %xmm0
; CHECK-NEXT:  movd %xmm0, %eax
; CHECK-NEXT:  retq
  %r = extractelement <4 x i32> %a, i32 2
  ret i32 %r
}

define void @st(<4 x i32>* %p) {
; CHECK:       .LCPI2_0:
; CHECK-NEXT:  .long 0
; CHECK-NEXT:  .long 1
; CHECK-NEXT:  .long 4
; CHECK-NEXT:  .long 9
; CHECK-LABEL: st:
; CHECK:       movaps .LCPI2_0(%rip), %xmm0
; CHECK-NEXT:  movaps %xmm0, (%rdi)
; CHECK-NEXT:  retq
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, <4 x i32>* %p, align 16
  ret void
}

define <4 x float> @lerp(<4 x float> %a, <4 x float> %b, float %t) {
; CHECK-LABEL: lerp:
; CHECK:       shufps $0, %xmm2, %xmm2
; CHECK-NEXT:  subps %xmm0, %xmm1
; CHECK-NEXT:  mulps %xmm2, %xmm1
; CHECK-NEXT:  addps %xmm1, %xmm0
; CHECK-NEXT:  retq
  %i = insertelement <4 x float> undef, float %t, i32 0
  %s = shufflevector <4 x float> %i, <4 x float> undef, <4 x i32> zeroinitializer
  %d = fsub <4 x float> %b, %a
  %m = fmul <4 x float> %d, %s
  %r = fadd <4 x float> %a, %m
  ret <4 x float> %r
}

define i32 @smax(<4 x i32> %a) {
; CHECK-LABEL: smax:
; CHECK:       pshufd $238, %xmm0, %xmm1
; CHECK-NEXT:  {{movdqa|movaps}} %xmm0, %xmm2
; CHECK-NEXT:  pcmpgtd %xmm1, %xmm2
; CHECK:       pshufd $85,
; CHECK:       pcmpgtd
; CHECK:       movd %xmm{{[0-9]}}, %eax
  %r = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %a)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
