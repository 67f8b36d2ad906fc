"""What it is (LLVM: lib/MC/MCAsmStreamer.cpp): the MCStreamer that writes assembly text.

Every directive is one line.  Verbose comments queued with ``add_comment`` are written at the end of the next
line, at comment column 40 (``# text``; further comments each on a line of their own at that column), as LLVM's
``EmitCommentsAndEOL`` does.  Columns are counted as LLVM's formatted_raw_ostream counts them: a character
advances one column and a tab moves to the next multiple of 8 *unless the column already is one* (so a line's
leading tab counts for nothing); padding is at least one space.

Data: ``.byte``/``.short``/``.long``/``.quad`` with the value printed signed (``.long 4294967295``,
``.quad -1``); other sizes split into power-of-two pieces, low part first.  Strings: ``.asciz`` when the data
ends in a NUL, else ``.ascii``; one byte is ``.byte N``.  Fills: ``.zero N[,V]``.  Alignment: ``.p2align N``
(``, 0x90`` in code).  Instructions print through the target's instruction printer (AT&T or Intel).
"""

from __future__ import annotations

from typing import Any, Callable

from pyllc.mc.expr import MCConstantExpr, MCExpr, create_add, evaluate_as_absolute
from pyllc.mc.streamer import (
    DWARF2_FLAG_BASIC_BLOCK,
    DWARF2_FLAG_EPILOGUE_BEGIN,
    DWARF2_FLAG_IS_STMT,
    DWARF2_FLAG_PROLOGUE_END,
    MCStreamer,
)
from pyllc.mc.symbol import MCSymbol

COMMENT_COLUMN = 40
_DATA_DIRECTIVES = {1: "\t.byte\t", 2: "\t.short\t", 4: "\t.long\t", 8: "\t.quad\t"}
_ESCAPES = {8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 34: '\\"', 92: "\\\\"}


def quoted_string(data: bytes) -> str:
    """``"..."`` as MCAsmStreamer's PrintQuotedString writes it (printable ASCII, C escapes, octal)."""
    out = ['"']
    for b in data:
        e = _ESCAPES.get(b)
        if e is not None:
            out.append(e)
        elif 0x20 <= b < 0x7F:
            out.append(chr(b))
        else:
            out.append(f"\\{b:03o}")
    out.append('"')
    return "".join(out)


def column_of(line: str) -> int:
    col = 0
    for c in line:
        if c == "\t":
            col = (col + 7) & ~7
        else:
            col += 1
    return col


