# Negative test: an out-of-range .short.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.short 70000
# CHECK:{{.*}}short-out-of-range.s:6:8: error: out of range literal value
# CHECK-NEXT:.short 70000
# CHECK-NEXT:       ^
