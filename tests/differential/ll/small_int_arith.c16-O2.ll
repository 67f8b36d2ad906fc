; ModuleID = 'tests/differential/src/small_int_arith.c'
source_filename = "tests/differential/src/small_int_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"%4d: %08x zext %08x sext %ld neg %d not %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"wrap %d %u %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %10
  %2 = phi i32 [ 0, %0 ], [ %55, %10 ]
  %3 = phi i32 [ -300, %0 ], [ %22, %10 ]
  %4 = trunc i32 %3 to i8
  %5 = trunc i32 %3 to i16
  %6 = mul i16 %5, 300
  %7 = mul i16 %5, 200
  br label %24

8:                                                ; preds = %10
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -128, i32 noundef 255, i32 noundef -32768)
  ret i32 0

10:                                               ; preds = %24
  %11 = mul i16 %5, 1000
  %12 = tail call fastcc i32 @zext(i8 noundef zeroext %4, i16 noundef zeroext %11)
  %13 = mul i16 %5, 100
  %14 = mul nsw i32 %3, 100000
  %15 = tail call fastcc i64 @sext(i8 noundef signext %4, i16 noundef signext %13, i32 noundef %14)
  %16 = mul i16 %5, 111
  %17 = tail call fastcc signext i16 @neg16(i16 noundef signext %16)
  %18 = sext i16 %17 to i32
  %19 = tail call fastcc zeroext i8 @not8(i8 noundef zeroext %4)
  %20 = zext i8 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %55, i32 noundef %12, i64 noundef %15, i32 noundef %18, i32 noundef %20)
  %22 = add nsw i32 %3, 23
  %23 = icmp slt i32 %3, 277
  br i1 %23, label %1, label %8, !llvm.loop !5

24:                                               ; preds = %1, %24
  %25 = phi i32 [ %2, %1 ], [ %55, %24 ]
  %26 = phi i32 [ -200, %1 ], [ %56, %24 ]
  %27 = mul i32 %25, 31
  %28 = trunc i32 %26 to i8
  %29 = tail call fastcc zeroext i8 @add8(i8 noundef zeroext %4, i8 noundef zeroext %28)
  %30 = zext i8 %29 to i32
  %31 = add i32 %27, %30
  %32 = mul i32 %31, 31
  %33 = tail call fastcc signext i8 @mul8(i8 noundef signext %4, i8 noundef signext %28)
  %34 = zext i8 %33 to i32
  %35 = add i32 %32, %34
  %36 = mul i32 %35, 31
  %37 = trunc i32 %26 to i16
  %38 = mul i16 %37, 700
  %39 = tail call fastcc zeroext i16 @mul16(i16 noundef zeroext %6, i16 noundef zeroext %38)
  %40 = zext i16 %39 to i32
  %41 = add i32 %36, %40
  %42 = mul i32 %41, 31
  %43 = mul i16 %37, 150
  %44 = tail call fastcc signext i16 @sub16(i16 noundef signext %7, i16 noundef signext %43)
  %45 = zext i16 %44 to i32
  %46 = add i32 %42, %45
  %47 = mul i32 %46, 31
  %48 = tail call fastcc i32 @promote(i8 noundef zeroext %4, i8 noundef signext %28)
  %49 = add i32 %47, %48
  %50 = mul i32 %49, 31
  %51 = tail call fastcc zeroext i8 @avg8(i8 noundef zeroext %4, i8 noundef zeroext %28)
  %52 = zext i8 %51 to i32
  %53 = tail call fastcc i32 @cmp_mixed(i8 noundef signext %4, i8 noundef zeroext %28)
  %54 = add i32 %53, %52
  %55 = add i32 %54, %50
  %56 = add nsw i32 %26, 41
  %57 = icmp slt i32 %26, 259
  br i1 %57, label %24, label %10, !llvm.loop !7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @add8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #1 {
  %3 = add i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @mul8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #1 {
  %3 = mul i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @mul16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #1 {
  %3 = mul i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @sub16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #1 {
  %3 = sub i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @promote(i8 noundef zeroext %0, i8 noundef signext %1) unnamed_addr #1 {
  %3 = zext i8 %0 to i32
  %4 = sext i8 %1 to i32
  %5 = mul nsw i32 %4, %3
  %6 = icmp sgt i32 %3, %4
  %7 = zext i1 %6 to i32
  %8 = add nsw i32 %5, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @avg8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #1 {
  %3 = zext i8 %0 to i16
  %4 = zext i8 %1 to i16
  %5 = add nuw nsw i16 %3, 1
  %6 = add nuw nsw i16 %5, %4
  %7 = lshr i16 %6, 1
  %8 = trunc i16 %7 to i8
  ret i8 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @cmp_mixed(i8 noundef signext %0, i8 noundef zeroext %1) unnamed_addr #1 {
  %3 = sext i8 %0 to i32
  %4 = zext i8 %1 to i32
  %5 = icmp slt i32 %3, %4
  %6 = select i1 %5, i32 2, i32 0
  %7 = icmp ult i8 %0, %1
  %8 = zext i1 %7 to i32
  %9 = or i32 %6, %8
  ret i32 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @zext(i8 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #1 {
  %3 = zext i8 %0 to i32
  %4 = shl nuw nsw i32 %3, 16
  %5 = zext i16 %1 to i32
  %6 = or i32 %4, %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sext(i8 noundef signext %0, i16 noundef signext %1, i32 noundef %2) unnamed_addr #1 {
  %4 = sext i8 %0 to i64
  %5 = sext i16 %1 to i64
  %6 = mul nsw i64 %5, %4
  %7 = sext i32 %2 to i64
  %8 = add nsw i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @neg16(i16 noundef signext %0) unnamed_addr #1 {
  %2 = sub i16 0, %0
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @not8(i8 noundef zeroext %0) unnamed_addr #1 {
  %2 = xor i8 %0, -1
  ret i8 %2
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
