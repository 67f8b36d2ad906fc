"""Unit tests of the bitcode metadata loader (pyllc/bitcode/metadata_loader.py).

The loader is driven with record lists in the layouts LLVM 14-16's writer uses (checked against
``llvm-bcanalyzer -dump`` of ``llvm-as`` output); the nodes it builds are printed with the IR printer's
metadata writer and compared with what ``llvm-dis`` prints for the same records.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pyllc.bitcode.bitstream import BitcodeError, Record
from pyllc.bitcode.metadata_loader import MetadataLoader, read_wide_int, upgrade_di_expression
from pyllc.ir.constants import ConstantInt, get_int
from pyllc.ir.context import Context
from pyllc.ir.instructions import Instruction
from pyllc.ir.metadata import (
    ConstantAsMetadata,
    DIArgList,
    DIExpression,
    DINode,
    LocalAsMetadata,
    MDNode,
    MDString,
    MDTuple,
    Metadata,
    TempMDNode,
)
from pyllc.ir.metadata_printer import MetadataSlotTracker, format_md_node_body
from pyllc.ir.module import Function, Module
from pyllc.ir.types import Type
from pyllc.ir.values import Value

ROOT = Path(__file__).resolve().parents[3]

# Record codes used below (LLVMBitCodes.h).
STRINGS, VALUE, NODE, NAME, DISTINCT_NODE, KIND, LOCATION = 35, 2, 3, 4, 5, 6, 7
NAMED_NODE, ATTACHMENT, SUBRANGE, ENUMERATOR, BASIC_TYPE, FILE = 10, 11, 13, 14, 15, 16
DERIVED_TYPE, COMPOSITE_TYPE, COMPILE_UNIT, SUBPROGRAM, EXPRESSION, ARG_LIST = 17, 18, 20, 21, 29, 46
GENERIC_SUBRANGE, GLOBAL_DECL_ATTACHMENT, LOCAL_VAR = 45, 36, 28


class Placeholder(Value):
    """A forward-referenced local, as the reader makes one."""

    __slots__ = ()


def strings_record(*texts: str) -> Record:
    """A METADATA_STRINGS record: VBR6 lengths packed LSB first, padded to 32 bits, then the chars."""
    bits: list[int] = []
    for t in texts:
        n = len(t.encode())
        while True:
            piece = n & 0x1F
            n >>= 5
            if n:
                piece |= 0x20
            bits.extend((piece >> i) & 1 for i in range(6))
            if not n:
                break
    while len(bits) % 32:
        bits.append(0)
    lengths = bytes(sum(bits[i + j] << j for j in range(8)) for i in range(0, len(bits), 8))
    return STRINGS, [len(texts), len(lengths)], lengths + "".join(texts).encode()


class Env:
    """A module, a context, a type table and a value table for the loader's callbacks."""

    def __init__(self) -> None:
        self.ctx = Context()
        self.module = Module("m", self.ctx)
        ctx = self.ctx
        self.i32 = ctx.i32
        self.i64 = ctx.int_type(64)
        self.types: list[Type] = [self.i32, self.i64, ctx.void_ty, ctx.metadata_ty]
        self.values: list[Value] = [get_int(ctx, self.i64, 5), get_int(ctx, self.i32, 3)]
        self.loader = MetadataLoader(self.module, ctx, "x.bc", self.get_type, self.get_value)

    def get_type(self, tid: int) -> Type:
        if tid >= len(self.types):
            raise BitcodeError("x.bc", "Invalid type")
        return self.types[tid]

    def get_value(self, vid: int, ty: Type | None) -> Value:
        if vid >= len(self.values):
            raise BitcodeError("x.bc", "Invalid value ID")
        return self.values[vid]


def write_value(v: Any) -> str:
    if isinstance(v, ConstantInt):
        return f"i{v.type.bits} {v.value}"
    return f"{v.type} %{v.name}"


def _without_module_id(text: str) -> list[str]:
    return [ln for ln in text.splitlines() if not ln.startswith("; ModuleID")]


def show(node: Metadata) -> str:
    assert isinstance(node, MDNode)
    slots = MetadataSlotTracker()
    slots.create_metadata_slot(node)
    return format_md_node_body(node, slots, write_value)


def show_all(root: MDNode) -> list[str]:
    slots = MetadataSlotTracker()
    slots.create_metadata_slot(root)
    return [f"!{i} = {format_md_node_body(n, slots, write_value)}" for i, n in enumerate(slots.nodes)]


