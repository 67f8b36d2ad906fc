# Negative test: a .macro without its .endm.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.byte 1
.macro unterminated x
  .byte \x
# CHECK:{{.*}}macro-no-endm.s:7:1: error: no matching '.endmacro' in definition
# CHECK-NEXT:.macro unterminated x
# CHECK-NEXT:^
