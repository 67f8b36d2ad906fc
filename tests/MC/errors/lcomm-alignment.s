# Negative test: an .lcomm alignment, which ELF does not take.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.lcomm x, 4, 8
# CHECK:{{.*}}lcomm-alignment.s:6:14: error: alignment not supported on this target
# CHECK-NEXT:.lcomm x, 4, 8
# CHECK-NEXT:             ^
