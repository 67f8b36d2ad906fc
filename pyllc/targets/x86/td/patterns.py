"""x86 selection patterns (LLVM: the ``Pat<>`` s and instruction patterns of lib/Target/X86/X86InstrInfo.td,
X86InstrArithmetic.td, X86InstrCompiler.td, X86InstrCMovSetCC.td, X86InstrControl.td, X86InstrSSE.td...).

What it is: the DAG patterns the selector generator (``tblgen/dag_isel_emitter.py``) compiles into
``gen/dag_isel.py``.  Each ``P(src, dst)`` is TableGen's ``def : Pat<src, dst>`` in TableGen's own syntax:
``(i32 (add GR32:$a, i32immSExt8:$b))`` matches an i32 ``ISD::ADD`` whose second operand is a constant that
fits a sign-extended byte, and ``(ADD32ri8 $a, $b)`` is the instruction tree it becomes.

The file also holds the x86 DAG operators (``X86ISD::*`` nodes, numbered by X86TargetLowering), the
complex patterns (the x86 addressing mode, matched by X86DAGToDAGISel.select_addr & co.), the immediate
fragments, and the SDNodeXForms used by results.  Leaves:

* ``GR32:$x`` -- a value of the class's type, recorded as ``$x``; ``FR64:$x``, ``VR128:$x`` likewise.
* ``imm:$x``, ``timm:$x``, ``i32immSExt8:$x`` ... -- constants (``timm``: target constants such as
  condition codes); ``addr:$x`` -- a complex pattern producing the five memory operands.
* ``EFLAGS``, ``CL`` -- in a source pattern, the value is copied into that register (CopyToReg, glued to
  the selected instruction); bare integers match (or, in results, make) constants.

Ordering is the generator's business (LLVM's rule: pattern complexity, then result cost, then definition
order), so patterns are grouped by family here, not by priority.  Predicates name subtarget checks
(``UseIncDec``, ``NotPIC``...), implemented by the selector.
"""

from __future__ import annotations

from pyllc.tblgen.records import (
    ComplexPattern,
    Dag,
    P,
    PatFrag,
    SDNodeDef,
    SDNodeXForm,
    SDNPCommutative,
    SDNPHasChain,
    SDNPInGlue,
    SDNPMayLoad,
    SDNPMayStore,
    SDNPMemOperand,
    SDNPOptInGlue,
    SDNPOutGlue,
    SDNPSideEffect,
    SDNPVariadic,
)

# ---- x86 DAG operators (X86InstrInfo.td / X86InstrFragmentsSIMD.td) ------------------------------------
X86cmp = SDNodeDef("X86cmp", "X86ISD::CMP", 1, ("i32",))
X86fcmp = SDNodeDef("X86fcmp", "X86ISD::FCMP", 1, ("i32",))
X86bt = SDNodeDef("X86bt", "X86ISD::BT", 1, ("i32",))
X86cmov = SDNodeDef("X86cmov", "X86ISD::CMOV", 1)
X86brcond = SDNodeDef("X86brcond", "X86ISD::BRCOND", 0, props=SDNPHasChain)
X86setcc = SDNodeDef("X86setcc", "X86ISD::SETCC", 1, ("i8",))
X86setcc_c = SDNodeDef("X86setcc_c", "X86ISD::SETCC_CARRY", 1)
X86add_flag = SDNodeDef("X86add_flag", "X86ISD::ADD", 2, ("", "i32"), SDNPCommutative)
X86sub_flag = SDNodeDef("X86sub_flag", "X86ISD::SUB", 2, ("", "i32"))
X86and_flag = SDNodeDef("X86and_flag", "X86ISD::AND", 2, ("", "i32"), SDNPCommutative)
X86or_flag = SDNodeDef("X86or_flag", "X86ISD::OR", 2, ("", "i32"), SDNPCommutative)
X86xor_flag = SDNodeDef("X86xor_flag", "X86ISD::XOR", 2, ("", "i32"), SDNPCommutative)
X86adc_flag = SDNodeDef("X86adc_flag", "X86ISD::ADC", 2, ("", "i32"))
X86sbb_flag = SDNodeDef("X86sbb_flag", "X86ISD::SBB", 2, ("", "i32"))
X86smul_flag = SDNodeDef("X86smul_flag", "X86ISD::SMUL", 2, ("", "i32"), SDNPCommutative)
X86retflag = SDNodeDef("X86retflag", "X86ISD::RET_FLAG", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPVariadic)
X86call = SDNodeDef(
    "X86call", "X86ISD::CALL", 0, props=SDNPHasChain | SDNPOutGlue | SDNPOptInGlue | SDNPVariadic
)
X86tcret = SDNodeDef("X86tcret", "X86ISD::TC_RETURN", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPVariadic)
X86callseq_start = SDNodeDef("X86callseq_start", "ISD::CALLSEQ_START", 0, props=SDNPHasChain | SDNPOutGlue)
X86callseq_end = SDNodeDef(
    "X86callseq_end", "ISD::CALLSEQ_END", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPOutGlue
)
X86Wrapper = SDNodeDef("X86Wrapper", "X86ISD::Wrapper", 1)
X86WrapperRIP = SDNodeDef("X86WrapperRIP", "X86ISD::WrapperRIP", 1)
X86mul_imm = SDNodeDef("X86mul_imm", "X86ISD::MUL_IMM", 1)
X86fand = SDNodeDef("X86fand", "X86ISD::FAND", 1, props=SDNPCommutative)
X86for = SDNodeDef("X86for", "X86ISD::FOR", 1, props=SDNPCommutative)
X86fxor = SDNodeDef("X86fxor", "X86ISD::FXOR", 1, props=SDNPCommutative)
X86fandn = SDNodeDef("X86fandn", "X86ISD::FANDN", 1)
X86andnp = SDNodeDef("X86andnp", "X86ISD::ANDNP", 1)
X86fmin = SDNodeDef("X86fmin", "X86ISD::FMIN", 1)
X86fmax = SDNodeDef("X86fmax", "X86ISD::FMAX", 1)
X86fsetcc = SDNodeDef("X86fsetcc", "X86ISD::FSETCC", 1)
X86vzmovl = SDNodeDef("X86vzmovl", "X86ISD::VZEXT_MOVL", 1)
X86bsf = SDNodeDef("X86bsf", "X86ISD::BSF", 2, ("", "i32"))
X86bsr = SDNodeDef("X86bsr", "X86ISD::BSR", 2, ("", "i32"))
X86fshl = SDNodeDef("X86fshl", "X86ISD::FSHL", 1)
X86fshr = SDNodeDef("X86fshr", "X86ISD::FSHR", 1)
X86vaarg64 = SDNodeDef(
    "X86vaarg64",
    "X86ISD::VAARG_64",
    1,
    ("i64",),
    props=SDNPHasChain | SDNPMayLoad | SDNPMayStore | SDNPMemOperand,
)
_LOCK_RMW = SDNPHasChain | SDNPMayLoad | SDNPMayStore | SDNPMemOperand
X86lock_add = SDNodeDef("X86lock_add", "X86ISD::LADD", 1, ("i32",), props=_LOCK_RMW)
X86lock_sub = SDNodeDef("X86lock_sub", "X86ISD::LSUB", 1, ("i32",), props=_LOCK_RMW)
X86lock_or = SDNodeDef("X86lock_or", "X86ISD::LOR", 1, ("i32",), props=_LOCK_RMW)
X86lock_xor = SDNodeDef("X86lock_xor", "X86ISD::LXOR", 1, ("i32",), props=_LOCK_RMW)
X86lock_and = SDNodeDef("X86lock_and", "X86ISD::LAND", 1, ("i32",), props=_LOCK_RMW)
X86cas = SDNodeDef("X86cas", "X86ISD::LCMPXCHG_DAG", 0, props=_LOCK_RMW | SDNPInGlue | SDNPOutGlue)
X86mfence = SDNodeDef("X86mfence", "X86ISD::MFENCE", 0, props=SDNPHasChain | SDNPSideEffect)
X86MemBarrier = SDNodeDef("X86MemBarrier", "X86ISD::MEMBARRIER", 0, props=SDNPHasChain | SDNPSideEffect)
X86vastart_save_xmm_regs = SDNodeDef(
    "X86vastart_save_xmm_regs",
    "X86ISD::VASTART_SAVE_XMM_REGS",
    0,
    props=SDNPHasChain | SDNPMayStore | SDNPMemOperand | SDNPVariadic,
)

# ---- complex patterns (X86InstrInfo.td) ---------------------------------------------------------------------
addr = ComplexPattern("addr", "iPTR", 5, "select_addr", want_parent=True)
lea32addr = ComplexPattern(
    "lea32addr",
    "i32",
    5,
    "select_lea_addr",
    ("add", "sub", "mul", "X86mul_imm", "shl", "or", "xor", "frameindex"),
)
lea64_32addr = ComplexPattern(
    "lea64_32addr",
    "i32",
    5,
    "select_lea64_32_addr",
    ("add", "sub", "mul", "X86mul_imm", "shl", "or", "xor", "frameindex", "X86WrapperRIP"),
)
lea64addr = ComplexPattern(
    "lea64addr",
    "i64",
    5,
    "select_lea_addr",
    ("add", "sub", "mul", "X86mul_imm", "shl", "or", "xor", "frameindex", "X86WrapperRIP"),
)

# ---- immediate fragments (X86InstrInfo.td ImmLeaf) -----------------------------------------------------------
i16immSExt8 = PatFrag("i16immSExt8", (), Dag("imm", (), "i16"), "immSExt8", "i16")
i32immSExt8 = PatFrag("i32immSExt8", (), Dag("imm", (), "i32"), "immSExt8", "i32")
i64immSExt8 = PatFrag("i64immSExt8", (), Dag("imm", (), "i64"), "immSExt8", "i64")
i64immSExt32 = PatFrag("i64immSExt32", (), Dag("imm", (), "i64"), "immSExt32", "i64")
i64immZExt32 = PatFrag("i64immZExt32", (), Dag("imm", (), "i64"), "immZExt32", "i64")
i64immZExt32SExt8 = PatFrag("i64immZExt32SExt8", (), Dag("imm", (), "i64"), "immZExt32SExt8", "i64")
#: A 32-bit value whose definition zeroes the upper half of its 64-bit register (X86InstrCompiler.td def32).
def32 = PatFrag("def32", (), Dag("leaf", ("GR32:$src",)), "def32", "i32")
and_su = PatFrag("and_su", ("a", "b"), Dag("and", ("$a", "$b")), "one_use")
#: Aligned 128-bit loads (``alignedload``/``memop`` of X86InstrFragmentsSIMD.td).
alignedload = PatFrag("alignedload", ("ptr",), Dag("ld", ("$ptr",)), "alignedload")
memop = PatFrag("memop", ("ptr",), Dag("ld", ("$ptr",)), "memop")
alignedstore = PatFrag("alignedstore", ("val", "ptr"), Dag("st", ("$val", "$ptr")), "alignedstore")

#: An all-zeros BUILD_VECTOR (TargetSelectionDAG.td immAllZerosV).
immAllZerosV = PatFrag("immAllZerosV", (), Dag("build_vector"), "allzeros")

# ---- operand transforms ------------------------------------------------------------------------------------------
GetLo32XForm = SDNodeXForm("GetLo32XForm")
GetLo8XForm = SDNodeXForm("GetLo8XForm")

# =================================================================================================================
# Materializing constants (X86InstrCompiler.td, X86InstrInfo.td)
# =================================================================================================================
mov32r0 = P("(i32 0)", "(MOV32r0)", 10)
mov8r0 = P("(i8 0)", "(EXTRACT_SUBREG (MOV32r0), sub_8bit)", 10)
mov16r0 = P("(i16 0)", "(EXTRACT_SUBREG (MOV32r0), sub_16bit)", 10)
mov64r0 = P("(i64 0)", "(SUBREG_TO_REG (i64 0), (MOV32r0), sub_32bit)", 10)
mov8ri = P("(i8 imm:$src)", "(MOV8ri $src)")
mov16ri = P("(i16 imm:$src)", "(MOV16ri $src)")
mov32ri = P("(i32 imm:$src)", "(MOV32ri $src)")
mov32ri64 = P("(i64 i64immZExt32:$src)", "(MOV32ri64 $src)", 1)
mov64ri32 = P("(i64 i64immSExt32:$src)", "(MOV64ri32 $src)")
mov64ri = P("(i64 imm:$src)", "(MOV64ri $src)")
# Absolute symbol addresses (static relocation model, small code model: they fit 32 bits zero-extended).
wrapper_ga = P("(i64 (X86Wrapper tglobaladdr:$dst))", "(MOV32ri64 $dst)", 0, "NotPIC")
wrapper_cp = P("(i64 (X86Wrapper tconstpool:$dst))", "(MOV32ri64 $dst)", 0, "NotPIC")
wrapper_jt = P("(i64 (X86Wrapper tjumptable:$dst))", "(MOV32ri64 $dst)", 0, "NotPIC")
wrapper_es = P("(i64 (X86Wrapper texternalsym:$dst))", "(MOV32ri64 $dst)", 0, "NotPIC")
wrapper_ba = P("(i64 (X86Wrapper tblockaddress:$dst))", "(MOV32ri64 $dst)", 0, "NotPIC")
fsfld0ss = P("(f32 fpimm0)", "(FsFLD0SS)")
fsfld0sd = P("(f64 fpimm0)", "(FsFLD0SD)")

# =================================================================================================================
# Loads and stores (X86InstrInfo.td MOV*, X86InstrCompiler.td extending loads)
# =================================================================================================================
mov8rm = P("(i8 (loadi8 addr:$src))", "(MOV8rm addr:$src)")
mov16rm = P("(i16 (loadi16 addr:$src))", "(MOV16rm addr:$src)")
mov32rm = P("(i32 (loadi32 addr:$src))", "(MOV32rm addr:$src)")
mov64rm = P("(i64 (loadi64 addr:$src))", "(MOV64rm addr:$src)")
mov8mr = P("(store GR8:$src, addr:$dst)", "(MOV8mr addr:$dst, $src)")
mov16mr = P("(store GR16:$src, addr:$dst)", "(MOV16mr addr:$dst, $src)")
mov32mr = P("(store GR32:$src, addr:$dst)", "(MOV32mr addr:$dst, $src)")
mov64mr = P("(store GR64:$src, addr:$dst)", "(MOV64mr addr:$dst, $src)")
mov8mi = P("(store (i8 imm:$src), addr:$dst)", "(MOV8mi addr:$dst, $src)")
mov16mi = P("(store (i16 imm:$src), addr:$dst)", "(MOV16mi addr:$dst, $src)")
mov32mi = P("(store (i32 imm:$src), addr:$dst)", "(MOV32mi addr:$dst, $src)")
mov64mi32 = P("(store i64immSExt32:$src, addr:$dst)", "(MOV64mi32 addr:$dst, $src)")
mov8mr_trunc16 = P(
    "(truncstorei8 GR16:$src, addr:$dst)", "(MOV8mr addr:$dst, (EXTRACT_SUBREG GR16:$src, sub_8bit))"
)
mov8mr_trunc32 = P(
    "(truncstorei8 GR32:$src, addr:$dst)", "(MOV8mr addr:$dst, (EXTRACT_SUBREG GR32:$src, sub_8bit))"
)
mov8mr_trunc64 = P(
    "(truncstorei8 GR64:$src, addr:$dst)", "(MOV8mr addr:$dst, (EXTRACT_SUBREG GR64:$src, sub_8bit))"
)
mov16mr_trunc32 = P(
    "(truncstorei16 GR32:$src, addr:$dst)", "(MOV16mr addr:$dst, (EXTRACT_SUBREG GR32:$src, sub_16bit))"
)
mov16mr_trunc64 = P(
    "(truncstorei16 GR64:$src, addr:$dst)", "(MOV16mr addr:$dst, (EXTRACT_SUBREG GR64:$src, sub_16bit))"
)
mov32mr_trunc64 = P(
    "(truncstorei32 GR64:$src, addr:$dst)", "(MOV32mr addr:$dst, (EXTRACT_SUBREG GR64:$src, sub_32bit))"
)
# zero-extending loads
movzx16rm8 = P("(i16 (zextloadi8 addr:$src))", "(MOVZX16rm8 addr:$src)")
movzx32rm8 = P("(i32 (zextloadi8 addr:$src))", "(MOVZX32rm8 addr:$src)")
movzx32rm16 = P("(i32 (zextloadi16 addr:$src))", "(MOVZX32rm16 addr:$src)")
zextload8i1 = P("(i8 (zextloadi1 addr:$src))", "(MOV8rm addr:$src)")
zextload16i1 = P("(i16 (zextloadi1 addr:$src))", "(MOVZX16rm8 addr:$src)")
zextload32i1 = P("(i32 (zextloadi1 addr:$src))", "(MOVZX32rm8 addr:$src)")
zextload64i1 = P("(i64 (zextloadi1 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rm8 addr:$src), sub_32bit)")
zextload64i8 = P("(i64 (zextloadi8 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rm8 addr:$src), sub_32bit)")
zextload64i16 = P(
    "(i64 (zextloadi16 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rm16 addr:$src), sub_32bit)"
)
zextload64i32 = P("(i64 (zextloadi32 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOV32rm addr:$src), sub_32bit)")
# sign-extending loads
movsx16rm8 = P("(i16 (sextloadi8 addr:$src))", "(MOVSX16rm8 addr:$src)")
movsx32rm8 = P("(i32 (sextloadi8 addr:$src))", "(MOVSX32rm8 addr:$src)")
movsx32rm16 = P("(i32 (sextloadi16 addr:$src))", "(MOVSX32rm16 addr:$src)")
movsx64rm8 = P("(i64 (sextloadi8 addr:$src))", "(MOVSX64rm8 addr:$src)")
movsx64rm16 = P("(i64 (sextloadi16 addr:$src))", "(MOVSX64rm16 addr:$src)")
movsx64rm32 = P("(i64 (sextloadi32 addr:$src))", "(MOVSX64rm32 addr:$src)")
# any-extending loads
extload8i1 = P("(i8 (extloadi1 addr:$src))", "(MOV8rm addr:$src)")
extload16i1 = P("(i16 (extloadi1 addr:$src))", "(MOVZX16rm8 addr:$src)")
extload32i1 = P("(i32 (extloadi1 addr:$src))", "(MOVZX32rm8 addr:$src)")
extload16i8 = P("(i16 (extloadi8 addr:$src))", "(MOVZX16rm8 addr:$src)")
extload32i8 = P("(i32 (extloadi8 addr:$src))", "(MOVZX32rm8 addr:$src)")
extload32i16 = P("(i32 (extloadi16 addr:$src))", "(MOVZX32rm16 addr:$src)")
extload64i1 = P("(i64 (extloadi1 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rm8 addr:$src), sub_32bit)")
extload64i8 = P("(i64 (extloadi8 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rm8 addr:$src), sub_32bit)")
extload64i16 = P(
    "(i64 (extloadi16 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rm16 addr:$src), sub_32bit)"
)
extload64i32 = P("(i64 (extloadi32 addr:$src))", "(SUBREG_TO_REG (i64 0), (MOV32rm addr:$src), sub_32bit)")

