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
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [256 x i8], align 16
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca [256 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i8* getelementptr inbounds ([71 x i8], [71 x i8]* @.str, i64 0, i64 0), i8** %2, align 8
  %14 = load i8*, i8** %2, align 8
  %15 = call i64 @strlen(i8* noundef %14) #6
  store i64 %15, i64* %3, align 8
  %16 = load i8*, i8** %2, align 8
  %17 = load i64, i64* %3, align 8
  %18 = call i32 @build(i8* noundef %16, i64 noundef %17)
  store i32 %18, i32* %4, align 4
  %19 = bitcast [256 x i8]* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %19, i8 0, i64 256, i1 false)
  store i64 0, i64* %6, align 8
  store i64 0, i64* %7, align 8
  br label %20

20:                                               ; preds = %62, %0
  %21 = load i64, i64* %7, align 8
  %22 = load i64, i64* %3, align 8
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %24, label %65

24:                                               ; preds = %20
  %25 = load i8*, i8** %2, align 8
  %26 = load i64, i64* %7, align 8
  %27 = getelementptr inbounds i8, i8* %25, i64 %26
  %28 = load i8, i8* %27, align 1
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds [256 x [32 x i8]], [256 x [32 x i8]]* @codes, i64 0, i64 %29
  %31 = getelementptr inbounds [32 x i8], [32 x i8]* %30, i64 0, i64 0
  store i8* %31, i8** %8, align 8
  br label %32

32:                                               ; preds = %56, %24
  %33 = load i8*, i8** %8, align 8
  %34 = load i8, i8* %33, align 1
  %35 = icmp ne i8 %34, 0
  br i1 %35, label %36, label %61

36:                                               ; preds = %32
  %37 = load i8*, i8** %8, align 8
  %38 = load i8, i8* %37, align 1
  %39 = sext i8 %38 to i32
  %40 = icmp eq i32 %39, 49
  br i1 %40, label %41, label %55

41:                                               ; preds = %36
  %42 = load i64, i64* %6, align 8
  %43 = and i64 %42, 7
  %44 = trunc i64 %43 to i32
  %45 = ashr i32 128, %44
  %46 = trunc i32 %45 to i8
  %47 = zext i8 %46 to i32
  %48 = load i64, i64* %6, align 8
  %49 = ashr i64 %48, 3
  %50 = getelementptr inbounds [256 x i8], [256 x i8]* %5, i64 0, i64 %49
  %51 = load i8, i8* %50, align 1
  %52 = zext i8 %51 to i32
  %53 = or i32 %52, %47
  %54 = trunc i32 %53 to i8
  store i8 %54, i8* %50, align 1
  br label %55

55:                                               ; preds = %41, %36
  br label %56

56:                                               ; preds = %55
  %57 = load i8*, i8** %8, align 8
  %58 = getelementptr inbounds i8, i8* %57, i32 1
  store i8* %58, i8** %8, align 8
  %59 = load i64, i64* %6, align 8
  %60 = add nsw i64 %59, 1
  store i64 %60, i64* %6, align 8
  br label %32, !llvm.loop !6

61:                                               ; preds = %32
  br label %62

62:                                               ; preds = %61
  %63 = load i64, i64* %7, align 8
  %64 = add i64 %63, 1
  store i64 %64, i64* %7, align 8
  br label %20, !llvm.loop !8

65:                                               ; preds = %20
  %66 = load i64, i64* %3, align 8
  %67 = load i64, i64* %6, align 8
  %68 = load i32, i32* %4, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %69
  %71 = getelementptr inbounds %struct.HNode, %struct.HNode* %70, i32 0, i32 0
  %72 = load i64, i64* %71, align 8
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i64 noundef %66, i64 noundef %67, i64 noundef %72)
  store i32 97, i32* %9, align 4
  br label %74

74:                                               ; preds = %92, %65
  %75 = load i32, i32* %9, align 4
  %76 = icmp sle i32 %75, 122
  br i1 %76, label %77, label %95

