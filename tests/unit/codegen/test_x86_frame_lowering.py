"""X86FrameLowering / X86RegisterInfo hooks in isolation: hasFP per attribute, reserved registers, frame index
references, call-frame pseudo elimination, CFI records and frame index elimination."""

from __future__ import annotations

from x86_frame_helpers import R, X, body, new_mf

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MachineOperand
from pyllc.ir.parser import parse_assembly
from pyllc.targets.x86.frame_lowering import MCCFIInstruction, needs_frame_moves


def _fn(attrs: str = ""):  # type: ignore[no-untyped-def]
    text = "define void @f() %s { ret void }" % attrs
    return list(parse_assembly(text, "f.ll").functions)[0]


def test_has_fp_per_frame_pointer_attribute() -> None:
    tfl = new_mf().subtarget.get_frame_lowering()
    assert tfl.has_fp(new_mf("f", _fn('"frame-pointer"="all"')))
    assert not tfl.has_fp(new_mf("f", _fn('"frame-pointer"="none"')))
    assert not tfl.has_fp(new_mf("f", _fn()))
    leaf = new_mf("f", _fn('"frame-pointer"="non-leaf"'))
    assert not tfl.has_fp(leaf)
    leaf.frame_info.has_calls = True
    assert tfl.has_fp(leaf)
    dyn = new_mf("f", _fn())
    dyn.frame_info.create_variable_sized_object(1)
    assert tfl.has_fp(dyn)
    over = new_mf("f", _fn())
    over.frame_info.create_stack_object(4, 32)
    assert tfl.has_fp(over) and over.subtarget.get_register_info().has_stack_realignment(over)


def test_reserved_registers_follow_frame_pointer() -> None:
    mf = new_mf("f", _fn())
    tri = mf.subtarget.get_register_info()
    res = tri.get_reserved_regs(mf)
    for r in (R.RSP, R.ESP, R.SP, R.SPL, R.RIP, R.SSP, R.FPCW, R.MXCSR, R.XMM16):
        assert (res >> r) & 1
    assert not (res >> R.RBP) & 1 and not (res >> R.RAX) & 1
    fp = new_mf("f", _fn('"frame-pointer"="all"'))
    res = tri.get_reserved_regs(fp)
    assert all((res >> r) & 1 for r in (R.RBP, R.EBP, R.BP, R.BPL))
    assert tri.get_frame_register(fp) == R.RBP and tri.get_frame_register(mf) == R.RSP


def test_callee_saved_and_preserved_masks_by_calling_convention() -> None:
    mf = new_mf("f", _fn())
    tri = mf.subtarget.get_register_info()
    assert [tri.get_name(r) for r in tri.get_callee_saved_regs(mf)] == [
        "RBX",
        "R12",
        "R13",
        "R14",
        "R15",
        "RBP",
    ]
    assert tri.get_reg_mask_name(tri.get_call_preserved_mask(mf, 0)) == "csr_64"
    assert tri.get_reg_mask_name(tri.get_call_preserved_mask(mf, 10)) == "csr_noregs"
    assert tri.get_reg_mask_name(tri.get_call_preserved_mask(mf, 14)) == "csr_64_rt_mostregs"


def test_frame_index_reference_sp_and_fp() -> None:
    mf = new_mf("f", _fn())
    mfi = mf.frame_info
    fi = mfi.create_stack_object(4, 4)
    mfi.set_object_offset(fi, -12)
    mfi.stack_size = 8
    tfl = mf.subtarget.get_frame_lowering()
    assert tfl.get_frame_index_reference(mf, fi) == (R.RSP, 4)
    fp = new_mf("f", _fn('"frame-pointer"="all"'))
    fi = fp.frame_info.create_stack_object(4, 4)
    fp.frame_info.set_object_offset(fi, -20)
    fp.frame_info.stack_size = 24
    assert tfl.get_frame_index_reference(fp, fi) == (R.RBP, -4)


def test_eliminate_frame_index_lea_of_zero_offset_becomes_copy() -> None:
    mf = new_mf("f", _fn())
    mfi = mf.frame_info
    fi = mfi.create_stack_object(8, 8)
    mfi.set_object_offset(fi, -16)
    mfi.stack_size = 8
    bb = mf.add_block()
    tii = mf.subtarget.get_instr_info()
    tri = mf.subtarget.get_register_info()
    lea = (
        build_mi(bb, None, None, tii.get(X.LEA64r), R.RDI)
        .add_frame_index(fi)
        .add_imm(1)
        .add_reg(0)
        .add_imm(0)
        .add_reg(0)
        .mi
    )
    st = (
        build_mi(bb, None, None, tii.get(X.MOV64mi32))
        .add_frame_index(fi)
        .add_imm(1)
        .add_reg(0)
        .add_imm(4)
        .add_reg(0)
        .add_imm(7)
        .mi
    )
    assert tri.eliminate_frame_index(lea, 0, 1) is True
    assert tri.eliminate_frame_index(st, 0, 0) is False
    assert body(mf).splitlines()[1:] == ["$rdi = MOV64rr $rsp", "MOV64mi32 $rsp, 1, $noreg, 4, $noreg, 7"]


