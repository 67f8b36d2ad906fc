"""eBPF selection patterns (LLVM 14: the instruction patterns and ``Pat<>`` s of BPFInstrInfo.td).

What it is: the BPF DAG operators (``BPFISD::*``, numbered by BPFTargetLowering), the address complex
patterns (``ADDRri``: base register + 16-bit offset, ``FIri``: a frame index + offset) and the patterns
the selector generator compiles into ``gen/dag_isel.py``.

Conditional branches are ``BPFbrcc lhs, rhs, cc, bb`` where ``cc`` is a constant holding the
``ISD::CondCode``; the ``BPF_CC_*`` leaves test it.  Predicates: ``BPFHasALU32``/``BPFNoALU32``
(``+alu32``), ``BPFHasJmpExt`` (cpu v2+), ``BPFHasJmp32`` (cpu v3), ``BPFIsLittleEndian`` /
``BPFIsBigEndian`` (bpfel/bpfeb).
"""

from __future__ import annotations

from pyllc.tblgen.records import (
    ComplexPattern,
    Dag,
    P,
    PatFrag,
    SDNodeDef,
    SDNPHasChain,
    SDNPInGlue,
    SDNPMayLoad,
    SDNPMayStore,
    SDNPMemOperand,
    SDNPOptInGlue,
    SDNPOutGlue,
    SDNPVariadic,
)

# ---- BPF DAG operators ------------------------------------------------------------------------------------
BPFretflag = SDNodeDef("BPFretflag", "BPFISD::RET_FLAG", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPVariadic)
BPFcall = SDNodeDef(
    "BPFcall", "BPFISD::CALL", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPOutGlue | SDNPVariadic
)
BPFbrcc = SDNodeDef("BPFbrcc", "BPFISD::BR_CC", 0, props=SDNPHasChain | SDNPOutGlue | SDNPInGlue)
BPFselectcc = SDNodeDef("BPFselectcc", "BPFISD::SELECT_CC", 1, props=SDNPInGlue)
BPFWrapper = SDNodeDef("BPFWrapper", "BPFISD::Wrapper", 1)
BPFcallseq_start = SDNodeDef("BPFcallseq_start", "ISD::CALLSEQ_START", 0, props=SDNPHasChain | SDNPOutGlue)
BPFcallseq_end = SDNodeDef(
    "BPFcallseq_end", "ISD::CALLSEQ_END", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPOutGlue
)

