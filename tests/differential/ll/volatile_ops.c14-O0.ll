; ModuleID = 'tests/differential/src/volatile_ops.c'
source_filename = "tests/differential/src/volatile_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Dev = type { i32, i32, [4 x i16] }

@.str = private unnamed_addr constant [19 x i8] c"poll %d status %d\0A\00", align 1
@reg_status = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"write_read %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"dev_ops %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"local %ld\0A\00", align 1
@mmio = internal global [16 x i8] zeroinitializer, align 16
@dev = internal global %struct.Dev zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call i32 @poll(i32 noundef 100)
  store i32 %5, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = load volatile i32, i32* @reg_status, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %6, i32 noundef %7)
  %9 = call i32 @write_read()
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %9)
  %11 = call i32 @dev_ops()
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11)
  store volatile i64 5, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %13

13:                                               ; preds = %22, %0
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 10
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = load volatile i64, i64* %3, align 8
  %18 = mul nsw i64 %17, 2
  %19 = load i32, i32* %4, align 4
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %18, %20
  store volatile i64 %21, i64* %3, align 8
  br label %22

22:                                               ; preds = %16
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %4, align 4
  br label %13, !llvm.loop !6

25:                                               ; preds = %13
  %26 = load volatile i64, i64* %3, align 8
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i64 noundef %26)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @poll(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load volatile i32, i32* @reg_status, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %4
  %9 = load volatile i32, i32* @reg_status, align 4
  %10 = add nsw i32 %9, 3
  store volatile i32 %10, i32* @reg_status, align 4
  %11 = load i32, i32* %3, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %3, align 4
  br label %4, !llvm.loop !8

13:                                               ; preds = %4
  %14 = load i32, i32* %3, align 4
  ret i32 %14
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @write_read() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %14, %0
  %5 = load i32, i32* %1, align 4
  %6 = icmp slt i32 %5, 16
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, i32* %1, align 4
  %9 = mul nsw i32 %8, 17
  %10 = trunc i32 %9 to i8
  %11 = load i32, i32* %1, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* @mmio, i64 0, i64 %12
  store volatile i8 %10, i8* %13, align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %1, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %1, align 4
  br label %4, !llvm.loop !9

17:                                               ; preds = %4
  store i32 0, i32* %2, align 4
  store i32 15, i32* %3, align 4
  br label %18

18:                                               ; preds = %30, %17
  %19 = load i32, i32* %3, align 4
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %21, label %33

21:                                               ; preds = %18
  %22 = load i32, i32* %2, align 4
  %23 = mul i32 %22, 3
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i8], [16 x i8]* @mmio, i64 0, i64 %25
  %27 = load volatile i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = add i32 %23, %28
  store i32 %29, i32* %2, align 4
  br label %30

30:                                               ; preds = %21
  %31 = load i32, i32* %3, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* %3, align 4
  br label %18, !llvm.loop !10

33:                                               ; preds = %18
  store volatile i8 1, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @mmio, i64 0, i64 0), align 16
  store volatile i8 2, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @mmio, i64 0, i64 0), align 16
  store volatile i8 3, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @mmio, i64 0, i64 0), align 16
  %34 = load i32, i32* %2, align 4
  %35 = load volatile i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @mmio, i64 0, i64 0), align 16
  %36 = zext i8 %35 to i32
  %37 = add i32 %34, %36
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dev_ops() #0 {
  %1 = alloca i32, align 4
  store volatile i32 1, i32* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 0), align 4
  %2 = load volatile i32, i32* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 0), align 4
  %3 = or i32 %2, 4
  store volatile i32 %3, i32* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 0), align 4
  %4 = load volatile i32, i32* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 0), align 4
  store i32 %4, i32* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 1), align 4
  store i32 0, i32* %1, align 4
  br label %5

5:                                                ; preds = %17, %0
  %6 = load i32, i32* %1, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load volatile i32, i32* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 0), align 4
  %10 = mul i32 %9, 1000
  %11 = load i32, i32* %1, align 4
  %12 = add i32 %10, %11
  %13 = trunc i32 %12 to i16
  %14 = load i32, i32* %1, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x i16], [4 x i16]* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 2), i64 0, i64 %15
  store volatile i16 %13, i16* %16, align 2
  br label %17

17:                                               ; preds = %8
  %18 = load i32, i32* %1, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %1, align 4
  br label %5, !llvm.loop !11

20:                                               ; preds = %5
  %21 = load volatile i16, i16* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 2, i64 3), align 2
  %22 = zext i16 %21 to i32
  %23 = load i32, i32* getelementptr inbounds (%struct.Dev, %struct.Dev* @dev, i32 0, i32 1), align 4
  %24 = add i32 %22, %23
  ret i32 %24
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
