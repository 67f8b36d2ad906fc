"""The IR verifier, the dominator tree and the intrinsic table.

Negative cases that llvm-as can parse live in tests/IR/verifier-*.ll (lit); here: rules only
reachable through in-memory IR, dominator-tree queries on known CFGs, acceptance of the whole
clang-made corpus, and intrinsic lookup/mangling.
"""

from __future__ import annotations

import glob
import os

import pytest

from pyllc.ir import instructions as I
from pyllc.ir import intrinsics as IN
from pyllc.ir.analysis.dominators import DominatorTree
from pyllc.ir.context import Context
from pyllc.ir.parser import parse_assembly
from pyllc.ir.verifier import verify_module
from pyllc.support.diagnostics import DiagnosticError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
CORPUS = sorted(
    glob.glob(os.path.join(ROOT, "tests/differential/ll/*.ll"))
    + glob.glob(os.path.join(ROOT, "tests/IR/corpus/*.ll"))
)


def _parse(text: str):  # noqa: ANN202 - the Module type
    return parse_assembly(text, "t.ll")


def _error(text: str) -> str:
    m = _parse(text)
    with pytest.raises(DiagnosticError) as ei:
        verify_module(m)
    return ei.value.format().splitlines()[0]


# ------------------------------------------------------------------ dominators

DIAMOND_LOOP = """
define void @f(i1 %c) {
a:
  br i1 %c, label %b, label %cc
b:
  br label %d
cc:
  br label %d
d:
  br i1 %c, label %e, label %a2
a2:
  br label %d
e:
  ret void
dead:
  br label %d
}
"""


def test_dominator_tree_idoms() -> None:
    m = _parse(DIAMOND_LOOP)
    fn = m.functions[0]
    dt = DominatorTree(fn)
    blocks = {bb.name: bb for bb in fn.blocks}
    idom = {n: (dt.get_idom(bb).name if dt.get_idom(bb) is not None else None) for n, bb in blocks.items()}
    assert idom == {"a": None, "b": "a", "cc": "a", "d": "a", "a2": "d", "e": "d", "dead": None}
    assert dt.dominates_block(blocks["a"], blocks["e"]) and dt.dominates_block(blocks["d"], blocks["a2"])
    assert not dt.dominates_block(blocks["b"], blocks["d"]) and not dt.dominates_block(
        blocks["e"], blocks["d"]
    )
    assert not dt.is_reachable_from_entry(blocks["dead"])
    # Everything dominates an unreachable block; an unreachable block dominates nothing reachable.
    assert dt.dominates_block(blocks["e"], blocks["dead"]) and not dt.dominates_block(
        blocks["dead"], blocks["e"]
    )


def test_dominator_tree_irreducible_and_deep() -> None:
    # Irreducible: two entries into the b<->c cycle.
    m = _parse("""
define void @f(i1 %x) {
a:
  br i1 %x, label %b, label %c
b:
  br i1 %x, label %c, label %d
c:
  br i1 %x, label %b, label %d
d:
  ret void
}
""")
    fn = m.functions[0]
    dt = DominatorTree(fn)
    assert all(dt.get_idom(bb) is fn.blocks[0] for bb in fn.blocks[1:])
    # A long chain must not hit the recursion limit.
    n = 3000
    body = "".join(f"b{i}:\n  br label %b{i + 1}\n" for i in range(n))
    m = _parse(f"define void @g() {{\nentry:\n  br label %b0\n{body}b{n}:\n  ret void\n}}\n")
    dt = DominatorTree(m.functions[0])
    last = m.functions[0].blocks[-1]
    assert dt.get_idom(last) is m.functions[0].blocks[-2]
    assert dt.dominates_block(m.functions[0].blocks[1], last)


# ------------------------------------------------------------------ rules only reachable in memory


