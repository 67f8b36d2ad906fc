; ModuleID = 'tests/differential/src/tls_static_locals.c'
source_filename = "tests/differential/src/tls_static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Job = type { i32, i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [27 x i8] c"job %d: %016lx last id %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"main acc %lu id %u\0A\00", align 1
@acc = internal thread_local unnamed_addr global i64 0, align 8
@next_id.id = internal thread_local unnamed_addr global i32 1000, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x %struct.Job], align 16
  %2 = alloca [4 x i64], align 16
  %3 = bitcast [4 x %struct.Job]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %3) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(96) %3, i8 0, i64 96, i1 false)
  %4 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 0, i32 0
  store i32 1, i32* %4, align 16
  %5 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 1, i32 0
  store i32 5, i32* %5, align 8
  %6 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 2, i32 0
  store i32 9, i32* %6, align 16
  %7 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 3, i32 0
  store i32 13, i32* %7, align 8
  %8 = bitcast [4 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %8) #8
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 0
  %10 = bitcast [4 x %struct.Job]* %1 to i8*
  %11 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @run, i8* noundef nonnull %10) #8
  %12 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 1
  %13 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 1
  %14 = bitcast %struct.Job* %13 to i8*
  %15 = call i32 @pthread_create(i64* noundef nonnull %12, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @run, i8* noundef nonnull %14) #8
  %16 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 2
  %17 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 2
  %18 = bitcast %struct.Job* %17 to i8*
  %19 = call i32 @pthread_create(i64* noundef nonnull %16, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @run, i8* noundef nonnull %18) #8
  %20 = getelementptr inbounds [4 x i64], [4 x i64]* %2, i64 0, i64 3
  %21 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 3
  %22 = bitcast %struct.Job* %21 to i8*
  %23 = call i32 @pthread_create(i64* noundef nonnull %20, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @run, i8* noundef nonnull %22) #8
  %24 = load i64, i64* %9, align 16, !tbaa !5
  %25 = call i32 @pthread_join(i64 noundef %24, i8** noundef null) #8
  %26 = load i64, i64* %12, align 8, !tbaa !5
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null) #8
  %28 = load i64, i64* %16, align 16, !tbaa !5
  %29 = call i32 @pthread_join(i64 noundef %28, i8** noundef null) #8
  %30 = load i64, i64* %20, align 8, !tbaa !5
  %31 = call i32 @pthread_join(i64 noundef %30, i8** noundef null) #8
  %32 = load i32, i32* %4, align 16, !tbaa !9
  %33 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 0, i32 1
  %34 = load i64, i64* %33, align 8, !tbaa !12
  %35 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 0, i32 2
  %36 = load i32, i32* %35, align 16, !tbaa !13
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %32, i64 noundef %34, i32 noundef %36)
  %38 = load i32, i32* %5, align 8, !tbaa !9
  %39 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 1, i32 1
  %40 = load i64, i64* %39, align 16, !tbaa !12
  %41 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 1, i32 2
  %42 = load i32, i32* %41, align 8, !tbaa !13
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %38, i64 noundef %40, i32 noundef %42)
  %44 = load i32, i32* %6, align 16, !tbaa !9
  %45 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 2, i32 1
  %46 = load i64, i64* %45, align 8, !tbaa !12
  %47 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 2, i32 2
  %48 = load i32, i32* %47, align 16, !tbaa !13
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %44, i64 noundef %46, i32 noundef %48)
  %50 = load i32, i32* %7, align 8, !tbaa !9
  %51 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 3, i32 1
  %52 = load i64, i64* %51, align 16, !tbaa !12
  %53 = getelementptr inbounds [4 x %struct.Job], [4 x %struct.Job]* %1, i64 0, i64 3, i32 2
  %54 = load i32, i32* %53, align 8, !tbaa !13
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %50, i64 noundef %52, i32 noundef %54)
  %56 = load i64, i64* @acc, align 8, !tbaa !5
  %57 = call fastcc i32 @next_id()
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i64 noundef %56, i32 noundef %57)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %8) #8
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %3) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal noalias i8* @run(i8* nocapture noundef %0) #4 {
  %2 = bitcast i8* %0 to i32*
  %3 = load i32, i32* %2, align 8, !tbaa !9
  %4 = icmp sgt i32 %3, -1000
  br i1 %4, label %10, label %19

5:                                                ; preds = %10
  %6 = icmp sgt i32 %16, 0
  br i1 %6, label %7, label %19

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, i8* %0, i64 16
  %9 = bitcast i8* %8 to i32*
  br label %23

10:                                               ; preds = %1, %10
  %11 = phi i32 [ %16, %10 ], [ %3, %1 ]
  %12 = phi i32 [ %15, %10 ], [ 0, %1 ]
  %13 = xor i32 %11, %12
  %14 = sext i32 %13 to i64
  tail call fastcc void @accumulate(i64 noundef %14)
  %15 = add nuw nsw i32 %12, 1
  %16 = load i32, i32* %2, align 8, !tbaa !9
  %17 = add nsw i32 %16, 999
  %18 = icmp slt i32 %12, %17
  br i1 %18, label %10, label %5, !llvm.loop !14

19:                                               ; preds = %23, %1, %5
  %20 = load i64, i64* @acc, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, i8* %0, i64 8
  %22 = bitcast i8* %21 to i64*
  store i64 %20, i64* %22, align 8, !tbaa !12
  ret i8* null

23:                                               ; preds = %7, %23
  %24 = phi i32 [ 0, %7 ], [ %26, %23 ]
  %25 = tail call fastcc i32 @next_id()
  store i32 %25, i32* %9, align 8, !tbaa !13
  %26 = add nuw nsw i32 %24, 1
  %27 = load i32, i32* %2, align 8, !tbaa !9
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %23, label %19, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @next_id() unnamed_addr #7 {
  %1 = load i32, i32* @next_id.id, align 4, !tbaa !17
  %2 = add i32 %1, 1
  store i32 %2, i32* @next_id.id, align 4, !tbaa !17
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @accumulate(i64 noundef %0) unnamed_addr #7 {
  %2 = load i64, i64* @acc, align 8, !tbaa !5
  %3 = mul i64 %2, 31
  %4 = add i64 %3, %0
  store i64 %4, i64* @acc, align 8, !tbaa !5
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"Job", !11, i64 0, !6, i64 8, !11, i64 16}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !11, i64 16}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{!11, !11, i64 0}
