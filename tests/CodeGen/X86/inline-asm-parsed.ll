; Inline asm goes through the assembler parser, as llc-14's integrated assembler: the asm streamer re-prints
; the parsed statements in canonical form (tabs, `setc` -> `setb`, `sal` -> `shl`, one `.byte` per value,
; numeric labels as `.Ltmp` temporaries, comments kept, blank lines kept), and the object file holds the
; assembled bytes (equal to llc-14's).
; RUN: pyllc %s -o - | FileCheck %s
; RUN: pyllc -filetype=obj %s -o %t.o
; REQUIRES: llc14
; RUN: llc-14 %s -o - | FileCheck %s
; RUN: llc-14 -filetype=obj %s -o %t14.o
; RUN: llvm-objdump-14 -d %t.o | FileCheck %s --check-prefix=OBJ
; RUN: llvm-objdump-14 -d %t14.o | FileCheck %s --check-prefix=OBJ
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: f:
; CHECK: #APP
; CHECK-NEXT: {{^}}	movl	%edi, %eax
; CHECK-NEXT: {{^}}	setb	%al	# comment
; CHECK-NEXT: {{^}}.Ltmp0:
; CHECK-NEXT: {{^}}	jmp	.Ltmp0
; CHECK-NEXT: {{^}}	.byte	1
; CHECK-NEXT: {{^}}	.byte	2
; CHECK-NEXT: {{^}}label_0:
; CHECK-NEXT: {{^}}	nop
; CHECK-EMPTY:
; CHECK-NEXT: {{^}}	# whole line
; CHECK-NEXT: {{^}}	shll	%eax
; CHECK-NEXT: {{^}}	#NO_APP
; OBJ-LABEL: <f>:
; OBJ-NEXT: 89 f8 movl %edi, %eax
; OBJ-NEXT: 0f 92 c0 setb %al
; OBJ-NEXT: eb fe jmp
; OBJ-NEXT: 01 02
; OBJ: <label_0>:
; OBJ-NEXT: 90 nop
; OBJ-NEXT: d1 e0 shll %eax
; OBJ-NEXT: c3 retq
define i32 @f(i32 %x) {
  %r = call i32 asm sideeffect "mov $1,$0 ; setc %al # comment\0A1: jmp 1b\0A.byte 1,2\0Alabel_${:uid}: nop\0A\0A# whole line\0A  sal $$1, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %x)
  ret i32 %r
}

; Numeric labels number on across the module's asm blocks; `1f` makes the temporary before its definition.
; CHECK-LABEL: g:
; CHECK: #APP
; CHECK-NEXT: {{^}}	jmp	.Ltmp1
; CHECK-NEXT: {{^}}.Ltmp1:
; CHECK-NEXT: {{^}}	#NO_APP
define void @g() {
  call void asm sideeffect "jmp 1f\0A1:", "~{dirflag},~{fpsr},~{flags}"()
  ret void
}
