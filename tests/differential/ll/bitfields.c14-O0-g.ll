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
@next_day.mdays = internal constant [12 x i8] c"\1F\1C\1F\1E\1F\1E\1F\1F\1E\1F\1E\1F", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !32 {
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
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !35, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %3, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %3, align 4, !dbg !47
  br label %11, !dbg !48

11:                                               ; preds = %44, %0
  %12 = load i32, i32* %3, align 4, !dbg !49
  %13 = icmp slt i32 %12, 40, !dbg !51
  br i1 %13, label %14, label %47, !dbg !52

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4, !dbg !53
  call void @fill(%struct.Flags* noundef %2, i32 noundef %15), !dbg !55
  %16 = load i32, i32* %3, align 4, !dbg !56
  %17 = bitcast %struct.Flags* %2 to i64*, !dbg !57
  %18 = load i64, i64* %17, align 8, !dbg !57
  %19 = and i64 %18, 1, !dbg !57
  %20 = trunc i64 %19 to i32, !dbg !57
  %21 = bitcast %struct.Flags* %2 to i64*, !dbg !58
  %22 = load i64, i64* %21, align 8, !dbg !58
  %23 = lshr i64 %22, 1, !dbg !58
  %24 = and i64 %23, 7, !dbg !58
  %25 = trunc i64 %24 to i32, !dbg !58
  %26 = bitcast %struct.Flags* %2 to i64*, !dbg !59
  %27 = load i64, i64* %26, align 8, !dbg !59
  %28 = shl i64 %27, 55, !dbg !59
  %29 = ashr i64 %28, 59, !dbg !59
  %30 = trunc i64 %29 to i32, !dbg !59
  %31 = bitcast %struct.Flags* %2 to i64*, !dbg !60
  %32 = load i64, i64* %31, align 8, !dbg !60
  %33 = lshr i64 %32, 9, !dbg !60
  %34 = and i64 %33, 127, !dbg !60
  %35 = trunc i64 %34 to i32, !dbg !60
  %36 = bitcast %struct.Flags* %2 to i64*, !dbg !61
  %37 = load i64, i64* %36, align 8, !dbg !61
  %38 = lshr i64 %37, 16, !dbg !61
  %39 = and i64 %38, 8589934591, !dbg !61
  %40 = bitcast %struct.Flags* %2 to i64*, !dbg !62
  %41 = load i64, i64* %40, align 8, !dbg !62
  %42 = ashr i64 %41, 49, !dbg !62
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef %16, i32 noundef %20, i32 noundef %25, i32 noundef %30, i32 noundef %35, i64 noundef %39, i64 noundef %42), !dbg !63
  br label %44, !dbg !64

44:                                               ; preds = %14
  %45 = load i32, i32* %3, align 4, !dbg !65
  %46 = add nsw i32 %45, 7, !dbg !65
  store i32 %46, i32* %3, align 4, !dbg !65
  br label %11, !dbg !66, !llvm.loop !67

47:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata %struct.Packed* %4, metadata !70, metadata !DIExpression()), !dbg !75
  %48 = bitcast %struct.Packed* %4 to i8*, !dbg !75
  call void @llvm.memset.p0i8.i64(i8* align 1 %48, i8 0, i64 1, i1 false), !dbg !75
  call void @llvm.dbg.declare(metadata i32* %5, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %5, align 4, !dbg !78
  br label %49, !dbg !79

49:                                               ; preds = %75, %47
  %50 = load i32, i32* %5, align 4, !dbg !80
  %51 = icmp slt i32 %50, 20, !dbg !82
  br i1 %51, label %52, label %78, !dbg !83

52:                                               ; preds = %49
  %53 = bitcast %struct.Packed* %4 to i8*, !dbg !84
  %54 = load i8, i8* %53, align 1, !dbg !86
  %55 = and i8 %54, 15, !dbg !86
  %56 = zext i8 %55 to i32, !dbg !86
  %57 = add nsw i32 %56, 3, !dbg !86
  %58 = trunc i32 %57 to i8, !dbg !86
  %59 = load i8, i8* %53, align 1, !dbg !86
  %60 = and i8 %58, 15, !dbg !86
  %61 = and i8 %59, -16, !dbg !86
  %62 = or i8 %61, %60, !dbg !86
  store i8 %62, i8* %53, align 1, !dbg !86
  %63 = load i32, i32* %5, align 4, !dbg !87
  %64 = bitcast %struct.Packed* %4 to i8*, !dbg !88
  %65 = load i8, i8* %64, align 1, !dbg !89
  %66 = lshr i8 %65, 4, !dbg !89
  %67 = zext i8 %66 to i32, !dbg !89
  %68 = xor i32 %67, %63, !dbg !89
  %69 = trunc i32 %68 to i8, !dbg !89
  %70 = load i8, i8* %64, align 1, !dbg !89
  %71 = and i8 %69, 15, !dbg !89
  %72 = shl i8 %71, 4, !dbg !89
  %73 = and i8 %70, 15, !dbg !89
  %74 = or i8 %73, %72, !dbg !89
  store i8 %74, i8* %64, align 1, !dbg !89
  br label %75, !dbg !90

75:                                               ; preds = %52
  %76 = load i32, i32* %5, align 4, !dbg !91
  %77 = add nsw i32 %76, 1, !dbg !91
  store i32 %77, i32* %5, align 4, !dbg !91
  br label %49, !dbg !92, !llvm.loop !93

78:                                               ; preds = %49
  %79 = bitcast %struct.Packed* %4 to i8*, !dbg !95
  %80 = load i8, i8* %79, align 1, !dbg !95
  %81 = and i8 %80, 15, !dbg !95
  %82 = zext i8 %81 to i32, !dbg !96
  %83 = bitcast %struct.Packed* %4 to i8*, !dbg !97
  %84 = load i8, i8* %83, align 1, !dbg !97
  %85 = lshr i8 %84, 4, !dbg !97
  %86 = zext i8 %85 to i32, !dbg !98
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %82, i32 noundef %86, i64 noundef 1), !dbg !99
  call void @llvm.dbg.declare(metadata %struct.Date* %6, metadata !100, metadata !DIExpression()), !dbg !101
  %88 = bitcast %struct.Date* %6 to i8*, !dbg !101
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %88, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.d, i32 0, i32 0), i64 4, i1 false), !dbg !101
  call void @llvm.dbg.declare(metadata i32* %7, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %7, align 4, !dbg !104
  br label %89, !dbg !105

89:                                               ; preds = %110, %78
  %90 = load i32, i32* %7, align 4, !dbg !106
  %91 = icmp slt i32 %90, 8, !dbg !108
  br i1 %91, label %92, label %113, !dbg !109

92:                                               ; preds = %89
  %93 = getelementptr inbounds %struct.Date, %struct.Date* %6, i32 0, i32 0, !dbg !110
  %94 = load i32, i32* %93, align 4, !dbg !110
  %95 = call i32 @next_day(i32 %94), !dbg !110
  %96 = getelementptr inbounds %struct.Date, %struct.Date* %8, i32 0, i32 0, !dbg !110
  store i32 %95, i32* %96, align 4, !dbg !110
  %97 = bitcast %struct.Date* %6 to i8*, !dbg !110
  %98 = bitcast %struct.Date* %8 to i8*, !dbg !110
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %97, i8* align 4 %98, i64 4, i1 false), !dbg !110
  %99 = bitcast %struct.Date* %6 to i32*, !dbg !112
  %100 = load i32, i32* %99, align 4, !dbg !112
  %101 = ashr i32 %100, 9, !dbg !112
  %102 = bitcast %struct.Date* %6 to i32*, !dbg !113
  %103 = load i32, i32* %102, align 4, !dbg !113
  %104 = lshr i32 %103, 5, !dbg !113
  %105 = and i32 %104, 15, !dbg !113
  %106 = bitcast %struct.Date* %6 to i32*, !dbg !114
  %107 = load i32, i32* %106, align 4, !dbg !114
  %108 = and i32 %107, 31, !dbg !114
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %101, i32 noundef %105, i32 noundef %108), !dbg !115
  br label %110, !dbg !116

110:                                              ; preds = %92
  %111 = load i32, i32* %7, align 4, !dbg !117
  %112 = add nsw i32 %111, 1, !dbg !117
  store i32 %112, i32* %7, align 4, !dbg !117
  br label %89, !dbg !118, !llvm.loop !119

