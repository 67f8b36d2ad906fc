; ModuleID = 'tests/differential/src/rle_compress.c'
source_filename = "tests/differential/src/rle_compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"abracadabra abracadabra cadabra!\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"rle %d -> %d -> %d ok=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"lz  %d -> %d -> %d ok=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"lz hash %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [600 x i8], align 16
  %2 = alloca [1400 x i8], align 16
  %3 = alloca [700 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 1400, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 700, ptr nonnull %3) #9
  br label %4

4:                                                ; preds = %0, %47
  %5 = phi i32 [ 0, %0 ], [ %51, %47 ]
  %6 = phi i32 [ 1, %0 ], [ %50, %47 ]
  %7 = phi i64 [ 0, %0 ], [ %49, %47 ]
  %8 = phi i32 [ 0, %0 ], [ %24, %47 ]
  %9 = urem i32 %5, 23
  %10 = sub i32 %9, %5
  %11 = add i32 %10, %6
  %12 = trunc i64 %7 to i32
  %13 = urem i32 %5, 23
  %14 = sub i32 %13, %5
  %15 = mul i64 %7, 7
  %16 = urem i64 %15, 23
  %17 = add nuw nsw i64 %16, 1
  %18 = urem i32 %12, 5
  %19 = trunc i32 %18 to i8
  %20 = add nuw nsw i8 %19, 97
  %21 = sext i32 %8 to i64
  %22 = getelementptr i8, ptr %1, i64 %21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %22, i8 %20, i64 %17, i1 false), !tbaa !5
  %23 = add i32 %8, %6
  %24 = add i32 %14, %23
  %25 = and i32 %11, 7
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %33, label %27

27:                                               ; preds = %4, %27
  %28 = phi i64 [ %30, %27 ], [ %21, %4 ]
  %29 = phi i32 [ %31, %27 ], [ 0, %4 ]
  %30 = add nsw i64 %28, 1
  %31 = add i32 %29, 1
  %32 = icmp eq i32 %31, %25
  br i1 %32, label %33, label %27, !llvm.loop !8

33:                                               ; preds = %27, %4
  %34 = phi i64 [ undef, %4 ], [ %28, %27 ]
  %35 = phi i64 [ %21, %4 ], [ %30, %27 ]
  %36 = icmp ult i32 %9, 7
  br i1 %36, label %47, label %53

37:                                               ; preds = %47
  %38 = trunc i64 %48 to i32
  %39 = sext i32 %24 to i64
  %40 = getelementptr inbounds i8, ptr %1, i64 %39
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %40, ptr noundef nonnull align 1 dereferenceable(32) @.str, i64 32, i1 false)
  %41 = add nsw i32 %38, 33
  %42 = call fastcc i32 @rle(ptr noundef nonnull %1, i32 noundef %41, ptr noundef nonnull %2)
  %43 = call fastcc i32 @unrle(ptr noundef nonnull %2, i32 noundef %42, ptr noundef nonnull %3)
  %44 = icmp eq i32 %43, %41
  br i1 %44, label %58, label %63

45:                                               ; preds = %53
  %46 = add nsw i64 %54, 7
  br label %47

47:                                               ; preds = %33, %45
  %48 = phi i64 [ %34, %33 ], [ %46, %45 ]
  %49 = add i64 %7, 1
  %50 = add nuw nsw i32 %6, 7
  %51 = add i32 %5, 7
  %52 = icmp eq i64 %49, 30
  br i1 %52, label %37, label %4, !llvm.loop !10

53:                                               ; preds = %33, %53
  %54 = phi i64 [ %55, %53 ], [ %35, %33 ]
  %55 = add nsw i64 %54, 8
  %56 = trunc i64 %55 to i32
  %57 = icmp eq i32 %24, %56
  br i1 %57, label %45, label %53, !llvm.loop !12

