; ModuleID = 'tests/differential/src/linked_list.c'
source_filename = "tests/differential/src/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.DNode = type { i64, ptr, ptr }
%struct.Node = type { i32, ptr }

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
  %1 = alloca ptr, align 8
  %2 = alloca %struct.DNode, align 8
  br label %85

3:                                                ; preds = %85
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str)
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %12, %5 ], [ 0, %3 ]
  %7 = phi ptr [ %11, %5 ], [ %94, %3 ]
  %8 = load i32, ptr %7, align 8, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %8)
  %10 = getelementptr inbounds %struct.Node, ptr %7, i64 0, i32 1
  %11 = load ptr, ptr %10, align 8, !tbaa !11
  %12 = add nuw nsw i32 %6, 1
  %13 = icmp ne ptr %11, null
  %14 = icmp ult i32 %6, 19
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %5, label %16, !llvm.loop !12

16:                                               ; preds = %5
  %17 = tail call i32 @putchar(i32 10)
  %18 = tail call fastcc ptr @reverse(ptr noundef nonnull %94)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1)
  %20 = icmp eq ptr %18, null
  br i1 %20, label %32, label %21

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %28, %21 ], [ 0, %16 ]
  %23 = phi ptr [ %27, %21 ], [ %18, %16 ]
  %24 = load i32, ptr %23, align 8, !tbaa !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %24)
  %26 = getelementptr inbounds %struct.Node, ptr %23, i64 0, i32 1
  %27 = load ptr, ptr %26, align 8, !tbaa !11
  %28 = add nuw nsw i32 %22, 1
  %29 = icmp ne ptr %27, null
  %30 = icmp ult i32 %22, 19
  %31 = select i1 %29, i1 %30, i1 false
  br i1 %31, label %21, label %32, !llvm.loop !12

32:                                               ; preds = %21, %16
  %33 = tail call i32 @putchar(i32 10)
  %34 = tail call fastcc ptr @msort(ptr noundef %18)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2)
  %36 = icmp eq ptr %34, null
  br i1 %36, label %63, label %37

37:                                               ; preds = %32, %37
  %38 = phi i32 [ %44, %37 ], [ 0, %32 ]
  %39 = phi ptr [ %43, %37 ], [ %34, %32 ]
  %40 = load i32, ptr %39, align 8, !tbaa !5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %40)
  %42 = getelementptr inbounds %struct.Node, ptr %39, i64 0, i32 1
  %43 = load ptr, ptr %42, align 8, !tbaa !11
  %44 = add nuw nsw i32 %38, 1
  %45 = icmp ne ptr %43, null
  %46 = icmp ult i32 %38, 19
  %47 = select i1 %45, i1 %46, i1 false
  br i1 %47, label %37, label %48, !llvm.loop !12

48:                                               ; preds = %37
  %49 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr %34, ptr %1, align 8, !tbaa !14
  br label %50

50:                                               ; preds = %48, %59
  %51 = phi ptr [ %60, %59 ], [ %1, %48 ]
  %52 = phi ptr [ %61, %59 ], [ %34, %48 ]
  %53 = load i32, ptr %52, align 8, !tbaa !5
  %54 = srem i32 %53, 3
  %55 = icmp eq i32 %54, 0
  %56 = getelementptr inbounds %struct.Node, ptr %52, i64 0, i32 1
  br i1 %55, label %57, label %59

57:                                               ; preds = %50
  %58 = load ptr, ptr %56, align 8, !tbaa !11
  store ptr %58, ptr %51, align 8, !tbaa !14
  tail call void @free(ptr noundef nonnull %52) #8
  br label %59

59:                                               ; preds = %57, %50
  %60 = phi ptr [ %51, %57 ], [ %56, %50 ]
  %61 = load ptr, ptr %60, align 8, !tbaa !14
  %62 = icmp eq ptr %61, null
  br i1 %62, label %66, label %50, !llvm.loop !15

63:                                               ; preds = %32
  %64 = tail call i32 @putchar(i32 10)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3)
  br label %81

66:                                               ; preds = %59
  %67 = load ptr, ptr %1, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3)
  %69 = icmp eq ptr %67, null
  br i1 %69, label %81, label %70

70:                                               ; preds = %66, %70
  %71 = phi i32 [ %77, %70 ], [ 0, %66 ]
  %72 = phi ptr [ %76, %70 ], [ %67, %66 ]
  %73 = load i32, ptr %72, align 8, !tbaa !5
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %73)
  %75 = getelementptr inbounds %struct.Node, ptr %72, i64 0, i32 1
  %76 = load ptr, ptr %75, align 8, !tbaa !11
  %77 = add nuw nsw i32 %71, 1
  %78 = icmp ne ptr %76, null
  %79 = icmp ult i32 %71, 19
  %80 = select i1 %78, i1 %79, i1 false
  br i1 %80, label %70, label %83, !llvm.loop !12

