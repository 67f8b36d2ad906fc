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
@.str.9 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Node*, align 8
  %2 = alloca %struct.DNode, align 8
  br label %95

3:                                                ; preds = %95
  %4 = bitcast i8* %104 to %struct.Node*
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #8
  br label %6

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %14, %6 ], [ 0, %3 ]
  %8 = phi %struct.Node* [ %13, %6 ], [ %4, %3 ]
  %9 = getelementptr inbounds %struct.Node, %struct.Node* %8, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !5
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %10) #8
  %12 = getelementptr inbounds %struct.Node, %struct.Node* %8, i64 0, i32 1
  %13 = load %struct.Node*, %struct.Node** %12, align 8, !tbaa !11
  %14 = add nuw nsw i32 %7, 1
  %15 = icmp ne %struct.Node* %13, null
  %16 = icmp ult i32 %7, 19
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %6, label %18, !llvm.loop !12

18:                                               ; preds = %6
  %19 = tail call i32 @putchar(i32 10) #8
  %20 = tail call fastcc %struct.Node* @reverse(%struct.Node* noundef %4)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0)) #8
  %22 = icmp eq %struct.Node* %20, null
  br i1 %22, label %35, label %23

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %31, %23 ], [ 0, %18 ]
  %25 = phi %struct.Node* [ %30, %23 ], [ %20, %18 ]
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i64 0, i32 0
  %27 = load i32, i32* %26, align 8, !tbaa !5
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %27) #8
  %29 = getelementptr inbounds %struct.Node, %struct.Node* %25, i64 0, i32 1
  %30 = load %struct.Node*, %struct.Node** %29, align 8, !tbaa !11
  %31 = add nuw nsw i32 %24, 1
  %32 = icmp ne %struct.Node* %30, null
  %33 = icmp ult i32 %24, 19
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %23, label %35, !llvm.loop !12

35:                                               ; preds = %23, %18
  %36 = tail call i32 @putchar(i32 10) #8
  %37 = tail call fastcc %struct.Node* @msort(%struct.Node* noundef %20)
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0)) #8
  %39 = icmp eq %struct.Node* %37, null
  br i1 %39, label %70, label %40

40:                                               ; preds = %35, %40
  %41 = phi i32 [ %48, %40 ], [ 0, %35 ]
  %42 = phi %struct.Node* [ %47, %40 ], [ %37, %35 ]
  %43 = getelementptr inbounds %struct.Node, %struct.Node* %42, i64 0, i32 0
  %44 = load i32, i32* %43, align 8, !tbaa !5
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %44) #8
  %46 = getelementptr inbounds %struct.Node, %struct.Node* %42, i64 0, i32 1
  %47 = load %struct.Node*, %struct.Node** %46, align 8, !tbaa !11
  %48 = add nuw nsw i32 %41, 1
  %49 = icmp ne %struct.Node* %47, null
  %50 = icmp ult i32 %41, 19
  %51 = select i1 %49, i1 %50, i1 false
  br i1 %51, label %40, label %52, !llvm.loop !12

52:                                               ; preds = %40
  %53 = tail call i32 @putchar(i32 10) #8
  %54 = bitcast %struct.Node** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %54)
  store %struct.Node* %37, %struct.Node** %1, align 8, !tbaa !14
  br label %55

55:                                               ; preds = %52, %66
  %56 = phi %struct.Node** [ %67, %66 ], [ %1, %52 ]
  %57 = phi %struct.Node* [ %68, %66 ], [ %37, %52 ]
  %58 = getelementptr inbounds %struct.Node, %struct.Node* %57, i64 0, i32 0
  %59 = load i32, i32* %58, align 8, !tbaa !5
  %60 = srem i32 %59, 3
  %61 = icmp eq i32 %60, 0
  %62 = getelementptr inbounds %struct.Node, %struct.Node* %57, i64 0, i32 1
  br i1 %61, label %63, label %66

63:                                               ; preds = %55
  %64 = load %struct.Node*, %struct.Node** %62, align 8, !tbaa !11
  store %struct.Node* %64, %struct.Node** %56, align 8, !tbaa !14
  %65 = bitcast %struct.Node* %57 to i8*
  tail call void @free(i8* noundef %65) #8
  br label %66

