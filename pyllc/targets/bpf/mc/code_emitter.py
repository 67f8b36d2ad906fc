"""BPF machine-code emitter (LLVM 14: lib/Target/BPF/MCTargetDesc/BPFMCCodeEmitter.cpp; spec 004, eBPF
"Instruction encoding").

What it is: MCInst -> bytes.  Every instruction is one 8-byte slot (``ld_imm64`` two)::

    opcode:8  dst_reg:4  src_reg:4  offset:16  imm:32

The 64-bit instruction word comes from the generated ``get_binary_code_for_instr`` (LLVM:
``getBinaryCodeForInstr``, ``gen/mc_code_emitter.py`` from the ``Inst{hi-lo}`` fields of
``td/instr_formats.py``); this emitter supplies the operand encoders and writes the word out.  Little-endian
targets (bpfel) put ``dst`` in the low nibble of byte 1 and ``src`` in the high one and write offset and imm
little-endian; big-endian (bpfeb) swap the nibbles and write them big-endian.  A symbolic operand leaves its
field zero and yields an :class:`~pyllc.mc.inst.MCFixup` at offset 0 of the instruction, as LLVM's emitter
records them (the asm backend knows where each kind's field is): ``FK_PCRel_2`` for jump targets (offset
field, in 8-byte slots), ``FK_PCRel_4`` for calls of local functions (imm field; ``src_reg`` becomes 1,
``BPF_PSEUDO_CALL``, as LLVM's BPFAsmBackend writes it), ``FK_SecRel_8`` for ``ld_imm64`` of a symbol (both
imm halves; ELF ``R_BPF_64_64``).
"""

from __future__ import annotations

from typing import Final

from pyllc.mc.inst import FK_PCRel_2, FK_PCRel_4, FK_SecRel_8, MCFixup, MCInst
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.bpf.gen import instr_info as II
from pyllc.targets.bpf.gen import mc_code_emitter as G

#: ``src_reg`` 1 (``BPF_PSEUDO_CALL``) in the instruction word: a call of a function in this object.
_PSEUDO_CALL: Final = 1 << 52


class BPFMCCodeEmitter:
    """Encodes MCInsts for bpfel (``little_endian``) or bpfeb."""

    __slots__ = ("little_endian",)

    def __init__(self, little_endian: bool = True) -> None:
        self.little_endian = little_endian

    # ---- operand encoders (LLVM: BPFMCCodeEmitter::getMachineOpValue and friends) ----------------
    def get_machine_op_value(self, mi: MCInst, idx: int, fixups: list[MCFixup]) -> int:
        """An immediate, or 0 and a fixup of the imm field for an expression."""
        v = mi.operands[idx]
        if type(v) is int:
            return v
        fixups.append(MCFixup(0, FK_PCRel_4, v))
        return 0

    def get_branch_target_op_value(self, mi: MCInst, idx: int, fixups: list[MCFixup]) -> int:
        """A jump offset in slots, or 0 and a fixup of the offset field for a label."""
        v = mi.operands[idx]
        if type(v) is int:
            return v
        fixups.append(MCFixup(0, FK_PCRel_2, v))
        return 0

    def get_imm64_op_value(self, mi: MCInst, idx: int, fixups: list[MCFixup]) -> int:
        """``ld_imm64``'s immediate (the word takes its low half), or 0 and a section-relative fixup."""
        v = mi.operands[idx]
        if type(v) is int:
            return v
        fixups.append(MCFixup(0, FK_SecRel_8, v))
        return 0

    def _slot(self, word: int) -> bytes:
        order = "little" if self.little_endian else "big"
        regs = (word >> 48) & 0xFF
        if not self.little_endian:
            regs = (regs & 0xF) << 4 | regs >> 4
        return (
            bytes((word >> 56, regs))
            + ((word >> 32) & 0xFFFF).to_bytes(2, order)
            + (word & 0xFFFFFFFF).to_bytes(4, order)
        )

    def encode_instruction(self, inst: MCInst, out: bytearray, fixups: list[MCFixup]) -> None:
        """Append the instruction's bytes to ``out`` and its fixups (offsets from the instruction) to
        ``fixups`` (LLVM ``encodeInstruction``)."""
        opcode = inst.opcode
        if G.OPERAND_FIELDS[opcode] is None:
            raise UnsupportedError(
                None, f"pseudo instruction '{II.OPCODE_NAMES[opcode]}' reached the encoder"
            )
        first = len(fixups)
        word = G.get_binary_code_for_instr(self, inst, fixups)
        if opcode == II.JAL and len(fixups) > first:
            word |= _PSEUDO_CALL
        if opcode == II.LD_imm64:
            v = inst.operands[1]
            hi = (v >> 32) & 0xFFFFFFFF if type(v) is int else 0
            out += self._slot(word) + self._slot(hi)
            return
        out += self._slot(word)