77:                                               ; preds = %74
  %78 = load i32, i32* %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [256 x [32 x i8]], [256 x [32 x i8]]* @codes, i64 0, i64 %79
  %81 = getelementptr inbounds [32 x i8], [32 x i8]* %80, i64 0, i64 0
  %82 = load i8, i8* %81, align 16
  %83 = icmp ne i8 %82, 0
  br i1 %83, label %84, label %91

84:                                               ; preds = %77
  %85 = load i32, i32* %9, align 4
  %86 = load i32, i32* %9, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [256 x [32 x i8]], [256 x [32 x i8]]* @codes, i64 0, i64 %87
  %89 = getelementptr inbounds [32 x i8], [32 x i8]* %88, i64 0, i64 0
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %85, i8* noundef %89)
  br label %91

91:                                               ; preds = %84, %77
  br label %92

92:                                               ; preds = %91
  %93 = load i32, i32* %9, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %9, align 4
  br label %74, !llvm.loop !9

95:                                               ; preds = %74
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  store i32 0, i32* %11, align 4
  store i64 0, i64* %12, align 8
  br label %97

97:                                               ; preds = %138, %95
  %98 = load i64, i64* %12, align 8
  %99 = load i64, i64* %6, align 8
  %100 = icmp slt i64 %98, %99
  br i1 %100, label %101, label %149

101:                                              ; preds = %97
  %102 = load i32, i32* %4, align 4
  store i32 %102, i32* %13, align 4
  br label %103

103:                                              ; preds = %134, %101
  %104 = load i32, i32* %13, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %105
  %107 = getelementptr inbounds %struct.HNode, %struct.HNode* %106, i32 0, i32 1
  %108 = load i32, i32* %107, align 8
  %109 = icmp slt i32 %108, 0
  br i1 %109, label %110, label %138

110:                                              ; preds = %103
  %111 = load i64, i64* %12, align 8
  %112 = ashr i64 %111, 3
  %113 = getelementptr inbounds [256 x i8], [256 x i8]* %5, i64 0, i64 %112
  %114 = load i8, i8* %113, align 1
  %115 = zext i8 %114 to i32
  %116 = load i64, i64* %12, align 8
  %117 = and i64 %116, 7
  %118 = trunc i64 %117 to i32
  %119 = ashr i32 128, %118
  %120 = and i32 %115, %119
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %128

122:                                              ; preds = %110
  %123 = load i32, i32* %13, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %124
  %126 = getelementptr inbounds %struct.HNode, %struct.HNode* %125, i32 0, i32 3
  %127 = load i32, i32* %126, align 8
  br label %134

128:                                              ; preds = %110
  %129 = load i32, i32* %13, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %130
  %132 = getelementptr inbounds %struct.HNode, %struct.HNode* %131, i32 0, i32 2
  %133 = load i32, i32* %132, align 4
  br label %134

134:                                              ; preds = %128, %122
  %135 = phi i32 [ %127, %122 ], [ %133, %128 ]
  store i32 %135, i32* %13, align 4
  %136 = load i64, i64* %12, align 8
  %137 = add nsw i64 %136, 1
  store i64 %137, i64* %12, align 8
  br label %103, !llvm.loop !10

138:                                              ; preds = %103
  %139 = load i32, i32* %13, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %140
  %142 = getelementptr inbounds %struct.HNode, %struct.HNode* %141, i32 0, i32 1
  %143 = load i32, i32* %142, align 8
  %144 = trunc i32 %143 to i8
  %145 = load i32, i32* %11, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, i32* %11, align 4
  %147 = sext i32 %145 to i64
  %148 = getelementptr inbounds [256 x i8], [256 x i8]* %10, i64 0, i64 %147
  store i8 %144, i8* %148, align 1
  br label %97, !llvm.loop !11

149:                                              ; preds = %97
  %150 = load i32, i32* %11, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [256 x i8], [256 x i8]* %10, i64 0, i64 %151
  store i8 0, i8* %152, align 1
  %153 = getelementptr inbounds [256 x i8], [256 x i8]* %10, i64 0, i64 0
  %154 = load i8*, i8** %2, align 8
  %155 = call i32 @strcmp(i8* noundef %153, i8* noundef %154) #6
  %156 = icmp eq i32 %155, 0
  %157 = zext i1 %156 to i32
  %158 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i32 noundef %157)
  ret i32 0
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @build(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
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
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  %18 = bitcast [256 x i64]* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %18, i8 0, i64 2048, i1 false)
  store i64 0, i64* %6, align 8
  br label %19

