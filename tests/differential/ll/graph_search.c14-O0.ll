; ModuleID = 'tests/differential/src/graph_search.c'
source_filename = "tests/differential/src/graph_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@adj = internal global [12 x [12 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"bfs:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"dfs:\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"dijkstra:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"topo:\00", align 1
@parent = internal global [12 x i32] zeroinitializer, align 16
@__const.main.pairs = private unnamed_addr constant [6 x [2 x i32]] [[2 x i32] [i32 0, i32 5], [2 x i32] [i32 5, i32 7], [2 x i32] [i32 2, i32 3], [2 x i32] [i32 9, i32 11], [2 x i32] [i32 3, i32 9], [2 x i32] [i32 1, i32 1]], align 16
@.str.6 = private unnamed_addr constant [55 x i8] c"components %d same(0,7)=%d same(2,11)=%d same(0,2)=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [12 x i32], align 16
  %5 = alloca [12 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [12 x i32], align 16
  %11 = alloca [12 x i32], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [6 x [2 x i32]], align 16
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %25

25:                                               ; preds = %66, %0
  %26 = load i32, i32* %2, align 4
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %28, label %69

28:                                               ; preds = %25
  store i32 0, i32* %3, align 4
  br label %29

29:                                               ; preds = %62, %28
  %30 = load i32, i32* %3, align 4
  %31 = icmp slt i32 %30, 12
  br i1 %31, label %32, label %65

32:                                               ; preds = %29
  %33 = load i32, i32* %2, align 4
  %34 = load i32, i32* %3, align 4
  %35 = icmp ne i32 %33, %34
  br i1 %35, label %36, label %61

36:                                               ; preds = %32
  %37 = load i32, i32* %2, align 4
  %38 = mul nsw i32 %37, 5
  %39 = load i32, i32* %3, align 4
  %40 = mul nsw i32 %39, 3
  %41 = add nsw i32 %38, %40
  %42 = srem i32 %41, 7
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %49, label %44

44:                                               ; preds = %36
  %45 = load i32, i32* %3, align 4
  %46 = load i32, i32* %2, align 4
  %47 = add nsw i32 %46, 1
  %48 = icmp eq i32 %45, %47
  br i1 %48, label %49, label %61

49:                                               ; preds = %44, %36
  %50 = load i32, i32* %2, align 4
  %51 = load i32, i32* %3, align 4
  %52 = mul nsw i32 %50, %51
  %53 = srem i32 %52, 9
  %54 = add nsw i32 1, %53
  %55 = load i32, i32* %2, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %56
  %58 = load i32, i32* %3, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [12 x i32], [12 x i32]* %57, i64 0, i64 %59
  store i32 %54, i32* %60, align 4
  br label %61

61:                                               ; preds = %49, %44, %32
  br label %62

62:                                               ; preds = %61
  %63 = load i32, i32* %3, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %3, align 4
  br label %29, !llvm.loop !6

65:                                               ; preds = %29
  br label %66

66:                                               ; preds = %65
  %67 = load i32, i32* %2, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %2, align 4
  br label %25, !llvm.loop !8

69:                                               ; preds = %25
  %70 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 0
  call void @bfs(i32 noundef 0, i32* noundef %70)
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0))
  store i32 0, i32* %6, align 4
  br label %72

72:                                               ; preds = %81, %69
  %73 = load i32, i32* %6, align 4
  %74 = icmp slt i32 %73, 12
  br i1 %74, label %75, label %84

75:                                               ; preds = %72
  %76 = load i32, i32* %6, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %77
  %79 = load i32, i32* %78, align 4
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %79)
  br label %81

81:                                               ; preds = %75
  %82 = load i32, i32* %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %6, align 4
  br label %72, !llvm.loop !9

84:                                               ; preds = %72
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %86 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 0
  %87 = call i32 @dfs_order(i32 noundef 3, i32* noundef %86)
  store i32 %87, i32* %7, align 4
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0))
  store i32 0, i32* %8, align 4
  br label %89

89:                                               ; preds = %99, %84
  %90 = load i32, i32* %8, align 4
  %91 = load i32, i32* %7, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %102

93:                                               ; preds = %89
  %94 = load i32, i32* %8, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %95
  %97 = load i32, i32* %96, align 4
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %97)
  br label %99

