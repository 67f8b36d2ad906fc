# Negative test: a symbol assigned from itself.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
a = a + 1
# CHECK:{{.*}}recursive-assignment.s:6:5: error: Recursive use of 'a'
# CHECK-NEXT:a = a + 1
# CHECK-NEXT:    ^
