; ModuleID = 'tests/differential/src/arrays_multi.c'
source_filename = "tests/differential/src/arrays_multi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [12 x [12 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [19 x i8] c"trace=%ld sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"row %d max at %d\0A\00", align 1
@tri = internal unnamed_addr global [78 x i16] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.word = private unnamed_addr constant [13 x i8] c"differential\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"acc=%ld elt=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [13 x i8], align 1
  %3 = alloca [5 x [3 x [2 x i32]]], align 16
  tail call fastcc void @fill_grid()
  %4 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #9
  %5 = call fastcc i64 @trace_and_sum(i64* noundef nonnull %1)
  %6 = load i64, i64* %1, align 8, !tbaa !5
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i64 noundef %5, i64 noundef %6)
  %8 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 0, i64 0))
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0, i32 noundef %8)
  %10 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 1, i64 0))
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 1, i32 noundef %10)
  %12 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 2, i64 0))
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 2, i32 noundef %12)
  %14 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 3, i64 0))
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 3, i32 noundef %14)
  %16 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 4, i64 0))
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 4, i32 noundef %16)
  %18 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 5, i64 0))
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 5, i32 noundef %18)
  %20 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 6, i64 0))
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 6, i32 noundef %20)
  %22 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 7, i64 0))
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, i32 noundef %22)
  %24 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 8, i64 0))
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 8, i32 noundef %24)
  %26 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 9, i64 0))
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 9, i32 noundef %26)
  %28 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 10, i64 0))
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 10, i32 noundef %28)
  %30 = tail call fastcc i32 @max_index(i32* noundef nonnull getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 11, i64 0))
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 11, i32 noundef %30)
  br label %32

32:                                               ; preds = %0, %38
  %33 = phi i64 [ 0, %0 ], [ %39, %38 ]
  %34 = phi i32 [ 1, %0 ], [ %40, %38 ]
  %35 = phi i64 [ 0, %0 ], [ %60, %38 ]
  %36 = shl i64 %35, 32
  %37 = ashr exact i64 %36, 32
  br label %42

38:                                               ; preds = %57
  %39 = add nuw nsw i64 %33, 1
  %40 = add nuw nsw i32 %34, 1
  %41 = icmp eq i64 %39, 12
  br i1 %41, label %63, label %32, !llvm.loop !9

42:                                               ; preds = %32, %57
  %43 = phi i64 [ %37, %32 ], [ %60, %57 ]
  %44 = phi i32 [ 0, %32 ], [ %61, %57 ]
  %45 = zext i32 %44 to i64
  %46 = icmp eq i64 %33, %45
  %47 = icmp eq i32 %44, 0
  %48 = or i1 %46, %47
  br i1 %48, label %57, label %49

49:                                               ; preds = %42
  %50 = sub nsw i64 %43, %33
  %51 = add nsw i64 %50, -1
  %52 = getelementptr inbounds [78 x i16], [78 x i16]* @tri, i64 0, i64 %51
  %53 = load i16, i16* %52, align 2, !tbaa !11
  %54 = getelementptr inbounds [78 x i16], [78 x i16]* @tri, i64 0, i64 %50
  %55 = load i16, i16* %54, align 2, !tbaa !11
  %56 = add i16 %55, %53
  br label %57

57:                                               ; preds = %42, %49
  %58 = phi i16 [ %56, %49 ], [ 1, %42 ]
  %59 = getelementptr inbounds [78 x i16], [78 x i16]* @tri, i64 0, i64 %43
  store i16 %58, i16* %59, align 2, !tbaa !11
  %60 = add nsw i64 %43, 1
  %61 = add nuw nsw i32 %44, 1
  %62 = icmp eq i32 %61, %34
  br i1 %62, label %38, label %42, !llvm.loop !13

63:                                               ; preds = %38, %176
  %64 = phi i64 [ %178, %176 ], [ 0, %38 ]
  %65 = phi i64 [ %181, %176 ], [ 1, %38 ]
  %66 = phi i32 [ %180, %176 ], [ 0, %38 ]
  %67 = zext i32 %66 to i64
  br label %183