def test_strings_nodes_named_and_forward_references() -> None:
    env = Env()
    recs: list[Record] = [
        strings_record("a", "named", "\xe9"),
        (VALUE, [1, 0], None),  # 3: i64 5
        # 4: distinct !{!5, !"a"} -- !5 is a forward reference
        (DISTINCT_NODE, [6, 1], None),
        # 5: !{i64 5, null, !"\xe9"}
        (NODE, [4, 0, 3], None),
        (NAME, list(b"llvm.foo"), None),
        (NAMED_NODE, [4, 5], None),
    ]
    env.loader.parse_module_metadata(recs)
    env.loader.finish()
    nmd = env.module.named_metadata["llvm.foo"]
    first, second = nmd.operands
    assert first.distinct and not second.distinct
    assert first.operands[0] is second and not isinstance(second, TempMDNode)
    assert show_all(first) == ['!0 = distinct !{!1, !"a"}', '!1 = !{i64 5, null, !"\\C3\\A9"}']


def test_named_metadata_must_name_nodes() -> None:
    env = Env()
    with pytest.raises(BitcodeError, match="expect fwd ref to MDNode"):
        env.loader.parse_module_metadata(
            [strings_record("s"), (NAME, list(b"n"), None), (NAMED_NODE, [0], None)]
        )
    env = Env()
    with pytest.raises(BitcodeError, match="METADATA_NAME not followed by METADATA_NAMED_NODE"):
        env.loader.parse_module_metadata([(NAME, list(b"n"), None)])


def test_self_reference_makes_a_uniqued_node_distinct() -> None:
    env = Env()
    env.loader.parse_module_metadata([(NODE, [1], None)])
    node = env.loader.get_metadata(0)
    assert isinstance(node, MDTuple) and node.distinct and node.operands[0] is node


def test_uniqued_duplicates_are_one_node() -> None:
    env = Env()
    env.loader.parse_module_metadata([strings_record("x"), (NODE, [1], None), (NODE, [1], None)])
    assert env.loader.get_metadata(1) is env.loader.get_metadata(2)


def test_unresolved_forward_reference_is_an_error() -> None:
    env = Env()
    with pytest.raises(BitcodeError, match="Invalid record"):
        env.loader.parse_module_metadata([(NODE, [7], None)])


def test_malformed_records() -> None:
    cases: list[tuple[list[Any], str]] = [
        ([(LOCATION, [0, 1], None)], "Invalid record"),
        ([(BASIC_TYPE, [0, 36], None)], "Invalid record"),
        ([(STRINGS, [2, 9], b"\x01")], "metadata strings corrupt offset"),
        ([(STRINGS, [7, 4], b"\x01\x00\x00\x00a")], "metadata strings bad length"),
        ([(STRINGS, [1, 4], b"\x05\x00\x00\x00ab")], "metadata strings truncated chars"),
        ([(STRINGS, [0, 0], b"")], "metadata strings with no strings"),
        ([(VALUE, [1, 0], None), (BASIC_TYPE, [0, 36, 1, 32, 0, 5], None)], "Invalid metadata string"),
        ([(VALUE, [2, 0], None)], "Invalid record"),
        ([(SUBRANGE, [7, 0, 0], None)], "Unsupported version of DISubrange"),
        (
            [(COMPOSITE_TYPE, [0, 19, 0, 0, 0, 0, 0, 0, 1 << 33] + [0] * 7, None)],
            "Alignment value is too large",
        ),
        ([(ARG_LIST, [3], None)], "DIArgList should not contain forward refs"),
        ([(EXPRESSION, [9 << 1], None)], "Invalid record"),
        ([(KIND, [1], None)], "Invalid record"),
        ([(KIND, [1, 97], None), (KIND, [1, 98], None)], "Conflicting METADATA_KIND records"),
        ([(NODE, [1 << 40], None)], "Invalid record"),
    ]
    for recs, message in cases:
        env = Env()
        with pytest.raises(BitcodeError, match=message):
            env.loader.parse_module_metadata(recs)


