; ModuleID = 'tests/differential/src/vla_alloca.c'
source_filename = "tests/differential/src/vla_alloca.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vn = internal global i32 10, align 4, !dbg !0
@.str = private unnamed_addr constant [19 x i8] c"vla_sum(%d) = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"vla_2d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alloca_loop %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !23 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !27, metadata !DIExpression()), !dbg !29
  store i32 1, i32* %2, align 4, !dbg !29
  br label %3, !dbg !30

3:                                                ; preds = %13, %0
  %4 = load i32, i32* %2, align 4, !dbg !31
  %5 = load volatile i32, i32* @vn, align 4, !dbg !33
  %6 = mul nsw i32 %5, 10, !dbg !34
  %7 = icmp sle i32 %4, %6, !dbg !35
  br i1 %7, label %8, label %16, !dbg !36

8:                                                ; preds = %3
  %9 = load i32, i32* %2, align 4, !dbg !37
  %10 = load i32, i32* %2, align 4, !dbg !38
  %11 = call i64 @vla_sum(i32 noundef %10), !dbg !39
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i64 noundef %11), !dbg !40
  br label %13, !dbg !40

13:                                               ; preds = %8
  %14 = load i32, i32* %2, align 4, !dbg !41
  %15 = mul nsw i32 %14, 3, !dbg !41
  store i32 %15, i32* %2, align 4, !dbg !41
  br label %3, !dbg !42, !llvm.loop !43

