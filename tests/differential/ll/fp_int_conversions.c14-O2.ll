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
  %2 = bitcast [7 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %2) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(56) %2, i8 0, i64 16, i1 false)
  %3 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 1
  %4 = bitcast double* %3 to <2 x double>*
  store <2 x double> <double 1.900000e+00, double -1.900000e+00>, <2 x double>* %4, align 8
  %5 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 3
  %6 = bitcast double* %5 to <2 x double>*
  store <2 x double> <double 1.005000e+02, double -1.005000e+02>, <2 x double>* %6, align 8
  %7 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 5
  %8 = bitcast double* %7 to <2 x double>*
  store <2 x double> <double 1.279900e+02, double -1.287500e+02>, <2 x double>* %8, align 8
  br label %9

9:                                                ; preds = %0, %9
  %10 = phi i64 [ 0, %0 ], [ %27, %9 ]
  %11 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 %10
  %12 = load double, double* %11, align 8, !tbaa !5
  %13 = fptrunc double %12 to float
  %14 = tail call fastcc signext i8 @d2_i8(double noundef %12)
  %15 = sext i8 %14 to i32
  %16 = tail call fastcc signext i16 @d2_i16(double noundef %12)
  %17 = sext i16 %16 to i32
  %18 = tail call fastcc i32 @d2_i32(double noundef %12)
  %19 = tail call fastcc i64 @d2_i64(double noundef %12)
  %20 = tail call fastcc signext i8 @f2_i8(float noundef %13)
  %21 = sext i8 %20 to i32
  %22 = tail call fastcc signext i16 @f2_i16(float noundef %13)
  %23 = sext i16 %22 to i32
  %24 = tail call fastcc i32 @f2_i32(float noundef %13)
  %25 = tail call fastcc i64 @f2_i64(float noundef %13)
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), double noundef %12, i32 noundef %15, i32 noundef %17, i32 noundef %18, i64 noundef %19, i32 noundef %21, i32 noundef %23, i32 noundef %24, i64 noundef %25)
  %27 = add nuw nsw i64 %10, 1
  %28 = icmp eq i64 %27, 7
  br i1 %28, label %29, label %9, !llvm.loop !9

