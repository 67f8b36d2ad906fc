; ModuleID = 'tests/differential/src/base64_codec.c'
source_filename = "tests/differential/src/base64_codec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"Many hands make light work.\00", align 1
@__const.main.msgs = private unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i32 0, i32 0)], align 16
@.str.8 = private unnamed_addr constant [27 x i8] c"\22%s\22 -> %s (%zu) -> %d %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"BAD\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"invalid %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"ab$d\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca [128 x i8], align 16
  %3 = alloca [40 x i8], align 16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) getelementptr inbounds ([256 x i8], [256 x i8]* @rev, i64 0, i64 0), i8 -1, i64 256, i1 false)
  br label %7

4:                                                ; preds = %7
  %5 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %5) #8
  %6 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %6) #8
  br label %51

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %32, %7 ]
  %9 = trunc i64 %8 to i8
  %10 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %8
  %11 = load i8, i8* %10, align 4, !tbaa !5
  %12 = zext i8 %11 to i64
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %12
  store i8 %9, i8* %13, align 1, !tbaa !5
  %14 = or i64 %8, 1
  %15 = trunc i64 %14 to i8
  %16 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %14
  %17 = load i8, i8* %16, align 1, !tbaa !5
  %18 = zext i8 %17 to i64
  %19 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %18
  store i8 %15, i8* %19, align 1, !tbaa !5
  %20 = or i64 %8, 2
  %21 = trunc i64 %20 to i8
  %22 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %20
  %23 = load i8, i8* %22, align 2, !tbaa !5
  %24 = zext i8 %23 to i64
  %25 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %24
  store i8 %21, i8* %25, align 1, !tbaa !5
  %26 = or i64 %8, 3
  %27 = trunc i64 %26 to i8
  %28 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %26
  %29 = load i8, i8* %28, align 1, !tbaa !5
  %30 = zext i8 %29 to i64
  %31 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %30
  store i8 %27, i8* %31, align 1, !tbaa !5
  %32 = add nuw nsw i64 %8, 4
  %33 = icmp eq i64 %32, 64
  br i1 %33, label %4, label %7, !llvm.loop !8

34:                                               ; preds = %66
  %35 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %35) #8
  %36 = bitcast [40 x i8]* %3 to <16 x i8>*
  store <16 x i8> <i8 7, i8 60, i8 113, i8 -90, i8 -37, i8 16, i8 69, i8 122, i8 -81, i8 -28, i8 25, i8 78, i8 -125, i8 -72, i8 -19, i8 34>, <16 x i8>* %36, align 16, !tbaa !5
  %37 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 16
  %38 = bitcast i8* %37 to <16 x i8>*
  store <16 x i8> <i8 87, i8 -116, i8 -63, i8 -10, i8 43, i8 96, i8 -107, i8 -54, i8 -1, i8 52, i8 105, i8 -98, i8 -45, i8 8, i8 61, i8 114>, <16 x i8>* %38, align 16, !tbaa !5
  %39 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 32
  store i8 -89, i8* %39, align 16, !tbaa !5
  %40 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 33
  store i8 -36, i8* %40, align 1, !tbaa !5
  %41 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 34
  store i8 17, i8* %41, align 2, !tbaa !5
  %42 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 35
  store i8 70, i8* %42, align 1, !tbaa !5
  %43 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 36
  store i8 123, i8* %43, align 4, !tbaa !5
  %44 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 37
  store i8 -80, i8* %44, align 1, !tbaa !5
  %45 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 38
  store i8 -27, i8* %45, align 2, !tbaa !5
  %46 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i64 0, i64 39
  store i8 26, i8* %46, align 1, !tbaa !5
  %47 = call fastcc i64 @b64_encode(i8* noundef nonnull %35, i64 noundef 40, i8* noundef nonnull %5)
  %48 = call i32 @puts(i8* nonnull %5)
  %49 = call fastcc i32 @b64_decode(i8* noundef nonnull %5, i8* noundef nonnull %6)
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %71, label %81

