; ModuleID = 'tests/differential/src/word_freq.c'
source_filename = "tests/differential/src/word_freq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Word = type { [24 x i8], i32, ptr }

@text = internal unnamed_addr constant [287 x i8] c"It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair.\00", align 16
@npool = internal unnamed_addr global i32 0, align 4
@pool = internal global [128 x %struct.Word] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"%d words, %d distinct\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%-12s %d\0A\00", align 1
@buckets = internal unnamed_addr global [31 x ptr] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i8], align 16
  %2 = alloca [128 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9
  %3 = tail call ptr @__ctype_b_loc() #10
  br label %4

4:                                                ; preds = %58, %0
  %5 = phi ptr [ @text, %0 ], [ %61, %58 ]
  %6 = phi i32 [ 0, %0 ], [ %59, %58 ]
  %7 = phi i32 [ 0, %0 ], [ %60, %58 ]
  %8 = load ptr, ptr %3, align 8, !tbaa !5
  %9 = load i8, ptr %5, align 1, !tbaa !9
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds i16, ptr %8, i64 %10
  %12 = load i16, ptr %11, align 2, !tbaa !10
  %13 = and i16 %12, 1024
  %14 = icmp eq i16 %13, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %4
  %16 = icmp slt i32 %7, 23
  br i1 %16, label %17, label %58

17:                                               ; preds = %15
  %18 = tail call ptr @__ctype_tolower_loc() #10
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = getelementptr inbounds i32, ptr %19, i64 %10
  %21 = load i32, ptr %20, align 4, !tbaa !12
  %22 = trunc i32 %21 to i8
  %23 = add nsw i32 %7, 1
  %24 = sext i32 %7 to i64
  %25 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 %24
  store i8 %22, ptr %25, align 1, !tbaa !9
  br label %58

26:                                               ; preds = %4
  %27 = icmp eq i32 %7, 0
  br i1 %27, label %32, label %28

28:                                               ; preds = %26
  %29 = sext i32 %7 to i64
  %30 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 %29
  store i8 0, ptr %30, align 1, !tbaa !9
  call fastcc void @add(ptr noundef nonnull %1)
  %31 = add nsw i32 %6, 1
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %31, %28 ], [ %6, %26 ]
  %34 = icmp eq i8 %9, 0
  br i1 %34, label %35, label %58

35:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #9
  %36 = load i32, ptr @npool, align 4, !tbaa !12
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %38, label %62

38:                                               ; preds = %35
  %39 = zext i32 %36 to i64
  %40 = icmp ult i32 %36, 4
  br i1 %40, label %56, label %41

41:                                               ; preds = %38
  %42 = and i64 %39, 4294967292
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %51, %43 ]
  %45 = phi <2 x i64> [ <i64 0, i64 1>, %41 ], [ %52, %43 ]
  %46 = add <2 x i64> %45, <i64 2, i64 2>
  %47 = getelementptr inbounds [128 x %struct.Word], ptr @pool, i64 0, <2 x i64> %45
  %48 = getelementptr inbounds [128 x %struct.Word], ptr @pool, i64 0, <2 x i64> %46
  %49 = getelementptr inbounds [128 x ptr], ptr %2, i64 0, i64 %44
  store <2 x ptr> %47, ptr %49, align 16, !tbaa !5
  %50 = getelementptr inbounds ptr, ptr %49, i64 2
  store <2 x ptr> %48, ptr %50, align 16, !tbaa !5
  %51 = add nuw i64 %44, 4
  %52 = add <2 x i64> %45, <i64 4, i64 4>
  %53 = icmp eq i64 %51, %42
  br i1 %53, label %54, label %43, !llvm.loop !14

54:                                               ; preds = %43
  %55 = icmp eq i64 %42, %39
  br i1 %55, label %62, label %56

56:                                               ; preds = %38, %54
  %57 = phi i64 [ 0, %38 ], [ %42, %54 ]
  br label %68

58:                                               ; preds = %17, %15, %32
  %59 = phi i32 [ %6, %17 ], [ %6, %15 ], [ %33, %32 ]
  %60 = phi i32 [ %23, %17 ], [ %7, %15 ], [ 0, %32 ]
  %61 = getelementptr inbounds i8, ptr %5, i64 1
  br label %4

62:                                               ; preds = %68, %54, %35
  %63 = sext i32 %36 to i64
  call void @qsort(ptr noundef nonnull %2, i64 noundef %63, i64 noundef 8, ptr noundef nonnull @cmp) #9
  %64 = load i32, ptr @npool, align 4, !tbaa !12
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33, i32 noundef %64)
  %66 = load i32, ptr @npool, align 4, !tbaa !12
  %67 = icmp sgt i32 %66, 0
  br i1 %67, label %75, label %74