19:                                               ; preds = %32, %2
  %20 = load i64, i64* %6, align 8
  %21 = load i64, i64* %4, align 8
  %22 = icmp ult i64 %20, %21
  br i1 %22, label %23, label %35

23:                                               ; preds = %19
  %24 = load i8*, i8** %3, align 8
  %25 = load i64, i64* %6, align 8
  %26 = getelementptr inbounds i8, i8* %24, i64 %25
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds [256 x i64], [256 x i64]* %5, i64 0, i64 %28
  %30 = load i64, i64* %29, align 8
  %31 = add nsw i64 %30, 1
  store i64 %31, i64* %29, align 8
  br label %32

32:                                               ; preds = %23
  %33 = load i64, i64* %6, align 8
  %34 = add i64 %33, 1
  store i64 %34, i64* %6, align 8
  br label %19, !llvm.loop !12

35:                                               ; preds = %19
  store i32 0, i32* %8, align 4
  store i32 0, i32* @nn, align 4
  store i32 0, i32* %9, align 4
  br label %36

36:                                               ; preds = %67, %35
  %37 = load i32, i32* %9, align 4
  %38 = icmp slt i32 %37, 256
  br i1 %38, label %39, label %70

39:                                               ; preds = %36
  %40 = load i32, i32* %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [256 x i64], [256 x i64]* %5, i64 0, i64 %41
  %43 = load i64, i64* %42, align 8
  %44 = icmp ne i64 %43, 0
  br i1 %44, label %45, label %66

45:                                               ; preds = %39
  %46 = load i32, i32* @nn, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %47
  %49 = getelementptr inbounds %struct.HNode, %struct.HNode* %10, i32 0, i32 0
  %50 = load i32, i32* %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [256 x i64], [256 x i64]* %5, i64 0, i64 %51
  %53 = load i64, i64* %52, align 8
  store i64 %53, i64* %49, align 8
  %54 = getelementptr inbounds %struct.HNode, %struct.HNode* %10, i32 0, i32 1
  %55 = load i32, i32* %9, align 4
  store i32 %55, i32* %54, align 8
  %56 = getelementptr inbounds %struct.HNode, %struct.HNode* %10, i32 0, i32 2
  store i32 -1, i32* %56, align 4
  %57 = getelementptr inbounds %struct.HNode, %struct.HNode* %10, i32 0, i32 3
  store i32 -1, i32* %57, align 8
  %58 = bitcast %struct.HNode* %48 to i8*
  %59 = bitcast %struct.HNode* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %58, i8* align 8 %59, i64 24, i1 false)
  %60 = load i32, i32* @nn, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* @nn, align 4
  %62 = load i32, i32* %8, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %8, align 4
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %64
  store i32 %60, i32* %65, align 4
  br label %66

66:                                               ; preds = %45, %39
  br label %67

67:                                               ; preds = %66
  %68 = load i32, i32* %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %9, align 4
  br label %36, !llvm.loop !13

70:                                               ; preds = %36
  br label %71

71:                                               ; preds = %195, %70
  %72 = load i32, i32* %8, align 4
  %73 = icmp sgt i32 %72, 1
  br i1 %73, label %74, label %210

74:                                               ; preds = %71
  store i32 0, i32* %11, align 4
  store i32 1, i32* %12, align 4
  %75 = load i32, i32* %12, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %76
  %78 = load i32, i32* %77, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %79
  %81 = getelementptr inbounds %struct.HNode, %struct.HNode* %80, i32 0, i32 0
  %82 = load i64, i64* %81, align 8
  %83 = load i32, i32* %11, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %87
  %89 = getelementptr inbounds %struct.HNode, %struct.HNode* %88, i32 0, i32 0
  %90 = load i64, i64* %89, align 8
  %91 = icmp slt i64 %82, %90
  br i1 %91, label %92, label %93

