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
  store i32 0, ptr %1, align 4
  %9 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 0
  call void @cpuid(i32 noundef 0, i32 noundef 0, ptr noundef %9)
  %10 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %11 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 4 %11, i64 4, i1 false)
  %12 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds i8, ptr %12, i64 4
  %14 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 4 %14, i64 4, i1 false)
  %15 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %16, ptr align 8 %17, i64 4, i1 false)
  %18 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 12
  store i8 0, ptr %18, align 1
  %19 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %20 = call i32 @strcmp(ptr noundef %19, ptr noundef @.str) #4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %30

22:                                               ; preds = %0
  %23 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %24 = call i32 @strcmp(ptr noundef %23, ptr noundef @.str.1) #4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %22
  %27 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %28 = call i64 @strlen(ptr noundef %27) #4
  %29 = icmp eq i64 %28, 12
  br label %30

30:                                               ; preds = %26, %22, %0
  %31 = phi i1 [ true, %22 ], [ true, %0 ], [ %29, %26 ]
  %32 = zext i1 %31 to i32
  store i32 %32, ptr %4, align 4
  %33 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 0
  %34 = load i32, ptr %33, align 16
  %35 = icmp uge i32 %34, 1
  %36 = zext i1 %35 to i32
  %37 = load i32, ptr %4, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %36, i32 noundef %37)
  %39 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 0
  call void @cpuid(i32 noundef 1, i32 noundef 0, ptr noundef %39)
  %40 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 3
  %41 = load i32, ptr %40, align 4
  %42 = lshr i32 %41, 26
  %43 = and i32 %42, 1
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %43)
  %45 = call i64 @rdtsc()
  store i64 %45, ptr %5, align 8
  store volatile i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %46

46:                                               ; preds = %53, %30
  %47 = load i32, ptr %7, align 4
  %48 = icmp ult i32 %47, 100000
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4
  %51 = load volatile i32, ptr %6, align 4
  %52 = add i32 %51, %50
  store volatile i32 %52, ptr %6, align 4
  br label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %7, align 4
  %55 = add i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %46, !llvm.loop !6

56:                                               ; preds = %46
  %57 = call i64 @rdtsc()
  store i64 %57, ptr %8, align 8
  %58 = load i64, ptr %8, align 8
  %59 = load i64, ptr %5, align 8
  %60 = icmp ugt i64 %58, %59
  %61 = zext i1 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %61)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cpuid(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i32, ptr %7, i64 0
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds i32, ptr %9, i64 1
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds i32, ptr %11, i64 2
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds i32, ptr %13, i64 3
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr %5, align 4
  %17 = call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %15, i32 %16) #5, !srcloc !8
  %18 = extractvalue { i32, i32, i32, i32 } %17, 0
  %19 = extractvalue { i32, i32, i32, i32 } %17, 1
  %20 = extractvalue { i32, i32, i32, i32 } %17, 2
  %21 = extractvalue { i32, i32, i32, i32 } %17, 3
  store i32 %18, ptr %8, align 4
  store i32 %19, ptr %10, align 4
  store i32 %20, ptr %12, align 4
  store i32 %21, ptr %14, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rdtsc() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !9
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  store i32 %4, ptr %1, align 4
  store i32 %5, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %7, 32
  %9 = load i32, ptr %1, align 4
  %10 = zext i32 %9 to i64
  %11 = or i64 %8, %10
  ret i64 %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }
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
!8 = !{i64 346}
!9 = !{i64 508}
