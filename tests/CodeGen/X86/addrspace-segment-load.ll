; Loads and stores through address spaces 256 (%gs), 257 (%fs) and 258 (%ss) use the segment override:
; the address space travels on the memory operand.  CHECK lines hold for llc-14 too.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -opaque-pointers -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: h:
; CHECK:         movq %fs:(%rdi), %rax
; CHECK-NEXT:    addq %fs:40, %rax
; CHECK-NEXT:    retq
define i64 @h(ptr addrspace(257) %p) {
  %v = load i64, ptr addrspace(257) %p
  %w = load volatile ptr, ptr addrspace(257) inttoptr (i32 40 to ptr addrspace(257))
  %x = ptrtoint ptr %w to i64
  %y = add i64 %v, %x
  ret i64 %y
}

; CHECK-LABEL: st:
; CHECK:         movl %esi, %gs:(%rdi)
; CHECK-NEXT:    movl %ss:8, %eax
; CHECK-NEXT:    retq
define i32 @st(ptr addrspace(256) %p, i32 %v) {
  store i32 %v, ptr addrspace(256) %p
  %r = load i32, ptr addrspace(258) inttoptr (i64 8 to ptr addrspace(258))
  ret i32 %r
}
