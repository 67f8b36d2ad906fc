"""What it is (LLVM 14: lib/Target/BPF/BPFCheckAndAdjustIR.cpp, llc's ``bpf-check-and-opt-ir``).

The BPF IR pass that runs before the generic IR passes: it removes the marker intrinsics clang's BPF
optimizations leave in the IR -- ``llvm.bpf.passthrough(seq, x)`` becomes ``x`` and
``llvm.bpf.compare(pred, a, b)`` becomes ``icmp pred a, b`` -- so instruction selection never sees them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyllc.ir import instructions as I
from pyllc.ir.constants import ConstantInt


def _callee_name(inst: Any) -> str:
    if inst.opcode != I.Call:
        return ""
    name = getattr(inst.callee(), "name", "")
    return name if isinstance(name, str) else ""


class BPFCheckAndAdjustIR:
    name: ClassVar[str] = "bpf-check-and-opt-ir"
    description: ClassVar[str] = "BPF Check And Adjust IR"
    kind: ClassVar[str] = "function"

    def run(self, fn: Any, am: Any = None) -> bool:
        changed = False
        for bb in fn.blocks:
            for inst in list(bb.instructions):
                name = _callee_name(inst)
                if name.startswith("llvm.bpf.passthrough"):
                    inst.replace_all_uses_with(inst.operands[1])
                elif name.startswith("llvm.bpf.compare"):
                    pred = inst.operands[0]
                    assert isinstance(pred, ConstantInt)
                    a, b = inst.operands[1], inst.operands[2]
                    cmp = I.Instruction(I.ICmp, inst.type, [a, b])
                    cmp.pred = pred.value
                    idx = bb.instructions.index(inst)
                    bb.instructions.insert(idx, cmp)
                    cmp.parent = bb
                    inst.replace_all_uses_with(cmp)
                else:
                    continue
                bb.instructions.remove(inst)
                inst.drop_all_references()
                changed = True
        return changed
