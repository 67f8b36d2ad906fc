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

5:                                                ; preds = %0, %54
  %6 = phi i64 [ 0, %0 ], [ %8, %54 ]
  %7 = mul nuw nsw i64 %6, 5
  %8 = add nuw nsw i64 %6, 1
  br label %56

9:                                                ; preds = %54
  %10 = bitcast [12 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %10) #6
  %11 = bitcast [12 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %11) #6
  %12 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 0
  call fastcc void @bfs(i32* noundef nonnull %12)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0))
  %14 = load i32, i32* %12, align 16, !tbaa !5
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %14)
  %16 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 1
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %17)
  %19 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 2
  %20 = load i32, i32* %19, align 8, !tbaa !5
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %20)
  %22 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 3
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
  %25 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 4
  %26 = load i32, i32* %25, align 16, !tbaa !5
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %26)
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 5
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29)
  %31 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 6
  %32 = load i32, i32* %31, align 8, !tbaa !5
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %32)
  %34 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 7
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %35)
  %37 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 8
  %38 = load i32, i32* %37, align 16, !tbaa !5
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %38)
  %40 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 9
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %41)
  %43 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 10
  %44 = load i32, i32* %43, align 8, !tbaa !5
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %44)
  %46 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 11
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %47)
  %49 = tail call i32 @putchar(i32 10)
  %50 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 0
  %51 = call fastcc i32 @dfs_order(i32* noundef nonnull %50)
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0))
  %53 = icmp sgt i32 %51, 0
  br i1 %53, label %76, label %78

54:                                               ; preds = %73
  %55 = icmp eq i64 %8, 12
  br i1 %55, label %9, label %5, !llvm.loop !9

56:                                               ; preds = %5, %73
  %57 = phi i64 [ 0, %5 ], [ %74, %73 ]
  %58 = icmp eq i64 %6, %57
  br i1 %58, label %73, label %59

59:                                               ; preds = %56
  %60 = mul nuw nsw i64 %57, 3
  %61 = add nuw nsw i64 %60, %7
  %62 = trunc i64 %61 to i32
  %63 = urem i32 %62, 7
  %64 = icmp eq i32 %63, 0
  %65 = icmp eq i64 %57, %8
  %66 = select i1 %64, i1 true, i1 %65
  br i1 %66, label %67, label %73

67:                                               ; preds = %59
  %68 = mul nuw nsw i64 %57, %6
  %69 = trunc i64 %68 to i32
  %70 = urem i32 %69, 9
  %71 = add nuw nsw i32 %70, 1
  %72 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %6, i64 %57
  store i32 %71, i32* %72, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %59, %56, %67
  %74 = add nuw nsw i64 %57, 1
  %75 = icmp eq i64 %74, 12
  br i1 %75, label %54, label %56, !llvm.loop !11

76:                                               ; preds = %9
  %77 = zext i32 %51 to i64
  br label %132

78:                                               ; preds = %132, %9
  %79 = tail call i32 @putchar(i32 10)
  call fastcc void @dijkstra(i32* noundef nonnull %12)
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0))
  %81 = load i32, i32* %12, align 16, !tbaa !5
  %82 = icmp eq i32 %81, 2147483647
  %83 = select i1 %82, i32 -1, i32 %81
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %83)
  %85 = load i32, i32* %16, align 4, !tbaa !5
  %86 = icmp eq i32 %85, 2147483647
  %87 = select i1 %86, i32 -1, i32 %85
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %87)
  %89 = load i32, i32* %19, align 8, !tbaa !5
  %90 = icmp eq i32 %89, 2147483647
  %91 = select i1 %90, i32 -1, i32 %89
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %91)
  %93 = load i32, i32* %22, align 4, !tbaa !5
  %94 = icmp eq i32 %93, 2147483647
  %95 = select i1 %94, i32 -1, i32 %93
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %95)
  %97 = load i32, i32* %25, align 16, !tbaa !5
  %98 = icmp eq i32 %97, 2147483647
  %99 = select i1 %98, i32 -1, i32 %97
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %99)
  %101 = load i32, i32* %28, align 4, !tbaa !5
  %102 = icmp eq i32 %101, 2147483647
  %103 = select i1 %102, i32 -1, i32 %101
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %103)
  %105 = load i32, i32* %31, align 8, !tbaa !5
  %106 = icmp eq i32 %105, 2147483647
  %107 = select i1 %106, i32 -1, i32 %105
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %107)
  %109 = load i32, i32* %34, align 4, !tbaa !5
  %110 = icmp eq i32 %109, 2147483647
  %111 = select i1 %110, i32 -1, i32 %109
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %111)
  %113 = load i32, i32* %37, align 16, !tbaa !5
  %114 = icmp eq i32 %113, 2147483647
  %115 = select i1 %114, i32 -1, i32 %113
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %115)
  %117 = load i32, i32* %40, align 4, !tbaa !5
  %118 = icmp eq i32 %117, 2147483647
  %119 = select i1 %118, i32 -1, i32 %117
  %120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %119)
  %121 = load i32, i32* %43, align 8, !tbaa !5
  %122 = icmp eq i32 %121, 2147483647
  %123 = select i1 %122, i32 -1, i32 %121
  %124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %123)
  %125 = load i32, i32* %46, align 4, !tbaa !5
  %126 = icmp eq i32 %125, 2147483647
  %127 = select i1 %126, i32 -1, i32 %125
  %128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %127)
  %129 = tail call i32 @putchar(i32 10)
  %130 = bitcast [12 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %130) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %130, i8 0, i64 48, i1 false)
  %131 = bitcast [12 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %131) #6
  br label %146