92:                                               ; preds = %74
  store i32 1, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %93

93:                                               ; preds = %92, %74
  store i32 2, i32* %13, align 4
  br label %94

94:                                               ; preds = %141, %93
  %95 = load i32, i32* %13, align 4
  %96 = load i32, i32* %8, align 4
  %97 = icmp slt i32 %95, %96
  br i1 %97, label %98, label %144

98:                                               ; preds = %94
  %99 = load i32, i32* %13, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %100
  %102 = load i32, i32* %101, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %103
  %105 = getelementptr inbounds %struct.HNode, %struct.HNode* %104, i32 0, i32 0
  %106 = load i64, i64* %105, align 8
  %107 = load i32, i32* %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.HNode, %struct.HNode* %112, i32 0, i32 0
  %114 = load i64, i64* %113, align 8
  %115 = icmp slt i64 %106, %114
  br i1 %115, label %116, label %119

116:                                              ; preds = %98
  %117 = load i32, i32* %11, align 4
  store i32 %117, i32* %12, align 4
  %118 = load i32, i32* %13, align 4
  store i32 %118, i32* %11, align 4
  br label %140

119:                                              ; preds = %98
  %120 = load i32, i32* %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %121
  %123 = load i32, i32* %122, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %124
  %126 = getelementptr inbounds %struct.HNode, %struct.HNode* %125, i32 0, i32 0
  %127 = load i64, i64* %126, align 8
  %128 = load i32, i32* %12, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %129
  %131 = load i32, i32* %130, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %132
  %134 = getelementptr inbounds %struct.HNode, %struct.HNode* %133, i32 0, i32 0
  %135 = load i64, i64* %134, align 8
  %136 = icmp slt i64 %127, %135
  br i1 %136, label %137, label %139

137:                                              ; preds = %119
  %138 = load i32, i32* %13, align 4
  store i32 %138, i32* %12, align 4
  br label %139

139:                                              ; preds = %137, %119
  br label %140

140:                                              ; preds = %139, %116
  br label %141

141:                                              ; preds = %140
  %142 = load i32, i32* %13, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, i32* %13, align 4
  br label %94, !llvm.loop !14

144:                                              ; preds = %94
  %145 = load i32, i32* @nn, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %146
  %148 = getelementptr inbounds %struct.HNode, %struct.HNode* %14, i32 0, i32 0
  %149 = load i32, i32* %11, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %150
  %152 = load i32, i32* %151, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %153
  %155 = getelementptr inbounds %struct.HNode, %struct.HNode* %154, i32 0, i32 0
  %156 = load i64, i64* %155, align 8
  %157 = load i32, i32* %12, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %158
  %160 = load i32, i32* %159, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %161
  %163 = getelementptr inbounds %struct.HNode, %struct.HNode* %162, i32 0, i32 0
  %164 = load i64, i64* %163, align 8
  %165 = add nsw i64 %156, %164
  store i64 %165, i64* %148, align 8
  %166 = getelementptr inbounds %struct.HNode, %struct.HNode* %14, i32 0, i32 1
  store i32 -1, i32* %166, align 8
  %167 = getelementptr inbounds %struct.HNode, %struct.HNode* %14, i32 0, i32 2
  %168 = load i32, i32* %11, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %169
  %171 = load i32, i32* %170, align 4
  store i32 %171, i32* %167, align 4
  %172 = getelementptr inbounds %struct.HNode, %struct.HNode* %14, i32 0, i32 3
  %173 = load i32, i32* %12, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %174
  %176 = load i32, i32* %175, align 4
  store i32 %176, i32* %172, align 8
  %177 = bitcast %struct.HNode* %147 to i8*
  %178 = bitcast %struct.HNode* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %177, i8* align 8 %178, i64 24, i1 false)
  %179 = load i32, i32* %11, align 4
  %180 = load i32, i32* %12, align 4
  %181 = icmp sgt i32 %179, %180
  br i1 %181, label %182, label %184

182:                                              ; preds = %144
  %183 = load i32, i32* %11, align 4
  br label %186

