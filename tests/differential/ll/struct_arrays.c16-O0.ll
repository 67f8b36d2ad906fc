; ModuleID = 'tests/differential/src/struct_arrays.c'
source_filename = "tests/differential/src/struct_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Employee = type { [16 x i8], i32, double, %struct.Point }
%struct.Point = type { i32, i32 }
%struct.Rect = type { %struct.Point, %struct.Point }

@staff = internal global [5 x %struct.Employee] [%struct.Employee { [16 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 36, double 5.200500e+03, %struct.Point { i32 1, i32 2 } }, %struct.Employee { [16 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00", i32 29, double 4.100000e+03, %struct.Point { i32 3, i32 1 } }, %struct.Employee { [16 x i8] c"carol\00\00\00\00\00\00\00\00\00\00\00", i32 44, double 6.100250e+03, %struct.Point zeroinitializer }, %struct.Employee { [16 x i8] c"dennis\00\00\00\00\00\00\00\00\00\00", i32 51, double 7.000000e+03, %struct.Point { i32 5, i32 5 } }, %struct.Employee { [16 x i8] c"edsger\00\00\00\00\00\00\00\00\00\00", i32 38, double 5.900750e+03, %struct.Point { i32 2, i32 7 } }], align 16
@.str = private unnamed_addr constant [22 x i8] c"bbox (%d,%d)-(%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"oldest %s %d %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"total %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"grace\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1
@.str.5 = private unnamed_addr constant [35 x i8] c"\0Aoffsets %zu %zu %zu %zu size %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x %struct.Point], align 16
  %4 = alloca i32, align 4
  %5 = alloca %struct.Rect, align 4
  %6 = alloca %struct.Employee, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca [5 x %struct.Employee], align 16
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 5, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %11

11:                                               ; preds = %23, %0
  %12 = load i32, ptr %4, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x %struct.Point], ptr %3, i64 0, i64 %17
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x %struct.Employee], ptr @staff, i64 0, i64 %20
  %22 = getelementptr inbounds %struct.Employee, ptr %21, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %22, i64 8, i1 false)
  br label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %11, !llvm.loop !6

26:                                               ; preds = %11
  %27 = getelementptr inbounds [5 x %struct.Point], ptr %3, i64 0, i64 0
  %28 = load i32, ptr %2, align 4
  %29 = call { i64, i64 } @bbox(ptr noundef %27, i32 noundef %28)
  %30 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %31 = extractvalue { i64, i64 } %29, 0
  store i64 %31, ptr %30, align 4
  %32 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %33 = extractvalue { i64, i64 } %29, 1
  store i64 %33, ptr %32, align 4
  %34 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 0
  %35 = getelementptr inbounds %struct.Point, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 0
  %38 = getelementptr inbounds %struct.Point, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 1
  %41 = getelementptr inbounds %struct.Point, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = getelementptr inbounds %struct.Rect, ptr %5, i32 0, i32 1
  %44 = getelementptr inbounds %struct.Point, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36, i32 noundef %39, i32 noundef %42, i32 noundef %45)
  %47 = load i32, ptr %2, align 4
  call void @oldest(ptr sret(%struct.Employee) align 8 %6, ptr noundef @staff, i32 noundef %47)
  %48 = getelementptr inbounds %struct.Employee, ptr %6, i32 0, i32 0
  %49 = getelementptr inbounds [16 x i8], ptr %48, i64 0, i64 0
  %50 = getelementptr inbounds %struct.Employee, ptr %6, i32 0, i32 1
  %51 = load i32, ptr %50, align 8
  %52 = getelementptr inbounds %struct.Employee, ptr %6, i32 0, i32 2
  %53 = load double, ptr %52, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %49, i32 noundef %51, double noundef %53)
  %55 = load i32, ptr %2, align 4
  call void @raise_all(ptr noundef @staff, i32 noundef %55, double noundef 3.500000e+00)
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %56

56:                                               ; preds = %68, %26
  %57 = load i32, ptr %8, align 4
  %58 = load i32, ptr %2, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %71

60:                                               ; preds = %56
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [5 x %struct.Employee], ptr @staff, i64 0, i64 %62
  %64 = getelementptr inbounds %struct.Employee, ptr %63, i32 0, i32 2
  %65 = load double, ptr %64, align 8
  %66 = load double, ptr %7, align 8
  %67 = fadd double %66, %65
  store double %67, ptr %7, align 8
  br label %68

68:                                               ; preds = %60
  %69 = load i32, ptr %8, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %8, align 4
  br label %56, !llvm.loop !8

71:                                               ; preds = %56
  %72 = load double, ptr %7, align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %72)
  %74 = getelementptr inbounds [5 x %struct.Employee], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %74, ptr align 16 @staff, i64 200, i1 false)
  %75 = getelementptr inbounds [5 x %struct.Employee], ptr %9, i64 0, i64 2
  %76 = getelementptr inbounds [5 x %struct.Employee], ptr %9, i64 0, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %75, ptr align 16 %76, i64 40, i1 false)
  %77 = getelementptr inbounds [5 x %struct.Employee], ptr %9, i64 0, i64 2
  %78 = getelementptr inbounds %struct.Employee, ptr %77, i32 0, i32 0
  %79 = getelementptr inbounds [16 x i8], ptr %78, i64 0, i64 0
  %80 = call ptr @strcpy(ptr noundef %79, ptr noundef @.str.3) #4
  store i32 0, ptr %10, align 4
  br label %81

