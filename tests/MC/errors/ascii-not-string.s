# Negative test: an .ascii of a number.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.ascii 5
# CHECK:{{.*}}ascii-not-string.s:6:8: error: expected string
# CHECK-NEXT:.ascii 5
# CHECK-NEXT:       ^
