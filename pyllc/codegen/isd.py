"""SelectionDAG node opcodes and their companions (LLVM: include/llvm/CodeGen/ISDOpcodes.h,
lib/CodeGen/SelectionDAG/SelectionDAGDumper.cpp for the printed names).

What it is.  ``ISD`` is the target-independent instruction set of the SelectionDAG: every SDNode's opcode is one
of these ints (or a target's opcode at or above ``BUILTIN_OP_END``).  The numbering follows LLVM 14's enum
exactly (including the vector-predication ``VP_*`` nodes LLVM includes from VPIntrinsics.def), so tables indexed
by opcode (operation actions ``op * VALUETYPE_SIZE + vt``, combine dispatch) line up with LLVM's.

Besides the opcodes this module holds:

* condition codes (``ISD.SETEQ`` ...) as 5-bit ints with LLVM's bit layout ``N U L G E`` (N: "don't care
  about NaN", U: unordered, L: less, G: greater, E: equal), which makes swapping and inverting bit tricks;
* load extension kinds (``NON_EXTLOAD``, ``EXTLOAD``, ``SEXTLOAD``, ``ZEXTLOAD``) and indexed addressing modes;
* the SDNodeFlags bits (``nuw``, ``nsw``, ``exact``, fast-math flags ...) as an int bitset;
* the names ``-debug-only=isel`` prints for each opcode (``getOperationName``).
"""

from __future__ import annotations

from typing import Final

from pyllc.codegen.value_types import is_integer


