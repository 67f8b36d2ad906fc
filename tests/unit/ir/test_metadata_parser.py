"""MetadataParserMixin and the metadata writer, on a minimal host parser.

The host implements only the primitives the mixin needs (token cursor, ``error``,
``parse_type`` for integer and pointer types, ``parse_value`` for integer literals and
``@globals``), so the metadata reader and writer are tested on their own; expected texts
are llvm-dis (LLVM 14 and 16 print the same here) output for the same input.
"""

from __future__ import annotations

import shutil
import subprocess
from typing import Any

import pytest

from pyllc.ir import lexer as lx
from pyllc.ir.constants import ConstantInt
from pyllc.ir.context import Context
from pyllc.ir.metadata import DI_KIND, DINode, MDString, MDTuple, TempMDNode
from pyllc.ir.metadata_parser import MetadataParserMixin
from pyllc.ir.metadata_printer import MetadataSlotTracker, write_module_metadata
from pyllc.ir.types import type_to_string
from pyllc.ir.values import Value
from pyllc.support.diagnostics import DiagnosticError, location_in_text


class MiniHost(MetadataParserMixin):
    """Just enough of LLParser's primitives to read a module made of metadata definitions."""

    def __init__(self, text: str, filename: str = "t.ll") -> None:
        self.source = text
        self.filename = filename
        self.kinds, self.texts, self.offsets = lx.tokenize(text, filename)
        self.pos = 0
        self.kind = self.kinds[0]
        self.text = self.texts[0]
        self.ctx = Context()
        self.pfs = None
        self.globals: dict[str, Value] = {}
        self.init_metadata_parser()

    def next(self) -> None:
        self.pos += 1
        self.kind = self.kinds[self.pos]
        self.text = self.texts[self.pos]

    def seek(self, p: int) -> None:
        self.pos = p
        self.kind = self.kinds[p]
        self.text = self.texts[p]

    def error(self, message: str, at: int | None = None) -> DiagnosticError:
        p = self.pos if at is None else at
        return DiagnosticError(location_in_text(self.filename, self.source, self.offsets[p]), message)

    def parse_type(self) -> Any:
        text = self.text
        if self.kind == lx.WORD:
            if text[:1] == "i" and text[1:].isdigit():
                self.next()
                return self.ctx.int_type(int(text[1:]))
            if text == "ptr":
                self.next()
                return self.ctx.opaque_ptr
            if text == "metadata":
                self.next()
                return self.ctx.metadata_ty
        raise self.error("expected type")

    def parse_value(self, ty: Any) -> Any:
        k, text = self.kind, self.text
        if k in (lx.LOCALVAR, lx.LOCALID) and self.pfs is None:
            raise self.error("invalid use of function-local name")
        self.next()
        if k == lx.INTEGER:
            return ConstantInt(ty, int(text))
        if k == lx.WORD and text in ("true", "false"):
            return ConstantInt(ty, int(text == "true"))
        if k == lx.GLOBALVAR:
            return self.globals.setdefault(text, Value(ty, text))
        raise self.error("expected value token", self.pos - 1)

    def parse_module(self) -> list[Any]:
        while self.kind != lx.EOF:
            if self.kind == lx.METADATAID:
                self.parse_standalone_metadata()
            elif self.kind == lx.METADATAVAR:
                self.parse_named_metadata()
            else:
                raise self.error("expected top-level entity")
        self.finish_metadata()
        return list(self.md_named.values())


def write_value(v: Any) -> str:
    if isinstance(v, ConstantInt):
        if v.type.bits == 1:
            return "i1 " + ("true" if v.value else "false")
        return f"{type_to_string(v.type)} {v.value}"
    return f"{type_to_string(v.type)} @{v.name}"


def roundtrip(text: str) -> str:
    host = MiniHost(text)
    named = host.parse_module()
    slots = MetadataSlotTracker()
    for nmd in named:
        slots.add_named_metadata(nmd)
    return write_module_metadata(named, slots, write_value)


def parse_error(text: str) -> str:
    with pytest.raises(DiagnosticError) as info:
        MiniHost(text).parse_module()
    err = info.value
    assert err.location is not None
    return f"{err.location.line}:{err.location.col}: {err.message}"


