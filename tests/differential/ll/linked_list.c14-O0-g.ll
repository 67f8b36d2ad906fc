; ModuleID = 'tests/differential/src/linked_list.c'
source_filename = "tests/differential/src/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { i32, %struct.Node* }
%struct.DNode = type { i64, %struct.DNode*, %struct.DNode* }

@.str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"no mult of 3\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"count %d sum %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"forward:\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"\0Abackward:\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Node*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca %struct.Node*, align 8
  %7 = alloca %struct.DNode, align 8
  %8 = alloca i64, align 8
  %9 = alloca %struct.DNode*, align 8
  %10 = alloca %struct.DNode*, align 8
  %11 = alloca %struct.DNode*, align 8
  %12 = alloca %struct.DNode*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !15, metadata !DIExpression()), !dbg !21
  store %struct.Node* null, %struct.Node** %2, align 8, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %3, metadata !22, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %3, align 4, !dbg !24
  br label %13, !dbg !25

13:                                               ; preds = %24, %0
  %14 = load i32, i32* %3, align 4, !dbg !26
  %15 = icmp slt i32 %14, 40, !dbg !28
  br i1 %15, label %16, label %27, !dbg !29

16:                                               ; preds = %13
  %17 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !30
  %18 = load i32, i32* %3, align 4, !dbg !31
  %19 = mul nsw i32 %18, 37, !dbg !32
  %20 = add nsw i32 %19, 11, !dbg !33
  %21 = srem i32 %20, 101, !dbg !34
  %22 = sub nsw i32 %21, 50, !dbg !35
  %23 = call %struct.Node* @push(%struct.Node* noundef %17, i32 noundef %22), !dbg !36
  store %struct.Node* %23, %struct.Node** %2, align 8, !dbg !37
  br label %24, !dbg !38

24:                                               ; preds = %16
  %25 = load i32, i32* %3, align 4, !dbg !39
  %26 = add nsw i32 %25, 1, !dbg !39
  store i32 %26, i32* %3, align 4, !dbg !39
  br label %13, !dbg !40, !llvm.loop !41

27:                                               ; preds = %13
  %28 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !44
  call void @print_list(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), %struct.Node* noundef %28), !dbg !45
  %29 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !46
  %30 = call %struct.Node* @reverse(%struct.Node* noundef %29), !dbg !47
  store %struct.Node* %30, %struct.Node** %2, align 8, !dbg !48
  %31 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !49
  call void @print_list(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), %struct.Node* noundef %31), !dbg !50
  %32 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !51
  %33 = call %struct.Node* @msort(%struct.Node* noundef %32), !dbg !52
  store %struct.Node* %33, %struct.Node** %2, align 8, !dbg !53
  %34 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !54
  call void @print_list(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), %struct.Node* noundef %34), !dbg !55
  %35 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !56
  %36 = call %struct.Node* @remove_if_div(%struct.Node* noundef %35, i32 noundef 3), !dbg !57
  store %struct.Node* %36, %struct.Node** %2, align 8, !dbg !58
  %37 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !59
  call void @print_list(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), %struct.Node* noundef %37), !dbg !60
  call void @llvm.dbg.declare(metadata i32* %4, metadata !61, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %4, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i64* %5, metadata !63, metadata !DIExpression()), !dbg !65
  store i64 0, i64* %5, align 8, !dbg !65
  br label %38, !dbg !66

38:                                               ; preds = %41, %27
  %39 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !67
  %40 = icmp ne %struct.Node* %39, null, !dbg !66
  br i1 %40, label %41, label %56, !dbg !66

41:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !68, metadata !DIExpression()), !dbg !70
  %42 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !71
  %43 = getelementptr inbounds %struct.Node, %struct.Node* %42, i32 0, i32 1, !dbg !72
  %44 = load %struct.Node*, %struct.Node** %43, align 8, !dbg !72
  store %struct.Node* %44, %struct.Node** %6, align 8, !dbg !70
  %45 = load i32, i32* %4, align 4, !dbg !73
  %46 = add nsw i32 %45, 1, !dbg !73
  store i32 %46, i32* %4, align 4, !dbg !73
  %47 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !74
  %48 = getelementptr inbounds %struct.Node, %struct.Node* %47, i32 0, i32 0, !dbg !75
  %49 = load i32, i32* %48, align 8, !dbg !75
  %50 = sext i32 %49 to i64, !dbg !74
  %51 = load i64, i64* %5, align 8, !dbg !76
  %52 = add nsw i64 %51, %50, !dbg !76
  store i64 %52, i64* %5, align 8, !dbg !76
  %53 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !77
  %54 = bitcast %struct.Node* %53 to i8*, !dbg !77
  call void @free(i8* noundef %54) #4, !dbg !78
  %55 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !79
  store %struct.Node* %55, %struct.Node** %2, align 8, !dbg !80
  br label %38, !dbg !66, !llvm.loop !81

56:                                               ; preds = %38
  %57 = load i32, i32* %4, align 4, !dbg !83
  %58 = load i64, i64* %5, align 8, !dbg !84
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %57, i64 noundef %58), !dbg !85
  call void @llvm.dbg.declare(metadata %struct.DNode* %7, metadata !86, metadata !DIExpression()), !dbg !93
  %60 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 0, !dbg !94
  store i64 0, i64* %60, align 8, !dbg !94
  %61 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1, !dbg !94
  store %struct.DNode* %7, %struct.DNode** %61, align 8, !dbg !94
  %62 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !94
  store %struct.DNode* %7, %struct.DNode** %62, align 8, !dbg !94
  call void @llvm.dbg.declare(metadata i64* %8, metadata !95, metadata !DIExpression()), !dbg !97
  store i64 1, i64* %8, align 8, !dbg !97
  br label %63, !dbg !98

63:                                               ; preds = %104, %56
  %64 = load i64, i64* %8, align 8, !dbg !99
  %65 = icmp sle i64 %64, 10, !dbg !101
  br i1 %65, label %66, label %107, !dbg !102

66:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata %struct.DNode** %9, metadata !103, metadata !DIExpression()), !dbg !105
  %67 = call noalias i8* @malloc(i64 noundef 24) #4, !dbg !106
  %68 = bitcast i8* %67 to %struct.DNode*, !dbg !106
  store %struct.DNode* %68, %struct.DNode** %9, align 8, !dbg !105
  %69 = load i64, i64* %8, align 8, !dbg !107
  %70 = load i64, i64* %8, align 8, !dbg !108
  %71 = mul nsw i64 %69, %70, !dbg !109
  %72 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !110
  %73 = getelementptr inbounds %struct.DNode, %struct.DNode* %72, i32 0, i32 0, !dbg !111
  store i64 %71, i64* %73, align 8, !dbg !112
  %74 = load i64, i64* %8, align 8, !dbg !113
  %75 = and i64 %74, 1, !dbg !115
  %76 = icmp ne i64 %75, 0, !dbg !115
  br i1 %76, label %77, label %90, !dbg !116

