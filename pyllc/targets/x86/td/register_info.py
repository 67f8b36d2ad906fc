"""The x86 register file (LLVM: lib/Target/X86/X86RegisterInfo.td).

What it is: every x86 register LLVM 14 knows for x86-64 and i686 code generation, with its hardware
encoding, DWARF number and direct sub-registers; the register classes in LLVM 14's allocation orders; and
the callee-saved sets of X86CallingConv.td (``CSR_64``...), from which the generator derives regmasks.

Structure of a general-purpose register (RAX shown; R8..R15 the same with ``R8B``/``R8BH``/``R8W``/``R8WH``)::

    RAX ─sub_32bit─► EAX ─sub_16bit─► AX ─sub_8bit─► AL
                         └sub_16bit_hi► HAX  └sub_8bit_hi─► AH

``HAX`` and the other upper halves are artificial: they exist so that the register units of EAX are
{AL, AH, HAX}, hence a write of AX does not look like a full write of EAX.  SIL/DIL/BPL/SPL and R8B..R15B have
phony high bytes (``SIH``... via ``sub_8bit_hi_phony``) for the same reason.  XMMn ⊂ YMMn ⊂ ZMMn via
``sub_xmm``/``sub_ymm``.  Register numbers are assigned by the generator in LLVM's order (records sorted by
name, digit runs compared as numbers).

Allocation orders put caller-saved registers first and the callee-saved ones (RBX, RBP, R12-R15) last;
R12/R13 come last of all because as a base register they cost an extra SIB/displacement byte.  In 64-bit
mode GR8 and GR8_NOREX allocate from their alternative order without AH/BH/CH/DH.
"""

from __future__ import annotations

from pyllc.tblgen.records import CalleeSavedRegs, Register, RegisterClass, RegisterOperand, SubRegIndex

# ---- sub-register indices ------------------------------------------------------------------------------
sub_8bit = SubRegIndex("sub_8bit", 8, 0)
sub_8bit_hi = SubRegIndex("sub_8bit_hi", 8, 8)
sub_8bit_hi_phony = SubRegIndex("sub_8bit_hi_phony", 8, 8)
sub_16bit = SubRegIndex("sub_16bit", 16, 0)
sub_16bit_hi = SubRegIndex("sub_16bit_hi", 16, 16)
sub_32bit = SubRegIndex("sub_32bit", 32, 0)
sub_xmm = SubRegIndex("sub_xmm", 128, 0)
sub_ymm = SubRegIndex("sub_ymm", 256, 0)

SUB_REG_INDICES = (
    sub_8bit,
    sub_8bit_hi,
    sub_8bit_hi_phony,
    sub_16bit,
    sub_16bit_hi,
    sub_32bit,
    sub_xmm,
    sub_ymm,
)


def R(
    name: str, enc: int, dwarf: int = -1, subs: tuple[tuple[SubRegIndex, Register], ...] = (), cost: int = 0
) -> Register:
    """A register named as LLVM names it; the assembler name is the lower-case record name; ``cost`` is
    LLVM's ``CostPerUse``."""
    return Register(name, name.lower(), enc, subs, dwarf, cost_per_use=cost)


#: ``let CostPerUse = [1]`` of X86RegisterInfo.td: the registers that need a REX prefix (x86-64 only).
REX_COST = 1


def H(name: str) -> Register:
    """An artificial register (no assembler name) that only carries a register unit."""
    return Register(name, "", 0, (), -1, artificial=True)


# ---- 8-bit ---------------------------------------------------------------------------------------------

AL = R("AL", 0, 0)
CL = R("CL", 1, 2)
DL = R("DL", 2, 1)
BL = R("BL", 3, 3)
AH = R("AH", 4)
CH = R("CH", 5)
DH = R("DH", 6)
BH = R("BH", 7)
SIL = R("SIL", 6, 4)
DIL = R("DIL", 7, 5)
BPL = R("BPL", 5, 6)
SPL = R("SPL", 4, 7)
SIH = H("SIH")
DIH = H("DIH")
BPH = H("BPH")
SPH = H("SPH")
R8B = R("R8B", 8, 8, cost=REX_COST)
R9B = R("R9B", 9, 9, cost=REX_COST)
R10B = R("R10B", 10, 10, cost=REX_COST)
R11B = R("R11B", 11, 11, cost=REX_COST)
R12B = R("R12B", 12, 12, cost=REX_COST)
R13B = R("R13B", 13, 13, cost=REX_COST)
R14B = R("R14B", 14, 14, cost=REX_COST)
R15B = R("R15B", 15, 15, cost=REX_COST)
R8BH = H("R8BH")
R9BH = H("R9BH")
R10BH = H("R10BH")
R11BH = H("R11BH")
R12BH = H("R12BH")
R13BH = H("R13BH")
R14BH = H("R14BH")
R15BH = H("R15BH")