# =================================================================================================================
# Extensions and truncations (X86InstrCompiler.td, X86InstrExtension.td)
# =================================================================================================================
movzx16rr8 = P("(i16 (zext GR8:$src))", "(EXTRACT_SUBREG (MOVZX32rr8 GR8:$src), sub_16bit)")
movzx32rr8 = P("(i32 (zext GR8:$src))", "(MOVZX32rr8 GR8:$src)")
movzx32rr16 = P("(i32 (zext GR16:$src))", "(MOVZX32rr16 GR16:$src)")
zext64rr8 = P("(i64 (zext GR8:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rr8 GR8:$src), sub_32bit)")
zext64rr16 = P("(i64 (zext GR16:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rr16 GR16:$src), sub_32bit)")
zext64rr32 = P("(i64 (zext GR32:$src))", "(SUBREG_TO_REG (i64 0), (MOV32rr GR32:$src), sub_32bit)")
zext64def32 = P("(i64 (zext def32:$src))", "(SUBREG_TO_REG (i64 0), GR32:$src, sub_32bit)")
movsx16rr8 = P("(i16 (sext GR8:$src))", "(EXTRACT_SUBREG (MOVSX32rr8 GR8:$src), sub_16bit)")
movsx32rr8 = P("(i32 (sext GR8:$src))", "(MOVSX32rr8 GR8:$src)")
movsx32rr16 = P("(i32 (sext GR16:$src))", "(MOVSX32rr16 GR16:$src)")
movsx64rr8 = P("(i64 (sext GR8:$src))", "(MOVSX64rr8 GR8:$src)")
movsx64rr16 = P("(i64 (sext GR16:$src))", "(MOVSX64rr16 GR16:$src)")
movsx64rr32 = P("(i64 (sext GR32:$src))", "(MOVSX64rr32 GR32:$src)")
anyext16rr8 = P("(i16 (anyext GR8:$src))", "(EXTRACT_SUBREG (MOVZX32rr8 GR8:$src), sub_16bit)")
anyext32rr8 = P("(i32 (anyext GR8:$src))", "(MOVZX32rr8 GR8:$src)")
anyext64rr8 = P("(i64 (anyext GR8:$src))", "(SUBREG_TO_REG (i64 0), (MOVZX32rr8 GR8:$src), sub_32bit)")
anyext32rr16 = P("(i32 (anyext GR16:$src))", "(INSERT_SUBREG (i32 (IMPLICIT_DEF)), GR16:$src, sub_16bit)")
anyext64rr16 = P("(i64 (anyext GR16:$src))", "(INSERT_SUBREG (i64 (IMPLICIT_DEF)), GR16:$src, sub_16bit)")
anyext64rr32 = P("(i64 (anyext GR32:$src))", "(INSERT_SUBREG (i64 (IMPLICIT_DEF)), GR32:$src, sub_32bit)")
trunc16to8 = P("(i8 (trunc GR16:$src))", "(EXTRACT_SUBREG GR16:$src, sub_8bit)")
trunc32to8 = P("(i8 (trunc GR32:$src))", "(EXTRACT_SUBREG GR32:$src, sub_8bit)")
trunc64to8 = P("(i8 (trunc GR64:$src))", "(EXTRACT_SUBREG GR64:$src, sub_8bit)")
trunc32to16 = P("(i16 (trunc GR32:$src))", "(EXTRACT_SUBREG GR32:$src, sub_16bit)")
trunc64to16 = P("(i16 (trunc GR64:$src))", "(EXTRACT_SUBREG GR64:$src, sub_16bit)")
trunc64to32 = P("(i32 (trunc GR64:$src))", "(EXTRACT_SUBREG GR64:$src, sub_32bit)")
# and with 0xff / 0xffff is a zero extension of the low part.
and32ff = P("(i32 (and GR32:$src, 255))", "(MOVZX32rr8 (EXTRACT_SUBREG GR32:$src, sub_8bit))")
and32ffff = P("(i32 (and GR32:$src, 65535))", "(MOVZX32rr16 (EXTRACT_SUBREG GR32:$src, sub_16bit))")
and64ff = P(
    "(i64 (and GR64:$src, 255))",
    "(SUBREG_TO_REG (i64 0), (MOVZX32rr8 (EXTRACT_SUBREG GR64:$src, sub_8bit)), sub_32bit)",
)
and64ffff = P(
    "(i64 (and GR64:$src, 65535))",
    "(SUBREG_TO_REG (i64 0), (MOVZX32rr16 (EXTRACT_SUBREG GR64:$src, sub_16bit)), sub_32bit)",
)
and64ffffffff = P(
    "(i64 (and GR64:$src, 4294967295))",
    "(SUBREG_TO_REG (i64 0), (MOV32rr (EXTRACT_SUBREG GR64:$src, sub_32bit)), sub_32bit)",
)
sext_inreg32_8 = P("(i32 (sext_inreg GR32:$src, i8))", "(MOVSX32rr8 (EXTRACT_SUBREG GR32:$src, sub_8bit))")
sext_inreg32_16 = P(
    "(i32 (sext_inreg GR32:$src, i16))", "(MOVSX32rr16 (EXTRACT_SUBREG GR32:$src, sub_16bit))"
)
sext_inreg64_8 = P("(i64 (sext_inreg GR64:$src, i8))", "(MOVSX64rr8 (EXTRACT_SUBREG GR64:$src, sub_8bit))")
sext_inreg64_16 = P(
    "(i64 (sext_inreg GR64:$src, i16))", "(MOVSX64rr16 (EXTRACT_SUBREG GR64:$src, sub_16bit))"
)
sext_inreg64_32 = P(
    "(i64 (sext_inreg GR64:$src, i32))", "(MOVSX64rr32 (EXTRACT_SUBREG GR64:$src, sub_32bit))"
)
sext_inreg16_8 = P(
    "(i16 (sext_inreg GR16:$src, i8))",
    "(EXTRACT_SUBREG (MOVSX32rr8 (EXTRACT_SUBREG GR16:$src, sub_8bit)), sub_16bit)",
)

# =================================================================================================================
# Integer ALU (X86InstrArithmetic.td)
# =================================================================================================================
add8rr = P("(i8 (add GR8:$a, GR8:$b))", "(ADD8rr $a, $b)")
add16rr = P("(i16 (add GR16:$a, GR16:$b))", "(ADD16rr $a, $b)")
add32rr = P("(i32 (add GR32:$a, GR32:$b))", "(ADD32rr $a, $b)")
add64rr = P("(i64 (add GR64:$a, GR64:$b))", "(ADD64rr $a, $b)")
add8rm = P("(i8 (add GR8:$a, (loadi8 addr:$b)))", "(ADD8rm $a, addr:$b)")
add16rm = P("(i16 (add GR16:$a, (loadi16 addr:$b)))", "(ADD16rm $a, addr:$b)")
add32rm = P("(i32 (add GR32:$a, (loadi32 addr:$b)))", "(ADD32rm $a, addr:$b)")
add64rm = P("(i64 (add GR64:$a, (loadi64 addr:$b)))", "(ADD64rm $a, addr:$b)")
add8ri = P("(i8 (add GR8:$a, imm:$b))", "(ADD8ri $a, $b)")
add16ri = P("(i16 (add GR16:$a, imm:$b))", "(ADD16ri $a, $b)")
add32ri = P("(i32 (add GR32:$a, imm:$b))", "(ADD32ri $a, $b)")
add64ri8 = P("(i64 (add GR64:$a, i64immSExt8:$b))", "(ADD64ri8 $a, $b)")
add16ri8 = P("(i16 (add GR16:$a, i16immSExt8:$b))", "(ADD16ri8 $a, $b)")
add32ri8 = P("(i32 (add GR32:$a, i32immSExt8:$b))", "(ADD32ri8 $a, $b)")
add64ri32 = P("(i64 (add GR64:$a, i64immSExt32:$b))", "(ADD64ri32 $a, $b)")
add32_128 = P("(i32 (add GR32:$a, 128))", "(SUB32ri8 $a, -128)")
add64_128 = P("(i64 (add GR64:$a, 128))", "(SUB64ri8 $a, -128)")
add64_2p31 = P("(i64 (add GR64:$a, 2147483648))", "(SUB64ri32 $a, -2147483648)")
inc8r = P("(i8 (add GR8:$a, 1))", "(INC8r $a)", 0, "UseIncDec")
inc16r = P("(i16 (add GR16:$a, 1))", "(INC16r $a)", 0, "UseIncDec")
inc32r = P("(i32 (add GR32:$a, 1))", "(INC32r $a)", 0, "UseIncDec")
inc64r = P("(i64 (add GR64:$a, 1))", "(INC64r $a)", 0, "UseIncDec")
dec8r = P("(i8 (add GR8:$a, -1))", "(DEC8r $a)", 0, "UseIncDec")
dec16r = P("(i16 (add GR16:$a, -1))", "(DEC16r $a)", 0, "UseIncDec")
dec32r = P("(i32 (add GR32:$a, -1))", "(DEC32r $a)", 0, "UseIncDec")
dec64r = P("(i64 (add GR64:$a, -1))", "(DEC64r $a)", 0, "UseIncDec")

sub8rr = P("(i8 (sub GR8:$a, GR8:$b))", "(SUB8rr $a, $b)")
sub16rr = P("(i16 (sub GR16:$a, GR16:$b))", "(SUB16rr $a, $b)")
sub32rr = P("(i32 (sub GR32:$a, GR32:$b))", "(SUB32rr $a, $b)")
sub64rr = P("(i64 (sub GR64:$a, GR64:$b))", "(SUB64rr $a, $b)")
sub8rm = P("(i8 (sub GR8:$a, (loadi8 addr:$b)))", "(SUB8rm $a, addr:$b)")
sub16rm = P("(i16 (sub GR16:$a, (loadi16 addr:$b)))", "(SUB16rm $a, addr:$b)")
sub32rm = P("(i32 (sub GR32:$a, (loadi32 addr:$b)))", "(SUB32rm $a, addr:$b)")
sub64rm = P("(i64 (sub GR64:$a, (loadi64 addr:$b)))", "(SUB64rm $a, addr:$b)")
sub8ri = P("(i8 (sub GR8:$a, imm:$b))", "(SUB8ri $a, $b)")
sub16ri = P("(i16 (sub GR16:$a, imm:$b))", "(SUB16ri $a, $b)")
sub32ri = P("(i32 (sub GR32:$a, imm:$b))", "(SUB32ri $a, $b)")
sub64ri8 = P("(i64 (sub GR64:$a, i64immSExt8:$b))", "(SUB64ri8 $a, $b)")
sub16ri8 = P("(i16 (sub GR16:$a, i16immSExt8:$b))", "(SUB16ri8 $a, $b)")
sub32ri8 = P("(i32 (sub GR32:$a, i32immSExt8:$b))", "(SUB32ri8 $a, $b)")
sub64ri32 = P("(i64 (sub GR64:$a, i64immSExt32:$b))", "(SUB64ri32 $a, $b)")
neg8r = P("(i8 (sub 0, GR8:$a))", "(NEG8r $a)")
neg16r = P("(i16 (sub 0, GR16:$a))", "(NEG16r $a)")
neg32r = P("(i32 (sub 0, GR32:$a))", "(NEG32r $a)")
neg64r = P("(i64 (sub 0, GR64:$a))", "(NEG64r $a)")

and8rr = P("(i8 (and GR8:$a, GR8:$b))", "(AND8rr $a, $b)")
and16rr = P("(i16 (and GR16:$a, GR16:$b))", "(AND16rr $a, $b)")
and32rr = P("(i32 (and GR32:$a, GR32:$b))", "(AND32rr $a, $b)")
and64rr = P("(i64 (and GR64:$a, GR64:$b))", "(AND64rr $a, $b)")
and8rm = P("(i8 (and GR8:$a, (loadi8 addr:$b)))", "(AND8rm $a, addr:$b)")
and16rm = P("(i16 (and GR16:$a, (loadi16 addr:$b)))", "(AND16rm $a, addr:$b)")
and32rm = P("(i32 (and GR32:$a, (loadi32 addr:$b)))", "(AND32rm $a, addr:$b)")
and64rm = P("(i64 (and GR64:$a, (loadi64 addr:$b)))", "(AND64rm $a, addr:$b)")
and8ri = P("(i8 (and GR8:$a, imm:$b))", "(AND8ri $a, $b)")
and16ri = P("(i16 (and GR16:$a, imm:$b))", "(AND16ri $a, $b)")
and32ri = P("(i32 (and GR32:$a, imm:$b))", "(AND32ri $a, $b)")
and64ri8 = P("(i64 (and GR64:$a, i64immSExt8:$b))", "(AND64ri8 $a, $b)")
and16ri8 = P("(i16 (and GR16:$a, i16immSExt8:$b))", "(AND16ri8 $a, $b)")
and32ri8 = P("(i32 (and GR32:$a, i32immSExt8:$b))", "(AND32ri8 $a, $b)")
and64ri32 = P("(i64 (and GR64:$a, i64immSExt32:$b))", "(AND64ri32 $a, $b)")
# An and with a zero-extended 32-bit mask is a 32-bit and, which clears the upper half for free (the 8-bit
# immediate form when the low half is a sign-extended byte: 0xFFFFFFF0 is `andl $-16`).
and64ri8_zext32 = P(
    "(i64 (and GR64:$a, i64immZExt32SExt8:$b))",
    "(SUBREG_TO_REG (i64 0), (AND32ri8 (EXTRACT_SUBREG GR64:$a, sub_32bit), (GetLo32XForm $b)), sub_32bit)",
)
and64ri_zext32 = P(
    "(i64 (and GR64:$a, i64immZExt32:$b))",
    "(SUBREG_TO_REG (i64 0), (AND32ri (EXTRACT_SUBREG GR64:$a, sub_32bit), (GetLo32XForm $b)), sub_32bit)",
)

or8rr = P("(i8 (or GR8:$a, GR8:$b))", "(OR8rr $a, $b)")
or16rr = P("(i16 (or GR16:$a, GR16:$b))", "(OR16rr $a, $b)")
or32rr = P("(i32 (or GR32:$a, GR32:$b))", "(OR32rr $a, $b)")
or64rr = P("(i64 (or GR64:$a, GR64:$b))", "(OR64rr $a, $b)")
or8rm = P("(i8 (or GR8:$a, (loadi8 addr:$b)))", "(OR8rm $a, addr:$b)")
or16rm = P("(i16 (or GR16:$a, (loadi16 addr:$b)))", "(OR16rm $a, addr:$b)")
or32rm = P("(i32 (or GR32:$a, (loadi32 addr:$b)))", "(OR32rm $a, addr:$b)")
or64rm = P("(i64 (or GR64:$a, (loadi64 addr:$b)))", "(OR64rm $a, addr:$b)")
or8ri = P("(i8 (or GR8:$a, imm:$b))", "(OR8ri $a, $b)")
or16ri = P("(i16 (or GR16:$a, imm:$b))", "(OR16ri $a, $b)")
or32ri = P("(i32 (or GR32:$a, imm:$b))", "(OR32ri $a, $b)")
or64ri8 = P("(i64 (or GR64:$a, i64immSExt8:$b))", "(OR64ri8 $a, $b)")
or16ri8 = P("(i16 (or GR16:$a, i16immSExt8:$b))", "(OR16ri8 $a, $b)")
or32ri8 = P("(i32 (or GR32:$a, i32immSExt8:$b))", "(OR32ri8 $a, $b)")
or64ri32 = P("(i64 (or GR64:$a, i64immSExt32:$b))", "(OR64ri32 $a, $b)")

xor8rr = P("(i8 (xor GR8:$a, GR8:$b))", "(XOR8rr $a, $b)")
xor16rr = P("(i16 (xor GR16:$a, GR16:$b))", "(XOR16rr $a, $b)")
xor32rr = P("(i32 (xor GR32:$a, GR32:$b))", "(XOR32rr $a, $b)")
xor64rr = P("(i64 (xor GR64:$a, GR64:$b))", "(XOR64rr $a, $b)")
xor8rm = P("(i8 (xor GR8:$a, (loadi8 addr:$b)))", "(XOR8rm $a, addr:$b)")
xor16rm = P("(i16 (xor GR16:$a, (loadi16 addr:$b)))", "(XOR16rm $a, addr:$b)")
xor32rm = P("(i32 (xor GR32:$a, (loadi32 addr:$b)))", "(XOR32rm $a, addr:$b)")
xor64rm = P("(i64 (xor GR64:$a, (loadi64 addr:$b)))", "(XOR64rm $a, addr:$b)")
xor8ri = P("(i8 (xor GR8:$a, imm:$b))", "(XOR8ri $a, $b)")
xor16ri = P("(i16 (xor GR16:$a, imm:$b))", "(XOR16ri $a, $b)")
xor32ri = P("(i32 (xor GR32:$a, imm:$b))", "(XOR32ri $a, $b)")
xor64ri8 = P("(i64 (xor GR64:$a, i64immSExt8:$b))", "(XOR64ri8 $a, $b)")
xor16ri8 = P("(i16 (xor GR16:$a, i16immSExt8:$b))", "(XOR16ri8 $a, $b)")
xor32ri8 = P("(i32 (xor GR32:$a, i32immSExt8:$b))", "(XOR32ri8 $a, $b)")
xor64ri32 = P("(i64 (xor GR64:$a, i64immSExt32:$b))", "(XOR64ri32 $a, $b)")
not8r = P("(i8 (xor GR8:$a, -1))", "(NOT8r $a)")
not16r = P("(i16 (xor GR16:$a, -1))", "(NOT16r $a)")
not32r = P("(i32 (xor GR32:$a, -1))", "(NOT32r $a)")
not64r = P("(i64 (xor GR64:$a, -1))", "(NOT64r $a)")

# ---- flag-producing forms (X86ISD::ADD/SUB/AND/OR/XOR: value and EFLAGS) ----------------------------------


