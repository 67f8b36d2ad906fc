# Negative test: an expression missing its right operand.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.byte 1+
# CHECK:{{.*}}bad-expression.s:6:9: error: unknown token in expression
# CHECK-NEXT:.byte 1+
# CHECK-NEXT:        ^
