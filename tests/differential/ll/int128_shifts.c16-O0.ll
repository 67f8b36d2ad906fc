; ModuleID = 'tests/differential/src/int128_shifts.c'
source_filename = "tests/differential/src/int128_shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"shl \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"lshr \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"ashr \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"add \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"sub \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"pop %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"to_d %.6e %.6e %.6e\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"from_d \00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"s_from_f \00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"%s%016lx%016lx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 1512366075204170947332355369683137040, ptr %2, align 16
  store i32 0, ptr %3, align 4
  br label %34

34:                                               ; preds = %87, %0
  %35 = load i32, ptr %3, align 4
  %36 = icmp ult i32 %35, 128
  br i1 %36, label %37, label %90

37:                                               ; preds = %34
  %38 = load i128, ptr %2, align 16
  %39 = load i32, ptr %3, align 4
  store i128 %38, ptr %4, align 16
  %40 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %41 = load i64, ptr %40, align 16
  %42 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  %44 = call { i64, i64 } @shl(i64 noundef %41, i64 noundef %43, i32 noundef %39)
  %45 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %46 = extractvalue { i64, i64 } %44, 0
  store i64 %46, ptr %45, align 16
  %47 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %48 = extractvalue { i64, i64 } %44, 1
  store i64 %48, ptr %47, align 8
  %49 = load i128, ptr %5, align 16
  store i128 %49, ptr %6, align 16
  %50 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %51 = load i64, ptr %50, align 16
  %52 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  call void @hex(ptr noundef @.str, i64 noundef %51, i64 noundef %53)
  %54 = load i128, ptr %2, align 16
  %55 = load i32, ptr %3, align 4
  store i128 %54, ptr %7, align 16
  %56 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %57 = load i64, ptr %56, align 16
  %58 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = call { i64, i64 } @lshr(i64 noundef %57, i64 noundef %59, i32 noundef %55)
  %61 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %62 = extractvalue { i64, i64 } %60, 0
  store i64 %62, ptr %61, align 16
  %63 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %64 = extractvalue { i64, i64 } %60, 1
  store i64 %64, ptr %63, align 8
  %65 = load i128, ptr %8, align 16
  store i128 %65, ptr %9, align 16
  %66 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %67 = load i64, ptr %66, align 16
  %68 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  call void @hex(ptr noundef @.str.1, i64 noundef %67, i64 noundef %69)
  %70 = load i128, ptr %2, align 16
  %71 = xor i128 %70, -1
  %72 = load i32, ptr %3, align 4
  store i128 %71, ptr %10, align 16
  %73 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %74 = load i64, ptr %73, align 16
  %75 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %76 = load i64, ptr %75, align 8
  %77 = call { i64, i64 } @ashr(i64 noundef %74, i64 noundef %76, i32 noundef %72)
  %78 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %79 = extractvalue { i64, i64 } %77, 0
  store i64 %79, ptr %78, align 16
  %80 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %81 = extractvalue { i64, i64 } %77, 1
  store i64 %81, ptr %80, align 8
  %82 = load i128, ptr %11, align 16
  store i128 %82, ptr %12, align 16
  %83 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %84 = load i64, ptr %83, align 16
  %85 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %86 = load i64, ptr %85, align 8
  call void @hex(ptr noundef @.str.2, i64 noundef %84, i64 noundef %86)
  br label %87

87:                                               ; preds = %37
  %88 = load i32, ptr %3, align 4
  %89 = add i32 %88, 29
  store i32 %89, ptr %3, align 4
  br label %34, !llvm.loop !6

