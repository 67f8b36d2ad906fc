; ModuleID = 'tests/differential/src/vla_alloca.c'
source_filename = "tests/differential/src/vla_alloca.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vn = internal global i32 10, align 4
@.str = private unnamed_addr constant [19 x i8] c"vla_sum(%d) = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"vla_2d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alloca_loop %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %2 = icmp slt i32 %1, 1
  br i1 %2, label %3, label %19

3:                                                ; preds = %19, %0
  %4 = tail call fastcc i32 @vla_2d(i32 noundef 3, i32 noundef 4)
  %5 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %6 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  %8 = tail call fastcc i32 @vla_2d(i32 noundef %5, i32 noundef %7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %8)
  %10 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %11 = tail call fastcc i32 @alloca_loop(i32 noundef %10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11)
  %13 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %14 = tail call fastcc i32 @aligned_locals(i32 noundef %13)
  %15 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %16 = mul nsw i32 %15, 20
  %17 = tail call fastcc i32 @aligned_locals(i32 noundef %16)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14, i32 noundef %17)
  ret i32 0

19:                                               ; preds = %0, %19
  %20 = phi i32 [ %23, %19 ], [ 1, %0 ]
  %21 = tail call fastcc i64 @vla_sum(i32 noundef %20)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, i64 noundef %21)
  %23 = mul nsw i32 %20, 3
  %24 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %25 = mul nsw i32 %24, 10
  %26 = icmp sgt i32 %23, %25
  br i1 %26, label %3, label %19, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @vla_sum(i32 noundef %0) unnamed_addr #3 {
  %2 = zext i32 %0 to i64
  %3 = alloca i64, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %60

5:                                                ; preds = %1
  %6 = and i64 %2, 1
  %7 = icmp eq i32 %0, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 4294967294
  br label %43

10:                                               ; preds = %43, %5
  %11 = phi i64 [ 0, %5 ], [ %57, %43 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %10
  %14 = mul nuw nsw i64 %11, %11
  %15 = mul i64 %11, 3
  %16 = and i64 %15, 4294967295
  %17 = sub nsw i64 %14, %16
  %18 = getelementptr inbounds i64, ptr %3, i64 %11
  store i64 %17, ptr %18, align 8, !tbaa !11
  br label %19

19:                                               ; preds = %10, %13
  br i1 %4, label %20, label %60

20:                                               ; preds = %19
  %21 = icmp ult i32 %0, 4
  br i1 %21, label %40, label %22

22:                                               ; preds = %20
  %23 = and i64 %2, 4294967292
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %34, %24 ]
  %26 = phi <2 x i64> [ zeroinitializer, %22 ], [ %32, %24 ]
  %27 = phi <2 x i64> [ zeroinitializer, %22 ], [ %33, %24 ]
  %28 = getelementptr inbounds i64, ptr %3, i64 %25
  %29 = load <2 x i64>, ptr %28, align 16, !tbaa !11
  %30 = getelementptr inbounds i64, ptr %28, i64 2
  %31 = load <2 x i64>, ptr %30, align 16, !tbaa !11
  %32 = add <2 x i64> %29, %26
  %33 = add <2 x i64> %31, %27
  %34 = add nuw i64 %25, 4
  %35 = icmp eq i64 %34, %23
  br i1 %35, label %36, label %24, !llvm.loop !13

36:                                               ; preds = %24
  %37 = add <2 x i64> %33, %32
  %38 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %37)
  %39 = icmp eq i64 %23, %2
  br i1 %39, label %60, label %40

40:                                               ; preds = %20, %36
  %41 = phi i64 [ 0, %20 ], [ %23, %36 ]
  %42 = phi i64 [ 0, %20 ], [ %38, %36 ]
  br label %62

43:                                               ; preds = %43, %8
  %44 = phi i64 [ 0, %8 ], [ %57, %43 ]
  %45 = phi i64 [ 0, %8 ], [ %58, %43 ]
  %46 = mul nuw nsw i64 %44, %44
  %47 = mul i64 %44, 3
  %48 = and i64 %47, 4294967294
  %49 = sub nsw i64 %46, %48
  %50 = getelementptr inbounds i64, ptr %3, i64 %44
  store i64 %49, ptr %50, align 16, !tbaa !11
  %51 = or i64 %44, 1
  %52 = mul nuw nsw i64 %51, %51
  %53 = mul i64 %51, 3
  %54 = and i64 %53, 4294967295
  %55 = sub nsw i64 %52, %54
  %56 = getelementptr inbounds i64, ptr %3, i64 %51
  store i64 %55, ptr %56, align 8, !tbaa !11
  %57 = add nuw nsw i64 %44, 2
  %58 = add i64 %45, 2
  %59 = icmp eq i64 %58, %9
  br i1 %59, label %10, label %43, !llvm.loop !16

