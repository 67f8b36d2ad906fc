"""The JIT (pyllc.jit): functions compiled in memory and called through ctypes return what the IR computes.

Expected values are the IR's semantics computed in Python (wrapping integer arithmetic, IEEE float), C's
printf formatting (Python's ``%`` formatting agrees for the formats used), and the kernel's view of the
pages (/proc/self/maps) for the permissions.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import platform
import struct
import tempfile
from collections.abc import Generator

import pytest

import pyllc
from pyllc.jit import ExecutionEngine, JITError, UnresolvedSymbolError, create_engine, flush_c_stdio

pytestmark = pytest.mark.skipif(platform.machine() != "x86_64", reason="the JIT runs x86-64 code")


@contextlib.contextmanager
def engine_for(*texts: str, **kw: object) -> Generator[ExecutionEngine]:
    e = create_engine(**kw)  # type: ignore[arg-type]
    try:
        for i, t in enumerate(texts):
            e.add_module(pyllc.parse_assembly(t, f"m{i}.ll"))
        yield e
    finally:
        e.close()


@contextlib.contextmanager
def captured_stdout() -> Generator[list[bytes]]:
    """What C code writes to file descriptor 1 (libc's buffer flushed with fflush(NULL))."""
    out: list[bytes] = []
    flush_c_stdio()
    saved = os.dup(1)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 1)
        try:
            yield out
        finally:
            flush_c_stdio()
            os.dup2(saved, 1)
            os.close(saved)
            tmp.seek(0)
            out.append(tmp.read())


def _scale(v: float) -> float:
    return v * 1.5


def _negate(v: int) -> int:
    return -v


def _wrap(v: int, bits: int, signed: bool) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


INT_IR = "".join(
    f"""
define {ext}i{n} @add{n}{sfx}(i{n} {ext}%a, i{n} {ext}%b) {{
  %r = add i{n} %a, %b
  ret i{n} %r
}}
define {ext}i{n} @div{n}{sfx}(i{n} {ext}%a, i{n} {ext}%b) {{
  %r = {op} i{n} %a, %b
  ret i{n} %r
}}
"""
    for n in (8, 16, 32, 64)
    for ext, sfx, op in (("signext ", "s", "sdiv"), ("zeroext ", "u", "udiv"))
)


@pytest.mark.parametrize("bits", [8, 16, 32, 64])
@pytest.mark.parametrize("signed", [True, False])
def test_integers_of_every_width(bits: int, signed: bool) -> None:
    sfx = "s" if signed else "u"
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    with engine_for(INT_IR) as e:
        add = e.get_function(f"add{bits}{sfx}")
        div = e.get_function(f"div{bits}{sfx}")
        for a, b in ((1, 2), (hi, 1), (lo, -1 if signed else 1), (hi, hi), (lo + 3, 7)):
            assert add(a, b) == _wrap(a + b, bits, signed), (a, b)
        for a, b in ((hi, 3), (lo + 1, 7), (100 % (hi + 1), -3 if signed else 3)):
            q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
            assert div(a, b) == _wrap(q, bits, signed), (a, b)


def test_i1_and_bool() -> None:
    ir = "define zeroext i1 @lt(i32 %a, i32 %b) {\n  %c = icmp slt i32 %a, %b\n  ret i1 %c\n}\n"
    with engine_for(ir) as e:
        lt = e.get_function("lt")
        assert lt(1, 2) is True and lt(2, 1) is False and lt(-5, 0) is True


FP_IR = """
define float @fmadd(float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  ret float %r
}
define double @dmadd(double %a, double %b, double %c) {
  %m = fmul double %a, %b
  %r = fadd double %m, %c
  ret double %r
}
define double @mixed(float %a, i32 %b, double %c) {
  %x = fpext float %a to double
  %y = sitofp i32 %b to double
  %s = fadd double %x, %y
  %r = fdiv double %s, %c
  ret double %r
}
declare double @cos(double)
declare double @sqrt(double)
define double @libm(double %x) {
  %c = call double @cos(double %x)
  %s = call double @sqrt(double %c)
  ret double %s
}
"""