# ArithBinOp_RF: register, sign-extended 8-bit immediate and full immediate forms at every width.
add8rr_flag = P("(X86add_flag GR8:$a, GR8:$b)", "(ADD8rr $a, $b)")
add8ri_flag = P("(X86add_flag GR8:$a, (i8 imm:$b))", "(ADD8ri $a, $b)")
add16rr_flag = P("(X86add_flag GR16:$a, GR16:$b)", "(ADD16rr $a, $b)")
add16ri8_flag = P("(X86add_flag GR16:$a, i16immSExt8:$b)", "(ADD16ri8 $a, $b)")
add16ri_flag = P("(X86add_flag GR16:$a, (i16 imm:$b))", "(ADD16ri $a, $b)")
add32rr_flag = P("(X86add_flag GR32:$a, GR32:$b)", "(ADD32rr $a, $b)")
add32ri8_flag = P("(X86add_flag GR32:$a, i32immSExt8:$b)", "(ADD32ri8 $a, $b)")
add32ri_flag = P("(X86add_flag GR32:$a, (i32 imm:$b))", "(ADD32ri $a, $b)")
add64rr_flag = P("(X86add_flag GR64:$a, GR64:$b)", "(ADD64rr $a, $b)")
add64ri8_flag = P("(X86add_flag GR64:$a, i64immSExt8:$b)", "(ADD64ri8 $a, $b)")
add64ri32_flag = P("(X86add_flag GR64:$a, i64immSExt32:$b)", "(ADD64ri32 $a, $b)")
sub8rr_flag = P("(X86sub_flag GR8:$a, GR8:$b)", "(SUB8rr $a, $b)")
sub8ri_flag = P("(X86sub_flag GR8:$a, (i8 imm:$b))", "(SUB8ri $a, $b)")
sub16rr_flag = P("(X86sub_flag GR16:$a, GR16:$b)", "(SUB16rr $a, $b)")
sub16ri8_flag = P("(X86sub_flag GR16:$a, i16immSExt8:$b)", "(SUB16ri8 $a, $b)")
sub16ri_flag = P("(X86sub_flag GR16:$a, (i16 imm:$b))", "(SUB16ri $a, $b)")
sub32rr_flag = P("(X86sub_flag GR32:$a, GR32:$b)", "(SUB32rr $a, $b)")
sub32ri8_flag = P("(X86sub_flag GR32:$a, i32immSExt8:$b)", "(SUB32ri8 $a, $b)")
sub32ri_flag = P("(X86sub_flag GR32:$a, (i32 imm:$b))", "(SUB32ri $a, $b)")
sub64rr_flag = P("(X86sub_flag GR64:$a, GR64:$b)", "(SUB64rr $a, $b)")
sub64ri8_flag = P("(X86sub_flag GR64:$a, i64immSExt8:$b)", "(SUB64ri8 $a, $b)")
sub64ri32_flag = P("(X86sub_flag GR64:$a, i64immSExt32:$b)", "(SUB64ri32 $a, $b)")
and8rr_flag = P("(X86and_flag GR8:$a, GR8:$b)", "(AND8rr $a, $b)")
and8ri_flag = P("(X86and_flag GR8:$a, (i8 imm:$b))", "(AND8ri $a, $b)")
and16rr_flag = P("(X86and_flag GR16:$a, GR16:$b)", "(AND16rr $a, $b)")
and16ri8_flag = P("(X86and_flag GR16:$a, i16immSExt8:$b)", "(AND16ri8 $a, $b)")
and16ri_flag = P("(X86and_flag GR16:$a, (i16 imm:$b))", "(AND16ri $a, $b)")
and32rr_flag = P("(X86and_flag GR32:$a, GR32:$b)", "(AND32rr $a, $b)")
and32ri8_flag = P("(X86and_flag GR32:$a, i32immSExt8:$b)", "(AND32ri8 $a, $b)")
and32ri_flag = P("(X86and_flag GR32:$a, (i32 imm:$b))", "(AND32ri $a, $b)")
and64rr_flag = P("(X86and_flag GR64:$a, GR64:$b)", "(AND64rr $a, $b)")
and64ri8_flag = P("(X86and_flag GR64:$a, i64immSExt8:$b)", "(AND64ri8 $a, $b)")
and64ri32_flag = P("(X86and_flag GR64:$a, i64immSExt32:$b)", "(AND64ri32 $a, $b)")
or8rr_flag = P("(X86or_flag GR8:$a, GR8:$b)", "(OR8rr $a, $b)")
or8ri_flag = P("(X86or_flag GR8:$a, (i8 imm:$b))", "(OR8ri $a, $b)")
or16rr_flag = P("(X86or_flag GR16:$a, GR16:$b)", "(OR16rr $a, $b)")
or16ri8_flag = P("(X86or_flag GR16:$a, i16immSExt8:$b)", "(OR16ri8 $a, $b)")
or16ri_flag = P("(X86or_flag GR16:$a, (i16 imm:$b))", "(OR16ri $a, $b)")
or32rr_flag = P("(X86or_flag GR32:$a, GR32:$b)", "(OR32rr $a, $b)")
or32ri8_flag = P("(X86or_flag GR32:$a, i32immSExt8:$b)", "(OR32ri8 $a, $b)")
or32ri_flag = P("(X86or_flag GR32:$a, (i32 imm:$b))", "(OR32ri $a, $b)")
or64rr_flag = P("(X86or_flag GR64:$a, GR64:$b)", "(OR64rr $a, $b)")
or64ri8_flag = P("(X86or_flag GR64:$a, i64immSExt8:$b)", "(OR64ri8 $a, $b)")
or64ri32_flag = P("(X86or_flag GR64:$a, i64immSExt32:$b)", "(OR64ri32 $a, $b)")
xor8rr_flag = P("(X86xor_flag GR8:$a, GR8:$b)", "(XOR8rr $a, $b)")
xor8ri_flag = P("(X86xor_flag GR8:$a, (i8 imm:$b))", "(XOR8ri $a, $b)")
xor16rr_flag = P("(X86xor_flag GR16:$a, GR16:$b)", "(XOR16rr $a, $b)")
xor16ri8_flag = P("(X86xor_flag GR16:$a, i16immSExt8:$b)", "(XOR16ri8 $a, $b)")
xor16ri_flag = P("(X86xor_flag GR16:$a, (i16 imm:$b))", "(XOR16ri $a, $b)")
xor32rr_flag = P("(X86xor_flag GR32:$a, GR32:$b)", "(XOR32rr $a, $b)")
xor32ri8_flag = P("(X86xor_flag GR32:$a, i32immSExt8:$b)", "(XOR32ri8 $a, $b)")
xor32ri_flag = P("(X86xor_flag GR32:$a, (i32 imm:$b))", "(XOR32ri $a, $b)")
xor64rr_flag = P("(X86xor_flag GR64:$a, GR64:$b)", "(XOR64rr $a, $b)")
xor64ri8_flag = P("(X86xor_flag GR64:$a, i64immSExt8:$b)", "(XOR64ri8 $a, $b)")
xor64ri32_flag = P("(X86xor_flag GR64:$a, i64immSExt32:$b)", "(XOR64ri32 $a, $b)")
sub32rm_flag = P("(X86sub_flag GR32:$a, (loadi32 addr:$b))", "(SUB32rm $a, addr:$b)")
sub64rm_flag = P("(X86sub_flag GR64:$a, (loadi64 addr:$b))", "(SUB64rm $a, addr:$b)")
# carry chains
adc32rr = P("(X86adc_flag GR32:$a, GR32:$b, EFLAGS)", "(ADC32rr $a, $b)")
adc64rr = P("(X86adc_flag GR64:$a, GR64:$b, EFLAGS)", "(ADC64rr $a, $b)")
adc32ri8 = P("(X86adc_flag GR32:$a, i32immSExt8:$b, EFLAGS)", "(ADC32ri8 $a, $b)")
adc32ri = P("(X86adc_flag GR32:$a, (i32 imm:$b), EFLAGS)", "(ADC32ri $a, $b)")
adc64ri8 = P("(X86adc_flag GR64:$a, i64immSExt8:$b, EFLAGS)", "(ADC64ri8 $a, $b)")
adc64ri32 = P("(X86adc_flag GR64:$a, i64immSExt32:$b, EFLAGS)", "(ADC64ri32 $a, $b)")
sbb32rr = P("(X86sbb_flag GR32:$a, GR32:$b, EFLAGS)", "(SBB32rr $a, $b)")
sbb64rr = P("(X86sbb_flag GR64:$a, GR64:$b, EFLAGS)", "(SBB64rr $a, $b)")
sbb32ri8 = P("(X86sbb_flag GR32:$a, i32immSExt8:$b, EFLAGS)", "(SBB32ri8 $a, $b)")
sbb32ri = P("(X86sbb_flag GR32:$a, (i32 imm:$b), EFLAGS)", "(SBB32ri $a, $b)")
sbb64ri8 = P("(X86sbb_flag GR64:$a, i64immSExt8:$b, EFLAGS)", "(SBB64ri8 $a, $b)")
sbb64ri32 = P("(X86sbb_flag GR64:$a, i64immSExt32:$b, EFLAGS)", "(SBB64ri32 $a, $b)")
setb_c32r = P("(i32 (X86setcc_c 2, EFLAGS))", "(SETB_C32r)")
setb_c64r = P("(i64 (X86setcc_c 2, EFLAGS))", "(SETB_C64r)")

# ---- read-modify-write memory forms (X86InstrArithmetic.td *mr/*mi/*m: store (op (load addr), x), addr) --
add8mr = P("(store (i8 (add (loadi8 addr:$dst), GR8:$src)), addr:$dst)", "(ADD8mr addr:$dst, $src)")
add16mr = P("(store (i16 (add (loadi16 addr:$dst), GR16:$src)), addr:$dst)", "(ADD16mr addr:$dst, $src)")
add32mr = P("(store (i32 (add (loadi32 addr:$dst), GR32:$src)), addr:$dst)", "(ADD32mr addr:$dst, $src)")
add64mr = P("(store (i64 (add (loadi64 addr:$dst), GR64:$src)), addr:$dst)", "(ADD64mr addr:$dst, $src)")
add8mi = P("(store (i8 (add (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(ADD8mi addr:$dst, $src)")
add16mi = P("(store (i16 (add (loadi16 addr:$dst), (i16 imm:$src))), addr:$dst)", "(ADD16mi addr:$dst, $src)")
add16mi8 = P(
    "(store (i16 (add (loadi16 addr:$dst), i16immSExt8:$src)), addr:$dst)", "(ADD16mi8 addr:$dst, $src)"
)
add32mi = P("(store (i32 (add (loadi32 addr:$dst), (i32 imm:$src))), addr:$dst)", "(ADD32mi addr:$dst, $src)")
add32mi8 = P(
    "(store (i32 (add (loadi32 addr:$dst), i32immSExt8:$src)), addr:$dst)", "(ADD32mi8 addr:$dst, $src)"
)
add64mi8 = P(
    "(store (i64 (add (loadi64 addr:$dst), i64immSExt8:$src)), addr:$dst)", "(ADD64mi8 addr:$dst, $src)"
)
add64mi32 = P(
    "(store (i64 (add (loadi64 addr:$dst), i64immSExt32:$src)), addr:$dst)", "(ADD64mi32 addr:$dst, $src)"
)
sub8mr = P("(store (i8 (sub (loadi8 addr:$dst), GR8:$src)), addr:$dst)", "(SUB8mr addr:$dst, $src)")
sub16mr = P("(store (i16 (sub (loadi16 addr:$dst), GR16:$src)), addr:$dst)", "(SUB16mr addr:$dst, $src)")
sub32mr = P("(store (i32 (sub (loadi32 addr:$dst), GR32:$src)), addr:$dst)", "(SUB32mr addr:$dst, $src)")
sub64mr = P("(store (i64 (sub (loadi64 addr:$dst), GR64:$src)), addr:$dst)", "(SUB64mr addr:$dst, $src)")
sub8mi = P("(store (i8 (sub (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SUB8mi addr:$dst, $src)")
sub16mi = P("(store (i16 (sub (loadi16 addr:$dst), (i16 imm:$src))), addr:$dst)", "(SUB16mi addr:$dst, $src)")
sub16mi8 = P(
    "(store (i16 (sub (loadi16 addr:$dst), i16immSExt8:$src)), addr:$dst)", "(SUB16mi8 addr:$dst, $src)"
)
sub32mi = P("(store (i32 (sub (loadi32 addr:$dst), (i32 imm:$src))), addr:$dst)", "(SUB32mi addr:$dst, $src)")
sub32mi8 = P(
    "(store (i32 (sub (loadi32 addr:$dst), i32immSExt8:$src)), addr:$dst)", "(SUB32mi8 addr:$dst, $src)"
)
sub64mi8 = P(
    "(store (i64 (sub (loadi64 addr:$dst), i64immSExt8:$src)), addr:$dst)", "(SUB64mi8 addr:$dst, $src)"
)
sub64mi32 = P(
    "(store (i64 (sub (loadi64 addr:$dst), i64immSExt32:$src)), addr:$dst)", "(SUB64mi32 addr:$dst, $src)"
)
and8mr = P("(store (i8 (and (loadi8 addr:$dst), GR8:$src)), addr:$dst)", "(AND8mr addr:$dst, $src)")
and16mr = P("(store (i16 (and (loadi16 addr:$dst), GR16:$src)), addr:$dst)", "(AND16mr addr:$dst, $src)")
and32mr = P("(store (i32 (and (loadi32 addr:$dst), GR32:$src)), addr:$dst)", "(AND32mr addr:$dst, $src)")
and64mr = P("(store (i64 (and (loadi64 addr:$dst), GR64:$src)), addr:$dst)", "(AND64mr addr:$dst, $src)")
and8mi = P("(store (i8 (and (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(AND8mi addr:$dst, $src)")
and16mi = P("(store (i16 (and (loadi16 addr:$dst), (i16 imm:$src))), addr:$dst)", "(AND16mi addr:$dst, $src)")
and16mi8 = P(
    "(store (i16 (and (loadi16 addr:$dst), i16immSExt8:$src)), addr:$dst)", "(AND16mi8 addr:$dst, $src)"
)
and32mi = P("(store (i32 (and (loadi32 addr:$dst), (i32 imm:$src))), addr:$dst)", "(AND32mi addr:$dst, $src)")
and32mi8 = P(
    "(store (i32 (and (loadi32 addr:$dst), i32immSExt8:$src)), addr:$dst)", "(AND32mi8 addr:$dst, $src)"
)
and64mi8 = P(
    "(store (i64 (and (loadi64 addr:$dst), i64immSExt8:$src)), addr:$dst)", "(AND64mi8 addr:$dst, $src)"
)
and64mi32 = P(
    "(store (i64 (and (loadi64 addr:$dst), i64immSExt32:$src)), addr:$dst)", "(AND64mi32 addr:$dst, $src)"
)
or8mr = P("(store (i8 (or (loadi8 addr:$dst), GR8:$src)), addr:$dst)", "(OR8mr addr:$dst, $src)")
or16mr = P("(store (i16 (or (loadi16 addr:$dst), GR16:$src)), addr:$dst)", "(OR16mr addr:$dst, $src)")
or32mr = P("(store (i32 (or (loadi32 addr:$dst), GR32:$src)), addr:$dst)", "(OR32mr addr:$dst, $src)")
or64mr = P("(store (i64 (or (loadi64 addr:$dst), GR64:$src)), addr:$dst)", "(OR64mr addr:$dst, $src)")
or8mi = P("(store (i8 (or (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(OR8mi addr:$dst, $src)")
or16mi = P("(store (i16 (or (loadi16 addr:$dst), (i16 imm:$src))), addr:$dst)", "(OR16mi addr:$dst, $src)")
or16mi8 = P(
    "(store (i16 (or (loadi16 addr:$dst), i16immSExt8:$src)), addr:$dst)", "(OR16mi8 addr:$dst, $src)"
)
or32mi = P("(store (i32 (or (loadi32 addr:$dst), (i32 imm:$src))), addr:$dst)", "(OR32mi addr:$dst, $src)")
or32mi8 = P(
    "(store (i32 (or (loadi32 addr:$dst), i32immSExt8:$src)), addr:$dst)", "(OR32mi8 addr:$dst, $src)"
)
or64mi8 = P(
    "(store (i64 (or (loadi64 addr:$dst), i64immSExt8:$src)), addr:$dst)", "(OR64mi8 addr:$dst, $src)"
)
or64mi32 = P(
    "(store (i64 (or (loadi64 addr:$dst), i64immSExt32:$src)), addr:$dst)", "(OR64mi32 addr:$dst, $src)"
)
xor8mr = P("(store (i8 (xor (loadi8 addr:$dst), GR8:$src)), addr:$dst)", "(XOR8mr addr:$dst, $src)")
xor16mr = P("(store (i16 (xor (loadi16 addr:$dst), GR16:$src)), addr:$dst)", "(XOR16mr addr:$dst, $src)")
xor32mr = P("(store (i32 (xor (loadi32 addr:$dst), GR32:$src)), addr:$dst)", "(XOR32mr addr:$dst, $src)")
xor64mr = P("(store (i64 (xor (loadi64 addr:$dst), GR64:$src)), addr:$dst)", "(XOR64mr addr:$dst, $src)")
xor8mi = P("(store (i8 (xor (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(XOR8mi addr:$dst, $src)")
xor16mi = P("(store (i16 (xor (loadi16 addr:$dst), (i16 imm:$src))), addr:$dst)", "(XOR16mi addr:$dst, $src)")
xor16mi8 = P(
    "(store (i16 (xor (loadi16 addr:$dst), i16immSExt8:$src)), addr:$dst)", "(XOR16mi8 addr:$dst, $src)"
)
xor32mi = P("(store (i32 (xor (loadi32 addr:$dst), (i32 imm:$src))), addr:$dst)", "(XOR32mi addr:$dst, $src)")
xor32mi8 = P(
    "(store (i32 (xor (loadi32 addr:$dst), i32immSExt8:$src)), addr:$dst)", "(XOR32mi8 addr:$dst, $src)"
)
xor64mi8 = P(
    "(store (i64 (xor (loadi64 addr:$dst), i64immSExt8:$src)), addr:$dst)", "(XOR64mi8 addr:$dst, $src)"
)
xor64mi32 = P(
    "(store (i64 (xor (loadi64 addr:$dst), i64immSExt32:$src)), addr:$dst)", "(XOR64mi32 addr:$dst, $src)"
)
inc8m = P("(store (i8 (add (loadi8 addr:$dst), 1)), addr:$dst)", "(INC8m addr:$dst)", 0, "UseIncDec")
dec8m = P("(store (i8 (add (loadi8 addr:$dst), -1)), addr:$dst)", "(DEC8m addr:$dst)", 0, "UseIncDec")
neg8m = P("(store (i8 (sub 0, (loadi8 addr:$dst))), addr:$dst)", "(NEG8m addr:$dst)")
not8m = P("(store (i8 (xor (loadi8 addr:$dst), -1)), addr:$dst)", "(NOT8m addr:$dst)")
inc16m = P("(store (i16 (add (loadi16 addr:$dst), 1)), addr:$dst)", "(INC16m addr:$dst)", 0, "UseIncDec")
dec16m = P("(store (i16 (add (loadi16 addr:$dst), -1)), addr:$dst)", "(DEC16m addr:$dst)", 0, "UseIncDec")
neg16m = P("(store (i16 (sub 0, (loadi16 addr:$dst))), addr:$dst)", "(NEG16m addr:$dst)")
not16m = P("(store (i16 (xor (loadi16 addr:$dst), -1)), addr:$dst)", "(NOT16m addr:$dst)")
inc32m = P("(store (i32 (add (loadi32 addr:$dst), 1)), addr:$dst)", "(INC32m addr:$dst)", 0, "UseIncDec")
dec32m = P("(store (i32 (add (loadi32 addr:$dst), -1)), addr:$dst)", "(DEC32m addr:$dst)", 0, "UseIncDec")
neg32m = P("(store (i32 (sub 0, (loadi32 addr:$dst))), addr:$dst)", "(NEG32m addr:$dst)")
not32m = P("(store (i32 (xor (loadi32 addr:$dst), -1)), addr:$dst)", "(NOT32m addr:$dst)")
inc64m = P("(store (i64 (add (loadi64 addr:$dst), 1)), addr:$dst)", "(INC64m addr:$dst)", 0, "UseIncDec")
dec64m = P("(store (i64 (add (loadi64 addr:$dst), -1)), addr:$dst)", "(DEC64m addr:$dst)", 0, "UseIncDec")
neg64m = P("(store (i64 (sub 0, (loadi64 addr:$dst))), addr:$dst)", "(NEG64m addr:$dst)")
not64m = P("(store (i64 (xor (loadi64 addr:$dst), -1)), addr:$dst)", "(NOT64m addr:$dst)")
shl8mi = P("(store (i8 (shl (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHL8mi addr:$dst, $src)")
shl8mCL = P("(store (i8 (shl (loadi8 addr:$dst), CL)), addr:$dst)", "(SHL8mCL addr:$dst)")
shl16mi = P("(store (i16 (shl (loadi16 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHL16mi addr:$dst, $src)")
shl16mCL = P("(store (i16 (shl (loadi16 addr:$dst), CL)), addr:$dst)", "(SHL16mCL addr:$dst)")
shl32mi = P("(store (i32 (shl (loadi32 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHL32mi addr:$dst, $src)")
shl32mCL = P("(store (i32 (shl (loadi32 addr:$dst), CL)), addr:$dst)", "(SHL32mCL addr:$dst)")
shl64mi = P("(store (i64 (shl (loadi64 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHL64mi addr:$dst, $src)")
shl64mCL = P("(store (i64 (shl (loadi64 addr:$dst), CL)), addr:$dst)", "(SHL64mCL addr:$dst)")
srl8mi = P("(store (i8 (srl (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHR8mi addr:$dst, $src)")
srl8mCL = P("(store (i8 (srl (loadi8 addr:$dst), CL)), addr:$dst)", "(SHR8mCL addr:$dst)")
srl16mi = P("(store (i16 (srl (loadi16 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHR16mi addr:$dst, $src)")
srl16mCL = P("(store (i16 (srl (loadi16 addr:$dst), CL)), addr:$dst)", "(SHR16mCL addr:$dst)")
srl32mi = P("(store (i32 (srl (loadi32 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHR32mi addr:$dst, $src)")
srl32mCL = P("(store (i32 (srl (loadi32 addr:$dst), CL)), addr:$dst)", "(SHR32mCL addr:$dst)")
srl64mi = P("(store (i64 (srl (loadi64 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SHR64mi addr:$dst, $src)")
srl64mCL = P("(store (i64 (srl (loadi64 addr:$dst), CL)), addr:$dst)", "(SHR64mCL addr:$dst)")
sra8mi = P("(store (i8 (sra (loadi8 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SAR8mi addr:$dst, $src)")
sra8mCL = P("(store (i8 (sra (loadi8 addr:$dst), CL)), addr:$dst)", "(SAR8mCL addr:$dst)")
sra16mi = P("(store (i16 (sra (loadi16 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SAR16mi addr:$dst, $src)")
sra16mCL = P("(store (i16 (sra (loadi16 addr:$dst), CL)), addr:$dst)", "(SAR16mCL addr:$dst)")
sra32mi = P("(store (i32 (sra (loadi32 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SAR32mi addr:$dst, $src)")
sra32mCL = P("(store (i32 (sra (loadi32 addr:$dst), CL)), addr:$dst)", "(SAR32mCL addr:$dst)")
sra64mi = P("(store (i64 (sra (loadi64 addr:$dst), (i8 imm:$src))), addr:$dst)", "(SAR64mi addr:$dst, $src)")
sra64mCL = P("(store (i64 (sra (loadi64 addr:$dst), CL)), addr:$dst)", "(SAR64mCL addr:$dst)")
# A shift by one in memory is the short D0/D1 form (SHL32m1: `shll (%rdi)`), as X86InstrShiftRotate.td's
# *m1 patterns select.
shl8m1 = P("(store (i8 (shl (loadi8 addr:$dst), (i8 1))), addr:$dst)", "(SHL8m1 addr:$dst)")
shl16m1 = P("(store (i16 (shl (loadi16 addr:$dst), (i8 1))), addr:$dst)", "(SHL16m1 addr:$dst)")
shl32m1 = P("(store (i32 (shl (loadi32 addr:$dst), (i8 1))), addr:$dst)", "(SHL32m1 addr:$dst)")
shl64m1 = P("(store (i64 (shl (loadi64 addr:$dst), (i8 1))), addr:$dst)", "(SHL64m1 addr:$dst)")
srl8m1 = P("(store (i8 (srl (loadi8 addr:$dst), (i8 1))), addr:$dst)", "(SHR8m1 addr:$dst)")
srl16m1 = P("(store (i16 (srl (loadi16 addr:$dst), (i8 1))), addr:$dst)", "(SHR16m1 addr:$dst)")
srl32m1 = P("(store (i32 (srl (loadi32 addr:$dst), (i8 1))), addr:$dst)", "(SHR32m1 addr:$dst)")
srl64m1 = P("(store (i64 (srl (loadi64 addr:$dst), (i8 1))), addr:$dst)", "(SHR64m1 addr:$dst)")
sra8m1 = P("(store (i8 (sra (loadi8 addr:$dst), (i8 1))), addr:$dst)", "(SAR8m1 addr:$dst)")
sra16m1 = P("(store (i16 (sra (loadi16 addr:$dst), (i8 1))), addr:$dst)", "(SAR16m1 addr:$dst)")
sra32m1 = P("(store (i32 (sra (loadi32 addr:$dst), (i8 1))), addr:$dst)", "(SAR32m1 addr:$dst)")
sra64m1 = P("(store (i64 (sra (loadi64 addr:$dst), (i8 1))), addr:$dst)", "(SAR64m1 addr:$dst)")

