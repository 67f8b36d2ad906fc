"""What it is (LLVM: include/llvm/MC/MCStreamer.h, lib/MC/MCStreamer.cpp, the MCCFIInstruction of MCDwarf.h).

The MCStreamer is the interface the AsmPrinter writes through: section switches, labels, symbol attributes,
data, alignment, instructions and call-frame (``.cfi_*``) directives.  Its back ends are
:class:`~pyllc.mc.asm_streamer.MCAsmStreamer` (assembly text) and, later, the object streamer (ELF bytes); the
AsmPrinter never knows which one it drives.

The base class keeps the state every back end shares: the current section (with the section stack of
``.pushsection``/``.popsection``) and the pending verbose comments (``add_comment``: notes such as ``# 0x5``
or ``# %bb.1`` that the text back end prints at the comment column of the next line, and the object back end
ignores).  The data helpers are written in terms of ``emit_value``/``emit_bytes``/``emit_fill`` as in LLVM.

:class:`MCCFIInstruction` is one call-frame instruction (LLVM MCCFIInstruction): the frame lowering records
them in ``MachineFunction.frame_instructions`` and refers to them from ``CFI_INSTRUCTION`` operands; the
AsmPrinter replays them through :meth:`MCStreamer.emit_cfi_instruction`.  Registers are LLVM physical
register numbers (the text back end prints their names, as the target's MCAsmInfo asks).
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc.expr import MCConstantExpr, MCExpr
from pyllc.mc.symbol import MCSymbol
from pyllc.support.leb128 import encode_sleb128, encode_uleb128

# MCSymbolAttr values (the directive each one prints on ELF).
MCSA_Global: Final = "globl"
MCSA_Weak: Final = "weak"
MCSA_WeakReference: Final = "weak"
MCSA_Local: Final = "local"
MCSA_Hidden: Final = "hidden"
MCSA_Protected: Final = "protected"
MCSA_Internal: Final = "internal"
MCSA_ELF_TypeFunction: Final = "type_function"
MCSA_ELF_TypeObject: Final = "type_object"
MCSA_ELF_TypeTLS: Final = "type_tls"
MCSA_ELF_TypeIndFunction: Final = "type_gnu_indirect_function"
MCSA_ELF_TypeNoType: Final = "type_notype"


class MCCFIInstruction:
    """One CFI directive: ``op`` is its MIR spelling (``def_cfa_offset``, ``def_cfa``, ``def_cfa_register``,
    ``offset``, ``rel_offset``, ``adjust_cfa_offset``, ``restore``, ``undefined``, ``same_value``,
    ``register``, ``remember_state``, ``restore_state``, ``escape``, ``window_save``)."""

    __slots__ = ("op", "register", "offset", "register2", "values", "label")

    def __init__(
        self,
        op: str,
        register: int = 0,
        offset: int = 0,
        register2: int = 0,
        values: bytes = b"",
        label: Any = None,
    ) -> None:
        self.op = op
        self.register = register
        self.offset = offset
        self.register2 = register2
        self.values = values
        self.label = label

    # The LLVM factory names.
    @staticmethod
    def cfi_def_cfa(reg: int, offset: int) -> MCCFIInstruction:
        return MCCFIInstruction("def_cfa", reg, offset)

    @staticmethod
    def cfi_def_cfa_offset(offset: int) -> MCCFIInstruction:
        return MCCFIInstruction("def_cfa_offset", 0, offset)

    @staticmethod
    def create_def_cfa_register(reg: int) -> MCCFIInstruction:
        return MCCFIInstruction("def_cfa_register", reg)

    @staticmethod
    def create_offset(reg: int, offset: int) -> MCCFIInstruction:
        return MCCFIInstruction("offset", reg, offset)

    @staticmethod
    def create_adjust_cfa_offset(adjustment: int) -> MCCFIInstruction:
        return MCCFIInstruction("adjust_cfa_offset", 0, adjustment)

    @staticmethod
    def create_restore(reg: int) -> MCCFIInstruction:
        return MCCFIInstruction("restore", reg)

    def __repr__(self) -> str:
        return f"<MCCFIInstruction {self.op} reg={self.register} offset={self.offset}>"


#: ``DWARF2_FLAG_*``: the flags of a ``.loc`` (MCDwarf.h).
DWARF2_FLAG_IS_STMT = 1 << 0
DWARF2_FLAG_BASIC_BLOCK = 1 << 1
DWARF2_FLAG_PROLOGUE_END = 1 << 2
DWARF2_FLAG_EPILOGUE_BEGIN = 1 << 3


class MCStreamer:
    """The streaming interface (see the module docstring).  Back ends override the ``emit_*`` methods."""

    def __init__(self, context: Any) -> None:
        self.context = context
        self.current_section: Any = None
        #: The subsection expression of the current section (None: none was named; LLVM compares the
        #: expression objects, so ``.text 1`` twice switches twice).
        self.current_subsection: Any = None
        self.section_stack: list[tuple[Any, Any]] = []
        self.pending_comments: list[str] = []
        self.dwarf_frame_infos: int = 0
        self._in_frame = False

    # ----- comments -----
    def add_comment(self, text: str) -> None:
        """A verbose comment for the next emitted line (one ``# text`` per call)."""
        self.pending_comments.append(text)

    def is_verbose_asm(self) -> bool:
        return False

    def add_blank_line(self) -> None:
        pass

    def is_integrated_assembler_required(self) -> bool:
        """Whether inline asm must be parsed even under ``-no-integrated-as`` (true for object streamers)."""
        return False

    def add_explicit_comment(self, text: str) -> None:
        """A comment of the parsed input (``# text``), kept by the asm streamer (LLVM ``addExplicitComment``)."""

    def emit_raw_comment(self, text: str, tab_prefix: bool = True) -> None:
        pass

    # ----- sections -----
    def switch_section(self, section: Any, subsection: Any = None) -> None:
        """Make ``section`` (and its ``subsection``, an MCExpr) current (LLVM ``SwitchSection``)."""
        if section is not self.current_section or subsection is not self.current_subsection:
            self.current_section = section
            self.current_subsection = subsection
            self.change_section(section, subsection)

    def change_section(self, section: Any, subsection: Any = None) -> None:
        pass

    def push_section(self) -> None:
        self.section_stack.append((self.current_section, self.current_subsection))

    def pop_section(self) -> None:
        if self.section_stack:
            self.switch_section(*self.section_stack.pop())

    def emit_elf_symver_directive(self, symbol: MCSymbol, name: str, keep_original: bool, loc: int) -> None:
        """``.symver symbol, name@VERSION`` (LLVM ``emitELFSymverDirective``)."""

    def emit_reloc_directive(self, offset: MCExpr, name: str, value: MCExpr | None, loc: int) -> Any:
        """``.reloc offset, name[, value]`` (LLVM ``emitRelocDirective``): None when taken, else
        ``(at_name, message)``: the error and whether it is located at the name (else at the offset)."""
        return None

    # ----- symbols -----
    def emit_label(self, symbol: MCSymbol) -> None:
        symbol.section = self.current_section

    def emit_symbol_attribute(self, symbol: MCSymbol, attr: str) -> None:
        raise NotImplementedError

    def emit_elf_size(self, symbol: MCSymbol, value: MCExpr) -> None:
        symbol.size = value

    def emit_common_symbol(self, symbol: MCSymbol, size: int, byte_alignment: int) -> None:
        raise NotImplementedError

    def emit_local_common_symbol(self, symbol: MCSymbol, size: int, byte_alignment: int) -> None:
        """``.lcomm`` (LLVM ``emitLocalCommonSymbol``); a streamer without it refuses the directive."""
        from pyllc.support.diagnostics import UnsupportedError

        raise UnsupportedError(None, f"'.lcomm' with {type(self).__name__}")

    def emit_assignment(self, symbol: MCSymbol, value: MCExpr) -> None:
        symbol.variable_value = value

    # ----- data -----
    def emit_value(self, value: MCExpr, size: int) -> None:
        raise NotImplementedError

    def emit_int_value(self, value: int, size: int) -> None:
        self.emit_value(MCConstantExpr(value), size)

    def emit_int_value_in_hex(self, value: int, size: int) -> None:
        self.emit_value(MCConstantExpr(value, True, size), size)

    def emit_bytes(self, data: bytes) -> None:
        raise NotImplementedError

    def emit_fill(self, num_bytes: int, fill_value: int = 0) -> None:
        raise NotImplementedError

    def emit_zeros(self, num_bytes: int) -> None:
        self.emit_fill(num_bytes, 0)

    def emit_fill_values(self, count: int, size: int, value: int) -> None:
        """``.fill count, size, value``: ``count`` values of ``size`` bytes, each the low ``min(size, 4)``
        bytes of ``value`` then zeros (LLVM ``emitFill(NumValues, Size, Expr)``)."""
        low = min(size, 4)
        value &= (1 << (8 * low)) - 1
        for _ in range(count):
            self.emit_int_value(value, low)
            if low < size:
                self.emit_int_value(0, size - low)

    def emit_value_to_offset(self, offset: MCExpr, fill: int, loc: int) -> None:
        """``.org offset, fill`` (LLVM ``emitValueToOffset``); ``loc`` locates its diagnostics."""
        from pyllc.support.diagnostics import UnsupportedError

        raise UnsupportedError(None, "'.org' on this streamer")

    def emit_uleb128_value(self, value: MCExpr) -> None:
        """``.uleb128``: a constant is encoded here; a symbolic value needs a LEB fragment."""
        from pyllc.mc.expr import evaluate_as_absolute
        from pyllc.support.diagnostics import UnsupportedError

        v = evaluate_as_absolute(value)
        if v is None:
            raise UnsupportedError(None, "'.uleb128' of a symbolic value")
        self.emit_bytes(encode_uleb128(v & 0xFFFFFFFFFFFFFFFF))

    def emit_sleb128_value(self, value: MCExpr) -> None:
        """``.sleb128``, as :meth:`emit_uleb128_value`."""
        from pyllc.mc.expr import evaluate_as_absolute
        from pyllc.support.diagnostics import UnsupportedError

        v = evaluate_as_absolute(value)
        if v is None:
            raise UnsupportedError(None, "'.sleb128' of a symbolic value")
        self.emit_bytes(encode_sleb128(v))

    def emit_value_to_alignment(
        self, byte_alignment: int, value: int = 0, value_size: int = 1, max_bytes_to_emit: int = 0
    ) -> None:
        raise NotImplementedError

    def emit_code_alignment(self, byte_alignment: int, max_bytes_to_emit: int = 0) -> None:
        raise NotImplementedError

    # ----- module-level directives -----
    def emit_file_directive(self, filename: str) -> None:
        pass

    def emit_ident(self, text: str) -> None:
        pass

    # ----- DWARF line table (.file N / .loc) -----
    def emit_dwarf_file_directive(
        self, file_no: int, directory: str, filename: str, md5: bytes | None
    ) -> str | None:
        """``emitDwarfFileDirective``/``emitDwarfFile0Directive``: entry ``file_no`` of the line table's file
        list (0 is DWARF 5's root file); ``md5`` is the file's 16-byte checksum (DWARF 5) or None.  The
        context records it; the result is an error message (``file number already allocated``) or None."""
        ctx = self.context
        table = ctx.get_line_table(ctx.dwarf_compile_unit_id)
        if file_no == 0:
            table.set_root_file(directory, filename, md5)
            return None
        r = table.try_get_file(directory, filename, md5, ctx.dwarf_version, file_no)
        return r if isinstance(r, str) else None

    def emit_dwarf_loc_directive(
        self, file_no: int, line: int, column: int, flags: int, discrim: int, filename: str, isa: int = 0
    ) -> None:
        """``emitDwarfLocDirective``: the next instruction's source position; the context keeps it as the
        current location (``getCurrentDwarfLoc``) until an instruction takes it."""
        ctx = self.context
        ctx.current_dwarf_loc = (file_no, line, column, flags, isa, discrim)
        ctx.dwarf_loc_seen = True

    def emit_raw_text(self, text: str) -> None:
        pass

    def emit_addrsig(self) -> None:
        pass

    def emit_addrsig_sym(self, symbol: MCSymbol) -> None:
        pass

    # ----- instructions -----
    def emit_instruction(self, inst: Any, sti: Any = None) -> None:
        raise NotImplementedError

    # ----- call frame information -----
    def emit_cfi_start_proc(self, is_simple: bool = False) -> None:
        self._in_frame = True
        self.dwarf_frame_infos += 1

    def has_unfinished_dwarf_frame_info(self) -> bool:
        """Inside ``.cfi_startproc`` ... ``.cfi_endproc`` (LLVM ``hasUnfinishedDwarfFrameInfo``)."""
        return self._in_frame

    def emit_cfi_sections(self, eh: bool, debug: bool) -> None:
        """``.cfi_sections``: the sections the call frame information goes to."""

    def emit_cfi_end_proc(self) -> None:
        self._in_frame = False

    def emit_cfi_instruction(self, cfi: Any) -> None:
        """Replay one recorded CFI instruction (LLVM AsmPrinter::emitCFIInstruction's switch)."""
        op = cfi.op
        if op == "def_cfa_offset":
            self.emit_cfi_def_cfa_offset(cfi.offset)
        elif op == "def_cfa":
            self.emit_cfi_def_cfa(cfi.register, cfi.offset)
        elif op == "def_cfa_register":
            self.emit_cfi_def_cfa_register(cfi.register)
        elif op == "offset":
            self.emit_cfi_offset(cfi.register, cfi.offset)
        elif op == "rel_offset":
            self.emit_cfi_rel_offset(cfi.register, cfi.offset)
        elif op == "adjust_cfa_offset":
            self.emit_cfi_adjust_cfa_offset(cfi.offset)
        elif op in ("restore", "undefined", "same_value"):
            self.emit_cfi_reg_directive(op, cfi.register)
        elif op == "register":
            self.emit_cfi_register(cfi.register, cfi.register2)
        elif op in ("remember_state", "restore_state", "window_save"):
            self.emit_cfi_plain(op)
        elif op == "escape":
            self.emit_cfi_escape(bytes(cfi.values))
        else:
            from pyllc.support.diagnostics import UnsupportedError

            raise UnsupportedError(None, f"CFI instruction '{op}'")

    def emit_cfi_def_cfa_offset(self, offset: int) -> None:
        pass

    def emit_cfi_def_cfa(self, reg: int, offset: int) -> None:
        pass

    def emit_cfi_def_cfa_register(self, reg: int) -> None:
        pass

    def emit_cfi_offset(self, reg: int, offset: int) -> None:
        pass

    def emit_cfi_rel_offset(self, reg: int, offset: int) -> None:
        pass

    def emit_cfi_adjust_cfa_offset(self, adjustment: int) -> None:
        pass

    def emit_cfi_reg_directive(self, op: str, reg: int) -> None:
        pass

    def emit_cfi_register(self, reg1: int, reg2: int) -> None:
        pass

    def emit_cfi_plain(self, op: str) -> None:
        pass

    def emit_cfi_escape(self, values: bytes) -> None:
        pass

    def emit_cfi_personality(self, symbol: MCSymbol, encoding: int) -> None:
        pass

    def emit_cfi_lsda(self, symbol: MCSymbol, encoding: int) -> None:
        pass

    def finish(self) -> None:
        pass
