; ModuleID = 'tests/differential/src/date_calc.c'
source_filename = "tests/differential/src/date_calc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.names = internal unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@__const.main.dates = private unnamed_addr constant [7 x [3 x i32]] [[3 x i32] [i32 1970, i32 1, i32 1], [3 x i32] [i32 2000, i32 2, i32 29], [3 x i32] [i32 1969, i32 7, i32 20], [3 x i32] [i32 2038, i32 1, i32 19], [3 x i32] [i32 1600, i32 3, i32 1], [3 x i32] [i32 2024, i32 12, i32 31], [3 x i32] [i32 1900, i32 2, i32 28]], align 16
@.str.7 = private unnamed_addr constant [39 x i8] c"%04d-%02d-%02d %s %s days=%ld leap=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"leap years 1..2400: %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [36 x i8] c"days 1900-01-01 .. 2100-12-31: %ld\0A\00", align 1
@sakamoto.t = internal unnamed_addr constant [12 x i32] [i32 0, i32 3, i32 2, i32 5, i32 0, i32 3, i32 5, i32 1, i32 4, i32 6, i32 2, i32 4], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %29
  %2 = phi i64 [ 0, %0 ], [ %32, %29 ]
  %3 = getelementptr inbounds [7 x [3 x i32]], [7 x [3 x i32]]* @__const.main.dates, i64 0, i64 %2, i64 0
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = getelementptr inbounds [7 x [3 x i32]], [7 x [3 x i32]]* @__const.main.dates, i64 0, i64 %2, i64 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = getelementptr inbounds [7 x [3 x i32]], [7 x [3 x i32]]* @__const.main.dates, i64 0, i64 %2, i64 2
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = tail call fastcc i32 @sakamoto(i32 noundef %4, i32 noundef %6, i32 noundef %8)
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.names, i64 0, i64 %10
  %12 = load i8*, i8** %11, align 8, !tbaa !9
  %13 = tail call fastcc i32 @zeller(i32 noundef %4, i32 noundef %6, i32 noundef %8)
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.names, i64 0, i64 %14
  %16 = load i8*, i8** %15, align 8, !tbaa !9
  %17 = sext i32 %4 to i64
  %18 = tail call fastcc i64 @days_from_civil(i64 noundef %17, i32 noundef %6, i32 noundef %8)
  %19 = lshr i64 13, %2
  %20 = and i64 %19, 1
  %21 = icmp ne i64 %20, 0
  %22 = srem i32 %4, 100
  %23 = icmp eq i32 %22, 0
  %24 = or i1 %21, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %1
  %26 = srem i32 %4, 400
  %27 = icmp eq i32 %26, 0
  %28 = zext i1 %27 to i32
  br label %29

29:                                               ; preds = %1, %25
  %30 = phi i32 [ %28, %25 ], [ 1, %1 ]
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.7, i64 0, i64 0), i32 noundef %4, i32 noundef %6, i32 noundef %8, i8* noundef %12, i8* noundef %16, i64 noundef %18, i32 noundef %30)
  %32 = add nuw nsw i64 %2, 1
  %33 = icmp eq i64 %32, 7
  br i1 %33, label %34, label %1, !llvm.loop !11

34:                                               ; preds = %29, %34
  %35 = phi i32 [ %61, %34 ], [ 0, %29 ]
  %36 = phi <4 x i32> [ %62, %34 ], [ <i32 1, i32 2, i32 3, i32 4>, %29 ]
  %37 = phi <4 x i32> [ %59, %34 ], [ zeroinitializer, %29 ]
  %38 = phi <4 x i32> [ %60, %34 ], [ zeroinitializer, %29 ]
  %39 = phi <4 x i16> [ %63, %34 ], [ <i16 1, i16 2, i16 3, i16 4>, %29 ]
  %40 = add <4 x i16> %39, <i16 4, i16 4, i16 4, i16 4>
  %41 = and <4 x i32> %36, <i32 3, i32 3, i32 3, i32 3>
  %42 = and <4 x i32> %36, <i32 3, i32 3, i32 3, i32 3>
  %43 = icmp eq <4 x i32> %41, zeroinitializer
  %44 = icmp eq <4 x i32> %42, zeroinitializer
  %45 = urem <4 x i16> %39, <i16 100, i16 100, i16 100, i16 100>
  %46 = urem <4 x i16> %40, <i16 100, i16 100, i16 100, i16 100>
  %47 = icmp ne <4 x i16> %45, zeroinitializer
  %48 = icmp ne <4 x i16> %46, zeroinitializer
  %49 = urem <4 x i16> %39, <i16 400, i16 400, i16 400, i16 400>
  %50 = urem <4 x i16> %40, <i16 400, i16 400, i16 400, i16 400>
  %51 = icmp eq <4 x i16> %49, zeroinitializer
  %52 = icmp eq <4 x i16> %50, zeroinitializer
  %53 = and <4 x i1> %43, %47
  %54 = and <4 x i1> %44, %48
  %55 = select <4 x i1> %53, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %51
  %56 = zext <4 x i1> %55 to <4 x i32>
  %57 = select <4 x i1> %54, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %52
  %58 = zext <4 x i1> %57 to <4 x i32>
  %59 = add <4 x i32> %37, %56
  %60 = add <4 x i32> %38, %58
  %61 = add nuw i32 %35, 8
  %62 = add <4 x i32> %36, <i32 8, i32 8, i32 8, i32 8>
  %63 = add <4 x i16> %39, <i16 8, i16 8, i16 8, i16 8>
  %64 = icmp eq i32 %61, 2400
  br i1 %64, label %65, label %34, !llvm.loop !13

