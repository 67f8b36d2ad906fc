; ModuleID = 'tests/differential/src/dynamic_array.c'
source_filename = "tests/differential/src/dynamic_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec = type { i64*, i64, i64 }
%struct.Sb = type { i8*, i64, i64 }

@.str = private unnamed_addr constant [29 x i8] c"vec len %zu cap %zu sum %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"%s (%zu, cap %zu)\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Vec, align 8
  %2 = alloca %struct.Sb, align 8
  %3 = alloca [32 x i8], align 16
  %4 = bitcast %struct.Vec* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #12
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  br label %101

5:                                                ; preds = %101
  %6 = getelementptr inbounds %struct.Vec, %struct.Vec* %1, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !5
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = bitcast %struct.Vec* %1 to i8**
  %11 = load i8*, i8** %10, align 8, !tbaa !11
  br label %109

12:                                               ; preds = %5
  %13 = getelementptr inbounds %struct.Vec, %struct.Vec* %1, i64 0, i32 0
  %14 = load i64*, i64** %13, align 8, !tbaa !11
  %15 = bitcast i64* %14 to i8*
  %16 = icmp ult i64 %7, 4
  br i1 %16, label %98, label %17

17:                                               ; preds = %12
  %18 = and i64 %7, -4
  %19 = add i64 %18, -4
  %20 = lshr exact i64 %19, 2
  %21 = add nuw nsw i64 %20, 1
  %22 = and i64 %21, 3
  %23 = icmp ult i64 %19, 12
  br i1 %23, label %69, label %24

24:                                               ; preds = %17
  %25 = and i64 %21, 9223372036854775804
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %66, %26 ]
  %28 = phi <2 x i64> [ zeroinitializer, %24 ], [ %64, %26 ]
  %29 = phi <2 x i64> [ zeroinitializer, %24 ], [ %65, %26 ]
  %30 = phi i64 [ 0, %24 ], [ %67, %26 ]
  %31 = getelementptr inbounds i64, i64* %14, i64 %27
  %32 = bitcast i64* %31 to <2 x i64>*
  %33 = load <2 x i64>, <2 x i64>* %32, align 8, !tbaa !12
  %34 = getelementptr inbounds i64, i64* %31, i64 2
  %35 = bitcast i64* %34 to <2 x i64>*
  %36 = load <2 x i64>, <2 x i64>* %35, align 8, !tbaa !12
  %37 = add <2 x i64> %33, %28
  %38 = add <2 x i64> %36, %29
  %39 = or i64 %27, 4
  %40 = getelementptr inbounds i64, i64* %14, i64 %39
  %41 = bitcast i64* %40 to <2 x i64>*
  %42 = load <2 x i64>, <2 x i64>* %41, align 8, !tbaa !12
  %43 = getelementptr inbounds i64, i64* %40, i64 2
  %44 = bitcast i64* %43 to <2 x i64>*
  %45 = load <2 x i64>, <2 x i64>* %44, align 8, !tbaa !12
  %46 = add <2 x i64> %42, %37
  %47 = add <2 x i64> %45, %38
  %48 = or i64 %27, 8
  %49 = getelementptr inbounds i64, i64* %14, i64 %48
  %50 = bitcast i64* %49 to <2 x i64>*
  %51 = load <2 x i64>, <2 x i64>* %50, align 8, !tbaa !12
  %52 = getelementptr inbounds i64, i64* %49, i64 2
  %53 = bitcast i64* %52 to <2 x i64>*
  %54 = load <2 x i64>, <2 x i64>* %53, align 8, !tbaa !12
  %55 = add <2 x i64> %51, %46
  %56 = add <2 x i64> %54, %47
  %57 = or i64 %27, 12
  %58 = getelementptr inbounds i64, i64* %14, i64 %57
  %59 = bitcast i64* %58 to <2 x i64>*
  %60 = load <2 x i64>, <2 x i64>* %59, align 8, !tbaa !12
  %61 = getelementptr inbounds i64, i64* %58, i64 2
  %62 = bitcast i64* %61 to <2 x i64>*
  %63 = load <2 x i64>, <2 x i64>* %62, align 8, !tbaa !12
  %64 = add <2 x i64> %60, %55
  %65 = add <2 x i64> %63, %56
  %66 = add nuw i64 %27, 16
  %67 = add nuw i64 %30, 4
  %68 = icmp eq i64 %67, %25
  br i1 %68, label %69, label %26, !llvm.loop !13

