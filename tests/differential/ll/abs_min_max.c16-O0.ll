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
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 80, i1 false)
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %129, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %132

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  store i64 %13, ptr %4, align 8
  %14 = load i32, ptr %3, align 4
  %15 = mul nsw i32 %14, 3
  %16 = add nsw i32 %15, 1
  %17 = srem i32 %16, 10
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 %18
  %20 = load i64, ptr %19, align 8
  store i64 %20, ptr %5, align 8
  %21 = load i64, ptr %4, align 8
  %22 = load i64, ptr %5, align 8
  %23 = load i64, ptr %4, align 8
  %24 = trunc i64 %23 to i8
  %25 = load i64, ptr %5, align 8
  %26 = trunc i64 %25 to i8
  %27 = call signext i8 @min_i8(i8 noundef signext %24, i8 noundef signext %26)
  %28 = sext i8 %27 to i32
  %29 = load i64, ptr %4, align 8
  %30 = trunc i64 %29 to i8
  %31 = load i64, ptr %5, align 8
  %32 = trunc i64 %31 to i8
  %33 = call signext i8 @max_i8(i8 noundef signext %30, i8 noundef signext %32)
  %34 = sext i8 %33 to i32
  %35 = load i64, ptr %4, align 8
  %36 = trunc i64 %35 to i8
  %37 = load i64, ptr %5, align 8
  %38 = trunc i64 %37 to i8
  %39 = call zeroext i8 @min_u8(i8 noundef zeroext %36, i8 noundef zeroext %38)
  %40 = zext i8 %39 to i32
  %41 = load i64, ptr %4, align 8
  %42 = trunc i64 %41 to i8
  %43 = load i64, ptr %5, align 8
  %44 = trunc i64 %43 to i8
  %45 = call zeroext i8 @max_u8(i8 noundef zeroext %42, i8 noundef zeroext %44)
  %46 = zext i8 %45 to i32
  %47 = load i64, ptr %4, align 8
  %48 = trunc i64 %47 to i16
  %49 = load i64, ptr %5, align 8
  %50 = trunc i64 %49 to i16
  %51 = call signext i16 @min_i16(i16 noundef signext %48, i16 noundef signext %50)
  %52 = sext i16 %51 to i32
  %53 = load i64, ptr %4, align 8
  %54 = trunc i64 %53 to i16
  %55 = load i64, ptr %5, align 8
  %56 = trunc i64 %55 to i16
  %57 = call signext i16 @max_i16(i16 noundef signext %54, i16 noundef signext %56)
  %58 = sext i16 %57 to i32
  %59 = load i64, ptr %4, align 8
  %60 = trunc i64 %59 to i16
  %61 = load i64, ptr %5, align 8
  %62 = trunc i64 %61 to i16
  %63 = call zeroext i16 @min_u16(i16 noundef zeroext %60, i16 noundef zeroext %62)
  %64 = zext i16 %63 to i32
  %65 = load i64, ptr %4, align 8
  %66 = trunc i64 %65 to i16
  %67 = load i64, ptr %5, align 8
  %68 = trunc i64 %67 to i16
  %69 = call zeroext i16 @max_u16(i16 noundef zeroext %66, i16 noundef zeroext %68)
  %70 = zext i16 %69 to i32
  %71 = load i64, ptr %4, align 8
  %72 = trunc i64 %71 to i32
  %73 = load i64, ptr %5, align 8
  %74 = trunc i64 %73 to i32
  %75 = call i32 @min_i32(i32 noundef %72, i32 noundef %74)
  %76 = load i64, ptr %4, align 8
  %77 = trunc i64 %76 to i32
  %78 = load i64, ptr %5, align 8
  %79 = trunc i64 %78 to i32
  %80 = call i32 @max_i32(i32 noundef %77, i32 noundef %79)
  %81 = load i64, ptr %4, align 8
  %82 = trunc i64 %81 to i32
  %83 = load i64, ptr %5, align 8
  %84 = trunc i64 %83 to i32
  %85 = call i32 @min_u32(i32 noundef %82, i32 noundef %84)
  %86 = load i64, ptr %4, align 8
  %87 = trunc i64 %86 to i32
  %88 = load i64, ptr %5, align 8
  %89 = trunc i64 %88 to i32
  %90 = call i32 @max_u32(i32 noundef %87, i32 noundef %89)
  %91 = load i64, ptr %4, align 8
  %92 = load i64, ptr %5, align 8
  %93 = call i64 @min_i64(i64 noundef %91, i64 noundef %92)
  %94 = load i64, ptr %4, align 8
  %95 = load i64, ptr %5, align 8
  %96 = call i64 @max_i64(i64 noundef %94, i64 noundef %95)
  %97 = load i64, ptr %4, align 8
  %98 = load i64, ptr %5, align 8
  %99 = call i64 @min_u64(i64 noundef %97, i64 noundef %98)
  %100 = load i64, ptr %4, align 8
  %101 = load i64, ptr %5, align 8
  %102 = call i64 @max_u64(i64 noundef %100, i64 noundef %101)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %21, i64 noundef %22, i32 noundef %28, i32 noundef %34, i32 noundef %40, i32 noundef %46, i32 noundef %52, i32 noundef %58, i32 noundef %64, i32 noundef %70, i32 noundef %75, i32 noundef %80, i32 noundef %85, i32 noundef %90, i64 noundef %93, i64 noundef %96, i64 noundef %99, i64 noundef %102)
  %104 = load i64, ptr %4, align 8
  %105 = srem i64 %104, 100000
  %106 = trunc i64 %105 to i32
  %107 = call i32 @abs(i32 noundef %106) #4
  %108 = load i64, ptr %4, align 8
  %109 = call i64 @labs(i64 noundef %108) #4
  %110 = load i64, ptr %4, align 8
  %111 = mul nsw i64 %110, 3
  %112 = call i64 @llabs(i64 noundef %111) #4
  %113 = load i64, ptr %4, align 8
  %114 = sdiv i64 %113, 3
  %115 = trunc i64 %114 to i32
  %116 = call i32 @iabs_manual(i32 noundef %115)
  %117 = load i64, ptr %4, align 8
  %118 = srem i64 %117, 100000
  %119 = trunc i64 %118 to i32
  %120 = call i32 @clamp(i32 noundef %119, i32 noundef -100, i32 noundef 150)
  %121 = load i64, ptr %4, align 8
  %122 = srem i64 %121, 100000
  %123 = trunc i64 %122 to i32
  %124 = call zeroext i8 @clamp_u8(i32 noundef %123)
  %125 = zext i8 %124 to i32
  %126 = load i64, ptr %4, align 8
  %127 = call i32 @sign(i64 noundef %126)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %107, i64 noundef %109, i64 noundef %112, i32 noundef %116, i32 noundef %120, i32 noundef %125, i32 noundef %127)
  br label %129

129:                                              ; preds = %9
  %130 = load i32, ptr %3, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %3, align 4
  br label %6, !llvm.loop !6

132:                                              ; preds = %6
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @min_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
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
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
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
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
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
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
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
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
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
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
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
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
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
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
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
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @min_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp slt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp sgt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @min_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @abs(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare i64 @labs(i64 noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare i64 @llabs(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iabs_manual(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sub nsw i32 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
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
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
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
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp sgt i32 %7, 255
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %12

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
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
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp sgt i64 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i64, ptr %2, align 8
  %7 = icmp slt i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) }

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
