"""What it is (LLVM: lib/Target/X86/X86InstrInfo.{h,cpp}).

The x86 instruction descriptors (from ``gen/instr_info.py``) and the target hooks the machine passes call:

* ``copy_phys_reg(mbb, pos, debug_loc, dest, src, kill_src)``: a register-to-register move chosen by the
  register files of ``dest``/``src`` (``MOV8rr``..``MOV64rr``, ``MOVAPSrr`` for any XMM, ``MOVPQIto64rr``...);
  copies of ``EFLAGS`` are unsupported, as in LLVM;
* ``store_reg_to_stack_slot(mbb, pos, src, is_kill, fi, rc, tri)`` / ``load_reg_from_stack_slot(mbb, pos,
  dest, fi, rc, tri)``: spill/reload by the class's spill size (``MOV32mr``, ``MOVSSmr``, ``MOVAPSmr``...) with a
  five-operand frame reference (``%stack.N, 1, $noreg, 0, $noreg``) and a fixed-stack memory operand;
* branch analysis over ``JCC_1 <bb>, <cc>`` and ``JMP_1 <bb>`` (condition codes as LLVM's ``X86::CondCode``,
  plus the two-branch idioms ``COND_NE_OR_P`` / ``COND_E_AND_NP`` of floating-point compares);
* ``expand_post_ra_pseudo``: ``MOV32r0`` → ``XOR32rr``, ``SETB_C*`` → ``SBB*``, ``MOV32r1``/``MOV32r_1``,
  ``V_SET0``/``FsFLD0S*`` → ``XORPSrr``, ``V_SETALLONES`` → ``PCMPEQDrr``, ``MOV32ri64``.

``pos`` everywhere is an index into ``mbb.instrs``, an instruction to insert before, or ``None`` (the end).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.mem_operand import (
    MOLoad,
    MOStore,
    PSV_FixedStack,
    MachineMemOperand,
    PseudoSourceValue,
)
from pyllc.codegen.machine.operand import (
    MO_ConstantPoolIndex,
    MO_FrameIndex,
    MO_Immediate,
    MO_Register,
    MachineOperand,
    RegState,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.instr_info import TargetInstrInfo
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86 import fold_tables
from pyllc.targets.x86.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.targets.x86.subtarget import X86Subtarget

# X86::CondCode
COND_O: Final = 0
COND_NO: Final = 1
COND_B: Final = 2
COND_AE: Final = 3
COND_E: Final = 4
COND_NE: Final = 5
COND_BE: Final = 6
COND_A: Final = 7
COND_S: Final = 8
COND_NS: Final = 9
COND_P: Final = 10
COND_NP: Final = 11
COND_L: Final = 12
COND_GE: Final = 13
COND_LE: Final = 14
COND_G: Final = 15
COND_NE_OR_P: Final = 16
COND_E_AND_NP: Final = 17
COND_INVALID: Final = 18

COND_NAMES: Final = ("o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g")


def get_opposite_branch_condition(cc: int) -> int:
    """LLVM ``X86::GetOppositeBranchCondition``."""
    if cc == COND_NE_OR_P:
        return COND_E_AND_NP
    if cc == COND_E_AND_NP:
        return COND_NE_OR_P
    if 0 <= cc < 16:
        return cc ^ 1
    raise ValueError("illegal condition code")


_CLS = R.REG_CLASS_NAMES.index
_GR8 = R.REG_CLASS_BITSETS[_CLS("GR8")]
_GR16 = R.REG_CLASS_BITSETS[_CLS("GR16")]
_GR32 = R.REG_CLASS_BITSETS[_CLS("GR32")]
_GR64 = R.REG_CLASS_BITSETS[_CLS("GR64")]
_VR128X = R.REG_CLASS_BITSETS[_CLS("VR128X")]
_VR128 = R.REG_CLASS_BITSETS[_CLS("VR128")]
_VR256 = R.REG_CLASS_BITSETS[_CLS("VR256X")]
_VR64 = R.REG_CLASS_BITSETS[_CLS("VR64")]
#: The EFLAGS-clobbering constant materializations and the value ``MOV32ri`` gives them (reMaterialize).
_MOV32_IMM_OF: Final = {X.MOV32r0: 0, X.MOV32r1: 1, X.MOV32r_1: -1}
_H_REGS = (1 << R.AH) | (1 << R.BH) | (1 << R.CH) | (1 << R.DH)
_GPR_ANY = (
    _GR8 | _GR16 | _GR32 | _GR64 | R.REG_CLASS_BITSETS[_CLS("GRH8")] | R.REG_CLASS_BITSETS[_CLS("GRH16")]
)
_XMM_ANY = (
    _VR128X
    | R.REG_CLASS_BITSETS[_CLS("FR32X")]
    | R.REG_CLASS_BITSETS[_CLS("FR64X")]
    | R.REG_CLASS_BITSETS[_CLS("FR16X")]
)


def _in(bits: int, reg: int) -> bool:
    return (bits >> reg) & 1 != 0


_LEA_REMAT: Final = frozenset((X.LEA32r, X.LEA64r))


def add_frame_reference(mib: Any, fi: int, offset: int = 0) -> Any:
    """LLVM ``addFrameReference``: ``fi, 1, $noreg, offset, $noreg`` plus a fixed-stack memory operand."""
    mi = mib.mi
    mib.add_frame_index(fi).add_imm(1).add_reg(0).add_imm(offset).add_reg(0)
    mf = mi.mf
    if mf is not None:
        mfi = mf.frame_info
        flags = (MOLoad if mi.may_load() else 0) | (MOStore if mi.may_store() else 0)
        if flags:
            mib.add_mem_operand(
                MachineMemOperand(
                    flags,
                    mfi.get_object_size(fi),
                    mfi.get_object_align(fi),
                    pseudo_value=PseudoSourceValue(PSV_FixedStack, fi),
                    offset=offset,
                )
            )
    return mib


#: The SUB forms X86InstrInfo::optimizeCompareInstr turns into CMP when the difference is unused: the CMP of
#: the same form, and the kind of the second operand (a register, an immediate, memory).
_SUB_TO_CMP: Final = {
    getattr(X, f"SUB{w}{f}"): (getattr(X, f"CMP{w}{f}"), f[:2])
    for w, forms in (
        ("8", ("rr", "ri", "rm")),
        ("16", ("rr", "ri", "ri8", "rm")),
        ("32", ("rr", "ri", "ri8", "rm")),
        ("64", ("rr", "ri32", "ri8", "rm")),
    )
    for f in forms
}


class X86InstrInfo(TargetInstrInfo):
    def __init__(self, subtarget: X86Subtarget) -> None:
        super().__init__(
            *self.generated_tables(X),
            call_frame_setup_opcode=X.ADJCALLSTACKDOWN64,
            call_frame_destroy_opcode=X.ADJCALLSTACKUP64,
            return_opcode=X.RET64,
        )
        self.subtarget = subtarget

    # ----- compares (the peephole optimizer's optimizeCmpInstr) -----
    def analyze_compare(self, mi: MachineInstr) -> tuple[int, int, int, int] | None:
        """``analyzeCompare`` for the SUB forms ``optimize_compare_instr`` turns into CMP: the register
        operands (0 for an immediate or memory), mask and value as LLVM reports them."""
        entry = _SUB_TO_CMP.get(mi.opcode)
        if entry is None:
            return None
        form = entry[1]
        ops = mi.operands
        src = ops[1].reg
        if form == "rr":
            return src, ops[2].reg, 0, 0
        if form == "ri":
            return src, 0, -1, ops[2].imm
        return src, 0, 0, 0

    def optimize_compare_instr(
        self, mi: MachineInstr, src_reg: int, src_reg2: int, cmp_mask: int, cmp_value: int, mri: Any
    ) -> bool:
        """``optimizeCompareInstr``, its first step: a SUB whose result has no use becomes the CMP of the same
        form.  Removing a compare whose flags an earlier instruction already sets is not done yet."""
        entry = _SUB_TO_CMP.get(mi.opcode)
        if entry is None or mri.use_nodbg_operands(mi.operands[0].reg):
            return False
        mi.set_desc(self.get(entry[0]))
        mi.remove_operand(0)
        return True

    # ----- copies -----
    def copy_phys_reg(
        self, mbb: MachineBasicBlock, pos: Any, debug_loc: Any, dest: int, src: int, kill_src: bool
    ) -> None:
        """LLVM ``X86InstrInfo::copyPhysReg``: ``dest = MOVxxrr src`` before ``pos``."""
        opc = 0
        if _in(_GR64, dest) and _in(_GR64, src):
            opc = X.MOV64rr
        elif _in(_GR32, dest) and _in(_GR32, src):
            opc = X.MOV32rr
        elif _in(_GR16, dest) and _in(_GR16, src):
            opc = X.MOV16rr
        elif _in(_GR8, dest) and _in(_GR8, src):
            opc = X.MOV8rr_NOREX if (_in(_H_REGS, dest) or _in(_H_REGS, src)) else X.MOV8rr
        elif _in(_VR128X, dest) and _in(_VR128X, src):
            if not (_in(_VR128, dest) and _in(_VR128, src)):
                raise UnsupportedError(None, "copy of an AVX-512 XMM register")
            opc = X.MOVAPSrr
        else:
            opc = self._copy_to_from_asymmetric_reg(dest, src)
        if not opc:
            if src == R.EFLAGS or dest == R.EFLAGS:
                raise UnsupportedError(None, "Unable to copy EFLAGS physical register!")
            raise UnsupportedError(
                None,
                "Cannot emit physreg copy instruction (%s to %s)"
                % (R.REGISTER_NAMES[src], R.REGISTER_NAMES[dest]),
            )
        build_mi(mbb, pos, debug_loc, self.get(opc), dest).add_reg(src, RegState.Kill if kill_src else 0)

    def _copy_to_from_asymmetric_reg(self, dest: int, src: int) -> int:
        if _in(_GR64, dest):
            if _in(_VR128, src):
                return X.MOVPQIto64rr
        elif _in(_GR64, src):
            if _in(_VR128, dest):
                return X.MOV64toPQIrr
        if _in(_GR32, dest) and _in(_VR128, src):
            return X.MOVPDI2DIrr
        if _in(_VR128, dest) and _in(_GR32, src):
            return X.MOVDI2PDIrr
        return 0

    def get_tail_duplicate_size(self, opt_level: int) -> int:
        """X86InstrInfo::getTailDuplicateSize: 6 above -O2, else 2."""
        return 6 if opt_level > 2 else 2

    def re_materialize(self, mf: Any, orig: MachineInstr, clobbers_live: bool) -> MachineInstr | None:
        """X86InstrInfo::reMaterialize: MOV32r0/MOV32r1/MOV32r_1 clobber EFLAGS; where it is live they are
        rematerialized as ``MOV32ri`` of their value."""
        if not clobbers_live:
            return mf.clone_machine_instr(orig)
        value = _MOV32_IMM_OF.get(orig.opcode)
        if value is None:
            return None
        new = mf.create_machine_instr(self.get(X.MOV32ri), orig.debug_loc, no_implicit=True)
        new.operands.append(orig.operands[0].copy())
        new.operands[0].parent = new
        new.operands.append(MachineOperand.create_imm(value))
        new.operands[1].parent = new
        return new

    def is_really_trivially_rematerializable(self, mi: MachineInstr) -> bool:
        """LLVM ``X86InstrInfo::isReallyTriviallyReMaterializable``: ``lea`` of a frame index, of a global or
        of a plain displacement (no index register; pyllc has no 32-bit PIC base, so a base register is never
        accepted), and loads only from the constant pool (base absent or RIP, no index)."""
        ops = mi.operands
        if mi.opcode in _LEA_REMAT:
            base, scale, index, disp = ops[1], ops[2], ops[3], ops[4]
            if (
                scale.kind != MO_Immediate
                or index.kind != MO_Register
                or index.contents
                or disp.kind == MO_Register
            ):
                return False
            return base.kind != MO_Register or base.contents == 0
        if not mi.may_load():
            return True
        n = mi.desc.num_defs
        if len(ops) < n + 5:
            return False
        base, scale, index, disp = ops[n], ops[n + 1], ops[n + 2], ops[n + 3]
        return (
            base.kind == MO_Register
            and base.contents in (0, R.RIP)
            and scale.kind == MO_Immediate
            and index.kind == MO_Register
            and not index.contents
            and disp.kind == MO_ConstantPoolIndex
        )

    def is_copy_instr_impl(self, mi: MachineInstr) -> Any:
        return None

    def get_serializable_direct_machine_operand_target_flags(self) -> tuple[tuple[int, str], ...]:
        return _TARGET_FLAGS

    # ----- spills -----
    def _load_store_opcode(self, reg: int, rc: int, tri: Any, aligned: bool, load: bool) -> int:
        """LLVM ``getLoadStoreRegOpcode``: by spill size and register file."""
        tables = tri.tables
        size = tables.class_spill_sizes[rc]
        members = tables.class_members[rc]
        is_gpr = members & ~_GPR_ANY == 0
        is_xmm = members & ~_XMM_ANY == 0
        if is_gpr:
            if size == 1:
                if self.subtarget.is_64bit and (_in(_H_REGS, reg) or members & ~_H_REGS == 0):
                    return X.MOV8rm_NOREX if load else X.MOV8mr_NOREX
                return X.MOV8rm if load else X.MOV8mr
            if size == 2:
                return X.MOV16rm if load else X.MOV16mr
            if size == 4:
                return X.MOV32rm if load else X.MOV32mr
            if size == 8:
                return X.MOV64rm if load else X.MOV64mr
        elif is_xmm:
            if size == 4:
                return X.MOVSSrm_alt if load else X.MOVSSmr
            if size == 8:
                return X.MOVSDrm_alt if load else X.MOVSDmr
            if size == 16:
                if aligned:
                    return X.MOVAPSrm if load else X.MOVAPSmr
                return X.MOVUPSrm if load else X.MOVUPSmr
        raise UnsupportedError(None, "spill of register class %s" % tables.class_names[rc])

    def _is_aligned_slot(self, mf: Any, fi: int, rc: int, tri: Any) -> bool:
        alignment = max(tri.tables.class_spill_sizes[rc], 16)
        tfl = self.subtarget.get_frame_lowering()
        if tfl.get_stack_align() >= alignment:
            return True
        return tri.can_realign_stack(mf) and not mf.frame_info.is_fixed_object_index(fi)

    def store_reg_to_stack_slot(
        self,
        mbb: MachineBasicBlock,
        pos: Any,
        src_reg: int,
        is_kill: bool,
        frame_index: int,
        reg_class: int,
        tri: Any,
    ) -> None:
        """``MOVxxmr %stack.fi, 1, $noreg, 0, $noreg, src`` before ``pos`` (LLVM ``storeRegToStackSlot``)."""
        mf = mbb.parent
        aligned = self._is_aligned_slot(mf, frame_index, reg_class, tri)
        opc = self._load_store_opcode(src_reg, reg_class, tri, aligned, False)
        mib = build_mi(mbb, pos, None, self.get(opc))
        add_frame_reference(mib, frame_index)
        mib.add_reg(src_reg, RegState.Kill if is_kill else 0)

    def load_reg_from_stack_slot(
        self, mbb: MachineBasicBlock, pos: Any, dest_reg: int, frame_index: int, reg_class: int, tri: Any
    ) -> None:
        """``dest = MOVxxrm %stack.fi, 1, $noreg, 0, $noreg`` before ``pos`` (LLVM ``loadRegFromStackSlot``)."""
        mf = mbb.parent
        aligned = self._is_aligned_slot(mf, frame_index, reg_class, tri)
        opc = self._load_store_opcode(dest_reg, reg_class, tri, aligned, True)
        mib = build_mi(mbb, pos, None, self.get(opc), dest_reg)
        add_frame_reference(mib, frame_index)

    _LOADS: Final = frozenset(
        (
            X.MOV8rm,
            X.MOV16rm,
            X.MOV32rm,
            X.MOV64rm,
            X.MOVSSrm,
            X.MOVSDrm,
            X.MOVAPSrm,
            X.MOVSSrm_alt,
            X.MOVSDrm_alt,
            X.MOVUPSrm,
            X.MOV8rm_NOREX,
        )
    )
    _STORES: Final = frozenset(
        (
            X.MOV8mr,
            X.MOV16mr,
            X.MOV32mr,
            X.MOV64mr,
            X.MOVSSmr,
            X.MOVSDmr,
            X.MOVAPSmr,
            X.MOVUPSmr,
            X.MOV8mr_NOREX,
        )
    )

    @staticmethod
    def _is_frame_operand(mi: MachineInstr, op: int) -> bool:
        ops = mi.operands
        return (
            ops[op].kind == MO_FrameIndex
            and ops[op + 1].kind == MO_Immediate
            and ops[op + 1].contents == 1
            and ops[op + 2].kind == MO_Register
            and ops[op + 2].contents == 0
            and ops[op + 3].kind == MO_Immediate
            and ops[op + 3].contents == 0
        )

    def is_load_from_stack_slot(self, mi: MachineInstr) -> tuple[int, int]:
        if mi.opcode in self._LOADS and self._is_frame_operand(mi, 1):
            return mi.operands[0].contents, mi.operands[1].contents
        return 0, 0

    def is_store_to_stack_slot(self, mi: MachineInstr) -> tuple[int, int]:
        if mi.opcode in self._STORES and self._is_frame_operand(mi, 0):
            return mi.operands[5].contents, mi.operands[0].contents
        return 0, 0

    def fold_memory_operand(self, mi: MachineInstr, ops: list[int], frame_index: int) -> MachineInstr | None:
        """``foldMemoryOperand`` with a stack slot (``X86InstrInfo::foldMemoryOperandImpl``: the table lookup,
        the size and alignment checks, ``FuseInst``): a new instruction that reads operand ``ops[0]`` of ``mi``
        from ``frame_index``, inserted before ``mi`` with a fixed-stack load memory operand; ``None`` when no
        table entry applies.  Only loads are folded (one operand, read, not tied)."""
        if len(ops) != 1:
            return None
        idx = ops[0]
        entry = fold_tables.lookup(mi.opcode, idx)
        if entry is None or mi.operands[idx].sub_reg:
            return None
        mem_opc, min_align = entry
        mbb = mi.parent
        assert mbb is not None and mbb.parent is not None
        mf = mbb.parent
        mfi = mf.frame_info
        tri = self.subtarget.get_register_info()
        size = mfi.get_object_size(frame_index)
        align = mfi.get_object_align(frame_index)
        if not tri.has_stack_realignment(mf):
            align = min(align, self.subtarget.get_frame_lowering().get_stack_align())
        if align < min_align:
            return None
        rc = self.get_reg_class(mi.desc, idx)
        if rc < 0 or size < tri.get_spill_size(rc):
            return None
        new = mf.create_machine_instr(self.get(mem_opc), mi.debug_loc, no_implicit=True)
        mbb.insert_before(mi, new)
        for i, op in enumerate(mi.operands):
            if i != idx:
                new.add_operand(op.copy())
                continue
            for mo in (
                MachineOperand(MO_FrameIndex, frame_index),
                MachineOperand(MO_Immediate, 1),
                MachineOperand(MO_Register, 0),
                MachineOperand(MO_Immediate, 0),
                MachineOperand(MO_Register, 0),
            ):
                new.add_operand(mo)
        new.flags = mi.flags
        new.pc_sections = mi.pc_sections
        new.mem_operands = mi.mem_operands + (
            MachineMemOperand(
                MOLoad,
                size,
                mfi.get_object_align(frame_index),
                pseudo_value=PseudoSourceValue(PSV_FixedStack, frame_index),
            ),
        )
        return new

    def get_frame_size(self, mi: MachineInstr) -> int:
        return mi.operands[0].contents

    def get_frame_adjustment(self, mi: MachineInstr) -> int:
        """Bytes pushed inside the call sequence (setup) or popped by the callee (destroy)."""
        return mi.operands[2].contents if mi.opcode == X.ADJCALLSTACKDOWN64 else mi.operands[1].contents

    def get_sp_adjust(self, mi: MachineInstr) -> int:
        """LLVM ``X86InstrInfo::getSPAdjust`` (frame pseudos and pushes)."""
        if self.is_frame_instr(mi):
            adj = -(-self.get_frame_size(mi) // 16) * 16 - self.get_frame_adjustment(mi)
            return adj if mi.opcode == X.ADJCALLSTACKDOWN64 else -adj
        return _PUSH_SIZES.get(mi.opcode, 0)

    # ----- branches -----
    @staticmethod
    def get_cond_from_branch(mi: MachineInstr) -> int:
        """LLVM ``X86::getCondFromBranch``."""
        if mi.opcode == X.JCC_1:
            return mi.operands[1].contents
        return COND_INVALID

    @staticmethod
    def _fall_through_mbb(mbb: MachineBasicBlock, tbb: MachineBasicBlock | None) -> MachineBasicBlock | None:
        ft = None
        for succ in mbb.successors:
            if succ.is_eh_pad or (succ is tbb and ft is not None):
                continue
            if ft is not None and ft is not tbb:
                return None
            ft = succ
        return ft

    def analyze_branch(
        self, mbb: MachineBasicBlock, allow_modify: bool = False
    ) -> tuple[MachineBasicBlock | None, MachineBasicBlock | None, list[MachineOperand]] | None:
        """LLVM ``X86InstrInfo::AnalyzeBranchImpl``: ``(tbb, fbb, cond)`` or None."""
        tbb: MachineBasicBlock | None = None
        fbb: MachineBasicBlock | None = None
        cond: list[MachineOperand] = []
        instrs = mbb.instrs
        i = len(instrs)
        while i > 0:
            i -= 1
            mi = instrs[i]
            if mi.is_debug_instr():
                continue
            if not self.is_unpredicated_terminator(mi):
                break
            if not mi.is_branch():
                return None
            if mi.opcode == X.JMP_1:
                target = mi.operands[0].contents
                if not allow_modify:
                    tbb = target
                    continue
                while len(instrs) > i + 1:
                    mbb.erase(instrs[i + 1])
                cond = []
                fbb = None
                if _is_layout_successor(mbb, target):
                    tbb = None
                    mbb.erase(mi)
                    continue
                tbb = target
                continue
            cc = self.get_cond_from_branch(mi)
            if cc == COND_INVALID:
                return None
            for op in mi.operands:
                if op.kind == MO_Register and op.contents == R.EFLAGS and not op.flags & RegState.Define:
                    if op.flags & RegState.Undef:
                        return None
                    break
            if not cond:
                fbb = tbb
                tbb = mi.operands[0].contents
                cond.append(MachineOperand(MO_Immediate, cc))
                continue
            old = cond[0].contents
            new_tbb = mi.operands[0].contents
            if old == cc and tbb is new_tbb:
                continue
            if tbb is new_tbb and ((old == COND_P and cc == COND_NE) or (old == COND_NE and cc == COND_P)):
                cc = COND_NE_OR_P
            elif (old == COND_NP and cc == COND_NE) or (old == COND_E and cc == COND_P):
                if new_tbb is not (fbb if fbb is not None else self._fall_through_mbb(mbb, tbb)):
                    return None
                cc = COND_E_AND_NP
            else:
                return None
            cond[0].contents = cc
        return tbb, fbb, cond

    def remove_branch(self, mbb: MachineBasicBlock) -> int:
        instrs = mbb.instrs
        count = 0
        i = len(instrs)
        while i > 0:
            i -= 1
            mi = instrs[i]
            if mi.is_debug_instr():
                continue
            if mi.opcode != X.JMP_1 and self.get_cond_from_branch(mi) == COND_INVALID:
                break
            mbb.erase(mi)
            i = len(instrs)
            count += 1
        return count

    def insert_branch(
        self,
        mbb: MachineBasicBlock,
        tbb: MachineBasicBlock,
        fbb: MachineBasicBlock | None,
        cond: list[MachineOperand],
        debug_loc: Any = None,
    ) -> int:
        if not cond:
            build_mi(mbb, None, debug_loc, self.get(X.JMP_1)).add_mbb(tbb)
            return 1
        fall_thru = fbb is None
        count = 0
        cc = cond[0].contents
        jcc = self.get(X.JCC_1)
        if cc == COND_NE_OR_P:
            build_mi(mbb, None, debug_loc, jcc).add_mbb(tbb).add_imm(COND_NE)
            build_mi(mbb, None, debug_loc, jcc).add_mbb(tbb).add_imm(COND_P)
            count = 2
        elif cc == COND_E_AND_NP:
            if fbb is None:
                fbb = self._fall_through_mbb(mbb, tbb)
                assert fbb is not None, "false destination of COND_E_AND_NP must be known"
            build_mi(mbb, None, debug_loc, jcc).add_mbb(fbb).add_imm(COND_NE)
            build_mi(mbb, None, debug_loc, jcc).add_mbb(tbb).add_imm(COND_NP)
            count = 2
        else:
            build_mi(mbb, None, debug_loc, jcc).add_mbb(tbb).add_imm(cc)
            count = 1
        if not fall_thru:
            assert fbb is not None
            build_mi(mbb, None, debug_loc, self.get(X.JMP_1)).add_mbb(fbb)
            count += 1
        return count

    def reverse_branch_condition(self, cond: list[MachineOperand]) -> bool:
        cond[0].contents = get_opposite_branch_condition(cond[0].contents)
        return False

    def is_unpredicated_terminator(self, mi: MachineInstr) -> bool:
        return mi.is_terminator()

    # ----- commuting -----
    def commute_instruction_impl(
        self, mi: MachineInstr, new_mi: bool, idx1: int, idx2: int
    ) -> MachineInstr | None:
        """LLVM ``X86InstrInfo::commuteInstructionImpl``: swapping a CMOV's sources inverts its condition;
        ``A = SHLDnnrri8 B, C, I`` becomes ``A = SHRDnnrri8 C, B, nn - I`` and the other way round."""
        shd = _SHD_COMMUTED.get(mi.opcode)
        if shd is not None:
            work = _clone_if_new(mi, new_mi)
            if work is None:
                return None
            opc, size = shd
            amount = mi.operands[3].contents
            work.set_desc(self.get(opc))
            work.operands[3].contents = size - amount
            return super().commute_instruction_impl(work, False, idx1, idx2)
        if mi.opcode in _CMOV_RR:
            work = _clone_if_new(mi, new_mi)
            if work is None:
                return None
            cc_op = work.operands[work.desc.num_operands - 1]
            cc_op.contents = get_opposite_branch_condition(cc_op.contents)
            return super().commute_instruction_impl(work, False, idx1, idx2)
        return super().commute_instruction_impl(mi, new_mi, idx1, idx2)

    # ----- post-RA pseudos -----
    def expand_post_ra_pseudo(self, mi: MachineInstr) -> bool:
        """LLVM ``X86InstrInfo::expandPostRAPseudo`` (the cases reachable without AVX-512)."""
        opc = mi.opcode
        if opc == X.MOV32r0:
            return self._expand_2addr_undef(mi, X.XOR32rr)
        if opc == X.MOV32r1 or opc == X.MOV32r_1:
            reg = mi.operands[0].contents
            mbb = mi.parent
            assert mbb is not None
            build_mi(mbb, mi, mi.debug_loc, self.get(X.XOR32rr), reg).add_reg(reg, RegState.Undef).add_reg(
                reg, RegState.Undef
            )
            mi.set_desc(self.get(X.DEC32r if opc == X.MOV32r_1 else X.INC32r))
            mi.add_operand(MachineOperand(MO_Register, reg))
            return True
        if opc == X.SETB_C32r:
            return self._expand_2addr_undef(mi, X.SBB32rr)
        if opc == X.SETB_C64r:
            return self._expand_2addr_undef(mi, X.SBB64rr)
        if opc == X.V_SET0 or opc == X.FsFLD0SS or opc == X.FsFLD0SD:
            return self._expand_2addr_undef(mi, X.XORPSrr)
        if opc == X.V_SETALLONES:
            return self._expand_2addr_undef(mi, X.PCMPEQDrr)
        if opc == X.MOV32ri64:
            reg = mi.operands[0].contents
            reg32 = self.subtarget.get_register_info().get_sub_reg(reg, _SUB_32BIT)
            mi.set_desc(self.get(X.MOV32ri))
            mi.operands[0].set_reg(reg32)
            mi.operands[0].flags &= ~RegState.Renamable  # LLVM's setReg drops the renamable bit
            mi.add_operand(MachineOperand(MO_Register, reg, RegState.ImplicitDefine))
            return True
        return False

    def _expand_2addr_undef(self, mi: MachineInstr, opc: int) -> bool:
        reg = mi.operands[0].contents
        mi.set_desc(self.get(opc))
        mi.add_operand(MachineOperand(MO_Register, reg, RegState.Undef))
        mi.add_operand(MachineOperand(MO_Register, reg, RegState.Undef))
        return True


#: X86II operand target flags (MO_GOT_ABSOLUTE_ADDRESS = 1 ... MO_COFFSTUB = 23) and their MIR names.
_TARGET_FLAGS: Final = tuple(
    enumerate(
        (
            "x86-got-absolute-address",
            "x86-pic-base-offset",
            "x86-got",
            "x86-gotoff",
            "x86-gotpcrel",
            "x86-plt",
            "x86-tlsgd",
            "x86-tlsld",
            "x86-tlsldm",
            "x86-gottpoff",
            "x86-indntpoff",
            "x86-tpoff",
            "x86-dtpoff",
            "x86-ntpoff",
            "x86-gotntpoff",
            "x86-dllimport",
            "x86-darwin-nonlazy",
            "x86-darwin-nonlazy-pic-base",
            "x86-tlvp",
            "x86-tlvp-pic-base",
            "x86-secrel",
            "x86-abs8",
            "x86-coffstub",
        ),
        start=1,
    )
)
_CMOV_RR: Final = frozenset((X.CMOV16rr, X.CMOV32rr, X.CMOV64rr))


def _clone_if_new(mi: MachineInstr, new_mi: bool) -> MachineInstr | None:
    """``mi`` itself, or a copy of it when the commute must make a new instruction (LLVM ``CloneIfNew``);
    None when there is no function to make it in."""
    if not new_mi:
        return mi
    mf = mi.mf
    return None if mf is None else mf.clone_machine_instr(mi)


#: The opposite double shift of each commutable SHLD/SHRD and its width.
_SHD_COMMUTED: Final = {
    X.SHLD16rri8: (X.SHRD16rri8, 16),
    X.SHLD32rri8: (X.SHRD32rri8, 32),
    X.SHLD64rri8: (X.SHRD64rri8, 64),
    X.SHRD16rri8: (X.SHLD16rri8, 16),
    X.SHRD32rri8: (X.SHLD32rri8, 32),
    X.SHRD64rri8: (X.SHLD64rri8, 64),
}
_SUB_32BIT: Final = R.SUB_REG_INDEX_NAMES.index("sub_32bit")
_PUSH_SIZES: Final = {
    getattr(X, n): s
    for n, s in (
        ("PUSH32i8", 4),
        ("PUSH32r", 4),
        ("PUSH32rmm", 4),
        ("PUSH32rmr", 4),
        ("PUSHi32", 4),
        ("PUSH64i8", 8),
        ("PUSH64r", 8),
        ("PUSH64rmm", 8),
        ("PUSH64rmr", 8),
        ("PUSH64i32", 8),
    )
    if hasattr(X, n)
}


def _is_layout_successor(mbb: MachineBasicBlock, succ: MachineBasicBlock) -> bool:
    mf = mbb.parent
    if mf is None:
        return False
    blocks = mf.blocks
    for i, b in enumerate(blocks):
        if b is mbb:
            return i + 1 < len(blocks) and blocks[i + 1] is succ
    return False
