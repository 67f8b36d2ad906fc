"""What it is (LLVM 14: lib/Target/X86/MCTargetDesc/X86AsmBackend.cpp): x86's part of the assembler.

* Fixup kinds: the X86 kinds (``reloc_riprel_4byte*``, ``reloc_signed_4byte*``, ``reloc_branch_4byte_pcrel``,
  ``reloc_global_offset_table*``) are 32-bit fields (``reloc_global_offset_table8`` 64-bit); the RIP-relative
  and branch ones are PC-relative.  ``apply_fixup`` writes the value's low bytes little-endian.
* Relaxation: ``JCC_1``/``JMP_1`` become ``JCC_4``/``JMP_4``, and an arithmetic instruction with an 8-bit
  immediate (``ADD64ri8``, ``CMP32mi8``, ``IMUL32rri8``, ``PUSH64i8``...) whose immediate is an expression
  becomes its 16/32-bit-immediate form, whenever the value is unresolved or does not fit a signed byte
  (``fixupNeedsRelaxation``).
* Code alignment: the longest nop the CPU decodes fast (10 bytes, ``nopw %cs:0(%rax,%rax)``, for the
  default CPU llvm-mc assembles for; 11-15 bytes put 0x66 prefixes in front), repeated, then one nop of the
  remainder.
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc.asm_backend import FKF_IsPCRel, MCAsmBackend, MCFixupKindInfo
from pyllc.mc.inst import FirstLiteralRelocationKind, FirstTargetFixupKind, MCFixup, MCInst
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.mc.code_emitter import X86_FIXUP_KIND_NAMES
from pyllc.targets.x86.mc.elf_object_writer import ELF_RELOCATION_TYPES

#: The generic ``.reloc`` names GNU as accepts, as x86-64 relocations (X86AsmBackend::getFixupKind).
_BFD_RELOCATIONS: Final = {
    "BFD_RELOC_NONE": 0,
    "BFD_RELOC_8": 14,
    "BFD_RELOC_16": 12,
    "BFD_RELOC_32": 10,
    "BFD_RELOC_64": 1,
}

_PCREL_KINDS: Final = frozenset(
    ("reloc_riprel_4byte", "reloc_riprel_4byte_movq_load", "reloc_riprel_4byte_relax")
    + ("reloc_riprel_4byte_relax_rex", "reloc_branch_4byte_pcrel")
)
_X86_INFOS: Final = tuple(
    MCFixupKindInfo(
        n, 0, 64 if n == "reloc_global_offset_table8" else 32, FKF_IsPCRel if n in _PCREL_KINDS else 0
    )
    for n in X86_FIXUP_KIND_NAMES
)


def _relaxed_arith_name(name: str) -> str | None:
    """``getRelaxedOpcodeArith``: the wide-immediate form of an 8-bit-immediate arithmetic opcode."""
    if name == "PUSH16i8":
        return "PUSHi16"
    if name == "PUSH32i8":
        return "PUSHi32"
    if name == "PUSH64i8":
        return "PUSH64i32"
    for prefix in ("ADD", "SUB", "AND", "OR", "XOR", "ADC", "SBB", "CMP", "IMUL", "PUSH"):
        if (
            name.startswith(prefix)
            and name.endswith("i8")
            and name[len(prefix) : len(prefix) + 2]
            in (
                "16",
                "32",
                "64",
            )
        ):
            body = name[:-2]
            if body[-1] not in "rmi":
                return None
            return body + ("i32" if name[len(prefix) : len(prefix) + 2] == "64" else "i")
    return None


def _build_relaxed() -> dict[int, int]:
    op = {n: i for i, n in enumerate(II.OPCODE_NAMES)}
    table = {op["JCC_1"]: op["JCC_4"], op["JMP_1"]: op["JMP_4"]}
    for name, i in op.items():
        wide = _relaxed_arith_name(name)
        if wide is not None and wide in op:
            table[i] = op[wide]
    return table


_RELAXED: Final = _build_relaxed()
_BRANCHES: Final = frozenset((II.JCC_1, II.JMP_1))

_NOPS: Final = (
    b"\x90",
    b"\x66\x90",
    b"\x0f\x1f\x00",
    b"\x0f\x1f\x40\x00",
    b"\x0f\x1f\x44\x00\x00",
    b"\x66\x0f\x1f\x44\x00\x00",
    b"\x0f\x1f\x80\x00\x00\x00\x00",
    b"\x0f\x1f\x84\x00\x00\x00\x00\x00",
    b"\x66\x0f\x1f\x84\x00\x00\x00\x00\x00",
    b"\x66\x2e\x0f\x1f\x84\x00\x00\x00\x00\x00",
)


class X86AsmBackend(MCAsmBackend):
    """x86-64 ELF (see the module docstring); ``max_nop_size`` is ``getMaximumNopSize`` of the CPU."""

    def __init__(self, max_nop_size: int = 10) -> None:
        super().__init__(True)
        self.max_nop_size = max_nop_size

    def get_num_fixup_kinds(self) -> int:
        return len(_X86_INFOS)

    def get_fixup_kind(self, name: str) -> int | None:
        """A ``.reloc`` name: an ``R_X86_64_*`` relocation or one of the generic ``BFD_RELOC_*`` names."""
        rtype = ELF_RELOCATION_TYPES.get(name)
        if rtype is None:
            rtype = _BFD_RELOCATIONS.get(name)
        return None if rtype is None else FirstLiteralRelocationKind + rtype

    def should_force_relocation(self, asm: Any, fixup: MCFixup, target: Any) -> bool:
        """A ``.reloc`` is a relocation even when its value is known."""
        return fixup.kind >= FirstLiteralRelocationKind

    def get_fixup_kind_info(self, kind: int) -> MCFixupKindInfo:
        if kind >= FirstLiteralRelocationKind:
            return super().get_fixup_kind_info(kind)
        if kind >= FirstTargetFixupKind:
            return _X86_INFOS[kind - FirstTargetFixupKind]
        return super().get_fixup_kind_info(kind)

    def apply_fixup(
        self, asm: Any, fixup: MCFixup, target: Any, data: bytearray, value: int, is_resolved: bool
    ) -> None:
        size = self.get_fixup_kind_info(fixup.kind).target_size // 8
        if not size:
            return
        at = fixup.offset
        data[at : at + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")

    def may_need_relaxation(self, inst: MCInst) -> bool:
        op = inst.opcode
        if op in _BRANCHES:
            return True
        return op in _RELAXED and bool(inst.operands) and type(inst.operands[-1]) is not int

    def fixup_needs_relaxation(self, fixup: MCFixup, value: int, is_resolved: bool) -> bool:
        return not is_resolved or not -128 <= value <= 127

    def relax_instruction(self, inst: MCInst) -> MCInst:
        return MCInst(_RELAXED[inst.opcode], list(inst.operands), inst.flags, inst.loc)

    def write_nop_data(self, count: int) -> bytes:
        out = bytearray()
        while count:
            n = min(count, self.max_nop_size)
            prefixes = n - 10 if n > 10 else 0
            out += b"\x66" * prefixes + _NOPS[n - prefixes - 1]
            count -= n
        return bytes(out)
