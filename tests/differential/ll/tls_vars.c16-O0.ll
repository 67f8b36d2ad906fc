; ModuleID = 'tests/differential/src/tls_vars.c'
source_filename = "tests/differential/src/tls_vars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, double }

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
  store i32 0, ptr %1, align 4
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %7 = load i32, ptr %6, align 4
  %8 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_name)
  %9 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, ptr noundef %9)
  %11 = call i64 @work(i32 noundef 2)
  store i64 %11, ptr %2, align 8
  %12 = call i64 @work(i32 noundef 3)
  store i64 %12, ptr %3, align 8
  %13 = load i64, ptr %2, align 8
  %14 = load i64, ptr %3, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %13, i64 noundef %14)
  store i64 7, ptr %4, align 8
  %16 = call i32 @pthread_create(ptr noundef %5, ptr noundef null, ptr noundef @thread_main, ptr noundef %4) #4
  %17 = load i64, ptr %5, align 8
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null)
  %19 = load i64, ptr %4, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %19)
  %21 = call ptr @counter_addr()
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, 100
  store i32 %23, ptr %21, align 4
  %24 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %25 = load i32, ptr %24, align 4
  %26 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_struct)
  %27 = getelementptr inbounds %struct.anon, ptr %26, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_struct)
  %30 = getelementptr inbounds %struct.anon, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_name)
  %33 = getelementptr inbounds [16 x i8], ptr %32, i64 0, i64 0
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25, double noundef %28, i32 noundef %31, ptr noundef %33)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @work(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %2, align 4
  %12 = mul nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array)
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i64], ptr %14, i64 0, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = add nsw i64 %18, %13
  store i64 %19, ptr %17, align 8
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %3, align 4
  br label %6, !llvm.loop !6

23:                                               ; preds = %6
  %24 = load i32, ptr %2, align 4
  %25 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %26, %24
  store i32 %27, ptr %25, align 4
  %28 = load i32, ptr %2, align 4
  %29 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_struct)
  %30 = getelementptr inbounds %struct.anon, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = mul nsw i32 %31, %28
  store i32 %32, ptr %30, align 8
  %33 = load i32, ptr %2, align 4
  %34 = sitofp i32 %33 to double
  %35 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_struct)
  %36 = getelementptr inbounds %struct.anon, ptr %35, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = fadd double %37, %34
  store double %38, ptr %36, align 8
  %39 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %40 = load i32, ptr %39, align 4
  %41 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_struct)
  %42 = getelementptr inbounds %struct.anon, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 8
  %44 = add nsw i32 %40, %43
  %45 = sext i32 %44 to i64
  store i64 %45, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %46

46:                                               ; preds = %57, %23
  %47 = load i32, ptr %5, align 4
  %48 = icmp slt i32 %47, 8
  br i1 %48, label %49, label %60

49:                                               ; preds = %46
  %50 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array)
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8 x i64], ptr %50, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  %55 = load i64, ptr %4, align 8
  %56 = add nsw i64 %55, %54
  store i64 %56, ptr %4, align 8
  br label %57

57:                                               ; preds = %49
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %5, align 4
  br label %46, !llvm.loop !8

60:                                               ; preds = %46
  %61 = load i64, ptr %4, align 8
  ret i64 %61
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @thread_main(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = load i32, ptr %5, align 4
  store i32 %6, ptr %3, align 4
  %7 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_name)
  %8 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  store i8 84, ptr %8, align 16
  %9 = load i32, ptr %3, align 4
  %10 = call i64 @work(i32 noundef %9)
  %11 = load i32, ptr %3, align 4
  %12 = call i64 @work(i32 noundef %11)
  %13 = add nsw i64 %10, %12
  store i64 %13, ptr %4, align 8
  %14 = load i64, ptr %4, align 8
  %15 = mul nsw i64 %14, 1000
  %16 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %15, %18
  %20 = load ptr, ptr %2, align 8
  store i64 %19, ptr %20, align 8
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @counter_addr() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  ret ptr %1
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
