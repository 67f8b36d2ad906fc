"""What it is (LLVM: lib/Bitcode/Reader/MetadataLoader.cpp): the metadata half of the bitcode reader.

It turns the records of the ``METADATA_KIND_BLOCK`` (22), of the module's and each function's
``METADATA_BLOCK`` (15) and of each function's ``METADATA_ATTACHMENT`` block (16) into the objects of
:mod:`pyllc.ir.metadata` -- exactly the objects the text parser (:mod:`pyllc.ir.metadata_parser`) builds
for the same module, so that printing and code generation cannot tell the two inputs apart.

The contract with the reader (:mod:`pyllc.bitcode.reader`)
-----------------------------------------------------------
::

    loader = MetadataLoader(module, context, filename, get_type, get_value)
        get_type(type_id) -> Type            the type table
        get_value(value_id, type) -> Value   absolute value ids: globals, constants and, between
                                             enter_function/exit_function, the function's locals
                                             (a forward-referenced local may be a placeholder)
    loader.parse_kinds(records)              METADATA_KIND_BLOCK
    loader.parse_module_metadata(records)    the module's METADATA_BLOCK (named metadata, global attachments)
    loader.enter_function()                  before a function body's blocks
    loader.parse_function_metadata(records)  the function's METADATA_BLOCK
    loader.get_metadata(idx)                 a ``metadata`` call operand (raw id)
    loader.get_debug_loc(line, col, scope_id, ia_id, implicit)   FUNC_CODE_DEBUG_LOC (ids + 1)
    loader.parse_attachments(records, function, instructions)    METADATA_ATTACHMENT
    loader.exit_function()                   after the body, once the reader resolved its placeholders
    loader.get_kind(bitcode_kind_id)         bitcode kind id -> the context's kind id
    loader.finish()                          at the end of the module

``records`` are ``(code, operands, blob)`` tuples as ``BitstreamCursor.read_block_records`` returns them.
A ``LocalAsMetadata`` is put on its value's use list (the shape of a use, see
:class:`~pyllc.ir.metadata.ValueAsMetadata`), so the reader's ``replace_all_uses_with`` of a
forward-reference placeholder reaches it; :meth:`MetadataLoader.exit_function` takes the wrappers off the
final values' use lists again (metadata uses are not IR uses).

Metadata ids
------------
Every record of a metadata block that defines something (a string of ``METADATA_STRINGS``, a value, a
node) takes the next id; module-level ids come first and a function's ids follow them until
:meth:`MetadataLoader.exit_function` drops them again (LLVM: ``shrinkTo``).  Operands are ids, mostly
plus one (0 = null).  LLVM's writer orders the records so that strings, then values, then distinct nodes,
then uniqued nodes (operands before users) come out, so a reference to a later id only happens for
distinct nodes and for cycles.  Such a reference yields a :class:`~pyllc.ir.metadata.TempMDNode`; the
record that defines the id turns the placeholder into the node (:meth:`~pyllc.ir.metadata.MDNode.become`,
as the text parser does), so nothing has to be patched.  A reference still open at the end of the module's
block is an error (``Invalid record``); LLVM's own messages are used where LLVM has one
(``Invalid metadata: fwd refs into function blocks``, ``Invalid function metadata: outgoing forward
refs``).

Uniquing
--------
LLVM's context holds one uniqued node per structure.  The loader keeps a table keyed by a node's kind and
operand identities (strings by text, values by the value, expressions by their elements): a uniqued node
whose operands are all defined is looked up there, so, e.g., the ``DILocation`` of a ``DEBUG_LOC`` record is
the very node a ``METADATA_LOCATION`` record made for the same place.  A uniqued node built while an
operand was still a placeholder enters the table at the end of its block.  As in LLVM, a uniqued node
that turns out to be its own operand becomes distinct, a ``DISubprogram`` definition and a
``DICompileUnit`` are always distinct, and subranges and expressions read from bitcode are always uniqued
(``MetadataLoader.cpp`` reads their distinct bit after building them).

Field values
------------
Each debug-info record fills a :class:`~pyllc.ir.metadata.DINode`'s ``fields`` in the order of
:data:`~pyllc.ir.metadata.DI_NODE_SPECS`, with the values the text parser stores: ints for integers,
enumerations and flags (truncated to the widths LLVM keeps), bools, ``str`` or ``None`` for strings
(``""`` for a required string that is null), metadata or ``None`` for references.  A subrange bound or a
composite's rank that is an ``i64`` constant becomes the int the text form writes (``count: 5``); a
generic subrange bound that is a signed-constant expression likewise (``DIExpression::isConstant``).
The old encodings are read as LLVM reads them: subprogram flags before ``DISPFlags`` (isLocal,
isDefinition, virtuality, the old main-subprogram bit), subrange versions 0-2, expression versions 0-3
(``DW_OP_bit_piece`` to ``DW_OP_LLVM_fragment``, ``DW_OP_deref`` moved last, ``DW_OP_plus``/``minus``),
compile units listing their subprograms.  Not upgraded: type references by identifier string (kept as the
string), a version-0 global variable's expression, a version-1 subprogram's function link, and what the
text parser does not upgrade either (old scalar TBAA tags and loop tags, LLVM 16's move of function-local
imported entities from the compile unit to their subprogram).

Malformed records raise :class:`~pyllc.bitcode.bitstream.BitcodeError` with LLVM's wording; the loader
never recurses, so deep metadata chains are fine.
"""

from __future__ import annotations

from typing import Any, Callable, cast

from pyllc.bitcode.bitstream import BitcodeError, Record
from pyllc.ir.constants import Constant, ConstantInt
from pyllc.ir.context import Context
from pyllc.ir.instructions import Instruction
from pyllc.ir.metadata import (
    DI_KIND,
    DI_NODE_SPECS,
    DISP_FLAGS,
    DW_OP,
    ConstantAsMetadata,
    DIArgList,
    DIExpression,
    DINode,
    LocalAsMetadata,
    MDNode,
    MDString,
    MDTuple,
    Metadata,
    NamedMDNode,
    TempMDNode,
    ValueAsMetadata,
)
from pyllc.ir.module import Function, GlobalObject, Module
from pyllc.ir.types import MetadataTyID, Type, VoidTyID
from pyllc.ir.values import Value
from pyllc.support.bits import sext

