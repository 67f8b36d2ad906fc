# Negative test: directives llvm-mc-14 takes that are refused explicitly: .code16 and .code32 (only
# 64-bit code is assembled) and .altmacro (alternate macro mode).
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o %}
.code16
.code32
.code64
.altmacro
.noaltmacro
# CHECK:{{.*}}unsupported-directives.s:7:1: error: unsupported: '.code16' (only 64-bit code is assembled)
# CHECK-NEXT:.code16
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}unsupported-directives.s:8:1: error: unsupported: '.code32' (only 64-bit code is assembled)
# CHECK-NEXT:.code32
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}unsupported-directives.s:10:1: error: unsupported: '.altmacro' directive (alternate macro mode)
# CHECK-NEXT:.altmacro
# CHECK-NEXT:^
