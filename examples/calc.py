"""A calculator language built with pyllc's IR builder, run by its JIT: ``python examples/calc.py 'def fib(n) =
n < 2 ? n : fib(n - 1) + fib(n - 2); fib(20); 6 * 7'`` (or the program on stdin).  Values are 64-bit integers;
comparisons give 0 or 1; ``c ? a : b`` evaluates one arm.  Each top-level expression is a function the JIT calls,
printing its value; ``--emit-asm`` adds a ``main`` printing them, compiles it with pyllc's llc, links with gcc."""

import re
import sys
from typing import Any, Callable

from build_native import compile_and_run  # examples/build_native.py

from pyllc.ir import builder as ir

TOKEN = re.compile(r"\d+|\w+|<=|>=|==|!=|\S")
LEVELS = (("<", "<=", ">", ">=", "==", "!="), ("+", "-"), ("*", "/", "%"))
B = ir.IRBuilder
ARITH = dict(zip("+-*/%", (B.add, B.sub, B.mul, B.sdiv, B.srem)))
i64 = ir.IntType(64)


class Compiler:
    def __init__(self, text: str) -> None:
        self.toks: list[str] = TOKEN.findall(text) + [""]  # "": the end
        self.pos = 0
        self.module = ir.Module("calc", triple="x86_64-unknown-linux-gnu")
        self.b = ir.IRBuilder()
        self.env: dict[str, ir.Value] = {}
        self.exprs: list[str] = []

    def peek(self) -> str:
        return self.toks[self.pos]

    def take(self, want: str | None = None) -> str:
        t = self.toks[self.pos]
        if want is not None and t != want:
            raise SyntaxError(f"expected {want!r}, found {t or 'end of input'!r}")
        self.pos += t != ""
        return t

    def items(self, parse: Callable[[], Any]) -> list[Any]:
        """``( item, item, ... )``"""
        self.take("(")
        out: list[Any] = []
        while self.peek() not in (")", ""):
            out.append(parse())
            if self.peek() not in (")", ""):
                self.take(",")
        self.take(")")
        return out

    def program(self) -> None:
        while self.peek():
            if self.peek() == "def":
                self.take()
                name, params = self.take(), self.items(self.take)
                if not all(p.isidentifier() for p in [name, *params]):
                    raise SyntaxError(f"bad definition of {name!r}")
                self.take("=")
                self.function(name, params)
            else:
                self.exprs.append(self.function(f"expr.{len(self.exprs)}", []))
            if self.peek():
                self.take(";")

    def function(self, name: str, params: list[str]) -> str:
        fn = ir.Function(self.module, ir.FunctionType(i64, [i64] * len(params)), name, arg_names=params)
        self.b.position_at_end(fn.append_basic_block("entry"))
        self.env = dict(zip(params, fn.args))
        self.b.ret(self.expr())
        return fn.name

    def expr(self) -> ir.Value:
        cond = self.binary(0)
        if self.peek() != "?":
            return cond
        self.take()
        b, fn = self.b, self.b.function
        then, other, done = (fn.append_basic_block(n) for n in ("then", "else", "endif"))
        b.cbranch(b.icmp_signed("!=", cond, 0), then, other)
        phi_in: list[tuple[ir.Value, ir.Block]] = []
        for block, sep in ((then, ":"), (other, "")):
            b.position_at_end(block)
            phi_in.append((self.expr(), b.block))  # the arm may have ended in another block
            b.branch(done)
            if sep:
                self.take(sep)
        b.position_at_end(done)
        phi = b.phi(i64, "cond")
        for value, block in phi_in:
            phi.add_incoming(value, block)
        return phi

    def binary(self, level: int) -> ir.Value:
        if level == len(LEVELS):
            return self.unary()
        lhs = self.binary(level + 1)
        while self.peek() in LEVELS[level]:
            op, b = self.take(), self.b
            rhs = self.binary(level + 1)
            lhs = b.zext(b.icmp_signed(op, lhs, rhs), i64) if level == 0 else ARITH[op](b, lhs, rhs)
        return lhs

    def unary(self) -> ir.Value:
        t = self.take()
        if t == "-":
            return self.b.neg(self.unary())
        if t == "(":
            return (self.expr(), self.take(")"))[0]
        if t.isdigit():
            return ir.Constant(i64, int(t))
        if self.peek() == "(":
            args = self.items(self.expr)
            callee = self.module.get_global(t)
            if not isinstance(callee, ir.Function) or len(callee.args) != len(args):
                raise SyntaxError(f"no function {t}() of {len(args)} arguments")
            return self.b.call(callee, args)
        if t in self.env:
            return self.env[t]
        raise SyntaxError(f"unknown name {t!r}" if t else "unexpected end of input")


def main(argv: list[str]) -> int:
    try:
        c = Compiler(" ".join(a for a in argv if a != "--emit-asm") or sys.stdin.read())
        c.program()
    except SyntaxError as e:
        print(f"calc: error: {e}", file=sys.stderr)
        return 1
    c.module.verify()
    if "--emit-asm" not in argv:
        import pyllc.jit  # pyright: ignore  # the planned API of issue 16; without it, use --emit-asm

        api: Any = pyllc
        engine = api.jit.create_engine(api.TargetMachine("x86_64-unknown-linux-gnu", opt_level=2))
        engine.add_module(c.module)
        for name in c.exprs:
            print(engine.get_function(name)())
        return 0
    i32 = ir.IntType(32)
    printf = ir.Function(c.module, ir.FunctionType(i32, [ir.PointerType()], var_arg=True), "printf")
    b = ir.IRBuilder(ir.Function(c.module, ir.FunctionType(i32, []), "main").append_basic_block())
    for name in c.exprs:
        b.call(printf, [b.global_string_ptr("%ld\n"), b.call(c.module.get_global(name), [])])  # type: ignore
    b.ret(0)
    return compile_and_run(c.module)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
