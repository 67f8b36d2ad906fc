"""Code-emitter generator for fixed-width encodings (LLVM: utils/TableGen/CodeEmitterGen.cpp).

What it is: for targets whose instructions are :class:`~pyllc.tblgen.records.FixedLenEncoding` words, it
writes ``gen/mc_code_emitter.py`` holding ``get_binary_code_for_instr(emitter, mi, fixups)``, LLVM's
``getBinaryCodeForInstr``: the constant bits of the opcode, or-ed with each encoded operand's value placed
where the record's ``Inst{hi-lo}`` fields put it.  Per opcode the module has::

    INST_BITS[opcode]       the constant bits (0 for pseudos)
    OPERAND_FIELDS[opcode]  ((mi operand index, encoder method id, ((op_lo, width, inst_lo), ...)), ...)
                            or None for a pseudo

Each operand's value is asked for once -- a register's hardware encoding (``register_info.HW_ENCODING``;
pyllc's MCInst operands are plain ints, so the operand's record says it is a register), else
``emitter.get_machine_op_value(mi, index, fixups)`` or the operand's ``encoder_method`` (LLVM's
``EncoderMethod``, e.g. a memory operand packing register and offset) -- then sliced into its fields: ``Inst{51-48} = addr{19-16}`` takes bits 19..16 of the value.  A field naming a
compound operand's sub-operand (``"addr.base"``) reads that machine operand.  Tied uses are not encoded
(fields name operands, and a tied use is named by no field).

Targets with variable-length encodings write their own code-emitter backend in their ``td/emitters.py``.
"""

from __future__ import annotations

from .instr_info_emitter import flatten_operands, parse_constraints
from .loader import RecordKeeper
from .records import FixedLenEncoding, Instruction, MemOperand, Operand
from .writer import header, int_tuple

#: The default encoder of a non-register operand (LLVM's ``getMachineOpValue``).
DEFAULT_ENCODER = "get_machine_op_value"


def encoder_operands(inst: Instruction) -> tuple[int, ...]:
    """MCInst operand indices the encoder reads: all machine operands except tied uses."""
    flat = flatten_operands(inst)
    first: dict[str, int] = {}
    for i, (n, _, _) in enumerate(flat):
        first.setdefault(n, i)
    ties, _ = parse_constraints(inst)
    skip = {first[a] for a, _ in ties}
    return tuple(i for i in range(len(flat)) if i not in skip)


def has_fixed_len_encodings(rk: RecordKeeper) -> bool:
    """Whether the target encodes (some) instructions as fixed-width words."""
    return any(isinstance(i.encoding, FixedLenEncoding) for _, i, _ in rk.instructions)


#: Method id of a register operand: its hardware encoding (LLVM: ``MRI.getEncodingValue`` in
#: ``getMachineOpValue``), read from the generated ``register_info.HW_ENCODING``.
REGISTER = 0


def operand_refs(inst: Instruction) -> dict[str, tuple[int, str, str]]:
    """Operand names a field may reference -> (MCInst operand index, encoder method, decoder method).
    A register operand has method ``""`` (:data:`REGISTER`); other operands name theirs or the default
    (:data:`DEFAULT_ENCODER`).  A compound operand is ``name`` (through its own methods) and ``name.sub``
    (one machine operand)."""
    refs: dict[str, tuple[int, str, str]] = {}
    idx = 0

    def methods(op: object) -> tuple[str, str]:
        if isinstance(op, Operand):
            return op.encoder_method or DEFAULT_ENCODER, op.decoder_method
        if isinstance(op, MemOperand):
            return op.encoder_method, op.decoder_method
        return "", ""

    for name, op in inst.outs + inst.ins:
        if isinstance(op, MemOperand):
            refs.setdefault(name, (idx, *methods(op)))
            for sub, sop in op.sub_operands:
                refs[f"{name}.{sub}"] = (idx, *methods(sop))
                idx += 1
        else:
            refs.setdefault(name, (idx, *methods(op)))
            idx += 1
    return refs


def operand_fields(
    name: str, inst: Instruction, enc: FixedLenEncoding
) -> list[tuple[str, int, str, str, list[tuple[int, int, int]]]]:
    """The encoded operands of one instruction in field order: (reference, MCInst index, encoder method,
    decoder method, [(op_lo, width, inst_lo), ...]); a reference to an unknown operand is an error."""
    refs = operand_refs(inst)
    by_ref: dict[str, tuple[str, int, str, str, list[tuple[int, int, int]]]] = {}
    for f in enc.fields:
        if isinstance(f.value, int):
            if f.value >> f.width:
                raise ValueError(f"{name}: Inst{{{f.hi}-{f.lo}}} = {f.value:#x} does not fit")
            continue
        if f.value not in refs:
            raise ValueError(f"{name}: Inst{{{f.hi}-{f.lo}}} names no operand {f.value!r}")
        idx, em, dm = refs[f.value]
        if isinstance(inst_operand(inst, f.value), MemOperand) and not em:
            raise ValueError(f"{name}: compound operand {f.value!r} has no encoder method")
        by_ref.setdefault(f.value, (f.value, idx, em, dm, []))[4].append((f.op_lo, f.width, f.lo))
    return list(by_ref.values())


