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
from pyllc.ir import types as T
from pyllc.ir.constants import ConstantDataArray, ConstantFP, ConstantInt, ConstantVector, UndefValue
from pyllc.mc.inst import MCInst
from pyllc.mc.streamer import MCCFIInstruction
from pyllc.targets.x86.gen import asm_writer as W
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.mc_inst_lower import TAIL_JUMP_OPCODES, VARIANT_OF_FLAG, X86MCInstLower
from pyllc.support.leb128 import encode_uleb128

_OP = {n: i for i, n in enumerate(II.OPCODE_NAMES)}


def _ops(*names: str) -> frozenset[int]:
    return frozenset(_OP[n] for n in names if n in _OP)


_FRAME_LOADS = _ops(
    "MOV8rm",
    "MOV8rm_NOREX",
    "MOV16rm",
    "MOV32rm",
    "MOV64rm",
    "MOVSSrm",
    "MOVSSrm_alt",
    "MOVSDrm",
    "MOVSDrm_alt",
    "MOVAPSrm",
    "MOVUPSrm",
    "MOVAPDrm",
    "MOVUPDrm",
    "MOVDQArm",
    "MOVDQUrm",
    "LD_Fp80m",
    "LD_Fp64m",
    "LD_Fp32m",
    "MMX_MOVD64rm",
    "MMX_MOVQ64rm",
)
_FRAME_STORES = _ops(
    "MOV8mr",
    "MOV8mr_NOREX",
    "MOV16mr",
    "MOV32mr",
    "MOV64mr",
    "MOVSSmr",
    "MOVSDmr",
    "MOVAPSmr",
    "MOVUPSmr",
    "MOVAPDmr",
    "MOVUPDmr",
    "MOVDQAmr",
    "MOVDQUmr",
    "ST_FpP80m",
    "ST_Fp64m",
    "ST_Fp32m",
    "MMX_MOVD64mr",
    "MMX_MOVQ64mr",
)
#: Loads of a scalar into the low element, zeroing the rest (X86InstComments: ``xmm0 = mem[0],zero``).
_ZEXT_LOAD_COMMENTS: dict[int, str] = {}
for _n, _c in (
    ("MOVSDrm", "mem[0],zero"),
    ("MOVSDrm_alt", "mem[0],zero"),
    ("MOVSSrm", "mem[0],zero,zero,zero"),
    ("MOVSSrm_alt", "mem[0],zero,zero,zero"),
    ("MOVQI2PQIrm", "mem[0],zero"),
    ("MOVDI2PDIrm", "mem[0],zero,zero,zero"),
    ("MOVZPQILo2PQIrm", "mem[0],zero"),
):
    if _n in _OP:
        _ZEXT_LOAD_COMMENTS[_OP[_n]] = _c

_PRINT_OPERAND = W.PRINT_METHODS.index("printOperand")
_CONSTANT_LOADS = _ops("MOVAPDrm", "MOVAPSrm", "MOVUPDrm", "MOVUPSrm", "MOVDQArm", "MOVDQUrm")


