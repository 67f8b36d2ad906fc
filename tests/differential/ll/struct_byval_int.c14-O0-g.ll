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
define dso_local i32 @main() #0 !dbg !10 {
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
  call void @llvm.dbg.declare(metadata %struct.S8* %2, metadata !15, metadata !DIExpression()), !dbg !20
  %18 = call i64 @mk8(i32 noundef 3, i32 noundef -4), !dbg !21
  %19 = bitcast %struct.S8* %2 to i64*, !dbg !21
  store i64 %18, i64* %19, align 4, !dbg !21
  %20 = getelementptr inbounds %struct.S8, %struct.S8* %2, i32 0, i32 0, !dbg !22
  %21 = load i32, i32* %20, align 4, !dbg !22
  %22 = getelementptr inbounds %struct.S8, %struct.S8* %2, i32 0, i32 1, !dbg !23
  %23 = load i32, i32* %22, align 4, !dbg !23
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %21, i32 noundef %23), !dbg !24
  call void @llvm.dbg.declare(metadata %struct.S12* %3, metadata !25, metadata !DIExpression()), !dbg !31
  %25 = call { i64, i32 } @mk12(i32 noundef 7), !dbg !32
  store { i64, i32 } %25, { i64, i32 }* %4, align 8, !dbg !32
  %26 = bitcast %struct.S12* %3 to i8*, !dbg !32
  %27 = bitcast { i64, i32 }* %4 to i8*, !dbg !32
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %26, i8* align 8 %27, i64 12, i1 false), !dbg !32
  %28 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 0, !dbg !33
  %29 = load i32, i32* %28, align 4, !dbg !33
  %30 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 1, !dbg !34
  %31 = load i32, i32* %30, align 4, !dbg !34
  %32 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 2, !dbg !35
  %33 = load i32, i32* %32, align 4, !dbg !35
  %34 = bitcast { i64, i32 }* %5 to i8*, !dbg !36
  %35 = bitcast %struct.S12* %3 to i8*, !dbg !36
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %34, i8* align 4 %35, i64 12, i1 false), !dbg !36
  %36 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 0, !dbg !36
  %37 = load i64, i64* %36, align 4, !dbg !36
  %38 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 1, !dbg !36
  %39 = load i32, i32* %38, align 4, !dbg !36
  %40 = call i32 @sum12(i64 %37, i32 %39), !dbg !36
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %40), !dbg !37
  call void @llvm.dbg.declare(metadata %struct.S16* %6, metadata !38, metadata !DIExpression()), !dbg !44
  %42 = bitcast %struct.S16* %6 to i8*, !dbg !44
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %42, i8* align 8 bitcast (%struct.S16* @__const.main.p to i8*), i64 16, i1 false), !dbg !44
  call void @llvm.dbg.declare(metadata %struct.S16* %7, metadata !45, metadata !DIExpression()), !dbg !46
  %43 = bitcast %struct.S16* %7 to i8*, !dbg !46
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %43, i8* align 8 bitcast (%struct.S16* @__const.main.q to i8*), i64 16, i1 false), !dbg !46
  call void @llvm.dbg.declare(metadata %struct.S16* %8, metadata !47, metadata !DIExpression()), !dbg !48
  %44 = bitcast %struct.S16* %6 to { i64, i64 }*, !dbg !49
  %45 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %44, i32 0, i32 0, !dbg !49
  %46 = load i64, i64* %45, align 8, !dbg !49
  %47 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %44, i32 0, i32 1, !dbg !49
  %48 = load i64, i64* %47, align 8, !dbg !49
  %49 = bitcast %struct.S16* %7 to { i64, i64 }*, !dbg !49
  %50 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %49, i32 0, i32 0, !dbg !49
  %51 = load i64, i64* %50, align 8, !dbg !49
  %52 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %49, i32 0, i32 1, !dbg !49
  %53 = load i64, i64* %52, align 8, !dbg !49
  %54 = call { i64, i64 } @add16(i64 %46, i64 %48, i64 %51, i64 %53), !dbg !49
  %55 = bitcast %struct.S16* %8 to { i64, i64 }*, !dbg !49
  %56 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %55, i32 0, i32 0, !dbg !49
  %57 = extractvalue { i64, i64 } %54, 0, !dbg !49
  store i64 %57, i64* %56, align 8, !dbg !49
  %58 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %55, i32 0, i32 1, !dbg !49
  %59 = extractvalue { i64, i64 } %54, 1, !dbg !49
  store i64 %59, i64* %58, align 8, !dbg !49
  %60 = getelementptr inbounds %struct.S16, %struct.S16* %8, i32 0, i32 0, !dbg !50
  %61 = load i64, i64* %60, align 8, !dbg !50
  %62 = getelementptr inbounds %struct.S16, %struct.S16* %8, i32 0, i32 1, !dbg !51
  %63 = load i64, i64* %62, align 8, !dbg !51
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i64 noundef %61, i64 noundef %63), !dbg !52
  call void @llvm.dbg.declare(metadata %struct.S24* %9, metadata !53, metadata !DIExpression()), !dbg !59
  %65 = bitcast %struct.S24* %9 to i8*, !dbg !59
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %65, i8* align 8 bitcast (%struct.S24* @__const.main.v to i8*), i64 24, i1 false), !dbg !59
  call void @llvm.dbg.declare(metadata %struct.S24* %10, metadata !60, metadata !DIExpression()), !dbg !61
  call void @scale24(%struct.S24* sret(%struct.S24) align 8 %10, %struct.S24* noundef byval(%struct.S24) align 8 %9, i64 noundef -7), !dbg !62
  %66 = getelementptr inbounds %struct.S24, %struct.S24* %10, i32 0, i32 0, !dbg !63
  %67 = load i64, i64* %66, align 8, !dbg !63
  %68 = getelementptr inbounds %struct.S24, %struct.S24* %10, i32 0, i32 1, !dbg !64
  %69 = load i64, i64* %68, align 8, !dbg !64
  %70 = getelementptr inbounds %struct.S24, %struct.S24* %10, i32 0, i32 2, !dbg !65
  %71 = load i64, i64* %70, align 8, !dbg !65
  %72 = call i64 @dot24(%struct.S24* noundef byval(%struct.S24) align 8 %9, %struct.S24* noundef byval(%struct.S24) align 8 %10), !dbg !66
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), i64 noundef %67, i64 noundef %69, i64 noundef %71, i64 noundef %72), !dbg !67
  call void @llvm.dbg.declare(metadata %struct.Mixed* %11, metadata !68, metadata !DIExpression()), !dbg !76
  %74 = bitcast %struct.Mixed* %11 to i8*, !dbg !76
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %74, i8* align 4 getelementptr inbounds (%struct.Mixed, %struct.Mixed* @__const.main.m, i32 0, i32 0), i64 8, i1 false), !dbg !76
  %75 = bitcast %struct.Mixed* %11 to i64*, !dbg !77
  %76 = load i64, i64* %75, align 4, !dbg !77
  %77 = call i64 @bump(i64 %76), !dbg !77
  %78 = bitcast %struct.Mixed* %13 to i64*, !dbg !77
  store i64 %77, i64* %78, align 4, !dbg !77
  %79 = bitcast %struct.Mixed* %13 to i64*, !dbg !78
  %80 = load i64, i64* %79, align 4, !dbg !78
  %81 = call i64 @bump(i64 %80), !dbg !78
  %82 = bitcast %struct.Mixed* %12 to i64*, !dbg !78
  store i64 %81, i64* %82, align 4, !dbg !78
  %83 = bitcast %struct.Mixed* %11 to i8*, !dbg !78
  %84 = bitcast %struct.Mixed* %12 to i8*, !dbg !78
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %83, i8* align 4 %84, i64 8, i1 false), !dbg !78
  %85 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %11, i32 0, i32 0, !dbg !79
  %86 = load i8, i8* %85, align 4, !dbg !79
  %87 = sext i8 %86 to i32, !dbg !80
  %88 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %11, i32 0, i32 1, !dbg !81
  %89 = load i16, i16* %88, align 2, !dbg !81
  %90 = sext i16 %89 to i32, !dbg !82
  %91 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %11, i32 0, i32 2, !dbg !83
  %92 = load i32, i32* %91, align 4, !dbg !83
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %87, i32 noundef %90, i32 noundef %92), !dbg !84
  call void @llvm.dbg.declare(metadata %struct.Bytes3* %14, metadata !85, metadata !DIExpression()), !dbg !93
  %94 = bitcast %struct.Bytes3* %14 to i8*, !dbg !93
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %94, i8* align 1 getelementptr inbounds (%struct.Bytes3, %struct.Bytes3* @__const.main.b, i32 0, i32 0, i32 0), i64 3, i1 false), !dbg !93
  %95 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0, !dbg !94
  %96 = bitcast i24* %16 to i8*, !dbg !94
  %97 = bitcast [3 x i8]* %95 to i8*, !dbg !94
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %96, i8* align 1 %97, i64 3, i1 false), !dbg !94
  %98 = load i24, i24* %16, align 4, !dbg !94
  %99 = call i24 @rev3(i24 %98), !dbg !94
  %100 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %15, i32 0, i32 0, !dbg !94
  store i24 %99, i24* %17, align 4, !dbg !94
  %101 = bitcast [3 x i8]* %100 to i8*, !dbg !94
  %102 = bitcast i24* %17 to i8*, !dbg !94
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %101, i8* align 4 %102, i64 3, i1 false), !dbg !94
  %103 = bitcast %struct.Bytes3* %14 to i8*, !dbg !94
  %104 = bitcast %struct.Bytes3* %15 to i8*, !dbg !94
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %103, i8* align 1 %104, i64 3, i1 false), !dbg !94
  %105 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0, !dbg !95
  %106 = getelementptr inbounds [3 x i8], [3 x i8]* %105, i64 0, i64 0, !dbg !96
  %107 = load i8, i8* %106, align 1, !dbg !96
  %108 = zext i8 %107 to i32, !dbg !96
  %109 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0, !dbg !97
  %110 = getelementptr inbounds [3 x i8], [3 x i8]* %109, i64 0, i64 1, !dbg !98
  %111 = load i8, i8* %110, align 1, !dbg !98
  %112 = zext i8 %111 to i32, !dbg !98
  %113 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %14, i32 0, i32 0, !dbg !99
  %114 = getelementptr inbounds [3 x i8], [3 x i8]* %113, i64 0, i64 2, !dbg !100
  %115 = load i8, i8* %114, align 1, !dbg !100
  %116 = zext i8 %115 to i32, !dbg !100
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %108, i32 noundef %112, i32 noundef %116), !dbg !101
  %118 = bitcast %struct.S16* %6 to { i64, i64 }*, !dbg !102
  %119 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 0, !dbg !102
  %120 = load i64, i64* %119, align 8, !dbg !102
  %121 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 1, !dbg !102
  %122 = load i64, i64* %121, align 8, !dbg !102
  %123 = bitcast %struct.S16* %7 to { i64, i64 }*, !dbg !102
  %124 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 0, !dbg !102
  %125 = load i64, i64* %124, align 8, !dbg !102
  %126 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 1, !dbg !102
  %127 = load i64, i64* %126, align 8, !dbg !102
  %128 = bitcast %struct.S16* %8 to { i64, i64 }*, !dbg !102
  %129 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %128, i32 0, i32 0, !dbg !102
  %130 = load i64, i64* %129, align 8, !dbg !102
  %131 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %128, i32 0, i32 1, !dbg !102
  %132 = load i64, i64* %131, align 8, !dbg !102
  %133 = bitcast %struct.S8* %2 to i64*, !dbg !102
  %134 = load i64, i64* %133, align 4, !dbg !102
  %135 = call i64 @many(i64 %120, i64 %122, i64 %125, i64 %127, i64 %130, i64 %132, %struct.S16* noundef byval(%struct.S16) align 8 %6, i64 %134), !dbg !102
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i64 noundef %135), !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mk8(i32 noundef %0, i32 noundef %1) #0 !dbg !105 {
  %3 = alloca %struct.S8, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !108, metadata !DIExpression()), !dbg !109
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !110, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata %struct.S8* %3, metadata !112, metadata !DIExpression()), !dbg !113
  %6 = getelementptr inbounds %struct.S8, %struct.S8* %3, i32 0, i32 0, !dbg !114
  %7 = load i32, i32* %4, align 4, !dbg !115
  store i32 %7, i32* %6, align 4, !dbg !114
  %8 = getelementptr inbounds %struct.S8, %struct.S8* %3, i32 0, i32 1, !dbg !114
  %9 = load i32, i32* %5, align 4, !dbg !116
  store i32 %9, i32* %8, align 4, !dbg !114
  %10 = bitcast %struct.S8* %3 to i64*, !dbg !117
  %11 = load i64, i64* %10, align 4, !dbg !117
  ret i64 %11, !dbg !117
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @mk12(i32 noundef %0) #0 !dbg !118 {
  %2 = alloca %struct.S12, align 4
  %3 = alloca i32, align 4
  %4 = alloca { i64, i32 }, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.declare(metadata %struct.S12* %2, metadata !123, metadata !DIExpression()), !dbg !124
  %5 = getelementptr inbounds %struct.S12, %struct.S12* %2, i32 0, i32 0, !dbg !125
  %6 = load i32, i32* %3, align 4, !dbg !126
  store i32 %6, i32* %5, align 4, !dbg !125
  %7 = getelementptr inbounds %struct.S12, %struct.S12* %2, i32 0, i32 1, !dbg !125
  %8 = load i32, i32* %3, align 4, !dbg !127
  %9 = mul nsw i32 %8, 2, !dbg !128
  store i32 %9, i32* %7, align 4, !dbg !125
  %10 = getelementptr inbounds %struct.S12, %struct.S12* %2, i32 0, i32 2, !dbg !125
  %11 = load i32, i32* %3, align 4, !dbg !129
  %12 = mul nsw i32 %11, 3, !dbg !130
  store i32 %12, i32* %10, align 4, !dbg !125
  %13 = bitcast { i64, i32 }* %4 to i8*, !dbg !131
  %14 = bitcast %struct.S12* %2 to i8*, !dbg !131
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 4 %14, i64 12, i1 false), !dbg !131
  %15 = load { i64, i32 }, { i64, i32 }* %4, align 8, !dbg !131
  ret { i64, i32 } %15, !dbg !131
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum12(i64 %0, i32 %1) #0 !dbg !132 {
  %3 = alloca %struct.S12, align 4
  %4 = alloca { i64, i32 }, align 4
  %5 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %4, i32 0, i32 0
  store i64 %0, i64* %5, align 4
  %6 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %4, i32 0, i32 1
  store i32 %1, i32* %6, align 4
  %7 = bitcast %struct.S12* %3 to i8*
  %8 = bitcast { i64, i32 }* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %7, i8* align 4 %8, i64 12, i1 false)
  call void @llvm.dbg.declare(metadata %struct.S12* %3, metadata !135, metadata !DIExpression()), !dbg !136
  %9 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 0, !dbg !137
  %10 = load i32, i32* %9, align 4, !dbg !137
  %11 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 1, !dbg !138
  %12 = load i32, i32* %11, align 4, !dbg !138
  %13 = add nsw i32 %10, %12, !dbg !139
  %14 = getelementptr inbounds %struct.S12, %struct.S12* %3, i32 0, i32 2, !dbg !140
  %15 = load i32, i32* %14, align 4, !dbg !140
  %16 = add nsw i32 %13, %15, !dbg !141
  ret i32 %16, !dbg !142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @add16(i64 %0, i64 %1, i64 %2, i64 %3) #0 !dbg !143 {
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
  call void @llvm.dbg.declare(metadata %struct.S16* %6, metadata !146, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.declare(metadata %struct.S16* %7, metadata !148, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.declare(metadata %struct.S16* %5, metadata !150, metadata !DIExpression()), !dbg !151
  %14 = getelementptr inbounds %struct.S16, %struct.S16* %5, i32 0, i32 0, !dbg !152
  %15 = getelementptr inbounds %struct.S16, %struct.S16* %6, i32 0, i32 0, !dbg !153
  %16 = load i64, i64* %15, align 8, !dbg !153
  %17 = getelementptr inbounds %struct.S16, %struct.S16* %7, i32 0, i32 0, !dbg !154
  %18 = load i64, i64* %17, align 8, !dbg !154
  %19 = add nsw i64 %16, %18, !dbg !155
  store i64 %19, i64* %14, align 8, !dbg !152
  %20 = getelementptr inbounds %struct.S16, %struct.S16* %5, i32 0, i32 1, !dbg !152
  %21 = getelementptr inbounds %struct.S16, %struct.S16* %6, i32 0, i32 1, !dbg !156
  %22 = load i64, i64* %21, align 8, !dbg !156
  %23 = getelementptr inbounds %struct.S16, %struct.S16* %7, i32 0, i32 1, !dbg !157
  %24 = load i64, i64* %23, align 8, !dbg !157
  %25 = add nsw i64 %22, %24, !dbg !158
  store i64 %25, i64* %20, align 8, !dbg !152
  %26 = bitcast %struct.S16* %5 to { i64, i64 }*, !dbg !159
  %27 = load { i64, i64 }, { i64, i64 }* %26, align 8, !dbg !159
  ret { i64, i64 } %27, !dbg !159
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale24(%struct.S24* noalias sret(%struct.S24) align 8 %0, %struct.S24* noundef byval(%struct.S24) align 8 %1, i64 noundef %2) #0 !dbg !160 {
  %4 = alloca i64, align 8
  call void @llvm.dbg.declare(metadata %struct.S24* %1, metadata !163, metadata !DIExpression()), !dbg !164
  store i64 %2, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !165, metadata !DIExpression()), !dbg !166
  %5 = load i64, i64* %4, align 8, !dbg !167
  %6 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 0, !dbg !168
  %7 = load i64, i64* %6, align 8, !dbg !169
  %8 = mul nsw i64 %7, %5, !dbg !169
  store i64 %8, i64* %6, align 8, !dbg !169
  %9 = load i64, i64* %4, align 8, !dbg !170
  %10 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 1, !dbg !171
  %11 = load i64, i64* %10, align 8, !dbg !172
  %12 = mul nsw i64 %11, %9, !dbg !172
  store i64 %12, i64* %10, align 8, !dbg !172
  %13 = load i64, i64* %4, align 8, !dbg !173
  %14 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 2, !dbg !174
  %15 = load i64, i64* %14, align 8, !dbg !175
  %16 = mul nsw i64 %15, %13, !dbg !175
  store i64 %16, i64* %14, align 8, !dbg !175
  %17 = bitcast %struct.S24* %0 to i8*, !dbg !176
  %18 = bitcast %struct.S24* %1 to i8*, !dbg !176
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 24, i1 false), !dbg !176
  ret void, !dbg !177
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dot24(%struct.S24* noundef byval(%struct.S24) align 8 %0, %struct.S24* noundef byval(%struct.S24) align 8 %1) #0 !dbg !178 {
  call void @llvm.dbg.declare(metadata %struct.S24* %0, metadata !181, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.declare(metadata %struct.S24* %1, metadata !183, metadata !DIExpression()), !dbg !184
  %3 = getelementptr inbounds %struct.S24, %struct.S24* %0, i32 0, i32 0, !dbg !185
  %4 = load i64, i64* %3, align 8, !dbg !185
  %5 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 0, !dbg !186
  %6 = load i64, i64* %5, align 8, !dbg !186
  %7 = mul nsw i64 %4, %6, !dbg !187
  %8 = getelementptr inbounds %struct.S24, %struct.S24* %0, i32 0, i32 1, !dbg !188
  %9 = load i64, i64* %8, align 8, !dbg !188
  %10 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 1, !dbg !189
  %11 = load i64, i64* %10, align 8, !dbg !189
  %12 = mul nsw i64 %9, %11, !dbg !190
  %13 = add nsw i64 %7, %12, !dbg !191
  %14 = getelementptr inbounds %struct.S24, %struct.S24* %0, i32 0, i32 2, !dbg !192
  %15 = load i64, i64* %14, align 8, !dbg !192
  %16 = getelementptr inbounds %struct.S24, %struct.S24* %1, i32 0, i32 2, !dbg !193
  %17 = load i64, i64* %16, align 8, !dbg !193
  %18 = mul nsw i64 %15, %17, !dbg !194
  %19 = add nsw i64 %13, %18, !dbg !195
  ret i64 %19, !dbg !196
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bump(i64 %0) #0 !dbg !197 {
  %2 = alloca %struct.Mixed, align 4
  %3 = alloca %struct.Mixed, align 4
  %4 = bitcast %struct.Mixed* %3 to i64*
  store i64 %0, i64* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Mixed* %3, metadata !200, metadata !DIExpression()), !dbg !201
  %5 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 0, !dbg !202
  %6 = load i8, i8* %5, align 4, !dbg !203
  %7 = add i8 %6, 1, !dbg !203
  store i8 %7, i8* %5, align 4, !dbg !203
  %8 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 1, !dbg !204
  %9 = load i16, i16* %8, align 2, !dbg !205
  %10 = sext i16 %9 to i32, !dbg !205
  %11 = sub nsw i32 %10, 2, !dbg !205
  %12 = trunc i32 %11 to i16, !dbg !205
  store i16 %12, i16* %8, align 2, !dbg !205
  %13 = getelementptr inbounds %struct.Mixed, %struct.Mixed* %3, i32 0, i32 2, !dbg !206
  %14 = load i32, i32* %13, align 4, !dbg !207
  %15 = mul nsw i32 %14, 3, !dbg !207
  store i32 %15, i32* %13, align 4, !dbg !207
  %16 = bitcast %struct.Mixed* %2 to i8*, !dbg !208
  %17 = bitcast %struct.Mixed* %3 to i8*, !dbg !208
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %16, i8* align 4 %17, i64 8, i1 false), !dbg !208
  %18 = bitcast %struct.Mixed* %2 to i64*, !dbg !209
  %19 = load i64, i64* %18, align 4, !dbg !209
  ret i64 %19, !dbg !209
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @rev3(i24 %0) #0 !dbg !210 {
  %2 = alloca %struct.Bytes3, align 1
  %3 = alloca %struct.Bytes3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  %6 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0
  store i24 %0, i24* %4, align 4
  %7 = bitcast [3 x i8]* %6 to i8*
  %8 = bitcast i24* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %7, i8* align 4 %8, i64 3, i1 false)
  call void @llvm.dbg.declare(metadata %struct.Bytes3* %3, metadata !213, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.declare(metadata %struct.Bytes3* %2, metadata !215, metadata !DIExpression()), !dbg !216
  %9 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %2, i32 0, i32 0, !dbg !217
  %10 = getelementptr inbounds [3 x i8], [3 x i8]* %9, i64 0, i64 0, !dbg !218
  %11 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0, !dbg !219
  %12 = getelementptr inbounds [3 x i8], [3 x i8]* %11, i64 0, i64 2, !dbg !220
  %13 = load i8, i8* %12, align 1, !dbg !220
  store i8 %13, i8* %10, align 1, !dbg !218
  %14 = getelementptr inbounds i8, i8* %10, i64 1, !dbg !218
  %15 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0, !dbg !221
  %16 = getelementptr inbounds [3 x i8], [3 x i8]* %15, i64 0, i64 1, !dbg !222
  %17 = load i8, i8* %16, align 1, !dbg !222
  store i8 %17, i8* %14, align 1, !dbg !218
  %18 = getelementptr inbounds i8, i8* %14, i64 1, !dbg !218
  %19 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %3, i32 0, i32 0, !dbg !223
  %20 = getelementptr inbounds [3 x i8], [3 x i8]* %19, i64 0, i64 0, !dbg !224
  %21 = load i8, i8* %20, align 1, !dbg !224
  store i8 %21, i8* %18, align 1, !dbg !218
  %22 = getelementptr inbounds %struct.Bytes3, %struct.Bytes3* %2, i32 0, i32 0, !dbg !225
  %23 = bitcast i24* %5 to i8*, !dbg !225
  %24 = bitcast [3 x i8]* %22 to i8*, !dbg !225
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 1 %24, i64 3, i1 false), !dbg !225
  %25 = load i24, i24* %5, align 4, !dbg !225
  ret i24 %25, !dbg !225
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, %struct.S16* noundef byval(%struct.S16) align 8 %6, i64 %7) #0 !dbg !226 {
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
  call void @llvm.dbg.declare(metadata %struct.S16* %9, metadata !229, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.declare(metadata %struct.S16* %10, metadata !231, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.declare(metadata %struct.S16* %11, metadata !233, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.declare(metadata %struct.S16* %6, metadata !235, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.declare(metadata %struct.S8* %12, metadata !237, metadata !DIExpression()), !dbg !238
  %23 = getelementptr inbounds %struct.S16, %struct.S16* %9, i32 0, i32 0, !dbg !239
  %24 = load i64, i64* %23, align 8, !dbg !239
  %25 = getelementptr inbounds %struct.S16, %struct.S16* %10, i32 0, i32 1, !dbg !240
  %26 = load i64, i64* %25, align 8, !dbg !240
  %27 = sub nsw i64 %24, %26, !dbg !241
  %28 = getelementptr inbounds %struct.S16, %struct.S16* %11, i32 0, i32 0, !dbg !242
  %29 = load i64, i64* %28, align 8, !dbg !242
  %30 = mul nsw i64 %29, 2, !dbg !243
  %31 = add nsw i64 %27, %30, !dbg !244
  %32 = getelementptr inbounds %struct.S16, %struct.S16* %6, i32 0, i32 1, !dbg !245
  %33 = load i64, i64* %32, align 8, !dbg !245
  %34 = sub nsw i64 %31, %33, !dbg !246
  %35 = getelementptr inbounds %struct.S8, %struct.S8* %12, i32 0, i32 0, !dbg !247
  %36 = load i32, i32* %35, align 4, !dbg !247
  %37 = getelementptr inbounds %struct.S8, %struct.S8* %12, i32 0, i32 1, !dbg !248
  %38 = load i32, i32* %37, align 4, !dbg !248
  %39 = mul nsw i32 %36, %38, !dbg !249
  %40 = sext i32 %39 to i64, !dbg !250
  %41 = add nsw i64 %34, %40, !dbg !251
  ret i64 %41, !dbg !252
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/differential/src/struct_byval_int.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "85ed12a011df9b0bded69e250b2d5539")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !11, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "s8", scope: !10, file: !1, line: 35, type: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S8", file: !1, line: 5, size: 64, elements: !17)
!17 = !{!18, !19}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !16, file: !1, line: 5, baseType: !13, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !16, file: !1, line: 5, baseType: !13, size: 32, offset: 32)
!20 = !DILocation(line: 35, column: 13, scope: !10)
!21 = !DILocation(line: 35, column: 18, scope: !10)
!22 = !DILocation(line: 36, column: 27, scope: !10)
!23 = !DILocation(line: 36, column: 33, scope: !10)
!24 = !DILocation(line: 36, column: 3, scope: !10)
!25 = !DILocalVariable(name: "s12", scope: !10, file: !1, line: 37, type: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !1, line: 6, size: 96, elements: !27)
!27 = !{!28, !29, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !26, file: !1, line: 6, baseType: !13, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !26, file: !1, line: 6, baseType: !13, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !26, file: !1, line: 6, baseType: !13, size: 32, offset: 64)
!31 = !DILocation(line: 37, column: 14, scope: !10)
!32 = !DILocation(line: 37, column: 20, scope: !10)
!33 = !DILocation(line: 38, column: 39, scope: !10)
!34 = !DILocation(line: 38, column: 46, scope: !10)
!35 = !DILocation(line: 38, column: 53, scope: !10)
!36 = !DILocation(line: 38, column: 56, scope: !10)
!37 = !DILocation(line: 38, column: 3, scope: !10)
!38 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 39, type: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !1, line: 7, size: 128, elements: !40)
!40 = !{!41, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !39, file: !1, line: 7, baseType: !42, size: 64)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !39, file: !1, line: 7, baseType: !42, size: 64, offset: 64)
!44 = !DILocation(line: 39, column: 14, scope: !10)
!45 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 39, type: !39)
!46 = !DILocation(line: 39, column: 40, scope: !10)
!47 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 40, type: !39)
!48 = !DILocation(line: 40, column: 14, scope: !10)
!49 = !DILocation(line: 40, column: 18, scope: !10)
!50 = !DILocation(line: 41, column: 29, scope: !10)
!51 = !DILocation(line: 41, column: 34, scope: !10)
!52 = !DILocation(line: 41, column: 3, scope: !10)
!53 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 42, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S24", file: !1, line: 8, size: 192, elements: !55)
!55 = !{!56, !57, !58}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !54, file: !1, line: 8, baseType: !42, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !54, file: !1, line: 8, baseType: !42, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !54, file: !1, line: 8, baseType: !42, size: 64, offset: 128)
!59 = !DILocation(line: 42, column: 14, scope: !10)
!60 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 43, type: !54)
!61 = !DILocation(line: 43, column: 14, scope: !10)
!62 = !DILocation(line: 43, column: 18, scope: !10)
!63 = !DILocation(line: 44, column: 41, scope: !10)
!64 = !DILocation(line: 44, column: 46, scope: !10)
!65 = !DILocation(line: 44, column: 51, scope: !10)
!66 = !DILocation(line: 44, column: 54, scope: !10)
!67 = !DILocation(line: 44, column: 3, scope: !10)
!68 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 45, type: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mixed", file: !1, line: 9, size: 64, elements: !70)
!70 = !{!71, !73, !75}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !69, file: !1, line: 9, baseType: !72, size: 8)
!72 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !69, file: !1, line: 9, baseType: !74, size: 16, offset: 16)
!74 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !69, file: !1, line: 9, baseType: !13, size: 32, offset: 32)
!76 = !DILocation(line: 45, column: 16, scope: !10)
!77 = !DILocation(line: 46, column: 12, scope: !10)
!78 = !DILocation(line: 46, column: 7, scope: !10)
!79 = !DILocation(line: 47, column: 32, scope: !10)
!80 = !DILocation(line: 47, column: 30, scope: !10)
!81 = !DILocation(line: 47, column: 37, scope: !10)
!82 = !DILocation(line: 47, column: 35, scope: !10)
!83 = !DILocation(line: 47, column: 42, scope: !10)
!84 = !DILocation(line: 47, column: 3, scope: !10)
!85 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 48, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bytes3", file: !1, line: 10, size: 24, elements: !87)
!87 = !{!88}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !86, file: !1, line: 10, baseType: !89, size: 24)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 24, elements: !91)
!90 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!91 = !{!92}
!92 = !DISubrange(count: 3)
!93 = !DILocation(line: 48, column: 17, scope: !10)
!94 = !DILocation(line: 49, column: 7, scope: !10)
!95 = !DILocation(line: 50, column: 33, scope: !10)
!96 = !DILocation(line: 50, column: 31, scope: !10)
!97 = !DILocation(line: 50, column: 41, scope: !10)
!98 = !DILocation(line: 50, column: 39, scope: !10)
!99 = !DILocation(line: 50, column: 49, scope: !10)
!100 = !DILocation(line: 50, column: 47, scope: !10)
!101 = !DILocation(line: 50, column: 3, scope: !10)
!102 = !DILocation(line: 51, column: 26, scope: !10)
!103 = !DILocation(line: 51, column: 3, scope: !10)
!104 = !DILocation(line: 52, column: 3, scope: !10)
!105 = distinct !DISubprogram(name: "mk8", scope: !1, file: !1, line: 12, type: !106, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!106 = !DISubroutineType(types: !107)
!107 = !{!16, !13, !13}
!108 = !DILocalVariable(name: "a", arg: 1, scope: !105, file: !1, line: 12, type: !13)
!109 = !DILocation(line: 12, column: 52, scope: !105)
!110 = !DILocalVariable(name: "b", arg: 2, scope: !105, file: !1, line: 12, type: !13)
!111 = !DILocation(line: 12, column: 59, scope: !105)
!112 = !DILocalVariable(name: "s", scope: !105, file: !1, line: 12, type: !16)
!113 = !DILocation(line: 12, column: 74, scope: !105)
!114 = !DILocation(line: 12, column: 78, scope: !105)
!115 = !DILocation(line: 12, column: 79, scope: !105)
!116 = !DILocation(line: 12, column: 82, scope: !105)
!117 = !DILocation(line: 12, column: 86, scope: !105)
!118 = distinct !DISubprogram(name: "mk12", scope: !1, file: !1, line: 13, type: !119, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!119 = !DISubroutineType(types: !120)
!120 = !{!26, !13}
!121 = !DILocalVariable(name: "a", arg: 1, scope: !118, file: !1, line: 13, type: !13)
!122 = !DILocation(line: 13, column: 54, scope: !118)
!123 = !DILocalVariable(name: "s", scope: !118, file: !1, line: 13, type: !26)
!124 = !DILocation(line: 13, column: 70, scope: !118)
!125 = !DILocation(line: 13, column: 74, scope: !118)
!126 = !DILocation(line: 13, column: 75, scope: !118)
!127 = !DILocation(line: 13, column: 78, scope: !118)
!128 = !DILocation(line: 13, column: 80, scope: !118)
!129 = !DILocation(line: 13, column: 85, scope: !118)
!130 = !DILocation(line: 13, column: 87, scope: !118)
!131 = !DILocation(line: 13, column: 93, scope: !118)
!132 = distinct !DISubprogram(name: "sum12", scope: !1, file: !1, line: 22, type: !133, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!133 = !DISubroutineType(types: !134)
!134 = !{!13, !26}
!135 = !DILocalVariable(name: "s", arg: 1, scope: !132, file: !1, line: 22, type: !26)
!136 = !DILocation(line: 22, column: 55, scope: !132)
!137 = !DILocation(line: 22, column: 69, scope: !132)
!138 = !DILocation(line: 22, column: 75, scope: !132)
!139 = !DILocation(line: 22, column: 71, scope: !132)
!140 = !DILocation(line: 22, column: 81, scope: !132)
!141 = !DILocation(line: 22, column: 77, scope: !132)
!142 = !DILocation(line: 22, column: 60, scope: !132)
!143 = distinct !DISubprogram(name: "add16", scope: !1, file: !1, line: 14, type: !144, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!144 = !DISubroutineType(types: !145)
!145 = !{!39, !39, !39}
!146 = !DILocalVariable(name: "p", arg: 1, scope: !143, file: !1, line: 14, type: !39)
!147 = !DILocation(line: 14, column: 62, scope: !143)
!148 = !DILocalVariable(name: "q", arg: 2, scope: !143, file: !1, line: 14, type: !39)
!149 = !DILocation(line: 14, column: 76, scope: !143)
!150 = !DILocalVariable(name: "r", scope: !143, file: !1, line: 15, type: !39)
!151 = !DILocation(line: 15, column: 14, scope: !143)
!152 = !DILocation(line: 15, column: 18, scope: !143)
!153 = !DILocation(line: 15, column: 21, scope: !143)
!154 = !DILocation(line: 15, column: 27, scope: !143)
!155 = !DILocation(line: 15, column: 23, scope: !143)
!156 = !DILocation(line: 15, column: 32, scope: !143)
!157 = !DILocation(line: 15, column: 38, scope: !143)
!158 = !DILocation(line: 15, column: 34, scope: !143)
!159 = !DILocation(line: 16, column: 3, scope: !143)
!160 = distinct !DISubprogram(name: "scale24", scope: !1, file: !1, line: 18, type: !161, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!161 = !DISubroutineType(types: !162)
!162 = !{!54, !54, !42}
!163 = !DILocalVariable(name: "v", arg: 1, scope: !160, file: !1, line: 18, type: !54)
!164 = !DILocation(line: 18, column: 64, scope: !160)
!165 = !DILocalVariable(name: "k", arg: 2, scope: !160, file: !1, line: 18, type: !42)
!166 = !DILocation(line: 18, column: 72, scope: !160)
!167 = !DILocation(line: 19, column: 10, scope: !160)
!168 = !DILocation(line: 19, column: 5, scope: !160)
!169 = !DILocation(line: 19, column: 7, scope: !160)
!170 = !DILocation(line: 19, column: 20, scope: !160)
!171 = !DILocation(line: 19, column: 15, scope: !160)
!172 = !DILocation(line: 19, column: 17, scope: !160)
!173 = !DILocation(line: 19, column: 30, scope: !160)
!174 = !DILocation(line: 19, column: 25, scope: !160)
!175 = !DILocation(line: 19, column: 27, scope: !160)
!176 = !DILocation(line: 20, column: 10, scope: !160)
!177 = !DILocation(line: 20, column: 3, scope: !160)
!178 = distinct !DISubprogram(name: "dot24", scope: !1, file: !1, line: 23, type: !179, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!179 = !DISubroutineType(types: !180)
!180 = !{!42, !54, !54}
!181 = !DILocalVariable(name: "a", arg: 1, scope: !178, file: !1, line: 23, type: !54)
!182 = !DILocation(line: 23, column: 56, scope: !178)
!183 = !DILocalVariable(name: "b", arg: 2, scope: !178, file: !1, line: 23, type: !54)
!184 = !DILocation(line: 23, column: 70, scope: !178)
!185 = !DILocation(line: 23, column: 84, scope: !178)
!186 = !DILocation(line: 23, column: 90, scope: !178)
!187 = !DILocation(line: 23, column: 86, scope: !178)
!188 = !DILocation(line: 23, column: 96, scope: !178)
!189 = !DILocation(line: 23, column: 102, scope: !178)
!190 = !DILocation(line: 23, column: 98, scope: !178)
!191 = !DILocation(line: 23, column: 92, scope: !178)
!192 = !DILocation(line: 23, column: 108, scope: !178)
!193 = !DILocation(line: 23, column: 114, scope: !178)
!194 = !DILocation(line: 23, column: 110, scope: !178)
!195 = !DILocation(line: 23, column: 104, scope: !178)
!196 = !DILocation(line: 23, column: 75, scope: !178)
!197 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 24, type: !198, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!198 = !DISubroutineType(types: !199)
!199 = !{!69, !69}
!200 = !DILocalVariable(name: "m", arg: 1, scope: !197, file: !1, line: 24, type: !69)
!201 = !DILocation(line: 24, column: 65, scope: !197)
!202 = !DILocation(line: 24, column: 72, scope: !197)
!203 = !DILocation(line: 24, column: 73, scope: !197)
!204 = !DILocation(line: 24, column: 79, scope: !197)
!205 = !DILocation(line: 24, column: 81, scope: !197)
!206 = !DILocation(line: 24, column: 89, scope: !197)
!207 = !DILocation(line: 24, column: 91, scope: !197)
!208 = !DILocation(line: 24, column: 104, scope: !197)
!209 = !DILocation(line: 24, column: 97, scope: !197)
!210 = distinct !DISubprogram(name: "rev3", scope: !1, file: !1, line: 25, type: !211, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!211 = !DISubroutineType(types: !212)
!212 = !{!86, !86}
!213 = !DILocalVariable(name: "b", arg: 1, scope: !210, file: !1, line: 25, type: !86)
!214 = !DILocation(line: 25, column: 67, scope: !210)
!215 = !DILocalVariable(name: "r", scope: !210, file: !1, line: 26, type: !86)
!216 = !DILocation(line: 26, column: 17, scope: !210)
!217 = !DILocation(line: 26, column: 21, scope: !210)
!218 = !DILocation(line: 26, column: 22, scope: !210)
!219 = !DILocation(line: 26, column: 25, scope: !210)
!220 = !DILocation(line: 26, column: 23, scope: !210)
!221 = !DILocation(line: 26, column: 33, scope: !210)
!222 = !DILocation(line: 26, column: 31, scope: !210)
!223 = !DILocation(line: 26, column: 41, scope: !210)
!224 = !DILocation(line: 26, column: 39, scope: !210)
!225 = !DILocation(line: 27, column: 3, scope: !210)
!226 = distinct !DISubprogram(name: "many", scope: !1, file: !1, line: 30, type: !227, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!227 = !DISubroutineType(types: !228)
!228 = !{!42, !39, !39, !39, !39, !16}
!229 = !DILocalVariable(name: "a", arg: 1, scope: !226, file: !1, line: 30, type: !39)
!230 = !DILocation(line: 30, column: 55, scope: !226)
!231 = !DILocalVariable(name: "b", arg: 2, scope: !226, file: !1, line: 30, type: !39)
!232 = !DILocation(line: 30, column: 69, scope: !226)
!233 = !DILocalVariable(name: "c", arg: 3, scope: !226, file: !1, line: 30, type: !39)
!234 = !DILocation(line: 30, column: 83, scope: !226)
!235 = !DILocalVariable(name: "d", arg: 4, scope: !226, file: !1, line: 30, type: !39)
!236 = !DILocation(line: 30, column: 97, scope: !226)
!237 = !DILocalVariable(name: "e", arg: 5, scope: !226, file: !1, line: 30, type: !16)
!238 = !DILocation(line: 30, column: 110, scope: !226)
!239 = !DILocation(line: 31, column: 12, scope: !226)
!240 = !DILocation(line: 31, column: 18, scope: !226)
!241 = !DILocation(line: 31, column: 14, scope: !226)
!242 = !DILocation(line: 31, column: 24, scope: !226)
!243 = !DILocation(line: 31, column: 26, scope: !226)
!244 = !DILocation(line: 31, column: 20, scope: !226)
!245 = !DILocation(line: 31, column: 34, scope: !226)
!246 = !DILocation(line: 31, column: 30, scope: !226)
!247 = !DILocation(line: 31, column: 40, scope: !226)
!248 = !DILocation(line: 31, column: 46, scope: !226)
!249 = !DILocation(line: 31, column: 42, scope: !226)
!250 = !DILocation(line: 31, column: 38, scope: !226)
!251 = !DILocation(line: 31, column: 36, scope: !226)
!252 = !DILocation(line: 31, column: 3, scope: !226)
