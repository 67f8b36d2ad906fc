; ModuleID = 'tests/differential/src/dynamic_array.c'
source_filename = "tests/differential/src/dynamic_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec = type { ptr, i64, i64 }
%struct.Sb = type { ptr, i64, i64 }

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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  br label %32

4:                                                ; preds = %32
  %5 = getelementptr inbounds %struct.Vec, ptr %1, i64 0, i32 1
  %6 = load i64, ptr %5, align 8, !tbaa !5
  %7 = icmp eq i64 %6, 0
  %8 = load ptr, ptr %1, align 8, !tbaa !11
  br i1 %7, label %40, label %9

9:                                                ; preds = %4
  %10 = icmp ult i64 %6, 4
  br i1 %10, label %29, label %11

11:                                               ; preds = %9
  %12 = and i64 %6, -4
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %23, %13 ]
  %15 = phi <2 x i64> [ zeroinitializer, %11 ], [ %21, %13 ]
  %16 = phi <2 x i64> [ zeroinitializer, %11 ], [ %22, %13 ]
  %17 = getelementptr inbounds i64, ptr %8, i64 %14
  %18 = load <2 x i64>, ptr %17, align 8, !tbaa !12
  %19 = getelementptr inbounds i64, ptr %17, i64 2
  %20 = load <2 x i64>, ptr %19, align 8, !tbaa !12
  %21 = add <2 x i64> %18, %15
  %22 = add <2 x i64> %20, %16
  %23 = add nuw i64 %14, 4
  %24 = icmp eq i64 %23, %12
  br i1 %24, label %25, label %13, !llvm.loop !13

25:                                               ; preds = %13
  %26 = add <2 x i64> %22, %21
  %27 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %26)
  %28 = icmp eq i64 %6, %12
  br i1 %28, label %40, label %29

29:                                               ; preds = %9, %25
  %30 = phi i64 [ 0, %9 ], [ %12, %25 ]
  %31 = phi i64 [ 0, %9 ], [ %27, %25 ]
  br label %46

32:                                               ; preds = %0, %32
  %33 = phi i64 [ 0, %0 ], [ %38, %32 ]
  %34 = mul nuw nsw i64 %33, %33
  %35 = trunc i64 %34 to i32
  %36 = urem i32 %35, 1009
  %37 = zext i32 %36 to i64
  call fastcc void @vec_push(ptr noundef nonnull %1, i64 noundef %37)
  %38 = add nuw nsw i64 %33, 1
  %39 = icmp eq i64 %38, 1000
  br i1 %39, label %4, label %32, !llvm.loop !17

40:                                               ; preds = %46, %25, %4
  %41 = phi i64 [ 0, %4 ], [ %27, %25 ], [ %51, %46 ]
  %42 = getelementptr inbounds %struct.Vec, ptr %1, i64 0, i32 2
  %43 = load i64, ptr %42, align 8, !tbaa !18
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, i64 noundef %43, i64 noundef %41)
  tail call void @free(ptr noundef %8) #13
  %45 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 7, i64 noundef 8) #14
  br label %54

46:                                               ; preds = %29, %46
  %47 = phi i64 [ %52, %46 ], [ %30, %29 ]
  %48 = phi i64 [ %51, %46 ], [ %31, %29 ]
  %49 = getelementptr inbounds i64, ptr %8, i64 %47
  %50 = load i64, ptr %49, align 8, !tbaa !12
  %51 = add nsw i64 %50, %48
  %52 = add nuw i64 %47, 1
  %53 = icmp eq i64 %52, %6
  br i1 %53, label %40, label %46, !llvm.loop !19

54:                                               ; preds = %40, %114
  %55 = phi i64 [ 0, %40 ], [ %58, %114 ]
  %56 = add nsw i64 %55, -1
  %57 = shl nuw nsw i64 %55, 2
  %58 = add nuw nsw i64 %55, 1
  %59 = tail call noalias ptr @calloc(i64 noundef %58, i64 noundef 4) #14
  %60 = getelementptr inbounds ptr, ptr %45, i64 %55
  store ptr %59, ptr %60, align 8, !tbaa !20
  %61 = getelementptr inbounds i32, ptr %59, i64 %55
  store i32 1, ptr %61, align 4, !tbaa !21
  store i32 1, ptr %59, align 4, !tbaa !21
  %62 = icmp ugt i64 %55, 1
  br i1 %62, label %63, label %114

63:                                               ; preds = %54
  %64 = add nsw i64 %55, -1
  %65 = getelementptr inbounds ptr, ptr %45, i64 %64
  %66 = load ptr, ptr %65, align 8, !tbaa !20
  %67 = icmp ult i64 %55, 9
  br i1 %67, label %97, label %68

