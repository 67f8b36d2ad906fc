"""What it is (LLVM: lib/CodeGen/PrologEpilogInserter.cpp).

``prologepilog``: after register allocation, turn the abstract frame into a concrete one.

1. Call frame info: the largest ``ADJCALLSTACKDOWN`` amount becomes ``max_call_frame_size``; any call frame
   pseudo marks ``adjusts_stack``; when the target can simplify them the pseudos are eliminated right away.
2. Save/restore blocks: the entry block saves, every block ending in a return restores.
3. Callee-saved registers: the target says which are clobbered (``determine_callee_saves``), they are listed in
   the function's save-list order (a register whose saved super-register is listed is skipped), the target
   assigns spill slots (fixed objects), and the target spills them at the start of each save block and restores
   them before the terminators of each restore block; the save block gets them as live-ins.
4. Frame object offsets, as LLVM's ``calculateFrameObjectOffsets``: fixed objects bound the start, then the
   local-stack block, the stack protector, the other objects in the target's order (``order_frame_objects``
   at -O1+), each aligned; the call frame is added when reserved; the size is rounded up to the stack alignment
   (or the transient alignment for leaves) and the largest object alignment.
5. The target's prologue and epilogue.
6. Frame indices are replaced (``eliminate_frame_index``), walking the reachable blocks depth-first so that an
   SP adjustment left open at the end of a block carries into its successors.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.frame_info import DEAD_OBJECT_SIZE, STACK_ID_DEFAULT, CalleeSavedInfo
from pyllc.codegen.machine.operand import MO_FrameIndex
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction


NumLeafFuncWithSpills = Statistic(
    "prologepilog", "NumLeafFuncWithSpills", "Number of leaf functions with CSRs"
)
NumFuncSeen = Statistic("prologepilog", "NumFuncSeen", "Number of functions seen in PEI")


def _align_to(v: int, a: int) -> int:
    return (v + a - 1) // a * a


def _opt_level(mf: MachineFunction) -> int:
    tm = mf.target
    return tm.opt_level if tm is not None else 2


def _fn_has_attr(mf: MachineFunction, name: str) -> bool:
    fn = mf.function
    return fn is not None and fn.attrs.fn.has(name)


def calculate_call_frame_info(mf: MachineFunction) -> None:
    """LLVM ``PEI::calculateCallFrameInfo``."""
    sti = mf.subtarget
    tii = sti.get_instr_info()
    tfl = sti.get_frame_lowering()
    mfi = mf.frame_info
    setup = tii.get_call_frame_setup_opcode()
    destroy = tii.get_call_frame_destroy_opcode()
    if setup < 0 and destroy < 0:
        return
    max_size = 0
    adjusts = mfi.adjusts_stack
    frame_ops = []
    for mbb in mf.blocks:
        for mi in mbb.instrs:
            if mi.opcode == setup or mi.opcode == destroy:
                size = mi.operands[0].contents
                if size > max_size:
                    max_size = size
                adjusts = True
                frame_ops.append(mi)
            elif mi.is_inline_asm():
                extra = mi.operands[1].contents if len(mi.operands) > 1 else 0
                if isinstance(extra, int) and extra & 2:  # InlineAsm::Extra_IsAlignStack
                    adjusts = True
    mfi.adjusts_stack = adjusts
    mfi.max_call_frame_size = max_size
    if frame_ops and tfl.can_simplify_call_frame_pseudos(mf):
        for mi in frame_ops:
            mbb = mi.parent
            tfl.eliminate_call_frame_pseudo_instr(mf, mbb, mi)


def calculate_save_restore_blocks(
    mf: MachineFunction,
) -> tuple[list[MachineBasicBlock], list[MachineBasicBlock]]:
    mfi = mf.frame_info
    save: list[MachineBasicBlock] = []
    restore: list[MachineBasicBlock] = []
    if mfi.save_point is not None:
        save.append(mfi.save_point)
        rp = mfi.restore_point
        if rp is not None and (rp.successors or (rp.instrs and rp.instrs[-1].is_return())):
            restore.append(rp)
        return save, restore
    save.append(mf.blocks[0])
    for mbb in mf.blocks:
        if mbb.is_eh_funclet_entry:
            save.append(mbb)
        if mbb.instrs and mbb.instrs[-1].is_return():
            restore.append(mbb)
    return save, restore


def assign_callee_saved_spill_slots(mf: MachineFunction, saved: int) -> list[CalleeSavedInfo]:
    """LLVM's static ``assignCalleeSavedSpillSlots`` (the target hook does the slot assignment)."""
    sti = mf.subtarget
    tri = sti.get_register_info()
    tfl = sti.get_frame_lowering()
    mfi = mf.frame_info
    cs_regs = tri.get_callee_saved_regs(mf)
    cs_mask = 0
    for r in cs_regs:
        cs_mask |= 1 << r
    csi: list[CalleeSavedInfo] = []
    for reg in cs_regs:
        if not (saved >> reg) & 1:
            continue
        saved_super = any((saved >> s) & 1 and (cs_mask >> s) & 1 for s in tri.get_super_regs(reg))
        if not saved_super:
            csi.append(CalleeSavedInfo(reg))
    if not tfl.assign_callee_saved_spill_slots(mf, tri, csi):
        for cs in csi:
            rc = tri.get_minimal_phys_reg_class(cs.reg)
            cs.frame_idx = mfi.create_spill_stack_object(tri.get_spill_size(rc), tri.get_spill_align(rc))
    mfi.set_callee_saved_info(csi)
    return csi


