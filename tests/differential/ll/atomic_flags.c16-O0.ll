; ModuleID = 'tests/differential/src/atomic_flags.c'
source_filename = "tests/differential/src/atomic_flags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.atomic_flag = type { i8 }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [31 x i8] c"counter %ld flag-set-after %d\0A\00", align 1
@counter = internal global i64 0, align 8
@lock = internal global %struct.atomic_flag zeroinitializer, align 1
@fsum = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"fsum %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"builtins %d %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"nand %02x %02x\0A\00", align 1
@pool = internal global [16 x %struct.Node] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [30 x i8] c"stack popped %d weighted %ld\0A\00", align 1
@top = internal global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %25

25:                                               ; preds = %31, %0
  %26 = load i32, ptr %2, align 4
  %27 = icmp sle i32 %26, 100
  br i1 %27, label %28, label %34

28:                                               ; preds = %25
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  call void @locked_add(i64 noundef %30)
  br label %31

31:                                               ; preds = %28
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %25, !llvm.loop !6

34:                                               ; preds = %25
  %35 = load i64, ptr @counter, align 8
  store i8 1, ptr %3, align 1
  %36 = load i8, ptr %3, align 1
  %37 = atomicrmw xchg ptr @lock, i8 %36 seq_cst, align 1
  store i8 %37, ptr %4, align 1
  %38 = load i8, ptr %4, align 1
  %39 = trunc i8 %38 to i1
  %40 = zext i1 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %35, i32 noundef %40)
  store i32 0, ptr %5, align 4
  br label %42

42:                                               ; preds = %60, %34
  %43 = load i32, ptr %5, align 4
  %44 = icmp slt i32 %43, 10
  br i1 %44, label %45, label %63

45:                                               ; preds = %42
  %46 = load i32, ptr %5, align 4
  %47 = sitofp i32 %46 to double
  %48 = load atomic i64, ptr @fsum seq_cst, align 8
  %49 = bitcast i64 %48 to double
  br label %50

50:                                               ; preds = %50, %45
  %51 = phi double [ %49, %45 ], [ %58, %50 ]
  %52 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %47, double %51)
  %53 = bitcast double %51 to i64
  %54 = bitcast double %52 to i64
  %55 = cmpxchg ptr @fsum, i64 %53, i64 %54 seq_cst seq_cst, align 8
  %56 = extractvalue { i64, i1 } %55, 0
  %57 = extractvalue { i64, i1 } %55, 1
  %58 = bitcast i64 %56 to double
  br i1 %57, label %59, label %50

59:                                               ; preds = %50
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %5, align 4
  br label %42, !llvm.loop !8

63:                                               ; preds = %42
  %64 = load atomic i64, ptr @fsum seq_cst, align 8
  store i64 %64, ptr %6, align 8
  %65 = load double, ptr %6, align 8
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %65)
  store i32 10, ptr %7, align 4
  store i32 5, ptr %9, align 4
  %67 = load i32, ptr %9, align 4
  %68 = atomicrmw add ptr %7, i32 %67 seq_cst, align 4
  store i32 %68, ptr %10, align 4
  %69 = load i32, ptr %10, align 4
  store i32 %69, ptr %8, align 4
  store i32 1, ptr %12, align 4
  %70 = load i32, ptr %12, align 4
  %71 = atomicrmw add ptr %7, i32 %70 monotonic, align 4
  %72 = add i32 %71, %70
  store i32 %72, ptr %13, align 4
  %73 = load i32, ptr %13, align 4
  store i32 %73, ptr %11, align 4
  %74 = atomicrmw or ptr %7, i32 256 seq_cst, align 4
  store i32 %74, ptr %14, align 4
  %75 = cmpxchg ptr %7, i32 272, i32 7 seq_cst seq_cst, align 4
  %76 = extractvalue { i32, i1 } %75, 1
  %77 = zext i1 %76 to i8
  store i8 %77, ptr %15, align 1
  %78 = cmpxchg ptr %7, i32 7, i32 8 seq_cst seq_cst, align 4
  %79 = extractvalue { i32, i1 } %78, 0
  store i32 %79, ptr %16, align 4
  %80 = load i32, ptr %8, align 4
  %81 = load i32, ptr %11, align 4
  %82 = load i32, ptr %14, align 4
  %83 = load i8, ptr %15, align 1
  %84 = trunc i8 %83 to i1
  %85 = zext i1 %84 to i32
  %86 = load i32, ptr %16, align 4
  %87 = load i32, ptr %7, align 4
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %85, i32 noundef %86, i32 noundef %87)
  store i8 -16, ptr %17, align 1
  store i8 60, ptr %19, align 1
  %89 = load i8, ptr %19, align 1
  %90 = atomicrmw nand ptr %17, i8 %89 acq_rel, align 1
  store i8 %90, ptr %20, align 1
  %91 = load i8, ptr %20, align 1
  store i8 %91, ptr %18, align 1
  %92 = load i8, ptr %18, align 1
  %93 = zext i8 %92 to i32
  %94 = load i8, ptr %17, align 1
  %95 = zext i8 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %93, i32 noundef %95)
  store i32 0, ptr %21, align 4
  br label %97

