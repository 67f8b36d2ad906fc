"""eBPF instruction formats (LLVM: lib/Target/BPF/BPFInstrFormats.td; spec 004, "Instruction encoding").

What it is: the 8-bit opcode of every instruction, composed from the spec's fields, and the encoding
*form* that says how the 64-bit word is filled from the operands.  The word is LLVM's ``field bits<64>
Inst`` of ``InstBPF``::

    Inst{63-56} opcode   Inst{55-52} src_reg   Inst{51-48} dst_reg   Inst{47-32} offset   Inst{31-0} imm

(``ld_imm64`` takes two slots; the second holds the upper half of the immediate and is written by the code
emitter, as in LLVM).  Each form is a list of ``let Inst{hi-lo} = operand`` fields binding the record's
operands by name (``addr.base`` / ``addr.offset`` are the sub-operands of a ``MEMri``); the code emitter,
disassembler and matcher tables are generated from them (``python -m pyllc.tblgen``).
"""

from __future__ import annotations

from pyllc.tblgen.records import PSEUDO, BitField, FixedLenEncoding, Inst

# ---- instruction classes (BPF_CLASS) -------------------------------------------------------------------
BPF_LD = 0x00
BPF_LDX = 0x01
BPF_ST = 0x02
BPF_STX = 0x03
BPF_ALU = 0x04
BPF_JMP = 0x05
BPF_JMP32 = 0x06
BPF_ALU64 = 0x07

# ---- source operand (BPF_SRC) --------------------------------------------------------------------------
BPF_K = 0x00
BPF_X = 0x08

# ---- ALU operations (BPF_OP) ---------------------------------------------------------------------------
BPF_ADD = 0x00
BPF_SUB = 0x10
BPF_MUL = 0x20
BPF_DIV = 0x30
BPF_OR = 0x40
BPF_AND = 0x50
BPF_LSH = 0x60
BPF_RSH = 0x70
BPF_NEG = 0x80
BPF_MOD = 0x90
BPF_XOR = 0xA0
BPF_MOV = 0xB0
BPF_ARSH = 0xC0
BPF_END = 0xD0

# ---- jump operations -----------------------------------------------------------------------------------
BPF_JA = 0x00
BPF_JEQ = 0x10
BPF_JGT = 0x20
BPF_JGE = 0x30
BPF_JSET = 0x40
BPF_JNE = 0x50
BPF_JSGT = 0x60
BPF_JSGE = 0x70
BPF_CALL = 0x80
BPF_EXIT = 0x90
BPF_JLT = 0xA0
BPF_JLE = 0xB0
BPF_JSLT = 0xC0
BPF_JSLE = 0xD0

# ---- load/store size (BPF_SIZE) and mode (BPF_MODE) ----------------------------------------------------
BPF_W = 0x00
BPF_H = 0x08
BPF_B = 0x10
BPF_DW = 0x18
BPF_IMM = 0x00
BPF_ABS = 0x20
BPF_IND = 0x40
BPF_MEM = 0x60
BPF_ATOMIC = 0xC0

# ---- atomic operations (the imm of BPF_ATOMIC instructions) ---------------------------------------------
BPF_FETCH = 0x01
BPF_XCHG = 0xE0 | BPF_FETCH
BPF_CMPXCHG = 0xF0 | BPF_FETCH

_SRC, _DST, _OFF, _IMM = "55-52", "51-48", "47-32", "31-0"

#: Encoding forms: the operand fields of each (LLVM: the ``let Inst{...}`` lines of the instruction classes
#: of BPFInstrInfo.td).  The opcode byte is ``Inst{63-56}``; bits no field names are zero.
FORMS: dict[str, tuple[tuple[str, str], ...]] = {
    "ALU_RR": ((_DST, "dst"), (_SRC, "src2")),  # the tied source is not encoded
    "ALU_RI": ((_DST, "dst"), (_IMM, "imm")),
    "MOV_RR": ((_DST, "dst"), (_SRC, "src")),
    "MOV_RI": ((_DST, "dst"), (_IMM, "imm")),
    "NEG": ((_DST, "dst"),),
    "ENDIAN": ((_DST, "dst"),),  # imm = width
    "JMP_RR": ((_DST, "dst"), (_SRC, "src"), (_OFF, "BrDst")),
    "JMP_RI": ((_DST, "dst"), (_IMM, "imm"), (_OFF, "BrDst")),
    "JA": ((_OFF, "BrDst"),),
    "CALL": ((_IMM, "BrDst"),),
    "CALLX": ((_IMM, "BrDst"),),  # imm = register number
    "EXIT": (),
    "LD_IMM64": ((_DST, "dst"), (_IMM, "imm{31-0}")),  # the second slot holds imm{63-32}
    "LDX": ((_DST, "dst"), (_SRC, "addr.base"), (_OFF, "addr.offset")),
    "STX": ((_SRC, "src"), (_DST, "addr.base"), (_OFF, "addr.offset")),
    "XADD": ((_DST, "addr.base"), (_OFF, "addr.offset"), (_SRC, "val")),  # imm = operation
    "CMPXCHG": ((_DST, "addr.base"), (_OFF, "addr.offset"), (_SRC, "new")),  # imm = BPF_CMPXCHG
    "LD_ABS": ((_IMM, "imm"),),
    "LD_IND": ((_SRC, "val"),),
    "NOP": (),
}


def form(name: str, opcode: int, imm: int = 0, namespace: str | None = "") -> FixedLenEncoding:
    """The encoding record of one instruction: the ``name`` form's operand fields, the 8-bit opcode in
    ``Inst{63-56}`` and, for the forms whose immediate is fixed (the atomic operation, the byte-swap width),
    ``imm`` in ``Inst{31-0}``.  ``namespace`` is the decoder table (LLVM's ``DecoderNamespace``: ``"ALU32"``
    for the memory forms on W registers, ``BPFALU32``; None for code-generation-only twins of another
    encoding)."""
    fields: list[BitField] = [Inst("63-56", opcode)]
    fields += [Inst(bits, operand) for bits, operand in FORMS[name]]
    if imm:
        fields.append(Inst(_IMM, imm))
    return FixedLenEncoding(64, tuple(fields), namespace)


Pseudo = PSEUDO
