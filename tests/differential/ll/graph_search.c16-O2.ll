; ModuleID = 'tests/differential/src/graph_search.c'
source_filename = "tests/differential/src/graph_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@adj = internal unnamed_addr global [12 x [12 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"bfs:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"dfs:\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"dijkstra:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"topo:\00", align 1
@parent = internal unnamed_addr global [12 x i32] zeroinitializer, align 16
@__const.main.pairs = private unnamed_addr constant [6 x [2 x i32]] [[2 x i32] [i32 0, i32 5], [2 x i32] [i32 5, i32 7], [2 x i32] [i32 2, i32 3], [2 x i32] [i32 9, i32 11], [2 x i32] [i32 3, i32 9], [2 x i32] [i32 1, i32 1]], align 16
@.str.6 = private unnamed_addr constant [55 x i8] c"components %d same(0,7)=%d same(2,11)=%d same(0,2)=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i32], align 16
  %2 = alloca [12 x i32], align 16
  %3 = alloca [12 x i32], align 16
  %4 = alloca [12 x i32], align 16
  br label %5

5:                                                ; preds = %0, %50
  %6 = phi i64 [ 0, %0 ], [ %8, %50 ]
  %7 = mul nuw nsw i64 %6, 5
  %8 = add nuw nsw i64 %6, 1
  br label %52

9:                                                ; preds = %50
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7
  call fastcc void @bfs(ptr noundef nonnull %1)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %11 = load i32, ptr %1, align 16, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11)
  %13 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 1
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14)
  %16 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 2
  %17 = load i32, ptr %16, align 8, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  %19 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 3
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  %22 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 4
  %23 = load i32, ptr %22, align 16, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23)
  %25 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 5
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26)
  %28 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 6
  %29 = load i32, ptr %28, align 8, !tbaa !5
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29)
  %31 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 7
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %32)
  %34 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 8
  %35 = load i32, ptr %34, align 16, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35)
  %37 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 9
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38)
  %40 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 10
  %41 = load i32, ptr %40, align 8, !tbaa !5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41)
  %43 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 11
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44)
  %46 = tail call i32 @putchar(i32 10)
  %47 = call fastcc i32 @dfs_order(ptr noundef nonnull %2)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %49 = icmp sgt i32 %47, 0
  br i1 %49, label %72, label %74

50:                                               ; preds = %69
  %51 = icmp eq i64 %8, 12
  br i1 %51, label %9, label %5, !llvm.loop !9

52:                                               ; preds = %5, %69
  %53 = phi i64 [ 0, %5 ], [ %70, %69 ]
  %54 = icmp eq i64 %6, %53
  br i1 %54, label %69, label %55

55:                                               ; preds = %52
  %56 = mul nuw nsw i64 %53, 3
  %57 = add nuw nsw i64 %56, %7
  %58 = trunc i64 %57 to i32
  %59 = urem i32 %58, 7
  %60 = icmp eq i32 %59, 0
  %61 = icmp eq i64 %53, %8
  %62 = select i1 %60, i1 true, i1 %61
  br i1 %62, label %63, label %69

63:                                               ; preds = %55
  %64 = mul nuw nsw i64 %53, %6
  %65 = trunc i64 %64 to i32
  %66 = urem i32 %65, 9
  %67 = add nuw nsw i32 %66, 1
  %68 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %6, i64 %53
  store i32 %67, ptr %68, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %55, %52, %63
  %70 = add nuw nsw i64 %53, 1
  %71 = icmp eq i64 %70, 12
  br i1 %71, label %50, label %52, !llvm.loop !11

72:                                               ; preds = %9
  %73 = zext i32 %47 to i64
  br label %126

