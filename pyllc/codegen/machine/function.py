"""What it is (LLVM: lib/CodeGen/MachineFunction.cpp, include/llvm/CodeGen/MachineFunction.h).

A MachineFunction is the machine-level form of one IR function: its blocks in layout order, and the per-
function tables every pass shares: MachineRegisterInfo (virtual registers, use lists, live-ins),
MachineFrameInfo (stack objects), MachineConstantPool, MachineJumpTableInfo (created on demand), the CFI
instructions referenced by ``CFI_INSTRUCTION`` operands, call-site and debug-value-substitution records, and
the target's MachineFunctionInfo (``info``).

Blocks have numbers; ``bb.N`` in dumps and MIR is that number.  New blocks get the next free number, and
:meth:`renumber_blocks` makes numbers follow layout order again after passes reorder or delete blocks (LLVM
``RenumberBlocks``).

Properties (:class:`MachineFunctionProperties`) record the state of the code: SSA form (``IsSSA``), PHIs gone
(``NoPHIs``), liveness tracked (``TracksLiveness``), no virtual registers left (``NoVRegs``) and the GlobalISel
and verification flags.  The pass manager checks the properties each pass requires, then sets and clears those
it declares; ``print`` writes them in the ``# Machine code for function f: IsSSA, TracksLiveness`` header of
llc's dump.
"""

from __future__ import annotations

from typing import Any, Final, Iterator

from pyllc.codegen.machine.basic_block import MachineBasicBlock
from pyllc.codegen.machine.constant_pool import MachineConstantPool
from pyllc.codegen.machine.frame_info import MachineFrameInfo
from pyllc.codegen.machine.instr import MachineInstr
from pyllc.codegen.machine.instr_desc import InstrDesc
from pyllc.codegen.machine.jump_table_info import MachineJumpTableInfo
from pyllc.codegen.machine.operand import print_reg
from pyllc.codegen.machine.print_context import PrintContext
from pyllc.codegen.machine.register_info import MachineRegisterInfo


#: The local slot numbers of the IR function printed last (unnamed blocks print as ``%ir-block.N``).
_LAST_IR_SLOTS: list[Any] = [None]


class MachineFunctionProperties:
    """The ``MachineFunctionProperties::Property`` bits, LLVM 14 order, as one int."""

    IsSSA: Final = 0
    NoPHIs: Final = 1
    TracksLiveness: Final = 2
    NoVRegs: Final = 3
    FailedISel: Final = 4
    Legalized: Final = 5
    RegBankSelected: Final = 6
    Selected: Final = 7
    TiedOpsRewritten: Final = 8
    FailsVerification: Final = 9
    TracksDebugUserValues: Final = 10
    NAMES: Final = (
        "IsSSA",
        "NoPHIs",
        "TracksLiveness",
        "NoVRegs",
        "FailedISel",
        "Legalized",
        "RegBankSelected",
        "Selected",
        "TiedOpsRewritten",
        "FailsVerification",
        "TracksDebugUserValues",
    )

    __slots__ = ("bits",)

    def __init__(self, bits: int = 0) -> None:
        self.bits = bits

    def has(self, prop: int) -> bool:
        return (self.bits >> prop) & 1 != 0

    def set(self, prop: int) -> MachineFunctionProperties:
        self.bits |= 1 << prop
        return self

    def reset(self, prop: int) -> MachineFunctionProperties:
        self.bits &= ~(1 << prop)
        return self

    def verify_required(self, required: int) -> int:
        """Bits of ``required`` (a mask) that are not set."""
        return required & ~self.bits

    def is_ssa(self) -> bool:
        return self.bits & 1 != 0

    def tracks_liveness(self) -> bool:
        return self.bits & 4 != 0

    def names(self) -> list[str]:
        return [n for i, n in enumerate(self.NAMES) if (self.bits >> i) & 1]

    def print(self) -> str:
        return ", ".join(self.names())


def props_mask(*props: int) -> int:
    """An int mask of properties, for pass declarations."""
    m = 0
    for p in props:
        m |= 1 << p
    return m