68:                                               ; preds = %63
  %69 = getelementptr i8, ptr %59, i64 4
  %70 = getelementptr i8, ptr %59, i64 %57
  %71 = getelementptr i8, ptr %66, i64 %57
  %72 = icmp ult ptr %69, %71
  %73 = icmp ult ptr %66, %70
  %74 = and i1 %72, %73
  br i1 %74, label %97, label %75

75:                                               ; preds = %68
  %76 = and i64 %56, -8
  %77 = or i64 %76, 1
  br label %78

78:                                               ; preds = %78, %75
  %79 = phi i64 [ 0, %75 ], [ %93, %78 ]
  %80 = or i64 %79, 1
  %81 = getelementptr inbounds i32, ptr %66, i64 %79
  %82 = load <4 x i32>, ptr %81, align 4, !tbaa !21, !alias.scope !23
  %83 = getelementptr inbounds i32, ptr %81, i64 4
  %84 = load <4 x i32>, ptr %83, align 4, !tbaa !21, !alias.scope !23
  %85 = getelementptr inbounds i32, ptr %66, i64 %80
  %86 = load <4 x i32>, ptr %85, align 4, !tbaa !21, !alias.scope !23
  %87 = getelementptr inbounds i32, ptr %85, i64 4
  %88 = load <4 x i32>, ptr %87, align 4, !tbaa !21, !alias.scope !23
  %89 = add nsw <4 x i32> %86, %82
  %90 = add nsw <4 x i32> %88, %84
  %91 = getelementptr inbounds i32, ptr %59, i64 %80
  store <4 x i32> %89, ptr %91, align 4, !tbaa !21, !alias.scope !26, !noalias !23
  %92 = getelementptr inbounds i32, ptr %91, i64 4
  store <4 x i32> %90, ptr %92, align 4, !tbaa !21, !alias.scope !26, !noalias !23
  %93 = add nuw i64 %79, 8
  %94 = icmp eq i64 %93, %76
  br i1 %94, label %95, label %78, !llvm.loop !28

95:                                               ; preds = %78
  %96 = icmp eq i64 %56, %76
  br i1 %96, label %114, label %97

97:                                               ; preds = %68, %63, %95
  %98 = phi i64 [ 1, %68 ], [ 1, %63 ], [ %77, %95 ]
  %99 = add i64 %98, 1
  %100 = and i64 %55, 1
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %102, label %111

102:                                              ; preds = %97
  %103 = add nsw i64 %98, -1
  %104 = getelementptr inbounds i32, ptr %66, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !21
  %106 = getelementptr inbounds i32, ptr %66, i64 %98
  %107 = load i32, ptr %106, align 4, !tbaa !21
  %108 = add nsw i32 %107, %105
  %109 = getelementptr inbounds i32, ptr %59, i64 %98
  store i32 %108, ptr %109, align 4, !tbaa !21
  %110 = add nuw nsw i64 %98, 1
  br label %111

111:                                              ; preds = %102, %97
  %112 = phi i64 [ %98, %97 ], [ %110, %102 ]
  %113 = icmp eq i64 %55, %99
  br i1 %113, label %114, label %214

114:                                              ; preds = %111, %214, %95, %54
  %115 = icmp eq i64 %58, 7
  br i1 %115, label %116, label %54, !llvm.loop !29

