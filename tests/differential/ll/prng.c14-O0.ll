; ModuleID = 'tests/differential/src/prng.c'
source_filename = "tests/differential/src/prng.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.d = private unnamed_addr constant [2 x i64] [i64 1, i64 2], align 16
@.str = private unnamed_addr constant [37 x i8] c"%08x %08x %016lx %016lx %08x %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mean %.4f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca [2 x i64], align 16
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca [10 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  store i32 -1831433054, i32* %3, align 4
  store i64 88172645463325252, i64* %4, align 8
  %14 = bitcast [2 x i64]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %14, i8* align 16 bitcast ([2 x i64]* @__const.main.d to i8*), i64 16, i1 false)
  store i64 -8846114313915602277, i64* %6, align 8
  store i64 0, i64* %7, align 8
  store i32 0, i32* %8, align 4
  br label %15

15:                                               ; preds = %27, %0
  %16 = load i32, i32* %8, align 4
  %17 = icmp slt i32 %16, 5
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = call i32 @lcg(i32* noundef %2)
  %20 = call i32 @xs32(i32* noundef %3)
  %21 = call i64 @xs64(i64* noundef %4)
  %22 = getelementptr inbounds [2 x i64], [2 x i64]* %5, i64 0, i64 0
  %23 = call i64 @xs128p(i64* noundef %22)
  %24 = call i32 @pcg32(i64* noundef %6)
  %25 = call i64 @splitmix(i64* noundef %7)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %19, i32 noundef %20, i64 noundef %21, i64 noundef %23, i32 noundef %24, i64 noundef %25)
  br label %27

27:                                               ; preds = %18
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %8, align 4
  br label %15, !llvm.loop !6

30:                                               ; preds = %15
  %31 = bitcast [10 x i32]* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %31, i8 0, i64 40, i1 false)
  store i32 0, i32* %10, align 4
  br label %32

32:                                               ; preds = %42, %30
  %33 = load i32, i32* %10, align 4
  %34 = icmp slt i32 %33, 100000
  br i1 %34, label %35, label %45

35:                                               ; preds = %32
  %36 = call i32 @pcg32(i64* noundef %6)
  %37 = urem i32 %36, 10
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 %38
  %40 = load i32, i32* %39, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %39, align 4
  br label %42

42:                                               ; preds = %35
  %43 = load i32, i32* %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %10, align 4
  br label %32, !llvm.loop !8

45:                                               ; preds = %32
  store i32 0, i32* %11, align 4
  br label %46

46:                                               ; preds = %55, %45
  %47 = load i32, i32* %11, align 4
  %48 = icmp slt i32 %47, 10
  br i1 %48, label %49, label %58

49:                                               ; preds = %46
  %50 = load i32, i32* %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 %51
  %53 = load i32, i32* %52, align 4
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %53)
  br label %55

55:                                               ; preds = %49
  %56 = load i32, i32* %11, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %11, align 4
  br label %46, !llvm.loop !9

58:                                               ; preds = %46
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store double 0.000000e+00, double* %12, align 8
  store i32 0, i32* %13, align 4
  br label %60

60:                                               ; preds = %69, %58
  %61 = load i32, i32* %13, align 4
  %62 = icmp slt i32 %61, 10000
  br i1 %62, label %63, label %72

63:                                               ; preds = %60
  %64 = call i64 @splitmix(i64* noundef %7)
  %65 = lshr i64 %64, 11
  %66 = uitofp i64 %65 to double
  %67 = load double, double* %12, align 8
  %68 = call double @llvm.fmuladd.f64(double %66, double 0x3CA0000000000000, double %67)
  store double %68, double* %12, align 8
  br label %69

69:                                               ; preds = %63
  %70 = load i32, i32* %13, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %13, align 4
  br label %60, !llvm.loop !10

