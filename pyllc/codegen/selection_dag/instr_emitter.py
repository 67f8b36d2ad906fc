"""What it is (LLVM: lib/CodeGen/SelectionDAG/InstrEmitter.cpp and ScheduleDAGSDNodes::EmitSchedule).

The InstrEmitter turns the scheduled, selected DAG into MachineInstrs in SSA form, appended to the current
block.  ``emit_schedule`` walks the schedule (a list of :class:`~pyllc.codegen.selection_dag.
schedule_dag_sd_nodes.SUnit`, or of bare SDNodes); for each unit it emits the nodes glued above the unit's
node first, then the node itself.  ``vr_base_map`` maps each emitted ``(node, result)`` to the virtual (or,
for unavoidable physical register values, physical) register holding it.

Machine nodes (``emit_machine_node``):

* the results that the descriptor defines become fresh virtual registers of the class the operand info asks
  for, narrowed by the value type's class (``create_virtual_registers``); a result only copied into a virtual
  register of the same class by a ``CopyToReg`` uses that register directly;
* operands are added in order (``add_operand``): values of other nodes by their register (constrained to the
  operand's class, or copied into a new register when the classes are incompatible; a single use is a kill
  unless the operand is tied or the value comes from a CopyFromReg), constants as immediates, registers (extra
  physical registers become implicit uses), regmasks, globals, blocks, frame indices, constant-pool entries,
  jump tables, external symbols with their target flags; chain and glue operands are not operands;
* memory operands, IR flags (nsw/nuw/exact, fast-math) are copied;
* results beyond the explicit defs are implicit physical-register defs (flags...): a used one is copied out
  (``emit_copy_from_reg``; a class with a negative copy cost cannot be copied cheaply so its users read it directly); every implicit
  physical def no one reads (via a result, a glued CopyFromReg or a glued user's implicit uses) is marked dead.

``EXTRACT_SUBREG`` becomes ``COPY %src.sub``; ``INSERT_SUBREG`` and ``SUBREG_TO_REG`` keep their pseudo form with
a destination class supporting the sub-register; ``COPY_TO_REGCLASS`` becomes a COPY into a new register of
the class; ``REG_SEQUENCE`` keeps its form; ``IMPLICIT_DEF`` is emitted before each use (a fresh register each
time).  Target-independent nodes: ``CopyToReg`` → ``COPY`` (or ``IMPLICIT_DEF`` of the destination when the
value is undefined), ``CopyFromReg`` → a COPY from the physical register (or the virtual register itself),
``TokenFactor``/``MERGE_VALUES`` → nothing, ``LIFETIME_*`` and ``EH_LABEL`` → their pseudos.

Custom inserters (``usesCustomInserter``) are expanded by the ``finalize-isel`` pass afterwards, as in LLVM 14,
so emission always ends in the block where it started.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.instr import MIFlag, MachineInstr
from pyllc.codegen.machine.instr_builder import MachineInstrBuilder
from pyllc.codegen.machine.instr_desc import (
    MCID,
    OPERAND_FLAG_LOOKUP_PTR_REG_CLASS,
    OPERAND_FLAG_OPTIONAL_DEF,
)
from pyllc.codegen.machine.operand import RegState, VIRTUAL_REG_BIT
from pyllc.codegen.target_opcodes import (
    ANNOTATION_LABEL,
    COPY,
    COPY_TO_REGCLASS,
    EH_LABEL,
    EXTRACT_SUBREG,
    IMPLICIT_DEF,
    INSERT_SUBREG,
    LIFETIME_END,
    LIFETIME_START,
    INLINEASM,
    INLINEASM_BR,
    REG_SEQUENCE,
    SUBREG_TO_REG,
)
from pyllc.codegen.value_types import MVT
from pyllc.support.diagnostics import UnsupportedError
from pyllc.codegen.selection_dag.nodes import value_type as _vt

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.selection_dag.nodes import SDNode, SDValue

#: A register class is "small" below this size; constraining further would hurt allocation (LLVM MinRCSize).
MIN_RC_SIZE: Final = 4

_GLUE: Final = MVT.Glue
_OTHER: Final = MVT.Other

#: SDNodeFlags bit → MIFlag (the IR flags the emitter copies), in LLVM 14's SDNodeFlags layout.
_SDNODE_FLAG_BITS: Final = (
    ("nuw", MIFlag.NoUWrap),
    ("nsw", MIFlag.NoSWrap),
    ("exact", MIFlag.IsExact),
    ("nnan", MIFlag.FmNoNans),
    ("ninf", MIFlag.FmNoInfs),
    ("nsz", MIFlag.FmNsz),
    ("arcp", MIFlag.FmArcp),
    ("contract", MIFlag.FmContract),
    ("afn", MIFlag.FmAfn),
    ("reassoc", MIFlag.FmReassoc),
    ("nofpexcept", MIFlag.NoFPExcept),
)

_PASSIVE_OPERAND_OPCODES: Final = frozenset(
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


def sdnode_flags_to_mi_flags(flags: int) -> int:
    """The MachineInstr flags for an SDNode's IR flags (SDNodeFlags names from ``pyllc.codegen.isd``)."""
    if not flags:
        return 0
    from pyllc.codegen import isd

    table = getattr(isd, "SDNodeFlags", None)
    out = 0
    for name, bit in _SDNODE_FLAG_BITS:
        v = getattr(table, name, None) if table is not None else None
        if v is None and table is not None:
            v = getattr(table, _LONG_FLAG_NAMES.get(name, name), None)
        if v is not None and flags & v:
            out |= bit
    return out


