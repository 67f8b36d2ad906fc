"""x86 operand types, pointer register kinds and condition codes (LLVM: lib/Target/X86/X86InstrInfo.td,
X86InstrOperands.td).

What it is: the operand vocabulary used by the instruction files.

* Immediates: ``i8imm``..``i64imm``; sign-extended short forms ``i16i8imm``/``i32i8imm``/``i64i8imm`` (an imm8
  the CPU sign-extends) and ``i64i32imm`` (imm32 sign-extended to 64); ``u8imm`` (unsigned, SSE selectors).
* Branch targets ``brtarget``/``brtarget8``/``brtarget16``: PC-relative, printed by ``printPCRelImm``;
  ``i64i32imm_brtarget`` is CALL64pcrel32's.
* ``ccode``: a condition code (``X86::CondCode``: O NO B AE E NE BE A S NS P NP L GE LE G = 0..15), printed as
  the mnemonic suffix by ``printCondCode``.
* Memory: the five-part x86 reference, always five machine operands in this order::

      base (ptr_rc)   scale (1/2/4/8)   index (ptr_rc_nosp)   disp (i32 or symbol)   segment (SEGMENT_REG)

  ``i8mem``..``i128mem``/``f32mem``/``f64mem`` differ only in the Intel-syntax size keyword
  (``byte ptr``...); ``lea64mem``/``lea64_32mem`` use GR64 registers regardless of mode; ``anymem`` and
  ``opaquemem`` print no size.
* String-instruction operands (LLVM's ``X86SrcIdxOperand``/``X86DstIdxOperand``): ``srcidx8``..``srcidx64`` are
  (base, segment) -- ``(%rsi)``, any segment override; ``dstidx8``..``dstidx64`` are (base) alone --
  ``%es:(%rdi)``, whose segment cannot be overridden.  The base is RSI/RDI (ESI/EDI with a 67 prefix).

``ptr_rc`` (kind 0) is GR64 in 64-bit mode and GR32 in 32-bit mode; ``ptr_rc_nosp`` (kind 1) excludes the
stack pointer (it cannot be an index); ``ptr_rc_tailcall`` (kind 4) is GR64_TC.
"""

from __future__ import annotations

from pyllc.tblgen.records import OPERAND_PCREL, AsmOperandClass, MemOperand, Operand, PointerRegClass

from .register_info import GR64, GR64_NOSP, SEGMENT_REG

# ---- pointer register kinds (X86RegisterInfo::getPointerRegClass) --------------------------------------------
ptr_rc = PointerRegClass("ptr_rc", 0)
ptr_rc_nosp = PointerRegClass("ptr_rc_nosp", 1)
ptr_rc_norex = PointerRegClass("ptr_rc_norex", 2)
ptr_rc_norex_nosp = PointerRegClass("ptr_rc_norex_nosp", 3)
ptr_rc_tailcall = PointerRegClass("ptr_rc_tailcall", 4)

