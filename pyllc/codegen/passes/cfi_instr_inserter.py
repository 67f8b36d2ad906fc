"""What it is (LLVM: lib/CodeGen/CFIInstrInserter.cpp, LLVM 14).

``cfi-instr-inserter``: CFI directives describe the frame at each point of the *layout*, but a block's frame
state comes from its CFG predecessors.  When an epilogue (``popq %rbp``; ``.cfi_def_cfa %rsp, 8``) is followed
in the layout by a block still inside the frame (a landing pad, a block after an early return), the unwinder
would read the wrong CFA there.  The pass computes each block's incoming and outgoing CFA register and offset
and its callee-saved registers recorded as saved (depth-first from the entry, over successors), then walks the
layout and, where a block's incoming state differs from the previous block's outgoing state, inserts
``def_cfa`` (both differ), ``def_cfa_offset`` or ``def_cfa_register``, and ``restore``/``offset`` records for
callee-saved registers, at the block's start.

It runs when the function needs frame moves (``MachineFunction::needsFrameMoves``).  The target supplies the
entry state (``getInitialCFAOffset``, ``getInitialCFARegister``), reads its CFI records
(:meth:`~pyllc.target.frame_lowering.TargetFrameLowering.describe_cfi`) and builds new ones
(:meth:`~pyllc.target.frame_lowering.TargetFrameLowering.build_cfa_cfi`).  ``remember_state``/``restore_state``
and ``register`` records are not tracked (LLVM 14 warns about the first two; no pyllc target writes them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.target_opcodes import CFI_INSTRUCTION

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


class _Info:
    __slots__ = ("in_offset", "in_reg", "out_offset", "out_reg", "in_saved", "out_saved", "processed")

    def __init__(self, offset: int, reg: int) -> None:
        self.in_offset = offset
        self.in_reg = reg
        self.out_offset = offset
        self.out_reg = reg
        self.in_saved: frozenset[int] = frozenset()
        self.out_saved: frozenset[int] = frozenset()
        self.processed = False


class CFIInstrInserter:
    """``cfi-instr-inserter``: Check CFA info and insert CFI instructions if needed."""

    name: ClassVar[str] = "cfi-instr-inserter"
    description: ClassVar[str] = "Check CFA info and insert CFI instructions if needed"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        tfl = mf.subtarget.get_frame_lowering()
        if not mf.blocks or not tfl.needs_frame_moves(mf):
            return False
        offset0 = tfl.get_initial_cfa_offset(mf)
        reg0 = tfl.get_initial_cfa_register(mf)
        infos = {id(b): _Info(offset0, reg0) for b in mf.blocks}
        csr_loc: dict[int, int] = {}
        frames = mf.frame_instructions

        def calculate_outgoing(mbb: Any, info: _Info) -> None:
            offset, reg = info.in_offset, info.in_reg
            saved = set(info.in_saved)
            for mi in mbb.instrs:
                if mi.opcode != CFI_INSTRUCTION:
                    continue
                op, r, off = tfl.describe_cfi(frames[mi.operands[0].contents])
                if op == "def_cfa_register":
                    reg = r
                elif op == "def_cfa_offset":
                    offset = off
                elif op == "adjust_cfa_offset":
                    offset += off
                elif op == "def_cfa":
                    reg, offset = r, off
                elif op == "offset":
                    csr_loc[r] = off
                    saved.add(r)
                elif op in ("restore", "undefined", "same_value"):
                    saved.discard(r)
            info.out_offset, info.out_reg = offset, reg
            info.out_saved = frozenset(saved)
            info.processed = True

        entry = mf.blocks[0]
        stack = [entry]
        while stack:
            mbb = stack.pop()
            info = infos[id(mbb)]
            calculate_outgoing(mbb, info)
            for succ in mbb.successors:
                sinfo = infos.get(id(succ))
                if sinfo is None or sinfo.processed:
                    continue
                sinfo.in_offset, sinfo.in_reg = info.out_offset, info.out_reg
                sinfo.in_saved = info.out_saved
                stack.append(succ)
        for mbb in mf.blocks:
            info = infos[id(mbb)]
            if not info.processed:
                calculate_outgoing(mbb, info)

        changed = False
        prev = infos[id(entry)]
        for mbb in mf.blocks[1:]:
            info = infos[id(mbb)]
            pos = 0
            if prev.out_offset != info.in_offset and prev.out_reg != info.in_reg:
                tfl.build_cfa_cfi(mbb, pos, "def_cfa", info.in_reg, info.in_offset)
                pos += 1
            elif prev.out_offset != info.in_offset:
                tfl.build_cfa_cfi(mbb, pos, "def_cfa_offset", 0, info.in_offset)
                pos += 1
            elif prev.out_reg != info.in_reg:
                tfl.build_cfa_cfi(mbb, pos, "def_cfa_register", info.in_reg, 0)
                pos += 1
            for r in sorted(prev.out_saved - info.in_saved):
                tfl.build_cfa_cfi(mbb, pos, "restore", r, 0)
                pos += 1
            for r in sorted(info.in_saved - prev.out_saved):
                tfl.build_cfa_cfi(mbb, pos, "offset", r, csr_loc[r])
                pos += 1
            changed = changed or pos > 0
            prev = info
        return changed
