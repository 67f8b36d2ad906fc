# pyllc-mc prints what llvm-mc-14 prints for numeric local labels (`.Ltmp` temporaries, numbered by first
# mention), `.` in an expression (a `.Ltmp` label), and empty input lines (kept); comments are dropped.
# RUN: pyllc-mc -triple=x86_64-unknown-linux-gnu %s -o %t.mine.s
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64-unknown-linux-gnu %s -o %t.ref.s %}
# RUN: %if mc14 %{ diff %t.ref.s %t.mine.s %}
# RUN: FileCheck %s < %t.mine.s
# CHECK:      {{^}}foo:
# CHECK-NEXT: {{^}}	jmp	.Ltmp0
# CHECK-NEXT: {{^}}.Ltmp1:
# CHECK-NEXT: {{^}}	nop
# CHECK-NEXT: {{^}}.Ltmp0:
# CHECK-NEXT: {{^}}	jmp	.Ltmp1
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	nop
# CHECK-NEXT: {{^}}.Ltmp2:
# CHECK-NEXT: {{^}}	.size	foo, .Ltmp2-foo
	.text
foo:
	jmp 1f
2: nop  # a comment
1:
	jmp 2b

	nop
	.size foo, .-foo