113:                                              ; preds = %89
  %114 = bitcast %struct.Date* %6 to i32*, !dbg !121
  %115 = load i32, i32* %114, align 4, !dbg !122
  %116 = and i32 %115, -32, !dbg !122
  %117 = or i32 %116, 30, !dbg !122
  store i32 %117, i32* %114, align 4, !dbg !122
  %118 = bitcast %struct.Date* %6 to i32*, !dbg !123
  %119 = load i32, i32* %118, align 4, !dbg !124
  %120 = and i32 %119, -481, !dbg !124
  %121 = or i32 %120, 384, !dbg !124
  store i32 %121, i32* %118, align 4, !dbg !124
  %122 = bitcast %struct.Date* %6 to i32*, !dbg !125
  %123 = load i32, i32* %122, align 4, !dbg !126
  %124 = and i32 %123, 511, !dbg !126
  %125 = or i32 %124, -512, !dbg !126
  store i32 %125, i32* %122, align 4, !dbg !126
  %126 = getelementptr inbounds %struct.Date, %struct.Date* %6, i32 0, i32 0, !dbg !127
  %127 = load i32, i32* %126, align 4, !dbg !127
  %128 = call i32 @next_day(i32 %127), !dbg !127
  %129 = getelementptr inbounds %struct.Date, %struct.Date* %10, i32 0, i32 0, !dbg !127
  store i32 %128, i32* %129, align 4, !dbg !127
  %130 = getelementptr inbounds %struct.Date, %struct.Date* %10, i32 0, i32 0, !dbg !128
  %131 = load i32, i32* %130, align 4, !dbg !128
  %132 = call i32 @next_day(i32 %131), !dbg !128
  %133 = getelementptr inbounds %struct.Date, %struct.Date* %9, i32 0, i32 0, !dbg !128
  store i32 %132, i32* %133, align 4, !dbg !128
  %134 = bitcast %struct.Date* %6 to i8*, !dbg !128
  %135 = bitcast %struct.Date* %9 to i8*, !dbg !128
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %134, i8* align 4 %135, i64 4, i1 false), !dbg !128
  %136 = bitcast %struct.Date* %6 to i32*, !dbg !129
  %137 = load i32, i32* %136, align 4, !dbg !129
  %138 = ashr i32 %137, 9, !dbg !129
  %139 = bitcast %struct.Date* %6 to i32*, !dbg !130
  %140 = load i32, i32* %139, align 4, !dbg !130
  %141 = lshr i32 %140, 5, !dbg !130
  %142 = and i32 %141, 15, !dbg !130
  %143 = bitcast %struct.Date* %6 to i32*, !dbg !131
  %144 = load i32, i32* %143, align 4, !dbg !131
  %145 = and i32 %144, 31, !dbg !131
  %146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef %138, i32 noundef %142, i32 noundef %145, i64 noundef 4), !dbg !132
  ret i32 0, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(%struct.Flags* noundef %0, i32 noundef %1) #0 !dbg !134 {
  %3 = alloca %struct.Flags*, align 8
  %4 = alloca i32, align 4
  store %struct.Flags* %0, %struct.Flags** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Flags** %3, metadata !138, metadata !DIExpression()), !dbg !139
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !140, metadata !DIExpression()), !dbg !141
  %5 = load i32, i32* %4, align 4, !dbg !142
  %6 = load %struct.Flags*, %struct.Flags** %3, align 8, !dbg !143
  %7 = bitcast %struct.Flags* %6 to i64*, !dbg !144
  %8 = zext i32 %5 to i64, !dbg !145
  %9 = load i64, i64* %7, align 8, !dbg !145
  %10 = and i64 %8, 1, !dbg !145
  %11 = and i64 %9, -2, !dbg !145
  %12 = or i64 %11, %10, !dbg !145
  store i64 %12, i64* %7, align 8, !dbg !145
  %13 = trunc i64 %10 to i32, !dbg !145
  %14 = load i32, i32* %4, align 4, !dbg !146
  %15 = mul nsw i32 %14, 3, !dbg !147
  %16 = load %struct.Flags*, %struct.Flags** %3, align 8, !dbg !148
  %17 = bitcast %struct.Flags* %16 to i64*, !dbg !149
  %18 = zext i32 %15 to i64, !dbg !150
  %19 = load i64, i64* %17, align 8, !dbg !150
  %20 = and i64 %18, 7, !dbg !150
  %21 = shl i64 %20, 1, !dbg !150
  %22 = and i64 %19, -15, !dbg !150
  %23 = or i64 %22, %21, !dbg !150
  store i64 %23, i64* %17, align 8, !dbg !150
  %24 = trunc i64 %20 to i32, !dbg !150
  %25 = load i32, i32* %4, align 4, !dbg !151
  %26 = sub nsw i32 %25, 20, !dbg !152
  %27 = load %struct.Flags*, %struct.Flags** %3, align 8, !dbg !153
  %28 = bitcast %struct.Flags* %27 to i64*, !dbg !154
  %29 = zext i32 %26 to i64, !dbg !155
  %30 = load i64, i64* %28, align 8, !dbg !155
  %31 = and i64 %29, 31, !dbg !155
  %32 = shl i64 %31, 4, !dbg !155
  %33 = and i64 %30, -497, !dbg !155
  %34 = or i64 %33, %32, !dbg !155
  store i64 %34, i64* %28, align 8, !dbg !155
  %35 = shl i64 %31, 59, !dbg !155
  %36 = ashr i64 %35, 59, !dbg !155
  %37 = trunc i64 %36 to i32, !dbg !155
  %38 = load i32, i32* %4, align 4, !dbg !156
  %39 = mul nsw i32 %38, 11, !dbg !157
  %40 = load %struct.Flags*, %struct.Flags** %3, align 8, !dbg !158
  %41 = bitcast %struct.Flags* %40 to i64*, !dbg !159
  %42 = zext i32 %39 to i64, !dbg !160
  %43 = load i64, i64* %41, align 8, !dbg !160
  %44 = and i64 %42, 127, !dbg !160
  %45 = shl i64 %44, 9, !dbg !160
  %46 = and i64 %43, -65025, !dbg !160
  %47 = or i64 %46, %45, !dbg !160
  store i64 %47, i64* %41, align 8, !dbg !160
  %48 = trunc i64 %44 to i32, !dbg !160
  %49 = load i32, i32* %4, align 4, !dbg !161
  %50 = sext i32 %49 to i64, !dbg !162
  %51 = mul i64 %50, 123456789, !dbg !163
  %52 = load %struct.Flags*, %struct.Flags** %3, align 8, !dbg !164
  %53 = bitcast %struct.Flags* %52 to i64*, !dbg !165
  %54 = load i64, i64* %53, align 8, !dbg !166
  %55 = and i64 %51, 8589934591, !dbg !166
  %56 = shl i64 %55, 16, !dbg !166
  %57 = and i64 %54, -562949953355777, !dbg !166
  %58 = or i64 %57, %56, !dbg !166
  store i64 %58, i64* %53, align 8, !dbg !166
  %59 = load i32, i32* %4, align 4, !dbg !167
  %60 = sub nsw i32 0, %59, !dbg !168
  %61 = mul nsw i32 %60, 500, !dbg !169
  %62 = sext i32 %61 to i64, !dbg !168
  %63 = load %struct.Flags*, %struct.Flags** %3, align 8, !dbg !170
  %64 = bitcast %struct.Flags* %63 to i64*, !dbg !171
  %65 = load i64, i64* %64, align 8, !dbg !172
  %66 = and i64 %62, 32767, !dbg !172
  %67 = shl i64 %66, 49, !dbg !172
  %68 = and i64 %65, 562949953421311, !dbg !172
  %69 = or i64 %68, %67, !dbg !172
  store i64 %69, i64* %64, align 8, !dbg !172
  %70 = shl i64 %66, 49, !dbg !172
  %71 = ashr i64 %70, 49, !dbg !172
  ret void, !dbg !173
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_day(i32 %0) #0 !dbg !2 {
  %2 = alloca %struct.Date, align 4
  %3 = alloca %struct.Date, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.Date, %struct.Date* %3, i32 0, i32 0
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Date* %3, metadata !174, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.declare(metadata i32* %4, metadata !176, metadata !DIExpression()), !dbg !177
  %6 = bitcast %struct.Date* %3 to i32*, !dbg !178
  %7 = load i32, i32* %6, align 4, !dbg !178
  %8 = lshr i32 %7, 5, !dbg !178
  %9 = and i32 %8, 15, !dbg !178
  %10 = sub nsw i32 %9, 1, !dbg !179
  %11 = sext i32 %10 to i64, !dbg !180
  %12 = getelementptr inbounds [12 x i8], [12 x i8]* @next_day.mdays, i64 0, i64 %11, !dbg !180
  %13 = load i8, i8* %12, align 1, !dbg !180
  %14 = zext i8 %13 to i32, !dbg !180
  store i32 %14, i32* %4, align 4, !dbg !177
  %15 = bitcast %struct.Date* %3 to i32*, !dbg !181
  %16 = load i32, i32* %15, align 4, !dbg !181
  %17 = lshr i32 %16, 5, !dbg !181
  %18 = and i32 %17, 15, !dbg !181
  %19 = icmp eq i32 %18, 2, !dbg !183
  br i1 %19, label %20, label %39, !dbg !184

