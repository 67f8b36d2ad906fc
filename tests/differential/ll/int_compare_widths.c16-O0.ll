; ModuleID = 'tests/differential/src/int_compare_widths.c'
source_filename = "tests/differential/src/int_compare_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 -128, i64 128, i64 255, i64 32767, i64 -32768, i64 65535, i64 2147483647, i64 -2147483648, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [19 x i8] c"compare hash %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"%ld: %d %u %d widen %ld %lu zero %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"i8 -1 vs 1: %02x u8: %02x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 120, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %85, %0
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 15
  br i1 %11, label %12, label %88

12:                                               ; preds = %9
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %81, %12
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 15
  br i1 %15, label %16, label %84

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %18
  %20 = load i64, ptr %19, align 8
  store i64 %20, ptr %6, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8
  store i64 %24, ptr %7, align 8
  %25 = load i32, ptr %3, align 4
  %26 = mul i32 %25, 33
  %27 = load i64, ptr %6, align 8
  %28 = trunc i64 %27 to i8
  %29 = load i64, ptr %7, align 8
  %30 = trunc i64 %29 to i8
  %31 = call i32 @cmp_i8(i8 noundef signext %28, i8 noundef signext %30)
  %32 = load i64, ptr %6, align 8
  %33 = trunc i64 %32 to i8
  %34 = load i64, ptr %7, align 8
  %35 = trunc i64 %34 to i8
  %36 = call i32 @cmp_u8(i8 noundef zeroext %33, i8 noundef zeroext %35)
  %37 = shl i32 %36, 6
  %38 = or i32 %31, %37
  %39 = add i32 %26, %38
  store i32 %39, ptr %3, align 4
  %40 = load i32, ptr %3, align 4
  %41 = mul i32 %40, 33
  %42 = load i64, ptr %6, align 8
  %43 = trunc i64 %42 to i16
  %44 = load i64, ptr %7, align 8
  %45 = trunc i64 %44 to i16
  %46 = call i32 @cmp_i16(i16 noundef signext %43, i16 noundef signext %45)
  %47 = load i64, ptr %6, align 8
  %48 = trunc i64 %47 to i16
  %49 = load i64, ptr %7, align 8
  %50 = trunc i64 %49 to i16
  %51 = call i32 @cmp_u16(i16 noundef zeroext %48, i16 noundef zeroext %50)
  %52 = shl i32 %51, 6
  %53 = or i32 %46, %52
  %54 = add i32 %41, %53
  store i32 %54, ptr %3, align 4
  %55 = load i32, ptr %3, align 4
  %56 = mul i32 %55, 33
  %57 = load i64, ptr %6, align 8
  %58 = trunc i64 %57 to i32
  %59 = load i64, ptr %7, align 8
  %60 = trunc i64 %59 to i32
  %61 = call i32 @cmp_i32(i32 noundef %58, i32 noundef %60)
  %62 = load i64, ptr %6, align 8
  %63 = trunc i64 %62 to i32
  %64 = load i64, ptr %7, align 8
  %65 = trunc i64 %64 to i32
  %66 = call i32 @cmp_u32(i32 noundef %63, i32 noundef %65)
  %67 = shl i32 %66, 6
  %68 = or i32 %61, %67
  %69 = add i32 %56, %68
  store i32 %69, ptr %3, align 4
  %70 = load i32, ptr %3, align 4
  %71 = mul i32 %70, 33
  %72 = load i64, ptr %6, align 8
  %73 = load i64, ptr %7, align 8
  %74 = call i32 @cmp_i64(i64 noundef %72, i64 noundef %73)
  %75 = load i64, ptr %6, align 8
  %76 = load i64, ptr %7, align 8
  %77 = call i32 @cmp_u64(i64 noundef %75, i64 noundef %76)
  %78 = shl i32 %77, 6
  %79 = or i32 %74, %78
  %80 = add i32 %71, %79
  store i32 %80, ptr %3, align 4
  br label %81

