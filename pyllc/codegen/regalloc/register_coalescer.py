"""What it is (LLVM: lib/CodeGen/RegisterCoalescer.cpp).

The ``simple-register-coalescing`` pass removes copies by merging the live intervals of their source and
destination virtual registers.  As in LLVM 14 (global copies joined, local copies deferred when the target asks):

* blocks are visited by loop depth (deepest first), then layout order; in each block, copies whose registers
  are not confined to one block ("global") are tried at once, "local" ones when the loop depth drops and at the
  end; copies that could not be joined yet are retried until nothing changes;
* a copy between two virtual registers is joined when the intervals do not interfere.  Interference is decided
  on value numbers (LLVM's ``JoinVals`` in a reduced form): a value defined by a copy between the two registers
  whose source value is live at the copy is *erased* (it is the same value); PHI-defs of both registers at the
  same block merge; every remaining overlap of segments must be between values merged that way.  The interval
  with fewer segments is renamed into the other, erased copies are deleted, the register class is narrowed to
  the common sub-class, and the merged interval is recomputed from its operands;
* a copy into a physical register is not joined (LLVM joins only reserved physical registers); when its source
  is defined by a trivially rematerializable, as-cheap-as-a-move instruction (``MOV32ri``, ``MOV32r0`` ...), the
  definition is rematerialized into the copy's destination instead (``reMaterializeTrivialDef``), also as a last
  resort when two virtual registers interfere;
* identity copies left by earlier joins and copies whose destination is dead are deleted.

A copy with a sub-register index on one side (``undef %d.sub_32bit = COPY %s``, ``%d = COPY %s.sub_8bit``)
joins the narrow register into the wide one as that sub-register; renamed defs become ``undef`` partial defs
where the wide register is not live before them.  ``SUBREG_TO_REG`` is not coalesced yet.
As in LLVM, kill flags of joined registers are cleared (they are recomputed after allocation).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.live_interval import LiveInterval, VNInfo
from pyllc.codegen.analysis.live_intervals import LiveIntervals, LiveIntervalsPass, all_defs_are_dead
from pyllc.codegen.analysis.slot_indexes import SlotIndexesPass, reg_slot
from pyllc.codegen.analysis.machine_dominators import MachineDominatorTreePass
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfo, MachineLoopInfoPass
from pyllc.codegen.machine.operand import MO_Register, VIRTUAL_REG_BIT, MachineOperand, RegState
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

_DEF = RegState.Define
_KILL = RegState.Kill
_DEAD = RegState.Dead


numJoins = Statistic("regalloc", "numJoins", "Number of interval joins performed")
numCrossRCs = Statistic("regalloc", "numCrossRCs", "Number of cross class joins performed")
NumReMats = Statistic("regalloc", "NumReMats", "Number of instructions re-materialized")


def _is_virt(reg: int) -> bool:
    return reg & VIRTUAL_REG_BIT != 0


def is_full_vreg_copy(mi: MachineInstr) -> bool:
    """``%a = COPY %b`` between virtual registers without sub-register indexes."""
    if not mi.is_copy() or len(mi.operands) < 2:
        return False
    d, s = mi.operands[0], mi.operands[1]
    return d.sub_reg == 0 and s.sub_reg == 0 and _is_virt(d.contents) and _is_virt(s.contents)


def get_matching_super_reg_class(tri: Any, a: int, b: int, idx: int) -> int | None:
    """The largest sub-class of ``a`` whose members all have their ``idx`` sub-register in class ``b`` (LLVM
    ``getMatchingSuperRegClass``), or None."""
    members = tri.tables.class_members
    b_bits = members[b]
    good = 0
    m = members[a]
    while m:
        low = m & -m
        r = low.bit_length() - 1
        m ^= low
        sub = tri.get_sub_reg(r, idx)
        if sub and (b_bits >> sub) & 1:
            good |= low
    if not good:
        return None
    if good == members[a]:
        return a
    best: int | None = None
    best_n = 0
    for c in tri.reg_class_candidates(a, b):
        cm = members[c]
        if cm and cm & ~good == 0 and tri.is_allocatable_class(c):
            n = bin(cm).count("1")
            if n > best_n:
                best, best_n = c, n
    return best


def is_trivially_rematerializable_def(mi: MachineInstr, tii: Any, mri: Any) -> bool:
    """The coalescer's remat condition (LLVM ``reMaterializeTrivialDef``): trivially rematerializable, as
    cheap as a move and reading no memory."""
    return tii.is_as_cheap_as_a_move(mi) and not mi.may_load() and tii.is_trivially_rematerializable(mi, mri)


class _Coalescer:
    __slots__ = (
        "mf",
        "lis",
        "mri",
        "tri",
        "tii",
        "indexes",
        "work_list",
        "local_work_list",
        "loops",
        "changed",
    )

    def __init__(self, mf: MachineFunction, lis: LiveIntervals, loops: MachineLoopInfo) -> None:
        self.mf = mf
        self.lis = lis
        self.mri = mf.reg_info
        self.tri = mf.subtarget.get_register_info()
        self.tii = mf.subtarget.get_instr_info()
        self.indexes = lis.indexes
        self.work_list: list[MachineInstr | None] = []
        self.local_work_list: list[MachineInstr | None] = []
        self.loops = loops
        self.changed = False

    # ----- driver -----
    def join_all_intervals(self) -> None:
        depth = self.loops.get_loop_depth
        blocks = sorted(self.mf.blocks, key=lambda b: (-depth(b), b.number))
        cur_depth = None
        for mbb in blocks:
            d = depth(mbb)
            if cur_depth is None or d < cur_depth:
                self.coalesce_locals()
                cur_depth = d
            self.copy_coalesce_in_mbb(mbb)
        self.coalesce_locals()
        while self.copy_coalesce_work_list(self.work_list):
            pass

    def coalesce_locals(self) -> None:
        self.copy_coalesce_work_list(self.local_work_list)
        self.work_list.extend(mi for mi in self.local_work_list if mi is not None)
        self.local_work_list = []

    def _is_local_copy(self, mi: MachineInstr) -> bool:
        if len(mi.operands) < 2 or mi.operands[1].flags & RegState.Undef:
            return False
        s, d = mi.operands[1].contents, mi.operands[0].contents
        if not _is_virt(s) or not _is_virt(d):
            return False
        lis = self.lis
        return (
            lis.interval_is_in_one_mbb(lis.get_interval(s)) is not None
            or lis.interval_is_in_one_mbb(lis.get_interval(d)) is not None
        )

    def copy_coalesce_in_mbb(self, mbb: Any) -> None:
        prev = len(self.work_list)
        for mi in mbb.instrs:
            if not mi.is_copy() and not mi.is_subreg_to_reg():
                continue
            if mi.is_copy() and self._is_local_copy(mi):
                self.local_work_list.append(mi)
            else:
                self.work_list.append(mi)
        cur = self.work_list[prev:]
        if self.copy_coalesce_work_list(cur):
            self.work_list[prev:] = [mi for mi in cur if mi is not None]

    def copy_coalesce_work_list(self, lst: list[MachineInstr | None]) -> bool:
        progress = False
        for i, mi in enumerate(lst):
            if mi is None:
                continue
            if mi.parent is None:
                lst[i] = None
                continue
            ok, again = self.join_copy(mi)
            progress |= ok
            if ok or not again:
                lst[i] = None
        return progress

    # ----- one copy -----
    def join_copy(self, mi: MachineInstr) -> tuple[bool, bool]:
        """Try to remove copy ``mi``; returns (done, worth retrying later)."""
        ops = mi.operands
        if mi.is_subreg_to_reg():
            d, sv = ops[0].contents, ops[2].contents
            if not _is_virt(d) or not _is_virt(sv) or ops[2].sub_reg or d == sv:
                return False, False
            return self.join_sub_reg_copy(mi), True
        dst_op, src_op = ops[0], ops[1]
        dst, src = dst_op.contents, src_op.contents
        if src_op.flags & RegState.Undef:
            return False, False
        if src_op.sub_reg and _is_virt(src) and not _is_virt(dst) and not dst_op.sub_reg:
            return self.rematerialize_trivial_def(mi), True
        if dst_op.sub_reg or src_op.sub_reg:
            if dst_op.sub_reg and src_op.sub_reg or not _is_virt(dst) or not _is_virt(src) or dst == src:
                return False, False
            if self.join_sub_reg_copy(mi):
                numJoins.value += 1
                return True, False
            if not dst_op.sub_reg and self.rematerialize_trivial_def(mi):
                return True, False
            return False, True
        if not _is_virt(dst) and not _is_virt(src):
            return False, False
        if dst == src:
            self._erase_identity_copy(mi)
            return True, False
        if _is_virt(dst) and all_defs_are_dead(mi):
            self._erase_dead_copy(mi)
            return True, False
        if not _is_virt(dst) or not _is_virt(src):
            # Physical register: only rematerialization of a trivial source definition.
            if _is_virt(src):
                return self.rematerialize_trivial_def(mi), True
            return False, False
        mri, tri = self.mri, self.tri
        new_rc = tri.get_common_sub_class(mri.get_reg_class(dst), mri.get_reg_class(src))
        if new_rc is None:
            return False, False
        lis = self.lis
        # LLVM keeps the register with more segments (LiveRange::size) as the destination.
        if len(lis.get_interval(src)) > len(lis.get_interval(dst)):
            dst, src = src, dst
        cross_class = new_rc != mri.get_reg_class(dst) or new_rc != mri.get_reg_class(src)
        if not self.join_virt_regs(dst, src, new_rc):
            if self.rematerialize_trivial_def(mi):
                return True, False
            return False, True
        numCrossRCs.value += cross_class
        numJoins.value += 1
        return True, False

    def _erase_identity_copy(self, mi: MachineInstr) -> None:
        reg = mi.operands[0].contents
        self._delete(mi)
        if _is_virt(reg):
            self.lis.shrink_to_uses(self.lis.get_interval(reg))

    def _erase_dead_copy(self, mi: MachineInstr) -> None:
        src = mi.operands[1].contents
        dst = mi.operands[0].contents
        self._delete(mi)
        lis = self.lis
        if _is_virt(dst):
            if self.mri.reg_nodbg_empty(dst):
                lis.remove_interval(dst)
            else:
                lis.shrink_to_uses(lis.get_interval(dst))
        if _is_virt(src):
            lis.shrink_to_uses(lis.get_interval(src))

    def _delete(self, mi: MachineInstr) -> None:
        self.lis.remove_machine_instr_from_maps(mi)
        mbb = mi.parent
        if mbb is not None:
            mbb.remove(mi)
        self.changed = True

    # ----- joining two virtual registers -----
    def join_virt_regs(self, dst: int, src: int, new_rc: int) -> bool:
        lis = self.lis
        lhs = lis.get_interval(dst)
        rhs = lis.get_interval(src)
        classes: list[Any] = []
        erased = self._compatible(lhs, rhs, None, classes)
        if erased is None:
            return False
        # The joined range is the union of both, each value replaced by its class's value (LLVM's
        # LiveRange::join), computed before the erased copies leave the slot index maps.
        segs, values = self._joined_segments(lhs, rhs, classes)
        # Delete the copies that became redundant, then rename src into dst.
        for mi in erased:
            self._delete(mi)
        mri = self.mri
        for op in mri.reg_operands(src):
            op.set_reg(dst)
        mri.set_reg_class(dst, new_rc)
        for op in mri.reg_uses(dst):
            op.flags &= ~_KILL
        # Merge allocation hints: keep dst's, inherit src's when dst has none.
        if not mri.vreg_hints[dst & ~VIRTUAL_REG_BIT] and mri.vreg_hints[src & ~VIRTUAL_REG_BIT]:
            mri.vreg_hints[dst & ~VIRTUAL_REG_BIT] = list(mri.vreg_hints[src & ~VIRTUAL_REG_BIT])
        lis.remove_interval(src)
        lhs.assign_from(segs, values)
        self.changed = True
        return True

    @staticmethod
    def _joined_segments(
        lhs: LiveInterval, rhs: LiveInterval, classes: list[Any]
    ) -> tuple[list[tuple[int, int, VNInfo]], list[VNInfo]]:
        """Segments and values of the union of ``lhs`` and ``rhs`` (see :meth:`_compatible`'s ``classes``):
        one value per class of merged values, defined at the class's real definition; values numbered as
        a recomputation numbers them (definitions in slot order, then PHI-defs)."""
        find, real, n_l = classes
        new: dict[int, VNInfo] = {}
        segs: list[tuple[int, int, VNInfo]] = []
        for li, base in ((lhs, 0), (rhs, n_l)):
            for s, e, v in zip(li.starts, li.ends, li.valnos):
                r = find(base + v.id)
                vn = new.get(r)
                if vn is None:
                    d = real.get(r)
                    vn = new[r] = v if d is None else VNInfo(0, d)  # a single value keeps its VNInfo
                segs.append((s, e, vn))
        values = sorted(new.values(), key=lambda v: (v.is_phi_def(), v.def_))
        return segs, values

    def join_sub_reg_copy(self, mi: MachineInstr) -> bool:
        """Join ``undef %d.idx = COPY %s`` (``%s`` becomes ``%d.idx``) or ``%d = COPY %s.idx`` (``%d`` becomes
        ``%s.idx``), LLVM's CoalescerPair with a sub-register index; the wide register survives."""
        mri, tri, lis = self.mri, self.tri, self.lis
        if mi.is_subreg_to_reg():
            dst_op, src_op = mi.operands[0], mi.operands[2]
            wide, narrow, idx = dst_op.contents, src_op.contents, mi.operands[3].contents
        else:
            dst_op, src_op = mi.operands[0], mi.operands[1]
            wide, narrow, idx = dst_op.contents, src_op.contents, dst_op.sub_reg
        if mi.is_subreg_to_reg() or dst_op.sub_reg:
            # The wide register must not be live into the copy (an undef partial def), except for the local
            # pattern ``%d = MOV32r0; %s:gr8 = SETCCr; %d.sub_8bit = COPY %s`` (join_partial_redef).
            if lis.get_interval(wide).query(lis.get_instruction_index(mi)).value_in() is not None:
                if mi.is_copy():
                    return self.join_partial_redef(mi)
                return False
            if mi.is_subreg_to_reg() and not dst_op.sub_reg:
                pass
        else:
            wide, narrow, idx = src_op.contents, dst_op.contents, src_op.sub_reg
        if any(op.sub_reg for op in mri.reg_operands(narrow)):
            return False
        new_rc = get_matching_super_reg_class(tri, mri.get_reg_class(wide), mri.get_reg_class(narrow), idx)
        if new_rc is None:
            return False
        lhs = lis.get_interval(wide)
        rhs = lis.get_interval(narrow)
        erased = self._compatible(lhs, rhs, mi)
        if erased is None or all(e is not mi for e in erased):
            return False
        for e in erased:
            self._delete(e)
        renamed_defs: list[MachineOperand] = []
        for op in mri.reg_operands(narrow):
            op.set_reg(wide)
            op.sub_reg = idx
            if op.flags & _DEF:
                op.flags |= RegState.Undef
                renamed_defs.append(op)
        mri.set_reg_class(wide, new_rc)
        for op in mri.reg_uses(wide):
            op.flags &= ~_KILL
        lis.remove_interval(narrow)
        li = lis.get_interval(wide)
        for op in mri.reg_defs(wide):
            op.flags &= ~_DEAD
        lis.compute_virt_reg_interval(li)
        # A renamed def is a read-modify-write where the wide register is live into its instruction.
        changed = False
        for op in renamed_defs:
            owner = op.parent
            if owner is not None and li.query(lis.get_instruction_index(owner)).value_in() is not None:
                op.flags &= ~RegState.Undef
                changed = True
        if changed:
            for op in mri.reg_defs(wide):
                op.flags &= ~_DEAD
            lis.compute_virt_reg_interval(li)
        self.changed = True
        return True

    def join_partial_redef(self, mi: MachineInstr) -> bool:
        """``%d.idx = COPY %s`` with ``%d`` live into the copy: ``%s`` becomes ``%d.idx`` when ``%s`` has one
        definition earlier in the same block, dies at the copy, and nothing between its definition and the copy
        reads or writes ``%d`` (the lanes of ``%d``'s old value that ``%s`` overwrites are never observed)."""
        dst_op, src_op = mi.operands[0], mi.operands[1]
        wide, narrow, idx = dst_op.contents, src_op.contents, dst_op.sub_reg
        mri, tri, lis = self.mri, self.tri, self.lis
        mbb = mi.parent
        defs = mri.reg_defs(narrow)
        if len(defs) != 1 or any(op.sub_reg for op in mri.reg_operands(narrow)):
            return False
        def_mi = defs[0].parent
        if def_mi is None or def_mi.parent is not mbb or def_mi.is_copy():
            return False
        if any(op.parent is not mi and op.parent is not def_mi for op in mri.reg_uses(narrow)):
            return False
        assert mbb is not None  # copies reach here only while in a block
        instrs = mbb.instrs
        i, j = mbb.index_of(def_mi), mbb.index_of(mi)
        if i >= j:
            return False
        for k in range(i, j):
            x = instrs[k]
            for op in x.operands:
                if op.kind == MO_Register and op.contents == wide:
                    return False
        # Nothing else may be tied to or early-clobber the narrow def.
        if def_mi.desc.num_defs != 1 or defs[0] is not def_mi.operands[0]:
            return False
        new_rc = get_matching_super_reg_class(tri, mri.get_reg_class(wide), mri.get_reg_class(narrow), idx)
        if new_rc is None:
            return False
        self._delete(mi)
        for op in mri.reg_operands(narrow):
            op.set_reg(wide)
            op.sub_reg = idx
            op.flags &= ~(RegState.Undef | _DEAD)
        mri.set_reg_class(wide, new_rc)
        for op in mri.reg_uses(wide):
            op.flags &= ~_KILL
        lis.remove_interval(narrow)
        for op in mri.reg_defs(wide):
            op.flags &= ~_DEAD
        lis.compute_virt_reg_interval(lis.get_interval(wide))
        self.changed = True
        return True

    def _compatible(
        self,
        lhs: LiveInterval,
        rhs: LiveInterval,
        cp_mi: MachineInstr | None = None,
        classes: list[Any] | None = None,
    ) -> list[MachineInstr] | None:
        """The copies to erase when ``lhs`` and ``rhs`` can share a register, or None on interference.
        When they can, ``classes`` (if given) receives ``[find, real, n_l]``: ``find`` maps a value's node
        (its id in ``lhs``, ``n_l`` + its id in ``rhs``) to its class, ``real`` each class that merges
        values to its one real definition (a class not in ``real`` is a single value).

        The work is proportional to the smaller interval (times a binary search in the larger one), so
        that joining a long chain of copies into one register stays linear in the chain, as in LLVM."""
        indexes = self.indexes
        n_l = len(lhs.valnos_list)
        parent = list(range(n_l + len(rhs.valnos_list)))
        touched: list[int] = []

        def node(li: LiveInterval, v: VNInfo) -> int:
            return v.id if li is lhs else n_l + v.id

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        def union(a: int, b: int) -> None:
            touched.append(a)
            touched.append(b)
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[ra] = rb

        erased_nodes: set[int] = set()
        erased_mis: list[MachineInstr] = []
        small_is_rhs = len(rhs.valnos_list) <= len(lhs.valnos_list)
        for x, y in ((lhs, rhs), (rhs, lhs)):
            x_is_big = (x is lhs) == small_is_rhs
            cands: list[tuple[VNInfo, MachineInstr]]
            if x_is_big:
                # The copies defining x from y are among y's uses; PHI-defs are matched from y's side.
                cands = self._copies_between(x, y, cp_mi)
            else:
                cands = []
                for v in x.valnos_list:
                    if v.is_unused():
                        continue
                    if v.is_phi_def():
                        ov = y.get_vn_info_at(v.def_)
                        if ov is not None and ov.is_phi_def() and ov.def_ == v.def_:
                            union(node(x, v), node(y, ov))
                        continue
                    mi = indexes.get_instruction_from_index(v.def_)
                    if mi is not None and (mi is cp_mi or is_full_vreg_copy(mi)):
                        cands.append((v, mi))
            for v, mi in cands:
                src_op = mi.operands[2] if mi.is_subreg_to_reg() else mi.operands[1]
                if mi.operands[0].contents != x.reg or src_op.contents != y.reg:
                    continue
                ov = y.query(v.def_).value_in()
                if ov is None:
                    continue
                union(node(x, v), node(y, ov))
                erased_nodes.add(node(x, v))
                erased_mis.append(mi)
        # Every overlap must be between merged values: each segment of the smaller interval against the
        # segments of the larger one that it overlaps.
        small, big = (rhs, lhs) if small_is_rhs else (lhs, rhs)
        s_base, b_base = (n_l, 0) if small_is_rhs else (0, n_l)
        b_s, b_e, b_v = big.starts, big.ends, big.valnos
        n_b = len(b_s)
        for s, e, v in zip(small.starts, small.ends, small.valnos):
            k = bisect_right(b_e, s)
            while k < n_b and b_s[k] < e:
                if find(s_base + v.id) != find(b_base + b_v[k].id):
                    return None
                k += 1
        # Each merged class needs exactly one real definition point.
        real: dict[int, int] = {}
        for nd in dict.fromkeys(touched):
            v = lhs.valnos_list[nd] if nd < n_l else rhs.valnos_list[nd - n_l]
            r = find(nd)
            if nd in erased_nodes:
                real.setdefault(r, -1)
                continue
            prev = real.get(r, -1)
            if prev >= 0 and prev != v.def_:
                return None
            real[r] = v.def_
        if any(d < 0 for d in real.values()):
            return None
        if classes is not None:
            classes[:] = [find, real, n_l]
        return erased_mis

    def _copies_between(
        self, x: LiveInterval, y: LiveInterval, cp_mi: MachineInstr | None
    ) -> list[tuple[VNInfo, MachineInstr]]:
        """(value of ``x``, instruction) for each full copy (or ``cp_mi``) reading ``y.reg`` that defines a
        value of ``x`` there, in value order."""
        idx_of = self.lis.get_instruction_index
        out: list[tuple[VNInfo, MachineInstr]] = []
        seen: set[int] = set()
        for op in self.mri.reg_uses(y.reg):
            mi = op.parent
            if (
                mi is None
                or mi.parent is None
                or id(mi) in seen
                or not (mi is cp_mi or is_full_vreg_copy(mi))
            ):
                continue
            seen.add(id(mi))
            d = reg_slot(idx_of(mi))
            v = x.get_vn_info_at(d)
            if v is not None and v.def_ == d:
                out.append((v, mi))
        out.sort(key=lambda t: t[0].id)
        return out

    # ----- rematerialization -----
    def rematerialize_trivial_def(self, copy: MachineInstr) -> bool:
        """Replace ``dst = COPY src`` by a copy of ``src``'s trivially rematerializable definition."""
        if not copy.is_copy():
            return False
        dst_op, src_op = copy.operands[0], copy.operands[1]
        src, dst = src_op.contents, dst_op.contents
        if not _is_virt(src) or dst_op.sub_reg:
            return False
        lis = self.lis
        li = lis.get_interval(src)
        copy_idx = lis.get_instruction_index(copy)
        vni = li.query(copy_idx).value_in()
        if vni is None or vni.is_phi_def():
            return False
        def_mi = lis.get_instruction_from_index(vni.def_)
        if def_mi is None or not is_trivially_rematerializable_def(def_mi, self.tii, self.mri):
            return False
        mri, tri = self.mri, self.tri
        def_rc = mri.get_reg_class(src)
        desc_rc = def_mi.desc.reg_class(0)
        copied_sub = 0
        def_sub = def_mi.operands[0].sub_reg
        strip_sub = False
        if _is_virt(dst):
            if src_op.sub_reg or def_sub:
                # ``undef %a.sub = MOV32r0; %b = COPY %a.sub`` becomes ``%b = MOV32r0``.
                if src_op.sub_reg != def_sub or desc_rc < 0:
                    return False
                def_rc = desc_rc
                strip_sub = True
            if tri.get_common_sub_class(mri.get_reg_class(dst), def_rc) is None:
                return False
        elif def_sub:
            # ``undef %x.sub_32bit = MOV32r0`` copied whole into $rdi: ``dead $edi = MOV32r0 ...,
            # implicit-def $rdi``.
            if src_op.sub_reg:
                return False
            part = tri.get_sub_reg(dst, def_sub)
            if not part:
                return False
            copied_sub, dst = dst, part
        elif src_op.sub_reg:
            if def_mi.operands[0].sub_reg:
                return False
            super_reg = tri.get_matching_super_reg(dst, src_op.sub_reg, def_rc)
            if not super_reg:
                return False
            copied_sub, dst = dst, super_reg
        elif not tri.class_contains(def_rc, dst):
            return False
        # Other defs of the definition live at the copy: the target may rematerialize another way (LLVM
        # ``TargetInstrInfo::reMaterialize``) or refuse.
        clobbers_live = False
        for op in def_mi.operands[1:]:
            if op.kind == MO_Register and op.flags & _DEF and op.contents:
                for u in lis.units_of(op.contents):
                    if lis.get_reg_unit(u).live_at(reg_slot(copy_idx) - 1):
                        clobbers_live = True
        new = self.tii.re_materialize(self.mf, def_mi, clobbers_live)
        if new is None:
            return False
        mbb = copy.parent
        assert mbb is not None
        new.operands[0].contents = dst
        if strip_sub:
            new.operands[0].sub_reg = 0
            new.operands[0].flags &= ~RegState.Undef
        if not _is_virt(dst):
            new.operands[0].sub_reg = 0
            new.operands[0].flags &= ~RegState.Undef
        new.operands[0].flags &= ~_DEAD
        if dst_op.flags & _DEAD:
            new.operands[0].flags |= _DEAD
        if not _is_virt(dst):
            new.operands[0].flags &= ~RegState.Renamable
        if copied_sub:
            # The wide register is written but only the copied part is wanted: LLVM's
            # ``dead $eax = MOV32r0 ..., implicit-def $al``.
            new.operands[0].flags |= _DEAD
            new.add_operand(
                MachineOperand.create_reg(
                    copied_sub, is_def=True, is_imp=True, is_dead=dst_op.flags & _DEAD != 0
                )
            )
        mbb.insert_before(copy, new)
        lis.remove_machine_instr_from_maps(copy)
        mbb.remove(copy)
        lis.insert_machine_instr_in_maps(new)
        for op in new.operands[1:]:
            if op.kind == MO_Register and op.contents:
                for u in lis.units_of(op.contents):
                    lis.remove_reg_unit(u)
        if not _is_virt(dst):
            for u in lis.units_of(dst):
                lis.remove_reg_unit(u)
            for u in lis.units_of(copied_sub) if copied_sub else ():
                lis.remove_reg_unit(u)
        else:
            lis.compute_virt_reg_interval(lis.get_interval(dst))
        # The source may now be dead.
        if mri.use_empty(src) or not mri.use_nodbg_operands(src):
            for op in list(mri.reg_defs(src)):
                mi = op.parent
                if mi is not None and mi.parent is not None:
                    self._delete(mi)
            lis.remove_interval(src)
        else:
            dead: list[MachineInstr] = []
            lis.shrink_to_uses(li, dead)
            for mi in dead:
                if mi.parent is not None:
                    self._delete(mi)
            if mri.reg_nodbg_empty(src):
                lis.remove_interval(src)
            else:
                lis.compute_virt_reg_interval(li)
        self.changed = True
        NumReMats.value += 1
        return True


def clear_kill_flags_after_coalescing(mf: MachineFunction) -> None:
    """Kill flags are stale once ranges merged; llc-14's output after this pass keeps none on virtual registers
    nor on the function's live-in physical registers (they are recomputed after allocation)."""
    mri = mf.reg_info
    for i in range(mri.get_num_virt_regs()):
        for op in mri.reg_uses(i | VIRTUAL_REG_BIT):
            op.flags &= ~_KILL
    units = mf.subtarget.get_register_info().tables.reg_units
    live_in_units = 0
    for phys, _ in mri.live_ins:
        live_in_units |= units[phys]
    if live_in_units:
        for r in range(1, len(units)):
            if units[r] & live_in_units:
                for op in mri.reg_uses(r):
                    op.flags &= ~_KILL


@dataclass(frozen=True)
class RegisterCoalescer:
    """The ``simple-register-coalescing`` pass."""

    name: ClassVar[str] = "simple-register-coalescing"
    description: ClassVar[str] = "Simple Register Coalescing"
    preserves: ClassVar[tuple[type, ...]] = (
        SlotIndexesPass,
        LiveIntervalsPass,
        MachineDominatorTreePass,
        MachineLoopInfoPass,
    )

    def run(self, mf: MachineFunction, am: Any) -> bool:
        lis = am.get(LiveIntervalsPass)
        c = _Coalescer(mf, lis, am.get(MachineLoopInfoPass))
        c.join_all_intervals()
        clear_kill_flags_after_coalescing(mf)
        return c.changed


__all__ = ["RegisterCoalescer", "MachineOperand", "is_full_vreg_copy", "is_trivially_rematerializable_def"]
