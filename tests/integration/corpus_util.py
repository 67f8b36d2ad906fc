"""Shared helpers for the integration suites: the corpus of committed ``.ll`` files."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def corpus_files() -> list[Path]:
    """Every committed corpus file: clang output of the differential programs and the hand-written IR."""
    files = sorted((ROOT / "tests" / "differential" / "ll").glob("*.ll"))
    files += sorted((ROOT / "tests" / "IR" / "corpus").glob("*.ll"))
    return files
