"""What it is (LLVM: include/llvm/MC/MCAsmBackend.h, MCFixupKindInfo.h, lib/MC/MCAsmBackend.cpp).

The MCAsmBackend is the target's part of the assembler: what each fixup kind is (:meth:`get_fixup_kind_info`:
name, bit offset and width in the fixup's bytes, PC-relative or not), how a resolved value is written into the
encoded bytes (:meth:`apply_fixup`), which fixups must become relocations even when they resolve
(:meth:`should_force_relocation`), instruction relaxation (:meth:`may_need_relaxation`,
:meth:`fixup_needs_relaxation`, :meth:`relax_instruction`) and the padding of code alignment
(:meth:`write_nop_data`).  The base class implements the target-independent kinds (``FK_Data_*``,
``FK_PCRel_*``, ``FK_SecRel_*``: the value written in the target's byte order), no relaxation and zero
padding; a target overrides what differs.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from pyllc.support.diagnostics import UnsupportedError

from pyllc.mc.inst import (
    FK_NONE,
    FK_PCRel_1,
    FK_PCRel_8,
    GENERIC_FIXUP_KIND_NAMES,
    FirstLiteralRelocationKind,
    FirstTargetFixupKind,
    MCFixup,
)

# MCFixupKindInfo::FixupKindFlags
FKF_IsPCRel: Final = 1
FKF_IsAlignedDownTo32Bits: Final = 2
FKF_IsTarget: Final = 4
FKF_Constant: Final = 8

_GENERIC_SIZES: Final = (0, 8, 16, 32, 64, 8, 16, 32, 64, 8, 16, 32, 64)


class MCFixupKindInfo:
    """``name``, ``target_offset`` and ``target_size`` (bits) of the field, ``flags`` (FKF_*)."""

    __slots__ = ("name", "target_offset", "target_size", "flags")

    def __init__(self, name: str, target_offset: int, target_size: int, flags: int) -> None:
        self.name = name
        self.target_offset = target_offset
        self.target_size = target_size
        self.flags = flags


_GENERIC_INFOS: Final = tuple(
    MCFixupKindInfo(n, 0, sz, FKF_IsPCRel if FK_PCRel_1 <= k <= FK_PCRel_8 else 0)
    for k, (n, sz) in enumerate(zip(GENERIC_FIXUP_KIND_NAMES, _GENERIC_SIZES))
)


class MCAsmBackend:
    """The target-independent behaviour (see the module docstring); ``little_endian`` is the byte order."""

    def __init__(self, little_endian: bool = True) -> None:
        self.little_endian = little_endian

    @property
    def endian(self) -> Literal["little", "big"]:
        return "little" if self.little_endian else "big"

    def get_num_fixup_kinds(self) -> int:
        return 0

    def get_fixup_kind(self, name: str) -> int | None:
        """The fixup kind of a ``.reloc`` relocation name (LLVM ``getFixupKind``): a target maps its ELF
        relocation names to ``FirstLiteralRelocationKind + type``; None: unknown (the default)."""
        return None

    def get_fixup_kind_info(self, kind: int) -> MCFixupKindInfo:
        """The kind's description; a target answers for its kinds from ``FirstTargetFixupKind``.  A
        ``.reloc`` kind writes no bytes (``FK_NONE``)."""
        if kind >= FirstLiteralRelocationKind:
            return _GENERIC_INFOS[FK_NONE]
        if kind >= FirstTargetFixupKind:
            raise ValueError(f"fixup kind {kind} is not described by the target's asm backend")
        return _GENERIC_INFOS[kind]

    def should_force_relocation(self, asm: Any, fixup: MCFixup, target: Any) -> bool:
        """A resolved fixup that must still be a relocation (default: none)."""
        return False

    def apply_fixup(
        self, asm: Any, fixup: MCFixup, target: Any, data: bytearray, value: int, is_resolved: bool
    ) -> None:
        """Write ``value`` into ``data`` (the fragment's bytes) at the fixup (default: the field's bytes in the
        target's byte order, as most targets' ``applyFixup`` do for the generic kinds)."""
        if fixup.kind == FK_NONE or fixup.kind >= FirstLiteralRelocationKind:
            return
        info = self.get_fixup_kind_info(fixup.kind)
        nbytes = (info.target_offset + info.target_size + 7) // 8
        at = fixup.offset
        old = int.from_bytes(data[at : at + nbytes], self.endian)
        mask = ((1 << info.target_size) - 1) << info.target_offset
        new = (old & ~mask) | ((value << info.target_offset) & mask)
        data[at : at + nbytes] = new.to_bytes(nbytes, self.endian)

    # ----- relaxation (LLVM: mayNeedRelaxation / fixupNeedsRelaxation / relaxInstruction) -----
    def may_need_relaxation(self, inst: Any) -> bool:
        """The instruction may need a longer form once the layout is known (default: never)."""
        return False

    def fixup_needs_relaxation(self, fixup: MCFixup, value: int, is_resolved: bool) -> bool:
        """The resolved ``value`` does not fit the fixup's field."""
        return not is_resolved

    def relax_instruction(self, inst: Any) -> Any:
        """The longer form of ``inst`` (only called when :meth:`may_need_relaxation` said so)."""
        raise UnsupportedError(None, "relaxation: the target's asm backend has no longer form")

    def write_nop_data(self, count: int) -> bytes | None:
        """``count`` bytes of padding for code alignment, or None when they cannot be made (default: zeros)."""
        return bytes(count)