60:                                               ; preds = %62, %36, %1, %19
  %61 = phi i64 [ 0, %19 ], [ 0, %1 ], [ %38, %36 ], [ %67, %62 ]
  ret i64 %61

62:                                               ; preds = %40, %62
  %63 = phi i64 [ %68, %62 ], [ %41, %40 ]
  %64 = phi i64 [ %67, %62 ], [ %42, %40 ]
  %65 = getelementptr inbounds i64, ptr %3, i64 %63
  %66 = load i64, ptr %65, align 8, !tbaa !11
  %67 = add nsw i64 %66, %64
  %68 = add nuw nsw i64 %63, 1
  %69 = icmp eq i64 %68, %2
  br i1 %69, label %60, label %62, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @vla_2d(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = mul nuw i64 %4, %3
  %6 = alloca i32, i64 %5, align 16
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %80

8:                                                ; preds = %2
  %9 = icmp sgt i32 %1, 0
  %10 = icmp ult i32 %1, 8
  %11 = and i64 %4, 4294967288
  %12 = icmp eq i64 %11, %4
  br label %13

13:                                               ; preds = %8, %53
  %14 = phi i64 [ 0, %8 ], [ %54, %53 ]
  br i1 %9, label %15, label %53

15:                                               ; preds = %13
  %16 = trunc i64 %14 to i32
  %17 = mul nsw i32 %16, %1
  %18 = mul nuw nsw i64 %14, %4
  %19 = getelementptr inbounds i32, ptr %6, i64 %18
  br i1 %10, label %37, label %20

20:                                               ; preds = %15
  %21 = insertelement <4 x i32> poison, i32 %17, i64 0
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <4 x i32> zeroinitializer
  %23 = add i32 %17, 4
  %24 = insertelement <4 x i32> poison, i32 %23, i64 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %26

26:                                               ; preds = %26, %20
  %27 = phi i64 [ 0, %20 ], [ %33, %26 ]
  %28 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %34, %26 ]
  %29 = add nsw <4 x i32> %22, %28
  %30 = add <4 x i32> %25, %28
  %31 = getelementptr inbounds i32, ptr %19, i64 %27
  store <4 x i32> %29, ptr %31, align 4, !tbaa !5
  %32 = getelementptr inbounds i32, ptr %31, i64 4
  store <4 x i32> %30, ptr %32, align 4, !tbaa !5
  %33 = add nuw i64 %27, 8
  %34 = add <4 x i32> %28, <i32 8, i32 8, i32 8, i32 8>
  %35 = icmp eq i64 %33, %11
  br i1 %35, label %36, label %26, !llvm.loop !18

36:                                               ; preds = %26
  br i1 %12, label %53, label %37

37:                                               ; preds = %15, %36
  %38 = phi i64 [ 0, %15 ], [ %11, %36 ]
  br label %56

39:                                               ; preds = %53
  %40 = icmp sgt i32 %1, 0
  %41 = and i1 %7, %40
  br i1 %41, label %42, label %80

42:                                               ; preds = %39
  %43 = add nsw i32 %1, -1
  %44 = add nsw i32 %0, -1
  %45 = tail call i32 @llvm.umin.i32(i32 %43, i32 %44)
  %46 = add nuw nsw i32 %45, 1
  %47 = zext i32 %46 to i64
  %48 = add nsw i64 %47, -1
  %49 = and i64 %47, 3
  %50 = icmp ult i64 %48, 3
  br i1 %50, label %63, label %51

51:                                               ; preds = %42
  %52 = and i64 %47, 4294967292
  br label %85

53:                                               ; preds = %56, %36, %13
  %54 = add nuw nsw i64 %14, 1
  %55 = icmp eq i64 %54, %3
  br i1 %55, label %39, label %13, !llvm.loop !19

56:                                               ; preds = %37, %56
  %57 = phi i64 [ %61, %56 ], [ %38, %37 ]
  %58 = trunc i64 %57 to i32
  %59 = add nsw i32 %17, %58
  %60 = getelementptr inbounds i32, ptr %19, i64 %57
  store i32 %59, ptr %60, align 4, !tbaa !5
  %61 = add nuw nsw i64 %57, 1
  %62 = icmp eq i64 %61, %4
  br i1 %62, label %53, label %56, !llvm.loop !20

