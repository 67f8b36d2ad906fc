; ModuleID = 'tests/differential/src/loops_basic.c'
source_filename = "tests/differential/src/loops_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@limit = internal global i32 100, align 4
@.str = private unnamed_addr constant [18 x i8] c"sum_to(%d) = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"longest collatz below %d: %d (%d steps)\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"digits(%u)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"count = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"acc = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = load volatile i32, ptr @limit, align 4
  store i32 %13, ptr %2, align 4
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = call i64 @sum_to(i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14, i64 noundef %16)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %18

18:                                               ; preds = %34, %0
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %2, align 4
  %21 = mul nsw i32 %20, 10
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %18
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = call i32 @collatz_steps(i64 noundef %25)
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %6, align 4
  %28 = load i32, ptr %3, align 4
  %29 = icmp sgt i32 %27, %28
  br i1 %29, label %30, label %33

30:                                               ; preds = %23
  %31 = load i32, ptr %6, align 4
  store i32 %31, ptr %3, align 4
  %32 = load i32, ptr %5, align 4
  store i32 %32, ptr %4, align 4
  br label %33

33:                                               ; preds = %30, %23
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %18, !llvm.loop !6

37:                                               ; preds = %18
  %38 = load i32, ptr %2, align 4
  %39 = mul nsw i32 %38, 10
  %40 = load i32, ptr %4, align 4
  %41 = load i32, ptr %3, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39, i32 noundef %40, i32 noundef %41)
  store i32 1, ptr %7, align 4
  br label %43

43:                                               ; preds = %51, %37
  %44 = load i32, ptr %7, align 4
  %45 = icmp ult i32 %44, -294967296
  br i1 %45, label %46, label %55

46:                                               ; preds = %43
  %47 = load i32, ptr %7, align 4
  %48 = load i32, ptr %7, align 4
  %49 = call i32 @digits(i32 noundef %48)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %47, i32 noundef %49)
  br label %51

51:                                               ; preds = %46
  %52 = load i32, ptr %7, align 4
  %53 = mul i32 %52, 7
  %54 = add i32 %53, 3
  store i32 %54, ptr %7, align 4
  br label %43, !llvm.loop !8

55:                                               ; preds = %43
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %56

56:                                               ; preds = %89, %55
  %57 = load i32, ptr %9, align 4
  %58 = load i32, ptr %2, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %92

60:                                               ; preds = %56
  %61 = load i32, ptr %9, align 4
  %62 = srem i32 %61, 3
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %65

64:                                               ; preds = %60
  br label %89

65:                                               ; preds = %60
  store i32 0, ptr %10, align 4
  br label %66

66:                                               ; preds = %85, %65
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %2, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %88

70:                                               ; preds = %66
  %71 = load i32, ptr %10, align 4
  %72 = load i32, ptr %9, align 4
  %73 = icmp sgt i32 %71, %72
  br i1 %73, label %74, label %75

74:                                               ; preds = %70
  br label %88

75:                                               ; preds = %70
  %76 = load i32, ptr %9, align 4
  %77 = load i32, ptr %10, align 4
  %78 = xor i32 %76, %77
  %79 = and i32 %78, 4
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %81, label %84

81:                                               ; preds = %75
  %82 = load i32, ptr %8, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %8, align 4
  br label %84

84:                                               ; preds = %81, %75
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %10, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %10, align 4
  br label %66, !llvm.loop !9

88:                                               ; preds = %74, %66
  br label %89

89:                                               ; preds = %88, %64
  %90 = load i32, ptr %9, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %9, align 4
  br label %56, !llvm.loop !10

92:                                               ; preds = %56
  %93 = load i32, ptr %8, align 4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %93)
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %95

95:                                               ; preds = %92, %105
  %96 = load i32, ptr %11, align 4
  %97 = load i32, ptr %11, align 4
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr %12, align 4
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr %12, align 4
  %101 = load i32, ptr %11, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %11, align 4
  %103 = icmp eq i32 %102, 37
  br i1 %103, label %104, label %105

104:                                              ; preds = %95
  br label %106

105:                                              ; preds = %95
  br label %95

106:                                              ; preds = %104
  %107 = load i32, ptr %12, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %107)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_to(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = load i64, ptr %3, align 8
  %13 = add nsw i64 %12, %11
  store i64 %13, ptr %3, align 8
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !11

17:                                               ; preds = %5
  %18 = load i64, ptr %3, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz_steps(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %18, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 1
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, 1
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = load i64, ptr %2, align 8
  %13 = mul i64 3, %12
  %14 = add i64 %13, 1
  br label %18

15:                                               ; preds = %7
  %16 = load i64, ptr %2, align 8
  %17 = udiv i64 %16, 2
  br label %18

18:                                               ; preds = %15, %11
  %19 = phi i64 [ %14, %11 ], [ %17, %15 ]
  store i64 %19, ptr %2, align 8
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %4, !llvm.loop !12

22:                                               ; preds = %4
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @digits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %9, %1
  %5 = load i32, ptr %3, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %2, align 4
  %8 = udiv i32 %7, 10
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %4
  %10 = load i32, ptr %2, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %4, label %12, !llvm.loop !13

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
