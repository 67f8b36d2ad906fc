"""Reading metadata from LLVM IR text (LLVM: lib/AsmParser/LLParser.cpp -- ``parseStandaloneMetadata``,
``parseNamedMetadata``, ``parseMetadata``, ``parseMDTuple``, ``parseSpecializedMDNode`` and the
``PARSE_MD_FIELDS`` machinery, ``parseDIExpression``, ``parseDIArgList``, attachments).

:class:`MetadataParserMixin` is inherited by the IR parser (``LLParser``); it uses only the
parser's primitives (documented in :mod:`pyllc.ir.parser`): the current token ``kind`` /
``text`` and its index ``pos``, ``next()``, ``peek()``, ``error(message, at)`` (builds a
located error at token index ``at``), ``parse_type()``, ``parse_value(ty)``, the current
function's state ``pfs`` (None outside functions) and ``module``/``ctx``.

Grammar
-------
::

    standalone  ::= '!' N '=' ['distinct'] ( '!{' ops '}' | '!DIKind(' fields ')' )
    named       ::= '!name' '=' '!{' ( '!' N | '!DIExpression(...)' ) , ... '}'
    operand     ::= 'null' | '!"str"' | '!' N | '!{' ops '}' | '!DIKind(...)'
                  | '!DIExpression(...)' | '!DIArgList(typed values)' | type value
    attachment  ::= '!kind' ( '!' N | '!{...}' | '!DIKind(...)' )
    fields      ::= label ':' value , ...   (any order, each at most once)

A specialised node's fields are read by the table :data:`pyllc.ir.metadata.DI_NODE_SPECS`:
the label selects the field, its type selects the value reader (unsigned with a limit,
signed, bool, ``DW_TAG_*``-style enumeration or integer, ``DIFlag* | ...``, string,
metadata, signed-or-metadata), unset fields take their defaults, and a missing required
field is reported at the closing parenthesis, as LLParser does.

Forward references
------------------
``!7`` used before ``!7 = ...`` yields a :class:`~pyllc.ir.metadata.TempMDNode`
placeholder; the definition turns the placeholder into the real node
(:meth:`~pyllc.ir.metadata.MDNode.become`), so every reference made before, in node
operands, attachments or call arguments, already points at the final node and nothing has
to be patched.  :meth:`MetadataParserMixin.check_metadata_forward_refs`, called at the end
of the module, reports the smallest still undefined number at its first use
(``use of undefined metadata '!7'``).

Uniquing
--------
LLVM's context keeps one node per structure for uniqued (non-``distinct``) nodes.  The
reader records every node it builds; at the end of the module
:func:`~pyllc.ir.metadata.unique_nodes` finds the duplicates (operands first) and every
reference -- node operands and fields, named metadata, the numbered table, attachments and
``metadata`` call arguments -- is pointed at the surviving node.  A uniqued node whose own
operand is itself (``!5 = !{!5}``) becomes distinct, as in LLVM.
"""

from __future__ import annotations

from typing import Any

from pyllc.ir import lexer as lx
from pyllc.ir.metadata import (
    CHECKSUM_KIND,
    DI_FLAGS,
    DI_NODE_SPECS,
    DI_SPEC_BY_NAME,
    DISP_FLAGS,
    DW_ATE,
    DW_CC,
    DW_LANG,
    DW_MACINFO,
    DW_OP,
    DW_TAG,
    DW_VIRTUALITY,
    EMISSION_KIND,
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
    NAME_TABLE_KIND,
    ConstantAsMetadata,
    DIArgList,
    DIExpression,
    DIField,
    DINode,
    DINodeSpec,
    LocalAsMetadata,
    MDNode,
    MDString,
    MDTuple,
    Metadata,
    NamedMDNode,
    TempMDNode,
    ValueAsMetadata,
    unique_nodes,
)
from pyllc.ir.values import MetadataAsValue
from pyllc.support.diagnostics import DiagnosticError, location_in_text

