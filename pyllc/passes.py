"""pyllc's interface for machine passes written in Python (docs/writing-a-machine-pass.md).

A pass derives from :class:`MachineFunctionPass`, sets its ``name`` (the pass argument: ``-run-pass``,
``-stop-after``, ``-print-after``, ``-insert-pass-after`` spell it) and ``description`` (the banner text), and
implements ``run_on_machine_function(mf) -> bool``.  ``pyllc -load-pass=file.py:Class`` (or
``module:Class``) loads and registers it; :func:`register_pass_class` does the same from Python.  The names
exported here are the stable part of the interface; the machine IR classes follow LLVM's
(``MachineFunction.blocks``, ``MachineBasicBlock.instrs``, ``MachineInstr.operands``...).
"""

from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfoPass
from pyllc.codegen.analysis.slot_indexes import SlotIndexesPass
from pyllc.codegen.machine.basic_block import MachineBasicBlock
from pyllc.codegen.machine.function import MachineFunction, MachineFunctionProperties
from pyllc.codegen.machine.instr import MachineInstr
from pyllc.codegen.passes.machine_function_pass import MachineFunctionPass
from pyllc.codegen.passes.registry import register_pass_class

__all__ = [
    "LiveIntervalsPass",
    "MachineBasicBlock",
    "MachineFunction",
    "MachineFunctionPass",
    "MachineFunctionProperties",
    "MachineInstr",
    "MachineLoopInfoPass",
    "SlotIndexesPass",
    "register_pass_class",
]
