# .include searches the current directory, then each -I directory (an included file's own includes too);
# .incbin "file"[, skip[, count]] emits the file's bytes.  The assembly llvm-mc-14 prints (an empty
# statement before and after an included file) and the same object.
# RUN: cd %S && pyllc-mc -triple=x86_64 -I Inputs %s -o %t.mine.s
# RUN: FileCheck %s < %t.mine.s
# RUN: %if mc14 %{ cd %S && llvm-mc-14 -triple=x86_64 -I Inputs %s -o %t.ref.s %}
# RUN: %if mc14 %{ diff %t.ref.s %t.mine.s %}
# RUN: cd %S && pyllc-mc -triple=x86_64 -I Inputs -filetype=obj %s -o %t.mine.o
# RUN: %if mc14 && readobj14 %{ cd %S && llvm-mc-14 -triple=x86_64 -I Inputs -filetype=obj %s -o %t.ref.o %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt %}
# RUN: %if mc14 && readobj14 %{ diff %t.ref.txt %t.mine.txt %}
	.text
	.byte	0
	.include "include-a.s"
	twice	3
	.include "Inputs/include-b.s"
	.data
	.incbin	"incbin.bin"
	.incbin	"Inputs/incbin.bin", 2
	.incbin	"incbin.bin", 1, 3
	.incbin	"incbin.bin", , 2
	.incbin	"incbin.bin", 0, 0
# CHECK:      {{^}}	.text
# CHECK-NEXT: {{^}}	.byte	0
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.byte	1
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.short	2
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.byte	3
# CHECK-NEXT: {{^}}	.byte	3
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.short	2
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.data
# CHECK-NEXT: {{^}}	.ascii	"ABCDEFGHIJ"
# CHECK-NEXT: {{^}}	.ascii	"CDEFGHIJ"
# CHECK-NEXT: {{^}}	.ascii	"BCD"
# CHECK-NEXT: {{^}}	.ascii	"AB"
# CHECK-NOT:  {{.}}
