; ModuleID = 'tests/differential/src/struct_abi_mix.c'
source_filename = "tests/differential/src/struct_abi_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C3 = type { i8, i8, i8 }
%struct.S5 = type { [5 x i16] }
%struct.IFI = type { i32, float, i32 }
%struct.FFFF = type { float, float, float, float }
%struct.Nest = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { float }
%struct.anon.0 = type { double }
%struct.M20 = type { [5 x i32] }
%struct.Pk = type <{ i8, i32, i16 }>
%struct.Dbl1 = type { double }
%struct.LF = type { i64, float }

@.str = private unnamed_addr constant [19 x i8] c"C3 %c %d %c (%zu)\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"S5 %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"IFI %d %.2f %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"FFFF %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"Nest %.2f %.2f\0A\00", align 1
@constinit = private global [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 4
@.str.5 = private unnamed_addr constant [14 x i8] c"M20 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"Pk %c %d %d (%zu)\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"Dbl1 %.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"LF %ld %.2f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.C3, align 1
  %3 = alloca %struct.C3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  %6 = alloca %struct.S5, align 2
  %7 = alloca %struct.S5, align 2
  %8 = alloca { i64, i16 }, align 2
  %9 = alloca { i64, i16 }, align 8
  %10 = alloca %struct.IFI, align 4
  %11 = alloca %struct.IFI, align 4
  %12 = alloca { i64, i32 }, align 4
  %13 = alloca { i64, i32 }, align 8
  %14 = alloca %struct.FFFF, align 4
  %15 = alloca %struct.FFFF, align 4
  %16 = alloca %struct.Nest, align 8
  %17 = alloca %struct.Nest, align 8
  %18 = alloca %struct.M20, align 4
  %19 = alloca %struct.M20, align 8
  %20 = alloca %struct.Pk, align 1
  %21 = alloca %struct.Pk, align 8
  %22 = alloca %struct.Dbl1, align 8
  %23 = alloca %struct.Dbl1, align 8
  %24 = alloca %struct.Dbl1, align 8
  %25 = alloca %struct.LF, align 8
  %26 = alloca %struct.LF, align 8
  store i32 0, ptr %1, align 4
  %27 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 0
  store i8 120, ptr %27, align 1
  %28 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 1
  store i8 21, ptr %28, align 1
  %29 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 2
  store i8 97, ptr %29, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %3, i64 3, i1 false)
  %30 = load i24, ptr %4, align 4
  %31 = call i24 @c3(i24 %30)
  store i24 %31, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 4 %5, i64 3, i1 false)
  %32 = getelementptr inbounds %struct.C3, ptr %2, i32 0, i32 0
  %33 = load i8, ptr %32, align 1
  %34 = sext i8 %33 to i32
  %35 = getelementptr inbounds %struct.C3, ptr %2, i32 0, i32 1
  %36 = load i8, ptr %35, align 1
  %37 = sext i8 %36 to i32
  %38 = getelementptr inbounds %struct.C3, ptr %2, i32 0, i32 2
  %39 = load i8, ptr %38, align 1
  %40 = sext i8 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34, i32 noundef %37, i32 noundef %40, i64 noundef 3)
  %42 = getelementptr inbounds %struct.S5, ptr %7, i32 0, i32 0
  %43 = getelementptr inbounds [5 x i16], ptr %42, i64 0, i64 0
  store i16 1, ptr %43, align 2
  %44 = getelementptr inbounds i16, ptr %43, i64 1
  store i16 -2, ptr %44, align 2
  %45 = getelementptr inbounds i16, ptr %44, i64 1
  store i16 300, ptr %45, align 2
  %46 = getelementptr inbounds i16, ptr %45, i64 1
  store i16 -4000, ptr %46, align 2
  %47 = getelementptr inbounds i16, ptr %46, i64 1
  store i16 10000, ptr %47, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 %7, i64 10, i1 false)
  %48 = getelementptr inbounds { i64, i16 }, ptr %8, i32 0, i32 0
  %49 = load i64, ptr %48, align 2
  %50 = getelementptr inbounds { i64, i16 }, ptr %8, i32 0, i32 1
  %51 = load i16, ptr %50, align 2
  %52 = call { i64, i16 } @s5(i64 %49, i16 %51)
  %53 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  store { i64, i16 } %52, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %53, ptr align 8 %9, i64 10, i1 false)
  %54 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  %55 = getelementptr inbounds [5 x i16], ptr %54, i64 0, i64 0
  %56 = load i16, ptr %55, align 2
  %57 = sext i16 %56 to i32
  %58 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  %59 = getelementptr inbounds [5 x i16], ptr %58, i64 0, i64 1
  %60 = load i16, ptr %59, align 2
  %61 = sext i16 %60 to i32
  %62 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  %63 = getelementptr inbounds [5 x i16], ptr %62, i64 0, i64 2
  %64 = load i16, ptr %63, align 2
  %65 = sext i16 %64 to i32
  %66 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  %67 = getelementptr inbounds [5 x i16], ptr %66, i64 0, i64 3
  %68 = load i16, ptr %67, align 2
  %69 = sext i16 %68 to i32
  %70 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  %71 = getelementptr inbounds [5 x i16], ptr %70, i64 0, i64 4
  %72 = load i16, ptr %71, align 2
  %73 = sext i16 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57, i32 noundef %61, i32 noundef %65, i32 noundef %69, i32 noundef %73)
  %75 = getelementptr inbounds %struct.IFI, ptr %11, i32 0, i32 0
  store i32 7, ptr %75, align 4
  %76 = getelementptr inbounds %struct.IFI, ptr %11, i32 0, i32 1
  store float 2.500000e+00, ptr %76, align 4
  %77 = getelementptr inbounds %struct.IFI, ptr %11, i32 0, i32 2
  store i32 5, ptr %77, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %11, i64 12, i1 false)
  %78 = getelementptr inbounds { i64, i32 }, ptr %12, i32 0, i32 0
  %79 = load i64, ptr %78, align 4
  %80 = getelementptr inbounds { i64, i32 }, ptr %12, i32 0, i32 1
  %81 = load i32, ptr %80, align 4
  %82 = call { i64, i32 } @ifi(i64 %79, i32 %81)
  store { i64, i32 } %82, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %13, i64 12, i1 false)
  %83 = getelementptr inbounds %struct.IFI, ptr %10, i32 0, i32 0
  %84 = load i32, ptr %83, align 4
  %85 = getelementptr inbounds %struct.IFI, ptr %10, i32 0, i32 1
  %86 = load float, ptr %85, align 4
  %87 = fpext float %86 to double
  %88 = getelementptr inbounds %struct.IFI, ptr %10, i32 0, i32 2
  %89 = load i32, ptr %88, align 4
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %84, double noundef %87, i32 noundef %89)
  %91 = getelementptr inbounds %struct.FFFF, ptr %15, i32 0, i32 0
  store float 1.000000e+00, ptr %91, align 4
  %92 = getelementptr inbounds %struct.FFFF, ptr %15, i32 0, i32 1
  store float 2.000000e+00, ptr %92, align 4
  %93 = getelementptr inbounds %struct.FFFF, ptr %15, i32 0, i32 2
  store float 3.000000e+00, ptr %93, align 4
  %94 = getelementptr inbounds %struct.FFFF, ptr %15, i32 0, i32 3
  store float 4.000000e+00, ptr %94, align 4
  %95 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %15, i32 0, i32 0
  %96 = load <2 x float>, ptr %95, align 4
  %97 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %15, i32 0, i32 1
  %98 = load <2 x float>, ptr %97, align 4
  %99 = call { <2 x float>, <2 x float> } @f4(<2 x float> %96, <2 x float> %98)
  %100 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %14, i32 0, i32 0
  %101 = extractvalue { <2 x float>, <2 x float> } %99, 0
  store <2 x float> %101, ptr %100, align 4
  %102 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %14, i32 0, i32 1
  %103 = extractvalue { <2 x float>, <2 x float> } %99, 1
  store <2 x float> %103, ptr %102, align 4
  %104 = getelementptr inbounds %struct.FFFF, ptr %14, i32 0, i32 0
  %105 = load float, ptr %104, align 4
  %106 = fpext float %105 to double
  %107 = getelementptr inbounds %struct.FFFF, ptr %14, i32 0, i32 1
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = getelementptr inbounds %struct.FFFF, ptr %14, i32 0, i32 2
  %111 = load float, ptr %110, align 4
  %112 = fpext float %111 to double
  %113 = getelementptr inbounds %struct.FFFF, ptr %14, i32 0, i32 3
  %114 = load float, ptr %113, align 4
  %115 = fpext float %114 to double
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %106, double noundef %109, double noundef %112, double noundef %115)
  %117 = getelementptr inbounds %struct.Nest, ptr %17, i32 0, i32 0
  %118 = getelementptr inbounds %struct.anon, ptr %117, i32 0, i32 0
  store float 5.000000e-01, ptr %118, align 8
  %119 = getelementptr inbounds %struct.Nest, ptr %17, i32 0, i32 1
  %120 = getelementptr inbounds %struct.anon.0, ptr %119, i32 0, i32 0
  store double 3.250000e+00, ptr %120, align 8
  %121 = getelementptr inbounds { float, double }, ptr %17, i32 0, i32 0
  %122 = load float, ptr %121, align 8
  %123 = getelementptr inbounds { float, double }, ptr %17, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = call { float, double } @nest(float %122, double %124)
  %126 = getelementptr inbounds { float, double }, ptr %16, i32 0, i32 0
  %127 = extractvalue { float, double } %125, 0
  store float %127, ptr %126, align 8
  %128 = getelementptr inbounds { float, double }, ptr %16, i32 0, i32 1
  %129 = extractvalue { float, double } %125, 1
  store double %129, ptr %128, align 8
  %130 = getelementptr inbounds %struct.Nest, ptr %16, i32 0, i32 0
  %131 = getelementptr inbounds %struct.anon, ptr %130, i32 0, i32 0
  %132 = load float, ptr %131, align 8
  %133 = fpext float %132 to double
  %134 = getelementptr inbounds %struct.Nest, ptr %16, i32 0, i32 1
  %135 = getelementptr inbounds %struct.anon.0, ptr %134, i32 0, i32 0
  %136 = load double, ptr %135, align 8
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %133, double noundef %136)
  %138 = getelementptr inbounds %struct.M20, ptr %19, i32 0, i32 0
  %139 = getelementptr inbounds [5 x i32], ptr %138, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %138, ptr align 4 @constinit, i64 20, i1 false)
  call void @m20(ptr sret(%struct.M20) align 4 %18, ptr noundef byval(%struct.M20) align 8 %19, i32 noundef 10)
  %140 = getelementptr inbounds %struct.M20, ptr %18, i32 0, i32 0
  %141 = getelementptr inbounds [5 x i32], ptr %140, i64 0, i64 0
  %142 = load i32, ptr %141, align 4
  %143 = getelementptr inbounds %struct.M20, ptr %18, i32 0, i32 0
  %144 = getelementptr inbounds [5 x i32], ptr %143, i64 0, i64 2
  %145 = load i32, ptr %144, align 4
  %146 = getelementptr inbounds %struct.M20, ptr %18, i32 0, i32 0
  %147 = getelementptr inbounds [5 x i32], ptr %146, i64 0, i64 4
  %148 = load i32, ptr %147, align 4
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %142, i32 noundef %145, i32 noundef %148)
  %150 = getelementptr inbounds %struct.Pk, ptr %21, i32 0, i32 0
  store i8 65, ptr %150, align 1
  %151 = getelementptr inbounds %struct.Pk, ptr %21, i32 0, i32 1
  store i32 12345, ptr %151, align 1
  %152 = getelementptr inbounds %struct.Pk, ptr %21, i32 0, i32 2
  store i16 7, ptr %152, align 1
  call void @pk(ptr sret(%struct.Pk) align 1 %20, ptr noundef byval(%struct.Pk) align 8 %21)
  %153 = getelementptr inbounds %struct.Pk, ptr %20, i32 0, i32 0
  %154 = load i8, ptr %153, align 1
  %155 = sext i8 %154 to i32
  %156 = getelementptr inbounds %struct.Pk, ptr %20, i32 0, i32 1
  %157 = load i32, ptr %156, align 1
  %158 = getelementptr inbounds %struct.Pk, ptr %20, i32 0, i32 2
  %159 = load i16, ptr %158, align 1
  %160 = sext i16 %159 to i32
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %155, i32 noundef %157, i32 noundef %160, i64 noundef 7)
  %162 = getelementptr inbounds %struct.Dbl1, ptr %22, i32 0, i32 0
  store double 1.500000e+00, ptr %162, align 8
  %163 = getelementptr inbounds %struct.Dbl1, ptr %23, i32 0, i32 0
  store double -2.250000e+00, ptr %163, align 8
  %164 = getelementptr inbounds %struct.Dbl1, ptr %22, i32 0, i32 0
  %165 = load double, ptr %164, align 8
  %166 = getelementptr inbounds %struct.Dbl1, ptr %23, i32 0, i32 0
  %167 = load double, ptr %166, align 8
  %168 = call double @dbl1(double %165, double %167)
  %169 = getelementptr inbounds %struct.Dbl1, ptr %24, i32 0, i32 0
  store double %168, ptr %169, align 8
  %170 = getelementptr inbounds %struct.Dbl1, ptr %24, i32 0, i32 0
  %171 = load double, ptr %170, align 8
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %171)
  %173 = getelementptr inbounds %struct.LF, ptr %26, i32 0, i32 0
  store i64 123456789012, ptr %173, align 8
  %174 = getelementptr inbounds %struct.LF, ptr %26, i32 0, i32 1
  store float 1.000000e+01, ptr %174, align 8
  %175 = getelementptr inbounds { i64, float }, ptr %26, i32 0, i32 0
  %176 = load i64, ptr %175, align 8
  %177 = getelementptr inbounds { i64, float }, ptr %26, i32 0, i32 1
  %178 = load float, ptr %177, align 8
  %179 = call { i64, float } @lf(i64 %176, float %178)
  %180 = getelementptr inbounds { i64, float }, ptr %25, i32 0, i32 0
  %181 = extractvalue { i64, float } %179, 0
  store i64 %181, ptr %180, align 8
  %182 = getelementptr inbounds { i64, float }, ptr %25, i32 0, i32 1
  %183 = extractvalue { i64, float } %179, 1
  store float %183, ptr %182, align 8
  %184 = getelementptr inbounds %struct.LF, ptr %25, i32 0, i32 0
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds %struct.LF, ptr %25, i32 0, i32 1
  %187 = load float, ptr %186, align 8
  %188 = fpext float %187 to double
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %185, double noundef %188)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @c3(i24 %0) #1 {
  %2 = alloca %struct.C3, align 1
  %3 = alloca %struct.C3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  store i24 %0, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 4 %4, i64 3, i1 false)
  %6 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = add i8 %7, 1
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 1
  %10 = load i8, ptr %9, align 1
  %11 = sext i8 %10 to i32
  %12 = mul nsw i32 %11, 2
  %13 = trunc i32 %12 to i8
  store i8 %13, ptr %9, align 1
  %14 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 2
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = xor i32 %16, 32
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 1 %2, i64 3, i1 false)
  %19 = load i24, ptr %5, align 4
  ret i24 %19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i16 } @s5(i64 %0, i16 %1) #1 {
  %3 = alloca %struct.S5, align 2
  %4 = alloca %struct.S5, align 2
  %5 = alloca { i64, i16 }, align 2
  %6 = alloca i32, align 4
  %7 = alloca { i64, i16 }, align 8
  %8 = getelementptr inbounds { i64, i16 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 2
  %9 = getelementptr inbounds { i64, i16 }, ptr %5, i32 0, i32 1
  store i16 %1, ptr %9, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 2 %5, i64 10, i1 false)
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %26, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %29

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x i16], ptr %14, i64 0, i64 %16
  %18 = load i16, ptr %17, align 2
  %19 = sext i16 %18 to i32
  %20 = mul nsw i32 %19, -3
  %21 = trunc i32 %20 to i16
  %22 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [5 x i16], ptr %22, i64 0, i64 %24
  store i16 %21, ptr %25, align 2
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %10, !llvm.loop !6

29:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %4, i64 10, i1 false)
  %30 = getelementptr inbounds %struct.S5, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 2 %30, i64 10, i1 false)
  %31 = load { i64, i16 }, ptr %7, align 8
  ret { i64, i16 } %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @ifi(i64 %0, i32 %1) #1 {
  %3 = alloca %struct.IFI, align 4
  %4 = alloca %struct.IFI, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca { i64, i32 }, align 8
  %7 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.IFI, ptr %4, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %struct.IFI, ptr %4, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, %10
  store i32 %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.IFI, ptr %4, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, 1.500000e+00
  store float %16, ptr %14, align 4
  %17 = getelementptr inbounds %struct.IFI, ptr %4, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  %19 = sub nsw i32 0, %18
  %20 = getelementptr inbounds %struct.IFI, ptr %4, i32 0, i32 2
  store i32 %19, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %21 = load { i64, i32 }, ptr %6, align 8
  ret { i64, i32 } %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @f4(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.FFFF, align 4
  %4 = alloca %struct.FFFF, align 4
  %5 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %4, i32 0, i32 0
  store <2 x float> %0, ptr %5, align 4
  %6 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %4, i32 0, i32 1
  store <2 x float> %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.FFFF, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.FFFF, ptr %4, i32 0, i32 3
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.FFFF, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.FFFF, ptr %4, i32 0, i32 2
  %12 = load float, ptr %11, align 4
  store float %12, ptr %10, align 4
  %13 = getelementptr inbounds %struct.FFFF, ptr %3, i32 0, i32 2
  %14 = getelementptr inbounds %struct.FFFF, ptr %4, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  store float %15, ptr %13, align 4
  %16 = getelementptr inbounds %struct.FFFF, ptr %3, i32 0, i32 3
  %17 = getelementptr inbounds %struct.FFFF, ptr %4, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = fadd float %18, 1.000000e+00
  store float %19, ptr %16, align 4
  %20 = load { <2 x float>, <2 x float> }, ptr %3, align 4
  ret { <2 x float>, <2 x float> } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, double } @nest(float %0, double %1) #1 {
  %3 = alloca %struct.Nest, align 8
  %4 = alloca %struct.Nest, align 8
  %5 = getelementptr inbounds { float, double }, ptr %4, i32 0, i32 0
  store float %0, ptr %5, align 8
  %6 = getelementptr inbounds { float, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Nest, ptr %4, i32 0, i32 0
  %8 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  %9 = load float, ptr %8, align 8
  %10 = fadd float %9, 1.000000e+00
  store float %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.Nest, ptr %4, i32 0, i32 1
  %12 = getelementptr inbounds %struct.anon.0, ptr %11, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fmul double %13, -2.000000e+00
  store double %14, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %15 = load { float, double }, ptr %3, align 8
  ret { float, double } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @m20(ptr noalias sret(%struct.M20) align 4 %0, ptr noundef byval(%struct.M20) align 8 %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %10, %11
  %13 = getelementptr inbounds %struct.M20, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i32], ptr %13, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 %17, %12
  store i32 %18, ptr %16, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !8

22:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pk(ptr noalias sret(%struct.Pk) align 1 %0, ptr noundef byval(%struct.Pk) align 8 %1) #1 {
  %3 = getelementptr inbounds %struct.Pk, ptr %1, i32 0, i32 0
  %4 = load i8, ptr %3, align 8
  %5 = sext i8 %4 to i32
  %6 = add nsw i32 %5, 1
  %7 = trunc i32 %6 to i8
  %8 = getelementptr inbounds %struct.Pk, ptr %1, i32 0, i32 0
  store i8 %7, ptr %8, align 8
  %9 = getelementptr inbounds %struct.Pk, ptr %1, i32 0, i32 1
  %10 = load i32, ptr %9, align 1
  %11 = shl i32 %10, 1
  store i32 %11, ptr %9, align 1
  %12 = getelementptr inbounds %struct.Pk, ptr %1, i32 0, i32 2
  %13 = load i16, ptr %12, align 1
  %14 = sext i16 %13 to i32
  %15 = sub nsw i32 %14, 1
  %16 = trunc i32 %15 to i16
  %17 = getelementptr inbounds %struct.Pk, ptr %1, i32 0, i32 2
  store i16 %16, ptr %17, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 7, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dbl1(double %0, double %1) #1 {
  %3 = alloca %struct.Dbl1, align 8
  %4 = alloca %struct.Dbl1, align 8
  %5 = alloca %struct.Dbl1, align 8
  %6 = getelementptr inbounds %struct.Dbl1, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Dbl1, ptr %5, i32 0, i32 0
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds %struct.Dbl1, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Dbl1, ptr %4, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Dbl1, ptr %5, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  store double %13, ptr %8, align 8
  %14 = getelementptr inbounds %struct.Dbl1, ptr %3, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, float } @lf(i64 %0, float %1) #1 {
  %3 = alloca %struct.LF, align 8
  %4 = alloca %struct.LF, align 8
  %5 = getelementptr inbounds { i64, float }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, float }, ptr %4, i32 0, i32 1
  store float %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.LF, ptr %4, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = sub nsw i64 0, %8
  %10 = getelementptr inbounds %struct.LF, ptr %4, i32 0, i32 0
  store i64 %9, ptr %10, align 8
  %11 = getelementptr inbounds %struct.LF, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 8
  %13 = fdiv float %12, 4.000000e+00
  %14 = getelementptr inbounds %struct.LF, ptr %4, i32 0, i32 1
  store float %13, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %15 = load { i64, float }, ptr %3, align 8
  ret { i64, float } %15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