69:                                               ; preds = %26, %17
  %70 = phi <2 x i64> [ undef, %17 ], [ %64, %26 ]
  %71 = phi <2 x i64> [ undef, %17 ], [ %65, %26 ]
  %72 = phi i64 [ 0, %17 ], [ %66, %26 ]
  %73 = phi <2 x i64> [ zeroinitializer, %17 ], [ %64, %26 ]
  %74 = phi <2 x i64> [ zeroinitializer, %17 ], [ %65, %26 ]
  %75 = icmp eq i64 %22, 0
  br i1 %75, label %92, label %76

76:                                               ; preds = %69, %76
  %77 = phi i64 [ %89, %76 ], [ %72, %69 ]
  %78 = phi <2 x i64> [ %87, %76 ], [ %73, %69 ]
  %79 = phi <2 x i64> [ %88, %76 ], [ %74, %69 ]
  %80 = phi i64 [ %90, %76 ], [ 0, %69 ]
  %81 = getelementptr inbounds i64, i64* %14, i64 %77
  %82 = bitcast i64* %81 to <2 x i64>*
  %83 = load <2 x i64>, <2 x i64>* %82, align 8, !tbaa !12
  %84 = getelementptr inbounds i64, i64* %81, i64 2
  %85 = bitcast i64* %84 to <2 x i64>*
  %86 = load <2 x i64>, <2 x i64>* %85, align 8, !tbaa !12
  %87 = add <2 x i64> %83, %78
  %88 = add <2 x i64> %86, %79
  %89 = add nuw i64 %77, 4
  %90 = add i64 %80, 1
  %91 = icmp eq i64 %90, %22
  br i1 %91, label %92, label %76, !llvm.loop !16

92:                                               ; preds = %76, %69
  %93 = phi <2 x i64> [ %70, %69 ], [ %87, %76 ]
  %94 = phi <2 x i64> [ %71, %69 ], [ %88, %76 ]
  %95 = add <2 x i64> %94, %93
  %96 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %95)
  %97 = icmp eq i64 %7, %18
  br i1 %97, label %109, label %98

98:                                               ; preds = %12, %92
  %99 = phi i64 [ 0, %12 ], [ %18, %92 ]
  %100 = phi i64 [ 0, %12 ], [ %96, %92 ]
  br label %117

101:                                              ; preds = %0, %101
  %102 = phi i64 [ 0, %0 ], [ %107, %101 ]
  %103 = mul nuw nsw i64 %102, %102
  %104 = trunc i64 %103 to i32
  %105 = urem i32 %104, 1009
  %106 = zext i32 %105 to i64
  call fastcc void @vec_push(%struct.Vec* noundef nonnull %1, i64 noundef %106)
  %107 = add nuw nsw i64 %102, 1
  %108 = icmp eq i64 %107, 1000
  br i1 %108, label %5, label %101, !llvm.loop !18

109:                                              ; preds = %117, %92, %9
  %110 = phi i8* [ %11, %9 ], [ %15, %92 ], [ %15, %117 ]
  %111 = phi i64 [ 0, %9 ], [ %96, %92 ], [ %122, %117 ]
  %112 = getelementptr inbounds %struct.Vec, %struct.Vec* %1, i64 0, i32 2
  %113 = load i64, i64* %112, align 8, !tbaa !19
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i64 noundef %7, i64 noundef %113, i64 noundef %111)
  tail call void @free(i8* noundef %110) #12
  %115 = tail call noalias dereferenceable_or_null(56) i8* @calloc(i64 noundef 7, i64 noundef 8) #12
  %116 = bitcast i8* %115 to i32**
  br label %125

