; ModuleID = 'tests/differential/src/int128_modpow.c'
source_filename = "tests/differential/src/int128_modpow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"prime %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"last %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"powmod %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"fib180 %016lx%016lx\0A\00", align 1
@is_prime.bases = internal constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i64 -1, ptr %4, align 8
  br label %9

9:                                                ; preds = %23, %0
  %10 = load i64, ptr %2, align 8
  %11 = icmp ult i64 %10, 5
  br i1 %11, label %12, label %26

12:                                               ; preds = %9
  %13 = load i64, ptr %4, align 8
  %14 = call i32 @is_prime(i64 noundef %13)
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = load i64, ptr %2, align 8
  %18 = add i64 %17, 1
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %4, align 8
  store i64 %19, ptr %3, align 8
  %20 = load i64, ptr %4, align 8
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %20)
  br label %22

22:                                               ; preds = %16, %12
  br label %23

23:                                               ; preds = %22
  %24 = load i64, ptr %4, align 8
  %25 = sub i64 %24, 2
  store i64 %25, ptr %4, align 8
  br label %9, !llvm.loop !6

26:                                               ; preds = %9
  %27 = load i64, ptr %3, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %27)
  %29 = call i64 @powmod(i64 noundef 123456789, i64 noundef 987654321987654321, i64 noundef -59)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %29)
  store i128 0, ptr %5, align 16
  store i128 1, ptr %6, align 16
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %40, %26
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 180
  br i1 %33, label %34, label %43

34:                                               ; preds = %31
  %35 = load i128, ptr %5, align 16
  %36 = load i128, ptr %6, align 16
  %37 = add i128 %35, %36
  store i128 %37, ptr %8, align 16
  %38 = load i128, ptr %6, align 16
  store i128 %38, ptr %5, align 16
  %39 = load i128, ptr %8, align 16
  store i128 %39, ptr %6, align 16
  br label %40

40:                                               ; preds = %34
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %31, !llvm.loop !8