97:                                               ; preds = %111, %63
  %98 = load i32, ptr %21, align 4
  %99 = icmp slt i32 %98, 16
  br i1 %99, label %100, label %114

100:                                              ; preds = %97
  %101 = load i32, ptr %21, align 4
  %102 = load i32, ptr %21, align 4
  %103 = mul nsw i32 %101, %102
  %104 = load i32, ptr %21, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [16 x %struct.Node], ptr @pool, i64 0, i64 %105
  %107 = getelementptr inbounds %struct.Node, ptr %106, i32 0, i32 0
  store i32 %103, ptr %107, align 16
  %108 = load i32, ptr %21, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [16 x %struct.Node], ptr @pool, i64 0, i64 %109
  call void @push(ptr noundef %110)
  br label %111

111:                                              ; preds = %100
  %112 = load i32, ptr %21, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %21, align 4
  br label %97, !llvm.loop !9

114:                                              ; preds = %97
  store i64 0, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %115

115:                                              ; preds = %128, %114
  %116 = call ptr @pop()
  store ptr %116, ptr %24, align 8
  %117 = icmp ne ptr %116, null
  br i1 %117, label %118, label %131

118:                                              ; preds = %115
  %119 = load ptr, ptr %24, align 8
  %120 = getelementptr inbounds %struct.Node, ptr %119, i32 0, i32 0
  %121 = load i32, ptr %120, align 8
  %122 = load i32, ptr %23, align 4
  %123 = add nsw i32 %122, 1
  %124 = mul nsw i32 %121, %123
  %125 = sext i32 %124 to i64
  %126 = load i64, ptr %22, align 8
  %127 = add nsw i64 %126, %125
  store i64 %127, ptr %22, align 8
  br label %128

128:                                              ; preds = %118
  %129 = load i32, ptr %23, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %23, align 4
  br label %115, !llvm.loop !10

131:                                              ; preds = %115
  %132 = load i32, ptr %23, align 4
  %133 = load i64, ptr %22, align 8
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %132, i64 noundef %133)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @locked_add(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  store i64 %0, ptr %2, align 8
  br label %6

6:                                                ; preds = %11, %1
  store i8 1, ptr %3, align 1
  %7 = load i8, ptr %3, align 1
  %8 = atomicrmw xchg ptr @lock, i8 %7 acquire, align 1
  store i8 %8, ptr %4, align 1
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i1
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  br label %6, !llvm.loop !11

12:                                               ; preds = %6
  %13 = load i64, ptr %2, align 8
  %14 = load i64, ptr @counter, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr @counter, align 8
  store i8 0, ptr %5, align 1
  %16 = load i8, ptr %5, align 1
  store atomic i8 %16, ptr @lock release, align 1
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %7 = load atomic i64, ptr @top seq_cst, align 8
  store i64 %7, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %3, align 8
  br label %9

9:                                                ; preds = %21, %1
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 1
  store ptr %10, ptr %12, align 8
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %2, align 8
  store ptr %14, ptr %5, align 8
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %5, align 8
  %17 = cmpxchg weak ptr @top, i64 %15, i64 %16 seq_cst seq_cst, align 8
  %18 = extractvalue { i64, i1 } %17, 0
  %19 = extractvalue { i64, i1 } %17, 1
  br i1 %19, label %21, label %20

20:                                               ; preds = %13
  store i64 %18, ptr %3, align 8
  br label %21

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8
  store i8 %22, ptr %6, align 1
  %23 = load i8, ptr %6, align 1
  %24 = trunc i8 %23 to i1
  %25 = xor i1 %24, true
  br i1 %25, label %9, label %26, !llvm.loop !12

26:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pop() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = load atomic i64, ptr @top seq_cst, align 8
  store i64 %5, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  store ptr %6, ptr %1, align 8
  br label %7

7:                                                ; preds = %27, %0
  %8 = load ptr, ptr %1, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %1, align 8
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %3, align 8
  %14 = load i64, ptr %1, align 8
  %15 = load i64, ptr %3, align 8
  %16 = cmpxchg weak ptr @top, i64 %14, i64 %15 seq_cst seq_cst, align 8
  %17 = extractvalue { i64, i1 } %16, 0
  %18 = extractvalue { i64, i1 } %16, 1
  br i1 %18, label %20, label %19

19:                                               ; preds = %10
  store i64 %17, ptr %1, align 8
  br label %20

20:                                               ; preds = %19, %10
  %21 = zext i1 %18 to i8
  store i8 %21, ptr %4, align 1
  %22 = load i8, ptr %4, align 1
  %23 = trunc i8 %22 to i1
  %24 = xor i1 %23, true
  br label %25

25:                                               ; preds = %20, %7
  %26 = phi i1 [ false, %7 ], [ %24, %20 ]
  br i1 %26, label %27, label %28

27:                                               ; preds = %25
  br label %7, !llvm.loop !13

28:                                               ; preds = %25
  %29 = load ptr, ptr %1, align 8
  ret ptr %29
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
