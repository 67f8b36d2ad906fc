# Negative test: a malformed symbol list.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.globl foo bar
# CHECK:{{.*}}globl-extra-token.s:6:12: error: unexpected token
# CHECK-NEXT:.globl foo bar
# CHECK-NEXT:           ^
