; ModuleID = 'tests/differential/src/string_search.c'
source_filename = "tests/differential/src/string_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"abracadabra \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"aaab abab \00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"abra\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"aab\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"abab\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"cad\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"abracadabra abracadabra\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"b a\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"%-24s naive %3d kmp %3d horspool %3d rk %3d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2048 x i8], align 16
  %2 = getelementptr inbounds [2048 x i8], [2048 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %2) #8
  store i8 0, i8* %2, align 16, !tbaa !5
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %10, %3 ]
  %5 = trunc i32 %4 to i8
  %6 = urem i8 %5, 3
  %7 = icmp eq i8 %6, 0
  %8 = select i1 %7, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0)
  %9 = call i8* @strcat(i8* noundef nonnull %2, i8* noundef nonnull dereferenceable(1) %8) #8
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 40
  br i1 %11, label %12, label %3, !llvm.loop !8

12:                                               ; preds = %3
  %13 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %14 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %15 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %16 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %19 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %20 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %21 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21)
  %23 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0))
  %24 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0))
  %25 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0))
  %26 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0))
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26)
  %28 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0))
  %29 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0))
  %30 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0))
  %31 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0))
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0))
  %34 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0))
  %35 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0))
  %36 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0))
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0))
  %39 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0))
  %40 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0))
  %41 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0))
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41)
  %43 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0))
  %44 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0))
  %45 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0))
  %46 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0))
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46)
  %48 = call fastcc i32 @naive(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  %49 = call fastcc i32 @kmp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  %50 = call fastcc i32 @horspool(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  %51 = call fastcc i32 @rabin_karp(i8* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51)
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %2) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i32 @naive(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #9
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %6, %4
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = icmp sgt i32 %6, 0
  %10 = and i64 %5, 4294967295
  br label %11

11:                                               ; preds = %8, %29
  %12 = phi i64 [ 0, %8 ], [ %34, %29 ]
  %13 = phi i32 [ 0, %8 ], [ %33, %29 ]
  br i1 %9, label %16, label %29

14:                                               ; preds = %29, %2
  %15 = phi i32 [ 0, %2 ], [ %33, %29 ]
  ret i32 %15

16:                                               ; preds = %11, %24
  %17 = phi i64 [ %25, %24 ], [ 0, %11 ]
  %18 = add nuw nsw i64 %17, %12
  %19 = getelementptr inbounds i8, i8* %0, i64 %18
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = getelementptr inbounds i8, i8* %1, i64 %17
  %22 = load i8, i8* %21, align 1, !tbaa !5
  %23 = icmp eq i8 %20, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %16
  %25 = add nuw nsw i64 %17, 1
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %29, label %16, !llvm.loop !10

27:                                               ; preds = %16
  %28 = trunc i64 %17 to i32
  br label %29

29:                                               ; preds = %24, %27, %11
  %30 = phi i32 [ 0, %11 ], [ %28, %27 ], [ %6, %24 ]
  %31 = icmp eq i32 %30, %6
  %32 = zext i1 %31 to i32
  %33 = add nuw nsw i32 %13, %32
  %34 = add nuw nsw i64 %12, 1
  %35 = trunc i64 %34 to i32
  %36 = add nsw i32 %35, %6
  %37 = icmp sgt i32 %36, %4
  br i1 %37, label %14, label %11, !llvm.loop !11
}

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i32 @kmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [64 x i32], align 16
  %4 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #9
  %5 = trunc i64 %4 to i32
  %6 = bitcast [64 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %6) #8
  %7 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 0
  store i32 0, i32* %7, align 16, !tbaa !12
  %8 = icmp sgt i32 %5, 1
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = and i64 %4, 4294967295
  br label %11

11:                                               ; preds = %9, %37
  %12 = phi i64 [ 1, %9 ], [ %46, %37 ]
  %13 = phi i32 [ 0, %9 ], [ %44, %37 ]
  %14 = icmp eq i32 %13, 0
  %15 = getelementptr inbounds i8, i8* %1, i64 %12
  %16 = load i8, i8* %15, align 1, !tbaa !5
  br i1 %14, label %37, label %25

17:                                               ; preds = %37, %2
  %18 = load i8, i8* %0, align 1, !tbaa !5
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %54, label %20

20:                                               ; preds = %17
  %21 = shl i64 %4, 32
  %22 = add i64 %21, -4294967296
  %23 = ashr exact i64 %22, 32
  %24 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %23
  br label %48

25:                                               ; preds = %11, %31
  %26 = phi i32 [ %35, %31 ], [ %13, %11 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, i8* %1, i64 %27
  %29 = load i8, i8* %28, align 1, !tbaa !5
  %30 = icmp eq i8 %16, %29
  br i1 %30, label %37, label %31

31:                                               ; preds = %25
  %32 = add nsw i32 %26, -1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %33
  %35 = load i32, i32* %34, align 4, !tbaa !12
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %25, !llvm.loop !14

37:                                               ; preds = %25, %31, %11
  %38 = phi i32 [ 0, %11 ], [ 0, %31 ], [ %26, %25 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, i8* %1, i64 %39
  %41 = load i8, i8* %40, align 1, !tbaa !5
  %42 = icmp eq i8 %16, %41
  %43 = zext i1 %42 to i32
  %44 = add nsw i32 %38, %43
  %45 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %12
  store i32 %44, i32* %45, align 4, !tbaa !12
  %46 = add nuw nsw i64 %12, 1
  %47 = icmp eq i64 %46, %10
  br i1 %47, label %17, label %11, !llvm.loop !15

48:                                               ; preds = %20, %80
  %49 = phi i64 [ 0, %20 ], [ %83, %80 ]
  %50 = phi i8 [ %18, %20 ], [ %85, %80 ]
  %51 = phi i32 [ 0, %20 ], [ %82, %80 ]
  %52 = phi i32 [ 0, %20 ], [ %81, %80 ]
  %53 = icmp eq i32 %51, 0
  br i1 %53, label %68, label %56

54:                                               ; preds = %80, %17
  %55 = phi i32 [ 0, %17 ], [ %81, %80 ]
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %6) #8
  ret i32 %55

56:                                               ; preds = %48, %62
  %57 = phi i32 [ %66, %62 ], [ %51, %48 ]
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, i8* %1, i64 %58
  %60 = load i8, i8* %59, align 1, !tbaa !5
  %61 = icmp eq i8 %50, %60
  br i1 %61, label %68, label %62

62:                                               ; preds = %56
  %63 = add nsw i32 %57, -1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !12
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %56, !llvm.loop !16

68:                                               ; preds = %56, %62, %48
  %69 = phi i32 [ 0, %48 ], [ 0, %62 ], [ %57, %56 ]
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, i8* %1, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !5
  %73 = icmp eq i8 %50, %72
  %74 = zext i1 %73 to i32
  %75 = add nsw i32 %69, %74
  %76 = icmp eq i32 %75, %5
  br i1 %76, label %77, label %80

77:                                               ; preds = %68
  %78 = add nsw i32 %52, 1
  %79 = load i32, i32* %24, align 4, !tbaa !12
  br label %80

80:                                               ; preds = %68, %77
  %81 = phi i32 [ %78, %77 ], [ %52, %68 ]
  %82 = phi i32 [ %79, %77 ], [ %75, %68 ]
  %83 = add nuw i64 %49, 1
  %84 = getelementptr inbounds i8, i8* %0, i64 %83
  %85 = load i8, i8* %84, align 1, !tbaa !5
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %54, label %48, !llvm.loop !17
}

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i32 @horspool(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [256 x i32], align 16
  %4 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #9
  %5 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #9
  %6 = trunc i64 %5 to i32
  %7 = bitcast [256 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %7) #8
  %8 = insertelement <4 x i32> poison, i32 %6, i64 0
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer
  %10 = insertelement <4 x i32> poison, i32 %6, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> poison, <4 x i32> zeroinitializer
  %12 = bitcast [256 x i32]* %3 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %12, align 16, !tbaa !12
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 4
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %14, align 16, !tbaa !12
  %15 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 8
  %16 = bitcast i32* %15 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %16, align 16, !tbaa !12
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 12
  %18 = bitcast i32* %17 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %18, align 16, !tbaa !12
  %19 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 16
  %20 = bitcast i32* %19 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %20, align 16, !tbaa !12
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 20
  %22 = bitcast i32* %21 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %22, align 16, !tbaa !12
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 24
  %24 = bitcast i32* %23 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %24, align 16, !tbaa !12
  %25 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 28
  %26 = bitcast i32* %25 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %26, align 16, !tbaa !12
  %27 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 32
  %28 = bitcast i32* %27 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %28, align 16, !tbaa !12
  %29 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 36
  %30 = bitcast i32* %29 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %30, align 16, !tbaa !12
  %31 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 40
  %32 = bitcast i32* %31 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %32, align 16, !tbaa !12
  %33 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 44
  %34 = bitcast i32* %33 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %34, align 16, !tbaa !12
  %35 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 48
  %36 = bitcast i32* %35 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %36, align 16, !tbaa !12
  %37 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 52
  %38 = bitcast i32* %37 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %38, align 16, !tbaa !12
  %39 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 56
  %40 = bitcast i32* %39 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %40, align 16, !tbaa !12
  %41 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 60
  %42 = bitcast i32* %41 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %42, align 16, !tbaa !12
  %43 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 64
  %44 = bitcast i32* %43 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %44, align 16, !tbaa !12
  %45 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 68
  %46 = bitcast i32* %45 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %46, align 16, !tbaa !12
  %47 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 72
  %48 = bitcast i32* %47 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %48, align 16, !tbaa !12
  %49 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 76
  %50 = bitcast i32* %49 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %50, align 16, !tbaa !12
  %51 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 80
  %52 = bitcast i32* %51 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %52, align 16, !tbaa !12
  %53 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 84
  %54 = bitcast i32* %53 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %54, align 16, !tbaa !12
  %55 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 88
  %56 = bitcast i32* %55 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %56, align 16, !tbaa !12
  %57 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 92
  %58 = bitcast i32* %57 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %58, align 16, !tbaa !12
  %59 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 96
  %60 = bitcast i32* %59 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %60, align 16, !tbaa !12
  %61 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 100
  %62 = bitcast i32* %61 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %62, align 16, !tbaa !12
  %63 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 104
  %64 = bitcast i32* %63 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %64, align 16, !tbaa !12
  %65 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 108
  %66 = bitcast i32* %65 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %66, align 16, !tbaa !12
  %67 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 112
  %68 = bitcast i32* %67 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %68, align 16, !tbaa !12
  %69 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 116
  %70 = bitcast i32* %69 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %70, align 16, !tbaa !12
  %71 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 120
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %72, align 16, !tbaa !12
  %73 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 124
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %74, align 16, !tbaa !12
  %75 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 128
  %76 = bitcast i32* %75 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %76, align 16, !tbaa !12
  %77 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 132
  %78 = bitcast i32* %77 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %78, align 16, !tbaa !12
  %79 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 136
  %80 = bitcast i32* %79 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %80, align 16, !tbaa !12
  %81 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 140
  %82 = bitcast i32* %81 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %82, align 16, !tbaa !12
  %83 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 144
  %84 = bitcast i32* %83 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %84, align 16, !tbaa !12
  %85 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 148
  %86 = bitcast i32* %85 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %86, align 16, !tbaa !12
  %87 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 152
  %88 = bitcast i32* %87 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %88, align 16, !tbaa !12
  %89 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 156
  %90 = bitcast i32* %89 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %90, align 16, !tbaa !12
  %91 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 160
  %92 = bitcast i32* %91 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %92, align 16, !tbaa !12
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 164
  %94 = bitcast i32* %93 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %94, align 16, !tbaa !12
  %95 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 168
  %96 = bitcast i32* %95 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %96, align 16, !tbaa !12
  %97 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 172
  %98 = bitcast i32* %97 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %98, align 16, !tbaa !12
  %99 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 176
  %100 = bitcast i32* %99 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %100, align 16, !tbaa !12
  %101 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 180
  %102 = bitcast i32* %101 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %102, align 16, !tbaa !12
  %103 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 184
  %104 = bitcast i32* %103 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %104, align 16, !tbaa !12
  %105 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 188
  %106 = bitcast i32* %105 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %106, align 16, !tbaa !12
  %107 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 192
  %108 = bitcast i32* %107 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %108, align 16, !tbaa !12
  %109 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 196
  %110 = bitcast i32* %109 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %110, align 16, !tbaa !12
  %111 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 200
  %112 = bitcast i32* %111 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %112, align 16, !tbaa !12
  %113 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 204
  %114 = bitcast i32* %113 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %114, align 16, !tbaa !12
  %115 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 208
  %116 = bitcast i32* %115 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %116, align 16, !tbaa !12
  %117 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 212
  %118 = bitcast i32* %117 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %118, align 16, !tbaa !12
  %119 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 216
  %120 = bitcast i32* %119 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %120, align 16, !tbaa !12
  %121 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 220
  %122 = bitcast i32* %121 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %122, align 16, !tbaa !12
  %123 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 224
  %124 = bitcast i32* %123 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %124, align 16, !tbaa !12
  %125 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 228
  %126 = bitcast i32* %125 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %126, align 16, !tbaa !12
  %127 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 232
  %128 = bitcast i32* %127 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %128, align 16, !tbaa !12
  %129 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 236
  %130 = bitcast i32* %129 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %130, align 16, !tbaa !12
  %131 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 240
  %132 = bitcast i32* %131 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %132, align 16, !tbaa !12
  %133 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 244
  %134 = bitcast i32* %133 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %134, align 16, !tbaa !12
  %135 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 248
  %136 = bitcast i32* %135 to <4 x i32>*
  store <4 x i32> %9, <4 x i32>* %136, align 16, !tbaa !12
  %137 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 252
  %138 = bitcast i32* %137 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %138, align 16, !tbaa !12
  %139 = trunc i64 %4 to i32
  %140 = add i32 %6, -1
  %141 = icmp sgt i32 %6, 1
  br i1 %141, label %142, label %164

142:                                              ; preds = %2
  %143 = zext i32 %140 to i64
  %144 = add nsw i64 %143, -1
  %145 = and i64 %143, 3
  %146 = icmp ult i64 %144, 3
  br i1 %146, label %149, label %147

147:                                              ; preds = %142
  %148 = and i64 %143, 4294967292
  br label %169

149:                                              ; preds = %169, %142
  %150 = phi i64 [ 0, %142 ], [ %199, %169 ]
  %151 = icmp eq i64 %145, 0
  br i1 %151, label %164, label %152

152:                                              ; preds = %149, %152
  %153 = phi i64 [ %161, %152 ], [ %150, %149 ]
  %154 = phi i64 [ %162, %152 ], [ 0, %149 ]
  %155 = trunc i64 %153 to i32
  %156 = sub nsw i32 %140, %155
  %157 = getelementptr inbounds i8, i8* %1, i64 %153
  %158 = load i8, i8* %157, align 1, !tbaa !5
  %159 = zext i8 %158 to i64
  %160 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 %159
  store i32 %156, i32* %160, align 4, !tbaa !12
  %161 = add nuw nsw i64 %153, 1
  %162 = add i64 %154, 1
  %163 = icmp eq i64 %162, %145
  br i1 %163, label %164, label %152, !llvm.loop !18

164:                                              ; preds = %149, %152, %2
  %165 = icmp sgt i32 %6, %139
  br i1 %165, label %202, label %166

166:                                              ; preds = %164
  %167 = shl i64 %5, 32
  %168 = ashr exact i64 %167, 32
  br label %204

169:                                              ; preds = %169, %147
  %170 = phi i64 [ 0, %147 ], [ %199, %169 ]
  %171 = phi i64 [ 0, %147 ], [ %200, %169 ]
  %172 = trunc i64 %170 to i32
  %173 = sub nsw i32 %140, %172
  %174 = getelementptr inbounds i8, i8* %1, i64 %170
  %175 = load i8, i8* %174, align 1, !tbaa !5
  %176 = zext i8 %175 to i64
  %177 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 %176
  store i32 %173, i32* %177, align 4, !tbaa !12
  %178 = or i64 %170, 1
  %179 = trunc i64 %178 to i32
  %180 = sub nsw i32 %140, %179
  %181 = getelementptr inbounds i8, i8* %1, i64 %178
  %182 = load i8, i8* %181, align 1, !tbaa !5
  %183 = zext i8 %182 to i64
  %184 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 %183
  store i32 %180, i32* %184, align 4, !tbaa !12
  %185 = or i64 %170, 2
  %186 = trunc i64 %185 to i32
  %187 = sub nsw i32 %140, %186
  %188 = getelementptr inbounds i8, i8* %1, i64 %185
  %189 = load i8, i8* %188, align 1, !tbaa !5
  %190 = zext i8 %189 to i64
  %191 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 %190
  store i32 %187, i32* %191, align 4, !tbaa !12
  %192 = or i64 %170, 3
  %193 = trunc i64 %192 to i32
  %194 = sub nsw i32 %140, %193
  %195 = getelementptr inbounds i8, i8* %1, i64 %192
  %196 = load i8, i8* %195, align 1, !tbaa !5
  %197 = zext i8 %196 to i64
  %198 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 %197
  store i32 %194, i32* %198, align 4, !tbaa !12
  %199 = add nuw nsw i64 %170, 4
  %200 = add i64 %171, 4
  %201 = icmp eq i64 %200, %148
  br i1 %201, label %149, label %169, !llvm.loop !20

202:                                              ; preds = %204, %164
  %203 = phi i32 [ 0, %164 ], [ %213, %204 ]
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %7) #8
  ret i32 %203

204:                                              ; preds = %166, %204
  %205 = phi i32 [ %6, %166 ], [ %222, %204 ]
  %206 = phi i32 [ 0, %166 ], [ %221, %204 ]
  %207 = phi i32 [ 0, %166 ], [ %213, %204 ]
  %208 = sext i32 %206 to i64
  %209 = getelementptr inbounds i8, i8* %0, i64 %208
  %210 = tail call i32 @bcmp(i8* %209, i8* %1, i64 %168)
  %211 = icmp eq i32 %210, 0
  %212 = zext i1 %211 to i32
  %213 = add nuw nsw i32 %207, %212
  %214 = add nsw i32 %205, -1
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds i8, i8* %0, i64 %215
  %217 = load i8, i8* %216, align 1, !tbaa !5
  %218 = zext i8 %217 to i64
  %219 = getelementptr inbounds [256 x i32], [256 x i32]* %3, i64 0, i64 %218
  %220 = load i32, i32* %219, align 4, !tbaa !12
  %221 = add nsw i32 %220, %206
  %222 = add nsw i32 %221, %6
  %223 = icmp sgt i32 %222, %139
  br i1 %223, label %202, label %204, !llvm.loop !21
}

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i32 @rabin_karp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #9
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %6, %4
  br i1 %7, label %80, label %8