117:                                              ; preds = %98, %117
  %118 = phi i64 [ %123, %117 ], [ %99, %98 ]
  %119 = phi i64 [ %122, %117 ], [ %100, %98 ]
  %120 = getelementptr inbounds i64, i64* %14, i64 %118
  %121 = load i64, i64* %120, align 8, !tbaa !12
  %122 = add nsw i64 %121, %119
  %123 = add nuw i64 %118, 1
  %124 = icmp eq i64 %123, %7
  br i1 %124, label %109, label %117, !llvm.loop !20

125:                                              ; preds = %109, %247
  %126 = phi i64 [ 0, %109 ], [ %132, %247 ]
  %127 = add nsw i64 %126, -9
  %128 = lshr i64 %127, 3
  %129 = add nuw nsw i64 %128, 1
  %130 = add nsw i64 %126, -1
  %131 = shl nuw nsw i64 %126, 2
  %132 = add nuw nsw i64 %126, 1
  %133 = tail call noalias i8* @calloc(i64 noundef %132, i64 noundef 4) #12
  %134 = bitcast i8* %133 to i32*
  %135 = getelementptr inbounds i32*, i32** %116, i64 %126
  %136 = bitcast i32** %135 to i8**
  store i8* %133, i8** %136, align 8, !tbaa !22
  %137 = getelementptr inbounds i32, i32* %134, i64 %126
  store i32 1, i32* %137, align 4, !tbaa !23
  store i32 1, i32* %134, align 4, !tbaa !23
  %138 = icmp ugt i64 %126, 1
  br i1 %138, label %139, label %247

139:                                              ; preds = %125
  %140 = add nsw i64 %126, -1
  %141 = getelementptr inbounds i32*, i32** %116, i64 %140
  %142 = load i32*, i32** %141, align 8, !tbaa !22
  %143 = icmp ult i64 %130, 8
  br i1 %143, label %230, label %144

144:                                              ; preds = %139
  %145 = bitcast i32* %142 to i8*
  %146 = getelementptr i8, i8* %133, i64 4
  %147 = getelementptr i8, i8* %133, i64 %131
  %148 = getelementptr i32, i32* %142, i64 %126
  %149 = bitcast i32* %148 to i8*
  %150 = icmp ult i8* %146, %149
  %151 = icmp ugt i8* %147, %145
  %152 = and i1 %150, %151
  br i1 %152, label %230, label %153

153:                                              ; preds = %144
  %154 = and i64 %130, -8
  %155 = or i64 %154, 1
  %156 = and i64 %129, 1
  %157 = icmp ult i64 %127, 8
  br i1 %157, label %205, label %158