# ---- bit scans and byte swaps (X86InstrInfo.td BSF/BSR/BSWAP) ---------------------------------------------------
bsf16rr = P("(X86bsf GR16:$src)", "(BSF16rr $src)")
bsf32rr = P("(X86bsf GR32:$src)", "(BSF32rr $src)")
bsf64rr = P("(X86bsf GR64:$src)", "(BSF64rr $src)")
bsr16rr = P("(X86bsr GR16:$src)", "(BSR16rr $src)")
bsr32rr = P("(X86bsr GR32:$src)", "(BSR32rr $src)")
bsr64rr = P("(X86bsr GR64:$src)", "(BSR64rr $src)")
cttz16 = P("(i16 (cttz_zero_undef GR16:$src))", "(BSF16rr $src)")
cttz32 = P("(i32 (cttz_zero_undef GR32:$src))", "(BSF32rr $src)")
cttz64 = P("(i64 (cttz_zero_undef GR64:$src))", "(BSF64rr $src)")
bswap32r = P("(i32 (bswap GR32:$src))", "(BSWAP32r $src)")
bswap64r = P("(i64 (bswap GR64:$src))", "(BSWAP64r $src)")
rol16r8 = P("(i16 (bswap GR16:$src))", "(ROL16ri $src, 8)")
# X86ISD::MUL_IMM that did not become an LEA
mul_imm32 = P("(i32 (X86mul_imm GR32:$a, i32immSExt8:$b))", "(IMUL32rri8 $a, $b)")
mul_imm64 = P("(i64 (X86mul_imm GR64:$a, i64immSExt8:$b))", "(IMUL64rri8 $a, $b)")

# ---- multiplication ---------------------------------------------------------------------------------------------
imul16rr = P("(i16 (mul GR16:$a, GR16:$b))", "(IMUL16rr $a, $b)")
imul32rr = P("(i32 (mul GR32:$a, GR32:$b))", "(IMUL32rr $a, $b)")
imul64rr = P("(i64 (mul GR64:$a, GR64:$b))", "(IMUL64rr $a, $b)")
imul16rm = P("(i16 (mul GR16:$a, (loadi16 addr:$b)))", "(IMUL16rm $a, addr:$b)")
imul32rm = P("(i32 (mul GR32:$a, (loadi32 addr:$b)))", "(IMUL32rm $a, addr:$b)")
imul64rm = P("(i64 (mul GR64:$a, (loadi64 addr:$b)))", "(IMUL64rm $a, addr:$b)")
imul16rri = P("(i16 (mul GR16:$a, imm:$b))", "(IMUL16rri $a, $b)")
imul32rri = P("(i32 (mul GR32:$a, imm:$b))", "(IMUL32rri $a, $b)")
imul64rri8 = P("(i64 (mul GR64:$a, i64immSExt8:$b))", "(IMUL64rri8 $a, $b)")
imul16rri8 = P("(i16 (mul GR16:$a, i16immSExt8:$b))", "(IMUL16rri8 $a, $b)")
imul32rri8 = P("(i32 (mul GR32:$a, i32immSExt8:$b))", "(IMUL32rri8 $a, $b)")
imul64rri32 = P("(i64 (mul GR64:$a, i64immSExt32:$b))", "(IMUL64rri32 $a, $b)")
imul32rmi8 = P("(i32 (mul (loadi32 addr:$a), i32immSExt8:$b))", "(IMUL32rmi8 addr:$a, $b)")
imul32rmi = P("(i32 (mul (loadi32 addr:$a), imm:$b))", "(IMUL32rmi addr:$a, $b)")
imul64rmi8 = P("(i64 (mul (loadi64 addr:$a), i64immSExt8:$b))", "(IMUL64rmi8 addr:$a, $b)")
imul64rmi32 = P("(i64 (mul (loadi64 addr:$a), i64immSExt32:$b))", "(IMUL64rmi32 addr:$a, $b)")
imul16rr_flag = P("(X86smul_flag GR16:$a, GR16:$b)", "(IMUL16rr $a, $b)")
imul32rr_flag = P("(X86smul_flag GR32:$a, GR32:$b)", "(IMUL32rr $a, $b)")
imul16rri8_flag = P("(X86smul_flag GR16:$a, i16immSExt8:$b)", "(IMUL16rri8 $a, $b)")
imul32rri8_flag = P("(X86smul_flag GR32:$a, i32immSExt8:$b)", "(IMUL32rri8 $a, $b)")
imul64rri8_flag = P("(X86smul_flag GR64:$a, i64immSExt8:$b)", "(IMUL64rri8 $a, $b)")
imul32rri_flag = P("(X86smul_flag GR32:$a, (i32 imm:$b))", "(IMUL32rri $a, $b)")
imul64rri32_flag = P("(X86smul_flag GR64:$a, i64immSExt32:$b)", "(IMUL64rri32 $a, $b)")
imul64rr_flag = P("(X86smul_flag GR64:$a, GR64:$b)", "(IMUL64rr $a, $b)")

# ---- shifts and rotates (X86InstrShiftRotate.td): the CL forms copy the amount into CL ------------------------
shl8rCL = P("(i8 (shl GR8:$a, CL))", "(SHL8rCL $a)")
shl16rCL = P("(i16 (shl GR16:$a, CL))", "(SHL16rCL $a)")
shl32rCL = P("(i32 (shl GR32:$a, CL))", "(SHL32rCL $a)")
shl64rCL = P("(i64 (shl GR64:$a, CL))", "(SHL64rCL $a)")
shr8rCL = P("(i8 (srl GR8:$a, CL))", "(SHR8rCL $a)")
shr16rCL = P("(i16 (srl GR16:$a, CL))", "(SHR16rCL $a)")
shr32rCL = P("(i32 (srl GR32:$a, CL))", "(SHR32rCL $a)")
shr64rCL = P("(i64 (srl GR64:$a, CL))", "(SHR64rCL $a)")
sar8rCL = P("(i8 (sra GR8:$a, CL))", "(SAR8rCL $a)")
sar16rCL = P("(i16 (sra GR16:$a, CL))", "(SAR16rCL $a)")
sar32rCL = P("(i32 (sra GR32:$a, CL))", "(SAR32rCL $a)")
sar64rCL = P("(i64 (sra GR64:$a, CL))", "(SAR64rCL $a)")
rol8rCL = P("(i8 (rotl GR8:$a, CL))", "(ROL8rCL $a)")
rol16rCL = P("(i16 (rotl GR16:$a, CL))", "(ROL16rCL $a)")
rol32rCL = P("(i32 (rotl GR32:$a, CL))", "(ROL32rCL $a)")
rol64rCL = P("(i64 (rotl GR64:$a, CL))", "(ROL64rCL $a)")
ror8rCL = P("(i8 (rotr GR8:$a, CL))", "(ROR8rCL $a)")
ror16rCL = P("(i16 (rotr GR16:$a, CL))", "(ROR16rCL $a)")
ror32rCL = P("(i32 (rotr GR32:$a, CL))", "(ROR32rCL $a)")
ror64rCL = P("(i64 (rotr GR64:$a, CL))", "(ROR64rCL $a)")
shl8ri = P("(i8 (shl GR8:$a, (i8 imm:$b)))", "(SHL8ri $a, $b)")
shl16ri = P("(i16 (shl GR16:$a, (i8 imm:$b)))", "(SHL16ri $a, $b)")
shl32ri = P("(i32 (shl GR32:$a, (i8 imm:$b)))", "(SHL32ri $a, $b)")
shl64ri = P("(i64 (shl GR64:$a, (i8 imm:$b)))", "(SHL64ri $a, $b)")
shr8ri = P("(i8 (srl GR8:$a, (i8 imm:$b)))", "(SHR8ri $a, $b)")
shr16ri = P("(i16 (srl GR16:$a, (i8 imm:$b)))", "(SHR16ri $a, $b)")
shr32ri = P("(i32 (srl GR32:$a, (i8 imm:$b)))", "(SHR32ri $a, $b)")
shr64ri = P("(i64 (srl GR64:$a, (i8 imm:$b)))", "(SHR64ri $a, $b)")
sar8ri = P("(i8 (sra GR8:$a, (i8 imm:$b)))", "(SAR8ri $a, $b)")
sar16ri = P("(i16 (sra GR16:$a, (i8 imm:$b)))", "(SAR16ri $a, $b)")
sar32ri = P("(i32 (sra GR32:$a, (i8 imm:$b)))", "(SAR32ri $a, $b)")
sar64ri = P("(i64 (sra GR64:$a, (i8 imm:$b)))", "(SAR64ri $a, $b)")
rol8ri = P("(i8 (rotl GR8:$a, (i8 imm:$b)))", "(ROL8ri $a, $b)")
rol16ri = P("(i16 (rotl GR16:$a, (i8 imm:$b)))", "(ROL16ri $a, $b)")
rol32ri = P("(i32 (rotl GR32:$a, (i8 imm:$b)))", "(ROL32ri $a, $b)")
rol64ri = P("(i64 (rotl GR64:$a, (i8 imm:$b)))", "(ROL64ri $a, $b)")
ror8ri = P("(i8 (rotr GR8:$a, (i8 imm:$b)))", "(ROR8ri $a, $b)")
ror16ri = P("(i16 (rotr GR16:$a, (i8 imm:$b)))", "(ROR16ri $a, $b)")
ror32ri = P("(i32 (rotr GR32:$a, (i8 imm:$b)))", "(ROR32ri $a, $b)")
ror64ri = P("(i64 (rotr GR64:$a, (i8 imm:$b)))", "(ROR64ri $a, $b)")
# shift by one: shl is an add of the value to itself; the right shifts have their own encoding.
shl8r1 = P("(i8 (shl GR8:$a, (i8 1)))", "(ADD8rr $a, $a)")
shl16r1 = P("(i16 (shl GR16:$a, (i8 1)))", "(ADD16rr $a, $a)")
shl32r1 = P("(i32 (shl GR32:$a, (i8 1)))", "(ADD32rr $a, $a)")
shl64r1 = P("(i64 (shl GR64:$a, (i8 1)))", "(ADD64rr $a, $a)")
shr8r1 = P("(i8 (srl GR8:$a, (i8 1)))", "(SHR8r1 $a)")
shr16r1 = P("(i16 (srl GR16:$a, (i8 1)))", "(SHR16r1 $a)")
shr32r1 = P("(i32 (srl GR32:$a, (i8 1)))", "(SHR32r1 $a)")
shr64r1 = P("(i64 (srl GR64:$a, (i8 1)))", "(SHR64r1 $a)")
sar8r1 = P("(i8 (sra GR8:$a, (i8 1)))", "(SAR8r1 $a)")
sar16r1 = P("(i16 (sra GR16:$a, (i8 1)))", "(SAR16r1 $a)")
sar32r1 = P("(i32 (sra GR32:$a, (i8 1)))", "(SAR32r1 $a)")
sar64r1 = P("(i64 (sra GR64:$a, (i8 1)))", "(SAR64r1 $a)")

# double shifts (X86InstrShiftRotate.td SHLD/SHRD: funnel shifts; 16-bit ones come as X86ISD::FSHL/FSHR with
# the amount already reduced modulo 16)
shld16rrCL = P("(i16 (X86fshl GR16:$a, GR16:$b, CL))", "(SHLD16rrCL $a, $b)")
shld32rrCL = P("(i32 (fshl GR32:$a, GR32:$b, CL))", "(SHLD32rrCL $a, $b)")
shld64rrCL = P("(i64 (fshl GR64:$a, GR64:$b, CL))", "(SHLD64rrCL $a, $b)")
shrd16rrCL = P("(i16 (X86fshr GR16:$b, GR16:$a, CL))", "(SHRD16rrCL $a, $b)")
shrd32rrCL = P("(i32 (fshr GR32:$b, GR32:$a, CL))", "(SHRD32rrCL $a, $b)")
shrd64rrCL = P("(i64 (fshr GR64:$b, GR64:$a, CL))", "(SHRD64rrCL $a, $b)")
shld16rri8 = P("(i16 (X86fshl GR16:$a, GR16:$b, (i8 imm:$c)))", "(SHLD16rri8 $a, $b, $c)")
shld32rri8 = P("(i32 (fshl GR32:$a, GR32:$b, (i8 imm:$c)))", "(SHLD32rri8 $a, $b, $c)")
shld64rri8 = P("(i64 (fshl GR64:$a, GR64:$b, (i8 imm:$c)))", "(SHLD64rri8 $a, $b, $c)")
shrd16rri8 = P("(i16 (X86fshr GR16:$b, GR16:$a, (i8 imm:$c)))", "(SHRD16rri8 $a, $b, $c)")
shrd32rri8 = P("(i32 (fshr GR32:$b, GR32:$a, (i8 imm:$c)))", "(SHRD32rri8 $a, $b, $c)")
shrd64rri8 = P("(i64 (fshr GR64:$b, GR64:$a, (i8 imm:$c)))", "(SHRD64rri8 $a, $b, $c)")

