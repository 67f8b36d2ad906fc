; ModuleID = 'tests/differential/src/static_state.c'
source_filename = "tests/differential/src/static_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"\0Afib(90)=%lu fib(50)=%lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"popcount total %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"counter %d after reset %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@next_square.i = internal global i32 0, align 4
@fib_memo.memo = internal global [94 x i64] zeroinitializer, align 16
@fib_memo.have = internal global [94 x i8] zeroinitializer, align 16
@popcount_table.table = internal global [256 x i8] zeroinitializer, align 16
@popcount_table.ready = internal global i32 0, align 4
@counter.c = internal global i32 0, align 4
@cycle_name.names = internal constant [4 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0)], align 16
@.str.6 = private unnamed_addr constant [6 x i8] c"north\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"east\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"south\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"west\00", align 1
@cycle_name.idx = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %16, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 6
  br i1 %12, label %13, label %19

13:                                               ; preds = %10
  %14 = call i32 @next_square()
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %14)
  br label %16

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %2, align 4
  br label %10, !llvm.loop !6

19:                                               ; preds = %10
  %20 = call i64 @fib_memo(i32 noundef 90)
  %21 = call i64 @fib_memo(i32 noundef 50)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i64 noundef %20, i64 noundef %21)
  %23 = call i8* @popcount_table()
  store i8* %23, i8** %3, align 8
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %24

24:                                               ; preds = %54, %19
  %25 = load i32, i32* %5, align 4
  %26 = icmp ult i32 %25, 100000
  br i1 %26, label %27, label %57

27:                                               ; preds = %24
  %28 = load i8*, i8** %3, align 8
  %29 = load i32, i32* %5, align 4
  %30 = and i32 %29, 255
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i8, i8* %28, i64 %31
  %33 = load i8, i8* %32, align 1
  %34 = zext i8 %33 to i32
  %35 = load i8*, i8** %3, align 8
  %36 = load i32, i32* %5, align 4
  %37 = lshr i32 %36, 8
  %38 = and i32 %37, 255
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i8, i8* %35, i64 %39
  %41 = load i8, i8* %40, align 1
  %42 = zext i8 %41 to i32
  %43 = add nsw i32 %34, %42
  %44 = call i8* @popcount_table()
  %45 = load i32, i32* %5, align 4
  %46 = lshr i32 %45, 16
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i8, i8* %44, i64 %47
  %49 = load i8, i8* %48, align 1
  %50 = zext i8 %49 to i32
  %51 = add nsw i32 %43, %50
  %52 = load i32, i32* %4, align 4
  %53 = add i32 %52, %51
  store i32 %53, i32* %4, align 4
  br label %54

54:                                               ; preds = %27
  %55 = load i32, i32* %5, align 4
  %56 = add i32 %55, 7
  store i32 %56, i32* %5, align 4
  br label %24, !llvm.loop !8

57:                                               ; preds = %24
  %58 = load i32, i32* %4, align 4
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %58)
  store i32 0, i32* %6, align 4
  br label %60

60:                                               ; preds = %65, %57
  %61 = load i32, i32* %6, align 4
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = call i32 @counter(i32 noundef 0)
  br label %65

65:                                               ; preds = %63
  %66 = load i32, i32* %6, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %6, align 4
  br label %60, !llvm.loop !9

68:                                               ; preds = %60
  %69 = call i32 @counter(i32 noundef 0)
  store i32 %69, i32* %7, align 4
  %70 = call i32 @counter(i32 noundef 1)
  store i32 %70, i32* %8, align 4
  %71 = load i32, i32* %7, align 4
  %72 = load i32, i32* %8, align 4
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.3, i64 0, i64 0), i32 noundef %71, i32 noundef %72)
  store i32 0, i32* %9, align 4
  br label %74

74:                                               ; preds = %80, %68
  %75 = load i32, i32* %9, align 4
  %76 = icmp slt i32 %75, 6
  br i1 %76, label %77, label %83

77:                                               ; preds = %74
  %78 = call i8* @cycle_name()
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %78)
  br label %80

80:                                               ; preds = %77
  %81 = load i32, i32* %9, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %9, align 4
  br label %74, !llvm.loop !10

83:                                               ; preds = %74
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0))
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_square() #0 {
  %1 = load i32, i32* @next_square.i, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @next_square.i, align 4
  %3 = load i32, i32* @next_square.i, align 4
  %4 = load i32, i32* @next_square.i, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib_memo(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, i32* %3, align 4
  %8 = sext i32 %7 to i64
  store i64 %8, i64* %2, align 8
  br label %34

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [94 x i8], [94 x i8]* @fib_memo.have, i64 0, i64 %11
  %13 = load i8, i8* %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %29, label %15

15:                                               ; preds = %9
  %16 = load i32, i32* %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = call i64 @fib_memo(i32 noundef %17)
  %19 = load i32, i32* %3, align 4
  %20 = sub nsw i32 %19, 2
  %21 = call i64 @fib_memo(i32 noundef %20)
  %22 = add i64 %18, %21
  %23 = load i32, i32* %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [94 x i64], [94 x i64]* @fib_memo.memo, i64 0, i64 %24
  store i64 %22, i64* %25, align 8
  %26 = load i32, i32* %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [94 x i8], [94 x i8]* @fib_memo.have, i64 0, i64 %27
  store i8 1, i8* %28, align 1
  br label %29

29:                                               ; preds = %15, %9
  %30 = load i32, i32* %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [94 x i64], [94 x i64]* @fib_memo.memo, i64 0, i64 %31
  %33 = load i64, i64* %32, align 8
  store i64 %33, i64* %2, align 8
  br label %34

34:                                               ; preds = %29, %6
  %35 = load i64, i64* %2, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @popcount_table() #0 {
  %1 = alloca i32, align 4
  %2 = load i32, i32* @popcount_table.ready, align 4
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %26, label %4

4:                                                ; preds = %0
  store i32 0, i32* %1, align 4
  br label %5

5:                                                ; preds = %22, %4
  %6 = load i32, i32* %1, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %25

8:                                                ; preds = %5
  %9 = load i32, i32* %1, align 4
  %10 = and i32 %9, 1
  %11 = load i32, i32* %1, align 4
  %12 = sdiv i32 %11, 2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add nsw i32 %10, %16
  %18 = trunc i32 %17 to i8
  %19 = load i32, i32* %1, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 %20
  store i8 %18, i8* %21, align 1
  br label %22

22:                                               ; preds = %8
  %23 = load i32, i32* %1, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %1, align 4
  br label %5, !llvm.loop !11

25:                                               ; preds = %5
  store i32 1, i32* @popcount_table.ready, align 4
  br label %26

26:                                               ; preds = %25, %0
  ret i8* getelementptr inbounds ([256 x i8], [256 x i8]* @popcount_table.table, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @counter(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  store i32 0, i32* @counter.c, align 4
  br label %6

6:                                                ; preds = %5, %1
  %7 = load i32, i32* @counter.c, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @counter.c, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @cycle_name() #0 {
  %1 = load i32, i32* @cycle_name.idx, align 4
  %2 = add i32 %1, 1
  store i32 %2, i32* @cycle_name.idx, align 4
  %3 = urem i32 %1, 4
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [4 x i8*], [4 x i8*]* @cycle_name.names, i64 0, i64 %4
  %6 = load i8*, i8** %5, align 8
  ret i8* %6
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
