# Negative test: subsection numbers.  An object's subsection is 0 to 8192 (llvm-mc-14 stops with a fatal
# error there; here the error is located), and junk after the number is an error.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
.text 8193
.subsection -1
.subsection 1 x
.subsection sym
# CHECK:{{.*}}subsection-errors.s:6:1: error: Subsection number out of range
# CHECK-NEXT:.text 8193
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}subsection-errors.s:7:1: error: Subsection number out of range
# CHECK-NEXT:.subsection -1
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}subsection-errors.s:8:15: error: unexpected token in directive
# CHECK-NEXT:.subsection 1 x
# CHECK-NEXT:              ^
# CHECK-NEXT:{{.*}}subsection-errors.s:9:1: error: Cannot evaluate subsection number
# CHECK-NEXT:.subsection sym
# CHECK-NEXT:^