132:                                              ; preds = %76, %132
  %133 = phi i64 [ 0, %76 ], [ %137, %132 ]
  %134 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %133
  %135 = load i32, i32* %134, align 4, !tbaa !5
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %135)
  %137 = add nuw nsw i64 %133, 1
  %138 = icmp eq i64 %137, %77
  br i1 %138, label %78, label %132, !llvm.loop !12

139:                                              ; preds = %160, %146
  %140 = add nuw nsw i64 %148, 1
  %141 = icmp eq i64 %149, 12
  br i1 %141, label %142, label %146, !llvm.loop !13

142:                                              ; preds = %139
  %143 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 0
  %144 = load i32, i32* %143, align 16, !tbaa !5
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %163, label %165

146:                                              ; preds = %78, %139
  %147 = phi i64 [ 0, %78 ], [ %149, %139 ]
  %148 = phi i64 [ 1, %78 ], [ %140, %139 ]
  %149 = add nuw nsw i64 %147, 1
  %150 = icmp ult i64 %147, 11
  br i1 %150, label %151, label %139

151:                                              ; preds = %146, %160
  %152 = phi i64 [ %161, %160 ], [ %148, %146 ]
  %153 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %147, i64 %152
  %154 = load i32, i32* %153, align 4, !tbaa !5
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %160, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %152
  %158 = load i32, i32* %157, align 4, !tbaa !5
  %159 = add nsw i32 %158, 1
  store i32 %159, i32* %157, align 4, !tbaa !5
  br label %160

160:                                              ; preds = %151, %156
  %161 = add nuw nsw i64 %152, 1
  %162 = icmp eq i64 %161, 12
  br i1 %162, label %139, label %151, !llvm.loop !14

163:                                              ; preds = %142
  %164 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 0
  store i32 0, i32* %164, align 16, !tbaa !5
  br label %165

165:                                              ; preds = %142, %163
  %166 = phi i32 [ 0, %142 ], [ 1, %163 ]
  %167 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 1
  %168 = load i32, i32* %167, align 4, !tbaa !5
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %174

170:                                              ; preds = %165
  %171 = add nuw nsw i32 %166, 1
  %172 = zext i32 %166 to i64
  %173 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %172
  store i32 1, i32* %173, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %170, %165
  %175 = phi i32 [ %166, %165 ], [ %171, %170 ]
  %176 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 2
  %177 = load i32, i32* %176, align 8, !tbaa !5
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %179, label %183

179:                                              ; preds = %174
  %180 = add nuw nsw i32 %175, 1
  %181 = zext i32 %175 to i64
  %182 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %181
  store i32 2, i32* %182, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %179, %174
  %184 = phi i32 [ %175, %174 ], [ %180, %179 ]
  %185 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 3
  %186 = load i32, i32* %185, align 4, !tbaa !5
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %192

188:                                              ; preds = %183
  %189 = add nuw nsw i32 %184, 1
  %190 = zext i32 %184 to i64
  %191 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %190
  store i32 3, i32* %191, align 4, !tbaa !5
  br label %192

192:                                              ; preds = %188, %183
  %193 = phi i32 [ %184, %183 ], [ %189, %188 ]
  %194 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 4
  %195 = load i32, i32* %194, align 16, !tbaa !5
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %197, label %201

