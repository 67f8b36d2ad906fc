"""What it is (LLVM: lib/CodeGen/MachineVerifier.cpp, the ``machineverifier`` pass and
``-verify-machineinstrs``).

The verifier checks the invariants every machine pass may rely on and reports each violation in llc's form::

    # Machine code for function f: ...          (the function, once, before the first error)
    *** Bad machine code: <what> ***
    - function:    f
    - basic block: %bb.0 entry
    - instruction: <the instruction>
    - operand 1:   <the operand>

Checks, per instruction: enough operands for the descriptor, no extra explicit operands on a non-variadic
instruction, explicit defs/uses where the descriptor puts them, register operands in the operand's register
class (virtual: the vreg's class must be a sub-class; physical: a member), immediates where immediates belong,
ties as the descriptor says and identical registers on both sides of a tie once ties are rewritten; per block:
terminators only at the end, PHIs only at the start, PHI operands pairing every CFG predecessor exactly, CFG
edges listed on both sides, successors consistent with what ``analyze_branch`` reads from the terminators;
per function: single definitions of virtual registers in SSA form, no PHIs under ``NoPHIs``, no virtual
registers under ``NoVRegs``, and, when liveness is tracked, no read of a physical register that is neither
live-in, reserved, nor defined earlier in the block.

``verify_machine_function`` returns the list of reports; ``MachineVerifierError`` carries them when a caller
wants failure (the pass manager turns that into llc's "Found N machine code errors." fatal error).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.function import MachineFunction, MachineFunctionProperties
from pyllc.codegen.machine.instr_desc import (
    OPERAND_FLAG_LOOKUP_PTR_REG_CLASS,
    OPERAND_IMMEDIATE,
    OPERAND_REGISTER,
)
from pyllc.codegen.target_opcodes import KILL
from pyllc.codegen.machine.operand import (
    MO_MachineBasicBlock,
    MO_Register,
    MO_RegisterMask,
    STACK_SLOT_BIT,
    VIRTUAL_REG_BIT,
    RegState,
    print_operand,
)

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.machine.operand import MachineOperand
    from pyllc.codegen.machine.print_context import PrintContext

_P = MachineFunctionProperties


class MachineVerifierError(Exception):
    """Verification failed: ``report`` is llc's text, ``count`` the number of errors."""

    def __init__(self, report: str, count: int) -> None:
        super().__init__(f"Found {count} machine code errors.")
        self.report = report
        self.count = count