81:                                               ; preds = %16
  %82 = load i32, ptr %5, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %5, align 4
  br label %13, !llvm.loop !6

84:                                               ; preds = %13
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %4, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %4, align 4
  br label %9, !llvm.loop !8

88:                                               ; preds = %9
  %89 = load i32, ptr %3, align 4
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %89)
  store i32 0, ptr %8, align 4
  br label %91

91:                                               ; preds = %154, %88
  %92 = load i32, ptr %8, align 4
  %93 = icmp slt i32 %92, 15
  br i1 %93, label %94, label %157

94:                                               ; preds = %91
  %95 = load i32, ptr %8, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8
  %99 = load i32, ptr %8, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8
  %103 = call signext i8 @narrow8(i64 noundef %102)
  %104 = sext i8 %103 to i32
  %105 = load i32, ptr %8, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  %109 = call zeroext i16 @narrow16(i64 noundef %108)
  %110 = zext i16 %109 to i32
  %111 = load i32, ptr %8, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %112
  %114 = load i64, ptr %113, align 8
  %115 = call i32 @narrow32(i64 noundef %114)
  %116 = load i32, ptr %8, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %117
  %119 = load i64, ptr %118, align 8
  %120 = trunc i64 %119 to i8
  %121 = load i32, ptr %8, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %122
  %124 = load i64, ptr %123, align 8
  %125 = trunc i64 %124 to i16
  %126 = load i32, ptr %8, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %127
  %129 = load i64, ptr %128, align 8
  %130 = trunc i64 %129 to i32
  %131 = call i64 @widen_s(i8 noundef signext %120, i16 noundef signext %125, i32 noundef %130)
  %132 = load i32, ptr %8, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8
  %136 = trunc i64 %135 to i8
  %137 = load i32, ptr %8, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %138
  %140 = load i64, ptr %139, align 8
  %141 = trunc i64 %140 to i16
  %142 = load i32, ptr %8, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %143
  %145 = load i64, ptr %144, align 8
  %146 = trunc i64 %145 to i32
  %147 = call i64 @widen_u(i8 noundef zeroext %136, i16 noundef zeroext %141, i32 noundef %146)
  %148 = load i32, ptr %8, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [15 x i64], ptr %2, i64 0, i64 %149
  %151 = load i64, ptr %150, align 8
  %152 = call i32 @cmp_zero(i64 noundef %151)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %98, i32 noundef %104, i32 noundef %110, i32 noundef %115, i64 noundef %131, i64 noundef %147, i32 noundef %152)
  br label %154

154:                                              ; preds = %94
  %155 = load i32, ptr %8, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %8, align 4
  br label %91, !llvm.loop !9

157:                                              ; preds = %91
  %158 = call i32 @cmp_i8(i8 noundef signext -1, i8 noundef signext 1)
  %159 = call i32 @cmp_u8(i8 noundef zeroext -1, i8 noundef zeroext 1)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %158, i32 noundef %159)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i8, ptr %3, align 1
  %20 = sext i8 %19 to i32
  %21 = load i8, ptr %4, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i8, ptr %3, align 1
  %28 = sext i8 %27 to i32
  %29 = load i8, ptr %4, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i8, ptr %3, align 1
  %36 = sext i8 %35 to i32
  %37 = load i8, ptr %4, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i8, ptr %3, align 1
  %44 = sext i8 %43 to i32
  %45 = load i8, ptr %4, align 1
  %46 = sext i8 %45 to i32
  %47 = icmp ne i32 %44, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i8, ptr %4, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i8, ptr %3, align 1
  %20 = zext i8 %19 to i32
  %21 = load i8, ptr %4, align 1
  %22 = zext i8 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i8, ptr %3, align 1
  %28 = zext i8 %27 to i32
  %29 = load i8, ptr %4, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i8, ptr %3, align 1
  %36 = zext i8 %35 to i32
  %37 = load i8, ptr %4, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i8, ptr %3, align 1
  %44 = zext i8 %43 to i32
  %45 = load i8, ptr %4, align 1
  %46 = zext i8 %45 to i32
  %47 = icmp ne i32 %44, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_i16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i16, ptr %3, align 2
  %20 = sext i16 %19 to i32
  %21 = load i16, ptr %4, align 2
  %22 = sext i16 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i16, ptr %3, align 2
  %28 = sext i16 %27 to i32
  %29 = load i16, ptr %4, align 2
  %30 = sext i16 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i16, ptr %3, align 2
  %36 = sext i16 %35 to i32
  %37 = load i16, ptr %4, align 2
  %38 = sext i16 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i16, ptr %3, align 2
  %44 = sext i16 %43 to i32
  %45 = load i16, ptr %4, align 2
  %46 = sext i16 %45 to i32
  %47 = icmp ne i32 %44, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = zext i16 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i16, ptr %3, align 2
  %20 = zext i16 %19 to i32
  %21 = load i16, ptr %4, align 2
  %22 = zext i16 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i16, ptr %3, align 2
  %28 = zext i16 %27 to i32
  %29 = load i16, ptr %4, align 2
  %30 = zext i16 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i16, ptr %3, align 2
  %36 = zext i16 %35 to i32
  %37 = load i16, ptr %4, align 2
  %38 = zext i16 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i16, ptr %3, align 2
  %44 = zext i16 %43 to i32
  %45 = load i16, ptr %4, align 2
  %46 = zext i16 %45 to i32
  %47 = icmp ne i32 %44, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp sle i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp sgt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = icmp sge i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp eq i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp ne i32 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp ule i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp ugt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = icmp uge i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp eq i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp ne i32 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp slt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp sle i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %4, align 8
  %17 = icmp sgt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %4, align 8
  %23 = icmp sge i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i64, ptr %3, align 8
  %28 = load i64, ptr %4, align 8
  %29 = icmp eq i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i64, ptr %3, align 8
  %34 = load i64, ptr %4, align 8
  %35 = icmp ne i64 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ult i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ule i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %4, align 8
  %17 = icmp ugt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %4, align 8
  %23 = icmp uge i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i64, ptr %3, align 8
  %28 = load i64, ptr %4, align 8
  %29 = icmp eq i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i64, ptr %3, align 8
  %34 = load i64, ptr %4, align 8
  %35 = icmp ne i64 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @narrow8(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @narrow16(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @narrow32(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_s(i8 noundef signext %0, i16 noundef signext %1, i32 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i8 %0, ptr %4, align 1
  store i16 %1, ptr %5, align 2
  store i32 %2, ptr %6, align 4
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i64
  %9 = load i16, ptr %5, align 2
  %10 = sext i16 %9 to i64
  %11 = mul nsw i64 %10, 3
  %12 = add nsw i64 %8, %11
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %12, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_u(i8 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i8 %0, ptr %4, align 1
  store i16 %1, ptr %5, align 2
  store i32 %2, ptr %6, align 4
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i64
  %9 = load i16, ptr %5, align 2
  %10 = zext i16 %9 to i64
  %11 = mul i64 %10, 3
  %12 = add i64 %8, %11
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = add i64 %12, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_zero(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp slt i64 %3, 0
  %5 = zext i1 %4 to i32
  %6 = mul nsw i32 %5, 4
  %7 = load i64, ptr %2, align 8
  %8 = icmp eq i64 %7, 0
  %9 = zext i1 %8 to i32
  %10 = mul nsw i32 %9, 2
  %11 = add nsw i32 %6, %10
  %12 = load i64, ptr %2, align 8
  %13 = icmp sgt i64 %12, 0
  %14 = zext i1 %13 to i32
  %15 = add nsw i32 %11, %14
  ret i32 %15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
