; ModuleID = 'tests/differential/src/game_of_life.c'
source_filename = "tests/differential/src/game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal unnamed_addr global [16 x [32 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"alive %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%016lx%c\00", align 1
@nxt = internal unnamed_addr global [16 x [32 x i8]] zeroinitializer, align 16
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i64], align 16
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 3, i64 3), align 1, !tbaa !5
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 3, i64 2), align 2, !tbaa !5
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 3, i64 1), align 1, !tbaa !5
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 2, i64 3), align 1, !tbaa !5
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 1, i64 2), align 2, !tbaa !5
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 10, i64 22), align 2, !tbaa !5
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 10, i64 21), align 1, !tbaa !5
  store i8 1, ptr getelementptr inbounds ([16 x [32 x i8]], ptr @grid, i64 0, i64 10, i64 20), align 4, !tbaa !5
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

2:                                                ; preds = %0, %54
  %3 = phi i64 [ 0, %0 ], [ %57, %54 ]
  %4 = phi i32 [ 0, %0 ], [ %70, %54 ]
  br label %59

5:                                                ; preds = %54
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %70)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %1, i8 0, i64 128, i1 false)
  %7 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 4
  store i64 7516192768, ptr %7, align 16, !tbaa !8
  %8 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 8
  store i64 96, ptr %8, align 16, !tbaa !8
  %9 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 9
  store i64 96, ptr %9, align 8, !tbaa !8
  %10 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 12
  store i64 -4611686018427387903, ptr %10, align 16, !tbaa !8
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  call fastcc void @step_packed(ptr noundef nonnull %1)
  %11 = load i64, ptr %1, align 16, !tbaa !8
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %11, i32 noundef 32)
  %13 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 1
  %14 = load i64, ptr %13, align 8, !tbaa !8
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %14, i32 noundef 32)
  %16 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 2
  %17 = load i64, ptr %16, align 16, !tbaa !8
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %17, i32 noundef 32)
  %19 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 3
  %20 = load i64, ptr %19, align 8, !tbaa !8
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %20, i32 noundef 10)
  %22 = load i64, ptr %7, align 16, !tbaa !8
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %22, i32 noundef 32)
  %24 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 5
  %25 = load i64, ptr %24, align 8, !tbaa !8
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %25, i32 noundef 32)
  %27 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 6
  %28 = load i64, ptr %27, align 16, !tbaa !8
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %28, i32 noundef 32)
  %30 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 7
  %31 = load i64, ptr %30, align 8, !tbaa !8
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %31, i32 noundef 10)
  %33 = load i64, ptr %8, align 16, !tbaa !8
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %33, i32 noundef 32)
  %35 = load i64, ptr %9, align 8, !tbaa !8
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %35, i32 noundef 32)
  %37 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 10
  %38 = load i64, ptr %37, align 16, !tbaa !8
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %38, i32 noundef 32)
  %40 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 11
  %41 = load i64, ptr %40, align 8, !tbaa !8
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %41, i32 noundef 10)
  %43 = load i64, ptr %10, align 16, !tbaa !8
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %43, i32 noundef 32)
  %45 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 13
  %46 = load i64, ptr %45, align 8, !tbaa !8
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i32 noundef 32)
  %48 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 14
  %49 = load i64, ptr %48, align 16, !tbaa !8
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %49, i32 noundef 32)
  %51 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 15
  %52 = load i64, ptr %51, align 8, !tbaa !8
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %52, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #7
  ret i32 0

54:                                               ; preds = %59
  %55 = load ptr, ptr @stdout, align 8, !tbaa !10
  %56 = tail call i32 @putc(i32 noundef 10, ptr noundef %55)
  %57 = add nuw nsw i64 %3, 1
  %58 = icmp eq i64 %57, 16
  br i1 %58, label %5, label %2, !llvm.loop !12

59:                                               ; preds = %2, %59
  %60 = phi i64 [ 0, %2 ], [ %71, %59 ]
  %61 = phi i32 [ %4, %2 ], [ %70, %59 ]
  %62 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %3, i64 %60
  %63 = load i8, ptr %62, align 1, !tbaa !5
  %64 = icmp eq i8 %63, 0
  %65 = select i1 %64, i32 46, i32 35
  %66 = load ptr, ptr @stdout, align 8, !tbaa !10
  %67 = tail call i32 @putc(i32 noundef %65, ptr noundef %66)
  %68 = load i8, ptr %62, align 1, !tbaa !5
  %69 = zext i8 %68 to i32
  %70 = add nsw i32 %61, %69
  %71 = add nuw nsw i64 %60, 1
  %72 = icmp eq i64 %71, 32
  br i1 %72, label %54, label %59, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @grid, ptr noundef nonnull align 16 dereferenceable(512) @nxt, i64 512, i1 false)
  ret void

9:                                                ; preds = %64
  %10 = add nuw nsw i64 %2, 1
  %11 = icmp eq i64 %10, 16
  br i1 %11, label %8, label %1, !llvm.loop !15

