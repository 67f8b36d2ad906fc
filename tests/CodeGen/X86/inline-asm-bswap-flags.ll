; Byte-swap inline asm becomes llvm.bswap at -O2 (X86TargetLowering::ExpandInlineAsm from CodeGenPrepare;
; at -O0 the asm stays), and condition-code outputs (={@ccl}) read EFLAGS with SETcc after the asm.
; CHECK lines are llc-14's output.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; RUN: pyllc -O0 %s -o - | FileCheck %s --check-prefix=O0
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s
; RUN: llc-14 -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

define i64 @bswap_q(i64 %x) {
  %r = call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %x)
  ret i64 %r
}

define i32 @bswap_const() {
  %r = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 16909060)
  ret i32 %r
}

define i16 @rorw(i16 %x) {
  %r = call i16 asm "rorw $$8, ${0:w}", "=r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i16 %x)
  ret i16 %r
}

define i32 @flag_out(i32 %a, i32 %b) {
  %r = call i32 asm "cmpl\09$2, $1", "={@ccl},r,r,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b)
  ret i32 %r
}

define i32 @flag_out_byte(i64 %a) {
  %r = call i8 asm "btq\09$$3, $1", "={@ccc},r,~{dirflag},~{fpsr},~{flags}"(i64 %a)
  %z = zext i8 %r to i32
  ret i32 %z
}

; CHECK-LABEL: bswap_q:
; CHECK: # %bb.0:
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: bswapq %rax
; CHECK-NEXT: retq
; CHECK-LABEL: bswap_const:
; CHECK: # %bb.0:
; CHECK-NEXT: movl $67305985, %eax # imm = 0x4030201
; CHECK-NEXT: retq
; CHECK-LABEL: rorw:
; CHECK: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: rolw $8, %ax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
; CHECK-LABEL: flag_out:
; CHECK: #APP
; CHECK-NEXT: cmpl %esi, %edi
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: setl %al
; CHECK-LABEL: flag_out_byte:
; CHECK: #APP
; CHECK-NEXT: btq $3, %rdi
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: setb %al
; O0-LABEL: bswap_q:
; O0: #APP
; O0-NEXT: bswapq %
; O0-NEXT: #NO_APP
