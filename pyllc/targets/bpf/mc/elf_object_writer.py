"""What it is (LLVM 14: lib/Target/BPF/MCTargetDesc/BPFELFObjectWriter.cpp): BPF's ELF relocation types.

ELF64, ``EM_BPF``, REL relocations (the addend is in the instruction or data word).  A fixup's type:
``FK_SecRel_8`` (``ld_imm64``) is ``R_BPF_64_64``, ``FK_PCRel_4`` (a call) ``R_BPF_64_32``, ``FK_Data_8``
``R_BPF_64_ABS64``, and ``FK_Data_4`` ``R_BPF_64_ABS32`` -- except ``R_BPF_64_NODYLD32`` for a temporary
label in an executable section or a named symbol in a writable one (the words ``.BTF``/``.BTF.ext`` hold).
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc.elf_object_writer import MCELFObjectTargetWriter
from pyllc.mc.inst import FK_Data_4, FK_Data_8, FK_PCRel_4, FK_SecRel_8
from pyllc.mc.section import SHF_ALLOC, SHF_EXECINSTR, SHF_WRITE
from pyllc.support.diagnostics import UnsupportedError

EM_BPF: Final = 247
R_BPF_NONE: Final = 0
R_BPF_64_64: Final = 1
R_BPF_64_ABS64: Final = 2
R_BPF_64_ABS32: Final = 3
R_BPF_64_NODYLD32: Final = 4
R_BPF_64_32: Final = 10


class BPFELFObjectWriter(MCELFObjectTargetWriter):
    def __init__(self, os_abi: int = 0) -> None:
        super().__init__(True, os_abi, EM_BPF, False)

    def get_reloc_type(self, ctx: Any, target: Any, fixup: Any, is_pcrel: bool) -> int:
        kind = fixup.kind
        if kind == FK_SecRel_8:
            return R_BPF_64_64
        if kind == FK_PCRel_4:
            return R_BPF_64_32
        if kind == FK_Data_8:
            return R_BPF_64_ABS64
        if kind == FK_Data_4:
            a = target.sym_a
            sym = a.symbol if a is not None else None
            if sym is not None and sym.section is not None:
                flags = sym.section.flags
                if sym.is_temporary:
                    if flags & SHF_ALLOC and flags & SHF_EXECINSTR:
                        return R_BPF_64_NODYLD32
                elif flags & SHF_ALLOC and flags & SHF_WRITE:
                    return R_BPF_64_NODYLD32
            return R_BPF_64_ABS32
        raise UnsupportedError(None, f"a BPF relocation for fixup kind {kind}")