158:                                              ; preds = %153
  %159 = and i64 %129, 4611686018427387902
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i64 [ 0, %158 ], [ %202, %160 ]
  %162 = phi i64 [ 0, %158 ], [ %203, %160 ]
  %163 = or i64 %161, 1
  %164 = getelementptr inbounds i32, i32* %142, i64 %161
  %165 = bitcast i32* %164 to <4 x i32>*
  %166 = load <4 x i32>, <4 x i32>* %165, align 4, !tbaa !23, !alias.scope !25
  %167 = getelementptr inbounds i32, i32* %164, i64 4
  %168 = bitcast i32* %167 to <4 x i32>*
  %169 = load <4 x i32>, <4 x i32>* %168, align 4, !tbaa !23, !alias.scope !25
  %170 = getelementptr inbounds i32, i32* %142, i64 %163
  %171 = bitcast i32* %170 to <4 x i32>*
  %172 = load <4 x i32>, <4 x i32>* %171, align 4, !tbaa !23, !alias.scope !25
  %173 = getelementptr inbounds i32, i32* %170, i64 4
  %174 = bitcast i32* %173 to <4 x i32>*
  %175 = load <4 x i32>, <4 x i32>* %174, align 4, !tbaa !23, !alias.scope !25
  %176 = add nsw <4 x i32> %172, %166
  %177 = add nsw <4 x i32> %175, %169
  %178 = getelementptr inbounds i32, i32* %134, i64 %163
  %179 = bitcast i32* %178 to <4 x i32>*
  store <4 x i32> %176, <4 x i32>* %179, align 4, !tbaa !23, !alias.scope !28, !noalias !25
  %180 = getelementptr inbounds i32, i32* %178, i64 4
  %181 = bitcast i32* %180 to <4 x i32>*
  store <4 x i32> %177, <4 x i32>* %181, align 4, !tbaa !23, !alias.scope !28, !noalias !25
  %182 = or i64 %161, 8
  %183 = or i64 %161, 9
  %184 = getelementptr inbounds i32, i32* %142, i64 %182
  %185 = bitcast i32* %184 to <4 x i32>*
  %186 = load <4 x i32>, <4 x i32>* %185, align 4, !tbaa !23, !alias.scope !25
  %187 = getelementptr inbounds i32, i32* %184, i64 4
  %188 = bitcast i32* %187 to <4 x i32>*
  %189 = load <4 x i32>, <4 x i32>* %188, align 4, !tbaa !23, !alias.scope !25
  %190 = getelementptr inbounds i32, i32* %142, i64 %183
  %191 = bitcast i32* %190 to <4 x i32>*
  %192 = load <4 x i32>, <4 x i32>* %191, align 4, !tbaa !23, !alias.scope !25
  %193 = getelementptr inbounds i32, i32* %190, i64 4
  %194 = bitcast i32* %193 to <4 x i32>*
  %195 = load <4 x i32>, <4 x i32>* %194, align 4, !tbaa !23, !alias.scope !25
  %196 = add nsw <4 x i32> %192, %186
  %197 = add nsw <4 x i32> %195, %189
  %198 = getelementptr inbounds i32, i32* %134, i64 %183
  %199 = bitcast i32* %198 to <4 x i32>*
  store <4 x i32> %196, <4 x i32>* %199, align 4, !tbaa !23, !alias.scope !28, !noalias !25
  %200 = getelementptr inbounds i32, i32* %198, i64 4
  %201 = bitcast i32* %200 to <4 x i32>*
  store <4 x i32> %197, <4 x i32>* %201, align 4, !tbaa !23, !alias.scope !28, !noalias !25
  %202 = add nuw i64 %161, 16
  %203 = add i64 %162, 2
  %204 = icmp eq i64 %203, %159
  br i1 %204, label %205, label %160, !llvm.loop !30

205:                                              ; preds = %160, %153
  %206 = phi i64 [ 0, %153 ], [ %202, %160 ]
  %207 = icmp eq i64 %156, 0
  br i1 %207, label %228, label %208