# ---- assembler operand classes (X86InstrInfo.td / X86InstrOperands.td ``AsmOperandClass``) -----------------------
# Sign-extended immediate classes: a value belongs to ImmSExti32i8 when the CPU's sign extension of its low byte gives
# it back as a 32-bit value (so 0xFFFFFFFF is -1); the matcher tries subclasses first, so the imm8 forms win when
# the value fits.  A symbolic immediate belongs to every class (relaxation widens it later).
ImmAsmOperand = AsmOperandClass("Imm")
ImmSExti64i32AsmOperand = AsmOperandClass("ImmSExti64i32", ("Imm",))
ImmSExti16i8AsmOperand = AsmOperandClass("ImmSExti16i8", ("ImmSExti64i32",))
ImmSExti32i8AsmOperand = AsmOperandClass("ImmSExti32i8", ("Imm",))
ImmSExti64i8AsmOperand = AsmOperandClass("ImmSExti64i8", ("ImmSExti16i8", "ImmSExti32i8", "ImmSExti64i32"))
ImmUnsignedi8AsmOperand = AsmOperandClass("ImmUnsignedi8")
X86MemAsmOperand = AsmOperandClass("Mem", render="addMemOperands")
X86Mem8AsmOperand = AsmOperandClass("Mem8", ("Mem",), render="addMemOperands")
X86Mem16AsmOperand = AsmOperandClass("Mem16", ("Mem",), render="addMemOperands")
X86Mem32AsmOperand = AsmOperandClass("Mem32", ("Mem",), render="addMemOperands")
X86Mem64AsmOperand = AsmOperandClass("Mem64", ("Mem",), render="addMemOperands")
X86Mem80AsmOperand = AsmOperandClass("Mem80", ("Mem",), render="addMemOperands")
X86Mem128AsmOperand = AsmOperandClass("Mem128", ("Mem",), render="addMemOperands")
# String-instruction operands: a memory operand with base (R|E)SI / (R|E)DI only, no displacement
# (X86Operand::isSrcIdx / isDstIdx, the destination's segment ES or none), sized as the Mem<n> it refines.
X86SrcIdx8Operand = AsmOperandClass("SrcIdx8", ("Mem8",), render="addSrcIdxOperands")
X86SrcIdx16Operand = AsmOperandClass("SrcIdx16", ("Mem16",), render="addSrcIdxOperands")
X86SrcIdx32Operand = AsmOperandClass("SrcIdx32", ("Mem32",), render="addSrcIdxOperands")
X86SrcIdx64Operand = AsmOperandClass("SrcIdx64", ("Mem64",), render="addSrcIdxOperands")
X86DstIdx8Operand = AsmOperandClass("DstIdx8", ("Mem8",), render="addDstIdxOperands")
X86DstIdx16Operand = AsmOperandClass("DstIdx16", ("Mem16",), render="addDstIdxOperands")
X86DstIdx32Operand = AsmOperandClass("DstIdx32", ("Mem32",), render="addDstIdxOperands")
X86DstIdx64Operand = AsmOperandClass("DstIdx64", ("Mem64",), render="addDstIdxOperands")
#: A branch target: a memory operand with only a displacement (AT&T ``jmp foo``), rendered as the displacement.
X86AbsMemAsmOperand = AsmOperandClass("AbsMem", ("Mem",), render="addAbsMemOperands")

# ---- immediates ---------------------------------------------------------------------------------------------------
i8imm = Operand("i8imm", "i8")
i16imm = Operand("i16imm", "i16")
i32imm = Operand("i32imm", "i32")
i64imm = Operand("i64imm", "i64")
u8imm = Operand("u8imm", "i8", print_method="printU8Imm", match_class="ImmUnsignedi8")
i16i8imm = Operand("i16i8imm", "i16", match_class="ImmSExti16i8")
i32i8imm = Operand("i32i8imm", "i32", match_class="ImmSExti32i8")
i64i8imm = Operand("i64i8imm", "i64", match_class="ImmSExti64i8")
i64i32imm = Operand("i64i32imm", "i64", match_class="ImmSExti64i32")
i16u8imm = Operand("i16u8imm", "i16", print_method="printU8Imm", match_class="ImmUnsignedi8")
i32u8imm = Operand("i32u8imm", "i32", print_method="printU8Imm", match_class="ImmUnsignedi8")
i64u8imm = Operand("i64u8imm", "i64", print_method="printU8Imm", match_class="ImmUnsignedi8")

# ---- branch targets -------------------------------------------------------------------------------------------------
brtarget = Operand("brtarget", "OtherVT", OPERAND_PCREL, "printPCRelImm", match_class="AbsMem")
brtarget8 = Operand("brtarget8", "OtherVT", OPERAND_PCREL, "printPCRelImm", match_class="AbsMem")
brtarget16 = Operand("brtarget16", "OtherVT", OPERAND_PCREL, "printPCRelImm", match_class="AbsMem")
brtarget32 = Operand("brtarget32", "OtherVT", OPERAND_PCREL, "printPCRelImm", match_class="AbsMem")
i64i32imm_brtarget = Operand(
    "i64i32imm_brtarget", "i64", OPERAND_PCREL, "printPCRelImm", match_class="AbsMem"
)

# ---- condition codes ------------------------------------------------------------------------------------------------
ccode = Operand("ccode", "i8", "OPERAND_COND_CODE", "printCondCode")

