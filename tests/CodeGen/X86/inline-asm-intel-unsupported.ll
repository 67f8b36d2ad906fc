; REQUIRES: llvm-filecheck
; Intel-dialect inline asm needs an assembler parser (llc-14 parses it and prints AT&T); until pyllc has
; one it is refused with an error at the function and no output file.
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; CHECK: {{.*}}inline-asm-intel-unsupported.ll:[[@LINE+2]]:1: error: unsupported: Intel-dialect inline assembly
; CHECK-NOT: Traceback
define i32 @f(i32 %x) {
  %r = call i32 asm inteldialect "mov $0, $1", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %x)
  ret i32 %r
}