12:                                               ; preds = %64, %1
  %13 = phi i64 [ 0, %1 ], [ %68, %64 ]
  %14 = add nuw i64 %13, 31
  %15 = and i64 %14, 31
  %16 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %4, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !5
  %18 = zext i8 %17 to i32
  %19 = and i64 %13, 31
  %20 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %4, i64 %19
  %21 = load i8, ptr %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %18, %22
  %24 = add nuw i64 %13, 1
  %25 = and i64 %24, 31
  %26 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %4, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !5
  %28 = zext i8 %27 to i32
  %29 = add nuw nsw i32 %23, %28
  %30 = add nuw i64 %13, 31
  %31 = and i64 %30, 31
  %32 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %5, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = zext i8 %33 to i32
  %35 = add nuw nsw i32 %29, %34
  %36 = add nuw i64 %13, 1
  %37 = and i64 %36, 31
  %38 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %5, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = add nuw nsw i32 %35, %40
  %42 = add nuw i64 %13, 31
  %43 = and i64 %42, 31
  %44 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %7, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %41, %46
  %48 = and i64 %13, 31
  %49 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %7, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = zext i8 %50 to i32
  %52 = add nuw nsw i32 %47, %51
  %53 = add nuw i64 %13, 1
  %54 = and i64 %53, 31
  %55 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %7, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = zext i8 %56 to i32
  %58 = add nuw nsw i32 %52, %57
  switch i32 %58, label %63 [
    i32 3, label %64
    i32 2, label %59
  ]

59:                                               ; preds = %12
  %60 = getelementptr inbounds [16 x [32 x i8]], ptr @grid, i64 0, i64 %2, i64 %13
  %61 = load i8, ptr %60, align 1, !tbaa !5
  %62 = icmp ne i8 %61, 0
  br label %64

63:                                               ; preds = %12
  br label %64

64:                                               ; preds = %12, %63, %59
  %65 = phi i1 [ true, %12 ], [ %62, %59 ], [ false, %63 ]
  %66 = zext i1 %65 to i8
  %67 = getelementptr inbounds [16 x [32 x i8]], ptr @nxt, i64 0, i64 %2, i64 %13
  store i8 %66, ptr %67, align 1, !tbaa !5
  %68 = add nuw nsw i64 %13, 1
  %69 = icmp eq i64 %68, 32
  br i1 %69, label %9, label %12, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @step_packed(ptr nocapture noundef %0) unnamed_addr #5 {
  %2 = alloca [64 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #7
  br label %4

3:                                                ; preds = %56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %0, ptr noundef nonnull align 16 dereferenceable(128) %2, i64 128, i1 false)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #7
  ret void

4:                                                ; preds = %1, %56
  %5 = phi i64 [ 0, %1 ], [ %12, %56 ]
  %6 = add nuw i64 %5, 15
  %7 = and i64 %6, 15
  %8 = getelementptr inbounds i64, ptr %0, i64 %7
  %9 = load i64, ptr %8, align 8, !tbaa !8
  %10 = getelementptr inbounds i64, ptr %0, i64 %5
  %11 = load i64, ptr %10, align 8, !tbaa !8
  %12 = add nuw nsw i64 %5, 1
  %13 = and i64 %12, 15
  %14 = getelementptr inbounds i64, ptr %0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !8
  br label %16

16:                                               ; preds = %4, %66
  %17 = phi i64 [ 0, %4 ], [ %40, %66 ]
  %18 = phi i64 [ 0, %4 ], [ %67, %66 ]
  %19 = add nuw i64 %17, 63
  %20 = and i64 %19, 63
  %21 = lshr i64 %9, %20
  %22 = trunc i64 %21 to i32
  %23 = and i32 %22, 1
  %24 = lshr i64 %15, %20
  %25 = trunc i64 %24 to i32
  %26 = and i32 %25, 1
  %27 = lshr i64 %11, %20
  %28 = trunc i64 %27 to i32
  %29 = and i32 %28, 1
  %30 = add nuw nsw i32 %26, %23
  %31 = add nuw nsw i32 %30, %29
  %32 = lshr i64 %9, %17
  %33 = trunc i64 %32 to i32
  %34 = and i32 %33, 1
  %35 = lshr i64 %15, %17
  %36 = trunc i64 %35 to i32
  %37 = and i32 %36, 1
  %38 = add nuw nsw i32 %37, %31
  %39 = add nuw nsw i32 %38, %34
  %40 = add nuw nsw i64 %17, 1
  %41 = and i64 %40, 63
  %42 = lshr i64 %9, %41
  %43 = trunc i64 %42 to i32
  %44 = and i32 %43, 1
  %45 = lshr i64 %15, %41
  %46 = trunc i64 %45 to i32
  %47 = and i32 %46, 1
  %48 = lshr i64 %11, %41
  %49 = trunc i64 %48 to i32
  %50 = and i32 %49, 1
  %51 = add nuw nsw i32 %47, %39
  %52 = add nuw nsw i32 %51, %44
  %53 = add nuw nsw i32 %52, %50
  switch i32 %53, label %66 [
    i32 3, label %54
    i32 2, label %59
  ]

54:                                               ; preds = %16
  %55 = shl nuw i64 1, %17
  br label %63

56:                                               ; preds = %66
  %57 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %5
  store i64 %67, ptr %57, align 8, !tbaa !8
  %58 = icmp eq i64 %12, 16
  br i1 %58, label %3, label %4, !llvm.loop !17

59:                                               ; preds = %16
  %60 = shl nuw i64 1, %17
  %61 = and i64 %60, %11
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %54, %59
  %64 = phi i64 [ %55, %54 ], [ %60, %59 ]
  %65 = or i64 %64, %18
  br label %66

66:                                               ; preds = %16, %63, %59
  %67 = phi i64 [ %65, %63 ], [ %18, %59 ], [ %18, %16 ]
  %68 = icmp eq i64 %40, 64
  br i1 %68, label %56, label %16, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

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
