; ModuleID = 'tests/differential/src/bitfields.c'
source_filename = "tests/differential/src/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Flags = type { i64 }
%struct.Packed = type { i8 }
%struct.Date = type { i32 }

@.str = private unnamed_addr constant [38 x i8] c"k=%d a=%u b=%u c=%d d=%u e=%lu f=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"packed lo=%u hi=%u size=%zu\0A\00", align 1
@__const.main.d = private unnamed_addr constant { i8, i8, i8, i8 } { i8 89, i8 -96, i8 15, i8 0 }, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"%04d-%02u-%02u\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"%d-%u-%u size=%zu\0A\00", align 1
@next_day.mdays = internal constant [12 x i8] c"\1F\1C\1F\1E\1F\1E\1F\1F\1E\1F\1E\1F", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Packed, align 1
  %5 = alloca i32, align 4
  %6 = alloca %struct.Date, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Date, align 4
  %9 = alloca %struct.Date, align 4
  %10 = alloca %struct.Date, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %38, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 40
  br i1 %13, label %14, label %41

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  call void @fill(ptr noundef %2, i32 noundef %15)
  %16 = load i32, ptr %3, align 4
  %17 = load i64, ptr %2, align 8
  %18 = and i64 %17, 1
  %19 = trunc i64 %18 to i32
  %20 = load i64, ptr %2, align 8
  %21 = lshr i64 %20, 1
  %22 = and i64 %21, 7
  %23 = trunc i64 %22 to i32
  %24 = load i64, ptr %2, align 8
  %25 = shl i64 %24, 55
  %26 = ashr i64 %25, 59
  %27 = trunc i64 %26 to i32
  %28 = load i64, ptr %2, align 8
  %29 = lshr i64 %28, 9
  %30 = and i64 %29, 127
  %31 = trunc i64 %30 to i32
  %32 = load i64, ptr %2, align 8
  %33 = lshr i64 %32, 16
  %34 = and i64 %33, 8589934591
  %35 = load i64, ptr %2, align 8
  %36 = ashr i64 %35, 49
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16, i32 noundef %19, i32 noundef %23, i32 noundef %27, i32 noundef %31, i64 noundef %34, i64 noundef %36)
  br label %38

38:                                               ; preds = %14
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 7
  store i32 %40, ptr %3, align 4
  br label %11, !llvm.loop !6

41:                                               ; preds = %11
  call void @llvm.memset.p0.i64(ptr align 1 %4, i8 0, i64 1, i1 false)
  store i32 0, ptr %5, align 4
  br label %42

42:                                               ; preds = %66, %41
  %43 = load i32, ptr %5, align 4
  %44 = icmp slt i32 %43, 20
  br i1 %44, label %45, label %69

45:                                               ; preds = %42
  %46 = load i8, ptr %4, align 1
  %47 = and i8 %46, 15
  %48 = zext i8 %47 to i32
  %49 = add nsw i32 %48, 3
  %50 = trunc i32 %49 to i8
  %51 = load i8, ptr %4, align 1
  %52 = and i8 %50, 15
  %53 = and i8 %51, -16
  %54 = or i8 %53, %52
  store i8 %54, ptr %4, align 1
  %55 = load i32, ptr %5, align 4
  %56 = load i8, ptr %4, align 1
  %57 = lshr i8 %56, 4
  %58 = zext i8 %57 to i32
  %59 = xor i32 %58, %55
  %60 = trunc i32 %59 to i8
  %61 = load i8, ptr %4, align 1
  %62 = and i8 %60, 15
  %63 = shl i8 %62, 4
  %64 = and i8 %61, 15
  %65 = or i8 %64, %63
  store i8 %65, ptr %4, align 1
  br label %66

66:                                               ; preds = %45
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %42, !llvm.loop !8

69:                                               ; preds = %42
  %70 = load i8, ptr %4, align 1
  %71 = and i8 %70, 15
  %72 = zext i8 %71 to i32
  %73 = load i8, ptr %4, align 1
  %74 = lshr i8 %73, 4
  %75 = zext i8 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %72, i32 noundef %75, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.d, i64 4, i1 false)
  store i32 0, ptr %7, align 4
  br label %77

