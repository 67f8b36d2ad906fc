; ModuleID = 'tests/differential/src/huffman.c'
source_filename = "tests/differential/src/huffman.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.HNode = type { i64, i32, i32, i32 }

@.str = private unnamed_addr constant [71 x i8] c"this is an example of a huffman tree; mississippi river banana bandana\00", align 1
@codes = internal global [256 x [32 x i8]] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [39 x i8] c"%zu chars -> %ld bits (root freq %ld)\0A\00", align 1
@nodes = internal global [512 x %struct.HNode] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [7 x i8] c"%c=%s \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"decoded ok=%d\0A\00", align 1
@nn = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [2 x i8] c"0\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [256 x i8], align 16
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [256 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = call i64 @strlen(ptr noundef %14) #6
  store i64 %15, ptr %3, align 8
  %16 = load ptr, ptr %2, align 8
  %17 = load i64, ptr %3, align 8
  %18 = call i32 @build(ptr noundef %16, i64 noundef %17)
  store i32 %18, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 256, i1 false)
  store i64 0, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %19

19:                                               ; preds = %61, %0
  %20 = load i64, ptr %7, align 8
  %21 = load i64, ptr %3, align 8
  %22 = icmp ult i64 %20, %21
  br i1 %22, label %23, label %64

23:                                               ; preds = %19
  %24 = load ptr, ptr %2, align 8
  %25 = load i64, ptr %7, align 8
  %26 = getelementptr inbounds i8, ptr %24, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds [256 x [32 x i8]], ptr @codes, i64 0, i64 %28
  %30 = getelementptr inbounds [32 x i8], ptr %29, i64 0, i64 0
  store ptr %30, ptr %8, align 8
  br label %31

31:                                               ; preds = %55, %23
  %32 = load ptr, ptr %8, align 8
  %33 = load i8, ptr %32, align 1
  %34 = icmp ne i8 %33, 0
  br i1 %34, label %35, label %60

35:                                               ; preds = %31
  %36 = load ptr, ptr %8, align 8
  %37 = load i8, ptr %36, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp eq i32 %38, 49
  br i1 %39, label %40, label %54

40:                                               ; preds = %35
  %41 = load i64, ptr %6, align 8
  %42 = and i64 %41, 7
  %43 = trunc i64 %42 to i32
  %44 = ashr i32 128, %43
  %45 = trunc i32 %44 to i8
  %46 = zext i8 %45 to i32
  %47 = load i64, ptr %6, align 8
  %48 = ashr i64 %47, 3
  %49 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = or i32 %51, %46
  %53 = trunc i32 %52 to i8
  store i8 %53, ptr %49, align 1
  br label %54

54:                                               ; preds = %40, %35
  br label %55

55:                                               ; preds = %54
  %56 = load ptr, ptr %8, align 8
  %57 = getelementptr inbounds i8, ptr %56, i32 1
  store ptr %57, ptr %8, align 8
  %58 = load i64, ptr %6, align 8
  %59 = add nsw i64 %58, 1
  store i64 %59, ptr %6, align 8
  br label %31, !llvm.loop !6

60:                                               ; preds = %31
  br label %61

61:                                               ; preds = %60
  %62 = load i64, ptr %7, align 8
  %63 = add i64 %62, 1
  store i64 %63, ptr %7, align 8
  br label %19, !llvm.loop !8

64:                                               ; preds = %19
  %65 = load i64, ptr %3, align 8
  %66 = load i64, ptr %6, align 8
  %67 = load i32, ptr %4, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %68
  %70 = getelementptr inbounds %struct.HNode, ptr %69, i32 0, i32 0
  %71 = load i64, ptr %70, align 8
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %65, i64 noundef %66, i64 noundef %71)
  store i32 97, ptr %9, align 4
  br label %73

73:                                               ; preds = %91, %64
  %74 = load i32, ptr %9, align 4
  %75 = icmp sle i32 %74, 122
  br i1 %75, label %76, label %94

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [256 x [32 x i8]], ptr @codes, i64 0, i64 %78
  %80 = getelementptr inbounds [32 x i8], ptr %79, i64 0, i64 0
  %81 = load i8, ptr %80, align 16
  %82 = icmp ne i8 %81, 0
  br i1 %82, label %83, label %90

