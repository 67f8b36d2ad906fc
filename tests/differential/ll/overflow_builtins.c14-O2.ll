; ModuleID = 'tests/differential/src/overflow_builtins.c'
source_filename = "tests/differential/src/overflow_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [16 x i64] [i64 0, i64 1, i64 -1, i64 100, i64 -100, i64 127, i64 -128, i64 255, i64 30000, i64 -32768, i64 65535, i64 2147483647, i64 -2147483648, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [14 x i8] c"sat %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"mixed %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"i8 %d,%d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"u8 %u,%u: add %u/%d sub %u/%d mul %u/%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"i16 %d,%d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [42 x i8] c"u16 %u,%u: add %u/%d sub %u/%d mul %u/%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"i32 %d,%d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [42 x i8] c"u32 %u,%u: add %u/%d sub %u/%d mul %u/%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [47 x i8] c"i64 %ld,%ld: add %ld/%d sub %ld/%d mul %ld/%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [47 x i8] c"u64 %lu,%lu: add %lu/%d sub %lu/%d mul %lu/%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %17
  %2 = phi i64 [ 0, %0 ], [ %18, %17 ]
  %3 = getelementptr inbounds [16 x i64], [16 x i64]* @__const.main.v, i64 0, i64 %2
  %4 = load i64, i64* %3, align 8, !tbaa !5
  %5 = trunc i64 %4 to i8
  %6 = trunc i64 %4 to i16
  %7 = trunc i64 %4 to i32
  br label %20

8:                                                ; preds = %17
  %9 = tail call fastcc i32 @sat_add(i32 noundef 2000000000, i32 noundef 2000000000)
  %10 = tail call fastcc i32 @sat_add(i32 noundef -2000000000, i32 noundef -2000000000)
  %11 = tail call fastcc i32 @sat_add(i32 noundef 5, i32 noundef -7)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %13 = tail call fastcc i32 @mixed(i64 noundef -5, i32 noundef 7)
  %14 = tail call fastcc i32 @mixed(i64 noundef 100000, i32 noundef 100000)
  %15 = tail call fastcc i32 @mixed(i64 noundef -1, i32 noundef -294967296)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13, i32 noundef %14, i32 noundef %15)
  ret i32 0

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %2, 1
  %19 = icmp eq i64 %18, 16
  br i1 %19, label %8, label %1, !llvm.loop !9

