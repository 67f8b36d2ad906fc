; ModuleID = 'tests/differential/src/mul_high.c'
source_filename = "tests/differential/src/mul_high.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"%016lx * %016lx = %016lx%016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"umul32 %lu smul32 %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"mulhi32 %08x smulhi32 %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"div_by_7 mismatches %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"mul_consts %016lx %016lx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 56, i1 false)
  %9 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 1
  store i64 1, ptr %9, align 8
  %10 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 2
  store i64 4294967295, ptr %10, align 16
  %11 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 3
  store i64 4294967296, ptr %11, align 8
  %12 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 4
  store i64 -1, ptr %12, align 16
  %13 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 5
  store i64 1311768467463790320, ptr %13, align 8
  %14 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 6
  store i64 -81985529216486896, ptr %14, align 16
  store i32 0, ptr %3, align 4
  br label %15

15:                                               ; preds = %47, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 7
  br i1 %17, label %18, label %50

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %43, %18
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %21, 7
  br i1 %22, label %23, label %46

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  call void @mul64x64(i64 noundef %27, i64 noundef %31, ptr noundef %5, ptr noundef %6)
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = load i64, ptr %5, align 8
  %41 = load i64, ptr %6, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %35, i64 noundef %39, i64 noundef %40, i64 noundef %41)
  br label %43

43:                                               ; preds = %23
  %44 = load i32, ptr %4, align 4
  %45 = add nsw i32 %44, 2
  store i32 %45, ptr %4, align 4
  br label %20, !llvm.loop !6

46:                                               ; preds = %20
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %3, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %3, align 4
  br label %15, !llvm.loop !8

50:                                               ; preds = %15
  %51 = call i64 @umul32(i32 noundef -1, i32 noundef -2)
  %52 = call i64 @smul32(i32 noundef -2147483648, i32 noundef 2147483647)
  %53 = call i64 @smul32(i32 noundef -3, i32 noundef 5)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %51, i64 noundef %52, i64 noundef %53)
  %55 = call i32 @mulhi32(i32 noundef -559038737, i32 noundef -889275714)
  %56 = call i32 @smulhi32(i32 noundef -123456789, i32 noundef 987654321)
  %57 = call i32 @smulhi32(i32 noundef 1073741824, i32 noundef 1073741824)
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %55, i32 noundef %56, i32 noundef %57)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %59

59:                                               ; preds = %71, %50
  %60 = load i32, ptr %8, align 4
  %61 = icmp ult i32 %60, -294967296
  br i1 %61, label %62, label %74

62:                                               ; preds = %59
  %63 = load i32, ptr %8, align 4
  %64 = call i32 @div_by_7(i32 noundef %63)
  %65 = load i32, ptr %8, align 4
  %66 = udiv i32 %65, 7
  %67 = icmp ne i32 %64, %66
  %68 = zext i1 %67 to i32
  %69 = load i32, ptr %7, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr %7, align 4
  br label %71

71:                                               ; preds = %62
  %72 = load i32, ptr %8, align 4
  %73 = add i32 %72, 99991
  store i32 %73, ptr %8, align 4
  br label %59, !llvm.loop !9

74:                                               ; preds = %59
  %75 = load i32, ptr %7, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %75)
  %77 = call i64 @mul_consts(i64 noundef 12345)
  %78 = call i64 @mul_consts(i64 noundef 17592186044415)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %77, i64 noundef %78)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul64x64(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %18 = load i64, ptr %5, align 8
  %19 = and i64 %18, 4294967295
  store i64 %19, ptr %9, align 8
  %20 = load i64, ptr %5, align 8
  %21 = lshr i64 %20, 32
  store i64 %21, ptr %10, align 8
  %22 = load i64, ptr %6, align 8
  %23 = and i64 %22, 4294967295
  store i64 %23, ptr %11, align 8
  %24 = load i64, ptr %6, align 8
  %25 = lshr i64 %24, 32
  store i64 %25, ptr %12, align 8
  %26 = load i64, ptr %9, align 8
  %27 = load i64, ptr %11, align 8
  %28 = mul i64 %26, %27
  store i64 %28, ptr %13, align 8
  %29 = load i64, ptr %9, align 8
  %30 = load i64, ptr %12, align 8
  %31 = mul i64 %29, %30
  store i64 %31, ptr %14, align 8
  %32 = load i64, ptr %10, align 8
  %33 = load i64, ptr %11, align 8
  %34 = mul i64 %32, %33
  store i64 %34, ptr %15, align 8
  %35 = load i64, ptr %10, align 8
  %36 = load i64, ptr %12, align 8
  %37 = mul i64 %35, %36
  store i64 %37, ptr %16, align 8
  %38 = load i64, ptr %13, align 8
  %39 = lshr i64 %38, 32
  %40 = load i64, ptr %14, align 8
  %41 = and i64 %40, 4294967295
  %42 = add i64 %39, %41
  %43 = load i64, ptr %15, align 8
  %44 = and i64 %43, 4294967295
  %45 = add i64 %42, %44
  store i64 %45, ptr %17, align 8
  %46 = load i64, ptr %17, align 8
  %47 = shl i64 %46, 32
  %48 = load i64, ptr %13, align 8
  %49 = and i64 %48, 4294967295
  %50 = or i64 %47, %49
  %51 = load ptr, ptr %8, align 8
  store i64 %50, ptr %51, align 8
  %52 = load i64, ptr %16, align 8
  %53 = load i64, ptr %14, align 8
  %54 = lshr i64 %53, 32
  %55 = add i64 %52, %54
  %56 = load i64, ptr %15, align 8
  %57 = lshr i64 %56, 32
  %58 = add i64 %55, %57
  %59 = load i64, ptr %17, align 8
  %60 = lshr i64 %59, 32
  %61 = add i64 %58, %60
  %62 = load ptr, ptr %7, align 8
  store i64 %61, ptr %62, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @umul32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = zext i32 %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = zext i32 %7 to i64
  %9 = mul i64 %6, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @smul32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %6, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mulhi32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = zext i32 %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = zext i32 %7 to i64
  %9 = mul i64 %6, %8
  %10 = lshr i64 %9, 32
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @smulhi32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %6, %8
  %10 = ashr i64 %9, 32
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_by_7(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = zext i32 %4 to i64
  %6 = mul i64 %5, 613566757
  %7 = lshr i64 %6, 32
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %2, align 4
  %11 = load i32, ptr %3, align 4
  %12 = sub i32 %10, %11
  %13 = lshr i32 %12, 1
  %14 = add i32 %9, %13
  %15 = lshr i32 %14, 2
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mul_consts(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = mul i64 %3, 3
  %5 = load i64, ptr %2, align 8
  %6 = mul i64 %5, 5
  %7 = add i64 %4, %6
  %8 = load i64, ptr %2, align 8
  %9 = mul i64 %8, 9
  %10 = add i64 %7, %9
  %11 = load i64, ptr %2, align 8
  %12 = mul i64 %11, 17
  %13 = add i64 %10, %12
  %14 = load i64, ptr %2, align 8
  %15 = mul i64 %14, 1000
  %16 = add i64 %13, %15
  %17 = load i64, ptr %2, align 8
  %18 = mul i64 %17, 4294967297
  %19 = add i64 %16, %18
  ret i64 %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
