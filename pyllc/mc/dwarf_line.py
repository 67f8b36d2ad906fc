"""What it is (LLVM: include/llvm/MC/MCDwarf.h, lib/MC/MCDwarf.cpp -- ``MCDwarfLoc``, ``MCDwarfLineEntry``,
``MCLineSection``, ``MCDwarfLineTableHeader``, ``MCDwarfLineTable``, ``MCDwarfLineAddr``, ``MCDwarfLineStr``):
the ``.debug_line`` section an object streamer writes from ``.file N``/``.loc``.

* The MCContext keeps one :class:`MCDwarfLineTable` per compile unit (``MCContext.line_tables``; assembly and
  llc use unit 0): its file table (``files[0]`` unused; DWARF 5's root file ``.file 0`` is the header's
  ``root_file`` and the directory of ``.file 0`` its ``compilation_dir``), its directory table (1-based in
  the file entries, 0 standing for the compilation directory), whether every file has an MD5 checksum, and
  the line entries per section in the order the sections first got one.
* ``.loc`` sets the context's current location (``MCDwarfLoc``: file, line, column, flags ``is_stmt``/
  ``basic_block``/``prologue_end``/``epilogue_begin``, isa, discriminator) and marks it seen; the next
  instruction the object streamer emits in a section (or a second ``.loc`` before any) turns it into a
  :class:`MCDwarfLineEntry` with a temporary label at that place (``MCDwarfLineEntry::make``).
* :func:`emit_dwarf_line_tables` (``MCDwarfLineTable::emit``), at the end once the code is laid out, writes
  per unit the header as llvm-mc does (unit length, version, for DWARF 5 the address and segment-selector
  sizes, header length, minimum instruction length, maximum operations per instruction (DWARF 4+),
  ``default_is_stmt`` 1, ``line_base`` -5, ``line_range`` 14, ``opcode_base`` 13 and the standard opcode
  lengths, then the DWARF 5 directory and file entry formats -- ``DW_LNCT_path`` as ``DW_FORM_line_strp``
  into ``.debug_line_str``, ``DW_LNCT_directory_index`` as ``DW_FORM_udata``, ``DW_LNCT_MD5`` as
  ``DW_FORM_data16`` when every file has one -- or the DWARF 2-4 string tables), then one sequence per
  section: ``DW_LNS_set_file``/``set_column``/``DW_LNE_set_discriminator``/``set_isa``/``negate_stmt``/
  ``set_basic_block``/``set_prologue_end``/``set_epilogue_begin`` as the state changes,
  ``DW_LNE_set_address`` (a relocation to the label) for the first row and the address advance of
  ``MCDwarfLineAddr::Encode`` for the others (special opcodes, ``DW_LNS_const_add_pc``, ``DW_LNS_advance_pc``,
  ``DW_LNS_advance_line``, ``DW_LNS_copy``), and ``DW_LNE_end_sequence`` at the section's end.

Address deltas are label differences in one section, computed once that section is laid out: for a target
without linker relaxation (LLVM's ``requiresDiffExpressionRelocations`` false, the only kind pyllc has)
this is the encoding LLVM's ``MCDwarfLineAddrFragment`` relaxes to; the ``DW_LNS_advance_pc`` with fixups
of linker-relaxing targets is not written.
"""

from __future__ import annotations

import os
from typing import Any, Final

from pyllc.mc.expr import MCConstantExpr, MCSymbolRefExpr, create_add
from pyllc.mc.inst import MCFixup, get_kind_for_size
from pyllc.mc.section import SHF_MERGE, SHF_STRINGS, SHT_PROGBITS, SectionKind
from pyllc.mc.streamer import (
    DWARF2_FLAG_BASIC_BLOCK,
    DWARF2_FLAG_EPILOGUE_BEGIN,
    DWARF2_FLAG_IS_STMT,
    DWARF2_FLAG_PROLOGUE_END,
)
from pyllc.mc.symbol import MCSymbol
from pyllc.support.leb128 import encode_sleb128, encode_uleb128

DW_LNS_extended_op: Final = 0x00
DW_LNS_copy: Final = 0x01
DW_LNS_advance_pc: Final = 0x02
DW_LNS_advance_line: Final = 0x03
DW_LNS_set_file: Final = 0x04
DW_LNS_set_column: Final = 0x05
DW_LNS_negate_stmt: Final = 0x06
DW_LNS_set_basic_block: Final = 0x07
DW_LNS_const_add_pc: Final = 0x08
DW_LNS_set_prologue_end: Final = 0x0A
DW_LNS_set_epilogue_begin: Final = 0x0B
DW_LNS_set_isa: Final = 0x0C
DW_LNE_end_sequence: Final = 0x01
DW_LNE_set_address: Final = 0x02
DW_LNE_set_discriminator: Final = 0x04

