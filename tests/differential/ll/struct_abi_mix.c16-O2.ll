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
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 121, i32 noundef 42, i32 noundef 65, i64 noundef 3)
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
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %14, i32 noundef %17, i32 noundef %18)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12, double noundef 3.750000e+00, i32 noundef -5)
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
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %25, double noundef %27, double noundef %29, double noundef %31)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00, double noundef -6.500000e+00)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #8
  call fastcc void @m20(ptr nonnull sret(%struct.M20) align 4 %1, ptr noundef nonnull byval(%struct.M20) align 8 @constinit)
  %34 = load i32, ptr %1, align 4, !tbaa !5
  %35 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %34, i32 noundef %36, i32 noundef %38)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %2) #8
  store i8 65, ptr %3, align 8, !tbaa !9
  %40 = getelementptr inbounds %struct.Pk, ptr %3, i64 0, i32 1
  store i32 12345, ptr %40, align 1, !tbaa !12
  %41 = getelementptr inbounds %struct.Pk, ptr %3, i64 0, i32 2
  store i16 7, ptr %41, align 1, !tbaa !13
  call fastcc void @pk(ptr nonnull sret(%struct.Pk) align 1 %2, ptr noundef nonnull byval(%struct.Pk) align 8 %3)
  %42 = load i8, ptr %2, align 1, !tbaa !9
  %43 = sext i8 %42 to i32
  %44 = getelementptr inbounds %struct.Pk, ptr %2, i64 0, i32 1
  %45 = load i32, ptr %44, align 1, !tbaa !12
  %46 = getelementptr inbounds %struct.Pk, ptr %2, i64 0, i32 2
  %47 = load i16, ptr %46, align 1, !tbaa !13
  %48 = sext i16 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %43, i32 noundef %45, i32 noundef %48, i64 noundef 7)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -3.375000e+00)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -123456789012, double noundef 2.500000e+00)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc { i64, i16 } @s5() unnamed_addr #4 {
  ret { i64, i16 } { i64 3377977330034475005, i16 -30000 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, <2 x float> } @f4() unnamed_addr #5 {
  ret { <2 x float>, <2 x float> } { <2 x float> <float 4.000000e+00, float 3.000000e+00>, <2 x float> <float 2.000000e+00, float 2.000000e+00> }
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @m20(ptr noalias nocapture writeonly sret(%struct.M20) align 4 %0, ptr nocapture noundef byval(%struct.M20) align 8 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !5
  %5 = add nsw <4 x i32> %4, <i32 10, i32 20, i32 30, i32 40>
  store <4 x i32> %5, ptr %3, align 4, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef nonnull align 8 dereferenceable(20) %1, i64 20, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @pk(ptr noalias nocapture writeonly sret(%struct.Pk) align 1 %0, ptr nocapture noundef byval(%struct.Pk) align 8 %1) unnamed_addr #7 {
  %3 = load i8, ptr %1, align 8, !tbaa !9
  %4 = add i8 %3, 1
  store i8 %4, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds %struct.Pk, ptr %1, i64 0, i32 1
  %6 = load i32, ptr %5, align 1, !tbaa !12
  %7 = shl i32 %6, 1
  store i32 %7, ptr %5, align 1, !tbaa !12
  %8 = getelementptr inbounds %struct.Pk, ptr %1, i64 0, i32 2
  %9 = load i16, ptr %8, align 1, !tbaa !13
  %10 = add i16 %9, -1
  store i16 %10, ptr %8, align 1, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %0, ptr noundef nonnull align 8 dereferenceable(7) %1, i64 7, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

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
!9 = !{!10, !7, i64 0}
!10 = !{!"Pk", !7, i64 0, !6, i64 1, !11, i64 5}
!11 = !{!"short", !7, i64 0}
!12 = !{!10, !6, i64 1}
!13 = !{!10, !11, i64 5}
!14 = !{i64 0, i64 20, !15}
!15 = !{!7, !7, i64 0}
!16 = !{i64 0, i64 1, !15, i64 1, i64 4, !5, i64 5, i64 2, !17}
!17 = !{!11, !11, i64 0}
