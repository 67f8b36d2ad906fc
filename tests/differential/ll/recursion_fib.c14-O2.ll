; ModuleID = 'tests/differential/src/recursion_fib.c'
source_filename = "tests/differential/src/recursion_fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@input = internal global i32 25, align 4
@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,3) = %u ack(3,3) = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"even(77)=%d odd(77)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"gcd = %ld %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"hanoi moves = %d\0A\00", align 1
@moves = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [24 x i8] c"3^20 = %ld, 7^15 = %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"move disk %d %d->%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @input, align 4, !tbaa !5
  %2 = tail call fastcc i32 @fib(i32 noundef %1)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i32 noundef %2)
  %4 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %5 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %4, i32 noundef %5)
  br label %7

7:                                                ; preds = %9, %0
  %8 = phi i32 [ 77, %0 ], [ %10, %9 ]
  switch i32 %8, label %9 [
    i32 0, label %11
    i32 1, label %12
  ]

9:                                                ; preds = %7
  %10 = add i32 %8, -2
  br label %7

11:                                               ; preds = %7
  br label %12

12:                                               ; preds = %7, %11
  %13 = phi i32 [ 1, %11 ], [ 0, %7 ]
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef %13, i32 noundef 1)
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ %18, %15 ], [ 462, %12 ]
  %17 = phi i64 [ %16, %15 ], [ 1071, %12 ]
  %18 = srem i64 %17, %16
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %15

20:                                               ; preds = %15, %20
  %21 = phi i64 [ %23, %20 ], [ 987654321, %15 ]
  %22 = phi i64 [ %21, %20 ], [ 370370367, %15 ]
  %23 = srem i64 %22, %21
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %20

25:                                               ; preds = %20
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i64 noundef %16, i64 noundef %21)
  tail call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %27 = load i32, i32* @moves, align 4, !tbaa !5
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %27)
  %29 = tail call fastcc i64 @power(i64 noundef 3, i32 noundef 20)
  %30 = tail call fastcc i64 @power(i64 noundef 7, i32 noundef 15)
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), i64 noundef %29, i64 noundef %30)
  %32 = tail call fastcc i32 @fib(i32 noundef 10)
  %33 = srem i32 %32, 7
  ret i32 %33
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %18, label %6

6:                                                ; preds = %4, %16
  %7 = phi i32 [ %8, %16 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %16 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %16 ], [ %0, %4 ]
  %10 = add nsw i32 %9, -1
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2)
  %11 = load i32, i32* @moves, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @moves, align 4, !tbaa !5
  %13 = icmp sgt i32 %9, 8
  br i1 %13, label %14, label %16

14:                                               ; preds = %6
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i32 noundef %9, i32 noundef %8, i32 noundef %2)
  br label %16

16:                                               ; preds = %14, %6
  %17 = icmp eq i32 %10, 0
  br i1 %17, label %18, label %6

18:                                               ; preds = %16, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i64 @power(i64 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi i64 [ %13, %6 ], [ 1, %2 ]
  ret i64 %5

6:                                                ; preds = %2
  %7 = lshr i32 %1, 1
  %8 = tail call fastcc i64 @power(i64 noundef %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, i64 1, i64 %0
  %12 = mul i64 %8, %11
  %13 = mul i64 %12, %8
  br label %4
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
