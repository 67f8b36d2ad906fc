; ModuleID = 'tests/differential/src/unions.c'
source_filename = "tests/differential/src/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%g -> 0x%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"pi bits 0x%016lx bytes\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [11 x i8] c"e = %.15f\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [6 x i8] c"union\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [16 x i8] c"swapped 0x%08x\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [19 x i8] c"sizes %zu %zu %zu\0A\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"double %.3f\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [19 x i8] c"string \22%s\22 (%zu)\0A\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !69 {
  call void @llvm.dbg.declare(metadata ptr undef, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !124
  call void @llvm.dbg.declare(metadata ptr undef, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !124
  call void @llvm.dbg.declare(metadata ptr undef, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 288, 32)), !dbg !124
  call void @llvm.dbg.declare(metadata ptr undef, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 416, 32)), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 0, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !74, metadata !DIExpression()), !dbg !126
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.000000e+00, i32 noundef 1065353216), !dbg !127
  call void @llvm.dbg.value(metadata i64 1, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 1, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata float -2.500000e+00, metadata !74, metadata !DIExpression()), !dbg !126
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.500000e+00, i32 noundef -1071644672), !dbg !127
  call void @llvm.dbg.value(metadata i64 2, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 2, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata float 0x3FB99999A0000000, metadata !74, metadata !DIExpression()), !dbg !126
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x3FB99999A0000000, i32 noundef 1036831949), !dbg !127
  call void @llvm.dbg.value(metadata i64 3, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 3, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata float 0x47EFFFFFE0000000, metadata !74, metadata !DIExpression()), !dbg !126
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x47EFFFFFE0000000, i32 noundef 2139095039), !dbg !127
  call void @llvm.dbg.value(metadata i64 4, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 4, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata float 0x36A0000000000000, metadata !74, metadata !DIExpression()), !dbg !126
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x36A0000000000000, i32 noundef 1), !dbg !127
  call void @llvm.dbg.value(metadata i64 5, metadata !84, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double 0x400921FB54442D18, metadata !86, metadata !DIExpression()), !dbg !126
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4614256656552045848), !dbg !130
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 0, metadata !97, metadata !DIExpression()), !dbg !131
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24), !dbg !132
  call void @llvm.dbg.value(metadata i64 1, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 1, metadata !97, metadata !DIExpression()), !dbg !131
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 45), !dbg !132
  call void @llvm.dbg.value(metadata i64 2, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 2, metadata !97, metadata !DIExpression()), !dbg !131
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 68), !dbg !132
  call void @llvm.dbg.value(metadata i64 3, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 3, metadata !97, metadata !DIExpression()), !dbg !131
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 84), !dbg !132
  call void @llvm.dbg.value(metadata i64 4, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 4, metadata !97, metadata !DIExpression()), !dbg !131
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 251), !dbg !132
  call void @llvm.dbg.value(metadata i64 5, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 5, metadata !97, metadata !DIExpression()), !dbg !131
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 33), !dbg !132
  call void @llvm.dbg.value(metadata i64 6, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 6, metadata !97, metadata !DIExpression()), !dbg !131
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9), !dbg !132
  call void @llvm.dbg.value(metadata i64 7, metadata !97, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 7, metadata !97, metadata !DIExpression()), !dbg !131
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 64), !dbg !132
  call void @llvm.dbg.value(metadata i64 8, metadata !97, metadata !DIExpression()), !dbg !131
  %15 = tail call i32 @putchar(i32 10), !dbg !134
  call void @llvm.dbg.value(metadata double 0x4005BF0A8B145769, metadata !86, metadata !DIExpression()), !dbg !126
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x4005BF0A8B145769), !dbg !135
  %17 = tail call fastcc i64 @mkint(i64 noundef -42), !dbg !136
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !126
  call void @llvm.dbg.value(metadata i64 %17, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !126
  call void @llvm.dbg.value(metadata i32 1, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !126
  call void @llvm.dbg.value(metadata i64 4613374868287651840, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !126
  call void @llvm.dbg.value(metadata i32 2, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 32)), !dbg !126
  call void @llvm.dbg.value(metadata i64 ptrtoint (ptr @.str.5 to i64), metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !126
  %18 = tail call fastcc i64 @mkint(i64 noundef 1099511627776), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 32)), !dbg !126
  call void @llvm.dbg.value(metadata i64 %18, metadata !99, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !126
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 0, metadata !115, metadata !DIExpression()), !dbg !138
  tail call fastcc void @show(i32 0, i64 %17), !dbg !139
  call void @llvm.dbg.value(metadata i64 1, metadata !115, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 1, metadata !115, metadata !DIExpression()), !dbg !138
  tail call fastcc void @show(i32 1, i64 4613374868287651840), !dbg !139
  call void @llvm.dbg.value(metadata i64 2, metadata !115, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 2, metadata !115, metadata !DIExpression()), !dbg !138
  tail call fastcc void @show(i32 2, i64 ptrtoint (ptr @.str.5 to i64)), !dbg !139
  call void @llvm.dbg.value(metadata i64 3, metadata !115, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 3, metadata !115, metadata !DIExpression()), !dbg !138
  tail call fastcc void @show(i32 0, i64 %18), !dbg !139
  call void @llvm.dbg.value(metadata i64 4, metadata !115, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 305419896, metadata !117, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 1450709556, metadata !117, metadata !DIExpression()), !dbg !126
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1450709556), !dbg !141
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 8, i64 noundef 16, i64 noundef 4), !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind
declare !dbg !144 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mkint(i64 noundef %0) unnamed_addr #3 !dbg !150 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !154, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !156
  call void @llvm.dbg.value(metadata i64 %0, metadata !155, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !156
  ret i64 %0, !dbg !157
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(i32 %0, i64 %1) unnamed_addr #4 !dbg !158 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !162, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !163
  call void @llvm.dbg.value(metadata i64 %1, metadata !162, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !163
  switch i32 %0, label %12 [
    i32 0, label %3
    i32 1, label %5
    i32 2, label %8
  ], !dbg !164

3:                                                ; preds = %2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %1), !dbg !165
  br label %12, !dbg !167

5:                                                ; preds = %2
  %6 = bitcast i64 %1 to double, !dbg !168
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %6), !dbg !169
  br label %12, !dbg !170

