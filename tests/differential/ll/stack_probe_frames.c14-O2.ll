; ModuleID = 'tests/differential/src/stack_probe_frames.c'
source_filename = "tests/differential/src/stack_probe_frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local i32 @fill_sum(i8* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %26

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %1, 1
  br i1 %8, label %13, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 4294967294
  br label %28

11:                                               ; preds = %28
  %12 = mul i32 %48, 33
  br label %13

13:                                               ; preds = %11, %5
  %14 = phi i32 [ undef, %5 ], [ %48, %11 ]
  %15 = phi i64 [ 0, %5 ], [ %49, %11 ]
  %16 = phi i32 [ 0, %5 ], [ %12, %11 ]
  %17 = icmp eq i64 %7, 0
  br i1 %17, label %26, label %18

18:                                               ; preds = %13
  %19 = trunc i64 %15 to i32
  %20 = mul nsw i32 %19, 31
  %21 = add nsw i32 %20, %2
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds i8, i8* %0, i64 %15
  store i8 %22, i8* %23, align 1, !tbaa !5
  %24 = and i32 %21, 255
  %25 = add i32 %24, %16
  br label %26

26:                                               ; preds = %18, %13, %3
  %27 = phi i32 [ 0, %3 ], [ %14, %13 ], [ %25, %18 ]
  ret i32 %27

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %49, %28 ]
  %30 = phi i32 [ 0, %9 ], [ %48, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %50, %28 ]
  %32 = trunc i64 %29 to i32
  %33 = mul nsw i32 %32, 31
  %34 = add nsw i32 %33, %2
  %35 = trunc i32 %34 to i8
  %36 = getelementptr inbounds i8, i8* %0, i64 %29
  store i8 %35, i8* %36, align 1, !tbaa !5
  %37 = mul i32 %30, 33
  %38 = and i32 %34, 255
  %39 = add i32 %38, %37
  %40 = or i64 %29, 1
  %41 = trunc i64 %40 to i32
  %42 = mul nsw i32 %41, 31
  %43 = add nsw i32 %42, %2
  %44 = trunc i32 %43 to i8
  %45 = getelementptr inbounds i8, i8* %0, i64 %40
  store i8 %44, i8* %45, align 1, !tbaa !5
  %46 = mul i32 %39, 33
  %47 = and i32 %43, 255
  %48 = add i32 %47, %46
  %49 = add nuw nsw i64 %29, 2
  %50 = add i64 %31, 2
  %51 = icmp eq i64 %50, %10
  br i1 %51, label %11, label %28, !llvm.loop !8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind uwtable writeonly
define dso_local i32 @frame_5k(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [5000 x i8], align 16
  %3 = getelementptr inbounds [5000 x i8], [5000 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 5000, i8* nonnull %3) #8
  %4 = call i32 @fill_sum(i8* noundef nonnull %3, i32 noundef 5000, i32 noundef %0)
  call void @llvm.lifetime.end.p0i8(i64 5000, i8* nonnull %3) #8
  ret i32 %4
}

; Function Attrs: nofree noinline nosync nounwind uwtable writeonly
define dso_local i32 @frame_12k(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [12000 x i8], align 16
  %3 = getelementptr inbounds [12000 x i8], [12000 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 12000, i8* nonnull %3) #8
  %4 = call i32 @fill_sum(i8* noundef nonnull %3, i32 noundef 12000, i32 noundef %0)
  %5 = getelementptr inbounds [12000 x i8], [12000 x i8]* %2, i64 0, i64 11999
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = xor i32 %4, %7
  call void @llvm.lifetime.end.p0i8(i64 12000, i8* nonnull %3) #8
  ret i32 %8
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define dso_local i32 @frame_28k(i32 noundef %0) local_unnamed_addr #3 {
  %2 = alloca [7000 x i32], align 16
  %3 = bitcast [7000 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28000, i8* nonnull %3) #8
  %4 = insertelement <4 x i32> poison, i32 %0, i64 0
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> zeroinitializer
  %6 = insertelement <4 x i32> poison, i32 %0, i64 0
  %7 = shufflevector <4 x i32> %6, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %8

8:                                                ; preds = %20, %1
  %9 = phi i64 [ 0, %1 ], [ %29, %20 ]
  %10 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %30, %20 ]
  %11 = add <4 x i32> %10, <i32 4, i32 4, i32 4, i32 4>
  %12 = mul nsw <4 x i32> %10, %5
  %13 = mul nsw <4 x i32> %11, %7
  %14 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %9
  %15 = bitcast i32* %14 to <4 x i32>*
  store <4 x i32> %12, <4 x i32>* %15, align 16, !tbaa !10
  %16 = getelementptr inbounds i32, i32* %14, i64 4
  %17 = bitcast i32* %16 to <4 x i32>*
  store <4 x i32> %13, <4 x i32>* %17, align 16, !tbaa !10
  %18 = or i64 %9, 8
  %19 = icmp eq i64 %18, 7000
  br i1 %19, label %31, label %20, !llvm.loop !12