68:                                               ; preds = %176
  %69 = getelementptr inbounds [13 x i8], [13 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 13, i8* nonnull %69) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(13) %69, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @__const.main.word, i64 0, i64 0), i64 13, i1 false)
  call fastcc void @reverse(i8* noundef nonnull %69)
  %70 = call i32 @puts(i8* nonnull %69)
  %71 = bitcast [5 x [3 x [2 x i32]]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %71) #9
  %72 = bitcast [5 x [3 x [2 x i32]]]* %3 to <4 x i32>*
  store <4 x i32> <i32 0, i32 1, i32 10, i32 11>, <4 x i32>* %72, align 16, !tbaa !14
  %73 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 2, i64 0
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> <i32 20, i32 21, i32 100, i32 101>, <4 x i32>* %74, align 16, !tbaa !14
  %75 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 1, i64 1, i64 0
  %76 = bitcast i32* %75 to <4 x i32>*
  store <4 x i32> <i32 110, i32 111, i32 120, i32 121>, <4 x i32>* %76, align 16, !tbaa !14
  %77 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 2, i64 0, i64 0
  %78 = bitcast i32* %77 to <4 x i32>*
  store <4 x i32> <i32 200, i32 201, i32 210, i32 211>, <4 x i32>* %78, align 16, !tbaa !14
  %79 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 2, i64 2, i64 0
  %80 = bitcast i32* %79 to <4 x i32>*
  store <4 x i32> <i32 220, i32 221, i32 300, i32 301>, <4 x i32>* %80, align 16, !tbaa !14
  %81 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 3, i64 1, i64 0
  %82 = bitcast i32* %81 to <4 x i32>*
  store <4 x i32> <i32 310, i32 311, i32 320, i32 321>, <4 x i32>* %82, align 16, !tbaa !14
  %83 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 4, i64 0, i64 0
  %84 = bitcast i32* %83 to <4 x i32>*
  store <4 x i32> <i32 400, i32 401, i32 410, i32 411>, <4 x i32>* %84, align 16, !tbaa !14
  %85 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 4, i64 2, i64 0
  store i32 420, i32* %85, align 16, !tbaa !14
  %86 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 4, i64 2, i64 1
  store i32 421, i32* %86, align 4, !tbaa !14
  %87 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 1
  %88 = bitcast i32* %87 to <2 x i32>*
  %89 = load <2 x i32>, <2 x i32>* %88, align 4, !tbaa !14
  %90 = shl <2 x i32> %89, <i32 0, i32 1>
  %91 = sext <2 x i32> %90 to <2 x i64>
  %92 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 3
  %93 = bitcast i32* %92 to <2 x i32>*
  %94 = load <2 x i32>, <2 x i32>* %93, align 4, !tbaa !14
  %95 = mul nsw <2 x i32> %94, <i32 3, i32 0>
  %96 = sext <2 x i32> %95 to <2 x i64>
  %97 = add nsw <2 x i64> %91, %96
  %98 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 5
  %99 = bitcast i32* %98 to <2 x i32>*
  %100 = load <2 x i32>, <2 x i32>* %99, align 4, !tbaa !14
  %101 = shl <2 x i32> %100, <i32 0, i32 1>
  %102 = sext <2 x i32> %101 to <2 x i64>
  %103 = add nsw <2 x i64> %97, %102
  %104 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 7
  %105 = bitcast i32* %104 to <2 x i32>*
  %106 = load <2 x i32>, <2 x i32>* %105, align 4, !tbaa !14
  %107 = mul nsw <2 x i32> %106, <i32 3, i32 0>
  %108 = sext <2 x i32> %107 to <2 x i64>
  %109 = add nsw <2 x i64> %103, %108
  %110 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 9
  %111 = bitcast i32* %110 to <2 x i32>*
  %112 = load <2 x i32>, <2 x i32>* %111, align 4, !tbaa !14
  %113 = shl <2 x i32> %112, <i32 0, i32 1>
  %114 = sext <2 x i32> %113 to <2 x i64>
  %115 = add nsw <2 x i64> %109, %114
  %116 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 11
  %117 = bitcast i32* %116 to <2 x i32>*
  %118 = load <2 x i32>, <2 x i32>* %117, align 4, !tbaa !14
  %119 = mul nsw <2 x i32> %118, <i32 3, i32 0>
  %120 = sext <2 x i32> %119 to <2 x i64>
  %121 = add nsw <2 x i64> %115, %120
  %122 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 13
  %123 = bitcast i32* %122 to <2 x i32>*
  %124 = load <2 x i32>, <2 x i32>* %123, align 4, !tbaa !14
  %125 = shl <2 x i32> %124, <i32 0, i32 1>
  %126 = sext <2 x i32> %125 to <2 x i64>
  %127 = add nsw <2 x i64> %121, %126
  %128 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 15
  %129 = bitcast i32* %128 to <2 x i32>*
  %130 = load <2 x i32>, <2 x i32>* %129, align 4, !tbaa !14
  %131 = mul nsw <2 x i32> %130, <i32 3, i32 0>
  %132 = sext <2 x i32> %131 to <2 x i64>
  %133 = add <2 x i64> %127, %132
  %134 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 17
  %135 = bitcast i32* %134 to <2 x i32>*
  %136 = load <2 x i32>, <2 x i32>* %135, align 4, !tbaa !14
  %137 = shl <2 x i32> %136, <i32 0, i32 1>
  %138 = sext <2 x i32> %137 to <2 x i64>
  %139 = add <2 x i64> %133, %138
  %140 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 19
  %141 = bitcast i32* %140 to <2 x i32>*
  %142 = load <2 x i32>, <2 x i32>* %141, align 4, !tbaa !14
  %143 = mul nsw <2 x i32> %142, <i32 3, i32 0>
  %144 = sext <2 x i32> %143 to <2 x i64>
  %145 = add <2 x i64> %139, %144
  %146 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 21
  %147 = bitcast i32* %146 to <2 x i32>*
  %148 = load <2 x i32>, <2 x i32>* %147, align 4, !tbaa !14
  %149 = shl <2 x i32> %148, <i32 0, i32 1>
  %150 = sext <2 x i32> %149 to <2 x i64>
  %151 = add <2 x i64> %145, %150
  %152 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 23
  %153 = bitcast i32* %152 to <2 x i32>*
  %154 = load <2 x i32>, <2 x i32>* %153, align 4, !tbaa !14
  %155 = mul nsw <2 x i32> %154, <i32 3, i32 0>
  %156 = sext <2 x i32> %155 to <2 x i64>
  %157 = add <2 x i64> %151, %156
  %158 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 25
  %159 = bitcast i32* %158 to <2 x i32>*
  %160 = load <2 x i32>, <2 x i32>* %159, align 4, !tbaa !14
  %161 = shl <2 x i32> %160, <i32 0, i32 1>
  %162 = sext <2 x i32> %161 to <2 x i64>
  %163 = add <2 x i64> %157, %162
  %164 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 27
  %165 = bitcast i32* %164 to <2 x i32>*
  %166 = load <2 x i32>, <2 x i32>* %165, align 4, !tbaa !14
  %167 = mul nsw <2 x i32> %166, <i32 3, i32 0>
  %168 = sext <2 x i32> %167 to <2 x i64>
  %169 = add <2 x i64> %163, %168
  %170 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %169)
  %171 = getelementptr inbounds [5 x [3 x [2 x i32]]], [5 x [3 x [2 x i32]]]* %3, i64 0, i64 0, i64 0, i64 29
  %172 = load i32, i32* %171, align 4, !tbaa !14
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %170, %173
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i64 noundef %174, i32 noundef 321)
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %71) #9
  call void @llvm.lifetime.end.p0i8(i64 13, i8* nonnull %69) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9
  ret i32 0

