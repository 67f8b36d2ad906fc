"""What it is (LLVM: include/llvm/MC/MCDwarf.h, lib/MC/MCDwarf.cpp -- ``MCDwarfFrameInfo``,
``MCDwarfFrameEmitter``, ``FrameEmitterImpl``): call-frame information in an object file, the ``.eh_frame``
section built from the ``.cfi_*`` directives.

The object streamer keeps one :class:`MCDwarfFrameInfo` per ``.cfi_startproc``/``.cfi_endproc`` pair: its
begin and end labels and the CFI instructions, each with the label the streamer put down where it was
issued.  :func:`emit_eh_frame` writes, once the code is laid out, the section as LLVM's
``MCDwarfFrameEmitter::Emit`` with ``IsEH``:

* a CIE for each distinct (personality, LSDA encoding, signal frame, simple) key, written before the first
  FDE that needs it: length, id 0, version 1, augmentation ``z[P][L]R[S]``, code alignment factor
  (``MCAsmInfo.min_inst_alignment``), data alignment factor (minus ``callee_save_stack_slot_size``), the
  return-address column (one byte), the augmentation data (the FDE pointer encoding), the target's initial
  frame state (``MCAsmInfo.initial_frame_state``) unless the frame is ``simple``, padded with
  ``DW_CFA_nop`` to 4 bytes;
* an FDE per frame: length, the distance back to its CIE, the function's address in the FDE encoding
  (``DW_EH_PE_pcrel|sdata4`` is a PC-relative fixup, ``sdata8``/``udata8``/``absptr`` an absolute one, which
  the object writer turns into a relocation against the section), the address range, an empty augmentation,
  the instructions with ``DW_CFA_advance_loc*`` between labels (deltas divided by the code alignment
  factor), padded with ``DW_CFA_nop`` to the FDE's address size (the last FDE to the code pointer size).

Registers in the CFI instructions are the target's physical registers; ``dwarf_reg`` maps them to DWARF
numbers (``MCRegisterInfo::getDwarfRegNum`` with ``isEH``).  A frame with a personality routine
(``.cfi_personality``) has ``P`` in its CIE's augmentation, the routine's encoding and address in the
augmentation data (``EmitPersonality``: an absolute value, or for a ``pcrel`` encoding a PC-relative one);
one with an LSDA (``.cfi_lsda``) has ``L`` and the LSDA encoding there, and its FDE's augmentation data is
the LSDA's address in that encoding (``emitFDESymbol``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from pyllc.mc.inst import MCFixup, get_kind_for_size
from pyllc.mc.expr import MCConstantExpr, MCSymbolRefExpr, create_add
from pyllc.mc.section import SHF_ALLOC, SHT_PROGBITS, SectionKind
from pyllc.support.diagnostics import UnsupportedError
from pyllc.support.leb128 import encode_sleb128, encode_uleb128

DW_CFA_nop: Final = 0x00
DW_CFA_advance_loc: Final = 0x40
DW_CFA_offset: Final = 0x80
DW_CFA_restore: Final = 0xC0
DW_CFA_advance_loc1: Final = 0x02
DW_CFA_advance_loc2: Final = 0x03
DW_CFA_advance_loc4: Final = 0x04
DW_CFA_offset_extended: Final = 0x05
DW_CFA_restore_extended: Final = 0x06
DW_CFA_undefined: Final = 0x07
DW_CFA_same_value: Final = 0x08
DW_CFA_register: Final = 0x09
DW_CFA_remember_state: Final = 0x0A
DW_CFA_restore_state: Final = 0x0B
DW_CFA_def_cfa: Final = 0x0C
DW_CFA_def_cfa_register: Final = 0x0D
DW_CFA_def_cfa_offset: Final = 0x0E
DW_CFA_offset_extended_sf: Final = 0x11
DW_CFA_GNU_window_save: Final = 0x2D

DW_EH_PE_absptr: Final = 0x00
DW_EH_PE_udata4: Final = 0x03
DW_EH_PE_udata8: Final = 0x04
DW_EH_PE_sdata4: Final = 0x0B
DW_EH_PE_sdata8: Final = 0x0C
DW_EH_PE_pcrel: Final = 0x10


def get_size_for_encoding(encoding: int, pointer_size: int) -> int:
    """``getSizeForEncoding``: the bytes of a pointer written in ``encoding``."""
    form = encoding & 0x0F
    if form == DW_EH_PE_absptr:
        return pointer_size
    if form in (0x02, 0x0A):  # udata2, sdata2
        return 2
    if form in (DW_EH_PE_udata4, DW_EH_PE_sdata4):
        return 4
    if form in (DW_EH_PE_udata8, DW_EH_PE_sdata8):
        return 8
    raise UnsupportedError(None, f"pointer encoding 0x{encoding:02x} in call-frame information")


class MCDwarfFrameInfo:
    """One function's frame (LLVM ``MCDwarfFrameInfo``): ``begin``/``end`` labels, the CFI instructions
    (each with its ``label``), and whether it is ``simple`` (no initial frame state)."""

    __slots__ = (
        "begin",
        "end",
        "instructions",
        "is_simple",
        "section",
        "personality",
        "personality_encoding",
        "lsda",
        "lsda_encoding",
    )

    def __init__(self, begin: Any, section: Any, is_simple: bool) -> None:
        self.begin = begin
        self.end: Any = None
        self.instructions: list[Any] = []
        self.is_simple = is_simple
        self.section = section
        #: ``.cfi_personality`` and ``.cfi_lsda``: the symbols (None when absent) and their encodings.
        self.personality: Any = None
        self.personality_encoding = 0
        self.lsda: Any = None
        self.lsda_encoding = 0


def _cie_key(frame: MCDwarfFrameInfo, personalities: list[Any]) -> tuple[int, int, int, bool]:
    """``CIEKey``: frames with equal keys share a CIE, and the frames are written sorted by it.  LLVM
    orders personalities by their symbols' addresses; here the order in which the frames name them,
    after the frames without one."""
    per = frame.personality
    if per is None:
        rank = 0
    else:
        if per not in personalities:
            personalities.append(per)
        rank = 1 + personalities.index(per)
    return (rank, frame.personality_encoding, frame.lsda_encoding, frame.is_simple)


class FrameEmitterImpl:
    """Encodes CIEs, FDEs and CFI instructions into bytes (LLVM ``FrameEmitterImpl``)."""

    __slots__ = (
        "asm_info",
        "dwarf_reg",
        "ra_reg",
        "offset_of",
        "little_endian",
        "cfa_offset",
        "initial_cfa_offset",
    )

    def __init__(
        self,
        asm_info: Any,
        dwarf_reg: Callable[[int], int],
        ra_reg: int,
        offset_of: Callable[[Any], int],
        little_endian: bool,
    ) -> None:
        self.asm_info = asm_info
        self.dwarf_reg = dwarf_reg
        self.ra_reg = ra_reg
        self.offset_of = offset_of
        self.little_endian = little_endian
        self.cfa_offset = 0
        #: The CFA offset the last CIE's initial instructions leave, where each FDE starts.
        self.initial_cfa_offset = 0

    def data_alignment_factor(self) -> int:
        size = self.asm_info.callee_save_stack_slot_size
        return size if self.asm_info.stack_grows_up else -size

    def encode_advance_loc(self, delta: int, out: bytearray) -> None:
        """``MCDwarfFrameEmitter::encodeAdvanceLoc``: the shortest ``DW_CFA_advance_loc*`` for ``delta``."""
        delta //= self.asm_info.min_inst_alignment
        if delta == 0:
            return
        order = "little" if self.little_endian else "big"
        if delta < 0x40:
            out.append(DW_CFA_advance_loc | delta)
        elif delta < 0x100:
            out += bytes((DW_CFA_advance_loc1, delta))
        elif delta < 0x10000:
            out.append(DW_CFA_advance_loc2)
            out += delta.to_bytes(2, order)
        else:
            out.append(DW_CFA_advance_loc4)
            out += delta.to_bytes(4, order)

    def emit_cfi_instruction(self, inst: Any, out: bytearray) -> None:
        """``FrameEmitterImpl::emitCFIInstruction``."""
        op = inst.op
        if op == "def_cfa_offset" or op == "adjust_cfa_offset":
            self.cfa_offset = inst.offset + (self.cfa_offset if op == "adjust_cfa_offset" else 0)
            out.append(DW_CFA_def_cfa_offset)
            out += encode_uleb128(self.cfa_offset)
        elif op == "def_cfa":
            out.append(DW_CFA_def_cfa)
            out += encode_uleb128(self.dwarf_reg(inst.register))
            self.cfa_offset = inst.offset
            out += encode_uleb128(self.cfa_offset)
        elif op == "def_cfa_register":
            out.append(DW_CFA_def_cfa_register)
            out += encode_uleb128(self.dwarf_reg(inst.register))
        elif op == "offset" or op == "rel_offset":
            reg = self.dwarf_reg(inst.register)
            offset = inst.offset - (self.cfa_offset if op == "rel_offset" else 0)
            offset //= self.data_alignment_factor()
            if offset < 0:
                out.append(DW_CFA_offset_extended_sf)
                out += encode_uleb128(reg)
                out += encode_sleb128(offset)
            elif reg < 64:
                out.append(DW_CFA_offset | reg)
                out += encode_uleb128(offset)
            else:
                out.append(DW_CFA_offset_extended)
                out += encode_uleb128(reg)
                out += encode_uleb128(offset)
        elif op == "restore":
            reg = self.dwarf_reg(inst.register)
            if reg < 64:
                out.append(DW_CFA_restore | reg)
            else:
                out.append(DW_CFA_restore_extended)
                out += encode_uleb128(reg)
        elif op == "undefined" or op == "same_value":
            out.append(DW_CFA_undefined if op == "undefined" else DW_CFA_same_value)
            out += encode_uleb128(self.dwarf_reg(inst.register))
        elif op == "register":
            out.append(DW_CFA_register)
            out += encode_uleb128(self.dwarf_reg(inst.register))
            out += encode_uleb128(self.dwarf_reg(inst.register2))
        elif op == "remember_state":
            out.append(DW_CFA_remember_state)
        elif op == "restore_state":
            out.append(DW_CFA_restore_state)
        elif op == "window_save":
            out.append(DW_CFA_GNU_window_save)
        elif op == "escape":
            out += inst.values
        else:
            raise UnsupportedError(None, f"CFI instruction '{op}' in an object file")

    def emit_cfi_instructions(self, insts: list[Any], base_label: Any, out: bytearray) -> None:
        """``emitCFIInstructions``: each instruction after the advance from the previous label to its own."""
        for inst in insts:
            label = inst.label
            if base_label is not None and label is not None and label is not base_label:
                self.encode_advance_loc(self.offset_of(label) - self.offset_of(base_label), out)
                base_label = label
            self.emit_cfi_instruction(inst, out)

    def cie_body(
        self, frame: MCDwarfFrameInfo, version: int = 0, fixups: list[MCFixup] | None = None, at: int = 0
    ) -> bytearray:
        """The CIE after its length field: ``.eh_frame``'s (``version`` 0: CIE id 0, version 1,
        ``z[P][L]R``; the personality's fixup goes into ``fixups``, ``at`` the body's offset there),
        padded so that the whole CIE is a multiple of 4 bytes, or ``.debug_frame``'s (CIE id 0xffffffff,
        ``getCIEVersion``'s ``version``, no augmentation, address and segment-selector sizes from version 4,
        the return address as ULEB128 from version 3), padded to the code pointer size."""
        mai = self.asm_info
        eh = version == 0
        out = bytearray(4) if eh else bytearray(b"\xff\xff\xff\xff")
        out.append(1 if eh else version)
        per = frame.personality if eh else None
        lsda = frame.lsda is not None and eh
        if eh:
            out += b"z" + (b"P" if per is not None else b"") + (b"L" if lsda else b"") + b"R\0"
        else:
            out += b"\0"
        if version >= 4:
            out += bytes((mai.code_pointer_size, 0))
        out += encode_uleb128(mai.min_inst_alignment)
        out += encode_sleb128(self.data_alignment_factor())
        if version >= 3:
            out += encode_uleb128(self.ra_reg)
        else:
            out.append(self.ra_reg)
        if eh:
            per_size = get_size_for_encoding(frame.personality_encoding, mai.code_pointer_size) if per else 0
            out += encode_uleb128(1 + (1 + per_size if per is not None else 0) + (1 if lsda else 0))
            if per is not None:
                enc = frame.personality_encoding
                out.append(enc)
                assert fixups is not None
                kind = get_kind_for_size(per_size, bool(enc & DW_EH_PE_pcrel))
                fixups.append(MCFixup(at + len(out), kind, MCSymbolRefExpr(per)))
                out += bytes(per_size)
            if lsda:
                out.append(frame.lsda_encoding)
            out.append(mai.fde_cfi_encoding)
        if not frame.is_simple:
            self.cfa_offset = 0
            self.emit_cfi_instructions(list(mai.initial_frame_state), None, out)
        self.initial_cfa_offset = self.cfa_offset
        out += bytes(-(len(out) + 4) % (4 if eh else mai.code_pointer_size))
        return out


def get_cie_version(is_eh: bool, dwarf_version: int) -> int:
    """``getCIEVersion``: 1 in ``.eh_frame``; in ``.debug_frame`` 1 for DWARF 2, 3 for 3, else 4."""
    if is_eh or dwarf_version <= 2:
        return 1
    return 3 if dwarf_version == 3 else 4


def emit_eh_frame(
    streamer: Any,
    frames: list[MCDwarfFrameInfo],
    dwarf_reg: Callable[[int], int],
    ra_reg: int,
    is_eh: bool = True,
) -> None:
    """``MCDwarfFrameEmitter::Emit`` into the streamer's ``.eh_frame`` section (``is_eh``; see the module
    docstring), or into ``.debug_frame`` (one CIE for all frames, the CIE pointer a relocated offset into
    the section, absolute 8-byte addresses, each FDE padded to the pointer size).  The code must already be
    laid out: ``streamer.assembler.symbol_offset`` gives the labels' final offsets."""
    mai = streamer.context.asm_info
    asm = streamer.assembler
    impl = FrameEmitterImpl(mai, dwarf_reg, ra_reg, asm.symbol_offset, streamer.backend.little_endian)
    order = "little" if impl.little_endian else "big"
    pointer_size = mai.code_pointer_size
    encoding = mai.fde_cfi_encoding if is_eh else DW_EH_PE_absptr
    pc_size = get_size_for_encoding(encoding, pointer_size)
    version = 0 if is_eh else get_cie_version(False, streamer.context.dwarf_version)
    if is_eh:
        section = streamer.context.get_elf_section(
            ".eh_frame", mai.eh_frame_section_type, SHF_ALLOC, SectionKind.ReadOnly
        )
    else:
        section = streamer.context.get_elf_section(".debug_frame", SHT_PROGBITS, 0, SectionKind.Metadata)
    streamer.switch_section(section)
    if is_eh:
        streamer.emit_value_to_alignment(pointer_size)
    elif section.alignment < pointer_size:
        section.alignment = pointer_size  # the CIE's and FDEs' padding (emitValueToAlignment)
    out = bytearray()
    fixups: list[MCFixup] = []
    cie_starts: dict[tuple[int, int, int, bool], int] = {}
    personalities: list[Any] = []
    keys = {id(f): _cie_key(f, personalities) for f in frames}
    ordered = sorted(frames, key=lambda f: keys[id(f)])  # stable: by CIE key, in both sections
    base = asm.section_size(section) if section.fragments else 0
    for n, frame in enumerate(ordered):
        key = keys[id(frame)] if is_eh else (0, 0, 0, False)
        cie_start = cie_starts.get(key)
        if cie_start is None:
            cie_start = cie_starts[key] = len(out)
            body = impl.cie_body(frame, version, fixups, len(out) + 4)
            out += len(body).to_bytes(4, order)
            out += body
        fde_start = len(out)
        if is_eh:
            body = bytearray((fde_start + 4 - cie_start).to_bytes(4, order))
        else:  # the CIE's offset in the section, relocated (doesDwarfUseRelocationsAcrossSections)
            cie_ref = create_add(
                MCSymbolRefExpr(section.get_begin_symbol()), MCConstantExpr(base + cie_start)
            )
            fixups.append(MCFixup(fde_start + 4, get_kind_for_size(4, False), cie_ref))
            body = bytearray(4)
        kind = get_kind_for_size(pc_size, bool(encoding & DW_EH_PE_pcrel))
        fixups.append(MCFixup(fde_start + 4 + len(body), kind, MCSymbolRefExpr(frame.begin)))
        body += bytes(pc_size)
        body += (asm.symbol_offset(frame.end) - asm.symbol_offset(frame.begin)).to_bytes(pc_size, order)
        if is_eh and frame.lsda is not None:  # augmentation data: the LSDA's address
            lsda_size = get_size_for_encoding(frame.lsda_encoding, pointer_size)
            body += encode_uleb128(lsda_size)
            lsda_kind = get_kind_for_size(lsda_size, bool(frame.lsda_encoding & DW_EH_PE_pcrel))
            fixups.append(MCFixup(fde_start + 4 + len(body), lsda_kind, MCSymbolRefExpr(frame.lsda)))
            body += bytes(lsda_size)
        elif is_eh:
            body += encode_uleb128(0)  # augmentation data length (no LSDA)
        impl.cfa_offset = impl.initial_cfa_offset
        impl.emit_cfi_instructions(frame.instructions, frame.begin, body)
        # An FDE pads to its address size; the last to the code pointer size (the section's alignment).
        body += bytes(-(fde_start + 4 + len(body)) % (pointer_size if n == len(ordered) - 1 else pc_size))
        out += len(body).to_bytes(4, order)
        out += body
    streamer.emit_data_with_fixups(bytes(out), fixups)
