"""Calling-convention assignment: CCState and CCValAssign (LLVM: lib/CodeGen/CallingConvLower.cpp,
include/llvm/CodeGen/CallingConvLower.h, include/llvm/CodeGen/TargetCallingConv.h).

What it is.  Lowering a call, a function's formal arguments or a return needs to know where each value goes:
which register or which stack offset.  A calling convention is a *function* written as a list of rules
(generated from the target's ``td/calling_conv.py``: "if the type is i8/i16, promote to i32; if it is i32,
take the first free of EDI, ESI, EDX, ECX, R8D, R9D; otherwise 4 bytes of stack aligned to 4") with LLVM's
signature::

    cc_fn(val_no, val_vt, loc_vt, loc_info, arg_flags, state) -> bool   # True: could not assign

:class:`CCState` is the state those rules consult and update: which physical registers are taken (an int
bitset; taking a register also takes every register aliasing it, so a 32-bit register blocks its 64-bit super-register and its 16- and 8-bit parts), the running
stack offset and the largest stack-argument alignment.  Each successful rule appends a :class:`CCValAssign` to
``state.locs``: value number, the value's type (``val_vt``), the type in the location (``loc_vt``), how to
convert between them (``loc_info``: Full, SExt, ZExt, AExt, BCvt, Indirect...) and the location (a register or
a stack offset).  ``analyze_formal_arguments`` / ``analyze_call_operands`` / ``analyze_call_result`` /
``analyze_return`` run the function over a list of :class:`InputArg` / :class:`OutputArg` parts (one per legal
register-sized piece of each IR value, made by the SelectionDAG builder).
"""

from __future__ import annotations

from typing import Any, Callable, Final, Sequence

from pyllc.support.diagnostics import UnsupportedError

from pyllc.codegen.value_types import evt_string, vt_from_name

# --- CCValAssign::LocInfo (LLVM 14 order) ------------------------------------------------------------------------
Full: Final = 0
SExt: Final = 1
ZExt: Final = 2
AExt: Final = 3
SExtUpper: Final = 4
ZExtUpper: Final = 5
AExtUpper: Final = 6
BCvt: Final = 7
Trunc: Final = 8
VExt: Final = 9
FPExt: Final = 10
Indirect: Final = 11
LOC_INFO_NAMES: Final = (
    "Full",
    "SExt",
    "ZExt",
    "AExt",
    "SExtUpper",
    "ZExtUpper",
    "AExtUpper",
    "BCvt",
    "Trunc",
    "VExt",
    "FPExt",
    "Indirect",
)


