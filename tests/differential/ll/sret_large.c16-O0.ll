; ModuleID = 'tests/differential/src/sret_large.c'
source_filename = "tests/differential/src/sret_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { [10 x i64] }
%struct.Wrap = type { %struct.Big, i8, double }

@.str = private unnamed_addr constant [24 x i8] c"c: %ld %ld %ld sum %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"wrap %c %.2f %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"pass_through sum %ld first %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = alloca %struct.Big, align 8
  %5 = alloca %struct.Big, align 8
  %6 = alloca %struct.Big, align 8
  %7 = alloca %struct.Wrap, align 8
  %8 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  call void @make_big(ptr sret(%struct.Big) align 8 %2, i64 noundef 3)
  call void @make_big(ptr sret(%struct.Big) align 8 %3, i64 noundef -7)
  call void @add_big(ptr sret(%struct.Big) align 8 %5, ptr noundef byval(%struct.Big) align 8 %2, ptr noundef byval(%struct.Big) align 8 %3)
  call void @make_big(ptr sret(%struct.Big) align 8 %6, i64 noundef 100)
  call void @add_big(ptr sret(%struct.Big) align 8 %4, ptr noundef byval(%struct.Big) align 8 %5, ptr noundef byval(%struct.Big) align 8 %6)
  %9 = getelementptr inbounds %struct.Big, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 0
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds %struct.Big, ptr %4, i32 0, i32 0
  %13 = getelementptr inbounds [10 x i64], ptr %12, i64 0, i64 5
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Big, ptr %4, i32 0, i32 0
  %16 = getelementptr inbounds [10 x i64], ptr %15, i64 0, i64 9
  %17 = load i64, ptr %16, align 8
  %18 = call i64 @sum_big(ptr noundef byval(%struct.Big) align 8 %4)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %11, i64 noundef %14, i64 noundef %17, i64 noundef %18)
  call void @wrap(ptr sret(%struct.Wrap) align 8 %7, ptr noundef byval(%struct.Big) align 8 %4, i8 noundef signext 81)
  %20 = getelementptr inbounds %struct.Wrap, ptr %7, i32 0, i32 1
  %21 = load i8, ptr %20, align 8
  %22 = sext i8 %21 to i32
  %23 = getelementptr inbounds %struct.Wrap, ptr %7, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.Wrap, ptr %7, i32 0, i32 0
  %26 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %27 = getelementptr inbounds [10 x i64], ptr %26, i64 0, i64 3
  %28 = load i64, ptr %27, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %22, double noundef %24, i64 noundef %28)
  call void @pass_through(ptr sret(%struct.Big) align 8 %8, ptr noundef byval(%struct.Big) align 8 %4, i32 noundef 25)
  %30 = call i64 @sum_big(ptr noundef byval(%struct.Big) align 8 %8)
  %31 = getelementptr inbounds %struct.Big, ptr %8, i32 0, i32 0
  %32 = getelementptr inbounds [10 x i64], ptr %31, i64 0, i64 1
  %33 = load i64, ptr %32, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %30, i64 noundef %33)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_big(ptr noalias sret(%struct.Big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %23, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = add nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = mul nsw i64 %9, %12
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %4, align 4
  %16 = mul nsw i32 %14, %15
  %17 = sext i32 %16 to i64
  %18 = sub nsw i64 %13, %17
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [10 x i64], ptr %19, i64 0, i64 %21
  store i64 %18, ptr %22, align 8
  br label %23

23:                                               ; preds = %8
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %5, !llvm.loop !6

26:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_big(ptr noalias sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1, ptr noundef byval(%struct.Big) align 8 %2) #0 {
  %4 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %3
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i64], ptr %14, i64 0, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = add nsw i64 %18, %13
  store i64 %19, ptr %17, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !8

23:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 80, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_big(ptr noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 10
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [10 x i64], ptr %8, i64 0, i64 %10
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %2, align 8
  %14 = add nsw i64 %13, %12
  store i64 %14, ptr %2, align 8
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !9

18:                                               ; preds = %4
  %19 = load i64, ptr %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wrap(ptr noalias sret(%struct.Wrap) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1, i8 noundef signext %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %2, ptr %4, align 1
  %6 = getelementptr inbounds %struct.Wrap, ptr %0, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 80, i1 false)
  %7 = load i8, ptr %4, align 1
  %8 = getelementptr inbounds %struct.Wrap, ptr %0, i32 0, i32 1
  store i8 %7, ptr %8, align 8
  %9 = getelementptr inbounds %struct.Wrap, ptr %0, i32 0, i32 2
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %23, %3
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %26

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i64], ptr %14, i64 0, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = sitofp i64 %18 to double
  %20 = getelementptr inbounds %struct.Wrap, ptr %0, i32 0, i32 2
  %21 = load double, ptr %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %19, double 1.000000e-01, double %21)
  store double %22, ptr %20, align 8
  br label %23

23:                                               ; preds = %13
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %10, !llvm.loop !10

26:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pass_through(ptr noalias sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 80, i1 false)
  br label %20

8:                                                ; preds = %3
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = srem i32 %12, 10
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [10 x i64], ptr %11, i64 0, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = xor i64 %16, %10
  store i64 %17, ptr %15, align 8
  %18 = load i32, ptr %4, align 4
  %19 = sub nsw i32 %18, 1
  call void @pass_through(ptr sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1, i32 noundef %19)
  br label %20

20:                                               ; preds = %8, %7
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
