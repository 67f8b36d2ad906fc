"""What it is (LLVM: include/llvm/MC/MCObjectStreamer.h, MCELFStreamer.h, lib/MC/MCObjectStreamer.cpp,
lib/MC/MCELFStreamer.cpp): the MCStreamer that assembles into an object file.

It receives the calls the AsmPrinter makes of the text streamer and builds the
:class:`~pyllc.mc.assembler.MCAssembler`'s sections and fragments instead of lines:

* a section switch registers the section (and its begin symbol, the ELF section symbol);
* a label records its fragment and offset; symbol attributes set the ELF binding, type and visibility;
  ``.size`` the size expression; ``.comm`` a common symbol; ``.set`` a variable symbol;
* data that folds to a number is written in the target's byte order, other data becomes a fixup of the
  generic kind of its size (``FK_Data_4``...); fills and alignments become fill and align fragments (code
  alignment pads with the backend's nops) and raise the section's alignment;
* an instruction is encoded by the target's MCCodeEmitter into the current data fragment, its fixups moved to
  the fragment's offsets (or into a relaxable fragment of its own when the backend may widen it);
* ``.file`` adds a file symbol, ``.ident`` a string to ``.comment``, ``.addrsig`` the ``.llvm_addrsig``
  section.

:meth:`MCObjectStreamer.finish` lays the assembler out and asks the object writer for the file's bytes
(:meth:`object_bytes`).  Call-frame directives are kept per function (an
:class:`~pyllc.mc.dwarf.MCDwarfFrameInfo`, each directive with a temporary label where it was issued, as
LLVM's ``emitCFILabel``); once the code is laid out, :meth:`finish` writes them as ``.eh_frame``
(pyllc.mc.dwarf), personality routines and LSDAs (``.cfi_personality``/``.cfi_lsda``) included.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any

from pyllc.mc.assembler import (
    MCAlignFragment,
    MCAssembler,
    MCDataFragment,
    MCFillFragment,
    MCLEBFragment,
    MCOrgFragment,
    MCRelaxableFragment,
)
from pyllc.mc import expr as E
from pyllc.mc.dwarf import MCDwarfFrameInfo, emit_eh_frame
from pyllc.mc.dwarf_line import emit_dwarf_line_tables, make_line_entry
from pyllc.mc.expr import (
    MCBinaryExpr,
    MCConstantExpr,
    MCExpr,
    MCSymbolRefExpr,
    MCUnaryExpr,
    evaluate_as_absolute,
)
from pyllc.mc.inst import MCFixup, get_kind_for_size
from pyllc.mc.value import evaluate_as_relocatable
from pyllc.mc.section import (
    SHF_ALLOC,
    SHF_GNU_RETAIN,
    SHF_MERGE,
    SHF_STRINGS,
    SHF_TLS,
    SHF_WRITE,
    SHT_NOBITS,
    SHT_PROGBITS,
    SectionKind,
)
from pyllc.mc.streamer import MCCFIInstruction, MCStreamer
from pyllc.mc.symbol import MCSymbol
from pyllc.support.diagnostics import DiagnosticError, UnsupportedError


_TLS_VARIANTS = frozenset(
    (E.VK_TPOFF, E.VK_DTPOFF, E.VK_GOTTPOFF, E.VK_TLSGD, E.VK_TLSLD, E.VK_TLSLDM)
    + (E.VK_GOTNTPOFF, E.VK_INDNTPOFF, E.VK_NTPOFF)
)


class MCObjectStreamer(MCStreamer):
    """Streams into an MCAssembler (see the module docstring); ``backend``, ``emitter`` and ``writer`` are the
    target's MCAsmBackend, MCCodeEmitter and object writer."""

    def __init__(
        self,
        context: Any,
        backend: Any,
        emitter: Any,
        writer: Any,
        dwarf_reg: Callable[[int], int] | None = None,
        ra_reg: int = -1,
    ) -> None:
        super().__init__(context)
        self.assembler = MCAssembler(context, backend, emitter, writer)
        self.backend = backend
        self.emitter = emitter
        self.writer = writer
        self._object: bytes | None = None
        #: Physical register -> DWARF number, and the return-address column, for ``.eh_frame``.
        self.dwarf_reg = dwarf_reg
        self.ra_reg = ra_reg
        self.frame_infos: list[MCDwarfFrameInfo] = []
        #: ``EmitEHFrame``/``EmitDebugFrame`` (``.cfi_sections``).
        self.emit_eh_frame_section = True
        self.emit_debug_frame_section = False
        #: Where new fragments go in the current section's list (None: at its end), and per section with
        #: subsections the first fragment of each non-zero one, by number (LLVM ``CurInsertionPoint``,
        #: ``MCSection::SubsectionFragmentMap``).
        self._insertion_point: int | None = None
        self._subsections: dict[int, list[tuple[int, MCDataFragment]]] = {}
        #: ``.reloc`` fixups at a symbol not defined yet: (symbol, fragment, fixup, location).
        self._pending_fixups: list[tuple[MCSymbol, MCDataFragment, MCFixup, int]] = []

    # ----- sections -----
    def init_sections(self, text_section: Any, text_alignment: int = 4) -> None:
        """``initSections``: start in the text section, aligned as MCObjectFileInfo's text alignment."""
        self.switch_section(text_section)
        self.emit_code_alignment(text_alignment)

    def change_section(self, section: Any, subsection: Any = None) -> None:
        self.context.dwarf_loc_seen = False  # a pending .loc does not follow into another section
        self.assembler.register_section(section)
        self.assembler.register_symbol(section.get_begin_symbol())
        number = 0
        if subsection is not None:  # LLVM changeSectionImpl (a fatal error there)
            v = evaluate_as_absolute(subsection)
            if v is None:
                raise DiagnosticError(None, "Cannot evaluate subsection number")
            if not 0 <= v <= 8192:
                raise DiagnosticError(None, "Subsection number out of range")
            number = v
        self._insertion_point = self._subsection_insertion_point(section, number)

    def _subsection_insertion_point(self, section: Any, number: int) -> int | None:
        """``MCSection::getSubsectionInsertionPoint``: new fragments of subsection ``number`` go before the
        first fragment of the next higher one; a new non-zero subsection starts with an empty data
        fragment.  So the section's fragments stay ordered by subsection number."""
        smap = self._subsections.get(id(section))
        if not smap:
            if number == 0:
                return None
            smap = self._subsections[id(section)] = []
        i = bisect.bisect_left([n for n, _ in smap], number)
        exact = i < len(smap) and smap[i][0] == number
        if exact:
            i += 1
        frags = section.fragments
        ip = len(frags) if i == len(smap) else frags.index(smap[i][1])
        if not exact and number != 0:
            first = MCDataFragment()
            first.section = section
            smap.insert(i, (number, first))
            frags.insert(ip, first)
            ip += 1
        return None if ip == len(frags) else ip

    def _data_fragment(self) -> MCDataFragment:
        frags = self.current_section.fragments
        ip = self._insertion_point
        if ip is None:
            if frags and type(frags[-1]) is MCDataFragment:
                return frags[-1]
        elif ip and type(frags[ip - 1]) is MCDataFragment:
            return frags[ip - 1]
        return self._insert(MCDataFragment())

    def _insert(self, frag: Any) -> Any:
        frag.section = self.current_section
        ip = self._insertion_point
        if ip is None:
            self.current_section.fragments.append(frag)
        else:
            self.current_section.fragments.insert(ip, frag)
            self._insertion_point = ip + 1
        return frag

    # ----- .reloc -----
    def emit_reloc_directive(self, offset: MCExpr, name: str, value: MCExpr | None, loc: int) -> Any:
        """``MCObjectStreamer::emitRelocDirective``: a fixup of the literal relocation kind the backend
        names (:meth:`MCAsmBackend.get_fixup_kind`) at a constant offset in the current data fragment, or at
        a symbol plus a constant (in the symbol's fragment; a symbol defined later is resolved by
        :meth:`finish`).  Without a value, the relocation names a new temporary symbol.  The symbols are not
        registered, as LLVM 14 does not: one only ``.reloc`` names is not in the symbol table."""
        kind = self.backend.get_fixup_kind(name)
        if kind is None:
            return True, "unknown relocation name"
        if value is None:
            value = MCSymbolRefExpr(self.context.create_temp_symbol())
        df = self._data_fragment()
        v = evaluate_as_relocatable(offset)
        if v is None:
            return False, ".reloc offset is not relocatable"
        if v.is_absolute():
            if v.constant < 0:
                return False, ".reloc offset is negative"
            df.fixups.append(MCFixup(v.constant, kind, value))
            return None
        if v.sym_b is not None or v.sym_a is None:
            return False, ".reloc offset is not representable"
        sym = v.sym_a.symbol
        fixup = MCFixup(v.constant, kind, value)
        if sym.is_defined():
            frag = sym.fragment
            if not isinstance(frag, MCDataFragment):
                return False, ".reloc offset is not representable"
            fixup.offset += sym.offset
            frag.fixups.append(fixup)
            return None
        self._pending_fixups.append((sym, df, fixup, loc))
        return None

    def _resolve_pending_fixups(self) -> None:
        """``resolvePendingFixups``: the ``.reloc`` fixups at symbols defined after the directive."""
        from pyllc.mc.parser.target_asm_parser import AsmParserError

        errors: list[AsmParserError] = []
        for sym, df, fixup, loc in self._pending_fixups:
            if not sym.is_defined():
                errors.append(AsmParserError(loc, "unresolved relocation offset"))
                continue
            fixup.offset += sym.offset
            frag = sym.fragment
            (frag if isinstance(frag, MCDataFragment) else df).fixups.append(fixup)
        self._pending_fixups = []
        if errors:
            errors[0].more = errors[1:]
            raise errors[0]

    def visit_used_expr(self, e: Any) -> None:
        """Register every symbol an expression names (LLVM ``visitUsedExpr``)."""
        if isinstance(e, MCSymbolRefExpr):
            self.assembler.register_symbol(e.symbol)
        elif isinstance(e, MCBinaryExpr):
            self.visit_used_expr(e.lhs)
            self.visit_used_expr(e.rhs)
        elif isinstance(e, MCUnaryExpr):
            self.visit_used_expr(e.sub)

    # ----- symbols -----
    def emit_label(self, symbol: MCSymbol) -> None:
        super().emit_label(symbol)
        self.assembler.register_symbol(symbol)
        frag = self._data_fragment()
        symbol.fragment = frag
        symbol.offset = len(frag.contents)

    def emit_assignment(self, symbol: MCSymbol, value: MCExpr) -> None:
        self.assembler.register_symbol(symbol)
        self.visit_used_expr(value)
        super().emit_assignment(symbol, value)

    def emit_elf_size(self, symbol: MCSymbol, value: MCExpr) -> None:
        symbol.size = value

    # ----- data -----
    def emit_bytes(self, data: bytes) -> None:
        self._data_fragment().contents += data

    def emit_value(self, value: MCExpr, size: int) -> None:
        v = evaluate_as_absolute(value)
        frag = self._data_fragment()
        if v is not None:
            frag.contents += (v & ((1 << (8 * size)) - 1)).to_bytes(size, self.backend.endian)
            return
        if size not in (1, 2, 4, 8):
            raise UnsupportedError(None, f"a {size}-byte relocated value")
        self.visit_used_expr(value)
        frag.fixups.append(MCFixup(len(frag.contents), get_kind_for_size(size, False), value))
        frag.contents += bytes(size)

    def emit_fill(self, num_bytes: int, fill_value: int = 0) -> None:
        if num_bytes:
            self._insert(MCFillFragment(fill_value, 1, num_bytes))

    def emit_fill_values(self, count: int, size: int, value: int) -> None:
        low = min(size, 4)
        one = (value & ((1 << (8 * low)) - 1)).to_bytes(low, self.backend.endian) + bytes(size - low)
        if count > 0 and size > 0:
            self.emit_bytes(one * count)

    def emit_value_to_offset(self, offset: MCExpr, fill: int, loc: int) -> None:
        self.visit_used_expr(offset)
        self._insert(MCOrgFragment(offset, fill, loc))

    def emit_uleb128_value(self, value: MCExpr) -> None:
        self._emit_leb(value, False)

    def emit_sleb128_value(self, value: MCExpr) -> None:
        self._emit_leb(value, True)

    def _emit_leb(self, value: MCExpr, signed: bool) -> None:
        """A constant is encoded here; a symbolic value becomes an MCLEBFragment sized during layout."""
        if evaluate_as_absolute(value) is not None:
            super().emit_sleb128_value(value) if signed else super().emit_uleb128_value(value)
            return
        self.visit_used_expr(value)
        self._insert(MCLEBFragment(value, signed))

    def emit_value_to_alignment(
        self, byte_alignment: int, value: int = 0, value_size: int = 1, max_bytes_to_emit: int = 0
    ) -> None:
        self._emit_alignment(byte_alignment, value, value_size, max_bytes_to_emit, False)

    def emit_code_alignment(self, byte_alignment: int, max_bytes_to_emit: int = 0) -> None:
        fill = self.context.asm_info.text_align_fill_value
        self._emit_alignment(byte_alignment, fill, 1, max_bytes_to_emit, True)

    def _emit_alignment(
        self, alignment: int, value: int, value_size: int, max_bytes: int, nops: bool
    ) -> None:
        if max_bytes == 0 or max_bytes >= alignment:
            max_bytes = 0
        self._insert(MCAlignFragment(alignment, value, value_size, max_bytes, nops))
        sec = self.current_section
        if sec.alignment < alignment:
            sec.alignment = alignment

    # ----- instructions -----
    def emit_instruction(self, inst: Any, sti: Any = None) -> None:
        for op in inst.operands:
            if type(op) is not int:
                self.visit_used_expr(op)
        if self.context.dwarf_loc_seen:
            make_line_entry(self, self.current_section)
        if self.backend.may_need_relaxation(inst):
            frag: MCDataFragment = self._insert(MCRelaxableFragment(inst))
            self.emitter.encode_instruction(inst, frag.contents, frag.fixups)
            return
        frag = self._data_fragment()
        frag.has_instructions = True
        base = len(frag.contents)
        fixups: list[MCFixup] = []
        self.emitter.encode_instruction(inst, frag.contents, fixups)
        for fx in fixups:
            fx.offset += base
            frag.fixups.append(fx)

    # ----- what an object cannot take -----
    def is_integrated_assembler_required(self) -> bool:
        return True

    def emit_raw_text(self, text: str) -> None:
        raise UnsupportedError(None, "raw assembly text in an object file")

    # ----- DWARF line table -----
    def emit_dwarf_loc_directive(
        self, file_no: int, line: int, column: int, flags: int, discrim: int, filename: str, isa: int = 0
    ) -> None:
        """A pending ``.loc`` not taken by an instruction still gets its row here (two in a row)."""
        make_line_entry(self, self.current_section)
        super().emit_dwarf_loc_directive(file_no, line, column, flags, discrim, filename, isa)

    def emit_cfi_personality(self, symbol: MCSymbol, encoding: int) -> None:
        frame = self.frame_infos[-1]
        frame.personality, frame.personality_encoding = symbol, encoding

    def emit_cfi_lsda(self, symbol: MCSymbol, encoding: int) -> None:
        frame = self.frame_infos[-1]
        frame.lsda, frame.lsda_encoding = symbol, encoding

    # ----- call frame information -----
    def emit_data_with_fixups(self, data: bytes, fixups: list[MCFixup]) -> None:
        """Bytes with fixups at offsets relative to ``data``'s start (the ``.eh_frame`` writer's output)."""
        frag = self._data_fragment()
        base = len(frag.contents)
        for fx in fixups:
            self.visit_used_expr(fx.value)
            fx.offset += base
            frag.fixups.append(fx)
        frag.contents += data

    def _emit_cfi_label(self) -> MCSymbol:
        """``emitCFILabel``: a temporary label here."""
        label = self.context.create_temp_symbol("cfi")
        self.emit_label(label)
        return label

    def emit_cfi_start_proc(self, is_simple: bool = False) -> None:
        super().emit_cfi_start_proc(is_simple)
        if self.dwarf_reg is None:
            raise UnsupportedError(None, "call frame information (.eh_frame) for this target")
        self.frame_infos.append(MCDwarfFrameInfo(self._emit_cfi_label(), self.current_section, is_simple))

    def emit_cfi_sections(self, eh: bool, debug: bool) -> None:
        self.emit_eh_frame_section = eh
        self.emit_debug_frame_section = debug

    def emit_cfi_end_proc(self) -> None:
        super().emit_cfi_end_proc()
        self.frame_infos[-1].end = self._emit_cfi_label()

    def _record_cfi(self, inst: MCCFIInstruction) -> None:
        inst.label = self._emit_cfi_label()
        self.frame_infos[-1].instructions.append(inst)

    def emit_cfi_def_cfa_offset(self, offset: int) -> None:
        self._record_cfi(MCCFIInstruction("def_cfa_offset", 0, offset))

    def emit_cfi_def_cfa(self, reg: int, offset: int) -> None:
        self._record_cfi(MCCFIInstruction("def_cfa", reg, offset))

    def emit_cfi_def_cfa_register(self, reg: int) -> None:
        self._record_cfi(MCCFIInstruction("def_cfa_register", reg))

    def emit_cfi_offset(self, reg: int, offset: int) -> None:
        self._record_cfi(MCCFIInstruction("offset", reg, offset))

    def emit_cfi_rel_offset(self, reg: int, offset: int) -> None:
        self._record_cfi(MCCFIInstruction("rel_offset", reg, offset))

    def emit_cfi_adjust_cfa_offset(self, adjustment: int) -> None:
        self._record_cfi(MCCFIInstruction("adjust_cfa_offset", 0, adjustment))

    def emit_cfi_reg_directive(self, op: str, reg: int) -> None:
        self._record_cfi(MCCFIInstruction(op, reg))

    def emit_cfi_register(self, reg1: int, reg2: int) -> None:
        self._record_cfi(MCCFIInstruction("register", reg1, 0, reg2))

    def emit_cfi_plain(self, op: str) -> None:
        self._record_cfi(MCCFIInstruction(op))

    def emit_cfi_escape(self, values: bytes) -> None:
        self._record_cfi(MCCFIInstruction("escape", values=values))

    # ----- the end -----
    def finish(self) -> None:
        """``.eh_frame``, then ``.debug_line`` (as ``MCELFStreamer::finishImpl``), then layout and the
        object."""
        if self.frame_infos or self.context.line_tables:
            self.assembler.layout_fragments()
        if self.frame_infos:  # emitFrames: .eh_frame and/or .debug_frame as .cfi_sections asked
            assert self.dwarf_reg is not None
            if self.emit_eh_frame_section:
                emit_eh_frame(self, self.frame_infos, self.dwarf_reg, self.ra_reg)
            if self.emit_debug_frame_section:
                emit_eh_frame(self, self.frame_infos, self.dwarf_reg, self.ra_reg, is_eh=False)
        emit_dwarf_line_tables(self)
        self._resolve_pending_fixups()
        self.assembler.layout()
        self._object = self.writer.write_object(self.assembler)

    def object_bytes(self) -> bytes:
        """The object file (after :meth:`finish`)."""
        if self._object is None:
            self.finish()
        assert self._object is not None
        return self._object


