; ModuleID = 'tests/differential/src/computed_goto.c'
source_filename = "tests/differential/src/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 9, i32 2, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str = private unnamed_addr constant [21 x i8] c"fact program -> %ld\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 4, i32 9, i32 1, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str.1 = private unnamed_addr constant [20 x i8] c"sum program -> %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"parity states %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"1101\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"111\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@run.dispatch = internal global [11 x i8*] [i8* blockaddress(@run, %15), i8* blockaddress(@run, %30), i8* blockaddress(@run, %49), i8* blockaddress(@run, %68), i8* blockaddress(@run, %85), i8* blockaddress(@run, %111), i8* blockaddress(@run, %133), i8* blockaddress(@run, %146), i8* blockaddress(@run, %185), i8* blockaddress(@run, %159), i8* blockaddress(@run, %176)], align 16, !dbg !0
@.str.6 = private unnamed_addr constant [13 x i8] c"  top = %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x i32], align 16
  %3 = alloca [15 x i32], align 16
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [15 x i32]* %2, metadata !29, metadata !DIExpression()), !dbg !33
  %4 = bitcast [15 x i32]* %2 to i8*, !dbg !33
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %4, i8* align 16 bitcast ([15 x i32]* @__const.main.fact to i8*), i64 60, i1 false), !dbg !33
  %5 = getelementptr inbounds [15 x i32], [15 x i32]* %2, i64 0, i64 0, !dbg !34
  %6 = call i64 @run(i32* noundef %5), !dbg !35
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i64 noundef %6), !dbg !36
  call void @llvm.dbg.declare(metadata [15 x i32]* %3, metadata !37, metadata !DIExpression()), !dbg !38
  %8 = bitcast [15 x i32]* %3 to i8*, !dbg !38
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %8, i8* align 16 bitcast ([15 x i32]* @__const.main.sum to i8*), i64 60, i1 false), !dbg !38
  %9 = getelementptr inbounds [15 x i32], [15 x i32]* %3, i64 0, i64 0, !dbg !39
  %10 = call i64 @run(i32* noundef %9), !dbg !40
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i64 noundef %10), !dbg !41
  %12 = call i32 @states(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0)), !dbg !42
  %13 = call i32 @states(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0)), !dbg !43
  %14 = call i32 @states(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0)), !dbg !44
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef %12, i32 noundef %13, i32 noundef %14), !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(i32* noundef %0) #0 !dbg !2 {
  %2 = alloca i32*, align 8
  %3 = alloca [64 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata [64 x i64]* %3, metadata !49, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %4, metadata !54, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %4, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata i32** %5, metadata !56, metadata !DIExpression()), !dbg !57
  %8 = load i32*, i32** %2, align 8, !dbg !58
  store i32* %8, i32** %5, align 8, !dbg !57
  %9 = load i32*, i32** %5, align 8, !dbg !59
  %10 = getelementptr inbounds i32, i32* %9, i32 1, !dbg !59
  store i32* %10, i32** %5, align 8, !dbg !59
  %11 = load i32, i32* %9, align 4, !dbg !59
  %12 = sext i32 %11 to i64, !dbg !59
  %13 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %12, !dbg !59
  %14 = load i8*, i8** %13, align 8, !dbg !59
  br label %197, !dbg !59

15:                                               ; preds = %197
  call void @llvm.dbg.label(metadata !60), !dbg !61
  %16 = load i32*, i32** %5, align 8, !dbg !62
  %17 = getelementptr inbounds i32, i32* %16, i32 1, !dbg !62
  store i32* %17, i32** %5, align 8, !dbg !62
  %18 = load i32, i32* %16, align 4, !dbg !63
  %19 = sext i32 %18 to i64, !dbg !63
  %20 = load i32, i32* %4, align 4, !dbg !64
  %21 = add nsw i32 %20, 1, !dbg !64
  store i32 %21, i32* %4, align 4, !dbg !64
  %22 = sext i32 %20 to i64, !dbg !65
  %23 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %22, !dbg !65
  store i64 %19, i64* %23, align 8, !dbg !66
  %24 = load i32*, i32** %5, align 8, !dbg !67
  %25 = getelementptr inbounds i32, i32* %24, i32 1, !dbg !67
  store i32* %25, i32** %5, align 8, !dbg !67
  %26 = load i32, i32* %24, align 4, !dbg !67
  %27 = sext i32 %26 to i64, !dbg !67
  %28 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %27, !dbg !67
  %29 = load i8*, i8** %28, align 8, !dbg !67
  br label %197, !dbg !67

