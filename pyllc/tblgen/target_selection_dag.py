"""Target-independent DAG operators and fragments for patterns (LLVM: include/llvm/Target/TargetSelectionDAG.td).

What it is: the vocabulary of selection patterns that every target shares -- the ``SDNode`` definitions that
name ISD opcodes in patterns (``add`` is ``ISD::ADD``, ``ld`` is ``ISD::LOAD``...), the leaf nodes (``imm``,
``timm``, ``bb``, ``tglobaladdr``...), and the ``PatFrag`` s that refine memory nodes and immediates with a
predicate (``loadi32`` = an unindexed, non-extending ``ld`` of an i32; ``truncstorei8``; ``zextloadi8``).

A fragment's predicate is named, not coded: the selector's matcher (``codegen/selection_dag/isel_matcher.py``)
implements each name, as LLVM's generated ``CheckNodePredicate`` switch does for ``[{ ... }]`` code.

Properties (``SDNP*``) say where chains and glue are: a chained node's chain is operand 0 and its pattern
arguments start at operand 1; ``SDNPVariadic`` nodes pass extra operands through to the selected instruction.
"""

from __future__ import annotations

from .records import (
    Dag,
    PatFrag,
    SDNodeDef,
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

_C = SDNPCommutative
_MEM_LD = SDNPHasChain | SDNPMayLoad | SDNPMemOperand
_MEM_ST = SDNPHasChain | SDNPMayStore | SDNPMemOperand

# ---- leaves --------------------------------------------------------------------------------------------------
imm = SDNodeDef("imm", "ISD::Constant", 1)
timm = SDNodeDef("timm", "ISD::TargetConstant", 1)
fpimm = SDNodeDef("fpimm", "ISD::ConstantFP", 1)
tglobaladdr = SDNodeDef("tglobaladdr", "ISD::TargetGlobalAddress", 1)
tglobaltlsaddr = SDNodeDef("tglobaltlsaddr", "ISD::TargetGlobalTLSAddress", 1)
texternalsym = SDNodeDef("texternalsym", "ISD::TargetExternalSymbol", 1)
tconstpool = SDNodeDef("tconstpool", "ISD::TargetConstantPool", 1)
tjumptable = SDNodeDef("tjumptable", "ISD::TargetJumpTable", 1)
tblockaddress = SDNodeDef("tblockaddress", "ISD::TargetBlockAddress", 1)
bb = SDNodeDef("bb", "ISD::BasicBlock", 1, ("OtherVT",))
frameindex = SDNodeDef("frameindex", "ISD::FrameIndex", 1)
undef = SDNodeDef("undef", "ISD::UNDEF", 1)
cond = SDNodeDef("cond", "ISD::CONDCODE", 1, ("OtherVT",))

# ---- integer arithmetic ------------------------------------------------------------------------------------
add = SDNodeDef("add", "ISD::ADD", 1, props=_C)
sub = SDNodeDef("sub", "ISD::SUB", 1)
mul = SDNodeDef("mul", "ISD::MUL", 1, props=_C)
mulhs = SDNodeDef("mulhs", "ISD::MULHS", 1, props=_C)
mulhu = SDNodeDef("mulhu", "ISD::MULHU", 1, props=_C)
sdiv = SDNodeDef("sdiv", "ISD::SDIV", 1)
udiv = SDNodeDef("udiv", "ISD::UDIV", 1)
srem = SDNodeDef("srem", "ISD::SREM", 1)
urem = SDNodeDef("urem", "ISD::UREM", 1)
and_ = SDNodeDef("and", "ISD::AND", 1, props=_C)
or_ = SDNodeDef("or", "ISD::OR", 1, props=_C)
xor = SDNodeDef("xor", "ISD::XOR", 1, props=_C)
shl = SDNodeDef("shl", "ISD::SHL", 1)
sra = SDNodeDef("sra", "ISD::SRA", 1)
srl = SDNodeDef("srl", "ISD::SRL", 1)
rotl = SDNodeDef("rotl", "ISD::ROTL", 1)
rotr = SDNodeDef("rotr", "ISD::ROTR", 1)
ctlz = SDNodeDef("ctlz", "ISD::CTLZ", 1)
cttz = SDNodeDef("cttz", "ISD::CTTZ", 1)
cttz_zero_undef = SDNodeDef("cttz_zero_undef", "ISD::CTTZ_ZERO_UNDEF", 1)
ctlz_zero_undef = SDNodeDef("ctlz_zero_undef", "ISD::CTLZ_ZERO_UNDEF", 1)
fshl = SDNodeDef("fshl", "ISD::FSHL", 1)
fshr = SDNodeDef("fshr", "ISD::FSHR", 1)
ctpop = SDNodeDef("ctpop", "ISD::CTPOP", 1)
bswap = SDNodeDef("bswap", "ISD::BSWAP", 1)
sext = SDNodeDef("sext", "ISD::SIGN_EXTEND", 1)
zext = SDNodeDef("zext", "ISD::ZERO_EXTEND", 1)
anyext = SDNodeDef("anyext", "ISD::ANY_EXTEND", 1)
trunc = SDNodeDef("trunc", "ISD::TRUNCATE", 1)
sext_inreg = SDNodeDef("sext_inreg", "ISD::SIGN_EXTEND_INREG", 1)
bitconvert = SDNodeDef("bitconvert", "ISD::BITCAST", 1)
select = SDNodeDef("select", "ISD::SELECT", 1)

# ---- floating point ------------------------------------------------------------------------------------------
fadd = SDNodeDef("fadd", "ISD::FADD", 1, props=_C)
fsub = SDNodeDef("fsub", "ISD::FSUB", 1)
fmul = SDNodeDef("fmul", "ISD::FMUL", 1, props=_C)
fdiv = SDNodeDef("fdiv", "ISD::FDIV", 1)
fsqrt = SDNodeDef("fsqrt", "ISD::FSQRT", 1)
fneg = SDNodeDef("fneg", "ISD::FNEG", 1)
fabs = SDNodeDef("fabs", "ISD::FABS", 1)
fpextend = SDNodeDef("fpextend", "ISD::FP_EXTEND", 1)
fpround = SDNodeDef("fpround", "ISD::FP_ROUND", 1)
sint_to_fp = SDNodeDef("sint_to_fp", "ISD::SINT_TO_FP", 1)
uint_to_fp = SDNodeDef("uint_to_fp", "ISD::UINT_TO_FP", 1)
fp_to_sint = SDNodeDef("fp_to_sint", "ISD::FP_TO_SINT", 1)
fp_to_uint = SDNodeDef("fp_to_uint", "ISD::FP_TO_UINT", 1)
build_vector = SDNodeDef("build_vector", "ISD::BUILD_VECTOR", 1)
scalar_to_vector = SDNodeDef("scalar_to_vector", "ISD::SCALAR_TO_VECTOR", 1)
extractelt = SDNodeDef("extractelt", "ISD::EXTRACT_VECTOR_ELT", 1)

# ---- control flow, memory, calls -----------------------------------------------------------------------------
br = SDNodeDef("br", "ISD::BR", 0, props=SDNPHasChain)
brind = SDNodeDef("brind", "ISD::BRIND", 0, props=SDNPHasChain)
trap = SDNodeDef("trap", "ISD::TRAP", 0, props=SDNPHasChain | SDNPSideEffect)
debugtrap = SDNodeDef("debugtrap", "ISD::DEBUGTRAP", 0, props=SDNPHasChain | SDNPSideEffect)
ld = SDNodeDef("ld", "ISD::LOAD", 1, props=_MEM_LD)
st = SDNodeDef("st", "ISD::STORE", 0, props=_MEM_ST)
atomic_load = SDNodeDef("atomic_load", "ISD::ATOMIC_LOAD", 1, props=_MEM_LD)
atomic_store = SDNodeDef("atomic_store", "ISD::ATOMIC_STORE", 0, props=_MEM_ST)
atomic_swap = SDNodeDef("atomic_swap", "ISD::ATOMIC_SWAP", 1, props=_MEM_LD | SDNPMayStore)
atomic_load_add = SDNodeDef("atomic_load_add", "ISD::ATOMIC_LOAD_ADD", 1, props=_MEM_LD | SDNPMayStore)
atomic_cmp_swap = SDNodeDef("atomic_cmp_swap", "ISD::ATOMIC_CMP_SWAP", 1, props=_MEM_LD | SDNPMayStore)
prefetch = SDNodeDef("prefetch", "ISD::PREFETCH", 0, props=_MEM_LD | SDNPMayStore)
callseq_start = SDNodeDef("callseq_start", "ISD::CALLSEQ_START", 0, props=SDNPHasChain | SDNPOutGlue)
callseq_end = SDNodeDef(
    "callseq_end", "ISD::CALLSEQ_END", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPOutGlue
)

# ---- memory fragments (predicates check extension kind, memory type and unindexed addressing) -------------
_LD = Dag("ld", ("$ptr",))
_ST = Dag("st", ("$val", "$ptr"))
load = PatFrag("load", ("ptr",), _LD, "load")
loadi8 = PatFrag("loadi8", ("ptr",), _LD, "loadi8", "i8")
loadi16 = PatFrag("loadi16", ("ptr",), _LD, "loadi16", "i16")
loadi32 = PatFrag("loadi32", ("ptr",), _LD, "loadi32", "i32")
loadi64 = PatFrag("loadi64", ("ptr",), _LD, "loadi64", "i64")
loadf32 = PatFrag("loadf32", ("ptr",), _LD, "loadf32", "f32")
loadf64 = PatFrag("loadf64", ("ptr",), _LD, "loadf64", "f64")
extloadi1 = PatFrag("extloadi1", ("ptr",), _LD, "extloadi1")
extloadi8 = PatFrag("extloadi8", ("ptr",), _LD, "extloadi8")
extloadi16 = PatFrag("extloadi16", ("ptr",), _LD, "extloadi16")
extloadi32 = PatFrag("extloadi32", ("ptr",), _LD, "extloadi32")
extloadf32 = PatFrag("extloadf32", ("ptr",), _LD, "extloadf32")
sextloadi8 = PatFrag("sextloadi8", ("ptr",), _LD, "sextloadi8")
sextloadi16 = PatFrag("sextloadi16", ("ptr",), _LD, "sextloadi16")
sextloadi32 = PatFrag("sextloadi32", ("ptr",), _LD, "sextloadi32")
zextloadi1 = PatFrag("zextloadi1", ("ptr",), _LD, "zextloadi1")
zextloadi8 = PatFrag("zextloadi8", ("ptr",), _LD, "zextloadi8")
zextloadi16 = PatFrag("zextloadi16", ("ptr",), _LD, "zextloadi16")
zextloadi32 = PatFrag("zextloadi32", ("ptr",), _LD, "zextloadi32")
store = PatFrag("store", ("val", "ptr"), _ST, "store")
truncstorei8 = PatFrag("truncstorei8", ("val", "ptr"), _ST, "truncstorei8")
truncstorei16 = PatFrag("truncstorei16", ("val", "ptr"), _ST, "truncstorei16")
truncstorei32 = PatFrag("truncstorei32", ("val", "ptr"), _ST, "truncstorei32")
truncstoref32 = PatFrag("truncstoref32", ("val", "ptr"), _ST, "truncstoref32")

# ---- atomic memory fragments (by memory type) -----------------------------------------------------------
_ALD = Dag("atomic_load", ("$ptr",))
_AST = Dag("atomic_store", ("$ptr", "$val"))
_ASW = Dag("atomic_swap", ("$ptr", "$val"))
atomic_load_8 = PatFrag("atomic_load_8", ("ptr",), _ALD, "memvti8")
atomic_load_16 = PatFrag("atomic_load_16", ("ptr",), _ALD, "memvti16")
atomic_load_32 = PatFrag("atomic_load_32", ("ptr",), _ALD, "memvti32")
atomic_load_64 = PatFrag("atomic_load_64", ("ptr",), _ALD, "memvti64")
atomic_store_8 = PatFrag("atomic_store_8", ("ptr", "val"), _AST, "memvti8")
atomic_store_16 = PatFrag("atomic_store_16", ("ptr", "val"), _AST, "memvti16")
atomic_store_32 = PatFrag("atomic_store_32", ("ptr", "val"), _AST, "memvti32")
atomic_store_64 = PatFrag("atomic_store_64", ("ptr", "val"), _AST, "memvti64")
atomic_swap_8 = PatFrag("atomic_swap_8", ("ptr", "val"), _ASW, "memvti8")
atomic_swap_16 = PatFrag("atomic_swap_16", ("ptr", "val"), _ASW, "memvti16")
atomic_swap_32 = PatFrag("atomic_swap_32", ("ptr", "val"), _ASW, "memvti32")
atomic_swap_64 = PatFrag("atomic_swap_64", ("ptr", "val"), _ASW, "memvti64")
_ALA = Dag("atomic_load_add", ("$ptr", "$val"))
atomic_load_add_8 = PatFrag("atomic_load_add_8", ("ptr", "val"), _ALA, "memvti8")
atomic_load_add_16 = PatFrag("atomic_load_add_16", ("ptr", "val"), _ALA, "memvti16")
atomic_load_add_32 = PatFrag("atomic_load_add_32", ("ptr", "val"), _ALA, "memvti32")
atomic_load_add_64 = PatFrag("atomic_load_add_64", ("ptr", "val"), _ALA, "memvti64")
_ACS = Dag("atomic_cmp_swap", ("$ptr", "$cmp", "$swap"))
atomic_cmp_swap_8 = PatFrag("atomic_cmp_swap_8", ("ptr", "cmp", "swap"), _ACS, "memvti8")
atomic_cmp_swap_16 = PatFrag("atomic_cmp_swap_16", ("ptr", "cmp", "swap"), _ACS, "memvti16")
atomic_cmp_swap_32 = PatFrag("atomic_cmp_swap_32", ("ptr", "cmp", "swap"), _ACS, "memvti32")
atomic_cmp_swap_64 = PatFrag("atomic_cmp_swap_64", ("ptr", "cmp", "swap"), _ACS, "memvti64")

# ---- immediate leaves ----------------------------------------------------------------------------------------
fpimm0 = PatFrag("fpimm0", (), Dag("fpimm"), "fpimm0")
fpimmneg0 = PatFrag("fpimmneg0", (), Dag("fpimm"), "fpimmneg0")

__all__ = ["SDNodeDef", "PatFrag", "SDNPInGlue", "SDNPVariadic"]
