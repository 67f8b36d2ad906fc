; ModuleID = 'rodata_table.c'
source_filename = "rodata_table.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@nibble_pop = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1
@primes = internal unnamed_addr constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4
@tag = internal unnamed_addr constant [11 x i8] c"bpf-corpus\00", align 1
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = inttoptr i64 %3 to i8*
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  br label %8

8:                                                ; preds = %1, %15
  %9 = phi i64 [ 0, %1 ], [ %42, %15 ]
  %10 = phi i64 [ 0, %1 ], [ %41, %15 ]
  %11 = phi i64 [ 0, %1 ], [ %29, %15 ]
  %12 = getelementptr inbounds i8, i8* %4, i64 %9
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  %14 = icmp ugt i8* %13, %7
  br i1 %14, label %44, label %15

15:                                               ; preds = %8
  %16 = load i8, i8* %12, align 1, !tbaa !10
  %17 = zext i8 %16 to i32
  %18 = and i32 %17, 15
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %19
  %21 = load i8, i8* %20, align 1, !tbaa !10
  %22 = zext i8 %21 to i64
  %23 = lshr i32 %17, 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %24
  %26 = load i8, i8* %25, align 1, !tbaa !10
  %27 = zext i8 %26 to i64
  %28 = add i64 %11, %22
  %29 = add i64 %28, %27
  %30 = and i64 %9, 7
  %31 = getelementptr inbounds [8 x i32], [8 x i32]* @primes, i64 0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !11
  %33 = zext i32 %32 to i64
  %34 = mul i64 %10, %33
  %35 = trunc i64 %9 to i8
  %36 = urem i8 %35, 10
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds [11 x i8], [11 x i8]* @tag, i64 0, i64 %37
  %39 = load i8, i8* %38, align 1, !tbaa !10
  %40 = zext i8 %39 to i64
  %41 = add i64 %34, %40
  %42 = add nuw nsw i64 %9, 1
  %43 = icmp eq i64 %42, 32
  br i1 %43, label %44, label %8, !llvm.loop !12

44:                                               ; preds = %8, %15
  %45 = phi i64 [ %11, %8 ], [ %29, %15 ]
  %46 = phi i64 [ %10, %8 ], [ %41, %15 ]
  %47 = shl i64 %45, 40
  %48 = xor i64 %47, %46
  ret i64 %48
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"ctx", !5, i64 0, !5, i64 8, !8, i64 16, !8, i64 20, !6, i64 24}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"int", !6, i64 0}
!9 = !{!4, !5, i64 8}
!10 = !{!6, !6, i64 0}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
