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
  store i32 0, i32* %1, align 4
  %9 = bitcast [7 x i64]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %9, i8 0, i64 56, i1 false)
  %10 = bitcast i8* %9 to [7 x i64]*
  %11 = getelementptr inbounds [7 x i64], [7 x i64]* %10, i32 0, i32 1
  store i64 1, i64* %11, align 8
  %12 = getelementptr inbounds [7 x i64], [7 x i64]* %10, i32 0, i32 2
  store i64 4294967295, i64* %12, align 16
  %13 = getelementptr inbounds [7 x i64], [7 x i64]* %10, i32 0, i32 3
  store i64 4294967296, i64* %13, align 8
  %14 = getelementptr inbounds [7 x i64], [7 x i64]* %10, i32 0, i32 4
  store i64 -1, i64* %14, align 16
  %15 = getelementptr inbounds [7 x i64], [7 x i64]* %10, i32 0, i32 5
  store i64 1311768467463790320, i64* %15, align 8
  %16 = getelementptr inbounds [7 x i64], [7 x i64]* %10, i32 0, i32 6
  store i64 -81985529216486896, i64* %16, align 16
  store i32 0, i32* %3, align 4
  br label %17

17:                                               ; preds = %49, %0
  %18 = load i32, i32* %3, align 4
  %19 = icmp slt i32 %18, 7
  br i1 %19, label %20, label %52

20:                                               ; preds = %17
  %21 = load i32, i32* %3, align 4
  store i32 %21, i32* %4, align 4
  br label %22

22:                                               ; preds = %45, %20
  %23 = load i32, i32* %4, align 4
  %24 = icmp slt i32 %23, 7
  br i1 %24, label %25, label %48

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [7 x i64], [7 x i64]* %2, i64 0, i64 %27
  %29 = load i64, i64* %28, align 8
  %30 = load i32, i32* %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [7 x i64], [7 x i64]* %2, i64 0, i64 %31
  %33 = load i64, i64* %32, align 8
  call void @mul64x64(i64 noundef %29, i64 noundef %33, i64* noundef %5, i64* noundef %6)
  %34 = load i32, i32* %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [7 x i64], [7 x i64]* %2, i64 0, i64 %35
  %37 = load i64, i64* %36, align 8
  %38 = load i32, i32* %4, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [7 x i64], [7 x i64]* %2, i64 0, i64 %39
  %41 = load i64, i64* %40, align 8
  %42 = load i64, i64* %5, align 8
  %43 = load i64, i64* %6, align 8
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i64 noundef %37, i64 noundef %41, i64 noundef %42, i64 noundef %43)
  br label %45

45:                                               ; preds = %25
  %46 = load i32, i32* %4, align 4
  %47 = add nsw i32 %46, 2
  store i32 %47, i32* %4, align 4
  br label %22, !llvm.loop !6

48:                                               ; preds = %22
  br label %49

49:                                               ; preds = %48
  %50 = load i32, i32* %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %3, align 4
  br label %17, !llvm.loop !8

52:                                               ; preds = %17
  %53 = call i64 @umul32(i32 noundef -1, i32 noundef -2)
  %54 = call i64 @smul32(i32 noundef -2147483648, i32 noundef 2147483647)
  %55 = call i64 @smul32(i32 noundef -3, i32 noundef 5)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i64 noundef %53, i64 noundef %54, i64 noundef %55)
  %57 = call i32 @mulhi32(i32 noundef -559038737, i32 noundef -889275714)
  %58 = call i32 @smulhi32(i32 noundef -123456789, i32 noundef 987654321)
  %59 = call i32 @smulhi32(i32 noundef 1073741824, i32 noundef 1073741824)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0), i32 noundef %57, i32 noundef %58, i32 noundef %59)
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %61

61:                                               ; preds = %73, %52
  %62 = load i32, i32* %8, align 4
  %63 = icmp ult i32 %62, -294967296
  br i1 %63, label %64, label %76

64:                                               ; preds = %61
  %65 = load i32, i32* %8, align 4
  %66 = call i32 @div_by_7(i32 noundef %65)
  %67 = load i32, i32* %8, align 4
  %68 = udiv i32 %67, 7
  %69 = icmp ne i32 %66, %68
  %70 = zext i1 %69 to i32
  %71 = load i32, i32* %7, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, i32* %7, align 4
  br label %73

73:                                               ; preds = %64
  %74 = load i32, i32* %8, align 4
  %75 = add i32 %74, 99991
  store i32 %75, i32* %8, align 4
  br label %61, !llvm.loop !9

