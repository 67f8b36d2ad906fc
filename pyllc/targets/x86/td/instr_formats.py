"""x86 instruction formats and encoding traits (LLVM: lib/Target/X86/X86InstrFormats.td, X86BaseInfo.h).

What it is: the vocabulary for the ``encoding`` field of x86 instruction records.  An x86 instruction is::

    [legacy prefixes] [REX] [0F [38|3A]] opcode [ModRM] [SIB] [disp8|disp32] [imm8|imm16|imm32|imm64]

    ModRM = mod(2) reg(3) rm(3)      SIB = scale(2) index(3) base(3)
    REX   = 0100 W R X B             (W: 64-bit operand; R/X/B: bit 3 of reg / index / base-or-rm)

The *format* says where the operands go (LLVM's ``Format`` values):

* ``PrefixByte`` -- a prefix byte written as an instruction of its own (``lock``, ``rep``).
* ``RawFrm`` -- no ModRM; operands are implicit or an immediate/branch displacement (``RET64``, ``JMP_1``).
* ``RawFrmSrc``/``RawFrmDst``/``RawFrmDstSrc`` -- no ModRM; string instructions whose memory operands are
  RSI (source, segment overridable) and RDI (destination, ES) (``lodsb``, ``stosb``, ``movsb``).
* ``AddRegFrm`` -- the register is added to the opcode byte (``PUSH64r`` = 0x50+r, ``MOV32ri`` = 0xB8+r).
* ``AddCCFrm`` -- the condition code is added to the opcode (``JCC_1`` = 0x70+cc).
* ``MRMDestReg``/``MRMDestMem`` -- ModRM.rm is the destination (register / memory), ModRM.reg the source.
* ``MRMSrcReg``/``MRMSrcMem`` -- ModRM.reg is the destination, ModRM.rm (register / memory) the source.
* ``MRMSrcRegCC``/``MRMSrcMemCC`` -- as MRMSrc*, condition code added to the opcode (``CMOV32rr``).
* ``MRMXrCC``/``MRMXmCC`` -- ModRM.reg = 0, rm operand, condition code added to the opcode (``SETCCr``).
* ``MRM0r``..``MRM7r``/``MRM0m``..``MRM7m`` -- ModRM.reg holds an opcode extension /0../7.
* ``MRMXr``/``MRMXm`` -- ModRM.reg ignored (encoded 0).
* ``MRM_C0``..``MRM_FF`` -- the opcode, then a fixed ModRM byte (``mfence`` 0F AE F0, ``fchs`` D9 E0).
* ``Pseudo`` -- not encodable; expanded before emission.

Traits select the escape map (``TB`` = 0F, ``T8`` = 0F 38, ``TA`` = 0F 3A), the mandatory prefix (``PD`` = 66,
``XS`` = F3, ``XD`` = F2, ``PS`` = none), REX.W, the operand-size prefix (``OpSize16`` adds 66 in 32/64-bit
mode) and the immediate kind.  ``Imm32S`` is a 32-bit immediate sign-extended to 64 bits.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pyllc.tblgen.records import PSEUDO, InstEncoding

Trait = tuple[str, object]

# ---- traits ---------------------------------------------------------------------------------------------
TB: Trait = ("opmap", "TB")
T8: Trait = ("opmap", "T8")
TA: Trait = ("opmap", "TA")
PD: Trait = ("prefix", "PD")
XS: Trait = ("prefix", "XS")
XD: Trait = ("prefix", "XD")
PS: Trait = ("prefix", "PS")
REX_W: Trait = ("rex_w", True)
OpSize16: Trait = ("opsize", "OpSize16")
OpSize32: Trait = ("opsize", "OpSize32")
AdSize32: Trait = ("adsize", "AdSize32")
AdSize64: Trait = ("adsize", "AdSize64")
REP: Trait = ("rep", True)
#: The F0 prefix of instructions that are always locked (LLVM's ``LOCK`` class, TSFlags ``X86II::LOCK``).
LOCK: Trait = ("lock", True)
Imm8: Trait = ("imm", "Imm8")
Imm8PCRel: Trait = ("imm", "Imm8PCRel")
Imm16: Trait = ("imm", "Imm16")
Imm16PCRel: Trait = ("imm", "Imm16PCRel")
Imm32: Trait = ("imm", "Imm32")
Imm32S: Trait = ("imm", "Imm32S")
Imm32PCRel: Trait = ("imm", "Imm32PCRel")
Imm64: Trait = ("imm", "Imm64")

#: Format names in LLVM's order (the numbers are pyllc's and go into TSFlags bits 0-6).
FORMS: tuple[str, ...] = (
    "Pseudo",
    "RawFrm",
    "AddRegFrm",
    "RawFrmMemOffs",
    "RawFrmSrc",
    "RawFrmDst",
    "RawFrmDstSrc",
    "RawFrmImm8",
    "RawFrmImm16",
    "AddCCFrm",
    "PrefixByte",
    "MRMDestMem",
    "MRMSrcMem",
    "MRMSrcMemCC",
    "MRMXmCC",
    "MRMXm",
    "MRM0m",
    "MRM1m",
    "MRM2m",
    "MRM3m",
    "MRM4m",
    "MRM5m",
    "MRM6m",
    "MRM7m",
    "MRMDestReg",
    "MRMSrcReg",
    "MRMSrcRegCC",
    "MRMXrCC",
    "MRMXr",
    "MRM0r",
    "MRM1r",
    "MRM2r",
    "MRM3r",
    "MRM4r",
    "MRM5r",
    "MRM6r",
    "MRM7r",
    "MRM_F0",
    # The other fixed-ModRM formats (LLVM's MRM_C0..MRM_FF), after MRM_F0 so its number stays.
    *(f"MRM_{_b:02X}" for _b in range(0xC0, 0x100) if _b != 0xF0),
)
IMM_KINDS: tuple[str, ...] = (
    "NoImm",
    "Imm8",
    "Imm8PCRel",
    "Imm8Reg",
    "Imm16",
    "Imm16PCRel",
    "Imm32",
    "Imm32PCRel",
    "Imm32S",
    "Imm64",
)
OPMAPS: tuple[str, ...] = ("OB", "TB", "T8", "TA")
PREFIXES: tuple[str, ...] = ("", "PD", "XS", "XD", "PS")
OPSIZES: tuple[str, ...] = ("OpSizeFixed", "OpSize16", "OpSize32")


@dataclass(slots=True, frozen=True)
class X86Encoding(InstEncoding):
    """A byte-oriented x86 encoding (LLVM: X86InstrFormats.td ``X86Inst`` TSFlags fields).

    ``form`` is the format name (:data:`FORMS`), ``opcode`` the last opcode byte, ``opmap`` the escape
    (``OB`` one-byte, ``TB`` 0F, ``T8`` 0F38, ``TA`` 0F3A), ``prefix`` the mandatory prefix (``PD`` 66,
    ``XS`` F3, ``XD`` F2, ``PS`` none), ``opsize`` ``OpSize16``/``OpSize32``/``OpSizeFixed``, ``imm`` the
    immediate kind (:data:`IMM_KINDS`).
    """

    form: str
    opcode: int = 0
    opmap: str = "OB"
    prefix: str = ""
    rex_w: bool = False
    opsize: str = "OpSizeFixed"
    adsize: str = "AdSizeX"
    imm: str = "NoImm"
    rep: bool = False
    lock: bool = False

    def with_(self, **kw: object) -> "X86Encoding":
        """A copy with some fields changed (TableGen's ``let`` on one record)."""
        return replace(self, **kw)  # pyright: ignore[reportArgumentType]

    def ts_flags(self) -> int:
        """pyllc's TSFlags packing: form | opmap << 7 | prefix << 9 | rex_w << 12 | opsize << 13 |
        imm_kind << 15 | lock << 19 | opcode << 24."""
        return (
            FORMS.index(self.form)
            | OPMAPS.index(self.opmap) << 7
            | PREFIXES.index(self.prefix) << 9
            | int(self.rex_w) << 12
            | OPSIZES.index(self.opsize) << 13
            | IMM_KINDS.index(self.imm) << 15
            | int(self.lock) << 19
            | (self.opcode & 0xFF) << 24
        )


def _enc(form: str, opcode: int, traits: tuple[Trait, ...]) -> X86Encoding:
    kw: dict[str, object] = {}
    for k, v in traits:
        kw[k] = v
    return X86Encoding(form, opcode).with_(**kw) if kw else X86Encoding(form, opcode)


def RawFrm(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("RawFrm", opcode, t)


def RawFrmSrc(opcode: int, *t: Trait) -> X86Encoding:
    """No ModRM; the one operand is a string source (``srcidx``: RSI and a segment, ``lodsb``)."""
    return _enc("RawFrmSrc", opcode, t)


def RawFrmDst(opcode: int, *t: Trait) -> X86Encoding:
    """No ModRM; the one operand is a string destination (``dstidx``: RDI, always ES, ``stosb``)."""
    return _enc("RawFrmDst", opcode, t)


def RawFrmDstSrc(opcode: int, *t: Trait) -> X86Encoding:
    """No ModRM; a string destination then a source (``movsb``, ``cmpsb``)."""
    return _enc("RawFrmDstSrc", opcode, t)


def PrefixByte(opcode: int, *t: Trait) -> X86Encoding:
    """A prefix byte standing alone as an instruction (``lock``, ``rep``, ``data16``)."""
    return _enc("PrefixByte", opcode, t)


def AddRegFrm(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("AddRegFrm", opcode, t)


def AddCCFrm(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("AddCCFrm", opcode, t)


def MRMDestReg(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMDestReg", opcode, t)


def MRMDestMem(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMDestMem", opcode, t)


def MRMSrcReg(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMSrcReg", opcode, t)


def MRMSrcMem(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMSrcMem", opcode, t)


def MRMSrcRegCC(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMSrcRegCC", opcode, t)


def MRMSrcMemCC(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMSrcMemCC", opcode, t)


def MRMXrCC(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMXrCC", opcode, t)


def MRMXmCC(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMXmCC", opcode, t)


def MRMXr(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMXr", opcode, t)


def MRMXm(opcode: int, *t: Trait) -> X86Encoding:
    return _enc("MRMXm", opcode, t)


def MRMr(n: int, opcode: int, *t: Trait) -> X86Encoding:
    """``MRM<n>r``: register operand in ModRM.rm, opcode extension ``n`` in ModRM.reg."""
    return _enc(f"MRM{n}r", opcode, t)


def MRMm(n: int, opcode: int, *t: Trait) -> X86Encoding:
    """``MRM<n>m``: memory operand in ModRM.rm, opcode extension ``n`` in ModRM.reg."""
    return _enc(f"MRM{n}m", opcode, t)


def MRM_F0(opcode: int, *t: Trait) -> X86Encoding:
    """``MRM_F0``: the opcode, then the fixed ModRM byte F0 (``mfence`` is 0F AE F0)."""
    return _enc("MRM_F0", opcode, t)


def MRMFixed(modrm: int, opcode: int, *t: Trait) -> X86Encoding:
    """``MRM_<modrm>`` (LLVM's ``MRM_C0``..``MRM_FF``): the opcode, then the fixed ModRM byte ``modrm``
    (``fchs`` is D9 E0, ``fldz`` D9 EE)."""
    assert 0xC0 <= modrm <= 0xFF
    return _enc(f"MRM_{modrm:02X}", opcode, t)


Pseudo = PSEUDO
