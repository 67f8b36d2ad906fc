"""MachineInstr, MachineOperand, MachineRegisterInfo, frame info, constant pool, jump tables, probabilities,
bundles and commuting on the miniature x86 tables; expected text from llc-14 where it prints the same thing."""

from __future__ import annotations

from mini_x86 import (
    EAX,
    EDI,
    EFLAGS,
    ESI,
    GR32,
    GR64,
    OPCODES as OP,
    RIP,
    FakeConstant,
    new_function,
)

from pyllc.codegen.machine.basic_block import (
    UNKNOWN_PROB,
    branch_probability,
    normalize_probabilities,
    probability_percent,
)
from pyllc.codegen.machine.instr_bundle import finalize_bundle
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.jump_table_info import EK_BlockAddress
from pyllc.codegen.machine.mem_operand import (
    MOLoad,
    MOStore,
    MachineMemOperand,
    PSV_ConstantPool,
    PSV_FixedStack,
    PSV_Stack,
    PseudoSourceValue,
)
from pyllc.codegen.machine.operand import RegState
from pyllc.mir.printer import print_mir_function


def _mf():  # type: ignore[no-untyped-def]
    mf = new_function("t")
    return mf, mf.subtarget.get_instr_info(), mf.subtarget.get_register_info(), mf.reg_info


def test_explicit_operands_go_before_implicit_ones_and_ties_follow_the_descriptor() -> None:
    mf, tii, _, mri = _mf()
    bb = mf.add_block()
    a, b, d = (mri.create_virtual_register(GR32) for _ in range(3))
    mi = build_mi(bb, None, None, tii.get(OP["ADD32rr"]), d).mi
    # The descriptor's implicit def of EFLAGS is there from the start, after the explicit def ...
    assert [(o.reg, o.is_implicit()) for o in mi.operands] == [(d, False), (EFLAGS, True)]
    build_mi(None, None, None, tii.get(OP["COPY"]))  # unrelated, not inserted
    mi.add_operand(mi.operands[0].create_reg(a))
    mi.add_operand(mi.operands[0].create_reg(b))
    # ... and explicit operands are inserted before it, in order.
    assert [o.reg for o in mi.operands] == [d, a, b, EFLAGS]
    assert mi.find_tied_operand_idx(1) == 0 and mi.find_tied_operand_idx(0) == 1
    assert not mi.operands[2].is_tied()
    assert not mi.has_complex_register_ties()
    mi.untie_reg_operand(1)
    assert mi.has_complex_register_ties()


def test_use_lists_follow_set_reg_and_instruction_removal() -> None:
    mf, tii, _, mri = _mf()
    bb = mf.add_block()
    a, b, c = (mri.create_virtual_register(GR32) for _ in range(3))
    mov = build_mi(bb, None, None, tii.get(OP["MOV32ri"]), a).add_imm(7).mi
    cp1 = build_mi(bb, None, None, tii.get(OP["COPY"]), b).add_reg(a).mi
    build_mi(bb, None, None, tii.get(OP["COPY"]), c).add_reg(a)
    assert mri.get_vreg_def(a) is mov
    assert len(mri.reg_uses(a)) == 2 and not mri.has_one_use(a)
    cp1.operands[1].set_reg(c)
    assert mri.has_one_use(a) and mri.has_one_use(c)
    mri.replace_reg_with(a, b)
    assert mri.def_empty(a) and mri.use_empty(a)
    assert len(mri.reg_defs(b)) == 2
    bb.erase(cp1)
    assert mri.has_one_def(b) and cp1.parent is None
    assert [mi.desc.name for mi in bb] == ["MOV32ri", "COPY"]


def test_commute_swaps_sources_and_renames_the_tied_def() -> None:
    mf, tii, _, mri = _mf()
    bb = mf.add_block()
    a, b = mri.create_virtual_register(GR32), mri.create_virtual_register(GR32)
    mi = build_mi(bb, None, None, tii.get(OP["ADD32rr"]), a).add_reg(a).add_reg(b, RegState.Kill).mi
    assert tii.commute_instruction(mi) is mi
    # The def was tied to operand 1 holding %a; after the swap operand 1 holds %b, so the def becomes %b.
    assert [o.reg for o in mi.operands[:3]] == [b, b, a]
    assert mi.operands[1].is_kill() is False and mi.operands[2].is_kill() is False
    sub = build_mi(bb, None, None, tii.get(OP["SUB32ri8"]), a).add_reg(b).add_imm(1).mi
    assert tii.commute_instruction(sub) is None


def test_fixed_stack_objects_memory_operands_and_frame_dump_match_llc14() -> None:
    mf, tii, _, mri = _mf()
    mfi = mf.frame_info
    fi1 = mfi.create_fixed_object(4, 0, True)
    fi2 = mfi.create_fixed_object(4, 8, True)
    assert (fi1, fi2) == (-1, -2)
    assert mfi.get_object_align(fi1) == 16 and mfi.get_object_align(fi2) == 8
    bb = mf.add_block()
    v = mri.create_virtual_register(GR32)
    build_mi(bb, None, None, tii.get(OP["MOV32mr"])).add_frame_index(fi2).add_imm(1).add_reg(0).add_imm(
        0
    ).add_reg(0).add_reg(v).add_mem_operand(
        MachineMemOperand(MOLoad, 4, 8, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi2))
    )
    st = (
        build_mi(bb, None, None, tii.get(OP["MOV32mr"]))
        .add_reg(RIP)
        .add_imm(1)
        .add_reg(0)
        .add_imm(8)
        .add_reg(0)
        .add_reg(v)
        .mi
    )
    st.add_mem_operand(MachineMemOperand(MOStore, 4, 4, pseudo_value=PseudoSourceValue(PSV_Stack), offset=8))
    dump = mf.print()
    assert (
        "Frame Objects:\n  fi#-2: size=4, align=8, fixed, at location [SP+16]\n"
        "  fi#-1: size=4, align=16, fixed, at location [SP+8]\n"
    ) in dump
    assert (
        "MOV32mr %fixed-stack.0, 1, $noreg, 0, $noreg, %0:gr32 :: (load (s32) from %fixed-stack.0, align 8)"
        in dump
    )
    assert ":: (store (s32) into stack + 8)" in dump
    mir = print_mir_function(mf)
    assert (
        "fixedStack:\n"
        "  - { id: 0, type: default, offset: 8, size: 4, alignment: 8, stack-id: default, \n"
        "      isImmutable: true, isAliased: false, callee-saved-register: '', callee-saved-restored: true, \n"
        "      debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }\n"
        "  - { id: 1, type: default, offset: 0, size: 4, alignment: 16, stack-id: default, \n"
        "      isImmutable: true, isAliased: false, callee-saved-register: '', callee-saved-restored: true, \n"
        "      debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }\n"
    ) in mir


