"""The IR builder (pyllc/ir/builder.py): modules built in memory pass the verifier, print as .ll that llvm-as-16
(opaque pointers) and llvm-as-14 (typed pointers) accept, compile with pyllc's pipeline without a text round
trip, and, linked by gcc with a C driver, compute what the C driver expects.  Where llc-14 is present the
printed module is also compiled by it and must print the same."""

from __future__ import annotations

import math
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.ir import builder as ir
from pyllc.ir.verifier import verify_module
from pyllc.support.diagnostics import DiagnosticError

TRIPLE = "x86_64-unknown-linux-gnu"
NATIVE = sys.platform == "linux" and platform.machine() == "x86_64" and shutil.which("gcc") is not None
LLVM_AS_16 = shutil.which("llvm-as-16")
LLVM_AS_14 = shutil.which("llvm-as-14")
LLC_14 = shutil.which("llc-14")

i1, i8, i32, i64 = ir.IntType(1), ir.IntType(8), ir.IntType(32), ir.IntType(64)
f64, f32 = ir.DoubleType(), ir.FloatType()
ptr = ir.PointerType()


def compile_in_memory(module: ir.Module, out: Path, *flags: str) -> None:
    """The module through pyllc's llc pipeline as it is in memory (no IR text)."""
    from pyllc.support.command_line import parse_args
    from pyllc.tools.llc import all_options, compile_module

    args = parse_args("pyllc", ["-o", str(out), *flags], all_options())
    assert compile_module(args, module, module.name, "-") == 0


def check_llvm_as(module: ir.Module, tmp_path: Path) -> None:
    text = str(module)
    tool = LLVM_AS_16 if module.opaque_pointers else LLVM_AS_14
    if tool is None:
        return
    src = tmp_path / "m.ll"
    src.write_text(text)
    r = subprocess.run([tool, str(src), "-o", os.devnull], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr + text


def run_with_driver(module: ir.Module, driver_c: str, tmp_path: Path, opt: str = "-O2") -> str:
    """Verify, print and check the module; compile it with pyllc (and llc-14 if present), link each with the
    C driver, run; the output of the pyllc build (checked equal to the llc-14 build's)."""
    verify_module(module)
    check_llvm_as(module, tmp_path)
    if not NATIVE:
        pytest.skip("needs gcc on x86-64 Linux")
    drv = tmp_path / "driver.c"
    drv.write_text(driver_c)
    outputs: list[str] = []
    builds = [("pyllc", None)] + ([("llc14", LLC_14)] if LLC_14 else [])
    for tag, llc in builds:
        asm = tmp_path / f"{tag}.s"
        if llc is None:
            compile_in_memory(module, asm, opt)
        else:
            ll = tmp_path / "m.ll"
            ll.write_text(str(module))
            opaque = ["-opaque-pointers"] if module.opaque_pointers else []
            subprocess.run([llc, opt, *opaque, str(ll), "-o", str(asm)], check=True)
        exe = tmp_path / tag
        subprocess.run(["gcc", "-no-pie", str(drv), str(asm), "-o", str(exe), "-lm"], check=True)
        r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)
        assert r.returncode == 0, r.stderr
        outputs.append(r.stdout)
    if len(outputs) == 2:
        assert outputs[0] == outputs[1]
    return outputs[0]


def new_module(opaque_pointers: bool = True) -> ir.Module:
    return ir.Module("test", triple=TRIPLE, opaque_pointers=opaque_pointers)


