; -stack-size-section (LLVM AsmPrinter::emitStackSizeSection): after each function a `.stack_sizes` entry,
; the address of the function's .Lfunc_begin label (8 bytes) and its frame size as ULEB128 (408 needs two
; bytes), in a section linked (SHF_LINK_ORDER, flag "o") to the function's section: all of .text share one,
; with -function-sections each function section has its own, a COMDAT function's is in its group ("Go").
; A function with a dynamic alloca gets no entry.  The same CHECK lines hold for llc-14's output
; (stack-size-section-llc14.test); the object is checked in stack-size-section-obj.test.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -stack-size-section %s -o - | FileCheck %s
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -stack-size-section -function-sections %s -o - \
; RUN:   | FileCheck %s --check-prefix=FS
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefix=NONE

; CHECK-LABEL: leaf:
; CHECK-NEXT:  .Lfunc_begin0:
; CHECK:       .size leaf, .Lfunc_end0-leaf
; CHECK-NEXT:  .cfi_endproc
; CHECK-NEXT:  .section .stack_sizes,"o",@progbits,.text{{$}}
; CHECK-NEXT:  .quad .Lfunc_begin0
; CHECK-NEXT:  .byte 0
; CHECK-NEXT:  .text
; CHECK-LABEL: big:
; CHECK-NEXT:  .Lfunc_begin1:
; CHECK:       .section .stack_sizes,"o",@progbits,.text{{$}}
; CHECK-NEXT:  .quad .Lfunc_begin1
; CHECK-NEXT:  .ascii "\230\003"
; CHECK-LABEL: small:
; CHECK:       .section .stack_sizes,"o",@progbits,.text{{$}}
; CHECK-NEXT:  .quad .Lfunc_begin2
; CHECK-NEXT:  .byte 8
; CHECK-LABEL: h:
; CHECK:       .size h, .Lfunc_end3-h
; CHECK-NEXT:  .cfi_endproc
; CHECK-NEXT:  .section .stack_sizes,"Go",@progbits,h,comdat,.text.h{{$}}
; CHECK-NEXT:  .quad .Lfunc_begin3
; CHECK-NEXT:  .byte 40
; CHECK-NEXT:  .section .text.h,"axG",@progbits,h,comdat
; CHECK-LABEL: dyn:
; CHECK-NEXT:  .Lfunc_begin4:
; CHECK-NOT:   .stack_sizes
; CHECK:       .section ".note.GNU-stack"

; FS-LABEL: leaf:
; FS:       .section .stack_sizes,"o",@progbits,.text.leaf{{$}}
; FS-NEXT:  .quad .Lfunc_begin0
; FS-NEXT:  .byte 0
; FS-NEXT:  .section .text.leaf,"ax",@progbits
; FS-LABEL: big:
; FS:       .section .stack_sizes,"o",@progbits,.text.big{{$}}
; FS-NEXT:  .quad .Lfunc_begin1
; FS-NEXT:  .ascii "\230\003"
; FS-LABEL: small:
; FS:       .section .stack_sizes,"o",@progbits,.text.small{{$}}
; FS-NEXT:  .quad .Lfunc_begin2
; FS-NEXT:  .byte 8
; FS-LABEL: h:
; FS:       .section .stack_sizes,"Go",@progbits,h,comdat,.text.h{{$}}
; FS-NEXT:  .quad .Lfunc_begin3
; FS-NEXT:  .byte 40
; FS-LABEL: dyn:
; FS-NOT:   .stack_sizes
; FS:       .section ".note.GNU-stack"

; Without the option: no labels, no section.
; NONE-NOT: .Lfunc_begin
; NONE-NOT: .stack_sizes


$h = comdat any

declare void @ext(i32*)

define i32 @leaf(i32 %x) {
  ret i32 %x
}

define void @big(i32 %x) {
  %a = alloca [100 x i32]
  %p = getelementptr [100 x i32], [100 x i32]* %a, i32 0, i32 0
  store i32 %x, i32* %p
  call void @ext(i32* %p)
  ret void
}

define void @small(i32 %x) {
  %a = alloca i32
  store i32 %x, i32* %a
  call void @ext(i32* %a)
  ret void
}

define linkonce_odr void @h(i32 %x) comdat {
  %a = alloca [8 x i32]
  %p = getelementptr [8 x i32], [8 x i32]* %a, i32 0, i32 0
  store i32 %x, i32* %p
  call void @ext(i32* %p)
  ret void
}

define void @dyn(i32 %n) {
  %a = alloca i32, i32 %n
  call void @ext(i32* %a)
  ret void
}
