; ModuleID = 'tests/differential/src/vla_alloca.c'
source_filename = "tests/differential/src/vla_alloca.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vn = internal global i32 10, align 4
@.str = private unnamed_addr constant [19 x i8] c"vla_sum(%d) = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"vla_2d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alloca_loop %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %3

3:                                                ; preds = %13, %0
  %4 = load i32, i32* %2, align 4
  %5 = load volatile i32, i32* @vn, align 4
  %6 = mul nsw i32 %5, 10
  %7 = icmp sle i32 %4, %6
  br i1 %7, label %8, label %16

8:                                                ; preds = %3
  %9 = load i32, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = call i64 @vla_sum(i32 noundef %10)
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i64 noundef %11)
  br label %13

13:                                               ; preds = %8
  %14 = load i32, i32* %2, align 4
  %15 = mul nsw i32 %14, 3
  store i32 %15, i32* %2, align 4
  br label %3, !llvm.loop !6

16:                                               ; preds = %3
  %17 = call i32 @vla_2d(i32 noundef 3, i32 noundef 4)
  %18 = load volatile i32, i32* @vn, align 4
  %19 = load volatile i32, i32* @vn, align 4
  %20 = add nsw i32 %19, 1
  %21 = call i32 @vla_2d(i32 noundef %18, i32 noundef %20)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %17, i32 noundef %21)
  %23 = load volatile i32, i32* @vn, align 4
  %24 = call i32 @alloca_loop(i32 noundef %23)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %24)
  %26 = load volatile i32, i32* @vn, align 4
  %27 = call i32 @aligned_locals(i32 noundef %26)
  %28 = load volatile i32, i32* @vn, align 4
  %29 = mul nsw i32 %28, 20
  %30 = call i32 @aligned_locals(i32 noundef %29)
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %27, i32 noundef %30)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call i8* @llvm.stacksave()
  store i8* %10, i8** %3, align 8
  %11 = alloca i64, i64 %9, align 16
  store i64 %9, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %29, %1
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %32

16:                                               ; preds = %12
  %17 = load i32, i32* %5, align 4
  %18 = sext i32 %17 to i64
  %19 = load i32, i32* %5, align 4
  %20 = sext i32 %19 to i64
  %21 = mul nsw i64 %18, %20
  %22 = load i32, i32* %5, align 4
  %23 = mul nsw i32 3, %22
  %24 = sext i32 %23 to i64
  %25 = sub nsw i64 %21, %24
  %26 = load i32, i32* %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i64, i64* %11, i64 %27
  store i64 %25, i64* %28, align 8
  br label %29

29:                                               ; preds = %16
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %5, align 4
  br label %12, !llvm.loop !8

32:                                               ; preds = %12
  store i64 0, i64* %6, align 8
  store i32 0, i32* %7, align 4
  br label %33

33:                                               ; preds = %44, %32
  %34 = load i32, i32* %7, align 4
  %35 = load i32, i32* %2, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %47

37:                                               ; preds = %33
  %38 = load i32, i32* %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i64, i64* %11, i64 %39
  %41 = load i64, i64* %40, align 8
  %42 = load i64, i64* %6, align 8
  %43 = add nsw i64 %42, %41
  store i64 %43, i64* %6, align 8
  br label %44

44:                                               ; preds = %37
  %45 = load i32, i32* %7, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %7, align 4
  br label %33, !llvm.loop !9