DW_LNCT_path: Final = 0x1
DW_LNCT_directory_index: Final = 0x2
DW_LNCT_MD5: Final = 0x5
DW_FORM_udata: Final = 0x0F
DW_FORM_data16: Final = 0x1E
DW_FORM_line_strp: Final = 0x1F

#: ``MCDwarfLineTableParams`` defaults: DWARF2_LINE_BASE, DWARF2_LINE_RANGE, DWARF2_LINE_OPCODE_BASE.
LINE_BASE: Final = -5
LINE_RANGE: Final = 14
OPCODE_BASE: Final = 13
#: Operand counts of standard opcodes 1..12 (``StandardOpcodeLengths``).
STANDARD_OPCODE_LENGTHS: Final = bytes((0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1))
#: The largest address advance a special opcode can carry (``SpecialAddr(Params, 255)``).
MAX_SPECIAL_ADDR_DELTA: Final = (255 - OPCODE_BASE) // LINE_RANGE
#: The line delta that stands for ``DW_LNE_end_sequence``.
END_SEQUENCE: Final = 1 << 63


class MCDwarfFile:
    """A file entry: ``name``, ``dir_index`` (0: the compilation directory), ``checksum`` (16 bytes or None)."""

    __slots__ = ("name", "dir_index", "checksum")

    def __init__(self, name: str, dir_index: int, checksum: bytes | None) -> None:
        self.name = name
        self.dir_index = dir_index
        self.checksum = checksum


class MCDwarfLineEntry:
    """One row: the ``label`` placed before the instruction, and the ``MCDwarfLoc`` fields then current."""

    __slots__ = ("label", "file", "line", "column", "flags", "isa", "discriminator")

    def __init__(self, label: MCSymbol, loc: tuple[int, int, int, int, int, int]) -> None:
        self.label = label
        self.file, self.line, self.column, self.flags, self.isa, self.discriminator = loc


class MCDwarfLineTable:
    """A compile unit's header data (``MCDwarfLineTableHeader``) and rows (``MCLineSection``)."""

    __slots__ = (
        "compilation_dir",
        "root_file",
        "dirs",
        "files",
        "source_ids",
        "has_all_md5",
        "has_any_md5",
        "line_sections",
    )

    def __init__(self) -> None:
        self.compilation_dir = ""
        self.root_file: MCDwarfFile | None = None
        self.dirs: list[str] = []
        self.files: list[MCDwarfFile | None] = []
        self.source_ids: dict[tuple[str, str], int] = {}
        self.has_all_md5 = True
        self.has_any_md5 = False
        #: section -> its rows, in the order sections got their first row (LLVM's MapVector).
        self.line_sections: dict[Any, list[MCDwarfLineEntry]] = {}

    def _track_md5(self, used: bool) -> None:
        self.has_all_md5 &= used
        self.has_any_md5 |= used

    def set_root_file(self, directory: str, filename: str, checksum: bytes | None) -> None:
        """``setRootFile`` (``.file 0``)."""
        self.compilation_dir = directory
        self.root_file = MCDwarfFile(filename, 0, checksum)
        self._track_md5(checksum is not None)

    def try_get_file(
        self, directory: str, filename: str, checksum: bytes | None, dwarf_version: int, file_no: int
    ) -> int | str:
        """``MCDwarfLineTableHeader::tryGetFile``: the number of the file (``file_no``, or the next free one
        when 0), or the error message."""
        if directory == self.compilation_dir:
            directory = ""
        if not filename:
            filename, directory = "<stdin>", ""
        if not self.files:
            self._track_md5(checksum is not None)
        root = self.root_file
        if dwarf_version >= 5 and root is not None and root.name == filename and root.checksum == checksum:
            return 0
        if file_no == 0:
            file_no = len(self.files) if self.files else 1
            known = self.source_ids.setdefault((directory, filename), file_no)
            if known != file_no:
                return known
        if file_no >= len(self.files):
            self.files.extend([None] * (file_no + 1 - len(self.files)))
        if self.files[file_no] is not None:
            return "file number already allocated"
        if not directory:
            base = filename.rsplit("/", 1)
            if len(base) == 2 and base[1]:
                parent = base[0] or "/"
                directory, filename = parent, base[1]
        if not directory:
            dir_index = 0
        else:
            if directory not in self.dirs:
                self.dirs.append(directory)
            dir_index = self.dirs.index(directory) + 1
        self.files[file_no] = MCDwarfFile(filename, dir_index, checksum)
        self._track_md5(checksum is not None)
        return file_no

    def is_valid_file_number(self, file_no: int, dwarf_version: int) -> bool:
        """``MCContext::isValidDwarfFileNumber``."""
        if file_no == 0:
            return dwarf_version >= 5
        return file_no < len(self.files) and self.files[file_no] is not None