197:                                              ; preds = %192
  %198 = add nuw nsw i32 %193, 1
  %199 = zext i32 %193 to i64
  %200 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %199
  store i32 4, i32* %200, align 4, !tbaa !5
  br label %201

201:                                              ; preds = %197, %192
  %202 = phi i32 [ %193, %192 ], [ %198, %197 ]
  %203 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 5
  %204 = load i32, i32* %203, align 4, !tbaa !5
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %206, label %210

206:                                              ; preds = %201
  %207 = add nuw nsw i32 %202, 1
  %208 = zext i32 %202 to i64
  %209 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %208
  store i32 5, i32* %209, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %206, %201
  %211 = phi i32 [ %202, %201 ], [ %207, %206 ]
  %212 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 6
  %213 = load i32, i32* %212, align 8, !tbaa !5
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %215, label %219

215:                                              ; preds = %210
  %216 = add nuw nsw i32 %211, 1
  %217 = zext i32 %211 to i64
  %218 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %217
  store i32 6, i32* %218, align 4, !tbaa !5
  br label %219

219:                                              ; preds = %215, %210
  %220 = phi i32 [ %211, %210 ], [ %216, %215 ]
  %221 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 7
  %222 = load i32, i32* %221, align 4, !tbaa !5
  %223 = icmp eq i32 %222, 0
  br i1 %223, label %224, label %228

224:                                              ; preds = %219
  %225 = add nuw nsw i32 %220, 1
  %226 = zext i32 %220 to i64
  %227 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %226
  store i32 7, i32* %227, align 4, !tbaa !5
  br label %228

228:                                              ; preds = %224, %219
  %229 = phi i32 [ %220, %219 ], [ %225, %224 ]
  %230 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 8
  %231 = load i32, i32* %230, align 16, !tbaa !5
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %233, label %237

233:                                              ; preds = %228
  %234 = add nuw nsw i32 %229, 1
  %235 = zext i32 %229 to i64
  %236 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %235
  store i32 8, i32* %236, align 4, !tbaa !5
  br label %237

237:                                              ; preds = %233, %228
  %238 = phi i32 [ %229, %228 ], [ %234, %233 ]
  %239 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 9
  %240 = load i32, i32* %239, align 4, !tbaa !5
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %242, label %246

242:                                              ; preds = %237
  %243 = add nuw nsw i32 %238, 1
  %244 = zext i32 %238 to i64
  %245 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %244
  store i32 9, i32* %245, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %242, %237
  %247 = phi i32 [ %238, %237 ], [ %243, %242 ]
  %248 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 10
  %249 = load i32, i32* %248, align 8, !tbaa !5
  %250 = icmp eq i32 %249, 0
  br i1 %250, label %251, label %255

251:                                              ; preds = %246
  %252 = add nuw nsw i32 %247, 1
  %253 = zext i32 %247 to i64
  %254 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %253
  store i32 10, i32* %254, align 4, !tbaa !5
  br label %255

255:                                              ; preds = %251, %246
  %256 = phi i32 [ %247, %246 ], [ %252, %251 ]
  %257 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 11
  %258 = load i32, i32* %257, align 4, !tbaa !5
  %259 = icmp eq i32 %258, 0
  br i1 %259, label %260, label %264

260:                                              ; preds = %255
  %261 = add nuw nsw i32 %256, 1
  %262 = zext i32 %256 to i64
  %263 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %262
  store i32 11, i32* %263, align 4, !tbaa !5
  br label %266

264:                                              ; preds = %255
  %265 = icmp eq i32 %256, 0
  br i1 %265, label %268, label %266

266:                                              ; preds = %260, %264
  %267 = phi i32 [ %256, %264 ], [ %261, %260 ]
  br label %274

268:                                              ; preds = %264
  %269 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0))
  br label %308

270:                                              ; preds = %300, %274
  %271 = phi i32 [ %276, %274 ], [ %301, %300 ]
  %272 = sext i32 %271 to i64
  %273 = icmp slt i64 %277, %272
  br i1 %273, label %274, label %303, !llvm.loop !15

274:                                              ; preds = %266, %270
  %275 = phi i64 [ %277, %270 ], [ 0, %266 ]
  %276 = phi i32 [ %271, %270 ], [ %267, %266 ]
  %277 = add nuw nsw i64 %275, 1
  %278 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %275
  %279 = load i32, i32* %278, align 4, !tbaa !5
  %280 = icmp slt i32 %279, 11
  br i1 %280, label %281, label %270

281:                                              ; preds = %274
  %282 = sext i32 %279 to i64
  br label %283

