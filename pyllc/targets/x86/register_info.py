"""What it is (LLVM: lib/Target/X86/X86RegisterInfo.{h,cpp}).

x86 register-file queries over the generated tables plus the hooks: reserved registers (stack and instruction
pointers, segment and x87 stack registers, ``RBP`` when the function has a frame pointer, ``RBX`` when it needs a
base pointer, XMM16-31 without AVX-512), callee-saved lists and call-preserved masks per calling convention,
the frame register, stack realignment queries, and ``eliminate_frame_index`` (a frame index in a five-operand
memory reference becomes ``RSP``/``RBP``/``RBX`` plus the object's offset).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.machine.operand import MO_Immediate, MO_Register
from pyllc.target.register_info import RegisterTables, TargetRegisterInfo
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.targets.x86.subtarget import X86Subtarget

_TABLES: list[RegisterTables] = []

# CallingConv::ID values used below.
CC_C: Final = 0
CC_COLD: Final = 9
CC_GHC: Final = 10
CC_HIPE: Final = 11
CC_ANYREG: Final = 13
CC_PRESERVE_MOST: Final = 14
CC_PRESERVE_ALL: Final = 15
CC_SWIFT_TAIL: Final = 20
CC_X86_64_SYSV: Final = 78
CC_WIN64: Final = 79
CC_HHVM: Final = 81
CC_X86_INTR: Final = 83
CC_INTEL_OCL_BI: Final = 77


def x86_register_tables() -> RegisterTables:
    if not _TABLES:
        _TABLES.append(RegisterTables.from_generated(R))
    return _TABLES[0]


def _bits(*regs: int) -> int:
    m = 0
    for r in regs:
        m |= 1 << r
    return m


_NAMES = R.REGISTER_NAMES
_BASE_RESERVED: Final = _bits(
    R.FPCW,
    R.FPSW,
    R.MXCSR,
    R.RSP,
    R.ESP,
    R.SP,
    R.SPL,
    R.SPH,
    R.HSP,
    R.SSP,
    R.RIP,
    R.EIP,
    R.IP,
    R.HIP,
    R.CS,
    R.SS,
    R.DS,
    R.ES,
    R.FS,
    R.GS,
    *(_NAMES.index("ST%d" % i) for i in range(8)),
)
_FP_RESERVED: Final = _bits(R.RBP, R.EBP, R.BP, R.BPL, R.BPH, R.HBP)
_BP_RESERVED: Final = _bits(R.RBX, R.EBX, R.BX, R.BL, R.BH, R.HBX)
_XMM_HI: Final = _bits(*(_NAMES.index(p + str(i)) for i in range(16, 32) for p in ("XMM", "YMM", "ZMM")))

_SUB_32BIT: Final = R.SUB_REG_INDEX_NAMES.index("sub_32bit")
#: The classes X86RegisterInfo::getLargestLegalSuperClass inflates to (without AVX-512), in its order.
_LARGEST_LEGAL: Final = tuple(
    R.REG_CLASS_NAMES.index(n)
    for n in ("GR8", "GR16", "GR32", "GR64", "FR32", "FR64", "VR128", "VR256", "RFP32", "RFP64", "RFP80")
)
_GR8_NOREX: Final = R.REG_CLASS_NAMES.index("GR8_NOREX")


class X86RegisterInfo(TargetRegisterInfo):
    def __init__(self, subtarget: X86Subtarget) -> None:
        super().__init__(x86_register_tables())
        self.subtarget = subtarget
        is64 = subtarget.is_64bit
        self.is_64bit = is64
        self.slot_size = 8 if is64 else 4
        self.stack_ptr = R.RSP if is64 else R.ESP
        self.frame_ptr = R.RBP if is64 else R.EBP
        self.base_ptr = R.RBX if is64 else R.ESI

    # ----- allocation order -----
    def get_alt_order_select(self, rc: int, mf: Any) -> int:
        """GR8 and GR8_NOREX (the classes with an ``AltOrders`` list) use it in 64-bit mode: their order
        without AH, BH, CH, DH (X86RegisterInfo.td ``AltOrderSelect``)."""
        return 1 if self.is_64bit and self.tables.class_alt_orders[rc] else 0

    def get_largest_legal_super_class(self, rc: int, mf: Any) -> int:
        """X86RegisterInfo::getLargestLegalSuperClass without AVX-512: the first of the GR*, FR32/FR64,
        VR128/VR256, RFP* classes of the same register size holding every member of ``rc``; GR8_NOREX
        (only used after extracting ``sub_8bit_hi``) and those classes themselves stay."""
        if rc == _GR8_NOREX or rc in _LARGEST_LEGAL:
            return rc
        members = set(self.get_raw_allocation_order(rc, mf))
        size = self.get_reg_size_in_bits(rc)
        for sup in _LARGEST_LEGAL:
            if self.get_reg_size_in_bits(sup) == size and members <= set(
                self.get_raw_allocation_order(sup, mf)
            ):
                return sup
        return rc

    # ----- calling convention -----
    def _csr_name(self, mf: Any) -> str:
        fn = getattr(mf, "function", None)
        cc = getattr(fn, "cc", CC_C) if fn is not None else CC_C
        return self._csr_name_for_cc(cc, fn)

    def _csr_name_for_cc(self, cc: int, fn: Any = None) -> str:
        if not self.is_64bit:
            return "CSR_32"
        if cc in (CC_GHC, CC_HIPE):
            return "CSR_NoRegs"
        if cc == CC_ANYREG or cc == CC_X86_INTR:
            return "CSR_64_AllRegs"
        if cc == CC_PRESERVE_MOST:
            return "CSR_64_RT_MostRegs"
        if cc == CC_PRESERVE_ALL:
            return "CSR_64_RT_AllRegs"
        if cc == CC_HHVM:
            return "CSR_64_HHVM"
        if cc == CC_COLD:
            return "CSR_64_MostRegs"
        if cc == CC_WIN64:
            return "CSR_Win64"
        if cc == CC_SWIFT_TAIL:
            return "CSR_64_SwiftTail"
        if cc == CC_INTEL_OCL_BI:
            return "CSR_64_Intel_OCL_BI"
        if fn is not None and _has_swifterror(fn):
            return "CSR_64_SwiftError"
        return "CSR_64"

    def get_callee_saved_regs(self, mf: Any) -> tuple[int, ...]:
        """LLVM ``getCalleeSavedRegs``: the save list for ``mf``'s calling convention."""
        return self.tables.callee_saved[self._csr_name(mf)]

    def get_call_preserved_mask(self, mf: Any, calling_conv: int) -> int:
        """LLVM ``getCallPreservedMask``: registers a call with ``calling_conv`` preserves."""
        return self.tables.reg_masks[self._csr_name_for_cc(calling_conv)]

    def get_no_preserved_mask(self) -> int:
        return self.tables.reg_masks["CSR_NoRegs"]

    # ----- frame registers -----
    def get_frame_register(self, mf: Any) -> int:
        """``RBP`` when the function has a frame pointer, else ``RSP`` (LLVM ``getFrameRegister``)."""
        return self.frame_ptr if self.subtarget.get_frame_lowering().has_fp(mf) else self.stack_ptr

    def get_stack_register(self) -> int:
        return self.stack_ptr

    def get_frame_ptr(self) -> int:
        return self.frame_ptr

    def get_base_register(self) -> int:
        return self.base_ptr

    def get_slot_size(self) -> int:
        return self.slot_size

    def get_pointer_reg_class(self, mf: Any, kind: int = 0) -> int:
        """``getPointerRegClass``: the class of a ``ptr_rc``-like operand of the given kind (0 any GPR, 1 not the
        stack pointer, e.g. an index register, 2 no REX, 3 no REX and not the stack pointer, 4 usable by tail calls,
        i.e. not callee-saved)."""
        names = (
            ("GR64", "GR64_NOSP", "GR64_NOREX", "GR64_NOREX_NOSP", "GR64_TC")
            if self.is_64bit
            else ("GR32", "GR32_NOSP", "GR32_NOREX", "GR32_NOREX_NOSP", "GR32_TC")
        )
        return R.REG_CLASS_NAMES.index(names[kind] if 0 <= kind < len(names) else names[0])

    def get_cross_copy_reg_class(self, rc: int) -> int:
        """``getCrossCopyRegClass``: EFLAGS (CCR) is copied through a general-purpose register."""
        if rc == R.REG_CLASS_NAMES.index("CCR"):
            return R.REG_CLASS_NAMES.index("GR64" if self.is_64bit else "GR32")
        return rc

    def get_ra_register(self) -> int:
        """``X86GenRegisterInfo(X86::RIP, ...)``: RIP (DWARF 16 in 64-bit mode)."""
        return R.RIP

    # ----- realignment / base pointer -----
    def should_realign_stack(self, mf: Any) -> bool:
        """LLVM ``TargetRegisterInfo::shouldRealignStack``."""
        fn = getattr(mf, "function", None)
        attrs = fn.attrs.fn if fn is not None else None
        if attrs is not None and (attrs.has("stackrealign") or attrs.has("alignstack")):
            return True
        return mf.frame_info.max_alignment > self.subtarget.get_frame_lowering().get_stack_align()

    def has_base_pointer(self, mf: Any) -> bool:
        """LLVM ``hasBasePointer``: realigned stack plus SP-changing code (dynamic allocas)."""
        mfi = mf.frame_info
        return self.has_stack_realignment(mf) and (mfi.has_var_sized_objects or mfi.has_opaque_sp_adjustment)

    # ----- reserved registers -----
    def get_reserved_regs(self, mf: Any) -> int:
        """LLVM ``X86RegisterInfo::getReservedRegs`` (64-bit, no AVX-512)."""
        m = _BASE_RESERVED | _XMM_HI
        if self.subtarget.get_frame_lowering().has_fp(mf):
            m |= _FP_RESERVED
        if self.has_base_pointer(mf):
            m |= _BP_RESERVED
        return m

    # ----- dead register search (epilogue pops) -----
    def find_dead_caller_saved_reg(self, mbb: Any, pos: int) -> int:
        """LLVM ``findDeadCallerSavedReg``: a GR64_TC register unused by the return at ``pos``, or 0."""
        instrs = mbb.instrs
        if pos >= len(instrs):
            return 0
        mi = instrs[pos]
        if mi.opcode not in _RET_LIKE:
            return 0
        used = 0
        units = self.tables.reg_units
        for op in mi.operands:
            if op.kind != MO_Register or op.is_def() or not op.contents:
                continue
            used |= units[op.contents]
        for r in self.tables.class_orders[R.REG_CLASS_NAMES.index("GR64_TC")]:
            if r in (R.RIP, R.RSP) or units[r] & used:
                continue
            return r
        return 0

    # ----- frame index elimination -----
    def eliminate_frame_index(self, mi: Any, sp_adj: int, fi_operand_num: int, rs: Any = None) -> bool:
        """LLVM ``X86RegisterInfo::eliminateFrameIndex``: ``%stack.N`` → base register + offset.

        Returns True when ``mi`` was erased (an ``LEA`` of offset 0 turned into a copy).
        """
        mbb = mi.parent
        mf = mbb.parent
        tfl = self.subtarget.get_frame_lowering()
        fi = mi.operands[fi_operand_num].contents
        if mi.is_return():
            base, fi_offset = tfl.get_frame_index_reference_sp(mf, fi, 0)
        else:
            base, fi_offset = tfl.get_frame_index_reference(mf, fi)
        opc = mi.opcode
        machine_base = base
        if opc == X.LEA64_32r and (self.tables.class_members[R.REG_CLASS_NAMES.index("GR32")] >> base) & 1:
            machine_base = self.get_matching_super_reg(base, _SUB_32BIT, R.REG_CLASS_NAMES.index("GR64"))
        mi.operands[fi_operand_num].change_to_register(machine_base)
        if base == self.stack_ptr:
            fi_offset += sp_adj
        if opc in (X.STACKMAP, X.PATCHPOINT):
            raise_unsupported("stack maps and patch points")
        disp = mi.operands[fi_operand_num + 3]
        if disp.kind == MO_Immediate:
            offset = fi_offset + disp.contents
            if offset != 0 or not self._try_optimize_lea_to_mov(mi):
                disp.change_to_immediate(offset)
            else:
                return True
        else:
            disp.offset = fi_offset + disp.offset
        return False

    def _try_optimize_lea_to_mov(self, mi: Any) -> bool:
        ops = mi.operands
        if (
            mi.opcode not in (X.LEA64r, X.LEA64_32r, X.LEA32r)
            or ops[2].contents != 1
            or ops[3].contents != 0
            or ops[4].kind != MO_Immediate
            or ops[4].contents != 0
            or ops[5].contents != 0
        ):
            return False
        base = ops[1].contents
        if mi.opcode == X.LEA64_32r:
            base = self.get_sub_reg(base, _SUB_32BIT)
        tii = self.subtarget.get_instr_info()
        mbb = mi.parent
        tii.copy_phys_reg(mbb, mi, mi.debug_loc, ops[0].contents, base, ops[1].is_kill())
        mbb.erase(mi)
        return True


_RET_LIKE: Final = frozenset(
    op
    for op in (
        getattr(X, n, -1)
        for n in (
            "RET",
            "RET32",
            "RET64",
            "RETI32",
            "RETI64",
            "TCRETURNdi",
            "TCRETURNri",
            "TCRETURNmi",
            "TCRETURNdi64",
            "TCRETURNri64",
            "TCRETURNmi64",
            "EH_RETURN",
            "EH_RETURN64",
            "PATCHABLE_RET",
        )
    )
    if op >= 0
)


def raise_unsupported(what: str) -> None:
    from pyllc.support.diagnostics import UnsupportedError

    raise UnsupportedError(None, what)


def _has_swifterror(fn: Any) -> bool:
    for ps in getattr(fn.attrs, "params", ()):
        if ps.has("swifterror"):
            return True
    return False