#: X86::CondCode names, index = encoding (added to the opcode byte by AddCCFrm / *CC formats).
COND_CODES: tuple[str, ...] = (
    "o",
    "no",
    "b",
    "ae",
    "e",
    "ne",
    "be",
    "a",
    "s",
    "ns",
    "p",
    "np",
    "l",
    "ge",
    "le",
    "g",
)

# ---- memory references ---------------------------------------------------------------------------------------------
_MEM = (
    ("base", ptr_rc),
    ("scale", i8imm),
    ("index", ptr_rc_nosp),
    ("disp", i32imm),
    ("segment", SEGMENT_REG),
)
_LEA64 = (("base", GR64), ("scale", i8imm), ("index", GR64_NOSP), ("disp", i32imm), ("segment", SEGMENT_REG))
_TC = (
    ("base", ptr_rc_tailcall),
    ("scale", i8imm),
    ("index", ptr_rc_tailcall),
    ("disp", i32imm),
    ("segment", SEGMENT_REG),
)

anymem = MemOperand("anymem", "iPTR", _MEM, "printanymem", match_class="Mem")
opaquemem = MemOperand("opaquemem", "iPTR", _MEM, "printMemReference", match_class="Mem")
i8mem = MemOperand("i8mem", "iPTR", _MEM, "printbytemem", match_class="Mem8")
i16mem = MemOperand("i16mem", "iPTR", _MEM, "printwordmem", match_class="Mem16")
i32mem = MemOperand("i32mem", "iPTR", _MEM, "printdwordmem", match_class="Mem32")
i64mem = MemOperand("i64mem", "iPTR", _MEM, "printqwordmem", match_class="Mem64")
i128mem = MemOperand("i128mem", "iPTR", _MEM, "printxmmwordmem", match_class="Mem128")
f32mem = MemOperand("f32mem", "iPTR", _MEM, "printdwordmem", match_class="Mem32")
f64mem = MemOperand("f64mem", "iPTR", _MEM, "printqwordmem", match_class="Mem64")
f80mem = MemOperand("f80mem", "iPTR", _MEM, "printtbytemem", match_class="Mem80")
f128mem = MemOperand("f128mem", "iPTR", _MEM, "printxmmwordmem", match_class="Mem128")
ssmem = MemOperand("ssmem", "iPTR", _MEM, "printdwordmem", match_class="Mem32")
sdmem = MemOperand("sdmem", "iPTR", _MEM, "printqwordmem", match_class="Mem64")
lea64mem = MemOperand("lea64mem", "i64", _LEA64, "printanymem", match_class="Mem")
lea64_32mem = MemOperand("lea64_32mem", "i32", _LEA64, "printanymem", match_class="Mem")
i64mem_TC = MemOperand("i64mem_TC", "i64", _TC, "printqwordmem", match_class="Mem64")

# ---- string-instruction operands (X86SrcIdxOperand: MIOperandInfo (ptr_rc, SEGMENT_REG); X86DstIdxOperand:
# (ptr_rc)) ----------------------------------------------------------------------------------------------------
_SRCIDX = (("base", ptr_rc), ("segment", SEGMENT_REG))
_DSTIDX = (("base", ptr_rc),)
srcidx8 = MemOperand("srcidx8", "iPTR", _SRCIDX, "printSrcIdx8", match_class="SrcIdx8")
srcidx16 = MemOperand("srcidx16", "iPTR", _SRCIDX, "printSrcIdx16", match_class="SrcIdx16")
srcidx32 = MemOperand("srcidx32", "iPTR", _SRCIDX, "printSrcIdx32", match_class="SrcIdx32")
srcidx64 = MemOperand("srcidx64", "iPTR", _SRCIDX, "printSrcIdx64", match_class="SrcIdx64")
dstidx8 = MemOperand("dstidx8", "iPTR", _DSTIDX, "printDstIdx8", match_class="DstIdx8")
dstidx16 = MemOperand("dstidx16", "iPTR", _DSTIDX, "printDstIdx16", match_class="DstIdx16")
dstidx32 = MemOperand("dstidx32", "iPTR", _DSTIDX, "printDstIdx32", match_class="DstIdx32")
dstidx64 = MemOperand("dstidx64", "iPTR", _DSTIDX, "printDstIdx64", match_class="DstIdx64")
