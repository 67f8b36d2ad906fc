"""Physical-register information (LLVM: include/llvm/MC/MCRegisterInfo.h).

What it is: queries over a target's generated ``gen/register_info`` tuples -- names, encodings, DWARF
numbers, sub-/super-registers with their indices, register units, and register-class membership.

* Overlap is register-unit intersection: ``REG_UNITS[a] & REG_UNITS[b]`` (int bitsets), O(1).
* ``get_sub_reg(reg, idx)`` scans the register's (index, sub) closure, at most a dozen entries in practice.
* Class membership is a bit test on the class's member bitset.
Register 0 is "no register"; virtual registers (``index | 1 << 31``) are not physical and are rejected by
callers before they get here.
"""

from __future__ import annotations

from types import ModuleType


class MCRegisterInfo:
    """Register-file queries for one target (LLVM: ``MCRegisterInfo``)."""

    __slots__ = (
        "t",
        "num_regs",
        "names",
        "asm_names",
        "encodings",
        "dwarf",
        "sub_regs",
        "super_regs",
        "units",
        "class_members",
        "class_bitsets",
        "class_names",
        "_class_by_name",
        "_reg_by_name",
    )

    def __init__(self, tables: ModuleType) -> None:
        self.t = tables
        self.num_regs: int = tables.NUM_REGS
        self.names: tuple[str, ...] = tables.REGISTER_NAMES
        self.asm_names: tuple[str, ...] = tables.ASM_NAMES
        self.encodings: tuple[int, ...] = tables.HW_ENCODING
        self.dwarf: tuple[int, ...] = tables.DWARF_NUMBERS
        self.sub_regs: tuple[tuple[tuple[int, int], ...], ...] = tables.SUB_REGS
        self.super_regs: tuple[tuple[int, ...], ...] = tables.SUPER_REGS
        self.units: tuple[int, ...] = tables.REG_UNITS
        self.class_members: tuple[tuple[int, ...], ...] = tables.REG_CLASS_MEMBERS
        self.class_bitsets: tuple[int, ...] = tables.REG_CLASS_BITSETS
        self.class_names: tuple[str, ...] = tables.REG_CLASS_NAMES
        self._class_by_name: dict[str, int] | None = None
        self._reg_by_name: dict[str, int] | None = None

    # ---- names and numbers ----
    def get_name(self, reg: int) -> str:
        return self.names[reg]

    def get_asm_name(self, reg: int) -> str:
        return self.asm_names[reg]

    def get_encoding_value(self, reg: int) -> int:
        return self.encodings[reg]

    def get_dwarf_reg_num(self, reg: int) -> int:
        return self.dwarf[reg]

    def find_register(self, name: str) -> int:
        """Register number for an LLVM name or a lower-case MIR/asm name (``EAX``, ``eax``); 0 if unknown."""
        if self._reg_by_name is None:
            d: dict[str, int] = {}
            for i, n in enumerate(self.names):
                if i:
                    d[n] = i
                    d.setdefault(n.lower(), i)
            self._reg_by_name = d
        return self._reg_by_name.get(name, 0)

    # ---- sub- and super-registers ----
    def get_sub_reg(self, reg: int, idx: int) -> int:
        """The sub-register of ``reg`` at index ``idx``, or 0."""
        for i, s in self.sub_regs[reg]:
            if i == idx:
                return s
        return 0

    def get_sub_reg_index(self, reg: int, sub: int) -> int:
        """The index selecting ``sub`` inside ``reg``, or 0."""
        for i, s in self.sub_regs[reg]:
            if s == sub:
                return i
        return 0

    def is_sub_register(self, reg_a: int, reg_b: int) -> bool:
        """True if ``reg_a`` is a (strict) sub-register of ``reg_b``."""
        for _, s in self.sub_regs[reg_b]:
            if s == reg_a:
                return True
        return False

    def is_super_register(self, reg_a: int, reg_b: int) -> bool:
        return reg_a in self.super_regs[reg_b]

    def is_sub_register_eq(self, reg_a: int, reg_b: int) -> bool:
        return reg_a == reg_b or self.is_sub_register(reg_a, reg_b)

    def sub_registers(self, reg: int) -> tuple[int, ...]:
        return tuple(s for _, s in self.sub_regs[reg])

    def super_registers(self, reg: int) -> tuple[int, ...]:
        return self.super_regs[reg]

    def get_matching_super_reg(self, reg: int, idx: int, rc: int) -> int:
        """The super-register of ``reg`` in class ``rc`` whose sub-register ``idx`` is ``reg``, or 0."""
        bits = self.class_bitsets[rc]
        for sup in self.super_regs[reg]:
            if bits >> sup & 1 and self.get_sub_reg(sup, idx) == reg:
                return sup
        return 0

    # ---- units and overlap ----
    def reg_units(self, reg: int) -> int:
        return self.units[reg]

    def regs_overlap(self, reg_a: int, reg_b: int) -> bool:
        return reg_a == reg_b or bool(self.units[reg_a] & self.units[reg_b])

    # ---- classes ----
    def class_id(self, name: str) -> int:
        """Class id for an LLVM class name or its MIR lower-case spelling (upper or lower case); -1 if none."""
        if self._class_by_name is None:
            d: dict[str, int] = {}
            for i, n in enumerate(self.class_names):
                d[n] = i
                d.setdefault(n.lower(), i)
            self._class_by_name = d
        return self._class_by_name.get(name, -1)

    def class_contains(self, rc: int, reg: int) -> bool:
        return bool(self.class_bitsets[rc] >> reg & 1)

    def class_members_of(self, rc: int) -> tuple[int, ...]:
        return self.class_members[rc]
