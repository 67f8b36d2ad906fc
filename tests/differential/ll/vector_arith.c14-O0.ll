; ModuleID = 'tests/differential/src/vector_arith.c'
source_filename = "tests/differential/src/vector_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"madd %d %d %d %d hsum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"vmax %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"lerp %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"dscale %.4f %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <2 x double>, align 16
  %11 = alloca <2 x double>, align 16
  %12 = alloca <16 x i8>, align 16
  %13 = alloca <16 x i8>, align 16
  %14 = alloca i32, align 4
  %15 = alloca <16 x i8>, align 16
  %16 = alloca i32, align 4
  %17 = alloca <8 x i16>, align 16
  %18 = alloca <8 x i16>, align 16
  %19 = alloca <8 x i16>, align 16
  %20 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, <4 x i32>* %2, align 16
  store <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i32>* %3, align 16
  store <4 x i32> <i32 100, i32 200, i32 300, i32 400>, <4 x i32>* %4, align 16
  %21 = load <4 x i32>, <4 x i32>* %2, align 16
  %22 = load <4 x i32>, <4 x i32>* %3, align 16
  %23 = load <4 x i32>, <4 x i32>* %4, align 16
  %24 = call <4 x i32> @madd(<4 x i32> noundef %21, <4 x i32> noundef %22, <4 x i32> noundef %23)
  store <4 x i32> %24, <4 x i32>* %5, align 16
  %25 = load <4 x i32>, <4 x i32>* %5, align 16
  %26 = extractelement <4 x i32> %25, i32 0
  %27 = load <4 x i32>, <4 x i32>* %5, align 16
  %28 = extractelement <4 x i32> %27, i32 1
  %29 = load <4 x i32>, <4 x i32>* %5, align 16
  %30 = extractelement <4 x i32> %29, i32 2
  %31 = load <4 x i32>, <4 x i32>* %5, align 16
  %32 = extractelement <4 x i32> %31, i32 3
  %33 = load <4 x i32>, <4 x i32>* %5, align 16
  %34 = call i32 @hsum(<4 x i32> noundef %33)
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34)
  %36 = load <4 x i32>, <4 x i32>* %2, align 16
  %37 = mul <4 x i32> %36, <i32 7, i32 7, i32 7, i32 7>
  %38 = load <4 x i32>, <4 x i32>* %3, align 16
  %39 = sub <4 x i32> %38, <i32 25, i32 25, i32 25, i32 25>
  %40 = call <4 x i32> @vmax(<4 x i32> noundef %37, <4 x i32> noundef %39)
  store <4 x i32> %40, <4 x i32>* %6, align 16
  %41 = load <4 x i32>, <4 x i32>* %6, align 16
  %42 = extractelement <4 x i32> %41, i32 0
  %43 = load <4 x i32>, <4 x i32>* %6, align 16
  %44 = extractelement <4 x i32> %43, i32 1
  %45 = load <4 x i32>, <4 x i32>* %6, align 16
  %46 = extractelement <4 x i32> %45, i32 2
  %47 = load <4 x i32>, <4 x i32>* %6, align 16
  %48 = extractelement <4 x i32> %47, i32 3
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48)
  store <4 x float> <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, <4 x float>* %8, align 16
  %50 = load <4 x float>, <4 x float>* %8, align 16
  store <4 x float> <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>, <4 x float>* %9, align 16
  %51 = load <4 x float>, <4 x float>* %9, align 16
  %52 = call <4 x float> @lerp(<4 x float> noundef %50, <4 x float> noundef %51, float noundef 2.500000e-01)
  store <4 x float> %52, <4 x float>* %7, align 16
  %53 = load <4 x float>, <4 x float>* %7, align 16
  %54 = extractelement <4 x float> %53, i32 0
  %55 = fpext float %54 to double
  %56 = load <4 x float>, <4 x float>* %7, align 16
  %57 = extractelement <4 x float> %56, i32 1
  %58 = fpext float %57 to double
  %59 = load <4 x float>, <4 x float>* %7, align 16
  %60 = extractelement <4 x float> %59, i32 2
  %61 = fpext float %60 to double
  %62 = load <4 x float>, <4 x float>* %7, align 16
  %63 = extractelement <4 x float> %62, i32 3
  %64 = fpext float %63 to double
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), double noundef %55, double noundef %58, double noundef %61, double noundef %64)
  store <2 x double> <double 1.500000e+00, double -8.000000e+00>, <2 x double>* %11, align 16
  %66 = load <2 x double>, <2 x double>* %11, align 16
  %67 = call <2 x double> @dscale(<2 x double> noundef %66, double noundef 3.000000e+00)
  store <2 x double> %67, <2 x double>* %10, align 16
  %68 = load <2 x double>, <2 x double>* %10, align 16
  %69 = extractelement <2 x double> %68, i32 0
  %70 = load <2 x double>, <2 x double>* %10, align 16
  %71 = extractelement <2 x double> %70, i32 1
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef %69, double noundef %71)
  store i32 0, i32* %14, align 4
  br label %73

