; ModuleID = 'tests/differential/src/stack_probe_frames.c'
source_filename = "tests/differential/src/stack_probe_frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local i32 @fill_sum(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
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
  %23 = getelementptr inbounds i8, ptr %0, i64 %15
  store i8 %22, ptr %23, align 1, !tbaa !5
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
  %36 = getelementptr inbounds i8, ptr %0, i64 %29
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = mul i32 %30, 33
  %38 = and i32 %34, 255
  %39 = add i32 %38, %37
  %40 = or i64 %29, 1
  %41 = trunc i64 %40 to i32
  %42 = mul nsw i32 %41, 31
  %43 = add nsw i32 %42, %2
  %44 = trunc i32 %43 to i8
  %45 = getelementptr inbounds i8, ptr %0, i64 %40
  store i8 %44, ptr %45, align 1, !tbaa !5
  %46 = mul i32 %39, 33
  %47 = and i32 %43, 255
  %48 = add i32 %47, %46
  %49 = add nuw nsw i64 %29, 2
  %50 = add i64 %31, 2
  %51 = icmp eq i64 %50, %10
  br i1 %51, label %11, label %28, !llvm.loop !8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @frame_5k(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [5000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 5000, ptr nonnull %2) #7
  %3 = call i32 @fill_sum(ptr noundef nonnull %2, i32 noundef 5000, i32 noundef %0)
  call void @llvm.lifetime.end.p0(i64 5000, ptr nonnull %2) #7
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @frame_12k(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [12000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 12000, ptr nonnull %2) #7
  %3 = call i32 @fill_sum(ptr noundef nonnull %2, i32 noundef 12000, i32 noundef %0)
  %4 = getelementptr inbounds [12000 x i8], ptr %2, i64 0, i64 11999
  %5 = load i8, ptr %4, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = xor i32 %3, %6
  call void @llvm.lifetime.end.p0(i64 12000, ptr nonnull %2) #7
  ret i32 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @frame_28k(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [7000 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 28000, ptr nonnull %2) #7
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer
  %5 = insertelement <4 x i32> poison, i32 %0, i64 0
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %7

7:                                                ; preds = %7, %1
  %8 = phi i64 [ 0, %1 ], [ %15, %7 ]
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %16, %7 ]
  %10 = add <4 x i32> %9, <i32 4, i32 4, i32 4, i32 4>
  %11 = mul nsw <4 x i32> %9, %4
  %12 = mul nsw <4 x i32> %10, %6
  %13 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %8
  store <4 x i32> %11, ptr %13, align 16, !tbaa !10
  %14 = getelementptr inbounds i32, ptr %13, i64 4
  store <4 x i32> %12, ptr %14, align 16, !tbaa !10
  %15 = add nuw i64 %8, 8
  %16 = add <4 x i32> %9, <i32 8, i32 8, i32 8, i32 8>
  %17 = icmp eq i64 %15, 7000
  br i1 %17, label %18, label %7, !llvm.loop !12

18:                                               ; preds = %7, %18
  %19 = phi i64 [ %57, %18 ], [ 0, %7 ]
  %20 = phi <4 x i32> [ %55, %18 ], [ zeroinitializer, %7 ]
  %21 = phi <4 x i32> [ %56, %18 ], [ zeroinitializer, %7 ]
  %22 = mul i64 %19, -3
  %23 = add i64 %22, 6999
  %24 = add i64 %22, 6996
  %25 = add i64 %22, 6993
  %26 = add i64 %22, 6990
  %27 = add i64 %22, 6987
  %28 = add i64 %22, 6984
  %29 = add i64 %22, 6981
  %30 = add i64 %22, 6978
  %31 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %23
  %32 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %24
  %33 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %25
  %34 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %26
  %35 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %27
  %36 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %28
  %37 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %29
  %38 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 %30
  %39 = load i32, ptr %31, align 4, !tbaa !10
  %40 = load i32, ptr %32, align 16, !tbaa !10
  %41 = load i32, ptr %33, align 4, !tbaa !10
  %42 = load i32, ptr %34, align 8, !tbaa !10
  %43 = insertelement <4 x i32> poison, i32 %39, i64 0
  %44 = insertelement <4 x i32> %43, i32 %40, i64 1
  %45 = insertelement <4 x i32> %44, i32 %41, i64 2
  %46 = insertelement <4 x i32> %45, i32 %42, i64 3
  %47 = load i32, ptr %35, align 4, !tbaa !10
  %48 = load i32, ptr %36, align 16, !tbaa !10
  %49 = load i32, ptr %37, align 4, !tbaa !10
  %50 = load i32, ptr %38, align 8, !tbaa !10
  %51 = insertelement <4 x i32> poison, i32 %47, i64 0
  %52 = insertelement <4 x i32> %51, i32 %48, i64 1
  %53 = insertelement <4 x i32> %52, i32 %49, i64 2
  %54 = insertelement <4 x i32> %53, i32 %50, i64 3
  %55 = add <4 x i32> %46, %20
  %56 = add <4 x i32> %54, %21
  %57 = add nuw i64 %19, 8
  %58 = icmp eq i64 %57, 2328
  br i1 %58, label %59, label %18, !llvm.loop !15

59:                                               ; preds = %18
  %60 = add <4 x i32> %56, %55
  %61 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %60)
  %62 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 15
  %63 = load i32, ptr %62, align 4, !tbaa !10
  %64 = add i32 %63, %61
  %65 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 12
  %66 = load i32, ptr %65, align 16, !tbaa !10
  %67 = add i32 %66, %64
  %68 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 9
  %69 = load i32, ptr %68, align 4, !tbaa !10
  %70 = add i32 %69, %67
  %71 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 6
  %72 = load i32, ptr %71, align 8, !tbaa !10
  %73 = add i32 %72, %70
  %74 = getelementptr inbounds [7000 x i32], ptr %2, i64 0, i64 3
  %75 = load i32, ptr %74, align 4, !tbaa !10
  %76 = add i32 %75, %73
  %77 = load i32, ptr %2, align 16, !tbaa !10
  %78 = add i32 %77, %76
  call void @llvm.lifetime.end.p0(i64 28000, ptr nonnull %2) #7
  ret i32 %78
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @recurse(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [4500 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4500, ptr nonnull %2) #7
  %3 = trunc i32 %0 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4500) %2, i8 %3, i64 4500, i1 false)
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %14, label %5

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call i32 @recurse(i32 noundef %6)
  %8 = mul nsw i32 %0, 7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4500 x i8], ptr %2, i64 0, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = add i32 %7, %12
  br label %14

14:                                               ; preds = %1, %5
  %15 = phi i32 [ %13, %5 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0(i64 4500, ptr nonnull %2) #7
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = tail call i32 @frame_5k(i32 noundef 3)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call i32 @frame_12k(i32 noundef 5)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3)
  %5 = tail call i32 @frame_28k(i32 noundef 7)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5)
  %7 = tail call i32 @recurse(i32 noundef 20)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !9, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !9, !13, !14}
