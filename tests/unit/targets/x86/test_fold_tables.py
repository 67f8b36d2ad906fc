"""The X86 memory-folding tables and ``X86InstrInfo.fold_memory_operand``."""

from __future__ import annotations

import pytest

from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.instr_desc import OPERAND_MEMORY
from pyllc.codegen.machine.mem_operand import MOLoad
from pyllc.codegen.machine.operand import MO_FrameIndex, MO_Register, RegState
from pyllc.ir.parser import parse_assembly
from pyllc.targets.x86 import fold_tables
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.target_machine import X86TargetMachine

_CLS = R.REG_CLASS_NAMES.index
_IR = 'target triple = "x86_64-unknown-linux-gnu"\ndefine void @f() {\n  ret void\n}\n'


def _subtarget():  # type: ignore[no-untyped-def]
    return X86TargetMachine("x86_64-unknown-linux-gnu").get_subtarget_impl()


def test_every_entry_replaces_one_register_by_a_memory_reference() -> None:
    tii = _subtarget().get_instr_info()
    assert len(fold_tables.FOLD_TABLE) > 100
    for key, (mem_opc, align) in fold_tables.FOLD_TABLE.items():
        reg_opc, idx = key >> 2, key & 3
        r, m = tii.get(reg_opc), tii.get(mem_opc)
        assert r.operands[idx][0] != OPERAND_MEMORY and r.operands[idx][3] < 0, r.name
        expected = r.operands[:idx] + (None,) * 5 + r.operands[idx + 1 :]
        assert len(m.operands) == len(expected), (r.name, m.name)
        for a, b in zip(m.operands, expected):
            if b is None:
                assert a[0] == OPERAND_MEMORY, (r.name, m.name)
            else:
                assert a == b, (r.name, m.name)
        assert (m.implicit_defs, m.implicit_uses) == (r.implicit_defs, r.implicit_uses), m.name
        assert align in (0, 16)


def test_names_follow_llvm() -> None:
    assert fold_tables.lookup(X.ADD32rr, 2) == (X.ADD32rm, 0)
    assert fold_tables.lookup(X.CMP32ri8, 0) == (X.CMP32mi8, 0)
    assert fold_tables.lookup(X.CMP64rr, 1) == (X.CMP64rm, 0)
    assert fold_tables.lookup(X.MOVZX32rr8, 1) == (X.MOVZX32rm8, 0)
    assert fold_tables.lookup(X.IMUL32rri8, 1) == (X.IMUL32rmi8, 0)
    assert fold_tables.lookup(X.PADDQrr, 2) == (X.PADDQrm, 16)
    assert fold_tables.lookup(X.ADD32rr, 1) is None  # tied: a read-modify-write, not a load fold
    assert fold_tables.lookup(X.CVTSD2SSrr, 1) is None  # partial register update (LLVM keeps it out)


def _function():  # type: ignore[no-untyped-def]
    tm = X86TargetMachine("x86_64-unknown-linux-gnu")
    st = tm.get_subtarget_impl()
    fn = parse_assembly(_IR, "t.ll").get_function("f")
    mf = MachineFunction("f", st, function=fn, target=tm)
    mbb = mf.create_machine_basic_block()
    mf.insert(0, mbb)
    return mf, mbb, st.get_instr_info()


def test_fold_add_source_into_stack_slot() -> None:
    mf, mbb, tii = _function()
    mri = mf.reg_info
    d, a, b = (mri.create_virtual_register(_CLS("GR32")) for _ in range(3))
    mi = build_mi(mbb, None, None, tii.get(X.ADD32rr), d).add_reg(a).add_reg(b, RegState.Kill).mi
    fi = mf.frame_info.create_spill_stack_object(4, 4)
    new = tii.fold_memory_operand(mi, [2], fi)
    assert new is not None and new.opcode == X.ADD32rm and mbb.instrs[0] is new
    ops = new.operands
    assert (ops[0].contents, ops[1].contents) == (d, a)
    assert ops[2].kind == MO_FrameIndex and ops[2].contents == fi
    assert [o.contents for o in ops[3:7]] == [1, 0, 0, 0]
    assert ops[7].kind == MO_Register and ops[7].contents == R.EFLAGS and ops[7].flags & RegState.Define
    assert new.find_tied_operand_idx(1) == 0
    (mmo,) = new.mem_operands
    assert mmo.flags & MOLoad and mmo.size == 4
    assert all(op.contents != b for op in ops if op.kind == MO_Register)


def test_no_fold_when_slot_too_small_or_underaligned() -> None:
    mf, mbb, tii = _function()
    mri = mf.reg_info
    d, a, b = (mri.create_virtual_register(_CLS("GR64")) for _ in range(3))
    mi = build_mi(mbb, None, None, tii.get(X.ADD64rr), d).add_reg(a).add_reg(b).mi
    assert tii.fold_memory_operand(mi, [2], mf.frame_info.create_spill_stack_object(4, 4)) is None
    v, w, x = (mri.create_virtual_register(_CLS("VR128")) for _ in range(3))
    pi = build_mi(mbb, None, None, tii.get(X.PADDQrr), v).add_reg(w).add_reg(x).mi
    assert tii.fold_memory_operand(pi, [2], mf.frame_info.create_spill_stack_object(16, 8)) is None
    assert tii.fold_memory_operand(pi, [2], mf.frame_info.create_spill_stack_object(16, 16)) is not None


@pytest.mark.parametrize("ops", [[1], [0], [1, 2]])
def test_no_fold_of_tied_or_defined_or_several_operands(ops: list[int]) -> None:
    mf, mbb, tii = _function()
    mri = mf.reg_info
    d, a, b = (mri.create_virtual_register(_CLS("GR32")) for _ in range(3))
    mi = build_mi(mbb, None, None, tii.get(X.ADD32rr), d).add_reg(a).add_reg(b).mi
    assert tii.fold_memory_operand(mi, ops, mf.frame_info.create_spill_stack_object(4, 4)) is None
