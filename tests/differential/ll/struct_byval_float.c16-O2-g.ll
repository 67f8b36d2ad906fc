; ModuleID = 'tests/differential/src/struct_byval_float.c'
source_filename = "tests/differential/src/struct_byval_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.D3 = type { double, double, double }

@.str = private unnamed_addr constant [14 x i8] c"F2 %.3f %.3f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"F3 %.2f %.2f %.2f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"D2 %.6f %.6f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"ID %d %.4f\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [13 x i8] c"DI %.2f %ld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [12 x i8] c"FI %.2f %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [19 x i8] c"D3 %.3f %.3f %.3f\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [10 x i8] c"mix %.5f\0A\00", align 1, !dbg !28

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !45 {
  call void @llvm.dbg.declare(metadata ptr undef, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !96
  %1 = alloca %struct.D3, align 8
  %2 = alloca %struct.D3, align 16
  %3 = alloca %struct.D3, align 16
  call void @llvm.dbg.value(metadata <2 x float> <float 1.500000e+00, float -2.250000e+00>, metadata !50, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata <2 x float> <float 2.500000e-01, float 8.000000e+00>, metadata !56, metadata !DIExpression()), !dbg !97
  %4 = tail call fastcc <2 x float> @f2add(), !dbg !98
  call void @llvm.dbg.value(metadata <2 x float> %4, metadata !57, metadata !DIExpression()), !dbg !97
  %5 = extractelement <2 x float> %4, i64 0, !dbg !99
  %6 = fpext float %5 to double, !dbg !100
  %7 = extractelement <2 x float> %4, i64 1, !dbg !101
  %8 = fpext float %7 to double, !dbg !102
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %8), !dbg !103
  call void @llvm.dbg.value(metadata <2 x float> <float 1.000000e+00, float 2.000000e+00>, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata float 3.000000e+00, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  call void @llvm.dbg.value(metadata <2 x float> <float 4.000000e+00, float 5.000000e+00>, metadata !64, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata float 6.000000e+00, metadata !64, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  %10 = tail call fastcc { <2 x float>, float } @f3cross(), !dbg !104
  %11 = extractvalue { <2 x float>, float } %10, 0, !dbg !104
  %12 = extractvalue { <2 x float>, float } %10, 1, !dbg !104
  call void @llvm.dbg.value(metadata <2 x float> %11, metadata !65, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata float %12, metadata !65, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  %13 = extractelement <2 x float> %11, i64 0, !dbg !105
  %14 = fpext float %13 to double, !dbg !106
  %15 = extractelement <2 x float> %11, i64 1, !dbg !107
  %16 = fpext float %15 to double, !dbg !108
  %17 = fpext float %12 to double, !dbg !109
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %14, double noundef %16, double noundef %17), !dbg !110
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !66, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !66, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !71, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double -1.000000e+00, metadata !71, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  %19 = tail call fastcc { double, double } @cmul(double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double -1.000000e+00), !dbg !111
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  %20 = extractvalue { double, double } %19, 1, !dbg !97
  %21 = extractvalue { double, double } %19, 0, !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !112
  %22 = tail call fastcc { double, double } @cmul(double %21, double %20, double 1.000000e+00, double 2.000000e+00), !dbg !113
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  %23 = extractvalue { double, double } %22, 1, !dbg !97
  %24 = extractvalue { double, double } %22, 0, !dbg !97
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !112
  %25 = tail call fastcc { double, double } @cmul(double %24, double %23, double 1.000000e+00, double 2.000000e+00), !dbg !113
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata i32 2, metadata !73, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  %26 = extractvalue { double, double } %25, 1, !dbg !97
  %27 = extractvalue { double, double } %25, 0, !dbg !97
  call void @llvm.dbg.value(metadata i32 2, metadata !73, metadata !DIExpression()), !dbg !112
  %28 = tail call fastcc { double, double } @cmul(double %27, double %26, double 1.000000e+00, double 2.000000e+00), !dbg !113
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata i32 3, metadata !73, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  call void @llvm.dbg.value(metadata double poison, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  %29 = extractvalue { double, double } %28, 1, !dbg !97
  %30 = extractvalue { double, double } %28, 0, !dbg !97
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %30, double noundef %29), !dbg !115
  call void @llvm.dbg.value(metadata i32 42, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !97
  call void @llvm.dbg.value(metadata double 3.125000e+00, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 42, double noundef 3.125000e+00), !dbg !116
  call void @llvm.dbg.value(metadata double 1.234500e+04, metadata !80, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !97
  call void @llvm.dbg.value(metadata i64 -77, metadata !80, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !97
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.234500e+04, i64 noundef -77), !dbg !117
  call void @llvm.dbg.value(metadata float 4.500000e+00, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 42, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !97
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 4.500000e+00, i32 noundef 42), !dbg !118
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8, !dbg !119
  call void @llvm.dbg.declare(metadata ptr %1, metadata !90, metadata !DIExpression()), !dbg !120
  store <2 x double> <double 0.000000e+00, double 1.000000e+01>, ptr %2, align 16, !dbg !121, !tbaa !122
  %35 = getelementptr inbounds %struct.D3, ptr %2, i64 0, i32 2, !dbg !121
  store double -1.000000e+01, ptr %35, align 16, !dbg !121, !tbaa !126
  store <2 x double> <double 1.000000e+01, double 2.000000e+01>, ptr %3, align 16, !dbg !128, !tbaa !122
  %36 = getelementptr inbounds %struct.D3, ptr %3, i64 0, i32 2, !dbg !128
  store double 3.000000e+01, ptr %36, align 16, !dbg !128, !tbaa !126
  call fastcc void @d3_lerp(ptr nonnull sret(%struct.D3) align 8 %1, ptr noundef nonnull byval(%struct.D3) align 8 %2, ptr noundef nonnull byval(%struct.D3) align 8 %3), !dbg !129
  %37 = load double, ptr %1, align 8, !dbg !130, !tbaa !131
  %38 = getelementptr inbounds %struct.D3, ptr %1, i64 0, i32 1, !dbg !132
  %39 = load double, ptr %38, align 8, !dbg !132, !tbaa !133
  %40 = getelementptr inbounds %struct.D3, ptr %1, i64 0, i32 2, !dbg !134
  %41 = load double, ptr %40, align 8, !dbg !134, !tbaa !126
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %37, double noundef %39, double noundef %41), !dbg !135
  %43 = tail call fastcc double @mix(), !dbg !136
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %43), !dbg !137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8, !dbg !138
  ret i32 0, !dbg !139
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <2 x float> @f2add() unnamed_addr #3 !dbg !140 {
  call void @llvm.dbg.value(metadata <2 x float> <float 1.500000e+00, float -2.250000e+00>, metadata !144, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata <2 x float> <float 2.500000e-01, float 8.000000e+00>, metadata !145, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata <2 x float> <float 1.750000e+00, float undef>, metadata !146, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata <2 x float> <float 1.750000e+00, float 5.750000e+00>, metadata !146, metadata !DIExpression()), !dbg !147
  ret <2 x float> <float 1.750000e+00, float 5.750000e+00>, !dbg !148
}

; Function Attrs: nofree nounwind
declare !dbg !149 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @f3cross() unnamed_addr #3 !dbg !157 {
  call void @llvm.dbg.value(metadata <2 x float> <float 1.000000e+00, float 2.000000e+00>, metadata !161, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !164
  call void @llvm.dbg.value(metadata float 3.000000e+00, metadata !161, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !164
  call void @llvm.dbg.value(metadata <2 x float> <float 4.000000e+00, float 5.000000e+00>, metadata !162, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !164
  call void @llvm.dbg.value(metadata float 6.000000e+00, metadata !162, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !164
  call void @llvm.dbg.value(metadata <2 x float> <float -3.000000e+00, float undef>, metadata !163, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !164
  call void @llvm.dbg.value(metadata <2 x float> <float -3.000000e+00, float 6.000000e+00>, metadata !163, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !164
  call void @llvm.dbg.value(metadata float -3.000000e+00, metadata !163, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !164
  ret { <2 x float>, float } { <2 x float> <float -3.000000e+00, float 6.000000e+00>, float -3.000000e+00 }, !dbg !165
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @cmul(double %0, double %1, double %2, double %3) unnamed_addr #5 !dbg !166 {
  call void @llvm.dbg.value(metadata double %0, metadata !170, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !173
  call void @llvm.dbg.value(metadata double %1, metadata !170, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !173
  call void @llvm.dbg.value(metadata double %2, metadata !171, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !173
  call void @llvm.dbg.value(metadata double %3, metadata !171, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !173
  %5 = fneg double %1, !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !172, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !173
  %6 = insertelement <2 x double> poison, double %5, i64 0, !dbg !175
  %7 = insertelement <2 x double> %6, double %1, i64 1, !dbg !175
  %8 = insertelement <2 x double> poison, double %3, i64 0, !dbg !175
  %9 = insertelement <2 x double> %8, double %2, i64 1, !dbg !175
  %10 = fmul <2 x double> %7, %9, !dbg !174
  %11 = insertelement <2 x double> poison, double %0, i64 0, !dbg !176
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %13 = insertelement <2 x double> poison, double %2, i64 0, !dbg !176
  %14 = insertelement <2 x double> %13, double %3, i64 1, !dbg !176
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> %14, <2 x double> %10), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !172, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !173
  %16 = extractelement <2 x double> %15, i64 0, !dbg !177
  %17 = insertvalue { double, double } poison, double %16, 0, !dbg !177
  %18 = extractelement <2 x double> %15, i64 1, !dbg !177
  %19 = insertvalue { double, double } %17, double %18, 1, !dbg !177
  ret { double, double } %19, !dbg !177
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d3_lerp(ptr noalias nocapture writeonly sret(%struct.D3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1, ptr nocapture noundef readonly byval(%struct.D3) align 8 %2) unnamed_addr #6 !dbg !178 {
  call void @llvm.dbg.declare(metadata ptr %1, metadata !182, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata ptr %2, metadata !183, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !184, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.declare(metadata ptr %0, metadata !185, metadata !DIExpression()), !dbg !189
  %4 = load <2 x double>, ptr %1, align 8, !dbg !190, !tbaa !122
  %5 = load <2 x double>, ptr %2, align 8, !dbg !191, !tbaa !122
  %6 = fsub <2 x double> %5, %4, !dbg !192
  %7 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %6, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %4), !dbg !193
  store <2 x double> %7, ptr %0, align 8, !dbg !194, !tbaa !122
  %8 = getelementptr inbounds %struct.D3, ptr %0, i64 0, i32 2, !dbg !194
  %9 = getelementptr inbounds %struct.D3, ptr %1, i64 0, i32 2, !dbg !195
  %10 = load double, ptr %9, align 8, !dbg !195, !tbaa !126
  %11 = getelementptr inbounds %struct.D3, ptr %2, i64 0, i32 2, !dbg !196
  %12 = load double, ptr %11, align 8, !dbg !196, !tbaa !126
  %13 = fsub double %12, %10, !dbg !197
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 2.500000e-01, double %10), !dbg !198
  store double %14, ptr %8, align 8, !dbg !194, !tbaa !126
  ret void, !dbg !199
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @mix() unnamed_addr #3 !dbg !200 {
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !204, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !212
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !204, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !212
  call void @llvm.dbg.value(metadata <2 x float> <float 1.500000e+00, float -2.250000e+00>, metadata !206, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 42, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !212
  call void @llvm.dbg.value(metadata double 3.125000e+00, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !212
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !209, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !212
  call void @llvm.dbg.value(metadata double -1.000000e+00, metadata !209, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !212
  call void @llvm.dbg.value(metadata float 5.000000e-01, metadata !205, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double 3.250000e+00, metadata !207, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !210, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double -2.000000e+00, metadata !211, metadata !DIExpression()), !dbg !212
  ret double 4.950000e+01, !dbg !213
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/struct_byval_float.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "6429e62285709fdbbc319bb043067a68")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 12)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 13)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !16, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 10)
!33 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !37, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !36}
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !14, !19, !24, !26, !28}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !46, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !{!50, !56, !57, !58, !64, !65, !66, !71, !72, !73, !75, !80, !85, !90}
!50 = !DILocalVariable(name: "a", scope: !45, file: !2, line: 35, type: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F2", file: !2, line: 5, size: 64, elements: !52)
!52 = !{!53, !55}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !51, file: !2, line: 5, baseType: !54, size: 32)
!54 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !51, file: !2, line: 5, baseType: !54, size: 32, offset: 32)
!56 = !DILocalVariable(name: "b", scope: !45, file: !2, line: 35, type: !51)
!57 = !DILocalVariable(name: "s", scope: !45, file: !2, line: 36, type: !51)
!58 = !DILocalVariable(name: "u", scope: !45, file: !2, line: 38, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F3", file: !2, line: 6, size: 96, elements: !60)
!60 = !{!61, !62, !63}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !59, file: !2, line: 6, baseType: !54, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !59, file: !2, line: 6, baseType: !54, size: 32, offset: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !59, file: !2, line: 6, baseType: !54, size: 32, offset: 64)
!64 = !DILocalVariable(name: "v", scope: !45, file: !2, line: 38, type: !59)
!65 = !DILocalVariable(name: "c", scope: !45, file: !2, line: 39, type: !59)
!66 = !DILocalVariable(name: "z", scope: !45, file: !2, line: 41, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D2", file: !2, line: 7, size: 128, elements: !68)
!68 = !{!69, !70}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "re", scope: !67, file: !2, line: 7, baseType: !35, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "im", scope: !67, file: !2, line: 7, baseType: !35, size: 64, offset: 64)
!71 = !DILocalVariable(name: "w", scope: !45, file: !2, line: 41, type: !67)
!72 = !DILocalVariable(name: "m", scope: !45, file: !2, line: 42, type: !67)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 43, type: !48)
!74 = distinct !DILexicalBlock(scope: !45, file: !2, line: 43, column: 3)
!75 = !DILocalVariable(name: "id", scope: !45, file: !2, line: 45, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ID", file: !2, line: 8, size: 128, elements: !77)
!77 = !{!78, !79}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !76, file: !2, line: 8, baseType: !48, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !76, file: !2, line: 8, baseType: !35, size: 64, offset: 64)
!80 = !DILocalVariable(name: "di", scope: !45, file: !2, line: 47, type: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DI", file: !2, line: 9, size: 128, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !81, file: !2, line: 9, baseType: !35, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !81, file: !2, line: 9, baseType: !36, size: 64, offset: 64)
!85 = !DILocalVariable(name: "fi", scope: !45, file: !2, line: 49, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FI", file: !2, line: 10, size: 64, elements: !87)
!87 = !{!88, !89}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !86, file: !2, line: 10, baseType: !54, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !86, file: !2, line: 10, baseType: !48, size: 32, offset: 32)
!90 = !DILocalVariable(name: "p", scope: !45, file: !2, line: 51, type: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D3", file: !2, line: 11, size: 192, elements: !92)
!92 = !{!93, !94, !95}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !91, file: !2, line: 11, baseType: !35, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !91, file: !2, line: 11, baseType: !35, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !91, file: !2, line: 11, baseType: !35, size: 64, offset: 128)
!96 = !DILocation(line: 45, column: 13, scope: !45)
!97 = !DILocation(line: 0, scope: !45)
!98 = !DILocation(line: 36, column: 17, scope: !45)
!99 = !DILocation(line: 37, column: 30, scope: !45)
!100 = !DILocation(line: 37, column: 28, scope: !45)
!101 = !DILocation(line: 37, column: 35, scope: !45)
!102 = !DILocation(line: 37, column: 33, scope: !45)
!103 = !DILocation(line: 37, column: 3, scope: !45)
!104 = !DILocation(line: 39, column: 17, scope: !45)
!105 = !DILocation(line: 40, column: 35, scope: !45)
!106 = !DILocation(line: 40, column: 33, scope: !45)
!107 = !DILocation(line: 40, column: 40, scope: !45)
!108 = !DILocation(line: 40, column: 38, scope: !45)
!109 = !DILocation(line: 40, column: 43, scope: !45)
!110 = !DILocation(line: 40, column: 3, scope: !45)
!111 = !DILocation(line: 42, column: 17, scope: !45)
!112 = !DILocation(line: 0, scope: !74)
!113 = !DILocation(line: 43, column: 35, scope: !114)
!114 = distinct !DILexicalBlock(scope: !74, file: !2, line: 43, column: 3)
!115 = !DILocation(line: 44, column: 3, scope: !45)
!116 = !DILocation(line: 46, column: 3, scope: !45)
!117 = !DILocation(line: 48, column: 3, scope: !45)
!118 = !DILocation(line: 50, column: 3, scope: !45)
!119 = !DILocation(line: 51, column: 3, scope: !45)
!120 = !DILocation(line: 51, column: 13, scope: !45)
!121 = !DILocation(line: 51, column: 36, scope: !45)
!122 = !{!123, !123, i64 0}
!123 = !{!"double", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = !{!127, !123, i64 16}
!127 = !{!"D3", !123, i64 0, !123, i64 8, !123, i64 16}
!128 = !DILocation(line: 51, column: 61, scope: !45)
!129 = !DILocation(line: 51, column: 17, scope: !45)
!130 = !DILocation(line: 52, column: 35, scope: !45)
!131 = !{!127, !123, i64 0}
!132 = !DILocation(line: 52, column: 40, scope: !45)
!133 = !{!127, !123, i64 8}
!134 = !DILocation(line: 52, column: 45, scope: !45)
!135 = !DILocation(line: 52, column: 3, scope: !45)
!136 = !DILocation(line: 53, column: 24, scope: !45)
!137 = !DILocation(line: 53, column: 3, scope: !45)
!138 = !DILocation(line: 55, column: 1, scope: !45)
!139 = !DILocation(line: 54, column: 3, scope: !45)
!140 = distinct !DISubprogram(name: "f2add", scope: !2, file: !2, line: 13, type: !141, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !143)
!141 = !DISubroutineType(cc: DW_CC_nocall, types: !142)
!142 = !{!51, !51, !51}
!143 = !{!144, !145, !146}
!144 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !2, line: 13, type: !51)
!145 = !DILocalVariable(name: "b", arg: 2, scope: !140, file: !2, line: 13, type: !51)
!146 = !DILocalVariable(name: "r", scope: !140, file: !2, line: 13, type: !51)
!147 = !DILocation(line: 0, scope: !140)
!148 = !DILocation(line: 13, column: 116, scope: !140)
!149 = !DISubprogram(name: "printf", scope: !150, file: !150, line: 356, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !156)
!150 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!151 = !DISubroutineType(types: !152)
!152 = !{!48, !153, null}
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!156 = !{}
!157 = distinct !DISubprogram(name: "f3cross", scope: !2, file: !2, line: 14, type: !158, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !160)
!158 = !DISubroutineType(cc: DW_CC_nocall, types: !159)
!159 = !{!59, !59, !59}
!160 = !{!161, !162, !163}
!161 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !2, line: 14, type: !59)
!162 = !DILocalVariable(name: "b", arg: 2, scope: !157, file: !2, line: 14, type: !59)
!163 = !DILocalVariable(name: "r", scope: !157, file: !2, line: 15, type: !59)
!164 = !DILocation(line: 0, scope: !157)
!165 = !DILocation(line: 16, column: 3, scope: !157)
!166 = distinct !DISubprogram(name: "cmul", scope: !2, file: !2, line: 18, type: !167, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!67, !67, !67}
!169 = !{!170, !171, !172}
!170 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !2, line: 18, type: !67)
!171 = !DILocalVariable(name: "b", arg: 2, scope: !166, file: !2, line: 18, type: !67)
!172 = !DILocalVariable(name: "r", scope: !166, file: !2, line: 19, type: !67)
!173 = !DILocation(line: 0, scope: !166)
!174 = !DILocation(line: 19, column: 30, scope: !166)
!175 = !DILocation(line: 19, column: 64, scope: !166)
!176 = !DILocation(line: 19, column: 57, scope: !166)
!177 = !DILocation(line: 20, column: 3, scope: !166)
!178 = distinct !DISubprogram(name: "d3_lerp", scope: !2, file: !2, line: 25, type: !179, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !181)
!179 = !DISubroutineType(cc: DW_CC_nocall, types: !180)
!180 = !{!91, !91, !91, !35}
!181 = !{!182, !183, !184, !185}
!182 = !DILocalVariable(name: "a", arg: 1, scope: !178, file: !2, line: 25, type: !91)
!183 = !DILocalVariable(name: "b", arg: 2, scope: !178, file: !2, line: 25, type: !91)
!184 = !DILocalVariable(name: "t", arg: 3, scope: !178, file: !2, line: 25, type: !35)
!185 = !DILocalVariable(name: "r", scope: !178, file: !2, line: 26, type: !91)
!186 = !DILocation(line: 25, column: 62, scope: !178)
!187 = !DILocation(line: 25, column: 75, scope: !178)
!188 = !DILocation(line: 0, scope: !178)
!189 = !DILocation(line: 26, column: 13, scope: !178)
!190 = !DILocation(line: 26, column: 20, scope: !178)
!191 = !DILocation(line: 26, column: 27, scope: !178)
!192 = !DILocation(line: 26, column: 29, scope: !178)
!193 = !DILocation(line: 26, column: 22, scope: !178)
!194 = !DILocation(line: 26, column: 17, scope: !178)
!195 = !DILocation(line: 26, column: 66, scope: !178)
!196 = !DILocation(line: 26, column: 73, scope: !178)
!197 = !DILocation(line: 26, column: 75, scope: !178)
!198 = !DILocation(line: 26, column: 68, scope: !178)
!199 = !DILocation(line: 27, column: 3, scope: !178)
!200 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 30, type: !201, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !203)
!201 = !DISubroutineType(cc: DW_CC_nocall, types: !202)
!202 = !{!35, !67, !54, !51, !35, !76, !67, !35, !35}
!203 = !{!204, !205, !206, !207, !208, !209, !210, !211}
!204 = !DILocalVariable(name: "a", arg: 1, scope: !200, file: !2, line: 30, type: !67)
!205 = !DILocalVariable(name: "f", arg: 2, scope: !200, file: !2, line: 30, type: !54)
!206 = !DILocalVariable(name: "b", arg: 3, scope: !200, file: !2, line: 30, type: !51)
!207 = !DILocalVariable(name: "d", arg: 4, scope: !200, file: !2, line: 30, type: !35)
!208 = !DILocalVariable(name: "c", arg: 5, scope: !200, file: !2, line: 30, type: !76)
!209 = !DILocalVariable(name: "e", arg: 6, scope: !200, file: !2, line: 30, type: !67)
!210 = !DILocalVariable(name: "g", arg: 7, scope: !200, file: !2, line: 30, type: !35)
!211 = !DILocalVariable(name: "h", arg: 8, scope: !200, file: !2, line: 30, type: !35)
!212 = !DILocation(line: 0, scope: !200)
!213 = !DILocation(line: 31, column: 3, scope: !200)
