; ModuleID = 'tests/differential/src/word_freq.c'
source_filename = "tests/differential/src/word_freq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Word = type { [24 x i8], i32, %struct.Word* }

@text = internal unnamed_addr constant [287 x i8] c"It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair.\00", align 16
@npool = internal unnamed_addr global i32 0, align 4
@pool = internal global [128 x %struct.Word] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"%d words, %d distinct\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%-12s %d\0A\00", align 1
@buckets = internal unnamed_addr global [31 x %struct.Word*] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i8], align 16
  %2 = alloca [128 x %struct.Word*], align 16
  %3 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #9
  %4 = tail call i16** @__ctype_b_loc() #10
  br label %5

5:                                                ; preds = %94, %0
  %6 = phi i8* [ getelementptr inbounds ([287 x i8], [287 x i8]* @text, i64 0, i64 0), %0 ], [ %97, %94 ]
  %7 = phi i32 [ 0, %0 ], [ %95, %94 ]
  %8 = phi i32 [ 0, %0 ], [ %96, %94 ]
  %9 = load i16*, i16** %4, align 8, !tbaa !5
  %10 = load i8, i8* %6, align 1, !tbaa !9
  %11 = zext i8 %10 to i64
  %12 = getelementptr inbounds i16, i16* %9, i64 %11
  %13 = load i16, i16* %12, align 2, !tbaa !10
  %14 = and i16 %13, 1024
  %15 = icmp eq i16 %14, 0
  br i1 %15, label %27, label %16

16:                                               ; preds = %5
  %17 = icmp slt i32 %8, 23
  br i1 %17, label %18, label %94

18:                                               ; preds = %16
  %19 = tail call i32** @__ctype_tolower_loc() #10
  %20 = load i32*, i32** %19, align 8, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %20, i64 %11
  %22 = load i32, i32* %21, align 4, !tbaa !12
  %23 = trunc i32 %22 to i8
  %24 = add nsw i32 %8, 1
  %25 = sext i32 %8 to i64
  %26 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %25
  store i8 %23, i8* %26, align 1, !tbaa !9
  br label %94

27:                                               ; preds = %5
  %28 = icmp eq i32 %8, 0
  br i1 %28, label %34, label %29

29:                                               ; preds = %27
  %30 = sext i32 %8 to i64
  %31 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %30
  store i8 0, i8* %31, align 1, !tbaa !9
  call fastcc void @add(i8* noundef nonnull %3)
  %32 = add nsw i32 %7, 1
  %33 = load i8, i8* %6, align 1, !tbaa !9
  br label %34

34:                                               ; preds = %29, %27
  %35 = phi i8 [ %33, %29 ], [ %10, %27 ]
  %36 = phi i32 [ %32, %29 ], [ %7, %27 ]
  %37 = icmp eq i8 %35, 0
  br i1 %37, label %38, label %94

38:                                               ; preds = %34
  %39 = bitcast [128 x %struct.Word*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %39) #9
  %40 = load i32, i32* @npool, align 4, !tbaa !12
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %98

42:                                               ; preds = %38
  %43 = zext i32 %40 to i64
  %44 = icmp ult i32 %40, 4
  br i1 %44, label %92, label %45

45:                                               ; preds = %42
  %46 = and i64 %43, 4294967292
  %47 = add nsw i64 %46, -4
  %48 = lshr exact i64 %47, 2
  %49 = add nuw nsw i64 %48, 1
  %50 = and i64 %49, 1
  %51 = icmp eq i64 %47, 0
  br i1 %51, label %78, label %52