# Shuffles whose comment shows where each destination element comes from (X86InstComments.cpp):
# opcode -> (kind, mask or element count).  "imm4" decodes a PSHUFD immediate, "lw"/"hw" the PSHUFLW/HW
# ones, "shufps"/"shufpd" SHUFP immediates; "fixed" masks index src1 elements then src2 elements.
def _unpack(n: int, high: bool) -> tuple[int, ...]:
    base = n // 2 if high else 0
    return tuple(x for i in range(n // 2) for x in (base + i, base + i + n))


_SHUFFLES: dict[int, tuple[str, Any]] = {}
for _n, _spec in (
    ("PSHUFDri", ("imm4", 4)),
    ("PSHUFLWri", ("lw", 8)),
    ("PSHUFHWri", ("hw", 8)),
    ("SHUFPSrri", ("shufps", 4)),
    ("SHUFPDrri", ("shufpd", 2)),
    ("UNPCKLPSrr", ("fixed", _unpack(4, False))),
    ("UNPCKHPSrr", ("fixed", _unpack(4, True))),
    ("UNPCKLPDrr", ("fixed", _unpack(2, False))),
    ("UNPCKHPDrr", ("fixed", _unpack(2, True))),
    ("PUNPCKLDQrr", ("fixed", _unpack(4, False))),
    ("PUNPCKHDQrr", ("fixed", _unpack(4, True))),
    ("PUNPCKLQDQrr", ("fixed", _unpack(2, False))),
    ("PUNPCKHQDQrr", ("fixed", _unpack(2, True))),
    ("PUNPCKLBWrr", ("fixed", _unpack(16, False))),
    ("PUNPCKHBWrr", ("fixed", _unpack(16, True))),
    ("PUNPCKLWDrr", ("fixed", _unpack(8, False))),
    ("PUNPCKHWDrr", ("fixed", _unpack(8, True))),
    ("MOVLHPSrr", ("fixed", (0, 2))),
    ("MOVHLPSrr", ("fixed", (3, 1))),
):
    if _n in _OP:
        _SHUFFLES[_OP[_n]] = _spec


def shuffle_comment(inst: MCInst, spec: tuple[str, Any]) -> str:
    """``xmm0 = xmm0[1,2],xmm1[2,3]``: the decoded shuffle mask, runs from one source grouped (printMasks)."""
    kind, arg = spec
    ops = inst.operands
    dst = R.ASM_NAMES[ops[0]]
    if kind in ("imm4", "lw", "hw"):
        imm = ops[2] & 0xFF
        src1 = src2 = R.ASM_NAMES[ops[1]]
        sel = [(imm >> (2 * i)) & 3 for i in range(4)]
        mask = (
            sel
            if kind == "imm4"
            else (sel + [4, 5, 6, 7] if kind == "lw" else [0, 1, 2, 3] + [4 + x for x in sel])
        )
    else:
        src1, src2 = R.ASM_NAMES[ops[1]], R.ASM_NAMES[ops[2]]
        if kind == "shufps":
            imm = ops[3] & 0xFF
            mask = [((imm >> (2 * i)) & 3) + (4 if i >= 2 else 0) for i in range(4)]
        elif kind == "shufpd":
            imm = ops[3] & 0xFF
            mask = [imm & 1, 2 + ((imm >> 1) & 1)]
        else:
            mask = list(arg)
    n = len(mask)
    if src1 == src2:
        mask = [m - n if m >= n else m for m in mask]
    parts: list[str] = []
    i = 0
    while i < n:
        from_src1 = mask[i] < n
        run: list[str] = []
        while i < n and (mask[i] < n) == from_src1:
            run.append(str(mask[i] % n))
            i += 1
        parts.append(f"{src1 if from_src1 else src2}[{','.join(run)}]")
    return f"{dst} = " + ",".join(parts)


def _constant_text(c: Any) -> str:
    """One vector element as X86AsmPrinter's printConstant writes it (floats always in E notation)."""
    from pyllc.codegen.asm_printer.asm_printer import FP_KIND, fp_to_string

    if isinstance(c, UndefValue):
        return "u"
    if isinstance(c, ConstantInt):
        return str(c.value & ((1 << c.type.bits) - 1))
    if isinstance(c, ConstantFP):
        return fp_to_string(FP_KIND[c.type.tid], c.bits, 0)
    return "?"


#: The frame lowering's CFI operation numbers (LLVM MCCFIInstruction::OpType order) → directive names.
_CFI_OPS = {
    0: "same_value",
    1: "remember_state",
    2: "restore_state",
    3: "offset",
    5: "def_cfa_register",
    6: "def_cfa_offset",
    7: "def_cfa",
    8: "rel_offset",
    9: "adjust_cfa_offset",
    11: "restore",
    12: "undefined",
    13: "register",
    14: "window_save",
    16: "gnu_args_size",
}
_CFI_REG_OPS = frozenset(
    ("same_value", "offset", "def_cfa_register", "def_cfa", "rel_offset", "restore", "undefined", "register")
)


# Register families (8-bit low, 8-bit high, 16, 32, 64) for getX86SubSuperRegister.
_FAMILIES: list[tuple[str, str, str, str, str]] = [
    ("al", "ah", "ax", "eax", "rax"),
    ("bl", "bh", "bx", "ebx", "rbx"),
    ("cl", "ch", "cx", "ecx", "rcx"),
    ("dl", "dh", "dx", "edx", "rdx"),
    ("sil", "", "si", "esi", "rsi"),
    ("dil", "", "di", "edi", "rdi"),
    ("bpl", "", "bp", "ebp", "rbp"),
    ("spl", "", "sp", "esp", "rsp"),
] + [(f"r{i}b", "", f"r{i}w", f"r{i}d", f"r{i}") for i in range(8, 16)]
_REG_BY_NAME = {n: i for i, n in enumerate(R.ASM_NAMES) if n}
_FAMILY_OF: dict[int, tuple[str, str, str, str, str]] = {}
for _fam in _FAMILIES:
    for _name in _fam:
        if _name in _REG_BY_NAME:
            _FAMILY_OF[_REG_BY_NAME[_name]] = _fam


def sub_super_register(reg: int, size: int, high: bool = False) -> int:
    """LLVM getX86SubSuperRegister: the register of ``size`` bits overlapping ``reg`` (-1 if none)."""
    fam = _FAMILY_OF.get(reg)
    if fam is None:
        return -1
    name = {8: fam[1] if high else fam[0], 16: fam[2], 32: fam[3], 64: fam[4]}[size]
    return _REG_BY_NAME.get(name, -1) if name else -1


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

    def set_up(self, tm: Any, module: Any, streamer: Any) -> None:
        super().set_up(tm, module, streamer)
        if tm.is_intel_syntax():  # -x86-asm-syntax=intel
            self.intel_syntax = True

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

    # ----- inline asm operands (X86AsmPrinter::PrintAsmOperand / PrintAsmMemoryOperand) -----
    def _symbol_operand(self, mo: Any) -> str:
        if mo.kind == 10:  # MO_GlobalAddress
            text = self.get_symbol_prefer_local(mo.contents).printed
        elif mo.kind == 6:  # MO_ConstantPoolIndex
            text = self.get_cpi_symbol(mo.contents).printed
        elif mo.kind == 9:  # MO_ExternalSymbol
            text = self.get_external_symbol(mo.contents).printed
        else:
            raise UnsupportedError(None, f"inline asm symbol operand of kind {mo.kind}")
        off = mo.offset
        if off > 0:
            text += f"+{off}"
        elif off < 0:
            text += str(off)
        variant = VARIANT_OF_FLAG.get(mo.target_flags, "")
        return text + ("@" + variant if variant else "")

    def _plain_operand(self, mo: Any) -> str:
        k = mo.kind
        if k == 0:
            return "%" + R.ASM_NAMES[mo.contents]
        if k == 1:
            return f"${mo.contents}"
        if k in (6, 10):
            return "$" + self._symbol_operand(mo)
        if k == 11:
            return self.get_block_address_symbol(mo.contents).printed
        raise UnsupportedError(None, f"inline asm operand of kind {k}")

    def print_asm_operand(self, mi: Any, op_no: int, modifier: str) -> str | None:
        mo = mi.operands[op_no]
        m = modifier
        if not m:
            return self._plain_operand(mo)
        if m == "a":
            if mo.kind == 1:
                return str(mo.contents)
            if mo.kind == 10:
                sub = self.mf.subtarget
                rip = sub.is_pic_style_rip_rel()
                return self._symbol_operand(mo) + ("(%rip)" if rip else "")
            if mo.kind == 0:
                return "(" + self._plain_operand(mo) + ")"
            return None
        if m == "c":
            if mo.kind == 1:
                return str(mo.contents)
            if mo.kind == 10:
                return self._symbol_operand(mo)
            return self._plain_operand(mo)
        if m == "A":
            return "*" + self._plain_operand(mo) if mo.kind == 0 else None
        if m in "bhwkqV":
            if mo.kind != 0:
                return self._plain_operand(mo)
            size = {"b": 8, "h": 8, "w": 16, "k": 32, "q": 64, "V": 64}[m]
            reg = sub_super_register(mo.contents, size, m == "h")
            if reg < 0:
                return None
            return ("" if m == "V" else "%") + R.ASM_NAMES[reg]
        if m in "xtg":
            if mo.kind != 0:
                return self._plain_operand(mo)
            name = R.ASM_NAMES[mo.contents]
            for prefix in ("xmm", "ymm", "zmm"):
                if name.startswith(prefix):
                    return "%" + {"x": "xmm", "t": "ymm", "g": "zmm"}[m] + name[3:]
            return None
        if m == "P":  # PrintPCRelImm: the operand of a call
            if mo.kind == 10:
                return self._symbol_operand(mo)
            if mo.kind == 1:
                return str(mo.contents)
            return self._plain_operand(mo)
        if m == "n":
            if mo.kind == 1:
                return str(-mo.contents)
            return "-" + self._plain_operand(mo)
        return None

    def print_asm_memory_operand(self, mi: Any, op_no: int, modifier: str) -> str | None:
        m = modifier
        if m and m not in "bhwkqHP":
            return None
        ops = mi.operands
        base, scale, index, disp, seg = (ops[op_no + k] for k in range(5))
        out = ""
        if seg.contents:
            out += "%" + R.ASM_NAMES[seg.contents] + ":"
        has_base = base.contents != 0 and not (m == "P" and base.contents == R.RIP)
        has_paren = index.contents != 0 or has_base
        if disp.kind == 1:
            if disp.contents or not has_paren:
                out += str(disp.contents)
        else:
            out += self._symbol_operand(disp)
        if m == "H":
            out += "+8"
        if has_paren:
            out += "("
            if has_base:
                out += "%" + R.ASM_NAMES[base.contents]
            if index.contents:
                out += ",%" + R.ASM_NAMES[index.contents]
                if scale.contents != 1:
                    out += f",{scale.contents}"
            out += ")"
        return out

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
            values = bytes([0x2E]) + encode_uleb128(cfi.offset)
        return MCCFIInstruction(name, reg, cfi.offset, reg2, values)

    def add_constant_comments(self, mi: Any) -> None:
        """``# xmm0 = [1,2,3,4]`` for vector loads from the constant pool (X86AsmPrinter addConstantComments)."""
        ops = mi.operands
        if len(ops) <= 4 or ops[4].kind != 6 or ops[4].offset:  # MO_ConstantPoolIndex at the displacement
            return
        consts = self.mf.constant_pool.constants
        if not 0 <= ops[4].contents < len(consts) or consts[ops[4].contents].is_machine_cp_entry:
            return
        c = consts[ops[4].contents].value
        dst = R.ASM_NAMES[ops[0].contents]
        from pyllc.codegen.asm_printer.asm_printer import is_constant_data_sequential

        if (
            isinstance(c, (ConstantVector, ConstantDataArray))
            and c.type.tid == T.FixedVectorTyID
            and is_constant_data_sequential(c)
        ):
            self.streamer.add_comment(dst + " = [" + ",".join(_constant_text(o) for o in c.operands) + "]")
        elif isinstance(c, ConstantVector):
            self.streamer.add_comment(dst + " = <" + ",".join(_constant_text(o) for o in c.operands) + ">")

    def emit_instruction(self, mi: Any) -> None:
        if mi.opcode == II.Int_MemBarrier:  # a compiler barrier: a comment, no bytes
            self.streamer.emit_raw_comment("MEMBARRIER")
            return
        if self.verbose and mi.opcode in _CONSTANT_LOADS:
            self.add_constant_comments(mi)
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
        shuffle = _SHUFFLES.get(inst.opcode)
        if shuffle is not None:
            self.streamer.add_comment(shuffle_comment(inst, shuffle))
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