66:                                               ; preds = %63, %55
  %67 = phi %struct.Node** [ %56, %63 ], [ %62, %55 ]
  %68 = load %struct.Node*, %struct.Node** %67, align 8, !tbaa !14
  %69 = icmp eq %struct.Node* %68, null
  br i1 %69, label %75, label %55, !llvm.loop !15

70:                                               ; preds = %35
  %71 = tail call i32 @putchar(i32 10) #8
  %72 = bitcast %struct.Node** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %72)
  %73 = bitcast %struct.Node** %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73)
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0)) #8
  br label %91

75:                                               ; preds = %66
  %76 = load %struct.Node*, %struct.Node** %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %54)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0)) #8
  %78 = icmp eq %struct.Node* %76, null
  br i1 %78, label %91, label %79

79:                                               ; preds = %75, %79
  %80 = phi i32 [ %87, %79 ], [ 0, %75 ]
  %81 = phi %struct.Node* [ %86, %79 ], [ %76, %75 ]
  %82 = getelementptr inbounds %struct.Node, %struct.Node* %81, i64 0, i32 0
  %83 = load i32, i32* %82, align 8, !tbaa !5
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %83) #8
  %85 = getelementptr inbounds %struct.Node, %struct.Node* %81, i64 0, i32 1
  %86 = load %struct.Node*, %struct.Node** %85, align 8, !tbaa !11
  %87 = add nuw nsw i32 %80, 1
  %88 = icmp ne %struct.Node* %86, null
  %89 = icmp ult i32 %80, 19
  %90 = select i1 %88, i1 %89, i1 false
  br i1 %90, label %79, label %93, !llvm.loop !12

91:                                               ; preds = %70, %75
  %92 = tail call i32 @putchar(i32 10) #8
  br label %123

93:                                               ; preds = %79
  %94 = tail call i32 @putchar(i32 10) #8
  br label %110

95:                                               ; preds = %0, %95
  %96 = phi %struct.Node* [ null, %0 ], [ %105, %95 ]
  %97 = phi i32 [ 0, %0 ], [ %108, %95 ]
  %98 = trunc i32 %97 to i16
  %99 = mul i16 %98, 37
  %100 = add i16 %99, 11
  %101 = urem i16 %100, 101
  %102 = zext i16 %101 to i32
  %103 = add nsw i32 %102, -50
  %104 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8
  %105 = bitcast i8* %104 to %struct.Node*
  %106 = getelementptr inbounds %struct.Node, %struct.Node* %105, i64 0, i32 0
  store i32 %103, i32* %106, align 8, !tbaa !5
  %107 = getelementptr inbounds %struct.Node, %struct.Node* %105, i64 0, i32 1
  store %struct.Node* %96, %struct.Node** %107, align 8, !tbaa !11
  %108 = add nuw nsw i32 %97, 1
  %109 = icmp eq i32 %108, 40
  br i1 %109, label %3, label %95, !llvm.loop !16

110:                                              ; preds = %93, %110
  %111 = phi %struct.Node* [ %115, %110 ], [ %76, %93 ]
  %112 = phi i32 [ %116, %110 ], [ 0, %93 ]
  %113 = phi i64 [ %120, %110 ], [ 0, %93 ]
  %114 = getelementptr inbounds %struct.Node, %struct.Node* %111, i64 0, i32 1
  %115 = load %struct.Node*, %struct.Node** %114, align 8, !tbaa !11
  %116 = add nuw nsw i32 %112, 1
  %117 = getelementptr inbounds %struct.Node, %struct.Node* %111, i64 0, i32 0
  %118 = load i32, i32* %117, align 8, !tbaa !5
  %119 = sext i32 %118 to i64
  %120 = add nsw i64 %113, %119
  %121 = bitcast %struct.Node* %111 to i8*
  tail call void @free(i8* noundef %121) #8
  %122 = icmp eq %struct.Node* %115, null
  br i1 %122, label %123, label %110, !llvm.loop !17

