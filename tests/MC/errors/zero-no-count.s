# Negative test: a .zero without count.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.zero
# CHECK:{{.*}}zero-no-count.s:6:6: error: unknown token in expression
# CHECK-NEXT:.zero
# CHECK-NEXT:     ^
