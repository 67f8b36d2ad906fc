; ModuleID = 'tests/differential/src/tls_static_locals.c'
source_filename = "tests/differential/src/tls_static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Job = type { i32, i64, i32 }

@.str = private unnamed_addr constant [27 x i8] c"job %d: %016lx last id %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"main acc %lu id %u\0A\00", align 1
@acc = internal thread_local global i64 0, align 8
@next_id.id = internal thread_local global i32 1000, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.Job], align 16
  %3 = alloca [4 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 96, i1 false)
  %7 = getelementptr inbounds [4 x %struct.Job], ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Job, ptr %7, i32 0, i32 0
  store i32 1, ptr %8, align 16
  %9 = getelementptr inbounds [4 x %struct.Job], ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.Job, ptr %9, i32 0, i32 0
  store i32 5, ptr %10, align 8
  %11 = getelementptr inbounds [4 x %struct.Job], ptr %2, i32 0, i32 2
  %12 = getelementptr inbounds %struct.Job, ptr %11, i32 0, i32 0
  store i32 9, ptr %12, align 16
  %13 = getelementptr inbounds [4 x %struct.Job], ptr %2, i32 0, i32 3
  %14 = getelementptr inbounds %struct.Job, ptr %13, i32 0, i32 0
  store i32 13, ptr %14, align 8
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %26, %0
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %29

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 %20
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x %struct.Job], ptr %2, i64 0, i64 %23
  %25 = call i32 @pthread_create(ptr noundef %21, ptr noundef null, ptr noundef @run, ptr noundef %24) #5
  br label %26

26:                                               ; preds = %18
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %15, !llvm.loop !6

29:                                               ; preds = %15
  store i32 0, ptr %5, align 4
  br label %30

30:                                               ; preds = %39, %29
  %31 = load i32, ptr %5, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %42

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = call i32 @pthread_join(i64 noundef %37, ptr noundef null)
  br label %39

39:                                               ; preds = %33
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %30, !llvm.loop !8

42:                                               ; preds = %30
  store i32 0, ptr %6, align 4
  br label %43

43:                                               ; preds = %63, %42
  %44 = load i32, ptr %6, align 4
  %45 = icmp slt i32 %44, 4
  br i1 %45, label %46, label %66

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x %struct.Job], ptr %2, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.Job, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [4 x %struct.Job], ptr %2, i64 0, i64 %53
  %55 = getelementptr inbounds %struct.Job, ptr %54, i32 0, i32 1
  %56 = load i64, ptr %55, align 8
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x %struct.Job], ptr %2, i64 0, i64 %58
  %60 = getelementptr inbounds %struct.Job, ptr %59, i32 0, i32 2
  %61 = load i32, ptr %60, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, i64 noundef %56, i32 noundef %61)
  br label %63

63:                                               ; preds = %46
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %6, align 4
  br label %43, !llvm.loop !9

66:                                               ; preds = %43
  %67 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @acc)
  %68 = load i64, ptr %67, align 8
  %69 = call i32 @next_id()
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %68, i32 noundef %69)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  store ptr %6, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Job, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = add nsw i32 1000, %11
  %13 = icmp slt i32 %8, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %7
  %15 = load i32, ptr %4, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.Job, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = xor i32 %15, %18
  %20 = sext i32 %19 to i64
  call void @accumulate(i64 noundef %20)
  br label %21

21:                                               ; preds = %14
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %7, !llvm.loop !10

24:                                               ; preds = %7
  store i32 0, ptr %5, align 4
  br label %25

25:                                               ; preds = %35, %24
  %26 = load i32, ptr %5, align 4
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.Job, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 8
  %30 = icmp slt i32 %26, %29
  br i1 %30, label %31, label %38

31:                                               ; preds = %25
  %32 = call i32 @next_id()
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.Job, ptr %33, i32 0, i32 2
  store i32 %32, ptr %34, align 8
  br label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %25, !llvm.loop !11

38:                                               ; preds = %25
  %39 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @acc)
  %40 = load i64, ptr %39, align 8
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.Job, ptr %41, i32 0, i32 1
  store i64 %40, ptr %42, align 8
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @next_id.id)
  %2 = load i32, ptr %1, align 4
  %3 = add i32 %2, 1
  store i32 %3, ptr %1, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @accumulate(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @acc)
  %4 = load i64, ptr %3, align 8
  %5 = mul i64 %4, 31
  %6 = load i64, ptr %2, align 8
  %7 = add i64 %5, %6
  %8 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @acc)
  store i64 %7, ptr %8, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
