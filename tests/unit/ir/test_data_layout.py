"""DataLayout: string parsing and errors (vs llvm-as), sizes, alignments and struct layouts (vs llc-14).

The layout oracle: for each type T, llc-14 lowers ``ptrtoint (gep (T, null, 1))`` (alloc size),
``ptrtoint (gep ({i8, T}, null, 0, 1))`` (ABI alignment) and struct member GEPs to constants, and
prints ``.p2align``/``.size`` for ``global T zeroinitializer`` (preferred global alignment).
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from pyllc.ir.context import Context
from pyllc.ir.data_layout import DataLayout, DataLayoutError, MM_ELF, MM_MachO, MM_WinCOFFX86
from pyllc.ir.types import Type

LLC = shutil.which("llc-14")
LLVM_AS = shutil.which("llvm-as-14") or shutil.which("llvm-as")

X86_64 = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
I686 = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"

# triple -> datalayout string clang-14 writes for it
TARGETS = {
    "x86_64-linux-gnu": X86_64,
    "i686-linux-gnu": I686,
    "aarch64-linux-gnu": "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128",
    "riscv64-unknown-elf": "e-m:e-p:64:64-i64:64-i128:128-n64-S128",
    "riscv32-unknown-elf": "e-m:e-p:32:32-i64:64-n32-S128",
    "powerpc64le-linux-gnu": "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512",
    "bpfel": "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128",
    "mips-linux-gnu": "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64",
    "i686-pc-windows-msvc": "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32",
}

TYPES = [
    "i1",
    "i8",
    "i16",
    "i24",
    "i32",
    "i48",
    "i64",
    "i65",
    "i128",
    "i256",
    "half",
    "bfloat",
    "float",
    "double",
    "x86_fp80",
    "fp128",
    "i8*",
    "i32 addrspace(270)*",
    "[3 x i8]",
    "[5 x i32]",
    "[2 x x86_fp80]",
    "[0 x i64]",
    "<2 x i32>",
    "<4 x float>",
    "<3 x float>",
    "<8 x i64>",
    "<3 x i8>",
    "<16 x i8>",
    "<4 x double>",
    "<1 x i128>",
    "{ i8, i32, i8 }",
    "<{ i8, i32, i8 }>",
    "{ i8, double }",
    "{ i8, x86_fp80 }",
    "{ i8, i128 }",
    "{ i16, [3 x i8] }",
    "{ i8, <4 x float> }",
    "{ i64, i8, { i8, i16 }, i32 }",
    "{ double, i8 }",
    "{ i8, { i8, i32 }, i8 }",
    "{ i8, <{ i8, i32 }> }",
    "[2 x { i32, i8 }]",
    "{ i8*, i8, i8* }",
    "{ i1, i64, i1 }",
    "{ [0 x i8], i32 }",
    "{ i32, [0 x i8] }",
    "{ i8, <3 x i16> }",
    "{ float, x86_fp80, i8 }",
    "{ [5 x i8] }",
    "{ <2 x i8>, i8 }",
]


class _TypeParser:
    """Just enough of LLVM's type syntax for the tables above."""

    TOKEN = re.compile(r"\s*(addrspace\(\d+\)|<\{|\}>|[a-z_0-9]+|[{}\[\]<>,*])")

    def __init__(self, ctx: Context, text: str) -> None:
        self.ctx = ctx
        self.toks = self.TOKEN.findall(text)
        self.i = 0

    def peek(self) -> str:
        return self.toks[self.i] if self.i < len(self.toks) else ""

    def take(self) -> str:
        t = self.toks[self.i]
        self.i += 1
        return t

    def parse(self) -> Type:
        t = self.take()
        c = self.ctx
        if t.startswith("i") and t[1:].isdigit():
            ty = c.int_type(int(t[1:]))
        elif t in ("half", "bfloat", "float", "double", "x86_fp80", "fp128"):
            ty = getattr(c, t + "_ty")
        elif t == "[":
            n = int(self.take())
            assert self.take() == "x"
            e = self.parse()
            assert self.take() == "]"
            ty = c.array_type(e, n)
        elif t == "<":
            n = int(self.take())
            assert self.take() == "x"
            e = self.parse()
            assert self.take() == ">"
            ty = c.vector_type(e, n)
        elif t in ("{", "<{"):
            elems: list[Type] = []
            end = "}" if t == "{" else "}>"
            while self.peek() != end:
                elems.append(self.parse())
                if self.peek() == ",":
                    self.take()
            self.take()
            ty = c.struct_type(tuple(elems), packed=t == "<{")
        else:
            raise AssertionError(t)
        while self.peek().startswith("addrspace") or self.peek() == "*":
            asp = 0
            if self.peek().startswith("addrspace"):
                asp = int(self.take()[10:-1])
            assert self.take() == "*"
            ty = c.pointer_type(ty, asp)
        return ty


