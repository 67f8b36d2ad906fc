"""What it is (LLVM: lib/CodeGen/TargetRegisterInfo.cpp, include/llvm/CodeGen/TargetRegisterInfo.h).

TargetRegisterInfo describes a target's register file to code generation: register names, sub-register
indices and the sub/super-register relation, register units (two registers overlap exactly when they share a
unit), register classes (members as an int bitset, allocation order, spill size and alignment, value types),
callee-saved register lists and call-preserved register masks (``CSR_64``; MIR writes them lower-case), plus
the hooks a target overrides: :meth:`get_reserved_regs`, :meth:`get_frame_register`,
:meth:`eliminate_frame_index`.

The tables come from the target's generated ``gen/register_info.py``; they are handed over as a
:class:`RegisterTables` record so this class never depends on one target.  All queries are int operations on
those tuples: ``regs_overlap`` is ``units[a] & units[b] != 0``; class membership is a bit test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


@dataclass(frozen=True, slots=True)
class RegisterTables:
    """The generated register description of a target (index 0 of per-register tuples = no register)."""

    #: Register names in LLVM's spelling (``EAX``); index 0 is ``NoRegister``.
    names: tuple[str, ...]
    #: Sub-register index names (``sub_8bit``...); index 0 is unused.
    sub_reg_index_names: tuple[str, ...]
    #: Per register: ((sub-register index, sub-register), ...).
    sub_regs: tuple[tuple[tuple[int, int], ...], ...]
    #: Per register: register units as an int bitset.
    reg_units: tuple[int, ...]
    #: Register class names in LLVM's spelling (as the description names them), indexed by class id.
    class_names: tuple[str, ...]
    #: Per class: members as an int bitset over register numbers.
    class_members: tuple[int, ...]
    #: Per class: allocation order.
    class_orders: tuple[tuple[int, ...], ...]
    #: Per class: spill size and alignment in bytes.
    class_spill_sizes: tuple[int, ...]
    class_spill_aligns: tuple[int, ...]
    #: Per class: value types (MVT names).
    class_value_types: tuple[tuple[str, ...], ...] = ()
    #: Callee-saved register lists by name (``CSR_64`` → (RBX, R12...)).
    callee_saved: dict[str, tuple[int, ...]] = field(default_factory=dict[str, tuple[int, ...]])
    #: Register masks by name (preserved registers as an int bitset).
    reg_masks: dict[str, int] = field(default_factory=dict[str, int])
    #: Per class: does allocation consider it (``isAllocatable``).
    class_allocatable: tuple[bool, ...] = ()
    #: Per register: LLVM's ``CostPerUse`` (extra cost of an instruction using it; index 0 = no register).
    cost_per_use: tuple[int, ...] = ()
    #: Per class: alternative allocation orders (LLVM ``AltOrders``), chosen by ``get_alt_order_select``.
    class_alt_orders: tuple[tuple[tuple[int, ...], ...], ...] = ()
    #: Per class: LLVM's ``CopyCost`` (negative: copying is impossible or very expensive).
    class_copy_costs: tuple[int, ...] = ()
    #: Per register: its DWARF number (``DwarfRegNum``; -1 where the description gives none).
    dwarf_numbers: tuple[int, ...] = ()
    #: Classes ``0..num_searched_classes-1`` are the ones the class-algebra queries answer with; the rest
    #: (TableGen's inferred classes and described classes codegen does not choose yet) are known by name and
    #: membership.  0: all classes.
    num_searched_classes: int = 0

    @staticmethod
    def from_generated(gen: Any) -> RegisterTables:
        """The tables of a generated ``targets/<t>/gen/register_info.py`` module."""
        names: tuple[str, ...] = gen.CALLEE_SAVED_NAMES
        return RegisterTables(
            names=gen.REGISTER_NAMES,
            sub_reg_index_names=gen.SUB_REG_INDEX_NAMES,
            sub_regs=gen.SUB_REGS,
            reg_units=gen.REG_UNITS,
            class_names=gen.REG_CLASS_NAMES,
            class_members=gen.REG_CLASS_BITSETS,
            class_orders=gen.REG_CLASS_MEMBERS,
            class_spill_sizes=gen.REG_CLASS_SPILL_SIZE,
            class_spill_aligns=gen.REG_CLASS_SPILL_ALIGNMENT,
            class_value_types=gen.REG_CLASS_VALUE_TYPES,
            callee_saved={n: getattr(gen, n + "_SaveList") for n in names},
            reg_masks={n: getattr(gen, n + "_RegMask") for n in names},
            class_allocatable=tuple(bool(a) for a in gen.REG_CLASS_ALLOCATABLE),
            cost_per_use=gen.COST_PER_USE,
            class_alt_orders=gen.REG_CLASS_ALT_ORDERS,
            class_copy_costs=gen.REG_CLASS_COPY_COST,
            dwarf_numbers=gen.DWARF_NUMBERS,
            num_searched_classes=gen.NUM_SEARCHED_REG_CLASSES,
        )


class TargetRegisterInfo:
    """Register-file queries over :class:`RegisterTables` plus target hooks."""

    def __init__(self, tables: RegisterTables) -> None:
        self.tables = tables
        self.num_regs = len(tables.names)
        self._name_to_reg = {n.lower(): i for i, n in enumerate(tables.names) if i}
        self._class_by_name = {n.lower(): i for i, n in enumerate(tables.class_names)}
        self._sub_index_by_name = {n: i for i, n in enumerate(tables.sub_reg_index_names) if i}
        self._sub_reg_map: list[dict[int, int]] = [dict(subs) for subs in tables.sub_regs]
        self._all_subs: list[tuple[int, ...]] = [
            tuple(sorted({r for _, r in subs})) for subs in tables.sub_regs
        ]
        supers: list[list[int]] = [[] for _ in range(self.num_regs)]
        for r, subs in enumerate(tables.sub_regs):
            for _, s in subs:
                if r not in supers[s]:
                    supers[s].append(r)
        self._supers: list[tuple[int, ...]] = [tuple(sorted(s)) for s in supers]
        self._mask_names = list(tables.reg_masks.items())

    # ----- names -----
    def get_name(self, reg: int) -> str:
        """LLVM's name of register ``reg`` (``getName``)."""
        return self.tables.names[reg]

    def get_dwarf_reg_num(self, reg: int) -> int:
        """``getDwarfRegNum(reg, isEH=true)``: the DWARF number of ``reg`` (-1 where it has none)."""
        return self.tables.dwarf_numbers[reg]

    def get_ra_register(self) -> int:
        """``MCRegisterInfo::getRARegister``: the register whose DWARF column holds the return address in
        call-frame information (the ``RAReg`` a target passes to ``InitMCRegisterInfo``)."""
        from pyllc.support.diagnostics import UnsupportedError

        raise UnsupportedError(None, f"{type(self).__name__} does not name its return-address register")

    def get_reg_by_name(self, name: str) -> int:
        """The register named ``name`` (case-insensitive, no ``$``), or 0."""
        return self._name_to_reg.get(name.lower(), 0)

    def get_sub_reg_index_name(self, idx: int) -> str:
        """``getSubRegIndexName``."""
        return self.tables.sub_reg_index_names[idx]

    def get_sub_reg_index_by_name(self, name: str) -> int:
        """Sub-register index named ``name``, or 0."""
        return self._sub_index_by_name.get(name, 0)

    def get_num_sub_reg_indices(self) -> int:
        """``getNumSubRegIndices`` (index 0 included)."""
        return len(self.tables.sub_reg_index_names)

    def get_reg_class_name(self, rc: int) -> str:
        """``getRegClassName``."""
        return self.tables.class_names[rc]

    def get_reg_class_by_name(self, name: str) -> int:
        """Class id for a (case-insensitive) class name, or -1."""
        return self._class_by_name.get(name.lower(), -1)

    def get_num_reg_classes(self) -> int:
        """``getNumRegClasses``."""
        return len(self.tables.class_names)

    def reg_class_candidates(self, *rcs: int) -> range:
        """The class ids a class-algebra query (getCommonSubClass, getSubClassWithSubReg...) picks from for
        the classes ``rcs``: the searched classes, or every class once one of ``rcs`` is beyond them (a class
        named by MIR input)."""
        n = self.tables.num_searched_classes
        total = len(self.tables.class_names)
        if not n or any(rc >= n for rc in rcs):
            return range(total)
        return range(n)

    def get_copy_cost(self, rc: int) -> int:
        """``TargetRegisterClass::getCopyCost``: the class's ``CopyCost`` (1 when the tables have none)."""
        costs = self.tables.class_copy_costs
        return costs[rc] if rc < len(costs) else 1

    # ----- sub/super registers and overlap -----
    def get_sub_reg(self, reg: int, idx: int) -> int:
        """The sub-register of ``reg`` at index ``idx``, or 0 (LLVM ``getSubReg``)."""
        if idx == 0:
            return reg
        return self._sub_reg_map[reg].get(idx, 0)

    def get_sub_regs(self, reg: int) -> tuple[int, ...]:
        """Every sub-register of ``reg`` (``subregs``), sorted."""
        return self._all_subs[reg]

    def get_super_regs(self, reg: int) -> tuple[int, ...]:
        """Every super-register of ``reg`` (``superregs``), sorted."""
        return self._supers[reg]

    def get_sub_reg_index(self, reg: int, sub: int) -> int:
        """``getSubRegIndex``: the index of ``sub`` within ``reg``, or 0."""
        for idx, r in self.tables.sub_regs[reg]:
            if r == sub:
                return idx
        return 0

    def is_sub_register(self, reg: int, sub: int) -> bool:
        """``isSubRegister``: ``sub`` is a proper sub-register of ``reg``."""
        return sub in self._all_subs[reg]

    def is_super_register(self, reg: int, sup: int) -> bool:
        """``isSuperRegister``: ``sup`` is a proper super-register of ``reg``."""
        return reg in self._all_subs[sup]

    def is_sub_register_eq(self, reg: int, sub: int) -> bool:
        """``isSubRegisterEq``."""
        return reg == sub or sub in self._all_subs[reg]

    def regs_overlap(self, a: int, b: int) -> bool:
        """``regsOverlap``: ``a`` and ``b`` share a register unit."""
        if a == b:
            return True
        units = self.tables.reg_units
        return units[a] & units[b] != 0

    def get_aliases(self, reg: int, include_self: bool = True) -> list[int]:
        """Every register sharing a unit with ``reg``, in register order."""
        units = self.tables.reg_units
        u = units[reg]
        return [r for r in range(1, self.num_regs) if (r != reg or include_self) and units[r] & u]

    def get_matching_super_reg(self, reg: int, idx: int, rc: int) -> int:
        """The register of class ``rc`` whose sub-register ``idx`` is ``reg``, or 0."""
        members = self.tables.class_members[rc]
        for sup in self._supers[reg]:
            if (members >> sup) & 1 and self._sub_reg_map[sup].get(idx) == reg:
                return sup
        return 0

    # ----- classes -----
    def class_contains(self, rc: int, reg: int) -> bool:
        """``TargetRegisterClass::contains``."""
        return (self.tables.class_members[rc] >> reg) & 1 != 0

    def get_raw_allocation_order(self, rc: int, mf: MachineFunction | None = None) -> tuple[int, ...]:
        """The class's allocation order for ``mf`` before reserved registers are removed (LLVM
        ``TargetRegisterClass::getRawAllocationOrder``): the generated order, or the alternative order
        :meth:`get_alt_order_select` picks."""
        sel = self.get_alt_order_select(rc, mf)
        if sel:
            return self.tables.class_alt_orders[rc][sel - 1]
        return self.tables.class_orders[rc]

    def get_alt_order_select(self, rc: int, mf: MachineFunction | None) -> int:
        """Which allocation order of class ``rc`` to use: 0 for the class's own, ``k`` for its k-th
        alternative order (LLVM's per-class ``AltOrderSelect``; default 0)."""
        return 0

    def get_register_costs(self) -> tuple[int, ...]:
        """``CostPerUse`` of every register, indexed by register number (LLVM ``getRegisterCosts``); all
        zeros when the description sets none."""
        costs = self.tables.cost_per_use
        return costs if costs else (0,) * self.num_regs

    def get_largest_legal_super_class(self, rc: int, mf: MachineFunction | None) -> int:
        """The largest legal super-class of ``rc`` the register allocator may inflate a virtual register to
        (LLVM ``getLargestLegalSuperClass``; default: ``rc`` itself)."""
        return rc

    def get_num_regs_in_class(self, rc: int) -> int:
        """``getNumRegs`` of class ``rc``."""
        return bin(self.tables.class_members[rc]).count("1")

    def get_spill_size(self, rc: int) -> int:
        """``getSpillSize`` in bytes."""
        return self.tables.class_spill_sizes[rc]

    def get_spill_align(self, rc: int) -> int:
        """``getSpillAlign`` in bytes."""
        return self.tables.class_spill_aligns[rc]

    def get_reg_size_in_bits(self, rc: int) -> int:
        """``getRegSizeInBits`` of class ``rc``."""
        return self.tables.class_spill_sizes[rc] * 8

    def is_allocatable_class(self, rc: int) -> bool:
        """``TargetRegisterClass::isAllocatable``."""
        a = self.tables.class_allocatable
        return a[rc] if rc < len(a) else True

    def has_sub_class_eq(self, rc: int, sub: int) -> bool:
        """True when class ``sub``'s members are all in ``rc``."""
        m = self.tables.class_members
        return m[sub] & ~m[rc] == 0

    def get_common_sub_class(self, a: int, b: int) -> int | None:
        """The largest class contained in both ``a`` and ``b`` (LLVM ``getCommonSubClass``), or None.

        Among classes whose members are a subset of both, the one with the most members wins; ties go to the
        lower class id, which in LLVM's topological order is the larger/earlier class.
        """
        if a == b:
            return a
        m = self.tables.class_members
        sp = self.tables.class_spill_sizes
        # As TableGen's testSubClass: a sub-class has a subset of the members and spill slots at least as
        # large (VR128 is a sub-class of FR64, not the reverse, though both hold XMM0-15).
        if m[a] & ~m[b] == 0 and sp[a] >= sp[b]:
            return a
        if m[b] & ~m[a] == 0 and sp[b] >= sp[a]:
            return b
        both = m[a] & m[b]
        min_spill = max(sp[a], sp[b])
        best: int | None = None
        best_n = 0
        for c in self.reg_class_candidates(a, b):
            cm = m[c]
            if cm and cm & ~both == 0 and sp[c] >= min_spill:
                n = bin(cm).count("1")
                if n > best_n:
                    best, best_n = c, n
        return best

    def get_min_imp_reg_class(self, reg: int) -> int | None:
        """The smallest class containing physical ``reg`` (LLVM ``getMinimalPhysRegClass``)."""
        best: int | None = None
        best_n = 1 << 30
        m = self.tables.class_members
        for c in self.reg_class_candidates():
            cm = m[c]
            if (cm >> reg) & 1:
                n = bin(cm).count("1")
                if n < best_n:
                    best, best_n = c, n
        return best

    get_minimal_phys_reg_class = get_min_imp_reg_class

    # ----- calling convention data -----
    def get_callee_saved_regs(self, mf: MachineFunction) -> tuple[int, ...]:
        """Callee-saved registers for ``mf`` (targets override to choose by calling convention)."""
        raise NotImplementedError

    def get_call_preserved_mask(self, mf: MachineFunction, calling_conv: int) -> int:
        """Registers preserved across a call with ``calling_conv`` as an int bitset (targets override)."""
        raise NotImplementedError

    def get_no_preserved_mask(self) -> int:
        """``getNoPreservedMask``: the mask of a call that preserves nothing (default 0)."""
        return 0

    def get_reg_mask_names(self) -> list[tuple[str, int]]:
        """(name, mask) pairs of the named regmasks in description order."""
        return self._mask_names

    def get_reg_mask_name(self, mask: int) -> str | None:
        """The MIR name (lower-case) of a named regmask with exactly these bits, or None."""
        for name, m in self._mask_names:
            if m == mask:
                return name.lower()
        return None

    def get_reg_mask_by_name(self, name: str) -> int | None:
        """The named regmask ``name`` (case-insensitive), or None."""
        for n, m in self._mask_names:
            if n.lower() == name.lower():
                return m
        return None

    # ----- hooks -----
    def get_reserved_regs(self, mf: MachineFunction) -> int:
        """Registers the allocator must never use, as an int bitset (target hook)."""
        return 0

    def get_frame_register(self, mf: MachineFunction) -> int:
        """The frame pointer register (target hook)."""
        raise NotImplementedError

    def eliminate_frame_index(self, mi: Any, sp_adj: int, fi_operand_num: int, rs: Any = None) -> bool:
        """Replace the frame-index operand of ``mi`` by a register + offset (target hook)."""
        raise NotImplementedError

    def requires_register_scavenging(self, mf: MachineFunction) -> bool:
        """``requiresRegisterScavenging`` (default False)."""
        return False

    def is_constant_phys_reg(self, reg: int) -> bool:
        """``isConstantPhysReg``: ``reg`` always reads the same value (default False)."""
        return False

    def get_pointer_reg_class(self, mf: MachineFunction, kind: int = 0) -> int:
        """``getPointerRegClass``: the class of pointer operands of kind ``kind`` (target hook)."""
        raise NotImplementedError

    def get_cross_copy_reg_class(self, rc: int) -> int:
        """``getCrossCopyRegClass``: the class to copy ``rc`` through (default ``rc``)."""
        return rc

    def should_realign_stack(self, mf: MachineFunction) -> bool:
        """``shouldRealignStack``: ``mf`` wants its stack realigned (default False)."""
        return False

    def can_realign_stack(self, mf: MachineFunction) -> bool:
        """``canRealignStack``: no ``no-realign-stack`` attribute and the frame allows realignment."""
        fn = mf.function
        if fn is not None and fn.attrs.fn.has("no-realign-stack"):
            return False
        return bool(mf.frame_info.stack_realignable)

    def has_stack_realignment(self, mf: MachineFunction) -> bool:
        """``hasStackRealignment``: the stack is realigned (wanted and possible)."""
        return self.should_realign_stack(mf) and self.can_realign_stack(mf)
