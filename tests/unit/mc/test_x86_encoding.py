"""x86 encoder and printers against the llvm-mc oracle.

For every encodable opcode of ``pyllc/targets/x86/td`` several MCInsts (``x86_inst_samples``) are printed
with our AT&T printer and assembled in one batch by ``llvm-mc -triple=x86_64 -show-encoding``; the test for
each opcode requires that

(a) llvm-mc accepts every AT&T line we print,
(b) our encoder's bytes equal llvm-mc's, and our fixups (offset, kind, value) equal its fixups,
(c) our Intel printer's text, assembled by llvm-mc under ``.intel_syntax noprefix``, gives the same bytes
    (except where llvm-mc cannot read back its own Intel text: ``jmp qword ptr [4096]`` parses as a direct
    jump; there our text must equal llvm-mc's own Intel rendering), and
(d) llvm-mc parses the AT&T text to the same MCInst -- LLVM 14's opcode name and operand list, register
    numbers included -- unless ours is a code-gen-only twin (``MOV8rr_NOREX``, ``TAILJMPr64``, the FR32/FR64
    scalar SSE forms, whose assembler spelling is the ``_Int`` instruction) or invalid in 64-bit mode, and
(e) both texts are exactly what llvm-mc prints for the instruction (AT&T re-printed by ``-show-encoding``,
    Intel by ``-output-asm-variant=1``), verbose-asm comments aside.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, field

import pytest

from pyllc.mc.inst import MCFixup, MCInst
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import mc_code_emitter as E
from pyllc.targets.x86.mc.att_inst_printer import X86ATTInstPrinter
from pyllc.targets.x86.mc.code_emitter import X86MCCodeEmitter, fixup_kind_name
from pyllc.targets.x86.mc.intel_inst_printer import X86IntelInstPrinter

from .x86_inst_samples import samples, symbolic_imm_samples

LLVM_MC = shutil.which("llvm-mc") or shutil.which("llvm-mc-14")
pytestmark = pytest.mark.skipif(LLVM_MC is None, reason="llvm-mc (LLVM 14) is not installed")

ENCODABLE = [n for i, n in enumerate(II.OPCODE_NAMES) if E.ENCODINGS[i] is not None]
# The same text names a shorter form unless the pseudo-prefix asks for a 32-bit displacement.
TEXT_PREFIX = {"JMP_4": "{disp32} ", "JCC_4": "{disp32} "}

# llvm-mc reads its own "jmp/call qword ptr [abs]" back as a direct branch.
INTEL_READBACK_QUIRK = {"JMP64m", "CALL64m", "TAILJMPm64"}
_ENC_RE = re.compile(r"encoding: \[([^\]]*)\]")
_FIX_RE = re.compile(r"fixup [A-Z] - offset: (\d+), value: (.*), kind: (\w+)")
_ERR_RE = re.compile(r"<stdin>:(\d+):\d+: error: (.*)")


@dataclass
class Oracle:
    """llvm-mc's answer for one input line."""

    text: str
    printed: str = ""
    inst_name: str = ""
    inst_ops: list[object] = field(default_factory=lambda: [])
    bytes_: bytes | None = None
    fixups: list[tuple[int, str, str]] = field(default_factory=lambda: [])
    error: str | None = None


def run_llvm_mc(lines: list[str], intel: bool) -> list[Oracle]:
    head = [".intel_syntax noprefix"] if intel else []
    src = "\n".join(head + lines) + "\n"
    assert LLVM_MC is not None
    proc = subprocess.run(
        [LLVM_MC, "-triple=x86_64", "-show-encoding"], input=src, capture_output=True, text=True, check=False
    )
    errors: dict[int, str] = {}
    for m in _ERR_RE.finditer(proc.stderr):
        errors[int(m.group(1)) - 1 - len(head)] = m.group(2)
    results = [Oracle(t) for t in lines]
    good = iter(i for i in range(len(lines)) if i not in errors)
    cur: Oracle | None = None
    for line in proc.stdout.splitlines():
        m = _ENC_RE.search(line)
        if m:
            cur = results[next(good)]
            cur.printed = _norm(line[: m.start()])
            cur.bytes_ = bytes(int(b, 16) if b.startswith("0x") else 0 for b in m.group(1).split(",") if b)
            continue
        f = _FIX_RE.search(line)
        if f and cur is not None:
            cur.fixups.append((int(f.group(1)), f.group(2), f.group(3)))
    for i, e in errors.items():
        results[i].error = e
    return results


def _norm(text: str) -> str:
    """Whitespace-insensitive text without a trailing comment."""
    return " ".join(text.split("#")[0].split()) if not text.lstrip().startswith("#") else ""


