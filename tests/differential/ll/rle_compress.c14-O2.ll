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
  %4 = getelementptr inbounds [600 x i8], [600 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 600, i8* nonnull %4) #8
  %5 = getelementptr inbounds [1400 x i8], [1400 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 1400, i8* nonnull %5) #8
  %6 = getelementptr inbounds [700 x i8], [700 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 700, i8* nonnull %6) #8
  br label %7

7:                                                ; preds = %0, %33
  %8 = phi i32 [ 0, %0 ], [ %36, %33 ]
  %9 = phi i32 [ 1, %0 ], [ %35, %33 ]
  %10 = phi i64 [ 0, %0 ], [ %34, %33 ]
  %11 = phi i32 [ 0, %0 ], [ %24, %33 ]
  %12 = trunc i64 %10 to i32
  %13 = urem i32 %8, 23
  %14 = sub nsw i32 %13, %8
  %15 = mul nuw nsw i64 %10, 7
  %16 = urem i64 %15, 23
  %17 = add nuw nsw i64 %16, 1
  %18 = urem i32 %12, 5
  %19 = trunc i32 %18 to i8
  %20 = add nuw nsw i8 %19, 97
  %21 = sext i32 %11 to i64
  %22 = getelementptr [600 x i8], [600 x i8]* %1, i64 0, i64 %21
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(1) %22, i8 %20, i64 %17, i1 false), !tbaa !5
  %23 = add i32 %11, %9
  %24 = add i32 %14, %23
  br label %38

25:                                               ; preds = %33
  %26 = trunc i64 %39 to i32
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds [600 x i8], [600 x i8]* %1, i64 0, i64 %27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(32) %28, i8* noundef nonnull align 1 dereferenceable(32) getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i64 32, i1 false)
  %29 = add nsw i32 %26, 33
  %30 = call fastcc i32 @rle(i8* noundef nonnull %4, i32 noundef %29, i8* noundef nonnull %5)
  %31 = call fastcc i32 @unrle(i8* noundef nonnull %5, i32 noundef %30, i8* noundef nonnull %6)
  %32 = icmp eq i32 %31, %29
  br i1 %32, label %43, label %48

33:                                               ; preds = %38
  %34 = add nuw nsw i64 %10, 1
  %35 = add nuw nsw i32 %9, 7
  %36 = add nuw nsw i32 %8, 7
  %37 = icmp eq i64 %34, 30
  br i1 %37, label %25, label %7, !llvm.loop !8

38:                                               ; preds = %7, %38
  %39 = phi i64 [ %21, %7 ], [ %40, %38 ]
  %40 = add nsw i64 %39, 1
  %41 = trunc i64 %40 to i32
  %42 = icmp eq i32 %24, %41
  br i1 %42, label %33, label %38, !llvm.loop !10

43:                                               ; preds = %25
  %44 = sext i32 %29 to i64
  %45 = call i32 @bcmp(i8* nonnull %4, i8* nonnull %6, i64 %44)
  %46 = icmp eq i32 %45, 0
  %47 = zext i1 %46 to i32
  br label %48

48:                                               ; preds = %43, %25
  %49 = phi i32 [ 0, %25 ], [ %47, %43 ]
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %49)
  %51 = call fastcc i32 @lz(i8* noundef nonnull %4, i32 noundef %29, i8* noundef nonnull %5)
  %52 = call fastcc i32 @unlz(i8* noundef nonnull %5, i32 noundef %51, i8* noundef nonnull %6)
  %53 = icmp eq i32 %52, %29
  br i1 %53, label %54, label %59

54:                                               ; preds = %48
  %55 = sext i32 %29 to i64
  %56 = call i32 @bcmp(i8* nonnull %4, i8* nonnull %6, i64 %55)
  %57 = icmp eq i32 %56, 0
  %58 = zext i1 %57 to i32
  br label %59