# ---- 16-bit --------------------------------------------------------------------------------------------
AX = R("AX", 0, 0, ((sub_8bit, AL), (sub_8bit_hi, AH)))
CX = R("CX", 1, 2, ((sub_8bit, CL), (sub_8bit_hi, CH)))
DX = R("DX", 2, 1, ((sub_8bit, DL), (sub_8bit_hi, DH)))
BX = R("BX", 3, 3, ((sub_8bit, BL), (sub_8bit_hi, BH)))
SI = R("SI", 6, 4, ((sub_8bit, SIL), (sub_8bit_hi_phony, SIH)))
DI = R("DI", 7, 5, ((sub_8bit, DIL), (sub_8bit_hi_phony, DIH)))
BP = R("BP", 5, 6, ((sub_8bit, BPL), (sub_8bit_hi_phony, BPH)))
SP = R("SP", 4, 7, ((sub_8bit, SPL), (sub_8bit_hi_phony, SPH)))
R8W = R("R8W", 8, 8, ((sub_8bit, R8B), (sub_8bit_hi_phony, R8BH)), cost=REX_COST)
R9W = R("R9W", 9, 9, ((sub_8bit, R9B), (sub_8bit_hi_phony, R9BH)), cost=REX_COST)
R10W = R("R10W", 10, 10, ((sub_8bit, R10B), (sub_8bit_hi_phony, R10BH)), cost=REX_COST)
R11W = R("R11W", 11, 11, ((sub_8bit, R11B), (sub_8bit_hi_phony, R11BH)), cost=REX_COST)
R12W = R("R12W", 12, 12, ((sub_8bit, R12B), (sub_8bit_hi_phony, R12BH)), cost=REX_COST)
R13W = R("R13W", 13, 13, ((sub_8bit, R13B), (sub_8bit_hi_phony, R13BH)), cost=REX_COST)
R14W = R("R14W", 14, 14, ((sub_8bit, R14B), (sub_8bit_hi_phony, R14BH)), cost=REX_COST)
R15W = R("R15W", 15, 15, ((sub_8bit, R15B), (sub_8bit_hi_phony, R15BH)), cost=REX_COST)
IP = R("IP", 0)
HAX = H("HAX")
HCX = H("HCX")
HDX = H("HDX")
HBX = H("HBX")
HSI = H("HSI")
HDI = H("HDI")
HBP = H("HBP")
HSP = H("HSP")
HIP = H("HIP")
R8WH = H("R8WH")
R9WH = H("R9WH")
R10WH = H("R10WH")
R11WH = H("R11WH")
R12WH = H("R12WH")
R13WH = H("R13WH")
R14WH = H("R14WH")
R15WH = H("R15WH")

# ---- 32-bit --------------------------------------------------------------------------------------------
EAX = R("EAX", 0, 0, ((sub_16bit, AX), (sub_16bit_hi, HAX)))
ECX = R("ECX", 1, 2, ((sub_16bit, CX), (sub_16bit_hi, HCX)))
EDX = R("EDX", 2, 1, ((sub_16bit, DX), (sub_16bit_hi, HDX)))
EBX = R("EBX", 3, 3, ((sub_16bit, BX), (sub_16bit_hi, HBX)))
ESI = R("ESI", 6, 4, ((sub_16bit, SI), (sub_16bit_hi, HSI)))
EDI = R("EDI", 7, 5, ((sub_16bit, DI), (sub_16bit_hi, HDI)))
EBP = R("EBP", 5, 6, ((sub_16bit, BP), (sub_16bit_hi, HBP)))
ESP = R("ESP", 4, 7, ((sub_16bit, SP), (sub_16bit_hi, HSP)))
R8D = R("R8D", 8, 8, ((sub_16bit, R8W), (sub_16bit_hi, R8WH)), cost=REX_COST)
R9D = R("R9D", 9, 9, ((sub_16bit, R9W), (sub_16bit_hi, R9WH)), cost=REX_COST)
R10D = R("R10D", 10, 10, ((sub_16bit, R10W), (sub_16bit_hi, R10WH)), cost=REX_COST)
R11D = R("R11D", 11, 11, ((sub_16bit, R11W), (sub_16bit_hi, R11WH)), cost=REX_COST)
R12D = R("R12D", 12, 12, ((sub_16bit, R12W), (sub_16bit_hi, R12WH)), cost=REX_COST)
R13D = R("R13D", 13, 13, ((sub_16bit, R13W), (sub_16bit_hi, R13WH)), cost=REX_COST)
R14D = R("R14D", 14, 14, ((sub_16bit, R14W), (sub_16bit_hi, R14WH)), cost=REX_COST)
R15D = R("R15D", 15, 15, ((sub_16bit, R15W), (sub_16bit_hi, R15WH)), cost=REX_COST)
EIP = R("EIP", 0, 8, ((sub_16bit, IP), (sub_16bit_hi, HIP)))

# ---- 64-bit --------------------------------------------------------------------------------------------
RAX = R("RAX", 0, 0, ((sub_32bit, EAX),))
RCX = R("RCX", 1, 2, ((sub_32bit, ECX),))
RDX = R("RDX", 2, 1, ((sub_32bit, EDX),))
RBX = R("RBX", 3, 3, ((sub_32bit, EBX),))
RSI = R("RSI", 6, 4, ((sub_32bit, ESI),))
RDI = R("RDI", 7, 5, ((sub_32bit, EDI),))
RBP = R("RBP", 5, 6, ((sub_32bit, EBP),))
RSP = R("RSP", 4, 7, ((sub_32bit, ESP),))
R8 = R("R8", 8, 8, ((sub_32bit, R8D),), cost=REX_COST)
R9 = R("R9", 9, 9, ((sub_32bit, R9D),), cost=REX_COST)
R10 = R("R10", 10, 10, ((sub_32bit, R10D),), cost=REX_COST)
R11 = R("R11", 11, 11, ((sub_32bit, R11D),), cost=REX_COST)
R12 = R("R12", 12, 12, ((sub_32bit, R12D),), cost=REX_COST)
R13 = R("R13", 13, 13, ((sub_32bit, R13D),), cost=REX_COST)
R14 = R("R14", 14, 14, ((sub_32bit, R14D),), cost=REX_COST)
R15 = R("R15", 15, 15, ((sub_32bit, R15D),), cost=REX_COST)
RIP = R("RIP", 0, 16, ((sub_32bit, EIP),))

