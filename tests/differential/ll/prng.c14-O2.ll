; ModuleID = 'tests/differential/src/prng.c'
source_filename = "tests/differential/src/prng.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"%08x %08x %016lx %016lx %08x %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mean %.4f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i32], align 16
  br label %4

2:                                                ; preds = %4
  %3 = bitcast [10 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %3) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  br label %60

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %58, %4 ]
  %6 = phi i64 [ 0, %0 ], [ %48, %4 ]
  %7 = phi i64 [ -8846114313915602277, %0 ], [ %36, %4 ]
  %8 = phi i64 [ 1, %0 ], [ %9, %4 ]
  %9 = phi i64 [ 2, %0 ], [ %33, %4 ]
  %10 = phi i64 [ 88172645463325252, %0 ], [ %26, %4 ]
  %11 = phi i32 [ -1831433054, %0 ], [ %20, %4 ]
  %12 = phi i32 [ 1, %0 ], [ %14, %4 ]
  %13 = mul i32 %12, 1664525
  %14 = add i32 %13, 1013904223
  %15 = shl i32 %11, 13
  %16 = xor i32 %15, %11
  %17 = lshr i32 %16, 17
  %18 = xor i32 %17, %16
  %19 = shl i32 %18, 5
  %20 = xor i32 %19, %18
  %21 = shl i64 %10, 13
  %22 = xor i64 %21, %10
  %23 = lshr i64 %22, 7
  %24 = xor i64 %23, %22
  %25 = shl i64 %24, 17
  %26 = xor i64 %25, %24
  %27 = shl i64 %8, 23
  %28 = xor i64 %27, %8
  %29 = lshr i64 %28, 17
  %30 = lshr i64 %9, 26
  %31 = xor i64 %30, %9
  %32 = xor i64 %31, %28
  %33 = xor i64 %32, %29
  %34 = add i64 %33, %9
  %35 = mul i64 %7, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = lshr i64 %7, 45
  %38 = lshr i64 %7, 27
  %39 = xor i64 %37, %38
  %40 = trunc i64 %39 to i32
  %41 = lshr i64 %7, 59
  %42 = trunc i64 %41 to i32
  %43 = lshr i32 %40, %42
  %44 = sub nsw i32 0, %42
  %45 = and i32 %44, 31
  %46 = shl i32 %40, %45
  %47 = or i32 %43, %46
  %48 = add i64 %6, -7046029254386353131
  %49 = lshr i64 %48, 30
  %50 = xor i64 %49, %48
  %51 = mul i64 %50, -4658895280553007687
  %52 = lshr i64 %51, 27
  %53 = xor i64 %52, %51
  %54 = mul i64 %53, -7723592293110705685
  %55 = lshr i64 %54, 31
  %56 = xor i64 %55, %54
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %14, i32 noundef %20, i64 noundef %26, i64 noundef %34, i32 noundef %47, i64 noundef %56)
  %58 = add nuw nsw i32 %5, 1
  %59 = icmp eq i32 %58, 5
  br i1 %59, label %2, label %4, !llvm.loop !5

60:                                               ; preds = %2, %60
  %61 = phi i32 [ 0, %2 ], [ %81, %60 ]
  %62 = phi i64 [ -2510809676209726942, %2 ], [ %64, %60 ]
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = lshr i64 %62, 45
  %66 = lshr i64 %62, 27
  %67 = xor i64 %65, %66
  %68 = trunc i64 %67 to i32
  %69 = lshr i64 %62, 59
  %70 = trunc i64 %69 to i32
  %71 = lshr i32 %68, %70
  %72 = sub nsw i32 0, %70
  %73 = and i32 %72, 31
  %74 = shl i32 %68, %73
  %75 = or i32 %71, %74
  %76 = urem i32 %75, 10
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !7
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %78, align 4, !tbaa !7
  %81 = add nuw nsw i32 %61, 1
  %82 = icmp eq i32 %81, 100000
  br i1 %82, label %83, label %60, !llvm.loop !11

83:                                               ; preds = %60
  %84 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 0
  %85 = load i32, i32* %84, align 16, !tbaa !7
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %85)
  %87 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 1
  %88 = load i32, i32* %87, align 4, !tbaa !7
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %88)
  %90 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 2
  %91 = load i32, i32* %90, align 8, !tbaa !7
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %91)
  %93 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 3
  %94 = load i32, i32* %93, align 4, !tbaa !7
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %94)
  %96 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 4
  %97 = load i32, i32* %96, align 16, !tbaa !7
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %97)
  %99 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 5
  %100 = load i32, i32* %99, align 4, !tbaa !7
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %100)
  %102 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 6
  %103 = load i32, i32* %102, align 8, !tbaa !7
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %103)
  %105 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 7
  %106 = load i32, i32* %105, align 4, !tbaa !7
  %107 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %106)
  %108 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 8
  %109 = load i32, i32* %108, align 16, !tbaa !7
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %109)
  %111 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 9
  %112 = load i32, i32* %111, align 4, !tbaa !7
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %112)
  %114 = tail call i32 @putchar(i32 10)
  br label %118

115:                                              ; preds = %118
  %116 = fdiv double %133, 1.000000e+04
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), double noundef %116)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %3) #6
  ret i32 0

118:                                              ; preds = %83, %118
  %119 = phi i32 [ 0, %83 ], [ %134, %118 ]
  %120 = phi double [ 0.000000e+00, %83 ], [ %133, %118 ]
  %121 = phi i64 [ 1663341875487337577, %83 ], [ %122, %118 ]
  %122 = add i64 %121, -7046029254386353131
  %123 = lshr i64 %122, 30
  %124 = xor i64 %123, %122
  %125 = mul i64 %124, -4658895280553007687
  %126 = lshr i64 %125, 27
  %127 = xor i64 %126, %125
  %128 = mul i64 %127, -7723592293110705685
  %129 = lshr i64 %128, 42
  %130 = lshr i64 %128, 11
  %131 = xor i64 %129, %130
  %132 = uitofp i64 %131 to double
  %133 = tail call double @llvm.fmuladd.f64(double %132, double 0x3CA0000000000000, double %120)
  %134 = add nuw nsw i32 %119, 1
  %135 = icmp eq i32 %134, 10000
  br i1 %135, label %115, label %118, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
