"""x86 disassembler tables (LLVM: utils/TableGen/X86DisassemblerTables.cpp, X86RecognizableInstr.cpp).

What it is: the ``gen/disassembler_tables.py`` backend of the x86 plug-in.  From the same instruction records
the code emitter reads it writes

* ``OPCODE_TABLE``: ``map << 8 | opcode byte`` -> the instructions that may start there, each as
  ``(opcode, mandatory prefix, REX.W, OpSize16, mod, reg)``.  ``map`` is 0 one-byte, 1 ``0F``, 2 ``0F 38``,
  3 ``0F 3A``; the mandatory prefix 0 none, 1 ``66``, 2 ``F3``, 3 ``F2`` (LLVM's ``PD``/``XS``/``XD``), 4 ``PS``
  (none, and an F2/F3 is not ignored: the SSE forms whose F2/F3 twins are other instructions);
  ``mod`` 0 no ModRM, 1 ModRM with ``mod == 3`` (register forms), 2 ModRM with ``mod != 3`` (memory forms),
  3 either; ``reg`` the opcode extension ModRM.reg must hold (``MRM<n>r``/``MRM<n>m``), 8 + the whole ModRM byte of
  an ``MRM_XX`` format, or -1.  An
  ``AddRegFrm`` instruction is listed under its eight opcode bytes, a condition-code format under sixteen.
  This is LLVM's per-context ModRM decision table folded into one list per opcode byte; the decoder picks
  the most specific compatible entry (LLVM's instruction-context inheritance, ``IC_OPSIZE`` over ``IC``,
  ``IC_64BIT_REXW`` over ``IC_64BIT``, ``IC_XS`` over ``IC``).
* ``OPERAND_SPECS[opcode]``: how each MCInst operand comes back, ``(kind, arg)`` in MCInst order
  (LLVM's ``OperandSpecifier`` encoding and type): ``REG`` ModRM.reg / ``RM`` ModRM.rm / ``OPREG`` the opcode's
  low three bits, each with REX's extension bit, as a register of class ``arg``; ``MEM`` the five memory
  operands; ``IMM`` an immediate sign-extended from ``arg`` bits (0: zero-extended, LLVM's ``ENCODING_Iv``,
  which ``i16imm``/``i32imm`` operands of the operand-size-dependent forms get); ``PCREL`` a branch
  displacement of ``arg`` bits; ``CC`` the condition code in the opcode's low four bits; ``TIED`` a copy of
  operand ``arg``; ``SRCIDX`` a string source (two operands: RSI, or ESI under 67, and the segment override;
  LLVM's ``TYPE_SRCIDX``), ``DSTIDX`` a string destination (one operand: RDI or EDI).
* ``IMM_SIZES[opcode]``: bytes of immediate (0 when none).

Left out, as in LLVM: pseudos, code-gen-only twins whose encoding an assembler-visible instruction has
(their assembler spelling is that instruction) and instructions invalid in 64-bit mode.  Two instructions with the same table key are a conflict: the first
defined stays, the later are listed in ``CONFLICTS``.
"""

from __future__ import annotations

from pyllc.tblgen.code_emitter_gen import encoder_operands
from pyllc.tblgen.instr_info_emitter import flatten_operands, parse_constraints
from pyllc.tblgen.loader import RecordKeeper
from pyllc.tblgen.records import (
    OPERAND_PCREL,
    Instruction,
    MemOperand,
    Operand,
    PointerRegClass,
    RegisterClass,
)
from pyllc.tblgen.writer import header

from .instr_formats import X86Encoding

