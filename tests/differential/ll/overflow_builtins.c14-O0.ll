; ModuleID = 'tests/differential/src/overflow_builtins.c'
source_filename = "tests/differential/src/overflow_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [16 x i64] [i64 0, i64 1, i64 -1, i64 100, i64 -100, i64 127, i64 -128, i64 255, i64 30000, i64 -32768, i64 65535, i64 2147483647, i64 -2147483648, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [14 x i8] c"sat %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"mixed %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"i8 %d,%d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"u8 %u,%u: add %u/%d sub %u/%d mul %u/%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"i16 %d,%d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [42 x i8] c"u16 %u,%u: add %u/%d sub %u/%d mul %u/%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"i32 %d,%d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [42 x i8] c"u32 %u,%u: add %u/%d sub %u/%d mul %u/%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [47 x i8] c"i64 %ld,%ld: add %ld/%d sub %ld/%d mul %ld/%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [47 x i8] c"u64 %lu,%lu: add %lu/%d sub %lu/%d mul %lu/%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = bitcast [16 x i64]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %5, i8* align 16 bitcast ([16 x i64]* @__const.main.v to i8*), i64 128, i1 false)
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %94, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %97

9:                                                ; preds = %6
  store i32 0, i32* %4, align 4
  br label %10

10:                                               ; preds = %90, %9
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 16
  br i1 %12, label %13, label %93

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %15
  %17 = load i64, i64* %16, align 8
  %18 = trunc i64 %17 to i8
  %19 = load i32, i32* %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %20
  %22 = load i64, i64* %21, align 8
  %23 = trunc i64 %22 to i8
  call void @ov_i8(i8 noundef signext %18, i8 noundef signext %23)
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %25
  %27 = load i64, i64* %26, align 8
  %28 = trunc i64 %27 to i8
  %29 = load i32, i32* %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %30
  %32 = load i64, i64* %31, align 8
  %33 = trunc i64 %32 to i8
  call void @ov_u8(i8 noundef zeroext %28, i8 noundef zeroext %33)
  %34 = load i32, i32* %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %35
  %37 = load i64, i64* %36, align 8
  %38 = trunc i64 %37 to i16
  %39 = load i32, i32* %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %40
  %42 = load i64, i64* %41, align 8
  %43 = trunc i64 %42 to i16
  call void @ov_i16(i16 noundef signext %38, i16 noundef signext %43)
  %44 = load i32, i32* %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %45
  %47 = load i64, i64* %46, align 8
  %48 = trunc i64 %47 to i16
  %49 = load i32, i32* %4, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %50
  %52 = load i64, i64* %51, align 8
  %53 = trunc i64 %52 to i16
  call void @ov_u16(i16 noundef zeroext %48, i16 noundef zeroext %53)
  %54 = load i32, i32* %3, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %55
  %57 = load i64, i64* %56, align 8
  %58 = trunc i64 %57 to i32
  %59 = load i32, i32* %4, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %60
  %62 = load i64, i64* %61, align 8
  %63 = trunc i64 %62 to i32
  call void @ov_i32(i32 noundef %58, i32 noundef %63)
  %64 = load i32, i32* %3, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %65
  %67 = load i64, i64* %66, align 8
  %68 = trunc i64 %67 to i32
  %69 = load i32, i32* %4, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %70
  %72 = load i64, i64* %71, align 8
  %73 = trunc i64 %72 to i32
  call void @ov_u32(i32 noundef %68, i32 noundef %73)
  %74 = load i32, i32* %3, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %75
  %77 = load i64, i64* %76, align 8
  %78 = load i32, i32* %4, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %79
  %81 = load i64, i64* %80, align 8
  call void @ov_i64(i64 noundef %77, i64 noundef %81)
  %82 = load i32, i32* %3, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %83
  %85 = load i64, i64* %84, align 8
  %86 = load i32, i32* %4, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [16 x i64], [16 x i64]* %2, i64 0, i64 %87
  %89 = load i64, i64* %88, align 8
  call void @ov_u64(i64 noundef %85, i64 noundef %89)
  br label %90

90:                                               ; preds = %13
  %91 = load i32, i32* %4, align 4
  %92 = add nsw i32 %91, 3
  store i32 %92, i32* %4, align 4
  br label %10, !llvm.loop !6

93:                                               ; preds = %10
  br label %94

94:                                               ; preds = %93
  %95 = load i32, i32* %3, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %3, align 4
  br label %6, !llvm.loop !8