class ISD:
    """LLVM 14's ``ISD::NodeType`` opcodes and ``ISD::CondCode`` values under LLVM's names."""

    DELETED_NODE = 0
    EntryToken = 1
    TokenFactor = 2
    AssertSext = 3
    AssertZext = 4
    AssertAlign = 5
    BasicBlock = 6
    VALUETYPE = 7
    CONDCODE = 8
    Register = 9
    RegisterMask = 10
    Constant = 11
    ConstantFP = 12
    GlobalAddress = 13
    GlobalTLSAddress = 14
    FrameIndex = 15
    JumpTable = 16
    ConstantPool = 17
    ExternalSymbol = 18
    BlockAddress = 19
    GLOBAL_OFFSET_TABLE = 20
    FRAMEADDR = 21
    RETURNADDR = 22
    ADDROFRETURNADDR = 23
    SPONENTRY = 24
    LOCAL_RECOVER = 25
    READ_REGISTER = 26
    WRITE_REGISTER = 27
    FRAME_TO_ARGS_OFFSET = 28
    EH_DWARF_CFA = 29
    EH_RETURN = 30
    EH_SJLJ_SETJMP = 31
    EH_SJLJ_LONGJMP = 32
    EH_SJLJ_SETUP_DISPATCH = 33
    TargetConstant = 34
    TargetConstantFP = 35
    TargetGlobalAddress = 36
    TargetGlobalTLSAddress = 37
    TargetFrameIndex = 38
    TargetJumpTable = 39
    TargetConstantPool = 40
    TargetExternalSymbol = 41
    TargetBlockAddress = 42
    MCSymbol = 43
    TargetIndex = 44
    INTRINSIC_WO_CHAIN = 45
    INTRINSIC_W_CHAIN = 46
    INTRINSIC_VOID = 47
    CopyToReg = 48
    CopyFromReg = 49
    UNDEF = 50
    FREEZE = 51
    EXTRACT_ELEMENT = 52
    BUILD_PAIR = 53
    MERGE_VALUES = 54
    ADD = 55
    SUB = 56
    MUL = 57
    SDIV = 58
    UDIV = 59
    SREM = 60
    UREM = 61
    SMUL_LOHI = 62
    UMUL_LOHI = 63
    SDIVREM = 64
    UDIVREM = 65
    CARRY_FALSE = 66
    ADDC = 67
    SUBC = 68
    ADDE = 69
    SUBE = 70
    ADDCARRY = 71
    SUBCARRY = 72
    SADDO_CARRY = 73
    SSUBO_CARRY = 74
    SADDO = 75
    UADDO = 76
    SSUBO = 77
    USUBO = 78
    SMULO = 79
    UMULO = 80
    SADDSAT = 81
    UADDSAT = 82
    SSUBSAT = 83
    USUBSAT = 84
    SSHLSAT = 85
    USHLSAT = 86
    SMULFIX = 87
    UMULFIX = 88
    SMULFIXSAT = 89
    UMULFIXSAT = 90
    SDIVFIX = 91
    UDIVFIX = 92
    SDIVFIXSAT = 93
    UDIVFIXSAT = 94
    FADD = 95
    FSUB = 96
    FMUL = 97
    FDIV = 98
    FREM = 99
    STRICT_FADD = 100
    STRICT_FSUB = 101
    STRICT_FMUL = 102
    STRICT_FDIV = 103
    STRICT_FREM = 104
    STRICT_FMA = 105
    STRICT_FSQRT = 106
    STRICT_FPOW = 107
    STRICT_FPOWI = 108
    STRICT_FSIN = 109
    STRICT_FCOS = 110
    STRICT_FEXP = 111
    STRICT_FEXP2 = 112
    STRICT_FLOG = 113
    STRICT_FLOG10 = 114
    STRICT_FLOG2 = 115
    STRICT_FRINT = 116
    STRICT_FNEARBYINT = 117
    STRICT_FMAXNUM = 118
    STRICT_FMINNUM = 119
    STRICT_FCEIL = 120
    STRICT_FFLOOR = 121
    STRICT_FROUND = 122
    STRICT_FROUNDEVEN = 123
    STRICT_FTRUNC = 124
    STRICT_LROUND = 125
    STRICT_LLROUND = 126
    STRICT_LRINT = 127
    STRICT_LLRINT = 128
    STRICT_FMAXIMUM = 129
    STRICT_FMINIMUM = 130
    STRICT_FP_TO_SINT = 131
    STRICT_FP_TO_UINT = 132
    STRICT_SINT_TO_FP = 133
    STRICT_UINT_TO_FP = 134
    STRICT_FP_ROUND = 135
    STRICT_FP_EXTEND = 136
    STRICT_FSETCC = 137
    STRICT_FSETCCS = 138
    FMA = 139
    FMAD = 140
    FCOPYSIGN = 141
    FGETSIGN = 142
    FCANONICALIZE = 143
    BUILD_VECTOR = 144
    INSERT_VECTOR_ELT = 145
    EXTRACT_VECTOR_ELT = 146
    CONCAT_VECTORS = 147
    INSERT_SUBVECTOR = 148
    EXTRACT_SUBVECTOR = 149
    VECTOR_REVERSE = 150
    VECTOR_SHUFFLE = 151
    VECTOR_SPLICE = 152
    SCALAR_TO_VECTOR = 153
    SPLAT_VECTOR = 154
    SPLAT_VECTOR_PARTS = 155
    STEP_VECTOR = 156
    MULHU = 157
    MULHS = 158
    ABDS = 159
    ABDU = 160
    SMIN = 161
    SMAX = 162
    UMIN = 163
    UMAX = 164
    AND = 165
    OR = 166
    XOR = 167
    ABS = 168
    SHL = 169
    SRA = 170
    SRL = 171
    ROTL = 172
    ROTR = 173
    FSHL = 174
    FSHR = 175
    BSWAP = 176
    CTTZ = 177
    CTLZ = 178
    CTPOP = 179
    BITREVERSE = 180
    PARITY = 181
    CTTZ_ZERO_UNDEF = 182
    CTLZ_ZERO_UNDEF = 183
    SELECT = 184
    VSELECT = 185
    SELECT_CC = 186
    SETCC = 187
    SETCCCARRY = 188
    SHL_PARTS = 189
    SRA_PARTS = 190
    SRL_PARTS = 191
    SIGN_EXTEND = 192
    ZERO_EXTEND = 193
    ANY_EXTEND = 194
    TRUNCATE = 195
    SINT_TO_FP = 196
    UINT_TO_FP = 197
    SIGN_EXTEND_INREG = 198
    ANY_EXTEND_VECTOR_INREG = 199
    SIGN_EXTEND_VECTOR_INREG = 200
    ZERO_EXTEND_VECTOR_INREG = 201
    FP_TO_SINT = 202
    FP_TO_UINT = 203
    FP_TO_SINT_SAT = 204
    FP_TO_UINT_SAT = 205
    FP_ROUND = 206
    FLT_ROUNDS_ = 207
    SET_ROUNDING = 208
    FP_EXTEND = 209
    BITCAST = 210
    ADDRSPACECAST = 211
    FP16_TO_FP = 212
    FP_TO_FP16 = 213
    STRICT_FP16_TO_FP = 214
    STRICT_FP_TO_FP16 = 215
    FNEG = 216
    FABS = 217
    FSQRT = 218
    FCBRT = 219
    FSIN = 220
    FCOS = 221
    FPOWI = 222
    FPOW = 223
    FLOG = 224
    FLOG2 = 225
    FLOG10 = 226
    FEXP = 227
    FEXP2 = 228
    FCEIL = 229
    FTRUNC = 230
    FRINT = 231
    FNEARBYINT = 232
    FROUND = 233
    FROUNDEVEN = 234
    FFLOOR = 235
    LROUND = 236
    LLROUND = 237
    LRINT = 238
    LLRINT = 239
    FMINNUM = 240
    FMAXNUM = 241
    FMINNUM_IEEE = 242
    FMAXNUM_IEEE = 243
    FMINIMUM = 244
    FMAXIMUM = 245
    FSINCOS = 246
    LOAD = 247
    STORE = 248
    DYNAMIC_STACKALLOC = 249
    BR = 250
    BRIND = 251
    BR_JT = 252
    BRCOND = 253
    BR_CC = 254
    INLINEASM = 255
    INLINEASM_BR = 256
    EH_LABEL = 257
    ANNOTATION_LABEL = 258
    CATCHRET = 259
    CLEANUPRET = 260
    STACKSAVE = 261
    STACKRESTORE = 262
    CALLSEQ_START = 263
    CALLSEQ_END = 264
    VAARG = 265
    VACOPY = 266
    VAEND = 267
    VASTART = 268
    PREALLOCATED_SETUP = 269
    PREALLOCATED_ARG = 270
    SRCVALUE = 271
    MDNODE_SDNODE = 272
    PCMARKER = 273
    READCYCLECOUNTER = 274
    HANDLENODE = 275
    INIT_TRAMPOLINE = 276
    ADJUST_TRAMPOLINE = 277
    TRAP = 278
    DEBUGTRAP = 279
    UBSANTRAP = 280
    PREFETCH = 281
    ARITH_FENCE = 282
    ATOMIC_FENCE = 283
    ATOMIC_LOAD = 284
    ATOMIC_STORE = 285
    ATOMIC_CMP_SWAP = 286
    ATOMIC_CMP_SWAP_WITH_SUCCESS = 287
    ATOMIC_SWAP = 288
    ATOMIC_LOAD_ADD = 289
    ATOMIC_LOAD_SUB = 290
    ATOMIC_LOAD_AND = 291
    ATOMIC_LOAD_CLR = 292
    ATOMIC_LOAD_OR = 293
    ATOMIC_LOAD_XOR = 294
    ATOMIC_LOAD_NAND = 295
    ATOMIC_LOAD_MIN = 296
    ATOMIC_LOAD_MAX = 297
    ATOMIC_LOAD_UMIN = 298
    ATOMIC_LOAD_UMAX = 299
    ATOMIC_LOAD_FADD = 300
    ATOMIC_LOAD_FSUB = 301
    MLOAD = 302
    MSTORE = 303
    MGATHER = 304
    MSCATTER = 305
    LIFETIME_START = 306
    LIFETIME_END = 307
    GC_TRANSITION_START = 308
    GC_TRANSITION_END = 309
    GET_DYNAMIC_AREA_OFFSET = 310
    PSEUDO_PROBE = 311
    VSCALE = 312
    VECREDUCE_SEQ_FADD = 313
    VECREDUCE_SEQ_FMUL = 314
    VECREDUCE_FADD = 315
    VECREDUCE_FMUL = 316
    VECREDUCE_FMAX = 317
    VECREDUCE_FMIN = 318
    VECREDUCE_ADD = 319
    VECREDUCE_MUL = 320
    VECREDUCE_AND = 321
    VECREDUCE_OR = 322
    VECREDUCE_XOR = 323
    VECREDUCE_SMAX = 324
    VECREDUCE_SMIN = 325
    VECREDUCE_UMAX = 326
    VECREDUCE_UMIN = 327
    VP_ADD = 328
    VP_AND = 329
    VP_ASHR = 330
    VP_LSHR = 331
    VP_MUL = 332
    VP_OR = 333
    VP_SDIV = 334
    VP_SHL = 335
    VP_SREM = 336
    VP_SUB = 337
    VP_UDIV = 338
    VP_UREM = 339
    VP_XOR = 340
    VP_FADD = 341
    VP_FSUB = 342
    VP_FMUL = 343
    VP_FDIV = 344
    VP_FREM = 345
    VP_STORE = 346
    VP_SCATTER = 347
    VP_LOAD = 348
    VP_GATHER = 349
    VP_REDUCE_ADD = 350
    VP_REDUCE_MUL = 351
    VP_REDUCE_AND = 352
    VP_REDUCE_OR = 353
    VP_REDUCE_XOR = 354
    VP_REDUCE_SMAX = 355
    VP_REDUCE_SMIN = 356
    VP_REDUCE_UMAX = 357
    VP_REDUCE_UMIN = 358
    VP_REDUCE_FMAX = 359
    VP_REDUCE_FMIN = 360
    VP_REDUCE_FADD = 361
    VP_REDUCE_SEQ_FADD = 362
    VP_REDUCE_FMUL = 363
    VP_REDUCE_SEQ_FMUL = 364
    VP_SELECT = 365
    VP_MERGE = 366
    EXPERIMENTAL_VP_SPLICE = 367
    #: First opcode number free for targets (``<T>ISD`` starts here).
    BUILTIN_OP_END = 368
    FIRST_TARGET_STRICTFP_OPCODE = 368 + 400
    FIRST_TARGET_MEMORY_OPCODE = 368 + 500

    # Condition codes (``ISD::CondCode``): bits N U L G E.
    SETFALSE = 0
    SETOEQ = 1
    SETOGT = 2
    SETOGE = 3
    SETOLT = 4
    SETOLE = 5
    SETONE = 6
    SETO = 7
    SETUO = 8
    SETUEQ = 9
    SETUGT = 10
    SETUGE = 11
    SETULT = 12
    SETULE = 13
    SETUNE = 14
    SETTRUE = 15
    SETFALSE2 = 16
    SETEQ = 17
    SETGT = 18
    SETGE = 19
    SETLT = 20
    SETLE = 21
    SETNE = 22
    SETTRUE2 = 23
    SETCC_INVALID = 24

    # Load extension types (``ISD::LoadExtType``).
    NON_EXTLOAD = 0
    EXTLOAD = 1
    SEXTLOAD = 2
    ZEXTLOAD = 3

    # Indexed addressing modes (``ISD::MemIndexedMode``).
    UNINDEXED = 0
    PRE_INC = 1
    PRE_DEC = 2
    POST_INC = 3
    POST_DEC = 4

    # Predicates for ``ISD::isConstantSplatVector``-style queries are functions below.