52:                                               ; preds = %45
  %53 = and i64 %49, 9223372036854775806
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %74, %54 ]
  %56 = phi <2 x i64> [ <i64 0, i64 1>, %52 ], [ %75, %54 ]
  %57 = phi i64 [ 0, %52 ], [ %76, %54 ]
  %58 = add <2 x i64> %56, <i64 2, i64 2>
  %59 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, <2 x i64> %56
  %60 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, <2 x i64> %58
  %61 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %2, i64 0, i64 %55
  %62 = bitcast %struct.Word** %61 to <2 x %struct.Word*>*
  store <2 x %struct.Word*> %59, <2 x %struct.Word*>* %62, align 16, !tbaa !5
  %63 = getelementptr inbounds %struct.Word*, %struct.Word** %61, i64 2
  %64 = bitcast %struct.Word** %63 to <2 x %struct.Word*>*
  store <2 x %struct.Word*> %60, <2 x %struct.Word*>* %64, align 16, !tbaa !5
  %65 = or i64 %55, 4
  %66 = add <2 x i64> %56, <i64 4, i64 4>
  %67 = add <2 x i64> %56, <i64 6, i64 6>
  %68 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, <2 x i64> %66
  %69 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, <2 x i64> %67
  %70 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %2, i64 0, i64 %65
  %71 = bitcast %struct.Word** %70 to <2 x %struct.Word*>*
  store <2 x %struct.Word*> %68, <2 x %struct.Word*>* %71, align 16, !tbaa !5
  %72 = getelementptr inbounds %struct.Word*, %struct.Word** %70, i64 2
  %73 = bitcast %struct.Word** %72 to <2 x %struct.Word*>*
  store <2 x %struct.Word*> %69, <2 x %struct.Word*>* %73, align 16, !tbaa !5
  %74 = add nuw i64 %55, 8
  %75 = add <2 x i64> %56, <i64 8, i64 8>
  %76 = add i64 %57, 2
  %77 = icmp eq i64 %76, %53
  br i1 %77, label %78, label %54, !llvm.loop !14

78:                                               ; preds = %54, %45
  %79 = phi i64 [ 0, %45 ], [ %74, %54 ]
  %80 = phi <2 x i64> [ <i64 0, i64 1>, %45 ], [ %75, %54 ]
  %81 = icmp eq i64 %50, 0
  br i1 %81, label %90, label %82

82:                                               ; preds = %78
  %83 = add <2 x i64> %80, <i64 2, i64 2>
  %84 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, <2 x i64> %80
  %85 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, <2 x i64> %83
  %86 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %2, i64 0, i64 %79
  %87 = bitcast %struct.Word** %86 to <2 x %struct.Word*>*
  store <2 x %struct.Word*> %84, <2 x %struct.Word*>* %87, align 16, !tbaa !5
  %88 = getelementptr inbounds %struct.Word*, %struct.Word** %86, i64 2
  %89 = bitcast %struct.Word** %88 to <2 x %struct.Word*>*
  store <2 x %struct.Word*> %85, <2 x %struct.Word*>* %89, align 16, !tbaa !5
  br label %90

90:                                               ; preds = %78, %82
  %91 = icmp eq i64 %46, %43
  br i1 %91, label %98, label %92

92:                                               ; preds = %42, %90
  %93 = phi i64 [ 0, %42 ], [ %46, %90 ]
  br label %104

94:                                               ; preds = %18, %16, %34
  %95 = phi i32 [ %7, %18 ], [ %7, %16 ], [ %36, %34 ]
  %96 = phi i32 [ %24, %18 ], [ %8, %16 ], [ 0, %34 ]
  %97 = getelementptr inbounds i8, i8* %6, i64 1
  br label %5

98:                                               ; preds = %104, %90, %38
  %99 = sext i32 %40 to i64
  call void @qsort(i8* noundef nonnull %39, i64 noundef %99, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp) #9
  %100 = load i32, i32* @npool, align 4, !tbaa !12
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %36, i32 noundef %100)
  %102 = load i32, i32* @npool, align 4, !tbaa !12
  %103 = icmp sgt i32 %102, 0
  br i1 %103, label %111, label %110

104:                                              ; preds = %92, %104
  %105 = phi i64 [ %108, %104 ], [ %93, %92 ]
  %106 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, i64 %105
  %107 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %2, i64 0, i64 %105
  store %struct.Word* %106, %struct.Word** %107, align 8, !tbaa !5
  %108 = add nuw nsw i64 %105, 1
  %109 = icmp eq i64 %108, %43
  br i1 %109, label %98, label %104, !llvm.loop !17

110:                                              ; preds = %111, %98
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %39) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret i32 0

111:                                              ; preds = %98, %111
  %112 = phi i64 [ %119, %111 ], [ 0, %98 ]
  %113 = getelementptr inbounds [128 x %struct.Word*], [128 x %struct.Word*]* %2, i64 0, i64 %112
  %114 = load %struct.Word*, %struct.Word** %113, align 8, !tbaa !5
  %115 = getelementptr inbounds %struct.Word, %struct.Word* %114, i64 0, i32 0, i64 0
  %116 = getelementptr inbounds %struct.Word, %struct.Word* %114, i64 0, i32 1
  %117 = load i32, i32* %116, align 8, !tbaa !19
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i8* noundef %115, i32 noundef %117)
  %119 = add nuw nsw i64 %112, 1
  %120 = load i32, i32* @npool, align 4, !tbaa !12
  %121 = sext i32 %120 to i64
  %122 = icmp slt i64 %119, %121
  br i1 %122, label %111, label %110, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_tolower_loc() local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @add(i8* nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load i8, i8* %0, align 1, !tbaa !9
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ 0, %1 ]
  %7 = phi i8* [ %9, %4 ], [ %0, %1 ]
  %8 = mul i32 %6, 31
  %9 = getelementptr inbounds i8, i8* %7, i64 1
  %10 = zext i8 %5 to i32
  %11 = add i32 %8, %10
  %12 = load i8, i8* %9, align 1, !tbaa !9
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !22