116:                                              ; preds = %114
  %117 = load ptr, ptr %45, align 8, !tbaa !20
  %118 = load i32, ptr %117, align 4, !tbaa !21
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %118)
  %120 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %117) #13
  %121 = getelementptr inbounds ptr, ptr %45, i64 1
  %122 = load ptr, ptr %121, align 8, !tbaa !20
  %123 = load i32, ptr %122, align 4, !tbaa !21
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123)
  %125 = getelementptr inbounds i32, ptr %122, i64 1
  %126 = load i32, ptr %125, align 4, !tbaa !21
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %126)
  %128 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %122) #13
  %129 = getelementptr inbounds ptr, ptr %45, i64 2
  %130 = load ptr, ptr %129, align 8, !tbaa !20
  %131 = load i32, ptr %130, align 4, !tbaa !21
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %131)
  %133 = getelementptr inbounds i32, ptr %130, i64 1
  %134 = load i32, ptr %133, align 4, !tbaa !21
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %134)
  %136 = getelementptr inbounds i32, ptr %130, i64 2
  %137 = load i32, ptr %136, align 4, !tbaa !21
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %137)
  %139 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %130) #13
  %140 = getelementptr inbounds ptr, ptr %45, i64 3
  %141 = load ptr, ptr %140, align 8, !tbaa !20
  %142 = load i32, ptr %141, align 4, !tbaa !21
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %142)
  %144 = getelementptr inbounds i32, ptr %141, i64 1
  %145 = load i32, ptr %144, align 4, !tbaa !21
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %145)
  %147 = getelementptr inbounds i32, ptr %141, i64 2
  %148 = load i32, ptr %147, align 4, !tbaa !21
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %148)
  %150 = getelementptr inbounds i32, ptr %141, i64 3
  %151 = load i32, ptr %150, align 4, !tbaa !21
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %151)
  %153 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %141) #13
  %154 = getelementptr inbounds ptr, ptr %45, i64 4
  %155 = load ptr, ptr %154, align 8, !tbaa !20
  %156 = load i32, ptr %155, align 4, !tbaa !21
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %156)
  %158 = getelementptr inbounds i32, ptr %155, i64 1
  %159 = load i32, ptr %158, align 4, !tbaa !21
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %159)
  %161 = getelementptr inbounds i32, ptr %155, i64 2
  %162 = load i32, ptr %161, align 4, !tbaa !21
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %162)
  %164 = getelementptr inbounds i32, ptr %155, i64 3
  %165 = load i32, ptr %164, align 4, !tbaa !21
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %165)
  %167 = getelementptr inbounds i32, ptr %155, i64 4
  %168 = load i32, ptr %167, align 4, !tbaa !21
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %168)
  %170 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %155) #13
  %171 = getelementptr inbounds ptr, ptr %45, i64 5
  %172 = load ptr, ptr %171, align 8, !tbaa !20
  %173 = load i32, ptr %172, align 4, !tbaa !21
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %173)
  %175 = getelementptr inbounds i32, ptr %172, i64 1
  %176 = load i32, ptr %175, align 4, !tbaa !21
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %176)
  %178 = getelementptr inbounds i32, ptr %172, i64 2
  %179 = load i32, ptr %178, align 4, !tbaa !21
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %179)
  %181 = getelementptr inbounds i32, ptr %172, i64 3
  %182 = load i32, ptr %181, align 4, !tbaa !21
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %182)
  %184 = getelementptr inbounds i32, ptr %172, i64 4
  %185 = load i32, ptr %184, align 4, !tbaa !21
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %185)
  %187 = getelementptr inbounds i32, ptr %172, i64 5
  %188 = load i32, ptr %187, align 4, !tbaa !21
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %188)
  %190 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %172) #13
  %191 = getelementptr inbounds ptr, ptr %45, i64 6
  %192 = load ptr, ptr %191, align 8, !tbaa !20
  %193 = load i32, ptr %192, align 4, !tbaa !21
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %193)
  %195 = getelementptr inbounds i32, ptr %192, i64 1
  %196 = load i32, ptr %195, align 4, !tbaa !21
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %196)
  %198 = getelementptr inbounds i32, ptr %192, i64 2
  %199 = load i32, ptr %198, align 4, !tbaa !21
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %199)
  %201 = getelementptr inbounds i32, ptr %192, i64 3
  %202 = load i32, ptr %201, align 4, !tbaa !21
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %202)
  %204 = getelementptr inbounds i32, ptr %192, i64 4
  %205 = load i32, ptr %204, align 4, !tbaa !21
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %205)
  %207 = getelementptr inbounds i32, ptr %192, i64 5
  %208 = load i32, ptr %207, align 4, !tbaa !21
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %208)
  %210 = getelementptr inbounds i32, ptr %192, i64 6
  %211 = load i32, ptr %210, align 4, !tbaa !21
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %211)
  %213 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %192) #13
  tail call void @free(ptr noundef %45) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  br label %239

214:                                              ; preds = %111, %214
  %215 = phi i64 [ %230, %214 ], [ %112, %111 ]
  %216 = add nsw i64 %215, -1
  %217 = getelementptr inbounds i32, ptr %66, i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !21
  %219 = getelementptr inbounds i32, ptr %66, i64 %215
  %220 = load i32, ptr %219, align 4, !tbaa !21
  %221 = add nsw i32 %220, %218
  %222 = getelementptr inbounds i32, ptr %59, i64 %215
  store i32 %221, ptr %222, align 4, !tbaa !21
  %223 = add nuw nsw i64 %215, 1
  %224 = getelementptr inbounds i32, ptr %66, i64 %215
  %225 = load i32, ptr %224, align 4, !tbaa !21
  %226 = getelementptr inbounds i32, ptr %66, i64 %223
  %227 = load i32, ptr %226, align 4, !tbaa !21
  %228 = add nsw i32 %227, %225
  %229 = getelementptr inbounds i32, ptr %59, i64 %223
  store i32 %228, ptr %229, align 4, !tbaa !21
  %230 = add nuw nsw i64 %215, 2
  %231 = icmp eq i64 %230, %55
  br i1 %231, label %114, label %214, !llvm.loop !30

