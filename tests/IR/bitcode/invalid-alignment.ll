; An alignment exponent above LLVM's limit (Value::MaxAlignmentExponent + 1 = 33) is "Invalid alignment
; value", as llc-14 says, with status 1 and no output file -- also one so large that 1 << (exponent - 1)
; cannot be formed.  Exponent 33 (align 4294967296) is still read.  Inputs: this function assembled by
; llvm-as-14, the load's align field set to 33, 34 and 2^40 (found by utils/fuzz_inputs.py --bitcode).
; RUN: rm -rf %t && mkdir -p %t
; RUN: pyllc -emit-llvm %S/Inputs/align-exp33.bc -o - | FileCheck %s --check-prefix=OK
; OK: %v = load i32, i32* %p, align 4294967296
; RUN: not pyllc -emit-llvm %S/Inputs/align-exp34.bc -o %t/34.ll 2>&1 | FileCheck %s -DNAME=align-exp34
; RUN: not test -e %t/34.ll
; RUN: not pyllc %S/Inputs/align-huge.bc -o %t/huge.s 2>&1 | FileCheck %s -DNAME=align-huge
; RUN: not test -e %t/huge.s
; CHECK: {{^}}{{.*}}[[NAME]].bc: error: Invalid alignment value{{$}}
; CHECK-NOT: {{.}}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32* %p) {
  %v = load i32, i32* %p, align 4
  ret i32 %v
}
