; ModuleID = 'tests/differential/src/varargs_calls.c'
source_filename = "tests/differential/src/varargs_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pt = type { i32, i32 }
%struct.Dd = type { double, double }
%struct.Big = type { [4 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [39 x i8] c"%d %u %ld %lu %f %e %g %c %s %x %o %%\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.2 = private unnamed_addr constant [58 x i8] c"%f %d %d %u %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"%5.2f|%-8d|%+d|%08.3f|%.0f|%#x|%-6s|%3c\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"[%s:%d] %.4f %ld\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"file\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"truncated %d %d %d\00", align 1
@constinit = private global [4 x i64] [i64 10, i64 20, i64 30, i64 40], align 8
@constinit.9 = private global [4 x i64] [i64 -1, i64 -2, i64 -3, i64 -4], align 8
@.str.10 = private unnamed_addr constant [35 x i8] c"pt %d %d dd %.2f %.2f big %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i8, align 1
  %6 = alloca [64 x i8], align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.Pt, align 4
  %9 = alloca %struct.Dd, align 8
  %10 = alloca %struct.Big, align 8
  %11 = alloca %struct.Pt, align 4
  %12 = alloca %struct.Dd, align 8
  %13 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  store float 1.250000e+00, ptr %2, align 4
  store i8 120, ptr %3, align 1
  store i16 -300, ptr %4, align 2
  store i8 -6, ptr %5, align 1
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -5, i32 noundef -294967296, i64 noundef -1125899906842624, i64 noundef -1, double noundef 3.500000e+00, double noundef 1.234500e+03, double noundef 1.000000e-04, i32 noundef 113, ptr noundef @.str.1, i32 noundef 255, i32 noundef 8)
  %15 = load float, ptr %2, align 4
  %16 = fpext float %15 to double
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  %19 = load i16, ptr %4, align 2
  %20 = sext i16 %19 to i32
  %21 = load i8, ptr %5, align 1
  %22 = zext i8 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %16, i32 noundef %18, i32 noundef %20, i32 noundef %22, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 3.141590e+00, i32 noundef 42, i32 noundef 7, double noundef -2.500000e+00, double noundef 2.500000e+00, i32 noundef 255, ptr noundef @.str.4, i32 noundef 122)
  %25 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %26 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef %25, i64 noundef 64, ptr noundef @.str.5, ptr noundef @.str.6, i32 noundef 12, double noundef 1.250000e-01, i64 noundef 123456789012)
  store i32 %26, ptr %7, align 4
  %27 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %28 = load i32, ptr %7, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %27, i32 noundef %28)
  %30 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %31 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef %30, i64 noundef 10, ptr noundef @.str.8, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  store i32 %31, ptr %7, align 4
  %32 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %33 = load i32, ptr %7, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %32, i32 noundef %33)
  %35 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1
  store i32 2, ptr %36, align 4
  %37 = getelementptr inbounds %struct.Dd, ptr %9, i32 0, i32 0
  store double 5.000000e-01, ptr %37, align 8
  %38 = getelementptr inbounds %struct.Dd, ptr %9, i32 0, i32 1
  store double 1.500000e+00, ptr %38, align 8
  %39 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 0
  %40 = getelementptr inbounds [4 x i64], ptr %39, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 @constinit, i64 32, i1 false)
  %41 = getelementptr inbounds %struct.Pt, ptr %11, i32 0, i32 0
  store i32 -3, ptr %41, align 4
  %42 = getelementptr inbounds %struct.Pt, ptr %11, i32 0, i32 1
  store i32 -4, ptr %42, align 4
  %43 = getelementptr inbounds %struct.Dd, ptr %12, i32 0, i32 0
  store double 2.500000e+00, ptr %43, align 8
  %44 = getelementptr inbounds %struct.Dd, ptr %12, i32 0, i32 1
  store double -3.500000e+00, ptr %44, align 8
  %45 = getelementptr inbounds %struct.Big, ptr %13, i32 0, i32 0
  %46 = getelementptr inbounds [4 x i64], ptr %45, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 8 @constinit.9, i64 32, i1 false)
  %47 = load i64, ptr %8, align 4
  %48 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = load i64, ptr %11, align 4
  %53 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  call void (i32, ...) @structs(i32 noundef 2, i64 %47, double %49, double %51, ptr noundef byval(%struct.Big) align 8 %10, i64 %52, double %54, double %56, ptr noundef byval(%struct.Big) align 8 %13)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @logf_(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [1 x %struct.__va_list_tag], align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_start(ptr %9)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  %14 = call i32 @vsnprintf(ptr noundef %10, i64 noundef %11, ptr noundef %12, ptr noundef %13) #5
  store i32 %14, ptr %8, align 4
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_end(ptr %15)
  %16 = load i32, ptr %8, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @structs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca %struct.Pt, align 4
  %6 = alloca %struct.Dd, align 8
  %7 = alloca %struct.Dd, align 8
  %8 = alloca %struct.Big, align 8
  store i32 %0, ptr %2, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %9)
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %69, %1
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %72