77:                                               ; preds = %93, %69
  %78 = load i32, ptr %7, align 4
  %79 = icmp slt i32 %78, 8
  br i1 %79, label %80, label %96

80:                                               ; preds = %77
  %81 = getelementptr inbounds %struct.Date, ptr %6, i32 0, i32 0
  %82 = load i32, ptr %81, align 4
  %83 = call i32 @next_day(i32 %82)
  %84 = getelementptr inbounds %struct.Date, ptr %8, i32 0, i32 0
  store i32 %83, ptr %84, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %8, i64 4, i1 false)
  %85 = load i32, ptr %6, align 4
  %86 = ashr i32 %85, 9
  %87 = load i32, ptr %6, align 4
  %88 = lshr i32 %87, 5
  %89 = and i32 %88, 15
  %90 = load i32, ptr %6, align 4
  %91 = and i32 %90, 31
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %86, i32 noundef %89, i32 noundef %91)
  br label %93

93:                                               ; preds = %80
  %94 = load i32, ptr %7, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %7, align 4
  br label %77, !llvm.loop !9

96:                                               ; preds = %77
  %97 = load i32, ptr %6, align 4
  %98 = and i32 %97, -32
  %99 = or i32 %98, 30
  store i32 %99, ptr %6, align 4
  %100 = load i32, ptr %6, align 4
  %101 = and i32 %100, -481
  %102 = or i32 %101, 384
  store i32 %102, ptr %6, align 4
  %103 = load i32, ptr %6, align 4
  %104 = and i32 %103, 511
  %105 = or i32 %104, -512
  store i32 %105, ptr %6, align 4
  %106 = getelementptr inbounds %struct.Date, ptr %6, i32 0, i32 0
  %107 = load i32, ptr %106, align 4
  %108 = call i32 @next_day(i32 %107)
  %109 = getelementptr inbounds %struct.Date, ptr %10, i32 0, i32 0
  store i32 %108, ptr %109, align 4
  %110 = getelementptr inbounds %struct.Date, ptr %10, i32 0, i32 0
  %111 = load i32, ptr %110, align 4
  %112 = call i32 @next_day(i32 %111)
  %113 = getelementptr inbounds %struct.Date, ptr %9, i32 0, i32 0
  store i32 %112, ptr %113, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %9, i64 4, i1 false)
  %114 = load i32, ptr %6, align 4
  %115 = ashr i32 %114, 9
  %116 = load i32, ptr %6, align 4
  %117 = lshr i32 %116, 5
  %118 = and i32 %117, 15
  %119 = load i32, ptr %6, align 4
  %120 = and i32 %119, 31
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %115, i32 noundef %118, i32 noundef %120, i64 noundef 4)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = zext i32 %5 to i64
  %8 = load i64, ptr %6, align 8
  %9 = and i64 %7, 1
  %10 = and i64 %8, -2
  %11 = or i64 %10, %9
  store i64 %11, ptr %6, align 8
  %12 = trunc i64 %9 to i32
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  %15 = load ptr, ptr %3, align 8
  %16 = zext i32 %14 to i64
  %17 = load i64, ptr %15, align 8
  %18 = and i64 %16, 7
  %19 = shl i64 %18, 1
  %20 = and i64 %17, -15
  %21 = or i64 %20, %19
  store i64 %21, ptr %15, align 8
  %22 = trunc i64 %18 to i32
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 %23, 20
  %25 = load ptr, ptr %3, align 8
  %26 = zext i32 %24 to i64
  %27 = load i64, ptr %25, align 8
  %28 = and i64 %26, 31
  %29 = shl i64 %28, 4
  %30 = and i64 %27, -497
  %31 = or i64 %30, %29
  store i64 %31, ptr %25, align 8
  %32 = shl i64 %28, 59
  %33 = ashr i64 %32, 59
  %34 = trunc i64 %33 to i32
  %35 = load i32, ptr %4, align 4
  %36 = mul nsw i32 %35, 11
  %37 = load ptr, ptr %3, align 8
  %38 = zext i32 %36 to i64
  %39 = load i64, ptr %37, align 8
  %40 = and i64 %38, 127
  %41 = shl i64 %40, 9
  %42 = and i64 %39, -65025
  %43 = or i64 %42, %41
  store i64 %43, ptr %37, align 8
  %44 = trunc i64 %40 to i32
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, 123456789
  %48 = load ptr, ptr %3, align 8
  %49 = load i64, ptr %48, align 8
  %50 = and i64 %47, 8589934591
  %51 = shl i64 %50, 16
  %52 = and i64 %49, -562949953355777
  %53 = or i64 %52, %51
  store i64 %53, ptr %48, align 8
  %54 = load i32, ptr %4, align 4
  %55 = sub nsw i32 0, %54
  %56 = mul nsw i32 %55, 500
  %57 = sext i32 %56 to i64
  %58 = load ptr, ptr %3, align 8
  %59 = load i64, ptr %58, align 8
  %60 = and i64 %57, 32767
  %61 = shl i64 %60, 49
  %62 = and i64 %59, 562949953421311
  %63 = or i64 %62, %61
  store i64 %63, ptr %58, align 8
  %64 = shl i64 %60, 49
  %65 = ashr i64 %64, 49
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_day(i32 %0) #0 {
  %2 = alloca %struct.Date, align 4
  %3 = alloca %struct.Date, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.Date, ptr %3, i32 0, i32 0
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %3, align 4
  %7 = lshr i32 %6, 5
  %8 = and i32 %7, 15
  %9 = sub nsw i32 %8, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [12 x i8], ptr @next_day.mdays, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  store i32 %13, ptr %4, align 4
  %14 = load i32, ptr %3, align 4
  %15 = lshr i32 %14, 5
  %16 = and i32 %15, 15
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %34

