"""The line reader of function bodies (pyllc/ir/parser_lines.py) builds the same module, and reports
the same diagnostics, as the token parser; these cases aim at the places where the two could part."""

from __future__ import annotations

import pytest

from pyllc.ir import parser as P
from pyllc.ir.printer import print_module
from pyllc.support.diagnostics import DiagnosticError


def _parse(text: str, fast: bool) -> tuple[P.LLParser, object]:
    p = P.LLParser(text, "t.ll", None, fast)
    p.opaque = P._uses_opaque_pointers(p.kinds, p.texts) or P._bodies_use_opaque_pointers(
        text, "t.ll", p.bodies
    )
    return p, p.run()


def _outcome(text: str, fast: bool) -> str:
    try:
        return print_module(P.parse_assembly(text, "t.ll", fast_bodies=fast))
    except DiagnosticError as e:
        return "ERROR " + e.format()


def same(text: str) -> str:
    fast = _outcome(text, True)
    slow = _outcome(text, False)
    assert fast == slow
    return fast


def uses_of(module: object, name: str) -> list[str]:
    g = module.symbols[name]  # type: ignore[attr-defined]
    return sorted(type(u).__name__ + ":" + getattr(getattr(u, "parent", None), "name", "-") for u in g.uses)


TYPED = """
%struct.S = type { i32, i64 }
@g = global i32 0, align 4
@.str = private constant [4 x i8] c"%d\\0A\\00", align 1

declare i32 @printf(i8*, ...)

define i32 @f(i32 %a, %struct.S* %s) {
entry:
  %x = add nsw i32 %a, 1
  %p = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1
  %v = load i64, i64* %p, align 8, !tbaa !0
  %t = trunc i64 %v to i32
  %c = icmp slt i32 %x, %t
  br i1 %c, label %yes, label %no

yes:                                              ; preds = %entry
  %r = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %x) #0
  store i32 %r, i32* @g, align 4
  br label %no

no:                                               ; preds = %yes, %entry
  %m = phi i32 [ %x, %entry ], [ %r, %yes ]
  %later = call i32 @h(i32 %m)
  switch i32 %m, label %d [
    i32 1, label %d
  ]

d:
  ret i32 %later
}

define i32 @h(i32 %0) {
  %2 = mul i32 %0, 3
  ret i32 %2
}

attributes #0 = { nounwind }
!0 = !{!"int"}
"""


def test_typed_module_matches_and_takes_the_fast_path() -> None:
    out = same(TYPED)
    assert "call i32 @h(i32 %m)" in out
    p, _ = _parse(TYPED, True)
    assert p.body_fallbacks == 0
    assert p.line_fallbacks == 1  # the switch, read by the token parser across its lines


def test_forward_called_function_has_one_placeholder_resolved() -> None:
    _, m = _parse(TYPED, True)
    _, m2 = _parse(TYPED, False)
    assert uses_of(m, "h") == uses_of(m2, "h") == ["Instruction:no"]
    assert uses_of(m, ".str") == uses_of(m2, ".str")


def test_ptr_only_inside_a_body_selects_opaque_pointers() -> None:
    text = "define void @f() {\n  %p = alloca i32, align 4\n  store i32 1, ptr %p, align 4\n  ret void\n}\n"
    out = same(text)
    assert "store i32 1, ptr %p, align 4" in out


def test_ptr_inside_a_string_of_a_body_is_not_a_keyword() -> None:
    text = 'define void @f() {\n  call void asm sideeffect "ptr", ""()\n  ret void\n}\n'
    p, _ = _parse(text, True)
    assert not p.opaque


@pytest.mark.parametrize(
    "body,message",
    [
        ("  %x = add i32 %y, 1\n  ret void\n", "use of undefined value '%y'"),
        ("  %2 = add i32 0, 1\n  ret void\n", "instruction expected to be numbered '%1'"),
        ("  %x = load i32, i64* null, align 4\n  ret void\n", "explicit pointee type"),
        (
            "  %x = add i32 1, 2\n  %x = add i32 1, 2\n  ret void\n",
            "multiple definition of local value named 'x'",
        ),
        ("  store i32 1, i32* null, align 3\n  ret void\n", "alignment is not a power of two"),
        ("  %x = add i32 1, 2\n", "expected instruction opcode"),
        ("  ret i32 0\n", "value doesn't match function result type"),
        ("  br label %nowhere\n", "use of undefined value '%nowhere'"),
        (
            "  %a = alloca %struct.Missing, align 4\n  ret void\n",
            "use of undefined type named 'struct.Missing'",
        ),
        (
            "  call void @g() #9\n  ret void\n",
            "call void @g()\n",
        ),  # an undefined group is ignored, as LLVM does
        ("  ret void, !dbg !7\n", "use of undefined metadata '!7'"),
        ("  %x = bogus i32 1\n  ret void\n", "expected instruction opcode"),
        ("  %x = add i32 1,2\n  ret void\n", ""),
        ("x:\n  ret void\ny:\n", "expected instruction opcode"),
        (
            "  %v = load i32, i32* @undefined_global, align 4\n  ret void\n",
            "use of undefined value '@undefined_global'",
        ),
    ],
)
def test_diagnostics_are_the_token_parsers(body: str, message: str) -> None:
    text = "declare void @g()\n\ndefine void @f() {\n" + body + "}\n"
    out = same(text)
    assert message in out


