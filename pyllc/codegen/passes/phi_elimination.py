"""What it is (LLVM: lib/CodeGen/PHIElimination.cpp).

PHI elimination takes the function out of SSA form: every ``%d = PHI %a, %bb.1, %b, %bb.2`` becomes

* a fresh register ``%in`` of ``%d``'s class, and ``%d = COPY %in`` at the top of the PHI's block (after the
  remaining PHIs: all PHIs of a block are lowered as a group, each copy inserted after the last of them), and
* ``%in = COPY %a`` in ``%bb.1`` and ``%in = COPY %b`` in ``%bb.2``, before the first terminator (for an edge into
  an EH pad the copy must go before the throwing call; pyllc does not lower such edges yet).

Incoming values that are undefined (``undef`` operands or registers defined only by ``IMPLICIT_DEF``) get an
``IMPLICIT_DEF`` of ``%in`` instead of a copy; a PHI whose sources are all undefined becomes an
``IMPLICIT_DEF`` of ``%d``.  Two PHIs with identical sources share one ``%in`` (LLVM's ``LoweredPHIs`` map,
which matches PHIs by expression), so the second needs only its destination copy.  The PHI block's sources
are visited from the last to the first and each predecessor receives one copy per PHI even when it appears
several times.

Liveness.  When LiveVariables is available (at -O1 and above), the pass keeps it exact: the new ``%in`` is a
PHI join register killed by the destination copy; a source whose last PHI use on an edge has been lowered and
that is not live out of the predecessor gets its kill flag on the new copy (or on the last terminator reading
it), and the predecessor leaves its alive blocks.  At that level the pass first splits critical edges that
would leave a source register live across the copy (LLVM's ``SplitPHIEdges``, which needs loop information
and branch rewriting); without LiveVariables (-O0) no edge is split.

Afterwards IMPLICIT_DEFs whose value is no longer used are deleted and the function has the ``NoPHIs``
property.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfoPass
from pyllc.codegen.machine.function import MachineFunctionProperties as P, props_mask
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MO_Register, RegState
from pyllc.codegen.target_opcodes import COPY, IMPLICIT_DEF
from pyllc.support.diagnostics import UnsupportedError
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.analysis.machine_loop_info import MachineLoop, MachineLoopInfo
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

NumLowered = Statistic("phi-node-elimination", "NumLowered", "Number of phis lowered")
NumCriticalEdgesSplit = Statistic(
    "phi-node-elimination", "NumCriticalEdgesSplit", "Number of critical edges split"
)
NumReused = Statistic("phi-node-elimination", "NumReused", "Number of reused lowered phis")


def is_implicitly_defined(reg: int, mri: Any) -> bool:
    """True when every def of ``reg`` is an ``IMPLICIT_DEF`` (vacuously true without defs)."""
    for op in mri.reg_defs(reg):
        mi = op.parent
        if mi is None or not mi.is_implicit_def():
            return False
    return True


def all_phi_operands_undefined(phi: MachineInstr, mri: Any) -> bool:
    ops = phi.operands
    for i in range(1, len(ops), 2):
        op = ops[i]
        if not is_implicitly_defined(op.contents, mri) and not op.flags & RegState.Undef:
            return False
    return True


def find_phi_copy_insert_point(mbb: MachineBasicBlock, succ: MachineBasicBlock, src_reg: int) -> int:
    """Where the copy for the edge ``mbb`` → ``succ`` goes: before the first terminator (LLVM)."""
    if not mbb.instrs:
        return 0
    if succ.is_eh_pad or succ.is_inline_asm_br_indirect_target:
        raise UnsupportedError(None, "PHI elimination on an edge into an EH pad or inline-asm-br target")
    return mbb.first_terminator_index()


def _phi_key(phi: MachineInstr) -> tuple[Any, ...]:
    """PHIs with the same sources compare equal (LLVM ``MachineInstrExpressionTrait`` ignoring the def)."""
    key: list[Any] = []
    for op in phi.operands[1:]:
        if op.kind == MO_Register:
            key.append((0, op.contents, op.sub_reg, op.flags & RegState.Undef))
        else:
            key.append((op.kind, id(op.contents)))
    return tuple(key)


class _PHIElim:
    __slots__ = ("mf", "mri", "tii", "lv", "mli", "use_count", "lowered", "imp_defs")

    def __init__(self, mf: MachineFunction, lv: Any, mli: MachineLoopInfo | None = None) -> None:
        self.mf = mf
        self.mli = mli
        self.mri = mf.reg_info
        self.tii = mf.subtarget.get_instr_info()
        self.lv = lv
        #: (predecessor block number, source register) → PHI uses not yet lowered.
        self.use_count: dict[tuple[int, int], int] = {}
        self.lowered: dict[tuple[Any, ...], int] = {}
        #: IMPLICIT_DEFs that may have become dead, in discovery order.
        self.imp_defs: dict[MachineInstr, None] = {}

    def analyze_phi_nodes(self) -> None:
        counts = self.use_count
        for mbb in self.mf.blocks:
            for mi in mbb.instrs:
                if not mi.is_phi():
                    break
                ops = mi.operands
                for i in range(1, len(ops), 2):
                    key = (ops[i + 1].contents.number, ops[i].contents)
                    counts[key] = counts.get(key, 0) + 1

    def eliminate_phi_nodes(self, mbb: MachineBasicBlock) -> bool:
        if not mbb.instrs or not mbb.instrs[0].is_phi():
            return False
        last_phi = mbb.instrs[mbb.first_non_phi_index() - 1]
        while mbb.instrs and mbb.instrs[0].is_phi():
            self.lower_phi_node(mbb, last_phi)
        return True

    def lower_phi_node(self, mbb: MachineBasicBlock, last_phi: MachineInstr) -> None:
        mri = self.mri
        lv = self.lv
        phi = mbb.instrs[0]
        # The copies go right after the last PHI of the group (LLVM's AfterPHIsIt), so later PHIs' copies land
        # before earlier ones; the position is taken before the PHI (at index 0) leaves the block.
        after_phis = mbb.index_of(last_phi)
        mbb.remove(phi)
        NumLowered.value += 1
        ops = phi.operands
        num_srcs = (len(ops) - 1) // 2
        dest = ops[0].contents
        if ops[0].sub_reg:
            raise UnsupportedError(None, "PHI with a sub-register destination")
        is_dead = ops[0].flags & RegState.Dead != 0
        incoming = 0
        reused = False
        dl = phi.debug_loc
        if all_phi_operands_undefined(phi, mri):
            phi_copy = build_mi(mbb, after_phis, dl, self.tii.get(IMPLICIT_DEF), dest).mi
        else:
            key = _phi_key(phi)
            entry = self.lowered.get(key, 0)
            if entry:
                incoming = entry
                reused = True
                NumReused.value += 1
            else:
                incoming = mri.create_virtual_register(mri.get_reg_class(dest))
                self.lowered[key] = incoming
            phi_copy = build_mi(mbb, after_phis, dl, self.tii.get(COPY), dest).add_reg(incoming).mi

        if lv is not None:
            if incoming:
                vi = lv.get_var_info(incoming)
                lv.set_phi_join(incoming)
                old_kill = None
                after_old_kill = False
                if reused:
                    old_kill = vi.find_kill(mbb)
                    if old_kill is not None:
                        for mi in mbb.instrs[mbb.first_non_phi_index() :]:
                            if mi is phi_copy:
                                break
                            if mi is old_kill:
                                after_old_kill = True
                                break
                if after_old_kill:
                    lv.remove_virtual_register_killed(incoming, old_kill)
                if old_kill is None or after_old_kill:
                    lv.add_virtual_register_killed(incoming, phi_copy)
            lv.remove_virtual_registers_killed(phi)
            if is_dead:
                lv.add_virtual_register_dead(dest, phi_copy)
                lv.remove_virtual_register_dead(dest, phi)

        counts = self.use_count
        for i in range(1, len(ops), 2):
            if not ops[i].flags & RegState.Undef:
                key = (ops[i + 1].contents.number, ops[i].contents)
                counts[key] = counts.get(key, 0) - 1

        inserted_into: set[int] = set()
        for i in range(num_srcs - 1, -1, -1):
            src_op = ops[i * 2 + 1]
            src = src_op.contents
            src_sub = src_op.sub_reg
            src_undef = src_op.flags & RegState.Undef != 0 or is_implicitly_defined(src, mri)
            op_block: MachineBasicBlock = ops[i * 2 + 2].contents
            if id(op_block) in inserted_into:
                continue
            inserted_into.add(id(op_block))
            pos = find_phi_copy_insert_point(op_block, mbb, src)
            new_src: MachineInstr | None = None
            if not reused and incoming:
                if src_undef:
                    new_src = build_mi(op_block, pos, dl, self.tii.get(IMPLICIT_DEF), incoming).mi
                    d = mri.get_vreg_def(src)
                    if d is not None and d.is_implicit_def():
                        self.imp_defs[d] = None
                else:
                    new_src = (
                        build_mi(op_block, pos, None, self.tii.get(COPY), incoming)
                        .add_reg(src, 0, src_sub)
                        .mi
                    )
            if (
                lv is not None
                and not src_undef
                and not counts.get((op_block.number, src), 0)
                and not lv.is_live_out(src, op_block)
            ):
                instrs = op_block.instrs
                first_term = op_block.first_terminator_index()
                kill_inst: MachineInstr | None = None
                for t in instrs[first_term:]:
                    if t.reads_register(src):
                        kill_inst = t
                if kill_inst is None:
                    if reused or not incoming:
                        k = first_term
                        while k > 0:
                            k -= 1
                            cand = instrs[k]
                            if cand.is_debug_instr():
                                continue
                            if cand.reads_register(src):
                                kill_inst = cand
                                break
                    else:
                        kill_inst = new_src
                assert kill_inst is not None and kill_inst.reads_register(src), "cannot find kill instruction"
                lv.add_virtual_register_killed(src, kill_inst)
                lv.get_var_info(src).alive_blocks &= ~(1 << op_block.number)

        if reused or not incoming:
            if lv is not None:
                lv.remove_virtual_registers_killed(phi)

    def run(self) -> bool:
        changed = False
        lv = self.lv
        if lv is not None:
            changed = split_phi_edges(self.mf, lv, self.mli)
        self.mri.leave_ssa()
        self.analyze_phi_nodes()
        for mbb in self.mf.blocks:
            if self.eliminate_phi_nodes(mbb):
                changed = True
        for d in self.imp_defs:
            reg = d.operands[0].contents
            if not self.mri.use_nodbg_operands(reg) and d.parent is not None:
                d.erase_from_parent()
        return changed


def split_phi_edges(mf: MachineFunction, lv: Any, mli: MachineLoopInfo | None = None) -> bool:
    """LLVM's ``SplitPHIEdges`` for every block: split the critical edge from a predecessor when a PHI source
    stays live out of it for another reason than the PHI (the copy could not be coalesced) and is not live into
    the PHI's block.  With loop information (``mli``) loop back edges are left alone and loop exits are
    split; in llc-14's -O2 pipeline MachineLoopInfo is not available to the pass (no pass before it keeps one)."""
    loop_for = mli.get_loop_for if mli is not None else _no_loop
    live_in_sets = _live_in_sets(mf, lv)
    changed = False
    for mbb in list(mf.blocks):
        if not mbb.instrs or not mbb.instrs[0].is_phi() or mbb.is_eh_pad:
            continue
        cur_loop = loop_for(mbb)
        is_loop_header = cur_loop is not None and cur_loop.header is mbb
        for phi in list(mbb.instrs):
            if not phi.is_phi():
                break
            ops = phi.operands
            for i in range(1, len(ops), 2):
                reg = ops[i].contents
                pre: MachineBasicBlock = ops[i + 1].contents
                if len(pre.successors) == 1:
                    continue
                if pre is mbb:
                    continue
                pre_loop = loop_for(pre)
                if is_loop_header and pre_loop is cur_loop:
                    continue
                should_split = lv.is_live_out(reg, pre)
                if not should_split:
                    continue
                should_split = not lv.get_var_info(reg).is_live_in(mbb, reg, mf.reg_info)
                if not should_split and cur_loop is not pre_loop:
                    should_split = pre_loop is not None and not pre_loop.contains_loop(cur_loop)
                if not should_split:
                    continue
                if split_critical_edge(pre, mbb, lv, live_in_sets) is not None:
                    changed = True
                    NumCriticalEdgesSplit.value += 1
    return changed