208:                                              ; preds = %205
  %209 = or i64 %206, 1
  %210 = getelementptr inbounds i32, i32* %142, i64 %206
  %211 = bitcast i32* %210 to <4 x i32>*
  %212 = load <4 x i32>, <4 x i32>* %211, align 4, !tbaa !23, !alias.scope !25
  %213 = getelementptr inbounds i32, i32* %210, i64 4
  %214 = bitcast i32* %213 to <4 x i32>*
  %215 = load <4 x i32>, <4 x i32>* %214, align 4, !tbaa !23, !alias.scope !25
  %216 = getelementptr inbounds i32, i32* %142, i64 %209
  %217 = bitcast i32* %216 to <4 x i32>*
  %218 = load <4 x i32>, <4 x i32>* %217, align 4, !tbaa !23, !alias.scope !25
  %219 = getelementptr inbounds i32, i32* %216, i64 4
  %220 = bitcast i32* %219 to <4 x i32>*
  %221 = load <4 x i32>, <4 x i32>* %220, align 4, !tbaa !23, !alias.scope !25
  %222 = add nsw <4 x i32> %218, %212
  %223 = add nsw <4 x i32> %221, %215
  %224 = getelementptr inbounds i32, i32* %134, i64 %209
  %225 = bitcast i32* %224 to <4 x i32>*
  store <4 x i32> %222, <4 x i32>* %225, align 4, !tbaa !23, !alias.scope !28, !noalias !25
  %226 = getelementptr inbounds i32, i32* %224, i64 4
  %227 = bitcast i32* %226 to <4 x i32>*
  store <4 x i32> %223, <4 x i32>* %227, align 4, !tbaa !23, !alias.scope !28, !noalias !25
  br label %228

228:                                              ; preds = %205, %208
  %229 = icmp eq i64 %130, %154
  br i1 %229, label %247, label %230

230:                                              ; preds = %144, %139, %228
  %231 = phi i64 [ 1, %144 ], [ 1, %139 ], [ %155, %228 ]
  %232 = add i64 %231, 1
  %233 = and i64 %126, 1
  %234 = icmp eq i64 %233, 0
  br i1 %234, label %235, label %244

235:                                              ; preds = %230
  %236 = add nsw i64 %231, -1
  %237 = getelementptr inbounds i32, i32* %142, i64 %236
  %238 = load i32, i32* %237, align 4, !tbaa !23
  %239 = getelementptr inbounds i32, i32* %142, i64 %231
  %240 = load i32, i32* %239, align 4, !tbaa !23
  %241 = add nsw i32 %240, %238
  %242 = getelementptr inbounds i32, i32* %134, i64 %231
  store i32 %241, i32* %242, align 4, !tbaa !23
  %243 = add nuw nsw i64 %231, 1
  br label %244

244:                                              ; preds = %235, %230
  %245 = phi i64 [ %231, %230 ], [ %243, %235 ]
  %246 = icmp eq i64 %126, %232
  br i1 %246, label %247, label %356

247:                                              ; preds = %244, %356, %228, %125
  %248 = icmp eq i64 %132, 7
  br i1 %248, label %249, label %125, !llvm.loop !31

