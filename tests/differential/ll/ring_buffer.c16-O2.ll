; ModuleID = 'tests/differential/src/ring_buffer.c'
source_filename = "tests/differential/src/ring_buffer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ring = type { i32, i32, [16 x i32] }
%struct.Avg = type { [8 x double], i32, i32, double }

@.str = private unnamed_addr constant [50 x i8] c"consumed %ld items %d dropped %d head %u tail %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.3f \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Ring, align 4
  %2 = alloca %struct.Avg, align 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(72) %1, i8 0, i64 72, i1 false)
  br label %3

3:                                                ; preds = %0, %108
  %4 = phi i32 [ 1, %0 ], [ %113, %108 ]
  %5 = phi i32 [ 0, %0 ], [ %112, %108 ]
  %6 = phi i32 [ 0, %0 ], [ %111, %108 ]
  %7 = phi i32 [ 0, %0 ], [ %47, %108 ]
  %8 = phi i64 [ 0, %0 ], [ %110, %108 ]
  %9 = phi i32 [ -16, %0 ], [ %109, %108 ]
  %10 = phi i32 [ -16, %0 ], [ %46, %108 ]
  %11 = urem i32 %5, 3
  %12 = sub i32 %11, %5
  %13 = add i32 %12, %4
  %14 = urem i32 %5, 5
  %15 = urem i32 %5, 5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %45, label %17

17:                                               ; preds = %3
  %18 = mul nuw nsw i32 %5, 10
  %19 = and i32 %14, 1
  %20 = icmp eq i32 %14, 1
  br i1 %20, label %25, label %21

21:                                               ; preds = %17
  %22 = and i32 %14, 6
  br label %52

23:                                               ; preds = %108
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %110, i32 noundef %111, i32 noundef %47, i32 noundef %46, i32 noundef %109)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  br label %152

25:                                               ; preds = %78, %17
  %26 = phi i32 [ undef, %17 ], [ %79, %78 ]
  %27 = phi i32 [ undef, %17 ], [ %81, %78 ]
  %28 = phi i32 [ 0, %17 ], [ %82, %78 ]
  %29 = phi i32 [ %7, %17 ], [ %81, %78 ]
  %30 = phi i32 [ %10, %17 ], [ %79, %78 ]
  %31 = icmp eq i32 %19, 0
  br i1 %31, label %45, label %32

32:                                               ; preds = %25
  %33 = sub i32 %30, %9
  %34 = icmp eq i32 %33, 16
  br i1 %34, label %41, label %35

35:                                               ; preds = %32
  %36 = add nuw nsw i32 %28, %18
  %37 = add i32 %30, 1
  %38 = and i32 %30, 15
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds %struct.Ring, ptr %1, i64 0, i32 2, i64 %39
  store i32 %36, ptr %40, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %35, %32
  %42 = phi i32 [ %30, %32 ], [ %37, %35 ]
  %43 = zext i1 %34 to i32
  %44 = add nsw i32 %29, %43
  br label %45

45:                                               ; preds = %41, %25, %3
  %46 = phi i32 [ %10, %3 ], [ %26, %25 ], [ %42, %41 ]
  %47 = phi i32 [ %7, %3 ], [ %27, %25 ], [ %44, %41 ]
  %48 = and i32 %13, 1
  %49 = icmp eq i32 %11, 0
  br i1 %49, label %85, label %50

50:                                               ; preds = %45
  %51 = and i32 %13, -2
  br label %115

52:                                               ; preds = %78, %21
  %53 = phi i32 [ 0, %21 ], [ %82, %78 ]
  %54 = phi i32 [ %7, %21 ], [ %81, %78 ]
  %55 = phi i32 [ %10, %21 ], [ %79, %78 ]
  %56 = phi i32 [ 0, %21 ], [ %83, %78 ]
  %57 = sub i32 %55, %9
  %58 = icmp eq i32 %57, 16
  br i1 %58, label %65, label %59

