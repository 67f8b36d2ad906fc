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
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i32 -1831433054, ptr %3, align 4
  store i64 88172645463325252, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.d, i64 16, i1 false)
  store i64 -8846114313915602277, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %26, %0
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %15, 5
  br i1 %16, label %17, label %29

17:                                               ; preds = %14
  %18 = call i32 @lcg(ptr noundef %2)
  %19 = call i32 @xs32(ptr noundef %3)
  %20 = call i64 @xs64(ptr noundef %4)
  %21 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  %22 = call i64 @xs128p(ptr noundef %21)
  %23 = call i32 @pcg32(ptr noundef %6)
  %24 = call i64 @splitmix(ptr noundef %7)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %19, i64 noundef %20, i64 noundef %22, i32 noundef %23, i64 noundef %24)
  br label %26

26:                                               ; preds = %17
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %14, !llvm.loop !6

29:                                               ; preds = %14
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 40, i1 false)
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %40, %29
  %31 = load i32, ptr %10, align 4
  %32 = icmp slt i32 %31, 100000
  br i1 %32, label %33, label %43

33:                                               ; preds = %30
  %34 = call i32 @pcg32(ptr noundef %6)
  %35 = urem i32 %34, 10
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %37, align 4
  br label %40

40:                                               ; preds = %33
  %41 = load i32, ptr %10, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %10, align 4
  br label %30, !llvm.loop !8

43:                                               ; preds = %30
  store i32 0, ptr %11, align 4
  br label %44

44:                                               ; preds = %53, %43
  %45 = load i32, ptr %11, align 4
  %46 = icmp slt i32 %45, 10
  br i1 %46, label %47, label %56

47:                                               ; preds = %44
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %51)
  br label %53

53:                                               ; preds = %47
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %11, align 4
  br label %44, !llvm.loop !9

56:                                               ; preds = %44
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %58

58:                                               ; preds = %67, %56
  %59 = load i32, ptr %13, align 4
  %60 = icmp slt i32 %59, 10000
  br i1 %60, label %61, label %70

61:                                               ; preds = %58
  %62 = call i64 @splitmix(ptr noundef %7)
  %63 = lshr i64 %62, 11
  %64 = uitofp i64 %63 to double
  %65 = load double, ptr %12, align 8
  %66 = call double @llvm.fmuladd.f64(double %64, double 0x3CA0000000000000, double %65)
  store double %66, ptr %12, align 8
  br label %67

67:                                               ; preds = %61
  %68 = load i32, ptr %13, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %13, align 4
  br label %58, !llvm.loop !10

70:                                               ; preds = %58
  %71 = load double, ptr %12, align 8
  %72 = fdiv double %71, 1.000000e+04
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %72)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcg(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = mul i32 %4, 1664525
  %6 = add i32 %5, 1013904223
  %7 = load ptr, ptr %2, align 8
  store i32 %6, ptr %7, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = load i32, ptr %8, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xs32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i32, ptr %4, align 4
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = shl i32 %6, 13
  %8 = load i32, ptr %3, align 4
  %9 = xor i32 %8, %7
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = lshr i32 %10, 17
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = shl i32 %14, 5
  %16 = load i32, ptr %3, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = load ptr, ptr %2, align 8
  store i32 %18, ptr %19, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xs64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i64, ptr %4, align 8
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = shl i64 %6, 13
  %8 = load i64, ptr %3, align 8
  %9 = xor i64 %8, %7
  store i64 %9, ptr %3, align 8
  %10 = load i64, ptr %3, align 8
  %11 = lshr i64 %10, 7
  %12 = load i64, ptr %3, align 8
  %13 = xor i64 %12, %11
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %3, align 8
  %15 = shl i64 %14, 17
  %16 = load i64, ptr %3, align 8
  %17 = xor i64 %16, %15
  store i64 %17, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = load ptr, ptr %2, align 8
  store i64 %18, ptr %19, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xs128p(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i64, ptr %5, i64 0
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %3, align 8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i64, ptr %8, i64 1
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %4, align 8
  %11 = load i64, ptr %4, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i64, ptr %12, i64 0
  store i64 %11, ptr %13, align 8
  %14 = load i64, ptr %3, align 8
  %15 = shl i64 %14, 23
  %16 = load i64, ptr %3, align 8
  %17 = xor i64 %16, %15
  store i64 %17, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = load i64, ptr %4, align 8
  %20 = xor i64 %18, %19
  %21 = load i64, ptr %3, align 8
  %22 = lshr i64 %21, 17
  %23 = xor i64 %20, %22
  %24 = load i64, ptr %4, align 8
  %25 = lshr i64 %24, 26
  %26 = xor i64 %23, %25
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds i64, ptr %27, i64 1
  store i64 %26, ptr %28, align 8
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds i64, ptr %29, i64 1
  %31 = load i64, ptr %30, align 8
  %32 = load i64, ptr %4, align 8
  %33 = add i64 %31, %32
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pcg32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = load ptr, ptr %2, align 8
  store i64 %10, ptr %11, align 8
  %12 = load i64, ptr %3, align 8
  %13 = lshr i64 %12, 18
  %14 = load i64, ptr %3, align 8
  %15 = xor i64 %13, %14
  %16 = lshr i64 %15, 27
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %4, align 4
  %18 = load i64, ptr %3, align 8
  %19 = lshr i64 %18, 59
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = lshr i32 %21, %22
  %24 = load i32, ptr %4, align 4
  %25 = load i32, ptr %5, align 4
  %26 = sub i32 0, %25
  %27 = and i32 %26, 31
  %28 = shl i32 %24, %27
  %29 = or i32 %23, %28
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @splitmix(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i64, ptr %4, align 8
  %6 = add i64 %5, -7046029254386353131
  store i64 %6, ptr %4, align 8
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = lshr i64 %8, 30
  %10 = xor i64 %7, %9
  %11 = mul i64 %10, -4658895280553007687
  store i64 %11, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  %14 = lshr i64 %13, 27
  %15 = xor i64 %12, %14
  %16 = mul i64 %15, -7723592293110705685
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = lshr i64 %18, 31
  %20 = xor i64 %17, %19
  ret i64 %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !7}
