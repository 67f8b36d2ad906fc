#!/usr/bin/env python3
"""Commit subjects are at most 72 characters, for every commit after START (its descendants).

Usage: ``python3 utils/check_commit_subjects.py [REV]`` (default ``HEAD``).

START is the commit that added this check; older commits are not held to it.  When START is not in the
history of REV (the check was rebased or cherry-picked onto another line), the commit that added this file
in that history stands in for it.  Prints each subject that is too long with its commit; exit status 1 when
there is one.
"""

from __future__ import annotations

import os
import subprocess
import sys

#: The commit that added this check ("ci: ruff, the pyright baseline and commit subjects ...").
START = "2992a25d4d12acf404c2563d9de3a8a787cf02cf"
LIMIT = 72
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THIS = "utils/check_commit_subjects.py"


def git(*args: str) -> str | None:
    p = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return p.stdout if p.returncode == 0 else None


def start_commit(rev: str) -> str | None:
    """START when it is an ancestor of ``rev``; else the oldest commit of ``rev`` that added this file."""
    if git("merge-base", "--is-ancestor", START, rev) is not None:
        return START
    added = git("log", "--diff-filter=A", "--format=%H", rev, "--", THIS)
    commits = added.split() if added else []
    return commits[-1] if commits else None


def too_long(log: str, limit: int = LIMIT) -> list[tuple[str, str]]:
    """(commit, subject) of each ``%H<TAB>%s`` line whose subject is longer than ``limit``."""
    out: list[tuple[str, str]] = []
    for line in log.splitlines():
        commit, _, subject = line.partition("\t")
        if len(subject) > limit:
            out.append((commit, subject))
    return out


def main(argv: list[str]) -> int:
    rev = argv[0] if argv else "HEAD"
    start = start_commit(rev)
    if start is None:
        print(
            f"check_commit_subjects: neither {START[:10]} nor the commit adding {THIS} is in {rev}'s history"
        )
        return 1
    # Descendants of START only: commits of branches forked before it and merged later are not held to it.
    log = git("log", "--ancestry-path", "--format=%H%x09%s", f"{start}..{rev}")
    if log is None:
        print(f"check_commit_subjects: git log {start[:10]}..{rev} failed")
        return 1
    bad = too_long(log)
    for commit, subject in bad:
        print(f"{commit[:10]}: subject of {len(subject)} characters (at most {LIMIT}): {subject}")
    count = len(log.splitlines())
    print(f"commit subjects after {start[:10]}: {count} checked, {len(bad)} longer than {LIMIT} characters")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
