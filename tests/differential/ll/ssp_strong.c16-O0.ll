; ModuleID = 'tests/differential/src/ssp_strong.c'
source_filename = "tests/differential/src/ssp_strong.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i32, [6 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"early\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"tag00\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @fmt_and_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 16
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %4, i64 noundef 32, ptr noundef @.str, i32 noundef %5) #6
  %7 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %8 = call i32 @sum_digits(ptr noundef %7)
  ret i32 %8
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal i32 @sum_digits(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = load i8, ptr %9, align 1
  %11 = sext i8 %10 to i32
  %12 = sub nsw i32 %11, 48
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 1
  store ptr %17, ptr %2, align 8
  br label %4, !llvm.loop !6

18:                                               ; preds = %4
  %19 = load i32, ptr %3, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local void @bump(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = add nsw i32 %4, 7
  store i32 %5, ptr %3, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @addr_taken(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 4
  call void @bump(ptr noundef %3)
  %5 = load i32, ptr %3, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i64 @int_array(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [8 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 8
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = load i32, ptr %2, align 4
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %12, %14
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %17
  store i64 %15, ptr %18, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %7, !llvm.loop !8

22:                                               ; preds = %7
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %23

23:                                               ; preds = %36, %22
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %24, 8
  br i1 %25, label %26, label %39

26:                                               ; preds = %23
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = xor i64 %30, %32
  %34 = load i64, ptr %5, align 8
  %35 = add nsw i64 %34, %33
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %26
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %23, !llvm.loop !9

39:                                               ; preds = %23
  %40 = load i64, ptr %5, align 8
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @early(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [12 x i8], align 1
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds [12 x i8], ptr %4, i64 0, i64 0
  %6 = call ptr @strcpy(ptr noundef %5, ptr noundef @.str.1) #6
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %31

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = getelementptr inbounds [12 x i8], ptr %4, i64 0, i64 0
  %15 = call i64 @strlen(ptr noundef %14) #7
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %2, align 4
  br label %31

17:                                               ; preds = %10
  %18 = load i32, ptr %3, align 4
  %19 = srem i32 %18, 5
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [12 x i8], ptr %4, i64 0, i64 %20
  store i8 88, ptr %21, align 1
  %22 = getelementptr inbounds [12 x i8], ptr %4, i64 0, i64 0
  %23 = load i8, ptr %22, align 1
  %24 = sext i8 %23 to i32
  %25 = getelementptr inbounds [12 x i8], ptr %4, i64 0, i64 1
  %26 = load i8, ptr %25, align 1
  %27 = sext i8 %26 to i32
  %28 = add nsw i32 %24, %27
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %28, %29
  store i32 %30, ptr %2, align 4
  br label %31

31:                                               ; preds = %17, %13, %9
  %32 = load i32, ptr %2, align 4
  ret i32 %32
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @structs(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [3 x %struct.rec], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %29, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %32

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %2, align 4
  %11 = add nsw i32 %9, %10
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x %struct.rec], ptr %3, i64 0, i64 %13
  %15 = getelementptr inbounds %struct.rec, ptr %14, i32 0, i32 0
  store i32 %11, ptr %15, align 4
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [3 x %struct.rec], ptr %3, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 1
  %20 = getelementptr inbounds [6 x i8], ptr %19, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 1 @.str.2, i64 6, i1 false)
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 48, %21
  %23 = trunc i32 %22 to i8
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x %struct.rec], ptr %3, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.rec, ptr %26, i32 0, i32 1
  %28 = getelementptr inbounds [6 x i8], ptr %27, i64 0, i64 4
  store i8 %23, ptr %28, align 4
  br label %29

29:                                               ; preds = %8
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %5, !llvm.loop !10

32:                                               ; preds = %5
  %33 = getelementptr inbounds [3 x %struct.rec], ptr %3, i64 0, i64 2
  %34 = getelementptr inbounds %struct.rec, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %34, align 8
  %36 = getelementptr inbounds [3 x %struct.rec], ptr %3, i64 0, i64 1
  %37 = getelementptr inbounds %struct.rec, ptr %36, i32 0, i32 1
  %38 = getelementptr inbounds [6 x i8], ptr %37, i64 0, i64 4
  %39 = load i8, ptr %38, align 4
  %40 = sext i8 %39 to i32
  %41 = add nsw i32 %35, %40
  ret i32 %41
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @deep(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [20 x i8], align 16
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds [20 x i8], ptr %4, i64 0, i64 0
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i8
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 %7, i64 20, i1 false)
  %8 = load i32, ptr %3, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds [20 x i8], ptr %4, i64 0, i64 3
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  store i32 %13, ptr %2, align 4
  br label %25

14:                                               ; preds = %1
  %15 = load i32, ptr %3, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i32 @deep(i32 noundef %16)
  %18 = load i32, ptr %3, align 4
  %19 = srem i32 %18, 20
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [20 x i8], ptr %4, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = add nsw i32 %17, %23
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %14, %10
  %26 = load i32, ptr %2, align 4
  ret i32 %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @fmt_and_sum(i32 noundef 987654321)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %2)
  %4 = call i32 @addr_taken(i32 noundef 5)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %4)
  %6 = call i64 @int_array(i32 noundef 3)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %6)
  %8 = call i32 @early(i32 noundef -3)
  %9 = call i32 @early(i32 noundef 0)
  %10 = call i32 @early(i32 noundef 7)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %8, i32 noundef %9, i32 noundef %10)
  %12 = call i32 @structs(i32 noundef 10)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %12)
  %14 = call i32 @deep(i32 noundef 9)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %14)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #5

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
