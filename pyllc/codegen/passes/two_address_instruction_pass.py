"""What it is (LLVM: lib/CodeGen/TwoAddressInstructionPass.cpp).

On a two-address target an instruction overwrites a source: ``ADDrr`` has ``$dst`` tied to ``$src1``.  In SSA
form the selector writes ``%7 = ADDrr %4, %6``; this pass makes the tie hold, turning it into::

    %7 = COPY %4
    %7 = ADDrr %7, %6

Per block, in order, each instruction's tied operand pairs are collected (``collectTiedOperands``: a pair whose
registers already agree needs nothing; an ``undef`` source is simply renamed to the destination).  When an
instruction has exactly one tied pair, optimizing levels first try to avoid the copy
(``tryInstructionTransform``): if the source register is not killed here but the other commutable operand is,
the operands are commuted so the killed one becomes tied (at -O0 this step is skipped, as in LLVM).  Then
``processTiedPairs`` inserts ``RegA = COPY RegB`` before the instruction for every pair, rewrites the tied use to
``RegA`` (moving the kill flag to the copy), and, when every tied use was copied, renames the other uses of
``RegB`` in the instruction too.  ``REG_SEQUENCE`` becomes one sub-register ``COPY`` per source (the first with
``undef``), or ``IMPLICIT_DEF`` when all sources are undefined; ``INSERT_SUBREG``, once its tie is satisfied,
becomes ``%dst.sub = COPY %src``.  LiveVariables, when present, is kept up to date: kills that move to the new
copy are recorded there.

The function leaves SSA form; ``TiedOpsRewritten`` is set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.function import MachineFunctionProperties as P, props_mask
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MO_Register, RegState, VIRTUAL_REG_BIT
from pyllc.codegen.target_opcodes import COPY, IMPLICIT_DEF
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

_KILL = RegState.Kill
_UNDEF = RegState.Undef
_DEF = RegState.Define


NumTwoAddressInstrs = Statistic(
    "twoaddressinstruction", "NumTwoAddressInstrs", "Number of two-address instructions"
)
NumCommuted = Statistic("twoaddressinstruction", "NumCommuted", "Number of instructions commuted to coalesce")
NumAggrCommuted = Statistic(
    "twoaddressinstruction", "NumAggrCommuted", "Number of instructions aggressively commuted"
)
NumConvertedTo3Addr = Statistic(
    "twoaddressinstruction", "NumConvertedTo3Addr", "Number of instructions promoted to 3-address"
)


def is_copy_to_reg(mi: MachineInstr) -> tuple[int, int] | None:
    """(source, destination) of a COPY, INSERT_SUBREG or SUBREG_TO_REG (LLVM ``isCopyToReg``)."""
    if mi.is_copy():
        return mi.operands[1].contents, mi.operands[0].contents
    if mi.is_insert_subreg() or mi.is_subreg_to_reg():
        return mi.operands[2].contents, mi.operands[0].contents
    return None


def is_plainly_killed(mi: MachineInstr, reg: int) -> bool:
    """A use of ``reg`` in ``mi`` carries a kill flag (LLVM ``isPlainlyKilled`` without LiveIntervals)."""
    for mo in mi.operands:
        if mo.kind == MO_Register and mo.contents == reg and not mo.flags & _DEF and mo.flags & _KILL:
            return True
    return False


def is_two_addr_use(mi: MachineInstr, reg: int) -> int:
    """The register defined by the def tied to a use of ``reg``, or 0 (LLVM ``isTwoAddrUse``)."""
    ops = mi.operands
    for mo in ops:
        if mo.kind != MO_Register or mo.flags & _DEF or mo.contents != reg or not mo.tied_to:
            continue
        return ops[mo.tied_to - 1].contents
    return 0


class _TwoAddress:
    __slots__ = (
        "mf",
        "mri",
        "tii",
        "tri",
        "lv",
        "opt_level",
        "src_reg_map",
        "dst_reg_map",
        "dist",
        "distance",
        "processed",
        "mbb",
    )

    def __init__(self, mf: MachineFunction, lv: Any, opt_level: int) -> None:
        self.mf = mf
        self.mri = mf.reg_info
        self.tii = mf.subtarget.get_instr_info()
        self.tri = mf.subtarget.get_register_info()
        self.lv = lv
        self.opt_level = opt_level
        self.src_reg_map: dict[int, int] = {}
        self.dst_reg_map: dict[int, int] = {}
        self.processed: set[MachineInstr] = set()
        self.mbb: Any = None
        self.dist = 0
        self.distance: dict[MachineInstr, int] = {}

    # ----- tied operands -----
    def collect_tied_operands(self, mi: MachineInstr) -> dict[int, list[tuple[int, int]]] | None:
        """Tied (source, dest) operand pairs by source register; None when the instruction has no ties."""
        any_ops = False
        tied: dict[int, list[tuple[int, int]]] = {}
        ops = mi.operands
        for src_idx in range(len(ops)):
            src_mo = ops[src_idx]
            if src_mo.kind != MO_Register or src_mo.flags & _DEF or not src_mo.tied_to:
                continue
            dst_idx = src_mo.tied_to - 1
            any_ops = True
            dst_mo = ops[dst_idx]
            src_reg = src_mo.contents
            dst_reg = dst_mo.contents
            if src_reg == dst_reg:
                continue
            if src_mo.flags & _UNDEF and not dst_mo.sub_reg:
                if dst_reg & VIRTUAL_REG_BIT:
                    rc = self.tii.get_reg_class(mi.desc, src_idx)
                    if rc >= 0:
                        self.mri.constrain_reg_class(dst_reg, rc, self.tri)
                src_mo.set_reg(dst_reg)
                src_mo.sub_reg = 0
                continue
            tied.setdefault(src_reg, []).append((src_idx, dst_idx))
        return tied if any_ops else None

    def process_tied_pairs(self, mi: MachineInstr, pairs: list[tuple[int, int]]) -> None:
        ops = mi.operands
        mbb = mi.parent
        assert mbb is not None
        is_early_clobber = any(ops[d].flags & RegState.EarlyClobber for _, d in pairs)
        removed_kill = False
        all_uses_copied = True
        last_copied = 0
        reg_b = 0
        sub_b = 0
        mri = self.mri
        for src_idx, dst_idx in pairs:
            reg_a = ops[dst_idx].contents
            reg_b = ops[src_idx].contents
            sub_b = ops[src_idx].sub_reg
            if reg_a == reg_b:
                all_uses_copied = False
                continue
            last_copied = reg_a
            copy = build_mi(mbb, mi, mi.debug_loc, self.tii.get(COPY), reg_a).add_reg(reg_b, 0, sub_b).mi
            rc = mri.get_reg_class(reg_b) if reg_b & VIRTUAL_REG_BIT else -1
            if sub_b and reg_a & VIRTUAL_REG_BIT:
                rc = -1
            self.distance.setdefault(copy, self.dist)
            self.dist += 1
            self.distance[mi] = self.dist
            mo = ops[src_idx]
            if mo.flags & _KILL:
                mo.flags &= ~_KILL
                removed_kill = True
            if reg_a & VIRTUAL_REG_BIT and reg_b & VIRTUAL_REG_BIT and rc >= 0:
                mri.constrain_reg_class(reg_a, rc, self.tri)
            mo.set_reg(reg_a)
            mo.sub_reg = 0
            self.src_reg_map[reg_a] = reg_b

        if all_uses_copied:
            replaced_all = True
            if not is_early_clobber:
                for mo in ops:
                    if mo.kind == MO_Register and mo.contents == reg_b and not mo.flags & _DEF:
                        if mo.sub_reg == sub_b:
                            if mo.flags & _KILL:
                                mo.flags &= ~_KILL
                                removed_kill = True
                            mo.set_reg(last_copied)
                            mo.sub_reg = 0
                        else:
                            replaced_all = False
            lv = self.lv
            if removed_kill and replaced_all and lv is not None and lv.get_var_info(reg_b).remove_kill(mi):
                prev = mbb.instrs[mbb.index_of(mi) - 1]
                lv.add_virtual_register_killed(reg_b, prev)
            if removed_kill and replaced_all:
                self.src_reg_map[last_copied] = reg_b
        elif removed_kill:
            for mo in ops:
                if mo.kind == MO_Register and mo.contents == reg_b and not mo.flags & _DEF:
                    mo.flags |= _KILL
                    break

    # ----- copy maps (hints for the commute and three-address decisions) -----
    def process_copy(self, mi: MachineInstr) -> None:
        """Record where a copy's registers come from / go to (LLVM ``processCopy``)."""
        if mi in self.processed:
            return
        c = is_copy_to_reg(mi)
        if c is None:
            return
        src, dst = c
        src_phys = not src & VIRTUAL_REG_BIT
        dst_phys = not dst & VIRTUAL_REG_BIT
        if dst_phys and not src_phys:
            self.dst_reg_map.setdefault(src, dst)
        elif not dst_phys and src_phys:
            self.src_reg_map.setdefault(dst, src)
            self.scan_uses(dst)
        self.processed.add(mi)

    def find_only_interesting_use(
        self, reg: int, mbb: MachineBasicBlock
    ) -> tuple[MachineInstr, bool, int] | None:
        """(use, is copy, register it defines) for the single use of ``reg`` in ``mbb`` that is a copy or a
        two-address use (LLVM ``findOnlyInterestingUse``)."""
        uses = self.mri.use_nodbg_operands(reg)
        if len(uses) != 1:
            return None
        use_mo = uses[0]
        use_mi = use_mo.parent
        if use_mi is None or use_mi.parent is not mbb:
            return None
        c = is_copy_to_reg(use_mi)
        if c is not None:
            return use_mi, True, c[1]
        d = is_two_addr_use(use_mi, reg)
        if d:
            return use_mi, False, d
        if use_mi.is_commutable():
            found = self.tii.find_commuted_op_indices(use_mi, -1, use_mi.operands.index(use_mo))
            if found is not None:
                mo = use_mi.operands[found[0]]
                if mo.kind == MO_Register and not mo.flags & _DEF:
                    d = is_two_addr_use(use_mi, mo.contents)
                    if d:
                        return use_mi, False, d
        return None

    def scan_uses(self, dst_reg: int) -> None:
        pairs: list[int] = []
        reg = dst_reg
        mbb = self.mbb
        while True:
            found = self.find_only_interesting_use(reg, mbb)
            if found is None:
                break
            use_mi, is_copy, new_reg = found
            if is_copy:
                if use_mi in self.processed:
                    break
                self.processed.add(use_mi)
            if use_mi in self.distance:
                break
            if not new_reg & VIRTUAL_REG_BIT:
                pairs.append(new_reg)
                break
            self.src_reg_map.setdefault(new_reg, reg)
            pairs.append(new_reg)
            reg = new_reg
        if pairs:
            to_reg = pairs.pop()
            while pairs:
                from_reg = pairs.pop()
                self.dst_reg_map.setdefault(from_reg, to_reg)
                to_reg = from_reg
            self.dst_reg_map.setdefault(dst_reg, to_reg)

    # ----- the optimizing transform -----
    def try_instruction_transform(self, mi: MachineInstr, src_idx: int, dst_idx: int) -> MachineInstr | None:
        """LLVM ``tryInstructionTransform`` (commute, three-address conversion; -O1 and above).  Returns the
        replacing instruction when the tie is gone, else None."""
        if self.opt_level == 0:
            return None
        ops = mi.operands
        reg_a = ops[dst_idx].contents
        reg_b = ops[src_idx].contents
        if not reg_b & VIRTUAL_REG_BIT:
            return None
        reg_b_killed = self.is_killed(mi, reg_b, True)
        if reg_a & VIRTUAL_REG_BIT:
            self.scan_uses(reg_a)
        commuted = self.try_instruction_commute(mi, dst_idx, src_idx, reg_b_killed)
        if commuted and not mi.is_convertible_to_3_addr():
            return None
        if commuted:
            reg_b = ops[src_idx].contents
            reg_b_killed = self.is_killed(mi, reg_b, True)
        if mi.is_convertible_to_3_addr():
            if not reg_b_killed or self.is_profitable_to_conv_3_addr(reg_a, reg_b):
                new_mi = self.convert_inst_to_3_addr(mi, reg_a, reg_b)
                if new_mi is not None:
                    return new_mi
        return None

    def is_killed(self, mi: MachineInstr, reg: int, allow_false_positives: bool) -> bool:
        """LLVM ``isKilled``: a kill here, followed through single-def copy chains."""
        mri = self.mri
        def_mi = mi
        while True:
            if not reg & VIRTUAL_REG_BIT and (allow_false_positives or mri.has_one_use(reg)):
                return True
            if not is_plainly_killed(def_mi, reg):
                return False
            if not reg & VIRTUAL_REG_BIT:
                return True
            defs = mri.reg_defs(reg)
            if len(defs) != 1:
                return True
            def_mi = defs[0].parent
            c = is_copy_to_reg(def_mi) if def_mi is not None else None
            if c is None:
                return True
            reg = c[0]

    def try_instruction_commute(
        self, mi: MachineInstr, dst_idx: int, base_idx: int, base_killed: bool
    ) -> bool:
        if not mi.is_commutable():
            return False
        made_change = False
        ops = mi.operands
        dst_reg = ops[dst_idx].contents
        base_reg = ops[base_idx].contents
        n = mi.desc.num_operands
        other_idx = mi.desc.num_defs
        tii = self.tii
        while other_idx < n:
            other = ops[other_idx]
            if (
                other_idx == base_idx
                or other.kind != MO_Register
                or tii.find_commuted_op_indices(mi, base_idx, other_idx) is None
            ):
                other_idx += 1
                continue
            other_reg = other.contents
            other_killed = self.is_killed(mi, other_reg, False)
            do_commute = not base_killed and other_killed
            aggressive = False
            if not do_commute and self.is_profitable_to_commute(dst_reg, base_reg, other_reg, mi):
                do_commute = aggressive = True
            if do_commute and self.commute_instruction(mi, dst_idx, base_idx, other_idx):
                made_change = True
                NumCommuted.value += 1
                NumAggrCommuted.value += aggressive
                base_reg = other_reg
                base_killed = other_killed
                n = mi.desc.num_operands
            other_idx += 1
        return made_change

    def commute_instruction(self, mi: MachineInstr, dst_idx: int, b_idx: int, c_idx: int) -> bool:
        reg_c = mi.operands[c_idx].contents
        if self.tii.commute_instruction(mi, False, b_idx, c_idx) is None:
            return False
        from_c = self.get_mapped_reg(reg_c, self.src_reg_map)
        if from_c:
            self.src_reg_map[mi.operands[dst_idx].contents] = from_c
        return True

    @staticmethod
    def get_mapped_reg(reg: int, reg_map: dict[int, int]) -> int:
        while reg & VIRTUAL_REG_BIT:
            nxt = reg_map.get(reg)
            if nxt is None:
                return 0
            reg = nxt
        return reg

    def regs_compatible(self, a: int, b: int) -> bool:
        return a == b or self.tri.regs_overlap(a, b)

    def no_use_after_last_def(self, reg: int) -> tuple[bool, int]:
        last_def = 0
        last_use = self.dist
        mbb = self.mbb
        distance = self.distance
        for mo in self.mri.reg_operands(reg):
            mi = mo.parent
            if mi is None or mi.parent is not mbb or mi.is_debug_value():
                continue
            d = distance.get(mi)
            if d is None:
                continue
            if not mo.flags & _DEF and d < last_use:
                last_use = d
            if mo.flags & _DEF and d > last_def:
                last_def = d
        return not (last_use > last_def and last_use < self.dist), last_def

    def is_rev_copy_chain(self, from_reg: int, to_reg: int, max_len: int = 3) -> bool:
        tmp = from_reg
        for _ in range(max_len):
            d = self.get_single_def(tmp)
            if d is None or not d.is_copy():
                return False
            tmp = d.operands[1].contents
            if tmp == to_reg:
                return True
        return False

    def get_single_def(self, reg: int) -> MachineInstr | None:
        ret = None
        for mo in self.mri.reg_defs(reg):
            mi = mo.parent
            if mi is None or mi.parent is not self.mbb or mi.is_debug_value():
                continue
            if ret is None:
                ret = mi
            elif ret is not mi:
                return None
        return ret

    def is_profitable_to_commute(self, reg_a: int, reg_b: int, reg_c: int, mi: MachineInstr) -> bool:
        if self.opt_level == 0:
            return False
        if not is_plainly_killed(mi, reg_c):
            return False
        to_a = self.get_mapped_reg(reg_a, self.dst_reg_map)
        if to_a:
            from_b = self.get_mapped_reg(reg_b, self.src_reg_map)
            from_c = self.get_mapped_reg(reg_c, self.src_reg_map)
            comp_b = bool(from_b) and self.regs_compatible(from_b, to_a)
            comp_c = bool(from_c) and self.regs_compatible(from_c, to_a)
            if (not from_b and comp_c) or (from_b and not comp_b and (not from_c or comp_c)):
                return True
            if (not from_c and comp_b) or (from_c and not comp_c and (not from_b or comp_b)):
                return False
        ok_c, last_def_c = self.no_use_after_last_def(reg_c)
        if not ok_c:
            return False
        ok_b, last_def_b = self.no_use_after_last_def(reg_b)
        if not ok_b:
            return True
        if self.is_rev_copy_chain(reg_c, reg_a):
            return True
        if self.is_rev_copy_chain(reg_b, reg_a):
            return False
        p = self.tii.has_commute_preference(mi)
        if p is not None:
            return p
        return bool(last_def_b and last_def_c and last_def_c > last_def_b)

    def is_profitable_to_conv_3_addr(self, reg_a: int, reg_b: int) -> bool:
        from_b = self.get_mapped_reg(reg_b, self.src_reg_map)
        if not from_b:
            return False
        to_a = self.get_mapped_reg(reg_a, self.dst_reg_map)
        return bool(to_a) and not self.regs_compatible(from_b, to_a)

    def convert_inst_to_3_addr(self, mi: MachineInstr, reg_a: int, reg_b: int) -> MachineInstr | None:
        """The target's ``convertToThreeAddress`` (it inserts the new instructions before ``mi`` and returns
        the one replacing it); the old instruction is deleted."""
        mbb = mi.parent
        assert mbb is not None
        start = mbb.index_of(mi)
        before = len(mbb.instrs)
        new_mi = self.tii.convert_to_three_address(mi, self.lv, None)
        if new_mi is None:
            return None
        added = len(mbb.instrs) - before
        NumConvertedTo3Addr.value += 1
        mi.erase_from_parent()
        for k in range(start, start + added):
            self.distance.setdefault(mbb.instrs[k], self.dist)
            self.dist += 1
        self.dist -= 1
        self.src_reg_map.pop(reg_a, None)
        self.dst_reg_map.pop(reg_b, None)
        return new_mi

    # ----- REG_SEQUENCE -----
    def eliminate_reg_sequence(self, mbb: MachineBasicBlock, mi: MachineInstr) -> MachineInstr:
        """Expand ``mi`` into sub-register copies; returns the instruction now at its position."""
        ops = mi.operands
        dst = ops[0].contents
        assert not ops[0].sub_reg and dst & VIRTUAL_REG_BIT and len(ops) & 1, "illegal REG_SEQUENCE"
        first: MachineInstr | None = None
        n = len(ops)
        for i in range(1, n, 2):
            use = ops[i]
            src = use.contents
            sub_idx = ops[i + 1].contents
            if use.flags & _UNDEF:
                continue
            is_kill = use.flags & _KILL != 0
            if is_kill:
                for j in range(i + 2, n, 2):
                    if ops[j].contents == src:
                        ops[j].flags |= _KILL
                        use.flags &= ~_KILL
                        is_kill = False
                        break
            copy = build_mi(mbb, mi, mi.debug_loc, self.tii.get(COPY)).add_reg(dst, _DEF, sub_idx).add(use).mi
            if first is None:
                copy.operands[0].flags |= _UNDEF
                first = copy
            if self.lv is not None and is_kill and src & VIRTUAL_REG_BIT:
                self.lv.replace_kill_instruction(src, mi, copy)
        if first is None:
            mi.set_desc(self.tii.get(IMPLICIT_DEF))
            for j in range(len(mi.operands) - 1, 0, -1):
                mi.remove_operand(j)
            return mi
        if self.lv is not None:
            self.lv.remove_virtual_registers_killed(mi)
        mi.erase_from_parent()
        return first

    # ----- driver -----
    def run(self) -> bool:
        changed = False
        num_two_addr = 0
        self.mri.leave_ssa()
        tii = self.tii
        for mbb in self.mf.blocks:
            self.mbb = mbb
            self.dist = 0
            self.distance.clear()
            self.src_reg_map.clear()
            self.dst_reg_map.clear()
            self.processed.clear()
            i = 0
            instrs = mbb.instrs
            while i < len(instrs):
                mi = instrs[i]
                nxt = instrs[i + 1] if i + 1 < len(instrs) else None
                if mi.is_debug_instr():
                    i += 1
                    continue
                if mi.is_reg_sequence():
                    mi = self.eliminate_reg_sequence(mbb, mi)
                    changed = True
                self.dist += 1
                self.distance.setdefault(mi, self.dist)
                if self.opt_level:
                    self.process_copy(mi)
                tied = self.collect_tied_operands(mi)
                if tied is None:
                    self.remove_clobbered_src_reg_map(mi)
                    i = mbb.index_of(nxt) if nxt is not None else len(instrs)
                    continue
                changed = True
                num_two_addr += 1
                if len(tied) == 1:
                    pairs = next(iter(tied.values()))
                    if len(pairs) == 1:
                        s_idx, d_idx = pairs[0]
                        if mi.operands[s_idx].contents != mi.operands[d_idx].contents:
                            new_mi = self.try_instruction_transform(mi, s_idx, d_idx)
                            if new_mi is not None:
                                # The tie is gone: go on right after the replacement.
                                self.remove_clobbered_src_reg_map(new_mi)
                                i = mbb.index_of(nxt) if nxt is not None else len(instrs)
                                continue
                            # Commuting may have changed which register is tied.
                            tied = self.collect_tied_operands(mi) or {}
                for pairs in tied.values():
                    self.process_tied_pairs(mi, pairs)
                if mi.is_insert_subreg():
                    # %reg = INSERT_SUBREG %reg, %sub, idx  →  %reg.idx = COPY %sub
                    ops = mi.operands
                    sub_idx = ops[3].contents
                    mi.remove_operand(3)
                    assert not ops[0].sub_reg, "unexpected sub-register index"
                    ops[0].sub_reg = sub_idx
                    if ops[1].flags & _UNDEF:
                        ops[0].flags |= _UNDEF
                    else:
                        ops[0].flags &= ~_UNDEF
                    mi.untie_reg_operand(1)
                    mi.remove_operand(1)
                    mi.set_desc(tii.get(COPY))
                self.remove_clobbered_src_reg_map(mi)
                i = mbb.index_of(nxt) if nxt is not None else len(instrs)
        NumTwoAddressInstrs.value += num_two_addr
        return changed

    def remove_clobbered_src_reg_map(self, mi: MachineInstr) -> None:
        """Forget source mappings to physical registers ``mi`` clobbers (LLVM ``removeClobberedSrcRegMap``)."""
        if not self.src_reg_map:
            return
        if mi.is_copy():
            # Copying a register to the physical register it maps to keeps the mapping valid.
            dst = mi.operands[0].contents
            if not dst or dst & VIRTUAL_REG_BIT:
                return
            mapped = self.get_mapped_reg(mi.operands[1].contents, self.src_reg_map)
            if mapped and self.regs_compatible(dst, mapped):
                return
        tri = self.tri
        for mo in mi.operands:
            if mo.kind == 12:  # MO_RegisterMask
                for k, v in list(self.src_reg_map.items()):
                    if not v & VIRTUAL_REG_BIT and mo.clobbers_phys_reg(v):
                        del self.src_reg_map[k]
                continue
            if mo.kind != MO_Register or not mo.flags & _DEF:
                continue
            reg = mo.contents
            if not reg or reg & VIRTUAL_REG_BIT:
                continue
            for k, v in list(self.src_reg_map.items()):
                if not v & VIRTUAL_REG_BIT and tri.regs_overlap(v, reg):
                    del self.src_reg_map[k]


@dataclass(frozen=True, slots=True)
class TwoAddressInstructionPass:
    """``twoaddressinstruction``: satisfy tied operands with copies."""

    name: ClassVar[str] = "twoaddressinstruction"
    description: ClassVar[str] = "Two-Address instruction pass"
    sets: ClassVar[int] = props_mask(P.TiedOpsRewritten)
    clears: ClassVar[int] = props_mask(P.IsSSA)
    #: Optimization level; None takes the TargetMachine's.
    opt_level: int | None = None

    @property
    def preserves(self) -> tuple[type, ...]:
        from pyllc.codegen.analysis.live_variables import LiveVariables

        return (LiveVariables,)

    def run(self, mf: MachineFunction, am: Any) -> bool:
        from pyllc.codegen.analysis.live_variables import LiveVariables

        lv = am.get_cached(LiveVariables) if am is not None else None
        opt = self.opt_level
        if opt is None:
            opt = mf.target.opt_level if mf.target is not None else 0
        return _TwoAddress(mf, lv, opt).run()
