; ModuleID = 'tests/differential/src/fp_int_conversions.c'
source_filename = "tests/differential/src/fp_int_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"%g: i8 %d i16 %d i32 %d i64 %ld | f: i8 %d i16 %d i32 %d i64 %ld\0A\00", align 1
@__const.main.pos = private unnamed_addr constant [9 x double] [double 0.000000e+00, double 0x3FEFAE147AE147AE, double 2.550000e+02, double 6.553550e+04, double 0x41EFFFFFFFE00000, double 0x4208000000000000, double 0x43E0000000000000, double 0x43EFFFFFFFFFFFFF, double 1.000000e+19], align 16
@.str.1 = private unnamed_addr constant [46 x i8] c"%.1f: u8 %u u16 %u u32 %u u64 %lu f->u64 %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"f->u8 %u f->u16 %u f->u32 %u\0A\00", align 1
@__const.main.ls = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 123456789, i64 -987654321012, i64 9007199254740993, i64 -9223372036854775808, i64 9223372036854775807], align 16
@.str.3 = private unnamed_addr constant [18 x i8] c"%ld -> %.1f %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%lu -> %.1f %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"small: %g %g %g %g %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"small f: %g %g %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"u32->d %.1f i32->f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca [9 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca [8 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca [7 x i64], align 16
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %13 = bitcast [7 x double]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %13, i8 0, i64 56, i1 false)
  %14 = bitcast i8* %13 to [7 x double]*
  %15 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 1
  store double 1.900000e+00, double* %15, align 8
  %16 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 2
  store double -1.900000e+00, double* %16, align 16
  %17 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 3
  store double 1.005000e+02, double* %17, align 8
  %18 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 4
  store double -1.005000e+02, double* %18, align 16
  %19 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 5
  store double 1.279900e+02, double* %19, align 8
  %20 = getelementptr inbounds [7 x double], [7 x double]* %14, i32 0, i32 6
  store double -1.287500e+02, double* %20, align 16
  store i32 0, i32* %3, align 4
  br label %21

21:                                               ; preds = %53, %0
  %22 = load i32, i32* %3, align 4
  %23 = icmp slt i32 %22, 7
  br i1 %23, label %24, label %56

24:                                               ; preds = %21
  %25 = load i32, i32* %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x double], [7 x double]* %2, i64 0, i64 %26
  %28 = load double, double* %27, align 8
  store double %28, double* %4, align 8
  %29 = load double, double* %4, align 8
  %30 = fptrunc double %29 to float
  store float %30, float* %5, align 4
  %31 = load double, double* %4, align 8
  %32 = load double, double* %4, align 8
  %33 = call signext i8 @d2_i8(double noundef %32)
  %34 = sext i8 %33 to i32
  %35 = load double, double* %4, align 8
  %36 = call signext i16 @d2_i16(double noundef %35)
  %37 = sext i16 %36 to i32
  %38 = load double, double* %4, align 8
  %39 = call i32 @d2_i32(double noundef %38)
  %40 = load double, double* %4, align 8
  %41 = call i64 @d2_i64(double noundef %40)
  %42 = load float, float* %5, align 4
  %43 = call signext i8 @f2_i8(float noundef %42)
  %44 = sext i8 %43 to i32
  %45 = load float, float* %5, align 4
  %46 = call signext i16 @f2_i16(float noundef %45)
  %47 = sext i16 %46 to i32
  %48 = load float, float* %5, align 4
  %49 = call i32 @f2_i32(float noundef %48)
  %50 = load float, float* %5, align 4
  %51 = call i64 @f2_i64(float noundef %50)
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), double noundef %31, i32 noundef %34, i32 noundef %37, i32 noundef %39, i64 noundef %41, i32 noundef %44, i32 noundef %47, i32 noundef %49, i64 noundef %51)
  br label %53

53:                                               ; preds = %24
  %54 = load i32, i32* %3, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %3, align 4
  br label %21, !llvm.loop !6

56:                                               ; preds = %21
  %57 = bitcast [9 x double]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %57, i8* align 16 bitcast ([9 x double]* @__const.main.pos to i8*), i64 72, i1 false)
  store i32 0, i32* %7, align 4
  br label %58

58:                                               ; preds = %100, %56
  %59 = load i32, i32* %7, align 4
  %60 = icmp slt i32 %59, 9
  br i1 %60, label %61, label %103