99:                                               ; preds = %93
  %100 = load i32, i32* %8, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %8, align 4
  br label %89, !llvm.loop !10

102:                                              ; preds = %89
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %104 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 0
  call void @dijkstra(i32 noundef 0, i32* noundef %104)
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0))
  store i32 0, i32* %9, align 4
  br label %106

106:                                              ; preds = %124, %102
  %107 = load i32, i32* %9, align 4
  %108 = icmp slt i32 %107, 12
  br i1 %108, label %109, label %127

109:                                              ; preds = %106
  %110 = load i32, i32* %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %111
  %113 = load i32, i32* %112, align 4
  %114 = icmp eq i32 %113, 2147483647
  br i1 %114, label %115, label %116

115:                                              ; preds = %109
  br label %121

116:                                              ; preds = %109
  %117 = load i32, i32* %9, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %118
  %120 = load i32, i32* %119, align 4
  br label %121

121:                                              ; preds = %116, %115
  %122 = phi i32 [ -1, %115 ], [ %120, %116 ]
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %122)
  br label %124

124:                                              ; preds = %121
  %125 = load i32, i32* %9, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %9, align 4
  br label %106, !llvm.loop !11

127:                                              ; preds = %106
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %129 = bitcast [12 x i32]* %10 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %129, i8 0, i64 48, i1 false)
  store i32 0, i32* %12, align 4
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %130

130:                                              ; preds = %159, %127
  %131 = load i32, i32* %14, align 4
  %132 = icmp slt i32 %131, 12
  br i1 %132, label %133, label %162

133:                                              ; preds = %130
  %134 = load i32, i32* %14, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %15, align 4
  br label %136

136:                                              ; preds = %155, %133
  %137 = load i32, i32* %15, align 4
  %138 = icmp slt i32 %137, 12
  br i1 %138, label %139, label %158

139:                                              ; preds = %136
  %140 = load i32, i32* %14, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %141
  %143 = load i32, i32* %15, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [12 x i32], [12 x i32]* %142, i64 0, i64 %144
  %146 = load i32, i32* %145, align 4
  %147 = icmp ne i32 %146, 0
  br i1 %147, label %148, label %154

148:                                              ; preds = %139
  %149 = load i32, i32* %15, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %150
  %152 = load i32, i32* %151, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, i32* %151, align 4
  br label %154

154:                                              ; preds = %148, %139
  br label %155

155:                                              ; preds = %154
  %156 = load i32, i32* %15, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %15, align 4
  br label %136, !llvm.loop !12

158:                                              ; preds = %136
  br label %159

159:                                              ; preds = %158
  %160 = load i32, i32* %14, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, i32* %14, align 4
  br label %130, !llvm.loop !13

162:                                              ; preds = %130
  store i32 0, i32* %16, align 4
  br label %163

163:                                              ; preds = %179, %162
  %164 = load i32, i32* %16, align 4
  %165 = icmp slt i32 %164, 12
  br i1 %165, label %166, label %182

166:                                              ; preds = %163
  %167 = load i32, i32* %16, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %168
  %170 = load i32, i32* %169, align 4
  %171 = icmp ne i32 %170, 0
  br i1 %171, label %178, label %172

172:                                              ; preds = %166
  %173 = load i32, i32* %16, align 4
  %174 = load i32, i32* %13, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, i32* %13, align 4
  %176 = sext i32 %174 to i64
  %177 = getelementptr inbounds [12 x i32], [12 x i32]* %11, i64 0, i64 %176
  store i32 %173, i32* %177, align 4
  br label %178

178:                                              ; preds = %172, %166
  br label %179

179:                                              ; preds = %178
  %180 = load i32, i32* %16, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, i32* %16, align 4
  br label %163, !llvm.loop !14

182:                                              ; preds = %163
  br label %183

183:                                              ; preds = %224, %182
  %184 = load i32, i32* %12, align 4
  %185 = load i32, i32* %13, align 4
  %186 = icmp slt i32 %184, %185
  br i1 %186, label %187, label %225