123:                                              ; preds = %110, %91
  %124 = phi i64 [ 0, %91 ], [ %120, %110 ]
  %125 = phi i32 [ 0, %91 ], [ %116, %110 ]
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %125, i64 noundef %124)
  %127 = bitcast %struct.DNode* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %127) #8
  %128 = getelementptr inbounds %struct.DNode, %struct.DNode* %2, i64 0, i32 0
  store i64 0, i64* %128, align 8, !tbaa !18
  %129 = getelementptr inbounds %struct.DNode, %struct.DNode* %2, i64 0, i32 1
  store %struct.DNode* %2, %struct.DNode** %129, align 8, !tbaa !21
  %130 = getelementptr inbounds %struct.DNode, %struct.DNode* %2, i64 0, i32 2
  store %struct.DNode* %2, %struct.DNode** %130, align 8, !tbaa !22
  br label %135

131:                                              ; preds = %153
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0))
  %133 = load %struct.DNode*, %struct.DNode** %130, align 8, !tbaa !22
  %134 = icmp eq %struct.DNode* %133, %2
  br i1 %134, label %160, label %164

135:                                              ; preds = %123, %153
  %136 = phi i64 [ 1, %123 ], [ %158, %153 ]
  %137 = call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #8
  %138 = bitcast i8* %137 to %struct.DNode*
  %139 = mul nuw nsw i64 %136, %136
  %140 = getelementptr inbounds %struct.DNode, %struct.DNode* %138, i64 0, i32 0
  store i64 %139, i64* %140, align 8, !tbaa !18
  %141 = and i64 %136, 1
  %142 = icmp eq i64 %141, 0
  br i1 %142, label %148, label %143

143:                                              ; preds = %135
  %144 = load %struct.DNode*, %struct.DNode** %130, align 8, !tbaa !22
  %145 = getelementptr inbounds %struct.DNode, %struct.DNode* %138, i64 0, i32 2
  store %struct.DNode* %144, %struct.DNode** %145, align 8, !tbaa !22
  %146 = getelementptr inbounds %struct.DNode, %struct.DNode* %138, i64 0, i32 1
  store %struct.DNode* %2, %struct.DNode** %146, align 8, !tbaa !21
  %147 = getelementptr inbounds %struct.DNode, %struct.DNode* %144, i64 0, i32 1
  br label %153

148:                                              ; preds = %135
  %149 = load %struct.DNode*, %struct.DNode** %129, align 8, !tbaa !21
  %150 = getelementptr inbounds %struct.DNode, %struct.DNode* %138, i64 0, i32 1
  store %struct.DNode* %149, %struct.DNode** %150, align 8, !tbaa !21
  %151 = getelementptr inbounds %struct.DNode, %struct.DNode* %138, i64 0, i32 2
  store %struct.DNode* %2, %struct.DNode** %151, align 8, !tbaa !22
  %152 = getelementptr inbounds %struct.DNode, %struct.DNode* %149, i64 0, i32 2
  br label %153

153:                                              ; preds = %148, %143
  %154 = phi %struct.DNode** [ %152, %148 ], [ %147, %143 ]
  %155 = phi %struct.DNode** [ %129, %148 ], [ %130, %143 ]
  %156 = bitcast %struct.DNode** %155 to i8**
  %157 = bitcast %struct.DNode** %154 to i8**
  store i8* %137, i8** %157, align 8, !tbaa !14
  store i8* %137, i8** %156, align 8, !tbaa !14
  %158 = add nuw nsw i64 %136, 1
  %159 = icmp eq i64 %158, 11
  br i1 %159, label %131, label %135, !llvm.loop !23

160:                                              ; preds = %164, %131
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0))
  %162 = load %struct.DNode*, %struct.DNode** %129, align 8, !tbaa !21
  %163 = icmp eq %struct.DNode* %162, %2
  br i1 %163, label %172, label %176

164:                                              ; preds = %131, %164
  %165 = phi %struct.DNode* [ %170, %164 ], [ %133, %131 ]
  %166 = getelementptr inbounds %struct.DNode, %struct.DNode* %165, i64 0, i32 0
  %167 = load i64, i64* %166, align 8, !tbaa !18
  %168 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i64 noundef %167)
  %169 = getelementptr inbounds %struct.DNode, %struct.DNode* %165, i64 0, i32 2
  %170 = load %struct.DNode*, %struct.DNode** %169, align 8, !tbaa !22
  %171 = icmp eq %struct.DNode* %170, %2
  br i1 %171, label %160, label %164, !llvm.loop !24

