# Negative test: .include errors, and an error inside an included file, which names that file after an
# "Included from" line.
# RUN: rm -f %t.o
# RUN: cd %S && not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ cd %S && not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.include "Inputs/nothere.s"
.include "Inputs/include-error.s" x
.include Inputs/include-error.s
.include "Inputs/include-error.s"
.byte 2
# CHECK:{{.*}}include-errors.s:7:10: error: Could not find include file 'Inputs/nothere.s'
# CHECK-NEXT:.include "Inputs/nothere.s"
# CHECK-NEXT:         ^
# CHECK-NEXT:{{.*}}include-errors.s:8:35: error: unexpected token in '.include' directive
# CHECK-NEXT:.include "Inputs/include-error.s" x
# CHECK-NEXT:                                  ^
# CHECK-NEXT:{{.*}}include-errors.s:9:10: error: expected string in '.include' directive
# CHECK-NEXT:.include Inputs/include-error.s
# CHECK-NEXT:         ^
# CHECK-NEXT:Included from {{.*}}include-errors.s:10:
# CHECK-NEXT:Inputs/include-error.s:3:9: error: out of range literal value
# CHECK-NEXT:  .byte 300
# CHECK-NEXT:        ^
