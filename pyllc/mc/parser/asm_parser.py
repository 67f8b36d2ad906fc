"""What it is (LLVM: lib/MC/MCParser/AsmParser.cpp and ELFAsmParser.cpp): the generic assembly parser.

It reads the statements of one buffer and drives an MCStreamer:

* labels (``foo:``, ``"quoted name":``, numeric local labels ``1:`` referenced as ``1b``/``1f``),
  assignments ``sym = expr``, instructions (the mnemonic and operands go to the target's
  :class:`~pyllc.mc.parser.target_asm_parser.MCTargetAsmParser`) and directives;
* expressions with GNU as precedence (``|| && < == + | * <<`` from loosest to tightest), unary ``- ~ ! +``,
  ``sym@VARIANT`` modifiers, ``.`` (a temporary label here); constant subexpressions fold as they are parsed
  and an absolute variable (``a = 5``) is substituted where it is used, as LLVM's ``parsePrimaryExpr``
  does;
* the ELF directives: sections (``.section`` with flags, type, entry size, group/comdat, link-order and
  unique id; ``.text``/``.data``/``.bss``/``.rodata``; ``.pushsection``/``.popsection``/``.previous``),
  symbol attributes, ``.type``, ``.size``, alignment, data, strings, fills, ``.comm``/``.lcomm``,
  ``.set``/``.equ``/``.equiv``, the ``.cfi_*`` directives, ``.file``, ``.ident``, ``.addrsig``,
  ``.uleb128``/``.sleb128``, ``.error``/``.warning``, ``.end``, ``.org``;
* subsections (``.subsection N``, ``.text N``, ``.pushsection name, N``), printed as llvm-mc prints them
  and ordered by number in an object; ``.previous`` and ``.popsection`` as ELFAsmParser (the previous
  section is the current one before every switch, even to itself);
* ``.reloc offset, name[, expr]`` (MCStreamer::emitRelocDirective, names from the target's asm backend);
* macros, as LLVM's AsmParser: ``.macro``/``.endm``/``.exitm``/``.purgem``, ``.macros_on``/``_off``,
  ``.rept``/``.irp``/``.irpc``.  Instantiation is lexical (:mod:`pyllc.mc.parser.asm_macro`): the
  expanded text is a new ``<instantiation>`` buffer whose tokens the lexer reads before coming back to the
  end of the invoking statement (an empty statement then, printed as a blank line as llvm-mc does);
* ``.include "file"`` (the current directory, then each ``-I`` directory: SourceMgr's search) and
  ``.incbin "file"[, skip[, count]]``.

Offsets are global over all buffers (the main file at 0, each further buffer after the previous one), so a
token's location names its buffer: a diagnostic in an included file is preceded by llvm-mc's ``Included
from file:line:`` lines, one inside a macro instantiation followed by a ``while in macro instantiation``
note per active instantiation.

Errors are :class:`AsmParserError` at a buffer offset; as llvm-mc, the parser reports one error per
statement, skips to the end of the statement and goes on, so every error of the file is printed, in order.
``.file N "dir" "name" md5 0x...`` and ``.loc`` (with ``basic_block``, ``prologue_end``, ``epilogue_begin``,
``is_stmt``, ``isa``, ``discriminator``) fill the context's line table (``.debug_line``, see
:mod:`pyllc.mc.dwarf_line`); ``.file 0`` raises the DWARF version to 5 as llvm-mc does.
``.symver sym, name@VER[, remove]`` makes the versioned alias (see :mod:`pyllc.mc.elf_object_writer`).
What is not implemented (``.altmacro``, ``.weakref``, non-constant LEB128 values) is an
explicit ``unsupported`` error naming the directive.
"""

from __future__ import annotations

import bisect
import os
from collections.abc import Callable
from typing import Any

from pyllc.mc import expr as E
from pyllc.mc.expr import MCBinaryExpr, MCConstantExpr, MCExpr, MCSymbolRefExpr, MCUnaryExpr
from pyllc.mc.parser import target_asm_parser as T
from pyllc.mc.parser.asm_lexer import AsmLexer, CommentPreservingLexer, tokenize_buffer, unescape
from pyllc.mc.parser.asm_macro import (
    TK_Space,
    MacroArgument,
    MacroInstantiation,
    MCAsmMacro,
    MCAsmMacroParameter,
    expand_macro,
    has_bad_positional_use,
)
from pyllc.mc.parser.target_asm_parser import AsmParserError, MCAsmParser, MCTargetAsmParser
from pyllc.mc.section import (
    GENERIC_SECTION_ID,
    SHF_ALLOC,
    SHF_EXCLUDE,
    SHF_EXECINSTR,
    SHF_GNU_RETAIN,
    SHF_GROUP,
    SHF_LINK_ORDER,
    SHF_MERGE,
    SHF_STRINGS,
    SHF_TLS,
    SHF_WRITE,
    SHT_FINI_ARRAY,
    SHT_INIT_ARRAY,
    SHT_NOBITS,
    SHT_NOTE,
    SHT_PREINIT_ARRAY,
    SHT_PROGBITS,
    SectionKind,
)
from pyllc.mc import streamer as S
from pyllc.mc.symbol import MCSymbol
from pyllc.mc.value import evaluate_as_relocatable
from pyllc.support.diagnostics import DiagnosticError, location_in_text

_MASK64 = (1 << 64) - 1

# GNU as binary operator precedence (LLVM getGNUBinOpPrecedence) and the MCBinaryExpr opcode.
_BINOPS: dict[int, tuple[int, str]] = {
    T.TK_PipePipe: (1, "||"),
    T.TK_AmpAmp: (2, "&&"),
    T.TK_EqualEqual: (3, "=="),
    T.TK_ExclaimEqual: (3, "!="),
    T.TK_LessGreater: (3, "!="),
    T.TK_Less: (3, "<"),
    T.TK_LessEqual: (3, "<="),
    T.TK_Greater: (3, ">"),
    T.TK_GreaterEqual: (3, ">="),
    T.TK_Plus: (4, E.ADD),
    T.TK_Minus: (4, E.SUB),
    T.TK_Pipe: (5, E.OR),
    T.TK_Caret: (5, E.XOR),
    T.TK_Amp: (5, E.AND),
    T.TK_Star: (6, E.MUL),
    T.TK_Slash: (6, E.DIV),
    T.TK_Percent: (6, E.MOD),
    T.TK_LessLess: (6, E.SHL),
    T.TK_GreaterGreater: (6, E.ASHR),
}
_SYMBOLIC_OPS = frozenset((E.ADD, E.SUB, E.MUL, E.DIV, E.MOD, E.AND, E.OR, E.XOR, E.SHL, E.ASHR))


def _signed(v: int) -> int:
    v &= _MASK64
    return v - (1 << 64) if v >> 63 else v


