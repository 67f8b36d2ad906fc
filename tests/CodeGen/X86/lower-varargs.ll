; Variadic calls set %al to the number of vector registers used; variadic definitions (clang-14 -O2 IR of
; va_start/va_arg/va_copy/va_end) spill the unnamed argument registers to the register save area (XMM only when
; %al != 0) and initialize the va_list. The IR `va_arg` instruction itself is not supported (lower-vaarg-instr.ll).
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare i32 @printf(i8*, ...)
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
; CHECK-LABEL: call_int:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movl $.L.str, %edi
; CHECK-NEXT: movl $42, %esi
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: callq printf@PLT
; CHECK-NEXT: popq %rcx
; CHECK-NEXT: retq
define i32 @call_int() nounwind {
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 42)
  ret i32 %r
}
; CHECK-LABEL: call_fp:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movsd .LCPI1_0(%rip), %xmm1
; CHECK-NEXT: movl $.L.str, %edi
; CHECK-NEXT: movb $2, %al
; CHECK-NEXT: callq printf@PLT
; CHECK-NEXT: popq %rcx
; CHECK-NEXT: retq
define i32 @call_fp(double %d) nounwind {
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double %d, double 2.0)
  ret i32 %r
}
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
; gp_offset 8 (one named integer argument), fp_offset 48: one 64-bit store (llc-14) or two 32-bit ones.
; CHECK-LABEL: first_int:
; CHECK-DAG: testb %al, %al
; CHECK-DAG: je [[SKIPfirst_int:.LBB[0-9_]+]]
; CHECK-DAG: movaps %xmm0, -48(%rsp)
; CHECK-DAG: movaps %xmm1, -32(%rsp)
; CHECK-DAG: movaps %xmm2, -16(%rsp)
; CHECK-DAG: movaps %xmm3, (%rsp)
; CHECK-DAG: movaps %xmm4, 16(%rsp)
; CHECK-DAG: movaps %xmm5, 32(%rsp)
; CHECK-DAG: movaps %xmm6, 48(%rsp)
; CHECK-DAG: movaps %xmm7, 64(%rsp)
; CHECK-DAG: [[SKIPfirst_int]]:
; CHECK-DAG: movq %rsi, -88(%rsp)
; CHECK-DAG: movq %rdx, -80(%rsp)
; CHECK-DAG: movq %rcx, -72(%rsp)
; CHECK-DAG: movq %r8, -64(%rsp)
; CHECK-DAG: movq %r9, -56(%rsp)
; CHECK-DAG: leaq 96(%rsp), %rax
; CHECK-DAG: leaq -96(%rsp), %rax
; CHECK-DAG: {{movabsq \$206158430216, %rax|movl \$48, -124\(%rsp\)}}
; CHECK-DAG: {{movq %rax, -128\(%rsp\)|movl \$8, -128\(%rsp\)}}
; va_arg int: the register area is used while gp_offset <= 40.
; CHECK: {{cmpq \$40, %rcx|cmpl \$40, %ecx}}
; CHECK-NEXT: ja
; CHECK: addl $8, %ecx
; CHECK: movl (%rax), %eax
define dso_local i32 @first_int(i32 noundef %0, ...) local_unnamed_addr  {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) 
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = load i32, i32* %4, align 16
  %6 = icmp ult i32 %5, 41
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = zext i32 %5 to i64
  %11 = getelementptr i8, i8* %9, i64 %10
  %12 = add nuw nsw i32 %5, 8
  store i32 %12, i32* %4, align 16
  br label %17

13:                                               ; preds = %1
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %15 = load i8*, i8** %14, align 8
  %16 = getelementptr i8, i8* %15, i64 8
  store i8* %16, i8** %14, align 8
  br label %17

17:                                               ; preds = %13, %7
  %18 = phi i8* [ %11, %7 ], [ %15, %13 ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) 
  ret i32 %20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) 

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) 

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) 

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) 

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
; CHECK-LABEL: first_double:
; CHECK-DAG: testb %al, %al
; CHECK-DAG: je [[SKIPfirst_double:.LBB[0-9_]+]]
; CHECK-DAG: movaps %xmm0, -48(%rsp)
; CHECK-DAG: movaps %xmm1, -32(%rsp)
; CHECK-DAG: movaps %xmm2, -16(%rsp)
; CHECK-DAG: movaps %xmm3, (%rsp)
; CHECK-DAG: movaps %xmm4, 16(%rsp)
; CHECK-DAG: movaps %xmm5, 32(%rsp)
; CHECK-DAG: movaps %xmm6, 48(%rsp)
; CHECK-DAG: movaps %xmm7, 64(%rsp)
; CHECK-DAG: [[SKIPfirst_double]]:
; CHECK-DAG: movq %rsi, -88(%rsp)
; CHECK-DAG: movq %rdx, -80(%rsp)
; CHECK-DAG: movq %rcx, -72(%rsp)
; CHECK-DAG: movq %r8, -64(%rsp)
; CHECK-DAG: movq %r9, -56(%rsp)
; CHECK-DAG: leaq 96(%rsp), %rax
; CHECK-DAG: leaq -96(%rsp), %rax
; va_arg double: the XMM area is used while fp_offset <= 160; it advances by 16.
; CHECK: {{cmpq \$160, %rcx|cmpl \$160, %edx}}
; CHECK-NEXT: ja
; CHECK: addl $16, %{{e[a-z]+}}
; CHECK: movsd (%rax), %xmm0
define dso_local double @first_double(i32 noundef %0, ...) local_unnamed_addr  {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) 
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = icmp ult i32 %5, 161
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = zext i32 %5 to i64
  %11 = getelementptr i8, i8* %9, i64 %10
  %12 = add nuw nsw i32 %5, 16
  store i32 %12, i32* %4, align 4
  br label %17