def _f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def test_float_double_and_libm() -> None:
    import math

    with engine_for(FP_IR) as e:
        fmadd = e.get_function("fmadd")
        assert fmadd(1.5, 2.25, 0.125) == _f32(_f32(1.5 * 2.25) + 0.125)
        assert fmadd(0.1, 0.2, 0.3) == _f32(_f32(_f32(0.1) * _f32(0.2)) + _f32(0.3))
        assert e.get_function("dmadd")(0.1, 0.2, 0.3) == 0.1 * 0.2 + 0.3
        assert e.get_function("mixed")(0.5, -3, 4.0) == (0.5 - 3) / 4.0
        assert e.get_function("libm")(0.5) == math.sqrt(math.cos(0.5))


STRUCT_IR = """
%struct.P = type { i32, double, i8 }
define void @scale(%struct.P* %p, i32 %k) {
  %a = getelementptr %struct.P, %struct.P* %p, i64 0, i32 0
  %b = getelementptr %struct.P, %struct.P* %p, i64 0, i32 1
  %c = getelementptr %struct.P, %struct.P* %p, i64 0, i32 2
  %x = load i32, i32* %a
  %y = load double, double* %b
  %x2 = mul i32 %x, %k
  %kd = sitofp i32 %k to double
  %y2 = fmul double %y, %kd
  store i32 %x2, i32* %a
  store double %y2, double* %b
  store i8 33, i8* %c
  ret void
}
define i64 @sum(i64* %v, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr i64, i64* %v, i64 %i
  %x = load i64, i64* %p
  %s1 = add i64 %s, %x
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %s1
}
"""


class P(ctypes.Structure):
    _fields_ = [("a", ctypes.c_int32), ("b", ctypes.c_double), ("c", ctypes.c_int8)]


def test_struct_and_array_by_pointer() -> None:
    with engine_for(STRUCT_IR) as e:
        p = P(7, 1.25, 0)
        e.get_function("scale")(ctypes.addressof(p), 3)
        assert (p.a, p.b, p.c) == (21, 3.75, 33)
        arr = (ctypes.c_int64 * 5)(1, 2, 3, 4, 1 << 40)
        assert e.get_function("sum")(ctypes.addressof(arr), 5) == 10 + (1 << 40)


PRINTF_IR = r"""
@.fmt = private unnamed_addr constant [23 x i8] c"%d %u %ld %.3f %s %c|\0A\00"
@.str = private unnamed_addr constant [4 x i8] c"jit\00"
declare i32 @printf(i8*, ...)
define i32 @show(i32 %a, double %d) {
  %f = getelementptr [23 x i8], [23 x i8]* @.fmt, i64 0, i64 0
  %s = getelementptr [4 x i8], [4 x i8]* @.str, i64 0, i64 0
  %n = call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 -1, i64 -5000000000, double %d, i8* %s, i32 65)
  ret i32 %n
}
"""


def test_varargs_printf_output_captured() -> None:
    with engine_for(PRINTF_IR) as e:
        show = e.get_function("show")
        with captured_stdout() as out:
            n = show(-42, 2.5)
    want = "%d %u %ld %.3f %s %c|\n" % (-42, 2**32 - 1, -5000000000, 2.5, "jit", "A")
    assert out[0].decode() == want
    assert n == len(want)


SHARED_A = """
@counter = global i64 10
@table = constant [3 x i32] [i32 5, i32 6, i32 7]
define i64 @bump(i64 %by) {
  %v = load i64, i64* @counter
  %n = add i64 %v, %by
  store i64 %n, i64* @counter
  ret i64 %n
}
"""
SHARED_B = """
@counter = external global i64
@table = external constant [3 x i32]
declare i64 @bump(i64)
define i64 @twice() {
  %a = call i64 @bump(i64 1)
  %b = call i64 @bump(i64 1)
  %c = load i64, i64* @counter
  %p = getelementptr [3 x i32], [3 x i32]* @table, i64 0, i64 2
  %t = load i32, i32* %p
  %t64 = sext i32 %t to i64
  %r = add i64 %c, %t64
  ret i64 %r
}
"""


def test_globals_shared_between_two_modules() -> None:
    with engine_for(SHARED_B, SHARED_A) as e:  # B refers to A's definitions before A is added
        assert e.get_function("twice")() == 12 + 7
        counter = ctypes.c_int64.from_address(e.get_global_value_address("counter"))
        assert counter.value == 12
        counter.value = 100
        assert e.get_function("bump")(5) == 105