def _ty(ctx: Context, text: str) -> Type:
    return _TypeParser(ctx, text).parse()


def _oracle(triple: str) -> dict[str, int]:
    lines: list[str] = []
    for k, t in enumerate(TYPES):
        lines.append(f"@sz{k} = global i64 ptrtoint ({t}* getelementptr ({t}, {t}* null, i32 1) to i64)")
        lines.append(
            f"@al{k} = global i64 ptrtoint ({t}* getelementptr ({{i8, {t}}}, {{i8, {t}}}* null, i32 0, i32 1) to i64)"
        )
        if not t.startswith("[0") and "[0" not in t or t.startswith("{ i32, [0"):
            lines.append(f"@pa{k} = global {t} zeroinitializer")
        if t.startswith(("{", "<{")):
            for i, m in enumerate(_ty(Context(), t).params or ()):
                lines.append(
                    f"@of{k}_{i} = global i64 ptrtoint ({m}* getelementptr ({t}, {t}* null, i32 0, i32 {i}) to i64)"
                )
    src = "\n".join(lines) + "\n"
    asm = subprocess.run(
        [LLC, f"-mtriple={triple}", "-o", "-"], input=src, capture_output=True, text=True, check=True
    ).stdout
    out: dict[str, int] = {}
    label = None
    pending_align = None
    for line in asm.splitlines():
        s = line.strip()
        m = re.match(r"\.p2align\s+(\d+)", s)
        if m:
            pending_align = int(m.group(1))
            continue
        m = re.match(r"^_?([a-z]+\d+(?:_\d+)?):", s)
        if m:
            label = m.group(1)
            out["p2:" + label] = pending_align or 0
            pending_align = None
            continue
        m = re.match(r"\.(?:quad|xword|8byte)\s+\(?(?:0\+)?(\d+)\)?", s)
        if m and label:
            out[label] = int(m.group(1))
            label = None
            continue
        m = re.match(r"\.size\s+(\w+),\s*(\d+)", s)
        if m:
            out["size:" + m.group(1)] = int(m.group(2))
    return out


@pytest.mark.skipif(not LLC, reason="needs llc-14 as the layout oracle")
@pytest.mark.parametrize("triple", sorted(TARGETS))
def test_layout_matches_llc(triple: str) -> None:
    ctx = Context()
    dl = DataLayout(TARGETS[triple])
    want = _oracle(triple)
    checked = 0
    for k, t in enumerate(TYPES):
        ty = _ty(ctx, t)
        assert dl.get_type_alloc_size(ty) == want[f"sz{k}"], (t, "alloc size")
        assert dl.get_abi_type_align(ty) == want[f"al{k}"], (t, "abi align")
        if f"p2:pa{k}" in want and dl.get_type_alloc_size(ty):
            assert 1 << want[f"p2:pa{k}"] == dl.get_preferred_align(ty), (t, "global align")
        if f"size:pa{k}" in want:
            assert dl.get_type_alloc_size(ty) == want[f"size:pa{k}"], (t, "global size")
        if ty.params and ty.tid == 16:
            layout = dl.get_struct_layout(ty)
            for i in range(len(ty.params)):
                assert layout.member_offsets[i] == want[f"of{k}_{i}"], (t, i)
        checked += 1
    assert checked == len(TYPES)


