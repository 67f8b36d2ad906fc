"""Every BPF instruction's asm string is matchable: the printed text of each encodable opcode's sample
MCInst (``test_bpf_encoding.sample``) matches exactly that MCInst through the generated matcher tables."""

from __future__ import annotations

from pyllc.mc.inst import MCInst
from pyllc.targets.bpf.gen import asm_matcher as M
from pyllc.targets.bpf.gen import instr_info as II
from pyllc.targets.bpf.gen import mc_code_emitter as G
from pyllc.targets.bpf.mc.asm_parser import BPFAsmParser
from pyllc.targets.bpf.mc.inst_printer import BPFInstPrinter

from .test_bpf_encoding import sample


def test_every_instruction_matches_its_printed_text() -> None:
    printer = BPFInstPrinter()
    parser = BPFAsmParser()
    encodable = [op for op in range(len(II.OPCODE_NAMES)) if G.OPERAND_FIELDS[op] is not None]
    assert {e[1] for e in M.MATCH_TABLE} == set(encodable)
    bad: list[str] = []
    for op in encodable:
        inst = sample(op)
        if II.OPCODE_NAMES[op] == "NOP":
            inst = MCInst(op, [0])  # ``nop`` does not print its immediate
        text = printer.print_inst(inst)
        got = parser.match(text)
        if got != [inst]:
            bad.append(
                f"{II.OPCODE_NAMES[op]}: {text!r} -> {[(II.OPCODE_NAMES[g.opcode], g.operands) for g in got]}"
            )
    assert not bad, "\n".join(bad)


def test_mismatches() -> None:
    parser = BPFAsmParser()
    assert parser.match("r1 += w2") == []  # register classes differ
    assert parser.match("r1 +=") == []
    assert parser.match("frobnicate r1") == []
    assert [II.OPCODE_NAMES[i.opcode] for i in parser.match("w1 = *(u32 *)(r10 - 8)")] == ["LDW32"]