176:                                              ; preds = %183
  %177 = tail call i32 @putchar(i32 10)
  %178 = add nuw nsw i64 %64, 1
  %179 = trunc i64 %178 to i32
  %180 = add nuw nsw i32 %66, %179
  %181 = add nuw nsw i64 %65, 1
  %182 = icmp eq i64 %178, 12
  br i1 %182, label %68, label %63, !llvm.loop !16

183:                                              ; preds = %63, %183
  %184 = phi i64 [ 0, %63 ], [ %190, %183 ]
  %185 = add nuw nsw i64 %184, %67
  %186 = getelementptr inbounds [78 x i16], [78 x i16]* @tri, i64 0, i64 %185
  %187 = load i16, i16* %186, align 2, !tbaa !11
  %188 = sext i16 %187 to i32
  %189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %188)
  %190 = add nuw nsw i64 %184, 1
  %191 = icmp eq i64 %190, %65
  br i1 %191, label %176, label %183, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define internal fastcc void @fill_grid() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %33, %1 ]
  %3 = mul nuw nsw i64 %2, 7
  %4 = trunc i64 %3 to i32
  %5 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %2, i64 0
  %6 = trunc i64 %3 to i32
  %7 = add i32 %6, 13
  %8 = trunc i64 %3 to i32
  %9 = insertelement <2 x i32> undef, i32 %8, i64 0
  %10 = shufflevector <2 x i32> %9, <2 x i32> poison, <2 x i32> zeroinitializer
  %11 = add <2 x i32> %10, <i32 26, i32 39>
  %12 = insertelement <4 x i32> poison, i32 %4, i64 0
  %13 = insertelement <4 x i32> %12, i32 %7, i64 1
  %14 = shufflevector <2 x i32> %11, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %15 = shufflevector <4 x i32> %13, <4 x i32> %14, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %16 = urem <4 x i32> %15, <i32 17, i32 17, i32 17, i32 17>
  %17 = add nsw <4 x i32> %16, <i32 -8, i32 -8, i32 -8, i32 -8>
  %18 = bitcast i32* %5 to <4 x i32>*
  store <4 x i32> %17, <4 x i32>* %18, align 16, !tbaa !14
  %19 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %2, i64 4
  %20 = insertelement <4 x i64> poison, i64 %3, i64 0
  %21 = shufflevector <4 x i64> %20, <4 x i64> poison, <4 x i32> zeroinitializer
  %22 = trunc <4 x i64> %21 to <4 x i32>
  %23 = add <4 x i32> %22, <i32 52, i32 65, i32 78, i32 91>
  %24 = urem <4 x i32> %23, <i32 17, i32 17, i32 17, i32 17>
  %25 = add nsw <4 x i32> %24, <i32 -8, i32 -8, i32 -8, i32 -8>
  %26 = bitcast i32* %19 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %26, align 16, !tbaa !14
  %27 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %2, i64 8
  %28 = trunc <4 x i64> %21 to <4 x i32>
  %29 = add <4 x i32> %28, <i32 104, i32 117, i32 130, i32 143>
  %30 = urem <4 x i32> %29, <i32 17, i32 17, i32 17, i32 17>
  %31 = add nsw <4 x i32> %30, <i32 -8, i32 -8, i32 -8, i32 -8>
  %32 = bitcast i32* %27 to <4 x i32>*
  store <4 x i32> %31, <4 x i32>* %32, align 16, !tbaa !14
  %33 = add nuw nsw i64 %2, 1
  %34 = icmp eq i64 %33, 12
  br i1 %34, label %35, label %1, !llvm.loop !18

