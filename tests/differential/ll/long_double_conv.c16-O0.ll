; ModuleID = 'tests/differential/src/long_double_conv.c'
source_filename = "tests/differential/src/long_double_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"%Lg: i8 %d u16 %u i32 %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"u32 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"from %Lg %Lg %Lg\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"to_f %.9g %.9g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x x86_fp80], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 96, i1 false)
  %4 = getelementptr inbounds [6 x x86_fp80], ptr %2, i32 0, i32 1
  store x86_fp80 0xK3FFFE000000000000000, ptr %4, align 16
  %5 = getelementptr inbounds [6 x x86_fp80], ptr %2, i32 0, i32 2
  store x86_fp80 0xKBFFFE000000000000000, ptr %5, align 16
  %6 = getelementptr inbounds [6 x x86_fp80], ptr %2, i32 0, i32 3
  store x86_fp80 0xK4005C900000000000000, ptr %6, align 16
  %7 = getelementptr inbounds [6 x x86_fp80], ptr %2, i32 0, i32 4
  store x86_fp80 0xKC005FFCCCCCCCCCCCCCD, ptr %7, align 16
  %8 = getelementptr inbounds [6 x x86_fp80], ptr %2, i32 0, i32 5
  store x86_fp80 0xK4005FFCCCCCCCCCCCCCD, ptr %8, align 16
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %50, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %53

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x x86_fp80], ptr %2, i64 0, i64 %14
  %16 = load x86_fp80, ptr %15, align 16
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [6 x x86_fp80], ptr %2, i64 0, i64 %18
  %20 = load x86_fp80, ptr %19, align 16
  %21 = call signext i8 @to_i8(x86_fp80 noundef %20)
  %22 = sext i8 %21 to i32
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [6 x x86_fp80], ptr %2, i64 0, i64 %24
  %26 = load x86_fp80, ptr %25, align 16
  %27 = fcmp olt x86_fp80 %26, 0xK00000000000000000000
  br i1 %27, label %28, label %34

28:                                               ; preds = %12
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [6 x x86_fp80], ptr %2, i64 0, i64 %30
  %32 = load x86_fp80, ptr %31, align 16
  %33 = fneg x86_fp80 %32
  br label %39

34:                                               ; preds = %12
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [6 x x86_fp80], ptr %2, i64 0, i64 %36
  %38 = load x86_fp80, ptr %37, align 16
  br label %39

39:                                               ; preds = %34, %28
  %40 = phi x86_fp80 [ %33, %28 ], [ %38, %34 ]
  %41 = call zeroext i16 @to_u16(x86_fp80 noundef %40)
  %42 = zext i16 %41 to i32
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [6 x x86_fp80], ptr %2, i64 0, i64 %44
  %46 = load x86_fp80, ptr %45, align 16
  %47 = fmul x86_fp80 %46, 0xK4012F424000000000000
  %48 = call i32 @to_i32(x86_fp80 noundef %47)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %16, i32 noundef %22, i32 noundef %42, i32 noundef %48)
  br label %50

50:                                               ; preds = %39
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %9, !llvm.loop !6

53:                                               ; preds = %9
  %54 = call i32 @to_u32(x86_fp80 noundef 0xK401EFFFFFFFF00000000)
  %55 = call i32 @to_u32(x86_fp80 noundef 0xK401EB2D05E0080000000)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %54, i32 noundef %55)
  %57 = call x86_fp80 @from_i8(i8 noundef signext -128)
  %58 = call x86_fp80 @from_u32(i32 noundef -1)
  %59 = call x86_fp80 @from_f(float noundef 0x3FB99999A0000000)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %57, x86_fp80 noundef %58, x86_fp80 noundef %59)
  %61 = call float @to_f(x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB)
  %62 = fpext float %61 to double
  %63 = call float @to_f(x86_fp80 noundef 0xK3F7A8B61313BBABCE2C6)
  %64 = fpext float %63 to double
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %62, double noundef %64)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @to_i8(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptosi x86_fp80 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @to_u16(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptoui x86_fp80 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_i32(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptosi x86_fp80 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptoui x86_fp80 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_i8(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_u32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @to_f(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fptrunc x86_fp80 %3 to float
  ret float %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