NUM_ISD_OPCODES: Final = ISD.BUILTIN_OP_END

# --- SDNodeFlags -----------------------------------------------------------------------------------------------


class SDNodeFlags:
    """Bits of an SDNode's ``flags`` int (LLVM: ``SDNodeFlags``), with the text the dumper prints."""

    NoUnsignedWrap = 1 << 0
    NoSignedWrap = 1 << 1
    Exact = 1 << 2
    NoNaNs = 1 << 3
    NoInfs = 1 << 4
    NoSignedZeros = 1 << 5
    AllowReciprocal = 1 << 6
    AllowContract = 1 << 7
    ApproximateFuncs = 1 << 8
    AllowReassociation = 1 << 9
    NoFPExcept = 1 << 10
    #: Fast-math flags as a group (``hasAllowReassociation`` ... ``hasNoFPExcept`` excluded).
    FastMathFlags = (
        NoNaNs
        | NoInfs
        | NoSignedZeros
        | AllowReciprocal
        | AllowContract
        | ApproximateFuncs
        | AllowReassociation
    )


#: ``SDNode::print_details`` prints set flags in this order, each preceded by a space.
NODE_FLAG_NAMES: Final = (
    (SDNodeFlags.NoUnsignedWrap, "nuw"),
    (SDNodeFlags.NoSignedWrap, "nsw"),
    (SDNodeFlags.Exact, "exact"),
    (SDNodeFlags.NoNaNs, "nnan"),
    (SDNodeFlags.NoInfs, "ninf"),
    (SDNodeFlags.NoSignedZeros, "nsz"),
    (SDNodeFlags.AllowReciprocal, "arcp"),
    (SDNodeFlags.AllowContract, "contract"),
    (SDNodeFlags.ApproximateFuncs, "afn"),
    (SDNodeFlags.AllowReassociation, "reassoc"),
    (SDNodeFlags.NoFPExcept, "nofpexcept"),
)