_LONG_FLAG_NAMES: Final = {
    "nuw": "NoUnsignedWrap",
    "nsw": "NoSignedWrap",
    "exact": "Exact",
    "nnan": "NoNaNs",
    "ninf": "NoInfs",
    "nsz": "NoSignedZeros",
    "arcp": "AllowReciprocal",
    "contract": "AllowContract",
    "afn": "ApproximateFuncs",
    "reassoc": "AllowReassociation",
    "nofpexcept": "NoFPExcept",
}


def count_results(node: SDNode) -> int:
    """Results that are values (LLVM ``CountResults``): trailing glue and chain results are not."""
    vts = node.vts
    n = len(vts)
    while n and vts[n - 1] == _GLUE:
        n -= 1
    if n and vts[n - 1] == _OTHER:
        n -= 1
    return n


def count_operands(node: SDNode, num_exp_uses: int) -> tuple[int, int]:
    """(operands before glue/chain, trailing implicit register/regmask operands) (LLVM ``countOperands``)."""
    ops = node.ops
    n = len(ops)
    while n and _vt(ops[n - 1]) == _GLUE:
        n -= 1
    if n and _vt(ops[n - 1]) == _OTHER:
        n -= 1
    num_imp = n - num_exp_uses
    i = n
    while i > num_exp_uses:
        op = ops[i - 1][0]
        if op.opcode == ISD.RegisterMask:
            i -= 1
            continue
        if op.opcode == ISD.Register and 0 < op.payload and not op.payload & VIRTUAL_REG_BIT:
            i -= 1
            continue
        num_imp = n - i
        break
    return n, num_imp


def get_glued_node(node: SDNode) -> SDNode | None:
    """The node glued *above* ``node`` (its last operand, when of glue type)."""
    ops = node.ops
    if ops and _vt(ops[-1]) == _GLUE:
        return ops[-1][0]
    return None


def get_glued_user(node: SDNode) -> SDNode | None:
    """The node that uses ``node``'s glue result, if any."""
    if node.vts[-1] != _GLUE:
        return None
    res = len(node.vts) - 1
    for user in node.uses:
        for op in user.ops:
            if op[0] is node and op[1] == res:
                return user
    return None


def has_one_use_of_value(v: SDValue) -> bool:
    """``SDValue::hasOneUse``."""
    node, res = v
    count = 0
    seen: set[int] = set()
    for user in node.uses:
        if id(user) in seen:
            continue
        seen.add(id(user))
        for op in user.ops:
            if op[0] is node and op[1] == res:
                count += 1
                if count > 1:
                    return False
    return count == 1


