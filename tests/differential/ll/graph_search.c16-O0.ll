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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %25

25:                                               ; preds = %66, %0
  %26 = load i32, ptr %2, align 4
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %28, label %69

28:                                               ; preds = %25
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %62, %28
  %30 = load i32, ptr %3, align 4
  %31 = icmp slt i32 %30, 12
  br i1 %31, label %32, label %65

32:                                               ; preds = %29
  %33 = load i32, ptr %2, align 4
  %34 = load i32, ptr %3, align 4
  %35 = icmp ne i32 %33, %34
  br i1 %35, label %36, label %61

36:                                               ; preds = %32
  %37 = load i32, ptr %2, align 4
  %38 = mul nsw i32 %37, 5
  %39 = load i32, ptr %3, align 4
  %40 = mul nsw i32 %39, 3
  %41 = add nsw i32 %38, %40
  %42 = srem i32 %41, 7
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %49, label %44

44:                                               ; preds = %36
  %45 = load i32, ptr %3, align 4
  %46 = load i32, ptr %2, align 4
  %47 = add nsw i32 %46, 1
  %48 = icmp eq i32 %45, %47
  br i1 %48, label %49, label %61

49:                                               ; preds = %44, %36
  %50 = load i32, ptr %2, align 4
  %51 = load i32, ptr %3, align 4
  %52 = mul nsw i32 %50, %51
  %53 = srem i32 %52, 9
  %54 = add nsw i32 1, %53
  %55 = load i32, ptr %2, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %56
  %58 = load i32, ptr %3, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [12 x i32], ptr %57, i64 0, i64 %59
  store i32 %54, ptr %60, align 4
  br label %61

61:                                               ; preds = %49, %44, %32
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %3, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %3, align 4
  br label %29, !llvm.loop !6

65:                                               ; preds = %29
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %2, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %2, align 4
  br label %25, !llvm.loop !8

69:                                               ; preds = %25
  %70 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 0
  call void @bfs(i32 noundef 0, ptr noundef %70)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %6, align 4
  br label %72

72:                                               ; preds = %81, %69
  %73 = load i32, ptr %6, align 4
  %74 = icmp slt i32 %73, 12
  br i1 %74, label %75, label %84

75:                                               ; preds = %72
  %76 = load i32, ptr %6, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %79)
  br label %81

81:                                               ; preds = %75
  %82 = load i32, ptr %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %72, !llvm.loop !9

84:                                               ; preds = %72
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %86 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 0
  %87 = call i32 @dfs_order(i32 noundef 3, ptr noundef %86)
  store i32 %87, ptr %7, align 4
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %8, align 4
  br label %89

89:                                               ; preds = %99, %84
  %90 = load i32, ptr %8, align 4
  %91 = load i32, ptr %7, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %102

93:                                               ; preds = %89
  %94 = load i32, ptr %8, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %97)
  br label %99

99:                                               ; preds = %93
  %100 = load i32, ptr %8, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %8, align 4
  br label %89, !llvm.loop !10

102:                                              ; preds = %89
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %104 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 0
  call void @dijkstra(i32 noundef 0, ptr noundef %104)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %9, align 4
  br label %106

106:                                              ; preds = %124, %102
  %107 = load i32, ptr %9, align 4
  %108 = icmp slt i32 %107, 12
  br i1 %108, label %109, label %127

109:                                              ; preds = %106
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = icmp eq i32 %113, 2147483647
  br i1 %114, label %115, label %116

115:                                              ; preds = %109
  br label %121

116:                                              ; preds = %109
  %117 = load i32, ptr %9, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4
  br label %121

121:                                              ; preds = %116, %115
  %122 = phi i32 [ -1, %115 ], [ %120, %116 ]
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %122)
  br label %124

124:                                              ; preds = %121
  %125 = load i32, ptr %9, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %9, align 4
  br label %106, !llvm.loop !11

127:                                              ; preds = %106
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 48, i1 false)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %129

129:                                              ; preds = %158, %127
  %130 = load i32, ptr %14, align 4
  %131 = icmp slt i32 %130, 12
  br i1 %131, label %132, label %161

132:                                              ; preds = %129
  %133 = load i32, ptr %14, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %15, align 4
  br label %135

135:                                              ; preds = %154, %132
  %136 = load i32, ptr %15, align 4
  %137 = icmp slt i32 %136, 12
  br i1 %137, label %138, label %157

138:                                              ; preds = %135
  %139 = load i32, ptr %14, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %140
  %142 = load i32, ptr %15, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [12 x i32], ptr %141, i64 0, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %147, label %153

147:                                              ; preds = %138
  %148 = load i32, ptr %15, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %150, align 4
  br label %153

