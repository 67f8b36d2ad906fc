; ModuleID = 'tests/differential/src/checksums.c'
source_filename = "tests/differential/src/checksums.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Wikipedia\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [55 x i8] c"%-45s adler %08x f16 %04x f32 %08x inet %04x bsd %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"luhn %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"79927398713\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"79927398710\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"4539578763621486\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"isbn %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"030640615X\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"0306406152\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i8*], align 16
  %2 = alloca [32 x i16], align 16
  %3 = bitcast [5 x i8*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %3) #11
  %4 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 0
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), i8** %4, align 16
  %5 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** %5, align 8
  %6 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 2
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i8** %6, align 16
  %7 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 3
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8** %7, align 8
  %8 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 4
  store i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i64 0, i64 0), i8** %8, align 16
  %9 = bitcast [32 x i16]* %2 to i8*
  %10 = getelementptr inbounds [32 x i16], [32 x i16]* %2, i64 0, i64 0
  br label %19

11:                                               ; preds = %35
  %12 = tail call fastcc i32 @luhn(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0))
  %13 = tail call fastcc i32 @luhn(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0))
  %14 = tail call fastcc i32 @luhn(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0)), !range !5
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %12, i32 noundef %13, i32 noundef %14)
  %16 = tail call fastcc i32 @isbn10(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0))
  %17 = tail call fastcc i32 @isbn10(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0)), !range !5
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i64 0, i64 0), i32 noundef %16, i32 noundef %17)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %3) #11
  ret i32 0

19:                                               ; preds = %44, %0
  %20 = phi i8* [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), %0 ], [ %46, %44 ]
  %21 = phi i64 [ 0, %0 ], [ %42, %44 ]
  %22 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %20) #12
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %9) #11
  %23 = icmp ugt i64 %22, 63
  %24 = sub i64 64, %22
  %25 = select i1 %23, i64 0, i64 %24
  %26 = getelementptr i8, i8* %9, i64 %22
  call void @llvm.memset.p0i8.i64(i8* align 1 %26, i8 0, i64 %25, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %9, i8* align 1 %20, i64 %22, i1 false)
  %27 = tail call fastcc i32 @adler32(i8* noundef %20, i64 noundef %22)
  %28 = tail call fastcc zeroext i16 @fletcher16(i8* noundef %20, i64 noundef %22)
  %29 = zext i16 %28 to i32
  %30 = icmp eq i64 %22, 0
  br i1 %30, label %35, label %31

31:                                               ; preds = %19
  %32 = add i64 %22, 1
  %33 = lshr i64 %32, 1
  %34 = call fastcc i32 @fletcher32(i16* noundef nonnull %10, i64 noundef %33)
  br label %35

35:                                               ; preds = %19, %31
  %36 = phi i32 [ %34, %31 ], [ 0, %19 ]
  %37 = tail call fastcc zeroext i16 @inet_csum(i8* noundef %20, i64 noundef %22)
  %38 = zext i16 %37 to i32
  %39 = tail call fastcc zeroext i16 @bsd_sum(i8* noundef %20, i64 noundef %22)
  %40 = zext i16 %39 to i32
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.5, i64 0, i64 0), i8* noundef %20, i32 noundef %27, i32 noundef %29, i32 noundef %36, i32 noundef %38, i32 noundef %40)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %9) #11
  %42 = add nuw nsw i64 %21, 1
  %43 = icmp eq i64 %42, 5
  br i1 %43, label %11, label %44, !llvm.loop !6

