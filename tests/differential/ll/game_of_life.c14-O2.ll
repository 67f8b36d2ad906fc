; ModuleID = 'tests/differential/src/game_of_life.c'
source_filename = "tests/differential/src/game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@grid = internal unnamed_addr global [16 x [32 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"alive %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%016lx%c\00", align 1
@nxt = internal unnamed_addr global [16 x [32 x i8]] zeroinitializer, align 16
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i64], align 16
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 3, i64 3), align 1, !tbaa !5
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 3, i64 2), align 2, !tbaa !5
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 3, i64 1), align 1, !tbaa !5
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 2, i64 3), align 1, !tbaa !5
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 1, i64 2), align 2, !tbaa !5
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 10, i64 22), align 2, !tbaa !5
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 10, i64 21), align 1, !tbaa !5
  store i8 1, i8* getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 10, i64 20), align 4, !tbaa !5
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  tail call fastcc void @step()
  br label %2

2:                                                ; preds = %0, %57
  %3 = phi i64 [ 0, %0 ], [ %60, %57 ]
  %4 = phi i32 [ 0, %0 ], [ %73, %57 ]
  br label %62

5:                                                ; preds = %57
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %73)
  %7 = bitcast [16 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %7) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(128) %7, i8 0, i64 128, i1 false)
  %8 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 4
  store i64 7516192768, i64* %8, align 16, !tbaa !8
  %9 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 8
  %10 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 9
  %11 = bitcast i64* %9 to <2 x i64>*
  store <2 x i64> <i64 96, i64 96>, <2 x i64>* %11, align 16, !tbaa !8
  %12 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 12
  store i64 -4611686018427387903, i64* %12, align 16, !tbaa !8
  %13 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 0
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  call fastcc void @step_packed(i64* noundef nonnull %13)
  %14 = load i64, i64* %13, align 16, !tbaa !8
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %14, i32 noundef 32)
  %16 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 1
  %17 = load i64, i64* %16, align 8, !tbaa !8
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %17, i32 noundef 32)
  %19 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 2
  %20 = load i64, i64* %19, align 16, !tbaa !8
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %20, i32 noundef 32)
  %22 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 3
  %23 = load i64, i64* %22, align 8, !tbaa !8
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %23, i32 noundef 10)
  %25 = load i64, i64* %8, align 16, !tbaa !8
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %25, i32 noundef 32)
  %27 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 5
  %28 = load i64, i64* %27, align 8, !tbaa !8
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %28, i32 noundef 32)
  %30 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 6
  %31 = load i64, i64* %30, align 16, !tbaa !8
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %31, i32 noundef 32)
  %33 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 7
  %34 = load i64, i64* %33, align 8, !tbaa !8
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %34, i32 noundef 10)
  %36 = load i64, i64* %9, align 16, !tbaa !8
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %36, i32 noundef 32)
  %38 = load i64, i64* %10, align 8, !tbaa !8
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %38, i32 noundef 32)
  %40 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 10
  %41 = load i64, i64* %40, align 16, !tbaa !8
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %41, i32 noundef 32)
  %43 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 11
  %44 = load i64, i64* %43, align 8, !tbaa !8
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %44, i32 noundef 10)
  %46 = load i64, i64* %12, align 16, !tbaa !8
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %46, i32 noundef 32)
  %48 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 13
  %49 = load i64, i64* %48, align 8, !tbaa !8
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %49, i32 noundef 32)
  %51 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 14
  %52 = load i64, i64* %51, align 16, !tbaa !8
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %52, i32 noundef 32)
  %54 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 15
  %55 = load i64, i64* %54, align 8, !tbaa !8
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %55, i32 noundef 10)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %7) #6
  ret i32 0

57:                                               ; preds = %62
  %58 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %59 = tail call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %58) #6
  %60 = add nuw nsw i64 %3, 1
  %61 = icmp eq i64 %60, 16
  br i1 %61, label %5, label %2, !llvm.loop !12

