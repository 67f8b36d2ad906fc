; ModuleID = 'tests/differential/src/varargs_calls.c'
source_filename = "tests/differential/src/varargs_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pt = type { i32, i32 }
%struct.Dd = type { double, double }
%struct.Big = type { [4 x i64] }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
  store i32 0, i32* %1, align 4
  store float 1.250000e+00, float* %2, align 4
  store i8 120, i8* %3, align 1
  store i16 -300, i16* %4, align 2
  store i8 -6, i8* %5, align 1
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef -5, i32 noundef -294967296, i64 noundef -1125899906842624, i64 noundef -1, double noundef 3.500000e+00, double noundef 1.234500e+03, double noundef 1.000000e-04, i32 noundef 113, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef 255, i32 noundef 8)
  %15 = load float, float* %2, align 4
  %16 = fpext float %15 to double
  %17 = load i8, i8* %3, align 1
  %18 = sext i8 %17 to i32
  %19 = load i16, i16* %4, align 2
  %20 = sext i16 %19 to i32
  %21 = load i8, i8* %5, align 1
  %22 = zext i8 %21 to i32
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.2, i64 0, i64 0), double noundef %16, i32 noundef %18, i32 noundef %20, i32 noundef %22, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00)
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), double noundef 3.141590e+00, i32 noundef 42, i32 noundef 7, double noundef -2.500000e+00, double noundef 2.500000e+00, i32 noundef 255, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i32 noundef 122)
  %25 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %26 = call i32 (i8*, i64, i8*, ...) @logf_(i8* noundef %25, i64 noundef 64, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i32 noundef 12, double noundef 1.250000e-01, i64 noundef 123456789012)
  store i32 %26, i32* %7, align 4
  %27 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %28 = load i32, i32* %7, align 4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i32 noundef %28)
  %30 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %31 = call i32 (i8*, i64, i8*, ...) @logf_(i8* noundef %30, i64 noundef 10, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3)
  store i32 %31, i32* %7, align 4
  %32 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %33 = load i32, i32* %7, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %32, i32 noundef %33)
  %35 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0
  store i32 1, i32* %35, align 4
  %36 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1
  store i32 2, i32* %36, align 4
  %37 = getelementptr inbounds %struct.Dd, %struct.Dd* %9, i32 0, i32 0
  store double 5.000000e-01, double* %37, align 8
  %38 = getelementptr inbounds %struct.Dd, %struct.Dd* %9, i32 0, i32 1
  store double 1.500000e+00, double* %38, align 8
  %39 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0
  %40 = getelementptr inbounds [4 x i64], [4 x i64]* %39, i64 0, i64 0
  %41 = bitcast [4 x i64]* %39 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %41, i8* align 8 bitcast ([4 x i64]* @constinit to i8*), i64 32, i1 false)
  %42 = getelementptr inbounds %struct.Pt, %struct.Pt* %11, i32 0, i32 0
  store i32 -3, i32* %42, align 4
  %43 = getelementptr inbounds %struct.Pt, %struct.Pt* %11, i32 0, i32 1
  store i32 -4, i32* %43, align 4
  %44 = getelementptr inbounds %struct.Dd, %struct.Dd* %12, i32 0, i32 0
  store double 2.500000e+00, double* %44, align 8
  %45 = getelementptr inbounds %struct.Dd, %struct.Dd* %12, i32 0, i32 1
  store double -3.500000e+00, double* %45, align 8
  %46 = getelementptr inbounds %struct.Big, %struct.Big* %13, i32 0, i32 0
  %47 = getelementptr inbounds [4 x i64], [4 x i64]* %46, i64 0, i64 0
  %48 = bitcast [4 x i64]* %46 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %48, i8* align 8 bitcast ([4 x i64]* @constinit.9 to i8*), i64 32, i1 false)
  %49 = bitcast %struct.Pt* %8 to i64*
  %50 = load i64, i64* %49, align 4
  %51 = bitcast %struct.Dd* %9 to { double, double }*
  %52 = getelementptr inbounds { double, double }, { double, double }* %51, i32 0, i32 0
  %53 = load double, double* %52, align 8
  %54 = getelementptr inbounds { double, double }, { double, double }* %51, i32 0, i32 1
  %55 = load double, double* %54, align 8
  %56 = bitcast %struct.Pt* %11 to i64*
  %57 = load i64, i64* %56, align 4
  %58 = bitcast %struct.Dd* %12 to { double, double }*
  %59 = getelementptr inbounds { double, double }, { double, double }* %58, i32 0, i32 0
  %60 = load double, double* %59, align 8
  %61 = getelementptr inbounds { double, double }, { double, double }* %58, i32 0, i32 1
  %62 = load double, double* %61, align 8
  call void (i32, ...) @structs(i32 noundef 2, i64 %50, double %53, double %55, %struct.Big* noundef byval(%struct.Big) align 8 %10, i64 %57, double %60, double %62, %struct.Big* noundef byval(%struct.Big) align 8 %13)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @logf_(i8* noundef %0, i64 noundef %1, i8* noundef %2, ...) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca [1 x %struct.__va_list_tag], align 16
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i64 %1, i64* %5, align 8
  store i8* %2, i8** %6, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i64 0, i64 0
  %10 = bitcast %struct.__va_list_tag* %9 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = load i8*, i8** %4, align 8
  %12 = load i64, i64* %5, align 8
  %13 = load i8*, i8** %6, align 8
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i64 0, i64 0
  %15 = call i32 @vsnprintf(i8* noundef %11, i64 noundef %12, i8* noundef %13, %struct.__va_list_tag* noundef %14) #5
  store i32 %15, i32* %8, align 4
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i64 0, i64 0
  %17 = bitcast %struct.__va_list_tag* %16 to i8*
  call void @llvm.va_end(i8* %17)
  %18 = load i32, i32* %8, align 4
  ret i32 %18
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
  store i32 %0, i32* %2, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %10 = bitcast %struct.__va_list_tag* %9 to i8*
  call void @llvm.va_start(i8* %10)
  store i32 0, i32* %4, align 4
  br label %11

