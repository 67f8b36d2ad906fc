# Negative test: a CFI directive outside .cfi_startproc.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.cfi_def_cfa_offset 8
# CHECK:{{.*}}cfi-outside-frame.s:6:1: error: this directive must appear between .cfi_startproc and .cfi_endproc directives
# CHECK-NEXT:.cfi_def_cfa_offset 8
# CHECK-NEXT:^