35:                                               ; preds = %1
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @trace_and_sum(i64* nocapture noundef writeonly %0) unnamed_addr #3 {
  br label %3

2:                                                ; preds = %3
  store i64 %57, i64* %0, align 8, !tbaa !5
  ret i64 %58

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %59, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %57, %3 ]
  %6 = phi i64 [ 0, %1 ], [ %58, %3 ]
  %7 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 %4
  %8 = load i32, i32* %7, align 4, !tbaa !14
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 0
  %11 = load i32, i32* %10, align 16, !tbaa !14
  %12 = sext i32 %11 to i64
  %13 = add nsw i64 %5, %12
  %14 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 1
  %15 = load i32, i32* %14, align 4, !tbaa !14
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %13, %16
  %18 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 2
  %19 = load i32, i32* %18, align 8, !tbaa !14
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 3
  %23 = load i32, i32* %22, align 4, !tbaa !14
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %21, %24
  %26 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 4
  %27 = load i32, i32* %26, align 16, !tbaa !14
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %25, %28
  %30 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 5
  %31 = load i32, i32* %30, align 4, !tbaa !14
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %29, %32
  %34 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 6
  %35 = load i32, i32* %34, align 8, !tbaa !14
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 %33, %36
  %38 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 7
  %39 = load i32, i32* %38, align 4, !tbaa !14
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %37, %40
  %42 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 8
  %43 = load i32, i32* %42, align 16, !tbaa !14
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %41, %44
  %46 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 9
  %47 = load i32, i32* %46, align 4, !tbaa !14
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %45, %48
  %50 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 10
  %51 = load i32, i32* %50, align 8, !tbaa !14
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %49, %52
  %54 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @grid, i64 0, i64 %4, i64 11
  %55 = load i32, i32* %54, align 4, !tbaa !14
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 %53, %56
  %58 = add nsw i64 %6, %9
  %59 = add nuw nsw i64 %4, 1
  %60 = icmp eq i64 %59, 12
  br i1 %60, label %2, label %3, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @max_index(i32* nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = getelementptr inbounds i32, i32* %0, i64 1
  %3 = load i32, i32* %2, align 4, !tbaa !14
  %4 = load i32, i32* %0, align 4, !tbaa !14
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = getelementptr inbounds i32, i32* %0, i64 2
  %8 = load i32, i32* %7, align 4, !tbaa !14
  %9 = zext i1 %5 to i64
  %10 = getelementptr inbounds i32, i32* %0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !14
  %12 = icmp sgt i32 %8, %11
  %13 = select i1 %12, i32 2, i32 %6
  %14 = getelementptr inbounds i32, i32* %0, i64 3
  %15 = load i32, i32* %14, align 4, !tbaa !14
  %16 = zext i32 %13 to i64
  %17 = getelementptr inbounds i32, i32* %0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !14
  %19 = icmp sgt i32 %15, %18
  %20 = select i1 %19, i32 3, i32 %13
  %21 = getelementptr inbounds i32, i32* %0, i64 4
  %22 = load i32, i32* %21, align 4, !tbaa !14
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !14
  %26 = icmp sgt i32 %22, %25
  %27 = select i1 %26, i32 4, i32 %20
  %28 = getelementptr inbounds i32, i32* %0, i64 5
  %29 = load i32, i32* %28, align 4, !tbaa !14
  %30 = zext i32 %27 to i64
  %31 = getelementptr inbounds i32, i32* %0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !14
  %33 = icmp sgt i32 %29, %32
  %34 = select i1 %33, i32 5, i32 %27
  %35 = getelementptr inbounds i32, i32* %0, i64 6
  %36 = load i32, i32* %35, align 4, !tbaa !14
  %37 = zext i32 %34 to i64
  %38 = getelementptr inbounds i32, i32* %0, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !14
  %40 = icmp sgt i32 %36, %39
  %41 = select i1 %40, i32 6, i32 %34
  %42 = getelementptr inbounds i32, i32* %0, i64 7
  %43 = load i32, i32* %42, align 4, !tbaa !14
  %44 = zext i32 %41 to i64
  %45 = getelementptr inbounds i32, i32* %0, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !14
  %47 = icmp sgt i32 %43, %46
  %48 = select i1 %47, i32 7, i32 %41
  %49 = getelementptr inbounds i32, i32* %0, i64 8
  %50 = load i32, i32* %49, align 4, !tbaa !14
  %51 = zext i32 %48 to i64
  %52 = getelementptr inbounds i32, i32* %0, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !14
  %54 = icmp sgt i32 %50, %53
  %55 = select i1 %54, i32 8, i32 %48
  %56 = getelementptr inbounds i32, i32* %0, i64 9
  %57 = load i32, i32* %56, align 4, !tbaa !14
  %58 = zext i32 %55 to i64
  %59 = getelementptr inbounds i32, i32* %0, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !14
  %61 = icmp sgt i32 %57, %60
  %62 = select i1 %61, i32 9, i32 %55
  %63 = getelementptr inbounds i32, i32* %0, i64 10
  %64 = load i32, i32* %63, align 4, !tbaa !14
  %65 = zext i32 %62 to i64
  %66 = getelementptr inbounds i32, i32* %0, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !14
  %68 = icmp sgt i32 %64, %67
  %69 = select i1 %68, i32 10, i32 %62
  %70 = getelementptr inbounds i32, i32* %0, i64 11
  %71 = load i32, i32* %70, align 4, !tbaa !14
  %72 = zext i32 %69 to i64
  %73 = getelementptr inbounds i32, i32* %0, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !14
  %75 = icmp sgt i32 %71, %74
  %76 = select i1 %75, i32 11, i32 %69
  ret i32 %76
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @reverse(i8* noundef %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, i8* %0, i64 11
  br label %4

3:                                                ; preds = %4
  ret void

4:                                                ; preds = %1, %4
  %5 = phi i8* [ %0, %1 ], [ %9, %4 ]
  %6 = phi i8* [ %2, %1 ], [ %10, %4 ]
  %7 = load i8, i8* %5, align 1, !tbaa !20
  %8 = load i8, i8* %6, align 1, !tbaa !20
  store i8 %8, i8* %5, align 1, !tbaa !20
  store i8 %7, i8* %6, align 1, !tbaa !20
  %9 = getelementptr inbounds i8, i8* %5, i64 1
  %10 = getelementptr inbounds i8, i8* %6, i64 -1
  %11 = icmp ult i8* %9, %10
  br i1 %11, label %4, label %3, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !10}
