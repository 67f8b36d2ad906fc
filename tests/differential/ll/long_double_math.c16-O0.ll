; ModuleID = 'tests/differential/src/long_double_math.c'
source_filename = "tests/differential/src/long_double_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LD = type { x86_fp80, i32, [12 x i8] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [61 x i8] c"%Lg: sqrtl %.15Lg fabsl %Lg floorl %Lg ceill %Lg truncl %Lg\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"fmodl %.10Lf powl %.15Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"ld_sum %.12Lf\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"ld_struct %.3Lf %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x x86_fp80], align 16
  %3 = alloca i32, align 4
  %4 = alloca x86_fp80, align 16
  %5 = alloca %struct.LD, align 16
  %6 = alloca %struct.LD, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 80, i1 false)
  %7 = getelementptr inbounds [5 x x86_fp80], ptr %2, i32 0, i32 0
  store x86_fp80 0xK40008000000000000000, ptr %7, align 16
  %8 = getelementptr inbounds [5 x x86_fp80], ptr %2, i32 0, i32 1
  store x86_fp80 0xK3FFE8000000000000000, ptr %8, align 16
  %9 = getelementptr inbounds [5 x x86_fp80], ptr %2, i32 0, i32 2
  store x86_fp80 0xKC001E800000000000000, ptr %9, align 16
  %10 = getelementptr inbounds [5 x x86_fp80], ptr %2, i32 0, i32 3
  store x86_fp80 0xK414B924D692CA61BE758, ptr %10, align 16
  %11 = getelementptr inbounds [5 x x86_fp80], ptr %2, i32 0, i32 4
  store x86_fp80 0xK4000FFFFFFFFFFFFFFFB, ptr %11, align 16
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %33, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 5
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x x86_fp80], ptr %2, i64 0, i64 %17
  %19 = load x86_fp80, ptr %18, align 16
  store x86_fp80 %19, ptr %4, align 16
  %20 = load x86_fp80, ptr %4, align 16
  %21 = load x86_fp80, ptr %4, align 16
  %22 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %21)
  %23 = call x86_fp80 @sqrtl(x86_fp80 noundef %22) #7
  %24 = load x86_fp80, ptr %4, align 16
  %25 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %24)
  %26 = load x86_fp80, ptr %4, align 16
  %27 = call x86_fp80 @llvm.floor.f80(x86_fp80 %26)
  %28 = load x86_fp80, ptr %4, align 16
  %29 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %28)
  %30 = load x86_fp80, ptr %4, align 16
  %31 = call x86_fp80 @llvm.trunc.f80(x86_fp80 %30)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %20, x86_fp80 noundef %23, x86_fp80 noundef %25, x86_fp80 noundef %27, x86_fp80 noundef %29, x86_fp80 noundef %31)
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %12, !llvm.loop !6

36:                                               ; preds = %12
  %37 = call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000D000000000000000) #7
  %38 = call x86_fp80 @powl(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xK3FFE8000000000000000) #7
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %37, x86_fp80 noundef %38)
  %40 = call x86_fp80 (i32, ...) @ld_sum(i32 noundef 5, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FF8A3D70A3D70A3D70A, x86_fp80 noundef 0xK3FF583126E978D4FDF3B, x86_fp80 noundef 0xK3FF1D1B71758E219652C)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %40)
  %42 = getelementptr inbounds %struct.LD, ptr %6, i32 0, i32 0
  store x86_fp80 0xK3FFFC000000000000000, ptr %42, align 16
  %43 = getelementptr inbounds %struct.LD, ptr %6, i32 0, i32 1
  store i32 3, ptr %43, align 16
  call void @ld_struct(ptr sret(%struct.LD) align 16 %5, ptr noundef byval(%struct.LD) align 16 %6)
  %44 = getelementptr inbounds %struct.LD, ptr %5, i32 0, i32 0
  %45 = load x86_fp80, ptr %44, align 16
  %46 = getelementptr inbounds %struct.LD, ptr %5, i32 0, i32 1
  %47 = load i32, ptr %46, align 16
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %45, i32 noundef %47)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #4

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nounwind
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_sum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %23, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = ptrtoint ptr %14 to i64
  %16 = add i64 %15, 15
  %17 = and i64 %16, -16
  %18 = inttoptr i64 %17 to ptr
  %19 = getelementptr i8, ptr %18, i32 16
  store ptr %19, ptr %13, align 8
  %20 = load x86_fp80, ptr %18, align 16
  %21 = load x86_fp80, ptr %4, align 16
  %22 = fadd x86_fp80 %21, %20
  store x86_fp80 %22, ptr %4, align 16
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %7, !llvm.loop !8

26:                                               ; preds = %7
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %27)
  %28 = load x86_fp80, ptr %4, align 16
  ret x86_fp80 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_struct(ptr noalias sret(%struct.LD) align 16 %0, ptr noundef byval(%struct.LD) align 16 %1) #0 {
  %3 = getelementptr inbounds %struct.LD, ptr %1, i32 0, i32 0
  %4 = load x86_fp80, ptr %3, align 16
  %5 = getelementptr inbounds %struct.LD, ptr %1, i32 0, i32 1
  %6 = load i32, ptr %5, align 16
  %7 = sitofp i32 %6 to x86_fp80
  %8 = fmul x86_fp80 %4, %7
  %9 = getelementptr inbounds %struct.LD, ptr %1, i32 0, i32 0
  store x86_fp80 %8, ptr %9, align 16
  %10 = getelementptr inbounds %struct.LD, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 16
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %10, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

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
