; Debug-info metadata as clang 14 writes it (-g -O2, typed pointers): the metadata section is
; printed exactly as llvm-dis-14 prints it (the CHECK lines are llvm-dis output: same numbering,
; field order and defaults), and the whole printed module reads back through llvm-as/llvm-dis
; to the same text as the original.
; REQUIRES: llvm14
; RUN: pyllc -emit-llvm -disable-verify %s -o - | FileCheck %s
; RUN: pyllc -emit-llvm -disable-verify %s -o %t.ll
; RUN: llvm-as < %s | llvm-dis -o %t.ref
; RUN: llvm-as < %t.ll | llvm-dis -o %t.ours
; RUN: diff %t.ref %t.ours
; CHECK: !llvm.dbg.cu = !{!2}
; CHECK-NEXT: !llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
; CHECK-NEXT: !llvm.ident = !{!21}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
; CHECK-NEXT: !1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !11, isLocal: true, isDefinition: true)
; CHECK-NEXT: !2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
; CHECK-NEXT: !3 = !DIFile(filename: "dbg.c", directory: "/src", checksumkind: CSK_MD5, checksum: "25fc07cb3c69a452df45731e700e3e08")
; CHECK-NEXT: !4 = !{!5}
; CHECK-NEXT: !5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "dir", file: !3, line: 2, baseType: !6, size: 32, elements: !7)
; CHECK-NEXT: !6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
; CHECK-NEXT: !7 = !{!8, !9}
; CHECK-NEXT: !8 = !DIEnumerator(name: "NORTH", value: 0)
; CHECK-NEXT: !9 = !DIEnumerator(name: "EAST", value: 5)
; CHECK-NEXT: !10 = !{!0}
; CHECK-NEXT: !11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !13)
; CHECK-NEXT: !12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK-NEXT: !13 = !{!14}
; CHECK-NEXT: !14 = !DISubrange(count: 3)
; CHECK-NEXT: !15 = !{i32 7, !"Dwarf Version", i32 5}
; CHECK-NEXT: !16 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !17 = !{i32 1, !"wchar_size", i32 4}
; CHECK-NEXT: !18 = !{i32 7, !"PIC Level", i32 2}
; CHECK-NEXT: !19 = !{i32 7, !"PIE Level", i32 2}
; CHECK-NEXT: !20 = !{i32 7, !"uwtable", i32 1}
; CHECK-NEXT: !21 = !{!"Debian clang version 14.0.6"}
; CHECK-NEXT: !22 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 4, type: !23, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
; CHECK-NEXT: !23 = !DISubroutineType(types: !24)
; CHECK-NEXT: !24 = !{!12, !25, !12}
; CHECK-NEXT: !25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
; CHECK-NEXT: !26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 1, size: 64, elements: !27)
; CHECK-NEXT: !27 = !{!28, !29}
; CHECK-NEXT: !28 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !26, file: !3, line: 1, baseType: !12, size: 32)
; CHECK-NEXT: !29 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !26, file: !3, line: 1, baseType: !12, size: 32, offset: 32)
; CHECK-NEXT: !30 = !{!31, !32, !33, !34}
; CHECK-NEXT: !31 = !DILocalVariable(name: "p", arg: 1, scope: !22, file: !3, line: 4, type: !25)
; CHECK-NEXT: !32 = !DILocalVariable(name: "n", arg: 2, scope: !22, file: !3, line: 4, type: !12)
; CHECK-NEXT: !33 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 5, type: !12)
; CHECK-NEXT: !34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 6, type: !12)
; CHECK-NEXT: !35 = distinct !DILexicalBlock(scope: !22, file: !3, line: 6, column: 3)
; CHECK-NEXT: !36 = !DILocation(line: 0, scope: !22)
; CHECK-NEXT: !37 = !DILocation(line: 0, scope: !35)
; CHECK-NEXT: !38 = !DILocation(line: 6, column: 21, scope: !39)
; CHECK-NEXT: !39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 6, column: 3)
; CHECK-NEXT: !40 = !DILocation(line: 6, column: 3, scope: !35)
; CHECK-NEXT: !41 = !DILocation(line: 7, column: 15, scope: !39)
; CHECK-NEXT: !42 = !{!43, !44, i64 0}
; CHECK-NEXT: !43 = !{!"point", !44, i64 0, !44, i64 4}
; CHECK-NEXT: !44 = !{!"int", !45, i64 0}
; CHECK-NEXT: !45 = !{!"omnipotent char", !46, i64 0}
; CHECK-NEXT: !46 = !{!"Simple C/C++ TBAA"}
; CHECK-NEXT: !47 = !DILocation(line: 7, column: 24, scope: !39)
; CHECK-NEXT: !48 = !{!43, !44, i64 4}
; CHECK-NEXT: !49 = !DILocation(line: 7, column: 17, scope: !39)
; CHECK-NEXT: !50 = !DILocation(line: 7, column: 36, scope: !39)
; CHECK-NEXT: !51 = !DILocation(line: 7, column: 28, scope: !39)
; CHECK-NEXT: !52 = !{!44, !44, i64 0}
; CHECK-NEXT: !53 = !DILocation(line: 7, column: 26, scope: !39)
; CHECK-NEXT: !54 = !DILocation(line: 7, column: 7, scope: !39)
; CHECK-NEXT: !55 = !DILocation(line: 8, column: 3, scope: !22)
; CHECK-NEXT: !56 = !DILocation(line: 6, column: 27, scope: !39)
; CHECK-NEXT: !57 = distinct !{!57, !40, !58, !59}
; CHECK-NEXT: !58 = !DILocation(line: 7, column: 39, scope: !35)
; CHECK-NEXT: !59 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !61, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
; CHECK-NEXT: !61 = !DISubroutineType(types: !62)
; CHECK-NEXT: !62 = !{!12}
; CHECK-NEXT: !63 = !{!64, !68}
; CHECK-NEXT: !64 = !DILocalVariable(name: "pts", scope: !60, file: !3, line: 11, type: !65)
; CHECK-NEXT: !65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 128, elements: !66)
; CHECK-NEXT: !66 = !{!67}
; CHECK-NEXT: !67 = !DISubrange(count: 2)
; CHECK-NEXT: !68 = !DILocalVariable(name: "d", scope: !60, file: !3, line: 12, type: !5)
; CHECK-NEXT: !69 = !DILocation(line: 0, scope: !60)
; CHECK-NEXT: !70 = !DILocation(line: 13, column: 3, scope: !60)

