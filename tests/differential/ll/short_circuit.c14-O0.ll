; ModuleID = 'tests/differential/src/short_circuit.c'
source_filename = "tests/differential/src/short_circuit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@calls = internal global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"no\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"calls %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"yes\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"r %d calls %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"in_range(%d)=%d \00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [7 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 0, i32 9], align 16
@.str.6 = private unnamed_addr constant [16 x i8] c"any_zero %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"to_bool %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"complex_cond count %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"bool arith %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca [7 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  store i32 0, i32* @calls, align 4
  %11 = call zeroext i1 @t(i32 noundef 1)
  br i1 %11, label %12, label %18

12:                                               ; preds = %0
  %13 = call zeroext i1 @f(i32 noundef 2)
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = call zeroext i1 @t(i32 noundef 4)
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0))
  br label %18

18:                                               ; preds = %16, %14, %12, %0
  %19 = load i32, i32* @calls, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %19)
  store i32 0, i32* @calls, align 4
  %21 = call zeroext i1 @f(i32 noundef 1)
  br i1 %21, label %26, label %22

22:                                               ; preds = %18
  %23 = call zeroext i1 @t(i32 noundef 2)
  br i1 %23, label %26, label %24

24:                                               ; preds = %22
  %25 = call zeroext i1 @f(i32 noundef 4)
  br i1 %25, label %26, label %28

26:                                               ; preds = %24, %22, %18
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  br label %28

28:                                               ; preds = %26, %24
  %29 = load i32, i32* @calls, align 4
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29)
  store i32 0, i32* @calls, align 4
  %31 = call zeroext i1 @t(i32 noundef 1)
  br i1 %31, label %34, label %32

32:                                               ; preds = %28
  %33 = call zeroext i1 @f(i32 noundef 2)
  br i1 %33, label %34, label %40

34:                                               ; preds = %32, %28
  %35 = call zeroext i1 @f(i32 noundef 3)
  br i1 %35, label %38, label %36

36:                                               ; preds = %34
  %37 = call zeroext i1 @t(i32 noundef 5)
  br label %38

38:                                               ; preds = %36, %34
  %39 = phi i1 [ true, %34 ], [ %37, %36 ]
  br label %40

40:                                               ; preds = %38, %32
  %41 = phi i1 [ false, %32 ], [ %39, %38 ]
  %42 = zext i1 %41 to i8
  store i8 %42, i8* %2, align 1
  %43 = load i8, i8* %2, align 1
  %44 = trunc i8 %43 to i1
  %45 = zext i1 %44 to i32
  %46 = load i32, i32* @calls, align 4
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %45, i32 noundef %46)
  store i32 -3, i32* %3, align 4
  br label %48

48:                                               ; preds = %57, %40
  %49 = load i32, i32* %3, align 4
  %50 = icmp sle i32 %49, 12
  br i1 %50, label %51, label %60

51:                                               ; preds = %48
  %52 = load i32, i32* %3, align 4
  %53 = load i32, i32* %3, align 4
  %54 = call zeroext i1 @in_range(i32 noundef %53, i32 noundef 0, i32 noundef 9)
  %55 = zext i1 %54 to i32
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %52, i32 noundef %55)
  br label %57

57:                                               ; preds = %51
  %58 = load i32, i32* %3, align 4
  %59 = add nsw i32 %58, 3
  store i32 %59, i32* %3, align 4
  br label %48, !llvm.loop !6

60:                                               ; preds = %48
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0))
  %62 = bitcast [7 x i32]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %62, i8* align 16 bitcast ([7 x i32]* @__const.main.arr to i8*), i64 28, i1 false)
  %63 = getelementptr inbounds [7 x i32], [7 x i32]* %4, i64 0, i64 0
  %64 = call zeroext i1 @any_zero(i32* noundef %63, i32 noundef 5)
  %65 = zext i1 %64 to i32
  %66 = getelementptr inbounds [7 x i32], [7 x i32]* %4, i64 0, i64 0
  %67 = call zeroext i1 @any_zero(i32* noundef %66, i32 noundef 7)
  %68 = zext i1 %67 to i32
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i32 noundef %65, i32 noundef %68)
  %70 = call i32 @to_bool_sum(i64 noundef 0, double noundef 0.000000e+00, i8* noundef null)
  %71 = bitcast i32* %5 to i8*
  %72 = call i32 @to_bool_sum(i64 noundef -5, double noundef 2.500000e-01, i8* noundef %71)
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %70, i32 noundef %72)
  store i32 0, i32* %6, align 4
  store i32 -2, i32* %7, align 4
  br label %74

74:                                               ; preds = %101, %60
  %75 = load i32, i32* %7, align 4
  %76 = icmp sle i32 %75, 2
  br i1 %76, label %77, label %104

77:                                               ; preds = %74
  store i32 -2, i32* %8, align 4
  br label %78

78:                                               ; preds = %97, %77
  %79 = load i32, i32* %8, align 4
  %80 = icmp sle i32 %79, 2
  br i1 %80, label %81, label %100

81:                                               ; preds = %78
  store i32 0, i32* %9, align 4
  br label %82

82:                                               ; preds = %93, %81
  %83 = load i32, i32* %9, align 4
  %84 = icmp slt i32 %83, 3
  br i1 %84, label %85, label %96

