; ModuleID = 'tests/differential/src/fp_int_conversions.c'
source_filename = "tests/differential/src/fp_int_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"%g: i8 %d i16 %d i32 %d i64 %ld | f: i8 %d i16 %d i32 %d i64 %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [46 x i8] c"%.1f: u8 %u u16 %u u32 %u u64 %lu f->u64 %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"f->u8 %u f->u16 %u f->u32 %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"%ld -> %.1f %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%lu -> %.1f %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"small: %g %g %g %g %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"small f: %g %g %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"u32->d %.1f i32->f %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, i8 0, i64 16, i1 false)
  %2 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 1
  store <2 x double> <double 1.900000e+00, double -1.900000e+00>, ptr %2, align 8
  %3 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 3
  store <2 x double> <double 1.005000e+02, double -1.005000e+02>, ptr %3, align 8
  %4 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 5
  store <2 x double> <double 1.279900e+02, double -1.287500e+02>, ptr %4, align 8
  br label %5

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %23, %5 ]
  %7 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %6
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fptrunc double %8 to float
  %10 = tail call fastcc signext i8 @d2_i8(double noundef %8)
  %11 = sext i8 %10 to i32
  %12 = tail call fastcc signext i16 @d2_i16(double noundef %8)
  %13 = sext i16 %12 to i32
  %14 = tail call fastcc i32 @d2_i32(double noundef %8)
  %15 = tail call fastcc i64 @d2_i64(double noundef %8)
  %16 = tail call fastcc signext i8 @f2_i8(float noundef %9)
  %17 = sext i8 %16 to i32
  %18 = tail call fastcc signext i16 @f2_i16(float noundef %9)
  %19 = sext i16 %18 to i32
  %20 = tail call fastcc i32 @f2_i32(float noundef %9)
  %21 = tail call fastcc i64 @f2_i64(float noundef %9)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %8, i32 noundef %11, i32 noundef %13, i32 noundef %14, i64 noundef %15, i32 noundef %17, i32 noundef %19, i32 noundef %20, i64 noundef %21)
  %23 = add nuw nsw i64 %6, 1
  %24 = icmp eq i64 %23, 7
  br i1 %24, label %25, label %5, !llvm.loop !9

