; ModuleID = 'tests/differential/src/large_frame.c'
source_filename = "tests/differential/src/large_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Huge = type { [40 x [40 x double]], i32 }

@.str = private unnamed_addr constant [13 x i8] c"frame_8k %u\0A\00", align 1
@vk = internal global i32 3, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"frame_100k %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"frame_struct %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"frame_with_call %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, ptr @vk, align 4, !tbaa !5
  %2 = tail call fastcc i32 @frame_8k(i32 noundef %1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %4 = load volatile i32, ptr @vk, align 4, !tbaa !5
  %5 = tail call fastcc i64 @frame_100k(i32 noundef %4)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5)
  %7 = load volatile i32, ptr @vk, align 4, !tbaa !5
  %8 = tail call fastcc double @frame_struct(i32 noundef %7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %8)
  %10 = load volatile i32, ptr @vk, align 4, !tbaa !5
  %11 = mul nsw i32 %10, 10
  %12 = tail call fastcc i32 @frame_with_call(i32 noundef %11)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %12)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame_8k(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [8192 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 8192, ptr nonnull %2) #7
  %3 = insertelement <16 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %12, %5 ]
  %7 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %13, %5 ]
  %8 = add <16 x i32> %7, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %9 = mul <16 x i32> %8, %4
  %10 = trunc <16 x i32> %9 to <16 x i8>
  %11 = getelementptr inbounds [8192 x i8], ptr %2, i64 0, i64 %6
  store <16 x i8> %10, ptr %11, align 16, !tbaa !9
  %12 = add nuw i64 %6, 16
  %13 = add <16 x i32> %7, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %14 = icmp eq i64 %12, 8192
  br i1 %14, label %18, label %5, !llvm.loop !10

15:                                               ; preds = %18
  %16 = mul nsw i32 %0, 3
  %17 = add i32 %31, %16
  call void @llvm.lifetime.end.p0(i64 8192, ptr nonnull %2) #7
  ret i32 %17

18:                                               ; preds = %5, %18
  %19 = phi i64 [ %32, %18 ], [ 0, %5 ]
  %20 = phi i32 [ %31, %18 ], [ 0, %5 ]
  %21 = mul i32 %20, 131
  %22 = getelementptr inbounds [8192 x i8], ptr %2, i64 0, i64 %19
  %23 = load i8, ptr %22, align 2, !tbaa !9
  %24 = zext i8 %23 to i32
  %25 = add i32 %21, %24
  %26 = add nuw nsw i64 %19, 17
  %27 = mul i32 %25, 131
  %28 = getelementptr inbounds [8192 x i8], ptr %2, i64 0, i64 %26
  %29 = load i8, ptr %28, align 1, !tbaa !9
  %30 = zext i8 %29 to i32
  %31 = add i32 %27, %30
  %32 = add nuw nsw i64 %19, 34
  %33 = icmp ult i64 %19, 8158
  br i1 %33, label %18, label %15, !llvm.loop !14
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @frame_100k(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [12800 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 102400, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(102400) %2, i8 0, i64 102400, i1 false)
  %3 = sext i32 %0 to i64
  %4 = tail call i64 @llvm.smax.i64(i64 %3, i64 12800)
  %5 = add nsw i64 %4, -1
  %6 = udiv i64 %5, %3
  %7 = add nuw nsw i64 %6, 1
  %8 = icmp ugt i64 %6, 2
  %9 = icmp eq i32 %0, 1
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %32

11:                                               ; preds = %1
  %12 = and i64 %7, -4
  %13 = mul i64 %12, %3
  %14 = insertelement <2 x i64> poison, i64 %3, i64 0
  %15 = shufflevector <2 x i64> %14, <2 x i64> poison, <2 x i32> zeroinitializer
  %16 = mul nuw <2 x i64> %15, <i64 0, i64 1>
  %17 = shl nsw i64 %3, 1
  %18 = insertelement <2 x i64> poison, i64 %17, i64 0
  %19 = shufflevector <2 x i64> %18, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %20

20:                                               ; preds = %20, %11
  %21 = phi i64 [ 0, %11 ], [ %27, %20 ]
  %22 = phi <2 x i64> [ %16, %11 ], [ %28, %20 ]
  %23 = add <2 x i64> %22, %19
  %24 = mul i64 %21, %3
  %25 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %24
  store <2 x i64> %22, ptr %25, align 16, !tbaa !15
  %26 = getelementptr inbounds i64, ptr %25, i64 2
  store <2 x i64> %23, ptr %26, align 16, !tbaa !15
  %27 = add nuw i64 %21, 4
  %28 = add <2 x i64> %23, %19
  %29 = icmp eq i64 %27, %12
  br i1 %29, label %30, label %20, !llvm.loop !17

30:                                               ; preds = %20
  %31 = icmp eq i64 %7, %12
  br i1 %31, label %34, label %32

32:                                               ; preds = %1, %30
  %33 = phi i64 [ 0, %1 ], [ %13, %30 ]
  br label %35

34:                                               ; preds = %35, %30
  br label %41

35:                                               ; preds = %32, %35
  %36 = phi i64 [ %38, %35 ], [ %33, %32 ]
  %37 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %36
  store i64 %36, ptr %37, align 8, !tbaa !15
  %38 = add nsw i64 %36, %3
  %39 = icmp slt i64 %38, 12800
  br i1 %39, label %35, label %34, !llvm.loop !18

40:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 102400, ptr nonnull %2) #7
  ret i64 %54