74:                                               ; preds = %126, %9
  %75 = tail call i32 @putchar(i32 10)
  call fastcc void @dijkstra(ptr noundef nonnull %1)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %77 = load i32, ptr %1, align 16, !tbaa !5
  %78 = icmp eq i32 %77, 2147483647
  %79 = select i1 %78, i32 -1, i32 %77
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %79)
  %81 = load i32, ptr %13, align 4, !tbaa !5
  %82 = icmp eq i32 %81, 2147483647
  %83 = select i1 %82, i32 -1, i32 %81
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %83)
  %85 = load i32, ptr %16, align 8, !tbaa !5
  %86 = icmp eq i32 %85, 2147483647
  %87 = select i1 %86, i32 -1, i32 %85
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %87)
  %89 = load i32, ptr %19, align 4, !tbaa !5
  %90 = icmp eq i32 %89, 2147483647
  %91 = select i1 %90, i32 -1, i32 %89
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %91)
  %93 = load i32, ptr %22, align 16, !tbaa !5
  %94 = icmp eq i32 %93, 2147483647
  %95 = select i1 %94, i32 -1, i32 %93
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %95)
  %97 = load i32, ptr %25, align 4, !tbaa !5
  %98 = icmp eq i32 %97, 2147483647
  %99 = select i1 %98, i32 -1, i32 %97
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %99)
  %101 = load i32, ptr %28, align 8, !tbaa !5
  %102 = icmp eq i32 %101, 2147483647
  %103 = select i1 %102, i32 -1, i32 %101
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %103)
  %105 = load i32, ptr %31, align 4, !tbaa !5
  %106 = icmp eq i32 %105, 2147483647
  %107 = select i1 %106, i32 -1, i32 %105
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %107)
  %109 = load i32, ptr %34, align 16, !tbaa !5
  %110 = icmp eq i32 %109, 2147483647
  %111 = select i1 %110, i32 -1, i32 %109
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %111)
  %113 = load i32, ptr %37, align 4, !tbaa !5
  %114 = icmp eq i32 %113, 2147483647
  %115 = select i1 %114, i32 -1, i32 %113
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %115)
  %117 = load i32, ptr %40, align 8, !tbaa !5
  %118 = icmp eq i32 %117, 2147483647
  %119 = select i1 %118, i32 -1, i32 %117
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %119)
  %121 = load i32, ptr %43, align 4, !tbaa !5
  %122 = icmp eq i32 %121, 2147483647
  %123 = select i1 %122, i32 -1, i32 %121
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123)
  %125 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7
  br label %139

126:                                              ; preds = %72, %126
  %127 = phi i64 [ 0, %72 ], [ %131, %126 ]
  %128 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %129)
  %131 = add nuw nsw i64 %127, 1
  %132 = icmp eq i64 %131, %73
  br i1 %132, label %74, label %126, !llvm.loop !12

133:                                              ; preds = %153, %139
  %134 = add nuw nsw i64 %141, 1
  %135 = icmp eq i64 %142, 12
  br i1 %135, label %136, label %139, !llvm.loop !13

136:                                              ; preds = %133
  %137 = load i32, ptr %3, align 16, !tbaa !5
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %156, label %157

139:                                              ; preds = %74, %133
  %140 = phi i64 [ 0, %74 ], [ %142, %133 ]
  %141 = phi i64 [ 1, %74 ], [ %134, %133 ]
  %142 = add nuw nsw i64 %140, 1
  %143 = icmp ult i64 %140, 11
  br i1 %143, label %144, label %133

144:                                              ; preds = %139, %153
  %145 = phi i64 [ %154, %153 ], [ %141, %139 ]
  %146 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %140, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %153, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %145
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %150, align 4, !tbaa !5
  br label %153

153:                                              ; preds = %144, %149
  %154 = add nuw nsw i64 %145, 1
  %155 = icmp eq i64 %154, 12
  br i1 %155, label %133, label %144, !llvm.loop !14

156:                                              ; preds = %136
  store i32 0, ptr %4, align 16, !tbaa !5
  br label %157

157:                                              ; preds = %136, %156
  %158 = phi i32 [ 0, %136 ], [ 1, %156 ]
  %159 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 1
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %166

162:                                              ; preds = %157
  %163 = add nuw nsw i32 %158, 1
  %164 = zext i32 %158 to i64
  %165 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %164
  store i32 1, ptr %165, align 4, !tbaa !5
  br label %166

166:                                              ; preds = %162, %157
  %167 = phi i32 [ %158, %157 ], [ %163, %162 ]
  %168 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 2
  %169 = load i32, ptr %168, align 8, !tbaa !5
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %171, label %175

171:                                              ; preds = %166
  %172 = add nuw nsw i32 %167, 1
  %173 = zext i32 %167 to i64
  %174 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %173
  store i32 2, ptr %174, align 4, !tbaa !5
  br label %175

