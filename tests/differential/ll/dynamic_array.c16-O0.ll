; ModuleID = 'tests/differential/src/dynamic_array.c'
source_filename = "tests/differential/src/dynamic_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec = type { ptr, i64, i64 }
%struct.Sb = type { ptr, i64, i64 }

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
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Sb, align 8
  %13 = alloca [32 x i8], align 16
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 24, i1 false)
  store i64 0, ptr %3, align 8
  br label %15

15:                                               ; preds = %23, %0
  %16 = load i64, ptr %3, align 8
  %17 = icmp slt i64 %16, 1000
  br i1 %17, label %18, label %26

18:                                               ; preds = %15
  %19 = load i64, ptr %3, align 8
  %20 = load i64, ptr %3, align 8
  %21 = mul nsw i64 %19, %20
  %22 = srem i64 %21, 1009
  call void @vec_push(ptr noundef %2, i64 noundef %22)
  br label %23

23:                                               ; preds = %18
  %24 = load i64, ptr %3, align 8
  %25 = add nsw i64 %24, 1
  store i64 %25, ptr %3, align 8
  br label %15, !llvm.loop !6

26:                                               ; preds = %15
  store i64 0, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %27

27:                                               ; preds = %40, %26
  %28 = load i64, ptr %5, align 8
  %29 = getelementptr inbounds %struct.Vec, ptr %2, i32 0, i32 1
  %30 = load i64, ptr %29, align 8
  %31 = icmp ult i64 %28, %30
  br i1 %31, label %32, label %43

32:                                               ; preds = %27
  %33 = getelementptr inbounds %struct.Vec, ptr %2, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  %35 = load i64, ptr %5, align 8
  %36 = getelementptr inbounds i64, ptr %34, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = load i64, ptr %4, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %4, align 8
  br label %40

40:                                               ; preds = %32
  %41 = load i64, ptr %5, align 8
  %42 = add i64 %41, 1
  store i64 %42, ptr %5, align 8
  br label %27, !llvm.loop !8

43:                                               ; preds = %27
  %44 = getelementptr inbounds %struct.Vec, ptr %2, i32 0, i32 1
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds %struct.Vec, ptr %2, i32 0, i32 2
  %47 = load i64, ptr %46, align 8
  %48 = load i64, ptr %4, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %45, i64 noundef %47, i64 noundef %48)
  %50 = getelementptr inbounds %struct.Vec, ptr %2, i32 0, i32 0
  %51 = load ptr, ptr %50, align 8
  call void @free(ptr noundef %51) #8
  store i32 7, ptr %6, align 4
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = call noalias ptr @calloc(i64 noundef %53, i64 noundef 8) #9
  store ptr %54, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %55

55:                                               ; preds = %121, %43
  %56 = load i32, ptr %8, align 4
  %57 = load i32, ptr %6, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %124

59:                                               ; preds = %55
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 1
  %63 = call noalias ptr @calloc(i64 noundef %62, i64 noundef 4) #9
  %64 = load ptr, ptr %7, align 8
  %65 = load i32, ptr %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds ptr, ptr %64, i64 %66
  store ptr %63, ptr %67, align 8
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds ptr, ptr %68, i64 %70
  %72 = load ptr, ptr %71, align 8
  %73 = load i32, ptr %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %72, i64 %74
  store i32 1, ptr %75, align 4
  %76 = load ptr, ptr %7, align 8
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds ptr, ptr %76, i64 %78
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr inbounds i32, ptr %80, i64 0
  store i32 1, ptr %81, align 4
  store i32 1, ptr %9, align 4
  br label %82

82:                                               ; preds = %117, %59
  %83 = load i32, ptr %9, align 4
  %84 = load i32, ptr %8, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %120

