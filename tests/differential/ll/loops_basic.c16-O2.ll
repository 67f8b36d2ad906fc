; ModuleID = 'tests/differential/src/loops_basic.c'
source_filename = "tests/differential/src/loops_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@limit = internal global i32 100, align 4
@.str = private unnamed_addr constant [18 x i8] c"sum_to(%d) = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"longest collatz below %d: %d (%d steps)\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"digits(%u)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"count = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"acc = %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, ptr @limit, align 4, !tbaa !5
  %2 = tail call fastcc i64 @sum_to(i32 noundef %1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i64 noundef %2)
  %4 = mul i32 %1, 10
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %0
  %7 = tail call i32 @llvm.smax.i32(i32 %4, i32 2)
  %8 = zext i32 %7 to i64
  br label %57

9:                                                ; preds = %57, %0
  %10 = phi i32 [ 0, %0 ], [ %63, %57 ]
  %11 = phi i32 [ 0, %0 ], [ %65, %57 ]
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %11, i32 noundef %10)
  %13 = tail call fastcc i32 @digits(i32 noundef 1)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %13)
  %15 = tail call fastcc i32 @digits(i32 noundef 10)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %15)
  %17 = tail call fastcc i32 @digits(i32 noundef 73)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 73, i32 noundef %17)
  %19 = tail call fastcc i32 @digits(i32 noundef 514)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 514, i32 noundef %19)
  %21 = tail call fastcc i32 @digits(i32 noundef 3601)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3601, i32 noundef %21)
  %23 = tail call fastcc i32 @digits(i32 noundef 25210)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 25210, i32 noundef %23)
  %25 = tail call fastcc i32 @digits(i32 noundef 176473)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 176473, i32 noundef %25)
  %27 = tail call fastcc i32 @digits(i32 noundef 1235314)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1235314, i32 noundef %27)
  %29 = tail call fastcc i32 @digits(i32 noundef 8647201)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8647201, i32 noundef %29)
  %31 = tail call fastcc i32 @digits(i32 noundef 60530410)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 60530410, i32 noundef %31)
  %33 = tail call fastcc i32 @digits(i32 noundef 423712873)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 423712873, i32 noundef %33)
  %35 = tail call fastcc i32 @digits(i32 noundef -1328977182)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1328977182, i32 noundef %35)
  %37 = tail call fastcc i32 @digits(i32 noundef -712905679)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -712905679, i32 noundef %37)
  %39 = tail call fastcc i32 @digits(i32 noundef -695372454)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -695372454, i32 noundef %39)
  %41 = tail call fastcc i32 @digits(i32 noundef -572639879)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -572639879, i32 noundef %41)
  %43 = tail call fastcc i32 @digits(i32 noundef 286488146)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 286488146, i32 noundef %43)
  %45 = tail call fastcc i32 @digits(i32 noundef 2005417025)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2005417025, i32 noundef %45)
  %47 = tail call fastcc i32 @digits(i32 noundef 1153017290)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1153017290, i32 noundef %47)
  %49 = tail call fastcc i32 @digits(i32 noundef -518813559)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -518813559, i32 noundef %49)
  %51 = tail call fastcc i32 @digits(i32 noundef 663272386)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 663272386, i32 noundef %51)
  %53 = tail call fastcc i32 @digits(i32 noundef 347939409)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 347939409, i32 noundef %53)
  %55 = tail call fastcc i32 @digits(i32 noundef -1859391430)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1859391430, i32 noundef %55)
  br i1 %5, label %68, label %70

57:                                               ; preds = %6, %57
  %58 = phi i64 [ 1, %6 ], [ %66, %57 ]
  %59 = phi i32 [ 0, %6 ], [ %65, %57 ]
  %60 = phi i32 [ 0, %6 ], [ %63, %57 ]
  %61 = tail call fastcc i32 @collatz_steps(i64 noundef %58)
  %62 = icmp sgt i32 %61, %60
  %63 = tail call i32 @llvm.smax.i32(i32 %61, i32 %60)
  %64 = trunc i64 %58 to i32
  %65 = select i1 %62, i32 %64, i32 %59
  %66 = add nuw nsw i64 %58, 1
  %67 = icmp eq i64 %66, %8
  br i1 %67, label %9, label %57, !llvm.loop !9

68:                                               ; preds = %9
  %69 = add i32 %1, -1
  br label %74

70:                                               ; preds = %123, %9
  %71 = phi i32 [ 0, %9 ], [ %124, %123 ]
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 16206)
  ret i32 0

74:                                               ; preds = %68, %123
  %75 = phi <2 x i32> [ zeroinitializer, %68 ], [ %128, %123 ]
  %76 = extractelement <2 x i32> %75, i64 0
  %77 = tail call i32 @llvm.umin.i32(i32 %76, i32 %69)
  %78 = add nuw nsw i32 %77, 1
  %79 = tail call i32 @llvm.umin.i32(i32 %76, i32 %69)
  %80 = urem i32 %76, 3
  %81 = icmp eq i32 %80, 0
  %82 = extractelement <2 x i32> %75, i64 1
  br i1 %81, label %123, label %83