_ATOMIC = SDNPHasChain | SDNPMayLoad | SDNPMayStore | SDNPMemOperand
atomic_load_add = SDNodeDef("atomic_load_add", "ISD::ATOMIC_LOAD_ADD", 1, props=_ATOMIC)
atomic_load_and = SDNodeDef("atomic_load_and", "ISD::ATOMIC_LOAD_AND", 1, props=_ATOMIC)
atomic_load_or = SDNodeDef("atomic_load_or", "ISD::ATOMIC_LOAD_OR", 1, props=_ATOMIC)
atomic_load_xor = SDNodeDef("atomic_load_xor", "ISD::ATOMIC_LOAD_XOR", 1, props=_ATOMIC)
atomic_swap_bpf = SDNodeDef("atomic_swap_bpf", "ISD::ATOMIC_SWAP", 1, props=_ATOMIC)
atomic_load_and_32 = PatFrag(
    "atomic_load_and_32", ("ptr", "val"), Dag("atomic_load_and", ("$ptr", "$val")), "memvti32"
)
atomic_load_and_64 = PatFrag(
    "atomic_load_and_64", ("ptr", "val"), Dag("atomic_load_and", ("$ptr", "$val")), "memvti64"
)
atomic_load_or_32 = PatFrag(
    "atomic_load_or_32", ("ptr", "val"), Dag("atomic_load_or", ("$ptr", "$val")), "memvti32"
)
atomic_load_or_64 = PatFrag(
    "atomic_load_or_64", ("ptr", "val"), Dag("atomic_load_or", ("$ptr", "$val")), "memvti64"
)
atomic_load_xor_32 = PatFrag(
    "atomic_load_xor_32", ("ptr", "val"), Dag("atomic_load_xor", ("$ptr", "$val")), "memvti32"
)
atomic_load_xor_64 = PatFrag(
    "atomic_load_xor_64", ("ptr", "val"), Dag("atomic_load_xor", ("$ptr", "$val")), "memvti64"
)
atomic_swap_bpf_32 = PatFrag(
    "atomic_swap_bpf_32", ("ptr", "val"), Dag("atomic_swap_bpf", ("$ptr", "$val")), "memvti32"
)
atomic_swap_bpf_64 = PatFrag(
    "atomic_swap_bpf_64", ("ptr", "val"), Dag("atomic_swap_bpf", ("$ptr", "$val")), "memvti64"
)
atomic_load_add_32 = PatFrag(
    "atomic_load_add_32", ("ptr", "val"), Dag("atomic_load_add", ("$ptr", "$val")), "memvti32"
)
atomic_load_add_64 = PatFrag(
    "atomic_load_add_64", ("ptr", "val"), Dag("atomic_load_add", ("$ptr", "$val")), "memvti64"
)
atomic_load_sub = SDNodeDef("atomic_load_sub", "ISD::ATOMIC_LOAD_SUB", 1, props=_ATOMIC)
atomic_load_sub_32 = PatFrag(
    "atomic_load_sub_32", ("ptr", "val"), Dag("atomic_load_sub", ("$ptr", "$val")), "memvti32"
)
atomic_load_sub_64 = PatFrag(
    "atomic_load_sub_64", ("ptr", "val"), Dag("atomic_load_sub", ("$ptr", "$val")), "memvti64"
)
ineg = PatFrag("ineg", ("a",), Dag("sub", (0, "$a")))

# ---- complex patterns and leaves ---------------------------------------------------------------------------
ADDRri = ComplexPattern("ADDRri", "i64", 2, "select_addr")
FIri = ComplexPattern("FIri", "i64", 2, "select_fi_addr", ("add", "or"))

i64immSExt32 = PatFrag("i64immSExt32", (), Dag("imm", (), "i64"), "immSExt32", "i64")
i32immSExt32 = PatFrag("i32immSExt32", (), Dag("imm", (), "i32"), "immSExt32", "i32")

BPF_CC_EQ = PatFrag("BPF_CC_EQ", (), Dag("imm", (), "i64"), "BPF_CC_EQ", "i64")
BPF_CC_NE = PatFrag("BPF_CC_NE", (), Dag("imm", (), "i64"), "BPF_CC_NE", "i64")
BPF_CC_GT = PatFrag("BPF_CC_GT", (), Dag("imm", (), "i64"), "BPF_CC_GT", "i64")
BPF_CC_GE = PatFrag("BPF_CC_GE", (), Dag("imm", (), "i64"), "BPF_CC_GE", "i64")
BPF_CC_GTU = PatFrag("BPF_CC_GTU", (), Dag("imm", (), "i64"), "BPF_CC_GTU", "i64")
BPF_CC_GEU = PatFrag("BPF_CC_GEU", (), Dag("imm", (), "i64"), "BPF_CC_GEU", "i64")
BPF_CC_LT = PatFrag("BPF_CC_LT", (), Dag("imm", (), "i64"), "BPF_CC_LT", "i64")
BPF_CC_LE = PatFrag("BPF_CC_LE", (), Dag("imm", (), "i64"), "BPF_CC_LE", "i64")
BPF_CC_LTU = PatFrag("BPF_CC_LTU", (), Dag("imm", (), "i64"), "BPF_CC_LTU", "i64")
BPF_CC_LEU = PatFrag("BPF_CC_LEU", (), Dag("imm", (), "i64"), "BPF_CC_LEU", "i64")

