; llvm.bitreverse is expanded (TargetLowering::expandBITREVERSE): bswap, then nibble, bit-pair and bit swaps.
; i8 is not covered yet (see requests.md: missing i8 funnel-shift lowering). The i16 cases once sent the DAG combiner
; into an endless any_extend/truncate promotion loop.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i16 @llvm.bitreverse.i16(i16)
; CHECK-LABEL: bitrev32:
; CHECK: bswapl %edi
; CHECK: andl $252645135, %e{{[a-z]+}}
; CHECK: shll $4, %e{{[a-z]+}}
; CHECK: shrl $4, %e{{[a-z]+}}
; CHECK: andl $252645135, %e{{[a-z]+}}
; CHECK: orl
; CHECK-DAG: andl $858993459, %e{{[a-z]+}}
; CHECK-DAG: shrl $2, %e{{[a-z]+}}
; CHECK-DAG: andl $858993459, %e{{[a-z]+}}
; CHECK: leal (%r{{[a-z]+}},%r{{[a-z]+}},4), %e{{[a-z]+}}
; CHECK-DAG: andl $1431655765, %e{{[a-z]+}}
; CHECK-DAG: shrl %e{{[a-z]+}}
; CHECK-DAG: andl $1431655765, %e{{[a-z]+}}
; CHECK: leal (%r{{[a-z]+}},%r{{[a-z]+}},2), %eax
; CHECK-NEXT: retq
define i32 @bitrev32(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}
; CHECK-LABEL: bitrev64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: bswapq %rdi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: shrq $4, %rax
; CHECK-NEXT: movabsq $1085102592571150095, %rcx
; CHECK-NEXT: andq %rcx, %rax
; CHECK-NEXT: andq %rcx, %rdi
; CHECK-NEXT: shlq $4, %rdi
; CHECK-NEXT: orq %rax, %rdi
; CHECK-NEXT: movabsq $3689348814741910323, %rax
; CHECK-NEXT: movq %rdi, %rcx
; CHECK-NEXT: andq %rax, %rcx
; CHECK-NEXT: shrq $2, %rdi
; CHECK-NEXT: andq %rax, %rdi
; CHECK-NEXT: leaq (%rdi,%rcx,4), %rax
; CHECK-NEXT: movabsq $6148914691236517205, %rcx
; CHECK-NEXT: movq %rax, %rdx
; CHECK-NEXT: andq %rcx, %rdx
; CHECK-NEXT: shrq %rax
; CHECK-NEXT: andq %rcx, %rax
; CHECK-NEXT: leaq (%rax,%rdx,2), %rax
; CHECK-NEXT: retq
define i64 @bitrev64(i64 %x) {
  %r = call i64 @llvm.bitreverse.i64(i64 %x)
  ret i64 %r
}
; CHECK-LABEL: bitrev16:
; CHECK: rolw $8, %di
; CHECK-DAG: andl $3855, %e{{[a-z]+}}
; CHECK-DAG: shll $4, %e{{[a-z]+}}
; CHECK: orl
; CHECK: andl $13107, %e{{[a-z]+}}
; CHECK: leal (%r{{[a-z]+}},%r{{[a-z]+}},4), %eax
; CHECK: andl $21845, %e{{[a-z]+}}
; CHECK: leal (%r{{[a-z]+}},%r{{[a-z]+}},2), %eax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define i16 @bitrev16(i16 %x) {
  %r = call i16 @llvm.bitreverse.i16(i16 %x)
  ret i16 %r
}
; The nibble swap on its own (no bswap): or of two masked shifts of an i16.
; CHECK-LABEL: nibble_swap16:
; CHECK: shrl $4, %eax
; CHECK-NEXT: andl $3855, %eax
; CHECK-NEXT: andl $3855, %edi
; CHECK-NEXT: shll $4, %edi
; CHECK-NEXT: orl %edi, %eax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define i16 @nibble_swap16(i16 %b) {
  %h = lshr i16 %b, 4
  %h1 = and i16 %h, 3855
  %l = and i16 %b, 3855
  %l1 = shl i16 %l, 4
  %r = or i16 %h1, %l1
  ret i16 %r
}