65:                                               ; preds = %34
  %66 = add <4 x i32> %60, %59
  %67 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %66)
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i32 noundef %67)
  %69 = tail call fastcc i64 @days_from_civil(i64 noundef 2100, i32 noundef 12, i32 noundef 31)
  %70 = tail call fastcc i64 @days_from_civil(i64 noundef 1900, i32 noundef 1, i32 noundef 1)
  %71 = sub nsw i64 %69, %70
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.9, i64 0, i64 0), i64 noundef %71)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @sakamoto(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i32 %1, 3
  %5 = sext i1 %4 to i32
  %6 = add nsw i32 %5, %0
  %7 = sdiv i32 %6, 4
  %8 = sdiv i32 %6, -100
  %9 = sdiv i32 %6, 400
  %10 = add nsw i32 %1, -1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [12 x i32], [12 x i32]* @sakamoto.t, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = add i32 %6, %2
  %15 = add i32 %14, %7
  %16 = add i32 %15, %8
  %17 = add i32 %16, %9
  %18 = add i32 %17, %13
  %19 = srem i32 %18, 7
  ret i32 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @zeller(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i32 %1, 3
  %5 = add nsw i32 %1, 12
  %6 = select i1 %4, i32 %5, i32 %1
  %7 = sext i1 %4 to i32
  %8 = add nsw i32 %7, %0
  %9 = srem i32 %8, 100
  %10 = sdiv i32 %8, 100
  %11 = mul i32 %6, 13
  %12 = add i32 %11, 13
  %13 = sdiv i32 %12, 5
  %14 = trunc i32 %9 to i8
  %15 = sdiv i8 %14, 4
  %16 = sext i8 %15 to i32
  %17 = sdiv i32 %8, 400
  %18 = mul nsw i32 %10, 5
  %19 = add i32 %9, %2
  %20 = add i32 %19, %17
  %21 = add i32 %20, %13
  %22 = add i32 %21, %18
  %23 = add i32 %22, %16
  %24 = srem i32 %23, 7
  %25 = trunc i32 %24 to i8
  %26 = add nsw i8 %25, 6
  %27 = urem i8 %26, 7
  %28 = zext i8 %27 to i32
  ret i32 %28
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @days_from_civil(i64 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp ult i32 %1, 3
  %5 = sext i1 %4 to i64
  %6 = add i64 %5, %0
  %7 = add nsw i64 %6, -399
  %8 = icmp slt i64 %6, 0
  %9 = select i1 %8, i64 %7, i64 %6
  %10 = sdiv i64 %9, 400
  %11 = mul nsw i64 %10, -400
  %12 = add i64 %11, %6
  %13 = trunc i64 %12 to i32
  %14 = icmp ugt i32 %1, 2
  %15 = select i1 %14, i32 -3, i32 9
  %16 = add i32 %15, %1
  %17 = mul i32 %16, 153
  %18 = add i32 %17, 2
  %19 = udiv i32 %18, 5
  %20 = mul i32 %13, 365
  %21 = lshr i32 %13, 2
  %22 = udiv i32 %13, 100
  %23 = add i32 %2, -1
  %24 = add i32 %23, %19
  %25 = add i32 %24, %21
  %26 = add i32 %25, %20
  %27 = sub i32 %26, %22
  %28 = mul nsw i64 %10, 146097
  %29 = zext i32 %27 to i64
  %30 = add i64 %28, -719468
  %31 = add i64 %30, %29
  ret i64 %31
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
