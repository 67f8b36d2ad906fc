# Negative test: a scale other than 1, 2, 4 or 8.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
movl (%rax,%rbx,3), %eax
# CHECK:{{.*}}x86-bad-scale.s:6:17: error: scale factor in address must be 1, 2, 4 or 8
# CHECK-NEXT:movl (%rax,%rbx,3), %eax
# CHECK-NEXT:                ^
