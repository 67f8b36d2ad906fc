"""The SelectionDAG instruction selector pass (LLVM: lib/CodeGen/SelectionDAG/SelectionDAGISel.cpp).

What it is.  ``SelectionDAGISel`` turns one IR function into a MachineFunction in SSA form.  llc-14 registers
the selection pass under the name ``amdgpu-isel``; the target's selector comes from
``TargetMachine.create_isel`` (LLVM: ``createXXXISelDag`` in ``XXXPassConfig::addInstSelector``).

Algorithm (``runOnMachineFunction`` / ``SelectAllBasicBlocks``):

1. ``FunctionLoweringInfo.set``: MachineBasicBlocks for every IR block (IR order), static allocas as frame
   objects, virtual registers for values crossing blocks, empty PHI instructions; whether the return value fits
   the return registers (``can_lower_return``, else it is returned through a hidden sret pointer).
2. For each block in reverse post order (the entry first): build its DAG (the entry block also lowers the
   formal arguments), then ``code_gen_and_emit_dag``::

       combine(BeforeLegalizeTypes) -> legalize_types -> [combine(AfterLegalizeTypes)] -> legalize
       -> combine(AfterLegalizeDAG) -> select -> schedule -> emit

   and ``finish_basic_block``: the PHI operands for the edges out of the block, then the extra blocks that
   branch and switch lowering created (jump-table headers and tables, compare blocks), each with its own DAG.
3. The live-in copies at the top of the entry block (``MachineRegisterInfo::EmitLiveInCopies``: one COPY per
   used live-in, inserted at the top so they appear in reverse order), the entry block's live-in list, and
   ``has_calls`` in the frame info.

Stages.  The stage functions live in other modules and are imported on first use (:class:`ISelStages`); a
missing optional stage (combine, legalize) is skipped, a missing mandatory one (select, schedule, emit) raises
``UnsupportedError``.  Tests inject their own stages with ``SelectionDAGISel(stages=...)``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

from pyllc.codegen import target_opcodes as TO
from pyllc.codegen.calling_conv_lower import ArgFlags, OutputArg
from pyllc.codegen.machine.instr_builder import RegState, build_mi
from pyllc.codegen.selection_dag.builder import SelectionDAGBuilder
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.function_lowering_info import FunctionLoweringInfo, compute_value_vts
from pyllc.ir.analysis.branch_probability_info import BranchProbabilityInfo
from pyllc.codegen.isd import ISD
from pyllc.codegen.value_types import MVT, is_integer, is_vector, size_in_bits
from pyllc.ir import instructions as I
from pyllc.support.diagnostics import DiagnosticError, UnsupportedError, location_in_text
from pyllc.support.statistic import Statistic

NumDAGBlocks = Statistic("isel", "NumDAGBlocks", "Number of blocks selected using DAG")

# CombineLevel.
BeforeLegalizeTypes = 0
AfterLegalizeTypes = 1
AfterLegalizeVectorOps = 2
AfterLegalizeDAG = 3


class ISelDAG(SelectionDAG):
    """The SelectionDAG with the selector's context: subtarget and FunctionLoweringInfo."""

    __slots__ = ("subtarget", "funcinfo")

    def __init__(
        self, tli: Any = None, mf: Any = None, opt_level: int = 2, subtarget: Any = None, funcinfo: Any = None
    ) -> None:
        super().__init__(tli, mf, opt_level)
        self.subtarget = subtarget
        self.funcinfo = funcinfo


def _lazy(module: str, attr: str) -> Callable[..., Any] | None:
    try:
        mod = importlib.import_module(module)
    except ImportError:
        return None
    return getattr(mod, attr, None)


