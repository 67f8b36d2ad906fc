# Negative test: an error inside a macro's expansion is located in the <instantiation> buffer, followed by
# a "while in macro instantiation" note for each active instantiation, innermost first.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.macro inner v
  .byte \v
.endm
.macro outer w
  inner \w
.endm
outer 300
.rept 1
  .short 70000
.endr
# CHECK:<instantiation>:1:7: error: out of range literal value
# CHECK-NEXT:.byte 300
# CHECK-NEXT:      ^
# CHECK-NEXT:<instantiation>:1:1: note: while in macro instantiation
# CHECK-NEXT:inner 300
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}macro-instantiation.s:13:1: note: while in macro instantiation
# CHECK-NEXT:outer 300
# CHECK-NEXT:^
# CHECK-NEXT:<instantiation>:1:8: error: out of range literal value
# CHECK-NEXT:.short 70000
# CHECK-NEXT:       ^
# CHECK-NEXT:{{.*}}macro-instantiation.s:14:1: note: while in macro instantiation
# CHECK-NEXT:.rept 1
# CHECK-NEXT:^
