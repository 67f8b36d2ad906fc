"""Random, well-defined LLVM IR programs for differential testing of code generators.

What it is (LLVM: no counterpart in LLVM itself; the idea is Csmith's and YARPGen's, applied at the IR level
as llvm-stress does, but producing *runnable* programs whose output is a checksum).

A program is a few functions ``@f0 … @fN-1`` and a ``@main`` that calls each of them with fixed arguments and
prints a running 64-bit checksum after every call and a final ``checksum`` line.  Every interesting value is
folded into the checksum global ``@__irfuzz_hash`` (``h = (h ^ x) * FNV_PRIME; h ^= h >> 29``), so a miscompiled
value anywhere changes the printed output.

**Freedom from undefined behaviour, by construction.**  Two compilers may legally disagree on a program with
undefined behaviour or whose output depends on poison, so the generator only emits operations that are defined
for *every* operand value, guarding where needed, and keeps each guard in the same reduction group as the
operation it protects (see :mod:`utils.irfuzz.module`):

* no ``nsw``/``nuw``/``exact`` flags, no ``undef``/``poison`` constants; every alloca is fully initialised in the
  entry block before any load, globals have initialisers;
* ``udiv``/``urem`` divide by ``select(y == 0, 1, y)``; ``sdiv``/``srem`` also replace ``y`` by 1 when
  ``x == INT_MIN && y == -1``; i1 gets no signed division;
* shift amounts are reduced below the width (``and w-1`` for powers of two, ``urem w`` otherwise);
* array indices are converted to i64 and masked with ``n-1`` for power-of-two array lengths;
* ``fptosi``/``fptoui`` take a value clamped into the target range (``LO`` is the exact lower bound, ``HI`` the
  largest representable value below the upper bound) with NaN replaced by 0;
* ``ctlz``/``cttz``/``abs`` are called with their poison flag false; ``bswap`` only on multiples of 16 bits;
  ``*.with.overflow`` on widths llc expands inline (no ``__muloti4``, which libgcc lacks);
* loops are do-while loops counting an i32 from 0 to a trip count in [1, 8] (constant or ``(x & 7) + 1``);
  the exit test ``icmp ult (i + 1), n`` ends the loop even if the reducer replaces ``n`` by 0; loops nest at
  most twice, and a call inside a loop may only target a leaf function, so run time stays bounded;
* calls go from ``@fi`` to ``@fj`` with ``j > i`` only: the call graph is acyclic.

**Floating point.**  Bit patterns of NaNs are not specified by LLVM (constant folding and x86 hardware produce
different payloads and signs), so NaNs are **canonicalised before they become observable**: the checksum
folds ``select(isnan(x), CANONICAL_NAN_BITS, bitcast(x))``; the sign operand of ``copysign`` is replaced by
0.0 when it is a NaN; an int→fp ``bitcast`` result that is a NaN is replaced by the canonical NaN.  ``minnum`` and
``maxnum`` get operands with ``-0.0`` turned into ``+0.0`` (``x + 0.0``), because for equal operands of
different sign LLVM lets them return either.  Only round-to-nearest, correctly rounded operations and exact
library functions (``fmod``, ``floor``, ``rint``…) are used, so results are reproducible.

Options (``features``) switch families on and off: ``int fp mem cf calls switch intrinsics`` (the default scalar
set), plus ``i128 vector fp80 atomics``.  Output is a function of ``(seed, features, size)`` only.
"""

from __future__ import annotations

import math
import random
import struct
from collections.abc import Callable, Iterable

from .module import EFFECT, FIXED, FIXED_PHI, PHI, PURE, Block, Function, Group, Module, Terminator

ALL_FEATURES = (
    "int",
    "fp",
    "mem",
    "cf",
    "calls",
    "switch",
    "intrinsics",
    "i128",
    "vector",
    "fp80",
    "atomics",
)
DEFAULT_FEATURES = ("int", "fp", "mem", "cf", "calls", "switch", "intrinsics")

INT_WIDTHS = (1, 7, 8, 13, 16, 32, 33, 64)
DATA_LAYOUT = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
TRIPLE = "x86_64-unknown-linux-gnu"
HASH = "@__irfuzz_hash"
FNV_PRIME = 1099511628211

FP_PRECISION = {"float": 24, "double": 53, "x86_fp80": 64}
FP_RANK = {"float": 0, "double": 1, "x86_fp80": 2}
FP_SUFFIX = {"float": "f32", "double": "f64", "x86_fp80": "f80"}
FP_BITS = {"float": 32, "double": 64, "x86_fp80": 80}
CANONICAL_NAN_BITS = {"float": 0x7FC00000, "double": 0x7FF8000000000000, "x86_fp80": 0x7FFFC000000000000000}
BYTE_SIZE = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "i128": 16, "float": 4, "double": 8}
VECTOR_TYPES = (
    "<4 x i32>",
    "<8 x i16>",
    "<2 x i64>",
    "<16 x i8>",
    "<4 x i16>",
    "<4 x float>",
    "<2 x double>",
)

ICMP_PREDS = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
FCMP_PREDS = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)
INT_BINOPS = ("add", "sub", "mul", "and", "or", "xor")
FP_BINOPS = ("fadd", "fsub", "fmul", "fdiv", "fadd", "fmul", "frem")


# ----------------------------------------------------------------------------------------------- types


def is_int(ty: str) -> bool:
    return ty[0] == "i"


def is_fp(ty: str) -> bool:
    return ty in FP_PRECISION


def is_vec(ty: str) -> bool:
    return ty[0] == "<"


def width(ty: str) -> int:
    return int(ty[1:])


def vec_parts(ty: str) -> tuple[int, str]:
    n, _, elt = ty[1:-1].partition(" x ")
    return int(n), elt


def signed_text(value: int, w: int) -> str:
    """``value`` (any int) as the signed decimal LLVM's parser accepts for ``iW``."""
    value &= (1 << w) - 1
    if w == 1:
        return "true" if value else "false"
    if value >> (w - 1):
        value -= 1 << w
    return str(value)


def fp80_bits(value: float | int) -> int:
    """The x86 80-bit extended encoding of a double or of an int of at most 64 significant bits."""
    if isinstance(value, int):
        if value == 0:
            return 0
        sign = 1 if value < 0 else 0
        mag = -value if sign else value
        e = mag.bit_length() - 1
        if e <= 63:
            mant = mag << (63 - e)
        else:
            assert mag & ((1 << (e - 63)) - 1) == 0, "integer not exactly representable in x86_fp80"
            mant = mag >> (e - 63)
        return sign << 79 | (e + 16383) << 64 | mant
    if math.isnan(value):
        return CANONICAL_NAN_BITS["x86_fp80"]
    sign = 1 if math.copysign(1.0, value) < 0 else 0
    if math.isinf(value):
        return sign << 79 | 0x7FFF << 64 | 1 << 63
    if value == 0.0:
        return sign << 79
    m, e = math.frexp(abs(value))  # 0.5 <= m < 1, exact
    mant = int(m * (1 << 64))
    return sign << 79 | (e - 1 + 16383) << 64 | mant


