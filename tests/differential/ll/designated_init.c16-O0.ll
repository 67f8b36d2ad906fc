; ModuleID = 'tests/differential/src/designated_init.c'
source_filename = "tests/differential/src/designated_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Config = type { ptr, i32, double, [4 x i32], %struct.anon }
%struct.anon = type { i8, i16 }

@.str = private unnamed_addr constant [36 x i8] c"%d: %s %d %.2f [%d %d %d %d] %c %d\0A\00", align 1
@cfgs = internal global [3 x %struct.Config] [%struct.Config { ptr @.str.8, i32 1, double 5.000000e-01, [4 x i32] [i32 1, i32 2, i32 0, i32 0], %struct.anon { i8 97, i16 10 } }, %struct.Config { ptr null, i32 0, double 2.250000e+00, [4 x i32] zeroinitializer, %struct.anon { i8 122, i16 77 } }, %struct.Config { ptr @.str.9, i32 3, double 0.000000e+00, [4 x i32] [i32 0, i32 0, i32 0, i32 9], %struct.anon zeroinitializer }], align 16
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
@__const.main.lc = private unnamed_addr constant %struct.Config { ptr @.str.6, i32 0, double 0.000000e+00, [4 x i32] [i32 0, i32 0, i32 5, i32 0], %struct.anon zeroinitializer }, align 8
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
  store i32 0, ptr %1, align 4
  store i32 3, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %92, %0
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %95

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.Config, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 16
  %21 = icmp ne ptr %20, null
  br i1 %21, label %22, label %28

22:                                               ; preds = %14
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.Config, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %26, align 16
  br label %29

28:                                               ; preds = %14
  br label %29

29:                                               ; preds = %28, %22
  %30 = phi ptr [ %27, %22 ], [ @.str.1, %28 ]
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.Config, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = load i32, ptr %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %37
  %39 = getelementptr inbounds %struct.Config, ptr %38, i32 0, i32 2
  %40 = load double, ptr %39, align 16
  %41 = load i32, ptr %3, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.Config, ptr %43, i32 0, i32 3
  %45 = getelementptr inbounds [4 x i32], ptr %44, i64 0, i64 0
  %46 = load i32, ptr %45, align 8
  %47 = load i32, ptr %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.Config, ptr %49, i32 0, i32 3
  %51 = getelementptr inbounds [4 x i32], ptr %50, i64 0, i64 1
  %52 = load i32, ptr %51, align 4
  %53 = load i32, ptr %3, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %54
  %56 = getelementptr inbounds %struct.Config, ptr %55, i32 0, i32 3
  %57 = getelementptr inbounds [4 x i32], ptr %56, i64 0, i64 2
  %58 = load i32, ptr %57, align 8
  %59 = load i32, ptr %3, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %60
  %62 = getelementptr inbounds %struct.Config, ptr %61, i32 0, i32 3
  %63 = getelementptr inbounds [4 x i32], ptr %62, i64 0, i64 3
  %64 = load i32, ptr %63, align 4
  %65 = load i32, ptr %3, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %66
  %68 = getelementptr inbounds %struct.Config, ptr %67, i32 0, i32 4
  %69 = getelementptr inbounds %struct.anon, ptr %68, i32 0, i32 0
  %70 = load i8, ptr %69, align 8
  %71 = sext i8 %70 to i32
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %81

73:                                               ; preds = %29
  %74 = load i32, ptr %3, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %75
  %77 = getelementptr inbounds %struct.Config, ptr %76, i32 0, i32 4
  %78 = getelementptr inbounds %struct.anon, ptr %77, i32 0, i32 0
  %79 = load i8, ptr %78, align 8
  %80 = sext i8 %79 to i32
  br label %82

81:                                               ; preds = %29
  br label %82

82:                                               ; preds = %81, %73
  %83 = phi i32 [ %80, %73 ], [ 45, %81 ]
  %84 = load i32, ptr %3, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [3 x %struct.Config], ptr @cfgs, i64 0, i64 %85
  %87 = getelementptr inbounds %struct.Config, ptr %86, i32 0, i32 4
  %88 = getelementptr inbounds %struct.anon, ptr %87, i32 0, i32 1
  %89 = load i16, ptr %88, align 2
  %90 = sext i16 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15, ptr noundef %30, i32 noundef %35, double noundef %40, i32 noundef %46, i32 noundef %52, i32 noundef %58, i32 noundef %64, i32 noundef %83, i32 noundef %90)
  br label %92