def test_in_memory_rules() -> None:
    m = _parse("""
define i32 @f(i32 %a, i64 %b, float %x) {
entry:
  %s = add i32 %a, %a
  %t = trunc i64 %b to i32
  %c = icmp eq i32 %s, %t
  br i1 %c, label %l, label %r
l:
  ret i32 %s
r:
  ret i32 %t
}
""")
    fn = m.functions[0]
    entry = fn.blocks[0]
    add, trunc, icmp, br = entry.instructions
    ctx = m.context
    verify_module(m)
    # A cast that narrows the wrong way.
    trunc.type = ctx.int_type(128)
    with pytest.raises(DiagnosticError, match="DestTy too big for Trunc"):
        verify_module(m)
    trunc.type = ctx.i32
    # Binary operator with mismatched operand types.
    add.operands[1] = fn.args[1]
    with pytest.raises(DiagnosticError, match="Both operands to a binary operator are not of the same type!"):
        verify_module(m)
    add.operands[1] = fn.args[0]
    # Branch condition of the wrong type.
    br.operands[0] = fn.args[0]
    with pytest.raises(DiagnosticError, match="Branch condition is not 'i1' type!"):
        verify_module(m)
    br.operands[0] = icmp
    # A terminator in the middle of a block, and a block without terminator.
    entry.instructions.insert(0, fn.blocks[1].instructions[0])
    with pytest.raises(DiagnosticError, match="Terminator found in the middle of a basic block!"):
        verify_module(m)
    del entry.instructions[0]
    saved = fn.blocks[2].instructions.pop()
    with pytest.raises(DiagnosticError, match="Basic Block in function 'f' does not have terminator!"):
        verify_module(m)
    fn.blocks[2].instructions.append(saved)
    # Return of the wrong type.
    fn.blocks[1].instructions[0].operands[0] = fn.args[2]
    with pytest.raises(
        DiagnosticError, match="Function return type does not match operand type of return inst!"
    ):
        verify_module(m)
    fn.blocks[1].instructions[0].operands[0] = add
    verify_module(m)
    assert isinstance(ctx, Context)


def test_errors_are_located_at_the_instruction() -> None:
    line = _error(
        "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n"
    )
    assert line.startswith("t.ll:3:") and line.endswith("error: Instruction does not dominate all uses!")


def test_valid_edge_cases_accepted() -> None:
    # Uses in unreachable blocks, self-referencing instructions there, PHIs with repeated
    # identical entries for a duplicated edge, and invoke results used in the normal destination.
    verify_module(
        _parse("""
declare i32 @g()
declare i32 @p(...)
define i32 @f(i32 %a) personality i32 (...)* @p {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  br i1 true, label %j, label %j
j:
  %v = phi i32 [ %r, %ok ], [ %r, %ok ]
  ret i32 %v
lp:
  %l = landingpad { i8*, i32 } cleanup
  ret i32 0
dead:
  %x = add i32 %x, %y
  %y = add i32 %a, 1
  br label %dead
}
""")
    )


def test_intrinsic_signatures_and_immarg() -> None:
    ok = """
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare <4 x i1> @llvm.is.fpclass.v4f32(<4 x float>, i32)
define void @f(i8* %d, i8* %s, i32 %a, <4 x float> %v) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 8, i1 false)
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %a)
  %c = call <4 x i1> @llvm.is.fpclass.v4f32(<4 x float> %v, i32 3)
  ret void
}
"""
    verify_module(_parse(ok))
    bad = ok.replace("i1 false)", "i1 %b)").replace("<4 x float> %v)", "<4 x float> %v, i1 %b)")
    assert _error(bad).endswith("error: immarg operand has non-immediate parameter")
    bad2 = ok.replace(
        "declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)",
        "declare { i32, i8 } @llvm.sadd.with.overflow.i32(i32, i32)",
    ).replace("%o = call { i32, i1 }", "%o = call { i32, i8 }")
    assert _error(bad2).endswith("error: Intrinsic has incorrect return type!")


@pytest.mark.skipif(not CORPUS, reason="the corpus (tests/differential/ll, tests/IR/corpus) is not there yet")
def test_verifier_accepts_corpus() -> None:
    checked = 0
    for path in CORPUS:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "surrogateescape")
        try:
            m = parse_assembly(text, path)
        except DiagnosticError:
            continue  # a reader gap, tested by the reader's own suites
        verify_module(m)
        checked += 1
    assert checked >= len(CORPUS) * 9 // 10


