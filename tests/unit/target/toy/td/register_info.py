"""The toy register file: R0-R3 (32-bit, allocatable), SP (reserved); R2 and R3 are callee-saved."""

from __future__ import annotations

from pyllc.tblgen.records import CalleeSavedRegs, Register, RegisterClass

R0 = Register("R0", "r0", 0, (), 0)
R1 = Register("R1", "r1", 1, (), 1)
R2 = Register("R2", "r2", 2, (), 2)
R3 = Register("R3", "r3", 3, (), 3)
SP = Register("SP", "sp", 4, (), 4)

GPR = RegisterClass("GPR", ("i32",), 32, (R0, R1, R2, R3, SP))

CSR = CalleeSavedRegs("CSR", (R2, R3))
