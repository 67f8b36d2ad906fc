"""Metadata in LLVM's text form (LLVM: lib/IR/AsmWriter.cpp -- SlotTracker's metadata part,
``writeMDNodeBodyInternal``, ``MDFieldPrinter``, ``printNamedMDNode``, ``writeAllMDNodes``).

Numbering (the slot tracker)
----------------------------
Metadata nodes are printed once, at the end of the module, as ``!N = ...``; everywhere else
they appear as ``!N``.  The numbers are handed out in the order LLVM's ``SlotTracker`` meets
the nodes while it walks the module (``processModule`` with all metadata initialised):

1. each global variable's attachments (by kind id);
2. the operands of each named metadata node, in module order;
3. for each function (declarations too): its attachments, then for each instruction of each
   block, the ``metadata`` operands of calls to intrinsics, then the instruction's attachments
   (``!dbg`` first, then by kind id).

``CreateMetadataSlot`` numbers a node on first sight and then, depth first, each of its
operands that is itself a node; so a node always precedes the nodes it reaches for the first
time.  DIExpressions and DIArgLists get no number (they are printed inline) and strings and
values are never numbered.  The walk here keeps LLVM's preorder with an explicit stack, so a
long chain of scopes or inlined-at locations cannot exhaust Python's recursion limit.

Writing
-------
A tuple prints as ``!{op, ...}`` (``null``, ``!"str"``, ``type value``, ``!N``); a specialised
node as ``!DIKind(field: value, ...)``, fields in LLVM's order from :data:`DI_NODE_SPECS`,
leaving out fields equal to their default as ``MDFieldPrinter`` does (some fields always
print, e.g. ``line`` of a DILocation or ``isOptimized`` of a compile unit).  Strings are
escaped as ``printEscapedString``: printable ASCII other than ``\\`` and ``"`` stays, every
other byte of the UTF-8 encoding becomes ``\\XX``.

Values inside metadata (``i32 7``, ``ptr @g``, ``i32 %x``) are written by the IR printer:
every entry point takes ``write_value``, a callable returning a value's typed operand text.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from pyllc.ir.instructions import Call
from pyllc.ir.module import Function
from pyllc.ir.values import MetadataAsValue
from pyllc.ir.metadata import (
    CHECKSUM_KIND_NAMES,
    DI_NODE_SPECS,
    DI_KIND,
    DW_ATE_NAMES,
    DW_CC_NAMES,
    DW_LANG_NAMES,
    DW_MACINFO_NAMES,
    DW_OP_LLVM_convert,
    DW_OP_NAMES,
    DW_TAG_NAMES,
    DW_VIRTUALITY_NAMES,
    EMISSION_KIND_NAMES,
    F_APSINT,
    F_ATE,
    F_BOOL,
    F_CC,
    F_CSK,
    F_EMISSION,
    F_FLAGS,
    F_LANG,
    F_MACINFO,
    F_MD,
    F_MDLIST,
    F_NAMETABLE,
    F_SINT,
    F_SINT_OR_MD,
    F_SPFLAGS,
    F_STR,
    F_TAG,
    F_UINT,
    F_UINT_OPT,
    F_VIRT,
    NAME_TABLE_KIND_NAMES,
    P_ALWAYS,
    P_NEVER,
    DIArgList,
    DIExpression,
    DINode,
    MDNode,
    MDString,
    Metadata,
    NamedMDNode,
    ValueAsMetadata,
    split_di_flags,
    split_disp_flags,
)

WriteValue = Callable[[Any], str]
_CALL = Call

_DIFile = DI_KIND["DIFile"]
_DISubprogram = DI_KIND["DISubprogram"]
_DIEnumerator = DI_KIND["DIEnumerator"]
_GenericDINode = DI_KIND["GenericDINode"]


class MetadataSlotTracker:
    """Numbers metadata nodes in LLVM's order (the metadata half of LLVM's ``SlotTracker``).

    ``slots`` maps a node to its number; ``nodes`` lists the nodes by number.
    """

    __slots__ = ("slots", "nodes")

    def __init__(self) -> None:
        self.slots: dict[MDNode, int] = {}
        self.nodes: list[MDNode] = []

    def create_metadata_slot(self, node: MDNode) -> None:
        """Number ``node`` and, depth first in operand order, the nodes it reaches (preorder)."""
        if isinstance(node, DIExpression) or node in self.slots:
            return
        slots = self.slots
        nodes = self.nodes
        slots[node] = len(nodes)
        nodes.append(node)
        stack: list[tuple[list[Metadata | None], int]] = [(node.operands, 0)]
        while stack:
            ops, i = stack[-1]
            n = len(ops)
            while i < n:
                op = ops[i]
                i += 1
                if isinstance(op, MDNode) and not isinstance(op, DIExpression) and op not in slots:
                    slots[op] = len(nodes)
                    nodes.append(op)
                    stack[-1] = (ops, i)
                    stack.append((op.operands, 0))
                    break
            else:
                stack.pop()

    def add_attachments(self, attachments: Iterable[tuple[int, MDNode]]) -> None:
        """Number the nodes of an attachment list, in kind-id order (``!dbg`` first)."""
        for _, node in sorted(attachments, key=_kind_key):
            self.create_metadata_slot(node)

    def add_metadata_operand(self, md: Metadata | None) -> None:
        """Number a ``metadata`` call operand if it is a node (a DIArgList or a value is not)."""
        if isinstance(md, MDNode):
            self.create_metadata_slot(md)

    def add_named_metadata(self, nmd: NamedMDNode) -> None:
        for node in nmd.operands:
            self.create_metadata_slot(node)

    def get(self, node: MDNode) -> int:
        """The number of ``node`` or -1."""
        return self.slots.get(node, -1)

    def track_module(self, module: Any) -> None:
        """Walk a module as LLVM's ``SlotTracker::processModule`` does (see the module docstring):
        ``module.globals`` (attachments ``md``), ``module.named_metadata`` (a dict in
        definition order), then ``module.functions``."""
        for gv in module.globals:
            if gv.md:
                self.add_attachments(gv.md)
        for nmd in module.named_metadata.values():
            self.add_named_metadata(nmd)
        for fn in module.functions:
            self.track_function(fn)

    def track_function(self, fn: Any) -> None:
        """Number a function's attachments and its instructions' metadata (``processFunctionMetadata``)."""
        if fn.md:
            self.add_attachments(fn.md)
        for bb in fn.blocks:
            for inst in bb.instructions:
                if inst.opcode == _CALL:
                    self._track_intrinsic_operands(inst)
                if inst.md:
                    self.add_attachments(inst.md)

    def track_instruction(self, inst: Any) -> None:
        """``processInstructionMetadata``: intrinsic-call metadata operands, then attachments."""
        if inst.opcode == _CALL:
            self._track_intrinsic_operands(inst)
        if inst.md:
            self.add_attachments(inst.md)

    def _track_intrinsic_operands(self, inst: Any) -> None:
        # Only calls whose callee is an intrinsic (a function named llvm.*) number the nodes
        # of their `metadata` arguments; the callee is the last operand.
        ops = inst.operands
        if not ops:
            return
        callee = ops[-1]
        if not isinstance(callee, Function) or not callee.name.startswith("llvm."):
            return
        for op in ops:
            if isinstance(op, MetadataAsValue):
                md = op.md
                if isinstance(md, MDNode):
                    self.create_metadata_slot(md)


def _kind_key(pair: tuple[int, MDNode]) -> int:
    return pair[0]


# --------------------------------------------------------------------------------------
# Strings and names
# --------------------------------------------------------------------------------------

_PRINTABLE = tuple(
    chr(b) if 0x20 <= b <= 0x7E and b not in (0x22, 0x5C) else "\\%02X" % b for b in range(256)
)


def escape_string(s: str) -> str:
    """LLVM's ``printEscapedString`` on the UTF-8 bytes of ``s`` (surrogates give back raw bytes)."""
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return s
    table = _PRINTABLE
    return "".join([table[b] for b in s.encode("utf-8", "surrogateescape")])