# ---- pseudo index registers (``%eiz``/``%riz``: SIB index 100 = none) ---------------------------------
EIZ = R("EIZ", 4)
RIZ = R("RIZ", 4)

# ---- status and control --------------------------------------------------------------------------------
EFLAGS = R("EFLAGS", 0, 49)
DF = R("DF", 0)
FPSW = R("FPSW", 0)
FPCW = R("FPCW", 0)
MXCSR = R("MXCSR", 0)
SSP = R("SSP", 0)

# ---- segment registers ---------------------------------------------------------------------------------
ES = R("ES", 0, 50)
CS = R("CS", 1, 51)
SS = R("SS", 2, 52)
DS = R("DS", 3, 53)
FS = R("FS", 4, 54)
GS = R("GS", 5, 55)

# ---- x87: FP0-FP7 are the stackifier's virtual file, ST0-ST7 the real stack --------------------------
FP0 = R("FP0", 0)
FP1 = R("FP1", 1)
FP2 = R("FP2", 2)
FP3 = R("FP3", 3)
FP4 = R("FP4", 4)
FP5 = R("FP5", 5)
FP6 = R("FP6", 6)
FP7 = R("FP7", 7)
ST0 = Register("ST0", "st", 0, (), 33)  # printed "%st"; an RSTi operand prints "%st(0)"
ST1 = Register("ST1", "st(1)", 1, (), 34)
ST2 = Register("ST2", "st(2)", 2, (), 35)
ST3 = Register("ST3", "st(3)", 3, (), 36)
ST4 = Register("ST4", "st(4)", 4, (), 37)
ST5 = Register("ST5", "st(5)", 5, (), 38)
ST6 = Register("ST6", "st(6)", 6, (), 39)
ST7 = Register("ST7", "st(7)", 7, (), 40)

# ---- MMX -----------------------------------------------------------------------------------------------
MM0 = R("MM0", 0, 41)
MM1 = R("MM1", 1, 42)
MM2 = R("MM2", 2, 43)
MM3 = R("MM3", 3, 44)
MM4 = R("MM4", 4, 45)
MM5 = R("MM5", 5, 46)
MM6 = R("MM6", 6, 47)
MM7 = R("MM7", 7, 48)