249:                                              ; preds = %247
  %250 = load i32*, i32** %116, align 8, !tbaa !22
  %251 = load i32, i32* %250, align 4, !tbaa !23
  %252 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %251)
  %253 = tail call i32 @putchar(i32 10)
  %254 = bitcast i32* %250 to i8*
  tail call void @free(i8* noundef %254) #12
  %255 = getelementptr inbounds i32*, i32** %116, i64 1
  %256 = load i32*, i32** %255, align 8, !tbaa !22
  %257 = load i32, i32* %256, align 4, !tbaa !23
  %258 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %257)
  %259 = getelementptr inbounds i32, i32* %256, i64 1
  %260 = load i32, i32* %259, align 4, !tbaa !23
  %261 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %260)
  %262 = tail call i32 @putchar(i32 10)
  %263 = bitcast i32* %256 to i8*
  tail call void @free(i8* noundef %263) #12
  %264 = getelementptr inbounds i32*, i32** %116, i64 2
  %265 = load i32*, i32** %264, align 8, !tbaa !22
  %266 = load i32, i32* %265, align 4, !tbaa !23
  %267 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %266)
  %268 = getelementptr inbounds i32, i32* %265, i64 1
  %269 = load i32, i32* %268, align 4, !tbaa !23
  %270 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %269)
  %271 = getelementptr inbounds i32, i32* %265, i64 2
  %272 = load i32, i32* %271, align 4, !tbaa !23
  %273 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %272)
  %274 = tail call i32 @putchar(i32 10)
  %275 = bitcast i32* %265 to i8*
  tail call void @free(i8* noundef %275) #12
  %276 = getelementptr inbounds i32*, i32** %116, i64 3
  %277 = load i32*, i32** %276, align 8, !tbaa !22
  %278 = load i32, i32* %277, align 4, !tbaa !23
  %279 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %278)
  %280 = getelementptr inbounds i32, i32* %277, i64 1
  %281 = load i32, i32* %280, align 4, !tbaa !23
  %282 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %281)
  %283 = getelementptr inbounds i32, i32* %277, i64 2
  %284 = load i32, i32* %283, align 4, !tbaa !23
  %285 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %284)
  %286 = getelementptr inbounds i32, i32* %277, i64 3
  %287 = load i32, i32* %286, align 4, !tbaa !23
  %288 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %287)
  %289 = tail call i32 @putchar(i32 10)
  %290 = bitcast i32* %277 to i8*
  tail call void @free(i8* noundef %290) #12
  %291 = getelementptr inbounds i32*, i32** %116, i64 4
  %292 = load i32*, i32** %291, align 8, !tbaa !22
  %293 = load i32, i32* %292, align 4, !tbaa !23
  %294 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %293)
  %295 = getelementptr inbounds i32, i32* %292, i64 1
  %296 = load i32, i32* %295, align 4, !tbaa !23
  %297 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %296)
  %298 = getelementptr inbounds i32, i32* %292, i64 2
  %299 = load i32, i32* %298, align 4, !tbaa !23
  %300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %299)
  %301 = getelementptr inbounds i32, i32* %292, i64 3
  %302 = load i32, i32* %301, align 4, !tbaa !23
  %303 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %302)
  %304 = getelementptr inbounds i32, i32* %292, i64 4
  %305 = load i32, i32* %304, align 4, !tbaa !23
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %305)
  %307 = tail call i32 @putchar(i32 10)
  %308 = bitcast i32* %292 to i8*
  tail call void @free(i8* noundef %308) #12
  %309 = getelementptr inbounds i32*, i32** %116, i64 5
  %310 = load i32*, i32** %309, align 8, !tbaa !22
  %311 = load i32, i32* %310, align 4, !tbaa !23
  %312 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %311)
  %313 = getelementptr inbounds i32, i32* %310, i64 1
  %314 = load i32, i32* %313, align 4, !tbaa !23
  %315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %314)
  %316 = getelementptr inbounds i32, i32* %310, i64 2
  %317 = load i32, i32* %316, align 4, !tbaa !23
  %318 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %317)
  %319 = getelementptr inbounds i32, i32* %310, i64 3
  %320 = load i32, i32* %319, align 4, !tbaa !23
  %321 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %320)
  %322 = getelementptr inbounds i32, i32* %310, i64 4
  %323 = load i32, i32* %322, align 4, !tbaa !23
  %324 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %323)
  %325 = getelementptr inbounds i32, i32* %310, i64 5
  %326 = load i32, i32* %325, align 4, !tbaa !23
  %327 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %326)
  %328 = tail call i32 @putchar(i32 10)
  %329 = bitcast i32* %310 to i8*
  tail call void @free(i8* noundef %329) #12
  %330 = getelementptr inbounds i32*, i32** %116, i64 6
  %331 = load i32*, i32** %330, align 8, !tbaa !22
  %332 = load i32, i32* %331, align 4, !tbaa !23
  %333 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %332)
  %334 = getelementptr inbounds i32, i32* %331, i64 1
  %335 = load i32, i32* %334, align 4, !tbaa !23
  %336 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %335)
  %337 = getelementptr inbounds i32, i32* %331, i64 2
  %338 = load i32, i32* %337, align 4, !tbaa !23
  %339 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %338)
  %340 = getelementptr inbounds i32, i32* %331, i64 3
  %341 = load i32, i32* %340, align 4, !tbaa !23
  %342 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %341)
  %343 = getelementptr inbounds i32, i32* %331, i64 4
  %344 = load i32, i32* %343, align 4, !tbaa !23
  %345 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %344)
  %346 = getelementptr inbounds i32, i32* %331, i64 5
  %347 = load i32, i32* %346, align 4, !tbaa !23
  %348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %347)
  %349 = getelementptr inbounds i32, i32* %331, i64 6
  %350 = load i32, i32* %349, align 4, !tbaa !23
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %350)
  %352 = tail call i32 @putchar(i32 10)
  %353 = bitcast i32* %331 to i8*
  tail call void @free(i8* noundef %353) #12
  tail call void @free(i8* noundef %115) #12
  %354 = bitcast %struct.Sb* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %354) #12
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %354, i8 0, i64 24, i1 false)
  %355 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %355) #12
  br label %382

