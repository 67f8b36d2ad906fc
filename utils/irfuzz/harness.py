"""Differential execution of generated programs: compiler under test against an LLVM 14 oracle.

What it is (LLVM: no counterpart in the tree; the harness of Csmith-style compiler testing, as
``utils/difftest.py`` does for the committed C programs).

For one program and one optimisation level:

1. ``llvm-as-14`` must accept the module — a rejection is a generator bug, reported as ``verify``;
2. the compiler under test (default ``pyllc``, with ``-O<n> -mtriple=x86_64-unknown-linux-gnu
   -verify-machineinstrs``) writes assembly, optionally after ``opt-14 -O2`` (``opt_check``);
   a non-zero exit is ``crash``;
3. ``gcc -no-pie … -lm`` links it (``link`` on failure) and the binary runs under a time limit;
4. the oracle runs the same module: ``llc-14`` at the same level (``-O0`` in ``opt_check`` mode, on the
   unoptimised module) linked the same way, or ``lli-14`` directly;
5. stdout and exit status are compared (``mismatch``; ``timeout`` when only the compiler under test's build
   hangs; ``oracle`` when the oracle itself fails, which points at the generator or at LLVM).

A failure keeps the texts and outputs needed to reduce it and to write a lit reproducer.
"""

from __future__ import annotations

import hashlib
import os
import re
import shlex
import subprocess
import tempfile
from dataclasses import dataclass, field

TRIPLE = "x86_64-unknown-linux-gnu"
LLVM_AS = "llvm-as-14"
OPT = "opt-14"
LLC = "llc-14"
LLI = "lli-14"


@dataclass(frozen=True, slots=True)
class Config:
    """How to build and compare one program."""

    compiler: str = "pyllc"
    compiler_flags: tuple[str, ...] = ()
    oracle: str = "llc"  # "llc" (llc-14 + gcc) or "lli" (lli-14)
    opt_check: bool = False  # compiler under test gets `opt-14 -O2` output; oracle is llc-14 -O0
    compile_timeout: float = 300.0
    run_timeout: float = 10.0
    in_process: bool = False  # pyllc runs inside this process (imported once) instead of as a command
    referee: str = ""  # a second llc (e.g. llc-16) built on a mismatch (not with opt_check): when it agrees
    #                    with the compiler under test the failure is ``oracle-wrong``, the agreed output expected

    def cut_command(self, level: str, src: str, out: str) -> list[str]:
        return [
            *shlex.split(self.compiler),
            f"-O{level}",
            f"-mtriple={TRIPLE}",
            "-verify-machineinstrs",
            *self.compiler_flags,
            src,
            "-o",
            out,
        ]


@dataclass(slots=True)
class Result:
    """What happened to one (program, level) pair; ``status`` is ``pass`` or a failure kind."""

    status: str
    detail: str = ""
    expected: str = ""
    actual: str = ""
    signature: str = ""
    times: dict[str, float] = field(default_factory=lambda: {})


