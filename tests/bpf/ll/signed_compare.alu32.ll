; ModuleID = 'signed_compare.c'
source_filename = "signed_compare.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree nounwind readonly willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = trunc i64 %3 to i32
  %7 = trunc i64 %5 to i32
  %8 = icmp slt i64 %3, %5
  %9 = zext i1 %8 to i64
  %10 = icmp sgt i64 %3, %5
  %11 = icmp sgt i64 %3, -5
  %12 = icmp sgt i64 %3, 99
  %13 = icmp ult i64 %3, %5
  %14 = icmp ugt i64 %3, 1000
  %15 = icmp slt i32 %6, %7
  %16 = icmp sgt i32 %6, -2
  %17 = icmp ugt i32 %6, %7
  %18 = tail call i1 @llvm.bpf.compare.i32.i32(i32 34, i32 %6, i32 7)
  %19 = icmp eq i64 %3, %5
  %20 = insertelement <8 x i1> poison, i1 %12, i64 0
  %21 = insertelement <8 x i1> %20, i1 %11, i64 1
  %22 = insertelement <8 x i1> %21, i1 %14, i64 2
  %23 = insertelement <8 x i1> %22, i1 %10, i64 3
  %24 = insertelement <8 x i1> %23, i1 %13, i64 4
  %25 = insertelement <8 x i1> %24, i1 %16, i64 5
  %26 = insertelement <8 x i1> %25, i1 %18, i64 6
  %27 = insertelement <8 x i1> %26, i1 %19, i64 7
  %28 = select <8 x i1> %27, <8 x i64> <i64 8, i64 4, i64 32, i64 0, i64 16, i64 128, i64 512, i64 1024>, <8 x i64> <i64 0, i64 0, i64 0, i64 2, i64 0, i64 0, i64 0, i64 0>
  %29 = icmp eq i32 %6, 0
  %30 = and i64 %5, %3
  %31 = icmp eq i64 %30, 0
  %32 = insertelement <4 x i1> poison, i1 %29, i64 0
  %33 = insertelement <4 x i1> %32, i1 %15, i64 1
  %34 = insertelement <4 x i1> %33, i1 %17, i64 2
  %35 = insertelement <4 x i1> %34, i1 %31, i64 3
  %36 = select <4 x i1> %35, <4 x i64> <i64 0, i64 64, i64 0, i64 0>, <4 x i64> <i64 2048, i64 0, i64 256, i64 4096>
  %37 = shl i64 %3, 7
  %38 = and i64 %37, 8192
  %39 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %28)
  %40 = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %36)
  %41 = or i64 %39, %40
  %42 = or i64 %41, %38
  %43 = or i64 %42, %9
  ret i64 %43
}

; Function Attrs: nounwind readnone
declare i1 @llvm.bpf.compare.i32.i32(i32, i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.or.v8i64(<8 x i64>) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>) #2

attributes #0 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { nounwind readnone }
attributes #2 = { nofree nosync nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
