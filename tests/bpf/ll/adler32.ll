; ModuleID = 'adler32.c'
source_filename = "adler32.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  %4 = inttoptr i64 %3 to i8*
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  br label %8

8:                                                ; preds = %1, %15
  %9 = phi i64 [ 0, %1 ], [ %22, %15 ]
  %10 = phi i32 [ 0, %1 ], [ %21, %15 ]
  %11 = phi i32 [ 1, %1 ], [ %19, %15 ]
  %12 = getelementptr inbounds i8, i8* %4, i64 %9
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  %14 = icmp ugt i8* %13, %7
  br i1 %14, label %24, label %15

15:                                               ; preds = %8
  %16 = load i8, i8* %12, align 1, !tbaa !10
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %11, %17
  %19 = urem i32 %18, 65521
  %20 = add nuw nsw i32 %19, %10
  %21 = urem i32 %20, 65521
  %22 = add nuw nsw i64 %9, 1
  %23 = icmp eq i64 %22, 256
  br i1 %23, label %24, label %8, !llvm.loop !11

24:                                               ; preds = %8, %15
  %25 = phi i32 [ %11, %8 ], [ %19, %15 ]
  %26 = phi i32 [ %10, %8 ], [ %21, %15 ]
  %27 = shl nuw i32 %26, 16
  %28 = add nuw nsw i32 %27, %25
  ret i32 %28
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
