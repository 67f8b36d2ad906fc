; Vector types split (v8i32 -> 2 x v4i32) and widened (v2i32 -> v4i32, loaded and stored with MOVQ), integer
; compares, unpacks, shifts by a splat constant, a v2i64 reduction.  CHECK lines from llc-14 (MOVDQA and MOVAPS
; are the same move; llc-14 picks the integer-domain one in a later pass).
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s

define void @add8(<8 x i32>* %p, <8 x i32>* %q) {
; CHECK-LABEL: add8:
; CHECK-DAG:   paddd (%rsi), %xmm{{[0-9]}}
; CHECK-DAG:   paddd 16(%rsi), %xmm{{[0-9]}}
; CHECK-DAG:   {{movaps|movdqa}} %xmm{{[0-9]}}, (%rdi)
; CHECK-DAG:   {{movaps|movdqa}} %xmm{{[0-9]}}, 16(%rdi)
; CHECK:       retq
  %a = load <8 x i32>, <8 x i32>* %p, align 16
  %b = load <8 x i32>, <8 x i32>* %q, align 16
  %c = add <8 x i32> %a, %b
  store <8 x i32> %c, <8 x i32>* %p, align 16
  ret void
}
define void @add2(<2 x i32>* %p, <2 x i32>* %q) {
; CHECK-LABEL: add2:
; CHECK:       movq (%rdi), %xmm0
; CHECK-NEXT:  movq (%rsi), %xmm1
; CHECK-NEXT:  paddd %xmm0, %xmm1
; CHECK-NEXT:  movq %xmm1, (%rdi)
; CHECK-NEXT:  retq
  %a = load <2 x i32>, <2 x i32>* %p, align 8
  %b = load <2 x i32>, <2 x i32>* %q, align 8
  %c = add <2 x i32> %a, %b
  store <2 x i32> %c, <2 x i32>* %p, align 8
  ret void
}
define <4 x i32> @cmpeq(<4 x i32> %a, <4 x i32> %b) {
; CHECK-LABEL: cmpeq:
; CHECK:       pcmpeqd %xmm1, %xmm0
; CHECK-NEXT:  retq
  %c = icmp eq <4 x i32> %a, %b
  %s = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %s
}
define <2 x double> @unpck(<2 x double> %a, <2 x double> %b) {
; CHECK-LABEL: unpck:
; CHECK:       unpckhpd %xmm1, %xmm0
; CHECK-NEXT:  retq
  %s = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 3>
  ret <2 x double> %s
}
define <8 x i16> @shl3(<8 x i16> %a) {
; CHECK-LABEL: shl3:
; CHECK:       psllw $3, %xmm0
; CHECK-NEXT:  retq
  %s = shl <8 x i16> %a, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  ret <8 x i16> %s
}
define i64 @red2(<2 x i64> %a) {
; CHECK-LABEL: red2:
; CHECK:       pshufd $238, %xmm0, %xmm1
; CHECK-NEXT:  paddq %xmm0, %xmm1
; CHECK-NEXT:  movq %xmm1, %rax
; CHECK-NEXT:  retq
  %r = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %a)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>)