# ---- ALU64 ---------------------------------------------------------------------------------------------------
add_rr = P("(i64 (add GPR:$src, GPR:$src2))", "(ADD_rr $src, $src2)")
add_ri = P("(i64 (add GPR:$src, i64immSExt32:$imm))", "(ADD_ri $src, $imm)")
sub_rr = P("(i64 (sub GPR:$src, GPR:$src2))", "(SUB_rr $src, $src2)")
sub_ri = P("(i64 (sub GPR:$src, i64immSExt32:$imm))", "(SUB_ri $src, $imm)")
mul_rr = P("(i64 (mul GPR:$src, GPR:$src2))", "(MUL_rr $src, $src2)")
mul_ri = P("(i64 (mul GPR:$src, i64immSExt32:$imm))", "(MUL_ri $src, $imm)")
div_rr = P("(i64 (udiv GPR:$src, GPR:$src2))", "(DIV_rr $src, $src2)")
div_ri = P("(i64 (udiv GPR:$src, i64immSExt32:$imm))", "(DIV_ri $src, $imm)")
or_rr = P("(i64 (or GPR:$src, GPR:$src2))", "(OR_rr $src, $src2)")
or_ri = P("(i64 (or GPR:$src, i64immSExt32:$imm))", "(OR_ri $src, $imm)")
and_rr = P("(i64 (and GPR:$src, GPR:$src2))", "(AND_rr $src, $src2)")
and_ri = P("(i64 (and GPR:$src, i64immSExt32:$imm))", "(AND_ri $src, $imm)")
shl_rr = P("(i64 (shl GPR:$src, GPR:$src2))", "(SLL_rr $src, $src2)")
shl_ri = P("(i64 (shl GPR:$src, i64immSExt32:$imm))", "(SLL_ri $src, $imm)")
srl_rr = P("(i64 (srl GPR:$src, GPR:$src2))", "(SRL_rr $src, $src2)")
srl_ri = P("(i64 (srl GPR:$src, i64immSExt32:$imm))", "(SRL_ri $src, $imm)")
xor_rr = P("(i64 (xor GPR:$src, GPR:$src2))", "(XOR_rr $src, $src2)")
xor_ri = P("(i64 (xor GPR:$src, i64immSExt32:$imm))", "(XOR_ri $src, $imm)")
sra_rr = P("(i64 (sra GPR:$src, GPR:$src2))", "(SRA_rr $src, $src2)")
sra_ri = P("(i64 (sra GPR:$src, i64immSExt32:$imm))", "(SRA_ri $src, $imm)")
neg_64 = P("(i64 (ineg GPR:$src))", "(NEG_64 $src)")
mov_ri = P("(i64 i64immSExt32:$imm)", "(MOV_ri $imm)")
ld_imm64 = P("(i64 imm:$imm)", "(LD_imm64 $imm)")
# 0xffffffff does not fit a sign-extended imm32: clear the upper half with two shifts
and_low32 = P("(i64 (and GPR:$src, 0xffffffff))", "(SRL_ri (SLL_ri GPR:$src, 32), 32)")

