; ModuleID = 'tests/differential/src/designated_init.c'
source_filename = "tests/differential/src/designated_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Config = type { i8*, i32, double, [4 x i32], %struct.anon }
%struct.anon = type { i8, i16 }

@.str = private unnamed_addr constant [36 x i8] c"%d: %s %d %.2f [%d %d %d %d] %c %d\0A\00", align 1
@cfgs = internal global [3 x %struct.Config] [%struct.Config { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i32 1, double 5.000000e-01, [4 x i32] [i32 1, i32 2, i32 0, i32 0], %struct.anon { i8 97, i16 10 } }, %struct.Config { i8* null, i32 0, double 2.250000e+00, [4 x i32] zeroinitializer, %struct.anon { i8 122, i16 77 } }, %struct.Config { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i32 3, double 0.000000e+00, [4 x i32] [i32 0, i32 0, i32 0, i32 9], %struct.anon zeroinitializer }], align 16
@.str.1 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"sparse sum %d\0A\00", align 1
@sparse = internal global [20 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 50, i32 60, i32 0, i32 0, i32 0, i32 100, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 190], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@matrix = internal global [3 x [4 x i8]] [[4 x i8] c"abc\00", [4 x i8] c"x\00\00\00", [4 x i8] c"\00\00\00q"], align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"compound %d %.3f\0A\00", align 1
@constinit = private global [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 4], align 4
@__const.main.local = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 0, i32 3, i32 0, i32 0, i32 0, i32 0], align 16
@.str.6 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"local %d %d %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"third\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [10 x i32], align 4
  %7 = alloca %struct.Config, align 8
  %8 = alloca [8 x i32], align 16
  %9 = alloca %struct.Config, align 8
  store i32 0, i32* %1, align 4
  store i32 3, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %92, %0
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %95

14:                                               ; preds = %10
  %15 = load i32, i32* %3, align 4
  %16 = load i32, i32* %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.Config, %struct.Config* %18, i32 0, i32 0
  %20 = load i8*, i8** %19, align 16
  %21 = icmp ne i8* %20, null
  br i1 %21, label %22, label %28

22:                                               ; preds = %14
  %23 = load i32, i32* %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.Config, %struct.Config* %25, i32 0, i32 0
  %27 = load i8*, i8** %26, align 16
  br label %29

28:                                               ; preds = %14
  br label %29

29:                                               ; preds = %28, %22
  %30 = phi i8* [ %27, %22 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %28 ]
  %31 = load i32, i32* %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.Config, %struct.Config* %33, i32 0, i32 1
  %35 = load i32, i32* %34, align 8
  %36 = load i32, i32* %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %37
  %39 = getelementptr inbounds %struct.Config, %struct.Config* %38, i32 0, i32 2
  %40 = load double, double* %39, align 16
  %41 = load i32, i32* %3, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.Config, %struct.Config* %43, i32 0, i32 3
  %45 = getelementptr inbounds [4 x i32], [4 x i32]* %44, i64 0, i64 0
  %46 = load i32, i32* %45, align 8
  %47 = load i32, i32* %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.Config, %struct.Config* %49, i32 0, i32 3
  %51 = getelementptr inbounds [4 x i32], [4 x i32]* %50, i64 0, i64 1
  %52 = load i32, i32* %51, align 4
  %53 = load i32, i32* %3, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %54
  %56 = getelementptr inbounds %struct.Config, %struct.Config* %55, i32 0, i32 3
  %57 = getelementptr inbounds [4 x i32], [4 x i32]* %56, i64 0, i64 2
  %58 = load i32, i32* %57, align 8
  %59 = load i32, i32* %3, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %60
  %62 = getelementptr inbounds %struct.Config, %struct.Config* %61, i32 0, i32 3
  %63 = getelementptr inbounds [4 x i32], [4 x i32]* %62, i64 0, i64 3
  %64 = load i32, i32* %63, align 4
  %65 = load i32, i32* %3, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %66
  %68 = getelementptr inbounds %struct.Config, %struct.Config* %67, i32 0, i32 4
  %69 = getelementptr inbounds %struct.anon, %struct.anon* %68, i32 0, i32 0
  %70 = load i8, i8* %69, align 8
  %71 = sext i8 %70 to i32
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %81

73:                                               ; preds = %29
  %74 = load i32, i32* %3, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %75
  %77 = getelementptr inbounds %struct.Config, %struct.Config* %76, i32 0, i32 4
  %78 = getelementptr inbounds %struct.anon, %struct.anon* %77, i32 0, i32 0
  %79 = load i8, i8* %78, align 8
  %80 = sext i8 %79 to i32
  br label %82

81:                                               ; preds = %29
  br label %82

82:                                               ; preds = %81, %73
  %83 = phi i32 [ %80, %73 ], [ 45, %81 ]
  %84 = load i32, i32* %3, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [3 x %struct.Config], [3 x %struct.Config]* @cfgs, i64 0, i64 %85
  %87 = getelementptr inbounds %struct.Config, %struct.Config* %86, i32 0, i32 4
  %88 = getelementptr inbounds %struct.anon, %struct.anon* %87, i32 0, i32 1
  %89 = load i16, i16* %88, align 2
  %90 = sext i16 %89 to i32
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i32 noundef %15, i8* noundef %30, i32 noundef %35, double noundef %40, i32 noundef %46, i32 noundef %52, i32 noundef %58, i32 noundef %64, i32 noundef %83, i32 noundef %90)
  br label %92

92:                                               ; preds = %82
  %93 = load i32, i32* %3, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %3, align 4
  br label %10, !llvm.loop !6

