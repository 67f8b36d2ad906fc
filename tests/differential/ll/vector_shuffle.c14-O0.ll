; ModuleID = 'tests/differential/src/vector_shuffle.c'
source_filename = "tests/differential/src/vector_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"rev %d %d %d %d il %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"to_int %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"widen %.6f %.6f %.6f %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"mul64 %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <8 x i32>, align 32
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca <8 x i32>, align 32
  %10 = alloca i32, align 4
  %11 = alloca <8 x i32>, align 32
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x double>, align 32
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <2 x i64>, align 16
  %17 = alloca <2 x i64>, align 16
  store i32 0, i32* %1, align 4
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32>* %2, align 16
  store <4 x i32> <i32 50, i32 60, i32 70, i32 80>, <4 x i32>* %3, align 16
  %18 = load <4 x i32>, <4 x i32>* %2, align 16
  %19 = call <4 x i32> @reverse(<4 x i32> noundef %18)
  store <4 x i32> %19, <4 x i32>* %4, align 16
  %20 = load <4 x i32>, <4 x i32>* %2, align 16
  %21 = load <4 x i32>, <4 x i32>* %3, align 16
  %22 = call <4 x i32> @interleave_lo(<4 x i32> noundef %20, <4 x i32> noundef %21)
  store <4 x i32> %22, <4 x i32>* %5, align 16
  %23 = load <4 x i32>, <4 x i32>* %4, align 16
  %24 = extractelement <4 x i32> %23, i32 0
  %25 = load <4 x i32>, <4 x i32>* %4, align 16
  %26 = extractelement <4 x i32> %25, i32 1
  %27 = load <4 x i32>, <4 x i32>* %4, align 16
  %28 = extractelement <4 x i32> %27, i32 2
  %29 = load <4 x i32>, <4 x i32>* %4, align 16
  %30 = extractelement <4 x i32> %29, i32 3
  %31 = load <4 x i32>, <4 x i32>* %5, align 16
  %32 = extractelement <4 x i32> %31, i32 0
  %33 = load <4 x i32>, <4 x i32>* %5, align 16
  %34 = extractelement <4 x i32> %33, i32 1
  %35 = load <4 x i32>, <4 x i32>* %5, align 16
  %36 = extractelement <4 x i32> %35, i32 2
  %37 = load <4 x i32>, <4 x i32>* %5, align 16
  %38 = extractelement <4 x i32> %37, i32 3
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0), i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38)
  %40 = load <4 x i32>, <4 x i32>* %2, align 16
  %41 = load <4 x i32>, <4 x i32>* %3, align 16
  %42 = call <8 x i32> @concat(<4 x i32> noundef %40, <4 x i32> noundef %41)
  store <8 x i32> %42, <8 x i32>* %6, align 32
  %43 = load <8 x i32>, <8 x i32>* %6, align 32
  %44 = load <8 x i32>, <8 x i32>* %6, align 32
  store <8 x i32> %44, <8 x i32>* %7, align 32
  %45 = call <8 x i32> @set_lane(<8 x i32>* noundef byval(<8 x i32>) align 32 %7, i32 noundef 5, i32 noundef -100)
  store <8 x i32> %43, <8 x i32>* %8, align 32
  store <8 x i32> %45, <8 x i32>* %9, align 32
  %46 = call <8 x i32> @add8(<8 x i32>* noundef byval(<8 x i32>) align 32 %8, <8 x i32>* noundef byval(<8 x i32>) align 32 %9)
  store <8 x i32> %46, <8 x i32>* %6, align 32
  store i32 0, i32* %10, align 4
  br label %47

47:                                               ; preds = %55, %0
  %48 = load i32, i32* %10, align 4
  %49 = icmp slt i32 %48, 8
  br i1 %49, label %50, label %58

50:                                               ; preds = %47
  %51 = load <8 x i32>, <8 x i32>* %6, align 32
  %52 = load i32, i32* %10, align 4
  store <8 x i32> %51, <8 x i32>* %11, align 32
  %53 = call i32 @get_lane(<8 x i32>* noundef byval(<8 x i32>) align 32 %11, i32 noundef %52)
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %53)
  br label %55

55:                                               ; preds = %50
  %56 = load i32, i32* %10, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %10, align 4
  br label %47, !llvm.loop !6

