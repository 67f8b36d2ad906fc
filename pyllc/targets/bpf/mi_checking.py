"""What it is (LLVM 14: lib/Target/BPF/BPFMIChecking.cpp, ``BPFMIPreEmitChecking``).

``bpf-mi-pemit-checking``, run before emission, on the allocated code:

* ``XADDW`` (the 32-bit atomic add without ALU32, which returns nothing) whose result is still used is
  refused: ``Invalid usage of the XADD return value`` (llc-14's fatal error, with the source line when the
  instruction has a debug location).
* A fetching ``atomic_fetch_{add,and,or,xor}`` whose old value is dead becomes the form without fetch
  (``XFADDD`` → ``XADDD``, ``XFANDW32`` → ``XANDW32``...), the ``lock *(u64 *)(r1 + 0) += r2`` llc prints.

Liveness is read from the def's dead flag.  A W-register def carries no dead flag when sub-register
liveness is not tracked; llc then looks at the implicit defs of the instruction: a W def is taken as dead
when every super-register of it is defined dead there (``hasLiveDefs``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.support.diagnostics import DiagnosticError, SourceLocation
from pyllc.targets.bpf.gen import instr_info as X
from pyllc.targets.bpf.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

_GPR = R.REG_CLASS_BITSETS[R.GPRRegClassID]

#: The fetching atomics and the forms without fetch they become when their result is dead.
NOFETCH: dict[int, int] = {
    X.XFADDW32: X.XADDW32,
    X.XFADDD: X.XADDD,
    X.XFANDW32: X.XANDW32,
    X.XFANDD: X.XANDD,
    X.XFXORW32: X.XXORW32,
    X.XFXORD: X.XXORD,
    X.XFORW32: X.XORW32,
    X.XFORD: X.XORD,
}

_XADD = frozenset((X.XADDW, X.XADDD, X.XADDW32))


def has_live_defs(mi: MachineInstr, tri: Any) -> bool:
    """``hasLiveDefs``: whether a register ``mi`` defines is live after it."""
    gpr32_live: list[int] = []
    gpr64_dead: list[int] = []
    for mo in mi.operands:
        if not mo.is_reg() or mo.is_use():
            continue
        is_gpr64 = (_GPR >> mo.reg) & 1 != 0
        if not mo.is_dead():
            if is_gpr64:
                return True
            gpr32_live.append(mo.reg)
            continue
        if is_gpr64:
            gpr64_dead.append(mo.reg)
    if not gpr32_live:
        return False
    if not gpr64_dead:
        return True
    return any(sr not in gpr64_dead for reg in gpr32_live for sr in tri.get_super_regs(reg))


@dataclass(frozen=True, slots=True)
class BPFMIPreEmitChecking:
    """``bpf-mi-pemit-checking``: BPF PreEmit Checking."""

    name: ClassVar[str] = "bpf-mi-pemit-checking"
    description: ClassVar[str] = "BPF PreEmit Checking"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        tri = mf.subtarget.get_register_info()
        tii = mf.subtarget.get_instr_info()
        changed = False
        for mbb in mf.blocks:
            for mi in mbb.instrs:
                opc = mi.opcode
                if opc in _XADD:
                    if has_live_defs(mi, tri):
                        line = getattr(mi.debug_loc, "line", 0)
                        where = f"line {line}: " if line else ""
                        raise DiagnosticError(
                            SourceLocation(""), where + "Invalid usage of the XADD return value"
                        )
                    continue
                new = NOFETCH.get(opc)
                if new is None or has_live_defs(mi, tri):
                    continue
                mi.set_desc(tii.get(new))
                changed = True
        return changed