30:                                               ; preds = %197
  call void @llvm.dbg.label(metadata !68), !dbg !69
  %31 = load i32, i32* %4, align 4, !dbg !70
  %32 = add nsw i32 %31, -1, !dbg !70
  store i32 %32, i32* %4, align 4, !dbg !70
  %33 = load i32, i32* %4, align 4, !dbg !71
  %34 = sext i32 %33 to i64, !dbg !72
  %35 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %34, !dbg !72
  %36 = load i64, i64* %35, align 8, !dbg !72
  %37 = load i32, i32* %4, align 4, !dbg !73
  %38 = sub nsw i32 %37, 1, !dbg !74
  %39 = sext i32 %38 to i64, !dbg !75
  %40 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %39, !dbg !75
  %41 = load i64, i64* %40, align 8, !dbg !76
  %42 = add nsw i64 %41, %36, !dbg !76
  store i64 %42, i64* %40, align 8, !dbg !76
  %43 = load i32*, i32** %5, align 8, !dbg !77
  %44 = getelementptr inbounds i32, i32* %43, i32 1, !dbg !77
  store i32* %44, i32** %5, align 8, !dbg !77
  %45 = load i32, i32* %43, align 4, !dbg !77
  %46 = sext i32 %45 to i64, !dbg !77
  %47 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %46, !dbg !77
  %48 = load i8*, i8** %47, align 8, !dbg !77
  br label %197, !dbg !77

49:                                               ; preds = %197
  call void @llvm.dbg.label(metadata !78), !dbg !79
  %50 = load i32, i32* %4, align 4, !dbg !80
  %51 = add nsw i32 %50, -1, !dbg !80
  store i32 %51, i32* %4, align 4, !dbg !80
  %52 = load i32, i32* %4, align 4, !dbg !81
  %53 = sext i32 %52 to i64, !dbg !82
  %54 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %53, !dbg !82
  %55 = load i64, i64* %54, align 8, !dbg !82
  %56 = load i32, i32* %4, align 4, !dbg !83
  %57 = sub nsw i32 %56, 1, !dbg !84
  %58 = sext i32 %57 to i64, !dbg !85
  %59 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %58, !dbg !85
  %60 = load i64, i64* %59, align 8, !dbg !86
  %61 = mul nsw i64 %60, %55, !dbg !86
  store i64 %61, i64* %59, align 8, !dbg !86
  %62 = load i32*, i32** %5, align 8, !dbg !87
  %63 = getelementptr inbounds i32, i32* %62, i32 1, !dbg !87
  store i32* %63, i32** %5, align 8, !dbg !87
  %64 = load i32, i32* %62, align 4, !dbg !87
  %65 = sext i32 %64 to i64, !dbg !87
  %66 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %65, !dbg !87
  %67 = load i8*, i8** %66, align 8, !dbg !87
  br label %197, !dbg !87

68:                                               ; preds = %197
  call void @llvm.dbg.label(metadata !88), !dbg !89
  %69 = load i32, i32* %4, align 4, !dbg !90
  %70 = sub nsw i32 %69, 1, !dbg !91
  %71 = sext i32 %70 to i64, !dbg !92
  %72 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %71, !dbg !92
  %73 = load i64, i64* %72, align 8, !dbg !92
  %74 = load i32, i32* %4, align 4, !dbg !93
  %75 = sext i32 %74 to i64, !dbg !94
  %76 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %75, !dbg !94
  store i64 %73, i64* %76, align 8, !dbg !95
  %77 = load i32, i32* %4, align 4, !dbg !96
  %78 = add nsw i32 %77, 1, !dbg !96
  store i32 %78, i32* %4, align 4, !dbg !96
  %79 = load i32*, i32** %5, align 8, !dbg !97
  %80 = getelementptr inbounds i32, i32* %79, i32 1, !dbg !97
  store i32* %80, i32** %5, align 8, !dbg !97
  %81 = load i32, i32* %79, align 4, !dbg !97
  %82 = sext i32 %81 to i64, !dbg !97
  %83 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %82, !dbg !97
  %84 = load i8*, i8** %83, align 8, !dbg !97
  br label %197, !dbg !97

