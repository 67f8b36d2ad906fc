; ModuleID = 'tests/differential/src/long_double_math.c'
source_filename = "tests/differential/src/long_double_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LD = type { x86_fp80, i32, [12 x i8] }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
  store i32 0, i32* %1, align 4
  %7 = bitcast [5 x x86_fp80]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %7, i8 0, i64 80, i1 false)
  %8 = bitcast i8* %7 to [5 x x86_fp80]*
  %9 = getelementptr inbounds [5 x x86_fp80], [5 x x86_fp80]* %8, i32 0, i32 0
  store x86_fp80 0xK40008000000000000000, x86_fp80* %9, align 16
  %10 = getelementptr inbounds [5 x x86_fp80], [5 x x86_fp80]* %8, i32 0, i32 1
  store x86_fp80 0xK3FFE8000000000000000, x86_fp80* %10, align 16
  %11 = getelementptr inbounds [5 x x86_fp80], [5 x x86_fp80]* %8, i32 0, i32 2
  store x86_fp80 0xKC001E800000000000000, x86_fp80* %11, align 16
  %12 = getelementptr inbounds [5 x x86_fp80], [5 x x86_fp80]* %8, i32 0, i32 3
  store x86_fp80 0xK414B924D692CA61BE758, x86_fp80* %12, align 16
  %13 = getelementptr inbounds [5 x x86_fp80], [5 x x86_fp80]* %8, i32 0, i32 4
  store x86_fp80 0xK4000FFFFFFFFFFFFFFFB, x86_fp80* %13, align 16
  store i32 0, i32* %3, align 4
  br label %14

14:                                               ; preds = %35, %0
  %15 = load i32, i32* %3, align 4
  %16 = icmp slt i32 %15, 5
  br i1 %16, label %17, label %38

17:                                               ; preds = %14
  %18 = load i32, i32* %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x x86_fp80], [5 x x86_fp80]* %2, i64 0, i64 %19
  %21 = load x86_fp80, x86_fp80* %20, align 16
  store x86_fp80 %21, x86_fp80* %4, align 16
  %22 = load x86_fp80, x86_fp80* %4, align 16
  %23 = load x86_fp80, x86_fp80* %4, align 16
  %24 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %23)
  %25 = call x86_fp80 @sqrtl(x86_fp80 noundef %24) #7
  %26 = load x86_fp80, x86_fp80* %4, align 16
  %27 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %26)
  %28 = load x86_fp80, x86_fp80* %4, align 16
  %29 = call x86_fp80 @llvm.floor.f80(x86_fp80 %28)
  %30 = load x86_fp80, x86_fp80* %4, align 16
  %31 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %30)
  %32 = load x86_fp80, x86_fp80* %4, align 16
  %33 = call x86_fp80 @llvm.trunc.f80(x86_fp80 %32)
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef %22, x86_fp80 noundef %25, x86_fp80 noundef %27, x86_fp80 noundef %29, x86_fp80 noundef %31, x86_fp80 noundef %33)
  br label %35

35:                                               ; preds = %17
  %36 = load i32, i32* %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %3, align 4
  br label %14, !llvm.loop !6

38:                                               ; preds = %14
  %39 = call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000D000000000000000) #7
  %40 = call x86_fp80 @powl(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xK3FFE8000000000000000) #7
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), x86_fp80 noundef %39, x86_fp80 noundef %40)
  %42 = call x86_fp80 (i32, ...) @ld_sum(i32 noundef 5, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FF8A3D70A3D70A3D70A, x86_fp80 noundef 0xK3FF583126E978D4FDF3B, x86_fp80 noundef 0xK3FF1D1B71758E219652C)
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), x86_fp80 noundef %42)
  %44 = getelementptr inbounds %struct.LD, %struct.LD* %6, i32 0, i32 0
  store x86_fp80 0xK3FFFC000000000000000, x86_fp80* %44, align 16
  %45 = getelementptr inbounds %struct.LD, %struct.LD* %6, i32 0, i32 1
  store i32 3, i32* %45, align 16
  call void @ld_struct(%struct.LD* sret(%struct.LD) align 16 %5, %struct.LD* noundef byval(%struct.LD) align 16 %6)
  %46 = getelementptr inbounds %struct.LD, %struct.LD* %5, i32 0, i32 0
  %47 = load x86_fp80, x86_fp80* %46, align 16
  %48 = getelementptr inbounds %struct.LD, %struct.LD* %5, i32 0, i32 1
  %49 = load i32, i32* %48, align 16
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), x86_fp80 noundef %47, i32 noundef %49)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.floor.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
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
  store i32 %0, i32* %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store x86_fp80 0xK00000000000000000000, x86_fp80* %4, align 16
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %25, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %15 = load i8*, i8** %14, align 8
  %16 = ptrtoint i8* %15 to i64
  %17 = add i64 %16, 15
  %18 = and i64 %17, -16
  %19 = inttoptr i64 %18 to i8*
  %20 = bitcast i8* %19 to x86_fp80*
  %21 = getelementptr i8, i8* %19, i32 16
  store i8* %21, i8** %14, align 8
  %22 = load x86_fp80, x86_fp80* %20, align 16
  %23 = load x86_fp80, x86_fp80* %4, align 16
  %24 = fadd x86_fp80 %23, %22
  store x86_fp80 %24, x86_fp80* %4, align 16
  br label %25

25:                                               ; preds = %12
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %5, align 4
  br label %8, !llvm.loop !8

28:                                               ; preds = %8
  %29 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %30 = bitcast %struct.__va_list_tag* %29 to i8*
  call void @llvm.va_end(i8* %30)
  %31 = load x86_fp80, x86_fp80* %4, align 16
  ret x86_fp80 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_struct(%struct.LD* noalias sret(%struct.LD) align 16 %0, %struct.LD* noundef byval(%struct.LD) align 16 %1) #0 {
  %3 = getelementptr inbounds %struct.LD, %struct.LD* %1, i32 0, i32 0
  %4 = load x86_fp80, x86_fp80* %3, align 16
  %5 = getelementptr inbounds %struct.LD, %struct.LD* %1, i32 0, i32 1
  %6 = load i32, i32* %5, align 16
  %7 = sitofp i32 %6 to x86_fp80
  %8 = fmul x86_fp80 %4, %7
  %9 = getelementptr inbounds %struct.LD, %struct.LD* %1, i32 0, i32 0
  store x86_fp80 %8, x86_fp80* %9, align 16
  %10 = getelementptr inbounds %struct.LD, %struct.LD* %1, i32 0, i32 1
  %11 = load i32, i32* %10, align 16
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %10, align 16
  %13 = bitcast %struct.LD* %0 to i8*
  %14 = bitcast %struct.LD* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %13, i8* align 16 %14, i64 32, i1 false)
  ret void
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { nounwind }

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