class ISelStages:
    """The phase functions of ``code_gen_and_emit_dag`` (None: not available)."""

    __slots__ = ("combine", "legalize_types", "legalize", "select", "schedule", "emit", "compute_live_out")

    def __init__(
        self,
        combine: Any = None,
        legalize_types: Any = None,
        legalize: Any = None,
        select: Any = None,
        schedule: Any = None,
        emit: Any = None,
        compute_live_out: Any = None,
    ) -> None:
        self.combine = combine
        self.legalize_types = legalize_types
        self.legalize = legalize
        self.select = select
        self.schedule = schedule
        self.emit = emit
        self.compute_live_out = compute_live_out

    @classmethod
    def default(cls, subtarget: Any) -> ISelStages:
        """The project's stages, imported on first use; selection by the target's selector."""
        selector_holder: list[Any] = []

        def select(dag: Any) -> None:
            if not selector_holder:
                selector_holder.append(_make_selector(dag))
            selector_holder[0].do_instruction_selection(dag)

        return cls(
            combine=_lazy("pyllc.codegen.selection_dag.dag_combiner", "combine"),
            legalize_types=_lazy("pyllc.codegen.selection_dag.legalize_types", "legalize_types"),
            legalize=_lazy("pyllc.codegen.selection_dag.legalize_dag", "legalize"),
            select=select,
            schedule=_lazy("pyllc.codegen.selection_dag.schedule_dag_rr_list", "schedule"),
            emit=_lazy("pyllc.codegen.selection_dag.instr_emitter", "emit_schedule"),
        )


def _make_selector(dag: Any) -> Any:
    """The target's selector for this function (``TargetMachine.create_isel(opt_level)``)."""
    tm = dag.mf.target if dag.mf is not None else None
    selector = tm.create_isel(dag.opt_level) if tm is not None else None
    if selector is None:
        raise UnsupportedError(None, "instruction selection: the target has no DAG instruction selector")
    return selector


def reverse_post_order(fn: Any) -> list[Any]:
    """The blocks reachable from the entry in reverse post order (successors in terminator order)."""
    blocks = fn.blocks
    if not blocks:
        return []
    entry = blocks[0]
    visited: set[int] = {id(entry)}
    post: list[Any] = []
    stack: list[tuple[Any, list[Any], int]] = [(entry, _succs(entry), 0)]
    while stack:
        bb, succs, i = stack[-1]
        if i < len(succs):
            stack[-1] = (bb, succs, i + 1)
            s = succs[i]
            if id(s) not in visited:
                visited.add(id(s))
                stack.append((s, _succs(s), 0))
            continue
        stack.pop()
        post.append(bb)
    post.reverse()
    return post


def _succs(bb: Any) -> list[Any]:
    insts = bb.instructions
    if not insts:
        return []
    return insts[-1].successors()


def get_return_info(fn: Any, tli: Any, dl: Any) -> list[OutputArg]:
    """``GetReturnInfo``: the register parts of the function's return value."""
    ret_ty = fn.function_type.elem
    vts, _ = compute_value_vts(ret_ty, dl)
    attrs = fn.attrs.ret
    cc = fn.cc
    outs: list[OutputArg] = []
    for vt in vts:
        ext = attrs.has("signext") or attrs.has("zeroext")
        if ext and is_integer(vt):
            min_vt = tli.get_register_type(MVT.i32)
            if size_in_bits(vt) < size_in_bits(min_vt):
                vt = min_vt
        n = tli.get_num_registers_for_calling_conv(cc, vt)
        pvt = tli.get_register_type_for_calling_conv(cc, vt)
        f = 0
        if attrs.has("inreg"):
            f |= ArgFlags.InReg
        if attrs.has("signext"):
            f |= ArgFlags.SExt
        elif attrs.has("zeroext"):
            f |= ArgFlags.ZExt
        for _ in range(n):
            outs.append(OutputArg(ArgFlags(f), pvt, vt, True, 0, 0))
    return outs