def test_quoted_labels_and_comments_fall_back_to_tokens_with_same_result() -> None:
    text = (
        'define i32 @f(i32 %a) {\n"entry block":\n  ; a comment\n  %x = add i32 %a, 1 ; trailing\n'
        '  br label %"next one"\n"next one":\n  ret i32 %x\n}\n'
    )
    same(text)


def test_failed_fast_read_leaves_no_stray_uses_on_globals() -> None:
    # The body is read again by the token parser (the switch after a bad label makes the fast read
    # give up); the constant expression and instructions made first must not stay as users of @s.
    text = (
        "@s = global [2 x i8] zeroinitializer\n"
        "declare void @use(i8*)\n"
        "define void @f() {\n"
        "  call void @use(i8* getelementptr inbounds ([2 x i8], [2 x i8]* @s, i64 0, i64 1))\n"
        '  br label %"q"\n'
        '"q":\n'
        "  call void @use(i8* getelementptr inbounds ([2 x i8], [2 x i8]* @s, i64 0, i64 0))\n"
        "  ret void\n}\n"
    )
    same(text)
    p, m = _parse(text, True)
    assert p.body_fallbacks == 1
    _, m2 = _parse(text, False)
    assert uses_of(m, "s") == uses_of(m2, "s")


def test_vector_and_struct_operands() -> None:
    text = (
        "define <4 x i32> @f(<4 x i32> %a, { i32, i64 } %s) {\n"
        "  %b = add nsw <4 x i32> %a, <i32 1, i32 2, i32 3, i32 4>\n"
        "  %c = shufflevector <4 x i32> %b, <4 x i32> poison, <4 x i32> zeroinitializer\n"
        "  %e = extractelement <4 x i32> %c, i64 0\n"
        "  %i = insertelement <4 x i32> %c, i32 %e, i64 3\n"
        "  %k = icmp sgt <4 x i32> %i, zeroinitializer\n"
        "  %l = select <4 x i1> %k, <4 x i32> %i, <4 x i32> %a\n"
        "  %x = extractvalue { i32, i64 } %s, 1\n"
        "  ret <4 x i32> %l\n}\n"
    )
    same(text)
    p, _ = _parse(text, True)
    assert p.line_fallbacks == 0 and p.body_fallbacks == 0


def test_a_brace_line_inside_an_instruction_is_not_taken_for_the_end() -> None:
    text = "define { i32, i32 } @f() {\n  ret { i32, i32 } {\n i32 1, i32 2\n}\n}\n"
    same(text)


def test_body_given_back_after_a_token_read_line_releases_each_instruction_once() -> None:
    # The load is read by the token parser (the global is not yet defined); the uselistorder line
    # then hands the body back.  Each instruction made so far is released exactly once.
    text = (
        "define i32 @uses(i32 %x) {\nentry:\n  %a = load i32, i32* @g\n  ret i32 %a\n"
        "  uselistorder i32 %x, { 1, 0 }\n}\n@g = global i32 0\n"
    )
    same(text)
    p, m = _parse(text, True)
    assert p.body_fallbacks == 1
    _, m2 = _parse(text, False)
    assert uses_of(m, "g") == uses_of(m2, "g") == ["Instruction:entry"]


@pytest.mark.parametrize(
    "text",
    [
        '@"a\\22b" = global i32 0 ; comment\n!0 = !{!"x", !1, i32 5}\n!llvm.ident = !{!0}\n',
        '"quoted label":\n%"x y" = type { i32 }\n$c = comdat any\n#0 ^1 u0x1F s0xFF 0xK4000 1.5e+01 -3 ...',
        "define void @f() { ret void }\n\xed\xb0\x80 @ %",
        '@s = constant [3 x i8] c"a\\00b"\n;; trailing comment without newline',
    ],
)
def test_whole_spelling_lexer_matches_scan(text: str) -> None:
    from pyllc.ir import lexer as L

    text = text.encode("latin-1").decode("utf-8", "surrogateescape") if "\xed" in text else text
    want: tuple[list[int], list[str], list[int]] = ([], [], [])
    L.scan(text, "t.ll", 0, len(text), *want)
    got: tuple[list[int], list[str], list[int]] = ([], [], [])
    L.scan_fast(text, "t.ll", 0, len(text), *got, {})
    assert got == want


def test_module_lexer_matches_scan_on_punctuation_pairs() -> None:
    """Every pair of punctuation characters (``(:``, ``=[``, ``!{`` ...) between function bodies lexes as
    :func:`scan` lexes it: the module lexer's whole-spelling pattern is derived from scan's by making its
    groups non-capturing, which must not touch an escaped parenthesis."""
    from pyllc.ir import lexer as L
    from pyllc.support.diagnostics import DiagnosticError

    punct = "()[]{}<>=,*:|!#$%@^.-+\"'x0"
    for a in punct:
        for b in punct:
            text = f"declare void @f{a}{b} i32\n"
            try:
                want: object = L._tokenize_module_scan(text, "t.ll")
            except DiagnosticError as e:
                want = str(e)
            try:
                got: object = L.tokenize_module(text, "t.ll")
            except DiagnosticError as e:
                got = str(e)
            assert got == want, text
