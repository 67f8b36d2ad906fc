; ModuleID = 'tests/differential/src/dynamic_array.c'
source_filename = "tests/differential/src/dynamic_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec = type { i64*, i64, i64 }
%struct.Sb = type { i8*, i64, i64 }

@.str = private unnamed_addr constant [29 x i8] c"vec len %zu cap %zu sum %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"%s (%zu, cap %zu)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vec, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Sb, align 8
  %13 = alloca [32 x i8], align 16
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %15 = bitcast %struct.Vec* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %15, i8 0, i64 24, i1 false)
  store i64 0, i64* %3, align 8
  br label %16

16:                                               ; preds = %24, %0
  %17 = load i64, i64* %3, align 8
  %18 = icmp slt i64 %17, 1000
  br i1 %18, label %19, label %27

19:                                               ; preds = %16
  %20 = load i64, i64* %3, align 8
  %21 = load i64, i64* %3, align 8
  %22 = mul nsw i64 %20, %21
  %23 = srem i64 %22, 1009
  call void @vec_push(%struct.Vec* noundef %2, i64 noundef %23)
  br label %24

24:                                               ; preds = %19
  %25 = load i64, i64* %3, align 8
  %26 = add nsw i64 %25, 1
  store i64 %26, i64* %3, align 8
  br label %16, !llvm.loop !6

27:                                               ; preds = %16
  store i64 0, i64* %4, align 8
  store i64 0, i64* %5, align 8
  br label %28

28:                                               ; preds = %41, %27
  %29 = load i64, i64* %5, align 8
  %30 = getelementptr inbounds %struct.Vec, %struct.Vec* %2, i32 0, i32 1
  %31 = load i64, i64* %30, align 8
  %32 = icmp ult i64 %29, %31
  br i1 %32, label %33, label %44

33:                                               ; preds = %28
  %34 = getelementptr inbounds %struct.Vec, %struct.Vec* %2, i32 0, i32 0
  %35 = load i64*, i64** %34, align 8
  %36 = load i64, i64* %5, align 8
  %37 = getelementptr inbounds i64, i64* %35, i64 %36
  %38 = load i64, i64* %37, align 8
  %39 = load i64, i64* %4, align 8
  %40 = add nsw i64 %39, %38
  store i64 %40, i64* %4, align 8
  br label %41

41:                                               ; preds = %33
  %42 = load i64, i64* %5, align 8
  %43 = add i64 %42, 1
  store i64 %43, i64* %5, align 8
  br label %28, !llvm.loop !8

44:                                               ; preds = %28
  %45 = getelementptr inbounds %struct.Vec, %struct.Vec* %2, i32 0, i32 1
  %46 = load i64, i64* %45, align 8
  %47 = getelementptr inbounds %struct.Vec, %struct.Vec* %2, i32 0, i32 2
  %48 = load i64, i64* %47, align 8
  %49 = load i64, i64* %4, align 8
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i64 noundef %46, i64 noundef %48, i64 noundef %49)
  %51 = getelementptr inbounds %struct.Vec, %struct.Vec* %2, i32 0, i32 0
  %52 = load i64*, i64** %51, align 8
  %53 = bitcast i64* %52 to i8*
  call void @free(i8* noundef %53) #6
  store i32 7, i32* %6, align 4
  %54 = load i32, i32* %6, align 4
  %55 = sext i32 %54 to i64
  %56 = call noalias i8* @calloc(i64 noundef %55, i64 noundef 8) #6
  %57 = bitcast i8* %56 to i32**
  store i32** %57, i32*** %7, align 8
  store i32 0, i32* %8, align 4
  br label %58

58:                                               ; preds = %125, %44
  %59 = load i32, i32* %8, align 4
  %60 = load i32, i32* %6, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %128

62:                                               ; preds = %58
  %63 = load i32, i32* %8, align 4
  %64 = sext i32 %63 to i64
  %65 = add i64 %64, 1
  %66 = call noalias i8* @calloc(i64 noundef %65, i64 noundef 4) #6
  %67 = bitcast i8* %66 to i32*
  %68 = load i32**, i32*** %7, align 8
  %69 = load i32, i32* %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32*, i32** %68, i64 %70
  store i32* %67, i32** %71, align 8
  %72 = load i32**, i32*** %7, align 8
  %73 = load i32, i32* %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32*, i32** %72, i64 %74
  %76 = load i32*, i32** %75, align 8
  %77 = load i32, i32* %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, i32* %76, i64 %78
  store i32 1, i32* %79, align 4
  %80 = load i32**, i32*** %7, align 8
  %81 = load i32, i32* %8, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32*, i32** %80, i64 %82
  %84 = load i32*, i32** %83, align 8
  %85 = getelementptr inbounds i32, i32* %84, i64 0
  store i32 1, i32* %85, align 4
  store i32 1, i32* %9, align 4
  br label %86