class MCAsmStreamer(MCStreamer):
    """Writes assembly text into ``self.out`` (a list of strings); ``text()`` joins it."""

    def __init__(
        self,
        context: Any,
        inst_printer: Any = None,
        verbose: bool = True,
        reg_name: Callable[[int], str] | None = None,
    ) -> None:
        super().__init__(context)
        self.out: list[str] = []
        self.inst_printer = inst_printer
        self.verbose = verbose
        self.reg_name = reg_name or (lambda r: str(r))
        #: The parsed input's comments for the end of the next line (LLVM ``ExplicitCommentToEmit``).
        self.explicit_comments = ""

    def text(self) -> str:
        return "".join(self.out)

    def is_verbose_asm(self) -> bool:
        return self.verbose

    # ----- line ends -----
    def _eol(self, line: str) -> None:
        """Write ``line`` (without newline) followed by any pending comments."""
        if self.explicit_comments:
            line += self.explicit_comments
            self.explicit_comments = ""
        comments = self.pending_comments
        if not comments or not self.verbose:
            self.out.append(line + "\n")
            comments.clear()
            return
        parts: list[str] = []
        for c in comments:
            parts.extend(c.split("\n"))
        if parts and parts[-1] == "":
            parts.pop()
        comments.clear()
        cur = line
        for p in parts:
            pad = max(COMMENT_COLUMN - column_of(cur), 1)
            self.out.append(cur + " " * pad + "# " + p + "\n")
            cur = ""
        if not parts:
            self.out.append(line + "\n")

    def add_blank_line(self) -> None:
        self._eol("")

    def add_explicit_comment(self, text: str) -> None:
        """``# text`` at the end of the next line; a whole-line comment (ending in a newline) at once."""
        c = self.context.asm_info.comment_string
        body = text[len(c) :] if text.startswith(c) else text[1:]
        self.explicit_comments += "\t" + c + body
        if text.endswith("\n"):
            self.out.append(self.explicit_comments)
            self.explicit_comments = ""

    def emit_raw_comment(self, text: str, tab_prefix: bool = True) -> None:
        self._eol(("\t" if tab_prefix else "") + "#" + text)

    def emit_raw_text(self, text: str) -> None:
        if text.endswith("\n"):
            text = text[:-1]
        self._eol(text)

    # ----- sections -----
    def change_section(self, section: Any, subsection: Any = None) -> None:
        line = section.switch_directive(self.context.asm_info.uses_elf_section_directive_for_bss)
        if subsection is not None:  # MCSectionELF::PrintSwitchToSection
            sub = str(subsection)
            line = line[:-1] + (
                "\t" + sub if not line.startswith("\t.section") else "\n\t.subsection\t" + sub
            )
            line += "\n"
        self.out.append(line)

    def emit_elf_symver_directive(self, symbol: MCSymbol, name: str, keep_original: bool, loc: int) -> None:
        text = f".symver {symbol.printed}, {name}"  # MCAsmStreamer writes it without a leading tab
        if not keep_original and "@@@" not in name:
            text += ", remove"
        self._eol(text)

    def emit_reloc_directive(self, offset: MCExpr, name: str, value: MCExpr | None, loc: int) -> Any:
        text = f"\t.reloc {offset}, {name}"
        if value is not None:
            text += ", " + str(value)
        self._eol(text)
        return None

    # ----- symbols -----
    def emit_label(self, symbol: MCSymbol) -> None:
        super().emit_label(symbol)
        self._eol(symbol.printed + ":")

    def emit_symbol_attribute(self, symbol: MCSymbol, attr: str) -> None:
        if attr.startswith("type_"):
            self._eol(f"\t.type\t{symbol.printed},@{_TYPE_NAMES[attr]}")
            symbol.type = attr
            return
        if attr == "globl":
            symbol.binding = "global"
        elif attr in ("weak", "local"):
            symbol.binding = attr
        else:
            symbol.visibility = attr
        self._eol(f"\t.{attr}\t{symbol.printed}")

    def emit_elf_size(self, symbol: MCSymbol, value: MCExpr) -> None:
        super().emit_elf_size(symbol, value)
        self._eol(f"\t.size\t{symbol.printed}, {value}")

    def emit_common_symbol(self, symbol: MCSymbol, size: int, byte_alignment: int) -> None:
        line = f"\t.comm\t{symbol.printed},{size}"
        if byte_alignment:
            line += f",{byte_alignment}"
        self._eol(line)

    def emit_local_common_symbol(self, symbol: MCSymbol, size: int, byte_alignment: int) -> None:
        line = f"\t.lcomm\t{symbol.printed},{size}"
        if byte_alignment > 1:
            line += f",{byte_alignment}"
        self._eol(line)

    def emit_assignment(self, symbol: MCSymbol, value: MCExpr) -> None:
        super().emit_assignment(symbol, value)
        self._eol(f".set {symbol.printed}, {value}")

    # ----- data -----
    def emit_value(self, value: MCExpr, size: int) -> None:
        d = _DATA_DIRECTIVES.get(size)
        if d is not None:
            self._eol(d + str(value))
            return
        v = evaluate_as_absolute(value)
        if v is None:
            from pyllc.support.diagnostics import UnsupportedError

            raise UnsupportedError(None, f"a {size}-byte relocated value")
        emitted = 0
        while emitted != size:
            remaining = size - emitted
            piece = 1 << (min(remaining, size - 1).bit_length() - 1)
            self.emit_int_value((v >> (emitted * 8)) & ((1 << (piece * 8)) - 1), piece)
            emitted += piece

    def emit_int_value_in_hex(self, value: int, size: int) -> None:
        self.emit_value(MCConstantExpr(value, True, size), size)

    def emit_bytes(self, data: bytes) -> None:
        if not data:
            return
        if len(data) == 1:
            self._eol(f"\t.byte\t{data[0]}")
            return
        if data[-1] == 0:
            self._eol("\t.asciz\t" + quoted_string(data[:-1]))
        else:
            self._eol("\t.ascii\t" + quoted_string(data))

    def emit_fill(self, num_bytes: int, fill_value: int = 0) -> None:
        if num_bytes == 0:
            return
        line = f"\t.zero\t{num_bytes}"
        if fill_value:
            line += f",{fill_value}"
        self._eol(line)

    def emit_fill_values(self, count: int, size: int, value: int) -> None:
        self._eol(f"\t.fill\t{count}, {size}, 0x{value & 0xFFFFFFFF:x}")

    def emit_value_to_offset(self, offset: MCExpr, fill: int, loc: int) -> None:
        self._eol(f"\t.org\t{offset}, {fill}")

    def emit_uleb128_value(self, value: MCExpr) -> None:
        self._eol(f"\t.uleb128 {value}")

    def emit_sleb128_value(self, value: MCExpr) -> None:
        self._eol(f"\t.sleb128 {value}")

    def emit_value_to_alignment(
        self, byte_alignment: int, value: int = 0, value_size: int = 1, max_bytes_to_emit: int = 0
    ) -> None:
        line = f"\t.p2align\t{byte_alignment.bit_length() - 1}"
        if value or max_bytes_to_emit:
            line += ", 0x" + format(value & ((1 << (8 * value_size)) - 1), "x")
            if max_bytes_to_emit:
                line += f", {max_bytes_to_emit}"
        self._eol(line)

    def emit_code_alignment(self, byte_alignment: int, max_bytes_to_emit: int = 0) -> None:
        fill = self.context.asm_info.text_align_fill_value
        self.emit_value_to_alignment(byte_alignment, fill, 1, max_bytes_to_emit)

    # ----- module-level -----
    def emit_file_directive(self, filename: str) -> None:
        self._eol("\t.file\t" + quoted_string(filename.encode("utf-8", "surrogateescape")))

    def emit_dwarf_file_directive(
        self, file_no: int, directory: str, filename: str, md5: bytes | None
    ) -> str | None:
        line = f"\t.file\t{file_no} "
        if directory:
            line += quoted_string(directory.encode("utf-8", "surrogateescape")) + " "
        line += quoted_string(filename.encode("utf-8", "surrogateescape"))
        if md5 is not None:
            line += " md5 0x" + md5.hex()
        err = super().emit_dwarf_file_directive(file_no, directory, filename, md5)
        self._eol(line)
        return err

    def emit_dwarf_loc_directive(
        self, file_no: int, line: int, column: int, flags: int, discrim: int, filename: str, isa: int = 0
    ) -> None:
        old_flags = self.context.current_dwarf_loc[3]
        text = f"\t.loc\t{file_no} {line} {column}"
        if flags & DWARF2_FLAG_BASIC_BLOCK:
            text += " basic_block"
        if flags & DWARF2_FLAG_PROLOGUE_END:
            text += " prologue_end"
        if flags & DWARF2_FLAG_EPILOGUE_BEGIN:
            text += " epilogue_begin"
        if (flags ^ old_flags) & DWARF2_FLAG_IS_STMT:
            text += " is_stmt " + ("1" if flags & DWARF2_FLAG_IS_STMT else "0")
        if isa:
            text += f" isa {isa}"
        if discrim:
            text += f" discriminator {discrim}"
        if self.verbose:
            self.pending_comments.append(f"{filename}:{line}:{column}")
        super().emit_dwarf_loc_directive(file_no, line, column, flags, discrim, filename, isa)
        self._eol(text)

    def emit_cfi_sections(self, eh: bool, debug: bool) -> None:
        names = ([".eh_frame"] if eh else []) + ([".debug_frame"] if debug else [])
        self._eol("\t.cfi_sections " + ", ".join(names))

    def emit_ident(self, text: str) -> None:
        self._eol("\t.ident\t" + quoted_string(text.encode("utf-8", "surrogateescape")))

    def emit_syntax_directive(self, intel: bool) -> None:
        if intel:
            self._eol("\t.intel_syntax noprefix")

    def emit_addrsig(self) -> None:
        self._eol("\t.addrsig")

    def emit_addrsig_sym(self, symbol: MCSymbol) -> None:
        self._eol("\t.addrsig_sym " + symbol.printed)

    # ----- instructions -----
    def show_encoding_with(
        self,
        emitter: Any,
        fixup_info: Callable[[int], tuple[str, int]] | None = None,
        opcode_name: Callable[[int], str] | None = None,
    ) -> None:
        """``-show-encoding`` (the bytes of each instruction from ``emitter``, fixup bytes as ``A``, ``B``...
        and a line per fixup) and ``-show-inst`` (the MCInst, when ``opcode_name`` is given), as comments."""
        self.emitter = emitter
        self.fixup_info = fixup_info or (lambda k: (str(k), 4))
        self.opcode_name = opcode_name

    emitter: Any = None
    fixup_info: Callable[[int], tuple[str, int]] = staticmethod(lambda k: (str(k), 4))  # type: ignore[assignment]
    opcode_name: Callable[[int], str] | None = None

    def _add_encoding(self, inst: Any) -> None:
        from pyllc.mc.inst import MCFixup

        code = bytearray()
        fixups: list[MCFixup] = []
        self.emitter.encode_instruction(inst, code, fixups)
        marks: list[str] = [f"0x{b:02x}" for b in code]
        for n, fx in enumerate(fixups):
            size = self.fixup_info(fx.kind)[1]
            for i in range(fx.offset, min(fx.offset + size, len(marks))):
                # A fixed-up byte that already holds bits prints them too (``0x2d'A'``), as LLVM's
                # AddEncodingComment does.
                marks[i] = f"0x{code[i]:02x}'{chr(ord('A') + n)}'" if code[i] else chr(ord("A") + n)
        self.add_comment("encoding: [" + ",".join(marks) + "]")
        for n, fx in enumerate(fixups):
            # The value as LLVM's emitter builds it: the expression plus the PC-relative bias (``foo-4``).
            value = create_add(fx.value, MCConstantExpr(fx.addend)) if fx.addend else fx.value
            self.add_comment(
                f"  fixup {chr(ord('A') + n)} - offset: {fx.offset}, value: {value}, "
                f"kind: {self.fixup_info(fx.kind)[0]}"
            )

    def _add_inst(self, inst: Any) -> None:
        assert self.opcode_name is not None
        ops = inst.operands
        lines = [f"<MCInst #{inst.opcode} {self.opcode_name(inst.opcode)}"]
        for op in ops:
            lines.append(f" <MCOperand {'Imm:' + str(op) if type(op) is int else 'Expr:(' + str(op) + ')'}>")
        if ops:
            lines[-1] += ">"
        else:
            lines[0] += ">"
        for line in lines:
            self.add_comment(line)

    def emit_instruction(self, inst: Any, sti: Any = None) -> None:
        if self.emitter is not None:
            self._add_encoding(inst)
        if self.opcode_name is not None:
            self._add_inst(inst)
        self._eol("\t" + self.inst_printer.print_inst(inst))

    # ----- CFI -----
    def emit_cfi_start_proc(self, is_simple: bool = False) -> None:
        super().emit_cfi_start_proc(is_simple)
        self._eol("\t.cfi_startproc" + (" simple" if is_simple else ""))

    def emit_cfi_end_proc(self) -> None:
        super().emit_cfi_end_proc()
        self._eol("\t.cfi_endproc")

    def emit_cfi_def_cfa_offset(self, offset: int) -> None:
        self._eol(f"\t.cfi_def_cfa_offset {offset}")

    def emit_cfi_def_cfa(self, reg: int, offset: int) -> None:
        self._eol(f"\t.cfi_def_cfa {self.reg_name(reg)}, {offset}")

    def emit_cfi_def_cfa_register(self, reg: int) -> None:
        self._eol(f"\t.cfi_def_cfa_register {self.reg_name(reg)}")

    def emit_cfi_offset(self, reg: int, offset: int) -> None:
        self._eol(f"\t.cfi_offset {self.reg_name(reg)}, {offset}")

    def emit_cfi_rel_offset(self, reg: int, offset: int) -> None:
        self._eol(f"\t.cfi_rel_offset {self.reg_name(reg)}, {offset}")

    def emit_cfi_adjust_cfa_offset(self, adjustment: int) -> None:
        self._eol(f"\t.cfi_adjust_cfa_offset {adjustment}")

    def emit_cfi_reg_directive(self, op: str, reg: int) -> None:
        self._eol(f"\t.cfi_{op} {self.reg_name(reg)}")

    def emit_cfi_register(self, reg1: int, reg2: int) -> None:
        self._eol(f"\t.cfi_register {self.reg_name(reg1)}, {self.reg_name(reg2)}")

    def emit_cfi_plain(self, op: str) -> None:
        self._eol(f"\t.cfi_{op}")

    def emit_cfi_escape(self, values: bytes) -> None:
        self._eol("\t.cfi_escape " + ", ".join(f"0x{b:x}" for b in values))

    def emit_cfi_personality(self, symbol: MCSymbol, encoding: int) -> None:
        self._eol(f"\t.cfi_personality {encoding}, {symbol.printed}")

    def emit_cfi_lsda(self, symbol: MCSymbol, encoding: int) -> None:
        self._eol(f"\t.cfi_lsda {encoding}, {symbol.printed}")


_TYPE_NAMES = {
    "type_function": "function",
    "type_object": "object",
    "type_tls": "tls_object",
    "type_gnu_indirect_function": "gnu_indirect_function",
    "type_notype": "notype",
}