51:                                               ; preds = %4, %66
  %52 = phi i64 [ 0, %4 ], [ %69, %66 ]
  %53 = getelementptr inbounds [8 x i8*], [8 x i8*]* @__const.main.msgs, i64 0, i64 %52
  %54 = load i8*, i8** %53, align 8, !tbaa !10
  %55 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %54) #9
  %56 = call fastcc i64 @b64_encode(i8* noundef %54, i64 noundef %55, i8* noundef nonnull %5)
  %57 = call fastcc i32 @b64_decode(i8* noundef nonnull %5, i8* noundef nonnull %6)
  %58 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %54) #9
  %59 = trunc i64 %58 to i32
  %60 = icmp eq i32 %57, %59
  br i1 %60, label %61, label %66

61:                                               ; preds = %51
  %62 = sext i32 %57 to i64
  %63 = call i32 @bcmp(i8* nonnull %6, i8* %54, i64 %62)
  %64 = icmp eq i32 %63, 0
  %65 = select i1 %64, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0)
  br label %66

66:                                               ; preds = %61, %51
  %67 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), %51 ], [ %65, %61 ]
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.8, i64 0, i64 0), i8* noundef %54, i8* noundef nonnull %5, i64 noundef %56, i32 noundef %57, i8* noundef nonnull %67)
  %69 = add nuw nsw i64 %52, 1
  %70 = icmp eq i64 %69, 8
  br i1 %70, label %34, label %51, !llvm.loop !12

71:                                               ; preds = %34
  %72 = zext i32 %49 to i64
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %79, %73 ]
  %75 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !5
  %77 = zext i8 %76 to i32
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %77) #8
  %79 = add nuw nsw i64 %74, 1
  %80 = icmp eq i64 %79, %72
  br i1 %80, label %81, label %73, !llvm.loop !13

81:                                               ; preds = %73, %34
  %82 = call i32 @putchar(i32 10) #8
  %83 = call fastcc i32 @b64_decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %6)
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %83)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %35) #8
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %6) #8
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %5) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @b64_encode(i8* nocapture noundef readonly %0, i64 noundef %1, i8* nocapture noundef writeonly %2) unnamed_addr #3 {
  %4 = icmp ugt i64 %1, 2
  br i1 %4, label %5, label %52

5:                                                ; preds = %3, %5
  %6 = phi i64 [ %50, %5 ], [ 2, %3 ]
  %7 = phi i64 [ %47, %5 ], [ 0, %3 ]
  %8 = phi i64 [ %49, %5 ], [ 0, %3 ]
  %9 = getelementptr inbounds i8, i8* %0, i64 %8
  %10 = load i8, i8* %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i32
  %12 = shl nuw nsw i32 %11, 16
  %13 = add i64 %8, 1
  %14 = getelementptr inbounds i8, i8* %0, i64 %13
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i32
  %17 = shl nuw nsw i32 %16, 8
  %18 = or i32 %17, %12
  %19 = getelementptr inbounds i8, i8* %0, i64 %6
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i32
  %22 = or i32 %17, %21
  %23 = lshr i32 %11, 2
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %24
  %26 = load i8, i8* %25, align 1, !tbaa !5
  %27 = or i64 %7, 1
  %28 = getelementptr inbounds i8, i8* %2, i64 %7
  store i8 %26, i8* %28, align 1, !tbaa !5
  %29 = lshr i32 %18, 12
  %30 = and i32 %29, 63
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !5
  %34 = or i64 %7, 2
  %35 = getelementptr inbounds i8, i8* %2, i64 %27
  store i8 %33, i8* %35, align 1, !tbaa !5
  %36 = lshr i32 %22, 6
  %37 = and i32 %36, 63
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !5
  %41 = or i64 %7, 3
  %42 = getelementptr inbounds i8, i8* %2, i64 %34
  store i8 %40, i8* %42, align 1, !tbaa !5
  %43 = and i32 %21, 63
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !5
  %47 = add i64 %7, 4
  %48 = getelementptr inbounds i8, i8* %2, i64 %41
  store i8 %46, i8* %48, align 1, !tbaa !5
  %49 = add i64 %8, 3
  %50 = add i64 %8, 5
  %51 = icmp ult i64 %50, %1
  br i1 %51, label %5, label %52, !llvm.loop !14

52:                                               ; preds = %5, %3
  %53 = phi i64 [ 0, %3 ], [ %49, %5 ]
  %54 = phi i64 [ 0, %3 ], [ %47, %5 ]
  %55 = icmp ult i64 %53, %1
  br i1 %55, label %56, label %96