77:                                               ; preds = %66
  %78 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !117
  %79 = load %struct.DNode*, %struct.DNode** %78, align 8, !dbg !117
  %80 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !119
  %81 = getelementptr inbounds %struct.DNode, %struct.DNode* %80, i32 0, i32 2, !dbg !120
  store %struct.DNode* %79, %struct.DNode** %81, align 8, !dbg !121
  %82 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !122
  %83 = getelementptr inbounds %struct.DNode, %struct.DNode* %82, i32 0, i32 1, !dbg !123
  store %struct.DNode* %7, %struct.DNode** %83, align 8, !dbg !124
  %84 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !125
  %85 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !126
  %86 = load %struct.DNode*, %struct.DNode** %85, align 8, !dbg !126
  %87 = getelementptr inbounds %struct.DNode, %struct.DNode* %86, i32 0, i32 1, !dbg !127
  store %struct.DNode* %84, %struct.DNode** %87, align 8, !dbg !128
  %88 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !129
  %89 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !130
  store %struct.DNode* %88, %struct.DNode** %89, align 8, !dbg !131
  br label %103, !dbg !132

90:                                               ; preds = %66
  %91 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1, !dbg !133
  %92 = load %struct.DNode*, %struct.DNode** %91, align 8, !dbg !133
  %93 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !135
  %94 = getelementptr inbounds %struct.DNode, %struct.DNode* %93, i32 0, i32 1, !dbg !136
  store %struct.DNode* %92, %struct.DNode** %94, align 8, !dbg !137
  %95 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !138
  %96 = getelementptr inbounds %struct.DNode, %struct.DNode* %95, i32 0, i32 2, !dbg !139
  store %struct.DNode* %7, %struct.DNode** %96, align 8, !dbg !140
  %97 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !141
  %98 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1, !dbg !142
  %99 = load %struct.DNode*, %struct.DNode** %98, align 8, !dbg !142
  %100 = getelementptr inbounds %struct.DNode, %struct.DNode* %99, i32 0, i32 2, !dbg !143
  store %struct.DNode* %97, %struct.DNode** %100, align 8, !dbg !144
  %101 = load %struct.DNode*, %struct.DNode** %9, align 8, !dbg !145
  %102 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1, !dbg !146
  store %struct.DNode* %101, %struct.DNode** %102, align 8, !dbg !147
  br label %103

103:                                              ; preds = %90, %77
  br label %104, !dbg !148

104:                                              ; preds = %103
  %105 = load i64, i64* %8, align 8, !dbg !149
  %106 = add nsw i64 %105, 1, !dbg !149
  store i64 %106, i64* %8, align 8, !dbg !149
  br label %63, !dbg !150, !llvm.loop !151

107:                                              ; preds = %63
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0)), !dbg !153
  call void @llvm.dbg.declare(metadata %struct.DNode** %10, metadata !154, metadata !DIExpression()), !dbg !156
  %109 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !157
  %110 = load %struct.DNode*, %struct.DNode** %109, align 8, !dbg !157
  store %struct.DNode* %110, %struct.DNode** %10, align 8, !dbg !156
  br label %111, !dbg !158

111:                                              ; preds = %119, %107
  %112 = load %struct.DNode*, %struct.DNode** %10, align 8, !dbg !159
  %113 = icmp ne %struct.DNode* %112, %7, !dbg !161
  br i1 %113, label %114, label %123, !dbg !162

114:                                              ; preds = %111
  %115 = load %struct.DNode*, %struct.DNode** %10, align 8, !dbg !163
  %116 = getelementptr inbounds %struct.DNode, %struct.DNode* %115, i32 0, i32 0, !dbg !164
  %117 = load i64, i64* %116, align 8, !dbg !164
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i64 noundef %117), !dbg !165
  br label %119, !dbg !165

119:                                              ; preds = %114
  %120 = load %struct.DNode*, %struct.DNode** %10, align 8, !dbg !166
  %121 = getelementptr inbounds %struct.DNode, %struct.DNode* %120, i32 0, i32 2, !dbg !167
  %122 = load %struct.DNode*, %struct.DNode** %121, align 8, !dbg !167
  store %struct.DNode* %122, %struct.DNode** %10, align 8, !dbg !168
  br label %111, !dbg !169, !llvm.loop !170

123:                                              ; preds = %111
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0)), !dbg !172
  call void @llvm.dbg.declare(metadata %struct.DNode** %11, metadata !173, metadata !DIExpression()), !dbg !175
  %125 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1, !dbg !176
  %126 = load %struct.DNode*, %struct.DNode** %125, align 8, !dbg !176
  store %struct.DNode* %126, %struct.DNode** %11, align 8, !dbg !175
  br label %127, !dbg !177

127:                                              ; preds = %135, %123
  %128 = load %struct.DNode*, %struct.DNode** %11, align 8, !dbg !178
  %129 = icmp ne %struct.DNode* %128, %7, !dbg !180
  br i1 %129, label %130, label %139, !dbg !181

130:                                              ; preds = %127
  %131 = load %struct.DNode*, %struct.DNode** %11, align 8, !dbg !182
  %132 = getelementptr inbounds %struct.DNode, %struct.DNode* %131, i32 0, i32 0, !dbg !183
  %133 = load i64, i64* %132, align 8, !dbg !183
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i64 noundef %133), !dbg !184
  br label %135, !dbg !184

135:                                              ; preds = %130
  %136 = load %struct.DNode*, %struct.DNode** %11, align 8, !dbg !185
  %137 = getelementptr inbounds %struct.DNode, %struct.DNode* %136, i32 0, i32 1, !dbg !186
  %138 = load %struct.DNode*, %struct.DNode** %137, align 8, !dbg !186
  store %struct.DNode* %138, %struct.DNode** %11, align 8, !dbg !187
  br label %127, !dbg !188, !llvm.loop !189

139:                                              ; preds = %127
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)), !dbg !191
  br label %141, !dbg !192

141:                                              ; preds = %145, %139
  %142 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !193
  %143 = load %struct.DNode*, %struct.DNode** %142, align 8, !dbg !193
  %144 = icmp ne %struct.DNode* %143, %7, !dbg !194
  br i1 %144, label %145, label %154, !dbg !192

145:                                              ; preds = %141
  call void @llvm.dbg.declare(metadata %struct.DNode** %12, metadata !195, metadata !DIExpression()), !dbg !197
  %146 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !198
  %147 = load %struct.DNode*, %struct.DNode** %146, align 8, !dbg !198
  store %struct.DNode* %147, %struct.DNode** %12, align 8, !dbg !197
  %148 = load %struct.DNode*, %struct.DNode** %12, align 8, !dbg !199
  %149 = getelementptr inbounds %struct.DNode, %struct.DNode* %148, i32 0, i32 2, !dbg !200
  %150 = load %struct.DNode*, %struct.DNode** %149, align 8, !dbg !200
  %151 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2, !dbg !201
  store %struct.DNode* %150, %struct.DNode** %151, align 8, !dbg !202
  %152 = load %struct.DNode*, %struct.DNode** %12, align 8, !dbg !203
  %153 = bitcast %struct.DNode* %152 to i8*, !dbg !203
  call void @free(i8* noundef %153) #4, !dbg !204
  br label %141, !dbg !192, !llvm.loop !205

