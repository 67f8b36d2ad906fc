"""Prefix bytes written as instructions (LLVM: the ``*_PREFIX`` records of lib/Target/X86/X86InstrInfo.td).

What it is: ``lock``, ``rep``, ``repne``, ``xacquire``, ``xrelease`` and ``data16`` on a line of their own
are one byte each (format ``PrefixByte``: the opcode byte and nothing else).  The assembler writes them
that way; the disassembler decodes a prefix as one of them where LLVM's does: a leading F0, an F2/F3 that
is a hardware-lock-elision hint (before F0, XCHG or NOP, and F3 before a MOV to memory), and a prefix byte
with nothing after it.
"""

from __future__ import annotations

from pyllc.tblgen.records import I

from .instr_formats import PrefixByte

LOCK_PREFIX = I("lock", PrefixByte(0xF0), flags="UnmodeledSideEffects")
REP_PREFIX = I("rep", PrefixByte(0xF3), flags="UnmodeledSideEffects")
REPNE_PREFIX = I("repne", PrefixByte(0xF2), flags="UnmodeledSideEffects")
XACQUIRE_PREFIX = I("xacquire", PrefixByte(0xF2), flags="UnmodeledSideEffects")
XRELEASE_PREFIX = I("xrelease", PrefixByte(0xF3), flags="UnmodeledSideEffects")
DATA16_PREFIX = I("data16", PrefixByte(0x66), flags="UnmodeledSideEffects")
