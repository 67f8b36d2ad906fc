"""X86-specific SelectionDAG node opcodes and operand target flags (LLVM: lib/Target/X86/X86ISelLowering.h
``namespace X86ISD``, lib/Target/X86/MCTargetDesc/X86BaseInfo.h ``X86II::TOF``).

What it is.  Custom lowering (``isel_lowering.py``) rewrites target-independent nodes into x86 nodes that
instruction selection matches: ``X86ISD::SUB`` producing a value and ``EFLAGS`` (an ``i32``), ``X86ISD::SETCC``
reading a condition code and flags, ``X86ISD::CMOV``, ``X86ISD::BRCOND``, ``X86ISD::Wrapper``/``WrapperRIP``
around target symbols...  The numbering follows LLVM 14's enumeration: plain nodes from ``ISD.BUILTIN_OP_END``,
strict FP nodes from ``ISD.FIRST_TARGET_STRICTFP_OPCODE``, memory nodes (which carry a memory operand) from
``ISD.FIRST_TARGET_MEMORY_OPCODE``.  :func:`get_target_node_name` gives the ``X86ISD::CMP`` spelling that SelectionDAG
dumps print.

Operand shapes of the nodes the scalar pipeline produces (``vt`` is the value type, ``cc`` an ``i8``
TargetConstant holding an ``X86::CondCode``, ``flags`` the ``i32`` EFLAGS result of a compare):

==========================  ====================================================================================
node                        results = operands
==========================  ====================================================================================
``CMP``                     ``i32 = lhs, rhs`` (integer compare; ``rhs`` 0 is the TEST pattern)
``FCMP``                    ``i32 = lhs, rhs`` (UCOMISS/UCOMISD)
``BT``                      ``i32 = src, bitno``
``ADD SUB ADC SBB OR XOR    ``vt, i32 = lhs, rhs[, carry-flags]`` (arithmetic that also defines EFLAGS)
AND SMUL UMUL``
``SETCC``                   ``i8 = cc, flags``
``SETCC_CARRY``             ``vt = cc, flags`` (all ones or zero from the carry flag: SBB r, r)
``CMOV``                    ``vt = false_value, true_value, cc, flags``
``BRCOND``                  ``ch = chain, dest_block, cc, flags``
``Wrapper``/``WrapperRIP``  ``i64 = target symbol`` (absolute / RIP-relative address of the symbol)
``FAND FOR FXOR FANDN``     ``vt = a, b`` (bitwise logic on FP values)
``FSETCC``                  ``vt = a, b, imm`` (CMPSS/CMPSD with the SSE predicate)
``VAARG_64``                ``i64, ch = chain, va_list, size(i32), mode(i8), align(i32)`` (memory node)
==========================  ====================================================================================
"""

from __future__ import annotations

from typing import Final

from pyllc.codegen.isd import ISD