# ------------------------------------------------------------------------------------------- programs
def build_factorial(m: ir.Module) -> ir.Function:
    """i64 fact(i64 n): a loop whose counter and product are phis."""
    f = ir.Function(m, ir.FunctionType(i64, [i64]), "fact", arg_names=("n",))
    entry, loop, done = (
        f.append_basic_block("entry"),
        f.append_basic_block("loop"),
        f.append_basic_block("done"),
    )
    b = ir.IRBuilder(entry)
    small = b.icmp_signed("<", f.args[0], 2, "small")
    b.cbranch(small, done, loop)
    b.position_at_end(loop)
    i = b.phi(i64, "i")
    acc = b.phi(i64, "acc")
    acc_next = b.mul(acc, i, "acc", flags=("nsw",))
    i_next = b.add(i, 1, "i")
    i.add_incoming(ir.Constant(i64, 2), entry)
    i.add_incoming(i_next, loop)
    acc.add_incoming(ir.Constant(i64, 1), entry)
    acc.add_incoming(acc_next, loop)
    b.cbranch(b.icmp_signed(">", i_next, f.args[0]), done, loop)
    b.position_at_end(done)
    r = b.phi(i64, "r")
    r.add_incoming(1, entry)
    r.add_incoming(acc_next, loop)
    b.ret(r)
    return f


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_factorial_phi_loop(tmp_path: Path, opt: str) -> None:
    m = new_module()
    build_factorial(m)
    driver = '#include <stdio.h>\nlong fact(long);\nint main(void){for(long n=0;n<=20;n++)printf("%ld\\n",fact(n));}\n'
    out = run_with_driver(m, driver, tmp_path, opt)
    assert out.split() == [str(math.factorial(n)) for n in range(21)]


def test_switch(tmp_path: Path) -> None:
    m = new_module()
    f = ir.Function(m, ir.FunctionType(i32, [i32]), "classify", arg_names=("x",))
    entry = f.append_basic_block("entry")
    b = ir.IRBuilder(entry)
    other = f.append_basic_block("other")
    sw = b.switch(f.args[0], other)
    results = {0: 100, 1: 101, 7: 107, -3: 97, 1000: 42}
    for value, result in results.items():
        bb = f.append_basic_block(f"case{value}")
        sw.add_case(value, bb)
        with b.goto_block(bb):
            b.ret(result)
    # the default: an internal fastcc helper, called with its convention
    helper = ir.Function(
        m, ir.FunctionType(i32, [i32]), "negate", linkage="internal", calling_convention="fastcc"
    )
    with b.goto_block(helper.append_basic_block("entry")):
        b.ret(b.neg(helper.args[0]))
    b.position_at_end(other)
    b.ret(b.call(helper, [f.args[0]], "n", tail=True))
    assert "%n = tail call fastcc i32 @negate(i32 %x)" in str(m)
    driver = (
        "#include <stdio.h>\nint classify(int);\n"
        'int main(void){int v[]={0,1,7,-3,1000,5,-9};for(int i=0;i<7;i++)printf("%d\\n",classify(v[i]));}\n'
    )
    out = run_with_driver(m, driver, tmp_path)
    assert out.split() == ["100", "101", "107", "97", "42", "-5", "9"]


def build_point(m: ir.Module) -> None:
    """struct point { int x; int y; double w; }: scale(p, k) scales x and y by k and returns x+y+(int)w."""
    point = ir.IdentifiedStructType(m, "struct.point", [i32, i32, f64])
    pp = m.pointer_to(point)
    f = ir.Function(m, ir.FunctionType(i32, [pp, i32]), "scale", arg_names=("p", "k"))
    f.args[0].add_attribute("nocapture")
    f.add_attribute("nounwind")
    b = ir.IRBuilder(f.append_basic_block("entry"))
    p, k = f.args
    src = None if not m.opaque_pointers else point
    px = b.gep(p, [0, 0], inbounds=True, name="px", source_etype=src)
    py = b.gep(p, [0, 1], inbounds=True, name="py", source_etype=src)
    pw = b.gep(p, [0, 2], inbounds=True, name="pw", source_etype=src)
    x = b.mul(b.load(px, "x", align=4, typ=i32), k)
    y = b.mul(b.load(py, "y", align=4, typ=i32), k)
    b.store(x, px, align=4)
    b.store(y, py, align=4)
    w = b.fptosi(b.load(pw, "w", typ=f64), i32, "wi")
    # the struct as a first-class value too: extractvalue/insertvalue round trip
    agg = b.load(p, "agg", typ=point)
    agg = b.insert_value(agg, b.add(b.extract_value(agg, 0), 0), 0)
    b.ret(b.add(b.add(b.extract_value(agg, 0, "x2"), y), w, "sum"))