154:                                              ; preds = %141
  ret i32 0, !dbg !207
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @push(%struct.Node* noundef %0, i32 noundef %1) #0 !dbg !208 {
  %3 = alloca %struct.Node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !211, metadata !DIExpression()), !dbg !212
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !213, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.declare(metadata %struct.Node** %5, metadata !215, metadata !DIExpression()), !dbg !216
  %6 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !217
  %7 = bitcast i8* %6 to %struct.Node*, !dbg !217
  store %struct.Node* %7, %struct.Node** %5, align 8, !dbg !216
  %8 = load i32, i32* %4, align 4, !dbg !218
  %9 = load %struct.Node*, %struct.Node** %5, align 8, !dbg !219
  %10 = getelementptr inbounds %struct.Node, %struct.Node* %9, i32 0, i32 0, !dbg !220
  store i32 %8, i32* %10, align 8, !dbg !221
  %11 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !222
  %12 = load %struct.Node*, %struct.Node** %5, align 8, !dbg !223
  %13 = getelementptr inbounds %struct.Node, %struct.Node* %12, i32 0, i32 1, !dbg !224
  store %struct.Node* %11, %struct.Node** %13, align 8, !dbg !225
  %14 = load %struct.Node*, %struct.Node** %5, align 8, !dbg !226
  ret %struct.Node* %14, !dbg !227
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_list(i8* noundef %0, %struct.Node* noundef %1) #0 !dbg !228 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !236, metadata !DIExpression()), !dbg !237
  store %struct.Node* %1, %struct.Node** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %4, metadata !238, metadata !DIExpression()), !dbg !239
  %6 = load i8*, i8** %3, align 8, !dbg !240
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef %6), !dbg !241
  call void @llvm.dbg.declare(metadata i32* %5, metadata !242, metadata !DIExpression()), !dbg !244
  store i32 0, i32* %5, align 4, !dbg !244
  br label %8, !dbg !245

8:                                                ; preds = %21, %2
  %9 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !246
  %10 = icmp ne %struct.Node* %9, null, !dbg !246
  br i1 %10, label %11, label %14, !dbg !248

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4, !dbg !249
  %13 = icmp slt i32 %12, 20, !dbg !250
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ], !dbg !251
  br i1 %15, label %16, label %27, !dbg !252

16:                                               ; preds = %14
  %17 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !253
  %18 = getelementptr inbounds %struct.Node, %struct.Node* %17, i32 0, i32 0, !dbg !254
  %19 = load i32, i32* %18, align 8, !dbg !254
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %19), !dbg !255
  br label %21, !dbg !255

21:                                               ; preds = %16
  %22 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !256
  %23 = getelementptr inbounds %struct.Node, %struct.Node* %22, i32 0, i32 1, !dbg !257
  %24 = load %struct.Node*, %struct.Node** %23, align 8, !dbg !257
  store %struct.Node* %24, %struct.Node** %4, align 8, !dbg !258
  %25 = load i32, i32* %5, align 4, !dbg !259
  %26 = add nsw i32 %25, 1, !dbg !259
  store i32 %26, i32* %5, align 4, !dbg !259
  br label %8, !dbg !260, !llvm.loop !261

27:                                               ; preds = %14
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)), !dbg !263
  ret void, !dbg !264
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @reverse(%struct.Node* noundef %0) #0 !dbg !265 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %2, metadata !268, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !270, metadata !DIExpression()), !dbg !271
  store %struct.Node* null, %struct.Node** %3, align 8, !dbg !271
  br label %5, !dbg !272

5:                                                ; preds = %8, %1
  %6 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !273
  %7 = icmp ne %struct.Node* %6, null, !dbg !272
  br i1 %7, label %8, label %17, !dbg !272

8:                                                ; preds = %5
  call void @llvm.dbg.declare(metadata %struct.Node** %4, metadata !274, metadata !DIExpression()), !dbg !276
  %9 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !277
  %10 = getelementptr inbounds %struct.Node, %struct.Node* %9, i32 0, i32 1, !dbg !278
  %11 = load %struct.Node*, %struct.Node** %10, align 8, !dbg !278
  store %struct.Node* %11, %struct.Node** %4, align 8, !dbg !276
  %12 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !279
  %13 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !280
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 1, !dbg !281
  store %struct.Node* %12, %struct.Node** %14, align 8, !dbg !282
  %15 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !283
  store %struct.Node* %15, %struct.Node** %3, align 8, !dbg !284
  %16 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !285
  store %struct.Node* %16, %struct.Node** %2, align 8, !dbg !286
  br label %5, !dbg !272, !llvm.loop !287

17:                                               ; preds = %5
  %18 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !289
  ret %struct.Node* %18, !dbg !290
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @msort(%struct.Node* noundef %0) #0 !dbg !291 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !292, metadata !DIExpression()), !dbg !293
  %7 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !294
  %8 = icmp ne %struct.Node* %7, null, !dbg !294
  br i1 %8, label %9, label %14, !dbg !296

9:                                                ; preds = %1
  %10 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !297
  %11 = getelementptr inbounds %struct.Node, %struct.Node* %10, i32 0, i32 1, !dbg !298
  %12 = load %struct.Node*, %struct.Node** %11, align 8, !dbg !298
  %13 = icmp ne %struct.Node* %12, null, !dbg !297
  br i1 %13, label %16, label %14, !dbg !299

14:                                               ; preds = %9, %1
  %15 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !300
  store %struct.Node* %15, %struct.Node** %2, align 8, !dbg !301
  br label %51, !dbg !301

16:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata %struct.Node** %4, metadata !302, metadata !DIExpression()), !dbg !303
  %17 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !304
  store %struct.Node* %17, %struct.Node** %4, align 8, !dbg !303
  call void @llvm.dbg.declare(metadata %struct.Node** %5, metadata !305, metadata !DIExpression()), !dbg !306
  %18 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !307
  %19 = getelementptr inbounds %struct.Node, %struct.Node* %18, i32 0, i32 1, !dbg !308
  %20 = load %struct.Node*, %struct.Node** %19, align 8, !dbg !308
  store %struct.Node* %20, %struct.Node** %5, align 8, !dbg !306
  br label %21, !dbg !309

21:                                               ; preds = %31, %16
  %22 = load %struct.Node*, %struct.Node** %5, align 8, !dbg !310
  %23 = icmp ne %struct.Node* %22, null, !dbg !310
  br i1 %23, label %24, label %29, !dbg !311

24:                                               ; preds = %21
  %25 = load %struct.Node*, %struct.Node** %5, align 8, !dbg !312
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1, !dbg !313
  %27 = load %struct.Node*, %struct.Node** %26, align 8, !dbg !313
  %28 = icmp ne %struct.Node* %27, null, !dbg !311
  br label %29

29:                                               ; preds = %24, %21
  %30 = phi i1 [ false, %21 ], [ %28, %24 ], !dbg !314
  br i1 %30, label %31, label %40, !dbg !309

31:                                               ; preds = %29
  %32 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !315
  %33 = getelementptr inbounds %struct.Node, %struct.Node* %32, i32 0, i32 1, !dbg !317
  %34 = load %struct.Node*, %struct.Node** %33, align 8, !dbg !317
  store %struct.Node* %34, %struct.Node** %4, align 8, !dbg !318
  %35 = load %struct.Node*, %struct.Node** %5, align 8, !dbg !319
  %36 = getelementptr inbounds %struct.Node, %struct.Node* %35, i32 0, i32 1, !dbg !320
  %37 = load %struct.Node*, %struct.Node** %36, align 8, !dbg !320
  %38 = getelementptr inbounds %struct.Node, %struct.Node* %37, i32 0, i32 1, !dbg !321
  %39 = load %struct.Node*, %struct.Node** %38, align 8, !dbg !321
  store %struct.Node* %39, %struct.Node** %5, align 8, !dbg !322
  br label %21, !dbg !309, !llvm.loop !323

40:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !325, metadata !DIExpression()), !dbg !326
  %41 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !327
  %42 = getelementptr inbounds %struct.Node, %struct.Node* %41, i32 0, i32 1, !dbg !328
  %43 = load %struct.Node*, %struct.Node** %42, align 8, !dbg !328
  store %struct.Node* %43, %struct.Node** %6, align 8, !dbg !326
  %44 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !329
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 1, !dbg !330
  store %struct.Node* null, %struct.Node** %45, align 8, !dbg !331
  %46 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !332
  %47 = call %struct.Node* @msort(%struct.Node* noundef %46), !dbg !333
  %48 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !334
  %49 = call %struct.Node* @msort(%struct.Node* noundef %48), !dbg !335
  %50 = call %struct.Node* @merge(%struct.Node* noundef %47, %struct.Node* noundef %49), !dbg !336
  store %struct.Node* %50, %struct.Node** %2, align 8, !dbg !337
  br label %51, !dbg !337

51:                                               ; preds = %40, %14
  %52 = load %struct.Node*, %struct.Node** %2, align 8, !dbg !338
  ret %struct.Node* %52, !dbg !338
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @remove_if_div(%struct.Node* noundef %0, i32 noundef %1) #0 !dbg !339 {
  %3 = alloca %struct.Node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Node**, align 8
  %6 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !340, metadata !DIExpression()), !dbg !341
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !342, metadata !DIExpression()), !dbg !343
  call void @llvm.dbg.declare(metadata %struct.Node*** %5, metadata !344, metadata !DIExpression()), !dbg !346
  store %struct.Node** %3, %struct.Node*** %5, align 8, !dbg !346
  br label %7, !dbg !347

7:                                                ; preds = %32, %2
  %8 = load %struct.Node**, %struct.Node*** %5, align 8, !dbg !348
  %9 = load %struct.Node*, %struct.Node** %8, align 8, !dbg !349
  %10 = icmp ne %struct.Node* %9, null, !dbg !347
  br i1 %10, label %11, label %33, !dbg !347

11:                                               ; preds = %7
  %12 = load %struct.Node**, %struct.Node*** %5, align 8, !dbg !350
  %13 = load %struct.Node*, %struct.Node** %12, align 8, !dbg !353
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0, !dbg !354
  %15 = load i32, i32* %14, align 8, !dbg !354
  %16 = load i32, i32* %4, align 4, !dbg !355
  %17 = srem i32 %15, %16, !dbg !356
  %18 = icmp eq i32 %17, 0, !dbg !357
  br i1 %18, label %19, label %28, !dbg !358

19:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !359, metadata !DIExpression()), !dbg !361
  %20 = load %struct.Node**, %struct.Node*** %5, align 8, !dbg !362
  %21 = load %struct.Node*, %struct.Node** %20, align 8, !dbg !363
  store %struct.Node* %21, %struct.Node** %6, align 8, !dbg !361
  %22 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !364
  %23 = getelementptr inbounds %struct.Node, %struct.Node* %22, i32 0, i32 1, !dbg !365
  %24 = load %struct.Node*, %struct.Node** %23, align 8, !dbg !365
  %25 = load %struct.Node**, %struct.Node*** %5, align 8, !dbg !366
  store %struct.Node* %24, %struct.Node** %25, align 8, !dbg !367
  %26 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !368
  %27 = bitcast %struct.Node* %26 to i8*, !dbg !368
  call void @free(i8* noundef %27) #4, !dbg !369
  br label %32, !dbg !370

28:                                               ; preds = %11
  %29 = load %struct.Node**, %struct.Node*** %5, align 8, !dbg !371
  %30 = load %struct.Node*, %struct.Node** %29, align 8, !dbg !372
  %31 = getelementptr inbounds %struct.Node, %struct.Node* %30, i32 0, i32 1, !dbg !373
  store %struct.Node** %31, %struct.Node*** %5, align 8, !dbg !374
  br label %32

32:                                               ; preds = %28, %19
  br label %7, !dbg !347, !llvm.loop !375

33:                                               ; preds = %7
  %34 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !377
  ret %struct.Node* %34, !dbg !378
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @merge(%struct.Node* noundef %0, %struct.Node* noundef %1) #0 !dbg !379 {
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node, align 8
  %6 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %3, metadata !382, metadata !DIExpression()), !dbg !383
  store %struct.Node* %1, %struct.Node** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Node** %4, metadata !384, metadata !DIExpression()), !dbg !385
  call void @llvm.dbg.declare(metadata %struct.Node* %5, metadata !386, metadata !DIExpression()), !dbg !387
  call void @llvm.dbg.declare(metadata %struct.Node** %6, metadata !388, metadata !DIExpression()), !dbg !389
  store %struct.Node* %5, %struct.Node** %6, align 8, !dbg !389
  br label %7, !dbg !390

7:                                                ; preds = %37, %2
  %8 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !391
  %9 = icmp ne %struct.Node* %8, null, !dbg !391
  br i1 %9, label %10, label %13, !dbg !392

10:                                               ; preds = %7
  %11 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !393
  %12 = icmp ne %struct.Node* %11, null, !dbg !392
  br label %13

13:                                               ; preds = %10, %7
  %14 = phi i1 [ false, %7 ], [ %12, %10 ], !dbg !394
  br i1 %14, label %15, label %41, !dbg !390

15:                                               ; preds = %13
  %16 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !395
  %17 = getelementptr inbounds %struct.Node, %struct.Node* %16, i32 0, i32 0, !dbg !398
  %18 = load i32, i32* %17, align 8, !dbg !398
  %19 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !399
  %20 = getelementptr inbounds %struct.Node, %struct.Node* %19, i32 0, i32 0, !dbg !400
  %21 = load i32, i32* %20, align 8, !dbg !400
  %22 = icmp sle i32 %18, %21, !dbg !401
  br i1 %22, label %23, label %30, !dbg !402

23:                                               ; preds = %15
  %24 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !403
  %25 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !405
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1, !dbg !406
  store %struct.Node* %24, %struct.Node** %26, align 8, !dbg !407
  %27 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !408
  %28 = getelementptr inbounds %struct.Node, %struct.Node* %27, i32 0, i32 1, !dbg !409
  %29 = load %struct.Node*, %struct.Node** %28, align 8, !dbg !409
  store %struct.Node* %29, %struct.Node** %3, align 8, !dbg !410
  br label %37, !dbg !411

30:                                               ; preds = %15
  %31 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !412
  %32 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !414
  %33 = getelementptr inbounds %struct.Node, %struct.Node* %32, i32 0, i32 1, !dbg !415
  store %struct.Node* %31, %struct.Node** %33, align 8, !dbg !416
  %34 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !417
  %35 = getelementptr inbounds %struct.Node, %struct.Node* %34, i32 0, i32 1, !dbg !418
  %36 = load %struct.Node*, %struct.Node** %35, align 8, !dbg !418
  store %struct.Node* %36, %struct.Node** %4, align 8, !dbg !419
  br label %37

37:                                               ; preds = %30, %23
  %38 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !420
  %39 = getelementptr inbounds %struct.Node, %struct.Node* %38, i32 0, i32 1, !dbg !421
  %40 = load %struct.Node*, %struct.Node** %39, align 8, !dbg !421
  store %struct.Node* %40, %struct.Node** %6, align 8, !dbg !422
  br label %7, !dbg !390, !llvm.loop !423

