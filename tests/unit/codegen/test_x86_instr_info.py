"""X86InstrInfo hooks: copies, spills/reloads, branch analysis, post-RA pseudo expansion.

Expected MIR lines are the forms llc-14 prints for the same instructions (regallocfast spills at -O0,
``-stop-after=postrapseudos`` for MOV32r0/SETB_C, branches after ``-stop-after=branch-folder``).
"""

from __future__ import annotations

import pytest
from x86_frame_helpers import R, X, body, new_mf, rc

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import RegState
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86 import instr_info as xii


def _tools(mf):  # type: ignore[no-untyped-def]
    sti = mf.subtarget
    return sti.get_instr_info(), sti.get_register_info()


def test_copy_phys_reg_per_register_file() -> None:
    mf = new_mf()
    bb = mf.add_block()
    tii, _ = _tools(mf)
    tii.copy_phys_reg(bb, None, None, R.RAX, R.RDI, True)
    tii.copy_phys_reg(bb, None, None, R.EAX, R.EDI, False)
    tii.copy_phys_reg(bb, None, None, R.AX, R.DI, False)
    tii.copy_phys_reg(bb, None, None, R.AL, R.DIL, False)
    tii.copy_phys_reg(bb, None, None, R.AH, R.CL, False)
    tii.copy_phys_reg(bb, None, None, R.XMM1, R.XMM0, True)
    tii.copy_phys_reg(bb, None, None, R.RAX, R.XMM0, False)
    tii.copy_phys_reg(bb, None, None, R.XMM2, R.RCX, False)
    tii.copy_phys_reg(bb, None, None, R.EAX, R.XMM0, False)
    tii.copy_phys_reg(bb, 0, None, R.XMM2, R.ECX, False)
    assert body(mf).splitlines()[1:] == [
        "$xmm2 = MOVDI2PDIrr $ecx",
        "$rax = MOV64rr killed $rdi",
        "$eax = MOV32rr $edi",
        "$ax = MOV16rr $di",
        "$al = MOV8rr $dil",
        "$ah = MOV8rr_NOREX $cl",
        "$xmm1 = MOVAPSrr killed $xmm0",
        "$rax = MOVPQIto64rr $xmm0",
        "$xmm2 = MOV64toPQIrr $rcx",
        "$eax = MOVPDI2DIrr $xmm0",
    ]


def test_copy_of_eflags_is_unsupported() -> None:
    mf = new_mf()
    bb = mf.add_block()
    tii, _ = _tools(mf)
    with pytest.raises(UnsupportedError):
        tii.copy_phys_reg(bb, None, None, R.EAX, R.EFLAGS, False)


@pytest.mark.parametrize(
    "cls,size,align,reg,store,load",
    [
        ("GR8", 1, 1, R.AL, "MOV8mr", "MOV8rm"),
        ("GR16", 2, 2, R.AX, "MOV16mr", "MOV16rm"),
        ("GR32", 4, 4, R.EAX, "MOV32mr", "MOV32rm"),
        ("GR32_NOSP", 4, 4, R.EAX, "MOV32mr", "MOV32rm"),
        ("GR64", 8, 8, R.RAX, "MOV64mr", "MOV64rm"),
        ("FR32", 4, 4, R.XMM0, "MOVSSmr", "MOVSSrm_alt"),
        ("FR64", 8, 8, R.XMM0, "MOVSDmr", "MOVSDrm_alt"),
        ("VR128", 16, 16, R.XMM0, "MOVAPSmr", "MOVAPSrm"),
    ],
)
def test_spill_and_reload(cls: str, size: int, align: int, reg: int, store: str, load: str) -> None:
    mf = new_mf()
    bb = mf.add_block()
    tii, tri = _tools(mf)
    fi = mf.frame_info.create_spill_stack_object(size, align)
    tii.store_reg_to_stack_slot(bb, None, reg, True, fi, rc(cls), tri)
    tii.load_reg_from_stack_slot(bb, None, reg, fi, rc(cls), tri)
    name = "$" + R.REGISTER_NAMES[reg].lower()
    s = "s%d" % (size * 8)
    assert body(mf).splitlines()[1:] == [
        f"{store} %stack.0, 1, $noreg, 0, $noreg, killed {name} :: (store ({s}) into %stack.0)",
        f"{name} = {load} %stack.0, 1, $noreg, 0, $noreg :: (load ({s}) from %stack.0)",
    ]
    assert tii.is_store_to_stack_slot(bb.instrs[0]) == (reg, fi)
    assert tii.is_load_from_stack_slot(bb.instrs[1]) == (reg, fi)
    assert tii.is_load_from_stack_slot(bb.instrs[0]) == (0, 0)


