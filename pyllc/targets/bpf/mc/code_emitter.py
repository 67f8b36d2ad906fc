"""BPF machine-code emitter (LLVM 14: lib/Target/BPF/MCTargetDesc/BPFMCCodeEmitter.cpp; spec 004, eBPF
"Instruction encoding").

What it is: MCInst -> bytes.  Every instruction is one 8-byte slot (``ld_imm64`` two)::

    opcode:8  dst_reg:4  src_reg:4  offset:16  imm:32

Little-endian targets (bpfel) put ``dst`` in the low nibble of byte 1 and ``src`` in the high one and write
offset and imm little-endian; big-endian (bpfeb) swap the nibbles and write them big-endian.  The opcode
byte and the encoding form come from the generated TSFlags (``form << 8 | opcode``, see
``td/instr_formats.py``); the form says which MCInst operands fill which fields.  A symbolic operand leaves
its field zero and yields a fixup ``(byte offset, kind, expression)``: ``FK_PCRel_2`` for jump targets
(offset field, in 8-byte slots), ``FK_PCRel_4`` for calls of local functions (imm field), ``FK_SecRel_8``
for ``ld_imm64`` of a symbol (both imm halves; ELF ``R_BPF_64_64``).
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc.inst import MCInst
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.bpf.gen import instr_info as II
from pyllc.targets.bpf.gen import register_info as R
from pyllc.targets.bpf.td.instr_formats import FORMS

_F: Final = {name: i for i, name in enumerate(FORMS)}
F_PSEUDO, F_ALU_RR, F_ALU_RI = _F["Pseudo"], _F["ALU_RR"], _F["ALU_RI"]
F_MOV_RR, F_MOV_RI, F_NEG, F_ENDIAN = _F["MOV_RR"], _F["MOV_RI"], _F["NEG"], _F["ENDIAN"]
F_JMP_RR, F_JMP_RI, F_JA, F_CALL, F_CALLX = _F["JMP_RR"], _F["JMP_RI"], _F["JA"], _F["CALL"], _F["CALLX"]
F_EXIT, F_LD_IMM64, F_LDX, F_STX, F_XADD = _F["EXIT"], _F["LD_IMM64"], _F["LDX"], _F["STX"], _F["XADD"]
F_LD_ABS, F_LD_IND, F_NOP = _F["LD_ABS"], _F["LD_IND"], _F["NOP"]

FK_PCRel_2: Final = "FK_PCRel_2"
FK_PCRel_4: Final = "FK_PCRel_4"
FK_SecRel_8: Final = "FK_SecRel_8"

#: Width of the ENDIAN forms, by opcode name suffix (the imm field holds it).
_ENDIAN_WIDTH: Final = {getattr(II, n): int(n[2:]) for n in ("BE16", "BE32", "BE64", "LE16", "LE32", "LE64")}

Fixup = tuple[int, str, Any]


def _hw(reg: int) -> int:
    return R.HW_ENCODING[reg]


class BPFMCCodeEmitter:
    """Encodes MCInsts for bpfel (``little_endian``) or bpfeb."""

    __slots__ = ("little_endian",)

    def __init__(self, little_endian: bool = True) -> None:
        self.little_endian = little_endian

    def _slot(self, opcode: int, dst: int, src: int, off: int, imm: int) -> bytes:
        order = "little" if self.little_endian else "big"
        regs = (src << 4 | dst) if self.little_endian else (dst << 4 | src)
        return (
            bytes((opcode, regs)) + (off & 0xFFFF).to_bytes(2, order) + (imm & 0xFFFFFFFF).to_bytes(4, order)
        )

    def encode_instruction(self, inst: MCInst) -> tuple[bytes, list[Fixup]]:
        """The instruction's bytes and its fixups (byte offset within the instruction, kind, expression)."""
        tsf = II.DESC_TSFLAGS[inst.opcode]
        form, opc = (tsf >> 8) & 0xFF, tsf & 0xFF
        ops = inst.operands
        fixups: list[Fixup] = []

        def imm_of(v: Any, kind: str, at: int) -> int:
            if type(v) is int:
                return v
            fixups.append((at, kind, v))
            return 0

        if form == F_PSEUDO:
            raise UnsupportedError(
                None, f"pseudo instruction '{II.OPCODE_NAMES[inst.opcode]}' reached the encoder"
            )
        dst = src = off = imm = 0
        if form == F_ALU_RR:
            dst, src = _hw(ops[0]), _hw(ops[2])
        elif form == F_ALU_RI:
            dst, imm = _hw(ops[0]), imm_of(ops[2], FK_PCRel_4, 4)
        elif form == F_MOV_RR:
            dst, src = _hw(ops[0]), _hw(ops[1])
        elif form == F_MOV_RI:
            dst, imm = _hw(ops[0]), imm_of(ops[1], FK_PCRel_4, 4)
        elif form == F_NEG:
            dst = _hw(ops[0])
        elif form == F_ENDIAN:
            dst, imm = _hw(ops[0]), _ENDIAN_WIDTH[inst.opcode]
        elif form == F_JMP_RR:
            dst, src, off = _hw(ops[0]), _hw(ops[1]), imm_of(ops[2], FK_PCRel_2, 2)
        elif form == F_JMP_RI:
            dst, imm, off = _hw(ops[0]), imm_of(ops[1], FK_PCRel_4, 4), imm_of(ops[2], FK_PCRel_2, 2)
        elif form == F_JA:
            off = imm_of(ops[0], FK_PCRel_2, 2)
        elif form == F_CALL:
            v = ops[0]
            if type(v) is int:
                imm = v
            else:
                # a bpf-to-bpf call: src_reg 1 (BPF_PSEUDO_CALL) and the relative slot in imm
                src = 1
                fixups.append((4, FK_PCRel_4, v))
        elif form == F_CALLX:
            imm = ops[0] if type(ops[0]) is int else _hw(ops[0])
        elif form == F_EXIT or form == F_NOP:
            pass
        elif form == F_LD_IMM64:
            dst = _hw(ops[0])
            v = ops[1]
            if type(v) is int:
                lo, hi = v & 0xFFFFFFFF, (v >> 32) & 0xFFFFFFFF
            else:
                fixups.append((4, FK_SecRel_8, v))
                lo = hi = 0
            return self._slot(opc, dst, 0, 0, lo) + self._slot(0, 0, 0, 0, hi), fixups
        elif form == F_LDX:
            dst, src, off = _hw(ops[0]), _hw(ops[1]), ops[2]
        elif form == F_STX:
            src, dst, off = _hw(ops[0]), _hw(ops[1]), ops[2]
        elif form == F_XADD:
            dst, off, src, imm = _hw(ops[1]), ops[2], _hw(ops[3]), tsf >> 16
        elif form == F_LD_ABS:
            imm = imm_of(ops[0], FK_PCRel_4, 4)
        elif form == F_LD_IND:
            src = _hw(ops[0])
        return self._slot(opc, dst, src, off, imm), fixups