def _update_liveness(mf: MachineFunction) -> None:
    """LLVM ``updateLiveness``: CSRs are live-in outside the save/restore region (entry..save, after restore)."""
    mfi = mf.frame_info
    mri = mf.reg_info
    entry = mf.blocks[0]
    save = mfi.save_point if mfi.save_point is not None else entry
    visited: list[MachineBasicBlock] = []
    seen: set[int] = set()
    work: list[MachineBasicBlock] = []
    if entry is not save:
        work.append(entry)
        visited.append(entry)
        seen.add(id(entry))
    if id(save) not in seen:
        visited.append(save)
        seen.add(id(save))
    restore = mfi.restore_point
    if restore is not None:
        work.append(restore)
    while work:
        cur = work.pop()
        if cur is save and save is not restore:
            continue
        for succ in cur.successors:
            if id(succ) not in seen:
                seen.add(id(succ))
                visited.append(succ)
                work.append(succ)
    for cs in mfi.callee_saved_info:
        for mbb in visited:
            if not mri.is_reserved(cs.reg) and not mbb.is_live_in(cs.reg):
                mbb.add_live_in(cs.reg)


def spill_callee_saved_regs(
    mf: MachineFunction, save_blocks: list[MachineBasicBlock], restore_blocks: list[MachineBasicBlock]
) -> None:
    """LLVM ``PEI::spillCalleeSavedRegs``."""
    sti = mf.subtarget
    tri = sti.get_register_info()
    tii = sti.get_instr_info()
    tfl = sti.get_frame_lowering()
    mfi = mf.frame_info
    saved = tfl.determine_callee_saves(mf, tri)
    csi = assign_callee_saved_spill_slots(mf, saved)
    if _fn_has_attr(mf, "naked"):
        return
    mfi.set_callee_saved_info_valid(True)
    if not csi:
        return
    if not mfi.has_calls:
        NumLeafFuncWithSpills.value += 1
    for mbb in save_blocks:
        if not tfl.spill_callee_saved_registers(mbb, 0, csi, tri):
            pos = 0
            for cs in csi:
                rc = tri.get_minimal_phys_reg_class(cs.reg)
                tii.store_reg_to_stack_slot(mbb, pos, cs.reg, True, cs.frame_idx, rc, tri)
                pos += 1
    _update_liveness(mf)
    for mbb in restore_blocks:
        pos = mbb.first_terminator_index()
        if not tfl.restore_callee_saved_registers(mbb, pos, csi, tri):
            for cs in reversed(csi):
                rc = tri.get_minimal_phys_reg_class(cs.reg)
                tii.load_reg_from_stack_slot(mbb, pos, cs.reg, cs.frame_idx, rc, tri)


