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
  store i32 0, i32* %1, align 4
  %9 = bitcast [15 x i64]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %9, i8* align 16 bitcast ([15 x i64]* @__const.main.v to i8*), i64 120, i1 false)
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %10

10:                                               ; preds = %86, %0
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 15
  br i1 %12, label %13, label %89

13:                                               ; preds = %10
  store i32 0, i32* %5, align 4
  br label %14

14:                                               ; preds = %82, %13
  %15 = load i32, i32* %5, align 4
  %16 = icmp slt i32 %15, 15
  br i1 %16, label %17, label %85

17:                                               ; preds = %14
  %18 = load i32, i32* %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %19
  %21 = load i64, i64* %20, align 8
  store i64 %21, i64* %6, align 8
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %23
  %25 = load i64, i64* %24, align 8
  store i64 %25, i64* %7, align 8
  %26 = load i32, i32* %3, align 4
  %27 = mul i32 %26, 33
  %28 = load i64, i64* %6, align 8
  %29 = trunc i64 %28 to i8
  %30 = load i64, i64* %7, align 8
  %31 = trunc i64 %30 to i8
  %32 = call i32 @cmp_i8(i8 noundef signext %29, i8 noundef signext %31)
  %33 = load i64, i64* %6, align 8
  %34 = trunc i64 %33 to i8
  %35 = load i64, i64* %7, align 8
  %36 = trunc i64 %35 to i8
  %37 = call i32 @cmp_u8(i8 noundef zeroext %34, i8 noundef zeroext %36)
  %38 = shl i32 %37, 6
  %39 = or i32 %32, %38
  %40 = add i32 %27, %39
  store i32 %40, i32* %3, align 4
  %41 = load i32, i32* %3, align 4
  %42 = mul i32 %41, 33
  %43 = load i64, i64* %6, align 8
  %44 = trunc i64 %43 to i16
  %45 = load i64, i64* %7, align 8
  %46 = trunc i64 %45 to i16
  %47 = call i32 @cmp_i16(i16 noundef signext %44, i16 noundef signext %46)
  %48 = load i64, i64* %6, align 8
  %49 = trunc i64 %48 to i16
  %50 = load i64, i64* %7, align 8
  %51 = trunc i64 %50 to i16
  %52 = call i32 @cmp_u16(i16 noundef zeroext %49, i16 noundef zeroext %51)
  %53 = shl i32 %52, 6
  %54 = or i32 %47, %53
  %55 = add i32 %42, %54
  store i32 %55, i32* %3, align 4
  %56 = load i32, i32* %3, align 4
  %57 = mul i32 %56, 33
  %58 = load i64, i64* %6, align 8
  %59 = trunc i64 %58 to i32
  %60 = load i64, i64* %7, align 8
  %61 = trunc i64 %60 to i32
  %62 = call i32 @cmp_i32(i32 noundef %59, i32 noundef %61)
  %63 = load i64, i64* %6, align 8
  %64 = trunc i64 %63 to i32
  %65 = load i64, i64* %7, align 8
  %66 = trunc i64 %65 to i32
  %67 = call i32 @cmp_u32(i32 noundef %64, i32 noundef %66)
  %68 = shl i32 %67, 6
  %69 = or i32 %62, %68
  %70 = add i32 %57, %69
  store i32 %70, i32* %3, align 4
  %71 = load i32, i32* %3, align 4
  %72 = mul i32 %71, 33
  %73 = load i64, i64* %6, align 8
  %74 = load i64, i64* %7, align 8
  %75 = call i32 @cmp_i64(i64 noundef %73, i64 noundef %74)
  %76 = load i64, i64* %6, align 8
  %77 = load i64, i64* %7, align 8
  %78 = call i32 @cmp_u64(i64 noundef %76, i64 noundef %77)
  %79 = shl i32 %78, 6
  %80 = or i32 %75, %79
  %81 = add i32 %72, %80
  store i32 %81, i32* %3, align 4
  br label %82

82:                                               ; preds = %17
  %83 = load i32, i32* %5, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %5, align 4
  br label %14, !llvm.loop !6

85:                                               ; preds = %14
  br label %86

86:                                               ; preds = %85
  %87 = load i32, i32* %4, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %4, align 4
  br label %10, !llvm.loop !8

89:                                               ; preds = %10
  %90 = load i32, i32* %3, align 4
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %90)
  store i32 0, i32* %8, align 4
  br label %92