@dataclass
class SelectionDAGISel:
    """The ``amdgpu-isel`` machine pass (LLVM: ``SelectionDAGISel``; each target's selector wraps it)."""

    name: ClassVar[str] = "amdgpu-isel"
    #: The generic banner; the pass registry gives each target's own (``<Target> DAG->DAG Instruction Selection``).
    description: ClassVar[str] = "DAG->DAG Instruction Selection"
    #: -1: the target machine's optimization level.
    opt_level: int = -1
    stages: Any = None
    #: Called with (phase name, dag) after each phase (``-view-*-dags`` / ``-debug-only=isel`` hooks).
    observer: Any = None
    #: Filled per run for inspection: the FunctionLoweringInfo of the last function.
    last_funcinfo: Any = field(default=None, repr=False)

    def run(self, mf: Any, am: Any = None) -> bool:
        fn = mf.function
        if fn is None:
            raise UnsupportedError(None, "instruction selection needs the IR function")
        subtarget = mf.subtarget
        tli = subtarget.get_target_lowering()
        opt = self.opt_level
        if opt < 0:
            tm = mf.target
            opt = tm.opt_level if tm is not None else 2
        if fn.attrs.fn.has("optnone"):
            opt = 0
        stages = self.stages if self.stages is not None else ISelStages.default(subtarget)
        worker = _ISelWorker(mf, fn, subtarget, tli, opt, stages, self.observer)
        worker.run()
        self.last_funcinfo = worker.funcinfo
        return True


