; ModuleID = 'tests/differential/src/fp_int_conversions.c'
source_filename = "tests/differential/src/fp_int_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"%g: i8 %d i16 %d i32 %d i64 %ld | f: i8 %d i16 %d i32 %d i64 %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [46 x i8] c"%.1f: u8 %u u16 %u u32 %u u64 %lu f->u64 %lu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"f->u8 %u f->u16 %u f->u32 %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"%ld -> %.1f %.1f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"%lu -> %.1f %.1f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"small: %g %g %g %g %g %g\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [22 x i8] c"small f: %g %g %g %g\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [25 x i8] c"u32->d %.1f i32->f %.1f\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !59 {
  %1 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #7, !dbg !92
  call void @llvm.dbg.declare(metadata ptr %1, metadata !63, metadata !DIExpression()), !dbg !93
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, i8 0, i64 16, i1 false), !dbg !93
  %2 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 1, !dbg !93
  store <2 x double> <double 1.900000e+00, double -1.900000e+00>, ptr %2, align 8, !dbg !93
  %3 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 3, !dbg !93
  store <2 x double> <double 1.005000e+02, double -1.005000e+02>, ptr %3, align 8, !dbg !93
  %4 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 5, !dbg !93
  store <2 x double> <double 1.279900e+02, double -1.287500e+02>, ptr %4, align 8, !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !94
  br label %5, !dbg !95

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %23, %5 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !67, metadata !DIExpression()), !dbg !94
  %7 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %6, !dbg !96
  %8 = load double, ptr %7, align 8, !dbg !96, !tbaa !97
  call void @llvm.dbg.value(metadata double %8, metadata !69, metadata !DIExpression()), !dbg !101
  %9 = fptrunc double %8 to float, !dbg !102
  call void @llvm.dbg.value(metadata float %9, metadata !72, metadata !DIExpression()), !dbg !101
  %10 = tail call fastcc signext i8 @d2_i8(double noundef %8), !dbg !103
  %11 = sext i8 %10 to i32, !dbg !103
  %12 = tail call fastcc signext i16 @d2_i16(double noundef %8), !dbg !104
  %13 = sext i16 %12 to i32, !dbg !104
  %14 = tail call fastcc i32 @d2_i32(double noundef %8), !dbg !105
  %15 = tail call fastcc i64 @d2_i64(double noundef %8), !dbg !106
  %16 = tail call fastcc signext i8 @f2_i8(float noundef %9), !dbg !107
  %17 = sext i8 %16 to i32, !dbg !107
  %18 = tail call fastcc signext i16 @f2_i16(float noundef %9), !dbg !108
  %19 = sext i16 %18 to i32, !dbg !108
  %20 = tail call fastcc i32 @f2_i32(float noundef %9), !dbg !109
  %21 = tail call fastcc i64 @f2_i64(float noundef %9), !dbg !110
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %8, i32 noundef %11, i32 noundef %13, i32 noundef %14, i64 noundef %15, i32 noundef %17, i32 noundef %19, i32 noundef %20, i64 noundef %21), !dbg !111
  %23 = add nuw nsw i64 %6, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %23, metadata !67, metadata !DIExpression()), !dbg !94
  %24 = icmp eq i64 %23, 7, !dbg !113
  br i1 %24, label %25, label %5, !dbg !95, !llvm.loop !114

25:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i64 0, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !79, metadata !DIExpression()), !dbg !118
  %26 = tail call fastcc zeroext i8 @d2_u8(double noundef 0.000000e+00), !dbg !119
  %27 = zext i8 %26 to i32, !dbg !119
  %28 = tail call fastcc zeroext i16 @d2_u16(double noundef 0.000000e+00), !dbg !120
  %29 = zext i16 %28 to i32, !dbg !120
  %30 = tail call fastcc i32 @d2_u32(double noundef 0.000000e+00), !dbg !121
  %31 = tail call fastcc i64 @d2_u64(double noundef 0.000000e+00), !dbg !122
  %32 = tail call fastcc i64 @f2_u64(float noundef 0.000000e+00), !dbg !123
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0.000000e+00, i32 noundef %27, i32 noundef %29, i32 noundef %30, i64 noundef %31, i64 noundef %32), !dbg !124
  call void @llvm.dbg.value(metadata i64 1, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 0x3FEFAE147AE147AE, metadata !79, metadata !DIExpression()), !dbg !118
  %34 = tail call fastcc zeroext i8 @d2_u8(double noundef 0x3FEFAE147AE147AE), !dbg !119
  %35 = zext i8 %34 to i32, !dbg !119
  %36 = tail call fastcc zeroext i16 @d2_u16(double noundef 0x3FEFAE147AE147AE), !dbg !120
  %37 = zext i16 %36 to i32, !dbg !120
  %38 = tail call fastcc i32 @d2_u32(double noundef 0x3FEFAE147AE147AE), !dbg !121
  %39 = tail call fastcc i64 @d2_u64(double noundef 0x3FEFAE147AE147AE), !dbg !122
  %40 = tail call fastcc i64 @f2_u64(float noundef 0x3FDFAE1480000000), !dbg !123
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x3FEFAE147AE147AE, i32 noundef %35, i32 noundef %37, i32 noundef %38, i64 noundef %39, i64 noundef %40), !dbg !124
  call void @llvm.dbg.value(metadata i64 2, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 2.550000e+02, metadata !79, metadata !DIExpression()), !dbg !118
  %42 = tail call fastcc zeroext i8 @d2_u8(double noundef 2.550000e+02), !dbg !119
  %43 = zext i8 %42 to i32, !dbg !119
  %44 = tail call fastcc zeroext i16 @d2_u16(double noundef 2.550000e+02), !dbg !120
  %45 = zext i16 %44 to i32, !dbg !120
  %46 = tail call fastcc i32 @d2_u32(double noundef 2.550000e+02), !dbg !121
  %47 = tail call fastcc i64 @d2_u64(double noundef 2.550000e+02), !dbg !122
  %48 = tail call fastcc i64 @f2_u64(float noundef 1.275000e+02), !dbg !123
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.550000e+02, i32 noundef %43, i32 noundef %45, i32 noundef %46, i64 noundef %47, i64 noundef %48), !dbg !124
  call void @llvm.dbg.value(metadata i64 3, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 6.553550e+04, metadata !79, metadata !DIExpression()), !dbg !118
  %50 = tail call fastcc zeroext i16 @d2_u16(double noundef 6.553550e+04), !dbg !120
  %51 = zext i16 %50 to i32, !dbg !120
  %52 = tail call fastcc i32 @d2_u32(double noundef 6.553550e+04), !dbg !121
  %53 = tail call fastcc i64 @d2_u64(double noundef 6.553550e+04), !dbg !122
  %54 = tail call fastcc i64 @f2_u64(float noundef 0x40DFFFF000000000), !dbg !123
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 6.553550e+04, i32 noundef 0, i32 noundef %51, i32 noundef %52, i64 noundef %53, i64 noundef %54), !dbg !124
  call void @llvm.dbg.value(metadata i64 4, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 4, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 0x41EFFFFFFFE00000, metadata !79, metadata !DIExpression()), !dbg !118
  %56 = tail call fastcc i32 @d2_u32(double noundef 0x41EFFFFFFFE00000), !dbg !121
  %57 = tail call fastcc i64 @d2_u64(double noundef 0x41EFFFFFFFE00000), !dbg !122
  %58 = tail call fastcc i64 @f2_u64(float noundef 0x41E0000000000000), !dbg !123
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x41EFFFFFFFE00000, i32 noundef 0, i32 noundef 0, i32 noundef %56, i64 noundef %57, i64 noundef %58), !dbg !124
  call void @llvm.dbg.value(metadata i64 5, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 5, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 0x4208000000000000, metadata !79, metadata !DIExpression()), !dbg !118
  %60 = tail call fastcc i64 @d2_u64(double noundef 0x4208000000000000), !dbg !122
  %61 = tail call fastcc i64 @f2_u64(float noundef 0x41F8000000000000), !dbg !123
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4208000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %60, i64 noundef %61), !dbg !124
  call void @llvm.dbg.value(metadata i64 6, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 6, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 0x43E0000000000000, metadata !79, metadata !DIExpression()), !dbg !118
  %63 = tail call fastcc i64 @d2_u64(double noundef 0x43E0000000000000), !dbg !122
  %64 = tail call fastcc i64 @f2_u64(float noundef 0x43D0000000000000), !dbg !123
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x43E0000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %63, i64 noundef %64), !dbg !124
  call void @llvm.dbg.value(metadata i64 7, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 7, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 0x43EFFFFFFFFFFFFF, metadata !79, metadata !DIExpression()), !dbg !118
  %66 = tail call fastcc i64 @d2_u64(double noundef 0x43EFFFFFFFFFFFFF), !dbg !122
  %67 = tail call fastcc i64 @f2_u64(float noundef 0x43E0000000000000), !dbg !123
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x43EFFFFFFFFFFFFF, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %66, i64 noundef %67), !dbg !124
  call void @llvm.dbg.value(metadata i64 8, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 8, metadata !77, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double 1.000000e+19, metadata !79, metadata !DIExpression()), !dbg !118
  %69 = tail call fastcc i64 @d2_u64(double noundef 1.000000e+19), !dbg !122
  %70 = tail call fastcc i64 @f2_u64(float noundef 0x43D158E460000000), !dbg !123
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+19, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef %69, i64 noundef %70), !dbg !124
  call void @llvm.dbg.value(metadata i64 9, metadata !77, metadata !DIExpression()), !dbg !117
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 250, i32 noundef 60000, i32 noundef -294967296), !dbg !125
  call void @llvm.dbg.value(metadata i64 0, metadata !86, metadata !DIExpression()), !dbg !126
  %73 = tail call fastcc double @i64_2d(i64 noundef 0), !dbg !127
  %74 = tail call fastcc float @i64_2f(i64 noundef 0), !dbg !129
  %75 = fpext float %74 to double, !dbg !130
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, double noundef %73, double noundef %75), !dbg !131
  call void @llvm.dbg.value(metadata i64 1, metadata !86, metadata !DIExpression()), !dbg !126
  %77 = tail call fastcc double @i64_2d(i64 noundef 1), !dbg !127
  %78 = tail call fastcc float @i64_2f(i64 noundef 1), !dbg !129
  %79 = fpext float %78 to double, !dbg !130
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1, double noundef %77, double noundef %79), !dbg !131
  call void @llvm.dbg.value(metadata i64 2, metadata !86, metadata !DIExpression()), !dbg !126
  %81 = tail call fastcc double @i64_2d(i64 noundef -1), !dbg !127
  %82 = tail call fastcc float @i64_2f(i64 noundef -1), !dbg !129
  %83 = fpext float %82 to double, !dbg !130
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -1, double noundef %81, double noundef %83), !dbg !131
  call void @llvm.dbg.value(metadata i64 3, metadata !86, metadata !DIExpression()), !dbg !126
  %85 = tail call fastcc double @i64_2d(i64 noundef 123456789), !dbg !127
  %86 = tail call fastcc float @i64_2f(i64 noundef 123456789), !dbg !129
  %87 = fpext float %86 to double, !dbg !130
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 123456789, double noundef %85, double noundef %87), !dbg !131
  call void @llvm.dbg.value(metadata i64 4, metadata !86, metadata !DIExpression()), !dbg !126
  %89 = tail call fastcc double @i64_2d(i64 noundef -987654321012), !dbg !127
  %90 = tail call fastcc float @i64_2f(i64 noundef -987654321012), !dbg !129
  %91 = fpext float %90 to double, !dbg !130
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -987654321012, double noundef %89, double noundef %91), !dbg !131
  call void @llvm.dbg.value(metadata i64 5, metadata !86, metadata !DIExpression()), !dbg !126
  %93 = tail call fastcc double @i64_2d(i64 noundef 9007199254740993), !dbg !127
  %94 = tail call fastcc float @i64_2f(i64 noundef 9007199254740993), !dbg !129
  %95 = fpext float %94 to double, !dbg !130
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9007199254740993, double noundef %93, double noundef %95), !dbg !131
  call void @llvm.dbg.value(metadata i64 6, metadata !86, metadata !DIExpression()), !dbg !126
  %97 = tail call fastcc double @i64_2d(i64 noundef -9223372036854775808), !dbg !127
  %98 = tail call fastcc float @i64_2f(i64 noundef -9223372036854775808), !dbg !129
  %99 = fpext float %98 to double, !dbg !130
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -9223372036854775808, double noundef %97, double noundef %99), !dbg !131
  call void @llvm.dbg.value(metadata i64 7, metadata !86, metadata !DIExpression()), !dbg !126
  %101 = tail call fastcc double @i64_2d(i64 noundef 9223372036854775807), !dbg !127
  %102 = tail call fastcc float @i64_2f(i64 noundef 9223372036854775807), !dbg !129
  %103 = fpext float %102 to double, !dbg !130
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9223372036854775807, double noundef %101, double noundef %103), !dbg !131
  call void @llvm.dbg.value(metadata i64 8, metadata !86, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !132
  call void @llvm.dbg.value(metadata i64 1, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !132
  call void @llvm.dbg.value(metadata i64 4294967295, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !132
  call void @llvm.dbg.value(metadata i64 -9223372036854775808, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !132
  call void @llvm.dbg.value(metadata i64 -1, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !132
  call void @llvm.dbg.value(metadata i64 -9223372036854773760, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !132
  call void @llvm.dbg.value(metadata i64 -6101065172474983726, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !132
  call void @llvm.dbg.value(metadata i64 0, metadata !90, metadata !DIExpression()), !dbg !133
  %105 = tail call fastcc double @u64_2d(i64 noundef 0), !dbg !134
  %106 = tail call fastcc float @u64_2f(i64 noundef 0), !dbg !136
  %107 = fpext float %106 to double, !dbg !137
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 0, double noundef %105, double noundef %107), !dbg !138
  call void @llvm.dbg.value(metadata i64 1, metadata !90, metadata !DIExpression()), !dbg !133
  %109 = tail call fastcc double @u64_2d(i64 noundef 1), !dbg !134
  %110 = tail call fastcc float @u64_2f(i64 noundef 1), !dbg !136
  %111 = fpext float %110 to double, !dbg !137
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1, double noundef %109, double noundef %111), !dbg !138
  call void @llvm.dbg.value(metadata i64 2, metadata !90, metadata !DIExpression()), !dbg !133
  %113 = tail call fastcc double @u64_2d(i64 noundef 4294967295), !dbg !134
  %114 = tail call fastcc float @u64_2f(i64 noundef 4294967295), !dbg !136
  %115 = fpext float %114 to double, !dbg !137
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 4294967295, double noundef %113, double noundef %115), !dbg !138
  call void @llvm.dbg.value(metadata i64 3, metadata !90, metadata !DIExpression()), !dbg !133
  %117 = tail call fastcc double @u64_2d(i64 noundef -9223372036854775808), !dbg !134
  %118 = tail call fastcc float @u64_2f(i64 noundef -9223372036854775808), !dbg !136
  %119 = fpext float %118 to double, !dbg !137
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854775808, double noundef %117, double noundef %119), !dbg !138
  call void @llvm.dbg.value(metadata i64 4, metadata !90, metadata !DIExpression()), !dbg !133
  %121 = tail call fastcc double @u64_2d(i64 noundef -1), !dbg !134
  %122 = tail call fastcc float @u64_2f(i64 noundef -1), !dbg !136
  %123 = fpext float %122 to double, !dbg !137
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, double noundef %121, double noundef %123), !dbg !138
  call void @llvm.dbg.value(metadata i64 5, metadata !90, metadata !DIExpression()), !dbg !133
  %125 = tail call fastcc double @u64_2d(i64 noundef -9223372036854773760), !dbg !134
  %126 = tail call fastcc float @u64_2f(i64 noundef -9223372036854773760), !dbg !136
  %127 = fpext float %126 to double, !dbg !137
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854773760, double noundef %125, double noundef %127), !dbg !138
  call void @llvm.dbg.value(metadata i64 6, metadata !90, metadata !DIExpression()), !dbg !133
  %129 = tail call fastcc double @u64_2d(i64 noundef -6101065172474983726), !dbg !134
  %130 = tail call fastcc float @u64_2f(i64 noundef -6101065172474983726), !dbg !136
  %131 = fpext float %130 to double, !dbg !137
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6101065172474983726, double noundef %129, double noundef %131), !dbg !138
  call void @llvm.dbg.value(metadata i64 7, metadata !90, metadata !DIExpression()), !dbg !133
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -1.280000e+02, double noundef 2.550000e+02, double noundef -3.276800e+04, double noundef 6.553500e+04, double noundef 0x41F0000000000000, double noundef 0xC1E0000000000000), !dbg !139
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef -5.000000e+00, double noundef 2.000000e+02, double noundef -3.000000e+02, double noundef 4.000000e+04), !dbg !140
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 3.000000e+09, double noundef 0x4170000000000000), !dbg !141
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #7, !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !144 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @d2_i8(double noundef %0) unnamed_addr #5 !dbg !152 {
  call void @llvm.dbg.value(metadata double %0, metadata !156, metadata !DIExpression()), !dbg !157
  %2 = fptosi double %0 to i8, !dbg !158
  ret i8 %2, !dbg !158
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @d2_i16(double noundef %0) unnamed_addr #5 !dbg !159 {
  call void @llvm.dbg.value(metadata double %0, metadata !163, metadata !DIExpression()), !dbg !164
  %2 = fptosi double %0 to i16, !dbg !165
  ret i16 %2, !dbg !165
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2_i32(double noundef %0) unnamed_addr #5 !dbg !166 {
  call void @llvm.dbg.value(metadata double %0, metadata !170, metadata !DIExpression()), !dbg !171
  %2 = fptosi double %0 to i32, !dbg !172
  ret i32 %2, !dbg !172
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_i64(double noundef %0) unnamed_addr #5 !dbg !173 {
  call void @llvm.dbg.value(metadata double %0, metadata !177, metadata !DIExpression()), !dbg !178
  %2 = fptosi double %0 to i64, !dbg !179
  ret i64 %2, !dbg !179
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @f2_i8(float noundef %0) unnamed_addr #5 !dbg !180 {
  call void @llvm.dbg.value(metadata float %0, metadata !184, metadata !DIExpression()), !dbg !185
  %2 = fptosi float %0 to i8, !dbg !186
  ret i8 %2, !dbg !186
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @f2_i16(float noundef %0) unnamed_addr #5 !dbg !187 {
  call void @llvm.dbg.value(metadata float %0, metadata !191, metadata !DIExpression()), !dbg !192
  %2 = fptosi float %0 to i16, !dbg !193
  ret i16 %2, !dbg !193
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f2_i32(float noundef %0) unnamed_addr #5 !dbg !194 {
  call void @llvm.dbg.value(metadata float %0, metadata !198, metadata !DIExpression()), !dbg !199
  %2 = fptosi float %0 to i32, !dbg !200
  ret i32 %2, !dbg !200
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2_i64(float noundef %0) unnamed_addr #5 !dbg !201 {
  call void @llvm.dbg.value(metadata float %0, metadata !205, metadata !DIExpression()), !dbg !206
  %2 = fptosi float %0 to i64, !dbg !207
  ret i64 %2, !dbg !207
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @d2_u8(double noundef %0) unnamed_addr #5 !dbg !208 {
  call void @llvm.dbg.value(metadata double %0, metadata !212, metadata !DIExpression()), !dbg !213
  %2 = fptoui double %0 to i8, !dbg !214
  ret i8 %2, !dbg !214
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @d2_u16(double noundef %0) unnamed_addr #5 !dbg !215 {
  call void @llvm.dbg.value(metadata double %0, metadata !219, metadata !DIExpression()), !dbg !220
  %2 = fptoui double %0 to i16, !dbg !221
  ret i16 %2, !dbg !221
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2_u32(double noundef %0) unnamed_addr #5 !dbg !222 {
  call void @llvm.dbg.value(metadata double %0, metadata !226, metadata !DIExpression()), !dbg !227
  %2 = fptoui double %0 to i32, !dbg !228
  ret i32 %2, !dbg !228
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_u64(double noundef %0) unnamed_addr #5 !dbg !229 {
  call void @llvm.dbg.value(metadata double %0, metadata !233, metadata !DIExpression()), !dbg !234
  %2 = fptoui double %0 to i64, !dbg !235
  ret i64 %2, !dbg !235
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2_u64(float noundef %0) unnamed_addr #5 !dbg !236 {
  call void @llvm.dbg.value(metadata float %0, metadata !240, metadata !DIExpression()), !dbg !241
  %2 = fptoui float %0 to i64, !dbg !242
  ret i64 %2, !dbg !242
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @i64_2d(i64 noundef %0) unnamed_addr #5 !dbg !243 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !247, metadata !DIExpression()), !dbg !248
  %2 = sitofp i64 %0 to double, !dbg !249
  ret double %2, !dbg !249
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @i64_2f(i64 noundef %0) unnamed_addr #5 !dbg !250 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !254, metadata !DIExpression()), !dbg !255
  %2 = sitofp i64 %0 to float, !dbg !256
  ret float %2, !dbg !256
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @u64_2d(i64 noundef %0) unnamed_addr #5 !dbg !257 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !261, metadata !DIExpression()), !dbg !262
  %2 = uitofp i64 %0 to double, !dbg !263
  ret double %2, !dbg !263
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @u64_2f(i64 noundef %0) unnamed_addr #5 !dbg !264 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !268, metadata !DIExpression()), !dbg !269
  %2 = uitofp i64 %0 to float, !dbg !270
  ret float %2, !dbg !270
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/fp_int_conversions.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "6fae8c9314d06257971f8c9fa36b1a8a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 66)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 46)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 26)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 22)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 25)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !51, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !42, !43, !44, !45, !46, !47, !48, !49, !50}
!41 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!44 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!49 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !{!0, !7, !12, !17, !22, !24, !29, !34}
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !60, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!45}
!62 = !{!63, !67, !69, !72, !73, !77, !79, !82, !86, !88, !90}
!63 = !DILocalVariable(name: "ds", scope: !59, file: !2, line: 21, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 448, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 7)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 22, type: !45)
!68 = distinct !DILexicalBlock(scope: !59, file: !2, line: 22, column: 3)
!69 = !DILocalVariable(name: "d", scope: !70, file: !2, line: 23, type: !42)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 22, column: 31)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 22, column: 3)
!72 = !DILocalVariable(name: "f", scope: !70, file: !2, line: 24, type: !41)
!73 = !DILocalVariable(name: "pos", scope: !59, file: !2, line: 28, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 576, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 9)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 30, type: !45)
!78 = distinct !DILexicalBlock(scope: !59, file: !2, line: 30, column: 3)
!79 = !DILocalVariable(name: "d", scope: !80, file: !2, line: 31, type: !42)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 30, column: 31)
!81 = distinct !DILexicalBlock(scope: !78, file: !2, line: 30, column: 3)
!82 = !DILocalVariable(name: "ls", scope: !59, file: !2, line: 36, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 512, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 8)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 38, type: !45)
!87 = distinct !DILexicalBlock(scope: !59, file: !2, line: 38, column: 3)
!88 = !DILocalVariable(name: "us", scope: !59, file: !2, line: 39, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 448, elements: !65)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 41, type: !45)
!91 = distinct !DILexicalBlock(scope: !59, file: !2, line: 41, column: 3)
!92 = !DILocation(line: 21, column: 3, scope: !59)
!93 = !DILocation(line: 21, column: 10, scope: !59)
!94 = !DILocation(line: 0, scope: !68)
!95 = !DILocation(line: 22, column: 3, scope: !68)
!96 = !DILocation(line: 23, column: 16, scope: !70)
!97 = !{!98, !98, i64 0}
!98 = !{!"double", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 0, scope: !70)
!102 = !DILocation(line: 24, column: 15, scope: !70)
!103 = !DILocation(line: 25, column: 85, scope: !70)
!104 = !DILocation(line: 25, column: 95, scope: !70)
!105 = !DILocation(line: 26, column: 12, scope: !70)
!106 = !DILocation(line: 26, column: 23, scope: !70)
!107 = !DILocation(line: 26, column: 34, scope: !70)
!108 = !DILocation(line: 26, column: 44, scope: !70)
!109 = !DILocation(line: 26, column: 55, scope: !70)
!110 = !DILocation(line: 26, column: 66, scope: !70)
!111 = !DILocation(line: 25, column: 5, scope: !70)
!112 = !DILocation(line: 22, column: 27, scope: !71)
!113 = !DILocation(line: 22, column: 21, scope: !71)
!114 = distinct !{!114, !95, !115, !116}
!115 = !DILocation(line: 27, column: 3, scope: !68)
!116 = !{!"llvm.loop.mustprogress"}
!117 = !DILocation(line: 0, scope: !78)
!118 = !DILocation(line: 0, scope: !80)
!119 = !DILocation(line: 32, column: 75, scope: !80)
!120 = !DILocation(line: 33, column: 24, scope: !80)
!121 = !DILocation(line: 33, column: 58, scope: !80)
!122 = !DILocation(line: 33, column: 73, scope: !80)
!123 = !DILocation(line: 33, column: 84, scope: !80)
!124 = !DILocation(line: 32, column: 5, scope: !80)
!125 = !DILocation(line: 35, column: 3, scope: !59)
!126 = !DILocation(line: 0, scope: !87)
!127 = !DILocation(line: 38, column: 67, scope: !128)
!128 = distinct !DILexicalBlock(scope: !87, file: !2, line: 38, column: 3)
!129 = !DILocation(line: 38, column: 90, scope: !128)
!130 = !DILocation(line: 38, column: 82, scope: !128)
!131 = !DILocation(line: 38, column: 31, scope: !128)
!132 = !DILocation(line: 0, scope: !59)
!133 = !DILocation(line: 0, scope: !91)
!134 = !DILocation(line: 41, column: 67, scope: !135)
!135 = distinct !DILexicalBlock(scope: !91, file: !2, line: 41, column: 3)
!136 = !DILocation(line: 41, column: 90, scope: !135)
!137 = !DILocation(line: 41, column: 82, scope: !135)
!138 = !DILocation(line: 41, column: 31, scope: !135)
!139 = !DILocation(line: 42, column: 3, scope: !59)
!140 = !DILocation(line: 44, column: 3, scope: !59)
!141 = !DILocation(line: 46, column: 3, scope: !59)
!142 = !DILocation(line: 48, column: 1, scope: !59)
!143 = !DILocation(line: 47, column: 3, scope: !59)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !151)
!145 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!45, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!151 = !{}
!152 = distinct !DISubprogram(name: "d2_i8", scope: !2, file: !2, line: 11, type: !153, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!43, !42}
!155 = !{!156}
!156 = !DILocalVariable(name: "d", arg: 1, scope: !152, file: !2, line: 11, type: !42)
!157 = !DILocation(line: 0, scope: !152)
!158 = !DILocation(line: 11, column: 1, scope: !152)
!159 = distinct !DISubprogram(name: "d2_i16", scope: !2, file: !2, line: 13, type: !160, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!44, !42}
!162 = !{!163}
!163 = !DILocalVariable(name: "d", arg: 1, scope: !159, file: !2, line: 13, type: !42)
!164 = !DILocation(line: 0, scope: !159)
!165 = !DILocation(line: 13, column: 1, scope: !159)
!166 = distinct !DISubprogram(name: "d2_i32", scope: !2, file: !2, line: 15, type: !167, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!45, !42}
!169 = !{!170}
!170 = !DILocalVariable(name: "d", arg: 1, scope: !166, file: !2, line: 15, type: !42)
!171 = !DILocation(line: 0, scope: !166)
!172 = !DILocation(line: 15, column: 1, scope: !166)
!173 = distinct !DISubprogram(name: "d2_i64", scope: !2, file: !2, line: 17, type: !174, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!46, !42}
!176 = !{!177}
!177 = !DILocalVariable(name: "d", arg: 1, scope: !173, file: !2, line: 17, type: !42)
!178 = !DILocation(line: 0, scope: !173)
!179 = !DILocation(line: 17, column: 1, scope: !173)
!180 = distinct !DISubprogram(name: "f2_i8", scope: !2, file: !2, line: 11, type: !181, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!43, !41}
!183 = !{!184}
!184 = !DILocalVariable(name: "f", arg: 1, scope: !180, file: !2, line: 11, type: !41)
!185 = !DILocation(line: 0, scope: !180)
!186 = !DILocation(line: 11, column: 1, scope: !180)
!187 = distinct !DISubprogram(name: "f2_i16", scope: !2, file: !2, line: 13, type: !188, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!44, !41}
!190 = !{!191}
!191 = !DILocalVariable(name: "f", arg: 1, scope: !187, file: !2, line: 13, type: !41)
!192 = !DILocation(line: 0, scope: !187)
!193 = !DILocation(line: 13, column: 1, scope: !187)
!194 = distinct !DISubprogram(name: "f2_i32", scope: !2, file: !2, line: 15, type: !195, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!45, !41}
!197 = !{!198}
!198 = !DILocalVariable(name: "f", arg: 1, scope: !194, file: !2, line: 15, type: !41)
!199 = !DILocation(line: 0, scope: !194)
!200 = !DILocation(line: 15, column: 1, scope: !194)
!201 = distinct !DISubprogram(name: "f2_i64", scope: !2, file: !2, line: 17, type: !202, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !204)
!202 = !DISubroutineType(types: !203)
!203 = !{!46, !41}
!204 = !{!205}
!205 = !DILocalVariable(name: "f", arg: 1, scope: !201, file: !2, line: 17, type: !41)
!206 = !DILocation(line: 0, scope: !201)
!207 = !DILocation(line: 17, column: 1, scope: !201)
!208 = distinct !DISubprogram(name: "d2_u8", scope: !2, file: !2, line: 12, type: !209, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!47, !42}
!211 = !{!212}
!212 = !DILocalVariable(name: "d", arg: 1, scope: !208, file: !2, line: 12, type: !42)
!213 = !DILocation(line: 0, scope: !208)
!214 = !DILocation(line: 12, column: 1, scope: !208)
!215 = distinct !DISubprogram(name: "d2_u16", scope: !2, file: !2, line: 14, type: !216, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!48, !42}
!218 = !{!219}
!219 = !DILocalVariable(name: "d", arg: 1, scope: !215, file: !2, line: 14, type: !42)
!220 = !DILocation(line: 0, scope: !215)
!221 = !DILocation(line: 14, column: 1, scope: !215)
!222 = distinct !DISubprogram(name: "d2_u32", scope: !2, file: !2, line: 16, type: !223, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!49, !42}
!225 = !{!226}
!226 = !DILocalVariable(name: "d", arg: 1, scope: !222, file: !2, line: 16, type: !42)
!227 = !DILocation(line: 0, scope: !222)
!228 = !DILocation(line: 16, column: 1, scope: !222)
!229 = distinct !DISubprogram(name: "d2_u64", scope: !2, file: !2, line: 18, type: !230, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!50, !42}
!232 = !{!233}
!233 = !DILocalVariable(name: "d", arg: 1, scope: !229, file: !2, line: 18, type: !42)
!234 = !DILocation(line: 0, scope: !229)
!235 = !DILocation(line: 18, column: 1, scope: !229)
!236 = distinct !DISubprogram(name: "f2_u64", scope: !2, file: !2, line: 18, type: !237, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!50, !41}
!239 = !{!240}
!240 = !DILocalVariable(name: "f", arg: 1, scope: !236, file: !2, line: 18, type: !41)
!241 = !DILocation(line: 0, scope: !236)
!242 = !DILocation(line: 18, column: 1, scope: !236)
!243 = distinct !DISubprogram(name: "i64_2d", scope: !2, file: !2, line: 17, type: !244, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{!42, !46}
!246 = !{!247}
!247 = !DILocalVariable(name: "v", arg: 1, scope: !243, file: !2, line: 17, type: !46)
!248 = !DILocation(line: 0, scope: !243)
!249 = !DILocation(line: 17, column: 1, scope: !243)
!250 = distinct !DISubprogram(name: "i64_2f", scope: !2, file: !2, line: 17, type: !251, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!41, !46}
!253 = !{!254}
!254 = !DILocalVariable(name: "v", arg: 1, scope: !250, file: !2, line: 17, type: !46)
!255 = !DILocation(line: 0, scope: !250)
!256 = !DILocation(line: 17, column: 1, scope: !250)
!257 = distinct !DISubprogram(name: "u64_2d", scope: !2, file: !2, line: 18, type: !258, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!42, !50}
!260 = !{!261}
!261 = !DILocalVariable(name: "v", arg: 1, scope: !257, file: !2, line: 18, type: !50)
!262 = !DILocation(line: 0, scope: !257)
!263 = !DILocation(line: 18, column: 1, scope: !257)
!264 = distinct !DISubprogram(name: "u64_2f", scope: !2, file: !2, line: 18, type: !265, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!41, !50}
!267 = !{!268}
!268 = !DILocalVariable(name: "v", arg: 1, scope: !264, file: !2, line: 18, type: !50)
!269 = !DILocation(line: 0, scope: !264)
!270 = !DILocation(line: 18, column: 1, scope: !264)