59:                                               ; preds = %54, %48
  %60 = phi i32 [ 0, %48 ], [ %58, %54 ]
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), i32 noundef %29, i32 noundef %51, i32 noundef %52, i32 noundef %60)
  %62 = icmp sgt i32 %51, 0
  br i1 %62, label %63, label %87

63:                                               ; preds = %59
  %64 = zext i32 %51 to i64
  %65 = add nsw i64 %64, -1
  %66 = and i64 %64, 3
  %67 = icmp ult i64 %65, 3
  br i1 %67, label %70, label %68

68:                                               ; preds = %63
  %69 = and i64 %64, 4294967292
  br label %90

70:                                               ; preds = %90, %63
  %71 = phi i32 [ undef, %63 ], [ %116, %90 ]
  %72 = phi i64 [ 0, %63 ], [ %117, %90 ]
  %73 = phi i32 [ 0, %63 ], [ %116, %90 ]
  %74 = icmp eq i64 %66, 0
  br i1 %74, label %87, label %75

75:                                               ; preds = %70, %75
  %76 = phi i64 [ %84, %75 ], [ %72, %70 ]
  %77 = phi i32 [ %83, %75 ], [ %73, %70 ]
  %78 = phi i64 [ %85, %75 ], [ 0, %70 ]
  %79 = mul i32 %77, 131
  %80 = getelementptr inbounds [1400 x i8], [1400 x i8]* %2, i64 0, i64 %76
  %81 = load i8, i8* %80, align 1, !tbaa !5
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = add nuw nsw i64 %76, 1
  %85 = add i64 %78, 1
  %86 = icmp eq i64 %85, %66
  br i1 %86, label %87, label %75, !llvm.loop !11

87:                                               ; preds = %70, %75, %59
  %88 = phi i32 [ 0, %59 ], [ %71, %70 ], [ %83, %75 ]
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %88)
  call void @llvm.lifetime.end.p0i8(i64 700, i8* nonnull %6) #8
  call void @llvm.lifetime.end.p0i8(i64 1400, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 600, i8* nonnull %4) #8
  ret i32 0

90:                                               ; preds = %90, %68
  %91 = phi i64 [ 0, %68 ], [ %117, %90 ]
  %92 = phi i32 [ 0, %68 ], [ %116, %90 ]
  %93 = phi i64 [ 0, %68 ], [ %118, %90 ]
  %94 = mul i32 %92, 131
  %95 = getelementptr inbounds [1400 x i8], [1400 x i8]* %2, i64 0, i64 %91
  %96 = load i8, i8* %95, align 4, !tbaa !5
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = or i64 %91, 1
  %100 = mul i32 %98, 131
  %101 = getelementptr inbounds [1400 x i8], [1400 x i8]* %2, i64 0, i64 %99
  %102 = load i8, i8* %101, align 1, !tbaa !5
  %103 = zext i8 %102 to i32
  %104 = add i32 %100, %103
  %105 = or i64 %91, 2
  %106 = mul i32 %104, 131
  %107 = getelementptr inbounds [1400 x i8], [1400 x i8]* %2, i64 0, i64 %105
  %108 = load i8, i8* %107, align 2, !tbaa !5
  %109 = zext i8 %108 to i32
  %110 = add i32 %106, %109
  %111 = or i64 %91, 3
  %112 = mul i32 %110, 131
  %113 = getelementptr inbounds [1400 x i8], [1400 x i8]* %2, i64 0, i64 %111
  %114 = load i8, i8* %113, align 1, !tbaa !5
  %115 = zext i8 %114 to i32
  %116 = add i32 %112, %115
  %117 = add nuw nsw i64 %91, 4
  %118 = add i64 %93, 4
  %119 = icmp eq i64 %118, %69
  br i1 %119, label %70, label %90, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @rle(i8* nocapture noundef readonly %0, i32 noundef %1, i8* nocapture noundef writeonly %2) unnamed_addr #3 {
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
  %13 = getelementptr inbounds i8, i8* %0, i64 %11
  %14 = load i8, i8* %13, align 1, !tbaa !5
  br label %19