# ---- SSE/AVX/AVX-512 vector registers ------------------------------------------------------------------
XMM0 = R("XMM0", 0, 17)
XMM1 = R("XMM1", 1, 18)
XMM2 = R("XMM2", 2, 19)
XMM3 = R("XMM3", 3, 20)
XMM4 = R("XMM4", 4, 21)
XMM5 = R("XMM5", 5, 22)
XMM6 = R("XMM6", 6, 23)
XMM7 = R("XMM7", 7, 24)
XMM8 = R("XMM8", 8, 25, cost=REX_COST)
XMM9 = R("XMM9", 9, 26, cost=REX_COST)
XMM10 = R("XMM10", 10, 27, cost=REX_COST)
XMM11 = R("XMM11", 11, 28, cost=REX_COST)
XMM12 = R("XMM12", 12, 29, cost=REX_COST)
XMM13 = R("XMM13", 13, 30, cost=REX_COST)
XMM14 = R("XMM14", 14, 31, cost=REX_COST)
XMM15 = R("XMM15", 15, 32, cost=REX_COST)
XMM16 = R("XMM16", 0, 67)
XMM17 = R("XMM17", 1, 68)
XMM18 = R("XMM18", 2, 69)
XMM19 = R("XMM19", 3, 70)
XMM20 = R("XMM20", 4, 71)
XMM21 = R("XMM21", 5, 72)
XMM22 = R("XMM22", 6, 73)
XMM23 = R("XMM23", 7, 74)
XMM24 = R("XMM24", 8, 75)
XMM25 = R("XMM25", 9, 76)
XMM26 = R("XMM26", 10, 77)
XMM27 = R("XMM27", 11, 78)
XMM28 = R("XMM28", 12, 79)
XMM29 = R("XMM29", 13, 80)
XMM30 = R("XMM30", 14, 81)
XMM31 = R("XMM31", 15, 82)
YMM0 = R("YMM0", 0, 17, ((sub_xmm, XMM0),))
YMM1 = R("YMM1", 1, 18, ((sub_xmm, XMM1),))
YMM2 = R("YMM2", 2, 19, ((sub_xmm, XMM2),))
YMM3 = R("YMM3", 3, 20, ((sub_xmm, XMM3),))
YMM4 = R("YMM4", 4, 21, ((sub_xmm, XMM4),))
YMM5 = R("YMM5", 5, 22, ((sub_xmm, XMM5),))
YMM6 = R("YMM6", 6, 23, ((sub_xmm, XMM6),))
YMM7 = R("YMM7", 7, 24, ((sub_xmm, XMM7),))
YMM8 = R("YMM8", 8, 25, ((sub_xmm, XMM8),), cost=REX_COST)
YMM9 = R("YMM9", 9, 26, ((sub_xmm, XMM9),), cost=REX_COST)
YMM10 = R("YMM10", 10, 27, ((sub_xmm, XMM10),), cost=REX_COST)
YMM11 = R("YMM11", 11, 28, ((sub_xmm, XMM11),), cost=REX_COST)
YMM12 = R("YMM12", 12, 29, ((sub_xmm, XMM12),), cost=REX_COST)
YMM13 = R("YMM13", 13, 30, ((sub_xmm, XMM13),), cost=REX_COST)
YMM14 = R("YMM14", 14, 31, ((sub_xmm, XMM14),), cost=REX_COST)
YMM15 = R("YMM15", 15, 32, ((sub_xmm, XMM15),), cost=REX_COST)
YMM16 = R("YMM16", 0, 67, ((sub_xmm, XMM16),))
YMM17 = R("YMM17", 1, 68, ((sub_xmm, XMM17),))
YMM18 = R("YMM18", 2, 69, ((sub_xmm, XMM18),))
YMM19 = R("YMM19", 3, 70, ((sub_xmm, XMM19),))
YMM20 = R("YMM20", 4, 71, ((sub_xmm, XMM20),))
YMM21 = R("YMM21", 5, 72, ((sub_xmm, XMM21),))
YMM22 = R("YMM22", 6, 73, ((sub_xmm, XMM22),))
YMM23 = R("YMM23", 7, 74, ((sub_xmm, XMM23),))
YMM24 = R("YMM24", 8, 75, ((sub_xmm, XMM24),))
YMM25 = R("YMM25", 9, 76, ((sub_xmm, XMM25),))
YMM26 = R("YMM26", 10, 77, ((sub_xmm, XMM26),))
YMM27 = R("YMM27", 11, 78, ((sub_xmm, XMM27),))
YMM28 = R("YMM28", 12, 79, ((sub_xmm, XMM28),))
YMM29 = R("YMM29", 13, 80, ((sub_xmm, XMM29),))
YMM30 = R("YMM30", 14, 81, ((sub_xmm, XMM30),))
YMM31 = R("YMM31", 15, 82, ((sub_xmm, XMM31),))
ZMM0 = R("ZMM0", 0, 17, ((sub_ymm, YMM0),))
ZMM1 = R("ZMM1", 1, 18, ((sub_ymm, YMM1),))
ZMM2 = R("ZMM2", 2, 19, ((sub_ymm, YMM2),))
ZMM3 = R("ZMM3", 3, 20, ((sub_ymm, YMM3),))
ZMM4 = R("ZMM4", 4, 21, ((sub_ymm, YMM4),))
ZMM5 = R("ZMM5", 5, 22, ((sub_ymm, YMM5),))
ZMM6 = R("ZMM6", 6, 23, ((sub_ymm, YMM6),))
ZMM7 = R("ZMM7", 7, 24, ((sub_ymm, YMM7),))
ZMM8 = R("ZMM8", 8, 25, ((sub_ymm, YMM8),), cost=REX_COST)
ZMM9 = R("ZMM9", 9, 26, ((sub_ymm, YMM9),), cost=REX_COST)
ZMM10 = R("ZMM10", 10, 27, ((sub_ymm, YMM10),), cost=REX_COST)
ZMM11 = R("ZMM11", 11, 28, ((sub_ymm, YMM11),), cost=REX_COST)
ZMM12 = R("ZMM12", 12, 29, ((sub_ymm, YMM12),), cost=REX_COST)
ZMM13 = R("ZMM13", 13, 30, ((sub_ymm, YMM13),), cost=REX_COST)
ZMM14 = R("ZMM14", 14, 31, ((sub_ymm, YMM14),), cost=REX_COST)
ZMM15 = R("ZMM15", 15, 32, ((sub_ymm, YMM15),), cost=REX_COST)
ZMM16 = R("ZMM16", 0, 67, ((sub_ymm, YMM16),))
ZMM17 = R("ZMM17", 1, 68, ((sub_ymm, YMM17),))
ZMM18 = R("ZMM18", 2, 69, ((sub_ymm, YMM18),))
ZMM19 = R("ZMM19", 3, 70, ((sub_ymm, YMM19),))
ZMM20 = R("ZMM20", 4, 71, ((sub_ymm, YMM20),))
ZMM21 = R("ZMM21", 5, 72, ((sub_ymm, YMM21),))
ZMM22 = R("ZMM22", 6, 73, ((sub_ymm, YMM22),))
ZMM23 = R("ZMM23", 7, 74, ((sub_ymm, YMM23),))
ZMM24 = R("ZMM24", 8, 75, ((sub_ymm, YMM24),))
ZMM25 = R("ZMM25", 9, 76, ((sub_ymm, YMM25),))
ZMM26 = R("ZMM26", 10, 77, ((sub_ymm, YMM26),))
ZMM27 = R("ZMM27", 11, 78, ((sub_ymm, YMM27),))
ZMM28 = R("ZMM28", 12, 79, ((sub_ymm, YMM28),))
ZMM29 = R("ZMM29", 13, 80, ((sub_ymm, YMM29),))
ZMM30 = R("ZMM30", 14, 81, ((sub_ymm, YMM30),))
ZMM31 = R("ZMM31", 15, 82, ((sub_ymm, YMM31),))

# ---- AVX-512 mask registers ----------------------------------------------------------------------------
K0 = R("K0", 0, 118)
K1 = R("K1", 1, 119)
K2 = R("K2", 2, 120)
K3 = R("K3", 3, 121)
K4 = R("K4", 4, 122)
K5 = R("K5", 5, 123)
K6 = R("K6", 6, 124)
K7 = R("K7", 7, 125)