187:                                              ; preds = %183
  %188 = load i32, i32* %12, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, i32* %12, align 4
  %190 = sext i32 %188 to i64
  %191 = getelementptr inbounds [12 x i32], [12 x i32]* %11, i64 0, i64 %190
  %192 = load i32, i32* %191, align 4
  store i32 %192, i32* %17, align 4
  %193 = load i32, i32* %17, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, i32* %18, align 4
  br label %195

195:                                              ; preds = %221, %187
  %196 = load i32, i32* %18, align 4
  %197 = icmp slt i32 %196, 12
  br i1 %197, label %198, label %224

198:                                              ; preds = %195
  %199 = load i32, i32* %17, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %200
  %202 = load i32, i32* %18, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [12 x i32], [12 x i32]* %201, i64 0, i64 %203
  %205 = load i32, i32* %204, align 4
  %206 = icmp ne i32 %205, 0
  br i1 %206, label %207, label %220

207:                                              ; preds = %198
  %208 = load i32, i32* %18, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %209
  %211 = load i32, i32* %210, align 4
  %212 = add nsw i32 %211, -1
  store i32 %212, i32* %210, align 4
  %213 = icmp eq i32 %212, 0
  br i1 %213, label %214, label %220

214:                                              ; preds = %207
  %215 = load i32, i32* %18, align 4
  %216 = load i32, i32* %13, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* %13, align 4
  %218 = sext i32 %216 to i64
  %219 = getelementptr inbounds [12 x i32], [12 x i32]* %11, i64 0, i64 %218
  store i32 %215, i32* %219, align 4
  br label %220

220:                                              ; preds = %214, %207, %198
  br label %221

221:                                              ; preds = %220
  %222 = load i32, i32* %18, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, i32* %18, align 4
  br label %195, !llvm.loop !15

224:                                              ; preds = %195
  br label %183, !llvm.loop !16

225:                                              ; preds = %183
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0))
  store i32 0, i32* %19, align 4
  br label %227

227:                                              ; preds = %237, %225
  %228 = load i32, i32* %19, align 4
  %229 = load i32, i32* %13, align 4
  %230 = icmp slt i32 %228, %229
  br i1 %230, label %231, label %240

231:                                              ; preds = %227
  %232 = load i32, i32* %19, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [12 x i32], [12 x i32]* %11, i64 0, i64 %233
  %235 = load i32, i32* %234, align 4
  %236 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %235)
  br label %237

237:                                              ; preds = %231
  %238 = load i32, i32* %19, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* %19, align 4
  br label %227, !llvm.loop !17

240:                                              ; preds = %227
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i32 0, i32* %20, align 4
  br label %242

242:                                              ; preds = %250, %240
  %243 = load i32, i32* %20, align 4
  %244 = icmp slt i32 %243, 12
  br i1 %244, label %245, label %253

245:                                              ; preds = %242
  %246 = load i32, i32* %20, align 4
  %247 = load i32, i32* %20, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %248
  store i32 %246, i32* %249, align 4
  br label %250

250:                                              ; preds = %245
  %251 = load i32, i32* %20, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, i32* %20, align 4
  br label %242, !llvm.loop !18

253:                                              ; preds = %242
  %254 = bitcast [6 x [2 x i32]]* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %254, i8* align 16 bitcast ([6 x [2 x i32]]* @__const.main.pairs to i8*), i64 48, i1 false)
  store i32 0, i32* %22, align 4
  br label %255

255:                                              ; preds = %273, %253
  %256 = load i32, i32* %22, align 4
  %257 = icmp slt i32 %256, 6
  br i1 %257, label %258, label %276

258:                                              ; preds = %255
  %259 = load i32, i32* %22, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [6 x [2 x i32]], [6 x [2 x i32]]* %21, i64 0, i64 %260
  %262 = getelementptr inbounds [2 x i32], [2 x i32]* %261, i64 0, i64 1
  %263 = load i32, i32* %262, align 4
  %264 = call i32 @find(i32 noundef %263)
  %265 = load i32, i32* %22, align 4
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [6 x [2 x i32]], [6 x [2 x i32]]* %21, i64 0, i64 %266
  %268 = getelementptr inbounds [2 x i32], [2 x i32]* %267, i64 0, i64 0
  %269 = load i32, i32* %268, align 8
  %270 = call i32 @find(i32 noundef %269)
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %271
  store i32 %264, i32* %272, align 4
  br label %273

