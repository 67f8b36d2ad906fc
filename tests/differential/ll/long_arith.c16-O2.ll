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
  %1 = tail call fastcc i64 @poly_hash(ptr noundef nonnull @.str.1, i64 noundef 31)
  %2 = tail call fastcc i64 @poly_hash(ptr noundef nonnull @.str.2, i64 noundef 1000003)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef %2)
  %4 = tail call fastcc i64 @alt_sum(i32 noundef 100)
  %5 = tail call fastcc i64 @alt_sum(i32 noundef 10000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %4, i64 noundef %5)
  %7 = tail call fastcc i64 @absdiff(i64 noundef 5, i64 noundef -9223372036854775808)
  %8 = tail call fastcc i64 @absdiff(i64 noundef -1, i64 noundef 1)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %7, i64 noundef %8)
  %10 = tail call fastcc i64 @mixed(i32 noundef -370368, i32 noundef -1294967317, i64 noundef -29629629630)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %10)
  %12 = tail call fastcc i64 @mixed(i32 noundef -246912, i32 noundef -1294967310, i64 noundef -19753086420)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %12)
  %14 = tail call fastcc i64 @mixed(i32 noundef -123456, i32 noundef -1294967303, i64 noundef -9876543210)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %14)
  %16 = tail call fastcc i64 @mixed(i32 noundef 0, i32 noundef -1294967296, i64 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %16)
  %18 = tail call fastcc i64 @mixed(i32 noundef 123456, i32 noundef -1294967289, i64 noundef 9876543210)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %18)
  %20 = tail call fastcc i64 @mixed(i32 noundef 246912, i32 noundef -1294967282, i64 noundef 19753086420)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %20)
  %22 = tail call fastcc i64 @mixed(i32 noundef 370368, i32 noundef -1294967275, i64 noundef 29629629630)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %22)
  %24 = tail call fastcc i64 @geometric(i64 noundef 3, i32 noundef 64)
  %25 = tail call fastcc i64 @geometric(i64 noundef 10, i32 noundef 19)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1520651913, i64 noundef %24, i64 noundef %25)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @poly_hash(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #2 {
  %3 = load i8, ptr %0, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %15, label %5

5:                                                ; preds = %2, %5
  %6 = phi i8 [ %13, %5 ], [ %3, %2 ]
  %7 = phi i64 [ %12, %5 ], [ 0, %2 ]
  %8 = phi ptr [ %10, %5 ], [ %0, %2 ]
  %9 = mul i64 %7, %1
  %10 = getelementptr inbounds i8, ptr %8, i64 1
  %11 = zext i8 %6 to i64
  %12 = add i64 %9, %11
  %13 = load i8, ptr %10, align 1, !tbaa !5
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %5, !llvm.loop !8

15:                                               ; preds = %5, %2
  %16 = phi i64 [ 0, %2 ], [ %12, %5 ]
  ret i64 %16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @absdiff(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp ugt i64 %0, %1
  %4 = sub i64 %0, %1
  %5 = sub i64 %1, %0
  %6 = select i1 %3, i64 %4, i64 %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @geometric(i64 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, -8
  br label %24

9:                                                ; preds = %24, %4
  %10 = phi i64 [ undef, %4 ], [ %42, %24 ]
  %11 = phi i64 [ 1, %4 ], [ %43, %24 ]
  %12 = phi i64 [ 0, %4 ], [ %42, %24 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %22, label %14

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %19, %14 ], [ %11, %9 ]
  %16 = phi i64 [ %18, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %20, %14 ], [ 0, %9 ]
  %18 = add i64 %15, %16
  %19 = mul i64 %15, %0
  %20 = add i32 %17, 1
  %21 = icmp eq i32 %20, %5
  br i1 %21, label %22, label %14, !llvm.loop !11

22:                                               ; preds = %9, %14, %2
  %23 = phi i64 [ 0, %2 ], [ %10, %9 ], [ %18, %14 ]
  ret i64 %23

24:                                               ; preds = %24, %7
  %25 = phi i64 [ 1, %7 ], [ %43, %24 ]
  %26 = phi i64 [ 0, %7 ], [ %42, %24 ]
  %27 = phi i32 [ 0, %7 ], [ %44, %24 ]
  %28 = add i64 %25, %26
  %29 = mul i64 %25, %0
  %30 = add i64 %29, %28
  %31 = mul i64 %29, %0
  %32 = add i64 %31, %30
  %33 = mul i64 %31, %0
  %34 = add i64 %33, %32
  %35 = mul i64 %33, %0
  %36 = add i64 %35, %34
  %37 = mul i64 %35, %0
  %38 = add i64 %37, %36
  %39 = mul i64 %37, %0
  %40 = add i64 %39, %38
  %41 = mul i64 %39, %0
  %42 = add i64 %41, %40
  %43 = mul i64 %41, %0
  %44 = add i32 %27, 8
  %45 = icmp eq i32 %44, %8
  br i1 %45, label %9, label %24, !llvm.loop !13
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !9}