62:                                               ; preds = %2, %62
  %63 = phi i64 [ 0, %2 ], [ %74, %62 ]
  %64 = phi i32 [ %4, %2 ], [ %73, %62 ]
  %65 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %3, i64 %63
  %66 = load i8, i8* %65, align 1, !tbaa !5
  %67 = icmp eq i8 %66, 0
  %68 = select i1 %67, i32 46, i32 35
  %69 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10
  %70 = tail call i32 @putc(i32 noundef %68, %struct._IO_FILE* noundef %69) #6
  %71 = load i8, i8* %65, align 1, !tbaa !5
  %72 = zext i8 %71 to i32
  %73 = add nsw i32 %64, %72
  %74 = add nuw nsw i64 %63, 1
  %75 = icmp eq i64 %74, 32
  br i1 %75, label %57, label %62, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @step() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %0, %9
  %2 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %3 = add nuw i64 %2, 15
  %4 = and i64 %3, 15
  %5 = and i64 %2, 15
  %6 = add nuw i64 %2, 1
  %7 = and i64 %6, 15
  br label %12

8:                                                ; preds = %9
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(512) getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 0, i64 0), i8* noundef nonnull align 16 dereferenceable(512) getelementptr inbounds ([16 x [32 x i8]], [16 x [32 x i8]]* @nxt, i64 0, i64 0, i64 0), i64 512, i1 false)
  ret void

9:                                                ; preds = %64
  %10 = add nuw nsw i64 %2, 1
  %11 = icmp eq i64 %10, 16
  br i1 %11, label %8, label %1, !llvm.loop !15

12:                                               ; preds = %64, %1
  %13 = phi i64 [ 0, %1 ], [ %68, %64 ]
  %14 = add nuw i64 %13, 31
  %15 = and i64 %14, 31
  %16 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %4, i64 %15
  %17 = load i8, i8* %16, align 1, !tbaa !5
  %18 = zext i8 %17 to i32
  %19 = and i64 %13, 31
  %20 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %4, i64 %19
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %18, %22
  %24 = add nuw i64 %13, 1
  %25 = and i64 %24, 31
  %26 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %4, i64 %25
  %27 = load i8, i8* %26, align 1, !tbaa !5
  %28 = zext i8 %27 to i32
  %29 = add nuw nsw i32 %23, %28
  %30 = add nuw i64 %13, 31
  %31 = and i64 %30, 31
  %32 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %5, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !5
  %34 = zext i8 %33 to i32
  %35 = add nuw nsw i32 %29, %34
  %36 = add nuw i64 %13, 1
  %37 = and i64 %36, 31
  %38 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %5, i64 %37
  %39 = load i8, i8* %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = add nuw nsw i32 %35, %40
  %42 = add nuw i64 %13, 31
  %43 = and i64 %42, 31
  %44 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %7, i64 %43
  %45 = load i8, i8* %44, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %41, %46
  %48 = and i64 %13, 31
  %49 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %7, i64 %48
  %50 = load i8, i8* %49, align 1, !tbaa !5
  %51 = zext i8 %50 to i32
  %52 = add nuw nsw i32 %47, %51
  %53 = add nuw i64 %13, 1
  %54 = and i64 %53, 31
  %55 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %7, i64 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  %57 = zext i8 %56 to i32
  %58 = add nuw nsw i32 %52, %57
  switch i32 %58, label %63 [
    i32 3, label %64
    i32 2, label %59
  ]

59:                                               ; preds = %12
  %60 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @grid, i64 0, i64 %2, i64 %13
  %61 = load i8, i8* %60, align 1, !tbaa !5
  %62 = icmp ne i8 %61, 0
  br label %64

63:                                               ; preds = %12
  br label %64

64:                                               ; preds = %12, %63, %59
  %65 = phi i1 [ true, %12 ], [ %62, %59 ], [ false, %63 ]
  %66 = zext i1 %65 to i8
  %67 = getelementptr inbounds [16 x [32 x i8]], [16 x [32 x i8]]* @nxt, i64 0, i64 %2, i64 %13
  store i8 %66, i8* %67, align 1, !tbaa !5
  %68 = add nuw nsw i64 %13, 1
  %69 = icmp eq i64 %68, 32
  br i1 %69, label %9, label %12, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @step_packed(i64* nocapture noundef %0) unnamed_addr #2 {
  %2 = alloca [64 x i64], align 16
  %3 = bitcast [64 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %3) #6
  br label %6

