"""expand-reductions (LLVM ExpandReductions.cpp): the IR it writes matches llc-14's -print-after=expand-reductions."""

from __future__ import annotations

from pyllc.codegen.passes.expand_reductions import ExpandReductions
from pyllc.ir.parser import parse_assembly
from pyllc.ir.printer import print_module

SRC = """
define i32 @f(<4 x i32> %a) {
  %r = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %a)
  ret i32 %r
}
define float @g(float %s, <2 x float> %v) {
  %r = call float @llvm.vector.reduce.fadd.v2f32(float %s, <2 x float> %v)
  ret float %r
}
define i32 @h(<3 x i32> %a) {
  %r = call i32 @llvm.vector.reduce.add.v3i32(<3 x i32> %a)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
declare i32 @llvm.vector.reduce.add.v3i32(<3 x i32>)
"""


def _fn(m, name):  # type: ignore[no-untyped-def]
    return next(f for f in m.functions if f.name == name)


def print_function(f) -> str:  # type: ignore[no-untyped-def]
    """The ``define`` of ``f`` in the printed module."""
    text = print_module(f.parent)
    start = text.index(f"define {'float' if f.name == 'g' else 'i32'} @{f.name}(")
    return text[start : text.index("\n}\n", start) + 2]


def test_shuffle_reduction_as_llc14() -> None:
    m = parse_assembly(SRC, "<test>")
    f = _fn(m, "f")
    assert ExpandReductions().run(f)
    text = print_function(f)
    assert text.splitlines()[1:-1] == [
        "  %rdx.shuf = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> <i32 2, i32 3, i32 undef, i32 undef>",
        "  %rdx.minmax.cmp = icmp sgt <4 x i32> %a, %rdx.shuf",
        "  %rdx.minmax.select = select <4 x i1> %rdx.minmax.cmp, <4 x i32> %a, <4 x i32> %rdx.shuf",
        "  %rdx.shuf1 = shufflevector <4 x i32> %rdx.minmax.select, <4 x i32> poison, "
        "<4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>",
        "  %rdx.minmax.cmp2 = icmp sgt <4 x i32> %rdx.minmax.select, %rdx.shuf1",
        "  %rdx.minmax.select3 = select <4 x i1> %rdx.minmax.cmp2, <4 x i32> %rdx.minmax.select, "
        "<4 x i32> %rdx.shuf1",
        "  %1 = extractelement <4 x i32> %rdx.minmax.select3, i32 0",
        "  ret i32 %1",
    ]


def test_ordered_fadd_and_non_power_of_two_kept() -> None:
    m = parse_assembly(SRC, "<test>")
    g = _fn(m, "g")
    assert ExpandReductions().run(g)
    body = print_function(g).splitlines()[1:-1]
    assert body[0] == "  %1 = extractelement <2 x float> %v, i32 0"
    assert body[1] == "  %bin.rdx = fadd float %s, %1"
    assert body[3] == "  %bin.rdx1 = fadd float %bin.rdx, %2"
    h = _fn(m, "h")
    assert not ExpandReductions().run(h)  # three lanes: left to the SelectionDAG