25:                                               ; preds = %5
  %26 = tail call fastcc zeroext i8 @d2_u8(double noundef 0.000000e+00)
  %27 = zext i8 %26 to i32
  %28 = tail call fastcc zeroext i16 @d2_u16(double noundef 0.000000e+00)
  %29 = zext i16 %28 to i32
  %30 = tail call fastcc i32 @d2_u32(double noundef 0.000000e+00)
  %31 = tail call fastcc i64 @d2_u64(double noundef 0.000000e+00)
  %32 = tail call fastcc i64 @f2_u64(float noundef 0.000000e+00)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0.000000e+00, i32 noundef %27, i32 noundef %29, i32 noundef %30, i64 noundef %31, i64 noundef %32)
  %34 = tail call fastcc zeroext i8 @d2_u8(double noundef 0x3FEFAE147AE147AE)
  %35 = zext i8 %34 to i32
  %36 = tail call fastcc zeroext i16 @d2_u16(double noundef 0x3FEFAE147AE147AE)
  %37 = zext i16 %36 to i32
  %38 = tail call fastcc i32 @d2_u32(double noundef 0x3FEFAE147AE147AE)
  %39 = tail call fastcc i64 @d2_u64(double noundef 0x3FEFAE147AE147AE)
  %40 = tail call fastcc i64 @f2_u64(float noundef 0x3FDFAE1480000000)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x3FEFAE147AE147AE, i32 noundef %35, i32 noundef %37, i32 noundef %38, i64 noundef %39, i64 noundef %40)
  %42 = tail call fastcc zeroext i8 @d2_u8(double noundef 2.550000e+02)
  %43 = zext i8 %42 to i32
  %44 = tail call fastcc zeroext i16 @d2_u16(double noundef 2.550000e+02)
  %45 = zext i16 %44 to i32
  %46 = tail call fastcc i32 @d2_u32(double noundef 2.550000e+02)
  %47 = tail call fastcc i64 @d2_u64(double noundef 2.550000e+02)
  %48 = tail call fastcc i64 @f2_u64(float noundef 1.275000e+02)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.550000e+02, i32 noundef %43, i32 noundef %45, i32 noundef %46, i64 noundef %47, i64 noundef %48)
  %50 = tail call fastcc zeroext i16 @d2_u16(double noundef 6.553550e+04)
  %51 = zext i16 %50 to i32
  %52 = tail call fastcc i32 @d2_u32(double noundef 6.553550e+04)
  %53 = tail call fastcc i64 @d2_u64(double noundef 6.553550e+04)
  %54 = tail call fastcc i64 @f2_u64(float noundef 0x40DFFFF000000000)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 6.553550e+04, i32 noundef 0, i32 noundef %51, i32 noundef %52, i64 noundef %53, i64 noundef %54)
  %56 = tail call fastcc i32 @d2_u32(double noundef 0x41EFFFFFFFE00000)
  %57 = tail call fastcc i64 @d2_u64(double noundef 0x41EFFFFFFFE00000)
  %58 = tail call fastcc i64 @f2_u64(float noundef 0x41E0000000000000)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x41EFFFFFFFE00000, i32 noundef 0, i32 noundef 0, i32 noundef %56, i64 noundef %57, i64 noundef %58)
  %60 = tail call fastcc i64 @d2_u64(double noundef 0x4208000000000000)
  %61 = tail call fastcc i64 @f2_u64(float noundef 0x41F8000000000000)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4208000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %60, i64 noundef %61)
  %63 = tail call fastcc i64 @d2_u64(double noundef 0x43E0000000000000)
  %64 = tail call fastcc i64 @f2_u64(float noundef 0x43D0000000000000)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x43E0000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %63, i64 noundef %64)
  %66 = tail call fastcc i64 @d2_u64(double noundef 0x43EFFFFFFFFFFFFF)
  %67 = tail call fastcc i64 @f2_u64(float noundef 0x43E0000000000000)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x43EFFFFFFFFFFFFF, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %66, i64 noundef %67)
  %69 = tail call fastcc i64 @d2_u64(double noundef 1.000000e+19)
  %70 = tail call fastcc i64 @f2_u64(float noundef 0x43D158E460000000)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+19, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %69, i64 noundef %70)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 250, i32 noundef 60000, i32 noundef -294967296)
  %73 = tail call fastcc double @i64_2d(i64 noundef 0)
  %74 = tail call fastcc float @i64_2f(i64 noundef 0)
  %75 = fpext float %74 to double
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, double noundef %73, double noundef %75)
  %77 = tail call fastcc double @i64_2d(i64 noundef 1)
  %78 = tail call fastcc float @i64_2f(i64 noundef 1)
  %79 = fpext float %78 to double
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1, double noundef %77, double noundef %79)
  %81 = tail call fastcc double @i64_2d(i64 noundef -1)
  %82 = tail call fastcc float @i64_2f(i64 noundef -1)
  %83 = fpext float %82 to double
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -1, double noundef %81, double noundef %83)
  %85 = tail call fastcc double @i64_2d(i64 noundef 123456789)
  %86 = tail call fastcc float @i64_2f(i64 noundef 123456789)
  %87 = fpext float %86 to double
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 123456789, double noundef %85, double noundef %87)
  %89 = tail call fastcc double @i64_2d(i64 noundef -987654321012)
  %90 = tail call fastcc float @i64_2f(i64 noundef -987654321012)
  %91 = fpext float %90 to double
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -987654321012, double noundef %89, double noundef %91)
  %93 = tail call fastcc double @i64_2d(i64 noundef 9007199254740993)
  %94 = tail call fastcc float @i64_2f(i64 noundef 9007199254740993)
  %95 = fpext float %94 to double
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9007199254740993, double noundef %93, double noundef %95)
  %97 = tail call fastcc double @i64_2d(i64 noundef -9223372036854775808)
  %98 = tail call fastcc float @i64_2f(i64 noundef -9223372036854775808)
  %99 = fpext float %98 to double
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -9223372036854775808, double noundef %97, double noundef %99)
  %101 = tail call fastcc double @i64_2d(i64 noundef 9223372036854775807)
  %102 = tail call fastcc float @i64_2f(i64 noundef 9223372036854775807)
  %103 = fpext float %102 to double
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9223372036854775807, double noundef %101, double noundef %103)
  %105 = tail call fastcc double @u64_2d(i64 noundef 0)
  %106 = tail call fastcc float @u64_2f(i64 noundef 0)
  %107 = fpext float %106 to double
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 0, double noundef %105, double noundef %107)
  %109 = tail call fastcc double @u64_2d(i64 noundef 1)
  %110 = tail call fastcc float @u64_2f(i64 noundef 1)
  %111 = fpext float %110 to double
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1, double noundef %109, double noundef %111)
  %113 = tail call fastcc double @u64_2d(i64 noundef 4294967295)
  %114 = tail call fastcc float @u64_2f(i64 noundef 4294967295)
  %115 = fpext float %114 to double
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 4294967295, double noundef %113, double noundef %115)
  %117 = tail call fastcc double @u64_2d(i64 noundef -9223372036854775808)
  %118 = tail call fastcc float @u64_2f(i64 noundef -9223372036854775808)
  %119 = fpext float %118 to double
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854775808, double noundef %117, double noundef %119)
  %121 = tail call fastcc double @u64_2d(i64 noundef -1)
  %122 = tail call fastcc float @u64_2f(i64 noundef -1)
  %123 = fpext float %122 to double
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, double noundef %121, double noundef %123)
  %125 = tail call fastcc double @u64_2d(i64 noundef -9223372036854773760)
  %126 = tail call fastcc float @u64_2f(i64 noundef -9223372036854773760)
  %127 = fpext float %126 to double
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854773760, double noundef %125, double noundef %127)
  %129 = tail call fastcc double @u64_2d(i64 noundef -6101065172474983726)
  %130 = tail call fastcc float @u64_2f(i64 noundef -6101065172474983726)
  %131 = fpext float %130 to double
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6101065172474983726, double noundef %129, double noundef %131)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -1.280000e+02, double noundef 2.550000e+02, double noundef -3.276800e+04, double noundef 6.553500e+04, double noundef 0x41F0000000000000, double noundef 0xC1E0000000000000)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef -5.000000e+00, double noundef 2.000000e+02, double noundef -3.000000e+02, double noundef 4.000000e+04)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 3.000000e+09, double noundef 0x4170000000000000)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @d2_i8(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @d2_i16(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2_i32(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_i64(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @f2_i8(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @f2_i16(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f2_i32(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2_i64(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @d2_u8(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @d2_u16(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2_u32(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_u64(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2_u64(float noundef %0) unnamed_addr #4 {
  %2 = fptoui float %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @i64_2d(i64 noundef %0) unnamed_addr #4 {
  %2 = sitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @i64_2f(i64 noundef %0) unnamed_addr #4 {
  %2 = sitofp i64 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @u64_2d(i64 noundef %0) unnamed_addr #4 {
  %2 = uitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @u64_2f(i64 noundef %0) unnamed_addr #4 {
  %2 = uitofp i64 %0 to float
  ret float %2
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
