; "probe-stack"="inline-asm" (clang -fstack-clash-protection): frames larger than the probe size
; ("stack-probe-size", 4096 by default) are allocated a page at a time, each page touched; up to eight
; probe sizes unrolled.  CHECK lines hold for llc-14 too.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; RUN: pyllc -O0 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -opaque-pointers -O2 %s -o - | FileCheck %s
; RUN: llc-14 -opaque-pointers -O0 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

declare void @g(ptr)

; CHECK-LABEL: big:
; CHECK-NEXT:    .cfi_startproc
; CHECK-NEXT:  # %bb.0:
; CHECK-NEXT:    subq $4096, %rsp # imm = 0x1000
; CHECK-NEXT:    .cfi_adjust_cfa_offset 4096
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $4096, %rsp # imm = 0x1000
; CHECK-NEXT:    .cfi_adjust_cfa_offset 4096
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $4096, %rsp # imm = 0x1000
; CHECK-NEXT:    .cfi_adjust_cfa_offset 4096
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $4096, %rsp # imm = 0x1000
; CHECK-NEXT:    .cfi_adjust_cfa_offset 4096
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $3624, %rsp # imm = 0xE28
; CHECK-NEXT:    .cfi_def_cfa_offset 20016
; CHECK-NEXT:    movq %rsp, %rdi
; CHECK-NEXT:    callq g@PLT
; CHECK-NEXT:    addq $20008, %rsp # imm = 0x4E28
define void @big() #0 {
  %a = alloca [20000 x i8], align 16
  call void @g(ptr %a)
  ret void
}

; Under one page: a plain sub.
; CHECK-LABEL: small:
; CHECK:         subq $104, %rsp
; CHECK-NEXT:    .cfi_def_cfa_offset 112
; CHECK-NEXT:    movq %rsp, %rdi
define void @small() #0 {
  %a = alloca [100 x i8], align 16
  call void @g(ptr %a)
  ret void
}

; "stack-probe-size"="1024".
; CHECK-LABEL: sz:
; CHECK:         subq $1024, %rsp # imm = 0x400
; CHECK-NEXT:    .cfi_adjust_cfa_offset 1024
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $1024, %rsp # imm = 0x400
; CHECK-NEXT:    .cfi_adjust_cfa_offset 1024
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $952, %rsp # imm = 0x3B8
; CHECK-NEXT:    .cfi_def_cfa_offset 3008
define void @sz() #1 {
  %a = alloca [3000 x i8], align 16
  call void @g(ptr %a)
  ret void
}

; With a frame pointer the CFA does not move: no .cfi_adjust_cfa_offset.
; CHECK-LABEL: with_fp:
; CHECK:         movq %rsp, %rbp
; CHECK-NEXT:    .cfi_def_cfa_register %rbp
; CHECK-NEXT:    subq $4096, %rsp # imm = 0x1000
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $4096, %rsp # imm = 0x1000
; CHECK-NEXT:    movq $0, (%rsp)
; CHECK-NEXT:    subq $816, %rsp # imm = 0x330
; CHECK-NEXT:    leaq -9008(%rbp), %rdi
define void @with_fp() #2 {
  %a = alloca [9000 x i8], align 16
  call void @g(ptr %a)
  ret void
}

attributes #0 = { "probe-stack"="inline-asm" }
attributes #1 = { "probe-stack"="inline-asm" "stack-probe-size"="1024" }
attributes #2 = { "probe-stack"="inline-asm" "frame-pointer"="all" }
