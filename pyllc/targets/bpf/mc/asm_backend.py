"""What it is (LLVM 14: lib/Target/BPF/MCTargetDesc/BPFAsmBackend.cpp): BPF's part of the assembler.

Every BPF fixup sits at offset 0 of its instruction (or data word); ``apply_fixup`` knows each kind's field:

* ``FK_SecRel_8`` (``ld_imm64`` of a symbol): the value (0 for a global, the in-section offset of a static
  one) goes to the first slot's imm field (bytes 4-7);
* ``FK_PCRel_4`` (a call): the imm field gets ``(value - 8) / 8`` slots and byte 1 gets src_reg 1
  (BPF_PSEUDO_CALL), so an unresolved call reads ``call -1``;
* ``FK_PCRel_2`` (a jump): the offset field (bytes 2-3) gets ``(value - 8) / 8``;
* ``FK_Data_4``/``FK_Data_8``: the value in the data word.

There is no relaxation (every instruction has one size); code alignment pads with 8-byte words
``0x15000000`` in the target's byte order, as llc-14 writes them.
"""

from __future__ import annotations

from typing import Any

from pyllc.mc.asm_backend import MCAsmBackend
from pyllc.mc.inst import FK_PCRel_2, FK_PCRel_4, FK_SecRel_8, MCFixup


class BPFAsmBackend(MCAsmBackend):
    def apply_fixup(
        self, asm: Any, fixup: MCFixup, target: Any, data: bytearray, value: int, is_resolved: bool
    ) -> None:
        kind, at, order = fixup.kind, fixup.offset, self.endian
        if kind == FK_SecRel_8:
            data[at + 4 : at + 8] = (value & 0xFFFFFFFF).to_bytes(4, order)
        elif kind == FK_PCRel_4:
            data[at + 1] = 0x10 if self.little_endian else 0x01
            data[at + 4 : at + 8] = (((value - 8) // 8) & 0xFFFFFFFF).to_bytes(4, order)
        elif kind == FK_PCRel_2:
            data[at + 2 : at + 4] = (((value - 8) // 8) & 0xFFFF).to_bytes(2, order)
        else:
            super().apply_fixup(asm, fixup, target, data, value, is_resolved)

    def write_nop_data(self, count: int) -> bytes | None:
        if count % 8:
            return None
        return (0x15000000).to_bytes(8, self.endian) * (count // 8)