83:                                               ; preds = %76
  %84 = load i32, ptr %9, align 4
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [256 x [32 x i8]], ptr @codes, i64 0, i64 %86
  %88 = getelementptr inbounds [32 x i8], ptr %87, i64 0, i64 0
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %84, ptr noundef %88)
  br label %90

90:                                               ; preds = %83, %76
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %9, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %9, align 4
  br label %73, !llvm.loop !9

94:                                               ; preds = %73
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %11, align 4
  store i64 0, ptr %12, align 8
  br label %96

96:                                               ; preds = %137, %94
  %97 = load i64, ptr %12, align 8
  %98 = load i64, ptr %6, align 8
  %99 = icmp slt i64 %97, %98
  br i1 %99, label %100, label %148

100:                                              ; preds = %96
  %101 = load i32, ptr %4, align 4
  store i32 %101, ptr %13, align 4
  br label %102

102:                                              ; preds = %133, %100
  %103 = load i32, ptr %13, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %104
  %106 = getelementptr inbounds %struct.HNode, ptr %105, i32 0, i32 1
  %107 = load i32, ptr %106, align 8
  %108 = icmp slt i32 %107, 0
  br i1 %108, label %109, label %137

109:                                              ; preds = %102
  %110 = load i64, ptr %12, align 8
  %111 = ashr i64 %110, 3
  %112 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %111
  %113 = load i8, ptr %112, align 1
  %114 = zext i8 %113 to i32
  %115 = load i64, ptr %12, align 8
  %116 = and i64 %115, 7
  %117 = trunc i64 %116 to i32
  %118 = ashr i32 128, %117
  %119 = and i32 %114, %118
  %120 = icmp ne i32 %119, 0
  br i1 %120, label %121, label %127

121:                                              ; preds = %109
  %122 = load i32, ptr %13, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %123
  %125 = getelementptr inbounds %struct.HNode, ptr %124, i32 0, i32 3
  %126 = load i32, ptr %125, align 8
  br label %133

127:                                              ; preds = %109
  %128 = load i32, ptr %13, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %129
  %131 = getelementptr inbounds %struct.HNode, ptr %130, i32 0, i32 2
  %132 = load i32, ptr %131, align 4
  br label %133

133:                                              ; preds = %127, %121
  %134 = phi i32 [ %126, %121 ], [ %132, %127 ]
  store i32 %134, ptr %13, align 4
  %135 = load i64, ptr %12, align 8
  %136 = add nsw i64 %135, 1
  store i64 %136, ptr %12, align 8
  br label %102, !llvm.loop !10

137:                                              ; preds = %102
  %138 = load i32, ptr %13, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %139
  %141 = getelementptr inbounds %struct.HNode, ptr %140, i32 0, i32 1
  %142 = load i32, ptr %141, align 8
  %143 = trunc i32 %142 to i8
  %144 = load i32, ptr %11, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %11, align 4
  %146 = sext i32 %144 to i64
  %147 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %146
  store i8 %143, ptr %147, align 1
  br label %96, !llvm.loop !11

148:                                              ; preds = %96
  %149 = load i32, ptr %11, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %150
  store i8 0, ptr %151, align 1
  %152 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 0
  %153 = load ptr, ptr %2, align 8
  %154 = call i32 @strcmp(ptr noundef %152, ptr noundef %153) #6
  %155 = icmp eq i32 %154, 0
  %156 = zext i1 %155 to i32
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %156)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @build(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca [256 x i64], align 16
  %6 = alloca i64, align 8
  %7 = alloca [512 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.HNode, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.HNode, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [32 x i8], align 16
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 2048, i1 false)
  store i64 0, ptr %6, align 8
  br label %18

18:                                               ; preds = %31, %2
  %19 = load i64, ptr %6, align 8
  %20 = load i64, ptr %4, align 8
  %21 = icmp ult i64 %19, %20
  br i1 %21, label %22, label %34

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 8
  %24 = load i64, ptr %6, align 8
  %25 = getelementptr inbounds i8, ptr %23, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds [256 x i64], ptr %5, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  %30 = add nsw i64 %29, 1
  store i64 %30, ptr %28, align 8
  br label %31

31:                                               ; preds = %22
  %32 = load i64, ptr %6, align 8
  %33 = add i64 %32, 1
  store i64 %33, ptr %6, align 8
  br label %18, !llvm.loop !12

34:                                               ; preds = %18
  store i32 0, ptr %8, align 4
  store i32 0, ptr @nn, align 4
  store i32 0, ptr %9, align 4
  br label %35

35:                                               ; preds = %64, %34
  %36 = load i32, ptr %9, align 4
  %37 = icmp slt i32 %36, 256
  br i1 %37, label %38, label %67

38:                                               ; preds = %35
  %39 = load i32, ptr %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [256 x i64], ptr %5, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %63

44:                                               ; preds = %38
  %45 = load i32, ptr @nn, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %46
  %48 = getelementptr inbounds %struct.HNode, ptr %10, i32 0, i32 0
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [256 x i64], ptr %5, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  store i64 %52, ptr %48, align 8
  %53 = getelementptr inbounds %struct.HNode, ptr %10, i32 0, i32 1
  %54 = load i32, ptr %9, align 4
  store i32 %54, ptr %53, align 8
  %55 = getelementptr inbounds %struct.HNode, ptr %10, i32 0, i32 2
  store i32 -1, ptr %55, align 4
  %56 = getelementptr inbounds %struct.HNode, ptr %10, i32 0, i32 3
  store i32 -1, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %47, ptr align 8 %10, i64 24, i1 false)
  %57 = load i32, ptr @nn, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @nn, align 4
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %8, align 4
  %61 = sext i32 %59 to i64
  %62 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %61
  store i32 %57, ptr %62, align 4
  br label %63

