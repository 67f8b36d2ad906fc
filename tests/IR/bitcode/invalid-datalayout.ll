; A malformed data layout string in bitcode is a diagnostic naming the file, as llvm-dis-16 gives it
; (llc-14 and llvm-dis-14 abort with "LLVM ERROR: ..."), status 1 and no output; before, code generation
; stopped with an internal error.  Input: this module assembled by llvm-as-14, "f80" made "f\00" in its
; MODULE_CODE_DATALAYOUT record (found by utils/fuzz_inputs.py --bitcode).
; RUN: rm -rf %t && mkdir -p %t
; RUN: not pyllc %S/Inputs/datalayout-nul.bc -o %t/out.s 2>&1 | FileCheck %s
; RUN: not test -e %t/out.s
; RUN: not pyllc -emit-llvm %S/Inputs/datalayout-nul.bc -o %t/out.ll 2>&1 | FileCheck %s
; RUN: not test -e %t/out.ll
; CHECK: {{^}}{{.*}}datalayout-nul.bc: error: not a number, or does not fit in an unsigned int{{$}}
; CHECK-NOT: {{.}}

target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32 %x) {
  ret i32 %x
}
