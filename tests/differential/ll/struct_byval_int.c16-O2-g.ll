; ModuleID = 'tests/differential/src/struct_byval_int.c'
source_filename = "tests/differential/src/struct_byval_int.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S16 = type { i64, i64 }
%struct.S24 = type { i64, i64, i64 }

@.str = private unnamed_addr constant [10 x i8] c"S8 %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"S12 %d %d %d sum=%d\0A\00", align 1, !dbg !7
@__const.main.p = private unnamed_addr constant %struct.S16 { i64 1000000000000, i64 -5 }, align 8
@.str.2 = private unnamed_addr constant [13 x i8] c"S16 %ld %ld\0A\00", align 1, !dbg !12
@__const.main.v = private unnamed_addr constant %struct.S24 { i64 1, i64 2, i64 3 }, align 8
@.str.3 = private unnamed_addr constant [25 x i8] c"S24 %ld %ld %ld dot=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [16 x i8] c"Mixed %c %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [17 x i8] c"Bytes3 %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [12 x i8] c"many = %ld\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca %struct.S24, align 8
  call void @llvm.dbg.value(metadata i32 3, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !92
  call void @llvm.dbg.value(metadata i32 -4, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !92
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef -4), !dbg !93
  call void @llvm.dbg.value(metadata i64 60129542151, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !92
  call void @llvm.dbg.value(metadata i32 21, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !92
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 14, i32 noundef 21, i32 noundef 42), !dbg !94
  call void @llvm.dbg.declare(metadata ptr @__const.main.p, metadata !62, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 22, metadata !68, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !92
  call void @llvm.dbg.value(metadata i64 33, metadata !68, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !92
  %4 = tail call fastcc { i64, i64 } @add16(i64 1000000000000, i64 -5), !dbg !96
  %5 = extractvalue { i64, i64 } %4, 0, !dbg !96
  call void @llvm.dbg.value(metadata i64 %5, metadata !69, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !92
  %6 = extractvalue { i64, i64 } %4, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %6, metadata !69, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !92
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5, i64 noundef %6), !dbg !97
  call void @llvm.dbg.declare(metadata ptr @__const.main.v, metadata !70, metadata !DIExpression()), !dbg !98
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9, !dbg !99
  call void @llvm.dbg.declare(metadata ptr %1, metadata !76, metadata !DIExpression()), !dbg !100
  call fastcc void @scale24(ptr nonnull sret(%struct.S24) align 8 %1, ptr noundef nonnull byval(%struct.S24) align 8 @__const.main.v), !dbg !101
  %8 = load i64, ptr %1, align 8, !dbg !102, !tbaa !103
  %9 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 1, !dbg !108
  %10 = load i64, ptr %9, align 8, !dbg !108, !tbaa !109
  %11 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 2, !dbg !110
  %12 = load i64, ptr %11, align 8, !dbg !110, !tbaa !111
  %13 = tail call fastcc i64 @dot24(ptr noundef nonnull byval(%struct.S24) align 8 @__const.main.v, ptr noundef nonnull byval(%struct.S24) align 8 %1), !dbg !112
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %13), !dbg !113
  call void @llvm.dbg.value(metadata i8 97, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i8 0, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i16 100, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !92
  call void @llvm.dbg.value(metadata i32 1048576, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !92
  %15 = tail call fastcc i64 @bump(i64 4503599633924193), !dbg !114
  %16 = tail call fastcc i64 @bump(i64 %15), !dbg !115
  %17 = trunc i64 %16 to i32, !dbg !115
  call void @llvm.dbg.value(metadata i64 %16, metadata !77, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i64 %16, metadata !77, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i64 %16, metadata !77, metadata !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !92
  %18 = lshr i64 %16, 32, !dbg !115
  %19 = trunc i64 %18 to i32, !dbg !115
  call void @llvm.dbg.value(metadata i32 %19, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !92
  %20 = shl i32 %17, 24, !dbg !116
  %21 = ashr exact i32 %20, 24, !dbg !116
  %22 = ashr i32 %17, 16, !dbg !117
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %21, i32 noundef %22, i32 noundef %19), !dbg !118
  call void @llvm.dbg.value(metadata i8 1, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i8 2, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i8 3, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i8 3, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i8 2, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !92
  call void @llvm.dbg.value(metadata i8 1, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !92
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef 2, i32 noundef 1), !dbg !119
  %25 = tail call fastcc i64 @many(i64 1000000000000, i64 %5, ptr noundef nonnull byval(%struct.S16) align 8 @__const.main.p), !dbg !120
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %25), !dbg !121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9, !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare !dbg !124 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @add16(i64 %0, i64 %1) unnamed_addr #5 !dbg !132 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !136, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !139
  call void @llvm.dbg.value(metadata i64 %1, metadata !136, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !139
  call void @llvm.dbg.value(metadata i64 22, metadata !137, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !139
  call void @llvm.dbg.value(metadata i64 33, metadata !137, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !139
  %3 = add nsw i64 %0, 22, !dbg !140
  call void @llvm.dbg.value(metadata i64 %3, metadata !138, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !139
  %4 = add nsw i64 %1, 33, !dbg !141
  call void @llvm.dbg.value(metadata i64 %4, metadata !138, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !139
  %5 = insertvalue { i64, i64 } poison, i64 %3, 0, !dbg !142
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1, !dbg !142
  ret { i64, i64 } %6, !dbg !142
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @scale24(ptr noalias nocapture writeonly sret(%struct.S24) align 8 %0, ptr nocapture noundef byval(%struct.S24) align 8 %1) unnamed_addr #6 !dbg !143 {
  call void @llvm.dbg.declare(metadata ptr %1, metadata !147, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 -7, metadata !148, metadata !DIExpression()), !dbg !150
  %3 = load i64, ptr %1, align 8, !dbg !151, !tbaa !103
  %4 = mul nsw i64 %3, -7, !dbg !151
  store i64 %4, ptr %1, align 8, !dbg !151, !tbaa !103
  %5 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 1, !dbg !152
  %6 = load i64, ptr %5, align 8, !dbg !153, !tbaa !109
  %7 = mul nsw i64 %6, -7, !dbg !153
  store i64 %7, ptr %5, align 8, !dbg !153, !tbaa !109
  %8 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 2, !dbg !154
  %9 = load i64, ptr %8, align 8, !dbg !155, !tbaa !111
  %10 = mul nsw i64 %9, -7, !dbg !155
  store i64 %10, ptr %8, align 8, !dbg !155, !tbaa !111
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !dbg !156, !tbaa.struct !157
  ret void, !dbg !159
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @dot24(ptr nocapture noundef readonly byval(%struct.S24) align 8 %0, ptr nocapture noundef readonly byval(%struct.S24) align 8 %1) unnamed_addr #7 !dbg !160 {
  call void @llvm.dbg.declare(metadata ptr %0, metadata !164, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.declare(metadata ptr %1, metadata !165, metadata !DIExpression()), !dbg !167
  %3 = load i64, ptr %0, align 8, !dbg !168, !tbaa !103
  %4 = load i64, ptr %1, align 8, !dbg !169, !tbaa !103
  %5 = mul nsw i64 %4, %3, !dbg !170
  %6 = getelementptr inbounds %struct.S24, ptr %0, i64 0, i32 1, !dbg !171
  %7 = load i64, ptr %6, align 8, !dbg !171, !tbaa !109
  %8 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 1, !dbg !172
  %9 = load i64, ptr %8, align 8, !dbg !172, !tbaa !109
  %10 = mul nsw i64 %9, %7, !dbg !173
  %11 = add nsw i64 %10, %5, !dbg !174
  %12 = getelementptr inbounds %struct.S24, ptr %0, i64 0, i32 2, !dbg !175
  %13 = load i64, ptr %12, align 8, !dbg !175, !tbaa !111
  %14 = getelementptr inbounds %struct.S24, ptr %1, i64 0, i32 2, !dbg !176
  %15 = load i64, ptr %14, align 8, !dbg !176, !tbaa !111
  %16 = mul nsw i64 %15, %13, !dbg !177
  %17 = add nsw i64 %11, %16, !dbg !178
  ret i64 %17, !dbg !179
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @bump(i64 %0) unnamed_addr #5 !dbg !180 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !184, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !185
  call void @llvm.dbg.value(metadata i64 %0, metadata !184, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !185
  call void @llvm.dbg.value(metadata i64 %0, metadata !184, metadata !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !185
  %2 = lshr i64 %0, 32
  call void @llvm.dbg.value(metadata i64 %2, metadata !184, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !185
  %3 = add i64 %0, 1, !dbg !186
  call void @llvm.dbg.value(metadata i64 %0, metadata !184, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !185
  call void @llvm.dbg.value(metadata i64 %0, metadata !184, metadata !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !185
  call void @llvm.dbg.value(metadata i64 %2, metadata !184, metadata !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !185
  %4 = mul i64 %2, 12884901888, !dbg !187
  %5 = add i64 %0, 4294836224, !dbg !187
  %6 = and i64 %5, 4294901760, !dbg !187
  %7 = or i64 %4, %6, !dbg !187
  %8 = and i64 %0, 65280, !dbg !187
  %9 = or i64 %7, %8, !dbg !187
  %10 = and i64 %3, 255, !dbg !187
  %11 = or i64 %9, %10, !dbg !187
  ret i64 %11, !dbg !187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @many(i64 %0, i64 %1, ptr nocapture noundef readonly byval(%struct.S16) align 8 %2) unnamed_addr #7 !dbg !188 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !192, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !197
  call void @llvm.dbg.value(metadata i64 poison, metadata !192, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !197
  call void @llvm.dbg.value(metadata i64 poison, metadata !193, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !197
  call void @llvm.dbg.value(metadata i64 33, metadata !193, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !197
  call void @llvm.dbg.value(metadata i64 %1, metadata !194, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !197
  call void @llvm.dbg.value(metadata i64 poison, metadata !194, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !197
  call void @llvm.dbg.value(metadata i32 3, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !197
  call void @llvm.dbg.value(metadata i32 -4, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !197
  call void @llvm.dbg.declare(metadata ptr %2, metadata !195, metadata !DIExpression()), !dbg !198
  %4 = shl nsw i64 %1, 1, !dbg !199
  %5 = getelementptr inbounds %struct.S16, ptr %2, i64 0, i32 1, !dbg !200
  %6 = load i64, ptr %5, align 8, !dbg !200, !tbaa !201
  %7 = add i64 %0, -45, !dbg !203
  %8 = add i64 %7, %4, !dbg !204
  %9 = sub i64 %8, %6, !dbg !205
  ret i64 %9, !dbg !206
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/struct_byval_int.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "85ed12a011df9b0bded69e250b2d5539")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 17)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 12)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !38, splitDebugInlining: false, nameTableKind: None)
!38 = !{!0, !7, !12, !17, !22, !27, !32}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !47, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !{!51, !56, !62, !68, !69, !70, !76, !77, !84}
!51 = !DILocalVariable(name: "s8", scope: !46, file: !2, line: 35, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S8", file: !2, line: 5, size: 64, elements: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !52, file: !2, line: 5, baseType: !49, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !52, file: !2, line: 5, baseType: !49, size: 32, offset: 32)
!56 = !DILocalVariable(name: "s12", scope: !46, file: !2, line: 37, type: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !2, line: 6, size: 96, elements: !58)
!58 = !{!59, !60, !61}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !57, file: !2, line: 6, baseType: !49, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !57, file: !2, line: 6, baseType: !49, size: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !57, file: !2, line: 6, baseType: !49, size: 32, offset: 64)
!62 = !DILocalVariable(name: "p", scope: !46, file: !2, line: 39, type: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !2, line: 7, size: 128, elements: !64)
!64 = !{!65, !67}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !63, file: !2, line: 7, baseType: !66, size: 64)
!66 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !63, file: !2, line: 7, baseType: !66, size: 64, offset: 64)
!68 = !DILocalVariable(name: "q", scope: !46, file: !2, line: 39, type: !63)
!69 = !DILocalVariable(name: "r", scope: !46, file: !2, line: 40, type: !63)
!70 = !DILocalVariable(name: "v", scope: !46, file: !2, line: 42, type: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S24", file: !2, line: 8, size: 192, elements: !72)
!72 = !{!73, !74, !75}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !71, file: !2, line: 8, baseType: !66, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !71, file: !2, line: 8, baseType: !66, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !71, file: !2, line: 8, baseType: !66, size: 64, offset: 128)
!76 = !DILocalVariable(name: "w", scope: !46, file: !2, line: 43, type: !71)
!77 = !DILocalVariable(name: "m", scope: !46, file: !2, line: 45, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mixed", file: !2, line: 9, size: 64, elements: !79)
!79 = !{!80, !81, !83}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !78, file: !2, line: 9, baseType: !4, size: 8)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !78, file: !2, line: 9, baseType: !82, size: 16, offset: 16)
!82 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !78, file: !2, line: 9, baseType: !49, size: 32, offset: 32)
!84 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 48, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bytes3", file: !2, line: 10, size: 24, elements: !86)
!86 = !{!87}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !85, file: !2, line: 10, baseType: !88, size: 24)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 24, elements: !90)
!89 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!90 = !{!91}
!91 = !DISubrange(count: 3)
!92 = !DILocation(line: 0, scope: !46)
!93 = !DILocation(line: 36, column: 3, scope: !46)
!94 = !DILocation(line: 38, column: 3, scope: !46)
!95 = !DILocation(line: 39, column: 14, scope: !46)
!96 = !DILocation(line: 40, column: 18, scope: !46)
!97 = !DILocation(line: 41, column: 3, scope: !46)
!98 = !DILocation(line: 42, column: 14, scope: !46)
!99 = !DILocation(line: 43, column: 3, scope: !46)
!100 = !DILocation(line: 43, column: 14, scope: !46)
!101 = !DILocation(line: 43, column: 18, scope: !46)
!102 = !DILocation(line: 44, column: 41, scope: !46)
!103 = !{!104, !105, i64 0}
!104 = !{!"S24", !105, i64 0, !105, i64 8, !105, i64 16}
!105 = !{!"long", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = !DILocation(line: 44, column: 46, scope: !46)
!109 = !{!104, !105, i64 8}
!110 = !DILocation(line: 44, column: 51, scope: !46)
!111 = !{!104, !105, i64 16}
!112 = !DILocation(line: 44, column: 54, scope: !46)
!113 = !DILocation(line: 44, column: 3, scope: !46)
!114 = !DILocation(line: 46, column: 12, scope: !46)
!115 = !DILocation(line: 46, column: 7, scope: !46)
!116 = !DILocation(line: 47, column: 30, scope: !46)
!117 = !DILocation(line: 47, column: 35, scope: !46)
!118 = !DILocation(line: 47, column: 3, scope: !46)
!119 = !DILocation(line: 50, column: 3, scope: !46)
!120 = !DILocation(line: 51, column: 26, scope: !46)
!121 = !DILocation(line: 51, column: 3, scope: !46)
!122 = !DILocation(line: 53, column: 1, scope: !46)
!123 = !DILocation(line: 52, column: 3, scope: !46)
!124 = !DISubprogram(name: "printf", scope: !125, file: !125, line: 356, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !131)
!125 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!126 = !DISubroutineType(types: !127)
!127 = !{!49, !128, null}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!131 = !{}
!132 = distinct !DISubprogram(name: "add16", scope: !2, file: !2, line: 14, type: !133, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !135)
!133 = !DISubroutineType(cc: DW_CC_nocall, types: !134)
!134 = !{!63, !63, !63}
!135 = !{!136, !137, !138}
!136 = !DILocalVariable(name: "p", arg: 1, scope: !132, file: !2, line: 14, type: !63)
!137 = !DILocalVariable(name: "q", arg: 2, scope: !132, file: !2, line: 14, type: !63)
!138 = !DILocalVariable(name: "r", scope: !132, file: !2, line: 15, type: !63)
!139 = !DILocation(line: 0, scope: !132)
!140 = !DILocation(line: 15, column: 23, scope: !132)
!141 = !DILocation(line: 15, column: 34, scope: !132)
!142 = !DILocation(line: 16, column: 3, scope: !132)
!143 = distinct !DISubprogram(name: "scale24", scope: !2, file: !2, line: 18, type: !144, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !146)
!144 = !DISubroutineType(cc: DW_CC_nocall, types: !145)
!145 = !{!71, !71, !66}
!146 = !{!147, !148}
!147 = !DILocalVariable(name: "v", arg: 1, scope: !143, file: !2, line: 18, type: !71)
!148 = !DILocalVariable(name: "k", arg: 2, scope: !143, file: !2, line: 18, type: !66)
!149 = !DILocation(line: 18, column: 64, scope: !143)
!150 = !DILocation(line: 0, scope: !143)
!151 = !DILocation(line: 19, column: 7, scope: !143)
!152 = !DILocation(line: 19, column: 15, scope: !143)
!153 = !DILocation(line: 19, column: 17, scope: !143)
!154 = !DILocation(line: 19, column: 25, scope: !143)
!155 = !DILocation(line: 19, column: 27, scope: !143)
!156 = !DILocation(line: 20, column: 10, scope: !143)
!157 = !{i64 0, i64 8, !158, i64 8, i64 8, !158, i64 16, i64 8, !158}
!158 = !{!105, !105, i64 0}
!159 = !DILocation(line: 20, column: 3, scope: !143)
!160 = distinct !DISubprogram(name: "dot24", scope: !2, file: !2, line: 23, type: !161, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!66, !71, !71}
!163 = !{!164, !165}
!164 = !DILocalVariable(name: "a", arg: 1, scope: !160, file: !2, line: 23, type: !71)
!165 = !DILocalVariable(name: "b", arg: 2, scope: !160, file: !2, line: 23, type: !71)
!166 = !DILocation(line: 23, column: 56, scope: !160)
!167 = !DILocation(line: 23, column: 70, scope: !160)
!168 = !DILocation(line: 23, column: 84, scope: !160)
!169 = !DILocation(line: 23, column: 90, scope: !160)
!170 = !DILocation(line: 23, column: 86, scope: !160)
!171 = !DILocation(line: 23, column: 96, scope: !160)
!172 = !DILocation(line: 23, column: 102, scope: !160)
!173 = !DILocation(line: 23, column: 98, scope: !160)
!174 = !DILocation(line: 23, column: 92, scope: !160)
!175 = !DILocation(line: 23, column: 108, scope: !160)
!176 = !DILocation(line: 23, column: 114, scope: !160)
!177 = !DILocation(line: 23, column: 110, scope: !160)
!178 = !DILocation(line: 23, column: 104, scope: !160)
!179 = !DILocation(line: 23, column: 75, scope: !160)
!180 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 24, type: !181, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!78, !78}
!183 = !{!184}
!184 = !DILocalVariable(name: "m", arg: 1, scope: !180, file: !2, line: 24, type: !78)
!185 = !DILocation(line: 0, scope: !180)
!186 = !DILocation(line: 24, column: 73, scope: !180)
!187 = !DILocation(line: 24, column: 97, scope: !180)
!188 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 30, type: !189, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !191)
!189 = !DISubroutineType(cc: DW_CC_nocall, types: !190)
!190 = !{!66, !63, !63, !63, !63, !52}
!191 = !{!192, !193, !194, !195, !196}
!192 = !DILocalVariable(name: "a", arg: 1, scope: !188, file: !2, line: 30, type: !63)
!193 = !DILocalVariable(name: "b", arg: 2, scope: !188, file: !2, line: 30, type: !63)
!194 = !DILocalVariable(name: "c", arg: 3, scope: !188, file: !2, line: 30, type: !63)
!195 = !DILocalVariable(name: "d", arg: 4, scope: !188, file: !2, line: 30, type: !63)
!196 = !DILocalVariable(name: "e", arg: 5, scope: !188, file: !2, line: 30, type: !52)
!197 = !DILocation(line: 0, scope: !188)
!198 = !DILocation(line: 30, column: 97, scope: !188)
!199 = !DILocation(line: 31, column: 26, scope: !188)
!200 = !DILocation(line: 31, column: 34, scope: !188)
!201 = !{!202, !105, i64 8}
!202 = !{!"S16", !105, i64 0, !105, i64 8}
!203 = !DILocation(line: 31, column: 20, scope: !188)
!204 = !DILocation(line: 31, column: 30, scope: !188)
!205 = !DILocation(line: 31, column: 36, scope: !188)
!206 = !DILocation(line: 31, column: 3, scope: !188)
