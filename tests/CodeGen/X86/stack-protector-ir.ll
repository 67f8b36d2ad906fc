; The stack-protector pass's IR (x86-64 Linux: the guard is the glibc TLS slot %fs:0x28): the guard slot and
; llvm.stackprotector at the top of the entry block, and before each ret the guard check branching to
; SP_return or to a CallStackCheckFailBlk calling __stack_chk_fail.  CHECK lines hold for llc-14 too.
; RUN: pyllc %s -stop-after=stack-protector -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -opaque-pointers %s -stop-after=stack-protector -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @g(ptr)

; CHECK-LABEL: define void @one_ret()
; CHECK-NEXT:    %StackGuardSlot = alloca ptr, align 8
; CHECK-NEXT:    %StackGuard = load volatile ptr, ptr addrspace(257) inttoptr (i32 40 to ptr addrspace(257)), align 8
; CHECK-NEXT:    call void @llvm.stackprotector(ptr %StackGuard, ptr %StackGuardSlot)
; CHECK-NEXT:    %a = alloca [16 x i8], align 16
; CHECK-NEXT:    call void @g(ptr %a)
; CHECK-NEXT:    %StackGuard1 = load volatile ptr, ptr addrspace(257) inttoptr (i32 40 to ptr addrspace(257)), align 8
; CHECK-NEXT:    %1 = load volatile ptr, ptr %StackGuardSlot, align 8
; CHECK-NEXT:    %2 = icmp eq ptr %StackGuard1, %1
; CHECK-NEXT:    br i1 %2, label %SP_return, label %CallStackCheckFailBlk, !prof ![[PROF:[0-9]+]]
; CHECK:       SP_return:
; CHECK-NEXT:    ret void
; CHECK:       CallStackCheckFailBlk:
; CHECK-NEXT:    call void @__stack_chk_fail()
; CHECK-NEXT:    unreachable
; CHECK-NEXT:  }
define void @one_ret() sspstrong {
  %a = alloca [16 x i8], align 16
  call void @g(ptr %a)
  ret void
}

; Two returns: a check and a fail block for each, named as LLVM uniques them.
; CHECK-LABEL: define i32 @two_rets(i1 %c)
; CHECK:       %StackGuard = load volatile ptr
; CHECK:       call void @llvm.stackprotector(ptr %StackGuard, ptr %StackGuardSlot)
; CHECK:       %StackGuard1 = load volatile ptr
; CHECK:       br i1 %{{[0-9]+}}, label %SP_return, label %CallStackCheckFailBlk, !prof ![[PROF]]
; CHECK:     SP_return:
; CHECK-NEXT:  ret i32 1
; CHECK:       %StackGuard4 = load volatile ptr
; CHECK:       br i1 %{{[0-9]+}}, label %SP_return3, label %CallStackCheckFailBlk2, !prof ![[PROF]]
; CHECK:     SP_return3:
; CHECK-NEXT:  ret i32 2
; CHECK:     CallStackCheckFailBlk:
; CHECK-NEXT:  call void @__stack_chk_fail()
; CHECK:     CallStackCheckFailBlk2:
; CHECK-NEXT:  call void @__stack_chk_fail()
define i32 @two_rets(i1 %c) sspreq {
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

; Not protected: ssp without a character array of 8 bytes or more, sspstrong without arrays or
; address-taken locals.
; CHECK-LABEL: define void @ssp_small_buffer()
; CHECK-NOT:   StackGuard
; CHECK:       ret void
define void @ssp_small_buffer() ssp {
  %a = alloca [4 x i8], align 1
  call void @g(ptr %a)
  ret void
}

; CHECK-LABEL: define i64 @strong_plain_local()
; CHECK-NOT:   StackGuard
; CHECK:       ret i64
define i64 @strong_plain_local() sspstrong {
  %x = alloca i64, align 8
  store i64 5, ptr %x
  %v = load i64, ptr %x
  ret i64 %v
}

; A musttail call: the check goes before the call, which stays right before the ret.
; CHECK-LABEL: define i32 @must(ptr %p)
; CHECK:         call void @llvm.stackprotector(ptr %StackGuard, ptr %StackGuardSlot)
; CHECK-NEXT:    %StackGuard1 = load volatile ptr
; CHECK-NEXT:    %1 = load volatile ptr, ptr %StackGuardSlot, align 8
; CHECK-NEXT:    %2 = icmp eq ptr %StackGuard1, %1
; CHECK-NEXT:    br i1 %2, label %SP_return, label %CallStackCheckFailBlk
; CHECK:       SP_return:
; CHECK-NEXT:    %t = musttail call i32 @h(ptr %p)
; CHECK-NEXT:    ret i32 %t
declare i32 @h(ptr)
define i32 @must(ptr %p) sspreq {
  %t = musttail call i32 @h(ptr %p)
  ret i32 %t
}

; CHECK: declare void @llvm.stackprotector(ptr, ptr)
; CHECK: declare void @__stack_chk_fail()
; CHECK: ![[PROF]] = !{!"branch_weights", i32 2147481600, i32 2048}
