"""What it is (LLVM: lib/CodeGen/MachineRegisterInfo.cpp, include/llvm/CodeGen/MachineRegisterInfo.h).

MachineRegisterInfo is a function's register bookkeeping:

* per virtual register (indexed by ``index``, the register being ``index | 1 << 31``): its register class id
  (or -1), an optional name (MIR ``%name``), allocation hints (``(type, reg)`` pairs; type 0 = generic);
* def and use lists for every register, virtual *and* physical: an insertion-ordered ``dict`` of operands per
  register (O(1) insertion and removal, deterministic iteration), defs and uses kept apart so that
  ``get_vreg_def`` and ``has_one_use`` are direct;
* the function's live-in registers ``(physreg, vreg or 0)`` in order;
* the reserved-register bitset, frozen once register allocation starts (LLVM ``freezeReservedRegs``).

All register changes go through :meth:`MachineOperand.set_reg`, which calls
:meth:`remove_reg_operand_from_use_list` and :meth:`add_reg_operand_to_use_list`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.machine.operand import MO_Register, VIRTUAL_REG_BIT, MachineOperand, RegState

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

_DEF: Final = RegState.Define
_EMPTY: Final[tuple[MachineOperand, ...]] = ()


class MachineRegisterInfo:
    """Virtual register classes, names, hints; per-register def/use lists; live-ins; reserved registers."""

    __slots__ = (
        "mf",
        "vreg_classes",
        "vreg_names",
        "vreg_hints",
        "_defs",
        "_uses",
        "live_ins",
        "reserved_regs",
        "reserved_frozen",
        "_names_to_vregs",
    )

    def __init__(self, mf: MachineFunction | None = None) -> None:
        self.mf = mf
        #: Register class id per virtual register index (-1: none, e.g. a generic register).
        self.vreg_classes: list[int] = []
        self.vreg_names: list[str] = []
        #: Hints per vreg index: list of (hint type, register); the first is the "simple" hint.
        self.vreg_hints: list[list[tuple[int, int]]] = []
        self._defs: dict[int, dict[MachineOperand, None]] = {}
        self._uses: dict[int, dict[MachineOperand, None]] = {}
        #: Function live-ins: (physical register, virtual register or 0).
        self.live_ins: list[tuple[int, int]] = []
        self.reserved_regs = 0
        self.reserved_frozen = False
        self._names_to_vregs: dict[str, int] = {}

    # ----- virtual registers -----
    def get_num_virt_regs(self) -> int:
        return len(self.vreg_classes)

    def create_virtual_register(self, reg_class: int, name: str = "") -> int:
        """A new virtual register of class ``reg_class`` (LLVM ``createVirtualRegister``)."""
        index = len(self.vreg_classes)
        self.vreg_classes.append(reg_class)
        self.vreg_names.append(name)
        self.vreg_hints.append([])
        if name:
            self._names_to_vregs[name] = index | VIRTUAL_REG_BIT
        return index | VIRTUAL_REG_BIT

    def clone_virtual_register(self, reg: int, name: str = "") -> int:
        return self.create_virtual_register(self.get_reg_class(reg), name)

    def create_incomplete_virtual_register(self, name: str = "") -> int:
        """A virtual register whose class is set later (used by the MIR parser)."""
        return self.create_virtual_register(-1, name)

    def get_reg_class(self, reg: int) -> int:
        return self.vreg_classes[reg & ~VIRTUAL_REG_BIT]

    def get_reg_class_or_null(self, reg: int) -> int | None:
        rc = self.vreg_classes[reg & ~VIRTUAL_REG_BIT]
        return rc if rc >= 0 else None

    def set_reg_class(self, reg: int, reg_class: int) -> None:
        self.vreg_classes[reg & ~VIRTUAL_REG_BIT] = reg_class

    def constrain_reg_class(self, reg: int, reg_class: int, tri: Any, min_num_regs: int = 0) -> int | None:
        """Narrow ``reg``'s class to its common sub-class with ``reg_class`` (LLVM ``constrainRegClass``)."""
        old = self.get_reg_class(reg)
        if old == reg_class:
            return old
        new = tri.get_common_sub_class(old, reg_class)
        if new is None or (min_num_regs and tri.get_num_regs_in_class(new) < min_num_regs):
            return None
        if new != old:
            self.set_reg_class(reg, new)
        return new

    def get_vreg_name(self, reg: int) -> str:
        idx = reg & ~VIRTUAL_REG_BIT
        return self.vreg_names[idx] if idx < len(self.vreg_names) else ""

    def set_vreg_name(self, reg: int, name: str) -> None:
        self.vreg_names[reg & ~VIRTUAL_REG_BIT] = name
        if name:
            self._names_to_vregs[name] = reg

    def get_vreg_by_name(self, name: str) -> int:
        return self._names_to_vregs.get(name, 0)

    # ----- hints -----
    def set_reg_alloc_hint(self, reg: int, hint_type: int, hint_reg: int) -> None:
        hints = self.vreg_hints[reg & ~VIRTUAL_REG_BIT]
        if hints:
            hints[0] = (hint_type, hint_reg)
        else:
            hints.append((hint_type, hint_reg))

    def set_simple_hint(self, reg: int, hint_reg: int) -> None:
        self.set_reg_alloc_hint(reg, 0, hint_reg)

    def add_reg_alloc_hint(self, reg: int, hint_reg: int) -> None:
        self.vreg_hints[reg & ~VIRTUAL_REG_BIT].append((0, hint_reg))

    def get_reg_alloc_hint(self, reg: int) -> tuple[int, int]:
        hints = self.vreg_hints[reg & ~VIRTUAL_REG_BIT]
        return hints[0] if hints else (0, 0)

    def get_simple_hint(self, reg: int) -> int:
        t, r = self.get_reg_alloc_hint(reg)
        return r if t == 0 else 0

    def get_reg_alloc_hints(self, reg: int) -> list[tuple[int, int]]:
        return list(self.vreg_hints[reg & ~VIRTUAL_REG_BIT])

    # ----- use lists -----
    def add_reg_operand_to_use_list(self, op: MachineOperand) -> None:
        table = self._defs if op.flags & _DEF else self._uses
        reg: int = op.contents
        d = table.get(reg)
        if d is None:
            d = table[reg] = {}
        d[op] = None

    def remove_reg_operand_from_use_list(self, op: MachineOperand) -> None:
        table = self._defs if op.flags & _DEF else self._uses
        d = table.get(op.contents)
        if d is not None:
            d.pop(op, None)

    def add_reg_operands_to_use_lists(self, mi: MachineInstr) -> None:
        for op in mi.operands:
            if op.kind == MO_Register:
                self.add_reg_operand_to_use_list(op)

    def remove_reg_operands_from_use_lists(self, mi: MachineInstr) -> None:
        for op in mi.operands:
            if op.kind == MO_Register:
                self.remove_reg_operand_from_use_list(op)

    def reg_defs(self, reg: int) -> tuple[MachineOperand, ...] | list[MachineOperand]:
        """Def operands of ``reg`` in insertion order (LLVM ``def_operands``)."""
        d = self._defs.get(reg)
        return list(d) if d else _EMPTY

    def reg_uses(self, reg: int) -> tuple[MachineOperand, ...] | list[MachineOperand]:
        """Use operands of ``reg`` (LLVM ``use_operands``)."""
        d = self._uses.get(reg)
        return list(d) if d else _EMPTY

    def reg_operands(self, reg: int) -> list[MachineOperand]:
        """Defs then uses of ``reg`` (LLVM ``reg_operands``)."""
        return list(self.reg_defs(reg)) + list(self.reg_uses(reg))

    def def_empty(self, reg: int) -> bool:
        return not self._defs.get(reg)

    def use_empty(self, reg: int) -> bool:
        return not self._uses.get(reg)

    def reg_nodbg_empty(self, reg: int) -> bool:
        return self.def_empty(reg) and not any(not o.is_debug() for o in self._uses.get(reg, ()))

    def has_one_def(self, reg: int) -> bool:
        d = self._defs.get(reg)
        return d is not None and len(d) == 1

    def has_one_use(self, reg: int) -> bool:
        d = self._uses.get(reg)
        return d is not None and len(d) == 1

    def has_one_non_dbg_use(self, reg: int) -> bool:
        d = self._uses.get(reg)
        if not d:
            return False
        return sum(1 for o in d if not o.is_debug()) == 1

    def use_nodbg_operands(self, reg: int) -> list[MachineOperand]:
        return [o for o in self._uses.get(reg, ()) if not o.is_debug()]

    def get_vreg_def(self, reg: int) -> MachineInstr | None:
        """The unique defining instruction of an SSA virtual register (LLVM ``getVRegDef``)."""
        d = self._defs.get(reg)
        if not d:
            return None
        for op in d:
            return op.parent
        return None

    def get_unique_vreg_def(self, reg: int) -> MachineInstr | None:
        d = self._defs.get(reg)
        if not d:
            return None
        instrs = {id(op.parent): op.parent for op in d}
        if len(instrs) != 1:
            return None
        return next(iter(instrs.values()))

    def replace_reg_with(self, from_reg: int, to_reg: int) -> None:
        """Replace every operand of ``from_reg`` by ``to_reg`` (LLVM ``replaceRegWith``)."""
        for op in self.reg_operands(from_reg):
            op.set_reg(to_reg)

    def clear_kill_flags(self, reg: int) -> None:
        for op in self.reg_uses(reg):
            op.flags &= ~RegState.Kill

    def is_phys_reg_used(self, reg: int, tri: Any = None) -> bool:
        regs = (reg,) if tri is None else tri.get_aliases(reg, include_self=True)
        return any(self._defs.get(r) or self._uses.get(r) for r in regs)

    # ----- live-ins -----
    def add_live_in(self, phys: int, vreg: int = 0) -> None:
        self.live_ins.append((phys, vreg))

    def livein_empty(self) -> bool:
        return not self.live_ins

    def is_live_in(self, reg: int) -> bool:
        return any(p == reg or v == reg for p, v in self.live_ins)

    def get_live_in_virt_reg(self, phys: int) -> int:
        for p, v in self.live_ins:
            if p == phys:
                return v
        return 0

    def get_live_in_phys_reg(self, vreg: int) -> int:
        for p, v in self.live_ins:
            if v == vreg:
                return p
        return 0

    # ----- reserved registers and properties -----
    def freeze_reserved_regs(self, reserved: int) -> None:
        self.reserved_regs = reserved
        self.reserved_frozen = True

    def is_reserved(self, reg: int) -> bool:
        return (self.reserved_regs >> reg) & 1 != 0

    def tracks_liveness(self) -> bool:
        mf = self.mf
        return mf is not None and mf.properties.tracks_liveness()

    def is_ssa(self) -> bool:
        mf = self.mf
        return mf is not None and mf.properties.is_ssa()

    def leave_ssa(self) -> None:
        if self.mf is not None:
            self.mf.properties.reset(0)