def test_spill_inserts_before_position() -> None:
    mf = new_mf()
    bb = mf.add_block()
    tii, tri = _tools(mf)
    ret = build_mi(bb, None, None, tii.get(X.RET64)).mi
    fi = mf.frame_info.create_spill_stack_object(8, 8)
    tii.store_reg_to_stack_slot(bb, ret, R.RBX, False, fi, rc("GR64"), tri)
    tii.load_reg_from_stack_slot(bb, 1, R.RCX, fi, rc("GR64"), tri)
    assert [mi.opcode for mi in bb.instrs] == [X.MOV64mr, X.MOV64rm, X.RET64]


def _cfg(n: int):  # type: ignore[no-untyped-def]
    mf = new_mf()
    bbs = [mf.add_block() for _ in range(n)]
    return mf, bbs


def _jcc(tii, bb, target, cc):  # type: ignore[no-untyped-def]
    build_mi(bb, None, None, tii.get(X.JCC_1)).add_mbb(target).add_imm(cc)


def _jmp(tii, bb, target):  # type: ignore[no-untyped-def]
    build_mi(bb, None, None, tii.get(X.JMP_1)).add_mbb(target)


def test_analyze_branch_forms() -> None:
    mf, (b0, b1, b2, b3) = _cfg(4)
    tii, _ = _tools(mf)
    # fall-through only
    assert tii.analyze_branch(b3) == (None, None, [])
    # conditional + fall-through
    _jcc(tii, b0, b2, xii.COND_E)
    tbb, fbb, cond = tii.analyze_branch(b0)
    assert tbb is b2 and fbb is None and [c.contents for c in cond] == [xii.COND_E]
    # conditional + unconditional
    _jcc(tii, b1, b3, xii.COND_L)
    _jmp(tii, b1, b2)
    tbb, fbb, cond = tii.analyze_branch(b1)
    assert tbb is b3 and fbb is b2 and cond[0].contents == xii.COND_L
    # unconditional only
    _jmp(tii, b2, b0)
    assert tii.analyze_branch(b2)[:2] == (b0, None)
    # a return is a terminator but not a branch: not analyzable
    build_mi(b3, None, None, tii.get(X.RET64))
    assert tii.analyze_branch(b3) is None


def test_analyze_branch_allow_modify_removes_jump_to_next_block() -> None:
    mf, (b0, b1) = _cfg(2)
    tii, _ = _tools(mf)
    b0.add_successor(b1)
    _jmp(tii, b0, b1)
    assert tii.analyze_branch(b0, allow_modify=True) == (None, None, [])
    assert b0.instrs == []


def test_analyze_branch_fp_idioms() -> None:
    mf, (b0, b1, b2) = _cfg(3)
    tii, _ = _tools(mf)
    # jne T; jp T  -> COND_NE_OR_P
    b0.add_successor(b2)
    b0.add_successor(b1)
    _jcc(tii, b0, b2, xii.COND_NE)
    _jcc(tii, b0, b2, xii.COND_P)
    tbb, fbb, cond = tii.analyze_branch(b0)
    assert tbb is b2 and fbb is None and cond[0].contents == xii.COND_NE_OR_P
    # jp F; je T (F is the fall-through) -> COND_E_AND_NP
    mf, (c0, c1, c2) = _cfg(3)
    c0.add_successor(c2)
    c0.add_successor(c1)
    _jcc(tii, c0, c1, xii.COND_P)
    _jcc(tii, c0, c2, xii.COND_E)
    tbb, fbb, cond = tii.analyze_branch(c0)
    assert tbb is c2 and fbb is None and cond[0].contents == xii.COND_E_AND_NP


