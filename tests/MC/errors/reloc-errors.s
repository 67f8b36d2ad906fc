# Negative test: .reloc errors of the parser and of the object streamer (unknown name, negative or
# unrepresentable offset).
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.reloc 0, R_X86_64_BOGUS, a
.reloc -1, R_X86_64_NONE, a
.reloc a-b, R_X86_64_NONE, a
.reloc 0 R_X86_64_NONE
.reloc 0, 5
.reloc 0, R_X86_64_NONE, a b
.reloc 0, R_X86_64_NONE, a*b
.reloc 0, R_X86_64_RELATIVE64, a
# CHECK:{{.*}}reloc-errors.s:7:11: error: unknown relocation name
# CHECK-NEXT:.reloc 0, R_X86_64_BOGUS, a
# CHECK-NEXT:          ^
# CHECK-NEXT:{{.*}}reloc-errors.s:8:8: error: .reloc offset is negative
# CHECK-NEXT:.reloc -1, R_X86_64_NONE, a
# CHECK-NEXT:       ^
# CHECK-NEXT:{{.*}}reloc-errors.s:9:8: error: .reloc offset is not representable
# CHECK-NEXT:.reloc a-b, R_X86_64_NONE, a
# CHECK-NEXT:       ^
# CHECK-NEXT:{{.*}}reloc-errors.s:10:10: error: expected comma
# CHECK-NEXT:.reloc 0 R_X86_64_NONE
# CHECK-NEXT:         ^
# CHECK-NEXT:{{.*}}reloc-errors.s:11:11: error: expected relocation name
# CHECK-NEXT:.reloc 0, 5
# CHECK-NEXT:          ^
# CHECK-NEXT:{{.*}}reloc-errors.s:12:28: error: expected newline
# CHECK-NEXT:.reloc 0, R_X86_64_NONE, a b
# CHECK-NEXT:                           ^
# CHECK-NEXT:{{.*}}reloc-errors.s:13:26: error: expression must be relocatable
# CHECK-NEXT:.reloc 0, R_X86_64_NONE, a*b
# CHECK-NEXT:                         ^
# CHECK-NEXT:{{.*}}reloc-errors.s:14:11: error: unknown relocation name
# CHECK-NEXT:.reloc 0, R_X86_64_RELATIVE64, a
# CHECK-NEXT:          ^
