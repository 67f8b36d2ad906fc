; ModuleID = 'tests/differential/src/fnptr_recursion.c'
source_filename = "tests/differential/src/fnptr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { i64 (i8*, i64)*, i64 }

@__const.main.f = private unnamed_addr constant %struct.Rec { i64 (i8*, i64)* @fact_step, i64 0 }, align 8
@__const.main.s = private unnamed_addr constant %struct.Rec { i64 (i8*, i64)* @sum_step, i64 3 }, align 8
@.str = private unnamed_addr constant [28 x i8] c"fact(%ld)=%ld sum(%ld)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ping(%d)=%d\0A\00", align 1
@ping_p = internal global i32 (i32)* @ping, align 8
@.str.2 = private unnamed_addr constant [16 x i8] c"levels(%d)=%ld\0A\00", align 1
@levels = internal constant [3 x i64 (i32, i64)*] [i64 (i32, i64)* @level0, i64 (i32, i64)* @level1, i64 (i32, i64)* @level2], align 16
@pong_p = internal global i32 (i32)* @pong, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Rec, align 8
  %3 = alloca %struct.Rec, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = bitcast %struct.Rec* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %7, i8* align 8 bitcast (%struct.Rec* @__const.main.f to i8*), i64 16, i1 false)
  %8 = bitcast %struct.Rec* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 bitcast (%struct.Rec* @__const.main.s to i8*), i64 16, i1 false)
  store i64 0, i64* %4, align 8
  br label %9

9:                                                ; preds = %26, %0
  %10 = load i64, i64* %4, align 8
  %11 = icmp sle i64 %10, 20
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = load i64, i64* %4, align 8
  %14 = getelementptr inbounds %struct.Rec, %struct.Rec* %2, i32 0, i32 0
  %15 = load i64 (i8*, i64)*, i64 (i8*, i64)** %14, align 8
  %16 = bitcast %struct.Rec* %2 to i8*
  %17 = load i64, i64* %4, align 8
  %18 = call i64 %15(i8* noundef %16, i64 noundef %17)
  %19 = load i64, i64* %4, align 8
  %20 = getelementptr inbounds %struct.Rec, %struct.Rec* %3, i32 0, i32 0
  %21 = load i64 (i8*, i64)*, i64 (i8*, i64)** %20, align 8
  %22 = bitcast %struct.Rec* %3 to i8*
  %23 = load i64, i64* %4, align 8
  %24 = call i64 %21(i8* noundef %22, i64 noundef %23)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i64 noundef %13, i64 noundef %18, i64 noundef %19, i64 noundef %24)
  br label %26

26:                                               ; preds = %12
  %27 = load i64, i64* %4, align 8
  %28 = add nsw i64 %27, 4
  store i64 %28, i64* %4, align 8
  br label %9, !llvm.loop !6

29:                                               ; preds = %9
  store i32 0, i32* %5, align 4
  br label %30

30:                                               ; preds = %39, %29
  %31 = load i32, i32* %5, align 4
  %32 = icmp slt i32 %31, 30
  br i1 %32, label %33, label %42

33:                                               ; preds = %30
  %34 = load i32, i32* %5, align 4
  %35 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8
  %36 = load i32, i32* %5, align 4
  %37 = call i32 %35(i32 noundef %36)
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %34, i32 noundef %37)
  br label %39

39:                                               ; preds = %33
  %40 = load i32, i32* %5, align 4
  %41 = add nsw i32 %40, 7
  store i32 %41, i32* %5, align 4
  br label %30, !llvm.loop !8

42:                                               ; preds = %30
  store i32 0, i32* %6, align 4
  br label %43

43:                                               ; preds = %56, %42
  %44 = load i32, i32* %6, align 4
  %45 = icmp slt i32 %44, 200
  br i1 %45, label %46, label %59

46:                                               ; preds = %43
  %47 = load i32, i32* %6, align 4
  %48 = load i32, i32* %6, align 4
  %49 = srem i32 %48, 3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [3 x i64 (i32, i64)*], [3 x i64 (i32, i64)*]* @levels, i64 0, i64 %50
  %52 = load i64 (i32, i64)*, i64 (i32, i64)** %51, align 8
  %53 = load i32, i32* %6, align 4
  %54 = call i64 %52(i32 noundef %53, i64 noundef 5)
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %47, i64 noundef %54)
  br label %56

56:                                               ; preds = %46
  %57 = load i32, i32* %6, align 4
  %58 = add nsw i32 %57, 37
  store i32 %58, i32* %6, align 4
  br label %43, !llvm.loop !9