73:                                               ; preds = %90, %0
  %74 = load i32, i32* %14, align 4
  %75 = icmp slt i32 %74, 16
  br i1 %75, label %76, label %93

76:                                               ; preds = %73
  %77 = load i32, i32* %14, align 4
  %78 = mul nsw i32 %77, 17
  %79 = trunc i32 %78 to i8
  %80 = load i32, i32* %14, align 4
  %81 = load <16 x i8>, <16 x i8>* %12, align 16
  %82 = insertelement <16 x i8> %81, i8 %79, i32 %80
  store <16 x i8> %82, <16 x i8>* %12, align 16
  %83 = load i32, i32* %14, align 4
  %84 = mul nsw i32 %83, 3
  %85 = sub nsw i32 250, %84
  %86 = trunc i32 %85 to i8
  %87 = load i32, i32* %14, align 4
  %88 = load <16 x i8>, <16 x i8>* %13, align 16
  %89 = insertelement <16 x i8> %88, i8 %86, i32 %87
  store <16 x i8> %89, <16 x i8>* %13, align 16
  br label %90

90:                                               ; preds = %76
  %91 = load i32, i32* %14, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %14, align 4
  br label %73, !llvm.loop !6

93:                                               ; preds = %73
  %94 = load <16 x i8>, <16 x i8>* %12, align 16
  %95 = load <16 x i8>, <16 x i8>* %13, align 16
  %96 = call <16 x i8> @bytes_op(<16 x i8> noundef %94, <16 x i8> noundef %95)
  store <16 x i8> %96, <16 x i8>* %15, align 16
  store i32 0, i32* %16, align 4
  br label %97

97:                                               ; preds = %106, %93
  %98 = load i32, i32* %16, align 4
  %99 = icmp slt i32 %98, 16
  br i1 %99, label %100, label %109

100:                                              ; preds = %97
  %101 = load <16 x i8>, <16 x i8>* %15, align 16
  %102 = load i32, i32* %16, align 4
  %103 = extractelement <16 x i8> %101, i32 %102
  %104 = zext i8 %103 to i32
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %104)
  br label %106

106:                                              ; preds = %100
  %107 = load i32, i32* %16, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* %16, align 4
  br label %97, !llvm.loop !8

109:                                              ; preds = %97
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0))
  store <8 x i16> <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16>* %18, align 16
  %111 = load <8 x i16>, <8 x i16>* %18, align 16
  store <8 x i16> <i16 7, i16 7, i16 7, i16 7, i16 -1, i16 -1, i16 2, i16 2>, <8 x i16>* %19, align 16
  %112 = load <8 x i16>, <8 x i16>* %19, align 16
  %113 = call <8 x i16> @shorts_op(<8 x i16> noundef %111, <8 x i16> noundef %112)
  store <8 x i16> %113, <8 x i16>* %17, align 16
  store i32 0, i32* %20, align 4
  br label %114

114:                                              ; preds = %123, %109
  %115 = load i32, i32* %20, align 4
  %116 = icmp slt i32 %115, 8
  br i1 %116, label %117, label %126

117:                                              ; preds = %114
  %118 = load <8 x i16>, <8 x i16>* %17, align 16
  %119 = load i32, i32* %20, align 4
  %120 = extractelement <8 x i16> %118, i32 %119
  %121 = sext i16 %120 to i32
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef %121)
  br label %123

123:                                              ; preds = %117
  %124 = load i32, i32* %20, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, i32* %20, align 4
  br label %114, !llvm.loop !9

