; -stack-size-section on BPF (llc-14 emits it there too): `.stack_sizes` linked to .text with each
; function's address and ULEB128 frame size; in the object the section is SHF_LINK_ORDER to .text and, BPF
; using REL, each entry's R_BPF_64_ABS64 against .text keeps its addend (g's offset, 0x18) in the data.
; CHECK lines are llc-14's output.
; RUN: pyllc -march=bpf -stack-size-section %s -o - | FileCheck %s
; REQUIRES: readobj14
; RUN: pyllc -march=bpf -stack-size-section -filetype=obj %s -o %t.o
; RUN: llvm-readobj-14 --elf-output-style=GNU --sections %t.o | FileCheck %s --check-prefix=SEC
; RUN: llvm-readobj-14 -r -x .stack_sizes %t.o | FileCheck %s --check-prefix=OBJ
; REQUIRES: llc14
; RUN: llc-14 -march=bpf -stack-size-section %s -o - | FileCheck %s
; RUN: llc-14 -march=bpf -stack-size-section -filetype=obj %s -o %t.llc.o
; RUN: llvm-readobj-14 --elf-output-style=GNU --sections %t.llc.o | FileCheck %s --check-prefix=SEC
; RUN: llvm-readobj-14 -r -x .stack_sizes %t.llc.o | FileCheck %s --check-prefix=OBJ

; CHECK-LABEL: f:
; CHECK-NEXT:  .Lfunc_begin0:
; CHECK:       .section .stack_sizes,"o",@progbits,.text{{$}}
; CHECK-NEXT:  .quad .Lfunc_begin0
; CHECK-NEXT:  .byte 40
; CHECK-NEXT:  .text
; CHECK-LABEL: g:
; CHECK-NEXT:  .Lfunc_begin1:
; CHECK:       .section .stack_sizes,"o",@progbits,.text{{$}}
; CHECK-NEXT:  .quad .Lfunc_begin1
; CHECK-NEXT:  .byte 0

; SEC:      [ 2] .text             PROGBITS        0000000000000000 000040 000028 00  AX  0   0  8
; SEC-NEXT: [ 3] .stack_sizes      PROGBITS        0000000000000000 000068 000012 00   L  2   0  1
; SEC-NEXT: [ 4] .rel.stack_sizes  REL             0000000000000000 {{[0-9a-f]+}} 000020 10   I  7   3  8

; OBJ:      Section (4) .rel.stack_sizes {
; OBJ-NEXT:   0x0 R_BPF_64_ABS64 .text
; OBJ-NEXT:   0x9 R_BPF_64_ABS64 .text
; OBJ-NEXT: }
; OBJ:      Hex dump of section '.stack_sizes':
; OBJ-NEXT: 0x00000000 00000000 00000000 28180000 00000000 ........(.......
; OBJ-NEXT: 0x00000010 0000                                ..

target triple = "bpf"

define i32 @f(i32 %x) {
  %a = alloca [10 x i32]
  %p = getelementptr [10 x i32], [10 x i32]* %a, i32 0, i32 1
  store i32 %x, i32* %p
  %v = load volatile i32, i32* %p
  ret i32 %v
}

define i32 @g(i32 %x) {
  ret i32 %x
}