63:                                               ; preds = %85, %42
  %64 = phi i32 [ undef, %42 ], [ %111, %85 ]
  %65 = phi i64 [ 0, %42 ], [ %112, %85 ]
  %66 = phi i32 [ 0, %42 ], [ %111, %85 ]
  %67 = icmp eq i64 %49, 0
  br i1 %67, label %80, label %68

68:                                               ; preds = %63, %68
  %69 = phi i64 [ %77, %68 ], [ %65, %63 ]
  %70 = phi i32 [ %76, %68 ], [ %66, %63 ]
  %71 = phi i64 [ %78, %68 ], [ 0, %63 ]
  %72 = mul nuw nsw i64 %69, %4
  %73 = getelementptr inbounds i32, ptr %6, i64 %72
  %74 = getelementptr inbounds i32, ptr %73, i64 %69
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = add nsw i32 %75, %70
  %77 = add nuw nsw i64 %69, 1
  %78 = add i64 %71, 1
  %79 = icmp eq i64 %78, %49
  br i1 %79, label %80, label %68, !llvm.loop !21

80:                                               ; preds = %63, %68, %2, %39
  %81 = phi i32 [ 0, %39 ], [ 0, %2 ], [ %64, %63 ], [ %76, %68 ]
  %82 = trunc i64 %5 to i32
  %83 = shl i32 %82, 2
  %84 = add nsw i32 %81, %83
  ret i32 %84

85:                                               ; preds = %85, %51
  %86 = phi i64 [ 0, %51 ], [ %112, %85 ]
  %87 = phi i32 [ 0, %51 ], [ %111, %85 ]
  %88 = phi i64 [ 0, %51 ], [ %113, %85 ]
  %89 = mul nuw nsw i64 %86, %4
  %90 = getelementptr inbounds i32, ptr %6, i64 %89
  %91 = getelementptr inbounds i32, ptr %90, i64 %86
  %92 = load i32, ptr %91, align 16, !tbaa !5
  %93 = add nsw i32 %92, %87
  %94 = or i64 %86, 1
  %95 = mul nuw nsw i64 %94, %4
  %96 = getelementptr inbounds i32, ptr %6, i64 %95
  %97 = getelementptr inbounds i32, ptr %96, i64 %94
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = add nsw i32 %98, %93
  %100 = or i64 %86, 2
  %101 = mul nuw nsw i64 %100, %4
  %102 = getelementptr inbounds i32, ptr %6, i64 %101
  %103 = getelementptr inbounds i32, ptr %102, i64 %100
  %104 = load i32, ptr %103, align 8, !tbaa !5
  %105 = add nsw i32 %104, %99
  %106 = or i64 %86, 3
  %107 = mul nuw nsw i64 %106, %4
  %108 = getelementptr inbounds i32, ptr %6, i64 %107
  %109 = getelementptr inbounds i32, ptr %108, i64 %106
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = add nsw i32 %110, %105
  %112 = add nuw nsw i64 %86, 4
  %113 = add i64 %88, 4
  %114 = icmp eq i64 %113, %52
  br i1 %114, label %63, label %85, !llvm.loop !23
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @alloca_loop(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = and i64 %4, 1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967294
  br label %32

9:                                                ; preds = %58, %3
  %10 = phi i32 [ undef, %3 ], [ %55, %58 ]
  %11 = phi i64 [ 1, %3 ], [ %59, %58 ]
  %12 = phi i32 [ 0, %3 ], [ %55, %58 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %30, label %14

14:                                               ; preds = %9
  %15 = shl nuw nsw i64 %11, 4
  %16 = alloca i8, i64 %15, align 16
  %17 = trunc i64 %11 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %16, i8 %17, i64 %15, i1 false)
  %18 = shl i64 %11, 4
  %19 = and i64 %18, 4294967280
  br label %20

20:                                               ; preds = %20, %14
  %21 = phi i64 [ 0, %14 ], [ %28, %20 ]
  %22 = phi i32 [ %12, %14 ], [ %27, %20 ]
  %23 = mul i32 %22, 33
  %24 = getelementptr inbounds i8, ptr %16, i64 %21
  %25 = load i8, ptr %24, align 1, !tbaa !24
  %26 = zext i8 %25 to i32
  %27 = add i32 %23, %26
  %28 = add nuw nsw i64 %21, 5
  %29 = icmp ult i64 %28, %19
  br i1 %29, label %20, label %30, !llvm.loop !25

30:                                               ; preds = %9, %20, %1
  %31 = phi i32 [ 0, %1 ], [ %10, %9 ], [ %27, %20 ]
  ret i32 %31

32:                                               ; preds = %58, %7
  %33 = phi i64 [ 1, %7 ], [ %59, %58 ]
  %34 = phi i32 [ 0, %7 ], [ %55, %58 ]
  %35 = phi i64 [ 0, %7 ], [ %60, %58 ]
  %36 = shl nuw nsw i64 %33, 4
  %37 = alloca i8, i64 %36, align 16
  %38 = trunc i64 %33 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %37, i8 %38, i64 %36, i1 false)
  %39 = shl i64 %33, 4
  %40 = and i64 %39, 4294967280
  br label %62