58:                                               ; preds = %37
  %59 = sext i32 %41 to i64
  %60 = call i32 @bcmp(ptr nonnull %1, ptr nonnull %3, i64 %59)
  %61 = icmp eq i32 %60, 0
  %62 = zext i1 %61 to i32
  br label %63

63:                                               ; preds = %58, %37
  %64 = phi i32 [ 0, %37 ], [ %62, %58 ]
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %64)
  %66 = call fastcc i32 @lz(ptr noundef nonnull %1, i32 noundef %41, ptr noundef nonnull %2)
  %67 = call fastcc i32 @unlz(ptr noundef nonnull %2, i32 noundef %66, ptr noundef nonnull %3)
  %68 = icmp eq i32 %67, %41
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = sext i32 %41 to i64
  %71 = call i32 @bcmp(ptr nonnull %1, ptr nonnull %3, i64 %70)
  %72 = icmp eq i32 %71, 0
  %73 = zext i1 %72 to i32
  br label %74

74:                                               ; preds = %69, %63
  %75 = phi i32 [ 0, %63 ], [ %73, %69 ]
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41, i32 noundef %66, i32 noundef %67, i32 noundef %75)
  %77 = icmp sgt i32 %66, 0
  br i1 %77, label %78, label %101

78:                                               ; preds = %74
  %79 = zext i32 %66 to i64
  %80 = and i64 %79, 3
  %81 = icmp ult i32 %66, 4
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = and i64 %79, 4294967292
  br label %104

84:                                               ; preds = %104, %78
  %85 = phi i32 [ undef, %78 ], [ %130, %104 ]
  %86 = phi i64 [ 0, %78 ], [ %131, %104 ]
  %87 = phi i32 [ 0, %78 ], [ %130, %104 ]
  %88 = icmp eq i64 %80, 0
  br i1 %88, label %101, label %89

89:                                               ; preds = %84, %89
  %90 = phi i64 [ %98, %89 ], [ %86, %84 ]
  %91 = phi i32 [ %97, %89 ], [ %87, %84 ]
  %92 = phi i64 [ %99, %89 ], [ 0, %84 ]
  %93 = mul i32 %91, 131
  %94 = getelementptr inbounds [1400 x i8], ptr %2, i64 0, i64 %90
  %95 = load i8, ptr %94, align 1, !tbaa !5
  %96 = zext i8 %95 to i32
  %97 = add i32 %93, %96
  %98 = add nuw nsw i64 %90, 1
  %99 = add i64 %92, 1
  %100 = icmp eq i64 %99, %80
  br i1 %100, label %101, label %89, !llvm.loop !13

101:                                              ; preds = %84, %89, %74
  %102 = phi i32 [ 0, %74 ], [ %85, %84 ], [ %97, %89 ]
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %102)
  call void @llvm.lifetime.end.p0(i64 700, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 1400, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %1) #9
  ret i32 0