175:                                              ; preds = %171, %166
  %176 = phi i32 [ %167, %166 ], [ %172, %171 ]
  %177 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 3
  %178 = load i32, ptr %177, align 4, !tbaa !5
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %180, label %184

180:                                              ; preds = %175
  %181 = add nuw nsw i32 %176, 1
  %182 = zext i32 %176 to i64
  %183 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %182
  store i32 3, ptr %183, align 4, !tbaa !5
  br label %184

184:                                              ; preds = %180, %175
  %185 = phi i32 [ %176, %175 ], [ %181, %180 ]
  %186 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 4
  %187 = load i32, ptr %186, align 16, !tbaa !5
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %193

189:                                              ; preds = %184
  %190 = add nuw nsw i32 %185, 1
  %191 = zext i32 %185 to i64
  %192 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %191
  store i32 4, ptr %192, align 4, !tbaa !5
  br label %193

193:                                              ; preds = %189, %184
  %194 = phi i32 [ %185, %184 ], [ %190, %189 ]
  %195 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 5
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = icmp eq i32 %196, 0
  br i1 %197, label %198, label %202

198:                                              ; preds = %193
  %199 = add nuw nsw i32 %194, 1
  %200 = zext i32 %194 to i64
  %201 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %200
  store i32 5, ptr %201, align 4, !tbaa !5
  br label %202

202:                                              ; preds = %198, %193
  %203 = phi i32 [ %194, %193 ], [ %199, %198 ]
  %204 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 6
  %205 = load i32, ptr %204, align 8, !tbaa !5
  %206 = icmp eq i32 %205, 0
  br i1 %206, label %207, label %211

207:                                              ; preds = %202
  %208 = add nuw nsw i32 %203, 1
  %209 = zext i32 %203 to i64
  %210 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %209
  store i32 6, ptr %210, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %207, %202
  %212 = phi i32 [ %203, %202 ], [ %208, %207 ]
  %213 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 7
  %214 = load i32, ptr %213, align 4, !tbaa !5
  %215 = icmp eq i32 %214, 0
  br i1 %215, label %216, label %220

216:                                              ; preds = %211
  %217 = add nuw nsw i32 %212, 1
  %218 = zext i32 %212 to i64
  %219 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %218
  store i32 7, ptr %219, align 4, !tbaa !5
  br label %220

220:                                              ; preds = %216, %211
  %221 = phi i32 [ %212, %211 ], [ %217, %216 ]
  %222 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 8
  %223 = load i32, ptr %222, align 16, !tbaa !5
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %225, label %229

225:                                              ; preds = %220
  %226 = add nuw nsw i32 %221, 1
  %227 = zext i32 %221 to i64
  %228 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %227
  store i32 8, ptr %228, align 4, !tbaa !5
  br label %229

229:                                              ; preds = %225, %220
  %230 = phi i32 [ %221, %220 ], [ %226, %225 ]
  %231 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 9
  %232 = load i32, ptr %231, align 4, !tbaa !5
  %233 = icmp eq i32 %232, 0
  br i1 %233, label %234, label %238

234:                                              ; preds = %229
  %235 = add nuw nsw i32 %230, 1
  %236 = zext i32 %230 to i64
  %237 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %236
  store i32 9, ptr %237, align 4, !tbaa !5
  br label %238

238:                                              ; preds = %234, %229
  %239 = phi i32 [ %230, %229 ], [ %235, %234 ]
  %240 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 10
  %241 = load i32, ptr %240, align 8, !tbaa !5
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %243, label %247

243:                                              ; preds = %238
  %244 = add nuw nsw i32 %239, 1
  %245 = zext i32 %239 to i64
  %246 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %245
  store i32 10, ptr %246, align 4, !tbaa !5
  br label %247

247:                                              ; preds = %243, %238
  %248 = phi i32 [ %239, %238 ], [ %244, %243 ]
  %249 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 11
  %250 = load i32, ptr %249, align 4, !tbaa !5
  %251 = icmp eq i32 %250, 0
  br i1 %251, label %252, label %256

252:                                              ; preds = %247
  %253 = add nuw nsw i32 %248, 1
  %254 = zext i32 %248 to i64
  %255 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %254
  store i32 11, ptr %255, align 4, !tbaa !5
  br label %258