# ---- ALU32 (+alu32) ---------------------------------------------------------------------------------------
_A32 = "BPFHasALU32"
add_rr_32 = P("(i32 (add GPR32:$src, GPR32:$src2))", "(ADD_rr_32 $src, $src2)", 0, _A32)
add_ri_32 = P("(i32 (add GPR32:$src, i32immSExt32:$imm))", "(ADD_ri_32 $src, $imm)", 0, _A32)
sub_rr_32 = P("(i32 (sub GPR32:$src, GPR32:$src2))", "(SUB_rr_32 $src, $src2)", 0, _A32)
sub_ri_32 = P("(i32 (sub GPR32:$src, i32immSExt32:$imm))", "(SUB_ri_32 $src, $imm)", 0, _A32)
mul_rr_32 = P("(i32 (mul GPR32:$src, GPR32:$src2))", "(MUL_rr_32 $src, $src2)", 0, _A32)
mul_ri_32 = P("(i32 (mul GPR32:$src, i32immSExt32:$imm))", "(MUL_ri_32 $src, $imm)", 0, _A32)
div_rr_32 = P("(i32 (udiv GPR32:$src, GPR32:$src2))", "(DIV_rr_32 $src, $src2)", 0, _A32)
div_ri_32 = P("(i32 (udiv GPR32:$src, i32immSExt32:$imm))", "(DIV_ri_32 $src, $imm)", 0, _A32)
or_rr_32 = P("(i32 (or GPR32:$src, GPR32:$src2))", "(OR_rr_32 $src, $src2)", 0, _A32)
or_ri_32 = P("(i32 (or GPR32:$src, i32immSExt32:$imm))", "(OR_ri_32 $src, $imm)", 0, _A32)
and_rr_32 = P("(i32 (and GPR32:$src, GPR32:$src2))", "(AND_rr_32 $src, $src2)", 0, _A32)
and_ri_32 = P("(i32 (and GPR32:$src, i32immSExt32:$imm))", "(AND_ri_32 $src, $imm)", 0, _A32)
shl_rr_32 = P("(i32 (shl GPR32:$src, GPR32:$src2))", "(SLL_rr_32 $src, $src2)", 0, _A32)
shl_ri_32 = P("(i32 (shl GPR32:$src, i32immSExt32:$imm))", "(SLL_ri_32 $src, $imm)", 0, _A32)
srl_rr_32 = P("(i32 (srl GPR32:$src, GPR32:$src2))", "(SRL_rr_32 $src, $src2)", 0, _A32)
srl_ri_32 = P("(i32 (srl GPR32:$src, i32immSExt32:$imm))", "(SRL_ri_32 $src, $imm)", 0, _A32)
xor_rr_32 = P("(i32 (xor GPR32:$src, GPR32:$src2))", "(XOR_rr_32 $src, $src2)", 0, _A32)
xor_ri_32 = P("(i32 (xor GPR32:$src, i32immSExt32:$imm))", "(XOR_ri_32 $src, $imm)", 0, _A32)
sra_rr_32 = P("(i32 (sra GPR32:$src, GPR32:$src2))", "(SRA_rr_32 $src, $src2)", 0, _A32)
sra_ri_32 = P("(i32 (sra GPR32:$src, i32immSExt32:$imm))", "(SRA_ri_32 $src, $imm)", 0, _A32)
neg_32 = P("(i32 (ineg GPR32:$src))", "(NEG_32 $src)", 0, _A32)
mov_ri_32 = P("(i32 imm:$imm)", "(MOV_ri_32 $imm)", 0, _A32)
trunc_32 = P("(i32 (trunc GPR:$src))", "(i32 (EXTRACT_SUBREG GPR:$src, sub_32))", 0, _A32)
sext_32 = P("(i64 (sext GPR32:$src))", "(SRA_ri (SLL_ri (MOV_32_64 GPR32:$src), 32), 32)", 0, _A32)
zext_32 = P("(i64 (zext GPR32:$src))", "(MOV_32_64 GPR32:$src)", 0, _A32)
anyext_32 = P(
    "(i64 (anyext GPR32:$src))", "(INSERT_SUBREG (i64 (IMPLICIT_DEF)), GPR32:$src, sub_32)", 0, _A32
)

# ---- byte swaps ----------------------------------------------------------------------------------------------
be16 = P("(i64 (srl (bswap GPR:$src), (i64 48)))", "(BE16 $src)", 0, "BPFIsLittleEndian")
be32 = P("(i64 (srl (bswap GPR:$src), (i64 32)))", "(BE32 $src)", 0, "BPFIsLittleEndian")
be64 = P("(i64 (bswap GPR:$src))", "(BE64 $src)", 0, "BPFIsLittleEndian")
le16 = P("(i64 (srl (bswap GPR:$src), (i64 48)))", "(LE16 $src)", 0, "BPFIsBigEndian")
le32 = P("(i64 (srl (bswap GPR:$src), (i64 32)))", "(LE32 $src)", 0, "BPFIsBigEndian")
le64 = P("(i64 (bswap GPR:$src))", "(LE64 $src)", 0, "BPFIsBigEndian")

