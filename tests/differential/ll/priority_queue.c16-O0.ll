; ModuleID = 'tests/differential/src/priority_queue.c'
source_filename = "tests/differential/src/priority_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.PQ = type { [256 x %struct.Ev], i32, ptr }
%struct.Ev = type { i64, i32 }

@main.q = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, ptr @by_time }, align 8
@.str = private unnamed_addr constant [13 x i8] c"t=%ld id=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"handled %d final clock %ld\0A\00", align 1
@main.r = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, ptr @by_id_desc }, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Ev, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Ev, align 8
  %7 = alloca %struct.Ev, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Ev, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ev, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %28, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 20
  br i1 %14, label %15, label %31

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.Ev, ptr %3, i32 0, i32 0
  %17 = load i32, ptr %2, align 4
  %18 = mul nsw i32 %17, 37
  %19 = srem i32 %18, 11
  %20 = mul nsw i32 %19, 10
  %21 = sext i32 %20 to i64
  store i64 %21, ptr %16, align 8
  %22 = getelementptr inbounds %struct.Ev, ptr %3, i32 0, i32 1
  %23 = load i32, ptr %2, align 4
  store i32 %23, ptr %22, align 8
  %24 = getelementptr inbounds { i64, i32 }, ptr %3, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i32 }, ptr %3, i32 0, i32 1
  %27 = load i32, ptr %26, align 8
  call void @pq_push(ptr noundef @main.q, i64 %25, i32 %27)
  br label %28

28:                                               ; preds = %15
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %2, align 4
  br label %12, !llvm.loop !6

31:                                               ; preds = %12
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %32

32:                                               ; preds = %66, %31
  %33 = load i32, ptr getelementptr inbounds (%struct.PQ, ptr @main.q, i32 0, i32 1), align 8
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %67

35:                                               ; preds = %32
  %36 = call { i64, i32 } @pq_pop(ptr noundef @main.q)
  %37 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  %38 = extractvalue { i64, i32 } %36, 0
  store i64 %38, ptr %37, align 8
  %39 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  %40 = extractvalue { i64, i32 } %36, 1
  store i32 %40, ptr %39, align 8
  %41 = getelementptr inbounds %struct.Ev, ptr %6, i32 0, i32 0
  %42 = load i64, ptr %41, align 8
  store i64 %42, ptr %4, align 8
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  %45 = getelementptr inbounds %struct.Ev, ptr %6, i32 0, i32 0
  %46 = load i64, ptr %45, align 8
  %47 = getelementptr inbounds %struct.Ev, ptr %6, i32 0, i32 1
  %48 = load i32, ptr %47, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %46, i32 noundef %48)
  %50 = getelementptr inbounds %struct.Ev, ptr %6, i32 0, i32 1
  %51 = load i32, ptr %50, align 8
  %52 = icmp slt i32 %51, 5
  br i1 %52, label %53, label %66

53:                                               ; preds = %35
  %54 = getelementptr inbounds %struct.Ev, ptr %7, i32 0, i32 0
  %55 = getelementptr inbounds %struct.Ev, ptr %6, i32 0, i32 0
  %56 = load i64, ptr %55, align 8
  %57 = add nsw i64 %56, 25
  store i64 %57, ptr %54, align 8
  %58 = getelementptr inbounds %struct.Ev, ptr %7, i32 0, i32 1
  %59 = getelementptr inbounds %struct.Ev, ptr %6, i32 0, i32 1
  %60 = load i32, ptr %59, align 8
  %61 = add nsw i32 %60, 100
  store i32 %61, ptr %58, align 8
  %62 = getelementptr inbounds { i64, i32 }, ptr %7, i32 0, i32 0
  %63 = load i64, ptr %62, align 8
  %64 = getelementptr inbounds { i64, i32 }, ptr %7, i32 0, i32 1
  %65 = load i32, ptr %64, align 8
  call void @pq_push(ptr noundef @main.q, i64 %63, i32 %65)
  br label %66

66:                                               ; preds = %53, %35
  br label %32, !llvm.loop !8

67:                                               ; preds = %32
  %68 = load i32, ptr %5, align 4
  %69 = load i64, ptr %4, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %68, i64 noundef %69)
  store i32 0, ptr %8, align 4
  br label %71

71:                                               ; preds = %84, %67
  %72 = load i32, ptr %8, align 4
  %73 = icmp slt i32 %72, 10
  br i1 %73, label %74, label %87

74:                                               ; preds = %71
  %75 = getelementptr inbounds %struct.Ev, ptr %9, i32 0, i32 0
  store i64 0, ptr %75, align 8
  %76 = getelementptr inbounds %struct.Ev, ptr %9, i32 0, i32 1
  %77 = load i32, ptr %8, align 4
  %78 = mul nsw i32 %77, 7
  %79 = srem i32 %78, 10
  store i32 %79, ptr %76, align 8
  %80 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 0
  %81 = load i64, ptr %80, align 8
  %82 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 1
  %83 = load i32, ptr %82, align 8
  call void @pq_push(ptr noundef @main.r, i64 %81, i32 %83)
  br label %84

84:                                               ; preds = %74
  %85 = load i32, ptr %8, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %8, align 4
  br label %71, !llvm.loop !9

87:                                               ; preds = %71
  store i32 0, ptr %10, align 4
  br label %88

88:                                               ; preds = %100, %87
  %89 = load i32, ptr %10, align 4
  %90 = icmp slt i32 %89, 10
  br i1 %90, label %91, label %103