; ModuleID = 'dbg.c'
source_filename = "dbg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }

@table = internal unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 3], align 4, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @sum(%struct.point* nocapture noundef readonly %p, i32 noundef %n) local_unnamed_addr #0 !dbg !22 {
entry:
  call void @llvm.dbg.value(metadata %struct.point* %p, metadata !31, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 %n, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !37
  %cmp14 = icmp sgt i32 %n, 0, !dbg !38
  br i1 %cmp14, label %for.body.preheader, label %for.cond.cleanup, !dbg !40

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !38
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !40
  %0 = icmp eq i32 %n, 1, !dbg !40
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !40

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !40
  br label %for.body, !dbg !40

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add5.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %add5.1, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %s.015.unr = phi i32 [ 0, %for.body.preheader ], [ %add5.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !40
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !40

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %s.015.unr, metadata !33, metadata !DIExpression()), !dbg !36
  %x.epil = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv.unr, i32 0, !dbg !41
  %1 = load i32, i32* %x.epil, align 4, !dbg !41, !tbaa !42
  %y.epil = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv.unr, i32 1, !dbg !47
  %2 = load i32, i32* %y.epil, align 4, !dbg !47, !tbaa !48
  %mul.epil = mul nsw i32 %2, %1, !dbg !49
  %3 = trunc i64 %indvars.iv.unr to i32, !dbg !50
  %rem.epil = urem i32 %3, 3, !dbg !50
  %idxprom3.epil = zext i32 %rem.epil to i64, !dbg !51
  %arrayidx4.epil = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %idxprom3.epil, !dbg !51
  %4 = load i32, i32* %arrayidx4.epil, align 4, !dbg !51, !tbaa !52
  %add.epil = add i32 %4, %s.015.unr, !dbg !53
  %add5.epil = add i32 %add.epil, %mul.epil, !dbg !54
  call void @llvm.dbg.value(metadata i32 %add5.epil, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !37
  br label %for.cond.cleanup, !dbg !55

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add5.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add5.epil, %for.body.epil ], !dbg !36
  ret i32 %s.0.lcssa, !dbg !55

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %s.015 = phi i32 [ 0, %for.body.preheader.new ], [ %add5.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %s.015, metadata !33, metadata !DIExpression()), !dbg !36
  %x = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 0, !dbg !41
  %5 = load i32, i32* %x, align 4, !dbg !41, !tbaa !42
  %y = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 1, !dbg !47
  %6 = load i32, i32* %y, align 4, !dbg !47, !tbaa !48
  %mul = mul nsw i32 %6, %5, !dbg !49
  %7 = trunc i64 %indvars.iv to i32, !dbg !50
  %rem = urem i32 %7, 3, !dbg !50
  %idxprom3 = zext i32 %rem to i64, !dbg !51
  %arrayidx4 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %idxprom3, !dbg !51
  %8 = load i32, i32* %arrayidx4, align 4, !dbg !51, !tbaa !52
  %add = add i32 %8, %s.015, !dbg !53
  %add5 = add i32 %add, %mul, !dbg !54
  call void @llvm.dbg.value(metadata i32 %add5, metadata !33, metadata !DIExpression()), !dbg !36
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %add5, metadata !33, metadata !DIExpression()), !dbg !36
  %x.1 = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv.next, i32 0, !dbg !41
  %9 = load i32, i32* %x.1, align 4, !dbg !41, !tbaa !42
  %y.1 = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv.next, i32 1, !dbg !47
  %10 = load i32, i32* %y.1, align 4, !dbg !47, !tbaa !48
  %mul.1 = mul nsw i32 %10, %9, !dbg !49
  %11 = trunc i64 %indvars.iv.next to i32, !dbg !50
  %rem.1 = urem i32 %11, 3, !dbg !50
  %idxprom3.1 = zext i32 %rem.1 to i64, !dbg !51
  %arrayidx4.1 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %idxprom3.1, !dbg !51
  %12 = load i32, i32* %arrayidx4.1, align 4, !dbg !51, !tbaa !52
  %add.1 = add i32 %12, %add5, !dbg !53
  %add5.1 = add i32 %add.1, %mul.1, !dbg !54
  call void @llvm.dbg.value(metadata i32 %add5.1, metadata !33, metadata !DIExpression()), !dbg !36
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !34, metadata !DIExpression()), !dbg !37
  %niter.next.1 = add i64 %niter, 2, !dbg !40
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !40
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !40, !llvm.loop !57
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !60 {
entry:
  call void @llvm.dbg.value(metadata i32 5, metadata !68, metadata !DIExpression()), !dbg !69
  ret i32 22, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dbg.c", directory: "/src", checksumkind: CSK_MD5, checksum: "25fc07cb3c69a452df45731e700e3e08")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "dir", file: !3, line: 2, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "NORTH", value: 0)
!9 = !DIEnumerator(name: "EAST", value: 5)
!10 = !{!0}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 3)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 4, type: !23, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!23 = !DISubroutineType(types: !24)
!24 = !{!12, !25, !12}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 1, size: 64, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !26, file: !3, line: 1, baseType: !12, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !26, file: !3, line: 1, baseType: !12, size: 32, offset: 32)
!30 = !{!31, !32, !33, !34}
!31 = !DILocalVariable(name: "p", arg: 1, scope: !22, file: !3, line: 4, type: !25)
!32 = !DILocalVariable(name: "n", arg: 2, scope: !22, file: !3, line: 4, type: !12)
!33 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 5, type: !12)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 6, type: !12)
!35 = distinct !DILexicalBlock(scope: !22, file: !3, line: 6, column: 3)
!36 = !DILocation(line: 0, scope: !22)
!37 = !DILocation(line: 0, scope: !35)
!38 = !DILocation(line: 6, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 6, column: 3)
!40 = !DILocation(line: 6, column: 3, scope: !35)
!41 = !DILocation(line: 7, column: 15, scope: !39)
!42 = !{!43, !44, i64 0}
!43 = !{!"point", !44, i64 0, !44, i64 4}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 7, column: 24, scope: !39)
!48 = !{!43, !44, i64 4}
!49 = !DILocation(line: 7, column: 17, scope: !39)
!50 = !DILocation(line: 7, column: 36, scope: !39)
!51 = !DILocation(line: 7, column: 28, scope: !39)
!52 = !{!44, !44, i64 0}
!53 = !DILocation(line: 7, column: 26, scope: !39)
!54 = !DILocation(line: 7, column: 7, scope: !39)
!55 = !DILocation(line: 8, column: 3, scope: !22)
!56 = !DILocation(line: 6, column: 27, scope: !39)
!57 = distinct !{!57, !40, !58, !59}
!58 = !DILocation(line: 7, column: 39, scope: !35)
!59 = !{!"llvm.loop.mustprogress"}
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !61, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!12}
!63 = !{!64, !68}
!64 = !DILocalVariable(name: "pts", scope: !60, file: !3, line: 11, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 128, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 2)
!68 = !DILocalVariable(name: "d", scope: !60, file: !3, line: 12, type: !5)
!69 = !DILocation(line: 0, scope: !60)
!70 = !DILocation(line: 13, column: 3, scope: !60)
