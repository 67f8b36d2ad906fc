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
  store i32 0, i32* %1, align 4
  call void @make_big(%struct.Big* sret(%struct.Big) align 8 %2, i64 noundef 3)
  call void @make_big(%struct.Big* sret(%struct.Big) align 8 %3, i64 noundef -7)
  call void @add_big(%struct.Big* sret(%struct.Big) align 8 %5, %struct.Big* noundef byval(%struct.Big) align 8 %2, %struct.Big* noundef byval(%struct.Big) align 8 %3)
  call void @make_big(%struct.Big* sret(%struct.Big) align 8 %6, i64 noundef 100)
  call void @add_big(%struct.Big* sret(%struct.Big) align 8 %4, %struct.Big* noundef byval(%struct.Big) align 8 %5, %struct.Big* noundef byval(%struct.Big) align 8 %6)
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %4, i32 0, i32 0
  %10 = getelementptr inbounds [10 x i64], [10 x i64]* %9, i64 0, i64 0
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %4, i32 0, i32 0
  %13 = getelementptr inbounds [10 x i64], [10 x i64]* %12, i64 0, i64 5
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %4, i32 0, i32 0
  %16 = getelementptr inbounds [10 x i64], [10 x i64]* %15, i64 0, i64 9
  %17 = load i64, i64* %16, align 8
  %18 = call i64 @sum_big(%struct.Big* noundef byval(%struct.Big) align 8 %4)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i64 noundef %11, i64 noundef %14, i64 noundef %17, i64 noundef %18)
  call void @wrap(%struct.Wrap* sret(%struct.Wrap) align 8 %7, %struct.Big* noundef byval(%struct.Big) align 8 %4, i8 noundef signext 81)
  %20 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %7, i32 0, i32 1
  %21 = load i8, i8* %20, align 8
  %22 = sext i8 %21 to i32
  %23 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %7, i32 0, i32 2
  %24 = load double, double* %23, align 8
  %25 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %7, i32 0, i32 0
  %26 = getelementptr inbounds %struct.Big, %struct.Big* %25, i32 0, i32 0
  %27 = getelementptr inbounds [10 x i64], [10 x i64]* %26, i64 0, i64 3
  %28 = load i64, i64* %27, align 8
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %22, double noundef %24, i64 noundef %28)
  call void @pass_through(%struct.Big* sret(%struct.Big) align 8 %8, %struct.Big* noundef byval(%struct.Big) align 8 %4, i32 noundef 25)
  %30 = call i64 @sum_big(%struct.Big* noundef byval(%struct.Big) align 8 %8)
  %31 = getelementptr inbounds %struct.Big, %struct.Big* %8, i32 0, i32 0
  %32 = getelementptr inbounds [10 x i64], [10 x i64]* %31, i64 0, i64 1
  %33 = load i64, i64* %32, align 8
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.2, i64 0, i64 0), i64 noundef %30, i64 noundef %33)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_big(%struct.Big* noalias sret(%struct.Big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %1, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %23, %2
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = mul nsw i64 %9, %12
  %14 = load i32, i32* %4, align 4
  %15 = load i32, i32* %4, align 4
  %16 = mul nsw i32 %14, %15
  %17 = sext i32 %16 to i64
  %18 = sub nsw i64 %13, %17
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %20 = load i32, i32* %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [10 x i64], [10 x i64]* %19, i64 0, i64 %21
  store i64 %18, i64* %22, align 8
  br label %23

23:                                               ; preds = %8
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %4, align 4
  br label %5, !llvm.loop !6

26:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_big(%struct.Big* noalias sret(%struct.Big) align 8 %0, %struct.Big* noundef byval(%struct.Big) align 8 %1, %struct.Big* noundef byval(%struct.Big) align 8 %2) #0 {
  %4 = alloca i32, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %20, %3
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %10 = load i32, i32* %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [10 x i64], [10 x i64]* %9, i64 0, i64 %11
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i64], [10 x i64]* %14, i64 0, i64 %16
  %18 = load i64, i64* %17, align 8
  %19 = add nsw i64 %18, %13
  store i64 %19, i64* %17, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %4, align 4
  br label %5, !llvm.loop !8

23:                                               ; preds = %5
  %24 = bitcast %struct.Big* %0 to i8*
  %25 = bitcast %struct.Big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %24, i8* align 8 %25, i64 80, i1 false)
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_big(%struct.Big* noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 10
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %9 = load i32, i32* %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [10 x i64], [10 x i64]* %8, i64 0, i64 %10
  %12 = load i64, i64* %11, align 8
  %13 = load i64, i64* %2, align 8
  %14 = add nsw i64 %13, %12
  store i64 %14, i64* %2, align 8
  br label %15

15:                                               ; preds = %7
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %3, align 4
  br label %4, !llvm.loop !9

18:                                               ; preds = %4
  %19 = load i64, i64* %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wrap(%struct.Wrap* noalias sret(%struct.Wrap) align 8 %0, %struct.Big* noundef byval(%struct.Big) align 8 %1, i8 noundef signext %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %2, i8* %4, align 1
  %6 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %0, i32 0, i32 0
  %7 = bitcast %struct.Big* %6 to i8*
  %8 = bitcast %struct.Big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %7, i8* align 8 %8, i64 80, i1 false)
  %9 = load i8, i8* %4, align 1
  %10 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %0, i32 0, i32 1
  store i8 %9, i8* %10, align 8
  %11 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %0, i32 0, i32 2
  store double 0.000000e+00, double* %11, align 8
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %25, %3
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %13, 10
  br i1 %14, label %15, label %28

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0
  %17 = load i32, i32* %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i64], [10 x i64]* %16, i64 0, i64 %18
  %20 = load i64, i64* %19, align 8
  %21 = sitofp i64 %20 to double
  %22 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %0, i32 0, i32 2
  %23 = load double, double* %22, align 8
  %24 = call double @llvm.fmuladd.f64(double %21, double 1.000000e-01, double %23)
  store double %24, double* %22, align 8
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %5, align 4
  br label %12, !llvm.loop !10

28:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pass_through(%struct.Big* noalias sret(%struct.Big) align 8 %0, %struct.Big* noundef byval(%struct.Big) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = bitcast %struct.Big* %0 to i8*
  %9 = bitcast %struct.Big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 %9, i64 80, i1 false)
  br label %22

10:                                               ; preds = %3
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0
  %14 = load i32, i32* %4, align 4
  %15 = srem i32 %14, 10
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i64], [10 x i64]* %13, i64 0, i64 %16
  %18 = load i64, i64* %17, align 8
  %19 = xor i64 %18, %12
  store i64 %19, i64* %17, align 8
  %20 = load i32, i32* %4, align 4
  %21 = sub nsw i32 %20, 1
  call void @pass_through(%struct.Big* sret(%struct.Big) align 8 %0, %struct.Big* noundef byval(%struct.Big) align 8 %1, i32 noundef %21)
  br label %22

22:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

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
