; -stack-size-section with unique section ids: functions kept by llvm.used in an explicit section each get
; their own SHF_GNU_RETAIN section `foo` (unique,1 and unique,2), and each one's `.stack_sizes` carries the
; same unique id and links to that section (sh_link 3, 6), the third `foo` (no id) has its own.  CHECK lines
; are llc-14's output; both compilers run.
; REQUIRES: llc14, readobj14
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -stack-size-section %s -o - | FileCheck %s
; RUN: llc-14 -mtriple=x86_64-unknown-linux-gnu -stack-size-section %s -o - | FileCheck %s
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -stack-size-section -filetype=obj %s -o %t.o
; RUN: llvm-readobj-14 --elf-output-style=GNU --sections %t.o | FileCheck %s --check-prefix=SEC
; RUN: llc-14 -mtriple=x86_64-unknown-linux-gnu -stack-size-section -filetype=obj %s -o %t.llc.o
; RUN: llvm-readobj-14 --elf-output-style=GNU --sections %t.llc.o | FileCheck %s --check-prefix=SEC

; CHECK-LABEL: a:
; CHECK:       .section .stack_sizes,"o",@progbits,foo,unique,1
; CHECK-NEXT:  .quad .Lfunc_begin0
; CHECK-NEXT:  .byte 0
; CHECK-NEXT:  .section foo,"axR",@progbits,unique,1
; CHECK-LABEL: b:
; CHECK:       .section .stack_sizes,"o",@progbits,foo,unique,2
; CHECK-NEXT:  .quad .Lfunc_begin1
; CHECK-LABEL: c:
; CHECK:       .section .stack_sizes,"o",@progbits,foo{{$}}
; CHECK-NEXT:  .quad .Lfunc_begin2

; SEC:      [ 3] foo               PROGBITS        0000000000000000 {{[0-9a-f]+}} 000003 00 AXR  0   0 16
; SEC-NEXT: [ 4] .stack_sizes      PROGBITS        0000000000000000 {{[0-9a-f]+}} 000009 00   L  3   0  1
; SEC-NEXT: [ 5] .rela.stack_sizes RELA            0000000000000000 {{[0-9a-f]+}} 000018 18   I 15   4  8
; SEC-NEXT: [ 6] foo               PROGBITS        0000000000000000 {{[0-9a-f]+}} 000003 00 AXR  0   0 16
; SEC-NEXT: [ 7] .stack_sizes      PROGBITS        0000000000000000 {{[0-9a-f]+}} 000009 00   L  6   0  1
; SEC-NEXT: [ 8] .rela.stack_sizes RELA            0000000000000000 {{[0-9a-f]+}} 000018 18   I 15   7  8
; SEC-NEXT: [ 9] foo               PROGBITS        0000000000000000 {{[0-9a-f]+}} 000003 00  AX  0   0 16
; SEC-NEXT: [10] .stack_sizes      PROGBITS        0000000000000000 {{[0-9a-f]+}} 000009 00   L  9   0  1
; SEC-NEXT: [11] .rela.stack_sizes RELA            0000000000000000 {{[0-9a-f]+}} 000018 18   I 15  10  8

target triple = "x86_64-unknown-linux-gnu"

@llvm.used = appending global [2 x i8*] [i8* bitcast (i32 (i32)* @a to i8*), i8* bitcast (i32 (i32)* @b to i8*)], section "llvm.metadata"
define i32 @a(i32 %x) section "foo" {
  ret i32 %x
}
define i32 @b(i32 %x) section "foo" {
  ret i32 %x
}
define i32 @c(i32 %x) section "foo" {
  ret i32 %x
}