61:                                               ; preds = %58
  %62 = load i32, i32* %7, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [9 x double], [9 x double]* %6, i64 0, i64 %63
  %65 = load double, double* %64, align 8
  store double %65, double* %8, align 8
  %66 = load double, double* %8, align 8
  %67 = load double, double* %8, align 8
  %68 = fcmp olt double %67, 2.560000e+02
  br i1 %68, label %69, label %73

69:                                               ; preds = %61
  %70 = load double, double* %8, align 8
  %71 = call zeroext i8 @d2_u8(double noundef %70)
  %72 = zext i8 %71 to i32
  br label %74

73:                                               ; preds = %61
  br label %74

74:                                               ; preds = %73, %69
  %75 = phi i32 [ %72, %69 ], [ 0, %73 ]
  %76 = load double, double* %8, align 8
  %77 = fcmp olt double %76, 6.553600e+04
  br i1 %77, label %78, label %82

78:                                               ; preds = %74
  %79 = load double, double* %8, align 8
  %80 = call zeroext i16 @d2_u16(double noundef %79)
  %81 = zext i16 %80 to i32
  br label %83

82:                                               ; preds = %74
  br label %83

83:                                               ; preds = %82, %78
  %84 = phi i32 [ %81, %78 ], [ 0, %82 ]
  %85 = load double, double* %8, align 8
  %86 = fcmp olt double %85, 0x41F0000000000000
  br i1 %86, label %87, label %90

87:                                               ; preds = %83
  %88 = load double, double* %8, align 8
  %89 = call i32 @d2_u32(double noundef %88)
  br label %91

90:                                               ; preds = %83
  br label %91

91:                                               ; preds = %90, %87
  %92 = phi i32 [ %89, %87 ], [ 0, %90 ]
  %93 = load double, double* %8, align 8
  %94 = call i64 @d2_u64(double noundef %93)
  %95 = load double, double* %8, align 8
  %96 = fdiv double %95, 2.000000e+00
  %97 = fptrunc double %96 to float
  %98 = call i64 @f2_u64(float noundef %97)
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1, i64 0, i64 0), double noundef %66, i32 noundef %75, i32 noundef %84, i32 noundef %92, i64 noundef %94, i64 noundef %98)
  br label %100

100:                                              ; preds = %91
  %101 = load i32, i32* %7, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* %7, align 4
  br label %58, !llvm.loop !8

103:                                              ; preds = %58
  %104 = call zeroext i8 @f2_u8(float noundef 2.505000e+02)
  %105 = zext i8 %104 to i32
  %106 = call zeroext i16 @f2_u16(float noundef 0x40ED4C0800000000)
  %107 = zext i16 %106 to i32
  %108 = call i32 @f2_u32(float noundef 4.000000e+09)
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i32 noundef %105, i32 noundef %107, i32 noundef %108)
  %110 = bitcast [8 x i64]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %110, i8* align 16 bitcast ([8 x i64]* @__const.main.ls to i8*), i64 64, i1 false)
  store i32 0, i32* %10, align 4
  br label %111

111:                                              ; preds = %131, %103
  %112 = load i32, i32* %10, align 4
  %113 = icmp slt i32 %112, 8
  br i1 %113, label %114, label %134

114:                                              ; preds = %111
  %115 = load i32, i32* %10, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [8 x i64], [8 x i64]* %9, i64 0, i64 %116
  %118 = load i64, i64* %117, align 8
  %119 = load i32, i32* %10, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [8 x i64], [8 x i64]* %9, i64 0, i64 %120
  %122 = load i64, i64* %121, align 8
  %123 = call double @i64_2d(i64 noundef %122)
  %124 = load i32, i32* %10, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [8 x i64], [8 x i64]* %9, i64 0, i64 %125
  %127 = load i64, i64* %126, align 8
  %128 = call float @i64_2f(i64 noundef %127)
  %129 = fpext float %128 to double
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef %118, double noundef %123, double noundef %129)
  br label %131

131:                                              ; preds = %114
  %132 = load i32, i32* %10, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, i32* %10, align 4
  br label %111, !llvm.loop !9