20:                                               ; preds = %8
  %21 = add <4 x i32> %10, <i32 8, i32 8, i32 8, i32 8>
  %22 = add <4 x i32> %10, <i32 12, i32 12, i32 12, i32 12>
  %23 = mul nsw <4 x i32> %21, %5
  %24 = mul nsw <4 x i32> %22, %7
  %25 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %18
  %26 = bitcast i32* %25 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %26, align 16, !tbaa !10
  %27 = getelementptr inbounds i32, i32* %25, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  store <4 x i32> %24, <4 x i32>* %28, align 16, !tbaa !10
  %29 = add nuw nsw i64 %9, 16
  %30 = add <4 x i32> %10, <i32 16, i32 16, i32 16, i32 16>
  br label %8

31:                                               ; preds = %8, %31
  %32 = phi i64 [ %70, %31 ], [ 0, %8 ]
  %33 = phi <4 x i32> [ %68, %31 ], [ zeroinitializer, %8 ]
  %34 = phi <4 x i32> [ %69, %31 ], [ zeroinitializer, %8 ]
  %35 = mul i64 %32, -3
  %36 = add i64 %35, 6999
  %37 = add i64 %35, 6996
  %38 = add i64 %35, 6993
  %39 = add i64 %35, 6990
  %40 = add i64 %35, 6987
  %41 = add i64 %35, 6984
  %42 = add i64 %35, 6981
  %43 = add i64 %35, 6978
  %44 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %36
  %45 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %37
  %46 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %38
  %47 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %39
  %48 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %40
  %49 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %41
  %50 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %42
  %51 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 %43
  %52 = load i32, i32* %44, align 4, !tbaa !10
  %53 = load i32, i32* %45, align 16, !tbaa !10
  %54 = load i32, i32* %46, align 4, !tbaa !10
  %55 = load i32, i32* %47, align 8, !tbaa !10
  %56 = insertelement <4 x i32> poison, i32 %52, i64 0
  %57 = insertelement <4 x i32> %56, i32 %53, i64 1
  %58 = insertelement <4 x i32> %57, i32 %54, i64 2
  %59 = insertelement <4 x i32> %58, i32 %55, i64 3
  %60 = load i32, i32* %48, align 4, !tbaa !10
  %61 = load i32, i32* %49, align 16, !tbaa !10
  %62 = load i32, i32* %50, align 4, !tbaa !10
  %63 = load i32, i32* %51, align 8, !tbaa !10
  %64 = insertelement <4 x i32> poison, i32 %60, i64 0
  %65 = insertelement <4 x i32> %64, i32 %61, i64 1
  %66 = insertelement <4 x i32> %65, i32 %62, i64 2
  %67 = insertelement <4 x i32> %66, i32 %63, i64 3
  %68 = add <4 x i32> %59, %33
  %69 = add <4 x i32> %67, %34
  %70 = add nuw i64 %32, 8
  %71 = icmp eq i64 %70, 2328
  br i1 %71, label %72, label %31, !llvm.loop !14

72:                                               ; preds = %31
  %73 = add <4 x i32> %69, %68
  %74 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %73)
  %75 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 15
  %76 = load i32, i32* %75, align 4, !tbaa !10
  %77 = add i32 %76, %74
  %78 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 12
  %79 = load i32, i32* %78, align 16, !tbaa !10
  %80 = add i32 %79, %77
  %81 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 9
  %82 = load i32, i32* %81, align 4, !tbaa !10
  %83 = add i32 %82, %80
  %84 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 6
  %85 = load i32, i32* %84, align 8, !tbaa !10
  %86 = add i32 %85, %83
  %87 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 3
  %88 = load i32, i32* %87, align 4, !tbaa !10
  %89 = add i32 %88, %86
  %90 = getelementptr inbounds [7000 x i32], [7000 x i32]* %2, i64 0, i64 0
  %91 = load i32, i32* %90, align 16, !tbaa !10
  %92 = add i32 %91, %89
  call void @llvm.lifetime.end.p0i8(i64 28000, i8* nonnull %3) #8
  ret i32 %92
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define dso_local i32 @recurse(i32 noundef %0) local_unnamed_addr #3 {
  %2 = alloca [4500 x i8], align 16
  %3 = getelementptr inbounds [4500 x i8], [4500 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 4500, i8* nonnull %3) #8
  %4 = trunc i32 %0 to i8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4500) %3, i8 %4, i64 4500, i1 false)
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %1
  %7 = add nsw i32 %0, -1
  %8 = tail call i32 @recurse(i32 noundef %7)
  %9 = mul nsw i32 %0, 7
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [4500 x i8], [4500 x i8]* %2, i64 0, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = add i32 %8, %13
  br label %15

15:                                               ; preds = %1, %6
  %16 = phi i32 [ %14, %6 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0i8(i64 4500, i8* nonnull %3) #8
  ret i32 %16
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = tail call i32 @frame_5k(i32 noundef 3)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %1)
  %3 = tail call i32 @frame_12k(i32 noundef 5)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %3)
  %5 = tail call i32 @frame_28k(i32 noundef 7)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %5)
  %7 = tail call i32 @recurse(i32 noundef 20)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !9, !13}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !9, !13}
