"""The toy instructions: ``mov``, three-address ``add``/``sub``, ``ld``/``st`` through ``[base + off]``,
compare-and-branch ``b<cc> a, b, L``, ``b L``, ``call f``, ``ret`` and the call-frame pseudos."""

from __future__ import annotations

from pyllc.tblgen.records import OPERAND_PCREL, PSEUDO, I, InstEncoding, MemOperand, Operand, ins, outs

from .register_info import GPR, R0, R1, SP

#: The toy writes assembly only: its instructions have no encoding bits.
Toy = InstEncoding()
Pseudo = PSEUDO

i32imm = Operand("i32imm", "i32")
brtarget = Operand("brtarget", "OtherVT", OPERAND_PCREL)
calltarget = Operand("calltarget", "i32", OPERAND_PCREL)
MEMri = MemOperand("MEMri", "i32", (("base", GPR), ("offset", i32imm)), "printMemOperand")

MOVri = I(
    "mov $dst, $imm", Toy, outs(dst=GPR), ins(imm=i32imm), flags="Rematerializable CheapAsAMove MoveImm"
)
MOVrr = I("mov $dst, $src", Toy, outs(dst=GPR), ins(src=GPR))
ADDrr = I("add $dst, $a, $b", Toy, outs(dst=GPR), ins(a=GPR, b=GPR), flags="Commutable")
ADDri = I("add $dst, $a, $imm", Toy, outs(dst=GPR), ins(a=GPR, imm=i32imm))
SUBrr = I("sub $dst, $a, $b", Toy, outs(dst=GPR), ins(a=GPR, b=GPR))
LDR = I("ld $dst, [$addr]", Toy, outs(dst=GPR), ins(addr=MEMri), flags="MayLoad")
STR = I("st $src, [$addr]", Toy, ins=ins(src=GPR, addr=MEMri), flags="MayStore")

_BR = "Branch Terminator"
BEQ = I("beq $a, $b, $dst", Toy, ins=ins(a=GPR, b=GPR, dst=brtarget), flags=_BR)
BNE = I("bne $a, $b, $dst", Toy, ins=ins(a=GPR, b=GPR, dst=brtarget), flags=_BR)
BLT = I("blt $a, $b, $dst", Toy, ins=ins(a=GPR, b=GPR, dst=brtarget), flags=_BR)
BGE = I("bge $a, $b, $dst", Toy, ins=ins(a=GPR, b=GPR, dst=brtarget), flags=_BR)
BLTU = I("bltu $a, $b, $dst", Toy, ins=ins(a=GPR, b=GPR, dst=brtarget), flags=_BR)
BGEU = I("bgeu $a, $b, $dst", Toy, ins=ins(a=GPR, b=GPR, dst=brtarget), flags=_BR)
B = I("b $dst", Toy, ins=ins(dst=brtarget), flags="Branch Terminator Barrier")

CALL = I("call $dst", Toy, ins=ins(dst=calltarget), defs=(R0, R1), uses=(SP,), flags="Call")
RET = I("ret", Toy, flags="Return Terminator Barrier", variable_ops=True)

ADJCALLSTACKDOWN = I(
    "#ADJCALLSTACKDOWN $amt1 $amt2", Pseudo, ins=ins(amt1=i32imm, amt2=i32imm), defs=(SP,), uses=(SP,)
)
ADJCALLSTACKUP = I(
    "#ADJCALLSTACKUP $amt1 $amt2", Pseudo, ins=ins(amt1=i32imm, amt2=i32imm), defs=(SP,), uses=(SP,)
)
