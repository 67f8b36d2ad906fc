; ModuleID = 'tests/differential/src/long_double_conv.c'
source_filename = "tests/differential/src/long_double_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"%Lg: i8 %d u16 %u i32 %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"u32 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"from %Lg %Lg %Lg\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"to_f %.9g %.9g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef 0xK00000000000000000000)
  %2 = sext i8 %1 to i32
  %3 = tail call fastcc zeroext i16 @to_u16(x86_fp80 noundef 0xK00000000000000000000)
  %4 = zext i16 %3 to i32
  %5 = tail call fastcc i32 @to_i32(x86_fp80 noundef 0xK00000000000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK00000000000000000000, i32 noundef %2, i32 noundef %4, i32 noundef %5)
  %7 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef 0xK3FFFE000000000000000)
  %8 = sext i8 %7 to i32
  %9 = tail call fastcc zeroext i16 @to_u16(x86_fp80 noundef 0xK3FFFE000000000000000)
  %10 = zext i16 %9 to i32
  %11 = tail call fastcc i32 @to_i32(x86_fp80 noundef 0xK4013D59F800000000000)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FFFE000000000000000, i32 noundef %8, i32 noundef %10, i32 noundef %11)
  %13 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef 0xKBFFFE000000000000000)
  %14 = sext i8 %13 to i32
  %15 = tail call fastcc i32 @to_i32(x86_fp80 noundef 0xKC013D59F800000000000)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xKBFFFE000000000000000, i32 noundef %14, i32 noundef %10, i32 noundef %15)
  %17 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef 0xK4005C900000000000000)
  %18 = sext i8 %17 to i32
  %19 = tail call fastcc zeroext i16 @to_u16(x86_fp80 noundef 0xK4005C900000000000000)
  %20 = zext i16 %19 to i32
  %21 = tail call fastcc i32 @to_i32(x86_fp80 noundef 0xK4019BFB0440000000000)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK4005C900000000000000, i32 noundef %18, i32 noundef %20, i32 noundef %21)
  %23 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef 0xKC005FFCCCCCCCCCCCCCD)
  %24 = sext i8 %23 to i32
  %25 = tail call fastcc zeroext i16 @to_u16(x86_fp80 noundef 0xK4005FFCCCCCCCCCCCCCD)
  %26 = zext i16 %25 to i32
  %27 = tail call fastcc i32 @to_i32(x86_fp80 noundef 0xKC019F3F32C0000000000)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xKC005FFCCCCCCCCCCCCCD, i32 noundef %24, i32 noundef %26, i32 noundef %27)
  %29 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef 0xK4005FFCCCCCCCCCCCCCD)
  %30 = sext i8 %29 to i32
  %31 = tail call fastcc i32 @to_i32(x86_fp80 noundef 0xK4019F3F32C0000000000)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK4005FFCCCCCCCCCCCCCD, i32 noundef %30, i32 noundef %26, i32 noundef %31)
  %33 = tail call fastcc i32 @to_u32(x86_fp80 noundef 0xK401EFFFFFFFF00000000)
  %34 = tail call fastcc i32 @to_u32(x86_fp80 noundef 0xK401EB2D05E0080000000)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33, i32 noundef %34)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef 0xKC0068000000000000000, x86_fp80 noundef 0xK401EFFFFFFFF00000000, x86_fp80 noundef 0xK3FFBCCCCCD0000000000)
  %37 = tail call fastcc float @to_f(x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB)
  %38 = fpext float %37 to double
  %39 = tail call fastcc float @to_f(x86_fp80 noundef 0xK3F7A8B61313BBABCE2C6)
  %40 = fpext float %39 to double
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %38, double noundef %40)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @to_i8(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = fptosi x86_fp80 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @to_u16(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = fptoui x86_fp80 %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_i32(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = fptosi x86_fp80 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_u32(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = fptoui x86_fp80 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @to_f(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = fptrunc x86_fp80 %0 to float
  ret float %2
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
