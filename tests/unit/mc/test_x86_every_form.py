"""tests/MC/X86/every-form.s: current, encoded as llvm-mc-14 encodes it, disassembled as llvm-mc-14 does.

* The committed file is what ``utils/gen_x86_every_form.py`` writes from today's description (so a new
  instruction form that is not in the file fails here until the file is regenerated).
* ``llvm-mc-14 -show-encoding`` on the whole file (one run) accepts every line, and for every line pyllc's
  code emitter gives llvm-mc's bytes (fixup bytes, which llvm-mc shows as ``A``, are zero in both).
* llvm-mc's bytes of every line, disassembled by pyllc's X86Disassembler and printed by the AT&T and Intel
  printers, are the text ``llvm-mc-14 -disassemble`` (one run each, ``-output-asm-variant=1`` for Intel)
  prints for the same bytes, whitespace normalised; and ``disassemble_text`` on the whole byte listing
  prints what llvm-mc prints, line for line.
"""

from __future__ import annotations

import importlib.util
import io
import os
import re
import shutil
import subprocess

import pytest

from pyllc.mc.disassembler import Success, disassemble_text
from pyllc.mc.inst import MCFixup
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.mc.att_inst_printer import X86ATTInstPrinter
from pyllc.targets.x86.mc.code_emitter import X86MCCodeEmitter
from pyllc.targets.x86.mc.disassembler import X86Disassembler
from pyllc.targets.x86.mc.intel_inst_printer import X86IntelInstPrinter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
EVERY_FORM = os.path.join(ROOT, "tests", "MC", "X86", "every-form.s")
LLVM_MC = shutil.which("llvm-mc-14") or shutil.which("llvm-mc")
needs_llvm_mc = pytest.mark.skipif(LLVM_MC is None, reason="llvm-mc-14 is not installed")
_ENC_RE = re.compile(r"encoding: \[([^\]]*)\]")


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "gen_x86_every_form", os.path.join(ROOT, "utils", "gen_x86_every_form.py")
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


GEN = _generator()


def _norm(text: str) -> str:
    return " ".join(text.split("#")[0].split())


def test_every_form_file_is_current() -> None:
    with open(EVERY_FORM, encoding="utf-8") as f:
        committed = f.read()
    assert committed == GEN.render(), (
        "tests/MC/X86/every-form.s is stale: run python3 utils/gen_x86_every_form.py"
    )
    assert committed.count("\n") >= 3000


def test_every_form_covers_every_decodable_opcode() -> None:
    names = {n for n, _ in GEN.every_form_insts()}
    missing = [n for n in GEN.every_form_opcodes() if n not in names and n not in GEN.EXCLUDED]
    assert not missing, f"opcodes with no line in every-form.s: {missing}"


