"""eBPF calling conventions (LLVM 14: lib/Target/BPF/BPFCallingConv.td).

What it is: arguments in R1-R5 (promoted to i64; with +alu32 an i32 argument goes in the W half, the R
register shadowed), the return value in R0 (W0 for an i32 under +alu32), nothing on the stack: a sixth
argument reaches ``CCAssignToStack`` and the lowering reports llc's "too many args" error.
"""

from __future__ import annotations

from pyllc.tblgen.records import (
    CallingConv,
    CCAssignToReg,
    CCAssignToRegWithShadow,
    CCAssignToStack,
    CCIfType,
    CCPromoteToType,
)

from .register_info import R0, R1, R2, R3, R4, R5, W0, W1, W2, W3, W4, W5

RetCC_BPF64 = CallingConv("RetCC_BPF64", (CCIfType(("i64",), CCAssignToReg((R0,))),))
CC_BPF64 = CallingConv(
    "CC_BPF64",
    (
        CCIfType(("i8", "i16", "i32"), CCPromoteToType("i64")),
        CCIfType(("i64",), CCAssignToReg((R1, R2, R3, R4, R5))),
        CCAssignToStack(8, 8),
    ),
    entry=True,
)
RetCC_BPF32 = CallingConv(
    "RetCC_BPF32",
    (
        CCIfType(("i32",), CCAssignToRegWithShadow([W0], [R0])),
        CCIfType(("i64",), CCAssignToRegWithShadow([R0], [W0])),
    ),
)
CC_BPF32 = CallingConv(
    "CC_BPF32",
    (
        CCIfType(("i32",), CCAssignToRegWithShadow([W1, W2, W3, W4, W5], [R1, R2, R3, R4, R5])),
        CCIfType(("i64",), CCAssignToRegWithShadow([R1, R2, R3, R4, R5], [W1, W2, W3, W4, W5])),
        CCAssignToStack(8, 8),
    ),
    entry=True,
)