172:                                              ; preds = %176, %160
  %173 = call i32 @putchar(i32 10)
  %174 = load %struct.DNode*, %struct.DNode** %130, align 8, !tbaa !22
  %175 = icmp eq %struct.DNode* %174, %2
  br i1 %175, label %191, label %184

176:                                              ; preds = %160, %176
  %177 = phi %struct.DNode* [ %182, %176 ], [ %162, %160 ]
  %178 = getelementptr inbounds %struct.DNode, %struct.DNode* %177, i64 0, i32 0
  %179 = load i64, i64* %178, align 8, !tbaa !18
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i64 noundef %179)
  %181 = getelementptr inbounds %struct.DNode, %struct.DNode* %177, i64 0, i32 1
  %182 = load %struct.DNode*, %struct.DNode** %181, align 8, !tbaa !21
  %183 = icmp eq %struct.DNode* %182, %2
  br i1 %183, label %172, label %176, !llvm.loop !25

184:                                              ; preds = %172, %184
  %185 = phi %struct.DNode* [ %189, %184 ], [ %174, %172 ]
  %186 = getelementptr inbounds %struct.DNode, %struct.DNode* %185, i64 0, i32 2
  %187 = load %struct.DNode*, %struct.DNode** %186, align 8, !tbaa !22
  store %struct.DNode* %187, %struct.DNode** %130, align 8, !tbaa !22
  %188 = bitcast %struct.DNode* %185 to i8*
  call void @free(i8* noundef %188) #8
  %189 = load %struct.DNode*, %struct.DNode** %130, align 8, !tbaa !22
  %190 = icmp eq %struct.DNode* %189, %2
  br i1 %190, label %191, label %184, !llvm.loop !26

191:                                              ; preds = %184, %172
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %127) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc %struct.Node* @reverse(%struct.Node* noundef %0) unnamed_addr #2 {
  %2 = icmp eq %struct.Node* %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi %struct.Node* [ %7, %3 ], [ %0, %1 ]
  %5 = phi %struct.Node* [ %4, %3 ], [ null, %1 ]
  %6 = getelementptr inbounds %struct.Node, %struct.Node* %4, i64 0, i32 1
  %7 = load %struct.Node*, %struct.Node** %6, align 8, !tbaa !11
  store %struct.Node* %5, %struct.Node** %6, align 8, !tbaa !11
  %8 = icmp eq %struct.Node* %7, null
  br i1 %8, label %9, label %3, !llvm.loop !27

