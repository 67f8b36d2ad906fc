"""The disassembler interface and ``llvm-mc -disassemble``'s driver (LLVM: include/llvm/MC/MCDisassembler/
MCDisassembler.h, tools/llvm-mc/Disassembler.cpp).

What it is: :class:`MCDisassembler` is the base a target's disassembler derives from; its one method is
LLVM's ``getInstruction``::

    status, inst, size = disasm.get_instruction(data, address)

``data`` holds the bytes from the instruction on (a ``bytes``/``memoryview`` slice), ``address`` is its
address (what PC-relative operands are relative to).  ``status`` is :data:`Success`, :data:`SoftFail`
(decoded, but the encoding is unpredictable) or :data:`Fail`; on failure ``inst`` is None and ``size`` the
bytes the decoder looked at (the driver skips at least one).

:func:`disassemble_text` is the text front end of ``llvm-mc -disassemble``: it reads bytes written as
integers (``0x48 0x89 0xc3``, ``72``, ``0110``; ``#`` starts a comment to the end of the line; spaces, tabs,
newlines and commas separate them), decodes them one instruction after another -- bytes run on across lines
-- and prints each instruction as the asm streamer does (``\\t.text`` first, then a tab and the
instruction).  ``[`` ... ``]`` brackets an atomic block: a failure inside it stops the block.  Diagnostics
are worded and located as llvm-mc's ``SourceMgr`` prints them::

    <stdin>:1:6: error: invalid input token          (the rest of the line is skipped; exit status 0)
    <stdin>:2:1: warning: invalid instruction encoding
"""

from __future__ import annotations

import bisect
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TextIO

from .inst import MCInst

#: MCDisassembler::DecodeStatus values (LLVM's numbering).
Fail = 0
SoftFail = 1
Success = 3


class MCDisassembler(ABC):
    """A target's decoder of machine code into MCInsts (LLVM: ``MCDisassembler``)."""

    __slots__ = ()

    @abstractmethod
    def get_instruction(self, data: bytes, address: int = 0) -> tuple[int, MCInst | None, int]:
        """(status, instruction, size) for the instruction at the start of ``data``."""


_SEPARATORS = " \t\r\n,"
_TOKEN_END = " \t\n\r,#[]"


def _parse_int(tok: str) -> int | None:
    """``StringRef::getAsInteger`` with radix 0: ``0x`` hex, ``0b`` binary, ``0o`` or a leading 0 octal."""
    t = tok.lower()
    try:
        if t.startswith("0x"):
            return int(t[2:], 16)
        if t.startswith("0b"):
            return int(t[2:], 2)
        if t.startswith("0o"):
            return int(t[2:], 8)
        if len(t) > 1 and t.startswith("0"):
            return int(t[1:], 8)
        return int(t, 10) if t.isdigit() else None
    except ValueError:
        return None


class _Source:
    """Positions in the input as ``file:line:col`` and the caret display of LLVM's ``SMDiagnostic``."""

    __slots__ = ("text", "filename", "line_starts")

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.filename = filename
        self.line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]

    def message(self, pos: int, kind: str, msg: str) -> str:
        ln = bisect.bisect_right(self.line_starts, pos) - 1
        start = self.line_starts[ln]
        end = self.text.find("\n", start)
        line = self.text[start : end if end >= 0 else len(self.text)].rstrip("\r")
        col = pos - start
        shown: list[str] = []
        caret: list[str] = []
        for i, c in enumerate(line):
            width = 8 - len(shown) % 8 if c == "\t" else 1
            shown.extend(" " * width if c == "\t" else c)
            if i < col:
                caret.extend(" " * width)
        return f"{self.filename}:{ln + 1}:{col + 1}: {kind}: {msg}\n{''.join(shown)}\n{''.join(caret)}^\n"


def disassemble_text(
    text: str,
    filename: str,
    disasm: MCDisassembler,
    print_inst: Callable[[MCInst], str],
    out: TextIO,
    err: TextIO,
) -> int:
    """Disassemble ``text`` as ``llvm-mc -disassemble`` does; the exit status (1 after an atomic-block
    error, else 0).

    ``filename`` names the input in diagnostics (``<stdin>`` for standard input); ``print_inst`` renders one
    MCInst (the target's instruction printer's ``print_inst``, without the leading tab); instructions go to
    ``out``, diagnostics to ``err``."""
    src = _Source(text, filename)
    n = len(text)
    pos = 0
    status = 0
    in_block = False
    out.write("\t.text\n")

    def skip_to_token() -> bool:
        nonlocal pos
        while pos < n:
            c = text[pos]
            if c in _SEPARATORS:
                pos += 1
            elif c == "#":
                nl = text.find("\n", pos)
                pos = n if nl < 0 else nl
            else:
                return True
        return False

    while skip_to_token():
        c = text[pos]
        if c == "[" or c == "]":
            opening = c == "["
            if opening == in_block:
                msg = (
                    "nested atomic blocks make no sense"
                    if opening
                    else "attempt to close atomic block without opening"
                )
                err.write(src.message(pos, "error", msg))
                status = 1
            in_block = opening
            pos += 1
            continue
        data = bytearray()
        locs: list[int] = []
        while skip_to_token() and text[pos] not in "[]":
            end = pos
            while end < n and text[end] not in _TOKEN_END:
                end += 1
            val = _parse_int(text[pos:end])
            if val is None or val > 255:
                err.write(src.message(pos, "error", "invalid input token"))
                nl = text.find("\n", pos)
                pos = n if nl < 0 else nl
                data.clear()
                locs.clear()
                continue
            data.append(val)
            locs.append(pos)
            pos = end
        if data and _print_insts(bytes(data), locs, src, disasm, print_inst, out, err, in_block):
            status = 1
    if in_block:
        err.write(src.message(pos, "error", "unclosed atomic block"))
        status = 1
    return status


def _print_insts(
    data: bytes,
    locs: list[int],
    src: _Source,
    disasm: MCDisassembler,
    print_inst: Callable[[MCInst], str],
    out: TextIO,
    err: TextIO,
    in_block: bool,
) -> bool:
    """Decode and print ``data``; True if a failure ended an atomic block (LLVM: ``PrintInsts``)."""
    index = 0
    view = memoryview(data)
    while index < len(data):
        status, inst, size = disasm.get_instruction(bytes(view[index:]), index)
        if status == Fail or inst is None:
            err.write(src.message(locs[index], "warning", "invalid instruction encoding"))
            if in_block:
                return True
            size = size or 1
        else:
            if status == SoftFail:
                err.write(src.message(locs[index], "warning", "potentially undefined instruction encoding"))
            out.write("\t" + print_inst(inst) + "\n")
        index += size
    return False