def test_debug_info_records_print_as_llvm_dis() -> None:
    env = Env()
    strings = ("a.c", "/src", "clang", "f", "int", "S", "_ZTS1S", "0123456789abcdef0123456789abcdef")
    recs: list[Record] = [
        strings_record(*strings),  # ids 0..7
        (VALUE, [1, 0], None),  # 8: i64 5
        (FILE, [0, 1, 2, 1, 8], None),  # 9
        # 10: DICompileUnit(C99, file, producer, isOptimized, ..., emissionKind FullDebug, ... nameTableKind None)
        (COMPILE_UNIT, [1, 12, 10, 3, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0], None),
        (BASIC_TYPE, [0, 36, 5, 32, 0, 5], None),  # 11: int
        (NODE, [12, 12], None),  # 12: !{int, int}
        (19, [2, 0, 13, 0], None),  # 13: DISubroutineType(types: !12)
        # 14: subprogram (LLVM 14/16 layout, spFlags Definition)
        (SUBPROGRAM, [7, 10, 4, 0, 10, 3, 14, 3, 0, 8, 0, 256, 11, 0, 0, 0, 0, 0, 0], None),
        (SUBRANGE, [5, 9, 0, 0, 0], None),  # 15: the distinct bit is dropped as LLVM drops it
        (NODE, [16], None),  # 16
        # 17: DICompositeType(array, baseType int, size 160, elements !16)
        (COMPOSITE_TYPE, [2, 1, 0, 0, 0, 0, 12, 160, 0, 0, 0, 17, 0, 0, 0, 0], None),
        (ENUMERATOR, [2, 8589934590, 5], None),  # 18: value 4294967295, isUnsigned
        (ENUMERATOR, [0, 1, 5], None),  # 19: value -1 (rotated sign)
        (ENUMERATOR, [4, 128, 5, 0, 2], None),  # 20: a 128-bit value 1 << 64
        (LOCATION, [0, 3, 70000, 14, 0], None),  # 21: column too large -> 0
        (DERIVED_TYPE, [0, 13, 6, 10, 8, 0, 12, 32, 0, 0, 524288, 9, 2], None),  # 22
    ]
    env.loader.parse_module_metadata(recs)
    get = env.loader.get_metadata
    assert show(get(9)) == (
        '!DIFile(filename: "a.c", directory: "/src", checksumkind: CSK_MD5, '
        'checksum: "0123456789abcdef0123456789abcdef")'
    )
    assert show(get(10)) == (
        'distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, '
        "runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: None)"
    )
    assert show(get(14)) == (
        'distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !2, scopeLine: 3, '
        "flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5)"
    )
    assert show(get(15)) == "!DISubrange(count: 5)"
    assert show(get(17)) == "!DICompositeType(tag: DW_TAG_array_type, baseType: !1, size: 160, elements: !2)"
    assert show(get(18)) == '!DIEnumerator(name: "int", value: 4294967295, isUnsigned: true)'
    assert show(get(19)) == '!DIEnumerator(name: "int", value: -1)'
    assert show(get(20)) == f'!DIEnumerator(name: "int", value: {1 << 64})'
    assert show(get(21)) == "!DILocation(line: 3, scope: !1)"
    assert show(get(22)) == (
        '!DIDerivedType(tag: DW_TAG_member, name: "S", file: !1, line: 8, baseType: !2, '
        "size: 32, flags: DIFlagBitField, extraData: i64 5, dwarfAddressSpace: 1)"
    )
    sp = get(14)
    assert isinstance(sp, DINode)
    assert sp.get("isDefinition") is True and sp.get("isLocal") is False  # legacy fields at their defaults


def test_old_subprogram_flags_and_cu_subprogram_list() -> None:
    env = Env()
    recs: list[Record] = [
        strings_record("a.c", "/src", "g"),
        (FILE, [0, 1, 2], None),  # 3
        # 4: an old-style subprogram (no DISPFlags): isLocal, isDefinition, virtuality 1, isOptimized
        (SUBPROGRAM, [1, 4, 3, 0, 4, 9, 0, 1, 1, 9, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0], None),
        (NODE, [5], None),  # 5: !{sp}
        (COMPILE_UNIT, [1, 12, 4, 0, 0, 0, 0, 0, 1, 0, 0, 6, 0, 0], None),  # 6: lists !5
    ]
    env.loader.parse_module_metadata(recs)
    sp = env.loader.get_metadata(4)
    cu = env.loader.get_metadata(6)
    assert isinstance(sp, DINode)
    assert sp.get("spFlags") == 1 | 4 | 8 | 16
    assert sp.get("unit") is cu and cu in sp.operands


