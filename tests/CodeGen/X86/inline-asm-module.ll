; Module-level inline asm: parsed by the assembler parser at the start of the module and re-printed in
; canonical form (tabs, `.set` for an assignment, `retq`), as llc-14's integrated assembler does; with
; -no-integrated-as it is printed verbatim. The object file holds the assembled statements.
; RUN: pyllc %s -o - | FileCheck %s
; RUN: pyllc -no-integrated-as %s -o - | FileCheck %s --check-prefix=RAW
; RUN: pyllc -filetype=obj %s -o %t.o
; REQUIRES: llc14
; RUN: llc-14 %s -o - | FileCheck %s
; RUN: llc-14 -no-integrated-as %s -o - | FileCheck %s --check-prefix=RAW
; RUN: llvm-objdump-14 -d -t %t.o | FileCheck %s --check-prefix=OBJ
; CHECK:      # Start of file scope inline assembly
; CHECK-NEXT: {{^}}	.globl	modsym
; CHECK-NEXT: {{^}}.set modsym, 42
; CHECK-NEXT: {{^}}	.section	.text.mod,"ax",@progbits
; CHECK-NEXT: {{^}}modfn:
; CHECK-NEXT: {{^}}	leal	(%rdi,%rdi,2), %eax
; CHECK-NEXT: {{^}}	retq
; CHECK-NEXT: {{^}}	.text
; CHECK-EMPTY:
; CHECK-NEXT: # End of file scope inline assembly
; CHECK-NEXT: .globl f
; RAW:      # Start of file scope inline assembly
; RAW-NEXT: {{^}}.globl	modsym
; RAW-NEXT: {{^}}modsym = 42
; RAW-NEXT: {{^}}.section .text.mod,"ax",@progbits
; RAW-NEXT: {{^}}modfn:  leal (%rdi,%rdi,2), %eax
; RAW-NEXT: {{^}}  ret
; RAW-NEXT: {{^}}.text
; RAW-EMPTY:
; RAW-NEXT: # End of file scope inline assembly
; OBJ: 000000000000002a g       *ABS*  0000000000000000 modsym
; OBJ: <modfn>:
; OBJ-NEXT: 8d 04 7f leal (%rdi,%rdi,2), %eax
; OBJ-NEXT: c3 retq
module asm ".globl\09modsym"
module asm "modsym = 42"
module asm ".section .text.mod,\22ax\22,@progbits"
module asm "modfn:  leal (%rdi,%rdi,2), %eax"
module asm "  ret"
module asm ".text"
define void @f() {
  ret void
}
