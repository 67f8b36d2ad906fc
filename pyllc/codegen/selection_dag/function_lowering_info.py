"""Per-function state shared by the blocks of one instruction selection (LLVM:
lib/CodeGen/SelectionDAG/FunctionLoweringInfo.cpp, include/llvm/CodeGen/FunctionLoweringInfo.h, and
``ComputeValueVTs`` of lib/CodeGen/Analysis.cpp).

What it is.  The SelectionDAG covers one basic block; whatever crosses block boundaries lives here:

* ``mbb_map``: the MachineBasicBlock of every IR block, created up front in IR order (so MIR numbers blocks
  as the IR lists them);
* ``static_alloca_map``: the frame index of every static ``alloca`` of the entry block (constant size, not
  over-aligned beyond what the stack can be realigned to);
* ``value_map``: the first virtual register of every IR value whose value is needed in another block (used
  outside its defining block, used by a PHI, or a PHI itself).  A value of an aggregate or illegal type takes
  several consecutive registers, one per legal register part (``create_regs``);
* the empty PHI MachineInstrs of every block (their operands are added when the predecessors are selected,
  see ``SelectionDAGISel.finish_basic_block``);
* per-block scratch: ``phi_nodes_to_update`` (PHI instr, register) pairs filled by the builder.

Virtual register numbering follows LLVM: ``set`` walks the blocks and instructions in IR order and creates
the registers of exported values before any block is built, so ``%0`` is the first exported value.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pyllc.codegen import target_opcodes as TO
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.value_types import (
    IR_TYPE_VTS,
    MVT,
    get_integer_vt,
    get_vector_vt,
)
from pyllc.ir import instructions as I
from pyllc.ir import types as T
from pyllc.ir.constants import ConstantInt
from pyllc.ir.data_layout import DataLayout
from pyllc.ir.metadata import MD_dbg
from pyllc.support.diagnostics import UnsupportedError


@lru_cache(maxsize=16)
def data_layout_for(text: str) -> DataLayout:
    """The parsed DataLayout of a layout string (immutable, so parsed once per distinct string)."""
    return DataLayout.parse(text)


def function_data_layout(fn: Any, tm: Any = None) -> DataLayout:
    """The DataLayout of ``fn``'s module, or of the target machine when the module names none."""
    module = getattr(fn, "parent", None)
    text = getattr(module, "data_layout", None) if module is not None else None
    if not text and tm is not None:
        text = tm.get_data_layout_string()
    return data_layout_for(text or "")


def get_value_type(ty: Any, dl: DataLayout | None = None) -> int:
    """``TargetLowering::getValueType``: the EVT of a first-class non-aggregate IR type."""
    tid = ty.tid
    if tid == T.IntegerTyID:
        return get_integer_vt(ty.bits)
    if tid == T.PointerTyID:
        bits = dl.get_pointer_size_in_bits(ty.addrspace) if dl is not None else 64
        return get_integer_vt(bits)
    simple = IR_TYPE_VTS.get(tid)
    if simple is not None:
        return simple
    if tid == T.FixedVectorTyID or tid == T.ScalableVectorTyID:
        return get_vector_vt(get_value_type(ty.elem, dl), int(ty.count), tid == T.ScalableVectorTyID)
    if tid == T.VoidTyID:
        return MVT.isVoid
    if tid == T.TokenTyID:
        return MVT.Other
    raise UnsupportedError(None, f"value type of IR type '{ty}'")


def compute_value_vts(ty: Any, dl: DataLayout, start_offset: int = 0) -> tuple[list[int], list[int]]:
    """``ComputeValueVTs``: the EVTs of the scalar leaves of ``ty`` (structs and arrays flattened) and their
    byte offsets.  Empty for ``void`` and empty aggregates."""
    vts: list[int] = []
    offsets: list[int] = []
    stack: list[tuple[Any, int]] = [(ty, start_offset)]
    while stack:
        t, off = stack.pop()
        tid = t.tid
        if tid == T.StructTyID:
            layout = dl.get_struct_layout(t)
            elems = t.params or ()
            for i in range(len(elems) - 1, -1, -1):
                stack.append((elems[i], off + layout.get_element_offset(i)))
        elif tid == T.ArrayTyID:
            size = dl.get_type_alloc_size(t.elem)
            for i in range(int(t.count) - 1, -1, -1):
                stack.append((t.elem, off + i * size))
        elif tid == T.VoidTyID:
            continue
        else:
            vts.append(get_value_type(t, dl))
            offsets.append(off)
    return vts, offsets


def _is_used_outside_of_defining_block(inst: Any) -> bool:
    """``isUsedOutsideOfDefiningBlock``: PHIs always, else any user in another block or any PHI user."""
    if not inst.uses:
        return False
    if inst.opcode == I.PHI:
        return True
    bb = inst.parent
    for user in inst.uses:
        if getattr(user, "parent", None) is not bb or getattr(user, "opcode", 0) == I.PHI:
            return True
    return False