153:                                              ; preds = %147, %138
  br label %154

154:                                              ; preds = %153
  %155 = load i32, ptr %15, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %15, align 4
  br label %135, !llvm.loop !12

157:                                              ; preds = %135
  br label %158

158:                                              ; preds = %157
  %159 = load i32, ptr %14, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %14, align 4
  br label %129, !llvm.loop !13

161:                                              ; preds = %129
  store i32 0, ptr %16, align 4
  br label %162

162:                                              ; preds = %178, %161
  %163 = load i32, ptr %16, align 4
  %164 = icmp slt i32 %163, 12
  br i1 %164, label %165, label %181

165:                                              ; preds = %162
  %166 = load i32, ptr %16, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %177, label %171

171:                                              ; preds = %165
  %172 = load i32, ptr %16, align 4
  %173 = load i32, ptr %13, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %13, align 4
  %175 = sext i32 %173 to i64
  %176 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 %175
  store i32 %172, ptr %176, align 4
  br label %177

177:                                              ; preds = %171, %165
  br label %178

178:                                              ; preds = %177
  %179 = load i32, ptr %16, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %16, align 4
  br label %162, !llvm.loop !14

181:                                              ; preds = %162
  br label %182

182:                                              ; preds = %223, %181
  %183 = load i32, ptr %12, align 4
  %184 = load i32, ptr %13, align 4
  %185 = icmp slt i32 %183, %184
  br i1 %185, label %186, label %224

186:                                              ; preds = %182
  %187 = load i32, ptr %12, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %12, align 4
  %189 = sext i32 %187 to i64
  %190 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 %189
  %191 = load i32, ptr %190, align 4
  store i32 %191, ptr %17, align 4
  %192 = load i32, ptr %17, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %18, align 4
  br label %194

194:                                              ; preds = %220, %186
  %195 = load i32, ptr %18, align 4
  %196 = icmp slt i32 %195, 12
  br i1 %196, label %197, label %223

197:                                              ; preds = %194
  %198 = load i32, ptr %17, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %199
  %201 = load i32, ptr %18, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [12 x i32], ptr %200, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4
  %205 = icmp ne i32 %204, 0
  br i1 %205, label %206, label %219

206:                                              ; preds = %197
  %207 = load i32, ptr %18, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %208
  %210 = load i32, ptr %209, align 4
  %211 = add nsw i32 %210, -1
  store i32 %211, ptr %209, align 4
  %212 = icmp eq i32 %211, 0
  br i1 %212, label %213, label %219

213:                                              ; preds = %206
  %214 = load i32, ptr %18, align 4
  %215 = load i32, ptr %13, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %13, align 4
  %217 = sext i32 %215 to i64
  %218 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 %217
  store i32 %214, ptr %218, align 4
  br label %219

219:                                              ; preds = %213, %206, %197
  br label %220

220:                                              ; preds = %219
  %221 = load i32, ptr %18, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %18, align 4
  br label %194, !llvm.loop !15

223:                                              ; preds = %194
  br label %182, !llvm.loop !16

224:                                              ; preds = %182
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 0, ptr %19, align 4
  br label %226

226:                                              ; preds = %236, %224
  %227 = load i32, ptr %19, align 4
  %228 = load i32, ptr %13, align 4
  %229 = icmp slt i32 %227, %228
  br i1 %229, label %230, label %239

230:                                              ; preds = %226
  %231 = load i32, ptr %19, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 %232
  %234 = load i32, ptr %233, align 4
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %234)
  br label %236

236:                                              ; preds = %230
  %237 = load i32, ptr %19, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %19, align 4
  br label %226, !llvm.loop !17

239:                                              ; preds = %226
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %20, align 4
  br label %241

241:                                              ; preds = %249, %239
  %242 = load i32, ptr %20, align 4
  %243 = icmp slt i32 %242, 12
  br i1 %243, label %244, label %252

244:                                              ; preds = %241
  %245 = load i32, ptr %20, align 4
  %246 = load i32, ptr %20, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %247
  store i32 %245, ptr %248, align 4
  br label %249

249:                                              ; preds = %244
  %250 = load i32, ptr %20, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %20, align 4
  br label %241, !llvm.loop !18

252:                                              ; preds = %241
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.main.pairs, i64 48, i1 false)
  store i32 0, ptr %22, align 4
  br label %253

253:                                              ; preds = %271, %252
  %254 = load i32, ptr %22, align 4
  %255 = icmp slt i32 %254, 6
  br i1 %255, label %256, label %274

