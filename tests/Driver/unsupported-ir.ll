; IR constructs the code generator does not implement are refused at their source line with status 1,
; naming what is supported; no output file is left behind.  (llc-14 aborts on the scalable vector and
; compiles the others; before this check pyllc compiled <vscale x 4 x i32> as a fixed <4 x i32>.)
; REQUIRES: llvm-filecheck
; RUN: rm -rf %t && mkdir %t
; RUN: not pyllc %s -o %t/sv.s 2>&1 | FileCheck %s --check-prefix=SCALABLE
; SCALABLE: unsupported-ir.ll:[[#@LINE+4]]:8: error: unsupported: scalable vector type '<vscale x 4 x i32>' (function 'sv'); supported: integer, floating-point (but not ppc_fp128), pointer, and fixed-length vector, array and struct types
; SCALABLE-NEXT: define <vscale x 4 x i32> @sv(<vscale x 4 x i32> %a) {
; SCALABLE-NEXT: {{^       \^$}}
; RUN: not ls %t/sv.s
define <vscale x 4 x i32> @sv(<vscale x 4 x i32> %a) {
  ret <vscale x 4 x i32> %a
}

; RUN: sed -e 's/vscale x 4 x i32/4 x i32/g' %s > %t/ppc.ll
; RUN: not pyllc %t/ppc.ll -o %t/ppc.s 2>&1 | FileCheck %s --check-prefix=PPC
; PPC: ppc.ll:[[#@LINE+3]]:3: error: unsupported: type 'ppc_fp128' (in function 'pf'); supported: integer,
; RUN: not ls %t/ppc.s
define void @pf(ppc_fp128* %p) {
  %v = load ppc_fp128, ppc_fp128* %p
  store ppc_fp128 %v, ppc_fp128* %p
  ret void
}

; RUN: sed -e 's/vscale x 4 x i32/4 x i32/g' -e 's/ppc_fp128/double/g' %s > %t/cb.ll
; RUN: not pyllc %t/cb.ll -o %t/cb.s 2>&1 | FileCheck %s --check-prefix=CALLBR
; An asm goto whose operand needs two registers (i128 in 'r'), which the inline-asm lowering refuses.
; CALLBR: cb.ll:[[#@LINE+3]]:3: error: unsupported: cannot expand operand 2 of CopyToReg (type i128)
; RUN: not ls %t/cb.s
define i32 @cb(i128 %a) {
  callbr void asm "", "r,!i"(i128 %a) to label %n [label %x]
n:
  ret i32 0
x:
  ret i32 1
}