283:                                              ; preds = %281, %300
  %284 = phi i64 [ %282, %281 ], [ %286, %300 ]
  %285 = phi i32 [ %276, %281 ], [ %301, %300 ]
  %286 = add nsw i64 %284, 1
  %287 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %282, i64 %286
  %288 = load i32, i32* %287, align 4, !tbaa !5
  %289 = icmp eq i32 %288, 0
  br i1 %289, label %300, label %290

290:                                              ; preds = %283
  %291 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %286
  %292 = load i32, i32* %291, align 4, !tbaa !5
  %293 = add nsw i32 %292, -1
  store i32 %293, i32* %291, align 4, !tbaa !5
  %294 = icmp eq i32 %293, 0
  br i1 %294, label %295, label %300

295:                                              ; preds = %290
  %296 = add nsw i32 %285, 1
  %297 = sext i32 %285 to i64
  %298 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %297
  %299 = trunc i64 %286 to i32
  store i32 %299, i32* %298, align 4, !tbaa !5
  br label %300

300:                                              ; preds = %283, %290, %295
  %301 = phi i32 [ %296, %295 ], [ %285, %290 ], [ %285, %283 ]
  %302 = icmp eq i64 %286, 11
  br i1 %302, label %270, label %283, !llvm.loop !16

303:                                              ; preds = %270
  %304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0))
  %305 = icmp sgt i32 %271, 0
  br i1 %305, label %306, label %308

306:                                              ; preds = %303
  %307 = zext i32 %271 to i64
  br label %310

308:                                              ; preds = %310, %268, %303
  %309 = tail call i32 @putchar(i32 10)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, <4 x i32>* bitcast ([12 x i32]* @parent to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, <4 x i32>* bitcast (i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, <4 x i32>* bitcast (i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !5
  br label %317

310:                                              ; preds = %306, %310
  %311 = phi i64 [ 0, %306 ], [ %315, %310 ]
  %312 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %311
  %313 = load i32, i32* %312, align 4, !tbaa !5
  %314 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %313)
  %315 = add nuw nsw i64 %311, 1
  %316 = icmp eq i64 %315, %307
  br i1 %316, label %308, label %310, !llvm.loop !17

317:                                              ; preds = %308, %355
  %318 = phi i64 [ 0, %308 ], [ %358, %355 ]
  %319 = getelementptr inbounds [6 x [2 x i32]], [6 x [2 x i32]]* @__const.main.pairs, i64 0, i64 %318, i64 1
  %320 = load i32, i32* %319, align 4, !tbaa !5
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %321
  %323 = load i32, i32* %322, align 4, !tbaa !5
  %324 = icmp eq i32 %323, %320
  br i1 %324, label %335, label %325

325:                                              ; preds = %317, %325
  %326 = phi i32 [ %333, %325 ], [ %323, %317 ]
  %327 = phi i32* [ %332, %325 ], [ %322, %317 ]
  %328 = sext i32 %326 to i64
  %329 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %328
  %330 = load i32, i32* %329, align 4, !tbaa !5
  store i32 %330, i32* %327, align 4, !tbaa !5
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %331
  %333 = load i32, i32* %332, align 4, !tbaa !5
  %334 = icmp eq i32 %333, %330
  br i1 %334, label %335, label %325, !llvm.loop !18

335:                                              ; preds = %325, %317
  %336 = phi i32 [ %320, %317 ], [ %330, %325 ]
  %337 = getelementptr inbounds [6 x [2 x i32]], [6 x [2 x i32]]* @__const.main.pairs, i64 0, i64 %318, i64 0
  %338 = load i32, i32* %337, align 8, !tbaa !5
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %339
  %341 = load i32, i32* %340, align 4, !tbaa !5
  %342 = icmp eq i32 %341, %338
  br i1 %342, label %355, label %343

343:                                              ; preds = %335, %343
  %344 = phi i32 [ %351, %343 ], [ %341, %335 ]
  %345 = phi i32* [ %350, %343 ], [ %340, %335 ]
  %346 = sext i32 %344 to i64
  %347 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %346
  %348 = load i32, i32* %347, align 4, !tbaa !5
  store i32 %348, i32* %345, align 4, !tbaa !5
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %349
  %351 = load i32, i32* %350, align 4, !tbaa !5
  %352 = icmp eq i32 %351, %348
  br i1 %352, label %353, label %343, !llvm.loop !18

353:                                              ; preds = %343
  %354 = sext i32 %348 to i64
  br label %355

355:                                              ; preds = %353, %335
  %356 = phi i64 [ %339, %335 ], [ %354, %353 ]
  %357 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %356
  store i32 %336, i32* %357, align 4, !tbaa !5
  %358 = add nuw nsw i64 %318, 1
  %359 = icmp eq i64 %358, 6
  br i1 %359, label %452, label %317, !llvm.loop !19

360:                                              ; preds = %470
  %361 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 0), align 16, !tbaa !5
  %362 = icmp eq i32 %361, 0
  br i1 %362, label %373, label %363

363:                                              ; preds = %360, %363
  %364 = phi i32 [ %371, %363 ], [ %361, %360 ]
  %365 = phi i32* [ %370, %363 ], [ getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 0), %360 ]
  %366 = sext i32 %364 to i64
  %367 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %366
  %368 = load i32, i32* %367, align 4, !tbaa !5
  store i32 %368, i32* %365, align 4, !tbaa !5
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %369
  %371 = load i32, i32* %370, align 4, !tbaa !5
  %372 = icmp eq i32 %371, %368
  br i1 %372, label %373, label %363, !llvm.loop !18

