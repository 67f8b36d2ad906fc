# Negative test: a memory operand with four parts.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
movl (%rax, %rbx, 8, %eax
# CHECK:{{.*}}x86-memory-extra.s:6:20: error: unexpected token in memory operand
# CHECK-NEXT:movl (%rax, %rbx, 8, %eax
# CHECK-NEXT:                   ^