95:                                               ; preds = %10
  %96 = call i32 @sum_ints(i32* noundef getelementptr inbounds ([20 x i32], [20 x i32]* @sparse, i64 0, i64 0), i32 noundef 20)
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %96)
  store i32 0, i32* %4, align 4
  br label %98

98:                                               ; preds = %120, %95
  %99 = load i32, i32* %4, align 4
  %100 = icmp slt i32 %99, 3
  br i1 %100, label %101, label %123

101:                                              ; preds = %98
  store i32 0, i32* %5, align 4
  br label %102

102:                                              ; preds = %115, %101
  %103 = load i32, i32* %5, align 4
  %104 = icmp slt i32 %103, 4
  br i1 %104, label %105, label %118

105:                                              ; preds = %102
  %106 = load i32, i32* %4, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [3 x [4 x i8]], [3 x [4 x i8]]* @matrix, i64 0, i64 %107
  %109 = load i32, i32* %5, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [4 x i8], [4 x i8]* %108, i64 0, i64 %110
  %112 = load i8, i8* %111, align 1
  %113 = sext i8 %112 to i32
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef %113)
  br label %115

115:                                              ; preds = %105
  %116 = load i32, i32* %5, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %5, align 4
  br label %102, !llvm.loop !8

118:                                              ; preds = %102
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0))
  br label %120

120:                                              ; preds = %118
  %121 = load i32, i32* %4, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* %4, align 4
  br label %98, !llvm.loop !9

123:                                              ; preds = %98
  %124 = getelementptr inbounds [10 x i32], [10 x i32]* %6, i64 0, i64 0
  %125 = bitcast [10 x i32]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %125, i8* align 4 bitcast ([10 x i32]* @constinit to i8*), i64 40, i1 false)
  %126 = getelementptr inbounds [10 x i32], [10 x i32]* %6, i64 0, i64 0
  %127 = call i32 @sum_ints(i32* noundef %126, i32 noundef 10)
  %128 = getelementptr inbounds %struct.Config, %struct.Config* %7, i32 0, i32 0
  store i8* null, i8** %128, align 8
  %129 = getelementptr inbounds %struct.Config, %struct.Config* %7, i32 0, i32 1
  store i32 4, i32* %129, align 8
  %130 = getelementptr inbounds %struct.Config, %struct.Config* %7, i32 0, i32 2
  store double 1.250000e-01, double* %130, align 8
  %131 = getelementptr inbounds %struct.Config, %struct.Config* %7, i32 0, i32 3
  %132 = bitcast [4 x i32]* %131 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %132, i8 0, i64 16, i1 false)
  %133 = getelementptr inbounds %struct.Config, %struct.Config* %7, i32 0, i32 4
  %134 = getelementptr inbounds %struct.anon, %struct.anon* %133, i32 0, i32 0
  store i8 0, i8* %134, align 8
  %135 = getelementptr inbounds %struct.anon, %struct.anon* %133, i32 0, i32 1
  store i16 1, i16* %135, align 2
  %136 = call double @ratio_of(%struct.Config* noundef byval(%struct.Config) align 8 %7)
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i64 0, i64 0), i32 noundef %127, double noundef %136)
  %138 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %138, i8* align 16 bitcast ([8 x i32]* @__const.main.local to i8*), i64 32, i1 false)
  %139 = bitcast %struct.Config* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %139, i8 0, i64 48, i1 false)
  %140 = bitcast i8* %139 to %struct.Config*
  %141 = getelementptr inbounds %struct.Config, %struct.Config* %140, i32 0, i32 0
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8** %141, align 8
  %142 = getelementptr inbounds %struct.Config, %struct.Config* %140, i32 0, i32 3
  %143 = getelementptr inbounds [4 x i32], [4 x i32]* %142, i32 0, i32 2
  store i32 5, i32* %143, align 8
  %144 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0
  %145 = call i32 @sum_ints(i32* noundef %144, i32 noundef 8)
  %146 = getelementptr inbounds %struct.Config, %struct.Config* %9, i32 0, i32 3
  %147 = getelementptr inbounds [4 x i32], [4 x i32]* %146, i64 0, i64 2
  %148 = load i32, i32* %147, align 8
  %149 = getelementptr inbounds %struct.Config, %struct.Config* %9, i32 0, i32 3
  %150 = getelementptr inbounds [4 x i32], [4 x i32]* %149, i64 0, i64 0
  %151 = load i32, i32* %150, align 8
  %152 = add nsw i32 %148, %151
  %153 = getelementptr inbounds %struct.Config, %struct.Config* %9, i32 0, i32 0
  %154 = load i8*, i8** %153, align 8
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.7, i64 0, i64 0), i32 noundef %145, i32 noundef %152, i8* noundef %154)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %12, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ratio_of(%struct.Config* noundef byval(%struct.Config) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.Config, %struct.Config* %0, i32 0, i32 2
  %3 = load double, double* %2, align 8
  %4 = getelementptr inbounds %struct.Config, %struct.Config* %0, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = sitofp i32 %5 to double
  %7 = getelementptr inbounds %struct.Config, %struct.Config* %0, i32 0, i32 4
  %8 = getelementptr inbounds %struct.anon, %struct.anon* %7, i32 0, i32 1
  %9 = load i16, i16* %8, align 2
  %10 = sext i16 %9 to i32
  %11 = sitofp i32 %10 to double
  %12 = call double @llvm.fmuladd.f64(double %3, double %6, double %11)
  ret double %12
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
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
