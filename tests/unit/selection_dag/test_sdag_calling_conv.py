"""CCState: register allocation with aliases and shadows, stack slots, the analyze_* drivers."""

from __future__ import annotations

import pytest

from pyllc.codegen import calling_conv_lower as C
from pyllc.codegen.calling_conv_lower import ArgFlags, CCState, CCValAssign, InputArg, OutputArg
from pyllc.codegen.value_types import MVT

# A toy register file: 64-bit registers 1..6 with 32-bit sub-registers 11..16 (aliases of each other).
GPR64 = (1, 2, 3, 4, 5, 6)
GPR32 = (11, 12, 13, 14, 15, 16)
XMM = (21, 22)
ALIASES = {r: (r, r + 10) for r in GPR64} | {r: (r, r - 10) for r in GPR32}


def aliases(reg: int) -> tuple[int, ...]:
    return ALIASES.get(reg, (reg,))


def cc_sysv_like(
    val_no: int, val_vt: int, loc_vt: int, loc_info: int, flags: ArgFlags, state: CCState
) -> bool:
    """CCIfType<[i8, i16], CCPromoteToType<i32>>, i32 -> GPR32, i64 -> GPR64, f64 -> XMM, else 8-byte stack."""
    if loc_vt in (MVT.i8, MVT.i16):
        loc_vt = MVT.i32
        loc_info = C.SExt if flags.is_sext() else C.ZExt if flags.is_zext() else C.AExt
    if loc_vt == MVT.i32:
        reg = state.allocate_reg_from(GPR32)
        if reg:
            state.add_loc(CCValAssign.get_reg(val_no, val_vt, reg, loc_vt, loc_info))
            return False
    if loc_vt == MVT.i64:
        reg = state.allocate_reg_from(GPR64)
        if reg:
            state.add_loc(CCValAssign.get_reg(val_no, val_vt, reg, loc_vt, loc_info))
            return False
    if loc_vt == MVT.f64:
        reg = state.allocate_reg_from(XMM)
        if reg:
            state.add_loc(CCValAssign.get_reg(val_no, val_vt, reg, loc_vt, loc_info))
            return False
    if loc_vt in (MVT.i32, MVT.i64, MVT.f64):
        offset = state.allocate_stack(8, 8)
        state.add_loc(CCValAssign.get_mem(val_no, val_vt, offset, loc_vt, loc_info))
        return False
    return True


def test_formal_arguments_registers_then_stack() -> None:
    state = CCState(0, False, reg_aliases=aliases)
    ins = [InputArg(ArgFlags(ArgFlags.SExt), MVT.i8, MVT.i8), InputArg(ArgFlags(), MVT.i64, MVT.i64)]
    ins += [InputArg(ArgFlags(), MVT.i32, MVT.i32) for _ in range(5)]
    ins += [InputArg(ArgFlags(), MVT.f64, MVT.f64) for _ in range(3)]
    state.analyze_formal_arguments(ins, cc_sysv_like)
    locs = state.locs
    assert [(va.is_mem, va.loc) for va in locs] == [
        (False, 11),
        (False, 2),  # the i8 takes the first 32-bit register; the i64 skips its alias
        (False, 13),
        (False, 14),
        (False, 15),
        (False, 16),
        (True, 0),  # out of integer registers
        (False, 21),
        (False, 22),
        (True, 8),
    ]
    assert locs[0].loc_info == C.SExt and locs[0].loc_vt == MVT.i32 and locs[0].val_vt == MVT.i8
    assert locs[1].loc_info == C.Full
    assert state.get_next_stack_offset() == 16
    assert state.is_allocated(1) and state.is_allocated(11) and state.is_allocated(12)


def test_allocation_primitives() -> None:
    state = CCState(0, False, reg_aliases=aliases)
    assert state.allocate_reg(3) == 3
    assert state.is_allocated(13)
    assert state.allocate_reg(13) == 0
    assert state.allocate_reg(4, shadow_reg=21) == 4 and state.is_allocated(21)
    assert state.get_first_unallocated(GPR64) == 0
    assert state.allocate_reg_from(GPR64, shadow_regs=(31, 32, 33, 34, 35, 36)) == 1
    assert state.is_allocated(31)
    assert state.allocate_reg_block(GPR64, 2) == 5
    state.mark_unallocated(3)
    assert not state.is_allocated(13)
    assert state.allocate_stack(4, 4) == 0
    assert state.allocate_stack(16, 16) == 16
    assert state.allocate_stack(1, 1) == 32
    assert state.get_aligned_call_frame_size() == 48


def test_stack_alignment_reaches_frame_info() -> None:
    seen: list[int] = []
    state = CCState(0, False, ensure_max_alignment=seen.append)
    state.allocate_stack(8, 16)
    assert seen == [16]


def test_unassignable_values_raise() -> None:
    state = CCState(0, False)
    with pytest.raises(C.CCError, match="call operand #0 has unhandled type f32"):
        state.analyze_call_operands([OutputArg(ArgFlags(), MVT.f32, MVT.f32)], cc_sysv_like)
    assert not CCState(0, False).check_return([OutputArg(ArgFlags(), MVT.f32, MVT.f32)], cc_sysv_like)
    assert CCState(0, False).check_return([OutputArg(ArgFlags(), MVT.i32, MVT.i32)], cc_sysv_like)


def test_byval_goes_to_stack() -> None:
    state = CCState(0, False)
    state.allocate_stack(4, 4)
    flags = ArgFlags(ArgFlags.ByVal, byval_size=12, mem_align=8)
    state.handle_by_val(0, MVT.i64, MVT.i64, C.Full, 8, 8, flags)
    va = state.locs[0]
    assert va.is_mem_loc() and va.loc_mem_offset == 8
    assert state.get_next_stack_offset() == 24
