# Negative test: .incbin errors (and the warning for a negative count).
# RUN: rm -f %t.o
# RUN: cd %S && not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ cd %S && not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.incbin "Inputs/include-error.s", -1
.incbin "Inputs/include-error.s", 0, -1
.incbin "Inputs/nothere.bin"
.incbin "Inputs/include-error.s", 0, sym
.incbin "Inputs/include-error.s" x
.incbin Inputs/include-error.s
# CHECK:{{.*}}incbin-errors.s:6:35: error: skip is negative
# CHECK-NEXT:.incbin "Inputs/include-error.s", -1
# CHECK-NEXT:                                  ^
# CHECK-NEXT:{{.*}}incbin-errors.s:7:38: warning: negative count has no effect
# CHECK-NEXT:.incbin "Inputs/include-error.s", 0, -1
# CHECK-NEXT:                                     ^
# CHECK-NEXT:{{.*}}incbin-errors.s:8:9: error: Could not find incbin file 'Inputs/nothere.bin'
# CHECK-NEXT:.incbin "Inputs/nothere.bin"
# CHECK-NEXT:        ^
# CHECK-NEXT:{{.*}}incbin-errors.s:9:38: error: expected absolute expression
# CHECK-NEXT:.incbin "Inputs/include-error.s", 0, sym
# CHECK-NEXT:                                     ^
# CHECK-NEXT:{{.*}}incbin-errors.s:9:9: error: Could not find incbin file 'Inputs/include-error.s'
# CHECK-NEXT:.incbin "Inputs/include-error.s", 0, sym
# CHECK-NEXT:        ^
# CHECK-NEXT:{{.*}}incbin-errors.s:10:34: error: expected newline
# CHECK-NEXT:.incbin "Inputs/include-error.s" x
# CHECK-NEXT:                                 ^
# CHECK-NEXT:{{.*}}incbin-errors.s:11:9: error: expected string in '.incbin' directive
# CHECK-NEXT:.incbin Inputs/include-error.s
# CHECK-NEXT:        ^
