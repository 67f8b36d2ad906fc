# Negative test: .irpc, .irp and .rept errors.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.irpc
.irpc x 1
.irpc x, 12 3
.endr
.irp
.rept x
.endr
.rept -1
.endr
.rept 1
.endr junk
# CHECK:{{.*}}irpc-errors.s:6:6: error: expected identifier in '.irpc' directive
# CHECK-NEXT:.irpc
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}irpc-errors.s:7:9: error: expected comma
# CHECK-NEXT:.irpc x 1
# CHECK-NEXT:        ^
# CHECK-NEXT:{{.*}}irpc-errors.s:8:14: error: unexpected token in '.irpc' directive
# CHECK-NEXT:.irpc x, 12 3
# CHECK-NEXT:             ^
# CHECK-NEXT:{{.*}}irpc-errors.s:9:6: error: unmatched '.endr' directive
# CHECK-NEXT:.endr
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}irpc-errors.s:10:5: error: expected identifier in '.irp' directive
# CHECK-NEXT:.irp
# CHECK-NEXT:    ^
# CHECK-NEXT:{{.*}}irpc-errors.s:11:7: error: unexpected token in '.rept' directive
# CHECK-NEXT:.rept x
# CHECK-NEXT:      ^
# CHECK-NEXT:{{.*}}irpc-errors.s:12:6: error: unmatched '.endr' directive
# CHECK-NEXT:.endr
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}irpc-errors.s:13:7: error: Count is negative
# CHECK-NEXT:.rept -1
# CHECK-NEXT:      ^
# CHECK-NEXT:{{.*}}irpc-errors.s:14:6: error: unmatched '.endr' directive
# CHECK-NEXT:.endr
# CHECK-NEXT:     ^
# CHECK-NEXT:{{.*}}irpc-errors.s:16:7: error: unexpected token in '.endr' directive
# CHECK-NEXT:.endr junk
# CHECK-NEXT:      ^