15:                                               ; preds = %32
  %16 = trunc i64 %40 to i32
  br label %17

17:                                               ; preds = %15, %3
  %18 = phi i32 [ 0, %3 ], [ %16, %15 ]
  ret i32 %18

19:                                               ; preds = %12, %23
  %20 = phi i64 [ %11, %12 ], [ %21, %23 ]
  %21 = add nsw i64 %20, 1
  %22 = icmp eq i64 %21, %6
  br i1 %22, label %32, label %23, !llvm.loop !14

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, i8* %0, i64 %21
  %25 = load i8, i8* %24, align 1, !tbaa !5
  %26 = icmp eq i8 %25, %14
  %27 = sub nsw i64 %21, %11
  %28 = icmp ult i64 %27, 255
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %19, label %30

30:                                               ; preds = %23
  %31 = trunc i64 %21 to i32
  br label %32

32:                                               ; preds = %19, %30, %7
  %33 = phi i32 [ %9, %7 ], [ %31, %30 ], [ %1, %19 ]
  %34 = sub nsw i32 %33, %9
  %35 = trunc i32 %34 to i8
  %36 = or i64 %8, 1
  %37 = getelementptr inbounds i8, i8* %2, i64 %8
  store i8 %35, i8* %37, align 1, !tbaa !5
  %38 = getelementptr inbounds i8, i8* %0, i64 %11
  %39 = load i8, i8* %38, align 1, !tbaa !5
  %40 = add nuw i64 %8, 2
  %41 = getelementptr inbounds i8, i8* %2, i64 %36
  store i8 %39, i8* %41, align 1, !tbaa !5
  %42 = icmp slt i32 %33, %1
  br i1 %42, label %7, label %15, !llvm.loop !15
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @unrle(i8* nocapture noundef readonly %0, i32 noundef %1, i8* nocapture noundef writeonly %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = lshr i64 %7, 1
  %9 = add nuw i64 %8, 1
  %10 = and i64 %9, 1
  %11 = icmp ult i64 %7, 2
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
  %21 = getelementptr inbounds i8, i8* %2, i64 %20
  %22 = or i64 %16, 1
  %23 = getelementptr inbounds i8, i8* %0, i64 %22
  %24 = load i8, i8* %23, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, i8* %0, i64 %16
  %26 = load i8, i8* %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i64
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %21, i8 %24, i64 %27, i1 false)
  %28 = load i8, i8* %25, align 1, !tbaa !5
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
  %38 = getelementptr inbounds i8, i8* %2, i64 %37
  %39 = or i64 %34, 1
  %40 = getelementptr inbounds i8, i8* %0, i64 %39
  %41 = load i8, i8* %40, align 1, !tbaa !5
  %42 = getelementptr inbounds i8, i8* %0, i64 %34
  %43 = load i8, i8* %42, align 1, !tbaa !5
  %44 = zext i8 %43 to i64
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %38, i8 %41, i64 %44, i1 false)
  %45 = load i8, i8* %42, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %35, %46
  %48 = or i64 %34, 2
  %49 = zext i32 %47 to i64
  %50 = getelementptr inbounds i8, i8* %2, i64 %49
  %51 = or i64 %34, 3
  %52 = getelementptr inbounds i8, i8* %0, i64 %51
  %53 = load i8, i8* %52, align 1, !tbaa !5
  %54 = getelementptr inbounds i8, i8* %0, i64 %48
  %55 = load i8, i8* %54, align 1, !tbaa !5
  %56 = zext i8 %55 to i64
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %50, i8 %53, i64 %56, i1 false)
  %57 = load i8, i8* %54, align 1, !tbaa !5
  %58 = zext i8 %57 to i32
  %59 = add nuw nsw i32 %47, %58
  %60 = add nuw nsw i64 %34, 4
  %61 = add nuw nsw i64 %36, 2
  %62 = icmp eq i64 %61, %13
  br i1 %62, label %14, label %33, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @lz(i8* nocapture noundef readonly %0, i32 noundef %1, i8* nocapture noundef writeonly %2) unnamed_addr #3 {
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
  %25 = icmp sgt i32 %48, 2
  br i1 %25, label %57, label %66

