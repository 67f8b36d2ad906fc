"""What it is (LLVM: lib/Target/X86/X86ISelLowering.cpp, ``EmitInstrWithCustomInserter`` and its helpers).

The x86 custom inserters run by ``finalize-isel`` for pseudos marked ``usesCustomInserter``.

* ``CMOV_GR8/GR16/GR32/FR32/FR64/VR128`` (selects with no conditional-move instruction: 8-bit values, and every
  select at -O0 of a floating-point or vector value) -> ``EmitLoweredSelect``: the block is split after the
  pseudo(s), the head ends with ``JCC_1 <sink>, cc``, an empty false block falls through into the sink, and
  the sink starts with one ``PHI`` per pseudo (false value from the false block, true value from the head).
  A run of pseudos on the same condition (or its opposite) shares one diamond; their PHIs are renamed so a later
  PHI never names an earlier PHI of the same block.  ``CMOV(CMOV(F, T, cc1), T, cc2)`` where the inner result
  dies in the outer pseudo becomes two branches to one sink (``EmitLoweredCascadedSelect``).

``VAARG_64 dst, <va_list address>, size, mode, align`` (the IR ``va_arg`` on x86-64 SysV) ->
``EmitVAARGWithCustomInserter``: with mode 1 (general registers) or 2 (XMM registers) the block is split: the
head loads gp_offset (fp_offset) and branches to the overflow block when fewer than the argument's 8-byte
slots (16 for XMM) are left in the register save area; the offset block computes reg_save_area + offset and
advances the offset; the overflow block takes overflow_arg_area (rounded up to the alignment above 8) and
advances it; the end block merges the two addresses with a ``PHI``.  Mode 0 uses the overflow area only,
without a branch.

EFLAGS stays live into the new blocks unless the last pseudo kills it (or nothing after it reads EFLAGS before
a redefinition and no successor has it live-in: then the pseudo is marked as killing it, as LLVM's
``checkAndUpdateEFLAGSKill``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MO_Immediate, MO_Register, RegState
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.instr_info import get_opposite_branch_condition

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr

_CMOV_PSEUDOS = frozenset(
    getattr(X, n)
    for n in (
        "CMOV_FR32",
        "CMOV_FR32X",
        "CMOV_FR64",
        "CMOV_FR64X",
        "CMOV_GR8",
        "CMOV_GR16",
        "CMOV_GR32",
        "CMOV_RFP32",
        "CMOV_RFP64",
        "CMOV_RFP80",
        "CMOV_VR64",
        "CMOV_VR128",
        "CMOV_VR128X",
        "CMOV_VR256",
        "CMOV_VR256X",
        "CMOV_VR512",
    )
    if hasattr(X, n)
)


def is_cmov_pseudo(mi: MachineInstr) -> bool:
    """LLVM ``isCMOVPseudo``."""
    return mi.opcode in _CMOV_PSEUDOS


def emit_instr_with_custom_inserter(tli, mi: MachineInstr, mbb: MachineBasicBlock) -> MachineBasicBlock:  # type: ignore[no-untyped-def]
    """``X86TargetLowering::EmitInstrWithCustomInserter``: returns the block where the code after ``mi`` now is."""
    if mi.opcode in _CMOV_PSEUDOS:
        return emit_lowered_select(tli, mi, mbb)
    if mi.opcode == X.VAARG_64:
        return emit_vaarg_with_custom_inserter(tli, mi, mbb)
    raise UnsupportedError(None, f"custom inserter for {mi.desc.name}")


def _new_blocks_after(mbb: MachineBasicBlock, n: int) -> list[MachineBasicBlock]:
    """``n`` new blocks of ``mbb``'s IR block, placed right after ``mbb`` in layout order."""
    mf = mbb.parent
    blocks = [mf.create_machine_basic_block(mbb.ir_block) for _ in range(n)]
    pos = mf.blocks.index(mbb) + 1
    for k, b in enumerate(blocks):
        mf.insert(pos + k, b)
    return blocks


def _kills_eflags(mi: MachineInstr) -> bool:
    return mi.find_register_use_operand_idx(R.EFLAGS, True) != -1


def _add_eflags_killed(mi: MachineInstr) -> None:
    """``MachineInstr::addRegisterKilled(EFLAGS)`` for an instruction with an EFLAGS use."""
    idx = mi.find_register_use_operand_idx(R.EFLAGS)
    if idx != -1:
        mi.operands[idx].flags |= RegState.Kill