# --- condition codes -------------------------------------------------------------------------------------------

CONDCODE_NAMES: Final = (
    "setfalse",
    "setoeq",
    "setogt",
    "setoge",
    "setolt",
    "setole",
    "setone",
    "seto",
    "setuo",
    "setueq",
    "setugt",
    "setuge",
    "setult",
    "setule",
    "setune",
    "settrue",
    "setfalse2",
    "seteq",
    "setgt",
    "setge",
    "setlt",
    "setle",
    "setne",
    "settrue2",
)


def is_signed_int_setcc(cc: int) -> bool:
    """``ISD::isSignedIntSetCC``: sgt, sge, slt, sle."""
    return cc == ISD.SETGT or cc == ISD.SETGE or cc == ISD.SETLT or cc == ISD.SETLE


def is_unsigned_int_setcc(cc: int) -> bool:
    """``ISD::isUnsignedIntSetCC``: ugt, uge, ult, ule."""
    return cc == ISD.SETUGT or cc == ISD.SETUGE or cc == ISD.SETULT or cc == ISD.SETULE


def is_int_equality_setcc(cc: int) -> bool:
    """``ISD::isIntEqualitySetCC``: eq, ne."""
    return cc == ISD.SETEQ or cc == ISD.SETNE


def is_true_when_equal(cc: int) -> bool:
    """``ISD::isTrueWhenEqual``: the E bit."""
    return (cc & 1) != 0


def get_unordered_flavor(cc: int) -> int:
    """``ISD::getUnorderedFlavor``: 0 false on NaN, 1 true on NaN, 2 undefined on NaN."""
    return (cc >> 3) & 3


def get_setcc_swapped_operands(cc: int) -> int:
    """``ISD::getSetCCSwappedOperands``: the code for ``(Y op X)`` given ``(X op Y)`` (exchange L and G)."""
    return (cc & ~6) | ((cc & 4) >> 1) | ((cc & 2) << 1)


def get_setcc_inverse(cc: int, vt: int) -> int:
    """``ISD::getSetCCInverse``: the code for ``!(X op Y)`` on operands of type ``vt``.

    Integer codes flip L, G and E; floating-point codes also flip U (ordered <-> unordered).  A result that
    would set both N and U is folded back into the ordered range.
    """
    op = cc ^ 7 if is_integer(vt) else cc ^ 15
    if op > ISD.SETTRUE2:
        op &= ~8
    return op


def is_extended_true_val(cc: int) -> bool:  # pragma: no cover - trivial
    """True for the two always-true codes."""
    return cc == ISD.SETTRUE or cc == ISD.SETTRUE2


