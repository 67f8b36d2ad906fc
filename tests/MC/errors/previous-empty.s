# Negative test: .previous before any section change.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.previous
# CHECK:{{.*}}previous-empty.s:6:10: error: .previous without corresponding .section
# CHECK-NEXT:.previous
# CHECK-NEXT:         ^