8:                                                ; preds = %2
  %9 = icmp sgt i32 %6, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %8
  %11 = and i64 %5, 4294967295
  %12 = load i8, i8* %1, align 1, !tbaa !5
  %13 = zext i8 %12 to i64
  %14 = load i8, i8* %0, align 1, !tbaa !5
  %15 = zext i8 %14 to i64
  %16 = icmp eq i64 %11, 1
  br i1 %16, label %17, label %28

17:                                               ; preds = %28, %10, %8
  %18 = phi i64 [ 0, %8 ], [ %13, %10 ], [ %38, %28 ]
  %19 = phi i64 [ 0, %8 ], [ %15, %10 ], [ %44, %28 ]
  %20 = phi i64 [ 1, %8 ], [ 1, %10 ], [ %46, %28 ]
  %21 = shl i64 %5, 32
  %22 = ashr exact i64 %21, 32
  %23 = shl i64 %5, 32
  %24 = ashr exact i64 %23, 32
  %25 = call i32 @llvm.smax.i32(i32 %6, i32 %4)
  %26 = sub i32 %25, %6
  %27 = zext i32 %26 to i64
  br label %49

28:                                               ; preds = %10, %28
  %29 = phi i64 [ %47, %28 ], [ 1, %10 ]
  %30 = phi i64 [ %46, %28 ], [ 1, %10 ]
  %31 = phi i64 [ %44, %28 ], [ %15, %10 ]
  %32 = phi i64 [ %38, %28 ], [ %13, %10 ]
  %33 = mul nuw nsw i64 %32, 257
  %34 = getelementptr inbounds i8, i8* %1, i64 %29
  %35 = load i8, i8* %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i64
  %37 = add nuw nsw i64 %33, %36
  %38 = urem i64 %37, 1000000007
  %39 = mul nuw nsw i64 %31, 257
  %40 = getelementptr inbounds i8, i8* %0, i64 %29
  %41 = load i8, i8* %40, align 1, !tbaa !5
  %42 = zext i8 %41 to i64
  %43 = add nuw nsw i64 %39, %42
  %44 = urem i64 %43, 1000000007
  %45 = mul nuw nsw i64 %30, 257
  %46 = urem i64 %45, 1000000007
  %47 = add nuw nsw i64 %29, 1
  %48 = icmp eq i64 %47, %11
  br i1 %48, label %17, label %28, !llvm.loop !22

