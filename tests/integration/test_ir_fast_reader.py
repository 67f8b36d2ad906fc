"""The line reader of function bodies agrees with the token parser on the whole corpus.

Every corpus file is parsed twice, with ``fast_bodies`` on and off, and both modules are printed;
the texts must be equal.  For the clang-written files the line reader must also do the work: no
body may be handed back to the token parser, and at most 2% of the instruction lines (the switch
tables, inline asm, atomics and the like) may be read by it, counted over the whole clang corpus.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pyllc.ir import parser as P
from pyllc.ir.printer import print_module

from corpus_util import corpus_files

FILES = corpus_files()
_LINES = {"instructions": 0, "token parser": 0}


def _fast(text: str, name: str) -> tuple[P.LLParser, str]:
    p = P.LLParser(text, name, None, True)
    p.opaque = P._uses_opaque_pointers(p.kinds, p.texts) or P._bodies_use_opaque_pointers(
        text, name, p.bodies
    )
    return p, print_module(p.run())


@pytest.mark.parametrize("path", FILES, ids=[f.name for f in FILES])
def test_line_reader_matches_token_parser(path: Path) -> None:
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    p, fast = _fast(text, str(path))
    slow = print_module(P.parse_assembly(text, str(path), fast_bodies=False))
    assert fast == slow
    if path.parent.name == "ll":
        assert p.body_fallbacks == 0
        _LINES["instructions"] += sum(1 for line in text.split("\n") if line.startswith("  "))
        _LINES["token parser"] += p.line_fallbacks


def test_line_reader_reads_nearly_all_lines() -> None:
    """Runs after the per-file cases above (pytest keeps file order)."""
    if not _LINES["instructions"]:
        pytest.skip("the per-file cases did not run")
    assert _LINES["token parser"] * 50 <= _LINES["instructions"], _LINES
