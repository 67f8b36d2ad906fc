; REQUIRES: llvm-filecheck
; RUN: not pyllc -O0 -mtriple=x86_64-unknown-linux-gnu %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; An IR construct the backend does not implement yet is reported at its source line, and no output is left.
; CHECK: {{.*}}unsupported-located.ll:[[@LINE+5]]:3: error: unsupported: instruction 'callbr'
; CHECK-NEXT: callbr void asm
; CHECK-NOT: Traceback
define i32 @f() {
entry:
  callbr void asm "jmp ${0:l}", "X"(i8* blockaddress(@f, %l)) to label %n [label %l]
n:
  ret i32 0
l:
  ret i32 1
}
