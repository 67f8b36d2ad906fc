; ModuleID = 'tests/differential/src/sudoku.c'
source_filename = "tests/differential/src/sudoku.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"530070000600195000098000060800060003400803001700020006060000280000419005000080079\00", align 1
@grid = internal unnamed_addr global [81 x i32] zeroinitializer, align 16
@rows = internal unnamed_addr global [9 x i32] zeroinitializer, align 16
@cols = internal unnamed_addr global [9 x i32] zeroinitializer, align 16
@boxes = internal unnamed_addr global [9 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [27 x i8] c"solved %d after %ld nodes\0A\00", align 1
@nodes = internal unnamed_addr global i64 0, align 8
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %34
  %2 = tail call fastcc i32 @solve()
  %3 = load i64, ptr @nodes, align 8, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2, i64 noundef %3)
  br label %37

5:                                                ; preds = %0, %34
  %6 = phi i64 [ 0, %0 ], [ %35, %34 ]
  %7 = getelementptr inbounds i8, ptr @.str, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !9
  %9 = sext i8 %8 to i32
  %10 = add nsw i32 %9, -48
  %11 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %6
  store i32 %10, ptr %11, align 4, !tbaa !10
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %34, label %13

13:                                               ; preds = %5
  %14 = shl nuw i32 1, %10
  %15 = trunc i64 %6 to i8
  %16 = udiv i8 %15, 9
  %17 = zext i8 %16 to i64
  %18 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = or i32 %19, %14
  store i32 %20, ptr %18, align 4, !tbaa !10
  %21 = urem i8 %15, 9
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = or i32 %24, %14
  store i32 %25, ptr %23, align 4, !tbaa !10
  %26 = udiv i8 %15, 27
  %27 = mul nuw nsw i8 %26, 3
  %28 = udiv i8 %21, 3
  %29 = add nuw nsw i8 %27, %28
  %30 = zext i8 %29 to i64
  %31 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = or i32 %32, %14
  store i32 %33, ptr %31, align 4, !tbaa !10
  br label %34

34:                                               ; preds = %5, %13
  %35 = add nuw nsw i64 %6, 1
  %36 = icmp eq i64 %35, 81
  br i1 %36, label %1, label %5, !llvm.loop !12

37:                                               ; preds = %1, %37
  %38 = phi i64 [ 0, %1 ], [ %76, %37 ]
  %39 = mul nuw nsw i64 %38, 9
  %40 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !10
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41)
  %43 = add nuw nsw i64 %39, 1
  %44 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !10
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %45)
  %47 = add nuw nsw i64 %39, 2
  %48 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !10
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49)
  %51 = add nuw nsw i64 %39, 3
  %52 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !10
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %53)
  %55 = add nuw nsw i64 %39, 4
  %56 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %57)
  %59 = add nuw nsw i64 %39, 5
  %60 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !10
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %61)
  %63 = add nuw nsw i64 %39, 6
  %64 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !10
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %65)
  %67 = add nuw nsw i64 %39, 7
  %68 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !10
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %69)
  %71 = add nuw nsw i64 %39, 8
  %72 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !10
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %73)
  %75 = tail call i32 @putchar(i32 10)
  %76 = add nuw nsw i64 %38, 1
  %77 = icmp eq i64 %76, 9
  br i1 %77, label %78, label %37, !llvm.loop !14

78:                                               ; preds = %37
  ret i32 0
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @solve() unnamed_addr #1 {
  %1 = load i64, ptr @nodes, align 8, !tbaa !5
  %2 = add nsw i64 %1, 1
  store i64 %2, ptr @nodes, align 8, !tbaa !5
  br label %3

3:                                                ; preds = %0, %37
  %4 = phi i64 [ 0, %0 ], [ %41, %37 ]
  %5 = phi i32 [ -1, %0 ], [ %40, %37 ]
  %6 = phi i32 [ 10, %0 ], [ %39, %37 ]
  %7 = phi i32 [ 0, %0 ], [ %38, %37 ]
  %8 = trunc i64 %4 to i32
  %9 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %4
  %10 = load i32, ptr %9, align 4, !tbaa !10
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %37