91:                                               ; preds = %88
  %92 = call { i64, i32 } @pq_pop(ptr noundef @main.r)
  %93 = getelementptr inbounds { i64, i32 }, ptr %11, i32 0, i32 0
  %94 = extractvalue { i64, i32 } %92, 0
  store i64 %94, ptr %93, align 8
  %95 = getelementptr inbounds { i64, i32 }, ptr %11, i32 0, i32 1
  %96 = extractvalue { i64, i32 } %92, 1
  store i32 %96, ptr %95, align 8
  %97 = getelementptr inbounds %struct.Ev, ptr %11, i32 0, i32 1
  %98 = load i32, ptr %97, align 8
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %98)
  br label %100

100:                                              ; preds = %91
  %101 = load i32, ptr %10, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %10, align 4
  br label %88, !llvm.loop !10

103:                                              ; preds = %88
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_time(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Ev, ptr %5, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Ev, ptr %8, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = icmp slt i64 %7, %10
  br i1 %11, label %30, label %12

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.Ev, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Ev, ptr %16, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = icmp eq i64 %15, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %12
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.Ev, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.Ev, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 8
  %27 = icmp slt i32 %23, %26
  br label %28

28:                                               ; preds = %20, %12
  %29 = phi i1 [ false, %12 ], [ %27, %20 ]
  br label %30

30:                                               ; preds = %28, %2
  %31 = phi i1 [ true, %2 ], [ %29, %28 ]
  %32 = zext i1 %31 to i32
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq_push(ptr noundef %0, i64 %1, i32 %2) #0 {
  %4 = alloca %struct.Ev, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 1
  store i32 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.PQ, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %11, align 8
  store i32 %12, ptr %6, align 4
  br label %14

14:                                               ; preds = %32, %3
  %15 = load i32, ptr %6, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %44

17:                                               ; preds = %14
  %18 = load i32, ptr %6, align 4
  %19 = sub nsw i32 %18, 1
  %20 = sdiv i32 %19, 2
  store i32 %20, ptr %7, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.PQ, ptr %21, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.PQ, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [256 x %struct.Ev], ptr %25, i64 0, i64 %27
  %29 = call i32 %23(ptr noundef %4, ptr noundef %28)
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %17
  br label %44

32:                                               ; preds = %17
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.PQ, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [256 x %struct.Ev], ptr %34, i64 0, i64 %36
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.PQ, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [256 x %struct.Ev], ptr %39, i64 0, i64 %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %42, i64 16, i1 false)
  %43 = load i32, ptr %7, align 4
  store i32 %43, ptr %6, align 4
  br label %14, !llvm.loop !11

44:                                               ; preds = %31, %14
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds %struct.PQ, ptr %45, i32 0, i32 0
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [256 x %struct.Ev], ptr %46, i64 0, i64 %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %49, ptr align 8 %4, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @pq_pop(ptr noundef %0) #0 {
  %2 = alloca %struct.Ev, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Ev, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.PQ, ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds [256 x %struct.Ev], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %10, i64 16, i1 false)
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.PQ, ptr %11, i32 0, i32 0
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.PQ, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = add nsw i32 %15, -1
  store i32 %16, ptr %14, align 8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [256 x %struct.Ev], ptr %12, i64 0, i64 %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %18, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  br label %19

19:                                               ; preds = %69, %1
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 2, %20
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  %23 = load i32, ptr %6, align 4
  store i32 %23, ptr %7, align 4
  %24 = load i32, ptr %6, align 4
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.PQ, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 8
  %28 = icmp sge i32 %24, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %19
  br label %81

30:                                               ; preds = %19
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.PQ, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = icmp slt i32 %32, %35
  br i1 %36, label %37, label %57

37:                                               ; preds = %30
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.PQ, ptr %38, i32 0, i32 2
  %40 = load ptr, ptr %39, align 8
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.PQ, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [256 x %struct.Ev], ptr %42, i64 0, i64 %45
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds %struct.PQ, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [256 x %struct.Ev], ptr %48, i64 0, i64 %50
  %52 = call i32 %40(ptr noundef %46, ptr noundef %51)
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %57

54:                                               ; preds = %37
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %57

57:                                               ; preds = %54, %37, %30
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.PQ, ptr %58, i32 0, i32 2
  %60 = load ptr, ptr %59, align 8
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds %struct.PQ, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [256 x %struct.Ev], ptr %62, i64 0, i64 %64
  %66 = call i32 %60(ptr noundef %65, ptr noundef %4)
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %69, label %68

68:                                               ; preds = %57
  br label %81

69:                                               ; preds = %57
  %70 = load ptr, ptr %3, align 8
  %71 = getelementptr inbounds %struct.PQ, ptr %70, i32 0, i32 0
  %72 = load i32, ptr %5, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [256 x %struct.Ev], ptr %71, i64 0, i64 %73
  %75 = load ptr, ptr %3, align 8
  %76 = getelementptr inbounds %struct.PQ, ptr %75, i32 0, i32 0
  %77 = load i32, ptr %7, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [256 x %struct.Ev], ptr %76, i64 0, i64 %78
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %74, ptr align 8 %79, i64 16, i1 false)
  %80 = load i32, ptr %7, align 4
  store i32 %80, ptr %5, align 4
  br label %19

81:                                               ; preds = %68, %29
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds %struct.PQ, ptr %82, i32 0, i32 0
  %84 = load i32, ptr %5, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [256 x %struct.Ev], ptr %83, i64 0, i64 %85
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %86, ptr align 8 %4, i64 16, i1 false)
  %87 = load { i64, i32 }, ptr %2, align 8
  ret { i64, i32 } %87
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_id_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Ev, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Ev, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = icmp sgt i32 %7, %10
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