56:                                               ; preds = %52
  %57 = getelementptr inbounds i8, i8* %0, i64 %53
  %58 = load i8, i8* %57, align 1, !tbaa !5
  %59 = zext i8 %58 to i32
  %60 = shl nuw nsw i32 %59, 16
  %61 = add nuw i64 %53, 1
  %62 = icmp ult i64 %61, %1
  br i1 %62, label %63, label %68

63:                                               ; preds = %56
  %64 = getelementptr inbounds i8, i8* %0, i64 %61
  %65 = load i8, i8* %64, align 1, !tbaa !5
  %66 = zext i8 %65 to i32
  %67 = shl nuw nsw i32 %66, 8
  br label %68

68:                                               ; preds = %56, %63
  %69 = phi i32 [ %67, %63 ], [ 0, %56 ]
  %70 = or i32 %69, %60
  %71 = lshr i32 %70, 18
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %72
  %74 = load i8, i8* %73, align 1, !tbaa !5
  %75 = or i64 %54, 1
  %76 = getelementptr inbounds i8, i8* %2, i64 %54
  store i8 %74, i8* %76, align 1, !tbaa !5
  %77 = lshr i32 %70, 12
  %78 = and i32 %77, 63
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %79
  %81 = load i8, i8* %80, align 1, !tbaa !5
  %82 = or i64 %54, 2
  %83 = getelementptr inbounds i8, i8* %2, i64 %75
  store i8 %81, i8* %83, align 1, !tbaa !5
  br i1 %62, label %84, label %90

84:                                               ; preds = %68
  %85 = lshr exact i32 %69, 6
  %86 = and i32 %85, 60
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %87
  %89 = load i8, i8* %88, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %68, %84
  %91 = phi i8 [ %89, %84 ], [ 61, %68 ]
  %92 = or i64 %54, 3
  %93 = getelementptr inbounds i8, i8* %2, i64 %82
  store i8 %91, i8* %93, align 1, !tbaa !5
  %94 = add i64 %54, 4
  %95 = getelementptr inbounds i8, i8* %2, i64 %92
  store i8 61, i8* %95, align 1, !tbaa !5
  br label %96

96:                                               ; preds = %90, %52
  %97 = phi i64 [ %94, %90 ], [ %54, %52 ]
  %98 = getelementptr inbounds i8, i8* %2, i64 %97
  store i8 0, i8* %98, align 1, !tbaa !5
  ret i64 %97
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @b64_decode(i8* nocapture noundef readonly %0, i8* nocapture noundef writeonly %1) unnamed_addr #3 {
  br label %3

3:                                                ; preds = %27, %2
  %4 = phi i8* [ %0, %2 ], [ %30, %27 ]
  %5 = phi i32 [ 0, %2 ], [ %28, %27 ]
  %6 = phi i32 [ 0, %2 ], [ %29, %27 ]
  %7 = phi i32 [ 0, %2 ], [ %17, %27 ]
  %8 = load i8, i8* %4, align 1, !tbaa !5
  switch i8 %8, label %9 [
    i8 0, label %31
    i8 61, label %31
  ]

9:                                                ; preds = %3
  %10 = zext i8 %8 to i64
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !5
  %13 = icmp slt i8 %12, 0
  br i1 %13, label %31, label %14

14:                                               ; preds = %9
  %15 = zext i8 %12 to i32
  %16 = shl i32 %7, 6
  %17 = or i32 %16, %15
  %18 = add nsw i32 %6, 6
  %19 = icmp sgt i32 %6, 1
  br i1 %19, label %20, label %27

20:                                               ; preds = %14
  %21 = add nsw i32 %6, -2
  %22 = lshr i32 %17, %21
  %23 = trunc i32 %22 to i8
  %24 = add nsw i32 %5, 1
  %25 = sext i32 %5 to i64
  %26 = getelementptr inbounds i8, i8* %1, i64 %25
  store i8 %23, i8* %26, align 1, !tbaa !5
  br label %27

27:                                               ; preds = %14, %20
  %28 = phi i32 [ %5, %14 ], [ %24, %20 ]
  %29 = phi i32 [ %18, %14 ], [ %21, %20 ]
  %30 = getelementptr inbounds i8, i8* %4, i64 1
  br label %3, !llvm.loop !15

31:                                               ; preds = %9, %3, %3
  %32 = phi i32 [ %5, %3 ], [ %5, %3 ], [ -1, %9 ]
  ret i32 %32
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { argmemonly nofree nounwind readonly willreturn }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