9:                                                ; preds = %3, %1
  %10 = phi %struct.Node* [ null, %1 ], [ %4, %3 ]
  ret %struct.Node* %10
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc %struct.Node* @msort(%struct.Node* noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.Node, align 8
  %3 = icmp eq %struct.Node* %0, null
  br i1 %3, label %62, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.Node, %struct.Node* %0, i64 0, i32 1
  %6 = load %struct.Node*, %struct.Node** %5, align 8, !tbaa !11
  %7 = icmp eq %struct.Node* %6, null
  br i1 %7, label %62, label %8

8:                                                ; preds = %4, %14
  %9 = phi %struct.Node* [ %18, %14 ], [ %6, %4 ]
  %10 = phi %struct.Node* [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds %struct.Node, %struct.Node* %9, i64 0, i32 1
  %12 = load %struct.Node*, %struct.Node** %11, align 8, !tbaa !11
  %13 = icmp eq %struct.Node* %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.Node, %struct.Node* %10, i64 0, i32 1
  %16 = load %struct.Node*, %struct.Node** %15, align 8, !tbaa !11
  %17 = getelementptr inbounds %struct.Node, %struct.Node* %12, i64 0, i32 1
  %18 = load %struct.Node*, %struct.Node** %17, align 8, !tbaa !11
  %19 = icmp eq %struct.Node* %18, null
  br i1 %19, label %20, label %8, !llvm.loop !28

20:                                               ; preds = %8, %14
  %21 = phi %struct.Node* [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds %struct.Node, %struct.Node* %21, i64 0, i32 1
  %23 = load %struct.Node*, %struct.Node** %22, align 8, !tbaa !11
  store %struct.Node* null, %struct.Node** %22, align 8, !tbaa !11
  %24 = tail call fastcc %struct.Node* @msort(%struct.Node* noundef nonnull %0)
  %25 = tail call fastcc %struct.Node* @msort(%struct.Node* noundef %23)
  %26 = bitcast %struct.Node* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %26) #8
  %27 = icmp ne %struct.Node* %24, null
  %28 = icmp ne %struct.Node* %25, null
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %53

30:                                               ; preds = %20, %46
  %31 = phi %struct.Node* [ %47, %46 ], [ %2, %20 ]
  %32 = phi %struct.Node* [ %49, %46 ], [ %25, %20 ]
  %33 = phi %struct.Node* [ %48, %46 ], [ %24, %20 ]
  %34 = getelementptr inbounds %struct.Node, %struct.Node* %33, i64 0, i32 0
  %35 = load i32, i32* %34, align 8, !tbaa !5
  %36 = getelementptr inbounds %struct.Node, %struct.Node* %32, i64 0, i32 0
  %37 = load i32, i32* %36, align 8, !tbaa !5
  %38 = icmp sgt i32 %35, %37
  %39 = getelementptr inbounds %struct.Node, %struct.Node* %31, i64 0, i32 1
  br i1 %38, label %43, label %40

40:                                               ; preds = %30
  store %struct.Node* %33, %struct.Node** %39, align 8, !tbaa !11
  %41 = getelementptr inbounds %struct.Node, %struct.Node* %33, i64 0, i32 1
  %42 = load %struct.Node*, %struct.Node** %41, align 8, !tbaa !11
  br label %46

43:                                               ; preds = %30
  store %struct.Node* %32, %struct.Node** %39, align 8, !tbaa !11
  %44 = getelementptr inbounds %struct.Node, %struct.Node* %32, i64 0, i32 1
  %45 = load %struct.Node*, %struct.Node** %44, align 8, !tbaa !11
  br label %46

46:                                               ; preds = %43, %40
  %47 = phi %struct.Node* [ %33, %40 ], [ %32, %43 ]
  %48 = phi %struct.Node* [ %42, %40 ], [ %33, %43 ]
  %49 = phi %struct.Node* [ %32, %40 ], [ %45, %43 ]
  %50 = icmp ne %struct.Node* %48, null
  %51 = icmp ne %struct.Node* %49, null
  %52 = select i1 %50, i1 %51, i1 false
  br i1 %52, label %30, label %53, !llvm.loop !29

53:                                               ; preds = %46, %20
  %54 = phi %struct.Node* [ %24, %20 ], [ %48, %46 ]
  %55 = phi %struct.Node* [ %25, %20 ], [ %49, %46 ]
  %56 = phi %struct.Node* [ %2, %20 ], [ %47, %46 ]
  %57 = phi i1 [ %27, %20 ], [ %50, %46 ]
  %58 = select i1 %57, %struct.Node* %54, %struct.Node* %55
  %59 = getelementptr inbounds %struct.Node, %struct.Node* %56, i64 0, i32 1
  store %struct.Node* %58, %struct.Node** %59, align 8, !tbaa !11
  %60 = getelementptr inbounds %struct.Node, %struct.Node* %2, i64 0, i32 1
  %61 = load %struct.Node*, %struct.Node** %60, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %26) #8
  br label %62

62:                                               ; preds = %1, %4, %53
  %63 = phi %struct.Node* [ %61, %53 ], [ %0, %4 ], [ null, %1 ]
  ret %struct.Node* %63
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = !{!19, !20, i64 0}
!19 = !{!"DNode", !20, i64 0, !10, i64 8, !10, i64 16}
!20 = !{!"long", !8, i64 0}
!21 = !{!19, !10, i64 8}
!22 = !{!19, !10, i64 16}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13}