# ---- AMX tile registers and the tile configuration ------------------------------------------------------
TMMCFG = R("TMMCFG", 0)
TMM0 = R("TMM0", 0)
TMM1 = R("TMM1", 1)
TMM2 = R("TMM2", 2)
TMM3 = R("TMM3", 3)
TMM4 = R("TMM4", 4)
TMM5 = R("TMM5", 5)
TMM6 = R("TMM6", 6)
TMM7 = R("TMM7", 7)

# ---- debug and control registers -----------------------------------------------------------------------
DR0 = R("DR0", 0)
DR1 = R("DR1", 1)
DR2 = R("DR2", 2)
DR3 = R("DR3", 3)
DR4 = R("DR4", 4)
DR5 = R("DR5", 5)
DR6 = R("DR6", 6)
DR7 = R("DR7", 7)
DR8 = R("DR8", 0)
DR9 = R("DR9", 1)
DR10 = R("DR10", 2)
DR11 = R("DR11", 3)
DR12 = R("DR12", 4)
DR13 = R("DR13", 5)
DR14 = R("DR14", 6)
DR15 = R("DR15", 7)
CR0 = R("CR0", 0)
CR1 = R("CR1", 1)
CR2 = R("CR2", 2)
CR3 = R("CR3", 3)
CR4 = R("CR4", 4)
CR5 = R("CR5", 5)
CR6 = R("CR6", 6)
CR7 = R("CR7", 7)
CR8 = R("CR8", 0)
CR9 = R("CR9", 1)
CR10 = R("CR10", 2)
CR11 = R("CR11", 3)
CR12 = R("CR12", 4)
CR13 = R("CR13", 5)
CR14 = R("CR14", 6)
CR15 = R("CR15", 7)


