; ModuleID = 'tests/differential/src/long_arith.c'
source_filename = "tests/differential/src/long_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"poly_hash %016lx %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"differential testing\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"x86-64 backend\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"alt_sum %ld %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"absdiff %lu %lu\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"mixed %ld \00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"\0Atrunc_mul %u geometric %016lx %lu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @poly_hash(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef 31)
  %2 = tail call fastcc i64 @poly_hash(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i64 noundef 1000003)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i64 noundef %1, i64 noundef %2)
  %4 = tail call fastcc i64 @alt_sum(i32 noundef 100)
  %5 = tail call fastcc i64 @alt_sum(i32 noundef 10000)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i64 noundef %4, i64 noundef %5)
  %7 = tail call fastcc i64 @absdiff(i64 noundef 5, i64 noundef -9223372036854775808)
  %8 = tail call fastcc i64 @absdiff(i64 noundef -1, i64 noundef 1)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i64 noundef %7, i64 noundef %8)
  %10 = tail call fastcc i64 @mixed(i32 noundef -370368, i32 noundef -1294967317, i64 noundef -29629629630)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %10)
  %12 = tail call fastcc i64 @mixed(i32 noundef -246912, i32 noundef -1294967310, i64 noundef -19753086420)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %12)
  %14 = tail call fastcc i64 @mixed(i32 noundef -123456, i32 noundef -1294967303, i64 noundef -9876543210)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %14)
  %16 = tail call fastcc i64 @mixed(i32 noundef 0, i32 noundef -1294967296, i64 noundef 0)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %16)
  %18 = tail call fastcc i64 @mixed(i32 noundef 123456, i32 noundef -1294967289, i64 noundef 9876543210)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %18)
  %20 = tail call fastcc i64 @mixed(i32 noundef 246912, i32 noundef -1294967282, i64 noundef 19753086420)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %20)
  %22 = tail call fastcc i64 @mixed(i32 noundef 370368, i32 noundef -1294967275, i64 noundef 29629629630)
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %22)
  %24 = tail call fastcc i64 @geometric(i64 noundef 3, i32 noundef 64)
  %25 = tail call fastcc i64 @geometric(i64 noundef 10, i32 noundef 19)
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1520651913, i64 noundef %24, i64 noundef %25)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @poly_hash(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #2 {
  %3 = load i8, i8* %0, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %15, label %5

5:                                                ; preds = %2, %5
  %6 = phi i8 [ %13, %5 ], [ %3, %2 ]
  %7 = phi i64 [ %12, %5 ], [ 0, %2 ]
  %8 = phi i8* [ %10, %5 ], [ %0, %2 ]
  %9 = mul i64 %7, %1
  %10 = getelementptr inbounds i8, i8* %8, i64 1
  %11 = zext i8 %6 to i64
  %12 = add i64 %9, %11
  %13 = load i8, i8* %10, align 1, !tbaa !5
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %5, !llvm.loop !8

15:                                               ; preds = %5, %2
  %16 = phi i64 [ 0, %2 ], [ %12, %5 ]
  ret i64 %16
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @alt_sum(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %22, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = and i64 %4, 1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967294
  br label %24

9:                                                ; preds = %24, %3
  %10 = phi i64 [ undef, %3 ], [ %35, %24 ]
  %11 = phi i64 [ 1, %3 ], [ %36, %24 ]
  %12 = phi i64 [ 0, %3 ], [ %35, %24 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %22, label %14

14:                                               ; preds = %9
  %15 = and i64 %11, 1
  %16 = icmp eq i64 %15, 0
  %17 = mul nsw i64 %11, %11
  %18 = sub nsw i64 0, %17
  %19 = select i1 %16, i64 %18, i64 %17
  %20 = mul i64 %19, %11
  %21 = add nsw i64 %20, %12
  br label %22

22:                                               ; preds = %14, %9, %1
  %23 = phi i64 [ 0, %1 ], [ %10, %9 ], [ %21, %14 ]
  ret i64 %23

24:                                               ; preds = %24, %7
  %25 = phi i64 [ 1, %7 ], [ %36, %24 ]
  %26 = phi i64 [ 0, %7 ], [ %35, %24 ]
  %27 = phi i64 [ 0, %7 ], [ %37, %24 ]
  %28 = mul nsw i64 %25, %25
  %29 = mul i64 %28, %25
  %30 = add nsw i64 %29, %26
  %31 = xor i64 %25, -1
  %32 = add nuw nsw i64 %25, 1
  %33 = mul i64 %32, %31
  %34 = mul i64 %33, %32
  %35 = add nsw i64 %34, %30
  %36 = add nuw nsw i64 %25, 2
  %37 = add i64 %27, 2
  %38 = icmp eq i64 %37, %8
  br i1 %38, label %9, label %24, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @absdiff(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp ugt i64 %0, %1
  %4 = sub i64 %0, %1
  %5 = sub i64 %1, %0
  %6 = select i1 %3, i64 %4, i64 %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mixed(i32 noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #4 {
  %4 = sext i32 %0 to i64
  %5 = zext i32 %1 to i64
  %6 = or i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = sdiv i64 %2, %7
  %9 = srem i64 %2, 1000
  %10 = add nsw i64 %9, %4
  %11 = mul i64 %10, %5
  %12 = sub i64 %11, %8
  ret i64 %12
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @geometric(i64 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = add i32 %1, -1
  %6 = and i32 %1, 7
  %7 = icmp ult i32 %5, 7
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %1, -8
  br label %25

10:                                               ; preds = %25, %4
  %11 = phi i64 [ undef, %4 ], [ %43, %25 ]
  %12 = phi i64 [ 1, %4 ], [ %44, %25 ]
  %13 = phi i64 [ 0, %4 ], [ %43, %25 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %20, %15 ], [ %12, %10 ]
  %17 = phi i64 [ %19, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %21, %15 ], [ 0, %10 ]
  %19 = add i64 %16, %17
  %20 = mul i64 %16, %0
  %21 = add i32 %18, 1
  %22 = icmp eq i32 %21, %6
  br i1 %22, label %23, label %15, !llvm.loop !11

23:                                               ; preds = %10, %15, %2
  %24 = phi i64 [ 0, %2 ], [ %11, %10 ], [ %19, %15 ]
  ret i64 %24

25:                                               ; preds = %25, %8
  %26 = phi i64 [ 1, %8 ], [ %44, %25 ]
  %27 = phi i64 [ 0, %8 ], [ %43, %25 ]
  %28 = phi i32 [ 0, %8 ], [ %45, %25 ]
  %29 = add i64 %26, %27
  %30 = mul i64 %26, %0
  %31 = add i64 %30, %29
  %32 = mul i64 %30, %0
  %33 = add i64 %32, %31
  %34 = mul i64 %32, %0
  %35 = add i64 %34, %33
  %36 = mul i64 %34, %0
  %37 = add i64 %36, %35
  %38 = mul i64 %36, %0
  %39 = add i64 %38, %37
  %40 = mul i64 %38, %0
  %41 = add i64 %40, %39
  %42 = mul i64 %40, %0
  %43 = add i64 %42, %41
  %44 = mul i64 %42, %0
  %45 = add i32 %28, 8
  %46 = icmp eq i32 %45, %9
  br i1 %46, label %10, label %25, !llvm.loop !13
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !9}
