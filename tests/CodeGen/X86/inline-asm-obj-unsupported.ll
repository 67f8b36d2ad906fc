; REQUIRES: llvm-filecheck
; Inline asm needs an assembler parser to be encoded; until pyllc has one, -filetype=obj refuses it with a
; located error and leaves no output file.
; RUN: not pyllc -filetype=obj %s -o %t.o 2>&1 | FileCheck %s
; RUN: not test -e %t.o
; CHECK: {{.*}}inline-asm-obj-unsupported.ll:[[@LINE+2]]:1: error: unsupported: inline assembly with -filetype=obj
; CHECK-NOT: Traceback
define void @f() {
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"()
  ret void
}