def _has_address_taken(bb: Any) -> bool:
    """``BasicBlock::hasAddressTaken``: used by a ``blockaddress`` constant."""
    from pyllc.ir.constants import BlockAddress

    return any(isinstance(u, BlockAddress) for u in bb.uses)


def is_static_alloca(inst: Any, entry: Any) -> bool:
    """``AllocaInst::isStaticAlloca``: in the entry block with a constant element count (and not inalloca)."""
    return (
        inst.parent is entry
        and (not inst.operands or isinstance(inst.operands[0], ConstantInt))
        and not inst.flags & I.INALLOCA
    )


def alloca_count(inst: Any) -> Any:
    """The element count operand of an alloca (None when implicit 1)."""
    return inst.operands[0] if inst.operands else None


class FunctionLoweringInfo:
    """Cross-block state of one function's instruction selection (LLVM: ``FunctionLoweringInfo``)."""

    __slots__ = (
        "exception_pointer_virt_reg",
        "exception_selector_virt_reg",
        "fn",
        "mf",
        "tli",
        "dl",
        "reg_info",
        "mbb_map",
        "value_map",
        "static_alloca_map",
        "phi_nodes_to_update",
        "mbb",
        "insert_pt",
        "can_lower_return",
        "demote_register",
        "visited_bbs",
        "register_defs",
        "split_csr",
        "catch_info",
        "exports",
        "live_out_reg_info",
        "bpi",
    )

    def __init__(self) -> None:
        self.fn: Any = None
        self.mf: Any = None
        self.tli: Any = None
        self.dl: DataLayout | None = None
        self.reg_info: Any = None
        #: IR block -> MachineBasicBlock.
        self.mbb_map: dict[Any, Any] = {}
        #: The landing pad's copies of the exception pointer and selector registers (PrepareEHLandingPad).
        self.exception_pointer_virt_reg = 0
        self.exception_selector_virt_reg = 0
        #: IR value -> its first virtual register.
        self.value_map: dict[Any, int] = {}
        #: static alloca -> frame index.
        self.static_alloca_map: dict[Any, int] = {}
        #: (PHI MachineInstr, register) pairs whose incoming value for the current block is pending.
        self.phi_nodes_to_update: list[tuple[Any, int]] = []
        #: The block being selected.
        self.mbb: Any = None
        self.insert_pt: Any = None
        self.can_lower_return = True
        #: The vreg holding the hidden sret pointer when the return value is demoted to memory.
        self.demote_register = 0
        self.visited_bbs: set[Any] = set()
        self.register_defs: dict[int, Any] = {}
        self.split_csr = False
        self.catch_info: dict[Any, Any] = {}
        #: Values copied to their registers already (LLVM: ``SDB->FuncInfo.ValueMap`` + exported set).
        self.exports: set[Any] = set()
        #: vreg -> (sign bits, known-zero mask, known-one mask) of the value copied into it (LLVM:
        #: ``LiveOutRegInfo``, filled when optimizing).
        self.live_out_reg_info: dict[int, tuple[int, int, int]] = {}
        #: The function's BranchProbabilityInfo when optimizing (LLVM: ``FuncInfo.BPI``), else None.
        self.bpi: Any = None

    # --- setup -------------------------------------------------------------------------------------------------

    def set(self, fn: Any, mf: Any, tli: Any, dl: DataLayout | None = None) -> None:
        """``FunctionLoweringInfo::set``: blocks, static allocas, exported registers and empty PHIs."""
        self.fn = fn
        self.mf = mf
        self.tli = tli
        self.dl = dl if dl is not None else function_data_layout(fn, getattr(mf, "target", None))
        self.reg_info = mf.reg_info
        self.mbb_map = {}
        self.value_map = {}
        self.static_alloca_map = {}
        self.phi_nodes_to_update = []
        self.visited_bbs = set()
        self.exports = set()
        self.live_out_reg_info = {}
        self.demote_register = 0
        dl = self.dl
        mfi = mf.frame_info
        subtarget = getattr(mf, "subtarget", None)
        tfl = subtarget.get_frame_lowering() if subtarget is not None else None
        stack_align = tfl.get_stack_align() if tfl is not None else 16
        realignable = tfl.is_stack_realignable() if tfl is not None else True
        blocks = fn.blocks
        entry = blocks[0] if blocks else None
        declares: list[Any] = []
        for bb in blocks:
            for inst in bb.instructions:
                if inst.opcode == I.Alloca:
                    self._allocate_alloca(inst, entry, dl, mfi, stack_align, realignable)
                if inst.opcode == I.Call:
                    callee = inst.operands[-1]
                    name = getattr(callee, "name", "")
                    if name == "llvm.va_start":
                        mfi.has_va_start = True
                    elif name == "llvm.dbg.declare":
                        declares.append(inst)
                    if (
                        inst.extra is not None
                        and inst.extra.tail == I.TCK_MustTail
                        and fn.function_type.vararg
                    ):
                        mfi.has_must_tail_in_var_arg_func = True
                if _is_used_outside_of_defining_block(inst):
                    if inst.opcode != I.Alloca or inst not in self.static_alloca_map:
                        self.initialize_reg_for_value(inst)
        self._process_dbg_declares(mf, declares)
        # One MachineBasicBlock per IR block, in IR order, with the (operand-less) PHI instructions.
        tii = subtarget.get_instr_info() if subtarget is not None else None
        for bb in blocks:
            mbb = mf.create_machine_basic_block(bb)
            if _has_address_taken(bb):
                mbb.address_taken = True
            self.mbb_map[bb] = mbb
            first = next((i for i in bb.instructions if i.opcode != I.PHI), None)
            if first is not None and first.opcode == I.LandingPad:
                mbb.is_eh_pad = True
            mf.push_back(mbb)
            for inst in bb.instructions:
                if inst.opcode != I.PHI:
                    break
                if not inst.uses:
                    continue
                vts, _ = compute_value_vts(inst.type, dl)
                if not vts:
                    continue
                reg = self.value_map[inst]
                for vt in vts:
                    for _ in range(self._num_registers(vt)):
                        if tii is not None:
                            build_mi(mbb, None, None, tii.get(TO.PHI), reg)
                        reg += 1

    def _process_dbg_declares(self, mf: Any, declares: list[Any]) -> None:
        """``processDbgDeclares``: a ``dbg.declare`` of a static alloca goes to the MachineFunction's
        variable table with the alloca's frame index (``setVariableDbgInfo``), in IR order."""
        for inst in declares:
            ops = inst.operands
            addr = getattr(getattr(ops[0], "md", None), "value", None)
            fi = self.static_alloca_map.get(addr) if addr is not None else None
            if fi is None:
                continue
            loc = None
            for kind, node in inst.md or ():
                if kind == MD_dbg:
                    loc = node
            mf.variable_dbg_info.append((getattr(ops[1], "md", None), getattr(ops[2], "md", None), fi, loc))

    def _allocate_alloca(
        self, inst: Any, entry: Any, dl: DataLayout, mfi: Any, stack_align: int, realignable: bool
    ) -> None:
        ty = inst.extra[0]
        pref = dl.get_pref_type_align(ty)
        specified = inst.align or pref
        alignment = max(min(pref, stack_align), specified)
        if is_static_alloca(inst, entry) and (realignable or alignment <= stack_align):
            size = dl.get_type_alloc_size(ty) * (inst.operands[0].value if inst.operands else 1)
            if size == 0:
                size = 1
            self.static_alloca_map[inst] = mfi.create_stack_object(size, alignment, False, inst)
        else:
            mfi.create_variable_sized_object(1 if alignment <= stack_align else alignment, inst)

    # --- registers ---------------------------------------------------------------------------------------------

    def _num_registers(self, vt: int) -> int:
        tli = self.tli
        return tli.get_num_registers(vt) if tli is not None else 1

    def create_reg(self, vt: int, is_divergent: bool = False) -> int:
        """``CreateReg``: a new virtual register of the register class of the legal type ``vt``."""
        rc = self.tli.get_reg_class_for(vt, is_divergent)
        if rc is None:
            raise UnsupportedError(None, f"no register class for value type {vt}")
        return self.reg_info.create_virtual_register(rc)

    def create_regs_for_vts(self, vts: list[int]) -> int:
        """Consecutive registers for the register parts of ``vts``; the first one (0 when there are none)."""
        tli = self.tli
        first = 0
        for vt in vts:
            reg_vt = tli.get_register_type(vt)
            for _ in range(tli.get_num_registers(vt)):
                r = self.create_reg(reg_vt)
                if not first:
                    first = r
        return first

    def create_regs(self, value_or_type: Any) -> int:
        """``CreateRegs``: registers for every part of a value (or of a type)."""
        ty = getattr(value_or_type, "type", value_or_type)
        vts, _ = compute_value_vts(ty, self.dl)
        return self.create_regs_for_vts(vts)

    def initialize_reg_for_value(self, value: Any) -> int:
        """``InitializeRegForValue``: give ``value`` its registers (once)."""
        reg = self.value_map.get(value)
        if reg is None:
            reg = self.create_regs(value)
            self.value_map[value] = reg
        return reg

    def add_live_out_reg_info(self, reg: int, num_sign_bits: int, known_zero: int, known_one: int) -> None:
        """``AddLiveOutRegInfo``: remember what is known about the value in ``reg`` (only if anything)."""
        if num_sign_bits == 1 and not known_zero and not known_one:
            return
        self.live_out_reg_info[reg] = (num_sign_bits, known_zero, known_one)

    def get_live_out_reg_info(self, reg: int) -> tuple[int, int, int] | None:
        """``GetLiveOutRegInfo``."""
        return self.live_out_reg_info.get(reg)

    def get_mbb(self, bb: Any) -> Any:
        """The MachineBasicBlock of IR block ``bb``."""
        return self.mbb_map[bb]

    def clear(self) -> None:
        """``FunctionLoweringInfo::clear``."""
        self.mbb_map = {}
        self.value_map = {}
        self.static_alloca_map = {}
        self.phi_nodes_to_update = []
        self.visited_bbs = set()
        self.exports = set()