def inst_operand(inst: Instruction, ref: str) -> object:
    """The operand record a field reference names."""
    return dict(inst.outs + inst.ins).get(ref)


def check_encoding(name: str, enc: FixedLenEncoding) -> None:
    """Every field inside the word, no bit assigned twice (TableGen's overlapping-``let`` error)."""
    if enc.width % 8:
        raise ValueError(f"{name}: instruction width {enc.width} is not a whole number of bytes")
    seen = 0
    for f in enc.fields:
        if f.lo < 0 or f.hi >= enc.width or f.hi < f.lo:
            raise ValueError(f"{name}: Inst{{{f.hi}-{f.lo}}} outside the {enc.width}-bit word")
        m = ((1 << f.width) - 1) << f.lo
        if seen & m:
            raise ValueError(f"{name}: Inst{{{f.hi}-{f.lo}}} overlaps another field")
        seen |= m


def emit_code_emitter(rk: RecordKeeper) -> str:
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts if not s.endswith("tblgen/target.py")})
    methods = [""]
    bits: list[int] = []
    rows: list[str] = []
    widths: set[int] = set()
    for name, inst, _ in insts:
        enc = inst.encoding
        if not isinstance(enc, FixedLenEncoding):
            bits.append(0)
            rows.append(f"    None,  # {name}\n")
            continue
        check_encoding(name, enc)
        widths.add(enc.width)
        bits.append(enc.fixed_bits[1])
        ops: list[tuple[int, int, tuple[tuple[int, int, int], ...]]] = []
        for _ref, idx, em, _dm, slices in operand_fields(name, inst, enc):
            if em not in methods:
                methods.append(em)
            ops.append((idx, methods.index(em), tuple(slices)))
        rows.append(f"    {tuple(ops)!r},  # {name}\n")
    out = [
        header(
            f"Fixed-width encodings for the {rk.name} code emitter (LLVM: {rk.name}GenMCCodeEmitter.inc).",
            srcs,
        )
    ]
    out.append("from typing import Any\n\nfrom .register_info import HW_ENCODING\n\n")
    out.append(
        f"#: Instruction widths in bits.\nINST_WIDTHS: tuple[int, ...] = {tuple(sorted(widths))!r}\n\n"
    )
    out.append("#: Constant bits per opcode.\n")
    out.append(int_tuple("INST_BITS", bits, hexa=True))
    out.append(
        "\n#: Per opcode: ((MCInst operand index, encoder method id, ((op_lo, width, inst_lo), ...)), ...);"
        " None: not encodable.\n"
    )
    out.append(
        "OPERAND_FIELDS: tuple[tuple[tuple[int, int, tuple[tuple[int, int, int], ...]], ...] | None, ...] = (\n"
    )
    out.extend(rows)
    out.append(")\n\n")
    out.append("#: Encoder method names by id; id 0 is a register's hardware encoding.\n")
    out.append(f"ENCODER_METHODS: tuple[str, ...] = {tuple(methods)!r}\n\n\n")
    out.append(
        "def get_binary_code_for_instr(emitter: Any, mi: Any, fixups: list[Any]) -> int:\n"
        '    """The instruction word of ``mi`` (LLVM: ``getBinaryCodeForInstr``); operand values come from\n'
        '    ``emitter``\'s encoder methods ``(mi, operand index, fixups)``, which may append fixups."""\n'
        "    fields = OPERAND_FIELDS[mi.opcode]\n"
        "    if fields is None:\n"
        '        raise ValueError(f"opcode {mi.opcode} has no fixed-width encoding")\n'
        "    inst = INST_BITS[mi.opcode]\n"
        "    ops = mi.operands\n"
        "    for idx, method, slices in fields:\n"
        "        if method == 0:\n"
        "            value = HW_ENCODING[ops[idx]]\n"
    )
    for i, m in enumerate(methods[1:], 1):
        out.append(f"        elif method == {i}:\n            value = emitter.{m}(mi, idx, fixups)\n")
    out.append(
        "        else:\n            raise ValueError(method)\n"
        "        for op_lo, width, inst_lo in slices:\n"
        "            inst |= ((value >> op_lo) & ((1 << width) - 1)) << inst_lo\n"
        "    return inst\n"
    )
    return "".join(out)
