# Negative test: the pseudo prefixes that force an encoding ({disp8}, {disp32}, {vex}, {vex2}, {vex3},
# {evex}) are parsed but refused, as forced encodings are not implemented (llvm-mc-14 takes them); an
# unknown one is llvm-mc-14's error.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
# RUN: not ls %t.o
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MC14 --strict-whitespace --match-full-lines --implicit-check-not=error: %}
{disp32} movl %eax, 4(%rax)
{disp8} movl %eax, 4(%rax)
{vex} vpaddd %xmm0, %xmm1, %xmm2
{vex2} vpaddd %xmm0, %xmm1, %xmm2
{vex3} vpaddd %xmm0, %xmm1, %xmm2
{evex} vpaddd %xmm0, %xmm1, %xmm2
{load} movl %eax, %ebx
# CHECK:{{.*}}x86-pseudo-prefix.s:8:1: error: unsupported: the '{disp32}' pseudo prefix (forced encodings)
# CHECK-NEXT:{disp32} movl %eax, 4(%rax)
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}x86-pseudo-prefix.s:9:1: error: unsupported: the '{disp8}' pseudo prefix (forced encodings)
# CHECK-NEXT:{disp8} movl %eax, 4(%rax)
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}x86-pseudo-prefix.s:10:1: error: unsupported: the '{vex}' pseudo prefix (forced encodings)
# CHECK-NEXT:{vex} vpaddd %xmm0, %xmm1, %xmm2
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}x86-pseudo-prefix.s:11:1: error: unsupported: the '{vex2}' pseudo prefix (forced encodings)
# CHECK-NEXT:{vex2} vpaddd %xmm0, %xmm1, %xmm2
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}x86-pseudo-prefix.s:12:1: error: unsupported: the '{vex3}' pseudo prefix (forced encodings)
# CHECK-NEXT:{vex3} vpaddd %xmm0, %xmm1, %xmm2
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}x86-pseudo-prefix.s:13:1: error: unsupported: the '{evex}' pseudo prefix (forced encodings)
# CHECK-NEXT:{evex} vpaddd %xmm0, %xmm1, %xmm2
# CHECK-NEXT:^
# CHECK-NEXT:{{.*}}x86-pseudo-prefix.s:14:1: error: unknown prefix
# CHECK-NEXT:{load} movl %eax, %ebx
# CHECK-NEXT:^
# MC14:{{.*}}x86-pseudo-prefix.s:14:1: error: unknown prefix
# MC14-NEXT:{load} movl %eax, %ebx
# MC14-NEXT:^
