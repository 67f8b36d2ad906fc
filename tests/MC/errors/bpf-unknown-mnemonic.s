# Negative test: an unknown BPF instruction word.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=bpfel -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=bpfel -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
frobnicate r1
# CHECK:{{.*}}bpf-unknown-mnemonic.s:6:1: error: invalid register/token name
# CHECK-NEXT:frobnicate r1
# CHECK-NEXT:^