# ---- globals, frame addresses ------------------------------------------------------------------------------
wrapper_ga = P("(i64 (BPFWrapper tglobaladdr:$in))", "(LD_imm64 $in)")
wrapper_es = P("(i64 (BPFWrapper texternalsym:$in))", "(LD_imm64 $in)")
wrapper_cp = P("(i64 (BPFWrapper tconstpool:$in))", "(LD_imm64 $in)")
fi_ri = P("(i64 FIri:$addr)", "(FI_ri $addr)")

# ---- loads and stores --------------------------------------------------------------------------------------
ldd = P("(i64 (load ADDRri:$addr))", "(LDD $addr)")
ldw = P("(i64 (zextloadi32 ADDRri:$addr))", "(LDW $addr)", 0, "BPFNoALU32")
ldh = P("(i64 (zextloadi16 ADDRri:$addr))", "(LDH $addr)", 0, "BPFNoALU32")
ldb = P("(i64 (zextloadi8 ADDRri:$addr))", "(LDB $addr)", 0, "BPFNoALU32")
extldw = P("(i64 (extloadi32 ADDRri:$addr))", "(LDW $addr)", 0, "BPFNoALU32")
extldh = P("(i64 (extloadi16 ADDRri:$addr))", "(LDH $addr)", 0, "BPFNoALU32")
extldb = P("(i64 (extloadi8 ADDRri:$addr))", "(LDB $addr)", 0, "BPFNoALU32")
std = P("(st GPR:$src, ADDRri:$addr)", "(STD $src, $addr)")
stw = P("(truncstorei32 GPR:$src, ADDRri:$addr)", "(STW $src, $addr)", 0, "BPFNoALU32")
sth = P("(truncstorei16 GPR:$src, ADDRri:$addr)", "(STH $src, $addr)", 0, "BPFNoALU32")
stb = P("(truncstorei8 GPR:$src, ADDRri:$addr)", "(STB $src, $addr)", 0, "BPFNoALU32")

ldw32 = P("(i32 (load ADDRri:$addr))", "(LDW32 $addr)", 0, _A32)
ldh32 = P("(i32 (zextloadi16 ADDRri:$addr))", "(LDH32 $addr)", 0, _A32)
ldb32 = P("(i32 (zextloadi8 ADDRri:$addr))", "(LDB32 $addr)", 0, _A32)
extldh32 = P("(i32 (extloadi16 ADDRri:$addr))", "(LDH32 $addr)", 0, _A32)
extldb32 = P("(i32 (extloadi8 ADDRri:$addr))", "(LDB32 $addr)", 0, _A32)
ldw_64_32 = P(
    "(i64 (zextloadi32 ADDRri:$addr))", "(SUBREG_TO_REG (i64 0), (LDW32 ADDRri:$addr), sub_32)", 0, _A32
)
ldh_64_32 = P(
    "(i64 (zextloadi16 ADDRri:$addr))", "(SUBREG_TO_REG (i64 0), (LDH32 ADDRri:$addr), sub_32)", 0, _A32
)
ldb_64_32 = P(
    "(i64 (zextloadi8 ADDRri:$addr))", "(SUBREG_TO_REG (i64 0), (LDB32 ADDRri:$addr), sub_32)", 0, _A32
)
extldw_64_32 = P(
    "(i64 (extloadi32 ADDRri:$addr))", "(SUBREG_TO_REG (i64 0), (LDW32 ADDRri:$addr), sub_32)", 0, _A32
)
extldh_64_32 = P(
    "(i64 (extloadi16 ADDRri:$addr))", "(SUBREG_TO_REG (i64 0), (LDH32 ADDRri:$addr), sub_32)", 0, _A32
)
extldb_64_32 = P(
    "(i64 (extloadi8 ADDRri:$addr))", "(SUBREG_TO_REG (i64 0), (LDB32 ADDRri:$addr), sub_32)", 0, _A32
)
stw32 = P("(st GPR32:$src, ADDRri:$addr)", "(STW32 $src, $addr)", 0, _A32)
sth32 = P("(truncstorei16 GPR32:$src, ADDRri:$addr)", "(STH32 $src, $addr)", 0, _A32)
stb32 = P("(truncstorei8 GPR32:$src, ADDRri:$addr)", "(STB32 $src, $addr)", 0, _A32)
stw_64_32 = P(
    "(truncstorei32 GPR:$src, ADDRri:$addr)",
    "(STW32 (i32 (EXTRACT_SUBREG GPR:$src, sub_32)), $addr)",
    0,
    _A32,
)
sth_64_32 = P(
    "(truncstorei16 GPR:$src, ADDRri:$addr)",
    "(STH32 (i32 (EXTRACT_SUBREG GPR:$src, sub_32)), $addr)",
    0,
    _A32,
)
stb_64_32 = P(
    "(truncstorei8 GPR:$src, ADDRri:$addr)", "(STB32 (i32 (EXTRACT_SUBREG GPR:$src, sub_32)), $addr)", 0, _A32
)

