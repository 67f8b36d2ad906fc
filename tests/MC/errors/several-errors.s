# Negative test: every error of a file, each statement recovered.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.long 1
.byte 300
.foo
.short 1,
.long 2
# CHECK:{{.*}}several-errors.s:7:7: error: out of range literal value
# CHECK-NEXT:.byte 300
# CHECK-NEXT:      ^
# CHECK-NEXT:{{.*}}several-errors.s:8:1: error: unknown directive
# CHECK-NEXT:.foo
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}several-errors.s:9:10: error: unknown token in expression
# CHECK-NEXT:.short 1,
# CHECK-NEXT:         ^
