"""x86-64 calling conventions (LLVM: lib/Target/X86/X86CallingConv.td).

What it is: the System V AMD64 ABI as LLVM 14 states it, as ordered action trees.  For each argument (or
returned value) the rules are tried top to bottom; a ``CCIf*`` rule applies its inner action when the value
matches; ``CCPromoteToType`` rewrites the location type and continues; ``CCAssignToReg`` takes the first free
register of its list (and fails when none is left, falling through); ``CCAssignToStack(size, align)`` takes
the next stack slot.  ``CCIf("…")`` predicates are named and evaluated by the lowering hook
(``subtarget:hasSSE1`` and so on).

Integer arguments go to RDI, RSI, RDX, RCX, R8, R9; float/double/vector ones to XMM0-XMM7; the rest to 8-byte
stack slots.  Integer results return in RAX (then RDX, RCX), float ones in XMM0/XMM1, long double in FP0/FP1.
"""

from __future__ import annotations

from pyllc.tblgen.records import (
    CallingConv,
    CCAssignToReg,
    CCAssignToStack,
    CCBitConvertToType,
    CCDelegateTo,
    CCIf,
    CCIfByVal,
    CCIfNest,
    CCIfNotVarArg,
    CCIfSwiftError,
    CCIfSwiftSelf,
    CCIfType,
    CCPassByVal,
    CCPromoteToType,
)

from .register_info import (
    AL,
    AX,
    CL,
    CX,
    DL,
    DX,
    EAX,
    ECX,
    EDI,
    EDX,
    ESI,
    FP0,
    FP1,
    R8,
    R8D,
    R9,
    R9D,
    R10,
    R12,
    R13,
    RAX,
    RCX,
    RDI,
    RDX,
    RSI,
    XMM0,
    XMM1,
    XMM2,
    XMM3,
    XMM4,
    XMM5,
    XMM6,
    XMM7,
    YMM0,
    YMM1,
    YMM2,
    YMM3,
    YMM4,
    YMM5,
    YMM6,
    YMM7,
)

_VEC128 = ("v16i8", "v8i16", "v4i32", "v2i64", "v8f16", "v4f32", "v2f64")
_VEC256 = ("v32i8", "v16i16", "v8i32", "v4i64", "v16f16", "v8f32", "v4f64")

RetCC_X86Common = CallingConv(
    "RetCC_X86Common",
    (
        CCIfType(("v1i1",), CCPromoteToType("i8")),
        CCIfType(("i1",), CCPromoteToType("i8")),
        CCIfType(("i8",), CCAssignToReg((AL, DL, CL))),
        CCIfType(("i16",), CCAssignToReg((AX, DX, CX))),
        CCIfType(("i32",), CCAssignToReg((EAX, EDX, ECX))),
        CCIfType(("i64",), CCAssignToReg((RAX, RDX, RCX))),
        CCIfType(("v2i1",), CCPromoteToType("v2i64")),
        CCIfType(("v4i1",), CCPromoteToType("v4i32")),
        CCIfType(("v8i1",), CCPromoteToType("v8i16")),
        CCIfType(("v16i1",), CCPromoteToType("v16i8")),
        CCIfType(_VEC128, CCAssignToReg((XMM0, XMM1, XMM2, XMM3))),
        CCIfType(_VEC256, CCAssignToReg((YMM0, YMM1, YMM2, YMM3))),
        CCIf("!subtarget:isTargetWin64", CCIfType(("f80",), CCAssignToReg((FP0, FP1)))),
    ),
)

RetCC_X86_64_C = CallingConv(
    "RetCC_X86_64_C",
    (
        CCIfType(("f16",), CCAssignToReg((XMM0, XMM1))),
        CCIfType(("f32",), CCAssignToReg((XMM0, XMM1))),
        CCIfType(("f64",), CCAssignToReg((XMM0, XMM1))),
        CCIfType(("f128",), CCAssignToReg((XMM0, XMM1))),
        CCIfType(("x86mmx",), CCAssignToReg((XMM0, XMM1))),
        CCIfSwiftError(CCIfType(("i64",), CCAssignToReg((R12,)))),
        CCDelegateTo("RetCC_X86Common"),
    ),
    entry=True,
)

CC_X86_64_C = CallingConv(
    "CC_X86_64_C",
    (
        CCIfByVal(CCPassByVal(8, 8)),
        CCIfType(("i1", "i8", "i16", "v1i1"), CCPromoteToType("i32")),
        CCIfNest(CCIf("subtarget:isTarget64BitILP32", CCAssignToReg((R10,)))),
        CCIfNest(CCAssignToReg((R10,))),
        CCIfSwiftSelf(CCIfType(("i64",), CCAssignToReg((R13,)))),
        CCIfSwiftError(CCIfType(("i64",), CCAssignToReg((R12,)))),
        CCIfType(("i32",), CCAssignToReg((EDI, ESI, EDX, ECX, R8D, R9D))),
        CCIfType(("i64",), CCAssignToReg((RDI, RSI, RDX, RCX, R8, R9))),
        CCIfType(("x86mmx",), CCBitConvertToType("v2i32")),
        CCIfType(("v2i1",), CCPromoteToType("v2i64")),
        CCIfType(("v4i1",), CCPromoteToType("v4i32")),
        CCIfType(("v8i1",), CCPromoteToType("v8i16")),
        CCIfType(("v16i1",), CCPromoteToType("v16i8")),
        CCIfType(
            ("f16", "f32", "f64", "f128") + _VEC128,
            CCIf("subtarget:hasSSE1", CCAssignToReg((XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7))),
        ),
        CCIfNotVarArg(
            CCIfType(
                _VEC256,
                CCIf("subtarget:hasAVX", CCAssignToReg((YMM0, YMM1, YMM2, YMM3, YMM4, YMM5, YMM6, YMM7))),
            )
        ),
        CCIfType(("i32", "i64", "f16", "f32", "f64"), CCAssignToStack(8, 8)),
        CCIfType(("f80", "f128"), CCAssignToStack(0, 0)),
        CCIfType(_VEC128, CCAssignToStack(16, 16)),
        CCIfType(_VEC256, CCAssignToStack(32, 32)),
    ),
    entry=True,
)