class _Layout:
    __slots__ = ("offset", "max_align")

    def __init__(self, offset: int, max_align: int) -> None:
        self.offset = offset
        self.max_align = max_align


def _adjust_stack_offset(mfi: Any, fi: int, grows_down: bool, lay: _Layout) -> None:
    if grows_down:
        lay.offset += mfi.get_object_size(fi)
    align = mfi.get_object_align(fi)
    if align > lay.max_align:
        lay.max_align = align
    lay.offset = _align_to(lay.offset, align)
    if grows_down:
        mfi.set_object_offset(fi, -lay.offset)
    else:
        mfi.set_object_offset(fi, lay.offset)
        lay.offset += mfi.get_object_size(fi)


def calculate_frame_object_offsets(mf: MachineFunction) -> None:
    """LLVM ``PEI::calculateFrameObjectOffsets`` (no scavenging slots, no stack-slot scavenging)."""
    sti = mf.subtarget
    tfl = sti.get_frame_lowering()
    tri = sti.get_register_info()
    mfi = mf.frame_info
    grows_down = tfl.get_stack_grow_direction() == 1
    local_area = tfl.get_offset_of_local_area()
    if grows_down:
        local_area = -local_area
    assert local_area >= 0
    offset = local_area
    for i in range(mfi.get_object_index_begin(), 0):
        if mfi.get_stack_id(i) != STACK_ID_DEFAULT:
            continue
        if grows_down:
            fixed = -mfi.get_object_offset(i)
        else:
            fixed = mfi.get_object_offset(i) + mfi.get_object_size(i)
        if fixed > offset:
            offset = fixed
    lay = _Layout(offset, mfi.max_alignment)
    # Callee-saved spill slots made as ordinary objects (targets without their own assignment).
    cs_indices = {cs.frame_idx for cs in mfi.callee_saved_info if cs.frame_idx >= 0}
    for fi in sorted(cs_indices):
        if mfi.get_stack_id(fi) != STACK_ID_DEFAULT:
            continue
        _adjust_stack_offset(mfi, fi, grows_down, lay)
    if mfi.use_local_stack_allocation_block:
        align = mfi.local_frame_max_align
        lay.offset = _align_to(lay.offset, align)
        for fi, off in mfi.local_frame_objects:
            mfi.set_object_offset(fi, (-lay.offset if grows_down else lay.offset) + off)
        lay.offset += mfi.local_frame_size
        lay.max_align = max(lay.max_align, align)
    sp_index = mfi.stack_protector_index
    if (
        sp_index >= 0
        and mfi.get_stack_id(sp_index) == STACK_ID_DEFAULT
        and not mfi.use_local_stack_allocation_block
    ):
        _adjust_stack_offset(mfi, sp_index, grows_down, lay)
    to_allocate: list[int] = []
    for i in range(0, mfi.get_object_index_end()):
        obj = mfi.get_object(i)
        if obj.pre_allocated and mfi.use_local_stack_allocation_block:
            continue
        if i in cs_indices or obj.size == DEAD_OBJECT_SIZE or i == sp_index:
            continue
        if obj.stack_id != STACK_ID_DEFAULT:
            continue
        to_allocate.append(i)
    if sp_index >= 0 and mf.function is not None:
        # The protected objects next to the guard: large arrays, then small arrays, then address-taken
        # objects (AssignProtectedObjSet, the SSPLayoutKind of StackProtector::getSSPLayout).
        from pyllc.codegen.passes.stack_protector import SSPLK_None, get_ssp_layout

        kinds = {fi: get_ssp_layout(mf.function, mfi.get_object(fi).alloca) for fi in to_allocate}
        for kind in (1, 2, 3):
            for fi in to_allocate:
                if kinds[fi] == kind:
                    _adjust_stack_offset(mfi, fi, grows_down, lay)
        to_allocate = [fi for fi in to_allocate if kinds[fi] == SSPLK_None]
    if _opt_level(mf) != 0:
        tfl.order_frame_objects(mf, to_allocate)
    for fi in to_allocate:
        _adjust_stack_offset(mfi, fi, grows_down, lay)
    offset = lay.offset
    if not tfl.target_handles_stack_frame_rounding():
        if mfi.adjusts_stack and tfl.has_reserved_call_frame(mf):
            offset += mfi.max_call_frame_size
        realign = tri.has_stack_realignment(mf)
        if mfi.adjusts_stack or mfi.has_var_sized_objects or (realign and mfi.get_object_index_end() != 0):
            stack_align = tfl.get_stack_align()
        else:
            stack_align = tfl.get_transient_stack_align()
        stack_align = max(stack_align, lay.max_align)
        offset = _align_to(offset, stack_align)
    mfi.stack_size = offset - local_area