86:                                               ; preds = %82
  %87 = load ptr, ptr %7, align 8
  %88 = load i32, ptr %8, align 4
  %89 = sub nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds ptr, ptr %87, i64 %90
  %92 = load ptr, ptr %91, align 8
  %93 = load i32, ptr %9, align 4
  %94 = sub nsw i32 %93, 1
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %92, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = load ptr, ptr %7, align 8
  %99 = load i32, ptr %8, align 4
  %100 = sub nsw i32 %99, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds ptr, ptr %98, i64 %101
  %103 = load ptr, ptr %102, align 8
  %104 = load i32, ptr %9, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %103, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = add nsw i32 %97, %107
  %109 = load ptr, ptr %7, align 8
  %110 = load i32, ptr %8, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds ptr, ptr %109, i64 %111
  %113 = load ptr, ptr %112, align 8
  %114 = load i32, ptr %9, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %113, i64 %115
  store i32 %108, ptr %116, align 4
  br label %117

117:                                              ; preds = %86
  %118 = load i32, ptr %9, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %9, align 4
  br label %82, !llvm.loop !9

120:                                              ; preds = %82
  br label %121

121:                                              ; preds = %120
  %122 = load i32, ptr %8, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %8, align 4
  br label %55, !llvm.loop !10

124:                                              ; preds = %55
  store i32 0, ptr %10, align 4
  br label %125

125:                                              ; preds = %155, %124
  %126 = load i32, ptr %10, align 4
  %127 = load i32, ptr %6, align 4
  %128 = icmp slt i32 %126, %127
  br i1 %128, label %129, label %158

129:                                              ; preds = %125
  store i32 0, ptr %11, align 4
  br label %130

130:                                              ; preds = %145, %129
  %131 = load i32, ptr %11, align 4
  %132 = load i32, ptr %10, align 4
  %133 = icmp sle i32 %131, %132
  br i1 %133, label %134, label %148

134:                                              ; preds = %130
  %135 = load ptr, ptr %7, align 8
  %136 = load i32, ptr %10, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds ptr, ptr %135, i64 %137
  %139 = load ptr, ptr %138, align 8
  %140 = load i32, ptr %11, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %139, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %143)
  br label %145

145:                                              ; preds = %134
  %146 = load i32, ptr %11, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %11, align 4
  br label %130, !llvm.loop !11

148:                                              ; preds = %130
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %150 = load ptr, ptr %7, align 8
  %151 = load i32, ptr %10, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds ptr, ptr %150, i64 %152
  %154 = load ptr, ptr %153, align 8
  call void @free(ptr noundef %154) #8
  br label %155

155:                                              ; preds = %148
  %156 = load i32, ptr %10, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %10, align 4
  br label %125, !llvm.loop !12

158:                                              ; preds = %125
  %159 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %159) #8
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 24, i1 false)
  store i32 0, ptr %14, align 4
  br label %160

160:                                              ; preds = %174, %158
  %161 = load i32, ptr %14, align 4
  %162 = icmp slt i32 %161, 30
  br i1 %162, label %163, label %177

163:                                              ; preds = %160
  %164 = getelementptr inbounds [32 x i8], ptr %13, i64 0, i64 0
  %165 = load i32, ptr %14, align 4
  %166 = load i32, ptr %14, align 4
  %167 = mul nsw i32 %165, %166
  %168 = load i32, ptr %14, align 4
  %169 = icmp slt i32 %168, 29
  %170 = zext i1 %169 to i64
  %171 = select i1 %169, ptr @.str.4, ptr @.str.5
  %172 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %164, i64 noundef 32, ptr noundef @.str.3, i32 noundef %167, ptr noundef %171) #8
  %173 = getelementptr inbounds [32 x i8], ptr %13, i64 0, i64 0
  call void @sb_append(ptr noundef %12, ptr noundef %173)
  br label %174

174:                                              ; preds = %163
  %175 = load i32, ptr %14, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %14, align 4
  br label %160, !llvm.loop !13