41:                                               ; preds = %62
  %42 = add nuw nsw i64 %33, 1
  %43 = shl nuw nsw i64 %42, 4
  %44 = alloca i8, i64 %43, align 16
  %45 = trunc i64 %42 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %44, i8 %45, i64 %43, i1 false)
  %46 = shl i64 %42, 4
  %47 = and i64 %46, 4294967280
  br label %48

48:                                               ; preds = %48, %41
  %49 = phi i64 [ 0, %41 ], [ %56, %48 ]
  %50 = phi i32 [ %69, %41 ], [ %55, %48 ]
  %51 = mul i32 %50, 33
  %52 = getelementptr inbounds i8, ptr %44, i64 %49
  %53 = load i8, ptr %52, align 1, !tbaa !24
  %54 = zext i8 %53 to i32
  %55 = add i32 %51, %54
  %56 = add nuw nsw i64 %49, 5
  %57 = icmp ult i64 %56, %47
  br i1 %57, label %48, label %58, !llvm.loop !25

58:                                               ; preds = %48
  %59 = add nuw nsw i64 %33, 2
  %60 = add i64 %35, 2
  %61 = icmp eq i64 %60, %8
  br i1 %61, label %9, label %32, !llvm.loop !26

62:                                               ; preds = %32, %62
  %63 = phi i64 [ 0, %32 ], [ %70, %62 ]
  %64 = phi i32 [ %34, %32 ], [ %69, %62 ]
  %65 = mul i32 %64, 33
  %66 = getelementptr inbounds i8, ptr %37, i64 %63
  %67 = load i8, ptr %66, align 1, !tbaa !24
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = add nuw nsw i64 %63, 5
  %71 = icmp ult i64 %70, %40
  br i1 %71, label %62, label %41, !llvm.loop !25
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @aligned_locals(i32 noundef %0) unnamed_addr #5 {
  %2 = alloca [64 x i8], align 64
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  %3 = zext i32 %0 to i64
  %4 = tail call ptr @llvm.stacksave()
  %5 = alloca i8, i64 %3, align 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 64, !tbaa !24
  %6 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %6, align 16, !tbaa !24
  %7 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %7, align 32, !tbaa !24
  %8 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %8, align 16, !tbaa !24
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %75

10:                                               ; preds = %1
  %11 = icmp ult i32 %0, 8
  %12 = add nsw i64 %3, -65
  %13 = icmp ult i64 %12, -64
  %14 = select i1 %11, i1 true, i1 %13
  br i1 %14, label %48, label %15

15:                                               ; preds = %10
  %16 = icmp ult i32 %0, 32
  br i1 %16, label %35, label %17

17:                                               ; preds = %15
  %18 = and i64 %3, 4294967264
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %28, %19 ]
  %21 = and i64 %20, 32
  %22 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %21
  %23 = load <16 x i8>, ptr %22, align 32, !tbaa !24
  %24 = getelementptr inbounds i8, ptr %22, i64 16
  %25 = load <16 x i8>, ptr %24, align 16, !tbaa !24
  %26 = getelementptr inbounds i8, ptr %5, i64 %20
  store <16 x i8> %23, ptr %26, align 16, !tbaa !24
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  store <16 x i8> %25, ptr %27, align 16, !tbaa !24
  %28 = add nuw i64 %20, 32
  %29 = icmp eq i64 %28, %18
  br i1 %29, label %30, label %19, !llvm.loop !27

