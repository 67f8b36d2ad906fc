; ModuleID = 'tests/differential/src/switch_sparse.c'
source_filename = "tests/differential/src/switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.probes = private unnamed_addr constant [12 x i32] [i32 -1000000, i32 -77, i32 3, i32 1000, i32 4096, i32 65537, i32 999999, i32 2147483647, i32 -2147483648, i32 0, i32 5, i32 4095], align 16
@.str = private unnamed_addr constant [15 x i8] c"sparse(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"Quick brown fox\09jumps Over\0Athe lazy dog\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"other=%d vowels=%d spaces=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"classify hash %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"%llx: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"by_char(%d)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"by_char(-1)=%d by_char(127)=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"u32max\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"2^32\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"2^63\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"u64max\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca [3 x i32], align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [6 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.probes, i64 48, i1 false)
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %26, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 12
  br i1 %14, label %15, label %29

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = call i32 @sparse(i32 noundef %23)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19, i32 noundef %24)
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %12, !llvm.loop !6

29:                                               ; preds = %12
  store ptr @.str.1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 12, i1 false)
  %30 = load ptr, ptr %4, align 8
  store ptr %30, ptr %6, align 8
  br label %31

31:                                               ; preds = %43, %29
  %32 = load ptr, ptr %6, align 8
  %33 = load i8, ptr %32, align 1
  %34 = icmp ne i8 %33, 0
  br i1 %34, label %35, label %46

35:                                               ; preds = %31
  %36 = load ptr, ptr %6, align 8
  %37 = load i8, ptr %36, align 1
  %38 = call i32 @is_vowel_or_space(i8 noundef signext %37)
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %40, align 4
  br label %43

43:                                               ; preds = %35
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds i8, ptr %44, i32 1
  store ptr %45, ptr %6, align 8
  br label %31, !llvm.loop !8

46:                                               ; preds = %31
  %47 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 0
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 1
  %50 = load i32, ptr %49, align 4
  %51 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 2
  %52 = load i32, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48, i32 noundef %50, i32 noundef %52)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %54

54:                                               ; preds = %65, %46
  %55 = load i32, ptr %8, align 4
  %56 = icmp ult i32 %55, 40
  br i1 %56, label %57, label %68

57:                                               ; preds = %54
  %58 = load i32, ptr %7, align 4
  %59 = mul nsw i32 %58, 3
  %60 = load i32, ptr %8, align 4
  %61 = call i32 @classify_small(i32 noundef %60)
  %62 = add nsw i32 %59, %61
  store i32 %62, ptr %7, align 4
  %63 = load i32, ptr %7, align 4
  %64 = and i32 %63, 16777215
  store i32 %64, ptr %7, align 4
  br label %65

65:                                               ; preds = %57
  %66 = load i32, ptr %8, align 4
  %67 = add i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %54, !llvm.loop !9

68:                                               ; preds = %54
  %69 = load i32, ptr %7, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %69)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 48, i1 false)
  %71 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 1
  store i64 4294967295, ptr %71, align 8
  %72 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 2
  store i64 4294967296, ptr %72, align 16
  %73 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 3
  store i64 -9223372036854775808, ptr %73, align 8
  %74 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 4
  store i64 -1, ptr %74, align 16
  %75 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 5
  store i64 12345, ptr %75, align 8
  store i32 0, ptr %10, align 4
  br label %76

76:                                               ; preds = %90, %68
  %77 = load i32, ptr %10, align 4
  %78 = icmp slt i32 %77, 6
  br i1 %78, label %79, label %93

79:                                               ; preds = %76
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [6 x i64], ptr %9, i64 0, i64 %81
  %83 = load i64, ptr %82, align 8
  %84 = load i32, ptr %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [6 x i64], ptr %9, i64 0, i64 %85
  %87 = load i64, ptr %86, align 8
  %88 = call ptr @big(i64 noundef %87)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %83, ptr noundef %88)
  br label %90

90:                                               ; preds = %79
  %91 = load i32, ptr %10, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %10, align 4
  br label %76, !llvm.loop !10

93:                                               ; preds = %76
  store i32 -128, ptr %11, align 4
  br label %94

94:                                               ; preds = %103, %93
  %95 = load i32, ptr %11, align 4
  %96 = icmp slt i32 %95, 128
  br i1 %96, label %97, label %106

97:                                               ; preds = %94
  %98 = load i32, ptr %11, align 4
  %99 = load i32, ptr %11, align 4
  %100 = trunc i32 %99 to i8
  %101 = call i32 @by_char(i8 noundef signext %100)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %98, i32 noundef %101)
  br label %103

103:                                              ; preds = %97
  %104 = load i32, ptr %11, align 4
  %105 = add nsw i32 %104, 51
  store i32 %105, ptr %11, align 4
  br label %94, !llvm.loop !11

106:                                              ; preds = %94
  %107 = call i32 @by_char(i8 noundef signext -1)
  %108 = call i32 @by_char(i8 noundef signext 127)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %107, i32 noundef %108)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %14 [
    i32 -1000000, label %5
    i32 -77, label %6
    i32 3, label %7
    i32 1000, label %8
    i32 4096, label %9
    i32 65537, label %10
    i32 999999, label %11
    i32 2147483647, label %12
    i32 -2147483648, label %13
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %15

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %15

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %15

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %15

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %15

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %15

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %15

13:                                               ; preds = %1
  store i32 9, ptr %2, align 4
  br label %15

14:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4
  ret i32 %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_vowel_or_space(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %8 [
    i32 97, label %6
    i32 101, label %6
    i32 105, label %6
    i32 111, label %6
    i32 117, label %6
    i32 65, label %6
    i32 69, label %6
    i32 73, label %6
    i32 79, label %6
    i32 85, label %6
    i32 32, label %7
    i32 9, label %7
    i32 10, label %7
  ]

6:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %9

7:                                                ; preds = %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify_small(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %8 [
    i32 0, label %5
    i32 2, label %5
    i32 4, label %5
    i32 6, label %5
    i32 8, label %5
    i32 10, label %5
    i32 12, label %5
    i32 1, label %6
    i32 3, label %6
    i32 5, label %6
    i32 7, label %6
    i32 33, label %7
    i32 35, label %7
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1
  store i32 10, ptr %2, align 4
  br label %9

6:                                                ; preds = %1, %1, %1, %1
  store i32 20, ptr %2, align 4
  br label %9

7:                                                ; preds = %1, %1
  store i32 30, ptr %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @big(i64 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %10 [
    i64 0, label %5
    i64 4294967295, label %6
    i64 4294967296, label %7
    i64 -9223372036854775808, label %8
    i64 -1, label %9
  ]

5:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %11

6:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %11

7:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %11

8:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %11

9:                                                ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %11

10:                                               ; preds = %1
  store ptr @.str.12, ptr %2, align 8
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load ptr, ptr %2, align 8
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_char(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %10 [
    i32 -128, label %6
    i32 -1, label %7
    i32 0, label %8
    i32 127, label %9
  ]

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
