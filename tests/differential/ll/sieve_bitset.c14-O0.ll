; ModuleID = 'tests/differential/src/sieve_bitset.c'
source_filename = "tests/differential/src/sieve_bitset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"primes below %d: %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"last primes:\00", align 1
@composite = internal global [1563 x i64] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"set ops %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%u:%u:%u \00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"subsets %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"parity_sum %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %8 = call i32 @sieve()
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef 100000, i32 noundef %8)
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0))
  store i32 99999, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %11

11:                                               ; preds = %24, %0
  %12 = load i32, i32* %3, align 4
  %13 = icmp ult i32 %12, 5
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4
  %16 = call i32 @test_bit(i64* noundef getelementptr inbounds ([1563 x i64], [1563 x i64]* @composite, i64 0, i64 0), i32 noundef %15)
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %2, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %19)
  %21 = load i32, i32* %3, align 4
  %22 = add i32 %21, 1
  store i32 %22, i32* %3, align 4
  br label %23

23:                                               ; preds = %18, %14
  br label %24

24:                                               ; preds = %23
  %25 = load i32, i32* %2, align 4
  %26 = add i32 %25, -1
  store i32 %26, i32* %2, align 4
  br label %11, !llvm.loop !6

27:                                               ; preds = %11
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %29 = call i32 @set_ops(i32 noundef -252645136, i32 noundef -16711936)
  %30 = call i32 @set_ops(i32 noundef 305419896, i32 noundef -2023406815)
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i32 noundef %29, i32 noundef %30)
  store i32 0, i32* %4, align 4
  br label %32

32:                                               ; preds = %43, %27
  %33 = load i32, i32* %4, align 4
  %34 = icmp ult i32 %33, 16
  br i1 %34, label %35, label %46

35:                                               ; preds = %32
  %36 = load i32, i32* %4, align 4
  %37 = load i32, i32* %4, align 4
  %38 = call i32 @gray(i32 noundef %37)
  %39 = load i32, i32* %4, align 4
  %40 = call i32 @gray(i32 noundef %39)
  %41 = call i32 @ungray(i32 noundef %40)
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %36, i32 noundef %38, i32 noundef %41)
  br label %43

43:                                               ; preds = %35
  %44 = load i32, i32* %4, align 4
  %45 = add i32 %44, 1
  store i32 %45, i32* %4, align 4
  br label %32, !llvm.loop !8

46:                                               ; preds = %32
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %48 = call i32 @subsets(i32 noundef 0)
  %49 = call i32 @subsets(i32 noundef 21)
  %50 = call i32 @subsets(i32 noundef 65280)
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %48, i32 noundef %49, i32 noundef %50)
  store i64 81985529216486895, i64* %5, align 8
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %52

52:                                               ; preds = %66, %46
  %53 = load i32, i32* %7, align 4
  %54 = icmp slt i32 %53, 64
  br i1 %54, label %55, label %69

55:                                               ; preds = %52
  %56 = load i64, i64* %5, align 8
  %57 = load i32, i32* %7, align 4
  %58 = zext i32 %57 to i64
  %59 = lshr i64 %56, %58
  %60 = and i64 %59, 1
  %61 = trunc i64 %60 to i32
  %62 = load i32, i32* %7, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, i32* %6, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, i32* %6, align 4
  br label %66

66:                                               ; preds = %55
  %67 = load i32, i32* %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %7, align 4
  br label %52, !llvm.loop !9

69:                                               ; preds = %52
  %70 = load i32, i32* %6, align 4
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %70)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sieve() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.memset.p0i8.i64(i8* align 16 bitcast ([1563 x i64]* @composite to i8*), i8 0, i64 12504, i1 false)
  call void @set_bit(i64* noundef getelementptr inbounds ([1563 x i64], [1563 x i64]* @composite, i64 0, i64 0), i32 noundef 0)
  call void @set_bit(i64* noundef getelementptr inbounds ([1563 x i64], [1563 x i64]* @composite, i64 0, i64 0), i32 noundef 1)
  store i32 2, i32* %1, align 4
  br label %5

5:                                                ; preds = %29, %0
  %6 = load i32, i32* %1, align 4
  %7 = load i32, i32* %1, align 4
  %8 = mul i32 %6, %7
  %9 = icmp ult i32 %8, 100000
  br i1 %9, label %10, label %32

10:                                               ; preds = %5
  %11 = load i32, i32* %1, align 4
  %12 = call i32 @test_bit(i64* noundef getelementptr inbounds ([1563 x i64], [1563 x i64]* @composite, i64 0, i64 0), i32 noundef %11)
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %28, label %14

14:                                               ; preds = %10
  %15 = load i32, i32* %1, align 4
  %16 = load i32, i32* %1, align 4
  %17 = mul i32 %15, %16
  store i32 %17, i32* %2, align 4
  br label %18

18:                                               ; preds = %23, %14
  %19 = load i32, i32* %2, align 4
  %20 = icmp ult i32 %19, 100000
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = load i32, i32* %2, align 4
  call void @set_bit(i64* noundef getelementptr inbounds ([1563 x i64], [1563 x i64]* @composite, i64 0, i64 0), i32 noundef %22)
  br label %23

