"""Named counters of what the passes did, printed by ``-stats`` (LLVM: llvm/ADT/Statistic.h, Statistic.cpp).

A pass declares its counters at module level with LLVM's ``DEBUG_TYPE``, name and description::

    NumStores = Statistic("regalloc", "NumStores", "Number of stores added")

and counts with ``NumStores.value += n``: a plain int attribute, so counting costs the same whether or not
``-stats`` was given (passes that count per instruction keep a local count and add it once per function).
Like LLVM's, a counter is reported only once it is non-zero; :func:`format_statistics` prints llc's table
(banner, counts right-aligned, ``DEBUG_TYPE`` column left-aligned, description), sorted by debug type, then
name, then description, byte-wise as ``strcmp``.  The counters are process-wide, as LLVM's are;
:func:`reset_statistics` zeroes them between compilations in one process.
"""

from __future__ import annotations

from typing import Final


class Statistic:
    """One counter (LLVM's ``STATISTIC(Name, Desc)`` under ``#define DEBUG_TYPE``)."""

    __slots__ = ("debug_type", "name", "desc", "value")

    def __init__(self, debug_type: str, name: str, desc: str) -> None:
        self.debug_type = debug_type
        self.name = name
        self.desc = desc
        self.value = 0
        _ALL.append(self)


_ALL: Final[list[Statistic]] = []

_BAR: Final = "===" + "-" * 73 + "===\n"


def all_statistics() -> list[Statistic]:
    """Every counter declared so far (by the modules imported so far), in declaration order."""
    return list(_ALL)


def reset_statistics() -> None:
    for s in _ALL:
        s.value = 0


def format_statistics() -> str:
    """llc's ``-stats`` report of the non-zero counters; empty when nothing was counted (PrintStatistics)."""
    stats = sorted(
        (s for s in _ALL if s.value),
        key=lambda s: (s.debug_type.encode(), s.name.encode(), s.desc.encode()),
    )
    if not stats:
        return ""
    val_len = max(len(str(s.value)) for s in stats)
    type_len = max(len(s.debug_type) for s in stats)
    lines = [_BAR, " " * 26 + "... Statistics Collected ...\n", _BAR, "\n"]
    lines += [f"{s.value:>{val_len}} {s.debug_type:<{type_len}} - {s.desc}\n" for s in stats]
    lines.append("\n")
    return "".join(lines)


def format_statistics_json() -> str:
    """``-stats-json``: ``{"debug-type.Name": value, ...}`` as PrintStatisticsJSON writes it."""
    stats = sorted(
        (s for s in _ALL if s.value),
        key=lambda s: (s.debug_type.encode(), s.name.encode(), s.desc.encode()),
    )
    body = ",\n".join(f'\t"{s.debug_type}.{s.name}": {s.value}' for s in stats)
    return "{\n" + body + "\n}\n"