356:                                              ; preds = %244, %356
  %357 = phi i64 [ %372, %356 ], [ %245, %244 ]
  %358 = add nsw i64 %357, -1
  %359 = getelementptr inbounds i32, i32* %142, i64 %358
  %360 = load i32, i32* %359, align 4, !tbaa !23
  %361 = getelementptr inbounds i32, i32* %142, i64 %357
  %362 = load i32, i32* %361, align 4, !tbaa !23
  %363 = add nsw i32 %362, %360
  %364 = getelementptr inbounds i32, i32* %134, i64 %357
  store i32 %363, i32* %364, align 4, !tbaa !23
  %365 = add nuw nsw i64 %357, 1
  %366 = getelementptr inbounds i32, i32* %142, i64 %357
  %367 = load i32, i32* %366, align 4, !tbaa !23
  %368 = getelementptr inbounds i32, i32* %142, i64 %365
  %369 = load i32, i32* %368, align 4, !tbaa !23
  %370 = add nsw i32 %369, %367
  %371 = getelementptr inbounds i32, i32* %134, i64 %365
  store i32 %370, i32* %371, align 4, !tbaa !23
  %372 = add nuw nsw i64 %357, 2
  %373 = icmp eq i64 %372, %126
  br i1 %373, label %247, label %356, !llvm.loop !32

374:                                              ; preds = %382
  %375 = getelementptr inbounds %struct.Sb, %struct.Sb* %2, i64 0, i32 0
  %376 = load i8*, i8** %375, align 8, !tbaa !33
  %377 = getelementptr inbounds %struct.Sb, %struct.Sb* %2, i64 0, i32 1
  %378 = load i64, i64* %377, align 8, !tbaa !35
  %379 = getelementptr inbounds %struct.Sb, %struct.Sb* %2, i64 0, i32 2
  %380 = load i64, i64* %379, align 8, !tbaa !36
  %381 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i8* noundef %376, i64 noundef %378, i64 noundef %380)
  tail call void @free(i8* noundef %376) #12
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %355) #12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %354) #12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #12
  ret i32 0