273:                                              ; preds = %258
  %274 = load i32, i32* %22, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, i32* %22, align 4
  br label %255, !llvm.loop !19

276:                                              ; preds = %255
  store i32 0, i32* %23, align 4
  store i32 0, i32* %24, align 4
  br label %277

277:                                              ; preds = %288, %276
  %278 = load i32, i32* %24, align 4
  %279 = icmp slt i32 %278, 12
  br i1 %279, label %280, label %291

280:                                              ; preds = %277
  %281 = load i32, i32* %24, align 4
  %282 = call i32 @find(i32 noundef %281)
  %283 = load i32, i32* %24, align 4
  %284 = icmp eq i32 %282, %283
  %285 = zext i1 %284 to i32
  %286 = load i32, i32* %23, align 4
  %287 = add nsw i32 %286, %285
  store i32 %287, i32* %23, align 4
  br label %288

288:                                              ; preds = %280
  %289 = load i32, i32* %24, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, i32* %24, align 4
  br label %277, !llvm.loop !20

291:                                              ; preds = %277
  %292 = load i32, i32* %23, align 4
  %293 = call i32 @find(i32 noundef 0)
  %294 = call i32 @find(i32 noundef 7)
  %295 = icmp eq i32 %293, %294
  %296 = zext i1 %295 to i32
  %297 = call i32 @find(i32 noundef 2)
  %298 = call i32 @find(i32 noundef 11)
  %299 = icmp eq i32 %297, %298
  %300 = zext i1 %299 to i32
  %301 = call i32 @find(i32 noundef 0)
  %302 = call i32 @find(i32 noundef 2)
  %303 = icmp eq i32 %301, %302
  %304 = zext i1 %303 to i32
  %305 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.6, i64 0, i64 0), i32 noundef %292, i32 noundef %296, i32 noundef %300, i32 noundef %304)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bfs(i32 noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca [12 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32* %1, i32** %4, align 8
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %11

11:                                               ; preds = %19, %2
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load i32*, i32** %4, align 8
  %16 = load i32, i32* %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  store i32 -1, i32* %18, align 4
  br label %19

19:                                               ; preds = %14
  %20 = load i32, i32* %8, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %8, align 4
  br label %11, !llvm.loop !21

22:                                               ; preds = %11
  %23 = load i32*, i32** %4, align 8
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %23, i64 %25
  store i32 0, i32* %26, align 4
  %27 = load i32, i32* %3, align 4
  %28 = load i32, i32* %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %7, align 4
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %30
  store i32 %27, i32* %31, align 4
  br label %32

32:                                               ; preds = %81, %22
  %33 = load i32, i32* %6, align 4
  %34 = load i32, i32* %7, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %82

36:                                               ; preds = %32
  %37 = load i32, i32* %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %6, align 4
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %39
  %41 = load i32, i32* %40, align 4
  store i32 %41, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %42

42:                                               ; preds = %78, %36
  %43 = load i32, i32* %10, align 4
  %44 = icmp slt i32 %43, 12
  br i1 %44, label %45, label %81

45:                                               ; preds = %42
  %46 = load i32, i32* %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %47
  %49 = load i32, i32* %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x i32], [12 x i32]* %48, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %77

54:                                               ; preds = %45
  %55 = load i32*, i32** %4, align 8
  %56 = load i32, i32* %10, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32* %55, i64 %57
  %59 = load i32, i32* %58, align 4
  %60 = icmp slt i32 %59, 0
  br i1 %60, label %61, label %77

61:                                               ; preds = %54
  %62 = load i32*, i32** %4, align 8
  %63 = load i32, i32* %9, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, i32* %62, i64 %64
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %66, 1
  %68 = load i32*, i32** %4, align 8
  %69 = load i32, i32* %10, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %68, i64 %70
  store i32 %67, i32* %71, align 4
  %72 = load i32, i32* %10, align 4
  %73 = load i32, i32* %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %7, align 4
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %75
  store i32 %72, i32* %76, align 4
  br label %77

77:                                               ; preds = %61, %54, %45
  br label %78

78:                                               ; preds = %77
  %79 = load i32, i32* %10, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %10, align 4
  br label %42, !llvm.loop !22

81:                                               ; preds = %42
  br label %32, !llvm.loop !23

82:                                               ; preds = %32
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dfs_order(i32 noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca [144 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca [12 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32* %1, i32** %4, align 8
  store i32 0, i32* %6, align 4
  %11 = bitcast [12 x i32]* %7 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %11, i8 0, i64 48, i1 false)
  store i32 0, i32* %8, align 4
  %12 = load i32, i32* %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %6, align 4
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [144 x i32], [144 x i32]* %5, i64 0, i64 %15
  store i32 %12, i32* %16, align 4
  br label %17

17:                                               ; preds = %70, %31, %2
  %18 = load i32, i32* %6, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %71

20:                                               ; preds = %17
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [144 x i32], [144 x i32]* %5, i64 0, i64 %23
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %9, align 4
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %7, i64 0, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %20
  br label %17, !llvm.loop !24

32:                                               ; preds = %20
  %33 = load i32, i32* %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [12 x i32], [12 x i32]* %7, i64 0, i64 %34
  store i32 1, i32* %35, align 4
  %36 = load i32, i32* %9, align 4
  %37 = load i32*, i32** %4, align 8
  %38 = load i32, i32* %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %8, align 4
  %40 = sext i32 %38 to i64
  %41 = getelementptr inbounds i32, i32* %37, i64 %40
  store i32 %36, i32* %41, align 4
  store i32 11, i32* %10, align 4
  br label %42

42:                                               ; preds = %67, %32
  %43 = load i32, i32* %10, align 4
  %44 = icmp sge i32 %43, 0
  br i1 %44, label %45, label %70

45:                                               ; preds = %42
  %46 = load i32, i32* %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %47
  %49 = load i32, i32* %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x i32], [12 x i32]* %48, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %66

54:                                               ; preds = %45
  %55 = load i32, i32* %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x i32], [12 x i32]* %7, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %66, label %60

60:                                               ; preds = %54
  %61 = load i32, i32* %10, align 4
  %62 = load i32, i32* %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %6, align 4
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds [144 x i32], [144 x i32]* %5, i64 0, i64 %64
  store i32 %61, i32* %65, align 4
  br label %66

66:                                               ; preds = %60, %54, %45
  br label %67

67:                                               ; preds = %66
  %68 = load i32, i32* %10, align 4
  %69 = add nsw i32 %68, -1
  store i32 %69, i32* %10, align 4
  br label %42, !llvm.loop !25

70:                                               ; preds = %42
  br label %17, !llvm.loop !24

71:                                               ; preds = %17
  %72 = load i32, i32* %8, align 4
  ret i32 %72
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dijkstra(i32 noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca [12 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32* %1, i32** %4, align 8
  %11 = bitcast [12 x i32]* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %11, i8 0, i64 48, i1 false)
  store i32 0, i32* %6, align 4
  br label %12

12:                                               ; preds = %20, %2
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %13, 12
  br i1 %14, label %15, label %23

15:                                               ; preds = %12
  %16 = load i32*, i32** %4, align 8
  %17 = load i32, i32* %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %16, i64 %18
  store i32 2147483647, i32* %19, align 4
  br label %20

20:                                               ; preds = %15
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %12, !llvm.loop !26

23:                                               ; preds = %12
  %24 = load i32*, i32** %4, align 8
  %25 = load i32, i32* %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %24, i64 %26
  store i32 0, i32* %27, align 4
  store i32 0, i32* %7, align 4
  br label %28

28:                                               ; preds = %132, %23
  %29 = load i32, i32* %7, align 4
  %30 = icmp slt i32 %29, 12
  br i1 %30, label %31, label %135

31:                                               ; preds = %28
  store i32 -1, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %32

32:                                               ; preds = %66, %31
  %33 = load i32, i32* %9, align 4
  %34 = icmp slt i32 %33, 12
  br i1 %34, label %35, label %69

35:                                               ; preds = %32
  %36 = load i32, i32* %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %37
  %39 = load i32, i32* %38, align 4
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %65, label %41

41:                                               ; preds = %35
  %42 = load i32*, i32** %4, align 8
  %43 = load i32, i32* %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, i32* %42, i64 %44
  %46 = load i32, i32* %45, align 4
  %47 = icmp ne i32 %46, 2147483647
  br i1 %47, label %48, label %65

48:                                               ; preds = %41
  %49 = load i32, i32* %8, align 4
  %50 = icmp slt i32 %49, 0
  br i1 %50, label %63, label %51

51:                                               ; preds = %48
  %52 = load i32*, i32** %4, align 8
  %53 = load i32, i32* %9, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, i32* %52, i64 %54
  %56 = load i32, i32* %55, align 4
  %57 = load i32*, i32** %4, align 8
  %58 = load i32, i32* %8, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32* %57, i64 %59
  %61 = load i32, i32* %60, align 4
  %62 = icmp slt i32 %56, %61
  br i1 %62, label %63, label %65

63:                                               ; preds = %51, %48
  %64 = load i32, i32* %9, align 4
  store i32 %64, i32* %8, align 4
  br label %65

65:                                               ; preds = %63, %51, %41, %35
  br label %66

66:                                               ; preds = %65
  %67 = load i32, i32* %9, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %9, align 4
  br label %32, !llvm.loop !27

69:                                               ; preds = %32
  %70 = load i32, i32* %8, align 4
  %71 = icmp slt i32 %70, 0
  br i1 %71, label %72, label %73

72:                                               ; preds = %69
  br label %135

73:                                               ; preds = %69
  %74 = load i32, i32* %8, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %75
  store i32 1, i32* %76, align 4
  store i32 0, i32* %10, align 4
  br label %77

77:                                               ; preds = %128, %73
  %78 = load i32, i32* %10, align 4
  %79 = icmp slt i32 %78, 12
  br i1 %79, label %80, label %131

80:                                               ; preds = %77
  %81 = load i32, i32* %8, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %82
  %84 = load i32, i32* %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [12 x i32], [12 x i32]* %83, i64 0, i64 %85
  %87 = load i32, i32* %86, align 4
  %88 = icmp ne i32 %87, 0
  br i1 %88, label %89, label %127

89:                                               ; preds = %80
  %90 = load i32*, i32** %4, align 8
  %91 = load i32, i32* %8, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %90, i64 %92
  %94 = load i32, i32* %93, align 4
  %95 = load i32, i32* %8, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %96
  %98 = load i32, i32* %10, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [12 x i32], [12 x i32]* %97, i64 0, i64 %99
  %101 = load i32, i32* %100, align 4
  %102 = add nsw i32 %94, %101
  %103 = load i32*, i32** %4, align 8
  %104 = load i32, i32* %10, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, i32* %103, i64 %105
  %107 = load i32, i32* %106, align 4
  %108 = icmp slt i32 %102, %107
  br i1 %108, label %109, label %127

109:                                              ; preds = %89
  %110 = load i32*, i32** %4, align 8
  %111 = load i32, i32* %8, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i32, i32* %110, i64 %112
  %114 = load i32, i32* %113, align 4
  %115 = load i32, i32* %8, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %116
  %118 = load i32, i32* %10, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [12 x i32], [12 x i32]* %117, i64 0, i64 %119
  %121 = load i32, i32* %120, align 4
  %122 = add nsw i32 %114, %121
  %123 = load i32*, i32** %4, align 8
  %124 = load i32, i32* %10, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, i32* %123, i64 %125
  store i32 %122, i32* %126, align 4
  br label %127

127:                                              ; preds = %109, %89, %80
  br label %128

128:                                              ; preds = %127
  %129 = load i32, i32* %10, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %10, align 4
  br label %77, !llvm.loop !28

131:                                              ; preds = %77
  br label %132

132:                                              ; preds = %131
  %133 = load i32, i32* %7, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %7, align 4
  br label %28, !llvm.loop !29

135:                                              ; preds = %72, %28
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  br label %3

3:                                                ; preds = %10, %1
  %4 = load i32, i32* %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %5
  %7 = load i32, i32* %6, align 4
  %8 = load i32, i32* %2, align 4
  %9 = icmp ne i32 %7, %8
  br i1 %9, label %10, label %25

10:                                               ; preds = %3
  %11 = load i32, i32* %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %19
  store i32 %17, i32* %20, align 4
  %21 = load i32, i32* %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %2, align 4
  br label %3, !llvm.loop !30

25:                                               ; preds = %3
  %26 = load i32, i32* %2, align 4
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