85:                                               ; preds = %197
  call void @llvm.dbg.label(metadata !98), !dbg !99
  call void @llvm.dbg.declare(metadata i64* %6, metadata !100, metadata !DIExpression()), !dbg !102
  %86 = load i32, i32* %4, align 4, !dbg !103
  %87 = sub nsw i32 %86, 1, !dbg !104
  %88 = sext i32 %87 to i64, !dbg !105
  %89 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %88, !dbg !105
  %90 = load i64, i64* %89, align 8, !dbg !105
  store i64 %90, i64* %6, align 8, !dbg !102
  %91 = load i32, i32* %4, align 4, !dbg !106
  %92 = sub nsw i32 %91, 2, !dbg !107
  %93 = sext i32 %92 to i64, !dbg !108
  %94 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %93, !dbg !108
  %95 = load i64, i64* %94, align 8, !dbg !108
  %96 = load i32, i32* %4, align 4, !dbg !109
  %97 = sub nsw i32 %96, 1, !dbg !110
  %98 = sext i32 %97 to i64, !dbg !111
  %99 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %98, !dbg !111
  store i64 %95, i64* %99, align 8, !dbg !112
  %100 = load i64, i64* %6, align 8, !dbg !113
  %101 = load i32, i32* %4, align 4, !dbg !114
  %102 = sub nsw i32 %101, 2, !dbg !115
  %103 = sext i32 %102 to i64, !dbg !116
  %104 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %103, !dbg !116
  store i64 %100, i64* %104, align 8, !dbg !117
  %105 = load i32*, i32** %5, align 8, !dbg !118
  %106 = getelementptr inbounds i32, i32* %105, i32 1, !dbg !118
  store i32* %106, i32** %5, align 8, !dbg !118
  %107 = load i32, i32* %105, align 4, !dbg !118
  %108 = sext i32 %107 to i64, !dbg !118
  %109 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %108, !dbg !118
  %110 = load i8*, i8** %109, align 8, !dbg !118
  br label %197, !dbg !118

111:                                              ; preds = %197
  call void @llvm.dbg.label(metadata !119), !dbg !120
  call void @llvm.dbg.declare(metadata i32* %7, metadata !121, metadata !DIExpression()), !dbg !123
  %112 = load i32*, i32** %5, align 8, !dbg !124
  %113 = getelementptr inbounds i32, i32* %112, i32 1, !dbg !124
  store i32* %113, i32** %5, align 8, !dbg !124
  %114 = load i32, i32* %112, align 4, !dbg !125
  store i32 %114, i32* %7, align 4, !dbg !123
  %115 = load i32, i32* %4, align 4, !dbg !126
  %116 = add nsw i32 %115, -1, !dbg !126
  store i32 %116, i32* %4, align 4, !dbg !126
  %117 = sext i32 %116 to i64, !dbg !128
  %118 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %117, !dbg !128
  %119 = load i64, i64* %118, align 8, !dbg !128
  %120 = icmp ne i64 %119, 0, !dbg !128
  br i1 %120, label %121, label %126, !dbg !129

121:                                              ; preds = %111
  %122 = load i32*, i32** %2, align 8, !dbg !130
  %123 = load i32, i32* %7, align 4, !dbg !131
  %124 = sext i32 %123 to i64, !dbg !132
  %125 = getelementptr inbounds i32, i32* %122, i64 %124, !dbg !132
  store i32* %125, i32** %5, align 8, !dbg !133
  br label %126, !dbg !134

126:                                              ; preds = %121, %111
  %127 = load i32*, i32** %5, align 8, !dbg !135
  %128 = getelementptr inbounds i32, i32* %127, i32 1, !dbg !135
  store i32* %128, i32** %5, align 8, !dbg !135
  %129 = load i32, i32* %127, align 4, !dbg !135
  %130 = sext i32 %129 to i64, !dbg !135
  %131 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %130, !dbg !135
  %132 = load i8*, i8** %131, align 8, !dbg !135
  br label %197, !dbg !135