# rotate by one, and by (width - 1) as the opposite rotate by one (X86InstrShiftRotate.td)
rol8r1 = P("(i8 (rotl GR8:$a, (i8 1)))", "(ROL8r1 $a)")
ror8r1 = P("(i8 (rotr GR8:$a, (i8 1)))", "(ROR8r1 $a)")
rol8_m1 = P("(i8 (rotl GR8:$a, (i8 7)))", "(ROR8r1 $a)")
ror8_m1 = P("(i8 (rotr GR8:$a, (i8 7)))", "(ROL8r1 $a)")
rol16r1 = P("(i16 (rotl GR16:$a, (i8 1)))", "(ROL16r1 $a)")
ror16r1 = P("(i16 (rotr GR16:$a, (i8 1)))", "(ROR16r1 $a)")
rol16_m1 = P("(i16 (rotl GR16:$a, (i8 15)))", "(ROR16r1 $a)")
ror16_m1 = P("(i16 (rotr GR16:$a, (i8 15)))", "(ROL16r1 $a)")
rol32r1 = P("(i32 (rotl GR32:$a, (i8 1)))", "(ROL32r1 $a)")
ror32r1 = P("(i32 (rotr GR32:$a, (i8 1)))", "(ROR32r1 $a)")
rol32_m1 = P("(i32 (rotl GR32:$a, (i8 31)))", "(ROR32r1 $a)")
ror32_m1 = P("(i32 (rotr GR32:$a, (i8 31)))", "(ROL32r1 $a)")
rol64r1 = P("(i64 (rotl GR64:$a, (i8 1)))", "(ROL64r1 $a)")
ror64r1 = P("(i64 (rotr GR64:$a, (i8 1)))", "(ROR64r1 $a)")
rol64_m1 = P("(i64 (rotl GR64:$a, (i8 63)))", "(ROR64r1 $a)")
ror64_m1 = P("(i64 (rotr GR64:$a, (i8 63)))", "(ROL64r1 $a)")

# ---- LEA (X86InstrArithmetic.td LEA*r: the address computation as arithmetic) ---------------------------------
lea32r = P("(i32 lea64_32addr:$src)", "(LEA64_32r lea64_32addr:$src)", 0, "In64BitMode")
lea32r_32 = P("(i32 lea32addr:$src)", "(LEA32r lea32addr:$src)", 0, "Not64BitMode")
lea64r = P("(i64 lea64addr:$src)", "(LEA64r lea64addr:$src)", 0, "In64BitMode")

# ---- compares and tests (X86cmp: EFLAGS = a - b, value discarded) --------------------------------------------
cmp8rr = P("(X86cmp GR8:$a, GR8:$b)", "(CMP8rr $a, $b)")
cmp16rr = P("(X86cmp GR16:$a, GR16:$b)", "(CMP16rr $a, $b)")
cmp32rr = P("(X86cmp GR32:$a, GR32:$b)", "(CMP32rr $a, $b)")
cmp64rr = P("(X86cmp GR64:$a, GR64:$b)", "(CMP64rr $a, $b)")
cmp8rm = P("(X86cmp GR8:$a, (loadi8 addr:$b))", "(CMP8rm $a, addr:$b)")
cmp16rm = P("(X86cmp GR16:$a, (loadi16 addr:$b))", "(CMP16rm $a, addr:$b)")
cmp32rm = P("(X86cmp GR32:$a, (loadi32 addr:$b))", "(CMP32rm $a, addr:$b)")
cmp64rm = P("(X86cmp GR64:$a, (loadi64 addr:$b))", "(CMP64rm $a, addr:$b)")
cmp8mr = P("(X86cmp (loadi8 addr:$a), GR8:$b)", "(CMP8mr addr:$a, $b)")
cmp16mr = P("(X86cmp (loadi16 addr:$a), GR16:$b)", "(CMP16mr addr:$a, $b)")
cmp32mr = P("(X86cmp (loadi32 addr:$a), GR32:$b)", "(CMP32mr addr:$a, $b)")
cmp64mr = P("(X86cmp (loadi64 addr:$a), GR64:$b)", "(CMP64mr addr:$a, $b)")
cmp8ri = P("(X86cmp GR8:$a, (i8 imm:$b))", "(CMP8ri $a, $b)")
cmp16ri = P("(X86cmp GR16:$a, (i16 imm:$b))", "(CMP16ri $a, $b)")
cmp32ri = P("(X86cmp GR32:$a, (i32 imm:$b))", "(CMP32ri $a, $b)")
cmp64ri8 = P("(X86cmp GR64:$a, i64immSExt8:$b)", "(CMP64ri8 $a, $b)")
cmp16ri8 = P("(X86cmp GR16:$a, i16immSExt8:$b)", "(CMP16ri8 $a, $b)")
cmp32ri8 = P("(X86cmp GR32:$a, i32immSExt8:$b)", "(CMP32ri8 $a, $b)")
cmp64ri32 = P("(X86cmp GR64:$a, i64immSExt32:$b)", "(CMP64ri32 $a, $b)")
cmp8mi = P("(X86cmp (loadi8 addr:$a), (i8 imm:$b))", "(CMP8mi addr:$a, $b)")
cmp16mi = P("(X86cmp (loadi16 addr:$a), (i16 imm:$b))", "(CMP16mi addr:$a, $b)")
cmp32mi = P("(X86cmp (loadi32 addr:$a), (i32 imm:$b))", "(CMP32mi addr:$a, $b)")
cmp64mi8 = P("(X86cmp (loadi64 addr:$a), i64immSExt8:$b)", "(CMP64mi8 addr:$a, $b)")
cmp16mi8 = P("(X86cmp (loadi16 addr:$a), i16immSExt8:$b)", "(CMP16mi8 addr:$a, $b)")
cmp32mi8 = P("(X86cmp (loadi32 addr:$a), i32immSExt8:$b)", "(CMP32mi8 addr:$a, $b)")
cmp64mi32 = P("(X86cmp (loadi64 addr:$a), i64immSExt32:$b)", "(CMP64mi32 addr:$a, $b)")
test8rr0 = P("(X86cmp GR8:$a, 0)", "(TEST8rr $a, $a)")
test16rr0 = P("(X86cmp GR16:$a, 0)", "(TEST16rr $a, $a)")
test32rr0 = P("(X86cmp GR32:$a, 0)", "(TEST32rr $a, $a)")
test64rr0 = P("(X86cmp GR64:$a, 0)", "(TEST64rr $a, $a)")
test8rr = P("(X86cmp (and_su GR8:$a, GR8:$b), 0)", "(TEST8rr $a, $b)")
test16rr = P("(X86cmp (and_su GR16:$a, GR16:$b), 0)", "(TEST16rr $a, $b)")
test32rr = P("(X86cmp (and_su GR32:$a, GR32:$b), 0)", "(TEST32rr $a, $b)")
test64rr = P("(X86cmp (and_su GR64:$a, GR64:$b), 0)", "(TEST64rr $a, $b)")
test8ri = P("(X86cmp (and_su GR8:$a, (i8 imm:$b)), 0)", "(TEST8ri $a, $b)")
test16ri = P("(X86cmp (and_su GR16:$a, (i16 imm:$b)), 0)", "(TEST16ri $a, $b)")
test32ri = P("(X86cmp (and_su GR32:$a, (i32 imm:$b)), 0)", "(TEST32ri $a, $b)")
test64ri32 = P("(X86cmp (and_su GR64:$a, i64immSExt32:$b), 0)", "(TEST64ri32 $a, $b)")
bt32rr = P("(X86bt GR32:$a, GR32:$b)", "(BT32rr $a, $b)")
bt64rr = P("(X86bt GR64:$a, GR64:$b)", "(BT64rr $a, $b)")
bt32ri8 = P("(X86bt GR32:$a, (i32 imm:$b))", "(BT32ri8 $a, $b)")
bt64ri8 = P("(X86bt GR64:$a, (i64 imm:$b))", "(BT64ri8 $a, $b)")

# ---- SETcc, CMOVcc, branches (X86InstrCMovSetCC.td, X86InstrControl.td) -------------------------------------
setccr = P("(X86setcc timm:$cond, EFLAGS)", "(SETCCr $cond)")
setccm = P("(store (X86setcc timm:$cond, EFLAGS), addr:$dst)", "(SETCCm addr:$dst, $cond)")
cmov16rr = P("(i16 (X86cmov GR16:$f, GR16:$t, timm:$cond, EFLAGS))", "(CMOV16rr $f, $t, $cond)")
cmov32rr = P("(i32 (X86cmov GR32:$f, GR32:$t, timm:$cond, EFLAGS))", "(CMOV32rr $f, $t, $cond)")
cmov64rr = P("(i64 (X86cmov GR64:$f, GR64:$t, timm:$cond, EFLAGS))", "(CMOV64rr $f, $t, $cond)")
cmov16rm = P(
    "(i16 (X86cmov GR16:$f, (loadi16 addr:$t), timm:$cond, EFLAGS))", "(CMOV16rm $f, addr:$t, $cond)"
)
cmov32rm = P(
    "(i32 (X86cmov GR32:$f, (loadi32 addr:$t), timm:$cond, EFLAGS))", "(CMOV32rm $f, addr:$t, $cond)"
)
cmov64rm = P(
    "(i64 (X86cmov GR64:$f, (loadi64 addr:$t), timm:$cond, EFLAGS))", "(CMOV64rm $f, addr:$t, $cond)"
)
cmov_gr8 = P("(i8 (X86cmov GR8:$f, GR8:$t, timm:$cond, EFLAGS))", "(CMOV_GR8 $f, $t, $cond)")
cmov_fr32 = P("(f32 (X86cmov FR32:$f, FR32:$t, timm:$cond, EFLAGS))", "(CMOV_FR32 $f, $t, $cond)")
cmov_fr64 = P("(f64 (X86cmov FR64:$f, FR64:$t, timm:$cond, EFLAGS))", "(CMOV_FR64 $f, $t, $cond)")
jcc_1 = P("(X86brcond bb:$dst, timm:$cond, EFLAGS)", "(JCC_1 $dst, $cond)")
jmp_1 = P("(br bb:$dst)", "(JMP_1 $dst)")
jmp64r = P("(brind GR64:$dst)", "(JMP64r $dst)", 0, "In64BitMode")
jmp64m = P("(brind (loadi64 addr:$dst))", "(JMP64m addr:$dst)", 0, "In64BitMode")
trap_p = P("(trap)", "(TRAP)")
debugtrap_p = P("(debugtrap)", "(INT3)")

# ---- calls and returns (X86InstrControl.td, X86InstrCompiler.td) ----------------------------------------------
callseq_start_p = P(
    "(X86callseq_start timm:$amt1, timm:$amt2)", "(ADJCALLSTACKDOWN64 $amt1, $amt2, 0)", 0, "In64BitMode"
)
callseq_end_p = P(
    "(X86callseq_end timm:$amt1, timm:$amt2)", "(ADJCALLSTACKUP64 $amt1, $amt2)", 0, "In64BitMode"
)
call64pcrel32_ga = P("(X86call (i64 tglobaladdr:$dst))", "(CALL64pcrel32 $dst)", 0, "In64BitMode")
call64pcrel32_es = P("(X86call (i64 texternalsym:$dst))", "(CALL64pcrel32 $dst)", 0, "In64BitMode")
call64r = P("(X86call GR64:$dst)", "(CALL64r $dst)", 0, "In64BitMode")
ret_p = P("(X86retflag timm:$amt)", "(RET $amt)")
tcreturn_di64 = P(
    "(X86tcret (i64 tglobaladdr:$dst), timm:$off)", "(TCRETURNdi64 $dst, $off)", 0, "In64BitMode"
)
tcreturn_es64 = P(
    "(X86tcret (i64 texternalsym:$dst), timm:$off)", "(TCRETURNdi64 $dst, $off)", 0, "In64BitMode"
)
tcreturn_ri64 = P("(X86tcret ptr_rc_tailcall:$dst, timm:$off)", "(TCRETURNri64 $dst, $off)", 0, "In64BitMode")

# ---- atomics (X86InstrCompiler.td): plain moves are atomic when aligned; exchange is XCHG --------------------
atomic_load8 = P("(i8 (atomic_load_8 addr:$src))", "(MOV8rm addr:$src)")
atomic_load16 = P("(i16 (atomic_load_16 addr:$src))", "(MOV16rm addr:$src)")
atomic_load32 = P("(i32 (atomic_load_32 addr:$src))", "(MOV32rm addr:$src)")
atomic_load64 = P("(i64 (atomic_load_64 addr:$src))", "(MOV64rm addr:$src)")
atomic_store8 = P("(atomic_store_8 addr:$dst, GR8:$src)", "(MOV8mr addr:$dst, $src)")
atomic_store16 = P("(atomic_store_16 addr:$dst, GR16:$src)", "(MOV16mr addr:$dst, $src)")
atomic_store32 = P("(atomic_store_32 addr:$dst, GR32:$src)", "(MOV32mr addr:$dst, $src)")
atomic_store64 = P("(atomic_store_64 addr:$dst, GR64:$src)", "(MOV64mr addr:$dst, $src)")
atomic_store8i = P("(atomic_store_8 addr:$dst, (i8 imm:$src))", "(MOV8mi addr:$dst, $src)")
atomic_store16i = P("(atomic_store_16 addr:$dst, (i16 imm:$src))", "(MOV16mi addr:$dst, $src)")
atomic_store32i = P("(atomic_store_32 addr:$dst, (i32 imm:$src))", "(MOV32mi addr:$dst, $src)")
atomic_store64i = P("(atomic_store_64 addr:$dst, i64immSExt32:$src)", "(MOV64mi32 addr:$dst, $src)")
xchg8rm = P("(i8 (atomic_swap_8 addr:$ptr, GR8:$val))", "(XCHG8rm $val, addr:$ptr)")
xchg16rm = P("(i16 (atomic_swap_16 addr:$ptr, GR16:$val))", "(XCHG16rm $val, addr:$ptr)")
xchg32rm = P("(i32 (atomic_swap_32 addr:$ptr, GR32:$val))", "(XCHG32rm $val, addr:$ptr)")
xchg64rm = P("(i64 (atomic_swap_64 addr:$ptr, GR64:$val))", "(XCHG64rm $val, addr:$ptr)")

