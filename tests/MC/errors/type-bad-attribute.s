# Negative test: an unknown .type.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.type foo, @bogus
# CHECK:{{.*}}type-bad-attribute.s:6:13: error: unsupported attribute in '.type' directive
# CHECK-NEXT:.type foo, @bogus
# CHECK-NEXT:            ^