_U64 = (1 << 64) - 1
# Tokens a type can start with: words (i32, ptr, float...), named types, '{', '<', '['.
_TYPE_START = frozenset((lx.WORD, lx.LOCALVAR, lx.LOCALID, lx.LBRACE, lx.LESS, lx.LSQUARE))
_I64_MIN = -(1 << 63)
_I64_MAX = (1 << 63) - 1

# (prefix or None, table, "expected ..." message, "invalid ..." message) per enumeration field type.
_ENUM_FIELDS: dict[int, tuple[str | None, dict[str, int], str, str]] = {
    F_TAG: ("DW_TAG_", DW_TAG, "expected DWARF tag", "invalid DWARF tag"),
    F_ATE: (
        "DW_ATE_",
        DW_ATE,
        "expected DWARF type attribute encoding",
        "invalid DWARF type attribute encoding",
    ),
    F_LANG: ("DW_LANG_", DW_LANG, "expected DWARF language", "invalid DWARF language"),
    F_VIRT: (
        "DW_VIRTUALITY_",
        DW_VIRTUALITY,
        "expected DWARF virtuality code",
        "invalid DWARF virtuality code",
    ),
    F_CC: ("DW_CC_", DW_CC, "expected DWARF calling convention", "invalid DWARF calling convention"),
    F_MACINFO: ("DW_MACINFO_", DW_MACINFO, "expected DWARF macinfo type", "invalid DWARF macinfo type"),
    F_EMISSION: (None, EMISSION_KIND, "expected emission kind", "invalid emission kind"),
    F_NAMETABLE: (None, NAME_TABLE_KIND, "expected nameTable kind", "invalid nameTable kind"),
}
_SPEC_DEFAULTS: tuple[tuple[Any, ...], ...] = tuple(
    tuple(f.default for f in sp.fields) for sp in DI_NODE_SPECS
)
_SPEC_REQUIRED: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, f in enumerate(sp.fields) if f.required) for sp in DI_NODE_SPECS
)
_SPEC_LISTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, f in enumerate(sp.fields) if f.type == F_MDLIST) for sp in DI_NODE_SPECS
)
_DISubprogram = DI_SPEC_BY_NAME["DISubprogram"]
_SP_FLAGS_INDEX = _DISubprogram.index["spFlags"]
_LEGACY_SP_FIELDS = ("isLocal", "isDefinition", "isOptimized", "virtuality")


