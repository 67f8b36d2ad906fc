# Negative test: a .reloc offset at a symbol never defined, reported at the end for each.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error: %}
nop
.reloc undef, R_X86_64_NONE, a
.reloc undef2+1, R_X86_64_NONE, a
# CHECK:{{.*}}reloc-unresolved.s:7:1: error: unresolved relocation offset
# CHECK-NEXT:.reloc undef, R_X86_64_NONE, a
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}reloc-unresolved.s:8:1: error: unresolved relocation offset
# CHECK-NEXT:.reloc undef2+1, R_X86_64_NONE, a
# CHECK-NEXT:^
