# Negative test: an unknown section flag.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.section .foo,"q"
# CHECK:{{.*}}section-bad-flag.s:6:18: error: unknown flag
# CHECK-NEXT:.section .foo,{{.}}q{{.}}
# CHECK-NEXT:                 ^