92:                                               ; preds = %155, %89
  %93 = load i32, i32* %8, align 4
  %94 = icmp slt i32 %93, 15
  br i1 %94, label %95, label %158

95:                                               ; preds = %92
  %96 = load i32, i32* %8, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %97
  %99 = load i64, i64* %98, align 8
  %100 = load i32, i32* %8, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %101
  %103 = load i64, i64* %102, align 8
  %104 = call signext i8 @narrow8(i64 noundef %103)
  %105 = sext i8 %104 to i32
  %106 = load i32, i32* %8, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %107
  %109 = load i64, i64* %108, align 8
  %110 = call zeroext i16 @narrow16(i64 noundef %109)
  %111 = zext i16 %110 to i32
  %112 = load i32, i32* %8, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %113
  %115 = load i64, i64* %114, align 8
  %116 = call i32 @narrow32(i64 noundef %115)
  %117 = load i32, i32* %8, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %118
  %120 = load i64, i64* %119, align 8
  %121 = trunc i64 %120 to i8
  %122 = load i32, i32* %8, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %123
  %125 = load i64, i64* %124, align 8
  %126 = trunc i64 %125 to i16
  %127 = load i32, i32* %8, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %128
  %130 = load i64, i64* %129, align 8
  %131 = trunc i64 %130 to i32
  %132 = call i64 @widen_s(i8 noundef signext %121, i16 noundef signext %126, i32 noundef %131)
  %133 = load i32, i32* %8, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %134
  %136 = load i64, i64* %135, align 8
  %137 = trunc i64 %136 to i8
  %138 = load i32, i32* %8, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %139
  %141 = load i64, i64* %140, align 8
  %142 = trunc i64 %141 to i16
  %143 = load i32, i32* %8, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %144
  %146 = load i64, i64* %145, align 8
  %147 = trunc i64 %146 to i32
  %148 = call i64 @widen_u(i8 noundef zeroext %137, i16 noundef zeroext %142, i32 noundef %147)
  %149 = load i32, i32* %8, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [15 x i64], [15 x i64]* %2, i64 0, i64 %150
  %152 = load i64, i64* %151, align 8
  %153 = call i32 @cmp_zero(i64 noundef %152)
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.1, i64 0, i64 0), i64 noundef %99, i32 noundef %105, i32 noundef %111, i32 noundef %116, i64 noundef %132, i64 noundef %148, i32 noundef %153)
  br label %155

155:                                              ; preds = %95
  %156 = load i32, i32* %8, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %8, align 4
  br label %92, !llvm.loop !9

