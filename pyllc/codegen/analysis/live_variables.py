"""What it is (LLVM: lib/CodeGen/LiveVariables.cpp, and MachineInstr's addRegisterKilled/Dead/Defined).

LiveVariables computes, for SSA machine code, where every register dies, and writes it into the code as
``killed`` (last use) and ``dead`` (unused def) flags.  Virtual registers: walking the blocks in depth-first
order, a use in a block other than the def's marks the register alive in every block on the way back to the
def (``alive_blocks``) and records the use as the block's kill; a later use in the same block moves the kill.
PHI uses count as uses at the end of the predecessor.  A def never used is its own kill, i.e. dead.
Physical registers are tracked per block only: the last def and last use of every register and its
sub-registers; a new def (or the end of the block) kills the previous value at its last reference, partial
defs get implicit super-register operands, regmask operands (calls) kill what they clobber.

The result (:class:`LiveVariablesResult`) also serves the passes that keep it up to date (PHI elimination,
two-address): ``get_var_info``, ``add_virtual_register_killed``/``dead``, ``remove_*``, ``is_live_out``,
``replace_kill_instruction``, PHI-join registers.
"""

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


class VarInfo:
    """What LiveVariables knows about one virtual register (LLVM ``LiveVariables::VarInfo``): the blocks it is
    live through (an int bitset of block numbers) and the instructions that kill it (at most one per block; a
    def that is never used is its own "kill")."""

    __slots__ = ("alive_blocks", "kills")

    def __init__(self) -> None:
        self.alive_blocks = 0
        self.kills: list[MachineInstr] = []

    def remove_kill(self, mi: MachineInstr) -> bool:
        for i, k in enumerate(self.kills):
            if k is mi:
                del self.kills[i]
                return True
        return False

    def find_kill(self, mbb: Any) -> MachineInstr | None:
        for k in self.kills:
            if k.parent is mbb:
                return k
        return None

    def is_live_in(self, mbb: Any, reg: int, mri: Any) -> bool:
        """LLVM ``VarInfo::isLiveIn``."""
        num = mbb.number
        if (self.alive_blocks >> num) & 1:
            return True
        d = mri.get_vreg_def(reg)
        if d is not None and d.parent is mbb:
            return False
        return self.find_kill(mbb) is not None