def test_x86_64_known_values() -> None:
    ctx = Context()
    dl = DataLayout(X86_64)
    assert dl.is_little_endian() and dl.mangling_mode == MM_ELF
    assert dl.get_private_global_prefix() == ".L" and dl.get_global_prefix() == ""
    assert dl.get_pointer_size_in_bits(0) == 64 and dl.get_pointer_size_in_bits(270) == 32
    assert dl.get_pointer_abi_alignment(271) == 4 and dl.get_pointer_size(5) == 8
    assert dl.get_index_size_in_bits(272) == 64
    assert dl.legal_int_widths == [8, 16, 32, 64] and dl.is_legal_integer(32) and not dl.is_legal_integer(128)
    assert dl.get_largest_legal_int_width() == 64 and dl.get_smallest_legal_int_width(17) == 32
    assert dl.get_stack_alignment() == 16
    f80 = ctx.x86_fp80_ty
    assert dl.get_type_size_in_bits(f80) == 80 and dl.get_type_store_size(f80) == 10
    assert dl.get_type_alloc_size(f80) == 16 and dl.get_abi_type_align(f80) == 16
    i128 = ctx.int_type(128)
    assert dl.get_abi_type_align(i128) == 8 and dl.get_type_alloc_size(i128) == 16
    s = _ty(ctx, "{ i8, i32, i8 }")
    lay = dl.get_struct_layout(s)
    assert lay.member_offsets == (0, 4, 8) and lay.size == 12 and lay.alignment == 4 and lay.is_padded
    p = _ty(ctx, "<{ i8, i32, i8 }>")
    assert dl.get_struct_layout(p).member_offsets == (0, 1, 5) and dl.get_abi_type_align(p) == 1
    assert dl.get_pref_type_align(p) == 8  # aggregate preferred alignment
    assert dl.get_type_alloc_size(_ty(ctx, "<3 x float>")) == 16
    assert dl.get_indexed_offset_in_type(s, [1, 2]) == 20
    assert dl.get_indexed_offset_in_type(_ty(ctx, "[4 x { i32, i8 }]"), [0, 2, 1]) == 20
    assert lay.get_element_containing_offset(5) == 1 and lay.get_element_containing_offset(8) == 2
    assert dl.get_preferred_align(_ty(ctx, "[40 x i8]")) == 16 and dl.get_preferred_align(ctx.i8) == 1
    assert dl.get_preferred_align(_ty(ctx, "[40 x i8]"), explicit_align=1) == 1
    assert dl.get_preferred_align(ctx.i64, explicit_align=2) == 8


def test_defaults_and_other_manglings() -> None:
    ctx = Context()
    d = DataLayout("")
    assert d.get_pointer_size_in_bits() == 64 and d.get_abi_type_align(ctx.i64) == 4
    assert d.get_pref_type_align(ctx.i64) == 8 and d.get_abi_type_align(ctx.double_ty) == 8
    assert d.get_abi_type_align(ctx.x86_fp80_ty) == 16  # no f80 entry: next power of two of 10 bytes
    assert d.get_largest_legal_int_width() == 0 and d.get_private_global_prefix() == ""
    m = DataLayout("e-m:o-i64:64")
    assert (
        m.mangling_mode == MM_MachO and m.get_global_prefix() == "_" and m.get_private_global_prefix() == "L"
    )
    assert m.get_linker_private_global_prefix() == "l"
    w = DataLayout(TARGETS["i686-pc-windows-msvc"])
    assert w.mangling_mode == MM_WinCOFFX86 and w.get_global_prefix() == "_"
    big = DataLayout("E-p:32:32-ni:2:3-A5-P1-G4-Fn16")
    assert big.is_big_endian() and big.non_integral_address_spaces == [2, 3] and big.alloca_addr_space == 5
    assert big.program_addr_space == 1 and big.default_globals_addr_space == 4 and big.function_ptr_align == 2
    assert big.get_pointer_size_in_bits() == 32
    assert DataLayout("p:64:64:64:32").get_index_size_in_bits() == 32
    assert DataLayout("p:47:64").get_pointer_size(0) == 6


