; ModuleID = 'tests/differential/src/int128_mul_div.c'
source_filename = "tests/differential/src/int128_mul_div.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"2^64*2^63 = \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"smul = \00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"34!/(2^64+13) = \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"34!%(2^64+13) = \00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sdiv = \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"smod = \00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"mul64 hi %016lx lo %016lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

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
  store i128 1, ptr %2, align 16
  store i32 1, ptr %3, align 4
  br label %34

34:                                               ; preds = %55, %0
  %35 = load i32, ptr %3, align 4
  %36 = icmp sle i32 %35, 34
  br i1 %36, label %37, label %58

37:                                               ; preds = %34
  %38 = load i128, ptr %2, align 16
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i128
  store i128 %38, ptr %4, align 16
  %41 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %42 = load i64, ptr %41, align 16
  %43 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  store i128 %40, ptr %5, align 16
  %45 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %46 = load i64, ptr %45, align 16
  %47 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %48 = load i64, ptr %47, align 8
  %49 = call { i64, i64 } @umul(i64 noundef %42, i64 noundef %44, i64 noundef %46, i64 noundef %48)
  %50 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %51 = extractvalue { i64, i64 } %49, 0
  store i64 %51, ptr %50, align 16
  %52 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %53 = extractvalue { i64, i64 } %49, 1
  store i64 %53, ptr %52, align 8
  %54 = load i128, ptr %6, align 16
  store i128 %54, ptr %2, align 16
  br label %55

55:                                               ; preds = %37
  %56 = load i32, ptr %3, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %3, align 4
  br label %34, !llvm.loop !6

58:                                               ; preds = %34
  %59 = load i128, ptr %2, align 16
  store i128 %59, ptr %7, align 16
  %60 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %61 = load i64, ptr %60, align 16
  %62 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %63 = load i64, ptr %62, align 8
  call void @print_u128(ptr noundef @.str, i64 noundef %61, i64 noundef %63)
  store i128 18446744073709551616, ptr %8, align 16
  %64 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %65 = load i64, ptr %64, align 16
  %66 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %67 = load i64, ptr %66, align 8
  store i128 9223372036854775808, ptr %9, align 16
  %68 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %69 = load i64, ptr %68, align 16
  %70 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  %72 = call { i64, i64 } @umul(i64 noundef %65, i64 noundef %67, i64 noundef %69, i64 noundef %71)
  %73 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %74 = extractvalue { i64, i64 } %72, 0
  store i64 %74, ptr %73, align 16
  %75 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %76 = extractvalue { i64, i64 } %72, 1
  store i64 %76, ptr %75, align 8
  %77 = load i128, ptr %10, align 16
  store i128 %77, ptr %11, align 16
  %78 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %79 = load i64, ptr %78, align 16
  %80 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  call void @print_u128(ptr noundef @.str.1, i64 noundef %79, i64 noundef %81)
  store i128 -123456789012345678, ptr %12, align 16
  %82 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %83 = load i64, ptr %82, align 16
  %84 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %85 = load i64, ptr %84, align 8
  store i128 987654321098765432, ptr %13, align 16
  %86 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %87 = load i64, ptr %86, align 16
  %88 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %89 = load i64, ptr %88, align 8
  %90 = call { i64, i64 } @smul(i64 noundef %83, i64 noundef %85, i64 noundef %87, i64 noundef %89)
  %91 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %92 = extractvalue { i64, i64 } %90, 0
  store i64 %92, ptr %91, align 16
  %93 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %94 = extractvalue { i64, i64 } %90, 1
  store i64 %94, ptr %93, align 8
  %95 = load i128, ptr %14, align 16
  store i128 %95, ptr %15, align 16
  %96 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %97 = load i64, ptr %96, align 16
  %98 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %99 = load i64, ptr %98, align 8
  call void @print_i128(ptr noundef @.str.2, i64 noundef %97, i64 noundef %99)
  %100 = load i128, ptr %2, align 16
  store i128 %100, ptr %16, align 16
  %101 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %102 = load i64, ptr %101, align 16
  %103 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %104 = load i64, ptr %103, align 8
  store i128 18446744073709551629, ptr %17, align 16
  %105 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %106 = load i64, ptr %105, align 16
  %107 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %108 = load i64, ptr %107, align 8
  %109 = call { i64, i64 } @udiv(i64 noundef %102, i64 noundef %104, i64 noundef %106, i64 noundef %108)
  %110 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %111 = extractvalue { i64, i64 } %109, 0
  store i64 %111, ptr %110, align 16
  %112 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %113 = extractvalue { i64, i64 } %109, 1
  store i64 %113, ptr %112, align 8
  %114 = load i128, ptr %18, align 16
  store i128 %114, ptr %19, align 16
  %115 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %116 = load i64, ptr %115, align 16
  %117 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %118 = load i64, ptr %117, align 8
  call void @print_u128(ptr noundef @.str.3, i64 noundef %116, i64 noundef %118)
  %119 = load i128, ptr %2, align 16
  store i128 %119, ptr %20, align 16
  %120 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %121 = load i64, ptr %120, align 16
  %122 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %123 = load i64, ptr %122, align 8
  store i128 18446744073709551629, ptr %21, align 16
  %124 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %125 = load i64, ptr %124, align 16
  %126 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %127 = load i64, ptr %126, align 8
  %128 = call { i64, i64 } @umod(i64 noundef %121, i64 noundef %123, i64 noundef %125, i64 noundef %127)
  %129 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %130 = extractvalue { i64, i64 } %128, 0
  store i64 %130, ptr %129, align 16
  %131 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %132 = extractvalue { i64, i64 } %128, 1
  store i64 %132, ptr %131, align 8
  %133 = load i128, ptr %22, align 16
  store i128 %133, ptr %23, align 16
  %134 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %135 = load i64, ptr %134, align 16
  %136 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %137 = load i64, ptr %136, align 8
  call void @print_u128(ptr noundef @.str.4, i64 noundef %135, i64 noundef %137)
  %138 = load i128, ptr %2, align 16
  %139 = sub nsw i128 0, %138
  %140 = sdiv i128 %139, 7
  store i128 %140, ptr %24, align 16
  %141 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %142 = load i64, ptr %141, align 16
  %143 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %144 = load i64, ptr %143, align 8
  store i128 1000000007, ptr %25, align 16
  %145 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %146 = load i64, ptr %145, align 16
  %147 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %148 = load i64, ptr %147, align 8
  %149 = call { i64, i64 } @sdiv(i64 noundef %142, i64 noundef %144, i64 noundef %146, i64 noundef %148)
  %150 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %151 = extractvalue { i64, i64 } %149, 0
  store i64 %151, ptr %150, align 16
  %152 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %153 = extractvalue { i64, i64 } %149, 1
  store i64 %153, ptr %152, align 8
  %154 = load i128, ptr %26, align 16
  store i128 %154, ptr %27, align 16
  %155 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %156 = load i64, ptr %155, align 16
  %157 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %158 = load i64, ptr %157, align 8
  call void @print_i128(ptr noundef @.str.5, i64 noundef %156, i64 noundef %158)
  %159 = load i128, ptr %2, align 16
  %160 = sub nsw i128 0, %159
  %161 = sdiv i128 %160, 7
  store i128 %161, ptr %28, align 16
  %162 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %163 = load i64, ptr %162, align 16
  %164 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %165 = load i64, ptr %164, align 8
  store i128 1000000007, ptr %29, align 16
  %166 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %167 = load i64, ptr %166, align 16
  %168 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %169 = load i64, ptr %168, align 8
  %170 = call { i64, i64 } @smod(i64 noundef %163, i64 noundef %165, i64 noundef %167, i64 noundef %169)
  %171 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %172 = extractvalue { i64, i64 } %170, 0
  store i64 %172, ptr %171, align 16
  %173 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %174 = extractvalue { i64, i64 } %170, 1
  store i64 %174, ptr %173, align 8
  %175 = load i128, ptr %30, align 16
  store i128 %175, ptr %31, align 16
  %176 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %177 = load i64, ptr %176, align 16
  %178 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %179 = load i64, ptr %178, align 8
  call void @print_i128(ptr noundef @.str.6, i64 noundef %177, i64 noundef %179)
  %180 = call { i64, i64 } @mul64(i64 noundef -1, i64 noundef -2)
  %181 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %182 = extractvalue { i64, i64 } %180, 0
  store i64 %182, ptr %181, align 16
  %183 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %184 = extractvalue { i64, i64 } %180, 1
  store i64 %184, ptr %183, align 8
  %185 = load i128, ptr %33, align 16
  store i128 %185, ptr %32, align 16
  %186 = load i128, ptr %32, align 16
  %187 = lshr i128 %186, 64
  %188 = trunc i128 %187 to i64
  %189 = load i128, ptr %32, align 16
  %190 = trunc i128 %189 to i64
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %188, i64 noundef %190)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @umul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %18 = mul i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca [48 x i8], align 16
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %11, ptr %6, align 16
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %24, %3
  %13 = load i128, ptr %6, align 16
  %14 = urem i128 %13, 10
  %15 = trunc i128 %14 to i32
  %16 = add nsw i32 48, %15
  %17 = trunc i32 %16 to i8
  %18 = load i32, ptr %8, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %8, align 4
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %20
  store i8 %17, ptr %21, align 1
  %22 = load i128, ptr %6, align 16
  %23 = udiv i128 %22, 10
  store i128 %23, ptr %6, align 16
  br label %24

