"""Users' machine passes: the MachineFunctionPass base (derived property masks, analyses, the manager's
property check), registration by name, loading from a file, insertion into a pipeline."""

from __future__ import annotations

from pathlib import Path

import pytest
import real_x86 as T
from build_examples import build_f

from pyllc.codegen.machine.function import MachineFunction, MachineFunctionProperties as P, props_mask
from pyllc.codegen.passes.manager import PassManager, PassPropertyError, PipelineEntry
from pyllc.codegen.passes.plugin import insert_passes, load_pass
from pyllc.codegen.passes.registry import get_pass_class, is_registered, register_pass_class
from pyllc.passes import MachineFunctionPass, MachineLoopInfoPass
from pyllc.support.diagnostics import DiagnosticError


@pytest.fixture(autouse=True)
def _private_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Registrations made here do not outlive the test."""
    from pyllc.codegen.passes import registry

    monkeypatch.setattr(registry, "IMPLEMENTED", dict(registry.IMPLEMENTED))
    monkeypatch.setattr(registry, "PASS_INFO", dict(registry.PASS_INFO))
    monkeypatch.setattr(registry, "_classes", dict(registry._classes))  # pyright: ignore[reportPrivateUsage]


class CountBlocksAndLoops(MachineFunctionPass):
    name = "test-count-blocks-and-loops"
    description = "Count blocks and loops"
    required_properties = (P.IsSSA,)
    set_properties = (P.NoPHIs,)
    cleared_properties = (P.TracksLiveness,)
    required_analyses = (MachineLoopInfoPass,)
    preserves_all = True
    seen: list[tuple[str, int, int]] = []

    def run_on_machine_function(self, mf: MachineFunction) -> bool:
        loops = self.get_analysis(MachineLoopInfoPass)
        CountBlocksAndLoops.seen.append((mf.name, len(mf.blocks), len(loops.loops)))
        return False


def test_declarations_become_the_managers_masks() -> None:
    assert CountBlocksAndLoops.requires == props_mask(P.IsSSA)
    assert CountBlocksAndLoops.sets == props_mask(P.NoPHIs)
    assert CountBlocksAndLoops.clears == props_mask(P.TracksLiveness)


def test_runs_under_the_pass_manager_with_analyses_and_properties() -> None:
    mf = build_f(T)
    mf.properties.bits = props_mask(P.IsSSA, P.TracksLiveness)
    CountBlocksAndLoops.seen.clear()
    PassManager([PipelineEntry("c", "C", CountBlocksAndLoops())]).run_machine_function(mf)
    assert CountBlocksAndLoops.seen == [("f", 3, 0)]
    assert mf.properties.print() == "IsSSA, NoPHIs"
    with pytest.raises(PassPropertyError, match="Required properties: IsSSA"):
        mf.properties.bits = 0
        PassManager([PipelineEntry("c", "C", CountBlocksAndLoops())]).run_machine_function(mf)


def test_a_pass_without_run_on_machine_function_is_a_diagnostic() -> None:
    from pyllc.support.diagnostics import UnsupportedError

    class Empty(MachineFunctionPass):
        name = "empty-pass"

    with pytest.raises(UnsupportedError, match="machine pass 'empty-pass' \\(Empty\\) does not define"):
        PassManager([PipelineEntry("e", "E", Empty())]).run_machine_function(build_f(T))


def test_registration_by_name() -> None:
    assert register_pass_class(CountBlocksAndLoops) is CountBlocksAndLoops
    assert register_pass_class(CountBlocksAndLoops) is CountBlocksAndLoops  # again: no-op
    assert is_registered("test-count-blocks-and-loops")
    assert get_pass_class("test-count-blocks-and-loops") is CountBlocksAndLoops

    class Other(MachineFunctionPass):
        name = "test-count-blocks-and-loops"

    with pytest.raises(DiagnosticError, match="pass 'test-count-blocks-and-loops' is already registered"):
        register_pass_class(Other)


def test_load_from_a_file_and_insert(tmp_path: Path) -> None:
    f = tmp_path / "my_pass.py"
    f.write_text(
        "from pyllc.passes import MachineFunctionPass\n"
        "class Mine(MachineFunctionPass):\n"
        "    name = 'test-mine'\n"
        "    description = 'Mine'\n"
        "    def run_on_machine_function(self, mf):\n"
        "        return False\n"
    )
    cls = load_pass(f"{f}:Mine")
    assert cls.__name__ == "Mine" and get_pass_class("test-mine") is cls
    entries = [PipelineEntry(n, n) for n in ("greedy", "machine-cp", "greedy")]
    after = insert_passes(entries, after=["greedy:test-mine"])
    assert [e.name for e in after] == ["greedy", "test-mine", "machine-cp", "greedy", "test-mine"]
    assert after[1].description == "Mine" and isinstance(after[1].pass_, cls)
    before = insert_passes(entries, before=["machine-cp:test-mine"])
    assert [e.name for e in before] == ["greedy", "test-mine", "machine-cp", "greedy"]
    with pytest.raises(DiagnosticError, match="'virtregrewriter' is not in this pipeline"):
        insert_passes(entries, after=["virtregrewriter:test-mine"])