def _is_ident_char(ch: str, first: bool) -> bool:
    if ch.isascii() and (ch.isalpha() or ch in "$._-"):
        return True
    return not first and ch.isascii() and ch.isdigit()


def format_metadata_name(name: str) -> str:
    """A named-metadata or attachment-kind name as LLVM prints it (``printMetadataIdentifier``):
    characters outside ``[-a-zA-Z$._0-9]`` (or a leading digit) become ``\\XX``."""
    if name and all(_is_ident_char(c, i == 0) for i, c in enumerate(name)):
        return name
    out: list[str] = []
    data = name.encode("utf-8", "surrogateescape")
    for i, b in enumerate(data):
        c = chr(b)
        if b < 0x80 and _is_ident_char(c, i == 0):
            out.append(c)
        else:
            out.append("\\%02X" % b)
    return "".join(out)


# --------------------------------------------------------------------------------------
# Writing nodes
# --------------------------------------------------------------------------------------


def format_metadata_ref(md: Metadata | None, slots: MetadataSlotTracker, write_value: WriteValue) -> str:
    """A metadata operand as it appears inside other metadata or after ``metadata``:
    ``null``, ``!"str"``, ``type value``, ``!N``, or an inline ``!DIExpression(...)`` /
    ``!DIArgList(...)``."""
    if md is None:
        return "null"
    if isinstance(md, MDNode):
        if isinstance(md, DIExpression):
            return format_di_expression(md)
        slot = slots.slots.get(md)
        if slot is not None:
            return f"!{slot}"
        # Not reached by the walk (e.g. printing a lone node): print it inline.
        return format_md_node_body(md, slots, write_value)
    if isinstance(md, MDString):
        return f'!"{escape_string(md.string)}"'
    if isinstance(md, ValueAsMetadata):
        return write_value(md.value)
    if isinstance(md, DIArgList):
        return format_di_arg_list(md, write_value)
    raise TypeError(f"not metadata: {md!r}")


