; ModuleID = 'tests/differential/src/long_double_arith.c'
source_filename = "tests/differential/src/long_double_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"poly(%.2Lf) = %.15Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"to_long %ld %ld to_ulong %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"from_long %.1Lf from_ulong %.1Lf\0A\00", align 1
@.str.4 = private unnamed_addr constant [54 x i8] c"precision: 1+2^-60 %s 1 as long double; as double %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c">\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"==\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"sum 1/k^2 = %.18Lf\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"sizeof %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store i32 0, i32* %1, align 4
  store x86_fp80 0xKBFFFC000000000000000, x86_fp80* %2, align 16
  br label %5

5:                                                ; preds = %13, %0
  %6 = load x86_fp80, x86_fp80* %2, align 16
  %7 = fcmp olt x86_fp80 %6, 0xK4000C000000000000000
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = load x86_fp80, x86_fp80* %2, align 16
  %10 = load x86_fp80, x86_fp80* %2, align 16
  %11 = call x86_fp80 @ld_poly(x86_fp80 noundef %10)
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef %9, x86_fp80 noundef %11)
  br label %13

13:                                               ; preds = %8
  %14 = load x86_fp80, x86_fp80* %2, align 16
  %15 = fadd x86_fp80 %14, 0xK3FFEC000000000000000
  store x86_fp80 %15, x86_fp80* %2, align 16
  br label %5, !llvm.loop !6

16:                                               ; preds = %5
  store x86_fp80 0xK00000000000000000000, x86_fp80* %3, align 16
  %17 = load x86_fp80, x86_fp80* %3, align 16
  %18 = load x86_fp80, x86_fp80* %3, align 16
  %19 = fdiv x86_fp80 %17, %18
  store x86_fp80 %19, x86_fp80* %4, align 16
  %20 = call i32 @ld_cmp(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK40008000000000000000)
  %21 = call i32 @ld_cmp(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xK40008000000000000000)
  %22 = call i32 @ld_cmp(x86_fp80 noundef 0xK4000C000000000000000, x86_fp80 noundef 0xK40008000000000000000)
  %23 = load x86_fp80, x86_fp80* %4, align 16
  %24 = call i32 @ld_cmp(x86_fp80 noundef %23, x86_fp80 noundef 0xK3FFF8000000000000000)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %24)
  %26 = call i64 @ld_to_long(x86_fp80 noundef 0xKC00CC0E7F5C28F5C28F6)
  %27 = call i64 @ld_to_long(x86_fp80 noundef 0xK403DFF59EE833B300000)
  %28 = call i64 @ld_to_ulong(x86_fp80 noundef 0xK403EF9CCD8A1C5080000)
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i64 noundef %26, i64 noundef %27, i64 noundef %28)
  %30 = call x86_fp80 @from_long(i64 noundef -9223372036854775807)
  %31 = call x86_fp80 @from_ulong(i64 noundef -1)
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.3, i64 0, i64 0), x86_fp80 noundef %30, x86_fp80 noundef %31)
  %33 = call double @to_double(x86_fp80 noundef 0xK3FFF8000000000000008)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i64 0, i64 0)
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i8* noundef %36)
  %38 = call x86_fp80 @sum_series(i32 noundef 100000)
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %38)
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef 16)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_poly(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = load x86_fp80, x86_fp80* %2, align 16
  %5 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %3, x86_fp80 %4, x86_fp80 0xKC000C000000000000000)
  %6 = load x86_fp80, x86_fp80* %2, align 16
  %7 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %5, x86_fp80 %6, x86_fp80 0xK3FFE8000000000000000)
  %8 = load x86_fp80, x86_fp80* %2, align 16
  %9 = fadd x86_fp80 %8, 0xK40008000000000000000
  %10 = fdiv x86_fp80 %7, %9
  ret x86_fp80 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ld_cmp(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %3, align 16
  store x86_fp80 %1, x86_fp80* %4, align 16
  %5 = load x86_fp80, x86_fp80* %3, align 16
  %6 = load x86_fp80, x86_fp80* %4, align 16
  %7 = fcmp olt x86_fp80 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load x86_fp80, x86_fp80* %3, align 16
  %10 = load x86_fp80, x86_fp80* %4, align 16
  %11 = fcmp oeq x86_fp80 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load x86_fp80, x86_fp80* %3, align 16
  %16 = load x86_fp80, x86_fp80* %4, align 16
  %17 = fcmp ogt x86_fp80 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load x86_fp80, x86_fp80* %3, align 16
  %22 = load x86_fp80, x86_fp80* %3, align 16
  %23 = fcmp une x86_fp80 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ld_to_long(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptosi x86_fp80 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ld_to_ulong(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptoui x86_fp80 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_long(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = sitofp i64 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_ulong(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = uitofp i64 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_double(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptrunc x86_fp80 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_series(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store x86_fp80 0xK00000000000000000000, x86_fp80* %3, align 16
  store i32 1, i32* %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %21

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = sitofp i32 %10 to x86_fp80
  %12 = load i32, i32* %4, align 4
  %13 = sitofp i32 %12 to x86_fp80
  %14 = fmul x86_fp80 %11, %13
  %15 = fdiv x86_fp80 0xK3FFF8000000000000000, %14
  %16 = load x86_fp80, x86_fp80* %3, align 16
  %17 = fadd x86_fp80 %16, %15
  store x86_fp80 %17, x86_fp80* %3, align 16
  br label %18

18:                                               ; preds = %9
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %4, align 4
  br label %5, !llvm.loop !8

21:                                               ; preds = %5
  %22 = load x86_fp80, x86_fp80* %3, align 16
  ret x86_fp80 %22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