BAD = [
    ("x", "Unknown specifier in datalayout string"),
    ("e-p:32", "Missing alignment specification for pointer in datalayout string"),
    ("i", "Missing alignment specification in datalayout string"),
    ("i64:65", "number of bits must be a byte width multiple"),
    ("e-i64:64:32", "Preferred alignment cannot be less than the ABI alignment"),
    ("m", "Expected mangling specifier in datalayout string"),
    ("n8:0", "Zero width native integer type in datalayout string"),
    ("S3", "number of bits must be a byte width multiple"),
    ("Fx8", "Unknown function pointer alignment type in datalayout string"),
    ("ni:0", "Address space 0 can never be non-integral"),
    ("e-", "Trailing separator in datalayout string"),
    ("-e", "Expected token before separator in datalayout string"),
    ("i16777216:8", "Invalid bit width, must be a 24bit integer"),
    ("p16777216:64:64", "Invalid address space, must be a 24bit integer"),
    ("p:0:64", "Invalid pointer size of 0 bytes"),
    ("i64:abc", "not a number, or does not fit in an unsigned int"),
    ("p:64:48", "Pointer ABI alignment must be a power of 2"),
    ("a8:8", "Sized aggregate specification in datalayout string"),
    ("i8:0", "ABI alignment specification must be >0 for non-aggregate types"),
    ("S24", "Alignment is neither 0 nor a power of 2"),
    ("P16777216", "Invalid address space, must be a 24-bit integer"),
    ("n8:16:", "Trailing separator in datalayout string"),
    ("m:e:x", "Unknown mangling specifier in datalayout string"),
    ("me:e", "Unexpected trailing characters after mangling specifier in datalayout string"),
    ("m:q", "Unknown mangling in datalayout string"),
    ("p:64:64:64:0", "Invalid index size of 0 bytes"),
    ("i8:24", "Invalid ABI alignment, must be a power of 2"),
    ("i8:8:24", "Invalid preferred alignment, must be a power of 2"),
]
GOOD = [
    "p:64:64:64:64:64",
    "m:x",
    "e-e",
    "p:48:64",
    "a:8",
    "a0:8",
    "i0:8",
    "v64:8:16:7",
    "A5",
    "P1",
    "G1",
    "Fi8",
    "Fn8",
    "ni:1:2",
    "Ek",
    "i8:8:8:8",
    "s:8",
    "S0",
    "i8:131072",
    X86_64,
    I686,
]


@pytest.mark.parametrize("text,message", BAD)
def test_errors(text: str, message: str) -> None:
    with pytest.raises(DataLayoutError) as ei:
        DataLayout(text)
    assert str(ei.value) == message


@pytest.mark.parametrize("text", GOOD)
def test_accepted(text: str) -> None:
    DataLayout(text)


@pytest.mark.skipif(not LLVM_AS, reason="needs llvm-as (LLVM 14) as the oracle")
def test_errors_and_acceptance_match_llvm_as() -> None:
    for text, message in BAD:
        r = subprocess.run(
            [LLVM_AS, "-", "-o", "/dev/null"],
            input=f'target datalayout = "{text}"\n',
            capture_output=True,
            text=True,
        )
        assert r.returncode != 0 and message in r.stderr, (text, r.stderr)
    for text in GOOD:
        r = subprocess.run(
            [LLVM_AS, "-", "-o", "/dev/null"],
            input=f'target datalayout = "{text}"\n',
            capture_output=True,
            text=True,
        )
        assert r.returncode == 0, (text, r.stderr)