# ---- atomics (a fetching form whose old value is dead becomes the form without fetch in
# bpf-mi-pemit-checking; XADDW, without ALU32, is selected even when its value is used: that check refuses it)
xaddw = P("(i64 (atomic_load_add_32 ADDRri:$addr, GPR:$val))", "(XADDW $addr, $val)", 0, "BPFNoALU32")
xfaddd = P("(i64 (atomic_load_add_64 ADDRri:$addr, GPR:$val))", "(XFADDD $addr, $val)")
xfandd = P("(i64 (atomic_load_and_64 ADDRri:$addr, GPR:$val))", "(XFANDD $addr, $val)")
xford = P("(i64 (atomic_load_or_64 ADDRri:$addr, GPR:$val))", "(XFORD $addr, $val)")
xfxord = P("(i64 (atomic_load_xor_64 ADDRri:$addr, GPR:$val))", "(XFXORD $addr, $val)")
xchgd = P("(i64 (atomic_swap_bpf_64 ADDRri:$addr, GPR:$val))", "(XCHGD $addr, $val)")
xfaddw32 = P("(i32 (atomic_load_add_32 ADDRri:$addr, GPR32:$val))", "(XFADDW32 $addr, $val)", 0, _A32)
xfandw32 = P("(i32 (atomic_load_and_32 ADDRri:$addr, GPR32:$val))", "(XFANDW32 $addr, $val)", 0, _A32)
xforw32 = P("(i32 (atomic_load_or_32 ADDRri:$addr, GPR32:$val))", "(XFORW32 $addr, $val)", 0, _A32)
xfxorw32 = P("(i32 (atomic_load_xor_32 ADDRri:$addr, GPR32:$val))", "(XFXORW32 $addr, $val)", 0, _A32)
# atomic_load_sub is a fetching add of the negated value
xfsubd = P("(i64 (atomic_load_sub_64 ADDRri:$addr, GPR:$val))", "(XFADDD $addr, (NEG_64 $val))")
xfsubw32 = P(
    "(i32 (atomic_load_sub_32 ADDRri:$addr, GPR32:$val))", "(XFADDW32 $addr, (NEG_32 $val))", 0, _A32
)
xchgw32 = P("(i32 (atomic_swap_bpf_32 ADDRri:$addr, GPR32:$val))", "(XCHGW32 $addr, $val)", 0, _A32)
cmpxchgd = P("(i64 (atomic_cmp_swap_64 ADDRri:$addr, R0, GPR:$new))", "(CMPXCHGD $addr, $new)")
cmpxchgw32 = P("(i32 (atomic_cmp_swap_32 ADDRri:$addr, W0, GPR32:$new))", "(CMPXCHGW32 $addr, $new)", 0, _A32)

