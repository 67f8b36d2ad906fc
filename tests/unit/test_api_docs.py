"""docs/api-builder.md is what utils/gen_api_docs.py makes of pyllc.ir.builder's docstrings (regenerate it
with ``python3 utils/gen_api_docs.py`` after changing them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_builder_reference_is_current() -> None:
    r = subprocess.run(
        [sys.executable, str(ROOT / "utils" / "gen_api_docs.py"), "--check"], capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr
