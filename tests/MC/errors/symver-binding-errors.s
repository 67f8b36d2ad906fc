# Negative test: .symver errors found once the object is laid out: an undefined symbol given a default
# version, and a second renaming version of one symbol.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
.symver u, u@@V1
call u
.symver x, x@@@V1
.symver x, x@@@V2
x:
# CHECK:{{.*}}symver-binding-errors.s:7:1: error: default version symbol u@@V1 must be defined
# CHECK-NEXT:.symver u, u@@V1
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}symver-binding-errors.s:10:1: error: multiple versions for x
# CHECK-NEXT:.symver x, x@@@V2
# CHECK-NEXT:^
