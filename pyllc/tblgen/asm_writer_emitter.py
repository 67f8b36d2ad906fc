"""Assembly-writer emitter (LLVM: utils/TableGen/AsmWriterEmitter.cpp, AsmWriterInst.cpp).

What it is: compiles each instruction's asm string into per-variant *format tables* for
``gen/asm_writer.py``: for syntax variant v (0 = AT&T, 1 = Intel), a tuple of pieces, each either a literal
string or an int operand slot ``method << 8 | operand_index``.  The printer walks the tuple, appending
literals and calling ``PRINT_METHODS[method]`` for slots -- QBE's ``omap`` rather than LLVM's generated
switch.

Asm-string syntax (LLVM's): ``{a|b}`` selects ``a`` in variant 0 and ``b`` in variant 1 (``{l}`` means
``{l|}``); ``$name``/``${name}``/``${name:modifier}`` print operand ``name`` with its operand type's print
method (a compound memory operand is one slot naming its first machine operand).
"""

from __future__ import annotations

from .instr_info_emitter import flatten_operands
from .loader import RecordKeeper
from .records import Instruction, MemOperand, Operand, RegisterOperand
from .writer import header, str_tuple

Piece = str | int


def _select_variant(asm: str, variant: int) -> str:
    out: list[str] = []
    i = 0
    while i < len(asm):
        c = asm[i]
        if asm.startswith("${", i):
            j = asm.index("}", i)
            out.append(asm[i : j + 1])
            i = j + 1
        elif c == "{":
            j = asm.index("}", i)
            alts = asm[i + 1 : j].split("|")
            if len(alts) == 1:
                alts.append("")
            out.append(alts[variant] if variant < len(alts) else "")
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def compile_asm(inst: Instruction, variant: int, methods: list[str]) -> tuple[Piece, ...]:
    text = _select_variant(inst.asm, variant)
    flat = flatten_operands(inst)
    index: dict[str, int] = {}
    for i, (n, _, _) in enumerate(flat):
        index.setdefault(n, i)
    kinds = dict(inst.outs + inst.ins)
    pieces: list[Piece] = []
    lit: list[str] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c != "$":
            lit.append(c)
            i += 1
            continue
        if text.startswith("${", i):
            j = text.index("}", i)
            name = text[i + 2 : j].split(":")[0]
            i = j + 1
        else:
            j = i + 1
            while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                j += 1
            name = text[i + 1 : j]
            i = j
        if name not in index:
            raise ValueError(f"asm string {inst.asm!r} names unknown operand ${name}")
        op = kinds[name]
        method = op.print_method if isinstance(op, (Operand, MemOperand, RegisterOperand)) else "printOperand"
        if method not in methods:
            methods.append(method)
        if lit:
            pieces.append("".join(lit))
            lit = []
        pieces.append(methods.index(method) << 8 | index[name])
    if lit:
        pieces.append("".join(lit))
    return tuple(pieces)


def emit_asm_writer(rk: RecordKeeper) -> str:
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts if not s.endswith("tblgen/target.py")})
    methods: list[str] = ["printOperand"]
    att = [compile_asm(i, 0, methods) for _, i, _ in insts]
    intel = [compile_asm(i, 1, methods) for _, i, _ in insts]
    out = [
        header(f"Instruction print formats for the {rk.name} target (LLVM: {rk.name}GenAsmWriter.inc).", srcs)
    ]
    out.append(str_tuple("PRINT_METHODS", methods, 3))
    out.append("\n# Per opcode: literal strings and operand slots (method << 8 | MCInst operand index).\n")
    for vname, table in (("ATT_FORMATS", att), ("INTEL_FORMATS", intel)):
        out.append(f"{vname}: tuple[tuple[str | int, ...], ...] = (\n")
        for (name, _, _), pieces in zip(insts, table):
            out.append(f"    {pieces!r},  # {name}\n")
        out.append(")\n")
    return "".join(out)