@pytest.mark.parametrize("opaque", [True, False], ids=["opaque", "typed"])
def test_struct_by_pointer(tmp_path: Path, opaque: bool) -> None:
    m = new_module(opaque_pointers=opaque)
    build_point(m)
    text = str(m)
    assert "%struct.point = type { i32, i32, double }" in text
    assert ("ptr nocapture %p" if opaque else "%struct.point* nocapture %p") in text
    driver = (
        "#include <stdio.h>\nstruct point{int x;int y;double w;};\nint scale(struct point*,int);\n"
        'int main(void){struct point p={3,-4,7.9};int r=scale(&p,5);printf("%d %d %d\\n",r,p.x,p.y);}\n'
    )
    assert run_with_driver(m, driver, tmp_path).split() == [str(15 - 20 + 7), "15", "-20"]


def test_varargs_printf_and_globals(tmp_path: Path) -> None:
    m = new_module()
    printf = ir.Function(m, ir.FunctionType(i32, [ptr], var_arg=True), "printf")
    counter = ir.GlobalVariable(m, i64, "counter", initializer=40, align=8)
    table = ir.GlobalVariable(
        m, ir.ArrayType(i32, 4), "table", initializer=[10, 20, 30, 40], constant=True, linkage="internal"
    )
    table.unnamed_addr = 2
    # a constant expression: a pointer to table[2], itself a global
    third = ir.GlobalVariable(m, ptr, "third", initializer=table.gep([0, 2], inbounds=True))
    f = ir.Function(m, ir.FunctionType(i32, []), "report")
    b = ir.IRBuilder(f.append_basic_block("entry"))
    c = b.add(b.load(counter, "c", typ=i64), 2, "c")
    b.store(c, counter)
    t = b.load(b.load(third, "t.ptr", typ=ptr), "t", typ=i32)
    half = ir.Constant(f32, 0.5)
    fmt = b.global_string_ptr("counter=%ld third=%d half=%.2f s=%s c=%c\n", "fmt")
    n = b.call(
        printf,
        [fmt, c, t, b.fpext(half, f64), b.global_string_ptr("text", "s"), ir.Constant(i32, ord("Z"))],
        "n",
    )
    b.ret(n)
    text = str(m)
    assert "@third = global ptr getelementptr inbounds ([4 x i32], ptr @table, i32 0, i32 2)" in text
    assert "call i32 (ptr, ...) @printf(ptr @fmt, i64 %c1" in text
    driver = (
        "#include <stdio.h>\nint report(void);\nextern long counter;\n"
        'int main(void){int n=report();printf("%d %ld\\n",n,counter);}\n'
    )
    line1 = "counter=42 third=30 half=0.50 s=text c=Z\n"
    assert run_with_driver(m, driver, tmp_path) == line1 + f"{len(line1)} 42\n"


def test_float_math(tmp_path: Path) -> None:
    m = new_module()
    sqrt = ir.Function(m, ir.FunctionType(f64, [f64]), "sqrt")
    f = ir.Function(m, ir.FunctionType(f64, [f64, f64]), "hypot_ish", arg_names=("a", "b"))
    b = ir.IRBuilder(f.append_basic_block("entry"))
    a, c = f.args
    s = b.fadd(b.fmul(a, a), b.fmul(c, c), "s")
    r = b.call(sqrt, [s], "r")
    neg = b.fcmp_ordered("<", a, 0.0, "neg")
    b.ret(b.select(neg, b.fneg(r), r))
    g = ir.Function(m, ir.FunctionType(f32, [i32, f32]), "mix", arg_names=("n", "x"))
    b.position_at_end(g.append_basic_block("entry"))
    q = b.fdiv(b.sitofp(g.args[0], f32), g.args[1], "q")
    rem = b.frem(q, ir.Constant(f32, 3.0), "rem")
    nan = b.fcmp_unordered("uno", rem, rem, "nan")
    b.ret(b.select(nan, ir.Constant(f32, -1.0), b.fsub(rem, 0.25)))
    driver = (
        "#include <stdio.h>\ndouble hypot_ish(double,double);float mix(int,float);\n"
        'int main(void){printf("%.6f %.6f %.4f %.4f\\n",hypot_ish(3,4),hypot_ish(-6,8),mix(22,2.0f),mix(1,0.0f));}\n'
    )
    q1 = 22 / 2.0
    assert run_with_driver(m, driver, tmp_path).split() == [
        "5.000000",
        "-10.000000",
        f"{math.fmod(q1, 3.0) - 0.25:.4f}",
        "-1.0000",
    ]