68:                                               ; preds = %56, %68
  %69 = phi i64 [ %72, %68 ], [ %57, %56 ]
  %70 = getelementptr inbounds [128 x %struct.Word], ptr @pool, i64 0, i64 %69
  %71 = getelementptr inbounds [128 x ptr], ptr %2, i64 0, i64 %69
  store ptr %70, ptr %71, align 8, !tbaa !5
  %72 = add nuw nsw i64 %69, 1
  %73 = icmp eq i64 %72, %39
  br i1 %73, label %62, label %68, !llvm.loop !18

74:                                               ; preds = %75, %62
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9
  ret i32 0

75:                                               ; preds = %62, %75
  %76 = phi i64 [ %82, %75 ], [ 0, %62 ]
  %77 = getelementptr inbounds [128 x ptr], ptr %2, i64 0, i64 %76
  %78 = load ptr, ptr %77, align 8, !tbaa !5
  %79 = getelementptr inbounds %struct.Word, ptr %78, i64 0, i32 1
  %80 = load i32, ptr %79, align 8, !tbaa !19
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %78, i32 noundef %80)
  %82 = add nuw nsw i64 %76, 1
  %83 = load i32, ptr @npool, align 4, !tbaa !12
  %84 = sext i32 %83 to i64
  %85 = icmp slt i64 %82, %84
  br i1 %85, label %75, label %74, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @add(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load i8, ptr %0, align 1, !tbaa !9
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ 0, %1 ]
  %7 = phi ptr [ %9, %4 ], [ %0, %1 ]
  %8 = mul i32 %6, 31
  %9 = getelementptr inbounds i8, ptr %7, i64 1
  %10 = zext i8 %5 to i32
  %11 = add i32 %8, %10
  %12 = load i8, ptr %9, align 1, !tbaa !9
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !22

14:                                               ; preds = %4
  %15 = urem i32 %11, 31
  %16 = zext i32 %15 to i64
  br label %17

17:                                               ; preds = %1, %14
  %18 = phi i64 [ 0, %1 ], [ %16, %14 ]
  %19 = getelementptr inbounds [31 x ptr], ptr @buckets, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !5
  %21 = icmp eq ptr %20, null
  br i1 %21, label %34, label %22

22:                                               ; preds = %17, %30
  %23 = phi ptr [ %32, %30 ], [ %20, %17 ]
  %24 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %23, ptr noundef nonnull dereferenceable(1) %0) #11
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.Word, ptr %23, i64 0, i32 1
  %28 = load i32, ptr %27, align 8, !tbaa !19
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %27, align 8, !tbaa !19
  br label %42

30:                                               ; preds = %22
  %31 = getelementptr inbounds %struct.Word, ptr %23, i64 0, i32 2
  %32 = load ptr, ptr %31, align 8, !tbaa !5
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %22, !llvm.loop !23

34:                                               ; preds = %30, %17
  %35 = load i32, ptr @npool, align 4, !tbaa !12
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr @npool, align 4, !tbaa !12
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds [128 x %struct.Word], ptr @pool, i64 0, i64 %37
  %39 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %38, ptr noundef nonnull dereferenceable(1) %0) #9
  %40 = getelementptr inbounds [128 x %struct.Word], ptr @pool, i64 0, i64 %37, i32 1
  store i32 1, ptr %40, align 8, !tbaa !19
  %41 = getelementptr inbounds [128 x %struct.Word], ptr @pool, i64 0, i64 %37, i32 2
  store ptr %20, ptr %41, align 8, !tbaa !24
  store ptr %38, ptr %19, align 8, !tbaa !5
  br label %42

42:                                               ; preds = %26, %34
  ret void
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = load ptr, ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds %struct.Word, ptr %3, i64 0, i32 1
  %6 = load i32, ptr %5, align 8, !tbaa !19
  %7 = getelementptr inbounds %struct.Word, ptr %4, i64 0, i32 1
  %8 = load i32, ptr %7, align 8, !tbaa !19
  %9 = icmp eq i32 %8, %6
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = sub nsw i32 %8, %6
  br label %14

12:                                               ; preds = %2
  %13 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #11
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i32 [ %11, %10 ], [ %13, %12 ]
  ret i32 %15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15, !17, !16}
!19 = !{!20, !13, i64 24}
!20 = !{!"Word", !7, i64 0, !13, i64 24, !6, i64 32}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = !{!20, !6, i64 32}
