; ModuleID = 'tests/differential/src/abs_min_max.c'
source_filename = "tests/differential/src/abs_min_max.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [10 x i64] [i64 0, i64 5, i64 -5, i64 127, i64 -128, i64 200, i64 40000, i64 -40000, i64 3000000000, i64 -3000000000], align 16
@.str = private unnamed_addr constant [92 x i8] c"%ld %ld: i8 %d %d u8 %u %u i16 %d %d u16 %u %u i32 %d %d u32 %u %u i64 %ld %ld u64 %lu %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [68 x i8] c"  abs %d labs %ld llabs %lld manual %d clamp %d clampu8 %u sign %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %6 = bitcast [10 x i64]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %6, i8* align 16 bitcast ([10 x i64]* @__const.main.v to i8*), i64 80, i1 false)
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %130, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %133

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [10 x i64], [10 x i64]* %2, i64 0, i64 %12
  %14 = load i64, i64* %13, align 8
  store i64 %14, i64* %4, align 8
  %15 = load i32, i32* %3, align 4
  %16 = mul nsw i32 %15, 3
  %17 = add nsw i32 %16, 1
  %18 = srem i32 %17, 10
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [10 x i64], [10 x i64]* %2, i64 0, i64 %19
  %21 = load i64, i64* %20, align 8
  store i64 %21, i64* %5, align 8
  %22 = load i64, i64* %4, align 8
  %23 = load i64, i64* %5, align 8
  %24 = load i64, i64* %4, align 8
  %25 = trunc i64 %24 to i8
  %26 = load i64, i64* %5, align 8
  %27 = trunc i64 %26 to i8
  %28 = call signext i8 @min_i8(i8 noundef signext %25, i8 noundef signext %27)
  %29 = sext i8 %28 to i32
  %30 = load i64, i64* %4, align 8
  %31 = trunc i64 %30 to i8
  %32 = load i64, i64* %5, align 8
  %33 = trunc i64 %32 to i8
  %34 = call signext i8 @max_i8(i8 noundef signext %31, i8 noundef signext %33)
  %35 = sext i8 %34 to i32
  %36 = load i64, i64* %4, align 8
  %37 = trunc i64 %36 to i8
  %38 = load i64, i64* %5, align 8
  %39 = trunc i64 %38 to i8
  %40 = call zeroext i8 @min_u8(i8 noundef zeroext %37, i8 noundef zeroext %39)
  %41 = zext i8 %40 to i32
  %42 = load i64, i64* %4, align 8
  %43 = trunc i64 %42 to i8
  %44 = load i64, i64* %5, align 8
  %45 = trunc i64 %44 to i8
  %46 = call zeroext i8 @max_u8(i8 noundef zeroext %43, i8 noundef zeroext %45)
  %47 = zext i8 %46 to i32
  %48 = load i64, i64* %4, align 8
  %49 = trunc i64 %48 to i16
  %50 = load i64, i64* %5, align 8
  %51 = trunc i64 %50 to i16
  %52 = call signext i16 @min_i16(i16 noundef signext %49, i16 noundef signext %51)
  %53 = sext i16 %52 to i32
  %54 = load i64, i64* %4, align 8
  %55 = trunc i64 %54 to i16
  %56 = load i64, i64* %5, align 8
  %57 = trunc i64 %56 to i16
  %58 = call signext i16 @max_i16(i16 noundef signext %55, i16 noundef signext %57)
  %59 = sext i16 %58 to i32
  %60 = load i64, i64* %4, align 8
  %61 = trunc i64 %60 to i16
  %62 = load i64, i64* %5, align 8
  %63 = trunc i64 %62 to i16
  %64 = call zeroext i16 @min_u16(i16 noundef zeroext %61, i16 noundef zeroext %63)
  %65 = zext i16 %64 to i32
  %66 = load i64, i64* %4, align 8
  %67 = trunc i64 %66 to i16
  %68 = load i64, i64* %5, align 8
  %69 = trunc i64 %68 to i16
  %70 = call zeroext i16 @max_u16(i16 noundef zeroext %67, i16 noundef zeroext %69)
  %71 = zext i16 %70 to i32
  %72 = load i64, i64* %4, align 8
  %73 = trunc i64 %72 to i32
  %74 = load i64, i64* %5, align 8
  %75 = trunc i64 %74 to i32
  %76 = call i32 @min_i32(i32 noundef %73, i32 noundef %75)
  %77 = load i64, i64* %4, align 8
  %78 = trunc i64 %77 to i32
  %79 = load i64, i64* %5, align 8
  %80 = trunc i64 %79 to i32
  %81 = call i32 @max_i32(i32 noundef %78, i32 noundef %80)
  %82 = load i64, i64* %4, align 8
  %83 = trunc i64 %82 to i32
  %84 = load i64, i64* %5, align 8
  %85 = trunc i64 %84 to i32
  %86 = call i32 @min_u32(i32 noundef %83, i32 noundef %85)
  %87 = load i64, i64* %4, align 8
  %88 = trunc i64 %87 to i32
  %89 = load i64, i64* %5, align 8
  %90 = trunc i64 %89 to i32
  %91 = call i32 @max_u32(i32 noundef %88, i32 noundef %90)
  %92 = load i64, i64* %4, align 8
  %93 = load i64, i64* %5, align 8
  %94 = call i64 @min_i64(i64 noundef %92, i64 noundef %93)
  %95 = load i64, i64* %4, align 8
  %96 = load i64, i64* %5, align 8
  %97 = call i64 @max_i64(i64 noundef %95, i64 noundef %96)
  %98 = load i64, i64* %4, align 8
  %99 = load i64, i64* %5, align 8
  %100 = call i64 @min_u64(i64 noundef %98, i64 noundef %99)
  %101 = load i64, i64* %4, align 8
  %102 = load i64, i64* %5, align 8
  %103 = call i64 @max_u64(i64 noundef %101, i64 noundef %102)
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([92 x i8], [92 x i8]* @.str, i64 0, i64 0), i64 noundef %22, i64 noundef %23, i32 noundef %29, i32 noundef %35, i32 noundef %41, i32 noundef %47, i32 noundef %53, i32 noundef %59, i32 noundef %65, i32 noundef %71, i32 noundef %76, i32 noundef %81, i32 noundef %86, i32 noundef %91, i64 noundef %94, i64 noundef %97, i64 noundef %100, i64 noundef %103)
  %105 = load i64, i64* %4, align 8
  %106 = srem i64 %105, 100000
  %107 = trunc i64 %106 to i32
  %108 = call i32 @abs(i32 noundef %107) #4
  %109 = load i64, i64* %4, align 8
  %110 = call i64 @labs(i64 noundef %109) #4
  %111 = load i64, i64* %4, align 8
  %112 = mul nsw i64 %111, 3
  %113 = call i64 @llabs(i64 noundef %112) #4
  %114 = load i64, i64* %4, align 8
  %115 = sdiv i64 %114, 3
  %116 = trunc i64 %115 to i32
  %117 = call i32 @iabs_manual(i32 noundef %116)
  %118 = load i64, i64* %4, align 8
  %119 = srem i64 %118, 100000
  %120 = trunc i64 %119 to i32
  %121 = call i32 @clamp(i32 noundef %120, i32 noundef -100, i32 noundef 150)
  %122 = load i64, i64* %4, align 8
  %123 = srem i64 %122, 100000
  %124 = trunc i64 %123 to i32
  %125 = call zeroext i8 @clamp_u8(i32 noundef %124)
  %126 = zext i8 %125 to i32
  %127 = load i64, i64* %4, align 8
  %128 = call i32 @sign(i64 noundef %127)
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([68 x i8], [68 x i8]* @.str.1, i64 0, i64 0), i32 noundef %108, i64 noundef %110, i64 noundef %113, i32 noundef %117, i32 noundef %121, i32 noundef %126, i32 noundef %128)
  br label %130