256:                                              ; preds = %247
  %257 = icmp eq i32 %248, 0
  br i1 %257, label %260, label %258

258:                                              ; preds = %252, %256
  %259 = phi i32 [ %248, %256 ], [ %253, %252 ]
  br label %266

260:                                              ; preds = %256
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  br label %300

262:                                              ; preds = %292, %266
  %263 = phi i32 [ %268, %266 ], [ %293, %292 ]
  %264 = sext i32 %263 to i64
  %265 = icmp slt i64 %269, %264
  br i1 %265, label %266, label %295, !llvm.loop !15

266:                                              ; preds = %258, %262
  %267 = phi i64 [ %269, %262 ], [ 0, %258 ]
  %268 = phi i32 [ %263, %262 ], [ %259, %258 ]
  %269 = add nuw nsw i64 %267, 1
  %270 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %267
  %271 = load i32, ptr %270, align 4, !tbaa !5
  %272 = icmp slt i32 %271, 11
  br i1 %272, label %273, label %262

273:                                              ; preds = %266
  %274 = sext i32 %271 to i64
  br label %275

275:                                              ; preds = %273, %292
  %276 = phi i64 [ %274, %273 ], [ %278, %292 ]
  %277 = phi i32 [ %268, %273 ], [ %293, %292 ]
  %278 = add nsw i64 %276, 1
  %279 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %274, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !5
  %281 = icmp eq i32 %280, 0
  br i1 %281, label %292, label %282

282:                                              ; preds = %275
  %283 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %278
  %284 = load i32, ptr %283, align 4, !tbaa !5
  %285 = add nsw i32 %284, -1
  store i32 %285, ptr %283, align 4, !tbaa !5
  %286 = icmp eq i32 %285, 0
  br i1 %286, label %287, label %292

287:                                              ; preds = %282
  %288 = add nsw i32 %277, 1
  %289 = sext i32 %277 to i64
  %290 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %289
  %291 = trunc i64 %278 to i32
  store i32 %291, ptr %290, align 4, !tbaa !5
  br label %292

292:                                              ; preds = %275, %282, %287
  %293 = phi i32 [ %288, %287 ], [ %277, %282 ], [ %277, %275 ]
  %294 = icmp eq i64 %278, 11
  br i1 %294, label %262, label %275, !llvm.loop !16

295:                                              ; preds = %262
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %297 = icmp sgt i32 %263, 0
  br i1 %297, label %298, label %300

298:                                              ; preds = %295
  %299 = zext i32 %263 to i64
  br label %302

300:                                              ; preds = %302, %260, %295
  %301 = tail call i32 @putchar(i32 10)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @parent, align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 4), align 16, !tbaa !5
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 8), align 16, !tbaa !5
  br label %309

302:                                              ; preds = %298, %302
  %303 = phi i64 [ 0, %298 ], [ %307, %302 ]
  %304 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %303
  %305 = load i32, ptr %304, align 4, !tbaa !5
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %305)
  %307 = add nuw nsw i64 %303, 1
  %308 = icmp eq i64 %307, %299
  br i1 %308, label %300, label %302, !llvm.loop !17

309:                                              ; preds = %300, %347
  %310 = phi i64 [ 0, %300 ], [ %350, %347 ]
  %311 = getelementptr inbounds [6 x [2 x i32]], ptr @__const.main.pairs, i64 0, i64 %310
  %312 = getelementptr inbounds [6 x [2 x i32]], ptr @__const.main.pairs, i64 0, i64 %310, i64 1
  %313 = load i32, ptr %312, align 4, !tbaa !5
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %314
  %316 = load i32, ptr %315, align 4, !tbaa !5
  %317 = icmp eq i32 %316, %313
  br i1 %317, label %328, label %318

318:                                              ; preds = %309, %318
  %319 = phi i32 [ %326, %318 ], [ %316, %309 ]
  %320 = phi ptr [ %325, %318 ], [ %315, %309 ]
  %321 = sext i32 %319 to i64
  %322 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %321
  %323 = load i32, ptr %322, align 4, !tbaa !5
  store i32 %323, ptr %320, align 4, !tbaa !5
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %324
  %326 = load i32, ptr %325, align 4, !tbaa !5
  %327 = icmp eq i32 %326, %323
  br i1 %327, label %328, label %318, !llvm.loop !18

