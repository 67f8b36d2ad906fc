"""What it is (LLVM 14: lib/Target/X86/MCTargetDesc/X86ELFObjectWriter.cpp): x86-64's ELF relocation types.

ELF64, ``EM_X86_64``, RELA relocations.  A fixup's kind gives the field (``getType64``: 64, 32, 32S, 16 or 8
bits; ``reloc_branch_4byte_pcrel`` counts as ``@PLT``, ``reloc_signed_4byte`` without a variant as 32S,
``reloc_global_offset_table*`` as ``@GOT`` PC-relative), then the symbol reference's variant picks the type
(``getRelocType64``): none -> ``64``/``PC64``, ``32``/``PC32``, ``32S``, ``16``/``PC16``, ``8``/``PC8``;
``@PLT`` -> ``PLT32``; ``@GOTPCREL`` -> ``GOTPCRELX``/``REX_GOTPCRELX`` for the relaxable loads (``movq``: REX), else
``GOTPCREL``; ``@GOTOFF`` -> ``GOTOFF64``; ``@TPOFF`` -> ``TPOFF32``/``TPOFF64``; ``@DTPOFF`` ->
``DTPOFF32``/``DTPOFF64``; ``@GOTTPOFF``, ``@TLSGD``, ``@TLSLD`` their 32-bit PC-relative types.
Whether the relocation names the symbol or its section is the generic writer's choice (``@GOT*``/``@PLT``
keep the symbol).
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc import expr as E
from pyllc.mc.elf_object_writer import MCELFObjectTargetWriter
from pyllc.mc.inst import (
    FK_NONE,
    FK_Data_1,
    FK_Data_2,
    FK_Data_8,
    FK_PCRel_1,
    FK_PCRel_2,
    FK_PCRel_8,
    FirstLiteralRelocationKind,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.mc import code_emitter as C

EM_X86_64: Final = 62
R_X86_64_NONE: Final = 0
R_X86_64_64: Final = 1
R_X86_64_PC32: Final = 2
R_X86_64_GOT32: Final = 3
R_X86_64_PLT32: Final = 4
R_X86_64_GOTPCREL: Final = 9
R_X86_64_32: Final = 10
R_X86_64_32S: Final = 11
R_X86_64_16: Final = 12
R_X86_64_PC16: Final = 13
R_X86_64_8: Final = 14
R_X86_64_PC8: Final = 15
R_X86_64_DTPOFF64: Final = 17
R_X86_64_TPOFF64: Final = 18
R_X86_64_TLSGD: Final = 19
R_X86_64_TLSLD: Final = 20
R_X86_64_DTPOFF32: Final = 21
R_X86_64_GOTTPOFF: Final = 22
R_X86_64_TPOFF32: Final = 23
R_X86_64_PC64: Final = 24
R_X86_64_GOTOFF64: Final = 25
R_X86_64_GOTPC32: Final = 26
R_X86_64_GOT64: Final = 27
R_X86_64_GOTPC64: Final = 29
R_X86_64_GOTPCRELX: Final = 41
R_X86_64_REX_GOTPCRELX: Final = 42

# X86_64RelType
RT64_NONE, RT64_64, RT64_32, RT64_32S, RT64_16, RT64_8 = range(6)

_TYPE64_OF_KIND: Final = {
    FK_NONE: RT64_NONE,
    FK_Data_8: RT64_64,
    FK_PCRel_8: RT64_64,
    FK_Data_2: RT64_16,
    FK_PCRel_2: RT64_16,
    FK_Data_1: RT64_8,
    FK_PCRel_1: RT64_8,
}
_PLAIN: Final = {
    RT64_64: (R_X86_64_64, R_X86_64_PC64),
    RT64_32: (R_X86_64_32, R_X86_64_PC32),
    RT64_32S: (R_X86_64_32S, R_X86_64_32S),
    RT64_16: (R_X86_64_16, R_X86_64_PC16),
    RT64_8: (R_X86_64_8, R_X86_64_PC8),
}
_PCREL_32_ONLY: Final = {
    E.VK_PLT: R_X86_64_PLT32,
    E.VK_TLSGD: R_X86_64_TLSGD,
    E.VK_GOTTPOFF: R_X86_64_GOTTPOFF,
    E.VK_TLSLD: R_X86_64_TLSLD,
}


#: Every x86-64 ELF relocation by name (LLVM: llvm/BinaryFormat/ELFRelocs/x86_64.def), for ``.reloc``.
ELF_RELOCATION_TYPES: Final = {
    "R_X86_64_NONE": 0,
    "R_X86_64_64": 1,
    "R_X86_64_PC32": 2,
    "R_X86_64_GOT32": 3,
    "R_X86_64_PLT32": 4,
    "R_X86_64_COPY": 5,
    "R_X86_64_GLOB_DAT": 6,
    "R_X86_64_JUMP_SLOT": 7,
    "R_X86_64_RELATIVE": 8,
    "R_X86_64_GOTPCREL": 9,
    "R_X86_64_32": 10,
    "R_X86_64_32S": 11,
    "R_X86_64_16": 12,
    "R_X86_64_PC16": 13,
    "R_X86_64_8": 14,
    "R_X86_64_PC8": 15,
    "R_X86_64_DTPMOD64": 16,
    "R_X86_64_DTPOFF64": 17,
    "R_X86_64_TPOFF64": 18,
    "R_X86_64_TLSGD": 19,
    "R_X86_64_TLSLD": 20,
    "R_X86_64_DTPOFF32": 21,
    "R_X86_64_GOTTPOFF": 22,
    "R_X86_64_TPOFF32": 23,
    "R_X86_64_PC64": 24,
    "R_X86_64_GOTOFF64": 25,
    "R_X86_64_GOTPC32": 26,
    "R_X86_64_GOT64": 27,
    "R_X86_64_GOTPCREL64": 28,
    "R_X86_64_GOTPC64": 29,
    "R_X86_64_GOTPLT64": 30,
    "R_X86_64_PLTOFF64": 31,
    "R_X86_64_SIZE32": 32,
    "R_X86_64_SIZE64": 33,
    "R_X86_64_GOTPC32_TLSDESC": 34,
    "R_X86_64_TLSDESC_CALL": 35,
    "R_X86_64_TLSDESC": 36,
    "R_X86_64_IRELATIVE": 37,
    "R_X86_64_GOTPCRELX": 41,
    "R_X86_64_REX_GOTPCRELX": 42,
}


class X86ELFObjectWriter(MCELFObjectTargetWriter):
    def __init__(self, os_abi: int = 0) -> None:
        super().__init__(True, os_abi, EM_X86_64, True)

    def get_reloc_type(self, ctx: Any, target: Any, fixup: Any, is_pcrel: bool) -> int:
        kind = fixup.kind
        if kind >= FirstLiteralRelocationKind:  # .reloc: the relocation it names
            return kind - FirstLiteralRelocationKind
        a = target.sym_a
        modifier = a.variant if a is not None else E.VK_None
        # getType64
        if kind in (C.reloc_signed_4byte, C.reloc_signed_4byte_relax):
            rt = RT64_32S if modifier == E.VK_None and not is_pcrel else RT64_32
        elif kind == C.reloc_global_offset_table:
            modifier, is_pcrel, rt = E.VK_GOT, True, RT64_32
        elif kind == C.reloc_global_offset_table8:
            modifier, is_pcrel, rt = E.VK_GOT, True, RT64_64
        elif kind == C.reloc_branch_4byte_pcrel:
            modifier, rt = E.VK_PLT, RT64_32
        else:
            rt = _TYPE64_OF_KIND.get(kind, RT64_32)
        # getRelocType64
        if modifier == E.VK_None:
            if rt == RT64_NONE:
                return R_X86_64_NONE
            return _PLAIN[rt][is_pcrel]
        if modifier == E.VK_GOT:
            if rt == RT64_64:
                return R_X86_64_GOTPC64 if is_pcrel else R_X86_64_GOT64
            if rt == RT64_32:
                return R_X86_64_GOTPC32 if is_pcrel else R_X86_64_GOT32
        elif modifier == E.VK_GOTOFF and rt == RT64_64 and not is_pcrel:
            return R_X86_64_GOTOFF64
        elif modifier == E.VK_TPOFF and not is_pcrel and rt in (RT64_64, RT64_32, RT64_32S):
            return R_X86_64_TPOFF64 if rt == RT64_64 else R_X86_64_TPOFF32
        elif modifier == E.VK_DTPOFF and not is_pcrel and rt in (RT64_64, RT64_32, RT64_32S):
            return R_X86_64_DTPOFF64 if rt == RT64_64 else R_X86_64_DTPOFF32
        elif modifier in _PCREL_32_ONLY and rt in (RT64_32, RT64_32S):
            return _PCREL_32_ONLY[modifier]
        elif modifier == E.VK_GOTPCREL and rt in (RT64_32, RT64_32S):
            if kind == C.reloc_riprel_4byte_relax:
                return R_X86_64_GOTPCRELX
            if kind in (C.reloc_riprel_4byte_relax_rex, C.reloc_riprel_4byte_movq_load):
                return R_X86_64_REX_GOTPCRELX
            return R_X86_64_GOTPCREL
        raise UnsupportedError(
            None,
            f"an x86-64 relocation for fixup {C.fixup_kind_name(kind)} with variant @{modifier or 'none'}",
        )