72:                                               ; preds = %60
  %73 = load double, double* %12, align 8
  %74 = fdiv double %73, 1.000000e+04
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), double noundef %74)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcg(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  %5 = mul i32 %4, 1664525
  %6 = add i32 %5, 1013904223
  %7 = load i32*, i32** %2, align 8
  store i32 %6, i32* %7, align 4
  %8 = load i32*, i32** %2, align 8
  %9 = load i32, i32* %8, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xs32(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  %4 = load i32*, i32** %2, align 8
  %5 = load i32, i32* %4, align 4
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = shl i32 %6, 13
  %8 = load i32, i32* %3, align 4
  %9 = xor i32 %8, %7
  store i32 %9, i32* %3, align 4
  %10 = load i32, i32* %3, align 4
  %11 = lshr i32 %10, 17
  %12 = load i32, i32* %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, i32* %3, align 4
  %14 = load i32, i32* %3, align 4
  %15 = shl i32 %14, 5
  %16 = load i32, i32* %3, align 4
  %17 = xor i32 %16, %15
  store i32 %17, i32* %3, align 4
  %18 = load i32, i32* %3, align 4
  %19 = load i32*, i32** %2, align 8
  store i32 %18, i32* %19, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xs64(i64* noundef %0) #0 {
  %2 = alloca i64*, align 8
  %3 = alloca i64, align 8
  store i64* %0, i64** %2, align 8
  %4 = load i64*, i64** %2, align 8
  %5 = load i64, i64* %4, align 8
  store i64 %5, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  %7 = shl i64 %6, 13
  %8 = load i64, i64* %3, align 8
  %9 = xor i64 %8, %7
  store i64 %9, i64* %3, align 8
  %10 = load i64, i64* %3, align 8
  %11 = lshr i64 %10, 7
  %12 = load i64, i64* %3, align 8
  %13 = xor i64 %12, %11
  store i64 %13, i64* %3, align 8
  %14 = load i64, i64* %3, align 8
  %15 = shl i64 %14, 17
  %16 = load i64, i64* %3, align 8
  %17 = xor i64 %16, %15
  store i64 %17, i64* %3, align 8
  %18 = load i64, i64* %3, align 8
  %19 = load i64*, i64** %2, align 8
  store i64 %18, i64* %19, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xs128p(i64* noundef %0) #0 {
  %2 = alloca i64*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64* %0, i64** %2, align 8
  %5 = load i64*, i64** %2, align 8
  %6 = getelementptr inbounds i64, i64* %5, i64 0
  %7 = load i64, i64* %6, align 8
  store i64 %7, i64* %3, align 8
  %8 = load i64*, i64** %2, align 8
  %9 = getelementptr inbounds i64, i64* %8, i64 1
  %10 = load i64, i64* %9, align 8
  store i64 %10, i64* %4, align 8
  %11 = load i64, i64* %4, align 8
  %12 = load i64*, i64** %2, align 8
  %13 = getelementptr inbounds i64, i64* %12, i64 0
  store i64 %11, i64* %13, align 8
  %14 = load i64, i64* %3, align 8
  %15 = shl i64 %14, 23
  %16 = load i64, i64* %3, align 8
  %17 = xor i64 %16, %15
  store i64 %17, i64* %3, align 8
  %18 = load i64, i64* %3, align 8
  %19 = load i64, i64* %4, align 8
  %20 = xor i64 %18, %19
  %21 = load i64, i64* %3, align 8
  %22 = lshr i64 %21, 17
  %23 = xor i64 %20, %22
  %24 = load i64, i64* %4, align 8
  %25 = lshr i64 %24, 26
  %26 = xor i64 %23, %25
  %27 = load i64*, i64** %2, align 8
  %28 = getelementptr inbounds i64, i64* %27, i64 1
  store i64 %26, i64* %28, align 8
  %29 = load i64*, i64** %2, align 8
  %30 = getelementptr inbounds i64, i64* %29, i64 1
  %31 = load i64, i64* %30, align 8
  %32 = load i64, i64* %4, align 8
  %33 = add i64 %31, %32
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pcg32(i64* noundef %0) #0 {
  %2 = alloca i64*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i64* %0, i64** %2, align 8
  %6 = load i64*, i64** %2, align 8
  %7 = load i64, i64* %6, align 8
  store i64 %7, i64* %3, align 8
  %8 = load i64, i64* %3, align 8
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = load i64*, i64** %2, align 8
  store i64 %10, i64* %11, align 8
  %12 = load i64, i64* %3, align 8
  %13 = lshr i64 %12, 18
  %14 = load i64, i64* %3, align 8
  %15 = xor i64 %13, %14
  %16 = lshr i64 %15, 27
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %4, align 4
  %18 = load i64, i64* %3, align 8
  %19 = lshr i64 %18, 59
  %20 = trunc i64 %19 to i32
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = lshr i32 %21, %22
  %24 = load i32, i32* %4, align 4
  %25 = load i32, i32* %5, align 4
  %26 = sub i32 0, %25
  %27 = and i32 %26, 31
  %28 = shl i32 %24, %27
  %29 = or i32 %23, %28
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @splitmix(i64* noundef %0) #0 {
  %2 = alloca i64*, align 8
  %3 = alloca i64, align 8
  store i64* %0, i64** %2, align 8
  %4 = load i64*, i64** %2, align 8
  %5 = load i64, i64* %4, align 8
  %6 = add i64 %5, -7046029254386353131
  store i64 %6, i64* %4, align 8
  store i64 %6, i64* %3, align 8
  %7 = load i64, i64* %3, align 8
  %8 = load i64, i64* %3, align 8
  %9 = lshr i64 %8, 30
  %10 = xor i64 %7, %9
  %11 = mul i64 %10, -4658895280553007687
  store i64 %11, i64* %3, align 8
  %12 = load i64, i64* %3, align 8
  %13 = load i64, i64* %3, align 8
  %14 = lshr i64 %13, 27
  %15 = xor i64 %12, %14
  %16 = mul i64 %15, -7723592293110705685
  store i64 %16, i64* %3, align 8
  %17 = load i64, i64* %3, align 8
  %18 = load i64, i64* %3, align 8
  %19 = lshr i64 %18, 31
  %20 = xor i64 %17, %19
  ret i64 %20
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
!10 = distinct !{!10, !7}
