"""MCRegisterInfo over the generated x86 tables, checked against LLVM 14 facts.

Expected values come from the oracles: the csr_64 regmask is the register list ``llc-14 -print-after-all``
prints for a call's ``<regmask ...>`` operand (in register-number order); register numbers are those
``llvm-mc -show-inst`` reports (``<MCOperand Reg:22>`` for %eax); allocation orders are X86RegisterInfo.td's.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from pyllc.mc.register_info import MCRegisterInfo
from pyllc.targets.x86.gen import register_info as R

MRI = MCRegisterInfo(R)

# `CALL64pcrel32 @f, <regmask ...>` from llc-14 -print-after-all (x86_64-linux), all 36 entries.
LLC14_CSR_64_REGMASK = (
    "bh bl bp bph bpl bx ebp ebx hbp hbx rbp rbx r12 r13 r14 r15 r12b r13b r14b r15b r12bh r13bh r14bh r15bh "
    "r12d r13d r14d r15d r12w r13w r14w r15w r12wh r13wh r14wh r15wh"
).split()


def _mask_names(mask: int) -> list[str]:
    return [R.REGISTER_NAMES[i].lower() for i in range(R.NUM_REGS) if mask >> i & 1]


def test_csr_64_regmask_matches_llc14() -> None:
    assert _mask_names(R.CSR_64_RegMask) == LLC14_CSR_64_REGMASK
    assert R.CSR_64_SaveList == (R.RBX, R.R12, R.R13, R.R14, R.R15, R.RBP)
    assert R.CSR_NoRegs_RegMask == 0


def test_register_numbers_are_llvm14s() -> None:
    # From `llvm-mc -triple=x86_64 -show-inst`.
    assert (R.EAX, R.ECX, R.RAX, R.RBX, R.RSP, R.R12, R.XMM9) == (22, 25, 49, 51, 58, 128, 157)
    assert R.REGISTER_NAMES[0] == "NoRegister" and R.REGISTER_NAMES[R.AH] == "AH"


@pytest.mark.skipif(shutil.which("llvm-mc") is None, reason="llvm-mc (LLVM 14) is not installed")
def test_register_numbers_agree_with_llvm_mc_for_every_gpr_and_xmm() -> None:
    regs = [r for r in R.REG_CLASS_MEMBERS[R.GR64RegClassID] if r != R.RIP]
    regs += [
        r
        for cls in (R.GR32RegClassID, R.GR16RegClassID, R.GR8RegClassID, R.VR128RegClassID)
        for r in R.REG_CLASS_MEMBERS[cls]
    ]
    lines = []
    for r in regs:
        cls = next(
            c
            for c in (
                R.GR64RegClassID,
                R.GR32RegClassID,
                R.GR16RegClassID,
                R.GR8RegClassID,
                R.VR128RegClassID,
            )
            if R.REG_CLASS_BITSETS[c] >> r & 1
        )
        mn = {
            R.GR64RegClassID: "pushq",
            R.GR32RegClassID: "bswapl",
            R.GR16RegClassID: "incw",
            R.GR8RegClassID: "incb",
            R.VR128RegClassID: "movaps",
        }[cls]
        name = R.ASM_NAMES[r]
        lines.append(f"{mn} %{name}, %{name}" if mn == "movaps" else f"{mn} %{name}")
    out = subprocess.run(
        ["llvm-mc", "-triple=x86_64", "-show-inst"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    got = [int(m) for m in re.findall(r"<MCOperand Reg:(\d+)>>", out)]
    assert got == regs


def test_sub_registers() -> None:
    assert MRI.get_sub_reg(R.RAX, R.sub_32bit) == R.EAX
    assert MRI.get_sub_reg(R.RAX, R.sub_16bit) == R.AX
    assert MRI.get_sub_reg(R.RAX, R.sub_8bit) == R.AL
    assert MRI.get_sub_reg(R.RAX, R.sub_8bit_hi) == R.AH
    assert MRI.get_sub_reg(R.RSI, R.sub_8bit) == R.SIL
    assert MRI.get_sub_reg(R.RSI, R.sub_8bit_hi) == 0
    assert MRI.get_sub_reg(R.R9, R.sub_16bit) == R.R9W
    assert MRI.get_sub_reg(R.ZMM3, R.sub_xmm) == R.XMM3
    assert MRI.get_sub_reg_index(R.EDX, R.DL) == R.sub_8bit
    assert MRI.is_sub_register(R.AL, R.RAX) and not MRI.is_sub_register(R.RAX, R.AL)
    assert MRI.is_super_register(R.RAX, R.AL)
    assert MRI.get_matching_super_reg(R.AL, R.sub_8bit, R.GR64RegClassID) == R.RAX
    assert MRI.get_matching_super_reg(R.R10B, R.sub_8bit, R.GR32RegClassID) == R.R10D
    assert MRI.get_matching_super_reg(R.AH, R.sub_8bit, R.GR32RegClassID) == 0


def test_register_units_and_overlap() -> None:
    assert MRI.regs_overlap(R.AX, R.EAX)
    assert MRI.regs_overlap(R.AH, R.RAX)
    assert not MRI.regs_overlap(R.AL, R.AH)
    assert not MRI.regs_overlap(R.EAX, R.EBX)
    assert MRI.regs_overlap(R.XMM7, R.ZMM7) and not MRI.regs_overlap(R.XMM7, R.XMM8)
    assert not MRI.regs_overlap(R.FP0, R.ST0)
    # EAX = AL + AH + HAX: three units; AX covers two of them.
    assert bin(MRI.reg_units(R.EAX)).count("1") == 3 and bin(MRI.reg_units(R.AX)).count("1") == 2


def test_register_classes_and_allocation_orders() -> None:
    names = (
        "GR8",
        "GR8_NOREX",
        "GR16",
        "GR32",
        "GR32_NOSP",
        "GR32_NOREX",
        "GR64",
        "GR64_NOSP",
        "GR64_NOREX",
        "GR64_TC",
        "FR32",
        "FR64",
        "VR128",
        "SEGMENT_REG",
        "CCR",
    )
    for n in names:
        assert MRI.class_id(n) >= 0 and MRI.class_id(n.lower()) == MRI.class_id(n)
    order = lambda c: [R.REGISTER_NAMES[r] for r in R.REG_CLASS_MEMBERS[MRI.class_id(c)]]  # noqa: E731
    assert order("GR32") == "EAX ECX EDX ESI EDI EBX EBP ESP R8D R9D R10D R11D R14D R15D R12D R13D".split()
    assert order("GR64") == "RAX RCX RDX RSI RDI R8 R9 R10 R11 RBX R14 R15 R12 R13 RBP RSP RIP".split()
    assert (
        order("GR8")
        == "AL CL DL AH CH DH BL BH SIL DIL BPL SPL R8B R9B R10B R11B R14B R15B R12B R13B".split()
    )
    assert [R.REGISTER_NAMES[r] for r in R.REG_CLASS_ALT_ORDERS[R.GR8RegClassID][0]][:4] == [
        "AL",
        "CL",
        "DL",
        "BL",
    ]
    assert MRI.class_contains(R.GR32_NOSPRegClassID, R.EAX) and not MRI.class_contains(
        R.GR32_NOSPRegClassID, R.ESP
    )
    assert R.REG_CLASS_SPILL_SIZE[R.GR64RegClassID] == 8 and R.REG_CLASS_SPILL_SIZE[R.VR128RegClassID] == 16
    assert R.REG_CLASS_VALUE_TYPES[R.FR64RegClassID] == ("f64",)
    assert not R.REG_CLASS_ALLOCATABLE[R.CCRRegClassID]
    assert MRI.find_register("eax") == R.EAX and MRI.find_register("XMM15") == R.XMM15