class MCELFStreamer(MCObjectStreamer):
    """The ELF object streamer: section groups, ELF symbol attributes, ``.comm``, ``.file``, ``.ident`` and
    ``.addrsig``."""

    def __init__(
        self,
        context: Any,
        backend: Any,
        emitter: Any,
        writer: Any,
        dwarf_reg: Callable[[int], int] | None = None,
        ra_reg: int = -1,
    ) -> None:
        super().__init__(context, backend, emitter, writer, dwarf_reg, ra_reg)
        self._seen_ident = False

    def change_section(self, section: Any, subsection: Any = None) -> None:
        """The group's signature symbol is registered before the section's own (LLVM ``changeSection``)."""
        if section.group:
            sig = self.context.get_or_create_symbol(section.group)
            sig.is_signature = True
            self.assembler.register_symbol(sig)
        if section.flags & SHF_GNU_RETAIN:
            self.writer.mark_gnu_abi()
        super().change_section(section, subsection)

    def emit_label(self, symbol: MCSymbol) -> None:
        super().emit_label(symbol)
        if self.current_section.flags & SHF_TLS:
            symbol.type = "type_tls"

    def fix_symbols_in_tls_fixups(self, e: Any) -> None:
        """``fixSymbolsInTLSFixups``: a symbol referenced with a TLS variant (``@TPOFF``, ``@TLSGD``...) is
        ``STT_TLS``, defined here or not."""
        if isinstance(e, MCSymbolRefExpr):
            if e.variant in _TLS_VARIANTS:
                e.symbol.type = "type_tls"
        elif isinstance(e, MCBinaryExpr):
            self.fix_symbols_in_tls_fixups(e.lhs)
            self.fix_symbols_in_tls_fixups(e.rhs)
        elif isinstance(e, MCUnaryExpr):
            self.fix_symbols_in_tls_fixups(e.sub)

    def emit_instruction(self, inst: Any, sti: Any = None) -> None:
        for op in inst.operands:
            if type(op) is not int:
                self.fix_symbols_in_tls_fixups(op)
        super().emit_instruction(inst, sti)

    def emit_value(self, value: MCExpr, size: int) -> None:
        self.fix_symbols_in_tls_fixups(value)
        super().emit_value(value, size)

    def emit_symbol_attribute(self, symbol: MCSymbol, attr: str) -> None:
        self.assembler.register_symbol(symbol)
        if attr.startswith("type_"):
            if attr == "type_gnu_indirect_function":
                self.writer.mark_gnu_abi()
            if symbol.type not in ("type_gnu_indirect_function", "type_tls") or attr == symbol.type:
                symbol.type = attr
        elif attr == "globl":
            symbol.binding = "global"
        elif attr in ("weak", "local"):
            symbol.binding = attr
        else:
            symbol.visibility = attr

    def emit_common_symbol(self, symbol: MCSymbol, size: int, byte_alignment: int) -> None:
        """``.comm``; a local one (``.local`` first) is a zero-filled object in ``.bss``."""
        self.assembler.register_symbol(symbol)
        if not symbol.binding:
            symbol.binding = "global"
        symbol.type = "type_object"
        if symbol.binding == "local":
            bss = self.context.get_elf_section(".bss", SHT_NOBITS, SHF_WRITE | SHF_ALLOC, SectionKind.BSS)
            self.push_section()
            self.switch_section(bss)
            self.emit_value_to_alignment(byte_alignment or 1)
            self.emit_label(symbol)
            self.emit_zeros(size)
            self.pop_section()
        else:
            symbol.common_size = size
            symbol.common_alignment = byte_alignment or 1
        symbol.size = MCConstantExpr(size)

    def emit_local_common_symbol(self, symbol: MCSymbol, size: int, byte_alignment: int) -> None:
        """``emitLocalCommonSymbol``: a local ``.comm``."""
        self.assembler.register_symbol(symbol)
        symbol.binding = "local"
        self.emit_common_symbol(symbol, size, byte_alignment)

    def emit_file_directive(self, filename: str) -> None:
        self.assembler.add_file_name(filename)

    def emit_ident(self, text: str) -> None:
        comment = self.context.get_elf_section(
            ".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, SectionKind.Metadata, 1
        )
        self.push_section()
        self.switch_section(comment)
        if not self._seen_ident:
            self.emit_bytes(b"\0")
            self._seen_ident = True
        self.emit_bytes(text.encode("utf-8", "surrogateescape") + b"\0")
        self.pop_section()

    def emit_addrsig(self) -> None:
        self.writer.emit_addrsig_section = True

    def emit_elf_symver_directive(self, symbol: MCSymbol, name: str, keep_original: bool, loc: int) -> None:
        """Recorded for the object writer, which makes the versioned alias after layout."""
        self.assembler.symvers.append((symbol, name, keep_original, loc))

    def emit_addrsig_sym(self, symbol: MCSymbol) -> None:
        self.assembler.register_symbol(symbol)
        self.writer.add_addrsig_symbol(symbol)
