; ModuleID = 'tests/differential/src/atomic_counter_threads.c'
source_filename = "tests/differential/src/atomic_counter_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"counter %ld down %u bits %016llx max %d guarded %ld\0A\00", align 1
@counter = internal global i64 0, align 8
@down = internal global i32 80000, align 4
@bits = internal global i64 0, align 8
@maxv = internal global i32 0, align 4
@guarded = internal global i64 0, align 8
@lock = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %21, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %15
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = inttoptr i64 %18 to ptr
  %20 = call i32 @pthread_create(ptr noundef %16, ptr noundef null, ptr noundef @worker, ptr noundef %19) #3
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %10, !llvm.loop !6

24:                                               ; preds = %10
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %34, %24
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %37

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = call i32 @pthread_join(i64 noundef %32, ptr noundef null)
  br label %34

34:                                               ; preds = %28
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %25, !llvm.loop !8

37:                                               ; preds = %25
  %38 = load atomic i64, ptr @counter seq_cst, align 8
  store i64 %38, ptr %5, align 8
  %39 = load i64, ptr %5, align 8
  %40 = load atomic i32, ptr @down seq_cst, align 4
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load atomic i64, ptr @bits seq_cst, align 8
  store i64 %42, ptr %7, align 8
  %43 = load i64, ptr %7, align 8
  %44 = load atomic i32, ptr @maxv seq_cst, align 4
  store i32 %44, ptr %8, align 4
  %45 = load i32, ptr %8, align 4
  %46 = load i64, ptr @guarded, align 8
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %39, i32 noundef %41, i64 noundef %43, i32 noundef %45, i64 noundef %46)
  %48 = load atomic i64, ptr @counter seq_cst, align 8
  store i64 %48, ptr %9, align 8
  %49 = load i64, ptr %9, align 8
  %50 = icmp eq i64 %49, 160000
  %51 = zext i1 %50 to i64
  %52 = select i1 %50, i32 0, i32 1
  ret i32 %52
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %16 = load ptr, ptr %2, align 8
  %17 = ptrtoint ptr %16 to i64
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %19

19:                                               ; preds = %84, %1
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 20000
  br i1 %21, label %22, label %87

22:                                               ; preds = %19
  store i64 2, ptr %5, align 8
  %23 = load i64, ptr %5, align 8
  %24 = atomicrmw add ptr @counter, i64 %23 monotonic, align 8
  store i64 %24, ptr %6, align 8
  %25 = load i64, ptr %6, align 8
  store i32 1, ptr %7, align 4
  %26 = load i32, ptr %7, align 4
  %27 = atomicrmw sub ptr @down, i32 %26 seq_cst, align 4
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %4, align 4
  %30 = srem i32 %29, 1000
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %44

32:                                               ; preds = %22
  %33 = load i32, ptr %3, align 4
  %34 = mul nsw i32 %33, 8
  %35 = load i32, ptr %4, align 4
  %36 = sdiv i32 %35, 1000
  %37 = srem i32 %36, 8
  %38 = add nsw i32 %34, %37
  %39 = zext i32 %38 to i64
  %40 = shl i64 1, %39
  store i64 %40, ptr %9, align 8
  %41 = load i64, ptr %9, align 8
  %42 = atomicrmw or ptr @bits, i64 %41 seq_cst, align 8
  store i64 %42, ptr %10, align 8
  %43 = load i64, ptr %10, align 8
  br label %44

44:                                               ; preds = %32, %22
  %45 = load i32, ptr %4, align 4
  %46 = mul nsw i32 %45, 7
  %47 = load i32, ptr %3, align 4
  %48 = mul nsw i32 %47, 13
  %49 = add nsw i32 %46, %48
  %50 = srem i32 %49, 10007
  store i32 %50, ptr %11, align 4
  %51 = load atomic i32, ptr @maxv seq_cst, align 4
  store i32 %51, ptr %13, align 4
  %52 = load i32, ptr %13, align 4
  store i32 %52, ptr %12, align 4
  br label %53

53:                                               ; preds = %72, %44
  %54 = load i32, ptr %11, align 4
  %55 = load i32, ptr %12, align 4
  %56 = icmp sgt i32 %54, %55
  br i1 %56, label %57, label %70

57:                                               ; preds = %53
  %58 = load i32, ptr %11, align 4
  store i32 %58, ptr %14, align 4
  %59 = load i32, ptr %12, align 4
  %60 = load i32, ptr %14, align 4
  %61 = cmpxchg weak ptr @maxv, i32 %59, i32 %60 seq_cst seq_cst, align 4
  %62 = extractvalue { i32, i1 } %61, 0
  %63 = extractvalue { i32, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %57
  store i32 %62, ptr %12, align 4
  br label %65

65:                                               ; preds = %64, %57
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %15, align 1
  %67 = load i8, ptr %15, align 1
  %68 = trunc i8 %67 to i1
  %69 = xor i1 %68, true
  br label %70

70:                                               ; preds = %65, %53
  %71 = phi i1 [ false, %53 ], [ %69, %65 ]
  br i1 %71, label %72, label %73

72:                                               ; preds = %70
  br label %53, !llvm.loop !9

73:                                               ; preds = %70
  %74 = load i32, ptr %4, align 4
  %75 = srem i32 %74, 100
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %83

77:                                               ; preds = %73
  call void @spin_lock()
  %78 = load i32, ptr %3, align 4
  %79 = add nsw i32 %78, 1
  %80 = sext i32 %79 to i64
  %81 = load i64, ptr @guarded, align 8
  %82 = add nsw i64 %81, %80
  store i64 %82, ptr @guarded, align 8
  call void @spin_unlock()
  br label %83

83:                                               ; preds = %77, %73
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %4, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %4, align 4
  br label %19, !llvm.loop !10

87:                                               ; preds = %19
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %16, %0
  store i32 1, ptr %2, align 4
  %5 = load i32, ptr %1, align 4
  %6 = load i32, ptr %2, align 4
  %7 = cmpxchg weak ptr @lock, i32 %5, i32 %6 acquire monotonic, align 4
  %8 = extractvalue { i32, i1 } %7, 0
  %9 = extractvalue { i32, i1 } %7, 1
  br i1 %9, label %11, label %10

10:                                               ; preds = %4
  store i32 %8, ptr %1, align 4
  br label %11

11:                                               ; preds = %10, %4
  %12 = zext i1 %9 to i8
  store i8 %12, ptr %3, align 1
  %13 = load i8, ptr %3, align 1
  %14 = trunc i8 %13 to i1
  %15 = xor i1 %14, true
  br i1 %15, label %16, label %17

16:                                               ; preds = %11
  store i32 0, ptr %1, align 4
  br label %4, !llvm.loop !11

17:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = load i32, ptr %1, align 4
  store atomic i32 %2, ptr @lock release, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
