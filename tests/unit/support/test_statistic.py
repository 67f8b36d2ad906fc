"""The -stats counters: llc's table layout and LLVM's sort order."""

import pytest

from pyllc.support import statistic as S


def test_format_and_sort(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(S, "_ALL", [])
    a = S.Statistic("regalloc", "numJoins", "Number of interval joins performed")
    b = S.Statistic("regalloc", "NumReMats", "Number of instructions re-materialized")
    c = S.Statistic("isel", "NumDAGBlocks", "Number of blocks selected using DAG")
    S.Statistic("isel", "NumUnused", "Never counted")
    assert S.format_statistics() == ""
    a.value, b.value, c.value = 1234, 5, 17
    bar = "===" + "-" * 73 + "===\n"
    assert S.format_statistics() == (
        bar + " " * 26 + "... Statistics Collected ...\n" + bar + "\n"
        "  17 isel     - Number of blocks selected using DAG\n"
        "   5 regalloc - Number of instructions re-materialized\n"
        "1234 regalloc - Number of interval joins performed\n"
        "\n"
    )
    assert S.format_statistics_json() == (
        '{\n\t"isel.NumDAGBlocks": 17,\n\t"regalloc.NumReMats": 5,\n\t"regalloc.numJoins": 1234\n}\n'
    )
    S.reset_statistics()
    assert S.format_statistics() == "" and a.value == 0
