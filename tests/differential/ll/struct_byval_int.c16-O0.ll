; ModuleID = 'tests/differential/src/struct_byval_int.c'
source_filename = "tests/differential/src/struct_byval_int.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S16 = type { i64, i64 }
%struct.S24 = type { i64, i64, i64 }
%struct.Mixed = type { i8, i16, i32 }
%struct.Bytes3 = type { [3 x i8] }
%struct.S8 = type { i32, i32 }
%struct.S12 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"S8 %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"S12 %d %d %d sum=%d\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.S16 { i64 1000000000000, i64 -5 }, align 8
@__const.main.q = private unnamed_addr constant %struct.S16 { i64 22, i64 33 }, align 8
@.str.2 = private unnamed_addr constant [13 x i8] c"S16 %ld %ld\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.S24 { i64 1, i64 2, i64 3 }, align 8
@.str.3 = private unnamed_addr constant [25 x i8] c"S24 %ld %ld %ld dot=%ld\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.Mixed { i8 97, i16 100, i32 1048576 }, align 4
@.str.4 = private unnamed_addr constant [16 x i8] c"Mixed %c %d %d\0A\00", align 1
@__const.main.b = private unnamed_addr constant %struct.Bytes3 { [3 x i8] c"\01\02\03" }, align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"Bytes3 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"many = %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S8, align 4
  %3 = alloca %struct.S12, align 4
  %4 = alloca { i64, i32 }, align 8
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca %struct.S16, align 8
  %7 = alloca %struct.S16, align 8
  %8 = alloca %struct.S16, align 8
  %9 = alloca %struct.S24, align 8
  %10 = alloca %struct.S24, align 8
  %11 = alloca %struct.Mixed, align 4
  %12 = alloca %struct.Mixed, align 4
  %13 = alloca %struct.Mixed, align 4
  %14 = alloca %struct.Bytes3, align 1
  %15 = alloca %struct.Bytes3, align 1
  %16 = alloca i24, align 4
  %17 = alloca i24, align 4
  store i32 0, ptr %1, align 4
  %18 = call i64 @mk8(i32 noundef 3, i32 noundef -4)
  store i64 %18, ptr %2, align 4
  %19 = getelementptr inbounds %struct.S8, ptr %2, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds %struct.S8, ptr %2, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %22)
  %24 = call { i64, i32 } @mk12(i32 noundef 7)
  store { i64, i32 } %24, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %25 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 2
  %30 = load i32, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %3, i64 12, i1 false)
  %31 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 0
  %32 = load i64, ptr %31, align 4
  %33 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = call i32 @sum12(i64 %32, i32 %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %35)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.p, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.q, i64 16, i1 false)
  %37 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %38 = load i64, ptr %37, align 8
  %39 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %42 = load i64, ptr %41, align 8
  %43 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = call { i64, i64 } @add16(i64 %38, i64 %40, i64 %42, i64 %44)
  %46 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %47 = extractvalue { i64, i64 } %45, 0
  store i64 %47, ptr %46, align 8
  %48 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %49 = extractvalue { i64, i64 } %45, 1
  store i64 %49, ptr %48, align 8
  %50 = getelementptr inbounds %struct.S16, ptr %8, i32 0, i32 0
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds %struct.S16, ptr %8, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %51, i64 noundef %53)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.v, i64 24, i1 false)
  call void @scale24(ptr sret(%struct.S24) align 8 %10, ptr noundef byval(%struct.S24) align 8 %9, i64 noundef -7)
  %55 = getelementptr inbounds %struct.S24, ptr %10, i32 0, i32 0
  %56 = load i64, ptr %55, align 8
  %57 = getelementptr inbounds %struct.S24, ptr %10, i32 0, i32 1
  %58 = load i64, ptr %57, align 8
  %59 = getelementptr inbounds %struct.S24, ptr %10, i32 0, i32 2
  %60 = load i64, ptr %59, align 8
  %61 = call i64 @dot24(ptr noundef byval(%struct.S24) align 8 %9, ptr noundef byval(%struct.S24) align 8 %10)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %56, i64 noundef %58, i64 noundef %60, i64 noundef %61)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.m, i64 8, i1 false)
  %63 = load i64, ptr %11, align 4
  %64 = call i64 @bump(i64 %63)
  store i64 %64, ptr %13, align 4
  %65 = load i64, ptr %13, align 4
  %66 = call i64 @bump(i64 %65)
  store i64 %66, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %12, i64 8, i1 false)
  %67 = getelementptr inbounds %struct.Mixed, ptr %11, i32 0, i32 0
  %68 = load i8, ptr %67, align 4
  %69 = sext i8 %68 to i32
  %70 = getelementptr inbounds %struct.Mixed, ptr %11, i32 0, i32 1
  %71 = load i16, ptr %70, align 2
  %72 = sext i16 %71 to i32
  %73 = getelementptr inbounds %struct.Mixed, ptr %11, i32 0, i32 2
  %74 = load i32, ptr %73, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %69, i32 noundef %72, i32 noundef %74)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 @__const.main.b, i64 3, i1 false)
  %76 = getelementptr inbounds %struct.Bytes3, ptr %14, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 1 %76, i64 3, i1 false)
  %77 = load i24, ptr %16, align 4
  %78 = call i24 @rev3(i24 %77)
  %79 = getelementptr inbounds %struct.Bytes3, ptr %15, i32 0, i32 0
  store i24 %78, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 4 %17, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 %15, i64 3, i1 false)
  %80 = getelementptr inbounds %struct.Bytes3, ptr %14, i32 0, i32 0
  %81 = getelementptr inbounds [3 x i8], ptr %80, i64 0, i64 0
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = getelementptr inbounds %struct.Bytes3, ptr %14, i32 0, i32 0
  %85 = getelementptr inbounds [3 x i8], ptr %84, i64 0, i64 1
  %86 = load i8, ptr %85, align 1
  %87 = zext i8 %86 to i32
  %88 = getelementptr inbounds %struct.Bytes3, ptr %14, i32 0, i32 0
  %89 = getelementptr inbounds [3 x i8], ptr %88, i64 0, i64 2
  %90 = load i8, ptr %89, align 1
  %91 = zext i8 %90 to i32
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %83, i32 noundef %87, i32 noundef %91)
  %93 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %96 = load i64, ptr %95, align 8
  %97 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %98 = load i64, ptr %97, align 8
  %99 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %100 = load i64, ptr %99, align 8
  %101 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %102 = load i64, ptr %101, align 8
  %103 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %104 = load i64, ptr %103, align 8
  %105 = load i64, ptr %2, align 4
  %106 = call i64 @many(i64 %94, i64 %96, i64 %98, i64 %100, i64 %102, i64 %104, ptr noundef byval(%struct.S16) align 8 %6, i64 %105)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %106)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mk8(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S8, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.S8, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.S8, ptr %3, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  %10 = load i64, ptr %3, align 4
  ret i64 %10
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @mk12(i32 noundef %0) #0 {
  %2 = alloca %struct.S12, align 4
  %3 = alloca i32, align 4
  %4 = alloca { i64, i32 }, align 8
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %3, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 2
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %13 = load { i64, i32 }, ptr %4, align 8
  ret { i64, i32 } %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum12(i64 %0, i32 %1) #0 {
  %3 = alloca %struct.S12, align 4
  %4 = alloca { i64, i32 }, align 4
  %5 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 4
  %6 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 1
  store i32 %1, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  %7 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  %12 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 2
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %11, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @add16(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.S16, align 8
  %6 = alloca %struct.S16, align 8
  %7 = alloca %struct.S16, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.S16, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.S16, ptr %6, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.S16, ptr %7, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  %17 = add nsw i64 %14, %16
  store i64 %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.S16, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.S16, ptr %6, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.S16, ptr %7, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = add nsw i64 %20, %22
  store i64 %23, ptr %18, align 8
  %24 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale24(ptr noalias sret(%struct.S24) align 8 %0, ptr noundef byval(%struct.S24) align 8 %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  store i64 %2, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = mul nsw i64 %7, %5
  store i64 %8, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = mul nsw i64 %11, %9
  store i64 %12, ptr %10, align 8
  %13 = load i64, ptr %4, align 8
  %14 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = mul nsw i64 %15, %13
  store i64 %16, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dot24(ptr noundef byval(%struct.S24) align 8 %0, ptr noundef byval(%struct.S24) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.S24, ptr %0, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = mul nsw i64 %4, %6
  %8 = getelementptr inbounds %struct.S24, ptr %0, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = mul nsw i64 %9, %11
  %13 = add nsw i64 %7, %12
  %14 = getelementptr inbounds %struct.S24, ptr %0, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2
  %17 = load i64, ptr %16, align 8
  %18 = mul nsw i64 %15, %17
  %19 = add nsw i64 %13, %18
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bump(i64 %0) #0 {
  %2 = alloca %struct.Mixed, align 4
  %3 = alloca %struct.Mixed, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 4
  %6 = add i8 %5, 1
  store i8 %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 1
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i32
  %10 = sub nsw i32 %9, 2
  %11 = trunc i32 %10 to i16
  store i16 %11, ptr %7, align 2
  %12 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 2
  %13 = load i32, ptr %12, align 4
  %14 = mul nsw i32 %13, 3
  store i32 %14, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 8, i1 false)
  %15 = load i64, ptr %2, align 4
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @rev3(i24 %0) #0 {
  %2 = alloca %struct.Bytes3, align 1
  %3 = alloca %struct.Bytes3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  %6 = getelementptr inbounds %struct.Bytes3, ptr %3, i32 0, i32 0
  store i24 %0, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 4 %4, i64 3, i1 false)
  %7 = getelementptr inbounds %struct.Bytes3, ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds [3 x i8], ptr %7, i64 0, i64 0
  %9 = getelementptr inbounds %struct.Bytes3, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds [3 x i8], ptr %9, i64 0, i64 2
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %8, align 1
  %12 = getelementptr inbounds i8, ptr %8, i64 1
  %13 = getelementptr inbounds %struct.Bytes3, ptr %3, i32 0, i32 0
  %14 = getelementptr inbounds [3 x i8], ptr %13, i64 0, i64 1
  %15 = load i8, ptr %14, align 1
  store i8 %15, ptr %12, align 1
  %16 = getelementptr inbounds i8, ptr %12, i64 1
  %17 = getelementptr inbounds %struct.Bytes3, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds [3 x i8], ptr %17, i64 0, i64 0
  %19 = load i8, ptr %18, align 1
  store i8 %19, ptr %16, align 1
  %20 = getelementptr inbounds %struct.Bytes3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 1 %20, i64 3, i1 false)
  %21 = load i24, ptr %5, align 4
  ret i24 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, ptr noundef byval(%struct.S16) align 8 %6, i64 %7) #0 {
  %9 = alloca %struct.S16, align 8
  %10 = alloca %struct.S16, align 8
  %11 = alloca %struct.S16, align 8
  %12 = alloca %struct.S8, align 4
  %13 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %0, ptr %13, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %1, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %2, ptr %15, align 8
  %16 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %3, ptr %16, align 8
  %17 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  store i64 %4, ptr %17, align 8
  %18 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  store i64 %5, ptr %18, align 8
  store i64 %7, ptr %12, align 4
  %19 = getelementptr inbounds %struct.S16, ptr %9, i32 0, i32 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.S16, ptr %10, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = sub nsw i64 %20, %22
  %24 = getelementptr inbounds %struct.S16, ptr %11, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = mul nsw i64 %25, 2
  %27 = add nsw i64 %23, %26
  %28 = getelementptr inbounds %struct.S16, ptr %6, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = sub nsw i64 %27, %29
  %31 = getelementptr inbounds %struct.S8, ptr %12, i32 0, i32 0
  %32 = load i32, ptr %31, align 4
  %33 = getelementptr inbounds %struct.S8, ptr %12, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = mul nsw i32 %32, %34
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 %30, %36
  ret i64 %37
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
