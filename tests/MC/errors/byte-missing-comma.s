# Negative test: values without a comma.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.byte 1 2
# CHECK:{{.*}}byte-missing-comma.s:6:9: error: unexpected token
# CHECK-NEXT:.byte 1 2
# CHECK-NEXT:        ^
