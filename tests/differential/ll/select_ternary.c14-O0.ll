; ModuleID = 'tests/differential/src/select_ternary.c'
source_filename = "tests/differential/src/select_ternary.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"%d: %s %.2f %.2f %d %d %ld %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"acc %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"even\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 -5, i32* %3, align 4
  br label %4

4:                                                ; preds = %72, %0
  %5 = load i32, i32* %3, align 4
  %6 = icmp sle i32 %5, 5
  br i1 %6, label %7, label %75

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8
  %9 = mul nsw i64 %8, 3
  %10 = load i32, i32* %3, align 4
  %11 = and i32 %10, 2
  %12 = load i32, i32* %3, align 4
  %13 = load i32, i32* %3, align 4
  %14 = sub nsw i32 0, %13
  %15 = call i32 @sel_i(i32 noundef %11, i32 noundef %12, i32 noundef %14)
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %9, %16
  %18 = load i32, i32* %3, align 4
  %19 = sext i32 %18 to i64
  %20 = call i64 @sel_cmp(i64 noundef %19, i64 noundef 3)
  %21 = add nsw i64 %17, %20
  %22 = load i32, i32* %3, align 4
  %23 = mul nsw i32 %22, 37
  %24 = add nsw i32 %23, 80
  %25 = call i32 @sel_u(i32 noundef %24)
  %26 = zext i32 %25 to i64
  %27 = add nsw i64 %21, %26
  %28 = load i32, i32* %3, align 4
  %29 = add nsw i32 %28, 42
  %30 = call i32 @sel_const(i32 noundef %29)
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %27, %31
  %33 = load i32, i32* %3, align 4
  %34 = call i32 @sel_pow2(i32 noundef %33)
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  store i64 %36, i64* %2, align 8
  %37 = load i32, i32* %3, align 4
  %38 = load i32, i32* %3, align 4
  %39 = call i8* @sel_p(i32 noundef %38)
  %40 = load i32, i32* %3, align 4
  %41 = sitofp i32 %40 to double
  %42 = call double @sel_d(double noundef %41, double noundef 5.000000e-01)
  %43 = load i32, i32* %3, align 4
  %44 = sitofp i32 %43 to float
  %45 = fmul float %44, 7.500000e-01
  %46 = call float @sel_f(float noundef %45)
  %47 = fpext float %46 to double
  %48 = load i32, i32* %3, align 4
  %49 = mul nsw i32 %48, 1000
  %50 = trunc i32 %49 to i16
  %51 = call signext i16 @sel_s(i16 noundef signext %50, i16 noundef signext 300)
  %52 = sext i16 %51 to i32
  %53 = load i32, i32* %3, align 4
  %54 = call i32 @bool_arith(i32 noundef %53, i32 noundef 2)
  %55 = load i32, i32* %3, align 4
  %56 = sext i32 %55 to i64
  %57 = load i32, i32* %3, align 4
  %58 = sub nsw i32 3, %57
  %59 = sext i32 %58 to i64
  %60 = load i32, i32* %3, align 4
  %61 = load i32, i32* %3, align 4
  %62 = mul nsw i32 %60, %61
  %63 = sub nsw i32 %62, 4
  %64 = sext i32 %63 to i64
  %65 = call i64 @nested(i64 noundef %56, i64 noundef %59, i64 noundef %64)
  %66 = load i32, i32* %3, align 4
  %67 = mul nsw i32 %66, 60
  %68 = trunc i32 %67 to i8
  %69 = call zeroext i8 @sel_u8(i8 noundef zeroext %68, i8 noundef zeroext -128)
  %70 = zext i8 %69 to i32
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %37, i8* noundef %39, double noundef %42, double noundef %47, i32 noundef %52, i32 noundef %54, i64 noundef %65, i32 noundef %70)
  br label %72

72:                                               ; preds = %7
  %73 = load i32, i32* %3, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %3, align 4
  br label %4, !llvm.loop !6