# Every specialised node kind with every field set; the expected text is llvm-dis's output for
# this input (llvm-as -disable-verify; LLVM 14 and 16 agree): fields reordered and defaults
# dropped as LLVM prints them, nodes renumbered in the slot tracker's order.
ALL_NODES_IN = r"""
!llvm.module.flags = !{!40, !41}
!llvm.test = !{!1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 14", isOptimized: true, flags: "-O2", runtimeVersion: 0, splitDebugFilename: "a.dwo", emissionKind: FullDebug, enums: !2, retainedTypes: !2, globals: !2, imports: !2, macros: !2, dwoId: 42, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: None, rangesBaseAddress: true, sysroot: "/", sdk: "MacOSX.sdk")
!1 = !DIFile(filename: "a.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "000102030405060708090a0b0c0d0e0f", source: "int x;")
!2 = !{}
!3 = !DIBasicType(name: "int", size: 32, align: 32, encoding: DW_ATE_signed, flags: DIFlagBigEndian)
!4 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "p", scope: !1, file: !1, line: 3, baseType: !3, size: 64, align: 64, offset: 8, flags: DIFlagArtificial | DIFlagObjectPointer, extraData: !3, dwarfAddressSpace: 1, annotations: !2)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !1, file: !1, line: 4, baseType: !3, size: 64, align: 32, offset: 0, flags: DIFlagPublic | DIFlagFwdDecl | 4096, elements: !2, runtimeLang: DW_LANG_C99, vtableHolder: !3, templateParams: !2, identifier: "_ZTS1S", discriminator: !5, dataLocation: !2, associated: !2, allocated: !2, rank: 3, annotations: !2)
!7 = !DISubroutineType(flags: DIFlagPrototyped, cc: DW_CC_LLVM_vectorcall, types: !8)
!8 = !{null, !3}
!9 = distinct !DISubprogram(name: "f", linkageName: "_Z1fv", scope: !1, file: !1, line: 7, type: !7, scopeLine: 8, containingType: !6, virtualIndex: 2, thisAdjustment: -8, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2, declaration: !10, retainedNodes: !2, thrownTypes: !2, annotations: !2)
!10 = !DISubprogram(name: "f", scope: !1, file: !1, line: 7, type: !7, spFlags: DISPFlagOptimized)
!11 = distinct !DILexicalBlock(scope: !9, file: !1, line: 9, column: 3)
!12 = !DILexicalBlockFile(scope: !11, file: !1, discriminator: 0)
!13 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!14 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "a.apinotes", file: !1, line: 3, isDecl: true)
!15 = !DITemplateTypeParameter(name: "T", type: !3, defaulted: true)
!16 = !DITemplateValueParameter(name: "N", type: !3, defaulted: true, value: i32 7)
!17 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "P", value: !2)
!18 = distinct !DIGlobalVariable(name: "g", linkageName: "_g", scope: !0, file: !1, line: 2, type: !3, isLocal: true, isDefinition: true, declaration: !5, templateParams: !2, align: 64, annotations: !2)
!19 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression(DW_OP_plus_uconst, 8, DW_OP_LLVM_fragment, 0, 32))
!20 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !1, line: 7, type: !3, flags: DIFlagArtificial, align: 32, annotations: !2)
!21 = !DILocation(line: 9, column: 5, scope: !11, inlinedAt: !22, isImplicitCode: true)
!22 = distinct !DILocation(line: 1, scope: !9)
!23 = !DILabel(scope: !9, name: "L", file: !1, line: 12)
!24 = !DISubrange(count: 5, lowerBound: 0)
!25 = !DISubrange(count: !20, upperBound: !DIExpression(), stride: -4)
!26 = !DIEnumerator(name: "A", value: -3)
!27 = !DIEnumerator(name: "B", value: 18446744073709551615, isUnsigned: true)
!28 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !9, entity: !13, file: !1, line: 3, name: "n", elements: !2)
!29 = !DIObjCProperty(name: "p", file: !1, line: 3, setter: "setP:", getter: "p", attributes: 7, type: !3)
!30 = !DIMacro(type: DW_MACINFO_define, line: 3, name: "X", value: "1")
!31 = !DIMacroFile(line: 0, file: !1, nodes: !2)
!32 = !DICommonBlock(scope: !9, declaration: !18, name: "blk", file: !1, line: 4)
!33 = !DIStringType(name: "character(*)", stringLength: !20, stringLengthExpression: !DIExpression(), stringLocationExpression: !DIExpression(), size: 32, align: 8, encoding: DW_ATE_ASCII)
!34 = !GenericDINode(tag: DW_TAG_entry_point, header: "hd", operands: {!3, null, !"s"})
!35 = !DIGenericSubrange(count: !DIExpression(DW_OP_push_object_address, DW_OP_deref), lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref), upperBound: !20, stride: !DIExpression(DW_OP_constu, 4))
!36 = !{!"str\0Aq\22", i32 -1, i64 5, null, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 0, DW_OP_stack_value), !37}
!37 = distinct !{!37}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
"""