# ---- register classes (in LLVM 14's definition order) ------------------------------------------------------
# RegisterClass(name, value types, alignment in bits, members in allocation order, ...)
GR8 = RegisterClass(
    "GR8",
    ("i8",),
    8,
    (AL, CL, DL, AH, CH, DH, BL, BH, SIL, DIL, BPL, SPL, R8B, R9B, R10B, R11B, R14B, R15B, R12B, R13B),
    alt_orders=((AL, CL, DL, BL, SIL, DIL, BPL, SPL, R8B, R9B, R10B, R11B, R14B, R15B, R12B, R13B),),
)
GRH8 = RegisterClass(
    "GRH8",
    ("i8",),
    8,
    (SIH, DIH, BPH, SPH, R8BH, R9BH, R10BH, R11BH, R12BH, R13BH, R14BH, R15BH),
    allocatable=False,
)
GR16 = RegisterClass(
    "GR16", ("i16",), 16, (AX, CX, DX, SI, DI, BX, BP, SP, R8W, R9W, R10W, R11W, R14W, R15W, R12W, R13W)
)
GRH16 = RegisterClass(
    "GRH16",
    ("i16",),
    16,
    (HAX, HCX, HDX, HSI, HDI, HBX, HBP, HSP, HIP, R8WH, R9WH, R10WH, R11WH, R12WH, R13WH, R14WH, R15WH),
    allocatable=False,
)
GR32 = RegisterClass(
    "GR32",
    ("i32",),
    32,
    (EAX, ECX, EDX, ESI, EDI, EBX, EBP, ESP, R8D, R9D, R10D, R11D, R14D, R15D, R12D, R13D),
)
GR64 = RegisterClass(
    "GR64",
    ("i64",),
    64,
    (RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, RBX, R14, R15, R12, R13, RBP, RSP, RIP),
)
SEGMENT_REG = RegisterClass("SEGMENT_REG", ("i16",), 16, (CS, DS, SS, ES, FS, GS))
DEBUG_REG = RegisterClass(
    "DEBUG_REG",
    ("i32",),
    32,
    (DR0, DR1, DR2, DR3, DR4, DR5, DR6, DR7, DR8, DR9, DR10, DR11, DR12, DR13, DR14, DR15),
)
CONTROL_REG = RegisterClass(
    "CONTROL_REG",
    ("i64",),
    64,
    (CR0, CR1, CR2, CR3, CR4, CR5, CR6, CR7, CR8, CR9, CR10, CR11, CR12, CR13, CR14, CR15),
)
GR8_ABCD_L = RegisterClass("GR8_ABCD_L", ("i8",), 8, (AL, CL, DL, BL))
GR8_ABCD_H = RegisterClass("GR8_ABCD_H", ("i8",), 8, (AH, CH, DH, BH))
GR16_ABCD = RegisterClass("GR16_ABCD", ("i16",), 16, (AX, CX, DX, BX))
GR32_ABCD = RegisterClass("GR32_ABCD", ("i32",), 32, (EAX, ECX, EDX, EBX))
GR64_ABCD = RegisterClass("GR64_ABCD", ("i64",), 64, (RAX, RCX, RDX, RBX))
GR32_TC = RegisterClass("GR32_TC", ("i32",), 32, (EAX, ECX, EDX, ESP))
GR64_TC = RegisterClass("GR64_TC", ("i64",), 64, (RAX, RCX, RDX, RSI, RDI, R8, R9, R11, RIP, RSP))
GR64_TCW64 = RegisterClass("GR64_TCW64", ("i64",), 64, (RAX, RCX, RDX, R8, R9, R10, R11, RIP, RSP))
GR8_NOREX = RegisterClass(
    "GR8_NOREX", ("i8",), 8, (AL, CL, DL, AH, CH, DH, BL, BH), alt_orders=((AL, CL, DL, BL),)
)
GR16_NOREX = RegisterClass("GR16_NOREX", ("i16",), 16, (AX, CX, DX, SI, DI, BX, BP, SP))
GR32_NOREX = RegisterClass("GR32_NOREX", ("i32",), 32, (EAX, ECX, EDX, ESI, EDI, EBX, EBP, ESP))
GR64_NOREX = RegisterClass("GR64_NOREX", ("i64",), 64, (RAX, RCX, RDX, RSI, RDI, RBX, RBP, RSP, RIP))
GR32_NOSP = RegisterClass(
    "GR32_NOSP",
    ("i32",),
    32,
    (EAX, ECX, EDX, ESI, EDI, EBX, EBP, R8D, R9D, R10D, R11D, R14D, R15D, R12D, R13D),
)
GR64_NOSP = RegisterClass(
    "GR64_NOSP", ("i64",), 64, (RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, RBX, R14, R15, R12, R13, RBP)
)
GR32_NOREX_NOSP = RegisterClass("GR32_NOREX_NOSP", ("i32",), 32, (EAX, ECX, EDX, ESI, EDI, EBX, EBP))
GR64_NOREX_NOSP = RegisterClass("GR64_NOREX_NOSP", ("i64",), 64, (RAX, RCX, RDX, RSI, RDI, RBX, RBP))
LOW32_ADDR_ACCESS = RegisterClass(
    "LOW32_ADDR_ACCESS",
    ("i32",),
    32,
    (EAX, ECX, EDX, ESI, EDI, EBX, EBP, ESP, R8D, R9D, R10D, R11D, R14D, R15D, R12D, R13D, RIP),
)
LOW32_ADDR_ACCESS_RBP = RegisterClass(
    "LOW32_ADDR_ACCESS_RBP",
    ("i32",),
    32,
    (EAX, ECX, EDX, ESI, EDI, EBX, EBP, ESP, R8D, R9D, R10D, R11D, R14D, R15D, R12D, R13D, RIP, RBP),
)
GR32_AD = RegisterClass("GR32_AD", ("i32",), 32, (EAX, EDX))
GR64_AD = RegisterClass("GR64_AD", ("i64",), 64, (RAX, RDX))
FR32 = RegisterClass(
    "FR32",
    ("f32",),
    32,
    (XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15),
)
FR64 = RegisterClass(
    "FR64",
    ("f64",),
    64,
    (XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15),
)
FR16 = RegisterClass(
    "FR16",
    ("f16",),
    16,
    (XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15),
    size=32,
)
RFP32 = RegisterClass("RFP32", ("f32",), 32, (FP0, FP1, FP2, FP3, FP4, FP5, FP6))
RFP64 = RegisterClass("RFP64", ("f64",), 32, (FP0, FP1, FP2, FP3, FP4, FP5, FP6), size=64)
RFP80 = RegisterClass("RFP80", ("f80",), 32, (FP0, FP1, FP2, FP3, FP4, FP5, FP6), size=80)
RFP80_7 = RegisterClass("RFP80_7", ("f80",), 32, (FP7,), size=80, allocatable=False)
RST = RegisterClass(
    "RST", ("f80", "f64", "f32"), 32, (ST0, ST1, ST2, ST3, ST4, ST5, ST6, ST7), size=80, allocatable=False
)
#: The x87 stack register operand of ST(i) instructions: RST printed ``%st(N)``, ST0 too (LLVM's ``RSTi``).
RSTi = RegisterOperand.of(RST, "printSTiRegister")
VR64 = RegisterClass("VR64", ("x86mmx",), 64, (MM0, MM1, MM2, MM3, MM4, MM5, MM6, MM7))
VR128 = RegisterClass(
    "VR128",
    ("v4f32", "v2f64", "v8f16", "v16i8", "v8i16", "v4i32", "v2i64", "f128"),
    128,
    (XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15),
)
VR256 = RegisterClass(
    "VR256",
    ("v8f32", "v4f64", "v16f16", "v32i8", "v16i16", "v8i32", "v4i64"),
    256,
    (YMM0, YMM1, YMM2, YMM3, YMM4, YMM5, YMM6, YMM7, YMM8, YMM9, YMM10, YMM11, YMM12, YMM13, YMM14, YMM15),
)
CCR = RegisterClass("CCR", ("i32",), 32, (EFLAGS,), copy_cost=-1, allocatable=False)
FPCCR = RegisterClass("FPCCR", ("i16",), 16, (FPSW,), copy_cost=-1, allocatable=False)
DFCCR = RegisterClass("DFCCR", ("i32",), 32, (DF,), copy_cost=-1, allocatable=False)
VR512 = RegisterClass(
    "VR512",
    ("v16f32", "v8f64", "v32f16", "v64i8", "v32i16", "v16i32", "v8i64"),
    512,
    (
        ZMM0,
        ZMM1,
        ZMM2,
        ZMM3,
        ZMM4,
        ZMM5,
        ZMM6,
        ZMM7,
        ZMM8,
        ZMM9,
        ZMM10,
        ZMM11,
        ZMM12,
        ZMM13,
        ZMM14,
        ZMM15,
        ZMM16,
        ZMM17,
        ZMM18,
        ZMM19,
        ZMM20,
        ZMM21,
        ZMM22,
        ZMM23,
        ZMM24,
        ZMM25,
        ZMM26,
        ZMM27,
        ZMM28,
        ZMM29,
        ZMM30,
        ZMM31,
    ),
)
VR512_0_15 = RegisterClass(
    "VR512_0_15",
    ("v16f32", "v8f64", "v64i8", "v32i16", "v16i32", "v8i64"),
    512,
    (ZMM0, ZMM1, ZMM2, ZMM3, ZMM4, ZMM5, ZMM6, ZMM7, ZMM8, ZMM9, ZMM10, ZMM11, ZMM12, ZMM13, ZMM14, ZMM15),
)
FR32X = RegisterClass(
    "FR32X",
    ("f32",),
    32,
    (
        XMM0,
        XMM1,
        XMM2,
        XMM3,
        XMM4,
        XMM5,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
        XMM16,
        XMM17,
        XMM18,
        XMM19,
        XMM20,
        XMM21,
        XMM22,
        XMM23,
        XMM24,
        XMM25,
        XMM26,
        XMM27,
        XMM28,
        XMM29,
        XMM30,
        XMM31,
    ),
)
FR64X = RegisterClass(
    "FR64X",
    ("f64",),
    64,
    (
        XMM0,
        XMM1,
        XMM2,
        XMM3,
        XMM4,
        XMM5,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
        XMM16,
        XMM17,
        XMM18,
        XMM19,
        XMM20,
        XMM21,
        XMM22,
        XMM23,
        XMM24,
        XMM25,
        XMM26,
        XMM27,
        XMM28,
        XMM29,
        XMM30,
        XMM31,
    ),
)
FR16X = RegisterClass(
    "FR16X",
    ("f16",),
    16,
    (
        XMM0,
        XMM1,
        XMM2,
        XMM3,
        XMM4,
        XMM5,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
        XMM16,
        XMM17,
        XMM18,
        XMM19,
        XMM20,
        XMM21,
        XMM22,
        XMM23,
        XMM24,
        XMM25,
        XMM26,
        XMM27,
        XMM28,
        XMM29,
        XMM30,
        XMM31,
    ),
    size=32,
)
VR128X = RegisterClass(
    "VR128X",
    ("v4f32", "v2f64", "v8f16", "v16i8", "v8i16", "v4i32", "v2i64", "f128"),
    128,
    (
        XMM0,
        XMM1,
        XMM2,
        XMM3,
        XMM4,
        XMM5,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
        XMM16,
        XMM17,
        XMM18,
        XMM19,
        XMM20,
        XMM21,
        XMM22,
        XMM23,
        XMM24,
        XMM25,
        XMM26,
        XMM27,
        XMM28,
        XMM29,
        XMM30,
        XMM31,
    ),
)
VR256X = RegisterClass(
    "VR256X",
    ("v8f32", "v4f64", "v16f16", "v32i8", "v16i16", "v8i32", "v4i64"),
    256,
    (
        YMM0,
        YMM1,
        YMM2,
        YMM3,
        YMM4,
        YMM5,
        YMM6,
        YMM7,
        YMM8,
        YMM9,
        YMM10,
        YMM11,
        YMM12,
        YMM13,
        YMM14,
        YMM15,
        YMM16,
        YMM17,
        YMM18,
        YMM19,
        YMM20,
        YMM21,
        YMM22,
        YMM23,
        YMM24,
        YMM25,
        YMM26,
        YMM27,
        YMM28,
        YMM29,
        YMM30,
        YMM31,
    ),
)

