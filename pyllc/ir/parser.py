"""What it is (LLVM: lib/AsmParser/LLParser.cpp): the reader of textual LLVM IR.

``parse_assembly(text, filename)`` lexes the file once (:mod:`pyllc.ir.lexer`) and runs a
recursive-descent parser over the token lists.  Function bodies laid out as LLVM prints them are
left unlexed and read a line at a time by :mod:`pyllc.ir.parser_lines`, which falls back on the
token parser for anything it does not know, so the result and every diagnostic are the same.  The parser is a class,
:class:`LLParser`, assembled from three parts: this file (module-level entities, types,
attributes, values and constants), :mod:`pyllc.ir.parser_instructions` (function bodies and
every instruction, a mixin) and :mod:`pyllc.ir.metadata_parser` (metadata, a mixin).

How it works
------------
* Tokens are three parallel lists (kinds, texts, offsets); the parser keeps an index
  ``pos`` and mirrors the current token in ``kind`` and ``text``.  Top-level entities and
  instructions are dispatched through dicts from keyword to bound method.
* Types are interned in the Context; an identified struct (``%T``) is created on first
  mention and gets its body when ``%T = type ...`` is seen (forward uses are legal).
* Forward references: a local used before its definition (a PHI operand, a value defined in a
  later block) becomes a :class:`ForwardRef` placeholder carrying the expected type; when the
  definition arrives the types are compared (llvm-as's "instruction forward referenced with
  type" error) and all uses are redirected.  Blocks are created on first mention and placed
  in the function when their label is seen.  Globals used before their definition are
  placeholders too, resolved when defined; anything still undefined at the end of the function
  or module is reported at its first use ("use of undefined value '%x'").
* Unnamed values are numbered as LLVM requires (``%0``, ``%1`` ... in order; "instruction
  expected to be numbered '%N'").
* Nesting (types, constant expressions, aggregates) is bounded by ``MAX_DEPTH``; deeper input
  gets a located error instead of exhausting Python's stack.
* Every instruction records the source offset of its first token (``Instruction.loc``), so the
  verifier can report errors in place.

Primitives for the metadata mixin
---------------------------------
``kind`` / ``text`` (current token kind and text), ``pos`` (its index), ``peek(n)`` (kind of a
later token), ``next()`` (advance), ``expect(kind, what)`` (consume a token of ``kind`` or fail
with "expected <what>"; returns its text), ``eat(kind)`` (consume if present, returns bool),
``eat_word(word)``, ``error(message, at=None)`` (raise a located DiagnosticError at token index
``at`` or the current token), ``loc_of(at)`` (SourceLocation of a token), ``parse_type()``,
``parse_value(ty)``, ``parse_typed_value()``, ``parse_uint()``, ``parse_string()``,
``self.module`` / ``self.ctx``, and ``self.pfs`` (the current function's
:class:`PerFunctionState`, None outside functions; ``pfs.get_value(kind, text, ty, at)`` looks a
local up).  The mixin provides ``parse_standalone_metadata()``, ``parse_named_metadata()``,
``parse_metadata_as_value()``, ``parse_instruction_metadata_attachments(inst)``,
``parse_global_metadata_attachment(gobj)`` and ``finish_metadata()`` (end-of-module checks).
"""

from __future__ import annotations

import bisect
import gc
import re
from typing import Any, Callable

from pyllc.ir import lexer as L
from pyllc.ir.attributes import (
    EMPTY,
    ENUM,
    ENUM_ATTRS,
    INT,
    INT_ATTRS,
    OTHER,
    OTHER_ATTRS,
    STRING,
    TYPE,
    TYPE_ATTRS,
    AttributeList,
    AttributeSet,
)
from pyllc.ir.constants import (
    BlockAddress,
    ConstantArray,
    ConstantDataArray,
    ConstantExpr,
    ConstantFP,
    ConstantStruct,
    ConstantTargetNone,
    ConstantVector,
    DSOLocalEquivalent,
    NoCFIValue,
    get_int,
    get_null,
    get_poison,
    get_token_none,
    get_undef,
    get_zero_aggregate,
)
from pyllc.ir import constant_fold as CF
from pyllc.ir.context import Context
from pyllc.ir.data_layout import DataLayout, DataLayoutError
from pyllc.ir import instructions as I
from pyllc.ir.metadata_parser import MetadataParserMixin
from pyllc.ir.parser_lines import LineBodyParserMixin
from pyllc.ir.module import (
    COMDAT_KINDS,
    DLL_NAMES,
    LINKAGE_BY_NAME,
    TLS_BY_MODEL,
    UNNAMED_ADDR_NAMES,
    VISIBILITY_NAMES,
    Comdat,
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
    Module,
)
from pyllc.ir.parser_instructions import InstructionParserMixin, PerFunctionState
from pyllc.ir.types import (
    ArrayTyID,
    FixedVectorTyID,
    FunctionTyID,
    IntegerTyID,
    LabelTyID,
    MetadataTyID,
    PointerTyID,
    ScalableVectorTyID,
    StructTyID,
    TargetExtTyID,
    TokenTyID,
    Type,
    VoidTyID,
    X86_MMXTyID,
    FP_TYPE_IDS,
    FP_KIND_NAMES,
)
from pyllc.ir.values import InlineAsm, Value
from pyllc.support.diagnostics import DiagnosticError, SourceLocation, location_in_text

MAX_DEPTH = 200

# CallingConv::ID by keyword.
CALLING_CONVS: dict[str, int] = {
    "ccc": 0,
    "fastcc": 8,
    "coldcc": 9,
    "ghccc": 10,
    "webkit_jscc": 12,
    "anyregcc": 13,
    "preserve_mostcc": 14,
    "preserve_allcc": 15,
    "swiftcc": 16,
    "cxx_fast_tlscc": 17,
    "tailcc": 18,
    "cfguard_checkcc": 19,
    "swifttailcc": 20,
    "x86_stdcallcc": 64,
    "x86_fastcallcc": 65,
    "arm_apcscc": 66,
    "arm_aapcscc": 67,
    "arm_aapcs_vfpcc": 68,
    "msp430_intrcc": 69,
    "x86_thiscallcc": 70,
    "ptx_kernel": 71,
    "ptx_device": 72,
    "spir_func": 75,
    "spir_kernel": 76,
    "intel_ocl_bicc": 77,
    "x86_64_sysvcc": 78,
    "win64cc": 79,
    "x86_vectorcallcc": 80,
    "hhvmcc": 81,
    "hhvm_ccc": 82,
    "x86_intrcc": 83,
    "avr_intrcc": 84,
    "avr_signalcc": 85,
    "amdgpu_vs": 87,
    "amdgpu_gs": 88,
    "amdgpu_ps": 89,
    "amdgpu_cs": 90,
    "amdgpu_kernel": 91,
    "x86_regcallcc": 92,
    "amdgpu_hs": 93,
    "amdgpu_ls": 95,
    "amdgpu_es": 96,
    "aarch64_vector_pcs": 97,
    "aarch64_sve_vector_pcs": 98,
    "amdgpu_gfx": 100,
    "m68k_intrcc": 101,
    "aarch64_sme_preservemost_from_x0": 102,
    "aarch64_sme_preservemost_from_x2": 103,
}
CALLING_CONV_NAMES: dict[int, str] = {v: k for k, v in CALLING_CONVS.items()}

CAST_KEYWORDS = {I.OPCODE_NAMES[op]: op for op in I.CAST_OPS}
BINARY_KEYWORDS = {I.OPCODE_NAMES[op]: op for op in I.BINARY_OPS}


class ForwardRef(Value):
    """A placeholder for a value used before its definition; ``at`` is the token index of the first use."""

    __slots__ = ("at",)

    def __init__(self, ty: Type, name: str, at: int) -> None:
        self.type = ty
        self.name = name
        self.uses = []
        self.at = at


class _PendingBlockAddress:
    __slots__ = ("ba", "fn_kind", "fn_text", "bb_kind", "bb_text", "at")

    def __init__(
        self, ba: BlockAddress, fn_kind: int, fn_text: str, bb_kind: int, bb_text: str, at: int
    ) -> None:
        self.ba = ba
        self.fn_kind = fn_kind
        self.fn_text = fn_text
        self.bb_kind = bb_kind
        self.bb_text = bb_text
        self.at = at


