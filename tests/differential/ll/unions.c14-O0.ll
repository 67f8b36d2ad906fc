; ModuleID = 'tests/differential/src/unions.c'
source_filename = "tests/differential/src/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.FloatBits = type { float }
%union.DoubleBits = type { double }
%struct.Value = type { i32, %union.anon }
%union.anon = type { i64 }
%union.Small = type { i32 }

@__const.main.vals = private unnamed_addr constant [5 x float] [float 1.000000e+00, float -2.500000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000], align 16
@.str = private unnamed_addr constant [14 x i8] c"%g -> 0x%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"pi bits 0x%016lx bytes\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"e = %.15f\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"union\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"swapped 0x%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"sizes %zu %zu %zu\0A\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"double %.3f\0A\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"string \22%s\22 (%zu)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.FloatBits, align 4
  %3 = alloca [5 x float], align 16
  %4 = alloca i32, align 4
  %5 = alloca %union.DoubleBits, align 8
  %6 = alloca i32, align 4
  %7 = alloca [4 x %struct.Value], align 16
  %8 = alloca i32, align 4
  %9 = alloca %union.Small, align 4
  %10 = alloca %union.Small, align 4
  store i32 0, i32* %1, align 4
  %11 = bitcast [5 x float]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %11, i8* align 16 bitcast ([5 x float]* @__const.main.vals to i8*), i64 20, i1 false)
  store i32 0, i32* %4, align 4
  br label %12

12:                                               ; preds = %29, %0
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 5
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = load i32, i32* %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x float], [5 x float]* %3, i64 0, i64 %17
  %19 = load float, float* %18, align 4
  %20 = bitcast %union.FloatBits* %2 to float*
  store float %19, float* %20, align 4
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x float], [5 x float]* %3, i64 0, i64 %22
  %24 = load float, float* %23, align 4
  %25 = fpext float %24 to double
  %26 = bitcast %union.FloatBits* %2 to i32*
  %27 = load i32, i32* %26, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %25, i32 noundef %27)
  br label %29

29:                                               ; preds = %15
  %30 = load i32, i32* %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %4, align 4
  br label %12, !llvm.loop !6

32:                                               ; preds = %12
  %33 = bitcast %union.DoubleBits* %5 to double*
  store double 0x400921FB54442D18, double* %33, align 8
  %34 = bitcast %union.DoubleBits* %5 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i64 noundef %35)
  store i32 0, i32* %6, align 4
  br label %37

37:                                               ; preds = %48, %32
  %38 = load i32, i32* %6, align 4
  %39 = icmp slt i32 %38, 8
  br i1 %39, label %40, label %51

40:                                               ; preds = %37
  %41 = bitcast %union.DoubleBits* %5 to [8 x i8]*
  %42 = load i32, i32* %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x i8], [8 x i8]* %41, i64 0, i64 %43
  %45 = load i8, i8* %44, align 1
  %46 = zext i8 %45 to i32
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef %46)
  br label %48

48:                                               ; preds = %40
  %49 = load i32, i32* %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %6, align 4
  br label %37, !llvm.loop !8

51:                                               ; preds = %37
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %53 = bitcast %union.DoubleBits* %5 to i64*
  store i64 4613303445314885481, i64* %53, align 8
  %54 = bitcast %union.DoubleBits* %5 to double*
  %55 = load double, double* %54, align 8
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), double noundef %55)
  %57 = getelementptr inbounds [4 x %struct.Value], [4 x %struct.Value]* %7, i64 0, i64 0
  %58 = call { i32, i64 } @mkint(i64 noundef -42)
  %59 = bitcast %struct.Value* %57 to { i32, i64 }*
  %60 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %59, i32 0, i32 0
  %61 = extractvalue { i32, i64 } %58, 0
  store i32 %61, i32* %60, align 16
  %62 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %59, i32 0, i32 1
  %63 = extractvalue { i32, i64 } %58, 1
  store i64 %63, i64* %62, align 8
  %64 = getelementptr inbounds %struct.Value, %struct.Value* %57, i64 1
  %65 = call { i32, i64 } @mkdbl(double noundef 2.750000e+00)
  %66 = bitcast %struct.Value* %64 to { i32, i64 }*
  %67 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %66, i32 0, i32 0
  %68 = extractvalue { i32, i64 } %65, 0
  store i32 %68, i32* %67, align 16
  %69 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %66, i32 0, i32 1
  %70 = extractvalue { i32, i64 } %65, 1
  store i64 %70, i64* %69, align 8
  %71 = getelementptr inbounds %struct.Value, %struct.Value* %64, i64 1
  %72 = call { i32, i64 } @mkstr(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0))
  %73 = bitcast %struct.Value* %71 to { i32, i64 }*
  %74 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %73, i32 0, i32 0
  %75 = extractvalue { i32, i64 } %72, 0
  store i32 %75, i32* %74, align 16
  %76 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %73, i32 0, i32 1
  %77 = extractvalue { i32, i64 } %72, 1
  store i64 %77, i64* %76, align 8
  %78 = getelementptr inbounds %struct.Value, %struct.Value* %71, i64 1
  %79 = call { i32, i64 } @mkint(i64 noundef 1099511627776)
  %80 = bitcast %struct.Value* %78 to { i32, i64 }*
  %81 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %80, i32 0, i32 0
  %82 = extractvalue { i32, i64 } %79, 0
  store i32 %82, i32* %81, align 16
  %83 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %80, i32 0, i32 1
  %84 = extractvalue { i32, i64 } %79, 1
  store i64 %84, i64* %83, align 8
  store i32 0, i32* %8, align 4
  br label %85

