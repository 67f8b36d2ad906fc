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
  store i32 0, i32* %1, align 4
  %12 = bitcast %struct.Ring* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %12, i8 0, i64 72, i1 false)
  %13 = bitcast i8* %12 to %struct.Ring*
  %14 = getelementptr inbounds %struct.Ring, %struct.Ring* %13, i32 0, i32 0
  store i32 -16, i32* %14, align 4
  %15 = getelementptr inbounds %struct.Ring, %struct.Ring* %13, i32 0, i32 1
  store i32 -16, i32* %15, align 4
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %16

16:                                               ; preds = %61, %0
  %17 = load i32, i32* %6, align 4
  %18 = icmp slt i32 %17, 200
  br i1 %18, label %19, label %64

19:                                               ; preds = %16
  store i32 0, i32* %7, align 4
  br label %20

20:                                               ; preds = %36, %19
  %21 = load i32, i32* %7, align 4
  %22 = load i32, i32* %6, align 4
  %23 = srem i32 %22, 5
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %25, label %39

25:                                               ; preds = %20
  %26 = load i32, i32* %6, align 4
  %27 = mul nsw i32 %26, 10
  %28 = load i32, i32* %7, align 4
  %29 = add nsw i32 %27, %28
  %30 = call i32 @ring_push(%struct.Ring* noundef %2, i32 noundef %29)
  %31 = icmp ne i32 %30, 0
  %32 = xor i1 %31, true
  %33 = zext i1 %32 to i32
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, i32* %4, align 4
  br label %36

36:                                               ; preds = %25
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %7, align 4
  br label %20, !llvm.loop !6

39:                                               ; preds = %20
  store i32 0, i32* %8, align 4
  br label %40

40:                                               ; preds = %57, %39
  %41 = load i32, i32* %8, align 4
  %42 = load i32, i32* %6, align 4
  %43 = srem i32 %42, 3
  %44 = add nsw i32 %43, 1
  %45 = icmp slt i32 %41, %44
  br i1 %45, label %46, label %60

46:                                               ; preds = %40
  %47 = call i32 @ring_pop(%struct.Ring* noundef %2, i32* noundef %9)
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load i32, i32* %9, align 4
  %51 = sext i32 %50 to i64
  %52 = load i64, i64* %3, align 8
  %53 = add nsw i64 %52, %51
  store i64 %53, i64* %3, align 8
  %54 = load i32, i32* %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %5, align 4
  br label %56

56:                                               ; preds = %49, %46
  br label %57

57:                                               ; preds = %56
  %58 = load i32, i32* %8, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %8, align 4
  br label %40, !llvm.loop !8

60:                                               ; preds = %40
  br label %61

61:                                               ; preds = %60
  %62 = load i32, i32* %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %6, align 4
  br label %16, !llvm.loop !9

64:                                               ; preds = %16
  %65 = load i64, i64* %3, align 8
  %66 = load i32, i32* %5, align 4
  %67 = load i32, i32* %4, align 4
  %68 = getelementptr inbounds %struct.Ring, %struct.Ring* %2, i32 0, i32 0
  %69 = load i32, i32* %68, align 4
  %70 = getelementptr inbounds %struct.Ring, %struct.Ring* %2, i32 0, i32 1
  %71 = load i32, i32* %70, align 4
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str, i64 0, i64 0), i64 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %69, i32 noundef %71)
  %73 = bitcast %struct.Avg* %10 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %73, i8 0, i64 80, i1 false)
  store i32 0, i32* %11, align 4
  br label %74

74:                                               ; preds = %85, %64
  %75 = load i32, i32* %11, align 4
  %76 = icmp slt i32 %75, 20
  br i1 %76, label %77, label %88

77:                                               ; preds = %74
  %78 = load i32, i32* %11, align 4
  %79 = mul nsw i32 %78, 7
  %80 = srem i32 %79, 10
  %81 = sitofp i32 %80 to double
  %82 = fmul double %81, 5.000000e-01
  %83 = call double @avg_add(%struct.Avg* noundef %10, double noundef %82)
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %83)
  br label %85

85:                                               ; preds = %77
  %86 = load i32, i32* %11, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %11, align 4
  br label %74, !llvm.loop !10

