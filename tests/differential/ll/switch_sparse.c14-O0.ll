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
  %4 = alloca i8*, align 8
  %5 = alloca [3 x i32], align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [6 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %12 = bitcast [12 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %12, i8* align 16 bitcast ([12 x i32]* @__const.main.probes to i8*), i64 48, i1 false)
  store i32 0, i32* %3, align 4
  br label %13

13:                                               ; preds = %27, %0
  %14 = load i32, i32* %3, align 4
  %15 = icmp slt i32 %14, 12
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = load i32, i32* %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = load i32, i32* %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = call i32 @sparse(i32 noundef %24)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %20, i32 noundef %25)
  br label %27

27:                                               ; preds = %16
  %28 = load i32, i32* %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %3, align 4
  br label %13, !llvm.loop !6

30:                                               ; preds = %13
  store i8* getelementptr inbounds ([40 x i8], [40 x i8]* @.str.1, i64 0, i64 0), i8** %4, align 8
  %31 = bitcast [3 x i32]* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %31, i8 0, i64 12, i1 false)
  %32 = load i8*, i8** %4, align 8
  store i8* %32, i8** %6, align 8
  br label %33

33:                                               ; preds = %45, %30
  %34 = load i8*, i8** %6, align 8
  %35 = load i8, i8* %34, align 1
  %36 = icmp ne i8 %35, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %33
  %38 = load i8*, i8** %6, align 8
  %39 = load i8, i8* %38, align 1
  %40 = call i32 @is_vowel_or_space(i8 noundef signext %39)
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i64 0, i64 %41
  %43 = load i32, i32* %42, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %42, align 4
  br label %45

45:                                               ; preds = %37
  %46 = load i8*, i8** %6, align 8
  %47 = getelementptr inbounds i8, i8* %46, i32 1
  store i8* %47, i8** %6, align 8
  br label %33, !llvm.loop !8

48:                                               ; preds = %33
  %49 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i64 0, i64 0
  %50 = load i32, i32* %49, align 4
  %51 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i64 0, i64 1
  %52 = load i32, i32* %51, align 4
  %53 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i64 0, i64 2
  %54 = load i32, i32* %53, align 4
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i32 noundef %50, i32 noundef %52, i32 noundef %54)
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %56

56:                                               ; preds = %67, %48
  %57 = load i32, i32* %8, align 4
  %58 = icmp ult i32 %57, 40
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = load i32, i32* %7, align 4
  %61 = mul nsw i32 %60, 3
  %62 = load i32, i32* %8, align 4
  %63 = call i32 @classify_small(i32 noundef %62)
  %64 = add nsw i32 %61, %63
  store i32 %64, i32* %7, align 4
  %65 = load i32, i32* %7, align 4
  %66 = and i32 %65, 16777215
  store i32 %66, i32* %7, align 4
  br label %67

67:                                               ; preds = %59
  %68 = load i32, i32* %8, align 4
  %69 = add i32 %68, 1
  store i32 %69, i32* %8, align 4
  br label %56, !llvm.loop !9

70:                                               ; preds = %56
  %71 = load i32, i32* %7, align 4
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %71)
  %73 = bitcast [6 x i64]* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %73, i8 0, i64 48, i1 false)
  %74 = bitcast i8* %73 to [6 x i64]*
  %75 = getelementptr inbounds [6 x i64], [6 x i64]* %74, i32 0, i32 1
  store i64 4294967295, i64* %75, align 8
  %76 = getelementptr inbounds [6 x i64], [6 x i64]* %74, i32 0, i32 2
  store i64 4294967296, i64* %76, align 16
  %77 = getelementptr inbounds [6 x i64], [6 x i64]* %74, i32 0, i32 3
  store i64 -9223372036854775808, i64* %77, align 8
  %78 = getelementptr inbounds [6 x i64], [6 x i64]* %74, i32 0, i32 4
  store i64 -1, i64* %78, align 16
  %79 = getelementptr inbounds [6 x i64], [6 x i64]* %74, i32 0, i32 5
  store i64 12345, i64* %79, align 8
  store i32 0, i32* %10, align 4
  br label %80