134:                                              ; preds = %111
  %135 = bitcast [7 x i64]* %11 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %135, i8 0, i64 56, i1 false)
  %136 = bitcast i8* %135 to [7 x i64]*
  %137 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 1
  store i64 1, i64* %137, align 8
  %138 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 2
  store i64 4294967295, i64* %138, align 16
  %139 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 3
  store i64 -9223372036854775808, i64* %139, align 8
  %140 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 4
  store i64 -1, i64* %140, align 16
  %141 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 5
  store i64 -9223372036854773760, i64* %141, align 8
  %142 = getelementptr inbounds [7 x i64], [7 x i64]* %136, i32 0, i32 6
  store i64 -6101065172474983726, i64* %142, align 16
  store i32 0, i32* %12, align 4
  br label %143

143:                                              ; preds = %163, %134
  %144 = load i32, i32* %12, align 4
  %145 = icmp slt i32 %144, 7
  br i1 %145, label %146, label %166

146:                                              ; preds = %143
  %147 = load i32, i32* %12, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [7 x i64], [7 x i64]* %11, i64 0, i64 %148
  %150 = load i64, i64* %149, align 8
  %151 = load i32, i32* %12, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [7 x i64], [7 x i64]* %11, i64 0, i64 %152
  %154 = load i64, i64* %153, align 8
  %155 = call double @u64_2d(i64 noundef %154)
  %156 = load i32, i32* %12, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [7 x i64], [7 x i64]* %11, i64 0, i64 %157
  %159 = load i64, i64* %158, align 8
  %160 = call float @u64_2f(i64 noundef %159)
  %161 = fpext float %160 to double
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef %150, double noundef %155, double noundef %161)
  br label %163

163:                                              ; preds = %146
  %164 = load i32, i32* %12, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, i32* %12, align 4
  br label %143, !llvm.loop !10

166:                                              ; preds = %143
  %167 = call double @i8_2d(i8 noundef signext -128)
  %168 = call double @u8_2d(i8 noundef zeroext -1)
  %169 = call double @i16_2d(i16 noundef signext -32768)
  %170 = call double @u16_2d(i16 noundef zeroext -1)
  %171 = call float @u32_2f(i32 noundef -1)
  %172 = fpext float %171 to double
  %173 = call double @i32_2d(i32 noundef -2147483648)
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i64 0, i64 0), double noundef %167, double noundef %168, double noundef %169, double noundef %170, double noundef %172, double noundef %173)
  %175 = call float @i8_2f(i8 noundef signext -5)
  %176 = fpext float %175 to double
  %177 = call float @u8_2f(i8 noundef zeroext -56)
  %178 = fpext float %177 to double
  %179 = call float @i16_2f(i16 noundef signext -300)
  %180 = fpext float %179 to double
  %181 = call float @u16_2f(i16 noundef zeroext -25536)
  %182 = fpext float %181 to double
  %183 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i64 0, i64 0), double noundef %176, double noundef %178, double noundef %180, double noundef %182)
  %184 = call double @u32_2d(i32 noundef -1294967296)
  %185 = call float @i32_2f(i32 noundef 16777217)
  %186 = fpext float %185 to double
  %187 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i64 0, i64 0), double noundef %184, double noundef %186)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @d2_i8(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptosi double %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @d2_i16(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptosi double %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_i32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptosi double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_i64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @f2_i8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptosi float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f2_i16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptosi float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_i32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptosi float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_i64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptosi float %3 to i64
  ret i64 %4
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @d2_u8(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptoui double %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @d2_u16(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptoui double %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_u32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptoui double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_u64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptoui double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_u64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptoui float %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @f2_u8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptoui float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @f2_u16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptoui float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_u32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptoui float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i64_2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i64_2f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = sitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u64_2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u64_2f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = uitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i8_2d(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = sitofp i8 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u8_2d(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = uitofp i8 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i16_2d(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  %3 = load i16, i16* %2, align 2
  %4 = sitofp i16 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u16_2d(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  %3 = load i16, i16* %2, align 2
  %4 = uitofp i16 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u32_2f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = uitofp i32 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i32_2d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sitofp i32 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i8_2f(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = sitofp i8 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u8_2f(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = uitofp i8 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i16_2f(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  %3 = load i16, i16* %2, align 2
  %4 = sitofp i16 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u16_2f(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  %3 = load i16, i16* %2, align 2
  %4 = uitofp i16 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u32_2d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = uitofp i32 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i32_2f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sitofp i32 %3 to float
  ret float %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