def llvm_mc_intel_rendering(att_lines: list[str]) -> list[str]:
    """llvm-mc's own Intel-syntax text for each AT&T line (which must all be accepted)."""
    assert LLVM_MC is not None
    proc = subprocess.run(
        [LLVM_MC, "-triple=x86_64", "-output-asm-variant=1"],
        input="\n".join(att_lines) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    out = [
        _norm(line) for line in proc.stdout.splitlines() if line.strip() and not line.strip().startswith(".")
    ]
    return out if len(out) == len(att_lines) else [""] * len(att_lines)


_INST_RE = re.compile(r"<MCInst #\d+ (\w+)((?:\s*#\s*<MCOperand [^>]*>)*)>")
_MCOP_RE = re.compile(r"<MCOperand (\w+):([^>]*)>")


def llvm_mc_show_inst(att_lines: list[str]) -> list[tuple[str, list[object]]]:
    """The MCInst (opcode name, operands) llvm-mc builds for each AT&T line."""
    assert LLVM_MC is not None
    proc = subprocess.run(
        [LLVM_MC, "-triple=x86_64", "-show-inst"],
        input="\n".join(att_lines) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    out: list[tuple[str, list[object]]] = []
    for name, ops in _INST_RE.findall(proc.stdout):
        vals: list[object] = [
            int(v) if k in ("Reg", "Imm") else v.strip("()") for k, v in _MCOP_RE.findall(ops)
        ]
        out.append((name, vals))
    return out if len(out) == len(att_lines) else [("", [])] * len(att_lines)


def _value_text(value: object, addend: int) -> str:
    base = str(value)
    if addend == 0:
        return base
    if "+" in base:
        base = f"({base})"
    return f"{base}{addend:+d}".replace("+-", "-")


@pytest.fixture(scope="module")
def results() -> dict[str, list[tuple[MCInst, str, str, bytes, list[tuple[int, str, str]], Oracle, Oracle]]]:
    att, intel, enc = X86ATTInstPrinter(), X86IntelInstPrinter(), X86MCCodeEmitter()
    items: list[tuple[str, MCInst]] = []
    for name in ENCODABLE:
        items.extend((name, inst) for inst in samples(name))
    items.extend((II.OPCODE_NAMES[i.opcode], i) for i in symbolic_imm_samples())
    att_lines, intel_lines, ours = [], [], []
    for name, inst in items:
        prefix = TEXT_PREFIX.get(name, "")
        att_lines.append(prefix + att.print_inst(inst))
        intel_lines.append(prefix + intel.print_inst(inst))
        out = bytearray()
        fixups: list[MCFixup] = []
        enc.encode_instruction(inst, out, fixups)
        ours.append(
            (
                bytes(out),
                [(f.offset, _value_text(f.value, f.addend), fixup_kind_name(f.kind)) for f in fixups],
            )
        )
    o_att = run_llvm_mc(att_lines, intel=False)
    o_intel = run_llvm_mc(intel_lines, intel=True)
    for k, text in enumerate(llvm_mc_intel_rendering(att_lines)):
        o_intel[k].printed = text
    for k, (iname, iops) in enumerate(llvm_mc_show_inst(att_lines)):
        o_att[k].inst_name, o_att[k].inst_ops = iname, iops
    table: dict[str, list[tuple[MCInst, str, str, bytes, list[tuple[int, str, str]], Oracle, Oracle]]] = {}
    for k, (name, inst) in enumerate(items):
        table.setdefault(name, []).append(
            (inst, att_lines[k], intel_lines[k], ours[k][0], ours[k][1], o_att[k], o_intel[k])
        )
    return table


def test_every_encodable_opcode_has_samples(results: dict[str, list[object]]) -> None:
    missing = [n for n in ENCODABLE if n not in results]
    assert not missing, f"no sample operands for {missing}"


@pytest.mark.parametrize("name", ENCODABLE)
def test_encoding_matches_llvm_mc(name: str, results: dict[str, list[tuple]]) -> None:  # type: ignore[type-arg]
    for inst, att_text, intel_text, ours, our_fixups, o_att, o_intel in results.get(name, []):
        where = f"{name} {inst.operands!r}"
        assert o_att.error is None, f"{where}: llvm-mc rejects our AT&T text {att_text!r}: {o_att.error}"
        assert o_att.bytes_ == ours, (
            f"{where}: {att_text!r}: llvm-mc {o_att.bytes_.hex() if o_att.bytes_ else None} != ours {ours.hex()}"
        )
        assert o_att.fixups == our_fixups, (
            f"{where}: {att_text!r}: fixups {o_att.fixups} != ours {our_fixups}"
        )
        op = II.OPCODE_NAMES.index(name)
        if not II.DESC_CODE_GEN_ONLY[op] and "Not64BitMode" not in II.DESC_PREDICATES[op]:
            assert o_att.inst_name == name, f"{where}: llvm-mc reads {att_text!r} as {o_att.inst_name}"
            ours_ops = [x if type(x) is int else str(x) for x in inst.operands]
            assert o_att.inst_ops == ours_ops, (
                f"{where}: llvm-mc's MCInst operands {o_att.inst_ops} != ours {ours_ops}"
            )
        assert o_att.printed == _norm(att_text), (
            f"{where}: AT&T text {att_text!r} != llvm-mc's {o_att.printed!r}"
        )
        assert o_intel.printed == _norm(intel_text), (
            f"{where}: Intel text {intel_text!r} != llvm-mc's {o_intel.printed!r}"
        )
        assert o_intel.error is None, (
            f"{where}: llvm-mc rejects our Intel text {intel_text!r}: {o_intel.error}"
        )
        if name in INTEL_READBACK_QUIRK and inst.operands[0] == 0 and inst.operands[2] == 0:
            continue  # absolute memory operand: checked by the text comparison above
        assert o_intel.bytes_ == ours, (
            f"{where}: Intel {intel_text!r}: llvm-mc {o_intel.bytes_.hex() if o_intel.bytes_ else None} != ours {ours.hex()}"
        )