def make_line_entry(streamer: Any, section: Any) -> None:
    """``MCDwarfLineEntry::make``: a row for the current ``.loc`` at the current place, if one is pending."""
    ctx = streamer.context
    if not ctx.dwarf_loc_seen:
        return
    label = MCSymbol(f"{ctx.private_prefix}line{len(ctx.symbols)}", True)  # unnamed in LLVM
    streamer.emit_label(label)
    ctx.dwarf_loc_seen = False
    rows = ctx.get_line_table(ctx.dwarf_compile_unit_id).line_sections.setdefault(section, [])
    rows.append(MCDwarfLineEntry(label, ctx.current_dwarf_loc))


def encode_line_addr(line_delta: int, addr_delta: int, out: bytearray) -> None:
    """``MCDwarfLineAddr::Encode`` (minimum instruction length 1)."""
    if line_delta == END_SEQUENCE:
        if addr_delta == MAX_SPECIAL_ADDR_DELTA:
            out.append(DW_LNS_const_add_pc)
        elif addr_delta:
            out.append(DW_LNS_advance_pc)
            out += encode_uleb128(addr_delta)
        out += b"\x00\x01\x01"  # DW_LNS_extended_op, length 1, DW_LNE_end_sequence
        return
    temp = line_delta - LINE_BASE
    need_copy = False
    if temp < 0 or temp >= LINE_RANGE or temp + OPCODE_BASE > 255:
        out.append(DW_LNS_advance_line)
        out += encode_sleb128(line_delta)
        line_delta = 0
        temp = -LINE_BASE
        need_copy = True
    if line_delta == 0 and addr_delta == 0:
        out.append(DW_LNS_copy)
        return
    temp += OPCODE_BASE
    if addr_delta < 256 + MAX_SPECIAL_ADDR_DELTA:
        opcode = temp + addr_delta * LINE_RANGE
        if opcode <= 255:
            out.append(opcode)
            return
        opcode = temp + (addr_delta - MAX_SPECIAL_ADDR_DELTA) * LINE_RANGE
        if opcode <= 255:
            out.append(DW_LNS_const_add_pc)
            out.append(opcode)
            return
    out.append(DW_LNS_advance_pc)
    out += encode_uleb128(addr_delta)
    out.append(DW_LNS_copy if need_copy else temp)


class _Writer:
    """The bytes of ``.debug_line`` with their fixups, and the ``.debug_line_str`` strings
    (``MCDwarfLineStr``: a DWARF string table in first-use order, references relocated to its start)."""

    __slots__ = ("out", "fixups", "strings", "str_size", "str_sym")

    def __init__(self, str_sym: MCSymbol | None) -> None:
        self.out = bytearray()
        self.fixups: list[MCFixup] = []
        self.strings: dict[str, int] = {}
        self.str_size = 0
        self.str_sym = str_sym

    def value(self, expr: Any, size: int) -> None:
        self.fixups.append(MCFixup(len(self.out), get_kind_for_size(size, False), expr))
        self.out += bytes(size)

    def string(self, text: str) -> None:
        """A path: a ``DW_FORM_line_strp`` reference in DWARF 5, else inline."""
        data = text.encode("utf-8", "surrogateescape")
        if self.str_sym is None:
            self.out += data + b"\0"
            return
        off = self.strings.get(text)
        if off is None:
            off = self.strings[text] = self.str_size
            self.str_size += len(data) + 1
        self.value(create_add(MCSymbolRefExpr(self.str_sym), MCConstantExpr(off)), 4)


def _emit_v5_tables(w: _Writer, table: MCDwarfLineTable, compilation_dir: str) -> None:
    out = w.out
    out += bytes((1, DW_LNCT_path, DW_FORM_line_strp))
    out += encode_uleb128(len(table.dirs) + 1)
    w.string(table.compilation_dir or compilation_dir)
    for d in table.dirs:
        w.string(d)
    md5 = table.has_all_md5
    out.append(3 if md5 else 2)
    out += bytes((DW_LNCT_path, DW_FORM_line_strp, DW_LNCT_directory_index, DW_FORM_udata))
    if md5:
        out += bytes((DW_LNCT_MD5, DW_FORM_data16))
    files = table.files
    out += encode_uleb128(len(files) if files else 1)
    root = table.root_file if table.root_file is not None else files[1]
    for f in [root, *files[1:]]:
        assert f is not None
        w.string(f.name)
        out += encode_uleb128(f.dir_index)
        if md5:
            assert f.checksum is not None
            out += f.checksum


def _emit_v2_tables(w: _Writer, table: MCDwarfLineTable) -> None:
    out = w.out
    for d in table.dirs:
        w.string(d)
    out.append(0)
    for f in table.files[1:]:
        assert f is not None
        w.string(f.name)
        out += encode_uleb128(f.dir_index)
        out += b"\0\0"
    out.append(0)