class MetadataParserMixin:
    """The metadata half of ``LLParser``; see the module docstring.

    Host requirements: see the module docstring.  State: ``md_numbered`` (the module's numbered
    table, ``module.metadata``), ``md_forward`` (slot -> (placeholder, token index of first
    use)) and ``md_named`` (``module.named_metadata``), set by :meth:`init_metadata_parser`.
    """

    kind: int
    text: str
    pos: int
    kinds: list[int]
    offsets: list[int]
    source: str
    filename: str
    pfs: Any
    module: Any
    ctx: Any
    md_numbered: dict[int, MDNode]
    md_forward: dict[int, tuple[TempMDNode, int]]
    md_named: dict[str, NamedMDNode]

    # The host parser provides these.
    def next(self) -> None:  # pragma: no cover - host
        raise NotImplementedError

    def seek(self, p: int) -> None:  # pragma: no cover - host
        raise NotImplementedError

    def error(self, message: str, at: int | None = None) -> DiagnosticError:  # pragma: no cover - host
        raise NotImplementedError

    def parse_type(self) -> Any:  # pragma: no cover - host
        raise NotImplementedError

    def parse_value(self, ty: Any) -> Any:  # pragma: no cover - host
        raise NotImplementedError

    # ---- state ------------------------------------------------------------------------

    def init_metadata_parser(self) -> None:
        """Create the per-module metadata tables (the host calls this once, before parsing)."""
        module = getattr(self, "module", None)
        self.md_numbered = module.metadata if module is not None else {}
        self.md_named = module.named_metadata if module is not None else {}
        self.md_forward = {}
        self.md_local_fwd: list[LocalAsMetadata] = []
        self.md_all: list[MDNode] = []

    def finish_metadata(self) -> None:
        """End-of-module checks: every referenced ``!N`` must be defined.  Wrappers of
        forward-referenced locals leave the use lists of the values they now hold."""
        self.check_metadata_forward_refs()
        self._md_unique()
        for md in self.md_local_fwd:
            uses = md.value.uses
            for i, user in enumerate(uses):
                if user is md:
                    del uses[i]
                    break
        self.md_local_fwd = []

    def _md_unique(self) -> None:
        """Merge structurally identical uniqued nodes (as LLVM's context does when it creates
        them) and point every reference at the surviving node."""
        canon = unique_nodes(self.md_all)
        self.md_all = []
        if not canon:
            return
        get = canon.get

        def fix(md: Any) -> Any:
            return get(md, md) if isinstance(md, MDNode) else md

        seen: set[int] = set()
        work: list[MDNode] = [fix(n) for n in self.md_numbered.values()]
        for nmd in self.md_named.values():
            nmd.operands = [fix(n) for n in nmd.operands]
            work.extend(nmd.operands)
        for slot, node in self.md_numbered.items():
            self.md_numbered[slot] = fix(node)
        module = getattr(self, "module", None)
        if module is not None:
            holders: list[Any] = list(module.globals) + list(module.functions)
            for fn in module.functions:
                for bb in fn.blocks:
                    holders.extend(bb.instructions)
            for h in holders:
                md = h.md
                if md:
                    h.md = [(k, fix(n)) for k, n in md]
                    work.extend(n for _, n in h.md)
                for op in getattr(h, "operands", ()) if not hasattr(h, "blocks") else ():
                    if isinstance(op, MetadataAsValue) and isinstance(op.md, MDNode):
                        op.md = fix(op.md)
                        work.append(op.md)
        while work:
            node = work.pop()
            if id(node) in seen:
                continue
            seen.add(id(node))
            ops = node.operands
            changed = False
            for i, op in enumerate(ops):
                if isinstance(op, MDNode):
                    new = get(op, op)
                    if new is not op:
                        ops[i] = new
                        changed = True
                    work.append(new)
            if isinstance(node, DINode) and changed:
                fields = node.fields
                for i, f in enumerate(fields):
                    if isinstance(f, MDNode):
                        fields[i] = get(f, f)
                    elif isinstance(f, list):
                        fields[i] = [fix(x) for x in f]
                node.refresh_operands()

    def _md_tok_error(self, message: str) -> DiagnosticError:
        """An error at the current token, located where LLVM's lexer starts that token (the lexer's
        offsets already point at the sigil or opening quote of names)."""
        return self._md_error_at_offset(message, self.offsets[self.pos])

    def _md_error_at_offset(self, message: str, offset: int) -> DiagnosticError:
        return DiagnosticError(location_in_text(self.filename, self.source, offset), message)

    # ---- token helpers ----------------------------------------------------------------

    def _md_expect(self, kind: int, message: str) -> None:
        if self.kind != kind:
            raise self._md_tok_error(message)
        self.next()

    def _md_eat(self, kind: int) -> bool:
        if self.kind == kind:
            self.next()
            return True
        return False

    def _md_eat_word(self, word: str) -> bool:
        if self.kind == lx.WORD and self.text == word:
            self.next()
            return True
        return False

    # ---- module-level entities ----------------------------------------------------------

    def parse_standalone_metadata(self) -> MDNode:
        """``!N = [distinct] !{...}`` or ``!N = [distinct] !DIKind(...)``; the current token is ``!N``."""
        if self.kind != lx.METADATAID:
            # A lone '!' where a definition should start: LLParser wants the number next.
            raise self.error("expected integer", self.pos + 1 if self.kind == lx.EXCLAIM else None)
        slot = int(self.text)
        self.next()
        self._md_expect(lx.EQUAL, "expected '=' here")
        k = self.kind
        if k == lx.WORD and self.text != "distinct" and self._md_is_type_word():
            raise self._md_tok_error("unexpected type in metadata definition")
        distinct = self._md_eat_word("distinct")
        if self.kind == lx.METADATAVAR:
            node = self.parse_specialized_md_node(distinct)
        else:
            self._md_expect(lx.EXCLAIM, "Expected '!' here")
            node = self._md_parse_tuple(distinct)
        fwd = self.md_forward.pop(slot, None)
        if fwd is not None:
            placeholder = fwd[0]
            placeholder.become(node)
            # The parsed object was the last node recorded; the placeholder now stands for it.
            if self.md_all and self.md_all[-1] is node:
                self.md_all[-1] = placeholder
            else:
                self.md_all.append(placeholder)
            node = placeholder
            # A uniqued node that refers to itself cannot be uniqued: LLVM makes it distinct.
            if not node.distinct and any(op is node for op in node.operands):
                node.distinct = True
        elif slot in self.md_numbered:
            raise self._md_tok_error("Metadata id is already used")
        self.md_numbered[slot] = node
        return node

    def _md_is_type_word(self) -> bool:
        text = self.text
        return (text[:1] == "i" and text[1:].isdigit()) or text in (
            "void", "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128", "ptr",
            "label", "metadata", "token", "x86_mmx", "x86_amx", "type",
        )  # fmt: skip

    def parse_named_metadata(self) -> NamedMDNode:
        """``!name = !{!0, !DIExpression(...), ...}``; the current token is ``!name``.  A name
        defined twice gets the operands of both definitions (``getOrInsertNamedMetadata``)."""
        name = self.text
        self.next()
        self._md_expect(lx.EQUAL, "expected '=' here")
        self._md_expect(lx.EXCLAIM, "Expected '!' here")
        self._md_expect(lx.LBRACE, "Expected '{' here")
        nmd = self.md_named.get(name)
        if nmd is None:
            nmd = NamedMDNode(name)
            self.md_named[name] = nmd
        if self.kind != lx.RBRACE:
            while True:
                k = self.kind
                if k == lx.METADATAVAR and self.text == "DIExpression":
                    nmd.operands.append(self._md_parse_di_expression(False))
                elif k == lx.METADATAVAR and self.text == "DIArgList":
                    raise self._md_tok_error("found DIArgList outside of function")
                elif k == lx.METADATAID:
                    nmd.operands.append(self._md_node_ref())
                else:
                    raise self._md_tok_error("Expected '!' here")
                if not self._md_eat(lx.COMMA):
                    break
        self._md_expect(lx.RBRACE, "expected end of metadata node")
        return nmd

    def check_metadata_forward_refs(self) -> None:
        """Report the smallest metadata number used but never defined (call at end of module)."""
        if self.md_forward:
            slot = min(self.md_forward)
            raise self.error(f"use of undefined metadata '!{slot}'", self.md_forward[slot][1])

    # ---- operands -----------------------------------------------------------------------

    def _md_node_ref(self) -> MDNode:
        """``!N`` (current token METADATAID): the defined node or a forward placeholder."""
        slot = int(self.text)
        node = self.md_numbered.get(slot)
        if node is None:
            fwd = self.md_forward.get(slot)
            if fwd is None:
                temp = TempMDNode()
                self.md_forward[slot] = (temp, self.pos)
                node = temp
            else:
                node = fwd[0]
        self.next()
        return node

    def parse_md_node(self) -> MDNode:
        """An attachment's node: ``!N``, ``!{...}`` or ``!DIKind(...)`` (LLVM: ``parseMDNode``)."""
        k = self.kind
        if k == lx.METADATAVAR:
            return self.parse_specialized_md_node(False)
        if k == lx.METADATAID:
            return self._md_node_ref()
        self._md_expect(lx.EXCLAIM, "expected '!' here")
        if self.kind == lx.LBRACE:
            return self._md_parse_tuple(False)
        raise self._md_tok_error("expected metadata node")

    def parse_metadata_ref_or_node(self, local: bool = False) -> Metadata:
        """A metadata operand (LLVM: ``parseMetadata``): ``!"str"``, ``!N``, ``!{...}``,
        ``!DIKind(...)``, ``!DIExpression(...)``, ``!DIArgList(...)`` (only with ``local``,
        i.e. as a call argument inside a function), or ``type value`` as ValueAsMetadata.  Nesting is
        bounded as for types and constants."""
        enter = getattr(self, "enter", None)  # the LLParser's nesting bound (absent in a bare host)
        if enter is None:
            return self._md_parse_ref_or_node(local)
        enter()
        try:
            return self._md_parse_ref_or_node(local)
        finally:
            self.depth -= 1

    def _md_parse_ref_or_node(self, local: bool) -> Metadata:
        k = self.kind
        if k == lx.METADATAVAR:
            if self.text == "DIArgList":
                if not local:
                    raise self._md_tok_error("found DIArgList outside of function")
                return self._md_parse_di_arg_list()
            return self.parse_specialized_md_node(False)
        if k == lx.METADATAID:
            return self._md_node_ref()
        if k != lx.EXCLAIM:
            return self._md_parse_value_as_metadata("expected metadata operand", local)
        self.next()
        k = self.kind
        if k == lx.STRING:
            s = MDString(self._md_string_text())
            self.next()
            return s
        if k == lx.LBRACE:
            return self._md_parse_tuple(False)
        raise self._md_tok_error("expected metadata node")

    def _md_string_text(self) -> str:
        return lx.string_bytes(self.text).decode("utf-8", "surrogateescape")

    def _md_parse_value_as_metadata(self, message: str, local: bool) -> ValueAsMetadata:
        at = self.pos
        if self.kind not in _TYPE_START:
            raise self._md_tok_error(message)
        ty = self.parse_type()
        if ty is self.ctx.metadata_ty:
            raise self.error("invalid metadata-value-metadata roundtrip", at)
        is_local = self.kind == lx.LOCALVAR or self.kind == lx.LOCALID
        if is_local and not local:
            # Located at the '%' sigil, which the token's offset skips.
            raise self._md_tok_error("invalid use of function-local name")
        pfs = self.pfs
        if not local:
            self.pfs = None
        try:
            value = self.parse_value(ty)
        finally:
            self.pfs = pfs
        if is_local:
            md = LocalAsMetadata(value)
            if type(value).__name__ == "ForwardRef":
                # Resolved by the parser's replace_all_uses_with when the local is defined.
                value.uses.append(md)
                self.md_local_fwd.append(md)
            return md
        return ConstantAsMetadata(value)

    def parse_metadata_as_value(self) -> Any:
        """The operand after the type ``metadata`` in a call (LLVM: ``parseMetadataAsValue``):
        ``metadata !5``, ``metadata i32 %x``, ``metadata !DIExpression()``... -> MetadataAsValue."""
        md = self.parse_metadata_ref_or_node(local=True)
        return MetadataAsValue(self.ctx.metadata_ty, md)

    def parse_metadata_value_operand(self) -> Any:
        """Alias of :meth:`parse_metadata_as_value` (the name ``parse_value`` calls)."""
        return self.parse_metadata_as_value()

    # ---- attachments ----------------------------------------------------------------------

    def parse_metadata_attachment(self) -> tuple[int, MDNode]:
        """``!kind node`` (the current token is ``!kind``) -> ``(kind id, node)``."""
        if self.kind != lx.METADATAVAR:
            raise self._md_tok_error("expected metadata after comma")
        kind = self.ctx.get_md_kind_id(self.text)
        self.next()
        return kind, self.parse_md_node()

    def parse_instruction_metadata_attachments(self, inst: Any = None) -> list[tuple[int, MDNode]]:
        """``!kind node (, !kind node)*`` after an instruction (current token: the first ``!kind``,
        the comma before it already eaten).  A later attachment of one kind replaces an earlier
        one (``setMetadata``).  The pairs are stored in ``inst.md`` (when given) and returned."""
        out: list[tuple[int, MDNode]] = list(inst.md or ()) if inst is not None else []
        while True:
            kind, node = self.parse_metadata_attachment()
            for i, (k, _) in enumerate(out):
                if k == kind:
                    out[i] = (kind, node)
                    break
            else:
                out.append((kind, node))
            if not self._md_eat(lx.COMMA):
                break
        if inst is not None:
            inst.md = out
        return out

    def parse_instruction_metadata_attachment(self, inst: Any) -> tuple[int, MDNode]:
        """One ``!kind node`` of an instruction (current token: ``!kind``); it replaces an
        earlier attachment of the same kind in ``inst.md`` (``setMetadata``)."""
        kind, node = pair = self.parse_metadata_attachment()
        md = inst.md
        if md is None:
            inst.md = [pair]
        else:
            for i, (k, _) in enumerate(md):
                if k == kind:
                    md[i] = pair
                    break
            else:
                md.append(pair)
        return kind, node

    def parse_global_metadata_attachment(self, gobj: Any = None) -> tuple[int, MDNode]:
        """One ``!kind node`` of a global variable or function (current token: ``!kind``).
        Several of one kind may be attached (``addMetadata``): the pair is appended to
        ``gobj.md`` (when given) and returned."""
        pair = self.parse_metadata_attachment()
        if gobj is not None:
            if gobj.md is None:
                gobj.md = [pair]
            else:
                gobj.md.append(pair)
        return pair

    # ---- nodes ------------------------------------------------------------------------------

    def _md_parse_tuple(self, distinct: bool) -> MDTuple:
        """``{ops}`` after ``!`` (LLVM: ``parseMDTuple``/``parseMDNodeVector``); values inside
        are parsed without the function's locals, as LLParser does."""
        pfs = self.pfs
        self.pfs = None
        try:
            node = MDTuple(self._md_parse_node_vector(), distinct)
            self.md_all.append(node)
            return node
        finally:
            self.pfs = pfs

    def _md_parse_node_vector(self) -> list[Metadata | None]:
        self._md_expect(lx.LBRACE, "expected '{' here")
        ops: list[Metadata | None] = []
        if self._md_eat(lx.RBRACE):
            return ops
        while True:
            if self._md_eat_word("null"):
                ops.append(None)
            else:
                ops.append(self.parse_metadata_ref_or_node())
            if not self._md_eat(lx.COMMA):
                break
        self._md_expect(lx.RBRACE, "expected end of metadata node")
        return ops

    def parse_specialized_md_node(self, distinct: bool) -> MDNode:
        """``!DIKind(fields)``, ``!DIExpression(...)``, ``!DIAssignID()``; the current token is
        the ``!DIKind`` name (LLVM: ``parseSpecializedMDNode``)."""
        name = self.text
        if name == "DIExpression":
            return self._md_parse_di_expression(distinct)
        # LLVM locates errors about the node at its '!', where the name token starts.
        start = self.offsets[self.pos]
        spec = DI_SPEC_BY_NAME.get(name)
        if spec is None or name == "DIArgList":
            raise self._md_error_at_offset("expected metadata type", start)
        if spec.requires_distinct and not distinct:
            what = "!DIAssignID()" if name == "DIAssignID" else f"!{name}"
            raise self._md_error_at_offset(f"missing 'distinct', required for {what}", start)
        pfs = self.pfs
        self.pfs = None
        try:
            return self._md_parse_di_fields(spec, distinct, start)
        finally:
            self.pfs = pfs

    def _md_parse_di_fields(self, spec: DINodeSpec, distinct: bool, start: int) -> DINode:
        name = spec.name
        fields_spec = spec.fields
        values: list[Any] = list(_SPEC_DEFAULTS[spec.kind])
        seen = [False] * len(fields_spec)
        self.next()
        self._md_expect(lx.LPAREN, "expected '(' here")
        index = spec.index
        if self.kind != lx.RPAREN:
            kinds = self.kinds
            texts = self.texts
            while True:
                if self.kind != lx.LABELSTR:
                    raise self._md_tok_error("expected field label here")
                label = self.text
                i = index.get(label)
                if i is None:
                    raise self._md_tok_error(f"invalid field '{label}'")
                if seen[i]:
                    raise self._md_tok_error(f"field '{label}' cannot be specified more than once")
                seen[i] = True
                field = fields_spec[i]
                # Fast paths for the common cases: an unsigned number, a '!N' reference.
                p = self.pos + 1
                k = kinds[p]
                ftype = field.type
                if k == lx.INTEGER and ftype == F_UINT and texts[p][0] != "-":
                    value = int(texts[p])
                    if value > field.max_value:
                        self.next()
                        raise self._md_tok_error(f"value for '{label}' too large, limit is {field.max_value}")
                    values[i] = value
                    self.seek(p + 1)
                elif k == lx.METADATAID and ftype == F_MD:
                    self.next()
                    values[i] = self._md_node_ref()
                else:
                    self.next()
                    values[i] = self._md_parse_field(field)
                if self.kind != lx.COMMA:
                    break
                self.next()
        closing = self.pos
        self._md_expect(lx.RPAREN, "expected ')' here")
        for i in _SPEC_REQUIRED[spec.kind]:
            if not seen[i]:
                raise self.error(f"missing required field '{fields_spec[i].name}'", closing)
        for i in _SPEC_LISTS[spec.kind]:
            if values[i] is None:
                values[i] = []
        if spec is _DISubprogram:
            if not seen[_SP_FLAGS_INDEX]:
                idx = spec.index
                values[_SP_FLAGS_INDEX] = (
                    (DISP_FLAGS["DISPFlagLocalToUnit"] if values[idx["isLocal"]] else 0)
                    | (DISP_FLAGS["DISPFlagDefinition"] if values[idx["isDefinition"]] else 0)
                    | (DISP_FLAGS["DISPFlagOptimized"] if values[idx["isOptimized"]] else 0)
                    | values[idx["virtuality"]]
                )
            for legacy in _LEGACY_SP_FIELDS:
                values[spec.index[legacy]] = spec.fields[spec.index[legacy]].default
            if not distinct and values[_SP_FLAGS_INDEX] & DISP_FLAGS["DISPFlagDefinition"]:
                raise self._md_error_at_offset(
                    "missing 'distinct', required for !DISubprogram that is a Definition", start
                )
        elif name == "DIEnumerator":
            if values[index["isUnsigned"]] and values[index["value"]] < 0:
                raise self._md_tok_error("unsigned enumerator with negative value")
        node = DINode(spec.kind, values, distinct)
        self.md_all.append(node)
        return node

    def _md_parse_field(self, field: DIField) -> Any:
        ftype = field.type
        k = self.kind
        text = self.text
        if ftype in (F_UINT, F_UINT_OPT):
            return self._md_parse_unsigned(field)
        if ftype == F_MD:
            if k == lx.WORD and text == "null":
                if not field.allow_null:
                    raise self._md_tok_error(f"'{field.name}' cannot be null")
                self.next()
                return None
            return self.parse_metadata_ref_or_node()
        if ftype == F_STR:
            if k != lx.STRING:
                raise self._md_tok_error("expected string constant")
            self.next()
            return lx.string_bytes(text).decode("utf-8", "surrogateescape")
        if ftype == F_BOOL:
            if k == lx.WORD and text in ("true", "false"):
                self.next()
                return text == "true"
            raise self._md_tok_error("expected 'true' or 'false'")
        if ftype == F_SINT:
            return self._md_parse_signed(field.name, field.min_value, field.max_value)
        if ftype == F_SINT_OR_MD:
            if k == lx.INTEGER:
                return self._md_parse_signed(field.name, _I64_MIN, _I64_MAX)
            if k == lx.WORD and text == "null":
                self.next()
                return None
            return self.parse_metadata_ref_or_node()
        if ftype == F_APSINT:
            if k != lx.INTEGER:
                raise self._md_tok_error("expected integer")
            self.next()
            return int(text)
        if ftype == F_FLAGS:
            return self._md_parse_flags(DI_FLAGS, "invalid debug info flag flag", "DIFlag")
        if ftype == F_SPFLAGS:
            return self._md_parse_flags(DISP_FLAGS, "invalid subprogram debug info flag flag", "DISPFlag")
        if ftype == F_CSK:
            if k == lx.WORD and text in CHECKSUM_KIND:
                self.next()
                return CHECKSUM_KIND[text]
            raise self._md_tok_error(f"invalid checksum kind '{text}'")
        if ftype == F_MDLIST:
            return self._md_parse_node_vector()
        prefix, table, expected, invalid = _ENUM_FIELDS[ftype]
        if k == lx.INTEGER:
            return self._md_parse_unsigned(field)
        if k != lx.WORD or (prefix is not None and not text.startswith(prefix)):
            raise self._md_tok_error(expected)
        if prefix is None and text not in table:
            raise self._md_tok_error(expected)
        value = table.get(text)
        if value is None:
            raise self._md_tok_error(f"{invalid} '{text}'")
        self.next()
        return value

    def _md_parse_unsigned(self, field: DIField) -> int:
        text = self.text
        if self.kind != lx.INTEGER or text.startswith("-"):
            raise self._md_tok_error("expected unsigned integer")
        value = int(text)
        if value > field.max_value:
            raise self._md_tok_error(f"value for '{field.name}' too large, limit is {field.max_value}")
        self.next()
        return value

    def _md_parse_signed(self, name: str, lo: int, hi: int) -> int:
        if self.kind != lx.INTEGER:
            raise self._md_tok_error("expected signed integer")
        value = int(self.text)
        if value < lo:
            raise self._md_tok_error(f"value for '{name}' too small, limit is {lo}")
        if value > hi:
            raise self._md_tok_error(f"value for '{name}' too large, limit is {hi}")
        self.next()
        return value

    def _md_parse_flags(self, table: dict[str, int], invalid: str, prefix: str) -> int:
        combined = 0
        while True:
            k = self.kind
            text = self.text
            if k == lx.INTEGER and not text.startswith("-"):
                value = int(text)
                if value > 0xFFFFFFFF:
                    raise self._md_tok_error("expected 32-bit integer (too large)")
                self.next()
            else:
                if k != lx.WORD or not text.startswith(prefix):
                    raise self._md_tok_error("expected debug info flag")
                value = table.get(text, 0)
                if not value:
                    raise self._md_tok_error(f"{invalid} '{text}'")
                self.next()
            combined |= value
            if not self._md_eat(lx.BAR):
                return combined

    def _md_parse_di_expression(self, distinct: bool) -> DIExpression:
        """``!DIExpression(DW_OP_..., DW_ATE_..., N, ...)`` (the current token is the name)."""
        self.next()
        self._md_expect(lx.LPAREN, "expected '(' here")
        elements: list[int] = []
        if self.kind != lx.RPAREN:
            while True:
                k = self.kind
                text = self.text
                if k == lx.WORD and text.startswith("DW_OP_"):
                    op = DW_OP.get(text)
                    if op is None:
                        raise self._md_tok_error(f"invalid DWARF op '{text}'")
                    elements.append(op)
                elif k == lx.WORD and text.startswith("DW_ATE_"):
                    enc = DW_ATE.get(text)
                    if enc is None:
                        raise self._md_tok_error(f"invalid DWARF attribute encoding '{text}'")
                    elements.append(enc)
                else:
                    if k != lx.INTEGER or text.startswith("-"):
                        raise self._md_tok_error("expected unsigned integer")
                    value = int(text)
                    if value > _U64:
                        raise self._md_tok_error(f"element too large, limit is {_U64}")
                    elements.append(value)
                self.next()
                if not self._md_eat(lx.COMMA):
                    break
        self._md_expect(lx.RPAREN, "expected ')' here")
        return DIExpression(tuple(elements), distinct)

    def _md_parse_di_arg_list(self) -> DIArgList:
        """``!DIArgList(type value, ...)`` inside a function."""
        self.next()
        self._md_expect(lx.LPAREN, "expected '(' here")
        args: list[ValueAsMetadata] = []
        if self.kind != lx.RPAREN:
            while True:
                args.append(self._md_parse_value_as_metadata("expected value-as-metadata operand", True))
                if not self._md_eat(lx.COMMA):
                    break
        self._md_expect(lx.RPAREN, "expected ')' here")
        return DIArgList(args)
