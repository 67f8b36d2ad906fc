"""Registration of the toy target, done by the test for its own run (not in ``pyllc/targets``)."""

from __future__ import annotations

from pyllc.codegen.passes.registry import register_target_pass
from pyllc.target.registry import Target, register_target

TOY = Target(
    "toy", "Toy target for tests", "toy.target_machine:ToyTargetMachine", ("toy",), "toy", listed=False
)


def register() -> None:
    register_target(TOY)
    register_target_pass(
        "toy-asm-printer", "Toy Assembly Printer", "machine", False, "toy.asm_printer:ToyAsmPrinter"
    )