ALL_NODES_OUT = r"""!llvm.module.flags = !{!0, !1}
!llvm.test = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38}

!0 = !{i32 7, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "a.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "000102030405060708090a0b0c0d0e0f", source: "int x;")
!3 = !{}
!4 = !DIBasicType(name: "int", size: 32, align: 32, encoding: DW_ATE_signed, flags: DIFlagBigEndian)
!5 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "p", scope: !2, file: !2, line: 3, baseType: !4, size: 64, align: 64, offset: 8, flags: DIFlagArtificial | DIFlagObjectPointer, extraData: !4, dwarfAddressSpace: 1, annotations: !3)
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !2, file: !2, line: 4, baseType: !4, size: 64, align: 32, flags: DIFlagPublic | DIFlagFwdDecl | DIFlagStaticMember, elements: !3, runtimeLang: DW_LANG_C99, vtableHolder: !4, templateParams: !3, identifier: "_ZTS1S", discriminator: !6, dataLocation: !3, associated: !3, allocated: !3, rank: 3, annotations: !3)
!8 = !DISubroutineType(flags: DIFlagPrototyped, cc: DW_CC_LLVM_vectorcall, types: !9)
!9 = !{null, !4}
!10 = distinct !DISubprogram(name: "f", linkageName: "_Z1fv", scope: !2, file: !2, line: 7, type: !8, scopeLine: 8, containingType: !7, virtualIndex: 2, thisAdjustment: -8, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagDefinition | DISPFlagOptimized, unit: !11, templateParams: !3, declaration: !12, retainedNodes: !3, thrownTypes: !3, annotations: !3)
!11 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "clang version 14", isOptimized: true, flags: "-O2", runtimeVersion: 0, splitDebugFilename: "a.dwo", emissionKind: FullDebug, enums: !3, retainedTypes: !3, globals: !3, imports: !3, macros: !3, dwoId: 42, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: None, rangesBaseAddress: true, sysroot: "/", sdk: "MacOSX.sdk")
!12 = !DISubprogram(name: "f", scope: !2, file: !2, line: 7, type: !8, spFlags: DISPFlagOptimized)
!13 = distinct !DILexicalBlock(scope: !10, file: !2, line: 9, column: 3)
!14 = !DILexicalBlockFile(scope: !13, file: !2, discriminator: 0)
!15 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!16 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "a.apinotes", file: !2, line: 3, isDecl: true)
!17 = !DITemplateTypeParameter(name: "T", type: !4, defaulted: true)
!18 = !DITemplateValueParameter(name: "N", type: !4, defaulted: true, value: i32 7)
!19 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "P", value: !3)
!20 = distinct !DIGlobalVariable(name: "g", linkageName: "_g", scope: !11, file: !2, line: 2, type: !4, isLocal: true, isDefinition: true, declaration: !6, templateParams: !3, align: 64, annotations: !3)
!21 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression(DW_OP_plus_uconst, 8, DW_OP_LLVM_fragment, 0, 32))
!22 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !2, line: 7, type: !4, flags: DIFlagArtificial, align: 32, annotations: !3)
!23 = !DILocation(line: 9, column: 5, scope: !13, inlinedAt: !24, isImplicitCode: true)
!24 = distinct !DILocation(line: 1, scope: !10)
!25 = !DILabel(scope: !10, name: "L", file: !2, line: 12)
!26 = !DISubrange(count: 5, lowerBound: 0)
!27 = !DISubrange(count: !22, upperBound: !DIExpression(), stride: -4)
!28 = !DIEnumerator(name: "A", value: -3)
!29 = !DIEnumerator(name: "B", value: 18446744073709551615, isUnsigned: true)
!30 = !DIImportedEntity(tag: DW_TAG_imported_module, name: "n", scope: !10, entity: !15, file: !2, line: 3, elements: !3)
!31 = !DIObjCProperty(name: "p", file: !2, line: 3, setter: "setP:", getter: "p", attributes: 7, type: !4)
!32 = !DIMacro(type: DW_MACINFO_define, line: 3, name: "X", value: "1")
!33 = !DIMacroFile(file: !2, nodes: !3)
!34 = !DICommonBlock(scope: !10, declaration: !20, name: "blk", file: !2, line: 4)
!35 = !DIStringType(name: "character(*)", stringLength: !22, stringLengthExpression: !DIExpression(), stringLocationExpression: !DIExpression(), size: 32, align: 8, encoding: DW_ATE_ASCII)
!36 = !GenericDINode(tag: DW_TAG_entry_point, header: "hd", operands: {!4, null, !"s"})
!37 = !DIGenericSubrange(count: !DIExpression(DW_OP_push_object_address, DW_OP_deref), lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref), upperBound: !22, stride: !DIExpression(DW_OP_constu, 4))
!38 = !{!"str\0Aq\22", i32 -1, i64 5, null, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 0, DW_OP_stack_value), !39}
!39 = distinct !{!39}
"""


