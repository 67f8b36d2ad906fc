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
  store i32 0, i32* %1, align 4
  %18 = call i64 @mk8(i32 noundef 3, i32 noundef -4)
  %19 = bitcast %struct.S8* %2 to i64*
  store i64 %18, i64* %19, align 4
  %20 = getelementptr inbounds %struct.S8, %struct.S8* %2, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = getelementptr inbounds %struct.S8, %struct.S8* %2, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %21, i32 noundef %23)
  %25 = call { i64, i32 } @mk12(i32 noundef 7)
  store { i64, i32 } %25, { i64, i32 }* %4, align 8
  %26 = bitcast %struct.S12* %3 to i8*
  %27 = bitcast { i64, i32 }* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %26, i8* align 8 %27, i64 12, i1 false)
  %28 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 0
  %29 = load i32, i32* %28, align 4
  %30 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 2
  %33 = load i32, i32* %32, align 4
  %34 = bitcast { i64, i32 }* %5 to i8*
  %35 = bitcast %struct.S12* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %34, i8* align 4 %35, i64 12, i1 false)
  %36 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 0
  %37 = load i64, i64* %36, align 4
  %38 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = call i32 @sum12(i64 %37, i32 %39)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %40)
  %42 = bitcast %struct.S16* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %42, i8* align 8 bitcast (%struct.S16* @__const.main.p to i8*), i64 16, i1 false)
  %43 = bitcast %struct.S16* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %43, i8* align 8 bitcast (%struct.S16* @__const.main.q to i8*), i64 16, i1 false)
  %44 = bitcast %struct.S16* %6 to { i64, i64 }*
  %45 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %44, i32 0, i32 0
  %46 = load i64, i64* %45, align 8
  %47 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %44, i32 0, i32 1
  %48 = load i64, i64* %47, align 8
  %49 = bitcast %struct.S16* %7 to { i64, i64 }*
  %50 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %49, i32 0, i32 0
  %51 = load i64, i64* %50, align 8
  %52 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %49, i32 0, i32 1
  %53 = load i64, i64* %52, align 8
  %54 = call { i64, i64 } @add16(i64 %46, i64 %48, i64 %51, i64 %53)
  %55 = bitcast %struct.S16* %8 to { i64, i64 }*
  %56 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %55, i32 0, i32 0
  %57 = extractvalue { i64, i64 } %54, 0
  store i64 %57, i64* %56, align 8
  %58 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %55, i32 0, i32 1
  %59 = extractvalue { i64, i64 } %54, 1
  store i64 %59, i64* %58, align 8
  %60 = getelementptr inbounds %struct.S16, %struct.S16* %8, i32 0, i32 0
  %61 = load i64, i64* %60, align 8
  %62 = getelementptr inbounds %struct.S16, %struct.S16* %8, i32 0, i32 1
  %63 = load i64, i64* %62, align 8
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i64 noundef %61, i64 noundef %63)
  %65 = bitcast %struct.S24* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %65, i8* align 8 bitcast (%struct.S24* @__const.main.v to i8*), i64 24, i1 false)
  call void @scale24(%struct.S24* sret(%struct.S24) align 8 %10, %struct.S24* noundef byval(%struct.S24) align 8 %9, i64 noundef -7)
  %66 = getelementptr inbounds %struct.S24, %struct.S24* %10, i32 0, i32 0
  %67 = load i64, i64* %66, align 8
  %68 = getelementptr inbounds %struct.S24, %struct.S24* %10, i32 0, i32 1
  %69 = load i64, i64* %68, align 8
  %70 = getelementptr inbounds %struct.S24, %struct.S24* %10, i32 0, i32 2
  %71 = load i64, i64* %70, align 8
  %72 = call i64 @dot24(%struct.S24* noundef byval(%struct.S24) align 8 %9, %struct.S24* noundef byval(%struct.S24) align 8 %10)
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), i64 noundef %67, i64 noundef %69, i64 noundef %71, i64 noundef %72)
  %74 = bitcast %struct.Mixed* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %74, i8* align 4 getelementptr inbounds (%struct.Mixed, %struct.Mixed* @__const.main.m, i32 0, i32 0), i64 8, i1 false)
  %75 = bitcast %struct.Mixed* %11 to i64*
  %76 = load i64, i64* %75, align 4
  %77 = call i64 @bump(i64 %76)
  %78 = bitcast %struct.Mixed* %13 to i64*
  store i64 %77, i64* %78, align 4
  %79 = bitcast %struct.Mixed* %13 to i64*
  %80 = load i64, i64* %79, align 4
  %81 = call i64 @bump(i64 %80)
  %82 = bitcast %struct.Mixed* %12 to i64*
  store i64 %81, i64* %82, align 4
  %83 = bitcast %struct.Mixed* %11 to i8*
  %84 = bitcast %struct.Mixed* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %83, i8* align 4 %84, i64 8, i1 false)
  %85 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %11, i32 0, i32 0
  %86 = load i8, i8* %85, align 4
  %87 = sext i8 %86 to i32
  %88 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %11, i32 0, i32 1
  %89 = load i16, i16* %88, align 2
  %90 = sext i16 %89 to i32
  %91 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %11, i32 0, i32 2
  %92 = load i32, i32* %91, align 4
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %87, i32 noundef %90, i32 noundef %92)
  %94 = bitcast %struct.Bytes3* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %94, i8* align 1 getelementptr inbounds (%struct.Bytes3, %struct.Bytes3* @__const.main.b, i32 0, i32 0, i32 0), i64 3, i1 false)
  %95 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0
  %96 = bitcast i24* %16 to i8*
  %97 = bitcast [3 x i8]* %95 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %96, i8* align 1 %97, i64 3, i1 false)
  %98 = load i24, i24* %16, align 4
  %99 = call i24 @rev3(i24 %98)
  %100 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %15, i32 0, i32 0
  store i24 %99, i24* %17, align 4
  %101 = bitcast [3 x i8]* %100 to i8*
  %102 = bitcast i24* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %101, i8* align 4 %102, i64 3, i1 false)
  %103 = bitcast %struct.Bytes3* %14 to i8*
  %104 = bitcast %struct.Bytes3* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %103, i8* align 1 %104, i64 3, i1 false)
  %105 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0
  %106 = getelementptr inbounds [3 x i8], [3 x i8]* %105, i64 0, i64 0
  %107 = load i8, i8* %106, align 1
  %108 = zext i8 %107 to i32
  %109 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0
  %110 = getelementptr inbounds [3 x i8], [3 x i8]* %109, i64 0, i64 1
  %111 = load i8, i8* %110, align 1
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0
  %114 = getelementptr inbounds [3 x i8], [3 x i8]* %113, i64 0, i64 2
  %115 = load i8, i8* %114, align 1
  %116 = zext i8 %115 to i32
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %108, i32 noundef %112, i32 noundef %116)
  %118 = bitcast %struct.S16* %6 to { i64, i64 }*
  %119 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 0
  %120 = load i64, i64* %119, align 8
  %121 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 1
  %122 = load i64, i64* %121, align 8
  %123 = bitcast %struct.S16* %7 to { i64, i64 }*
  %124 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 0
  %125 = load i64, i64* %124, align 8
  %126 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 1
  %127 = load i64, i64* %126, align 8
  %128 = bitcast %struct.S16* %8 to { i64, i64 }*
  %129 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %128, i32 0, i32 0
  %130 = load i64, i64* %129, align 8
  %131 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %128, i32 0, i32 1
  %132 = load i64, i64* %131, align 8
  %133 = bitcast %struct.S8* %2 to i64*
  %134 = load i64, i64* %133, align 4
  %135 = call i64 @many(i64 %120, i64 %122, i64 %125, i64 %127, i64 %130, i64 %132, %struct.S16* noundef byval(%struct.S16) align 8 %6, i64 %134)
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i64 noundef %135)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mk8(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S8, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = getelementptr inbounds %struct.S8, %struct.S8* %3, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.S8, %struct.S8* %3, i32 0, i32 1
  %9 = load i32, i32* %5, align 4
  store i32 %9, i32* %8, align 4
  %10 = bitcast %struct.S8* %3 to i64*
  %11 = load i64, i64* %10, align 4
  ret i64 %11
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @mk12(i32 noundef %0) #0 {
  %2 = alloca %struct.S12, align 4
  %3 = alloca i32, align 4
  %4 = alloca { i64, i32 }, align 8
  store i32 %0, i32* %3, align 4
  %5 = getelementptr inbounds %struct.S12, %struct.S12* %2, i32 0, i32 0
  %6 = load i32, i32* %3, align 4
  store i32 %6, i32* %5, align 4
  %7 = getelementptr inbounds %struct.S12, %struct.S12* %2, i32 0, i32 1
  %8 = load i32, i32* %3, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, i32* %7, align 4
  %10 = getelementptr inbounds %struct.S12, %struct.S12* %2, i32 0, i32 2
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, i32* %10, align 4
  %13 = bitcast { i64, i32 }* %4 to i8*
  %14 = bitcast %struct.S12* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 4 %14, i64 12, i1 false)
  %15 = load { i64, i32 }, { i64, i32 }* %4, align 8
  ret { i64, i32 } %15
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum12(i64 %0, i32 %1) #0 {
  %3 = alloca %struct.S12, align 4
  %4 = alloca { i64, i32 }, align 4
  %5 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %4, i32 0, i32 0
  store i64 %0, i64* %5, align 4
  %6 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %4, i32 0, i32 1
  store i32 %1, i32* %6, align 4
  %7 = bitcast %struct.S12* %3 to i8*
  %8 = bitcast { i64, i32 }* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %7, i8* align 4 %8, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  %14 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 2
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @add16(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.S16, align 8
  %6 = alloca %struct.S16, align 8
  %7 = alloca %struct.S16, align 8
  %8 = bitcast %struct.S16* %6 to { i64, i64 }*
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 0
  store i64 %0, i64* %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 1
  store i64 %1, i64* %10, align 8
  %11 = bitcast %struct.S16* %7 to { i64, i64 }*
  %12 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %11, i32 0, i32 0
  store i64 %2, i64* %12, align 8
  %13 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %11, i32 0, i32 1
  store i64 %3, i64* %13, align 8
  %14 = getelementptr inbounds %struct.S16, %struct.S16* %5, i32 0, i32 0
  %15 = getelementptr inbounds %struct.S16, %struct.S16* %6, i32 0, i32 0
  %16 = load i64, i64* %15, align 8
  %17 = getelementptr inbounds %struct.S16, %struct.S16* %7, i32 0, i32 0
  %18 = load i64, i64* %17, align 8
  %19 = add nsw i64 %16, %18
  store i64 %19, i64* %14, align 8
  %20 = getelementptr inbounds %struct.S16, %struct.S16* %5, i32 0, i32 1
  %21 = getelementptr inbounds %struct.S16, %struct.S16* %6, i32 0, i32 1
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr inbounds %struct.S16, %struct.S16* %7, i32 0, i32 1
  %24 = load i64, i64* %23, align 8
  %25 = add nsw i64 %22, %24
  store i64 %25, i64* %20, align 8
  %26 = bitcast %struct.S16* %5 to { i64, i64 }*
  %27 = load { i64, i64 }, { i64, i64 }* %26, align 8
  ret { i64, i64 } %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale24(%struct.S24* noalias sret(%struct.S24) align 8 %0, %struct.S24* noundef byval(%struct.S24) align 8 %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  store i64 %2, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = mul nsw i64 %7, %5
  store i64 %8, i64* %6, align 8
  %9 = load i64, i64* %4, align 8
  %10 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 1
  %11 = load i64, i64* %10, align 8
  %12 = mul nsw i64 %11, %9
  store i64 %12, i64* %10, align 8
  %13 = load i64, i64* %4, align 8
  %14 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 2
  %15 = load i64, i64* %14, align 8
  %16 = mul nsw i64 %15, %13
  store i64 %16, i64* %14, align 8
  %17 = bitcast %struct.S24* %0 to i8*
  %18 = bitcast %struct.S24* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dot24(%struct.S24* noundef byval(%struct.S24) align 8 %0, %struct.S24* noundef byval(%struct.S24) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.S24, %struct.S24* %0, i32 0, i32 0
  %4 = load i64, i64* %3, align 8
  %5 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 0
  %6 = load i64, i64* %5, align 8
  %7 = mul nsw i64 %4, %6
  %8 = getelementptr inbounds %struct.S24, %struct.S24* %0, i32 0, i32 1
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 1
  %11 = load i64, i64* %10, align 8
  %12 = mul nsw i64 %9, %11
  %13 = add nsw i64 %7, %12
  %14 = getelementptr inbounds %struct.S24, %struct.S24* %0, i32 0, i32 2
  %15 = load i64, i64* %14, align 8
  %16 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 2
  %17 = load i64, i64* %16, align 8
  %18 = mul nsw i64 %15, %17
  %19 = add nsw i64 %13, %18
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bump(i64 %0) #0 {
  %2 = alloca %struct.Mixed, align 4
  %3 = alloca %struct.Mixed, align 4
  %4 = bitcast %struct.Mixed* %3 to i64*
  store i64 %0, i64* %4, align 4
  %5 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 0
  %6 = load i8, i8* %5, align 4
  %7 = add i8 %6, 1
  store i8 %7, i8* %5, align 4
  %8 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 1
  %9 = load i16, i16* %8, align 2
  %10 = sext i16 %9 to i32
  %11 = sub nsw i32 %10, 2
  %12 = trunc i32 %11 to i16
  store i16 %12, i16* %8, align 2
  %13 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 2
  %14 = load i32, i32* %13, align 4
  %15 = mul nsw i32 %14, 3
  store i32 %15, i32* %13, align 4
  %16 = bitcast %struct.Mixed* %2 to i8*
  %17 = bitcast %struct.Mixed* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %16, i8* align 4 %17, i64 8, i1 false)
  %18 = bitcast %struct.Mixed* %2 to i64*
  %19 = load i64, i64* %18, align 4
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @rev3(i24 %0) #0 {
  %2 = alloca %struct.Bytes3, align 1
  %3 = alloca %struct.Bytes3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  %6 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0
  store i24 %0, i24* %4, align 4
  %7 = bitcast [3 x i8]* %6 to i8*
  %8 = bitcast i24* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %7, i8* align 4 %8, i64 3, i1 false)
  %9 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %2, i32 0, i32 0
  %10 = getelementptr inbounds [3 x i8], [3 x i8]* %9, i64 0, i64 0
  %11 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0
  %12 = getelementptr inbounds [3 x i8], [3 x i8]* %11, i64 0, i64 2
  %13 = load i8, i8* %12, align 1
  store i8 %13, i8* %10, align 1
  %14 = getelementptr inbounds i8, i8* %10, i64 1
  %15 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0
  %16 = getelementptr inbounds [3 x i8], [3 x i8]* %15, i64 0, i64 1
  %17 = load i8, i8* %16, align 1
  store i8 %17, i8* %14, align 1
  %18 = getelementptr inbounds i8, i8* %14, i64 1
  %19 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0
  %20 = getelementptr inbounds [3 x i8], [3 x i8]* %19, i64 0, i64 0
  %21 = load i8, i8* %20, align 1
  store i8 %21, i8* %18, align 1
  %22 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %2, i32 0, i32 0
  %23 = bitcast i24* %5 to i8*
  %24 = bitcast [3 x i8]* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 1 %24, i64 3, i1 false)
  %25 = load i24, i24* %5, align 4
  ret i24 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, %struct.S16* noundef byval(%struct.S16) align 8 %6, i64 %7) #0 {
  %9 = alloca %struct.S16, align 8
  %10 = alloca %struct.S16, align 8
  %11 = alloca %struct.S16, align 8
  %12 = alloca %struct.S8, align 4
  %13 = bitcast %struct.S16* %9 to { i64, i64 }*
  %14 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %13, i32 0, i32 0
  store i64 %0, i64* %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %13, i32 0, i32 1
  store i64 %1, i64* %15, align 8
  %16 = bitcast %struct.S16* %10 to { i64, i64 }*
  %17 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %16, i32 0, i32 0
  store i64 %2, i64* %17, align 8
  %18 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %16, i32 0, i32 1
  store i64 %3, i64* %18, align 8
  %19 = bitcast %struct.S16* %11 to { i64, i64 }*
  %20 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %19, i32 0, i32 0
  store i64 %4, i64* %20, align 8
  %21 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %19, i32 0, i32 1
  store i64 %5, i64* %21, align 8
  %22 = bitcast %struct.S8* %12 to i64*
  store i64 %7, i64* %22, align 4
  %23 = getelementptr inbounds %struct.S16, %struct.S16* %9, i32 0, i32 0
  %24 = load i64, i64* %23, align 8
  %25 = getelementptr inbounds %struct.S16, %struct.S16* %10, i32 0, i32 1
  %26 = load i64, i64* %25, align 8
  %27 = sub nsw i64 %24, %26
  %28 = getelementptr inbounds %struct.S16, %struct.S16* %11, i32 0, i32 0
  %29 = load i64, i64* %28, align 8
  %30 = mul nsw i64 %29, 2
  %31 = add nsw i64 %27, %30
  %32 = getelementptr inbounds %struct.S16, %struct.S16* %6, i32 0, i32 1
  %33 = load i64, i64* %32, align 8
  %34 = sub nsw i64 %31, %33
  %35 = getelementptr inbounds %struct.S8, %struct.S8* %12, i32 0, i32 0
  %36 = load i32, i32* %35, align 4
  %37 = getelementptr inbounds %struct.S8, %struct.S8* %12, i32 0, i32 1
  %38 = load i32, i32* %37, align 4
  %39 = mul nsw i32 %36, %38
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %34, %40
  ret i64 %41
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
