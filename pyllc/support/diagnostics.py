"""Located diagnostics (LLVM: llvm/Support/SourceMgr.h, SMDiagnostic).

Bad input never reaches the user as a Python traceback.  Every reader raises
:class:`DiagnosticError` with a :class:`SourceLocation`; the drivers catch it and
print it in LLVM's form::

    file.ll:2:19: error: expected value token
      %x = add i32 1, foo
                      ^

followed by exit status 1.  Lines and columns are 1-based, as LLVM prints them.
A location may lack a line (an error about the whole file) or a file (an error
about the command line or the compilation as a whole); the printer then leaves those parts out and, given
the tool's name, starts with it instead (``pyllc: error: ...``, as LLVM's ``WithColor::error(errs(),
argv[0])``).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import TextIO


@dataclass(slots=True, frozen=True)
class SourceLocation:
    """A point in an input file: 1-based line and column, with the line's text for the caret."""

    filename: str
    line: int = 0
    col: int = 0
    source_line: str | None = None


class DiagnosticError(Exception):
    """A user-facing error at a location (LLVM: ``SMDiagnostic`` with ``DK_Error``)."""

    def __init__(self, location: SourceLocation | None, message: str, kind: str = "error") -> None:
        super().__init__(message)
        self.location = location
        self.message = message
        self.kind = kind
        #: ``Included from file:line:`` lines printed before the diagnostic, outermost first (SourceMgr's
        #: include stack), and the notes printed after it (``while in macro instantiation``).
        self.included_from: tuple[str, ...] = ()
        self.notes: tuple[DiagnosticError, ...] = ()

    def format(self, tool: str = "") -> str:
        """The diagnostic as LLVM prints it: header line, then source line and caret when known; without a
        file, the header names ``tool`` when given."""
        loc = self.location
        if loc is None or not loc.filename:
            return f"{tool}: {self.kind}: {self.message}\n" if tool else f"{self.kind}: {self.message}\n"
        text = "".join(f"Included from {where}:\n" for where in self.included_from)
        text += self._format_one(loc)
        for note in self.notes:
            text += note.format(tool)
        return text

    def _format_one(self, loc: SourceLocation) -> str:
        head = loc.filename
        if loc.line:
            head += f":{loc.line}"
            if loc.col:
                head += f":{loc.col}"
        text = f"{head}: {self.kind}: {self.message}\n"
        if loc.line and loc.source_line is not None:
            src = loc.source_line.rstrip("\r\n")
            text += src + "\n"
            if loc.col:
                # Tabs are kept in the caret line so the caret lines up under the column.
                pad = "".join("\t" if ch == "\t" else " " for ch in src[: loc.col - 1])
                text += pad + "^\n"
        return text


def location_in_text(filename: str, text: str, offset: int) -> SourceLocation:
    """The location of character ``offset`` of ``text`` (a whole file's contents)."""
    offset = max(0, min(offset, len(text)))
    line_start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    if line_end < 0:
        line_end = len(text)
    line_no = text.count("\n", 0, line_start) + 1
    return SourceLocation(filename, line_no, offset - line_start + 1, text[line_start:line_end])


def report(err: DiagnosticError, stream: TextIO | None = None) -> None:
    """Print ``err`` to ``stream`` (standard error by default)."""
    (stream or sys.stderr).write(err.format())


class UnsupportedError(DiagnosticError):
    """An input construct pyllc does not implement: ``error: unsupported: <what>`` at its location."""

    def __init__(self, location: SourceLocation | None, what: str) -> None:
        super().__init__(location, f"unsupported: {what}")


class DiagnosticList(DiagnosticError):
    """Several diagnostics reported together at the end of a run that went on after them (LLVM: the
    errors and notes of a diagnostic handler that only records ``HasError``), each printed as the handler
    prints it: a located one with its location, a note or unlocated one without the tool's name."""

    def __init__(self, diagnostics: list[DiagnosticError]) -> None:
        first = next((d for d in diagnostics if d.kind == "error"), diagnostics[0])
        super().__init__(first.location, first.message, first.kind)
        self.diagnostics = diagnostics

    def format(self, tool: str = "") -> str:
        return "".join(d.format() for d in self.diagnostics)
