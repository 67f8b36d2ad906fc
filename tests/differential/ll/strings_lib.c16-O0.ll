; ModuleID = 'tests/differential/src/strings_lib.c'
source_filename = "tests/differential/src/strings_lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c",\00", align 1
@words = internal global [7 x ptr] [ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.5, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"a's=%d n's=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"first=%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"strncmp ap: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"banana at %ld, last comma at %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"Mixed Case string 42\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"  -1234 0x7f 0755 99999999999 zz\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"strtol -> %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"%5d|%-5s|%05.1f|%x|%c\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"%s len=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"memchr %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"date\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [64 x i8], align 16
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %14 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  store i8 0, ptr %14, align 16
  store i32 0, ptr %3, align 4
  br label %15

15:                                               ; preds = %31, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 7
  br i1 %17, label %18, label %34

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %23 = call ptr @strcat(ptr noundef %22, ptr noundef @.str) #4
  br label %24

24:                                               ; preds = %21, %18
  %25 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [7 x ptr], ptr @words, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = call ptr @strcat(ptr noundef %25, ptr noundef %29) #4
  br label %31

31:                                               ; preds = %24
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %15, !llvm.loop !6

34:                                               ; preds = %15
  %35 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %36 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %37 = call i64 @strlen(ptr noundef %36) #5
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %35, i64 noundef %37)
  %39 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %40 = call i32 @count_char(ptr noundef %39, i8 noundef signext 97)
  %41 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %42 = call i32 @count_char(ptr noundef %41, i8 noundef signext 110)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %40, i32 noundef %42)
  %44 = load ptr, ptr @words, align 16
  store ptr %44, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %45

45:                                               ; preds = %62, %34
  %46 = load i32, ptr %5, align 4
  %47 = icmp slt i32 %46, 7
  br i1 %47, label %48, label %65

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [7 x ptr], ptr @words, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8
  %53 = load ptr, ptr %4, align 8
  %54 = call i32 @strcmp(ptr noundef %52, ptr noundef %53) #5
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %48
  %57 = load i32, ptr %5, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [7 x ptr], ptr @words, i64 0, i64 %58
  %60 = load ptr, ptr %59, align 8
  store ptr %60, ptr %4, align 8
  br label %61

61:                                               ; preds = %56, %48
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %5, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %5, align 4
  br label %45, !llvm.loop !8

65:                                               ; preds = %45
  %66 = load ptr, ptr %4, align 8
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %66)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 1, i32 noundef 1)
  %69 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %70 = call ptr @strstr(ptr noundef %69, ptr noundef @.str.5) #5
  store ptr %70, ptr %6, align 8
  %71 = load ptr, ptr %6, align 8
  %72 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %73 = ptrtoint ptr %71 to i64
  %74 = ptrtoint ptr %72 to i64
  %75 = sub i64 %73, %74
  %76 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %77 = call ptr @strrchr(ptr noundef %76, i32 noundef 44) #5
  %78 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %79 = ptrtoint ptr %77 to i64
  %80 = ptrtoint ptr %78 to i64
  %81 = sub i64 %79, %80
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %75, i64 noundef %81)
  %83 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %84 = call ptr @strcpy(ptr noundef %83, ptr noundef @.str.7) #4
  %85 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  call void @upcase(ptr noundef %85)
  %86 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %86)
  store ptr @.str.9, ptr %8, align 8
  %88 = load ptr, ptr %8, align 8
  store ptr %88, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %89

89:                                               ; preds = %98, %65
  %90 = load i32, ptr %11, align 4
  %91 = icmp slt i32 %90, 4
  br i1 %91, label %92, label %101

92:                                               ; preds = %89
  %93 = load ptr, ptr %10, align 8
  %94 = call i64 @strtol(ptr noundef %93, ptr noundef %9, i32 noundef 0) #4
  store i64 %94, ptr %12, align 8
  %95 = load i64, ptr %12, align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %95)
  %97 = load ptr, ptr %9, align 8
  store ptr %97, ptr %10, align 8
  br label %98

98:                                               ; preds = %92
  %99 = load i32, ptr %11, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %11, align 4
  br label %89, !llvm.loop !9

101:                                              ; preds = %89
  %102 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %103 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %102, ptr noundef @.str.11, i32 noundef 42, ptr noundef @.str.12, double noundef 3.141590e+00, i32 noundef 48879, i32 noundef 90) #4
  store i32 %103, ptr %13, align 4
  %104 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %105 = load i32, ptr %13, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %104, i32 noundef %105)
  %107 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %108 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %109 = call i64 @strlen(ptr noundef %108) #5
  %110 = call ptr @memchr(ptr noundef %107, i32 noundef 67, i64 noundef %109) #5
  %111 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %114)
  %116 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %117 = call i64 @strlen(ptr noundef %116) #5
  %118 = trunc i64 %117 to i32
  %119 = srem i32 %118, 5
  ret i32 %119
}

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_char(ptr noundef %0, i8 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  store i32 0, ptr %5, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i8, ptr %4, align 1
  %9 = sext i8 %8 to i32
  %10 = call ptr @strchr(ptr noundef %7, i32 noundef %9) #5
  store ptr %10, ptr %6, align 8
  br label %11

11:                                               ; preds = %17, %2
  %12 = load ptr, ptr %6, align 8
  %13 = icmp ne ptr %12, null
  br i1 %13, label %14, label %23

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %5, align 4
  br label %17

17:                                               ; preds = %14
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 1
  %20 = load i8, ptr %4, align 1
  %21 = sext i8 %20 to i32
  %22 = call ptr @strchr(ptr noundef %19, i32 noundef %21) #5
  store ptr %22, ptr %6, align 8
  br label %11, !llvm.loop !10

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strrchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @upcase(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %14, %1
  %4 = load ptr, ptr %2, align 8
  %5 = load i8, ptr %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %3
  %8 = load ptr, ptr %2, align 8
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = call i32 @toupper(i32 noundef %10) #5
  %12 = trunc i32 %11 to i8
  %13 = load ptr, ptr %2, align 8
  store i8 %12, ptr %13, align 1
  br label %14

14:                                               ; preds = %7
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %16, ptr %2, align 8
  br label %3, !llvm.loop !11

17:                                               ; preds = %3
  ret void
}

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind willreturn memory(read) }

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
