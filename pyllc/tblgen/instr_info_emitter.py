"""Instruction-info emitter (LLVM: utils/TableGen/InstrInfoEmitter.cpp, CodeGenInstruction.cpp).

What it is: turns Instruction records into ``gen/instr_info.py``: one int constant per opcode (generic
opcodes first, in TargetOpcodes.def order, then the target's in definition order), ``OPCODE_NAMES``, and one
tuple per descriptor field indexed by opcode.

Operand flattening (LLVM's ``CGIOperandList``): outs then ins; a compound operand (a memory reference) contributes
one machine operand per sub-operand, all typed ``OPERAND_MEMORY``.  Each machine operand becomes the tuple
``(operand_type, reg_class, flags, tied_to)``; ``ptr_rc``-like operands record their pointer kind with the
``LookupPtrRegClass`` flag.  A constraint ``$a = $b`` ties the first machine operand of ``a`` to that of ``b``;
``@earlyclobber $x`` marks x.  ``variable_ops`` sets ``Variadic``; a pseudo encoding sets ``Pseudo``; ``DESC_TSFLAGS`` holds each
encoding record's ``ts_flags()``.
Operand-info tuples are interned (``_OI<n>``) so the module stays small.
"""

from __future__ import annotations

from .loader import RecordKeeper
from .records import (
    MCID_FLAGS,
    OPERAND_IMMEDIATE,
    OPERAND_MEMORY,
    OPERAND_PCREL,
    OPERAND_REGISTER,
    OPERAND_UNKNOWN,
    DAGOperand,
    Instruction,
    MemOperand,
    Operand,
    PointerRegClass,
    RegisterClass,
    Unknown,
)
from .register_info_emitter import RegisterBank
from .writer import commented_tuple, header, str_tuple

OPERAND_TYPES = {
    OPERAND_UNKNOWN: 0,
    OPERAND_IMMEDIATE: 1,
    OPERAND_REGISTER: 2,
    OPERAND_MEMORY: 3,
    OPERAND_PCREL: 4,
    "OPERAND_COND_CODE": 13,
}
F_PTR, F_PRED, F_EARLY = 1, 2, 16


def flatten_operands(inst: Instruction) -> list[tuple[str, str, DAGOperand]]:
    """Machine operands as (operand name, sub-operand name, kind) in MCInst order."""
    out: list[tuple[str, str, DAGOperand]] = []
    for name, op in inst.outs + inst.ins:
        if isinstance(op, MemOperand):
            for sub, sop in op.sub_operands:
                out.append((name, sub, sop))
        else:
            out.append((name, "", op))
    return out


def parse_constraints(inst: Instruction) -> tuple[list[tuple[str, str]], list[str]]:
    """(ties as (use, def) operand names, early-clobbered names)."""
    ties: list[tuple[str, str]] = []
    early: list[str] = []
    for c in inst.constraints.split(","):
        c = c.strip()
        if not c:
            continue
        if c.startswith("@earlyclobber"):
            early.append(c.split("$", 1)[1].strip())
        else:
            a, b = (x.strip().lstrip("$") for x in c.split("="))
            ties.append((a, b))
    return ties, early


def operand_infos(inst: Instruction, rc_ids: dict[str, int]) -> list[tuple[int, int, int, int]]:
    flat = flatten_operands(inst)
    first: dict[str, int] = {}
    for i, (n, _, _) in enumerate(flat):
        first.setdefault(n, i)
    ties, early = parse_constraints(inst)
    tied = {first[a]: first[b] for a, b in ties}
    infos: list[tuple[int, int, int, int]] = []
    for i, (n, _sub, op) in enumerate(flat):
        in_mem = any(n == name and isinstance(o, MemOperand) for name, o in inst.outs + inst.ins)
        flags = F_EARLY if n in early else 0
        if isinstance(op, RegisterClass):
            t, rc = OPERAND_TYPES[OPERAND_MEMORY if in_mem else OPERAND_REGISTER], rc_ids[op.name]
        elif isinstance(op, PointerRegClass):
            t, rc = OPERAND_TYPES[OPERAND_MEMORY if in_mem else OPERAND_REGISTER], op.kind
            flags |= F_PTR
        elif isinstance(op, Operand):
            t, rc = OPERAND_TYPES[OPERAND_MEMORY if in_mem else op.operand_type], -1
            if op.is_predicate:
                flags |= F_PRED
        elif isinstance(op, Unknown):
            t, rc = 0, -1
        else:
            raise TypeError(f"unexpected operand kind {op!r}")
        infos.append((t, rc, flags, tied.get(i, -1)))
    return infos


