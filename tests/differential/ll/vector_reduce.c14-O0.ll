; ModuleID = 'tests/differential/src/vector_reduce.c'
source_filename = "tests/differential/src/vector_reduce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"dot %.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"saxpy %.3f %.3f %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"umin %u %u %u %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [37 x float], align 16
  %3 = alloca [37 x float], align 16
  %4 = alloca i32, align 4
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  store i32 0, i32* %1, align 4
  store i32 0, i32* %4, align 4
  br label %8

8:                                                ; preds = %25, %0
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %9, 37
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = sitofp i32 %12 to float
  %14 = fmul float %13, 5.000000e-01
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 %16
  store float %14, float* %17, align 4
  %18 = load i32, i32* %4, align 4
  %19 = sub nsw i32 37, %18
  %20 = sitofp i32 %19 to float
  %21 = fmul float %20, 2.500000e-01
  %22 = load i32, i32* %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [37 x float], [37 x float]* %3, i64 0, i64 %23
  store float %21, float* %24, align 4
  br label %25

25:                                               ; preds = %11
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %4, align 4
  br label %8, !llvm.loop !6

28:                                               ; preds = %8
  %29 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 0
  %30 = getelementptr inbounds [37 x float], [37 x float]* %3, i64 0, i64 0
  %31 = call float @dot(float* noundef %29, float* noundef %30, i32 noundef 37)
  %32 = fpext float %31 to double
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %32)
  %34 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 0
  %35 = getelementptr inbounds [37 x float], [37 x float]* %3, i64 0, i64 0
  call void @saxpy(float* noundef %34, float* noundef %35, float noundef 2.000000e+00, i32 noundef 36)
  %36 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 0
  %37 = load float, float* %36, align 16
  %38 = fpext float %37 to double
  %39 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 17
  %40 = load float, float* %39, align 4
  %41 = fpext float %40 to double
  %42 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 35
  %43 = load float, float* %42, align 4
  %44 = fpext float %43 to double
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %38, double noundef %41, double noundef %44)
  store <4 x i32> <i32 1, i32 -1, i32 5, i32 -2147483648>, <4 x i32>* %6, align 16
  %46 = load <4 x i32>, <4 x i32>* %6, align 16
  store <4 x i32> <i32 2, i32 3, i32 -1879048192, i32 2147483647>, <4 x i32>* %7, align 16
  %47 = load <4 x i32>, <4 x i32>* %7, align 16
  %48 = call <4 x i32> @umin(<4 x i32> noundef %46, <4 x i32> noundef %47)
  store <4 x i32> %48, <4 x i32>* %5, align 16
  %49 = load <4 x i32>, <4 x i32>* %5, align 16
  %50 = extractelement <4 x i32> %49, i32 0
  %51 = load <4 x i32>, <4 x i32>* %5, align 16
  %52 = extractelement <4 x i32> %51, i32 1
  %53 = load <4 x i32>, <4 x i32>* %5, align 16
  %54 = extractelement <4 x i32> %53, i32 2
  %55 = load <4 x i32>, <4 x i32>* %5, align 16
  %56 = extractelement <4 x i32> %55, i32 3
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot(float* noundef %0, float* noundef %1, i32 noundef %2) #2 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca <4 x float>, align 16
  %8 = alloca i32, align 4
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca float, align 4
  store float* %0, float** %4, align 8
  store float* %1, float** %5, align 8
  store i32 %2, i32* %6, align 4
  store <4 x float> zeroinitializer, <4 x float>* %7, align 16
  store i32 0, i32* %8, align 4
  br label %12

12:                                               ; preds = %34, %3
  %13 = load i32, i32* %8, align 4
  %14 = add nsw i32 %13, 4
  %15 = load i32, i32* %6, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %37

17:                                               ; preds = %12
  %18 = bitcast <4 x float>* %9 to i8*
  %19 = load float*, float** %4, align 8
  %20 = load i32, i32* %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, float* %19, i64 %21
  %23 = bitcast float* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %18, i8* align 4 %23, i64 16, i1 false)
  %24 = bitcast <4 x float>* %10 to i8*
  %25 = load float*, float** %5, align 8
  %26 = load i32, i32* %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, float* %25, i64 %27
  %29 = bitcast float* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %24, i8* align 4 %29, i64 16, i1 false)
  %30 = load <4 x float>, <4 x float>* %9, align 16
  %31 = load <4 x float>, <4 x float>* %10, align 16
  %32 = load <4 x float>, <4 x float>* %7, align 16
  %33 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %30, <4 x float> %31, <4 x float> %32)
  store <4 x float> %33, <4 x float>* %7, align 16
  br label %34

34:                                               ; preds = %17
  %35 = load i32, i32* %8, align 4
  %36 = add nsw i32 %35, 4
  store i32 %36, i32* %8, align 4
  br label %12, !llvm.loop !8