def test_every_node_kind_prints_as_llvm_dis() -> None:
    assert roundtrip(ALL_NODES_IN) == ALL_NODES_OUT


def test_output_is_a_fixed_point() -> None:
    assert roundtrip(ALL_NODES_OUT) == ALL_NODES_OUT


def test_forward_reference_becomes_the_defined_node() -> None:
    host = MiniHost("!n = !{!0}\n!0 = !{!1, !1}\n!1 = !DILocation(line: 3, scope: !2)\n!2 = distinct !{}\n")
    (nmd,) = host.parse_module()
    tup = nmd.operands[0]
    assert isinstance(tup, MDTuple) and tup.operands[0] is tup.operands[1]
    loc = tup.operands[0]
    assert isinstance(loc, DINode) and loc.kind == DI_KIND["DILocation"] and loc.get("line") == 3
    assert not any(isinstance(n, TempMDNode) for n in host.md_numbered.values())
    assert loc.operands == [host.md_numbered[2], None]


def test_self_reference_and_strings() -> None:
    text = '!n = !{!0}\n!0 = distinct !{!0, !"a\\5Cb\\FF", !"\\C3\\A9"}\n'
    host = MiniHost(text)
    (nmd,) = host.parse_module()
    node = nmd.operands[0]
    assert node.operands[0] is node and node.distinct
    s1, s2 = node.operands[1], node.operands[2]
    assert isinstance(s1, MDString) and isinstance(s2, MDString)
    assert s1.string.encode("utf-8", "surrogateescape") == b"a\\b\xff"
    assert s2.string == "\u00e9"
    # Non-printable and non-ASCII bytes print as \XX, as llvm-dis does.
    assert roundtrip(text) == '!n = !{!0}\n\n!0 = distinct !{!0, !"a\\5Cb\\FF", !"\\C3\\A9"}\n'


def test_legacy_subprogram_fields_fold_into_spflags() -> None:
    out = roundtrip(
        '!n = !{!0}\n!0 = distinct !DISubprogram(name: "f", scope: null, isLocal: true, isDefinition: true,'
        " isOptimized: false, virtuality: DW_VIRTUALITY_virtual, virtualIndex: 0)\n"
    )
    assert out.endswith(
        '!0 = distinct !DISubprogram(name: "f", scope: null, virtualIndex: 0, '
        "spFlags: DISPFlagVirtual | DISPFlagLocalToUnit | DISPFlagDefinition)\n"
    )


def test_named_metadata_appends_and_inlines_expressions() -> None:
    out = roundtrip("!a = !{!0}\n!a = !{!DIExpression(DW_OP_deref), !0}\n!0 = !{}\n")
    assert out == "!a = !{!0, !DIExpression(DW_OP_deref), !0}\n\n!0 = !{}\n"