class InstrEmitter:
    """Emits MachineInstrs for SDNodes into one block (LLVM ``InstrEmitter``)."""

    __slots__ = ("mf", "mri", "tii", "tri", "tli", "mbb", "insert_pos")

    def __init__(self, mf: Any, mbb: MachineBasicBlock, tli: Any, insert_pos: Any = None) -> None:
        self.mf = mf
        self.mri = mf.reg_info
        st = mf.subtarget
        self.tii = st.get_instr_info()
        self.tri = st.get_register_info()
        self.tli = tli if tli is not None else st.get_target_lowering()
        self.mbb = mbb
        #: Emit before this instruction (None: at the end of the block), as LLVM's InsertPos.
        self.insert_pos = insert_pos

    # ----- helpers -----
    def _insert(self, mi: MachineInstr) -> MachineInstr:
        if self.insert_pos is None:
            self.mbb.push_back(mi)
        else:
            self.mbb.insert_before(self.insert_pos, mi)
        return mi

    def _build(self, opcode: int, dl: Any, dest: int = 0) -> MachineInstrBuilder:
        mi = MachineInstr(self.tii.get(opcode), dl)
        mib = MachineInstrBuilder(mi)
        if dest:
            mib.add_reg(dest, RegState.Define)
        return mib

    def _copy(self, dest: int, src: int, dl: Any, sub_reg: int = 0) -> MachineInstr:
        mib = self._build(COPY, dl, dest)
        self._insert(mib.mi)
        mib.add_reg(src, 0, sub_reg)
        return mib.mi

    def reg_class_for_vt(self, vt: int) -> int | None:
        tli = self.tli
        if tli is None or not tli.is_type_legal(vt):
            return None
        rc = tli.get_reg_class_for(vt)
        return rc if isinstance(rc, int) else getattr(rc, "id", None)

    def get_reg_class(self, desc: Any, op_idx: int) -> int | None:
        """The operand's register class (LLVM ``TargetInstrInfo::getRegClass``), or None."""
        if op_idx >= desc.num_operands:
            return None
        _t, rc, flags, _tie = desc.operands[op_idx]
        if flags & OPERAND_FLAG_LOOKUP_PTR_REG_CLASS:
            return self.tri.get_pointer_reg_class(self.mf, rc)
        return rc if rc >= 0 else None

    def get_allocatable_class(self, rc: int | None) -> int | None:
        """``getAllocatableClass``: ``rc`` itself, or its largest allocatable sub-class."""
        if rc is None:
            return None
        tri = self.tri
        if tri.is_allocatable_class(rc):
            return rc
        members = tri.tables.class_members
        best = None
        best_n = -1
        for c in tri.reg_class_candidates(rc):
            m = members[c]
            if c != rc and m and tri.is_allocatable_class(c) and m & ~members[rc] == 0:
                n = bin(m).count("1")
                if n > best_n:
                    best, best_n = c, n
        return best

    def get_sub_class_with_sub_reg(self, rc: int, idx: int) -> int | None:
        """The largest sub-class of ``rc`` whose registers all have sub-register ``idx`` (LLVM
        ``getSubClassWithSubReg``)."""
        tri = self.tri
        members = tri.tables.class_members
        if not idx:
            return rc
        best = None
        best_n = -1
        for c in tri.reg_class_candidates(rc):
            m = members[c]
            if not m or m & ~members[rc]:
                continue
            ok = True
            mm = m
            while mm:
                low = mm & -mm
                mm ^= low
                if not tri.get_sub_reg(low.bit_length() - 1, idx):
                    ok = False
                    break
            if ok:
                n = bin(m).count("1")
                if n > best_n or (n == best_n and c == rc):
                    best, best_n = c, n
        return best

    def _copy_cost(self, rc: int) -> int:
        return self.tri.get_copy_cost(rc)

    def get_vr(self, op: SDValue, vr_base_map: dict[SDValue, int]) -> int:
        node = op[0]
        if node.opcode < 0 and ~node.opcode == IMPLICIT_DEF:
            rc = self.reg_class_for_vt(_vt(op))
            assert rc is not None, "IMPLICIT_DEF of an illegal type"
            vreg = self.mri.create_virtual_register(rc)
            self._insert(self._build(IMPLICIT_DEF, node.debug_loc, vreg).mi)
            return vreg
        reg = vr_base_map.get(op)
        assert reg is not None, "node emitted out of order - late"
        return reg

    # ----- operands -----
    def add_register_operand(
        self,
        mib: MachineInstrBuilder,
        op: SDValue,
        ii_op_num: int,
        ii: Any,
        vr_base_map: dict[SDValue, int],
        is_debug: bool,
        is_clone: bool,
        is_cloned: bool,
    ) -> None:
        vreg = self.get_vr(op, vr_base_map)
        desc = mib.mi.desc
        is_opt_def = (
            ii_op_num < desc.num_operands and desc.operands[ii_op_num][2] & OPERAND_FLAG_OPTIONAL_DEF != 0
        )
        if ii is not None:
            op_rc = self.get_reg_class(ii, ii_op_num)
            if op_rc is not None:
                constrained = None
                if vreg & VIRTUAL_REG_BIT:
                    constrained = self.mri.constrain_reg_class(vreg, op_rc, self.tri, MIN_RC_SIZE)
                if constrained is None:
                    op_rc = self.get_allocatable_class(op_rc)
                    assert op_rc is not None, "constraints cannot be fulfilled for allocation"
                    new = self.mri.create_virtual_register(op_rc)
                    self._copy(new, vreg, op[0].debug_loc)
                    vreg = new
        is_kill = (
            has_one_use_of_value(op)
            and op[0].opcode != ISD.CopyFromReg
            and not is_debug
            and not (is_clone or is_cloned)
        )
        if is_kill:
            ops = mib.mi.operands
            idx = len(ops)
            while idx > 0 and ops[idx - 1].kind == 0 and ops[idx - 1].flags & RegState.Implicit:
                idx -= 1
            if desc.tied_to(idx) != -1:
                is_kill = False
        flags = (
            (RegState.Define if is_opt_def else 0)
            | (RegState.Kill if is_kill else 0)
            | (RegState.Debug if is_debug else 0)
        )
        mib.add_reg(vreg, flags)

    def add_operand(
        self,
        mib: MachineInstrBuilder,
        op: SDValue,
        ii_op_num: int,
        ii: Any,
        vr_base_map: dict[SDValue, int],
        is_debug: bool = False,
        is_clone: bool = False,
        is_cloned: bool = False,
    ) -> None:
        node = op[0]
        opc = node.opcode
        if opc < 0:
            self.add_register_operand(mib, op, ii_op_num, ii, vr_base_map, is_debug, is_clone, is_cloned)
        elif opc == ISD.Constant or opc == ISD.TargetConstant:
            mib.add_imm(node.const_sext_value)
        elif opc == ISD.ConstantFP or opc == ISD.TargetConstantFP:
            mib.add_fpimm(node.payload)
        elif opc == ISD.Register:
            vreg = node.payload
            op_vt = _vt(op)
            iirc = self.get_allocatable_class(self.get_reg_class(ii, ii_op_num)) if ii is not None else None
            oprc = self.reg_class_for_vt(op_vt)
            if oprc is not None and iirc is not None and oprc != iirc and vreg & VIRTUAL_REG_BIT:
                new = self.mri.create_virtual_register(iirc)
                self._copy(new, vreg, node.debug_loc)
                vreg = new
            imp = ii is not None and ii_op_num >= ii.num_operands and not ii.flags & MCID.Variadic
            mib.add_reg(vreg, RegState.Implicit if imp else 0)
        elif opc == ISD.RegisterMask:
            mib.add_reg_mask(node.payload)
        elif opc in (
            ISD.TargetGlobalAddress,
            ISD.GlobalAddress,
            ISD.TargetGlobalTLSAddress,
            ISD.GlobalTLSAddress,
        ):
            gv, offset, tf = node.payload
            mib.add_global_address(gv, offset, tf)
        elif opc == ISD.BasicBlock:
            mib.add_mbb(node.payload)
        elif opc == ISD.FrameIndex or opc == ISD.TargetFrameIndex:
            mib.add_frame_index(node.payload)
        elif opc == ISD.JumpTable or opc == ISD.TargetJumpTable:
            index, tf = node.payload
            mib.add_jump_table_index(index, tf)
        elif opc == ISD.ConstantPool or opc == ISD.TargetConstantPool:
            constant, offset, alignment, tf = node.payload
            idx = self.mf.constant_pool.get_constant_pool_index(constant, alignment)
            mib.add_constant_pool_index(idx, offset, tf)
        elif opc == ISD.ExternalSymbol or opc == ISD.TargetExternalSymbol:
            name, tf = node.payload
            mib.add_external_symbol(name, tf)
        elif opc == ISD.MCSymbol:
            mib.add_sym(node.payload)
        elif opc == ISD.BlockAddress or opc == ISD.TargetBlockAddress:
            ba, offset, tf = node.payload
            mib.add_block_address(ba, offset, tf)
        elif opc == ISD.TargetIndex:
            index, offset, tf = node.payload
            mib.add_target_index(index, offset, tf)
        else:
            assert _vt(op) != _OTHER and _vt(op) != _GLUE, "chain and glue operands come last"
            self.add_register_operand(mib, op, ii_op_num, ii, vr_base_map, is_debug, is_clone, is_cloned)

    # ----- results -----
    def create_virtual_registers(
        self,
        node: SDNode,
        mib: MachineInstrBuilder,
        ii: Any,
        is_clone: bool,
        is_cloned: bool,
        vr_base_map: dict[SDValue, int],
    ) -> None:
        num_results = count_results(node)
        num_vregs = ii.num_defs
        for i in range(num_vregs):
            vrbase = 0
            rc = self.get_allocatable_class(self.get_reg_class(ii, i))
            if i < num_results:
                vtrc = self.reg_class_for_vt(node.vts[i])
                if vtrc is not None:
                    if rc is not None:
                        vtrc = self.tri.get_common_sub_class(rc, vtrc)
                    if vtrc is not None:
                        rc = vtrc
            if ii.operands[i][2] & OPERAND_FLAG_OPTIONAL_DEF:
                raise UnsupportedError(None, "optional defs in the instruction emitter")
            if not is_clone and not is_cloned:
                for user in reversed(node.uses):
                    if user.opcode == ISD.CopyToReg and user.ops[2][0] is node and user.ops[2][1] == i:
                        reg = user.ops[1][0].payload
                        if reg & VIRTUAL_REG_BIT and self.mri.get_reg_class(reg) == rc:
                            vrbase = reg
                            mib.add_reg(vrbase, RegState.Define)
                            break
            if not vrbase:
                assert rc is not None, "isn't a register operand"
                vrbase = self.mri.create_virtual_register(rc)
                mib.add_reg(vrbase, RegState.Define)
            if i < num_results:
                vr_base_map[(node, i)] = vrbase

    def emit_copy_from_reg(
        self,
        node: SDNode,
        res_no: int,
        is_clone: bool,
        is_cloned: bool,
        src_reg: int,
        vr_base_map: dict[SDValue, int],
    ) -> None:
        if src_reg & VIRTUAL_REG_BIT:
            vr_base_map[(node, res_no)] = src_reg
            return
        vrbase = 0
        match_reg = True
        vt = node.vts[res_no]
        use_rc = self.reg_class_for_vt(vt)
        tri = self.tri
        if not is_clone and not is_cloned:
            for user in reversed(node.uses):
                match = True
                uops = user.ops
                if user.opcode == ISD.CopyToReg and uops[2][0] is node and uops[2][1] == res_no:
                    dest = uops[1][0].payload
                    if dest & VIRTUAL_REG_BIT:
                        vrbase = dest
                        match = True
                    elif dest != src_reg:
                        match = False
                else:
                    for i, op in enumerate(uops):
                        if op[0] is not node or op[1] != res_no:
                            continue
                        if vt == _OTHER or vt == _GLUE:
                            continue
                        match = False
                        if user.opcode < 0:
                            ii = self.tii.get(~user.opcode)
                            rc = None
                            if i + ii.num_defs < ii.num_operands:
                                rc = self.get_allocatable_class(self.get_reg_class(ii, i + ii.num_defs))
                            if use_rc is None:
                                use_rc = rc
                            elif rc is not None:
                                com = tri.get_common_sub_class(use_rc, rc)
                                if com is not None:
                                    use_rc = com
                match_reg = match_reg and match
                if vrbase:
                    break
        src_rc = tri.get_minimal_phys_reg_class(src_reg)
        if vrbase:
            dst_rc = self.mri.get_reg_class(vrbase)
        elif use_rc is not None:
            dst_rc = use_rc
        else:
            dst_rc = src_rc
        if match_reg and src_rc is not None and self._copy_cost(src_rc) < 0:
            vrbase = src_reg
        else:
            vrbase = self.mri.create_virtual_register(dst_rc)
            self._copy(vrbase, src_reg, node.debug_loc)
        vr_base_map[(node, res_no)] = vrbase

    # ----- nodes -----
    def emit_node(
        self, node: SDNode, is_clone: bool, is_cloned: bool, vr_base_map: dict[SDValue, int]
    ) -> None:
        if node.opcode < 0:
            self.emit_machine_node(node, is_clone, is_cloned, vr_base_map)
        else:
            self.emit_special_node(node, is_clone, is_cloned, vr_base_map)

    def emit_machine_node(
        self, node: SDNode, is_clone: bool, is_cloned: bool, vr_base_map: dict[SDValue, int]
    ) -> None:
        opc = ~node.opcode
        if opc == EXTRACT_SUBREG or opc == INSERT_SUBREG or opc == SUBREG_TO_REG:
            self.emit_subreg_node(node, vr_base_map, is_clone, is_cloned)
            return
        if opc == COPY_TO_REGCLASS:
            self.emit_copy_to_reg_class_node(node, vr_base_map)
            return
        if opc == REG_SEQUENCE:
            self.emit_reg_sequence(node, vr_base_map, is_clone, is_cloned)
            return
        if opc == IMPLICIT_DEF:
            return  # a fresh IMPLICIT_DEF is emitted before every use
        ii = self.tii.get(opc)
        num_results = count_results(node)
        num_defs = ii.num_defs
        node_operands, _num_imp_uses = count_operands(node, ii.num_operands - num_defs)
        has_phys_reg_outs = num_results > num_defs and bool(ii.implicit_defs)
        mi = MachineInstr(ii, node.debug_loc)
        mib = MachineInstrBuilder(mi)
        if num_results:
            self.create_virtual_registers(node, mib, ii, is_clone, is_cloned, vr_base_map)
            mi.flags |= sdnode_flags_to_mi_flags(node.flags)
        has_opt_prefs = num_defs > num_results
        num_skip = num_defs - num_results if has_opt_prefs else 0
        ops = node.ops
        for i in range(num_skip, node_operands):
            self.add_operand(
                mib, ops[i], i - num_skip + num_defs, ii, vr_base_map, False, is_clone, is_cloned
            )
        mem = getattr(node, "mem_operands", None)
        if mem:
            mi.set_mem_refs(tuple(mem))
        elif node.mem_operand is not None:
            mm = node.mem_operand
            mi.set_mem_refs(tuple(mm) if isinstance(mm, (tuple, list)) else (mm,))
        self._insert(mi)

        used_regs: list[int] = []
        if has_phys_reg_outs:
            imp_defs = ii.implicit_defs
            for i in range(num_defs, num_results):
                reg = imp_defs[i - num_defs]
                if not node.has_any_use_of_value(i):
                    continue
                used_regs.append(reg)
                self.emit_copy_from_reg(node, i, is_clone, is_cloned, reg, vr_base_map)
        if node.vts[-1] == _GLUE:
            f = get_glued_user(node)
            while f is not None:
                if f.opcode == ISD.CopyFromReg:
                    used_regs.append(f.ops[1][0].payload)
                elif f.opcode == ISD.CopyToReg:
                    pass
                elif f.opcode < 0:
                    fd = self.tii.get(~f.opcode)
                    used_regs.extend(fd.implicit_uses)
                    for op in f.ops:
                        if op[0].opcode == ISD.Register:
                            r = op[0].payload
                            if 0 < r and not r & VIRTUAL_REG_BIT:
                                used_regs.append(r)
                f = get_glued_user(f)
        if used_regs or ii.implicit_defs or ii.flags & MCID.HasOptionalDef:
            set_phys_regs_dead_except(mi, used_regs, self.tri)
        if ii.flags & MCID.HasPostISelHook:
            self.tli.adjust_instr_post_instr_selection(mi, node)

    def emit_special_node(
        self, node: SDNode, is_clone: bool, is_cloned: bool, vr_base_map: dict[SDValue, int]
    ) -> None:
        opc = node.opcode
        if opc == ISD.TokenFactor or opc == ISD.MERGE_VALUES:
            return
        if opc == ISD.CopyToReg:
            dest = node.ops[1][0].payload
            src_val = node.ops[2]
            src_node = src_val[0]
            if dest & VIRTUAL_REG_BIT and src_node.opcode < 0 and ~src_node.opcode == IMPLICIT_DEF:
                self._insert(self._build(IMPLICIT_DEF, node.debug_loc, dest).mi)
                return
            if src_node.opcode == ISD.Register:
                src = src_node.payload
            else:
                src = self.get_vr(src_val, vr_base_map)
            if src == dest:
                return
            self._copy(dest, src, node.debug_loc)
            return
        if opc == ISD.CopyFromReg:
            self.emit_copy_from_reg(node, 0, is_clone, is_cloned, node.ops[1][0].payload, vr_base_map)
            return
        if opc == ISD.EH_LABEL or opc == ISD.ANNOTATION_LABEL:
            mib = self._build(EH_LABEL if opc == ISD.EH_LABEL else ANNOTATION_LABEL, node.debug_loc)
            self._insert(mib.mi)
            mib.add_sym(node.payload)
            return
        if opc == ISD.LIFETIME_START or opc == ISD.LIFETIME_END:
            mib = self._build(LIFETIME_START if opc == ISD.LIFETIME_START else LIFETIME_END, node.debug_loc)
            self._insert(mib.mi)
            mib.add_frame_index(node.ops[1][0].payload)
            return
        if opc == ISD.INLINEASM or opc == ISD.INLINEASM_BR:
            self.emit_inline_asm(node, is_clone, is_cloned, vr_base_map)
            return
        if opc == ISD.EntryToken:
            raise AssertionError("EntryToken should have been excluded from the schedule")
        raise UnsupportedError(None, f"instruction emission of target-independent node {opc}")

    def emit_inline_asm(
        self, node: SDNode, is_clone: bool, is_cloned: bool, vr_base_map: dict[SDValue, int]
    ) -> None:
        """``EmitSpecialNode`` for ``INLINEASM``: the template, the extra-info word, then each operand group
        (physical register defs implicit, as LLVM marks them; tied uses tied to their def group)."""
        ops = node.ops
        n_ops = len(ops)
        if n_ops and _vt(ops[-1]) == _GLUE:
            n_ops -= 1
        mib = self._build(INLINEASM if node.opcode == ISD.INLINEASM else INLINEASM_BR, node.debug_loc)
        mi = mib.mi
        mib.add_external_symbol(ops[1][0].payload[0])
        mib.add_imm(ops[3][0].const_value)
        group_idx: list[int] = []
        ec_regs: list[int] = []
        i = 4
        while i < n_ops:
            flags = ops[i][0].const_value
            num = (flags & 0xFFFF) >> 3
            group_idx.append(len(mi.operands))
            mib.add_imm(flags)
            i += 1
            kind = flags & 7
            if kind == 2:
                for _ in range(num):
                    reg = ops[i][0].payload
                    phys = not reg & VIRTUAL_REG_BIT
                    mib.add_reg(reg, RegState.Define | (RegState.Implicit if phys else 0))
                    i += 1
            elif kind == 3 or kind == 4:
                for _ in range(num):
                    reg = ops[i][0].payload
                    phys = not reg & VIRTUAL_REG_BIT
                    mib.add_reg(
                        reg, RegState.Define | RegState.EarlyClobber | (RegState.Implicit if phys else 0)
                    )
                    ec_regs.append(reg)
                    i += 1
            else:
                for _ in range(num):
                    self.add_operand(mib, ops[i], 0, None, vr_base_map, False, is_clone, is_cloned)
                    i += 1
                if kind == 1 and flags & 0x80000000:
                    def_idx = group_idx[flags >> 16 & 0x7FFF] + 1
                    use_idx = group_idx[-1] + 1
                    for j in range(num):
                        mi.tie_operands(def_idx + j, use_idx + j)
        for reg in ec_regs:
            if mi.reads_register(reg, self.tri):
                k = mi.find_register_def_operand_idx(reg, False, False, self.tri)
                if k >= 0:
                    mi.operands[k].flags &= ~RegState.EarlyClobber
        self._insert(mi)

    def constrain_for_sub_reg(self, vreg: int, sub_idx: int, vt: int, dl: Any) -> int:
        vrc = self.mri.get_reg_class(vreg)
        rc = self.get_sub_class_with_sub_reg(vrc, sub_idx)
        if rc is not None and rc != vrc:
            rc = self.mri.constrain_reg_class(vreg, rc, self.tri, MIN_RC_SIZE)
        if rc is not None:
            return vreg
        base = self.reg_class_for_vt(vt)
        rc = self.get_sub_class_with_sub_reg(base, sub_idx) if base is not None else None
        assert rc is not None, "no legal register class for the type supports the sub-register"
        new = self.mri.create_virtual_register(rc)
        self._copy(new, vreg, dl)
        return new

    def emit_subreg_node(
        self, node: SDNode, vr_base_map: dict[SDValue, int], is_clone: bool, is_cloned: bool
    ) -> None:
        vrbase = 0
        opc = ~node.opcode
        for user in reversed(node.uses):
            if user.opcode == ISD.CopyToReg and user.ops[2][0] is node:
                dest = user.ops[1][0].payload
                if dest & VIRTUAL_REG_BIT:
                    vrbase = dest
                    break
        ops = node.ops
        dl = node.debug_loc
        if opc == EXTRACT_SUBREG:
            sub_idx = ops[1][0].const_value
            trc = self.reg_class_for_vt(node.vts[0])
            assert trc is not None
            op0 = ops[0][0]
            def_mi = None
            if op0.opcode == ISD.Register and 0 < op0.payload and not op0.payload & VIRTUAL_REG_BIT:
                reg = op0.payload
            else:
                reg = op0.payload if op0.opcode == ISD.Register else self.get_vr(ops[0], vr_base_map)
                def_mi = self.mri.get_vreg_def(reg)
            ext = None
            if def_mi is not None:
                ext = self.tii.is_coalescable_ext_instr(def_mi)
            if ext is not None and sub_idx == ext[2] and trc == self.mri.get_reg_class(ext[0]):
                vrbase = self.mri.create_virtual_register(trc)
                self._copy(vrbase, ext[0], dl)
                self.mri.clear_kill_flags(ext[0])
            else:
                if reg & VIRTUAL_REG_BIT:
                    reg = self.constrain_for_sub_reg(reg, sub_idx, _vt(ops[0]), dl)
                if not vrbase:
                    vrbase = self.mri.create_virtual_register(trc)
                if reg & VIRTUAL_REG_BIT:
                    self._copy(vrbase, reg, dl, sub_idx)
                else:
                    self._copy(vrbase, self.tri.get_sub_reg(reg, sub_idx), dl)
        else:
            n0, n1, n2 = ops[0], ops[1], ops[2]
            sub_idx = n2[0].const_value
            base = self.reg_class_for_vt(node.vts[0])
            assert base is not None
            src_rc = self.get_sub_class_with_sub_reg(base, sub_idx)
            assert src_rc is not None, "no register class supports the type and sub-register"
            if vrbase == 0 or not self.tri.has_sub_class_eq(src_rc, self.mri.get_reg_class(vrbase)):
                vrbase = self.mri.create_virtual_register(src_rc)
            mib = self._build(opc, dl, vrbase)
            if opc == SUBREG_TO_REG:
                mib.add_imm(n0[0].const_value)
            else:
                self.add_operand(mib, n0, 0, None, vr_base_map, False, is_clone, is_cloned)
            self.add_operand(mib, n1, 0, None, vr_base_map, False, is_clone, is_cloned)
            mib.add_imm(sub_idx)
            self._insert(mib.mi)
        vr_base_map[(node, 0)] = vrbase

    def emit_copy_to_reg_class_node(self, node: SDNode, vr_base_map: dict[SDValue, int]) -> None:
        vreg = self.get_vr(node.ops[0], vr_base_map)
        dst_rc = self.get_allocatable_class(node.ops[1][0].const_value)
        assert dst_rc is not None
        new = self.mri.create_virtual_register(dst_rc)
        self._copy(new, vreg, node.debug_loc)
        vr_base_map[(node, 0)] = new

    def emit_reg_sequence(
        self, node: SDNode, vr_base_map: dict[SDValue, int], is_clone: bool, is_cloned: bool
    ) -> None:
        rc = node.ops[0][0].const_value
        new = self.mri.create_virtual_register(self.get_allocatable_class(rc))
        ii = self.tii.get(REG_SEQUENCE)
        mib = self._build(REG_SEQUENCE, node.debug_loc, new)
        ops = node.ops
        n = len(ops)
        if n and _vt(ops[n - 1]) == _OTHER:
            n -= 1
        assert n & 1, "REG_SEQUENCE must have an odd number of operands"
        for i in range(1, n):
            self.add_operand(mib, ops[i], i + 1, ii, vr_base_map, False, is_clone, is_cloned)
        self._insert(mib.mi)
        vr_base_map[(node, 0)] = new