328:                                              ; preds = %318, %309
  %329 = phi i32 [ %313, %309 ], [ %323, %318 ]
  %330 = load i32, ptr %311, align 8, !tbaa !5
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %331
  %333 = load i32, ptr %332, align 4, !tbaa !5
  %334 = icmp eq i32 %333, %330
  br i1 %334, label %347, label %335

335:                                              ; preds = %328, %335
  %336 = phi i32 [ %343, %335 ], [ %333, %328 ]
  %337 = phi ptr [ %342, %335 ], [ %332, %328 ]
  %338 = sext i32 %336 to i64
  %339 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %338
  %340 = load i32, ptr %339, align 4, !tbaa !5
  store i32 %340, ptr %337, align 4, !tbaa !5
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %341
  %343 = load i32, ptr %342, align 4, !tbaa !5
  %344 = icmp eq i32 %343, %340
  br i1 %344, label %345, label %335, !llvm.loop !18

345:                                              ; preds = %335
  %346 = sext i32 %340 to i64
  br label %347

347:                                              ; preds = %345, %328
  %348 = phi i64 [ %331, %328 ], [ %346, %345 ]
  %349 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %348
  store i32 %329, ptr %349, align 4, !tbaa !5
  %350 = add nuw nsw i64 %310, 1
  %351 = icmp eq i64 %350, 6
  br i1 %351, label %444, label %309, !llvm.loop !19

352:                                              ; preds = %462
  %353 = load i32, ptr @parent, align 16, !tbaa !5
  %354 = icmp eq i32 %353, 0
  br i1 %354, label %365, label %355

355:                                              ; preds = %352, %355
  %356 = phi i32 [ %363, %355 ], [ %353, %352 ]
  %357 = phi ptr [ %362, %355 ], [ @parent, %352 ]
  %358 = sext i32 %356 to i64
  %359 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %358
  %360 = load i32, ptr %359, align 4, !tbaa !5
  store i32 %360, ptr %357, align 4, !tbaa !5
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %361
  %363 = load i32, ptr %362, align 4, !tbaa !5
  %364 = icmp eq i32 %363, %360
  br i1 %364, label %365, label %355, !llvm.loop !18

365:                                              ; preds = %355, %352
  %366 = phi i32 [ 0, %352 ], [ %360, %355 ]
  %367 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 7), align 4, !tbaa !5
  %368 = icmp eq i32 %367, 7
  br i1 %368, label %379, label %369

369:                                              ; preds = %365, %369
  %370 = phi i32 [ %377, %369 ], [ %367, %365 ]
  %371 = phi ptr [ %376, %369 ], [ getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 7), %365 ]
  %372 = sext i32 %370 to i64
  %373 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %372
  %374 = load i32, ptr %373, align 4, !tbaa !5
  store i32 %374, ptr %371, align 4, !tbaa !5
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %375
  %377 = load i32, ptr %376, align 4, !tbaa !5
  %378 = icmp eq i32 %377, %374
  br i1 %378, label %379, label %369, !llvm.loop !18

379:                                              ; preds = %369, %365
  %380 = phi i32 [ 7, %365 ], [ %374, %369 ]
  %381 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 2), align 8, !tbaa !5
  %382 = icmp eq i32 %381, 2
  br i1 %382, label %393, label %383

383:                                              ; preds = %379, %383
  %384 = phi i32 [ %391, %383 ], [ %381, %379 ]
  %385 = phi ptr [ %390, %383 ], [ getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 2), %379 ]
  %386 = sext i32 %384 to i64
  %387 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %386
  %388 = load i32, ptr %387, align 4, !tbaa !5
  store i32 %388, ptr %385, align 4, !tbaa !5
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %389
  %391 = load i32, ptr %390, align 4, !tbaa !5
  %392 = icmp eq i32 %391, %388
  br i1 %392, label %393, label %383, !llvm.loop !18

393:                                              ; preds = %383, %379
  %394 = phi i32 [ 2, %379 ], [ %388, %383 ]
  %395 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 11), align 4, !tbaa !5
  %396 = icmp eq i32 %395, 11
  br i1 %396, label %407, label %397

