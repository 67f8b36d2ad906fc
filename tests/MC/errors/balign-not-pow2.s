# Negative test: an alignment that is not a power of 2.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.balign 3
# CHECK:{{.*}}balign-not-pow2.s:6:9: error: alignment must be a power of 2
# CHECK-NEXT:.balign 3
# CHECK-NEXT:        ^