29:                                               ; preds = %9
  %30 = tail call fastcc zeroext i8 @d2_u8(double noundef 0.000000e+00)
  %31 = zext i8 %30 to i32
  %32 = tail call fastcc zeroext i16 @d2_u16(double noundef 0.000000e+00)
  %33 = zext i16 %32 to i32
  %34 = tail call fastcc i32 @d2_u32(double noundef 0.000000e+00)
  %35 = tail call fastcc i64 @d2_u64(double noundef 0.000000e+00)
  %36 = tail call fastcc i64 @f2_u64(float noundef 0.000000e+00)
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 0.000000e+00, i32 noundef %31, i32 noundef %33, i32 noundef %34, i64 noundef %35, i64 noundef %36)
  %38 = tail call fastcc zeroext i8 @d2_u8(double noundef 0x3FEFAE147AE147AE)
  %39 = zext i8 %38 to i32
  %40 = tail call fastcc zeroext i16 @d2_u16(double noundef 0x3FEFAE147AE147AE)
  %41 = zext i16 %40 to i32
  %42 = tail call fastcc i32 @d2_u32(double noundef 0x3FEFAE147AE147AE)
  %43 = tail call fastcc i64 @d2_u64(double noundef 0x3FEFAE147AE147AE)
  %44 = tail call fastcc i64 @f2_u64(float noundef 0x3FDFAE1480000000)
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 0x3FEFAE147AE147AE, i32 noundef %39, i32 noundef %41, i32 noundef %42, i64 noundef %43, i64 noundef %44)
  %46 = tail call fastcc zeroext i8 @d2_u8(double noundef 2.550000e+02)
  %47 = zext i8 %46 to i32
  %48 = tail call fastcc zeroext i16 @d2_u16(double noundef 2.550000e+02)
  %49 = zext i16 %48 to i32
  %50 = tail call fastcc i32 @d2_u32(double noundef 2.550000e+02)
  %51 = tail call fastcc i64 @d2_u64(double noundef 2.550000e+02)
  %52 = tail call fastcc i64 @f2_u64(float noundef 1.275000e+02)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 2.550000e+02, i32 noundef %47, i32 noundef %49, i32 noundef %50, i64 noundef %51, i64 noundef %52)
  %54 = tail call fastcc zeroext i16 @d2_u16(double noundef 6.553550e+04)
  %55 = zext i16 %54 to i32
  %56 = tail call fastcc i32 @d2_u32(double noundef 6.553550e+04)
  %57 = tail call fastcc i64 @d2_u64(double noundef 6.553550e+04)
  %58 = tail call fastcc i64 @f2_u64(float noundef 0x40DFFFF000000000)
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 6.553550e+04, i32 noundef 0, i32 noundef %55, i32 noundef %56, i64 noundef %57, i64 noundef %58)
  %60 = tail call fastcc i32 @d2_u32(double noundef 0x41EFFFFFFFE00000)
  %61 = tail call fastcc i64 @d2_u64(double noundef 0x41EFFFFFFFE00000)
  %62 = tail call fastcc i64 @f2_u64(float noundef 0x41E0000000000000)
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 0x41EFFFFFFFE00000, i32 noundef 0, i32 noundef 0, i32 noundef %60, i64 noundef %61, i64 noundef %62)
  %64 = tail call fastcc i64 @d2_u64(double noundef 0x4208000000000000)
  %65 = tail call fastcc i64 @f2_u64(float noundef 0x41F8000000000000)
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 0x4208000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %64, i64 noundef %65)
  %67 = tail call fastcc i64 @d2_u64(double noundef 0x43E0000000000000)
  %68 = tail call fastcc i64 @f2_u64(float noundef 0x43D0000000000000)
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 0x43E0000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %67, i64 noundef %68)
  %70 = tail call fastcc i64 @d2_u64(double noundef 0x43EFFFFFFFFFFFFF)
  %71 = tail call fastcc i64 @f2_u64(float noundef 0x43E0000000000000)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 0x43EFFFFFFFFFFFFF, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %70, i64 noundef %71)
  %73 = tail call fastcc i64 @d2_u64(double noundef 1.000000e+19)
  %74 = tail call fastcc i64 @f2_u64(float noundef 0x43D158E460000000)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef 1.000000e+19, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %73, i64 noundef %74)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i32 noundef 250, i32 noundef 60000, i32 noundef -294967296)
  %77 = tail call fastcc double @i64_2d(i64 noundef 0)
  %78 = tail call fastcc float @i64_2f(i64 noundef 0)
  %79 = fpext float %78 to double
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef 0, double noundef %77, double noundef %79)
  %81 = tail call fastcc double @i64_2d(i64 noundef 1)
  %82 = tail call fastcc float @i64_2f(i64 noundef 1)
  %83 = fpext float %82 to double
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef 1, double noundef %81, double noundef %83)
  %85 = tail call fastcc double @i64_2d(i64 noundef -1)
  %86 = tail call fastcc float @i64_2f(i64 noundef -1)
  %87 = fpext float %86 to double
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef -1, double noundef %85, double noundef %87)
  %89 = tail call fastcc double @i64_2d(i64 noundef 123456789)
  %90 = tail call fastcc float @i64_2f(i64 noundef 123456789)
  %91 = fpext float %90 to double
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef 123456789, double noundef %89, double noundef %91)
  %93 = tail call fastcc double @i64_2d(i64 noundef -987654321012)
  %94 = tail call fastcc float @i64_2f(i64 noundef -987654321012)
  %95 = fpext float %94 to double
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef -987654321012, double noundef %93, double noundef %95)
  %97 = tail call fastcc double @i64_2d(i64 noundef 9007199254740993)
  %98 = tail call fastcc float @i64_2f(i64 noundef 9007199254740993)
  %99 = fpext float %98 to double
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef 9007199254740993, double noundef %97, double noundef %99)
  %101 = tail call fastcc double @i64_2d(i64 noundef -9223372036854775808)
  %102 = tail call fastcc float @i64_2f(i64 noundef -9223372036854775808)
  %103 = fpext float %102 to double
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef -9223372036854775808, double noundef %101, double noundef %103)
  %105 = tail call fastcc double @i64_2d(i64 noundef 9223372036854775807)
  %106 = tail call fastcc float @i64_2f(i64 noundef 9223372036854775807)
  %107 = fpext float %106 to double
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef 9223372036854775807, double noundef %105, double noundef %107)
  %109 = tail call fastcc double @u64_2d(i64 noundef 0)
  %110 = tail call fastcc float @u64_2f(i64 noundef 0)
  %111 = fpext float %110 to double
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef 0, double noundef %109, double noundef %111)
  %113 = tail call fastcc double @u64_2d(i64 noundef 1)
  %114 = tail call fastcc float @u64_2f(i64 noundef 1)
  %115 = fpext float %114 to double
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef 1, double noundef %113, double noundef %115)
  %117 = tail call fastcc double @u64_2d(i64 noundef 4294967295)
  %118 = tail call fastcc float @u64_2f(i64 noundef 4294967295)
  %119 = fpext float %118 to double
  %120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef 4294967295, double noundef %117, double noundef %119)
  %121 = tail call fastcc double @u64_2d(i64 noundef -9223372036854775808)
  %122 = tail call fastcc float @u64_2f(i64 noundef -9223372036854775808)
  %123 = fpext float %122 to double
  %124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef -9223372036854775808, double noundef %121, double noundef %123)
  %125 = tail call fastcc double @u64_2d(i64 noundef -1)
  %126 = tail call fastcc float @u64_2f(i64 noundef -1)
  %127 = fpext float %126 to double
  %128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef -1, double noundef %125, double noundef %127)
  %129 = tail call fastcc double @u64_2d(i64 noundef -9223372036854773760)
  %130 = tail call fastcc float @u64_2f(i64 noundef -9223372036854773760)
  %131 = fpext float %130 to double
  %132 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef -9223372036854773760, double noundef %129, double noundef %131)
  %133 = tail call fastcc double @u64_2d(i64 noundef -6101065172474983726)
  %134 = tail call fastcc float @u64_2f(i64 noundef -6101065172474983726)
  %135 = fpext float %134 to double
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef -6101065172474983726, double noundef %133, double noundef %135)
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i64 0, i64 0), double noundef -1.280000e+02, double noundef 2.550000e+02, double noundef -3.276800e+04, double noundef 6.553500e+04, double noundef 0x41F0000000000000, double noundef 0xC1E0000000000000)
  %138 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i64 0, i64 0), double noundef -5.000000e+00, double noundef 2.000000e+02, double noundef -3.000000e+02, double noundef 4.000000e+04)
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i64 0, i64 0), double noundef 3.000000e+09, double noundef 0x4170000000000000)
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %2) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i8 @d2_i8(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i16 @d2_i16(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @d2_i32(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @d2_i64(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i8 @f2_i8(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i16 @f2_i16(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @f2_i32(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @f2_i64(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i64
  ret i64 %2
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i8 @d2_u8(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @d2_u16(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @d2_u32(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @d2_u64(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @f2_u64(float noundef %0) unnamed_addr #4 {
  %2 = fptoui float %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc double @i64_2d(i64 noundef %0) unnamed_addr #4 {
  %2 = sitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc float @i64_2f(i64 noundef %0) unnamed_addr #4 {
  %2 = sitofp i64 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc double @u64_2d(i64 noundef %0) unnamed_addr #4 {
  %2 = uitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc float @u64_2f(i64 noundef %0) unnamed_addr #4 {
  %2 = uitofp i64 %0 to float
  ret float %2
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
