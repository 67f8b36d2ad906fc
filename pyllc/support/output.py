"""Safe output files (LLVM: llvm/Support/ToolOutputFile.h).

A compiler must never leave a partial or corrupt output behind.  :class:`OutputFile`
writes a regular file through a temporary file in the same directory, renamed over
the target only when :meth:`OutputFile.keep` is called; on any failure the temporary
is removed and an existing target is left untouched.  ``-`` means standard output.
Non-regular targets (``/dev/null``, a FIFO, a character device) are opened and
written directly, since they cannot be replaced by a rename.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile

from pyllc.support.diagnostics import DiagnosticError, SourceLocation


class OutputFile:
    """An output destination that becomes visible only when the whole output succeeded."""

    __slots__ = ("path", "binary", "_chunks")

    def __init__(self, path: str, binary: bool = False) -> None:
        self.path = path
        self.binary = binary
        self._chunks: list[bytes] = []

    def write(self, data: str | bytes) -> None:
        self._chunks.append(data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data)

    def keep(self) -> None:
        """Commit the collected output to its destination."""
        data = b"".join(self._chunks)
        self._chunks = []
        if self.path == "-":
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
            return
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            st = None
        except OSError as e:
            raise self._error(e) from None
        if st is not None and not stat.S_ISREG(st.st_mode):
            try:
                with open(self.path, "wb") as f:
                    f.write(data)
            except OSError as e:
                raise self._error(e) from None
            return
        directory = os.path.dirname(os.path.abspath(self.path))
        try:
            fd, tmp = tempfile.mkstemp(prefix=os.path.basename(self.path) + ".", suffix=".tmp", dir=directory)
        except OSError as e:
            raise self._error(e) from None
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            if st is not None:
                os.chmod(tmp, stat.S_IMODE(st.st_mode))
            else:
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(tmp, 0o666 & ~umask)
            os.replace(tmp, self.path)
        except OSError as e:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise self._error(e) from None

    def _error(self, e: OSError) -> DiagnosticError:
        return DiagnosticError(SourceLocation(self.path), e.strerror or str(e))