8:                                                ; preds = %2
  %9 = inttoptr i64 %1 to ptr, !dbg !171
  %10 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !172
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %9, i64 noundef %10), !dbg !173
  br label %12, !dbg !174

12:                                               ; preds = %2, %8, %5, %3
  ret void, !dbg !175
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !176 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/unions.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "acf7235235ee59bb69f4f50be28cb2da")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 19)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 9)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 13)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !47, retainedTypes: !54, globals: !56, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48}
!48 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !2, line: 9, baseType: !49, size: 32, elements: !50)
!49 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!50 = !{!51, !52, !53}
!51 = !DIEnumerator(name: "K_INT", value: 0)
!52 = !DIEnumerator(name: "K_DBL", value: 1)
!53 = !DIEnumerator(name: "K_STR", value: 2)
!54 = !{!55, !49}
!55 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!56 = !{!0, !7, !12, !57, !17, !22, !24, !29, !34, !39, !44}
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 2)
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !70, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !73)
!70 = !DISubroutineType(types: !71)
!71 = !{!72}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !{!74, !80, !84, !86, !97, !99, !115, !117}
!74 = !DILocalVariable(name: "fb", scope: !69, file: !2, line: 31, type: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "FloatBits", file: !2, line: 6, size: 32, elements: !76)
!76 = !{!77, !79}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !75, file: !2, line: 6, baseType: !78, size: 32)
!78 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !75, file: !2, line: 6, baseType: !49, size: 32)
!80 = !DILocalVariable(name: "vals", scope: !69, file: !2, line: 32, type: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 160, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 5)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 33, type: !72)
!85 = distinct !DILexicalBlock(scope: !69, file: !2, line: 33, column: 3)
!86 = !DILocalVariable(name: "db", scope: !69, file: !2, line: 34, type: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "DoubleBits", file: !2, line: 7, size: 64, elements: !88)
!88 = !{!89, !90, !92}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !87, file: !2, line: 7, baseType: !55, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !87, file: !2, line: 7, baseType: !91, size: 64)
!91 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !87, file: !2, line: 7, baseType: !93, size: 64)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 64, elements: !95)
!94 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!95 = !{!96}
!96 = !DISubrange(count: 8)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 37, type: !72)
!98 = distinct !DILexicalBlock(scope: !69, file: !2, line: 37, column: 3)
!99 = !DILocalVariable(name: "vs", scope: !69, file: !2, line: 41, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 512, elements: !113)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Value", file: !2, line: 10, size: 128, elements: !102)
!102 = !{!103, !104}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !101, file: !2, line: 10, baseType: !48, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !101, file: !2, line: 10, baseType: !105, size: 64, offset: 64)
!105 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !101, file: !2, line: 10, size: 64, elements: !106)
!106 = !{!107, !109, !110}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !105, file: !2, line: 10, baseType: !108, size: 64)
!108 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !105, file: !2, line: 10, baseType: !55, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !105, file: !2, line: 10, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!113 = !{!114}
!114 = !DISubrange(count: 4)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 42, type: !72)
!116 = distinct !DILexicalBlock(scope: !69, file: !2, line: 42, column: 3)
!117 = !DILocalVariable(name: "sm", scope: !69, file: !2, line: 43, type: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Small", file: !2, line: 24, size: 32, elements: !119)
!119 = !{!120, !123}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !118, file: !2, line: 24, baseType: !121, size: 32)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 32, elements: !60)
!122 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !118, file: !2, line: 24, baseType: !72, size: 32)
!124 = !DILocation(line: 41, column: 16, scope: !69)
!125 = !DILocation(line: 0, scope: !85)
!126 = !DILocation(line: 0, scope: !69)
!127 = !DILocation(line: 33, column: 49, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 33, column: 31)
!129 = distinct !DILexicalBlock(scope: !85, file: !2, line: 33, column: 3)
!130 = !DILocation(line: 36, column: 3, scope: !69)
!131 = !DILocation(line: 0, scope: !98)
!132 = !DILocation(line: 37, column: 31, scope: !133)
!133 = distinct !DILexicalBlock(scope: !98, file: !2, line: 37, column: 3)
!134 = !DILocation(line: 38, column: 3, scope: !69)
!135 = !DILocation(line: 40, column: 3, scope: !69)
!136 = !DILocation(line: 41, column: 24, scope: !69)
!137 = !DILocation(line: 41, column: 65, scope: !69)
!138 = !DILocation(line: 0, scope: !116)
!139 = !DILocation(line: 42, column: 31, scope: !140)
!140 = distinct !DILexicalBlock(scope: !116, file: !2, line: 42, column: 3)
!141 = !DILocation(line: 45, column: 3, scope: !69)
!142 = !DILocation(line: 46, column: 3, scope: !69)
!143 = !DILocation(line: 47, column: 3, scope: !69)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !149)
!145 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!72, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!149 = !{}
!150 = distinct !DISubprogram(name: "mkint", scope: !2, file: !2, line: 12, type: !151, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !153)
!151 = !DISubroutineType(cc: DW_CC_nocall, types: !152)
!152 = !{!101, !108}
!153 = !{!154, !155}
!154 = !DILocalVariable(name: "i", arg: 1, scope: !150, file: !2, line: 12, type: !108)
!155 = !DILocalVariable(name: "v", scope: !150, file: !2, line: 12, type: !101)
!156 = !DILocation(line: 0, scope: !150)
!157 = !DILocation(line: 12, column: 106, scope: !150)
!158 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 16, type: !159, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !101}
!161 = !{!162}
!162 = !DILocalVariable(name: "v", arg: 1, scope: !158, file: !2, line: 16, type: !101)
!163 = !DILocation(line: 0, scope: !158)
!164 = !DILocation(line: 17, column: 3, scope: !158)
!165 = !DILocation(line: 18, column: 15, scope: !166)
!166 = distinct !DILexicalBlock(scope: !158, file: !2, line: 17, column: 19)
!167 = !DILocation(line: 18, column: 43, scope: !166)
!168 = !DILocation(line: 19, column: 43, scope: !166)
!169 = !DILocation(line: 19, column: 15, scope: !166)
!170 = !DILocation(line: 19, column: 47, scope: !166)
!171 = !DILocation(line: 20, column: 51, scope: !166)
!172 = !DILocation(line: 20, column: 54, scope: !166)
!173 = !DILocation(line: 20, column: 15, scope: !166)
!174 = !DILocation(line: 20, column: 70, scope: !166)
!175 = !DILocation(line: 22, column: 1, scope: !158)
!176 = !DISubprogram(name: "strlen", scope: !177, file: !177, line: 407, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !149)
!177 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!178 = !DISubroutineType(types: !179)
!179 = !{!91, !111}