def test_constant_pool_and_jump_table_text_match_llc14() -> None:
    mf, tii, _, mri = _mf()
    c = FakeConstant("double 3.250000e+00", "3.250000e+00")
    assert mf.constant_pool.get_constant_pool_index(c, 8) == 0
    assert mf.constant_pool.get_constant_pool_index(c, 4) == 0
    bbs = [mf.add_block() for _ in range(5)]
    jti = mf.get_or_create_jump_table_info(EK_BlockAddress)
    jti.create_jump_table_index(bbs[1:5])
    v = mri.create_virtual_register(GR64)
    build_mi(bbs[0], None, None, tii.get(OP["JMP64m"])).add_reg(0).add_imm(8).add_reg(v).add_jump_table_index(
        0
    ).add_reg(0).add_mem_operand(
        MachineMemOperand(MOLoad, 8, 8, pseudo_value=PseudoSourceValue(PSV_ConstantPool))
    )
    dump = mf.print()
    assert (
        "Jump Tables:\n%jump-table.0: %bb.1 %bb.2 %bb.3 %bb.4\n\nConstant Pool:\n  cp#0: 3.250000e+00, align=8\n"
        in dump
    )
    mir = print_mir_function(mf)
    assert (
        "constants:\n  - id:              0\n    value:           'double 3.250000e+00'\n"
        "    alignment:       8\n    isTargetSpecific: false\nmachineFunctionInfo: {}\n"
        "jumpTable:\n  kind:            block-address\n  entries:\n    - id:              0\n"
        "      blocks:          [ '%bb.1', '%bb.2', '%bb.3', '%bb.4' ]\nbody:             |\n"
    ) in mir
    # %0 has no def here, so MIR prints its class at the use (LLVM prints it where MRI has no def).
    assert "JMP64m $noreg, 8, %0:gr64, %jump-table.0, $noreg :: (load (s64) from constant-pool)" in mir


def test_branch_probabilities() -> None:
    assert branch_probability(1, 2) == 0x40000000
    assert branch_probability(1, 3) == 0x2AAAAAAB
    probs = [0x19999998, 0x66666668]
    assert [probability_percent(p) for p in probs] == ["20.00%", "80.00%"]
    p = [UNKNOWN_PROB, 0x20000000, UNKNOWN_PROB]
    normalize_probabilities(p)
    assert p == [0x30000000, 0x20000000, 0x30000000]
    q = [1, 1, 2]
    normalize_probabilities(q)
    assert q == [0x20000000, 0x20000000, 0x40000000]
    mf, tii, _, _ = _mf()
    a, b, c = mf.add_block(), mf.add_block(), mf.add_block()
    a.add_successor(b)
    a.add_successor(c)
    # As in LLVM the first successor starts the list, unknown probabilities included.
    assert a.probs == [UNKNOWN_PROB, UNKNOWN_PROB] and a.get_successor_probability(0) == 0x40000000
    a.add_successor_without_prob(mf.add_block())
    assert not a.probs and a.get_successor_probability(0) == 0x2AAAAAAB
    a.remove_successor(a.successors[-1])
    a.add_successor(mf.add_block(), 0x10000000)
    assert a.probs == [UNKNOWN_PROB, UNKNOWN_PROB, 0x10000000]
    assert a.get_successor_probability(0) == (0x80000000 - 0x10000000) // 2


def test_bundle_header_collects_register_effects_and_prints_in_braces() -> None:
    mf, tii, tri, mri = _mf()
    mf.properties.reset(0)
    bb = mf.add_block()
    bb.add_live_in(EDI)
    build_mi(bb, None, None, tii.get(OP["COPY"]), EAX).add_reg(EDI, RegState.Kill)
    build_mi(bb, None, None, tii.get(OP["ADD32rr"]), ESI).add_reg(EAX).add_reg(EAX)
    build_mi(bb, None, None, tii.get(OP["RET"])).add_imm(0).add_reg(ESI)
    header = finalize_bundle(bb, 0, 2, tii, tri)
    assert header.print(None, standalone=False) is not None
    body = print_mir_function(mf).split("body:             |\n", 1)[1]
    assert body == (
        "  bb.0:\n    liveins: $edi\n  \n"
        "    BUNDLE implicit-def $eax, implicit-def $esi, implicit-def $eflags, implicit killed $edi {\n"
        "      $eax = COPY killed $edi\n"
        "      $esi = ADD32rr internal $eax, internal $eax, implicit-def $eflags\n"
        "    }\n"
        "    RET 0, $esi\n\n...\n"
    )