41:                                               ; preds = %13
  %42 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !425
  %43 = icmp ne %struct.Node* %42, null, !dbg !425
  br i1 %43, label %44, label %46, !dbg !425

44:                                               ; preds = %41
  %45 = load %struct.Node*, %struct.Node** %3, align 8, !dbg !426
  br label %48, !dbg !425

46:                                               ; preds = %41
  %47 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !427
  br label %48, !dbg !425

48:                                               ; preds = %46, %44
  %49 = phi %struct.Node* [ %45, %44 ], [ %47, %46 ], !dbg !425
  %50 = load %struct.Node*, %struct.Node** %6, align 8, !dbg !428
  %51 = getelementptr inbounds %struct.Node, %struct.Node* %50, i32 0, i32 1, !dbg !429
  store %struct.Node* %49, %struct.Node** %51, align 8, !dbg !430
  %52 = getelementptr inbounds %struct.Node, %struct.Node* %5, i32 0, i32 1, !dbg !431
  %53 = load %struct.Node*, %struct.Node** %52, align 8, !dbg !431
  ret %struct.Node* %53, !dbg !432
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/differential/src/linked_list.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "1c702b06ce55f2f142b19b4a7c704c1f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 50, type: !11, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "h", scope: !10, file: !1, line: 51, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !1, line: 6, size: 128, elements: !18)
!18 = !{!19, !20}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !17, file: !1, line: 6, baseType: !13, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !17, file: !1, line: 6, baseType: !16, size: 64, offset: 64)
!21 = !DILocation(line: 51, column: 16, scope: !10)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 52, type: !13)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 52, column: 3)
!24 = !DILocation(line: 52, column: 12, scope: !23)
!25 = !DILocation(line: 52, column: 8, scope: !23)
!26 = !DILocation(line: 52, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 52, column: 3)
!28 = !DILocation(line: 52, column: 21, scope: !27)
!29 = !DILocation(line: 52, column: 3, scope: !23)
!30 = !DILocation(line: 52, column: 41, scope: !27)
!31 = !DILocation(line: 52, column: 45, scope: !27)
!32 = !DILocation(line: 52, column: 47, scope: !27)
!33 = !DILocation(line: 52, column: 52, scope: !27)
!34 = !DILocation(line: 52, column: 58, scope: !27)
!35 = !DILocation(line: 52, column: 64, scope: !27)
!36 = !DILocation(line: 52, column: 36, scope: !27)
!37 = !DILocation(line: 52, column: 34, scope: !27)
!38 = !DILocation(line: 52, column: 32, scope: !27)
!39 = !DILocation(line: 52, column: 28, scope: !27)
!40 = !DILocation(line: 52, column: 3, scope: !27)
!41 = distinct !{!41, !29, !42, !43}
!42 = !DILocation(line: 52, column: 68, scope: !23)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 53, column: 23, scope: !10)
!45 = !DILocation(line: 53, column: 3, scope: !10)
!46 = !DILocation(line: 54, column: 15, scope: !10)
!47 = !DILocation(line: 54, column: 7, scope: !10)
!48 = !DILocation(line: 54, column: 5, scope: !10)
!49 = !DILocation(line: 54, column: 42, scope: !10)
!50 = !DILocation(line: 54, column: 19, scope: !10)
!51 = !DILocation(line: 55, column: 13, scope: !10)
!52 = !DILocation(line: 55, column: 7, scope: !10)
!53 = !DILocation(line: 55, column: 5, scope: !10)
!54 = !DILocation(line: 55, column: 38, scope: !10)
!55 = !DILocation(line: 55, column: 17, scope: !10)
!56 = !DILocation(line: 56, column: 21, scope: !10)
!57 = !DILocation(line: 56, column: 7, scope: !10)
!58 = !DILocation(line: 56, column: 5, scope: !10)
!59 = !DILocation(line: 56, column: 55, scope: !10)
!60 = !DILocation(line: 56, column: 28, scope: !10)
!61 = !DILocalVariable(name: "count", scope: !10, file: !1, line: 57, type: !13)
!62 = !DILocation(line: 57, column: 7, scope: !10)
!63 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 57, type: !64)
!64 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!65 = !DILocation(line: 57, column: 23, scope: !10)
!66 = !DILocation(line: 58, column: 3, scope: !10)
!67 = !DILocation(line: 58, column: 10, scope: !10)
!68 = !DILocalVariable(name: "n", scope: !69, file: !1, line: 58, type: !16)
!69 = distinct !DILexicalBlock(scope: !10, file: !1, line: 58, column: 13)
!70 = !DILocation(line: 58, column: 28, scope: !69)
!71 = !DILocation(line: 58, column: 32, scope: !69)
!72 = !DILocation(line: 58, column: 35, scope: !69)
!73 = !DILocation(line: 58, column: 46, scope: !69)
!74 = !DILocation(line: 58, column: 57, scope: !69)
!75 = !DILocation(line: 58, column: 60, scope: !69)
!76 = !DILocation(line: 58, column: 54, scope: !69)
!77 = !DILocation(line: 58, column: 70, scope: !69)
!78 = !DILocation(line: 58, column: 65, scope: !69)
!79 = !DILocation(line: 58, column: 78, scope: !69)
!80 = !DILocation(line: 58, column: 76, scope: !69)
!81 = distinct !{!81, !66, !82, !43}
!82 = !DILocation(line: 58, column: 81, scope: !10)
!83 = !DILocation(line: 59, column: 32, scope: !10)
!84 = !DILocation(line: 59, column: 39, scope: !10)
!85 = !DILocation(line: 59, column: 3, scope: !10)
!86 = !DILocalVariable(name: "sentinel", scope: !10, file: !1, line: 60, type: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DNode", file: !1, line: 7, size: 192, elements: !88)
!88 = !{!89, !90, !92}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !87, file: !1, line: 7, baseType: !64, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !87, file: !1, line: 7, baseType: !91, size: 64, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !87, file: !1, line: 7, baseType: !91, size: 64, offset: 128)
!93 = !DILocation(line: 60, column: 16, scope: !10)
!94 = !DILocation(line: 60, column: 27, scope: !10)
!95 = !DILocalVariable(name: "k", scope: !96, file: !1, line: 61, type: !64)
!96 = distinct !DILexicalBlock(scope: !10, file: !1, line: 61, column: 3)
!97 = !DILocation(line: 61, column: 13, scope: !96)
!98 = !DILocation(line: 61, column: 8, scope: !96)
!99 = !DILocation(line: 61, column: 20, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 61, column: 3)
!101 = !DILocation(line: 61, column: 22, scope: !100)
!102 = !DILocation(line: 61, column: 3, scope: !96)
!103 = !DILocalVariable(name: "n", scope: !104, file: !1, line: 62, type: !91)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 61, column: 34)
!105 = !DILocation(line: 62, column: 19, scope: !104)
!106 = !DILocation(line: 62, column: 23, scope: !104)
!107 = !DILocation(line: 63, column: 14, scope: !104)
!108 = !DILocation(line: 63, column: 18, scope: !104)
!109 = !DILocation(line: 63, column: 16, scope: !104)
!110 = !DILocation(line: 63, column: 5, scope: !104)
!111 = !DILocation(line: 63, column: 8, scope: !104)
!112 = !DILocation(line: 63, column: 12, scope: !104)
!113 = !DILocation(line: 64, column: 9, scope: !114)
!114 = distinct !DILexicalBlock(scope: !104, file: !1, line: 64, column: 9)
!115 = !DILocation(line: 64, column: 11, scope: !114)
!116 = !DILocation(line: 64, column: 9, scope: !104)
!117 = !DILocation(line: 64, column: 37, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 64, column: 16)
!119 = !DILocation(line: 64, column: 18, scope: !118)
!120 = !DILocation(line: 64, column: 21, scope: !118)
!121 = !DILocation(line: 64, column: 26, scope: !118)
!122 = !DILocation(line: 64, column: 43, scope: !118)
!123 = !DILocation(line: 64, column: 46, scope: !118)
!124 = !DILocation(line: 64, column: 51, scope: !118)
!125 = !DILocation(line: 64, column: 86, scope: !118)
!126 = !DILocation(line: 64, column: 73, scope: !118)
!127 = !DILocation(line: 64, column: 79, scope: !118)
!128 = !DILocation(line: 64, column: 84, scope: !118)
!129 = !DILocation(line: 64, column: 105, scope: !118)
!130 = !DILocation(line: 64, column: 98, scope: !118)
!131 = !DILocation(line: 64, column: 103, scope: !118)
!132 = !DILocation(line: 64, column: 108, scope: !118)
!133 = !DILocation(line: 65, column: 31, scope: !134)
!134 = distinct !DILexicalBlock(scope: !114, file: !1, line: 65, column: 10)
!135 = !DILocation(line: 65, column: 12, scope: !134)
!136 = !DILocation(line: 65, column: 15, scope: !134)
!137 = !DILocation(line: 65, column: 20, scope: !134)
!138 = !DILocation(line: 65, column: 37, scope: !134)
!139 = !DILocation(line: 65, column: 40, scope: !134)
!140 = !DILocation(line: 65, column: 45, scope: !134)
!141 = !DILocation(line: 65, column: 80, scope: !134)
!142 = !DILocation(line: 65, column: 67, scope: !134)
!143 = !DILocation(line: 65, column: 73, scope: !134)
!144 = !DILocation(line: 65, column: 78, scope: !134)
!145 = !DILocation(line: 65, column: 99, scope: !134)
!146 = !DILocation(line: 65, column: 92, scope: !134)
!147 = !DILocation(line: 65, column: 97, scope: !134)
!148 = !DILocation(line: 66, column: 3, scope: !104)
!149 = !DILocation(line: 61, column: 30, scope: !100)
!150 = !DILocation(line: 61, column: 3, scope: !100)
!151 = distinct !{!151, !102, !152, !43}
!152 = !DILocation(line: 66, column: 3, scope: !96)
!153 = !DILocation(line: 67, column: 3, scope: !10)
!154 = !DILocalVariable(name: "n", scope: !155, file: !1, line: 68, type: !91)
!155 = distinct !DILexicalBlock(scope: !10, file: !1, line: 68, column: 3)
!156 = !DILocation(line: 68, column: 22, scope: !155)
!157 = !DILocation(line: 68, column: 35, scope: !155)
!158 = !DILocation(line: 68, column: 8, scope: !155)
!159 = !DILocation(line: 68, column: 41, scope: !160)
!160 = distinct !DILexicalBlock(scope: !155, file: !1, line: 68, column: 3)
!161 = !DILocation(line: 68, column: 43, scope: !160)
!162 = !DILocation(line: 68, column: 3, scope: !155)
!163 = !DILocation(line: 68, column: 85, scope: !160)
!164 = !DILocation(line: 68, column: 88, scope: !160)
!165 = !DILocation(line: 68, column: 70, scope: !160)
!166 = !DILocation(line: 68, column: 61, scope: !160)
!167 = !DILocation(line: 68, column: 64, scope: !160)
!168 = !DILocation(line: 68, column: 59, scope: !160)
!169 = !DILocation(line: 68, column: 3, scope: !160)
!170 = distinct !{!170, !162, !171, !43}
!171 = !DILocation(line: 68, column: 91, scope: !155)
!172 = !DILocation(line: 69, column: 3, scope: !10)
!173 = !DILocalVariable(name: "n", scope: !174, file: !1, line: 70, type: !91)
!174 = distinct !DILexicalBlock(scope: !10, file: !1, line: 70, column: 3)
!175 = !DILocation(line: 70, column: 22, scope: !174)
!176 = !DILocation(line: 70, column: 35, scope: !174)
!177 = !DILocation(line: 70, column: 8, scope: !174)
!178 = !DILocation(line: 70, column: 41, scope: !179)
!179 = distinct !DILexicalBlock(scope: !174, file: !1, line: 70, column: 3)
!180 = !DILocation(line: 70, column: 43, scope: !179)
!181 = !DILocation(line: 70, column: 3, scope: !174)
!182 = !DILocation(line: 70, column: 85, scope: !179)
!183 = !DILocation(line: 70, column: 88, scope: !179)
!184 = !DILocation(line: 70, column: 70, scope: !179)
!185 = !DILocation(line: 70, column: 61, scope: !179)
!186 = !DILocation(line: 70, column: 64, scope: !179)
!187 = !DILocation(line: 70, column: 59, scope: !179)
!188 = !DILocation(line: 70, column: 3, scope: !179)
!189 = distinct !{!189, !181, !190, !43}
!190 = !DILocation(line: 70, column: 91, scope: !174)
!191 = !DILocation(line: 71, column: 3, scope: !10)
!192 = !DILocation(line: 72, column: 3, scope: !10)
!193 = !DILocation(line: 72, column: 19, scope: !10)
!194 = !DILocation(line: 72, column: 24, scope: !10)
!195 = !DILocalVariable(name: "n", scope: !196, file: !1, line: 72, type: !91)
!196 = distinct !DILexicalBlock(scope: !10, file: !1, line: 72, column: 38)
!197 = !DILocation(line: 72, column: 54, scope: !196)
!198 = !DILocation(line: 72, column: 67, scope: !196)
!199 = !DILocation(line: 72, column: 89, scope: !196)
!200 = !DILocation(line: 72, column: 92, scope: !196)
!201 = !DILocation(line: 72, column: 82, scope: !196)
!202 = !DILocation(line: 72, column: 87, scope: !196)
!203 = !DILocation(line: 72, column: 103, scope: !196)
!204 = !DILocation(line: 72, column: 98, scope: !196)
!205 = distinct !{!205, !192, !206, !43}
!206 = !DILocation(line: 72, column: 107, scope: !10)
!207 = !DILocation(line: 73, column: 3, scope: !10)
!208 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 9, type: !209, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!209 = !DISubroutineType(types: !210)
!210 = !{!16, !16, !13}
!211 = !DILocalVariable(name: "h", arg: 1, scope: !208, file: !1, line: 9, type: !16)
!212 = !DILocation(line: 9, column: 39, scope: !208)
!213 = !DILocalVariable(name: "v", arg: 2, scope: !208, file: !1, line: 9, type: !13)
!214 = !DILocation(line: 9, column: 46, scope: !208)
!215 = !DILocalVariable(name: "n", scope: !208, file: !1, line: 10, type: !16)
!216 = !DILocation(line: 10, column: 16, scope: !208)
!217 = !DILocation(line: 10, column: 20, scope: !208)
!218 = !DILocation(line: 11, column: 12, scope: !208)
!219 = !DILocation(line: 11, column: 3, scope: !208)
!220 = !DILocation(line: 11, column: 6, scope: !208)
!221 = !DILocation(line: 11, column: 10, scope: !208)
!222 = !DILocation(line: 11, column: 25, scope: !208)
!223 = !DILocation(line: 11, column: 15, scope: !208)
!224 = !DILocation(line: 11, column: 18, scope: !208)
!225 = !DILocation(line: 11, column: 23, scope: !208)
!226 = !DILocation(line: 12, column: 10, scope: !208)
!227 = !DILocation(line: 12, column: 3, scope: !208)
!228 = distinct !DISubprogram(name: "print_list", scope: !1, file: !1, line: 44, type: !229, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !231, !234}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !233)
!233 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!236 = !DILocalVariable(name: "label", arg: 1, scope: !228, file: !1, line: 44, type: !231)
!237 = !DILocation(line: 44, column: 36, scope: !228)
!238 = !DILocalVariable(name: "h", arg: 2, scope: !228, file: !1, line: 44, type: !234)
!239 = !DILocation(line: 44, column: 62, scope: !228)
!240 = !DILocation(line: 45, column: 17, scope: !228)
!241 = !DILocation(line: 45, column: 3, scope: !228)
!242 = !DILocalVariable(name: "i", scope: !243, file: !1, line: 46, type: !13)
!243 = distinct !DILexicalBlock(scope: !228, file: !1, line: 46, column: 3)
!244 = !DILocation(line: 46, column: 12, scope: !243)
!245 = !DILocation(line: 46, column: 8, scope: !243)
!246 = !DILocation(line: 46, column: 19, scope: !247)
!247 = distinct !DILexicalBlock(scope: !243, file: !1, line: 46, column: 3)
!248 = !DILocation(line: 46, column: 21, scope: !247)
!249 = !DILocation(line: 46, column: 24, scope: !247)
!250 = !DILocation(line: 46, column: 26, scope: !247)
!251 = !DILocation(line: 0, scope: !247)
!252 = !DILocation(line: 46, column: 3, scope: !243)
!253 = !DILocation(line: 46, column: 64, scope: !247)
!254 = !DILocation(line: 46, column: 67, scope: !247)
!255 = !DILocation(line: 46, column: 50, scope: !247)
!256 = !DILocation(line: 46, column: 36, scope: !247)
!257 = !DILocation(line: 46, column: 39, scope: !247)
!258 = !DILocation(line: 46, column: 34, scope: !247)
!259 = !DILocation(line: 46, column: 46, scope: !247)
!260 = !DILocation(line: 46, column: 3, scope: !247)
!261 = distinct !{!261, !252, !262, !43}
!262 = !DILocation(line: 46, column: 70, scope: !243)
!263 = !DILocation(line: 47, column: 3, scope: !228)
!264 = !DILocation(line: 48, column: 1, scope: !228)
!265 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 14, type: !266, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!266 = !DISubroutineType(types: !267)
!267 = !{!16, !16}
!268 = !DILocalVariable(name: "h", arg: 1, scope: !265, file: !1, line: 14, type: !16)
!269 = !DILocation(line: 14, column: 68, scope: !265)
!270 = !DILocalVariable(name: "prev", scope: !265, file: !1, line: 15, type: !16)
!271 = !DILocation(line: 15, column: 16, scope: !265)
!272 = !DILocation(line: 16, column: 3, scope: !265)
!273 = !DILocation(line: 16, column: 10, scope: !265)
!274 = !DILocalVariable(name: "nx", scope: !275, file: !1, line: 16, type: !16)
!275 = distinct !DILexicalBlock(scope: !265, file: !1, line: 16, column: 13)
!276 = !DILocation(line: 16, column: 28, scope: !275)
!277 = !DILocation(line: 16, column: 33, scope: !275)
!278 = !DILocation(line: 16, column: 36, scope: !275)
!279 = !DILocation(line: 16, column: 52, scope: !275)
!280 = !DILocation(line: 16, column: 42, scope: !275)
!281 = !DILocation(line: 16, column: 45, scope: !275)
!282 = !DILocation(line: 16, column: 50, scope: !275)
!283 = !DILocation(line: 16, column: 65, scope: !275)
!284 = !DILocation(line: 16, column: 63, scope: !275)
!285 = !DILocation(line: 16, column: 72, scope: !275)
!286 = !DILocation(line: 16, column: 70, scope: !275)
!287 = distinct !{!287, !272, !288, !43}
!288 = !DILocation(line: 16, column: 76, scope: !265)
!289 = !DILocation(line: 17, column: 10, scope: !265)
!290 = !DILocation(line: 17, column: 3, scope: !265)
!291 = distinct !DISubprogram(name: "msort", scope: !1, file: !1, line: 28, type: !266, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!292 = !DILocalVariable(name: "h", arg: 1, scope: !291, file: !1, line: 28, type: !16)
!293 = !DILocation(line: 28, column: 66, scope: !291)
!294 = !DILocation(line: 29, column: 8, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !1, line: 29, column: 7)
!296 = !DILocation(line: 29, column: 10, scope: !295)
!297 = !DILocation(line: 29, column: 14, scope: !295)
!298 = !DILocation(line: 29, column: 17, scope: !295)
!299 = !DILocation(line: 29, column: 7, scope: !291)
!300 = !DILocation(line: 29, column: 30, scope: !295)
!301 = !DILocation(line: 29, column: 23, scope: !295)
!302 = !DILocalVariable(name: "slow", scope: !291, file: !1, line: 30, type: !16)
!303 = !DILocation(line: 30, column: 16, scope: !291)
!304 = !DILocation(line: 30, column: 23, scope: !291)
!305 = !DILocalVariable(name: "fast", scope: !291, file: !1, line: 30, type: !16)
!306 = !DILocation(line: 30, column: 27, scope: !291)
!307 = !DILocation(line: 30, column: 34, scope: !291)
!308 = !DILocation(line: 30, column: 37, scope: !291)
!309 = !DILocation(line: 31, column: 3, scope: !291)
!310 = !DILocation(line: 31, column: 10, scope: !291)
!311 = !DILocation(line: 31, column: 15, scope: !291)
!312 = !DILocation(line: 31, column: 18, scope: !291)
!313 = !DILocation(line: 31, column: 24, scope: !291)
!314 = !DILocation(line: 0, scope: !291)
!315 = !DILocation(line: 31, column: 39, scope: !316)
!316 = distinct !DILexicalBlock(scope: !291, file: !1, line: 31, column: 30)
!317 = !DILocation(line: 31, column: 45, scope: !316)
!318 = !DILocation(line: 31, column: 37, scope: !316)
!319 = !DILocation(line: 31, column: 58, scope: !316)
!320 = !DILocation(line: 31, column: 64, scope: !316)
!321 = !DILocation(line: 31, column: 70, scope: !316)
!322 = !DILocation(line: 31, column: 56, scope: !316)
!323 = distinct !{!323, !309, !324, !43}
!324 = !DILocation(line: 31, column: 76, scope: !291)
!325 = !DILocalVariable(name: "mid", scope: !291, file: !1, line: 32, type: !16)
!326 = !DILocation(line: 32, column: 16, scope: !291)
!327 = !DILocation(line: 32, column: 22, scope: !291)
!328 = !DILocation(line: 32, column: 28, scope: !291)
!329 = !DILocation(line: 33, column: 3, scope: !291)
!330 = !DILocation(line: 33, column: 9, scope: !291)
!331 = !DILocation(line: 33, column: 14, scope: !291)
!332 = !DILocation(line: 34, column: 22, scope: !291)
!333 = !DILocation(line: 34, column: 16, scope: !291)
!334 = !DILocation(line: 34, column: 32, scope: !291)
!335 = !DILocation(line: 34, column: 26, scope: !291)
!336 = !DILocation(line: 34, column: 10, scope: !291)
!337 = !DILocation(line: 34, column: 3, scope: !291)
!338 = !DILocation(line: 35, column: 1, scope: !291)
!339 = distinct !DISubprogram(name: "remove_if_div", scope: !1, file: !1, line: 36, type: !209, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!340 = !DILocalVariable(name: "h", arg: 1, scope: !339, file: !1, line: 36, type: !16)
!341 = !DILocation(line: 36, column: 48, scope: !339)
!342 = !DILocalVariable(name: "d", arg: 2, scope: !339, file: !1, line: 36, type: !13)
!343 = !DILocation(line: 36, column: 55, scope: !339)
!344 = !DILocalVariable(name: "pp", scope: !339, file: !1, line: 37, type: !345)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!346 = !DILocation(line: 37, column: 17, scope: !339)
!347 = !DILocation(line: 38, column: 3, scope: !339)
!348 = !DILocation(line: 38, column: 11, scope: !339)
!349 = !DILocation(line: 38, column: 10, scope: !339)
!350 = !DILocation(line: 39, column: 11, scope: !351)
!351 = distinct !DILexicalBlock(scope: !352, file: !1, line: 39, column: 9)
!352 = distinct !DILexicalBlock(scope: !339, file: !1, line: 38, column: 15)
!353 = !DILocation(line: 39, column: 10, scope: !351)
!354 = !DILocation(line: 39, column: 16, scope: !351)
!355 = !DILocation(line: 39, column: 22, scope: !351)
!356 = !DILocation(line: 39, column: 20, scope: !351)
!357 = !DILocation(line: 39, column: 24, scope: !351)
!358 = !DILocation(line: 39, column: 9, scope: !352)
!359 = !DILocalVariable(name: "dead", scope: !360, file: !1, line: 39, type: !16)
!360 = distinct !DILexicalBlock(scope: !351, file: !1, line: 39, column: 30)
!361 = !DILocation(line: 39, column: 45, scope: !360)
!362 = !DILocation(line: 39, column: 53, scope: !360)
!363 = !DILocation(line: 39, column: 52, scope: !360)
!364 = !DILocation(line: 39, column: 63, scope: !360)
!365 = !DILocation(line: 39, column: 69, scope: !360)
!366 = !DILocation(line: 39, column: 58, scope: !360)
!367 = !DILocation(line: 39, column: 61, scope: !360)
!368 = !DILocation(line: 39, column: 80, scope: !360)
!369 = !DILocation(line: 39, column: 75, scope: !360)
!370 = !DILocation(line: 39, column: 87, scope: !360)
!371 = !DILocation(line: 40, column: 18, scope: !351)
!372 = !DILocation(line: 40, column: 17, scope: !351)
!373 = !DILocation(line: 40, column: 23, scope: !351)
!374 = !DILocation(line: 40, column: 13, scope: !351)
!375 = distinct !{!375, !347, !376, !43}
!376 = !DILocation(line: 41, column: 3, scope: !339)
!377 = !DILocation(line: 42, column: 10, scope: !339)
!378 = !DILocation(line: 42, column: 3, scope: !339)
!379 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 19, type: !380, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!380 = !DISubroutineType(types: !381)
!381 = !{!16, !16, !16}
!382 = !DILocalVariable(name: "a", arg: 1, scope: !379, file: !1, line: 19, type: !16)
!383 = !DILocation(line: 19, column: 40, scope: !379)
!384 = !DILocalVariable(name: "b", arg: 2, scope: !379, file: !1, line: 19, type: !16)
!385 = !DILocation(line: 19, column: 56, scope: !379)
!386 = !DILocalVariable(name: "head", scope: !379, file: !1, line: 20, type: !17)
!387 = !DILocation(line: 20, column: 15, scope: !379)
!388 = !DILocalVariable(name: "t", scope: !379, file: !1, line: 20, type: !16)
!389 = !DILocation(line: 20, column: 22, scope: !379)
!390 = !DILocation(line: 21, column: 3, scope: !379)
!391 = !DILocation(line: 21, column: 10, scope: !379)
!392 = !DILocation(line: 21, column: 12, scope: !379)
!393 = !DILocation(line: 21, column: 15, scope: !379)
!394 = !DILocation(line: 0, scope: !379)
!395 = !DILocation(line: 22, column: 9, scope: !396)
!396 = distinct !DILexicalBlock(scope: !397, file: !1, line: 22, column: 9)
!397 = distinct !DILexicalBlock(scope: !379, file: !1, line: 21, column: 18)
!398 = !DILocation(line: 22, column: 12, scope: !396)
!399 = !DILocation(line: 22, column: 19, scope: !396)
!400 = !DILocation(line: 22, column: 22, scope: !396)
!401 = !DILocation(line: 22, column: 16, scope: !396)
!402 = !DILocation(line: 22, column: 9, scope: !397)
!403 = !DILocation(line: 22, column: 39, scope: !404)
!404 = distinct !DILexicalBlock(scope: !396, file: !1, line: 22, column: 27)
!405 = !DILocation(line: 22, column: 29, scope: !404)
!406 = !DILocation(line: 22, column: 32, scope: !404)
!407 = !DILocation(line: 22, column: 37, scope: !404)
!408 = !DILocation(line: 22, column: 46, scope: !404)
!409 = !DILocation(line: 22, column: 49, scope: !404)
!410 = !DILocation(line: 22, column: 44, scope: !404)
!411 = !DILocation(line: 22, column: 55, scope: !404)
!412 = !DILocation(line: 22, column: 74, scope: !413)
!413 = distinct !DILexicalBlock(scope: !396, file: !1, line: 22, column: 62)
!414 = !DILocation(line: 22, column: 64, scope: !413)
!415 = !DILocation(line: 22, column: 67, scope: !413)
!416 = !DILocation(line: 22, column: 72, scope: !413)
!417 = !DILocation(line: 22, column: 81, scope: !413)
!418 = !DILocation(line: 22, column: 84, scope: !413)
!419 = !DILocation(line: 22, column: 79, scope: !413)
!420 = !DILocation(line: 23, column: 9, scope: !397)
!421 = !DILocation(line: 23, column: 12, scope: !397)
!422 = !DILocation(line: 23, column: 7, scope: !397)
!423 = distinct !{!423, !390, !424, !43}
!424 = !DILocation(line: 24, column: 3, scope: !379)
!425 = !DILocation(line: 25, column: 13, scope: !379)
!426 = !DILocation(line: 25, column: 17, scope: !379)
!427 = !DILocation(line: 25, column: 21, scope: !379)
!428 = !DILocation(line: 25, column: 3, scope: !379)
!429 = !DILocation(line: 25, column: 6, scope: !379)
!430 = !DILocation(line: 25, column: 11, scope: !379)
!431 = !DILocation(line: 26, column: 15, scope: !379)
!432 = !DILocation(line: 26, column: 3, scope: !379)