59:                                               ; preds = %52
  %60 = add nuw nsw i32 %53, %18
  %61 = add i32 %55, 1
  %62 = and i32 %55, 15
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds %struct.Ring, ptr %1, i64 0, i32 2, i64 %63
  store i32 %60, ptr %64, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %52, %59
  %66 = phi i32 [ %55, %52 ], [ %61, %59 ]
  %67 = zext i1 %58 to i32
  %68 = add nsw i32 %54, %67
  %69 = sub i32 %66, %9
  %70 = icmp eq i32 %69, 16
  br i1 %70, label %78, label %71

71:                                               ; preds = %65
  %72 = or i32 %53, 1
  %73 = add nuw nsw i32 %72, %18
  %74 = add i32 %66, 1
  %75 = and i32 %66, 15
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds %struct.Ring, ptr %1, i64 0, i32 2, i64 %76
  store i32 %73, ptr %77, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %71, %65
  %79 = phi i32 [ %66, %65 ], [ %74, %71 ]
  %80 = zext i1 %70 to i32
  %81 = add nsw i32 %68, %80
  %82 = add nuw nsw i32 %53, 2
  %83 = add i32 %56, 2
  %84 = icmp eq i32 %83, %22
  br i1 %84, label %25, label %52, !llvm.loop !9

85:                                               ; preds = %141, %45
  %86 = phi i32 [ undef, %45 ], [ %142, %141 ]
  %87 = phi i64 [ undef, %45 ], [ %145, %141 ]
  %88 = phi i32 [ undef, %45 ], [ %147, %141 ]
  %89 = phi i32 [ %6, %45 ], [ %147, %141 ]
  %90 = phi i64 [ %8, %45 ], [ %145, %141 ]
  %91 = phi i32 [ %9, %45 ], [ %142, %141 ]
  %92 = icmp eq i32 %48, 0
  br i1 %92, label %108, label %93

93:                                               ; preds = %85
  %94 = icmp ne i32 %46, %91
  br i1 %94, label %95, label %101

95:                                               ; preds = %93
  %96 = add i32 %91, 1
  %97 = and i32 %91, 15
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds %struct.Ring, ptr %1, i64 0, i32 2, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  br label %101

101:                                              ; preds = %95, %93
  %102 = phi i32 [ %46, %93 ], [ %96, %95 ]
  %103 = phi i32 [ 0, %93 ], [ %100, %95 ]
  %104 = sext i32 %103 to i64
  %105 = add nsw i64 %90, %104
  %106 = zext i1 %94 to i32
  %107 = add nsw i32 %89, %106
  br label %108

108:                                              ; preds = %85, %101
  %109 = phi i32 [ %86, %85 ], [ %102, %101 ]
  %110 = phi i64 [ %87, %85 ], [ %105, %101 ]
  %111 = phi i32 [ %88, %85 ], [ %107, %101 ]
  %112 = add i32 %5, 1
  %113 = add nuw nsw i32 %4, 1
  %114 = icmp eq i32 %112, 200
  br i1 %114, label %23, label %3, !llvm.loop !11

115:                                              ; preds = %141, %50
  %116 = phi i32 [ %6, %50 ], [ %147, %141 ]
  %117 = phi i64 [ %8, %50 ], [ %145, %141 ]
  %118 = phi i32 [ %9, %50 ], [ %142, %141 ]
  %119 = phi i32 [ 0, %50 ], [ %148, %141 ]
  %120 = icmp ne i32 %46, %118
  br i1 %120, label %121, label %127

121:                                              ; preds = %115
  %122 = add i32 %118, 1
  %123 = and i32 %118, 15
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds %struct.Ring, ptr %1, i64 0, i32 2, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !5
  br label %127

127:                                              ; preds = %115, %121
  %128 = phi i32 [ %46, %115 ], [ %122, %121 ]
  %129 = phi i32 [ 0, %115 ], [ %126, %121 ]
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %117, %130
  %132 = zext i1 %120 to i32
  %133 = add nsw i32 %116, %132
  %134 = icmp ne i32 %46, %128
  br i1 %134, label %135, label %141