63:                                               ; preds = %44, %38
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %9, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %9, align 4
  br label %35, !llvm.loop !13

67:                                               ; preds = %35
  br label %68

68:                                               ; preds = %190, %67
  %69 = load i32, ptr %8, align 4
  %70 = icmp sgt i32 %69, 1
  br i1 %70, label %71, label %205

71:                                               ; preds = %68
  store i32 0, ptr %11, align 4
  store i32 1, ptr %12, align 4
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %76
  %78 = getelementptr inbounds %struct.HNode, ptr %77, i32 0, i32 0
  %79 = load i64, ptr %78, align 8
  %80 = load i32, ptr %11, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %84
  %86 = getelementptr inbounds %struct.HNode, ptr %85, i32 0, i32 0
  %87 = load i64, ptr %86, align 8
  %88 = icmp slt i64 %79, %87
  br i1 %88, label %89, label %90

89:                                               ; preds = %71
  store i32 1, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %90

90:                                               ; preds = %89, %71
  store i32 2, ptr %13, align 4
  br label %91

91:                                               ; preds = %138, %90
  %92 = load i32, ptr %13, align 4
  %93 = load i32, ptr %8, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %141

95:                                               ; preds = %91
  %96 = load i32, ptr %13, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %100
  %102 = getelementptr inbounds %struct.HNode, ptr %101, i32 0, i32 0
  %103 = load i64, ptr %102, align 8
  %104 = load i32, ptr %11, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %108
  %110 = getelementptr inbounds %struct.HNode, ptr %109, i32 0, i32 0
  %111 = load i64, ptr %110, align 8
  %112 = icmp slt i64 %103, %111
  br i1 %112, label %113, label %116

113:                                              ; preds = %95
  %114 = load i32, ptr %11, align 4
  store i32 %114, ptr %12, align 4
  %115 = load i32, ptr %13, align 4
  store i32 %115, ptr %11, align 4
  br label %137

116:                                              ; preds = %95
  %117 = load i32, ptr %13, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %121
  %123 = getelementptr inbounds %struct.HNode, ptr %122, i32 0, i32 0
  %124 = load i64, ptr %123, align 8
  %125 = load i32, ptr %12, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %126
  %128 = load i32, ptr %127, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %129
  %131 = getelementptr inbounds %struct.HNode, ptr %130, i32 0, i32 0
  %132 = load i64, ptr %131, align 8
  %133 = icmp slt i64 %124, %132
  br i1 %133, label %134, label %136

134:                                              ; preds = %116
  %135 = load i32, ptr %13, align 4
  store i32 %135, ptr %12, align 4
  br label %136

136:                                              ; preds = %134, %116
  br label %137

137:                                              ; preds = %136, %113
  br label %138

138:                                              ; preds = %137
  %139 = load i32, ptr %13, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %13, align 4
  br label %91, !llvm.loop !14