256:                                              ; preds = %253
  %257 = load i32, ptr %22, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [6 x [2 x i32]], ptr %21, i64 0, i64 %258
  %260 = getelementptr inbounds [2 x i32], ptr %259, i64 0, i64 1
  %261 = load i32, ptr %260, align 4
  %262 = call i32 @find(i32 noundef %261)
  %263 = load i32, ptr %22, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [6 x [2 x i32]], ptr %21, i64 0, i64 %264
  %266 = getelementptr inbounds [2 x i32], ptr %265, i64 0, i64 0
  %267 = load i32, ptr %266, align 8
  %268 = call i32 @find(i32 noundef %267)
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %269
  store i32 %262, ptr %270, align 4
  br label %271

271:                                              ; preds = %256
  %272 = load i32, ptr %22, align 4
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr %22, align 4
  br label %253, !llvm.loop !19

274:                                              ; preds = %253
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %275

275:                                              ; preds = %286, %274
  %276 = load i32, ptr %24, align 4
  %277 = icmp slt i32 %276, 12
  br i1 %277, label %278, label %289

278:                                              ; preds = %275
  %279 = load i32, ptr %24, align 4
  %280 = call i32 @find(i32 noundef %279)
  %281 = load i32, ptr %24, align 4
  %282 = icmp eq i32 %280, %281
  %283 = zext i1 %282 to i32
  %284 = load i32, ptr %23, align 4
  %285 = add nsw i32 %284, %283
  store i32 %285, ptr %23, align 4
  br label %286

286:                                              ; preds = %278
  %287 = load i32, ptr %24, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %24, align 4
  br label %275, !llvm.loop !20

