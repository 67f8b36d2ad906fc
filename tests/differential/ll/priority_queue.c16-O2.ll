; ModuleID = 'tests/differential/src/priority_queue.c'
source_filename = "tests/differential/src/priority_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.PQ = type { [256 x %struct.Ev], i32, ptr }
%struct.Ev = type { i64, i32 }

@main.q = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, ptr @by_time }, align 8
@.str = private unnamed_addr constant [13 x i8] c"t=%ld id=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"handled %d final clock %ld\0A\00", align 1
@main.r = internal global %struct.PQ { [256 x %struct.Ev] zeroinitializer, i32 0, ptr @by_id_desc }, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %4

1:                                                ; preds = %4
  %2 = load i32, ptr getelementptr inbounds (%struct.PQ, ptr @main.q, i64 0, i32 1), align 8, !tbaa !5
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %29, label %13

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %11, %4 ]
  %6 = trunc i32 %5 to i16
  %7 = mul i16 %6, 37
  %8 = urem i16 %7, 11
  %9 = mul nuw nsw i16 %8, 10
  %10 = zext i16 %9 to i64
  tail call fastcc void @pq_push(ptr noundef nonnull @main.q, i64 %10, i32 %5)
  %11 = add nuw nsw i32 %5, 1
  %12 = icmp eq i32 %11, 20
  br i1 %12, label %1, label %4, !llvm.loop !11

13:                                               ; preds = %1, %24
  %14 = phi i32 [ %18, %24 ], [ 0, %1 ]
  %15 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.q)
  %16 = extractvalue { i64, i32 } %15, 0
  %17 = extractvalue { i64, i32 } %15, 1
  %18 = add nuw nsw i32 %14, 1
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %16, i32 noundef %17)
  %20 = icmp slt i32 %17, 5
  br i1 %20, label %21, label %24

21:                                               ; preds = %13
  %22 = add nsw i64 %16, 25
  %23 = add nsw i32 %17, 100
  tail call fastcc void @pq_push(ptr noundef nonnull @main.q, i64 %22, i32 %23)
  br label %24

24:                                               ; preds = %21, %13
  %25 = load i32, ptr getelementptr inbounds (%struct.PQ, ptr @main.q, i64 0, i32 1), align 8, !tbaa !5
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %13, !llvm.loop !13

27:                                               ; preds = %24
  %28 = extractvalue { i64, i32 } %15, 0
  br label %29

29:                                               ; preds = %27, %1
  %30 = phi i32 [ 0, %1 ], [ %18, %27 ]
  %31 = phi i64 [ 0, %1 ], [ %28, %27 ]
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %30, i64 noundef %31)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 0)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 7)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 4)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 1)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 8)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 5)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 2)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 9)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 6)
  tail call fastcc void @pq_push(ptr noundef nonnull @main.r, i64 0, i32 3)
  %33 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %34 = extractvalue { i64, i32 } %33, 1
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34)
  %36 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %37 = extractvalue { i64, i32 } %36, 1
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  %39 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %40 = extractvalue { i64, i32 } %39, 1
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40)
  %42 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %43 = extractvalue { i64, i32 } %42, 1
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %43)
  %45 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %46 = extractvalue { i64, i32 } %45, 1
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46)
  %48 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %49 = extractvalue { i64, i32 } %48, 1
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49)
  %51 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %52 = extractvalue { i64, i32 } %51, 1
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52)
  %54 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %55 = extractvalue { i64, i32 } %54, 1
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %55)
  %57 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %58 = extractvalue { i64, i32 } %57, 1
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58)
  %60 = tail call fastcc { i64, i32 } @pq_pop(ptr noundef nonnull @main.r)
  %61 = extractvalue { i64, i32 } %60, 1
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %61)
  %63 = tail call i32 @putchar(i32 10)
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @by_time(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #1 {
  %3 = load i64, ptr %0, align 8, !tbaa !14
  %4 = load i64, ptr %1, align 8, !tbaa !14
  %5 = icmp slt i64 %3, %4
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = icmp eq i64 %3, %4
  br i1 %7, label %8, label %15

8:                                                ; preds = %6
  %9 = getelementptr inbounds %struct.Ev, ptr %0, i64 0, i32 1
  %10 = load i32, ptr %9, align 8, !tbaa !17
  %11 = getelementptr inbounds %struct.Ev, ptr %1, i64 0, i32 1
  %12 = load i32, ptr %11, align 8, !tbaa !17
  %13 = icmp slt i32 %10, %12
  %14 = zext i1 %13 to i32
  br label %15

15:                                               ; preds = %6, %8, %2
  %16 = phi i32 [ 1, %2 ], [ 0, %6 ], [ %14, %8 ]
  ret i32 %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @pq_push(ptr noundef %0, i64 %1, i32 %2) unnamed_addr #3 {
  %4 = alloca %struct.Ev, align 8
  store i64 %1, ptr %4, align 8
  %5 = getelementptr inbounds { i64, i32 }, ptr %4, i64 0, i32 1
  store i32 %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.PQ, ptr %0, i64 0, i32 1
  %7 = load i32, ptr %6, align 8, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 8, !tbaa !5
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %10, label %25

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.PQ, ptr %0, i64 0, i32 2
  br label %12

12:                                               ; preds = %10, %21
  %13 = phi i32 [ %7, %10 ], [ %15, %21 ]
  %14 = add nsw i32 %13, -1
  %15 = lshr i32 %14, 1
  %16 = load ptr, ptr %11, align 8, !tbaa !18
  %17 = zext i32 %15 to i64
  %18 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %17
  %19 = call i32 %16(ptr noundef nonnull %4, ptr noundef %18) #7
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %25, label %21

21:                                               ; preds = %12
  %22 = zext i32 %13 to i64
  %23 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %18, i64 16, i1 false), !tbaa.struct !19
  %24 = icmp ult i32 %14, 2
  br i1 %24, label %25, label %12