13:                                               ; preds = %1
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %15 = load i8*, i8** %14, align 8
  %16 = getelementptr i8, i8* %15, i64 8
  store i8* %16, i8** %14, align 8
  br label %17

17:                                               ; preds = %13, %7
  %18 = phi i8* [ %11, %7 ], [ %15, %13 ]
  %19 = bitcast i8* %18 to double*
  %20 = load double, double* %19, align 8
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) 
  ret double %20
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
; CHECK-LABEL: copy_second:
; CHECK-DAG: testb %al, %al
; CHECK-DAG: je [[SKIPcopy_second:.LBB[0-9_]+]]
; CHECK-DAG: movaps %xmm0, -16(%rsp)
; CHECK-DAG: movaps %xmm1, (%rsp)
; CHECK-DAG: movaps %xmm2, 16(%rsp)
; CHECK-DAG: movaps %xmm3, 32(%rsp)
; CHECK-DAG: movaps %xmm4, 48(%rsp)
; CHECK-DAG: movaps %xmm5, 64(%rsp)
; CHECK-DAG: movaps %xmm6, 80(%rsp)
; CHECK-DAG: movaps %xmm7, 96(%rsp)
; CHECK-DAG: [[SKIPcopy_second]]:
; CHECK-DAG: movq %rsi, -56(%rsp)
; CHECK-DAG: movq %rdx, -48(%rsp)
; CHECK-DAG: movq %rcx, -40(%rsp)
; CHECK-DAG: movq %r8, -32(%rsp)
; CHECK-DAG: movq %r9, -24(%rsp)
; CHECK-DAG: leaq 128(%rsp), %rax
; CHECK-DAG: leaq -64(%rsp), %rax
; va_copy copies the 24-byte va_list (gp/fp offsets, overflow area, save area).
; CHECK: movq -96(%rsp), %[[F0:[a-z0-9]+]]
; CHECK-DAG: movq %[[F0]], -128(%rsp)
; CHECK-DAG: movq -88(%rsp), %[[F1:[a-z0-9]+]]
; CHECK-DAG: movq %[[F1]], -120(%rsp)
; CHECK: {{cmpq \$41, %rcx|cmpl \$41, %eax}}
; CHECK-NEXT: jae
; CHECK: movq (%r{{[a-z]+}}), %rax
; CHECK-NEXT: addq $120, %rsp
define dso_local i64 @copy_second(i32 noundef %0, ...) local_unnamed_addr  {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) 
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) 
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %7 = load i32, i32* %6, align 16
  %8 = icmp ult i32 %7, 41
  br i1 %8, label %13, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %11 = load i8*, i8** %10, align 8
  %12 = getelementptr i8, i8* %11, i64 8
  store i8* %12, i8** %10, align 8
  br label %22

13:                                               ; preds = %1
  %14 = add nuw nsw i32 %7, 8
  store i32 %14, i32* %6, align 16
  %15 = icmp ult i32 %7, 33
  br i1 %15, label %16, label %22

16:                                               ; preds = %13
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %18 = load i8*, i8** %17, align 16
  %19 = zext i32 %14 to i64
  %20 = getelementptr i8, i8* %18, i64 %19
  %21 = add nuw nsw i32 %7, 16
  store i32 %21, i32* %6, align 16
  br label %26

22:                                               ; preds = %9, %13
  %23 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %24 = load i8*, i8** %23, align 8
  %25 = getelementptr i8, i8* %24, i64 8
  store i8* %25, i8** %23, align 8
  br label %26

26:                                               ; preds = %22, %16
  %27 = phi i8* [ %20, %16 ], [ %24, %22 ]
  %28 = bitcast i8* %27 to i64*
  %29 = load i64, i64* %28, align 8
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) 
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) 
  ret i64 %29
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*)