class MachineFunction:
    """A function's machine code and per-function tables."""

    __slots__ = (
        "name",
        "function",
        "target",
        "subtarget",
        "blocks",
        "properties",
        "reg_info",
        "frame_info",
        "constant_pool",
        "jump_table_info",
        "frame_instructions",
        "alignment",
        "exposes_returns_twice",
        "has_win_cfi",
        "call_sites_info",
        "debug_value_substitutions",
        "info",
        "function_number",
        "_ir_slots",
        "has_inline_asm",
        "has_eh_funclets",
        "landing_pads",
        "type_infos",
        "filter_ids",
        "filter_ends",
        "eh_labels",
        "debug_instr_number_counter",
        "variable_dbg_info",
    )

    def __init__(
        self,
        name: str,
        subtarget: Any = None,
        function: Any = None,
        target: Any = None,
        function_number: int = 0,
    ) -> None:
        self.name = name
        self.function = function
        self.target = target
        self.subtarget = subtarget
        self.blocks: list[MachineBasicBlock] = []
        # LLVM's MachineFunction::init: SSA, liveness tracked (the selector's output).
        self.properties = MachineFunctionProperties(
            props_mask(MachineFunctionProperties.IsSSA, MachineFunctionProperties.TracksLiveness)
        )
        self.reg_info = MachineRegisterInfo(self)
        # setVariableDbgInfo: (DILocalVariable, DIExpression, frame index, DILocation) per dbg.declare
        # of a static alloca.
        self.variable_dbg_info: list[tuple[Any, Any, int, Any]] = []
        tfl = subtarget.get_frame_lowering() if subtarget is not None else None
        if tfl is not None:
            self.frame_info = MachineFrameInfo(tfl.get_stack_align(), tfl.is_stack_realignable())
        else:
            self.frame_info = MachineFrameInfo()
        self.constant_pool = MachineConstantPool()
        self.jump_table_info: MachineJumpTableInfo | None = None
        self.frame_instructions: list[Any] = []
        #: Function alignment in bytes.
        self.alignment = 1
        if subtarget is not None:
            lowering = subtarget.get_target_lowering()
            if lowering is not None:  # a subtarget built without a TargetLowering (MIR tests)
                self.alignment = lowering.get_min_function_alignment()
        self.exposes_returns_twice = False
        self.has_win_cfi = False
        self.call_sites_info: list[Any] = []
        self.debug_value_substitutions: list[tuple[tuple[int, int], tuple[int, int], int]] = []
        self.info: Any = None
        self.function_number = function_number
        self._ir_slots: dict[int, int] | None = None
        self.has_inline_asm = False
        self.has_eh_funclets = False
        self.landing_pads: list[LandingPadInfo] = []
        #: The catch type infos (IR globals, None for ``catch null``), ``getTypeIDFor`` numbers from 1.
        self.type_infos: list[Any] = []
        #: The filters' type ids, each filter ended by 0 (``FilterIds``), and their ends (``FilterEnds``).
        self.filter_ids: list[int] = []
        self.filter_ends: list[int] = []
        #: The EH labels made during selection, in creation order (named when the function is printed).
        self.eh_labels: list[EHLabel] = []
        self.debug_instr_number_counter = 1

    # ----- exception handling (MachineFunction's landing pad info) -----
    def new_eh_label(self) -> EHLabel:
        """A label for an invoke's range or a landing pad (``createTempSymbol``)."""
        lab = EHLabel()
        self.eh_labels.append(lab)
        return lab

    def get_or_create_landing_pad_info(self, pad: Any) -> LandingPadInfo:
        for lp in self.landing_pads:
            if lp.landing_pad is pad:
                return lp
        lp = LandingPadInfo(pad)
        self.landing_pads.append(lp)
        return lp

    def add_invoke(self, pad: Any, begin: EHLabel, end: EHLabel) -> None:
        lp = self.get_or_create_landing_pad_info(pad)
        lp.begin_labels.append(begin)
        lp.end_labels.append(end)

    def get_type_id_for(self, ti: Any) -> int:
        """``getTypeIDFor``: the 1-based index of ``ti`` in the type infos (added when new)."""
        for i, t in enumerate(self.type_infos):
            if t is ti:
                return i + 1
        self.type_infos.append(ti)
        return len(self.type_infos)

    def get_filter_id_for(self, ty_ids: list[int]) -> int:
        """``getFilterIDFor``: a negative filter id, re-using an existing filter whose tail matches."""
        fids = self.filter_ids
        for end in self.filter_ends:
            i, j = end, len(ty_ids)
            while i and j:
                i -= 1
                j -= 1
                if fids[i] != ty_ids[j]:
                    break
            else:
                if not j:
                    return -(1 + i)
        fid = -(1 + len(fids))
        fids.extend(ty_ids)
        self.filter_ends.append(len(fids))
        fids.append(0)
        return fid

    def add_landing_pad(self, pad: Any, lp_inst: Any, strip: Any, cleanup: bool) -> EHLabel:
        """``addLandingPad``: the landing pad's label, its cleanup flag and its clauses' type ids (in
        reverse clause order, as LLVM adds them)."""
        label = self.new_eh_label()
        lp = self.get_or_create_landing_pad_info(pad)
        lp.landing_pad_label = label
        if lp_inst is not None:
            if cleanup:
                lp.type_ids.append(0)
            kinds = lp_inst.extra
            for k in range(len(kinds) - 1, -1, -1):
                val = strip(lp_inst.operands[k])
                if kinds[k] == 0:  # catch
                    lp.type_ids.append(self.get_type_id_for(val))
                else:
                    ids = [self.get_type_id_for(strip(e)) for e in getattr(val, "operands", ())]
                    lp.type_ids.append(self.get_filter_id_for(ids))
        return label

    # ----- blocks -----
    def __iter__(self) -> Iterator[MachineBasicBlock]:
        return iter(self.blocks)

    def __len__(self) -> int:
        return len(self.blocks)

    def create_machine_basic_block(self, ir_block: Any = None) -> MachineBasicBlock:
        """A new block not yet in the layout (LLVM ``CreateMachineBasicBlock``); insert it with :meth:`push_back`."""
        mbb = MachineBasicBlock(ir_block)
        mbb.parent = self
        return mbb

    def push_back(self, mbb: MachineBasicBlock) -> MachineBasicBlock:
        """Append ``mbb`` to the layout and give it the next number."""
        mbb.parent = self
        self.blocks.append(mbb)
        mbb.number = self._next_number()
        return mbb

    def insert(self, pos: int, mbb: MachineBasicBlock) -> MachineBasicBlock:
        """Insert ``mbb`` at layout position ``pos`` (its number is the next free one until renumbering)."""
        mbb.parent = self
        self.blocks.insert(pos, mbb)
        mbb.number = self._next_number()
        return mbb

    def add_block(self, ir_block: Any = None) -> MachineBasicBlock:
        """Create a block and append it to the layout."""
        return self.push_back(self.create_machine_basic_block(ir_block))

    def _next_number(self) -> int:
        return max((b.number for b in self.blocks), default=-1) + 1

    def erase(self, mbb: MachineBasicBlock) -> None:
        """Remove a block from the layout, with its instructions (use lists updated) and CFG edges."""
        for s in list(mbb.successors):
            mbb.remove_successor(s)
        for p in list(mbb.predecessors):
            p.remove_successor(mbb)
        for mi in list(mbb.instrs):
            mbb.remove(mi)
        self.blocks = [b for b in self.blocks if b is not mbb]
        mbb.parent = None

    def renumber_blocks(self) -> None:
        """Number blocks 0..n-1 in layout order (LLVM ``RenumberBlocks``)."""
        for i, b in enumerate(self.blocks):
            b.number = i

    def get_block_numbered(self, n: int) -> MachineBasicBlock:
        for b in self.blocks:
            if b.number == n:
                return b
        raise KeyError(n)

    def entry_block(self) -> MachineBasicBlock:
        return self.blocks[0]

    # ----- instructions -----
    def create_machine_instr(
        self, desc: InstrDesc, debug_loc: Any = None, no_implicit: bool = False
    ) -> MachineInstr:
        return MachineInstr(desc, debug_loc, no_implicit)

    def clone_machine_instr(self, mi: MachineInstr) -> MachineInstr:
        """A copy of ``mi`` with copied operands, ties and attributes (LLVM ``CloneMachineInstr``)."""
        new = MachineInstr(mi.desc, mi.debug_loc, no_implicit=True)
        for op in mi.operands:
            c = op.copy()
            new.operands.append(c)
            c.parent = new
        for i, op in enumerate(mi.operands):
            new.operands[i].tied_to = op.tied_to
        new.flags = mi.flags
        new.mem_operands = mi.mem_operands
        new.pc_sections = mi.pc_sections
        return new

    def get_or_create_jump_table_info(self, kind: int) -> MachineJumpTableInfo:
        if self.jump_table_info is None:
            self.jump_table_info = MachineJumpTableInfo(kind)
        return self.jump_table_info

    def add_frame_inst(self, cfi: Any) -> int:
        """Record a CFI instruction; its index goes in a ``CFI_INSTRUCTION`` operand."""
        self.frame_instructions.append(cfi)
        return len(self.frame_instructions) - 1

    def new_debug_instr_num(self) -> int:
        n = self.debug_instr_number_counter
        self.debug_instr_number_counter += 1
        return n

    def ir_slot_of(self, ir_block: Any) -> int | None:
        """The slot number of an unnamed IR basic block, counting unnamed arguments and values as LLVM does."""
        fn = self.function
        if fn is None:
            return None
        numberer = getattr(fn, "local_slot_of", None)
        if numberer is not None:
            return numberer(ir_block)
        slot = getattr(ir_block, "slot", None)
        if slot is None and not getattr(ir_block, "name", ""):
            from pyllc.ir.printer import FunctionSlots

            cached = _LAST_IR_SLOTS[0]
            if cached is None or cached[0] is not fn:
                cached = _LAST_IR_SLOTS[0] = (fn, FunctionSlots(fn).slots)
            slot = cached[1].get(ir_block)
        return slot

    # ----- printing -----
    def print_context(self) -> PrintContext:
        return PrintContext.for_function(self)

    def print(self, ctx: PrintContext | None = None, indexes: Any = None) -> str:
        """llc-14's ``# Machine code for function f: ...`` dump (LLVM ``MachineFunction::print``); with the
        function's SlotIndexes (while that analysis is available) blocks and instructions carry their
        indexes (``0B``, ``16B`` ...)."""
        if ctx is None:
            ctx = self.print_context()
        out = ["# Machine code for function ", self.name, ": ", self.properties.print(), "\n"]
        tfl = self.subtarget.get_frame_lowering() if self.subtarget is not None else None
        out.append(self.frame_info.print(tfl.get_offset_of_local_area() if tfl is not None else 0))
        if self.jump_table_info is not None:
            out.append(self.jump_table_info.print())
        out.append(self.constant_pool.print())
        mri = self.reg_info
        if mri.live_ins:
            items = []
            for p, v in mri.live_ins:
                t = print_reg(p, ctx)
                if v:
                    t += " in " + print_reg(v, ctx)
                items.append(t)
            out.append("Function Live Ins: " + ", ".join(items) + "\n")
        for mbb in self.blocks:
            out.append("\n")
            out.append(mbb.print(ctx, True, indexes))
        out.append("\n# End machine code for function " + self.name + ".\n\n")
        return "".join(out)

    def __repr__(self) -> str:
        return f"<MachineFunction {self.name}>"


class EHLabel:
    """An exception-handling label of a function (an MCSymbol once the function is printed)."""

    __slots__ = ("sym",)

    def __init__(self) -> None:
        self.sym: Any = None

    @property
    def name(self) -> str:
        return self.sym.name if self.sym is not None else ".Ltmp"


class LandingPadInfo:
    """``LandingPadInfo``: a landing pad block, the invoke ranges unwinding to it, its label and the
    type ids of its clauses (0 cleanup, > 0 catch, < 0 filter)."""

    __slots__ = ("landing_pad", "begin_labels", "end_labels", "landing_pad_label", "type_ids")

    def __init__(self, pad: Any) -> None:
        self.landing_pad = pad
        self.begin_labels: list[EHLabel] = []
        self.end_labels: list[EHLabel] = []
        self.landing_pad_label: EHLabel | None = None
        self.type_ids: list[int] = []