# LLVM 14's X86ISD enumeration, in order.  Names only: the values are assigned below.
_PLAIN_NODES: Final = """
BSF BSR FSHL FSHR FAND FOR FXOR FANDN CALL NT_CALL CALL_RVMARKER
CMP FCMP COMI UCOMI BT SETCC SELECTS SETCC_CARRY FSETCC FSETCCM FSETCCM_SAE CMOV BRCOND NT_BRIND
RET_FLAG IRET REP_STOS REP_MOVS GlobalBaseReg Wrapper WrapperRIP MOVQ2DQ MOVDQ2Q MMX_MOVD2W MMX_MOVW2D
PEXTRB PEXTRW INSERTPS PINSRB PINSRW PSHUFB PSADBW DBPSADBW ANDNP BLENDI BLENDV ADDSUB
FADD_RND FADDS FADDS_RND FSUB_RND FSUBS FSUBS_RND FMUL_RND FMULS FMULS_RND FDIV_RND FDIVS FDIVS_RND
FMAX_SAE FMAXS_SAE FMIN_SAE FMINS_SAE FSQRT_RND FSQRTS FSQRTS_RND
FGETEXP FGETEXP_SAE FGETEXPS FGETEXPS_SAE VGETMANT VGETMANT_SAE VGETMANTS VGETMANTS_SAE
SCALEF SCALEF_RND SCALEFS SCALEFS_RND AVG HADD HSUB FHADD FHSUB CONFLICT FMAX FMIN FMAXC FMINC FMAXS FMINS
FRSQRT FRCP RSQRT14 RSQRT14S RCP14 RCP14S TLSADDR TLSBASEADDR TLSCALL EH_RETURN EH_SJLJ_SETJMP
EH_SJLJ_LONGJMP EH_SJLJ_SETUP_DISPATCH TC_RETURN VZEXT_MOVL VTRUNC VTRUNCUS VTRUNCS VMTRUNC VMTRUNCUS
VMTRUNCS VFPEXT VFPEXT_SAE VFPEXTS VFPEXTS_SAE VFPROUND VFPROUND_RND VFPROUNDS VFPROUNDS_RND VMFPROUND
VSHLDQ VSRLDQ VSHL VSRL VSRA VSHLV VSRLV VSRAV VSHLI VSRLI VSRAI KSHIFTL KSHIFTR VROTLI VROTRI CMPP
PCMPEQ PCMPGT PHMINPOS MULTISHIFT CMPM CMPMM CMPMM_SAE
ADD SUB ADC SBB SMUL UMUL OR XOR AND BEXTR BEXTRI BZHI PDEP PEXT MUL_IMM MOVMSK PTEST TESTP KORTEST KTEST
KADD PACKSS PACKUS PALIGNR VALIGN PSHUFD PSHUFHW PSHUFLW SHUFP VSHLD VSHRD VSHLDV VSHRDV SHUF128
MOVDDUP MOVSHDUP MOVSLDUP MOVLHPS MOVHLPS MOVSD MOVSS MOVSH UNPCKL UNPCKH VPERMILPV VPERMILPI VPERMI
VPERM2X128 VPERMV VPERMV3 VPTERNLOG VFIXUPIMM VFIXUPIMM_SAE VFIXUPIMMS VFIXUPIMMS_SAE VRANGE VRANGE_SAE
VRANGES VRANGES_SAE VREDUCE VREDUCE_SAE VREDUCES VREDUCES_SAE VRNDSCALE VRNDSCALE_SAE VRNDSCALES
VRNDSCALES_SAE VFPCLASS VFPCLASSS VBROADCAST VBROADCASTM EXTRQI INSERTQI VPSHA VPSHL VPCOM VPCOMU VPPERM
VPERMIL2 PMULUDQ PMULDQ MULHRS VPMADDUBSW VPMADDWD VPMADD52L VPMADD52H VPDPBUSD VPDPBUSDS VPDPWSSD
VPDPWSSDS FNMADD FMSUB FNMSUB FMADDSUB FMSUBADD FMADD_RND FNMADD_RND FMSUB_RND FNMSUB_RND FMADDSUB_RND
FMSUBADD_RND VFMADDC VFMADDC_RND VFCMADDC VFCMADDC_RND VFMULC VFMULC_RND VFCMULC VFCMULC_RND VFMADDCSH
VFMADDCSH_RND VFCMADDCSH VFCMADDCSH_RND VFMULCSH VFMULCSH_RND VFCMULCSH VFCMULCSH_RND COMPRESS EXPAND
VPSHUFBITQMB SINT_TO_FP_RND UINT_TO_FP_RND SCALAR_SINT_TO_FP SCALAR_UINT_TO_FP SCALAR_SINT_TO_FP_RND
SCALAR_UINT_TO_FP_RND CVTP2SI CVTP2UI CVTP2SI_RND CVTP2UI_RND CVTS2SI CVTS2UI CVTS2SI_RND CVTS2UI_RND
CVTTP2SI CVTTP2UI CVTTP2SI_SAE CVTTP2UI_SAE CVTTS2SI CVTTS2UI CVTTS2SI_SAE CVTTS2UI_SAE CVTSI2P CVTUI2P
MCVTP2SI MCVTP2UI MCVTTP2SI MCVTTP2UI MCVTSI2P MCVTUI2P CVTNE2PS2BF16 CVTNEPS2BF16 MCVTNEPS2BF16
DPBF16PS DYN_ALLOCA SEG_ALLOCA PROBED_ALLOCA MEMBARRIER MFENCE RDRAND RDSEED RDPKRU WRPKRU PCMPISTR
PCMPESTR XTEST RSQRT28 RSQRT28_SAE RSQRT28S RSQRT28S_SAE RCP28 RCP28_SAE RCP28S RCP28S_SAE EXP2 EXP2_SAE
CVTPS2PH CVTPH2PS CVTPH2PS_SAE MCVTPS2PH GF2P8AFFINEINVQB GF2P8AFFINEQB GF2P8MULB LWPINS UMWAIT TPAUSE
ENQCMD ENQCMDS VP2INTERSECT TESTUI
""".split()