373:                                              ; preds = %363, %360
  %374 = phi i32 [ 0, %360 ], [ %368, %363 ]
  %375 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 7), align 4, !tbaa !5
  %376 = icmp eq i32 %375, 7
  br i1 %376, label %387, label %377

377:                                              ; preds = %373, %377
  %378 = phi i32 [ %385, %377 ], [ %375, %373 ]
  %379 = phi i32* [ %384, %377 ], [ getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 7), %373 ]
  %380 = sext i32 %378 to i64
  %381 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %380
  %382 = load i32, i32* %381, align 4, !tbaa !5
  store i32 %382, i32* %379, align 4, !tbaa !5
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %383
  %385 = load i32, i32* %384, align 4, !tbaa !5
  %386 = icmp eq i32 %385, %382
  br i1 %386, label %387, label %377, !llvm.loop !18

387:                                              ; preds = %377, %373
  %388 = phi i32 [ 7, %373 ], [ %382, %377 ]
  %389 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 2), align 8, !tbaa !5
  %390 = icmp eq i32 %389, 2
  br i1 %390, label %401, label %391

391:                                              ; preds = %387, %391
  %392 = phi i32 [ %399, %391 ], [ %389, %387 ]
  %393 = phi i32* [ %398, %391 ], [ getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 2), %387 ]
  %394 = sext i32 %392 to i64
  %395 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %394
  %396 = load i32, i32* %395, align 4, !tbaa !5
  store i32 %396, i32* %393, align 4, !tbaa !5
  %397 = sext i32 %396 to i64
  %398 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %397
  %399 = load i32, i32* %398, align 4, !tbaa !5
  %400 = icmp eq i32 %399, %396
  br i1 %400, label %401, label %391, !llvm.loop !18

401:                                              ; preds = %391, %387
  %402 = phi i32 [ 2, %387 ], [ %396, %391 ]
  %403 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 11), align 4, !tbaa !5
  %404 = icmp eq i32 %403, 11
  br i1 %404, label %415, label %405

405:                                              ; preds = %401, %405
  %406 = phi i32 [ %413, %405 ], [ %403, %401 ]
  %407 = phi i32* [ %412, %405 ], [ getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 11), %401 ]
  %408 = sext i32 %406 to i64
  %409 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %408
  %410 = load i32, i32* %409, align 4, !tbaa !5
  store i32 %410, i32* %407, align 4, !tbaa !5
  %411 = sext i32 %410 to i64
  %412 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %411
  %413 = load i32, i32* %412, align 4, !tbaa !5
  %414 = icmp eq i32 %413, %410
  br i1 %414, label %415, label %405, !llvm.loop !18

415:                                              ; preds = %405, %401
  %416 = phi i32 [ 11, %401 ], [ %410, %405 ]
  %417 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 0), align 16, !tbaa !5
  %418 = icmp eq i32 %417, 0
  br i1 %418, label %429, label %419

419:                                              ; preds = %415, %419
  %420 = phi i32 [ %427, %419 ], [ %417, %415 ]
  %421 = phi i32* [ %426, %419 ], [ getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 0), %415 ]
  %422 = sext i32 %420 to i64
  %423 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %422
  %424 = load i32, i32* %423, align 4, !tbaa !5
  store i32 %424, i32* %421, align 4, !tbaa !5
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %425
  %427 = load i32, i32* %426, align 4, !tbaa !5
  %428 = icmp eq i32 %427, %424
  br i1 %428, label %429, label %419, !llvm.loop !18

