# Negative test: a macro that expands itself stops at 20 nested instantiations.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.macro r n
  r \n
.endm
r 1
# CHECK:<instantiation>:1:3: error: macros cannot be nested more than 20 levels deep. Use -asm-macro-max-nesting-depth to increase this limit.
# CHECK-NEXT:r 1
# CHECK-NEXT:  ^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}macro-nesting.s:9:1: note: while in macro instantiation
# CHECK-NEXT:r 1
# CHECK-NEXT:^