_STRICT_NODES: Final = """
STRICT_FCMP STRICT_FCMPS STRICT_CMPP STRICT_CMPM STRICT_CVTTP2SI STRICT_CVTTP2UI STRICT_VFPEXT
STRICT_VFPROUND STRICT_VRNDSCALE STRICT_CVTSI2P STRICT_CVTUI2P STRICT_FNMADD STRICT_FMSUB STRICT_FNMSUB
STRICT_CVTPS2PH STRICT_CVTPH2PS
""".split()

_MEMORY_NODES: Final = """
LCMPXCHG_DAG LCMPXCHG8_DAG LCMPXCHG16_DAG LCMPXCHG16_SAVE_RBX_DAG LADD LSUB LOR LXOR LAND VZEXT_LOAD
VEXTRACT_STORE VBROADCAST_LOAD SUBV_BROADCAST_LOAD FNSTCW16m FLDCW16m FP_TO_INT_IN_MEM FILD FIST FLD FST
VAARG_64 VAARG_X32 VTRUNCSTOREUS VTRUNCSTORES VMTRUNCSTOREUS VMTRUNCSTORES MGATHER MSCATTER AESENC128KL
AESDEC128KL AESENC256KL AESDEC256KL AESENCWIDE128KL AESDECWIDE128KL AESENCWIDE256KL AESDECWIDE256KL
VASTART_SAVE_XMM_REGS
""".split()


def _number() -> dict[str, int]:
    values: dict[str, int] = {}
    for base, names in (
        (ISD.BUILTIN_OP_END, _PLAIN_NODES),
        (ISD.FIRST_TARGET_STRICTFP_OPCODE, _STRICT_NODES),
        (ISD.FIRST_TARGET_MEMORY_OPCODE, _MEMORY_NODES),
    ):
        for i, name in enumerate(names):
            values[name] = base + i
    return values


_VALUES: Final = _number()
assert len(_PLAIN_NODES) < 400 and len(_STRICT_NODES) < 100


