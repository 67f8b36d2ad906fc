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
  %3 = bitcast %struct.Ring* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %3) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(72) %3, i8 0, i64 72, i1 false)
  br label %4

4:                                                ; preds = %0, %111
  %5 = phi i32 [ 1, %0 ], [ %116, %111 ]
  %6 = phi i32 [ 0, %0 ], [ %115, %111 ]
  %7 = phi i32 [ 0, %0 ], [ %114, %111 ]
  %8 = phi i32 [ 0, %0 ], [ %49, %111 ]
  %9 = phi i64 [ 0, %0 ], [ %113, %111 ]
  %10 = phi i32 [ -16, %0 ], [ %112, %111 ]
  %11 = phi i32 [ -16, %0 ], [ %48, %111 ]
  %12 = urem i32 %6, 3
  %13 = sub nsw i32 %12, %6
  %14 = add i32 %13, %5
  %15 = urem i32 %6, 5
  %16 = urem i32 %6, 5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %47, label %18

18:                                               ; preds = %4
  %19 = mul nuw nsw i32 %6, 10
  %20 = and i32 %15, 1
  %21 = icmp eq i32 %15, 1
  br i1 %21, label %27, label %22

22:                                               ; preds = %18
  %23 = and i32 %15, 6
  br label %54

24:                                               ; preds = %111
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str, i64 0, i64 0), i64 noundef %113, i32 noundef %114, i32 noundef %49, i32 noundef %48, i32 noundef %112)
  %26 = bitcast %struct.Avg* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %26) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %26, i8 0, i64 80, i1 false)
  br label %157

27:                                               ; preds = %80, %18
  %28 = phi i32 [ undef, %18 ], [ %81, %80 ]
  %29 = phi i32 [ undef, %18 ], [ %83, %80 ]
  %30 = phi i32 [ 0, %18 ], [ %84, %80 ]
  %31 = phi i32 [ %8, %18 ], [ %83, %80 ]
  %32 = phi i32 [ %11, %18 ], [ %81, %80 ]
  %33 = icmp eq i32 %20, 0
  br i1 %33, label %47, label %34

34:                                               ; preds = %27
  %35 = sub i32 %32, %10
  %36 = icmp eq i32 %35, 16
  br i1 %36, label %43, label %37

37:                                               ; preds = %34
  %38 = add nuw nsw i32 %30, %19
  %39 = add i32 %32, 1
  %40 = and i32 %32, 15
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds %struct.Ring, %struct.Ring* %1, i64 0, i32 2, i64 %41
  store i32 %38, i32* %42, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %37, %34
  %44 = phi i32 [ %32, %34 ], [ %39, %37 ]
  %45 = zext i1 %36 to i32
  %46 = add nsw i32 %31, %45
  br label %47

47:                                               ; preds = %43, %27, %4
  %48 = phi i32 [ %11, %4 ], [ %28, %27 ], [ %44, %43 ]
  %49 = phi i32 [ %8, %4 ], [ %29, %27 ], [ %46, %43 ]
  %50 = and i32 %14, 1
  %51 = icmp eq i32 %12, 0
  br i1 %51, label %87, label %52

52:                                               ; preds = %47
  %53 = and i32 %14, -2
  br label %118

54:                                               ; preds = %80, %22
  %55 = phi i32 [ 0, %22 ], [ %84, %80 ]
  %56 = phi i32 [ %8, %22 ], [ %83, %80 ]
  %57 = phi i32 [ %11, %22 ], [ %81, %80 ]
  %58 = phi i32 [ 0, %22 ], [ %85, %80 ]
  %59 = sub i32 %57, %10
  %60 = icmp eq i32 %59, 16
  br i1 %60, label %67, label %61

61:                                               ; preds = %54
  %62 = add nuw nsw i32 %55, %19
  %63 = add i32 %57, 1
  %64 = and i32 %57, 15
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds %struct.Ring, %struct.Ring* %1, i64 0, i32 2, i64 %65
  store i32 %62, i32* %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %54, %61
  %68 = phi i32 [ %57, %54 ], [ %63, %61 ]
  %69 = zext i1 %60 to i32
  %70 = add nsw i32 %56, %69
  %71 = sub i32 %68, %10
  %72 = icmp eq i32 %71, 16
  br i1 %72, label %80, label %73

73:                                               ; preds = %67
  %74 = or i32 %55, 1
  %75 = add nuw nsw i32 %74, %19
  %76 = add i32 %68, 1
  %77 = and i32 %68, 15
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds %struct.Ring, %struct.Ring* %1, i64 0, i32 2, i64 %78
  store i32 %75, i32* %79, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %73, %67
  %81 = phi i32 [ %68, %67 ], [ %76, %73 ]
  %82 = zext i1 %72 to i32
  %83 = add nsw i32 %70, %82
  %84 = add nuw nsw i32 %55, 2
  %85 = add i32 %58, 2
  %86 = icmp eq i32 %85, %23
  br i1 %86, label %27, label %54, !llvm.loop !9

87:                                               ; preds = %145, %47
  %88 = phi i32 [ undef, %47 ], [ %146, %145 ]
  %89 = phi i64 [ undef, %47 ], [ %149, %145 ]
  %90 = phi i32 [ undef, %47 ], [ %152, %145 ]
  %91 = phi i32 [ %7, %47 ], [ %152, %145 ]
  %92 = phi i64 [ %9, %47 ], [ %149, %145 ]
  %93 = phi i32 [ %10, %47 ], [ %146, %145 ]
  %94 = icmp eq i32 %50, 0
  br i1 %94, label %111, label %95

95:                                               ; preds = %87
  %96 = icmp eq i32 %48, %93
  br i1 %96, label %103, label %97