49:                                               ; preds = %17, %63
  %50 = phi i64 [ 0, %17 ], [ %79, %63 ]
  %51 = phi i32 [ 0, %17 ], [ %61, %63 ]
  %52 = phi i64 [ %19, %17 ], [ %78, %63 ]
  %53 = icmp eq i64 %18, %52
  br i1 %53, label %54, label %60

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, i8* %0, i64 %50
  %56 = tail call i32 @bcmp(i8* %55, i8* %1, i64 %22)
  %57 = icmp eq i32 %56, 0
  %58 = zext i1 %57 to i32
  %59 = add nsw i32 %51, %58
  br label %60

60:                                               ; preds = %54, %49
  %61 = phi i32 [ %51, %49 ], [ %59, %54 ]
  %62 = icmp eq i64 %50, %27
  br i1 %62, label %80, label %63

63:                                               ; preds = %60
  %64 = add nsw i64 %50, %24
  %65 = add nsw i64 %52, 1000000007
  %66 = getelementptr inbounds i8, i8* %0, i64 %50
  %67 = load i8, i8* %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i64
  %69 = mul nuw nsw i64 %20, %68
  %70 = urem i64 %69, 1000000007
  %71 = sub nsw i64 %65, %70
  %72 = urem i64 %71, 1000000007
  %73 = mul nuw nsw i64 %72, 257
  %74 = getelementptr inbounds i8, i8* %0, i64 %64
  %75 = load i8, i8* %74, align 1, !tbaa !5
  %76 = zext i8 %75 to i64
  %77 = add nuw nsw i64 %73, %76
  %78 = urem i64 %77, 1000000007
  %79 = add nuw nsw i64 %50, 1
  br label %49

80:                                               ; preds = %60, %2
  %81 = phi i32 [ 0, %2 ], [ %61, %60 ]
  ret i32 %81
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind readonly willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

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
!11 = distinct !{!11, !9}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
