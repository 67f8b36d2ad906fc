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
  store i32 0, i32* %1, align 4
  %4 = bitcast [6 x x86_fp80]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %4, i8 0, i64 96, i1 false)
  %5 = bitcast i8* %4 to [6 x x86_fp80]*
  %6 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %5, i32 0, i32 1
  store x86_fp80 0xK3FFFE000000000000000, x86_fp80* %6, align 16
  %7 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %5, i32 0, i32 2
  store x86_fp80 0xKBFFFE000000000000000, x86_fp80* %7, align 16
  %8 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %5, i32 0, i32 3
  store x86_fp80 0xK4005C900000000000000, x86_fp80* %8, align 16
  %9 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %5, i32 0, i32 4
  store x86_fp80 0xKC005FFCCCCCCCCCCCCCD, x86_fp80* %9, align 16
  %10 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %5, i32 0, i32 5
  store x86_fp80 0xK4005FFCCCCCCCCCCCCCD, x86_fp80* %10, align 16
  store i32 0, i32* %3, align 4
  br label %11

11:                                               ; preds = %52, %0
  %12 = load i32, i32* %3, align 4
  %13 = icmp slt i32 %12, 6
  br i1 %13, label %14, label %55

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %2, i64 0, i64 %16
  %18 = load x86_fp80, x86_fp80* %17, align 16
  %19 = load i32, i32* %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %2, i64 0, i64 %20
  %22 = load x86_fp80, x86_fp80* %21, align 16
  %23 = call signext i8 @to_i8(x86_fp80 noundef %22)
  %24 = sext i8 %23 to i32
  %25 = load i32, i32* %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %2, i64 0, i64 %26
  %28 = load x86_fp80, x86_fp80* %27, align 16
  %29 = fcmp olt x86_fp80 %28, 0xK00000000000000000000
  br i1 %29, label %30, label %36

30:                                               ; preds = %14
  %31 = load i32, i32* %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %2, i64 0, i64 %32
  %34 = load x86_fp80, x86_fp80* %33, align 16
  %35 = fneg x86_fp80 %34
  br label %41

36:                                               ; preds = %14
  %37 = load i32, i32* %3, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %2, i64 0, i64 %38
  %40 = load x86_fp80, x86_fp80* %39, align 16
  br label %41

41:                                               ; preds = %36, %30
  %42 = phi x86_fp80 [ %35, %30 ], [ %40, %36 ]
  %43 = call zeroext i16 @to_u16(x86_fp80 noundef %42)
  %44 = zext i16 %43 to i32
  %45 = load i32, i32* %3, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [6 x x86_fp80], [6 x x86_fp80]* %2, i64 0, i64 %46
  %48 = load x86_fp80, x86_fp80* %47, align 16
  %49 = fmul x86_fp80 %48, 0xK4012F424000000000000
  %50 = call i32 @to_i32(x86_fp80 noundef %49)
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef %18, i32 noundef %24, i32 noundef %44, i32 noundef %50)
  br label %52

52:                                               ; preds = %41
  %53 = load i32, i32* %3, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %3, align 4
  br label %11, !llvm.loop !6

55:                                               ; preds = %11
  %56 = call i32 @to_u32(x86_fp80 noundef 0xK401EFFFFFFFF00000000)
  %57 = call i32 @to_u32(x86_fp80 noundef 0xK401EB2D05E0080000000)
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56, i32 noundef %57)
  %59 = call x86_fp80 @from_i8(i8 noundef signext -128)
  %60 = call x86_fp80 @from_u32(i32 noundef -1)
  %61 = call x86_fp80 @from_f(float noundef 0x3FB99999A0000000)
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), x86_fp80 noundef %59, x86_fp80 noundef %60, x86_fp80 noundef %61)
  %63 = call float @to_f(x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB)
  %64 = fpext float %63 to double
  %65 = call float @to_f(x86_fp80 noundef 0xK3F7A8B61313BBABCE2C6)
  %66 = fpext float %65 to double
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), double noundef %64, double noundef %66)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @to_i8(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptosi x86_fp80 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @to_u16(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptoui x86_fp80 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_i32(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptosi x86_fp80 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptoui x86_fp80 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_i8(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = sitofp i8 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_u32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = uitofp i32 %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fpext float %3 to x86_fp80
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @to_f(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  %3 = load x86_fp80, x86_fp80* %2, align 16
  %4 = fptrunc x86_fp80 %3 to float
  ret float %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