class LLParser(MetadataParserMixin, LineBodyParserMixin, InstructionParserMixin):
    """The IR text reader (see the module docstring)."""

    def __init__(
        self, text: str, filename: str, context: Context | None = None, fast_bodies: bool = True
    ) -> None:
        self.source = text
        self.filename = filename
        if fast_bodies:
            self.kinds, self.texts, self.offsets, self.bodies = L.tokenize_module(text, filename)
        else:
            self.kinds, self.texts, self.offsets = L.tokenize(text, filename)
            self.bodies = []
        self.pos = 0
        self.kind = self.kinds[0]
        self.text = self.texts[0]
        self.module = Module(filename, context)
        self.module.text = text
        self.ctx = self.module.context
        self.pfs: PerFunctionState | None = None
        self.depth = 0
        self.opaque = False
        self.pending_call_fty: Type | None = None
        self.pending_arg_names: list[tuple[int, str, int]] = []
        ctx = self.ctx
        self.simple_types: dict[str, Type] = {
            "void": ctx.void_ty,
            "half": ctx.half_ty,
            "bfloat": ctx.bfloat_ty,
            "float": ctx.float_ty,
            "double": ctx.double_ty,
            "x86_fp80": ctx.x86_fp80_ty,
            "fp128": ctx.fp128_ty,
            "ppc_fp128": ctx.ppc_fp128_ty,
            "label": ctx.label_ty,
            "metadata": ctx.metadata_ty,
            "token": ctx.token_ty,
            "x86_mmx": ctx.x86_mmx_ty,
            "x86_amx": ctx.x86_amx_ty,
            "i1": ctx.i1,
            "i8": ctx.i8,
            "i16": ctx.int_type(16),
            "i32": ctx.i32,
            "i64": ctx.i64,
            "i128": ctx.int_type(128),
        }
        # Identified struct types: name -> [type, defined?, first use token index]
        self.named_types: dict[str, list[Any]] = {}
        self.numbered_types: dict[int, list[Any]] = {}
        self.fwd_globals: dict[str, ForwardRef] = {}
        self.fwd_ces: list[ConstantExpr] = []  # see note_fwd_ce
        self.fwd_ce_set: set[Value] = set()
        self.fwd_global_ids: dict[int, ForwardRef] = {}
        self.numbered_globals: list[GlobalValue] = []
        self.pending_attrs: list[tuple[Any, str, AttributeSet, list[int], int]] = []
        self.pending_block_addresses: list[_PendingBlockAddress] = []
        self.fn_blocks: dict[Function, PerFunctionState] = {}
        self.comdat_refs: dict[str, int] = {}
        self.top_level: dict[str, Callable[[], None]] = {
            "define": self.parse_define,
            "declare": self.parse_declare,
            "target": self.parse_target,
            "source_filename": self.parse_source_filename,
            "module": self.parse_module_asm,
            "attributes": self.parse_attribute_group,
            "uselistorder": self.parse_module_uselistorder,
            "uselistorder_bb": self.parse_module_uselistorder,
            "deplibs": self.parse_deplibs,
        }
        self.init_instruction_parser()
        self.init_line_parser()
        self.init_metadata_parser()

    # ------------------------------------------------------------------ primitives
    def next(self) -> None:
        p = self.pos + 1
        self.pos = p
        self.kind = self.kinds[p]
        self.text = self.texts[p]

    def seek(self, p: int) -> None:
        self.pos = p
        self.kind = self.kinds[p]
        self.text = self.texts[p]

    def peek(self, n: int = 1) -> int:
        p = self.pos + n
        return self.kinds[p] if p < len(self.kinds) else L.EOF

    def peek_text(self, n: int = 1) -> str:
        p = self.pos + n
        return self.texts[p] if p < len(self.texts) else ""

    def offset_of(self, at: int) -> int:
        """Source offset of a location: a token index, or ``-1 - offset`` (the line reader's form)."""
        return self.offsets[at] if at >= 0 else -1 - at

    def loc_of(self, at: int | None = None) -> SourceLocation:
        return location_in_text(self.filename, self.source, self.offset_of(self.pos if at is None else at))

    def error(self, message: str, at: int | None = None) -> DiagnosticError:
        """Build (the caller raises) a located error at token ``at`` (default: the current token)."""
        if at is None and self.kind == L.ERROR and self.text in ('"',):
            message = "end of file in string constant"
        return DiagnosticError(self.loc_of(at), message)

    def expect(self, kind: int, what: str) -> str:
        if self.kind != kind:
            raise self.error("expected " + what)
        t = self.text
        self.next()
        return t

    def eat(self, kind: int) -> bool:
        if self.kind == kind:
            self.next()
            return True
        return False

    def eat_word(self, word: str) -> bool:
        if self.kind == L.WORD and self.text == word:
            self.next()
            return True
        return False

    def expect_word(self, word: str, what: str | None = None) -> None:
        if self.kind != L.WORD or self.text != word:
            raise self.error("expected " + (what or "'%s'" % word))
        self.next()

    def parse_uint(self, what: str = "integer") -> int:
        if self.kind != L.INTEGER or self.text.startswith("-"):
            raise self.error("expected " + what)
        v = int(self.text)
        self.next()
        return v

    def parse_int(self, what: str = "integer") -> int:
        if self.kind != L.INTEGER:
            raise self.error("expected " + what)
        v = int(self.text)
        self.next()
        return v

    def parse_string(self, what: str = "string constant") -> str:
        """A quoted string's bytes as a latin-1 str (escapes decoded)."""
        if self.kind != L.STRING:
            raise self.error("expected " + what)
        s = L.unescape(self.text)
        self.next()
        return s

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error("nesting too deep (more than %d levels)" % MAX_DEPTH)

    # ------------------------------------------------------------------ driver
    def run(self) -> Module:
        top = self.top_level
        while True:
            k = self.kind
            if k == L.EOF:
                break
            if k == L.WORD:
                f = top.get(self.text)
                if f is None:
                    raise self.error("expected top-level entity")
                f()
            elif k == L.GLOBALVAR or k == L.GLOBALID:
                self.parse_global_entity()
            elif k == L.LOCALVAR or k == L.LOCALID:
                self.parse_type_definition()
            elif k == L.COMDATVAR:
                self.parse_comdat()
            elif k == L.METADATAID or k == L.EXCLAIM:
                self.parse_standalone_metadata()
            elif k == L.METADATAVAR:
                self.parse_named_metadata()
            elif k == L.SUMMARYID:
                self.skip_summary_entry()
            else:
                raise self.error("expected top-level entity")
        self.finish()
        return self.module

    def finish(self) -> None:
        m = self.module
        for name, ent in self.named_types.items():
            if not ent[1]:
                raise self.error("use of undefined type named '%s'" % name, ent[2])
        for num, ent in self.numbered_types.items():
            if not ent[1]:
                raise self.error("use of undefined type '%%%d'" % num, ent[2])
        if self.fwd_globals:
            ref = min(self.fwd_globals.values(), key=lambda r: self.offset_of(r.at))
            raise self.error("use of undefined value '@%s'" % ref.name, ref.at)
        if self.fwd_global_ids:
            ref = min(self.fwd_global_ids.values(), key=lambda r: self.offset_of(r.at))
            raise self.error("use of undefined value '@%s'" % ref.name, ref.at)
        for ce in self.fwd_ces:
            folded = CF.refold(self.ctx, ce)
            if folded is not None and folded is not ce:
                ce.replace_all_uses_with(folded)
        for holder, attr, inline, ids, _at in self.pending_attrs:
            s = inline
            for gid in ids:
                grp = m.attribute_groups.get(gid)
                if grp is None:  # LLVM ignores a reference to a group the module never defines
                    continue
                s = s.merged(grp)
            setattr(holder, attr, s)
        # BlockAddress constants are uniqued per (function, block), as BlockAddress::get does:
        # every later mention of the same pair is replaced by the first one.
        canonical: dict[tuple[int, int, int], BlockAddress] = {}
        for pba in self.pending_block_addresses:
            self.resolve_block_address(pba)
            ba = pba.ba
            key = (id(ba.operands[0]), id(ba.operands[1]), id(ba.type))
            first = canonical.setdefault(key, ba)
            if first is not ba:
                ba.replace_all_uses_with(first)
                ba.drop_all_references()
        for name, at in self.comdat_refs.items():
            if name not in m.comdats:
                raise self.error("use of undefined comdat '$%s'" % name, at)
        self.finish_metadata()

    def skip_summary_entry(self) -> None:
        """``^N = ...``: module summaries are skipped (balanced parentheses)."""
        self.next()
        self.expect(L.EQUAL, "'=' here")
        if self.kind != L.LABELSTR:
            raise self.error("unexpected summary kind")
        self.next()
        if self.kind != L.LPAREN:
            if self.kind not in (L.INTEGER, L.WORD, L.STRING):
                raise self.error("expected integer")
            self.next()
            return
        depth = 0
        while True:
            k = self.kind
            if k == L.EOF:
                raise self.error("expected ')' here")
            if k == L.LPAREN:
                depth += 1
            elif k == L.RPAREN:
                depth -= 1
                if depth == 0:
                    self.next()
                    return
            self.next()

    # ------------------------------------------------------------------ simple top-level entities
    def parse_target(self) -> None:
        self.next()
        if self.eat_word("triple"):
            self.expect(L.EQUAL, "'=' after target triple")
            self.module.triple = self.parse_string()
        elif self.eat_word("datalayout"):
            self.expect(L.EQUAL, "'=' after target datalayout")
            at = self.pos
            layout = self.parse_string()
            try:  # LLParser (LLVM 15+) checks the string here; llvm-as-14 aborts later with the same message
                DataLayout(layout)
            except DataLayoutError as e:
                raise self.error(str(e), at) from None
            self.module.data_layout = layout
        else:
            raise self.error("unknown target property")

    def parse_source_filename(self) -> None:
        self.next()
        self.expect(L.EQUAL, "'=' after source_filename")
        self.module.source_filename = self.parse_string()

    def parse_module_asm(self) -> None:
        self.next()
        self.expect_word("asm", "'module asm'")
        self.module.module_asm.append(self.parse_string())

    def parse_deplibs(self) -> None:
        self.next()
        self.expect(L.EQUAL, "'=' after deplibs")
        self.expect(L.LSQUARE, "'=' after deplibs")
        if not self.eat(L.RSQUARE):
            while True:
                self.parse_string()
                if not self.eat(L.COMMA):
                    break
            self.expect(L.RSQUARE, "']' at end of list")

    def raw_text_until_close(self, start: int) -> str:
        """Source text from token ``start`` through the next ``}`` (consumed)."""
        while self.kind != L.RBRACE:
            if self.kind == L.EOF:
                raise self.error("expected '}' here")
            self.next()
        end = self.offsets[self.pos] + 1
        self.next()
        return self.source[self.offsets[start] : end]

    def parse_module_uselistorder(self) -> None:
        start = self.pos
        self.module.uselistorders.append(self.raw_text_until_close(start))

    def parse_comdat(self) -> None:
        name = self.text
        at = self.pos
        self.next()
        self.expect(L.EQUAL, "'=' here")
        self.expect_word("comdat", "comdat keyword")
        if self.kind != L.WORD or self.text not in COMDAT_KINDS:
            raise self.error("unknown selection kind")
        kind = self.text
        self.next()
        m = self.module
        if name in m.comdats and name not in self.comdat_refs:
            raise self.error("redefinition of comdat '$%s'" % name, at)
        c = m.comdats.get(name)
        if c is None:
            m.comdats[name] = Comdat(name, kind)
        else:
            c.kind = kind
        self.comdat_refs.pop(name, None)

    def get_comdat(self, name: str, at: int) -> Comdat:
        m = self.module
        c = m.comdats.get(name)
        if c is None:
            c = Comdat(name)
            m.comdats[name] = c
            self.comdat_refs[name] = at
        return c

    # ------------------------------------------------------------------ types
    def parse_type_definition(self) -> None:
        at = self.pos
        is_id = self.kind == L.LOCALID
        name = self.text
        self.next()
        self.expect(L.EQUAL, "'=' after name")
        self.expect_word("type", "'type' after '='")
        if is_id:
            num = int(name)
            ent = self.numbered_types.get(num)
            if ent is None:
                ent = [self.ctx.numbered_struct_type(num), False, at]
                self.numbered_types[num] = ent
        else:
            ent = self.named_types.get(name)
            if ent is None:
                ent = [self.ctx.named_struct_type(name), False, at]
                self.named_types[name] = ent
        if ent[1]:
            raise self.error("redefinition of type", at)
        t: Type = ent[0]
        if self.eat_word("opaque"):
            ent[1] = True
            self.module.struct_types.append(t)
            return
        packed = False
        if self.kind == L.LESS and self.peek() == L.LBRACE:
            self.next()
            packed = True
        if self.kind == L.LBRACE:
            elems = self.parse_struct_body()
            if packed:
                self.expect(L.GREATER, "'>' at end of packed struct")
            t.params = elems
            t.packed = packed
            ent[1] = True
            self.module.struct_types.append(t)
            return
        if packed:
            raise self.error("expected '{' here")
        # `%T = type i32` names a non-struct type (rare): alias the name.
        real = self.parse_type()
        if real.tid == StructTyID and not real.name:
            t.params = real.params
            t.packed = real.packed
            ent[1] = True
            self.module.struct_types.append(t)
            return
        raise (
            self.error("non-struct types may not be recursive", at)
            if False
            else self.error("unsupported: named non-struct type", at)
        )

    def parse_struct_body(self) -> tuple[Type, ...]:
        self.expect(L.LBRACE, "'{' here")
        if self.eat(L.RBRACE):
            return ()
        elems = [self.parse_type()]
        while self.eat(L.COMMA):
            elems.append(self.parse_type())
        self.expect(L.RBRACE, "'}' at end of struct")
        return tuple(elems)

    def named_type(self, kind: int, text: str) -> Type:
        if kind == L.LOCALVAR:
            ent = self.named_types.get(text)
            if ent is None:
                ent = [self.ctx.named_struct_type(text), False, self.pos]
                self.named_types[text] = ent
        else:
            num = int(text)
            ent = self.numbered_types.get(num)
            if ent is None:
                ent = [self.ctx.numbered_struct_type(num), False, self.pos]
                self.numbered_types[num] = ent
        return ent[0]

    def parse_type(self, allow_void: bool = True) -> Type:
        """Parse a type (LLParser::parseType), including pointer and function-type suffixes."""
        k = self.kind
        text = self.text
        at = self.pos
        if k == L.WORD:
            t = self.simple_types.get(text)
            if t is None:
                if text[0] == "i" and text[1:].isdigit():
                    bits = int(text[1:])
                    if not 1 <= bits <= 0xFFFFFF:
                        raise self.error("bitwidth for integer type out of range")
                    t = self.ctx.int_type(bits)
                    self.simple_types[text] = t
                    self.next()
                elif text == "ptr":
                    self.next()
                    t = self.ctx.pointer_type(None, self.parse_opt_addrspace())
                elif text == "target":
                    t = self.parse_target_ext_type()
                elif text == "opaque":
                    raise self.error("expected type")
                else:
                    raise self.error("expected type")
            else:
                self.next()
        elif k == L.LOCALVAR or k == L.LOCALID:
            t = self.named_type(k, text)
            self.next()
        elif k == L.LBRACE:
            self.enter()
            t = self.ctx.struct_type(self.parse_struct_body())
            self.depth -= 1
        elif k == L.LSQUARE or k == L.LESS:
            self.enter()
            t = self.parse_array_vector_type()
            self.depth -= 1
        else:
            raise self.error("expected type")
        # suffixes
        while True:
            k = self.kind
            if k == L.STAR:
                if t.tid == VoidTyID:
                    raise self.error("pointers to void are invalid; use i8* instead")
                if t.tid == LabelTyID:
                    raise self.error("basic block pointers are invalid")
                if t.tid == PointerTyID and t.pointee is None:
                    raise self.error("ptr* is invalid - use ptr instead")
                t = self.ctx.pointer_type(t, 0)
                self.next()
            elif k == L.WORD and self.text == "addrspace" and self.peek() == L.LPAREN:
                if t.tid == PointerTyID and t.pointee is None:
                    break
                if self.peek(4) != L.STAR:
                    break
                a = self.parse_opt_addrspace()
                self.expect(L.STAR, "'*' after addrspace")
                t = self.ctx.pointer_type(t, a)
            elif k == L.LPAREN:
                t = self.parse_function_type(t, at)
            else:
                break
        if not allow_void and t.tid == VoidTyID:
            raise self.error("void type only allowed for function results", at)
        return t

    def parse_opt_addrspace(self) -> int:
        if self.kind == L.WORD and self.text == "addrspace":
            self.next()
            self.expect(L.LPAREN, "'(' in address space")
            a = self.parse_uint("address space")
            self.expect(L.RPAREN, "')' in address space")
            return a
        return 0

    def parse_function_type(self, ret: Type, at: int) -> Type:
        if ret.tid in (LabelTyID, MetadataTyID) or ret.tid == FunctionTyID:
            raise self.error("invalid function return type", at)
        self.enter()
        self.next()
        params: list[Type] = []
        vararg = False
        if not self.eat(L.RPAREN):
            while True:
                if self.kind == L.DOTDOTDOT:
                    self.next()
                    vararg = True
                    break
                pt = self.parse_type()
                if pt.tid == VoidTyID:
                    raise self.error("argument can not have void type")
                # Attributes and names are not allowed in function types; skip attributes leniently.
                self.parse_param_attrs()
                params.append(pt)
                if not self.eat(L.COMMA):
                    break
            self.expect(L.RPAREN, "')' at end of argument list" if not vararg else "')' here")
        self.depth -= 1
        return self.ctx.function_type(ret, tuple(params), vararg)

    def parse_array_vector_type(self) -> Type:
        is_vector = self.kind == L.LESS
        self.next()
        if is_vector and self.kind == L.LBRACE:
            elems = self.parse_struct_body()
            self.expect(L.GREATER, "'>' at end of packed struct")
            return self.ctx.struct_type(elems, True)
        scalable = False
        if is_vector and self.kind == L.WORD and self.text == "vscale":
            self.next()
            self.expect_word("x", "'x' after vscale")
            scalable = True
        if self.kind != L.INTEGER:
            raise self.error("expected number in address space" if False else "expected type")
        at = self.pos
        n = int(self.text)
        self.next()
        self.expect_word("x", "'x' after element count")
        elem_at = self.pos
        elem = self.parse_type()
        if is_vector:
            self.expect(L.GREATER, "'>' at end of vector type")
            if n == 0:
                raise self.error("zero element vector is illegal", at)
            if not (elem.tid == IntegerTyID or elem.tid in FP_TYPE_IDS or elem.tid == PointerTyID):
                raise self.error("invalid vector element type", elem_at)
            return self.ctx.vector_type(elem, n, scalable)
        self.expect(L.RSQUARE, "']' at end of array type")
        if (
            elem.tid in (VoidTyID, LabelTyID, MetadataTyID, FunctionTyID, TokenTyID)
            or elem.tid == ScalableVectorTyID
        ):
            raise self.error("invalid array element type", elem_at)
        return self.ctx.array_type(elem, n)

    def parse_target_ext_type(self) -> Type:
        self.next()
        self.expect(L.LPAREN, "'(' in target extension type")
        name = self.parse_string("type name")
        types: list[Type] = []
        ints: list[int] = []
        while self.eat(L.COMMA):
            if self.kind == L.INTEGER:
                ints.append(self.parse_uint())
            else:
                if ints:
                    raise self.error("expected integer")
                types.append(self.parse_type())
        self.expect(L.RPAREN, "')' in target extension type")
        return self.ctx.target_ext_type(name, tuple(types), tuple(ints))

    # ------------------------------------------------------------------ attributes
    def parse_param_attrs(self) -> AttributeSet:
        """Parameter or return attributes (LLParser::parseOptionalParamAttrs)."""
        items: list[tuple[int, str, Any]] = []
        while True:
            k = self.kind
            if k == L.WORD:
                w = self.text
                if w in ENUM_ATTRS:
                    if w == "uwtable" and self.peek() == L.LPAREN:
                        items.append(self.parse_other_attr())
                        continue
                    items.append((ENUM, w, None))
                    self.next()
                elif w in INT_ATTRS:
                    self.next()
                    if w == "align" and self.kind == L.INTEGER:
                        v = self.parse_alignment_value()
                    else:
                        self.expect(L.LPAREN, "'('")
                        v = self.parse_uint()
                        self.expect(L.RPAREN, "')'")
                        if w == "align":
                            self.check_alignment(v, self.pos - 2)
                    items.append((INT, w, v))
                elif w in TYPE_ATTRS:
                    self.next()
                    ty: Type | None = None
                    if self.kind == L.LPAREN:
                        self.next()
                        ty = self.parse_type()
                        self.expect(L.RPAREN, "')'")
                    items.append((TYPE, w, ty))
                elif w in OTHER_ATTRS:
                    items.append(self.parse_other_attr())
                else:
                    break
            elif k == L.STRING:
                items.append(self.parse_string_attr())
            else:
                break
        return AttributeSet(tuple(items)) if items else EMPTY

    def parse_alignment_value(self) -> int:
        at = self.pos
        v = self.parse_uint("alignment")
        self.check_alignment(v, at)
        return v

    def check_alignment(self, v: int, at: int) -> None:
        if v & (v - 1) or v == 0:
            raise self.error("alignment is not a power of two", at)
        if v > 1 << 32:
            raise self.error("huge alignments are not supported yet", at)

    def parse_other_attr(self) -> tuple[int, str, Any]:
        """An attribute with a parenthesised payload kept verbatim (``memory(read)``, ``allocsize(0)``)."""
        name = self.text
        self.next()
        if self.kind != L.LPAREN:
            if name == "uwtable":
                return (ENUM, name, None)
            raise self.error("expected '('")
        start = self.offsets[self.pos]
        depth = 0
        while True:
            k = self.kind
            if k == L.LPAREN:
                depth += 1
            elif k == L.RPAREN:
                depth -= 1
                if depth == 0:
                    break
            elif k == L.EOF:
                raise self.error("expected ')'")
            self.next()
        end = self.offsets[self.pos] + 1
        self.next()
        return (OTHER, name, self.source[start:end])

    def parse_string_attr(self) -> tuple[int, str, Any]:
        key = L.unescape(self.text)
        self.next()
        val: str | None = None
        if self.kind == L.EQUAL:
            self.next()
            val = self.parse_string()
        return (STRING, key, val)

    def parse_fn_attrs(self, in_group: bool, group_ids: list[int] | None) -> AttributeSet:
        """Function attributes inline (after a signature or call) or inside ``attributes #N = {...}``."""
        items: list[tuple[int, str, Any]] = []
        while True:
            k = self.kind
            if k == L.WORD:
                w = self.text
                if w in ENUM_ATTRS:
                    if w == "uwtable" and self.peek() == L.LPAREN:
                        items.append(self.parse_other_attr())
                        continue
                    items.append((ENUM, w, None))
                    self.next()
                elif w == "align" or w == "alignstack":
                    if w == "align" and not in_group:
                        break  # the function's alignment, handled by the caller
                    self.next()
                    if self.kind == L.EQUAL:
                        self.next()
                        v = self.parse_uint()
                    elif self.kind == L.LPAREN:
                        self.next()
                        v = self.parse_uint()
                        self.expect(L.RPAREN, "')'")
                    else:
                        v = self.parse_uint()
                    items.append((INT, w, v))
                elif w in OTHER_ATTRS:
                    items.append(self.parse_other_attr())
                elif w in TYPE_ATTRS or w in INT_ATTRS:
                    if not in_group and w != "preallocated":  # preallocated(T) is a call-site attribute
                        raise self.error("this attribute does not apply to functions")
                    one = self.parse_param_attrs()
                    items.extend(one.items)
                else:
                    break
            elif k == L.STRING:
                items.append(self.parse_string_attr())
            elif k == L.ATTRGRPID and group_ids is not None:
                group_ids.append(int(self.text))
                self.next()
            else:
                break
        return AttributeSet(tuple(items)) if items else EMPTY

    def parse_attribute_group(self) -> None:
        at = self.pos
        self.next()
        if self.kind != L.ATTRGRPID:
            raise self.error("expected attribute group id")
        gid = int(self.text)
        self.next()
        self.expect(L.EQUAL, "'=' here")
        self.expect(L.LBRACE, "'{' here")
        s = self.parse_fn_attrs(True, None)
        if self.kind != L.RBRACE:
            raise self.error(
                "unterminated attribute group"
                if self.kind == L.EOF
                else "unknown attribute '%s'" % self.text
                if self.kind == L.WORD
                else "expected '}' here"
            )
        self.next()
        if not s.items:
            raise self.error("attribute group has no attributes", at)
        old = self.module.attribute_groups.get(gid)
        self.module.attribute_groups[gid] = old.merged(s) if old is not None else s

    def defer_attrs(self, holder: Any, attr: str, inline: AttributeSet, ids: list[int], at: int) -> None:
        if ids:
            self.pending_attrs.append((holder, attr, inline, ids, at))
        else:
            setattr(holder, attr, inline)

    def parse_calling_conv(self) -> int:
        if self.kind == L.WORD:
            cc = CALLING_CONVS.get(self.text)
            if cc is not None:
                self.next()
                return cc
            if self.text == "cc":
                self.next()
                return self.parse_uint("calling convention")
        return 0

    # ------------------------------------------------------------------ globals
    def parse_linkage_etc(self) -> tuple[int, bool, int, int, int, int, bool]:
        """[linkage] [dso_local|dso_preemptable] [visibility] [dllstorage] [thread_local] [unnamed_addr]
        [externally_initialized is handled by the caller]"""
        linkage = -1
        if self.kind == L.WORD:
            lk = LINKAGE_BY_NAME.get(self.text)
            if lk is not None:
                linkage = lk
                self.next()
        dso_local = False
        if self.eat_word("dso_local"):
            dso_local = True
        elif self.eat_word("dso_preemptable"):
            pass
        vis = 0
        if self.kind == L.WORD and self.text in ("default", "hidden", "protected"):
            vis = VISIBILITY_NAMES.index(self.text) if self.text != "default" else 0
            self.next()
        dll = 0
        if self.kind == L.WORD and self.text in ("dllimport", "dllexport"):
            dll = DLL_NAMES.index(self.text)
            self.next()
        tls = 0
        if self.eat_word("thread_local"):
            tls = 1
            if self.eat(L.LPAREN):
                if self.kind != L.WORD or self.text not in TLS_BY_MODEL:
                    raise self.error("expected localdynamic, initialexec or localexec")
                tls = TLS_BY_MODEL[self.text]
                self.next()
                self.expect(L.RPAREN, "')' after thread local model")
        ua = 0
        if self.kind == L.WORD and self.text in ("unnamed_addr", "local_unnamed_addr"):
            ua = UNNAMED_ADDR_NAMES.index(self.text)
            self.next()
        return linkage, dso_local, vis, dll, tls, ua, False

    def parse_global_entity(self) -> None:
        at = self.pos
        is_id = self.kind == L.GLOBALID
        name = self.text
        self.next()
        self.expect(L.EQUAL, "'=' here")
        if is_id:
            expected = len(self.numbered_globals)
            if int(name) != expected:
                raise self.error("variable expected to be numbered '@%d'" % expected, at)
        linkage, dso_local, vis, dll, tls, ua, _ = self.parse_linkage_etc()
        if self.kind == L.WORD and self.text in ("alias", "ifunc"):
            self.parse_alias_or_ifunc(name, is_id, at, linkage, dso_local, vis, dll, tls, ua)
            return
        addrspace = self.parse_opt_addrspace()
        ext_init = self.eat_word("externally_initialized")
        if self.eat_word("constant"):
            is_const = True
        elif self.eat_word("global"):
            is_const = False
        else:
            raise self.error("expected 'global' or 'constant'")
        ty_at = self.pos
        vty = self.parse_type()
        if vty.tid in (FunctionTyID, LabelTyID, VoidTyID, MetadataTyID, TokenTyID):
            raise self.error("invalid type for global variable", ty_at)
        explicit_linkage = linkage >= 0
        if linkage < 0:
            linkage = 0
        gv = GlobalVariable(self.ptr_to(vty, addrspace), vty, "" if is_id else name, addrspace)
        gv.is_constant = is_const
        gv.externally_initialized = ext_init
        gv.linkage = linkage
        gv.dso_local = dso_local
        gv.visibility = vis
        gv.dll_storage = dll
        gv.thread_local = tls
        gv.unnamed_addr = ua
        gv.loc = self.offsets[at]
        gv.parent = self.module
        has_init = not (explicit_linkage and linkage in (0, 9))
        if has_init:
            init = self.parse_value(vty)
            gv.set_initializer(init)
        self.register_global(gv, name, is_id, at)
        # trailing: , section "x" , partition "p", comdat, align N, sanitizer flags, !attachments, #attrs
        ids: list[int] = []
        while self.kind == L.COMMA:
            self.next()
            w = self.text if self.kind == L.WORD else ""
            if w == "section":
                self.next()
                gv.section = self.parse_string()
            elif w == "partition":
                self.next()
                gv.partition = self.parse_string()
            elif w == "comdat":
                self.parse_comdat_ref(gv, name)
            elif w == "align":
                self.next()
                gv.align = self.parse_alignment_value()
            elif w in (
                "no_sanitize_address",
                "no_sanitize_hwaddress",
                "sanitize_memtag",
                "sanitize_address_dyninit",
            ):
                gv.sanitizer.append(w)
                self.next()
            elif w == "code_model":
                self.next()
                gv.code_model = self.parse_string()
            elif self.kind == L.METADATAVAR:
                self.parse_global_metadata_attachment(gv)
            else:
                raise self.error(
                    "expected global section string"
                    if False
                    else "unknown global variable property!"
                    if self.kind == L.WORD
                    else "expected metadata after comma"
                )
        inline = self.parse_fn_attrs(True, ids) if self.kind in (L.ATTRGRPID, L.STRING) else EMPTY
        if inline or ids:
            self.defer_attrs(gv, "attrs", inline, ids, at)

    def starts_constant(self) -> bool:
        k = self.kind
        if k in (L.INTEGER, L.FPVAL, L.APSINT, L.LBRACE, L.LSQUARE, L.LESS, L.GLOBALVAR, L.GLOBALID):
            return True
        if k == L.WORD:
            return self.text in _CONSTANT_WORDS
        return False

    def parse_comdat_ref(self, gobj: Any, name: str) -> None:
        self.next()
        if self.kind == L.LPAREN:
            self.next()
            if self.kind != L.COMDATVAR:
                raise self.error("expected comdat variable")
            gobj.comdat = self.get_comdat(self.text, self.pos)
            self.next()
            self.expect(L.RPAREN, "')' after comdat var")
        else:
            if not name:
                raise self.error("comdat cannot be unnamed")
            gobj.comdat = self.get_comdat(name, self.pos)

    def ptr_to(self, ty: Type, addrspace: int) -> Type:
        if self.opaque:
            return self.ctx.pointer_type(None, addrspace)
        return self.ctx.pointer_type(ty, addrspace)

    def register_global(
        self, gv: GlobalValue, name: str, is_id: bool, at: int, is_function: bool = False
    ) -> None:
        m = self.module
        if is_id:
            num = len(self.numbered_globals)
            self.numbered_globals.append(gv)
            ref = self.fwd_global_ids.pop(num, None)
        else:
            if name in m.symbols:
                if is_function:
                    raise self.error("invalid redefinition of function '%s'" % name, at)
                raise self.error("redefinition of global '@%s'" % name, at)
            m.symbols[name] = gv
            ref = self.fwd_globals.pop(name, None)
        if isinstance(gv, Function):
            m.functions.append(gv)
        elif isinstance(gv, GlobalVariable):
            m.globals.append(gv)
        elif isinstance(gv, GlobalAlias):
            m.aliases.append(gv)
        else:
            m.ifuncs.append(gv)  # type: ignore[arg-type]
        if ref is not None:
            if ref.type is not gv.type:
                raise self.error("forward reference and definition of global have different types", at)
            ref.replace_all_uses_with(gv)

    def parse_alias_or_ifunc(
        self,
        name: str,
        is_id: bool,
        at: int,
        linkage: int,
        dso_local: bool,
        vis: int,
        dll: int,
        tls: int,
        ua: int,
    ) -> None:
        is_alias = self.text == "alias"
        self.next()
        vty = self.parse_type()
        self.expect(L.COMMA, "comma after alias or ifunc's type")
        aliasee_at = self.pos
        if self.kind == L.WORD and self.text in ("bitcast", "getelementptr", "addrspacecast", "inttoptr"):
            aliasee = self.parse_constant_expr(None)  # the type is implied by the expression
            assert aliasee is not None
        else:
            aliasee = self.parse_typed_value()
        if not aliasee.type.is_pointer():
            raise self.error("An alias or ifunc must have pointer type", aliasee_at)
        if linkage < 0:
            linkage = 0
        ty = aliasee.type
        cls = GlobalAlias if is_alias else GlobalIFunc
        ga = cls(
            ty if self.opaque or is_alias is False else self.ctx.pointer_type(vty, ty.addrspace),
            vty,
            "" if is_id else name,
            ty.addrspace,
        )
        if not is_alias:
            ga.type = self.ptr_to(vty, 0)
        ga.linkage = linkage
        ga.dso_local = dso_local
        ga.visibility = vis
        ga.dll_storage = dll
        ga.thread_local = tls
        ga.unnamed_addr = ua
        ga.loc = self.offsets[at]
        ga.parent = self.module
        ga.append_operand(aliasee)
        self.register_global(ga, name, is_id, at)
        while self.kind == L.COMMA:
            self.next()
            if self.eat_word("partition"):
                ga.partition = self.parse_string()
            elif self.kind == L.METADATAVAR and not is_alias:
                self.parse_global_metadata_attachment(ga)
            else:
                raise self.error("unknown alias or ifunc property!")

    # ------------------------------------------------------------------ functions
    def parse_declare(self) -> None:
        self.next()
        from pyllc.ir.module import GlobalObject

        holder = GlobalObject.__new__(GlobalObject)
        holder.md = None
        while self.kind == L.METADATAVAR:
            self.parse_global_metadata_attachment(holder)
        fn = self.parse_function_header(False)
        fn.md = holder.md

    def parse_define(self) -> None:
        self.next()
        fn = self.parse_function_header(True)
        while self.kind == L.METADATAVAR:
            self.parse_global_metadata_attachment(fn)
        self.parse_function_body(fn)

    def parse_function_header(self, is_define: bool) -> Function:
        start = self.pos
        linkage, dso_local, vis, dll, _tls, _ua, _ = self.parse_linkage_etc()
        if linkage < 0:
            linkage = 0
        cc = self.parse_calling_conv()
        ret_attrs = self.parse_param_attrs()
        ret_at = self.pos
        ret = self.parse_type()
        if ret.tid in (LabelTyID, MetadataTyID, FunctionTyID) or (ret.tid == TokenTyID and False):
            raise self.error("invalid function return type", ret_at)
        if self.kind not in (L.GLOBALVAR, L.GLOBALID):
            raise self.error("expected function name")
        name_at = self.pos
        is_id = self.kind == L.GLOBALID
        name = self.text
        if is_id and int(name) != len(self.numbered_globals):
            raise self.error("function expected to be numbered '@%d'" % len(self.numbered_globals))
        self.next()
        if self.kind != L.LPAREN:
            raise self.error("expected '(' in function argument list")
        self.next()
        arg_types: list[Type] = []
        arg_attrs: list[AttributeSet] = []
        arg_names: list[tuple[int, str, int]] = []
        vararg = False
        if self.kind != L.RPAREN:
            while True:
                if self.kind == L.DOTDOTDOT:
                    vararg = True
                    self.next()
                    break
                t_at = self.pos
                t = self.parse_type()
                if t.tid == VoidTyID:
                    raise self.error("argument can not have void type", t_at)
                if t.tid in (LabelTyID, FunctionTyID):
                    raise self.error("invalid type for function argument", t_at)
                arg_attrs.append(self.parse_param_attrs())
                if self.kind in (L.LOCALVAR, L.LOCALID):
                    arg_names.append((self.kind, self.text, self.pos))
                    self.next()
                else:
                    arg_names.append((0, "", self.pos))
                arg_types.append(t)
                if not self.eat(L.COMMA):
                    break
        self.expect(L.RPAREN, "')' at end of argument list")
        fty = self.ctx.function_type(ret, tuple(arg_types), vararg)
        ua = 0
        if self.kind == L.WORD and self.text in ("unnamed_addr", "local_unnamed_addr"):
            ua = UNNAMED_ADDR_NAMES.index(self.text)
            self.next()
        addrspace = self.parse_opt_addrspace()
        group_ids: list[int] = []
        fn_attrs = self.parse_fn_attrs(False, group_ids)
        m = self.module
        # A declaration may follow a forward reference; a definition of a declared name is an error.
        fn = Function(self.ptr_to(fty, addrspace), fty, "" if is_id else name, addrspace)
        fn.linkage = linkage
        fn.dso_local = dso_local
        fn.visibility = vis
        fn.dll_storage = dll
        fn.unnamed_addr = ua
        fn.cc = cc
        fn.loc = self.offsets[start]
        fn.parent = m
        fn.attrs = AttributeList(EMPTY, ret_attrs, arg_attrs)
        self.defer_attrs(fn.attrs, "fn", fn_attrs, group_ids, name_at)
        while True:
            w = self.text if self.kind == L.WORD else ""
            if w == "section":
                self.next()
                fn.section = self.parse_string()
            elif w == "partition":
                self.next()
                fn.partition = self.parse_string()
            elif w == "comdat":
                self.parse_comdat_ref(fn, name)
            elif w == "align":
                self.next()
                fn.align = self.parse_alignment_value()
            elif w == "gc":
                self.next()
                fn.gc = self.parse_string()
            elif w in ("prefix", "prologue", "personality"):
                self.next()
                c = self.parse_typed_value()
                fn.set_extra_constant(w, c)  # type: ignore[arg-type]
            else:
                break
        for i, (k, n, _p) in enumerate(arg_names):
            fn.args[i].name = n if k == L.LOCALVAR else ""
        self.register_global(fn, name, is_id, name_at, True)
        fn_arg_info = arg_names
        self.pending_arg_names = fn_arg_info
        return fn

    # ------------------------------------------------------------------ values
    def parse_typed_value(self) -> Value:
        ty = self.parse_type()
        return self.parse_value(ty)

    def get_global(self, kind: int, text: str, ty: Type, at: int) -> Value:
        m = self.module
        if kind == L.GLOBALVAR:
            v: Value | None = m.symbols.get(text)
            if v is None:
                v = self.fwd_globals.get(text)
                if v is None:
                    if ty.tid != PointerTyID:
                        raise self.error("global variable reference must have pointer type", at)
                    v = ForwardRef(ty, text, at)
                    self.fwd_globals[text] = v  # type: ignore[assignment]
        else:
            num = int(text)
            if num < len(self.numbered_globals):
                v = self.numbered_globals[num]
            else:
                v = self.fwd_global_ids.get(num)
                if v is None:
                    if ty.tid != PointerTyID:
                        raise self.error("global variable reference must have pointer type", at)
                    v = ForwardRef(ty, text, at)
                    self.fwd_global_ids[num] = v  # type: ignore[assignment]
        if v.type is not ty:
            raise self.error("'@%s' defined with type '%s' but expected '%s'" % (text, v.type, ty), at)
        return v

    def parse_value(self, ty: Type) -> Value:
        """Parse a value of type ``ty`` (LLParser::parseValue): a local, a global or a constant."""
        k = self.kind
        if k == L.LOCALVAR or k == L.LOCALID:
            pfs = self.pfs
            if pfs is None:
                raise self.error("expected constant" if False else "invalid use of function-local name")
            at = self.pos
            text = self.text
            self.next()
            return pfs.get_value(k, text, ty, at)
        if k == L.INTEGER:
            if ty.tid != IntegerTyID:
                raise self.error("integer constant must have integer type")
            c = get_int(self.ctx, ty, int(self.text))
            self.next()
            return c
        if k == L.GLOBALVAR or k == L.GLOBALID:
            at = self.pos
            text = self.text
            self.next()
            return self.get_global(k, text, ty, at)
        return self.parse_constant_value(ty)

    def parse_constant_value(self, ty: Type) -> Value:
        k = self.kind
        text = self.text
        at = self.pos
        ctx = self.ctx
        if k == L.WORD:
            if text == "true" or text == "false":
                if ty is not ctx.i1:
                    raise self.error(
                        "integer constant must have integer type"
                        if ty.tid != IntegerTyID
                        else "'%s' must have i1 type" % text
                        if False
                        else "integer constant must have integer type"
                    )
                self.next()
                return get_int(ctx, ty, 1 if text == "true" else 0)
            if text == "null":
                if ty.tid != PointerTyID:
                    raise self.error("null must be a pointer type")
                self.next()
                return get_null(ctx, ty)
            if text == "undef":
                if ty.tid in (VoidTyID, LabelTyID, FunctionTyID):
                    raise self.error("invalid type for undef constant")
                self.next()
                return get_undef(ctx, ty)
            if text == "poison":
                if ty.tid in (VoidTyID, LabelTyID, FunctionTyID):
                    raise self.error("invalid type for poison constant")
                self.next()
                return get_poison(ctx, ty)
            if text == "zeroinitializer":
                if ty.tid in (VoidTyID, LabelTyID, FunctionTyID, MetadataTyID):
                    raise self.error("invalid type for null constant")
                self.next()
                if ty.tid == TargetExtTyID:
                    return ConstantTargetNone(ty, [])
                if ty.tid == IntegerTyID:
                    return get_int(ctx, ty, 0)
                if ty.tid == PointerTyID:
                    return get_null(ctx, ty)
                if ty.tid in FP_TYPE_IDS:
                    return ConstantFP(ty, 0, "0.0" if ty.tid in (2, 3) else "zeroinitializer")
                return get_zero_aggregate(ctx, ty)
            if text == "none":
                if ty.tid != TokenTyID:
                    raise self.error("invalid type for none constant")
                self.next()
                return get_token_none(ctx)
            if text == "c":
                if self.peek() != L.STRING:
                    raise self.error("expected value token")
                self.next()
                data = L.string_bytes(self.text)
                if ty.tid != ArrayTyID or ty.elem is not ctx.i8 or ty.count != len(data):
                    raise self.error(
                        "constant expression type mismatch: got type '[%d x i8]' but expected '%s'"
                        % (len(data), ty),
                        at,
                    )
                self.next()
                return ConstantDataArray(ty, data)
            if text == "asm":
                return self.parse_inline_asm(ty)
            if text == "blockaddress":
                return self.parse_block_address(ty)
            if text == "dso_local_equivalent" or text == "no_cfi":
                self.next()
                gk = self.kind
                if gk not in (L.GLOBALVAR, L.GLOBALID):
                    raise self.error("expected global value name in %s" % text)
                g_at = self.pos
                gtext = self.text
                self.next()
                g = self.get_global(gk, gtext, ty, g_at)
                if self.pfs is None:
                    self.module.functions_first = True
                return (DSOLocalEquivalent if text == "dso_local_equivalent" else NoCFIValue)(ty, [g])
            ce = self.parse_constant_expr(ty)
            if ce is not None:
                return ce
            raise self.error("expected value token")
        if k == L.FPVAL:
            if ty.tid not in FP_TYPE_IDS:
                raise self.error("floating point constant invalid for type")
            self.next()
            return self.make_fp(ty, text, at)
        if k == L.APSINT:
            if ty.tid != IntegerTyID:
                raise self.error("integer constant must have integer type")
            self.next()
            v = int(text[3:], 16)
            return get_int(ctx, ty, v)
        if k == L.LBRACE:
            return self.parse_struct_constant(ty, False)
        if k == L.LESS:
            if self.peek() == L.LBRACE:
                self.next()
                c = self.parse_struct_constant(ty, True)
                self.expect(L.GREATER, "'>' at end of packed struct")
                return c
            return self.parse_vector_constant(ty)
        if k == L.LSQUARE:
            return self.parse_array_constant(ty)
        if k == L.EXCLAIM or k == L.METADATAID or k == L.METADATAVAR:
            if ty.tid == MetadataTyID:
                return self.parse_metadata_value_operand()
            raise self.error(
                "expected value token"
                if False
                else "expected a basic block"
                if False
                else "expected value token"
            )
        raise self.error("expected value token")

    def make_fp(self, ty: Type, text: str, at: int) -> ConstantFP:
        bits = -1
        try:
            from pyllc.support.apfloat import parse_fp_literal

            bits = parse_fp_literal(FP_KIND_NAMES[ty.tid], text)
        except ImportError:
            pass
        except (ValueError, OverflowError) as e:
            raise self.error("floating point constant invalid for type", at) from e
        if text.startswith("0x") and len(text) > 2 and text[2] in "KLMHR":
            need = {"K": 4, "L": 5, "M": 6, "H": 0, "R": 1}[text[2]]
            if ty.tid != need:
                raise self.error("floating point constant invalid for type", at)
        return ConstantFP(ty, bits, text)

    def parse_struct_constant(self, ty: Type, packed: bool) -> Value:
        at = self.pos
        self.enter()
        self.next()
        elems: list[Value] = []
        if self.kind != L.RBRACE:
            elem_types = ty.params if ty.tid == StructTyID and ty.params is not None else None
            i = 0
            while True:
                et_at = self.pos
                et = self.parse_type()
                if elem_types is not None and (i >= len(elem_types) or elem_types[i] is not et):
                    raise self.error(
                        "element %d of struct initializer doesn't match struct element type" % i
                        if i < len(elem_types)
                        else "initializer with struct type has wrong # elements",
                        et_at if i < len(elem_types) else at,
                    )
                elems.append(self.parse_value(et))
                i += 1
                if not self.eat(L.COMMA):
                    break
        self.expect(L.RBRACE, "'}' at end of struct constant" if False else "expected '}'" and "'}' here")
        self.depth -= 1
        if ty.tid != StructTyID or ty.packed != packed:
            raise self.error(
                "constant expression type mismatch"
                if False
                else "type mismatch: struct constant for non-struct type"
                if ty.tid != StructTyID
                else "packed'ness of initializer and type don't match",
                at,
            )
        if ty.params is None or len(ty.params) != len(elems):
            raise self.error("initializer with struct type has wrong # elements", at)
        return ConstantStruct(ty, elems)

    def parse_vector_constant(self, ty: Type) -> Value:
        at = self.pos
        self.enter()
        self.next()
        elems: list[Value] = []
        while True:
            elems.append(self.parse_typed_value())
            if not self.eat(L.COMMA):
                break
        self.expect(L.GREATER, "'>' at end of vector constant" if False else "'>' here" if False else "'>'")
        self.depth -= 1
        if ty.tid not in (FixedVectorTyID, ScalableVectorTyID):
            raise self.error("vector constant must have vector type", at)
        if ty.count != len(elems):
            raise self.error(
                "vector element #0 is not of type '%s'" % ty.elem
                if False
                else "constant expression type mismatch: got type '<%d x %s>' but expected '%s'"
                % (len(elems), elems[0].type, ty),
                at,
            )
        for i, e in enumerate(elems):
            if e.type is not ty.elem:
                raise self.error("vector element #%d is not of type '%s'" % (i, ty.elem), at)
        return ConstantVector(ty, elems)

    def parse_array_constant(self, ty: Type) -> Value:
        at = self.pos
        self.enter()
        self.next()
        elems: list[Value] = []
        if self.kind != L.RSQUARE:
            et0 = ty.elem if ty.tid == ArrayTyID else None
            i = 0
            while True:
                et_at = self.pos
                et = self.parse_type()
                if et0 is not None and et is not et0:
                    raise self.error("array element #%d is not of type '%s'" % (i, et0), et_at)
                elems.append(self.parse_value(et))
                i += 1
                if not self.eat(L.COMMA):
                    break
        self.expect(L.RSQUARE, "']' at end of array constant" if False else "']'")
        self.depth -= 1
        if ty.tid != ArrayTyID:
            raise self.error(
                "type mismatch: array constant for non-array type"
                if False
                else "constant expression type mismatch: got type '[%d x %s]' but expected '%s'"
                % (len(elems), elems[0].type if elems else "i8", ty),
                at,
            )
        if ty.count != len(elems):
            raise self.error(
                "constant expression type mismatch: got type '[%d x %s]' but expected '%s'"
                % (len(elems), ty.elem, ty),
                at,
            )
        return ConstantArray(ty, elems)

    def parse_inline_asm(self, ty: Type) -> Value:
        self.next()
        side = self.eat_word("sideeffect")
        astack = self.eat_word("alignstack")
        dialect = 1 if self.eat_word("inteldialect") else 0
        unwind = self.eat_word("unwind")
        asm = self.parse_string()
        self.expect(L.COMMA, "',' after inline asm string" if False else "comma in inline asm expression")
        cons = self.parse_string()
        fty = self.pending_call_fty
        if fty is None:
            raise self.error("inline asm not allowed here")
        return InlineAsm(ty, fty, asm, cons, side, astack, dialect, unwind)

    def parse_block_address(self, ty: Type) -> Value:
        at = self.pos
        self.next()
        self.expect(L.LPAREN, "'(' in block address expression")
        if self.kind not in (L.GLOBALVAR, L.GLOBALID):
            raise self.error("expected function name in blockaddress")
        fk, ft = self.kind, self.text
        self.next()
        self.expect(L.COMMA, "comma in block address expression")
        if self.kind not in (L.LOCALVAR, L.LOCALID):
            raise self.error("expected basic block name in blockaddress")
        bk, bt = self.kind, self.text
        self.next()
        self.expect(L.RPAREN, "')' in block address expression")
        ph_fn = ForwardRef(ty, ft, at)
        ph_bb = ForwardRef(self.ctx.label_ty, bt, at)
        ba = BlockAddress(ty, ph_fn, ph_bb)
        self.pending_block_addresses.append(_PendingBlockAddress(ba, fk, ft, bk, bt, at))
        return ba

    def resolve_block_address(self, p: _PendingBlockAddress) -> None:
        if p.fn_kind == L.GLOBALVAR:
            fn = self.module.symbols.get(p.fn_text)
        else:
            n = int(p.fn_text)
            fn = self.numbered_globals[n] if n < len(self.numbered_globals) else None
        if not isinstance(fn, Function):
            raise self.error("expected function name in blockaddress", p.at)
        if fn.is_declaration():
            raise self.error("cannot take blockaddress inside a declaration", p.at)
        pfs = self.fn_blocks[fn]
        bb = (
            pfs.blocks_by_name.get(p.bb_text)
            if p.bb_kind == L.LOCALVAR
            else pfs.blocks_by_id.get(int(p.bb_text))
        )
        if bb is None:
            raise self.error("referenced value is not a basic block", p.at)
        p.ba.set_operand(0, fn)
        p.ba.set_operand(1, bb)

    def parse_constant_expr(self, ty: Type | None) -> Value | None:
        """``opcode (...)`` constant expressions (LLParser::parseValID's constant-expression cases)."""
        w = self.text
        at = self.pos
        op = CAST_KEYWORDS.get(w)
        if op is not None:
            self.next()
            self.enter()
            self.expect(L.LPAREN, "'(' after constantexpr cast")
            src = self.parse_typed_value()
            self.expect_word("to", "'to' in constantexpr cast")
            dty = self.parse_type()
            self.expect(L.RPAREN, "')' at end of constantexpr cast")
            self.depth -= 1
            self.check_cast(op, src.type, dty, at)
            return self.check_ce_type(self.note_fwd_ce(CF.get_cast(self.ctx, op, src, dty)), ty, at)  # type: ignore[arg-type]
        op = BINARY_KEYWORDS.get(w)
        if op is not None or w == "fneg":
            self.next()
            flags = 0
            while self.kind == L.WORD and self.text in ("nuw", "nsw", "exact"):
                flags |= {"nuw": I.NUW, "nsw": I.NSW, "exact": I.EXACT}[self.text]
                self.next()
            self.enter()
            self.expect(
                L.LPAREN, "'(' in binary constantexpr" if w != "fneg" else "'(' in unary constantexpr"
            )
            a = self.parse_typed_value()
            ops = [a]
            if w != "fneg":
                self.expect(L.COMMA, "comma in binary constantexpr")
                b_at = self.pos
                b = self.parse_typed_value()
                if b.type is not a.type:
                    raise self.error("operands of constexpr must have same type", b_at)
                ops.append(b)
            self.expect(
                L.RPAREN, "')' in binary constantexpr" if w != "fneg" else "')' in unary constantexpr"
            )
            self.depth -= 1
            if op is None:
                folded = CF.fold_fneg(self.ctx, a)  # type: ignore[arg-type]
                if folded is None:
                    folded = ConstantExpr(a.type, I.FNeg, ops, flags)
                return self.check_ce_type(self.note_fwd_ce(folded), ty, at)
            return self.check_ce_type(
                self.note_fwd_ce(CF.get_binary(self.ctx, op, a, ops[1], flags)),  # type: ignore[arg-type]
                ty,
                at,
            )
        if w == "icmp" or w == "fcmp":
            self.next()
            pred = self.parse_cmp_predicate(w == "icmp")
            self.enter()
            self.expect(L.LPAREN, "'(' in compare constantexpr")
            a = self.parse_typed_value()
            self.expect(L.COMMA, "',' in compare constantexpr")
            b = self.parse_typed_value()
            self.expect(L.RPAREN, "')' in compare constantexpr")
            self.depth -= 1
            rty = self.cmp_result_type(a.type)
            if w == "fcmp":
                folded = CF.fold_fcmp(self.ctx, pred, a, b, rty)  # type: ignore[arg-type]
                if folded is None:
                    folded = ConstantExpr(rty, I.FCmp, [a, b], pred=pred)
                return self.check_ce_type(self.note_fwd_ce(folded), ty, at)
            return self.check_ce_type(
                self.note_fwd_ce(CF.get_icmp(self.ctx, pred, a, b, rty)),  # type: ignore[arg-type]
                ty,
                at,
            )
        if w == "getelementptr":
            self.next()
            flags = I.INBOUNDS if self.eat_word("inbounds") else 0
            self.enter()
            self.expect(L.LPAREN, "'(' in constantexpr")
            src_ty = self.parse_type()
            self.expect(L.COMMA, "comma after getelementptr's type")
            ops: list[Value] = []
            inrange = -1
            while True:
                if self.eat_word("inrange"):
                    inrange = len(ops)
                ops.append(self.parse_typed_value())
                if not self.eat(L.COMMA):
                    break
            self.expect(L.RPAREN, "')' in constantexpr")
            self.depth -= 1
            rty = self.gep_result_type(src_ty, ops, at)
            ce = CF.get_gep(
                self.ctx,
                src_ty,
                ops[0],  # type: ignore[arg-type]
                ops[1:],
                bool(flags),
                inrange - 1 if inrange > 0 else -1,
                rty,
            )
            return self.check_ce_type(self.note_fwd_ce(ce), ty, at)
        if w in ("select", "extractelement", "insertelement", "shufflevector"):
            self.next()
            self.enter()
            self.expect(L.LPAREN, "'(' in constantexpr")
            ops = [self.parse_typed_value()]
            while self.eat(L.COMMA):
                ops.append(self.parse_typed_value())
            self.expect(L.RPAREN, "')' in constantexpr")
            self.depth -= 1
            self.check_vector_ce_operands(w, ops, at)
            if w == "select":
                rty = ops[1].type
                opc = I.Select
            elif w == "extractelement":
                rty = ops[0].type.elem  # type: ignore[assignment]
                opc = I.ExtractElement
            elif w == "insertelement":
                rty = ops[0].type
                opc = I.InsertElement
            else:
                assert ops[2].type.elem is not None and ops[0].type.elem is not None
                rty = self.ctx.vector_type(
                    ops[0].type.elem, ops[2].type.count, ops[2].type.tid == ScalableVectorTyID
                )  # type: ignore[arg-type]
                opc = I.ShuffleVector
            assert rty is not None
            if opc == I.Select:
                folded = CF.fold_select(self.ctx, *ops)  # type: ignore[arg-type]
                if folded is not None:
                    return self.check_ce_type(folded, ty, at)
            return self.check_ce_type(self.note_fwd_ce(ConstantExpr(rty, opc, ops)), ty, at)
        if w in ("extractvalue", "insertvalue"):
            self.next()
            self.enter()
            self.expect(L.LPAREN, "'(' in constantexpr")
            ops = [self.parse_typed_value()]
            if w == "insertvalue":
                self.expect(L.COMMA, "comma in insertvalue constantexpr")
                ops.append(self.parse_typed_value())
            idx: list[int] = []
            while self.eat(L.COMMA):
                idx.append(self.parse_uint("index"))
            self.expect(L.RPAREN, "')' in constantexpr")
            self.depth -= 1
            rty = self.indexed_type(ops[0].type, idx, at) if w == "extractvalue" else ops[0].type
            return self.check_ce_type(
                ConstantExpr(
                    rty, I.ExtractValue if w == "extractvalue" else I.InsertValue, ops, indices=tuple(idx)
                ),
                ty,
                at,
            )
        return None

    def note_fwd_ce(self, c: Value) -> Value:
        """Remember a constant expression built on a forward reference (directly or through another such
        expression): once the module is read it is folded again, as LLVM folds a constant expression
        when a placeholder operand is replaced by its definition."""
        if type(c) is ConstantExpr:
            pending = self.fwd_ce_set
            for o in c.operands:
                if type(o) is ForwardRef or o in pending:
                    pending.add(c)
                    self.fwd_ces.append(c)  # type: ignore[arg-type]
                    break
        return c

    def check_ce_type(self, ce: Value, ty: Type | None, at: int) -> Value:
        if ty is not None and ce.type is not ty:
            raise self.error(
                "constant expression type mismatch: got type '%s' but expected '%s'" % (ce.type, ty), at
            )
        return ce

    # ------------------------------------------------------------------ helpers shared with instructions
    def parse_cmp_predicate(self, is_icmp: bool) -> int:
        if self.kind == L.WORD:
            p = (I.ICMP_BY_NAME if is_icmp else I.FCMP_BY_NAME).get(self.text)
            if p is not None:
                self.next()
                return p
        raise self.error(
            "expected icmp predicate (e.g. 'eq')" if is_icmp else "expected fcmp predicate (e.g. 'oeq')"
        )

    def cmp_result_type(self, t: Type) -> Type:
        if t.tid in (FixedVectorTyID, ScalableVectorTyID):
            return self.ctx.vector_type(self.ctx.i1, t.count, t.tid == ScalableVectorTyID)  # type: ignore[arg-type]
        return self.ctx.i1

    def indexed_type(self, t: Type, idx: list[int], at: int) -> Type:
        for i in idx:
            if t.tid == StructTyID and t.params is not None:
                if i >= len(t.params):
                    raise self.error("invalid indices for extractvalue" if True else "", at)
                t = t.params[i]
            elif t.tid == ArrayTyID:
                if i >= t.count:  # type: ignore[operator]
                    raise self.error("invalid indices for extractvalue", at)
                assert t.elem is not None
                t = t.elem
            else:
                raise self.error("invalid indices for extractvalue", at)
        return t

    def gep_result_type(self, src: Type, ops: list[Value], at: int) -> Type:
        base = ops[0].type
        if base.scalar_type().tid != PointerTyID:
            raise self.error("base of getelementptr must be a pointer", at)
        if len(ops) > 1 and not src.is_sized():
            raise self.error("base element of getelementptr must be sized", at)
        t = src
        for v in ops[2:]:
            if t.tid == StructTyID:
                if t.params is None:
                    raise self.error("invalid getelementptr indices", at)
                ci = getattr(v, "value", None)
                if ci is None and v.type.is_vector():
                    ops0 = getattr(v, "operands", None)
                    ci = (
                        getattr(ops0[0], "value", None)
                        if ops0
                        else (0 if type(v).__name__ == "ConstantAggregateZero" else None)
                    )
                if ci is None or not 0 <= ci < len(t.params):
                    raise self.error("invalid getelementptr indices", at)
                t = t.params[ci]
            elif t.tid in (ArrayTyID, FixedVectorTyID, ScalableVectorTyID):
                assert t.elem is not None
                t = t.elem
            else:
                raise self.error("invalid getelementptr indices", at)
        if base.scalar_type().pointee is not None:
            rty = self.ctx.pointer_type(t, base.scalar_type().addrspace)
        else:
            rty = self.ctx.pointer_type(None, base.scalar_type().addrspace)
        n = 0
        scalable = False
        for v in ops:
            vt = v.type
            if vt.tid in (FixedVectorTyID, ScalableVectorTyID):
                n = vt.count  # type: ignore[assignment]
                scalable = vt.tid == ScalableVectorTyID
        if n:
            return self.ctx.vector_type(rty, n, scalable)
        return rty

    def check_vector_ce_operands(self, w: str, ops: list[Value], at: int) -> None:
        """LLParser's checks of the constant expressions select, extractelement, insertelement and
        shufflevector: operand count, then the operand kinds (SelectInst::areInvalidOperands and the
        isValidOperands of the others)."""
        want = 2 if w == "extractelement" else 3
        if len(ops) != want:
            raise self.error("expected %s operands to %s" % ("two" if want == 2 else "three", w), at)
        t = [v.type for v in ops]
        if w == "select":
            c = t[0]
            if c.is_vector():
                if c.elem is not self.ctx.i1:
                    raise self.error("vector select condition element type must be i1", at)
                if not t[1].is_vector():
                    raise self.error("selected values for vector select must be vectors", at)
                if t[1].count != c.count or t[1].tid != c.tid:
                    raise self.error(
                        "vector select requires selected vectors to have the same vector length "
                        "as select condition",
                        at,
                    )
            elif c is not self.ctx.i1:
                raise self.error("select condition must be i1 or <n x i1>", at)
            if t[1] is not t[2]:
                raise self.error("both values to select must have same type", at)
            return
        if w == "extractelement":
            if not t[0].is_vector() or t[1].tid != IntegerTyID:
                raise self.error("invalid extractelement operands", at)
        elif w == "insertelement":
            if not t[0].is_vector() or t[1] is not t[0].elem or t[2].tid != IntegerTyID:
                raise self.error("invalid insertelement operands", at)
        elif (
            not t[0].is_vector()
            or t[0] is not t[1]
            or not t[2].is_vector()
            or t[2].elem is not self.ctx.int_type(32)
        ):
            raise self.error("invalid operands to shufflevector", at)

    def check_cast(self, op: int, src: Type, dst: Type, at: int) -> None:
        if not cast_is_valid(op, src, dst):
            raise self.error("invalid cast opcode for cast from '%s' to '%s'" % (src, dst), at)