20:                                               ; preds = %1
  %21 = bitcast %struct.Date* %3 to i32*, !dbg !185
  %22 = load i32, i32* %21, align 4, !dbg !185
  %23 = ashr i32 %22, 9, !dbg !185
  %24 = srem i32 %23, 4, !dbg !186
  %25 = icmp eq i32 %24, 0, !dbg !187
  br i1 %25, label %26, label %32, !dbg !188

26:                                               ; preds = %20
  %27 = bitcast %struct.Date* %3 to i32*, !dbg !189
  %28 = load i32, i32* %27, align 4, !dbg !189
  %29 = ashr i32 %28, 9, !dbg !189
  %30 = srem i32 %29, 100, !dbg !190
  %31 = icmp ne i32 %30, 0, !dbg !191
  br i1 %31, label %38, label %32, !dbg !192

32:                                               ; preds = %26, %20
  %33 = bitcast %struct.Date* %3 to i32*, !dbg !193
  %34 = load i32, i32* %33, align 4, !dbg !193
  %35 = ashr i32 %34, 9, !dbg !193
  %36 = srem i32 %35, 400, !dbg !194
  %37 = icmp eq i32 %36, 0, !dbg !195
  br i1 %37, label %38, label %39, !dbg !196

38:                                               ; preds = %32, %26
  store i32 29, i32* %4, align 4, !dbg !197
  br label %39, !dbg !198