# Record codes (LLVM: include/llvm/Bitcode/LLVMBitCodes.h, MetadataCodes).
METADATA_STRING_OLD = 1
METADATA_VALUE = 2
METADATA_NODE = 3
METADATA_NAME = 4
METADATA_DISTINCT_NODE = 5
METADATA_KIND = 6
METADATA_LOCATION = 7
METADATA_OLD_NODE = 8
METADATA_OLD_FN_NODE = 9
METADATA_NAMED_NODE = 10
METADATA_ATTACHMENT = 11
METADATA_GENERIC_DEBUG = 12
METADATA_SUBRANGE = 13
METADATA_ENUMERATOR = 14
METADATA_BASIC_TYPE = 15
METADATA_FILE = 16
METADATA_DERIVED_TYPE = 17
METADATA_COMPOSITE_TYPE = 18
METADATA_SUBROUTINE_TYPE = 19
METADATA_COMPILE_UNIT = 20
METADATA_SUBPROGRAM = 21
METADATA_LEXICAL_BLOCK = 22
METADATA_LEXICAL_BLOCK_FILE = 23
METADATA_NAMESPACE = 24
METADATA_TEMPLATE_TYPE = 25
METADATA_TEMPLATE_VALUE = 26
METADATA_GLOBAL_VAR = 27
METADATA_LOCAL_VAR = 28
METADATA_EXPRESSION = 29
METADATA_OBJC_PROPERTY = 30
METADATA_IMPORTED_ENTITY = 31
METADATA_MODULE = 32
METADATA_MACRO = 33
METADATA_MACRO_FILE = 34
METADATA_STRINGS = 35
METADATA_GLOBAL_DECL_ATTACHMENT = 36
METADATA_GLOBAL_VAR_EXPR = 37
METADATA_INDEX_OFFSET = 38
METADATA_INDEX = 39
METADATA_LABEL = 40
METADATA_STRING_TYPE = 41
METADATA_COMMON_BLOCK = 44
METADATA_GENERIC_SUBRANGE = 45
METADATA_ARG_LIST = 46
METADATA_ASSIGN_ID = 47

_U16 = 0xFFFF
_U32 = 0xFFFFFFFF
_U64 = (1 << 64) - 1
# Ids at or above this are refused (LLVM bounds forward references by the stream size).
_MAX_ID = 1 << 32

_K = DI_KIND
_DILocation = _K["DILocation"]
_GenericDINode = _K["GenericDINode"]
_DISubrange = _K["DISubrange"]
_DIGenericSubrange = _K["DIGenericSubrange"]
_DIEnumerator = _K["DIEnumerator"]
_DIBasicType = _K["DIBasicType"]
_DIStringType = _K["DIStringType"]
_DIDerivedType = _K["DIDerivedType"]
_DICompositeType = _K["DICompositeType"]
_DISubroutineType = _K["DISubroutineType"]
_DIFile = _K["DIFile"]
_DICompileUnit = _K["DICompileUnit"]
_DISubprogram = _K["DISubprogram"]
_DILexicalBlock = _K["DILexicalBlock"]
_DILexicalBlockFile = _K["DILexicalBlockFile"]
_DINamespace = _K["DINamespace"]
_DICommonBlock = _K["DICommonBlock"]
_DIMacro = _K["DIMacro"]
_DIMacroFile = _K["DIMacroFile"]
_DIModule = _K["DIModule"]
_DITemplateTypeParameter = _K["DITemplateTypeParameter"]
_DITemplateValueParameter = _K["DITemplateValueParameter"]
_DIGlobalVariable = _K["DIGlobalVariable"]
_DILocalVariable = _K["DILocalVariable"]
_DILabel = _K["DILabel"]
_DIGlobalVariableExpression = _K["DIGlobalVariableExpression"]
_DIObjCProperty = _K["DIObjCProperty"]
_DIImportedEntity = _K["DIImportedEntity"]
_DIAssignID = _K["DIAssignID"]
_SP_UNIT = DI_NODE_SPECS[_DISubprogram].index["unit"]

_SPFlagLocalToUnit = DISP_FLAGS["DISPFlagLocalToUnit"]
_SPFlagDefinition = DISP_FLAGS["DISPFlagDefinition"]
_SPFlagOptimized = DISP_FLAGS["DISPFlagOptimized"]
_SPFlagMainSubprogram = DISP_FLAGS["DISPFlagMainSubprogram"]
_OLD_DIFlagMainSubprogram = 1 << 21

_DW_OP_deref = DW_OP["DW_OP_deref"]
_DW_OP_constu = DW_OP["DW_OP_constu"]
_DW_OP_consts = DW_OP["DW_OP_consts"]
_DW_OP_minus = DW_OP["DW_OP_minus"]
_DW_OP_plus = DW_OP["DW_OP_plus"]
_DW_OP_plus_uconst = DW_OP["DW_OP_plus_uconst"]
_DW_OP_bit_piece = DW_OP["DW_OP_bit_piece"]
_DW_OP_stack_value = DW_OP["DW_OP_stack_value"]
_DW_OP_LLVM_fragment = DW_OP["DW_OP_LLVM_fragment"]

GetType = Callable[[int], "Type | None"]
GetValue = Callable[[int, "Type | None"], "Value | None"]


def unrotate_sign(u: int) -> int:
    """A signed VBR value as LLVM's writer stores it (sign in bit 0; LLVM: ``unrotateSign``)."""
    return ~(u >> 1) if u & 1 else u >> 1


def decode_sign_rotated(u: int) -> int:
    """One word of a wide integer (LLVM: ``BitcodeReader::decodeSignRotatedValue``), as an unsigned
    64-bit pattern; ``1`` (minus zero) is ``INT64_MIN``."""
    if not u & 1:
        return (u >> 1) & _U64
    if u != 1:
        return -(u >> 1) & _U64
    return 1 << 63


def read_wide_int(words: list[int], bit_width: int, signed: bool) -> int:
    """``readWideAPInt``: little-endian sign-rotated words truncated to ``bit_width`` bits, read back
    signed or unsigned.  Only the bits the words hold are ever materialised."""
    value = 0
    for i, w in enumerate(words):
        value |= decode_sign_rotated(w) << (64 * i)
    have = 64 * len(words)
    if bit_width <= have:
        value &= (1 << bit_width) - 1
        if signed and value >> (bit_width - 1):
            value -= 1 << bit_width
    return value