88:                                               ; preds = %74
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ring_push(%struct.Ring* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Ring*, align 8
  %5 = alloca i32, align 4
  store %struct.Ring* %0, %struct.Ring** %4, align 8
  store i32 %1, i32* %5, align 4
  %6 = load %struct.Ring*, %struct.Ring** %4, align 8
  %7 = getelementptr inbounds %struct.Ring, %struct.Ring* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = load %struct.Ring*, %struct.Ring** %4, align 8
  %10 = getelementptr inbounds %struct.Ring, %struct.Ring* %9, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = sub i32 %8, %11
  %13 = icmp eq i32 %12, 16
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  store i32 0, i32* %3, align 4
  br label %26

15:                                               ; preds = %2
  %16 = load i32, i32* %5, align 4
  %17 = load %struct.Ring*, %struct.Ring** %4, align 8
  %18 = getelementptr inbounds %struct.Ring, %struct.Ring* %17, i32 0, i32 2
  %19 = load %struct.Ring*, %struct.Ring** %4, align 8
  %20 = getelementptr inbounds %struct.Ring, %struct.Ring* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = add i32 %21, 1
  store i32 %22, i32* %20, align 4
  %23 = and i32 %21, 15
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [16 x i32], [16 x i32]* %18, i64 0, i64 %24
  store i32 %16, i32* %25, align 4
  store i32 1, i32* %3, align 4
  br label %26

26:                                               ; preds = %15, %14
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ring_pop(%struct.Ring* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Ring*, align 8
  %5 = alloca i32*, align 8
  store %struct.Ring* %0, %struct.Ring** %4, align 8
  store i32* %1, i32** %5, align 8
  %6 = load %struct.Ring*, %struct.Ring** %4, align 8
  %7 = getelementptr inbounds %struct.Ring, %struct.Ring* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = load %struct.Ring*, %struct.Ring** %4, align 8
  %10 = getelementptr inbounds %struct.Ring, %struct.Ring* %9, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = icmp eq i32 %8, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i32 0, i32* %3, align 4
  br label %26

14:                                               ; preds = %2
  %15 = load %struct.Ring*, %struct.Ring** %4, align 8
  %16 = getelementptr inbounds %struct.Ring, %struct.Ring* %15, i32 0, i32 2
  %17 = load %struct.Ring*, %struct.Ring** %4, align 8
  %18 = getelementptr inbounds %struct.Ring, %struct.Ring* %17, i32 0, i32 1
  %19 = load i32, i32* %18, align 4
  %20 = add i32 %19, 1
  store i32 %20, i32* %18, align 4
  %21 = and i32 %19, 15
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %16, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = load i32*, i32** %5, align 8
  store i32 %24, i32* %25, align 4
  store i32 1, i32* %3, align 4
  br label %26

26:                                               ; preds = %14, %13
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @avg_add(%struct.Avg* noundef %0, double noundef %1) #0 {
  %3 = alloca %struct.Avg*, align 8
  %4 = alloca double, align 8
  store %struct.Avg* %0, %struct.Avg** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %struct.Avg*, %struct.Avg** %3, align 8
  %6 = getelementptr inbounds %struct.Avg, %struct.Avg* %5, i32 0, i32 1
  %7 = load i32, i32* %6, align 8
  %8 = icmp eq i32 %7, 8
  br i1 %8, label %9, label %22

9:                                                ; preds = %2
  %10 = load %struct.Avg*, %struct.Avg** %3, align 8
  %11 = getelementptr inbounds %struct.Avg, %struct.Avg* %10, i32 0, i32 0
  %12 = load %struct.Avg*, %struct.Avg** %3, align 8
  %13 = getelementptr inbounds %struct.Avg, %struct.Avg* %12, i32 0, i32 2
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8 x double], [8 x double]* %11, i64 0, i64 %15
  %17 = load double, double* %16, align 8
  %18 = load %struct.Avg*, %struct.Avg** %3, align 8
  %19 = getelementptr inbounds %struct.Avg, %struct.Avg* %18, i32 0, i32 3
  %20 = load double, double* %19, align 8
  %21 = fsub double %20, %17
  store double %21, double* %19, align 8
  br label %27

22:                                               ; preds = %2
  %23 = load %struct.Avg*, %struct.Avg** %3, align 8
  %24 = getelementptr inbounds %struct.Avg, %struct.Avg* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 8
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %24, align 8
  br label %27

27:                                               ; preds = %22, %9
  %28 = load double, double* %4, align 8
  %29 = load %struct.Avg*, %struct.Avg** %3, align 8
  %30 = getelementptr inbounds %struct.Avg, %struct.Avg* %29, i32 0, i32 0
  %31 = load %struct.Avg*, %struct.Avg** %3, align 8
  %32 = getelementptr inbounds %struct.Avg, %struct.Avg* %31, i32 0, i32 2
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x double], [8 x double]* %30, i64 0, i64 %34
  store double %28, double* %35, align 8
  %36 = load double, double* %4, align 8
  %37 = load %struct.Avg*, %struct.Avg** %3, align 8
  %38 = getelementptr inbounds %struct.Avg, %struct.Avg* %37, i32 0, i32 3
  %39 = load double, double* %38, align 8
  %40 = fadd double %39, %36
  store double %40, double* %38, align 8
  %41 = load %struct.Avg*, %struct.Avg** %3, align 8
  %42 = getelementptr inbounds %struct.Avg, %struct.Avg* %41, i32 0, i32 2
  %43 = load i32, i32* %42, align 4
  %44 = add nsw i32 %43, 1
  %45 = srem i32 %44, 8
  %46 = load %struct.Avg*, %struct.Avg** %3, align 8
  %47 = getelementptr inbounds %struct.Avg, %struct.Avg* %46, i32 0, i32 2
  store i32 %45, i32* %47, align 4
  %48 = load %struct.Avg*, %struct.Avg** %3, align 8
  %49 = getelementptr inbounds %struct.Avg, %struct.Avg* %48, i32 0, i32 3
  %50 = load double, double* %49, align 8
  %51 = load %struct.Avg*, %struct.Avg** %3, align 8
  %52 = getelementptr inbounds %struct.Avg, %struct.Avg* %51, i32 0, i32 1
  %53 = load i32, i32* %52, align 8
  %54 = sitofp i32 %53 to double
  %55 = fdiv double %50, %54
  ret double %55
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
!10 = distinct !{!10, !7}
