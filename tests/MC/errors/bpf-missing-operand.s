# Negative test: an operand missing after an operator.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=bpfel -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=bpfel -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
r1 = r2 +
# CHECK:{{.*}}bpf-missing-operand.s:6:9: error: invalid operand for instruction
# CHECK-NEXT:r1 = r2 +
# CHECK-NEXT:        ^