11:                                               ; preds = %84, %1
  %12 = load i32, i32* %4, align 4
  %13 = load i32, i32* %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %87

15:                                               ; preds = %11
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %17 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 16
  %19 = icmp ule i32 %18, 40
  br i1 %19, label %20, label %26

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %16, i32 0, i32 3
  %22 = load i8*, i8** %21, align 16
  %23 = getelementptr i8, i8* %22, i32 %18
  %24 = bitcast i8* %23 to %struct.Pt*
  %25 = add i32 %18, 8
  store i32 %25, i32* %17, align 16
  br label %31

26:                                               ; preds = %15
  %27 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %16, i32 0, i32 2
  %28 = load i8*, i8** %27, align 8
  %29 = bitcast i8* %28 to %struct.Pt*
  %30 = getelementptr i8, i8* %28, i32 8
  store i8* %30, i8** %27, align 8
  br label %31

31:                                               ; preds = %26, %20
  %32 = phi %struct.Pt* [ %24, %20 ], [ %29, %26 ]
  %33 = bitcast %struct.Pt* %5 to i8*
  %34 = bitcast %struct.Pt* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %33, i8* align 4 %34, i64 8, i1 false)
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %36 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %35, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = icmp ule i32 %37, 144
  br i1 %38, label %39, label %53

39:                                               ; preds = %31
  %40 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %35, i32 0, i32 3
  %41 = load i8*, i8** %40, align 16
  %42 = getelementptr i8, i8* %41, i32 %37
  %43 = getelementptr inbounds i8, i8* %42, i64 16
  %44 = bitcast %struct.Dd* %7 to { double, double }*
  %45 = bitcast i8* %42 to double*
  %46 = load double, double* %45, align 16
  %47 = getelementptr inbounds { double, double }, { double, double }* %44, i32 0, i32 0
  store double %46, double* %47, align 8
  %48 = bitcast i8* %43 to double*
  %49 = load double, double* %48, align 16
  %50 = getelementptr inbounds { double, double }, { double, double }* %44, i32 0, i32 1
  store double %49, double* %50, align 8
  %51 = bitcast { double, double }* %44 to %struct.Dd*
  %52 = add i32 %37, 32
  store i32 %52, i32* %36, align 4
  br label %58

53:                                               ; preds = %31
  %54 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %35, i32 0, i32 2
  %55 = load i8*, i8** %54, align 8
  %56 = bitcast i8* %55 to %struct.Dd*
  %57 = getelementptr i8, i8* %55, i32 16
  store i8* %57, i8** %54, align 8
  br label %58

58:                                               ; preds = %53, %39
  %59 = phi %struct.Dd* [ %51, %39 ], [ %56, %53 ]
  %60 = bitcast %struct.Dd* %6 to i8*
  %61 = bitcast %struct.Dd* %59 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %60, i8* align 8 %61, i64 16, i1 false)
  %62 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %63 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %62, i32 0, i32 2
  %64 = load i8*, i8** %63, align 8
  %65 = bitcast i8* %64 to %struct.Big*
  %66 = getelementptr i8, i8* %64, i32 32
  store i8* %66, i8** %63, align 8
  %67 = bitcast %struct.Big* %8 to i8*
  %68 = bitcast %struct.Big* %65 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %67, i8* align 8 %68, i64 32, i1 false)
  %69 = getelementptr inbounds %struct.Pt, %struct.Pt* %5, i32 0, i32 0
  %70 = load i32, i32* %69, align 4
  %71 = getelementptr inbounds %struct.Pt, %struct.Pt* %5, i32 0, i32 1
  %72 = load i32, i32* %71, align 4
  %73 = getelementptr inbounds %struct.Dd, %struct.Dd* %6, i32 0, i32 0
  %74 = load double, double* %73, align 8
  %75 = getelementptr inbounds %struct.Dd, %struct.Dd* %6, i32 0, i32 1
  %76 = load double, double* %75, align 8
  %77 = getelementptr inbounds %struct.Big, %struct.Big* %8, i32 0, i32 0
  %78 = getelementptr inbounds [4 x i64], [4 x i64]* %77, i64 0, i64 0
  %79 = load i64, i64* %78, align 8
  %80 = getelementptr inbounds %struct.Big, %struct.Big* %8, i32 0, i32 0
  %81 = getelementptr inbounds [4 x i64], [4 x i64]* %80, i64 0, i64 3
  %82 = load i64, i64* %81, align 8
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.10, i64 0, i64 0), i32 noundef %70, i32 noundef %72, double noundef %74, double noundef %76, i64 noundef %79, i64 noundef %82)
  br label %84

84:                                               ; preds = %58
  %85 = load i32, i32* %4, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %4, align 4
  br label %11, !llvm.loop !6

87:                                               ; preds = %11
  %88 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %89 = bitcast %struct.__va_list_tag* %88 to i8*
  call void @llvm.va_end(i8* %89)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nounwind
declare i32 @vsnprintf(i8* noundef, i64 noundef, i8* noundef, %struct.__va_list_tag* noundef) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
