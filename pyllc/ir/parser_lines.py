"""What it is (no single LLVM counterpart; LLVM's reader is LLParser::parseFunctionBody): the fast
reader of function bodies written the way LLVM prints them, a mixin of :class:`pyllc.ir.parser.LLParser`.

Most of an IR file is function bodies, and LLVM prints them one instruction a line with fixed
spacing (``%5 = load i32, i32* %4, align 4``).  For such a body the lexer leaves the text unlexed
(:func:`pyllc.ir.lexer.tokenize_module`) and this reader takes it a line at a time: one regular
expression splits off the result name and the opcode, and a small handler per common opcode cuts
the operands apart with ``str`` methods and looks types, values and constants up in tables.  It
builds exactly the instructions the token parser (:mod:`pyllc.ir.parser_instructions`) builds,
with the same checks, through the same :class:`PerFunctionState`.

It is a fast path, never a second grammar.  Three levels of retreat keep the result and every
diagnostic identical to the token parser's:

* a handler that meets anything it does not know (a constant expression, an operand bundle, a
  comma without the space after it, any failed check) raises ``_LineFallback`` before it has built
  anything, and the line (with following lines while its brackets are open) is lexed and read by
  the token parser's ``parse_instruction``;
* an error from that token reading, or a body whose block structure is wrong, raises
  ``_BodyFallback``: everything built for the body is dropped (including the uses it added to
  globals and constants) and the whole body is lexed and read by the token parser, which reports
  the error exactly as it would have;
* a body the lexer did not leave unlexed is read by the token parser from the start.

Locations: instructions and blocks get the source offset of their first token, as the token
parser gives them.  Anything recorded for a later diagnostic (a metadata forward reference, an
attribute group still to be defined) carries the exact offset of its token, in the ``-1 - offset``
form that ``LLParser.offset_of`` reads.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from pyllc.ir import constant_fold as CF
from pyllc.ir import instructions as I
from pyllc.ir import lexer as L
from pyllc.ir.attributes import EMPTY, AttributeList, AttributeSet
from pyllc.ir.constants import (
    ConstantArray,
    ConstantExpr,
    ConstantStruct,
    ConstantVector,
    get_int,
    get_null,
    get_poison,
    get_undef,
)
from pyllc.ir.instructions import CallInfo, Instruction
from pyllc.ir.metadata import TempMDNode
from pyllc.ir.types import (
    FP_TYPE_IDS,
    ArrayTyID,
    FixedVectorTyID,
    FunctionTyID,
    IntegerTyID,
    LabelTyID,
    MetadataTyID,
    PointerTyID,
    ScalableVectorTyID,
    StructTyID,
    Type,
    VoidTyID,
)
from pyllc.support.diagnostics import DiagnosticError

if TYPE_CHECKING:
    from pyllc.ir.module import Function
    from pyllc.ir.parser import LLParser
    from pyllc.ir.parser_instructions import PerFunctionState
    from pyllc.ir.values import BasicBlock, Value


class _LineFallback(Exception):
    """This line is beyond the fast handlers: read it with the token parser."""


class _BodyFallback(Exception):
    """Drop what was built for this body and read all of it with the token parser."""


# An instruction line: indentation, optional ``%name = `` and the opcode keyword, then the rest.
_INST = re.compile(
    r"([ \t]+)(?:%([-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+) = )?([a-z_]+)"
    r"(?: ([-+a-zA-Z0-9_.$%@*\[\] ,#<>{}()]*))?((?:, ![-a-zA-Z$._][-a-zA-Z$._0-9]* ![0-9]+)*)\Z"
)
# A label line as LLVM prints it: ``name:`` or ``12:``, then perhaps ``; preds = ...``.
_LABEL = re.compile(r"([-a-zA-Z$._0-9]+):[ \t]*(?:;.*)?\Z")
# A line holding nothing but blanks or a comment.
_BLANK = re.compile(r"[ \t]*(?:;.*)?\Z")
# One ``, !kind !N`` attachment of the trailing ones the line pattern sets apart.
_MD_ONE = re.compile(r", !([-a-zA-Z$._][-a-zA-Z$._0-9]*) !([0-9]+)")
# Characters the handlers know how to cut apart; anything else (quotes, braces, angle brackets,
# metadata, comments) sends the line to the token parser.
_PLAIN = re.compile(r"[-+a-zA-Z0-9_.$%@*\[\] ,#<>{}()]*\Z")
_GLOBAL_NAME = re.compile(r"@([-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+)")
_INT = re.compile(r"-?[0-9]+\Z")
# The commonest operand shapes, matched whole; anything else goes the general way of each handler.
_V = r"([%@][-a-zA-Z$._0-9]+)"
_LOAD_SHAPE = re.compile(r"([^,]+), ([^,]+) " + _V + r", align ([0-9]+)\Z")
_STORE_SHAPE = re.compile(r"([^,]+) ([^ ,]+), ([^,]+) " + _V + r", align ([0-9]+)\Z")
_GEP_SHAPE = re.compile(r"(inbounds )?([^,]+), ([^,]+) " + _V + r"((?:, [^ ,]+ [^ ,]+)+)\Z")
_BINARY_SHAPE = re.compile(r"((?:nuw |nsw |exact )*)([^ ,]+) ([^ ,]+), ([^ ,]+)\Z")
_CMP_SHAPE = re.compile(r"([a-z]+) ([^ ,]+) ([^ ,]+), ([^ ,]+)\Z")
_CAST_SHAPE = re.compile(r"([^,]+) ([^ ,]+) to ([^,]+)\Z")
_BR_SHAPE = re.compile(r"i1 ([^ ,]+), label %([-a-zA-Z$._0-9]+), label %([-a-zA-Z$._0-9]+)\Z")
_ALLOCA_SHAPE = re.compile(r"([^,]+), align ([0-9]+)\Z")
# ``getelementptr [inbounds] (T, T* @g, iN c, ...)``: a named global and constant integer indices.
_CE_GEP_SHAPE = re.compile(
    r"getelementptr (inbounds )?\(([^,()]+), ([^,()]+) @([-a-zA-Z$._][-a-zA-Z$._0-9]*)"
    r"((?:, i(?:64|32) -?[0-9]+)+)\)\Z"
)
# ``[N x T]``, for the shortcut of :meth:`LineBodyParserMixin._lt` when ``T`` is known.
_ARRAY_TYPE = re.compile(r"\[([0-9]+) x (.+)\]\Z")
#: Element types an array or a typed pointer may have without further checks.
_PLAIN_ELEMENT_TIDS = frozenset(
    FP_TYPE_IDS | {IntegerTyID, PointerTyID, StructTyID, ArrayTyID, FixedVectorTyID}
)
_TYPE_NAME = re.compile(r"%([-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+)")
_UINT = re.compile(r"[0-9]+\Z")
_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")
# ``call``'s operands: prefix words, the type (with a parameter list for varargs), the callee and
# the arguments (no parentheses inside), then ``#N`` attribute groups.
_CALL = re.compile(
    r"((?:[a-z_0-9]+ )*?)([^ ()<>{}]+(?: \([^()]*\))?|<[^<>]*>|\{[^{}]*\}) ([@%][-a-zA-Z$._0-9]+)"
    r"\((.*)\)((?: #[0-9]+)*)\Z"
)
_FMF_BITS = {
    "fast": I.FMF_FAST,
    "reassoc": 1,
    "nnan": 2,
    "ninf": 4,
    "nsz": 8,
    "arcp": 16,
    "contract": 32,
    "afn": 64,
}
_TAIL_KINDS = {"tail": I.TCK_Tail, "musttail": I.TCK_MustTail, "notail": I.TCK_NoTail}
_WRAP_FLAGS = {"nuw": I.NUW, "nsw": I.NSW}


# Words that start a constant expression (``getelementptr inbounds (...)``, ``bitcast (...)``).
_CE_WORDS = frozenset(
    [
        "getelementptr",
        "select",
        "icmp",
        "fcmp",
        "extractelement",
        "insertelement",
        "shufflevector",
        "extractvalue",
        "insertvalue",
        "fneg",
        "dso_local_equivalent",
        "no_cfi",
    ]
    + [I.OPCODE_NAMES[op] for op in I.CAST_OPS]
    + [I.OPCODE_NAMES[op] for op in I.BINARY_OPS]
)
_FRESH_CONSTANTS = (ConstantExpr, ConstantArray, ConstantStruct, ConstantVector)


def _release(user: Any) -> None:
    """Take ``user`` out of the use lists of its operands, and so on down through constant
    expressions and aggregates left with no other user (they are made anew at each use)."""
    for op in user.operands:
        op.uses.remove(user)
        if not op.uses and isinstance(op, _FRESH_CONSTANTS):
            _release(op)


def _cut_value(s: str) -> tuple[str, str]:
    """``s`` split before its last operand: ``("i32* noundef", "%5")``, ``("<2 x i32>", "<i32 1, i32 2>")``,
    ``("i8*", "getelementptr inbounds (...)")``."""
    c = s[-1]
    if c == ")":
        i = s.rfind("(") if s.count("(") == 1 else _open_of_last(s)
        words = s[:i].split(" ")
        k = len(words) - 2  # words[-1] is the empty word before the parenthesis
        start = -1
        while k >= 0 and (words[k] in _CE_WORDS or words[k] == "inbounds"):
            if words[k] in _CE_WORDS:
                start = k
            k -= 1
        if start <= 0:
            raise _LineFallback
        n = sum(len(w) + 1 for w in words[:start])
        return s[: n - 1], s[n:]
    if c == ">" or c == "}" or c == "]":
        i = _open_of_last(s)
        if i <= 0 or s[i - 1] != " ":
            raise _LineFallback
        return s[: i - 1], s[i:]
    t, _, v = s.rpartition(" ")
    return t, v


def _split(s: str) -> list[str]:
    """``s`` cut at the ``, `` separators outside any brackets."""
    if "<" not in s and "{" not in s:
        if "(" not in s:
            return s.split(", ")
        if s.count("(") == 1:  # one parenthesised group, no other bracket holding commas
            i = s.find("(")
            j = s.find(")", i)
            if j > i:
                pre = s[:i].split(", ")
                post = s[j + 1 :].split(", ")
                pre[-1] += s[i : j + 1] + post[0]
                pre += post[1:]
                return pre
    parts: list[str] = []
    depth = 0
    cur = ""
    for p in s.split(", "):
        # join the pieces again while brackets are open
        cur = cur + ", " + p if depth else p
        depth += (
            p.count("(")
            + p.count("[")
            + p.count("{")
            + p.count("<")
            - p.count(")")
            - p.count("]")
            - p.count("}")
            - p.count(">")
        )
        if not depth:
            parts.append(cur)
    if depth:
        parts.append(cur)
    return parts


def _open_of_last(s: str) -> int:
    """Index of the bracket that opens the one ``s`` ends with (-1 when unbalanced)."""
    depth = 0
    for i in range(len(s) - 1, -1, -1):
        c = s[i]
        if c in ">})]":
            depth += 1
        elif c in "<{([":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _close_of_first(s: str) -> int:
    """Index of the bracket that closes the one ``s`` starts with (-1 when unbalanced)."""
    depth = 0
    for i, c in enumerate(s):
        if c in "<{([":
            depth += 1
        elif c in ">})]":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _opening_excess(line: str) -> int:
    """How many more brackets of any kind the line opens than it closes."""
    return (
        line.count("[")
        + line.count("(")
        + line.count("{")
        + line.count("<")
        - line.count("]")
        - line.count(")")
        - line.count("}")
        - line.count(">")
    )


class LineBodyParserMixin:
    """Function bodies a line at a time (mixed into LLParser; see the module docstring)."""

    def init_line_parser(self: LLParser) -> None:
        h: dict[str, Callable[[str, str, int], Instruction]] = {
            "load": self._line_load,
            "store": self._line_store,
            "getelementptr": self._line_gep,
            "br": self._line_br,
            "ret": self._line_ret,
            "alloca": self._line_alloca,
            "icmp": self._line_cmp,
            "fcmp": self._line_cmp,
            "phi": self._line_phi,
            "call": self._line_call,
            "tail": self._line_call,
            "select": self._line_select,
            "extractvalue": self._line_extractvalue,
            "unreachable": self._line_unreachable,
            "extractelement": self._line_extractelement,
            "insertelement": self._line_insertelement,
            "shufflevector": self._line_shufflevector,
        }
        for op in I.BINARY_OPS:
            h[I.OPCODE_NAMES[op]] = self._line_binary
        for op in I.CAST_OPS:
            h[I.OPCODE_NAMES[op]] = self._line_cast
        self.line_handlers = h
        self.line_types: dict[str, Type] = {}
        self.line_consts: dict[tuple[Type, str], Value] = {}
        self.line_attrs: dict[str, AttributeSet] = {}
        self.body_fallbacks = 0
        self.line_fallbacks = 0
        self.last_inst: Instruction | None = None
        self.line_fresh: list[tuple[Type, str]] = []
        self.line_locals: dict[str, Value] = {}
        self.line_aligns: dict[str, int] = {}
        self.line_call_heads: dict[tuple[str, str], tuple[int, int, AttributeSet, Type]] = {}
        self.line_call_args: dict[str, tuple[Type, AttributeSet, Value | None, str]] = {}
        self.line_align_nums: dict[str, int] = {str(1 << k): 1 << k for k in range(33)}
        self.line_casts: set[tuple[int, Type, Type]] = set()
        self.line_loadable: set[Type] = set()
        self.line_sized: set[Type] = set()
        from pyllc.ir.parser import CALLING_CONVS

        self.line_ccs = CALLING_CONVS
        self.line_cast_ops = {I.OPCODE_NAMES[op]: op for op in I.CAST_OPS}
        self.line_labels: dict[str, BasicBlock] = {}

    # ------------------------------------------------------------------ bodies
    def parse_body_lines(self: LLParser, fn: Function, body: int) -> None:
        """Read the body number ``body`` of the lexer's list (current token: its BODY token); on
        return the current token is the ``}`` after it and the function's state is finished."""
        open_, close = self.bodies[body]
        at_body = self.pos
        arg_names = self.pending_arg_names
        try:
            pfs = self.begin_function_body(fn, arg_names)
            self._read_lines(fn, pfs, open_ + 1, close)
            pfs.finish()
        except Exception:  # noqa: BLE001 - anything unexpected: the token parser decides
            self._drop_body(fn)
            self.body_fallbacks += 1
            self._reparse_body_tokens(fn, arg_names, open_, close)
        self.pfs = None
        self.seek(at_body + 1)

    def _drop_body(self: LLParser, fn: Function) -> None:
        """Undo what a failed fast read built: blocks, instructions and the uses they added."""
        for inst in [inst for bb in fn.blocks for inst in bb.instructions]:
            _release(inst)
        self.line_fresh.clear()
        consts = self.line_consts
        for key in [key for key, c in consts.items() if c.operands and not c.uses]:
            del consts[key]  # released above: made again when next needed
        self.line_call_args.clear()
        fn.blocks.clear()
        self.last_inst = None
        self.depth = 0
        self.pending_call_fty = None

    def _reparse_body_tokens(
        self: LLParser, fn: Function, arg_names: list[tuple[int, str, int]], open_: int, close: int
    ) -> None:
        start = self._append_tokens(open_ + 1, close + 1)
        self.seek(start)
        pfs = self.begin_function_body(fn, arg_names)
        self.parse_body_tokens(fn, pfs)
        if self.kind != L.RBRACE or self.peek() != L.EOF:
            raise self.error("expected instruction opcode")
        pfs.finish()

    def _append_tokens(self: LLParser, a: int, b: int) -> int:
        """Lex ``source[a:b]`` onto the end of the token lists, closed by an EOF token at ``b``;
        returns the index of its first token.  Token indices stay valid for good."""
        start = len(self.kinds)
        L.scan(self.source, self.filename, a, b, self.kinds, self.texts, self.offsets)
        self.kinds.append(L.EOF)
        self.texts.append("")
        self.offsets.append(b)
        return start

    def _read_lines(self: LLParser, fn: Function, pfs: PerFunctionState, start: int, end: int) -> None:
        lines = self.source[start:end].split("\n")
        n = len(lines)
        handlers = self.line_handlers
        blocks = fn.blocks
        inst_match = _INST.match
        set_value_name = pfs.set_value_name
        names, ids, fwd_names, fwd_ids = pfs.names, pfs.ids, pfs.fwd_names, pfs.fwd_ids
        blocks_by_name = pfs.blocks_by_name
        # ``%name`` -> value, for the values this reader named (the token parser's PerFunctionState
        # stays the authority: anything not found here is looked up there).
        local = self.line_locals = {}
        for name, v in pfs.names.items():
            local["%" + name] = v
        for num, v in pfs.ids.items():
            local["%" + str(num)] = v
        self.line_labels = {}
        bb: BasicBlock | None = None
        insts: list[Instruction] = []
        void = self.ctx.void_ty
        off = start
        i = 0
        while i < n:
            line = lines[i]
            lo = off
            off += len(line) + 1
            i += 1
            if not line:
                continue
            m = inst_match(line)
            if m is not None:
                indent, name, op_word, rest, md = m.groups()
                h = handlers.get(op_word)
                if h is not None:
                    if bb is None:
                        bb = pfs.define_block(0, "", -1 - (lo + len(indent)))
                        bb.loc = lo + len(indent)
                        blocks.append(bb)
                        insts = bb.instructions
                    try:
                        inst = h(op_word, rest, lo + m.start(4))
                    except (
                        _LineFallback,
                        DiagnosticError,
                        RecursionError,
                        KeyError,
                        IndexError,
                        ValueError,
                        AttributeError,
                        TypeError,
                    ):
                        fresh = self.line_fresh
                        if fresh:  # made for this line only: forget them again
                            consts = self.line_consts
                            for key in fresh:
                                c = consts.pop(key)
                                if not c.uses:
                                    _release(c)
                            fresh.clear()
                            self.line_call_args.clear()
                    else:
                        if self.line_fresh:
                            self.line_fresh.clear()
                        inst.loc = lo + len(indent)
                        inst.parent = bb
                        insts.append(inst)
                        if inst.type is void:
                            if name is not None:
                                raise _BodyFallback
                        elif name is None:
                            set_value_name(0, "", inst, -1)
                            local["%" + str(pfs.next_id - 1)] = inst
                        else:
                            # set_value_name's common cases inline: the expected number, or a new
                            # name, with no forward reference waiting for it
                            if name[0] in "0123456789":
                                num = pfs.next_id
                                if not fwd_ids and name == str(num):
                                    ids[num] = inst
                                    pfs.next_id = num + 1
                                else:
                                    set_value_name(L.LOCALID, name, inst, -1)
                            elif not fwd_names and name not in names and name not in blocks_by_name:
                                names[name] = inst
                                inst.name = name
                            else:
                                set_value_name(L.LOCALVAR, name, inst, -1)
                            local["%" + name] = inst
                        if md:
                            self._line_metadata(inst, line, lo, m.start(5))
                        if inst.opcode <= 11:
                            bb = None
                        continue
            elif line[0] != " " and line[0] != "\t":
                lm = _LABEL.match(line)
                if lm is None:
                    raise _BodyFallback
                if bb is not None:
                    raise _BodyFallback  # a label before the block's terminator
                bb = pfs.define_block(L.LABELSTR, lm.group(1), -1 - lo)
                bb.loc = lo
                blocks.append(bb)
                insts = bb.instructions
                continue
            elif _BLANK.match(line):
                continue
            # The token parser reads this line, and the following ones while its brackets are open.
            j = i
            depth = _opening_excess(line)
            chunk_end = off - 1
            while j < n and (depth > 0 or lines[j].lstrip().startswith(("to ", "unwind "))):
                # open brackets, or the destinations LLVM prints on the next line of invoke and callbr
                depth += _opening_excess(lines[j])
                chunk_end += len(lines[j]) + 1
                j += 1
            if bb is None:
                first = lo + len(line) - len(line.lstrip())
                bb = pfs.define_block(0, "", -1 - first)
                bb.loc = first
                blocks.append(bb)
                insts = bb.instructions
            bb = self._read_chunk(pfs, bb, insts, lo, chunk_end)
            while i < j:
                off += len(lines[i]) + 1
                i += 1
        if bb is not None or not blocks:
            raise _BodyFallback

    def _read_chunk(
        self: LLParser, pfs: PerFunctionState, bb: BasicBlock, insts: list[Instruction], a: int, b: int
    ) -> BasicBlock | None:
        """Instructions of ``source[a:b]`` read by the token parser into ``bb``; returns the open
        block (None after a terminator)."""
        self.line_fallbacks += 1
        here = self.pos
        self.last_inst = None
        try:
            self.seek(self._append_tokens(a, b))
            while self.kind != L.EOF:
                if (
                    bb is None
                    or self.kind == L.LABELSTR
                    or (self.kind == L.WORD and self.text in ("uselistorder", "uselistorder_bb"))
                ):
                    raise _BodyFallback
                inst = self.parse_instruction(pfs, bb)
                insts.append(inst)
                self.last_inst = None
                if inst.opcode <= 11:
                    bb = None
        except BaseException:
            if self.last_inst is not None:
                insts.append(self.last_inst)  # built before the error: dropped with the body
                self.last_inst = None
            raise
        finally:
            self.seek(here)
        return bb

    def _line_metadata(self: LLParser, inst: Instruction, rest: str, rest_off: int, tail: int) -> None:
        """Attach the ``, !kind !N`` pairs found at ``rest[tail:]`` (``rest`` starts at source offset
        ``rest_off``)."""
        numbered = self.md_numbered
        forward = self.md_forward
        get_kind = self.ctx.get_md_kind_id
        md = inst.md
        for mm in _MD_ONE.finditer(rest, tail):
            kind = get_kind(mm.group(1))
            slot = int(mm.group(2))
            node = numbered.get(slot)
            if node is None:
                fwd = forward.get(slot)
                if fwd is None:
                    node = TempMDNode()
                    forward[slot] = (node, -1 - (rest_off + mm.start(2)))
                else:
                    node = fwd[0]
            if md is None:
                md = inst.md = [(kind, node)]
            else:
                for x, (k, _) in enumerate(md):
                    if k == kind:
                        md[x] = (kind, node)
                        break
                else:
                    md.append((kind, node))

    # ------------------------------------------------------------------ pieces
    def _lt(self: LLParser, text: str) -> Type:
        """The type spelt ``text``."""
        t = self.line_types.get(text)
        if t is None:
            if not text or not _PLAIN.match(text):
                raise _LineFallback
            # ``T*`` and ``[N x T]`` of a known ``T``: made directly, as parse_type would make them
            if text[-1] == "*":
                inner = self.line_types.get(text[:-1])
                if (
                    inner is not None
                    and inner.tid in _PLAIN_ELEMENT_TIDS
                    and (inner.tid != PointerTyID or inner.pointee is not None)
                ):
                    t = self.line_types[text] = self.ctx.pointer_type(inner, 0)
                    return t
            elif text[0] == "[" and (am := _ARRAY_TYPE.match(text)) is not None:
                inner = self.line_types.get(am.group(2))
                if inner is not None and inner.tid in _PLAIN_ELEMENT_TIDS:
                    t = self.line_types[text] = self.ctx.array_type(inner, int(am.group(1)))
                    return t
            self._check_named_types(text)
            save = self.pos
            try:
                self.seek(self._append_tokens_text(text))
                t = self.parse_type()
                if self.kind != L.EOF:
                    raise _LineFallback
            finally:
                self.seek(save)
            self.line_types[text] = t
        return t

    def _check_globals(self: LLParser, text: str) -> None:
        """Globals named in a constant must already be known (a forward reference is recorded
        with its place in the file, which only the token parser reading the whole line knows)."""
        symbols = self.module.symbols
        fwd = self.fwd_globals
        for name in _GLOBAL_NAME.findall(text):
            if name.isdigit():
                if int(name) >= len(self.numbered_globals):
                    raise _LineFallback
            elif name not in symbols and name not in fwd:
                raise _LineFallback

    def _check_named_types(self: LLParser, text: str) -> None:
        """Identified struct types mentioned in a fragment must already be known: the first
        mention of an unknown one is recorded with its place in the file, which only the token
        parser reading the whole line knows."""
        if "%" in text:
            for name in _TYPE_NAME.findall(text):
                if name.isdigit():
                    if int(name) not in self.numbered_types:
                        raise _LineFallback
                elif name not in self.named_types:
                    raise _LineFallback

    def _append_tokens_text(self: LLParser, text: str) -> int:
        """Tokens of a fragment that is not at a known place in the source (a type or constant
        spelling, looked at once and cached); their offsets point at the start of the file."""
        start = len(self.kinds)
        kinds: list[int] = []
        texts: list[str] = []
        offsets: list[int] = []
        L.scan(text, self.filename, 0, len(text), kinds, texts, offsets)
        self.kinds += kinds
        self.texts += texts
        self.offsets += [0] * len(offsets)
        self.kinds.append(L.EOF)
        self.texts.append("")
        self.offsets.append(0)
        return start

    def _lv(self: LLParser, ty: Type, s: str) -> Value:
        """The value spelt ``s`` of type ``ty``: a local, a defined global or a constant."""
        v = self.line_locals.get(s)
        if v is not None and v.type is ty:
            return v
        c = s[0]
        if c == "%":
            name = s[1:]
            pfs = self.pfs
            assert pfs is not None
            if name.isdigit():
                return pfs.get_value(L.LOCALID, name, ty, -1)
            if not _NAME.match(name):
                raise _LineFallback
            return pfs.get_value(L.LOCALVAR, name, ty, -1)
        if c == "@":
            name = s[1:]
            if name.isdigit():
                num = int(name)
                if num >= len(self.numbered_globals):
                    raise _LineFallback
                v = self.numbered_globals[num]
            else:
                v = self.module.symbols.get(name)
                if v is None:
                    v = self.fwd_globals.get(name)
                    if v is None or not _NAME.match(name):
                        raise _LineFallback
            if v.type is not ty:
                raise _LineFallback
            return v
        key = (ty, s)
        v = self.line_consts.get(key)
        if v is None:
            if _INT.match(s):
                if ty.tid != IntegerTyID:
                    raise _LineFallback
                v = get_int(self.ctx, ty, int(s))
            elif s == "null" and ty.tid == PointerTyID:
                v = get_null(self.ctx, ty)
            elif (s == "true" or s == "false") and ty is self.ctx.i1:
                v = get_int(self.ctx, ty, 1 if s == "true" else 0)
            elif s == "undef" and ty.tid not in (VoidTyID, LabelTyID, FunctionTyID):
                v = get_undef(self.ctx, ty)
            elif s == "poison" and ty.tid not in (VoidTyID, LabelTyID, FunctionTyID):
                v = get_poison(self.ctx, ty)
            elif s[-1] == ")" and (s.startswith("getelementptr ") or s[: s.find(" ")] in self.line_cast_ops):
                v = self._line_constant_expr(ty, s)
                self.line_fresh.append(key)
            else:
                if not _PLAIN.match(s) or "blockaddress" in s:
                    raise _LineFallback
                if "@" in s:
                    self._check_globals(s)
                save = self.pos
                saved_pfs = self.pfs
                self.pfs = None  # a constant: no function-local names
                try:
                    self.seek(self._append_tokens_text(s))
                    v = self.parse_value(ty)
                    if self.kind != L.EOF:
                        raise _LineFallback
                finally:
                    self.seek(save)
                    self.pfs = saved_pfs
                if v.operands:  # a constant expression or aggregate: uniqued here, as LLVM uniques them
                    self.line_fresh.append(key)
            self.line_consts[key] = v
        return v

    def _line_constant_expr(self: LLParser, ty: Type, s: str) -> Value:
        """``getelementptr [inbounds] (T, T* @g, i64 0, ...)`` or ``bitcast (T V to T2)`` whose operands
        hold no further constant expression; built as ``parse_constant_expr`` builds them."""
        m = _CE_GEP_SHAPE.match(s)
        if m is not None:
            inb, t_s, pt_s, g_s, idx = m.groups()
            types = self.line_types
            src_ty = types.get(t_s) or self._lt(t_s)
            pty = types.get(pt_s) or self._lt(pt_s)
            g = self.module.symbols.get(g_s)
            if (
                g is not None
                and g.type is pty
                and pty.tid == PointerTyID
                and (pty.pointee is None or pty.pointee is src_ty)
            ):
                consts = self.line_consts
                ops: list[Value] = [g]
                for p in idx[2:].split(", "):
                    it_s, _, iv_s = p.partition(" ")
                    ity = types.get(it_s) or self._lt(it_s)
                    ops.append(consts.get((ity, iv_s)) or self._lv(ity, iv_s))
                t = src_ty
                for x in ops[2:]:
                    if t.tid == ArrayTyID:
                        t = t.elem
                    elif t.tid == StructTyID and t.params is not None and 0 <= x.value < len(t.params):  # type: ignore[attr-defined]
                        t = t.params[x.value]  # type: ignore[attr-defined]
                    else:
                        break
                else:
                    if src_ty in self.line_sized or src_ty.is_sized():
                        self.line_sized.add(src_ty)
                        rty = self.ctx.pointer_type(t if pty.pointee is not None else None, pty.addrspace)
                        if rty is not ty:
                            raise _LineFallback
                        return CF.get_gep(self.ctx, src_ty, g, ops[1:], bool(inb), -1, rty)
        kw, _, body = s.partition(" ")
        flags = 0
        if kw == "getelementptr":
            if body.startswith("inbounds "):
                flags = I.INBOUNDS
                body = body[9:]
            if body[0] != "(" or "(" in body[1:]:
                raise _LineFallback
            parts = _split(body[1:-1])
            src_ty = self._lt(parts[0])
            ltv = self._ltv
            ops = [ltv(p) for p in parts[1:]]
            if not ops:
                raise _LineFallback
            ce = self.note_fwd_ce(
                CF.get_gep(
                    self.ctx,
                    src_ty,
                    ops[0],  # type: ignore[arg-type]
                    ops[1:],
                    bool(flags),
                    -1,
                    self.gep_result_type(src_ty, ops, -1),
                )
            )
        else:
            op = self.line_cast_ops[kw]
            if body[0] != "(" or "(" in body[1:]:
                raise _LineFallback
            src_s, sep, dst_s = body[1:-1].rpartition(" to ")
            if not sep:
                raise _LineFallback
            src = self._ltv(src_s)
            dty = self._lt(dst_s)
            self.check_cast(op, src.type, dty, -1)
            ce = self.note_fwd_ce(CF.get_cast(self.ctx, op, src, dty))  # type: ignore[arg-type]
        if ce.type is not ty:
            raise _LineFallback
        return ce

    def _forward_global(self: LLParser, ty: Type, name: str, offset: int) -> Value:
        """A placeholder for ``@name``, used at ``offset`` before its definition (as ``get_global``)."""
        from pyllc.ir.parser import ForwardRef

        if name.isdigit() or not _NAME.match(name):
            raise _LineFallback
        v = ForwardRef(ty, name, -1 - offset)
        self.fwd_globals[name] = v
        return v

    def _ltv(self: LLParser, s: str) -> Value:
        """``type value``."""
        if s[-1] in ")>}]":
            t, v = _cut_value(s)
        else:
            t, _, v = s.rpartition(" ")
        ty = self.line_types.get(t) or self._lt(t)
        x = self.line_locals.get(v)
        if x is not None and x.type is ty:
            return x
        return self._lv(ty, v)

    def _lbb(self: LLParser, s: str) -> BasicBlock:
        """``label %bb``."""
        if not s.startswith("label %"):
            raise _LineFallback
        return self.line_labels.get(s[7:]) or self._lbb_slow(s[7:])

    def _lbb_slow(self: LLParser, name: str) -> BasicBlock:
        """The block ``%name`` (``line_labels`` caches it by ``name``)."""
        pfs = self.pfs
        assert pfs is not None
        if name.isdigit():
            bb = pfs.get_value(L.LOCALID, name, self.ctx.label_ty, -1)
        elif _NAME.match(name):
            bb = pfs.get_value(L.LOCALVAR, name, self.ctx.label_ty, -1)
        else:
            raise _LineFallback
        self.line_labels[name] = bb  # type: ignore[assignment]
        return bb  # type: ignore[return-value]

    def _lalign(self: LLParser, s: str) -> int:
        """``align N``."""
        v = self.line_aligns.get(s)
        if v is None:
            if not s.startswith("align ") or not _UINT.match(s, 6):
                raise _LineFallback
            v = int(s[6:])
            self.check_alignment(v, -1)
            self.line_aligns[s] = v
        return v

    def _lattrs(self: LLParser, text: str) -> AttributeSet:
        """Parameter or return attributes spelt ``text`` (space-separated)."""
        a = self.line_attrs.get(text)
        if a is None:
            self._check_named_types(text)
            save = self.pos
            try:
                self.seek(self._append_tokens_text(text))
                a = self.parse_param_attrs()
                if self.kind != L.EOF:
                    raise _LineFallback
            finally:
                self.seek(save)
            self.line_attrs[text] = a
        return a

    # ------------------------------------------------------------------ handlers
    # Each takes the opcode keyword, the text after it (None when there is none) and that text's
    # source offset, and builds the instruction last, after every check has passed.  Checks that
    # fail raise (the token parser then reads the line and reports, or accepts, it).
    def _line_load(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        return self._line_memory(False, rest)

    def _line_store(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        return self._line_memory(True, rest)

    def _line_memory(self: LLParser, store: bool, rest: str) -> Instruction:
        """``load [volatile] T, T* %p[, align N]`` or ``store [volatile] T %v, T* %p[, align N]``."""
        m = (_STORE_SHAPE if store else _LOAD_SHAPE).match(rest)
        if m is not None:
            g = m.groups()
            types = self.line_types
            ty = types.get(g[0])
            pty = types.get(g[-3])
            align = self.line_align_nums.get(g[-1])
            if (
                ty is not None
                and pty is not None
                and align is not None
                and ty in self.line_loadable
                and (pty.tid == PointerTyID and (pty.pointee is None or pty.pointee is ty))
            ):
                local = self.line_locals
                ptr = local.get(g[-2])
                if ptr is None or ptr.type is not pty:
                    ptr = self._lv(pty, g[-2])
                if store:
                    v = local.get(g[1])
                    if v is None or v.type is not ty:
                        v = self.line_consts.get((ty, g[1])) or self._lv(ty, g[1])
                    inst = Instruction(I.Store, self.ctx.void_ty, [v, ptr])
                else:
                    inst = Instruction(I.Load, ty, [ptr])
                inst.align = align
                return inst
        parts = _split(rest)
        t0 = parts[0]
        flags = 0
        if t0.startswith("volatile "):
            flags = I.VOLATILE
            t0 = t0[9:]
        if store:
            v = self._ltv(t0)
            ty = v.type
        else:
            ty = self.line_types.get(t0) or self._lt(t0)
        ptr = self._ltv(parts[1])
        pt = ptr.type
        if pt.tid != PointerTyID or (pt.pointee is not None and pt.pointee is not ty):
            raise _LineFallback
        if ty not in self.line_loadable:
            if not ty.is_first_class() or ty.tid == LabelTyID or ty.tid == MetadataTyID:
                raise _LineFallback
            self.line_loadable.add(ty)
        align = 0
        if len(parts) > 2:
            if len(parts) > 3:
                raise _LineFallback
            align = self._lalign(parts[2])
        if store:
            inst = Instruction(I.Store, self.ctx.void_ty, [v, ptr])
        else:
            inst = Instruction(I.Load, ty, [ptr])
        inst.flags = flags
        inst.align = align
        return inst

    def _line_gep(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        m = _GEP_SHAPE.match(rest)
        if m is not None:
            inb, t0, pt_s, p_s, idx = m.groups()
            types = self.line_types
            ty = types.get(t0)
            pty = types.get(pt_s)
            if (
                ty is not None
                and pty is not None
                and pty.tid == PointerTyID
                and (pty.pointee is None or pty.pointee is ty)
            ):
                local = self.line_locals
                consts = self.line_consts
                ptr = local.get(p_s)
                if ptr is None or ptr.type is not pty:
                    ptr = self._lv(pty, p_s)
                ops = [ptr]
                for p in idx[2:].split(", "):
                    it_s, _, iv_s = p.partition(" ")
                    ity = types.get(it_s) or self._lt(it_s)
                    if ity.tid != IntegerTyID:
                        raise _LineFallback
                    x = local.get(iv_s)
                    if x is None or x.type is not ity:
                        x = consts.get((ity, iv_s)) or self._lv(ity, iv_s)
                    ops.append(x)
                t = ty
                for x in ops[2:]:
                    tid = t.tid
                    if tid == ArrayTyID:
                        t = t.elem
                    elif tid == StructTyID and t.params is not None:
                        ci = x.value  # type: ignore[attr-defined]
                        if not 0 <= ci < len(t.params):
                            raise _LineFallback
                        t = t.params[ci]
                    else:
                        raise _LineFallback
                if ty not in self.line_sized:
                    if not ty.is_sized():
                        raise _LineFallback
                    self.line_sized.add(ty)
                rty = self.ctx.pointer_type(t if pty.pointee is not None else None, pty.addrspace)
                inst = Instruction(I.GetElementPtr, rty, ops)
                inst.flags = I.INBOUNDS if inb else 0
                inst.extra = ty
                return inst
        parts = _split(rest)
        t0 = parts[0]
        flags = 0
        if t0.startswith("inbounds "):
            flags = I.INBOUNDS
            t0 = t0[9:]
        ty = self.line_types.get(t0) or self._lt(t0)
        ptr = self._ltv(parts[1])
        pt = ptr.type.scalar_type()
        if pt.tid != PointerTyID or (pt.pointee is not None and pt.pointee is not ty):
            raise _LineFallback
        ops = [ptr]
        ltv = self._ltv
        for p in parts[2:]:
            x = ltv(p)
            if not x.type.is_int_or_int_vector():
                raise _LineFallback
            ops.append(x)
        inst = Instruction(I.GetElementPtr, self.gep_result_type(ty, ops, -1), ops)
        inst.flags = flags
        inst.extra = ty
        return inst

    def _line_br(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        labels = self.line_labels
        if rest.startswith("label %"):
            bb = labels.get(rest[7:]) or self._lbb_slow(rest[7:])
            return Instruction(I.Br, self.ctx.void_ty, [bb])
        m = _BR_SHAPE.match(rest)
        if m is not None:
            c_s, t_s, f_s = m.groups()
            i1 = self.ctx.i1
            c = self.line_locals.get(c_s)
            if c is None or c.type is not i1:
                c = self._lv(i1, c_s)
            t = labels.get(t_s) or self._lbb_slow(t_s)
            f = labels.get(f_s) or self._lbb_slow(f_s)
            return Instruction(I.Br, self.ctx.void_ty, [c, t, f])
        parts = _split(rest)
        if len(parts) == 1:
            return Instruction(I.Br, self.ctx.void_ty, [self._lbb(parts[0])])
        if len(parts) != 3 or not parts[0].startswith("i1 "):
            raise _LineFallback
        c = self._lv(self.ctx.i1, parts[0][3:])
        return Instruction(I.Br, self.ctx.void_ty, [c, self._lbb(parts[1]), self._lbb(parts[2])])

    def _line_ret(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        pfs = self.pfs
        assert pfs is not None
        rty = pfs.fn.function_type.elem
        if rest == "void":
            if rty is not self.ctx.void_ty:
                raise _LineFallback
            return Instruction(I.Ret, rty, [])
        v = self._ltv(rest)
        if v.type is not rty or rty.tid == VoidTyID:
            raise _LineFallback
        return Instruction(I.Ret, self.ctx.void_ty, [v])

    def _line_unreachable(self: LLParser, op_word: str, rest: str | None, off: int) -> Instruction:
        if rest is not None:
            raise _LineFallback
        return Instruction(I.Unreachable, self.ctx.void_ty, [])

    def _line_alloca(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        m = _ALLOCA_SHAPE.match(rest)
        if m is not None:
            t_s, al = m.groups()
            ty = self.line_types.get(t_s)
            align = self.line_align_nums.get(al)
            if ty is not None and align is not None and ty.is_sized():
                inst = Instruction(I.Alloca, self.ptr_to(ty, 0), [])
                inst.align = align
                inst.extra = (ty, 0)
                return inst
        parts = _split(rest)
        ty = self._lt(parts[0])
        if not ty.is_sized():
            raise _LineFallback
        ops: list[Value] = []
        align = 0
        for p in parts[1:]:
            if p.startswith("align "):
                align = self._lalign(p)
            elif ops or align:
                raise _LineFallback
            else:
                n = self._ltv(p)
                if n.type.tid != IntegerTyID:
                    raise _LineFallback
                ops.append(n)
        inst = Instruction(I.Alloca, self.ptr_to(ty, 0), ops)
        inst.align = align
        inst.extra = (ty, 0)
        return inst

    def _line_binary(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        m = _BINARY_SHAPE.match(rest)
        if m is not None:
            fl, t_s, a_s, b_s = m.groups()
            ty = self.line_types.get(t_s)
            op = I.OPCODE_BY_NAME[op_word]
            if ty is not None and (
                ty.tid == IntegerTyID if op not in I.FP_BINARY_OPS else ty.is_fp_or_fp_vector()
            ):
                flags = 0
                if fl:
                    for w in fl.split():
                        if w == "exact":
                            if op not in I.EXACT_OPS:
                                raise _LineFallback
                            flags |= I.EXACT
                        elif op not in I.WRAP_OPS:
                            raise _LineFallback
                        else:
                            flags |= _WRAP_FLAGS[w]
                local = self.line_locals
                a = local.get(a_s)
                if a is None or a.type is not ty:
                    a = self._lv(ty, a_s)
                b = local.get(b_s)
                if b is None or b.type is not ty:
                    b = self.line_consts.get((ty, b_s)) or self._lv(ty, b_s)
                inst = Instruction(op, ty, [a, b])
                inst.flags = flags
                return inst
        parts = _split(rest)
        if len(parts) != 2:
            raise _LineFallback
        op = I.OPCODE_BY_NAME[op_word]
        first = parts[0]
        flags = 0
        if op in I.FP_BINARY_OPS:
            while True:
                w, sp, more = first.partition(" ")
                b = _FMF_BITS.get(w)
                if b is None:
                    break
                flags |= b
                first = more
            flags <<= I.FMF_SHIFT
            a = self._ltv(first)
            ty = a.type
            if not ty.is_fp_or_fp_vector():
                raise _LineFallback
        else:
            while True:
                w, sp, more = first.partition(" ")
                if w == "nsw" or w == "nuw":
                    if op not in I.WRAP_OPS:
                        raise _LineFallback
                    flags |= _WRAP_FLAGS[w]
                elif w == "exact":
                    if op not in I.EXACT_OPS:
                        raise _LineFallback
                    flags |= I.EXACT
                else:
                    break
                first = more
            a = self._ltv(first)
            ty = a.type
            if not ty.is_int_or_int_vector():
                raise _LineFallback
        b = self._lv(ty, parts[1])
        inst = Instruction(op, ty, [a, b])
        inst.flags = flags
        return inst

    def _line_cast(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        m = _CAST_SHAPE.match(rest)
        if m is not None:
            s_s, v_s, d_s = m.groups()
            types = self.line_types
            sty = types.get(s_s)
            dty = types.get(d_s)
            if sty is not None and dty is not None:
                op = I.OPCODE_BY_NAME[op_word]
                key = (op, sty, dty)
                if key not in self.line_casts:
                    self.check_cast(op, sty, dty, -1)
                    self.line_casts.add(key)
                v = self.line_locals.get(v_s)
                if v is None or v.type is not sty:
                    v = self._lv(sty, v_s)
                return Instruction(op, dty, [v])
        src, sep, dst = rest.rpartition(" to ")
        if not sep or src.startswith("nneg "):
            raise _LineFallback
        op = I.OPCODE_BY_NAME[op_word]
        v = self._ltv(src)
        dty = self._lt(dst)
        self.check_cast(op, v.type, dty, -1)
        return Instruction(op, dty, [v])

    def _line_cmp(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        m = _CMP_SHAPE.match(rest)
        if m is not None:
            p_s, t_s, a_s, b_s = m.groups()
            ty = self.line_types.get(t_s)
            if ty is not None:
                if op_word == "icmp":
                    pred = I.ICMP_BY_NAME[p_s]
                    ok = ty.tid == IntegerTyID or ty.tid == PointerTyID
                else:
                    pred = I.FCMP_BY_NAME[p_s]
                    ok = ty.is_fp_or_fp_vector() and not ty.is_vector()
                if ok:
                    local = self.line_locals
                    a = local.get(a_s)
                    if a is None or a.type is not ty:
                        a = self._lv(ty, a_s)
                    b = local.get(b_s)
                    if b is None or b.type is not ty:
                        b = self.line_consts.get((ty, b_s)) or self._lv(ty, b_s)
                    inst = Instruction(I.ICmp if op_word == "icmp" else I.FCmp, self.ctx.i1, [a, b])
                    inst.pred = pred
                    return inst
        parts = _split(rest)
        if len(parts) != 2:
            raise _LineFallback
        is_icmp = op_word == "icmp"
        pred_s, _, first = parts[0].partition(" ")
        pred = (I.ICMP_BY_NAME if is_icmp else I.FCMP_BY_NAME)[pred_s]
        a = self._ltv(first)
        ty = a.type
        if is_icmp:
            st = ty.scalar_type()
            if st.tid != IntegerTyID and st.tid != PointerTyID:
                raise _LineFallback
        elif not ty.is_fp_or_fp_vector():
            raise _LineFallback
        b = self._lv(ty, parts[1])
        inst = Instruction(I.ICmp if is_icmp else I.FCmp, self.cmp_result_type(ty), [a, b])
        inst.pred = pred
        return inst

    def _line_extractelement(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        parts = _split(rest)
        if len(parts) != 2:
            raise _LineFallback
        v = self._ltv(parts[0])
        i = self._ltv(parts[1])
        if not v.type.is_vector() or i.type.tid != IntegerTyID:
            raise _LineFallback
        return Instruction(I.ExtractElement, v.type.elem, [v, i])

    def _line_insertelement(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        parts = _split(rest)
        if len(parts) != 3:
            raise _LineFallback
        v = self._ltv(parts[0])
        e = self._ltv(parts[1])
        i = self._ltv(parts[2])
        if not v.type.is_vector() or e.type is not v.type.elem or i.type.tid != IntegerTyID:
            raise _LineFallback
        return Instruction(I.InsertElement, v.type, [v, e, i])

    def _line_shufflevector(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        parts = _split(rest)
        if len(parts) != 3:
            raise _LineFallback
        a = self._ltv(parts[0])
        b = self._ltv(parts[1])
        m = self._ltv(parts[2])
        mt = m.type
        if not a.type.is_vector() or a.type is not b.type or not mt.is_vector() or not mt.elem.is_integer(32):
            raise _LineFallback
        rty = self.ctx.vector_type(a.type.elem, mt.count, mt.tid == ScalableVectorTyID)
        return Instruction(I.ShuffleVector, rty, [a, b, m])

    def _line_select(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        parts = _split(rest)
        if len(parts) != 3:
            raise _LineFallback
        c = self._ltv(parts[0])
        a = self._ltv(parts[1])
        b = self._ltv(parts[2])
        ct = c.type
        if (
            a.type is not b.type
            or ct.scalar_type() is not self.ctx.i1
            or (ct.is_vector() and (not a.type.is_vector() or a.type.count != ct.count))
        ):
            raise _LineFallback
        return Instruction(I.Select, a.type, [c, a, b])

    def _line_extractvalue(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        parts = _split(rest)
        if len(parts) < 2:
            raise _LineFallback
        v = self._ltv(parts[0])
        if not v.type.is_aggregate():
            raise _LineFallback
        idx = []
        for p in parts[1:]:
            if not _UINT.match(p):
                raise _LineFallback
            idx.append(int(p))
        inst = Instruction(I.ExtractValue, self.indexed_type(v.type, idx, -1), [v])
        inst.extra = tuple(idx)
        return inst

    def _line_phi(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        if not rest.endswith(" ]"):
            raise _LineFallback
        ty_s, sep, tail = rest.partition(" [ ")
        if not sep:
            raise _LineFallback
        ty = self.line_types.get(ty_s) or self._lt(ty_s)
        if not ty.is_first_class() or ty.tid == LabelTyID:
            raise _LineFallback
        vals: list[Value] = []
        blocks: list[BasicBlock] = []
        lv = self._lv
        local = self.line_locals
        consts = self.line_consts
        labels = self.line_labels
        for entry in tail[:-2].split(" ], [ "):
            v, sep, b = entry.partition(", %")
            if not sep or "," in b or " " in b:
                raise _LineFallback
            x = local.get(v)
            if x is None or x.type is not ty:
                x = consts.get((ty, v)) or lv(ty, v)
            vals.append(x)
            blocks.append(labels.get(b) or self._lbb_slow(b))
        inst = Instruction(I.PHI, ty, vals)
        inst.extra = blocks
        return inst

    def _call_head(self: LLParser, prefix: str, ty_s: str) -> tuple[int, int, AttributeSet, Type]:
        """Fast-math flags, calling convention, return attributes and type of a call."""
        words = prefix.split()
        fmf = 0
        cc = 0
        w = 0
        while w < len(words) and words[w] in _FMF_BITS:
            fmf |= _FMF_BITS[words[w]]
            w += 1
        if w < len(words):
            c = self.line_ccs.get(words[w])
            if c is not None:
                cc = c
                w += 1
        ret_attrs = self._lattrs(" ".join(words[w:])) if w < len(words) else EMPTY
        return fmf, cc, ret_attrs, self._lt(ty_s)

    def _call_arg(self: LLParser, a: str) -> tuple[Type, AttributeSet, Value | None, str]:
        """A call argument ``type [attributes] value``: its type, attributes, and the value when it
        is a constant (else None and the value's spelling, looked up at each use)."""
        head, v = _cut_value(a)
        if head[0] in "<{[":
            k = _close_of_first(head)
            while k + 1 < len(head) and head[k + 1] == "*":
                k += 1
            aty = self._lt(head[: k + 1])
            middle = head[k + 2 :]
        else:
            t, _, middle = head.partition(" ")
            aty = self._lt(t)
        if aty.tid == MetadataTyID:
            raise _LineFallback
        attrs = self._lattrs(middle) if middle else EMPTY
        if v[0] == "%":
            return aty, attrs, None, v
        c = self._lv(aty, v)
        if v[0] == "@":
            return aty, attrs, None, v  # a global may still be a placeholder: looked up each time
        return aty, attrs, c, v

    def _line_call(self: LLParser, op_word: str, rest: str, off: int) -> Instruction:
        tail = 0
        if op_word == "tail":
            if not rest.startswith("call "):
                raise _LineFallback
            tail = I.TCK_Tail
            rest = rest[5:]
            off += 5
        m = _CALL.match(rest)
        if m is None:
            raise _LineFallback
        prefix, ty_s, callee_s, arg_text, groups = m.groups()
        head = self.line_call_heads.get((prefix, ty_s))
        if head is None:
            head = self.line_call_heads[(prefix, ty_s)] = self._call_head(prefix, ty_s)
        fmf, cc, ret_attrs, ty = head
        explicit = ty.tid == FunctionTyID
        args: list[Value] = []
        arg_attrs: list[AttributeSet] = []
        arg_types: list[Type] = []
        if arg_text:
            arg_cache = self.line_call_args
            local = self.line_locals
            consts = self.line_consts
            for a in (
                arg_text.split(", ")
                if "(" not in arg_text and "<" not in arg_text and "{" not in arg_text
                else _split(arg_text)
            ):
                head, sp, v_s = a.rpartition(" ")
                if a[-1] not in ")>}]" and v_s[0] != "@":
                    # a local or a simple constant: keyed by type and attributes, the value varies
                    e = arg_cache.get(head)
                    if e is None:
                        e = arg_cache[head] = self._call_arg(a)
                    aty, attrs = e[0], e[1]
                    v = local.get(v_s)
                    if v is None or v.type is not aty:
                        v = consts.get((aty, v_s)) or self._lv(aty, v_s)
                elif a[-1] == ")" and (i := a.find(" getelementptr ")) > 0:
                    # a constant expression (a string's address, mostly): the head as above
                    head = a[:i]
                    e = arg_cache.get(head)
                    if e is None:
                        e = arg_cache[head] = self._call_arg(a)
                    aty, attrs = e[0], e[1]
                    v_s = a[i + 1 :]
                    v = consts.get((aty, v_s)) or self._lv(aty, v_s)
                else:
                    e = arg_cache.get(a)
                    if e is None:
                        e = arg_cache[a] = self._call_arg(a)
                    aty, attrs, v, v_s = e
                    if v is None:
                        v = local.get(v_s)
                        if v is None or v.type is not aty:
                            v = self._lv(aty, v_s)
                arg_attrs.append(attrs)
                arg_types.append(aty)
                args.append(v)
        if explicit:
            fty = ty
            params = fty.params
            assert params is not None
            if len(args) < len(params) or (len(args) > len(params) and not fty.vararg):
                raise _LineFallback
            for p, a in zip(params, args):
                if p is not a.type:
                    raise _LineFallback
        else:
            if ty.tid in (LabelTyID, MetadataTyID):
                raise _LineFallback
            fty = self.ctx.function_type(ty, tuple(arg_types), False)
        pty = self.ctx.pointer_type(None if self.opaque else fty, 0)
        if (
            callee_s[0] == "@"
            and callee_s[1:] not in self.module.symbols
            and callee_s[1:] not in self.fwd_globals
        ):
            callee = self._forward_global(pty, callee_s[1:], off + m.start(3))
        else:
            callee = self._lv(pty, callee_s)
        group_ids = [int(g) for g in groups.split(" #")[1:]] if groups else []
        alist = AttributeList(EMPTY, ret_attrs, arg_attrs)
        info = CallInfo(fty, cc, alist, tail, [], len(arg_attrs))
        self.defer_attrs(alist, "fn", EMPTY, group_ids, -1 - (off + m.start(3)))
        args.append(callee)
        assert fty.elem is not None
        inst = Instruction(I.Call, fty.elem, args)
        inst.extra = info
        inst.flags = fmf << I.FMF_SHIFT
        return inst


__all__ = ["LineBodyParserMixin"]