REG, RM, OPREG, MEM, IMM, PCREL, CC, TIED, SRCIDX, DSTIDX = range(10)
KIND_NAMES = ("REG", "RM", "OPREG", "MEM", "IMM", "PCREL", "CC", "TIED", "SRCIDX", "DSTIDX")
_MAPS = {"OB": 0, "TB": 1, "T8": 2, "TA": 3}
_PREFIX = {"": 0, "PD": 1, "XS": 2, "XD": 3, "PS": 4}
_IMM_BYTES = {"NoImm": 0, "Imm8": 1, "Imm8PCRel": 1, "Imm16": 2, "Imm16PCRel": 2, "Imm32": 4}
_IMM_BYTES.update({"Imm32PCRel": 4, "Imm32S": 4, "Imm64": 8, "Imm8Reg": 1})
#: Register classes of pointer operands in 64-bit mode (X86RegisterInfo::getPointerRegClass).
_PTR_CLASSES = ("GR64", "GR64_NOSP", "GR64_NOREX", "GR64_NOREX_NOSP", "GR64_TC")
#: Where the encoded operands go, per format (the code emitter's operand order); "X" is the immediate slot.
_ROLES: dict[str, tuple[str, ...]] = {
    "PrefixByte": (),
    "RawFrm": ("X",),
    "RawFrmSrc": ("SRCIDX",),
    "RawFrmDst": ("DSTIDX",),
    "RawFrmDstSrc": ("DSTIDX", "SRCIDX"),
    "MRM_F0": ("X",),
    "AddRegFrm": ("OPREG", "X"),
    "AddCCFrm": ("X", "CC"),
    "MRMDestReg": ("RM", "REG", "X"),
    "MRMSrcReg": ("REG", "RM", "X"),
    "MRMSrcRegCC": ("REG", "RM", "CC", "X"),
    "MRMXrCC": ("RM", "CC", "X"),
    "MRMXr": ("RM", "X"),
    "MRMDestMem": ("MEM", "REG", "X"),
    "MRMSrcMem": ("REG", "MEM", "X"),
    "MRMSrcMemCC": ("REG", "MEM", "CC", "X"),
    "MRMXmCC": ("MEM", "CC", "X"),
    "MRMXm": ("MEM", "X"),
}
for _n in range(0xC0, 0x100):
    _ROLES[f"MRM_{_n:02X}"] = ("X",)  # a whole fixed ModRM byte (MRM_F0: mfence), no register operands
for _n in range(8):
    _ROLES[f"MRM{_n}r"] = ("RM", "X")
    _ROLES[f"MRM{_n}m"] = ("MEM", "X")


def _imm_sext(op: Operand, size: int, opsize: str) -> int:
    """Bits an immediate is sign-extended from (LLVM: immediateEncodingFromString; ``ENCODING_Iv`` = 0)."""
    if op.name == "i32imm" or (op.name == "i16imm" and opsize == "OpSize16"):
        return 0
    return size * 8


def operand_specs(inst: Instruction, rc_ids: dict[str, int]) -> tuple[tuple[int, int], ...] | None:
    """``(kind, arg)`` per MCInst operand, or None when the format cannot place the operands."""
    e = inst.encoding
    assert isinstance(e, X86Encoding)
    roles = _ROLES.get(e.form)
    if roles is None:
        return None
    flat = flatten_operands(inst)
    first: dict[str, int] = {}
    for i, (n, _, _) in enumerate(flat):
        first.setdefault(n, i)
    ties, _ = parse_constraints(inst)
    specs: list[tuple[int, int] | None] = [None] * len(flat)
    for a, b in ties:
        specs[first[a]] = (TIED, first[b])
    enc = list(encoder_operands(inst))
    size = _IMM_BYTES[e.imm]
    k = 0
    for role in roles:
        if k >= len(enc):
            break
        i = enc[k]
        op = flat[i][2]
        if role == "MEM":
            if k + 5 > len(enc) or not any(
                n == flat[i][0] and isinstance(o, MemOperand) for n, o in inst.ins
            ):
                return None
            specs[i] = (MEM, 0)
            for j in range(1, 5):
                specs[enc[k + j]] = (TIED, -1)  # placeholder: part of the memory operand
            k += 5
            continue
        if role in ("SRCIDX", "DSTIDX"):
            n_sub = 2 if role == "SRCIDX" else 1
            mem = next((o for n, o in inst.ins if n == flat[i][0] and isinstance(o, MemOperand)), None)
            if mem is None or len(mem.sub_operands) != n_sub or k + n_sub > len(enc):
                return None
            specs[i] = (SRCIDX if role == "SRCIDX" else DSTIDX, 0)
            if n_sub == 2:
                specs[enc[k + 1]] = (TIED, -1)  # placeholder: the source's segment
            k += n_sub
            continue
        if role in ("REG", "RM", "OPREG"):
            if isinstance(op, RegisterClass):
                rc = rc_ids[op.name]
            elif isinstance(op, PointerRegClass):
                rc = rc_ids[_PTR_CLASSES[op.kind]]
            else:
                return None
            specs[i] = ({"REG": REG, "RM": RM, "OPREG": OPREG}[role], rc)
        elif not isinstance(op, Operand):
            return None
        elif role == "CC" or op.operand_type == "OPERAND_COND_CODE":
            if role != "CC":
                return None
            specs[i] = (CC, 0)
        elif op.operand_type == OPERAND_PCREL:
            specs[i] = (PCREL, size * 8)
        else:
            specs[i] = (IMM, _imm_sext(op, size, e.opsize))
        k += 1
    if k != len(enc) or any(s is None for s in specs):
        return None
    out = [s for s in specs if s is not None and s != (TIED, -1)]
    return tuple(out)


