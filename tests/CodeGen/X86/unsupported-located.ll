; REQUIRES: llvm-filecheck
; RUN: not pyllc -O0 -mtriple=x86_64-unknown-linux-gnu %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; An IR construct the backend does not implement yet is reported at its source line, and no output is left.
; CHECK: {{.*}}unsupported-located.ll:[[@LINE+4]]:3: error: unsupported: inline asm x87 constraint 'f'
; CHECK-NEXT: call void asm sideeffect
; CHECK-NOT: Traceback
define void @f(double %x) {
  call void asm sideeffect "fld $0", "f"(double %x)
  ret void
}
