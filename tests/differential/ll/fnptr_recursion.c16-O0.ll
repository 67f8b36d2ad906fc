; ModuleID = 'tests/differential/src/fnptr_recursion.c'
source_filename = "tests/differential/src/fnptr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { ptr, i64 }

@__const.main.f = private unnamed_addr constant %struct.Rec { ptr @fact_step, i64 0 }, align 8
@__const.main.s = private unnamed_addr constant %struct.Rec { ptr @sum_step, i64 3 }, align 8
@.str = private unnamed_addr constant [28 x i8] c"fact(%ld)=%ld sum(%ld)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ping(%d)=%d\0A\00", align 1
@ping_p = internal global ptr @ping, align 8
@.str.2 = private unnamed_addr constant [16 x i8] c"levels(%d)=%ld\0A\00", align 1
@levels = internal constant [3 x ptr] [ptr @level0, ptr @level1, ptr @level2], align 16
@pong_p = internal global ptr @pong, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Rec, align 8
  %3 = alloca %struct.Rec, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.s, i64 16, i1 false)
  store i64 0, ptr %4, align 8
  br label %7

7:                                                ; preds = %22, %0
  %8 = load i64, ptr %4, align 8
  %9 = icmp sle i64 %8, 20
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Rec, ptr %2, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  %14 = load i64, ptr %4, align 8
  %15 = call i64 %13(ptr noundef %2, i64 noundef %14)
  %16 = load i64, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Rec, ptr %3, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load i64, ptr %4, align 8
  %20 = call i64 %18(ptr noundef %3, i64 noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %11, i64 noundef %15, i64 noundef %16, i64 noundef %20)
  br label %22

22:                                               ; preds = %10
  %23 = load i64, ptr %4, align 8
  %24 = add nsw i64 %23, 4
  store i64 %24, ptr %4, align 8
  br label %7, !llvm.loop !6

25:                                               ; preds = %7
  store i32 0, ptr %5, align 4
  br label %26

26:                                               ; preds = %35, %25
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %27, 30
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load i32, ptr %5, align 4
  %31 = load volatile ptr, ptr @ping_p, align 8
  %32 = load i32, ptr %5, align 4
  %33 = call i32 %31(i32 noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %30, i32 noundef %33)
  br label %35

35:                                               ; preds = %29
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 7
  store i32 %37, ptr %5, align 4
  br label %26, !llvm.loop !8

38:                                               ; preds = %26
  store i32 0, ptr %6, align 4
  br label %39

39:                                               ; preds = %52, %38
  %40 = load i32, ptr %6, align 4
  %41 = icmp slt i32 %40, 200
  br i1 %41, label %42, label %55

42:                                               ; preds = %39
  %43 = load i32, ptr %6, align 4
  %44 = load i32, ptr %6, align 4
  %45 = srem i32 %44, 3
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [3 x ptr], ptr @levels, i64 0, i64 %46
  %48 = load ptr, ptr %47, align 8
  %49 = load i32, ptr %6, align 4
  %50 = call i64 %48(i32 noundef %49, i64 noundef 5)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %43, i64 noundef %50)
  br label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, 37
  store i32 %54, ptr %6, align 4
  br label %39, !llvm.loop !9

55:                                               ; preds = %39
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fact_step(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  %7 = load i64, ptr %4, align 8
  %8 = icmp sle i64 %7, 1
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  br label %20

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = load i64, ptr %4, align 8
  %17 = sub nsw i64 %16, 1
  %18 = call i64 %14(ptr noundef %15, i64 noundef %17)
  %19 = mul nsw i64 %11, %18
  br label %20

20:                                               ; preds = %10, %9
  %21 = phi i64 [ 1, %9 ], [ %19, %10 ]
  ret i64 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_step(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  %7 = load i64, ptr %4, align 8
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  br label %24

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = mul nsw i64 %11, %14
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Rec, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = load i64, ptr %4, align 8
  %21 = sub nsw i64 %20, 1
  %22 = call i64 %18(ptr noundef %19, i64 noundef %21)
  %23 = add nsw i64 %15, %22
  br label %24

24:                                               ; preds = %10, %9
  %25 = phi i64 [ 0, %9 ], [ %23, %10 ]
  ret i64 %25
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ping(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sle i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load volatile ptr, ptr @pong_p, align 8
  %8 = load i32, ptr %2, align 4
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
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sle i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load volatile ptr, ptr @ping_p, align 8
  %8 = load i32, ptr %2, align 4
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
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  br label %21

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  %12 = srem i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x ptr], ptr @levels, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  %16 = load i32, ptr %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i64, ptr %4, align 8
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
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  %9 = mul nsw i64 %8, 2
  br label %23

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 2
  %13 = srem i32 %12, 3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x ptr], ptr @levels, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %3, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i64, ptr %4, align 8
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
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  %9 = sub nsw i64 0, %8
  br label %23

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4
  %12 = srem i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x ptr], ptr @levels, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  %16 = load i32, ptr %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i64, ptr %4, align 8
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = xor i64 %18, %20
  %22 = call i64 %15(i32 noundef %17, i64 noundef %21)
  br label %23

23:                                               ; preds = %10, %7
  %24 = phi i64 [ %9, %7 ], [ %22, %10 ]
  ret i64 %24
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