59:                                               ; preds = %43
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fact_step(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.Rec*, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = bitcast i8* %6 to %struct.Rec*
  store %struct.Rec* %7, %struct.Rec** %5, align 8
  %8 = load i64, i64* %4, align 8
  %9 = icmp sle i64 %8, 1
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  br label %21

11:                                               ; preds = %2
  %12 = load i64, i64* %4, align 8
  %13 = load %struct.Rec*, %struct.Rec** %5, align 8
  %14 = getelementptr inbounds %struct.Rec, %struct.Rec* %13, i32 0, i32 0
  %15 = load i64 (i8*, i64)*, i64 (i8*, i64)** %14, align 8
  %16 = load i8*, i8** %3, align 8
  %17 = load i64, i64* %4, align 8
  %18 = sub nsw i64 %17, 1
  %19 = call i64 %15(i8* noundef %16, i64 noundef %18)
  %20 = mul nsw i64 %12, %19
  br label %21

21:                                               ; preds = %11, %10
  %22 = phi i64 [ 1, %10 ], [ %20, %11 ]
  ret i64 %22
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_step(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.Rec*, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = bitcast i8* %6 to %struct.Rec*
  store %struct.Rec* %7, %struct.Rec** %5, align 8
  %8 = load i64, i64* %4, align 8
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  br label %25

11:                                               ; preds = %2
  %12 = load i64, i64* %4, align 8
  %13 = load %struct.Rec*, %struct.Rec** %5, align 8
  %14 = getelementptr inbounds %struct.Rec, %struct.Rec* %13, i32 0, i32 1
  %15 = load i64, i64* %14, align 8
  %16 = mul nsw i64 %12, %15
  %17 = load %struct.Rec*, %struct.Rec** %5, align 8
  %18 = getelementptr inbounds %struct.Rec, %struct.Rec* %17, i32 0, i32 0
  %19 = load i64 (i8*, i64)*, i64 (i8*, i64)** %18, align 8
  %20 = load i8*, i8** %3, align 8
  %21 = load i64, i64* %4, align 8
  %22 = sub nsw i64 %21, 1
  %23 = call i64 %19(i8* noundef %20, i64 noundef %22)
  %24 = add nsw i64 %16, %23
  br label %25

25:                                               ; preds = %11, %10
  %26 = phi i64 [ 0, %10 ], [ %24, %11 ]
  ret i64 %26
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ping(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sle i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load volatile i32 (i32)*, i32 (i32)** @pong_p, align 8
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 %7(i32 noundef %9)
  %11 = add nsw i32 1, %10
  br label %12

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 0, %5 ], [ %11, %6 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pong(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sle i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load volatile i32 (i32)*, i32 (i32)** @ping_p, align 8
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 2
  %10 = call i32 %7(i32 noundef %9)
  %11 = add nsw i32 2, %10
  br label %12

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 100, %5 ], [ %11, %6 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @level0(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load i32, i32* %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, i64* %4, align 8
  br label %21

9:                                                ; preds = %2
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 1
  %12 = srem i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x i64 (i32, i64)*], [3 x i64 (i32, i64)*]* @levels, i64 0, i64 %13
  %15 = load i64 (i32, i64)*, i64 (i32, i64)** %14, align 8
  %16 = load i32, i32* %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i64, i64* %4, align 8
  %19 = add nsw i64 %18, 1
  %20 = call i64 %15(i32 noundef %17, i64 noundef %19)
  br label %21

21:                                               ; preds = %9, %7
  %22 = phi i64 [ %8, %7 ], [ %20, %9 ]
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @level1(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load i32, i32* %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, i64* %4, align 8
  %9 = mul nsw i64 %8, 2
  br label %23

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 %11, 2
  %13 = srem i32 %12, 3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x i64 (i32, i64)*], [3 x i64 (i32, i64)*]* @levels, i64 0, i64 %14
  %16 = load i64 (i32, i64)*, i64 (i32, i64)** %15, align 8
  %17 = load i32, i32* %3, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i64, i64* %4, align 8
  %20 = mul nsw i64 %19, 3
  %21 = srem i64 %20, 1000003
  %22 = call i64 %16(i32 noundef %18, i64 noundef %21)
  br label %23

23:                                               ; preds = %10, %7
  %24 = phi i64 [ %9, %7 ], [ %22, %10 ]
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @level2(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load i32, i32* %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, i64* %4, align 8
  %9 = sub nsw i64 0, %8
  br label %23

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4
  %12 = srem i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x i64 (i32, i64)*], [3 x i64 (i32, i64)*]* @levels, i64 0, i64 %13
  %15 = load i64 (i32, i64)*, i64 (i32, i64)** %14, align 8
  %16 = load i32, i32* %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i64, i64* %4, align 8
  %19 = load i32, i32* %3, align 4
  %20 = sext i32 %19 to i64
  %21 = xor i64 %18, %20
  %22 = call i64 %15(i32 noundef %17, i64 noundef %21)
  br label %23

23:                                               ; preds = %10, %7
  %24 = phi i64 [ %9, %7 ], [ %22, %10 ]
  ret i64 %24
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