def _column(col: int) -> int:
    """DILocation/DILexicalBlock columns: 16 bits, a larger one becomes 0 (LLVM: ``adjustColumn``)."""
    col &= _U32
    return 0 if col >= 1 << 16 else col


def upgrade_di_expression(version: int, expr: list[int]) -> list[int] | None:
    """The elements of a version-``version`` expression in today's form (LLVM: ``upgradeDIExpression``);
    ``None`` for an unknown version."""
    n = len(expr)
    if version > 3:
        return None
    if version == 0 and n >= 3 and expr[n - 3] == _DW_OP_bit_piece:
        expr[n - 3] = _DW_OP_LLVM_fragment
    if version <= 1 and n and expr[0] == _DW_OP_deref:
        end = n
        if n >= 3 and expr[n - 3] == _DW_OP_LLVM_fragment:
            end = n - 3
        expr[0 : end - 1] = expr[1:end]
        expr[end - 1] = _DW_OP_deref
    if version <= 2:
        out: list[int] = []
        i = 0
        while i < n:
            op = expr[i]
            size = (
                2
                if op in (_DW_OP_constu, _DW_OP_minus, _DW_OP_plus)
                else 3
                if op == _DW_OP_LLVM_fragment
                else 1
            )
            size = min(size, n - i)
            args = expr[i + 1 : i + size]
            if op == _DW_OP_plus:
                out.append(_DW_OP_plus_uconst)
                out.extend(args)
            elif op == _DW_OP_minus:
                out.append(_DW_OP_constu)
                out.extend(args)
                out.append(_DW_OP_minus)
            else:
                out.append(op)
                out.extend(args)
            i += size
        return out
    return expr


def _key(md: Any) -> Any:
    """The part of a uniquing key that stands for one operand or field."""
    if md is None or isinstance(md, (int, str)):
        return md
    if isinstance(md, MDString):
        return ("s", md.string)
    if isinstance(md, ValueAsMetadata):
        return ("v", md.operands[0])
    if isinstance(md, DIExpression):
        return ("e", md.elements)
    if isinstance(md, list):
        items = cast("list[Any]", md)
        return tuple([_key(x) for x in items])
    return md


def _node_key(node: MDNode) -> Any:
    """The uniquing key of a node: its kind and the keys of its fields or operands."""
    if isinstance(node, DINode):
        return (node.kind, tuple([_key(f) for f in node.fields]))
    if isinstance(node, DIExpression):
        return ("E", node.elements)
    return ("T", tuple([_key(op) for op in node.operands]))


