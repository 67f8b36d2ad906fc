"""Assembler-matcher table generator (LLVM: utils/TableGen/AsmMatcherEmitter.cpp).

What it is: writes ``gen/asm_matcher.py`` for targets with fixed-width encodings: every instruction that has
an encoding and is not code-generation-only becomes a match entry built from its asm string (the first
variant of ``{att|intel}`` alternatives), as LLVM's ``MatchableInfo``:

* the asm string is split into tokens as ``tokenizeAsmString`` does: at whitespace, around ``$operand``
  references, and into single characters at ``[ ] * ! , ( ) { }``; other runs (``+=``, ``s>>=``,
  ``goto``) stay whole;
* each ``$operand`` becomes one operand class per machine operand: a register class by name, an
  :class:`~pyllc.tblgen.records.Operand` its ``match_class`` (LLVM's ``ParserMatchClass``, ``Imm`` by
  default), a compound operand its own ``match_class`` or, without one, its sub-operands in order (LLVM
  splits an operand with ``MIOperandInfo`` and no custom class the same way);
* the *mnemonic* is the entry's first literal token (LLVM's is the first token; asm strings of C-like
  syntaxes start with an operand, ``$dst += $src2``).

The module has ``MATCH_CLASSES`` (class names by id), ``MATCH_TABLE`` -- per entry ``(mnemonic, opcode,
tokens, operand indices, operand count, ties)``, ``tokens`` holding literal strings and class ids and
``operand indices`` the MCInst operand each class token fills (LLVM's conversion table) -- and
``MNEMONIC_INDEX`` (entries by mnemonic), plus ``match_instruction(parsed)``: the target's parser hands in
the tokens of one line, a literal as ``str`` and an operand as ``(class ids, value, text)``, and gets back
every ``(opcode, operands)`` whose entry matches (LLVM: ``MatchInstructionImpl``).  Operands the asm string does
not name are 0; a tied operand copies the one the string names.
"""

from __future__ import annotations

import re

from .instr_info_emitter import flatten_operands, parse_constraints
from .loader import RecordKeeper
from .records import FixedLenEncoding, Instruction, MemOperand, Operand, PointerRegClass, RegisterClass
from .writer import header

_VARIANT = re.compile(r"\{([^{}|]*)\|[^{}]*\}")
_TOKEN = re.compile(r"\$\{(\w+)\}|\$(\w+)|[\[\]*!,(){}]|[^\s$\[\]*!,(){}]+")


def tokenize_asm_string(asm: str) -> list[tuple[bool, str]]:
    """``(is_operand, text)`` tokens of the first variant of ``asm``."""
    text = _VARIANT.sub(r"\1", asm)
    out: list[tuple[bool, str]] = []
    for m in _TOKEN.finditer(text):
        name = m.group(1) or m.group(2)
        out.append((True, name) if name else (False, m.group(0)))
    return out


def _classes(op: object) -> list[str]:
    if isinstance(op, RegisterClass):
        return [op.name]
    if isinstance(op, PointerRegClass):
        raise ValueError("pointer register classes have no assembler class")
    if isinstance(op, Operand):
        return [op.match_class]
    if isinstance(op, MemOperand):
        if op.match_class:
            return [op.match_class]
        return [c for _, sop in op.sub_operands for c in _classes(sop)]
    raise ValueError(f"operand {op!r} has no assembler class")


def matchable(inst: Instruction) -> bool:
    """An entry of the matcher: encodable, not code-generation-only (LLVM's ``isCodeGenOnly``)."""
    return isinstance(inst.encoding, FixedLenEncoding) and not inst.is_code_gen_only


