# Negative test: a backward reference to no label.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.long 1b
# CHECK:{{.*}}directional-undefined.s:6:7: error: directional label undefined
# CHECK-NEXT:.long 1b
# CHECK-NEXT:      ^
