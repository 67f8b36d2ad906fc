; ModuleID = 'tests/differential/src/atomic_counter_threads.c'
source_filename = "tests/differential/src/atomic_counter_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"counter %ld down %u bits %016llx max %d guarded %ld\0A\00", align 1
@counter = internal global i64 0, align 8
@down = internal global i32 80000, align 4
@bits = internal global i64 0, align 8
@maxv = internal global i32 0, align 4
@guarded = internal unnamed_addr global i64 0, align 8
@lock = internal global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6
  %3 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 1
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6
  %5 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 2
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6
  %7 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 3
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6
  %9 = load i64, ptr %1, align 16, !tbaa !5
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6
  %11 = load i64, ptr %3, align 8, !tbaa !5
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6
  %13 = load i64, ptr %5, align 16, !tbaa !5
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6
  %15 = load i64, ptr %7, align 8, !tbaa !5
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6
  %17 = load atomic i64, ptr @counter seq_cst, align 8
  %18 = load atomic i32, ptr @down seq_cst, align 4
  %19 = load atomic i64, ptr @bits seq_cst, align 8
  %20 = load atomic i32, ptr @maxv seq_cst, align 4
  %21 = load i64, ptr @guarded, align 8, !tbaa !5
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %17, i32 noundef %18, i64 noundef %19, i32 noundef %20, i64 noundef %21)
  %23 = load atomic i64, ptr @counter seq_cst, align 8
  %24 = icmp ne i64 %23, 160000
  %25 = zext i1 %24 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias ptr @worker(ptr noundef %0) #3 {
  %2 = ptrtoint ptr %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 13
  %5 = shl i64 %2, 3
  %6 = and i64 %5, 4294967288
  %7 = shl i64 %2, 32
  %8 = add i64 %7, 4294967296
  %9 = ashr exact i64 %8, 32
  br label %11

10:                                               ; preds = %46
  ret ptr null

11:                                               ; preds = %1, %46
  %12 = phi i32 [ 0, %1 ], [ %47, %46 ]
  %13 = atomicrmw add ptr @counter, i64 2 monotonic, align 8
  %14 = atomicrmw sub ptr @down, i32 1 seq_cst, align 4
  %15 = trunc i32 %12 to i16
  %16 = urem i16 %15, 1000
  %17 = udiv i16 %15, 1000
  %18 = icmp eq i16 %16, 0
  br i1 %18, label %19, label %25

19:                                               ; preds = %11
  %20 = and i16 %17, 7
  %21 = zext i16 %20 to i64
  %22 = or i64 %6, %21
  %23 = shl nuw i64 1, %22
  %24 = atomicrmw or ptr @bits, i64 %23 seq_cst, align 8
  br label %25

25:                                               ; preds = %19, %11
  %26 = mul nuw nsw i32 %12, 7
  %27 = add nsw i32 %26, %4
  %28 = srem i32 %27, 10007
  %29 = load atomic i32, ptr @maxv seq_cst, align 4
  br label %30

30:                                               ; preds = %33, %25
  %31 = phi i32 [ %29, %25 ], [ %36, %33 ]
  %32 = icmp sgt i32 %28, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = cmpxchg weak ptr @maxv, i32 %31, i32 %28 seq_cst seq_cst, align 4
  %35 = extractvalue { i32, i1 } %34, 1
  %36 = extractvalue { i32, i1 } %34, 0
  br i1 %35, label %37, label %30, !llvm.loop !9

37:                                               ; preds = %30, %33
  %38 = urem i32 %12, 100
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %46

40:                                               ; preds = %37, %40
  %41 = cmpxchg weak ptr @lock, i32 0, i32 1 acquire monotonic, align 4
  %42 = extractvalue { i32, i1 } %41, 1
  br i1 %42, label %43, label %40, !llvm.loop !11

43:                                               ; preds = %40
  %44 = load i64, ptr @guarded, align 8, !tbaa !5
  %45 = add nsw i64 %44, %9
  store i64 %45, ptr @guarded, align 8, !tbaa !5
  store atomic i32 0, ptr @lock release, align 4
  br label %46

46:                                               ; preds = %43, %37
  %47 = add nuw nsw i32 %12, 1
  %48 = icmp eq i32 %47, 20000
  br i1 %48, label %10, label %11, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