# ---- LOCK-prefixed read-modify-write (X86InstrCompiler.td "Atomic support") -------------------------------
lock_add8mr = P("(X86lock_add addr:$dst, GR8:$src)", "(LOCK_ADD8mr addr:$dst, $src)")
lock_add16mr = P("(X86lock_add addr:$dst, GR16:$src)", "(LOCK_ADD16mr addr:$dst, $src)")
lock_add32mr = P("(X86lock_add addr:$dst, GR32:$src)", "(LOCK_ADD32mr addr:$dst, $src)")
lock_add64mr = P("(X86lock_add addr:$dst, GR64:$src)", "(LOCK_ADD64mr addr:$dst, $src)")
lock_add16mi8 = P("(X86lock_add addr:$dst, i16immSExt8:$src)", "(LOCK_ADD16mi8 addr:$dst, $src)")
lock_add32mi8 = P("(X86lock_add addr:$dst, i32immSExt8:$src)", "(LOCK_ADD32mi8 addr:$dst, $src)")
lock_add64mi8 = P("(X86lock_add addr:$dst, i64immSExt8:$src)", "(LOCK_ADD64mi8 addr:$dst, $src)")
lock_add8mi = P("(X86lock_add addr:$dst, (i8 imm:$src))", "(LOCK_ADD8mi addr:$dst, $src)")
lock_add16mi = P("(X86lock_add addr:$dst, (i16 imm:$src))", "(LOCK_ADD16mi addr:$dst, $src)")
lock_add32mi = P("(X86lock_add addr:$dst, (i32 imm:$src))", "(LOCK_ADD32mi addr:$dst, $src)")
lock_add64mi32 = P("(X86lock_add addr:$dst, i64immSExt32:$src)", "(LOCK_ADD64mi32 addr:$dst, $src)")
lock_sub8mr = P("(X86lock_sub addr:$dst, GR8:$src)", "(LOCK_SUB8mr addr:$dst, $src)")
lock_sub16mr = P("(X86lock_sub addr:$dst, GR16:$src)", "(LOCK_SUB16mr addr:$dst, $src)")
lock_sub32mr = P("(X86lock_sub addr:$dst, GR32:$src)", "(LOCK_SUB32mr addr:$dst, $src)")
lock_sub64mr = P("(X86lock_sub addr:$dst, GR64:$src)", "(LOCK_SUB64mr addr:$dst, $src)")
lock_sub16mi8 = P("(X86lock_sub addr:$dst, i16immSExt8:$src)", "(LOCK_SUB16mi8 addr:$dst, $src)")
lock_sub32mi8 = P("(X86lock_sub addr:$dst, i32immSExt8:$src)", "(LOCK_SUB32mi8 addr:$dst, $src)")
lock_sub64mi8 = P("(X86lock_sub addr:$dst, i64immSExt8:$src)", "(LOCK_SUB64mi8 addr:$dst, $src)")
lock_sub8mi = P("(X86lock_sub addr:$dst, (i8 imm:$src))", "(LOCK_SUB8mi addr:$dst, $src)")
lock_sub16mi = P("(X86lock_sub addr:$dst, (i16 imm:$src))", "(LOCK_SUB16mi addr:$dst, $src)")
lock_sub32mi = P("(X86lock_sub addr:$dst, (i32 imm:$src))", "(LOCK_SUB32mi addr:$dst, $src)")
lock_sub64mi32 = P("(X86lock_sub addr:$dst, i64immSExt32:$src)", "(LOCK_SUB64mi32 addr:$dst, $src)")
lock_or8mr = P("(X86lock_or addr:$dst, GR8:$src)", "(LOCK_OR8mr addr:$dst, $src)")
lock_or16mr = P("(X86lock_or addr:$dst, GR16:$src)", "(LOCK_OR16mr addr:$dst, $src)")
lock_or32mr = P("(X86lock_or addr:$dst, GR32:$src)", "(LOCK_OR32mr addr:$dst, $src)")
lock_or64mr = P("(X86lock_or addr:$dst, GR64:$src)", "(LOCK_OR64mr addr:$dst, $src)")
lock_or16mi8 = P("(X86lock_or addr:$dst, i16immSExt8:$src)", "(LOCK_OR16mi8 addr:$dst, $src)")
lock_or32mi8 = P("(X86lock_or addr:$dst, i32immSExt8:$src)", "(LOCK_OR32mi8 addr:$dst, $src)")
lock_or64mi8 = P("(X86lock_or addr:$dst, i64immSExt8:$src)", "(LOCK_OR64mi8 addr:$dst, $src)")
lock_or8mi = P("(X86lock_or addr:$dst, (i8 imm:$src))", "(LOCK_OR8mi addr:$dst, $src)")
lock_or16mi = P("(X86lock_or addr:$dst, (i16 imm:$src))", "(LOCK_OR16mi addr:$dst, $src)")
lock_or32mi = P("(X86lock_or addr:$dst, (i32 imm:$src))", "(LOCK_OR32mi addr:$dst, $src)")
lock_or64mi32 = P("(X86lock_or addr:$dst, i64immSExt32:$src)", "(LOCK_OR64mi32 addr:$dst, $src)")
lock_xor8mr = P("(X86lock_xor addr:$dst, GR8:$src)", "(LOCK_XOR8mr addr:$dst, $src)")
lock_xor16mr = P("(X86lock_xor addr:$dst, GR16:$src)", "(LOCK_XOR16mr addr:$dst, $src)")
lock_xor32mr = P("(X86lock_xor addr:$dst, GR32:$src)", "(LOCK_XOR32mr addr:$dst, $src)")
lock_xor64mr = P("(X86lock_xor addr:$dst, GR64:$src)", "(LOCK_XOR64mr addr:$dst, $src)")
lock_xor16mi8 = P("(X86lock_xor addr:$dst, i16immSExt8:$src)", "(LOCK_XOR16mi8 addr:$dst, $src)")
lock_xor32mi8 = P("(X86lock_xor addr:$dst, i32immSExt8:$src)", "(LOCK_XOR32mi8 addr:$dst, $src)")
lock_xor64mi8 = P("(X86lock_xor addr:$dst, i64immSExt8:$src)", "(LOCK_XOR64mi8 addr:$dst, $src)")
lock_xor8mi = P("(X86lock_xor addr:$dst, (i8 imm:$src))", "(LOCK_XOR8mi addr:$dst, $src)")
lock_xor16mi = P("(X86lock_xor addr:$dst, (i16 imm:$src))", "(LOCK_XOR16mi addr:$dst, $src)")
lock_xor32mi = P("(X86lock_xor addr:$dst, (i32 imm:$src))", "(LOCK_XOR32mi addr:$dst, $src)")
lock_xor64mi32 = P("(X86lock_xor addr:$dst, i64immSExt32:$src)", "(LOCK_XOR64mi32 addr:$dst, $src)")
lock_and8mr = P("(X86lock_and addr:$dst, GR8:$src)", "(LOCK_AND8mr addr:$dst, $src)")
lock_and16mr = P("(X86lock_and addr:$dst, GR16:$src)", "(LOCK_AND16mr addr:$dst, $src)")
lock_and32mr = P("(X86lock_and addr:$dst, GR32:$src)", "(LOCK_AND32mr addr:$dst, $src)")
lock_and64mr = P("(X86lock_and addr:$dst, GR64:$src)", "(LOCK_AND64mr addr:$dst, $src)")
lock_and16mi8 = P("(X86lock_and addr:$dst, i16immSExt8:$src)", "(LOCK_AND16mi8 addr:$dst, $src)")
lock_and32mi8 = P("(X86lock_and addr:$dst, i32immSExt8:$src)", "(LOCK_AND32mi8 addr:$dst, $src)")
lock_and64mi8 = P("(X86lock_and addr:$dst, i64immSExt8:$src)", "(LOCK_AND64mi8 addr:$dst, $src)")
lock_and8mi = P("(X86lock_and addr:$dst, (i8 imm:$src))", "(LOCK_AND8mi addr:$dst, $src)")
lock_and16mi = P("(X86lock_and addr:$dst, (i16 imm:$src))", "(LOCK_AND16mi addr:$dst, $src)")
lock_and32mi = P("(X86lock_and addr:$dst, (i32 imm:$src))", "(LOCK_AND32mi addr:$dst, $src)")
lock_and64mi32 = P("(X86lock_and addr:$dst, i64immSExt32:$src)", "(LOCK_AND64mi32 addr:$dst, $src)")
lock_inc8m = P("(X86lock_add addr:$dst, (i8 1))", "(LOCK_INC8m addr:$dst)", 0, "UseIncDec")
lock_dec8m = P("(X86lock_add addr:$dst, (i8 -1))", "(LOCK_DEC8m addr:$dst)", 0, "UseIncDec")
lock_sub_inc8m = P("(X86lock_sub addr:$dst, (i8 -1))", "(LOCK_INC8m addr:$dst)", 0, "UseIncDec")
lock_sub_dec8m = P("(X86lock_sub addr:$dst, (i8 1))", "(LOCK_DEC8m addr:$dst)", 0, "UseIncDec")
lock_inc16m = P("(X86lock_add addr:$dst, (i16 1))", "(LOCK_INC16m addr:$dst)", 0, "UseIncDec")
lock_dec16m = P("(X86lock_add addr:$dst, (i16 -1))", "(LOCK_DEC16m addr:$dst)", 0, "UseIncDec")
lock_sub_inc16m = P("(X86lock_sub addr:$dst, (i16 -1))", "(LOCK_INC16m addr:$dst)", 0, "UseIncDec")
lock_sub_dec16m = P("(X86lock_sub addr:$dst, (i16 1))", "(LOCK_DEC16m addr:$dst)", 0, "UseIncDec")
lock_inc32m = P("(X86lock_add addr:$dst, (i32 1))", "(LOCK_INC32m addr:$dst)", 0, "UseIncDec")
lock_dec32m = P("(X86lock_add addr:$dst, (i32 -1))", "(LOCK_DEC32m addr:$dst)", 0, "UseIncDec")
lock_sub_inc32m = P("(X86lock_sub addr:$dst, (i32 -1))", "(LOCK_INC32m addr:$dst)", 0, "UseIncDec")
lock_sub_dec32m = P("(X86lock_sub addr:$dst, (i32 1))", "(LOCK_DEC32m addr:$dst)", 0, "UseIncDec")
lock_inc64m = P("(X86lock_add addr:$dst, (i64 1))", "(LOCK_INC64m addr:$dst)", 0, "UseIncDec")
lock_dec64m = P("(X86lock_add addr:$dst, (i64 -1))", "(LOCK_DEC64m addr:$dst)", 0, "UseIncDec")
lock_sub_inc64m = P("(X86lock_sub addr:$dst, (i64 -1))", "(LOCK_INC64m addr:$dst)", 0, "UseIncDec")
lock_sub_dec64m = P("(X86lock_sub addr:$dst, (i64 1))", "(LOCK_DEC64m addr:$dst)", 0, "UseIncDec")
lxadd8 = P("(i8 (atomic_load_add_8 addr:$ptr, GR8:$val))", "(LXADD8 $val, addr:$ptr)")
lxadd16 = P("(i16 (atomic_load_add_16 addr:$ptr, GR16:$val))", "(LXADD16 $val, addr:$ptr)")
lxadd32 = P("(i32 (atomic_load_add_32 addr:$ptr, GR32:$val))", "(LXADD32 $val, addr:$ptr)")
lxadd64 = P("(i64 (atomic_load_add_64 addr:$ptr, GR64:$val))", "(LXADD64 $val, addr:$ptr)")
lcmpxchg8 = P("(X86cas addr:$ptr, GR8:$swap, timm:$size)", "(LCMPXCHG8 addr:$ptr, $swap)")
lcmpxchg16 = P("(X86cas addr:$ptr, GR16:$swap, timm:$size)", "(LCMPXCHG16 addr:$ptr, $swap)")
lcmpxchg32 = P("(X86cas addr:$ptr, GR32:$swap, timm:$size)", "(LCMPXCHG32 addr:$ptr, $swap)")
lcmpxchg64 = P("(X86cas addr:$ptr, GR64:$swap, timm:$size)", "(LCMPXCHG64 addr:$ptr, $swap)")
mfence = P("(X86mfence)", "(MFENCE)")
membarrier = P("(X86MemBarrier)", "(Int_MemBarrier)")

# ---- varargs: the XMM argument registers saved under %al (X86InstrCompiler.td) -----------------------------
vaarg_64 = P(
    "(i64 (X86vaarg64 addr:$ap, timm:$size, timm:$mode, timm:$align))",
    "(VAARG_64 addr:$ap, $size, $mode, $align)",
    0,
    "In64BitMode",
)
vastart_save_xmm_regs = P(
    "(X86vastart_save_xmm_regs GR8:$al, addr:$regsavefi)",
    "(VASTART_SAVE_XMM_REGS $al, addr:$regsavefi)",
    0,
    "In64BitMode",
)

# ---- software prefetch (X86InstrSSE.td, X86Instr3DNow.td): (prefetch addr, rw, locality, cache type); only data
# prefetches (cache type 1) select; a write prefetch is PREFETCHW where the subtarget has it.
prefetchw_l0 = P("(prefetch addr:$a, (i32 1), (i32 0), (i32 1))", "(PREFETCHW addr:$a)", 1, "HasPrefetchW")
prefetchw_l1 = P("(prefetch addr:$a, (i32 1), (i32 1), (i32 1))", "(PREFETCHW addr:$a)", 1, "HasPrefetchW")
prefetchw_l2 = P("(prefetch addr:$a, (i32 1), (i32 2), (i32 1))", "(PREFETCHW addr:$a)", 1, "HasPrefetchW")
prefetchw_l3 = P("(prefetch addr:$a, (i32 1), (i32 3), (i32 1))", "(PREFETCHW addr:$a)", 1, "HasPrefetchW")
prefetchnta_r = P(
    "(prefetch addr:$a, (i32 0), (i32 0), (i32 1))", "(PREFETCHNTA addr:$a)", 0, "HasSSEPrefetch"
)
prefetcht2_r = P("(prefetch addr:$a, (i32 0), (i32 1), (i32 1))", "(PREFETCHT2 addr:$a)", 0, "HasSSEPrefetch")
prefetcht1_r = P("(prefetch addr:$a, (i32 0), (i32 2), (i32 1))", "(PREFETCHT1 addr:$a)", 0, "HasSSEPrefetch")
prefetcht0_r = P("(prefetch addr:$a, (i32 0), (i32 3), (i32 1))", "(PREFETCHT0 addr:$a)", 0, "HasSSEPrefetch")
prefetchnta_w = P(
    "(prefetch addr:$a, (i32 1), (i32 0), (i32 1))", "(PREFETCHNTA addr:$a)", 0, "HasSSEPrefetch"
)
prefetcht2_w = P("(prefetch addr:$a, (i32 1), (i32 1), (i32 1))", "(PREFETCHT2 addr:$a)", 0, "HasSSEPrefetch")
prefetcht1_w = P("(prefetch addr:$a, (i32 1), (i32 2), (i32 1))", "(PREFETCHT1 addr:$a)", 0, "HasSSEPrefetch")
prefetcht0_w = P("(prefetch addr:$a, (i32 1), (i32 3), (i32 1))", "(PREFETCHT0 addr:$a)", 0, "HasSSEPrefetch")

# =================================================================================================================
# SSE scalar floating point (X86InstrSSE.td)
# =================================================================================================================
movssrm = P("(f32 (loadf32 addr:$src))", "(MOVSSrm_alt addr:$src)", 0, "UseSSE1")
movsdrm = P("(f64 (loadf64 addr:$src))", "(MOVSDrm_alt addr:$src)", 0, "UseSSE2")
movssmr = P("(store FR32:$src, addr:$dst)", "(MOVSSmr addr:$dst, $src)", 0, "UseSSE1")
movsdmr = P("(store FR64:$src, addr:$dst)", "(MOVSDmr addr:$dst, $src)", 0, "UseSSE2")
addssrr = P("(f32 (fadd FR32:$a, FR32:$b))", "(ADDSSrr $a, $b)", 0, "UseSSE1")
addsdrr = P("(f64 (fadd FR64:$a, FR64:$b))", "(ADDSDrr $a, $b)", 0, "UseSSE2")
subssrr = P("(f32 (fsub FR32:$a, FR32:$b))", "(SUBSSrr $a, $b)", 0, "UseSSE1")
subsdrr = P("(f64 (fsub FR64:$a, FR64:$b))", "(SUBSDrr $a, $b)", 0, "UseSSE2")
mulssrr = P("(f32 (fmul FR32:$a, FR32:$b))", "(MULSSrr $a, $b)", 0, "UseSSE1")
mulsdrr = P("(f64 (fmul FR64:$a, FR64:$b))", "(MULSDrr $a, $b)", 0, "UseSSE2")
divssrr = P("(f32 (fdiv FR32:$a, FR32:$b))", "(DIVSSrr $a, $b)", 0, "UseSSE1")
divsdrr = P("(f64 (fdiv FR64:$a, FR64:$b))", "(DIVSDrr $a, $b)", 0, "UseSSE2")
addssrm = P("(f32 (fadd FR32:$a, (loadf32 addr:$b)))", "(ADDSSrm $a, addr:$b)", 0, "UseSSE1")
addsdrm = P("(f64 (fadd FR64:$a, (loadf64 addr:$b)))", "(ADDSDrm $a, addr:$b)", 0, "UseSSE2")
subssrm = P("(f32 (fsub FR32:$a, (loadf32 addr:$b)))", "(SUBSSrm $a, addr:$b)", 0, "UseSSE1")
subsdrm = P("(f64 (fsub FR64:$a, (loadf64 addr:$b)))", "(SUBSDrm $a, addr:$b)", 0, "UseSSE2")
mulssrm = P("(f32 (fmul FR32:$a, (loadf32 addr:$b)))", "(MULSSrm $a, addr:$b)", 0, "UseSSE1")
mulsdrm = P("(f64 (fmul FR64:$a, (loadf64 addr:$b)))", "(MULSDrm $a, addr:$b)", 0, "UseSSE2")
divssrm = P("(f32 (fdiv FR32:$a, (loadf32 addr:$b)))", "(DIVSSrm $a, addr:$b)", 0, "UseSSE1")
divsdrm = P("(f64 (fdiv FR64:$a, (loadf64 addr:$b)))", "(DIVSDrm $a, addr:$b)", 0, "UseSSE2")
minssrr = P("(f32 (X86fmin FR32:$a, FR32:$b))", "(MINSSrr $a, $b)", 0, "UseSSE1")
minsdrr = P("(f64 (X86fmin FR64:$a, FR64:$b))", "(MINSDrr $a, $b)", 0, "UseSSE2")
maxssrr = P("(f32 (X86fmax FR32:$a, FR32:$b))", "(MAXSSrr $a, $b)", 0, "UseSSE1")
maxsdrr = P("(f64 (X86fmax FR64:$a, FR64:$b))", "(MAXSDrr $a, $b)", 0, "UseSSE2")
sqrtssr = P("(f32 (fsqrt FR32:$a))", "(SQRTSSr $a)", 0, "UseSSE1")
sqrtsdr = P("(f64 (fsqrt FR64:$a))", "(SQRTSDr $a)", 0, "UseSSE2")
sqrtssm = P("(f32 (fsqrt (loadf32 addr:$a)))", "(SQRTSSm addr:$a)", 0, "UseSSE1 OptForSize")
sqrtsdm = P("(f64 (fsqrt (loadf64 addr:$a)))", "(SQRTSDm addr:$a)", 0, "UseSSE2 OptForSize")
ucomissrr = P("(X86fcmp FR32:$a, FR32:$b)", "(UCOMISSrr $a, $b)", 0, "UseSSE1")
ucomisdrr = P("(X86fcmp FR64:$a, FR64:$b)", "(UCOMISDrr $a, $b)", 0, "UseSSE2")
ucomissrm = P("(X86fcmp FR32:$a, (loadf32 addr:$b))", "(UCOMISSrm $a, addr:$b)", 0, "UseSSE1")
ucomisdrm = P("(X86fcmp FR64:$a, (loadf64 addr:$b))", "(UCOMISDrm $a, addr:$b)", 0, "UseSSE2")
cmpssrr = P("(f32 (X86fsetcc FR32:$a, FR32:$b, timm:$cc))", "(CMPSSrr $a, $b, $cc)", 0, "UseSSE1")
cmpsdrr = P("(f64 (X86fsetcc FR64:$a, FR64:$b, timm:$cc))", "(CMPSDrr $a, $b, $cc)", 0, "UseSSE2")
# conversions
cvtsi2ssrr = P("(f32 (sint_to_fp GR32:$a))", "(CVTSI2SSrr $a)", 0, "UseSSE1")
cvtsi642ssrr = P("(f32 (sint_to_fp GR64:$a))", "(CVTSI642SSrr $a)", 0, "UseSSE1")
cvtsi2sdrr = P("(f64 (sint_to_fp GR32:$a))", "(CVTSI2SDrr $a)", 0, "UseSSE2")
cvtsi642sdrr = P("(f64 (sint_to_fp GR64:$a))", "(CVTSI642SDrr $a)", 0, "UseSSE2")
cvtsi2ssrm = P("(f32 (sint_to_fp (loadi32 addr:$a)))", "(CVTSI2SSrm addr:$a)", 0, "UseSSE1")
cvtsi2sdrm = P("(f64 (sint_to_fp (loadi32 addr:$a)))", "(CVTSI2SDrm addr:$a)", 0, "UseSSE2")
cvtsi642ssrm = P("(f32 (sint_to_fp (loadi64 addr:$a)))", "(CVTSI642SSrm addr:$a)", 0, "UseSSE1")
cvtsi642sdrm = P("(f64 (sint_to_fp (loadi64 addr:$a)))", "(CVTSI642SDrm addr:$a)", 0, "UseSSE2")
cvttss2sirr = P("(i32 (fp_to_sint FR32:$a))", "(CVTTSS2SIrr $a)", 0, "UseSSE1")
cvttss2si64rr = P("(i64 (fp_to_sint FR32:$a))", "(CVTTSS2SI64rr $a)", 0, "UseSSE1")
cvttsd2sirr = P("(i32 (fp_to_sint FR64:$a))", "(CVTTSD2SIrr $a)", 0, "UseSSE2")
cvttsd2si64rr = P("(i64 (fp_to_sint FR64:$a))", "(CVTTSD2SI64rr $a)", 0, "UseSSE2")
cvttss2sirm = P("(i32 (fp_to_sint (loadf32 addr:$a)))", "(CVTTSS2SIrm addr:$a)", 0, "UseSSE1")
cvttss2si64rm = P("(i64 (fp_to_sint (loadf32 addr:$a)))", "(CVTTSS2SI64rm addr:$a)", 0, "UseSSE1")
cvttsd2sirm = P("(i32 (fp_to_sint (loadf64 addr:$a)))", "(CVTTSD2SIrm addr:$a)", 0, "UseSSE2")
cvttsd2si64rm = P("(i64 (fp_to_sint (loadf64 addr:$a)))", "(CVTTSD2SI64rm addr:$a)", 0, "UseSSE2")
cvtss2sdrr = P("(f64 (fpextend FR32:$a))", "(CVTSS2SDrr $a)", 0, "UseSSE2")
cvtsd2ssrr = P("(f32 (fpround FR64:$a))", "(CVTSD2SSrr $a)", 0, "UseSSE2")
cvtss2sdrm = P("(f64 (fpextend (loadf32 addr:$a)))", "(CVTSS2SDrm addr:$a)", 0, "UseSSE2 OptForSize")
cvtsd2ssrm = P("(f32 (fpround (loadf64 addr:$a)))", "(CVTSD2SSrm addr:$a)", 0, "UseSSE2 OptForSize")
# moves between general and SSE registers
movdi2ss = P("(f32 (bitconvert GR32:$a))", "(MOVDI2SSrr $a)", 0, "UseSSE2")
movss2di = P("(i32 (bitconvert FR32:$a))", "(MOVSS2DIrr $a)", 0, "UseSSE2")
mov64tosd = P("(f64 (bitconvert GR64:$a))", "(MOV64toSDrr $a)", 0, "UseSSE2")
movsdto64 = P("(i64 (bitconvert FR64:$a))", "(MOVSDto64rr $a)", 0, "UseSSE2")
movdi2pdi = P("(v4i32 (scalar_to_vector GR32:$a))", "(MOVDI2PDIrr $a)", 0, "UseSSE2")
mov64topqi = P("(v2i64 (scalar_to_vector GR64:$a))", "(MOV64toPQIrr $a)", 0, "UseSSE2")
movpdi2di = P("(i32 (extractelt (v4i32 VR128:$a), 0))", "(MOVPDI2DIrr $a)", 0, "UseSSE2")
movpqito64 = P("(i64 (extractelt (v2i64 VR128:$a), 0))", "(MOVPQIto64rr $a)", 0, "UseSSE2")
# scalars live in the low lane of an XMM register: these are register-class changes only
s2v_f32 = P("(v4f32 (scalar_to_vector FR32:$a))", "(COPY_TO_REGCLASS FR32:$a, VR128)", 0, "UseSSE1")
s2v_f64 = P("(v2f64 (scalar_to_vector FR64:$a))", "(COPY_TO_REGCLASS FR64:$a, VR128)", 0, "UseSSE2")
extract_f32 = P("(f32 (extractelt (v4f32 VR128:$a), 0))", "(COPY_TO_REGCLASS VR128:$a, FR32)", 0, "UseSSE1")
extract_f64 = P("(f64 (extractelt (v2f64 VR128:$a), 0))", "(COPY_TO_REGCLASS VR128:$a, FR64)", 0, "UseSSE2")
# logic on scalars (fabs, fneg, copysign) goes through the 128-bit integer-domain forms
fand_f32 = P(
    "(f32 (X86fand FR32:$a, FR32:$b))",
    "(COPY_TO_REGCLASS (v4f32 (ANDPSrr (COPY_TO_REGCLASS FR32:$a, VR128), (COPY_TO_REGCLASS FR32:$b, VR128))), FR32)",
    0,
    "UseSSE1",
)
for_f32 = P(
    "(f32 (X86for FR32:$a, FR32:$b))",
    "(COPY_TO_REGCLASS (v4f32 (ORPSrr (COPY_TO_REGCLASS FR32:$a, VR128), (COPY_TO_REGCLASS FR32:$b, VR128))), FR32)",
    0,
    "UseSSE1",
)
fxor_f32 = P(
    "(f32 (X86fxor FR32:$a, FR32:$b))",
    "(COPY_TO_REGCLASS (v4f32 (XORPSrr (COPY_TO_REGCLASS FR32:$a, VR128), (COPY_TO_REGCLASS FR32:$b, VR128))), FR32)",
    0,
    "UseSSE1",
)
fandn_f32 = P(
    "(f32 (X86fandn FR32:$a, FR32:$b))",
    "(COPY_TO_REGCLASS (v4f32 (ANDNPSrr (COPY_TO_REGCLASS FR32:$a, VR128), (COPY_TO_REGCLASS FR32:$b, VR128))), FR32)",
    0,
    "UseSSE1",
)
fand_f64 = P(
    "(f64 (X86fand FR64:$a, FR64:$b))",
    "(COPY_TO_REGCLASS (v2f64 (ANDPDrr (COPY_TO_REGCLASS FR64:$a, VR128), (COPY_TO_REGCLASS FR64:$b, VR128))), FR64)",
    0,
    "UseSSE2",
)
for_f64 = P(
    "(f64 (X86for FR64:$a, FR64:$b))",
    "(COPY_TO_REGCLASS (v2f64 (ORPDrr (COPY_TO_REGCLASS FR64:$a, VR128), (COPY_TO_REGCLASS FR64:$b, VR128))), FR64)",
    0,
    "UseSSE2",
)
fxor_f64 = P(
    "(f64 (X86fxor FR64:$a, FR64:$b))",
    "(COPY_TO_REGCLASS (v2f64 (XORPDrr (COPY_TO_REGCLASS FR64:$a, VR128), (COPY_TO_REGCLASS FR64:$b, VR128))), FR64)",
    0,
    "UseSSE2",
)
fandn_f64 = P(
    "(f64 (X86fandn FR64:$a, FR64:$b))",
    "(COPY_TO_REGCLASS (v2f64 (ANDNPDrr (COPY_TO_REGCLASS FR64:$a, VR128), (COPY_TO_REGCLASS FR64:$b, VR128))), FR64)",
    0,
    "UseSSE2",
)

