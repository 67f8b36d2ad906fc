; ModuleID = 'tests/differential/src/ring_buffer.c'
source_filename = "tests/differential/src/ring_buffer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ring = type { i32, i32, [16 x i32] }
%struct.Avg = type { [8 x double], i32, i32, double }

@.str = private unnamed_addr constant [50 x i8] c"consumed %ld items %d dropped %d head %u tail %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.3f \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Ring, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Avg, align 8
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 72, i1 false)
  %12 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 0
  store i32 -16, ptr %12, align 4
  %13 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 1
  store i32 -16, ptr %13, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %59, %0
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %15, 200
  br i1 %16, label %17, label %62

17:                                               ; preds = %14
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %34, %17
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %6, align 4
  %21 = srem i32 %20, 5
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %18
  %24 = load i32, ptr %6, align 4
  %25 = mul nsw i32 %24, 10
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %25, %26
  %28 = call i32 @ring_push(ptr noundef %2, i32 noundef %27)
  %29 = icmp ne i32 %28, 0
  %30 = xor i1 %29, true
  %31 = zext i1 %30 to i32
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %4, align 4
  br label %34

34:                                               ; preds = %23
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %18, !llvm.loop !6

37:                                               ; preds = %18
  store i32 0, ptr %8, align 4
  br label %38

38:                                               ; preds = %55, %37
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %6, align 4
  %41 = srem i32 %40, 3
  %42 = add nsw i32 %41, 1
  %43 = icmp slt i32 %39, %42
  br i1 %43, label %44, label %58

44:                                               ; preds = %38
  %45 = call i32 @ring_pop(ptr noundef %2, ptr noundef %9)
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = load i64, ptr %3, align 8
  %51 = add nsw i64 %50, %49
  store i64 %51, ptr %3, align 8
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %54

54:                                               ; preds = %47, %44
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %38, !llvm.loop !8

58:                                               ; preds = %38
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %6, align 4
  br label %14, !llvm.loop !9

62:                                               ; preds = %14
  %63 = load i64, ptr %3, align 8
  %64 = load i32, ptr %5, align 4
  %65 = load i32, ptr %4, align 4
  %66 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 0
  %67 = load i32, ptr %66, align 4
  %68 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %67, i32 noundef %69)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 80, i1 false)
  store i32 0, ptr %11, align 4
  br label %71

71:                                               ; preds = %82, %62
  %72 = load i32, ptr %11, align 4
  %73 = icmp slt i32 %72, 20
  br i1 %73, label %74, label %85

74:                                               ; preds = %71
  %75 = load i32, ptr %11, align 4
  %76 = mul nsw i32 %75, 7
  %77 = srem i32 %76, 10
  %78 = sitofp i32 %77 to double
  %79 = fmul double %78, 5.000000e-01
  %80 = call double @avg_add(ptr noundef %10, double noundef %79)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %80)
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr %11, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %11, align 4
  br label %71, !llvm.loop !10

85:                                               ; preds = %71
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ring_push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Ring, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Ring, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sub i32 %8, %11
  %13 = icmp eq i32 %12, 16
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %26

15:                                               ; preds = %2
  %16 = load i32, ptr %5, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Ring, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Ring, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = add i32 %21, 1
  store i32 %22, ptr %20, align 4
  %23 = and i32 %21, 15
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [16 x i32], ptr %18, i64 0, i64 %24
  store i32 %16, ptr %25, align 4
  store i32 1, ptr %3, align 4
  br label %26

26:                                               ; preds = %15, %14
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ring_pop(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Ring, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Ring, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = icmp eq i32 %8, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %26

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Ring, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Ring, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = add i32 %19, 1
  store i32 %20, ptr %18, align 4
  %21 = and i32 %19, 15
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load ptr, ptr %5, align 8
  store i32 %24, ptr %25, align 4
  store i32 1, ptr %3, align 4
  br label %26

26:                                               ; preds = %14, %13
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @avg_add(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Avg, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = icmp eq i32 %7, 8
  br i1 %8, label %9, label %22

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Avg, ptr %10, i32 0, i32 0
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.Avg, ptr %12, i32 0, i32 2
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.Avg, ptr %18, i32 0, i32 3
  %20 = load double, ptr %19, align 8
  %21 = fsub double %20, %17
  store double %21, ptr %19, align 8
  br label %27

22:                                               ; preds = %2
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.Avg, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 8
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %22, %9
  %28 = load double, ptr %4, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.Avg, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.Avg, ptr %31, i32 0, i32 2
  %33 = load i32, ptr %32, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x double], ptr %30, i64 0, i64 %34
  store double %28, ptr %35, align 8
  %36 = load double, ptr %4, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds %struct.Avg, ptr %37, i32 0, i32 3
  %39 = load double, ptr %38, align 8
  %40 = fadd double %39, %36
  store double %40, ptr %38, align 8
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.Avg, ptr %41, i32 0, i32 2
  %43 = load i32, ptr %42, align 4
  %44 = add nsw i32 %43, 1
  %45 = srem i32 %44, 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.Avg, ptr %46, i32 0, i32 2
  store i32 %45, ptr %47, align 4
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.Avg, ptr %48, i32 0, i32 3
  %50 = load double, ptr %49, align 8
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.Avg, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 8
  %54 = sitofp i32 %53 to double
  %55 = fdiv double %50, %54
  ret double %55
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
!10 = distinct !{!10, !7}