def fp_text(ty: str, value: float | int) -> str:
    """A constant of ``ty``: the double's hex form for float/double, ``0xK`` for x86_fp80."""
    if ty == "x86_fp80":
        bits = fp80_bits(value)
        return f"0xK{bits >> 64:04X}{bits & ((1 << 64) - 1):016X}"
    f = float(value)
    if ty == "float" and not math.isnan(f):
        assert struct.unpack("<f", struct.pack("<f", f))[0] == f or math.isinf(f), f
    if math.isnan(f):
        return "0x7FF8000000000000"
    return f"0x{struct.unpack('<Q', struct.pack('<d', f))[0]:016X}"


def largest_below(power: int, precision: int) -> int:
    """The largest integer below ``2**power`` exactly representable with ``precision`` significant bits."""
    if power <= precision:
        return (1 << power) - 1
    return (1 << power) - (1 << (power - precision))


def zero_text(ty: str) -> str:
    if is_int(ty):
        return "false" if ty == "i1" else "0"
    if is_fp(ty):
        return fp_text(ty, 0.0)
    return "zeroinitializer"


# ----------------------------------------------------------------------------------------------- module


def ext_attr(rng: random.Random, ty: str) -> str:
    """``signext``/``zeroext`` (or nothing) for i1/i8/i16, as clang marks C's bool, char and short.

    Never on odd widths: llc-14 miscompiles a ``signext i7`` argument feeding ``llvm.fshr.i7`` (the funnel
    shift amount's ``urem 7`` reads the sign-extended byte; fixed by LLVM 16), and clang never emits those."""
    if ty in ("i1", "i8", "i16") and rng.random() < 0.5:
        return rng.choice(("signext ", "zeroext "))
    return ""


class Signature:
    """A generated function's interface; call sites and the definition are printed from it."""

    __slots__ = ("name", "ret", "params", "ret_attr", "param_attrs", "cc", "internal")

    def __init__(
        self,
        name: str,
        ret: str,
        params: list[str],
        ret_attr: str,
        param_attrs: list[str],
        cc: str,
        internal: bool,
    ) -> None:
        self.name = name
        self.ret = ret
        self.params = params
        self.ret_attr = ret_attr
        self.param_attrs = param_attrs
        self.cc = cc
        self.internal = internal

    def call(self, args: list[str], tail: bool = False) -> str:
        text = ", ".join(f"{t} {a}{v}" for t, a, v in zip(self.params, self.param_attrs, args))
        return f"{'tail ' if tail else ''}call {self.cc}{self.ret_attr}{self.ret} {self.name}({text})"