81:                                               ; preds = %63, %66
  %82 = tail call i32 @putchar(i32 10)
  br label %109

83:                                               ; preds = %70
  %84 = tail call i32 @putchar(i32 10)
  br label %98

85:                                               ; preds = %0, %85
  %86 = phi ptr [ null, %0 ], [ %94, %85 ]
  %87 = phi i32 [ 0, %0 ], [ %96, %85 ]
  %88 = trunc i32 %87 to i16
  %89 = mul i16 %88, 37
  %90 = add i16 %89, 11
  %91 = urem i16 %90, 101
  %92 = zext i16 %91 to i32
  %93 = add nsw i32 %92, -50
  %94 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  store i32 %93, ptr %94, align 8, !tbaa !5
  %95 = getelementptr inbounds %struct.Node, ptr %94, i64 0, i32 1
  store ptr %86, ptr %95, align 8, !tbaa !11
  %96 = add nuw nsw i32 %87, 1
  %97 = icmp eq i32 %96, 40
  br i1 %97, label %3, label %85, !llvm.loop !16

98:                                               ; preds = %83, %98
  %99 = phi ptr [ %103, %98 ], [ %67, %83 ]
  %100 = phi i32 [ %104, %98 ], [ 0, %83 ]
  %101 = phi i64 [ %107, %98 ], [ 0, %83 ]
  %102 = getelementptr inbounds %struct.Node, ptr %99, i64 0, i32 1
  %103 = load ptr, ptr %102, align 8, !tbaa !11
  %104 = add nuw nsw i32 %100, 1
  %105 = load i32, ptr %99, align 8, !tbaa !5
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %101, %106
  tail call void @free(ptr noundef nonnull %99) #8
  %108 = icmp eq ptr %103, null
  br i1 %108, label %109, label %98, !llvm.loop !17

109:                                              ; preds = %98, %81
  %110 = phi i64 [ 0, %81 ], [ %107, %98 ]
  %111 = phi i32 [ 0, %81 ], [ %104, %98 ]
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111, i64 noundef %110)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  store i64 0, ptr %2, align 8, !tbaa !18
  %113 = getelementptr inbounds %struct.DNode, ptr %2, i64 0, i32 1
  store ptr %2, ptr %113, align 8, !tbaa !21
  %114 = getelementptr inbounds %struct.DNode, ptr %2, i64 0, i32 2
  store ptr %2, ptr %114, align 8, !tbaa !22
  br label %119

115:                                              ; preds = %135
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %117 = load ptr, ptr %114, align 8, !tbaa !22
  %118 = icmp eq ptr %117, %2
  br i1 %118, label %140, label %144

119:                                              ; preds = %109, %135
  %120 = phi i64 [ 1, %109 ], [ %138, %135 ]
  %121 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #9
  %122 = mul nuw nsw i64 %120, %120
  store i64 %122, ptr %121, align 8, !tbaa !18
  %123 = and i64 %120, 1
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %130, label %125

125:                                              ; preds = %119
  %126 = load ptr, ptr %114, align 8, !tbaa !22
  %127 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 2
  store ptr %126, ptr %127, align 8, !tbaa !22
  %128 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 1
  store ptr %2, ptr %128, align 8, !tbaa !21
  %129 = getelementptr inbounds %struct.DNode, ptr %126, i64 0, i32 1
  br label %135

130:                                              ; preds = %119
  %131 = load ptr, ptr %113, align 8, !tbaa !21
  %132 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 1
  store ptr %131, ptr %132, align 8, !tbaa !21
  %133 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 2
  store ptr %2, ptr %133, align 8, !tbaa !22
  %134 = getelementptr inbounds %struct.DNode, ptr %131, i64 0, i32 2
  br label %135

135:                                              ; preds = %130, %125
  %136 = phi ptr [ %134, %130 ], [ %129, %125 ]
  %137 = phi ptr [ %113, %130 ], [ %114, %125 ]
  store ptr %121, ptr %136, align 8, !tbaa !14
  store ptr %121, ptr %137, align 8, !tbaa !14
  %138 = add nuw nsw i64 %120, 1
  %139 = icmp eq i64 %138, 11
  br i1 %139, label %115, label %119, !llvm.loop !23

140:                                              ; preds = %144, %115
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  %142 = load ptr, ptr %113, align 8, !tbaa !21
  %143 = icmp eq ptr %142, %2
  br i1 %143, label %151, label %155