def _is_signed_op(cc: int) -> int:
    # 0: equality or always, 1: signed, 2: unsigned
    if cc in (ISD.SETGT, ISD.SETGE, ISD.SETLT, ISD.SETLE):
        return 1
    if cc in (ISD.SETUGT, ISD.SETUGE, ISD.SETULT, ISD.SETULE):
        return 2
    return 0


def get_setcc_or_operation(op1: int, op2: int, vt: int) -> int:
    """``ISD::getSetCCOrOperation``: the code for ``(X op1 Y) | (X op2 Y)``, or SETCC_INVALID."""
    integer = is_integer(vt)
    if integer and (_is_signed_op(op1) | _is_signed_op(op2)) == 3:
        return ISD.SETCC_INVALID
    op = op1 | op2
    if op > ISD.SETTRUE2:
        op &= ~16
    if integer and op == ISD.SETUNE:
        op = ISD.SETNE
    return op


def get_setcc_and_operation(op1: int, op2: int, vt: int) -> int:
    """``ISD::getSetCCAndOperation``: the code for ``(X op1 Y) & (X op2 Y)``, or SETCC_INVALID."""
    integer = is_integer(vt)
    if integer and (_is_signed_op(op1) | _is_signed_op(op2)) == 3:
        return ISD.SETCC_INVALID
    result = op1 & op2
    if integer:
        if result == ISD.SETO:
            result = ISD.SETEQ
        elif result == ISD.SETUEQ:
            result = ISD.SETEQ
        elif result == ISD.SETOLT:
            result = ISD.SETULT
        elif result == ISD.SETOGT:
            result = ISD.SETUGT
    return result


# --- opcode classification -------------------------------------------------------------------------------------


def is_binary_commutative(opcode: int) -> bool:
    """``TargetLoweringBase::isCommutativeBinOp`` for the target-independent opcodes."""
    return opcode in _COMMUTATIVE


_COMMUTATIVE: Final = frozenset(
    (
        ISD.ADD,
        ISD.SMIN,
        ISD.SMAX,
        ISD.UMIN,
        ISD.UMAX,
        ISD.MUL,
        ISD.MULHU,
        ISD.MULHS,
        ISD.SMUL_LOHI,
        ISD.UMUL_LOHI,
        ISD.FADD,
        ISD.FMUL,
        ISD.AND,
        ISD.OR,
        ISD.XOR,
        ISD.SADDO,
        ISD.UADDO,
        ISD.ADDC,
        ISD.ADDE,
        ISD.SADDSAT,
        ISD.UADDSAT,
        ISD.FMINNUM,
        ISD.FMAXNUM,
        ISD.FMINNUM_IEEE,
        ISD.FMAXNUM_IEEE,
        ISD.FMINIMUM,
        ISD.FMAXIMUM,
        ISD.ABDS,
        ISD.ABDU,
    )
)


# --- printed names ---------------------------------------------------------------------------------------------