class ArgFlags:
    """``ISD::ArgFlagsTy``: attributes of one argument part, as bits of ``flags`` plus sizes and alignments."""

    ZExt = 1 << 0
    SExt = 1 << 1
    InReg = 1 << 2
    SRet = 1 << 3
    ByVal = 1 << 4
    ByRef = 1 << 5
    Nest = 1 << 6
    Returned = 1 << 7
    Split = 1 << 8
    InAlloca = 1 << 9
    Preallocated = 1 << 10
    SplitEnd = 1 << 11
    SwiftSelf = 1 << 12
    SwiftAsync = 1 << 13
    SwiftError = 1 << 14
    CFGuardTarget = 1 << 15
    Hva = 1 << 16
    HvaStart = 1 << 17
    SecArgPass = 1 << 18
    InConsecutiveRegs = 1 << 19
    InConsecutiveRegsLast = 1 << 20
    CopyElisionCandidate = 1 << 21
    Pointer = 1 << 22

    __slots__ = ("flags", "byval_size", "mem_align", "orig_align", "pointer_addr_space")

    def __init__(
        self,
        flags: int = 0,
        byval_size: int = 0,
        mem_align: int = 0,
        orig_align: int = 1,
        pointer_addr_space: int = 0,
    ) -> None:
        self.flags = flags
        self.byval_size = byval_size
        #: Alignment of the memory (byval/byref/stack slot), 0 when unspecified.
        self.mem_align = mem_align
        #: Alignment of the original IR type.
        self.orig_align = orig_align
        self.pointer_addr_space = pointer_addr_space

    def has(self, bit: int) -> bool:
        """Whether attribute ``bit`` is set."""
        return (self.flags & bit) != 0

    def is_byval(self) -> bool:
        """``isByVal``."""
        return (self.flags & ArgFlags.ByVal) != 0

    def is_sext(self) -> bool:
        """``isSExt``."""
        return (self.flags & ArgFlags.SExt) != 0

    def is_zext(self) -> bool:
        """``isZExt``."""
        return (self.flags & ArgFlags.ZExt) != 0

    def is_inreg(self) -> bool:
        """``isInReg``."""
        return (self.flags & ArgFlags.InReg) != 0

    def is_sret(self) -> bool:
        """``isSRet``."""
        return (self.flags & ArgFlags.SRet) != 0

    def is_split(self) -> bool:
        """``isSplit``."""
        return (self.flags & ArgFlags.Split) != 0

    def is_split_end(self) -> bool:
        """``isSplitEnd``."""
        return (self.flags & ArgFlags.SplitEnd) != 0

    def is_nest(self) -> bool:
        """``isNest``."""
        return (self.flags & ArgFlags.Nest) != 0

    def get_non_zero_mem_align(self) -> int:
        """``getNonZeroMemAlign``."""
        return self.mem_align or 1

    def get_non_zero_orig_align(self) -> int:
        """``getNonZeroOrigAlign``."""
        return self.orig_align or 1

    def get_non_zero_byval_align(self) -> int:
        """``getNonZeroByValAlign``."""
        return self.mem_align or 1

    def copy(self) -> ArgFlags:
        """A copy (parts of a split value get their own flags)."""
        return ArgFlags(self.flags, self.byval_size, self.mem_align, self.orig_align, self.pointer_addr_space)


class InputArg:
    """``ISD::InputArg``: one incoming part (formal argument or call result)."""

    __slots__ = ("flags", "vt", "arg_vt", "used", "orig_arg_index", "part_offset")

    def __init__(
        self,
        flags: ArgFlags,
        vt: int,
        arg_vt: int,
        used: bool = True,
        orig_arg_index: int = 0,
        part_offset: int = 0,
    ) -> None:
        self.flags = flags
        #: The legal register type of this part.
        self.vt = vt
        #: The (possibly illegal) type of the whole IR argument.
        self.arg_vt = arg_vt
        self.used = used
        self.orig_arg_index = orig_arg_index
        self.part_offset = part_offset


class OutputArg:
    """``ISD::OutputArg``: one outgoing part (call operand or returned value)."""

    __slots__ = ("flags", "vt", "arg_vt", "is_fixed", "orig_arg_index", "part_offset")

    def __init__(
        self,
        flags: ArgFlags,
        vt: int,
        arg_vt: int,
        is_fixed: bool = True,
        orig_arg_index: int = 0,
        part_offset: int = 0,
    ) -> None:
        self.flags = flags
        self.vt = vt
        self.arg_vt = arg_vt
        #: False for the variadic part of a call's arguments.
        self.is_fixed = is_fixed
        self.orig_arg_index = orig_arg_index
        self.part_offset = part_offset