class X86ISD:
    """``X86ISD::NodeType`` opcodes under LLVM's names (``X86ISD.CMP``, ``X86ISD.WrapperRIP``...)."""

    FIRST_NUMBER: Final = ISD.BUILTIN_OP_END
    BSF: Final = _VALUES["BSF"]
    BSR: Final = _VALUES["BSR"]
    FSHL: Final = _VALUES["FSHL"]
    FSHR: Final = _VALUES["FSHR"]
    FAND: Final = _VALUES["FAND"]
    FOR: Final = _VALUES["FOR"]
    FXOR: Final = _VALUES["FXOR"]
    FANDN: Final = _VALUES["FANDN"]
    CALL: Final = _VALUES["CALL"]
    NT_CALL: Final = _VALUES["NT_CALL"]
    CALL_RVMARKER: Final = _VALUES["CALL_RVMARKER"]
    CMP: Final = _VALUES["CMP"]
    FCMP: Final = _VALUES["FCMP"]
    COMI: Final = _VALUES["COMI"]
    UCOMI: Final = _VALUES["UCOMI"]
    BT: Final = _VALUES["BT"]
    SETCC: Final = _VALUES["SETCC"]
    SELECTS: Final = _VALUES["SELECTS"]
    SETCC_CARRY: Final = _VALUES["SETCC_CARRY"]
    FSETCC: Final = _VALUES["FSETCC"]
    FSETCCM: Final = _VALUES["FSETCCM"]
    CMOV: Final = _VALUES["CMOV"]
    BRCOND: Final = _VALUES["BRCOND"]
    NT_BRIND: Final = _VALUES["NT_BRIND"]
    RET_FLAG: Final = _VALUES["RET_FLAG"]
    IRET: Final = _VALUES["IRET"]
    REP_STOS: Final = _VALUES["REP_STOS"]
    REP_MOVS: Final = _VALUES["REP_MOVS"]
    GlobalBaseReg: Final = _VALUES["GlobalBaseReg"]
    Wrapper: Final = _VALUES["Wrapper"]
    WrapperRIP: Final = _VALUES["WrapperRIP"]
    MOVQ2DQ: Final = _VALUES["MOVQ2DQ"]
    MOVDQ2Q: Final = _VALUES["MOVDQ2Q"]
    PEXTRW: Final = _VALUES["PEXTRW"]
    PINSRW: Final = _VALUES["PINSRW"]
    PSHUFB: Final = _VALUES["PSHUFB"]
    ANDNP: Final = _VALUES["ANDNP"]
    HADD: Final = _VALUES["HADD"]
    FHADD: Final = _VALUES["FHADD"]
    FHSUB: Final = _VALUES["FHSUB"]
    FMAX: Final = _VALUES["FMAX"]
    FMIN: Final = _VALUES["FMIN"]
    FMAXC: Final = _VALUES["FMAXC"]
    FMINC: Final = _VALUES["FMINC"]
    FRSQRT: Final = _VALUES["FRSQRT"]
    FRCP: Final = _VALUES["FRCP"]
    TLSADDR: Final = _VALUES["TLSADDR"]
    TLSBASEADDR: Final = _VALUES["TLSBASEADDR"]
    TLSCALL: Final = _VALUES["TLSCALL"]
    EH_RETURN: Final = _VALUES["EH_RETURN"]
    EH_SJLJ_SETJMP: Final = _VALUES["EH_SJLJ_SETJMP"]
    EH_SJLJ_LONGJMP: Final = _VALUES["EH_SJLJ_LONGJMP"]
    EH_SJLJ_SETUP_DISPATCH: Final = _VALUES["EH_SJLJ_SETUP_DISPATCH"]
    TC_RETURN: Final = _VALUES["TC_RETURN"]
    VZEXT_MOVL: Final = _VALUES["VZEXT_MOVL"]
    VSHLI: Final = _VALUES["VSHLI"]
    VSRLI: Final = _VALUES["VSRLI"]
    VSRAI: Final = _VALUES["VSRAI"]
    CMPP: Final = _VALUES["CMPP"]
    PCMPEQ: Final = _VALUES["PCMPEQ"]
    PCMPGT: Final = _VALUES["PCMPGT"]
    ADD: Final = _VALUES["ADD"]
    SUB: Final = _VALUES["SUB"]
    ADC: Final = _VALUES["ADC"]
    SBB: Final = _VALUES["SBB"]
    SMUL: Final = _VALUES["SMUL"]
    UMUL: Final = _VALUES["UMUL"]
    OR: Final = _VALUES["OR"]
    XOR: Final = _VALUES["XOR"]
    AND: Final = _VALUES["AND"]
    BEXTR: Final = _VALUES["BEXTR"]
    BZHI: Final = _VALUES["BZHI"]
    MUL_IMM: Final = _VALUES["MUL_IMM"]
    MOVMSK: Final = _VALUES["MOVMSK"]
    PTEST: Final = _VALUES["PTEST"]
    PSHUFD: Final = _VALUES["PSHUFD"]
    SHUFP: Final = _VALUES["SHUFP"]
    MOVSD: Final = _VALUES["MOVSD"]
    MOVSS: Final = _VALUES["MOVSS"]
    UNPCKL: Final = _VALUES["UNPCKL"]
    UNPCKH: Final = _VALUES["UNPCKH"]
    CVTTS2SI: Final = _VALUES["CVTTS2SI"]
    CVTSI2P: Final = _VALUES["CVTSI2P"]
    DYN_ALLOCA: Final = _VALUES["DYN_ALLOCA"]
    SEG_ALLOCA: Final = _VALUES["SEG_ALLOCA"]
    PROBED_ALLOCA: Final = _VALUES["PROBED_ALLOCA"]
    MEMBARRIER: Final = _VALUES["MEMBARRIER"]
    MFENCE: Final = _VALUES["MFENCE"]
    RDRAND: Final = _VALUES["RDRAND"]
    RDSEED: Final = _VALUES["RDSEED"]
    STRICT_FCMP: Final = _VALUES["STRICT_FCMP"]
    STRICT_FCMPS: Final = _VALUES["STRICT_FCMPS"]
    LCMPXCHG_DAG: Final = _VALUES["LCMPXCHG_DAG"]
    LCMPXCHG8_DAG: Final = _VALUES["LCMPXCHG8_DAG"]
    LCMPXCHG16_DAG: Final = _VALUES["LCMPXCHG16_DAG"]
    LADD: Final = _VALUES["LADD"]
    LSUB: Final = _VALUES["LSUB"]
    LOR: Final = _VALUES["LOR"]
    LXOR: Final = _VALUES["LXOR"]
    LAND: Final = _VALUES["LAND"]
    VZEXT_LOAD: Final = _VALUES["VZEXT_LOAD"]
    FNSTCW16m: Final = _VALUES["FNSTCW16m"]
    FLDCW16m: Final = _VALUES["FLDCW16m"]
    FP_TO_INT_IN_MEM: Final = _VALUES["FP_TO_INT_IN_MEM"]
    FILD: Final = _VALUES["FILD"]
    FIST: Final = _VALUES["FIST"]
    FLD: Final = _VALUES["FLD"]
    FST: Final = _VALUES["FST"]
    VAARG_64: Final = _VALUES["VAARG_64"]
    VAARG_X32: Final = _VALUES["VAARG_X32"]
    VASTART_SAVE_XMM_REGS: Final = _VALUES["VASTART_SAVE_XMM_REGS"]
    PSHUFLW: Final = _VALUES["PSHUFLW"]
    PSHUFHW: Final = _VALUES["PSHUFHW"]
    MOVLHPS: Final = _VALUES["MOVLHPS"]
    MOVHLPS: Final = _VALUES["MOVHLPS"]
    PMULUDQ: Final = _VALUES["PMULUDQ"]
    VSHL: Final = _VALUES["VSHL"]
    VSRL: Final = _VALUES["VSRL"]
    VSRA: Final = _VALUES["VSRA"]
    VSHLDQ: Final = _VALUES["VSHLDQ"]
    VSRLDQ: Final = _VALUES["VSRLDQ"]
    PACKUS: Final = _VALUES["PACKUS"]
    PACKSS: Final = _VALUES["PACKSS"]