def _emit_sequence(
    w: _Writer, asm: Any, section: Any, rows: list[MCDwarfLineEntry], version: int, ptr: int
) -> None:
    """``emitDwarfLineTable`` for one section, ended at the section's end (``emitDwarfLineEndEntry``)."""
    out = w.out
    file_no, last_line, column, flags, isa, disc = 1, 1, 0, DWARF2_FLAG_IS_STMT, 0, 0
    last = -1
    for e in rows:
        line_delta = e.line - last_line
        if file_no != e.file:
            file_no = e.file
            out.append(DW_LNS_set_file)
            out += encode_uleb128(file_no)
        if column != e.column:
            column = e.column
            out.append(DW_LNS_set_column)
            out += encode_uleb128(column)
        if disc != e.discriminator and version >= 4:
            disc = e.discriminator
            leb = encode_uleb128(disc)
            out.append(DW_LNS_extended_op)
            out += encode_uleb128(len(leb) + 1)
            out.append(DW_LNE_set_discriminator)
            out += leb
        if isa != e.isa:
            isa = e.isa
            out.append(DW_LNS_set_isa)
            out += encode_uleb128(isa)
        if (e.flags ^ flags) & DWARF2_FLAG_IS_STMT:
            flags = e.flags
            out.append(DW_LNS_negate_stmt)
        if e.flags & DWARF2_FLAG_BASIC_BLOCK:
            out.append(DW_LNS_set_basic_block)
        if e.flags & DWARF2_FLAG_PROLOGUE_END:
            out.append(DW_LNS_set_prologue_end)
        if e.flags & DWARF2_FLAG_EPILOGUE_BEGIN:
            out.append(DW_LNS_set_epilogue_begin)
        at = asm.symbol_offset(e.label)
        if last < 0:  # emitDwarfSetLineAddr
            out += bytes((DW_LNS_extended_op, ptr + 1, DW_LNE_set_address))
            w.value(MCSymbolRefExpr(e.label), ptr)
            encode_line_addr(line_delta, 0, out)
        else:
            encode_line_addr(line_delta, at - last, out)
        disc = 0
        last_line = e.line
        last = at
    encode_line_addr(END_SEQUENCE, asm.section_size(section) - last, out)  # the section's end label


def emit_dwarf_line_tables(streamer: Any) -> None:
    """``MCDwarfLineTable::emit``: ``.debug_line`` (and ``.debug_line_str`` for DWARF 5) of every unit,
    appended to those sections; the code sections must be laid out."""
    ctx = streamer.context
    if not ctx.line_tables:
        return
    version = ctx.dwarf_version
    ptr = ctx.asm_info.code_pointer_size
    line_sec = ctx.get_elf_section(".debug_line", SHT_PROGBITS, 0, SectionKind.Metadata)
    str_sec = None
    if version >= 5:
        str_sec = ctx.get_elf_section(
            ".debug_line_str", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, SectionKind.Metadata, 1
        )
    w = _Writer(str_sec.get_begin_symbol() if str_sec is not None else None)
    out = w.out
    compilation_dir = ctx.compilation_dir
    asm = streamer.assembler
    for cuid in sorted(ctx.line_tables):
        table = ctx.line_tables[cuid]
        start = len(out)
        out += bytes(4)  # unit length
        out += version.to_bytes(2, "little")
        if version >= 5:
            out += bytes((ptr, 0))
        header_at = len(out)
        out += bytes(4)  # header length
        out.append(ctx.asm_info.min_inst_alignment)
        if version >= 4:
            out.append(1)
        out += bytes((1, LINE_BASE & 0xFF, LINE_RANGE, OPCODE_BASE))
        out += STANDARD_OPCODE_LENGTHS
        if version >= 5:
            _emit_v5_tables(w, table, compilation_dir)
        else:
            _emit_v2_tables(w, table)
        out[header_at : header_at + 4] = (len(out) - header_at - 4).to_bytes(4, "little")
        for section, rows in table.line_sections.items():
            _emit_sequence(w, asm, section, rows, version, ptr)
        out[start : start + 4] = (len(out) - start - 4).to_bytes(4, "little")
    streamer.push_section()
    streamer.switch_section(line_sec)
    streamer.emit_data_with_fixups(bytes(out), w.fixups)
    if str_sec is not None:
        streamer.switch_section(str_sec)
        streamer.emit_bytes(b"".join(s.encode("utf-8", "surrogateescape") + b"\0" for s in w.strings))
    streamer.pop_section()


def default_compilation_dir() -> str:
    """llvm-mc's compilation directory when none is given: the current directory."""
    try:
        return os.getcwd()
    except OSError:
        return ""