158:                                              ; preds = %92
  %159 = call i32 @cmp_i8(i8 noundef signext -1, i8 noundef signext 1)
  %160 = call i32 @cmp_u8(i8 noundef zeroext -1, i8 noundef zeroext 1)
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i32 noundef %159, i32 noundef %160)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_i8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i8, i8* %3, align 1
  %12 = sext i8 %11 to i32
  %13 = load i8, i8* %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i8, i8* %3, align 1
  %20 = sext i8 %19 to i32
  %21 = load i8, i8* %4, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i8, i8* %3, align 1
  %28 = sext i8 %27 to i32
  %29 = load i8, i8* %4, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i8, i8* %3, align 1
  %36 = sext i8 %35 to i32
  %37 = load i8, i8* %4, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i8, i8* %3, align 1
  %44 = sext i8 %43 to i32
  %45 = load i8, i8* %4, align 1
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
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i8, i8* %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i8, i8* %4, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i8, i8* %3, align 1
  %20 = zext i8 %19 to i32
  %21 = load i8, i8* %4, align 1
  %22 = zext i8 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i8, i8* %3, align 1
  %28 = zext i8 %27 to i32
  %29 = load i8, i8* %4, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i8, i8* %3, align 1
  %36 = zext i8 %35 to i32
  %37 = load i8, i8* %4, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i8, i8* %3, align 1
  %44 = zext i8 %43 to i32
  %45 = load i8, i8* %4, align 1
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
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i16, i16* %3, align 2
  %12 = sext i16 %11 to i32
  %13 = load i16, i16* %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i16, i16* %3, align 2
  %20 = sext i16 %19 to i32
  %21 = load i16, i16* %4, align 2
  %22 = sext i16 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i16, i16* %3, align 2
  %28 = sext i16 %27 to i32
  %29 = load i16, i16* %4, align 2
  %30 = sext i16 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i16, i16* %3, align 2
  %36 = sext i16 %35 to i32
  %37 = load i16, i16* %4, align 2
  %38 = sext i16 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i16, i16* %3, align 2
  %44 = sext i16 %43 to i32
  %45 = load i16, i16* %4, align 2
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
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i16, i16* %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i16, i16* %4, align 2
  %14 = zext i16 %13 to i32
  %15 = icmp sle i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i16, i16* %3, align 2
  %20 = zext i16 %19 to i32
  %21 = load i16, i16* %4, align 2
  %22 = zext i16 %21 to i32
  %23 = icmp sgt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i16, i16* %3, align 2
  %28 = zext i16 %27 to i32
  %29 = load i16, i16* %4, align 2
  %30 = zext i16 %29 to i32
  %31 = icmp sge i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i16, i16* %3, align 2
  %36 = zext i16 %35 to i32
  %37 = load i16, i16* %4, align 2
  %38 = zext i16 %37 to i32
  %39 = icmp eq i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i16, i16* %3, align 2
  %44 = zext i16 %43 to i32
  %45 = load i16, i16* %4, align 2
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
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp sle i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i32, i32* %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp sgt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, i32* %3, align 4
  %22 = load i32, i32* %4, align 4
  %23 = icmp sge i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, i32* %3, align 4
  %28 = load i32, i32* %4, align 4
  %29 = icmp eq i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, i32* %3, align 4
  %34 = load i32, i32* %4, align 4
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
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ult i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp ule i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i32, i32* %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp ugt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, i32* %3, align 4
  %22 = load i32, i32* %4, align 4
  %23 = icmp uge i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, i32* %3, align 4
  %28 = load i32, i32* %4, align 4
  %29 = icmp eq i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, i32* %3, align 4
  %34 = load i32, i32* %4, align 4
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
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp slt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, i64* %3, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp sle i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i64, i64* %3, align 8
  %16 = load i64, i64* %4, align 8
  %17 = icmp sgt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i64, i64* %3, align 8
  %22 = load i64, i64* %4, align 8
  %23 = icmp sge i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i64, i64* %3, align 8
  %28 = load i64, i64* %4, align 8
  %29 = icmp eq i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i64, i64* %3, align 8
  %34 = load i64, i64* %4, align 8
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
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp ult i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, i64* %3, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp ule i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i64, i64* %3, align 8
  %16 = load i64, i64* %4, align 8
  %17 = icmp ugt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i64, i64* %3, align 8
  %22 = load i64, i64* %4, align 8
  %23 = icmp uge i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i64, i64* %3, align 8
  %28 = load i64, i64* %4, align 8
  %29 = icmp eq i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i64, i64* %3, align 8
  %34 = load i64, i64* %4, align 8
  %35 = icmp ne i64 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @narrow8(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = trunc i64 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @narrow16(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = trunc i64 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @narrow32(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_s(i8 noundef signext %0, i16 noundef signext %1, i32 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  store i16 %1, i16* %5, align 2
  store i32 %2, i32* %6, align 4
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i64
  %9 = load i16, i16* %5, align 2
  %10 = sext i16 %9 to i64
  %11 = mul nsw i64 %10, 3
  %12 = add nsw i64 %8, %11
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %12, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_u(i8 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  store i16 %1, i16* %5, align 2
  store i32 %2, i32* %6, align 4
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i64
  %9 = load i16, i16* %5, align 2
  %10 = zext i16 %9 to i64
  %11 = mul i64 %10, 3
  %12 = add i64 %8, %11
  %13 = load i32, i32* %6, align 4
  %14 = zext i32 %13 to i64
  %15 = add i64 %12, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_zero(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp slt i64 %3, 0
  %5 = zext i1 %4 to i32
  %6 = mul nsw i32 %5, 4
  %7 = load i64, i64* %2, align 8
  %8 = icmp eq i64 %7, 0
  %9 = zext i1 %8 to i32
  %10 = mul nsw i32 %9, 2
  %11 = add nsw i32 %6, %10
  %12 = load i64, i64* %2, align 8
  %13 = icmp sgt i64 %12, 0
  %14 = zext i1 %13 to i32
  %15 = add nsw i32 %11, %14
  ret i32 %15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
