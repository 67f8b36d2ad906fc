"""The metadata model: kind registry numbering and the structured accessors."""

from __future__ import annotations

import subprocess
import shutil
from typing import Any

import pytest

from pyllc.ir.constants import ConstantFP, ConstantInt
from pyllc.ir.context import Context
from pyllc.ir.metadata import (
    DI_KIND,
    FIXED_MD_KINDS,
    MD_DIAssignID,
    MD_callback,
    MD_dbg,
    MD_pcsections,
    ConstantAsMetadata,
    DIExpression,
    DINode,
    MDKindTable,
    MDString,
    MDTuple,
    Metadata,
    MetadataShapeError,
    get_absolute_symbol,
    get_align,
    get_alias_scopes,
    get_associated,
    get_branch_weights,
    get_bytes,
    get_callbacks,
    get_callees,
    get_function_entry_count,
    get_heap_alloc_site_type,
    get_invariant_group,
    get_irr_loop_header_weight,
    get_loop_properties,
    get_pc_sections,
    get_range,
    get_section_prefix,
    get_srcloc,
    get_tbaa_access_tag,
    get_tbaa_struct,
    get_type_ids,
    get_value_profile,
    is_empty_node,
    is_make_implicit,
    is_nontemporal,
    get_fpmath_accuracy,
    get_debug_loc,
    field_index,
    DILOC_LINE,
    DILOC_COLUMN,
    DISP_UNIT,
)
from pyllc.ir.values import Value

CTX = Context()


def ci(bits: int, value: int) -> ConstantAsMetadata:
    return ConstantAsMetadata(ConstantInt(CTX.int_type(bits), value))


def s(text: str) -> MDString:
    return MDString(text)


def t(*ops: Metadata | None, distinct: bool = False) -> MDTuple:
    return MDTuple(list(ops), distinct)


# ---- kind registry -----------------------------------------------------------------------


def test_fixed_kind_ids() -> None:
    table = MDKindTable()
    assert table.get_md_kind_id("dbg") == MD_dbg == 0
    assert table.get_md_kind_id("tbaa") == 1
    assert table.get_md_kind_id("prof") == 2
    assert table.get_md_kind_id("range") == 4
    assert table.get_md_kind_id("nontemporal") == 9
    assert table.get_md_kind_id("llvm.loop") == 18
    assert table.get_md_kind_id("callback") == MD_callback == 26
    assert table.get_md_kind_id("llvm.preserve.access.index") == 27
    assert table.get_md_kind_id("noundef") == 29
    assert table.get_md_kind_id("pcsections") == MD_pcsections == 37
    assert table.get_md_kind_id("DIAssignID") == MD_DIAssignID == 38
    assert len(FIXED_MD_KINDS) == 39


def test_custom_kinds_in_order_of_first_use() -> None:
    table = MDKindTable()
    assert table.lookup("zzz") is None
    assert table.get_md_kind_id("zzz") == 39
    assert table.get_md_kind_id("heapallocsite") == 40
    assert table.get_md_kind_id("zzz") == 39
    assert table.get_md_kind_id("srcloc") == 41
    assert table.get_md_kind_name(40) == "heapallocsite"
    assert table.get_md_kind_names()[37:] == ["pcsections", "DIAssignID", "zzz", "heapallocsite", "srcloc"]


def _bitcode_kinds(tool_dir: str, tmp_path: Any) -> list[str]:
    src = tmp_path / "k.ll"
    src.write_text("define void @f() {\n  ret void, !zzcustom !0\n}\n!0 = !{}\n")
    bc = tmp_path / "k.bc"
    subprocess.run([f"{tool_dir}/llvm-as", str(src), "-o", str(bc)], check=True)
    dump = subprocess.run(
        [f"{tool_dir}/llvm-bcanalyzer", "-dump", str(bc)], capture_output=True, text=True
    ).stdout
    names: list[str] = []
    for line in dump.splitlines():
        line = line.strip()
        if line.startswith("<KIND "):
            ops = [int(f.split("=")[1].rstrip("/>")) for f in line[6:].split() if f.startswith("op")]
            assert ops[0] == len(names)
            names.append("".join(map(chr, ops[1:])))
    return names


@pytest.mark.skipif(shutil.which("/usr/lib/llvm-16/bin/llvm-bcanalyzer") is None, reason="needs LLVM 16")
def test_fixed_kinds_match_llvm16_bitcode(tmp_path: Any) -> None:
    # llvm-as-16 writes every registered kind into the METADATA_KIND block: the fixed ones,
    # then the custom kind of the input.
    names = _bitcode_kinds("/usr/lib/llvm-16/bin", tmp_path)
    assert names[: len(FIXED_MD_KINDS)] == list(FIXED_MD_KINDS)
    assert names[len(FIXED_MD_KINDS)] == "zzcustom"


# ---- accessors ------------------------------------------------------------------------------