def format_di_expression(expr: DIExpression) -> str:
    """``!DIExpression(DW_OP_..., args...)``; an expression that does not split into known
    operations prints its elements as plain numbers, as LLVM does for an invalid one."""
    ops = expr.expr_ops()
    parts: list[str] = []
    if ops is None:
        parts = [str(e) for e in expr.elements]
    else:
        for op, args in ops:
            parts.append(DW_OP_NAMES.get(op, str(op)))
            if op == DW_OP_LLVM_convert:
                parts.append(str(args[0]))
                parts.append(DW_ATE_NAMES.get(args[1], str(args[1])))
            else:
                parts.extend(str(a) for a in args)
    return "!DIExpression(" + ", ".join(parts) + ")"


def format_di_arg_list(args: DIArgList, write_value: WriteValue) -> str:
    return "!DIArgList(" + ", ".join(write_value(a.value) for a in args.args) + ")"


def format_md_node_body(node: MDNode, slots: MetadataSlotTracker, write_value: WriteValue) -> str:
    """The right-hand side of ``!N = ...``: ``[distinct ]!{...}`` or ``[distinct ]!DIxxx(...)``."""
    prefix = "distinct " if node.distinct else ""
    if isinstance(node, DINode):
        return prefix + _format_di_node(node, slots, write_value)
    if isinstance(node, DIExpression):
        return prefix + format_di_expression(node)
    ops = [format_metadata_ref(op, slots, write_value) for op in node.operands]
    return prefix + "!{" + ", ".join(ops) + "}"


def _enum_text(value: int, names: dict[int, str]) -> str:
    return names.get(value, str(value))


def _flags_text(value: int, split: Callable[[int], tuple[list[str], int]]) -> str:
    names, extra = split(value)
    if extra or not names:
        names.append(str(extra))
    return " | ".join(names)


_ENUM_TABLES: dict[int, dict[int, str]] = {
    F_TAG: DW_TAG_NAMES,
    F_ATE: DW_ATE_NAMES,
    F_LANG: DW_LANG_NAMES,
    F_VIRT: DW_VIRTUALITY_NAMES,
    F_CC: DW_CC_NAMES,
    F_MACINFO: DW_MACINFO_NAMES,
    F_EMISSION: EMISSION_KIND_NAMES,
    F_NAMETABLE: NAME_TABLE_KIND_NAMES,
    F_CSK: CHECKSUM_KIND_NAMES,
}