14:                                               ; preds = %4
  %15 = urem i32 %11, 31
  %16 = zext i32 %15 to i64
  br label %17

17:                                               ; preds = %1, %14
  %18 = phi i64 [ 0, %1 ], [ %16, %14 ]
  %19 = getelementptr inbounds [31 x %struct.Word*], [31 x %struct.Word*]* @buckets, i64 0, i64 %18
  %20 = load %struct.Word*, %struct.Word** %19, align 8, !tbaa !5
  %21 = icmp eq %struct.Word* %20, null
  br i1 %21, label %35, label %22

22:                                               ; preds = %17, %31
  %23 = phi %struct.Word* [ %33, %31 ], [ %20, %17 ]
  %24 = getelementptr inbounds %struct.Word, %struct.Word* %23, i64 0, i32 0, i64 0
  %25 = tail call i32 @strcmp(i8* noundef nonnull %24, i8* noundef nonnull dereferenceable(1) %0) #11
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %22
  %28 = getelementptr inbounds %struct.Word, %struct.Word* %23, i64 0, i32 1
  %29 = load i32, i32* %28, align 8, !tbaa !19
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %28, align 8, !tbaa !19
  br label %44

31:                                               ; preds = %22
  %32 = getelementptr inbounds %struct.Word, %struct.Word* %23, i64 0, i32 2
  %33 = load %struct.Word*, %struct.Word** %32, align 8, !tbaa !5
  %34 = icmp eq %struct.Word* %33, null
  br i1 %34, label %35, label %22, !llvm.loop !23

35:                                               ; preds = %31, %17
  %36 = load i32, i32* @npool, align 4, !tbaa !12
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* @npool, align 4, !tbaa !12
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.Word, %struct.Word* %39, i64 0, i32 0, i64 0
  %41 = tail call i8* @strcpy(i8* noundef nonnull %40, i8* noundef nonnull dereferenceable(1) %0) #9
  %42 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, i64 %38, i32 1
  store i32 1, i32* %42, align 8, !tbaa !19
  %43 = getelementptr inbounds [128 x %struct.Word], [128 x %struct.Word]* @pool, i64 0, i64 %38, i32 2
  store %struct.Word* %20, %struct.Word** %43, align 8, !tbaa !24
  store %struct.Word* %39, %struct.Word** %19, align 8, !tbaa !5
  br label %44

44:                                               ; preds = %27, %35
  ret void
}

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #5 {
  %3 = bitcast i8* %0 to %struct.Word**
  %4 = load %struct.Word*, %struct.Word** %3, align 8, !tbaa !5
  %5 = bitcast i8* %1 to %struct.Word**
  %6 = load %struct.Word*, %struct.Word** %5, align 8, !tbaa !5
  %7 = getelementptr inbounds %struct.Word, %struct.Word* %4, i64 0, i32 1
  %8 = load i32, i32* %7, align 8, !tbaa !19
  %9 = getelementptr inbounds %struct.Word, %struct.Word* %6, i64 0, i32 1
  %10 = load i32, i32* %9, align 8, !tbaa !19
  %11 = icmp eq i32 %10, %8
  br i1 %11, label %14, label %12

12:                                               ; preds = %2
  %13 = sub nsw i32 %10, %8
  br label %18

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.Word, %struct.Word* %4, i64 0, i32 0, i64 0
  %16 = getelementptr inbounds %struct.Word, %struct.Word* %6, i64 0, i32 0, i64 0
  %17 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %15, i8* noundef nonnull dereferenceable(1) %16) #11
  br label %18

18:                                               ; preds = %14, %12
  %19 = phi i32 [ %13, %12 ], [ %17, %14 ]
  ret i32 %19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind readnone willreturn }
attributes #11 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = distinct !{!17, !15, !18, !16}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!20, !13, i64 24}
!20 = !{!"Word", !7, i64 0, !13, i64 24, !6, i64 32}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = !{!20, !6, i64 32}
