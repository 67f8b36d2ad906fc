; ModuleID = 'tests/differential/src/int_compare_widths.c'
source_filename = "tests/differential/src/int_compare_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 -128, i64 128, i64 255, i64 32767, i64 -32768, i64 65535, i64 2147483647, i64 -2147483648, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [19 x i8] c"compare hash %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"%ld: %d %u %d widen %ld %lu zero %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"i8 -1 vs 1: %02x u8: %02x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %11
  %2 = phi i64 [ 0, %0 ], [ %12, %11 ]
  %3 = phi i32 [ 0, %0 ], [ %45, %11 ]
  %4 = getelementptr inbounds [15 x i64], [15 x i64]* @__const.main.v, i64 0, i64 %2
  %5 = load i64, i64* %4, align 8, !tbaa !5
  %6 = trunc i64 %5 to i8
  %7 = trunc i64 %5 to i16
  %8 = trunc i64 %5 to i32
  br label %14

9:                                                ; preds = %11
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %45)
  br label %52

11:                                               ; preds = %14
  %12 = add nuw nsw i64 %2, 1
  %13 = icmp eq i64 %12, 15
  br i1 %13, label %9, label %1, !llvm.loop !9

14:                                               ; preds = %1, %14
  %15 = phi i64 [ 0, %1 ], [ %46, %14 ]
  %16 = phi i32 [ %3, %1 ], [ %45, %14 ]
  %17 = getelementptr inbounds [15 x i64], [15 x i64]* @__const.main.v, i64 0, i64 %15
  %18 = load i64, i64* %17, align 8, !tbaa !5
  %19 = mul i32 %16, 33
  %20 = trunc i64 %18 to i8
  %21 = tail call fastcc i32 @cmp_i8(i8 noundef signext %6, i8 noundef signext %20)
  %22 = tail call fastcc i32 @cmp_u8(i8 noundef zeroext %6, i8 noundef zeroext %20)
  %23 = shl i32 %22, 6
  %24 = or i32 %23, %21
  %25 = add i32 %24, %19
  %26 = mul i32 %25, 33
  %27 = trunc i64 %18 to i16
  %28 = tail call fastcc i32 @cmp_i16(i16 noundef signext %7, i16 noundef signext %27)
  %29 = tail call fastcc i32 @cmp_u16(i16 noundef zeroext %7, i16 noundef zeroext %27)
  %30 = shl i32 %29, 6
  %31 = or i32 %30, %28
  %32 = add i32 %26, %31
  %33 = mul i32 %32, 33
  %34 = trunc i64 %18 to i32
  %35 = tail call fastcc i32 @cmp_i32(i32 noundef %8, i32 noundef %34)
  %36 = tail call fastcc i32 @cmp_u32(i32 noundef %8, i32 noundef %34)
  %37 = shl i32 %36, 6
  %38 = or i32 %37, %35
  %39 = add i32 %33, %38
  %40 = mul i32 %39, 33
  %41 = tail call fastcc i32 @cmp_i64(i64 noundef %5, i64 noundef %18)
  %42 = tail call fastcc i32 @cmp_u64(i64 noundef %5, i64 noundef %18)
  %43 = shl i32 %42, 6
  %44 = or i32 %43, %41
  %45 = add i32 %40, %44
  %46 = add nuw nsw i64 %15, 1
  %47 = icmp eq i64 %46, 15
  br i1 %47, label %11, label %14, !llvm.loop !11

48:                                               ; preds = %52
  %49 = tail call fastcc i32 @cmp_i8(i8 noundef signext -1, i8 noundef signext 1)
  %50 = tail call fastcc i32 @cmp_u8(i8 noundef zeroext -1, i8 noundef zeroext 1)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49, i32 noundef %50)
  ret i32 0

52:                                               ; preds = %9, %52
  %53 = phi i64 [ 0, %9 ], [ %68, %52 ]
  %54 = getelementptr inbounds [15 x i64], [15 x i64]* @__const.main.v, i64 0, i64 %53
  %55 = load i64, i64* %54, align 8, !tbaa !5
  %56 = tail call fastcc signext i8 @narrow8(i64 noundef %55)
  %57 = sext i8 %56 to i32
  %58 = tail call fastcc zeroext i16 @narrow16(i64 noundef %55)
  %59 = zext i16 %58 to i32
  %60 = tail call fastcc i32 @narrow32(i64 noundef %55)
  %61 = trunc i64 %55 to i8
  %62 = trunc i64 %55 to i16
  %63 = trunc i64 %55 to i32
  %64 = tail call fastcc i64 @widen_s(i8 noundef signext %61, i16 noundef signext %62, i32 noundef %63)
  %65 = tail call fastcc i64 @widen_u(i8 noundef zeroext %61, i16 noundef zeroext %62, i32 noundef %63)
  %66 = tail call fastcc i32 @cmp_zero(i64 noundef %55), !range !12
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.1, i64 0, i64 0), i64 noundef %55, i32 noundef %57, i32 noundef %59, i32 noundef %60, i64 noundef %64, i64 noundef %65, i32 noundef %66)
  %68 = add nuw nsw i64 %53, 1
  %69 = icmp eq i64 %68, 15
  br i1 %69, label %48, label %52, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #1 {
  %3 = icmp slt i8 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp sgt i8 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i8 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #1 {
  %3 = icmp ult i8 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp ugt i8 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i8 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #1 {
  %3 = icmp slt i16 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp sgt i16 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i16 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #1 {
  %3 = icmp ult i16 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp ugt i16 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i16 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp sgt i32 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i32 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i32 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp ugt i32 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i32 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i64 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp sgt i64 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i64 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i64 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp ugt i64 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or i32 %9, %10
  %12 = icmp eq i64 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or i32 %14, %15
  ret i32 %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i8 @narrow8(i64 noundef %0) unnamed_addr #1 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @narrow16(i64 noundef %0) unnamed_addr #1 {
  %2 = trunc i64 %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @narrow32(i64 noundef %0) unnamed_addr #1 {
  %2 = trunc i64 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @widen_s(i8 noundef signext %0, i16 noundef signext %1, i32 noundef %2) unnamed_addr #1 {
  %4 = sext i8 %0 to i64
  %5 = sext i16 %1 to i64
  %6 = mul nsw i64 %5, 3
  %7 = add nsw i64 %6, %4
  %8 = sext i32 %2 to i64
  %9 = add nsw i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @widen_u(i8 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) unnamed_addr #1 {
  %4 = zext i8 %0 to i64
  %5 = zext i16 %1 to i64
  %6 = mul nuw nsw i64 %5, 3
  %7 = add nuw nsw i64 %6, %4
  %8 = zext i32 %2 to i64
  %9 = add nuw nsw i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_zero(i64 noundef %0) unnamed_addr #1 {
  %2 = lshr i64 %0, 61
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 4
  %5 = icmp eq i64 %0, 0
  %6 = select i1 %5, i32 2, i32 0
  %7 = icmp sgt i64 %0, 0
  %8 = zext i1 %7 to i32
  %9 = or i32 %6, %8
  %10 = or i32 %9, %4
  ret i32 %10
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!12 = !{i32 0, i32 8}
!13 = distinct !{!13, !10}
