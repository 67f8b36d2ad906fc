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
  %1 = load volatile i32, i32* @limit, align 4, !tbaa !5
  %2 = tail call fastcc i64 @sum_to(i32 noundef %1)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i64 noundef %2)
  %4 = mul i32 %1, 10
  %5 = icmp sgt i32 %4, 1
  br i1 %5, label %6, label %8

6:                                                ; preds = %0
  %7 = zext i32 %4 to i64
  br label %60

8:                                                ; preds = %60, %0
  %9 = phi i32 [ 0, %0 ], [ %66, %60 ]
  %10 = phi i32 [ 0, %0 ], [ %68, %60 ]
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.1, i64 0, i64 0), i32 noundef %4, i32 noundef %10, i32 noundef %9)
  %12 = tail call fastcc i32 @digits(i32 noundef 1)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1, i32 noundef %12)
  %14 = tail call fastcc i32 @digits(i32 noundef 10)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 10, i32 noundef %14)
  %16 = tail call fastcc i32 @digits(i32 noundef 73)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 73, i32 noundef %16)
  %18 = tail call fastcc i32 @digits(i32 noundef 514)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 514, i32 noundef %18)
  %20 = tail call fastcc i32 @digits(i32 noundef 3601)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 3601, i32 noundef %20)
  %22 = tail call fastcc i32 @digits(i32 noundef 25210)
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 25210, i32 noundef %22)
  %24 = tail call fastcc i32 @digits(i32 noundef 176473)
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 176473, i32 noundef %24)
  %26 = tail call fastcc i32 @digits(i32 noundef 1235314)
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1235314, i32 noundef %26)
  %28 = tail call fastcc i32 @digits(i32 noundef 8647201)
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 8647201, i32 noundef %28)
  %30 = tail call fastcc i32 @digits(i32 noundef 60530410)
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 60530410, i32 noundef %30)
  %32 = tail call fastcc i32 @digits(i32 noundef 423712873)
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 423712873, i32 noundef %32)
  %34 = tail call fastcc i32 @digits(i32 noundef -1328977182)
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1328977182, i32 noundef %34)
  %36 = tail call fastcc i32 @digits(i32 noundef -712905679)
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef -712905679, i32 noundef %36)
  %38 = tail call fastcc i32 @digits(i32 noundef -695372454)
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef -695372454, i32 noundef %38)
  %40 = tail call fastcc i32 @digits(i32 noundef -572639879)
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef -572639879, i32 noundef %40)
  %42 = tail call fastcc i32 @digits(i32 noundef 286488146)
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 286488146, i32 noundef %42)
  %44 = tail call fastcc i32 @digits(i32 noundef 2005417025)
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2005417025, i32 noundef %44)
  %46 = tail call fastcc i32 @digits(i32 noundef 1153017290)
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1153017290, i32 noundef %46)
  %48 = tail call fastcc i32 @digits(i32 noundef -518813559)
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef -518813559, i32 noundef %48)
  %50 = tail call fastcc i32 @digits(i32 noundef 663272386)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 663272386, i32 noundef %50)
  %52 = tail call fastcc i32 @digits(i32 noundef 347939409)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef 347939409, i32 noundef %52)
  %54 = tail call fastcc i32 @digits(i32 noundef -1859391430)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1859391430, i32 noundef %54)
  %56 = icmp sgt i32 %1, 0
  br i1 %56, label %57, label %71

57:                                               ; preds = %8
  %58 = add i32 %1, -1
  %59 = icmp eq i32 %58, 0
  br label %75

60:                                               ; preds = %6, %60
  %61 = phi i64 [ 1, %6 ], [ %69, %60 ]
  %62 = phi i32 [ 0, %6 ], [ %68, %60 ]
  %63 = phi i32 [ 0, %6 ], [ %66, %60 ]
  %64 = tail call fastcc i32 @collatz_steps(i64 noundef %61)
  %65 = icmp sgt i32 %64, %63
  %66 = select i1 %65, i32 %64, i32 %63
  %67 = trunc i64 %61 to i32
  %68 = select i1 %65, i32 %67, i32 %62
  %69 = add nuw nsw i64 %61, 1
  %70 = icmp eq i64 %69, %7
  br i1 %70, label %8, label %60, !llvm.loop !9

71:                                               ; preds = %162, %8
  %72 = phi i32 [ 0, %8 ], [ %163, %162 ]
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %72)
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef 16206)
  ret i32 0

75:                                               ; preds = %57, %162
  %76 = phi i32 [ %164, %162 ], [ 0, %57 ]
  %77 = phi i32 [ %163, %162 ], [ 0, %57 ]
  %78 = call i32 @llvm.umin.i32(i32 %76, i32 %58)
  %79 = add nuw nsw i32 %78, 1
  %80 = select i1 %59, i32 1, i32 %79
  %81 = urem i32 %76, 3
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %162, label %83

83:                                               ; preds = %75
  %84 = icmp ult i32 %80, 8
  br i1 %84, label %148, label %85