97:                                               ; preds = %6
  %98 = call i32 @sat_add(i32 noundef 2000000000, i32 noundef 2000000000)
  %99 = call i32 @sat_add(i32 noundef -2000000000, i32 noundef -2000000000)
  %100 = call i32 @sat_add(i32 noundef 5, i32 noundef -7)
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %98, i32 noundef %99, i32 noundef %100)
  %102 = call i32 @mixed(i64 noundef -5, i32 noundef 7)
  %103 = call i32 @mixed(i64 noundef 100000, i32 noundef 100000)
  %104 = call i32 @mixed(i64 noundef -1, i32 noundef -294967296)
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %102, i32 noundef %103, i32 noundef %104)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %11 = load i8, i8* %3, align 1
  %12 = load i8, i8* %4, align 1
  %13 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %11, i8 %12)
  %14 = extractvalue { i8, i1 } %13, 1
  %15 = extractvalue { i8, i1 } %13, 0
  store i8 %15, i8* %5, align 1
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i8, i8* %3, align 1
  %18 = load i8, i8* %4, align 1
  %19 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %17, i8 %18)
  %20 = extractvalue { i8, i1 } %19, 1
  %21 = extractvalue { i8, i1 } %19, 0
  store i8 %21, i8* %6, align 1
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i8, i8* %3, align 1
  %24 = load i8, i8* %4, align 1
  %25 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %23, i8 %24)
  %26 = extractvalue { i8, i1 } %25, 1
  %27 = extractvalue { i8, i1 } %25, 0
  store i8 %27, i8* %7, align 1
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i8, i8* %3, align 1
  %30 = sext i8 %29 to i32
  %31 = load i8, i8* %4, align 1
  %32 = sext i8 %31 to i32
  %33 = load i8, i8* %5, align 1
  %34 = sext i8 %33 to i32
  %35 = load i32, i32* %8, align 4
  %36 = load i8, i8* %6, align 1
  %37 = sext i8 %36 to i32
  %38 = load i32, i32* %9, align 4
  %39 = load i8, i8* %7, align 1
  %40 = sext i8 %39 to i32
  %41 = load i32, i32* %10, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.2, i64 0, i64 0), i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %35, i32 noundef %37, i32 noundef %38, i32 noundef %40, i32 noundef %41)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %11 = load i8, i8* %3, align 1
  %12 = load i8, i8* %4, align 1
  %13 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %11, i8 %12)
  %14 = extractvalue { i8, i1 } %13, 1
  %15 = extractvalue { i8, i1 } %13, 0
  store i8 %15, i8* %5, align 1
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i8, i8* %3, align 1
  %18 = load i8, i8* %4, align 1
  %19 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %17, i8 %18)
  %20 = extractvalue { i8, i1 } %19, 1
  %21 = extractvalue { i8, i1 } %19, 0
  store i8 %21, i8* %6, align 1
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i8, i8* %3, align 1
  %24 = load i8, i8* %4, align 1
  %25 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %23, i8 %24)
  %26 = extractvalue { i8, i1 } %25, 1
  %27 = extractvalue { i8, i1 } %25, 0
  store i8 %27, i8* %7, align 1
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i8, i8* %3, align 1
  %30 = zext i8 %29 to i32
  %31 = load i8, i8* %4, align 1
  %32 = zext i8 %31 to i32
  %33 = load i8, i8* %5, align 1
  %34 = zext i8 %33 to i32
  %35 = load i32, i32* %8, align 4
  %36 = load i8, i8* %6, align 1
  %37 = zext i8 %36 to i32
  %38 = load i32, i32* %9, align 4
  %39 = load i8, i8* %7, align 1
  %40 = zext i8 %39 to i32
  %41 = load i32, i32* %10, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %35, i32 noundef %37, i32 noundef %38, i32 noundef %40, i32 noundef %41)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %11 = load i16, i16* %3, align 2
  %12 = load i16, i16* %4, align 2
  %13 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %11, i16 %12)
  %14 = extractvalue { i16, i1 } %13, 1
  %15 = extractvalue { i16, i1 } %13, 0
  store i16 %15, i16* %5, align 2
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i16, i16* %3, align 2
  %18 = load i16, i16* %4, align 2
  %19 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %17, i16 %18)
  %20 = extractvalue { i16, i1 } %19, 1
  %21 = extractvalue { i16, i1 } %19, 0
  store i16 %21, i16* %6, align 2
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i16, i16* %3, align 2
  %24 = load i16, i16* %4, align 2
  %25 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %23, i16 %24)
  %26 = extractvalue { i16, i1 } %25, 1
  %27 = extractvalue { i16, i1 } %25, 0
  store i16 %27, i16* %7, align 2
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i16, i16* %3, align 2
  %30 = sext i16 %29 to i32
  %31 = load i16, i16* %4, align 2
  %32 = sext i16 %31 to i32
  %33 = load i16, i16* %5, align 2
  %34 = sext i16 %33 to i32
  %35 = load i32, i32* %8, align 4
  %36 = load i16, i16* %6, align 2
  %37 = sext i16 %36 to i32
  %38 = load i32, i32* %9, align 4
  %39 = load i16, i16* %7, align 2
  %40 = sext i16 %39 to i32
  %41 = load i32, i32* %10, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.4, i64 0, i64 0), i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %35, i32 noundef %37, i32 noundef %38, i32 noundef %40, i32 noundef %41)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %11 = load i16, i16* %3, align 2
  %12 = load i16, i16* %4, align 2
  %13 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %11, i16 %12)
  %14 = extractvalue { i16, i1 } %13, 1
  %15 = extractvalue { i16, i1 } %13, 0
  store i16 %15, i16* %5, align 2
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i16, i16* %3, align 2
  %18 = load i16, i16* %4, align 2
  %19 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %17, i16 %18)
  %20 = extractvalue { i16, i1 } %19, 1
  %21 = extractvalue { i16, i1 } %19, 0
  store i16 %21, i16* %6, align 2
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i16, i16* %3, align 2
  %24 = load i16, i16* %4, align 2
  %25 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %23, i16 %24)
  %26 = extractvalue { i16, i1 } %25, 1
  %27 = extractvalue { i16, i1 } %25, 0
  store i16 %27, i16* %7, align 2
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i16, i16* %3, align 2
  %30 = zext i16 %29 to i32
  %31 = load i16, i16* %4, align 2
  %32 = zext i16 %31 to i32
  %33 = load i16, i16* %5, align 2
  %34 = zext i16 %33 to i32
  %35 = load i32, i32* %8, align 4
  %36 = load i16, i16* %6, align 2
  %37 = zext i16 %36 to i32
  %38 = load i32, i32* %9, align 4
  %39 = load i16, i16* %7, align 2
  %40 = zext i16 %39 to i32
  %41 = load i32, i32* %10, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %35, i32 noundef %37, i32 noundef %38, i32 noundef %40, i32 noundef %41)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %11, i32 %12)
  %14 = extractvalue { i32, i1 } %13, 1
  %15 = extractvalue { i32, i1 } %13, 0
  store i32 %15, i32* %5, align 4
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i32, i32* %3, align 4
  %18 = load i32, i32* %4, align 4
  %19 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %17, i32 %18)
  %20 = extractvalue { i32, i1 } %19, 1
  %21 = extractvalue { i32, i1 } %19, 0
  store i32 %21, i32* %6, align 4
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %3, align 4
  %24 = load i32, i32* %4, align 4
  %25 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %23, i32 %24)
  %26 = extractvalue { i32, i1 } %25, 1
  %27 = extractvalue { i32, i1 } %25, 0
  store i32 %27, i32* %7, align 4
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i32, i32* %3, align 4
  %30 = load i32, i32* %4, align 4
  %31 = load i32, i32* %5, align 4
  %32 = load i32, i32* %8, align 4
  %33 = load i32, i32* %6, align 4
  %34 = load i32, i32* %9, align 4
  %35 = load i32, i32* %7, align 4
  %36 = load i32, i32* %10, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %11, i32 %12)
  %14 = extractvalue { i32, i1 } %13, 1
  %15 = extractvalue { i32, i1 } %13, 0
  store i32 %15, i32* %5, align 4
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i32, i32* %3, align 4
  %18 = load i32, i32* %4, align 4
  %19 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %17, i32 %18)
  %20 = extractvalue { i32, i1 } %19, 1
  %21 = extractvalue { i32, i1 } %19, 0
  store i32 %21, i32* %6, align 4
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %3, align 4
  %24 = load i32, i32* %4, align 4
  %25 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %23, i32 %24)
  %26 = extractvalue { i32, i1 } %25, 1
  %27 = extractvalue { i32, i1 } %25, 0
  store i32 %27, i32* %7, align 4
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i32, i32* %3, align 4
  %30 = load i32, i32* %4, align 4
  %31 = load i32, i32* %5, align 4
  %32 = load i32, i32* %8, align 4
  %33 = load i32, i32* %6, align 4
  %34 = load i32, i32* %9, align 4
  %35 = load i32, i32* %7, align 4
  %36 = load i32, i32* %10, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.7, i64 0, i64 0), i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %11 = load i64, i64* %3, align 8
  %12 = load i64, i64* %4, align 8
  %13 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %11, i64 %12)
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = extractvalue { i64, i1 } %13, 0
  store i64 %15, i64* %5, align 8
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i64, i64* %3, align 8
  %18 = load i64, i64* %4, align 8
  %19 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %17, i64 %18)
  %20 = extractvalue { i64, i1 } %19, 1
  %21 = extractvalue { i64, i1 } %19, 0
  store i64 %21, i64* %6, align 8
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i64, i64* %3, align 8
  %24 = load i64, i64* %4, align 8
  %25 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %23, i64 %24)
  %26 = extractvalue { i64, i1 } %25, 1
  %27 = extractvalue { i64, i1 } %25, 0
  store i64 %27, i64* %7, align 8
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i64, i64* %3, align 8
  %30 = load i64, i64* %4, align 8
  %31 = load i64, i64* %5, align 8
  %32 = load i32, i32* %8, align 4
  %33 = load i64, i64* %6, align 8
  %34 = load i32, i32* %9, align 4
  %35 = load i64, i64* %7, align 8
  %36 = load i32, i32* %10, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.8, i64 0, i64 0), i64 noundef %29, i64 noundef %30, i64 noundef %31, i32 noundef %32, i64 noundef %33, i32 noundef %34, i64 noundef %35, i32 noundef %36)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ov_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %11 = load i64, i64* %3, align 8
  %12 = load i64, i64* %4, align 8
  %13 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %11, i64 %12)
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = extractvalue { i64, i1 } %13, 0
  store i64 %15, i64* %5, align 8
  %16 = zext i1 %14 to i32
  store i32 %16, i32* %8, align 4
  %17 = load i64, i64* %3, align 8
  %18 = load i64, i64* %4, align 8
  %19 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %17, i64 %18)
  %20 = extractvalue { i64, i1 } %19, 1
  %21 = extractvalue { i64, i1 } %19, 0
  store i64 %21, i64* %6, align 8
  %22 = zext i1 %20 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i64, i64* %3, align 8
  %24 = load i64, i64* %4, align 8
  %25 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %23, i64 %24)
  %26 = extractvalue { i64, i1 } %25, 1
  %27 = extractvalue { i64, i1 } %25, 0
  store i64 %27, i64* %7, align 8
  %28 = zext i1 %26 to i32
  store i32 %28, i32* %10, align 4
  %29 = load i64, i64* %3, align 8
  %30 = load i64, i64* %4, align 8
  %31 = load i64, i64* %5, align 8
  %32 = load i32, i32* %8, align 4
  %33 = load i64, i64* %6, align 8
  %34 = load i32, i32* %9, align 4
  %35 = load i64, i64* %7, align 8
  %36 = load i32, i32* %10, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.9, i64 0, i64 0), i64 noundef %29, i64 noundef %30, i64 noundef %31, i32 noundef %32, i64 noundef %33, i32 noundef %34, i64 noundef %35, i32 noundef %36)
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sat_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, i32* %6, align 4
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i32, i32* %4, align 4
  %14 = icmp sgt i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i32 2147483647, i32 -2147483648
  store i32 %16, i32* %3, align 4
  br label %19

17:                                               ; preds = %2
  %18 = load i32, i32* %6, align 4
  store i32 %18, i32* %3, align 4
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i32, i32* %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mixed(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = load i64, i64* %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = zext i32 %7 to i64
  %9 = icmp slt i64 %6, 0
  %10 = sub i64 0, %6
  %11 = select i1 %9, i64 %10, i64 %6
  %12 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %11, i64 %8)
  %13 = extractvalue { i64, i1 } %12, 1
  %14 = extractvalue { i64, i1 } %12, 0
  %15 = zext i1 %9 to i64
  %16 = add i64 2147483647, %15
  %17 = icmp ugt i64 %14, %16
  %18 = or i1 %13, %17
  %19 = sub i64 0, %14
  %20 = select i1 %9, i64 %19, i64 %14
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %5, align 4
  br i1 %18, label %22, label %23

22:                                               ; preds = %2
  br label %25

23:                                               ; preds = %2
  %24 = load i32, i32* %5, align 4
  br label %25

25:                                               ; preds = %23, %22
  %26 = phi i32 [ -1, %22 ], [ %24, %23 ]
  ret i32 %26
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

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