class _ISelWorker:
    """The per-function state of one selection run."""

    __slots__ = ("mf", "fn", "subtarget", "tli", "opt", "stages", "funcinfo", "dag", "builder", "observer")

    def __init__(
        self, mf: Any, fn: Any, subtarget: Any, tli: Any, opt: int, stages: ISelStages, observer: Any
    ) -> None:
        self.mf = mf
        self.fn = fn
        self.subtarget = subtarget
        self.tli = tli
        self.opt = opt
        self.stages = stages
        self.observer = observer
        self.funcinfo = FunctionLoweringInfo()
        self.dag = ISelDAG(tli, mf, opt, subtarget, self.funcinfo)
        self.builder: SelectionDAGBuilder | None = None

    def run(self) -> None:
        mf, fn, tli = self.mf, self.fn, self.tli
        if mf.info is None and mf.target is not None:
            mf.info = mf.target.create_machine_function_info(mf)
        funcinfo = self.funcinfo
        funcinfo.set(fn, mf, tli)
        funcinfo.bpi = BranchProbabilityInfo(fn) if self.opt != 0 else None
        outs = get_return_info(fn, tli, funcinfo.dl)
        funcinfo.can_lower_return = bool(tli.can_lower_return(fn.cc, mf, fn.function_type.vararg, outs))
        self.builder = SelectionDAGBuilder(self.dag, funcinfo, tli, self.opt)
        entry = fn.blocks[0] if fn.blocks else None
        num_blocks = 0
        for bb in reverse_post_order(fn):
            funcinfo.mbb = funcinfo.mbb_map[bb]
            self.dag.clear()
            self.builder.init_block()
            if bb is entry:
                self.builder.lower_arguments()
            if funcinfo.mbb.is_eh_pad:
                self.prepare_eh_landing_pad(bb)
            self.select_basic_block(bb)
            self.finish_basic_block()
            funcinfo.phi_nodes_to_update = []
            num_blocks += 1
        NumDAGBlocks.value += num_blocks
        self.emit_live_in_copies()
        self.finalize()

    # --- one block ------------------------------------------------------------------------------------------

    def prepare_eh_landing_pad(self, bb: Any) -> None:
        """``PrepareEHLandingPad``: the landing pad's EH_LABEL, then the exception pointer and selector
        registers the target names as live-ins copied to virtual registers."""
        from pyllc.ir.verifier import strip_pointer_casts

        mbb = self.funcinfo.mbb
        lp = next((i for i in bb.instructions if i.opcode != I.PHI), None)
        if lp is None or lp.opcode != I.LandingPad:
            raise UnsupportedError(None, "an exception pad other than a landingpad")
        label = self.mf.add_landing_pad(mbb, lp, strip_pointer_casts, bool(lp.flags & I.CLEANUP))
        tii = self.subtarget.get_instr_info()
        at = next((k for k, mi in enumerate(mbb.instrs) if not mi.is_phi()), len(mbb.instrs))
        build_mi(mbb, at, None, tii.get(TO.EH_LABEL)).add_sym(label)
        tli = self.tli
        pers = self.fn.personality
        rc = tli.get_reg_class_for(tli.get_pointer_ty())
        funcinfo = self.funcinfo
        funcinfo.exception_pointer_virt_reg = 0
        funcinfo.exception_selector_virt_reg = 0
        for k, phys in enumerate(
            (tli.get_exception_pointer_register(pers), tli.get_exception_selector_register(pers))
        ):
            if not phys:
                continue
            at += 1
            vreg = self.mf.reg_info.create_virtual_register(rc)
            build_mi(mbb, at, None, tii.get(TO.COPY), vreg).add_reg(phys, RegState.Kill)
            mbb.add_live_in(phys)
            if k == 0:
                funcinfo.exception_pointer_virt_reg = vreg
            else:
                funcinfo.exception_selector_virt_reg = vreg

    def select_basic_block(self, bb: Any) -> None:
        """``SelectBasicBlock``: build the block's DAG and emit it."""
        b = self.builder
        assert b is not None
        by_order: dict[int, Any] = {}
        for inst in bb.instructions:
            if inst.opcode == I.PHI:
                continue
            if b.has_tail_call:
                break
            try:
                b.visit(inst)
            except DiagnosticError as e:
                _locate(e, inst)
                raise
            by_order.setdefault(b.sd_node_order, inst)
        self.dag.set_root(b.get_control_root())
        b.clear()
        try:
            self.code_gen_and_emit_dag(bb)
        except DiagnosticError as e:
            # A node the later stages cannot handle: located at the IR instruction it came from (the
            # node's IR order), else at the block.
            inst = by_order.get(_ir_order(getattr(e, "node", None)))
            if inst is not None:
                _locate(e, inst)
            else:
                _locate_block(e, bb)
            raise

    def code_gen_and_emit_dag(self, bb: Any = None) -> None:
        """``CodeGenAndEmitDAG``: combine, legalize, select, schedule and emit the current DAG."""
        dag = self.dag
        st = self.stages
        opt = self.opt
        obs = self.observer
        if obs is not None:
            obs("build", dag)
        if st.combine is not None:
            st.combine(dag, BeforeLegalizeTypes, opt)
            if obs is not None:
                obs("combine1", dag)
        changed = True
        if st.legalize_types is not None:
            changed = bool(st.legalize_types(dag))
            if obs is not None:
                obs("legalize-types", dag)
        if changed and st.combine is not None:
            st.combine(dag, AfterLegalizeTypes, opt)
            if obs is not None:
                obs("combine-lt", dag)
        if st.legalize is not None:
            st.legalize(dag)
            if obs is not None:
                obs("legalize", dag)
        if st.combine is not None:
            st.combine(dag, AfterLegalizeDAG, opt)
            if obs is not None:
                obs("combine2", dag)
        if opt != 0:
            (st.compute_live_out or compute_live_out_vreg_info)(dag, self.funcinfo)
        if st.select is None:
            raise UnsupportedError(None, "instruction selection is not available for this target")
        st.select(dag)
        if obs is not None:
            obs("isel", dag)
        if st.schedule is None or st.emit is None:
            raise UnsupportedError(None, "scheduling and emission of selected DAGs are not available")
        sequence = st.schedule(dag, opt)
        last = st.emit(sequence, dag, self.funcinfo, self.funcinfo.mbb)
        if last is not None:
            self.funcinfo.mbb = last
        dag.clear()

    def _emit_extra(self, mbb: Any, build: Callable[[], None]) -> Any:
        """Build and emit the DAG of an extra block made by branch/switch lowering; returns its last block."""
        funcinfo = self.funcinfo
        b = self.builder
        assert b is not None
        funcinfo.mbb = mbb
        self.dag.clear()
        b.clear()
        build()
        self.dag.set_root(b.get_root())
        b.clear()
        self.code_gen_and_emit_dag()
        return funcinfo.mbb

    def finish_basic_block(self) -> None:
        """``FinishBasicBlock``: PHI operands for the block's out-edges, then the blocks switch and branch
        lowering created."""
        funcinfo = self.funcinfo
        b = self.builder
        assert b is not None
        mbb = funcinfo.mbb
        updates = funcinfo.phi_nodes_to_update
        for phi, reg in updates:
            if not mbb.is_successor(phi.parent):
                continue
            _add_phi_operand(phi, reg, mbb)
        # Bit tests.
        for btb in b.bit_test_cases:
            if not btb.emitted:
                self._emit_extra(btb.parent, lambda btb=btb: b.visit_bit_test_header(btb, btb.parent))
            cases = btb.cases
            n = len(cases)
            unhandled_prob = btb.prob
            for j in range(n):
                unhandled_prob = max(unhandled_prob - cases[j].extra_prob, 0)
                skip_last = (btb.contiguous_range or btb.fallthrough_unreachable) and j + 2 == n
                if skip_last:
                    # The range check already proved the value is one of the cases: the last test always holds.
                    next_mbb = cases[j + 1].target_bb
                elif j + 1 == n:
                    next_mbb = btb.default
                else:
                    next_mbb = cases[j + 1].this_bb
                btc = cases[j]
                self._emit_extra(
                    btc.this_bb,
                    lambda btb=btb, btc=btc, nx=next_mbb, up=unhandled_prob: b.visit_bit_test_case(
                        btb, nx, up, btb.reg, btc, btc.this_bb
                    ),
                )
                if skip_last:
                    # The final test is not emitted (its empty block stays, as in LLVM, for later passes to
                    # remove).
                    cases.pop()
                    break
            for phi, reg in updates:
                phi_bb = phi.parent
                if phi_bb is btb.default:
                    # From the header and, past a failed last test, from the last test block (LLVM adds that
                    # edge here and again below).
                    if btb.parent.is_successor(phi_bb):
                        _add_phi_operand(phi, reg, btb.parent)
                    if not btb.contiguous_range and btb.cases[-1].this_bb.is_successor(phi_bb):
                        _add_phi_operand(phi, reg, btb.cases[-1].this_bb)
                for btc in btb.cases:
                    if btc.this_bb.is_successor(phi_bb):
                        _add_phi_operand(phi, reg, btc.this_bb)
        b.bit_test_cases = []
        # Jump tables.
        for jt in b.jt_cases:
            if not jt.emitted:
                self._emit_extra(jt.header_bb, lambda jt=jt: b.visit_jump_table_header(jt, jt.header_bb))
            this_bb = self._emit_extra(jt.mbb, lambda jt=jt: b.visit_jump_table(jt))
            for phi, reg in updates:
                phi_bb = phi.parent
                if phi_bb is jt.default:
                    _add_phi_operand(phi, reg, jt.header_bb)
                if this_bb.is_successor(phi_bb):
                    _add_phi_operand(phi, reg, this_bb)
        b.jt_cases = []
        # Compare blocks of lowered branches and switches.
        cases = b.switch_cases
        k = 0
        while k < len(cases):
            cb = cases[k]
            k += 1
            succs = [cb.true_bb] if cb.true_bb is cb.false_bb else [cb.true_bb, cb.false_bb]
            this_bb = self._emit_extra(cb.this_bb, lambda cb=cb: b.visit_switch_case(cb, cb.this_bb))
            for succ in succs:
                if not this_bb.is_successor(succ):
                    continue
                for phi in succ.instrs:
                    if phi.opcode != TO.PHI:
                        break
                    for p, reg in updates:
                        if p is phi:
                            _add_phi_operand(phi, reg, this_bb)
                            break
        b.switch_cases = []

    # --- function end ---------------------------------------------------------------------------------------

    def emit_live_in_copies(self) -> None:
        """``MachineRegisterInfo::EmitLiveInCopies`` into the entry block."""
        mf = self.mf
        if not mf.blocks:
            return
        entry = mf.blocks[0]
        mri = mf.reg_info
        tii = self.subtarget.get_instr_info()
        kept: list[tuple[int, int]] = []
        for phys, vreg in mri.live_ins:
            if vreg:
                if not mri.use_nodbg_operands(vreg):
                    continue
                build_mi(entry, 0, None, tii.get(TO.COPY), vreg).add_reg(phys)
                entry.add_live_in(phys)
            else:
                entry.add_live_in(phys)
            kept.append((phys, vreg))
        mri.live_ins = kept

    def finalize(self) -> None:
        mf = self.mf
        mfi = mf.frame_info
        for mbb in mf.blocks:
            for mi in mbb.instrs:
                if mi.is_call() and not mi.is_return():
                    mfi.has_calls = True
                if mi.opcode in (TO.INLINEASM, TO.INLINEASM_BR):
                    mf.has_inline_asm = True
        mf.exposes_returns_twice = _calls_returns_twice(self.fn)
        self.tli.finalize_lowering(mf)


