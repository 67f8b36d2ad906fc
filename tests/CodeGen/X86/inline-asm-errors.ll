; Inline asm the assembler parser rejects: every error is reported, located in `<inline asm>` as llc-14
; words it (the substituted text starts with a tab), the run fails and no output file is left -- in
; -filetype=asm and -filetype=obj alike.
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; RUN: not pyllc -filetype=obj %s -o %t.o 2>&1 | FileCheck %s
; RUN: not test -e %t.o
; REQUIRES: llc14
; RUN: not llc-14 %s -o %t14.s 2>&1 | FileCheck %s
; RUN: not test -e %t14.s
; CHECK: <inline asm>:2:3: error: invalid instruction mnemonic 'foo'
; CHECK-NEXT: {{^}}  foo %eax
; CHECK-NEXT: {{^}}  ^
; CHECK: <inline asm>:1:11: error: invalid operand for instruction
; CHECK-NEXT: {{^}}	movl $1, %rax
; CHECK-NEXT: {{^}}	         ^
; CHECK: <inline asm>:1:2: error: unknown directive
; CHECK-NEXT: {{^}}	.bogus 1
; CHECK-NEXT: {{^}}	^
; CHECK-NOT: Traceback
; CHECK-NOT: error
target triple = "x86_64-unknown-linux-gnu"

define void @f() {
  call void asm sideeffect "nop\0A  foo %eax", "~{dirflag},~{fpsr},~{flags}"()
  call void asm sideeffect "movl $$1, %rax", "~{dirflag},~{fpsr},~{flags}"()
  ret void
}

define void @g() {
  call void asm sideeffect ".bogus 1", "~{dirflag},~{fpsr},~{flags}"()
  ret void
}
