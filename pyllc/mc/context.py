"""What it is (LLVM: include/llvm/MC/MCContext.h, lib/MC/MCContext.cpp): the owner of symbols and sections.

One MCContext per output.  ``get_or_create_symbol`` interns named symbols; ``create_temp_symbol`` makes the
next numbered temporary (``.Ltmp0``, ``.Ltmp1``...); ``get_elf_section`` interns sections by (name, group,
unique id), so asking twice for ``.rodata.cst8`` gives the same section.  ``private_prefix`` is the ELF
private-label prefix ``.L``.

DWARF line tables (:mod:`pyllc.mc.dwarf_line`): ``dwarf_version`` (llvm-mc's default 4; ``.file 0`` raises
it to 5, the AsmPrinter sets the module's), ``compilation_dir``, the per-unit ``line_tables`` and the
current ``.loc`` (``current_dwarf_loc``, ``dwarf_loc_seen``).
"""

from __future__ import annotations

from typing import Any

from pyllc.mc.asm_info import MCAsmInfo
from pyllc.mc.dwarf_line import MCDwarfLineTable, default_compilation_dir
from pyllc.mc.section import GENERIC_SECTION_ID, MCSectionELF
from pyllc.mc.symbol import MCSymbol


class MCContext:
    __slots__ = (
        "symbols",
        "sections",
        "asm_info",
        "private_prefix",
        "private_label_prefix",
        "_temp_counters",
        "_next_id",
        "current_dwarf_loc",
        "dwarf_loc_seen",
        "dwarf_version",
        "dwarf_compile_unit_id",
        "compilation_dir",
        "line_tables",
        "_local_instances",
        "_local_symbols",
    )

    def __init__(self, asm_info: MCAsmInfo | None = None) -> None:
        self.symbols: dict[str, MCSymbol] = {}
        self.sections: dict[tuple[Any, ...], MCSectionELF] = {}
        self.asm_info = asm_info if asm_info is not None else MCAsmInfo()
        self.private_prefix = self.asm_info.private_global_prefix
        self.private_label_prefix = self.asm_info.private_label_prefix
        self._temp_counters: dict[str, int] = {}
        #: ``getCurrentDwarfLoc``: (file, line, column, flags, isa, discriminator) of the last ``.loc``
        #: (is_stmt set at first); ``dwarf_loc_seen`` until an instruction takes it.
        self.current_dwarf_loc: tuple[int, int, int, int, int, int] = (0, 0, 0, 1, 0, 0)
        self.dwarf_loc_seen = False
        self.dwarf_version = 4
        self.dwarf_compile_unit_id = 0
        self.compilation_dir = default_compilation_dir()
        self.line_tables: dict[int, MCDwarfLineTable] = {}
        #: Numeric local labels (``1:``, ``1b``/``1f``): the instances defined so far per label number and
        #: the temporary symbol of each (number, instance), shared by every buffer parsed in this context
        #: (the module's inline asm blocks), as LLVM's ``LocalSymbols``/``Instances``.
        self._local_instances: dict[int, int] = {}
        self._local_symbols: dict[tuple[int, int], MCSymbol] = {}

    def get_or_create_symbol(self, name: str) -> MCSymbol:
        s = self.symbols.get(name)
        if s is None:
            # Temporary (never in the object's symbol table): the private-global prefix only, as LLVM's
            # createSymbol; BPF's ``LBB0_1`` block labels are local symbols of the object.
            s = self.symbols[name] = MCSymbol(name, name.startswith(self.private_prefix))
        return s

    def lookup_symbol(self, name: str) -> MCSymbol | None:
        return self.symbols.get(name)

    def create_temp_symbol(self, base: str = "tmp") -> MCSymbol:
        """The next unused ``.L<base><N>`` symbol."""
        n = self._temp_counters.get(base, 0)
        while True:
            name = f"{self.private_prefix}{base}{n}"
            n += 1
            if name not in self.symbols:
                break
        self._temp_counters[base] = n
        return self.get_or_create_symbol(name)

    def get_line_table(self, cuid: int = 0) -> MCDwarfLineTable:
        """``getMCDwarfLineTable``: the unit's table, made on first use."""
        t = self.line_tables.get(cuid)
        if t is None:
            t = self.line_tables[cuid] = MCDwarfLineTable()
        return t

    def _directional_local_symbol(self, n: int, instance: int) -> MCSymbol:
        key = (n, instance)
        s = self._local_symbols.get(key)
        if s is None:
            s = self._local_symbols[key] = self.create_temp_symbol()
        return s

    def create_directional_local_symbol(self, n: int) -> MCSymbol:
        """The symbol of a new definition of numeric label ``n`` (LLVM ``createDirectionalLocalSymbol``: a
        ``.Ltmp<N>`` temporary)."""
        i = self._local_instances[n] = self._local_instances.get(n, 0) + 1
        return self._directional_local_symbol(n, i)

    def get_directional_local_symbol(self, n: int, before: bool) -> MCSymbol | None:
        """``nb`` (the last definition of ``n``; None when there is none) or ``nf`` (the next one)."""
        i = self._local_instances.get(n, 0)
        if before and i == 0:
            return None
        return self._directional_local_symbol(n, i if before else i + 1)

    def get_elf_section(
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
    ) -> MCSectionELF:
        key = (name, group, unique_id) if linked_to is None else (name, group, unique_id, str(linked_to))
        s = self.sections.get(key)
        if s is None:
            s = self.sections[key] = MCSectionELF(
                name, type_, flags, kind, entry_size, group, is_comdat, unique_id, linked_to
            )
            # The section symbol answers to the section's name (``.long .debug_abbrev``); an undefined
            # symbol of that name becomes it, and the first section of a name wins (getELFSection).
            sym = self.symbols.get(name)
            if sym is None:
                self.symbols[name] = s.get_begin_symbol()
            elif sym.section is None and sym.variable_value is None and not sym.is_common():
                sym.type = "section"
                sym.section = s
                s.begin_symbol = sym
        return s
