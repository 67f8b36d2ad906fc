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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %25, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 37
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = sitofp i32 %12 to float
  %14 = fmul float %13, 5.000000e-01
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 %16
  store float %14, ptr %17, align 4
  %18 = load i32, ptr %4, align 4
  %19 = sub nsw i32 37, %18
  %20 = sitofp i32 %19 to float
  %21 = fmul float %20, 2.500000e-01
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [37 x float], ptr %3, i64 0, i64 %23
  store float %21, ptr %24, align 4
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %4, align 4
  br label %8, !llvm.loop !6

28:                                               ; preds = %8
  %29 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 0
  %30 = getelementptr inbounds [37 x float], ptr %3, i64 0, i64 0
  %31 = call float @dot(ptr noundef %29, ptr noundef %30, i32 noundef 37)
  %32 = fpext float %31 to double
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %32)
  %34 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 0
  %35 = getelementptr inbounds [37 x float], ptr %3, i64 0, i64 0
  call void @saxpy(ptr noundef %34, ptr noundef %35, float noundef 2.000000e+00, i32 noundef 36)
  %36 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 0
  %37 = load float, ptr %36, align 16
  %38 = fpext float %37 to double
  %39 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 17
  %40 = load float, ptr %39, align 4
  %41 = fpext float %40 to double
  %42 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 35
  %43 = load float, ptr %42, align 4
  %44 = fpext float %43 to double
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %38, double noundef %41, double noundef %44)
  store <4 x i32> <i32 1, i32 -1, i32 5, i32 -2147483648>, ptr %6, align 16
  %46 = load <4 x i32>, ptr %6, align 16
  store <4 x i32> <i32 2, i32 3, i32 -1879048192, i32 2147483647>, ptr %7, align 16
  %47 = load <4 x i32>, ptr %7, align 16
  %48 = call <4 x i32> @umin(<4 x i32> noundef %46, <4 x i32> noundef %47)
  store <4 x i32> %48, ptr %5, align 16
  %49 = load <4 x i32>, ptr %5, align 16
  %50 = extractelement <4 x i32> %49, i32 0
  %51 = load <4 x i32>, ptr %5, align 16
  %52 = extractelement <4 x i32> %51, i32 1
  %53 = load <4 x i32>, ptr %5, align 16
  %54 = extractelement <4 x i32> %53, i32 2
  %55 = load <4 x i32>, ptr %5, align 16
  %56 = extractelement <4 x i32> %55, i32 3
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca <4 x float>, align 16
  %8 = alloca i32, align 4
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store <4 x float> zeroinitializer, ptr %7, align 16
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %30, %3
  %13 = load i32, ptr %8, align 4
  %14 = add nsw i32 %13, 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %33

17:                                               ; preds = %12
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 4 %21, i64 16, i1 false)
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 4 %25, i64 16, i1 false)
  %26 = load <4 x float>, ptr %9, align 16
  %27 = load <4 x float>, ptr %10, align 16
  %28 = load <4 x float>, ptr %7, align 16
  %29 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %26, <4 x float> %27, <4 x float> %28)
  store <4 x float> %29, ptr %7, align 16
  br label %30

30:                                               ; preds = %17
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, 4
  store i32 %32, ptr %8, align 4
  br label %12, !llvm.loop !8

33:                                               ; preds = %12
  %34 = load <4 x float>, ptr %7, align 16
  %35 = extractelement <4 x float> %34, i32 0
  %36 = load <4 x float>, ptr %7, align 16
  %37 = extractelement <4 x float> %36, i32 1
  %38 = fadd float %35, %37
  %39 = load <4 x float>, ptr %7, align 16
  %40 = extractelement <4 x float> %39, i32 2
  %41 = fadd float %38, %40
  %42 = load <4 x float>, ptr %7, align 16
  %43 = extractelement <4 x float> %42, i32 3
  %44 = fadd float %41, %43
  store float %44, ptr %11, align 4
  br label %45

45:                                               ; preds = %62, %33
  %46 = load i32, ptr %8, align 4
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %65

49:                                               ; preds = %45
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %50, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %8, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %55, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = load float, ptr %11, align 4
  %61 = call float @llvm.fmuladd.f32(float %54, float %59, float %60)
  store float %61, ptr %11, align 4
  br label %62

62:                                               ; preds = %49
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %8, align 4
  br label %45, !llvm.loop !9

65:                                               ; preds = %45
  %66 = load float, ptr %11, align 4
  ret float %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca <4 x float>, align 16
  %10 = alloca i32, align 4
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = load float, ptr %7, align 4
  %14 = insertelement <4 x float> undef, float %13, i32 0
  %15 = load float, ptr %7, align 4
  %16 = insertelement <4 x float> %14, float %15, i32 1
  %17 = load float, ptr %7, align 4
  %18 = insertelement <4 x float> %16, float %17, i32 2
  %19 = load float, ptr %7, align 4
  %20 = insertelement <4 x float> %18, float %19, i32 3
  store <4 x float> %20, ptr %9, align 16
  store i32 0, ptr %10, align 4
  br label %21

21:                                               ; preds = %43, %4
  %22 = load i32, ptr %10, align 4
  %23 = add nsw i32 %22, 4
  %24 = load i32, ptr %8, align 4
  %25 = icmp sle i32 %23, %24
  br i1 %25, label %26, label %46

26:                                               ; preds = %21
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %10, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 4 %30, i64 16, i1 false)
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 4 %34, i64 16, i1 false)
  %35 = load <4 x float>, ptr %9, align 16
  %36 = load <4 x float>, ptr %11, align 16
  %37 = load <4 x float>, ptr %12, align 16
  %38 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %35, <4 x float> %36, <4 x float> %37)
  store <4 x float> %38, ptr %12, align 16
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %39, i64 %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 16 %12, i64 16, i1 false)
  br label %43

43:                                               ; preds = %26
  %44 = load i32, ptr %10, align 4
  %45 = add nsw i32 %44, 4
  store i32 %45, ptr %10, align 4
  br label %21, !llvm.loop !10

46:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @umin(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %6 = load <4 x i32>, ptr %3, align 16
  %7 = load <4 x i32>, ptr %4, align 16
  %8 = icmp ult <4 x i32> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, ptr %5, align 16
  %10 = load <4 x i32>, ptr %3, align 16
  %11 = load <4 x i32>, ptr %5, align 16
  %12 = and <4 x i32> %10, %11
  %13 = load <4 x i32>, ptr %4, align 16
  %14 = load <4 x i32>, ptr %5, align 16
  %15 = xor <4 x i32> %14, <i32 -1, i32 -1, i32 -1, i32 -1>
  %16 = and <4 x i32> %13, %15
  %17 = or <4 x i32> %12, %16
  ret <4 x i32> %17
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
