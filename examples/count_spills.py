"""A machine pass written against pyllc's pass interface (docs/writing-a-machine-pass.md).

``count-spills`` counts, block by block, the spills (stores to spill slots) and reloads (loads from them)
that the register allocator inserted, and prints a report on standard error.  It changes nothing.  Run it
right after the allocator inside the normal pipeline:

    pyllc -load-pass=examples/count_spills.py:CountSpills -insert-pass-after=greedy:count-spills x.ll
"""

from __future__ import annotations

import sys

from pyllc.passes import MachineFunction, MachineFunctionPass


class CountSpills(MachineFunctionPass):
    name = "count-spills"
    description = "Count spills and reloads"
    preserves_all = True

    def run_on_machine_function(self, mf: MachineFunction) -> bool:
        tii = mf.subtarget.get_instr_info()
        frame = mf.frame_info
        total_spills = total_reloads = 0
        lines: list[str] = []
        for mbb in mf.blocks:
            spills = reloads = 0
            for mi in mbb.instrs:
                reg, fi = tii.is_store_to_stack_slot(mi)
                if reg and frame.is_spill_slot_object_index(fi):
                    spills += 1
                    continue
                reg, fi = tii.is_load_from_stack_slot(mi)
                if reg and frame.is_spill_slot_object_index(fi):
                    reloads += 1
            if spills or reloads:
                name = mbb.ir_block_name()
                label = f"bb.{mbb.number}" + (f".{name}" if name else "")
                lines.append(f"  {label}: {spills} spills, {reloads} reloads\n")
            total_spills += spills
            total_reloads += reloads
        sys.stderr.write(
            f"count-spills: {mf.name}: {total_spills} spills, {total_reloads} reloads\n" + "".join(lines)
        )
        return False