86:                                               ; preds = %121, %62
  %87 = load i32, i32* %9, align 4
  %88 = load i32, i32* %8, align 4
  %89 = icmp slt i32 %87, %88
  br i1 %89, label %90, label %124

90:                                               ; preds = %86
  %91 = load i32**, i32*** %7, align 8
  %92 = load i32, i32* %8, align 4
  %93 = sub nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32*, i32** %91, i64 %94
  %96 = load i32*, i32** %95, align 8
  %97 = load i32, i32* %9, align 4
  %98 = sub nsw i32 %97, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, i32* %96, i64 %99
  %101 = load i32, i32* %100, align 4
  %102 = load i32**, i32*** %7, align 8
  %103 = load i32, i32* %8, align 4
  %104 = sub nsw i32 %103, 1
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32*, i32** %102, i64 %105
  %107 = load i32*, i32** %106, align 8
  %108 = load i32, i32* %9, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, i32* %107, i64 %109
  %111 = load i32, i32* %110, align 4
  %112 = add nsw i32 %101, %111
  %113 = load i32**, i32*** %7, align 8
  %114 = load i32, i32* %8, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32*, i32** %113, i64 %115
  %117 = load i32*, i32** %116, align 8
  %118 = load i32, i32* %9, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, i32* %117, i64 %119
  store i32 %112, i32* %120, align 4
  br label %121

121:                                              ; preds = %90
  %122 = load i32, i32* %9, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, i32* %9, align 4
  br label %86, !llvm.loop !9

124:                                              ; preds = %86
  br label %125

125:                                              ; preds = %124
  %126 = load i32, i32* %8, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, i32* %8, align 4
  br label %58, !llvm.loop !10

128:                                              ; preds = %58
  store i32 0, i32* %10, align 4
  br label %129

129:                                              ; preds = %160, %128
  %130 = load i32, i32* %10, align 4
  %131 = load i32, i32* %6, align 4
  %132 = icmp slt i32 %130, %131
  br i1 %132, label %133, label %163

133:                                              ; preds = %129
  store i32 0, i32* %11, align 4
  br label %134

134:                                              ; preds = %149, %133
  %135 = load i32, i32* %11, align 4
  %136 = load i32, i32* %10, align 4
  %137 = icmp sle i32 %135, %136
  br i1 %137, label %138, label %152

138:                                              ; preds = %134
  %139 = load i32**, i32*** %7, align 8
  %140 = load i32, i32* %10, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32*, i32** %139, i64 %141
  %143 = load i32*, i32** %142, align 8
  %144 = load i32, i32* %11, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, i32* %143, i64 %145
  %147 = load i32, i32* %146, align 4
  %148 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %147)
  br label %149

149:                                              ; preds = %138
  %150 = load i32, i32* %11, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, i32* %11, align 4
  br label %134, !llvm.loop !11

152:                                              ; preds = %134
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %154 = load i32**, i32*** %7, align 8
  %155 = load i32, i32* %10, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32*, i32** %154, i64 %156
  %158 = load i32*, i32** %157, align 8
  %159 = bitcast i32* %158 to i8*
  call void @free(i8* noundef %159) #6
  br label %160

160:                                              ; preds = %152
  %161 = load i32, i32* %10, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %10, align 4
  br label %129, !llvm.loop !12

163:                                              ; preds = %129
  %164 = load i32**, i32*** %7, align 8
  %165 = bitcast i32** %164 to i8*
  call void @free(i8* noundef %165) #6
  %166 = bitcast %struct.Sb* %12 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %166, i8 0, i64 24, i1 false)
  store i32 0, i32* %14, align 4
  br label %167

167:                                              ; preds = %181, %163
  %168 = load i32, i32* %14, align 4
  %169 = icmp slt i32 %168, 30
  br i1 %169, label %170, label %184

170:                                              ; preds = %167
  %171 = getelementptr inbounds [32 x i8], [32 x i8]* %13, i64 0, i64 0
  %172 = load i32, i32* %14, align 4
  %173 = load i32, i32* %14, align 4
  %174 = mul nsw i32 %172, %173
  %175 = load i32, i32* %14, align 4
  %176 = icmp slt i32 %175, 29
  %177 = zext i1 %176 to i64
  %178 = select i1 %176, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0)
  %179 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %171, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %174, i8* noundef %178) #6
  %180 = getelementptr inbounds [32 x i8], [32 x i8]* %13, i64 0, i64 0
  call void @sb_append(%struct.Sb* noundef %12, i8* noundef %180)
  br label %181