def set_phys_regs_dead_except(mi: MachineInstr, used_regs: list[int], tri: Any) -> None:
    """Mark physical defs no used register overlaps as dead (LLVM ``setPhysRegsDeadExcept``); with a regmask
    the used registers are added as implicit defs."""
    has_reg_mask = False
    for mo in mi.operands:
        if mo.kind == 12:
            has_reg_mask = True
            continue
        if mo.kind != 0 or not mo.flags & RegState.Define:
            continue
        reg = mo.contents
        if not (0 < reg and not reg & VIRTUAL_REG_BIT):
            continue
        if not any(tri.regs_overlap(u, reg) for u in used_regs):
            mo.flags |= RegState.Dead
    if has_reg_mask:
        from pyllc.codegen.analysis.live_variables import add_register_defined

        for u in used_regs:
            add_register_defined(mi, u, tri)


def emit_phys_reg_copy(emitter: InstrEmitter, su: Any, vr_base_map: dict[Any, int]) -> None:
    """LLVM ``ScheduleDAGSDNodes::EmitPhysRegCopy``: a copy unit made by the list scheduler, either out of a
    physical register into a new virtual register, or from that virtual register back into the physical one."""
    for pred in su.preds:
        if pred.is_ctrl():
            continue
        if pred.su.copy_dst_rc is not None:
            src = vr_base_map[pred.su]
            reg = 0
            for succ in su.succs:
                if not succ.is_ctrl() and succ.reg:
                    reg = succ.reg
                    break
            emitter._copy(reg, src, None)
        else:
            vreg = emitter.mri.create_virtual_register(su.copy_dst_rc)
            vr_base_map[su] = vreg
            emitter._copy(vreg, pred.reg, None)
        break