RECURSIVE_IR = """
define i64 @fib(i64 %n) {
  %small = icmp slt i64 %n, 2
  br i1 %small, label %base, label %rec
base:
  ret i64 %n
rec:
  %a = sub i64 %n, 1
  %b = sub i64 %n, 2
  %x = call i64 @fib(i64 %a)
  %y = call i64 @fib(i64 %b)
  %r = add i64 %x, %y
  ret i64 %r
}
"""


def test_recursive_function() -> None:
    def fib(n: int) -> int:
        a, b = 0, 1
        for _ in range(n):
            a, b = b, a + b
        return a

    with engine_for(RECURSIVE_IR) as e:
        f = e.get_function("fib")
        assert [f(n) for n in range(15)] == [fib(n) for n in range(15)]
        assert f(25) == fib(25)


CALLBACK_IR = """
declare i32 @py_add(i32, i32)
declare double @py_scale(double)
define i32 @use(i32 %x) {
  %a = call i32 @py_add(i32 %x, i32 100)
  %b = call i32 @py_add(i32 %a, i32 %a)
  ret i32 %b
}
define double @use2(double %x) {
  %a = call double @py_scale(double %x)
  ret double %a
}
"""


def test_callback_into_python() -> None:
    calls: list[tuple[int, int]] = []

    def py_add(a: int, b: int) -> int:
        calls.append((a, b))
        return a + b

    cb = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int32, ctypes.c_int32)(py_add)
    scale = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)(_scale)
    keep = [scale]

    def resolver(name: str) -> int | None:
        return ctypes.cast(keep[0], ctypes.c_void_p).value if name == "py_scale" else None

    e = create_engine(symbol_resolver=resolver)
    try:
        e.add_symbol("py_add", cb)
        e.add_module(pyllc.parse_assembly(CALLBACK_IR))
        assert e.get_function("use")(5) == 210
        assert calls == [(5, 100), (105, 105)]
        assert e.get_function("use2")(4.0) == 6.0
    finally:
        e.close()


CTORS_IR = """
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 200, void ()* @second, i8* null },
  { i32, void ()*, i8* } { i32 100, void ()* @first, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 65535, void ()* @bye, i8* null }]
@state = global i32 1
declare void @note(i32)
define void @first() {
  store i32 2, i32* @state
  ret void
}
define void @second() {
  %v = load i32, i32* @state
  %m = mul i32 %v, 10
  store i32 %m, i32* @state
  ret void
}
define void @bye() {
  %v = load i32, i32* @state
  call void @note(i32 %v)
  ret void
}
define i32 @get() {
  %v = load i32, i32* @state
  ret i32 %v
}
"""


def test_static_constructors_and_destructors() -> None:
    notes: list[int] = []

    def record(v: int) -> None:
        notes.append(v)

    note = ctypes.CFUNCTYPE(None, ctypes.c_int32)(record)
    e = create_engine()
    e.add_symbol("note", note)
    e.add_module(pyllc.parse_assembly(CTORS_IR))
    assert e.get_function("get")() == 20  # priority 100 first, then 200
    assert notes == []
    e.close()
    assert notes == [20]


def _maps() -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    with open("/proc/self/maps") as f:
        for line in f:
            rng, perms = line.split()[:2]
            lo, hi = (int(x, 16) for x in rng.split("-"))
            out.append((lo, hi, perms))
    return out


def _perms(addr: int) -> str:
    return next((p for lo, hi, p in _maps() if lo <= addr < hi), "")


def test_w_xor_x_and_unmapped_on_close() -> None:
    e = create_engine()
    e.add_module(pyllc.parse_assembly(SHARED_A))
    code = e.get_function_address("bump")
    data = e.get_global_value_address("counter")
    const = e.get_global_value_address("table")
    assert _perms(code) == "r-xp"
    assert _perms(data) == "rw-p"
    assert _perms(const) == "r--p"
    e.close()
    assert _perms(code) != "r-xp" or not any(lo <= code < hi for lo, hi, _ in _maps())