def test_casts_bitwise_and_alloca(tmp_path: Path) -> None:
    m = new_module()
    f = ir.Function(m, ir.FunctionType(i64, [i8, i64]), "mash", arg_names=("c", "x"))
    b = ir.IRBuilder(f.append_basic_block("entry"))
    c, x = f.args
    slot = b.alloca(i64, name="slot", align=8)
    b.store(ir.Constant(i64, 0), slot)
    s = b.sext(c, i64, "s")
    z = b.zext(c, i64, "z")
    v = b.xor(b.shl(s, 8), b.or_(z, b.and_(x, 0xF0)))
    v = b.add(v, b.lshr(x, 60))
    v = b.add(v, b.ashr(b.not_(x), 62))
    v = b.add(v, b.udiv(x, 3))
    v = b.add(v, b.sext(b.srem(b.trunc(x, i32), ir.Constant(i32, 7)), i64))
    v = b.add(v, b.urem(x, 10))
    b.store(v, slot)
    addr = b.ptrtoint(slot, i64, "addr")
    back = b.inttoptr(addr, ptr, "back")
    b.ret(b.load(back, "r", typ=i64))
    driver = (
        "#include <stdio.h>\nlong mash(signed char,long);\n"
        'int main(void){printf("%ld %ld\\n",mash(-2,0x123456789abL),mash(100,-77));}\n'
    )

    def mash(c: int, x: int) -> int:
        u = x & (2**64 - 1)
        v = (c << 8) ^ ((c & 0xFF) | (x & 0xF0))
        v += u >> 60
        v += (~x) >> 62
        v += u // 3
        t = (x + 2**31) % 2**32 - 2**31
        v += int(math.fmod(t, 7))
        v += u % 10
        return (v + 2**63) % 2**64 - 2**63

    assert run_with_driver(m, driver, tmp_path).split() == [str(mash(-2, 0x123456789AB)), str(mash(100, -77))]


def test_if_then_else_and_positions(tmp_path: Path) -> None:
    m = new_module()
    f = ir.Function(m, ir.FunctionType(i32, [i32]), "clamp", arg_names=("x",))
    b = ir.IRBuilder(f.append_basic_block("entry"))
    with b.goto_entry_block():
        slot = b.alloca(i32, name="r")
    b.store(f.args[0], slot)
    with b.if_then(b.icmp_signed(">", f.args[0], 10)):
        b.store(ir.Constant(i32, 10), slot)
    with b.if_else(b.icmp_signed("<", f.args[0], 0)) as (then, otherwise):
        with then:
            b.store(ir.Constant(i32, 0), slot)
        with otherwise:
            b.store(b.add(b.load(slot, typ=i32), 1000), slot)
    ret = b.ret(b.load(slot, "v", typ=i32))
    b.position_before(ret)
    b.add(f.args[0], 1, "dead")
    assert f.blocks[-1].instructions[-2].name == "dead"
    driver = '#include <stdio.h>\nint clamp(int);\nint main(void){printf("%d %d %d\\n",clamp(-5),clamp(7),clamp(99));}\n'
    assert run_with_driver(m, driver, tmp_path).split() == ["0", "1007", "1010"]


