"""``python -m pyllc.jit [options] file.ll [args...]``: run a module's ``main`` in the JIT (LLVM: ``lli``).

Options: ``-O0``..``-O3``, ``-relocation-model=pic|static`` (default pic), ``-mcpu=``, ``-mattr=``,
``-entry-function=NAME``, ``-dlopen=LIB`` (repeatable, as lli's: a shared library loaded with
``RTLD_GLOBAL`` before linking, e.g. ``libstdc++.so.6`` for C++ programs).  The exit status is ``main``'s, passed to libc's ``exit`` so that ``atexit``
handlers of the program run while its code is still mapped; a diagnostic prints as the ``pyllc`` command
prints it and exits 1.
"""

from __future__ import annotations

import ctypes
import sys


def main(argv: list[str] | None = None) -> int:
    import pyllc
    from pyllc.jit import create_engine

    args = list(sys.argv[1:] if argv is None else argv)
    opts: dict[str, str] = {
        "O": "2",
        "relocation-model": "pic",
        "mcpu": "",
        "mattr": "",
        "entry-function": "main",
    }
    libraries: list[str] = []
    while args and args[0].startswith("-") and args[0] != "-":
        a = args.pop(0).lstrip("-")
        if a[:1] == "O" and a[1:] in ("0", "1", "2", "3"):
            opts["O"] = a[1:]
            continue
        key, eq, value = a.partition("=")
        if key == "dlopen" and eq:
            libraries.append(value)
            continue
        if not eq or key not in opts:
            sys.stderr.write(f"pyllc-jit: error: unknown option '-{a}'\n")
            return 1
        opts[key] = value
    if not args:
        sys.stderr.write("pyllc-jit: error: no input file\n")
        return 1
    path = args[0]
    for lib in libraries:
        try:
            ctypes.CDLL(lib, mode=ctypes.RTLD_GLOBAL)
        except OSError as e:
            sys.stderr.write(f"pyllc-jit: error: could not load '{lib}': {e}\n")
            return 1
    try:
        module = pyllc.parse_file(path)
        tm = pyllc.TargetMachine(
            opt_level=int(opts["O"]), reloc=opts["relocation-model"], cpu=opts["mcpu"], features=opts["mattr"]
        )
        engine = create_engine(tm)
        engine.add_module(module)
        status = engine.run_main([path, *args[1:]], opts["entry-function"])
        engine.run_static_destructors()
    except pyllc.Diagnostic as e:
        sys.stderr.write(str(e) + "\n")
        return 1
    sys.stdout.flush()
    sys.stderr.flush()
    ctypes.CDLL(None).exit(status)
    return status  # pragma: no cover - exit does not return


if __name__ == "__main__":
    raise SystemExit(main())