76:                                               ; preds = %61
  %77 = load i32, i32* %7, align 4
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i32 noundef %77)
  %79 = call i64 @mul_consts(i64 noundef 12345)
  %80 = call i64 @mul_consts(i64 noundef 17592186044415)
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), i64 noundef %79, i64 noundef %80)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul64x64(i64 noundef %0, i64 noundef %1, i64* noundef %2, i64* noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store i64 %0, i64* %5, align 8
  store i64 %1, i64* %6, align 8
  store i64* %2, i64** %7, align 8
  store i64* %3, i64** %8, align 8
  %18 = load i64, i64* %5, align 8
  %19 = and i64 %18, 4294967295
  store i64 %19, i64* %9, align 8
  %20 = load i64, i64* %5, align 8
  %21 = lshr i64 %20, 32
  store i64 %21, i64* %10, align 8
  %22 = load i64, i64* %6, align 8
  %23 = and i64 %22, 4294967295
  store i64 %23, i64* %11, align 8
  %24 = load i64, i64* %6, align 8
  %25 = lshr i64 %24, 32
  store i64 %25, i64* %12, align 8
  %26 = load i64, i64* %9, align 8
  %27 = load i64, i64* %11, align 8
  %28 = mul i64 %26, %27
  store i64 %28, i64* %13, align 8
  %29 = load i64, i64* %9, align 8
  %30 = load i64, i64* %12, align 8
  %31 = mul i64 %29, %30
  store i64 %31, i64* %14, align 8
  %32 = load i64, i64* %10, align 8
  %33 = load i64, i64* %11, align 8
  %34 = mul i64 %32, %33
  store i64 %34, i64* %15, align 8
  %35 = load i64, i64* %10, align 8
  %36 = load i64, i64* %12, align 8
  %37 = mul i64 %35, %36
  store i64 %37, i64* %16, align 8
  %38 = load i64, i64* %13, align 8
  %39 = lshr i64 %38, 32
  %40 = load i64, i64* %14, align 8
  %41 = and i64 %40, 4294967295
  %42 = add i64 %39, %41
  %43 = load i64, i64* %15, align 8
  %44 = and i64 %43, 4294967295
  %45 = add i64 %42, %44
  store i64 %45, i64* %17, align 8
  %46 = load i64, i64* %17, align 8
  %47 = shl i64 %46, 32
  %48 = load i64, i64* %13, align 8
  %49 = and i64 %48, 4294967295
  %50 = or i64 %47, %49
  %51 = load i64*, i64** %8, align 8
  store i64 %50, i64* %51, align 8
  %52 = load i64, i64* %16, align 8
  %53 = load i64, i64* %14, align 8
  %54 = lshr i64 %53, 32
  %55 = add i64 %52, %54
  %56 = load i64, i64* %15, align 8
  %57 = lshr i64 %56, 32
  %58 = add i64 %55, %57
  %59 = load i64, i64* %17, align 8
  %60 = lshr i64 %59, 32
  %61 = add i64 %58, %60
  %62 = load i64*, i64** %7, align 8
  store i64 %61, i64* %62, align 8
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @umul32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = zext i32 %5 to i64
  %7 = load i32, i32* %4, align 4
  %8 = zext i32 %7 to i64
  %9 = mul i64 %6, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @smul32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = sext i32 %5 to i64
  %7 = load i32, i32* %4, align 4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %6, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mulhi32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = zext i32 %5 to i64
  %7 = load i32, i32* %4, align 4
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
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = sext i32 %5 to i64
  %7 = load i32, i32* %4, align 4
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
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = zext i32 %4 to i64
  %6 = mul i64 %5, 613566757
  %7 = lshr i64 %6, 32
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %3, align 4
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %2, align 4
  %11 = load i32, i32* %3, align 4
  %12 = sub i32 %10, %11
  %13 = lshr i32 %12, 1
  %14 = add i32 %9, %13
  %15 = lshr i32 %14, 2
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mul_consts(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = mul i64 %3, 3
  %5 = load i64, i64* %2, align 8
  %6 = mul i64 %5, 5
  %7 = add i64 %4, %6
  %8 = load i64, i64* %2, align 8
  %9 = mul i64 %8, 9
  %10 = add i64 %7, %9
  %11 = load i64, i64* %2, align 8
  %12 = mul i64 %11, 17
  %13 = add i64 %10, %12
  %14 = load i64, i64* %2, align 8
  %15 = mul i64 %14, 1000
  %16 = add i64 %13, %15
  %17 = load i64, i64* %2, align 8
  %18 = mul i64 %17, 4294967297
  %19 = add i64 %16, %18
  ret i64 %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
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