# Diagnostics: llvm-as (14) reports the same messages at the same line:column for these inputs.
DIAGNOSTIC_CASES = [
    ("!0 = !{!7}\n!n = !{!0}\n", "1:9: use of undefined metadata '!7'"),
    ("!0 = !{!9, !3}\n", "1:13: use of undefined metadata '!3'"),
    ("!0 = !DILocation(line: 1, colum: 2, scope: !1)\n!1 = distinct !{}\n", "1:27: invalid field 'colum'"),
    ("!0 = !DILocation(line: -1, scope: !1)\n!1 = distinct !{}\n", "1:24: expected unsigned integer"),
    (
        "!0 = !DILocation(line: 1, line: 2, scope: !1)\n!1 = distinct !{}\n",
        "1:27: field 'line' cannot be specified more than once",
    ),
    ("!0 = !DIExpression(DW_OP_foo)\n", "1:20: invalid DWARF op 'DW_OP_foo'"),
    ("!0 = !DIExpression(DW_OP_plus, -1)\n", "1:32: expected unsigned integer"),
    ("!0 = !DILocation(line: 1)\n", "1:25: missing required field 'scope'"),
    (
        "!0 = !DICompileUnit(language: DW_LANG_C99, file: !1)\n",
        "1:6: missing 'distinct', required for !DICompileUnit",
    ),
    ("!0 = !{}\n!0 = !{}\n", "3:1: Metadata id is already used"),
    (
        '!0 = !DIBasicType(name: "int", encoding: DW_ATE_foo)\n',
        "1:42: invalid DWARF type attribute encoding 'DW_ATE_foo'",
    ),
    ("!0 = !DIBasicType(flags: DIFlagFoo)\n", "1:26: invalid debug info flag flag 'DIFlagFoo'"),
    (
        "!0 = !DILocation(line: 1, column: 70000, scope: !0)\n",
        "1:35: value for 'column' too large, limit is 65535",
    ),
    (
        '!0 = !DISubprogram(name: "f", isDefinition: true)\n',
        "1:6: missing 'distinct', required for !DISubprogram that is a Definition",
    ),
    ("!0 = !DIFoo()\n", "1:6: expected metadata type"),
    ("!0 = !DILocation(line: 1, scope: null)\n", "1:34: 'scope' cannot be null"),
    ("!0 = !{i32 1, metadata !1}\n", "1:15: invalid metadata-value-metadata roundtrip"),
    ("!0 = !DIBasicType(name: 3)\n", "1:25: expected string constant"),
    ("!0 = !{i32 %x}\n", "1:12: invalid use of function-local name"),
    (
        '!0 = !DIEnumerator(name: "a", value: -1, isUnsigned: true)\n',
        "2:1: unsigned enumerator with negative value",
    ),
]


@pytest.mark.parametrize("text, expected", DIAGNOSTIC_CASES)
def test_diagnostics_match_llvm_as(text: str, expected: str) -> None:
    assert parse_error(text) == expected


@pytest.mark.skipif(shutil.which("llvm-as") is None, reason="needs LLVM 14's llvm-as")
@pytest.mark.parametrize("text, expected", DIAGNOSTIC_CASES)
def test_diagnostics_agree_with_llvm_as(tmp_path: Any, text: str, expected: str) -> None:
    path = tmp_path / "t.ll"
    path.write_text(text)
    proc = subprocess.run(
        ["llvm-as", "t.ll", "-o", "/dev/null"], capture_output=True, text=True, cwd=tmp_path
    )
    assert proc.returncode != 0
    loc, _, message = expected.partition(": ")
    assert f"t.ll:{loc}: error: {message}\n" in proc.stderr


def test_zero_spflags_print_and_unnamed_global_variable() -> None:
    # clang 16 writes unnamed DIGlobalVariables for string literals; a declaration with no
    # subprogram flags prints `spFlags: 0` (llvm-dis output for these lines).
    text = (
        "!n = !{!0, !1}\n"
        '!0 = !DISubprogram(name: "Box", scope: null, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)\n'
        "!1 = distinct !DIGlobalVariable(scope: null, line: 60, isLocal: true, isDefinition: true)\n"
    )
    assert roundtrip(text) == (
        "!n = !{!0, !1}\n\n"
        '!0 = !DISubprogram(name: "Box", scope: null, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)\n'
        "!1 = distinct !DIGlobalVariable(scope: null, line: 60, isLocal: true, isDefinition: true)\n"
    )


def test_identical_uniqued_nodes_merge_and_self_reference_becomes_distinct() -> None:
    # llvm-as merges !1 and !3 (same operands, uniqued), keeps the distinct !4 apart, and
    # makes the self-referencing uniqued !5 distinct; llvm-dis prints this module as below.
    text = (
        "!n = !{!0, !2, !4, !5, !6}\n"
        '!0 = !{!1}\n!1 = !{!"s", i32 1}\n!2 = !{!3}\n!3 = !{!"s", i32 1}\n'
        '!4 = distinct !{!"s", i32 1}\n!5 = !{i64 16, !5}\n'
        "!6 = !DILocation(line: 2, scope: !4)\n!7 = !DILocation(line: 2, scope: !4)\n"
        "!m = !{!7}\n"
    )
    assert roundtrip(text) == (
        "!n = !{!0, !0, !2, !3, !4}\n!m = !{!4}\n\n"
        '!0 = !{!1}\n!1 = !{!"s", i32 1}\n!2 = distinct !{!"s", i32 1}\n'
        "!3 = distinct !{i64 16, !3}\n!4 = !DILocation(line: 2, scope: !2)\n"
    )
