"""x86-64 disassembler (LLVM: lib/Target/X86/Disassembler/X86Disassembler.cpp, X86DisassemblerDecoder.cpp).

What it is: bytes -> MCInst through the generated tables ``gen/disassembler_tables.py`` (one list of
candidate instructions per opcode byte of each opcode map, and per instruction where its operands are).
An instruction is read as::

    [legacy prefixes] [REX] [0F [38|3A]] opcode [ModRM [SIB] [disp8|disp32]] [immediate]

* Legacy prefixes: ``66`` (operand size, or the mandatory prefix of ``PD`` forms), ``67`` (32-bit
  addresses: GR32 base/index, EIP), ``F2``/``F3`` (the last one is the mandatory prefix of ``XD``/``XS``
  forms), ``F0`` (lock), segment overrides ``26 2E 36 3E 64 65`` (the memory operand's segment).
* REX ``0100WRXB``: W selects the 64-bit forms; R/X/B extend ModRM.reg, SIB.index and ModRM.rm / SIB.base /
  the opcode register; any REX turns encodings 4-7 of byte registers into SPL..DIL instead of AH..BH.
* The candidate is the most specific one the prefixes, REX.W and ModRM allow (LLVM's instruction
  contexts): a mandatory prefix present beats none, REX.W beats OpSize16, an opcode extension in ModRM.reg
  beats none.
* Memory: ``mod=00 rm=101`` is RIP + disp32; ``rm=100`` reads a SIB byte (``index=100`` without REX.X is no
  index -- printed as ``%riz`` where the SIB byte was not needed for the base, as LLVM does; ``base=101``
  with ``mod=00`` is no base + disp32); displacements are sign-extended.
* Immediates are sign-extended from their width, except the operand-size-dependent ``i16imm``/``i32imm``
  ones (LLVM's ``ENCODING_Iv``), which keep their unsigned value; branch displacements are relative.
"""

from __future__ import annotations

from pyllc.mc.disassembler import Fail, MCDisassembler, Success
from pyllc.mc.inst import MCInst
from pyllc.targets.x86.gen import disassembler_tables as T
from pyllc.targets.x86.gen import register_info as R

_SEGMENTS = {0x26: R.ES, 0x2E: R.CS, 0x36: R.SS, 0x3E: R.DS, 0x64: R.FS, 0x65: R.GS}
_HIGH_BYTE = frozenset((R.AH, R.BH, R.CH, R.DH))
_ENC = R.HW_ENCODING


