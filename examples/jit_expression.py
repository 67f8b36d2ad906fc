#!/usr/bin/env python3
"""A tiny expression compiler on pyllc's JIT: integer expressions over ``x`` and ``y`` (``+ - * / %``,
parentheses, unary minus) become an IR function ``i64 @expr(i64 %x, i64 %y)``, compiled in memory and
called through ctypes; each result is printed next to Python's own value (C's truncating division).

    python3 examples/jit_expression.py "(x*x + 3*y) / 2" 7 -4
"""

from __future__ import annotations

import ast
import sys

import pyllc
from pyllc.jit import create_engine

OPS: dict[type[ast.operator], str] = {
    ast.Add: "add",
    ast.Sub: "sub",
    ast.Mult: "mul",
    ast.Div: "sdiv",
    ast.Mod: "srem",
}


def compile_expr(source: str) -> str:
    """The IR text of ``source`` (a Python expression, read with the ``ast`` module)."""
    lines: list[str] = []

    def emit(node: ast.expr) -> str:
        if isinstance(node, ast.Name) and node.id in ("x", "y"):
            return "%" + node.id
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return str(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            v = emit(node.operand)
            lines.append(f"  %t{len(lines)} = sub i64 0, {v}")
            return f"%t{len(lines) - 1}"
        if isinstance(node, ast.BinOp) and type(node.op) in OPS:
            a, b = emit(node.left), emit(node.right)
            lines.append(f"  %t{len(lines)} = {OPS[type(node.op)]} i64 {a}, {b}")
            return f"%t{len(lines) - 1}"
        raise SyntaxError(f"unsupported expression: {ast.unparse(node)}")

    result = emit(ast.parse(source, mode="eval").body)
    body = "\n".join(lines)
    return f"define i64 @expr(i64 %x, i64 %y) {{\n{body}\n  ret i64 {result}\n}}\n"


def c_eval(node: ast.expr, x: int, y: int) -> int:
    """The value C's semantics give (division and remainder truncate toward zero)."""
    if isinstance(node, ast.Name):
        return x if node.id == "x" else y
    if isinstance(node, ast.Constant):
        assert isinstance(node.value, int)
        return node.value
    if isinstance(node, ast.UnaryOp):
        return -c_eval(node.operand, x, y)
    assert isinstance(node, ast.BinOp)
    a, b = c_eval(node.left, x, y), c_eval(node.right, x, y)
    if isinstance(node.op, (ast.Div, ast.Mod)):
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return q if isinstance(node.op, ast.Div) else a - q * b
    results: dict[type[ast.operator], int] = {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b}
    return results[type(node.op)]


def main(argv: list[str]) -> int:
    source = argv[0] if argv else "(x*x + 3*y) / 2 - x % 3"
    points = [int(v) for v in argv[1:]] or [7, -4]
    ir = compile_expr(source)
    print(ir, end="")
    with create_engine() as engine:
        engine.add_module(pyllc.parse_assembly(ir, "expr.ll"))
        expr = engine.get_function("expr")
        tree = ast.parse(source, mode="eval").body
        for x, y in zip(points[::2], points[1::2]):
            got, want = expr(x, y), c_eval(tree, x, y)
            print(f"expr({x}, {y}) = {got} ({'ok' if got == want else f'expected {want}'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
