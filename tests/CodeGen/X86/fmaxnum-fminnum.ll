; Scalar llvm.maxnum/llvm.minnum (combineFMinNumFMaxNum): MAXSD/MINSS return their second operand when an input
; is a NaN, so the result is select (a unordered a), b, (max b, a) as CMPUNORD + AND/ANDN/OR; with nnan or a
; non-NaN constant operand a single MAX/MIN remains.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; RUN: pyllc -O0 %s -o - | FileCheck %s --check-prefix=O0
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s
; RUN: llc-14 -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

declare double @llvm.maxnum.f64(double, double)
declare float @llvm.minnum.f32(float, float)

; CHECK-LABEL: mx:
; CHECK: movap{{s|d}} %xmm0, %xmm2
; CHECK-NEXT: cmpunordsd %xmm{{[02]}}, %xmm2
; CHECK-NEXT: movap{{s|d}} %xmm2, %xmm3
; CHECK-NEXT: andpd %xmm1, %xmm3
; CHECK-NEXT: maxsd %xmm0, %xmm1
; CHECK-NEXT: andnpd %xmm1, %xmm2
; CHECK-NEXT: orpd %xmm3, %xmm2
; O0-LABEL: mx:
; O0: cmpunordsd
; O0: maxsd
; O0: {{p?andn(pd)?}}
; O0: {{p?or(pd)?}}
define double @mx(double %a, double %b) {
  %r = call double @llvm.maxnum.f64(double %a, double %b)
  ret double %r
}

; CHECK-LABEL: mn:
; CHECK: movaps %xmm0, %xmm2
; CHECK-NEXT: cmpunordss %xmm{{[02]}}, %xmm2
; CHECK-NEXT: movaps %xmm2, %xmm3
; CHECK-NEXT: andps %xmm1, %xmm3
; CHECK-NEXT: minss %xmm0, %xmm1
; CHECK-NEXT: andnps %xmm1, %xmm2
; CHECK-NEXT: orps %xmm3, %xmm2
define float @mn(float %a, float %b) {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}

; CHECK-LABEL: mx_nnan:
; CHECK-NOT: cmpunord
; CHECK: maxsd %xmm1, %xmm0
; CHECK-NEXT: retq
define double @mx_nnan(double %a, double %b) {
  %r = call nnan double @llvm.maxnum.f64(double %a, double %b)
  ret double %r
}

; CHECK-LABEL: mn_const:
; CHECK-NOT: cmpunord
; CHECK: minss {{.*}}, %xmm0
; CHECK-NEXT: retq
define float @mn_const(float %a) {
  %r = call float @llvm.minnum.f32(float %a, float 2.0)
  ret float %r
}