def test_call_frame_pseudos_with_reserved_frame_are_removed() -> None:
    mf = new_mf("f", _fn())
    bb = mf.add_block()
    tii = mf.subtarget.get_instr_info()
    tfl = mf.subtarget.get_frame_lowering()
    down = build_mi(bb, None, None, tii.get(X.ADJCALLSTACKDOWN64)).add_imm(16).add_imm(0).add_imm(0).mi
    up = build_mi(bb, None, None, tii.get(X.ADJCALLSTACKUP64)).add_imm(16).add_imm(0).mi
    build_mi(bb, None, None, tii.get(X.RET64))
    tfl.eliminate_call_frame_pseudo_instr(mf, bb, down)
    tfl.eliminate_call_frame_pseudo_instr(mf, bb, up)
    assert [mi.opcode for mi in bb.instrs] == [X.RET64]


def test_call_frame_pseudos_without_reserved_frame_adjust_sp() -> None:
    mf = new_mf("f", _fn())
    mf.frame_info.create_variable_sized_object(1)  # no reserved call frame; has FP, so no CFA adjustments
    bb = mf.add_block()
    tii = mf.subtarget.get_instr_info()
    tfl = mf.subtarget.get_frame_lowering()
    down = build_mi(bb, None, None, tii.get(X.ADJCALLSTACKDOWN64)).add_imm(24).add_imm(0).add_imm(0).mi
    build_mi(bb, None, None, tii.get(X.CALL64pcrel32)).add_external_symbol("g")
    up = build_mi(bb, None, None, tii.get(X.ADJCALLSTACKUP64)).add_imm(24).add_imm(0).mi
    ret = build_mi(bb, None, None, tii.get(X.RET64)).mi
    tfl.eliminate_call_frame_pseudo_instr(mf, bb, down)
    tfl.eliminate_call_frame_pseudo_instr(mf, bb, up)
    lines = body(mf).splitlines()[1:]
    assert lines[-1] == "RET64"
    # A call frame teardown at the end of a block that never returns is dropped (noreturn calls); the new setup
    # merges with the preceding ADD (32 - 16).
    bb.erase(ret)
    down2 = build_mi(bb, None, None, tii.get(X.ADJCALLSTACKDOWN64)).add_imm(8).add_imm(0).add_imm(0).mi
    up2 = build_mi(bb, None, None, tii.get(X.ADJCALLSTACKUP64)).add_imm(8).add_imm(0).mi
    tfl.eliminate_call_frame_pseudo_instr(mf, bb, down2)
    tfl.eliminate_call_frame_pseudo_instr(mf, bb, up2)
    assert body(mf).splitlines()[-2:] == [
        "CALL64pcrel32 &g, implicit $rsp, implicit $ssp",
        "$rsp = ADD64ri8 $rsp, 16, implicit-def dead $eflags",
    ]
    assert lines[0] == "$rsp = SUB64ri8 $rsp, 32, implicit-def dead $eflags"
    assert lines[2] == "$rsp = ADD64ri8 $rsp, 32, implicit-def dead $eflags"


def test_cfi_records_print_like_llc() -> None:
    rbp = R.DWARF_NUMBERS[R.RBP]
    assert rbp == 6
    assert MCCFIInstruction.cfi_def_cfa_offset(None, 16).print_mir(None) == "def_cfa_offset 16"
    assert MCCFIInstruction.create_offset(None, rbp, -16).print_mir(None) == "offset $rbp, -16"
    assert MCCFIInstruction.create_def_cfa_register(None, rbp).print_mir(None) == "def_cfa_register $rbp"
    assert MCCFIInstruction.cfi_def_cfa(None, 7, 8).print_mir(None) == "def_cfa $rsp, 8"
    assert MCCFIInstruction.create_offset(None, 3, -24).asm_text() == "\t.cfi_offset %rbx, -24"
    assert MCCFIInstruction.create_adjust_cfa_offset(None, -16).asm_text() == "\t.cfi_adjust_cfa_offset -16"
    mf = new_mf("f", _fn())
    bb = mf.add_block()
    idx = mf.add_frame_inst(MCCFIInstruction.cfi_def_cfa_offset(None, 32))
    build_mi(bb, None, None, mf.subtarget.get_instr_info().get(X.CFI_INSTRUCTION)).add_cfi_index(idx)
    assert body(mf).splitlines()[1:] == ["CFI_INSTRUCTION def_cfa_offset 32"]


def test_needs_frame_moves() -> None:
    assert needs_frame_moves(new_mf("f", _fn()))
    assert not needs_frame_moves(new_mf("f", _fn("nounwind")))
    assert needs_frame_moves(new_mf("f", _fn("nounwind uwtable")))


def test_cond_operand_type() -> None:
    assert MachineOperand.create_imm(4).contents == 4
