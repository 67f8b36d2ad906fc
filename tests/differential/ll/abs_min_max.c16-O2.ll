; ModuleID = 'tests/differential/src/abs_min_max.c'
source_filename = "tests/differential/src/abs_min_max.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [10 x i64] [i64 0, i64 5, i64 -5, i64 127, i64 -128, i64 200, i64 40000, i64 -40000, i64 3000000000, i64 -3000000000], align 16
@.str = private unnamed_addr constant [92 x i8] c"%ld %ld: i8 %d %d u8 %u %u i16 %d %d u16 %u %u i32 %d %d u32 %u %u i64 %ld %ld u64 %lu %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [68 x i8] c"  abs %d labs %ld llabs %lld manual %d clamp %d clampu8 %u sign %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  ret i32 0

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %58, %2 ]
  %4 = getelementptr inbounds [10 x i64], ptr @__const.main.v, i64 0, i64 %3
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = trunc i64 %3 to i8
  %7 = mul i8 %6, 3
  %8 = add i8 %7, 1
  %9 = urem i8 %8, 10
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds [10 x i64], ptr @__const.main.v, i64 0, i64 %10
  %12 = load i64, ptr %11, align 8, !tbaa !5
  %13 = trunc i64 %5 to i8
  %14 = trunc i64 %12 to i8
  %15 = tail call fastcc signext i8 @min_i8(i8 noundef signext %13, i8 noundef signext %14)
  %16 = sext i8 %15 to i32
  %17 = tail call fastcc signext i8 @max_i8(i8 noundef signext %13, i8 noundef signext %14)
  %18 = sext i8 %17 to i32
  %19 = tail call fastcc zeroext i8 @min_u8(i8 noundef zeroext %13, i8 noundef zeroext %14)
  %20 = zext i8 %19 to i32
  %21 = tail call fastcc zeroext i8 @max_u8(i8 noundef zeroext %13, i8 noundef zeroext %14)
  %22 = zext i8 %21 to i32
  %23 = trunc i64 %5 to i16
  %24 = trunc i64 %12 to i16
  %25 = tail call fastcc signext i16 @min_i16(i16 noundef signext %23, i16 noundef signext %24)
  %26 = sext i16 %25 to i32
  %27 = tail call fastcc signext i16 @max_i16(i16 noundef signext %23, i16 noundef signext %24)
  %28 = sext i16 %27 to i32
  %29 = tail call fastcc zeroext i16 @min_u16(i16 noundef zeroext %23, i16 noundef zeroext %24)
  %30 = zext i16 %29 to i32
  %31 = tail call fastcc zeroext i16 @max_u16(i16 noundef zeroext %23, i16 noundef zeroext %24)
  %32 = zext i16 %31 to i32
  %33 = trunc i64 %5 to i32
  %34 = trunc i64 %12 to i32
  %35 = tail call fastcc i32 @min_i32(i32 noundef %33, i32 noundef %34)
  %36 = tail call fastcc i32 @max_i32(i32 noundef %33, i32 noundef %34)
  %37 = tail call fastcc i32 @min_u32(i32 noundef %33, i32 noundef %34)
  %38 = tail call fastcc i32 @max_u32(i32 noundef %33, i32 noundef %34)
  %39 = tail call fastcc i64 @min_i64(i64 noundef %5, i64 noundef %12)
  %40 = tail call fastcc i64 @max_i64(i64 noundef %5, i64 noundef %12)
  %41 = tail call fastcc i64 @min_u64(i64 noundef %5, i64 noundef %12)
  %42 = tail call fastcc i64 @max_u64(i64 noundef %5, i64 noundef %12)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5, i64 noundef %12, i32 noundef %16, i32 noundef %18, i32 noundef %20, i32 noundef %22, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i64 noundef %39, i64 noundef %40, i64 noundef %41, i64 noundef %42)
  %44 = srem i64 %5, 100000
  %45 = trunc i64 %44 to i32
  %46 = tail call i32 @llvm.abs.i32(i32 %45, i1 true)
  %47 = tail call i64 @llvm.abs.i64(i64 %5, i1 true)
  %48 = mul nsw i64 %5, 3
  %49 = tail call i64 @llvm.abs.i64(i64 %48, i1 true)
  %50 = sdiv i64 %5, 3
  %51 = trunc i64 %50 to i32
  %52 = tail call fastcc i32 @iabs_manual(i32 noundef %51)
  %53 = tail call fastcc i32 @clamp(i32 noundef %45)
  %54 = tail call fastcc zeroext i8 @clamp_u8(i32 noundef %45)
  %55 = zext i8 %54 to i32
  %56 = tail call fastcc i32 @sign(i64 noundef %5), !range !9
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %46, i64 noundef %47, i64 noundef %49, i32 noundef %52, i32 noundef %53, i32 noundef %55, i32 noundef %56)
  %58 = add nuw nsw i64 %3, 1
  %59 = icmp eq i64 %58, 10
  br i1 %59, label %1, label %2, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @min_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.smin.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @max_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.smax.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @min_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.umin.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @max_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.umax.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @min_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.smin.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @max_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.smax.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @min_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.umin.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @max_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.umax.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @min_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @max_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @min_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.umin.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @max_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @min_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @max_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @min_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @max_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.umax.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @iabs_manual(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @clamp(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.smin.i32(i32 %0, i32 150)
  %3 = tail call i32 @llvm.smax.i32(i32 %2, i32 -100)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @clamp_u8(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.smin.i32(i32 %0, i32 255)
  %3 = tail call i32 @llvm.smax.i32(i32 %2, i32 0)
  %4 = trunc i32 %3 to i8
  ret i8 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sign(i64 noundef %0) unnamed_addr #3 {
  %2 = icmp sgt i64 %0, 0
  %3 = zext i1 %2 to i32
  %4 = ashr i64 %0, 63
  %5 = trunc i64 %4 to i32
  %6 = add nsw i32 %5, %3
  ret i32 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 -1, i32 2}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