177:                                              ; preds = %160
  %178 = getelementptr inbounds %struct.Sb, ptr %12, i32 0, i32 0
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr inbounds %struct.Sb, ptr %12, i32 0, i32 1
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds %struct.Sb, ptr %12, i32 0, i32 2
  %183 = load i64, ptr %182, align 8
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %179, i64 noundef %181, i64 noundef %183)
  %185 = getelementptr inbounds %struct.Sb, ptr %12, i32 0, i32 0
  %186 = load ptr, ptr %185, align 8
  call void @free(ptr noundef %186) #8
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_push(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Vec, ptr %8, i32 0, i32 2
  %10 = load i64, ptr %9, align 8
  %11 = icmp eq i64 %7, %10
  br i1 %11, label %12, label %37

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.Vec, ptr %13, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = icmp ne i64 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.Vec, ptr %18, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = mul i64 %20, 2
  br label %23

22:                                               ; preds = %12
  br label %23

23:                                               ; preds = %22, %17
  %24 = phi i64 [ %21, %17 ], [ 4, %22 ]
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Vec, ptr %25, i32 0, i32 2
  store i64 %24, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.Vec, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.Vec, ptr %30, i32 0, i32 2
  %32 = load i64, ptr %31, align 8
  %33 = mul i64 %32, 8
  %34 = call ptr @realloc(ptr noundef %29, i64 noundef %33) #10
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.Vec, ptr %35, i32 0, i32 0
  store ptr %34, ptr %36, align 8
  br label %37

37:                                               ; preds = %23, %2
  %38 = load i64, ptr %4, align 8
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.Vec, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.Vec, ptr %42, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = add i64 %44, 1
  store i64 %45, ptr %43, align 8
  %46 = getelementptr inbounds i64, ptr %41, i64 %44
  store i64 %38, ptr %46, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_append(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call i64 @strlen(ptr noundef %6) #11
  store i64 %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Sb, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %5, align 8
  %12 = add i64 %10, %11
  %13 = add i64 %12, 1
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Sb, ptr %14, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = icmp ugt i64 %13, %16
  br i1 %17, label %18, label %55

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %41, %18
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.Sb, ptr %20, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %5, align 8
  %24 = add i64 %22, %23
  %25 = add i64 %24, 1
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.Sb, ptr %26, i32 0, i32 2
  %28 = load i64, ptr %27, align 8
  %29 = icmp ugt i64 %25, %28
  br i1 %29, label %30, label %45

30:                                               ; preds = %19
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.Sb, ptr %31, i32 0, i32 2
  %33 = load i64, ptr %32, align 8
  %34 = icmp ne i64 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %30
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.Sb, ptr %36, i32 0, i32 2
  %38 = load i64, ptr %37, align 8
  %39 = mul i64 %38, 2
  br label %41

40:                                               ; preds = %30
  br label %41

41:                                               ; preds = %40, %35
  %42 = phi i64 [ %39, %35 ], [ 8, %40 ]
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.Sb, ptr %43, i32 0, i32 2
  store i64 %42, ptr %44, align 8
  br label %19, !llvm.loop !14

45:                                               ; preds = %19
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.Sb, ptr %46, i32 0, i32 0
  %48 = load ptr, ptr %47, align 8
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.Sb, ptr %49, i32 0, i32 2
  %51 = load i64, ptr %50, align 8
  %52 = call ptr @realloc(ptr noundef %48, i64 noundef %51) #10
  %53 = load ptr, ptr %3, align 8
  %54 = getelementptr inbounds %struct.Sb, ptr %53, i32 0, i32 0
  store ptr %52, ptr %54, align 8
  br label %55

55:                                               ; preds = %45, %2
  %56 = load ptr, ptr %3, align 8
  %57 = getelementptr inbounds %struct.Sb, ptr %56, i32 0, i32 0
  %58 = load ptr, ptr %57, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds %struct.Sb, ptr %59, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  %62 = getelementptr inbounds i8, ptr %58, i64 %61
  %63 = load ptr, ptr %4, align 8
  %64 = load i64, ptr %5, align 8
  %65 = add i64 %64, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %62, ptr align 1 %63, i64 %65, i1 false)
  %66 = load i64, ptr %5, align 8
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds %struct.Sb, ptr %67, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  %70 = add i64 %69, %66
  store i64 %70, ptr %68, align 8
  ret void
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind allocsize(1) }
attributes #11 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
