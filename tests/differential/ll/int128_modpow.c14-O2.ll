; ModuleID = 'tests/differential/src/int128_modpow.c'
source_filename = "tests/differential/src/int128_modpow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"prime %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"last %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"powmod %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"fib180 %016lx%016lx\0A\00", align 1
@is_prime.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %18

1:                                                ; preds = %77
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i64 noundef %78)
  br label %3

3:                                                ; preds = %11, %1
  %4 = phi i64 [ %12, %11 ], [ 1, %1 ]
  %5 = phi i64 [ %13, %11 ], [ 123456789, %1 ]
  %6 = phi i64 [ %14, %11 ], [ 987654321987654321, %1 ]
  %7 = and i64 %6, 1
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %3
  %10 = tail call fastcc i64 @mulmod(i64 noundef %4, i64 noundef %5, i64 noundef -59) #3
  br label %11

11:                                               ; preds = %9, %3
  %12 = phi i64 [ %10, %9 ], [ %4, %3 ]
  %13 = tail call fastcc i64 @mulmod(i64 noundef %5, i64 noundef %5, i64 noundef -59) #3
  %14 = lshr i64 %6, 1
  %15 = icmp ult i64 %6, 2
  br i1 %15, label %16, label %3, !llvm.loop !5

16:                                               ; preds = %11
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef %12)
  br label %87

18:                                               ; preds = %0, %77
  %19 = phi i64 [ 0, %0 ], [ %79, %77 ]
  %20 = phi i64 [ -1, %0 ], [ %80, %77 ]
  %21 = phi i64 [ 0, %0 ], [ %78, %77 ]
  %22 = icmp ult i64 %20, 4
  br i1 %22, label %72, label %23

23:                                               ; preds = %18
  %24 = add nsw i64 %20, -1
  br label %28

25:                                               ; preds = %28
  %26 = icmp ult i64 %30, 2
  %27 = icmp eq i32 %29, 0
  br label %35

28:                                               ; preds = %23, %28
  %29 = phi i32 [ %32, %28 ], [ 0, %23 ]
  %30 = phi i64 [ %31, %28 ], [ %24, %23 ]
  %31 = lshr i64 %30, 1
  %32 = add nuw nsw i32 %29, 1
  %33 = and i64 %30, 2
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %28, label %25, !llvm.loop !7

35:                                               ; preds = %69, %25
  %36 = phi i64 [ 0, %25 ], [ %70, %69 ]
  %37 = getelementptr inbounds [12 x i64], [12 x i64]* @is_prime.bases, i64 0, i64 %36
  %38 = load i64, i64* %37, align 8, !tbaa !8
  %39 = urem i64 %38, %20
  %40 = icmp eq i64 %39, 0
  %41 = select i1 %40, i1 true, i1 %26
  br i1 %41, label %69, label %42

42:                                               ; preds = %35, %50
  %43 = phi i64 [ %51, %50 ], [ 1, %35 ]
  %44 = phi i64 [ %52, %50 ], [ %39, %35 ]
  %45 = phi i64 [ %53, %50 ], [ %31, %35 ]
  %46 = and i64 %45, 1
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %42
  %49 = tail call fastcc i64 @mulmod(i64 noundef %43, i64 noundef %44, i64 noundef %20) #3
  br label %50

50:                                               ; preds = %48, %42
  %51 = phi i64 [ %49, %48 ], [ %43, %42 ]
  %52 = tail call fastcc i64 @mulmod(i64 noundef %44, i64 noundef %44, i64 noundef %20) #3
  %53 = lshr i64 %45, 1
  %54 = icmp ult i64 %45, 2
  br i1 %54, label %55, label %42, !llvm.loop !5

55:                                               ; preds = %50
  %56 = icmp eq i64 %51, 1
  %57 = icmp eq i64 %51, %24
  %58 = or i1 %56, %57
  br i1 %58, label %69, label %59

59:                                               ; preds = %55
  br i1 %27, label %77, label %61

60:                                               ; preds = %61
  br i1 %65, label %77, label %69

61:                                               ; preds = %59, %61
  %62 = phi i32 [ %66, %61 ], [ 1, %59 ]
  %63 = phi i64 [ %64, %61 ], [ %51, %59 ]
  %64 = tail call fastcc i64 @mulmod(i64 noundef %63, i64 noundef %63, i64 noundef %20) #3
  %65 = icmp ne i64 %64, %24
  %66 = add nuw nsw i32 %62, 1
  %67 = icmp ult i32 %62, %29
  %68 = select i1 %67, i1 %65, i1 false
  br i1 %68, label %61, label %60, !llvm.loop !12

69:                                               ; preds = %60, %55, %35
  %70 = add nuw nsw i64 %36, 1
  %71 = icmp eq i64 %70, 12
  br i1 %71, label %74, label %35, !llvm.loop !13

72:                                               ; preds = %18
  %73 = icmp ult i64 %20, 2
  br i1 %73, label %77, label %74

74:                                               ; preds = %69, %72
  %75 = add i64 %19, 1
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %20)
  br label %77

77:                                               ; preds = %59, %60, %72, %74
  %78 = phi i64 [ %20, %74 ], [ %21, %72 ], [ %21, %60 ], [ %21, %59 ]
  %79 = phi i64 [ %75, %74 ], [ %19, %72 ], [ %19, %60 ], [ %19, %59 ]
  %80 = add i64 %20, -2
  %81 = icmp ult i64 %79, 5
  br i1 %81, label %18, label %1, !llvm.loop !14

82:                                               ; preds = %87
  %83 = lshr i128 %101, 64
  %84 = trunc i128 %83 to i64
  %85 = trunc i128 %101 to i64
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i64 noundef %84, i64 noundef %85)
  ret i32 0

87:                                               ; preds = %87, %16
  %88 = phi i32 [ 0, %16 ], [ %103, %87 ]
  %89 = phi i128 [ 1, %16 ], [ %102, %87 ]
  %90 = phi i128 [ 0, %16 ], [ %101, %87 ]
  %91 = add i128 %89, %90
  %92 = add i128 %91, %89
  %93 = add i128 %92, %91
  %94 = add i128 %93, %92
  %95 = add i128 %94, %93
  %96 = add i128 %95, %94
  %97 = add i128 %96, %95
  %98 = add i128 %97, %96
  %99 = add i128 %98, %97
  %100 = add i128 %99, %98
  %101 = add i128 %100, %99
  %102 = add i128 %101, %100
  %103 = add nuw nsw i32 %88, 12
  %104 = icmp eq i32 %103, 180
  br i1 %104, label %82, label %87, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = zext i64 %0 to i128
  %5 = zext i64 %1 to i128
  %6 = mul nuw i128 %5, %4
  %7 = zext i64 %2 to i128
  %8 = urem i128 %6, %7
  %9 = trunc i128 %8 to i64
  ret i64 %9
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
