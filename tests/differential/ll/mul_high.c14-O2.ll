; ModuleID = 'tests/differential/src/mul_high.c'
source_filename = "tests/differential/src/mul_high.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"%016lx * %016lx = %016lx%016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"umul32 %lu smul32 %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"mulhi32 %08x smulhi32 %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"div_by_7 mismatches %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"mul_consts %016lx %016lx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i64], align 16
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast [7 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %4) #5
  %5 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 2
  %6 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 3
  %7 = bitcast i64* %5 to <2 x i64>*
  store <2 x i64> <i64 4294967295, i64 4294967296>, <2 x i64>* %7, align 16
  %8 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 4
  %9 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 5
  %10 = bitcast i64* %8 to <2 x i64>*
  store <2 x i64> <i64 -1, i64 1311768467463790320>, <2 x i64>* %10, align 16
  %11 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 6
  store i64 -81985529216486896, i64* %11, align 16
  %12 = bitcast i64* %2 to i8*
  %13 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef 0, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %14 = load i64, i64* %2, align 8, !tbaa !5
  %15 = load i64, i64* %3, align 8, !tbaa !5
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i64 noundef 0, i64 noundef %14, i64 noundef %15)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  %17 = load i64, i64* %5, align 16, !tbaa !5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef %17, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %18 = load i64, i64* %2, align 8, !tbaa !5
  %19 = load i64, i64* %3, align 8, !tbaa !5
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i64 noundef %17, i64 noundef %18, i64 noundef %19)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  %21 = load i64, i64* %8, align 16, !tbaa !5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef %21, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %22 = load i64, i64* %2, align 8, !tbaa !5
  %23 = load i64, i64* %3, align 8, !tbaa !5
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i64 noundef %21, i64 noundef %22, i64 noundef %23)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  %25 = load i64, i64* %11, align 16, !tbaa !5
  call fastcc void @mul64x64(i64 noundef 0, i64 noundef %25, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %26 = load i64, i64* %2, align 8, !tbaa !5
  %27 = load i64, i64* %3, align 8, !tbaa !5
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i64 noundef %25, i64 noundef %26, i64 noundef %27)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef 1, i64 noundef 1, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %29 = load i64, i64* %2, align 8, !tbaa !5
  %30 = load i64, i64* %3, align 8, !tbaa !5
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef 1, i64 noundef 1, i64 noundef %29, i64 noundef %30)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  %32 = load i64, i64* %6, align 8, !tbaa !5
  call fastcc void @mul64x64(i64 noundef 1, i64 noundef %32, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %33 = load i64, i64* %2, align 8, !tbaa !5
  %34 = load i64, i64* %3, align 8, !tbaa !5
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef 1, i64 noundef %32, i64 noundef %33, i64 noundef %34)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  %36 = load i64, i64* %9, align 8, !tbaa !5
  call fastcc void @mul64x64(i64 noundef 1, i64 noundef %36, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %37 = load i64, i64* %2, align 8, !tbaa !5
  %38 = load i64, i64* %3, align 8, !tbaa !5
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef 1, i64 noundef %36, i64 noundef %37, i64 noundef %38)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %17, i64 noundef %17, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %40 = load i64, i64* %2, align 8, !tbaa !5
  %41 = load i64, i64* %3, align 8, !tbaa !5
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %17, i64 noundef %17, i64 noundef %40, i64 noundef %41)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %17, i64 noundef %21, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %43 = load i64, i64* %2, align 8, !tbaa !5
  %44 = load i64, i64* %3, align 8, !tbaa !5
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %17, i64 noundef %21, i64 noundef %43, i64 noundef %44)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %17, i64 noundef %25, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %46 = load i64, i64* %2, align 8, !tbaa !5
  %47 = load i64, i64* %3, align 8, !tbaa !5
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %17, i64 noundef %25, i64 noundef %46, i64 noundef %47)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %32, i64 noundef %32, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %49 = load i64, i64* %2, align 8, !tbaa !5
  %50 = load i64, i64* %3, align 8, !tbaa !5
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %32, i64 noundef %32, i64 noundef %49, i64 noundef %50)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %32, i64 noundef %36, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %52 = load i64, i64* %2, align 8, !tbaa !5
  %53 = load i64, i64* %3, align 8, !tbaa !5
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %32, i64 noundef %36, i64 noundef %52, i64 noundef %53)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %21, i64 noundef %21, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %55 = load i64, i64* %2, align 8, !tbaa !5
  %56 = load i64, i64* %3, align 8, !tbaa !5
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %21, i64 noundef %21, i64 noundef %55, i64 noundef %56)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %21, i64 noundef %25, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %58 = load i64, i64* %2, align 8, !tbaa !5
  %59 = load i64, i64* %3, align 8, !tbaa !5
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %21, i64 noundef %25, i64 noundef %58, i64 noundef %59)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %36, i64 noundef %36, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %61 = load i64, i64* %2, align 8, !tbaa !5
  %62 = load i64, i64* %3, align 8, !tbaa !5
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %36, i64 noundef %36, i64 noundef %61, i64 noundef %62)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #5
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #5
  call fastcc void @mul64x64(i64 noundef %25, i64 noundef %25, i64* noundef nonnull %2, i64* noundef nonnull %3)
  %64 = load i64, i64* %2, align 8, !tbaa !5
  %65 = load i64, i64* %3, align 8, !tbaa !5
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %25, i64 noundef %25, i64 noundef %64, i64 noundef %65)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #5
  %67 = tail call fastcc i64 @smul32(i32 noundef -2147483648, i32 noundef 2147483647)
  %68 = tail call fastcc i64 @smul32(i32 noundef -3, i32 noundef 5), !range !9
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i64 noundef -12884901886, i64 noundef %67, i64 noundef %68)
  %70 = tail call fastcc i32 @smulhi32(i32 noundef -123456789, i32 noundef 987654321)
  %71 = tail call fastcc i32 @smulhi32(i32 noundef 1073741824, i32 noundef 1073741824), !range !10
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1332565125, i32 noundef %70, i32 noundef %71)
  br label %78

