; ModuleID = 'tests/differential/src/tls_static_locals.c'
source_filename = "tests/differential/src/tls_static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Job = type { i32, i64, i32 }

@.str = private unnamed_addr constant [27 x i8] c"job %d: %016lx last id %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"main acc %lu id %u\0A\00", align 1
@acc = internal thread_local global i64 0, align 8
@next_id.id = internal thread_local global i32 1000, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x %struct.Job], align 16
  %2 = alloca [4 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, i8 0, i64 96, i1 false)
  store i32 1, ptr %1, align 16
  %3 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 1
  store i32 5, ptr %3, align 8
  %4 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 2
  store i32 9, ptr %4, align 16
  %5 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 3
  store i32 13, ptr %5, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  %6 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @run, ptr noundef nonnull %1) #9
  %7 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @run, ptr noundef nonnull %3) #9
  %9 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  %10 = call i32 @pthread_create(ptr noundef nonnull %9, ptr noundef null, ptr noundef nonnull @run, ptr noundef nonnull %4) #9
  %11 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3
  %12 = call i32 @pthread_create(ptr noundef nonnull %11, ptr noundef null, ptr noundef nonnull @run, ptr noundef nonnull %5) #9
  %13 = load i64, ptr %2, align 16, !tbaa !5
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #9
  %15 = load i64, ptr %7, align 8, !tbaa !5
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #9
  %17 = load i64, ptr %9, align 16, !tbaa !5
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #9
  %19 = load i64, ptr %11, align 8, !tbaa !5
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null) #9
  %21 = load i32, ptr %1, align 16, !tbaa !9
  %22 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 0, i32 1
  %23 = load i64, ptr %22, align 8, !tbaa !12
  %24 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 0, i32 2
  %25 = load i32, ptr %24, align 16, !tbaa !13
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i64 noundef %23, i32 noundef %25)
  %27 = load i32, ptr %3, align 8, !tbaa !9
  %28 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 1, i32 1
  %29 = load i64, ptr %28, align 16, !tbaa !12
  %30 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 1, i32 2
  %31 = load i32, ptr %30, align 8, !tbaa !13
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27, i64 noundef %29, i32 noundef %31)
  %33 = load i32, ptr %4, align 16, !tbaa !9
  %34 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 2, i32 1
  %35 = load i64, ptr %34, align 8, !tbaa !12
  %36 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 2, i32 2
  %37 = load i32, ptr %36, align 16, !tbaa !13
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33, i64 noundef %35, i32 noundef %37)
  %39 = load i32, ptr %5, align 8, !tbaa !9
  %40 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 3, i32 1
  %41 = load i64, ptr %40, align 16, !tbaa !12
  %42 = getelementptr inbounds [4 x %struct.Job], ptr %1, i64 0, i64 3, i32 2
  %43 = load i32, ptr %42, align 8, !tbaa !13
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39, i64 noundef %41, i32 noundef %43)
  %45 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @acc)
  %46 = load i64, ptr %45, align 8, !tbaa !5
  %47 = call fastcc i32 @next_id()
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %46, i32 noundef %47)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias ptr @run(ptr nocapture noundef %0) #4 {
  %2 = load i32, ptr %0, align 8, !tbaa !9
  %3 = icmp sgt i32 %2, -1000
  br i1 %3, label %8, label %17

4:                                                ; preds = %8
  %5 = icmp sgt i32 %14, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = getelementptr inbounds %struct.Job, ptr %0, i64 0, i32 2
  br label %21

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %14, %8 ], [ %2, %1 ]
  %10 = phi i32 [ %13, %8 ], [ 0, %1 ]
  %11 = xor i32 %9, %10
  %12 = sext i32 %11 to i64
  tail call fastcc void @accumulate(i64 noundef %12)
  %13 = add nuw nsw i32 %10, 1
  %14 = load i32, ptr %0, align 8, !tbaa !9
  %15 = add nsw i32 %14, 999
  %16 = icmp slt i32 %10, %15
  br i1 %16, label %8, label %4, !llvm.loop !14

17:                                               ; preds = %21, %1, %4
  %18 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @acc)
  %19 = load i64, ptr %18, align 8, !tbaa !5
  %20 = getelementptr inbounds %struct.Job, ptr %0, i64 0, i32 1
  store i64 %19, ptr %20, align 8, !tbaa !12
  ret ptr null

21:                                               ; preds = %6, %21
  %22 = phi i32 [ 0, %6 ], [ %24, %21 ]
  %23 = tail call fastcc i32 @next_id()
  store i32 %23, ptr %7, align 8, !tbaa !13
  %24 = add nuw nsw i32 %22, 1
  %25 = load i32, ptr %0, align 8, !tbaa !9
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %21, label %17, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #7

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @next_id() unnamed_addr #8 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @next_id.id)
  %2 = load i32, ptr %1, align 4, !tbaa !17
  %3 = add i32 %2, 1
  store i32 %3, ptr %1, align 4, !tbaa !17
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @accumulate(i64 noundef %0) unnamed_addr #8 {
  %2 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @acc)
  %3 = load i64, ptr %2, align 8, !tbaa !5
  %4 = mul i64 %3, 31
  %5 = add i64 %4, %0
  store i64 %5, ptr %2, align 8, !tbaa !5
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree noinline nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