def check_and_update_eflags_kill(select_mi: MachineInstr, mbb: MachineBasicBlock, tri) -> bool:  # type: ignore[no-untyped-def]
    """LLVM ``checkAndUpdateEFLAGSKill``: True (and ``select_mi`` marked as killing EFLAGS) when EFLAGS is dead
    after it."""
    instrs = mbb.instrs
    i = mbb.index_of(select_mi) + 1
    reached_end = True
    while i < len(instrs):
        mi = instrs[i]
        i += 1
        if mi.reads_register(R.EFLAGS, tri):
            return False
        if mi.modifies_register(R.EFLAGS, tri):
            reached_end = False
            break
    if reached_end:
        for succ in mbb.successors:
            if succ.is_live_in(R.EFLAGS):
                return False
    _add_eflags_killed(select_mi)
    return True


def _split_after(mbb: MachineBasicBlock, last: MachineInstr, sink: MachineBasicBlock) -> None:
    """Move the instructions after ``last`` to the end of ``sink``."""
    idx = mbb.index_of(last) + 1
    for moved in list(mbb.instrs[idx:]):
        mbb.remove(moved)
        sink.push_back(moved)


def _create_phis_for_cmovs_in_sink_bb(
    tli,
    cmovs: list[MachineInstr],
    true_mbb: MachineBasicBlock,  # type: ignore[no-untyped-def]
    false_mbb: MachineBasicBlock,
    sink: MachineBasicBlock,
) -> None:
    """LLVM ``createPHIsForCMOVsInSinkBB``."""
    tii = tli.subtarget.get_instr_info()
    cc = cmovs[0].operands[3].contents
    opp_cc = get_opposite_branch_condition(cc)
    rewrite: dict[int, tuple[int, int]] = {}
    pos = 0
    for mi in cmovs:
        dest = mi.operands[0].contents
        op1 = mi.operands[1].contents
        op2 = mi.operands[2].contents
        if mi.operands[3].contents == opp_cc:
            op1, op2 = op2, op1
        if op1 in rewrite:
            op1 = rewrite[op1][0]
        if op2 in rewrite:
            op2 = rewrite[op2][1]
        build_mi(sink, pos, mi.debug_loc, tii.get(X.PHI), dest).add_reg(op1).add_mbb(false_mbb).add_reg(
            op2
        ).add_mbb(true_mbb)
        pos += 1
        rewrite[dest] = (op1, op2)


def emit_lowered_select(tli, mi: MachineInstr, this_mbb: MachineBasicBlock) -> MachineBasicBlock:  # type: ignore[no-untyped-def]
    """LLVM ``X86TargetLowering::EmitLoweredSelect``."""
    tii = tli.subtarget.get_instr_info()
    tri = tli.subtarget.get_register_info()
    cc = mi.operands[3].contents
    opp_cc = get_opposite_branch_condition(cc)
    instrs = this_mbb.instrs
    start = this_mbb.index_of(mi)
    last = mi
    j = start + 1
    # Case 1: a run of pseudos on the same (or the opposite) condition, debug instructions skipped.
    while j < len(instrs):
        nxt = instrs[j]
        if nxt.is_debug_instr():
            j += 1
            continue
        if not (is_cmov_pseudo(nxt) and nxt.operands[3].contents in (cc, opp_cc)):
            break
        last = nxt
        j += 1
    # Case 2: CMOV (CMOV F, T, cc1), T, cc2 -> two branches (only when case 1 found no run).
    if last is mi and j < len(instrs):
        nxt = instrs[j]
        ops = nxt.operands
        if (
            nxt.opcode == mi.opcode
            and ops[2].contents == mi.operands[2].contents
            and ops[1].contents == mi.operands[0].contents
            and ops[1].flags & RegState.Kill
        ):
            return emit_lowered_cascaded_select(tli, mi, nxt, this_mbb)

    false_mbb, sink = _new_blocks_after(this_mbb, 2)

    if not _kills_eflags(last) and not check_and_update_eflags_kill(last, this_mbb, tri):
        false_mbb.add_live_in(R.EFLAGS)
        sink.add_live_in(R.EFLAGS)

    # Debug instructions inside the run go to the sink.
    last_idx = this_mbb.index_of(last)
    cmovs: list[MachineInstr] = []
    for k in range(start, last_idx + 1):
        cur = instrs[k]
        if cur.is_debug_instr():
            continue
        cmovs.append(cur)
    for cur in [instrs[k] for k in range(start, last_idx + 1) if instrs[k].is_debug_instr()]:
        this_mbb.remove(cur)
        sink.push_back(cur)

    _split_after(this_mbb, last, sink)
    sink.transfer_successors_and_update_phis(this_mbb)
    this_mbb.add_successor(false_mbb)
    this_mbb.add_successor(sink)
    false_mbb.add_successor(sink)
    build_mi(this_mbb, None, mi.debug_loc, tii.get(X.JCC_1)).add_mbb(sink).add_imm(cc)

    # The PHIs go before the moved debug instructions and the rest of the block.
    _create_phis_for_cmovs_in_sink_bb(tli, cmovs, this_mbb, false_mbb, sink)
    for cur in cmovs:
        this_mbb.erase(cur)
    # The branch must stay last: it was appended after the pseudos, which are now gone.
    return sink


