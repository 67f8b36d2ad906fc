# Negative test: a label defined twice.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
foo:
foo:
# CHECK:{{.*}}label-redefinition.s:7:1: error: symbol 'foo' is already defined
# CHECK-NEXT:foo:
# CHECK-NEXT:^