def test_eh_frame_registered_with_the_unwinder() -> None:
    libgcc = ctypes.CDLL("libgcc_s.so.1")
    find = libgcc._Unwind_Find_FDE
    find.restype = ctypes.c_void_p
    find.argtypes = (ctypes.c_void_p, ctypes.c_void_p)
    bases = (ctypes.c_void_p * 3)()
    with engine_for(RECURSIVE_IR) as e:
        pc = e.get_function_address("fib") + 4
        assert find(pc, bases)
        assert bases[2] == e.get_function_address("fib")  # dwarf_eh_bases.func
    assert not find(pc, bases)


def test_static_relocation_model_maps_low() -> None:
    tm = pyllc.TargetMachine(reloc="static")
    with engine_for(PRINTF_IR, SHARED_A, target_machine=tm) as e:
        # PRINTF_IR's string addresses are 32-bit immediates (R_X86_64_32): that object is mapped low.
        assert e.get_function_address("show") < 1 << 31
        assert e.get_function("bump")(1) == 11
        with captured_stdout() as out:
            e.get_function("show")(1, 0.5)
    assert out[0].startswith(b"1 4294967295 ")


def test_malloc_memcpy() -> None:
    ir = """
declare i8* @malloc(i64)
declare void @free(i8*)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
define i64 @roundtrip(i8* %src, i64 %n) {
  %p = call i8* @malloc(i64 %n)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %src, i64 %n, i1 false)
  %q = getelementptr i8, i8* %p, i64 3
  %v = load i8, i8* %q
  call void @free(i8* %p)
  %r = zext i8 %v to i64
  ret i64 %r
}
"""
    buf = ctypes.create_string_buffer(b"abcdefghijklmnopqrstuvwxyz" * 20)
    with engine_for(ir) as e:
        assert e.get_function("roundtrip")(ctypes.addressof(buf), 500) == ord("d")


# ----------------------------------------------------------------------------------------------- errors
def test_unresolved_symbol_is_reported_and_recoverable() -> None:
    ir = "declare i32 @nowhere_to_be_found(i32)\ndefine i32 @f(i32 %x) {\n  %r = call i32 @nowhere_to_be_found(i32 %x)\n  ret i32 %r\n}\n"
    e = create_engine()
    try:
        e.add_module(pyllc.parse_assembly(ir))
        with pytest.raises(UnresolvedSymbolError) as info:
            e.get_function_address("f")
        assert info.value.symbols == ["nowhere_to_be_found"]
        assert isinstance(info.value, pyllc.Diagnostic)
        assert "unresolved symbols: nowhere_to_be_found" in str(info.value)
        neg = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int32)(_negate)
        e.add_symbol("nowhere_to_be_found", neg)
        assert e.get_function("f")(9) == -9
    finally:
        e.close()


def test_thread_local_is_an_explicit_unsupported_error() -> None:
    ir = "@t = thread_local global i32 0\ndefine i32 @f() {\n  %v = load i32, i32* @t\n  ret i32 %v\n}\n"
    e = create_engine(pyllc.TargetMachine(reloc="static"))
    try:
        with pytest.raises(pyllc.UnsupportedError, match="thread-local storage"):
            e.add_module(pyllc.parse_assembly(ir))
    finally:
        e.close()


def test_unknown_function_and_closed_engine() -> None:
    e = create_engine()
    e.add_module(pyllc.parse_assembly(RECURSIVE_IR))
    with pytest.raises(JITError, match="no symbol 'nope'"):
        e.get_function_address("nope")
    e.close()
    with pytest.raises(JITError, match="closed"):
        e.get_function_address("fib")


def test_duplicate_definition() -> None:
    with engine_for(RECURSIVE_IR) as e:
        with pytest.raises(JITError, match="'fib' is already defined"):
            e.add_module(pyllc.parse_assembly(RECURSIVE_IR))
        assert e.get_function("fib")(10) == 55


def test_aggregate_by_value_needs_explicit_types() -> None:
    ir = "define { i32, i32 } @pair() {\n  ret { i32, i32 } { i32 1, i32 2 }\n}\n"
    with engine_for(ir) as e:
        with pytest.raises(JITError, match="pass aggregates"):
            e.get_function("pair")
