# Negative test: a .rept without .endr.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.rept 2
.byte 1
# CHECK:{{.*}}rept-no-endr.s:6:1: error: no matching '.endr' in definition
# CHECK-NEXT:.rept 2
# CHECK-NEXT:^