133:                                              ; preds = %197
  call void @llvm.dbg.label(metadata !136), !dbg !137
  %134 = load i32, i32* %4, align 4, !dbg !138
  %135 = sub nsw i32 %134, 1, !dbg !139
  %136 = sext i32 %135 to i64, !dbg !140
  %137 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %136, !dbg !140
  %138 = load i64, i64* %137, align 8, !dbg !141
  %139 = add nsw i64 %138, -1, !dbg !141
  store i64 %139, i64* %137, align 8, !dbg !141
  %140 = load i32*, i32** %5, align 8, !dbg !142
  %141 = getelementptr inbounds i32, i32* %140, i32 1, !dbg !142
  store i32* %141, i32** %5, align 8, !dbg !142
  %142 = load i32, i32* %140, align 4, !dbg !142
  %143 = sext i32 %142 to i64, !dbg !142
  %144 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %143, !dbg !142
  %145 = load i8*, i8** %144, align 8, !dbg !142
  br label %197, !dbg !142

146:                                              ; preds = %197
  call void @llvm.dbg.label(metadata !143), !dbg !144
  %147 = load i32, i32* %4, align 4, !dbg !145
  %148 = sub nsw i32 %147, 1, !dbg !146
  %149 = sext i32 %148 to i64, !dbg !147
  %150 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %149, !dbg !147
  %151 = load i64, i64* %150, align 8, !dbg !147
  %152 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i64 noundef %151), !dbg !148
  %153 = load i32*, i32** %5, align 8, !dbg !149
  %154 = getelementptr inbounds i32, i32* %153, i32 1, !dbg !149
  store i32* %154, i32** %5, align 8, !dbg !149
  %155 = load i32, i32* %153, align 4, !dbg !149
  %156 = sext i32 %155 to i64, !dbg !149
  %157 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %156, !dbg !149
  %158 = load i8*, i8** %157, align 8, !dbg !149
  br label %197, !dbg !149

159:                                              ; preds = %197
  call void @llvm.dbg.label(metadata !150), !dbg !151
  %160 = load i32, i32* %4, align 4, !dbg !152
  %161 = sub nsw i32 %160, 2, !dbg !153
  %162 = sext i32 %161 to i64, !dbg !154
  %163 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %162, !dbg !154
  %164 = load i64, i64* %163, align 8, !dbg !154
  %165 = load i32, i32* %4, align 4, !dbg !155
  %166 = sext i32 %165 to i64, !dbg !156
  %167 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %166, !dbg !156
  store i64 %164, i64* %167, align 8, !dbg !157
  %168 = load i32, i32* %4, align 4, !dbg !158
  %169 = add nsw i32 %168, 1, !dbg !158
  store i32 %169, i32* %4, align 4, !dbg !158
  %170 = load i32*, i32** %5, align 8, !dbg !159
  %171 = getelementptr inbounds i32, i32* %170, i32 1, !dbg !159
  store i32* %171, i32** %5, align 8, !dbg !159
  %172 = load i32, i32* %170, align 4, !dbg !159
  %173 = sext i32 %172 to i64, !dbg !159
  %174 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %173, !dbg !159
  %175 = load i8*, i8** %174, align 8, !dbg !159
  br label %197, !dbg !159

176:                                              ; preds = %197
  call void @llvm.dbg.label(metadata !160), !dbg !161
  %177 = load i32, i32* %4, align 4, !dbg !162
  %178 = add nsw i32 %177, -1, !dbg !162
  store i32 %178, i32* %4, align 4, !dbg !162
  %179 = load i32*, i32** %5, align 8, !dbg !163
  %180 = getelementptr inbounds i32, i32* %179, i32 1, !dbg !163
  store i32* %180, i32** %5, align 8, !dbg !163
  %181 = load i32, i32* %179, align 4, !dbg !163
  %182 = sext i32 %181 to i64, !dbg !163
  %183 = getelementptr inbounds [11 x i8*], [11 x i8*]* @run.dispatch, i64 0, i64 %182, !dbg !163
  %184 = load i8*, i8** %183, align 8, !dbg !163
  br label %197, !dbg !163

185:                                              ; preds = %197
  call void @llvm.dbg.label(metadata !164), !dbg !165
  %186 = load i32, i32* %4, align 4, !dbg !166
  %187 = icmp ne i32 %186, 0, !dbg !166
  br i1 %187, label %188, label %194, !dbg !166

188:                                              ; preds = %185
  %189 = load i32, i32* %4, align 4, !dbg !167
  %190 = sub nsw i32 %189, 1, !dbg !168
  %191 = sext i32 %190 to i64, !dbg !169
  %192 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %191, !dbg !169
  %193 = load i64, i64* %192, align 8, !dbg !169
  br label %195, !dbg !166