83:                                               ; preds = %74
  %84 = icmp ult i32 %77, 7
  br i1 %84, label %111, label %85

85:                                               ; preds = %83
  %86 = and i32 %78, -8
  %87 = shufflevector <2 x i32> %75, <2 x i32> poison, <4 x i32> <i32 undef, i32 1, i32 undef, i32 undef>
  %88 = shufflevector <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, <4 x i32> %87, <4 x i32> <i32 5, i32 1, i32 2, i32 3>
  %89 = shufflevector <2 x i32> %75, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %90

90:                                               ; preds = %90, %85
  %91 = phi i32 [ 0, %85 ], [ %104, %90 ]
  %92 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %85 ], [ %105, %90 ]
  %93 = phi <4 x i32> [ %88, %85 ], [ %102, %90 ]
  %94 = phi <4 x i32> [ zeroinitializer, %85 ], [ %103, %90 ]
  %95 = add <4 x i32> %92, <i32 4, i32 4, i32 4, i32 4>
  %96 = xor <4 x i32> %92, %89
  %97 = xor <4 x i32> %95, %89
  %98 = lshr <4 x i32> %96, <i32 2, i32 2, i32 2, i32 2>
  %99 = lshr <4 x i32> %97, <i32 2, i32 2, i32 2, i32 2>
  %100 = and <4 x i32> %98, <i32 1, i32 1, i32 1, i32 1>
  %101 = and <4 x i32> %99, <i32 1, i32 1, i32 1, i32 1>
  %102 = add <4 x i32> %100, %93
  %103 = add <4 x i32> %101, %94
  %104 = add nuw i32 %91, 8
  %105 = add <4 x i32> %92, <i32 8, i32 8, i32 8, i32 8>
  %106 = icmp eq i32 %104, %86
  br i1 %106, label %107, label %90, !llvm.loop !11

107:                                              ; preds = %90
  %108 = add <4 x i32> %103, %102
  %109 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %108)
  %110 = icmp eq i32 %78, %86
  br i1 %110, label %123, label %111

111:                                              ; preds = %83, %107
  %112 = phi i32 [ 0, %83 ], [ %86, %107 ]
  %113 = phi i32 [ %82, %83 ], [ %109, %107 ]
  br label %114

114:                                              ; preds = %111, %114
  %115 = phi i32 [ %121, %114 ], [ %112, %111 ]
  %116 = phi i32 [ %120, %114 ], [ %113, %111 ]
  %117 = xor i32 %115, %76
  %118 = lshr i32 %117, 2
  %119 = and i32 %118, 1
  %120 = add nsw i32 %119, %116
  %121 = add nuw nsw i32 %115, 1
  %122 = icmp eq i32 %115, %79
  br i1 %122, label %123, label %114, !llvm.loop !14

123:                                              ; preds = %114, %107, %74
  %124 = phi i32 [ %82, %74 ], [ %109, %107 ], [ %120, %114 ]
  %125 = add nuw nsw i32 %76, 1
  %126 = icmp eq i32 %125, %1
  %127 = insertelement <2 x i32> poison, i32 %125, i64 0
  %128 = insertelement <2 x i32> %127, i32 %124, i64 1
  br i1 %126, label %70, label %74, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @sum_to(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = zext i32 %4 to i64
  %6 = shl nuw nsw i64 %5, 1
  %7 = zext i32 %4 to i64
  %8 = add nsw i32 %0, -2
  %9 = zext i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = lshr i64 %10, 1
  %12 = add nuw nsw i64 %6, %11
  %13 = add nuw nsw i64 %12, 1
  br label %14

14:                                               ; preds = %3, %1
  %15 = phi i64 [ 0, %1 ], [ %13, %3 ]
  ret i64 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @collatz_steps(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i64 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i64 [ %11, %3 ], [ %0, %1 ]
  %6 = and i64 %5, 1
  %7 = icmp eq i64 %6, 0
  %8 = mul i64 %5, 3
  %9 = add i64 %8, 1
  %10 = lshr i64 %5, 1
  %11 = select i1 %7, i64 %10, i64 %9
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp eq i64 %11, 1
  br i1 %13, label %14, label %3, !llvm.loop !16

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @digits(i32 noundef %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i32 [ %0, %1 ], [ %6, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %5, %2 ]
  %5 = add nuw nsw i32 %4, 1
  %6 = udiv i32 %3, 10
  %7 = icmp ult i32 %3, 10
  br i1 %7, label %8, label %2, !llvm.loop !17

8:                                                ; preds = %2
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !12}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
