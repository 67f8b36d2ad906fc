# Negative test: an .equiv of a defined symbol.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.equiv a, 1
.equiv a, 2
# CHECK:{{.*}}equiv-redefinition.s:7:11: error: redefinition of 'a'
# CHECK-NEXT:.equiv a, 2
# CHECK-NEXT:          ^