26:                                               ; preds = %19, %38
  %27 = phi i64 [ %39, %38 ], [ 0, %19 ]
  %28 = phi i32 [ %41, %38 ], [ %8, %19 ]
  %29 = add nsw i64 %27, %20
  %30 = getelementptr inbounds i8, i8* %0, i64 %29
  %31 = load i8, i8* %30, align 1, !tbaa !5
  %32 = sext i32 %28 to i64
  %33 = getelementptr inbounds i8, i8* %0, i64 %32
  %34 = load i8, i8* %33, align 1, !tbaa !5
  %35 = icmp eq i8 %31, %34
  %36 = icmp ult i64 %27, 255
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %38, label %43

38:                                               ; preds = %26
  %39 = add nuw nsw i64 %27, 1
  %40 = trunc i64 %39 to i32
  %41 = add i32 %8, %40
  %42 = icmp eq i64 %39, %15
  br i1 %42, label %45, label %26, !llvm.loop !17

43:                                               ; preds = %26
  %44 = trunc i64 %27 to i32
  br label %45

45:                                               ; preds = %38, %43, %19
  %46 = phi i32 [ 0, %19 ], [ %44, %43 ], [ %14, %38 ]
  %47 = icmp sgt i32 %46, %23
  %48 = select i1 %47, i32 %46, i32 %23
  %49 = select i1 %47, i32 %21, i32 %22
  %50 = add nsw i64 %20, -1
  %51 = trunc i64 %50 to i32
  %52 = icmp sgt i64 %20, 0
  %53 = sub nsw i64 %13, %50
  %54 = sub nsw i32 %8, %51
  %55 = icmp ult i64 %53, 255
  %56 = select i1 %52, i1 %55, i1 false
  br i1 %56, label %19, label %24, !llvm.loop !18

57:                                               ; preds = %24
  %58 = add nuw nsw i32 %9, 1
  %59 = zext i32 %9 to i64
  %60 = getelementptr inbounds i8, i8* %2, i64 %59
  store i8 1, i8* %60, align 1, !tbaa !5
  %61 = trunc i32 %49 to i8
  %62 = add nuw nsw i32 %9, 2
  %63 = zext i32 %58 to i64
  %64 = getelementptr inbounds i8, i8* %2, i64 %63
  store i8 %61, i8* %64, align 1, !tbaa !5
  %65 = trunc i32 %48 to i8
  br label %73

66:                                               ; preds = %7, %24
  %67 = add nuw nsw i32 %9, 1
  %68 = zext i32 %9 to i64
  %69 = getelementptr inbounds i8, i8* %2, i64 %68
  store i8 0, i8* %69, align 1, !tbaa !5
  %70 = sext i32 %8 to i64
  %71 = getelementptr inbounds i8, i8* %0, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !5
  br label %73

73:                                               ; preds = %66, %57
  %74 = phi i32 [ 2, %66 ], [ 3, %57 ]
  %75 = phi i32 [ %67, %66 ], [ %62, %57 ]
  %76 = phi i8 [ %72, %66 ], [ %65, %57 ]
  %77 = phi i32 [ 1, %66 ], [ %48, %57 ]
  %78 = add nuw nsw i32 %9, %74
  %79 = sext i32 %75 to i64
  %80 = getelementptr inbounds i8, i8* %2, i64 %79
  store i8 %76, i8* %80, align 1, !tbaa !5
  %81 = add nsw i32 %77, %8
  %82 = icmp slt i32 %81, %1
  br i1 %82, label %7, label %17, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @unlz(i8* nocapture noundef readonly %0, i32 noundef %1, i8* nocapture noundef %2) unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = getelementptr i8, i8* %2, i64 1
  %7 = getelementptr i8, i8* %2, i64 1
  br label %10

