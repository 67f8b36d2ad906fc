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

1:                                                ; preds = %79
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %80)
  br label %3

3:                                                ; preds = %11, %1
  %4 = phi i64 [ %12, %11 ], [ 1, %1 ]
  %5 = phi i64 [ %13, %11 ], [ 123456789, %1 ]
  %6 = phi i64 [ %14, %11 ], [ 987654321987654321, %1 ]
  %7 = and i64 %6, 1
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %3
  %10 = tail call fastcc i64 @mulmod(i64 noundef %4, i64 noundef %5, i64 noundef -59)
  br label %11

11:                                               ; preds = %9, %3
  %12 = phi i64 [ %10, %9 ], [ %4, %3 ]
  %13 = tail call fastcc i64 @mulmod(i64 noundef %5, i64 noundef %5, i64 noundef -59)
  %14 = lshr i64 %6, 1
  %15 = icmp ult i64 %6, 2
  br i1 %15, label %16, label %3, !llvm.loop !5

16:                                               ; preds = %11
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %12)
  br label %89

18:                                               ; preds = %0, %79
  %19 = phi i64 [ 0, %0 ], [ %81, %79 ]
  %20 = phi i64 [ -1, %0 ], [ %82, %79 ]
  %21 = phi i64 [ 0, %0 ], [ %80, %79 ]
  %22 = icmp ult i64 %20, 4
  br i1 %22, label %23, label %25

23:                                               ; preds = %18
  %24 = icmp ugt i64 %20, 1
  br i1 %24, label %76, label %79

25:                                               ; preds = %18
  %26 = add nsw i64 %20, -1
  br label %29

27:                                               ; preds = %29
  %28 = icmp eq i32 %30, 0
  br label %36

29:                                               ; preds = %25, %29
  %30 = phi i32 [ %33, %29 ], [ 0, %25 ]
  %31 = phi i64 [ %32, %29 ], [ %26, %25 ]
  %32 = lshr i64 %31, 1
  %33 = add nuw nsw i32 %30, 1
  %34 = and i64 %31, 2
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %29, label %27, !llvm.loop !7

36:                                               ; preds = %70, %27
  %37 = phi i64 [ 0, %27 ], [ %71, %70 ]
  %38 = phi i1 [ false, %27 ], [ %72, %70 ]
  %39 = getelementptr inbounds [12 x i64], ptr @is_prime.bases, i64 0, i64 %37
  %40 = load i64, ptr %39, align 8, !tbaa !8
  %41 = urem i64 %40, %20
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %70, label %43

43:                                               ; preds = %36, %51
  %44 = phi i64 [ %52, %51 ], [ 1, %36 ]
  %45 = phi i64 [ %53, %51 ], [ %41, %36 ]
  %46 = phi i64 [ %54, %51 ], [ %32, %36 ]
  %47 = and i64 %46, 1
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %43
  %50 = tail call fastcc i64 @mulmod(i64 noundef %44, i64 noundef %45, i64 noundef %20)
  br label %51

51:                                               ; preds = %49, %43
  %52 = phi i64 [ %50, %49 ], [ %44, %43 ]
  %53 = tail call fastcc i64 @mulmod(i64 noundef %45, i64 noundef %45, i64 noundef %20)
  %54 = lshr i64 %46, 1
  %55 = icmp ult i64 %46, 2
  br i1 %55, label %56, label %43, !llvm.loop !5

56:                                               ; preds = %51
  %57 = icmp eq i64 %52, 1
  %58 = icmp eq i64 %52, %26
  %59 = or i1 %57, %58
  br i1 %59, label %70, label %60

60:                                               ; preds = %56
  br i1 %28, label %74, label %62

61:                                               ; preds = %62
  br i1 %66, label %74, label %70

62:                                               ; preds = %60, %62
  %63 = phi i32 [ %67, %62 ], [ 1, %60 ]
  %64 = phi i64 [ %65, %62 ], [ %52, %60 ]
  %65 = tail call fastcc i64 @mulmod(i64 noundef %64, i64 noundef %64, i64 noundef %20)
  %66 = icmp ne i64 %65, %26
  %67 = add nuw nsw i32 %63, 1
  %68 = icmp ult i32 %63, %30
  %69 = select i1 %68, i1 %66, i1 false
  br i1 %69, label %62, label %61, !llvm.loop !12

70:                                               ; preds = %61, %56, %36
  %71 = add nuw nsw i64 %37, 1
  %72 = icmp ugt i64 %37, 10
  %73 = icmp eq i64 %71, 12
  br i1 %73, label %74, label %36, !llvm.loop !13

74:                                               ; preds = %60, %61, %70
  %75 = phi i1 [ %38, %61 ], [ %72, %70 ], [ %38, %60 ]
  br i1 %75, label %76, label %79

76:                                               ; preds = %23, %74
  %77 = add nuw nsw i64 %19, 1
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %20)
  br label %79

79:                                               ; preds = %23, %74, %76
  %80 = phi i64 [ %20, %76 ], [ %21, %74 ], [ %21, %23 ]
  %81 = phi i64 [ %77, %76 ], [ %19, %74 ], [ %19, %23 ]
  %82 = add i64 %20, -2
  %83 = icmp ult i64 %81, 5
  br i1 %83, label %18, label %1, !llvm.loop !14

84:                                               ; preds = %89
  %85 = lshr i128 %103, 64
  %86 = trunc i128 %85 to i64
  %87 = trunc i128 %103 to i64
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %86, i64 noundef %87)
  ret i32 0

89:                                               ; preds = %89, %16
  %90 = phi i32 [ 0, %16 ], [ %105, %89 ]
  %91 = phi i128 [ 1, %16 ], [ %104, %89 ]
  %92 = phi i128 [ 0, %16 ], [ %103, %89 ]
  %93 = add i128 %91, %92
  %94 = add i128 %93, %91
  %95 = add i128 %94, %93
  %96 = add i128 %95, %94
  %97 = add i128 %96, %95
  %98 = add i128 %97, %96
  %99 = add i128 %98, %97
  %100 = add i128 %99, %98
  %101 = add i128 %100, %99
  %102 = add i128 %101, %100
  %103 = add i128 %102, %101
  %104 = add i128 %103, %102
  %105 = add nuw nsw i32 %90, 12
  %106 = icmp eq i32 %105, 180
  br i1 %106, label %84, label %89, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = zext i64 %0 to i128
  %5 = zext i64 %1 to i128
  %6 = mul nuw i128 %5, %4
  %7 = zext i64 %2 to i128
  %8 = urem i128 %6, %7
  %9 = trunc i128 %8 to i64
  ret i64 %9
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