def _class_tables() -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per register class, (register by encoding with a REX prefix, without one); 0 where none."""
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for members in R.REG_CLASS_MEMBERS:
        rex, norex = [0] * 16, [0] * 16
        for r in members:
            e = _ENC[r] & 15
            if r in _HIGH_BYTE:
                norex[e] = r
            elif r != R.RIP and r != R.EIP and not rex[e]:
                rex[e] = r
                if not norex[e]:
                    norex[e] = r
        out.append((tuple(rex), tuple(norex)))
    return tuple(out)


_REGS = _class_tables()
_GR64 = _REGS[R.GR64RegClassID][0]
_GR32 = _REGS[R.GR32RegClassID][0]
_PREFIXES = frozenset((0x66, 0x67, 0xF0, 0xF2, 0xF3, *_SEGMENTS))
# mandatory prefix code (disassembler_tables) -> the prefix byte it needs
_MANDATORY = (0, 0x66, 0xF3, 0xF2)


def _sext(v: int, bits: int) -> int:
    sign = 1 << (bits - 1)
    return (v ^ sign) - sign


class X86Disassembler(MCDisassembler):
    """Decodes x86-64 machine code (LLVM: ``X86GenericDisassembler`` in 64-bit mode)."""

    __slots__ = ()

    def get_instruction(self, data: bytes, address: int = 0) -> tuple[int, MCInst | None, int]:
        n = len(data)
        i = 0
        has66 = has67 = False
        rep = 0
        seg = 0
        while i < n and data[i] in _PREFIXES:
            b = data[i]
            if b == 0x66:
                has66 = True
            elif b == 0x67:
                has67 = True
            elif b == 0xF2 or b == 0xF3:
                rep = b
            elif b != 0xF0:
                seg = _SEGMENTS[b]
            i += 1
        rex = 0
        if i < n and data[i] & 0xF0 == 0x40:
            rex = data[i]
            i += 1
        if i >= n:
            return Fail, None, i
        b = data[i]
        i += 1
        m = 0
        if b == 0x0F:
            if i >= n:
                return Fail, None, i
            b = data[i]
            i += 1
            m = 1
            if b == 0x38 or b == 0x3A:
                if i >= n:
                    return Fail, None, i
                m = 2 if b == 0x38 else 3
                b = data[i]
                i += 1
        cands = T.OPCODE_TABLE.get(m << 8 | b)
        if cands is None:
            return Fail, None, i
        modrm = -1
        if cands[0][4]:
            if i >= n:
                return Fail, None, i
            modrm = data[i]
        opcode = self._choose(cands, modrm, has66, rep, rex)
        if opcode < 0:
            return Fail, None, i + (modrm >= 0)
        return self._operands(opcode, data, i, b, modrm, rex, has67, seg)

    @staticmethod
    def _choose(
        cands: tuple[tuple[int, int, int, int, int, int], ...], modrm: int, has66: bool, rep: int, rex: int
    ) -> int:
        """The most specific candidate the prefixes, REX.W and ModRM allow; -1 if none."""
        is_reg = modrm >= 0xC0
        reg = modrm >> 3 & 7
        w = rex & 8
        best, best_score = -1, -1
        for opcode, pfx, rex_w, os16, mod, ext in cands:
            if (mod == 1 and not is_reg) or (mod == 2 and is_reg) or (ext >= 0 and reg != ext):
                continue
            if pfx and not (has66 if pfx == 1 else rep == _MANDATORY[pfx]):
                continue
            if (rex_w and not w) or (os16 and not has66):
                continue
            score = (pfx != 0) << 3 | rex_w << 2 | os16 << 1 | (ext >= 0)
            if score > best_score:
                best, best_score = opcode, score
        return best

    @staticmethod
    def _operands(
        opcode: int, data: bytes, i: int, b: int, modrm: int, rex: int, has67: bool, seg: int
    ) -> tuple[int, MCInst | None, int]:
        n = len(data)
        specs = T.OPERAND_SPECS[opcode]
        assert specs is not None
        ops: list[object] = []
        if modrm >= 0:
            i += 1
        mem: list[object] | None = None
        for kind, arg in specs:
            if kind == T.MEM:
                mem, i = _memory(data, i, modrm, rex, has67, seg)
                if mem is None:
                    return Fail, None, i
                ops.extend(mem)
            elif kind == T.REG:
                ops.append(_REGS[arg][0 if rex else 1][(modrm >> 3 & 7) | (rex & 4) << 1])
            elif kind == T.RM:
                ops.append(_REGS[arg][0 if rex else 1][(modrm & 7) | (rex & 1) << 3])
            elif kind == T.OPREG:
                ops.append(_REGS[arg][0 if rex else 1][(b & 7) | (rex & 1) << 3])
            elif kind == T.CC:
                ops.append(b & 15)
            elif kind == T.TIED:
                ops.append(ops[arg])
            else:  # IMM, PCREL
                size = T.IMM_SIZES[opcode]
                if i + size > n:
                    return Fail, None, i
                v = int.from_bytes(data[i : i + size], "little")
                i += size
                ops.append(_sext(v, arg) if arg else v)
        return Success, MCInst(opcode, ops), i


def _memory(
    data: bytes, i: int, modrm: int, rex: int, has67: bool, seg: int
) -> tuple[list[object] | None, int]:
    """The five memory operands (base, scale, index, disp, segment) of the ModRM at ``data[i-1]``; i after
    the SIB byte and displacement (None and the bytes read so far when they run out)."""
    n = len(data)
    mod, rm = modrm >> 6, modrm & 7
    gr = _GR32 if has67 else _GR64
    scale, index = 1, 0
    dsize = 1 if mod == 1 else 4 if mod == 2 else 0
    if rm == 4:
        if i >= n:
            return None, i
        sib = data[i]
        i += 1
        scale = 1 << (sib >> 6)
        idx = (sib >> 3 & 7) | (rex & 2) << 2
        b = sib & 7
        if mod == 0 and b == 5:
            base = 0
            dsize = 4
        else:
            base = gr[b | (rex & 1) << 3]
        if idx != 4:
            index = gr[idx]
        elif scale != 1 or (base and b != 4):
            index = R.EIZ if has67 else R.RIZ
    elif mod == 0 and rm == 5:
        base = R.EIP if has67 else R.RIP
        dsize = 4
    else:
        base = gr[rm | (rex & 1) << 3]
    if i + dsize > n:
        return None, i
    disp = _sext(int.from_bytes(data[i : i + dsize], "little"), dsize * 8) if dsize else 0
    return [base, scale, index, disp, seg], i + dsize