# ------------------------------------------------------------------------------------------- printing, errors
def test_types_and_constants_print() -> None:
    m = new_module()
    node = m.get_identified_type("node")
    ir.set_struct_body(node, [i32, ptr])
    ir.GlobalVariable(m, node, "n0", initializer=[1, None])
    ir.GlobalVariable(m, ir.VectorType(i32, 4), "v", initializer=[1, 2, 3, 4])
    ir.GlobalVariable(m, ir.LiteralStructType([i8, i64], packed=True), "pk", initializer=[1, 2])
    ir.GlobalVariable(m, ir.ArrayType(i64, 8), "zeros", initializer=ir.zeroinitializer(ir.ArrayType(i64, 8)))
    ir.GlobalVariable(m, f64, "d", initializer=0.1, constant=True)
    ir.GlobalVariable(m, i64, "addr", initializer=ir.const_ptrtoint(m.get_global("v"), i64))  # type: ignore[arg-type]
    ir.GlobalVariable(m, ptr, "undef", initializer=ir.undef(ptr), linkage="internal")
    ir.GlobalVariable(m, i32, "ext")
    ir.GlobalVariable(m, i32, "tls", initializer=0, thread_local=True, section=".tbss.x")
    f = ir.Function(
        m, ir.FunctionType(ir.VoidType(), []), "f", linkage="internal", calling_convention="fastcc"
    )
    ir.IRBuilder(f.append_basic_block()).ret_void()
    ir.GlobalVariable(m, ir.ArrayType(ir.PointerType(), 2), "same", initializer=[f, ir.null(ptr)])
    text = str(m)
    for line in (
        "%node = type { i32, ptr }",
        "@n0 = global %node { i32 1, ptr null }",
        "@v = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>",
        "@pk = global <{ i8, i64 }> <{ i8 1, i64 2 }>",
        "@zeros = global [8 x i64] zeroinitializer",
        "@d = constant double 1.000000e-01",
        "@addr = global i64 ptrtoint (ptr @v to i64)",
        "@undef = internal global ptr undef",
        "@ext = external global i32",
        '@tls = thread_local global i32 0, section ".tbss.x"',
        "define internal fastcc void @f() {",
        "@same = global [2 x ptr] [ptr @f, ptr null]",
    ):
        assert line in text, line
    verify_module(m)
    assert f.calling_convention == "fastcc" and f.linkage == 7


@pytest.mark.skipif(LLVM_AS_16 is None or LLVM_AS_14 is None, reason="needs llvm-as-16 and llvm-as-14")
@pytest.mark.parametrize("opaque", [True, False], ids=["opaque", "typed"])
def test_llvm_as_accepts(tmp_path: Path, opaque: bool) -> None:
    m = new_module(opaque_pointers=opaque)
    build_factorial(m)
    build_point(m)
    printf = ir.Function(
        m, ir.FunctionType(i32, [ir.PointerType(i8) if not opaque else ptr], var_arg=True), "printf"
    )
    main = ir.Function(m, ir.FunctionType(i32, []), "main")
    b = ir.IRBuilder(main.append_basic_block("entry"))
    b.call(printf, [b.global_string_ptr("%ld\n"), b.call(m.get_global("fact"), [ir.Constant(i64, 5)])])  # type: ignore[arg-type]
    b.ret(0)
    verify_module(m)
    check_llvm_as(m, tmp_path)
    if not opaque:
        assert "getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0)" in str(m)


def test_unique_names_and_renaming() -> None:
    m = new_module()
    a = ir.Function(m, ir.FunctionType(i32, [i32]), "f", arg_names=("x",))
    b2 = ir.Function(m, ir.FunctionType(i32, [i32]), "f")
    assert (a.name, b2.name) == ("f", "f.1")
    assert m.get_or_insert_function("f", a.function_type) is a
    bb = a.append_basic_block("x")
    assert bb.name == "x1"
    b = ir.IRBuilder(bb)
    v = b.add(a.args[0], 1, "x")
    assert v.name == "x2"
    b.ret(v)
    with pytest.raises(ValueError, match="terminator"):
        b.add(v, v)


def test_type_errors() -> None:
    m = new_module()
    f = ir.Function(m, ir.FunctionType(i32, [i32, f64, ptr]), "f")
    b = ir.IRBuilder(f.append_basic_block("entry"))
    x, d, p = f.args
    with pytest.raises(TypeError, match="different types"):
        b.add(x, d)
    with pytest.raises(TypeError, match="integer operands"):
        b.add(d, d)
    with pytest.raises(TypeError, match="floating-point"):
        b.fadd(x, x)
    with pytest.raises(TypeError, match="needs typ"):
        b.load(p)
    with pytest.raises(TypeError, match="source_etype"):
        b.gep(p, [0])
    with pytest.raises(TypeError, match="invalid cast"):
        b.trunc(x, i64)
    with pytest.raises(TypeError, match="arguments"):
        b.call(f, [x])
    with pytest.raises(TypeError, match="not i1"):
        b.cbranch(x, f.blocks[0], f.blocks[0])
    with pytest.raises(TypeError, match="ret of"):
        b.ret(d)
    with pytest.raises(ValueError, match="unknown comparison"):
        b.icmp_signed("<>", x, x)
    with pytest.raises(ValueError, match="do not apply"):
        b.udiv(x, x, flags=("nsw",))
    with pytest.raises(ValueError, match="linkage"):
        f.linkage = "nonsense"