_CONSTANT_WORDS = (
    frozenset(
        (
            "true",
            "false",
            "null",
            "undef",
            "poison",
            "zeroinitializer",
            "none",
            "c",
            "blockaddress",
            "dso_local_equivalent",
            "no_cfi",
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
        )
    )
    | frozenset(CAST_KEYWORDS)
    | frozenset(BINARY_KEYWORDS)
)


def _same_shape(a: Type, b: Type) -> bool:
    av = a.tid in (FixedVectorTyID, ScalableVectorTyID)
    bv = b.tid in (FixedVectorTyID, ScalableVectorTyID)
    if av != bv:
        return False
    return not av or (a.count == b.count and a.tid == b.tid)


def _bits(t: Type) -> int:
    s = t.scalar_type()
    if s.tid == IntegerTyID:
        return s.bits
    if s.tid == X86_MMXTyID:
        return 64
    from pyllc.ir.types import FP_BITS

    return FP_BITS.get(s.tid, 0)


def cast_is_valid(op: int, src: Type, dst: Type) -> bool:
    """CastInst::castIsValid."""
    if not src.is_first_class() or not dst.is_first_class() or src.is_aggregate() or dst.is_aggregate():
        return False
    ss, ds = src.scalar_type(), dst.scalar_type()
    same = _same_shape(src, dst)
    if op == I.Trunc:
        return same and ss.tid == IntegerTyID and ds.tid == IntegerTyID and ss.bits > ds.bits
    if op in (I.ZExt, I.SExt):
        return same and ss.tid == IntegerTyID and ds.tid == IntegerTyID and ss.bits < ds.bits
    if op == I.FPTrunc:
        return same and ss.tid in FP_TYPE_IDS and ds.tid in FP_TYPE_IDS and _bits(ss) > _bits(ds)
    if op == I.FPExt:
        return same and ss.tid in FP_TYPE_IDS and ds.tid in FP_TYPE_IDS and _bits(ss) < _bits(ds)
    if op in (I.UIToFP, I.SIToFP):
        return same and ss.tid == IntegerTyID and ds.tid in FP_TYPE_IDS
    if op in (I.FPToUI, I.FPToSI):
        return same and ss.tid in FP_TYPE_IDS and ds.tid == IntegerTyID
    if op == I.PtrToInt:
        return same and ss.tid == PointerTyID and ds.tid == IntegerTyID
    if op == I.IntToPtr:
        return same and ss.tid == IntegerTyID and ds.tid == PointerTyID
    if op == I.AddrSpaceCast:
        return same and ss.tid == PointerTyID and ds.tid == PointerTyID and ss.addrspace != ds.addrspace
    if op == I.BitCast:
        if ss.tid == PointerTyID or ds.tid == PointerTyID:
            return same and ss.tid == PointerTyID and ds.tid == PointerTyID and ss.addrspace == ds.addrspace
        sb = _bits(src) * (src.count if src.is_vector() else 1)  # type: ignore[operator]
        db = _bits(dst) * (dst.count if dst.is_vector() else 1)  # type: ignore[operator]
        return (
            sb == db
            and sb > 0
            and src.tid != ScalableVectorTyID
            and dst.tid != ScalableVectorTyID
            or (src.tid == ScalableVectorTyID and dst.tid == ScalableVectorTyID and sb == db)
        )
    return False


