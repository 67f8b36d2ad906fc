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
* F2/F3/F0 an instruction does not take as its mandatory prefix become the MCInst's ``IP_HAS_REPEAT_NE``/
  ``IP_HAS_REPEAT``/``IP_HAS_LOCK`` flags, which the printers show as ``repne``/``rep``/``lock``.
* String instructions (``movsq``, ``stosb``...) take RSI/RDI, ESI/EDI under 67, as their memory operands;
  the source keeps a segment override, the destination ignores one (it is always ES).
* Immediates are sign-extended from their width, except the operand-size-dependent ``i16imm``/``i32imm``
  ones (LLVM's ``ENCODING_Iv``), which keep their unsigned value; branch displacements are relative.
"""

from __future__ import annotations

from pyllc.mc.disassembler import Fail, MCDisassembler, Success
from pyllc.mc.inst import MCInst
from pyllc.targets.x86.gen import disassembler_tables as T
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc.att_inst_printer import IP_HAS_LOCK, IP_HAS_REPEAT, IP_HAS_REPEAT_NE

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
#: A prefix byte with nothing after it is an instruction of its own.
_LONE_PREFIXES = {0xF0: II.LOCK_PREFIX, 0xF2: II.REPNE_PREFIX, 0xF3: II.REP_PREFIX, 0x66: II.DATA16_PREFIX}
_PREFIXES = frozenset((0x66, 0x67, 0xF0, 0xF2, 0xF3, *_SEGMENTS))
# mandatory prefix code (disassembler_tables) -> the prefix byte it needs
_MANDATORY = (0, 0x66, 0xF3, 0xF2)


def _prefix_flags(rep: int, lock: bool) -> int:
    """MCInst flags of a REP/REPNE byte and a LOCK that are not part of the opcode."""
    f = IP_HAS_REPEAT_NE if rep == 0xF2 else IP_HAS_REPEAT if rep == 0xF3 else 0
    return f | IP_HAS_LOCK if lock else f


def _sext(v: int, bits: int) -> int:
    sign = 1 << (bits - 1)
    return (v ^ sign) - sign


class X86Disassembler(MCDisassembler):
    """Decodes x86-64 machine code (LLVM: ``X86GenericDisassembler`` in 64-bit mode)."""

    __slots__ = ()

    def get_instruction(self, data: bytes, address: int = 0) -> tuple[int, MCInst | None, int]:
        n = len(data)
        if n and data[0] == 0xF0:
            # A leading LOCK is an instruction of its own, as in LLVM ("lock" on its own line).
            return Success, MCInst(II.LOCK_PREFIX, []), 1
        i = 0
        has66 = has67 = lock = False
        rep = mandatory = seg = 0
        while i < n and data[i] in _PREFIXES:
            b = data[i]
            nb = data[i + 1] if i + 1 < n else -1
            if b == 0x66:
                has66 = True
                if not mandatory and (nb == 0x0F or nb & 0xF0 == 0x40):
                    mandatory = b
            elif b == 0xF2 or b == 0xF3:
                if (
                    nb == 0xF0
                    or nb & 0xFE == 0x86
                    or (nb & 0xF8 == 0x90 and nb != -1 and not (b == 0xF3 and nb == 0x90))
                ):
                    # A hardware-lock-elision hint, decoded (with the prefixes before it) on its own.
                    return Success, MCInst(II.XACQUIRE_PREFIX if b == 0xF2 else II.XRELEASE_PREFIX, []), i + 1
                if b == 0xF3 and nb in (0x88, 0x89, 0xC6, 0xC7):
                    return Success, MCInst(II.XRELEASE_PREFIX, []), i + 1
                if nb == 0x0F or nb == 0x66 or nb & 0xF0 == 0x40:
                    mandatory = b
                if nb >= 0:
                    rep = b
            elif b == 0x67:
                has67 = True
            elif b == 0xF0:
                lock = True
            else:
                seg = _SEGMENTS[b]
            i += 1
        if i == n and n:
            # Prefixes and nothing after them: the last one is the instruction, the others its flags.
            last = _LONE_PREFIXES.get(data[n - 1])
            if last is None:
                return Fail, None, n
            return Success, MCInst(last, [], _prefix_flags(rep, lock)), n
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
        # The instruction context (LLVM: getID's attribute mask): a mandatory prefix (none in the one-byte
        # map) decides it; without one 66 is the operand size and, outside the one-byte map, F2/F3 select
        # the XD/XS forms.
        if not m:
            mandatory = 0
        if mandatory:
            ctx = _MANDATORY.index(mandatory) if mandatory != 0x66 else 1
        elif m and rep:
            ctx = _MANDATORY.index(rep)
        else:
            ctx = 0
        opsize = has66
        opcode = self._choose(cands, modrm, ctx, opsize, rex)
        if opcode < 0:
            # Like LLVM, the ModRM byte counts as read only if some instruction of the context wanted it.
            return Fail, None, i + (modrm >= 0 and self._choose(cands, -1, ctx, opsize, rex) >= 0)
        status, inst, size = self._operands(opcode, data, i, b, modrm, rex, has67, seg)
        if inst is not None and not mandatory:
            # Prefixes not taken as a mandatory prefix are kept as flags (F3 90 is PAUSE, not REP NOP).
            inst.flags |= _prefix_flags(0 if rep == 0xF3 and b == 0x90 else rep, lock)
        return status, inst, size

    @staticmethod
    def _choose(
        cands: tuple[tuple[int, int, int, int, int, int], ...], modrm: int, ctx: int, opsize: bool, rex: int
    ) -> int:
        """The most specific candidate of context ``ctx`` (0 none, 1 66, 2 XS, 3 XD), operand size, REX.W
        and ModRM; -1 if none.  Instructions without a mandatory prefix are candidates in every context,
        explicit ``PS`` ones only in the prefix-free one, ``OpSize16`` ones without a mandatory prefix not under
        F2/F3 (LLVM's context inheritance, X86DisassemblerTables.cpp ``inheritsFrom``).  ``modrm`` -1: any."""
        is_reg = modrm >= 0xC0
        reg = modrm >> 3 & 7
        w = rex & 8
        best, best_score = -1, -1
        for opcode, pfx, rex_w, os16, mod, ext in cands:
            if modrm >= 0 and (
                (mod == 1 and not is_reg)
                or (mod == 2 and is_reg)
                or (0 <= ext < 8 and reg != ext)
                or (ext >= 8 and modrm != ext - 8)
            ):
                continue
            if pfx == 4:
                if ctx or opsize:
                    continue
            elif pfx == 1:
                if not opsize or ctx > 1:
                    continue
            elif pfx:
                if pfx != ctx:
                    continue
            elif os16 and ctx > 1:
                continue  # IC_XS_OPSIZE inherits from IC_XS, not from IC_OPSIZE
            if (rex_w and not w) or (os16 and not opsize):
                continue
            score = (0 < pfx < 4) << 3 | rex_w << 2 | os16 << 1 | (ext >= 0)
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
            elif kind == T.SRCIDX:  # translateSrcIndex: (R|E)SI and the segment override (0: none)
                ops.append(R.ESI if has67 else R.RSI)
                ops.append(seg)
            elif kind == T.DSTIDX:  # translateDstIndex: (R|E)DI; its segment is always ES
                ops.append(R.EDI if has67 else R.RDI)
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