#: Every X86ISD name, by opcode value.
X86ISD_NAMES: Final = {value: "X86ISD::" + name for name, value in _VALUES.items()}
#: Every X86ISD opcode value, by bare name (``"CMP"``).
X86ISD_VALUES: Final = dict(_VALUES)


def get_target_node_name(opcode: int) -> str | None:
    """``X86TargetLowering::getTargetNodeName``: ``X86ISD::CMP`` for ``X86ISD.CMP``, None when unknown."""
    return X86ISD_NAMES.get(opcode)


def is_target_memory_opcode(opcode: int) -> bool:
    """Memory nodes (with a MachineMemOperand) are the ones at or above ``FIRST_TARGET_MEMORY_OPCODE``."""
    return opcode >= ISD.FIRST_TARGET_MEMORY_OPCODE


class X86II:
    """Operand target flags (``X86II::TOF``): how a symbol operand is referenced.  MIR spells them
    ``target-flags(x86-gotpcrel)``; the assembly printer appends ``@GOTPCREL``, ``@PLT``..."""

    MO_NO_FLAG: Final = 0
    MO_GOT_ABSOLUTE_ADDRESS: Final = 1
    MO_PIC_BASE_OFFSET: Final = 2
    MO_GOT: Final = 3
    MO_GOTOFF: Final = 4
    MO_GOTPCREL: Final = 5
    MO_PLT: Final = 6
    MO_TLSGD: Final = 7
    MO_TLSLD: Final = 8
    MO_TLSLDM: Final = 9
    MO_GOTTPOFF: Final = 10
    MO_INDNTPOFF: Final = 11
    MO_TPOFF: Final = 12
    MO_DTPOFF: Final = 13
    MO_NTPOFF: Final = 14
    MO_GOTNTPOFF: Final = 15
    MO_DLLIMPORT: Final = 16
    MO_DARWIN_NONLAZY: Final = 17
    MO_DARWIN_NONLAZY_PIC_BASE: Final = 18
    MO_TLVP: Final = 19
    MO_TLVP_PIC_BASE: Final = 20
    MO_SECREL: Final = 21
    MO_ABS8: Final = 22
    MO_COFFSTUB: Final = 23


