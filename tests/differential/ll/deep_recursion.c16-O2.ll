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
  %1 = load volatile i32, ptr @vdepth, align 4, !tbaa !5
  %2 = tail call fastcc i64 @depth_sum(i32 noundef %1, i64 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %4 = tail call fastcc i32 @count_nodes(i32 noundef 10, i32 noundef 2)
  %5 = tail call fastcc i32 @count_nodes(i32 noundef 5, i32 noundef 5)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %5)
  %7 = load volatile i32, ptr @vdepth, align 4, !tbaa !5
  %8 = sdiv i32 %7, 4
  %9 = tail call fastcc i32 @heavy(i32 noundef %8)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @depth_sum(i32 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %42, label %4

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %6 = and i32 %0, 1
  %7 = icmp eq i32 %0, 1
  br i1 %7, label %29, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, -2
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ %5, %8 ], [ %22, %10 ]
  %12 = phi i64 [ %1, %8 ], [ %24, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %26, %10 ]
  %14 = phi i32 [ 0, %8 ], [ %27, %10 ]
  %15 = add i64 %12, %11
  %16 = add nsw i64 %11, -1
  %17 = and i64 %11, 15
  %18 = add nsw i64 %12, %17
  %19 = and i64 %15, 1
  %20 = add nuw nsw i64 %19, %13
  %21 = add i64 %18, %16
  %22 = add nsw i64 %11, -2
  %23 = and i64 %16, 15
  %24 = add nsw i64 %18, %23
  %25 = and i64 %21, 1
  %26 = add nuw nsw i64 %25, %20
  %27 = add i32 %14, 2
  %28 = icmp eq i32 %27, %9
  br i1 %28, label %29, label %10

29:                                               ; preds = %10, %4
  %30 = phi i64 [ undef, %4 ], [ %24, %10 ]
  %31 = phi i64 [ undef, %4 ], [ %26, %10 ]
  %32 = phi i64 [ %5, %4 ], [ %22, %10 ]
  %33 = phi i64 [ %1, %4 ], [ %24, %10 ]
  %34 = phi i64 [ 0, %4 ], [ %26, %10 ]
  %35 = icmp eq i32 %6, 0
  br i1 %35, label %42, label %36

36:                                               ; preds = %29
  %37 = add i64 %33, %32
  %38 = and i64 %32, 15
  %39 = add nsw i64 %33, %38
  %40 = and i64 %37, 1
  %41 = add nuw nsw i64 %40, %34
  br label %42

42:                                               ; preds = %36, %29, %2
  %43 = phi i64 [ 0, %2 ], [ %31, %29 ], [ %41, %36 ]
  %44 = phi i64 [ %1, %2 ], [ %30, %29 ], [ %39, %36 ]
  %45 = add nsw i64 %44, %43
  ret i64 %45
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @count_nodes(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp ne i32 %0, 0
  %4 = icmp sgt i32 %1, 0
  %5 = and i1 %3, %4
  br i1 %5, label %8, label %6

6:                                                ; preds = %2, %8
  %7 = phi i32 [ %12, %8 ], [ 1, %2 ]
  ret i32 %7

8:                                                ; preds = %2
  %9 = add nsw i32 %0, -1
  %10 = tail call fastcc i32 @count_nodes(i32 noundef %9, i32 noundef %1)
  %11 = mul i32 %10, %1
  %12 = add i32 %11, 1
  br label %6
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @heavy(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.Frame, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #4
  store i32 %0, ptr %2, align 4, !tbaa !5
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer
  %5 = add nsw <4 x i32> %4, <i32 1, i32 2, i32 3, i32 4>
  %6 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 1
  store <4 x i32> %5, ptr %6, align 4, !tbaa !5
  %7 = add nsw <4 x i32> %4, <i32 5, i32 6, i32 7, i32 8>
  %8 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 5
  store <4 x i32> %7, ptr %8, align 4, !tbaa !5
  %9 = add nsw <4 x i32> %4, <i32 9, i32 10, i32 11, i32 12>
  %10 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 9
  store <4 x i32> %9, ptr %10, align 4, !tbaa !5
  %11 = add nsw i32 %0, 13
  %12 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 13
  store i32 %11, ptr %12, align 4, !tbaa !5
  %13 = add nsw i32 %0, 14
  %14 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 14
  store i32 %13, ptr %14, align 4, !tbaa !5
  %15 = add nsw i32 %0, 15
  %16 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 15
  store i32 %15, ptr %16, align 4, !tbaa !5
  %17 = icmp eq i32 %0, 0
  br i1 %17, label %27, label %18

18:                                               ; preds = %1
  %19 = add nsw i32 %0, -1
  %20 = tail call fastcc i32 @heavy(i32 noundef %19)
  %21 = srem i32 %0, 16
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = srem i32 %24, 3
  %26 = add nsw i32 %25, %20
  br label %27

27:                                               ; preds = %1, %18
  %28 = phi i32 [ %26, %18 ], [ 15, %1 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #4
  ret i32 %28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