def test_insert_remove_reverse() -> None:
    mf, (b0, b1, b2) = _cfg(3)
    tii, _ = _tools(mf)
    from pyllc.codegen.machine.operand import MachineOperand

    cond = [MachineOperand.create_imm(xii.COND_B)]
    assert tii.insert_branch(b0, b2, b1, cond) == 2
    assert body(mf).splitlines()[2:4] == ["JCC_1 %bb.2, 2, implicit $eflags", "JMP_1 %bb.1"]
    assert tii.remove_branch(b0) == 2 and b0.instrs == []
    assert tii.reverse_branch_condition(cond) is False and cond[0].contents == xii.COND_AE
    cond = [MachineOperand.create_imm(xii.COND_NE_OR_P)]
    assert tii.insert_branch(b0, b2, None, cond) == 2
    assert [(mi.operands[0].contents, mi.operands[1].contents) for mi in b0.instrs] == [
        (b2, xii.COND_NE),
        (b2, xii.COND_P),
    ]
    tii.reverse_branch_condition(cond)
    assert cond[0].contents == xii.COND_E_AND_NP
    for cc in range(16):
        assert xii.get_opposite_branch_condition(xii.get_opposite_branch_condition(cc)) == cc


def test_expand_post_ra_pseudo() -> None:
    mf = new_mf()
    bb = mf.add_block()
    tii, _ = _tools(mf)
    a = build_mi(bb, None, None, tii.get(X.MOV32r0), R.EAX).mi
    a.operands[-1].flags |= RegState.Dead
    b = build_mi(bb, None, None, tii.get(X.SETB_C32r), R.ECX).mi
    c = build_mi(bb, None, None, tii.get(X.FsFLD0SS), R.XMM0).mi
    d = build_mi(bb, None, None, tii.get(X.MOV32r1), R.EDX).mi
    e = build_mi(bb, None, None, tii.get(X.MOV32ri64), R.RSI).add_imm(7).mi
    f = build_mi(bb, None, None, tii.get(X.MOV32rr), R.EAX).add_reg(R.ECX).mi
    for mi in (a, b, c, d, e):
        assert tii.expand_post_ra_pseudo(mi)
    assert not tii.expand_post_ra_pseudo(f)
    assert body(mf).splitlines()[1:] == [
        "$eax = XOR32rr undef $eax, undef $eax, implicit-def dead $eflags",
        "$ecx = SBB32rr undef $ecx, undef $ecx, implicit-def $eflags, implicit $eflags",
        "$xmm0 = XORPSrr undef $xmm0, undef $xmm0",
        "$edx = XOR32rr undef $edx, undef $edx, implicit-def $eflags",
        "$edx = INC32r $edx, implicit-def $eflags",
        "$esi = MOV32ri 7, implicit-def $rsi",
        "$eax = MOV32rr $ecx",
    ]


def test_commuting_cmov_inverts_the_condition() -> None:
    mf = new_mf()
    bb = mf.add_block()
    tii, _ = _tools(mf)
    mi = (
        build_mi(bb, None, None, tii.get(X.CMOV32rr), R.EAX)
        .add_reg(R.EAX)
        .add_reg(R.ECX)
        .add_imm(xii.COND_L)
        .mi
    )
    assert tii.commute_instruction(mi) is mi
    # the tied def follows its source, as in LLVM's generic commute: ecx = GE ? eax : ecx == L ? ecx : eax
    assert body(mf).splitlines()[1:] == ["$ecx = CMOV32rr $ecx, $eax, 13, implicit $eflags"]
    clone = tii.commute_instruction(mi, new_mi=True)
    assert (
        clone is not mi
        and clone.operands[3].contents == xii.COND_L
        and mi.operands[3].contents == xii.COND_GE
    )


def test_gr8_allocation_order_skips_high_byte_registers_in_64_bit_mode() -> None:
    mf = new_mf()
    _, tri = _tools(mf)
    order = tri.get_raw_allocation_order(rc("GR8"), mf)
    assert R.AL in order and not {R.AH, R.BH, R.CH, R.DH} & set(order)
    assert tri.get_raw_allocation_order(rc("GR32")) == tri.tables.class_orders[rc("GR32")]
