"""x86-64 object writing driven by streamer calls, checked against llvm-mc-14 assembling the same calls'
text: every relocation type X86ELFObjectWriter chooses (also those pyllc's code generator does not produce
yet: ``@TLSGD``, ``@TLSLD``, ``@DTPOFF``, ``@GOTOFF``, 8/16-bit and PC-relative data), branch relaxation
in both directions, 8-bit immediates that become symbolic, and nop padding of every length."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pyllc.mc import expr as E
from pyllc.mc.context import MCContext
from pyllc.mc.inst import MCInst
from pyllc.mc.section import SHF_ALLOC, SHF_EXECINSTR, SHF_WRITE, SHT_PROGBITS
from pyllc.mc.section import SectionKind as SK
from pyllc.mc.streamer import MCSA_Global
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc.asm_backend import X86AsmBackend
from pyllc.targets.x86.target_machine import X86TargetMachine

LLVM_MC = shutil.which("llvm-mc-14") or shutil.which("llvm-mc", path="/usr/lib/llvm-14/bin")
TRIPLE = "x86_64-unknown-linux-gnu"


def _mem(base: int, disp: Any) -> list[Any]:
    return [base, 1, 0, disp, 0]


def _program(s: Any, ctx: MCContext, gap: int) -> None:
    """Code with every RIP-relative and absolute relocation, branches over ``gap`` bytes, data words with
    every size and variant; the ``gap`` decides which branches relax."""
    text = ctx.get_elf_section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, SK.Text)
    data = ctx.get_elf_section(".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, SK.Data)
    sym = ctx.get_or_create_symbol

    def ref(name: str, variant: str = E.VK_None) -> E.MCExpr:
        return E.MCSymbolRefExpr(sym(name), variant)

    s.switch_section(text)
    f, fwd, back, here = sym("f"), sym(".Lfwd"), sym(".Lback"), sym(".Lhere")
    s.emit_symbol_attribute(f, MCSA_Global)
    s.emit_label(f)
    s.emit_label(back)
    s.emit_instruction(MCInst(II.MOV64rm, [R.RAX, *_mem(R.RIP, ref("x", E.VK_GOTPCREL))]))
    s.emit_instruction(MCInst(II.MOV32rm, [R.EAX, *_mem(R.RIP, ref("x", E.VK_GOTPCREL))]))
    s.emit_instruction(MCInst(II.LEA64r, [R.RAX, *_mem(R.RIP, ref("x", E.VK_GOTPCREL))]))
    s.emit_instruction(MCInst(II.LEA64r, [R.RDI, *_mem(R.RIP, ref("tls", E.VK_TLSGD))]))
    s.emit_instruction(MCInst(II.LEA64r, [R.RDI, *_mem(R.RIP, ref("tls", E.VK_TLSLD))]))
    s.emit_instruction(MCInst(II.LEA64r, [R.RAX, *_mem(R.RAX, ref("tls", E.VK_DTPOFF))]))
    s.emit_instruction(MCInst(II.MOV64rm, [R.RAX, *_mem(R.RIP, ref("tls", E.VK_GOTTPOFF))]))
    s.emit_instruction(MCInst(II.MOV32rm, [R.EAX, *_mem(R.RAX, ref("tls", E.VK_TPOFF))]))
    s.emit_instruction(MCInst(II.MOV32rm, [R.EAX, 0, 1, 0, ref("x"), 0]))
    s.emit_instruction(MCInst(II.MOV32ri, [R.EAX, ref("x")]))
    s.emit_instruction(MCInst(II.MOV64ri, [R.RAX, ref("x", E.VK_GOTOFF)]))
    s.emit_instruction(MCInst(II.CALL64pcrel32, [ref("g", E.VK_PLT)]))
    s.emit_instruction(MCInst(II.CALL64pcrel32, [ref("g")]))
    # 8-bit immediates: a difference that fits stays short, an unresolved symbol widens.
    s.emit_instruction(MCInst(II.ADD64ri8, [R.RAX, R.RAX, E.create_sub(E.MCSymbolRefExpr(here), ref("f"))]))
    s.emit_instruction(MCInst(II.CMP32ri8, [R.ECX, ref("abs8")]))
    s.emit_label(here)
    s.emit_instruction(MCInst(II.JCC_1, [ref(".Lfwd"), 4]))
    s.emit_instruction(MCInst(II.JMP_1, [ref("g")]))
    s.emit_fill(gap, 0x90)
    s.emit_instruction(MCInst(II.JCC_1, [E.MCSymbolRefExpr(back), 5]))
    s.emit_label(fwd)
    for n in range(1, 17):
        s.emit_fill(n, 0xCC)
        s.emit_code_alignment(32)
    s.emit_instruction(MCInst(II.RET64, []))
    s.switch_section(data)
    s.emit_label(sym("d"))
    for size in (1, 2, 4, 8):
        s.emit_value(ref("x"), size)
        s.emit_value(E.create_sub(ref("x"), E.MCSymbolRefExpr(sym("d"))), size)
    s.emit_value(ref("x", E.VK_GOTOFF), 8)
    s.emit_value(ref("tls", E.VK_DTPOFF), 4)
    s.emit_value(ref("tls", E.VK_DTPOFF), 8)
    s.emit_value(ref("x", E.VK_GOTPCREL), 4)
    s.emit_value(E.create_add(E.MCSymbolRefExpr(here), E.MCConstantExpr(3)), 8)


def _objects(gap: int, tmp: Path) -> tuple[bytes, bytes]:
    tm = X86TargetMachine(TRIPLE)
    asm = tm.create_asm_streamer(MCContext(tm.create_mc_asm_info()), False)
    _program(asm, asm.context, gap)
    src, ref = tmp / "p.s", tmp / "p.o"
    src.write_text(asm.text())
    assert LLVM_MC is not None
    subprocess.run([LLVM_MC, f"-triple={TRIPLE}", "-filetype=obj", str(src), "-o", str(ref)], check=True)
    ctx = MCContext(tm.create_mc_asm_info())
    obj = tm.create_mc_object_streamer(ctx)
    _program(obj, ctx, gap)
    obj.finish()
    return obj.object_bytes(), ref.read_bytes()


@pytest.mark.parametrize("gap", [0, 100, 200])
def test_x86_object_matches_llvm_mc(gap: int, tmp_path: Path) -> None:
    if LLVM_MC is None:
        print("llvm-mc-14 is not installed")
        pytest.skip("llvm-mc-14 is not installed")
    got, want = _objects(gap, tmp_path)
    assert got == want


def test_nop_padding() -> None:
    nops = X86AsmBackend().write_nop_data
    assert nops(1) == b"\x90"
    assert nops(10) == b"\x66\x2e\x0f\x1f\x84\x00\x00\x00\x00\x00"
    assert nops(13) == nops(10) + b"\x0f\x1f\x00"
    assert X86AsmBackend(15).write_nop_data(15) == b"\x66" * 5 + nops(10)


def test_obj_refuses_cpu_with_other_nops(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A CPU whose decoder takes longer nops (llc pads with its 11/15-byte ones) is refused, no file left."""
    from pyllc.tools.llc import main

    src, out = tmp_path / "f.ll", tmp_path / "f.o"
    src.write_text("define i32 @f(i32 %x) nounwind {\n  ret i32 %x\n}\n")
    assert main([f"-mtriple={TRIPLE}", "-mcpu=nehalem", "-filetype=obj", str(src), "-o", str(out)]) == 1
    assert "unsupported: -filetype=obj with -mcpu=nehalem" in capsys.readouterr().err
    assert not out.exists()
    assert main([f"-mtriple={TRIPLE}", "-mcpu=generic", "-filetype=obj", str(src), "-o", str(out)]) == 0
    assert out.read_bytes()[:4] == b"\x7fELF"
