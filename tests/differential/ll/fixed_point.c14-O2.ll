; ModuleID = 'tests/differential/src/fixed_point.c'
source_filename = "tests/differential/src/fixed_point.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"mul %.5f div %.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"sqrt(%.2f) ~ %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"deg %d: sin %.4f cos %.4f\0A\00", align 1
@atan_table = internal unnamed_addr constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call fastcc i32 @fx_mul(i32 noundef 212992, i32 noundef -98304)
  %4 = sitofp i32 %3 to double
  %5 = fmul double %4, 0x3EF0000000000000
  %6 = tail call fastcc i32 @fx_div(i32 noundef 212992, i32 noundef -98304)
  %7 = sitofp i32 %6 to double
  %8 = fmul double %7, 0x3EF0000000000000
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %5, double noundef %8)
  %10 = tail call fastcc i32 @fx_sqrt(i32 noundef 16384)
  %11 = sitofp i32 %10 to double
  %12 = fmul double %11, 0x3EF0000000000000
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef 2.500000e-01, double noundef %12)
  %14 = tail call fastcc i32 @fx_sqrt(i32 noundef 49152)
  %15 = sitofp i32 %14 to double
  %16 = fmul double %15, 0x3EF0000000000000
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef 7.500000e-01, double noundef %16)
  %18 = tail call fastcc i32 @fx_sqrt(i32 noundef 147456)
  %19 = sitofp i32 %18 to double
  %20 = fmul double %19, 0x3EF0000000000000
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef 2.250000e+00, double noundef %20)
  %22 = tail call fastcc i32 @fx_sqrt(i32 noundef 442368)
  %23 = sitofp i32 %22 to double
  %24 = fmul double %23, 0x3EF0000000000000
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef 6.750000e+00, double noundef %24)
  %26 = tail call fastcc i32 @fx_sqrt(i32 noundef 1327104)
  %27 = sitofp i32 %26 to double
  %28 = fmul double %27, 0x3EF0000000000000
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef 2.025000e+01, double noundef %28)
  %30 = tail call fastcc i32 @fx_sqrt(i32 noundef 3981312)
  %31 = sitofp i32 %30 to double
  %32 = fmul double %31, 0x3EF0000000000000
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef 6.075000e+01, double noundef %32)
  %34 = tail call fastcc i32 @fx_sqrt(i32 noundef 11943936)
  %35 = sitofp i32 %34 to double
  %36 = fmul double %35, 0x3EF0000000000000
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef 1.822500e+02, double noundef %36)
  %38 = bitcast i32* %1 to i8*
  %39 = bitcast i32* %2 to i8*
  br label %41

40:                                               ; preds = %41
  ret i32 0