def _run(cmd: list[str], timeout: float, cwd: str) -> tuple[int, str, str, bool]:
    """(exit status, stdout, stderr, timed out)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout, errors="replace", text=True)
        return p.returncode, p.stdout, p.stderr, False
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return -1, out, "timeout", True


class _CompileTimeout(BaseException):
    pass


def _on_alarm(signum: int, frame: object) -> None:
    raise _CompileTimeout()


def _run_pyllc_in_process(argv: list[str], timeout: float) -> tuple[int, str, bool]:
    """``pyllc.tools.llc.main(argv)`` in this process under a CPU-time limit: (exit status, stderr, timed
    out).  An exception escaping the driver is reported as exit status 2 with its traceback."""
    import contextlib
    import io
    import signal
    import traceback

    from pyllc.tools.llc import main

    err = io.StringIO()
    old = signal.signal(signal.SIGPROF, _on_alarm)
    signal.setitimer(signal.ITIMER_PROF, timeout)
    try:
        with contextlib.redirect_stderr(err):
            rc = main(argv)
        return rc, err.getvalue(), False
    except _CompileTimeout:
        return -1, "compile timeout", True
    except BaseException as e:  # noqa: BLE001 - a driver bug: reported, not raised
        return 2, err.getvalue() + "".join(traceback.format_exception(e)), False
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)


_DIGITS = re.compile(r"0x[0-9a-fA-F]+|\d+")


def crash_signature(stderr: str) -> str:
    """The first error line with numbers and paths blurred: two crashes match when their signatures do."""
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    pick = next(
        (ln for ln in lines if "error" in ln.lower() or "assert" in ln.lower()), lines[0] if lines else ""
    )
    pick = re.sub(r"\S*/\S+", "<path>", pick)
    return _DIGITS.sub("N", pick)[:300]


def verify_text(text: str) -> bool:
    """llvm-as-14 accepts ``text``."""
    p = subprocess.run([LLVM_AS, "-", "-o", os.devnull], input=text, capture_output=True, text=True)
    return p.returncode == 0


class Runner:
    """Builds and runs programs in a private scratch directory."""

    def __init__(self, cfg: Config, workdir: str | None = None) -> None:
        self.cfg = cfg
        self.workdir = workdir or tempfile.mkdtemp(prefix="irfuzz-")
        self._oracle_cache: dict[tuple[str, str], tuple[int, str, bool, str]] = {}

    def path(self, name: str) -> str:
        return os.path.join(self.workdir, name)

    def compile_cut(self, src: str, level: str) -> tuple[bool, str, str]:
        """Compile with the compiler under test: (ok, assembly path, stderr)."""
        cfg = self.cfg
        if cfg.opt_check:
            opt_out = self.path("cut.opt.ll")
            rc, _, err, to = _run([OPT, "-O2", "-S", src, "-o", opt_out], cfg.compile_timeout, self.workdir)
            if rc != 0 or to:
                return False, "", "opt-14 failed: " + err
            src = opt_out
        asm = self.path("cut.s")
        if cfg.in_process and cfg.compiler == "pyllc":
            rc, err, to = _run_pyllc_in_process(cfg.cut_command(level, src, asm)[1:], cfg.compile_timeout)
        else:
            rc, _, err, to = _run(cfg.cut_command(level, src, asm), cfg.compile_timeout, self.workdir)
        if to:
            return False, "", "compile timeout"
        return rc == 0, asm, err

    def link_and_run(self, asm: str, exe: str) -> tuple[int, str, bool, str]:
        """(exit status, stdout, timed out, link error or '')."""
        rc, _, err, _ = _run(
            ["gcc", "-no-pie", asm, "-o", exe, "-lm"], self.cfg.compile_timeout, self.workdir
        )
        if rc != 0:
            return -1, "", False, err
        rc, out, _, to = _run([exe], self.cfg.run_timeout, self.workdir)
        return rc, out, to, ""

    def run_oracle(self, src: str, text: str, level: str) -> tuple[int, str, bool, str]:
        key = (hashlib.sha1(text.encode()).hexdigest(), level)
        hit = self._oracle_cache.get(key)
        if hit is not None:
            return hit
        cfg = self.cfg
        olevel = "0" if cfg.opt_check else level
        if cfg.oracle == "lli":
            rc, out, err, to = _run([LLI, f"-O{olevel}", src], cfg.run_timeout * 3, self.workdir)
            res = (rc, out, to, "" if rc == 0 or to else "lli-14: " + err[-500:])
        else:
            asm = self.path("ref.s")
            rc, _, err, to = _run(
                [LLC, f"-O{olevel}", f"-mtriple={TRIPLE}", src, "-o", asm], cfg.compile_timeout, self.workdir
            )
            if rc != 0 or to:
                res = (-1, "", False, "llc-14 failed: " + err[-500:])
            else:
                res = self.link_and_run(asm, self.path("ref"))
        if len(self._oracle_cache) > 64:
            self._oracle_cache.clear()
        self._oracle_cache[key] = res
        return res

    def check(self, text: str, level: str) -> Result:
        """Run the whole comparison for ``text`` at ``-O<level>``."""
        src = self.path("prog.ll")
        with open(src, "w") as f:
            f.write(text)
        if not verify_text(text):
            p = subprocess.run([LLVM_AS, src, "-o", os.devnull], capture_output=True, text=True)
            return Result(
                "verify", p.stderr.strip().splitlines()[0] if p.stderr.strip() else "llvm-as failed"
            )
        orc, oout, oto, oerr = self.run_oracle(src, text, level)
        if oerr or oto or orc != 0:
            why = oerr or ("oracle timeout" if oto else f"oracle exit status {orc}")
            return Result("oracle", why.strip().splitlines()[0] if why.strip() else why)
        ok, asm, err = self.compile_cut(src, level)
        if not ok:
            return Result(
                "crash",
                (err.strip().splitlines() or ["no message"])[0][:300],
                expected=oout,
                signature=crash_signature(err),
            )
        rc, out, to, lerr = self.link_and_run(asm, self.path("cut"))
        if lerr:
            return Result(
                "link",
                lerr.strip().splitlines()[0][:300] if lerr.strip() else "gcc failed",
                expected=oout,
                signature=crash_signature(lerr),
            )
        if to:
            return Result("timeout", "compiled program timed out", expected=oout)
        if rc != orc or out != oout:
            detail = describe_difference(oout, orc, out, rc)
            if self.referee_agrees(src, level, rc, out):
                return Result(
                    "oracle-wrong",
                    f"{detail}; {self.cfg.referee} agrees with the compiler under test",
                    expected=out,
                    actual=oout,
                )
            return Result("mismatch", detail, expected=oout, actual=out)
        return Result("pass")

    def referee_agrees(self, src: str, level: str, rc: int, out: str) -> bool:
        """Whether the referee's build of ``src`` at ``-O<level>`` exits with ``rc`` and prints ``out``."""
        cfg = self.cfg
        if not cfg.referee or cfg.opt_check:
            return False
        asm = self.path("referee.s")
        crc, _, _, to = _run(
            [*shlex.split(cfg.referee), f"-O{level}", f"-mtriple={TRIPLE}", src, "-o", asm],
            cfg.compile_timeout,
            self.workdir,
        )
        if crc != 0 or to:
            return False
        rrc, rout, rto, lerr = self.link_and_run(asm, self.path("referee"))
        return not lerr and not rto and rrc == rc and rout == out

    def still_fails(self, text: str, level: str, original: Result) -> bool:
        """The reduction predicate: ``text`` fails the same way ``original`` did."""
        if original.status == "crash":
            src = self.path("prog.ll")
            with open(src, "w") as f:
                f.write(text)
            ok, _, err = self.compile_cut(src, level)
            if ok or crash_signature(err) != original.signature:
                return False
            orc, _, oto, oerr = self.run_oracle(src, text, level)
            return not oerr and not oto and orc == 0
        r = self.check(text, level)
        if r.status != original.status:
            return False
        return r.status != "crash" or r.signature == original.signature


def describe_difference(expected: str, erc: int, actual: str, arc: int) -> str:
    if erc != arc:
        return f"exit status {arc}, expected {erc}"
    el, al = expected.splitlines(), actual.splitlines()
    for i, (e, a) in enumerate(zip(el, al)):
        if e != a:
            return f"line {i + 1}: got {a!r}, expected {e!r}"
    return f"{len(al)} output lines, expected {len(el)}"
