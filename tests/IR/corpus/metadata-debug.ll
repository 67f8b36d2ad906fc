; Debug-info metadata: every specialised DI node LLVM 14 prints (compile unit, file with checksum, subprograms,
; basic/derived/composite/subroutine/string types, enumerators, subranges, generic subranges, template
; parameters, namespaces, modules, imported entities, lexical blocks, labels, macros, common blocks, ObjC
; properties, global variables and expressions), DILocation with inlinedAt, DIExpression with operations and
; DW_OP_LLVM_fragment, DIArgList in llvm.dbg.value, and llvm.dbg.declare/value/label calls.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@gv = dso_local global i32 7, align 4, !dbg !50
@gv2 = dso_local global i64 0, align 8, !dbg !52

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

define dso_local i32 @add(i32 %a, i32 %b) !dbg !20 {
entry:
  %a.addr = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a.addr, metadata !25, metadata !DIExpression()), !dbg !30
  store i32 %a, i32* %a.addr, align 4
  call void @llvm.dbg.value(metadata i32 %b, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata !DIArgList(i32 %a, i32 %b), metadata !27, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 undef, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !30
  call void @llvm.dbg.value(metadata i64 42, metadata !28, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value)), !dbg !30
  %s = add nsw i32 %a, %b, !dbg !31
  br label %out, !dbg !31
out:
  call void @llvm.dbg.label(metadata !29), !dbg !32
  ret i32 %s, !dbg !33
}

define dso_local void @caller() !dbg !40 {
entry:
  %r = add i32 1, 2, !dbg !42
  ret void, !dbg !41
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!80, !81, !82}
!llvm.ident = !{!83}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand-written corpus", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !5, globals: !6, imports: !7, macros: !60, splitDebugInlining: false, nameTableKind: None, sysroot: "/", sdk: "none.sdk")
!1 = !DIFile(filename: "corpus.c", directory: "/src", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !1, line: 3, baseType: !10, size: 32, elements: !4)
!4 = !{!DIEnumerator(name: "RED", value: 0), !DIEnumerator(name: "BIG", value: 4294967295, isUnsigned: true), !DIEnumerator(name: "NEG", value: -1)}
!5 = !{!11, !12, !13, !14, !15, !16, !17}
!6 = !{!50, !52}
!7 = !{!70, !71}
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "myint", file: !1, line: 5, baseType: !11)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 7, size: 96, elements: !18, identifier: "_ZTS1S")
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 320, elements: !19)
!16 = !DIStringType(name: "character(10)", stringLength: !DILocalVariable(name: "len", scope: !20, file: !1, type: !11), size: 80)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, elements: !56, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!18 = !{!DIDerivedType(tag: DW_TAG_member, name: "x", scope: !14, file: !1, line: 8, baseType: !11, size: 32), !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !14, file: !1, line: 9, baseType: !10, size: 3, offset: 32, flags: DIFlagBitField, extraData: i64 32), !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !14, file: !1, line: 10, baseType: !12, size: 64, offset: 64, flags: DIFlagPublic)}
!19 = !{!DISubrange(count: 10), !DISubrange(count: 5, lowerBound: 1), !DISubrange(lowerBound: 0, upperBound: 9, stride: 1)}
!20 = distinct !DISubprogram(name: "add", linkageName: "add", scope: !1, file: !1, line: 12, type: !21, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !23, retainedNodes: !24, thrownTypes: !2)
!21 = !DISubroutineType(cc: DW_CC_normal, types: !22)
!22 = !{!11, !11, !11}
!23 = !{!DITemplateTypeParameter(name: "T", type: !11), !DITemplateValueParameter(name: "N", type: !11, value: i32 3), !DITemplateTypeParameter(name: "D", type: !11, defaulted: true)}
!24 = !{!25, !26, !27, !28}
!25 = !DILocalVariable(name: "a", arg: 1, scope: !20, file: !1, line: 12, type: !11)
!26 = !DILocalVariable(name: "b", arg: 2, scope: !20, file: !1, line: 12, type: !11, flags: DIFlagArtificial, align: 32)
!27 = !DILocalVariable(name: "sum", scope: !34, file: !1, line: 13, type: !11)
!28 = !DILocalVariable(name: "k", scope: !35, file: !1, line: 14, type: !13, annotations: !58)
!29 = !DILabel(scope: !20, name: "out", file: !1, line: 15)
!30 = !DILocation(line: 12, column: 1, scope: !20)
!31 = !DILocation(line: 13, column: 12, scope: !34)
!32 = !DILocation(line: 15, scope: !20)
!33 = !DILocation(line: 16, column: 3, scope: !20, isImplicitCode: true)
!34 = distinct !DILexicalBlock(scope: !20, file: !1, line: 13, column: 5)
!35 = !DILexicalBlockFile(scope: !34, file: !36, discriminator: 2)
!36 = !DIFile(filename: "other.h", directory: "/src/include", source: "int x;\0A")
!40 = distinct !DISubprogram(name: "caller", scope: !1, file: !1, line: 20, type: !44, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit, unit: !0)
!41 = !DILocation(line: 21, column: 1, scope: !40)
!42 = !DILocation(line: 12, column: 3, scope: !20, inlinedAt: !43)
!43 = distinct !DILocation(line: 21, column: 5, scope: !40)
!44 = !DISubroutineType(types: !45)
!45 = !{null}
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "gv", scope: !0, file: !1, line: 1, type: !11, isLocal: false, isDefinition: true, align: 32)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!53 = distinct !DIGlobalVariable(name: "gv2", linkageName: "_gv2", scope: !54, file: !1, line: 2, type: !13, isLocal: true, isDefinition: true, declaration: !55, templateParams: !23)
!54 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "gv2", scope: !14, file: !1, baseType: !11, flags: DIFlagStaticMember, extraData: i32 0)
!56 = !{!DIGenericSubrange(lowerBound: !DIExpression(DW_OP_constu, 1), upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref), stride: !DIExpression(DW_OP_constu, 4))}
!57 = !DICommonBlock(scope: !20, declaration: null, name: "blk", file: !1, line: 30)
!58 = !{!59}
!59 = !{!"btf_decl_tag", !"tag1"}
!60 = !{!61, !62}
!61 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "ANSWER", value: "42")
!62 = !DIMacroFile(line: 2, file: !36, nodes: !63)
!63 = !{!64}
!64 = !DIMacro(type: DW_MACINFO_undef, line: 3, name: "ANSWER")
!70 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !72, file: !1, line: 40)
!71 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !0, entity: !20, file: !1, line: 41, elements: !73)
!72 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "M.apinotes", file: !1, line: 1, isDecl: false)
!73 = !{}
!74 = !DIObjCProperty(name: "prop", file: !1, line: 50, setter: "setProp:", getter: "prop", attributes: 7, type: !11)
!75 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!76 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !11, size: 64, extraData: !14)
!77 = !DICompositeType(tag: DW_TAG_class_type, name: "Fwd", file: !1, line: 60, flags: DIFlagFwdDecl, identifier: "_ZTS3Fwd")
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{!"hand-written corpus"}
!84 = !{!57, !74, !75, !76, !77, !78}
!llvm.extra = !{!84}