def _no_loop(mbb: MachineBasicBlock) -> MachineLoop | None:
    return None


def _live_in_sets(mf: MachineFunction, lv: Any) -> dict[int, set[int]]:
    """Block number → virtual registers live into it (live through, or killed there but defined elsewhere)."""
    sets: dict[int, set[int]] = {}
    mri = mf.reg_info
    for index in range(mri.get_num_virt_regs()):
        reg = index | 1 << 31
        d = mri.get_vreg_def(reg)
        if d is None:
            continue
        vi = lv.get_var_info(reg)
        ab = vi.alive_blocks
        while ab:
            low = ab & -ab
            ab ^= low
            sets.setdefault(low.bit_length() - 1, set()).add(reg)
        kills = vi.kills
        if len(kills) > 1 or (kills and kills[0].parent is not d.parent):
            for k in kills:
                sets.setdefault(k.parent.number, set()).add(reg)
    return sets


def split_critical_edge(
    mbb: MachineBasicBlock, succ: MachineBasicBlock, lv: Any, live_in_sets: dict[int, set[int]] | None = None
) -> MachineBasicBlock | None:
    """Put a new block on the edge ``mbb`` → ``succ`` (LLVM ``MachineBasicBlock::SplitCriticalEdge``): the new
    block follows ``mbb`` in the layout, ``mbb``'s branches are rewritten, PHIs of ``succ`` name the new block
    and LiveVariables learns which registers live through it."""
    mf = mbb.parent
    assert mf is not None
    tii = mf.subtarget.get_instr_info()
    tri = mf.subtarget.get_register_info()
    if succ.is_eh_pad or succ.is_inline_asm_br_indirect_target:
        return None
    analyzed = tii.analyze_branch(mbb, False)
    if analyzed is None:
        return None
    tbb, fbb, _cond = analyzed
    if tbb is not None and tbb is fbb:
        return None
    pos = mf.blocks.index(mbb)
    prev_fallthrough = mf.blocks[pos + 1] if pos + 1 < len(mf.blocks) else None
    nmbb = mf.create_machine_basic_block()
    mf.insert(pos + 1, nmbb)
    killed_regs: list[int] = []
    if lv is not None:
        for mi in mbb.instrs[mbb.first_terminator_index() :]:
            for mo in mi.operands:
                if (
                    mo.kind != MO_Register
                    or not mo.contents
                    or mo.flags & RegState.Define
                    or not mo.flags & RegState.Kill
                    or mo.flags & RegState.Undef
                ):
                    continue
                reg = mo.contents
                if not reg & (1 << 31) or lv.get_var_info(reg).remove_kill(mi):
                    killed_regs.append(reg)
                    mo.flags &= ~RegState.Kill
    # ReplaceUsesOfBlockWith
    for mi in reversed(mbb.instrs):
        if not mi.is_terminator():
            break
        for mo in mi.operands:
            if mo.kind == 4 and mo.contents is succ:
                mo.contents = nmbb
    mbb.replace_successor(succ, nmbb)
    if succ is prev_fallthrough:
        prev_fallthrough = nmbb
    _update_terminator(mbb, prev_fallthrough, tii)
    nmbb.add_successor(succ)
    if mf.blocks.index(succ) != mf.blocks.index(nmbb) + 1:
        tii.insert_branch(nmbb, succ, None, [], None)
    for phi in succ.instrs:
        if not phi.is_phi():
            break
        for mo in phi.operands:
            if mo.kind == 4 and mo.contents is mbb:
                mo.contents = nmbb
    for reg, mask in succ.live_ins:
        nmbb.add_live_in(reg, mask)
    if lv is not None:
        from pyllc.codegen.analysis.live_variables import add_register_killed

        while killed_regs:
            reg = killed_regs.pop()
            for mi in reversed(mbb.instrs):
                if not add_register_killed(mi, reg, tri, False):
                    continue
                if reg & (1 << 31):
                    lv.get_var_info(reg).kills.append(mi)
                break
        bit = 1 << nmbb.number
        if live_in_sets is not None:
            for reg in live_in_sets.get(succ.number, ()):
                lv.get_var_info(reg).alive_blocks |= bit
        for phi in succ.instrs:
            if not phi.is_phi():
                break
            ops = phi.operands
            for i in range(1, len(ops), 2):
                if ops[i + 1].contents is nmbb:
                    lv.get_var_info(ops[i].contents).alive_blocks |= bit
    return nmbb


