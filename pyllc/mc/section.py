"""What it is (LLVM: include/llvm/MC/SectionKind.h, MCSection.h, MCSectionELF.h, lib/MC/MCSectionELF.cpp).

:class:`SectionKind` classifies what a global holds (code, read-only data, mergeable constants or strings,
BSS, thread-local data...); object-file lowering maps a kind to a section.  :class:`MCSectionELF` is one ELF
section: name, ``SHT_*`` type, ``SHF_*`` flags, entry size (mergeable sections), COMDAT group, unique id
(two sections of one name) and linked-to symbol (``SHF_LINK_ORDER``).

``switch_directive`` writes the directive that selects the section, as MCSectionELF::printSwitchToSection
does: ``.text``, ``.data`` and ``.bss`` alone; otherwise ``.section name,"flags",@type[,entsize][,group,comdat]
[,linked][,unique,N]`` with the flag letters in LLVM's order (``a e x G w M S T o R``) and the name quoted
when it contains characters other than letters, digits, ``_`` and ``.``.
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc.symbol import MCSymbol


class SectionKind:
    """The section kinds (LLVM SectionKind::Kind), as ints, with the predicates LLVM defines on them."""

    Metadata: Final = 0
    Text: Final = 1
    ExecuteOnly: Final = 2
    ReadOnly: Final = 3
    Mergeable1ByteCString: Final = 4
    Mergeable2ByteCString: Final = 5
    Mergeable4ByteCString: Final = 6
    MergeableConst4: Final = 7
    MergeableConst8: Final = 8
    MergeableConst16: Final = 9
    MergeableConst32: Final = 10
    ThreadBSS: Final = 11
    ThreadData: Final = 12
    ThreadBSSLocal: Final = 13
    BSS: Final = 14
    BSSLocal: Final = 15
    BSSExtern: Final = 16
    Common: Final = 17
    Data: Final = 18
    ReadOnlyWithRel: Final = 19

    @staticmethod
    def is_text(k: int) -> bool:
        return k in (1, 2)

    @staticmethod
    def is_read_only(k: int) -> bool:
        return 3 <= k <= 10

    @staticmethod
    def is_mergeable_cstring(k: int) -> bool:
        return 4 <= k <= 6

    @staticmethod
    def is_mergeable_const(k: int) -> bool:
        return 7 <= k <= 10

    @staticmethod
    def is_thread_local(k: int) -> bool:
        return 11 <= k <= 13

    @staticmethod
    def is_thread_bss(k: int) -> bool:
        return k in (11, 13)

    @staticmethod
    def is_bss(k: int) -> bool:
        return 14 <= k <= 16

    @staticmethod
    def is_writeable(k: int) -> bool:
        return 11 <= k <= 19


# ELF section types and flags (include/llvm/BinaryFormat/ELF.h).
SHT_PROGBITS: Final = 1
SHT_NOTE: Final = 7
SHT_NOBITS: Final = 8
SHT_INIT_ARRAY: Final = 14
SHT_FINI_ARRAY: Final = 15
SHT_PREINIT_ARRAY: Final = 16

SHF_WRITE: Final = 0x1
SHF_ALLOC: Final = 0x2
SHF_EXECINSTR: Final = 0x4
SHF_MERGE: Final = 0x10
SHF_STRINGS: Final = 0x20
SHF_LINK_ORDER: Final = 0x80
SHF_GROUP: Final = 0x200
SHF_TLS: Final = 0x400
SHF_EXCLUDE: Final = 0x80000000
SHF_GNU_RETAIN: Final = 0x200000

GENERIC_SECTION_ID: Final = 0xFFFFFFFF

_TYPE_NAMES: Final = {
    SHT_PROGBITS: "progbits",
    SHT_NOBITS: "nobits",
    SHT_NOTE: "note",
    SHT_INIT_ARRAY: "init_array",
    SHT_FINI_ARRAY: "fini_array",
    SHT_PREINIT_ARRAY: "preinit_array",
}
_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")


def section_name_text(name: str) -> str:
    if name and all(c in _PLAIN for c in name):
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


class MCSectionELF:
    """One ELF section (see the module docstring).  ``kind`` is the SectionKind it was made for."""

    __slots__ = (
        "name",
        "type",
        "flags",
        "entry_size",
        "group",
        "is_comdat",
        "unique_id",
        "linked_to",
        "kind",
        "begin_symbol",
        "fragments",
        "alignment",
    )

    def __init__(
        self,
        name: str,
        type_: int,
        flags: int,
        kind: int,
        entry_size: int = 0,
        group: str = "",
        is_comdat: bool = False,
        unique_id: int = GENERIC_SECTION_ID,
        linked_to: Any = None,
    ) -> None:
        self.name = name
        self.type = type_
        self.flags = flags
        self.kind = kind
        self.entry_size = entry_size
        self.group = group
        self.is_comdat = is_comdat
        self.unique_id = unique_id
        self.linked_to = linked_to
        self.begin_symbol: Any = None
        #: Object emission: the assembler's fragments (None until the section is registered), and the
        #: largest alignment asked of the section.
        self.fragments: Any = None
        self.alignment = 1

    def is_text(self) -> bool:
        return self.flags & SHF_EXECINSTR != 0

    def get_begin_symbol(self) -> MCSymbol:
        """The section's begin symbol (LLVM ``getBeginSymbol``), made on first use: the ELF section symbol,
        named as the section, that ``SHF_LINK_ORDER`` sections link to and relocations may be against."""
        sym = self.begin_symbol
        if sym is None:
            sym = self.begin_symbol = MCSymbol(self.name)
            sym.type = "section"
            sym.section = self
        return sym

    def switch_directive(self, bss_directive: bool = False) -> str:
        """The line selecting this section (with its newline); ``bss_directive``: the dialect writes
        ``.section .bss`` in full (MCAsmInfo ``UsesELFSectionDirectiveForBSS``)."""
        name = self.name
        short = (".text", ".data") if bss_directive else (".text", ".data", ".bss")
        if name in short and self.unique_id == GENERIC_SECTION_ID and not self.group:
            return "\t" + name + "\n"
        f = self.flags
        flags = ""
        if f & SHF_ALLOC:
            flags += "a"
        if f & SHF_EXCLUDE:
            flags += "e"
        if f & SHF_EXECINSTR:
            flags += "x"
        if f & SHF_GROUP:
            flags += "G"
        if f & SHF_WRITE:
            flags += "w"
        if f & SHF_MERGE:
            flags += "M"
        if f & SHF_STRINGS:
            flags += "S"
        if f & SHF_TLS:
            flags += "T"
        if f & SHF_LINK_ORDER:
            flags += "o"
        if f & SHF_GNU_RETAIN:
            flags += "R"
        out = f'\t.section\t{section_name_text(name)},"{flags}"'
        tname = _TYPE_NAMES.get(self.type)
        out += ",@" + tname if tname is not None else f",@0x{self.type:x}"
        if self.entry_size:
            out += f",{self.entry_size}"
        if f & SHF_GROUP:
            out += "," + section_name_text(self.group)
            if self.is_comdat:
                out += ",comdat"
        if f & SHF_LINK_ORDER:
            out += "," + (str(self.linked_to) if self.linked_to is not None else "0")
        if self.unique_id != GENERIC_SECTION_ID:
            out += f",unique,{self.unique_id}"
        return out + "\n"

    def __repr__(self) -> str:
        return f"<MCSectionELF {self.name}>"