85:                                               ; preds = %83
  %86 = and i32 %80, 2147483640
  %87 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %77, i64 0
  %88 = insertelement <4 x i32> poison, i32 %76, i64 0
  %89 = shufflevector <4 x i32> %88, <4 x i32> poison, <4 x i32> zeroinitializer
  %90 = insertelement <4 x i32> poison, i32 %76, i64 0
  %91 = shufflevector <4 x i32> %90, <4 x i32> poison, <4 x i32> zeroinitializer
  %92 = add nsw i32 %86, -8
  %93 = lshr exact i32 %92, 3
  %94 = add nuw nsw i32 %93, 1
  %95 = and i32 %94, 1
  %96 = icmp eq i32 %92, 0
  br i1 %96, label %125, label %97

97:                                               ; preds = %85
  %98 = and i32 %94, 1073741822
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %97 ], [ %122, %99 ]
  %101 = phi <4 x i32> [ %87, %97 ], [ %120, %99 ]
  %102 = phi <4 x i32> [ zeroinitializer, %97 ], [ %121, %99 ]
  %103 = phi i32 [ 0, %97 ], [ %123, %99 ]
  %104 = add <4 x i32> %100, <i32 4, i32 4, i32 4, i32 4>
  %105 = xor <4 x i32> %100, %89
  %106 = xor <4 x i32> %104, %91
  %107 = lshr <4 x i32> %105, <i32 2, i32 2, i32 2, i32 2>
  %108 = lshr <4 x i32> %106, <i32 2, i32 2, i32 2, i32 2>
  %109 = and <4 x i32> %107, <i32 1, i32 1, i32 1, i32 1>
  %110 = and <4 x i32> %108, <i32 1, i32 1, i32 1, i32 1>
  %111 = add <4 x i32> %109, %101
  %112 = add <4 x i32> %110, %102
  %113 = add <4 x i32> %100, <i32 4, i32 4, i32 4, i32 4>
  %114 = xor <4 x i32> %100, %89
  %115 = xor <4 x i32> %113, %91
  %116 = lshr <4 x i32> %114, <i32 2, i32 2, i32 2, i32 2>
  %117 = lshr <4 x i32> %115, <i32 2, i32 2, i32 2, i32 2>
  %118 = and <4 x i32> %116, <i32 1, i32 1, i32 1, i32 1>
  %119 = and <4 x i32> %117, <i32 1, i32 1, i32 1, i32 1>
  %120 = add <4 x i32> %118, %111
  %121 = add <4 x i32> %119, %112
  %122 = add <4 x i32> %100, <i32 16, i32 16, i32 16, i32 16>
  %123 = add i32 %103, 2
  %124 = icmp eq i32 %123, %98
  br i1 %124, label %125, label %99, !llvm.loop !11

125:                                              ; preds = %99, %85
  %126 = phi <4 x i32> [ undef, %85 ], [ %120, %99 ]
  %127 = phi <4 x i32> [ undef, %85 ], [ %121, %99 ]
  %128 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %85 ], [ %122, %99 ]
  %129 = phi <4 x i32> [ %87, %85 ], [ %120, %99 ]
  %130 = phi <4 x i32> [ zeroinitializer, %85 ], [ %121, %99 ]
  %131 = icmp eq i32 %95, 0
  br i1 %131, label %142, label %132

132:                                              ; preds = %125
  %133 = add <4 x i32> %128, <i32 4, i32 4, i32 4, i32 4>
  %134 = xor <4 x i32> %128, %89
  %135 = xor <4 x i32> %133, %91
  %136 = lshr <4 x i32> %134, <i32 2, i32 2, i32 2, i32 2>
  %137 = lshr <4 x i32> %135, <i32 2, i32 2, i32 2, i32 2>
  %138 = and <4 x i32> %136, <i32 1, i32 1, i32 1, i32 1>
  %139 = and <4 x i32> %137, <i32 1, i32 1, i32 1, i32 1>
  %140 = add <4 x i32> %138, %129
  %141 = add <4 x i32> %139, %130
  br label %142

142:                                              ; preds = %125, %132
  %143 = phi <4 x i32> [ %126, %125 ], [ %140, %132 ]
  %144 = phi <4 x i32> [ %127, %125 ], [ %141, %132 ]
  %145 = add <4 x i32> %144, %143
  %146 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %145)
  %147 = icmp eq i32 %80, %86
  br i1 %147, label %162, label %148

148:                                              ; preds = %83, %142
  %149 = phi i32 [ 0, %83 ], [ %86, %142 ]
  %150 = phi i32 [ %77, %83 ], [ %146, %142 ]
  br label %151

151:                                              ; preds = %148, %151
  %152 = phi i32 [ %158, %151 ], [ %149, %148 ]
  %153 = phi i32 [ %157, %151 ], [ %150, %148 ]
  %154 = xor i32 %152, %76
  %155 = lshr i32 %154, 2
  %156 = and i32 %155, 1
  %157 = add nsw i32 %156, %153
  %158 = add nuw nsw i32 %152, 1
  %159 = icmp sge i32 %158, %1
  %160 = icmp uge i32 %152, %76
  %161 = select i1 %159, i1 true, i1 %160
  br i1 %161, label %162, label %151, !llvm.loop !13

162:                                              ; preds = %151, %142, %75
  %163 = phi i32 [ %77, %75 ], [ %146, %142 ], [ %157, %151 ]
  %164 = add nuw nsw i32 %76, 1
  %165 = icmp eq i32 %164, %1
  br i1 %165, label %71, label %75, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
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

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
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

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10, !12}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = distinct !{!13, !10, !14, !12}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
