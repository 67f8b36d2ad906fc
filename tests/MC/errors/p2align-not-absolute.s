# Negative test: a symbolic alignment.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.p2align x
# CHECK:{{.*}}p2align-not-absolute.s:6:10: error: expected absolute expression
# CHECK-NEXT:.p2align x
# CHECK-NEXT:         ^
