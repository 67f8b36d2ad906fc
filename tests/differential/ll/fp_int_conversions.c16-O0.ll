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
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 56, i1 false)
  %13 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 1
  store double 1.900000e+00, ptr %13, align 8
  %14 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 2
  store double -1.900000e+00, ptr %14, align 16
  %15 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 3
  store double 1.005000e+02, ptr %15, align 8
  %16 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 4
  store double -1.005000e+02, ptr %16, align 16
  %17 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 5
  store double 1.279900e+02, ptr %17, align 8
  %18 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 6
  store double -1.287500e+02, ptr %18, align 16
  store i32 0, ptr %3, align 4
  br label %19

19:                                               ; preds = %51, %0
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %20, 7
  br i1 %21, label %22, label %54

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  store double %26, ptr %4, align 8
  %27 = load double, ptr %4, align 8
  %28 = fptrunc double %27 to float
  store float %28, ptr %5, align 4
  %29 = load double, ptr %4, align 8
  %30 = load double, ptr %4, align 8
  %31 = call signext i8 @d2_i8(double noundef %30)
  %32 = sext i8 %31 to i32
  %33 = load double, ptr %4, align 8
  %34 = call signext i16 @d2_i16(double noundef %33)
  %35 = sext i16 %34 to i32
  %36 = load double, ptr %4, align 8
  %37 = call i32 @d2_i32(double noundef %36)
  %38 = load double, ptr %4, align 8
  %39 = call i64 @d2_i64(double noundef %38)
  %40 = load float, ptr %5, align 4
  %41 = call signext i8 @f2_i8(float noundef %40)
  %42 = sext i8 %41 to i32
  %43 = load float, ptr %5, align 4
  %44 = call signext i16 @f2_i16(float noundef %43)
  %45 = sext i16 %44 to i32
  %46 = load float, ptr %5, align 4
  %47 = call i32 @f2_i32(float noundef %46)
  %48 = load float, ptr %5, align 4
  %49 = call i64 @f2_i64(float noundef %48)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %29, i32 noundef %32, i32 noundef %35, i32 noundef %37, i64 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %47, i64 noundef %49)
  br label %51

51:                                               ; preds = %22
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %3, align 4
  br label %19, !llvm.loop !6

54:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.pos, i64 72, i1 false)
  store i32 0, ptr %7, align 4
  br label %55

55:                                               ; preds = %97, %54
  %56 = load i32, ptr %7, align 4
  %57 = icmp slt i32 %56, 9
  br i1 %57, label %58, label %100

58:                                               ; preds = %55
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  store double %62, ptr %8, align 8
  %63 = load double, ptr %8, align 8
  %64 = load double, ptr %8, align 8
  %65 = fcmp olt double %64, 2.560000e+02
  br i1 %65, label %66, label %70

66:                                               ; preds = %58
  %67 = load double, ptr %8, align 8
  %68 = call zeroext i8 @d2_u8(double noundef %67)
  %69 = zext i8 %68 to i32
  br label %71

70:                                               ; preds = %58
  br label %71

71:                                               ; preds = %70, %66
  %72 = phi i32 [ %69, %66 ], [ 0, %70 ]
  %73 = load double, ptr %8, align 8
  %74 = fcmp olt double %73, 6.553600e+04
  br i1 %74, label %75, label %79

75:                                               ; preds = %71
  %76 = load double, ptr %8, align 8
  %77 = call zeroext i16 @d2_u16(double noundef %76)
  %78 = zext i16 %77 to i32
  br label %80

79:                                               ; preds = %71
  br label %80

80:                                               ; preds = %79, %75
  %81 = phi i32 [ %78, %75 ], [ 0, %79 ]
  %82 = load double, ptr %8, align 8
  %83 = fcmp olt double %82, 0x41F0000000000000
  br i1 %83, label %84, label %87

84:                                               ; preds = %80
  %85 = load double, ptr %8, align 8
  %86 = call i32 @d2_u32(double noundef %85)
  br label %88

87:                                               ; preds = %80
  br label %88

88:                                               ; preds = %87, %84
  %89 = phi i32 [ %86, %84 ], [ 0, %87 ]
  %90 = load double, ptr %8, align 8
  %91 = call i64 @d2_u64(double noundef %90)
  %92 = load double, ptr %8, align 8
  %93 = fdiv double %92, 2.000000e+00
  %94 = fptrunc double %93 to float
  %95 = call i64 @f2_u64(float noundef %94)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %63, i32 noundef %72, i32 noundef %81, i32 noundef %89, i64 noundef %91, i64 noundef %95)
  br label %97

97:                                               ; preds = %88
  %98 = load i32, ptr %7, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %7, align 4
  br label %55, !llvm.loop !8

100:                                              ; preds = %55
  %101 = call zeroext i8 @f2_u8(float noundef 2.505000e+02)
  %102 = zext i8 %101 to i32
  %103 = call zeroext i16 @f2_u16(float noundef 0x40ED4C0800000000)
  %104 = zext i16 %103 to i32
  %105 = call i32 @f2_u32(float noundef 4.000000e+09)
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %102, i32 noundef %104, i32 noundef %105)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.ls, i64 64, i1 false)
  store i32 0, ptr %10, align 4
  br label %107

