"""What it is (LLVM: lib/Target/X86/X86AsmPrinter.cpp, the instruction part of X86MCInstLower.cpp's
``X86AsmPrinter::emitInstruction``, and the verbose comments of X86InstComments.cpp / X86ATTInstPrinter).

The x86 AsmPrinter: registered as llc's ``asm-printer`` pass.  It adds to the generic
:class:`~pyllc.codegen.asm_printer.asm_printer.AsmPrinter`:

* ``.intel_syntax noprefix`` at the start of the file for ``-x86-asm-syntax=intel``;
* 16-byte function alignment (``.p2align 4, 0x90``) unless the function is optimised for size;
* per instruction: lowering through :class:`~pyllc.targets.x86.mc_inst_lower.X86MCInstLower`, the
  ``# TAILCALL`` comment on tail jumps, the ``# xmm0 = mem[0],zero`` comments of scalar SSE loads, and the
  ``# imm = 0x1F4`` comment on immediates outside [-256, 255];
* spill/reload classification of stack-slot moves (``# 8-byte Spill`` versus ``# 8-byte Folded Spill``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyllc.codegen.asm_printer.asm_printer import AsmPrinter
from pyllc.mc.inst import MCInst
from pyllc.mc.streamer import MCCFIInstruction
from pyllc.targets.x86.gen import asm_writer as W
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc_inst_lower import TAIL_JUMP_OPCODES, X86MCInstLower

_OP = {n: i for i, n in enumerate(II.OPCODE_NAMES)}


def _ops(*names: str) -> frozenset[int]:
    return frozenset(_OP[n] for n in names if n in _OP)


_FRAME_LOADS = _ops("MOV8rm", "MOV8rm_NOREX", "MOV16rm", "MOV32rm", "MOV64rm", "MOVSSrm", "MOVSSrm_alt",
                    "MOVSDrm", "MOVSDrm_alt", "MOVAPSrm", "MOVUPSrm", "MOVAPDrm", "MOVUPDrm", "MOVDQArm",
                    "MOVDQUrm", "LD_Fp80m", "LD_Fp64m", "LD_Fp32m", "MMX_MOVD64rm", "MMX_MOVQ64rm")
_FRAME_STORES = _ops("MOV8mr", "MOV8mr_NOREX", "MOV16mr", "MOV32mr", "MOV64mr", "MOVSSmr", "MOVSDmr", "MOVAPSmr",
                     "MOVUPSmr", "MOVAPDmr", "MOVUPDmr", "MOVDQAmr", "MOVDQUmr", "ST_FpP80m", "ST_Fp64m",
                     "ST_Fp32m", "MMX_MOVD64mr", "MMX_MOVQ64mr")
#: Loads of a scalar into the low element, zeroing the rest (X86InstComments: ``xmm0 = mem[0],zero``).
_ZEXT_LOAD_COMMENTS: dict[int, str] = {}
for _n, _c in (("MOVSDrm", "mem[0],zero"), ("MOVSDrm_alt", "mem[0],zero"), ("MOVSSrm", "mem[0],zero,zero,zero"),
               ("MOVSSrm_alt", "mem[0],zero,zero,zero"), ("MOVQI2PQIrm", "mem[0],zero"),
               ("MOVDI2PDIrm", "mem[0],zero,zero,zero"), ("MOVZPQILo2PQIrm", "mem[0],zero")):
    if _n in _OP:
        _ZEXT_LOAD_COMMENTS[_OP[_n]] = _c

_PRINT_OPERAND = W.PRINT_METHODS.index("printOperand")

#: The frame lowering's CFI operation numbers (LLVM MCCFIInstruction::OpType order) → directive names.
_CFI_OPS = {0: "same_value", 1: "remember_state", 2: "restore_state", 3: "offset", 5: "def_cfa_register",
            6: "def_cfa_offset", 7: "def_cfa", 8: "rel_offset", 9: "adjust_cfa_offset", 11: "restore",
            12: "undefined", 13: "register", 14: "window_save", 16: "gnu_args_size"}
_CFI_REG_OPS = frozenset(("same_value", "offset", "def_cfa_register", "def_cfa", "rel_offset", "restore",
                          "undefined", "register"))


def _uleb128(v: int) -> bytes:
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _imm_slots() -> tuple[tuple[int, ...], ...]:
    """Per opcode, the MCInst operand indexes printed by ``printOperand`` as immediates."""
    out: list[tuple[int, ...]] = []
    for opcode, fmt in enumerate(W.ATT_FORMATS):
        descs = II.DESC_OPERANDS[opcode]
        slots = []
        for p in fmt:
            if type(p) is int and p >> 8 == _PRINT_OPERAND:
                idx = p & 0xFF
                if idx < len(descs) and descs[idx][0] not in (0, 2):
                    slots.append(idx)
        out.append(tuple(slots))
    return tuple(out)


_IMM_SLOTS = _imm_slots()


class X86AsmPrinter(AsmPrinter):
    """The ``asm-printer`` pass for x86 (see the module docstring)."""

    name: ClassVar[str] = "asm-printer"
    description: ClassVar[str] = "X86 Assembly Printer"
    kind: ClassVar[str] = "machine"

    def __init__(self) -> None:
        super().__init__()
        self.mc_inst_lowering = X86MCInstLower(self)
        self.intel_syntax = False

    def emit_start_of_asm_file(self, module: Any) -> None:
        s = self.streamer
        s.switch_section(self.tlof.text_section)
        if self.intel_syntax:
            s.emit_syntax_directive(True)

    def function_alignment(self, mf: Any) -> int:
        fa = mf.function.attrs.fn
        if fa.has("optsize") or fa.has("minsize"):
            return 1
        return 16

    def frame_access_kind(self, mi: Any) -> tuple[bool, bool]:
        return mi.opcode in _FRAME_LOADS, mi.opcode in _FRAME_STORES

    def reg_name(self, reg: int) -> str:
        return "$" + R.ASM_NAMES[reg] if 0 < reg < len(R.ASM_NAMES) else f"$physreg{reg}"

    def get_cfi(self, index: int) -> Any:
        """The CFI record as the streamer's MCCFIInstruction: the frame lowering records LLVM's form (an
        operation number and DWARF register numbers), converted here to LLVM register numbers."""
        cfi = self.mf.frame_instructions[index]
        op = getattr(cfi, "operation", None)
        if op is None:
            return cfi
        from pyllc.targets.x86 import frame_lowering as FL

        name = _CFI_OPS.get(op)
        if name is None:
            from pyllc.support.diagnostics import UnsupportedError

            raise UnsupportedError(None, f"CFI operation {op}")
        reg = FL.dwarf_to_llvm_reg(cfi.register) if cfi.register or name in _CFI_REG_OPS else 0
        reg2 = FL.dwarf_to_llvm_reg(cfi.register2) if name == "register" else 0
        values = b""
        if op == FL.OpGnuArgsSize:
            name = "escape"
            values = bytes([0x2E]) + _uleb128(cfi.offset)
        return MCCFIInstruction(name, reg, cfi.offset, reg2, values)

    def emit_instruction(self, mi: Any) -> None:
        inst = self.mc_inst_lowering.lower(mi)
        if self.verbose:
            if mi.opcode in TAIL_JUMP_OPCODES:
                self.streamer.add_comment("TAILCALL")
            self._add_inst_comments(inst)
        self.streamer.emit_instruction(inst, self.mf.subtarget if self.mf is not None else None)

    def _add_inst_comments(self, inst: MCInst) -> None:
        custom = _ZEXT_LOAD_COMMENTS.get(inst.opcode)
        if custom is not None:
            dst = inst.operands[0]
            self.streamer.add_comment(f"{R.ASM_NAMES[dst]} = {custom}")
            return
        if self.intel_syntax:  # the Intel printer adds no immediate comments
            return
        ops = inst.operands
        for idx in _IMM_SLOTS[inst.opcode]:
            if idx >= len(ops):
                continue
            v = ops[idx]
            if type(v) is not int or -256 <= v <= 255:
                continue
            if -(1 << 15) <= v < (1 << 15):
                text = f"{v & 0xFFFF:X}"
            elif -(1 << 31) <= v < (1 << 31):
                text = f"{v & 0xFFFFFFFF:X}"
            else:
                text = f"{v & 0xFFFFFFFFFFFFFFFF:X}"
            self.streamer.add_comment("imm = 0x" + text)