141:                                              ; preds = %91
  %142 = load i32, ptr @nn, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %143
  %145 = getelementptr inbounds %struct.HNode, ptr %14, i32 0, i32 0
  %146 = load i32, ptr %11, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %150
  %152 = getelementptr inbounds %struct.HNode, ptr %151, i32 0, i32 0
  %153 = load i64, ptr %152, align 8
  %154 = load i32, ptr %12, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %158
  %160 = getelementptr inbounds %struct.HNode, ptr %159, i32 0, i32 0
  %161 = load i64, ptr %160, align 8
  %162 = add nsw i64 %153, %161
  store i64 %162, ptr %145, align 8
  %163 = getelementptr inbounds %struct.HNode, ptr %14, i32 0, i32 1
  store i32 -1, ptr %163, align 8
  %164 = getelementptr inbounds %struct.HNode, ptr %14, i32 0, i32 2
  %165 = load i32, ptr %11, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4
  store i32 %168, ptr %164, align 4
  %169 = getelementptr inbounds %struct.HNode, ptr %14, i32 0, i32 3
  %170 = load i32, ptr %12, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %171
  %173 = load i32, ptr %172, align 4
  store i32 %173, ptr %169, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %144, ptr align 8 %14, i64 24, i1 false)
  %174 = load i32, ptr %11, align 4
  %175 = load i32, ptr %12, align 4
  %176 = icmp sgt i32 %174, %175
  br i1 %176, label %177, label %179

177:                                              ; preds = %141
  %178 = load i32, ptr %11, align 4
  br label %181

179:                                              ; preds = %141
  %180 = load i32, ptr %12, align 4
  br label %181

181:                                              ; preds = %179, %177
  %182 = phi i32 [ %178, %177 ], [ %180, %179 ]
  store i32 %182, ptr %15, align 4
  %183 = load i32, ptr %11, align 4
  %184 = load i32, ptr %12, align 4
  %185 = icmp sgt i32 %183, %184
  br i1 %185, label %186, label %188

186:                                              ; preds = %181
  %187 = load i32, ptr %12, align 4
  br label %190

188:                                              ; preds = %181
  %189 = load i32, ptr %11, align 4
  br label %190

190:                                              ; preds = %188, %186
  %191 = phi i32 [ %187, %186 ], [ %189, %188 ]
  store i32 %191, ptr %16, align 4
  %192 = load i32, ptr @nn, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr @nn, align 4
  %194 = load i32, ptr %16, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %195
  store i32 %192, ptr %196, align 4
  %197 = load i32, ptr %8, align 4
  %198 = add nsw i32 %197, -1
  store i32 %198, ptr %8, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %199
  %201 = load i32, ptr %200, align 4
  %202 = load i32, ptr %15, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %203
  store i32 %201, ptr %204, align 4
  br label %68, !llvm.loop !15

205:                                              ; preds = %68
  %206 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 0
  %207 = load i32, ptr %206, align 16
  %208 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0
  call void @build_codes(i32 noundef %207, ptr noundef %208, i32 noundef 0)
  %209 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 0
  %210 = load i32, ptr %209, align 16
  ret i32 %210
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build_codes(i32 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %8
  %10 = getelementptr inbounds %struct.HNode, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %34

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %14, i64 %16
  store i8 0, ptr %17, align 1
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %19
  %21 = getelementptr inbounds %struct.HNode, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 8
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [256 x [32 x i8]], ptr @codes, i64 0, i64 %23
  %25 = getelementptr inbounds [32 x i8], ptr %24, i64 0, i64 0
  %26 = load i32, ptr %6, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %13
  %29 = load ptr, ptr %5, align 8
  br label %31

30:                                               ; preds = %13
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi ptr [ %29, %28 ], [ @.str.5, %30 ]
  %33 = call ptr @strcpy(ptr noundef %25, ptr noundef %32) #7
  br label %59

34:                                               ; preds = %3
  %35 = load ptr, ptr %5, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %35, i64 %37
  store i8 48, ptr %38, align 1
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %40
  %42 = getelementptr inbounds %struct.HNode, ptr %41, i32 0, i32 2
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 1
  call void @build_codes(i32 noundef %43, ptr noundef %44, i32 noundef %46)
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %47, i64 %49
  store i8 49, ptr %50, align 1
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [512 x %struct.HNode], ptr @nodes, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.HNode, ptr %53, i32 0, i32 3
  %55 = load i32, ptr %54, align 8
  %56 = load ptr, ptr %5, align 8
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  call void @build_codes(i32 noundef %55, ptr noundef %56, i32 noundef %58)
  br label %59

59:                                               ; preds = %34, %31
  ret void
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

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
!15 = distinct !{!15, !7}
