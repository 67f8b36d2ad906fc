; ModuleID = 'tests/differential/src/atomic_flags.c'
source_filename = "tests/differential/src/atomic_flags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.atomic_flag = type { i8 }
%struct.Node = type { i32, %struct.Node* }

@.str = private unnamed_addr constant [31 x i8] c"counter %ld flag-set-after %d\0A\00", align 1
@counter = internal global i64 0, align 8
@lock = internal global %struct.atomic_flag zeroinitializer, align 1
@fsum = internal global double 0.000000e+00, align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"fsum %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"builtins %d %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"nand %02x %02x\0A\00", align 1
@pool = internal global [16 x %struct.Node] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [30 x i8] c"stack popped %d weighted %ld\0A\00", align 1
@top = internal global %struct.Node* null, align 8

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
  %24 = alloca %struct.Node*, align 8
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %25

25:                                               ; preds = %31, %0
  %26 = load i32, i32* %2, align 4
  %27 = icmp sle i32 %26, 100
  br i1 %27, label %28, label %34

28:                                               ; preds = %25
  %29 = load i32, i32* %2, align 4
  %30 = sext i32 %29 to i64
  call void @locked_add(i64 noundef %30)
  br label %31

31:                                               ; preds = %28
  %32 = load i32, i32* %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %2, align 4
  br label %25, !llvm.loop !6

34:                                               ; preds = %25
  %35 = load i64, i64* @counter, align 8
  store i8 1, i8* %3, align 1
  %36 = load i8, i8* %3, align 1
  %37 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0), i8 %36 seq_cst, align 1
  store i8 %37, i8* %4, align 1
  %38 = load i8, i8* %4, align 1
  %39 = trunc i8 %38 to i1
  %40 = zext i1 %39 to i32
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i64 noundef %35, i32 noundef %40)
  store i32 0, i32* %5, align 4
  br label %42

42:                                               ; preds = %60, %34
  %43 = load i32, i32* %5, align 4
  %44 = icmp slt i32 %43, 10
  br i1 %44, label %45, label %63

45:                                               ; preds = %42
  %46 = load i32, i32* %5, align 4
  %47 = sitofp i32 %46 to double
  %48 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8
  %49 = bitcast i64 %48 to double
  br label %50

50:                                               ; preds = %50, %45
  %51 = phi double [ %49, %45 ], [ %58, %50 ]
  %52 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %47, double %51)
  %53 = bitcast double %51 to i64
  %54 = bitcast double %52 to i64
  %55 = cmpxchg i64* bitcast (double* @fsum to i64*), i64 %53, i64 %54 seq_cst seq_cst, align 8
  %56 = extractvalue { i64, i1 } %55, 0
  %57 = extractvalue { i64, i1 } %55, 1
  %58 = bitcast i64 %56 to double
  br i1 %57, label %59, label %50

59:                                               ; preds = %50
  br label %60

60:                                               ; preds = %59
  %61 = load i32, i32* %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %5, align 4
  br label %42, !llvm.loop !8

