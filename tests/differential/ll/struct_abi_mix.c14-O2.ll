; ModuleID = 'tests/differential/src/struct_abi_mix.c'
source_filename = "tests/differential/src/struct_abi_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.M20 = type { [5 x i32] }
%struct.Pk = type <{ i8, i32, i16 }>

@.str = private unnamed_addr constant [19 x i8] c"C3 %c %d %c (%zu)\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"S5 %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"IFI %d %.2f %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"FFFF %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"Nest %.2f %.2f\0A\00", align 1
@constinit = private unnamed_addr constant [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 8
@.str.5 = private unnamed_addr constant [14 x i8] c"M20 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"Pk %c %d %d (%zu)\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"Dbl1 %.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"LF %ld %.2f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.M20, align 4
  %2 = alloca %struct.Pk, align 1
  %3 = alloca %struct.Pk, align 8
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef 121, i32 noundef 42, i32 noundef 65, i64 noundef 3)
  %5 = tail call fastcc { i64, i16 } @s5()
  %6 = extractvalue { i64, i16 } %5, 0
  %7 = extractvalue { i64, i16 } %5, 1
  %8 = trunc i64 %6 to i32
  %9 = shl i32 %8, 16
  %10 = ashr exact i32 %9, 16
  %11 = ashr i32 %8, 16
  %12 = lshr i64 %6, 16
  %13 = trunc i64 %12 to i32
  %14 = ashr i32 %13, 16
  %15 = lshr i64 %6, 32
  %16 = trunc i64 %15 to i32
  %17 = ashr i32 %16, 16
  %18 = sext i16 %7 to i32
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %10, i32 noundef %11, i32 noundef %14, i32 noundef %17, i32 noundef %18)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 12, double noundef 3.750000e+00, i32 noundef -5)
  %21 = tail call fastcc { <2 x float>, <2 x float> } @f4()
  %22 = extractvalue { <2 x float>, <2 x float> } %21, 0
  %23 = extractvalue { <2 x float>, <2 x float> } %21, 1
  %24 = extractelement <2 x float> %22, i64 0
  %25 = fpext float %24 to double
  %26 = extractelement <2 x float> %22, i64 1
  %27 = fpext float %26 to double
  %28 = extractelement <2 x float> %23, i64 0
  %29 = fpext float %28 to double
  %30 = extractelement <2 x float> %23, i64 1
  %31 = fpext float %30 to double
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), double noundef %25, double noundef %27, double noundef %29, double noundef %31)
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), double noundef 1.500000e+00, double noundef -6.500000e+00)
  %34 = bitcast %struct.M20* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %34) #8
  call fastcc void @m20(%struct.M20* nonnull sret(%struct.M20) align 4 %1, %struct.M20* noundef byval(%struct.M20) align 8 bitcast ([5 x i32]* @constinit to %struct.M20*))
  %35 = getelementptr inbounds %struct.M20, %struct.M20* %1, i64 0, i32 0, i64 0
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = getelementptr inbounds %struct.M20, %struct.M20* %1, i64 0, i32 0, i64 2
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds %struct.M20, %struct.M20* %1, i64 0, i32 0, i64 4
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %36, i32 noundef %38, i32 noundef %40)
  %42 = getelementptr inbounds %struct.Pk, %struct.Pk* %2, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 7, i8* nonnull %42) #8
  %43 = getelementptr inbounds %struct.Pk, %struct.Pk* %3, i64 0, i32 0
  store i8 65, i8* %43, align 8, !tbaa !9
  %44 = getelementptr inbounds %struct.Pk, %struct.Pk* %3, i64 0, i32 1
  store i32 12345, i32* %44, align 1, !tbaa !12
  %45 = getelementptr inbounds %struct.Pk, %struct.Pk* %3, i64 0, i32 2
  store i16 7, i16* %45, align 1, !tbaa !13
  call fastcc void @pk(%struct.Pk* nonnull sret(%struct.Pk) align 1 %2, %struct.Pk* noundef nonnull byval(%struct.Pk) align 8 %3)
  %46 = load i8, i8* %42, align 1, !tbaa !9
  %47 = sext i8 %46 to i32
  %48 = getelementptr inbounds %struct.Pk, %struct.Pk* %2, i64 0, i32 1
  %49 = load i32, i32* %48, align 1, !tbaa !12
  %50 = getelementptr inbounds %struct.Pk, %struct.Pk* %2, i64 0, i32 2
  %51 = load i16, i16* %50, align 1, !tbaa !13
  %52 = sext i16 %51 to i32
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %47, i32 noundef %49, i32 noundef %52, i64 noundef 7)
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef -3.375000e+00)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i64 noundef -123456789012, double noundef 2.500000e+00)
  call void @llvm.lifetime.end.p0i8(i64 7, i8* nonnull %42) #8
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %34) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc { i64, i16 } @s5() unnamed_addr #4 {
  ret { i64, i16 } { i64 3377977330034475005, i16 -30000 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { <2 x float>, <2 x float> } @f4() unnamed_addr #5 {
  ret { <2 x float>, <2 x float> } { <2 x float> <float 4.000000e+00, float 3.000000e+00>, <2 x float> <float 2.000000e+00, float 2.000000e+00> }
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @m20(%struct.M20* noalias nocapture writeonly sret(%struct.M20) align 4 %0, %struct.M20* nocapture noundef byval(%struct.M20) align 8 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.M20, %struct.M20* %1, i64 0, i32 0, i64 1
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !5
  %6 = add nsw <4 x i32> %5, <i32 10, i32 20, i32 30, i32 40>
  %7 = bitcast i32* %3 to <4 x i32>*
  store <4 x i32> %6, <4 x i32>* %7, align 4, !tbaa !5
  %8 = bitcast %struct.M20* %0 to i8*
  %9 = bitcast %struct.M20* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %8, i8* noundef nonnull align 8 dereferenceable(20) %9, i64 20, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @pk(%struct.Pk* noalias nocapture writeonly sret(%struct.Pk) align 1 %0, %struct.Pk* nocapture noundef byval(%struct.Pk) align 8 %1) unnamed_addr #7 {
  %3 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i64 0, i32 0
  %4 = load i8, i8* %3, align 8, !tbaa !9
  %5 = add i8 %4, 1
  store i8 %5, i8* %3, align 8, !tbaa !9
  %6 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i64 0, i32 1
  %7 = load i32, i32* %6, align 1, !tbaa !12
  %8 = shl i32 %7, 1
  store i32 %8, i32* %6, align 1, !tbaa !12
  %9 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i64 0, i32 2
  %10 = load i16, i16* %9, align 1, !tbaa !13
  %11 = add i16 %10, -1
  store i16 %11, i16* %9, align 1, !tbaa !13
  %12 = getelementptr inbounds %struct.Pk, %struct.Pk* %0, i64 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(7) %12, i8* noundef nonnull align 8 dereferenceable(7) %3, i64 7, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

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
!9 = !{!10, !7, i64 0}
!10 = !{!"Pk", !7, i64 0, !6, i64 1, !11, i64 5}
!11 = !{!"short", !7, i64 0}
!12 = !{!10, !6, i64 1}
!13 = !{!10, !11, i64 5}
!14 = !{i64 0, i64 20, !15}
!15 = !{!7, !7, i64 0}
!16 = !{i64 0, i64 1, !15, i64 1, i64 4, !5, i64 5, i64 2, !17}
!17 = !{!11, !11, i64 0}
