; ModuleID = 'tests/differential/src/goto_cleanup.c'
source_filename = "tests/differential/src/goto_cleanup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"process(%d) = %d\0A\00", align 1
@__const.main.a = private unnamed_addr constant [7 x i32] [i32 8, i32 3, i32 11, i32 7, i32 2, i32 15, i32 4], align 16
@.str.1 = private unnamed_addr constant [20 x i8] c"find_pair %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"find_pair %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"goto_loop %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = tail call fastcc i32 @process(i32 noundef 0)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef 0, i32 noundef %4)
  %6 = tail call fastcc i32 @process(i32 noundef 1)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i32 noundef %6)
  %8 = tail call fastcc i32 @process(i32 noundef 2)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i32 noundef %8)
  %10 = tail call fastcc i32 @process(i32 noundef 3)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef 3, i32 noundef %10)
  %12 = tail call fastcc i32 @process(i32 noundef 4)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef 4, i32 noundef %12)
  %14 = bitcast [7 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %14) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(28) %14, i8* noundef nonnull align 16 dereferenceable(28) bitcast ([7 x i32]* @__const.main.a to i8*), i64 28, i1 false)
  %15 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #7
  store i32 -1, i32* %2, align 4, !tbaa !5
  %16 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #7
  store i32 -1, i32* %3, align 4, !tbaa !5
  %17 = getelementptr inbounds [7 x i32], [7 x i32]* %1, i64 0, i64 0
  %18 = call fastcc i32 @find_pair(i32* noundef nonnull %17, i32 noundef 19, i32* noundef nonnull %2, i32* noundef nonnull %3)
  %19 = load i32, i32* %2, align 4, !tbaa !5
  %20 = load i32, i32* %3, align 4, !tbaa !5
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = call fastcc i32 @find_pair(i32* noundef nonnull %17, i32 noundef 100, i32* noundef nonnull %2, i32* noundef nonnull %3)
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %22)
  %24 = tail call fastcc i64 @goto_loop()
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i64 noundef %24)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #7
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %14) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @process(i32 noundef %0) unnamed_addr #3 {
  %2 = mul nsw i32 %0, 10
  %3 = add i32 %0, -1
  %4 = icmp ult i32 %3, 3
  %5 = select i1 %4, i32 -1, i32 %2
  ret i32 %5
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @find_pair(i32* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3) unnamed_addr #5 {
  %5 = load i32, i32* %0, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 1
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = add nsw i32 %7, %5
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %95, label %98

10:                                               ; preds = %118
  %11 = getelementptr inbounds i32, i32* %0, i64 1
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, i32* %0, i64 2
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = add nsw i32 %14, %12
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %95, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds i32, i32* %0, i64 3
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %12
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %95, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i32, i32* %0, i64 4
  %24 = load i32, i32* %23, align 4, !tbaa !5
  %25 = add nsw i32 %24, %12
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %95, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i32, i32* %0, i64 5
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %12
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %95, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i32, i32* %0, i64 6
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %12
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %95, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i32, i32* %0, i64 2
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = getelementptr inbounds i32, i32* %0, i64 3
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, %39
  %43 = icmp eq i32 %42, %1
  br i1 %43, label %95, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i32, i32* %0, i64 4
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = add nsw i32 %46, %39
  %48 = icmp eq i32 %47, %1
  br i1 %48, label %95, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i32, i32* %0, i64 5
  %51 = load i32, i32* %50, align 4, !tbaa !5
  %52 = add nsw i32 %51, %39
  %53 = icmp eq i32 %52, %1
  br i1 %53, label %95, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i32, i32* %0, i64 6
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = add nsw i32 %56, %39
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %95, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i32, i32* %0, i64 3
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = getelementptr inbounds i32, i32* %0, i64 4
  %63 = load i32, i32* %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %61
  %65 = icmp eq i32 %64, %1
  br i1 %65, label %95, label %66

66:                                               ; preds = %59
  %67 = getelementptr inbounds i32, i32* %0, i64 5
  %68 = load i32, i32* %67, align 4, !tbaa !5
  %69 = add nsw i32 %68, %61
  %70 = icmp eq i32 %69, %1
  br i1 %70, label %95, label %71

71:                                               ; preds = %66
  %72 = getelementptr inbounds i32, i32* %0, i64 6
  %73 = load i32, i32* %72, align 4, !tbaa !5
  %74 = add nsw i32 %73, %61
  %75 = icmp eq i32 %74, %1
  br i1 %75, label %95, label %76

