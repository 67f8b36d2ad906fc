"""The object path's pieces: the string table, MCValue folding, and MCELFStreamer + ELFObjectWriter driven by
the calls the AsmPrinter makes, checked against llvm-mc-14 assembling the same calls' text (MCAsmStreamer),
and the llc driver writing x86-64 and BPF objects."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pyllc.mc import expr as E
from pyllc.mc.asm_streamer import MCAsmStreamer
from pyllc.mc.context import MCContext
from pyllc.mc.elf_object_writer import StringTableBuilder
from pyllc.mc.inst import MCInst
from pyllc.mc.section import (
    SHF_ALLOC,
    SHF_EXECINSTR,
    SHF_MERGE,
    SHF_STRINGS,
    SHF_WRITE,
    SHT_NOBITS,
    SHT_PROGBITS,
)
from pyllc.mc.section import SectionKind as SK
from pyllc.mc.streamer import MCSA_ELF_TypeFunction, MCSA_ELF_TypeObject, MCSA_Global, MCSA_Hidden, MCSA_Weak
from pyllc.mc.value import evaluate_as_relocatable
from pyllc.targets.bpf.gen import instr_info as II
from pyllc.targets.bpf.gen import register_info as R
from pyllc.targets.bpf.mc.inst_printer import BPFInstPrinter
from pyllc.targets.bpf.target_machine import BPFTargetMachine

REPO = Path(__file__).resolve().parents[3]
LLVM_MC = shutil.which("llvm-mc-14") or shutil.which("llvm-mc-14", path="/usr/lib/llvm-14/bin")


def test_string_table_order_and_tail_merging() -> None:
    # llc-14's .strtab of tests/bpf/ll/adler32.ll: strings sorted by reversed bytes, descending.
    t = StringTableBuilder()
    for s in (".text", "prog_main", "prog", "adler32.c", ".strtab", ".symtab", "LBB0_3", "LBB0_1"):
        t.add(s)
    t.finalize()
    assert [t.get_offset(s) for s in (".text", "prog_main", "prog", "adler32.c", ".strtab", ".symtab")] == [
        1,
        7,
        17,
        22,
        32,
        40,
    ]
    assert (t.get_offset("LBB0_3"), t.get_offset("LBB0_1"), len(t.data)) == (48, 55, 62)
    # a string that ends another one shares its bytes
    t = StringTableBuilder()
    for s in ("map", "bitmap", ".rel.text", ".text"):
        t.add(s)
    t.finalize()
    assert t.data == b"\0.rel.text\0bitmap\0"
    assert (t.get_offset(".text"), t.get_offset("map")) == (5, 14)


def test_mcvalue_folds_differences_in_one_section() -> None:
    ctx = MCContext()
    a, b, c = (ctx.get_or_create_symbol(n) for n in ("a", "b", "c"))
    sec_a, sec_c = object(), object()
    where = {id(a): (sec_a, 24), id(b): (sec_a, 8), id(c): (sec_c, 0)}

    def locate(s: Any) -> Any:
        return where.get(id(s))

    ra, rb, rc = E.MCSymbolRefExpr(a), E.MCSymbolRefExpr(b), E.MCSymbolRefExpr(c)
    v = evaluate_as_relocatable(E.create_add(E.create_sub(ra, rb), E.MCConstantExpr(3)), locate)
    assert v is not None and v.is_absolute() and v.constant == 19
    v = evaluate_as_relocatable(E.create_sub(rc, rb), locate)
    assert v is not None and (v.sym_a, v.sym_b, v.constant) == (rc, rb, 0)
    v = evaluate_as_relocatable(E.sym_plus_offset(c, -4), locate)
    assert v is not None and v.sym_a is not None and (v.sym_a.symbol, v.sym_b, v.constant) == (c, None, -4)
    assert evaluate_as_relocatable(E.MCBinaryExpr(E.MUL, ra, rc), locate) is None


def _program(s: Any, ctx: MCContext) -> None:
    """Streamer calls as the AsmPrinter makes them: code with calls, branches and symbol loads, data with
    relocated words, a mergeable string section, .bss, a common symbol, a weak hidden symbol."""
    text = ctx.get_elf_section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, SK.Text)
    prog = ctx.get_elf_section("prog", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, SK.Text)
    data = ctx.get_elf_section(".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, SK.Data)
    bss = ctx.get_elf_section(".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, SK.BSS)
    strs = ctx.get_elf_section(
        ".rodata.str1.1", SHT_PROGBITS, SHF_ALLOC | SHF_MERGE | SHF_STRINGS, SK.ReadOnly, 1
    )
    sym = ctx.get_or_create_symbol
    ref = E.MCSymbolRefExpr
    s.switch_section(text)
    s.emit_file_directive("unit.c")
    helper, main, loop, end = sym("helper"), sym("prog_main"), sym("LBB1_1"), sym(".Lfunc_end1")
    s.emit_code_alignment(8)
    s.emit_label(helper)
    s.emit_instruction(MCInst(II.MOV_rr, [R.R0, R.R1]))
    s.emit_instruction(MCInst(II.RET, []))
    s.switch_section(prog)
    s.emit_symbol_attribute(main, MCSA_Global)
    s.emit_code_alignment(8)
    s.emit_symbol_attribute(main, MCSA_ELF_TypeFunction)
    s.emit_label(main)
    s.emit_instruction(MCInst(II.LD_imm64, [R.R1, ref(sym("counter"))]))
    s.emit_instruction(MCInst(II.LD_imm64, [R.R2, ref(sym(".L.str"))]))
    s.emit_instruction(MCInst(II.LD_imm64, [R.R3, ref(sym("extern_var"))]))
    s.emit_label(loop)
    s.emit_instruction(MCInst(II.JAL, [ref(helper)]))
    s.emit_instruction(MCInst(II.JAL, [ref(sym("extern_fn"))]))
    s.emit_instruction(MCInst(II.JNE_ri, [R.R0, 0, ref(loop)]))
    s.emit_instruction(MCInst(II.JMP, [ref(end)]))
    s.emit_instruction(MCInst(II.RET, []))
    s.emit_label(end)
    s.emit_elf_size(main, E.create_sub(ref(end), ref(main)))
    s.switch_section(data)
    counter, table, weak = sym("counter"), sym("table"), sym("weak_obj")
    s.emit_value_to_alignment(8)
    s.emit_symbol_attribute(counter, MCSA_ELF_TypeObject)
    s.emit_label(counter)
    s.emit_int_value(0x1122334455667788, 8)
    s.emit_symbol_attribute(table, MCSA_Global)
    s.emit_symbol_attribute(table, MCSA_ELF_TypeObject)
    s.emit_label(table)
    s.emit_value(ref(main), 8)
    s.emit_value(E.sym_plus_offset(counter, 4), 8)
    s.emit_value(ref(sym("extern_var")), 4)
    s.emit_int_value(-2, 2)
    s.emit_zeros(6)
    s.emit_elf_size(table, E.MCConstantExpr(26))
    s.emit_symbol_attribute(weak, MCSA_Weak)
    s.emit_symbol_attribute(weak, MCSA_Hidden)
    s.emit_label(weak)
    s.emit_bytes(b"\x01\x02\x03")
    s.switch_section(strs)
    s.emit_label(sym(".L.str"))
    s.emit_bytes(b"hi\0")
    s.switch_section(bss)
    s.emit_value_to_alignment(4)
    s.emit_label(sym("zeroed"))
    s.emit_zeros(12)
    s.emit_common_symbol(sym("shared"), 16, 8)


def _mc_object(asm: str, triple: str, tmp: Path) -> bytes:
    assert LLVM_MC is not None
    src, out = tmp / "unit.s", tmp / "unit.o"
    src.write_text(asm)
    subprocess.run([LLVM_MC, f"-triple={triple}", "-filetype=obj", str(src), "-o", str(out)], check=True)
    return out.read_bytes()


@pytest.mark.parametrize("triple", ["bpfel", "bpfeb"])
def test_elf_streamer_matches_llvm_mc(triple: str, tmp_path: Path) -> None:
    if LLVM_MC is None:
        print("llvm-mc-14 is not installed")
        pytest.skip("llvm-mc-14 is not installed")
    tm = BPFTargetMachine(triple)
    asm = MCAsmStreamer(MCContext(tm.create_mc_asm_info()), BPFInstPrinter(), False)
    _program(asm, asm.context)
    ctx = MCContext(tm.create_mc_asm_info())
    obj = tm.create_mc_object_streamer(ctx)
    _program(obj, ctx)
    obj.finish()
    assert obj.object_bytes() == _mc_object(asm.text(), triple, tmp_path)


def _cfi_program(s: Any, ctx: MCContext) -> None:
    """Two functions with call-frame directives: every CFI instruction kind, advances that need
    ``DW_CFA_advance_loc``, ``advance_loc1`` and ``advance_loc2``, and a ``simple`` frame (a CIE of its own)."""
    text = ctx.get_elf_section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, SK.Text)
    s.switch_section(text)
    f, g = ctx.get_or_create_symbol("f"), ctx.get_or_create_symbol("g")
    mov = MCInst(II.MOV_ri, [R.R0, 0])
    s.emit_code_alignment(8)
    s.emit_label(f)
    s.emit_cfi_start_proc()
    s.emit_instruction(mov)
    s.emit_cfi_def_cfa_offset(16)
    s.emit_cfi_offset(R.R6, -8)
    for _ in range(40):
        s.emit_instruction(mov)
    s.emit_cfi_def_cfa(R.R10, 32)
    s.emit_cfi_rel_offset(R.R7, 16)
    s.emit_cfi_adjust_cfa_offset(8)
    for _ in range(100):
        s.emit_instruction(mov)
    s.emit_cfi_reg_directive("restore", R.R6)
    s.emit_cfi_reg_directive("undefined", R.R8)
    s.emit_cfi_reg_directive("same_value", R.R9)
    for _ in range(300):
        s.emit_instruction(mov)
    s.emit_cfi_register(R.R6, R.R7)
    s.emit_cfi_plain("remember_state")
    s.emit_cfi_plain("restore_state")
    s.emit_cfi_escape(b"\x2e\x10")
    s.emit_cfi_def_cfa_register(R.R9)
    s.emit_instruction(MCInst(II.RET, []))
    s.emit_cfi_end_proc()
    s.emit_label(g)
    s.emit_cfi_start_proc(True)
    s.emit_instruction(MCInst(II.RET, []))
    s.emit_cfi_end_proc()


@pytest.mark.parametrize("triple", ["bpfel", "bpfeb"])
def test_eh_frame_matches_llvm_mc(triple: str, tmp_path: Path) -> None:
    """``.eh_frame`` and ``.rel.eh_frame`` from the CFI directives, as llvm-mc-14 writes them."""
    if LLVM_MC is None:
        print("llvm-mc-14 is not installed")
        pytest.skip("llvm-mc-14 is not installed")
    tm = BPFTargetMachine(triple)
    # BPF's assembler parser takes only DWARF numbers as CFI registers.
    asm = MCAsmStreamer(
        MCContext(tm.create_mc_asm_info()), BPFInstPrinter(), False, lambda r: str(R.DWARF_NUMBERS[r])
    )
    _cfi_program(asm, asm.context)
    ctx = MCContext(tm.create_mc_asm_info())
    obj = tm.create_mc_object_streamer(ctx)
    _cfi_program(obj, ctx)
    obj.finish()
    got = obj.object_bytes()
    assert b".eh_frame" in got
    assert got == _mc_object(asm.text(), triple, tmp_path)


def _run_llc(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run(
        [sys.executable, "-m", "pyllc.tools.llc", *args], capture_output=True, text=True, env=env, cwd=REPO
    )


IR = "define i32 @f(i32 %x) #0 {\n  ret i32 %x\n}\nattributes #0 = { nounwind }\n"
IR_UNWIND = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n"


@pytest.mark.parametrize(
    "march,ir",
    [("x86-64", IR_UNWIND), ("x86-64", IR), ("bpf", IR_UNWIND), ("bpf", IR)],
)
def test_llc_filetype_obj(march: str, ir: str, tmp_path: Path) -> None:
    """x86-64 and BPF write an ELF object, with ``.eh_frame`` for a function that needs unwind information."""
    src, out = tmp_path / "f.ll", tmp_path / "f.o"
    src.write_text(ir)
    res = _run_llc(f"-march={march}", "-filetype=obj", str(src), "-o", str(out))
    assert res.returncode == 0, res.stderr
    assert out.read_bytes()[:4] == b"\x7fELF"
    assert (b".eh_frame" in out.read_bytes()) == (ir is IR_UNWIND)
