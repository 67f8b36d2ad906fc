; ModuleID = 'tests/differential/src/checksums.c'
source_filename = "tests/differential/src/checksums.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Wikipedia\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
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
  %1 = alloca [32 x i16], align 16
  br label %10

2:                                                ; preds = %27
  %3 = tail call fastcc i32 @luhn(ptr noundef nonnull @.str.7)
  %4 = tail call fastcc i32 @luhn(ptr noundef nonnull @.str.8)
  %5 = tail call fastcc i32 @luhn(ptr noundef nonnull @.str.9), !range !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = tail call fastcc i32 @isbn10(ptr noundef nonnull @.str.11)
  %8 = tail call fastcc i32 @isbn10(ptr noundef nonnull @.str.12), !range !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %7, i32 noundef %8)
  ret i32 0

10:                                               ; preds = %0, %27
  %11 = phi i64 [ 0, %0 ], [ %34, %27 ]
  %12 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %11
  %13 = load ptr, ptr %12, align 8, !tbaa !6
  %14 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %13) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  %15 = icmp ugt i64 %14, 63
  %16 = sub i64 64, %14
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr i8, ptr %1, i64 %14
  call void @llvm.memset.p0.i64(ptr align 1 %18, i8 0, i64 %17, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 1 %13, i64 %14, i1 false)
  %19 = tail call fastcc i32 @adler32(ptr noundef %13, i64 noundef %14)
  %20 = tail call fastcc zeroext i16 @fletcher16(ptr noundef %13, i64 noundef %14)
  %21 = zext i16 %20 to i32
  %22 = icmp eq i64 %14, 0
  br i1 %22, label %27, label %23

23:                                               ; preds = %10
  %24 = add i64 %14, 1
  %25 = lshr i64 %24, 1
  %26 = call fastcc i32 @fletcher32(ptr noundef nonnull %1, i64 noundef %25)
  br label %27