80:                                               ; preds = %94, %70
  %81 = load i32, i32* %10, align 4
  %82 = icmp slt i32 %81, 6
  br i1 %82, label %83, label %97

83:                                               ; preds = %80
  %84 = load i32, i32* %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [6 x i64], [6 x i64]* %9, i64 0, i64 %85
  %87 = load i64, i64* %86, align 8
  %88 = load i32, i32* %10, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [6 x i64], [6 x i64]* %9, i64 0, i64 %89
  %91 = load i64, i64* %90, align 8
  %92 = call i8* @big(i64 noundef %91)
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i64 noundef %87, i8* noundef %92)
  br label %94

94:                                               ; preds = %83
  %95 = load i32, i32* %10, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %10, align 4
  br label %80, !llvm.loop !10

97:                                               ; preds = %80
  store i32 -128, i32* %11, align 4
  br label %98

98:                                               ; preds = %107, %97
  %99 = load i32, i32* %11, align 4
  %100 = icmp slt i32 %99, 128
  br i1 %100, label %101, label %110

101:                                              ; preds = %98
  %102 = load i32, i32* %11, align 4
  %103 = load i32, i32* %11, align 4
  %104 = trunc i32 %103 to i8
  %105 = call i32 @by_char(i8 noundef signext %104)
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %102, i32 noundef %105)
  br label %107

107:                                              ; preds = %101
  %108 = load i32, i32* %11, align 4
  %109 = add nsw i32 %108, 51
  store i32 %109, i32* %11, align 4
  br label %98, !llvm.loop !11

110:                                              ; preds = %98
  %111 = call i32 @by_char(i8 noundef signext -1)
  %112 = call i32 @by_char(i8 noundef signext 127)
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i64 0, i64 0), i32 noundef %111, i32 noundef %112)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
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
  store i32 1, i32* %2, align 4
  br label %15

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %15

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %15

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %15

10:                                               ; preds = %1
  store i32 6, i32* %2, align 4
  br label %15

11:                                               ; preds = %1
  store i32 7, i32* %2, align 4
  br label %15

12:                                               ; preds = %1
  store i32 8, i32* %2, align 4
  br label %15

13:                                               ; preds = %1
  store i32 9, i32* %2, align 4
  br label %15

14:                                               ; preds = %1
  store i32 0, i32* %2, align 4
  br label %15

15:                                               ; preds = %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4
  ret i32 %16
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_vowel_or_space(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  %4 = load i8, i8* %3, align 1
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
  store i32 1, i32* %2, align 4
  br label %9

7:                                                ; preds = %1, %1, %1
  store i32 2, i32* %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6
  %10 = load i32, i32* %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify_small(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
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
  store i32 10, i32* %2, align 4
  br label %9

6:                                                ; preds = %1, %1, %1, %1
  store i32 20, i32* %2, align 4
  br label %9

7:                                                ; preds = %1, %1
  store i32 30, i32* %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, i32* %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @big(i64 noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = load i64, i64* %3, align 8
  switch i64 %4, label %10 [
    i64 0, label %5
    i64 4294967295, label %6
    i64 4294967296, label %7
    i64 -9223372036854775808, label %8
    i64 -1, label %9
  ]

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8** %2, align 8
  br label %11

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0), i8** %2, align 8
  br label %11

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8** %2, align 8
  br label %11

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8** %2, align 8
  br label %11

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), i8** %2, align 8
  br label %11

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i8** %2, align 8
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load i8*, i8** %2, align 8
  ret i8* %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_char(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  %4 = load i8, i8* %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %10 [
    i32 -128, label %6
    i32 -1, label %7
    i32 0, label %8
    i32 127, label %9
  ]

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 5, i32* %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, i32* %2, align 4
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

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