41:                                               ; preds = %0, %41
  %42 = phi i32 [ -90, %0 ], [ %57, %41 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38) #7
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %39) #7
  %43 = sitofp i32 %42 to double
  %44 = fmul double %43, 0x400921FB54442D11
  %45 = fdiv double %44, 1.800000e+02
  %46 = fcmp oge double %45, 0.000000e+00
  %47 = select i1 %46, double 5.000000e-01, double -5.000000e-01
  %48 = tail call double @llvm.fmuladd.f64(double %45, double 6.553600e+04, double %47) #7
  %49 = fptosi double %48 to i32
  call fastcc void @cordic(i32 noundef %49, i32* noundef nonnull %1, i32* noundef nonnull %2)
  %50 = load i32, i32* %1, align 4, !tbaa !5
  %51 = sitofp i32 %50 to double
  %52 = fmul double %51, 0x3EF0000000000000
  %53 = load i32, i32* %2, align 4, !tbaa !5
  %54 = sitofp i32 %53 to double
  %55 = fmul double %54, 0x3EF0000000000000
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i32 noundef %42, double noundef %52, double noundef %55)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %39) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38) #7
  %57 = add nsw i32 %42, 30
  %58 = icmp slt i32 %42, 61
  br i1 %58, label %41, label %40, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @fx_mul(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = sext i32 %0 to i64
  %4 = sext i32 %1 to i64
  %5 = mul nsw i64 %4, %3
  %6 = lshr i64 %5, 16
  %7 = trunc i64 %6 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @fx_div(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = sext i32 %0 to i64
  %4 = shl nsw i64 %3, 16
  %5 = sext i32 %1 to i64
  %6 = sdiv i64 %4, %5
  %7 = trunc i64 %6 to i32
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @fx_sqrt(i32 noundef %0) unnamed_addr #4 {
  %2 = sext i32 %0 to i64
  %3 = shl nsw i64 %2, 16
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 70368744177664, %1 ], [ %7, %4 ]
  %6 = icmp ugt i64 %5, %3
  %7 = lshr i64 %5, 2
  br i1 %6, label %4, label %8, !llvm.loop !11

8:                                                ; preds = %4
  %9 = icmp eq i64 %5, 0
  br i1 %9, label %25, label %10

10:                                               ; preds = %8, %10
  %11 = phi i64 [ %21, %10 ], [ %5, %8 ]
  %12 = phi i64 [ %20, %10 ], [ 0, %8 ]
  %13 = phi i64 [ %18, %10 ], [ %3, %8 ]
  %14 = add nuw i64 %11, %12
  %15 = icmp ult i64 %13, %14
  %16 = lshr i64 %12, 1
  %17 = select i1 %15, i64 0, i64 %14
  %18 = sub i64 %13, %17
  %19 = select i1 %15, i64 0, i64 %11
  %20 = add nuw i64 %19, %16
  %21 = lshr i64 %11, 2
  %22 = icmp ult i64 %11, 4
  br i1 %22, label %23, label %10, !llvm.loop !12

23:                                               ; preds = %10
  %24 = trunc i64 %20 to i32
  br label %25

25:                                               ; preds = %23, %8
  %26 = phi i32 [ 0, %8 ], [ %24, %23 ]
  ret i32 %26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define internal fastcc void @cordic(i32 noundef %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) unnamed_addr #5 {
  br label %5

4:                                                ; preds = %26
  store i32 %28, i32* %1, align 4, !tbaa !5
  store i32 %29, i32* %2, align 4, !tbaa !5
  ret void

5:                                                ; preds = %3, %26
  %6 = phi i64 [ 0, %3 ], [ %30, %26 ]
  %7 = phi i32 [ 39797, %3 ], [ %29, %26 ]
  %8 = phi i32 [ 0, %3 ], [ %28, %26 ]
  %9 = phi i32 [ %0, %3 ], [ %27, %26 ]
  %10 = trunc i64 %6 to i32
  %11 = ashr i32 %7, %10
  %12 = ashr i32 %8, %10
  %13 = icmp sgt i32 %9, -1
  br i1 %13, label %14, label %20

14:                                               ; preds = %5
  %15 = sub nsw i32 %7, %12
  %16 = add nsw i32 %11, %8
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* @atan_table, i64 0, i64 %6
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = sub nsw i32 %9, %18
  br label %26

20:                                               ; preds = %5
  %21 = add nsw i32 %7, %12
  %22 = sub nsw i32 %8, %11
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* @atan_table, i64 0, i64 %6
  %24 = load i32, i32* %23, align 4, !tbaa !5
  %25 = add nsw i32 %24, %9
  br label %26

26:                                               ; preds = %20, %14
  %27 = phi i32 [ %19, %14 ], [ %25, %20 ]
  %28 = phi i32 [ %16, %14 ], [ %22, %20 ]
  %29 = phi i32 [ %15, %14 ], [ %21, %20 ]
  %30 = add nuw nsw i64 %6, 1
  %31 = icmp eq i64 %30, 16
  br i1 %31, label %4, label %5, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