# ---- control flow ------------------------------------------------------------------------------------------
ret = P("(BPFretflag)", "(RET)")
call_ga = P("(BPFcall tglobaladdr:$dst)", "(JAL $dst)")
call_es = P("(BPFcall texternalsym:$dst)", "(JAL $dst)")
call_imm = P("(BPFcall imm:$dst)", "(JAL $dst)")
call_reg = P("(BPFcall GPR:$dst)", "(JALX $dst)")
callseq_start = P("(BPFcallseq_start timm:$amt1, timm:$amt2)", "(ADJCALLSTACKDOWN $amt1, $amt2)")
callseq_end = P("(BPFcallseq_end timm:$amt1, timm:$amt2)", "(ADJCALLSTACKUP $amt1, $amt2)")
br = P("(br bb:$dst)", "(JMP $dst)")

jeq_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_EQ, bb:$b)", "(JEQ_rr $dst, $src, $b)")
jeq_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_EQ, bb:$b)", "(JEQ_ri $dst, $imm, $b)")
jne_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_NE, bb:$b)", "(JNE_rr $dst, $src, $b)")
jne_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_NE, bb:$b)", "(JNE_ri $dst, $imm, $b)")
jugt_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_GTU, bb:$b)", "(JUGT_rr $dst, $src, $b)")
jugt_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_GTU, bb:$b)", "(JUGT_ri $dst, $imm, $b)")
juge_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_GEU, bb:$b)", "(JUGE_rr $dst, $src, $b)")
juge_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_GEU, bb:$b)", "(JUGE_ri $dst, $imm, $b)")
jsgt_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_GT, bb:$b)", "(JSGT_rr $dst, $src, $b)")
jsgt_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_GT, bb:$b)", "(JSGT_ri $dst, $imm, $b)")
jsge_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_GE, bb:$b)", "(JSGE_rr $dst, $src, $b)")
jsge_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_GE, bb:$b)", "(JSGE_ri $dst, $imm, $b)")
_JX = "BPFHasJmpExt"
jult_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_LTU, bb:$b)", "(JULT_rr $dst, $src, $b)", 0, _JX)
jult_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_LTU, bb:$b)", "(JULT_ri $dst, $imm, $b)", 0, _JX)
jule_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_LEU, bb:$b)", "(JULE_rr $dst, $src, $b)", 0, _JX)
jule_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_LEU, bb:$b)", "(JULE_ri $dst, $imm, $b)", 0, _JX)
jslt_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_LT, bb:$b)", "(JSLT_rr $dst, $src, $b)", 0, _JX)
jslt_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_LT, bb:$b)", "(JSLT_ri $dst, $imm, $b)", 0, _JX)
jsle_rr = P("(BPFbrcc GPR:$dst, GPR:$src, BPF_CC_LE, bb:$b)", "(JSLE_rr $dst, $src, $b)", 0, _JX)
jsle_ri = P("(BPFbrcc GPR:$dst, i64immSExt32:$imm, BPF_CC_LE, bb:$b)", "(JSLE_ri $dst, $imm, $b)", 0, _JX)

