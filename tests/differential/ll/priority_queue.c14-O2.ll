; ModuleID = 'tests/differential/src/priority_queue.c'
source_filename = "tests/differential/src/priority_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.PQ = type { [256 x %struct.Ev], i32, i32 (%struct.Ev*, %struct.Ev*)* }
%struct.Ev = type { i64, i32 }

@main.q = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, i32 (%struct.Ev*, %struct.Ev*)* @by_time }, align 8
@.str = private unnamed_addr constant [13 x i8] c"t=%ld id=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"handled %d final clock %ld\0A\00", align 1
@main.r = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, i32 (%struct.Ev*, %struct.Ev*)* @by_id_desc }, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %4

1:                                                ; preds = %4
  %2 = load i32, i32* getelementptr inbounds (%struct.PQ, %struct.PQ* @main.q, i64 0, i32 1), align 8, !tbaa !5
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %29, label %13

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %11, %4 ]
  %6 = trunc i32 %5 to i16
  %7 = mul i16 %6, 37
  %8 = urem i16 %7, 11
  %9 = mul nuw nsw i16 %8, 10
  %10 = zext i16 %9 to i64
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.q, i64 %10, i32 %5)
  %11 = add nuw nsw i32 %5, 1
  %12 = icmp eq i32 %11, 20
  br i1 %12, label %1, label %4, !llvm.loop !11

13:                                               ; preds = %1, %24
  %14 = phi i32 [ %18, %24 ], [ 0, %1 ]
  %15 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.q)
  %16 = extractvalue { i64, i32 } %15, 0
  %17 = extractvalue { i64, i32 } %15, 1
  %18 = add nuw nsw i32 %14, 1
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 noundef %16, i32 noundef %17)
  %20 = icmp slt i32 %17, 5
  br i1 %20, label %21, label %24

21:                                               ; preds = %13
  %22 = add nsw i64 %16, 25
  %23 = add nsw i32 %17, 100
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.q, i64 %22, i32 %23)
  br label %24

24:                                               ; preds = %21, %13
  %25 = load i32, i32* getelementptr inbounds (%struct.PQ, %struct.PQ* @main.q, i64 0, i32 1), align 8, !tbaa !5
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %13, !llvm.loop !13

27:                                               ; preds = %24
  %28 = extractvalue { i64, i32 } %15, 0
  br label %29

29:                                               ; preds = %27, %1
  %30 = phi i32 [ 0, %1 ], [ %18, %27 ]
  %31 = phi i64 [ 0, %1 ], [ %28, %27 ]
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30, i64 noundef %31)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 0)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 7)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 4)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 1)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 8)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 5)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 2)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 9)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 6)
  tail call fastcc void @pq_push(%struct.PQ* noundef nonnull @main.r, i64 0, i32 3)
  %33 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %34 = extractvalue { i64, i32 } %33, 1
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %34)
  %36 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %37 = extractvalue { i64, i32 } %36, 1
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %37)
  %39 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %40 = extractvalue { i64, i32 } %39, 1
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %40)
  %42 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %43 = extractvalue { i64, i32 } %42, 1
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %43)
  %45 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %46 = extractvalue { i64, i32 } %45, 1
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %46)
  %48 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %49 = extractvalue { i64, i32 } %48, 1
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49)
  %51 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %52 = extractvalue { i64, i32 } %51, 1
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %52)
  %54 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %55 = extractvalue { i64, i32 } %54, 1
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %55)
  %57 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %58 = extractvalue { i64, i32 } %57, 1
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %58)
  %60 = tail call fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef nonnull @main.r)
  %61 = extractvalue { i64, i32 } %60, 1
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %61)
  %63 = tail call i32 @putchar(i32 10)
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_time(%struct.Ev* nocapture noundef readonly %0, %struct.Ev* nocapture noundef readonly %1) #1 {
  %3 = getelementptr inbounds %struct.Ev, %struct.Ev* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !14
  %5 = getelementptr inbounds %struct.Ev, %struct.Ev* %1, i64 0, i32 0
  %6 = load i64, i64* %5, align 8, !tbaa !14
  %7 = icmp slt i64 %4, %6
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = icmp eq i64 %4, %6
  br i1 %9, label %10, label %17

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Ev, %struct.Ev* %0, i64 0, i32 1
  %12 = load i32, i32* %11, align 8, !tbaa !17
  %13 = getelementptr inbounds %struct.Ev, %struct.Ev* %1, i64 0, i32 1
  %14 = load i32, i32* %13, align 8, !tbaa !17
  %15 = icmp slt i32 %12, %14
  %16 = zext i1 %15 to i32
  br label %17

17:                                               ; preds = %8, %10, %2
  %18 = phi i32 [ 1, %2 ], [ 0, %8 ], [ %16, %10 ]
  ret i32 %18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @pq_push(%struct.PQ* noundef %0, i64 %1, i32 %2) unnamed_addr #3 {
  %4 = alloca %struct.Ev, align 8
  %5 = getelementptr inbounds %struct.Ev, %struct.Ev* %4, i64 0, i32 0
  store i64 %1, i64* %5, align 8
  %6 = getelementptr inbounds %struct.Ev, %struct.Ev* %4, i64 0, i32 1
  store i32 %2, i32* %6, align 8
  %7 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 1
  %8 = load i32, i32* %7, align 8, !tbaa !5
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %7, align 8, !tbaa !5
  %10 = icmp sgt i32 %8, 0
  br i1 %10, label %11, label %28

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 2
  br label %13

