; ModuleID = 'tests/differential/src/asm_cpuid_rdtsc.c'
source_filename = "tests/differential/src/asm_cpuid_rdtsc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"GenuineIntel\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"AuthenticAMD\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"max leaf >= 1: %d, vendor plausible: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"sse2 bit: %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"tsc advances: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 16
  %3 = alloca [13 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %9 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0
  call void @cpuid(i32 noundef 0, i32 noundef 0, i32* noundef %9)
  %10 = getelementptr inbounds [13 x i8], [13 x i8]* %3, i64 0, i64 0
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 1
  %12 = bitcast i32* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %10, i8* align 4 %12, i64 4, i1 false)
  %13 = getelementptr inbounds [13 x i8], [13 x i8]* %3, i64 0, i64 0
  %14 = getelementptr inbounds i8, i8* %13, i64 4
  %15 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 3
  %16 = bitcast i32* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %14, i8* align 4 %16, i64 4, i1 false)
  %17 = getelementptr inbounds [13 x i8], [13 x i8]* %3, i64 0, i64 0
  %18 = getelementptr inbounds i8, i8* %17, i64 8
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 2
  %20 = bitcast i32* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %18, i8* align 8 %20, i64 4, i1 false)
  %21 = getelementptr inbounds [13 x i8], [13 x i8]* %3, i64 0, i64 12
  store i8 0, i8* %21, align 1
  %22 = getelementptr inbounds [13 x i8], [13 x i8]* %3, i64 0, i64 0
  %23 = call i32 @strcmp(i8* noundef %22, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0)) #4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %33

25:                                               ; preds = %0
  %26 = getelementptr inbounds [13 x i8], [13 x i8]* %3, i64 0, i64 0
  %27 = call i32 @strcmp(i8* noundef %26, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0)) #4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = getelementptr inbounds [13 x i8], [13 x i8]* %3, i64 0, i64 0
  %31 = call i64 @strlen(i8* noundef %30) #4
  %32 = icmp eq i64 %31, 12
  br label %33

33:                                               ; preds = %29, %25, %0
  %34 = phi i1 [ true, %25 ], [ true, %0 ], [ %32, %29 ]
  %35 = zext i1 %34 to i32
  store i32 %35, i32* %4, align 4
  %36 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0
  %37 = load i32, i32* %36, align 16
  %38 = icmp uge i32 %37, 1
  %39 = zext i1 %38 to i32
  %40 = load i32, i32* %4, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.2, i64 0, i64 0), i32 noundef %39, i32 noundef %40)
  %42 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0
  call void @cpuid(i32 noundef 1, i32 noundef 0, i32* noundef %42)
  %43 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 3
  %44 = load i32, i32* %43, align 4
  %45 = lshr i32 %44, 26
  %46 = and i32 %45, 1
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %46)
  %48 = call i64 @rdtsc()
  store i64 %48, i64* %5, align 8
  store volatile i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %49

49:                                               ; preds = %56, %33
  %50 = load i32, i32* %7, align 4
  %51 = icmp ult i32 %50, 100000
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = load i32, i32* %7, align 4
  %54 = load volatile i32, i32* %6, align 4
  %55 = add i32 %54, %53
  store volatile i32 %55, i32* %6, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, i32* %7, align 4
  %58 = add i32 %57, 1
  store i32 %58, i32* %7, align 4
  br label %49, !llvm.loop !6

59:                                               ; preds = %49
  %60 = call i64 @rdtsc()
  store i64 %60, i64* %8, align 8
  %61 = load i64, i64* %8, align 8
  %62 = load i64, i64* %5, align 8
  %63 = icmp ugt i64 %61, %62
  %64 = zext i1 %63 to i32
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %64)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cpuid(i32 noundef %0, i32 noundef %1, i32* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %2, i32** %6, align 8
  %7 = load i32*, i32** %6, align 8
  %8 = getelementptr inbounds i32, i32* %7, i64 0
  %9 = load i32*, i32** %6, align 8
  %10 = getelementptr inbounds i32, i32* %9, i64 1
  %11 = load i32*, i32** %6, align 8
  %12 = getelementptr inbounds i32, i32* %11, i64 2
  %13 = load i32*, i32** %6, align 8
  %14 = getelementptr inbounds i32, i32* %13, i64 3
  %15 = load i32, i32* %4, align 4
  %16 = load i32, i32* %5, align 4
  %17 = call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %15, i32 %16) #5, !srcloc !8
  %18 = extractvalue { i32, i32, i32, i32 } %17, 0
  %19 = extractvalue { i32, i32, i32, i32 } %17, 1
  %20 = extractvalue { i32, i32, i32, i32 } %17, 2
  %21 = extractvalue { i32, i32, i32, i32 } %17, 3
  store i32 %18, i32* %8, align 4
  store i32 %19, i32* %10, align 4
  store i32 %20, i32* %12, align 4
  store i32 %21, i32* %14, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rdtsc() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !9
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  store i32 %4, i32* %1, align 4
  store i32 %5, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %7, 32
  %9 = load i32, i32* %1, align 4
  %10 = zext i32 %9 to i64
  %11 = or i64 %8, %10
  ret i64 %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }
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
!8 = !{i64 346}
!9 = !{i64 508}
