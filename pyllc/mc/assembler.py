"""What it is (LLVM: include/llvm/MC/MCAssembler.h, MCFragment.h, MCAsmLayout.h, lib/MC/MCAssembler.cpp).

The MCAssembler holds what the object streamer produced -- the sections in the order they were first entered,
each a list of fragments, and the symbols in the order they were first used -- and turns it into final bytes:

* fragments: :class:`MCDataFragment` (bytes and the fixups into them; instructions and data),
  :class:`MCRelaxableFragment` (one instruction the backend may still widen), :class:`MCAlignFragment`
  (padding to an alignment, with a fill value or the backend's nops) and :class:`MCFillFragment` (a value
  repeated);
* :meth:`MCAssembler.layout` gives every fragment its offset in its section, relaxing instructions until
  nothing changes (LLVM ``layoutOnce``/``relaxFragment``), then evaluates every fixup
  (:meth:`evaluate_fixup`, LLVM ``evaluateFixup``): a fixup that resolves is patched by the backend's
  ``apply_fixup``; one that does not is handed to the object writer's ``record_relocation``, which returns
  the value to patch in (the implicit addend of a REL target).

Symbols: ``symbol.fragment``/``symbol.offset`` locate a label; a section's begin symbol has no fragment and
stands at offset 0.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from pyllc.mc.asm_backend import FKF_Constant, FKF_IsAlignedDownTo32Bits, FKF_IsPCRel
from pyllc.mc.inst import MCFixup
from pyllc.mc.value import MCValue, evaluate_as_relocatable
from pyllc.support.diagnostics import DiagnosticError
from pyllc.support.leb128 import encode_sleb128, encode_uleb128


class MCFragment(ABC):
    """A piece of a section: every kind says how many bytes it takes at its offset."""

    __slots__ = ("section", "offset")

    def __init__(self) -> None:
        self.section: Any = None
        self.offset = 0

    @abstractmethod
    def compute_size(self, asm: MCAssembler) -> int: ...


class MCDataFragment(MCFragment):
    __slots__ = ("contents", "fixups", "has_instructions")

    def __init__(self) -> None:
        super().__init__()
        self.contents = bytearray()
        self.fixups: list[MCFixup] = []
        self.has_instructions = False

    def compute_size(self, asm: MCAssembler) -> int:
        return len(self.contents)


class MCRelaxableFragment(MCDataFragment):
    """One instruction (``inst``) that the backend may replace by a longer form during layout."""

    __slots__ = ("inst",)

    def __init__(self, inst: Any) -> None:
        super().__init__()
        self.inst = inst
        self.has_instructions = True


class MCAlignFragment(MCFragment):
    __slots__ = ("alignment", "value", "value_size", "max_bytes_to_emit", "emit_nops")

    def __init__(
        self, alignment: int, value: int, value_size: int, max_bytes_to_emit: int, emit_nops: bool
    ) -> None:
        super().__init__()
        self.alignment = alignment
        self.value = value
        self.value_size = value_size
        self.max_bytes_to_emit = max_bytes_to_emit
        self.emit_nops = emit_nops

    def compute_size(self, asm: MCAssembler) -> int:
        pad = -self.offset % self.alignment
        if self.max_bytes_to_emit and pad > self.max_bytes_to_emit:
            return 0
        return pad


class MCFillFragment(MCFragment):
    __slots__ = ("value", "value_size", "count")

    def __init__(self, value: int, value_size: int, count: int) -> None:
        super().__init__()
        self.value = value
        self.value_size = value_size
        self.count = count

    def compute_size(self, asm: MCAssembler) -> int:
        return self.value_size * self.count


class MCLEBFragment(MCFragment):
    """A ``.uleb128``/``.sleb128`` of a symbolic value (``signed``): its bytes are computed during layout and
    only ever grow (LLVM ``relaxLEB``, PR35809)."""

    __slots__ = ("value", "signed", "contents")

    def __init__(self, value: Any, signed: bool) -> None:
        super().__init__()
        self.value = value
        self.signed = signed
        self.contents = b""

    def compute_size(self, asm: MCAssembler) -> int:
        return len(self.contents)


class MCOrgFragment(MCFragment):
    """``.org value, fill``: padding up to ``value`` (a number, or a symbol of the same section plus a
    number), checked once laid out; ``loc`` is the directive's buffer offset for the diagnostics."""

    __slots__ = ("value", "fill", "loc")

    def __init__(self, value: Any, fill: int, loc: int) -> None:
        super().__init__()
        self.value = value
        self.fill = fill
        self.loc = loc

    def compute_size(self, asm: MCAssembler) -> int:
        from pyllc.mc.parser.target_asm_parser import AsmParserError

        v = evaluate_as_relocatable(self.value, asm.symbol_location)
        target = None
        if v is not None and v.sym_b is None:
            if v.sym_a is None:
                target = v.constant
            else:
                loc = asm.symbol_location(v.sym_a.symbol)
                if loc is not None and loc[0] is self.section and not v.sym_a.variant:
                    target = loc[1] + v.constant
        if target is None:
            raise AsmParserError(self.loc, "expected absolute expression")
        if target < self.offset:
            raise AsmParserError(self.loc, f"invalid .org offset '{target}' (at offset '{self.offset}')")
        return target - self.offset