class MetadataLoader:
    """Reads metadata records into a module (see the module docstring)."""

    __slots__ = (
        "module",
        "ctx",
        "filename",
        "get_type",
        "get_value",
        "md_list",
        "fwd",
        "kind_map",
        "unique",
        "deferred",
        "cu_subprograms",
        "fn_start",
        "local_wrappers",
    )

    def __init__(
        self, module: Module, context: Context, filename: str, get_type: GetType, get_value: GetValue
    ):
        self.module = module
        self.ctx = context
        self.filename = filename
        self.get_type = get_type
        self.get_value = get_value
        self.md_list: list[Metadata] = []
        self.fwd: dict[int, TempMDNode] = {}
        self.kind_map: dict[int, int] = {}
        self.unique: dict[Any, MDNode] = {}
        self.deferred: list[MDNode] = []
        self.cu_subprograms: list[tuple[Metadata, Metadata]] = []
        self.fn_start = -1
        self.local_wrappers: list[LocalAsMetadata] = []

    def error(self, message: str) -> BitcodeError:
        return BitcodeError(self.filename, message)

    # ---- ids ------------------------------------------------------------------------------

    def _get(self, idx: int) -> Metadata:
        """Metadata ``idx`` (no offset), a placeholder if it is not defined yet."""
        md_list = self.md_list
        if idx < len(md_list):
            return md_list[idx]
        if idx >= _MAX_ID:
            raise self.error("Invalid record")
        temp = self.fwd.get(idx)
        if temp is None:
            temp = TempMDNode()
            self.fwd[idx] = temp
        return temp

    def _get_or_null(self, ref: int) -> Metadata | None:
        """An operand written as id + 1 (0 is null)."""
        if not ref:
            return None
        md_list = self.md_list
        if ref <= len(md_list):
            return md_list[ref - 1]
        return self._get(ref - 1)

    def _string(self, ref: int) -> str | None:
        """A string operand (id + 1) as the text parser stores it: the text or ``None``."""
        if not ref:
            return None
        md = self._get(ref - 1)
        if not isinstance(md, MDString):
            raise self.error("Invalid metadata string")
        return md.string

    def _req_string(self, ref: int) -> str:
        """A required string field: null reads as ``""``."""
        s = self._string(ref)
        return "" if s is None else s

    def _assign(self, md: Metadata) -> Metadata:
        """Give ``md`` the next id; a placeholder waiting for that id turns into it."""
        idx = len(self.md_list)
        temp = self.fwd.pop(idx, None) if self.fwd else None
        if temp is not None:
            if not isinstance(md, MDNode):
                # A non-node cannot take over the placeholder's identity: the references made so far
                # would be left dangling, so such a file is refused.
                raise self.error("Invalid record")
            temp.become(md)
            if not temp.distinct and any(op is temp for op in temp.operands):
                # A uniqued node that is its own operand cannot be uniqued (LLVM makes it distinct).
                temp.distinct = True
            if not md.distinct:
                # The placeholder is the node from now on: it replaces the new object in the table
                # (or among the nodes waiting to enter it).
                key = _node_key(md)
                deferred = self.deferred
                if self.unique.get(key) is md:
                    if temp.distinct:
                        del self.unique[key]
                    else:
                        self.unique[key] = temp
                elif deferred and deferred[-1] is md:
                    deferred[-1] = temp
            md = temp
        self.md_list.append(md)
        return md

    # ---- node construction ------------------------------------------------------------------

    def _uniqued(self, node: MDNode, key: Any) -> MDNode:
        """The table's node for ``key``, entering ``node`` when there is none."""
        for op in node.operands:
            if isinstance(op, TempMDNode):
                self.deferred.append(node)
                return node
        return self.unique.setdefault(key, node)

    def _di(self, kind: int, fields: list[Any], distinct: bool) -> MDNode:
        node = DINode(kind, fields, distinct)
        if distinct:
            return node
        return self._uniqued(node, (kind, tuple([_key(f) for f in fields])))

    def _tuple(self, ops: list[Metadata | None], distinct: bool) -> MDNode:
        node = MDTuple(ops, distinct)
        if distinct:
            return node
        return self._uniqued(node, ("T", tuple([_key(op) for op in ops])))

    def _expression(self, elements: tuple[int, ...]) -> DIExpression:
        key = ("E", elements)
        node = self.unique.get(key)
        if node is None:
            node = DIExpression(elements)
            self.unique[key] = node
        assert isinstance(node, DIExpression)
        return node

    def _register_deferred(self) -> None:
        """Enter the uniqued nodes built around placeholders, now resolved, into the table."""
        if not self.deferred:
            return
        unique = self.unique
        for node in self.deferred:
            if not node.distinct and not isinstance(node, TempMDNode):
                unique.setdefault(_node_key(node), node)
        self.deferred = []

    # ---- kinds ------------------------------------------------------------------------------

    def parse_kinds(self, records: list[Record]) -> None:
        """The METADATA_KIND_BLOCK: ``[id, name...]`` records map bitcode kind ids to the context's."""
        for code, ops, _ in records:
            if code == METADATA_KIND:
                self._parse_kind(ops)

    def _parse_kind(self, ops: list[int]) -> None:
        if len(ops) < 2:
            raise self.error("Invalid record")
        name = bytes(c & 0xFF for c in ops[1:]).decode("utf-8", "surrogateescape")
        kind = self.ctx.get_md_kind_id(name)
        if ops[0] in self.kind_map:
            raise self.error("Conflicting METADATA_KIND records")
        self.kind_map[ops[0]] = kind

    def get_kind(self, bitcode_kind_id: int) -> int:
        """The context's kind id for a bitcode kind id (``Invalid ID`` when the file never named it)."""
        kind = self.kind_map.get(bitcode_kind_id)
        if kind is None:
            raise self.error("Invalid ID")
        return kind

    # ---- blocks -----------------------------------------------------------------------------

    def parse_module_metadata(self, records: list[Record]) -> None:
        """The module's METADATA_BLOCK."""
        self._parse_block(records)
        if self.fwd:
            raise self.error("Invalid record")
        self._register_deferred()

    def enter_function(self) -> None:
        """Start a function body: the ids defined from now on are the function's."""
        self.fn_start = len(self.md_list)

    def parse_function_metadata(self, records: list[Record]) -> None:
        """A function's METADATA_BLOCK (its local values, argument lists and the nodes only it uses)."""
        if self.fwd:
            raise self.error("Invalid metadata: fwd refs into function blocks")
        self._parse_block(records)
        self._register_deferred()

    def exit_function(self) -> None:
        """End a function body: drop its ids and take its local wrappers off the values' use lists."""
        open_refs = bool(self.fwd)
        self.fwd = {}
        if self.fn_start >= 0:
            del self.md_list[self.fn_start :]
        self.fn_start = -1
        for md in self.local_wrappers:
            uses = md.operands[0].uses
            for i, user in enumerate(uses):
                if user is md:
                    del uses[i]
                    break
        self.local_wrappers = []
        if open_refs:
            raise self.error("Invalid function metadata: outgoing forward refs")

    def finish(self) -> None:
        """End of the module: every referenced id must have been defined."""
        if self.fwd:
            raise self.error("Invalid record")
        self._register_deferred()

    def _parse_block(self, records: list[Record]) -> None:
        i = 0
        n = len(records)
        while i < n:
            code, ops, blob = records[i]
            i += 1
            if code == METADATA_NAME:
                if i >= n or records[i][0] != METADATA_NAMED_NODE:
                    raise self.error("METADATA_NAME not followed by METADATA_NAMED_NODE")
                self._parse_named(ops, records[i][1])
                i += 1
            elif code == METADATA_STRINGS:
                self._parse_strings(ops, blob)
            else:
                self._parse_one(code, ops)
        if self.cu_subprograms:
            self._upgrade_cu_subprograms()

    def _parse_named(self, name_ops: list[int], ops: list[int]) -> None:
        name = bytes(c & 0xFF for c in name_ops).decode("utf-8", "surrogateescape")
        named = self.module.named_metadata
        nmd = named.get(name)
        if nmd is None:
            nmd = NamedMDNode(name)
            named[name] = nmd
        for idx in ops:
            md = self._get(idx) if idx < _MAX_ID else None
            if not isinstance(md, MDNode):
                raise self.error("Invalid named metadata: expect fwd ref to MDNode")
            nmd.operands.append(md)

    def _parse_strings(self, ops: list[int], blob: bytes | None) -> None:
        """METADATA_STRINGS: ``[count, offset]`` and a blob of VBR6 lengths, then the characters."""
        if len(ops) != 2:
            raise self.error("Invalid record: metadata strings layout")
        count, offset = ops
        data = blob or b""
        if not count:
            raise self.error("Invalid record: metadata strings with no strings")
        if offset > len(data):
            raise self.error("Invalid record: metadata strings corrupt offset")
        nbits = offset * 8
        pos = 0
        chars = offset
        end = len(data)
        append = self.md_list.append
        fwd = self.fwd
        for _ in range(count):
            if pos >= nbits:
                raise self.error("Invalid record: metadata strings bad length")
            size = 0
            shift = 0
            while True:
                if pos + 6 > nbits:
                    raise self.error("Invalid record: metadata strings bad length")
                b = pos >> 3
                piece = (int.from_bytes(data[b : b + 2], "little") >> (pos & 7)) & 0x3F
                pos += 6
                size |= (piece & 0x1F) << shift
                shift += 5
                if not piece & 0x20:
                    break
                if shift > 32:
                    raise self.error("Invalid record: metadata strings bad length")
            if size > end - chars:
                raise self.error("Invalid record: metadata strings truncated chars")
            s = MDString(data[chars : chars + size].decode("utf-8", "surrogateescape"))
            chars += size
            if fwd:
                self._assign(s)
            else:
                append(s)

    # ---- values -----------------------------------------------------------------------------

    def _value(self, type_id: int, value_id: int) -> ValueAsMetadata:
        ty = self.get_type(type_id)
        if ty is None or ty.tid in (MetadataTyID, VoidTyID):
            raise self.error("Invalid record")
        value = self.get_value(value_id, ty)
        if value is None:
            raise self.error("Invalid value reference from metadata")
        if isinstance(value, Constant):
            return ConstantAsMetadata(value)
        if self.fn_start < 0:
            raise self.error("Invalid value reference from metadata")
        md = LocalAsMetadata(value)
        uses: list[Any] = value.uses
        uses.append(md)
        self.local_wrappers.append(md)
        return md

    def get_metadata(self, idx: int) -> Metadata:
        """Metadata ``idx`` for a ``metadata`` call operand (a placeholder if not defined yet)."""
        return self._get(idx)

    def get_debug_loc(self, line: int, col: int, scope_id: int, ia_id: int, implicit: bool) -> MDNode:
        """The uniqued ``DILocation`` of a FUNC_CODE_DEBUG_LOC record (scope and inlinedAt as id + 1)."""
        scope = self._get_or_null(scope_id)
        if not isinstance(scope, MDNode):
            raise self.error("Invalid record")
        ia = self._get_or_null(ia_id)
        if ia is not None and not isinstance(ia, MDNode):
            raise self.error("Invalid record")
        fields: list[Any] = [line & _U32, _column(col), scope, ia, bool(implicit)]
        if isinstance(scope, DINode) and (ia is None or isinstance(ia, DINode)):
            # The common case, keyed without the generic walk (the same key _di would compute).
            key = (_DILocation, tuple(fields))
            node = self.unique.get(key)
            if node is None:
                node = DINode(_DILocation, fields, False)
                self.unique[key] = node
            return node
        return self._di(_DILocation, fields, False)

    # ---- attachments ------------------------------------------------------------------------

    def _attach_global(self, gobj: GlobalObject, ops: list[int], start: int) -> None:
        """``[kind, node]*`` pairs for a function or global variable (``addMetadata``)."""
        for i in range(start, len(ops) - 1, 2):
            kind = self.kind_map.get(ops[i])
            if kind is None:
                raise self.error("Invalid ID")
            md = self._get(ops[i + 1])
            if not isinstance(md, MDNode):
                raise self.error("Invalid metadata attachment: expect fwd ref to MDNode")
            if gobj.md is None:
                gobj.md = [(kind, md)]
            else:
                gobj.md.append((kind, md))

    def parse_attachments(
        self, records: list[Record], function: Function, instructions: list[Instruction]
    ) -> None:
        """A METADATA_ATTACHMENT block: ``[kind, node]*`` for the function, ``[inst, [kind, node]*]`` for
        its instructions (a later attachment of one kind replaces an earlier one: ``setMetadata``)."""
        for code, ops, _ in records:
            if code != METADATA_ATTACHMENT:
                continue
            n = len(ops)
            if not n:
                raise self.error("Invalid record")
            if n % 2 == 0:
                self._attach_global(function, ops, 0)
                continue
            if ops[0] >= len(instructions):
                raise self.error("Invalid record")
            inst = instructions[ops[0]]
            for i in range(1, n, 2):
                kind = self.kind_map.get(ops[i])
                if kind is None:
                    raise self.error("Invalid ID")
                md = self._get(ops[i + 1])
                if isinstance(md, LocalAsMetadata):
                    break  # dropped, as LLVM does: there is no upgrade path
                if not isinstance(md, MDNode):
                    raise self.error("Invalid metadata attachment")
                attached = inst.md
                if attached is None:
                    inst.md = [(kind, md)]
                    continue
                for j, (k, _) in enumerate(attached):
                    if k == kind:
                        attached[j] = (kind, md)
                        break
                else:
                    attached.append((kind, md))

    def _parse_global_decl_attachment(self, ops: list[int]) -> None:
        if len(ops) % 2 == 0:
            raise self.error("Invalid record")
        gobj = self.get_value(ops[0], None)
        if isinstance(gobj, GlobalObject):
            self._attach_global(gobj, ops, 1)

    # ---- records ----------------------------------------------------------------------------

    def _parse_one(self, code: int, r: list[int]) -> None:
        """One defining record (or an attachment / kind record met in a metadata block)."""
        n = len(r)
        g = self._get_or_null
        s = self._string
        if code == METADATA_NODE or code == METADATA_DISTINCT_NODE:
            ml = self.md_list
            size = len(ml)
            ops: list[Metadata | None] = [
                (ml[x - 1] if x <= size else self._get(x - 1)) if x else None for x in r
            ]
            self._assign(self._tuple(ops, code == METADATA_DISTINCT_NODE))
            return
        if code == METADATA_LOCATION:
            if n != 5 and n != 6:
                raise self.error("Invalid record")
            scope = self._get(r[3])
            fields = [r[1] & _U32, _column(r[2]), scope, g(r[4]), n == 6 and bool(r[5])]
            self._assign(self._di(_DILocation, fields, bool(r[0])))
            return
        if code == METADATA_VALUE:
            if n != 2:
                raise self.error("Invalid record")
            self._assign(self._value(r[0], r[1]))
            return
        if code == METADATA_EXPRESSION:
            if n < 1:
                raise self.error("Invalid record")
            elements = upgrade_di_expression(r[0] >> 1, [e & _U64 for e in r[1:]])
            if elements is None:
                raise self.error("Invalid record")
            self._assign(self._expression(tuple(elements)))
            return
        if n < 1 and code in _DEFINING_CODES:
            raise self.error("Invalid record")
        distinct = bool(r[0] & 1) if n else False
        fields: list[Any]
        kind: int
        if code == METADATA_DERIVED_TYPE:
            if n < 12 or n > 15:
                raise self.error("Invalid record")
            addrspace = r[12] - 1 if n > 12 and r[12] else None
            annotations = g(r[13]) if n > 13 and r[13] else None
            kind = _DIDerivedType
            fields = [
                r[1] & _U16, s(r[2]), g(r[5]), g(r[3]), r[4] & _U32, g(r[6]), r[7] & _U64, r[8] & _U32,
                r[9] & _U64, r[10] & _U32, g(r[11]), None if addrspace is None else addrspace & _U32,
                annotations,
            ]  # fmt: skip
            distinct = bool(r[0])
        elif code == METADATA_SUBPROGRAM:
            kind, fields, distinct = self._subprogram(r)
        elif code == METADATA_LOCAL_VAR:
            if n < 8 or n > 11:
                raise self.error("Invalid record")
            has_align = bool(r[0] & 2)
            t = 1 if not has_align and n > 8 else 0
            align = 0
            annotations = None
            if has_align:
                if n < 9:
                    raise self.error("Invalid record")
                if r[8] > _U32:
                    raise self.error("Alignment value is too large")
                align = r[8]
                if n > 9:
                    annotations = g(r[9])
            kind = _DILocalVariable
            fields = [
                s(r[2 + t]), r[6 + t] & _U16, g(r[1 + t]), g(r[3 + t]), r[4 + t] & _U32, g(r[5 + t]),
                r[7 + t] & _U32, align, annotations,
            ]  # fmt: skip
        elif code == METADATA_COMPOSITE_TYPE:
            kind, fields = self._composite(r)
        elif code == METADATA_BASIC_TYPE:
            if n < 6 or n > 7:
                raise self.error("Invalid record")
            kind = _DIBasicType
            fields = [
                r[1] & _U16,
                s(r[2]),
                r[3] & _U64,
                r[4] & _U32,
                r[5] & _U32,
                r[6] & _U32 if n > 6 else 0,
            ]
            distinct = bool(r[0])
        elif code == METADATA_SUBROUTINE_TYPE:
            if n < 3 or n > 4:
                raise self.error("Invalid record")
            kind = _DISubroutineType
            fields = [r[1] & _U32, (r[3] if n > 3 else 0) & 0xFF, g(r[2])]
        elif code == METADATA_SUBRANGE:
            kind, fields = self._subrange(r)
            distinct = False  # LLVM reads the distinct bit after building the node
        elif code == METADATA_GENERIC_SUBRANGE:
            if n < 5:
                raise self.error("Invalid record")
            kind = _DIGenericSubrange
            fields = [_generic_bound(g(r[i])) for i in (1, 2, 3, 4)]
            distinct = False
        elif code == METADATA_ENUMERATOR:
            if n < 3:
                raise self.error("Invalid record")
            is_unsigned = bool(r[0] & 2)
            if r[0] & 4:
                if not r[1]:
                    raise self.error("Invalid record")
                value = read_wide_int(r[3:], r[1], not is_unsigned)
            else:
                value = unrotate_sign(r[1])
                value = value & _U64 if is_unsigned else sext(value, 64)
            kind = _DIEnumerator
            fields = [self._req_string(r[2]), value, is_unsigned]
        elif code == METADATA_FILE:
            if n != 3 and n != 5 and n != 6:
                raise self.error("Invalid record")
            csk, checksum = 0, None
            if n > 4 and r[3] and r[4]:
                csk, checksum = r[3] & _U32, s(r[4])
            kind = _DIFile
            fields = [
                self._req_string(r[1]),
                self._req_string(r[2]),
                csk,
                checksum,
                s(r[5]) if n > 5 else None,
            ]
            distinct = bool(r[0])
        elif code == METADATA_COMPILE_UNIT:
            cu = self._assign(self._di(_DICompileUnit, self._compile_unit(r), True))
            if r[11]:
                # Old bitcode lists a unit's subprograms in the unit; they point at it once the block ends.
                self.cu_subprograms.append((cu, self._get(r[11] - 1)))
            return
        elif code == METADATA_LEXICAL_BLOCK:
            if n != 5:
                raise self.error("Invalid record")
            kind = _DILexicalBlock
            fields = [g(r[1]), g(r[2]), r[3] & _U32, _column(r[4])]
            distinct = bool(r[0])
        elif code == METADATA_LEXICAL_BLOCK_FILE:
            if n != 4:
                raise self.error("Invalid record")
            kind = _DILexicalBlockFile
            fields = [g(r[1]), g(r[2]), r[3] & _U32]
            distinct = bool(r[0])
        elif code == METADATA_GLOBAL_VAR_EXPR:
            if n != 3:
                raise self.error("Invalid record")
            expr = g(r[2])
            kind = _DIGlobalVariableExpression
            fields = [g(r[1]), self._expression(()) if expr is None else expr]
            distinct = bool(r[0])
        elif code == METADATA_GLOBAL_VAR:
            kind, fields = self._global_var(r)
        elif code == METADATA_TEMPLATE_TYPE:
            if n < 3 or n > 4:
                raise self.error("Invalid record")
            kind = _DITemplateTypeParameter
            fields = [s(r[1]), g(r[2]), n == 4 and r[3] != 0]
            distinct = bool(r[0])
        elif code == METADATA_TEMPLATE_VALUE:
            if n < 5 or n > 6:
                raise self.error("Invalid record")
            kind = _DITemplateValueParameter
            fields = [r[1] & _U16, s(r[2]), g(r[3]), n == 6 and r[4] != 0, g(r[5] if n == 6 else r[4])]
            distinct = bool(r[0])
        elif code == METADATA_NAMESPACE:
            if n == 3:
                name = s(r[2])
            elif n == 5:
                name = s(r[3])
            else:
                raise self.error("Invalid record")
            kind = _DINamespace
            fields = [name, g(r[1]), bool(r[0] & 2)]
        elif code == METADATA_LABEL:
            if n != 5:
                raise self.error("Invalid record")
            kind = _DILabel
            fields = [g(r[1]), self._req_string(r[2]), g(r[3]), r[4] & _U32]
        elif code == METADATA_IMPORTED_ENTITY:
            if n < 6 or n > 8:
                raise self.error("Invalid DIImportedEntity record")
            has_file = n >= 7
            kind = _DIImportedEntity
            fields = [
                r[1] & _U16, s(r[5]), g(r[2]), g(r[3]), g(r[6]) if has_file else None,
                (r[4] & _U32) if has_file else 0, g(r[7]) if n >= 8 else None,
            ]  # fmt: skip
            distinct = bool(r[0])
        elif code == METADATA_STRING_TYPE:
            if n < 8 or n > 9:
                raise self.error("Invalid record")
            o = 5 if n == 8 else 6
            kind = _DIStringType
            fields = [
                r[1] & _U16, s(r[2]), g(r[3]), g(r[4]), None if n == 8 else g(r[5]), r[o] & _U64,
                r[o + 1] & _U32, r[o + 2] & _U32,
            ]  # fmt: skip
            distinct = bool(r[0])
        elif code == METADATA_GENERIC_DEBUG:
            if n < 4:
                raise self.error("Invalid record")
            if r[1] >= 1 << 16 or r[2] != 0:
                raise self.error("Invalid record")
            kind = _GenericDINode
            fields = [r[1], s(r[3]), [g(x) for x in r[4:]]]
            distinct = bool(r[0])
        elif code == METADATA_MODULE:
            if n < 5 or n > 9:
                raise self.error("Invalid record")
            o = 2 if n >= 8 else 1

            def at(i: int) -> int:
                return r[i] if i < n else 0

            kind = _DIModule
            fields = [
                g(at(o)), self._req_string(at(1 + o)), s(at(2 + o)), s(at(3 + o)), s(at(4 + o)),
                g(r[1]) if n >= 8 else None, (r[7] & _U32) if n > 7 else 0, n > 8 and r[8] != 0,
            ]  # fmt: skip
            distinct = bool(r[0])
        elif code == METADATA_COMMON_BLOCK:
            if n < 6:
                raise self.error("Invalid record")
            kind = _DICommonBlock
            fields = [g(r[1]), g(r[2]), s(r[3]), g(r[4]), r[5] & _U32]
        elif code == METADATA_MACRO:
            if n != 5:
                raise self.error("Invalid record")
            kind = _DIMacro
            fields = [r[1] & _U32, r[2] & _U32, self._req_string(r[3]), s(r[4])]
            distinct = bool(r[0])
        elif code == METADATA_MACRO_FILE:
            if n != 5:
                raise self.error("Invalid record")
            kind = _DIMacroFile
            fields = [r[1] & _U32, r[2] & _U32, g(r[3]), g(r[4])]
            distinct = bool(r[0])
        elif code == METADATA_OBJC_PROPERTY:
            if n != 8:
                raise self.error("Invalid record")
            kind = _DIObjCProperty
            fields = [s(r[1]), g(r[2]), r[3] & _U32, s(r[5]), s(r[4]), r[6] & _U32, g(r[7])]
            distinct = bool(r[0])
        elif code == METADATA_ARG_LIST:
            args: list[ValueAsMetadata] = []
            for x in r:
                md = self._get(x)
                if isinstance(md, TempMDNode):
                    raise self.error("Invalid record: DIArgList should not contain forward refs")
                if not isinstance(md, ValueAsMetadata):
                    raise self.error("Invalid record")
                args.append(md)
            self._assign(DIArgList(args))
            return
        elif code == METADATA_ASSIGN_ID:
            if n != 1:
                raise self.error("Invalid DIAssignID record.")
            if not distinct:
                raise self.error("Invalid DIAssignID record. Must be distinct")
            kind = _DIAssignID
            fields = []
        else:
            self._parse_other(code, r)
            return
        self._assign(self._di(kind, fields, distinct))

    def _parse_other(self, code: int, r: list[int]) -> None:
        """The records that define no debug-info node."""
        if code == METADATA_STRING_OLD:
            self._assign(MDString(bytes(c & 0xFF for c in r).decode("utf-8", "surrogateescape")))
        elif code == METADATA_GLOBAL_DECL_ATTACHMENT:
            self._parse_global_decl_attachment(r)
        elif code == METADATA_KIND:
            self._parse_kind(r)
        elif code == METADATA_OLD_NODE:
            if len(r) % 2:
                raise self.error("Invalid record")
            ops: list[Metadata | None] = []
            for i in range(0, len(r), 2):
                ty = self.get_type(r[i])
                if ty is None:
                    raise self.error("Invalid record")
                if ty.tid == MetadataTyID:
                    ops.append(self._get(r[i + 1]))
                elif ty.tid == VoidTyID:
                    ops.append(None)
                else:
                    ops.append(self._value(r[i], r[i + 1]))
            self._assign(self._tuple(ops, False))
        elif code == METADATA_OLD_FN_NODE:
            if len(r) % 2:
                raise self.error("Invalid record")
            ty = self.get_type(r[0]) if len(r) == 2 else None
            if ty is None or ty.tid in (MetadataTyID, VoidTyID):
                self._assign(self._tuple([], False))
            else:
                self._assign(self._value(r[0], r[1]))
        # METADATA_INDEX_OFFSET, METADATA_INDEX and unknown codes are skipped, as LLVM does.

    def _subrange(self, r: list[int]) -> tuple[int, list[Any]]:
        n = len(r)
        g = self._get_or_null
        version = r[0] >> 1
        if version == 0:
            if n < 3:
                raise self.error("Invalid record")
            return _DISubrange, [sext(r[1], 64), sext(unrotate_sign(r[2]), 64), None, None]
        if version == 1:
            if n < 3:
                raise self.error("Invalid record")
            return _DISubrange, [_bound(g(r[1])), sext(unrotate_sign(r[2]), 64), None, None]
        if version == 2:
            if n < 5:
                raise self.error("Invalid record")
            return _DISubrange, [_bound(g(r[1])), _bound(g(r[2])), _bound(g(r[3])), _bound(g(r[4]))]
        raise self.error("Invalid record: Unsupported version of DISubrange")

    def _composite(self, r: list[int]) -> tuple[int, list[Any]]:
        n = len(r)
        if n < 16 or n > 22:
            raise self.error("Invalid record")
        if r[8] > _U32:
            raise self.error("Alignment value is too large")
        g = self._get_or_null
        s = self._string
        return _DICompositeType, [
            r[1] & _U16, s(r[2]), g(r[5]), g(r[3]), r[4] & _U32, g(r[6]), r[7] & _U64, r[8], r[9] & _U64,
            r[10] & _U32, g(r[11]), r[12] & _U32, g(r[13]), g(r[14]), s(r[15]),
            g(r[16]) if n > 16 else None, g(r[17]) if n > 17 else None, g(r[18]) if n > 19 else None,
            g(r[19]) if n > 19 else None, _bound(g(r[20])) if n > 20 else None, g(r[21]) if n > 21 else None,
        ]  # fmt: skip

    def _compile_unit(self, r: list[int]) -> list[Any]:
        n = len(r)
        if n < 14 or n > 22:
            raise self.error("Invalid record")
        g = self._get_or_null
        s = self._string
        return [
            r[1] & _U32, g(r[2]), s(r[3]), bool(r[4]), s(r[5]), r[6] & _U32, s(r[7]), r[8] & _U32,
            g(r[9]), g(r[10]), g(r[12]), g(r[13]), g(r[15]) if n > 15 else None,
            (r[14] & _U64) if n > 14 else 0, bool(r[16]) if n > 16 else True, n > 17 and bool(r[17]),
            (r[18] & _U32) if n > 18 else 0, n > 19 and bool(r[19]), s(r[20]) if n > 20 else None,
            s(r[21]) if n > 21 else None,
        ]  # fmt: skip

    def _upgrade_cu_subprograms(self) -> None:
        pairs = self.cu_subprograms
        self.cu_subprograms = []
        for cu, sps in pairs:
            if not isinstance(sps, MDTuple):
                continue
            for sp in sps.operands:
                if isinstance(sp, DINode) and sp.kind == _DISubprogram:
                    sp.fields[_SP_UNIT] = cu
                    sp.refresh_operands()

    def _subprogram(self, r: list[int]) -> tuple[int, list[Any], bool]:
        n = len(r)
        if n < 18 or n > 21:
            raise self.error("Invalid record")
        has_sp_flags = bool(r[0] & 4)
        if not has_sp_flags:
            flags = r[13] & _U32
            sp_flags = 0
        else:
            flags = r[11] & _U32
            sp_flags = r[9] & _U32
        old_main = bool(flags & _OLD_DIFlagMainSubprogram)
        if old_main:
            flags &= ~_OLD_DIFlagMainSubprogram
        if old_main and has_sp_flags:
            sp_flags |= _SPFlagMainSubprogram
        elif not has_sp_flags:
            sp_flags = (
                (r[11] & 3)
                | (_SPFlagLocalToUnit if r[7] else 0)
                | (_SPFlagDefinition if r[8] else 0)
                | (_SPFlagOptimized if r[14] else 0)
                | (_SPFlagMainSubprogram if old_main else 0)
            )
        distinct = bool(r[0] & 1) or bool(sp_flags & _SPFlagDefinition)
        has_unit = bool(r[0] & 2)
        if not has_sp_flags and has_unit and n < 19:
            raise self.error("Invalid record")
        if has_sp_flags and not has_unit:
            raise self.error("Invalid record")
        offset_a = offset_b = 0
        has_this_adj = has_thrown = True
        has_annotations = has_target = False
        if not has_sp_flags:
            offset_a = offset_b = 2
            if n >= 19:
                offset_b += 1
            has_this_adj = n >= 20
            has_thrown = n >= 21
        else:
            has_annotations = n >= 19
            has_target = n >= 20
        g = self._get_or_null
        s = self._string
        unit = g(r[12 + offset_b])
        fields: list[Any] = [
            s(r[2]), s(r[3]), g(r[1]), g(r[4]), r[5] & _U32, g(r[6]), r[7 + offset_a] & _U32,
            g(r[8 + offset_a]), r[10 + offset_a] & _U32, sext(r[16 + offset_b], 32) if has_this_adj else 0,
            flags, sp_flags, unit if has_unit else None, g(r[13 + offset_b]), g(r[14 + offset_b]),
            g(r[15 + offset_b]), g(r[17 + offset_b]) if has_thrown else None,
            g(r[18 + offset_b]) if has_annotations else None, s(r[19 + offset_b]) if has_target else None,
            False, True, False, 0,
        ]  # fmt: skip
        return _DISubprogram, fields, distinct

    def _global_var(self, r: list[int]) -> tuple[int, list[Any]]:
        n = len(r)
        if n < 11 or n > 14:
            raise self.error("Invalid record")
        version = r[0] >> 1
        g = self._get_or_null
        s = self._string
        head: list[Any] = [s(r[2]), s(r[3]), g(r[1]), g(r[4]), r[5] & _U32, g(r[6]), bool(r[7]), bool(r[8])]
        if version in (1, 2) and n < 12:
            raise self.error("Invalid record")
        if version == 2:
            return _DIGlobalVariable, [*head, g(r[9]), g(r[10]), r[11] & _U32, g(r[12]) if n > 12 else None]
        if version == 1:
            return _DIGlobalVariable, [*head, g(r[10]), None, r[11] & _U32, None]
        if version == 0:
            align = 0
            if n > 11:
                if r[11] > _U32:
                    raise self.error("Alignment value is too large")
                align = r[11]
            return _DIGlobalVariable, [*head, g(r[10]), None, align, None]
        raise self.error("Invalid record")


