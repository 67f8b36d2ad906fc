"""Disassembler-table generator for fixed-width encodings (LLVM: utils/TableGen/DecoderEmitter.cpp, the
FixedLenDecoderEmitter).

What it is: for targets whose instructions are :class:`~pyllc.tblgen.records.FixedLenEncoding` words, it
writes ``gen/disassembler.py``: per decoder namespace (LLVM's ``DecoderNamespace``; ``""`` is the default
table) a decision tree over the instruction word, and per opcode how its MCInst operands come back out of
the word's fields.

The tree is built as LLVM's ``FilterChooser`` does, simplified: at each node the widest run of bits that is
constant in every remaining encoding becomes the filter; the candidates are split by the run's value, and a
node whose candidates share no further constant bits becomes a leaf listing them from the most specific
(most constant bits) to the least.  Two encodings with the same constant bits in one namespace are a
decoding conflict (an error, as in LLVM); an instruction with ``decoder_namespace=None`` stays out of every
table (LLVM's ``isCodeGenOnly`` / empty namespace).  A node is::

    (lo, width, {field value: child node index})   a filter on Inst{lo+width-1..lo}
    (-1, 0, ((mask, value, opcode), ...))          a leaf: the first whose constant bits match

``decode_instruction(table, insn)`` walks it and returns the opcode or ``None``.  ``OPERAND_DECODERS``
holds per opcode ``(operand count, ((index, method, register class, slices), ...), ((index, tied to),
...))``: method 0 is a register (the class's register with that hardware encoding, LLVM's
``Decode<RC>RegisterClass``), others name the target decoder's method for the operand (its
``decoder_method``; ``decode_imm_operand`` by default), called as ``decoder.method(value, width)``.  Operands
no field names are 0; of two tied operands the one no field names copies the other.  ``decode_to_mcinst(decoder, opcode, insn)`` builds the
operand list (LLVM: ``decodeToMCInst``).
"""

from __future__ import annotations

from .code_emitter_gen import check_encoding, inst_operand, operand_fields
from .instr_info_emitter import flatten_operands, parse_constraints
from .loader import RecordKeeper
from .records import FixedLenEncoding, MemOperand, PointerRegClass, RegisterClass
from .register_info_emitter import RegisterBank
from .writer import header

#: The default decoder of a non-register operand: the field value as the target reads an immediate.
DEFAULT_DECODER = "decode_imm_operand"

Candidate = tuple[int, int, int, str]  # (mask, value, opcode, name)
Node = tuple[int, int, dict[int, int] | tuple[tuple[int, int, int], ...]]


def _popcount(x: int) -> int:
    return bin(x).count("1")


def _widest_common_run(cands: list[Candidate], width: int, used: int) -> tuple[int, int]:
    """(lo, width) of the widest run of bits constant in every candidate and not yet filtered on;
    (0, 0) if there is none."""
    common = ~used & ((1 << width) - 1)
    for m, _, _, _ in cands:
        common &= m
    best = (0, 0)
    lo = 0
    while lo < width:
        if common >> lo & 1:
            hi = lo
            while hi + 1 < width and common >> (hi + 1) & 1:
                hi += 1
            if hi - lo + 1 > best[1]:
                best = (lo, hi - lo + 1)
            lo = hi + 1
        else:
            lo += 1
    return best


def build_tree(cands: list[Candidate], width: int) -> list[Node]:
    """The decision tree of one namespace as a node list (node 0 is the root)."""
    nodes: list[Node] = []

    def build(cs: list[Candidate], used: int) -> int:
        at = len(nodes)
        nodes.append((-1, 0, ()))
        lo, w = _widest_common_run(cs, width, used) if len(cs) > 1 else (0, 0)
        if w == 0:
            ordered = sorted(cs, key=lambda c: (-_popcount(c[0]), c[2]))
            for a, b in zip(ordered, ordered[1:]):
                if a[0] == b[0] and a[1] == b[1]:
                    raise ValueError(f"decoding conflict: {a[3]} and {b[3]} have the same encoding")
            nodes[at] = (-1, 0, tuple((m, v, op) for m, v, op, _ in ordered))
            return at
        field = ((1 << w) - 1) << lo
        groups: dict[int, list[Candidate]] = {}
        for c in cs:
            groups.setdefault((c[1] & field) >> lo, []).append(c)
        children = {val: build(groups[val], used | field) for val in sorted(groups)}
        nodes[at] = (lo, w, children)
        return at

    build(cands, 0)
    return nodes


def _rc_of(op: object) -> RegisterClass | None:
    if isinstance(op, RegisterClass):
        return op
    if isinstance(op, PointerRegClass):
        raise ValueError("pointer register classes cannot be decoded")
    return None