def test_branch_weights() -> None:
    assert get_branch_weights(t(s("branch_weights"), ci(32, 2000), ci(32, 1))) == (2000, 1)
    assert get_branch_weights(t(s("branch_weights"), ci(32, -1))) == (0xFFFFFFFF,)
    with pytest.raises(MetadataShapeError):
        get_branch_weights(t(s("VP"), ci(32, 1)))
    with pytest.raises(MetadataShapeError):
        get_branch_weights(t(s("branch_weights")))
    with pytest.raises(MetadataShapeError):
        get_branch_weights(t(s("branch_weights"), s("x")))


def test_function_entry_count_and_value_profile() -> None:
    assert get_function_entry_count(t(s("function_entry_count"), ci(64, 100))) == (100, False, ())
    assert get_function_entry_count(t(s("synthetic_function_entry_count"), ci(64, 5), ci(64, 77))) == (
        5,
        True,
        (77,),
    )
    vp = t(s("VP"), ci(32, 0), ci(64, 1600), ci(64, -4377547752858689819), ci(64, 410))
    assert get_value_profile(vp) == (0, 1600, ((2**64 - 4377547752858689819, 410),))
    with pytest.raises(MetadataShapeError):
        get_function_entry_count(t(s("branch_weights"), ci(32, 1)))


def test_range() -> None:
    assert get_range(t(ci(8, 0), ci(8, 2))) == (8, ((0, 2),))
    assert get_range(t(ci(8, -2), ci(8, 0), ci(8, 3), ci(8, 6))) == (8, ((254, 0), (3, 6)))
    assert get_range(t(ci(8, 255), ci(8, 2))) == (8, ((255, 2),))
    for bad in (t(ci(8, 1)), t(ci(8, 1), ci(16, 2)), t(ci(8, 3), ci(8, 3)), t(), t(s("a"), ci(8, 1))):
        with pytest.raises(MetadataShapeError):
            get_range(bad)


def test_absolute_symbol_allows_full_set() -> None:
    assert get_absolute_symbol(t(ci(64, 0), ci(64, 256))) == (64, ((0, 256),))
    assert get_absolute_symbol(t(ci(64, -1), ci(64, -1))) == (64, ((2**64 - 1, 2**64 - 1),))
    with pytest.raises(MetadataShapeError):
        get_range(t(ci(64, -1), ci(64, -1)))


def test_pc_sections() -> None:
    aux1 = t(ci(32, 7), ci(64, -1))
    aux2 = t(ci(8, 3))
    secs = get_pc_sections(t(s("s1"), aux1, aux2, s("s2!C"), aux1, s("s3")))
    assert [(x.name, x.compress, x.aux) for x in secs] == [
        ("s1", False, ((32, 7), (64, 2**64 - 1), (8, 3))),
        ("s2", True, ((32, 7), (64, 2**64 - 1))),
        ("s3", False, ()),
    ]
    with pytest.raises(MetadataShapeError):
        get_pc_sections(t(aux1, s("s")))
    with pytest.raises(MetadataShapeError):
        get_pc_sections(t(s("s!X")))
    with pytest.raises(MetadataShapeError):
        get_pc_sections(t(s("s"), t(s("not a constant"))))


def test_simple_flags() -> None:
    assert is_nontemporal(t(ci(32, 1)))
    with pytest.raises(MetadataShapeError):
        is_nontemporal(t(ci(32, 0)))
    assert is_empty_node(t(), "!nonnull")
    with pytest.raises(MetadataShapeError):
        is_empty_node(t(ci(32, 1)), "!noundef")
    assert is_make_implicit(t(ci(32, 5)))
    group = t()
    assert get_invariant_group(group) is group


def test_bytes_and_align() -> None:
    assert get_bytes(t(ci(64, 16))) == 16
    assert get_bytes(t(ci(64, 8)), "!dereferenceable_or_null") == 8
    assert get_align(t(ci(64, 32))) == 32
    with pytest.raises(MetadataShapeError):
        get_bytes(t(ci(32, 16)))
    with pytest.raises(MetadataShapeError):
        get_align(t(ci(64, 12)))


def test_section_prefix_associated_callees() -> None:
    assert get_section_prefix(t(s("function_section_prefix"), s("hot"))) == "hot"
    with pytest.raises(MetadataShapeError):
        get_section_prefix(t(s("section"), s("hot")))
    g = Value(CTX.opaque_ptr, "a")
    assert get_associated(t(ConstantAsMetadata(g))) is g
    with pytest.raises(MetadataShapeError):
        get_associated(t(ConstantAsMetadata(g), ConstantAsMetadata(g)))
    f1, f2 = Value(CTX.opaque_ptr, "add"), Value(CTX.opaque_ptr, "sub")
    assert get_callees(t(ConstantAsMetadata(f1), ConstantAsMetadata(f2))) == (f1, f2)


def test_callback() -> None:
    enc1 = t(ci(64, 2), ci(64, 3), ci(1, 0))
    enc2 = t(ci(64, 2), ci(64, -1), ci(64, -1), ci(1, 1))
    cbs = get_callbacks(t(enc1, enc2))
    assert [(c.callee_arg, c.payload_args, c.var_args_passthrough) for c in cbs] == [
        (2, (3,), False),
        (2, (-1, -1), True),
    ]
    with pytest.raises(MetadataShapeError):
        get_callbacks(t(t(ci(64, 2), ci(64, 3))))