23:                                               ; preds = %21
  %24 = load i32, i32* %1, align 4
  %25 = load i32, i32* %2, align 4
  %26 = add i32 %25, %24
  store i32 %26, i32* %2, align 4
  br label %18, !llvm.loop !10

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27, %10
  br label %29

29:                                               ; preds = %28
  %30 = load i32, i32* %1, align 4
  %31 = add i32 %30, 1
  store i32 %31, i32* %1, align 4
  br label %5, !llvm.loop !11

32:                                               ; preds = %5
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %33

33:                                               ; preds = %44, %32
  %34 = load i32, i32* %4, align 4
  %35 = icmp ult i32 %34, 100000
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = load i32, i32* %4, align 4
  %38 = call i32 @test_bit(i64* noundef getelementptr inbounds ([1563 x i64], [1563 x i64]* @composite, i64 0, i64 0), i32 noundef %37)
  %39 = icmp ne i32 %38, 0
  %40 = xor i1 %39, true
  %41 = zext i1 %40 to i32
  %42 = load i32, i32* %3, align 4
  %43 = add i32 %42, %41
  store i32 %43, i32* %3, align 4
  br label %44

44:                                               ; preds = %36
  %45 = load i32, i32* %4, align 4
  %46 = add i32 %45, 1
  store i32 %46, i32* %4, align 4
  br label %33, !llvm.loop !12

47:                                               ; preds = %33
  %48 = load i32, i32* %3, align 4
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @test_bit(i64* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64*, align 8
  %4 = alloca i32, align 4
  store i64* %0, i64** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64*, i64** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = lshr i32 %6, 6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i64, i64* %5, i64 %8
  %10 = load i64, i64* %9, align 8
  %11 = load i32, i32* %4, align 4
  %12 = and i32 %11, 63
  %13 = zext i32 %12 to i64
  %14 = lshr i64 %10, %13
  %15 = and i64 %14, 1
  %16 = trunc i64 %15 to i32
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @set_ops(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = or i32 %9, %10
  store i32 %11, i32* %5, align 4
  %12 = load i32, i32* %3, align 4
  %13 = load i32, i32* %4, align 4
  %14 = and i32 %12, %13
  store i32 %14, i32* %6, align 4
  %15 = load i32, i32* %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = xor i32 %16, -1
  %18 = and i32 %15, %17
  store i32 %18, i32* %7, align 4
  %19 = load i32, i32* %3, align 4
  %20 = load i32, i32* %4, align 4
  %21 = xor i32 %19, %20
  store i32 %21, i32* %8, align 4
  %22 = load i32, i32* %5, align 4
  %23 = call i32 @llvm.ctpop.i32(i32 %22)
  %24 = mul nsw i32 %23, 1000
  %25 = load i32, i32* %6, align 4
  %26 = call i32 @llvm.ctpop.i32(i32 %25)
  %27 = mul nsw i32 %26, 100
  %28 = add nsw i32 %24, %27
  %29 = load i32, i32* %7, align 4
  %30 = call i32 @llvm.ctpop.i32(i32 %29)
  %31 = mul nsw i32 %30, 10
  %32 = add nsw i32 %28, %31
  %33 = load i32, i32* %8, align 4
  %34 = call i32 @llvm.ctpop.i32(i32 %33)
  %35 = srem i32 %34, 10
  %36 = add nsw i32 %32, %35
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ungray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 1, i32* %3, align 4
  br label %4

4:                                                ; preds = %13, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp ult i32 %5, 32
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* %3, align 4
  %10 = lshr i32 %8, %9
  %11 = load i32, i32* %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, i32* %2, align 4
  br label %13

13:                                               ; preds = %7
  %14 = load i32, i32* %3, align 4
  %15 = shl i32 %14, 1
  store i32 %15, i32* %3, align 4
  br label %4, !llvm.loop !13

16:                                               ; preds = %4
  %17 = load i32, i32* %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @subsets(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %5 = load i32, i32* %2, align 4
  store i32 %5, i32* %4, align 4
  br label %6

6:                                                ; preds = %13, %1
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %3, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %6
  br label %18

12:                                               ; preds = %6
  br label %13

13:                                               ; preds = %12
  %14 = load i32, i32* %4, align 4
  %15 = sub i32 %14, 1
  %16 = load i32, i32* %2, align 4
  %17 = and i32 %15, %16
  store i32 %17, i32* %4, align 4
  br label %6

18:                                               ; preds = %11
  %19 = load i32, i32* %3, align 4
  ret i32 %19
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_bit(i64* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64*, align 8
  %4 = alloca i32, align 4
  store i64* %0, i64** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = and i32 %5, 63
  %7 = zext i32 %6 to i64
  %8 = shl i64 1, %7
  %9 = load i64*, i64** %3, align 8
  %10 = load i32, i32* %4, align 4
  %11 = lshr i32 %10, 6
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i64, i64* %9, i64 %12
  %14 = load i64, i64* %13, align 8
  %15 = or i64 %14, %8
  store i64 %15, i64* %13, align 8
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
