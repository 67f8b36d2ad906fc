; ModuleID = 'tests/differential/src/vector_shuffle.c'
source_filename = "tests/differential/src/vector_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"rev %d %d %d %d il %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"to_int %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"widen %.6f %.6f %.6f %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"mul64 %ld %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca <8 x i32>, align 32
  %2 = alloca <8 x i32>, align 32
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = tail call fastcc <4 x i32> @reverse()
  %6 = tail call fastcc <4 x i32> @interleave_lo()
  %7 = extractelement <4 x i32> %5, i64 0
  %8 = extractelement <4 x i32> %5, i64 1
  %9 = extractelement <4 x i32> %5, i64 2
  %10 = extractelement <4 x i32> %5, i64 3
  %11 = extractelement <4 x i32> %6, i64 0
  %12 = extractelement <4 x i32> %6, i64 1
  %13 = extractelement <4 x i32> %6, i64 2
  %14 = extractelement <4 x i32> %6, i64 3
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14)
  %16 = tail call fastcc <8 x i32> @concat()
  store <8 x i32> %16, ptr %1, align 32, !tbaa !5
  %17 = tail call fastcc <8 x i32> @set_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %1)
  store <8 x i32> %16, ptr %2, align 32, !tbaa !5
  store <8 x i32> %17, ptr %3, align 32, !tbaa !5
  %18 = tail call fastcc <8 x i32> @add8(ptr noundef nonnull byval(<8 x i32>) align 32 %2, ptr noundef nonnull byval(<8 x i32>) align 32 %3)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %19 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 0)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %21 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 1)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %21)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %23 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 2)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %25 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 3)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %27 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 4)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %29 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 5)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %31 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 6)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31)
  store <8 x i32> %18, ptr %4, align 32, !tbaa !5
  %33 = tail call fastcc i32 @get_lane(ptr noundef nonnull byval(<8 x i32>) align 32 %4, i32 noundef 7)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33)
  %35 = tail call i32 @putchar(i32 10)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -16, i32 noundef -20, i32 noundef -23, i32 noundef -26)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x4030AAAAA0000000, double noundef 2.000000e+01, double noundef 0x4037555560000000, double noundef 0x403AAAAAA0000000)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 3435973836800, i64 noundef -12345000087959)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <4 x i32> @reverse() unnamed_addr #1 {
  ret <4 x i32> <i32 4, i32 3, i32 2, i32 1>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <4 x i32> @interleave_lo() unnamed_addr #1 {
  ret <4 x i32> <i32 1, i32 50, i32 2, i32 60>
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <8 x i32> @concat() unnamed_addr #3 {
  ret <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 50, i32 60, i32 70, i32 80>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @add8(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) unnamed_addr #4 {
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !5
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !5
  %5 = shl <8 x i32> %4, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %6 = add <8 x i32> %5, %3
  ret <8 x i32> %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @set_lane(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) unnamed_addr #4 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !5
  %3 = insertelement <8 x i32> %2, i32 -100, i64 5
  ret <8 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @get_lane(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, i32 noundef %1) unnamed_addr #5 {
  %3 = and i32 %1, 7
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds <8 x i32>, ptr %0, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