107:                                              ; preds = %127, %100
  %108 = load i32, ptr %10, align 4
  %109 = icmp slt i32 %108, 8
  br i1 %109, label %110, label %130

110:                                              ; preds = %107
  %111 = load i32, ptr %10, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %112
  %114 = load i64, ptr %113, align 8
  %115 = load i32, ptr %10, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %116
  %118 = load i64, ptr %117, align 8
  %119 = call double @i64_2d(i64 noundef %118)
  %120 = load i32, ptr %10, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %121
  %123 = load i64, ptr %122, align 8
  %124 = call float @i64_2f(i64 noundef %123)
  %125 = fpext float %124 to double
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %114, double noundef %119, double noundef %125)
  br label %127

127:                                              ; preds = %110
  %128 = load i32, ptr %10, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %10, align 4
  br label %107, !llvm.loop !9

130:                                              ; preds = %107
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 56, i1 false)
  %131 = getelementptr inbounds [7 x i64], ptr %11, i32 0, i32 1
  store i64 1, ptr %131, align 8
  %132 = getelementptr inbounds [7 x i64], ptr %11, i32 0, i32 2
  store i64 4294967295, ptr %132, align 16
  %133 = getelementptr inbounds [7 x i64], ptr %11, i32 0, i32 3
  store i64 -9223372036854775808, ptr %133, align 8
  %134 = getelementptr inbounds [7 x i64], ptr %11, i32 0, i32 4
  store i64 -1, ptr %134, align 16
  %135 = getelementptr inbounds [7 x i64], ptr %11, i32 0, i32 5
  store i64 -9223372036854773760, ptr %135, align 8
  %136 = getelementptr inbounds [7 x i64], ptr %11, i32 0, i32 6
  store i64 -6101065172474983726, ptr %136, align 16
  store i32 0, ptr %12, align 4
  br label %137

137:                                              ; preds = %157, %130
  %138 = load i32, ptr %12, align 4
  %139 = icmp slt i32 %138, 7
  br i1 %139, label %140, label %160

140:                                              ; preds = %137
  %141 = load i32, ptr %12, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [7 x i64], ptr %11, i64 0, i64 %142
  %144 = load i64, ptr %143, align 8
  %145 = load i32, ptr %12, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [7 x i64], ptr %11, i64 0, i64 %146
  %148 = load i64, ptr %147, align 8
  %149 = call double @u64_2d(i64 noundef %148)
  %150 = load i32, ptr %12, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [7 x i64], ptr %11, i64 0, i64 %151
  %153 = load i64, ptr %152, align 8
  %154 = call float @u64_2f(i64 noundef %153)
  %155 = fpext float %154 to double
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %144, double noundef %149, double noundef %155)
  br label %157

157:                                              ; preds = %140
  %158 = load i32, ptr %12, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %12, align 4
  br label %137, !llvm.loop !10

160:                                              ; preds = %137
  %161 = call double @i8_2d(i8 noundef signext -128)
  %162 = call double @u8_2d(i8 noundef zeroext -1)
  %163 = call double @i16_2d(i16 noundef signext -32768)
  %164 = call double @u16_2d(i16 noundef zeroext -1)
  %165 = call float @u32_2f(i32 noundef -1)
  %166 = fpext float %165 to double
  %167 = call double @i32_2d(i32 noundef -2147483648)
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %161, double noundef %162, double noundef %163, double noundef %164, double noundef %166, double noundef %167)
  %169 = call float @i8_2f(i8 noundef signext -5)
  %170 = fpext float %169 to double
  %171 = call float @u8_2f(i8 noundef zeroext -56)
  %172 = fpext float %171 to double
  %173 = call float @i16_2f(i16 noundef signext -300)
  %174 = fpext float %173 to double
  %175 = call float @u16_2f(i16 noundef zeroext -25536)
  %176 = fpext float %175 to double
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %170, double noundef %172, double noundef %174, double noundef %176)
  %178 = call double @u32_2d(i32 noundef -1294967296)
  %179 = call float @i32_2f(i32 noundef 16777217)
  %180 = fpext float %179 to double
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %178, double noundef %180)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @d2_i8(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @d2_i16(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_i32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_i64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @f2_i8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f2_i16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_i32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_i64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i64
  ret i64 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @d2_u8(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @d2_u16(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_u32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_u64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_u64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @f2_u8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @f2_u16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_u32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i64_2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i64_2f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u64_2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u64_2f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i8_2d(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u8_2d(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = uitofp i8 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i16_2d(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sitofp i16 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u16_2d(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = uitofp i16 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u32_2f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i32_2d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i8_2f(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u8_2f(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = uitofp i8 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i16_2f(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sitofp i16 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u16_2f(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = uitofp i16 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u32_2d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i32_2f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to float
  ret float %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