24:                                               ; preds = %12
  %25 = load i128, ptr %6, align 16
  %26 = icmp ne i128 %25, 0
  br i1 %26, label %12, label %27, !llvm.loop !8

27:                                               ; preds = %24
  %28 = load ptr, ptr %5, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %28)
  br label %30

30:                                               ; preds = %33, %27
  %31 = load i32, ptr %8, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %41

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, -1
  store i32 %35, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = sext i8 %38 to i32
  %40 = call i32 @putchar(i32 noundef %39)
  br label %30, !llvm.loop !9

41:                                               ; preds = %30
  %42 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %11, ptr %6, align 16
  %12 = load i128, ptr %6, align 16
  %13 = icmp slt i128 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %15)
  %17 = load i128, ptr %6, align 16
  %18 = sub i128 0, %17
  store i128 %18, ptr %7, align 16
  %19 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %20 = load i64, ptr %19, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  call void @print_u128(ptr noundef @.str.10, i64 noundef %20, i64 noundef %22)
  br label %30

23:                                               ; preds = %3
  %24 = load ptr, ptr %5, align 8
  %25 = load i128, ptr %6, align 16
  store i128 %25, ptr %8, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %27 = load i64, ptr %26, align 16
  %28 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  call void @print_u128(ptr noundef %24, i64 noundef %27, i64 noundef %29)
  br label %30

30:                                               ; preds = %23, %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @smul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %18 = mul nsw i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @udiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %18 = udiv i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @umod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %18 = urem i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sdiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %18 = sdiv i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @smod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %18 = srem i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = zext i64 %6 to i128
  %8 = load i64, ptr %5, align 8
  %9 = zext i64 %8 to i128
  %10 = mul i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %11
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