class _Verifier:
    __slots__ = ("mf", "ctx", "tri", "tii", "out", "errors", "banner", "reserved")

    def __init__(self, mf: MachineFunction, banner: str) -> None:
        self.mf = mf
        self.ctx: PrintContext = mf.print_context()
        sti = mf.subtarget
        self.tri = sti.get_register_info() if sti is not None else None
        self.tii = sti.get_instr_info() if sti is not None else None
        self.out: list[str] = []
        self.errors = 0
        self.banner = banner
        reserved = mf.reg_info.reserved_regs
        if not mf.reg_info.reserved_frozen and self.tri is not None:
            reserved = self.tri.get_reserved_regs(mf)
        self.reserved = reserved

    # ----- reporting -----
    def _header(self, msg: str) -> None:
        self.out.append("\n")
        if self.errors == 0:
            if self.banner:
                self.out.append("# " + self.banner + "\n")
            self.out.append(self.mf.print(self.ctx))
        self.errors += 1
        self.out.append(f"*** Bad machine code: {msg} ***\n- function:    {self.mf.name}\n")

    def report_mf(self, msg: str) -> None:
        self._header(msg)

    def report_mbb(self, msg: str, mbb: MachineBasicBlock) -> None:
        # llc ends this line with the block's address in parentheses; pyllc leaves it out (determinism).
        self._header(msg)
        self.out.append(f"- basic block: %bb.{mbb.number} {mbb.ir_block_name()}\n")

    def report_mi(self, msg: str, mi: MachineInstr) -> None:
        mbb = mi.parent
        if mbb is not None:
            self.report_mbb(msg, mbb)
        else:
            self._header(msg)
        self.out.append("- instruction: " + mi.print(self.ctx) + "\n")

    def report_mo(self, msg: str, mi: MachineInstr, op_no: int) -> None:
        self.report_mi(msg, mi)
        op = mi.operands[op_no]
        self.out.append(
            f"- operand {op_no}:   " + print_operand(op, self.ctx, op_no, False, True, True, 0) + "\n"
        )

    def note(self, text: str) -> None:
        self.out.append(text)

    # ----- checks -----
    def run(self) -> None:
        mf = self.mf
        props = mf.properties
        mri = mf.reg_info
        if props.has(_P.NoVRegs):
            for i in range(mri.get_num_virt_regs()):
                r = i | VIRTUAL_REG_BIT
                if mri.reg_defs(r) or any(not o.is_debug() for o in mri.reg_uses(r)):
                    self.report_mf("Function has NoVRegs property but there are VReg operands")
                    break
        in_function = {id(b) for b in mf.blocks}
        for mbb in mf.blocks:
            self.check_block(mbb, in_function)
        if props.is_ssa():
            for i in range(mri.get_num_virt_regs()):
                r = i | VIRTUAL_REG_BIT
                defs = mri.reg_defs(r)
                if len(defs) > 1:
                    op = defs[1]
                    mi = op.parent
                    if mi is not None:
                        self.report_mo(
                            "Multiple virtual register defs in SSA form", mi, mi.operands.index(op)
                        )

    def check_block(self, mbb: MachineBasicBlock, in_function: set[int]) -> None:
        for s in mbb.successors:
            if id(s) not in in_function:
                self.report_mbb("MBB has successor that isn't part of the function.", mbb)
            if not s.is_predecessor(mbb):
                self.report_mbb("Inconsistent CFG", mbb)
                self.note(f"MBB is not in the predecessor list of the successor %bb.{s.number}.\n")
        for p in mbb.predecessors:
            if id(p) not in in_function:
                self.report_mbb("MBB has predecessor that isn't part of the function.", mbb)
            if not p.is_successor(mbb):
                self.report_mbb("Inconsistent CFG", mbb)
                self.note(f"MBB is not in the successor list of the predecessor %bb.{p.number}.\n")
        props = self.mf.properties
        first_term: MachineInstr | None = None
        seen_non_phi = False
        tracks = props.tracks_liveness()
        live = 0
        units = self.tri.tables.reg_units if self.tri is not None else None
        if tracks and units is not None:
            for r, _ in mbb.live_ins:
                live |= units[r]
            if mbb is self.mf.blocks[0]:
                for r, _ in self.mf.reg_info.live_ins:
                    live |= units[r]
        for mi in mbb.instrs:
            if mi.is_phi():
                if seen_non_phi:
                    self.report_mi("Found PHI instruction after non-PHI", mi)
                if props.has(_P.NoPHIs):
                    self.report_mi("Found PHI instruction with NoPHIs property set", mi)
                self.check_phi(mi, mbb)
            elif not mi.is_debug_instr():
                seen_non_phi = True
            if (
                first_term is not None
                and not mi.is_terminator()
                and not mi.is_debug_instr()
                and not mi.is_inside_bundle()
            ):
                self.report_mi("Non-terminator instruction after the first terminator", mi)
                self.note("First terminator was:\t" + first_term.print(self.ctx) + "\n")
            if mi.is_terminator() and first_term is None:
                first_term = mi
            self.check_instr(mi)
            if tracks and units is not None:
                live = self.check_liveness(mi, live, units)
        self.check_successors(mbb)

    def check_instr(self, mi: MachineInstr) -> None:
        desc = mi.desc
        ops = mi.operands
        n_desc = desc.num_operands
        if len(ops) < n_desc:
            self.report_mi("Too few operands", mi)
            self.note(f"{n_desc} operands expected, but {len(ops)} given.\n")
        if not desc.is_variadic() and not mi.is_inline_asm():
            for i in range(n_desc, len(ops)):
                op = ops[i]
                if (
                    not (op.kind == MO_Register and op.flags & RegState.Implicit)
                    and op.kind != MO_RegisterMask
                ):
                    self.report_mo("Extra explicit operand on non-variadic instruction", mi, i)
                    break
        props = self.mf.properties
        rewritten = props.has(_P.TiedOpsRewritten)
        for i, op in enumerate(ops):
            if i < n_desc:
                self.check_explicit_operand(mi, i, op, desc.operands[i], desc.num_defs, rewritten)
            elif op.kind == MO_Register and op.tied_to and not mi.is_inline_asm() and not desc.is_variadic():
                self.report_mo("Extra operand should not be tied", mi, i)
            if op.kind == MO_Register and op.contents & VIRTUAL_REG_BIT:
                mri = self.mf.reg_info
                if (op.contents & ~VIRTUAL_REG_BIT) >= mri.get_num_virt_regs():
                    self.report_mo("Virtual register does not exist", mi, i)

    def check_explicit_operand(
        self,
        mi: MachineInstr,
        i: int,
        op: MachineOperand,
        info: tuple[int, int, int, int],
        num_defs: int,
        rewritten: bool,
    ) -> None:
        op_type, rc, _flags, tied = info
        if op.kind == MO_Register:
            if i < num_defs and not op.flags & RegState.Define:
                self.report_mo("Explicit definition marked as use", mi, i)
            elif (
                i >= num_defs
                and op.flags & RegState.Define
                and not op.flags & RegState.Implicit
                and not mi.is_variadic()
            ):
                self.report_mo("Explicit operand marked as def", mi, i)
            if op.flags & RegState.Implicit:
                self.report_mo("Explicit operand marked as implicit", mi, i)
            if tied >= 0:
                if not op.tied_to:
                    self.report_mo("Operand should be tied", mi, i)
                elif op.tied_to - 1 != tied:
                    self.report_mo("Tied def doesn't match MCInstrDesc", mi, i)
                else:
                    other = mi.operands[tied]
                    r, o = op.contents, other.contents
                    if (
                        0 < r < STACK_SLOT_BIT
                        and other.kind == MO_Register
                        and 0 < o < STACK_SLOT_BIT
                        and r != o
                    ):
                        self.report_mo("Tied physical registers must match.", mi, tied)
                    elif rewritten and other.kind == MO_Register and r != o:
                        self.report_mo("Two-address instruction operands must be identical", mi, i)
            elif op.tied_to and not op.flags & RegState.Define:
                self.report_mo("Explicit operand should not be tied", mi, i)
            reg = op.contents
            if rc >= 0 and reg and self.tri is not None and not _flags & OPERAND_FLAG_LOOKUP_PTR_REG_CLASS:
                tri = self.tri
                if reg & VIRTUAL_REG_BIT:
                    vrc = self.mf.reg_info.get_reg_class_or_null(reg)
                    if vrc is not None and op.sub_reg == 0 and not tri.has_sub_class_eq(rc, vrc):
                        self.report_mo("Illegal virtual register for instruction", mi, i)
                        self.note(
                            f"Expected a {tri.get_reg_class_name(rc)} register, but got a "
                            f"{tri.get_reg_class_name(vrc)} register\n"
                        )
                elif 0 < reg < STACK_SLOT_BIT and op.sub_reg == 0 and not tri.class_contains(rc, reg):
                    self.report_mo("Illegal physical register for instruction", mi, i)
                    self.note(
                        f"{'$' + tri.get_name(reg).lower()} is not a {tri.get_reg_class_name(rc)} register.\n"
                    )
        else:
            if op_type == OPERAND_REGISTER and rc >= 0:
                self.report_mo("Expected a register operand.", mi, i)
            if op_type == OPERAND_IMMEDIATE and op.kind == MO_MachineBasicBlock:
                self.report_mo("Expected a non-register operand.", mi, i)

    def check_phi(self, mi: MachineInstr, mbb: MachineBasicBlock) -> None:
        ops = mi.operands
        if not ops or ops[0].kind != MO_Register or not ops[0].flags & RegState.Define:
            self.report_mo("Expected first PHI operand to be a register def", mi, 0)
        seen: list[MachineBasicBlock] = []
        i = 1
        while i < len(ops):
            if ops[i].kind != MO_Register or ops[i].flags & RegState.Define:
                self.report_mo("Expected PHI operand to be a register", mi, i)
            if i + 1 >= len(ops) or ops[i + 1].kind != MO_MachineBasicBlock:
                self.report_mo("Expected PHI operand to be a basic block", mi, min(i + 1, len(ops) - 1))
                break
            pred = ops[i + 1].contents
            seen.append(pred)
            if not mbb.is_predecessor(pred):
                self.report_mo("PHI input is not a predecessor block", mi, i + 1)
            i += 2
        if mbb.parent is not None and mbb.parent.properties.is_ssa():
            for p in mbb.predecessors:
                if all(s is not p for s in seen):
                    self.report_mi("Missing PHI operands", mi)
                    self.note(f"%bb.{p.number} is a predecessor according to the CFG.\n")

    def check_liveness(self, mi: MachineInstr, live: int, units: tuple[int, ...]) -> int:
        reserved = self.reserved
        tri = self.tri
        assert tri is not None
        for i, op in enumerate(mi.operands):
            if op.kind != MO_Register or op.flags & RegState.Define:
                continue
            r = op.contents
            if not 0 < r < STACK_SLOT_BIT or op.flags & (
                RegState.Undef | RegState.InternalRead | RegState.Debug
            ):
                continue
            if (reserved >> r) & 1 or tri.is_constant_phys_reg(r) or mi.is_debug_instr():
                continue
            if units[r] & ~live:
                if mi.is_phi() or mi.opcode == KILL:  # KILL may read partially defined registers
                    continue
                self.report_mo("Using an undefined physical register", mi, i)
        for op in mi.operands:
            if op.kind == MO_RegisterMask:
                mask = op.contents
                for r in range(1, tri.num_regs):
                    if not (mask >> r) & 1:
                        live &= ~units[r]
        for op in mi.operands:
            if op.kind == MO_Register and op.flags & RegState.Define and 0 < op.contents < STACK_SLOT_BIT:
                live |= units[op.contents]
        return live

    def check_successors(self, mbb: MachineBasicBlock) -> None:
        tii = self.tii
        if tii is None:
            return
        try:
            analyzed = tii.analyze_branch(mbb, False)
        except NotImplementedError:
            analyzed = None
        if analyzed is None:
            return
        tbb, fbb, cond = analyzed
        blocks = self.mf.blocks
        idx = next((i for i, b in enumerate(blocks) if b is mbb), -1)
        layout_next = blocks[idx + 1] if 0 <= idx + 1 < len(blocks) else None
        # LLVM 14: the branch targets must be successors, a conditional fall-through must reach a successor; an
        # unconditional fall-through need not (the block may end in unreachable code, e.g. a noreturn call).
        if tbb is not None and not mbb.is_successor(tbb):
            self.report_mbb(
                "MBB exits via jump or conditional branch, but its target isn't a CFG successor!", mbb
            )
        if fbb is not None and not mbb.is_successor(fbb):
            self.report_mbb("MBB exits via conditional branch, but its target isn't a CFG successor!", mbb)
        fallthrough = tbb is None or (bool(cond) and fbb is None)
        if cond and fbb is None:
            if layout_next is None:
                self.report_mbb("MBB conditionally falls through out of function!", mbb)
            elif not mbb.is_successor(layout_next):
                self.report_mbb(
                    "MBB exits via conditional branch/fall-through but the CFG successors don't "
                    "match the actual successors!",
                    mbb,
                )
        for succ in mbb.successors:
            if succ is tbb or succ is fbb:
                continue
            if fallthrough and succ is layout_next:
                continue
            if succ.is_eh_pad or succ.is_inline_asm_br_indirect_target:
                continue
            self.report_mbb(
                "MBB has unexpected successors which are not branch targets, fallthrough, EHPads, or "
                "inlineasm_br targets.",
                mbb,
            )


def verify_machine_function(mf: MachineFunction, banner: str = "") -> tuple[int, str]:
    """Verify ``mf``; returns (error count, report text)."""
    v = _Verifier(mf, banner)
    v.run()
    return v.errors, "".join(v.out)


def verify_or_raise(mf: MachineFunction, banner: str = "") -> None:
    n, text = verify_machine_function(mf, banner)
    if n:
        raise MachineVerifierError(text, n)


@dataclass(frozen=True, slots=True)
class MachineVerifierPass:
    """The ``machineverifier`` pass: verify and fail on errors (LLVM ``MachineVerifierPass``)."""

    name: ClassVar[str] = "machineverifier"
    description: ClassVar[str] = "Verify generated machine code"
    banner: str = ""

    def run(self, mf: MachineFunction, am: Any) -> bool:
        verify_or_raise(mf, self.banner)
        return False
