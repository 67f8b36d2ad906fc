"""eBPF instruction formats (LLVM: lib/Target/BPF/BPFInstrFormats.td; spec 004, "Instruction encoding").

What it is: the 8-bit opcode of every instruction, composed from the spec's fields, and the encoding
*form* that says how the 64-bit slot is filled from the MCInst operands.  An instruction slot is::

    opcode:8  dst_reg:4  src_reg:4  offset:16  imm:32        (ld_imm64 takes two slots)

The record's ``Encoding.opcode`` packs ``imm << 16 | form << 8 | opcode`` (the target's TSFlags; ``imm`` is
the fixed immediate of the atomic forms); the code emitter reads them back from ``DESC_TSFLAGS``.
"""

from __future__ import annotations

from pyllc.tblgen.records import Encoding

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

#: Encoding forms, in TSFlags order (index = form number).
FORMS: tuple[str, ...] = (
    "Pseudo",
    "ALU_RR",  # dst, src2 (the tied source is not encoded)
    "ALU_RI",  # dst, imm
    "MOV_RR",  # dst, src
    "MOV_RI",  # dst, imm
    "NEG",  # dst
    "ENDIAN",  # dst; imm = width
    "JMP_RR",  # dst, src, off
    "JMP_RI",  # dst, imm, off
    "JA",  # off
    "CALL",  # imm
    "CALLX",  # imm = register number
    "EXIT",
    "LD_IMM64",  # dst, 64-bit imm over two slots
    "LDX",  # dst, src = base, off
    "STX",  # src, dst = base, off
    "XADD",  # dst = base, off, src = value
    "LD_ABS",  # imm
    "LD_IND",  # src
    "NOP",
)


def form(name: str, opcode: int, imm: int = 0) -> Encoding:
    """The encoding record of one instruction: ``form`` number, 8-bit opcode and the fixed immediate of
    the atomic forms (operation | ``BPF_FETCH``) packed as TSFlags ``imm << 16 | form << 8 | opcode``."""
    return Encoding(name, imm << 16 | FORMS.index(name) << 8 | opcode)


Pseudo = Encoding("Pseudo")