def test_irr_loop_srcloc_type() -> None:
    assert get_irr_loop_header_weight(t(s("loop_header_weight"), ci(64, 100))) == 100
    assert get_srcloc(t(ci(64, 123), ci(64, 456))) == (123, 456)
    tid = s("_ZTS1A")
    assert get_type_ids(t(ci(64, 16), tid)) == (16, tid)
    di_type = DINode(DI_KIND["DIBasicType"], [0x24, "int", 32, 0, 5, 0])
    assert get_heap_alloc_site_type(di_type) is di_type


def test_tbaa() -> None:
    root = t(s("Simple C/C++ TBAA"))
    char = t(s("omnipotent char"), root, ci(64, 0))
    int_ty = t(s("int"), char, ci(64, 0))
    struct = t(s("S"), int_ty, ci(64, 0), int_ty, ci(64, 4))
    tag = get_tbaa_access_tag(t(struct, int_ty, ci(64, 4)))
    assert tag.base_type is struct and tag.access_type is int_ty and tag.offset == 4
    assert tag.is_struct_path and not tag.is_constant and tag.access_type_name() == "int"
    const_tag = get_tbaa_access_tag(t(int_ty, int_ty, ci(64, 0), ci(64, 1)))
    assert const_tag.is_constant
    scalar = t(s("int"), root)
    old = get_tbaa_access_tag(scalar)
    assert not old.is_struct_path and old.access_type is scalar
    assert get_tbaa_struct(t(ci(64, 0), ci(64, 4), tag_node := t(int_ty, int_ty, ci(64, 0)))) == (
        (0, 4, tag_node),
    )
    with pytest.raises(MetadataShapeError):
        get_tbaa_access_tag(t(ci(64, 0)))


def test_alias_scopes() -> None:
    domain = t(None, s("dom"), distinct=True)
    domain.operands[0] = domain
    scope = t(None, domain, s("scope A"), distinct=True)
    scope.operands[0] = scope
    (sc,) = get_alias_scopes(t(scope))
    assert sc.scope is scope and sc.domain is domain and sc.name == "scope A" and sc.domain_name == "dom"
    with pytest.raises(MetadataShapeError):
        get_alias_scopes(t(t(s("x"))))


def test_loop_properties() -> None:
    start = DINode(DI_KIND["DILocation"], [3, 1, t(distinct=True), None, False])
    props = (t(s("llvm.loop.mustprogress")), t(s("llvm.loop.unroll.count"), ci(32, 4)))
    loop = t(None, start, *props, distinct=True)
    loop.operands[0] = loop
    props = get_loop_properties(loop)
    assert props.has("llvm.loop.mustprogress") and props.int_value("llvm.loop.unroll.count") == 4
    assert props.locations == (start,)
    with pytest.raises(MetadataShapeError):
        get_loop_properties(t(t(s("llvm.loop.mustprogress"))))


def test_fpmath() -> None:
    fp = ConstantFP(CTX.float_ty, 0x40200000, "2.5")
    assert get_fpmath_accuracy(t(ConstantAsMetadata(fp))) == 2.5
    dbl = ConstantFP(CTX.double_ty, 0x3FF8000000000000, "1.5")
    assert get_fpmath_accuracy(t(ConstantAsMetadata(dbl))) == 1.5
    for bad in (t(), t(ci(32, 1)), t(ConstantAsMetadata(ConstantFP(CTX.float_ty, 0xBF800000, "-1.0")))):
        with pytest.raises(MetadataShapeError):
            get_fpmath_accuracy(bad)


def test_di_expression_ops() -> None:
    e = DIExpression((0x23, 8, 0x1000, 0, 32))
    assert e.expr_ops() == [(0x23, (8,)), (0x1000, (0, 32))]
    assert e.fragment() == (0, 32)
    assert DIExpression((0x23,)).expr_ops() is None
    assert DIExpression((0x06,)).fragment() is None


def test_dinode_field_lookup_and_operands() -> None:
    scope = t(distinct=True)
    loc = DINode(DI_KIND["DILocation"], [7, 2, scope, None, False])
    assert loc.get("line") == 7 and loc.get("column") == 2 and loc.get("scope") is scope
    assert loc.kind_name == "DILocation"
    assert loc.operands == [scope, None]
    with pytest.raises(KeyError):
        loc.get("file")


def test_debug_loc_and_field_indices() -> None:
    scope = t(distinct=True)
    loc = DINode(DI_KIND["DILocation"], [12, 7, scope, None, False])
    assert get_debug_loc(loc) == (12, 7, scope, None)
    assert loc.fields[DILOC_LINE] == 12 and loc.fields[DILOC_COLUMN] == 7
    assert field_index("DISubprogram", "unit") == DISP_UNIT
    with pytest.raises(MetadataShapeError):
        get_debug_loc(t())