18:                                               ; preds = %1
  %19 = load i32, ptr %3, align 4
  %20 = ashr i32 %19, 9
  %21 = srem i32 %20, 4
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %18
  %24 = load i32, ptr %3, align 4
  %25 = ashr i32 %24, 9
  %26 = srem i32 %25, 100
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %23, %18
  %29 = load i32, ptr %3, align 4
  %30 = ashr i32 %29, 9
  %31 = srem i32 %30, 400
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %28, %23
  store i32 29, ptr %4, align 4
  br label %34

34:                                               ; preds = %33, %28, %1
  %35 = load i32, ptr %3, align 4
  %36 = and i32 %35, 31
  %37 = add i32 %36, 1
  %38 = load i32, ptr %3, align 4
  %39 = and i32 %37, 31
  %40 = and i32 %38, -32
  %41 = or i32 %40, %39
  store i32 %41, ptr %3, align 4
  %42 = load i32, ptr %4, align 4
  %43 = icmp ugt i32 %39, %42
  br i1 %43, label %44, label %73

44:                                               ; preds = %34
  %45 = load i32, ptr %3, align 4
  %46 = and i32 %45, -32
  %47 = or i32 %46, 1
  store i32 %47, ptr %3, align 4
  %48 = load i32, ptr %3, align 4
  %49 = lshr i32 %48, 5
  %50 = and i32 %49, 15
  %51 = add i32 %50, 1
  %52 = load i32, ptr %3, align 4
  %53 = and i32 %51, 15
  %54 = shl i32 %53, 5
  %55 = and i32 %52, -481
  %56 = or i32 %55, %54
  store i32 %56, ptr %3, align 4
  %57 = icmp sgt i32 %53, 12
  br i1 %57, label %58, label %72

58:                                               ; preds = %44
  %59 = load i32, ptr %3, align 4
  %60 = and i32 %59, -481
  %61 = or i32 %60, 32
  store i32 %61, ptr %3, align 4
  %62 = load i32, ptr %3, align 4
  %63 = ashr i32 %62, 9
  %64 = add nsw i32 %63, 1
  %65 = load i32, ptr %3, align 4
  %66 = and i32 %64, 8388607
  %67 = shl i32 %66, 9
  %68 = and i32 %65, 511
  %69 = or i32 %68, %67
  store i32 %69, ptr %3, align 4
  %70 = shl i32 %66, 9
  %71 = ashr i32 %70, 9
  br label %72

72:                                               ; preds = %58, %44
  br label %73

73:                                               ; preds = %72, %34
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %74 = getelementptr inbounds %struct.Date, ptr %2, i32 0, i32 0
  %75 = load i32, ptr %74, align 4
  ret i32 %75
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
