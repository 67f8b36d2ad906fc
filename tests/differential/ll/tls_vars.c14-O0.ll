; ModuleID = 'tests/differential/src/tls_vars.c'
source_filename = "tests/differential/src/tls_vars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, double }
%union.pthread_attr_t = type { i64, [48 x i8] }

@tls_counter = dso_local thread_local global i32 5, align 4
@tls_name = dso_local thread_local global [16 x i8] c"main\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str = private unnamed_addr constant [19 x i8] c"main before %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"main work %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"thread result %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"main after %d %.1f %d %s\0A\00", align 1
@tls_struct = internal thread_local global %struct.anon { i32 1, double 2.500000e+00 }, align 8
@tls_array = internal thread_local global [8 x i64] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %6 = load i32, i32* @tls_counter, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %6, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @tls_name, i64 0, i64 0))
  %8 = call i64 @work(i32 noundef 2)
  store i64 %8, i64* %2, align 8
  %9 = call i64 @work(i32 noundef 3)
  store i64 %9, i64* %3, align 8
  %10 = load i64, i64* %2, align 8
  %11 = load i64, i64* %3, align 8
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i64 noundef %10, i64 noundef %11)
  store i64 7, i64* %4, align 8
  %13 = bitcast i64* %4 to i8*
  %14 = call i32 @pthread_create(i64* noundef %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @thread_main, i8* noundef %13) #3
  %15 = load i64, i64* %5, align 8
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null)
  %17 = load i64, i64* %4, align 8
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %17)
  %19 = call i32* @counter_addr()
  %20 = load i32, i32* %19, align 4
  %21 = add nsw i32 %20, 100
  store i32 %21, i32* %19, align 4
  %22 = load i32, i32* @tls_counter, align 4
  %23 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @tls_struct, i32 0, i32 1), align 8
  %24 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @tls_struct, i32 0, i32 0), align 8
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), i32 noundef %22, double noundef %23, i32 noundef %24, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @tls_name, i64 0, i64 0))
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @work(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* %2, align 4
  %12 = mul nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = load i32, i32* %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8 x i64], [8 x i64]* @tls_array, i64 0, i64 %15
  %17 = load i64, i64* %16, align 8
  %18 = add nsw i64 %17, %13
  store i64 %18, i64* %16, align 8
  br label %19

19:                                               ; preds = %9
  %20 = load i32, i32* %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %3, align 4
  br label %6, !llvm.loop !6

22:                                               ; preds = %6
  %23 = load i32, i32* %2, align 4
  %24 = load i32, i32* @tls_counter, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* @tls_counter, align 4
  %26 = load i32, i32* %2, align 4
  %27 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @tls_struct, i32 0, i32 0), align 8
  %28 = mul nsw i32 %27, %26
  store i32 %28, i32* getelementptr inbounds (%struct.anon, %struct.anon* @tls_struct, i32 0, i32 0), align 8
  %29 = load i32, i32* %2, align 4
  %30 = sitofp i32 %29 to double
  %31 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @tls_struct, i32 0, i32 1), align 8
  %32 = fadd double %31, %30
  store double %32, double* getelementptr inbounds (%struct.anon, %struct.anon* @tls_struct, i32 0, i32 1), align 8
  %33 = load i32, i32* @tls_counter, align 4
  %34 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @tls_struct, i32 0, i32 0), align 8
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  store i64 %36, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %37

37:                                               ; preds = %47, %22
  %38 = load i32, i32* %5, align 4
  %39 = icmp slt i32 %38, 8
  br i1 %39, label %40, label %50

40:                                               ; preds = %37
  %41 = load i32, i32* %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [8 x i64], [8 x i64]* @tls_array, i64 0, i64 %42
  %44 = load i64, i64* %43, align 8
  %45 = load i64, i64* %4, align 8
  %46 = add nsw i64 %45, %44
  store i64 %46, i64* %4, align 8
  br label %47

47:                                               ; preds = %40
  %48 = load i32, i32* %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %5, align 4
  br label %37, !llvm.loop !8

50:                                               ; preds = %37
  %51 = load i64, i64* %4, align 8
  ret i64 %51
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @thread_main(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  store i32 %7, i32* %3, align 4
  store i8 84, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @tls_name, i64 0, i64 0), align 16
  %8 = load i32, i32* %3, align 4
  %9 = call i64 @work(i32 noundef %8)
  %10 = load i32, i32* %3, align 4
  %11 = call i64 @work(i32 noundef %10)
  %12 = add nsw i64 %9, %11
  store i64 %12, i64* %4, align 8
  %13 = load i64, i64* %4, align 8
  %14 = mul nsw i64 %13, 1000
  %15 = load i32, i32* @tls_counter, align 4
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %14, %16
  %18 = load i8*, i8** %2, align 8
  %19 = bitcast i8* %18 to i64*
  store i64 %17, i64* %19, align 8
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32* @counter_addr() #0 {
  ret i32* @tls_counter
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
