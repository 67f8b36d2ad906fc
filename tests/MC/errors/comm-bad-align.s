# Negative test: a .comm alignment that is not a power of 2.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.comm x, 4, 3
# CHECK:{{.*}}comm-bad-align.s:6:13: error: alignment must be a power of 2
# CHECK-NEXT:.comm x, 4, 3
# CHECK-NEXT:            ^