@pytest.fixture(scope="module")
def oracle_bytes() -> list[tuple[str, object, bytes]]:
    """(opcode name, MCInst, llvm-mc's bytes) per line of every-form.s."""
    assert LLVM_MC is not None
    proc = subprocess.run(
        [LLVM_MC, "-triple=x86_64", "-show-encoding", EVERY_FORM], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0 and not proc.stderr, proc.stderr[:2000]
    encs = [
        bytes(int(b, 16) if b.startswith("0x") else 0 for b in m.group(1).split(",") if b)
        for m in _ENC_RE.finditer(proc.stdout)
    ]
    insts = list(GEN.every_form_insts())
    assert len(encs) == len(insts)
    return [(name, inst, enc) for (name, inst), enc in zip(insts, encs)]


@needs_llvm_mc
def test_encodings_match_llvm_mc(oracle_bytes: list[tuple[str, object, bytes]]) -> None:
    enc = X86MCCodeEmitter()
    bad: list[str] = []
    for name, inst, theirs in oracle_bytes:
        out = bytearray()
        fixups: list[MCFixup] = []
        enc.encode_instruction(inst, out, fixups)  # type: ignore[arg-type]
        if bytes(out) != theirs:
            bad.append(f"{name}: ours {out.hex()} llvm-mc {theirs.hex()}")
    assert not bad, f"{len(bad)} of {len(oracle_bytes)} differ:\n" + "\n".join(bad[:40])


def _llvm_mc_disassembly(byte_lines: list[str], intel: bool) -> list[str]:
    """llvm-mc's text for each line of bytes."""
    assert LLVM_MC is not None
    cmd = [LLVM_MC, "-disassemble", "-triple=x86_64"] + (["-output-asm-variant=1"] if intel else [])
    # Each line in an atomic block: bytes otherwise run on across lines (a lone prefix would join the next).
    text = "".join(f"[{line}]\n" for line in byte_lines)
    proc = subprocess.run(cmd, input=text, capture_output=True, text=True, check=False)
    assert not proc.stderr, proc.stderr[:2000]
    return [t for t in (_norm(line) for line in proc.stdout.splitlines()) if t and t != ".text"]


def _byte_line(data: bytes) -> str:
    return " ".join(f"0x{b:02x}" for b in data)


@needs_llvm_mc
@pytest.mark.parametrize("intel", [False, True], ids=["att", "intel"])
def test_disassembly_matches_llvm_mc(oracle_bytes: list[tuple[str, object, bytes]], intel: bool) -> None:
    lines = [_byte_line(b) for _, _, b in oracle_bytes]
    theirs = _llvm_mc_disassembly(lines, intel)
    assert len(theirs) == len(lines)
    printer = X86IntelInstPrinter() if intel else X86ATTInstPrinter()
    dis = X86Disassembler()
    bad: list[str] = []
    for (name, _, data), want in zip(oracle_bytes, theirs):
        status, inst, size = dis.get_instruction(data, 0)
        got = _norm(printer.print_inst(inst)) if status == Success and inst is not None else "<invalid>"
        if size != len(data):
            got += f" <size {size} of {len(data)}>"
        if got != want:
            decoded = II.OPCODE_NAMES[inst.opcode] if inst is not None else "-"
            bad.append(f"{name} [{data.hex()}] as {decoded}: ours {got!r} llvm-mc {want!r}")
    assert not bad, f"{len(bad)} of {len(lines)} differ:\n" + "\n".join(bad[:60])


@needs_llvm_mc
def test_disassemble_text_matches_llvm_mc(oracle_bytes: list[tuple[str, object, bytes]]) -> None:
    """The whole listing through the text front end, as ``llvm-mc -disassemble`` prints it."""
    _check_driver("".join(f"{_byte_line(b)}  # {name}\n" for name, _, b in oracle_bytes[::7]))


def _check_driver(text: str) -> None:
    """disassemble_text's output, diagnostics and exit status are llvm-mc -disassemble's."""
    assert LLVM_MC is not None
    proc = subprocess.run(
        [LLVM_MC, "-disassemble", "-triple=x86_64"], input=text, capture_output=True, text=True, check=False
    )
    out, err = io.StringIO(), io.StringIO()
    status = disassemble_text(text, "<stdin>", X86Disassembler(), X86ATTInstPrinter().print_inst, out, err)
    assert (status, err.getvalue()) == (proc.returncode, proc.stderr)
    assert [_norm(x) for x in out.getvalue().splitlines()] == [_norm(x) for x in proc.stdout.splitlines()]


DRIVER_INPUTS = {
    "invalid-token": "0x90 0xzz 0x90\n0x90\n",
    "token-too-big": "0x90 256 0x90\n",
    "invalid-encoding": "0x90\n\t0xff 0xff # comment\n0x48 0x89 0xc3\n",
    "bytes-run-across-lines": "0x48\n0x89, 0xc3\n# only a comment\n010 0xc0 0b10010000\n",
    "atomic-block": "[0x48 0x89 0xc3]\n[0x90 0x90]\n",
    "atomic-block-fails": "[0xff 0xff]\n0x90\n",
    "nested-block": "[0x90 [0x90]\n",
    "close-without-open": "0x90 ]\n",
    "unmatched-open": "[0x90\n",
    "truncated": "0x48 0x8b 0x05 0x01\n",
    "empty": "",
    "lock-rep-prefixes": "0xf0 0x01 0x00\n0x66 0xf0 0x01 0x00\n0xf2 0x70 0x00\n0xf3 0x9c\n0xf0 0xf3 0x9c\n",
    "hle-hints": "0xf2 0x90\n0xf3 0x88 0x00\n0x65 0xf3 0x88 0x0f\n0xf2 0xf0 0x01 0x00\n",
    "trailing-prefixes": "0x90 0xf3 0xf2 0x66 0xf0\n",
    "mandatory-prefixes": "0x66 0xf3 0x0f 0xbd 0xc6\n0xf3 0x67 0x0f 0x58 0x6f 0xe4\n0xf2 0x4c 0x0f 0x8d 0 0 0 0\n",
    "ps-form-under-f2": "0xf2 0x0f 0x28 0xc1\n0xf3 0x0f 0x58 0xc1\n0xf2 0x66 0x0f 0x67 0xce\n",
}


@needs_llvm_mc
@pytest.mark.parametrize("name", sorted(DRIVER_INPUTS))
def test_disassemble_text_driver(name: str) -> None:
    """Output, diagnostics (located and worded as llvm-mc's) and exit status of the text front end."""
    _check_driver(DRIVER_INPUTS[name])