135:                                              ; preds = %127
  %136 = add i32 %128, 1
  %137 = and i32 %128, 15
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds %struct.Ring, ptr %1, i64 0, i32 2, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %135, %127
  %142 = phi i32 [ %46, %127 ], [ %136, %135 ]
  %143 = phi i32 [ 0, %127 ], [ %140, %135 ]
  %144 = sext i32 %143 to i64
  %145 = add nsw i64 %131, %144
  %146 = zext i1 %134 to i32
  %147 = add nsw i32 %133, %146
  %148 = add i32 %119, 2
  %149 = icmp eq i32 %148, %51
  br i1 %149, label %85, label %115, !llvm.loop !12

150:                                              ; preds = %152
  %151 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #6
  ret i32 0

152:                                              ; preds = %23, %152
  %153 = phi i32 [ 0, %23 ], [ %161, %152 ]
  %154 = trunc i32 %153 to i8
  %155 = mul i8 %154, 7
  %156 = urem i8 %155, 10
  %157 = uitofp i8 %156 to double
  %158 = fmul double %157, 5.000000e-01
  %159 = call fastcc double @avg_add(ptr noundef nonnull %2, double noundef %158)
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %159)
  %161 = add nuw nsw i32 %153, 1
  %162 = icmp eq i32 %161, 20
  br i1 %162, label %150, label %152, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc double @avg_add(ptr nocapture noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.Avg, ptr %0, i64 0, i32 1
  %4 = load i32, ptr %3, align 8, !tbaa !14
  %5 = icmp eq i32 %4, 8
  br i1 %5, label %6, label %15

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.Avg, ptr %0, i64 0, i32 2
  %8 = load i32, ptr %7, align 4, !tbaa !17
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [8 x double], ptr %0, i64 0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !18
  %12 = getelementptr inbounds %struct.Avg, ptr %0, i64 0, i32 3
  %13 = load double, ptr %12, align 8, !tbaa !19
  %14 = fsub double %13, %11
  store double %14, ptr %12, align 8, !tbaa !19
  br label %21

15:                                               ; preds = %2
  %16 = add nsw i32 %4, 1
  store i32 %16, ptr %3, align 8, !tbaa !14
  %17 = getelementptr inbounds %struct.Avg, ptr %0, i64 0, i32 2
  %18 = load i32, ptr %17, align 4, !tbaa !17
  %19 = sext i32 %18 to i64
  %20 = sitofp i32 %16 to double
  br label %21

21:                                               ; preds = %15, %6
  %22 = phi i64 [ %19, %15 ], [ %9, %6 ]
  %23 = phi double [ %20, %15 ], [ 8.000000e+00, %6 ]
  %24 = phi i32 [ %18, %15 ], [ %8, %6 ]
  %25 = getelementptr inbounds %struct.Avg, ptr %0, i64 0, i32 2
  %26 = getelementptr inbounds [8 x double], ptr %0, i64 0, i64 %22
  store double %1, ptr %26, align 8, !tbaa !18
  %27 = getelementptr inbounds %struct.Avg, ptr %0, i64 0, i32 3
  %28 = load double, ptr %27, align 8, !tbaa !19
  %29 = fadd double %28, %1
  store double %29, ptr %27, align 8, !tbaa !19
  %30 = add nsw i32 %24, 1
  %31 = srem i32 %30, 8
  store i32 %31, ptr %25, align 4, !tbaa !17
  %32 = fdiv double %29, %23
  ret double %32
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !6, i64 64}
!15 = !{!"Avg", !7, i64 0, !6, i64 64, !6, i64 68, !16, i64 72}
!16 = !{!"double", !7, i64 0}
!17 = !{!15, !6, i64 68}
!18 = !{!16, !16, i64 0}
!19 = !{!15, !16, i64 72}