194:                                              ; preds = %185
  br label %195, !dbg !166

195:                                              ; preds = %194, %188
  %196 = phi i64 [ %193, %188 ], [ 0, %194 ], !dbg !166
  ret i64 %196, !dbg !170

197:                                              ; preds = %176, %159, %146, %133, %126, %85, %68, %49, %30, %15, %1
  %198 = phi i8* [ %14, %1 ], [ %29, %15 ], [ %48, %30 ], [ %67, %49 ], [ %84, %68 ], [ %110, %85 ], [ %132, %126 ], [ %145, %133 ], [ %158, %146 ], [ %175, %159 ], [ %184, %176 ]
  indirectbr i8* %198, [label %15, label %30, label %49, label %68, label %85, label %111, label %133, label %146, label %185, label %159, label %176]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @states(i8* noundef %0) #0 !dbg !171 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.declare(metadata i8** %3, metadata !179, metadata !DIExpression()), !dbg !181
  store i8* blockaddress(@states, %13), i8** %3, align 8, !dbg !181
  call void @llvm.dbg.declare(metadata i32* %4, metadata !182, metadata !DIExpression()), !dbg !183
  store i32 0, i32* %4, align 4, !dbg !183
  br label %5, !dbg !184

5:                                                ; preds = %27, %1
  %6 = load i8*, i8** %2, align 8, !dbg !185
  %7 = load i8, i8* %6, align 1, !dbg !188
  %8 = icmp ne i8 %7, 0, !dbg !189
  br i1 %8, label %9, label %30, !dbg !189

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !190
  %11 = add nsw i32 %10, 1, !dbg !190
  store i32 %11, i32* %4, align 4, !dbg !190
  %12 = load i8*, i8** %3, align 8, !dbg !192
  br label %37, !dbg !193

13:                                               ; preds = %37, %37, %37
  call void @llvm.dbg.label(metadata !194), !dbg !195
  %14 = load i8*, i8** %2, align 8, !dbg !196
  %15 = load i8, i8* %14, align 1, !dbg !197
  %16 = sext i8 %15 to i32, !dbg !197
  %17 = icmp eq i32 %16, 49, !dbg !198
  %18 = zext i1 %17 to i64, !dbg !197
  %19 = select i1 %17, i8* blockaddress(@states, %20), i8* blockaddress(@states, %13), !dbg !197
  store i8* %19, i8** %3, align 8, !dbg !199
  br label %27, !dbg !200

20:                                               ; preds = %37, %37, %37
  call void @llvm.dbg.label(metadata !201), !dbg !202
  %21 = load i8*, i8** %2, align 8, !dbg !203
  %22 = load i8, i8* %21, align 1, !dbg !204
  %23 = sext i8 %22 to i32, !dbg !204
  %24 = icmp eq i32 %23, 49, !dbg !205
  %25 = zext i1 %24 to i64, !dbg !204
  %26 = select i1 %24, i8* blockaddress(@states, %13), i8* blockaddress(@states, %20), !dbg !204
  store i8* %26, i8** %3, align 8, !dbg !206
  br label %27, !dbg !207

27:                                               ; preds = %20, %13
  %28 = load i8*, i8** %2, align 8, !dbg !208
  %29 = getelementptr inbounds i8, i8* %28, i32 1, !dbg !208
  store i8* %29, i8** %2, align 8, !dbg !208
  br label %5, !dbg !209, !llvm.loop !210

30:                                               ; preds = %5
  %31 = load i8*, i8** %3, align 8, !dbg !213
  %32 = icmp eq i8* %31, blockaddress(@states, %20), !dbg !214
  %33 = zext i1 %32 to i32, !dbg !214
  %34 = mul nsw i32 %33, 100, !dbg !215
  %35 = load i32, i32* %4, align 4, !dbg !216
  %36 = add nsw i32 %34, %35, !dbg !217
  ret i32 %36, !dbg !218

37:                                               ; preds = %9
  %38 = phi i8* [ %12, %9 ]
  indirectbr i8* %38, [label %13, label %20, label %13, label %13, label %20, label %20]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "dispatch", scope: !2, file: !3, line: 8, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 7, type: !4, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "tests/differential/src/computed_goto.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "7dd699f8a7b63baac1016a4c93171353")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 704, elements: !16)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!16 = !{!17}
