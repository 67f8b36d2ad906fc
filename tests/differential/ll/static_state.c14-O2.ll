; ModuleID = 'tests/differential/src/static_state.c'
source_filename = "tests/differential/src/static_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"\0Afib(90)=%lu fib(50)=%lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"popcount total %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"counter %d after reset %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@next_square.i = internal unnamed_addr global i32 0, align 4
@fib_memo.memo = internal unnamed_addr global [94 x i64] zeroinitializer, align 16
@fib_memo.have = internal unnamed_addr global [94 x i8] zeroinitializer, align 16
@popcount_table.table = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@popcount_table.ready = internal unnamed_addr global i1 false, align 4
@counter.c = internal unnamed_addr global i32 0, align 4
@reltable.cycle_name = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.6 to i64), i64 ptrtoint ([4 x i32]* @reltable.cycle_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.7 to i64), i64 ptrtoint ([4 x i32]* @reltable.cycle_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.8 to i64), i64 ptrtoint ([4 x i32]* @reltable.cycle_name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.9 to i64), i64 ptrtoint ([4 x i32]* @reltable.cycle_name to i64)) to i32)], align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"north\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"east\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"south\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"west\00", align 1
@cycle_name.idx = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @next_square()
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %1)
  %3 = tail call fastcc i32 @next_square()
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %3)
  %5 = tail call fastcc i32 @next_square()
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %5)
  %7 = tail call fastcc i32 @next_square()
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %7)
  %9 = tail call fastcc i32 @next_square()
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %9)
  %11 = tail call fastcc i32 @next_square()
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %11)
  %13 = tail call fastcc i64 @fib_memo(i32 noundef 90)
  %14 = tail call fastcc i64 @fib_memo(i32 noundef 50)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i64 noundef %13, i64 noundef %14)
  tail call fastcc void @popcount_table()
  br label %39

16:                                               ; preds = %39
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %60)
  %18 = tail call fastcc i32 @counter(i32 noundef 0)
  %19 = tail call fastcc i32 @counter(i32 noundef 0)
  %20 = tail call fastcc i32 @counter(i32 noundef 0)
  %21 = tail call fastcc i32 @counter(i32 noundef 0)
  %22 = tail call fastcc i32 @counter(i32 noundef 0)
  %23 = tail call fastcc i32 @counter(i32 noundef 0)
  %24 = tail call fastcc i32 @counter(i32 noundef 1)
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.3, i64 0, i64 0), i32 noundef %23, i32 noundef %24)
  %26 = tail call fastcc i8* @cycle_name()
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %26)
  %28 = tail call fastcc i8* @cycle_name()
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %28)
  %30 = tail call fastcc i8* @cycle_name()
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %30)
  %32 = tail call fastcc i8* @cycle_name()
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %32)
  %34 = tail call fastcc i8* @cycle_name()
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %34)
  %36 = tail call fastcc i8* @cycle_name()
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %36)
  %38 = tail call i32 @putchar(i32 10)
  ret i32 0

39:                                               ; preds = %0, %39
  %40 = phi i32 [ 0, %0 ], [ %60, %39 ]
  %41 = phi i32 [ 0, %0 ], [ %61, %39 ]
  %42 = and i32 %41, 255
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %43
  %45 = load i8, i8* %44, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = lshr i32 %41, 8
  %48 = and i32 %47, 255
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !5
  %52 = zext i8 %51 to i32
  tail call fastcc void @popcount_table()
  %53 = lshr i32 %41, 16
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  %57 = zext i8 %56 to i32
  %58 = add i32 %40, %46
  %59 = add i32 %58, %52
  %60 = add i32 %59, %57
  %61 = add nuw nsw i32 %41, 7
  %62 = icmp ult i32 %41, 99993
  br i1 %62, label %39, label %16, !llvm.loop !8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @next_square() unnamed_addr #2 {
  %1 = load i32, i32* @next_square.i, align 4, !tbaa !10
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @next_square.i, align 4, !tbaa !10
  %3 = mul nsw i32 %2, %2
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  br label %20

5:                                                ; preds = %1
  %6 = zext i32 %0 to i64
  %7 = getelementptr inbounds [94 x i8], [94 x i8]* @fib_memo.have, i64 0, i64 %6
  %8 = load i8, i8* %7, align 1, !tbaa !5
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %5
  %11 = getelementptr inbounds [94 x i64], [94 x i64]* @fib_memo.memo, i64 0, i64 %6
  %12 = load i64, i64* %11, align 8, !tbaa !12
  br label %20

13:                                               ; preds = %5
  %14 = add nsw i32 %0, -1
  %15 = tail call fastcc i64 @fib_memo(i32 noundef %14)
  %16 = add nsw i32 %0, -2
  %17 = tail call fastcc i64 @fib_memo(i32 noundef %16)
  %18 = add i64 %17, %15
  %19 = getelementptr inbounds [94 x i64], [94 x i64]* @fib_memo.memo, i64 0, i64 %6
  store i64 %18, i64* %19, align 8, !tbaa !12
  store i8 1, i8* %7, align 1, !tbaa !5
  br label %20

20:                                               ; preds = %13, %10, %3
  %21 = phi i64 [ %4, %3 ], [ %12, %10 ], [ %18, %13 ]
  ret i64 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @popcount_table() unnamed_addr #4 {
  %1 = load i1, i1* @popcount_table.ready, align 4
  br i1 %1, label %17, label %3

2:                                                ; preds = %3
  store i1 true, i1* @popcount_table.ready, align 4
  br label %17

3:                                                ; preds = %0, %3
  %4 = phi i64 [ %15, %3 ], [ 0, %0 ]
  %5 = lshr exact i64 %4, 1
  %6 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %5
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %4
  store i8 %7, i8* %8, align 2, !tbaa !5
  %9 = or i64 %4, 1
  %10 = lshr exact i64 %4, 1
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !5
  %13 = add i8 %12, 1
  %14 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %9
  store i8 %13, i8* %14, align 1, !tbaa !5
  %15 = add nuw nsw i64 %4, 2
  %16 = icmp eq i64 %15, 256
  br i1 %16, label %2, label %3, !llvm.loop !14

17:                                               ; preds = %2, %0
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @counter(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  %3 = load i32, i32* @counter.c, align 4
  %4 = add i32 %3, 1
  %5 = select i1 %2, i32 %4, i32 1
  store i32 %5, i32* @counter.c, align 4, !tbaa !10
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i8* @cycle_name() unnamed_addr #2 {
  %1 = load i32, i32* @cycle_name.idx, align 4, !tbaa !10
  %2 = add i32 %1, 1
  store i32 %2, i32* @cycle_name.idx, align 4, !tbaa !10
  %3 = and i32 %1, 3
  %4 = zext i32 %3 to i64
  %5 = shl i64 %4, 2
  %6 = call i8* @llvm.load.relative.i64(i8* bitcast ([4 x i32]* @reltable.cycle_name to i8*), i64 %5)
  ret i8* %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { argmemonly nofree nosync nounwind readonly willreturn }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
!14 = distinct !{!14, !9}