class LiveVariablesResult:
    """The analysis result and its update API (LLVM ``LiveVariables``)."""

    __slots__ = (
        "mf",
        "mri",
        "tri",
        "var_info",
        "phi_joins",
        "phys_reg_def",
        "phys_reg_use",
        "distance",
        "phi_var_info",
        "_sub_regs",
        "_sub_regs_incl",
    )

    def __init__(self, mf: Any) -> None:
        self.mf = mf
        self.mri = mf.reg_info
        self.tri = mf.subtarget.get_register_info()
        self.var_info: dict[int, VarInfo] = {}
        self.phi_joins: set[int] = set()
        n = self.tri.num_regs
        self.phys_reg_def: list[MachineInstr | None] = [None] * n
        self.phys_reg_use: list[MachineInstr | None] = [None] * n
        self.distance: dict[MachineInstr, int] = {}
        self.phi_var_info: dict[int, list[int]] = {}
        self._sub_regs: dict[int, tuple[int, ...]] = {}
        self._sub_regs_incl: dict[int, tuple[int, ...]] = {}

    # ----- queries and updates used by other passes -----
    def get_var_info(self, reg: int) -> VarInfo:
        vi = self.var_info.get(reg)
        if vi is None:
            vi = self.var_info[reg] = VarInfo()
        return vi

    def set_phi_join(self, reg: int) -> None:
        self.phi_joins.add(reg)

    def is_phi_join(self, reg: int) -> bool:
        return reg in self.phi_joins

    def add_virtual_register_killed(self, reg: int, mi: MachineInstr, add_if_not_found: bool = False) -> None:
        if add_register_killed(mi, reg, self.tri, add_if_not_found):
            self.get_var_info(reg).kills.append(mi)

    def remove_virtual_register_killed(self, reg: int, mi: MachineInstr) -> bool:
        if not self.get_var_info(reg).remove_kill(mi):
            return False
        for mo in mi.operands:
            if mo.kind == MO_Register and mo.flags & _KILL and mo.contents == reg:
                mo.flags &= ~_KILL
                break
        return True

    def remove_virtual_registers_killed(self, mi: MachineInstr) -> None:
        for mo in mi.operands:
            if mo.kind == MO_Register and not mo.flags & _DEF and mo.flags & _KILL:
                mo.flags &= ~_KILL
                reg = mo.contents
                if reg & VIRTUAL_REG_BIT:
                    self.get_var_info(reg).remove_kill(mi)

    def add_virtual_register_dead(self, reg: int, mi: MachineInstr, add_if_not_found: bool = False) -> None:
        if add_register_dead(mi, reg, self.tri, add_if_not_found):
            self.get_var_info(reg).kills.append(mi)

    def remove_virtual_register_dead(self, reg: int, mi: MachineInstr) -> bool:
        if not self.get_var_info(reg).remove_kill(mi):
            return False
        for mo in mi.operands:
            if mo.kind == MO_Register and mo.flags & _DEF and mo.contents == reg:
                mo.flags &= ~_DEAD
                break
        return True

    def replace_kill_instruction(self, reg: int, old: MachineInstr, new: MachineInstr) -> None:
        kills = self.get_var_info(reg).kills
        for i, k in enumerate(kills):
            if k is old:
                kills[i] = new

    def is_live_out(self, reg: int, mbb: Any) -> bool:
        vi = self.get_var_info(reg)
        kill_blocks = {id(k.parent) for k in vi.kills}
        for succ in mbb.successors:
            if (vi.alive_blocks >> succ.number) & 1:
                return True
            if id(succ) in kill_blocks:
                return True
        return False

    # ----- register structure -----
    def sub_regs(self, reg: int) -> tuple[int, ...]:
        s = self._sub_regs.get(reg)
        if s is None:
            s = self._sub_regs[reg] = tuple(self.tri.get_sub_regs(reg))
        return s

    def sub_regs_incl(self, reg: int) -> tuple[int, ...]:
        s = self._sub_regs_incl.get(reg)
        if s is None:
            s = self._sub_regs_incl[reg] = (reg,) + self.sub_regs(reg)
        return s

    # ----- the analysis -----
    def mark_virt_reg_alive_in_block(self, vi: VarInfo, def_block: Any, mbb: Any) -> None:
        work = [mbb]
        while work:
            b = work.pop()
            for i, k in enumerate(vi.kills):
                if k.parent is b:
                    del vi.kills[i]
                    break
            if b is def_block:
                continue
            bit = 1 << b.number
            if vi.alive_blocks & bit:
                continue
            vi.alive_blocks |= bit
            work.extend(reversed(b.predecessors))

    def handle_virt_reg_use(self, reg: int, mbb: Any, mi: MachineInstr) -> None:
        vi = self.get_var_info(reg)
        if vi.kills and vi.kills[-1].parent is mbb:
            vi.kills[-1] = mi
            return
        d = self.mri.get_vreg_def(reg)
        assert d is not None, "register use before def"
        def_block = d.parent
        if mbb is def_block:
            return
        if not (vi.alive_blocks >> mbb.number) & 1:
            vi.kills.append(mi)
        for pred in mbb.predecessors:
            self.mark_virt_reg_alive_in_block(vi, def_block, pred)

    def handle_virt_reg_def(self, reg: int, mi: MachineInstr) -> None:
        vi = self.get_var_info(reg)
        if not vi.alive_blocks:
            vi.kills.append(mi)

    def find_last_partial_def(self, reg: int, part_def_regs: set[int]) -> MachineInstr | None:
        last_reg = 0
        last_dist = 0
        last: MachineInstr | None = None
        for sub in self.sub_regs(reg):
            d = self.phys_reg_def[sub]
            if d is None:
                continue
            dist = self.distance[d]
            if dist > last_dist:
                last_reg, last, last_dist = sub, d, dist
        if last is None:
            return None
        part_def_regs.add(last_reg)
        for mo in last.operands:
            if mo.kind != MO_Register or not mo.flags & _DEF or not mo.contents:
                continue
            dr = mo.contents
            if not dr & VIRTUAL_REG_BIT and self.tri.is_sub_register(reg, dr):
                part_def_regs.update(self.sub_regs_incl(dr))
        return last

    def handle_phys_reg_use(self, reg: int, mi: MachineInstr) -> None:
        defs, uses = self.phys_reg_def, self.phys_reg_use
        last_def = defs[reg]
        if last_def is None and uses[reg] is None:
            part: set[int] = set()
            lpd = self.find_last_partial_def(reg, part)
            if lpd is not None:
                lpd.add_operand(MachineOperand.create_reg(reg, is_def=True, is_imp=True))
                defs[reg] = lpd
                processed: set[int] = set()
                for sub in self.sub_regs(reg):
                    if sub in processed or sub in part:
                        continue
                    lpd.add_operand(MachineOperand.create_reg(sub, is_imp=True))
                    defs[sub] = lpd
                    processed.update(self.sub_regs(sub))
        elif last_def is not None and uses[reg] is None and last_def.find_register_def_operand_idx(reg) < 0:
            last_def.add_operand(MachineOperand.create_reg(reg, is_def=True, is_imp=True))
        for sub in self.sub_regs_incl(reg):
            uses[sub] = mi

    def find_last_ref_or_part_ref(self, reg: int) -> MachineInstr | None:
        defs, uses, dist = self.phys_reg_def, self.phys_reg_use, self.distance
        last_def = defs[reg]
        last_use = uses[reg]
        if last_def is None and last_use is None:
            return None
        ref = last_use if last_use is not None else last_def
        assert ref is not None
        ref_dist = dist[ref]
        for sub in self.sub_regs(reg):
            d = defs[sub]
            if d is not None and d is not last_def:
                continue
            u = uses[sub]
            if u is not None and dist[u] > ref_dist:
                ref_dist = dist[u]
                ref = u
        return ref

    def handle_phys_reg_kill(self, reg: int, mi: MachineInstr | None) -> bool:
        defs, uses, dist = self.phys_reg_def, self.phys_reg_use, self.distance
        tri = self.tri
        last_def = defs[reg]
        last_use = uses[reg]
        if last_def is None and last_use is None:
            return False
        ref = last_use if last_use is not None else last_def
        assert ref is not None
        ref_dist = dist[ref]
        last_part_def: MachineInstr | None = None
        last_part_def_dist = 0
        part_uses: set[int] = set()
        for sub in self.sub_regs(reg):
            d = defs[sub]
            if d is not None and d is not last_def:
                dd = dist[d]
                if dd > last_part_def_dist:
                    last_part_def_dist = dd
                    last_part_def = d
                continue
            u = uses[sub]
            if u is not None:
                part_uses.update(self.sub_regs_incl(sub))
                if dist[u] > ref_dist:
                    ref_dist = dist[u]
                    ref = u
        if uses[reg] is None:
            dmi = defs[reg]
            assert dmi is not None
            add_register_dead(dmi, reg, tri, True)
            for sub in self.sub_regs(reg):
                if sub not in part_uses:
                    continue
                need_def = True
                if defs[reg] is defs[sub]:
                    if dmi.find_register_def_operand_idx(sub) >= 0:
                        need_def = False
                if need_def:
                    dmi.add_operand(MachineOperand.create_reg(sub, is_def=True, is_imp=True))
                last_sub_ref = self.find_last_ref_or_part_ref(sub)
                if last_sub_ref is not None:
                    add_register_killed(last_sub_ref, sub, tri, True)
                else:
                    add_register_killed(ref, sub, tri, True)
                    for ss in self.sub_regs_incl(sub):
                        uses[ss] = ref
                for ss in self.sub_regs(sub):
                    part_uses.discard(ss)
        elif ref is defs[reg] and ref is not mi:
            if last_part_def is not None:
                last_part_def.add_operand(MachineOperand.create_reg(reg, is_imp=True, is_kill=True))
            else:
                idx = ref.find_register_def_operand_idx(reg, False, False, tri)
                need_ec = (
                    idx >= 0
                    and ref.operands[idx].flags & RegState.EarlyClobber != 0
                    and ref.operands[idx].contents != reg
                )
                add_register_dead(ref, reg, tri, True)
                if need_ec:
                    j = ref.find_register_def_operand_idx(reg)
                    if j >= 0:
                        ref.operands[j].flags |= RegState.EarlyClobber
        else:
            add_register_killed(ref, reg, tri, True)
        return True

    def handle_reg_mask(self, mo: MachineOperand) -> None:
        defs, uses = self.phys_reg_def, self.phys_reg_use
        mask: int = mo.contents
        for reg in range(1, self.tri.num_regs):
            if defs[reg] is None and uses[reg] is None:
                continue
            if (mask >> reg) & 1:
                continue
            sup = reg
            for sr in self.tri.get_super_regs(reg):
                if (defs[sr] is not None or uses[sr] is not None) and not (mask >> sr) & 1:
                    sup = sr
            self.handle_phys_reg_kill(sup, None)

    def handle_phys_reg_def(self, reg: int, mi: MachineInstr | None, pending: list[int]) -> None:
        defs, uses = self.phys_reg_def, self.phys_reg_use
        live: set[int] = set()
        if defs[reg] is not None or uses[reg] is not None:
            live.update(self.sub_regs_incl(reg))
        else:
            for sub in self.sub_regs(reg):
                if sub in live:
                    continue
                if defs[sub] is not None or uses[sub] is not None:
                    live.update(self.sub_regs_incl(sub))
        self.handle_phys_reg_kill(reg, mi)
        for sub in self.sub_regs(reg):
            if sub in live:
                self.handle_phys_reg_kill(sub, mi)
        if mi is not None:
            pending.append(reg)

    def update_phys_reg_defs(self, mi: MachineInstr, pending: list[int]) -> None:
        defs, uses = self.phys_reg_def, self.phys_reg_use
        while pending:
            reg = pending.pop()
            for sub in self.sub_regs_incl(reg):
                defs[sub] = mi
                uses[sub] = None

    def run_on_instr(self, mi: MachineInstr, pending: list[int]) -> None:
        mri = self.mri
        ops = mi.operands
        n = 1 if mi.is_phi() else len(ops)
        use_regs: list[int] = []
        def_regs: list[int] = []
        masks: list[MachineOperand] = []
        for i in range(n):
            mo = ops[i]
            if mo.kind == 12:
                masks.append(mo)
                continue
            if mo.kind != MO_Register or not mo.contents:
                continue
            reg = mo.contents
            if not mo.flags & _DEF:
                if not (not reg & VIRTUAL_REG_BIT and mri.is_reserved(reg)):
                    mo.flags &= ~_KILL
                if not mo.flags & _UNDEF and not mo.flags & RegState.InternalRead:
                    use_regs.append(reg)
            else:
                if not reg & VIRTUAL_REG_BIT and not mri.is_reserved(reg):
                    mo.flags &= ~_DEAD
                def_regs.append(reg)
        mbb = mi.parent
        for reg in use_regs:
            if reg & VIRTUAL_REG_BIT:
                self.handle_virt_reg_use(reg, mbb, mi)
            elif not mri.is_reserved(reg):
                self.handle_phys_reg_use(reg, mi)
        for mo in masks:
            self.handle_reg_mask(mo)
        for reg in def_regs:
            if reg & VIRTUAL_REG_BIT:
                self.handle_virt_reg_def(reg, mi)
            elif not mri.is_reserved(reg):
                self.handle_phys_reg_def(reg, mi, pending)
        self.update_phys_reg_defs(mi, pending)

    def run_on_block(self, mbb: Any) -> None:
        pending: list[int] = []
        for reg, _mask in mbb.live_ins:
            self.handle_phys_reg_def(reg, None, pending)
        self.distance = {}
        dist = 0
        for mi in list(mbb.instrs):
            if mi.is_debug_instr():
                continue
            self.distance[mi] = dist
            dist += 1
            self.run_on_instr(mi, pending)
        for reg in self.phi_var_info.get(mbb.number, ()):
            d = self.mri.get_vreg_def(reg)
            assert d is not None
            self.mark_virt_reg_alive_in_block(self.get_var_info(reg), d.parent, mbb)
        live_outs: set[int] = set()
        tri = self.tri
        for succ in mbb.successors:
            if succ.is_eh_pad:
                continue
            for reg, _mask in succ.live_ins:
                if not _in_allocatable_class(tri, reg):
                    live_outs.add(reg)
        defs, uses = self.phys_reg_def, self.phys_reg_use
        for reg in range(tri.num_regs):
            if (defs[reg] is not None or uses[reg] is not None) and reg not in live_outs:
                self.handle_phys_reg_def(reg, None, pending)

    def analyze_phi_nodes(self) -> None:
        for mbb in self.mf.blocks:
            for mi in mbb.instrs:
                if not mi.is_phi():
                    break
                ops = mi.operands
                for i in range(1, len(ops), 2):
                    mo = ops[i]
                    if not mo.flags & _UNDEF and not mo.flags & RegState.InternalRead:
                        self.phi_var_info.setdefault(ops[i + 1].contents.number, []).append(mo.contents)

    def compute(self) -> LiveVariablesResult:
        mf = self.mf
        if not self.mri.is_ssa():
            raise AssertionError("LiveVariables needs SSA form")
        self.analyze_phi_nodes()
        n = self.tri.num_regs
        if mf.blocks:
            for mbb in _depth_first(mf.blocks[0]):
                self.run_on_block(mbb)
                self.phys_reg_def = [None] * n
                self.phys_reg_use = [None] * n
        for reg in sorted(self.var_info):
            vi = self.var_info[reg]
            d = self.mri.get_vreg_def(reg)
            for k in vi.kills:
                if k is d:
                    add_register_dead(k, reg, self.tri)
                else:
                    add_register_killed(k, reg, self.tri)
        return self


def _in_allocatable_class(tri: Any, reg: int) -> bool:
    t = tri.tables
    for c, m in enumerate(t.class_members):
        if (m >> reg) & 1 and tri.is_allocatable_class(c):
            return True
    return False


def _depth_first(entry: Any) -> list[Any]:
    """Blocks in depth-first preorder from ``entry`` (LLVM ``depth_first``)."""
    order: list[Any] = [entry]
    seen = {id(entry)}
    stack: list[tuple[Any, int]] = [(entry, 0)]
    while stack:
        b, i = stack[-1]
        if i < len(b.successors):
            stack[-1] = (b, i + 1)
            s = b.successors[i]
            if id(s) not in seen:
                seen.add(id(s))
                order.append(s)
                stack.append((s, 0))
        else:
            stack.pop()
    return order


@dataclass(frozen=True, slots=True)
class LiveVariables:
    """``livevars``: compute kill and dead flags and per-register liveness (an analysis)."""

    name: ClassVar[str] = "livevars"
    description: ClassVar[str] = "Live Variable Analysis"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: Any, am: Any) -> LiveVariablesResult:
        return LiveVariablesResult(mf).compute()