def _fold(op: str, a: int, b: int) -> int | None:
    """``a op b`` as MCExpr::evaluateAsAbsolute computes it (64-bit; ``>>`` logical, comparisons -1/0)."""
    if op == E.ADD:
        r = a + b
    elif op == E.SUB:
        r = a - b
    elif op == E.MUL:
        r = a * b
    elif op == E.AND:
        r = a & b
    elif op == E.OR:
        r = a | b
    elif op == E.XOR:
        r = a ^ b
    elif op == E.SHL:
        r = a << (b & 63)
    elif op == E.ASHR:
        r = (a & _MASK64) >> (b & 63)
    elif op in (E.DIV, E.MOD):
        if b == 0:
            return None
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        r = q if op == E.DIV else a - q * b
    elif op == "&&":
        r = int(bool(a) and bool(b))
    elif op == "||":
        r = int(bool(a) or bool(b))
    else:
        r = -int({"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op])
    return _signed(r)


#: MCSymbolRefExpr::VariantKind names ELF targets accept after ``@`` (case-insensitive).
_VARIANTS = {
    v.lower(): v
    for v in (
        E.VK_PLT,
        E.VK_GOT,
        E.VK_GOTOFF,
        E.VK_GOTPCREL,
        E.VK_GOTTPOFF,
        E.VK_TPOFF,
        E.VK_DTPOFF,
        E.VK_TLSGD,
        E.VK_TLSLD,
        E.VK_GOTNTPOFF,
        E.VK_INDNTPOFF,
        E.VK_NTPOFF,
        E.VK_TLSLDM,
    )
}

#: ``.type`` names -> the MCSA attribute (ELFAsmParser::ParseDirectiveType).
_TYPES = {
    "function": S.MCSA_ELF_TypeFunction,
    "object": S.MCSA_ELF_TypeObject,
    "common": "type_object",
    "tls_object": S.MCSA_ELF_TypeTLS,
    "notype": S.MCSA_ELF_TypeNoType,
    "gnu_indirect_function": S.MCSA_ELF_TypeIndFunction,
    "gnu_unique_object": "type_object",
}
_STT = {
    "STT_FUNC": "function",
    "STT_OBJECT": "object",
    "STT_COMMON": "common",
    "STT_TLS": "tls_object",
    "STT_NOTYPE": "notype",
    "STT_GNU_IFUNC": "gnu_indirect_function",
}

_SECTION_FLAGS = {
    "a": SHF_ALLOC,
    "e": SHF_EXCLUDE,
    "x": SHF_EXECINSTR,
    "w": SHF_WRITE,
    "M": SHF_MERGE,
    "S": SHF_STRINGS,
    "T": SHF_TLS,
    "G": SHF_GROUP,
    "o": SHF_LINK_ORDER,
    "R": SHF_GNU_RETAIN,
}
_SECTION_TYPES = {
    "progbits": SHT_PROGBITS,
    "nobits": SHT_NOBITS,
    "note": SHT_NOTE,
    "init_array": SHT_INIT_ARRAY,
    "fini_array": SHT_FINI_ARRAY,
    "preinit_array": SHT_PREINIT_ARRAY,
    "unwind": 0x70000001,
    "llvm_odrtab": 0x6FFF4C00,
    "llvm_linker_options": 0x6FFF4C01,
    "llvm_call_graph_profile": 0x6FFF4C09,
    "llvm_dependent_libraries": 0x6FFF4C04,
    "llvm_sympart": 0x6FFF4C05,
    "llvm_bb_addr_map": 0x6FFF4C08,
}

_DATA_SIZES = {
    ".byte": 1,
    ".short": 2,
    ".value": 2,
    ".2byte": 2,
    ".hword": 2,
    ".long": 4,
    ".int": 4,
    ".4byte": 4,
    ".quad": 8,
    ".8byte": 8,
}
_SYMBOL_ATTRS = {
    ".globl": S.MCSA_Global,
    ".global": S.MCSA_Global,
    ".weak": S.MCSA_Weak,
    ".local": S.MCSA_Local,
    ".hidden": S.MCSA_Hidden,
    ".protected": S.MCSA_Protected,
    ".internal": S.MCSA_Internal,
}
_UNSUPPORTED = {
    ".altmacro": "alternate macro mode",
    ".weakref": "weak references",
}

#: The token kinds that join the tokens around them into one macro argument across spaces (LLVM
#: ``isOperator``): ``foo 1 + 2`` passes one argument, ``foo 1 2`` two.
_MACRO_ARG_OPERATORS = frozenset(
    (
        T.TK_Plus,
        T.TK_Minus,
        T.TK_Tilde,
        T.TK_Slash,
        T.TK_Star,
        T.TK_Dot,
        T.TK_Equal,
        T.TK_EqualEqual,
        T.TK_Pipe,
        T.TK_PipePipe,
        T.TK_Caret,
        T.TK_Amp,
        T.TK_AmpAmp,
        T.TK_Exclaim,
        T.TK_ExclaimEqual,
        T.TK_Less,
        T.TK_LessEqual,
        T.TK_LessLess,
        T.TK_LessGreater,
        T.TK_Greater,
        T.TK_GreaterEqual,
        T.TK_GreaterGreater,
    )
)
#: LLVM's ``AsmMacroMaxNestingDepth`` (``-asm-macro-max-nesting-depth``, as GNU as).
_MAX_MACRO_NESTING = 20


class _SourceBuffer:
    """One buffer of the source manager (LLVM ``SourceMgr``): the main file, an included file or a macro
    instantiation.  Token offsets are global: a buffer's text starts at ``base``; ``include_loc`` is the
    offset of the including ``.include`` statement's end (-1: none)."""

    __slots__ = ("name", "text", "base", "include_loc")

    def __init__(self, name: str, text: str, base: int, include_loc: int) -> None:
        self.name = name
        self.text = text
        self.base = base
        self.include_loc = include_loc


def section_kind(flags: int, type_: int) -> int:
    """The SectionKind MCContext::getELFSection gives a section of these flags and type."""
    if flags & SHF_EXECINSTR:
        return SectionKind.Text
    if flags & SHF_TLS:
        return SectionKind.ThreadBSS if type_ == SHT_NOBITS else SectionKind.ThreadData
    if type_ == SHT_NOBITS:
        return SectionKind.BSS
    if flags & SHF_WRITE:
        return SectionKind.Data
    if flags & SHF_ALLOC:
        return SectionKind.ReadOnly
    return SectionKind.Metadata


class AsmParser(MCAsmParser):
    """Parses one buffer onto ``streamer`` (see the module docstring).  ``create_target_parser(parser)``
    makes the target's MCTargetAsmParser; ``dwarf_to_reg`` maps a DWARF register number of a ``.cfi_*``
    directive back to the target's register (the streamers take register numbers)."""

    def __init__(
        self,
        text: str,
        filename: str,
        context: Any,
        streamer: Any,
        create_target_parser: Callable[[AsmParser], MCTargetAsmParser],
        dwarf_to_reg: Callable[[int], int] | None = None,
        comment: str = "#",
        preserve_comments: bool = False,
        lex_masm_integers: bool = False,
    ) -> None:
        self.text = text
        self.filename = filename
        self.context = context
        self.streamer = streamer
        self.lexer = self._lexer = (
            CommentPreservingLexer(text, comment, streamer.add_explicit_comment, lex_masm_integers)
            if preserve_comments
            else AsmLexer(text, comment, lex_masm_integers)
        )
        self.dwarf_to_reg = dwarf_to_reg
        self.errors: list[DiagnosticError] = []
        self.warnings: list[DiagnosticError] = []
        #: Errors and warnings in the order they were reported (as llvm-mc prints them).
        self.diagnostics: list[DiagnosticError] = []
        #: ``-I`` directories searched for ``.include``/``.incbin`` files after the current directory.
        self.include_dirs: list[str] = []
        self._buffers = [_SourceBuffer(filename, text, 0, -1)]
        self._buffer_bases = [0]
        self._macros: dict[str, MCAsmMacro] = {}
        self._macros_enabled = True
        self._active_macros: list[MacroInstantiation] = []
        self._macro_instantiations = 0
        self._lexer.on_pop = self._frame_left
        self.previous_section: Any = None
        self.section_stack: list[tuple[Any, Any]] = []
        self._in_frame = streamer.has_unfinished_dwarf_frame_info()
        self._ended = False
        self._stmt = 0
        self._directives = self._directive_table()
        self.target = create_target_parser(self)

    # ----- diagnostics -----
    def _diag(self, offset: int, message: str, kind: str = "error") -> DiagnosticError:
        if len(self._buffers) == 1:
            return DiagnosticError(location_in_text(self.filename, self.text, offset), message, kind)
        d = self._located(offset, message, kind)
        d.notes = tuple(
            self._located(mi.instantiation_loc, "while in macro instantiation", "note")
            for mi in reversed(self._active_macros)
        )
        return d

    def _buffer_at(self, offset: int) -> _SourceBuffer:
        return self._buffers[bisect.bisect_right(self._buffer_bases, offset) - 1]

    def _located(self, offset: int, message: str, kind: str) -> DiagnosticError:
        """A diagnostic at a global offset: its buffer's name, line and column, with the include stack."""
        buf = self._buffer_at(offset)
        d = DiagnosticError(location_in_text(buf.name, buf.text, offset - buf.base), message, kind)
        stack: list[str] = []
        at = buf.include_loc
        while at >= 0:
            parent = self._buffer_at(at)
            stack.append(f"{parent.name}:{location_in_text(parent.name, parent.text, at - parent.base).line}")
            at = parent.include_loc
        d.included_from = tuple(reversed(stack))
        return d

    def source_text(self, start: int, end: int) -> str:
        """The source text between two offsets of one buffer (tokens of any buffer)."""
        if len(self._buffers) == 1:
            return self.text[start:end]
        buf = self._buffer_at(start)
        return buf.text[start - buf.base : end - buf.base]

    def _add_buffer(self, name: str, text: str, include_loc: int) -> int:
        """A new buffer (LLVM ``SourceMgr::AddNewSourceBuffer``); returns the global offset it starts at."""
        last = self._buffers[-1]
        base = last.base + len(last.text) + 1
        self._buffers.append(_SourceBuffer(name, text, base, include_loc))
        self._buffer_bases.append(base)
        return base

    def _report(self, e: AsmParserError) -> None:
        """An error printed now, the statement going on (LLVM ``Error`` without returning)."""
        d = self._diag(e.offset, e.message)
        self.errors.append(d)
        self.diagnostics.append(d)

    def located(self, e: AsmParserError) -> DiagnosticError:
        """``e`` with its file, line and column."""
        return self._diag(e.offset, e.message)

    def warning(self, offset: int, message: str) -> None:
        d = self._diag(offset, message, "warning")
        self.warnings.append(d)
        self.diagnostics.append(d)

    def _expect(self, kind: int, message: str) -> T.AsmToken:
        tok = self.lexer.tok
        if tok.kind != kind:
            raise self.error(tok.loc, message)
        self.lexer.lex()
        return tok

    def _eol(self, message: str = "expected newline") -> None:
        tok = self.lexer.tok
        if tok.kind != T.TK_EndOfStatement:
            raise self.error(tok.loc, message)
        self.lexer.lex()

    def _comma(self, message: str = "expected comma") -> None:
        self._expect(T.TK_Comma, message)

    def _at_eos(self) -> bool:
        return self.lexer.tok.kind == T.TK_EndOfStatement

    # ----- the statement loop -----
    def run(self, no_finalize: bool = False) -> list[DiagnosticError]:
        """Parse the whole buffer; returns the errors (empty on success).  ``no_finalize`` (inline asm, parsed
        into a streamer that goes on): no check that the buffer's call frames are finished."""
        lx = self.lexer
        while lx.tok.kind != T.TK_Eof and not self._ended:
            start = self._lexer.pos
            start_toks = self._lexer.toks
            try:
                self.parse_statement()
            except AsmParserError as e:
                self._report(e)
                self._skip_after_error(start, start_toks)
            except DiagnosticError as e:  # from a streamer: located at the statement
                if e.location is None:
                    e = self._diag(self._stmt, e.message)
                self.errors.append(e)
                self.diagnostics.append(e)
                self._skip_after_error(start, start_toks)
        if not self.errors and self._in_frame and not no_finalize:
            self._report(AsmParserError(len(self.text), "Unfinished frame!"))
        return self.errors

    def _skip_after_error(self, start: int, start_toks: list[T.AsmToken]) -> None:
        """Skip the rest of a failed statement, unless its end of statement is already consumed (an error of
        the instruction matcher: LLVM's ``justConsumedEOL``) or the lexer moved to another buffer."""
        lx = self._lexer
        if lx.toks is not start_toks:
            return
        if lx.pos > start and lx.toks[lx.pos - 1].kind == T.TK_EndOfStatement:
            return
        self._skip_statement()

    def _skip_statement(self) -> None:
        lx = self.lexer
        while lx.tok.kind not in (T.TK_EndOfStatement, T.TK_Eof):
            lx.lex()
        lx.lex()

    def parse_statement(self) -> None:
        lx = self.lexer
        tok = lx.tok
        k = tok.kind
        if k == T.TK_EndOfStatement:
            if tok.text[:1] in ("\n", "\r"):  # an empty line is kept (a comment line is not)
                self.streamer.add_blank_line()
            lx.lex()
            return
        loc = self._stmt = tok.loc
        if k == T.TK_Identifier or k == T.TK_String or k == T.TK_Dot:
            name = tok.text if k != T.TK_String else unescape(tok.text[1:-1])
            nxt = lx.peek_tok().kind
            if nxt == T.TK_Colon:
                lx.lex()
                lx.lex()
                if k == T.TK_Dot:
                    raise self.error(loc, "invalid use of pseudo-symbol '.' as a label")
                self._define_label(self.context.get_or_create_symbol(name), loc)
                self._eat_eos_after_label()
                return
            if nxt == T.TK_Equal and self.target.equal_is_asm_assignment():
                lx.lex()
                lx.lex()
                if k == T.TK_Dot:
                    self._org()
                    return
                self._assign(name, loc, allow_redef=True)
                return
            if self._macros and self._macros_enabled:
                macro = self._macros.get(name)
                if macro is not None:
                    lx.lex()
                    self._handle_macro_entry(macro, loc)
                    return
            if k == T.TK_Identifier and name[0] == ".":
                lx.lex()
                self._directive(name, loc)
                return
            if k == T.TK_Identifier:
                lx.lex()
                self._instruction(name, loc)
                return
        if k == T.TK_Star and self.target.star_is_start_of_statement():
            lx.lex()
            self._instruction("*", loc)
            return
        if k == T.TK_LCurly:  # a pseudo prefix (``{vex}``): the target parses it as an instruction name
            lx.lex()
            self._instruction("{", loc)
            return
        if k == T.TK_Integer and lx.peek_tok().kind == T.TK_Colon:
            lx.lex()
            lx.lex()
            self.streamer.emit_label(self.context.create_directional_local_symbol(tok.value))
            self._eat_eos_after_label()
            return
        if k == T.TK_Error:
            raise self.error(loc, tok.text)
        raise self.error(loc, "unexpected token at start of statement")

    def _eat_eos_after_label(self) -> None:
        """The end of a label's statement, so that it is no empty line (no blank line printed)."""
        if self.lexer.tok.kind == T.TK_EndOfStatement:
            self.lexer.lex()

    def _instruction(self, name: str, loc: int) -> None:
        lx = self.lexer
        ops = self.target.parse_instruction(name, loc)
        # Not at the end: the target stopped early (a prefix before its instruction); the rest is a
        # statement.  The end is consumed after matching, so a matching error skips only this statement.
        at_end = lx.tok.kind == T.TK_EndOfStatement
        if at_end:
            self._lexer.sink_comment()  # a kept comment goes on the instruction's line
        self.target.match_and_emit_instruction(loc, ops)
        if at_end:
            lx.lex()

    def _define_label(self, sym: MCSymbol, loc: int) -> None:
        if sym.is_defined():
            raise self.error(loc, f"symbol '{sym.name}' is already defined")
        self.streamer.emit_label(sym)

    def _directive(self, name: str, loc: int) -> None:
        handler = self._directives.get(name)
        if handler is not None:
            handler(name, loc)
            return
        if self.target.parse_directive(name, loc):
            return
        if name.startswith(".cfi_"):
            raise self.error(loc, "unknown directive")
        what = _UNSUPPORTED.get(name)
        if what is not None:
            raise self.error(loc, f"unsupported: '{name}' directive ({what})")
        raise self.error(loc, "unknown directive")

    # ----- expressions -----
    def parse_expression(self) -> tuple[MCExpr, int]:
        lhs, end = self._parse_primary()
        return self._parse_bin_rhs(1, lhs, end)

    def parse_primary_expr(self) -> tuple[MCExpr, int]:
        return self._parse_primary()

    def parse_paren_expression(self) -> tuple[MCExpr, int]:
        e, _ = self.parse_expression()
        tok = self.lexer.tok
        if tok.kind != T.TK_RParen:
            raise self.error(tok.loc, "expected ')'")
        self.lexer.lex()
        return e, tok.loc + 1

    def parse_absolute_expression(self) -> int:
        loc = self.lexer.tok.loc
        e, _ = self.parse_expression()
        if type(e) is not MCConstantExpr:
            raise self.error(loc, "expected absolute expression")
        return e.value

    def _parse_bin_rhs(self, precedence: int, lhs: MCExpr, end: int) -> tuple[MCExpr, int]:
        lx = self.lexer
        binops = _BINOPS
        while True:
            info = binops.get(lx.tok.kind)
            if info is None or info[0] < precedence:
                return lhs, end
            prec, op = info
            op_loc = lx.tok.loc
            lx.lex()
            rhs, end = self._parse_primary()
            nxt = binops.get(lx.tok.kind)
            if nxt is not None and prec < nxt[0]:
                rhs, end = self._parse_bin_rhs(prec + 1, rhs, end)
            lhs = self._binary(op, lhs, rhs, op_loc)

    def _binary(self, op: str, lhs: MCExpr, rhs: MCExpr, loc: int) -> MCExpr:
        if type(lhs) is MCConstantExpr and type(rhs) is MCConstantExpr:
            v = _fold(op, lhs.value, rhs.value)
            if v is None:
                raise self.error(loc, "division by zero")
            return MCConstantExpr(v)
        if op not in _SYMBOLIC_OPS:
            raise self.error(loc, f"unsupported: '{op}' of a symbolic value")
        return MCBinaryExpr(op, lhs, rhs)

    def _parse_primary(self) -> tuple[MCExpr, int]:
        lx = self.lexer
        tok = lx.tok
        k = tok.kind
        if k == T.TK_Integer:
            lx.lex()
            nxt = lx.tok
            if nxt.kind == T.TK_Identifier and nxt.text in ("b", "f") and nxt.loc == tok.end_loc:
                lx.lex()
                return self._directional_label(tok.value, nxt.text == "b", tok.loc), nxt.end_loc
            return MCConstantExpr(_signed(tok.value)), tok.end_loc
        if k == T.TK_Identifier or k == T.TK_String:
            lx.lex()
            end = tok.end_loc
            if k == T.TK_String:
                name, variant_text, variant_loc = unescape(tok.text[1:-1]), "", 0
            else:
                name, at, variant_text = tok.text.partition("@")
                variant_loc = tok.loc + len(name) + 1
                if at and not name:
                    raise self.error(tok.loc, "unknown token in expression")
            if lx.tok.kind == T.TK_At and lx.peek_tok().kind == T.TK_Identifier:
                lx.lex()
                variant_loc = lx.tok.loc
                variant_text = lx.tok.text
                end = lx.tok.end_loc
                lx.lex()
            variant = ""
            if variant_text:
                variant = _VARIANTS.get(variant_text.lower(), "")
                if not variant:
                    raise self.error(variant_loc, f"invalid variant '{variant_text}'")
            sym = self.context.get_or_create_symbol(name)
            v = sym.variable_value
            if v is not None and type(v) is MCConstantExpr:
                if variant:
                    raise self.error(end, "unexpected modifier on variable reference")
                return v, end
            return MCSymbolRefExpr(sym, variant), end
        if k == T.TK_Dot:
            lx.lex()
            sym = self.context.create_temp_symbol()  # LLVM: Ctx.createTempSymbol(), a ``.Ltmp<N>``
            self.streamer.emit_label(sym)
            return MCSymbolRefExpr(sym), tok.end_loc
        if k == T.TK_LParen:
            lx.lex()
            return self.parse_paren_expression()
        if k in (T.TK_Minus, T.TK_Tilde, T.TK_Exclaim, T.TK_Plus):
            lx.lex()
            sub, end = self._parse_primary()
            op = tok.text
            if type(sub) is MCConstantExpr:
                a = sub.value
                return MCConstantExpr(
                    _signed(-a if op == "-" else ~a if op == "~" else int(not a) if op == "!" else a)
                ), end
            return MCUnaryExpr(op, sub), end
        if k == T.TK_Error:
            raise self.error(tok.loc, tok.text)
        raise self.error(tok.loc, "unknown token in expression")

    def _directional_label(self, n: int, backward: bool, loc: int) -> MCExpr:
        sym = self.context.get_directional_local_symbol(n, backward)
        if sym is None:
            raise self.error(loc, "directional label undefined")
        return MCSymbolRefExpr(sym)

    def _parse_symbol_name(self, message: str = "expected identifier") -> tuple[MCSymbol, int]:
        tok = self.lexer.tok
        if tok.kind == T.TK_Identifier:
            name = tok.text
        elif tok.kind == T.TK_String:
            name = unescape(tok.text[1:-1])
        else:
            raise self.error(tok.loc, message)
        self.lexer.lex()
        return self.context.get_or_create_symbol(name), tok.loc

    def _parse_string(self, message: str = "expected string") -> str:
        tok = self.lexer.tok
        if tok.kind != T.TK_String:
            raise self.error(tok.loc, message)
        self.lexer.lex()
        return unescape(tok.text[1:-1])

    # ----- directives -----
    def _directive_table(self) -> dict[str, Callable[[str, int], None]]:
        d: dict[str, Callable[[str, int], None]] = {}
        for n in _DATA_SIZES:
            d[n] = self._d_value
        for n in _SYMBOL_ATTRS:
            d[n] = self._d_symbol_attr
        for n in (".text", ".data", ".bss", ".rodata"):
            d[n] = self._d_named_section
        for n in (".ascii", ".asciz", ".string"):
            d[n] = self._d_ascii
        for n in (".p2align", ".p2alignw", ".p2alignl", ".balign", ".balignw", ".balignl", ".align"):
            d[n] = self._d_align
        for n in (".zero", ".skip", ".space"):
            d[n] = self._d_space
        for n in (".set", ".equ", ".equiv"):
            d[n] = self._d_set
        for n in (".uleb128", ".sleb128"):
            d[n] = self._d_leb128
        d.update(
            {
                ".section": self._d_section,
                ".pushsection": self._d_pushsection,
                ".popsection": self._d_popsection,
                ".previous": self._d_previous,
                ".type": self._d_type,
                ".size": self._d_size,
                ".fill": self._d_fill,
                ".comm": self._d_comm,
                ".lcomm": self._d_comm,
                ".file": self._d_file,
                ".loc": self._d_loc,
                ".ident": self._d_ident,
                ".addrsig": self._d_addrsig,
                ".addrsig_sym": self._d_addrsig_sym,
                ".rept": self._d_rept,
                ".rep": self._d_rept,
                ".irp": self._d_irp,
                ".endr": self._d_endr,
                ".error": self._d_error,
                ".warning": self._d_error,
                ".end": self._d_end,
                ".org": self._d_org,
                ".macro": self._d_macro,
                ".endm": self._d_endm,
                ".endmacro": self._d_endm,
                ".exitm": self._d_exitm,
                ".purgem": self._d_purgem,
                ".macros_on": self._d_macros_on_off,
                ".macros_off": self._d_macros_on_off,
                ".noaltmacro": self._d_noaltmacro,
                ".irpc": self._d_irpc,
                ".include": self._d_include,
                ".incbin": self._d_incbin,
                ".reloc": self._d_reloc,
                ".subsection": self._d_subsection,
                ".symver": self._d_symver,
            }
        )
        for n in (
            "startproc",
            "endproc",
            "def_cfa",
            "def_cfa_offset",
            "def_cfa_register",
            "adjust_cfa_offset",
            "offset",
            "rel_offset",
            "restore",
            "undefined",
            "same_value",
            "register",
            "remember_state",
            "restore_state",
            "window_save",
            "escape",
            "personality",
            "lsda",
        ):
            d[".cfi_" + n] = self._d_cfi
        d[".cfi_sections"] = self._d_cfi_sections
        return d

    def _d_cfi_sections(self, name: str, loc: int) -> None:
        """``.cfi_sections [.eh_frame][, .debug_frame]``: where the frames go (none named: neither)."""
        lx = self.lexer
        eh = debug = False
        while not self._at_eos():
            tok = lx.tok
            if tok.kind != T.TK_Identifier:
                raise self.error(tok.loc, "expected .eh_frame or .debug_frame")
            lx.lex()
            eh |= tok.text == ".eh_frame"
            debug |= tok.text == ".debug_frame"
            if not self._at_eos():
                self._comma("expected comma")
        lx.lex()
        self.streamer.emit_cfi_sections(eh, debug)

    def _d_value(self, name: str, loc: int) -> None:
        size = _DATA_SIZES[name]
        lx = self.lexer
        st = self.streamer
        if self._at_eos():
            lx.lex()
            return
        while True:
            at = lx.tok.loc
            e, _ = self.parse_expression()
            if type(e) is MCConstantExpr:
                v = e.value
                if size < 8 and not (-(1 << (8 * size - 1)) <= v < (1 << (8 * size))):
                    raise self.error(at, "out of range literal value")
                st.emit_int_value(v, size)
            else:
                st.emit_value(e, size)
            if self._at_eos():
                lx.lex()
                return
            self._expect(T.TK_Comma, "unexpected token")

    def _parse_symbol_list(self, action: Callable[[MCSymbol, int], None]) -> None:
        while True:
            sym, at = self._parse_symbol_name()
            action(sym, at)
            if self._at_eos():
                self.lexer.lex()
                return
            self._expect(T.TK_Comma, "unexpected token")

    def _d_symbol_attr(self, name: str, loc: int) -> None:
        attr = _SYMBOL_ATTRS[name]
        self._parse_symbol_list(lambda sym, at: self.streamer.emit_symbol_attribute(sym, attr))

    def _switch(self, section: Any, subsection: MCExpr | None = None) -> None:
        """``MCStreamer::SwitchSection``: the current section and subsection become the previous ones,
        even when they do not change."""
        st = self.streamer
        self.previous_section = (st.current_section, st.current_subsection)
        st.switch_section(section, subsection)

    def _d_named_section(self, name: str, loc: int) -> None:
        """``ParseSectionSwitch``: ``.text [subsection]`` (the statement's next token is consumed, as LLVM
        does, whatever it is)."""
        sub: MCExpr | None = None
        if not self._at_eos():
            sub, _ = self.parse_expression()
        self.lexer.lex()
        self._switch(self.get_section(name, "", None, 0), sub)

    def get_section(
        self,
        name: str,
        flags_text: str,
        type_: int | None,
        entry_size: int,
        group: str = "",
        is_comdat: bool = False,
        unique_id: int = GENERIC_SECTION_ID,
        linked_to: Any = None,
        flags: int | None = None,
    ) -> Any:
        """The section ``.section name,...`` names, with ELFAsmParser's defaults by name."""
        if flags is None:
            flags = 0
            if name in (".text", ".init", ".fini") or name.startswith(".text."):
                flags = SHF_ALLOC | SHF_EXECINSTR
            elif name in (".data", ".bss") or name.startswith((".data.", ".bss.", ".data1")):
                flags = SHF_ALLOC | SHF_WRITE
            elif name in (".tdata", ".tbss") or name.startswith((".tdata.", ".tbss.")):
                flags = SHF_ALLOC | SHF_WRITE | SHF_TLS
            elif name == ".rodata" or name.startswith((".rodata.", ".rodata1")):
                flags = SHF_ALLOC
            elif name.startswith((".init_array", ".fini_array", ".preinit_array")):
                flags = SHF_ALLOC | SHF_WRITE
        if type_ is None:
            type_ = SHT_PROGBITS
            if name.startswith(".note"):
                type_ = SHT_NOTE
            elif name.startswith(".init_array"):
                type_ = SHT_INIT_ARRAY
            elif name.startswith(".fini_array"):
                type_ = SHT_FINI_ARRAY
            elif name.startswith(".preinit_array"):
                type_ = SHT_PREINIT_ARRAY
            elif name == ".bss" or name.startswith((".bss.", ".tbss")):
                type_ = SHT_NOBITS
        return self.context.get_elf_section(
            name,
            type_,
            flags,
            section_kind(flags, type_),
            entry_size,
            group,
            is_comdat,
            unique_id,
            linked_to,
        )

    def _section_name(self) -> str:
        """A section name: a string, or the tokens up to a comma or the end of the statement."""
        lx = self.lexer
        tok = lx.tok
        if tok.kind == T.TK_String:
            lx.lex()
            return unescape(tok.text[1:-1])
        start = tok.loc
        end = start
        while lx.tok.kind not in (T.TK_Comma, T.TK_EndOfStatement, T.TK_Eof):
            if lx.tok.loc != end and end != start:
                break
            end = lx.tok.end_loc
            lx.lex()
        if end == start:
            raise self.error(start, "expected identifier in directive")
        return self.source_text(start, end)

    def _d_section(self, name: str, loc: int) -> None:
        self._switch(*self._parse_section_args(loc))

    def _parse_section_args(self, loc: int, is_push: bool = False) -> tuple[Any, MCExpr | None]:
        """``ParseSectionArguments``: the section a ``.section``/``.pushsection`` names, and the
        subsection number ``.pushsection name, N`` may give."""
        lx = self.lexer
        sec_name = self._section_name()
        type_: int | None = None
        flags: int | None = None
        entry_size = 0
        group = ""
        is_comdat = False
        unique_id = GENERIC_SECTION_ID
        linked_to: Any = None
        subsection: MCExpr | None = None
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            more = True
            if is_push and lx.tok.kind != T.TK_String:  # pyright: ignore[reportUnnecessaryComparison]
                subsection, _ = self.parse_expression()
                more = lx.tok.kind == T.TK_Comma
                if more:
                    lx.lex()
            if more:
                if lx.tok.kind != T.TK_String:  # pyright: ignore[reportUnnecessaryComparison]  (lex() moved the token)
                    raise self.error(lx.tok.loc, "expected string in directive")
                ftok = lx.tok
                lx.lex()
                flags = 0
                for c in unescape(ftok.text[1:-1]):
                    f = _SECTION_FLAGS.get(c)
                    if f is None:
                        raise self.error(ftok.end_loc, "unknown flag")
                    flags |= f
                if lx.tok.kind == T.TK_Comma:
                    lx.lex()
                    tt = lx.tok
                    if tt.kind in (T.TK_At, T.TK_Percent):
                        lx.lex()
                        tt = lx.tok
                        if tt.kind != T.TK_Identifier:
                            raise self.error(tt.loc, "expected identifier in directive")
                        type_name = tt.text
                        lx.lex()
                    elif tt.kind == T.TK_String:
                        type_name = unescape(tt.text[1:-1])
                        lx.lex()
                    elif tt.kind == T.TK_Integer:
                        type_name = str(tt.value)
                        lx.lex()
                    else:
                        raise self.error(tt.loc, "expected '@<type>', '%<type>' or \"<type>\"")
                    if type_name.isdigit():
                        type_ = int(type_name)
                    elif type_name in _SECTION_TYPES:
                        type_ = _SECTION_TYPES[type_name]
                    else:
                        raise self.error(tt.loc, "unknown section type")
                elif flags & (SHF_MERGE | SHF_GROUP | SHF_LINK_ORDER):
                    raise self.error(lx.tok.loc, "expected '@<type>', '%<type>' or \"<type>\"")
                if flags & SHF_MERGE:
                    if lx.tok.kind != T.TK_Comma:
                        raise self.error(lx.tok.loc, "expected the entry size")
                    lx.lex()
                    at = lx.tok.loc
                    entry_size = self.parse_absolute_expression()
                    if entry_size <= 0:
                        raise self.error(at, "entry size must be positive")
                if flags & SHF_GROUP:
                    if lx.tok.kind != T.TK_Comma:
                        raise self.error(lx.tok.loc, "expected group name")
                    lx.lex()
                    group = self._section_name()
                    if lx.tok.kind == T.TK_Comma:
                        lx.lex()
                        if lx.tok.kind != T.TK_Identifier or lx.tok.text != "comdat":
                            raise self.error(lx.tok.loc, "invalid linkage")
                        lx.lex()
                        is_comdat = True
                if flags & SHF_LINK_ORDER:
                    if lx.tok.kind != T.TK_Comma:
                        raise self.error(lx.tok.loc, "expected linked-to symbol")
                    lx.lex()
                    sym, at = self._parse_symbol_name("expected linked-to symbol")
                    if not sym.is_defined():
                        raise self.error(at, f"linked-to symbol is not in a section: {sym.name}")
                    linked_to = sym
                if lx.tok.kind == T.TK_Comma:
                    lx.lex()
                    if lx.tok.kind != T.TK_Identifier or lx.tok.text != "unique":
                        raise self.error(lx.tok.loc, "expected identifier in directive")
                    lx.lex()
                    self._comma("expected commma")
                    at = lx.tok.loc
                    unique_id = self.parse_absolute_expression()
                    if unique_id < 0:
                        raise self.error(at, "unique id must be positive")
                    if unique_id >= GENERIC_SECTION_ID:
                        raise self.error(at, "unique id is too large")
        self._eol()
        section = self.get_section(
            sec_name, "", type_, entry_size, group, is_comdat, unique_id, linked_to, flags
        )
        return section, subsection

    def _d_pushsection(self, name: str, loc: int) -> None:
        st = self.streamer
        prev = ((st.current_section, st.current_subsection), self.previous_section)
        if self._at_eos():
            self.lexer.lex()
            self.section_stack.append(prev)
            return
        section, subsection = self._parse_section_args(loc, is_push=True)
        self.section_stack.append(prev)
        self._switch(section, subsection)

    def _d_popsection(self, name: str, loc: int) -> None:
        """``.popsection``; its end of statement is left for the next statement, as ELFAsmParser does."""
        if not self.section_stack:
            raise self.error(self.lexer.tok.loc, ".popsection without corresponding .pushsection")
        cur, prev = self.section_stack.pop()
        self.streamer.switch_section(*cur)
        self.previous_section = prev

    def _d_previous(self, name: str, loc: int) -> None:
        """``.previous``; its end of statement is left for the next statement, as ELFAsmParser does."""
        if self.previous_section is None or self.previous_section[0] is None:
            raise self.error(self.lexer.tok.loc, ".previous without corresponding .section")
        self._switch(*self.previous_section)

    def _d_type(self, name: str, loc: int) -> None:
        lx = self.lexer
        sym, _ = self._parse_symbol_name()
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
        tt = lx.tok
        type_loc = tt.loc
        if tt.kind in (T.TK_At, T.TK_Percent, T.TK_Hash) and lx.peek_tok().kind == T.TK_Identifier:
            lx.lex()
            type_loc = lx.tok.loc
            type_name = lx.tok.text
            lx.lex()
        elif tt.kind == T.TK_String:
            type_name = unescape(tt.text[1:-1])
            lx.lex()
        elif tt.kind == T.TK_Identifier and tt.text.startswith("STT_"):
            type_name = _STT.get(tt.text, "?")
            lx.lex()
        else:
            raise self.error(
                tt.loc,
                "expected STT_<TYPE_IN_UPPER_CASE>, '#<type>', '@<type>', '%<type>' or \"<type>\"",
            )
        attr = _TYPES.get(type_name)
        if attr is None:
            raise self.error(type_loc, "unsupported attribute in '.type' directive")
        self._eol()
        self.streamer.emit_symbol_attribute(sym, attr)

    def _d_size(self, name: str, loc: int) -> None:
        sym, _ = self._parse_symbol_name()
        self._comma("unexpected token in directive")
        e, _ = self.parse_expression()
        self._eol()
        self.streamer.emit_elf_size(sym, e)

    def _d_ascii(self, name: str, loc: int) -> None:
        lx = self.lexer
        zero = name != ".ascii"
        if self._at_eos():
            lx.lex()
            return
        while True:
            s = self._parse_string()
            self.streamer.emit_bytes(s.encode("latin-1"))
            if zero:  # a second piece, as LLVM's parseDirectiveAscii (printed ``.byte 0``)
                self.streamer.emit_bytes(b"\0")
            if self._at_eos():
                lx.lex()
                return
            if lx.tok.kind == T.TK_Comma:
                lx.lex()
            elif lx.tok.kind != T.TK_String:
                raise self.error(lx.tok.loc, "unexpected token")

    def _d_align(self, name: str, loc: int) -> None:
        lx = self.lexer
        at = lx.tok.loc
        amount = self.parse_absolute_expression()
        fill: int | None = None
        max_bytes = 0
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            if lx.tok.kind != T.TK_Comma:
                fill = self.parse_absolute_expression()
            if lx.tok.kind == T.TK_Comma:
                lx.lex()
                max_bytes = self.parse_absolute_expression()
        self._eol()
        value_size = 2 if name[-1] == "w" else 4 if name[-1] == "l" else 1
        if name.startswith(".p2align"):
            if not 0 <= amount < 32:
                raise self.error(at, "invalid alignment value")
            alignment = 1 << amount
        else:
            alignment = amount or 1
            if alignment & (alignment - 1):
                raise self.error(at, "alignment must be a power of 2")
            if alignment > 1 << 32:
                raise self.error(at, "alignment greater than 2^32")
        st = self.streamer
        section = st.current_section
        if (
            (fill is None or fill == self.context.asm_info.text_align_fill_value)
            and value_size == 1
            and section is not None
            and section.flags & SHF_EXECINSTR
        ):
            st.emit_code_alignment(alignment, max_bytes)
        else:
            st.emit_value_to_alignment(alignment, fill or 0, value_size, max_bytes)

    def _d_space(self, name: str, loc: int) -> None:
        lx = self.lexer
        at = lx.tok.loc
        count = self.parse_absolute_expression()
        fill = 0
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            fill = self.parse_absolute_expression()
        self._eol()
        if count < 0:
            self.warning(at, f"'{name}' directive with negative repeat count has no effect")
            return
        self.streamer.emit_fill(count, fill & 0xFF)

    def _d_fill(self, name: str, loc: int) -> None:
        lx = self.lexer
        at = lx.tok.loc
        count = self.parse_absolute_expression()
        size, value = 1, 0
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            size_loc = lx.tok.loc
            size = self.parse_absolute_expression()
            if size < 0:
                self.warning(size_loc, "'.fill' directive with negative size has no effect")
                size = 0
            if size > 8:
                self.warning(size_loc, "'.fill' directive with size greater than 8 has been truncated to 8")
                size = 8
            if lx.tok.kind == T.TK_Comma:
                lx.lex()
                value_loc = lx.tok.loc
                value = self.parse_absolute_expression()
                if size > 4 and not 0 <= value <= 0xFFFFFFFF:
                    self.warning(value_loc, "'.fill' directive pattern has been truncated to 32-bits")
        self._eol()
        if count < 0:
            self.warning(at, "'.fill' directive with negative repeat count has no effect")
            return
        self.streamer.emit_fill_values(count, size, value)

    def _d_set(self, name: str, loc: int) -> None:
        tok = self.lexer.tok
        if tok.kind not in (T.TK_Identifier, T.TK_String):
            raise self.error(tok.loc, "expected identifier")
        self.lexer.lex()
        sym_name = tok.text if tok.kind == T.TK_Identifier else unescape(tok.text[1:-1])
        self._comma()
        self._assign(sym_name, tok.loc, allow_redef=name != ".equiv")

    def _assign(self, sym_name: str, loc: int, allow_redef: bool) -> None:
        at = self.lexer.tok.loc
        value, _ = self.parse_expression()
        self._eol()
        sym = self.context.get_or_create_symbol(sym_name)
        if (sym.is_defined() and not sym.is_variable()) or (sym.is_variable() and not allow_redef):
            raise self.error(at, f"redefinition of '{sym_name}'")
        if self._refers_to(value, sym):
            raise self.error(at, f"Recursive use of '{sym_name}'")
        self.streamer.emit_assignment(sym, value)

    def _refers_to(self, e: Any, sym: MCSymbol) -> bool:
        if type(e) is MCSymbolRefExpr:
            s = e.symbol
            return s is sym or (s.variable_value is not None and self._refers_to(s.variable_value, sym))
        if type(e) is MCBinaryExpr:
            return self._refers_to(e.lhs, sym) or self._refers_to(e.rhs, sym)
        if type(e) is MCUnaryExpr:
            return self._refers_to(e.sub, sym)
        return False

    def _d_comm(self, name: str, loc: int) -> None:
        lx = self.lexer
        sym, _ = self._parse_symbol_name()
        self._comma()
        size_loc = lx.tok.loc
        size = self.parse_absolute_expression()
        align = 0
        align_loc = size_loc
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            align_loc = lx.tok.loc
            align = self.parse_absolute_expression()
            if name == ".lcomm":  # ELF's LCOMM::NoAlignment
                raise self.error(align_loc, "alignment not supported on this target")
        self._eol()
        if size < 0:
            raise self.error(size_loc, "size must be non-negative")
        if align < 0:
            raise self.error(align_loc, "alignment is negative")
        if align & (align - 1):
            raise self.error(align_loc, "alignment must be a power of 2")
        if sym.is_defined() and not sym.is_common():
            raise self.error(loc, "invalid symbol redefinition")
        if name == ".lcomm":
            self.streamer.emit_local_common_symbol(sym, size, align)
        else:
            self.streamer.emit_common_symbol(sym, size, align)

    def _d_file(self, name: str, loc: int) -> None:
        """``parseDirectiveFile``: ``.file "name"`` or ``.file N ["dir"] "name" [md5 0x...]``."""
        lx = self.lexer
        file_no = -1
        if lx.tok.kind == T.TK_Integer:
            file_no = lx.tok.value
            lx.lex()
        path = self._parse_string("expected string")
        directory, filename = "", path
        if lx.tok.kind == T.TK_String:
            if file_no == -1:
                raise self.error(lx.tok.loc, "explicit path specified, but no file number")
            directory, filename = path, self._parse_string("expected string")
        md5: bytes | None = None
        while not self._at_eos():
            tok = lx.tok
            if tok.kind != T.TK_Identifier:
                raise self.error(tok.loc, "unexpected token in '.file' directive")
            lx.lex()
            if tok.text == "md5":
                v = lx.tok
                if file_no == -1:
                    raise self.error(v.loc, "MD5 checksum specified, but no file number")
                if v.kind != T.TK_Integer:
                    raise self.error(v.loc, "unknown token in expression")
                # The token's value is 64-bit: a hexadecimal checksum is read from its text (parseHexOcta).
                text = v.text.lower()
                value = int(text[2:], 16) if text.startswith("0x") else v.value
                if value >> 128:
                    raise self.error(v.loc, "out of range literal value")
                md5 = value.to_bytes(16, "big")
                lx.lex()
            elif tok.text == "source":
                raise self.error(tok.loc, "unsupported: '.file' with embedded source")
            else:
                raise self.error(lx.tok.loc, "unexpected token in '.file' directive")
        lx.lex()
        if file_no == -1:
            self.streamer.emit_file_directive(filename)
            return
        ctx = self.context
        if file_no == 0 and ctx.dwarf_version < 5:
            ctx.dwarf_version = 5
        err = self.streamer.emit_dwarf_file_directive(file_no, directory, filename, md5)
        if err:
            raise self.error(loc, err)

    def _d_loc(self, name: str, loc: int) -> None:
        """``parseDirectiveLoc``: ``.loc file [line [column]] [option...]``."""
        lx = self.lexer
        ctx = self.context
        tok = lx.tok
        if tok.kind != T.TK_Integer:
            raise self.error(tok.loc, "unexpected token in '.loc' directive")
        file_no = tok.value
        if file_no < 1 and ctx.dwarf_version < 5:
            raise self.error(tok.loc, "file number less than one in '.loc' directive")
        if not ctx.get_line_table(ctx.dwarf_compile_unit_id).is_valid_file_number(file_no, ctx.dwarf_version):
            raise self.error(tok.loc, "unassigned file number in '.loc' directive")
        lx.lex()
        line = column = 0
        if lx.tok.kind == T.TK_Integer:
            line = lx.tok.value
            lx.lex()
            if lx.tok.kind == T.TK_Integer:
                column = lx.tok.value
                lx.lex()
        flags = ctx.current_dwarf_loc[3] & S.DWARF2_FLAG_IS_STMT
        isa = discriminator = 0
        while not self._at_eos():
            tok = lx.tok
            if tok.kind != T.TK_Identifier:
                raise self.error(tok.loc, "unexpected token in '.loc' directive")
            lx.lex()
            opt = tok.text
            if opt == "basic_block":
                flags |= S.DWARF2_FLAG_BASIC_BLOCK
            elif opt == "prologue_end":
                flags |= S.DWARF2_FLAG_PROLOGUE_END
            elif opt == "epilogue_begin":
                flags |= S.DWARF2_FLAG_EPILOGUE_BEGIN
            elif opt in ("is_stmt", "isa"):
                vloc = lx.tok.loc
                e, _ = self.parse_expression()
                if type(e) is not MCConstantExpr:
                    what = (
                        "is_stmt value not the constant value of 0 or 1"
                        if opt == "is_stmt"
                        else ("isa number not a constant value")
                    )
                    raise self.error(vloc, what)
                v = _signed(e.value)
                if opt == "isa":
                    if v < 0:
                        raise self.error(vloc, "isa number less than zero")
                    isa = v
                elif v == 0:
                    flags &= ~S.DWARF2_FLAG_IS_STMT
                elif v == 1:
                    flags |= S.DWARF2_FLAG_IS_STMT
                else:
                    raise self.error(vloc, "is_stmt value not 0 or 1")
            elif opt == "discriminator":
                discriminator = self.parse_absolute_expression()
            else:
                raise self.error(tok.loc, "unknown sub-directive in '.loc' directive")
        lx.lex()
        self.streamer.emit_dwarf_loc_directive(file_no, line, column, flags, discriminator, "", isa)

    def _d_ident(self, name: str, loc: int) -> None:
        text = self._parse_string("expected string")
        self._eol()
        self.streamer.emit_ident(text)

    def _d_addrsig(self, name: str, loc: int) -> None:
        self._eol()
        self.streamer.emit_addrsig()

    def _d_addrsig_sym(self, name: str, loc: int) -> None:
        sym, _ = self._parse_symbol_name()
        self._eol()
        self.streamer.emit_addrsig_sym(sym)

    def _d_leb128(self, name: str, loc: int) -> None:
        signed = name == ".sleb128"
        lx = self.lexer
        while True:
            e, _ = self.parse_expression()
            if signed:
                self.streamer.emit_sleb128_value(e)
            else:
                self.streamer.emit_uleb128_value(e)
            if self._at_eos():
                lx.lex()
                return
            self._expect(T.TK_Comma, "unexpected token")

    def _d_error(self, name: str, loc: int) -> None:
        msg = f"{name} directive invoked in source file"
        if not self._at_eos():
            msg = self._parse_string(f".{name[1:]} argument must be a string")
        self._eol()
        if name == ".warning":
            self.warning(loc, msg)
        else:
            raise self.error(loc, msg)

    def _d_org(self, name: str, loc: int) -> None:
        self._org()

    def _org(self) -> None:
        """``.org expr[, fill]`` and ``. = expr``."""
        lx = self.lexer
        at = lx.tok.loc
        offset, _ = self.parse_expression()
        fill = 0
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            fill = self.parse_absolute_expression()
        self._eol()
        self.streamer.emit_value_to_offset(offset, fill, at)

    def _d_end(self, name: str, loc: int) -> None:
        self._eol()
        self._ended = True

    # ----- repetition (LLVM: parseDirectiveRept/Irp, parseMacroLikeBody, instantiateMacroLikeBody) -----
    def _body(self, loc: int) -> tuple[int, int]:
        """The token range of a ``.rept``/``.irp``/``.irpc`` body (the statements up to the matching
        ``.endr``), and the index of the ``.endr`` statement's end."""
        lx = self._lexer
        toks = lx.toks
        start = lx.pos
        depth = 0
        i = start
        n = len(toks)
        while i < n and toks[i].kind != T.TK_Eof:
            t = toks[i]
            if t.kind == T.TK_Identifier and (i == 0 or toks[i - 1].kind == T.TK_EndOfStatement):
                if t.text in (".rep", ".rept", ".irp", ".irpc"):
                    depth += 1
                elif t.text == ".endr":
                    if depth == 0:
                        nxt = toks[i + 1]
                        if nxt.kind != T.TK_EndOfStatement:
                            self._jump(i + 1)
                            raise self.error(nxt.loc, "unexpected token in '.endr' directive")
                        return i, i + 1
                    depth -= 1
            i += 1
        self._jump(n - 1)
        raise self.error(loc, "no matching '.endr' in definition")

    def _macro_like_body(self, loc: int) -> str:
        """``parseMacroLikeBody``: the body's text; the current token becomes the ``.endr`` statement's
        end, where the instantiation comes back to."""
        lx = self._lexer
        start = lx.pos
        end, eos = self._body(loc)
        toks = lx.toks
        body = self.source_text(toks[start].loc, toks[end].loc) if start < end else ""
        self._jump(eos)
        return body

    def _d_rept(self, name: str, loc: int) -> None:
        at = self.lexer.tok.loc
        e, _ = self.parse_expression()
        if type(e) is not MCConstantExpr:
            raise self.error(at, f"unexpected token in '{name}' directive")
        count = e.value
        if count < 0:
            raise self.error(at, "Count is negative")
        self._eol()
        body = self._macro_like_body(loc)
        self._instantiate(expand_macro(body, [], [], None) * count + ".endr\n", loc)

    def _d_irp(self, name: str, loc: int) -> None:
        lx = self._lexer
        pname = self._parse_identifier()
        if pname is None:
            raise self.error(lx.tok.loc, "expected identifier in '.irp' directive")
        self._comma()
        args = self._parse_macro_arguments(None)
        self._eol()
        body = self._macro_like_body(loc)
        param = [MCAsmMacroParameter(pname)]
        text = "".join(expand_macro(body, param, [arg], self._macro_instantiations) for arg in args)
        self._instantiate(text + ".endr\n", loc)

    def _d_endr(self, name: str, loc: int) -> None:
        """``parseDirectiveEndr``: the end of an ``.irpc`` instantiation (of any active one, as LLVM)."""
        if not self._active_macros:
            raise self.error(self.lexer.tok.loc, "unmatched '.endr' directive")
        self._handle_macro_exit()

    # ----- macros (LLVM: AsmParser::parseDirectiveMacro, handleMacroEntry, expandMacro) -----
    def _parse_identifier(self) -> str | None:
        """``parseIdentifier``: an identifier or a string's contents, else None (nothing consumed)."""
        tok = self.lexer.tok
        if tok.kind == T.TK_Identifier:
            self.lexer.lex()
            return tok.text
        if tok.kind == T.TK_String:
            self.lexer.lex()
            return tok.text[1:-1]
        return None

    def _jump(self, index: int) -> None:
        """Make token ``index`` of the current buffer the current token (a scan's end)."""
        lx = self._lexer
        lx.pos = index
        lx.tok = lx.toks[index]

    def _d_macro(self, name: str, loc: int) -> None:
        lx = self.lexer
        mname = self._parse_identifier()
        if mname is None:
            raise self.error(lx.tok.loc, "expected identifier in '.macro' directive")
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
        params: list[MCAsmMacroParameter] = []
        while lx.tok.kind != T.TK_EndOfStatement:
            if params and params[-1].vararg:
                raise self.error(
                    lx.tok.loc, f"vararg parameter '{params[-1].name}' should be the last parameter"
                )
            pname = self._parse_identifier()
            if pname is None:
                raise self.error(lx.tok.loc, "expected identifier in '.macro' directive")
            if any(p.name == pname for p in params):
                raise self.error(lx.tok.loc, f"macro '{mname}' has multiple parameters named '{pname}'")
            param = MCAsmMacroParameter(pname)
            if lx.tok.kind == T.TK_Colon:
                lx.lex()
                qloc = lx.tok.loc
                qual = self._parse_identifier()
                if qual is None:
                    raise self.error(qloc, f"missing parameter qualifier for '{pname}' in macro '{mname}'")
                if qual == "req":
                    param.required = True
                elif qual == "vararg":
                    param.vararg = True
                else:
                    raise self.error(
                        qloc, f"{qual} is not a valid parameter qualifier for '{pname}' in macro '{mname}'"
                    )
            if lx.tok.kind == T.TK_Equal:
                lx.lex()
                ploc = lx.tok.loc
                param.value = self._parse_macro_argument(False)
                if param.required:
                    self.warning(
                        ploc, f"pointless default value for required parameter '{pname}' in macro '{mname}'"
                    )
            params.append(param)
            if lx.tok.kind == T.TK_Comma:
                lx.lex()
        # The body: the statements up to the matching .endm (nested definitions are kept as text).
        toks = self._lexer.toks
        i = self._lexer.pos + 1
        n = len(toks)
        start = i
        depth = 0
        while True:
            while i < n and toks[i].kind == T.TK_Error:
                i += 1
            if i >= n or toks[i].kind == T.TK_Eof:
                self._jump(n - 1)
                raise self.error(loc, "no matching '.endmacro' in definition")
            t = toks[i]
            if t.kind == T.TK_Identifier:
                if t.text in (".endm", ".endmacro"):
                    if depth == 0:
                        self._jump(i + 1)
                        if toks[i + 1].kind != T.TK_EndOfStatement:
                            raise self.error(toks[i + 1].loc, f"unexpected token in '{t.text}' directive")
                        break
                    depth -= 1
                elif t.text == ".macro":
                    depth += 1
            while i < n and toks[i].kind not in (T.TK_EndOfStatement, T.TK_Eof):
                i += 1
            if i < n and toks[i].kind == T.TK_EndOfStatement:
                i += 1
        if mname in self._macros:
            raise self.error(loc, f"macro '{mname}' is already defined")
        body = self.source_text(toks[start].loc, toks[i].loc) if start < i else ""
        if has_bad_positional_use(body, params):
            self.warning(
                loc,
                "macro defined with named parameters which are not used in macro body, possible positional "
                "parameter found in body which will have no effect",
            )
        self._macros[mname] = MCAsmMacro(mname, body, params)

    def _d_endm(self, name: str, loc: int) -> None:
        tok = self.lexer.tok
        if tok.kind != T.TK_EndOfStatement:
            raise self.error(tok.loc, f"unexpected token in '{name}' directive")
        if self._active_macros:
            self._handle_macro_exit()
            return
        raise self.error(tok.loc, f"unexpected '{name}' in file, no current macro definition")

    def _d_exitm(self, name: str, loc: int) -> None:
        self._eol()
        if not self._active_macros:
            raise self.error(self.lexer.tok.loc, f"unexpected '{name}' in file, no current macro definition")
        self._handle_macro_exit()

    def _d_purgem(self, name: str, loc: int) -> None:
        at = self.lexer.tok.loc
        mname = self._parse_identifier()
        if mname is None:
            raise self.error(at, "expected identifier in '.purgem' directive")
        self._eol()
        if mname not in self._macros:
            raise self.error(loc, f"macro '{mname}' is not defined")
        del self._macros[mname]

    def _d_macros_on_off(self, name: str, loc: int) -> None:
        self._eol()
        self._macros_enabled = name == ".macros_on"

    def _d_noaltmacro(self, name: str, loc: int) -> None:
        self._eol()

    def _parse_macro_argument(self, vararg: bool) -> MacroArgument:
        """``parseMacroArgument``: the tokens of one argument.  Spaces separate arguments, except around an
        operator (``1 + 2``) and inside parentheses, where they are kept."""
        lx = self._lexer
        out: MacroArgument = []
        if vararg:
            if lx.tok.kind != T.TK_EndOfStatement:
                start = lx.tok.loc
                while lx.tok.kind not in (T.TK_EndOfStatement, T.TK_Eof):
                    lx.lex()
                out.append((T.TK_String, self.source_text(start, lx.tok.loc)))
            return out
        paren = 0
        space = False  # LLVM's lexer is at a Space token
        while True:
            tok = lx.tok
            k = tok.kind
            if space:
                space = False
                if paren == 0:
                    if k in _MACRO_ARG_OPERATORS:
                        out.append((k, tok.text))
                        lx.lex()
                        continue
                    break
                prev = lx.toks[lx.pos - 1]
                out.append((TK_Space, self.source_text(prev.end_loc, tok.loc)))
                continue
            if k == T.TK_Eof or k == T.TK_Equal:
                raise self.error(tok.loc, "unexpected token in macro instantiation")
            if paren == 0:
                if k == T.TK_Comma:
                    break
                if k in _MACRO_ARG_OPERATORS:
                    out.append((k, tok.text))
                    lx.lex()
                    continue
            if k == T.TK_EndOfStatement:
                break
            if k == T.TK_LParen:
                paren += 1
            elif k == T.TK_RParen and paren:
                paren -= 1
            out.append((k, tok.text))
            lx.lex()
            space = lx.tok.loc != tok.end_loc
        if paren:
            raise self.error(lx.tok.loc, "unbalanced parentheses in macro argument")
        return out

    def _parse_macro_arguments(self, macro: MCAsmMacro | None) -> list[MacroArgument]:
        """``parseMacroArguments``: positional or ``name=value`` arguments, completed with the defaults."""
        lx = self.lexer
        params = macro.parameters if macro is not None else []
        n = len(params)
        args: list[MacroArgument] = [[] for _ in range(n)]
        has_vararg = bool(n) and params[-1].vararg
        named_found = False
        param = 0
        while not n or param < n:
            id_loc = lx.tok.loc
            fa_name = ""
            if lx.tok.kind == T.TK_Identifier and lx.peek_tok().kind == T.TK_Equal:
                fa_name = lx.tok.text
                lx.lex()
                lx.lex()
                named_found = True
            vararg = has_vararg and param == n - 1
            if named_found and not fa_name:
                raise self.error(id_loc, "cannot mix positional and keyword arguments")
            value = self._parse_macro_argument(vararg)
            pi = param
            if fa_name:
                pi = next((x for x, p in enumerate(params) if p.name == fa_name), n)
                if pi >= n:
                    mname = macro.name if macro is not None else ""
                    raise self.error(
                        id_loc, f"parameter named '{fa_name}' does not exist for macro '{mname}'"
                    )
            if value:
                while len(args) <= pi:
                    args.append([])
                args[pi] = value
            if lx.tok.kind == T.TK_EndOfStatement:
                missing: list[AsmParserError] = []
                for x, p in enumerate(params):
                    if not args[x]:
                        if p.required:
                            assert macro is not None
                            missing.append(
                                self.error(
                                    lx.tok.loc,
                                    f"missing value for required parameter '{p.name}' in macro '{macro.name}'",
                                )
                            )
                        if p.value:
                            args[x] = p.value
                if missing:
                    for e in missing[:-1]:
                        self._report(e)
                    raise missing[-1]
                return args
            if lx.tok.kind == T.TK_Comma:
                lx.lex()
            param += 1
        raise self.error(lx.tok.loc, "too many positional arguments")

    def _handle_macro_entry(self, macro: MCAsmMacro, name_loc: int) -> None:
        """``handleMacroEntry``: the arguments, then the expanded body as a new buffer ending in
        ``.endmacro``; the statement's end is where the instantiation comes back to."""
        lx = self.lexer
        if len(self._active_macros) == _MAX_MACRO_NESTING:
            raise self.error(
                lx.tok.loc,
                f"macros cannot be nested more than {_MAX_MACRO_NESTING} levels deep. "
                "Use -asm-macro-max-nesting-depth to increase this limit.",
            )
        args = self._parse_macro_arguments(macro)
        if len(macro.parameters) != len(args):
            raise self.error(lx.tok.loc, "Wrong number of arguments")
        text = expand_macro(macro.body, macro.parameters, args, self._macro_instantiations)
        self._macro_instantiations += 1
        self._instantiate(text + ".endmacro\n", name_loc)

    def _instantiate(self, text: str, loc: int) -> None:
        """Read ``text`` as an ``<instantiation>`` buffer now (LLVM: a MacroInstantiation pushed and the
        lexer moved to the new buffer), coming back to the current token at its end."""
        lx = self._lexer
        base = self._add_buffer("<instantiation>", text, -1)
        toks = tokenize_buffer(text, base, lx.comment, lx.masm)
        mi = MacroInstantiation(loc)
        self._active_macros.append(mi)
        lx.push_frame(toks, lx.pos, mi)

    def _frame_left(self, tag: object) -> None:
        if self._active_macros and tag is self._active_macros[-1]:
            self._active_macros.pop()

    def _handle_macro_exit(self) -> None:
        """``handleMacroExit``: back to the end of the statement that started the innermost
        instantiation (leaving any file it included)."""
        mi = self._active_macros[-1]
        lx = self._lexer
        while lx.pop_frame() is not mi:
            pass

    def _d_irpc(self, name: str, loc: int) -> None:
        """``.irpc param, chars``: the body once per character, ``\\param`` standing for it."""
        lx = self._lexer
        pname = self._parse_identifier()
        if pname is None:
            raise self.error(lx.tok.loc, "expected identifier in '.irpc' directive")
        self._comma()
        args = self._parse_macro_arguments(None)
        if len(args) != 1 or len(args[0]) != 1:
            raise self.error(lx.tok.loc, "unexpected token in '.irpc' directive")
        self._eol()
        body = self._macro_like_body(loc)
        param = [MCAsmMacroParameter(pname)]
        out: list[str] = []
        for c in args[0][0][1]:
            out.append(expand_macro(body, param, [[(T.TK_Identifier, c)]], self._macro_instantiations))
        self._instantiate("".join(out) + ".endr\n", loc)

    # ----- files (LLVM: parseDirectiveInclude, parseDirectiveIncbin, SourceMgr::OpenIncludeFile) -----
    def _open_include_file(self, name: str) -> tuple[str, bytes] | None:
        """The file as named (from the current directory), else in each ``-I`` directory in turn."""
        for path in [name] + [d + os.sep + name for d in self.include_dirs]:
            try:
                with open(path, "rb") as f:
                    return path, f.read()
            except OSError:
                continue
        return None

    def _d_include(self, name: str, loc: int) -> None:
        lx = self._lexer
        tok = lx.tok
        if tok.kind != T.TK_String:
            raise self.error(tok.loc, "expected string in '.include' directive")
        fname = unescape(tok.text[1:-1])
        lx.lex()
        if lx.tok.kind != T.TK_EndOfStatement:
            raise self.error(lx.tok.loc, "unexpected token in '.include' directive")
        found = self._open_include_file(fname)
        if found is None:
            raise self.error(tok.loc, f"Could not find include file '{fname}'")
        path, data = found
        text = data.decode("latin-1")
        base = self._add_buffer(path, text, lx.tok.loc)
        # The statement's end is read before the file (LLVM switches buffers with it already lexed) and
        # again after it, where the lexer comes back to: an empty statement on each side.
        eos = lx.tok
        lx.push_frame([eos] + tokenize_buffer(text, base, lx.comment, lx.masm), lx.pos)

    def _d_incbin(self, name: str, loc: int) -> None:
        lx = self.lexer
        tok = lx.tok
        if tok.kind != T.TK_String:
            raise self.error(tok.loc, "expected string in '.incbin' directive")
        fname = unescape(tok.text[1:-1])
        lx.lex()
        skip = 0
        skip_loc = count_loc = tok.loc
        count: MCExpr | None = None
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            if lx.tok.kind != T.TK_Comma:  # pyright: ignore[reportUnnecessaryComparison]  (lex() moved it)
                skip_loc = lx.tok.loc
                skip = self.parse_absolute_expression()
            if lx.tok.kind == T.TK_Comma:
                lx.lex()
                count_loc = lx.tok.loc
                count, _ = self.parse_expression()
        self._eol()
        if skip < 0:
            raise self.error(skip_loc, "skip is negative")
        found = self._open_include_file(fname)
        if found is None:
            raise self.error(tok.loc, f"Could not find incbin file '{fname}'")
        data = found[1][skip:]
        if count is not None:
            if type(count) is not MCConstantExpr:
                self._report(self.error(count_loc, "expected absolute expression"))
                raise self.error(tok.loc, f"Could not find incbin file '{fname}'")
            if count.value < 0:
                self.warning(count_loc, "negative count has no effect")
                return
            data = data[: count.value]
        self.streamer.emit_bytes(data)

    # ----- .reloc (LLVM: parseDirectiveReloc, MCStreamer::emitRelocDirective) -----
    def _d_reloc(self, name: str, loc: int) -> None:
        lx = self.lexer
        offset_loc = lx.tok.loc
        offset, _ = self.parse_expression()
        self._comma("expected comma")
        name_tok = lx.tok
        if name_tok.kind != T.TK_Identifier:
            raise self.error(name_tok.loc, "expected relocation name")
        lx.lex()
        value: MCExpr | None = None
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            expr_loc = lx.tok.loc
            value, _ = self.parse_expression()
            if evaluate_as_relocatable(value) is None:
                raise self.error(expr_loc, "expression must be relocatable")
        self._eol()
        err = self.streamer.emit_reloc_directive(offset, name_tok.text, value, loc)
        if err is not None:
            at_name, message = err
            raise self.error(name_tok.loc if at_name else offset_loc, message)

    def _d_symver(self, name: str, loc: int) -> None:
        """``ELFAsmParser::ParseDirectiveSymver``: ``.symver sym, alias@VERSION[, remove]`` (the end of
        statement is optional there)."""
        lx = self.lexer
        orig = self._parse_identifier()
        if orig is None:
            raise self.error(lx.tok.loc, "expected identifier in directive")
        if lx.tok.kind != T.TK_Comma:
            raise self.error(lx.tok.loc, "expected a comma")
        lx.lex()
        alias = self._parse_identifier()
        if alias is None:
            raise self.error(lx.tok.loc, "expected identifier in directive")
        if "@" not in alias:
            raise self.error(lx.tok.loc, "expected a '@' in the name")
        keep = "@@@" not in alias
        if lx.tok.kind == T.TK_Comma:
            lx.lex()
            if self._parse_identifier() != "remove":
                raise self.error(lx.tok.loc, "expected 'remove'")
            keep = False
        if lx.tok.kind == T.TK_EndOfStatement:  # pyright: ignore[reportUnnecessaryComparison]  (lex() moved it)
            lx.lex()
        sym = self.context.get_or_create_symbol(orig)
        self.streamer.emit_elf_symver_directive(sym, alias, keep, loc)

    # ----- subsections (LLVM: ELFAsmParser::ParseDirectiveSubsection) -----
    def _d_subsection(self, name: str, loc: int) -> None:
        sub: MCExpr | None = None
        if not self._at_eos():
            sub, _ = self.parse_expression()
        if not self._at_eos():
            raise self.error(self.lexer.tok.loc, "unexpected token in directive")
        self.lexer.lex()
        self._switch(self.streamer.current_section, sub)

    # ----- call frame information -----
    def _cfi_register(self) -> int:
        lx = self.lexer
        tok = lx.tok
        if tok.kind == T.TK_Integer:
            lx.lex()
            if self.dwarf_to_reg is None:
                raise self.error(tok.loc, "invalid register number")
            reg = self.dwarf_to_reg(tok.value)
            if reg < 0:
                raise self.error(tok.loc, "invalid register number")
            return reg
        r = self.target.parse_register()
        if r is None:
            raise self.error(lx.tok.loc, "invalid register name")
        return r[0]

    def _d_cfi(self, name: str, loc: int) -> None:
        op = name[5:]
        st = self.streamer
        lx = self.lexer
        if op == "startproc":
            simple = False
            if lx.tok.kind == T.TK_Identifier and lx.tok.text == "simple":
                simple = True
                lx.lex()
            self._eol()
            if self._in_frame:
                raise self.error(loc, "starting new .cfi frame before finishing the previous one")
            self._in_frame = True
            st.emit_cfi_start_proc(simple)
            return
        if not self._in_frame:
            raise self.error(
                loc, "this directive must appear between .cfi_startproc and .cfi_endproc directives"
            )
        if op == "endproc":
            self._eol()
            self._in_frame = False
            st.emit_cfi_end_proc()
        elif op in ("def_cfa", "offset", "rel_offset"):
            reg = self._cfi_register()
            self._comma()
            off = self.parse_absolute_expression()
            self._eol()
            if op == "def_cfa":
                st.emit_cfi_def_cfa(reg, off)
            elif op == "offset":
                st.emit_cfi_offset(reg, off)
            else:
                st.emit_cfi_rel_offset(reg, off)
        elif op in ("def_cfa_offset", "adjust_cfa_offset"):
            off = self.parse_absolute_expression()
            self._eol()
            if op == "def_cfa_offset":
                st.emit_cfi_def_cfa_offset(off)
            else:
                st.emit_cfi_adjust_cfa_offset(off)
        elif op == "def_cfa_register":
            reg = self._cfi_register()
            self._eol()
            st.emit_cfi_def_cfa_register(reg)
        elif op in ("restore", "undefined", "same_value"):
            reg = self._cfi_register()
            self._eol()
            st.emit_cfi_reg_directive(op, reg)
        elif op == "register":
            r1 = self._cfi_register()
            self._comma()
            r2 = self._cfi_register()
            self._eol()
            st.emit_cfi_register(r1, r2)
        elif op in ("remember_state", "restore_state", "window_save"):
            self._eol()
            st.emit_cfi_plain(op)
        elif op == "escape":
            values = bytearray()
            while True:
                values.append(self.parse_absolute_expression() & 0xFF)
                if self._at_eos():
                    break
                self._comma("unexpected token in '.cfi_escape' directive")
            lx.lex()
            st.emit_cfi_escape(bytes(values))
        else:  # personality, lsda
            at = lx.tok.loc
            enc = self.parse_absolute_expression()
            if enc == 0xFF:
                self._eol()
                return
            self._comma("unexpected token in directive")
            sym, _ = self._parse_symbol_name("expected identifier in directive")
            self._eol()
            if enc & 0x0F not in (0, 2, 3, 4, 0xA, 0xB, 0xC) or enc & 0x70 not in (0, 0x10) or enc & ~0xFF:
                raise self.error(at, "unsupported encoding.")
            if op == "personality":
                st.emit_cfi_personality(sym, enc)
            else:
                st.emit_cfi_lsda(sym, enc)


def create_mc_asm_parser(
    text: str,
    filename: str,
    context: Any,
    streamer: Any,
    desc: Any,
    preserve_comments: bool = False,
    lex_masm_integers: bool = False,
) -> AsmParser:
    """The generic parser over ``text`` with the target's MCTargetAsmParser from the MC target description
    ``desc`` (LLVM ``createMCAsmParser`` + ``Target::createMCAsmParser``), emitting onto ``streamer``; the
    ``.cfi_*`` DWARF register numbers map back to the target's registers (the lowest register of each).
    ``preserve_comments`` (llc's default, ``-preserve-comments`` of llvm-mc): the input's ``#`` comments
    go to the streamer; ``lex_masm_integers``: MASM radix suffixes (``0ffh``)."""
    dwarf: tuple[int, ...] = desc.create_mc_register_info().dwarf
    to_reg: dict[int, int] = {d: r for r, d in reversed(list(enumerate(dwarf))) if d >= 0 and r}
    return AsmParser(
        text,
        filename,
        context,
        streamer,
        desc.create_asm_parser,
        lambda n: to_reg.get(n, -1),
        context.asm_info.comment_string,
        preserve_comments,
        lex_masm_integers,
    )