_NAME_EXCEPTIONS: Final = {
    ISD.DELETED_NODE: "<<Deleted Node!>>",
    ISD.PREFETCH: "Prefetch",
    ISD.ARITH_FENCE: "arith_fence",
    ISD.ATOMIC_FENCE: "AtomicFence",
    ISD.ATOMIC_CMP_SWAP: "AtomicCmpSwap",
    ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS: "AtomicCmpSwapWithSuccess",
    ISD.ATOMIC_SWAP: "AtomicSwap",
    ISD.ATOMIC_LOAD_ADD: "AtomicLoadAdd",
    ISD.ATOMIC_LOAD_SUB: "AtomicLoadSub",
    ISD.ATOMIC_LOAD_AND: "AtomicLoadAnd",
    ISD.ATOMIC_LOAD_CLR: "AtomicLoadClr",
    ISD.ATOMIC_LOAD_OR: "AtomicLoadOr",
    ISD.ATOMIC_LOAD_XOR: "AtomicLoadXor",
    ISD.ATOMIC_LOAD_NAND: "AtomicLoadNand",
    ISD.ATOMIC_LOAD_MIN: "AtomicLoadMin",
    ISD.ATOMIC_LOAD_MAX: "AtomicLoadMax",
    ISD.ATOMIC_LOAD_UMIN: "AtomicLoadUMin",
    ISD.ATOMIC_LOAD_UMAX: "AtomicLoadUMax",
    ISD.ATOMIC_LOAD_FADD: "AtomicLoadFAdd",
    ISD.ATOMIC_LOAD_FSUB: "AtomicLoadFSub",
    ISD.ATOMIC_LOAD: "AtomicLoad",
    ISD.ATOMIC_STORE: "AtomicStore",
    ISD.PCMARKER: "PCMarker",
    ISD.READCYCLECOUNTER: "ReadCycleCounter",
    ISD.SRCVALUE: "SrcValue",
    ISD.MDNODE_SDNODE: "MDNode",
    ISD.VALUETYPE: "ValueType",
    ISD.GLOBAL_OFFSET_TABLE: "GLOBAL_OFFSET_TABLE",
    ISD.RETURNADDR: "RETURNADDR",
    ISD.ADDROFRETURNADDR: "ADDROFRETURNADDR",
    ISD.FRAMEADDR: "FRAMEADDR",
    ISD.SPONENTRY: "SPONENTRY",
    ISD.LOCAL_RECOVER: "LOCAL_RECOVER",
    ISD.READ_REGISTER: "READ_REGISTER",
    ISD.WRITE_REGISTER: "WRITE_REGISTER",
    ISD.FRAME_TO_ARGS_OFFSET: "FRAME_TO_ARGS_OFFSET",
    ISD.EH_DWARF_CFA: "EH_DWARF_CFA",
    ISD.EH_RETURN: "EH_RETURN",
    ISD.EH_SJLJ_SETJMP: "EH_SJLJ_SETJMP",
    ISD.EH_SJLJ_LONGJMP: "EH_SJLJ_LONGJMP",
    ISD.EH_SJLJ_SETUP_DISPATCH: "EH_SJLJ_SETUP_DISPATCH",
    ISD.INTRINSIC_WO_CHAIN: "INTRINSIC_WO_CHAIN",
    ISD.INTRINSIC_W_CHAIN: "INTRINSIC_W_CHAIN",
    ISD.INTRINSIC_VOID: "INTRINSIC_VOID",
    ISD.BUILD_VECTOR: "BUILD_VECTOR",
    ISD.FLT_ROUNDS_: "flt_rounds",
    ISD.MLOAD: "masked_load",
    ISD.MSTORE: "masked_store",
    ISD.MGATHER: "masked_gather",
    ISD.MSCATTER: "masked_scatter",
    ISD.LIFETIME_START: "lifetime.start",
    ISD.LIFETIME_END: "lifetime.end",
    ISD.PSEUDO_PROBE: "pseudoprobe",
    ISD.GC_TRANSITION_START: "gc_transition.start",
    ISD.GC_TRANSITION_END: "gc_transition.end",
    ISD.GET_DYNAMIC_AREA_OFFSET: "get.dynamic.area.offset",
    ISD.PREALLOCATED_SETUP: "call_setup",
    ISD.PREALLOCATED_ARG: "call_alloc",
    ISD.INIT_TRAMPOLINE: "init_trampoline",
    ISD.ADJUST_TRAMPOLINE: "adjust_trampoline",
    ISD.CATCHRET: "catchret",
    ISD.CLEANUPRET: "cleanupret",
}