def test_verifier_reports_builder_mistakes() -> None:
    """What the builder cannot see at build time (a block without a terminator, a use that does not
    dominate) the verifier reports, as a DiagnosticError, not a crash."""
    m = new_module()
    f = ir.Function(m, ir.FunctionType(i32, [i1]), "f")
    entry, a, c = (f.append_basic_block(n) for n in ("entry", "a", "c"))
    b = ir.IRBuilder(entry)
    b.cbranch(f.args[0], a, c)
    b.position_at_end(a)
    v = b.add(ir.Constant(i32, 1), ir.Constant(i32, 2), "v")
    b.branch(c)
    b.position_at_end(c)
    b.ret(v)
    with pytest.raises(DiagnosticError, match="Instruction does not dominate all uses"):
        verify_module(m)
    g = ir.Function(m, ir.FunctionType(ir.VoidType(), []), "g")
    g.append_basic_block("open")
    with pytest.raises(DiagnosticError):
        m.verify()


def test_integer_widths(tmp_path: Path) -> None:
    """i8 ... i128 and two odd widths (i7, i33, computed inside an i64 function): the same arithmetic at
    each width, wrapped as C wraps it."""
    m = new_module()
    for bits in (8, 16, 32, 64, 128):
        t = ir.IntType(bits)
        f = ir.Function(m, ir.FunctionType(t, [t, t]), f"mix{bits}", arg_names=("a", "b"))
        b = ir.IRBuilder(f.append_basic_block("entry"))
        a, c = f.args
        v = b.add(b.mul(a, c), b.xor(a, b.ashr(c, 1)))
        b.ret(b.sub(v, b.udiv(b.lshr(b.not_(c), bits - 3), 3)))
    for bits in (7, 33):
        t = ir.IntType(bits)
        f = ir.Function(m, ir.FunctionType(i64, [i64]), f"odd{bits}", arg_names=("x",))
        b = ir.IRBuilder(f.append_basic_block("entry"))
        x = b.trunc(f.args[0], t)
        y = b.mul(x, ir.Constant(t, 3))
        b.ret(b.add(b.sext(y, i64), b.zext(b.sdiv(y, ir.Constant(t, 2)), i64)))
    driver = r"""#include <stdio.h>
#include <stdint.h>
int8_t mix8(int8_t,int8_t); int16_t mix16(int16_t,int16_t); int32_t mix32(int32_t,int32_t);
int64_t mix64(int64_t,int64_t); __int128 mix128(__int128,__int128); long odd7(long); long odd33(long);
int main(void){
  printf("%d %d %d %lld\n", mix8(-7,100), mix16(-300,1234), mix32(123456,-98765), (long long)mix64(-5000000000LL,77777777777LL));
  __int128 r = mix128(((__int128)1<<100)+12345, -((__int128)3<<90));
  printf("%llx %llx\n", (unsigned long long)(r>>64), (unsigned long long)r);
  printf("%ld %ld %ld %ld\n", odd7(50), odd7(-20), odd33(3000000000L), odd33(-1234567));
}
"""

    def wrap(v: int, bits: int) -> int:
        v &= (1 << bits) - 1
        return v - (1 << bits) if v >> (bits - 1) else v

    def mix(a: int, c: int, bits: int) -> int:
        mask = (1 << bits) - 1
        v = wrap(a * c + (a ^ (c >> 1)), bits)
        return wrap(v - ((~c & mask) >> (bits - 3)) // 3, bits)

    def odd(x: int, bits: int) -> int:
        y = wrap(wrap(x, bits) * 3, bits)
        q = wrap(int(y / 2), bits)  # sdiv truncates toward zero
        return y + (q & ((1 << bits) - 1))

    r = mix((1 << 100) + 12345, -(3 << 90), 128) & (2**128 - 1)
    expect = [
        f"{mix(-7, 100, 8)} {mix(-300, 1234, 16)} {mix(123456, -98765, 32)} {mix(-5000000000, 77777777777, 64)}",
        f"{r >> 64:x} {r & (2**64 - 1):x}",
        f"{odd(50, 7)} {odd(-20, 7)} {odd(3000000000, 33)} {odd(-1234567, 33)}",
    ]
    assert run_with_driver(m, driver, tmp_path).splitlines() == expect
