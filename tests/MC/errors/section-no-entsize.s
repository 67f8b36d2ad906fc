# Negative test: a mergeable section without entry size.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.section .b,"aM",@progbits
# CHECK:{{.*}}section-no-entsize.s:6:27: error: expected the entry size
# CHECK-NEXT:.section .b,{{.}}aM{{.}},@progbits
# CHECK-NEXT:                          ^