184:                                              ; preds = %144
  %185 = load i32, i32* %12, align 4
  br label %186

186:                                              ; preds = %184, %182
  %187 = phi i32 [ %183, %182 ], [ %185, %184 ]
  store i32 %187, i32* %15, align 4
  %188 = load i32, i32* %11, align 4
  %189 = load i32, i32* %12, align 4
  %190 = icmp sgt i32 %188, %189
  br i1 %190, label %191, label %193

191:                                              ; preds = %186
  %192 = load i32, i32* %12, align 4
  br label %195

193:                                              ; preds = %186
  %194 = load i32, i32* %11, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %192, %191 ], [ %194, %193 ]
  store i32 %196, i32* %16, align 4
  %197 = load i32, i32* @nn, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* @nn, align 4
  %199 = load i32, i32* %16, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %200
  store i32 %197, i32* %201, align 4
  %202 = load i32, i32* %8, align 4
  %203 = add nsw i32 %202, -1
  store i32 %203, i32* %8, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %204
  %206 = load i32, i32* %205, align 4
  %207 = load i32, i32* %15, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 %208
  store i32 %206, i32* %209, align 4
  br label %71, !llvm.loop !15

210:                                              ; preds = %71
  %211 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 0
  %212 = load i32, i32* %211, align 16
  %213 = getelementptr inbounds [32 x i8], [32 x i8]* %17, i64 0, i64 0
  call void @build_codes(i32 noundef %212, i8* noundef %213, i32 noundef 0)
  %214 = getelementptr inbounds [512 x i32], [512 x i32]* %7, i64 0, i64 0
  %215 = load i32, i32* %214, align 16
  ret i32 %215
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build_codes(i32 noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %8
  %10 = getelementptr inbounds %struct.HNode, %struct.HNode* %9, i32 0, i32 1
  %11 = load i32, i32* %10, align 8
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %34

13:                                               ; preds = %3
  %14 = load i8*, i8** %5, align 8
  %15 = load i32, i32* %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, i8* %14, i64 %16
  store i8 0, i8* %17, align 1
  %18 = load i32, i32* %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %19
  %21 = getelementptr inbounds %struct.HNode, %struct.HNode* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 8
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [256 x [32 x i8]], [256 x [32 x i8]]* @codes, i64 0, i64 %23
  %25 = getelementptr inbounds [32 x i8], [32 x i8]* %24, i64 0, i64 0
  %26 = load i32, i32* %6, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %13
  %29 = load i8*, i8** %5, align 8
  br label %31

30:                                               ; preds = %13
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i8* [ %29, %28 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), %30 ]
  %33 = call i8* @strcpy(i8* noundef %25, i8* noundef %32) #7
  br label %59

34:                                               ; preds = %3
  %35 = load i8*, i8** %5, align 8
  %36 = load i32, i32* %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, i8* %35, i64 %37
  store i8 48, i8* %38, align 1
  %39 = load i32, i32* %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %40
  %42 = getelementptr inbounds %struct.HNode, %struct.HNode* %41, i32 0, i32 2
  %43 = load i32, i32* %42, align 4
  %44 = load i8*, i8** %5, align 8
  %45 = load i32, i32* %6, align 4
  %46 = add nsw i32 %45, 1
  call void @build_codes(i32 noundef %43, i8* noundef %44, i32 noundef %46)
  %47 = load i8*, i8** %5, align 8
  %48 = load i32, i32* %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, i8* %47, i64 %49
  store i8 49, i8* %50, align 1
  %51 = load i32, i32* %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [512 x %struct.HNode], [512 x %struct.HNode]* @nodes, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.HNode, %struct.HNode* %53, i32 0, i32 3
  %55 = load i32, i32* %54, align 8
  %56 = load i8*, i8** %5, align 8
  %57 = load i32, i32* %6, align 4
  %58 = add nsw i32 %57, 1
  call void @build_codes(i32 noundef %55, i8* noundef %56, i32 noundef %58)
  br label %59

59:                                               ; preds = %34, %31
  ret void
}

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

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
!15 = distinct !{!15, !7}