class CCValAssign:
    """Where one value part goes: a register or a stack offset (LLVM: ``CCValAssign``)."""

    __slots__ = (
        "val_no",
        "is_mem",
        "is_custom",
        "loc_info",
        "loc",
        "val_vt",
        "loc_vt",
        "is_pending",
        "extra",
    )

    def __init__(
        self,
        val_no: int,
        val_vt: int,
        loc: int,
        loc_vt: int,
        loc_info: int,
        is_mem: bool,
        is_custom: bool = False,
    ) -> None:
        self.val_no = val_no
        self.val_vt = val_vt
        #: Register number, or byte offset for a memory location.
        self.loc = loc
        self.loc_vt = loc_vt
        self.loc_info = loc_info
        self.is_mem = is_mem
        self.is_custom = is_custom
        self.is_pending = False
        self.extra = 0

    @classmethod
    def get_reg(cls, val_no: int, val_vt: int, reg: int, loc_vt: int, loc_info: int) -> CCValAssign:
        """``CCValAssign::getReg``."""
        return cls(val_no, val_vt, reg, loc_vt, loc_info, False)

    @classmethod
    def get_custom_reg(cls, val_no: int, val_vt: int, reg: int, loc_vt: int, loc_info: int) -> CCValAssign:
        """``CCValAssign::getCustomReg``."""
        return cls(val_no, val_vt, reg, loc_vt, loc_info, False, True)

    @classmethod
    def get_mem(cls, val_no: int, val_vt: int, offset: int, loc_vt: int, loc_info: int) -> CCValAssign:
        """``CCValAssign::getMem``."""
        return cls(val_no, val_vt, offset, loc_vt, loc_info, True)

    @classmethod
    def get_custom_mem(cls, val_no: int, val_vt: int, offset: int, loc_vt: int, loc_info: int) -> CCValAssign:
        """``CCValAssign::getCustomMem``."""
        return cls(val_no, val_vt, offset, loc_vt, loc_info, True, True)

    @classmethod
    def get_pending(cls, val_no: int, val_vt: int, loc_vt: int, loc_info: int, extra: int = 0) -> CCValAssign:
        """``CCValAssign::getPending``: a part held back until its siblings are seen."""
        va = cls(val_no, val_vt, extra, loc_vt, loc_info, False)
        va.is_pending = True
        va.extra = extra
        return va

    def is_reg_loc(self) -> bool:
        """``isRegLoc``."""
        return not self.is_mem

    def is_mem_loc(self) -> bool:
        """``isMemLoc``."""
        return self.is_mem

    @property
    def loc_reg(self) -> int:
        """``getLocReg``."""
        return self.loc

    @property
    def loc_mem_offset(self) -> int:
        """``getLocMemOffset``."""
        return self.loc

    def is_extInLoc(self) -> bool:
        """``isExtInLoc``: the value was extended to fill its location."""
        return self.loc_info in (SExt, ZExt, AExt)

    def convert_to_reg(self, reg: int) -> None:
        """``convertToReg``."""
        self.loc = reg
        self.is_mem = False

    def convert_to_mem(self, offset: int) -> None:
        """``convertToMem``."""
        self.loc = offset
        self.is_mem = True

    def __repr__(self) -> str:
        where = f"mem+{self.loc}" if self.is_mem else f"reg {self.loc}"
        return (
            f"CCValAssign(val={self.val_no}, {evt_string(self.val_vt)} -> {evt_string(self.loc_vt)} "
            f"{LOC_INFO_NAMES[self.loc_info]}, {where})"
        )


#: A calling-convention function: ``(val_no, val_vt, loc_vt, loc_info, arg_flags, state) -> failed``.
CCAssignFn = Callable[[int, int, int, int, ArgFlags, "CCState"], bool]


def _align_to(value: int, align: int) -> int:
    return (value + align - 1) // align * align


class CCError(Exception):
    """A value no rule of the calling convention could place (LLVM reports it as a fatal error)."""


