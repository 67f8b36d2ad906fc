; ModuleID = 'tests/differential/src/designated_init.c'
source_filename = "tests/differential/src/designated_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Config = type { ptr, i32, double, [4 x i32], %struct.anon }
%struct.anon = type { i8, i16 }

@.str = private unnamed_addr constant [36 x i8] c"%d: %s %d %.2f [%d %d %d %d] %c %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"sparse sum %d\0A\00", align 1
@sparse = internal global [20 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 50, i32 60, i32 0, i32 0, i32 0, i32 100, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 190], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"compound %d %.3f\0A\00", align 1
@constinit = private unnamed_addr constant [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 4], align 4
@__const.main.local = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 0, i32 3, i32 0, i32 0, i32 0, i32 0], align 16
@.str.6 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"local %d %d %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"third\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Config, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, ptr noundef nonnull @.str.8, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 0, i32 noundef 97, i32 noundef 10)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef 2.250000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 122, i32 noundef 77)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, ptr noundef nonnull @.str.9, i32 noundef 3, double noundef 0.000000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 9, i32 noundef 45, i32 noundef 0)
  %5 = tail call fastcc i32 @sum_ints(ptr noundef nonnull @sparse, i32 noundef 20)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 97)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 98)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 99)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %11 = tail call i32 @putchar(i32 10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 120)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %16 = tail call i32 @putchar(i32 10)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 113)
  %21 = tail call i32 @putchar(i32 10)
  %22 = tail call fastcc i32 @sum_ints(ptr noundef nonnull @constinit, i32 noundef 10)
  store ptr null, ptr %1, align 8, !tbaa !5
  %23 = getelementptr inbounds %struct.Config, ptr %1, i64 0, i32 1
  store i32 4, ptr %23, align 8, !tbaa !14
  %24 = getelementptr inbounds %struct.Config, ptr %1, i64 0, i32 2
  store double 1.250000e-01, ptr %24, align 8, !tbaa !15
  %25 = getelementptr inbounds %struct.Config, ptr %1, i64 0, i32 3
  %26 = getelementptr inbounds %struct.Config, ptr %1, i64 0, i32 4, i32 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(17) %25, i8 0, i64 17, i1 false)
  store i16 1, ptr %26, align 2, !tbaa !16
  %27 = tail call fastcc double @ratio_of(ptr noundef nonnull byval(%struct.Config) align 8 %1)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %22, double noundef %27)
  %29 = tail call fastcc i32 @sum_ints(ptr noundef nonnull @__const.main.local, i32 noundef 8)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %29, i32 noundef 5, ptr noundef nonnull @.str.6)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum_ints(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %25, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <4 x i32> [ zeroinitializer, %7 ], [ %17, %9 ]
  %12 = phi <4 x i32> [ zeroinitializer, %7 ], [ %18, %9 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %10
  %14 = load <4 x i32>, ptr %13, align 4, !tbaa !17
  %15 = getelementptr inbounds i32, ptr %13, i64 4
  %16 = load <4 x i32>, ptr %15, align 4, !tbaa !17
  %17 = add <4 x i32> %14, %11
  %18 = add <4 x i32> %16, %12
  %19 = add nuw i64 %10, 8
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %9, !llvm.loop !18

21:                                               ; preds = %9
  %22 = add <4 x i32> %18, %17
  %23 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %22)
  %24 = icmp eq i64 %8, %5
  br i1 %24, label %28, label %25

25:                                               ; preds = %4, %21
  %26 = phi i64 [ 0, %4 ], [ %8, %21 ]
  %27 = phi i32 [ 0, %4 ], [ %23, %21 ]
  br label %30

28:                                               ; preds = %30, %21, %2
  %29 = phi i32 [ 0, %2 ], [ %23, %21 ], [ %35, %30 ]
  ret i32 %29

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %36, %30 ], [ %26, %25 ]
  %32 = phi i32 [ %35, %30 ], [ %27, %25 ]
  %33 = getelementptr inbounds i32, ptr %0, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !17
  %35 = add nsw i32 %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !22
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @ratio_of(ptr nocapture noundef readonly byval(%struct.Config) align 8 %0) unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.Config, ptr %0, i64 0, i32 2
  %3 = load double, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds %struct.Config, ptr %0, i64 0, i32 1
  %5 = load i32, ptr %4, align 8, !tbaa !14
  %6 = sitofp i32 %5 to double
  %7 = getelementptr inbounds %struct.Config, ptr %0, i64 0, i32 4, i32 1
  %8 = load i16, ptr %7, align 2, !tbaa !23
  %9 = sitofp i16 %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %3, double %6, double %9)
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Config", !7, i64 0, !10, i64 8, !11, i64 16, !8, i64 24, !12, i64 40}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!"", !8, i64 0, !13, i64 2}
!13 = !{!"short", !8, i64 0}
!14 = !{!6, !10, i64 8}
!15 = !{!6, !11, i64 16}
!16 = !{!12, !13, i64 2}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !19, !21, !20}
!23 = !{!6, !13, i64 42}