# Codes whose record must have at least the distinct/version word.
_DEFINING_CODES = frozenset(range(METADATA_GENERIC_DEBUG, METADATA_MACRO_FILE + 1)) | {
    METADATA_GLOBAL_VAR_EXPR,
    METADATA_LABEL,
    METADATA_STRING_TYPE,
    METADATA_COMMON_BLOCK,
    METADATA_GENERIC_SUBRANGE,
    METADATA_ASSIGN_ID,
}


def _bound(md: Metadata | None) -> Any:
    """A subrange bound or a rank: an integer constant reads as its (signed) int, as in the text form."""
    if isinstance(md, ConstantAsMetadata):
        c = md.operands[0]
        if isinstance(c, ConstantInt):
            return c.value
    return md


def _generic_bound(md: Metadata | None) -> Any:
    """A generic subrange bound: a signed-constant expression (``DW_OP_consts C`` [``DW_OP_stack_value``
    [``DW_OP_LLVM_fragment o s``]], LLVM: ``DIExpression::isConstant``) reads as ``C``."""
    if isinstance(md, DIExpression):
        e = md.elements
        k = len(e)
        if k in (2, 3, 6) and e[0] == _DW_OP_consts:
            if (
                k == 2
                or (k == 3 and e[2] == _DW_OP_stack_value)
                or (k == 6 and e[2] == _DW_OP_stack_value and e[3] == _DW_OP_LLVM_fragment)
            ):
                return sext(e[1], 64)
    return md