75:                                               ; preds = %4
  %76 = load i64, i64* %2, align 8
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i64 noundef %76)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_i(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load i32, i32* %5, align 4
  br label %13

11:                                               ; preds = %3
  %12 = load i32, i32* %6, align 4
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i32 [ %10, %9 ], [ %12, %11 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sel_cmp(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp slt i64 %5, %6
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load i64, i64* %4, align 8
  %10 = load i64, i64* %3, align 8
  %11 = sub nsw i64 %9, %10
  br label %16

12:                                               ; preds = %2
  %13 = load i64, i64* %3, align 8
  %14 = load i64, i64* %4, align 8
  %15 = sub nsw i64 %13, %14
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i64 [ %11, %8 ], [ %15, %12 ]
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_u(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ugt i32 %3, 100
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  %7 = sub i32 %6, 100
  br label %11

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  %10 = sub i32 100, %9
  br label %11

11:                                               ; preds = %8, %5
  %12 = phi i32 [ %7, %5 ], [ %10, %8 ]
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_const(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 42
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i32 7, i32 9
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i32 8, i32 0
  ret i32 %6
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @sel_p(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = and i32 %3, 1
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i64
  %7 = select i1 %5, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0)
  ret i8* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_d(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp oge double %5, %6
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8
  %10 = fmul double %9, 2.000000e+00
  br label %14

11:                                               ; preds = %2
  %12 = load double, double* %4, align 8
  %13 = fdiv double %12, 2.000000e+00
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi double [ %10, %8 ], [ %13, %11 ]
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sel_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fcmp olt float %3, 0.000000e+00
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load float, float* %2, align 4
  %7 = fneg float %6
  br label %11

8:                                                ; preds = %1
  %9 = load float, float* %2, align 4
  %10 = fadd float %9, 1.000000e+00
  br label %11

11:                                               ; preds = %8, %5
  %12 = phi float [ %7, %5 ], [ %10, %8 ]
  ret float %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @sel_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2
  %12 = sext i16 %11 to i32
  %13 = load i16, i16* %4, align 2
  %14 = sext i16 %13 to i32
  %15 = sub nsw i32 %12, %14
  %16 = trunc i32 %15 to i16
  %17 = sext i16 %16 to i32
  br label %24

18:                                               ; preds = %2
  %19 = load i16, i16* %4, align 2
  %20 = sext i16 %19 to i32
  %21 = add nsw i32 %20, 1
  %22 = trunc i32 %21 to i16
  %23 = sext i16 %22 to i32
  br label %24

24:                                               ; preds = %18, %10
  %25 = phi i32 [ %17, %10 ], [ %23, %18 ]
  %26 = trunc i32 %25 to i16
  ret i16 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bool_arith(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp eq i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = mul nsw i32 %12, 2
  %14 = add nsw i32 %8, %13
  %15 = load i32, i32* %3, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %2
  %18 = load i32, i32* %4, align 4
  %19 = icmp ne i32 %18, 0
  br label %20

20:                                               ; preds = %17, %2
  %21 = phi i1 [ false, %2 ], [ %19, %17 ]
  %22 = zext i1 %21 to i32
  %23 = mul nsw i32 %22, 4
  %24 = add nsw i32 %14, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @nested(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %7 = load i64, i64* %4, align 8
  %8 = load i64, i64* %5, align 8
  %9 = icmp sgt i64 %7, %8
  br i1 %9, label %10, label %28

10:                                               ; preds = %3
  %11 = load i64, i64* %5, align 8
  %12 = load i64, i64* %6, align 8
  %13 = icmp sgt i64 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  %15 = load i64, i64* %5, align 8
  br label %26

16:                                               ; preds = %10
  %17 = load i64, i64* %4, align 8
  %18 = load i64, i64* %6, align 8
  %19 = icmp sgt i64 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = load i64, i64* %6, align 8
  br label %24

22:                                               ; preds = %16
  %23 = load i64, i64* %4, align 8
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i64 [ %21, %20 ], [ %23, %22 ]
  br label %26

26:                                               ; preds = %24, %14
  %27 = phi i64 [ %15, %14 ], [ %25, %24 ]
  br label %46

28:                                               ; preds = %3
  %29 = load i64, i64* %4, align 8
  %30 = load i64, i64* %6, align 8
  %31 = icmp sgt i64 %29, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  %33 = load i64, i64* %4, align 8
  br label %44

34:                                               ; preds = %28
  %35 = load i64, i64* %5, align 8
  %36 = load i64, i64* %6, align 8
  %37 = icmp sgt i64 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %34
  %39 = load i64, i64* %6, align 8
  br label %42

40:                                               ; preds = %34
  %41 = load i64, i64* %5, align 8
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i64 [ %39, %38 ], [ %41, %40 ]
  br label %44

44:                                               ; preds = %42, %32
  %45 = phi i64 [ %33, %32 ], [ %43, %42 ]
  br label %46

46:                                               ; preds = %44, %26
  %47 = phi i64 [ %27, %26 ], [ %45, %44 ]
  ret i64 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @sel_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, i8* %4, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