class Generator:
    """Builds one :class:`Module` from a seed; see the module docstring for the guarantees."""

    def __init__(self, seed: int, features: Iterable[str] = DEFAULT_FEATURES, size: int = 1) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.features = frozenset(features)
        unknown = self.features - set(ALL_FEATURES)
        if unknown:
            raise ValueError(f"unknown irfuzz features: {', '.join(sorted(unknown))}")
        self.size = size
        self.int_types = [f"i{w}" for w in INT_WIDTHS]
        if "i128" in self.features:
            self.int_types.append("i128")
        self.fp_types: list[str] = []
        if "fp" in self.features:
            self.fp_types = ["float", "double"]
            if "fp80" in self.features:
                self.fp_types.append("x86_fp80")
        self.vec_types: list[str] = []
        if "vector" in self.features:
            self.vec_types = [t for t in VECTOR_TYPES if is_int(vec_parts(t)[1]) or self.fp_types]
        self.scalar_types = self.int_types + self.fp_types
        self.declarations: dict[str, str] = {}
        self.globals: list[tuple[str, str, int]] = []
        self.atomics: list[tuple[str, str]] = []
        self.signatures: list[Signature] = []
        self.leaf: list[bool] = []

    # -- helpers shared by functions

    def declare(self, name: str, decl: str) -> None:
        self.declarations.setdefault(name, decl)

    def intrinsic(self, base: str, ret: str, params: list[str]) -> str:
        name = f"@{base}"
        self.declare(name, f"declare {ret} {name}({', '.join(params)})")
        return name

    def const(self, ty: str) -> str:
        rng = self.rng
        if is_int(ty):
            w = width(ty)
            r = rng.random()
            if r < 0.3:
                v = rng.choice((0, 1, 2, -1, 3, 7, -2))
            elif r < 0.5:
                v = rng.choice((1 << (w - 1), (1 << (w - 1)) - 1, (1 << w) - 1, 1 << (w // 2)))
            else:
                v = rng.getrandbits(w)
            return signed_text(v, w)
        if is_fp(ty):
            r = rng.random()
            if r < 0.45:
                v: float = rng.choice(
                    (
                        0.0,
                        -0.0,
                        1.0,
                        -1.0,
                        0.5,
                        2.0,
                        -3.25,
                        100.0,
                        1e10,
                        -7.5e-3,
                        65536.0,
                        4294967296.0,
                        1.5e-40 if ty == "float" else 5e-310,
                        float("inf"),
                        -float("inf"),
                        3.0e38,
                        -1e19,
                    )
                )
            elif r < 0.47:
                v = float("nan")
            else:
                v = rng.uniform(-1e6, 1e6) if rng.random() < 0.7 else rng.uniform(-100, 100)
            if ty == "float" and not (math.isnan(v) or math.isinf(v)):
                v = struct.unpack("<f", struct.pack("<f", v))[0]
            return fp_text(ty, v)
        n, elt = vec_parts(ty)
        if rng.random() < 0.2:
            return "zeroinitializer"
        return "<" + ", ".join(f"{elt} {self.const(elt)}" for _ in range(n)) + ">"

    # -- the whole program

    def generate(self) -> Module:
        rng = self.rng
        m = Module()
        m.comment = [f"; irfuzz seed={self.seed} features={','.join(sorted(self.features))} size={self.size}"]
        nfuncs = rng.randint(2, 3 + 2 * self.size) if "calls" in self.features else rng.randint(1, 3)
        mem = "mem" in self.features
        if mem:
            for i in range(rng.randint(1, 3)):
                elt = rng.choice(self.scalar_types)
                n = rng.choice((2, 4, 8))
                name = f"@g{i}"
                init = ", ".join(f"{elt} {self.const(elt)}" for _ in range(n))
                self.globals.append((name, elt, n))
                m.header.append(f"{name} = internal global [{n} x {elt}] [{init}]")
        if "atomics" in self.features:
            for i in range(2):
                ty = rng.choice(("i32", "i64", "i8", "i16"))
                name = f"@atom{i}"
                self.atomics.append((name, ty))
                m.header.append(f"{name} = internal global {ty} {self.const(ty)}")
        for i in range(nfuncs):
            ret = rng.choice(self.scalar_types)
            nparams = rng.randint(0, 4) if rng.random() < 0.8 else rng.randint(5, 11)
            params = [rng.choice(self.scalar_types) for _ in range(nparams)]
            internal = rng.random() < 0.4
            cc = "fastcc " if internal and rng.random() < 0.5 else ""
            self.signatures.append(
                Signature(
                    f"@f{i}",
                    ret,
                    params,
                    ext_attr(rng, ret),
                    [ext_attr(rng, t) for t in params],
                    cc,
                    internal,
                )
            )
        self.leaf = [True] * nfuncs
        funcs: list[Function] = []
        for i in reversed(range(nfuncs)):
            fg = FunctionGen(self, i)
            funcs.append(fg.generate())
            self.leaf[i] = not fg.made_call
        funcs.reverse()
        funcs.append(MainGen(self).generate())
        m.header[:0] = [
            f'target datalayout = "{DATA_LAYOUT}"',
            f'target triple = "{TRIPLE}"',
            "",
            f"{HASH} = internal global i64 -3750763034362895579",
            '@.fmt.call = private unnamed_addr constant [12 x i8] c"%d %016llx\\0A\\00"',
            '@.fmt.sum = private unnamed_addr constant [18 x i8] c"checksum %016llx\\0A\\00"',
        ]
        m.functions = funcs
        self.declare("@printf", "declare i32 @printf(i8*, ...)")
        m.declarations = [self.declarations[k] for k in sorted(self.declarations)]
        return m


# ----------------------------------------------------------------------------------------------- functions


class FunctionBase:
    """Shared machinery: fresh names, the block being filled, the value pool, group emission."""

    def __init__(self, gen: Generator) -> None:
        self.gen = gen
        self.rng = gen.rng
        self.counter = 0
        self.nblocks = 0
        self.blocks: list[Block] = []
        self.cur = self.new_block()
        self.pool: list[tuple[str, str]] = []
        self.buf: list[str] = []

    def fresh(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def new_block(self) -> Block:
        b = Block(f"bb{self.nblocks}")
        self.nblocks += 1
        self.blocks.append(b)
        return b

    def ins(self, text: str) -> str:
        name = self.fresh()
        self.buf.append(f"  {name} = {text}")
        return name

    def stmt(self, text: str) -> None:
        self.buf.append(f"  {text}")

    def end(self, result: str | None, ty: str | None, kind: int = PURE, callee: str | None = None) -> None:
        g = Group(self.buf, result, ty, kind, callee)
        self.buf = []
        self.cur.groups.append(g)
        if result is not None and ty is not None and kind in (PURE, PHI):
            self.pool.append((ty, result))

    def terminate(self, line: str, succs: list[str], alts: list[str] | None = None) -> None:
        self.cur.term = Terminator("  " + line, succs, alts)

    def pick(self, ty: str) -> str:
        """A value of ``ty``: usually a recent pool value, sometimes a constant."""
        cands = [v for t, v in self.pool if t == ty]
        if cands and self.rng.random() < 0.85:
            cands = cands[-10:]
            return cands[min(len(cands) - 1, int(len(cands) * self.rng.random() ** 0.5))]
        return self.gen.const(ty)

    def pool_type(self, types: list[str]) -> str:
        """A type from ``types``, biased towards types that have values in the pool."""
        have = [t for t, _ in self.pool[-20:] if t in types]
        if have and self.rng.random() < 0.7:
            return self.rng.choice(have)
        return self.rng.choice(types)

    # -- conversions used inside groups (they append to the open group)

    def to_i64_pieces(self, ty: str, v: str) -> list[str]:
        """i64 values whose fold covers every bit of ``v`` (NaNs canonicalised)."""
        if is_int(ty):
            w = width(ty)
            if w < 64:
                return [self.ins(f"zext {ty} {v} to i64")]
            if w == 64:
                return [v]
            lo = self.ins(f"trunc {ty} {v} to i64")
            sh = self.ins(f"lshr {ty} {v}, 64")
            hi = self.ins(f"trunc {ty} {sh} to i64")
            return [lo, hi]
        if is_fp(ty):
            bits = FP_BITS[ty]
            ity = f"i{bits}"
            b = self.ins(f"bitcast {ty} {v} to {ity}")
            u = self.ins(f"fcmp uno {ty} {v}, {zero_text(ty)}")
            c = self.ins(f"select i1 {u}, {ity} {signed_text(CANONICAL_NAN_BITS[ty], bits)}, {ity} {b}")
            return self.to_i64_pieces(ity, c)
        n, elt = vec_parts(ty)
        out: list[str] = []
        for k in range(n):
            e = self.ins(f"extractelement {ty} {v}, i32 {k}")
            out.extend(self.to_i64_pieces(elt, e))
        return out

    def fold(self, ty: str, v: str) -> None:
        """A checksum-update group for ``v`` (EFFECT)."""
        pieces = self.to_i64_pieces(ty, v)
        h = self.ins(f"load i64, i64* {HASH}, align 8")
        for p in pieces:
            x = self.ins(f"xor i64 {h}, {p}")
            y = self.ins(f"mul i64 {x}, {FNV_PRIME}")
            s = self.ins(f"lshr i64 {y}, 29")
            h = self.ins(f"xor i64 {y}, {s}")
        self.stmt(f"store i64 {h}, i64* {HASH}, align 8")
        self.end(None, None, EFFECT)

    def convert_int(self, v: str, src: str, dst: str, signed: bool) -> str:
        ws, wd = width(src), width(dst)
        if ws == wd:
            return v
        if ws > wd:
            return self.ins(f"trunc {src} {v} to {dst}")
        return self.ins(f"{'sext' if signed else 'zext'} {src} {v} to {dst}")

    def call_printf(self, fmt: str, n: int, args: list[str], kind: int = EFFECT) -> None:
        p = self.ins(f"getelementptr inbounds [{n} x i8], [{n} x i8]* {fmt}, i64 0, i64 0")
        self.ins(f"call i32 (i8*, ...) @printf(i8* {p}{''.join(', ' + a for a in args)})")
        self.end(None, None, kind)


class FunctionGen(FunctionBase):
    """One ``@fi``: entry with allocas, then a random statement list with nested control flow."""

    def __init__(self, gen: Generator, index: int) -> None:
        super().__init__(gen)
        self.index = index
        self.sig = gen.signatures[index]
        self.name, self.ret, self.params = self.sig.name, self.sig.ret, self.sig.params
        self.callees = [j for j in range(index + 1, len(gen.signatures))]
        self.made_call = False
        self.allocas: list[tuple[str, str, int]] = []
        self.loop_depth = 0
        self.depth = 0
        self.budget = 0
        self._merge: list[str] = []

    def generate(self) -> Function:
        rng = self.rng
        gen = self.gen
        args = []
        sig = self.sig
        for k, t in enumerate(self.params):
            args.append(f"{t} {sig.param_attrs[k]}%a{k}")
            self.pool.append((t, f"%a{k}"))
        linkage = "internal " if sig.internal else ""
        fn = Function(
            self.name, f"define {linkage}{sig.cc}{sig.ret_attr}{self.ret} {self.name}({', '.join(args)})"
        )
        if "mem" in gen.features:
            for k in range(rng.randint(0, 2)):
                elt = rng.choice(gen.scalar_types)
                big = elt in BYTE_SIZE and rng.random() < 0.25
                n = 64 if big else rng.choice((2, 4, 8))
                name = f"%arr{k}"
                self.buf.append(f"  {name} = alloca [{n} x {elt}], align 16")
                if big:  # a large frame object (frame offsets beyond disp8), zeroed by memset
                    p = self.ins(f"bitcast [{n} x {elt}]* {name} to i8*")
                    f = gen.intrinsic("llvm.memset.p0i8.i64", "void", ["i8*", "i8", "i64", "i1"])
                    self.stmt(f"call void {f}(i8* {p}, i8 0, i64 {n * BYTE_SIZE[elt]}, i1 false)")
                for e in range(n if not big else 4):
                    if big:
                        e = rng.randrange(n)
                    p = self.ins(
                        f"getelementptr inbounds [{n} x {elt}], [{n} x {elt}]* {name}, i64 0, i64 {e}"
                    )
                    self.stmt(f"store {elt} {self.pick(elt)}, {elt}* {p}")
                self.allocas.append((name, elt, n))
            if self.buf:
                self.end(None, None, EFFECT)  # the reducer may drop it once nothing uses the allocas
        self.budget = rng.randint(8, 16 + 8 * gen.size)
        self.statements(self.budget)
        tails = [j for j in self.callable() if gen.signatures[j].ret == self.ret]
        if "calls" in gen.features and tails and rng.random() < 0.25:
            # A call in tail position (sibling-call candidate): its value is returned unchanged.
            callee = gen.signatures[rng.choice(tails)]
            r = self.ins(callee.call([self.pick(t) for t in callee.params], tail=rng.random() < 0.7))
            self.made_call = True
            self.end(r, self.ret, PURE, callee=callee.name)
        else:
            r = self.pick(self.ret)
            self.fold(self.ret, r)
        self.terminate(f"ret {self.ret} {r}", [])
        fn.blocks = self.blocks
        return fn

    # -- statement lists

    def statements(self, n: int) -> None:
        while n > 0:
            n -= self.statement(n)

    def statement(self, room: int) -> int:
        """Emit one statement; return the budget it used."""
        rng = self.rng
        f = self.gen.features
        cf_ok = "cf" in f and self.depth < 3 and room >= 4
        r = rng.random()
        if cf_ok and r < 0.10:
            return self.gen_if(room)
        if cf_ok and r < 0.16 and self.loop_depth < 2:
            return self.gen_loop(room)
        if cf_ok and "switch" in f and r < 0.21:
            return self.gen_switch(room)
        choices: list[tuple[int, Callable[[], None]]] = []
        if "int" in f:
            choices += [
                (6, self.int_binop),
                (3, self.int_shift),
                (2, self.int_div),
                (3, self.icmp_select),
                (3, self.int_cast),
            ]
            if "intrinsics" in f:
                choices += [(3, self.int_intrinsic), (2, self.overflow_intrinsic)]
        if self.gen.fp_types:
            choices += [
                (4, self.fp_binop),
                (2, self.fcmp_select),
                (2, self.int_to_fp),
                (2, self.fp_to_int),
                (1, self.fp_to_fp),
                (1, self.bitcast),
            ]
            if "intrinsics" in f:
                choices += [(3, self.fp_intrinsic)]
        if "mem" in f:
            choices += [(3, self.load), (3, self.store), (1, self.mem_intrinsic)]
        if "calls" in f and self.callable():
            choices += [(3, self.call)]
        if self.gen.vec_types:
            choices += [(6, self.vector_op)]
        if self.gen.atomics:
            choices += [(2, self.atomic_op)]
        choices += [(3, self.fold_stmt)]
        total = sum(w for w, _ in choices)
        x = rng.random() * total
        for w, fnc in choices:
            x -= w
            if x < 0:
                fnc()
                return 1
        choices[-1][1]()
        return 1

    def callable(self) -> list[int]:
        if self.loop_depth:
            return [j for j in self.callees if self.gen.leaf[j]]
        return self.callees

    # -- integer statements

    def int_type(self, min_width: int = 1, pow2: bool = False) -> str:
        types = [t for t in self.gen.int_types if width(t) >= min_width and (not pow2 or width(t) % 16 == 0)]
        return self.pool_type(types)

    def int_binop(self) -> None:
        ty = self.int_type()
        op = self.rng.choice(INT_BINOPS)
        r = self.ins(f"{op} {ty} {self.pick(ty)}, {self.pick(ty)}")
        self.end(r, ty)

    def safe_amount(self, ty: str, v: str) -> str:
        w = width(ty)
        if w & (w - 1) == 0:
            return self.ins(f"and {ty} {v}, {w - 1}")
        return self.ins(f"urem {ty} {v}, {w}")

    def int_shift(self) -> None:
        ty = self.int_type(2)
        op = self.rng.choice(("shl", "lshr", "ashr"))
        x = self.pick(ty)
        if self.rng.random() < 0.3:
            amt = str(self.rng.randrange(width(ty)))
        else:
            amt = self.safe_amount(ty, self.pick(ty))
        r = self.ins(f"{op} {ty} {x}, {amt}")
        self.end(r, ty)

    def int_div(self) -> None:
        ty = self.int_type()
        w = width(ty)
        op = self.rng.choice(("udiv", "urem", "sdiv", "srem") if w > 1 else ("udiv", "urem"))
        x, y = self.pick(ty), self.pick(ty)
        one = signed_text(1, w)
        z = self.ins(f"icmp eq {ty} {y}, {zero_text(ty)}")
        if op[0] == "s":
            a = self.ins(f"icmp eq {ty} {x}, {signed_text(1 << (w - 1), w)}")
            b = self.ins(f"icmp eq {ty} {y}, -1")
            c = self.ins(f"and i1 {a}, {b}")
            z = self.ins(f"or i1 {z}, {c}")
        d = self.ins(f"select i1 {z}, {ty} {one}, {ty} {y}")
        r = self.ins(f"{op} {ty} {x}, {d}")
        self.end(r, ty)

    def cond(self) -> str:
        """An i1 condition computed inside the open group."""
        if self.rng.random() < 0.25:
            cands = [v for t, v in self.pool if t == "i1"]
            if cands:
                return self.rng.choice(cands[-6:])
        if self.gen.fp_types and self.rng.random() < 0.25:
            ty = self.pool_type(self.gen.fp_types)
            return self.ins(f"fcmp {self.rng.choice(FCMP_PREDS)} {ty} {self.pick(ty)}, {self.pick(ty)}")
        ty = self.int_type()
        return self.ins(f"icmp {self.rng.choice(ICMP_PREDS)} {ty} {self.pick(ty)}, {self.pick(ty)}")

    def icmp_select(self) -> None:
        c = self.cond()
        ty = self.pool_type(self.gen.scalar_types + self.gen.vec_types)
        r = self.ins(f"select i1 {c}, {ty} {self.pick(ty)}, {ty} {self.pick(ty)}")
        self.end(r, ty)

    def int_cast(self) -> None:
        src = self.int_type()
        dst = self.rng.choice([t for t in self.gen.int_types if t != src])
        r = self.convert_int(self.pick(src), src, dst, self.rng.random() < 0.5)
        self.end(r, dst)

    def int_intrinsic(self) -> None:
        rng = self.rng
        kind = rng.choice(
            ("minmax", "minmax", "abs", "bitcount", "bitcount", "bswap", "bitreverse", "funnel", "sat", "sat")
        )
        if kind == "bswap":
            ty = self.int_type(16, pow2=True)
        else:
            ty = self.int_type(2 if kind in ("abs", "funnel") else 1)
        x = self.pick(ty)
        if kind == "minmax":
            name = rng.choice(("smax", "smin", "umax", "umin"))
            f = self.gen.intrinsic(f"llvm.{name}.{ty}", ty, [ty, ty])
            r = self.ins(f"call {ty} {f}({ty} {x}, {ty} {self.pick(ty)})")
        elif kind == "abs":
            f = self.gen.intrinsic(f"llvm.abs.{ty}", ty, [ty, "i1"])
            r = self.ins(f"call {ty} {f}({ty} {x}, i1 false)")
        elif kind == "bitcount":
            name = rng.choice(("ctpop", "ctlz", "cttz"))
            if name == "ctpop":
                f = self.gen.intrinsic(f"llvm.ctpop.{ty}", ty, [ty])
                r = self.ins(f"call {ty} {f}({ty} {x})")
            else:
                f = self.gen.intrinsic(f"llvm.{name}.{ty}", ty, [ty, "i1"])
                r = self.ins(f"call {ty} {f}({ty} {x}, i1 false)")
        elif kind in ("bswap", "bitreverse"):
            f = self.gen.intrinsic(f"llvm.{kind}.{ty}", ty, [ty])
            r = self.ins(f"call {ty} {f}({ty} {x})")
        elif kind == "funnel":
            name = rng.choice(("fshl", "fshr"))
            f = self.gen.intrinsic(f"llvm.{name}.{ty}", ty, [ty, ty, ty])
            r = self.ins(f"call {ty} {f}({ty} {x}, {ty} {self.pick(ty)}, {ty} {self.pick(ty)})")
        else:
            name = rng.choice(("sadd", "uadd", "ssub", "usub"))
            f = self.gen.intrinsic(f"llvm.{name}.sat.{ty}", ty, [ty, ty])
            r = self.ins(f"call {ty} {f}({ty} {x}, {ty} {self.pick(ty)})")
        self.end(r, ty)

    def overflow_intrinsic(self) -> None:
        name = self.rng.choice(("sadd", "uadd", "ssub", "usub", "smul", "umul"))
        types = [t for t in self.gen.int_types if not (name.endswith("mul") and width(t) > 64)]
        ty = self.pool_type(types)
        sty = f"{{ {ty}, i1 }}"
        f = self.gen.intrinsic(f"llvm.{name}.with.overflow.{ty}", sty, [ty, ty])
        s = self.ins(f"call {sty} {f}({ty} {self.pick(ty)}, {ty} {self.pick(ty)})")
        v = self.ins(f"extractvalue {sty} {s}, 0")
        o = self.ins(f"extractvalue {sty} {s}, 1")
        # Keep both parts: the overflow bit selects between the value and its complement.
        nv = self.ins(f"xor {ty} {v}, -1" if ty != "i1" else f"xor i1 {v}, true")
        r = self.ins(f"select i1 {o}, {ty} {nv}, {ty} {v}")
        self.end(r, ty)

    # -- floating-point statements

    def fp_type(self) -> str:
        return self.pool_type(self.gen.fp_types)

    def fp_binop(self) -> None:
        ty = self.fp_type()
        if self.rng.random() < 0.15:
            r = self.ins(f"fneg {ty} {self.pick(ty)}")
        else:
            op = self.rng.choice(FP_BINOPS)
            r = self.ins(f"{op} {ty} {self.pick(ty)}, {self.pick(ty)}")
        self.end(r, ty)

    def fcmp_select(self) -> None:
        ty = self.fp_type()
        c = self.ins(f"fcmp {self.rng.choice(FCMP_PREDS)} {ty} {self.pick(ty)}, {self.pick(ty)}")
        rty = self.pool_type(self.gen.scalar_types)
        r = self.ins(f"select i1 {c}, {rty} {self.pick(rty)}, {rty} {self.pick(rty)}")
        self.end(r, rty)

    def no_nan(self, ty: str, v: str) -> str:
        u = self.ins(f"fcmp uno {ty} {v}, {zero_text(ty)}")
        return self.ins(f"select i1 {u}, {ty} {zero_text(ty)}, {ty} {v}")

    def fp_intrinsic(self) -> None:
        ty = self.fp_type()
        sfx = FP_SUFFIX[ty]
        name = self.rng.choice(
            (
                "fabs",
                "sqrt",
                "floor",
                "ceil",
                "trunc",
                "rint",
                "nearbyint",
                "round",
                "copysign",
                "minnum",
                "maxnum",
                "fma",
                "fabs",
                "copysign",
                "minnum",
            )
        )
        x = self.pick(ty)
        if name in ("copysign",):
            f = self.gen.intrinsic(f"llvm.{name}.{sfx}", ty, [ty, ty])
            s = self.no_nan(ty, self.pick(ty))
            r = self.ins(f"call {ty} {f}({ty} {x}, {ty} {s})")
        elif name in ("minnum", "maxnum"):
            f = self.gen.intrinsic(f"llvm.{name}.{sfx}", ty, [ty, ty])
            a = self.ins(f"fadd {ty} {x}, {zero_text(ty)}")
            b = self.ins(f"fadd {ty} {self.pick(ty)}, {zero_text(ty)}")
            r = self.ins(f"call {ty} {f}({ty} {a}, {ty} {b})")
        elif name == "fma":
            f = self.gen.intrinsic(f"llvm.fma.{sfx}", ty, [ty, ty, ty])
            r = self.ins(f"call {ty} {f}({ty} {x}, {ty} {self.pick(ty)}, {ty} {self.pick(ty)})")
        else:
            f = self.gen.intrinsic(f"llvm.{name}.{sfx}", ty, [ty])
            r = self.ins(f"call {ty} {f}({ty} {x})")
        self.end(r, ty)

    def int_to_fp(self) -> None:
        src = self.int_type()
        dst = self.fp_type()
        op = self.rng.choice(("sitofp", "uitofp"))
        r = self.ins(f"{op} {src} {self.pick(src)} to {dst}")
        self.end(r, dst)

    def fp_to_int(self) -> None:
        src = self.fp_type()
        dst = self.int_type()
        signed = self.rng.random() < 0.5
        w = width(dst)
        p = FP_PRECISION[src]
        if signed:
            lo, hi = -(1 << (w - 1)), largest_below(w - 1, p)
        else:
            lo, hi = 0, largest_below(w, p)
        x = self.no_nan(src, self.pick(src))
        c1 = self.ins(f"fcmp olt {src} {x}, {fp_text(src, lo)}")
        s1 = self.ins(f"select i1 {c1}, {src} {fp_text(src, lo)}, {src} {x}")
        c2 = self.ins(f"fcmp ogt {src} {s1}, {fp_text(src, hi)}")
        s2 = self.ins(f"select i1 {c2}, {src} {fp_text(src, hi)}, {src} {s1}")
        r = self.ins(f"{'fptosi' if signed else 'fptoui'} {src} {s2} to {dst}")
        self.end(r, dst)

    def fp_to_fp(self) -> None:
        if len(self.gen.fp_types) < 2:
            return self.fp_binop()
        src = self.fp_type()
        dst = self.rng.choice([t for t in self.gen.fp_types if t != src])
        op = "fpext" if FP_RANK[dst] > FP_RANK[src] else "fptrunc"
        r = self.ins(f"{op} {src} {self.pick(src)} to {dst}")
        self.end(r, dst)

    def bitcast(self) -> None:
        ty = self.rng.choice([t for t in self.gen.fp_types if t != "x86_fp80"])
        ity = f"i{FP_BITS[ty]}"
        if self.rng.random() < 0.5:
            b = self.ins(f"bitcast {ity} {self.pick(ity)} to {ty}")
            u = self.ins(f"fcmp uno {ty} {b}, {zero_text(ty)}")
            r = self.ins(f"select i1 {u}, {ty} {fp_text(ty, float('nan'))}, {ty} {b}")
            self.end(r, ty)
        else:
            x = self.pick(ty)
            bits = self.to_i64_pieces(ty, x)[0]
            r = bits if ity == "i64" else self.ins(f"trunc i64 {bits} to {ity}")
            self.end(r, ity)

    # -- memory

    def mem_object(self) -> tuple[str, str, int] | None:
        objs = self.allocas + self.gen.globals
        return self.rng.choice(objs) if objs else None

    def address(self, obj: tuple[str, str, int]) -> str:
        name, elt, n = obj
        if self.rng.random() < 0.3:
            idx = str(self.rng.randrange(n))
        else:
            ity = self.int_type()
            i64 = self.convert_int(self.pick(ity), ity, "i64", False)
            idx = self.ins(f"and i64 {i64}, {n - 1}")
        return self.ins(f"getelementptr inbounds [{n} x {elt}], [{n} x {elt}]* {name}, i64 0, i64 {idx}")

    def load(self) -> None:
        obj = self.mem_object()
        if obj is None:
            return self.int_binop()
        p = self.address(obj)
        r = self.ins(f"load {obj[1]}, {obj[1]}* {p}")
        self.end(r, obj[1])

    def store(self) -> None:
        obj = self.mem_object()
        if obj is None:
            return self.int_binop()
        p = self.address(obj)
        self.stmt(f"store {obj[1]} {self.pick(obj[1])}, {obj[1]}* {p}")
        self.end(None, None, EFFECT)

    def byte_view(self, obj: tuple[str, str, int], first: int) -> str:
        name, elt, n = obj
        p = self.ins(f"getelementptr inbounds [{n} x {elt}], [{n} x {elt}]* {name}, i64 0, i64 {first}")
        return self.ins(f"bitcast {elt}* {p} to i8*")

    def mem_intrinsic(self) -> None:
        """memset/memcpy/memmove over whole elements of byte-sized types (never i7, i33, x86_fp80…:
        their bytes may only be read back through a store of the same type)."""
        objs = [o for o in self.allocas + self.gen.globals if o[1] in BYTE_SIZE]
        if not objs:
            return self.store()
        rng = self.rng
        dst = rng.choice(objs)
        size = BYTE_SIZE[dst[1]]
        first = rng.randrange(dst[2])
        same = [o for o in objs if o[1] == dst[1]]
        kind = rng.choice(("memset", "memcpy", "memmove"))
        if kind == "memset":
            count = rng.randint(1, dst[2] - first)
            p = self.byte_view(dst, first)
            f = self.gen.intrinsic("llvm.memset.p0i8.i64", "void", ["i8*", "i8", "i64", "i1"])
            self.stmt(f"call void {f}(i8* {p}, i8 {self.pick('i8')}, i64 {count * size}, i1 false)")
        else:
            src = rng.choice(same)
            if kind == "memcpy" and src is dst:
                kind = "memmove"
            sfirst = rng.randrange(src[2])
            count = rng.randint(1, min(dst[2] - first, src[2] - sfirst))
            p = self.byte_view(dst, first)
            q = self.byte_view(src, sfirst)
            f = self.gen.intrinsic(f"llvm.{kind}.p0i8.p0i8.i64", "void", ["i8*", "i8*", "i64", "i1"])
            self.stmt(f"call void {f}(i8* {p}, i8* {q}, i64 {count * size}, i1 false)")
        self.end(None, None, EFFECT)

    # -- calls, checksum, atomics

    def call(self) -> None:
        sig = self.gen.signatures[self.rng.choice(self.callable())]
        r = self.ins(sig.call([self.pick(t) for t in sig.params]))
        self.made_call = True
        self.end(r, sig.ret, PURE, callee=sig.name)

    def fold_stmt(self) -> None:
        if not self.pool:
            return self.int_binop()
        ty, v = self.rng.choice(self.pool[-12:])
        self.fold(ty, v)

    def atomic_op(self) -> None:
        name, ty = self.rng.choice(self.gen.atomics)
        rng = self.rng
        order = rng.choice(("seq_cst", "monotonic", "acq_rel", "acquire", "release"))
        kind = rng.random()
        if kind < 0.5:
            op = rng.choice(("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin"))
            r = self.ins(f"atomicrmw {op} {ty}* {name}, {ty} {self.pick(ty)} {order}")
        elif kind < 0.75:
            old = self.ins(f"load atomic {ty}, {ty}* {name} seq_cst, align {width(ty) // 8}")
            new = self.pick(ty)
            exp = old if rng.random() < 0.6 else self.pick(ty)
            s = self.ins(f"cmpxchg {ty}* {name}, {ty} {exp}, {ty} {new} seq_cst seq_cst")
            v = self.ins(f"extractvalue {{ {ty}, i1 }} {s}, 0")
            ok = self.ins(f"extractvalue {{ {ty}, i1 }} {s}, 1")
            okx = self.ins(f"zext i1 {ok} to {ty}")
            r = self.ins(f"add {ty} {v}, {okx}")
        elif kind < 0.9:
            self.stmt(
                f"store atomic {ty} {self.pick(ty)}, {ty}* {name} {rng.choice(('seq_cst', 'release'))}, "
                f"align {width(ty) // 8}"
            )
            r = self.ins(
                f"load atomic {ty}, {ty}* {name} {rng.choice(('seq_cst', 'acquire'))}, align {width(ty) // 8}"
            )
        else:
            self.stmt(f"fence {rng.choice(('seq_cst', 'acq_rel', 'acquire', 'release'))}")
            r = self.ins(f"load {ty}, {ty}* {name}")
        self.end(r, ty)

    # -- vectors

    def vector_op(self) -> None:
        rng = self.rng
        ty = self.pool_type(self.gen.vec_types)
        n, elt = vec_parts(ty)
        k = rng.random()
        if k < 0.25:
            v = self.pick(ty)
            for _ in range(rng.randint(1, 2)):
                v = self.ins(f"insertelement {ty} {v}, {elt} {self.pick(elt)}, i32 {rng.randrange(n)}")
            self.end(v, ty)
        elif k < 0.5:
            if is_int(elt):
                op = rng.choice(INT_BINOPS + ("shl", "lshr", "ashr"))
                b = self.pick(ty)
                if op in ("shl", "lshr", "ashr"):
                    w = width(elt)
                    mask = "<" + ", ".join(f"{elt} {w - 1}" for _ in range(n)) + ">"
                    b = self.ins(f"and {ty} {b}, {mask}")
            else:
                op = rng.choice(("fadd", "fsub", "fmul", "fdiv"))
                b = self.pick(ty)
            r = self.ins(f"{op} {ty} {self.pick(ty)}, {b}")
            self.end(r, ty)
        elif k < 0.7:
            r = self.ins(f"extractelement {ty} {self.pick(ty)}, i32 {rng.randrange(n)}")
            self.end(r, elt)
        elif k < 0.85:
            mask = "<" + ", ".join(f"i32 {rng.randrange(2 * n)}" for _ in range(n)) + ">"
            r = self.ins(f"shufflevector {ty} {self.pick(ty)}, {ty} {self.pick(ty)}, <{n} x i32> {mask}")
            self.end(r, ty)
        else:
            if is_int(elt):
                c = self.ins(f"icmp {rng.choice(ICMP_PREDS)} {ty} {self.pick(ty)}, {self.pick(ty)}")
            else:
                c = self.ins(f"fcmp {rng.choice(FCMP_PREDS)} {ty} {self.pick(ty)}, {self.pick(ty)}")
            r = self.ins(f"select <{n} x i1> {c}, {ty} {self.pick(ty)}, {ty} {self.pick(ty)}")
            self.end(r, ty)

    # -- control flow

    def merge_types(self) -> list[str]:
        k = self.rng.randint(1, 2)
        return [self.pool_type(self.gen.scalar_types + self.gen.vec_types) for _ in range(k)]

    def arm(self, room: int) -> tuple[Block, list[str]]:
        """Statements of one arm in a new block; returns the arm's last block and its merge values."""
        mark = len(self.pool)
        self.statements(room)
        vals = [self.pick(t) for t in self._merge]
        del self.pool[mark:]
        return self.cur, vals

    def join(self, types: list[str], incoming: list[tuple[list[str], str]]) -> Block:
        jb = self.new_block()
        self.cur = jb
        for i, t in enumerate(types):
            g = Group([], self.fresh(), t, PHI)
            g.incoming = [[vals[i], lab] for vals, lab in incoming]
            jb.groups.append(g)
            assert g.result is not None
            self.pool.append((t, g.result))
        return jb

    def gen_if(self, room: int) -> int:
        self.depth += 1
        use = self.rng.randint(2, min(room, 10))
        c = self.cond()
        if self.buf:
            self.end(c, "i1")
        types = self.merge_types()
        saved_merge = self._merge
        self._merge = types
        pre = self.cur
        then_b = self.new_block()
        triangle = self.rng.random() < 0.3
        if triangle:
            pre_vals = [self.pick(t) for t in types]
            self.cur = then_b
            t_end, t_vals = self.arm(use - 1)
            jlabel = f"bb{self.nblocks}"
            pre.term = Terminator(
                f"  br i1 {c}, label %{then_b.label}, label %{jlabel}",
                [then_b.label, jlabel],
                [then_b.label, jlabel],
            )
            t_end.term = Terminator(f"  br label %{jlabel}", [jlabel])
            self.join(types, [(t_vals, t_end.label), (pre_vals, pre.label)])
        else:
            self.cur = then_b
            t_end, t_vals = self.arm((use - 1) // 2)
            else_b = self.new_block()
            self.cur = else_b
            e_end, e_vals = self.arm((use - 1) - (use - 1) // 2)
            pre.term = Terminator(
                f"  br i1 {c}, label %{then_b.label}, label %{else_b.label}",
                [then_b.label, else_b.label],
                [then_b.label, else_b.label],
            )
            jlabel = f"bb{self.nblocks}"
            t_end.term = Terminator(f"  br label %{jlabel}", [jlabel])
            e_end.term = Terminator(f"  br label %{jlabel}", [jlabel])
            self.join(types, [(t_vals, t_end.label), (e_vals, e_end.label)])
        self._merge = saved_merge
        self.depth -= 1
        return use

    def gen_switch(self, room: int) -> int:
        rng = self.rng
        self.depth += 1
        use = rng.randint(3, min(room, 12))
        live = [(t, v) for t, v in self.pool[-16:] if is_int(t) and width(t) >= 2]
        if live:  # a switch on a constant folds away: prefer a computed selector
            ty, sel = rng.choice(live)
        else:
            ty = self.int_type(2)
            sel = self.pick(ty)
        w = width(ty)
        values: list[int] = []
        if w >= 4 and rng.random() < 0.35:  # dense cases: a jump-table candidate
            base = rng.choice((0, 0, 1, rng.randrange(1 << (w - 1))))
            ncases = rng.randint(4, 7)
            values = [(base + k) & ((1 << w) - 1) for k in range(ncases)]
        else:
            ncases = rng.randint(1, 4)
        while len(values) < ncases:
            v = rng.choice((rng.randrange(8), rng.getrandbits(w), rng.randrange(8) + 1 if w > 4 else 1))
            v &= (1 << w) - 1
            if v not in values:
                values.append(v)
        types = self.merge_types()
        saved_merge = self._merge
        self._merge = types
        pre = self.cur
        arms: list[tuple[Block, list[str]]] = []
        labels: list[str] = []
        per = max(1, (use - 1) // (ncases + 1))
        for _ in range(ncases + 1):
            b = self.new_block()
            labels.append(b.label)
            self.cur = b
            arms.append(self.arm(per))
        cases = " ".join(f"{ty} {signed_text(v, w)}, label %{lab}" for v, lab in zip(values, labels[1:]))
        pre.term = Terminator(
            f"  switch {ty} {sel}, label %{labels[0]} [ {cases} ]", list(labels), list(labels)
        )
        jlabel = f"bb{self.nblocks}"
        for end_b, _ in arms:
            end_b.term = Terminator(f"  br label %{jlabel}", [jlabel])
        self.join(types, [(vals, end_b.label) for end_b, vals in arms])
        self._merge = saved_merge
        self.depth -= 1
        return use

    def gen_loop(self, room: int) -> int:
        rng = self.rng
        self.depth += 1
        use = rng.randint(3, min(room, 12))
        if rng.random() < 0.5:
            n = str(rng.randint(1, 8))
        else:
            ity = self.int_type()
            x = self.convert_int(self.pick(ity), ity, "i32", False)
            m = self.ins(f"and i32 {x}, 7")
            n = self.ins(f"add i32 {m}, 1")
            self.end(n, "i32")
        pre = self.cur
        hdr = self.new_block()
        pre.term = Terminator(f"  br label %{hdr.label}", [hdr.label])
        self.cur = hdr
        mark = len(self.pool)
        ctr = Group([], f"%i{self.counter + 1}", "i32", FIXED_PHI)
        self.counter += 1
        hdr.groups.append(ctr)
        accs: list[Group] = []
        for _ in range(rng.randint(1, 2)):
            t = self.pool_type(self.gen.scalar_types)
            g = Group([], self.fresh(), t, PHI)
            g.incoming = [[self.pick(t), pre.label]]
            hdr.groups.append(g)
            accs.append(g)
        for g in accs:
            assert g.result is not None and g.type is not None
            self.pool.append((g.type, g.result))
        self.loop_depth += 1
        self.statements(use - 1)
        self.loop_depth -= 1
        latch = self.cur
        nexts: list[tuple[str, str]] = []
        for g in accs:
            t = g.type
            assert t is not None and g.result is not None
            if is_int(t):
                op = rng.choice(("add", "xor", "mul", "sub"))
            else:
                op = rng.choice(("fadd", "fmul", "fsub"))
            r = self.ins(f"{op} {t} {g.result}, {self.pick(t)}")
            self.end(r, t)
            nexts.append((t, r))
            g.incoming.append([r, latch.label])
        inext = self.ins(f"add i32 {ctr.result}, 1")
        c = self.ins(f"icmp ult i32 {inext}, {n}")
        self.end(None, None, FIXED)
        ctr.incoming = [["0", pre.label], [inext, latch.label]]
        exit_b = self.new_block()
        latch.term = Terminator(
            f"  br i1 {c}, label %{hdr.label}, label %{exit_b.label}",
            [hdr.label, exit_b.label],
            [exit_b.label],
        )
        del self.pool[mark:]
        self.pool.extend(nexts)
        self.cur = exit_b
        self.depth -= 1
        return use


class MainGen(FunctionBase):
    """``@main``: call every function with fixed arguments, print the running checksum, fold the globals."""

    def generate(self) -> Function:
        gen = self.gen
        fn = Function("@main", "define i32 @main()")
        for i, sig in enumerate(gen.signatures):
            for _ in range(2):
                r = self.ins(sig.call([gen.const(t) for t in sig.params]))
                self.end(r, sig.ret, PURE, callee=sig.name)
                self.fold(sig.ret, r)
                h = self.ins(f"load i64, i64* {HASH}, align 8")
                self.call_printf("@.fmt.call", 12, [f"i32 {i}", f"i64 {h}"])
        for name, elt, n in gen.globals:
            for e in range(n):
                p = self.ins(f"getelementptr inbounds [{n} x {elt}], [{n} x {elt}]* {name}, i64 0, i64 {e}")
                v = self.ins(f"load {elt}, {elt}* {p}")
                self.end(v, elt)
                self.fold(elt, v)
        for name, ty in gen.atomics:
            v = self.ins(f"load {ty}, {ty}* {name}")
            self.end(v, ty)
            self.fold(ty, v)
        h = self.ins(f"load i64, i64* {HASH}, align 8")
        self.call_printf("@.fmt.sum", 18, [f"i64 {h}"], FIXED)  # reproducers always print a line
        self.terminate("ret i32 0", [])
        fn.blocks = self.blocks
        return fn


def generate(seed: int, features: Iterable[str] = DEFAULT_FEATURES, size: int = 1) -> Module:
    """The program for ``seed``: a pure function of the arguments."""
    return Generator(seed, features, size).generate()


def generate_text(seed: int, features: Iterable[str] = DEFAULT_FEATURES, size: int = 1) -> str:
    return generate(seed, features, size).render()