43:                                               ; preds = %31
  %44 = load i128, ptr %5, align 16
  %45 = lshr i128 %44, 64
  %46 = trunc i128 %45 to i64
  %47 = load i128, ptr %5, align 16
  %48 = trunc i128 %47 to i64
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %46, i64 noundef %48)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_prime(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  %11 = load i64, ptr %3, align 8
  %12 = icmp ult i64 %11, 4
  br i1 %12, label %13, label %17

13:                                               ; preds = %1
  %14 = load i64, ptr %3, align 8
  %15 = icmp uge i64 %14, 2
  %16 = zext i1 %15 to i32
  store i32 %16, ptr %2, align 4
  br label %94

17:                                               ; preds = %1
  %18 = load i64, ptr %3, align 8
  %19 = and i64 %18, 1
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  store i32 0, ptr %2, align 4
  br label %94

22:                                               ; preds = %17
  %23 = load i64, ptr %3, align 8
  %24 = sub i64 %23, 1
  store i64 %24, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %25

25:                                               ; preds = %30, %22
  %26 = load i64, ptr %4, align 8
  %27 = and i64 %26, 1
  %28 = icmp ne i64 %27, 0
  %29 = xor i1 %28, true
  br i1 %29, label %30, label %35

30:                                               ; preds = %25
  %31 = load i64, ptr %4, align 8
  %32 = lshr i64 %31, 1
  store i64 %32, ptr %4, align 8
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %25, !llvm.loop !9

35:                                               ; preds = %25
  store i32 0, ptr %6, align 4
  br label %36

36:                                               ; preds = %90, %35
  %37 = load i32, ptr %6, align 4
  %38 = icmp slt i32 %37, 12
  br i1 %38, label %39, label %93

39:                                               ; preds = %36
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [12 x i64], ptr @is_prime.bases, i64 0, i64 %41
  %43 = load i64, ptr %42, align 8
  %44 = load i64, ptr %3, align 8
  %45 = urem i64 %43, %44
  store i64 %45, ptr %7, align 8
  %46 = load i64, ptr %7, align 8
  %47 = icmp ne i64 %46, 0
  br i1 %47, label %49, label %48

48:                                               ; preds = %39
  br label %90

49:                                               ; preds = %39
  %50 = load i64, ptr %7, align 8
  %51 = load i64, ptr %4, align 8
  %52 = load i64, ptr %3, align 8
  %53 = call i64 @powmod(i64 noundef %50, i64 noundef %51, i64 noundef %52)
  store i64 %53, ptr %8, align 8
  %54 = load i64, ptr %8, align 8
  %55 = icmp eq i64 %54, 1
  br i1 %55, label %61, label %56

56:                                               ; preds = %49
  %57 = load i64, ptr %8, align 8
  %58 = load i64, ptr %3, align 8
  %59 = sub i64 %58, 1
  %60 = icmp eq i64 %57, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %56, %49
  br label %90

62:                                               ; preds = %56
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 4
  br label %63

63:                                               ; preds = %82, %62
  %64 = load i32, ptr %10, align 4
  %65 = load i32, ptr %5, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %70

67:                                               ; preds = %63
  %68 = load i32, ptr %9, align 4
  %69 = icmp ne i32 %68, 0
  br label %70

70:                                               ; preds = %67, %63
  %71 = phi i1 [ false, %63 ], [ %69, %67 ]
  br i1 %71, label %72, label %85

72:                                               ; preds = %70
  %73 = load i64, ptr %8, align 8
  %74 = load i64, ptr %8, align 8
  %75 = load i64, ptr %3, align 8
  %76 = call i64 @mulmod(i64 noundef %73, i64 noundef %74, i64 noundef %75)
  store i64 %76, ptr %8, align 8
  %77 = load i64, ptr %8, align 8
  %78 = load i64, ptr %3, align 8
  %79 = sub i64 %78, 1
  %80 = icmp ne i64 %77, %79
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %9, align 4
  br label %82

82:                                               ; preds = %72
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %10, align 4
  br label %63, !llvm.loop !10

85:                                               ; preds = %70
  %86 = load i32, ptr %9, align 4
  %87 = icmp ne i32 %86, 0
  br i1 %87, label %88, label %89

88:                                               ; preds = %85
  store i32 0, ptr %2, align 4
  br label %94

89:                                               ; preds = %85
  br label %90

90:                                               ; preds = %89, %61, %48
  %91 = load i32, ptr %6, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %6, align 4
  br label %36, !llvm.loop !11

93:                                               ; preds = %36
  store i32 1, ptr %2, align 4
  br label %94

94:                                               ; preds = %93, %88, %21, %13
  %95 = load i32, ptr %2, align 4
  ret i32 %95
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 1, ptr %7, align 8
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %28, %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %31

14:                                               ; preds = %11
  %15 = load i64, ptr %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = load i64, ptr %7, align 8
  %20 = load i64, ptr %4, align 8
  %21 = load i64, ptr %6, align 8
  %22 = call i64 @mulmod(i64 noundef %19, i64 noundef %20, i64 noundef %21)
  store i64 %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %18, %14
  %24 = load i64, ptr %4, align 8
  %25 = load i64, ptr %4, align 8
  %26 = load i64, ptr %6, align 8
  %27 = call i64 @mulmod(i64 noundef %24, i64 noundef %25, i64 noundef %26)
  store i64 %27, ptr %4, align 8
  br label %28

28:                                               ; preds = %23
  %29 = load i64, ptr %5, align 8
  %30 = lshr i64 %29, 1
  store i64 %30, ptr %5, align 8
  br label %11, !llvm.loop !12

31:                                               ; preds = %11
  %32 = load i64, ptr %7, align 8
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = zext i64 %7 to i128
  %9 = load i64, ptr %5, align 8
  %10 = zext i64 %9 to i128
  %11 = mul i128 %8, %10
  %12 = load i64, ptr %6, align 8
  %13 = zext i64 %12 to i128
  %14 = urem i128 %11, %13
  %15 = trunc i128 %14 to i64
  ret i64 %15
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
