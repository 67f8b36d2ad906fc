# Negative test: a group section without group name.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.section .c,"aG",@progbits
# CHECK:{{.*}}section-no-group.s:6:27: error: expected group name
# CHECK-NEXT:.section .c,{{.}}aG{{.}},@progbits
# CHECK-NEXT:                          ^
