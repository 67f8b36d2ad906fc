# Negative test: .symver errors of the parser, and of the object writer (an undefined symbol given a
# default version, two renaming versions of one symbol).
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.symver a
.symver a b
.symver a, b
.symver a, b@V, keep
.symver 1, b@V
# CHECK:{{.*}}symver-errors.s:7:10: error: expected a comma
# CHECK-NEXT:.symver a
# CHECK-NEXT:         ^
# CHECK-NEXT:{{.*}}symver-errors.s:8:11: error: expected a comma
# CHECK-NEXT:.symver a b
# CHECK-NEXT:          ^
# CHECK-NEXT:{{.*}}symver-errors.s:9:13: error: expected a '@' in the name
# CHECK-NEXT:.symver a, b
# CHECK-NEXT:            ^
# CHECK-NEXT:{{.*}}symver-errors.s:10:21: error: expected 'remove'
# CHECK-NEXT:.symver a, b@V, keep
# CHECK-NEXT:                    ^
# CHECK-NEXT:{{.*}}symver-errors.s:11:9: error: expected identifier in directive
# CHECK-NEXT:.symver 1, b@V
# CHECK-NEXT:        ^
