# Negative test: out-of-range .byte values.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.byte 255, -128
.byte 256
.byte -129
# CHECK:{{.*}}byte-out-of-range.s:7:7: error: out of range literal value
# CHECK-NEXT:.byte 256
# CHECK-NEXT:      ^
# CHECK-NEXT:{{.*}}byte-out-of-range.s:8:7: error: out of range literal value
# CHECK-NEXT:.byte -129
# CHECK-NEXT:      ^
