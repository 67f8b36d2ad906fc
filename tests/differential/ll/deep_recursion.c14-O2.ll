; ModuleID = 'tests/differential/src/deep_recursion.c'
source_filename = "tests/differential/src/deep_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Frame = type { [16 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"depth_sum %ld\0A\00", align 1
@vdepth = internal global i32 20000, align 4
@.str.1 = private unnamed_addr constant [19 x i8] c"count_nodes %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"heavy %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vdepth, align 4, !tbaa !5
  %2 = tail call fastcc i64 @depth_sum(i32 noundef %1, i64 noundef 0)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i64 noundef %2)
  %4 = tail call fastcc i32 @count_nodes(i32 noundef 10, i32 noundef 2)
  %5 = tail call fastcc i32 @count_nodes(i32 noundef 5, i32 noundef 5)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %4, i32 noundef %5)
  %7 = load volatile i32, i32* @vdepth, align 4, !tbaa !5
  %8 = sdiv i32 %7, 4
  %9 = tail call fastcc i32 @heavy(i32 noundef %8)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %9)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @depth_sum(i32 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %45, label %4

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %6 = and i32 %0, 1
  %7 = icmp eq i32 %0, 1
  br i1 %7, label %31, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, -2
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ %5, %8 ], [ %24, %10 ]
  %12 = phi i64 [ %1, %8 ], [ %26, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %28, %10 ]
  %14 = phi i32 [ 0, %8 ], [ %29, %10 ]
  %15 = mul nsw i64 %11, 3
  %16 = add i64 %15, %12
  %17 = add nsw i64 %11, -1
  %18 = and i64 %11, 15
  %19 = add nsw i64 %12, %18
  %20 = and i64 %16, 1
  %21 = add nuw nsw i64 %20, %13
  %22 = mul nsw i64 %17, 3
  %23 = add i64 %22, %19
  %24 = add nsw i64 %11, -2
  %25 = and i64 %17, 15
  %26 = add nsw i64 %19, %25
  %27 = and i64 %23, 1
  %28 = add nuw nsw i64 %27, %21
  %29 = add i32 %14, 2
  %30 = icmp eq i32 %29, %9
  br i1 %30, label %31, label %10

31:                                               ; preds = %10, %4
  %32 = phi i64 [ undef, %4 ], [ %26, %10 ]
  %33 = phi i64 [ undef, %4 ], [ %28, %10 ]
  %34 = phi i64 [ %5, %4 ], [ %24, %10 ]
  %35 = phi i64 [ %1, %4 ], [ %26, %10 ]
  %36 = phi i64 [ 0, %4 ], [ %28, %10 ]
  %37 = icmp eq i32 %6, 0
  br i1 %37, label %45, label %38

38:                                               ; preds = %31
  %39 = mul i64 %34, 3
  %40 = add i64 %39, %35
  %41 = and i64 %34, 15
  %42 = add nsw i64 %35, %41
  %43 = and i64 %40, 1
  %44 = add nuw nsw i64 %43, %36
  br label %45

45:                                               ; preds = %38, %31, %2
  %46 = phi i64 [ 0, %2 ], [ %33, %31 ], [ %44, %38 ]
  %47 = phi i64 [ %1, %2 ], [ %32, %31 ], [ %42, %38 ]
  %48 = add nsw i64 %47, %46
  ret i64 %48
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @count_nodes(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp ne i32 %0, 0
  %4 = icmp sgt i32 %1, 0
  %5 = and i1 %3, %4
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = add nsw i32 %0, -1
  %8 = tail call fastcc i32 @count_nodes(i32 noundef %7, i32 noundef %1)
  %9 = mul i32 %8, %1
  %10 = add i32 %9, 1
  br label %11

11:                                               ; preds = %6, %2
  %12 = phi i32 [ 1, %2 ], [ %10, %6 ]
  ret i32 %12
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @heavy(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.Frame, align 4
  %3 = bitcast %struct.Frame* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %3) #4
  %4 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 0
  store i32 %0, i32* %4, align 4, !tbaa !5
  %5 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 1
  %6 = insertelement <4 x i32> poison, i32 %0, i64 0
  %7 = shufflevector <4 x i32> %6, <4 x i32> poison, <4 x i32> zeroinitializer
  %8 = add nsw <4 x i32> %7, <i32 1, i32 2, i32 3, i32 4>
  %9 = bitcast i32* %5 to <4 x i32>*
  store <4 x i32> %8, <4 x i32>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 5
  %11 = add nsw <4 x i32> %7, <i32 5, i32 6, i32 7, i32 8>
  %12 = bitcast i32* %10 to <4 x i32>*
  store <4 x i32> %11, <4 x i32>* %12, align 4, !tbaa !5
  %13 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 9
  %14 = add nsw <4 x i32> %7, <i32 9, i32 10, i32 11, i32 12>
  %15 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %14, <4 x i32>* %15, align 4, !tbaa !5
  %16 = add nsw i32 %0, 13
  %17 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 13
  store i32 %16, i32* %17, align 4, !tbaa !5
  %18 = add nsw i32 %0, 14
  %19 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 14
  store i32 %18, i32* %19, align 4, !tbaa !5
  %20 = add nsw i32 %0, 15
  %21 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 15
  store i32 %20, i32* %21, align 4, !tbaa !5
  %22 = icmp eq i32 %0, 0
  br i1 %22, label %32, label %23

23:                                               ; preds = %1
  %24 = add nsw i32 %0, -1
  %25 = tail call fastcc i32 @heavy(i32 noundef %24)
  %26 = srem i32 %0, 16
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.Frame, %struct.Frame* %2, i64 0, i32 0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = srem i32 %29, 3
  %31 = add nsw i32 %30, %25
  br label %32

32:                                               ; preds = %1, %23
  %33 = phi i32 [ %31, %23 ], [ 15, %1 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %3) #4
  ret i32 %33
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

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
