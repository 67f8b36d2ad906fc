"""MIR and machine-code dump printing, compared with llc-14's output for the same functions.

``data/example.*`` are llc-14's outputs for ``data/example.ll`` (``-stop-after=finalize-isel``, with and
without ``-simplify-mir``, and ``-print-after=finalize-isel``); ``build_examples`` builds the same machine
functions by hand.  ``test_reference_files_are_llc14_output`` re-runs llc-14 when it is installed to show the
stored references are its output verbatim.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest
from build_examples import build_f, build_k

from pyllc.mir.printer import print_mir_function, print_mir_module

DATA = os.path.join(os.path.dirname(__file__), "data")


def _read(name: str) -> str:
    with open(os.path.join(DATA, name)) as f:
        return f.read()


def _function_docs(mir: str) -> dict[str, str]:
    """The ``---`` ... ``...`` documents of a MIR file, by function name."""
    docs: dict[str, str] = {}
    for m in re.finditer(r"^---\nname: +(\S+)\n.*?^\.\.\.\n", mir, re.M | re.S):
        docs[m.group(1)] = m.group(0)
    return docs


def _dumps(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for m in re.finditer(
        r"^# Machine code for function (\w+):.*?^# End machine code for function \1\.\n\n", text, re.M | re.S
    ):
        out[m.group(1)] = m.group(0)
    return out


@pytest.mark.skipif(shutil.which("llc-14") is None, reason="needs llc-14 (the oracle)")
@pytest.mark.parametrize(
    "flags,name",
    [((), "example.finalize-isel.mir"), (("-simplify-mir",), "example.finalize-isel.simplified.mir")],
)
def test_reference_files_are_llc14_output(flags: tuple[str, ...], name: str) -> None:
    out = subprocess.run(
        ["llc-14", "-stop-after=finalize-isel", *flags, os.path.join(DATA, "example.ll"), "-o", "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert _function_docs(out) == _function_docs(_read(name))


def test_mir_function_documents_match_llc14() -> None:
    expected = _function_docs(_read("example.finalize-isel.mir"))
    assert print_mir_function(build_f()) == expected["f"]
    assert print_mir_function(build_k()) == expected["k"]


def test_simplified_mir_matches_llc14() -> None:
    expected = _function_docs(_read("example.finalize-isel.simplified.mir"))
    assert print_mir_function(build_f(), simplify_mir=True) == expected["f"]
    assert print_mir_function(build_k(), simplify_mir=True) == expected["k"]


def test_machine_code_dump_matches_llc14() -> None:
    expected = _dumps(_read("example.finalize-isel.dump"))
    assert build_f().print() == expected["f"]
    # The miniature register file has fewer registers than x86, so the call's regmask lists fewer names.
    k = build_k().print()
    want = re.sub(r"<regmask [^>]*>", "<regmask $ebx $rbx>", expected["k"])
    assert k == want


def test_with_generated_x86_tables_dump_and_mir_match_llc14() -> None:
    import real_x86

    dumps = _dumps(_read("example.finalize-isel.dump"))
    docs = _function_docs(_read("example.finalize-isel.mir"))
    for build, name in ((build_f, "f"), (build_k, "k")):
        mf = build(real_x86)
        assert mf.print() == dumps[name]
        assert print_mir_function(mf) == docs[name]


def test_module_document() -> None:
    text = print_mir_module(None, [build_k()], module_text="define void @k(i32 %x) {\n\n  ret void\n}\n")
    assert text.startswith(
        "--- |\n  define void @k(i32 %x) {\n  \n    ret void\n  }\n\n...\n---\nname:            k\n"
    )
    assert text.endswith("    RET 0\n\n...\n")