81:                                               ; preds = %97, %71
  %82 = load i32, ptr %10, align 4
  %83 = load i32, ptr %2, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %100

85:                                               ; preds = %81
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [5 x %struct.Employee], ptr %9, i64 0, i64 %87
  %89 = getelementptr inbounds %struct.Employee, ptr %88, i32 0, i32 0
  %90 = getelementptr inbounds [16 x i8], ptr %89, i64 0, i64 0
  %91 = load i32, ptr %10, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [5 x %struct.Employee], ptr %9, i64 0, i64 %92
  %94 = getelementptr inbounds %struct.Employee, ptr %93, i32 0, i32 1
  %95 = load i32, ptr %94, align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %90, i32 noundef %95)
  br label %97

97:                                               ; preds = %85
  %98 = load i32, ptr %10, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %10, align 4
  br label %81, !llvm.loop !9

100:                                              ; preds = %81
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef 16, i64 noundef 24, i64 noundef 32, i64 noundef 36, i64 noundef 40)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @bbox(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Rect, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Point, ptr %8, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %9, i64 8, i1 false)
  %10 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Point, ptr %11, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %12, i64 8, i1 false)
  store i32 1, ptr %6, align 4
  br label %13

13:                                               ; preds = %98, %2
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %101

17:                                               ; preds = %13
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.Point, ptr %18, i64 %20
  %22 = getelementptr inbounds %struct.Point, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %25 = getelementptr inbounds %struct.Point, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %17
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.Point, ptr %29, i64 %31
  %33 = getelementptr inbounds %struct.Point, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %36 = getelementptr inbounds %struct.Point, ptr %35, i32 0, i32 0
  store i32 %34, ptr %36, align 4
  br label %37

37:                                               ; preds = %28, %17
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.Point, ptr %38, i64 %40
  %42 = getelementptr inbounds %struct.Point, ptr %41, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %45 = getelementptr inbounds %struct.Point, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = icmp slt i32 %43, %46
  br i1 %47, label %48, label %57

48:                                               ; preds = %37
  %49 = load ptr, ptr %4, align 8
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds %struct.Point, ptr %49, i64 %51
  %53 = getelementptr inbounds %struct.Point, ptr %52, i32 0, i32 1
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %56 = getelementptr inbounds %struct.Point, ptr %55, i32 0, i32 1
  store i32 %54, ptr %56, align 4
  br label %57

57:                                               ; preds = %48, %37
  %58 = load ptr, ptr %4, align 8
  %59 = load i32, ptr %6, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.Point, ptr %58, i64 %60
  %62 = getelementptr inbounds %struct.Point, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 4
  %64 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %65 = getelementptr inbounds %struct.Point, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 4
  %67 = icmp sgt i32 %63, %66
  br i1 %67, label %68, label %77

68:                                               ; preds = %57
  %69 = load ptr, ptr %4, align 8
  %70 = load i32, ptr %6, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds %struct.Point, ptr %69, i64 %71
  %73 = getelementptr inbounds %struct.Point, ptr %72, i32 0, i32 0
  %74 = load i32, ptr %73, align 4
  %75 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %76 = getelementptr inbounds %struct.Point, ptr %75, i32 0, i32 0
  store i32 %74, ptr %76, align 4
  br label %77

77:                                               ; preds = %68, %57
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds %struct.Point, ptr %78, i64 %80
  %82 = getelementptr inbounds %struct.Point, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %85 = getelementptr inbounds %struct.Point, ptr %84, i32 0, i32 1
  %86 = load i32, ptr %85, align 4
  %87 = icmp sgt i32 %83, %86
  br i1 %87, label %88, label %97

88:                                               ; preds = %77
  %89 = load ptr, ptr %4, align 8
  %90 = load i32, ptr %6, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds %struct.Point, ptr %89, i64 %91
  %93 = getelementptr inbounds %struct.Point, ptr %92, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %96 = getelementptr inbounds %struct.Point, ptr %95, i32 0, i32 1
  store i32 %94, ptr %96, align 4
  br label %97

97:                                               ; preds = %88, %77
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %6, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %6, align 4
  br label %13, !llvm.loop !10

101:                                              ; preds = %13
  %102 = load { i64, i64 }, ptr %3, align 4
  ret { i64, i64 } %102
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @oldest(ptr noalias sret(%struct.Employee) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Employee, ptr %7, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %8, i64 40, i1 false)
  store i32 1, ptr %6, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.Employee, ptr %14, i64 %16
  %18 = getelementptr inbounds %struct.Employee, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = getelementptr inbounds %struct.Employee, ptr %0, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = icmp sgt i32 %19, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %13
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.Employee, ptr %24, i64 %26
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %27, i64 40, i1 false)
  br label %28

28:                                               ; preds = %23, %13
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %9, !llvm.loop !11

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @raise_all(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load double, ptr %6, align 8
  %14 = fdiv double %13, 1.000000e+02
  %15 = fadd double 1.000000e+00, %14
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Employee, ptr %16, i64 %18
  %20 = getelementptr inbounds %struct.Employee, ptr %19, i32 0, i32 2
  %21 = load double, ptr %20, align 8
  %22 = fmul double %21, %15
  store double %22, ptr %20, align 8
  br label %23

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %8, !llvm.loop !12

26:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
