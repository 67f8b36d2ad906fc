# Negative test: an unclosed memory operand.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
movl 4(%rax
# CHECK:{{.*}}x86-unclosed-memory.s:6:12: error: unexpected token in memory operand
# CHECK-NEXT:movl 4(%rax
# CHECK-NEXT:           ^