41:                                               ; preds = %56, %34
  %42 = phi i64 [ 12799, %34 ], [ %77, %56 ]
  %43 = phi i64 [ 0, %34 ], [ %76, %56 ]
  %44 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %42
  %45 = load i64, ptr %44, align 8, !tbaa !15
  %46 = add nsw i64 %45, %43
  %47 = add nsw i64 %42, -3
  %48 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %47
  %49 = load i64, ptr %48, align 8, !tbaa !15
  %50 = add nsw i64 %49, %46
  %51 = add nsw i64 %42, -6
  %52 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8, !tbaa !15
  %54 = add nsw i64 %53, %50
  %55 = icmp ugt i64 %51, 2
  br i1 %55, label %56, label %40, !llvm.loop !19

56:                                               ; preds = %41
  %57 = add nsw i64 %42, -9
  %58 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !15
  %60 = add nsw i64 %59, %54
  %61 = add nsw i64 %42, -12
  %62 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !15
  %64 = add nsw i64 %63, %60
  %65 = add nsw i64 %42, -15
  %66 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8, !tbaa !15
  %68 = add nsw i64 %67, %64
  %69 = add nsw i64 %42, -18
  %70 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !15
  %72 = add nsw i64 %71, %68
  %73 = add nsw i64 %42, -21
  %74 = getelementptr inbounds [12800 x i64], ptr %2, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !15
  %76 = add nsw i64 %75, %72
  %77 = add nsw i64 %42, -24
  br label %41
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @frame_struct(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.Huge, align 8
  call void @llvm.lifetime.start.p0(i64 12808, ptr nonnull %2) #7
  %3 = sitofp i32 %0 to double
  %4 = insertelement <2 x double> poison, double %3, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %28, %1
  %7 = phi i64 [ 0, %1 ], [ %29, %28 ]
  %8 = insertelement <2 x i64> poison, i64 %7, i64 0
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %10

10:                                               ; preds = %10, %6
  %11 = phi i64 [ 0, %6 ], [ %25, %10 ]
  %12 = phi <2 x i64> [ <i64 0, i64 1>, %6 ], [ %26, %10 ]
  %13 = sub nsw <2 x i64> %9, %12
  %14 = trunc <2 x i64> %13 to <2 x i32>
  %15 = sitofp <2 x i32> %14 to <2 x double>
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %5)
  %17 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %7, i64 %11
  store <2 x double> %16, ptr %17, align 8, !tbaa !20
  %18 = or i64 %11, 2
  %19 = add <2 x i64> %12, <i64 2, i64 2>
  %20 = sub nsw <2 x i64> %9, %19
  %21 = trunc <2 x i64> %20 to <2 x i32>
  %22 = sitofp <2 x i32> %21 to <2 x double>
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %5)
  %24 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %7, i64 %18
  store <2 x double> %23, ptr %24, align 8, !tbaa !20
  %25 = add nuw nsw i64 %11, 4
  %26 = add <2 x i64> %12, <i64 4, i64 4>
  %27 = icmp eq i64 %25, 40
  br i1 %27, label %28, label %10, !llvm.loop !22

28:                                               ; preds = %10
  %29 = add nuw nsw i64 %7, 1
  %30 = icmp eq i64 %29, 40
  br i1 %30, label %33, label %6, !llvm.loop !23

31:                                               ; preds = %33
  %32 = fadd double %59, %3
  call void @llvm.lifetime.end.p0(i64 12808, ptr nonnull %2) #7
  ret double %32