397:                                              ; preds = %393, %397
  %398 = phi i32 [ %405, %397 ], [ %395, %393 ]
  %399 = phi ptr [ %404, %397 ], [ getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 11), %393 ]
  %400 = sext i32 %398 to i64
  %401 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %400
  %402 = load i32, ptr %401, align 4, !tbaa !5
  store i32 %402, ptr %399, align 4, !tbaa !5
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %403
  %405 = load i32, ptr %404, align 4, !tbaa !5
  %406 = icmp eq i32 %405, %402
  br i1 %406, label %407, label %397, !llvm.loop !18

407:                                              ; preds = %397, %393
  %408 = phi i32 [ 11, %393 ], [ %402, %397 ]
  %409 = load i32, ptr @parent, align 16, !tbaa !5
  %410 = icmp eq i32 %409, 0
  br i1 %410, label %421, label %411

411:                                              ; preds = %407, %411
  %412 = phi i32 [ %419, %411 ], [ %409, %407 ]
  %413 = phi ptr [ %418, %411 ], [ @parent, %407 ]
  %414 = sext i32 %412 to i64
  %415 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %414
  %416 = load i32, ptr %415, align 4, !tbaa !5
  store i32 %416, ptr %413, align 4, !tbaa !5
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %417
  %419 = load i32, ptr %418, align 4, !tbaa !5
  %420 = icmp eq i32 %419, %416
  br i1 %420, label %421, label %411, !llvm.loop !18

421:                                              ; preds = %411, %407
  %422 = phi i32 [ 0, %407 ], [ %416, %411 ]
  %423 = load i32, ptr getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 2), align 8, !tbaa !5
  %424 = icmp eq i32 %423, 2
  br i1 %424, label %435, label %425

425:                                              ; preds = %421, %425
  %426 = phi i32 [ %433, %425 ], [ %423, %421 ]
  %427 = phi ptr [ %432, %425 ], [ getelementptr inbounds ([12 x i32], ptr @parent, i64 0, i64 2), %421 ]
  %428 = sext i32 %426 to i64
  %429 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %428
  %430 = load i32, ptr %429, align 4, !tbaa !5
  store i32 %430, ptr %427, align 4, !tbaa !5
  %431 = sext i32 %430 to i64
  %432 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %431
  %433 = load i32, ptr %432, align 4, !tbaa !5
  %434 = icmp eq i32 %433, %430
  br i1 %434, label %435, label %425, !llvm.loop !18

435:                                              ; preds = %425, %421
  %436 = phi i32 [ 2, %421 ], [ %430, %425 ]
  %437 = icmp eq i32 %394, %408
  %438 = zext i1 %437 to i32
  %439 = icmp eq i32 %366, %380
  %440 = zext i1 %439 to i32
  %441 = icmp eq i32 %422, %436
  %442 = zext i1 %441 to i32
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %467, i32 noundef %440, i32 noundef %438, i32 noundef %442)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7
  ret i32 0

444:                                              ; preds = %347, %462
  %445 = phi i64 [ %468, %462 ], [ 0, %347 ]
  %446 = phi i32 [ %467, %462 ], [ 0, %347 ]
  %447 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %445
  %448 = load i32, ptr %447, align 4, !tbaa !5
  %449 = zext i32 %448 to i64
  %450 = icmp eq i64 %445, %449
  %451 = trunc i64 %445 to i32
  br i1 %450, label %462, label %452

452:                                              ; preds = %444, %452
  %453 = phi i32 [ %460, %452 ], [ %448, %444 ]
  %454 = phi ptr [ %459, %452 ], [ %447, %444 ]
  %455 = sext i32 %453 to i64
  %456 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %455
  %457 = load i32, ptr %456, align 4, !tbaa !5
  store i32 %457, ptr %454, align 4, !tbaa !5
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %458
  %460 = load i32, ptr %459, align 4, !tbaa !5
  %461 = icmp eq i32 %460, %457
  br i1 %461, label %462, label %452, !llvm.loop !18