90:                                               ; preds = %34
  store i128 -1, ptr %13, align 16
  %91 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %92 = load i64, ptr %91, align 16
  %93 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %94 = load i64, ptr %93, align 8
  store i128 1, ptr %14, align 16
  %95 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %96 = load i64, ptr %95, align 16
  %97 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %98 = load i64, ptr %97, align 8
  %99 = call i32 @cmp(i64 noundef %92, i64 noundef %94, i64 noundef %96, i64 noundef %98)
  store i128 5, ptr %15, align 16
  %100 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %101 = load i64, ptr %100, align 16
  %102 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %103 = load i64, ptr %102, align 8
  store i128 5, ptr %16, align 16
  %104 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %105 = load i64, ptr %104, align 16
  %106 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %107 = load i64, ptr %106, align 8
  %108 = call i32 @cmp(i64 noundef %101, i64 noundef %103, i64 noundef %105, i64 noundef %107)
  store i128 1267650600228229401496703205376, ptr %17, align 16
  %109 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %110 = load i64, ptr %109, align 16
  %111 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %112 = load i64, ptr %111, align 8
  store i128 -1267650600228229401496703205376, ptr %18, align 16
  %113 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %114 = load i64, ptr %113, align 16
  %115 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %116 = load i64, ptr %115, align 8
  %117 = call i32 @cmp(i64 noundef %110, i64 noundef %112, i64 noundef %114, i64 noundef %116)
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %99, i32 noundef %108, i32 noundef %117)
  store i128 18446744073709551615, ptr %19, align 16
  %119 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %120 = load i64, ptr %119, align 16
  %121 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %122 = load i64, ptr %121, align 8
  store i128 1, ptr %20, align 16
  %123 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %124 = load i64, ptr %123, align 16
  %125 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %126 = load i64, ptr %125, align 8
  %127 = call { i64, i64 } @add(i64 noundef %120, i64 noundef %122, i64 noundef %124, i64 noundef %126)
  %128 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %129 = extractvalue { i64, i64 } %127, 0
  store i64 %129, ptr %128, align 16
  %130 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %131 = extractvalue { i64, i64 } %127, 1
  store i64 %131, ptr %130, align 8
  %132 = load i128, ptr %21, align 16
  store i128 %132, ptr %22, align 16
  %133 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %134 = load i64, ptr %133, align 16
  %135 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %136 = load i64, ptr %135, align 8
  call void @hex(ptr noundef @.str.4, i64 noundef %134, i64 noundef %136)
  store i128 0, ptr %23, align 16
  %137 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %138 = load i64, ptr %137, align 16
  %139 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %140 = load i64, ptr %139, align 8
  store i128 1, ptr %24, align 16
  %141 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %142 = load i64, ptr %141, align 16
  %143 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %144 = load i64, ptr %143, align 8
  %145 = call { i64, i64 } @sub(i64 noundef %138, i64 noundef %140, i64 noundef %142, i64 noundef %144)
  %146 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %147 = extractvalue { i64, i64 } %145, 0
  store i64 %147, ptr %146, align 16
  %148 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %149 = extractvalue { i64, i64 } %145, 1
  store i64 %149, ptr %148, align 8
  %150 = load i128, ptr %25, align 16
  store i128 %150, ptr %26, align 16
  %151 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %152 = load i64, ptr %151, align 16
  %153 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %154 = load i64, ptr %153, align 8
  call void @hex(ptr noundef @.str.5, i64 noundef %152, i64 noundef %154)
  %155 = load i128, ptr %2, align 16
  %156 = trunc i128 %155 to i64
  %157 = call i64 @llvm.ctpop.i64(i64 %156)
  %158 = trunc i64 %157 to i32
  %159 = load i128, ptr %2, align 16
  %160 = lshr i128 %159, 64
  %161 = trunc i128 %160 to i64
  %162 = call i64 @llvm.ctpop.i64(i64 %161)
  %163 = trunc i64 %162 to i32
  %164 = add nsw i32 %158, %163
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %164)
  %166 = load i128, ptr %2, align 16
  %167 = sub nsw i128 0, %166
  store i128 %167, ptr %27, align 16
  %168 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %169 = load i64, ptr %168, align 16
  %170 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %171 = load i64, ptr %170, align 8
  %172 = call double @to_d(i64 noundef %169, i64 noundef %171)
  store i128 -1, ptr %28, align 16
  %173 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %174 = load i64, ptr %173, align 16
  %175 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %176 = load i64, ptr %175, align 8
  %177 = call double @u_to_d(i64 noundef %174, i64 noundef %176)
  store i128 1180591620717411303424, ptr %29, align 16
  %178 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %179 = load i64, ptr %178, align 16
  %180 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %181 = load i64, ptr %180, align 8
  %182 = call double @to_d(i64 noundef %179, i64 noundef %181)
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %172, double noundef %177, double noundef %182)
  %184 = call { i64, i64 } @from_d(double noundef 1.500000e+30)
  %185 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %186 = extractvalue { i64, i64 } %184, 0
  store i64 %186, ptr %185, align 16
  %187 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %188 = extractvalue { i64, i64 } %184, 1
  store i64 %188, ptr %187, align 8
  %189 = load i128, ptr %30, align 16
  store i128 %189, ptr %31, align 16
  %190 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %191 = load i64, ptr %190, align 16
  %192 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %193 = load i64, ptr %192, align 8
  call void @hex(ptr noundef @.str.8, i64 noundef %191, i64 noundef %193)
  %194 = call { i64, i64 } @s_from_f(float noundef 0xC430435620000000)
  %195 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %196 = extractvalue { i64, i64 } %194, 0
  store i64 %196, ptr %195, align 16
  %197 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %198 = extractvalue { i64, i64 } %194, 1
  store i64 %198, ptr %197, align 8
  %199 = load i128, ptr %32, align 16
  store i128 %199, ptr %33, align 16
  %200 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %201 = load i64, ptr %200, align 16
  %202 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %203 = load i64, ptr %202, align 8
  call void @hex(ptr noundef @.str.9, i64 noundef %201, i64 noundef %203)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %10, i64 noundef %13, i64 noundef %15)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = shl i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @lshr(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = lshr i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ashr(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = ashr i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %5, align 16
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %12, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %13, align 8
  %14 = load i128, ptr %6, align 16
  store i128 %11, ptr %7, align 16
  store i128 %14, ptr %8, align 16
  %15 = load i128, ptr %7, align 16
  %16 = load i128, ptr %8, align 16
  %17 = icmp slt i128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = load i128, ptr %7, align 16
  %20 = load i128, ptr %8, align 16
  %21 = icmp eq i128 %19, %20
  %22 = zext i1 %21 to i32
  %23 = shl i32 %22, 1
  %24 = or i32 %18, %23
  %25 = load i128, ptr %7, align 16
  %26 = load i128, ptr %8, align 16
  %27 = icmp ult i128 %25, %26
  %28 = zext i1 %27 to i32
  %29 = shl i32 %28, 2
  %30 = or i32 %24, %29
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @add(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = add i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sub(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = sub i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = sitofp i128 %8 to double
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u_to_d(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = uitofp i128 %8 to double
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_d(double noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptoui double %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @s_from_f(float noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = fptosi float %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