class CCState:
    """The state of one calling-convention analysis (LLVM: ``CCState``)."""

    __slots__ = (
        "calling_conv",
        "is_var_arg",
        "mf",
        "locs",
        "stack_offset",
        "max_stack_arg_align",
        "used_regs",
        "reg_aliases",
        "pending_locs",
        "pending_arg_flags",
        "by_val_regs",
        "in_regs_params_processed",
        "analyzing_must_tail_forwarded_regs",
        "ensure_max_alignment_fn",
    )

    def __init__(
        self,
        calling_conv: int,
        is_var_arg: bool,
        mf: Any = None,
        reg_aliases: Callable[[int], Sequence[int]] | None = None,
        ensure_max_alignment: Callable[[int], None] | None = None,
    ) -> None:
        self.calling_conv = calling_conv
        self.is_var_arg = is_var_arg
        self.mf = mf
        self.locs: list[CCValAssign] = []
        self.stack_offset = 0
        self.max_stack_arg_align = 1
        #: Allocated physical registers as an int bitset (bit ``reg``).
        self.used_regs = 0
        #: ``reg -> registers aliasing it, itself included`` (LLVM: ``MCRegAliasIterator(Reg, TRI, true)``).
        self.reg_aliases = reg_aliases
        self.pending_locs: list[CCValAssign] = []
        self.pending_arg_flags: list[ArgFlags] = []
        #: ``(begin, end)`` register ranges of byval arguments passed in registers.
        self.by_val_regs: list[tuple[int, int]] = []
        self.in_regs_params_processed = 0
        self.analyzing_must_tail_forwarded_regs = False
        if ensure_max_alignment is None and mf is not None:
            ensure_max_alignment = mf.frame_info.ensure_max_alignment
        self.ensure_max_alignment_fn = ensure_max_alignment

    # --- registers ---------------------------------------------------------------------------------------------

    def _alias_mask(self, reg: int) -> int:
        if self.reg_aliases is None:
            return 1 << reg
        mask = 1 << reg
        for alias in self.reg_aliases(reg):
            mask |= 1 << alias
        return mask

    def is_allocated(self, reg: int) -> bool:
        """``isAllocated``."""
        return (self.used_regs >> reg) & 1 == 1

    def mark_allocated(self, reg: int) -> None:
        """``MarkAllocated``: take ``reg`` and every register aliasing it."""
        self.used_regs |= self._alias_mask(reg)

    def mark_unallocated(self, reg: int) -> None:
        """``MarkUnallocated``."""
        self.used_regs &= ~self._alias_mask(reg)

    def get_first_unallocated(self, regs: Sequence[int]) -> int:
        """``getFirstUnallocated``: index of the first free register of ``regs``, ``len(regs)`` if none."""
        for i, reg in enumerate(regs):
            if not self.is_allocated(reg):
                return i
        return len(regs)

    def allocate_reg(self, reg: int, shadow_reg: int | None = None) -> int:
        """``AllocateReg(Reg[, ShadowReg])``: take ``reg`` if free (and its shadow); 0 when taken."""
        if self.is_allocated(reg):
            return 0
        self.mark_allocated(reg)
        if shadow_reg is not None:
            self.mark_allocated(shadow_reg)
        return reg

    def allocate_reg_from(self, regs: Sequence[int], shadow_regs: Sequence[int] | None = None) -> int:
        """``AllocateReg(ArrayRef<MCPhysReg>[, ShadowRegs])``: the first free register of ``regs`` (taking the
        shadow at the same index, as Win64 does with XMM/GPR argument slots); 0 when all are taken."""
        i = self.get_first_unallocated(regs)
        if i == len(regs):
            return 0
        reg = regs[i]
        self.mark_allocated(reg)
        if shadow_regs is not None:
            self.mark_allocated(shadow_regs[i])
        return reg

    def allocate_reg_block(self, regs: Sequence[int], regs_required: int) -> int:
        """``AllocateRegBlock``: the first of ``regs_required`` consecutive free registers of ``regs``."""
        if regs_required > len(regs):
            return 0
        for start in range(len(regs) - regs_required + 1):
            if all(not self.is_allocated(regs[start + i]) for i in range(regs_required)):
                for i in range(regs_required):
                    self.mark_allocated(regs[start + i])
                return regs[start]
        return 0

    # --- stack -------------------------------------------------------------------------------------------------

    def ensure_max_alignment(self, align: int) -> None:
        """``ensureMaxAlignment``: the frame must be at least ``align``-aligned."""
        if not self.analyzing_must_tail_forwarded_regs and self.ensure_max_alignment_fn is not None:
            self.ensure_max_alignment_fn(align)

    def allocate_stack(self, size: int, align: int, shadow_regs: Sequence[int] = ()) -> int:
        """``AllocateStack``: ``size`` bytes at the next ``align``-aligned offset; returns the offset."""
        for reg in shadow_regs:
            self.mark_allocated(reg)
        self.stack_offset = _align_to(self.stack_offset, align)
        result = self.stack_offset
        self.stack_offset += size
        self.max_stack_arg_align = max(self.max_stack_arg_align, align)
        self.ensure_max_alignment(align)
        return result

    def get_next_stack_offset(self) -> int:
        """``getNextStackOffset``: bytes of stack used so far."""
        return self.stack_offset

    def get_aligned_call_frame_size(self) -> int:
        """``getAlignedCallFrameSize``."""
        return _align_to(self.stack_offset, self.max_stack_arg_align)

    def add_loc(self, va: CCValAssign) -> None:
        """``addLoc``."""
        self.locs.append(va)

    def handle_by_val(
        self,
        val_no: int,
        val_vt: int,
        loc_vt: int,
        loc_info: int,
        min_size: int,
        min_align: int,
        flags: ArgFlags,
        target_handle_by_val: Callable[[CCState, int, int], int] | None = None,
    ) -> None:
        """``HandleByVal``: a byval aggregate copied to the outgoing stack area (or, per target, registers)."""
        align = flags.get_non_zero_byval_align()
        size = flags.byval_size
        if min_size > size:
            size = min_size
        if min_align > align:
            align = min_align
        self.ensure_max_alignment(align)
        if target_handle_by_val is not None:
            size = target_handle_by_val(self, size, align)
        size = _align_to(size, min_align)
        offset = self.allocate_stack(size, align)
        self.add_loc(CCValAssign.get_mem(val_no, val_vt, offset, loc_vt, loc_info))

    # --- analyses ----------------------------------------------------------------------------------------------

    def analyze_formal_arguments(self, ins: Sequence[InputArg], fn: CCAssignFn) -> None:
        """``AnalyzeFormalArguments``: place every incoming argument part."""
        for i, arg in enumerate(ins):
            if fn(i, arg.vt, arg.vt, Full, arg.flags, self):
                raise CCError(f"unable to allocate function argument #{i}")

    def check_return(self, outs: Sequence[OutputArg], fn: CCAssignFn) -> bool:
        """``CheckReturn``: can every returned part be placed?  (Probes on a scratch state.)"""
        for i, out in enumerate(outs):
            if fn(i, out.vt, out.vt, Full, out.flags, self):
                return False
        return True

    def analyze_return(self, outs: Sequence[OutputArg], fn: CCAssignFn) -> None:
        """``AnalyzeReturn``: place every returned part."""
        for i, out in enumerate(outs):
            if fn(i, out.vt, out.vt, Full, out.flags, self):
                raise CCError(f"unable to allocate return value #{i}")

    def analyze_call_operands(self, outs: Sequence[OutputArg], fn: CCAssignFn) -> None:
        """``AnalyzeCallOperands``: place every outgoing call argument part."""
        for i, out in enumerate(outs):
            if fn(i, out.vt, out.vt, Full, out.flags, self):
                raise CCError(f"call operand #{i} has unhandled type {evt_string(out.vt)}")

    def analyze_call_operands_with_flags(
        self, arg_vts: Sequence[int], flags: Sequence[ArgFlags], fn: CCAssignFn
    ) -> None:
        """``AnalyzeCallOperands(ArgVTs, Flags, Fn)``: the variant libcall lowering uses."""
        for i, vt in enumerate(arg_vts):
            if fn(i, vt, vt, Full, flags[i], self):
                raise CCError(f"call operand #{i} has unhandled type {evt_string(vt)}")

    def analyze_call_result(self, ins: Sequence[InputArg], fn: CCAssignFn) -> None:
        """``AnalyzeCallResult``: place every part a call returns."""
        for i, arg in enumerate(ins):
            if fn(i, arg.vt, arg.vt, Full, arg.flags, self):
                raise CCError(f"call result #{i} has unhandled type {evt_string(arg.vt)}")

    def analyze_call_result_vt(self, vt: int, fn: CCAssignFn) -> None:
        """``AnalyzeCallResult(MVT, Fn)``: one result of type ``vt``."""
        if fn(0, vt, vt, Full, ArgFlags(), self):
            raise CCError(f"call result has unhandled type {evt_string(vt)}")

    def get_in_regs_params_count(self) -> int:
        """``getInRegsParamsCount``."""
        return len(self.by_val_regs)

    def add_in_regs_param_info(self, reg_begin: int, reg_end: int) -> None:
        """``addInRegsParamInfo``."""
        self.by_val_regs.append((reg_begin, reg_end))


