; ModuleID = 'tests/differential/src/setjmp_longjmp.c'
source_filename = "tests/differential/src/setjmp_longjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.1 = private unnamed_addr constant [53 x i8] c"fail_at %d: longjmp value %d, depth %d, attempts %d\0A\00", align 1
@depth_reached = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"12x45\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"9876543210\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"bad char '%c' in \22%s\22\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [1 x %struct.__jmp_buf_tag], align 16
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %7

7:                                                ; preds = %26, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp sle i32 %8, 5
  br i1 %9, label %10, label %29

10:                                               ; preds = %7
  store volatile i32 0, i32* %3, align 4
  %11 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #4
  store i32 %11, i32* %4, align 4
  %12 = load volatile i32, i32* %3, align 4
  %13 = add nsw i32 %12, 1
  store volatile i32 %13, i32* %3, align 4
  %14 = load i32, i32* %4, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %10
  %17 = load i32, i32* %2, align 4
  call void @dive(i32 noundef 0, i32 noundef %17)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0))
  br label %25

19:                                               ; preds = %10
  %20 = load i32, i32* %2, align 4
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* @depth_reached, align 4
  %23 = load volatile i32, i32* %3, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.1, i64 0, i64 0), i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  br label %25

25:                                               ; preds = %19, %16
  br label %26

26:                                               ; preds = %25
  %27 = load i32, i32* %2, align 4
  %28 = add nsw i32 %27, 2
  store i32 %28, i32* %2, align 4
  br label %7, !llvm.loop !6

29:                                               ; preds = %7
  store volatile i32 0, i32* %5, align 4
  %30 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %6, i64 0, i64 0
  %31 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %30) #4
  %32 = icmp slt i32 %31, 5
  br i1 %32, label %33, label %42

33:                                               ; preds = %29
  %34 = load volatile i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store volatile i32 %35, i32* %5, align 4
  %36 = load volatile i32, i32* %5, align 4
  %37 = icmp slt i32 %36, 5
  br i1 %37, label %38, label %41

38:                                               ; preds = %33
  %39 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %6, i64 0, i64 0
  %40 = load volatile i32, i32* %5, align 4
  call void @longjmp(%struct.__jmp_buf_tag* noundef %39, i32 noundef %40) #5
  unreachable

41:                                               ; preds = %33
  br label %42

42:                                               ; preds = %41, %29
  %43 = load volatile i32, i32* %5, align 4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i32 noundef %43)
  %45 = call i64 @parse(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0))
  %46 = call i64 @parse(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0))
  %47 = call i64 @parse(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0))
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i64 noundef %45, i64 noundef %46, i64 noundef %47)
  ret i32 0
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dive(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  store i32 %5, i32* @depth_reached, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = load i32, i32* %3, align 4
  %11 = mul nsw i32 %10, 10
  %12 = add nsw i32 %11, 1
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0), i32 noundef %12) #5
  unreachable

13:                                               ; preds = %2
  %14 = load i32, i32* %3, align 4
  %15 = add nsw i32 %14, 1
  %16 = load i32, i32* %4, align 4
  call void @dive(i32 noundef %15, i32 noundef %16)
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @parse(i8* noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %4, i64 0, i64 0
  %9 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %8) #4
  store i32 %9, i32* %5, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %1
  %13 = load i32, i32* %5, align 4
  %14 = load i8*, i8** %3, align 8
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i32 noundef %13, i8* noundef %14)
  store i64 -1, i64* %2, align 8
  br label %35

16:                                               ; preds = %1
  store i64 0, i64* %6, align 8
  %17 = load i8*, i8** %3, align 8
  store i8* %17, i8** %7, align 8
  br label %18

18:                                               ; preds = %30, %16
  %19 = load i8*, i8** %7, align 8
  %20 = load i8, i8* %19, align 1
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %33

22:                                               ; preds = %18
  %23 = load i64, i64* %6, align 8
  %24 = mul nsw i64 %23, 10
  %25 = load i8*, i8** %7, align 8
  %26 = load i8, i8* %25, align 1
  %27 = call i32 @parse_digit(i8 noundef signext %26, [1 x %struct.__jmp_buf_tag]* noundef %4)
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %24, %28
  store i64 %29, i64* %6, align 8
  br label %30

30:                                               ; preds = %22
  %31 = load i8*, i8** %7, align 8
  %32 = getelementptr inbounds i8, i8* %31, i32 1
  store i8* %32, i8** %7, align 8
  br label %18, !llvm.loop !8

33:                                               ; preds = %18
  %34 = load i64, i64* %6, align 8
  store i64 %34, i64* %2, align 8
  br label %35

35:                                               ; preds = %33, %12
  %36 = load i64, i64* %2, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_digit(i8 noundef signext %0, [1 x %struct.__jmp_buf_tag]* noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca [1 x %struct.__jmp_buf_tag]*, align 8
  store i8 %0, i8* %3, align 1
  store [1 x %struct.__jmp_buf_tag]* %1, [1 x %struct.__jmp_buf_tag]** %4, align 8
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 48
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load i8, i8* %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp sgt i32 %10, 57
  br i1 %11, label %12, label %17

12:                                               ; preds = %8, %2
  %13 = load [1 x %struct.__jmp_buf_tag]*, [1 x %struct.__jmp_buf_tag]** %4, align 8
  %14 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %13, i64 0, i64 0
  %15 = load i8, i8* %3, align 1
  %16 = zext i8 %15 to i32
  call void @longjmp(%struct.__jmp_buf_tag* noundef %14, i32 noundef %16) #5
  unreachable

17:                                               ; preds = %8
  %18 = load i8, i8* %3, align 1
  %19 = sext i8 %18 to i32
  %20 = sub nsw i32 %19, 48
  ret i32 %20
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice }
attributes #5 = { noreturn nounwind }

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