44:                                               ; preds = %35
  %45 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 %42
  %46 = load i8*, i8** %45, align 8, !tbaa !8
  br label %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @adler32(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %29, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 1
  %6 = icmp eq i64 %1, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -2
  br label %31

9:                                                ; preds = %31, %4
  %10 = phi i32 [ undef, %4 ], [ %48, %31 ]
  %11 = phi i32 [ undef, %4 ], [ %50, %31 ]
  %12 = phi i64 [ 0, %4 ], [ %51, %31 ]
  %13 = phi i32 [ 0, %4 ], [ %50, %31 ]
  %14 = phi i32 [ 1, %4 ], [ %48, %31 ]
  %15 = icmp eq i64 %5, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, i8* %0, i64 %12
  %18 = load i8, i8* %17, align 1, !tbaa !12
  %19 = zext i8 %18 to i32
  %20 = add nuw nsw i32 %14, %19
  %21 = urem i32 %20, 65521
  %22 = add nuw nsw i32 %21, %13
  %23 = urem i32 %22, 65521
  br label %24

24:                                               ; preds = %9, %16
  %25 = phi i32 [ %10, %9 ], [ %21, %16 ]
  %26 = phi i32 [ %11, %9 ], [ %23, %16 ]
  %27 = shl nuw i32 %26, 16
  %28 = or i32 %27, %25
  br label %29

29:                                               ; preds = %24, %2
  %30 = phi i32 [ %28, %24 ], [ 1, %2 ]
  ret i32 %30

31:                                               ; preds = %31, %7
  %32 = phi i64 [ 0, %7 ], [ %51, %31 ]
  %33 = phi i32 [ 0, %7 ], [ %50, %31 ]
  %34 = phi i32 [ 1, %7 ], [ %48, %31 ]
  %35 = phi i64 [ 0, %7 ], [ %52, %31 ]
  %36 = getelementptr inbounds i8, i8* %0, i64 %32
  %37 = load i8, i8* %36, align 1, !tbaa !12
  %38 = zext i8 %37 to i32
  %39 = add nuw nsw i32 %34, %38
  %40 = urem i32 %39, 65521
  %41 = add nuw nsw i32 %40, %33
  %42 = urem i32 %41, 65521
  %43 = or i64 %32, 1
  %44 = getelementptr inbounds i8, i8* %0, i64 %43
  %45 = load i8, i8* %44, align 1, !tbaa !12
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %40, %46
  %48 = urem i32 %47, 65521
  %49 = add nuw nsw i32 %48, %42
  %50 = urem i32 %49, 65521
  %51 = add nuw i64 %32, 2
  %52 = add i64 %35, 2
  %53 = icmp eq i64 %52, %8
  br i1 %53, label %9, label %31, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i16 @fletcher16(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %30, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 1
  %6 = icmp eq i64 %1, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -2
  br label %32

9:                                                ; preds = %32, %4
  %10 = phi i32 [ undef, %4 ], [ %49, %32 ]
  %11 = phi i32 [ undef, %4 ], [ %51, %32 ]
  %12 = phi i64 [ 0, %4 ], [ %52, %32 ]
  %13 = phi i32 [ 0, %4 ], [ %51, %32 ]
  %14 = phi i32 [ 0, %4 ], [ %49, %32 ]
  %15 = icmp eq i64 %5, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, i8* %0, i64 %12
  %18 = load i8, i8* %17, align 1, !tbaa !12
  %19 = zext i8 %18 to i32
  %20 = add nuw nsw i32 %14, %19
  %21 = urem i32 %20, 255
  %22 = add nuw nsw i32 %21, %13
  %23 = urem i32 %22, 255
  br label %24

24:                                               ; preds = %9, %16
  %25 = phi i32 [ %10, %9 ], [ %21, %16 ]
  %26 = phi i32 [ %11, %9 ], [ %23, %16 ]
  %27 = shl nuw nsw i32 %26, 8
  %28 = or i32 %27, %25
  %29 = trunc i32 %28 to i16
  br label %30

30:                                               ; preds = %24, %2
  %31 = phi i16 [ %29, %24 ], [ 0, %2 ]
  ret i16 %31

32:                                               ; preds = %32, %7
  %33 = phi i64 [ 0, %7 ], [ %52, %32 ]
  %34 = phi i32 [ 0, %7 ], [ %51, %32 ]
  %35 = phi i32 [ 0, %7 ], [ %49, %32 ]
  %36 = phi i64 [ 0, %7 ], [ %53, %32 ]
  %37 = getelementptr inbounds i8, i8* %0, i64 %33
  %38 = load i8, i8* %37, align 1, !tbaa !12
  %39 = zext i8 %38 to i32
  %40 = add nuw nsw i32 %35, %39
  %41 = urem i32 %40, 255
  %42 = add nuw nsw i32 %41, %34
  %43 = urem i32 %42, 255
  %44 = or i64 %33, 1
  %45 = getelementptr inbounds i8, i8* %0, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !12
  %47 = zext i8 %46 to i32
  %48 = add nuw nsw i32 %41, %47
  %49 = urem i32 %48, 255
  %50 = add nuw nsw i32 %49, %43
  %51 = urem i32 %50, 255
  %52 = add nuw i64 %33, 2
  %53 = add i64 %36, 2
  %54 = icmp eq i64 %53, %8
  br i1 %54, label %9, label %32, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @fletcher32(i16* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %78, label %4

4:                                                ; preds = %2, %64
  %5 = phi i32 [ %73, %64 ], [ 65535, %2 ]
  %6 = phi i32 [ %70, %64 ], [ 65535, %2 ]
  %7 = phi i64 [ %11, %64 ], [ %1, %2 ]
  %8 = phi i16* [ %67, %64 ], [ %0, %2 ]
  %9 = icmp ult i64 %7, 359
  %10 = select i1 %9, i64 %7, i64 359
  %11 = sub i64 %7, %10
  %12 = add nsw i64 %10, -1
  %13 = and i64 %10, 3
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %29, label %15

15:                                               ; preds = %4, %15
  %16 = phi i16* [ %21, %15 ], [ %8, %4 ]
  %17 = phi i32 [ %24, %15 ], [ %6, %4 ]
  %18 = phi i32 [ %25, %15 ], [ %5, %4 ]
  %19 = phi i64 [ %26, %15 ], [ %10, %4 ]
  %20 = phi i64 [ %27, %15 ], [ 0, %4 ]
  %21 = getelementptr inbounds i16, i16* %16, i64 1
  %22 = load i16, i16* %16, align 2, !tbaa !15
  %23 = zext i16 %22 to i32
  %24 = add i32 %17, %23
  %25 = add i32 %24, %18
  %26 = add i64 %19, -1
  %27 = add i64 %20, 1
  %28 = icmp eq i64 %27, %13
  br i1 %28, label %29, label %15, !llvm.loop !17

29:                                               ; preds = %15, %4
  %30 = phi i32 [ undef, %4 ], [ %24, %15 ]
  %31 = phi i32 [ undef, %4 ], [ %25, %15 ]
  %32 = phi i16* [ %8, %4 ], [ %21, %15 ]
  %33 = phi i32 [ %6, %4 ], [ %24, %15 ]
  %34 = phi i32 [ %5, %4 ], [ %25, %15 ]
  %35 = phi i64 [ %10, %4 ], [ %26, %15 ]
  %36 = icmp ult i64 %12, 3
  br i1 %36, label %64, label %37

37:                                               ; preds = %29, %37
  %38 = phi i16* [ %57, %37 ], [ %32, %29 ]
  %39 = phi i32 [ %60, %37 ], [ %33, %29 ]
  %40 = phi i32 [ %61, %37 ], [ %34, %29 ]
  %41 = phi i64 [ %62, %37 ], [ %35, %29 ]
  %42 = getelementptr inbounds i16, i16* %38, i64 1
  %43 = load i16, i16* %38, align 2, !tbaa !15
  %44 = zext i16 %43 to i32
  %45 = add i32 %39, %44
  %46 = add i32 %45, %40
  %47 = getelementptr inbounds i16, i16* %38, i64 2
  %48 = load i16, i16* %42, align 2, !tbaa !15
  %49 = zext i16 %48 to i32
  %50 = add i32 %45, %49
  %51 = add i32 %50, %46
  %52 = getelementptr inbounds i16, i16* %38, i64 3
  %53 = load i16, i16* %47, align 2, !tbaa !15
  %54 = zext i16 %53 to i32
  %55 = add i32 %50, %54
  %56 = add i32 %55, %51
  %57 = getelementptr inbounds i16, i16* %38, i64 4
  %58 = load i16, i16* %52, align 2, !tbaa !15
  %59 = zext i16 %58 to i32
  %60 = add i32 %55, %59
  %61 = add i32 %60, %56
  %62 = add i64 %41, -4
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %64, label %37, !llvm.loop !19

64:                                               ; preds = %37, %29
  %65 = phi i32 [ %30, %29 ], [ %60, %37 ]
  %66 = phi i32 [ %31, %29 ], [ %61, %37 ]
  %67 = getelementptr i16, i16* %8, i64 %10
  %68 = and i32 %65, 65535
  %69 = lshr i32 %65, 16
  %70 = add nuw nsw i32 %68, %69
  %71 = and i32 %66, 65535
  %72 = lshr i32 %66, 16
  %73 = add nuw nsw i32 %71, %72
  %74 = icmp eq i64 %11, 0
  br i1 %74, label %75, label %4, !llvm.loop !20

75:                                               ; preds = %64
  %76 = mul i32 %73, 65537
  %77 = and i32 %76, -65536
  br label %78

78:                                               ; preds = %75, %2
  %79 = phi i32 [ 65535, %2 ], [ %70, %75 ]
  %80 = phi i32 [ -65536, %2 ], [ %77, %75 ]
  %81 = and i32 %79, 65535
  %82 = lshr i32 %79, 16
  %83 = add nuw nsw i32 %81, %82
  %84 = or i32 %80, %83
  ret i32 %84
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i16 @inet_csum(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
  %3 = icmp ugt i64 %1, 1
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = add i64 %1, -2
  %6 = lshr i64 %5, 1
  %7 = add nuw i64 %6, 1
  %8 = and i64 %7, 1
  %9 = icmp ult i64 %5, 2
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i64 %7, -2
  br label %32

12:                                               ; preds = %32, %4
  %13 = phi i32 [ undef, %4 ], [ %56, %32 ]
  %14 = phi i64 [ 1, %4 ], [ %58, %32 ]
  %15 = phi i64 [ 0, %4 ], [ %57, %32 ]
  %16 = phi i32 [ 0, %4 ], [ %56, %32 ]
  %17 = icmp eq i64 %8, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, i8* %0, i64 %15
  %20 = load i8, i8* %19, align 1, !tbaa !12
  %21 = zext i8 %20 to i32
  %22 = shl nuw nsw i32 %21, 8
  %23 = getelementptr inbounds i8, i8* %0, i64 %14
  %24 = load i8, i8* %23, align 1, !tbaa !12
  %25 = zext i8 %24 to i32
  %26 = or i32 %22, %25
  %27 = add i32 %26, %16
  br label %28

28:                                               ; preds = %18, %12, %2
  %29 = phi i32 [ 0, %2 ], [ %13, %12 ], [ %27, %18 ]
  %30 = and i64 %1, 1
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %68, label %61

32:                                               ; preds = %32, %10
  %33 = phi i64 [ 1, %10 ], [ %58, %32 ]
  %34 = phi i64 [ 0, %10 ], [ %57, %32 ]
  %35 = phi i32 [ 0, %10 ], [ %56, %32 ]
  %36 = phi i64 [ 0, %10 ], [ %59, %32 ]
  %37 = getelementptr inbounds i8, i8* %0, i64 %34
  %38 = load i8, i8* %37, align 1, !tbaa !12
  %39 = zext i8 %38 to i32
  %40 = shl nuw nsw i32 %39, 8
  %41 = getelementptr inbounds i8, i8* %0, i64 %33
  %42 = load i8, i8* %41, align 1, !tbaa !12
  %43 = zext i8 %42 to i32
  %44 = or i32 %40, %43
  %45 = add i32 %44, %35
  %46 = or i64 %34, 2
  %47 = or i64 %34, 3
  %48 = getelementptr inbounds i8, i8* %0, i64 %46
  %49 = load i8, i8* %48, align 1, !tbaa !12
  %50 = zext i8 %49 to i32
  %51 = shl nuw nsw i32 %50, 8
  %52 = getelementptr inbounds i8, i8* %0, i64 %47
  %53 = load i8, i8* %52, align 1, !tbaa !12
  %54 = zext i8 %53 to i32
  %55 = or i32 %51, %54
  %56 = add i32 %55, %45
  %57 = add nuw i64 %34, 4
  %58 = or i64 %57, 1
  %59 = add nuw i64 %36, 2
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %12, label %32, !llvm.loop !21

61:                                               ; preds = %28
  %62 = add i64 %1, -1
  %63 = getelementptr inbounds i8, i8* %0, i64 %62
  %64 = load i8, i8* %63, align 1, !tbaa !12
  %65 = zext i8 %64 to i32
  %66 = shl nuw nsw i32 %65, 8
  %67 = add i32 %66, %29
  br label %68

68:                                               ; preds = %61, %28
  %69 = phi i32 [ %67, %61 ], [ %29, %28 ]
  %70 = icmp ult i32 %69, 65536
  br i1 %70, label %77, label %71

71:                                               ; preds = %68, %71
  %72 = phi i32 [ %75, %71 ], [ %69, %68 ]
  %73 = lshr i32 %72, 16
  %74 = and i32 %72, 65535
  %75 = add nuw nsw i32 %74, %73
  %76 = icmp ult i32 %75, 65536
  br i1 %76, label %77, label %71, !llvm.loop !22

77:                                               ; preds = %71, %68
  %78 = phi i32 [ %69, %68 ], [ %75, %71 ]
  %79 = trunc i32 %78 to i16
  %80 = xor i16 %79, -1
  ret i16 %80
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc zeroext i16 @bsd_sum(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #7 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = add i64 %1, -1
  %6 = and i64 %1, 3
  %7 = icmp ult i64 %5, 3
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %1, -4
  br label %29

10:                                               ; preds = %29, %4
  %11 = phi i16 [ undef, %4 ], [ %55, %29 ]
  %12 = phi i64 [ 0, %4 ], [ %56, %29 ]
  %13 = phi i16 [ 0, %4 ], [ %55, %29 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %24, %15 ], [ %12, %10 ]
  %17 = phi i16 [ %23, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %25, %15 ], [ 0, %10 ]
  %19 = tail call i16 @llvm.fshl.i16(i16 %17, i16 %17, i16 15)
  %20 = getelementptr inbounds i8, i8* %0, i64 %16
  %21 = load i8, i8* %20, align 1, !tbaa !12
  %22 = zext i8 %21 to i16
  %23 = add i16 %19, %22
  %24 = add nuw i64 %16, 1
  %25 = add i64 %18, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !23

27:                                               ; preds = %10, %15, %2
  %28 = phi i16 [ 0, %2 ], [ %11, %10 ], [ %23, %15 ]
  ret i16 %28

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %56, %29 ]
  %31 = phi i16 [ 0, %8 ], [ %55, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %57, %29 ]
  %33 = tail call i16 @llvm.fshl.i16(i16 %31, i16 %31, i16 15)
  %34 = getelementptr inbounds i8, i8* %0, i64 %30
  %35 = load i8, i8* %34, align 1, !tbaa !12
  %36 = zext i8 %35 to i16
  %37 = add i16 %33, %36
  %38 = or i64 %30, 1
  %39 = tail call i16 @llvm.fshl.i16(i16 %37, i16 %37, i16 15)
  %40 = getelementptr inbounds i8, i8* %0, i64 %38
  %41 = load i8, i8* %40, align 1, !tbaa !12
  %42 = zext i8 %41 to i16
  %43 = add i16 %39, %42
  %44 = or i64 %30, 2
  %45 = tail call i16 @llvm.fshl.i16(i16 %43, i16 %43, i16 15)
  %46 = getelementptr inbounds i8, i8* %0, i64 %44
  %47 = load i8, i8* %46, align 1, !tbaa !12
  %48 = zext i8 %47 to i16
  %49 = add i16 %45, %48
  %50 = or i64 %30, 3
  %51 = tail call i16 @llvm.fshl.i16(i16 %49, i16 %49, i16 15)
  %52 = getelementptr inbounds i8, i8* %0, i64 %50
  %53 = load i8, i8* %52, align 1, !tbaa !12
  %54 = zext i8 %53 to i16
  %55 = add i16 %51, %54
  %56 = add nuw i64 %30, 4
  %57 = add i64 %32, 4
  %58 = icmp eq i64 %57, %9
  br i1 %58, label %10, label %29, !llvm.loop !24
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i32 @luhn(i8* nocapture noundef readonly %0) unnamed_addr #8 {
  %2 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #12
  %3 = trunc i64 %2 to i32
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %56

5:                                                ; preds = %1
  %6 = and i64 %2, 4294967295
  %7 = icmp ult i64 %6, 4
  br i1 %7, label %48, label %8

8:                                                ; preds = %5
  %9 = add nsw i64 %6, -1
  %10 = add i32 %3, -1
  %11 = trunc i64 %9 to i32
  %12 = sub i32 %10, %11
  %13 = icmp sgt i32 %12, %10
  %14 = icmp ugt i64 %9, 4294967295
  %15 = or i1 %13, %14
  br i1 %15, label %48, label %16

16:                                               ; preds = %8
  %17 = and i64 %2, 3
  %18 = sub nsw i64 %6, %17
  %19 = getelementptr inbounds i8, i8* %0, i64 -3
  br label %20

20:                                               ; preds = %20, %16
  %21 = phi i64 [ 0, %16 ], [ %42, %20 ]
  %22 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %16 ], [ %43, %20 ]
  %23 = phi <4 x i32> [ zeroinitializer, %16 ], [ %41, %20 ]
  %24 = xor i64 %21, -1
  %25 = add i64 %2, %24
  %26 = shl i64 %25, 32
  %27 = ashr exact i64 %26, 32
  %28 = getelementptr inbounds i8, i8* %19, i64 %27
  %29 = bitcast i8* %28 to <4 x i8>*
  %30 = load <4 x i8>, <4 x i8>* %29, align 1, !tbaa !12
  %31 = shufflevector <4 x i8> %30, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %32 = sext <4 x i8> %31 to <4 x i32>
  %33 = add nsw <4 x i32> %32, <i32 -48, i32 -48, i32 -48, i32 -48>
  %34 = and <4 x i64> %22, <i64 1, i64 1, i64 1, i64 1>
  %35 = icmp eq <4 x i64> %34, zeroinitializer
  %36 = shl nsw <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %37 = icmp sgt <4 x i8> %31, <i8 52, i8 52, i8 52, i8 52>
  %38 = add nsw <4 x i32> %36, <i32 -9, i32 -9, i32 -9, i32 -9>
  %39 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %36
  %40 = select <4 x i1> %35, <4 x i32> %33, <4 x i32> %39
  %41 = add <4 x i32> %40, %23
  %42 = add nuw i64 %21, 4
  %43 = add <4 x i64> %22, <i64 4, i64 4, i64 4, i64 4>
  %44 = icmp eq i64 %42, %18
  br i1 %44, label %45, label %20, !llvm.loop !25

45:                                               ; preds = %20
  %46 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %41)
  %47 = icmp eq i64 %17, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %8, %5, %45
  %49 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %18, %45 ]
  %50 = phi i32 [ 0, %8 ], [ 0, %5 ], [ %46, %45 ]
  br label %58

51:                                               ; preds = %58, %45
  %52 = phi i32 [ %46, %45 ], [ %76, %58 ]
  %53 = srem i32 %52, 10
  %54 = icmp eq i32 %53, 0
  %55 = zext i1 %54 to i32
  br label %56

56:                                               ; preds = %51, %1
  %57 = phi i32 [ 1, %1 ], [ %55, %51 ]
  ret i32 %57

58:                                               ; preds = %48, %58
  %59 = phi i64 [ %77, %58 ], [ %49, %48 ]
  %60 = phi i32 [ %76, %58 ], [ %50, %48 ]
  %61 = xor i64 %59, -1
  %62 = add i64 %2, %61
  %63 = shl i64 %62, 32
  %64 = ashr exact i64 %63, 32
  %65 = getelementptr inbounds i8, i8* %0, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !12
  %67 = sext i8 %66 to i32
  %68 = add nsw i32 %67, -48
  %69 = and i64 %59, 1
  %70 = icmp eq i64 %69, 0
  %71 = shl nsw i32 %68, 1
  %72 = icmp sgt i8 %66, 52
  %73 = add nsw i32 %71, -9
  %74 = select i1 %72, i32 %73, i32 %71
  %75 = select i1 %70, i32 %68, i32 %74
  %76 = add nsw i32 %75, %60
  %77 = add nuw nsw i64 %59, 1
  %78 = icmp eq i64 %77, %6
  br i1 %78, label %51, label %58, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @isbn10(i8* nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = load i8, i8* %0, align 1, !tbaa !12
  %3 = icmp eq i8 %2, 88
  %4 = sext i8 %2 to i32
  %5 = mul nsw i32 %4, 10
  %6 = add nsw i32 %5, -480
  %7 = select i1 %3, i32 100, i32 %6
  %8 = getelementptr inbounds i8, i8* %0, i64 1
  %9 = load i8, i8* %8, align 1, !tbaa !12
  %10 = icmp eq i8 %9, 88
  %11 = sext i8 %9 to i32
  %12 = mul nsw i32 %11, 9
  %13 = add nsw i32 %12, -432
  %14 = select i1 %10, i32 90, i32 %13
  %15 = add nsw i32 %14, %7
  %16 = getelementptr inbounds i8, i8* %0, i64 2
  %17 = load i8, i8* %16, align 1, !tbaa !12
  %18 = icmp eq i8 %17, 88
  %19 = sext i8 %17 to i32
  %20 = shl nsw i32 %19, 3
  %21 = add nsw i32 %20, -384
  %22 = select i1 %18, i32 80, i32 %21
  %23 = add nsw i32 %22, %15
  %24 = getelementptr inbounds i8, i8* %0, i64 3
  %25 = load i8, i8* %24, align 1, !tbaa !12
  %26 = icmp eq i8 %25, 88
  %27 = sext i8 %25 to i32
  %28 = mul nsw i32 %27, 7
  %29 = add nsw i32 %28, -336
  %30 = select i1 %26, i32 70, i32 %29
  %31 = add nsw i32 %30, %23
  %32 = getelementptr inbounds i8, i8* %0, i64 4
  %33 = load i8, i8* %32, align 1, !tbaa !12
  %34 = icmp eq i8 %33, 88
  %35 = sext i8 %33 to i32
  %36 = mul nsw i32 %35, 6
  %37 = add nsw i32 %36, -288
  %38 = select i1 %34, i32 60, i32 %37
  %39 = add nsw i32 %38, %31
  %40 = getelementptr inbounds i8, i8* %0, i64 5
  %41 = load i8, i8* %40, align 1, !tbaa !12
  %42 = icmp eq i8 %41, 88
  %43 = sext i8 %41 to i32
  %44 = mul nsw i32 %43, 5
  %45 = add nsw i32 %44, -240
  %46 = select i1 %42, i32 50, i32 %45
  %47 = add nsw i32 %46, %39
  %48 = getelementptr inbounds i8, i8* %0, i64 6
  %49 = load i8, i8* %48, align 1, !tbaa !12
  %50 = icmp eq i8 %49, 88
  %51 = sext i8 %49 to i32
  %52 = shl nsw i32 %51, 2
  %53 = add nsw i32 %52, -192
  %54 = select i1 %50, i32 40, i32 %53
  %55 = add nsw i32 %54, %47
  %56 = getelementptr inbounds i8, i8* %0, i64 7
  %57 = load i8, i8* %56, align 1, !tbaa !12
  %58 = icmp eq i8 %57, 88
  %59 = sext i8 %57 to i32
  %60 = mul nsw i32 %59, 3
  %61 = add nsw i32 %60, -144
  %62 = select i1 %58, i32 30, i32 %61
  %63 = add nsw i32 %62, %55
  %64 = getelementptr inbounds i8, i8* %0, i64 8
  %65 = load i8, i8* %64, align 1, !tbaa !12
  %66 = icmp eq i8 %65, 88
  %67 = sext i8 %65 to i32
  %68 = shl nsw i32 %67, 1
  %69 = add nsw i32 %68, -96
  %70 = select i1 %66, i32 20, i32 %69
  %71 = add nsw i32 %70, %63
  %72 = getelementptr inbounds i8, i8* %0, i64 9
  %73 = load i8, i8* %72, align 1, !tbaa !12
  %74 = icmp eq i8 %73, 88
  %75 = sext i8 %73 to i32
  %76 = add nsw i32 %75, -48
  %77 = select i1 %74, i32 10, i32 %76
  %78 = add nsw i32 %77, %71
  %79 = srem i32 %78, 11
  %80 = icmp eq i32 %79, 0
  %81 = zext i1 %80 to i32
  ret i32 %81
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nofree nosync nounwind readnone willreturn }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 0, i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!10, !10, i64 0}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !10, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7, !26}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = distinct !{!27, !7, !26}