92:                                               ; preds = %82
  %93 = load i32, ptr %3, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %3, align 4
  br label %10, !llvm.loop !6

95:                                               ; preds = %10
  %96 = call i32 @sum_ints(ptr noundef @sparse, i32 noundef 20)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %96)
  store i32 0, ptr %4, align 4
  br label %98

98:                                               ; preds = %120, %95
  %99 = load i32, ptr %4, align 4
  %100 = icmp slt i32 %99, 3
  br i1 %100, label %101, label %123

101:                                              ; preds = %98
  store i32 0, ptr %5, align 4
  br label %102

102:                                              ; preds = %115, %101
  %103 = load i32, ptr %5, align 4
  %104 = icmp slt i32 %103, 4
  br i1 %104, label %105, label %118

105:                                              ; preds = %102
  %106 = load i32, ptr %4, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [3 x [4 x i8]], ptr @matrix, i64 0, i64 %107
  %109 = load i32, ptr %5, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [4 x i8], ptr %108, i64 0, i64 %110
  %112 = load i8, ptr %111, align 1
  %113 = sext i8 %112 to i32
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %113)
  br label %115

115:                                              ; preds = %105
  %116 = load i32, ptr %5, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %5, align 4
  br label %102, !llvm.loop !8

118:                                              ; preds = %102
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %120

120:                                              ; preds = %118
  %121 = load i32, ptr %4, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %4, align 4
  br label %98, !llvm.loop !9

123:                                              ; preds = %98
  %124 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @constinit, i64 40, i1 false)
  %125 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 0
  %126 = call i32 @sum_ints(ptr noundef %125, i32 noundef 10)
  %127 = getelementptr inbounds %struct.Config, ptr %7, i32 0, i32 0
  store ptr null, ptr %127, align 8
  %128 = getelementptr inbounds %struct.Config, ptr %7, i32 0, i32 1
  store i32 4, ptr %128, align 8
  %129 = getelementptr inbounds %struct.Config, ptr %7, i32 0, i32 2
  store double 1.250000e-01, ptr %129, align 8
  %130 = getelementptr inbounds %struct.Config, ptr %7, i32 0, i32 3
  call void @llvm.memset.p0.i64(ptr align 8 %130, i8 0, i64 16, i1 false)
  %131 = getelementptr inbounds %struct.Config, ptr %7, i32 0, i32 4
  %132 = getelementptr inbounds %struct.anon, ptr %131, i32 0, i32 0
  store i8 0, ptr %132, align 8
  %133 = getelementptr inbounds %struct.anon, ptr %131, i32 0, i32 1
  store i16 1, ptr %133, align 2
  %134 = call double @ratio_of(ptr noundef byval(%struct.Config) align 8 %7)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %126, double noundef %134)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.local, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.lc, i64 48, i1 false)
  %136 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0
  %137 = call i32 @sum_ints(ptr noundef %136, i32 noundef 8)
  %138 = getelementptr inbounds %struct.Config, ptr %9, i32 0, i32 3
  %139 = getelementptr inbounds [4 x i32], ptr %138, i64 0, i64 2
  %140 = load i32, ptr %139, align 8
  %141 = getelementptr inbounds %struct.Config, ptr %9, i32 0, i32 3
  %142 = getelementptr inbounds [4 x i32], ptr %141, i64 0, i64 0
  %143 = load i32, ptr %142, align 8
  %144 = add nsw i32 %140, %143
  %145 = getelementptr inbounds %struct.Config, ptr %9, i32 0, i32 0
  %146 = load ptr, ptr %145, align 8
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %137, i32 noundef %144, ptr noundef %146)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  ret i32 %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ratio_of(ptr noundef byval(%struct.Config) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.Config, ptr %0, i32 0, i32 2
  %3 = load double, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Config, ptr %0, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = sitofp i32 %5 to double
  %7 = getelementptr inbounds %struct.Config, ptr %0, i32 0, i32 4
  %8 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 1
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i32
  %11 = sitofp i32 %10 to double
  %12 = call double @llvm.fmuladd.f64(double %3, double %6, double %11)
  ret double %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