181:                                              ; preds = %170
  %182 = load i32, i32* %14, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, i32* %14, align 4
  br label %167, !llvm.loop !13

184:                                              ; preds = %167
  %185 = getelementptr inbounds %struct.Sb, %struct.Sb* %12, i32 0, i32 0
  %186 = load i8*, i8** %185, align 8
  %187 = getelementptr inbounds %struct.Sb, %struct.Sb* %12, i32 0, i32 1
  %188 = load i64, i64* %187, align 8
  %189 = getelementptr inbounds %struct.Sb, %struct.Sb* %12, i32 0, i32 2
  %190 = load i64, i64* %189, align 8
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i8* noundef %186, i64 noundef %188, i64 noundef %190)
  %192 = getelementptr inbounds %struct.Sb, %struct.Sb* %12, i32 0, i32 0
  %193 = load i8*, i8** %192, align 8
  call void @free(i8* noundef %193) #6
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_push(%struct.Vec* noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.Vec*, align 8
  %4 = alloca i64, align 8
  store %struct.Vec* %0, %struct.Vec** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load %struct.Vec*, %struct.Vec** %3, align 8
  %6 = getelementptr inbounds %struct.Vec, %struct.Vec* %5, i32 0, i32 1
  %7 = load i64, i64* %6, align 8
  %8 = load %struct.Vec*, %struct.Vec** %3, align 8
  %9 = getelementptr inbounds %struct.Vec, %struct.Vec* %8, i32 0, i32 2
  %10 = load i64, i64* %9, align 8
  %11 = icmp eq i64 %7, %10
  br i1 %11, label %12, label %39

12:                                               ; preds = %2
  %13 = load %struct.Vec*, %struct.Vec** %3, align 8
  %14 = getelementptr inbounds %struct.Vec, %struct.Vec* %13, i32 0, i32 2
  %15 = load i64, i64* %14, align 8
  %16 = icmp ne i64 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = load %struct.Vec*, %struct.Vec** %3, align 8
  %19 = getelementptr inbounds %struct.Vec, %struct.Vec* %18, i32 0, i32 2
  %20 = load i64, i64* %19, align 8
  %21 = mul i64 %20, 2
  br label %23

22:                                               ; preds = %12
  br label %23

23:                                               ; preds = %22, %17
  %24 = phi i64 [ %21, %17 ], [ 4, %22 ]
  %25 = load %struct.Vec*, %struct.Vec** %3, align 8
  %26 = getelementptr inbounds %struct.Vec, %struct.Vec* %25, i32 0, i32 2
  store i64 %24, i64* %26, align 8
  %27 = load %struct.Vec*, %struct.Vec** %3, align 8
  %28 = getelementptr inbounds %struct.Vec, %struct.Vec* %27, i32 0, i32 0
  %29 = load i64*, i64** %28, align 8
  %30 = bitcast i64* %29 to i8*
  %31 = load %struct.Vec*, %struct.Vec** %3, align 8
  %32 = getelementptr inbounds %struct.Vec, %struct.Vec* %31, i32 0, i32 2
  %33 = load i64, i64* %32, align 8
  %34 = mul i64 %33, 8
  %35 = call i8* @realloc(i8* noundef %30, i64 noundef %34) #6
  %36 = bitcast i8* %35 to i64*
  %37 = load %struct.Vec*, %struct.Vec** %3, align 8
  %38 = getelementptr inbounds %struct.Vec, %struct.Vec* %37, i32 0, i32 0
  store i64* %36, i64** %38, align 8
  br label %39

39:                                               ; preds = %23, %2
  %40 = load i64, i64* %4, align 8
  %41 = load %struct.Vec*, %struct.Vec** %3, align 8
  %42 = getelementptr inbounds %struct.Vec, %struct.Vec* %41, i32 0, i32 0
  %43 = load i64*, i64** %42, align 8
  %44 = load %struct.Vec*, %struct.Vec** %3, align 8
  %45 = getelementptr inbounds %struct.Vec, %struct.Vec* %44, i32 0, i32 1
  %46 = load i64, i64* %45, align 8
  %47 = add i64 %46, 1
  store i64 %47, i64* %45, align 8
  %48 = getelementptr inbounds i64, i64* %43, i64 %46
  store i64 %40, i64* %48, align 8
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_append(%struct.Sb* noundef %0, i8* noundef %1) #0 {
  %3 = alloca %struct.Sb*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  store %struct.Sb* %0, %struct.Sb** %3, align 8
  store i8* %1, i8** %4, align 8
  %6 = load i8*, i8** %4, align 8
  %7 = call i64 @strlen(i8* noundef %6) #7
  store i64 %7, i64* %5, align 8
  %8 = load %struct.Sb*, %struct.Sb** %3, align 8
  %9 = getelementptr inbounds %struct.Sb, %struct.Sb* %8, i32 0, i32 1
  %10 = load i64, i64* %9, align 8
  %11 = load i64, i64* %5, align 8
  %12 = add i64 %10, %11
  %13 = add i64 %12, 1
  %14 = load %struct.Sb*, %struct.Sb** %3, align 8
  %15 = getelementptr inbounds %struct.Sb, %struct.Sb* %14, i32 0, i32 2
  %16 = load i64, i64* %15, align 8
  %17 = icmp ugt i64 %13, %16
  br i1 %17, label %18, label %55

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %41, %18
  %20 = load %struct.Sb*, %struct.Sb** %3, align 8
  %21 = getelementptr inbounds %struct.Sb, %struct.Sb* %20, i32 0, i32 1
  %22 = load i64, i64* %21, align 8
  %23 = load i64, i64* %5, align 8
  %24 = add i64 %22, %23
  %25 = add i64 %24, 1
  %26 = load %struct.Sb*, %struct.Sb** %3, align 8
  %27 = getelementptr inbounds %struct.Sb, %struct.Sb* %26, i32 0, i32 2
  %28 = load i64, i64* %27, align 8
  %29 = icmp ugt i64 %25, %28
  br i1 %29, label %30, label %45

30:                                               ; preds = %19
  %31 = load %struct.Sb*, %struct.Sb** %3, align 8
  %32 = getelementptr inbounds %struct.Sb, %struct.Sb* %31, i32 0, i32 2
  %33 = load i64, i64* %32, align 8
  %34 = icmp ne i64 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %30
  %36 = load %struct.Sb*, %struct.Sb** %3, align 8
  %37 = getelementptr inbounds %struct.Sb, %struct.Sb* %36, i32 0, i32 2
  %38 = load i64, i64* %37, align 8
  %39 = mul i64 %38, 2
  br label %41

40:                                               ; preds = %30
  br label %41

41:                                               ; preds = %40, %35
  %42 = phi i64 [ %39, %35 ], [ 8, %40 ]
  %43 = load %struct.Sb*, %struct.Sb** %3, align 8
  %44 = getelementptr inbounds %struct.Sb, %struct.Sb* %43, i32 0, i32 2
  store i64 %42, i64* %44, align 8
  br label %19, !llvm.loop !14

45:                                               ; preds = %19
  %46 = load %struct.Sb*, %struct.Sb** %3, align 8
  %47 = getelementptr inbounds %struct.Sb, %struct.Sb* %46, i32 0, i32 0
  %48 = load i8*, i8** %47, align 8
  %49 = load %struct.Sb*, %struct.Sb** %3, align 8
  %50 = getelementptr inbounds %struct.Sb, %struct.Sb* %49, i32 0, i32 2
  %51 = load i64, i64* %50, align 8
  %52 = call i8* @realloc(i8* noundef %48, i64 noundef %51) #6
  %53 = load %struct.Sb*, %struct.Sb** %3, align 8
  %54 = getelementptr inbounds %struct.Sb, %struct.Sb* %53, i32 0, i32 0
  store i8* %52, i8** %54, align 8
  br label %55

55:                                               ; preds = %45, %2
  %56 = load %struct.Sb*, %struct.Sb** %3, align 8
  %57 = getelementptr inbounds %struct.Sb, %struct.Sb* %56, i32 0, i32 0
  %58 = load i8*, i8** %57, align 8
  %59 = load %struct.Sb*, %struct.Sb** %3, align 8
  %60 = getelementptr inbounds %struct.Sb, %struct.Sb* %59, i32 0, i32 1
  %61 = load i64, i64* %60, align 8
  %62 = getelementptr inbounds i8, i8* %58, i64 %61
  %63 = load i8*, i8** %4, align 8
  %64 = load i64, i64* %5, align 8
  %65 = add i64 %64, 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %62, i8* align 1 %63, i64 %65, i1 false)
  %66 = load i64, i64* %5, align 8
  %67 = load %struct.Sb*, %struct.Sb** %3, align 8
  %68 = getelementptr inbounds %struct.Sb, %struct.Sb* %67, i32 0, i32 1
  %69 = load i64, i64* %68, align 8
  %70 = add i64 %69, %66
  store i64 %70, i64* %68, align 8
  ret void
}

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