_J32 = "BPFHasJmp32"
jeq_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_EQ, bb:$b)", "(JEQ_rr_32 $dst, $src, $b)", 0, _J32)
jeq_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_EQ, bb:$b)", "(JEQ_ri_32 $dst, $imm, $b)", 0, _J32
)
jne_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_NE, bb:$b)", "(JNE_rr_32 $dst, $src, $b)", 0, _J32)
jne_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_NE, bb:$b)", "(JNE_ri_32 $dst, $imm, $b)", 0, _J32
)
jugt_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_GTU, bb:$b)", "(JUGT_rr_32 $dst, $src, $b)", 0, _J32)
jugt_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_GTU, bb:$b)", "(JUGT_ri_32 $dst, $imm, $b)", 0, _J32
)
juge_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_GEU, bb:$b)", "(JUGE_rr_32 $dst, $src, $b)", 0, _J32)
juge_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_GEU, bb:$b)", "(JUGE_ri_32 $dst, $imm, $b)", 0, _J32
)
jsgt_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_GT, bb:$b)", "(JSGT_rr_32 $dst, $src, $b)", 0, _J32)
jsgt_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_GT, bb:$b)", "(JSGT_ri_32 $dst, $imm, $b)", 0, _J32
)
jsge_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_GE, bb:$b)", "(JSGE_rr_32 $dst, $src, $b)", 0, _J32)
jsge_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_GE, bb:$b)", "(JSGE_ri_32 $dst, $imm, $b)", 0, _J32
)
jult_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_LTU, bb:$b)", "(JULT_rr_32 $dst, $src, $b)", 0, _J32)
jult_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_LTU, bb:$b)", "(JULT_ri_32 $dst, $imm, $b)", 0, _J32
)
jule_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_LEU, bb:$b)", "(JULE_rr_32 $dst, $src, $b)", 0, _J32)
jule_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_LEU, bb:$b)", "(JULE_ri_32 $dst, $imm, $b)", 0, _J32
)
jslt_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_LT, bb:$b)", "(JSLT_rr_32 $dst, $src, $b)", 0, _J32)
jslt_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_LT, bb:$b)", "(JSLT_ri_32 $dst, $imm, $b)", 0, _J32
)
jsle_rr_32 = P("(BPFbrcc GPR32:$dst, GPR32:$src, BPF_CC_LE, bb:$b)", "(JSLE_rr_32 $dst, $src, $b)", 0, _J32)
jsle_ri_32 = P(
    "(BPFbrcc GPR32:$dst, i32immSExt32:$imm, BPF_CC_LE, bb:$b)", "(JSLE_ri_32 $dst, $imm, $b)", 0, _J32
)

# ---- selects (expanded into branches by the custom inserter) -------------------------------------------
select = P(
    "(i64 (BPFselectcc GPR:$lhs, GPR:$rhs, (i64 imm:$imm), GPR:$src, GPR:$src2))",
    "(Select $lhs, $rhs, $imm, $src, $src2)",
)
select_ri = P(
    "(i64 (BPFselectcc GPR:$lhs, i64immSExt32:$rhs, (i64 imm:$imm), GPR:$src, GPR:$src2))",
    "(Select_Ri $lhs, $rhs, $imm, $src, $src2)",
)
select_64_32 = P(
    "(i32 (BPFselectcc GPR:$lhs, GPR:$rhs, (i64 imm:$imm), GPR32:$src, GPR32:$src2))",
    "(Select_64_32 $lhs, $rhs, $imm, $src, $src2)",
    0,
    _A32,
)
select_ri_64_32 = P(
    "(i32 (BPFselectcc GPR:$lhs, i64immSExt32:$rhs, (i64 imm:$imm), GPR32:$src, GPR32:$src2))",
    "(Select_Ri_64_32 $lhs, $rhs, $imm, $src, $src2)",
    0,
    _A32,
)
select_32 = P(
    "(i32 (BPFselectcc GPR32:$lhs, GPR32:$rhs, (i64 imm:$imm), GPR32:$src, GPR32:$src2))",
    "(Select_32 $lhs, $rhs, $imm, $src, $src2)",
    0,
    _A32,
)
select_ri_32 = P(
    "(i32 (BPFselectcc GPR32:$lhs, i32immSExt32:$rhs, (i64 imm:$imm), GPR32:$src, GPR32:$src2))",
    "(Select_Ri_32 $lhs, $rhs, $imm, $src, $src2)",
    0,
    _A32,
)
select_32_64 = P(
    "(i64 (BPFselectcc GPR32:$lhs, GPR32:$rhs, (i64 imm:$imm), GPR:$src, GPR:$src2))",
    "(Select_32_64 $lhs, $rhs, $imm, $src, $src2)",
    0,
    _A32,
)
select_ri_32_64 = P(
    "(i64 (BPFselectcc GPR32:$lhs, i32immSExt32:$rhs, (i64 imm:$imm), GPR:$src, GPR:$src2))",
    "(Select_Ri_32_64 $lhs, $rhs, $imm, $src, $src2)",
    0,
    _A32,
)