def compute_live_out_vreg_info(dag: Any, funcinfo: Any) -> None:
    """``ComputeLiveOutVRegInfo``: known bits and sign bits of every integer value the block copies into a
    virtual register, for the AssertZext/AssertSext of its readers in later blocks."""
    root = dag.root[0]
    seen = {id(root)}
    work = [root]
    while work:
        n = work.pop()
        for op in n.ops:
            node = op[0]
            if node.vts[op[1]] == MVT.Other and id(node) not in seen:
                seen.add(id(node))
                work.append(node)
        if n.opcode != ISD.CopyToReg:
            continue
        reg = n.ops[1][0].payload
        if not reg & (1 << 31):
            continue
        src = n.ops[2]
        vt = src[0].vts[src[1]]
        if not is_integer(vt) or is_vector(vt):
            continue
        sign_bits = dag.compute_num_sign_bits(src)
        zero, one = dag.compute_known_bits(src)
        funcinfo.add_live_out_reg_info(reg, sign_bits, zero, one)


def _add_phi_operand(phi: Any, reg: int, mbb: Any) -> None:
    from pyllc.codegen.machine.instr_builder import MachineInstrBuilder

    MachineInstrBuilder(phi).add_reg(reg).add_mbb(mbb)


def _calls_returns_twice(fn: Any) -> bool:
    for bb in fn.blocks:
        for inst in bb.instructions:
            if inst.opcode == I.Call:
                callee = inst.operands[-1]
                attrs = getattr(callee, "attrs", None)
                if attrs is not None and attrs.fn.has("returns_twice"):
                    return True
                info = inst.extra
                if info is not None and info.attrs is not None and info.attrs.fn.has("returns_twice"):
                    return True
    return False