37:                                               ; preds = %12
  %38 = load <4 x float>, <4 x float>* %7, align 16
  %39 = extractelement <4 x float> %38, i32 0
  %40 = load <4 x float>, <4 x float>* %7, align 16
  %41 = extractelement <4 x float> %40, i32 1
  %42 = fadd float %39, %41
  %43 = load <4 x float>, <4 x float>* %7, align 16
  %44 = extractelement <4 x float> %43, i32 2
  %45 = fadd float %42, %44
  %46 = load <4 x float>, <4 x float>* %7, align 16
  %47 = extractelement <4 x float> %46, i32 3
  %48 = fadd float %45, %47
  store float %48, float* %11, align 4
  br label %49

49:                                               ; preds = %66, %37
  %50 = load i32, i32* %8, align 4
  %51 = load i32, i32* %6, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %69

53:                                               ; preds = %49
  %54 = load float*, float** %4, align 8
  %55 = load i32, i32* %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, float* %54, i64 %56
  %58 = load float, float* %57, align 4
  %59 = load float*, float** %5, align 8
  %60 = load i32, i32* %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, float* %59, i64 %61
  %63 = load float, float* %62, align 4
  %64 = load float, float* %11, align 4
  %65 = call float @llvm.fmuladd.f32(float %58, float %63, float %64)
  store float %65, float* %11, align 4
  br label %66

66:                                               ; preds = %53
  %67 = load i32, i32* %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %8, align 4
  br label %49, !llvm.loop !9

69:                                               ; preds = %49
  %70 = load float, float* %11, align 4
  ret float %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noundef %0, float* noundef %1, float noundef %2, i32 noundef %3) #2 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca <4 x float>, align 16
  %10 = alloca i32, align 4
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store float %2, float* %7, align 4
  store i32 %3, i32* %8, align 4
  %13 = load float, float* %7, align 4
  %14 = insertelement <4 x float> undef, float %13, i32 0
  %15 = load float, float* %7, align 4
  %16 = insertelement <4 x float> %14, float %15, i32 1
  %17 = load float, float* %7, align 4
  %18 = insertelement <4 x float> %16, float %17, i32 2
  %19 = load float, float* %7, align 4
  %20 = insertelement <4 x float> %18, float %19, i32 3
  store <4 x float> %20, <4 x float>* %9, align 16
  store i32 0, i32* %10, align 4
  br label %21

21:                                               ; preds = %49, %4
  %22 = load i32, i32* %10, align 4
  %23 = add nsw i32 %22, 4
  %24 = load i32, i32* %8, align 4
  %25 = icmp sle i32 %23, %24
  br i1 %25, label %26, label %52

26:                                               ; preds = %21
  %27 = bitcast <4 x float>* %11 to i8*
  %28 = load float*, float** %6, align 8
  %29 = load i32, i32* %10, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, float* %28, i64 %30
  %32 = bitcast float* %31 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %27, i8* align 4 %32, i64 16, i1 false)
  %33 = bitcast <4 x float>* %12 to i8*
  %34 = load float*, float** %5, align 8
  %35 = load i32, i32* %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, float* %34, i64 %36
  %38 = bitcast float* %37 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %33, i8* align 4 %38, i64 16, i1 false)
  %39 = load <4 x float>, <4 x float>* %9, align 16
  %40 = load <4 x float>, <4 x float>* %11, align 16
  %41 = load <4 x float>, <4 x float>* %12, align 16
  %42 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %39, <4 x float> %40, <4 x float> %41)
  store <4 x float> %42, <4 x float>* %12, align 16
  %43 = load float*, float** %5, align 8
  %44 = load i32, i32* %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, float* %43, i64 %45
  %47 = bitcast float* %46 to i8*
  %48 = bitcast <4 x float>* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %47, i8* align 16 %48, i64 16, i1 false)
  br label %49

49:                                               ; preds = %26
  %50 = load i32, i32* %10, align 4
  %51 = add nsw i32 %50, 4
  store i32 %51, i32* %10, align 4
  br label %21, !llvm.loop !10

52:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @umin(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %6 = load <4 x i32>, <4 x i32>* %3, align 16
  %7 = load <4 x i32>, <4 x i32>* %4, align 16
  %8 = icmp ult <4 x i32> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, <4 x i32>* %5, align 16
  %10 = load <4 x i32>, <4 x i32>* %3, align 16
  %11 = load <4 x i32>, <4 x i32>* %5, align 16
  %12 = and <4 x i32> %10, %11
  %13 = load <4 x i32>, <4 x i32>* %4, align 16
  %14 = load <4 x i32>, <4 x i32>* %5, align 16
  %15 = xor <4 x i32> %14, <i32 -1, i32 -1, i32 -1, i32 -1>
  %16 = and <4 x i32> %13, %15
  %17 = or <4 x i32> %12, %16
  ret <4 x i32> %17
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
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
