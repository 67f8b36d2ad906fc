; memcpy/memmove/memset: small constant sizes inline as loads/stores (memmove loads everything first),
; large or variable sizes call the library (memcpy@PLT, memmove@PLT, memset@PLT).
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
; CHECK-LABEL: memcpy_small:
; CHECK-NEXT: # %bb.0:
; CHECK-DAG: movq (%rsi), %[[A:[a-z0-9]+]]
; CHECK-DAG: movq %[[A]], (%rdi)
; CHECK-DAG: movq 8(%rsi), %[[B:[a-z0-9]+]]
; CHECK-DAG: movq %[[B]], 8(%rdi)
; CHECK-NOT: call
; CHECK: retq
define void @memcpy_small(i8* %d, i8* %s) nounwind {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %d, i8* align 1 %s, i64 16, i1 false)
  ret void
}
; Seven bytes: two overlapping 4-byte moves.
; CHECK-LABEL: memcpy_odd:
; CHECK-NEXT: # %bb.0:
; CHECK-DAG: movl (%rsi), %[[A:[a-z0-9]+]]
; CHECK-DAG: movl %[[A]], (%rdi)
; CHECK-DAG: movl 3(%rsi), %[[B:[a-z0-9]+]]
; CHECK-DAG: movl %[[B]], 3(%rdi)
; CHECK-NOT: call
; CHECK: retq
define void @memcpy_odd(i8* %d, i8* %s) nounwind {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %d, i8* align 4 %s, i64 7, i1 false)
  ret void
}
; CHECK-LABEL: memcpy_big:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movl $1024, %edx
; CHECK-NEXT: callq memcpy@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @memcpy_big(i8* %d, i8* %s) nounwind {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %d, i8* align 8 %s, i64 1024, i1 false)
  ret void
}
; CHECK-LABEL: memcpy_var:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: callq memcpy@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @memcpy_var(i8* %d, i8* %s, i64 %n) nounwind {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 %n, i1 false)
  ret void
}
; CHECK-LABEL: memmove_small:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq (%rsi), %rax
; CHECK-NEXT: movq 8(%rsi), %rcx
; CHECK-NEXT: movq %rcx, 8(%rdi)
; CHECK-NEXT: movq %rax, (%rdi)
; CHECK-NEXT: retq
define void @memmove_small(i8* %d, i8* %s) nounwind {
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %d, i8* align 8 %s, i64 16, i1 false)
  ret void
}
; CHECK-LABEL: memmove_big:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movl $200, %edx
; CHECK-NEXT: callq memmove@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @memmove_big(i8* %d, i8* %s) nounwind {
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %d, i8* %s, i64 200, i1 false)
  ret void
}
; CHECK-LABEL: memset_zero:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq $0, 24(%rdi)
; CHECK-NEXT: movq $0, 16(%rdi)
; CHECK-NEXT: movq $0, 8(%rdi)
; CHECK-NEXT: movq $0, (%rdi)
; CHECK-NEXT: retq
define void @memset_zero(i8* %d) nounwind {
  call void @llvm.memset.p0i8.i64(i8* align 8 %d, i8 0, i64 32, i1 false)
  ret void
}
; CHECK-LABEL: memset_byte:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movabsq $72340172838076673, %rax
; CHECK-NEXT: movq %rax, (%rdi)
; CHECK-NEXT: movl $16843009, 8(%rdi)
; CHECK-NEXT: retq
define void @memset_byte(i8* %d) nounwind {
  call void @llvm.memset.p0i8.i64(i8* align 4 %d, i8 1, i64 12, i1 false)
  ret void
}
; The byte is splatted by multiplying with 0x0101010101010101.
; CHECK-LABEL: memset_var_val:
; CHECK-NEXT: # %bb.0:
; CHECK: movzbl %{{sil|al}}, %eax
; CHECK-NEXT: movabsq $72340172838076673, %rcx
; CHECK-NEXT: imulq %rax, %rcx
; CHECK-NEXT: movq %rcx, 8(%rdi)
; CHECK-NEXT: movq %rcx, (%rdi)
; CHECK-NEXT: retq
define void @memset_var_val(i8* %d, i8 %v) nounwind {
  call void @llvm.memset.p0i8.i64(i8* align 8 %d, i8 %v, i64 16, i1 false)
  ret void
}
; CHECK-LABEL: memset_big:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movl $4096, %edx
; CHECK-NEXT: callq memset@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @memset_big(i8* %d, i8 %v) nounwind {
  call void @llvm.memset.p0i8.i64(i8* %d, i8 %v, i64 4096, i1 false)
  ret void
}
; CHECK-LABEL: memcpy_volatile:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq (%rsi), %rax
; CHECK-NEXT: movq %rax, (%rdi)
; CHECK-NEXT: retq
define void @memcpy_volatile(i8* %d, i8* %s) nounwind {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %d, i8* align 8 %s, i64 8, i1 true)
  ret void
}