__all__ = [
    "SelectionDAGISel",
    "ISelStages",
    "ISelDAG",
    "reverse_post_order",
    "get_return_info",
    "BeforeLegalizeTypes",
    "AfterLegalizeTypes",
    "AfterLegalizeVectorOps",
    "AfterLegalizeDAG",
]


def _ir_order(node: Any) -> int:
    """The IR order of ``node``, or of the nearest user that has one (nodes made while legalizing,
    such as constant-pool loads, may carry none)."""
    seen: set[int] = set()
    work = [node] if node is not None else []
    while work:
        n = work.pop(0)
        if n.ir_order:
            return n.ir_order
        for u in n.uses:
            if id(u) not in seen:
                seen.add(id(u))
                work.append(u)
    return 0


def _locate_block(error: DiagnosticError, bb: Any) -> None:
    """Give an error the source location of block ``bb`` (its label, or its first instruction)."""
    if error.location is not None:
        return
    module = getattr(getattr(bb, "parent", None), "parent", None)
    text = getattr(module, "text", "")
    offset = getattr(bb, "loc", -1)
    if text and offset >= 0:
        error.location = location_in_text(module.name, text, offset)


def _locate(error: DiagnosticError, inst: Any) -> None:
    """Give an error raised while lowering ``inst`` the instruction's source location (when it has none)."""
    if error.location is not None:
        return
    module = getattr(getattr(getattr(inst, "parent", None), "parent", None), "parent", None)
    text = getattr(module, "text", "")
    offset = getattr(inst, "loc", -1)
    if text and offset >= 0:
        error.location = location_in_text(module.name, text, offset)