13:                                               ; preds = %11, %22
  %14 = phi i32 [ %8, %11 ], [ %16, %22 ]
  %15 = add nsw i32 %14, -1
  %16 = lshr i32 %15, 1
  %17 = load i32 (%struct.Ev*, %struct.Ev*)*, i32 (%struct.Ev*, %struct.Ev*)** %12, align 8, !tbaa !18
  %18 = zext i32 %16 to i64
  %19 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %18
  %20 = call i32 %17(%struct.Ev* noundef nonnull %4, %struct.Ev* noundef %19) #7
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %28, label %22

22:                                               ; preds = %13
  %23 = zext i32 %14 to i64
  %24 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %23
  %25 = bitcast %struct.Ev* %24 to i8*
  %26 = bitcast %struct.Ev* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %25, i8* noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false), !tbaa.struct !19
  %27 = icmp ult i32 %15, 2
  br i1 %27, label %28, label %13

28:                                               ; preds = %22, %13, %3
  %29 = phi i32 [ %8, %3 ], [ %14, %13 ], [ %16, %22 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %30
  %32 = bitcast %struct.Ev* %31 to i8*
  %33 = bitcast %struct.Ev* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %32, i8* noundef nonnull align 8 dereferenceable(16) %33, i64 16, i1 false), !tbaa.struct !19
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc { i64, i32 } @pq_pop(%struct.PQ* noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.Ev, align 8
  %3 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa.struct !19
  %5 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa.struct !22
  %7 = bitcast %struct.Ev* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #7
  %8 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 1
  %9 = load i32, i32* %8, align 8, !tbaa !5
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* %8, align 8, !tbaa !5
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %11
  %13 = bitcast %struct.Ev* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %7, i8* noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false), !tbaa.struct !19
  %14 = icmp sgt i32 %9, 2
  br i1 %14, label %15, label %49

15:                                               ; preds = %1
  %16 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 2
  br label %17

17:                                               ; preds = %15, %40
  %18 = phi i32 [ %10, %15 ], [ %47, %40 ]
  %19 = phi i32 [ 1, %15 ], [ %46, %40 ]
  %20 = phi i32 [ 0, %15 ], [ %45, %40 ]
  %21 = phi i32 [ 0, %15 ], [ %34, %40 ]
  %22 = add i32 %20, 2
  %23 = icmp slt i32 %22, %18
  br i1 %23, label %24, label %33

24:                                               ; preds = %17
  %25 = load i32 (%struct.Ev*, %struct.Ev*)*, i32 (%struct.Ev*, %struct.Ev*)** %16, align 8, !tbaa !18
  %26 = sext i32 %22 to i64
  %27 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %26
  %28 = sext i32 %19 to i64
  %29 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %28
  %30 = call i32 %25(%struct.Ev* noundef %27, %struct.Ev* noundef nonnull %29) #7
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i32 %19, i32 %22
  br label %33

33:                                               ; preds = %24, %17
  %34 = phi i32 [ %19, %17 ], [ %32, %24 ]
  %35 = load i32 (%struct.Ev*, %struct.Ev*)*, i32 (%struct.Ev*, %struct.Ev*)** %16, align 8, !tbaa !18
  %36 = sext i32 %34 to i64
  %37 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %36
  %38 = call i32 %35(%struct.Ev* noundef %37, %struct.Ev* noundef nonnull %2) #7
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %49, label %40

40:                                               ; preds = %33
  %41 = sext i32 %21 to i64
  %42 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %41
  %43 = bitcast %struct.Ev* %42 to i8*
  %44 = bitcast %struct.Ev* %37 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %43, i8* noundef nonnull align 8 dereferenceable(16) %44, i64 16, i1 false), !tbaa.struct !19
  %45 = shl nsw i32 %34, 1
  %46 = or i32 %45, 1
  %47 = load i32, i32* %8, align 8, !tbaa !5
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %17, label %49

49:                                               ; preds = %33, %40, %1
  %50 = phi i32 [ 0, %1 ], [ %34, %40 ], [ %21, %33 ]
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds %struct.PQ, %struct.PQ* %0, i64 0, i32 0, i64 %51
  %53 = bitcast %struct.Ev* %52 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %53, i8* noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !tbaa.struct !19
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #7
  %54 = insertvalue { i64, i32 } poison, i64 %4, 0
  %55 = insertvalue { i64, i32 } %54, i32 %6, 1
  ret { i64, i32 } %55
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_id_desc(%struct.Ev* nocapture noundef readonly %0, %struct.Ev* nocapture noundef readonly %1) #1 {
  %3 = getelementptr inbounds %struct.Ev, %struct.Ev* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !17
  %5 = getelementptr inbounds %struct.Ev, %struct.Ev* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !17
  %7 = icmp sgt i32 %4, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 4096}
!6 = !{!"PQ", !7, i64 0, !9, i64 4096, !10, i64 4104}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !16, i64 0}
!15 = !{!"Ev", !16, i64 0, !9, i64 8}
!16 = !{!"long", !7, i64 0}
!17 = !{!15, !9, i64 8}
!18 = !{!6, !10, i64 4104}
!19 = !{i64 0, i64 8, !20, i64 8, i64 4, !21}
!20 = !{!16, !16, i64 0}
!21 = !{!9, !9, i64 0}
!22 = !{i64 0, i64 4, !21}
