; Stack protector code on x86-64 Linux: the guard from %fs:40 stored at the top of the frame, protected
; objects next to it (large arrays, then small arrays, then address-taken locals), the check before the
; return and the __stack_chk_fail block.  CHECK lines hold for llc-14 too; the compare is matched as
; cmpq or subq (pyllc selects SUB where llc selects CMP for an unused difference, also without stack
; protection).
; RUN: pyllc -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0
; RUN: pyllc -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; REQUIRES: llc14
; RUN: llc-14 -opaque-pointers -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0
; RUN: llc-14 -opaque-pointers -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @g(ptr)
declare void @h(i64)

; CHECK-LABEL: ssp_char16:
; CHECK:         subq $24, %rsp
; CHECK:         movq %fs:40, %rax
; CHECK-NEXT:    movq %rax, 16(%rsp)
; CHECK-NEXT:    movq %rsp, %rdi
; CHECK-NEXT:    callq g@PLT
; CHECK-NEXT:    movq %fs:40, %rax
; O0-NEXT:       movq 16(%rsp), %rcx
; O0-NEXT:       {{cmpq|subq}} %rcx, %rax
; O2-NEXT:       {{cmpq|subq}} 16(%rsp), %rax
; CHECK-NEXT:    jne .LBB0_2
; CHECK:       # %SP_return
; CHECK:         addq $24, %rsp
; CHECK:         retq
; CHECK:       .LBB0_2: # %CallStackCheckFailBlk
; CHECK:         callq __stack_chk_fail@PLT
; CHECK-NEXT:  .Lfunc_end0:
; CHECK-NEXT:    .size ssp_char16, .Lfunc_end0-ssp_char16
define void @ssp_char16() ssp {
  %a = alloca [16 x i8], align 16
  call void @g(ptr %a)
  ret void
}

; ssp: a 4-byte character array and an int array need no protector.
; CHECK-LABEL: ssp_small:
; CHECK-NOT:     %fs:40
; CHECK:         .size ssp_small,
define void @ssp_small() ssp {
  %a = alloca [4 x i8], align 1
  call void @g(ptr %a)
  ret void
}

; CHECK-LABEL: ssp_int_array:
; CHECK-NOT:     %fs:40
; CHECK:         .size ssp_int_array,
define void @ssp_int_array() ssp {
  %a = alloca [16 x i32], align 16
  call void @g(ptr %a)
  ret void
}

; sspstrong: any array; the plain local %x stays below it.
; CHECK-LABEL: strong_int_array:
; CHECK:         subq $40, %rsp
; CHECK:         movq %fs:40, %rax
; CHECK-NEXT:    movq %rax, 32(%rsp)
; CHECK-NEXT:    movl $1, 12(%rsp)
; CHECK-NEXT:    leaq 16(%rsp), %rdi
; O0:            movq 32(%rsp), %rcx
; O2:            {{cmpq|subq}} 32(%rsp), %rax
; CHECK:         callq __stack_chk_fail@PLT
define void @strong_int_array() sspstrong {
  %x = alloca i32, align 4
  %a = alloca [4 x i32], align 16
  store i32 1, ptr %x
  call void @g(ptr %a)
  ret void
}

; sspstrong: an address-taken local (passed to a call) is protected and placed above %y.
; CHECK-LABEL: strong_addr_taken:
; CHECK:         movq %rax, 16(%rsp)
; CHECK-NEXT:    movq $5, (%rsp)
; CHECK-NEXT:    leaq 8(%rsp), %rdi
; CHECK:         callq __stack_chk_fail@PLT
define void @strong_addr_taken() sspstrong {
  %x = alloca i64, align 8
  %y = alloca i64, align 8
  store i64 5, ptr %y
  call void @g(ptr %x)
  %v = load i64, ptr %y
  call void @h(i64 %v)
  ret void
}

; CHECK-LABEL: strong_none:
; CHECK-NOT:     %fs:40
; CHECK:         .size strong_none,
define void @strong_none() sspstrong {
  %x = alloca i64, align 8
  store i64 5, ptr %x
  %v = load i64, ptr %x
  call void @h(i64 %v)
  ret void
}

; sspreq: always, even with no locals.
; CHECK-LABEL: req_empty:
; CHECK:         movq %fs:40, %rax
; CHECK:         callq __stack_chk_fail@PLT
define void @req_empty() sspreq {
  ret void
}

; The layout order next to the guard: large arrays (%a3, 12 bytes, and %l, 64 bytes: at least
; stack-protector-buffer-size bytes), then the small array %s (4 bytes), then the address-taken %p; %q
; (only stored and loaded) is not protected.  Two returns: two checks.
; CHECK-LABEL: strong_layout:
; O0:            subq $120, %rsp
; O0:            movq %rax, 112(%rsp)
; O0:            leaq 16(%rsp), %rdi
; O0:            leaq 28(%rsp), %rdi
; O0:            leaq 100(%rsp), %rdi
; O0:            leaq 32(%rsp), %rdi
; O2:            subq $128, %rsp
; O2:            movq %rax, 120(%rsp)
; O2:            leaq 16(%rsp), %rdi
; O2:            leaq 28(%rsp), %rdi
; O2:            leaq 108(%rsp), %rdi
; O2:            leaq 32(%rsp), %rdi
; CHECK:         %fs:40
; CHECK:         %fs:40
; CHECK:         callq __stack_chk_fail@PLT
define i32 @strong_layout(i32 %n) sspstrong {
  %p = alloca i64, align 8
  %s = alloca [1 x i32], align 4
  %q = alloca i32, align 4
  %a3 = alloca [3 x i32], align 4
  %l = alloca [64 x i8], align 16
  call void @g(ptr %p)
  call void @g(ptr %s)
  call void @g(ptr %a3)
  call void @g(ptr %l)
  store i32 %n, ptr %q
  %c = icmp sgt i32 %n, 3
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  %v = load i32, ptr %q
  ret i32 %v
}

; A variable-sized alloca is a large array under ssp.
; CHECK-LABEL: dyn:
; CHECK:         movq %fs:40, %rax
; CHECK:         callq __stack_chk_fail@PLT
define void @dyn(i64 %n) ssp {
  %a = alloca i8, i64 %n, align 16
  call void @g(ptr %a)
  ret void
}

; A character array inside a struct, 10 bytes: protected under ssp.
; CHECK-LABEL: struct_char:
; CHECK:         movq %fs:40, %rax
; CHECK:         callq __stack_chk_fail@PLT
define void @struct_char() ssp {
  %a = alloca { i32, [10 x i8] }, align 4
  call void @g(ptr %a)
  ret void
}