def emit_lowered_cascaded_select(
    tli,
    first: MachineInstr,
    second: MachineInstr,  # type: ignore[no-untyped-def]
    this_mbb: MachineBasicBlock,
) -> MachineBasicBlock:
    """LLVM ``X86TargetLowering::EmitLoweredCascadedSelect``: ``second`` = CMOV (``first``), T, cc2."""
    tii = tli.subtarget.get_instr_info()
    tri = tli.subtarget.get_register_info()
    first_ins, second_ins, sink = _new_blocks_after(this_mbb, 3)
    first_ins.add_live_in(R.EFLAGS)
    if not _kills_eflags(second) and not check_and_update_eflags_kill(second, this_mbb, tri):
        second_ins.add_live_in(R.EFLAGS)
        sink.add_live_in(R.EFLAGS)

    _split_after(this_mbb, first, sink)
    sink.transfer_successors_and_update_phis(this_mbb)
    this_mbb.add_successor(first_ins)
    this_mbb.add_successor(sink)
    first_ins.add_successor(second_ins)
    first_ins.add_successor(sink)
    second_ins.add_successor(sink)

    dl = first.debug_loc
    build_mi(this_mbb, None, dl, tii.get(X.JCC_1)).add_mbb(sink).add_imm(first.operands[3].contents)
    build_mi(first_ins, None, dl, tii.get(X.JCC_1)).add_mbb(sink).add_imm(second.operands[3].contents)

    dest = first.operands[0].contents
    op1 = first.operands[1].contents
    op2 = first.operands[2].contents
    build_mi(sink, 0, dl, tii.get(X.PHI), dest).add_reg(op1).add_mbb(second_ins).add_reg(op2).add_mbb(
        this_mbb
    ).add_reg(op2).add_mbb(first_ins)
    copy = build_mi(sink, 1, dl, tii.get(X.COPY), second.operands[0].contents)
    copy.add_reg(dest)
    this_mbb.erase(first)
    sink.erase(second)
    return sink


__all__ = [
    "emit_instr_with_custom_inserter",
    "emit_lowered_select",
    "emit_lowered_cascaded_select",
    "is_cmov_pseudo",
    "check_and_update_eflags_kill",
]


def _va_list_access(
    tii,
    mbb: MachineBasicBlock,
    pos,
    dl,
    opcode: int,
    mi: MachineInstr,
    offset: int,  # type: ignore[no-untyped-def]
    dest: int = 0,
):
    """An instruction on the va_list field at ``offset``: the pseudo's five address operands, displacement
    moved by ``offset``."""
    mib = build_mi(mbb, pos, dl, tii.get(opcode), dest) if dest else build_mi(mbb, pos, dl, tii.get(opcode))
    for k in range(1, 6):
        op = mi.operands[k].copy()
        if k == 4:
            if op.kind == MO_Immediate:
                op.contents += offset
            else:
                op.offset += offset
        if op.kind == MO_Register:
            op.flags &= ~RegState.Kill
        mib.add(op)
    return mib


