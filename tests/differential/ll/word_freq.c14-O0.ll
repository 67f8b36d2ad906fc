; ModuleID = 'tests/differential/src/word_freq.c'
source_filename = "tests/differential/src/word_freq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Word = type { [24 x i8], i32, %struct.Word* }

@text = internal constant [287 x i8] c"It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair.\00", align 16
@npool = internal global i32 0, align 4
@pool = internal global [128 x %struct.Word] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"%d words, %d distinct\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%-12s %d\0A\00", align 1
@buckets = internal global [31 x %struct.Word*] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [24 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca [128 x %struct.Word*], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i8* getelementptr inbounds ([287 x i8], [287 x i8]* @text, i64 0, i64 0), i8** %5, align 8
  br label %9

9:                                                ; preds = %52, %0
  %10 = call i16** @__ctype_b_loc() #5
  %11 = load i16*, i16** %10, align 8
  %12 = load i8*, i8** %5, align 8
  %13 = load i8, i8* %12, align 1
  %14 = zext i8 %13 to i32
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i16, i16* %11, i64 %15
  %17 = load i16, i16* %16, align 2
  %18 = zext i16 %17 to i32
  %19 = and i32 %18, 1024
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %35

21:                                               ; preds = %9
  %22 = load i32, i32* %3, align 4
  %23 = icmp slt i32 %22, 23
  br i1 %23, label %24, label %34

24:                                               ; preds = %21
  %25 = load i8*, i8** %5, align 8
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = call i32 @tolower(i32 noundef %27) #6
  %29 = trunc i32 %28 to i8
  %30 = load i32, i32* %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %3, align 4
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %32
  store i8 %29, i8* %33, align 1
  br label %34

34:                                               ; preds = %24, %21
  br label %51

35:                                               ; preds = %9
  %36 = load i32, i32* %3, align 4
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load i32, i32* %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %40
  store i8 0, i8* %41, align 1
  %42 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 0
  call void @add(i8* noundef %42)
  %43 = load i32, i32* %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %4, align 4
  store i32 0, i32* %3, align 4
  br label %45

45:                                               ; preds = %38, %35
  %46 = load i8*, i8** %5, align 8
  %47 = load i8, i8* %46, align 1
  %48 = icmp ne i8 %47, 0
  br i1 %48, label %50, label %49

49:                                               ; preds = %45
  br label %55

50:                                               ; preds = %45
  br label %51

51:                                               ; preds = %50, %34
  br label %52

52:                                               ; preds = %51
  %53 = load i8*, i8** %5, align 8
  %54 = getelementptr inbounds i8, i8* %53, i32 1
  store i8* %54, i8** %5, align 8
  br label %9

55:                                               ; preds = %49
  store i32 0, i32* %7, align 4
  br label %56

56:                                               ; preds = %67, %55
  %57 = load i32, i32* %7, align 4
  %58 = load i32, i32* @npool, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %70

60:                                               ; preds = %56
  %61 = load i32, i32* %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, i64 %62
  %64 = load i32, i32* %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %6, i64 0, i64 %65
  store %struct.Word* %63, %struct.Word** %66, align 8
  br label %67

67:                                               ; preds = %60
  %68 = load i32, i32* %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %7, align 4
  br label %56, !llvm.loop !6

70:                                               ; preds = %56
  %71 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %6, i64 0, i64 0
  %72 = bitcast %struct.Word** %71 to i8*
  %73 = load i32, i32* @npool, align 4
  %74 = sext i32 %73 to i64
  call void @qsort(i8* noundef %72, i64 noundef %74, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp)
  %75 = load i32, i32* %4, align 4
  %76 = load i32, i32* @npool, align 4
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %75, i32 noundef %76)
  store i32 0, i32* %8, align 4
  br label %78

78:                                               ; preds = %96, %70
  %79 = load i32, i32* %8, align 4
  %80 = load i32, i32* @npool, align 4
  %81 = icmp slt i32 %79, %80
  br i1 %81, label %82, label %99

82:                                               ; preds = %78
  %83 = load i32, i32* %8, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %6, i64 0, i64 %84
  %86 = load %struct.Word*, %struct.Word** %85, align 8
  %87 = getelementptr inbounds %struct.Word, %struct.Word* %86, i32 0, i32 0
  %88 = getelementptr inbounds [24 x i8], [24 x i8]* %87, i64 0, i64 0
  %89 = load i32, i32* %8, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %6, i64 0, i64 %90
  %92 = load %struct.Word*, %struct.Word** %91, align 8
  %93 = getelementptr inbounds %struct.Word, %struct.Word* %92, i32 0, i32 1
  %94 = load i32, i32* %93, align 8
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i8* noundef %88, i32 noundef %94)
  br label %96

96:                                               ; preds = %82
  %97 = load i32, i32* %8, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %8, align 4
  br label %78, !llvm.loop !8

99:                                               ; preds = %78
  ret i32 0
}

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #1