# =================================================================================================================
# 128-bit vectors: loads, stores, integer-domain logic (what scalar fabs/fneg/select lower to)
# =================================================================================================================
movapsrm_f32 = P("(v4f32 (alignedload addr:$src))", "(MOVAPSrm addr:$src)", 0, "UseSSE1")
movapsrm_f64 = P("(v2f64 (alignedload addr:$src))", "(MOVAPSrm addr:$src)", 0, "UseSSE2")
movapsrm_i64 = P("(v2i64 (alignedload addr:$src))", "(MOVAPSrm addr:$src)", 0, "UseSSE2")
movapsrm_i32 = P("(v4i32 (alignedload addr:$src))", "(MOVAPSrm addr:$src)", 0, "UseSSE2")
movupsrm_f32 = P("(v4f32 (load addr:$src))", "(MOVUPSrm addr:$src)", 0, "UseSSE1")
movupsrm_f64 = P("(v2f64 (load addr:$src))", "(MOVUPSrm addr:$src)", 0, "UseSSE2")
movupsrm_i64 = P("(v2i64 (load addr:$src))", "(MOVUPSrm addr:$src)", 0, "UseSSE2")
movupsrm_i32 = P("(v4i32 (load addr:$src))", "(MOVUPSrm addr:$src)", 0, "UseSSE2")
movapsmr = P("(alignedstore VR128:$src, addr:$dst)", "(MOVAPSmr addr:$dst, $src)", 0, "UseSSE1")
movupsmr = P("(store VR128:$src, addr:$dst)", "(MOVUPSmr addr:$dst, $src)", 0, "UseSSE1")
movssrm_v = P(
    "(v4f32 (X86vzmovl (v4f32 (scalar_to_vector (loadf32 addr:$src)))))", "(MOVSSrm addr:$src)", 0, "UseSSE1"
)
movsdrm_v = P(
    "(v2f64 (X86vzmovl (v2f64 (scalar_to_vector (loadf64 addr:$src)))))", "(MOVSDrm addr:$src)", 0, "UseSSE2"
)
s2v_loadf32 = P("(v4f32 (scalar_to_vector (loadf32 addr:$src)))", "(MOVSSrm addr:$src)", 0, "UseSSE1")
s2v_loadf64 = P("(v2f64 (scalar_to_vector (loadf64 addr:$src)))", "(MOVSDrm addr:$src)", 0, "UseSSE2")
pandrr = P("(v2i64 (and VR128:$a, VR128:$b))", "(PANDrr $a, $b)", 0, "UseSSE2")
porrr = P("(v2i64 (or VR128:$a, VR128:$b))", "(PORrr $a, $b)", 0, "UseSSE2")
pxorrr = P("(v2i64 (xor VR128:$a, VR128:$b))", "(PXORrr $a, $b)", 0, "UseSSE2")
pandnrr = P("(v2i64 (X86andnp VR128:$a, VR128:$b))", "(PANDNrr $a, $b)", 0, "UseSSE2")
pandrm = P("(v2i64 (and VR128:$a, (memop addr:$b)))", "(PANDrm $a, addr:$b)", 0, "UseSSE2")
porrm = P("(v2i64 (or VR128:$a, (memop addr:$b)))", "(PORrm $a, addr:$b)", 0, "UseSSE2")
pxorrm = P("(v2i64 (xor VR128:$a, (memop addr:$b)))", "(PXORrm $a, addr:$b)", 0, "UseSSE2")
pandnrm = P("(v2i64 (X86andnp VR128:$a, (memop addr:$b)))", "(PANDNrm $a, addr:$b)", 0, "UseSSE2")
# FP logic on vectors ends in the integer domain, as LLVM's combine (lowerX86FPLogicOp) turns it into v2i64 logic
fand_v4f32 = P("(v4f32 (X86fand VR128:$a, VR128:$b))", "(PANDrr $a, $b)", 0, "UseSSE2")
for_v4f32 = P("(v4f32 (X86for VR128:$a, VR128:$b))", "(PORrr $a, $b)", 0, "UseSSE2")
fxor_v4f32 = P("(v4f32 (X86fxor VR128:$a, VR128:$b))", "(PXORrr $a, $b)", 0, "UseSSE2")
fandn_v4f32 = P("(v4f32 (X86fandn VR128:$a, VR128:$b))", "(PANDNrr $a, $b)", 0, "UseSSE2")
fand_v2f64 = P("(v2f64 (X86fand VR128:$a, VR128:$b))", "(PANDrr $a, $b)", 0, "UseSSE2")
for_v2f64 = P("(v2f64 (X86for VR128:$a, VR128:$b))", "(PORrr $a, $b)", 0, "UseSSE2")
fxor_v2f64 = P("(v2f64 (X86fxor VR128:$a, VR128:$b))", "(PXORrr $a, $b)", 0, "UseSSE2")
fandn_v2f64 = P("(v2f64 (X86fandn VR128:$a, VR128:$b))", "(PANDNrr $a, $b)", 0, "UseSSE2")
fand_v4f32m = P("(v4f32 (X86fand VR128:$a, (memop addr:$b)))", "(PANDrm $a, addr:$b)", 0, "UseSSE2")
for_v4f32m = P("(v4f32 (X86for VR128:$a, (memop addr:$b)))", "(PORrm $a, addr:$b)", 0, "UseSSE2")
fxor_v4f32m = P("(v4f32 (X86fxor VR128:$a, (memop addr:$b)))", "(PXORrm $a, addr:$b)", 0, "UseSSE2")
fandn_v4f32m = P("(v4f32 (X86fandn VR128:$a, (memop addr:$b)))", "(PANDNrm $a, addr:$b)", 0, "UseSSE2")
fand_v2f64m = P("(v2f64 (X86fand VR128:$a, (memop addr:$b)))", "(PANDrm $a, addr:$b)", 0, "UseSSE2")
for_v2f64m = P("(v2f64 (X86for VR128:$a, (memop addr:$b)))", "(PORrm $a, addr:$b)", 0, "UseSSE2")
fxor_v2f64m = P("(v2f64 (X86fxor VR128:$a, (memop addr:$b)))", "(PXORrm $a, addr:$b)", 0, "UseSSE2")
fandn_v2f64m = P("(v2f64 (X86fandn VR128:$a, (memop addr:$b)))", "(PANDNrm $a, addr:$b)", 0, "UseSSE2")
# integer vector arithmetic (X86InstrSSE.td PADD*/PSUB*), zero vectors (V_SET0)
paddb = P("(v16i8 (add VR128:$a, VR128:$b))", "(PADDBrr $a, $b)", 0, "UseSSE2")
paddw = P("(v8i16 (add VR128:$a, VR128:$b))", "(PADDWrr $a, $b)", 0, "UseSSE2")
paddd = P("(v4i32 (add VR128:$a, VR128:$b))", "(PADDDrr $a, $b)", 0, "UseSSE2")
paddq = P("(v2i64 (add VR128:$a, VR128:$b))", "(PADDQrr $a, $b)", 0, "UseSSE2")
psubb = P("(v16i8 (sub VR128:$a, VR128:$b))", "(PSUBBrr $a, $b)", 0, "UseSSE2")
psubw = P("(v8i16 (sub VR128:$a, VR128:$b))", "(PSUBWrr $a, $b)", 0, "UseSSE2")
psubd = P("(v4i32 (sub VR128:$a, VR128:$b))", "(PSUBDrr $a, $b)", 0, "UseSSE2")
psubq = P("(v2i64 (sub VR128:$a, VR128:$b))", "(PSUBQrr $a, $b)", 0, "UseSSE2")
paddd_m = P("(v4i32 (add VR128:$a, (memop addr:$b)))", "(PADDDrm $a, addr:$b)", 0, "UseSSE2")
paddq_m = P("(v2i64 (add VR128:$a, (memop addr:$b)))", "(PADDQrm $a, addr:$b)", 0, "UseSSE2")
v_set0_v4i32 = P("(v4i32 immAllZerosV)", "(V_SET0)")
v_set0_v2i64 = P("(v2i64 immAllZerosV)", "(V_SET0)")
v_set0_v16i8 = P("(v16i8 immAllZerosV)", "(V_SET0)")
v_set0_v8i16 = P("(v8i16 immAllZerosV)", "(V_SET0)")
v_set0_v4f32 = P("(v4f32 immAllZerosV)", "(V_SET0)")
v_set0_v2f64 = P("(v2f64 immAllZerosV)", "(V_SET0)")
# bitcasts between 128-bit types are free
bc_v2i64_v4f32 = P("(v2i64 (bitconvert (v4f32 VR128:$a)))", "VR128:$a")
bc_v2i64_v2f64 = P("(v2i64 (bitconvert (v2f64 VR128:$a)))", "VR128:$a")
bc_v2i64_v4i32 = P("(v2i64 (bitconvert (v4i32 VR128:$a)))", "VR128:$a")
bc_v4f32_v2i64 = P("(v4f32 (bitconvert (v2i64 VR128:$a)))", "VR128:$a")
bc_v2f64_v2i64 = P("(v2f64 (bitconvert (v2i64 VR128:$a)))", "VR128:$a")
bc_v4i32_v2i64 = P("(v4i32 (bitconvert (v2i64 VR128:$a)))", "VR128:$a")
bc_v4f32_v2f64 = P("(v4f32 (bitconvert (v2f64 VR128:$a)))", "VR128:$a")
bc_v2f64_v4f32 = P("(v2f64 (bitconvert (v4f32 VR128:$a)))", "VR128:$a")
bc_v4f32_v4i32 = P("(v4f32 (bitconvert (v4i32 VR128:$a)))", "VR128:$a")
bc_v4i32_v4f32 = P("(v4i32 (bitconvert (v4f32 VR128:$a)))", "VR128:$a")

# =================================================================================================================
# 128-bit vector code (X86InstrSSE.td, X86InstrFragmentsSIMD.td): shuffles, integer arithmetic, compares, shifts
# =================================================================================================================
X86pshufd = SDNodeDef("X86pshufd", "X86ISD::PSHUFD", 1)
X86pshuflw = SDNodeDef("X86pshuflw", "X86ISD::PSHUFLW", 1)
X86pshufhw = SDNodeDef("X86pshufhw", "X86ISD::PSHUFHW", 1)
X86shufp = SDNodeDef("X86shufp", "X86ISD::SHUFP", 1)
X86unpckl = SDNodeDef("X86unpckl", "X86ISD::UNPCKL", 1)
X86unpckh = SDNodeDef("X86unpckh", "X86ISD::UNPCKH", 1)
X86movlhps = SDNodeDef("X86movlhps", "X86ISD::MOVLHPS", 1)
X86movhlps = SDNodeDef("X86movhlps", "X86ISD::MOVHLPS", 1)
X86movsd = SDNodeDef("X86movsd", "X86ISD::MOVSD", 1)
X86movss = SDNodeDef("X86movss", "X86ISD::MOVSS", 1)
X86pcmpeq = SDNodeDef("X86pcmpeq", "X86ISD::PCMPEQ", 1, props=SDNPCommutative)
X86pcmpgt = SDNodeDef("X86pcmpgt", "X86ISD::PCMPGT", 1)
X86cmpp = SDNodeDef("X86cmpp", "X86ISD::CMPP", 1)
X86pmuludq = SDNodeDef("X86pmuludq", "X86ISD::PMULUDQ", 1, props=SDNPCommutative)
X86vshli = SDNodeDef("X86vshli", "X86ISD::VSHLI", 1)
X86vsrli = SDNodeDef("X86vsrli", "X86ISD::VSRLI", 1)
X86vsrai = SDNodeDef("X86vsrai", "X86ISD::VSRAI", 1)
X86vshl = SDNodeDef("X86vshl", "X86ISD::VSHL", 1)
X86vsrl = SDNodeDef("X86vsrl", "X86ISD::VSRL", 1)
X86vsra = SDNodeDef("X86vsra", "X86ISD::VSRA", 1)
X86vshldq = SDNodeDef("X86vshldq", "X86ISD::VSHLDQ", 1)
X86vsrldq = SDNodeDef("X86vsrldq", "X86ISD::VSRLDQ", 1)
X86pextrw = SDNodeDef("X86pextrw", "X86ISD::PEXTRW", 1, ("i32",))
X86pinsrw = SDNodeDef("X86pinsrw", "X86ISD::PINSRW", 1)
X86packus = SDNodeDef("X86packus", "X86ISD::PACKUS", 1)
X86packss = SDNodeDef("X86packss", "X86ISD::PACKSS", 1)
X86movmsk = SDNodeDef("X86movmsk", "X86ISD::MOVMSK", 1, ("i32",))
smax = SDNodeDef("smax", "ISD::SMAX", 1, props=SDNPCommutative)
smin = SDNodeDef("smin", "ISD::SMIN", 1, props=SDNPCommutative)
umax = SDNodeDef("umax", "ISD::UMAX", 1, props=SDNPCommutative)
umin = SDNodeDef("umin", "ISD::UMIN", 1, props=SDNPCommutative)
#: An all-ones BUILD_VECTOR (TargetSelectionDAG.td immAllOnesV).
immAllOnesV = PatFrag("immAllOnesV", (), Dag("build_vector"), "allones")

