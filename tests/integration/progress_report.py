"""Progress lines for the long integration tests, shown while they run.

pytest captures a test's standard output and error (file descriptors 1 and 2) and shows them only when the
test fails, so a long test prints nothing until it ends.  ``Progress`` (the ``progress`` fixture of
conftest.py) writes through pytest's terminal reporter with capturing suspended: its lines appear at once,
under ``-q`` and without ``-s``.  It is also a text stream (``utils/fuzz_inputs.py``'s ``log``).
``Progress.run`` runs a command, collects its output (standard error merged into standard output) and
passes on each line starting with ``progress:`` (``utils/difftest.py --progress N``, ``utils/irfuzz
--progress N``).
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from typing import Any

#: Cases between two progress lines of the long tests.
EVERY = 25


class Progress:
    def __init__(self, config: Any, name: str) -> None:
        self.reporter = config.pluginmanager.get_plugin("terminalreporter")
        self.capture = config.pluginmanager.get_plugin("capturemanager")
        self.name = name
        self.start = time.monotonic()
        self._pending = ""
        self._started = False

    def line(self, message: str) -> None:
        """One line on the terminal: ``[test elapsed] message``."""
        text = f"[{self.name} {time.monotonic() - self.start:.0f}s] {message}"
        if self.reporter is None or self.capture is None:
            print(text, file=sys.__stderr__, flush=True)
            return
        with self.capture.global_and_fixture_disabled():
            if not self._started:
                # Under -q the test's progress dots are on the current line: start a new one.
                self.reporter.write("\n")
                self._started = True
            self.reporter.write_line(text)

    def write(self, text: str) -> int:
        """A text stream for ``print(..., file=progress)``: each complete line becomes a ``line``."""
        self._pending += text
        *complete, self._pending = self._pending.split("\n")
        for ln in complete:
            if ln.strip():
                self.line(ln.strip())
        return len(text)

    def flush(self) -> None:
        pass

    def run(self, cmd: list[str], timeout: float, **kwargs: Any) -> subprocess.CompletedProcess[str]:
        """``subprocess.run(cmd, capture_output=True, text=True)`` with the ``progress:`` lines shown as they
        come; standard error is merged into ``stdout``; killed after ``timeout`` seconds."""
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)
        killed = threading.Event()

        def kill() -> None:
            killed.set()
            proc.kill()

        timer = threading.Timer(timeout, kill)
        timer.start()
        lines: list[str] = []
        try:
            assert proc.stdout is not None
            for ln in proc.stdout:
                lines.append(ln)
                if ln.startswith("progress:"):
                    self.line(ln[len("progress:") :].strip())
            proc.wait()
        finally:
            timer.cancel()
        if killed.is_set():
            lines.append(f"(killed after {timeout:.0f}s)\n")
        return subprocess.CompletedProcess(cmd, proc.returncode, "".join(lines), "")
