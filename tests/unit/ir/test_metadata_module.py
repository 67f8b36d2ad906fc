"""Metadata read by the real IR parser: attachments reach instructions and functions with the
context's kind ids, and the structured accessors decode them."""

from __future__ import annotations

from pyllc.ir.metadata import (
    MD_DIAssignID,
    MD_pcsections,
    MD_prof,
    MD_range,
    MD_tbaa,
    DINode,
    LocalAsMetadata,
    get_branch_weights,
    get_pc_sections,
    get_range,
    get_tbaa_access_tag,
)
from pyllc.ir.metadata_printer import MetadataSlotTracker
from pyllc.ir.parser import parse_assembly
from pyllc.ir.values import MetadataAsValue

TEXT = """
define i32 @f(ptr %p, i1 %c) !pcsections !0 {
entry:
  %x = load i32, ptr %p, align 4, !range !3, !tbaa !4, !pcsections !0
  store i32 %x, ptr %p, align 4, !DIAssignID !7
  br i1 %c, label %a, label %b, !prof !8
a:
  call void @llvm.dbg.value(metadata i32 %y, metadata !9, metadata !DIExpression()), !dbg !12
  %y = add i32 %x, 1
  ret i32 %y
b:
  ret i32 0
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!14}
!0 = !{!"sec!C", !1, !"sec2", !2}
!1 = !{i32 1, i64 -1}
!2 = !{i8 7}
!3 = !{i32 0, i32 10}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !DIAssignID()
!8 = !{!"branch_weights", i32 3, i32 97}
!9 = !DILocalVariable(name: "y", scope: !10)
!10 = distinct !DISubprogram(name: "f", scope: null, spFlags: DISPFlagDefinition, unit: !11)
!11 = distinct !DICompileUnit(language: DW_LANG_C99, file: !13, emissionKind: FullDebug)
!12 = !DILocation(line: 3, scope: !10)
!13 = !DIFile(filename: "f.c", directory: "/")
!14 = !{i32 2, !"Debug Info Version", i32 3}
"""


def test_attachments_and_accessors_through_the_parser() -> None:
    m = parse_assembly(TEXT, "t.ll")
    fn = m.functions[0]
    assert fn.md is not None and fn.md[0][0] == MD_pcsections
    secs = get_pc_sections(fn.md[0][1])
    assert [(s.name, s.compress, s.aux) for s in secs] == [
        ("sec", True, ((32, 1), (64, 2**64 - 1))),
        ("sec2", False, ((8, 7),)),
    ]
    entry = fn.blocks[0]
    load, store, br = entry.instructions
    kinds = dict(load.md)
    assert get_range(kinds[MD_range]) == (32, ((0, 10),))
    assert get_tbaa_access_tag(kinds[MD_tbaa]).access_type_name() == "int"
    assert kinds[MD_pcsections] is fn.md[0][1]
    assert dict(store.md)[MD_DIAssignID].distinct
    assert get_branch_weights(dict(br.md)[MD_prof]) == (3, 97)


def test_forward_referenced_local_in_dbg_value_resolves() -> None:
    m = parse_assembly(TEXT, "t.ll")
    block_a = m.functions[0].blocks[1]
    call, add = block_a.instructions[0], block_a.instructions[1]
    arg = call.operands[0]
    assert isinstance(arg, MetadataAsValue) and isinstance(arg.md, LocalAsMetadata)
    assert arg.md.value is add
    # Metadata uses are not IR uses.
    assert all(u is not arg.md for u in add.uses)


def test_slot_tracker_numbers_in_llvm_order() -> None:
    # llvm-dis-16 numbers this module: named metadata first (compile unit, its file, the module
    # flag), then the function's !pcsections and its tuples, the load's attachments in kind-id
    # order (!tbaa chain before !range), the store's DIAssignID, the branch's !prof, and the
    # dbg.value's variable (reaching the subprogram) before the call's !dbg location.
    m = parse_assembly(TEXT, "t.ll")
    slots = MetadataSlotTracker()
    slots.track_module(m)
    source_ids = (11, 13, 14, 0, 1, 2, 4, 5, 6, 3, 7, 8, 9, 10, 12)
    assert slots.nodes == [m.metadata[i] for i in source_ids]
    assert isinstance(slots.nodes[12], DINode) and slots.nodes[12].kind_name == "DILocalVariable"
