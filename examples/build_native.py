"""Shared by the examples: compile a builder module to assembly with pyllc's llc (the ``pyllc`` command's code,
called in process), link it with gcc and run it; and whether the in-memory JIT (``pyllc.jit``) is there."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tempfile

from pyllc.ir.builder import Module


def jit_available() -> bool:
    return importlib.util.find_spec("pyllc.jit") is not None


def emit_assembly(module: Module, path: str, opt: str = "-O2") -> None:
    """``pyllc -O2 -relocation-model=pic module.ll -o path``; exits with pyllc's message on an error."""
    from pyllc.tools.llc import main

    with tempfile.TemporaryDirectory() as tmp:
        ll = os.path.join(tmp, (module.name or "module") + ".ll")
        with open(ll, "w") as f:
            f.write(str(module))
        status = main([opt, "-relocation-model=pic", ll, "-o", path])
    if status:
        sys.exit(status)


def compile_and_run(module: Module, opt: str = "-O2", stdin: bytes | None = None) -> int:
    """Assembly by pyllc, linked by gcc (``-lm``), run with this process's standard output; its exit status."""
    with tempfile.TemporaryDirectory() as tmp:
        asm = os.path.join(tmp, "prog.s")
        exe = os.path.join(tmp, "prog")
        emit_assembly(module, asm, opt)
        subprocess.run(["gcc", asm, "-o", exe, "-lm"], check=True)
        sys.stdout.flush()
        return subprocess.run([exe], input=stdin).returncode