63:                                               ; preds = %42
  %64 = bitcast double* %6 to i64*
  %65 = load atomic i64, i64* bitcast (double* @fsum to i64*) seq_cst, align 8
  store i64 %65, i64* %64, align 8
  %66 = bitcast i64* %64 to double*
  %67 = load double, double* %66, align 8
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), double noundef %67)
  store i32 10, i32* %7, align 4
  store i32 5, i32* %9, align 4
  %69 = load i32, i32* %9, align 4
  %70 = atomicrmw add i32* %7, i32 %69 seq_cst, align 4
  store i32 %70, i32* %10, align 4
  %71 = load i32, i32* %10, align 4
  store i32 %71, i32* %8, align 4
  store i32 1, i32* %12, align 4
  %72 = load i32, i32* %12, align 4
  %73 = atomicrmw add i32* %7, i32 %72 monotonic, align 4
  %74 = add i32 %73, %72
  store i32 %74, i32* %13, align 4
  %75 = load i32, i32* %13, align 4
  store i32 %75, i32* %11, align 4
  %76 = atomicrmw or i32* %7, i32 256 seq_cst, align 4
  store i32 %76, i32* %14, align 4
  %77 = cmpxchg i32* %7, i32 272, i32 7 seq_cst seq_cst, align 4
  %78 = extractvalue { i32, i1 } %77, 1
  %79 = zext i1 %78 to i8
  store i8 %79, i8* %15, align 1
  %80 = cmpxchg i32* %7, i32 7, i32 8 seq_cst seq_cst, align 4
  %81 = extractvalue { i32, i1 } %80, 0
  store i32 %81, i32* %16, align 4
  %82 = load i32, i32* %8, align 4
  %83 = load i32, i32* %11, align 4
  %84 = load i32, i32* %14, align 4
  %85 = load i8, i8* %15, align 1
  %86 = trunc i8 %85 to i1
  %87 = zext i1 %86 to i32
  %88 = load i32, i32* %16, align 4
  %89 = load i32, i32* %7, align 4
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), i32 noundef %82, i32 noundef %83, i32 noundef %84, i32 noundef %87, i32 noundef %88, i32 noundef %89)
  store i8 -16, i8* %17, align 1
  store i8 60, i8* %19, align 1
  %91 = load i8, i8* %19, align 1
  %92 = atomicrmw nand i8* %17, i8 %91 acq_rel, align 1
  store i8 %92, i8* %20, align 1
  %93 = load i8, i8* %20, align 1
  store i8 %93, i8* %18, align 1
  %94 = load i8, i8* %18, align 1
  %95 = zext i8 %94 to i32
  %96 = load i8, i8* %17, align 1
  %97 = zext i8 %96 to i32
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %95, i32 noundef %97)
  store i32 0, i32* %21, align 4
  br label %99

99:                                               ; preds = %113, %63
  %100 = load i32, i32* %21, align 4
  %101 = icmp slt i32 %100, 16
  br i1 %101, label %102, label %116

102:                                              ; preds = %99
  %103 = load i32, i32* %21, align 4
  %104 = load i32, i32* %21, align 4
  %105 = mul nsw i32 %103, %104
  %106 = load i32, i32* %21, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 %107
  %109 = getelementptr inbounds %struct.Node, %struct.Node* %108, i32 0, i32 0
  store i32 %105, i32* %109, align 16
  %110 = load i32, i32* %21, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [16 x %struct.Node], [16 x %struct.Node]* @pool, i64 0, i64 %111
  call void @push(%struct.Node* noundef %112)
  br label %113

113:                                              ; preds = %102
  %114 = load i32, i32* %21, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, i32* %21, align 4
  br label %99, !llvm.loop !9

116:                                              ; preds = %99
  store i64 0, i64* %22, align 8
  store i32 0, i32* %23, align 4
  br label %117

117:                                              ; preds = %130, %116
  %118 = call %struct.Node* @pop()
  store %struct.Node* %118, %struct.Node** %24, align 8
  %119 = icmp ne %struct.Node* %118, null
  br i1 %119, label %120, label %133

120:                                              ; preds = %117
  %121 = load %struct.Node*, %struct.Node** %24, align 8
  %122 = getelementptr inbounds %struct.Node, %struct.Node* %121, i32 0, i32 0
  %123 = load i32, i32* %122, align 8
  %124 = load i32, i32* %23, align 4
  %125 = add nsw i32 %124, 1
  %126 = mul nsw i32 %123, %125
  %127 = sext i32 %126 to i64
  %128 = load i64, i64* %22, align 8
  %129 = add nsw i64 %128, %127
  store i64 %129, i64* %22, align 8
  br label %130

130:                                              ; preds = %120
  %131 = load i32, i32* %23, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, i32* %23, align 4
  br label %117, !llvm.loop !10

133:                                              ; preds = %117
  %134 = load i32, i32* %23, align 4
  %135 = load i64, i64* %22, align 8
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.4, i64 0, i64 0), i32 noundef %134, i64 noundef %135)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @locked_add(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  store i64 %0, i64* %2, align 8
  br label %6

6:                                                ; preds = %11, %1
  store i8 1, i8* %3, align 1
  %7 = load i8, i8* %3, align 1
  %8 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0), i8 %7 acquire, align 1
  store i8 %8, i8* %4, align 1
  %9 = load i8, i8* %4, align 1
  %10 = trunc i8 %9 to i1
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  br label %6, !llvm.loop !11

