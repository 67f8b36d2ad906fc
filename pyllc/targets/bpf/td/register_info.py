"""The eBPF register file (LLVM: lib/Target/BPF/BPFRegisterInfo.td).

What it is: R0-R11 (64-bit) and their low halves W0-W11 (``sub_32``), numbered by their 4-bit
hardware encoding and DWARF number.  R0 carries return values, R1-R5 arguments, R6-R9 are callee-saved,
R10 is the read-only frame pointer and R11 the (never encoded) stack pointer LLVM keeps for its frame
model.  Allocation order is LLVM's: R1-R9, then R0, R11, R10 (the last two are reserved).
"""

from __future__ import annotations

from pyllc.tblgen.records import CalleeSavedRegs, Register, RegisterClass, SubRegIndex

sub_32 = SubRegIndex("sub_32", 32, 0)

W0 = Register("W0", "w0", 0, (), 0)
W1 = Register("W1", "w1", 1, (), 1)
W2 = Register("W2", "w2", 2, (), 2)
W3 = Register("W3", "w3", 3, (), 3)
W4 = Register("W4", "w4", 4, (), 4)
W5 = Register("W5", "w5", 5, (), 5)
W6 = Register("W6", "w6", 6, (), 6)
W7 = Register("W7", "w7", 7, (), 7)
W8 = Register("W8", "w8", 8, (), 8)
W9 = Register("W9", "w9", 9, (), 9)
W10 = Register("W10", "w10", 10, (), 10)
W11 = Register("W11", "w11", 11, (), 11)

R0 = Register("R0", "r0", 0, ((sub_32, W0),), 0)
R1 = Register("R1", "r1", 1, ((sub_32, W1),), 1)
R2 = Register("R2", "r2", 2, ((sub_32, W2),), 2)
R3 = Register("R3", "r3", 3, ((sub_32, W3),), 3)
R4 = Register("R4", "r4", 4, ((sub_32, W4),), 4)
R5 = Register("R5", "r5", 5, ((sub_32, W5),), 5)
R6 = Register("R6", "r6", 6, ((sub_32, W6),), 6)
R7 = Register("R7", "r7", 7, ((sub_32, W7),), 7)
R8 = Register("R8", "r8", 8, ((sub_32, W8),), 8)
R9 = Register("R9", "r9", 9, ((sub_32, W9),), 9)
R10 = Register("R10", "r10", 10, ((sub_32, W10),), 10)
R11 = Register("R11", "r11", 11, ((sub_32, W11),), 11)

GPR32 = RegisterClass("GPR32", ("i32",), 64, (W1, W2, W3, W4, W5, W6, W7, W8, W9, W0, W11, W10), size=32)
GPR = RegisterClass("GPR", ("i64",), 64, (R1, R2, R3, R4, R5, R6, R7, R8, R9, R0, R11, R10))

CSR = CalleeSavedRegs("CSR", (R6, R7, R8, R9, R10))
