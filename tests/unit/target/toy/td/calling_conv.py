"""The toy calling convention: arguments in R0 and R1 (narrow integers promoted to i32), the result in R0;
a third argument would go on the stack, which the toy lowering refuses."""

from __future__ import annotations

from pyllc.tblgen.records import CallingConv, CCAssignToReg, CCAssignToStack, CCIfType, CCPromoteToType

from .register_info import R0, R1

RetCC_Toy = CallingConv(
    "RetCC_Toy",
    (CCIfType(("i1", "i8", "i16"), CCPromoteToType("i32")), CCIfType(("i32",), CCAssignToReg((R0,)))),
)
CC_Toy = CallingConv(
    "CC_Toy",
    (
        CCIfType(("i1", "i8", "i16"), CCPromoteToType("i32")),
        CCIfType(("i32",), CCAssignToReg((R0, R1))),
        CCAssignToStack(4, 4),
    ),
    entry=True,
)
