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
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.vals, i64 20, i1 false)
  store i32 0, ptr %4, align 4
  br label %11

11:                                               ; preds = %26, %0
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %29

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x float], ptr %3, i64 0, i64 %16
  %18 = load float, ptr %17, align 4
  store float %18, ptr %2, align 4
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x float], ptr %3, i64 0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fpext float %22 to double
  %24 = load i32, ptr %2, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %23, i32 noundef %24)
  br label %26

26:                                               ; preds = %14
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %11, !llvm.loop !6

29:                                               ; preds = %11
  store double 0x400921FB54442D18, ptr %5, align 8
  %30 = load i64, ptr %5, align 8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %30)
  store i32 0, ptr %6, align 4
  br label %32

32:                                               ; preds = %42, %29
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %33, 8
  br i1 %34, label %35, label %45

35:                                               ; preds = %32
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %40)
  br label %42

42:                                               ; preds = %35
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %32, !llvm.loop !8

45:                                               ; preds = %32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i64 4613303445314885481, ptr %5, align 8
  %47 = load double, ptr %5, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %47)
  %49 = getelementptr inbounds [4 x %struct.Value], ptr %7, i64 0, i64 0
  %50 = call { i32, i64 } @mkint(i64 noundef -42)
  %51 = getelementptr inbounds { i32, i64 }, ptr %49, i32 0, i32 0
  %52 = extractvalue { i32, i64 } %50, 0
  store i32 %52, ptr %51, align 16
  %53 = getelementptr inbounds { i32, i64 }, ptr %49, i32 0, i32 1
  %54 = extractvalue { i32, i64 } %50, 1
  store i64 %54, ptr %53, align 8
  %55 = getelementptr inbounds %struct.Value, ptr %49, i64 1
  %56 = call { i32, i64 } @mkdbl(double noundef 2.750000e+00)
  %57 = getelementptr inbounds { i32, i64 }, ptr %55, i32 0, i32 0
  %58 = extractvalue { i32, i64 } %56, 0
  store i32 %58, ptr %57, align 16
  %59 = getelementptr inbounds { i32, i64 }, ptr %55, i32 0, i32 1
  %60 = extractvalue { i32, i64 } %56, 1
  store i64 %60, ptr %59, align 8
  %61 = getelementptr inbounds %struct.Value, ptr %55, i64 1
  %62 = call { i32, i64 } @mkstr(ptr noundef @.str.5)
  %63 = getelementptr inbounds { i32, i64 }, ptr %61, i32 0, i32 0
  %64 = extractvalue { i32, i64 } %62, 0
  store i32 %64, ptr %63, align 16
  %65 = getelementptr inbounds { i32, i64 }, ptr %61, i32 0, i32 1
  %66 = extractvalue { i32, i64 } %62, 1
  store i64 %66, ptr %65, align 8
  %67 = getelementptr inbounds %struct.Value, ptr %61, i64 1
  %68 = call { i32, i64 } @mkint(i64 noundef 1099511627776)
  %69 = getelementptr inbounds { i32, i64 }, ptr %67, i32 0, i32 0
  %70 = extractvalue { i32, i64 } %68, 0
  store i32 %70, ptr %69, align 16
  %71 = getelementptr inbounds { i32, i64 }, ptr %67, i32 0, i32 1
  %72 = extractvalue { i32, i64 } %68, 1
  store i64 %72, ptr %71, align 8
  store i32 0, ptr %8, align 4
  br label %73

73:                                               ; preds = %84, %45
  %74 = load i32, ptr %8, align 4
  %75 = icmp slt i32 %74, 4
  br i1 %75, label %76, label %87

76:                                               ; preds = %73
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x %struct.Value], ptr %7, i64 0, i64 %78
  %80 = getelementptr inbounds { i32, i64 }, ptr %79, i32 0, i32 0
  %81 = load i32, ptr %80, align 16
  %82 = getelementptr inbounds { i32, i64 }, ptr %79, i32 0, i32 1
  %83 = load i64, ptr %82, align 8
  call void @show(i32 %81, i64 %83)
  br label %84

84:                                               ; preds = %76
  %85 = load i32, ptr %8, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %8, align 4
  br label %73, !llvm.loop !9

87:                                               ; preds = %73
  store i32 305419896, ptr %9, align 4
  %88 = getelementptr inbounds %union.Small, ptr %9, i32 0, i32 0
  %89 = load i32, ptr %88, align 4
  %90 = call i32 @swap_halves(i32 %89)
  %91 = getelementptr inbounds %union.Small, ptr %10, i32 0, i32 0
  store i32 %90, ptr %91, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %10, i64 4, i1 false)
  %92 = load i32, ptr %9, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %92)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef 8, i64 noundef 16, i64 noundef 4)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkint(i64 noundef %0) #0 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Value, ptr %2, i32 0, i32 0
  store i32 0, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Value, ptr %2, i32 0, i32 1
  store i64 %5, ptr %6, align 8
  %7 = load { i32, i64 }, ptr %2, align 8
  ret { i32, i64 } %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkdbl(double noundef %0) #0 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Value, ptr %2, i32 0, i32 0
  store i32 1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Value, ptr %2, i32 0, i32 1
  store double %5, ptr %6, align 8
  %7 = load { i32, i64 }, ptr %2, align 8
  ret { i32, i64 } %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkstr(ptr noundef %0) #0 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Value, ptr %2, i32 0, i32 0
  store i32 2, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Value, ptr %2, i32 0, i32 1
  store ptr %5, ptr %6, align 8
  %7 = load { i32, i64 }, ptr %2, align 8
  ret { i32, i64 } %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i32 %0, i64 %1) #0 {
  %3 = alloca %struct.Value, align 8
  %4 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Value, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  switch i32 %7, label %23 [
    i32 0, label %8
    i32 1, label %12
    i32 2, label %16
  ]

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Value, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %10)
  br label %23

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Value, ptr %3, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %14)
  br label %23

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.Value, ptr %3, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Value, ptr %3, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = call i64 @strlen(ptr noundef %20) #4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %18, i64 noundef %21)
  br label %23

23:                                               ; preds = %2, %16, %12, %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @swap_halves(i32 %0) #0 {
  %2 = alloca %union.Small, align 4
  %3 = alloca %union.Small, align 4
  %4 = alloca i16, align 2
  %5 = getelementptr inbounds %union.Small, ptr %3, i32 0, i32 0
  store i32 %0, ptr %5, align 4
  %6 = getelementptr inbounds [2 x i16], ptr %3, i64 0, i64 0
  %7 = load i16, ptr %6, align 4
  store i16 %7, ptr %4, align 2
  %8 = getelementptr inbounds [2 x i16], ptr %3, i64 0, i64 1
  %9 = load i16, ptr %8, align 2
  %10 = getelementptr inbounds [2 x i16], ptr %3, i64 0, i64 0
  store i16 %9, ptr %10, align 4
  %11 = load i16, ptr %4, align 2
  %12 = getelementptr inbounds [2 x i16], ptr %3, i64 0, i64 1
  store i16 %11, ptr %12, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %13 = getelementptr inbounds %union.Small, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  ret i32 %14
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

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