def test_subrange_and_generic_subrange_bounds() -> None:
    env = Env()
    recs: list[Record] = [
        (VALUE, [1, 0], None),  # 0: i64 5
        (EXPRESSION, [6, 0x11, 3, 0x9F], None),  # 1: DW_OP_consts 3, DW_OP_stack_value
        (EXPRESSION, [6, 0x10, 2], None),  # 2: DW_OP_constu 2 (not a signed constant)
        (GENERIC_SUBRANGE, [1, 0, 2, 3, 0], None),  # 3
        (SUBRANGE, [0, 10, 3], None),  # 4: version 0: count 10, lowerBound -2
        (SUBRANGE, [2, 1, 4], None),  # 5: version 1: count i64 5, lowerBound 2
    ]
    env.loader.parse_module_metadata(recs)
    get = env.loader.get_metadata
    assert show(get(3)) == "!DIGenericSubrange(lowerBound: 3, upperBound: !DIExpression(DW_OP_constu, 2))"
    assert show(get(4)) == "!DISubrange(count: 10, lowerBound: -2)"
    assert show(get(5)) == "!DISubrange(count: 5, lowerBound: 2)"


def test_expression_upgrades() -> None:
    deref, plus, minus, bit_piece, frag = 0x06, 0x22, 0x1C, 0x9D, 0x1000
    assert upgrade_di_expression(3, [deref, 0x23, 8]) == [deref, 0x23, 8]
    assert upgrade_di_expression(2, [plus, 8, minus, 4]) == [0x23, 8, 0x10, 4, minus]
    assert upgrade_di_expression(1, [deref, plus, 8, frag, 0, 32]) == [0x23, 8, deref, frag, 0, 32]
    assert upgrade_di_expression(0, [bit_piece, 0, 8]) == [frag, 0, 8]
    assert upgrade_di_expression(4, []) is None


def test_wide_enumerator_values() -> None:
    assert read_wide_int([2], 64, True) == 1
    assert read_wide_int([3], 8, True) == -1
    assert read_wide_int([1], 64, True) == -(1 << 63)
    assert read_wide_int([0, 2], 128, True) == 1 << 64
    assert read_wide_int([3, 3], 1 << 40, True) == (1 << 128) - 1  # huge widths cost nothing


def test_debug_loc_shares_the_metadata_block_location() -> None:
    env = Env()
    recs: list[Record] = [
        strings_record("a.c", "/d"),
        (FILE, [0, 1, 2], None),  # 2
        (21, [7, 0, 0, 0, 3, 1, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0], None),  # 3: a minimal definition
        (LOCATION, [0, 4, 2, 3, 0], None),  # 4
        (NODE, [5], None),  # 5: !{!4}
    ]
    env.loader.parse_module_metadata(recs)
    loc = env.loader.get_debug_loc(4, 2, 4, 0, False)
    assert loc is env.loader.get_metadata(4)
    other = env.loader.get_debug_loc(4, 3, 4, 0, False)
    assert other is not loc and other is env.loader.get_debug_loc(4, 3, 4, 0, False)
    with pytest.raises(BitcodeError, match="Invalid record"):
        env.loader.get_debug_loc(1, 1, 0, 0, False)


def test_function_local_metadata_and_attachments() -> None:
    env = Env()
    ctx = env.ctx
    fty = ctx.function_type(ctx.void_ty, ())
    fn = Function(ctx.pointer_type(fty), fty, "f")
    loader = env.loader
    loader.parse_kinds(
        [(KIND, [0, *b"dbg"], None), (KIND, [1, *b"tbaa"], None), (KIND, [40, *b"my.kind"], None)]
    )
    assert loader.get_kind(40) == ctx.get_md_kind_id("my.kind")
    loader.parse_module_metadata(
        [strings_record("s"), (NODE, [1], None), (NODE, [], None)]
    )  # 1: !{!"s"}, 2: !{}
    ph = Placeholder(env.i32, "")
    env.values.append(ph)  # value 2: an instruction defined later
    loader.enter_function()
    loader.parse_function_metadata(
        [(VALUE, [0, 2], None), (VALUE, [0, 1], None), (ARG_LIST, [3, 4], None)]  # ids 3, 4, 5
    )
    local = loader.get_metadata(3)
    args = loader.get_metadata(5)
    assert isinstance(local, LocalAsMetadata) and isinstance(loader.get_metadata(4), ConstantAsMetadata)
    assert isinstance(args, DIArgList) and args.args[0] is local
    inst = Instruction(0, env.i32, [], "x")
    ph.replace_all_uses_with(inst)  # the reader resolves the placeholder
    assert local.value is inst and inst.uses == [local]
    loader.parse_attachments(
        [
            (ATTACHMENT, [1, 2], None),  # the function: !tbaa !{}
            (ATTACHMENT, [0, 1, 1, 40, 2, 1, 2], None),  # the instruction: tbaa replaced, my.kind
            (ATTACHMENT, [0, 40, 3, 1, 1], None),  # a LocalAsMetadata attachment drops the rest
        ],
        fn,
        [inst],
    )
    md: list[tuple[int, Metadata]] = inst.md or []
    assert [k for k, _ in md] == [1, ctx.get_md_kind_id("my.kind")]
    assert md[0][1] is loader.get_metadata(2) and fn.md == [(1, loader.get_metadata(2))]
    with pytest.raises(BitcodeError, match="Invalid ID"):
        loader.parse_attachments([(ATTACHMENT, [0, 9, 1], None)], fn, [inst])
    with pytest.raises(BitcodeError, match="Invalid record"):
        loader.parse_attachments([(ATTACHMENT, [5, 1, 1], None)], fn, [inst])
    loader.exit_function()
    assert inst.uses == []  # metadata uses are not IR uses
    assert isinstance(loader.get_metadata(3), TempMDNode)  # the function's ids are gone
    with pytest.raises(BitcodeError, match="outgoing forward refs"):
        loader.exit_function()