33:                                               ; preds = %28, %33
  %34 = phi i64 [ %60, %33 ], [ 0, %28 ]
  %35 = phi double [ %59, %33 ], [ 0.000000e+00, %28 ]
  %36 = sub nuw nsw i64 39, %34
  %37 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %34, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !20
  %39 = fadd double %35, %38
  %40 = add nuw nsw i64 %34, 1
  %41 = sub nsw i64 38, %34
  %42 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %40, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !20
  %44 = fadd double %39, %43
  %45 = add nuw nsw i64 %34, 2
  %46 = sub nsw i64 37, %34
  %47 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %45, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !20
  %49 = fadd double %44, %48
  %50 = add nuw nsw i64 %34, 3
  %51 = sub nsw i64 36, %34
  %52 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %50, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !20
  %54 = fadd double %49, %53
  %55 = add nuw nsw i64 %34, 4
  %56 = sub nsw i64 35, %34
  %57 = getelementptr inbounds [40 x [40 x double]], ptr %2, i64 0, i64 %55, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !20
  %59 = fadd double %54, %58
  %60 = add nuw nsw i64 %34, 5
  %61 = icmp eq i64 %60, 40
  br i1 %61, label %31, label %33, !llvm.loop !24
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame_with_call(i32 noundef %0) unnamed_addr #2 {
  %2 = trunc i32 %0 to i8
  %3 = shl i8 %2, 1
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %37, label %5

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8
  br i1 %6, label %33, label %7

7:                                                ; preds = %5
  %8 = and i32 %0, -8
  %9 = trunc i32 %8 to i8
  %10 = sub i8 %2, %9
  %11 = shl i8 %10, 1
  %12 = and i32 %0, 7
  %13 = insertelement <4 x i8> poison, i8 %3, i64 0
  %14 = shufflevector <4 x i8> %13, <4 x i8> poison, <4 x i32> zeroinitializer
  %15 = add <4 x i8> %14, <i8 0, i8 -2, i8 -4, i8 -6>
  br label %16

16:                                               ; preds = %16, %7
  %17 = phi i32 [ 0, %7 ], [ %26, %16 ]
  %18 = phi <4 x i8> [ %15, %7 ], [ %27, %16 ]
  %19 = phi <4 x i32> [ zeroinitializer, %7 ], [ %24, %16 ]
  %20 = phi <4 x i32> [ zeroinitializer, %7 ], [ %25, %16 ]
  %21 = add <4 x i8> %18, <i8 -8, i8 -8, i8 -8, i8 -8>
  %22 = sext <4 x i8> %18 to <4 x i32>
  %23 = sext <4 x i8> %21 to <4 x i32>
  %24 = add <4 x i32> %19, %22
  %25 = add <4 x i32> %20, %23
  %26 = add nuw i32 %17, 8
  %27 = add <4 x i8> %18, <i8 -16, i8 -16, i8 -16, i8 -16>
  %28 = icmp eq i32 %26, %8
  br i1 %28, label %29, label %16, !llvm.loop !25

29:                                               ; preds = %16
  %30 = add <4 x i32> %25, %24
  %31 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %30)
  %32 = icmp eq i32 %8, %0
  br i1 %32, label %37, label %33

33:                                               ; preds = %5, %29
  %34 = phi i8 [ %3, %5 ], [ %11, %29 ]
  %35 = phi i32 [ %0, %5 ], [ %12, %29 ]
  %36 = phi i32 [ 0, %5 ], [ %31, %29 ]
  br label %42

37:                                               ; preds = %42, %29, %1
  %38 = phi i32 [ 0, %1 ], [ %31, %29 ], [ %48, %42 ]
  %39 = phi i8 [ %3, %1 ], [ 0, %29 ], [ 0, %42 ]
  %40 = sext i8 %39 to i32
  %41 = add i32 %38, %40
  ret i32 %41

42:                                               ; preds = %33, %42
  %43 = phi i8 [ %50, %42 ], [ %34, %33 ]
  %44 = phi i32 [ %46, %42 ], [ %35, %33 ]
  %45 = phi i32 [ %48, %42 ], [ %36, %33 ]
  %46 = add nsw i32 %44, -1
  %47 = sext i8 %43 to i32
  %48 = add nsw i32 %45, %47
  %49 = trunc i32 %46 to i8
  %50 = shl i8 %49, 1
  %51 = icmp eq i32 %46, 0
  br i1 %51, label %37, label %42, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = distinct !{!17, !11, !12, !13}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !7, i64 0}
!22 = distinct !{!22, !11, !12, !13}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !13, !12}