104:                                              ; preds = %104, %82
  %105 = phi i64 [ 0, %82 ], [ %131, %104 ]
  %106 = phi i32 [ 0, %82 ], [ %130, %104 ]
  %107 = phi i64 [ 0, %82 ], [ %132, %104 ]
  %108 = mul i32 %106, 131
  %109 = getelementptr inbounds [1400 x i8], ptr %2, i64 0, i64 %105
  %110 = load i8, ptr %109, align 4, !tbaa !5
  %111 = zext i8 %110 to i32
  %112 = add i32 %108, %111
  %113 = or i64 %105, 1
  %114 = mul i32 %112, 131
  %115 = getelementptr inbounds [1400 x i8], ptr %2, i64 0, i64 %113
  %116 = load i8, ptr %115, align 1, !tbaa !5
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  %119 = or i64 %105, 2
  %120 = mul i32 %118, 131
  %121 = getelementptr inbounds [1400 x i8], ptr %2, i64 0, i64 %119
  %122 = load i8, ptr %121, align 2, !tbaa !5
  %123 = zext i8 %122 to i32
  %124 = add i32 %120, %123
  %125 = or i64 %105, 3
  %126 = mul i32 %124, 131
  %127 = getelementptr inbounds [1400 x i8], ptr %2, i64 0, i64 %125
  %128 = load i8, ptr %127, align 1, !tbaa !5
  %129 = zext i8 %128 to i32
  %130 = add i32 %126, %129
  %131 = add nuw nsw i64 %105, 4
  %132 = add i64 %107, 4
  %133 = icmp eq i64 %132, %83
  br i1 %133, label %84, label %104, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @rle(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  br label %7

7:                                                ; preds = %5, %32
  %8 = phi i64 [ 0, %5 ], [ %40, %32 ]
  %9 = phi i32 [ 0, %5 ], [ %33, %32 ]
  %10 = icmp slt i32 %9, %1
  %11 = sext i32 %9 to i64
  br i1 %10, label %12, label %32

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %0, i64 %11
  %14 = load i8, ptr %13, align 1, !tbaa !5
  br label %19

15:                                               ; preds = %32
  %16 = trunc i64 %40 to i32
  br label %17

17:                                               ; preds = %15, %3
  %18 = phi i32 [ 0, %3 ], [ %16, %15 ]
  ret i32 %18

19:                                               ; preds = %12, %27
  %20 = phi i64 [ %11, %12 ], [ %28, %27 ]
  %21 = getelementptr inbounds i8, ptr %0, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !5
  %23 = icmp eq i8 %22, %14
  %24 = sub nsw i64 %20, %11
  %25 = icmp ult i64 %24, 255
  %26 = select i1 %23, i1 %25, i1 false
  br i1 %26, label %27, label %30

27:                                               ; preds = %19
  %28 = add nsw i64 %20, 1
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %32, label %19, !llvm.loop !15

30:                                               ; preds = %19
  %31 = trunc i64 %20 to i32
  br label %32

32:                                               ; preds = %27, %30, %7
  %33 = phi i32 [ %9, %7 ], [ %31, %30 ], [ %1, %27 ]
  %34 = sub nsw i32 %33, %9
  %35 = trunc i32 %34 to i8
  %36 = or i64 %8, 1
  %37 = getelementptr inbounds i8, ptr %2, i64 %8
  store i8 %35, ptr %37, align 1, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %0, i64 %11
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = add nuw i64 %8, 2
  %41 = getelementptr inbounds i8, ptr %2, i64 %36
  store i8 %39, ptr %41, align 1, !tbaa !5
  %42 = icmp slt i32 %33, %1
  br i1 %42, label %7, label %15, !llvm.loop !16
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @unrle(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = lshr i64 %7, 1
  %9 = add nuw i64 %8, 1
  %10 = and i64 %9, 1
  %11 = icmp ult i32 %1, 3
  br i1 %11, label %14, label %12

12:                                               ; preds = %5
  %13 = and i64 %9, -2
  br label %33

14:                                               ; preds = %33, %5
  %15 = phi i32 [ undef, %5 ], [ %59, %33 ]
  %16 = phi i64 [ 0, %5 ], [ %60, %33 ]
  %17 = phi i32 [ 0, %5 ], [ %59, %33 ]
  %18 = icmp eq i64 %10, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %14
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds i8, ptr %2, i64 %20
  %22 = or i64 %16, 1
  %23 = getelementptr inbounds i8, ptr %0, i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %0, i64 %16
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %21, i8 %24, i64 %27, i1 false)
  %28 = load i8, ptr %25, align 1, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = add nuw nsw i32 %17, %29
  br label %31

31:                                               ; preds = %19, %14, %3
  %32 = phi i32 [ 0, %3 ], [ %15, %14 ], [ %30, %19 ]
  ret i32 %32

33:                                               ; preds = %33, %12
  %34 = phi i64 [ 0, %12 ], [ %60, %33 ]
  %35 = phi i32 [ 0, %12 ], [ %59, %33 ]
  %36 = phi i64 [ 0, %12 ], [ %61, %33 ]
  %37 = zext i32 %35 to i64
  %38 = getelementptr inbounds i8, ptr %2, i64 %37
  %39 = or i64 %34, 1
  %40 = getelementptr inbounds i8, ptr %0, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %0, i64 %34
  %43 = load i8, ptr %42, align 1, !tbaa !5
  %44 = zext i8 %43 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %38, i8 %41, i64 %44, i1 false)
  %45 = load i8, ptr %42, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %35, %46
  %48 = or i64 %34, 2
  %49 = zext i32 %47 to i64
  %50 = getelementptr inbounds i8, ptr %2, i64 %49
  %51 = or i64 %34, 3
  %52 = getelementptr inbounds i8, ptr %0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %0, i64 %48
  %55 = load i8, ptr %54, align 1, !tbaa !5
  %56 = zext i8 %55 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %50, i8 %53, i64 %56, i1 false)
  %57 = load i8, ptr %54, align 1, !tbaa !5
  %58 = zext i8 %57 to i32
  %59 = add nuw nsw i32 %47, %58
  %60 = add nuw nsw i64 %34, 4
  %61 = add nuw nsw i64 %36, 2
  %62 = icmp eq i64 %61, %13
  br i1 %62, label %14, label %33, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @lz(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  br label %7

7:                                                ; preds = %5, %73
  %8 = phi i32 [ %81, %73 ], [ 0, %5 ]
  %9 = phi i32 [ %78, %73 ], [ 0, %5 ]
  %10 = icmp sgt i32 %8, 0
  br i1 %10, label %11, label %66

11:                                               ; preds = %7
  %12 = icmp slt i32 %8, %1
  %13 = zext i32 %8 to i64
  %14 = sub i32 %1, %8
  %15 = sub nsw i64 %6, %13
  %16 = add nsw i64 %13, -1
  br label %19

17:                                               ; preds = %73, %3
  %18 = phi i32 [ 0, %3 ], [ %78, %73 ]
  ret i32 %18

19:                                               ; preds = %11, %45
  %20 = phi i64 [ %16, %11 ], [ %50, %45 ]
  %21 = phi i32 [ 1, %11 ], [ %54, %45 ]
  %22 = phi i32 [ 0, %11 ], [ %49, %45 ]
  %23 = phi i32 [ 0, %11 ], [ %48, %45 ]
  br i1 %12, label %26, label %45

24:                                               ; preds = %45
  %25 = icmp ugt i32 %48, 2
  br i1 %25, label %57, label %66

26:                                               ; preds = %19, %38
  %27 = phi i64 [ %39, %38 ], [ 0, %19 ]
  %28 = phi i32 [ %41, %38 ], [ %8, %19 ]
  %29 = add nsw i64 %27, %20
  %30 = getelementptr inbounds i8, ptr %0, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !5
  %32 = sext i32 %28 to i64
  %33 = getelementptr inbounds i8, ptr %0, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = icmp eq i8 %31, %34
  %36 = icmp ult i64 %27, 255
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %38, label %43

38:                                               ; preds = %26
  %39 = add nuw nsw i64 %27, 1
  %40 = trunc i64 %39 to i32
  %41 = add i32 %8, %40
  %42 = icmp eq i64 %39, %15
  br i1 %42, label %45, label %26, !llvm.loop !18

43:                                               ; preds = %26
  %44 = trunc i64 %27 to i32
  br label %45

45:                                               ; preds = %38, %43, %19
  %46 = phi i32 [ 0, %19 ], [ %44, %43 ], [ %14, %38 ]
  %47 = icmp sgt i32 %46, %23
  %48 = tail call i32 @llvm.smax.i32(i32 %46, i32 %23)
  %49 = select i1 %47, i32 %21, i32 %22
  %50 = add nsw i64 %20, -1
  %51 = trunc i64 %50 to i32
  %52 = icmp sgt i64 %20, 0
  %53 = sub nsw i64 %13, %50
  %54 = sub nsw i32 %8, %51
  %55 = icmp ult i64 %53, 255
  %56 = select i1 %52, i1 %55, i1 false
  br i1 %56, label %19, label %24, !llvm.loop !19

57:                                               ; preds = %24
  %58 = add nuw nsw i32 %9, 1
  %59 = zext i32 %9 to i64
  %60 = getelementptr inbounds i8, ptr %2, i64 %59
  store i8 1, ptr %60, align 1, !tbaa !5
  %61 = trunc i32 %49 to i8
  %62 = add nuw nsw i32 %9, 2
  %63 = zext i32 %58 to i64
  %64 = getelementptr inbounds i8, ptr %2, i64 %63
  store i8 %61, ptr %64, align 1, !tbaa !5
  %65 = trunc i32 %48 to i8
  br label %73

66:                                               ; preds = %7, %24
  %67 = add nuw nsw i32 %9, 1
  %68 = zext i32 %9 to i64
  %69 = getelementptr inbounds i8, ptr %2, i64 %68
  store i8 0, ptr %69, align 1, !tbaa !5
  %70 = sext i32 %8 to i64
  %71 = getelementptr inbounds i8, ptr %0, i64 %70
  %72 = load i8, ptr %71, align 1, !tbaa !5
  br label %73

73:                                               ; preds = %66, %57
  %74 = phi i32 [ 2, %66 ], [ 3, %57 ]
  %75 = phi i32 [ %67, %66 ], [ %62, %57 ]
  %76 = phi i8 [ %72, %66 ], [ %65, %57 ]
  %77 = phi i32 [ 1, %66 ], [ %48, %57 ]
  %78 = add nuw nsw i32 %9, %74
  %79 = sext i32 %75 to i64
  %80 = getelementptr inbounds i8, ptr %2, i64 %79
  store i8 %76, ptr %80, align 1, !tbaa !5
  %81 = add nsw i32 %77, %8
  %82 = icmp slt i32 %81, %1
  br i1 %82, label %7, label %17, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @unlz(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %168, %3
  %6 = phi i32 [ 0, %3 ], [ %170, %168 ]
  ret i32 %6

7:                                                ; preds = %3, %168
  %8 = phi i32 [ %170, %168 ], [ 0, %3 ]
  %9 = phi i32 [ %171, %168 ], [ 0, %3 ]
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !5
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %7
  %15 = add nuw nsw i32 %9, 1
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = add nsw i32 %8, 1
  %20 = sext i32 %8 to i64
  %21 = getelementptr inbounds i8, ptr %2, i64 %20
  store i8 %18, ptr %21, align 1, !tbaa !5
  br label %168

22:                                               ; preds = %7
  %23 = add nuw nsw i32 %9, 2
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i32
  %28 = icmp eq i8 %26, 0
  br i1 %28, label %168, label %29

29:                                               ; preds = %22
  %30 = add nuw nsw i32 %9, 1
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %0, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = sext i32 %8 to i64
  %35 = zext i8 %33 to i64
  %36 = add nsw i32 %27, -1
  %37 = zext i32 %36 to i64
  %38 = add nuw nsw i64 %37, 1
  %39 = icmp ult i8 %26, 32
  %40 = icmp ult i8 %33, 32
  %41 = select i1 %39, i1 true, i1 %40
  br i1 %41, label %115, label %42

42:                                               ; preds = %29
  %43 = and i64 %38, -32
  %44 = add nsw i64 %43, %34
  %45 = trunc i64 %43 to i32
  %46 = sub nsw i64 %34, %35
  %47 = getelementptr inbounds i8, ptr %2, i64 %46
  %48 = load <16 x i8>, ptr %47, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %47, i64 16
  %50 = load <16 x i8>, ptr %49, align 1, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i64 %34
  store <16 x i8> %48, ptr %51, align 1, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store <16 x i8> %50, ptr %52, align 1, !tbaa !5
  %53 = icmp eq i64 %43, 32
  br i1 %53, label %113, label %54, !llvm.loop !21

54:                                               ; preds = %42
  %55 = add nsw i64 %34, 32
  %56 = sub nsw i64 %55, %35
  %57 = getelementptr inbounds i8, ptr %2, i64 %56
  %58 = load <16 x i8>, ptr %57, align 1, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %57, i64 16
  %60 = load <16 x i8>, ptr %59, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %2, i64 %55
  store <16 x i8> %58, ptr %61, align 1, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  store <16 x i8> %60, ptr %62, align 1, !tbaa !5
  %63 = icmp eq i64 %43, 64
  br i1 %63, label %113, label %64, !llvm.loop !21

64:                                               ; preds = %54
  %65 = add nsw i64 %34, 64
  %66 = sub nsw i64 %65, %35
  %67 = getelementptr inbounds i8, ptr %2, i64 %66
  %68 = load <16 x i8>, ptr %67, align 1, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %67, i64 16
  %70 = load <16 x i8>, ptr %69, align 1, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %2, i64 %65
  store <16 x i8> %68, ptr %71, align 1, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  store <16 x i8> %70, ptr %72, align 1, !tbaa !5
  %73 = icmp eq i64 %43, 96
  br i1 %73, label %113, label %74, !llvm.loop !21

74:                                               ; preds = %64
  %75 = add nsw i64 %34, 96
  %76 = sub nsw i64 %75, %35
  %77 = getelementptr inbounds i8, ptr %2, i64 %76
  %78 = load <16 x i8>, ptr %77, align 1, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %77, i64 16
  %80 = load <16 x i8>, ptr %79, align 1, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %2, i64 %75
  store <16 x i8> %78, ptr %81, align 1, !tbaa !5
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  store <16 x i8> %80, ptr %82, align 1, !tbaa !5
  %83 = icmp eq i64 %43, 128
  br i1 %83, label %113, label %84, !llvm.loop !21

84:                                               ; preds = %74
  %85 = add nsw i64 %34, 128
  %86 = sub nsw i64 %85, %35
  %87 = getelementptr inbounds i8, ptr %2, i64 %86
  %88 = load <16 x i8>, ptr %87, align 1, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %87, i64 16
  %90 = load <16 x i8>, ptr %89, align 1, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %2, i64 %85
  store <16 x i8> %88, ptr %91, align 1, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  store <16 x i8> %90, ptr %92, align 1, !tbaa !5
  %93 = icmp eq i64 %43, 160
  br i1 %93, label %113, label %94, !llvm.loop !21

94:                                               ; preds = %84
  %95 = add nsw i64 %34, 160
  %96 = sub nsw i64 %95, %35
  %97 = getelementptr inbounds i8, ptr %2, i64 %96
  %98 = load <16 x i8>, ptr %97, align 1, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %97, i64 16
  %100 = load <16 x i8>, ptr %99, align 1, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %2, i64 %95
  store <16 x i8> %98, ptr %101, align 1, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  store <16 x i8> %100, ptr %102, align 1, !tbaa !5
  %103 = icmp eq i64 %43, 192
  br i1 %103, label %113, label %104, !llvm.loop !21

104:                                              ; preds = %94
  %105 = add nsw i64 %34, 192
  %106 = sub nsw i64 %105, %35
  %107 = getelementptr inbounds i8, ptr %2, i64 %106
  %108 = load <16 x i8>, ptr %107, align 1, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %107, i64 16
  %110 = load <16 x i8>, ptr %109, align 1, !tbaa !5
  %111 = getelementptr inbounds i8, ptr %2, i64 %105
  store <16 x i8> %108, ptr %111, align 1, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  store <16 x i8> %110, ptr %112, align 1, !tbaa !5
  br label %113

113:                                              ; preds = %104, %94, %84, %74, %64, %54, %42
  %114 = icmp eq i64 %38, %43
  br i1 %114, label %140, label %115

115:                                              ; preds = %29, %113
  %116 = phi i64 [ %34, %29 ], [ %44, %113 ]
  %117 = phi i32 [ 0, %29 ], [ %45, %113 ]
  %118 = sub i32 %27, %117
  %119 = xor i32 %117, -1
  %120 = add i32 %119, %27
  %121 = and i32 %118, 3
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %135, label %123

123:                                              ; preds = %115, %123
  %124 = phi i64 [ %132, %123 ], [ %116, %115 ]
  %125 = phi i32 [ %131, %123 ], [ %117, %115 ]
  %126 = phi i32 [ %133, %123 ], [ 0, %115 ]
  %127 = sub nsw i64 %124, %35
  %128 = getelementptr inbounds i8, ptr %2, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !5
  %130 = getelementptr inbounds i8, ptr %2, i64 %124
  store i8 %129, ptr %130, align 1, !tbaa !5
  %131 = add nuw nsw i32 %125, 1
  %132 = add nsw i64 %124, 1
  %133 = add i32 %126, 1
  %134 = icmp eq i32 %133, %121
  br i1 %134, label %135, label %123, !llvm.loop !24

135:                                              ; preds = %123, %115
  %136 = phi i64 [ undef, %115 ], [ %132, %123 ]
  %137 = phi i64 [ %116, %115 ], [ %132, %123 ]
  %138 = phi i32 [ %117, %115 ], [ %131, %123 ]
  %139 = icmp ult i32 %120, 3
  br i1 %139, label %140, label %143

140:                                              ; preds = %135, %143, %113
  %141 = phi i64 [ %44, %113 ], [ %136, %135 ], [ %166, %143 ]
  %142 = trunc i64 %141 to i32
  br label %168

143:                                              ; preds = %135, %143
  %144 = phi i64 [ %166, %143 ], [ %137, %135 ]
  %145 = phi i32 [ %165, %143 ], [ %138, %135 ]
  %146 = sub nsw i64 %144, %35
  %147 = getelementptr inbounds i8, ptr %2, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !5
  %149 = getelementptr inbounds i8, ptr %2, i64 %144
  store i8 %148, ptr %149, align 1, !tbaa !5
  %150 = add nsw i64 %144, 1
  %151 = sub nsw i64 %150, %35
  %152 = getelementptr inbounds i8, ptr %2, i64 %151
  %153 = load i8, ptr %152, align 1, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %2, i64 %150
  store i8 %153, ptr %154, align 1, !tbaa !5
  %155 = add nsw i64 %144, 2
  %156 = sub nsw i64 %155, %35
  %157 = getelementptr inbounds i8, ptr %2, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !5
  %159 = getelementptr inbounds i8, ptr %2, i64 %155
  store i8 %158, ptr %159, align 1, !tbaa !5
  %160 = add nsw i64 %144, 3
  %161 = sub nsw i64 %160, %35
  %162 = getelementptr inbounds i8, ptr %2, i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %2, i64 %160
  store i8 %163, ptr %164, align 1, !tbaa !5
  %165 = add nuw nsw i32 %145, 4
  %166 = add nsw i64 %144, 4
  %167 = icmp eq i32 %165, %27
  br i1 %167, label %140, label %143, !llvm.loop !25

168:                                              ; preds = %22, %140, %14
  %169 = phi i32 [ 2, %14 ], [ 3, %140 ], [ 3, %22 ]
  %170 = phi i32 [ %19, %14 ], [ %142, %140 ], [ %8, %22 ]
  %171 = add nuw nsw i32 %9, %169
  %172 = icmp slt i32 %171, %1
  br i1 %172, label %7, label %5, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !11, !22}
!26 = distinct !{!26, !11}