429:                                              ; preds = %419, %415
  %430 = phi i32 [ 0, %415 ], [ %424, %419 ]
  %431 = load i32, i32* getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 2), align 8, !tbaa !5
  %432 = icmp eq i32 %431, 2
  br i1 %432, label %443, label %433

433:                                              ; preds = %429, %433
  %434 = phi i32 [ %441, %433 ], [ %431, %429 ]
  %435 = phi i32* [ %440, %433 ], [ getelementptr inbounds ([12 x i32], [12 x i32]* @parent, i64 0, i64 2), %429 ]
  %436 = sext i32 %434 to i64
  %437 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %436
  %438 = load i32, i32* %437, align 4, !tbaa !5
  store i32 %438, i32* %435, align 4, !tbaa !5
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %439
  %441 = load i32, i32* %440, align 4, !tbaa !5
  %442 = icmp eq i32 %441, %438
  br i1 %442, label %443, label %433, !llvm.loop !18

443:                                              ; preds = %433, %429
  %444 = phi i32 [ 2, %429 ], [ %438, %433 ]
  %445 = icmp eq i32 %402, %416
  %446 = zext i1 %445 to i32
  %447 = icmp eq i32 %374, %388
  %448 = zext i1 %447 to i32
  %449 = icmp eq i32 %430, %444
  %450 = zext i1 %449 to i32
  %451 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.6, i64 0, i64 0), i32 noundef %475, i32 noundef %448, i32 noundef %446, i32 noundef %450)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %131) #6
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %130) #6
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %11) #6
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %10) #6
  ret i32 0

452:                                              ; preds = %355, %470
  %453 = phi i64 [ %476, %470 ], [ 0, %355 ]
  %454 = phi i32 [ %475, %470 ], [ 0, %355 ]
  %455 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %453
  %456 = load i32, i32* %455, align 4, !tbaa !5
  %457 = zext i32 %456 to i64
  %458 = icmp eq i64 %453, %457
  %459 = trunc i64 %453 to i32
  br i1 %458, label %470, label %460

460:                                              ; preds = %452, %460
  %461 = phi i32 [ %468, %460 ], [ %456, %452 ]
  %462 = phi i32* [ %467, %460 ], [ %455, %452 ]
  %463 = sext i32 %461 to i64
  %464 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %463
  %465 = load i32, i32* %464, align 4, !tbaa !5
  store i32 %465, i32* %462, align 4, !tbaa !5
  %466 = sext i32 %465 to i64
  %467 = getelementptr inbounds [12 x i32], [12 x i32]* @parent, i64 0, i64 %466
  %468 = load i32, i32* %467, align 4, !tbaa !5
  %469 = icmp eq i32 %468, %465
  br i1 %469, label %470, label %460, !llvm.loop !18

470:                                              ; preds = %460, %452
  %471 = phi i32 [ %459, %452 ], [ %465, %460 ]
  %472 = zext i32 %471 to i64
  %473 = icmp eq i64 %453, %472
  %474 = zext i1 %473 to i32
  %475 = add nuw nsw i32 %454, %474
  %476 = add nuw nsw i64 %453, 1
  %477 = icmp eq i64 %476, 12
  br i1 %477, label %360, label %452, !llvm.loop !20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @bfs(i32* nocapture noundef %0) unnamed_addr #2 {
  %2 = alloca [12 x i32], align 16
  %3 = bitcast [12 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %3) #6
  %4 = getelementptr inbounds i32, i32* %0, i64 1
  %5 = bitcast i32* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(48) %5, i8 -1, i64 44, i1 false), !tbaa !5
  store i32 0, i32* %0, align 4, !tbaa !5
  %6 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 0
  store i32 0, i32* %6, align 16, !tbaa !5
  br label %14

7:                                                ; preds = %37
  %8 = add nuw nsw i64 %16, 1
  %9 = sext i32 %38 to i64
  %10 = icmp slt i64 %8, %9
  br i1 %10, label %11, label %41, !llvm.loop !21

11:                                               ; preds = %7
  %12 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %8
  %13 = load i32, i32* %12, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %11, %1
  %15 = phi i32 [ 0, %1 ], [ %13, %11 ]
  %16 = phi i64 [ 0, %1 ], [ %8, %11 ]
  %17 = phi i32 [ 1, %1 ], [ %38, %11 ]
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, i32* %0, i64 %18
  br label %20

