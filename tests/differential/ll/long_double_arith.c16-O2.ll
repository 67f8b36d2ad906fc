; ModuleID = 'tests/differential/src/long_double_arith.c'
source_filename = "tests/differential/src/long_double_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"poly(%.2Lf) = %.15Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"to_long %ld %ld to_ulong %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"from_long %.1Lf from_ulong %.1Lf\0A\00", align 1
@.str.4 = private unnamed_addr constant [54 x i8] c"precision: 1+2^-60 %s 1 as long double; as double %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c">\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"==\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"sum 1/k^2 = %.18Lf\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"sizeof %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc x86_fp80 @ld_poly(x86_fp80 noundef 0xKBFFFC000000000000000)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xKBFFFC000000000000000, x86_fp80 noundef %1)
  %3 = tail call fastcc x86_fp80 @ld_poly(x86_fp80 noundef 0xKBFFEC000000000000000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xKBFFEC000000000000000, x86_fp80 noundef %3)
  %5 = tail call fastcc x86_fp80 @ld_poly(x86_fp80 noundef 0xK00000000000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef %5)
  %7 = tail call fastcc x86_fp80 @ld_poly(x86_fp80 noundef 0xK3FFEC000000000000000)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FFEC000000000000000, x86_fp80 noundef %7)
  %9 = tail call fastcc x86_fp80 @ld_poly(x86_fp80 noundef 0xK3FFFC000000000000000)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FFFC000000000000000, x86_fp80 noundef %9)
  %11 = tail call fastcc x86_fp80 @ld_poly(x86_fp80 noundef 0xK40009000000000000000)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK40009000000000000000, x86_fp80 noundef %11)
  %13 = tail call fastcc i32 @ld_cmp(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK40008000000000000000)
  %14 = tail call fastcc i32 @ld_cmp(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xK40008000000000000000)
  %15 = tail call fastcc i32 @ld_cmp(x86_fp80 noundef 0xK4000C000000000000000, x86_fp80 noundef 0xK40008000000000000000)
  %16 = tail call fastcc i32 @ld_cmp(x86_fp80 noundef 0xK7FFFC000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000), !range !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = tail call fastcc i64 @ld_to_long(x86_fp80 noundef 0xKC00CC0E7F5C28F5C28F6)
  %19 = tail call fastcc i64 @ld_to_long(x86_fp80 noundef 0xK403DFF59EE833B300000)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef %19, i64 noundef -446744073709551616)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef 0xKC03DFFFFFFFFFFFFFFFE, x86_fp80 noundef 0xK403EFFFFFFFFFFFFFFFF)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6)
  %23 = tail call fastcc x86_fp80 @sum_series()
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, x86_fp80 noundef %23)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 16)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @ld_poly(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 %0, x86_fp80 0xKC000C000000000000000)
  %3 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %2, x86_fp80 %0, x86_fp80 0xK3FFE8000000000000000)
  %4 = fadd x86_fp80 %0, 0xK40008000000000000000
  %5 = fdiv x86_fp80 %3, %4
  ret x86_fp80 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @ld_cmp(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 {
  %3 = fcmp olt x86_fp80 %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp oeq x86_fp80 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = fcmp ogt x86_fp80 %0, %1
  %8 = select i1 %7, i32 4, i32 0
  %9 = fcmp uno x86_fp80 %0, 0xK00000000000000000000
  %10 = select i1 %9, i32 8, i32 0
  %11 = or i32 %10, %4
  %12 = or i32 %11, %6
  %13 = or i32 %12, %8
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @ld_to_long(x86_fp80 noundef %0) unnamed_addr #3 {
  %2 = fptosi x86_fp80 %0 to i64
  ret i64 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @sum_series() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret x86_fp80 %28

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 1, %0 ], [ %29, %2 ]
  %4 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %28, %2 ]
  %5 = sitofp i32 %3 to x86_fp80
  %6 = fmul x86_fp80 %5, %5
  %7 = fdiv x86_fp80 0xK3FFF8000000000000000, %6
  %8 = fadd x86_fp80 %4, %7
  %9 = add nuw nsw i32 %3, 1
  %10 = sitofp i32 %9 to x86_fp80
  %11 = fmul x86_fp80 %10, %10
  %12 = fdiv x86_fp80 0xK3FFF8000000000000000, %11
  %13 = fadd x86_fp80 %8, %12
  %14 = add nuw nsw i32 %3, 2
  %15 = sitofp i32 %14 to x86_fp80
  %16 = fmul x86_fp80 %15, %15
  %17 = fdiv x86_fp80 0xK3FFF8000000000000000, %16
  %18 = fadd x86_fp80 %13, %17
  %19 = add nuw nsw i32 %3, 3
  %20 = sitofp i32 %19 to x86_fp80
  %21 = fmul x86_fp80 %20, %20
  %22 = fdiv x86_fp80 0xK3FFF8000000000000000, %21
  %23 = fadd x86_fp80 %18, %22
  %24 = add nuw nsw i32 %3, 4
  %25 = sitofp i32 %24 to x86_fp80
  %26 = fmul x86_fp80 %25, %25
  %27 = fdiv x86_fp80 0xK3FFF8000000000000000, %26
  %28 = fadd x86_fp80 %23, %27
  %29 = add nuw nsw i32 %3, 5
  %30 = icmp eq i32 %29, 100001
  br i1 %30, label %1, label %2, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i32 0, i32 16}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