# ------------------------------------------------------------------ intrinsic table


def test_intrinsic_lookup_and_mangling() -> None:
    ctx = Context()
    assert IN.lookup_intrinsic_id("llvm.memcpy.p0i8.p0i8.i64") == IN.Intrinsic.memcpy
    assert IN.lookup_intrinsic_id("llvm.memcpy.p0.p0.i64") == IN.Intrinsic.memcpy
    assert IN.lookup_intrinsic_id("llvm.exp2.f32") == IN.Intrinsic.exp2
    assert IN.lookup_intrinsic_id("llvm.exp.f32") == IN.Intrinsic.exp
    assert IN.lookup_intrinsic_id("llvm.x86.sse2.pause") == IN.Intrinsic.x86_sse2_pause
    assert IN.lookup_intrinsic_id("llvm.dbg.value") == IN.Intrinsic.dbg_value
    assert IN.lookup_intrinsic_id("llvm.dbg.value.extra") == 0  # not overloaded: no suffix allowed
    assert IN.lookup_intrinsic_id("llvm.nosuch.i32") == 0 and IN.lookup_intrinsic_id("memcpy") == 0
    i8p = ctx.pointer_type(ctx.i8)
    assert IN.get_mangled_type_str(i8p) == "p0i8" and IN.get_mangled_type_str(ctx.opaque_ptr) == "p0"
    assert IN.get_mangled_type_str(ctx.vector_type(ctx.float_ty, 4)) == "v4f32"
    assert IN.get_mangled_type_str(ctx.vector_type(ctx.i64, 2, scalable=True)) == "nxv2i64"
    assert IN.get_mangled_type_str(ctx.pointer_type(ctx.i32, 3)) == "p3i32"
    assert IN.get_mangled_type_str(ctx.array_type(ctx.i8, 4)) == "a4i8"
    assert IN.get_mangled_type_str(ctx.struct_type((ctx.i32, ctx.i1))) == "sl_i32i1s"
    assert IN.get_mangled_type_str(ctx.ppc_fp128_ty) == "ppcf128"
    fty = ctx.function_type(ctx.void_ty, (i8p, i8p, ctx.i64, ctx.i1))
    res, over = IN.match_intrinsic_signature(IN.Intrinsic.memcpy, fty)
    assert res == IN.MATCH_OK and IN.get_name(IN.Intrinsic.memcpy, over) == "llvm.memcpy.p0i8.p0i8.i64"
    assert IN.parse_mangled_types(ctx, "p0i8.p0i8.i64") == [i8p, i8p, ctx.i64]
    assert IN.parse_mangled_types(ctx, "v4f32") == [ctx.vector_type(ctx.float_ty, 4)]
    assert IN.parse_mangled_types(ctx, "p0.nxv2i64") == [ctx.opaque_ptr, ctx.vector_type(ctx.i64, 2, True)]
    assert IN.parse_mangled_types(ctx, "inline") is None
    assert IN.get_info(IN.Intrinsic.ctlz).immargs == (1,)
    assert IN.get_info(IN.Intrinsic.trap).flags & IN.NORETURN
    assert IN.get_info(IN.Intrinsic.fabs).flags & IN.READNONE
    assert I.Call  # the verifier dispatches on these opcodes


def test_every_corpus_intrinsic_name_round_trips() -> None:
    """For each known intrinsic declared in the corpus, matching its type and re-mangling gives its name."""
    seen = 0
    for path in CORPUS:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "surrogateescape")
        try:
            m = parse_assembly(text, path)
        except DiagnosticError:
            continue
        for fn in m.functions:
            iid = IN.lookup_intrinsic_id(fn.name)
            if not iid:
                continue
            res, over = IN.match_intrinsic_signature(iid, fn.function_type)
            assert res == IN.MATCH_OK, fn.name
            assert IN.get_name(iid, over) == fn.name
            seen += 1
    if CORPUS:
        assert seen > 0