4:                                                ; preds = %58
  %5 = bitcast i64* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(128) %5, i8* noundef nonnull align 16 dereferenceable(128) %3, i64 128, i1 false)
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %3) #6
  ret void

6:                                                ; preds = %1, %58
  %7 = phi i64 [ 0, %1 ], [ %14, %58 ]
  %8 = add nuw i64 %7, 15
  %9 = and i64 %8, 15
  %10 = getelementptr inbounds i64, i64* %0, i64 %9
  %11 = load i64, i64* %10, align 8, !tbaa !8
  %12 = getelementptr inbounds i64, i64* %0, i64 %7
  %13 = load i64, i64* %12, align 8, !tbaa !8
  %14 = add nuw nsw i64 %7, 1
  %15 = and i64 %14, 15
  %16 = getelementptr inbounds i64, i64* %0, i64 %15
  %17 = load i64, i64* %16, align 8, !tbaa !8
  br label %18

18:                                               ; preds = %6, %68
  %19 = phi i64 [ 0, %6 ], [ %42, %68 ]
  %20 = phi i64 [ 0, %6 ], [ %69, %68 ]
  %21 = add nuw i64 %19, 63
  %22 = and i64 %21, 63
  %23 = lshr i64 %11, %22
  %24 = trunc i64 %23 to i32
  %25 = and i32 %24, 1
  %26 = lshr i64 %17, %22
  %27 = trunc i64 %26 to i32
  %28 = and i32 %27, 1
  %29 = lshr i64 %13, %22
  %30 = trunc i64 %29 to i32
  %31 = and i32 %30, 1
  %32 = add nuw nsw i32 %28, %25
  %33 = add nuw nsw i32 %32, %31
  %34 = lshr i64 %11, %19
  %35 = trunc i64 %34 to i32
  %36 = and i32 %35, 1
  %37 = lshr i64 %17, %19
  %38 = trunc i64 %37 to i32
  %39 = and i32 %38, 1
  %40 = add nuw nsw i32 %39, %33
  %41 = add nuw nsw i32 %40, %36
  %42 = add nuw nsw i64 %19, 1
  %43 = and i64 %42, 63
  %44 = lshr i64 %11, %43
  %45 = trunc i64 %44 to i32
  %46 = and i32 %45, 1
  %47 = lshr i64 %17, %43
  %48 = trunc i64 %47 to i32
  %49 = and i32 %48, 1
  %50 = lshr i64 %13, %43
  %51 = trunc i64 %50 to i32
  %52 = and i32 %51, 1
  %53 = add nuw nsw i32 %49, %41
  %54 = add nuw nsw i32 %53, %46
  %55 = add nuw nsw i32 %54, %52
  switch i32 %55, label %68 [
    i32 3, label %56
    i32 2, label %61
  ]

56:                                               ; preds = %18
  %57 = shl nuw i64 1, %19
  br label %65

58:                                               ; preds = %68
  %59 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %7
  store i64 %69, i64* %59, align 8, !tbaa !8
  %60 = icmp eq i64 %14, 16
  br i1 %60, label %4, label %6, !llvm.loop !17

61:                                               ; preds = %18
  %62 = shl nuw i64 1, %19
  %63 = and i64 %62, %13
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %68, label %65

65:                                               ; preds = %56, %61
  %66 = phi i64 [ %57, %56 ], [ %62, %61 ]
  %67 = or i64 %66, %20
  br label %68

68:                                               ; preds = %18, %65, %61
  %69 = phi i64 [ %67, %65 ], [ %20, %61 ], [ %20, %18 ]
  %70 = icmp eq i64 %42, 64
  br i1 %70, label %58, label %18, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