8:                                                ; preds = %169, %3
  %9 = phi i32 [ 0, %3 ], [ %171, %169 ]
  ret i32 %9

10:                                               ; preds = %5, %169
  %11 = phi i32 [ %171, %169 ], [ 0, %5 ]
  %12 = phi i32 [ %172, %169 ], [ 0, %5 ]
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i8, i8* %0, i64 %13
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %25

17:                                               ; preds = %10
  %18 = add nuw nsw i32 %12, 1
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i8, i8* %0, i64 %19
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = add nsw i32 %11, 1
  %23 = sext i32 %11 to i64
  %24 = getelementptr inbounds i8, i8* %2, i64 %23
  store i8 %21, i8* %24, align 1, !tbaa !5
  br label %169

25:                                               ; preds = %10
  %26 = add nuw nsw i32 %12, 2
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, i8* %0, i64 %27
  %29 = load i8, i8* %28, align 1, !tbaa !5
  %30 = zext i8 %29 to i32
  %31 = icmp eq i8 %29, 0
  br i1 %31, label %169, label %32

32:                                               ; preds = %25
  %33 = add nuw nsw i32 %12, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i8, i8* %0, i64 %34
  %36 = load i8, i8* %35, align 1, !tbaa !5
  %37 = sext i32 %11 to i64
  %38 = zext i8 %36 to i64
  %39 = add nsw i32 %30, -1
  %40 = zext i32 %39 to i64
  %41 = add nuw nsw i64 %40, 1
  %42 = icmp ult i32 %39, 31
  br i1 %42, label %116, label %43

43:                                               ; preds = %32
  %44 = getelementptr i8, i8* %2, i64 %37
  %45 = add nsw i32 %30, -1
  %46 = zext i32 %45 to i64
  %47 = add nsw i64 %37, %46
  %48 = getelementptr i8, i8* %6, i64 %47
  %49 = sub nsw i64 %37, %38
  %50 = getelementptr i8, i8* %2, i64 %49
  %51 = sub nsw i64 %47, %38
  %52 = getelementptr i8, i8* %7, i64 %51
  %53 = icmp ult i8* %44, %52
  %54 = icmp ult i8* %50, %48
  %55 = and i1 %53, %54
  br i1 %55, label %116, label %56

56:                                               ; preds = %43
  %57 = and i64 %41, 8589934560
  %58 = add nsw i64 %57, %37
  %59 = trunc i64 %57 to i32
  %60 = add nsw i64 %57, -32
  %61 = lshr exact i64 %60, 5
  %62 = add nuw nsw i64 %61, 1
  %63 = and i64 %62, 1
  %64 = icmp eq i64 %60, 0
  br i1 %64, label %98, label %65

65:                                               ; preds = %56
  %66 = and i64 %62, 1152921504606846974
  br label %67

