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
  br label %3

2:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %1, i8 0, i64 40, i1 false)
  br label %59

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %57, %3 ]
  %5 = phi i64 [ 0, %0 ], [ %47, %3 ]
  %6 = phi i64 [ -8846114313915602277, %0 ], [ %35, %3 ]
  %7 = phi i64 [ 1, %0 ], [ %8, %3 ]
  %8 = phi i64 [ 2, %0 ], [ %32, %3 ]
  %9 = phi i64 [ 88172645463325252, %0 ], [ %25, %3 ]
  %10 = phi i32 [ -1831433054, %0 ], [ %19, %3 ]
  %11 = phi i32 [ 1, %0 ], [ %13, %3 ]
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  %14 = shl i32 %10, 13
  %15 = xor i32 %14, %10
  %16 = lshr i32 %15, 17
  %17 = xor i32 %16, %15
  %18 = shl i32 %17, 5
  %19 = xor i32 %18, %17
  %20 = shl i64 %9, 13
  %21 = xor i64 %20, %9
  %22 = lshr i64 %21, 7
  %23 = xor i64 %22, %21
  %24 = shl i64 %23, 17
  %25 = xor i64 %24, %23
  %26 = shl i64 %7, 23
  %27 = xor i64 %26, %7
  %28 = lshr i64 %27, 17
  %29 = lshr i64 %8, 26
  %30 = xor i64 %29, %28
  %31 = xor i64 %30, %8
  %32 = xor i64 %31, %27
  %33 = add i64 %32, %8
  %34 = mul i64 %6, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = lshr i64 %6, 45
  %37 = lshr i64 %6, 27
  %38 = xor i64 %36, %37
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %6, 59
  %41 = trunc i64 %40 to i32
  %42 = lshr i32 %39, %41
  %43 = sub nsw i32 0, %41
  %44 = and i32 %43, 31
  %45 = shl i32 %39, %44
  %46 = or i32 %42, %45
  %47 = add i64 %5, -7046029254386353131
  %48 = lshr i64 %47, 30
  %49 = xor i64 %48, %47
  %50 = mul i64 %49, -4658895280553007687
  %51 = lshr i64 %50, 27
  %52 = xor i64 %51, %50
  %53 = mul i64 %52, -7723592293110705685
  %54 = lshr i64 %53, 31
  %55 = xor i64 %54, %53
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, i32 noundef %19, i64 noundef %25, i64 noundef %33, i32 noundef %46, i64 noundef %55)
  %57 = add nuw nsw i32 %4, 1
  %58 = icmp eq i32 %57, 5
  br i1 %58, label %2, label %3, !llvm.loop !5

59:                                               ; preds = %2, %59
  %60 = phi i32 [ 0, %2 ], [ %80, %59 ]
  %61 = phi i64 [ -2510809676209726942, %2 ], [ %63, %59 ]
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = lshr i64 %61, 45
  %65 = lshr i64 %61, 27
  %66 = xor i64 %64, %65
  %67 = trunc i64 %66 to i32
  %68 = lshr i64 %61, 59
  %69 = trunc i64 %68 to i32
  %70 = lshr i32 %67, %69
  %71 = sub nsw i32 0, %69
  %72 = and i32 %71, 31
  %73 = shl i32 %67, %72
  %74 = or i32 %70, %73
  %75 = urem i32 %74, 10
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !7
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %77, align 4, !tbaa !7
  %80 = add nuw nsw i32 %60, 1
  %81 = icmp eq i32 %80, 100000
  br i1 %81, label %82, label %59, !llvm.loop !11

82:                                               ; preds = %59
  %83 = load i32, ptr %1, align 16, !tbaa !7
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %83)
  %85 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 1
  %86 = load i32, ptr %85, align 4, !tbaa !7
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %86)
  %88 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 2
  %89 = load i32, ptr %88, align 8, !tbaa !7
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %89)
  %91 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 3
  %92 = load i32, ptr %91, align 4, !tbaa !7
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %92)
  %94 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 4
  %95 = load i32, ptr %94, align 16, !tbaa !7
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %95)
  %97 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 5
  %98 = load i32, ptr %97, align 4, !tbaa !7
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %98)
  %100 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 6
  %101 = load i32, ptr %100, align 8, !tbaa !7
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %101)
  %103 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 7
  %104 = load i32, ptr %103, align 4, !tbaa !7
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %104)
  %106 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 8
  %107 = load i32, ptr %106, align 16, !tbaa !7
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %107)
  %109 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 9
  %110 = load i32, ptr %109, align 4, !tbaa !7
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %110)
  %112 = tail call i32 @putchar(i32 10)
  br label %116

113:                                              ; preds = %116
  %114 = fdiv double %131, 1.000000e+04
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %114)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #6
  ret i32 0

116:                                              ; preds = %82, %116
  %117 = phi i32 [ 0, %82 ], [ %132, %116 ]
  %118 = phi double [ 0.000000e+00, %82 ], [ %131, %116 ]
  %119 = phi i64 [ 1663341875487337577, %82 ], [ %120, %116 ]
  %120 = add i64 %119, -7046029254386353131
  %121 = lshr i64 %120, 30
  %122 = xor i64 %121, %120
  %123 = mul i64 %122, -4658895280553007687
  %124 = lshr i64 %123, 27
  %125 = xor i64 %124, %123
  %126 = mul i64 %125, -7723592293110705685
  %127 = lshr i64 %126, 42
  %128 = lshr i64 %126, 11
  %129 = xor i64 %127, %128
  %130 = uitofp i64 %129 to double
  %131 = tail call double @llvm.fmuladd.f64(double %130, double 0x3CA0000000000000, double %118)
  %132 = add nuw nsw i32 %117, 1
  %133 = icmp eq i32 %132, 10000
  br i1 %133, label %113, label %116, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