462:                                              ; preds = %452, %444
  %463 = phi i32 [ %451, %444 ], [ %457, %452 ]
  %464 = zext i32 %463 to i64
  %465 = icmp eq i64 %445, %464
  %466 = zext i1 %465 to i32
  %467 = add nuw nsw i32 %446, %466
  %468 = add nuw nsw i64 %445, 1
  %469 = icmp eq i64 %468, 12
  br i1 %469, label %352, label %444, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @bfs(ptr nocapture noundef %0) unnamed_addr #2 {
  %2 = alloca [12 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %3, i8 -1, i64 44, i1 false), !tbaa !5
  store i32 0, ptr %0, align 4, !tbaa !5
  store i32 0, ptr %2, align 16, !tbaa !5
  br label %8

4:                                                ; preds = %32
  %5 = add nuw nsw i64 %9, 1
  %6 = sext i32 %33 to i64
  %7 = icmp slt i64 %5, %6
  br i1 %7, label %8, label %36, !llvm.loop !21

8:                                                ; preds = %1, %4
  %9 = phi i64 [ 0, %1 ], [ %5, %4 ]
  %10 = phi i32 [ 1, %1 ], [ %33, %4 ]
  %11 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  br label %15

15:                                               ; preds = %8, %32
  %16 = phi i64 [ 0, %8 ], [ %34, %32 ]
  %17 = phi i32 [ %10, %8 ], [ %33, %32 ]
  %18 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %13, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %15
  %22 = getelementptr inbounds i32, ptr %0, i64 %16
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %25, label %32

25:                                               ; preds = %21
  %26 = load i32, ptr %14, align 4, !tbaa !5
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %22, align 4, !tbaa !5
  %28 = add nsw i32 %17, 1
  %29 = sext i32 %17 to i64
  %30 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %29
  %31 = trunc i64 %16 to i32
  store i32 %31, ptr %30, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %15, %21, %25
  %33 = phi i32 [ %28, %25 ], [ %17, %21 ], [ %17, %15 ]
  %34 = add nuw nsw i64 %16, 1
  %35 = icmp eq i64 %34, 12
  br i1 %35, label %4, label %15, !llvm.loop !22

36:                                               ; preds = %4
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc i32 @dfs_order(ptr nocapture noundef writeonly %0) unnamed_addr #4 {
  %2 = alloca [144 x i32], align 16
  %3 = alloca [12 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  store i32 3, ptr %2, align 16, !tbaa !5
  br label %4

4:                                                ; preds = %1, %54
  %5 = phi i32 [ 1, %1 ], [ %56, %54 ]
  %6 = phi i32 [ 0, %1 ], [ %55, %54 ]
  %7 = add nsw i32 %5, -1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %54, !llvm.loop !23

15:                                               ; preds = %4
  store i32 1, ptr %12, align 4, !tbaa !5
  %16 = sext i32 %6 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  store i32 %10, ptr %17, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %48, %15
  %19 = phi i64 [ 11, %15 ], [ %50, %48 ]
  %20 = phi i32 [ %7, %15 ], [ %49, %48 ]
  %21 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %11, i64 %19
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %33, label %24

24:                                               ; preds = %18
  %25 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %19
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %33

28:                                               ; preds = %24
  %29 = add nsw i32 %20, 1
  %30 = sext i32 %20 to i64
  %31 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 %30
  %32 = trunc i64 %19 to i32
  store i32 %32, ptr %31, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %18, %24, %28
  %34 = phi i32 [ %20, %24 ], [ %29, %28 ], [ %20, %18 ]
  %35 = add nsw i64 %19, -1
  %36 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %11, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %48, label %39

39:                                               ; preds = %33
  %40 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %35
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %48

43:                                               ; preds = %39
  %44 = add nsw i32 %34, 1
  %45 = sext i32 %34 to i64
  %46 = getelementptr inbounds [144 x i32], ptr %2, i64 0, i64 %45
  %47 = trunc i64 %35 to i32
  store i32 %47, ptr %46, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %43, %39, %33
  %49 = phi i32 [ %34, %39 ], [ %44, %43 ], [ %34, %33 ]
  %50 = add nsw i64 %19, -2
  %51 = icmp eq i64 %35, 0
  br i1 %51, label %52, label %18, !llvm.loop !24

52:                                               ; preds = %48
  %53 = add nsw i32 %6, 1
  br label %54

54:                                               ; preds = %52, %4
  %55 = phi i32 [ %6, %4 ], [ %53, %52 ]
  %56 = phi i32 [ %7, %4 ], [ %49, %52 ]
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %4

58:                                               ; preds = %54
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %2) #7
  ret i32 %55
}