289:                                              ; preds = %275
  %290 = load i32, ptr %23, align 4
  %291 = call i32 @find(i32 noundef 0)
  %292 = call i32 @find(i32 noundef 7)
  %293 = icmp eq i32 %291, %292
  %294 = zext i1 %293 to i32
  %295 = call i32 @find(i32 noundef 2)
  %296 = call i32 @find(i32 noundef 11)
  %297 = icmp eq i32 %295, %296
  %298 = zext i1 %297 to i32
  %299 = call i32 @find(i32 noundef 0)
  %300 = call i32 @find(i32 noundef 2)
  %301 = icmp eq i32 %299, %300
  %302 = zext i1 %301 to i32
  %303 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %290, i32 noundef %294, i32 noundef %298, i32 noundef %302)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bfs(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca [12 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %19, %2
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  store i32 -1, ptr %18, align 4
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %8, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %8, align 4
  br label %11, !llvm.loop !21

22:                                               ; preds = %11
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  store i32 0, ptr %26, align 4
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %30
  store i32 %27, ptr %31, align 4
  br label %32

32:                                               ; preds = %81, %22
  %33 = load i32, ptr %6, align 4
  %34 = load i32, ptr %7, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %82

36:                                               ; preds = %32
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %42

42:                                               ; preds = %78, %36
  %43 = load i32, ptr %10, align 4
  %44 = icmp slt i32 %43, 12
  br i1 %44, label %45, label %81

45:                                               ; preds = %42
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %47
  %49 = load i32, ptr %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x i32], ptr %48, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %77

54:                                               ; preds = %45
  %55 = load ptr, ptr %4, align 8
  %56 = load i32, ptr %10, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = icmp slt i32 %59, 0
  br i1 %60, label %61, label %77

61:                                               ; preds = %54
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %9, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %62, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = add nsw i32 %66, 1
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %10, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  store i32 %67, ptr %71, align 4
  %72 = load i32, ptr %10, align 4
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %75
  store i32 %72, ptr %76, align 4
  br label %77

77:                                               ; preds = %61, %54, %45
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %10, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %10, align 4
  br label %42, !llvm.loop !22

81:                                               ; preds = %42
  br label %32, !llvm.loop !23

82:                                               ; preds = %32
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dfs_order(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca [144 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca [12 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 48, i1 false)
  store i32 0, ptr %8, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %6, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [144 x i32], ptr %5, i64 0, i64 %14
  store i32 %11, ptr %15, align 4
  br label %16

16:                                               ; preds = %69, %30, %2
  %17 = load i32, ptr %6, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %70

19:                                               ; preds = %16
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [144 x i32], ptr %5, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %19
  br label %16, !llvm.loop !24

31:                                               ; preds = %19
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %33
  store i32 1, ptr %34, align 4
  %35 = load i32, ptr %9, align 4
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds i32, ptr %36, i64 %39
  store i32 %35, ptr %40, align 4
  store i32 11, ptr %10, align 4
  br label %41

41:                                               ; preds = %66, %31
  %42 = load i32, ptr %10, align 4
  %43 = icmp sge i32 %42, 0
  br i1 %43, label %44, label %69

44:                                               ; preds = %41
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [12 x i32], ptr %47, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %65

53:                                               ; preds = %44
  %54 = load i32, ptr %10, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %65, label %59

59:                                               ; preds = %53
  %60 = load i32, ptr %10, align 4
  %61 = load i32, ptr %6, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %6, align 4
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds [144 x i32], ptr %5, i64 0, i64 %63
  store i32 %60, ptr %64, align 4
  br label %65

65:                                               ; preds = %59, %53, %44
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %10, align 4
  %68 = add nsw i32 %67, -1
  store i32 %68, ptr %10, align 4
  br label %41, !llvm.loop !25

69:                                               ; preds = %41
  br label %16, !llvm.loop !24

70:                                               ; preds = %16
  %71 = load i32, ptr %8, align 4
  ret i32 %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dijkstra(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca [12 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 48, i1 false)
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %19, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  store i32 2147483647, ptr %18, align 4
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %11, !llvm.loop !26

22:                                               ; preds = %11
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  store i32 0, ptr %26, align 4
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %131, %22
  %28 = load i32, ptr %7, align 4
  %29 = icmp slt i32 %28, 12
  br i1 %29, label %30, label %134

30:                                               ; preds = %27
  store i32 -1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %31

31:                                               ; preds = %65, %30
  %32 = load i32, ptr %9, align 4
  %33 = icmp slt i32 %32, 12
  br i1 %33, label %34, label %68

34:                                               ; preds = %31
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %64, label %40

40:                                               ; preds = %34
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = icmp ne i32 %45, 2147483647
  br i1 %46, label %47, label %64

47:                                               ; preds = %40
  %48 = load i32, ptr %8, align 4
  %49 = icmp slt i32 %48, 0
  br i1 %49, label %62, label %50

50:                                               ; preds = %47
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %56, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = icmp slt i32 %55, %60
  br i1 %61, label %62, label %64

62:                                               ; preds = %50, %47
  %63 = load i32, ptr %9, align 4
  store i32 %63, ptr %8, align 4
  br label %64

64:                                               ; preds = %62, %50, %40, %34
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 4
  br label %31, !llvm.loop !27

68:                                               ; preds = %31
  %69 = load i32, ptr %8, align 4
  %70 = icmp slt i32 %69, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %68
  br label %134

72:                                               ; preds = %68
  %73 = load i32, ptr %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %74
  store i32 1, ptr %75, align 4
  store i32 0, ptr %10, align 4
  br label %76

76:                                               ; preds = %127, %72
  %77 = load i32, ptr %10, align 4
  %78 = icmp slt i32 %77, 12
  br i1 %78, label %79, label %130

79:                                               ; preds = %76
  %80 = load i32, ptr %8, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %81
  %83 = load i32, ptr %10, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [12 x i32], ptr %82, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = icmp ne i32 %86, 0
  br i1 %87, label %88, label %126

88:                                               ; preds = %79
  %89 = load ptr, ptr %4, align 8
  %90 = load i32, ptr %8, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %89, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = load i32, ptr %8, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %95
  %97 = load i32, ptr %10, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [12 x i32], ptr %96, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = add nsw i32 %93, %100
  %102 = load ptr, ptr %4, align 8
  %103 = load i32, ptr %10, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %102, i64 %104
  %106 = load i32, ptr %105, align 4
  %107 = icmp slt i32 %101, %106
  br i1 %107, label %108, label %126

108:                                              ; preds = %88
  %109 = load ptr, ptr %4, align 8
  %110 = load i32, ptr %8, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %109, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = load i32, ptr %8, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %115
  %117 = load i32, ptr %10, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [12 x i32], ptr %116, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4
  %121 = add nsw i32 %113, %120
  %122 = load ptr, ptr %4, align 8
  %123 = load i32, ptr %10, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %122, i64 %124
  store i32 %121, ptr %125, align 4
  br label %126

126:                                              ; preds = %108, %88, %79
  br label %127

127:                                              ; preds = %126
  %128 = load i32, ptr %10, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %10, align 4
  br label %76, !llvm.loop !28

130:                                              ; preds = %76
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr %7, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %7, align 4
  br label %27, !llvm.loop !29

134:                                              ; preds = %71, %27
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  br label %3

3:                                                ; preds = %10, %1
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp ne i32 %7, %8
  br i1 %9, label %10, label %25

10:                                               ; preds = %3
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %19
  store i32 %17, ptr %20, align 4
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %2, align 4
  br label %3, !llvm.loop !30

25:                                               ; preds = %3
  %26 = load i32, ptr %2, align 4
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
