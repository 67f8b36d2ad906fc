; ModuleID = 'popcount_clz.c'
source_filename = "popcount_clz.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  br label %4

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 0, %1 ], [ %10, %4 ]
  %6 = phi i64 [ 0, %1 ], [ %11, %4 ]
  %7 = lshr i64 %3, %5
  %8 = and i64 %7, 1
  %9 = add nuw nsw i64 %8, %6
  %10 = add nuw nsw i64 %5, 1
  %11 = and i64 %9, 4294967295
  %12 = icmp eq i64 %10, 64
  br i1 %12, label %13, label %4, !llvm.loop !7

13:                                               ; preds = %4, %22
  %14 = phi i32 [ %24, %22 ], [ 63, %4 ]
  %15 = phi i32 [ %23, %22 ], [ 0, %4 ]
  %16 = zext i32 %14 to i64
  %17 = shl nuw i64 1, %16
  %18 = and i64 %17, %3
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %22, %13
  %21 = phi i32 [ 64, %22 ], [ %15, %13 ]
  br label %26

22:                                               ; preds = %13
  %23 = add nuw nsw i32 %15, 1
  %24 = add nsw i32 %14, -1
  %25 = icmp eq i32 %23, 64
  br i1 %25, label %20, label %13, !llvm.loop !9

26:                                               ; preds = %20, %42
  %27 = phi i64 [ 0, %20 ], [ %43, %42 ]
  %28 = shl nuw i64 1, %27
  %29 = and i64 %28, %3
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %42, label %31

31:                                               ; preds = %42, %26
  %32 = phi i64 [ 64, %42 ], [ %27, %26 ]
  %33 = tail call i64 @llvm.ctpop.i64(i64 %3), !range !10
  %34 = shl i64 %9, 48
  %35 = zext i32 %21 to i64
  %36 = shl nuw nsw i64 %35, 32
  %37 = shl i64 %32, 16
  %38 = and i64 %37, 281474976645120
  %39 = or i64 %34, %33
  %40 = or i64 %39, %36
  %41 = or i64 %40, %38
  ret i64 %41

42:                                               ; preds = %26
  %43 = add nuw nsw i64 %27, 1
  %44 = icmp eq i64 %43, 64
  br i1 %44, label %31, label %26, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

attributes #0 = { nofree nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+alu32" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{i64 0, i64 65}
!11 = distinct !{!11, !8}