VK1 = RegisterClass("VK1", ("v1i1",), 16, (K0, K1, K2, K3, K4, K5, K6, K7))
VK2 = RegisterClass("VK2", ("v2i1",), 16, (K0, K1, K2, K3, K4, K5, K6, K7))
VK4 = RegisterClass("VK4", ("v4i1",), 16, (K0, K1, K2, K3, K4, K5, K6, K7))
VK8 = RegisterClass("VK8", ("v8i1",), 16, (K0, K1, K2, K3, K4, K5, K6, K7))
VK16 = RegisterClass("VK16", ("v16i1",), 16, (K0, K1, K2, K3, K4, K5, K6, K7))
VK32 = RegisterClass("VK32", ("v32i1",), 32, (K0, K1, K2, K3, K4, K5, K6, K7))
VK64 = RegisterClass("VK64", ("v64i1",), 64, (K0, K1, K2, K3, K4, K5, K6, K7))
VK1WM = RegisterClass("VK1WM", ("v1i1",), 16, (K1, K2, K3, K4, K5, K6, K7))
VK2WM = RegisterClass("VK2WM", ("v2i1",), 16, (K1, K2, K3, K4, K5, K6, K7))
VK4WM = RegisterClass("VK4WM", ("v4i1",), 16, (K1, K2, K3, K4, K5, K6, K7))
VK8WM = RegisterClass("VK8WM", ("v8i1",), 16, (K1, K2, K3, K4, K5, K6, K7))
VK16WM = RegisterClass("VK16WM", ("v16i1",), 16, (K1, K2, K3, K4, K5, K6, K7))
VK32WM = RegisterClass("VK32WM", ("v32i1",), 32, (K1, K2, K3, K4, K5, K6, K7))
VK64WM = RegisterClass("VK64WM", ("v64i1",), 64, (K1, K2, K3, K4, K5, K6, K7))

TILE = RegisterClass(
    "TILE", ("x86amx",), 8192, (TMM0, TMM1, TMM2, TMM3, TMM4, TMM5, TMM6, TMM7), copy_cost=-1
)