27:                                               ; preds = %10, %23
  %28 = phi i32 [ %26, %23 ], [ 0, %10 ]
  %29 = tail call fastcc zeroext i16 @inet_csum(ptr noundef %13, i64 noundef %14)
  %30 = zext i16 %29 to i32
  %31 = tail call fastcc zeroext i16 @bsd_sum(ptr noundef %13, i64 noundef %14)
  %32 = zext i16 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %13, i32 noundef %19, i32 noundef %21, i32 noundef %28, i32 noundef %30, i32 noundef %32)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  %34 = add nuw nsw i64 %11, 1
  %35 = icmp eq i64 %34, 5
  br i1 %35, label %2, label %10, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @adler32(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
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
  %17 = getelementptr inbounds i8, ptr %0, i64 %12
  %18 = load i8, ptr %17, align 1, !tbaa !12
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
  %36 = getelementptr inbounds i8, ptr %0, i64 %32
  %37 = load i8, ptr %36, align 1, !tbaa !12
  %38 = zext i8 %37 to i32
  %39 = add nuw nsw i32 %34, %38
  %40 = urem i32 %39, 65521
  %41 = add nuw nsw i32 %40, %33
  %42 = urem i32 %41, 65521
  %43 = or i64 %32, 1
  %44 = getelementptr inbounds i8, ptr %0, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !12
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i16 @fletcher16(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %31, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 1
  %6 = icmp eq i64 %1, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -2
  br label %33

9:                                                ; preds = %33, %4
  %10 = phi i32 [ undef, %4 ], [ %50, %33 ]
  %11 = phi i32 [ undef, %4 ], [ %52, %33 ]
  %12 = phi i64 [ 0, %4 ], [ %53, %33 ]
  %13 = phi i32 [ 0, %4 ], [ %52, %33 ]
  %14 = phi i32 [ 0, %4 ], [ %50, %33 ]
  %15 = icmp eq i64 %5, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %0, i64 %12
  %18 = load i8, ptr %17, align 1, !tbaa !12
  %19 = zext i8 %18 to i32
  %20 = add nuw nsw i32 %14, %19
  %21 = urem i32 %20, 255
  %22 = add nuw nsw i32 %21, %13
  %23 = urem i32 %22, 255
  br label %24

24:                                               ; preds = %9, %16
  %25 = phi i32 [ %10, %9 ], [ %21, %16 ]
  %26 = phi i32 [ %11, %9 ], [ %23, %16 ]
  %27 = trunc i32 %25 to i16
  %28 = trunc i32 %26 to i16
  %29 = shl nuw i16 %28, 8
  %30 = or i16 %29, %27
  br label %31

31:                                               ; preds = %24, %2
  %32 = phi i16 [ %30, %24 ], [ 0, %2 ]
  ret i16 %32

33:                                               ; preds = %33, %7
  %34 = phi i64 [ 0, %7 ], [ %53, %33 ]
  %35 = phi i32 [ 0, %7 ], [ %52, %33 ]
  %36 = phi i32 [ 0, %7 ], [ %50, %33 ]
  %37 = phi i64 [ 0, %7 ], [ %54, %33 ]
  %38 = getelementptr inbounds i8, ptr %0, i64 %34
  %39 = load i8, ptr %38, align 1, !tbaa !12
  %40 = zext i8 %39 to i32
  %41 = add nuw nsw i32 %36, %40
  %42 = urem i32 %41, 255
  %43 = add nuw nsw i32 %42, %35
  %44 = urem i32 %43, 255
  %45 = or i64 %34, 1
  %46 = getelementptr inbounds i8, ptr %0, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !12
  %48 = zext i8 %47 to i32
  %49 = add nuw nsw i32 %42, %48
  %50 = urem i32 %49, 255
  %51 = add nuw nsw i32 %50, %44
  %52 = urem i32 %51, 255
  %53 = add nuw i64 %34, 2
  %54 = add i64 %37, 2
  %55 = icmp eq i64 %54, %8
  br i1 %55, label %9, label %33, !llvm.loop !14
}

; Function Attrs: nofree noinline nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @fletcher32(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #7 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %78, label %4

4:                                                ; preds = %2, %63
  %5 = phi i32 [ %73, %63 ], [ 65535, %2 ]
  %6 = phi i32 [ %70, %63 ], [ 65535, %2 ]
  %7 = phi i64 [ %66, %63 ], [ %1, %2 ]
  %8 = phi ptr [ %67, %63 ], [ %0, %2 ]
  %9 = tail call i64 @llvm.umin.i64(i64 %7, i64 359)
  %10 = shl nuw nsw i64 %9, 1
  %11 = add nsw i64 %9, -1
  %12 = and i64 %9, 3
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %28, label %14

14:                                               ; preds = %4, %14
  %15 = phi ptr [ %20, %14 ], [ %8, %4 ]
  %16 = phi i32 [ %23, %14 ], [ %6, %4 ]
  %17 = phi i32 [ %24, %14 ], [ %5, %4 ]
  %18 = phi i64 [ %25, %14 ], [ %9, %4 ]
  %19 = phi i64 [ %26, %14 ], [ 0, %4 ]
  %20 = getelementptr inbounds i16, ptr %15, i64 1
  %21 = load i16, ptr %15, align 2, !tbaa !15
  %22 = zext i16 %21 to i32
  %23 = add i32 %16, %22
  %24 = add i32 %23, %17
  %25 = add i64 %18, -1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %12
  br i1 %27, label %28, label %14, !llvm.loop !17

28:                                               ; preds = %14, %4
  %29 = phi i32 [ undef, %4 ], [ %23, %14 ]
  %30 = phi i32 [ undef, %4 ], [ %24, %14 ]
  %31 = phi ptr [ %8, %4 ], [ %20, %14 ]
  %32 = phi i32 [ %6, %4 ], [ %23, %14 ]
  %33 = phi i32 [ %5, %4 ], [ %24, %14 ]
  %34 = phi i64 [ %9, %4 ], [ %25, %14 ]
  %35 = icmp ult i64 %11, 3
  br i1 %35, label %63, label %36

36:                                               ; preds = %28, %36
  %37 = phi ptr [ %56, %36 ], [ %31, %28 ]
  %38 = phi i32 [ %59, %36 ], [ %32, %28 ]
  %39 = phi i32 [ %60, %36 ], [ %33, %28 ]
  %40 = phi i64 [ %61, %36 ], [ %34, %28 ]
  %41 = getelementptr inbounds i16, ptr %37, i64 1
  %42 = load i16, ptr %37, align 2, !tbaa !15
  %43 = zext i16 %42 to i32
  %44 = add i32 %38, %43
  %45 = add i32 %44, %39
  %46 = getelementptr inbounds i16, ptr %37, i64 2
  %47 = load i16, ptr %41, align 2, !tbaa !15
  %48 = zext i16 %47 to i32
  %49 = add i32 %44, %48
  %50 = add i32 %49, %45
  %51 = getelementptr inbounds i16, ptr %37, i64 3
  %52 = load i16, ptr %46, align 2, !tbaa !15
  %53 = zext i16 %52 to i32
  %54 = add i32 %49, %53
  %55 = add i32 %54, %50
  %56 = getelementptr inbounds i16, ptr %37, i64 4
  %57 = load i16, ptr %51, align 2, !tbaa !15
  %58 = zext i16 %57 to i32
  %59 = add i32 %54, %58
  %60 = add i32 %59, %55
  %61 = add i64 %40, -4
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %63, label %36, !llvm.loop !19

63:                                               ; preds = %36, %28
  %64 = phi i32 [ %29, %28 ], [ %59, %36 ]
  %65 = phi i32 [ %30, %28 ], [ %60, %36 ]
  %66 = sub i64 %7, %9
  %67 = getelementptr i8, ptr %8, i64 %10
  %68 = and i32 %64, 65535
  %69 = lshr i32 %64, 16
  %70 = add nuw nsw i32 %68, %69
  %71 = and i32 %65, 65535
  %72 = lshr i32 %65, 16
  %73 = add nuw nsw i32 %71, %72
  %74 = icmp eq i64 %66, 0
  br i1 %74, label %75, label %4, !llvm.loop !20

75:                                               ; preds = %63
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i16 @inet_csum(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #6 {
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
  %19 = getelementptr inbounds i8, ptr %0, i64 %15
  %20 = load i8, ptr %19, align 1, !tbaa !12
  %21 = zext i8 %20 to i32
  %22 = shl nuw nsw i32 %21, 8
  %23 = getelementptr inbounds i8, ptr %0, i64 %14
  %24 = load i8, ptr %23, align 1, !tbaa !12
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
  %37 = getelementptr inbounds i8, ptr %0, i64 %34
  %38 = load i8, ptr %37, align 1, !tbaa !12
  %39 = zext i8 %38 to i32
  %40 = shl nuw nsw i32 %39, 8
  %41 = getelementptr inbounds i8, ptr %0, i64 %33
  %42 = load i8, ptr %41, align 1, !tbaa !12
  %43 = zext i8 %42 to i32
  %44 = or i32 %40, %43
  %45 = add i32 %44, %35
  %46 = or i64 %34, 2
  %47 = or i64 %34, 3
  %48 = getelementptr inbounds i8, ptr %0, i64 %46
  %49 = load i8, ptr %48, align 1, !tbaa !12
  %50 = zext i8 %49 to i32
  %51 = shl nuw nsw i32 %50, 8
  %52 = getelementptr inbounds i8, ptr %0, i64 %47
  %53 = load i8, ptr %52, align 1, !tbaa !12
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
  %63 = getelementptr inbounds i8, ptr %0, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !12
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

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i16 @bsd_sum(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #8 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %26, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 3
  %6 = icmp ult i64 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -4
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi i16 [ undef, %4 ], [ %54, %28 ]
  %11 = phi i64 [ 0, %4 ], [ %55, %28 ]
  %12 = phi i16 [ 0, %4 ], [ %54, %28 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %23, %14 ], [ %11, %9 ]
  %16 = phi i16 [ %22, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %24, %14 ], [ 0, %9 ]
  %18 = tail call i16 @llvm.fshl.i16(i16 %16, i16 %16, i16 15)
  %19 = getelementptr inbounds i8, ptr %0, i64 %15
  %20 = load i8, ptr %19, align 1, !tbaa !12
  %21 = zext i8 %20 to i16
  %22 = add i16 %18, %21
  %23 = add nuw i64 %15, 1
  %24 = add i64 %17, 1
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !23

26:                                               ; preds = %9, %14, %2
  %27 = phi i16 [ 0, %2 ], [ %10, %9 ], [ %22, %14 ]
  ret i16 %27

28:                                               ; preds = %28, %7
  %29 = phi i64 [ 0, %7 ], [ %55, %28 ]
  %30 = phi i16 [ 0, %7 ], [ %54, %28 ]
  %31 = phi i64 [ 0, %7 ], [ %56, %28 ]
  %32 = tail call i16 @llvm.fshl.i16(i16 %30, i16 %30, i16 15)
  %33 = getelementptr inbounds i8, ptr %0, i64 %29
  %34 = load i8, ptr %33, align 1, !tbaa !12
  %35 = zext i8 %34 to i16
  %36 = add i16 %32, %35
  %37 = or i64 %29, 1
  %38 = tail call i16 @llvm.fshl.i16(i16 %36, i16 %36, i16 15)
  %39 = getelementptr inbounds i8, ptr %0, i64 %37
  %40 = load i8, ptr %39, align 1, !tbaa !12
  %41 = zext i8 %40 to i16
  %42 = add i16 %38, %41
  %43 = or i64 %29, 2
  %44 = tail call i16 @llvm.fshl.i16(i16 %42, i16 %42, i16 15)
  %45 = getelementptr inbounds i8, ptr %0, i64 %43
  %46 = load i8, ptr %45, align 1, !tbaa !12
  %47 = zext i8 %46 to i16
  %48 = add i16 %44, %47
  %49 = or i64 %29, 3
  %50 = tail call i16 @llvm.fshl.i16(i16 %48, i16 %48, i16 15)
  %51 = getelementptr inbounds i8, ptr %0, i64 %49
  %52 = load i8, ptr %51, align 1, !tbaa !12
  %53 = zext i8 %52 to i16
  %54 = add i16 %50, %53
  %55 = add nuw i64 %29, 4
  %56 = add i64 %31, 4
  %57 = icmp eq i64 %56, %8
  br i1 %57, label %9, label %28, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(argmem: read) uwtable
define internal fastcc i32 @luhn(ptr nocapture noundef readonly %0) unnamed_addr #9 {
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #12
  %3 = trunc i64 %2 to i32
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %71

5:                                                ; preds = %1
  %6 = and i64 %2, 4294967295
  %7 = icmp ult i64 %6, 8
  br i1 %7, label %63, label %8

8:                                                ; preds = %5
  %9 = add nsw i64 %6, -1
  %10 = add i32 %3, -1
  %11 = trunc i64 %9 to i32
  %12 = sub i32 %10, %11
  %13 = icmp sgt i32 %12, %10
  %14 = icmp ugt i64 %9, 4294967295
  %15 = or i1 %13, %14
  br i1 %15, label %63, label %16

16:                                               ; preds = %8
  %17 = and i64 %2, 7
  %18 = sub nsw i64 %6, %17
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i64 [ 0, %16 ], [ %56, %19 ]
  %21 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %16 ], [ %57, %19 ]
  %22 = phi <4 x i32> [ zeroinitializer, %16 ], [ %54, %19 ]
  %23 = phi <4 x i32> [ zeroinitializer, %16 ], [ %55, %19 ]
  %24 = xor i64 %20, -1
  %25 = add i64 %2, %24
  %26 = shl i64 %25, 32
  %27 = ashr exact i64 %26, 32
  %28 = getelementptr inbounds i8, ptr %0, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 -3
  %30 = load <4 x i8>, ptr %29, align 1, !tbaa !12
  %31 = shufflevector <4 x i8> %30, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %32 = getelementptr inbounds i8, ptr %28, i64 -4
  %33 = getelementptr inbounds i8, ptr %32, i64 -3
  %34 = load <4 x i8>, ptr %33, align 1, !tbaa !12
  %35 = shufflevector <4 x i8> %34, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %36 = sext <4 x i8> %31 to <4 x i32>
  %37 = sext <4 x i8> %35 to <4 x i32>
  %38 = add nsw <4 x i32> %36, <i32 -48, i32 -48, i32 -48, i32 -48>
  %39 = add nsw <4 x i32> %37, <i32 -48, i32 -48, i32 -48, i32 -48>
  %40 = and <4 x i64> %21, <i64 1, i64 1, i64 1, i64 1>
  %41 = and <4 x i64> %21, <i64 1, i64 1, i64 1, i64 1>
  %42 = icmp eq <4 x i64> %40, zeroinitializer
  %43 = icmp eq <4 x i64> %41, zeroinitializer
  %44 = shl nsw <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %45 = shl nsw <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %46 = icmp sgt <4 x i8> %31, <i8 52, i8 52, i8 52, i8 52>
  %47 = icmp sgt <4 x i8> %35, <i8 52, i8 52, i8 52, i8 52>
  %48 = add nsw <4 x i32> %44, <i32 -9, i32 -9, i32 -9, i32 -9>
  %49 = add nsw <4 x i32> %45, <i32 -9, i32 -9, i32 -9, i32 -9>
  %50 = select <4 x i1> %46, <4 x i32> %48, <4 x i32> %44
  %51 = select <4 x i1> %47, <4 x i32> %49, <4 x i32> %45
  %52 = select <4 x i1> %42, <4 x i32> %38, <4 x i32> %50
  %53 = select <4 x i1> %43, <4 x i32> %39, <4 x i32> %51
  %54 = add <4 x i32> %52, %22
  %55 = add <4 x i32> %53, %23
  %56 = add nuw i64 %20, 8
  %57 = add <4 x i64> %21, <i64 8, i64 8, i64 8, i64 8>
  %58 = icmp eq i64 %56, %18
  br i1 %58, label %59, label %19, !llvm.loop !25

59:                                               ; preds = %19
  %60 = add <4 x i32> %55, %54
  %61 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %60)
  %62 = icmp eq i64 %17, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %8, %5, %59
  %64 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %18, %59 ]
  %65 = phi i32 [ 0, %8 ], [ 0, %5 ], [ %61, %59 ]
  br label %73

66:                                               ; preds = %73, %59
  %67 = phi i32 [ %61, %59 ], [ %91, %73 ]
  %68 = srem i32 %67, 10
  %69 = icmp eq i32 %68, 0
  %70 = zext i1 %69 to i32
  br label %71

71:                                               ; preds = %66, %1
  %72 = phi i32 [ 1, %1 ], [ %70, %66 ]
  ret i32 %72

73:                                               ; preds = %63, %73
  %74 = phi i64 [ %92, %73 ], [ %64, %63 ]
  %75 = phi i32 [ %91, %73 ], [ %65, %63 ]
  %76 = xor i64 %74, -1
  %77 = add i64 %2, %76
  %78 = shl i64 %77, 32
  %79 = ashr exact i64 %78, 32
  %80 = getelementptr inbounds i8, ptr %0, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !12
  %82 = sext i8 %81 to i32
  %83 = add nsw i32 %82, -48
  %84 = and i64 %74, 1
  %85 = icmp eq i64 %84, 0
  %86 = shl nsw i32 %83, 1
  %87 = icmp sgt i8 %81, 52
  %88 = add nsw i32 %86, -9
  %89 = select i1 %87, i32 %88, i32 %86
  %90 = select i1 %85, i32 %83, i32 %89
  %91 = add nsw i32 %90, %75
  %92 = add nuw nsw i64 %74, 1
  %93 = icmp eq i64 %92, %6
  br i1 %93, label %66, label %73, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @isbn10(ptr nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = load i8, ptr %0, align 1, !tbaa !12
  %3 = icmp eq i8 %2, 88
  %4 = sext i8 %2 to i32
  %5 = mul nsw i32 %4, 10
  %6 = add nsw i32 %5, -480
  %7 = select i1 %3, i32 100, i32 %6
  %8 = getelementptr inbounds i8, ptr %0, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !12
  %10 = icmp eq i8 %9, 88
  %11 = sext i8 %9 to i32
  %12 = mul nsw i32 %11, 9
  %13 = add nsw i32 %12, -432
  %14 = select i1 %10, i32 90, i32 %13
  %15 = add nsw i32 %14, %7
  %16 = getelementptr inbounds i8, ptr %0, i64 2
  %17 = load i8, ptr %16, align 1, !tbaa !12
  %18 = icmp eq i8 %17, 88
  %19 = sext i8 %17 to i32
  %20 = shl nsw i32 %19, 3
  %21 = add nsw i32 %20, -384
  %22 = select i1 %18, i32 80, i32 %21
  %23 = add nsw i32 %22, %15
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  %25 = load i8, ptr %24, align 1, !tbaa !12
  %26 = icmp eq i8 %25, 88
  %27 = sext i8 %25 to i32
  %28 = mul nsw i32 %27, 7
  %29 = add nsw i32 %28, -336
  %30 = select i1 %26, i32 70, i32 %29
  %31 = add nsw i32 %30, %23
  %32 = getelementptr inbounds i8, ptr %0, i64 4
  %33 = load i8, ptr %32, align 1, !tbaa !12
  %34 = icmp eq i8 %33, 88
  %35 = sext i8 %33 to i32
  %36 = mul nsw i32 %35, 6
  %37 = add nsw i32 %36, -288
  %38 = select i1 %34, i32 60, i32 %37
  %39 = add nsw i32 %38, %31
  %40 = getelementptr inbounds i8, ptr %0, i64 5
  %41 = load i8, ptr %40, align 1, !tbaa !12
  %42 = icmp eq i8 %41, 88
  %43 = sext i8 %41 to i32
  %44 = mul nsw i32 %43, 5
  %45 = add nsw i32 %44, -240
  %46 = select i1 %42, i32 50, i32 %45
  %47 = add nsw i32 %46, %39
  %48 = getelementptr inbounds i8, ptr %0, i64 6
  %49 = load i8, ptr %48, align 1, !tbaa !12
  %50 = icmp eq i8 %49, 88
  %51 = sext i8 %49 to i32
  %52 = shl nsw i32 %51, 2
  %53 = add nsw i32 %52, -192
  %54 = select i1 %50, i32 40, i32 %53
  %55 = add nsw i32 %54, %47
  %56 = getelementptr inbounds i8, ptr %0, i64 7
  %57 = load i8, ptr %56, align 1, !tbaa !12
  %58 = icmp eq i8 %57, 88
  %59 = sext i8 %57 to i32
  %60 = mul nsw i32 %59, 3
  %61 = add nsw i32 %60, -144
  %62 = select i1 %58, i32 30, i32 %61
  %63 = add nsw i32 %62, %55
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load i8, ptr %64, align 1, !tbaa !12
  %66 = icmp eq i8 %65, 88
  %67 = sext i8 %65 to i32
  %68 = shl nsw i32 %67, 1
  %69 = add nsw i32 %68, -96
  %70 = select i1 %66, i32 20, i32 %69
  %71 = add nsw i32 %70, %63
  %72 = getelementptr inbounds i8, ptr %0, i64 9
  %73 = load i8, ptr %72, align 1, !tbaa !12
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i32 0, i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !11, !26}