def test_function_block_refuses_open_forward_references() -> None:
    env = Env()
    env.loader.get_metadata(0)
    env.loader.enter_function()
    with pytest.raises(BitcodeError, match="fwd refs into function blocks"):
        env.loader.parse_function_metadata([])


def test_global_decl_attachment_and_local_variable() -> None:
    env = Env()
    ctx = env.ctx
    fty = ctx.function_type(ctx.void_ty, ())
    fn = Function(ctx.pointer_type(fty), fty, "decl")
    env.values.append(fn)  # value 2
    env.loader.parse_kinds([(KIND, [0, *b"dbg"], None)])
    recs: list[Record] = [
        strings_record("v"),
        (NODE, [], None),  # 1
        (LOCAL_VAR, [3, 2, 1, 0, 7, 0, 2, 64, 32], None),  # 2: name "v", arg 2, flags Artificial, align 32
        (GLOBAL_DECL_ATTACHMENT, [2, 0, 1], None),
    ]
    env.loader.parse_module_metadata(recs)
    assert fn.md == [(0, env.loader.get_metadata(1))]
    var = env.loader.get_metadata(2)
    assert isinstance(var, MDNode)
    assert show(var) == (
        'distinct !DILocalVariable(name: "v", arg: 2, scope: !1, line: 7, flags: DIFlagArtificial, align: 32)'
    )


def test_expression_is_uniqued_and_never_distinct() -> None:
    env = Env()
    env.loader.parse_module_metadata([(EXPRESSION, [7, 0x06], None), (EXPRESSION, [6, 0x06], None)])
    e = env.loader.get_metadata(0)
    assert isinstance(e, DIExpression) and not e.distinct and e is env.loader.get_metadata(1)
    assert isinstance(env.loader.get_metadata(0), MDNode) and not isinstance(e, MDString)


@pytest.mark.skipif(shutil.which("llvm-dis-16") is None, reason="needs llvm-dis-16 (the oracle)")
def test_clang_debug_bitcode_matches_its_text(tmp_path: Path) -> None:
    """clang-16 -O2 -g bitcode (committed) read by the loader prints as the text parser prints llvm-dis's
    text for it."""
    from pyllc.bitcode import parse_bitcode
    from pyllc.ir.parser import parse_assembly
    from pyllc.ir.printer import print_module

    bc = ROOT / "tests/differential/bc/loops_basic.c16-O2-g.bc"
    text = subprocess.run(
        ["llvm-dis-16", str(bc), "-o", "-"], capture_output=True, check=True, text=True
    ).stdout
    from_bc = print_module(parse_bitcode(bc.read_bytes(), str(bc)))
    from_text = print_module(parse_assembly(text, os.fspath(tmp_path / "x.ll")))
    assert _without_module_id(from_bc) == _without_module_id(from_text)
    assert "!DICompileUnit(" in from_bc and "!dbg !" in from_bc


def test_every_record_shape_fails_cleanly() -> None:
    """Each record code with 0-23 operands of a few values either loads (and prints) or raises
    BitcodeError: never an IndexError or another internal exception."""
    for code in range(1, 50):
        for n in range(24):
            for first in (0, 1, 2, 4, 7):
                for fill in (0, 2):
                    env = Env()
                    ops = [first] + [fill] * (n - 1) if n else []
                    try:
                        env.loader.parse_module_metadata(
                            [strings_record("s"), (VALUE, [1, 0], None), (code, ops, None)]
                        )
                    except BitcodeError:
                        continue
                    md = env.loader.md_list[-1]
                    if isinstance(md, MDNode):
                        show(md)