#: MIR names of the direct target flags (``X86InstrInfo::getSerializableDirectMachineOperandTargetFlags``).
X86_TARGET_FLAG_NAMES: Final = (
    (X86II.MO_GOT_ABSOLUTE_ADDRESS, "x86-got-absolute-address"),
    (X86II.MO_PIC_BASE_OFFSET, "x86-pic-base-offset"),
    (X86II.MO_GOT, "x86-got"),
    (X86II.MO_GOTOFF, "x86-gotoff"),
    (X86II.MO_GOTPCREL, "x86-gotpcrel"),
    (X86II.MO_PLT, "x86-plt"),
    (X86II.MO_TLSGD, "x86-tlsgd"),
    (X86II.MO_TLSLD, "x86-tlsld"),
    (X86II.MO_TLSLDM, "x86-tlsldm"),
    (X86II.MO_GOTTPOFF, "x86-gottpoff"),
    (X86II.MO_INDNTPOFF, "x86-indntpoff"),
    (X86II.MO_TPOFF, "x86-tpoff"),
    (X86II.MO_DTPOFF, "x86-dtpoff"),
    (X86II.MO_NTPOFF, "x86-ntpoff"),
    (X86II.MO_GOTNTPOFF, "x86-gotntpoff"),
    (X86II.MO_DLLIMPORT, "x86-dllimport"),
    (X86II.MO_DARWIN_NONLAZY, "x86-darwin-nonlazy"),
    (X86II.MO_DARWIN_NONLAZY_PIC_BASE, "x86-darwin-nonlazy-pic-base"),
    (X86II.MO_TLVP, "x86-tlvp"),
    (X86II.MO_TLVP_PIC_BASE, "x86-tlvp-pic-base"),
    (X86II.MO_SECREL, "x86-secrel"),
    (X86II.MO_COFFSTUB, "x86-coffstub"),
)


def is_global_stub_reference(flags: int) -> bool:
    """``isGlobalStubReference``: the operand is the address of a GOT/stub slot to load the address from."""
    return flags in (
        X86II.MO_DLLIMPORT,
        X86II.MO_GOTPCREL,
        X86II.MO_GOT,
        X86II.MO_DARWIN_NONLAZY,
        X86II.MO_DARWIN_NONLAZY_PIC_BASE,
        X86II.MO_COFFSTUB,
    )


def is_global_relative_to_pic_base(flags: int) -> bool:
    """``isGlobalRelativeToPICBase``: the operand is relative to the PIC base register (32-bit PIC)."""
    return flags in (
        X86II.MO_GOTOFF,
        X86II.MO_PIC_BASE_OFFSET,
        X86II.MO_DARWIN_NONLAZY_PIC_BASE,
        X86II.MO_TLVP_PIC_BASE,
    )