76:                                               ; preds = %71
  %77 = getelementptr inbounds i32, i32* %0, i64 4
  %78 = load i32, i32* %77, align 4, !tbaa !5
  %79 = getelementptr inbounds i32, i32* %0, i64 5
  %80 = load i32, i32* %79, align 4, !tbaa !5
  %81 = add nsw i32 %80, %78
  %82 = icmp eq i32 %81, %1
  br i1 %82, label %95, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i32, i32* %0, i64 6
  %85 = load i32, i32* %84, align 4, !tbaa !5
  %86 = add nsw i32 %85, %78
  %87 = icmp eq i32 %86, %1
  br i1 %87, label %95, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds i32, i32* %0, i64 5
  %90 = load i32, i32* %89, align 4, !tbaa !5
  %91 = getelementptr inbounds i32, i32* %0, i64 6
  %92 = load i32, i32* %91, align 4, !tbaa !5
  %93 = add nsw i32 %92, %90
  %94 = icmp eq i32 %93, %1
  br i1 %94, label %95, label %123

95:                                               ; preds = %88, %76, %83, %59, %66, %71, %37, %44, %49, %54, %10, %17, %22, %27, %32, %4, %98, %103, %108, %113, %118
  %96 = phi i32 [ 0, %118 ], [ 0, %113 ], [ 0, %108 ], [ 0, %103 ], [ 0, %98 ], [ 0, %4 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %54 ], [ 2, %49 ], [ 2, %44 ], [ 2, %37 ], [ 3, %71 ], [ 3, %66 ], [ 3, %59 ], [ 4, %83 ], [ 4, %76 ], [ 5, %88 ]
  %97 = phi i32 [ 6, %118 ], [ 5, %113 ], [ 4, %108 ], [ 3, %103 ], [ 2, %98 ], [ 1, %4 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 6, %54 ], [ 5, %49 ], [ 4, %44 ], [ 3, %37 ], [ 6, %71 ], [ 5, %66 ], [ 4, %59 ], [ 6, %83 ], [ 5, %76 ], [ 6, %88 ]
  store i32 %96, i32* %2, align 4, !tbaa !5
  store i32 %97, i32* %3, align 4, !tbaa !5
  br label %123

98:                                               ; preds = %4
  %99 = getelementptr inbounds i32, i32* %0, i64 2
  %100 = load i32, i32* %99, align 4, !tbaa !5
  %101 = add nsw i32 %100, %5
  %102 = icmp eq i32 %101, %1
  br i1 %102, label %95, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds i32, i32* %0, i64 3
  %105 = load i32, i32* %104, align 4, !tbaa !5
  %106 = add nsw i32 %105, %5
  %107 = icmp eq i32 %106, %1
  br i1 %107, label %95, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i32, i32* %0, i64 4
  %110 = load i32, i32* %109, align 4, !tbaa !5
  %111 = add nsw i32 %110, %5
  %112 = icmp eq i32 %111, %1
  br i1 %112, label %95, label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds i32, i32* %0, i64 5
  %115 = load i32, i32* %114, align 4, !tbaa !5
  %116 = add nsw i32 %115, %5
  %117 = icmp eq i32 %116, %1
  br i1 %117, label %95, label %118

118:                                              ; preds = %113
  %119 = getelementptr inbounds i32, i32* %0, i64 6
  %120 = load i32, i32* %119, align 4, !tbaa !5
  %121 = add nsw i32 %120, %5
  %122 = icmp eq i32 %121, %1
  br i1 %122, label %95, label %10

123:                                              ; preds = %88, %95
  %124 = phi i32 [ 1, %95 ], [ 0, %88 ]
  ret i32 %124
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @goto_loop() unnamed_addr #6 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %1 ]
  %3 = phi i64 [ 0, %0 ], [ %22, %1 ]
  %4 = and i64 %2, 3
  %5 = mul nuw nsw i64 %4, %2
  %6 = add nuw nsw i64 %5, %3
  %7 = add nuw nsw i64 %2, 1
  %8 = and i64 %7, 3
  %9 = mul nuw nsw i64 %8, %7
  %10 = add nuw nsw i64 %9, %6
  %11 = add nuw nsw i64 %2, 2
  %12 = and i64 %11, 3
  %13 = mul nuw nsw i64 %12, %11
  %14 = add nuw nsw i64 %13, %10
  %15 = add nuw nsw i64 %2, 3
  %16 = and i64 %15, 3
  %17 = mul nuw nsw i64 %16, %15
  %18 = add nuw nsw i64 %17, %14
  %19 = add nuw nsw i64 %2, 4
  %20 = and i64 %2, 3
  %21 = mul nuw nsw i64 %20, %19
  %22 = add nuw nsw i64 %21, %18
  %23 = add nuw nsw i64 %2, 5
  %24 = icmp eq i64 %23, 1000
  br i1 %24, label %25, label %1

25:                                               ; preds = %1
  ret i64 %22
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