47:                                               ; preds = %33
  %48 = load i64, i64* %6, align 8
  %49 = load i8*, i8** %3, align 8
  call void @llvm.stackrestore(i8* %49)
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_2d(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %12 = load i32, i32* %3, align 4
  %13 = zext i32 %12 to i64
  %14 = load i32, i32* %4, align 4
  %15 = zext i32 %14 to i64
  %16 = call i8* @llvm.stacksave()
  store i8* %16, i8** %5, align 8
  %17 = mul nuw i64 %13, %15
  %18 = alloca i32, i64 %17, align 16
  store i64 %13, i64* %6, align 8
  store i64 %15, i64* %7, align 8
  store i32 0, i32* %8, align 4
  br label %19

19:                                               ; preds = %45, %2
  %20 = load i32, i32* %8, align 4
  %21 = load i32, i32* %3, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %48

23:                                               ; preds = %19
  store i32 0, i32* %9, align 4
  br label %24

24:                                               ; preds = %41, %23
  %25 = load i32, i32* %9, align 4
  %26 = load i32, i32* %4, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %44

28:                                               ; preds = %24
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %4, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, i32* %9, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, i32* %8, align 4
  %35 = sext i32 %34 to i64
  %36 = mul nsw i64 %35, %15
  %37 = getelementptr inbounds i32, i32* %18, i64 %36
  %38 = load i32, i32* %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %37, i64 %39
  store i32 %33, i32* %40, align 4
  br label %41

41:                                               ; preds = %28
  %42 = load i32, i32* %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %9, align 4
  br label %24, !llvm.loop !10

44:                                               ; preds = %24
  br label %45

45:                                               ; preds = %44
  %46 = load i32, i32* %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %8, align 4
  br label %19, !llvm.loop !11

48:                                               ; preds = %19
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %49

49:                                               ; preds = %70, %48
  %50 = load i32, i32* %11, align 4
  %51 = load i32, i32* %3, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %57

53:                                               ; preds = %49
  %54 = load i32, i32* %11, align 4
  %55 = load i32, i32* %4, align 4
  %56 = icmp slt i32 %54, %55
  br label %57

57:                                               ; preds = %53, %49
  %58 = phi i1 [ false, %49 ], [ %56, %53 ]
  br i1 %58, label %59, label %73

59:                                               ; preds = %57
  %60 = load i32, i32* %11, align 4
  %61 = sext i32 %60 to i64
  %62 = mul nsw i64 %61, %15
  %63 = getelementptr inbounds i32, i32* %18, i64 %62
  %64 = load i32, i32* %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, i32* %63, i64 %65
  %67 = load i32, i32* %66, align 4
  %68 = load i32, i32* %10, align 4
  %69 = add nsw i32 %68, %67
  store i32 %69, i32* %10, align 4
  br label %70

70:                                               ; preds = %59
  %71 = load i32, i32* %11, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %11, align 4
  br label %49, !llvm.loop !12

73:                                               ; preds = %57
  %74 = load i32, i32* %10, align 4
  %75 = mul nuw i64 %13, %15
  %76 = mul nuw i64 4, %75
  %77 = trunc i64 %76 to i32
  %78 = add nsw i32 %74, %77
  %79 = load i8*, i8** %5, align 8
  call void @llvm.stackrestore(i8* %79)
  ret i32 %78
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @alloca_loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 1, i32* %4, align 4
  br label %7

7:                                                ; preds = %41, %1
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp sle i32 %8, %9
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = load i32, i32* %4, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 16
  %15 = alloca i8, i64 %14, align 16
  store i8* %15, i8** %5, align 8
  %16 = load i8*, i8** %5, align 8
  %17 = load i32, i32* %4, align 4
  %18 = trunc i32 %17 to i8
  %19 = load i32, i32* %4, align 4
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 16
  call void @llvm.memset.p0i8.i64(i8* align 1 %16, i8 %18, i64 %21, i1 false)
  store i32 0, i32* %6, align 4
  br label %22

22:                                               ; preds = %37, %11
  %23 = load i32, i32* %6, align 4
  %24 = load i32, i32* %4, align 4
  %25 = mul nsw i32 %24, 16
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %27, label %40

27:                                               ; preds = %22
  %28 = load i32, i32* %3, align 4
  %29 = mul i32 %28, 33
  %30 = load i8*, i8** %5, align 8
  %31 = load i32, i32* %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, i8* %30, i64 %32
  %34 = load i8, i8* %33, align 1
  %35 = zext i8 %34 to i32
  %36 = add i32 %29, %35
  store i32 %36, i32* %3, align 4
  br label %37

37:                                               ; preds = %27
  %38 = load i32, i32* %6, align 4
  %39 = add nsw i32 %38, 5
  store i32 %39, i32* %6, align 4
  br label %22, !llvm.loop !13

40:                                               ; preds = %22
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %4, align 4
  br label %7, !llvm.loop !14

44:                                               ; preds = %7
  %45 = load i32, i32* %3, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @aligned_locals(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 64
  %4 = alloca [4 x double], align 32
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = zext i32 %11 to i64
  %13 = call i8* @llvm.stacksave()
  store i8* %13, i8** %5, align 8
  %14 = alloca i8, i64 %12, align 16
  store i64 %12, i64* %6, align 8
  %15 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  %16 = ptrtoint i8* %15 to i64
  %17 = urem i64 %16, 64
  %18 = icmp eq i64 %17, 0
  %19 = zext i1 %18 to i32
  %20 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 0
  %21 = ptrtoint double* %20 to i64
  %22 = urem i64 %21, 32
  %23 = icmp eq i64 %22, 0
  %24 = zext i1 %23 to i32
  %25 = mul nsw i32 %24, 2
  %26 = add nsw i32 %19, %25
  store i32 %26, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %27

27:                                               ; preds = %36, %1
  %28 = load i32, i32* %8, align 4
  %29 = icmp slt i32 %28, 64
  br i1 %29, label %30, label %39

30:                                               ; preds = %27
  %31 = load i32, i32* %8, align 4
  %32 = trunc i32 %31 to i8
  %33 = load i32, i32* %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %34
  store i8 %32, i8* %35, align 1
  br label %36

36:                                               ; preds = %30
  %37 = load i32, i32* %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %8, align 4
  br label %27, !llvm.loop !15

39:                                               ; preds = %27
  store i32 0, i32* %9, align 4
  br label %40

40:                                               ; preds = %53, %39
  %41 = load i32, i32* %9, align 4
  %42 = load i32, i32* %2, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %56

44:                                               ; preds = %40
  %45 = load i32, i32* %9, align 4
  %46 = srem i32 %45, 64
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %47
  %49 = load i8, i8* %48, align 1
  %50 = load i32, i32* %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, i8* %14, i64 %51
  store i8 %49, i8* %52, align 1
  br label %53

53:                                               ; preds = %44
  %54 = load i32, i32* %9, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %9, align 4
  br label %40, !llvm.loop !16

56:                                               ; preds = %40
  store i32 0, i32* %10, align 4
  br label %57

57:                                               ; preds = %71, %56
  %58 = load i32, i32* %10, align 4
  %59 = icmp slt i32 %58, 4
  br i1 %59, label %60, label %74

60:                                               ; preds = %57
  %61 = load i32, i32* %10, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, i8* %14, i64 %62
  %64 = load i8, i8* %63, align 1
  %65 = sext i8 %64 to i32
  %66 = sitofp i32 %65 to double
  %67 = fmul double %66, 1.500000e+00
  %68 = load i32, i32* %10, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 %69
  store double %67, double* %70, align 8
  br label %71

71:                                               ; preds = %60
  %72 = load i32, i32* %10, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %10, align 4
  br label %57, !llvm.loop !17

74:                                               ; preds = %57
  %75 = load i32, i32* %7, align 4
  %76 = mul nsw i32 %75, 1000
  %77 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 3
  %78 = load double, double* %77, align 8
  %79 = fmul double %78, 2.000000e+00
  %80 = fptosi double %79 to i32
  %81 = add nsw i32 %76, %80
  %82 = load i32, i32* %2, align 4
  %83 = sub nsw i32 %82, 1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i8, i8* %14, i64 %84
  %86 = load i8, i8* %85, align 1
  %87 = sext i8 %86 to i32
  %88 = add nsw i32 %81, %87
  %89 = load i8*, i8** %5, align 8
  call void @llvm.stackrestore(i8* %89)
  ret i32 %88
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
