"""Conditional moves and SETcc (LLVM: lib/Target/X86/X86InstrCMovSetCC.td).

What it is: ``CMOV16/32/64rr`` and ``rm`` (0F 40+cc /r) and ``SETCCr``/``SETCCm`` (0F 90+cc /0).  As in LLVM
since version 9, there is one opcode per form and the condition code is the last operand (``ccode``), added
to the opcode byte by the ``*CC`` formats and printed as the mnemonic's infix: ``cmov${cond}{l}``.
CMOV is two-address: ``dst = cond ? src2 : src1`` with ``$src1 = $dst``.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, ins, outs

from .instr_arithmetic import Xi16, Xi32, Xi64
from .instr_formats import TB, MRMSrcMemCC, MRMSrcRegCC, MRMXmCC, MRMXrCC
from .instr_info import ccode, i8mem
from .register_info import EFLAGS, GR8

CMOV16rr = I(
    "cmov${cond}{w}\t{$src2, $dst|$dst, $src2}",
    MRMSrcRegCC(0x40, TB, *Xi16.size),
    outs(dst=Xi16.rc),
    ins(src1=Xi16.rc, src2=Xi16.rc, cond=ccode),
    tie="dst=src1",
    uses=(EFLAGS,),
    flags="Commutable",
)
CMOV32rr = I(
    "cmov${cond}{l}\t{$src2, $dst|$dst, $src2}",
    MRMSrcRegCC(0x40, TB, *Xi32.size),
    outs(dst=Xi32.rc),
    ins(src1=Xi32.rc, src2=Xi32.rc, cond=ccode),
    tie="dst=src1",
    uses=(EFLAGS,),
    flags="Commutable",
)
CMOV64rr = I(
    "cmov${cond}{q}\t{$src2, $dst|$dst, $src2}",
    MRMSrcRegCC(0x40, TB, *Xi64.size),
    outs(dst=Xi64.rc),
    ins(src1=Xi64.rc, src2=Xi64.rc, cond=ccode),
    tie="dst=src1",
    uses=(EFLAGS,),
    flags="Commutable",
)
CMOV16rm = I(
    "cmov${cond}{w}\t{$src2, $dst|$dst, $src2}",
    MRMSrcMemCC(0x40, TB, *Xi16.size),
    outs(dst=Xi16.rc),
    ins(src1=Xi16.rc, src2=Xi16.mem, cond=ccode),
    tie="dst=src1",
    uses=(EFLAGS,),
    flags="MayLoad",
)
CMOV32rm = I(
    "cmov${cond}{l}\t{$src2, $dst|$dst, $src2}",
    MRMSrcMemCC(0x40, TB, *Xi32.size),
    outs(dst=Xi32.rc),
    ins(src1=Xi32.rc, src2=Xi32.mem, cond=ccode),
    tie="dst=src1",
    uses=(EFLAGS,),
    flags="MayLoad",
)
CMOV64rm = I(
    "cmov${cond}{q}\t{$src2, $dst|$dst, $src2}",
    MRMSrcMemCC(0x40, TB, *Xi64.size),
    outs(dst=Xi64.rc),
    ins(src1=Xi64.rc, src2=Xi64.mem, cond=ccode),
    tie="dst=src1",
    uses=(EFLAGS,),
    flags="MayLoad",
)
SETCCr = I("set${cond}\t$dst", MRMXrCC(0x90, TB), outs(dst=GR8), ins(cond=ccode), uses=(EFLAGS,))
SETCCm = I(
    "set${cond}\t$dst", MRMXmCC(0x90, TB), ins=ins(dst=i8mem, cond=ccode), uses=(EFLAGS,), flags="MayStore"
)