67:                                               ; preds = %67, %65
  %68 = phi i64 [ 0, %65 ], [ %95, %67 ]
  %69 = phi i64 [ 0, %65 ], [ %96, %67 ]
  %70 = add i64 %68, %37
  %71 = sub nsw i64 %70, %38
  %72 = getelementptr inbounds i8, i8* %2, i64 %71
  %73 = bitcast i8* %72 to <16 x i8>*
  %74 = load <16 x i8>, <16 x i8>* %73, align 1, !tbaa !5, !alias.scope !20
  %75 = getelementptr inbounds i8, i8* %72, i64 16
  %76 = bitcast i8* %75 to <16 x i8>*
  %77 = load <16 x i8>, <16 x i8>* %76, align 1, !tbaa !5, !alias.scope !20
  %78 = getelementptr inbounds i8, i8* %2, i64 %70
  %79 = bitcast i8* %78 to <16 x i8>*
  store <16 x i8> %74, <16 x i8>* %79, align 1, !tbaa !5, !alias.scope !23, !noalias !20
  %80 = getelementptr inbounds i8, i8* %78, i64 16
  %81 = bitcast i8* %80 to <16 x i8>*
  store <16 x i8> %77, <16 x i8>* %81, align 1, !tbaa !5, !alias.scope !23, !noalias !20
  %82 = or i64 %68, 32
  %83 = add i64 %82, %37
  %84 = sub nsw i64 %83, %38
  %85 = getelementptr inbounds i8, i8* %2, i64 %84
  %86 = bitcast i8* %85 to <16 x i8>*
  %87 = load <16 x i8>, <16 x i8>* %86, align 1, !tbaa !5, !alias.scope !20
  %88 = getelementptr inbounds i8, i8* %85, i64 16
  %89 = bitcast i8* %88 to <16 x i8>*
  %90 = load <16 x i8>, <16 x i8>* %89, align 1, !tbaa !5, !alias.scope !20
  %91 = getelementptr inbounds i8, i8* %2, i64 %83
  %92 = bitcast i8* %91 to <16 x i8>*
  store <16 x i8> %87, <16 x i8>* %92, align 1, !tbaa !5, !alias.scope !23, !noalias !20
  %93 = getelementptr inbounds i8, i8* %91, i64 16
  %94 = bitcast i8* %93 to <16 x i8>*
  store <16 x i8> %90, <16 x i8>* %94, align 1, !tbaa !5, !alias.scope !23, !noalias !20
  %95 = add nuw i64 %68, 64
  %96 = add i64 %69, 2
  %97 = icmp eq i64 %96, %66
  br i1 %97, label %98, label %67, !llvm.loop !25

98:                                               ; preds = %67, %56
  %99 = phi i64 [ 0, %56 ], [ %95, %67 ]
  %100 = icmp eq i64 %63, 0
  br i1 %100, label %114, label %101

101:                                              ; preds = %98
  %102 = add i64 %99, %37
  %103 = sub nsw i64 %102, %38
  %104 = getelementptr inbounds i8, i8* %2, i64 %103
  %105 = bitcast i8* %104 to <16 x i8>*
  %106 = load <16 x i8>, <16 x i8>* %105, align 1, !tbaa !5, !alias.scope !20
  %107 = getelementptr inbounds i8, i8* %104, i64 16
  %108 = bitcast i8* %107 to <16 x i8>*
  %109 = load <16 x i8>, <16 x i8>* %108, align 1, !tbaa !5, !alias.scope !20
  %110 = getelementptr inbounds i8, i8* %2, i64 %102
  %111 = bitcast i8* %110 to <16 x i8>*
  store <16 x i8> %106, <16 x i8>* %111, align 1, !tbaa !5, !alias.scope !23, !noalias !20
  %112 = getelementptr inbounds i8, i8* %110, i64 16
  %113 = bitcast i8* %112 to <16 x i8>*
  store <16 x i8> %109, <16 x i8>* %113, align 1, !tbaa !5, !alias.scope !23, !noalias !20
  br label %114

114:                                              ; preds = %98, %101
  %115 = icmp eq i64 %41, %57
  br i1 %115, label %141, label %116

116:                                              ; preds = %43, %32, %114
  %117 = phi i64 [ %37, %43 ], [ %37, %32 ], [ %58, %114 ]
  %118 = phi i32 [ 0, %43 ], [ 0, %32 ], [ %59, %114 ]
  %119 = sub i32 %30, %118
  %120 = xor i32 %118, -1
  %121 = add i32 %120, %30
  %122 = and i32 %119, 3
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %136, label %124

