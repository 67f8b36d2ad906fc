"""The toy selection patterns and DAG operators (``TOYISD::*``, numbered by ``toy.isel_lowering``).

``TOYbrcc lhs, rhs, cc, bb`` carries the ``ISD::CondCode`` as a constant; the ``TOY_CC_*`` leaves test it.
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
    SDNPOptInGlue,
    SDNPOutGlue,
    SDNPVariadic,
)

TOYretflag = SDNodeDef("TOYretflag", "TOYISD::RET_FLAG", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPVariadic)
TOYcall = SDNodeDef(
    "TOYcall", "TOYISD::CALL", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPOutGlue | SDNPVariadic
)
TOYbrcc = SDNodeDef("TOYbrcc", "TOYISD::BR_CC", 0, props=SDNPHasChain | SDNPOutGlue | SDNPInGlue)
TOYcallseq_start = SDNodeDef("TOYcallseq_start", "ISD::CALLSEQ_START", 0, props=SDNPHasChain | SDNPOutGlue)
TOYcallseq_end = SDNodeDef(
    "TOYcallseq_end", "ISD::CALLSEQ_END", 0, props=SDNPHasChain | SDNPOptInGlue | SDNPOutGlue
)

ADDRri = ComplexPattern("ADDRri", "i32", 2, "select_addr")

TOY_CC_EQ = PatFrag("TOY_CC_EQ", (), Dag("imm", (), "i32"), "TOY_CC_EQ", "i32")
TOY_CC_NE = PatFrag("TOY_CC_NE", (), Dag("imm", (), "i32"), "TOY_CC_NE", "i32")
TOY_CC_LT = PatFrag("TOY_CC_LT", (), Dag("imm", (), "i32"), "TOY_CC_LT", "i32")
TOY_CC_GE = PatFrag("TOY_CC_GE", (), Dag("imm", (), "i32"), "TOY_CC_GE", "i32")
TOY_CC_LTU = PatFrag("TOY_CC_LTU", (), Dag("imm", (), "i32"), "TOY_CC_LTU", "i32")
TOY_CC_GEU = PatFrag("TOY_CC_GEU", (), Dag("imm", (), "i32"), "TOY_CC_GEU", "i32")

add_rr = P("(i32 (add GPR:$a, GPR:$b))", "(ADDrr $a, $b)")
add_ri = P("(i32 (add GPR:$a, imm:$imm))", "(ADDri $a, $imm)")
sub_rr = P("(i32 (sub GPR:$a, GPR:$b))", "(SUBrr $a, $b)")
mov_ri = P("(i32 imm:$imm)", "(MOVri $imm)")
ldr = P("(i32 (load ADDRri:$addr))", "(LDR $addr)")
str_ = P("(store GPR:$src, ADDRri:$addr)", "(STR $src, $addr)")

ret = P("(TOYretflag)", "(RET)")
call_ga = P("(TOYcall tglobaladdr:$dst)", "(CALL $dst)")
callseq_start = P("(TOYcallseq_start timm:$amt1, timm:$amt2)", "(ADJCALLSTACKDOWN $amt1, $amt2)")
callseq_end = P("(TOYcallseq_end timm:$amt1, timm:$amt2)", "(ADJCALLSTACKUP $amt1, $amt2)")
br = P("(br bb:$dst)", "(B $dst)")
beq = P("(TOYbrcc GPR:$a, GPR:$b, TOY_CC_EQ, bb:$dst)", "(BEQ $a, $b, $dst)")
bne = P("(TOYbrcc GPR:$a, GPR:$b, TOY_CC_NE, bb:$dst)", "(BNE $a, $b, $dst)")
blt = P("(TOYbrcc GPR:$a, GPR:$b, TOY_CC_LT, bb:$dst)", "(BLT $a, $b, $dst)")
bge = P("(TOYbrcc GPR:$a, GPR:$b, TOY_CC_GE, bb:$dst)", "(BGE $a, $b, $dst)")
bltu = P("(TOYbrcc GPR:$a, GPR:$b, TOY_CC_LTU, bb:$dst)", "(BLTU $a, $b, $dst)")
bgeu = P("(TOYbrcc GPR:$a, GPR:$b, TOY_CC_GEU, bb:$dst)", "(BGEU $a, $b, $dst)")