!17 = !DISubrange(count: 11)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 43, type: !27, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!27 = !DISubroutineType(types: !28)
!28 = !{!9}
!29 = !DILocalVariable(name: "fact", scope: !26, file: !3, line: 45, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 480, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DILocation(line: 45, column: 13, scope: !26)
!34 = !DILocation(line: 47, column: 39, scope: !26)
!35 = !DILocation(line: 47, column: 35, scope: !26)
!36 = !DILocation(line: 47, column: 3, scope: !26)
!37 = !DILocalVariable(name: "sum", scope: !26, file: !3, line: 48, type: !30)
!38 = !DILocation(line: 48, column: 13, scope: !26)
!39 = !DILocation(line: 50, column: 38, scope: !26)
!40 = !DILocation(line: 50, column: 34, scope: !26)
!41 = !DILocation(line: 50, column: 3, scope: !26)
!42 = !DILocation(line: 51, column: 38, scope: !26)
!43 = !DILocation(line: 51, column: 54, scope: !26)
!44 = !DILocation(line: 51, column: 69, scope: !26)
!45 = !DILocation(line: 51, column: 3, scope: !26)
!46 = !DILocation(line: 52, column: 3, scope: !26)
!47 = !DILocalVariable(name: "code", arg: 1, scope: !2, file: !3, line: 7, type: !7)
!48 = !DILocation(line: 7, column: 54, scope: !2)
!49 = !DILocalVariable(name: "stack", scope: !2, file: !3, line: 9, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 4096, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 64)
!53 = !DILocation(line: 9, column: 8, scope: !2)
!54 = !DILocalVariable(name: "sp", scope: !2, file: !3, line: 10, type: !9)
!55 = !DILocation(line: 10, column: 7, scope: !2)
!56 = !DILocalVariable(name: "pc", scope: !2, file: !3, line: 11, type: !7)
!57 = !DILocation(line: 11, column: 14, scope: !2)
!58 = !DILocation(line: 11, column: 19, scope: !2)
!59 = !DILocation(line: 13, column: 3, scope: !2)
!60 = !DILabel(scope: !2, name: "push", file: !3, line: 14)
!61 = !DILocation(line: 14, column: 1, scope: !2)
!62 = !DILocation(line: 14, column: 24, scope: !2)
!63 = !DILocation(line: 14, column: 21, scope: !2)
!64 = !DILocation(line: 14, column: 15, scope: !2)
!65 = !DILocation(line: 14, column: 7, scope: !2)
!66 = !DILocation(line: 14, column: 19, scope: !2)
!67 = !DILocation(line: 14, column: 28, scope: !2)
!68 = !DILabel(scope: !2, name: "add", file: !3, line: 15)
!69 = !DILocation(line: 15, column: 1, scope: !2)
!70 = !DILocation(line: 15, column: 8, scope: !2)
!71 = !DILocation(line: 15, column: 35, scope: !2)
!72 = !DILocation(line: 15, column: 29, scope: !2)
!73 = !DILocation(line: 15, column: 18, scope: !2)
!74 = !DILocation(line: 15, column: 21, scope: !2)
!75 = !DILocation(line: 15, column: 12, scope: !2)
!76 = !DILocation(line: 15, column: 26, scope: !2)
!77 = !DILocation(line: 15, column: 40, scope: !2)
!78 = !DILabel(scope: !2, name: "mul", file: !3, line: 16)
!79 = !DILocation(line: 16, column: 1, scope: !2)
!80 = !DILocation(line: 16, column: 8, scope: !2)
!81 = !DILocation(line: 16, column: 35, scope: !2)
!82 = !DILocation(line: 16, column: 29, scope: !2)
!83 = !DILocation(line: 16, column: 18, scope: !2)
!84 = !DILocation(line: 16, column: 21, scope: !2)
!85 = !DILocation(line: 16, column: 12, scope: !2)
!86 = !DILocation(line: 16, column: 26, scope: !2)
!87 = !DILocation(line: 16, column: 40, scope: !2)
!88 = !DILabel(scope: !2, name: "dup", file: !3, line: 17)
!89 = !DILocation(line: 17, column: 1, scope: !2)
!90 = !DILocation(line: 17, column: 24, scope: !2)
!91 = !DILocation(line: 17, column: 27, scope: !2)
!92 = !DILocation(line: 17, column: 18, scope: !2)
!93 = !DILocation(line: 17, column: 12, scope: !2)
!94 = !DILocation(line: 17, column: 6, scope: !2)
!95 = !DILocation(line: 17, column: 16, scope: !2)
!96 = !DILocation(line: 17, column: 35, scope: !2)
!97 = !DILocation(line: 17, column: 39, scope: !2)
!98 = !DILabel(scope: !2, name: "swap", file: !3, line: 18)
!99 = !DILocation(line: 18, column: 1, scope: !2)
!100 = !DILocalVariable(name: "t", scope: !101, file: !3, line: 18, type: !6)
!101 = distinct !DILexicalBlock(scope: !2, file: !3, line: 18, column: 7)
!102 = !DILocation(line: 18, column: 14, scope: !101)
!103 = !DILocation(line: 18, column: 24, scope: !101)
!104 = !DILocation(line: 18, column: 27, scope: !101)
!105 = !DILocation(line: 18, column: 18, scope: !101)
!106 = !DILocation(line: 18, column: 55, scope: !101)
!107 = !DILocation(line: 18, column: 58, scope: !101)
!108 = !DILocation(line: 18, column: 49, scope: !101)
!109 = !DILocation(line: 18, column: 39, scope: !101)
!110 = !DILocation(line: 18, column: 42, scope: !101)
!111 = !DILocation(line: 18, column: 33, scope: !101)
!112 = !DILocation(line: 18, column: 47, scope: !101)
!113 = !DILocation(line: 18, column: 80, scope: !101)
!114 = !DILocation(line: 18, column: 70, scope: !101)
!115 = !DILocation(line: 18, column: 73, scope: !101)
!116 = !DILocation(line: 18, column: 64, scope: !101)
!117 = !DILocation(line: 18, column: 78, scope: !101)
!118 = !DILocation(line: 18, column: 85, scope: !2)
!119 = !DILabel(scope: !2, name: "jnz", file: !3, line: 19)
!120 = !DILocation(line: 19, column: 1, scope: !2)
!121 = !DILocalVariable(name: "target", scope: !122, file: !3, line: 19, type: !9)
!122 = distinct !DILexicalBlock(scope: !2, file: !3, line: 19, column: 6)
!123 = !DILocation(line: 19, column: 12, scope: !122)
!124 = !DILocation(line: 19, column: 24, scope: !122)
!125 = !DILocation(line: 19, column: 21, scope: !122)
!126 = !DILocation(line: 19, column: 38, scope: !127)
!127 = distinct !DILexicalBlock(scope: !122, file: !3, line: 19, column: 32)
!128 = !DILocation(line: 19, column: 32, scope: !127)
!129 = !DILocation(line: 19, column: 32, scope: !122)
!130 = !DILocation(line: 19, column: 50, scope: !127)
!131 = !DILocation(line: 19, column: 57, scope: !127)
!132 = !DILocation(line: 19, column: 55, scope: !127)
!133 = !DILocation(line: 19, column: 48, scope: !127)
!134 = !DILocation(line: 19, column: 45, scope: !127)
!135 = !DILocation(line: 19, column: 67, scope: !2)
!136 = !DILabel(scope: !2, name: "dec", file: !3, line: 20)
!137 = !DILocation(line: 20, column: 1, scope: !2)
!138 = !DILocation(line: 20, column: 12, scope: !2)
!139 = !DILocation(line: 20, column: 15, scope: !2)
!140 = !DILocation(line: 20, column: 6, scope: !2)
!141 = !DILocation(line: 20, column: 19, scope: !2)
!142 = !DILocation(line: 20, column: 23, scope: !2)
!143 = !DILabel(scope: !2, name: "print", file: !3, line: 21)
!144 = !DILocation(line: 21, column: 1, scope: !2)
!145 = !DILocation(line: 21, column: 38, scope: !2)
!146 = !DILocation(line: 21, column: 41, scope: !2)
!147 = !DILocation(line: 21, column: 32, scope: !2)
!148 = !DILocation(line: 21, column: 8, scope: !2)
!149 = !DILocation(line: 21, column: 48, scope: !2)
!150 = !DILabel(scope: !2, name: "over", file: !3, line: 22)
!151 = !DILocation(line: 22, column: 1, scope: !2)
!152 = !DILocation(line: 22, column: 25, scope: !2)
!153 = !DILocation(line: 22, column: 28, scope: !2)
!154 = !DILocation(line: 22, column: 19, scope: !2)
!155 = !DILocation(line: 22, column: 13, scope: !2)
!156 = !DILocation(line: 22, column: 7, scope: !2)
!157 = !DILocation(line: 22, column: 17, scope: !2)
!158 = !DILocation(line: 22, column: 36, scope: !2)
!159 = !DILocation(line: 22, column: 40, scope: !2)
!160 = !DILabel(scope: !2, name: "drop", file: !3, line: 23)
!161 = !DILocation(line: 23, column: 1, scope: !2)
!162 = !DILocation(line: 23, column: 9, scope: !2)
!163 = !DILocation(line: 23, column: 13, scope: !2)
!164 = !DILabel(scope: !2, name: "halt", file: !3, line: 24)
!165 = !DILocation(line: 24, column: 1, scope: !2)
!166 = !DILocation(line: 24, column: 14, scope: !2)
!167 = !DILocation(line: 24, column: 25, scope: !2)
!168 = !DILocation(line: 24, column: 28, scope: !2)
!169 = !DILocation(line: 24, column: 19, scope: !2)
!170 = !DILocation(line: 24, column: 7, scope: !2)
!171 = distinct !DISubprogram(name: "states", scope: !3, file: !3, line: 28, type: !172, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !12)
!172 = !DISubroutineType(types: !173)
!173 = !{!9, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!176 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!177 = !DILocalVariable(name: "s", arg: 1, scope: !171, file: !3, line: 28, type: !174)
!178 = !DILocation(line: 28, column: 57, scope: !171)
!179 = !DILocalVariable(name: "state", scope: !171, file: !3, line: 29, type: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!181 = !DILocation(line: 29, column: 9, scope: !171)
!182 = !DILocalVariable(name: "transitions", scope: !171, file: !3, line: 30, type: !9)
!183 = !DILocation(line: 30, column: 7, scope: !171)
!184 = !DILocation(line: 31, column: 3, scope: !171)
!185 = !DILocation(line: 31, column: 11, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 31, column: 3)
!187 = distinct !DILexicalBlock(scope: !171, file: !3, line: 31, column: 3)
!188 = !DILocation(line: 31, column: 10, scope: !186)
!189 = !DILocation(line: 31, column: 3, scope: !187)
!190 = !DILocation(line: 32, column: 16, scope: !191)
!191 = distinct !DILexicalBlock(scope: !186, file: !3, line: 31, column: 19)
!192 = !DILocation(line: 33, column: 11, scope: !191)
!193 = !DILocation(line: 33, column: 5, scope: !191)
!194 = !DILabel(scope: !191, name: "even", file: !3, line: 34)
!195 = !DILocation(line: 34, column: 3, scope: !191)
!196 = !DILocation(line: 35, column: 14, scope: !191)
!197 = !DILocation(line: 35, column: 13, scope: !191)
!198 = !DILocation(line: 35, column: 16, scope: !191)
!199 = !DILocation(line: 35, column: 11, scope: !191)
!200 = !DILocation(line: 36, column: 5, scope: !191)
!201 = !DILabel(scope: !191, name: "odd", file: !3, line: 37)
!202 = !DILocation(line: 37, column: 3, scope: !191)
!203 = !DILocation(line: 38, column: 14, scope: !191)
!204 = !DILocation(line: 38, column: 13, scope: !191)
!205 = !DILocation(line: 38, column: 16, scope: !191)
!206 = !DILocation(line: 38, column: 11, scope: !191)
!207 = !DILocation(line: 39, column: 3, scope: !191)
!208 = !DILocation(line: 31, column: 15, scope: !186)
!209 = !DILocation(line: 31, column: 3, scope: !186)
!210 = distinct !{!210, !189, !211, !212}
!211 = !DILocation(line: 39, column: 3, scope: !187)
!212 = !{!"llvm.loop.mustprogress"}
!213 = !DILocation(line: 40, column: 11, scope: !171)
!214 = !DILocation(line: 40, column: 17, scope: !171)
!215 = !DILocation(line: 40, column: 27, scope: !171)
!216 = !DILocation(line: 40, column: 35, scope: !171)
!217 = !DILocation(line: 40, column: 33, scope: !171)
!218 = !DILocation(line: 40, column: 3, scope: !171)
