; lifetime markers (no code), stacksave/stackrestore around a dynamic alloca, trap (ud2), debugtrap (int3),
; frameaddress/returnaddress at depth 0 and 1 (forces a frame pointer), assume (no code).
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.lifetime.end.p0i8(i64, i8*)
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
declare void @llvm.trap()
declare void @llvm.debugtrap()
declare i8* @llvm.frameaddress.p0i8(i32)
declare i8* @llvm.returnaddress(i32)
declare void @llvm.assume(i1)
declare void @use(i8*)
; CHECK-LABEL: lifetime:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movq %rsp, %rdi
; CHECK-NEXT: callq use@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @lifetime() nounwind {
  %a = alloca [8 x i8], align 1
  %p = getelementptr [8 x i8], [8 x i8]* %a, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %p)
  call void @use(i8* %p)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %p)
  ret void
}
; CHECK-LABEL: stack:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: movq %rsp, %rbp
; CHECK-NEXT: pushq %rbx
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movq %rsp, %rbx
; CHECK-DAG: movq %rsp, %rax
; CHECK-DAG: addq $15, %rdi
; CHECK-DAG: andq $-16, %rdi
; CHECK: subq %rdi, %rax
; CHECK-NEXT: movq %rax, %rsp
; CHECK-NEXT: movq %rax, %rdi
; CHECK-NEXT: callq use@PLT
; CHECK-NEXT: movq %rbx, %rsp
; CHECK-NEXT: leaq -8(%rbp), %rsp
; CHECK-NEXT: popq %rbx
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: retq
define void @stack(i64 %n) nounwind {
  %s = call i8* @llvm.stacksave()
  %a = alloca i8, i64 %n, align 16
  call void @use(i8* %a)
  call void @llvm.stackrestore(i8* %s)
  ret void
}
; CHECK-LABEL: trap:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: ud2
define void @trap() nounwind {
  call void @llvm.trap()
  unreachable
}
; CHECK-LABEL: debugtrap:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: int3
; CHECK-NEXT: retq
define void @debugtrap() nounwind {
  call void @llvm.debugtrap()
  ret void
}
; CHECK-LABEL: frameaddr0:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: movq %rsp, %rbp
; CHECK-NEXT: movq %rbp, %rax
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: retq
define i8* @frameaddr0() nounwind {
  %f = call i8* @llvm.frameaddress.p0i8(i32 0)
  ret i8* %f
}
; CHECK-LABEL: frameaddr1:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: movq %rsp, %rbp
; CHECK: movq (%r{{bp|ax}}), %rax
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: retq
define i8* @frameaddr1() nounwind {
  %f = call i8* @llvm.frameaddress.p0i8(i32 1)
  ret i8* %f
}
; CHECK-LABEL: retaddr0:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq (%rsp), %rax
; CHECK-NEXT: retq
define i8* @retaddr0() nounwind {
  %r = call i8* @llvm.returnaddress(i32 0)
  ret i8* %r
}
; CHECK-LABEL: retaddr1:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: movq %rsp, %rbp
; CHECK: movq (%r{{bp|ax}}), %rax
; CHECK-NEXT: movq 8(%rax), %rax
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: retq
define i8* @retaddr1() nounwind {
  %r = call i8* @llvm.returnaddress(i32 1)
  ret i8* %r
}
; CHECK-LABEL: assume:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: retq
define i32 @assume(i32 %x) nounwind {
  %c = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %c)
  ret i32 %x
}
