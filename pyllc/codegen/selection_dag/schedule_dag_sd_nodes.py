"""What it is (LLVM: lib/CodeGen/SelectionDAG/ScheduleDAGSDNodes.cpp, include/llvm/CodeGen/ScheduleDAG.h).

The scheduling graph of a selected SelectionDAG.  Every node that becomes code gets a scheduling unit
(:class:`SUnit`); nodes tied by glue share one unit, whose ``node`` is the bottom-most node of the glued group
(the emitter walks up through the glue operands).  Leaves that are only operands (constants, registers,
globals, blocks, frame indices, the entry token...) are "passive" and get no unit.

``build_sched_units`` numbers the units in LLVM's order: a depth-first walk from the root that pushes each
node's operands and pops the most recent.  ``add_sched_edges`` adds a predecessor edge (:class:`SDep`) per
operand of every node of a group: data edges (latency of the defining unit) and chain edges ("barrier" order
edges, latency 1, 0 from a TokenFactor); a value that must stay in a physical register that cannot be copied
cheaply (a flags register written by a CopyToReg) is an *assigned register* data edge, which the list
scheduler keeps free of clobbers.  Units record whether they are calls, feed a call's argument copies, have
tied operands, define or clobber physical registers; a TokenFactor is scheduled low.

Which scheduler: LLVM 14 picks the "source" list scheduler for a target at every optimization level when it enables
the machine scheduler, so ``createDefaultScheduler`` returns ``createSourceListDAGScheduler``): a bottom-up list
scheduler (``schedule_dag_rr_list.py``) whose priority is the IR order of the nodes, ties broken by LLVM's
register-reduction heuristics.  :func:`schedule` returns the units in program order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT
from pyllc.codegen.selection_dag.instr_emitter import count_results, get_glued_node
from pyllc.codegen.value_types import MVT

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.nodes import SDNode

#: SDep kinds (LLVM ``SDep::Kind``); chain edges are Order edges of the Barrier sort.
SDEP_DATA: Final = 0
SDEP_ANTI: Final = 1
SDEP_OUTPUT: Final = 2
SDEP_ORDER: Final = 3

PASSIVE_OPCODES: Final = frozenset(
    (
        ISD.Constant,
        ISD.TargetConstant,
        ISD.ConstantFP,
        ISD.TargetConstantFP,
        ISD.Register,
        ISD.RegisterMask,
        ISD.GlobalAddress,
        ISD.TargetGlobalAddress,
        ISD.GlobalTLSAddress,
        ISD.TargetGlobalTLSAddress,
        ISD.BasicBlock,
        ISD.FrameIndex,
        ISD.TargetFrameIndex,
        ISD.ConstantPool,
        ISD.TargetConstantPool,
        ISD.TargetIndex,
        ISD.JumpTable,
        ISD.TargetJumpTable,
        ISD.ExternalSymbol,
        ISD.TargetExternalSymbol,
        ISD.MCSymbol,
        ISD.BlockAddress,
        ISD.TargetBlockAddress,
        ISD.EntryToken,
        ISD.MDNODE_SDNODE,
    )
)


def is_passive_node(node: SDNode) -> bool:
    """Leaves that are only operands and never scheduled (LLVM ``isPassiveNode``)."""
    return node.opcode in PASSIVE_OPCODES


class SDep:
    """A dependence edge: the unit at the other end, its kind, the physical register (assigned register
    dependences only) and the latency."""

    __slots__ = ("su", "kind", "reg", "latency")

    def __init__(self, su: SUnit, kind: int, reg: int = 0, latency: int = 1) -> None:
        self.su = su
        self.kind = kind
        self.reg = reg
        self.latency = latency

    def is_ctrl(self) -> bool:
        return self.kind != SDEP_DATA

    def is_assigned_reg_dep(self) -> bool:
        return self.kind == SDEP_DATA and self.reg != 0

    def overlaps(self, other: SDep) -> bool:
        if self.su is not other.su or self.kind != other.kind:
            return False
        return self.reg == other.reg


class SUnit:
    """A scheduling unit (LLVM ``SUnit``)."""

    __slots__ = (
        "node",
        "node_num",
        "preds",
        "succs",
        "num_preds",
        "num_succs",
        "num_preds_left",
        "num_succs_left",
        "is_available",
        "is_scheduled",
        "is_pending",
        "is_call",
        "is_call_op",
        "is_two_address",
        "is_commutable",
        "has_phys_reg_defs",
        "has_phys_reg_clobbers",
        "is_schedule_low",
        "is_vreg_cycle",
        "latency",
        "height",
        "depth",
        "is_height_current",
        "is_depth_current",
        "node_queue_id",
        "is_cloned",
        "orig_node",
        "copy_src_rc",
        "copy_dst_rc",
    )

    def __init__(self, node: SDNode | None, node_num: int) -> None:
        self.node = node
        self.node_num = node_num
        self.preds: list[SDep] = []
        self.succs: list[SDep] = []
        self.num_preds = 0
        self.num_succs = 0
        self.num_preds_left = 0
        self.num_succs_left = 0
        self.is_available = False
        self.is_scheduled = False
        self.is_pending = False
        self.is_call = False
        self.is_call_op = False
        self.is_two_address = False
        self.is_commutable = False
        self.has_phys_reg_defs = False
        self.has_phys_reg_clobbers = False
        self.is_schedule_low = False
        self.is_vreg_cycle = False
        self.latency = 1
        self.height = 0
        self.depth = 0
        self.is_height_current = False
        self.is_depth_current = False
        self.node_queue_id = 0
        self.is_cloned = False
        self.orig_node: SUnit = self
        #: Register classes of a physical-register copy unit (no node) made by the list scheduler.
        self.copy_src_rc: int | None = None
        self.copy_dst_rc: int | None = None

    # ----- edges -----
    def add_pred(self, d: SDep) -> bool:
        """Add a predecessor edge and its mirror (LLVM ``SUnit::addPred``); False for a duplicate."""
        for p in self.preds:
            if p.overlaps(d):
                if p.latency < d.latency:
                    for s in p.su.succs:
                        if s.su is self and s.kind == p.kind and s.reg == p.reg:
                            s.latency = d.latency
                            break
                    p.latency = d.latency
                return False
        n = d.su
        if d.kind == SDEP_DATA:
            self.num_preds += 1
            n.num_succs += 1
        if not n.is_scheduled:
            self.num_preds_left += 1
        if not self.is_scheduled:
            n.num_succs_left += 1
        self.preds.append(d)
        n.succs.append(SDep(self, d.kind, d.reg, d.latency))
        if d.latency:
            self.set_depth_dirty()
            n.set_height_dirty()
        return True

    def remove_pred(self, d: SDep) -> None:
        """Remove a predecessor edge and its mirror (LLVM ``SUnit::removePred``)."""
        i = next(
            (k for k, p in enumerate(self.preds) if p.su is d.su and p.kind == d.kind and p.reg == d.reg), -1
        )
        if i < 0:
            return
        p = self.preds[i]
        n = d.su
        for j, s in enumerate(n.succs):
            if s.su is self and s.kind == p.kind and s.reg == p.reg:
                del n.succs[j]
                break
        del self.preds[i]
        if p.kind == SDEP_DATA:
            self.num_preds -= 1
            n.num_succs -= 1
        if not n.is_scheduled:
            self.num_preds_left -= 1
        if not self.is_scheduled:
            n.num_succs_left -= 1
        if p.latency:
            self.set_depth_dirty()
            n.set_height_dirty()

    # ----- height and depth -----
    def set_height_dirty(self) -> None:
        if not self.is_height_current:
            return
        work = [self]
        while work:
            su = work.pop()
            su.is_height_current = False
            for p in su.preds:
                if p.su.is_height_current:
                    work.append(p.su)

    def set_depth_dirty(self) -> None:
        if not self.is_depth_current:
            return
        work = [self]
        while work:
            su = work.pop()
            su.is_depth_current = False
            for s in su.succs:
                if s.su.is_depth_current:
                    work.append(s.su)

    def get_height(self) -> int:
        if not self.is_height_current:
            self._compute_height()
        return self.height

    def get_depth(self) -> int:
        if not self.is_depth_current:
            self._compute_depth()
        return self.depth

    def set_height_to_at_least(self, h: int) -> None:
        if h <= self.get_height():
            return
        self.set_height_dirty()
        self.height = h
        self.is_height_current = True

    def _compute_height(self) -> None:
        work: list[SUnit] = [self]
        while work:
            cur = work[-1]
            done = True
            best = 0
            for s in cur.succs:
                su = s.su
                if su.is_height_current:
                    v = su.height + s.latency
                    if v > best:
                        best = v
                else:
                    done = False
                    work.append(su)
            if done:
                work.pop()
                if best != cur.height:
                    cur.set_height_dirty()
                    cur.height = best
                cur.is_height_current = True

    def _compute_depth(self) -> None:
        work: list[SUnit] = [self]
        while work:
            cur = work[-1]
            done = True
            best = 0
            for p in cur.preds:
                su = p.su
                if su.is_depth_current:
                    v = su.depth + p.latency
                    if v > best:
                        best = v
                else:
                    done = False
                    work.append(su)
            if done:
                work.pop()
                if best != cur.depth:
                    cur.set_depth_dirty()
                    cur.depth = best
                cur.is_depth_current = True

    def __repr__(self) -> str:
        return f"<SU({self.node_num}) {self.node!r}>"


class ScheduleDAGSDNodes:
    """The units of one selected DAG and their edges (LLVM ``ScheduleDAGSDNodes``)."""

    __slots__ = ("dag", "tii", "tri", "tli", "sunits", "node_su")

    def __init__(self, dag: Any) -> None:
        self.dag = dag
        mf = dag.mf
        st = mf.subtarget
        self.tii = st.get_instr_info()
        self.tri = st.get_register_info()
        self.tli = getattr(dag, "tli", None) or st.get_target_lowering()
        self.sunits: list[SUnit] = []
        #: SDNode → its unit (LLVM keeps the unit number in the node id).
        self.node_su: dict[SDNode, SUnit] = {}

    def _is_call_node(self, n: SDNode) -> bool:
        return n.opcode < 0 and bool(self.tii.get(~n.opcode).flags & (1 << 6))

    def build_sched_units(self) -> None:
        root = self.dag.root[0]
        worklist = [root]
        visited: set[int] = {id(root)}
        call_sunits: list[SUnit] = []
        node_su = self.node_su
        glue = MVT.Glue
        while worklist:
            ni = worklist.pop()
            for op in ni.ops:
                n = op[0]
                if id(n) not in visited:
                    visited.add(id(n))
                    worklist.append(n)
            if is_passive_node(ni):
                continue
            if ni in node_su:
                continue
            su = SUnit(ni, len(self.sunits))
            self.sunits.append(su)
            n = ni
            while n.ops and n.ops[-1][0].vts[n.ops[-1][1]] == glue:
                n = n.ops[-1][0]
                node_su[n] = su
                if self._is_call_node(n):
                    su.is_call = True
            n = ni
            while n.vts[-1] == glue:
                res = len(n.vts) - 1
                user = None
                for u in reversed(n.uses):
                    if any(o[0] is n and o[1] == res for o in u.ops):
                        user = u
                        break
                if user is None:
                    break
                node_su[n] = su
                n = user
                if self._is_call_node(n):
                    su.is_call = True
            if su.is_call:
                call_sunits.append(su)
            if ni.opcode == ISD.TokenFactor:
                su.is_schedule_low = True
            su.node = n
            node_su[n] = su
            su.latency = 1
        while call_sunits:
            su = call_sunits.pop()
            n: SDNode | None = su.node
            while n is not None:
                if n.opcode == ISD.CopyToReg:
                    src = n.ops[2][0]
                    if not is_passive_node(src):
                        node_su[src].is_call_op = True
                n = get_glued_node(n)

    def _check_for_phys_reg_dependency(self, d: SDNode, user: SDNode, op: int) -> tuple[int, int]:
        """(physical register, copy cost) of a CopyToReg of a physical register (LLVM
        ``CheckForPhysRegDependency``)."""
        if op != 2 or user.opcode != ISD.CopyToReg:
            return 0, 1
        reg = user.ops[1][0].payload
        if reg & VIRTUAL_REG_BIT:
            return 0, 1
        res_no = user.ops[2][1]
        phys = 0
        if d.opcode == ISD.CopyFromReg and d.ops[1][0].payload == reg:
            phys = reg
        elif d.opcode < 0:
            ii = self.tii.get(~d.opcode)
            if (
                res_no >= ii.num_defs
                and res_no - ii.num_defs < len(ii.implicit_defs)
                and ii.implicit_defs[res_no - ii.num_defs] == reg
            ):
                phys = reg
        if not phys:
            return 0, 1
        rc = self.tri.get_minimal_phys_reg_class(reg)
        name = self.tri.get_reg_class_name(rc) if rc is not None else ""
        return phys, (-1 if name in ("CCR", "FPCCR", "DFCCR") else 1)

    def add_sched_edges(self) -> None:
        tii = self.tii
        node_su = self.node_su
        other = MVT.Other
        for su in self.sunits:
            main = su.node
            assert main is not None
            if main.opcode < 0:
                desc = tii.get(~main.opcode)
                if any(info[3] != -1 for info in desc.operands):
                    su.is_two_address = True
                if desc.flags & (1 << 24):
                    su.is_commutable = True
            n: SDNode | None = main
            while n is not None:
                if n.opcode < 0 and tii.get(~n.opcode).implicit_defs:
                    su.has_phys_reg_clobbers = True
                    num_used = count_results(n)
                    while num_used and not n.has_any_use_of_value(num_used - 1):
                        num_used -= 1
                    if num_used > tii.get(~n.opcode).num_defs:
                        su.has_phys_reg_defs = True
                for i, op in enumerate(n.ops):
                    opn = op[0]
                    if is_passive_node(opn):
                        continue
                    op_su = node_su[opn]
                    if op_su is su:
                        continue
                    vt = opn.vts[op[1]]
                    is_chain = vt == other
                    phys, cost = self._check_for_phys_reg_dependency(opn, n, i)
                    if cost >= 0:
                        phys = 0
                    latency = 1 if is_chain else op_su.latency
                    if is_chain and opn.opcode == ISD.TokenFactor:
                        latency = 0
                    dep = SDep(op_su, SDEP_ORDER if is_chain else SDEP_DATA, phys, latency)
                    su.add_pred(dep)
                n = get_glued_node(n)

    def build_sched_graph(self) -> None:
        self.build_sched_units()
        self.add_sched_edges()

    def new_sunit(self, node: SDNode | None) -> SUnit:
        su = SUnit(node, len(self.sunits))
        self.sunits.append(su)
        return su

    def clone(self, old: SUnit) -> SUnit:
        """A new unit for the same node (LLVM ``ScheduleDAGSDNodes::Clone``); the emitter emits it again."""
        su = SUnit(old.node, len(self.sunits))
        self.sunits.append(su)
        su.orig_node = old.orig_node
        su.latency = old.latency
        su.is_vreg_cycle = old.is_vreg_cycle
        su.is_call = old.is_call
        su.is_call_op = old.is_call_op
        su.is_two_address = old.is_two_address
        su.is_commutable = old.is_commutable
        su.has_phys_reg_defs = old.has_phys_reg_defs
        su.has_phys_reg_clobbers = old.has_phys_reg_clobbers
        su.is_schedule_low = old.is_schedule_low
        old.is_cloned = True
        return su