39:                                               ; preds = %38, %32, %1
  %40 = bitcast %struct.Date* %3 to i32*, !dbg !199
  %41 = load i32, i32* %40, align 4, !dbg !201
  %42 = and i32 %41, 31, !dbg !201
  %43 = add i32 %42, 1, !dbg !201
  %44 = load i32, i32* %40, align 4, !dbg !201
  %45 = and i32 %43, 31, !dbg !201
  %46 = and i32 %44, -32, !dbg !201
  %47 = or i32 %46, %45, !dbg !201
  store i32 %47, i32* %40, align 4, !dbg !201
  %48 = load i32, i32* %4, align 4, !dbg !202
  %49 = icmp ugt i32 %45, %48, !dbg !203
  br i1 %49, label %50, label %83, !dbg !204

50:                                               ; preds = %39
  %51 = bitcast %struct.Date* %3 to i32*, !dbg !205
  %52 = load i32, i32* %51, align 4, !dbg !207
  %53 = and i32 %52, -32, !dbg !207
  %54 = or i32 %53, 1, !dbg !207
  store i32 %54, i32* %51, align 4, !dbg !207
  %55 = bitcast %struct.Date* %3 to i32*, !dbg !208
  %56 = load i32, i32* %55, align 4, !dbg !210
  %57 = lshr i32 %56, 5, !dbg !210
  %58 = and i32 %57, 15, !dbg !210
  %59 = add i32 %58, 1, !dbg !210
  %60 = load i32, i32* %55, align 4, !dbg !210
  %61 = and i32 %59, 15, !dbg !210
  %62 = shl i32 %61, 5, !dbg !210
  %63 = and i32 %60, -481, !dbg !210
  %64 = or i32 %63, %62, !dbg !210
  store i32 %64, i32* %55, align 4, !dbg !210
  %65 = icmp sgt i32 %61, 12, !dbg !211
  br i1 %65, label %66, label %82, !dbg !212

66:                                               ; preds = %50
  %67 = bitcast %struct.Date* %3 to i32*, !dbg !213
  %68 = load i32, i32* %67, align 4, !dbg !215
  %69 = and i32 %68, -481, !dbg !215
  %70 = or i32 %69, 32, !dbg !215
  store i32 %70, i32* %67, align 4, !dbg !215
  %71 = bitcast %struct.Date* %3 to i32*, !dbg !216
  %72 = load i32, i32* %71, align 4, !dbg !217
  %73 = ashr i32 %72, 9, !dbg !217
  %74 = add nsw i32 %73, 1, !dbg !217
  %75 = load i32, i32* %71, align 4, !dbg !217
  %76 = and i32 %74, 8388607, !dbg !217
  %77 = shl i32 %76, 9, !dbg !217
  %78 = and i32 %75, 511, !dbg !217
  %79 = or i32 %78, %77, !dbg !217
  store i32 %79, i32* %71, align 4, !dbg !217
  %80 = shl i32 %76, 9, !dbg !217
  %81 = ashr i32 %80, 9, !dbg !217
  br label %82, !dbg !218

82:                                               ; preds = %66, %50
  br label %83, !dbg !219