def _format_di_node(node: DINode, slots: MetadataSlotTracker, write_value: WriteValue) -> str:
    spec = DI_NODE_SPECS[node.kind]
    values = node.fields
    kind = node.kind
    parts: list[str] = []
    for i, field in enumerate(spec.fields):
        policy = field.print_policy
        if policy == P_NEVER:
            continue
        value = values[i]
        ftype = field.type
        name = field.name
        always = policy == P_ALWAYS
        if kind == _DISubprogram and name == "virtualIndex":
            virt = values[spec.index["spFlags"]] & 3
            if virt or value:
                parts.append(f"virtualIndex: {value}")
            continue
        if kind == _DIFile and name == "source":
            if value is not None:
                parts.append(f'source: "{escape_string(value)}"')
            continue
        if kind == _DIFile and name == "checksumkind":
            checksum = values[spec.index["checksum"]]
            if value and checksum is not None:
                parts.append(f"checksumkind: {_enum_text(value, CHECKSUM_KIND_NAMES)}")
                parts.append(f'checksum: "{escape_string(checksum)}"')
            continue
        if kind == _DIFile and name == "checksum":
            continue
        if ftype == F_MD:
            if value is None and not always:
                continue
            parts.append(f"{name}: {format_metadata_ref(value, slots, write_value)}")
        elif ftype == F_STR:
            if not value and not always:
                continue
            parts.append(f'{name}: "{escape_string(value or "")}"')
        elif ftype in (F_UINT, F_SINT, F_APSINT):
            if value == 0 and not always:
                continue
            parts.append(f"{name}: {value}")
        elif ftype == F_UINT_OPT:
            if value is None:
                continue
            parts.append(f"{name}: {value}")
        elif ftype == F_BOOL:
            if value == field.default and not always:
                continue
            parts.append(f"{name}: {'true' if value else 'false'}")
        elif ftype == F_FLAGS:
            if not value:
                continue
            parts.append(f"{name}: {_flags_text(value, split_di_flags)}")
        elif ftype == F_SPFLAGS:
            # Always printed: with no spFlags at all the reader would assume isDefinition: true.
            parts.append(f"{name}: {_flags_text(value, split_disp_flags) if value else 0}")
        elif ftype == F_SINT_OR_MD:
            if isinstance(value, int):
                parts.append(f"{name}: {value}")
            elif value is not None:
                parts.append(f"{name}: {format_metadata_ref(value, slots, write_value)}")
        elif ftype == F_MDLIST:
            if value:
                inner = ", ".join(format_metadata_ref(v, slots, write_value) for v in value)
                parts.append(f"{name}: {{{inner}}}")
        else:
            table = _ENUM_TABLES[ftype]
            if ftype == F_TAG:
                if value == field.default and not always:
                    continue
            elif ftype == F_MACINFO:
                if value == field.default and not always:
                    continue
            elif (value == 0 and not always) or (ftype == F_NAMETABLE and value == 0):
                continue
            parts.append(f"{name}: {_enum_text(value, table)}")
    if kind == _DIEnumerator and values[spec.index["isUnsigned"]]:
        # isUnsigned prints after the value, and only when true: already handled by the
        # default-skipping rule above.
        pass
    return f"!{spec.name}(" + ", ".join(parts) + ")"


def format_named_metadata(nmd: NamedMDNode, slots: MetadataSlotTracker) -> str:
    """``!name = !{!0, !1}`` (LLVM: ``printNamedMDNode``); DIExpressions print inline."""
    ops: list[str] = []
    for node in nmd.operands:
        if isinstance(node, DIExpression):
            ops.append(format_di_expression(node))
        else:
            slot = slots.slots.get(node)
            ops.append(f"!{slot}" if slot is not None else "<badref>")
    return f"!{format_metadata_name(nmd.name)} = !{{{', '.join(ops)}}}"


def format_attachments(
    attachments: Iterable[tuple[int, MDNode]],
    kind_names: list[str] | Callable[[int], str],
    slots: MetadataSlotTracker,
    write_value: WriteValue,
    separator: str = ", ",
) -> str:
    """Attachments as LLVM prints them after an instruction (``separator`` ``", "``) or a
    function/global header (``" "`` and ``", "`` respectively): ``<sep>!kind !N`` for each,
    in kind-id order.  ``kind_names`` is the kind-name list or a lookup function."""
    lookup = kind_names if callable(kind_names) else kind_names.__getitem__
    out: list[str] = []
    for kind, node in sorted(attachments, key=_kind_key):
        ref = format_metadata_ref(node, slots, write_value)
        out.append(f"{separator}!{format_metadata_name(lookup(kind))} {ref}")
    return "".join(out)


def write_metadata_definitions(slots: MetadataSlotTracker, write_value: WriteValue) -> str:
    """All ``!N = ...`` lines in slot order (LLVM: ``writeAllMDNodes``), each ending in a newline."""
    lines = [
        f"!{i} = {format_md_node_body(node, slots, write_value)}\n" for i, node in enumerate(slots.nodes)
    ]
    return "".join(lines)


def write_module_metadata(
    named: Iterable[NamedMDNode], slots: MetadataSlotTracker, write_value: WriteValue
) -> str:
    """The metadata tail of a module as ``printModule`` writes it: the named metadata lines,
    then, if any node is numbered, a blank line and every ``!N = ...`` definition."""
    text = "".join(format_named_metadata(nmd, slots) + "\n" for nmd in named)
    if slots.nodes:
        text += "\n" + write_metadata_definitions(slots, write_value)
    return text
