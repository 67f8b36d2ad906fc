# Negative test: a .p2align beyond 2^31.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.p2align 40
# CHECK:{{.*}}p2align-too-big.s:6:10: error: invalid alignment value
# CHECK-NEXT:.p2align 40
# CHECK-NEXT:         ^