83:                                               ; preds = %82, %39
  %84 = bitcast %struct.Date* %2 to i8*, !dbg !220
  %85 = bitcast %struct.Date* %3 to i8*, !dbg !220
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %84, i8* align 4 %85, i64 4, i1 false), !dbg !220
  %86 = getelementptr inbounds %struct.Date, %struct.Date* %2, i32 0, i32 0, !dbg !221
  %87 = load i32, i32* %86, align 4, !dbg !221
  ret i32 %87, !dbg !221
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "mdays", scope: !2, file: !3, line: 19, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "next_day", scope: !3, file: !3, line: 18, type: !4, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !18)
!3 = !DIFile(filename: "tests/differential/src/bitfields.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "35f82f3a1dfd020301e22bcd9c6c7973")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Date", file: !3, line: 16, size: 32, elements: !7)
!7 = !{!8, !10, !11}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "day", scope: !6, file: !3, line: 16, baseType: !9, size: 5, flags: DIFlagBitField, extraData: i64 0)
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "month", scope: !6, file: !3, line: 16, baseType: !9, size: 4, offset: 5, flags: DIFlagBitField, extraData: i64 0)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "year", scope: !6, file: !3, line: 16, baseType: !12, size: 23, offset: 9, flags: DIFlagBitField, extraData: i64 0)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !17, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !16}
!15 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !{!0}
!18 = !{}
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 96, elements: !22)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = !{!23}
!23 = !DISubrange(count: 12)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !33, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, retainedNodes: !18)
!33 = !DISubroutineType(types: !34)
!34 = !{!12}
!35 = !DILocalVariable(name: "f", scope: !32, file: !3, line: 36, type: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 5, size: 64, elements: !37)
!37 = !{!38, !39, !40, !41, !42, !43}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !36, file: !3, line: 6, baseType: !9, size: 1, flags: DIFlagBitField, extraData: i64 0)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !36, file: !3, line: 7, baseType: !9, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !36, file: !3, line: 8, baseType: !12, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !36, file: !3, line: 9, baseType: !9, size: 7, offset: 9, flags: DIFlagBitField, extraData: i64 0)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !36, file: !3, line: 10, baseType: !15, size: 33, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !36, file: !3, line: 11, baseType: !16, size: 15, offset: 49, flags: DIFlagBitField, extraData: i64 0)
!44 = !DILocation(line: 36, column: 16, scope: !32)
!45 = !DILocalVariable(name: "k", scope: !46, file: !3, line: 37, type: !12)
!46 = distinct !DILexicalBlock(scope: !32, file: !3, line: 37, column: 3)
!47 = !DILocation(line: 37, column: 12, scope: !46)
!48 = !DILocation(line: 37, column: 8, scope: !46)
!49 = !DILocation(line: 37, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 37, column: 3)
!51 = !DILocation(line: 37, column: 21, scope: !50)
!52 = !DILocation(line: 37, column: 3, scope: !46)
!53 = !DILocation(line: 38, column: 14, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 37, column: 35)
!55 = !DILocation(line: 38, column: 5, scope: !54)
!56 = !DILocation(line: 39, column: 54, scope: !54)
!57 = !DILocation(line: 39, column: 59, scope: !54)
!58 = !DILocation(line: 39, column: 64, scope: !54)
!59 = !DILocation(line: 39, column: 69, scope: !54)
!60 = !DILocation(line: 39, column: 74, scope: !54)
!61 = !DILocation(line: 39, column: 94, scope: !54)
!62 = !DILocation(line: 39, column: 105, scope: !54)
!63 = !DILocation(line: 39, column: 5, scope: !54)
!64 = !DILocation(line: 40, column: 3, scope: !54)
!65 = !DILocation(line: 37, column: 29, scope: !50)
!66 = !DILocation(line: 37, column: 3, scope: !50)
!67 = distinct !{!67, !52, !68, !69}
!68 = !DILocation(line: 40, column: 3, scope: !46)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocalVariable(name: "p", scope: !32, file: !3, line: 41, type: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Packed", file: !3, line: 14, size: 8, elements: !72)
!72 = !{!73, !74}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !71, file: !3, line: 14, baseType: !21, size: 4, flags: DIFlagBitField, extraData: i64 0)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !71, file: !3, line: 14, baseType: !21, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!75 = !DILocation(line: 41, column: 17, scope: !32)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 42, type: !12)
!77 = distinct !DILexicalBlock(scope: !32, file: !3, line: 42, column: 3)
!78 = !DILocation(line: 42, column: 12, scope: !77)
!79 = !DILocation(line: 42, column: 8, scope: !77)
!80 = !DILocation(line: 42, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 42, column: 3)
!82 = !DILocation(line: 42, column: 21, scope: !81)
!83 = !DILocation(line: 42, column: 3, scope: !77)
!84 = !DILocation(line: 42, column: 36, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 42, column: 32)
!86 = !DILocation(line: 42, column: 39, scope: !85)
!87 = !DILocation(line: 42, column: 53, scope: !85)
!88 = !DILocation(line: 42, column: 47, scope: !85)
!89 = !DILocation(line: 42, column: 50, scope: !85)
!90 = !DILocation(line: 42, column: 56, scope: !85)
!91 = !DILocation(line: 42, column: 28, scope: !81)
!92 = !DILocation(line: 42, column: 3, scope: !81)
!93 = distinct !{!93, !83, !94, !69}
!94 = !DILocation(line: 42, column: 56, scope: !77)
!95 = !DILocation(line: 43, column: 45, scope: !32)
!96 = !DILocation(line: 43, column: 43, scope: !32)
!97 = !DILocation(line: 43, column: 51, scope: !32)
!98 = !DILocation(line: 43, column: 49, scope: !32)
!99 = !DILocation(line: 43, column: 3, scope: !32)
!100 = !DILocalVariable(name: "d", scope: !32, file: !3, line: 44, type: !6)
!101 = !DILocation(line: 44, column: 15, scope: !32)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 45, type: !12)
!103 = distinct !DILexicalBlock(scope: !32, file: !3, line: 45, column: 3)
!104 = !DILocation(line: 45, column: 12, scope: !103)
!105 = !DILocation(line: 45, column: 8, scope: !103)
!106 = !DILocation(line: 45, column: 19, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 45, column: 3)
!108 = !DILocation(line: 45, column: 21, scope: !107)
!109 = !DILocation(line: 45, column: 3, scope: !103)
!110 = !DILocation(line: 45, column: 37, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 45, column: 31)
!112 = !DILocation(line: 45, column: 79, scope: !111)
!113 = !DILocation(line: 45, column: 87, scope: !111)
!114 = !DILocation(line: 45, column: 96, scope: !111)
!115 = !DILocation(line: 45, column: 50, scope: !111)
!116 = !DILocation(line: 45, column: 102, scope: !111)
!117 = !DILocation(line: 45, column: 27, scope: !107)
!118 = !DILocation(line: 45, column: 3, scope: !107)
!119 = distinct !{!119, !109, !120, !69}
!120 = !DILocation(line: 45, column: 102, scope: !103)
!121 = !DILocation(line: 46, column: 5, scope: !32)
!122 = !DILocation(line: 46, column: 9, scope: !32)
!123 = !DILocation(line: 46, column: 17, scope: !32)
!124 = !DILocation(line: 46, column: 23, scope: !32)
!125 = !DILocation(line: 46, column: 31, scope: !32)
!126 = !DILocation(line: 46, column: 36, scope: !32)
!127 = !DILocation(line: 47, column: 16, scope: !32)
!128 = !DILocation(line: 47, column: 7, scope: !32)
!129 = !DILocation(line: 48, column: 35, scope: !32)
!130 = !DILocation(line: 48, column: 43, scope: !32)
!131 = !DILocation(line: 48, column: 52, scope: !32)
!132 = !DILocation(line: 48, column: 3, scope: !32)
!133 = !DILocation(line: 49, column: 3, scope: !32)
!134 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 26, type: !135, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !18)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !137, !12}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!138 = !DILocalVariable(name: "f", arg: 1, scope: !134, file: !3, line: 26, type: !137)
!139 = !DILocation(line: 26, column: 58, scope: !134)
!140 = !DILocalVariable(name: "k", arg: 2, scope: !134, file: !3, line: 26, type: !12)
!141 = !DILocation(line: 26, column: 65, scope: !134)
!142 = !DILocation(line: 27, column: 10, scope: !134)
!143 = !DILocation(line: 27, column: 3, scope: !134)
!144 = !DILocation(line: 27, column: 6, scope: !134)
!145 = !DILocation(line: 27, column: 8, scope: !134)
!146 = !DILocation(line: 28, column: 10, scope: !134)
!147 = !DILocation(line: 28, column: 12, scope: !134)
!148 = !DILocation(line: 28, column: 3, scope: !134)
!149 = !DILocation(line: 28, column: 6, scope: !134)
!150 = !DILocation(line: 28, column: 8, scope: !134)
!151 = !DILocation(line: 29, column: 10, scope: !134)
!152 = !DILocation(line: 29, column: 12, scope: !134)
!153 = !DILocation(line: 29, column: 3, scope: !134)
!154 = !DILocation(line: 29, column: 6, scope: !134)
!155 = !DILocation(line: 29, column: 8, scope: !134)
!156 = !DILocation(line: 30, column: 10, scope: !134)
!157 = !DILocation(line: 30, column: 12, scope: !134)
!158 = !DILocation(line: 30, column: 3, scope: !134)
!159 = !DILocation(line: 30, column: 6, scope: !134)
!160 = !DILocation(line: 30, column: 8, scope: !134)
!161 = !DILocation(line: 31, column: 25, scope: !134)
!162 = !DILocation(line: 31, column: 10, scope: !134)
!163 = !DILocation(line: 31, column: 27, scope: !134)
!164 = !DILocation(line: 31, column: 3, scope: !134)
!165 = !DILocation(line: 31, column: 6, scope: !134)
!166 = !DILocation(line: 31, column: 8, scope: !134)
!167 = !DILocation(line: 32, column: 11, scope: !134)
!168 = !DILocation(line: 32, column: 10, scope: !134)
!169 = !DILocation(line: 32, column: 13, scope: !134)
!170 = !DILocation(line: 32, column: 3, scope: !134)
!171 = !DILocation(line: 32, column: 6, scope: !134)
!172 = !DILocation(line: 32, column: 8, scope: !134)
!173 = !DILocation(line: 33, column: 1, scope: !134)
!174 = !DILocalVariable(name: "d", arg: 1, scope: !2, file: !3, line: 18, type: !6)
!175 = !DILocation(line: 18, column: 67, scope: !2)
!176 = !DILocalVariable(name: "md", scope: !2, file: !3, line: 20, type: !9)
!177 = !DILocation(line: 20, column: 12, scope: !2)
!178 = !DILocation(line: 20, column: 25, scope: !2)
!179 = !DILocation(line: 20, column: 31, scope: !2)
!180 = !DILocation(line: 20, column: 17, scope: !2)
!181 = !DILocation(line: 21, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !2, file: !3, line: 21, column: 7)
!183 = !DILocation(line: 21, column: 15, scope: !182)
!184 = !DILocation(line: 21, column: 20, scope: !182)
!185 = !DILocation(line: 21, column: 27, scope: !182)
!186 = !DILocation(line: 21, column: 32, scope: !182)
!187 = !DILocation(line: 21, column: 36, scope: !182)
!188 = !DILocation(line: 21, column: 41, scope: !182)
!189 = !DILocation(line: 21, column: 46, scope: !182)
!190 = !DILocation(line: 21, column: 51, scope: !182)
!191 = !DILocation(line: 21, column: 57, scope: !182)
!192 = !DILocation(line: 21, column: 63, scope: !182)
!193 = !DILocation(line: 21, column: 68, scope: !182)
!194 = !DILocation(line: 21, column: 73, scope: !182)
!195 = !DILocation(line: 21, column: 79, scope: !182)
!196 = !DILocation(line: 21, column: 7, scope: !2)
!197 = !DILocation(line: 21, column: 89, scope: !182)
!198 = !DILocation(line: 21, column: 86, scope: !182)
!199 = !DILocation(line: 22, column: 11, scope: !200)
!200 = distinct !DILexicalBlock(scope: !2, file: !3, line: 22, column: 7)
!201 = !DILocation(line: 22, column: 7, scope: !200)
!202 = !DILocation(line: 22, column: 17, scope: !200)
!203 = !DILocation(line: 22, column: 15, scope: !200)
!204 = !DILocation(line: 22, column: 7, scope: !2)
!205 = !DILocation(line: 22, column: 25, scope: !206)
!206 = distinct !DILexicalBlock(scope: !200, file: !3, line: 22, column: 21)
!207 = !DILocation(line: 22, column: 29, scope: !206)
!208 = !DILocation(line: 22, column: 42, scope: !209)
!209 = distinct !DILexicalBlock(scope: !206, file: !3, line: 22, column: 38)
!210 = !DILocation(line: 22, column: 38, scope: !209)
!211 = !DILocation(line: 22, column: 48, scope: !209)
!212 = !DILocation(line: 22, column: 38, scope: !206)
!213 = !DILocation(line: 22, column: 58, scope: !214)
!214 = distinct !DILexicalBlock(scope: !209, file: !3, line: 22, column: 54)
!215 = !DILocation(line: 22, column: 64, scope: !214)
!216 = !DILocation(line: 22, column: 71, scope: !214)
!217 = !DILocation(line: 22, column: 75, scope: !214)
!218 = !DILocation(line: 22, column: 79, scope: !214)
!219 = !DILocation(line: 22, column: 81, scope: !206)
!220 = !DILocation(line: 23, column: 10, scope: !2)
!221 = !DILocation(line: 23, column: 3, scope: !2)