25:                                               ; preds = %21, %12, %3
  %26 = phi i32 [ %7, %3 ], [ %13, %12 ], [ %15, %21 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !tbaa.struct !19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc { i64, i32 } @pq_pop(ptr noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.Ev, align 8
  %3 = load i64, ptr %0, align 8, !tbaa.struct !19
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa.struct !22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7
  %6 = getelementptr inbounds %struct.PQ, ptr %0, i64 0, i32 1
  %7 = load i32, ptr %6, align 8, !tbaa !5
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %6, align 8, !tbaa !5
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %10, i64 16, i1 false), !tbaa.struct !19
  %11 = icmp sgt i32 %7, 2
  br i1 %11, label %12, label %44

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.PQ, ptr %0, i64 0, i32 2
  br label %14

14:                                               ; preds = %12, %37
  %15 = phi i32 [ %8, %12 ], [ %42, %37 ]
  %16 = phi i32 [ 1, %12 ], [ %41, %37 ]
  %17 = phi i32 [ 0, %12 ], [ %40, %37 ]
  %18 = phi i32 [ 0, %12 ], [ %31, %37 ]
  %19 = add i32 %17, 2
  %20 = icmp slt i32 %19, %15
  br i1 %20, label %21, label %30

21:                                               ; preds = %14
  %22 = load ptr, ptr %13, align 8, !tbaa !18
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %23
  %25 = sext i32 %16 to i64
  %26 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %25
  %27 = call i32 %22(ptr noundef nonnull %24, ptr noundef nonnull %26) #7
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, i32 %16, i32 %19
  br label %30

30:                                               ; preds = %21, %14
  %31 = phi i32 [ %16, %14 ], [ %29, %21 ]
  %32 = load ptr, ptr %13, align 8, !tbaa !18
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %33
  %35 = call i32 %32(ptr noundef nonnull %34, ptr noundef nonnull %2) #7
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %44, label %37

37:                                               ; preds = %30
  %38 = sext i32 %18 to i64
  %39 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %34, i64 16, i1 false), !tbaa.struct !19
  %40 = shl nsw i32 %31, 1
  %41 = or i32 %40, 1
  %42 = load i32, ptr %6, align 8, !tbaa !5
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %14, label %44

44:                                               ; preds = %30, %37, %1
  %45 = phi i32 [ 0, %1 ], [ %31, %37 ], [ %18, %30 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [256 x %struct.Ev], ptr %0, i64 0, i64 %46
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %47, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false), !tbaa.struct !19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7
  %48 = insertvalue { i64, i32 } poison, i64 %3, 0
  %49 = insertvalue { i64, i32 } %48, i32 %5, 1
  ret { i64, i32 } %49
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @by_id_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #1 {
  %3 = getelementptr inbounds %struct.Ev, ptr %0, i64 0, i32 1
  %4 = load i32, ptr %3, align 8, !tbaa !17
  %5 = getelementptr inbounds %struct.Ev, ptr %1, i64 0, i32 1
  %6 = load i32, ptr %5, align 8, !tbaa !17
  %7 = icmp sgt i32 %4, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
