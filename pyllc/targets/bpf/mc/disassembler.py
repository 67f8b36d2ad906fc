"""BPF disassembler (LLVM 14: lib/Target/BPF/Disassembler/BPFDisassembler.cpp).

What it is: bytes -> MCInst through the generated decoder tables (``gen/disassembler.py``, from the
``Inst{hi-lo}`` fields of ``td/instr_formats.py``).  The 8-byte slot is read back into the 64-bit
instruction word the code emitter writes (opcode, the register byte -- nibbles swapped on bpfeb --, offset
and imm in the target's byte order).  As in LLVM, the memory forms on 32-bit registers are looked up in the
``ALU32`` table when the subtarget has ``alu32`` (the W and R forms share their encodings), everything else
in the default one; ``ld_imm64`` reads the upper half of its immediate from the second slot.
"""

from __future__ import annotations

from pyllc.mc.disassembler import Fail, MCDisassembler, Success
from pyllc.mc.inst import MCInst
from pyllc.targets.bpf.gen import disassembler as D
from pyllc.targets.bpf.gen import instr_info as II
from pyllc.targets.bpf.td.instr_formats import BPF_ATOMIC, BPF_DW, BPF_LDX, BPF_MEM, BPF_STX


class BPFDisassembler(MCDisassembler):
    """Decodes bpfel (``little_endian``) or bpfeb instructions; ``alu32`` as the subtarget feature."""

    __slots__ = ("little_endian", "alu32")

    def __init__(self, little_endian: bool = True, alu32: bool = False) -> None:
        self.little_endian = little_endian
        self.alu32 = alu32

    def decode_imm_operand(self, value: int, width: int) -> int:
        """An immediate, offset or branch field: signed (LLVM prints them as ``int32_t``/``int16_t``)."""
        sign = 1 << (width - 1)
        return (value ^ sign) - sign

    def _word(self, data: bytes, at: int) -> int:
        order = "little" if self.little_endian else "big"
        regs = data[at + 1]
        if not self.little_endian:
            regs = (regs & 0xF) << 4 | regs >> 4
        off = int.from_bytes(data[at + 2 : at + 4], order)
        imm = int.from_bytes(data[at + 4 : at + 8], order)
        return data[at] << 56 | regs << 48 | off << 32 | imm

    def get_instruction(self, data: bytes, address: int = 0) -> tuple[int, MCInst | None, int]:
        """(status, instruction, size) for the instruction at the start of ``data`` (LLVM's
        ``getInstruction``); (Fail, None, size) for bytes that decode to nothing."""
        if len(data) < 8:
            return Fail, None, len(data)
        insn = self._word(data, 0)
        op = insn >> 56
        cls, size, mode = op & 0x07, op & 0x18, op & 0xE0
        ns = ""
        if self.alu32 and cls in (BPF_LDX, BPF_STX) and size != BPF_DW and mode in (BPF_MEM, BPF_ATOMIC):
            ns = "ALU32"
        opcode = D.decode_instruction(D.DECODER_TABLES[ns], insn)
        if opcode is None:
            return Fail, None, 8
        ops = D.decode_to_mcinst(self, opcode, insn)
        if ops is None:
            return Fail, None, 8
        if opcode == II.LD_imm64:
            if len(data) < 16:
                return Fail, None, len(data)
            hi = self._word(data, 8) & 0xFFFFFFFF
            ops[1] = self.decode_imm_operand(hi << 32 | (insn & 0xFFFFFFFF), 64)
            return Success, MCInst(opcode, ops), 16
        return Success, MCInst(opcode, ops), 8