20:                                               ; preds = %1, %20
  %21 = phi i64 [ 0, %1 ], [ %27, %20 ]
  %22 = getelementptr inbounds [16 x i64], [16 x i64]* @__const.main.v, i64 0, i64 %21
  %23 = load i64, i64* %22, align 8, !tbaa !5
  %24 = trunc i64 %23 to i8
  tail call fastcc void @ov_i8(i8 noundef signext %5, i8 noundef signext %24)
  tail call fastcc void @ov_u8(i8 noundef zeroext %5, i8 noundef zeroext %24)
  %25 = trunc i64 %23 to i16
  tail call fastcc void @ov_i16(i16 noundef signext %6, i16 noundef signext %25)
  tail call fastcc void @ov_u16(i16 noundef zeroext %6, i16 noundef zeroext %25)
  %26 = trunc i64 %23 to i32
  tail call fastcc void @ov_i32(i32 noundef %7, i32 noundef %26)
  tail call fastcc void @ov_u32(i32 noundef %7, i32 noundef %26)
  tail call fastcc void @ov_i64(i64 noundef %4, i64 noundef %23)
  tail call fastcc void @ov_u64(i64 noundef %4, i64 noundef %23)
  %27 = add nuw nsw i64 %21, 3
  %28 = icmp ult i64 %21, 13
  br i1 %28, label %20, label %17, !llvm.loop !11
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #1 {
  %3 = tail call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %0, i8 %1)
  %4 = extractvalue { i8, i1 } %3, 1
  %5 = extractvalue { i8, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %0, i8 %1)
  %8 = extractvalue { i8, i1 } %7, 1
  %9 = extractvalue { i8, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %0, i8 %1)
  %12 = extractvalue { i8, i1 } %11, 1
  %13 = extractvalue { i8, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = sext i8 %0 to i32
  %16 = sext i8 %1 to i32
  %17 = sext i8 %5 to i32
  %18 = sext i8 %9 to i32
  %19 = sext i8 %13 to i32
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.2, i64 0, i64 0), i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %6, i32 noundef %18, i32 noundef %10, i32 noundef %19, i32 noundef %14)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #1 {
  %3 = tail call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %0, i8 %1)
  %4 = extractvalue { i8, i1 } %3, 1
  %5 = extractvalue { i8, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %0, i8 %1)
  %8 = extractvalue { i8, i1 } %7, 1
  %9 = extractvalue { i8, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %0, i8 %1)
  %12 = extractvalue { i8, i1 } %11, 1
  %13 = extractvalue { i8, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = zext i8 %0 to i32
  %16 = zext i8 %1 to i32
  %17 = zext i8 %5 to i32
  %18 = zext i8 %9 to i32
  %19 = zext i8 %13 to i32
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %6, i32 noundef %18, i32 noundef %10, i32 noundef %19, i32 noundef %14)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #1 {
  %3 = tail call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %0, i16 %1)
  %4 = extractvalue { i16, i1 } %3, 1
  %5 = extractvalue { i16, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %0, i16 %1)
  %8 = extractvalue { i16, i1 } %7, 1
  %9 = extractvalue { i16, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %0, i16 %1)
  %12 = extractvalue { i16, i1 } %11, 1
  %13 = extractvalue { i16, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = sext i16 %0 to i32
  %16 = sext i16 %1 to i32
  %17 = sext i16 %5 to i32
  %18 = sext i16 %9 to i32
  %19 = sext i16 %13 to i32
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.4, i64 0, i64 0), i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %6, i32 noundef %18, i32 noundef %10, i32 noundef %19, i32 noundef %14)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #1 {
  %3 = tail call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %0, i16 %1)
  %4 = extractvalue { i16, i1 } %3, 1
  %5 = extractvalue { i16, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %0, i16 %1)
  %8 = extractvalue { i16, i1 } %7, 1
  %9 = extractvalue { i16, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %0, i16 %1)
  %12 = extractvalue { i16, i1 } %11, 1
  %13 = extractvalue { i16, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = zext i16 %0 to i32
  %16 = zext i16 %1 to i32
  %17 = zext i16 %5 to i32
  %18 = zext i16 %9 to i32
  %19 = zext i16 %13 to i32
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %6, i32 noundef %18, i32 noundef %10, i32 noundef %19, i32 noundef %14)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %0, i32 %1)
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1)
  %12 = extractvalue { i32, i1 } %11, 1
  %13 = extractvalue { i32, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), i32 noundef %0, i32 noundef %1, i32 noundef %5, i32 noundef %6, i32 noundef %9, i32 noundef %10, i32 noundef %13, i32 noundef %14)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %0, i32 %1)
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1)
  %12 = extractvalue { i32, i1 } %11, 1
  %13 = extractvalue { i32, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.7, i64 0, i64 0), i32 noundef %0, i32 noundef %1, i32 noundef %5, i32 noundef %6, i32 noundef %9, i32 noundef %10, i32 noundef %13, i32 noundef %14)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1)
  %4 = extractvalue { i64, i1 } %3, 1
  %5 = extractvalue { i64, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %0, i64 %1)
  %8 = extractvalue { i64, i1 } %7, 1
  %9 = extractvalue { i64, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %12 = extractvalue { i64, i1 } %11, 1
  %13 = extractvalue { i64, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.8, i64 0, i64 0), i64 noundef %0, i64 noundef %1, i64 noundef %5, i32 noundef %6, i64 noundef %9, i32 noundef %10, i64 noundef %13, i32 noundef %14)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ov_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %0, i64 %1)
  %4 = extractvalue { i64, i1 } %3, 1
  %5 = extractvalue { i64, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %0, i64 %1)
  %8 = extractvalue { i64, i1 } %7, 1
  %9 = extractvalue { i64, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 %1)
  %12 = extractvalue { i64, i1 } %11, 1
  %13 = extractvalue { i64, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.9, i64 0, i64 0), i64 noundef %0, i64 noundef %1, i64 noundef %5, i32 noundef %6, i64 noundef %9, i32 noundef %10, i64 noundef %13, i32 noundef %14)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @sat_add(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @mixed(i64 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext i32 %1 to i64
  %4 = icmp slt i64 %0, 0
  %5 = sub i64 0, %0
  %6 = select i1 %4, i64 %5, i64 %0
  %7 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %6, i64 %3)
  %8 = extractvalue { i64, i1 } %7, 1
  %9 = extractvalue { i64, i1 } %7, 0
  %10 = lshr i64 %0, 63
  %11 = add nuw nsw i64 %10, 2147483647
  %12 = icmp ugt i64 %9, %11
  %13 = or i1 %8, %12
  %14 = sub i64 0, %9
  %15 = select i1 %4, i64 %14, i64 %9
  %16 = trunc i64 %15 to i32
  %17 = select i1 %13, i32 -1, i32 %16
  ret i32 %17
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.sadd.sat.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