85:                                               ; preds = %97, %51
  %86 = load i32, i32* %8, align 4
  %87 = icmp slt i32 %86, 4
  br i1 %87, label %88, label %100

88:                                               ; preds = %85
  %89 = load i32, i32* %8, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x %struct.Value], [4 x %struct.Value]* %7, i64 0, i64 %90
  %92 = bitcast %struct.Value* %91 to { i32, i64 }*
  %93 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %92, i32 0, i32 0
  %94 = load i32, i32* %93, align 16
  %95 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %92, i32 0, i32 1
  %96 = load i64, i64* %95, align 8
  call void @show(i32 %94, i64 %96)
  br label %97

97:                                               ; preds = %88
  %98 = load i32, i32* %8, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %8, align 4
  br label %85, !llvm.loop !9

100:                                              ; preds = %85
  %101 = bitcast %union.Small* %9 to i32*
  store i32 305419896, i32* %101, align 4
  %102 = getelementptr inbounds %union.Small, %union.Small* %9, i32 0, i32 0
  %103 = load i32, i32* %102, align 4
  %104 = call i32 @swap_halves(i32 %103)
  %105 = getelementptr inbounds %union.Small, %union.Small* %10, i32 0, i32 0
  store i32 %104, i32* %105, align 4
  %106 = bitcast %union.Small* %9 to i8*
  %107 = bitcast %union.Small* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %106, i8* align 4 %107, i64 4, i1 false)
  %108 = bitcast %union.Small* %9 to i32*
  %109 = load i32, i32* %108, align 4
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i32 noundef %109)
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i64 noundef 8, i64 noundef 16, i64 noundef 4)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkint(i64 noundef %0) #0 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 0
  store i32 0, i32* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 1
  %7 = bitcast %union.anon* %6 to i64*
  store i64 %5, i64* %7, align 8
  %8 = bitcast %struct.Value* %2 to { i32, i64 }*
  %9 = load { i32, i64 }, { i32, i64 }* %8, align 8
  ret { i32, i64 } %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkdbl(double noundef %0) #0 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 0
  store i32 1, i32* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 1
  %7 = bitcast %union.anon* %6 to double*
  store double %5, double* %7, align 8
  %8 = bitcast %struct.Value* %2 to { i32, i64 }*
  %9 = load { i32, i64 }, { i32, i64 }* %8, align 8
  ret { i32, i64 } %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkstr(i8* noundef %0) #0 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %4 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 0
  store i32 2, i32* %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 1
  %7 = bitcast %union.anon* %6 to i8**
  store i8* %5, i8** %7, align 8
  %8 = bitcast %struct.Value* %2 to { i32, i64 }*
  %9 = load { i32, i64 }, { i32, i64 }* %8, align 8
  ret { i32, i64 } %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i32 %0, i64 %1) #0 {
  %3 = alloca %struct.Value, align 8
  %4 = bitcast %struct.Value* %3 to { i32, i64 }*
  %5 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %4, i32 0, i32 0
  store i32 %0, i32* %5, align 8
  %6 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %4, i32 0, i32 1
  store i64 %1, i64* %6, align 8
  %7 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 0
  %8 = load i32, i32* %7, align 8
  switch i32 %8, label %28 [
    i32 0, label %9
    i32 1, label %14
    i32 2, label %19
  ]

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1
  %11 = bitcast %union.anon* %10 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i64 noundef %12)
  br label %28

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1
  %16 = bitcast %union.anon* %15 to double*
  %17 = load double, double* %16, align 8
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i64 0, i64 0), double noundef %17)
  br label %28

19:                                               ; preds = %2
  %20 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1
  %21 = bitcast %union.anon* %20 to i8**
  %22 = load i8*, i8** %21, align 8
  %23 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1
  %24 = bitcast %union.anon* %23 to i8**
  %25 = load i8*, i8** %24, align 8
  %26 = call i64 @strlen(i8* noundef %25) #4
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %22, i64 noundef %26)
  br label %28

28:                                               ; preds = %2, %19, %14, %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @swap_halves(i32 %0) #0 {
  %2 = alloca %union.Small, align 4
  %3 = alloca %union.Small, align 4
  %4 = alloca i16, align 2
  %5 = getelementptr inbounds %union.Small, %union.Small* %3, i32 0, i32 0
  store i32 %0, i32* %5, align 4
  %6 = bitcast %union.Small* %3 to [2 x i16]*
  %7 = getelementptr inbounds [2 x i16], [2 x i16]* %6, i64 0, i64 0
  %8 = load i16, i16* %7, align 4
  store i16 %8, i16* %4, align 2
  %9 = bitcast %union.Small* %3 to [2 x i16]*
  %10 = getelementptr inbounds [2 x i16], [2 x i16]* %9, i64 0, i64 1
  %11 = load i16, i16* %10, align 2
  %12 = bitcast %union.Small* %3 to [2 x i16]*
  %13 = getelementptr inbounds [2 x i16], [2 x i16]* %12, i64 0, i64 0
  store i16 %11, i16* %13, align 4
  %14 = load i16, i16* %4, align 2
  %15 = bitcast %union.Small* %3 to [2 x i16]*
  %16 = getelementptr inbounds [2 x i16], [2 x i16]* %15, i64 0, i64 1
  store i16 %14, i16* %16, align 2
  %17 = bitcast %union.Small* %2 to i8*
  %18 = bitcast %union.Small* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %17, i8* align 4 %18, i64 4, i1 false)
  %19 = getelementptr inbounds %union.Small, %union.Small* %2, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  ret i32 %20
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

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
