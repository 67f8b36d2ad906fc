"""The MIR reader's YAML pre-scan gives exactly the nodes (values, styles, positions) the YAML composer gives."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml")
if not hasattr(yaml, "CSafeLoader"):
    pytest.skip("PyYAML without libyaml: the pre-scan is not used", allow_module_level=True)

from pyllc.mir import parser as P  # noqa: E402
from pyllc.support.diagnostics import DiagnosticError  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
MIR_FILES = sorted(p for p in (ROOT / "tests" / "CodeGen" / "MIR").rglob("*.mir") if "Output" not in p.parts)


def dump(n: Any) -> Any:
    if n.kind == "scalar":
        return ("s", n.value, n.line, n.col, n.style, n.end_line)
    if n.kind == "seq":
        return ("q", n.line, n.col, n.end_line, [dump(v) for v in n.value])
    return ("m", n.line, n.col, n.end_line, [(dump(k), dump(v)) for k, v in n.value])


def composed(text: str) -> list[Any]:
    convert = P._convert  # pyright: ignore[reportPrivateUsage]
    return [dump(convert(n)) for n in yaml.compose_all(text, Loader=yaml.CSafeLoader) if n is not None]


def read(text: str) -> list[Any]:
    p = P.MIRParser(text, "t.mir")
    p._read_documents()  # pyright: ignore[reportPrivateUsage]
    return [dump(d) for d in p.documents]


FUNCTION: str = """--- |
  define i32 @f(i32 %a) {
  entry:
    ret i32 %a
  }

...
---
name:            f
registers:
  - { id: 0, class: gr32, preferred-register: '' }
  - { id: 1, class: gr32, preferred-register: '$eax' }
liveins:
  - { reg: '$edi', virtual-reg: '%0' }
body:             |
  bb.0.entry:
    liveins: $edi

    %0:gr32 = COPY $edi

    $eax = COPY %0
    RET 0, $eax

...
"""


def test_llc_style_file_is_cut() -> None:
    lines = FUNCTION.split("\n")
    cut = P.prescan(lines)
    assert cut is not None
    assert sorted(cut[1]) == [0, 9, 14]  # the IR module, registers:, body:
    assert read(FUNCTION) == composed(FUNCTION)


@pytest.mark.parametrize(
    "text",
    [
        FUNCTION.replace("body:             |", "body:             |-"),  # other chomping: composer's
        FUNCTION.replace("    $eax = COPY %0", "\t$eax = COPY %0"),  # a tab: composer's
        FUNCTION.replace("\n\n    $eax", "\n      \n    $eax"),  # a blank line longer than the indent
        FUNCTION.replace("preferred-register: '' }", "preferred-register: '' }  # c"),
        FUNCTION.replace("liveins:\n  - { reg", "\nliveins:\n  - { reg"),  # a blank line after the list
        FUNCTION.rstrip("\n").rsplit("\n", 1)[0],  # no document end, no final newline
        FUNCTION.replace("registers:\n", "registers:\n  # comment\n"),
    ],
)
def test_unusual_shapes_match_the_composer(text: str) -> None:
    try:
        want = composed(text)
    except yaml.YAMLError:
        with pytest.raises(DiagnosticError):
            read(text)
        return
    assert read(text) == want


@pytest.mark.parametrize("path", MIR_FILES, ids=lambda p: p.name)
def test_mir_tests_match_the_composer(path: Path) -> None:
    text = path.read_text()
    try:
        want = composed(text)
    except yaml.YAMLError:
        return  # the reader reports these through the Python composer
    assert read(text) == want
