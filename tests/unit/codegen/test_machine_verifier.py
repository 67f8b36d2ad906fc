"""The machine verifier's reports against llc-14's (``-run-pass=none -verify-machineinstrs`` on
``data/verifier-*.mir``, whose functions are rebuilt here with x86's generated tables).  llc ends the
``- basic block:`` line with the block's address; that part is removed before comparing."""

from __future__ import annotations

import os
import re

import real_x86 as T

from pyllc.codegen.machine.function import MachineFunction, MachineFunctionProperties as P, props_mask
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import RegState
from pyllc.codegen.machine.verifier import MachineVerifierError, verify_machine_function, verify_or_raise

DATA = os.path.join(os.path.dirname(__file__), "data")
OP = T.OPCODES


def _llc_report(name: str) -> str:
    with open(os.path.join(DATA, name)) as f:
        text = f.read()
    text = text[: text.index("LLVM ERROR:")]
    return re.sub(r"(- basic block: %bb\.\d+ \S*) \(0x[0-9a-f]+\)", r"\1", text)


def _start(name: str, props: int) -> tuple[MachineFunction, list[int]]:
    mf = T.new_function(name)
    mf.properties.bits = props
    return mf, []


def test_non_terminator_after_terminator() -> None:
    mf, _ = _start("f", props_mask(P.NoPHIs, P.TracksLiveness))
    tii = mf.subtarget.get_instr_info()
    mri = mf.reg_info
    v0, v1 = mri.create_virtual_register(T.GR32), mri.create_virtual_register(T.GR32)
    bb = mf.add_block()
    bb.add_live_in(T.EDI)
    build_mi(bb, None, None, tii.get(OP["COPY"]), v0).add_reg(T.EDI)
    for _ in range(2):
        mi = build_mi(bb, None, None, tii.get(OP["ADD32rr"]), v1).add_reg(v0).add_reg(v0).mi
        mi.operands[3].set_is_dead()
    build_mi(bb, None, None, tii.get(OP["COPY"]), T.EAX).add_reg(v1)
    build_mi(bb, None, None, tii.get(OP["RET"])).add_imm(0).add_reg(T.EAX)
    build_mi(bb, None, None, tii.get(OP["COPY"]), T.EAX).add_reg(v1)
    n, text = verify_machine_function(mf)
    assert n == 1
    assert text == _llc_report("verifier-bad.llc14.txt")


def test_register_class_and_undefined_physical_register() -> None:
    mf, _ = _start("g", props_mask(P.IsSSA, P.NoPHIs, P.TracksLiveness))
    tii = mf.subtarget.get_instr_info()
    mri = mf.reg_info
    v0, v1 = mri.create_virtual_register(T.GR32), mri.create_virtual_register(T.GR64)
    bb = mf.add_block()
    bb.add_live_in(T.EDI)
    build_mi(bb, None, None, tii.get(OP["COPY"]), v0).add_reg(T.EDI)
    mi = build_mi(bb, None, None, tii.get(OP["ADD32rr"]), v1).add_reg(v0).add_reg(v0).mi
    mi.operands[3].set_is_dead()
    build_mi(bb, None, None, tii.get(OP["COPY"]), T.EAX).add_reg(v0)
    build_mi(bb, None, None, tii.get(OP["RET"])).add_imm(0).add_reg(T.EAX).add_reg(T.R.ECX, RegState.Implicit)
    n, text = verify_machine_function(mf)
    assert n == 2
    assert text == _llc_report("verifier-bad2.llc14.txt")


def test_ssa_phi_and_tie_checks() -> None:
    mf = T.new_function("h")
    tii = mf.subtarget.get_instr_info()
    mri = mf.reg_info
    a, b, c = (mri.create_virtual_register(T.GR32) for _ in range(3))
    e, x = mf.add_block(), mf.add_block()
    e.add_successor(x)
    build_mi(e, None, None, tii.get(OP["MOV32ri"]), a).add_imm(1)
    build_mi(e, None, None, tii.get(OP["MOV32ri"]), a).add_imm(2)
    build_mi(e, None, None, tii.get(OP["JMP_1"])).add_mbb(x)
    add = build_mi(x, None, None, tii.get(OP["ADD32rr"]), b).add_reg(a).add_reg(a).mi
    add.untie_reg_operand(1)
    build_mi(x, 0, None, tii.get(OP["PHI"]), c).add_reg(a).add_mbb(x)
    build_mi(x, None, None, tii.get(OP["RET"])).add_imm(0)
    n, text = verify_machine_function(mf)
    msgs = re.findall(r"\*\*\* Bad machine code: (.*) \*\*\*", text)
    assert msgs == [
        "PHI input is not a predecessor block",
        "Missing PHI operands",
        "Operand should be tied",
        "Multiple virtual register defs in SSA form",
    ]
    assert "%bb.0 is a predecessor according to the CFG.\n" in text
    mf.properties.set(P.NoPHIs)
    try:
        verify_or_raise(mf, "After Some Pass")
    except MachineVerifierError as err:
        assert err.count == n + 1
        assert err.report.startswith("\n# After Some Pass\n# Machine code for function h: IsSSA, NoPHIs")
        assert "Found PHI instruction with NoPHIs property set" in err.report
    else:
        raise AssertionError("verification should fail")


def test_clean_function_verifies() -> None:
    from build_examples import build_f, build_k

    for mf in (build_f(T), build_k(T)):
        assert verify_machine_function(mf) == (0, "")