382:                                              ; preds = %249, %382
  %383 = phi i32 [ 0, %249 ], [ %388, %382 ]
  %384 = mul nuw nsw i32 %383, %383
  %385 = icmp eq i32 %383, 29
  %386 = select i1 %385, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)
  %387 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %355, i64 noundef 32, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %384, i8* noundef %386) #12
  call fastcc void @sb_append(%struct.Sb* noundef nonnull %2, i8* noundef nonnull %355)
  %388 = add nuw nsw i32 %383, 1
  %389 = icmp eq i32 %388, 30
  br i1 %389, label %374, label %382, !llvm.loop !37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc void @vec_push(%struct.Vec* nocapture noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds %struct.Vec, %struct.Vec* %0, i64 0, i32 1
  %4 = load i64, i64* %3, align 8, !tbaa !5
  %5 = getelementptr inbounds %struct.Vec, %struct.Vec* %0, i64 0, i32 2
  %6 = load i64, i64* %5, align 8, !tbaa !19
  %7 = icmp eq i64 %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec, %struct.Vec* %0, i64 0, i32 0
  %10 = load i64*, i64** %9, align 8, !tbaa !11
  br label %21

11:                                               ; preds = %2
  %12 = icmp eq i64 %4, 0
  %13 = shl i64 %4, 1
  %14 = select i1 %12, i64 4, i64 %13
  store i64 %14, i64* %5, align 8, !tbaa !19
  %15 = bitcast %struct.Vec* %0 to i8**
  %16 = load i8*, i8** %15, align 8, !tbaa !11
  %17 = shl i64 %14, 3
  %18 = tail call i8* @realloc(i8* noundef %16, i64 noundef %17) #12
  store i8* %18, i8** %15, align 8, !tbaa !11
  %19 = bitcast i8* %18 to i64*
  %20 = load i64, i64* %3, align 8, !tbaa !5
  br label %21

21:                                               ; preds = %8, %11
  %22 = phi i64 [ %4, %8 ], [ %20, %11 ]
  %23 = phi i64* [ %10, %8 ], [ %19, %11 ]
  %24 = add i64 %22, 1
  store i64 %24, i64* %3, align 8, !tbaa !5
  %25 = getelementptr inbounds i64, i64* %23, i64 %22
  store i64 %1, i64* %25, align 8, !tbaa !12
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @sb_append(%struct.Sb* nocapture noundef %0, i8* nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #13
  %4 = getelementptr inbounds %struct.Sb, %struct.Sb* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !35
  %6 = add i64 %3, 1
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds %struct.Sb, %struct.Sb* %0, i64 0, i32 2
  %9 = load i64, i64* %8, align 8, !tbaa !36
  %10 = icmp ugt i64 %7, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Sb, %struct.Sb* %0, i64 0, i32 0
  %13 = load i8*, i8** %12, align 8, !tbaa !33
  br label %25

14:                                               ; preds = %2, %14
  %15 = phi i64 [ %18, %14 ], [ %9, %2 ]
  %16 = icmp eq i64 %15, 0
  %17 = shl i64 %15, 1
  %18 = select i1 %16, i64 8, i64 %17
  %19 = icmp ugt i64 %7, %18
  br i1 %19, label %14, label %20, !llvm.loop !38

20:                                               ; preds = %14
  store i64 %18, i64* %8, align 8, !tbaa !36
  %21 = getelementptr inbounds %struct.Sb, %struct.Sb* %0, i64 0, i32 0
  %22 = load i8*, i8** %21, align 8, !tbaa !33
  %23 = tail call i8* @realloc(i8* noundef %22, i64 noundef %18) #12
  store i8* %23, i8** %21, align 8, !tbaa !33
  %24 = load i64, i64* %4, align 8, !tbaa !35
  br label %25

25:                                               ; preds = %11, %20
  %26 = phi i64 [ %5, %11 ], [ %24, %20 ]
  %27 = phi i8* [ %13, %11 ], [ %23, %20 ]
  %28 = getelementptr inbounds i8, i8* %27, i64 %26
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %28, i8* align 1 %1, i64 %6, i1 false)
  %29 = load i64, i64* %4, align 8, !tbaa !35
  %30 = add i64 %29, %3
  store i64 %30, i64* %4, align 8, !tbaa !35
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #10 = { nofree nounwind }
attributes #11 = { nofree nosync nounwind readnone willreturn }
attributes #12 = { nounwind }
attributes #13 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Vec", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!10, !10, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !14}
!19 = !{!6, !10, i64 16}
!20 = distinct !{!20, !14, !21, !15}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!7, !7, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !8, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !27}
!27 = distinct !{!27, !"LVerDomain"}
!28 = !{!29}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14, !15}
!33 = !{!34, !7, i64 0}
!34 = !{!"Sb", !7, i64 0, !10, i64 8, !10, i64 16}
!35 = !{!34, !10, i64 8}
!36 = !{!34, !10, i64 16}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