def _mod_reg(form: str) -> tuple[int, int]:
    if form in ("RawFrm", "RawFrmSrc", "RawFrmDst", "RawFrmDstSrc", "AddRegFrm", "AddCCFrm", "PrefixByte"):
        return 0, -1
    if form.startswith("MRM_"):
        return 1, 8 + int(form[4:], 16)  # the exact ModRM byte, as 8 + its value
    mem = form.endswith(("Mem", "MemCC", "mCC", "m"))
    ext = int(form[3]) if form[3].isdigit() else -1
    return (2 if mem else 1), ext


def emit_x86_disassembler_tables(rk: RecordKeeper) -> str:
    rc_ids = {rc.name: i for i, rc in enumerate(rk.register_classes)}
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts if not s.endswith("tblgen/target.py")})
    table: dict[int, list[tuple[int, int, int, int, int, int]]] = {}
    owner: dict[tuple[int, int, int, int, int, int], str] = {}
    conflicts: list[tuple[str, str]] = []
    specs: list[tuple[tuple[int, int], ...] | None] = [None] * len(insts)
    imm_sizes: list[int] = [0] * len(insts)
    skipped: list[str] = []
    # Assembler-visible instructions first; a code-gen-only one fills only a key none of them holds (the
    # FR32/FR64 scalar SSE forms, whose ``_Int`` twins the description does not define).
    order = [o for o, (_, i, _) in enumerate(insts) if not i.is_code_gen_only]
    order += [o for o, (_, i, _) in enumerate(insts) if i.is_code_gen_only]
    for opcode in order:
        name, inst, _ = insts[opcode]
        e = inst.encoding
        if not isinstance(e, X86Encoding) or "Not64BitMode" in inst.predicates:
            continue
        spec = operand_specs(inst, rc_ids)
        if spec is None:
            skipped.append(name)
            continue
        if e.form == "PrefixByte":
            specs[opcode] = spec
            continue  # a prefix, not an opcode: the decoder names these instructions itself
        mod, ext = _mod_reg(e.form)
        n_bytes = 8 if e.form == "AddRegFrm" else 16 if "CC" in e.form else 1
        row = (_PREFIX[e.prefix], int(e.rex_w), int(e.opsize == "OpSize16"), mod, ext)
        for b in range(n_bytes):
            key = _MAPS[e.opmap] << 8 | (e.opcode + b)
            full = (key, *row)
            if full in owner:
                if b == 0 and not inst.is_code_gen_only:
                    conflicts.append((name, owner[full]))
                continue
            owner[full] = name
            table.setdefault(key, []).append((opcode, *row))
            specs[opcode] = spec
            imm_sizes[opcode] = _IMM_BYTES[e.imm]
    out = [
        header(
            f"Decoder tables for the {rk.name} disassembler (LLVM: {rk.name}GenDisassemblerTables.inc).", srcs
        )
    ]
    for i, k in enumerate(KIND_NAMES):
        out.append(f"{k}: int = {i}\n")
    out.append("\n# map << 8 | opcode byte -> ((opcode, mandatory prefix, REX.W, OpSize16, mod, reg), ...)\n")
    out.append("OPCODE_TABLE: dict[int, tuple[tuple[int, int, int, int, int, int], ...]] = {\n")
    for key in sorted(table):
        rows = ", ".join(f"({r[0]}, {r[1]}, {r[2]}, {r[3]}, {r[4]}, {r[5]})" for r in table[key])
        names = " ".join(insts[r[0]][0] for r in table[key])
        out.append(f"    {key:#06x}: ({rows},),  # {names}\n")
    out.append("}\n\n# (kind, arg) per MCInst operand; None: not decodable\n")
    out.append("OPERAND_SPECS: tuple[tuple[tuple[int, int], ...] | None, ...] = (\n")
    for (name, _, _), spec in zip(insts, specs):
        out.append(f"    {spec!r},  # {name}\n")
    out.append(")\n\n")
    out.append("IMM_SIZES: tuple[int, ...] = (\n")
    line = "   "
    for v in imm_sizes:
        if len(line) > 100:
            out.append(line + "\n")
            line = "   "
        line += f" {v},"
    out.append(line + "\n)\n\n")
    out.append("# (left out, same key as)\n")
    out.append(f"CONFLICTS: tuple[tuple[str, str], ...] = {tuple(conflicts)!r}\n")
    out.append(
        f"# Formats whose operands the tables cannot place\nUNDECODABLE: tuple[str, ...] = {tuple(skipped)!r}\n"
    )
    return "".join(out)
