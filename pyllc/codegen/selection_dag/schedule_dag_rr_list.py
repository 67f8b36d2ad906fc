"""What it is (LLVM: lib/CodeGen/SelectionDAG/ScheduleDAGRRList.cpp, the "source" list scheduler).

A bottom-up list scheduler: starting from the root unit, it repeatedly picks the best *available* unit (all
its successors scheduled), appends it to the sequence and releases its predecessors; the sequence is reversed
at the end.  The available queue is LLVM's ``RegReductionPriorityQueue<src_ls_rr_sort>``:

* a unit marked "schedule low" (a TokenFactor) loses to one that is not;
* then the higher non-zero IR order wins (bottom-up, so later source comes last), a unit without order loses
  to one with an order;
* ties go through ``BURRSort``: units defining a physical register used by others go first (keeps flag
  producers next to their users), then the Sethi-Ullman priority (CopyToReg and TokenFactor 0, stores 0xffff,
  leaves 0), care around calls and call operands, the distance to the closest successor, the number of
  values the unit consumes, stalls and heights/depths (``BUCompareLatency``: unit latencies, cycle count), and
  finally the queue insertion id.

The queue is a plain list: picking scans it in order and the chosen unit is swapped with the last entry
before removal, exactly as LLVM's ``popFromQueueImpl``, since tie-breaking depends on positions.

Physical registers.  An assigned-register edge (a flags register into a CopyToReg) makes the register live from its use
up to its def; a unit that would clobber a live register (an implicit def, a regmask, a CopyToReg of it) is
set aside as an interference until the register is released.  A call sequence is a pseudo-register live from
``ADJCALLSTACKUP`` to ``ADJCALLSTACKDOWN`` so calls never interleave.  When every available unit interferes,
the scheduler backtracks: it unschedules units back to the one whose use made the register live and adds an
artificial edge so the interfering unit goes first (bottom-up); LLVM's last resort, duplicating the flag
producer or copying the register, is reported as unsupported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT
from pyllc.codegen.selection_dag.instr_emitter import get_glued_node
from pyllc.codegen.selection_dag.schedule_dag_sd_nodes import (
    SDEP_DATA,
    SDEP_ORDER,
    ScheduleDAGSDNodes,
    SDep,
    SUnit,
)
from pyllc.codegen.value_types import MVT
from pyllc.support.diagnostics import UnsupportedError

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.nodes import SDNode

_MAX_CYCLE: Final = 1 << 32


def _node_order(su: SUnit) -> int:
    return su.node.ir_order if su.node is not None else 0


class SrcRegReductionPQ:
    """The available queue with the source-order picker (LLVM ``RegReductionPriorityQueue<src_ls_rr_sort>``)."""

    __slots__ = ("queue", "cur_queue_id", "sethi_ullman", "cur_cycle")

    def __init__(self) -> None:
        self.queue: list[SUnit] = []
        self.cur_queue_id = 0
        self.sethi_ullman: list[int] = []
        self.cur_cycle = 0

    # ----- setup -----
    def init_nodes(self, sunits: list[SUnit], self_loop: bool) -> None:
        self.sethi_ullman = [0] * len(sunits)
        for su in sunits:
            self._calc_sethi_ullman(su)
        if self_loop:
            for su in sunits:
                _init_vreg_cycle(su)

    def _calc_sethi_ullman(self, su: SUnit) -> int:
        nums = self.sethi_ullman
        work: list[list[Any]] = [[su, 0]]
        while work:
            top = work[-1]
            temp: SUnit = top[0]
            all_known = True
            preds = temp.preds
            for p in range(top[1], len(preds)):
                pd = preds[p]
                if pd.is_ctrl():
                    continue
                if nums[pd.su.node_num] == 0:
                    top[1] = p + 1
                    work.append([pd.su, 0])
                    all_known = False
                    break
            if not all_known:
                continue
            number = 0
            extra = 0
            for pd in preds:
                if pd.is_ctrl():
                    continue
                v = nums[pd.su.node_num]
                if v > number:
                    number = v
                    extra = 0
                elif v == number:
                    extra += 1
            number += extra
            if number == 0:
                number = 1
            nums[temp.node_num] = number
            work.pop()
        return nums[su.node_num]

    def add_node(self, su: SUnit) -> None:
        """A unit made during scheduling (a clone): its Sethi-Ullman number."""
        if su.node_num >= len(self.sethi_ullman):
            self.sethi_ullman.extend([0] * (su.node_num + 1 - len(self.sethi_ullman)))
        self._calc_sethi_ullman(su)

    def update_node(self, su: SUnit) -> None:
        self.sethi_ullman[su.node_num] = 0
        self._calc_sethi_ullman(su)

    # ----- queue -----
    def empty(self) -> bool:
        return not self.queue

    def push(self, su: SUnit) -> None:
        self.cur_queue_id += 1
        su.node_queue_id = self.cur_queue_id
        self.queue.append(su)

    def pop(self) -> SUnit | None:
        q = self.queue
        if not q:
            return None
        best = 0
        for i in range(1, min(len(q), 1000)):
            if self.less(q[best], q[i]):
                best = i
        v = q[best]
        if best + 1 != len(q):
            q[best], q[-1] = q[-1], q[best]
        q.pop()
        v.node_queue_id = 0
        return v

    def remove(self, su: SUnit) -> None:
        q = self.queue
        i = q.index(su)
        if i != len(q) - 1:
            q[i], q[-1] = q[-1], q[i]
        q.pop()
        su.node_queue_id = 0

    # ----- priorities -----
    def get_node_priority(self, su: SUnit) -> int:
        node = su.node
        opc = node.opcode if node is not None else 0
        if opc == ISD.TokenFactor or opc == ISD.CopyToReg:
            return 0
        if su.num_succs == 0 and su.num_preds != 0:
            return 0xFFFF
        if su.num_preds == 0 and su.num_succs != 0:
            return 0
        return self.sethi_ullman[su.node_num]

    def less(self, left: SUnit, right: SUnit) -> bool:
        """``src_ls_rr_sort``: True when ``right`` should be scheduled (bottom-up) before ``left``."""
        if left.is_schedule_low != right.is_schedule_low:
            return left.is_schedule_low < right.is_schedule_low
        lo = _node_order(left)
        ro = _node_order(right)
        if (lo or ro) and lo != ro:
            return lo != 0 and (lo < ro or ro == 0)
        return self.burr_sort(left, right)

    def burr_sort(self, left: SUnit, right: SUnit) -> bool:
        if left.has_phys_reg_defs != right.has_phys_reg_defs:
            return left.has_phys_reg_defs < right.has_phys_reg_defs
        lp = self.get_node_priority(left)
        rp = self.get_node_priority(right)
        if left.is_call and right.is_call_op:
            rn = len(right.node.vts) if right.node is not None else 0
            rp = rp - rn if rp > rn else 0
        if right.is_call and left.is_call_op:
            ln = len(left.node.vts) if left.node is not None else 0
            lp = lp - ln if lp > ln else 0
        if lp != rp:
            return lp > rp
        if left.is_call or right.is_call:
            lo = _node_order(left)
            ro = _node_order(right)
            if (lo or ro) and lo != ro:
                return lo != 0 and (lo < ro or ro == 0)
        ld = _closest_succ(left)
        rd = _closest_succ(right)
        if ld != rd:
            return ld < rd
        ls = _calc_max_scratches(left)
        rs = _calc_max_scratches(right)
        if ls != rs:
            return ls > rs
        if (left.is_call and rp > 0) or (right.is_call and lp > 0):
            return left.node_queue_id > right.node_queue_id
        if not (left.is_call or right.is_call):
            result = self.bu_compare_latency(left, right)
            if result != 0:
                return result > 0
        else:
            if left.get_height() != right.get_height():
                return left.get_height() > right.get_height()
            if left.get_depth() != right.get_depth():
                return left.get_depth() < right.get_depth()
        return left.node_queue_id > right.node_queue_id

    def bu_compare_latency(self, left: SUnit, right: SUnit) -> int:
        lpen = 1 if _has_vreg_cycle_use(left) else 0
        rpen = 1 if _has_vreg_cycle_use(right) else 0
        lh = left.get_height() + lpen
        rh = right.get_height() + rpen
        lstall = self.cur_cycle < lh
        rstall = self.cur_cycle < rh
        if lstall:
            if not rstall:
                return 1
            if lh != rh:
                return 1 if lh > rh else -1
        elif rstall:
            return -1
        # The hazard recognizer is disabled: compare heights, then depths and latencies.
        if lh != rh:
            return 1 if lh > rh else -1
        ld = left.get_depth() - lpen
        rd = right.get_depth() - rpen
        if ld != rd:
            return 1 if ld < rd else -1
        if left.latency != right.latency:
            return 1 if left.latency > right.latency else -1
        return 0


def _closest_succ(su: SUnit) -> int:
    best = 0
    for s in su.succs:
        if s.is_ctrl():
            continue
        h = s.su.get_height()
        n = s.su.node
        if n is not None and n.opcode == ISD.CopyToReg:
            h = _closest_succ(s.su) + 1
        if h > best:
            best = h
    return best


def _calc_max_scratches(su: SUnit) -> int:
    return sum(1 for p in su.preds if not p.is_ctrl())


def _copy_from_vreg(su: SUnit) -> bool:
    n = su.node
    return n is not None and n.opcode == ISD.CopyFromReg and bool(n.ops[1][0].payload & VIRTUAL_REG_BIT)


def _copy_to_vreg(su: SUnit) -> bool:
    n = su.node
    return n is not None and n.opcode == ISD.CopyToReg and bool(n.ops[1][0].payload & VIRTUAL_REG_BIT)


def _init_vreg_cycle(su: SUnit) -> None:
    """Mark units computing a value carried around a single-block loop (LLVM ``initVRegCycle``)."""
    data_preds = [p for p in su.preds if not p.is_ctrl()]
    data_succs = [s for s in su.succs if not s.is_ctrl()]
    if not data_preds or not all(_copy_from_vreg(p.su) for p in data_preds):
        return
    if not data_succs or not all(_copy_to_vreg(s.su) for s in data_succs):
        return
    su.is_vreg_cycle = True
    for p in data_preds:
        p.su.is_vreg_cycle = True


def _has_vreg_cycle_use(su: SUnit) -> bool:
    if su.is_vreg_cycle:
        return False
    for p in su.preds:
        if p.is_ctrl():
            continue
        n = p.su.node
        if p.su.is_vreg_cycle and n is not None and n.opcode == ISD.CopyFromReg:
            return True
    return False


def _reset_vreg_cycle(su: SUnit) -> None:
    if not su.is_vreg_cycle:
        return
    for p in su.preds:
        if p.is_ctrl():
            continue
        if p.su.is_vreg_cycle:
            p.su.is_vreg_cycle = False


def _chain_operand(n: SDNode) -> SDNode | None:
    for op in n.ops:
        if op[0].vts[op[1]] == MVT.Other:
            return op[0]
    return None


def find_call_seq_start(
    n: SDNode, nest: int, max_nest: int, setup: int, destroy: int
) -> tuple[SDNode | None, int, int]:
    """The ``ADJCALLSTACKDOWN`` matching a call-frame destroy (LLVM ``FindCallSeqStart``)."""
    while True:
        if n.opcode == ISD.TokenFactor:
            best = None
            best_max = max_nest
            for op in n.ops:
                found, _lvl, my_max = find_call_seq_start(op[0], nest, max_nest, setup, destroy)
                if found is not None and (best is None or my_max > best_max):
                    best = found
                    best_max = my_max
            return best, nest, best_max
        if n.opcode < 0:
            mo = ~n.opcode
            if mo == destroy:
                nest += 1
                max_nest = max(max_nest, nest)
            elif mo == setup:
                nest -= 1
                if nest == 0:
                    return n, nest, max_nest
        c = _chain_operand(n)
        if c is None:
            return None, nest, max_nest
        n = c
        if n.opcode == ISD.EntryToken:
            return None, nest, max_nest


def is_chain_dependent(outer: SDNode, inner: SDNode, nest: int, setup: int, destroy: int) -> bool:
    n = outer
    while True:
        if n is inner:
            return True
        if n.opcode == ISD.TokenFactor:
            return any(is_chain_dependent(op[0], inner, nest, setup, destroy) for op in n.ops)
        if n.opcode < 0:
            mo = ~n.opcode
            if mo == destroy:
                nest += 1
            elif mo == setup:
                if nest == 0:
                    return False
                nest -= 1
        c = _chain_operand(n)
        if c is None:
            return False
        n = c
        if n.opcode == ISD.EntryToken:
            return False


class ScheduleDAGRRList(ScheduleDAGSDNodes):
    """Bottom-up list scheduling with the source-order queue (LLVM ``ScheduleDAGRRList``)."""

    __slots__ = (
        "queue",
        "sequence",
        "cur_cycle",
        "min_available_cycle",
        "num_live_regs",
        "live_reg_defs",
        "live_reg_gens",
        "interferences",
        "lregs_map",
        "call_resource",
        "setup_opc",
        "destroy_opc",
    )

    def __init__(self, dag: Any) -> None:
        super().__init__(dag)
        self.queue = SrcRegReductionPQ()
        self.sequence: list[SUnit] = []
        self.cur_cycle = 0
        self.min_available_cycle = _MAX_CYCLE
        self.num_live_regs = 0
        n = self.tri.num_regs
        self.live_reg_defs: list[SUnit | None] = [None] * (n + 1)
        self.live_reg_gens: list[SUnit | None] = [None] * (n + 1)
        self.interferences: list[SUnit] = []
        self.lregs_map: dict[SUnit, list[int]] = {}
        self.call_resource = n
        self.setup_opc = self.tii.get_call_frame_setup_opcode()
        self.destroy_opc = self.tii.get_call_frame_destroy_opcode()

    def run(self) -> list[SUnit]:
        self.build_sched_graph()
        mbb = getattr(self.dag, "mbb", None)
        if mbb is None:
            funcinfo = getattr(self.dag, "funcinfo", None)
            mbb = getattr(funcinfo, "mbb", None)
        self_loop = mbb is not None and mbb.is_successor(mbb)
        self.queue.init_nodes(self.sunits, self_loop)
        self.list_schedule_bottom_up()
        return self.sequence

    # ----- cycles -----
    def advance_to_cycle(self, next_cycle: int) -> None:
        if next_cycle <= self.cur_cycle:
            return
        self.queue.cur_cycle = next_cycle
        self.cur_cycle = next_cycle
        if self.queue.empty():
            self.min_available_cycle = _MAX_CYCLE

    def advance_past_stalls(self, su: SUnit) -> None:
        self.advance_to_cycle(su.get_height())

    # ----- releasing -----
    def release_pred(self, su: SUnit, pred: SDep) -> None:
        p = pred.su
        p.num_succs_left -= 1
        if p.num_succs_left == 0:
            p.is_available = True
            h = p.get_height()
            if h < self.min_available_cycle:
                self.min_available_cycle = h
            self.queue.push(p)

    def release_predecessors(self, su: SUnit) -> None:
        for pred in su.preds:
            self.release_pred(su, pred)
            if pred.is_assigned_reg_dep():
                self.live_reg_defs[pred.reg] = pred.su
                if self.live_reg_gens[pred.reg] is None:
                    self.num_live_regs += 1
                    self.live_reg_gens[pred.reg] = su
        cr = self.call_resource
        if self.live_reg_defs[cr] is None:
            n: SDNode | None = su.node
            while n is not None:
                if n.opcode < 0 and ~n.opcode == self.destroy_opc:
                    start, _nest, _mx = find_call_seq_start(n, 0, 0, self.setup_opc, self.destroy_opc)
                    assert start is not None, "must find call sequence start"
                    d = self.node_su[start]
                    self.num_live_regs += 1
                    self.live_reg_defs[cr] = d
                    self.live_reg_gens[cr] = su
                    break
                n = get_glued_node(n)

    def release_interferences(self, reg: int) -> None:
        i = len(self.interferences)
        while i > 0:
            su = self.interferences[i - 1]
            lregs = self.lregs_map[su]
            if reg and reg not in lregs:
                i -= 1
                continue
            su.is_pending = False
            if su.is_available and not su.node_queue_id:
                self.queue.push(su)
            if i < len(self.interferences):
                self.interferences[i - 1] = self.interferences[-1]
            self.interferences.pop()
            del self.lregs_map[su]
            i -= 1

    # ----- scheduling -----
    def schedule_node_bottom_up(self, su: SUnit) -> None:
        su.set_height_to_at_least(self.cur_cycle)
        self.sequence.append(su)
        self.advance_to_cycle(self.cur_cycle + 1)
        self.release_predecessors(su)
        for s in su.succs:
            if s.is_assigned_reg_dep() and self.live_reg_defs[s.reg] is su:
                self.num_live_regs -= 1
                self.live_reg_defs[s.reg] = None
                self.live_reg_gens[s.reg] = None
                self.release_interferences(s.reg)
        cr = self.call_resource
        if self.live_reg_defs[cr] is su:
            n: SDNode | None = su.node
            while n is not None:
                if n.opcode < 0 and ~n.opcode == self.setup_opc:
                    self.num_live_regs -= 1
                    self.live_reg_defs[cr] = None
                    self.live_reg_gens[cr] = None
                    self.release_interferences(cr)
                n = get_glued_node(n)
        _reset_vreg_cycle(su)
        su.is_scheduled = True

    def _check_for_live_reg_def(
        self, su: SUnit, reg: int, added: set[int], lregs: list[int], node: SDNode | None = None
    ) -> None:
        defs = self.live_reg_defs
        units = self.tri.tables.reg_units
        u = units[reg]
        for alias in range(1, self.tri.num_regs):
            if not units[alias] & u:
                continue
            d = defs[alias]
            if d is None or d is su:
                continue
            if node is not None and d.node is node:
                continue
            if alias not in added:
                added.add(alias)
                lregs.append(alias)

    def delay_for_live_regs_bottom_up(self, su: SUnit, lregs: list[int]) -> bool:
        if self.num_live_regs == 0:
            return False
        added: set[int] = set()
        defs = self.live_reg_defs
        for p in su.preds:
            if p.is_assigned_reg_dep() and defs[p.reg] is not su:
                self._check_for_live_reg_def(p.su, p.reg, added, lregs)
        n: SDNode | None = su.node
        while n is not None:
            if n.opcode == ISD.INLINEASM or n.opcode == ISD.INLINEASM_BR:
                # Inline asm can clobber physical defs.
                ops = n.ops
                end = len(ops) - 1 if ops[-1][0].vts[ops[-1][1]] == MVT.Glue else len(ops)
                i = 4
                while i < end:
                    flags = ops[i][0].const_value
                    num = (flags & 0xFFFF) >> 3
                    i += 1
                    if flags & 7 in (2, 3, 4):
                        for _ in range(num):
                            reg = ops[i][0].payload
                            if 0 < reg and not reg & VIRTUAL_REG_BIT:
                                self._check_for_live_reg_def(su, reg, added, lregs)
                            i += 1
                    else:
                        i += num
                n = get_glued_node(n)
                continue
            if n.opcode == ISD.CopyToReg:
                reg = n.ops[1][0].payload
                if 0 < reg and not reg & VIRTUAL_REG_BIT:
                    self._check_for_live_reg_def(su, reg, added, lregs, n.ops[2][0])
            if n.opcode < 0:
                mo = ~n.opcode
                if mo == self.destroy_opc:
                    cr = self.call_resource
                    if defs[cr] is not None:
                        gen_su = self.live_reg_gens[cr]
                        assert gen_su is not None and gen_su.node is not None
                        gen = gen_su.node
                        g = get_glued_node(gen)
                        while g is not None:
                            gen = g
                            g = get_glued_node(g)
                        if (
                            not is_chain_dependent(gen, n, 0, self.setup_opc, self.destroy_opc)
                            and cr not in added
                        ):
                            added.add(cr)
                            lregs.append(cr)
                for op in n.ops:
                    if op[0].opcode == ISD.RegisterMask:
                        mask = op[0].payload
                        for r in range(1, len(defs) - 1):
                            d = defs[r]
                            if d is None or d is su or (mask >> r) & 1:
                                continue
                            if r not in added:
                                added.add(r)
                                lregs.append(r)
                        break
                for reg in self.tii.get(mo).implicit_defs:
                    self._check_for_live_reg_def(su, reg, added, lregs)
            n = get_glued_node(n)
        return bool(lregs)

    def _find_available(self, cur: SUnit | None) -> SUnit | None:
        q = self.queue
        while cur is not None:
            lregs: list[int] = []
            if not self.delay_for_live_regs_bottom_up(cur, lregs):
                return cur
            if cur not in self.lregs_map:
                cur.is_pending = True
                self.interferences.append(cur)
            self.lregs_map[cur] = lregs
            cur = q.pop()
        return None

    def pick_node_to_schedule_bottom_up(self) -> SUnit:
        q = self.queue
        cur = self._find_available(q.pop())
        if cur is not None:
            return cur
        # Every candidate clobbers a live physical register: unschedule back to the use that made it live
        # and force the candidate before it (LLVM's backtracking).
        for try_su in list(self.interferences):
            lregs = self.lregs_map[try_su]
            bt_su: SUnit | None = None
            live_cycle = 1 << 62
            for reg in lregs:
                gen = self.live_reg_gens[reg]
                assert gen is not None
                if gen.get_height() < live_cycle:
                    bt_su = gen
                    live_cycle = gen.get_height()
            assert bt_su is not None
            if self._will_create_cycle(try_su, bt_su):
                continue
            self.backtrack_bottom_up(try_su, bt_su)
            if bt_su.is_available:
                bt_su.is_available = False
                if not bt_su.is_pending:
                    q.remove(bt_su)
            try_su.add_pred(SDep(bt_su, SDEP_ORDER, -1, 0))
            if not try_su.is_available or not try_su.node_queue_id:
                cur = q.pop()
            else:
                q.remove(try_su)
                cur = try_su
            cur = self._find_available(cur)
            if cur is not None:
                return cur
            break
        # No backtracking possible: duplicate the unit defining the live register when copying that
        # register is expensive (a flags register), so each user gets its own definition.
        try_su = self.interferences[0]
        lregs = self.lregs_map[try_su]
        if len(lregs) != 1 or lregs[0] >= self.tri.num_regs:
            raise UnsupportedError(None, "scheduling needs copies of several live physical registers")
        reg = lregs[0]
        lr_def = self.live_reg_defs[reg]
        assert lr_def is not None
        rc = self.tri.get_minimal_phys_reg_class(reg)
        dest_rc = self.tri.get_cross_copy_reg_class(rc) if rc is not None else None
        new_def = self.copy_and_move_successors(lr_def) if dest_rc != rc else None
        if new_def is None:
            if dest_rc is None:
                raise UnsupportedError(None, "scheduling needs copies of a live physical register")
            # Copy the register out and back (the target lowers such copies after selection).
            copy_from, copy_to = self.insert_copies_and_move_succs(lr_def, reg, dest_rc, rc)
            try_su.add_pred(SDep(copy_from, SDEP_ORDER, -1, 0))
            new_def = copy_to
        self.live_reg_defs[reg] = new_def
        new_def.add_pred(SDep(try_su, SDEP_ORDER, -1, 0))
        try_su.is_available = False
        return new_def

    def insert_copies_and_move_succs(
        self, su: SUnit, reg: int, dest_rc: int, src_rc: int
    ) -> tuple[SUnit, SUnit]:
        """LLVM ``InsertCopiesAndMoveSuccs``: a copy of ``reg`` into a ``dest_rc`` register after ``su`` and a
        copy back before the already scheduled users of ``su``."""
        copy_from = self.new_sunit(None)
        copy_from.copy_src_rc = src_rc
        copy_from.copy_dst_rc = dest_rc
        copy_to = self.new_sunit(None)
        copy_to.copy_src_rc = dest_rc
        copy_to.copy_dst_rc = src_rc
        del_deps: list[tuple[SUnit, SDep]] = []
        for succ in list(su.succs):
            if succ.kind == SDEP_ORDER and succ.reg == -1:
                continue
            succ_su = succ.su
            if succ_su.is_scheduled:
                succ_su.add_pred(SDep(copy_to, succ.kind, succ.reg, succ.latency))
                del_deps.append((succ_su, SDep(su, succ.kind, succ.reg, succ.latency)))
            else:
                succ_su.add_pred(SDep(copy_from, SDEP_ORDER, -1, 0))
        for succ_su, d in del_deps:
            succ_su.remove_pred(d)
        copy_from.add_pred(SDep(su, SDEP_DATA, reg, su.latency))
        copy_to.add_pred(SDep(copy_from, SDEP_DATA, 0, copy_from.latency))
        self.queue.update_node(su)
        self.queue.add_node(copy_from)
        self.queue.add_node(copy_to)
        return copy_from, copy_to

    def copy_and_move_successors(self, su: SUnit) -> SUnit | None:
        """LLVM ``CopyAndMoveSuccessors``: clone ``su`` and move its already scheduled successors to the clone;
        None when the node cannot be duplicated (glue, or a chain that would need unfolding)."""
        n = su.node
        if n is None or get_glued_node(n) is not None:
            return None
        for vt in n.vts:
            if vt == MVT.Glue or vt == MVT.Other:
                return None
        for op in n.ops:
            if op[0].vts[op[1]] == MVT.Glue:
                return None
        new_su = self.clone(su)
        for pred in su.preds:
            if not (pred.kind == SDEP_ORDER and pred.reg == -1):
                new_su.add_pred(SDep(pred.su, pred.kind, pred.reg, pred.latency))
        new_su.add_pred(SDep(su, SDEP_ORDER, -1, 0))
        del_deps: list[tuple[SUnit, SDep]] = []
        for succ in su.succs:
            if succ.kind == SDEP_ORDER and succ.reg == -1:
                continue
            succ_su = succ.su
            if succ_su.is_scheduled:
                succ_su.add_pred(SDep(new_su, succ.kind, succ.reg, succ.latency))
                del_deps.append((succ_su, SDep(su, succ.kind, succ.reg, succ.latency)))
        for succ_su, d in del_deps:
            succ_su.remove_pred(d)
        self.queue.update_node(su)
        self.queue.add_node(new_su)
        return new_su

    @staticmethod
    def _is_reachable(su: SUnit, target: SUnit) -> bool:
        """True when ``su`` can be reached from ``target`` along successor edges."""
        seen = {id(target)}
        work = [target]
        while work:
            x = work.pop()
            if x is su:
                return True
            for s in x.succs:
                if id(s.su) not in seen:
                    seen.add(id(s.su))
                    work.append(s.su)
        return False

    def _will_create_cycle(self, su: SUnit, target: SUnit) -> bool:
        if self._is_reachable(target, su):
            return True
        for p in su.preds:
            if p.is_assigned_reg_dep() and self._is_reachable(target, p.su):
                return True
        return False

    def backtrack_bottom_up(self, su: SUnit, bt_su: SUnit) -> None:
        old = self.sequence[-1]
        while True:
            self.sequence.pop()
            self.cur_cycle = old.get_height()
            self.unschedule_node_bottom_up(old)
            self.queue.cur_cycle = self.cur_cycle
            if old is bt_su:
                break
            old = self.sequence[-1]

    def _capture_pred(self, pred: SDep) -> None:
        p = pred.su
        if p.is_available:
            p.is_available = False
            if not p.is_pending:
                self.queue.remove(p)
        p.num_succs_left += 1

    def unschedule_node_bottom_up(self, su: SUnit) -> None:
        defs, gens = self.live_reg_defs, self.live_reg_gens
        for pred in su.preds:
            self._capture_pred(pred)
            if pred.is_assigned_reg_dep() and gens[pred.reg] is su:
                self.num_live_regs -= 1
                defs[pred.reg] = None
                gens[pred.reg] = None
                self.release_interferences(pred.reg)
        cr = self.call_resource
        n: SDNode | None = su.node
        while n is not None:
            if n.opcode < 0 and ~n.opcode == self.setup_opc:
                raise UnsupportedError(None, "scheduler backtracking across a call sequence")
            n = get_glued_node(n)
        if gens[cr] is su:
            n = su.node
            while n is not None:
                if n.opcode < 0 and ~n.opcode == self.destroy_opc:
                    self.num_live_regs -= 1
                    defs[cr] = None
                    gens[cr] = None
                    self.release_interferences(cr)
                n = get_glued_node(n)
        for s in su.succs:
            if s.is_assigned_reg_dep():
                reg = s.reg
                if defs[reg] is None:
                    self.num_live_regs += 1
                defs[reg] = su
                if gens[reg] is None:
                    gen = s.su
                    for s2 in su.succs:
                        if (
                            s2.is_assigned_reg_dep()
                            and s2.reg == reg
                            and s2.su.get_height() < gen.get_height()
                        ):
                            gen = s2.su
                    gens[reg] = gen
        if su.get_height() < self.min_available_cycle:
            self.min_available_cycle = su.get_height()
        su.set_height_dirty()
        su.is_scheduled = False
        su.is_available = True
        self.queue.push(su)

    def list_schedule_bottom_up(self) -> None:
        if not self.sunits:
            return
        root_su = self.node_su[self.dag.root[0]]
        root_su.is_available = True
        self.queue.push(root_su)
        while not self.queue.empty() or self.interferences:
            su = self.pick_node_to_schedule_bottom_up()
            self.advance_past_stalls(su)
            self.schedule_node_bottom_up(su)
        self.sequence.reverse()


def schedule(dag: Any, opt_level: int) -> list[SUnit]:
    """Schedule the selected DAG with the bottom-up list scheduler; the units in program order (each emitted
    with its glued nodes)."""
    sched = ScheduleDAGRRList(dag)
    return sched.run()