; Function Attrs: nounwind readonly willreturn
declare i32 @tolower(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Word*, align 8
  %5 = alloca %struct.Word*, align 8
  store i8* %0, i8** %2, align 8
  %6 = load i8*, i8** %2, align 8
  %7 = call i32 @hash(i8* noundef %6)
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [31 x %struct.Word*], [31 x %struct.Word*]* @buckets, i64 0, i64 %9
  %11 = load %struct.Word*, %struct.Word** %10, align 8
  store %struct.Word* %11, %struct.Word** %4, align 8
  br label %12

12:                                               ; preds = %28, %1
  %13 = load %struct.Word*, %struct.Word** %4, align 8
  %14 = icmp ne %struct.Word* %13, null
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = load %struct.Word*, %struct.Word** %4, align 8
  %17 = getelementptr inbounds %struct.Word, %struct.Word* %16, i32 0, i32 0
  %18 = getelementptr inbounds [24 x i8], [24 x i8]* %17, i64 0, i64 0
  %19 = load i8*, i8** %2, align 8
  %20 = call i32 @strcmp(i8* noundef %18, i8* noundef %19) #6
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %27, label %22

22:                                               ; preds = %15
  %23 = load %struct.Word*, %struct.Word** %4, align 8
  %24 = getelementptr inbounds %struct.Word, %struct.Word* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 8
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %24, align 8
  br label %54

27:                                               ; preds = %15
  br label %28

28:                                               ; preds = %27
  %29 = load %struct.Word*, %struct.Word** %4, align 8
  %30 = getelementptr inbounds %struct.Word, %struct.Word* %29, i32 0, i32 2
  %31 = load %struct.Word*, %struct.Word** %30, align 8
  store %struct.Word* %31, %struct.Word** %4, align 8
  br label %12, !llvm.loop !9

32:                                               ; preds = %12
  %33 = load i32, i32* @npool, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* @npool, align 4
  %35 = sext i32 %33 to i64
  %36 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, i64 %35
  store %struct.Word* %36, %struct.Word** %5, align 8
  %37 = load %struct.Word*, %struct.Word** %5, align 8
  %38 = getelementptr inbounds %struct.Word, %struct.Word* %37, i32 0, i32 0
  %39 = getelementptr inbounds [24 x i8], [24 x i8]* %38, i64 0, i64 0
  %40 = load i8*, i8** %2, align 8
  %41 = call i8* @strcpy(i8* noundef %39, i8* noundef %40) #7
  %42 = load %struct.Word*, %struct.Word** %5, align 8
  %43 = getelementptr inbounds %struct.Word, %struct.Word* %42, i32 0, i32 1
  store i32 1, i32* %43, align 8
  %44 = load i32, i32* %3, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [31 x %struct.Word*], [31 x %struct.Word*]* @buckets, i64 0, i64 %45
  %47 = load %struct.Word*, %struct.Word** %46, align 8
  %48 = load %struct.Word*, %struct.Word** %5, align 8
  %49 = getelementptr inbounds %struct.Word, %struct.Word* %48, i32 0, i32 2
  store %struct.Word* %47, %struct.Word** %49, align 8
  %50 = load %struct.Word*, %struct.Word** %5, align 8
  %51 = load i32, i32* %3, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [31 x %struct.Word*], [31 x %struct.Word*]* @buckets, i64 0, i64 %52
  store %struct.Word* %50, %struct.Word** %53, align 8
  br label %54

54:                                               ; preds = %32, %22
  ret void
}

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca %struct.Word*, align 8
  %6 = alloca %struct.Word*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to %struct.Word**
  %9 = load %struct.Word*, %struct.Word** %8, align 8
  store %struct.Word* %9, %struct.Word** %5, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = bitcast i8* %10 to %struct.Word**
  %12 = load %struct.Word*, %struct.Word** %11, align 8
  store %struct.Word* %12, %struct.Word** %6, align 8
  %13 = load %struct.Word*, %struct.Word** %5, align 8
  %14 = getelementptr inbounds %struct.Word, %struct.Word* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 8
  %16 = load %struct.Word*, %struct.Word** %6, align 8
  %17 = getelementptr inbounds %struct.Word, %struct.Word* %16, i32 0, i32 1
  %18 = load i32, i32* %17, align 8
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %2
  %21 = load %struct.Word*, %struct.Word** %6, align 8
  %22 = getelementptr inbounds %struct.Word, %struct.Word* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 8
  %24 = load %struct.Word*, %struct.Word** %5, align 8
  %25 = getelementptr inbounds %struct.Word, %struct.Word* %24, i32 0, i32 1
  %26 = load i32, i32* %25, align 8
  %27 = sub nsw i32 %23, %26
  br label %36

28:                                               ; preds = %2
  %29 = load %struct.Word*, %struct.Word** %5, align 8
  %30 = getelementptr inbounds %struct.Word, %struct.Word* %29, i32 0, i32 0
  %31 = getelementptr inbounds [24 x i8], [24 x i8]* %30, i64 0, i64 0
  %32 = load %struct.Word*, %struct.Word** %6, align 8
  %33 = getelementptr inbounds %struct.Word, %struct.Word* %32, i32 0, i32 0
  %34 = getelementptr inbounds [24 x i8], [24 x i8]* %33, i64 0, i64 0
  %35 = call i32 @strcmp(i8* noundef %31, i8* noundef %34) #6
  br label %36

36:                                               ; preds = %28, %20
  %37 = phi i32 [ %27, %20 ], [ %35, %28 ]
  ret i32 %37
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, i32* %3, align 4
  %10 = mul i32 %9, 31
  %11 = load i8*, i8** %2, align 8
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %2, align 8
  %13 = load i8, i8* %11, align 1
  %14 = zext i8 %13 to i32
  %15 = add i32 %10, %14
  store i32 %15, i32* %3, align 4
  br label %4, !llvm.loop !10

16:                                               ; preds = %4
  %17 = load i32, i32* %3, align 4
  %18 = urem i32 %17, 31
  ret i32 %18
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

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