73:                                               ; preds = %78
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i32 noundef %85)
  %75 = tail call fastcc i64 @mul_consts(i64 noundef 12345)
  %76 = tail call fastcc i64 @mul_consts(i64 noundef 17592186044415)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), i64 noundef %75, i64 noundef %76)
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %4) #5
  ret i32 0

78:                                               ; preds = %0, %78
  %79 = phi i32 [ 0, %0 ], [ %86, %78 ]
  %80 = phi i32 [ 0, %0 ], [ %85, %78 ]
  %81 = tail call fastcc i32 @div_by_7(i32 noundef %79)
  %82 = udiv i32 %79, 7
  %83 = icmp ne i32 %81, %82
  %84 = zext i1 %83 to i32
  %85 = add nuw nsw i32 %80, %84
  %86 = add nuw i32 %79, 99991
  %87 = icmp ult i32 %79, -295067287
  br i1 %87, label %78, label %73, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @mul64x64(i64 noundef %0, i64 noundef %1, i64* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) unnamed_addr #2 {
  %5 = and i64 %0, 4294967295
  %6 = lshr i64 %0, 32
  %7 = and i64 %1, 4294967295
  %8 = lshr i64 %1, 32
  %9 = mul nuw i64 %7, %5
  %10 = mul nuw i64 %8, %5
  %11 = mul nuw i64 %7, %6
  %12 = mul nuw i64 %8, %6
  %13 = lshr i64 %9, 32
  %14 = and i64 %10, 4294967295
  %15 = add nuw nsw i64 %13, %14
  %16 = and i64 %11, 4294967295
  %17 = add nuw nsw i64 %15, %16
  %18 = shl i64 %17, 32
  %19 = and i64 %9, 4294967295
  %20 = or i64 %18, %19
  store i64 %20, i64* %3, align 8, !tbaa !5
  %21 = lshr i64 %10, 32
  %22 = add nuw i64 %21, %12
  %23 = lshr i64 %11, 32
  %24 = add nuw i64 %22, %23
  %25 = lshr i64 %17, 32
  %26 = add nuw i64 %24, %25
  store i64 %26, i64* %2, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @smul32(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = mul nsw i64 %4, %3
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @smulhi32(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = mul nsw i64 %4, %3
  %6 = lshr i64 %5, 32
  %7 = trunc i64 %6 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @div_by_7(i32 noundef %0) unnamed_addr #4 {
  %2 = zext i32 %0 to i64
  %3 = mul nuw nsw i64 %2, 613566757
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  %6 = sub i32 %0, %5
  %7 = lshr i32 %6, 1
  %8 = add nuw i32 %7, %5
  %9 = lshr i32 %8, 2
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mul_consts(i64 noundef %0) unnamed_addr #4 {
  %2 = mul i64 %0, 4294968331
  ret i64 %2
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 -4611686016279904256, i64 -14}
!10 = !{i32 -30864198, i32 268435457}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