; Function Attrs: nofree noinline nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @dijkstra(ptr nocapture noundef %0) unnamed_addr #2 {
  %2 = alloca [12 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false)
  %3 = getelementptr inbounds i32, ptr %0, i64 4
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, ptr %0, i64 8
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %4, align 4, !tbaa !5
  store <4 x i32> <i32 0, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %0, align 4, !tbaa !5
  br label %5

5:                                                ; preds = %1, %82
  %6 = phi i32 [ 0, %1 ], [ %83, %82 ]
  br label %9

7:                                                ; preds = %47
  %8 = icmp sgt i32 %48, -1
  br i1 %8, label %51, label %85

9:                                                ; preds = %47, %5
  %10 = phi i64 [ 0, %5 ], [ %49, %47 ]
  %11 = phi i32 [ -1, %5 ], [ %48, %47 ]
  %12 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %10
  %13 = load i32, ptr %12, align 8, !tbaa !5
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %28

15:                                               ; preds = %9
  %16 = getelementptr inbounds i32, ptr %0, i64 %10
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = icmp eq i32 %17, 2147483647
  br i1 %18, label %28, label %19

19:                                               ; preds = %15
  %20 = icmp slt i32 %11, 0
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = zext i32 %11 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = icmp slt i32 %17, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %19
  %27 = trunc i64 %10 to i32
  br label %28

28:                                               ; preds = %9, %15, %21, %26
  %29 = phi i32 [ %11, %9 ], [ %27, %26 ], [ %11, %21 ], [ %11, %15 ]
  %30 = or i64 %10, 1
  %31 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %47

34:                                               ; preds = %28
  %35 = getelementptr inbounds i32, ptr %0, i64 %30
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = icmp eq i32 %36, 2147483647
  br i1 %37, label %47, label %38

38:                                               ; preds = %34
  %39 = icmp slt i32 %29, 0
  br i1 %39, label %45, label %40

40:                                               ; preds = %38
  %41 = zext i32 %29 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = icmp slt i32 %36, %43
  br i1 %44, label %45, label %47

45:                                               ; preds = %40, %38
  %46 = trunc i64 %30 to i32
  br label %47

47:                                               ; preds = %45, %40, %34, %28
  %48 = phi i32 [ %29, %28 ], [ %46, %45 ], [ %29, %40 ], [ %29, %34 ]
  %49 = add nuw nsw i64 %10, 2
  %50 = icmp eq i64 %49, 12
  br i1 %50, label %7, label %9, !llvm.loop !25

51:                                               ; preds = %7
  %52 = zext i32 %48 to i64
  %53 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %52
  store i32 1, ptr %53, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, ptr %0, i64 %52
  br label %55

55:                                               ; preds = %79, %51
  %56 = phi i64 [ 0, %51 ], [ %80, %79 ]
  %57 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %52, i64 %56
  %58 = load i32, ptr %57, align 8, !tbaa !5
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %67, label %60

60:                                               ; preds = %55
  %61 = load i32, ptr %54, align 4, !tbaa !5
  %62 = add nsw i32 %61, %58
  %63 = getelementptr inbounds i32, ptr %0, i64 %56
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = icmp slt i32 %62, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %60
  store i32 %62, ptr %63, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %55, %60, %66
  %68 = or i64 %56, 1
  %69 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %52, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %79, label %72

72:                                               ; preds = %67
  %73 = load i32, ptr %54, align 4, !tbaa !5
  %74 = add nsw i32 %73, %70
  %75 = getelementptr inbounds i32, ptr %0, i64 %68
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = icmp slt i32 %74, %76
  br i1 %77, label %78, label %79

78:                                               ; preds = %72
  store i32 %74, ptr %75, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %78, %72, %67
  %80 = add nuw nsw i64 %56, 2
  %81 = icmp eq i64 %80, 12
  br i1 %81, label %82, label %55, !llvm.loop !26

82:                                               ; preds = %79
  %83 = add nuw nsw i32 %6, 1
  %84 = icmp eq i32 %83, 12
  br i1 %84, label %85, label %5, !llvm.loop !27

85:                                               ; preds = %7, %82
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
