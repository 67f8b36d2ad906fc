"""The x86 string instructions (LLVM: lib/Target/X86/X86InstrInfo.td "String manipulation instructions" and
its lods/stos/scas/cmps/movs/ins/outs aliases; INS/OUTS from X86InstrSystem.td).

What it is: MOVS, STOS, LODS, SCAS and CMPS in their byte/word/dword/qword forms, and INS/OUTS, as the
assembler and disassembler see them.  Each walks memory through RSI (source, ``srcidx<n>``: base and a
segment that may be overridden) and RDI (destination, ``dstidx<n>``: base only, always ES), stepping by
the element size up or down as DF says; a ``rep``/``repe``/``repne`` prefix repeats it RCX times::

    A4 movsb   A5 movs{w,l,q}    AA stosb   AB stos{w,l,q}    AC lodsb   AD lods{w,l,q}
    AE scasb   AF scas{w,l,q}    A6 cmpsb   A7 cmps{w,l,q}    6C insb    6D ins{w,l}    6E outsb   6F outs{w,l}

``66`` selects the word form, ``REX.W`` the qword one.  The formats (``RawFrmSrc``, ``RawFrmDst``,
``RawFrmDstSrc``) have no ModRM byte: a 32-bit index register (``(%esi)``) is the address-size prefix 67,
a source segment other than DS its override prefix.

LLVM's instruction selector never produces these records (memcpy and memset become calls or unrolled
moves; ``rep;movsq`` appears only through inline assembly), so none has a pattern: they are for
``pyllc-mc`` (matching, encoding, disassembly).  The forms without operands (``movsq``, ``rep stosq``) get
their implicit operands from the assembler parser (X86AsmParser::ParseInstruction), as in LLVM.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, InstAlias, MnemonicAlias, ins, parse_dag

from .instr_formats import REX_W, OpSize16, OpSize32, RawFrmDst, RawFrmDstSrc, RawFrmSrc
from .instr_info import (
    dstidx8,
    dstidx16,
    dstidx32,
    dstidx64,
    srcidx8,
    srcidx16,
    srcidx32,
    srcidx64,
)
from .register_info import AL, AX, DF, DX, EAX, EDI, EFLAGS, ESI, RAX, RDI


def A(asm: str, result: str, variant: str = "") -> InstAlias:  # noqa: N802 - TableGen's spelling
    """``def : InstAlias<asm, result, 0, variant>`` (a qword form's ``Requires<[In64BitMode]>`` is its
    instruction's predicate)."""
    return InstAlias(asm, parse_dag(result), 0, variant)


# ---- MOVS: [RDI] = [RSI] ------------------------------------------------------------------------------------
_MOVS_DEFS, _MOVS_USES = (EDI, ESI), (EDI, ESI, DF)
MOVSB = I(
    "movsb\t{$src, $dst|$dst, $src}",
    RawFrmDstSrc(0xA4),
    ins=ins(dst=dstidx8, src=srcidx8),
    defs=_MOVS_DEFS,
    uses=_MOVS_USES,
)
MOVSW = I(
    "movsw\t{$src, $dst|$dst, $src}",
    RawFrmDstSrc(0xA5, OpSize16),
    ins=ins(dst=dstidx16, src=srcidx16),
    defs=_MOVS_DEFS,
    uses=_MOVS_USES,
)
MOVSL = I(
    "movs{l|d}\t{$src, $dst|$dst, $src}",
    RawFrmDstSrc(0xA5, OpSize32),
    ins=ins(dst=dstidx32, src=srcidx32),
    defs=_MOVS_DEFS,
    uses=_MOVS_USES,
)
MOVSQ = I(
    "movsq\t{$src, $dst|$dst, $src}",
    RawFrmDstSrc(0xA5, REX_W),
    ins=ins(dst=dstidx64, src=srcidx64),
    defs=_MOVS_DEFS,
    uses=_MOVS_USES,
    predicates="In64BitMode",
)

# ---- STOS: [RDI] = AL/AX/EAX/RAX ------------------------------------------------------------------------------
STOSB = I(
    "stosb\t{%al, $dst|$dst, al}",
    RawFrmDst(0xAA),
    ins=ins(dst=dstidx8),
    defs=(EDI,),
    uses=(AL, EDI, DF),
)
STOSW = I(
    "stosw\t{%ax, $dst|$dst, ax}",
    RawFrmDst(0xAB, OpSize16),
    ins=ins(dst=dstidx16),
    defs=(EDI,),
    uses=(AX, EDI, DF),
)
STOSL = I(
    "stos{l|d}\t{%eax, $dst|$dst, eax}",
    RawFrmDst(0xAB, OpSize32),
    ins=ins(dst=dstidx32),
    defs=(EDI,),
    uses=(EAX, EDI, DF),
)
STOSQ = I(
    "stosq\t{%rax, $dst|$dst, rax}",
    RawFrmDst(0xAB, REX_W),
    ins=ins(dst=dstidx64),
    defs=(RDI,),
    uses=(RAX, RDI, DF),
    predicates="In64BitMode",
)

# ---- LODS: AL/AX/EAX/RAX = [RSI] ------------------------------------------------------------------------------
LODSB = I(
    "lodsb\t{$src, %al|al, $src}",
    RawFrmSrc(0xAC),
    ins=ins(src=srcidx8),
    defs=(AL, ESI),
    uses=(ESI, DF),
)
LODSW = I(
    "lodsw\t{$src, %ax|ax, $src}",
    RawFrmSrc(0xAD, OpSize16),
    ins=ins(src=srcidx16),
    defs=(AX, ESI),
    uses=(ESI, DF),
)
LODSL = I(
    "lods{l|d}\t{$src, %eax|eax, $src}",
    RawFrmSrc(0xAD, OpSize32),
    ins=ins(src=srcidx32),
    defs=(EAX, ESI),
    uses=(ESI, DF),
)
LODSQ = I(
    "lodsq\t{$src, %rax|rax, $src}",
    RawFrmSrc(0xAD, REX_W),
    ins=ins(src=srcidx64),
    defs=(RAX, ESI),
    uses=(ESI, DF),
    predicates="In64BitMode",
)

# ---- SCAS: compare AL/AX/EAX/RAX with [RDI] ---------------------------------------------------------------------
SCASB = I(
    "scasb\t{$dst, %al|al, $dst}",
    RawFrmDst(0xAE),
    ins=ins(dst=dstidx8),
    defs=(EDI, EFLAGS),
    uses=(AL, EDI, DF),
)
SCASW = I(
    "scasw\t{$dst, %ax|ax, $dst}",
    RawFrmDst(0xAF, OpSize16),
    ins=ins(dst=dstidx16),
    defs=(EDI, EFLAGS),
    uses=(AX, EDI, DF),
)
SCASL = I(
    "scas{l|d}\t{$dst, %eax|eax, $dst}",
    RawFrmDst(0xAF, OpSize32),
    ins=ins(dst=dstidx32),
    defs=(EDI, EFLAGS),
    uses=(EAX, EDI, DF),
)
SCASQ = I(
    "scasq\t{$dst, %rax|rax, $dst}",
    RawFrmDst(0xAF, REX_W),
    ins=ins(dst=dstidx64),
    defs=(EDI, EFLAGS),
    uses=(RAX, EDI, DF),
    predicates="In64BitMode",
)

# ---- CMPS: compare [RSI] with [RDI] -------------------------------------------------------------------------------
_CMPS_DEFS, _CMPS_USES = (EDI, ESI, EFLAGS), (EDI, ESI, DF)
CMPSB = I(
    "cmpsb\t{$dst, $src|$src, $dst}",
    RawFrmDstSrc(0xA6),
    ins=ins(dst=dstidx8, src=srcidx8),
    defs=_CMPS_DEFS,
    uses=_CMPS_USES,
)
CMPSW = I(
    "cmpsw\t{$dst, $src|$src, $dst}",
    RawFrmDstSrc(0xA7, OpSize16),
    ins=ins(dst=dstidx16, src=srcidx16),
    defs=_CMPS_DEFS,
    uses=_CMPS_USES,
)
CMPSL = I(
    "cmps{l|d}\t{$dst, $src|$src, $dst}",
    RawFrmDstSrc(0xA7, OpSize32),
    ins=ins(dst=dstidx32, src=srcidx32),
    defs=_CMPS_DEFS,
    uses=_CMPS_USES,
)
CMPSQ = I(
    "cmpsq\t{$dst, $src|$src, $dst}",
    RawFrmDstSrc(0xA7, REX_W),
    ins=ins(dst=dstidx64, src=srcidx64),
    defs=_CMPS_DEFS,
    uses=_CMPS_USES,
    predicates="In64BitMode",
)

# ---- INS / OUTS: the I/O port in DX (X86InstrSystem.td) -------------------------------------------------------------
INSB = I("insb\t{%dx, $dst|$dst, dx}", RawFrmDst(0x6C), ins=ins(dst=dstidx8), defs=(EDI,), uses=(DX, EDI, DF))
INSW = I(
    "insw\t{%dx, $dst|$dst, dx}",
    RawFrmDst(0x6D, OpSize16),
    ins=ins(dst=dstidx16),
    defs=(EDI,),
    uses=(DX, EDI, DF),
)
INSL = I(
    "ins{l|d}\t{%dx, $dst|$dst, dx}",
    RawFrmDst(0x6D, OpSize32),
    ins=ins(dst=dstidx32),
    defs=(EDI,),
    uses=(DX, EDI, DF),
)
OUTSB = I(
    "outsb\t{$src, %dx|dx, $src}",
    RawFrmSrc(0x6E),
    ins=ins(src=srcidx8),
    defs=(ESI,),
    uses=(DX, ESI, DF),
)
OUTSW = I(
    "outsw\t{$src, %dx|dx, $src}",
    RawFrmSrc(0x6F, OpSize16),
    ins=ins(src=srcidx16),
    defs=(ESI,),
    uses=(DX, ESI, DF),
)
OUTSL = I(
    "outs{l|d}\t{$src, %dx|dx, $src}",
    RawFrmSrc(0x6F, OpSize32),
    ins=ins(src=srcidx32),
    defs=(ESI,),
    uses=(DX, ESI, DF),
)

# ---- mnemonic aliases ----------------------------------------------------------------------------------------------
StringMnemonicAliases = (
    MnemonicAlias("smovb", "movsb", "att"),
    MnemonicAlias("smovw", "movsw", "att"),
    MnemonicAlias("smovl", "movsl", "att"),
    MnemonicAlias("smovq", "movsq", "att", ("In64BitMode",)),
)

# ---- instruction aliases --------------------------------------------------------------------------------------------
# lods: the destination omitted (implicit in the mnemonic), or the suffix omitted (implicit in the destination).
LodsAliases = (
    A("lodsb\t$src", "(LODSB srcidx8:$src)"),
    A("lodsw\t$src", "(LODSW srcidx16:$src)"),
    A("lods{l|d}\t$src", "(LODSL srcidx32:$src)"),
    A("lodsq\t$src", "(LODSQ srcidx64:$src)"),
    A("lods\t{$src, %al|al, $src}", "(LODSB srcidx8:$src)"),
    A("lods\t{$src, %ax|ax, $src}", "(LODSW srcidx16:$src)"),
    A("lods\t{$src, %eax|eax, $src}", "(LODSL srcidx32:$src)"),
    A("lods\t{$src, %rax|rax, $src}", "(LODSQ srcidx64:$src)"),
    A("lods\t$src", "(LODSB srcidx8:$src)", "intel"),
    A("lods\t$src", "(LODSW srcidx16:$src)", "intel"),
    A("lods\t$src", "(LODSL srcidx32:$src)", "intel"),
    A("lods\t$src", "(LODSQ srcidx64:$src)", "intel"),
)
# stos: the source omitted, or the suffix omitted (implicit in the source).
StosAliases = (
    A("stosb\t$dst", "(STOSB dstidx8:$dst)"),
    A("stosw\t$dst", "(STOSW dstidx16:$dst)"),
    A("stos{l|d}\t$dst", "(STOSL dstidx32:$dst)"),
    A("stosq\t$dst", "(STOSQ dstidx64:$dst)"),
    A("stos\t{%al, $dst|$dst, al}", "(STOSB dstidx8:$dst)"),
    A("stos\t{%ax, $dst|$dst, ax}", "(STOSW dstidx16:$dst)"),
    A("stos\t{%eax, $dst|$dst, eax}", "(STOSL dstidx32:$dst)"),
    A("stos\t{%rax, $dst|$dst, rax}", "(STOSQ dstidx64:$dst)"),
    A("stos\t$dst", "(STOSB dstidx8:$dst)", "intel"),
    A("stos\t$dst", "(STOSW dstidx16:$dst)", "intel"),
    A("stos\t$dst", "(STOSL dstidx32:$dst)", "intel"),
    A("stos\t$dst", "(STOSQ dstidx64:$dst)", "intel"),
)
# scas: the destination omitted, or the suffix omitted (implicit in the destination).
ScasAliases = (
    A("scasb\t$dst", "(SCASB dstidx8:$dst)"),
    A("scasw\t$dst", "(SCASW dstidx16:$dst)"),
    A("scas{l|d}\t$dst", "(SCASL dstidx32:$dst)"),
    A("scasq\t$dst", "(SCASQ dstidx64:$dst)"),
    A("scas\t{$dst, %al|al, $dst}", "(SCASB dstidx8:$dst)"),
    A("scas\t{$dst, %ax|ax, $dst}", "(SCASW dstidx16:$dst)"),
    A("scas\t{$dst, %eax|eax, $dst}", "(SCASL dstidx32:$dst)"),
    A("scas\t{$dst, %rax|rax, $dst}", "(SCASQ dstidx64:$dst)"),
    A("scas\t$dst", "(SCASB dstidx8:$dst)", "intel"),
    A("scas\t$dst", "(SCASW dstidx16:$dst)", "intel"),
    A("scas\t$dst", "(SCASL dstidx32:$dst)", "intel"),
    A("scas\t$dst", "(SCASQ dstidx64:$dst)", "intel"),
)
# cmps, movs, ins, outs: the suffix omitted (implicit in the operands' sizes, Intel only).
CmpsAliases = (
    A("cmps\t{$dst, $src|$src, $dst}", "(CMPSB dstidx8:$dst, srcidx8:$src)", "intel"),
    A("cmps\t{$dst, $src|$src, $dst}", "(CMPSW dstidx16:$dst, srcidx16:$src)", "intel"),
    A("cmps\t{$dst, $src|$src, $dst}", "(CMPSL dstidx32:$dst, srcidx32:$src)", "intel"),
    A("cmps\t{$dst, $src|$src, $dst}", "(CMPSQ dstidx64:$dst, srcidx64:$src)", "intel"),
)
MovsAliases = (
    A("movs\t{$src, $dst|$dst, $src}", "(MOVSB dstidx8:$dst, srcidx8:$src)", "intel"),
    A("movs\t{$src, $dst|$dst, $src}", "(MOVSW dstidx16:$dst, srcidx16:$src)", "intel"),
    A("movs\t{$src, $dst|$dst, $src}", "(MOVSL dstidx32:$dst, srcidx32:$src)", "intel"),
    A("movs\t{$src, $dst|$dst, $src}", "(MOVSQ dstidx64:$dst, srcidx64:$src)", "intel"),
)
InsAliases = (
    A("ins\t{%dx, $dst|$dst, dx}", "(INSB dstidx8:$dst)", "intel"),
    A("ins\t{%dx, $dst|$dst, dx}", "(INSW dstidx16:$dst)", "intel"),
    A("ins\t{%dx, $dst|$dst, dx}", "(INSL dstidx32:$dst)", "intel"),
)
OutsAliases = (
    A("outs\t{$src, %dx|dx, $src}", "(OUTSB srcidx8:$src)", "intel"),
    A("outs\t{$src, %dx|dx, $src}", "(OUTSW srcidx16:$src)", "intel"),
    A("outs\t{$src, %dx|dx, $src}", "(OUTSL srcidx32:$src)", "intel"),
)