# ---- classes of LLVM 14's description that pyllc's code generator does not choose yet (searched=False):
# known by name (MIR, inline asm) and membership; TableGen's inference (pyllc/tblgen/reg_class_inference.py)
# builds on them as LLVM's does.  GR64PLTSafe: no R10/R11 (an indirect call through the PLT may clobber them).
# GR32_DC...GR32_BPSP: the register pairs of the 32-bit ``A`` inline-asm constraint (the second register is the
# next one of the pair list).
GR64PLTSafe = RegisterClass(
    "GR64PLTSafe",
    ("i64",),
    64,
    (RAX, RCX, RDX, RSI, RDI, R8, R9, RBX, R14, R15, R12, R13, RBP),
    searched=False,
)
GR32_DC = RegisterClass("GR32_DC", ("i32",), 32, (EDX, ECX), searched=False)
GR32_CB = RegisterClass("GR32_CB", ("i32",), 32, (ECX, EBX), searched=False)
GR32_BSI = RegisterClass("GR32_BSI", ("i32",), 32, (EBX, ESI), searched=False)
GR32_SIDI = RegisterClass("GR32_SIDI", ("i32",), 32, (ESI, EDI), searched=False)
GR32_DIBP = RegisterClass("GR32_DIBP", ("i32",), 32, (EDI, EBP), searched=False)
GR32_BPSP = RegisterClass("GR32_BPSP", ("i32",), 32, (EBP, ESP), searched=False)

# ---- callee-saved register sets (X86CallingConv.td) -------------------------------------------------------
CSR_NoRegs = CalleeSavedRegs("CSR_NoRegs", ())
CSR_32 = CalleeSavedRegs("CSR_32", (ESI, EDI, EBX, EBP))
CSR_64 = CalleeSavedRegs("CSR_64", (RBX, R12, R13, R14, R15, RBP))
CSR_64_SwiftError = CalleeSavedRegs("CSR_64_SwiftError", (RBX, R13, R14, R15, RBP))
CSR_64_SwiftTail = CalleeSavedRegs("CSR_64_SwiftTail", (RBX, R12, R15, RBP))
CSR_32_AllRegs = CalleeSavedRegs("CSR_32_AllRegs", (EAX, EBX, ECX, EDX, EBP, ESI, EDI))
CSR_64_MostRegs = CalleeSavedRegs(
    "CSR_64_MostRegs",
    (
        RBX,
        RCX,
        RDX,
        RSI,
        RDI,
        R8,
        R9,
        R10,
        R11,
        R12,
        R13,
        R14,
        R15,
        RBP,
        XMM0,
        XMM1,
        XMM2,
        XMM3,
        XMM4,
        XMM5,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
    ),
)
CSR_64_AllRegs = CalleeSavedRegs(
    "CSR_64_AllRegs",
    (
        RBX,
        RCX,
        RDX,
        RSI,
        RDI,
        R8,
        R9,
        R10,
        R11,
        R12,
        R13,
        R14,
        R15,
        RBP,
        XMM0,
        XMM1,
        XMM2,
        XMM3,
        XMM4,
        XMM5,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
        RAX,
    ),
)
CSR_64_AllRegs_NoSSE = CalleeSavedRegs(
    "CSR_64_AllRegs_NoSSE", (RAX, RBX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, R12, R13, R14, R15, RBP)
)
CSR_64_RT_MostRegs = CalleeSavedRegs(
    "CSR_64_RT_MostRegs", (RBX, R12, R13, R14, R15, RBP, RAX, RCX, RDX, RSI, RDI, R8, R9, R10)
)
CSR_64_RT_AllRegs = CalleeSavedRegs(
    "CSR_64_RT_AllRegs",
    (
        RBX,
        R12,
        R13,
        R14,
        R15,
        RBP,
        RAX,
        RCX,
        RDX,
        RSI,
        RDI,
        R8,
        R9,
        R10,
        XMM0,
        XMM1,
        XMM2,
        XMM3,
        XMM4,
        XMM5,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
    ),
)
CSR_64_TLS_Darwin = CalleeSavedRegs(
    "CSR_64_TLS_Darwin", (RBX, R12, R13, R14, R15, RBP, RCX, RDX, RSI, R8, R9, R10, R11)
)
CSR_64_Intel_OCL_BI = CalleeSavedRegs(
    "CSR_64_Intel_OCL_BI",
    (RBX, R12, R13, R14, R15, RBP, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15),
)
CSR_64_HHVM = CalleeSavedRegs("CSR_64_HHVM", (R12,))
CSR_Win64_NoSSE = CalleeSavedRegs("CSR_Win64_NoSSE", (RBX, RBP, RDI, RSI, R12, R13, R14, R15))
CSR_Win64 = CalleeSavedRegs(
    "CSR_Win64",
    (
        RBX,
        RBP,
        RDI,
        RSI,
        R12,
        R13,
        R14,
        R15,
        XMM6,
        XMM7,
        XMM8,
        XMM9,
        XMM10,
        XMM11,
        XMM12,
        XMM13,
        XMM14,
        XMM15,
    ),
)
CSR_SysV64_RegCall_NoSSE = CalleeSavedRegs("CSR_SysV64_RegCall_NoSSE", (RBX, RBP, RSP, R12, R13, R14, R15))
CSR_SysV64_RegCall = CalleeSavedRegs(
    "CSR_SysV64_RegCall",
    (RBX, RBP, RSP, R12, R13, R14, R15, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15),
)
