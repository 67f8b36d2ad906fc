# Negative test: a malformed pseudo prefix, worded and located as llvm-mc-14 does.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
{1} nop
{vex nop
# CHECK:{{.*}}x86-pseudo-prefix-syntax.s:6:2: error: Unexpected token after '{'
# CHECK-NEXT:{1} nop
# CHECK-NEXT: ^
# CHECK-NEXT:{{.*}}x86-pseudo-prefix-syntax.s:7:6: error: Expected '}'
# CHECK-NEXT:{vex nop
# CHECK-NEXT:     ^