85:                                               ; preds = %82
  %86 = load i32, i32* %7, align 4
  %87 = load i32, i32* %8, align 4
  %88 = load i32, i32* %9, align 4
  %89 = call zeroext i1 @complex_cond(i32 noundef %86, i32 noundef %87, i32 noundef %88)
  %90 = zext i1 %89 to i32
  %91 = load i32, i32* %6, align 4
  %92 = add nsw i32 %91, %90
  store i32 %92, i32* %6, align 4
  br label %93

93:                                               ; preds = %85
  %94 = load i32, i32* %9, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, i32* %9, align 4
  br label %82, !llvm.loop !8

96:                                               ; preds = %82
  br label %97

97:                                               ; preds = %96
  %98 = load i32, i32* %8, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %8, align 4
  br label %78, !llvm.loop !9

100:                                              ; preds = %78
  br label %101

101:                                              ; preds = %100
  %102 = load i32, i32* %7, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %7, align 4
  br label %74, !llvm.loop !10

104:                                              ; preds = %74
  %105 = load i32, i32* %6, align 4
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i64 0, i64 0), i32 noundef %105)
  store i8 0, i8* %10, align 1
  %107 = load i8, i8* %10, align 1
  %108 = trunc i8 %107 to i1
  %109 = zext i1 %108 to i32
  %110 = add nsw i32 %109, 5
  %111 = icmp ne i32 %110, 0
  %112 = zext i1 %111 to i8
  store i8 %112, i8* %10, align 1
  %113 = load i8, i8* %10, align 1
  %114 = trunc i8 %113 to i1
  store i8 1, i8* %10, align 1
  %115 = load i8, i8* %10, align 1
  %116 = trunc i8 %115 to i1
  %117 = zext i1 %116 to i32
  %118 = load i8, i8* %10, align 1
  %119 = trunc i8 %118 to i1
  %120 = xor i1 %119, true
  %121 = zext i1 %120 to i32
  %122 = add nsw i32 %121, 1
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %117, i32 noundef %122)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @t(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @calls, align 4
  %5 = add nsw i32 %4, %3
  store i32 %5, i32* @calls, align 4
  ret i1 true
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 %3, 100
  %5 = load i32, i32* @calls, align 4
  %6 = add nsw i32 %5, %4
  store i32 %6, i32* @calls, align 4
  ret i1 false
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @in_range(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = icmp sge i32 %7, %8
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp sle i32 %11, %12
  br label %14

14:                                               ; preds = %10, %3
  %15 = phi i1 [ false, %3 ], [ %13, %10 ]
  ret i1 %15
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @any_zero(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i1, align 1
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32*, i32** %4, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %12, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %19, label %18

18:                                               ; preds = %11
  store i1 true, i1* %3, align 1
  br label %24

19:                                               ; preds = %11
  br label %20

20:                                               ; preds = %19
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %7, !llvm.loop !11

23:                                               ; preds = %7
  store i1 false, i1* %3, align 1
  br label %24

24:                                               ; preds = %23, %18
  %25 = load i1, i1* %3, align 1
  ret i1 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_bool_sum(i64 noundef %0, double noundef %1, i8* noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  store i64 %0, i64* %4, align 8
  store double %1, double* %5, align 8
  store i8* %2, i8** %6, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp ne i64 %10, 0
  %12 = zext i1 %11 to i8
  store i8 %12, i8* %7, align 1
  %13 = load double, double* %5, align 8
  %14 = fcmp une double %13, 0.000000e+00
  %15 = zext i1 %14 to i8
  store i8 %15, i8* %8, align 1
  %16 = load i8*, i8** %6, align 8
  %17 = icmp ne i8* %16, null
  %18 = zext i1 %17 to i8
  store i8 %18, i8* %9, align 1
  %19 = load i8, i8* %7, align 1
  %20 = trunc i8 %19 to i1
  %21 = zext i1 %20 to i32
  %22 = load i8, i8* %8, align 1
  %23 = trunc i8 %22 to i1
  %24 = zext i1 %23 to i32
  %25 = add nsw i32 %21, %24
  %26 = load i8, i8* %9, align 1
  %27 = trunc i8 %26 to i1
  %28 = zext i1 %27 to i32
  %29 = add nsw i32 %25, %28
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @complex_cond(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = load i32, i32* %5, align 4
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %30, label %12

12:                                               ; preds = %9, %3
  %13 = load i32, i32* %6, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %20, label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4
  %18 = load i32, i32* %5, align 4
  %19 = icmp ne i32 %17, %18
  br i1 %19, label %30, label %20

20:                                               ; preds = %16, %12
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = sub nsw i32 0, %22
  %24 = icmp eq i32 %21, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %20
  %26 = load i32, i32* %6, align 4
  %27 = icmp ne i32 %26, 0
  br label %28

28:                                               ; preds = %25, %20
  %29 = phi i1 [ false, %20 ], [ %27, %25 ]
  br label %30

30:                                               ; preds = %28, %16, %9
  %31 = phi i1 [ true, %16 ], [ true, %9 ], [ %29, %28 ]
  ret i1 %31
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

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
!11 = distinct !{!11, !7}
