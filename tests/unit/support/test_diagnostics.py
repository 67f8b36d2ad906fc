"""Located diagnostics print in LLVM's form: header, source line, caret under the column."""

from pyllc.support.diagnostics import DiagnosticError, SourceLocation, UnsupportedError, location_in_text

TEXT = "define void @f() {\n  %x = add i32 1, foo\n  ret void\n}\n"


def test_location_in_text():
    off = TEXT.index("foo")
    loc = location_in_text("a.ll", TEXT, off)
    assert (loc.line, loc.col, loc.source_line) == (2, 19, "  %x = add i32 1, foo")


def test_format_with_caret():
    loc = location_in_text("a.ll", TEXT, TEXT.index("foo"))
    assert DiagnosticError(loc, "expected value token").format() == (
        "a.ll:2:19: error: expected value token\n  %x = add i32 1, foo\n                  ^\n"
    )


def test_caret_keeps_tabs():
    text = "\t%x = bad\n"
    loc = location_in_text("t.ll", text, text.index("bad"))
    assert DiagnosticError(loc, "m").format().splitlines()[2] == "\t     ^"


def test_location_at_end_of_text():
    loc = location_in_text("a.ll", "abc", 3)
    assert (loc.line, loc.col) == (1, 4)


def test_file_only_and_no_location():
    assert DiagnosticError(SourceLocation("x.ll"), "m").format() == "x.ll: error: m\n"
    assert DiagnosticError(None, "m").format() == "error: m\n"
    assert (
        UnsupportedError(SourceLocation("x.ll", 3, 1, "x"), "inline asm").message == "unsupported: inline asm"
    )