def emit_decoder(rk: RecordKeeper) -> str:
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts if not s.endswith("tblgen/target.py")})
    rc_ids = {rc.name: i for i, rc in enumerate(rk.register_classes)}
    methods = [""]
    namespaces: dict[str, list[Candidate]] = {}
    widths: set[int] = set()
    rows: list[str] = []
    used_rcs: set[int] = set()
    for opcode, (name, inst, _) in enumerate(insts):
        enc = inst.encoding
        if not isinstance(enc, FixedLenEncoding) or enc.decoder_namespace is None:
            rows.append(f"    None,  # {name}\n")
            continue
        check_encoding(name, enc)
        widths.add(enc.width)
        mask, value = enc.fixed_bits
        namespaces.setdefault(enc.decoder_namespace, []).append((mask, value, opcode, name))
        flat = flatten_operands(inst)
        ops: list[tuple[int, int, int, tuple[tuple[int, int, int], ...]]] = []
        for ref, idx, _em, dm, slices in operand_fields(name, inst, enc):
            if isinstance(inst_operand(inst, ref), MemOperand):
                raise ValueError(
                    f"{name}: field {ref!r} decodes a whole compound operand; name its sub-operands"
                )
            rc = _rc_of(flat[idx][2])
            if rc is not None:
                used_rcs.add(rc_ids[rc.name])
                ops.append((idx, 0, rc_ids[rc.name], tuple(slices)))
                continue
            dm = dm or DEFAULT_DECODER
            if dm not in methods:
                methods.append(dm)
            ops.append((idx, methods.index(dm), -1, tuple(slices)))
        first: dict[str, int] = {}
        for i, (n, _, _) in enumerate(flat):
            first.setdefault(n, i)
        decoded = {o[0] for o in ops}
        ties = tuple(
            sorted(
                (first[a], first[b]) if first[b] in decoded else (first[b], first[a])
                for a, b in parse_constraints(inst)[0]
            )
        )
        rows.append(f"    ({len(flat)}, {tuple(ops)!r}, {ties!r}),  # {name}\n")
    if len(widths) > 1:
        raise ValueError(f"{rk.name}: one instruction width per target is supported, not {sorted(widths)}")
    width = widths.pop() if widths else 0

    out = [
        header(
            f"Fixed-width decoder tables for the {rk.name} disassembler (LLVM: {rk.name}GenDisassemblerTables.inc).",
            srcs,
        )
    ]
    out.append("from typing import Any\n\n")
    out.append(f"#: Instruction width in bits.\nINST_WIDTH: int = {width}\n\n")
    for ns in sorted(namespaces):
        nodes = build_tree(namespaces[ns], width)
        tname = f"DECODER_TABLE_{rk.name}{ns}"
        out.append(f"#: Namespace {ns or '(default)'!r}: {len(namespaces[ns])} encodings.\n")
        out.append(f"{tname}: tuple[tuple[Any, ...], ...] = (\n")
        for i, (lo, w, body) in enumerate(nodes):
            if lo < 0:
                assert isinstance(body, tuple)
                leaf = ", ".join(f"({m:#x}, {v:#x}, {op})" for m, v, op in body)
                out.append(f"    (-1, 0, ({leaf},)),  # {i}\n")
            else:
                out.append(f"    ({lo}, {w}, {body!r}),  # {i}\n")
        out.append(")\n\n")
    out.append(
        "#: Decoder tables by namespace.\nDECODER_TABLES: dict[str, tuple[tuple[Any, ...], ...]] = {\n"
        + "".join(f"    {ns!r}: DECODER_TABLE_{rk.name}{ns},\n" for ns in sorted(namespaces))
        + "}\n\n"
    )
    out.append("#: Per register class: register by hardware encoding (0: none).\n")
    out.append("REGISTERS_BY_ENCODING: dict[int, dict[int, int]] = {\n")
    bank_num = RegisterBank(rk).num
    for rc_id in sorted(used_rcs):
        rc = rk.register_classes[rc_id]
        by_hw: dict[int, int] = {}
        for r in rc.members:
            by_hw.setdefault(r.hw_encoding, bank_num[r.name])
        out.append(f"    {rc_id}: {dict(sorted(by_hw.items()))!r},  # {rc.name}\n")
    out.append("}\n\n")
    out.append(
        "#: Per opcode: (operand count, ((index, decoder method id, register class, ((op_lo, width, inst_lo),"
        " ...)), ...), ((index, tied to), ...)); None: not decodable.\n"
    )
    out.append("OPERAND_DECODERS: tuple[Any, ...] = (\n")
    out.extend(rows)
    out.append(")\n\n")
    out.append("#: Decoder method names by id; id 0 is a register.\n")
    out.append(f"DECODER_METHODS: tuple[str, ...] = {tuple(methods)!r}\n\n\n")
    out.append(
        "def decode_instruction(table: tuple[tuple[Any, ...], ...], insn: int) -> int | None:\n"
        '    """The opcode ``insn`` decodes to in ``table``, or None."""\n'
        "    node = table[0]\n"
        "    while node[0] >= 0:\n"
        "        child = node[2].get((insn >> node[0]) & ((1 << node[1]) - 1))\n"
        "        if child is None:\n"
        "            return None\n"
        "        node = table[child]\n"
        "    for mask, value, opcode in node[2]:\n"
        "        if insn & mask == value:\n"
        "            return opcode\n"
        "    return None\n\n\n"
        "def decode_to_mcinst(decoder: Any, opcode: int, insn: int) -> list[Any] | None:\n"
        '    """The MCInst operands of ``opcode`` from ``insn`` (LLVM: ``decodeToMCInst``); None if a register\n'
        '    field holds no register of its class."""\n'
        "    count, fields, ties = OPERAND_DECODERS[opcode]\n"
        "    ops: list[Any] = [0] * count\n"
        "    for idx, method, rc, slices in fields:\n"
        "        value = 0\n"
        "        width = 0\n"
        "        for op_lo, w, inst_lo in slices:\n"
        "            value |= ((insn >> inst_lo) & ((1 << w) - 1)) << op_lo\n"
        "            width = max(width, op_lo + w)\n"
        "        if method == 0:\n"
        "            reg = REGISTERS_BY_ENCODING[rc].get(value)\n"
        "            if reg is None:\n"
        "                return None\n"
        "            ops[idx] = reg\n"
    )
    for i, m in enumerate(methods[1:], 1):
        out.append(f"        elif method == {i}:\n            ops[idx] = decoder.{m}(value, width)\n")
    out.append("    for idx, src in ties:\n        ops[idx] = ops[src]\n    return ops\n")
    return "".join(out)