12:                                               ; preds = %3
  %13 = trunc i64 %4 to i8
  %14 = udiv i8 %13, 9
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !10
  %18 = urem i8 %13, 9
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !10
  %22 = or i32 %21, %17
  %23 = udiv i8 %13, 27
  %24 = mul nuw nsw i8 %23, 3
  %25 = udiv i8 %18, 3
  %26 = add nuw nsw i8 %24, %25
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !10
  %30 = or i32 %22, %29
  %31 = and i32 %30, 1022
  %32 = xor i32 %31, 1022
  %33 = tail call i32 @llvm.ctpop.i32(i32 %32), !range !15
  %34 = icmp slt i32 %33, %6
  br i1 %34, label %35, label %37

35:                                               ; preds = %12
  %36 = icmp ult i32 %33, 2
  br i1 %36, label %43, label %37

37:                                               ; preds = %35, %12, %3
  %38 = phi i32 [ %7, %3 ], [ %32, %35 ], [ %7, %12 ]
  %39 = phi i32 [ %6, %3 ], [ %33, %35 ], [ %6, %12 ]
  %40 = phi i32 [ %5, %3 ], [ %8, %35 ], [ %5, %12 ]
  %41 = add nuw nsw i64 %4, 1
  %42 = icmp eq i64 %41, 81
  br i1 %42, label %45, label %3, !llvm.loop !16

43:                                               ; preds = %35
  %44 = trunc i64 %4 to i32
  br label %45

45:                                               ; preds = %37, %43
  %46 = phi i32 [ %32, %43 ], [ %38, %37 ]
  %47 = phi i32 [ %44, %43 ], [ %40, %37 ]
  %48 = icmp slt i32 %47, 0
  br i1 %48, label %97, label %49

49:                                               ; preds = %45
  %50 = icmp eq i32 %46, 0
  %51 = zext i32 %47 to i64
  br i1 %50, label %95, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %51
  %54 = udiv i32 %47, 9
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %55
  %57 = urem i32 %47, 9
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %58
  %60 = udiv i32 %47, 27
  %61 = mul nuw nsw i32 %60, 3
  %62 = urem i32 %47, 9
  %63 = trunc i32 %62 to i8
  %64 = udiv i8 %63, 3
  %65 = zext i8 %64 to i32
  %66 = add nuw nsw i32 %61, %65
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %67
  %69 = load i32, ptr %56, align 4, !tbaa !10
  %70 = load i32, ptr %59, align 4, !tbaa !10
  %71 = load i32, ptr %68, align 4, !tbaa !10
  br label %72

72:                                               ; preds = %52, %84
  %73 = phi i32 [ %71, %52 ], [ %91, %84 ]
  %74 = phi i32 [ %70, %52 ], [ %89, %84 ]
  %75 = phi i32 [ %69, %52 ], [ %87, %84 ]
  %76 = phi i32 [ %46, %52 ], [ %93, %84 ]
  %77 = tail call i32 @llvm.cttz.i32(i32 %76, i1 true), !range !17
  %78 = shl nuw i32 1, %77
  store i32 %77, ptr %53, align 4, !tbaa !10
  %79 = or i32 %75, %78
  store i32 %79, ptr %56, align 4, !tbaa !10
  %80 = or i32 %74, %78
  store i32 %80, ptr %59, align 4, !tbaa !10
  %81 = or i32 %73, %78
  store i32 %81, ptr %68, align 4, !tbaa !10
  %82 = tail call fastcc i32 @solve()
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %97

84:                                               ; preds = %72
  %85 = xor i32 %78, -1
  %86 = load i32, ptr %56, align 4, !tbaa !10
  %87 = and i32 %86, %85
  store i32 %87, ptr %56, align 4, !tbaa !10
  %88 = load i32, ptr %59, align 4, !tbaa !10
  %89 = and i32 %88, %85
  store i32 %89, ptr %59, align 4, !tbaa !10
  %90 = load i32, ptr %68, align 4, !tbaa !10
  %91 = and i32 %90, %85
  store i32 %91, ptr %68, align 4, !tbaa !10
  %92 = add i32 %76, -1
  %93 = and i32 %92, %76
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %72, !llvm.loop !18

95:                                               ; preds = %84, %49
  %96 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %51
  store i32 0, ptr %96, align 4, !tbaa !10
  br label %97

97:                                               ; preds = %72, %45, %95
  %98 = phi i32 [ 0, %95 ], [ 1, %45 ], [ 1, %72 ]
  ret i32 %98
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{i32 0, i32 10}
!16 = distinct !{!16, !13}
!17 = !{i32 0, i32 33}
!18 = distinct !{!18, !13}