12:                                               ; preds = %6
  %13 = load i64, i64* %2, align 8
  %14 = load i64, i64* @counter, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, i64* @counter, align 8
  store i8 0, i8* %5, align 1
  %16 = load i8, i8* %5, align 1
  store atomic i8 %16, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0) release, align 1
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.Node* noundef %0) #0 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca i8, align 1
  store %struct.Node* %0, %struct.Node** %2, align 8
  %7 = bitcast %struct.Node** %4 to i64*
  %8 = load atomic i64, i64* bitcast (%struct.Node** @top to i64*) seq_cst, align 8
  store i64 %8, i64* %7, align 8
  %9 = bitcast i64* %7 to %struct.Node**
  %10 = load %struct.Node*, %struct.Node** %9, align 8
  store %struct.Node* %10, %struct.Node** %3, align 8
  br label %11

11:                                               ; preds = %25, %1
  %12 = load %struct.Node*, %struct.Node** %3, align 8
  %13 = load %struct.Node*, %struct.Node** %2, align 8
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 1
  store %struct.Node* %12, %struct.Node** %14, align 8
  br label %15

15:                                               ; preds = %11
  %16 = load %struct.Node*, %struct.Node** %2, align 8
  store %struct.Node* %16, %struct.Node** %5, align 8
  %17 = bitcast %struct.Node** %3 to i64*
  %18 = bitcast %struct.Node** %5 to i64*
  %19 = load i64, i64* %17, align 8
  %20 = load i64, i64* %18, align 8
  %21 = cmpxchg weak i64* bitcast (%struct.Node** @top to i64*), i64 %19, i64 %20 seq_cst seq_cst, align 8
  %22 = extractvalue { i64, i1 } %21, 0
  %23 = extractvalue { i64, i1 } %21, 1
  br i1 %23, label %25, label %24

24:                                               ; preds = %15
  store i64 %22, i64* %17, align 8
  br label %25

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8
  store i8 %26, i8* %6, align 1
  %27 = load i8, i8* %6, align 1
  %28 = trunc i8 %27 to i1
  %29 = xor i1 %28, true
  br i1 %29, label %11, label %30, !llvm.loop !12

30:                                               ; preds = %25
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @pop() #0 {
  %1 = alloca %struct.Node*, align 8
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca i8, align 1
  %5 = bitcast %struct.Node** %2 to i64*
  %6 = load atomic i64, i64* bitcast (%struct.Node** @top to i64*) seq_cst, align 8
  store i64 %6, i64* %5, align 8
  %7 = bitcast i64* %5 to %struct.Node**
  %8 = load %struct.Node*, %struct.Node** %7, align 8
  store %struct.Node* %8, %struct.Node** %1, align 8
  br label %9

9:                                                ; preds = %31, %0
  %10 = load %struct.Node*, %struct.Node** %1, align 8
  %11 = icmp ne %struct.Node* %10, null
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = load %struct.Node*, %struct.Node** %1, align 8
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 1
  %15 = load %struct.Node*, %struct.Node** %14, align 8
  store %struct.Node* %15, %struct.Node** %3, align 8
  %16 = bitcast %struct.Node** %1 to i64*
  %17 = bitcast %struct.Node** %3 to i64*
  %18 = load i64, i64* %16, align 8
  %19 = load i64, i64* %17, align 8
  %20 = cmpxchg weak i64* bitcast (%struct.Node** @top to i64*), i64 %18, i64 %19 seq_cst seq_cst, align 8
  %21 = extractvalue { i64, i1 } %20, 0
  %22 = extractvalue { i64, i1 } %20, 1
  br i1 %22, label %24, label %23

23:                                               ; preds = %12
  store i64 %21, i64* %16, align 8
  br label %24

24:                                               ; preds = %23, %12
  %25 = zext i1 %22 to i8
  store i8 %25, i8* %4, align 1
  %26 = load i8, i8* %4, align 1
  %27 = trunc i8 %26 to i1
  %28 = xor i1 %27, true
  br label %29

29:                                               ; preds = %24, %9
  %30 = phi i1 [ false, %9 ], [ %28, %24 ]
  br i1 %30, label %31, label %32

31:                                               ; preds = %29
  br label %9, !llvm.loop !13

32:                                               ; preds = %29
  %33 = load %struct.Node*, %struct.Node** %1, align 8
  ret %struct.Node* %33
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