def parse_assembly(
    text: str, filename: str, context: Context | None = None, fast_bodies: bool = True
) -> Module:
    """Parse LLVM IR text into a :class:`Module`; bad input raises a located DiagnosticError.
    ``fast_bodies=False`` reads every function body with the token parser (see
    :mod:`pyllc.ir.parser_lines`); the result is the same either way.

    The cyclic garbage collector is paused while parsing: the parser allocates hundreds of
    thousands of objects and frees almost none, so collections would only rescan them."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        p = LLParser(text, filename, context, fast_bodies)
        p.opaque = _uses_opaque_pointers(p.kinds, p.texts) or _bodies_use_opaque_pointers(
            text, filename, p.bodies
        )
        return p.run()
    finally:
        if enabled:
            gc.enable()


def parse_constant_value(text: str, module: Module, filename: str = "<constant>") -> Value:
    """A typed constant written alone (``i32 7``, ``<2 x double> <...>``, ``i8* @g``) resolved against
    ``module``'s globals and types (LLVM ``parseConstantValue``, as MIR's ``constants:`` and typed
    immediates use it); bad text raises a DiagnosticError located in ``text``."""
    p = LLParser(text, filename, module.context, False)
    p.module = module
    p.opaque = _uses_opaque_pointers(p.kinds, p.texts)
    for t in module.struct_types:
        if getattr(t, "numbered", False):
            p.numbered_types[int(t.name)] = [t, True, 0]
        else:
            p.named_types[t.name] = [t, True, 0]
    v = p.parse_typed_value()
    if p.kind != L.EOF:
        raise p.error("expected end of string")
    return v


_PTR_WORD = re.compile(r"ptr(?![-a-zA-Z$._0-9:])")
_NAME_CHARS = frozenset("-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$._0123456789%@!#\\")


def _bodies_use_opaque_pointers(text: str, filename: str, bodies: list[tuple[int, int]]) -> bool:
    """Whether an unlexed body holds a ``ptr`` keyword token (the lines of a body where the word
    appears are lexed to make sure it is not inside a string)."""
    if not bodies:
        return False
    opens = [a for a, _ in bodies]
    for m in _PTR_WORD.finditer(text, bodies[0][0], bodies[-1][1]):
        at = m.start()
        if text[at - 1] in _NAME_CHARS:
            continue  # ``inttoptr``
        k = bisect.bisect_right(opens, at) - 1
        if k < 0 or at >= bodies[k][1]:
            continue
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        kinds: list[int] = []
        texts: list[str] = []
        try:
            L.scan(text, filename, start, len(text) if end < 0 else end, kinds, texts, [])
        except DiagnosticError:
            continue
        if any(k == L.WORD and t == "ptr" for k, t in zip(kinds, texts)):
            return True
    return False


def _uses_opaque_pointers(kinds: list[int], texts: list[str]) -> bool:
    """Whether the module is written with opaque pointers (any ``ptr`` keyword token)."""
    i = -1
    try:
        while True:
            i = texts.index("ptr", i + 1)
            if kinds[i] == L.WORD:
                return True
    except ValueError:
        return False