126:                                              ; preds = %114
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @madd(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %4, align 16
  store <4 x i32> %1, <4 x i32>* %5, align 16
  store <4 x i32> %2, <4 x i32>* %6, align 16
  %7 = load <4 x i32>, <4 x i32>* %4, align 16
  %8 = load <4 x i32>, <4 x i32>* %5, align 16
  %9 = mul <4 x i32> %7, %8
  %10 = load <4 x i32>, <4 x i32>* %6, align 16
  %11 = add <4 x i32> %9, %10
  ret <4 x i32> %11
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hsum(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %2, align 16
  %3 = load <4 x i32>, <4 x i32>* %2, align 16
  %4 = extractelement <4 x i32> %3, i32 0
  %5 = load <4 x i32>, <4 x i32>* %2, align 16
  %6 = extractelement <4 x i32> %5, i32 1
  %7 = add nsw i32 %4, %6
  %8 = load <4 x i32>, <4 x i32>* %2, align 16
  %9 = extractelement <4 x i32> %8, i32 2
  %10 = add nsw i32 %7, %9
  %11 = load <4 x i32>, <4 x i32>* %2, align 16
  %12 = extractelement <4 x i32> %11, i32 3
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @vmax(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %6 = load <4 x i32>, <4 x i32>* %3, align 16
  %7 = load <4 x i32>, <4 x i32>* %4, align 16
  %8 = icmp sgt <4 x i32> %6, %7
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

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @lerp(<4 x float> noundef %0, <4 x float> noundef %1, float noundef %2) #0 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  store <4 x float> %0, <4 x float>* %4, align 16
  store <4 x float> %1, <4 x float>* %5, align 16
  store float %2, float* %6, align 4
  %7 = load <4 x float>, <4 x float>* %4, align 16
  %8 = load <4 x float>, <4 x float>* %5, align 16
  %9 = load <4 x float>, <4 x float>* %4, align 16
  %10 = fsub <4 x float> %8, %9
  %11 = load float, float* %6, align 4
  %12 = insertelement <4 x float> poison, float %11, i32 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %14 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> %13, <4 x float> %7)
  ret <4 x float> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @dscale(<2 x double> noundef %0, double noundef %1) #0 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca double, align 8
  store <2 x double> %0, <2 x double>* %3, align 16
  store double %1, double* %4, align 8
  %5 = load <2 x double>, <2 x double>* %3, align 16
  %6 = load double, double* %4, align 8
  %7 = insertelement <2 x double> poison, double %6, i32 0
  %8 = shufflevector <2 x double> %7, <2 x double> poison, <2 x i32> zeroinitializer
  %9 = load <2 x double>, <2 x double>* %3, align 16
  %10 = fdiv <2 x double> %9, <double 4.000000e+00, double 4.000000e+00>
  %11 = fneg <2 x double> %10
  %12 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %5, <2 x double> %8, <2 x double> %11)
  ret <2 x double> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x i8> @bytes_op(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  store <16 x i8> %0, <16 x i8>* %3, align 16
  store <16 x i8> %1, <16 x i8>* %4, align 16
  %5 = load <16 x i8>, <16 x i8>* %3, align 16
  %6 = load <16 x i8>, <16 x i8>* %4, align 16
  %7 = add <16 x i8> %5, %6
  %8 = load <16 x i8>, <16 x i8>* %3, align 16
  %9 = lshr <16 x i8> %8, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %10 = xor <16 x i8> %7, %9
  ret <16 x i8> %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i16> @shorts_op(<8 x i16> noundef %0, <8 x i16> noundef %1) #0 {
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  store <8 x i16> %0, <8 x i16>* %3, align 16
  store <8 x i16> %1, <8 x i16>* %4, align 16
  %5 = load <8 x i16>, <8 x i16>* %3, align 16
  %6 = load <8 x i16>, <8 x i16>* %4, align 16
  %7 = mul <8 x i16> %5, %6
  %8 = load <8 x i16>, <8 x i16>* %3, align 16
  %9 = shl <8 x i16> %8, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %10 = sub <8 x i16> %7, %9
  %11 = load <8 x i16>, <8 x i16>* %4, align 16
  %12 = and <8 x i16> %11, <i16 3855, i16 3855, i16 3855, i16 3855, i16 3855, i16 3855, i16 3855, i16 3855>
  %13 = add <8 x i16> %10, %12
  ret <8 x i16> %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

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