movapsrm_16i8 = P("(v16i8 (alignedload addr:$src))", "(MOVAPSrm addr:$src)", 0, "UseSSE2")
movupsrm_16i8 = P("(v16i8 (load addr:$src))", "(MOVUPSrm addr:$src)", 0, "UseSSE2")
movapsrm_8i16 = P("(v8i16 (alignedload addr:$src))", "(MOVAPSrm addr:$src)", 0, "UseSSE2")
movupsrm_8i16 = P("(v8i16 (load addr:$src))", "(MOVUPSrm addr:$src)", 0, "UseSSE2")
pandrr_v16i8 = P("(v16i8 (and VR128:$a, VR128:$b))", "(PANDrr $a, $b)", 0, "UseSSE2")
porrr_v16i8 = P("(v16i8 (or VR128:$a, VR128:$b))", "(PORrr $a, $b)", 0, "UseSSE2")
pxorrr_v16i8 = P("(v16i8 (xor VR128:$a, VR128:$b))", "(PXORrr $a, $b)", 0, "UseSSE2")
pandnrr_v16i8 = P("(v16i8 (X86andnp VR128:$a, VR128:$b))", "(PANDNrr $a, $b)", 0, "UseSSE2")
pandrr_v8i16 = P("(v8i16 (and VR128:$a, VR128:$b))", "(PANDrr $a, $b)", 0, "UseSSE2")
porrr_v8i16 = P("(v8i16 (or VR128:$a, VR128:$b))", "(PORrr $a, $b)", 0, "UseSSE2")
pxorrr_v8i16 = P("(v8i16 (xor VR128:$a, VR128:$b))", "(PXORrr $a, $b)", 0, "UseSSE2")
pandnrr_v8i16 = P("(v8i16 (X86andnp VR128:$a, VR128:$b))", "(PANDNrr $a, $b)", 0, "UseSSE2")
pandrr_v4i32 = P("(v4i32 (and VR128:$a, VR128:$b))", "(PANDrr $a, $b)", 0, "UseSSE2")
porrr_v4i32 = P("(v4i32 (or VR128:$a, VR128:$b))", "(PORrr $a, $b)", 0, "UseSSE2")
pxorrr_v4i32 = P("(v4i32 (xor VR128:$a, VR128:$b))", "(PXORrr $a, $b)", 0, "UseSSE2")
pandnrr_v4i32 = P("(v4i32 (X86andnp VR128:$a, VR128:$b))", "(PANDNrr $a, $b)", 0, "UseSSE2")
bc_v16i8_v8i16 = P("(v16i8 (bitconvert (v8i16 VR128:$a)))", "VR128:$a")
bc_v16i8_v4i32 = P("(v16i8 (bitconvert (v4i32 VR128:$a)))", "VR128:$a")
bc_v16i8_v2i64 = P("(v16i8 (bitconvert (v2i64 VR128:$a)))", "VR128:$a")
bc_v16i8_v4f32 = P("(v16i8 (bitconvert (v4f32 VR128:$a)))", "VR128:$a")
bc_v16i8_v2f64 = P("(v16i8 (bitconvert (v2f64 VR128:$a)))", "VR128:$a")
bc_v8i16_v16i8 = P("(v8i16 (bitconvert (v16i8 VR128:$a)))", "VR128:$a")
bc_v8i16_v4i32 = P("(v8i16 (bitconvert (v4i32 VR128:$a)))", "VR128:$a")
bc_v8i16_v2i64 = P("(v8i16 (bitconvert (v2i64 VR128:$a)))", "VR128:$a")
bc_v8i16_v4f32 = P("(v8i16 (bitconvert (v4f32 VR128:$a)))", "VR128:$a")
bc_v8i16_v2f64 = P("(v8i16 (bitconvert (v2f64 VR128:$a)))", "VR128:$a")
bc_v4i32_v16i8 = P("(v4i32 (bitconvert (v16i8 VR128:$a)))", "VR128:$a")
bc_v4i32_v8i16 = P("(v4i32 (bitconvert (v8i16 VR128:$a)))", "VR128:$a")
bc_v4i32_v2f64 = P("(v4i32 (bitconvert (v2f64 VR128:$a)))", "VR128:$a")
bc_v2i64_v16i8 = P("(v2i64 (bitconvert (v16i8 VR128:$a)))", "VR128:$a")
bc_v2i64_v8i16 = P("(v2i64 (bitconvert (v8i16 VR128:$a)))", "VR128:$a")
bc_v4f32_v16i8 = P("(v4f32 (bitconvert (v16i8 VR128:$a)))", "VR128:$a")
bc_v4f32_v8i16 = P("(v4f32 (bitconvert (v8i16 VR128:$a)))", "VR128:$a")
bc_v2f64_v16i8 = P("(v2f64 (bitconvert (v16i8 VR128:$a)))", "VR128:$a")
bc_v2f64_v8i16 = P("(v2f64 (bitconvert (v8i16 VR128:$a)))", "VR128:$a")
bc_v2f64_v4i32 = P("(v2f64 (bitconvert (v4i32 VR128:$a)))", "VR128:$a")
v_setallones_v4i32 = P("(v4i32 immAllOnesV)", "(V_SETALLONES)")
v_setallones_v2i64 = P("(v2i64 immAllOnesV)", "(V_SETALLONES)")
v_setallones_v8i16 = P("(v8i16 immAllOnesV)", "(V_SETALLONES)")
v_setallones_v16i8 = P("(v16i8 immAllOnesV)", "(V_SETALLONES)")
pshufd_v4i32 = P("(v4i32 (X86pshufd VR128:$src, timm:$imm))", "(PSHUFDri VR128:$src, $imm)", 0, "UseSSE2")
pshufd_v4f32 = P("(v4f32 (X86pshufd VR128:$src, timm:$imm))", "(PSHUFDri VR128:$src, $imm)", 0, "UseSSE2")
pshuflw_v8i16 = P("(v8i16 (X86pshuflw VR128:$src, timm:$imm))", "(PSHUFLWri VR128:$src, $imm)", 0, "UseSSE2")
pshufhw_v8i16 = P("(v8i16 (X86pshufhw VR128:$src, timm:$imm))", "(PSHUFHWri VR128:$src, $imm)", 0, "UseSSE2")
shufps_v4f32 = P("(v4f32 (X86shufp VR128:$a, VR128:$b, timm:$imm))", "(SHUFPSrri $a, $b, $imm)", 0, "UseSSE1")
shufpd_v2f64 = P("(v2f64 (X86shufp VR128:$a, VR128:$b, timm:$imm))", "(SHUFPDrri $a, $b, $imm)", 0, "UseSSE2")
unpckl_v16i8 = P("(v16i8 (X86unpckl VR128:$a, VR128:$b))", "(PUNPCKLBWrr $a, $b)", 0, "UseSSE2")
unpckh_v16i8 = P("(v16i8 (X86unpckh VR128:$a, VR128:$b))", "(PUNPCKHBWrr $a, $b)", 0, "UseSSE2")
unpckl_v8i16 = P("(v8i16 (X86unpckl VR128:$a, VR128:$b))", "(PUNPCKLWDrr $a, $b)", 0, "UseSSE2")
unpckh_v8i16 = P("(v8i16 (X86unpckh VR128:$a, VR128:$b))", "(PUNPCKHWDrr $a, $b)", 0, "UseSSE2")
unpckl_v4i32 = P("(v4i32 (X86unpckl VR128:$a, VR128:$b))", "(PUNPCKLDQrr $a, $b)", 0, "UseSSE2")
unpckh_v4i32 = P("(v4i32 (X86unpckh VR128:$a, VR128:$b))", "(PUNPCKHDQrr $a, $b)", 0, "UseSSE2")
unpckl_v2i64 = P("(v2i64 (X86unpckl VR128:$a, VR128:$b))", "(PUNPCKLQDQrr $a, $b)", 0, "UseSSE2")
unpckh_v2i64 = P("(v2i64 (X86unpckh VR128:$a, VR128:$b))", "(PUNPCKHQDQrr $a, $b)", 0, "UseSSE2")
unpckl_v4f32 = P("(v4f32 (X86unpckl VR128:$a, VR128:$b))", "(UNPCKLPSrr $a, $b)", 0, "UseSSE2")
unpckh_v4f32 = P("(v4f32 (X86unpckh VR128:$a, VR128:$b))", "(UNPCKHPSrr $a, $b)", 0, "UseSSE2")
unpckl_v2f64 = P("(v2f64 (X86unpckl VR128:$a, VR128:$b))", "(UNPCKLPDrr $a, $b)", 0, "UseSSE2")
unpckh_v2f64 = P("(v2f64 (X86unpckh VR128:$a, VR128:$b))", "(UNPCKHPDrr $a, $b)", 0, "UseSSE2")
movlhps_v4f32 = P("(v4f32 (X86movlhps VR128:$a, VR128:$b))", "(MOVLHPSrr $a, $b)", 0, "UseSSE1")
movhlps_v4f32 = P("(v4f32 (X86movhlps VR128:$a, VR128:$b))", "(MOVHLPSrr $a, $b)", 0, "UseSSE1")
movsd_v2f64 = P("(v2f64 (X86movsd VR128:$a, VR128:$b))", "(MOVSDrr $a, $b)", 0, "UseSSE2")
movsd_v2i64 = P("(v2i64 (X86movsd VR128:$a, VR128:$b))", "(MOVSDrr $a, $b)", 0, "UseSSE2")
movss_v4f32 = P("(v4f32 (X86movss VR128:$a, VR128:$b))", "(MOVSSrr $a, $b)", 0, "UseSSE1")
movss_v4i32 = P("(v4i32 (X86movss VR128:$a, VR128:$b))", "(MOVSSrr $a, $b)", 0, "UseSSE2")
vzmovl_v2i64 = P("(v2i64 (X86vzmovl VR128:$a))", "(MOVZPQILo2PQIrr $a)", 0, "UseSSE2")
pmullw = P("(v8i16 (mul VR128:$a, VR128:$b))", "(PMULLWrr $a, $b)", 0, "UseSSE2")
pmulhw = P("(v8i16 (mulhs VR128:$a, VR128:$b))", "(PMULHWrr $a, $b)", 0, "UseSSE2")
pmulhuw = P("(v8i16 (mulhu VR128:$a, VR128:$b))", "(PMULHUWrr $a, $b)", 0, "UseSSE2")
pmuludq = P("(v2i64 (X86pmuludq VR128:$a, VR128:$b))", "(PMULUDQrr $a, $b)", 0, "UseSSE2")
pmaxsw = P("(v8i16 (smax VR128:$a, VR128:$b))", "(PMAXSWrr $a, $b)", 0, "UseSSE2")
pminsw = P("(v8i16 (smin VR128:$a, VR128:$b))", "(PMINSWrr $a, $b)", 0, "UseSSE2")
pmaxub = P("(v16i8 (umax VR128:$a, VR128:$b))", "(PMAXUBrr $a, $b)", 0, "UseSSE2")
pminub = P("(v16i8 (umin VR128:$a, VR128:$b))", "(PMINUBrr $a, $b)", 0, "UseSSE2")
pcmpeq_v16i8 = P("(v16i8 (X86pcmpeq VR128:$a, VR128:$b))", "(PCMPEQBrr $a, $b)", 0, "UseSSE2")
pcmpgt_v16i8 = P("(v16i8 (X86pcmpgt VR128:$a, VR128:$b))", "(PCMPGTBrr $a, $b)", 0, "UseSSE2")
pcmpeq_v8i16 = P("(v8i16 (X86pcmpeq VR128:$a, VR128:$b))", "(PCMPEQWrr $a, $b)", 0, "UseSSE2")
pcmpgt_v8i16 = P("(v8i16 (X86pcmpgt VR128:$a, VR128:$b))", "(PCMPGTWrr $a, $b)", 0, "UseSSE2")
pcmpeq_v4i32 = P("(v4i32 (X86pcmpeq VR128:$a, VR128:$b))", "(PCMPEQDrr $a, $b)", 0, "UseSSE2")
pcmpgt_v4i32 = P("(v4i32 (X86pcmpgt VR128:$a, VR128:$b))", "(PCMPGTDrr $a, $b)", 0, "UseSSE2")
cmpps = P("(v4f32 (X86cmpp VR128:$a, VR128:$b, timm:$cc))", "(CMPPSrri $a, $b, $cc)", 0, "UseSSE1")
cmppd = P("(v2f64 (X86cmpp VR128:$a, VR128:$b, timm:$cc))", "(CMPPDrri $a, $b, $cc)", 0, "UseSSE2")
vshli_v8i16 = P("(v8i16 (X86vshli VR128:$a, timm:$n))", "(PSLLWri $a, $n)", 0, "UseSSE2")
vsrli_v8i16 = P("(v8i16 (X86vsrli VR128:$a, timm:$n))", "(PSRLWri $a, $n)", 0, "UseSSE2")
vshl_v8i16 = P("(v8i16 (X86vshl VR128:$a, (v2i64 VR128:$n)))", "(PSLLWrr $a, $n)", 0, "UseSSE2")
vsrl_v8i16 = P("(v8i16 (X86vsrl VR128:$a, (v2i64 VR128:$n)))", "(PSRLWrr $a, $n)", 0, "UseSSE2")
vshli_v4i32 = P("(v4i32 (X86vshli VR128:$a, timm:$n))", "(PSLLDri $a, $n)", 0, "UseSSE2")
vsrli_v4i32 = P("(v4i32 (X86vsrli VR128:$a, timm:$n))", "(PSRLDri $a, $n)", 0, "UseSSE2")
vshl_v4i32 = P("(v4i32 (X86vshl VR128:$a, (v2i64 VR128:$n)))", "(PSLLDrr $a, $n)", 0, "UseSSE2")
vsrl_v4i32 = P("(v4i32 (X86vsrl VR128:$a, (v2i64 VR128:$n)))", "(PSRLDrr $a, $n)", 0, "UseSSE2")
vshli_v2i64 = P("(v2i64 (X86vshli VR128:$a, timm:$n))", "(PSLLQri $a, $n)", 0, "UseSSE2")
vsrli_v2i64 = P("(v2i64 (X86vsrli VR128:$a, timm:$n))", "(PSRLQri $a, $n)", 0, "UseSSE2")
vshl_v2i64 = P("(v2i64 (X86vshl VR128:$a, (v2i64 VR128:$n)))", "(PSLLQrr $a, $n)", 0, "UseSSE2")
vsrl_v2i64 = P("(v2i64 (X86vsrl VR128:$a, (v2i64 VR128:$n)))", "(PSRLQrr $a, $n)", 0, "UseSSE2")
vsrai_v8i16 = P("(v8i16 (X86vsrai VR128:$a, timm:$n))", "(PSRAWri $a, $n)", 0, "UseSSE2")
vsra_v8i16 = P("(v8i16 (X86vsra VR128:$a, (v2i64 VR128:$n)))", "(PSRAWrr $a, $n)", 0, "UseSSE2")
vsrai_v4i32 = P("(v4i32 (X86vsrai VR128:$a, timm:$n))", "(PSRADri $a, $n)", 0, "UseSSE2")
vsra_v4i32 = P("(v4i32 (X86vsra VR128:$a, (v2i64 VR128:$n)))", "(PSRADrr $a, $n)", 0, "UseSSE2")
vshldq = P("(v16i8 (X86vshldq VR128:$a, timm:$n))", "(PSLLDQri $a, $n)", 0, "UseSSE2")
vsrldq = P("(v16i8 (X86vsrldq VR128:$a, timm:$n))", "(PSRLDQri $a, $n)", 0, "UseSSE2")
pextrw = P("(i32 (X86pextrw (v8i16 VR128:$a), timm:$n))", "(PEXTRWrr $a, $n)", 0, "UseSSE2")
pinsrw = P("(v8i16 (X86pinsrw VR128:$a, GR32:$b, timm:$n))", "(PINSRWrr $a, $b, $n)", 0, "UseSSE2")
packuswb = P("(v16i8 (X86packus (v8i16 VR128:$a), (v8i16 VR128:$b)))", "(PACKUSWBrr $a, $b)", 0, "UseSSE2")
packsswb = P("(v16i8 (X86packss (v8i16 VR128:$a), (v8i16 VR128:$b)))", "(PACKSSWBrr $a, $b)", 0, "UseSSE2")
packssdw = P("(v8i16 (X86packss (v4i32 VR128:$a), (v4i32 VR128:$b)))", "(PACKSSDWrr $a, $b)", 0, "UseSSE2")
movmskps = P("(i32 (X86movmsk (v4f32 VR128:$a)))", "(MOVMSKPSrr $a)", 0, "UseSSE1")
pmovmskb = P("(i32 (X86movmsk (v16i8 VR128:$a)))", "(PMOVMSKBrr $a)", 0, "UseSSE2")
addps = P("(v4f32 (fadd VR128:$a, VR128:$b))", "(ADDPSrr $a, $b)", 0, "UseSSE1")
addpd = P("(v2f64 (fadd VR128:$a, VR128:$b))", "(ADDPDrr $a, $b)", 0, "UseSSE2")
subps = P("(v4f32 (fsub VR128:$a, VR128:$b))", "(SUBPSrr $a, $b)", 0, "UseSSE1")
subpd = P("(v2f64 (fsub VR128:$a, VR128:$b))", "(SUBPDrr $a, $b)", 0, "UseSSE2")
mulps = P("(v4f32 (fmul VR128:$a, VR128:$b))", "(MULPSrr $a, $b)", 0, "UseSSE1")
mulpd = P("(v2f64 (fmul VR128:$a, VR128:$b))", "(MULPDrr $a, $b)", 0, "UseSSE2")
divps = P("(v4f32 (fdiv VR128:$a, VR128:$b))", "(DIVPSrr $a, $b)", 0, "UseSSE1")
divpd = P("(v2f64 (fdiv VR128:$a, VR128:$b))", "(DIVPDrr $a, $b)", 0, "UseSSE2")
minps = P("(v4f32 (X86fmin VR128:$a, VR128:$b))", "(MINPSrr $a, $b)", 0, "UseSSE1")
minpd = P("(v2f64 (X86fmin VR128:$a, VR128:$b))", "(MINPDrr $a, $b)", 0, "UseSSE2")
maxps = P("(v4f32 (X86fmax VR128:$a, VR128:$b))", "(MAXPSrr $a, $b)", 0, "UseSSE1")
maxpd = P("(v2f64 (X86fmax VR128:$a, VR128:$b))", "(MAXPDrr $a, $b)", 0, "UseSSE2")
sqrtps = P("(v4f32 (fsqrt VR128:$a))", "(SQRTPSr $a)", 0, "UseSSE1")
sqrtpd = P("(v2f64 (fsqrt VR128:$a))", "(SQRTPDr $a)", 0, "UseSSE2")
cvtdq2ps = P("(v4f32 (sint_to_fp (v4i32 VR128:$a)))", "(CVTDQ2PSrr $a)", 0, "UseSSE2")
cvttps2dq = P("(v4i32 (fp_to_sint (v4f32 VR128:$a)))", "(CVTTPS2DQrr $a)", 0, "UseSSE2")
# 32/64-bit vectors widened to 128 bits are loaded and stored as one scalar in lane 0 (MOVD/MOVQ with memory)
movqi2pqirm = P("(v2i64 (scalar_to_vector (loadi64 addr:$src)))", "(MOVQI2PQIrm addr:$src)", 0, "UseSSE2")
movdi2pdirm = P("(v4i32 (scalar_to_vector (loadi32 addr:$src)))", "(MOVDI2PDIrm addr:$src)", 0, "UseSSE2")
movpqi2qimr = P(
    "(store (i64 (extractelt (v2i64 VR128:$src), 0)), addr:$dst)",
    "(MOVPQI2QImr addr:$dst, $src)",
    0,
    "UseSSE2",
)
movpdi2dimr = P(
    "(store (i32 (extractelt (v4i32 VR128:$src), 0)), addr:$dst)",
    "(MOVPDI2DImr addr:$dst, $src)",
    0,
    "UseSSE2",
)