30:                                               ; preds = %19
  %31 = icmp eq i64 %18, %3
  br i1 %31, label %67, label %32

32:                                               ; preds = %30
  %33 = and i64 %3, 24
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %48, label %35

35:                                               ; preds = %15, %32
  %36 = phi i64 [ %18, %32 ], [ 0, %15 ]
  %37 = and i64 %3, 4294967288
  br label %38

38:                                               ; preds = %38, %35
  %39 = phi i64 [ %36, %35 ], [ %44, %38 ]
  %40 = and i64 %39, 56
  %41 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %40
  %42 = load <8 x i8>, ptr %41, align 8, !tbaa !24
  %43 = getelementptr inbounds i8, ptr %5, i64 %39
  store <8 x i8> %42, ptr %43, align 8, !tbaa !24
  %44 = add nuw i64 %39, 8
  %45 = icmp eq i64 %44, %37
  br i1 %45, label %46, label %38, !llvm.loop !28

46:                                               ; preds = %38
  %47 = icmp eq i64 %37, %3
  br i1 %47, label %67, label %48

48:                                               ; preds = %10, %32, %46
  %49 = phi i64 [ 0, %10 ], [ %18, %32 ], [ %37, %46 ]
  %50 = xor i64 %49, -1
  %51 = add nsw i64 %50, %3
  %52 = and i64 %3, 3
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %64, label %54

54:                                               ; preds = %48, %54
  %55 = phi i64 [ %61, %54 ], [ %49, %48 ]
  %56 = phi i64 [ %62, %54 ], [ 0, %48 ]
  %57 = and i64 %55, 63
  %58 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !24
  %60 = getelementptr inbounds i8, ptr %5, i64 %55
  store i8 %59, ptr %60, align 1, !tbaa !24
  %61 = add nuw nsw i64 %55, 1
  %62 = add i64 %56, 1
  %63 = icmp eq i64 %62, %52
  br i1 %63, label %64, label %54, !llvm.loop !29

64:                                               ; preds = %54, %48
  %65 = phi i64 [ %49, %48 ], [ %61, %54 ]
  %66 = icmp ult i64 %51, 3
  br i1 %66, label %67, label %83

67:                                               ; preds = %64, %83, %46, %30
  %68 = getelementptr inbounds i8, ptr %5, i64 3
  %69 = load i8, ptr %68, align 1, !tbaa !24
  %70 = sitofp i8 %69 to double
  %71 = fmul double %70, 1.500000e+00
  %72 = fmul double %71, 2.000000e+00
  %73 = fptosi double %72 to i32
  %74 = add nsw i32 %73, 3000
  br label %75

75:                                               ; preds = %67, %1
  %76 = phi i32 [ %74, %67 ], [ 3000, %1 ]
  %77 = add nsw i32 %0, -1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr %5, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !24
  %81 = sext i8 %80 to i32
  %82 = add nsw i32 %76, %81
  tail call void @llvm.stackrestore(ptr %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  ret i32 %82

83:                                               ; preds = %64, %83
  %84 = phi i64 [ %104, %83 ], [ %65, %64 ]
  %85 = and i64 %84, 63
  %86 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %5, i64 %84
  store i8 %87, ptr %88, align 1, !tbaa !24
  %89 = add nuw nsw i64 %84, 1
  %90 = and i64 %89, 63
  %91 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !24
  %93 = getelementptr inbounds i8, ptr %5, i64 %89
  store i8 %92, ptr %93, align 1, !tbaa !24
  %94 = add nuw nsw i64 %84, 2
  %95 = and i64 %94, 63
  %96 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !24
  %98 = getelementptr inbounds i8, ptr %5, i64 %94
  store i8 %97, ptr %98, align 1, !tbaa !24
  %99 = add nuw nsw i64 %84, 3
  %100 = and i64 %99, 63
  %101 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %100
  %102 = load i8, ptr %101, align 1, !tbaa !24
  %103 = getelementptr inbounds i8, ptr %5, i64 %99
  store i8 %102, ptr %103, align 1, !tbaa !24
  %104 = add nuw nsw i64 %84, 4
  %105 = icmp eq i64 %104, %3
  br i1 %105, label %67, label %83, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !15, !14}
!18 = distinct !{!18, !10, !14, !15}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !15, !14}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !10}
!24 = !{!7, !7, i64 0}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !14, !15}
!28 = distinct !{!28, !10, !14, !15}
!29 = distinct !{!29, !22}
!30 = distinct !{!30, !10, !14}