16:                                               ; preds = %3
  %17 = call i32 @vla_2d(i32 noundef 3, i32 noundef 4), !dbg !46
  %18 = load volatile i32, i32* @vn, align 4, !dbg !47
  %19 = load volatile i32, i32* @vn, align 4, !dbg !48
  %20 = add nsw i32 %19, 1, !dbg !49
  %21 = call i32 @vla_2d(i32 noundef %18, i32 noundef %20), !dbg !50
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %17, i32 noundef %21), !dbg !51
  %23 = load volatile i32, i32* @vn, align 4, !dbg !52
  %24 = call i32 @alloca_loop(i32 noundef %23), !dbg !53
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %24), !dbg !54
  %26 = load volatile i32, i32* @vn, align 4, !dbg !55
  %27 = call i32 @aligned_locals(i32 noundef %26), !dbg !56
  %28 = load volatile i32, i32* @vn, align 4, !dbg !57
  %29 = mul nsw i32 %28, 20, !dbg !58
  %30 = call i32 @aligned_locals(i32 noundef %29), !dbg !59
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %27, i32 noundef %30), !dbg !60
  ret i32 0, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vla_sum(i32 noundef %0) #0 !dbg !62 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !65, metadata !DIExpression()), !dbg !66
  %8 = load i32, i32* %2, align 4, !dbg !67
  %9 = zext i32 %8 to i64, !dbg !68
  %10 = call i8* @llvm.stacksave(), !dbg !68
  store i8* %10, i8** %3, align 8, !dbg !68
  %11 = alloca i64, i64 %9, align 16, !dbg !68
  store i64 %9, i64* %4, align 8, !dbg !68
  call void @llvm.dbg.declare(metadata i64* %4, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.declare(metadata i64* %11, metadata !71, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata i32* %5, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %5, align 4, !dbg !78
  br label %12, !dbg !79

12:                                               ; preds = %29, %1
  %13 = load i32, i32* %5, align 4, !dbg !80
  %14 = load i32, i32* %2, align 4, !dbg !82
  %15 = icmp slt i32 %13, %14, !dbg !83
  br i1 %15, label %16, label %32, !dbg !84

16:                                               ; preds = %12
  %17 = load i32, i32* %5, align 4, !dbg !85
  %18 = sext i32 %17 to i64, !dbg !86
  %19 = load i32, i32* %5, align 4, !dbg !87
  %20 = sext i32 %19 to i64, !dbg !87
  %21 = mul nsw i64 %18, %20, !dbg !88
  %22 = load i32, i32* %5, align 4, !dbg !89
  %23 = mul nsw i32 3, %22, !dbg !90
  %24 = sext i32 %23 to i64, !dbg !91
  %25 = sub nsw i64 %21, %24, !dbg !92
  %26 = load i32, i32* %5, align 4, !dbg !93
  %27 = sext i32 %26 to i64, !dbg !94
  %28 = getelementptr inbounds i64, i64* %11, i64 %27, !dbg !94
  store i64 %25, i64* %28, align 8, !dbg !95
  br label %29, !dbg !94

29:                                               ; preds = %16
  %30 = load i32, i32* %5, align 4, !dbg !96
  %31 = add nsw i32 %30, 1, !dbg !96
  store i32 %31, i32* %5, align 4, !dbg !96
  br label %12, !dbg !97, !llvm.loop !98

32:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i64* %6, metadata !100, metadata !DIExpression()), !dbg !101
  store i64 0, i64* %6, align 8, !dbg !101
  call void @llvm.dbg.declare(metadata i32* %7, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %7, align 4, !dbg !104
  br label %33, !dbg !105

33:                                               ; preds = %44, %32
  %34 = load i32, i32* %7, align 4, !dbg !106
  %35 = load i32, i32* %2, align 4, !dbg !108
  %36 = icmp slt i32 %34, %35, !dbg !109
  br i1 %36, label %37, label %47, !dbg !110

37:                                               ; preds = %33
  %38 = load i32, i32* %7, align 4, !dbg !111
  %39 = sext i32 %38 to i64, !dbg !112
  %40 = getelementptr inbounds i64, i64* %11, i64 %39, !dbg !112
  %41 = load i64, i64* %40, align 8, !dbg !112
  %42 = load i64, i64* %6, align 8, !dbg !113
  %43 = add nsw i64 %42, %41, !dbg !113
  store i64 %43, i64* %6, align 8, !dbg !113
  br label %44, !dbg !114

44:                                               ; preds = %37
  %45 = load i32, i32* %7, align 4, !dbg !115
  %46 = add nsw i32 %45, 1, !dbg !115
  store i32 %46, i32* %7, align 4, !dbg !115
  br label %33, !dbg !116, !llvm.loop !117

47:                                               ; preds = %33
  %48 = load i64, i64* %6, align 8, !dbg !119
  %49 = load i8*, i8** %3, align 8, !dbg !120
  call void @llvm.stackrestore(i8* %49), !dbg !120
  ret i64 %48, !dbg !120
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_2d(i32 noundef %0, i32 noundef %1) #0 !dbg !121 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !124, metadata !DIExpression()), !dbg !125
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !126, metadata !DIExpression()), !dbg !127
  %12 = load i32, i32* %3, align 4, !dbg !128
  %13 = zext i32 %12 to i64, !dbg !129
  %14 = load i32, i32* %4, align 4, !dbg !130
  %15 = zext i32 %14 to i64, !dbg !129
  %16 = call i8* @llvm.stacksave(), !dbg !129
  store i8* %16, i8** %5, align 8, !dbg !129
  %17 = mul nuw i64 %13, %15, !dbg !129
  %18 = alloca i32, i64 %17, align 16, !dbg !129
  store i64 %13, i64* %6, align 8, !dbg !129
  store i64 %15, i64* %7, align 8, !dbg !129
  call void @llvm.dbg.declare(metadata i64* %6, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata i64* %7, metadata !133, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata i32* %18, metadata !134, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.declare(metadata i32* %8, metadata !140, metadata !DIExpression()), !dbg !142
  store i32 0, i32* %8, align 4, !dbg !142
  br label %19, !dbg !143

19:                                               ; preds = %45, %2
  %20 = load i32, i32* %8, align 4, !dbg !144
  %21 = load i32, i32* %3, align 4, !dbg !146
  %22 = icmp slt i32 %20, %21, !dbg !147
  br i1 %22, label %23, label %48, !dbg !148

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %9, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %9, align 4, !dbg !151
  br label %24, !dbg !152

24:                                               ; preds = %41, %23
  %25 = load i32, i32* %9, align 4, !dbg !153
  %26 = load i32, i32* %4, align 4, !dbg !155
  %27 = icmp slt i32 %25, %26, !dbg !156
  br i1 %27, label %28, label %44, !dbg !157

28:                                               ; preds = %24
  %29 = load i32, i32* %8, align 4, !dbg !158
  %30 = load i32, i32* %4, align 4, !dbg !159
  %31 = mul nsw i32 %29, %30, !dbg !160
  %32 = load i32, i32* %9, align 4, !dbg !161
  %33 = add nsw i32 %31, %32, !dbg !162
  %34 = load i32, i32* %8, align 4, !dbg !163
  %35 = sext i32 %34 to i64, !dbg !164
  %36 = mul nsw i64 %35, %15, !dbg !164
  %37 = getelementptr inbounds i32, i32* %18, i64 %36, !dbg !164
  %38 = load i32, i32* %9, align 4, !dbg !165
  %39 = sext i32 %38 to i64, !dbg !164
  %40 = getelementptr inbounds i32, i32* %37, i64 %39, !dbg !164
  store i32 %33, i32* %40, align 4, !dbg !166
  br label %41, !dbg !164

41:                                               ; preds = %28
  %42 = load i32, i32* %9, align 4, !dbg !167
  %43 = add nsw i32 %42, 1, !dbg !167
  store i32 %43, i32* %9, align 4, !dbg !167
  br label %24, !dbg !168, !llvm.loop !169

44:                                               ; preds = %24
  br label %45, !dbg !170

45:                                               ; preds = %44
  %46 = load i32, i32* %8, align 4, !dbg !171
  %47 = add nsw i32 %46, 1, !dbg !171
  store i32 %47, i32* %8, align 4, !dbg !171
  br label %19, !dbg !172, !llvm.loop !173

48:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %10, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %10, align 4, !dbg !176
  call void @llvm.dbg.declare(metadata i32* %11, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %11, align 4, !dbg !179
  br label %49, !dbg !180

49:                                               ; preds = %70, %48
  %50 = load i32, i32* %11, align 4, !dbg !181
  %51 = load i32, i32* %3, align 4, !dbg !183
  %52 = icmp slt i32 %50, %51, !dbg !184
  br i1 %52, label %53, label %57, !dbg !185

53:                                               ; preds = %49
  %54 = load i32, i32* %11, align 4, !dbg !186
  %55 = load i32, i32* %4, align 4, !dbg !187
  %56 = icmp slt i32 %54, %55, !dbg !188
  br label %57

57:                                               ; preds = %53, %49
  %58 = phi i1 [ false, %49 ], [ %56, %53 ], !dbg !189
  br i1 %58, label %59, label %73, !dbg !190

59:                                               ; preds = %57
  %60 = load i32, i32* %11, align 4, !dbg !191
  %61 = sext i32 %60 to i64, !dbg !192
  %62 = mul nsw i64 %61, %15, !dbg !192
  %63 = getelementptr inbounds i32, i32* %18, i64 %62, !dbg !192
  %64 = load i32, i32* %11, align 4, !dbg !193
  %65 = sext i32 %64 to i64, !dbg !192
  %66 = getelementptr inbounds i32, i32* %63, i64 %65, !dbg !192
  %67 = load i32, i32* %66, align 4, !dbg !192
  %68 = load i32, i32* %10, align 4, !dbg !194
  %69 = add nsw i32 %68, %67, !dbg !194
  store i32 %69, i32* %10, align 4, !dbg !194
  br label %70, !dbg !195

70:                                               ; preds = %59
  %71 = load i32, i32* %11, align 4, !dbg !196
  %72 = add nsw i32 %71, 1, !dbg !196
  store i32 %72, i32* %11, align 4, !dbg !196
  br label %49, !dbg !197, !llvm.loop !198

73:                                               ; preds = %57
  %74 = load i32, i32* %10, align 4, !dbg !200
  %75 = mul nuw i64 %13, %15, !dbg !201
  %76 = mul nuw i64 4, %75, !dbg !201
  %77 = trunc i64 %76 to i32, !dbg !202
  %78 = add nsw i32 %74, %77, !dbg !203
  %79 = load i8*, i8** %5, align 8, !dbg !204
  call void @llvm.stackrestore(i8* %79), !dbg !204
  ret i32 %78, !dbg !204
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @alloca_loop(i32 noundef %0) #0 !dbg !205 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !209, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.declare(metadata i32* %3, metadata !211, metadata !DIExpression()), !dbg !212
  store i32 0, i32* %3, align 4, !dbg !212
  call void @llvm.dbg.declare(metadata i32* %4, metadata !213, metadata !DIExpression()), !dbg !215
  store i32 1, i32* %4, align 4, !dbg !215
  br label %7, !dbg !216

7:                                                ; preds = %41, %1
  %8 = load i32, i32* %4, align 4, !dbg !217
  %9 = load i32, i32* %2, align 4, !dbg !219
  %10 = icmp sle i32 %8, %9, !dbg !220
  br i1 %10, label %11, label %44, !dbg !221

11:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i8** %5, metadata !222, metadata !DIExpression()), !dbg !226
  %12 = load i32, i32* %4, align 4, !dbg !227
  %13 = sext i32 %12 to i64, !dbg !227
  %14 = mul i64 %13, 16, !dbg !227
  %15 = alloca i8, i64 %14, align 16, !dbg !227
  store i8* %15, i8** %5, align 8, !dbg !226
  %16 = load i8*, i8** %5, align 8, !dbg !228
  %17 = load i32, i32* %4, align 4, !dbg !229
  %18 = trunc i32 %17 to i8, !dbg !230
  %19 = load i32, i32* %4, align 4, !dbg !231
  %20 = sext i32 %19 to i64, !dbg !232
  %21 = mul i64 %20, 16, !dbg !233
  call void @llvm.memset.p0i8.i64(i8* align 1 %16, i8 %18, i64 %21, i1 false), !dbg !230
  call void @llvm.dbg.declare(metadata i32* %6, metadata !234, metadata !DIExpression()), !dbg !236
  store i32 0, i32* %6, align 4, !dbg !236
  br label %22, !dbg !237

22:                                               ; preds = %37, %11
  %23 = load i32, i32* %6, align 4, !dbg !238
  %24 = load i32, i32* %4, align 4, !dbg !240
  %25 = mul nsw i32 %24, 16, !dbg !241
  %26 = icmp slt i32 %23, %25, !dbg !242
  br i1 %26, label %27, label %40, !dbg !243

27:                                               ; preds = %22
  %28 = load i32, i32* %3, align 4, !dbg !244
  %29 = mul i32 %28, 33, !dbg !245
  %30 = load i8*, i8** %5, align 8, !dbg !246
  %31 = load i32, i32* %6, align 4, !dbg !247
  %32 = sext i32 %31 to i64, !dbg !246
  %33 = getelementptr inbounds i8, i8* %30, i64 %32, !dbg !246
  %34 = load i8, i8* %33, align 1, !dbg !246
  %35 = zext i8 %34 to i32, !dbg !246
  %36 = add i32 %29, %35, !dbg !248
  store i32 %36, i32* %3, align 4, !dbg !249
  br label %37, !dbg !250

37:                                               ; preds = %27
  %38 = load i32, i32* %6, align 4, !dbg !251
  %39 = add nsw i32 %38, 5, !dbg !251
  store i32 %39, i32* %6, align 4, !dbg !251
  br label %22, !dbg !252, !llvm.loop !253

40:                                               ; preds = %22
  br label %41, !dbg !255

41:                                               ; preds = %40
  %42 = load i32, i32* %4, align 4, !dbg !256
  %43 = add nsw i32 %42, 1, !dbg !256
  store i32 %43, i32* %4, align 4, !dbg !256
  br label %7, !dbg !257, !llvm.loop !258

44:                                               ; preds = %7
  %45 = load i32, i32* %3, align 4, !dbg !260
  ret i32 %45, !dbg !261
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @aligned_locals(i32 noundef %0) #0 !dbg !262 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 64
  %4 = alloca [4 x double], align 32
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !265, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.declare(metadata [64 x i8]* %3, metadata !267, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.declare(metadata [4 x double]* %4, metadata !272, metadata !DIExpression()), !dbg !277
  %11 = load i32, i32* %2, align 4, !dbg !278
  %12 = zext i32 %11 to i64, !dbg !279
  %13 = call i8* @llvm.stacksave(), !dbg !279
  store i8* %13, i8** %5, align 8, !dbg !279
  %14 = alloca i8, i64 %12, align 16, !dbg !279
  store i64 %12, i64* %6, align 8, !dbg !279
  call void @llvm.dbg.declare(metadata i64* %6, metadata !280, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.declare(metadata i8* %14, metadata !282, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.declare(metadata i32* %7, metadata !287, metadata !DIExpression()), !dbg !288
  %15 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0, !dbg !289
  %16 = ptrtoint i8* %15 to i64, !dbg !290
  %17 = urem i64 %16, 64, !dbg !291
  %18 = icmp eq i64 %17, 0, !dbg !292
  %19 = zext i1 %18 to i32, !dbg !292
  %20 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 0, !dbg !293
  %21 = ptrtoint double* %20 to i64, !dbg !294
  %22 = urem i64 %21, 32, !dbg !295
  %23 = icmp eq i64 %22, 0, !dbg !296
  %24 = zext i1 %23 to i32, !dbg !296
  %25 = mul nsw i32 %24, 2, !dbg !297
  %26 = add nsw i32 %19, %25, !dbg !298
  store i32 %26, i32* %7, align 4, !dbg !288
  call void @llvm.dbg.declare(metadata i32* %8, metadata !299, metadata !DIExpression()), !dbg !301
  store i32 0, i32* %8, align 4, !dbg !301
  br label %27, !dbg !302

27:                                               ; preds = %36, %1
  %28 = load i32, i32* %8, align 4, !dbg !303
  %29 = icmp slt i32 %28, 64, !dbg !305
  br i1 %29, label %30, label %39, !dbg !306

30:                                               ; preds = %27
  %31 = load i32, i32* %8, align 4, !dbg !307
  %32 = trunc i32 %31 to i8, !dbg !308
  %33 = load i32, i32* %8, align 4, !dbg !309
  %34 = sext i32 %33 to i64, !dbg !310
  %35 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %34, !dbg !310
  store i8 %32, i8* %35, align 1, !dbg !311
  br label %36, !dbg !310

36:                                               ; preds = %30
  %37 = load i32, i32* %8, align 4, !dbg !312
  %38 = add nsw i32 %37, 1, !dbg !312
  store i32 %38, i32* %8, align 4, !dbg !312
  br label %27, !dbg !313, !llvm.loop !314

39:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata i32* %9, metadata !316, metadata !DIExpression()), !dbg !318
  store i32 0, i32* %9, align 4, !dbg !318
  br label %40, !dbg !319

40:                                               ; preds = %53, %39
  %41 = load i32, i32* %9, align 4, !dbg !320
  %42 = load i32, i32* %2, align 4, !dbg !322
  %43 = icmp slt i32 %41, %42, !dbg !323
  br i1 %43, label %44, label %56, !dbg !324

44:                                               ; preds = %40
  %45 = load i32, i32* %9, align 4, !dbg !325
  %46 = srem i32 %45, 64, !dbg !326
  %47 = sext i32 %46 to i64, !dbg !327
  %48 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %47, !dbg !327
  %49 = load i8, i8* %48, align 1, !dbg !327
  %50 = load i32, i32* %9, align 4, !dbg !328
  %51 = sext i32 %50 to i64, !dbg !329
  %52 = getelementptr inbounds i8, i8* %14, i64 %51, !dbg !329
  store i8 %49, i8* %52, align 1, !dbg !330
  br label %53, !dbg !329

53:                                               ; preds = %44
  %54 = load i32, i32* %9, align 4, !dbg !331
  %55 = add nsw i32 %54, 1, !dbg !331
  store i32 %55, i32* %9, align 4, !dbg !331
  br label %40, !dbg !332, !llvm.loop !333

56:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata i32* %10, metadata !335, metadata !DIExpression()), !dbg !337
  store i32 0, i32* %10, align 4, !dbg !337
  br label %57, !dbg !338

57:                                               ; preds = %71, %56
  %58 = load i32, i32* %10, align 4, !dbg !339
  %59 = icmp slt i32 %58, 4, !dbg !341
  br i1 %59, label %60, label %74, !dbg !342

60:                                               ; preds = %57
  %61 = load i32, i32* %10, align 4, !dbg !343
  %62 = sext i32 %61 to i64, !dbg !344
  %63 = getelementptr inbounds i8, i8* %14, i64 %62, !dbg !344
  %64 = load i8, i8* %63, align 1, !dbg !344
  %65 = sext i8 %64 to i32, !dbg !344
  %66 = sitofp i32 %65 to double, !dbg !344
  %67 = fmul double %66, 1.500000e+00, !dbg !345
  %68 = load i32, i32* %10, align 4, !dbg !346
  %69 = sext i32 %68 to i64, !dbg !347
  %70 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 %69, !dbg !347
  store double %67, double* %70, align 8, !dbg !348
  br label %71, !dbg !347

71:                                               ; preds = %60
  %72 = load i32, i32* %10, align 4, !dbg !349
  %73 = add nsw i32 %72, 1, !dbg !349
  store i32 %73, i32* %10, align 4, !dbg !349
  br label %57, !dbg !350, !llvm.loop !351

74:                                               ; preds = %57
  %75 = load i32, i32* %7, align 4, !dbg !353
  %76 = mul nsw i32 %75, 1000, !dbg !354
  %77 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 3, !dbg !355
  %78 = load double, double* %77, align 8, !dbg !355
  %79 = fmul double %78, 2.000000e+00, !dbg !356
  %80 = fptosi double %79 to i32, !dbg !357
  %81 = add nsw i32 %76, %80, !dbg !358
  %82 = load i32, i32* %2, align 4, !dbg !359
  %83 = sub nsw i32 %82, 1, !dbg !360
  %84 = sext i32 %83 to i64, !dbg !361
  %85 = getelementptr inbounds i8, i8* %14, i64 %84, !dbg !361
  %86 = load i8, i8* %85, align 1, !dbg !361
  %87 = sext i8 %86 to i32, !dbg !361
  %88 = add nsw i32 %81, %87, !dbg !362
  %89 = load i8*, i8** %5, align 8, !dbg !363
  call void @llvm.stackrestore(i8* %89), !dbg !363
  ret i32 %88, !dbg !363
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vn", scope: !2, file: !3, line: 8, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/vla_alloca.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "297f20119ac56df3ea30863862a26f68")
!4 = !{!5, !6, !7, !10, !12}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !11, line: 90, baseType: !9)
!11 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!0}
!14 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 48, type: !24, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!6}
!26 = !{}
!27 = !DILocalVariable(name: "n", scope: !28, file: !3, line: 49, type: !6)
!28 = distinct !DILexicalBlock(scope: !23, file: !3, line: 49, column: 3)
!29 = !DILocation(line: 49, column: 12, scope: !28)
!30 = !DILocation(line: 49, column: 8, scope: !28)
!31 = !DILocation(line: 49, column: 19, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 49, column: 3)
!33 = !DILocation(line: 49, column: 24, scope: !32)
!34 = !DILocation(line: 49, column: 27, scope: !32)
!35 = !DILocation(line: 49, column: 21, scope: !32)
!36 = !DILocation(line: 49, column: 3, scope: !28)
!37 = !DILocation(line: 49, column: 71, scope: !32)
!38 = !DILocation(line: 49, column: 82, scope: !32)
!39 = !DILocation(line: 49, column: 74, scope: !32)
!40 = !DILocation(line: 49, column: 41, scope: !32)
!41 = !DILocation(line: 49, column: 35, scope: !32)
!42 = !DILocation(line: 49, column: 3, scope: !32)
!43 = distinct !{!43, !36, !44, !45}
!44 = !DILocation(line: 49, column: 84, scope: !28)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 50, column: 28, scope: !23)
!47 = !DILocation(line: 50, column: 49, scope: !23)
!48 = !DILocation(line: 50, column: 53, scope: !23)
!49 = !DILocation(line: 50, column: 56, scope: !23)
!50 = !DILocation(line: 50, column: 42, scope: !23)
!51 = !DILocation(line: 50, column: 3, scope: !23)
!52 = !DILocation(line: 51, column: 42, scope: !23)
!53 = !DILocation(line: 51, column: 30, scope: !23)
!54 = !DILocation(line: 51, column: 3, scope: !23)
!55 = !DILocation(line: 52, column: 44, scope: !23)
!56 = !DILocation(line: 52, column: 29, scope: !23)
!57 = !DILocation(line: 52, column: 64, scope: !23)
!58 = !DILocation(line: 52, column: 67, scope: !23)
!59 = !DILocation(line: 52, column: 49, scope: !23)
!60 = !DILocation(line: 52, column: 3, scope: !23)
!61 = !DILocation(line: 53, column: 3, scope: !23)
!62 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 10, type: !63, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!63 = !DISubroutineType(types: !64)
!64 = !{!5, !6}
!65 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !3, line: 10, type: !6)
!66 = !DILocation(line: 10, column: 51, scope: !62)
!67 = !DILocation(line: 11, column: 10, scope: !62)
!68 = !DILocation(line: 11, column: 3, scope: !62)
!69 = !DILocalVariable(name: "__vla_expr0", scope: !62, type: !9, flags: DIFlagArtificial)
!70 = !DILocation(line: 0, scope: !62)
!71 = !DILocalVariable(name: "a", scope: !62, file: !3, line: 11, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: !69)
!75 = !DILocation(line: 11, column: 8, scope: !62)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 12, type: !6)
!77 = distinct !DILexicalBlock(scope: !62, file: !3, line: 12, column: 3)
!78 = !DILocation(line: 12, column: 12, scope: !77)
!79 = !DILocation(line: 12, column: 8, scope: !77)
!80 = !DILocation(line: 12, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 12, column: 3)
!82 = !DILocation(line: 12, column: 23, scope: !81)
!83 = !DILocation(line: 12, column: 21, scope: !81)
!84 = !DILocation(line: 12, column: 3, scope: !77)
!85 = !DILocation(line: 12, column: 44, scope: !81)
!86 = !DILocation(line: 12, column: 38, scope: !81)
!87 = !DILocation(line: 12, column: 48, scope: !81)
!88 = !DILocation(line: 12, column: 46, scope: !81)
!89 = !DILocation(line: 12, column: 56, scope: !81)
!90 = !DILocation(line: 12, column: 54, scope: !81)
!91 = !DILocation(line: 12, column: 52, scope: !81)
!92 = !DILocation(line: 12, column: 50, scope: !81)
!93 = !DILocation(line: 12, column: 33, scope: !81)
!94 = !DILocation(line: 12, column: 31, scope: !81)
!95 = !DILocation(line: 12, column: 36, scope: !81)
!96 = !DILocation(line: 12, column: 27, scope: !81)
!97 = !DILocation(line: 12, column: 3, scope: !81)
!98 = distinct !{!98, !84, !99, !45}
!99 = !DILocation(line: 12, column: 56, scope: !77)
!100 = !DILocalVariable(name: "s", scope: !62, file: !3, line: 13, type: !5)
!101 = !DILocation(line: 13, column: 8, scope: !62)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 14, type: !6)
!103 = distinct !DILexicalBlock(scope: !62, file: !3, line: 14, column: 3)
!104 = !DILocation(line: 14, column: 12, scope: !103)
!105 = !DILocation(line: 14, column: 8, scope: !103)
!106 = !DILocation(line: 14, column: 19, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 14, column: 3)
!108 = !DILocation(line: 14, column: 23, scope: !107)
!109 = !DILocation(line: 14, column: 21, scope: !107)
!110 = !DILocation(line: 14, column: 3, scope: !103)
!111 = !DILocation(line: 14, column: 38, scope: !107)
!112 = !DILocation(line: 14, column: 36, scope: !107)
!113 = !DILocation(line: 14, column: 33, scope: !107)
!114 = !DILocation(line: 14, column: 31, scope: !107)
!115 = !DILocation(line: 14, column: 27, scope: !107)
!116 = !DILocation(line: 14, column: 3, scope: !107)
!117 = distinct !{!117, !110, !118, !45}
!118 = !DILocation(line: 14, column: 39, scope: !103)
!119 = !DILocation(line: 15, column: 10, scope: !62)
!120 = !DILocation(line: 16, column: 1, scope: !62)
!121 = distinct !DISubprogram(name: "vla_2d", scope: !3, file: !3, line: 18, type: !122, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!122 = !DISubroutineType(types: !123)
!123 = !{!6, !6, !6}
!124 = !DILocalVariable(name: "rows", arg: 1, scope: !121, file: !3, line: 18, type: !6)
!125 = !DILocation(line: 18, column: 49, scope: !121)
!126 = !DILocalVariable(name: "cols", arg: 2, scope: !121, file: !3, line: 18, type: !6)
!127 = !DILocation(line: 18, column: 59, scope: !121)
!128 = !DILocation(line: 19, column: 9, scope: !121)
!129 = !DILocation(line: 19, column: 3, scope: !121)
!130 = !DILocation(line: 19, column: 15, scope: !121)
!131 = !DILocalVariable(name: "__vla_expr0", scope: !121, type: !9, flags: DIFlagArtificial)
!132 = !DILocation(line: 0, scope: !121)
!133 = !DILocalVariable(name: "__vla_expr1", scope: !121, type: !9, flags: DIFlagArtificial)
!134 = !DILocalVariable(name: "m", scope: !121, file: !3, line: 19, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !136)
!136 = !{!137, !138}
!137 = !DISubrange(count: !131)
!138 = !DISubrange(count: !133)
!139 = !DILocation(line: 19, column: 7, scope: !121)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 20, type: !6)
!141 = distinct !DILexicalBlock(scope: !121, file: !3, line: 20, column: 3)
!142 = !DILocation(line: 20, column: 12, scope: !141)
!143 = !DILocation(line: 20, column: 8, scope: !141)
!144 = !DILocation(line: 20, column: 19, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 20, column: 3)
!146 = !DILocation(line: 20, column: 23, scope: !145)
!147 = !DILocation(line: 20, column: 21, scope: !145)
!148 = !DILocation(line: 20, column: 3, scope: !141)
!149 = !DILocalVariable(name: "j", scope: !150, file: !3, line: 21, type: !6)
!150 = distinct !DILexicalBlock(scope: !145, file: !3, line: 21, column: 5)
!151 = !DILocation(line: 21, column: 14, scope: !150)
!152 = !DILocation(line: 21, column: 10, scope: !150)
!153 = !DILocation(line: 21, column: 21, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !3, line: 21, column: 5)
!155 = !DILocation(line: 21, column: 25, scope: !154)
!156 = !DILocation(line: 21, column: 23, scope: !154)
!157 = !DILocation(line: 21, column: 5, scope: !150)
!158 = !DILocation(line: 21, column: 46, scope: !154)
!159 = !DILocation(line: 21, column: 50, scope: !154)
!160 = !DILocation(line: 21, column: 48, scope: !154)
!161 = !DILocation(line: 21, column: 57, scope: !154)
!162 = !DILocation(line: 21, column: 55, scope: !154)
!163 = !DILocation(line: 21, column: 38, scope: !154)
!164 = !DILocation(line: 21, column: 36, scope: !154)
!165 = !DILocation(line: 21, column: 41, scope: !154)
!166 = !DILocation(line: 21, column: 44, scope: !154)
!167 = !DILocation(line: 21, column: 32, scope: !154)
!168 = !DILocation(line: 21, column: 5, scope: !154)
!169 = distinct !{!169, !157, !170, !45}
!170 = !DILocation(line: 21, column: 57, scope: !150)
!171 = !DILocation(line: 20, column: 30, scope: !145)
!172 = !DILocation(line: 20, column: 3, scope: !145)
!173 = distinct !{!173, !148, !174, !45}
!174 = !DILocation(line: 21, column: 57, scope: !141)
!175 = !DILocalVariable(name: "t", scope: !121, file: !3, line: 22, type: !6)
!176 = !DILocation(line: 22, column: 7, scope: !121)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 23, type: !6)
!178 = distinct !DILexicalBlock(scope: !121, file: !3, line: 23, column: 3)
!179 = !DILocation(line: 23, column: 12, scope: !178)
!180 = !DILocation(line: 23, column: 8, scope: !178)
!181 = !DILocation(line: 23, column: 19, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !3, line: 23, column: 3)
!183 = !DILocation(line: 23, column: 23, scope: !182)
!184 = !DILocation(line: 23, column: 21, scope: !182)
!185 = !DILocation(line: 23, column: 28, scope: !182)
!186 = !DILocation(line: 23, column: 31, scope: !182)
!187 = !DILocation(line: 23, column: 35, scope: !182)
!188 = !DILocation(line: 23, column: 33, scope: !182)
!189 = !DILocation(line: 0, scope: !182)
!190 = !DILocation(line: 23, column: 3, scope: !178)
!191 = !DILocation(line: 23, column: 53, scope: !182)
!192 = !DILocation(line: 23, column: 51, scope: !182)
!193 = !DILocation(line: 23, column: 56, scope: !182)
!194 = !DILocation(line: 23, column: 48, scope: !182)
!195 = !DILocation(line: 23, column: 46, scope: !182)
!196 = !DILocation(line: 23, column: 42, scope: !182)
!197 = !DILocation(line: 23, column: 3, scope: !182)
!198 = distinct !{!198, !190, !199, !45}
!199 = !DILocation(line: 23, column: 57, scope: !178)
!200 = !DILocation(line: 24, column: 10, scope: !121)
!201 = !DILocation(line: 24, column: 19, scope: !121)
!202 = !DILocation(line: 24, column: 14, scope: !121)
!203 = !DILocation(line: 24, column: 12, scope: !121)
!204 = !DILocation(line: 25, column: 1, scope: !121)
!205 = distinct !DISubprogram(name: "alloca_loop", scope: !3, file: !3, line: 27, type: !206, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!206 = !DISubroutineType(types: !207)
!207 = !{!208, !6}
!208 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!209 = !DILocalVariable(name: "n", arg: 1, scope: !205, file: !3, line: 27, type: !6)
!210 = !DILocation(line: 27, column: 59, scope: !205)
!211 = !DILocalVariable(name: "h", scope: !205, file: !3, line: 28, type: !208)
!212 = !DILocation(line: 28, column: 12, scope: !205)
!213 = !DILocalVariable(name: "k", scope: !214, file: !3, line: 29, type: !6)
!214 = distinct !DILexicalBlock(scope: !205, file: !3, line: 29, column: 3)
!215 = !DILocation(line: 29, column: 12, scope: !214)
!216 = !DILocation(line: 29, column: 8, scope: !214)
!217 = !DILocation(line: 29, column: 19, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 29, column: 3)
!219 = !DILocation(line: 29, column: 24, scope: !218)
!220 = !DILocation(line: 29, column: 21, scope: !218)
!221 = !DILocation(line: 29, column: 3, scope: !214)
!222 = !DILocalVariable(name: "p", scope: !223, file: !3, line: 30, type: !224)
!223 = distinct !DILexicalBlock(scope: !218, file: !3, line: 29, column: 32)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!226 = !DILocation(line: 30, column: 20, scope: !223)
!227 = !DILocation(line: 30, column: 24, scope: !223)
!228 = !DILocation(line: 31, column: 12, scope: !223)
!229 = !DILocation(line: 31, column: 15, scope: !223)
!230 = !DILocation(line: 31, column: 5, scope: !223)
!231 = !DILocation(line: 31, column: 26, scope: !223)
!232 = !DILocation(line: 31, column: 18, scope: !223)
!233 = !DILocation(line: 31, column: 28, scope: !223)
!234 = !DILocalVariable(name: "i", scope: !235, file: !3, line: 32, type: !6)
!235 = distinct !DILexicalBlock(scope: !223, file: !3, line: 32, column: 5)
!236 = !DILocation(line: 32, column: 14, scope: !235)
!237 = !DILocation(line: 32, column: 10, scope: !235)
!238 = !DILocation(line: 32, column: 21, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !3, line: 32, column: 5)
!240 = !DILocation(line: 32, column: 25, scope: !239)
!241 = !DILocation(line: 32, column: 27, scope: !239)
!242 = !DILocation(line: 32, column: 23, scope: !239)
!243 = !DILocation(line: 32, column: 5, scope: !235)
!244 = !DILocation(line: 32, column: 45, scope: !239)
!245 = !DILocation(line: 32, column: 47, scope: !239)
!246 = !DILocation(line: 32, column: 54, scope: !239)
!247 = !DILocation(line: 32, column: 56, scope: !239)
!248 = !DILocation(line: 32, column: 52, scope: !239)
!249 = !DILocation(line: 32, column: 43, scope: !239)
!250 = !DILocation(line: 32, column: 41, scope: !239)
!251 = !DILocation(line: 32, column: 35, scope: !239)
!252 = !DILocation(line: 32, column: 5, scope: !239)
!253 = distinct !{!253, !243, !254, !45}
!254 = !DILocation(line: 32, column: 57, scope: !235)
!255 = !DILocation(line: 33, column: 3, scope: !223)
!256 = !DILocation(line: 29, column: 28, scope: !218)
!257 = !DILocation(line: 29, column: 3, scope: !218)
!258 = distinct !{!258, !221, !259, !45}
!259 = !DILocation(line: 33, column: 3, scope: !214)
!260 = !DILocation(line: 34, column: 10, scope: !205)
!261 = !DILocation(line: 34, column: 3, scope: !205)
!262 = distinct !DISubprogram(name: "aligned_locals", scope: !3, file: !3, line: 37, type: !263, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!263 = !DISubroutineType(types: !264)
!264 = !{!6, !6}
!265 = !DILocalVariable(name: "n", arg: 1, scope: !262, file: !3, line: 37, type: !6)
!266 = !DILocation(line: 37, column: 57, scope: !262)
!267 = !DILocalVariable(name: "buf", scope: !262, file: !3, line: 38, type: !268, align: 512)
!268 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 512, elements: !269)
!269 = !{!270}
!270 = !DISubrange(count: 64)
!271 = !DILocation(line: 38, column: 21, scope: !262)
!272 = !DILocalVariable(name: "d", scope: !262, file: !3, line: 39, type: !273, align: 256)
!273 = !DICompositeType(tag: DW_TAG_array_type, baseType: !274, size: 256, elements: !275)
!274 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!275 = !{!276}
!276 = !DISubrange(count: 4)
!277 = !DILocation(line: 39, column: 23, scope: !262)
!278 = !DILocation(line: 40, column: 12, scope: !262)
!279 = !DILocation(line: 40, column: 3, scope: !262)
!280 = !DILocalVariable(name: "__vla_expr0", scope: !262, type: !9, flags: DIFlagArtificial)
!281 = !DILocation(line: 0, scope: !262)
!282 = !DILocalVariable(name: "vla", scope: !262, file: !3, line: 40, type: !283)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, elements: !284)
!284 = !{!285}
!285 = !DISubrange(count: !280)
!286 = !DILocation(line: 40, column: 8, scope: !262)
!287 = !DILocalVariable(name: "ok", scope: !262, file: !3, line: 41, type: !6)
!288 = !DILocation(line: 41, column: 7, scope: !262)
!289 = !DILocation(line: 41, column: 24, scope: !262)
!290 = !DILocation(line: 41, column: 13, scope: !262)
!291 = !DILocation(line: 41, column: 28, scope: !262)
!292 = !DILocation(line: 41, column: 33, scope: !262)
!293 = !DILocation(line: 41, column: 53, scope: !262)
!294 = !DILocation(line: 41, column: 42, scope: !262)
!295 = !DILocation(line: 41, column: 55, scope: !262)
!296 = !DILocation(line: 41, column: 60, scope: !262)
!297 = !DILocation(line: 41, column: 66, scope: !262)
!298 = !DILocation(line: 41, column: 39, scope: !262)
!299 = !DILocalVariable(name: "i", scope: !300, file: !3, line: 42, type: !6)
!300 = distinct !DILexicalBlock(scope: !262, file: !3, line: 42, column: 3)
!301 = !DILocation(line: 42, column: 12, scope: !300)
!302 = !DILocation(line: 42, column: 8, scope: !300)
!303 = !DILocation(line: 42, column: 19, scope: !304)
!304 = distinct !DILexicalBlock(scope: !300, file: !3, line: 42, column: 3)
!305 = !DILocation(line: 42, column: 21, scope: !304)
!306 = !DILocation(line: 42, column: 3, scope: !300)
!307 = !DILocation(line: 42, column: 47, scope: !304)
!308 = !DILocation(line: 42, column: 41, scope: !304)
!309 = !DILocation(line: 42, column: 36, scope: !304)
!310 = !DILocation(line: 42, column: 32, scope: !304)
!311 = !DILocation(line: 42, column: 39, scope: !304)
!312 = !DILocation(line: 42, column: 28, scope: !304)
!313 = !DILocation(line: 42, column: 3, scope: !304)
!314 = distinct !{!314, !306, !315, !45}
!315 = !DILocation(line: 42, column: 47, scope: !300)
!316 = !DILocalVariable(name: "i", scope: !317, file: !3, line: 43, type: !6)
!317 = distinct !DILexicalBlock(scope: !262, file: !3, line: 43, column: 3)
!318 = !DILocation(line: 43, column: 12, scope: !317)
!319 = !DILocation(line: 43, column: 8, scope: !317)
!320 = !DILocation(line: 43, column: 19, scope: !321)
!321 = distinct !DILexicalBlock(scope: !317, file: !3, line: 43, column: 3)
!322 = !DILocation(line: 43, column: 23, scope: !321)
!323 = !DILocation(line: 43, column: 21, scope: !321)
!324 = !DILocation(line: 43, column: 3, scope: !317)
!325 = !DILocation(line: 43, column: 44, scope: !321)
!326 = !DILocation(line: 43, column: 46, scope: !321)
!327 = !DILocation(line: 43, column: 40, scope: !321)
!328 = !DILocation(line: 43, column: 35, scope: !321)
!329 = !DILocation(line: 43, column: 31, scope: !321)
!330 = !DILocation(line: 43, column: 38, scope: !321)
!331 = !DILocation(line: 43, column: 27, scope: !321)
!332 = !DILocation(line: 43, column: 3, scope: !321)
!333 = distinct !{!333, !324, !334, !45}
!334 = !DILocation(line: 43, column: 50, scope: !317)
!335 = !DILocalVariable(name: "i", scope: !336, file: !3, line: 44, type: !6)
!336 = distinct !DILexicalBlock(scope: !262, file: !3, line: 44, column: 3)
!337 = !DILocation(line: 44, column: 12, scope: !336)
!338 = !DILocation(line: 44, column: 8, scope: !336)
!339 = !DILocation(line: 44, column: 19, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !3, line: 44, column: 3)
!341 = !DILocation(line: 44, column: 21, scope: !340)
!342 = !DILocation(line: 44, column: 3, scope: !336)
!343 = !DILocation(line: 44, column: 42, scope: !340)
!344 = !DILocation(line: 44, column: 38, scope: !340)
!345 = !DILocation(line: 44, column: 45, scope: !340)
!346 = !DILocation(line: 44, column: 33, scope: !340)
!347 = !DILocation(line: 44, column: 31, scope: !340)
!348 = !DILocation(line: 44, column: 36, scope: !340)
!349 = !DILocation(line: 44, column: 27, scope: !340)
!350 = !DILocation(line: 44, column: 3, scope: !340)
!351 = distinct !{!351, !342, !352, !45}
!352 = !DILocation(line: 44, column: 47, scope: !336)
!353 = !DILocation(line: 45, column: 10, scope: !262)
!354 = !DILocation(line: 45, column: 13, scope: !262)
!355 = !DILocation(line: 45, column: 28, scope: !262)
!356 = !DILocation(line: 45, column: 33, scope: !262)
!357 = !DILocation(line: 45, column: 22, scope: !262)
!358 = !DILocation(line: 45, column: 20, scope: !262)
!359 = !DILocation(line: 45, column: 44, scope: !262)
!360 = !DILocation(line: 45, column: 46, scope: !262)
!361 = !DILocation(line: 45, column: 40, scope: !262)
!362 = !DILocation(line: 45, column: 38, scope: !262)
!363 = !DILocation(line: 46, column: 1, scope: !262)
