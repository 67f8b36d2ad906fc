"""What it is (LLVM: lib/CodeGen/LiveVariables.cpp, and MachineInstr's addRegisterKilled/Dead/Defined)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.operand import MO_Register, MachineOperand, RegState, VIRTUAL_REG_BIT

if TYPE_CHECKING:
    from pyllc.codegen.machine.instr import MachineInstr

_DEF = RegState.Define
_KILL = RegState.Kill
_DEAD = RegState.Dead
_UNDEF = RegState.Undef
_IMP = RegState.Implicit


def _has_aliases(reg: int, tri: Any) -> bool:
    u = tri.tables.reg_units
    return any(u[r] & u[reg] for r in range(1, tri.num_regs) if r != reg)


def add_register_killed(mi: MachineInstr, reg: int, tri: Any, add_if_not_found: bool = False) -> bool:
    """Mark a use of ``reg`` killed (LLVM ``MachineInstr::addRegisterKilled``): kills of its sub-registers are
    dropped (implicit ones removed), a killed super-register makes it a no-op, and with ``add_if_not_found``
    an ``implicit killed`` operand is added when no operand names ``reg``."""
    is_phys = 0 < reg and not reg & VIRTUAL_REG_BIT
    has_aliases = is_phys and _has_aliases(reg, tri)
    found = False
    dead_ops: list[int] = []
    ops = mi.operands
    for i, mo in enumerate(ops):
        if mo.kind != MO_Register or mo.flags & _DEF or mo.flags & _UNDEF or mo.flags & RegState.Debug:
            continue
        r = mo.contents
        if not r:
            continue
        if r == reg:
            if not found:
                if mo.flags & _KILL:
                    return True
                if is_phys and mo.tied_to:
                    return True
                mo.flags |= _KILL
                found = True
        elif has_aliases and mo.flags & _KILL and not r & VIRTUAL_REG_BIT:
            if tri.is_super_register(reg, r):
                return True
            if tri.is_sub_register(reg, r):
                dead_ops.append(i)
    while dead_ops:
        idx = dead_ops.pop()
        if ops[idx].flags & _IMP:
            mi.remove_operand(idx)
        else:
            ops[idx].flags &= ~_KILL
    if not found and add_if_not_found:
        mi.add_operand(MachineOperand.create_reg(reg, is_imp=True, is_kill=True))
        return True
    return found


def add_register_dead(mi: MachineInstr, reg: int, tri: Any, add_if_not_found: bool = False) -> bool:
    """Mark a def of ``reg`` dead (LLVM ``MachineInstr::addRegisterDead``)."""
    is_phys = 0 < reg and not reg & VIRTUAL_REG_BIT
    has_aliases = is_phys and _has_aliases(reg, tri)
    found = False
    dead_ops: list[int] = []
    ops = mi.operands
    for i, mo in enumerate(ops):
        if mo.kind != MO_Register or not mo.flags & _DEF:
            continue
        r = mo.contents
        if not r:
            continue
        if r == reg:
            mo.flags |= _DEAD
            found = True
        elif has_aliases and mo.flags & _DEAD and not r & VIRTUAL_REG_BIT:
            if tri.is_super_register(reg, r):
                return True
            if tri.is_sub_register(reg, r):
                dead_ops.append(i)
    while dead_ops:
        idx = dead_ops.pop()
        if ops[idx].flags & _IMP:
            mi.remove_operand(idx)
        else:
            ops[idx].flags &= ~_DEAD
    if found or not add_if_not_found:
        return found
    mi.add_operand(MachineOperand.create_reg(reg, is_def=True, is_imp=True, is_dead=True))
    return True


def add_register_defined(mi: MachineInstr, reg: int, tri: Any) -> None:
    """Add ``implicit-def reg`` unless a def of it (or of a super-register) is there (LLVM
    ``MachineInstr::addRegisterDefined``)."""
    if 0 < reg and not reg & VIRTUAL_REG_BIT:
        for mo in mi.operands:
            if mo.kind == MO_Register and mo.flags & _DEF:
                r = mo.contents
                if r == reg or (r and not r & VIRTUAL_REG_BIT and tri.is_sub_register(r, reg)):
                    return
    else:
        for mo in mi.operands:
            if mo.kind == MO_Register and mo.contents == reg and mo.flags & _DEF and not mo.sub_reg:
                return
    mi.add_operand(MachineOperand.create_reg(reg, is_def=True, is_imp=True))


@dataclass(frozen=True, slots=True)
class LiveVariables:
    name: ClassVar[str] = "livevars"
    description: ClassVar[str] = "Live Variable Analysis"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: Any, am: Any) -> Any:
        raise NotImplementedError
