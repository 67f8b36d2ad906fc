"""BPF assembly operand parser (LLVM 14: lib/Target/BPF/AsmParser/BPFAsmParser.cpp).

What it is: one line of llc's C-like BPF syntax -> the candidate MCInsts, through the generated matcher
tables (``gen/asm_matcher.py``).  The line is split as the matcher emitter splits asm strings (whitespace;
single characters at ``[ ] * ! , ( ) { }``); a register name becomes a register operand of the classes that
hold it, an integer an ``Imm`` operand, and as in LLVM's parser a ``+``/``-`` after a register followed by
an integer is the signed offset of a memory operand (``r10 - 8``) and a ``-`` glued to a register is a
token of its own (``-r1``).  Symbolic operands are not parsed.
"""

from __future__ import annotations

import re

from pyllc.mc.inst import MCInst
from pyllc.targets.bpf.gen import asm_matcher as M
from pyllc.targets.bpf.gen import register_info as R

_CHUNK = re.compile(r"[\[\]*!,(){}]|[^\s\[\]*!,(){}]+")
_INT = re.compile(r"[+-]?\d+$")


def _register_classes() -> dict[str, tuple[int, frozenset[int]]]:
    """Register name -> (register number, match class ids of the classes holding it)."""
    out: dict[str, tuple[int, frozenset[int]]] = {}
    ids = {name: i for i, name in enumerate(M.MATCH_CLASSES)}
    for rc_name, members in zip(R.REG_CLASS_NAMES, R.REG_CLASS_MEMBERS):
        if rc_name not in ids:
            continue
        for reg in members:
            num, classes = out.get(R.ASM_NAMES[reg], (reg, frozenset()))
            out[R.ASM_NAMES[reg]] = (num, classes | {ids[rc_name]})
    return out


class BPFAsmParser:
    """Parses and matches single BPF instructions."""

    __slots__ = ("registers", "imm")

    def __init__(self) -> None:
        self.registers = _register_classes()
        self.imm = frozenset({M.MATCH_CLASSES.index("Imm")})

    def parse_operands(self, text: str) -> list[object]:
        """The tokens of ``text``: literals as ``str``, operands as ``(class ids, value, text)``."""
        out: list[object] = []
        chunks = _CHUNK.findall(text)
        i = 0
        while i < len(chunks):
            c = chunks[i]
            if c[0] == "-" and c[1:] in self.registers:
                out.append("-")
                c = c[1:]
            if c in self.registers:
                num, classes = self.registers[c]
                out.append((classes, num, c))
            elif (
                c in ("+", "-")
                and out
                and not isinstance(out[-1], str)
                and i + 1 < len(chunks)
                and _INT.match(chunks[i + 1])
            ):
                out.append((self.imm, int(c + chunks[i + 1].lstrip("+")), c + chunks[i + 1]))
                i += 1
            elif _INT.match(c):
                out.append((self.imm, int(c), c))
            else:
                out.append(c)
            i += 1
        return out

    def match(self, text: str) -> list[MCInst]:
        """Every MCInst ``text`` matches (LLVM: ``MatchInstructionImpl``; several for ambiguous text)."""
        return [MCInst(opcode, ops) for opcode, ops in M.match_instruction(self.parse_operands(text))]
