"""What it is (LLVM: ModuleSlotTracker + the TRI/TII/MRI pointers that MachineOperand::print gathers).

The printers of operands, instructions, blocks and functions need a few outside facts: register and
register-class names (TargetRegisterInfo), target-flag names (TargetInstrInfo), virtual-register classes and
names (MachineRegisterInfo), stack-object names (MachineFrameInfo) and, for IR references, a way to spell IR
values and metadata.  A :class:`PrintContext` bundles them once per function so that the printing code stays
plain functions over ints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from pyllc.codegen.machine.operand import print_mc_cfi
from pyllc.mc.streamer import MCCFIInstruction

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


class PrintContext:
    """What printing a machine function's pieces needs to know; built by :meth:`for_function`."""

    __slots__ = (
        "mf",
        "tri",
        "tii",
        "mri",
        "mfi",
        "ir_value_printer",
        "metadata_printer",
        "cfi_printer",
        "intrinsic_namer",
        "ir_constant_printer",
        "mir_mode",
    )

    def __init__(
        self,
        mf: MachineFunction | None = None,
        tri: Any = None,
        tii: Any = None,
        mri: Any = None,
        mfi: Any = None,
    ) -> None:
        self.mf = mf
        self.tri = tri
        self.tii = tii
        self.mri = mri
        self.mfi = mfi
        self.ir_value_printer: Callable[[Any], str] | None = None
        self.metadata_printer: Callable[[Any], str] | None = None
        self.cfi_printer: Callable[[Any, PrintContext], str] | None = None
        self.intrinsic_namer: Callable[[int], str | None] | None = None
        #: An IR constant as the IR printer writes it, with its type (True) or without (LLVM printAsOperand).
        self.ir_constant_printer: Callable[[Any, bool], str] | None = None
        #: True when printing MIR (named regmasks, ``CustomRegMask``) rather than the machine-code dump.
        self.mir_mode = False

    @staticmethod
    def for_function(mf: MachineFunction) -> PrintContext:
        sti = mf.subtarget
        ctx = PrintContext(
            mf,
            sti.get_register_info() if sti is not None else None,
            sti.get_instr_info() if sti is not None else None,
            mf.reg_info,
            mf.frame_info,
        )
        return ctx

    def reg_class_or_bank_name(self, reg: int) -> str:
        """The class's lower-case name for a virtual register with a class, ``_`` without (LLVM ``printRegClassOrBank``)."""
        rc = self.mri.get_reg_class_or_null(reg) if self.mri is not None else None
        if rc is None or rc < 0 or self.tri is None:
            return "_"
        return self.tri.get_reg_class_name(rc).lower()

    def print_cfi(self, cfi: Any) -> str:
        if self.cfi_printer is not None:
            return self.cfi_printer(cfi, self)
        if isinstance(cfi, MCCFIInstruction):
            return print_mc_cfi(cfi, self)
        fn = getattr(cfi, "print_mir", None)
        if fn is not None:
            return str(fn(self))
        return str(cfi)

    def intrinsic_name(self, iid: int) -> str | None:
        if self.intrinsic_namer is not None:
            return self.intrinsic_namer(iid)
        return None