124:                                              ; preds = %116, %124
  %125 = phi i64 [ %133, %124 ], [ %117, %116 ]
  %126 = phi i32 [ %132, %124 ], [ %118, %116 ]
  %127 = phi i32 [ %134, %124 ], [ 0, %116 ]
  %128 = sub nsw i64 %125, %38
  %129 = getelementptr inbounds i8, i8* %2, i64 %128
  %130 = load i8, i8* %129, align 1, !tbaa !5
  %131 = getelementptr inbounds i8, i8* %2, i64 %125
  store i8 %130, i8* %131, align 1, !tbaa !5
  %132 = add nuw nsw i32 %126, 1
  %133 = add nsw i64 %125, 1
  %134 = add i32 %127, 1
  %135 = icmp eq i32 %134, %122
  br i1 %135, label %136, label %124, !llvm.loop !27

136:                                              ; preds = %124, %116
  %137 = phi i64 [ undef, %116 ], [ %133, %124 ]
  %138 = phi i64 [ %117, %116 ], [ %133, %124 ]
  %139 = phi i32 [ %118, %116 ], [ %132, %124 ]
  %140 = icmp ult i32 %121, 3
  br i1 %140, label %141, label %144

141:                                              ; preds = %136, %144, %114
  %142 = phi i64 [ %58, %114 ], [ %137, %136 ], [ %167, %144 ]
  %143 = trunc i64 %142 to i32
  br label %169

144:                                              ; preds = %136, %144
  %145 = phi i64 [ %167, %144 ], [ %138, %136 ]
  %146 = phi i32 [ %166, %144 ], [ %139, %136 ]
  %147 = sub nsw i64 %145, %38
  %148 = getelementptr inbounds i8, i8* %2, i64 %147
  %149 = load i8, i8* %148, align 1, !tbaa !5
  %150 = getelementptr inbounds i8, i8* %2, i64 %145
  store i8 %149, i8* %150, align 1, !tbaa !5
  %151 = add nsw i64 %145, 1
  %152 = sub nsw i64 %151, %38
  %153 = getelementptr inbounds i8, i8* %2, i64 %152
  %154 = load i8, i8* %153, align 1, !tbaa !5
  %155 = getelementptr inbounds i8, i8* %2, i64 %151
  store i8 %154, i8* %155, align 1, !tbaa !5
  %156 = add nsw i64 %145, 2
  %157 = sub nsw i64 %156, %38
  %158 = getelementptr inbounds i8, i8* %2, i64 %157
  %159 = load i8, i8* %158, align 1, !tbaa !5
  %160 = getelementptr inbounds i8, i8* %2, i64 %156
  store i8 %159, i8* %160, align 1, !tbaa !5
  %161 = add nsw i64 %145, 3
  %162 = sub nsw i64 %161, %38
  %163 = getelementptr inbounds i8, i8* %2, i64 %162
  %164 = load i8, i8* %163, align 1, !tbaa !5
  %165 = getelementptr inbounds i8, i8* %2, i64 %161
  store i8 %164, i8* %165, align 1, !tbaa !5
  %166 = add nuw nsw i32 %146, 4
  %167 = add nsw i64 %145, 4
  %168 = icmp eq i32 %166, %30
  br i1 %168, label %141, label %144, !llvm.loop !28

169:                                              ; preds = %25, %141, %17
  %170 = phi i32 [ 2, %17 ], [ 3, %141 ], [ 3, %25 ]
  %171 = phi i32 [ %22, %17 ], [ %143, %141 ], [ %11, %25 ]
  %172 = add nuw nsw i32 %12, %170
  %173 = icmp slt i32 %172, %1
  br i1 %173, label %10, label %8, !llvm.loop !29
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { argmemonly nofree nounwind readonly willreturn }
attributes #8 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !9, !26}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !9, !26}
!29 = distinct !{!29, !9}
