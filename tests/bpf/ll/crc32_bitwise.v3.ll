; ModuleID = 'crc32_bitwise.c'
source_filename = "crc32_bitwise.c"
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

8:                                                ; preds = %1, %14
  %9 = phi i64 [ 0, %1 ], [ %58, %14 ]
  %10 = phi i32 [ -1, %1 ], [ %57, %14 ]
  %11 = getelementptr inbounds i8, i8* %4, i64 %9
  %12 = getelementptr inbounds i8, i8* %11, i64 1
  %13 = icmp ugt i8* %12, %7
  br i1 %13, label %60, label %14

14:                                               ; preds = %8
  %15 = load i8, i8* %11, align 1, !tbaa !10
  %16 = zext i8 %15 to i32
  %17 = xor i32 %10, %16
  %18 = lshr i32 %17, 1
  %19 = and i32 %17, 1
  %20 = sub nsw i32 0, %19
  %21 = and i32 %20, -306674912
  %22 = xor i32 %21, %18
  %23 = lshr i32 %22, 1
  %24 = and i32 %18, 1
  %25 = sub nsw i32 0, %24
  %26 = and i32 %25, -306674912
  %27 = xor i32 %26, %23
  %28 = lshr i32 %27, 1
  %29 = and i32 %23, 1
  %30 = sub nsw i32 0, %29
  %31 = and i32 %30, -306674912
  %32 = xor i32 %31, %28
  %33 = lshr i32 %32, 1
  %34 = and i32 %28, 1
  %35 = sub nsw i32 0, %34
  %36 = and i32 %35, -306674912
  %37 = xor i32 %36, %33
  %38 = lshr i32 %37, 1
  %39 = and i32 %33, 1
  %40 = sub nsw i32 0, %39
  %41 = and i32 %40, -306674912
  %42 = xor i32 %41, %38
  %43 = lshr i32 %42, 1
  %44 = and i32 %38, 1
  %45 = sub nsw i32 0, %44
  %46 = and i32 %45, -306674912
  %47 = xor i32 %46, %43
  %48 = lshr i32 %47, 1
  %49 = and i32 %43, 1
  %50 = sub nsw i32 0, %49
  %51 = and i32 %50, -306674912
  %52 = xor i32 %51, %48
  %53 = lshr i32 %52, 1
  %54 = and i32 %48, 1
  %55 = sub nsw i32 0, %54
  %56 = and i32 %55, -306674912
  %57 = xor i32 %56, %53
  %58 = add nuw nsw i64 %9, 1
  %59 = icmp eq i64 %58, 48
  br i1 %59, label %60, label %8, !llvm.loop !11

60:                                               ; preds = %8, %14
  %61 = phi i32 [ %10, %8 ], [ %57, %14 ]
  %62 = xor i32 %61, -1
  ret i32 %62
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