232:                                              ; preds = %239
  %233 = load ptr, ptr %2, align 8, !tbaa !31
  %234 = getelementptr inbounds %struct.Sb, ptr %2, i64 0, i32 1
  %235 = load i64, ptr %234, align 8, !tbaa !33
  %236 = getelementptr inbounds %struct.Sb, ptr %2, i64 0, i32 2
  %237 = load i64, ptr %236, align 8, !tbaa !34
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %233, i64 noundef %235, i64 noundef %237)
  tail call void @free(ptr noundef %233) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #13
  ret i32 0

239:                                              ; preds = %116, %239
  %240 = phi i32 [ 0, %116 ], [ %245, %239 ]
  %241 = mul nuw nsw i32 %240, %240
  %242 = icmp eq i32 %240, 29
  %243 = select i1 %242, ptr @.str.5, ptr @.str.4
  %244 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %241, ptr noundef nonnull %243) #13
  call fastcc void @sb_append(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %245 = add nuw nsw i32 %240, 1
  %246 = icmp eq i32 %245, 30
  br i1 %246, label %232, label %239, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @vec_push(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds %struct.Vec, ptr %0, i64 0, i32 1
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds %struct.Vec, ptr %0, i64 0, i32 2
  %6 = load i64, ptr %5, align 8, !tbaa !18
  %7 = icmp eq i64 %4, %6
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %0, align 8, !tbaa !11
  br label %18

10:                                               ; preds = %2
  %11 = icmp eq i64 %4, 0
  %12 = shl i64 %4, 1
  %13 = select i1 %11, i64 4, i64 %12
  store i64 %13, ptr %5, align 8, !tbaa !18
  %14 = load ptr, ptr %0, align 8, !tbaa !11
  %15 = shl i64 %13, 3
  %16 = tail call ptr @realloc(ptr noundef %14, i64 noundef %15) #15
  store ptr %16, ptr %0, align 8, !tbaa !11
  %17 = load i64, ptr %3, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %8, %10
  %19 = phi i64 [ %4, %8 ], [ %17, %10 ]
  %20 = phi ptr [ %9, %8 ], [ %16, %10 ]
  %21 = add i64 %19, 1
  store i64 %21, ptr %3, align 8, !tbaa !5
  %22 = getelementptr inbounds i64, ptr %20, i64 %19
  store i64 %1, ptr %22, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @sb_append(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #16
  %4 = getelementptr inbounds %struct.Sb, ptr %0, i64 0, i32 1
  %5 = load i64, ptr %4, align 8, !tbaa !33
  %6 = add i64 %3, 1
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds %struct.Sb, ptr %0, i64 0, i32 2
  %9 = load i64, ptr %8, align 8, !tbaa !34
  %10 = icmp ugt i64 %7, %9
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = load ptr, ptr %0, align 8, !tbaa !31
  br label %23

13:                                               ; preds = %2, %13
  %14 = phi i64 [ %17, %13 ], [ %9, %2 ]
  %15 = icmp eq i64 %14, 0
  %16 = shl i64 %14, 1
  %17 = select i1 %15, i64 8, i64 %16
  %18 = icmp ugt i64 %7, %17
  br i1 %18, label %13, label %19, !llvm.loop !36

19:                                               ; preds = %13
  store i64 %17, ptr %8, align 8, !tbaa !34
  %20 = load ptr, ptr %0, align 8, !tbaa !31
  %21 = tail call ptr @realloc(ptr noundef %20, i64 noundef %17) #15
  store ptr %21, ptr %0, align 8, !tbaa !31
  %22 = load i64, ptr %4, align 8, !tbaa !33
  br label %23

23:                                               ; preds = %11, %19
  %24 = phi i64 [ %5, %11 ], [ %22, %19 ]
  %25 = phi ptr [ %12, %11 ], [ %21, %19 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %26, ptr align 1 %1, i64 %6, i1 false)
  %27 = load i64, ptr %4, align 8, !tbaa !33
  %28 = add i64 %27, %3
  store i64 %28, ptr %4, align 8, !tbaa !33
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0,1) }
attributes #15 = { nounwind allocsize(1) }
attributes #16 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Vec", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!10, !10, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14}
!18 = !{!6, !10, i64 16}
!19 = distinct !{!19, !14, !16, !15}
!20 = !{!7, !7, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !8, i64 0}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = distinct !{!28, !14, !15, !16}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14, !15}
!31 = !{!32, !7, i64 0}
!32 = !{!"Sb", !7, i64 0, !10, i64 8, !10, i64 16}
!33 = !{!32, !10, i64 8}
!34 = !{!32, !10, i64 16}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