def emit_vaarg_with_custom_inserter(tli, mi: MachineInstr, mbb: MachineBasicBlock) -> MachineBasicBlock:  # type: ignore[no-untyped-def]
    """LLVM ``X86TargetLowering::EmitVAARGWithCustomInserter`` (LP64 ``VAARG_64``)."""
    from pyllc.codegen.machine.mem_operand import MachineMemOperand, MOLoad, MOStore

    tii = tli.subtarget.get_instr_info()
    mf = mbb.parent
    mri = mf.reg_info
    dl = mi.debug_loc
    dest = mi.operands[0].contents
    arg_size = mi.operands[6].contents
    arg_mode = mi.operands[7].contents
    align = mi.operands[8].contents
    if arg_size > 16 or arg_mode not in (0, 1, 2):
        raise UnsupportedError(None, "va_arg of this type on x86-64")
    old = mi.mem_operands[0] if mi.mem_operands else None

    def mmo(flags: int):  # type: ignore[no-untyped-def]
        if old is None:
            return None
        m = MachineMemOperand(
            flags,
            old.size,
            old.base_align,
            old.value,
            old.pseudo_value,
            old.offset,
            old.memory_type,
            old.addr_space,
        )
        return m

    def with_mmo(mib, flags: int):  # type: ignore[no-untyped-def]
        m = mmo(flags)
        if m is not None:
            mib.add_mem_operand(m)
        return mib

    load_flags = (old.flags & ~MOStore) if old is not None else MOLoad
    store_flags = (old.flags & ~MOLoad) if old is not None else MOStore
    use_gp = arg_mode == 1
    use_fp = arg_mode == 2
    max_offset = 6 * 8 + (8 * 16 if use_fp else 0)
    arg_size_a8 = (arg_size + 7) & ~7
    needs_align = align > 8

    gr64 = R.GR64RegClassID
    gr32 = R.GR32RegClassID
    if use_gp or use_fp:
        offset_mbb, overflow_mbb, end_mbb = _new_blocks_after(mbb, 3)
        _split_after(mbb, mi, end_mbb)
        end_mbb.transfer_successors_and_update_phis(mbb)
        mbb.add_successor(offset_mbb)
        mbb.add_successor(overflow_mbb)
        offset_mbb.add_successor(end_mbb)
        overflow_mbb.add_successor(end_mbb)

        field = 4 if use_fp else 0
        offset_reg = mri.create_virtual_register(gr32)
        with_mmo(_va_list_access(tii, mbb, None, dl, X.MOV32rm, mi, field, offset_reg), load_flags)
        build_mi(mbb, None, dl, tii.get(X.CMP32ri)).add_reg(offset_reg).add_imm(max_offset + 8 - arg_size_a8)
        build_mi(mbb, None, dl, tii.get(X.JCC_1)).add_mbb(overflow_mbb).add_imm(3)

        # Offset block: the address in the register save area, the offset advanced.
        reg_save = mri.create_virtual_register(gr64)
        with_mmo(_va_list_access(tii, offset_mbb, None, dl, X.MOV64rm, mi, 16, reg_save), load_flags)
        offset64 = mri.create_virtual_register(gr64)
        build_mi(offset_mbb, None, dl, tii.get(X.SUBREG_TO_REG), offset64).add_imm(0).add_reg(
            offset_reg
        ).add_imm(R.sub_32bit)
        offset_dest = mri.create_virtual_register(gr64)
        build_mi(offset_mbb, None, dl, tii.get(X.ADD64rr), offset_dest).add_reg(offset64).add_reg(reg_save)
        next_offset = mri.create_virtual_register(gr32)
        build_mi(offset_mbb, None, dl, tii.get(X.ADD32ri), next_offset).add_reg(offset_reg).add_imm(
            16 if use_fp else 8
        )
        with_mmo(
            _va_list_access(tii, offset_mbb, None, dl, X.MOV32mr, mi, field).add_reg(next_offset), store_flags
        )
        build_mi(offset_mbb, None, dl, tii.get(X.JMP_1)).add_mbb(end_mbb)
        over = overflow_mbb
    else:
        over = mbb
        offset_mbb = end_mbb = None

    pos = None if over is not mbb else mbb.index_of(mi)
    overflow_addr = mri.create_virtual_register(gr64)
    with_mmo(_va_list_access(tii, over, pos, dl, X.MOV64rm, mi, 8, overflow_addr), load_flags)
    overflow_dest = mri.create_virtual_register(gr64) if offset_mbb is not None else dest
    if pos is not None:
        pos = mbb.index_of(mi)
    if needs_align:
        tmp = mri.create_virtual_register(gr64)
        build_mi(over, pos, dl, tii.get(X.ADD64ri32), tmp).add_reg(overflow_addr).add_imm(align - 1)
        if pos is not None:
            pos = mbb.index_of(mi)
        build_mi(over, pos, dl, tii.get(X.AND64ri32), overflow_dest).add_reg(tmp).add_imm(-align)
    else:
        build_mi(over, pos, dl, tii.get(X.COPY), overflow_dest).add_reg(overflow_addr)
    if pos is not None:
        pos = mbb.index_of(mi)
    next_addr = mri.create_virtual_register(gr64)
    build_mi(over, pos, dl, tii.get(X.ADD64ri32), next_addr).add_reg(overflow_dest).add_imm(arg_size_a8)
    if pos is not None:
        pos = mbb.index_of(mi)
    with_mmo(_va_list_access(tii, over, pos, dl, X.MOV64mr, mi, 8).add_reg(next_addr), store_flags)

    if offset_mbb is not None:
        build_mi(end_mbb, 0, dl, tii.get(X.PHI), dest).add_reg(offset_dest).add_mbb(offset_mbb).add_reg(
            overflow_dest
        ).add_mbb(overflow_mbb)
    mbb.erase(mi)
    return end_mbb if end_mbb is not None else mbb