class MCAssembler:
    """Sections, symbols and file names of one object, with the target's backend, code emitter and object
    writer (see the module docstring)."""

    def __init__(self, context: Any, backend: Any, emitter: Any, writer: Any) -> None:
        self.context = context
        self.backend = backend
        self.emitter = emitter
        self.writer = writer
        self.sections: list[Any] = []
        self.symbols: list[Any] = []
        self._registered: set[int] = set()
        #: ``.file`` names with the number of symbols registered before each (LLVM ``FileNames``).
        self.file_names: list[tuple[str, int]] = []
        #: ``.symver`` directives: (original symbol, versioned name, keep the original, location) (LLVM
        #: ``Symvers``), for the object writer's post-layout binding.
        self.symvers: list[tuple[Any, str, bool, int]] = []

    # ----- registration -----
    def register_section(self, section: Any) -> bool:
        """Add ``section`` at the end of the section list; False when it already was there."""
        if section.fragments is not None:
            return False
        section.fragments = []
        self.sections.append(section)
        return True

    def register_symbol(self, symbol: Any) -> None:
        if id(symbol) not in self._registered:
            self._registered.add(id(symbol))
            self.symbols.append(symbol)

    def add_file_name(self, name: str) -> None:
        self.file_names.append((name, len(self.symbols)))

    # ----- layout -----
    def symbol_location(self, symbol: Any) -> tuple[Any, int] | None:
        """``(section, offset)`` of a defined symbol (a variable: of what it stands for), else None."""
        if symbol.variable_value is not None:
            v = evaluate_as_relocatable(symbol.variable_value, self.symbol_location)
            if v is None or v.sym_b is not None or v.sym_a is None:
                return None
            loc = self.symbol_location(v.sym_a.symbol)
            return None if loc is None else (loc[0], loc[1] + v.constant)
        if symbol.section is None:
            return None
        frag = symbol.fragment
        return symbol.section, (frag.offset if frag is not None else 0) + symbol.offset

    def symbol_offset(self, symbol: Any) -> int:
        loc = self.symbol_location(symbol)
        return loc[1] if loc is not None else 0

    def section_size(self, section: Any) -> int:
        frags = section.fragments
        if not frags:
            return 0
        last = frags[-1]
        return last.offset + last.compute_size(self)

    def _layout_section(self, section: Any) -> None:
        offset = 0
        for f in section.fragments:
            f.offset = offset
            offset += f.compute_size(self)

    def layout_fragments(self) -> None:
        """Offsets of every fragment, relaxing until no instruction grows (LLVM ``layoutOnce`` to a fixed
        point); fixups are left alone, so this may run again after more sections were added.  Every
        section is laid out before any is relaxed, so that a LEB128 of labels in a later section (an LSDA's
        call-site table) never sees offsets that are not there yet (LLVM ``layout``, then ``layoutOnce``
        until nothing grows)."""
        for sec in self.sections:
            self._layout_section(sec)
        relaxed = True
        while relaxed:
            relaxed = False
            for sec in self.sections:
                while self._relax_section(sec):
                    self._layout_section(sec)
                    relaxed = True

    def layout(self) -> None:
        """:meth:`layout_fragments`, then every fixup applied or recorded as a relocation."""
        self.layout_fragments()
        self.writer.execute_post_layout_binding(self)
        for sec in self.sections:
            for frag in sec.fragments:
                if isinstance(frag, MCDataFragment):
                    for fixup in frag.fixups:
                        target, value, resolved = self.handle_fixup(frag, fixup)
                        self.backend.apply_fixup(self, fixup, target, frag.contents, value, resolved)

    def absolute_value(self, value: Any) -> int:
        """The value of ``value`` after layout, which must not depend on where the section goes (LLVM
        ``evaluateKnownAbsolute``)."""
        v = evaluate_as_relocatable(value, self.symbol_location)
        if v is not None and v.sym_a is None and v.sym_b is None:
            return v.constant
        if v is not None and v.sym_a is not None and v.sym_b is not None and not v.sym_a.variant:
            a = self.symbol_location(v.sym_a.symbol)
            b = self.symbol_location(v.sym_b.symbol)
            if a is not None and b is not None and a[0] is b[0]:
                return v.constant + a[1] - b[1]
        raise DiagnosticError(None, "sleb128 and uleb128 expressions must be absolute")

    def _relax_leb(self, frag: MCLEBFragment) -> bool:
        v = self.absolute_value(frag.value)
        old = len(frag.contents)
        data = encode_sleb128(v) if frag.signed else encode_uleb128(v & 0xFFFFFFFFFFFFFFFF)
        if len(data) < old:  # pad to the old size: relaxation never shrinks a LEB
            last = 0x7F if frag.signed and v < 0 else 0
            data = bytes(b | 0x80 for b in data) + bytes([0xFF if last else 0x80] * (old - len(data) - 1))
            data += bytes([last])
        frag.contents = data
        return len(data) != old

    def _relax_section(self, section: Any) -> bool:
        changed = False
        backend = self.backend
        for frag in section.fragments:
            if type(frag) is MCLEBFragment:
                changed |= self._relax_leb(frag)
                continue
            if not isinstance(frag, MCRelaxableFragment) or not backend.may_need_relaxation(frag.inst):
                continue
            if not any(self._fixup_needs_relaxation(frag, fx) for fx in frag.fixups):
                continue
            frag.inst = backend.relax_instruction(frag.inst)
            frag.contents = bytearray()
            frag.fixups = []
            self.emitter.encode_instruction(frag.inst, frag.contents, frag.fixups)
            changed = True
        return changed

    def _fixup_needs_relaxation(self, frag: MCDataFragment, fixup: MCFixup) -> bool:
        _, value, resolved, _ = self.evaluate_fixup(frag, fixup)
        return self.backend.fixup_needs_relaxation(fixup, value, resolved)

    # ----- fixups -----
    def evaluate_fixup(self, frag: MCDataFragment, fixup: MCFixup) -> tuple[MCValue, int, bool, bool]:
        """``(target, value, is_resolved, was_forced)`` as LLVM's ``MCAssembler::evaluateFixup``."""
        target = evaluate_as_relocatable(fixup.value, self.symbol_location)
        if target is None:
            raise DiagnosticError(None, "expected relocatable expression")
        target.constant += fixup.addend
        flags = self.backend.get_fixup_kind_info(fixup.kind).flags
        is_pcrel = bool(flags & FKF_IsPCRel)
        if is_pcrel:
            a = target.sym_a
            if target.sym_b is not None or a is None or a.variant or a.symbol.section is None:
                resolved = False
            else:
                resolved = bool(
                    flags & FKF_Constant
                ) or self.writer.is_symbol_ref_difference_fully_resolved_impl(
                    self, a.symbol, frag, False, True
                )
        else:
            resolved = target.is_absolute()
        value = target.constant
        if target.sym_a is not None:
            loc = self.symbol_location(target.sym_a.symbol)
            if loc is not None:
                value += loc[1]
        if target.sym_b is not None:
            loc = self.symbol_location(target.sym_b.symbol)
            if loc is not None:
                value -= loc[1]
        if is_pcrel:
            at = frag.offset + fixup.offset
            if flags & FKF_IsAlignedDownTo32Bits:
                at &= ~3
            value -= at
        was_forced = False
        if resolved and self.backend.should_force_relocation(self, fixup, target):
            resolved = False
            was_forced = True
        return target, value, resolved, was_forced

    def handle_fixup(self, frag: MCDataFragment, fixup: MCFixup) -> tuple[MCValue, int, bool]:
        target, value, resolved, _ = self.evaluate_fixup(frag, fixup)
        if not resolved:
            value = self.writer.record_relocation(self, frag, fixup, target)
        return target, value, resolved

    # ----- bytes -----
    def write_section_data(self, section: Any) -> bytes:
        """The section's bytes after layout (LLVM ``writeSectionData``)."""
        out = bytearray()
        endian = self.backend.endian
        for f in section.fragments:
            if isinstance(f, MCDataFragment):
                out += f.contents
            elif isinstance(f, MCAlignFragment):
                n = f.compute_size(self)
                if not n:
                    continue
                if f.emit_nops:
                    nops = self.backend.write_nop_data(n)
                    if nops is None:
                        raise DiagnosticError(None, f"unable to write nop sequence of {n} bytes")
                    out += nops
                    continue
                if n % f.value_size:
                    raise DiagnosticError(None, "invalid padding of an alignment fragment")
                unit = (f.value & ((1 << (8 * f.value_size)) - 1)).to_bytes(f.value_size, endian)
                out += unit * (n // f.value_size)
            elif isinstance(f, MCLEBFragment):
                out += f.contents
            elif isinstance(f, MCOrgFragment):
                out += bytes([f.fill & 0xFF]) * f.compute_size(self)
            elif isinstance(f, MCFillFragment):
                out += (f.value & ((1 << (8 * f.value_size)) - 1)).to_bytes(f.value_size, endian) * f.count
        return bytes(out)