58:                                               ; preds = %47
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %60 = load <4 x i32>, <4 x i32>* %3, align 16
  %61 = call <4 x float> @to_float(<4 x i32> noundef %60)
  %62 = fdiv <4 x float> %61, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  store <4 x float> %62, <4 x float>* %12, align 16
  %63 = load <4 x float>, <4 x float>* %12, align 16
  %64 = fmul <4 x float> %63, <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>
  %65 = call <4 x i32> @to_int(<4 x float> noundef %64)
  store <4 x i32> %65, <4 x i32>* %13, align 16
  %66 = load <4 x i32>, <4 x i32>* %13, align 16
  %67 = extractelement <4 x i32> %66, i32 0
  %68 = load <4 x i32>, <4 x i32>* %13, align 16
  %69 = extractelement <4 x i32> %68, i32 1
  %70 = load <4 x i32>, <4 x i32>* %13, align 16
  %71 = extractelement <4 x i32> %70, i32 2
  %72 = load <4 x i32>, <4 x i32>* %13, align 16
  %73 = extractelement <4 x i32> %72, i32 3
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73)
  %75 = load <4 x float>, <4 x float>* %12, align 16
  %76 = call <4 x double> @widen(<4 x float> noundef %75)
  store <4 x double> %76, <4 x double>* %14, align 32
  %77 = load <4 x double>, <4 x double>* %14, align 32
  %78 = extractelement <4 x double> %77, i32 0
  %79 = load <4 x double>, <4 x double>* %14, align 32
  %80 = extractelement <4 x double> %79, i32 1
  %81 = load <4 x double>, <4 x double>* %14, align 32
  %82 = extractelement <4 x double> %81, i32 2
  %83 = load <4 x double>, <4 x double>* %14, align 32
  %84 = extractelement <4 x double> %83, i32 3
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), double noundef %78, double noundef %80, double noundef %82, double noundef %84)
  store <2 x i64> <i64 1099511627776, i64 -12345>, <2 x i64>* %16, align 16
  %86 = load <2 x i64>, <2 x i64>* %16, align 16
  store <2 x i64> <i64 3, i64 1000000007>, <2 x i64>* %17, align 16
  %87 = load <2 x i64>, <2 x i64>* %17, align 16
  %88 = call <2 x i64> @mul64(<2 x i64> noundef %86, <2 x i64> noundef %87)
  store <2 x i64> %88, <2 x i64>* %15, align 16
  %89 = load <2 x i64>, <2 x i64>* %15, align 16
  %90 = extractelement <2 x i64> %89, i32 0
  %91 = load <2 x i64>, <2 x i64>* %15, align 16
  %92 = extractelement <2 x i64> %91, i32 1
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i64 noundef %90, i64 noundef %92)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @reverse(<4 x i32> noundef %0) #1 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %2, align 16
  %3 = load <4 x i32>, <4 x i32>* %2, align 16
  %4 = load <4 x i32>, <4 x i32>* %2, align 16
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @interleave_lo(<4 x i32> noundef %0, <4 x i32> noundef %1) #1 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %5 = load <4 x i32>, <4 x i32>* %3, align 16
  %6 = load <4 x i32>, <4 x i32>* %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %7
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @concat(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %5 = load <4 x i32>, <4 x i32>* %3, align 16
  %6 = load <4 x i32>, <4 x i32>* %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @add8(<8 x i32>* noundef byval(<8 x i32>) align 32 %0, <8 x i32>* noundef byval(<8 x i32>) align 32 %1) #0 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = load <8 x i32>, <8 x i32>* %0, align 32
  %6 = load <8 x i32>, <8 x i32>* %1, align 32
  store <8 x i32> %5, <8 x i32>* %3, align 32
  store <8 x i32> %6, <8 x i32>* %4, align 32
  %7 = load <8 x i32>, <8 x i32>* %3, align 32
  %8 = load <8 x i32>, <8 x i32>* %4, align 32
  %9 = mul <8 x i32> %8, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %10 = add <8 x i32> %7, %9
  ret <8 x i32> %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @set_lane(<8 x i32>* noundef byval(<8 x i32>) align 32 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca <8 x i32>, align 32
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = load <8 x i32>, <8 x i32>* %0, align 32
  store <8 x i32> %7, <8 x i32>* %4, align 32
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %5, align 4
  %10 = and i32 %9, 7
  %11 = load <8 x i32>, <8 x i32>* %4, align 32
  %12 = insertelement <8 x i32> %11, i32 %8, i32 %10
  store <8 x i32> %12, <8 x i32>* %4, align 32
  %13 = load <8 x i32>, <8 x i32>* %4, align 32
  ret <8 x i32> %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get_lane(<8 x i32>* noundef byval(<8 x i32>) align 32 %0, i32 noundef %1) #3 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca i32, align 4
  %5 = load <8 x i32>, <8 x i32>* %0, align 32
  store <8 x i32> %5, <8 x i32>* %3, align 32
  store i32 %1, i32* %4, align 4
  %6 = load <8 x i32>, <8 x i32>* %3, align 32
  %7 = load i32, i32* %4, align 4
  %8 = and i32 %7, 7
  %9 = extractelement <8 x i32> %6, i32 %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @to_float(<4 x i32> noundef %0) #1 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %2, align 16
  %3 = load <4 x i32>, <4 x i32>* %2, align 16
  %4 = sitofp <4 x i32> %3 to <4 x float>
  ret <4 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @to_int(<4 x float> noundef %0) #1 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, <4 x float>* %2, align 16
  %3 = load <4 x float>, <4 x float>* %2, align 16
  %4 = fptosi <4 x float> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x double> @widen(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, <4 x float>* %2, align 16
  %3 = load <4 x float>, <4 x float>* %2, align 16
  %4 = fpext <4 x float> %3 to <4 x double>
  ret <4 x double> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mul64(<2 x i64> noundef %0, <2 x i64> noundef %1) #1 {
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x i64>, align 16
  store <2 x i64> %0, <2 x i64>* %3, align 16
  store <2 x i64> %1, <2 x i64>* %4, align 16
  %5 = load <2 x i64>, <2 x i64>* %3, align 16
  %6 = load <2 x i64>, <2 x i64>* %4, align 16
  %7 = mul <2 x i64> %5, %6
  %8 = load <2 x i64>, <2 x i64>* %3, align 16
  %9 = ashr <2 x i64> %8, <i64 3, i64 3>
  %10 = add <2 x i64> %7, %9
  ret <2 x i64> %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
