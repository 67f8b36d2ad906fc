# Negative test: an unknown @ modifier.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.long foo@BOGUS
# CHECK:{{.*}}bad-variant.s:6:11: error: invalid variant 'BOGUS'
# CHECK-NEXT:.long foo@BOGUS
# CHECK-NEXT:          ^
