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
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #8
  store i8 0, ptr %1, align 16, !tbaa !5
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = trunc i32 %3 to i8
  %5 = urem i8 %4, 3
  %6 = icmp eq i8 %5, 0
  %7 = select i1 %6, ptr @.str.1, ptr @.str
  %8 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %7) #8
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 40
  br i1 %10, label %11, label %2, !llvm.loop !8

11:                                               ; preds = %2
  %12 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.2)
  %13 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.2)
  %14 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.2)
  %15 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.2)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.3)
  %18 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.3)
  %19 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.3)
  %20 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.3)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.4)
  %23 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.4)
  %24 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.4)
  %25 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.4)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25)
  %27 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.5)
  %28 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.5)
  %29 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.5)
  %30 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.5)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30)
  %32 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.6)
  %33 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.6)
  %34 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.6)
  %35 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.6)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.7)
  %38 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.7)
  %39 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.7)
  %40 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.7)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.8)
  %43 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.8)
  %44 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.8)
  %45 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.8)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  %47 = call fastcc i32 @naive(ptr noundef nonnull %1, ptr noundef nonnull @.str.9)
  %48 = call fastcc i32 @kmp(ptr noundef nonnull %1, ptr noundef nonnull @.str.9)
  %49 = call fastcc i32 @horspool(ptr noundef nonnull %1, ptr noundef nonnull @.str.9)
  %50 = call fastcc i32 @rabin_karp(ptr noundef nonnull %1, ptr noundef nonnull @.str.9)
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.9, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind memory(argmem: read) uwtable
define internal fastcc i32 @naive(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9
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
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %1, i64 %17
  %22 = load i8, ptr %21, align 1, !tbaa !5
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

; Function Attrs: nofree noinline nounwind memory(argmem: read) uwtable
define internal fastcc i32 @kmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [64 x i32], align 16
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9
  %5 = trunc i64 %4 to i32
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  store i32 0, ptr %3, align 16, !tbaa !12
  %6 = icmp sgt i32 %5, 1
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = and i64 %4, 4294967295
  br label %9

9:                                                ; preds = %7, %35
  %10 = phi i64 [ 1, %7 ], [ %44, %35 ]
  %11 = phi i32 [ 0, %7 ], [ %42, %35 ]
  %12 = icmp eq i32 %11, 0
  %13 = getelementptr inbounds i8, ptr %1, i64 %10
  %14 = load i8, ptr %13, align 1, !tbaa !5
  br i1 %12, label %35, label %23

15:                                               ; preds = %35, %2
  %16 = load i8, ptr %0, align 1, !tbaa !5
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %52, label %18

18:                                               ; preds = %15
  %19 = shl i64 %4, 32
  %20 = add i64 %19, -4294967296
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %21
  br label %46

23:                                               ; preds = %9, %29
  %24 = phi i32 [ %33, %29 ], [ %11, %9 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %1, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !5
  %28 = icmp eq i8 %14, %27
  br i1 %28, label %35, label %29

29:                                               ; preds = %23
  %30 = add nsw i32 %24, -1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !12
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %23, !llvm.loop !14

35:                                               ; preds = %23, %29, %9
  %36 = phi i32 [ 0, %9 ], [ 0, %29 ], [ %24, %23 ]
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %1, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = icmp eq i8 %14, %39
  %41 = zext i1 %40 to i32
  %42 = add nsw i32 %36, %41
  %43 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %10
  store i32 %42, ptr %43, align 4, !tbaa !12
  %44 = add nuw nsw i64 %10, 1
  %45 = icmp eq i64 %44, %8
  br i1 %45, label %15, label %9, !llvm.loop !15

46:                                               ; preds = %18, %78
  %47 = phi i64 [ 0, %18 ], [ %81, %78 ]
  %48 = phi i8 [ %16, %18 ], [ %83, %78 ]
  %49 = phi i32 [ 0, %18 ], [ %80, %78 ]
  %50 = phi i32 [ 0, %18 ], [ %79, %78 ]
  %51 = icmp eq i32 %49, 0
  br i1 %51, label %66, label %54

52:                                               ; preds = %78, %15
  %53 = phi i32 [ 0, %15 ], [ %79, %78 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  ret i32 %53

54:                                               ; preds = %46, %60
  %55 = phi i32 [ %64, %60 ], [ %49, %46 ]
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %1, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !5
  %59 = icmp eq i8 %48, %58
  br i1 %59, label %66, label %60

60:                                               ; preds = %54
  %61 = add nsw i32 %55, -1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !12
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %54, !llvm.loop !16

66:                                               ; preds = %54, %60, %46
  %67 = phi i32 [ 0, %46 ], [ 0, %60 ], [ %55, %54 ]
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr %1, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !5
  %71 = icmp eq i8 %48, %70
  %72 = zext i1 %71 to i32
  %73 = add nsw i32 %67, %72
  %74 = icmp eq i32 %73, %5
  br i1 %74, label %75, label %78

75:                                               ; preds = %66
  %76 = add nsw i32 %50, 1
  %77 = load i32, ptr %22, align 4, !tbaa !12
  br label %78

78:                                               ; preds = %66, %75
  %79 = phi i32 [ %76, %75 ], [ %50, %66 ]
  %80 = phi i32 [ %77, %75 ], [ %73, %66 ]
  %81 = add nuw i64 %47, 1
  %82 = getelementptr inbounds i8, ptr %0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !5
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %52, label %46, !llvm.loop !17
}

; Function Attrs: nofree noinline nounwind memory(argmem: read) uwtable
define internal fastcc i32 @horspool(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [256 x i32], align 16
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #9
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9
  %6 = trunc i64 %5 to i32
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #8
  %7 = insertelement <4 x i32> poison, i32 %6, i64 0
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> zeroinitializer
  %9 = insertelement <4 x i32> poison, i32 %6, i64 0
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %10, ptr %3, align 16, !tbaa !12
  %11 = getelementptr inbounds i32, ptr %3, i64 4
  store <4 x i32> %8, ptr %11, align 16, !tbaa !12
  %12 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 8
  store <4 x i32> %10, ptr %12, align 16, !tbaa !12
  %13 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 12
  store <4 x i32> %8, ptr %13, align 16, !tbaa !12
  %14 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 16
  store <4 x i32> %10, ptr %14, align 16, !tbaa !12
  %15 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 20
  store <4 x i32> %8, ptr %15, align 16, !tbaa !12
  %16 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 24
  store <4 x i32> %10, ptr %16, align 16, !tbaa !12
  %17 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 28
  store <4 x i32> %8, ptr %17, align 16, !tbaa !12
  %18 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 32
  store <4 x i32> %10, ptr %18, align 16, !tbaa !12
  %19 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 36
  store <4 x i32> %8, ptr %19, align 16, !tbaa !12
  %20 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 40
  store <4 x i32> %10, ptr %20, align 16, !tbaa !12
  %21 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 44
  store <4 x i32> %8, ptr %21, align 16, !tbaa !12
  %22 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 48
  store <4 x i32> %10, ptr %22, align 16, !tbaa !12
  %23 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 52
  store <4 x i32> %8, ptr %23, align 16, !tbaa !12
  %24 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 56
  store <4 x i32> %10, ptr %24, align 16, !tbaa !12
  %25 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 60
  store <4 x i32> %8, ptr %25, align 16, !tbaa !12
  %26 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 64
  store <4 x i32> %10, ptr %26, align 16, !tbaa !12
  %27 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 68
  store <4 x i32> %8, ptr %27, align 16, !tbaa !12
  %28 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 72
  store <4 x i32> %10, ptr %28, align 16, !tbaa !12
  %29 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 76
  store <4 x i32> %8, ptr %29, align 16, !tbaa !12
  %30 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 80
  store <4 x i32> %10, ptr %30, align 16, !tbaa !12
  %31 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 84
  store <4 x i32> %8, ptr %31, align 16, !tbaa !12
  %32 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 88
  store <4 x i32> %10, ptr %32, align 16, !tbaa !12
  %33 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 92
  store <4 x i32> %8, ptr %33, align 16, !tbaa !12
  %34 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 96
  store <4 x i32> %10, ptr %34, align 16, !tbaa !12
  %35 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 100
  store <4 x i32> %8, ptr %35, align 16, !tbaa !12
  %36 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 104
  store <4 x i32> %10, ptr %36, align 16, !tbaa !12
  %37 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 108
  store <4 x i32> %8, ptr %37, align 16, !tbaa !12
  %38 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 112
  store <4 x i32> %10, ptr %38, align 16, !tbaa !12
  %39 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 116
  store <4 x i32> %8, ptr %39, align 16, !tbaa !12
  %40 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 120
  store <4 x i32> %10, ptr %40, align 16, !tbaa !12
  %41 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 124
  store <4 x i32> %8, ptr %41, align 16, !tbaa !12
  %42 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 128
  store <4 x i32> %10, ptr %42, align 16, !tbaa !12
  %43 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 132
  store <4 x i32> %8, ptr %43, align 16, !tbaa !12
  %44 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 136
  store <4 x i32> %10, ptr %44, align 16, !tbaa !12
  %45 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 140
  store <4 x i32> %8, ptr %45, align 16, !tbaa !12
  %46 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 144
  store <4 x i32> %10, ptr %46, align 16, !tbaa !12
  %47 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 148
  store <4 x i32> %8, ptr %47, align 16, !tbaa !12
  %48 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 152
  store <4 x i32> %10, ptr %48, align 16, !tbaa !12
  %49 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 156
  store <4 x i32> %8, ptr %49, align 16, !tbaa !12
  %50 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 160
  store <4 x i32> %10, ptr %50, align 16, !tbaa !12
  %51 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 164
  store <4 x i32> %8, ptr %51, align 16, !tbaa !12
  %52 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 168
  store <4 x i32> %10, ptr %52, align 16, !tbaa !12
  %53 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 172
  store <4 x i32> %8, ptr %53, align 16, !tbaa !12
  %54 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 176
  store <4 x i32> %10, ptr %54, align 16, !tbaa !12
  %55 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 180
  store <4 x i32> %8, ptr %55, align 16, !tbaa !12
  %56 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 184
  store <4 x i32> %10, ptr %56, align 16, !tbaa !12
  %57 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 188
  store <4 x i32> %8, ptr %57, align 16, !tbaa !12
  %58 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 192
  store <4 x i32> %10, ptr %58, align 16, !tbaa !12
  %59 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 196
  store <4 x i32> %8, ptr %59, align 16, !tbaa !12
  %60 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 200
  store <4 x i32> %10, ptr %60, align 16, !tbaa !12
  %61 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 204
  store <4 x i32> %8, ptr %61, align 16, !tbaa !12
  %62 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 208
  store <4 x i32> %10, ptr %62, align 16, !tbaa !12
  %63 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 212
  store <4 x i32> %8, ptr %63, align 16, !tbaa !12
  %64 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 216
  store <4 x i32> %10, ptr %64, align 16, !tbaa !12
  %65 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 220
  store <4 x i32> %8, ptr %65, align 16, !tbaa !12
  %66 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 224
  store <4 x i32> %10, ptr %66, align 16, !tbaa !12
  %67 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 228
  store <4 x i32> %8, ptr %67, align 16, !tbaa !12
  %68 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 232
  store <4 x i32> %10, ptr %68, align 16, !tbaa !12
  %69 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 236
  store <4 x i32> %8, ptr %69, align 16, !tbaa !12
  %70 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 240
  store <4 x i32> %10, ptr %70, align 16, !tbaa !12
  %71 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 244
  store <4 x i32> %8, ptr %71, align 16, !tbaa !12
  %72 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 248
  store <4 x i32> %10, ptr %72, align 16, !tbaa !12
  %73 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 252
  store <4 x i32> %8, ptr %73, align 16, !tbaa !12
  %74 = trunc i64 %4 to i32
  %75 = add i32 %6, -1
  %76 = icmp sgt i32 %6, 1
  br i1 %76, label %77, label %99

77:                                               ; preds = %2
  %78 = zext i32 %75 to i64
  %79 = add nsw i64 %78, -1
  %80 = and i64 %78, 3
  %81 = icmp ult i64 %79, 3
  br i1 %81, label %84, label %82

82:                                               ; preds = %77
  %83 = and i64 %78, 4294967292
  br label %104

84:                                               ; preds = %104, %77
  %85 = phi i64 [ 0, %77 ], [ %134, %104 ]
  %86 = icmp eq i64 %80, 0
  br i1 %86, label %99, label %87

87:                                               ; preds = %84, %87
  %88 = phi i64 [ %96, %87 ], [ %85, %84 ]
  %89 = phi i64 [ %97, %87 ], [ 0, %84 ]
  %90 = trunc i64 %88 to i32
  %91 = sub nsw i32 %75, %90
  %92 = getelementptr inbounds i8, ptr %1, i64 %88
  %93 = load i8, ptr %92, align 1, !tbaa !5
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %94
  store i32 %91, ptr %95, align 4, !tbaa !12
  %96 = add nuw nsw i64 %88, 1
  %97 = add i64 %89, 1
  %98 = icmp eq i64 %97, %80
  br i1 %98, label %99, label %87, !llvm.loop !18

99:                                               ; preds = %84, %87, %2
  %100 = icmp sgt i32 %6, %74
  br i1 %100, label %137, label %101

101:                                              ; preds = %99
  %102 = shl i64 %5, 32
  %103 = ashr exact i64 %102, 32
  br label %139

104:                                              ; preds = %104, %82
  %105 = phi i64 [ 0, %82 ], [ %134, %104 ]
  %106 = phi i64 [ 0, %82 ], [ %135, %104 ]
  %107 = trunc i64 %105 to i32
  %108 = sub nsw i32 %75, %107
  %109 = getelementptr inbounds i8, ptr %1, i64 %105
  %110 = load i8, ptr %109, align 1, !tbaa !5
  %111 = zext i8 %110 to i64
  %112 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %111
  store i32 %108, ptr %112, align 4, !tbaa !12
  %113 = or i64 %105, 1
  %114 = trunc i64 %113 to i32
  %115 = sub nsw i32 %75, %114
  %116 = getelementptr inbounds i8, ptr %1, i64 %113
  %117 = load i8, ptr %116, align 1, !tbaa !5
  %118 = zext i8 %117 to i64
  %119 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %118
  store i32 %115, ptr %119, align 4, !tbaa !12
  %120 = or i64 %105, 2
  %121 = trunc i64 %120 to i32
  %122 = sub nsw i32 %75, %121
  %123 = getelementptr inbounds i8, ptr %1, i64 %120
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i64
  %126 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %125
  store i32 %122, ptr %126, align 4, !tbaa !12
  %127 = or i64 %105, 3
  %128 = trunc i64 %127 to i32
  %129 = sub nsw i32 %75, %128
  %130 = getelementptr inbounds i8, ptr %1, i64 %127
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = zext i8 %131 to i64
  %133 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %132
  store i32 %129, ptr %133, align 4, !tbaa !12
  %134 = add nuw nsw i64 %105, 4
  %135 = add i64 %106, 4
  %136 = icmp eq i64 %135, %83
  br i1 %136, label %84, label %104, !llvm.loop !20

137:                                              ; preds = %139, %99
  %138 = phi i32 [ 0, %99 ], [ %148, %139 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #8
  ret i32 %138

139:                                              ; preds = %101, %139
  %140 = phi i32 [ %6, %101 ], [ %157, %139 ]
  %141 = phi i32 [ 0, %101 ], [ %156, %139 ]
  %142 = phi i32 [ 0, %101 ], [ %148, %139 ]
  %143 = sext i32 %141 to i64
  %144 = getelementptr inbounds i8, ptr %0, i64 %143
  %145 = tail call i32 @bcmp(ptr %144, ptr %1, i64 %103)
  %146 = icmp eq i32 %145, 0
  %147 = zext i1 %146 to i32
  %148 = add nuw nsw i32 %142, %147
  %149 = add nsw i32 %140, -1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i8, ptr %0, i64 %150
  %152 = load i8, ptr %151, align 1, !tbaa !5
  %153 = zext i8 %152 to i64
  %154 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !12
  %156 = add nsw i32 %155, %141
  %157 = add nsw i32 %156, %6
  %158 = icmp sgt i32 %157, %74
  br i1 %158, label %137, label %139, !llvm.loop !21
}

; Function Attrs: nofree noinline nounwind memory(argmem: read) uwtable
define internal fastcc i32 @rabin_karp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %6, %4
  br i1 %7, label %80, label %8

8:                                                ; preds = %2
  %9 = icmp sgt i32 %6, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %8
  %11 = and i64 %5, 4294967295
  %12 = load i8, ptr %1, align 1, !tbaa !5
  %13 = zext i8 %12 to i64
  %14 = load i8, ptr %0, align 1, !tbaa !5
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
  %25 = tail call i32 @llvm.smax.i32(i32 %6, i32 %4)
  %26 = sub i32 %25, %6
  %27 = zext i32 %26 to i64
  br label %49

28:                                               ; preds = %10, %28
  %29 = phi i64 [ %47, %28 ], [ 1, %10 ]
  %30 = phi i64 [ %46, %28 ], [ 1, %10 ]
  %31 = phi i64 [ %44, %28 ], [ %15, %10 ]
  %32 = phi i64 [ %38, %28 ], [ %13, %10 ]
  %33 = mul nuw nsw i64 %32, 257
  %34 = getelementptr inbounds i8, ptr %1, i64 %29
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i64
  %37 = add nuw nsw i64 %33, %36
  %38 = urem i64 %37, 1000000007
  %39 = mul nuw nsw i64 %31, 257
  %40 = getelementptr inbounds i8, ptr %0, i64 %29
  %41 = load i8, ptr %40, align 1, !tbaa !5
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
  %55 = getelementptr inbounds i8, ptr %0, i64 %50
  %56 = tail call i32 @bcmp(ptr %55, ptr %1, i64 %22)
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
  %66 = getelementptr inbounds i8, ptr %0, i64 %50
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i64
  %69 = mul nuw nsw i64 %20, %68
  %70 = urem i64 %69, 1000000007
  %71 = sub nsw i64 %65, %70
  %72 = urem i64 %71, 1000000007
  %73 = mul nuw nsw i64 %72, 257
  %74 = getelementptr inbounds i8, ptr %0, i64 %64
  %75 = load i8, ptr %74, align 1, !tbaa !5
  %76 = zext i8 %75 to i64
  %77 = add nuw nsw i64 %73, %76
  %78 = urem i64 %77, 1000000007
  %79 = add nuw nsw i64 %50, 1
  br label %49

80:                                               ; preds = %60, %2
  %81 = phi i32 [ 0, %2 ], [ %61, %60 ]
  ret i32 %81
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