def num_defs(inst: Instruction) -> int:
    n = 0
    for _, op in inst.outs:
        n += len(op.sub_operands) if isinstance(op, MemOperand) else 1
    return n


def instr_flags(inst: Instruction) -> int:
    bits = {name: i for i, name in enumerate(MCID_FLAGS)}
    f = 0
    for name in inst.flags:
        if name not in bits:
            raise ValueError(f"unknown MCID flag {name!r}")
        f |= 1 << bits[name]
    if inst.variable_ops:
        f |= 1 << bits["Variadic"]
    if inst.encoding.is_pseudo:
        f |= 1 << bits["Pseudo"]
    return f


def emit_instr_info(rk: RecordKeeper) -> str:
    bank = RegisterBank(rk)
    rc_ids = {rc.name: i for i, rc in enumerate(rk.register_classes)}
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts})
    out = [
        header(f"Instruction descriptors for the {rk.name} target (LLVM: {rk.name}GenInstrInfo.inc).", srcs)
    ]
    out.append(f"NUM_OPCODES: int = {len(insts)}\n\n")
    for i, (name, _, _) in enumerate(insts):
        out.append(f"{name}: int = {i}\n")
    out.append("\n")
    out.append(str_tuple("OPCODE_NAMES", [n for n, _, _ in insts], 4))
    interned: dict[tuple[int, int, int, int], str] = {}
    oi_rows: list[str] = []
    per_op: list[tuple[str, str]] = []
    for name, inst, _ in insts:
        refs = []
        for oi in operand_infos(inst, rc_ids):
            if oi not in interned:
                interned[oi] = f"_OI{len(interned)}"
                oi_rows.append(f"{interned[oi]}: tuple[int, int, int, int] = {oi!r}\n")
            refs.append(interned[oi])
        per_op.append(("(" + "".join(r + ", " for r in refs).rstrip(" ") + ")", name))
    out.append("# ---- interned operand infos: (operand_type, reg_class, flags, tied_to) ----\n")
    out.extend(oi_rows)
    out.append("\n")
    out.append(commented_tuple("DESC_OPERANDS", "tuple[tuple[tuple[int, int, int, int], ...], ...]", per_op))
    out.append(
        commented_tuple("DESC_NUM_DEFS", "tuple[int, ...]", [(str(num_defs(i)), n) for n, i, _ in insts])
    )
    out.append(
        commented_tuple("DESC_FLAGS", "tuple[int, ...]", [(hex(instr_flags(i)), n) for n, i, _ in insts])
    )
    rows = [(repr(tuple(bank.num[r.name] for r in i.defs)), n) for n, i, _ in insts]
    out.append(commented_tuple("DESC_IMPLICIT_DEFS", "tuple[tuple[int, ...], ...]", rows))
    rows = [(repr(tuple(bank.num[r.name] for r in i.uses)), n) for n, i, _ in insts]
    out.append(commented_tuple("DESC_IMPLICIT_USES", "tuple[tuple[int, ...], ...]", rows))
    out.append(commented_tuple("DESC_SIZE", "tuple[int, ...]", [(str(i.size), n) for n, i, _ in insts]))
    rows = [(hex(i.encoding.ts_flags()), n) for n, i, _ in insts]
    out.append(commented_tuple("DESC_TSFLAGS", "tuple[int, ...]", rows))
    rows = [(repr(i.predicates), n) for n, i, _ in insts]
    out.append(commented_tuple("DESC_PREDICATES", "tuple[tuple[str, ...], ...]", rows))
    rows = [(str(int(i.is_code_gen_only)), n) for n, i, _ in insts]
    out.append(commented_tuple("DESC_CODE_GEN_ONLY", "tuple[int, ...]", rows))
    return "".join(out)