14:                                               ; preds = %10
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 16
  %18 = icmp ule i32 %17, 40
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 3
  %21 = load ptr, ptr %20, align 16
  %22 = getelementptr i8, ptr %21, i32 %17
  %23 = add i32 %17, 8
  store i32 %23, ptr %16, align 16
  br label %28

24:                                               ; preds = %14
  %25 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 2
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr i8, ptr %26, i32 8
  store ptr %27, ptr %25, align 8
  br label %28

28:                                               ; preds = %24, %19
  %29 = phi ptr [ %22, %19 ], [ %26, %24 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %29, i64 8, i1 false)
  %30 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %31 = getelementptr inbounds %struct.__va_list_tag, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = icmp ule i32 %32, 144
  br i1 %33, label %34, label %44

34:                                               ; preds = %28
  %35 = getelementptr inbounds %struct.__va_list_tag, ptr %30, i32 0, i32 3
  %36 = load ptr, ptr %35, align 16
  %37 = getelementptr i8, ptr %36, i32 %32
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load double, ptr %37, align 16
  %40 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %39, ptr %40, align 8
  %41 = load double, ptr %38, align 16
  %42 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %41, ptr %42, align 8
  %43 = add i32 %32, 32
  store i32 %43, ptr %31, align 4
  br label %48

44:                                               ; preds = %28
  %45 = getelementptr inbounds %struct.__va_list_tag, ptr %30, i32 0, i32 2
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr i8, ptr %46, i32 16
  store ptr %47, ptr %45, align 8
  br label %48

48:                                               ; preds = %44, %34
  %49 = phi ptr [ %7, %34 ], [ %46, %44 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %49, i64 16, i1 false)
  %50 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %51 = getelementptr inbounds %struct.__va_list_tag, ptr %50, i32 0, i32 2
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr i8, ptr %52, i32 32
  store ptr %53, ptr %51, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %52, i64 32, i1 false)
  %54 = getelementptr inbounds %struct.Pt, ptr %5, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = getelementptr inbounds %struct.Pt, ptr %5, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds %struct.Dd, ptr %6, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds %struct.Dd, ptr %6, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds %struct.Big, ptr %8, i32 0, i32 0
  %63 = getelementptr inbounds [4 x i64], ptr %62, i64 0, i64 0
  %64 = load i64, ptr %63, align 8
  %65 = getelementptr inbounds %struct.Big, ptr %8, i32 0, i32 0
  %66 = getelementptr inbounds [4 x i64], ptr %65, i64 0, i64 3
  %67 = load i64, ptr %66, align 8
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %55, i32 noundef %57, double noundef %59, double noundef %61, i64 noundef %64, i64 noundef %67)
  br label %69

69:                                               ; preds = %48
  %70 = load i32, ptr %4, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %4, align 4
  br label %10, !llvm.loop !6

72:                                               ; preds = %10
  %73 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %73)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