def emit_asm_matcher(rk: RecordKeeper) -> str:
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts if not s.endswith("tblgen/target.py")})
    classes: list[str] = []
    entries: list[
        tuple[str, int, tuple[str | int, ...], tuple[int, ...], int, tuple[tuple[int, int], ...], str]
    ] = []
    for opcode, (name, inst, _) in enumerate(insts):
        if not matchable(inst):
            continue
        flat = flatten_operands(inst)
        first: dict[str, int] = {}
        for i, (n, _, _) in enumerate(flat):
            first.setdefault(n, i)
        ops = dict(inst.outs + inst.ins)
        tokens: list[str | int] = []
        idxs: list[int] = []
        for is_op, text in tokenize_asm_string(inst.asm):
            if not is_op:
                tokens.append(text)
                continue
            if text not in ops:
                raise ValueError(f"{name}: asm string names no operand ${text}")
            for k, c in enumerate(_classes(ops[text])):
                if c not in classes:
                    classes.append(c)
                tokens.append(classes.index(c))
                idxs.append(first[text] + k)
        literals = [t for t in tokens if isinstance(t, str)]
        if not literals:
            raise ValueError(f"{name}: asm string {inst.asm!r} has no literal token")
        named = set(idxs)
        ties = tuple(
            sorted(
                (first[a], first[b]) if first[b] in named else (first[b], first[a])
                for a, b in parse_constraints(inst)[0]
            )
        )
        entries.append((literals[0], opcode, tuple(tokens), tuple(idxs), len(flat), ties, name))
    entries.sort(key=lambda e: (e[0], e[1]))

    out = [header(f"Assembler matcher tables for {rk.name} (LLVM: {rk.name}GenAsmMatcher.inc).", srcs)]
    out.append("from typing import Any\n\n")
    out.append("#: Operand classes by id (register classes and ``ParserMatchClass`` names).\n")
    out.append(f"MATCH_CLASSES: tuple[str, ...] = {tuple(classes)!r}\n\n")
    out.append(
        "#: (mnemonic, opcode, tokens: literal or class id, MCInst index per class token, operand count,"
        " ties), by mnemonic.\n"
    )
    out.append("MATCH_TABLE: tuple[tuple[Any, ...], ...] = (\n")
    for mn, opc, toks, ops_at, n, ties, name in entries:
        out.append(f"    ({mn!r}, {opc}, {toks!r}, {ops_at!r}, {n}, {ties!r}),  # {name}\n")
    out.append(")\n\n")
    index: dict[str, list[int]] = {}
    for i, e in enumerate(entries):
        index.setdefault(e[0], []).append(i)
    out.append("#: Entries of MATCH_TABLE by mnemonic.\nMNEMONIC_INDEX: dict[str, tuple[int, ...]] = {\n")
    for mn in sorted(index):
        out.append(f"    {mn!r}: {tuple(index[mn])!r},\n")
    out.append("}\n\n\n")
    out.append(
        "def match_instruction(parsed: list[Any]) -> list[tuple[int, list[Any]]]:\n"
        '    """Every ``(opcode, operands)`` whose entry matches ``parsed``: literals as ``str``, operands as\n'
        "    ``(class ids, value, text)`` (an operand also matches a literal equal to its text, ``r0`` in\n"
        '    ``r0 = *(u8 *)skb[$imm]``)."""\n'
        "    texts = [t if type(t) is str else t[2] for t in parsed]\n"
        "    rows = sorted({r for t in texts for r in MNEMONIC_INDEX.get(t, ())})\n"
        "    found: list[tuple[int, list[Any]]] = []\n"
        "    for row in rows:\n"
        "        _, opcode, tokens, idxs, count, ties = MATCH_TABLE[row]\n"
        "        if len(tokens) != len(parsed):\n"
        "            continue\n"
        "        ops: list[Any] = [0] * count\n"
        "        k = 0\n"
        "        for want, got, text in zip(tokens, parsed, texts):\n"
        "            if type(want) is str:\n"
        "                if want != text:\n"
        "                    break\n"
        "            elif type(got) is str or want not in got[0]:\n"
        "                break\n"
        "            else:\n"
        "                ops[idxs[k]] = got[1]\n"
        "                k += 1\n"
        "        else:\n"
        "            for idx, src in ties:\n"
        "                ops[idx] = ops[src]\n"
        "            found.append((opcode, ops))\n"
        "    return found\n"
    )
    return "".join(out)