20:                                               ; preds = %14, %37
  %21 = phi i64 [ 0, %14 ], [ %39, %37 ]
  %22 = phi i32 [ %17, %14 ], [ %38, %37 ]
  %23 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %18, i64 %21
  %24 = load i32, i32* %23, align 4, !tbaa !5
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %20
  %27 = getelementptr inbounds i32, i32* %0, i64 %21
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = icmp slt i32 %28, 0
  br i1 %29, label %30, label %37

30:                                               ; preds = %26
  %31 = load i32, i32* %19, align 4, !tbaa !5
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %27, align 4, !tbaa !5
  %33 = add nsw i32 %22, 1
  %34 = sext i32 %22 to i64
  %35 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %34
  %36 = trunc i64 %21 to i32
  store i32 %36, i32* %35, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %20, %26, %30
  %38 = phi i32 [ %33, %30 ], [ %22, %26 ], [ %22, %20 ]
  %39 = add nuw nsw i64 %21, 1
  %40 = icmp eq i64 %39, 12
  br i1 %40, label %7, label %20, !llvm.loop !22

41:                                               ; preds = %7
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %3) #6
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @dfs_order(i32* nocapture noundef writeonly %0) unnamed_addr #2 {
  %2 = alloca [144 x i32], align 16
  %3 = alloca [12 x i32], align 16
  %4 = bitcast [144 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 576, i8* nonnull %4) #6
  %5 = bitcast [12 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %5) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  %6 = getelementptr inbounds [144 x i32], [144 x i32]* %2, i64 0, i64 0
  store i32 3, i32* %6, align 16, !tbaa !5
  br label %7

7:                                                ; preds = %57, %1
  %8 = phi i32 [ 1, %1 ], [ %59, %57 ]
  %9 = phi i32 [ 0, %1 ], [ %58, %57 ]
  %10 = add nsw i32 %8, -1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [144 x i32], [144 x i32]* %2, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %57, !llvm.loop !23

18:                                               ; preds = %7
  store i32 1, i32* %15, align 4, !tbaa !5
  %19 = sext i32 %9 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  store i32 %13, i32* %20, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %51, %18
  %22 = phi i64 [ 11, %18 ], [ %53, %51 ]
  %23 = phi i32 [ %10, %18 ], [ %52, %51 ]
  %24 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %14, i64 %22
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %36, label %27

27:                                               ; preds = %21
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %22
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %27
  %32 = add nsw i32 %23, 1
  %33 = sext i32 %23 to i64
  %34 = getelementptr inbounds [144 x i32], [144 x i32]* %2, i64 0, i64 %33
  %35 = trunc i64 %22 to i32
  store i32 %35, i32* %34, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %21, %27, %31
  %37 = phi i32 [ %23, %27 ], [ %32, %31 ], [ %23, %21 ]
  %38 = add nsw i64 %22, -1
  %39 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %14, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %51, label %42

42:                                               ; preds = %36
  %43 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %38
  %44 = load i32, i32* %43, align 4, !tbaa !5
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %51

46:                                               ; preds = %42
  %47 = add nsw i32 %37, 1
  %48 = sext i32 %37 to i64
  %49 = getelementptr inbounds [144 x i32], [144 x i32]* %2, i64 0, i64 %48
  %50 = trunc i64 %38 to i32
  store i32 %50, i32* %49, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %46, %42, %36
  %52 = phi i32 [ %37, %42 ], [ %47, %46 ], [ %37, %36 ]
  %53 = add nsw i64 %22, -2
  %54 = icmp eq i64 %38, 0
  br i1 %54, label %55, label %21, !llvm.loop !24

55:                                               ; preds = %51
  %56 = add nsw i32 %9, 1
  br label %57

57:                                               ; preds = %55, %7
  %58 = phi i32 [ %9, %7 ], [ %56, %55 ]
  %59 = phi i32 [ %10, %7 ], [ %52, %55 ]
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %7

61:                                               ; preds = %57
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %5) #6
  call void @llvm.lifetime.end.p0i8(i64 576, i8* nonnull %4) #6
  ret i32 %58
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @dijkstra(i32* nocapture noundef %0) unnamed_addr #2 {
  %2 = alloca [12 x i32], align 16
  %3 = bitcast [12 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %3) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  %4 = getelementptr inbounds i32, i32* %0, i64 4
  %5 = bitcast i32* %4 to <4 x i32>*
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 8
  %7 = bitcast i32* %6 to <4 x i32>*
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32>* %7, align 4, !tbaa !5
  %8 = bitcast i32* %0 to <4 x i32>*
  store <4 x i32> <i32 0, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32>* %8, align 4, !tbaa !5
  br label %9