def insert_prolog_epilog_code(
    mf: MachineFunction, save_blocks: list[MachineBasicBlock], restore_blocks: list[MachineBasicBlock]
) -> None:
    tfl = mf.subtarget.get_frame_lowering()
    for mbb in save_blocks:
        tfl.emit_prologue(mf, mbb)
    for mbb in restore_blocks:
        tfl.emit_epilogue(mf, mbb)


def _replace_frame_indices_in_block(mf: MachineFunction, mbb: MachineBasicBlock, sp_adj: int) -> int:
    sti = mf.subtarget
    tii = sti.get_instr_info()
    tri = sti.get_register_info()
    tfl = sti.get_frame_lowering()
    instrs = mbb.instrs
    inside_call_sequence = False
    i = 0
    while i < len(instrs):
        mi = instrs[i]
        if tii.is_frame_instr(mi):
            inside_call_sequence = mi.opcode == tii.get_call_frame_setup_opcode()
            sp_adj += tii.get_sp_adjust(mi)
            tfl.eliminate_call_frame_pseudo_instr(mf, mbb, mi)
            continue
        fi_op = -1
        for k, op in enumerate(mi.operands):
            if op.kind == MO_FrameIndex:
                fi_op = k
                break
        if fi_op >= 0:
            if mi.is_debug_value():
                op = mi.operands[fi_op]
                reg, off = tfl.get_frame_index_reference(mf, op.contents)
                op.change_to_register(reg)
                # The offset goes into the DIExpression in LLVM; pyllc keeps it on the operand.
                op.offset = off
                continue
            tri.eliminate_frame_index(mi, sp_adj, fi_op, None)
            continue  # revisit: more frame indices, or the instruction that replaced it
        if inside_call_sequence:
            sp_adj += tii.get_sp_adjust(mi)
        i += 1
    return sp_adj


def replace_frame_indices(mf: MachineFunction) -> None:
    """LLVM ``PEI::replaceFrameIndices``: reachable blocks depth-first, then the unreachable ones."""
    if not mf.blocks:
        return
    state: dict[int, int] = {}
    visited: set[int] = set()
    entry = mf.blocks[0]
    stack: list[tuple[MachineBasicBlock, int]] = []
    visited.add(id(entry))
    state[id(entry)] = _replace_frame_indices_in_block(mf, entry, 0)
    stack.append((entry, 0))
    while stack:
        mbb, k = stack[-1]
        if k >= len(mbb.successors):
            stack.pop()
            continue
        stack[-1] = (mbb, k + 1)
        succ = mbb.successors[k]
        if id(succ) in visited:
            continue
        visited.add(id(succ))
        state[id(succ)] = _replace_frame_indices_in_block(mf, succ, state[id(mbb)])
        stack.append((succ, 0))
    for mbb in mf.blocks:
        if id(mbb) not in visited:
            _replace_frame_indices_in_block(mf, mbb, 0)


@dataclass(frozen=True, slots=True)
class PEI:
    """``prologepilog``: Prologue/Epilogue Insertion & Frame Finalization."""

    name: ClassVar[str] = "prologepilog"
    description: ClassVar[str] = "Prologue/Epilogue Insertion & Frame Finalization"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        NumFuncSeen.value += 1
        if not mf.blocks:
            return False
        calculate_call_frame_info(mf)
        save_blocks, restore_blocks = calculate_save_restore_blocks(mf)
        spill_callee_saved_regs(mf, save_blocks, restore_blocks)
        calculate_frame_object_offsets(mf)
        if not _fn_has_attr(mf, "naked"):
            insert_prolog_epilog_code(mf, save_blocks, restore_blocks)
        replace_frame_indices(mf)
        return True