#: The enum spelling of each builtin opcode, indexed by opcode.
ISD_ENUM_NAMES: Final = (
    "DELETED_NODE",
    "EntryToken",
    "TokenFactor",
    "AssertSext",
    "AssertZext",
    "AssertAlign",
    "BasicBlock",
    "VALUETYPE",
    "CONDCODE",
    "Register",
    "RegisterMask",
    "Constant",
    "ConstantFP",
    "GlobalAddress",
    "GlobalTLSAddress",
    "FrameIndex",
    "JumpTable",
    "ConstantPool",
    "ExternalSymbol",
    "BlockAddress",
    "GLOBAL_OFFSET_TABLE",
    "FRAMEADDR",
    "RETURNADDR",
    "ADDROFRETURNADDR",
    "SPONENTRY",
    "LOCAL_RECOVER",
    "READ_REGISTER",
    "WRITE_REGISTER",
    "FRAME_TO_ARGS_OFFSET",
    "EH_DWARF_CFA",
    "EH_RETURN",
    "EH_SJLJ_SETJMP",
    "EH_SJLJ_LONGJMP",
    "EH_SJLJ_SETUP_DISPATCH",
    "TargetConstant",
    "TargetConstantFP",
    "TargetGlobalAddress",
    "TargetGlobalTLSAddress",
    "TargetFrameIndex",
    "TargetJumpTable",
    "TargetConstantPool",
    "TargetExternalSymbol",
    "TargetBlockAddress",
    "MCSymbol",
    "TargetIndex",
    "INTRINSIC_WO_CHAIN",
    "INTRINSIC_W_CHAIN",
    "INTRINSIC_VOID",
    "CopyToReg",
    "CopyFromReg",
    "UNDEF",
    "FREEZE",
    "EXTRACT_ELEMENT",
    "BUILD_PAIR",
    "MERGE_VALUES",
    "ADD",
    "SUB",
    "MUL",
    "SDIV",
    "UDIV",
    "SREM",
    "UREM",
    "SMUL_LOHI",
    "UMUL_LOHI",
    "SDIVREM",
    "UDIVREM",
    "CARRY_FALSE",
    "ADDC",
    "SUBC",
    "ADDE",
    "SUBE",
    "ADDCARRY",
    "SUBCARRY",
    "SADDO_CARRY",
    "SSUBO_CARRY",
    "SADDO",
    "UADDO",
    "SSUBO",
    "USUBO",
    "SMULO",
    "UMULO",
    "SADDSAT",
    "UADDSAT",
    "SSUBSAT",
    "USUBSAT",
    "SSHLSAT",
    "USHLSAT",
    "SMULFIX",
    "UMULFIX",
    "SMULFIXSAT",
    "UMULFIXSAT",
    "SDIVFIX",
    "UDIVFIX",
    "SDIVFIXSAT",
    "UDIVFIXSAT",
    "FADD",
    "FSUB",
    "FMUL",
    "FDIV",
    "FREM",
    "STRICT_FADD",
    "STRICT_FSUB",
    "STRICT_FMUL",
    "STRICT_FDIV",
    "STRICT_FREM",
    "STRICT_FMA",
    "STRICT_FSQRT",
    "STRICT_FPOW",
    "STRICT_FPOWI",
    "STRICT_FSIN",
    "STRICT_FCOS",
    "STRICT_FEXP",
    "STRICT_FEXP2",
    "STRICT_FLOG",
    "STRICT_FLOG10",
    "STRICT_FLOG2",
    "STRICT_FRINT",
    "STRICT_FNEARBYINT",
    "STRICT_FMAXNUM",
    "STRICT_FMINNUM",
    "STRICT_FCEIL",
    "STRICT_FFLOOR",
    "STRICT_FROUND",
    "STRICT_FROUNDEVEN",
    "STRICT_FTRUNC",
    "STRICT_LROUND",
    "STRICT_LLROUND",
    "STRICT_LRINT",
    "STRICT_LLRINT",
    "STRICT_FMAXIMUM",
    "STRICT_FMINIMUM",
    "STRICT_FP_TO_SINT",
    "STRICT_FP_TO_UINT",
    "STRICT_SINT_TO_FP",
    "STRICT_UINT_TO_FP",
    "STRICT_FP_ROUND",
    "STRICT_FP_EXTEND",
    "STRICT_FSETCC",
    "STRICT_FSETCCS",
    "FMA",
    "FMAD",
    "FCOPYSIGN",
    "FGETSIGN",
    "FCANONICALIZE",
    "BUILD_VECTOR",
    "INSERT_VECTOR_ELT",
    "EXTRACT_VECTOR_ELT",
    "CONCAT_VECTORS",
    "INSERT_SUBVECTOR",
    "EXTRACT_SUBVECTOR",
    "VECTOR_REVERSE",
    "VECTOR_SHUFFLE",
    "VECTOR_SPLICE",
    "SCALAR_TO_VECTOR",
    "SPLAT_VECTOR",
    "SPLAT_VECTOR_PARTS",
    "STEP_VECTOR",
    "MULHU",
    "MULHS",
    "ABDS",
    "ABDU",
    "SMIN",
    "SMAX",
    "UMIN",
    "UMAX",
    "AND",
    "OR",
    "XOR",
    "ABS",
    "SHL",
    "SRA",
    "SRL",
    "ROTL",
    "ROTR",
    "FSHL",
    "FSHR",
    "BSWAP",
    "CTTZ",
    "CTLZ",
    "CTPOP",
    "BITREVERSE",
    "PARITY",
    "CTTZ_ZERO_UNDEF",
    "CTLZ_ZERO_UNDEF",
    "SELECT",
    "VSELECT",
    "SELECT_CC",
    "SETCC",
    "SETCCCARRY",
    "SHL_PARTS",
    "SRA_PARTS",
    "SRL_PARTS",
    "SIGN_EXTEND",
    "ZERO_EXTEND",
    "ANY_EXTEND",
    "TRUNCATE",
    "SINT_TO_FP",
    "UINT_TO_FP",
    "SIGN_EXTEND_INREG",
    "ANY_EXTEND_VECTOR_INREG",
    "SIGN_EXTEND_VECTOR_INREG",
    "ZERO_EXTEND_VECTOR_INREG",
    "FP_TO_SINT",
    "FP_TO_UINT",
    "FP_TO_SINT_SAT",
    "FP_TO_UINT_SAT",
    "FP_ROUND",
    "FLT_ROUNDS_",
    "SET_ROUNDING",
    "FP_EXTEND",
    "BITCAST",
    "ADDRSPACECAST",
    "FP16_TO_FP",
    "FP_TO_FP16",
    "STRICT_FP16_TO_FP",
    "STRICT_FP_TO_FP16",
    "FNEG",
    "FABS",
    "FSQRT",
    "FCBRT",
    "FSIN",
    "FCOS",
    "FPOWI",
    "FPOW",
    "FLOG",
    "FLOG2",
    "FLOG10",
    "FEXP",
    "FEXP2",
    "FCEIL",
    "FTRUNC",
    "FRINT",
    "FNEARBYINT",
    "FROUND",
    "FROUNDEVEN",
    "FFLOOR",
    "LROUND",
    "LLROUND",
    "LRINT",
    "LLRINT",
    "FMINNUM",
    "FMAXNUM",
    "FMINNUM_IEEE",
    "FMAXNUM_IEEE",
    "FMINIMUM",
    "FMAXIMUM",
    "FSINCOS",
    "LOAD",
    "STORE",
    "DYNAMIC_STACKALLOC",
    "BR",
    "BRIND",
    "BR_JT",
    "BRCOND",
    "BR_CC",
    "INLINEASM",
    "INLINEASM_BR",
    "EH_LABEL",
    "ANNOTATION_LABEL",
    "CATCHRET",
    "CLEANUPRET",
    "STACKSAVE",
    "STACKRESTORE",
    "CALLSEQ_START",
    "CALLSEQ_END",
    "VAARG",
    "VACOPY",
    "VAEND",
    "VASTART",
    "PREALLOCATED_SETUP",
    "PREALLOCATED_ARG",
    "SRCVALUE",
    "MDNODE_SDNODE",
    "PCMARKER",
    "READCYCLECOUNTER",
    "HANDLENODE",
    "INIT_TRAMPOLINE",
    "ADJUST_TRAMPOLINE",
    "TRAP",
    "DEBUGTRAP",
    "UBSANTRAP",
    "PREFETCH",
    "ARITH_FENCE",
    "ATOMIC_FENCE",
    "ATOMIC_LOAD",
    "ATOMIC_STORE",
    "ATOMIC_CMP_SWAP",
    "ATOMIC_CMP_SWAP_WITH_SUCCESS",
    "ATOMIC_SWAP",
    "ATOMIC_LOAD_ADD",
    "ATOMIC_LOAD_SUB",
    "ATOMIC_LOAD_AND",
    "ATOMIC_LOAD_CLR",
    "ATOMIC_LOAD_OR",
    "ATOMIC_LOAD_XOR",
    "ATOMIC_LOAD_NAND",
    "ATOMIC_LOAD_MIN",
    "ATOMIC_LOAD_MAX",
    "ATOMIC_LOAD_UMIN",
    "ATOMIC_LOAD_UMAX",
    "ATOMIC_LOAD_FADD",
    "ATOMIC_LOAD_FSUB",
    "MLOAD",
    "MSTORE",
    "MGATHER",
    "MSCATTER",
    "LIFETIME_START",
    "LIFETIME_END",
    "GC_TRANSITION_START",
    "GC_TRANSITION_END",
    "GET_DYNAMIC_AREA_OFFSET",
    "PSEUDO_PROBE",
    "VSCALE",
    "VECREDUCE_SEQ_FADD",
    "VECREDUCE_SEQ_FMUL",
    "VECREDUCE_FADD",
    "VECREDUCE_FMUL",
    "VECREDUCE_FMAX",
    "VECREDUCE_FMIN",
    "VECREDUCE_ADD",
    "VECREDUCE_MUL",
    "VECREDUCE_AND",
    "VECREDUCE_OR",
    "VECREDUCE_XOR",
    "VECREDUCE_SMAX",
    "VECREDUCE_SMIN",
    "VECREDUCE_UMAX",
    "VECREDUCE_UMIN",
    "VP_ADD",
    "VP_AND",
    "VP_ASHR",
    "VP_LSHR",
    "VP_MUL",
    "VP_OR",
    "VP_SDIV",
    "VP_SHL",
    "VP_SREM",
    "VP_SUB",
    "VP_UDIV",
    "VP_UREM",
    "VP_XOR",
    "VP_FADD",
    "VP_FSUB",
    "VP_FMUL",
    "VP_FDIV",
    "VP_FREM",
    "VP_STORE",
    "VP_SCATTER",
    "VP_LOAD",
    "VP_GATHER",
    "VP_REDUCE_ADD",
    "VP_REDUCE_MUL",
    "VP_REDUCE_AND",
    "VP_REDUCE_OR",
    "VP_REDUCE_XOR",
    "VP_REDUCE_SMAX",
    "VP_REDUCE_SMIN",
    "VP_REDUCE_UMAX",
    "VP_REDUCE_UMIN",
    "VP_REDUCE_FMAX",
    "VP_REDUCE_FMIN",
    "VP_REDUCE_FADD",
    "VP_REDUCE_SEQ_FADD",
    "VP_REDUCE_FMUL",
    "VP_REDUCE_SEQ_FMUL",
    "VP_SELECT",
    "VP_MERGE",
    "EXPERIMENTAL_VP_SPLICE",
)


def _operation_names() -> tuple[str, ...]:
    out: list[str] = []
    for op, raw in enumerate(ISD_ENUM_NAMES):
        name = _NAME_EXCEPTIONS.get(op)
        if name is None:
            name = raw if any(c.islower() for c in raw) else raw.lower()
        out.append(name)
    return tuple(out)


#: ``SDNode::getOperationName`` for every builtin opcode (``add``, ``CopyFromReg``, ``load``, ``BUILD_VECTOR``).
OPERATION_NAMES: Final = _operation_names()


def operation_name(opcode: int) -> str:
    """The name the dumper prints for ``opcode``; target opcodes print as ``<<Unknown Node #N>>``."""
    if 0 <= opcode < ISD.BUILTIN_OP_END:
        return OPERATION_NAMES[opcode]
    return f"<<Unknown Node #{opcode}>>"
