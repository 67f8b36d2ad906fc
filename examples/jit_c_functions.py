#!/usr/bin/env python3
"""A C program's clang IR compiled in process and its functions called through ctypes.

``examples/c_functions.ll`` is clang-14's ``-O2`` IR of ``examples/c_functions.c``; pyllc reads it, the JIT
compiles it into memory, resolves ``qsort``, ``printf`` and ``strlen`` in the running process, and each
function is called with Python values: integers, doubles through ctypes arrays, a struct by pointer, a
string, and a global read back after the calls.

    python3 examples/jit_c_functions.py [-O0|-O2]
"""

from __future__ import annotations

import ctypes
import os
import sys

import pyllc
from pyllc.jit import create_engine, flush_c_stdio

HERE = os.path.dirname(os.path.abspath(__file__))


class Point(ctypes.Structure):
    _fields_ = (("x", ctypes.c_int), ("y", ctypes.c_int))


def main(argv: list[str]) -> int:
    opt = int(argv[1][2:]) if len(argv) > 1 and argv[1].startswith("-O") else 2
    module = pyllc.parse_file(os.path.join(HERE, "c_functions.ll"))
    tm = pyllc.TargetMachine(opt_level=opt, reloc="pic")
    with create_engine(tm) as engine:
        engine.add_module(module)
        gcd = engine.get_function("gcd")
        print(f"gcd(1071, 462) = {gcd(1071, 462)}")
        dot = engine.get_function("dot")
        x = (ctypes.c_double * 3)(1.5, 2.0, -1.0)
        y = (ctypes.c_double * 3)(4.0, 0.25, 3.0)
        print(f"dot = {dot(x, y, 3)}")
        values = (ctypes.c_int * 6)(5, -2, 9, 0, 3, -7)
        engine.get_function("sort_ints")(values, len(values))
        print("sorted:", list(values))
        p, q = Point(1, -4), Point(-2, 6)
        print(f"manhattan = {engine.get_function('manhattan')(ctypes.byref(p), ctypes.byref(q))}")
        greet = engine.get_function("greet")
        sys.stdout.flush()
        greet(b"pyllc")
        greet(b"ctypes")
        flush_c_stdio()
        calls = ctypes.c_int.from_address(engine.get_global_value_address("calls"))
        print(f"calls = {calls.value}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