def _update_terminator(mbb: MachineBasicBlock, prev_layout_succ: MachineBasicBlock | None, tii: Any) -> None:
    """LLVM ``MachineBasicBlock::updateTerminator``."""
    if not mbb.successors:
        return
    mf = mbb.parent
    assert mf is not None
    blocks = mf.blocks

    def is_layout_successor(b: MachineBasicBlock | None) -> bool:
        i = blocks.index(mbb)
        return b is not None and i + 1 < len(blocks) and blocks[i + 1] is b

    analyzed = tii.analyze_branch(mbb, False)
    assert analyzed is not None, "updateTerminator requires analyzable predecessors"
    tbb, fbb, cond = analyzed
    if not cond:
        if tbb is not None:
            if is_layout_successor(tbb):
                tii.remove_branch(mbb)
        else:
            if (
                prev_layout_succ is None
                or not mbb.is_successor(prev_layout_succ)
                or prev_layout_succ.is_eh_pad
            ):
                return
            if not is_layout_successor(prev_layout_succ):
                tii.insert_branch(mbb, prev_layout_succ, None, cond, None)
        return
    if fbb is not None:
        if is_layout_successor(tbb):
            if tii.reverse_branch_condition(cond):
                return
            tii.remove_branch(mbb)
            tii.insert_branch(mbb, fbb, None, cond, None)
        elif is_layout_successor(fbb):
            tii.remove_branch(mbb)
            tii.insert_branch(mbb, tbb, None, cond, None)
        return
    assert prev_layout_succ is not None
    if prev_layout_succ is tbb:
        tii.remove_branch(mbb)
        if not is_layout_successor(tbb):
            tii.insert_branch(mbb, tbb, None, [], None)
        return
    if is_layout_successor(tbb):
        if tii.reverse_branch_condition(cond):
            tii.insert_branch(mbb, prev_layout_succ, None, [], None)
            return
        tii.remove_branch(mbb)
        tii.insert_branch(mbb, prev_layout_succ, None, cond, None)
    elif not is_layout_successor(prev_layout_succ):
        tii.remove_branch(mbb)
        tii.insert_branch(mbb, tbb, prev_layout_succ, cond, None)


@dataclass(frozen=True, slots=True)
class PHIElimination:
    """``phi-node-elimination``: lower PHIs to copies in the predecessors."""

    name: ClassVar[str] = "phi-node-elimination"
    description: ClassVar[str] = "Eliminate PHI nodes for register allocation"
    sets: ClassVar[int] = props_mask(P.NoPHIs)

    @property
    def preserves(self) -> tuple[type, ...]:
        from pyllc.codegen.analysis.live_variables import LiveVariables

        return (LiveVariables,)

    def run(self, mf: MachineFunction, am: Any) -> bool:
        from pyllc.codegen.analysis.live_variables import LiveVariables

        lv = am.get_cached(LiveVariables) if am is not None else None
        mli = am.get_cached(MachineLoopInfoPass) if am is not None else None
        return _PHIElim(mf, lv, mli).run()