def result_types_compatible(
    cc: int,
    caller_fn: CCAssignFn,
    callee_fn: CCAssignFn,
    ins: Sequence[InputArg],
    reg_aliases: Callable[[int], Sequence[int]] | None = None,
) -> bool:
    """``CCState::resultsCompatible``: do caller and callee conventions return ``ins`` in the same places?"""
    a = CCState(cc, False, None, reg_aliases)
    b = CCState(cc, False, None, reg_aliases)
    try:
        a.analyze_call_result(ins, callee_fn)
        b.analyze_call_result(ins, caller_fn)
    except CCError:
        return False
    if len(a.locs) != len(b.locs):
        return False
    for x, y in zip(a.locs, b.locs):
        if x.is_mem != y.is_mem or x.loc != y.loc or x.loc_info != y.loc_info:
            return False
    return True


def compile_calling_conv(rows: Sequence[Any]) -> CCAssignFn:
    """The CCAssignFn of a generated convention (LLVM: the ``CC_<T>`` functions CallingConvEmitter writes),
    for the actions a plain convention uses: ``CCIfType``, ``CCPromoteToType``, ``CCAssignToReg``,
    ``CCAssignToRegWithShadow`` and ``CCAssignToStack``.  ``rows`` is one entry of the generated
    ``CALLING_CONVENTIONS`` table; a target whose conventions need more writes its own function."""

    def run(
        row_list: Sequence[Any], val_no: int, val_vt: int, st: list[int], flags: ArgFlags, state: CCState
    ) -> bool:
        for kind, types, regs, shadows, size, align, _name, sub in row_list:
            if kind == "CCIfType":
                if st[0] not in {vt_from_name(t) for t in types}:
                    continue
                if run((sub,), val_no, val_vt, st, flags, state):
                    return True
            elif kind == "CCPromoteToType":
                st[0] = vt_from_name(types[0])
                st[1] = SExt if flags.is_sext() else ZExt if flags.is_zext() else AExt
            elif kind in ("CCAssignToReg", "CCAssignToRegWithShadow"):
                reg = state.allocate_reg_from(regs, shadows or None)
                if reg:
                    state.add_loc(CCValAssign.get_reg(val_no, val_vt, reg, st[0], st[1]))
                    return True
            elif kind == "CCAssignToStack":
                offset = state.allocate_stack(size, align)
                state.add_loc(CCValAssign.get_mem(val_no, val_vt, offset, st[0], st[1]))
                return True
            else:
                raise UnsupportedError(None, f"calling-convention action {kind}")
        return False

    def assign(val_no: int, val_vt: int, loc_vt: int, loc_info: int, flags: ArgFlags, state: CCState) -> bool:
        return not run(rows, val_no, val_vt, [loc_vt, loc_info], flags, state)

    return assign