9:                                                ; preds = %1, %86
  %10 = phi i32 [ 0, %1 ], [ %87, %86 ]
  br label %13

11:                                               ; preds = %51
  %12 = icmp slt i32 %52, 0
  br i1 %12, label %89, label %55

13:                                               ; preds = %51, %9
  %14 = phi i64 [ 0, %9 ], [ %53, %51 ]
  %15 = phi i32 [ -1, %9 ], [ %52, %51 ]
  %16 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %14
  %17 = load i32, i32* %16, align 8, !tbaa !5
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %32

19:                                               ; preds = %13
  %20 = getelementptr inbounds i32, i32* %0, i64 %14
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = icmp eq i32 %21, 2147483647
  br i1 %22, label %32, label %23

23:                                               ; preds = %19
  %24 = icmp slt i32 %15, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %23
  %26 = zext i32 %15 to i64
  %27 = getelementptr inbounds i32, i32* %0, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = icmp slt i32 %21, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %25, %23
  %31 = trunc i64 %14 to i32
  br label %32

32:                                               ; preds = %13, %19, %25, %30
  %33 = phi i32 [ %15, %13 ], [ %31, %30 ], [ %15, %25 ], [ %15, %19 ]
  %34 = or i64 %14, 1
  %35 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %51

38:                                               ; preds = %32
  %39 = getelementptr inbounds i32, i32* %0, i64 %34
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = icmp eq i32 %40, 2147483647
  br i1 %41, label %51, label %42

42:                                               ; preds = %38
  %43 = icmp slt i32 %33, 0
  br i1 %43, label %49, label %44

44:                                               ; preds = %42
  %45 = zext i32 %33 to i64
  %46 = getelementptr inbounds i32, i32* %0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = icmp slt i32 %40, %47
  br i1 %48, label %49, label %51

49:                                               ; preds = %44, %42
  %50 = trunc i64 %34 to i32
  br label %51

51:                                               ; preds = %49, %44, %38, %32
  %52 = phi i32 [ %33, %32 ], [ %50, %49 ], [ %33, %44 ], [ %33, %38 ]
  %53 = add nuw nsw i64 %14, 2
  %54 = icmp eq i64 %53, 12
  br i1 %54, label %11, label %13, !llvm.loop !25

55:                                               ; preds = %11
  %56 = zext i32 %52 to i64
  %57 = getelementptr inbounds [12 x i32], [12 x i32]* %2, i64 0, i64 %56
  store i32 1, i32* %57, align 4, !tbaa !5
  %58 = getelementptr inbounds i32, i32* %0, i64 %56
  br label %59

59:                                               ; preds = %83, %55
  %60 = phi i64 [ 0, %55 ], [ %84, %83 ]
  %61 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %56, i64 %60
  %62 = load i32, i32* %61, align 8, !tbaa !5
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %71, label %64

64:                                               ; preds = %59
  %65 = load i32, i32* %58, align 4, !tbaa !5
  %66 = add nsw i32 %65, %62
  %67 = getelementptr inbounds i32, i32* %0, i64 %60
  %68 = load i32, i32* %67, align 4, !tbaa !5
  %69 = icmp slt i32 %66, %68
  br i1 %69, label %70, label %71

70:                                               ; preds = %64
  store i32 %66, i32* %67, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %59, %64, %70
  %72 = or i64 %60, 1
  %73 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @adj, i64 0, i64 %56, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %83, label %76

76:                                               ; preds = %71
  %77 = load i32, i32* %58, align 4, !tbaa !5
  %78 = add nsw i32 %77, %74
  %79 = getelementptr inbounds i32, i32* %0, i64 %72
  %80 = load i32, i32* %79, align 4, !tbaa !5
  %81 = icmp slt i32 %78, %80
  br i1 %81, label %82, label %83

82:                                               ; preds = %76
  store i32 %78, i32* %79, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %82, %76, %71
  %84 = add nuw nsw i64 %60, 2
  %85 = icmp eq i64 %84, 12
  br i1 %85, label %86, label %59, !llvm.loop !26

86:                                               ; preds = %83
  %87 = add nuw nsw i32 %10, 1
  %88 = icmp eq i32 %87, 12
  br i1 %88, label %89, label %9, !llvm.loop !27

89:                                               ; preds = %11, %86
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %3) #6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