144:                                              ; preds = %115, %144
  %145 = phi ptr [ %149, %144 ], [ %117, %115 ]
  %146 = load i64, ptr %145, align 8, !tbaa !18
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %146)
  %148 = getelementptr inbounds %struct.DNode, ptr %145, i64 0, i32 2
  %149 = load ptr, ptr %148, align 8, !tbaa !22
  %150 = icmp eq ptr %149, %2
  br i1 %150, label %140, label %144, !llvm.loop !24

151:                                              ; preds = %155, %140
  %152 = call i32 @putchar(i32 10)
  %153 = load ptr, ptr %114, align 8, !tbaa !22
  %154 = icmp eq ptr %153, %2
  br i1 %154, label %168, label %162

155:                                              ; preds = %140, %155
  %156 = phi ptr [ %160, %155 ], [ %142, %140 ]
  %157 = load i64, ptr %156, align 8, !tbaa !18
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %157)
  %159 = getelementptr inbounds %struct.DNode, ptr %156, i64 0, i32 1
  %160 = load ptr, ptr %159, align 8, !tbaa !21
  %161 = icmp eq ptr %160, %2
  br i1 %161, label %151, label %155, !llvm.loop !25

162:                                              ; preds = %151, %162
  %163 = phi ptr [ %166, %162 ], [ %153, %151 ]
  %164 = getelementptr inbounds %struct.DNode, ptr %163, i64 0, i32 2
  %165 = load ptr, ptr %164, align 8, !tbaa !22
  store ptr %165, ptr %114, align 8, !tbaa !22
  call void @free(ptr noundef %163) #8
  %166 = load ptr, ptr %114, align 8, !tbaa !22
  %167 = icmp eq ptr %166, %2
  br i1 %167, label %168, label %162, !llvm.loop !26

168:                                              ; preds = %162, %151
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @reverse(ptr noundef %0) unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %7, %3 ], [ %0, %1 ]
  %5 = phi ptr [ %4, %3 ], [ null, %1 ]
  %6 = getelementptr inbounds %struct.Node, ptr %4, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8, !tbaa !11
  store ptr %5, ptr %6, align 8, !tbaa !11
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %3, !llvm.loop !27

9:                                                ; preds = %3, %1
  %10 = phi ptr [ null, %1 ], [ %4, %3 ]
  ret ptr %10
}

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.Node, align 8
  %3 = icmp eq ptr %0, null
  br i1 %3, label %59, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.Node, ptr %0, i64 0, i32 1
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = icmp eq ptr %6, null
  br i1 %7, label %59, label %8

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds %struct.Node, ptr %9, i64 0, i32 1
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = icmp eq ptr %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.Node, ptr %10, i64 0, i32 1
  %16 = load ptr, ptr %15, align 8, !tbaa !11
  %17 = getelementptr inbounds %struct.Node, ptr %12, i64 0, i32 1
  %18 = load ptr, ptr %17, align 8, !tbaa !11
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %8, !llvm.loop !28

20:                                               ; preds = %8, %14
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds %struct.Node, ptr %21, i64 0, i32 1
  %23 = load ptr, ptr %22, align 8, !tbaa !11
  store ptr null, ptr %22, align 8, !tbaa !11
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0)
  %25 = tail call fastcc ptr @msort(ptr noundef %23)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8
  %26 = icmp ne ptr %24, null
  %27 = icmp ne ptr %25, null
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %50

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
  %33 = load i32, ptr %32, align 8, !tbaa !5
  %34 = load i32, ptr %31, align 8, !tbaa !5
  %35 = icmp sgt i32 %33, %34
  %36 = getelementptr inbounds %struct.Node, ptr %30, i64 0, i32 1
  br i1 %35, label %40, label %37

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !tbaa !11
  %38 = getelementptr inbounds %struct.Node, ptr %32, i64 0, i32 1
  %39 = load ptr, ptr %38, align 8, !tbaa !11
  br label %43

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !tbaa !11
  %41 = getelementptr inbounds %struct.Node, ptr %31, i64 0, i32 1
  %42 = load ptr, ptr %41, align 8, !tbaa !11
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ]
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
  %47 = icmp ne ptr %45, null
  %48 = icmp ne ptr %46, null
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %29, label %50, !llvm.loop !29

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ]
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ]
  %55 = select i1 %54, ptr %51, ptr %52
  %56 = getelementptr inbounds %struct.Node, ptr %53, i64 0, i32 1
  store ptr %55, ptr %56, align 8, !tbaa !11
  %57 = getelementptr inbounds %struct.Node, ptr %2, i64 0, i32 1
  %58 = load ptr, ptr %57, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ]
  ret ptr %60
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