def emit_schedule(sequence: list[Any], dag: Any, funcinfo: Any, mbb: MachineBasicBlock) -> MachineBasicBlock:
    """Emit the scheduled units in order into ``mbb`` (LLVM ``ScheduleDAGSDNodes::EmitSchedule``); returns
    the block where emission ended (always ``mbb``: custom inserters run in finalize-isel)."""
    mf = dag.mf if getattr(dag, "mf", None) is not None else mbb.parent
    tli = getattr(dag, "tli", None)
    insert_pos = getattr(funcinfo, "insert_pt", None) if funcinfo is not None else None
    if isinstance(insert_pos, int):
        insert_pos = mbb.instrs[insert_pos] if insert_pos < len(mbb.instrs) else None
    if insert_pos is not None and getattr(insert_pos, "parent", None) is not mbb:
        insert_pos = None
    emitter = InstrEmitter(mf, mbb, tli, insert_pos)
    vr_base_map: dict[SDValue, int] = {}
    copy_vr_base_map: dict[Any, int] = {}
    for su in sequence:
        if su is None:
            raise UnsupportedError(None, "noops in the schedule")
        node = getattr(su, "node", su)
        if node is None:
            emit_phys_reg_copy(emitter, su, copy_vr_base_map)
            continue
        is_clone = getattr(su, "orig_node", su) is not su
        is_cloned = bool(getattr(su, "is_cloned", False))
        glued: list[SDNode] = []
        n = get_glued_node(node)
        while n is not None:
            glued.append(n)
            n = get_glued_node(n)
        while glued:
            _emit_node(emitter, glued.pop(), is_clone, is_cloned, vr_base_map)
        _emit_node(emitter, node, is_clone, is_cloned, vr_base_map)
    return mbb


def _emit_node(
    emitter: InstrEmitter, node: SDNode, is_clone: bool, is_cloned: bool, vr_base_map: dict[SDValue, int]
) -> None:
    """The ``EmitNode`` step of ``EmitSchedule``: emit one node; the first instruction it made takes the
    node's ``!pcsections`` (as LLVM 16 does, so a COPY the emitter puts first is the one marked)."""
    md = node.pc_sections
    if md is None:
        emitter.emit_node(node, is_clone, is_cloned, vr_base_map)
        return
    instrs = emitter.mbb.instrs
    before = len(instrs)
    emitter.emit_node(node, is_clone, is_cloned, vr_base_map)
    added = len(emitter.mbb.instrs) - before
    if added <= 0:
        return
    instrs = emitter.mbb.instrs
    pos = emitter.insert_pos
    first = before if pos is None else instrs.index(pos) - added
    instrs[first].pc_sections = md