130:                                              ; preds = %10
  %131 = load i32, i32* %3, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, i32* %3, align 4
  br label %7, !llvm.loop !6

133:                                              ; preds = %7
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @min_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, i8* %4, align 1
  %15 = sext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @max_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, i8* %4, align 1
  %15 = sext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @min_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, i8* %4, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @max_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, i8* %4, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @min_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, i16* %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @max_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, i16* %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @min_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, i16* %4, align 2
  %15 = zext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @max_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, i16* %4, align 2
  %15 = zext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @min_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp slt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, i64* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp sgt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, i64* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @min_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, i64* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, i64* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare i64 @llabs(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iabs_manual(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  %7 = sub nsw i32 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, i32* %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, i32* %4, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, i32* %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @clamp_u8(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = icmp sgt i32 %7, 255
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %12

10:                                               ; preds = %6
  %11 = load i32, i32* %2, align 4
  br label %12

12:                                               ; preds = %10, %9
  %13 = phi i32 [ 255, %9 ], [ %11, %10 ]
  br label %14

14:                                               ; preds = %12, %5
  %15 = phi i32 [ 0, %5 ], [ %13, %12 ]
  %16 = trunc i32 %15 to i8
  ret i8 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sign(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp sgt i64 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i64, i64* %2, align 8
  %7 = icmp slt i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn }

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
