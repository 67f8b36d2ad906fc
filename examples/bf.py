"""A Brainfuck compiler built on pyllc's IR builder.

    python examples/bf.py examples/hello.bf            compile with pyllc's llc, link with gcc, run
    python examples/bf.py --jit examples/hello.bf      run it in memory with pyllc.jit
    python examples/bf.py -S out.s examples/hello.bf   write the assembly
    python examples/bf.py --emit-llvm examples/hello.bf

The program becomes ``main``: a 30,000-cell tape of bytes (an internal global), the cell index in a stack
slot, runs of ``+ - < >`` folded into one add, ``[ ]`` as a loop whose header tests the cell, ``.`` and ``,``
as calls of ``putchar`` and ``getchar`` (end of input reads 0).
"""

from __future__ import annotations

import itertools
import sys
from typing import Any

from build_native import compile_and_run, emit_assembly  # examples/build_native.py

from pyllc.ir import builder as ir

TAPE = 30000
i8, i32, i64 = ir.IntType(8), ir.IntType(32), ir.IntType(64)


def compile_bf(source: str, name: str = "bf") -> ir.Module:
    """The module of a Brainfuck program; ValueError for unbalanced brackets."""
    m = ir.Module(name, triple="x86_64-unknown-linux-gnu")
    tape_ty = ir.ArrayType(i8, TAPE)
    tape = ir.GlobalVariable(m, tape_ty, "tape", initializer=ir.zeroinitializer(tape_ty), linkage="internal")
    putchar = ir.Function(m, ir.FunctionType(i32, [i32]), "putchar")
    getchar = ir.Function(m, ir.FunctionType(i32, []), "getchar")
    fflush = ir.Function(m, ir.FunctionType(i32, [ir.PointerType()]), "fflush")
    main = ir.Function(m, ir.FunctionType(i32, []), "main")
    b = ir.IRBuilder(main.append_basic_block("entry"))
    index = b.alloca(i64, name="index")
    b.store(ir.Constant(i64, 0), index)

    def cell() -> ir.Value:
        return b.gep(tape, [ir.Constant(i64, 0), b.load(index, typ=i64)], True, "cell", tape_ty)

    loops: list[tuple[ir.Block, ir.Block]] = []
    code = [c for c in source if c in "+-<>.,[]"]
    for op, run in itertools.groupby(code):
        n = len(list(run))
        if op in "+-":
            p = cell()
            b.store(b.add(b.load(p, typ=i8), n if op == "+" else -n), p)
        elif op in "<>":
            b.store(b.add(b.load(index, typ=i64), n if op == ">" else -n), index)
        elif op == ".":
            for _ in range(n):
                b.call(putchar, [b.zext(b.load(cell(), typ=i8), i32)])
        elif op == ",":
            for _ in range(n):
                c = b.call(getchar, [], "c")
                b.store(b.select(b.icmp_signed("<", c, 0), ir.Constant(i8, 0), b.trunc(c, i8)), cell())
        else:
            for _ in range(n):
                if op == "[":
                    head, body, end = (main.append_basic_block(s) for s in ("loop", "body", "end"))
                    b.branch(head)
                    b.position_at_end(head)
                    b.cbranch(b.icmp_unsigned("!=", b.load(cell(), typ=i8), 0), body, end)
                    b.position_at_end(body)
                    loops.append((head, end))
                elif not loops:
                    raise ValueError("unbalanced ']'")
                else:
                    head, end = loops.pop()
                    b.branch(head)
                    b.position_at_end(end)
    if loops:
        raise ValueError(f"{len(loops)} unclosed '['")
    b.call(fflush, [ir.null(ir.PointerType())])
    b.ret(0)
    return m


def main(argv: list[str]) -> int:
    args = list(argv)
    jit = "--jit" in args
    emit_llvm = "--emit-llvm" in args
    args = [a for a in args if a not in ("--jit", "--emit-llvm")]
    asm_out = None
    if "-S" in args:
        i = args.index("-S")
        asm_out = args[i + 1]
        del args[i : i + 2]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        with open(args[0]) as f:
            source = f.read()
        module = compile_bf(source, args[0].rsplit("/", 1)[-1].removesuffix(".bf"))
    except (OSError, ValueError) as e:
        print(f"{args[0]}: error: {getattr(e, 'strerror', None) or e}", file=sys.stderr)
        return 1
    module.verify()
    if emit_llvm:
        sys.stdout.write(str(module))
        return 0
    if asm_out is not None:
        emit_assembly(module, asm_out)
        return 0
    if jit:
        import pyllc.jit  # pyright: ignore  # the planned API of issue 16

        api: Any = pyllc
        engine = api.jit.create_engine(api.TargetMachine("x86_64-unknown-linux-gnu", opt_level=2))
        engine.add_module(module)
        sys.stdout.flush()
        return engine.get_function("main")()
    return compile_and_run(module)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