97:                                               ; preds = %95
  %98 = add i32 %93, 1
  %99 = and i32 %93, 15
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds %struct.Ring, %struct.Ring* %1, i64 0, i32 2, i64 %100
  %102 = load i32, i32* %101, align 4, !tbaa !5
  br label %103

103:                                              ; preds = %97, %95
  %104 = phi i32 [ %48, %95 ], [ %98, %97 ]
  %105 = phi i32 [ 0, %95 ], [ %102, %97 ]
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %92, %106
  %108 = xor i1 %96, true
  %109 = zext i1 %108 to i32
  %110 = add nsw i32 %91, %109
  br label %111

111:                                              ; preds = %87, %103
  %112 = phi i32 [ %88, %87 ], [ %104, %103 ]
  %113 = phi i64 [ %89, %87 ], [ %107, %103 ]
  %114 = phi i32 [ %90, %87 ], [ %110, %103 ]
  %115 = add nuw nsw i32 %6, 1
  %116 = add nuw nsw i32 %5, 1
  %117 = icmp eq i32 %115, 200
  br i1 %117, label %24, label %4, !llvm.loop !11

118:                                              ; preds = %145, %52
  %119 = phi i32 [ %7, %52 ], [ %152, %145 ]
  %120 = phi i64 [ %9, %52 ], [ %149, %145 ]
  %121 = phi i32 [ %10, %52 ], [ %146, %145 ]
  %122 = phi i32 [ 0, %52 ], [ %153, %145 ]
  %123 = icmp eq i32 %48, %121
  br i1 %123, label %130, label %124

124:                                              ; preds = %118
  %125 = add i32 %121, 1
  %126 = and i32 %121, 15
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds %struct.Ring, %struct.Ring* %1, i64 0, i32 2, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %118, %124
  %131 = phi i32 [ %48, %118 ], [ %125, %124 ]
  %132 = phi i32 [ 0, %118 ], [ %129, %124 ]
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %120, %133
  %135 = xor i1 %123, true
  %136 = zext i1 %135 to i32
  %137 = add nsw i32 %119, %136
  %138 = icmp eq i32 %48, %131
  br i1 %138, label %145, label %139

139:                                              ; preds = %130
  %140 = add i32 %131, 1
  %141 = and i32 %131, 15
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds %struct.Ring, %struct.Ring* %1, i64 0, i32 2, i64 %142
  %144 = load i32, i32* %143, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %139, %130
  %146 = phi i32 [ %48, %130 ], [ %140, %139 ]
  %147 = phi i32 [ 0, %130 ], [ %144, %139 ]
  %148 = sext i32 %147 to i64
  %149 = add nsw i64 %134, %148
  %150 = xor i1 %138, true
  %151 = zext i1 %150 to i32
  %152 = add nsw i32 %137, %151
  %153 = add i32 %122, 2
  %154 = icmp eq i32 %153, %53
  br i1 %154, label %87, label %118, !llvm.loop !12

155:                                              ; preds = %157
  %156 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %26) #6
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3) #6
  ret i32 0

157:                                              ; preds = %24, %157
  %158 = phi i32 [ 0, %24 ], [ %166, %157 ]
  %159 = trunc i32 %158 to i8
  %160 = mul i8 %159, 7
  %161 = urem i8 %160, 10
  %162 = uitofp i8 %161 to double
  %163 = fmul double %162, 5.000000e-01
  %164 = call fastcc double @avg_add(%struct.Avg* noundef nonnull %2, double noundef %163)
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %164)
  %166 = add nuw nsw i32 %158, 1
  %167 = icmp eq i32 %166, 20
  br i1 %167, label %155, label %157, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc double @avg_add(%struct.Avg* nocapture noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !14
  %5 = icmp eq i32 %4, 8
  br i1 %5, label %6, label %15

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 2
  %8 = load i32, i32* %7, align 4, !tbaa !17
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 0, i64 %9
  %11 = load double, double* %10, align 8, !tbaa !18
  %12 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 3
  %13 = load double, double* %12, align 8, !tbaa !19
  %14 = fsub double %13, %11
  store double %14, double* %12, align 8, !tbaa !19
  br label %21

15:                                               ; preds = %2
  %16 = add nsw i32 %4, 1
  store i32 %16, i32* %3, align 8, !tbaa !14
  %17 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 2
  %18 = load i32, i32* %17, align 4, !tbaa !17
  %19 = sext i32 %18 to i64
  %20 = sitofp i32 %16 to double
  br label %21

21:                                               ; preds = %15, %6
  %22 = phi i64 [ %19, %15 ], [ %9, %6 ]
  %23 = phi double [ %20, %15 ], [ 8.000000e+00, %6 ]
  %24 = phi i32 [ %18, %15 ], [ %8, %6 ]
  %25 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 2
  %26 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 0, i64 %22
  store double %1, double* %26, align 8, !tbaa !18
  %27 = getelementptr inbounds %struct.Avg, %struct.Avg* %0, i64 0, i32 3
  %28 = load double, double* %27, align 8, !tbaa !19
  %29 = fadd double %28, %1
  store double %29, double* %27, align 8, !tbaa !19
  %30 = add nsw i32 %24, 1
  %31 = srem i32 %30, 8
  store i32 %31, i32* %25, align 4, !tbaa !17
  %32 = fdiv double %29, %23
  ret double %32
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!14 = !{!15, !6, i64 64}
!15 = !{!"Avg", !7, i64 0, !6, i64 64, !6, i64 68, !16, i64 72}
!16 = !{!"double", !7, i64 0}
!17 = !{!15, !6, i64 68}
!18 = !{!16, !16, i64 0}
!19 = !{!15, !16, i64 72}
