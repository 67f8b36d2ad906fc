"""Shared helpers for the x86 frame/branch tests: a real x86-64 subtarget and MIR body text."""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.function import MachineFunction
from pyllc.mir.printer import print_mir_function
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.target_machine import X86TargetMachine

__all__ = ["R", "X", "body", "new_mf", "rc"]

_TM: list[Any] = []


def tm() -> Any:
    if not _TM:
        _TM.append(X86TargetMachine("x86_64-unknown-linux-gnu"))
    return _TM[0]


def new_mf(name: str = "f", function: Any = None) -> MachineFunction:
    t = tm()
    return MachineFunction(name, t.get_subtarget_impl(None), function=function, target=t)


def rc(name: str) -> int:
    return R.REG_CLASS_NAMES.index(name)


def body(mf: MachineFunction) -> str:
    """The MIR ``body:`` lines, dedented, without blank lines."""
    text = print_mir_function(mf).split("body:             |\n", 1)[1]
    return "\n".join(ln.strip() for ln in text.splitlines() if ln.strip() and ln.strip() != "...")


def frame_yaml(mf: MachineFunction) -> str:
    text = print_mir_function(mf)
    return text.split("frameInfo:", 1)[1].split("callSites:", 1)[0]


# ---------------------------------------------------------------------------------------------------------
# A small reader for llc-14's MIR output (the subset the frame/branch tests need), so that a pass can be run
# on exactly llc's input (``-stop-before``) and compared with llc's output (``-stop-after``).
# ---------------------------------------------------------------------------------------------------------

import re  # noqa: E402

from mini_x86 import FakeGlobal, FakeValue  # noqa: E402

from pyllc.codegen.machine.instr import MachineInstr  # noqa: E402
from pyllc.codegen.machine.operand import MachineOperand, RegState  # noqa: E402

_REG_FLAGS = {
    "implicit": RegState.Implicit,
    "implicit-def": RegState.ImplicitDefine,
    "def": RegState.Define,
    "killed": RegState.Kill,
    "dead": RegState.Dead,
    "undef": RegState.Undef,
    "renamable": RegState.Renamable,
    "early-clobber": RegState.EarlyClobber,
    "internal": RegState.InternalRead,
    "debug-use": RegState.Debug,
}
_MI_FLAGS = {
    "frame-setup": 1,
    "frame-destroy": 2,
    "nuw": 1 << 11,
    "nsw": 1 << 12,
    "exact": 1 << 13,
    "nofpexcept": 1 << 14,
}
_NAMES_LOWER = {n.lower(): i for i, n in enumerate(R.REGISTER_NAMES)}
_OPS = {n: i for i, n in enumerate(X.OPCODE_NAMES)}


def mir_documents(path: str) -> dict[str, str]:
    """The ``---`` documents of a MIR file by function name."""
    text = open(path).read()
    docs = {}
    for doc in text.split("\n---\n")[1:]:
        m = re.search(r"^name:\s+(\S+)", doc, re.M)
        if m:
            docs[m.group(1)] = doc
    return docs


def _split_operands(s: str) -> list[str]:
    out, depth, cur = [], 0, []
    for ch in s:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def _operand(mf: MachineFunction, text: str, blocks: dict[int, Any], is_def: bool) -> MachineOperand:
    words = text.split()
    flags = RegState.Define if is_def else 0
    tflags = 0
    while words and (words[0] in _REG_FLAGS or words[0].startswith("target-flags(")):
        w = words.pop(0)
        if w.startswith("target-flags("):
            name = w[len("target-flags(") : -1]
            tii = mf.subtarget.get_instr_info()
            tflags = dict((n, v) for v, n in tii.get_serializable_direct_machine_operand_target_flags())[name]
        else:
            flags |= _REG_FLAGS[w]
    t = " ".join(words)
    t = re.sub(r"\s*\(tied-def \d+\)", "", t)
    if t.startswith("$"):
        reg = 0 if t == "$noreg" else _NAMES_LOWER[t[1:]]
        return MachineOperand(0, reg, flags)
    if t.startswith("%stack."):
        return MachineOperand.create_fi(int(t.split(".")[1]))
    if t.startswith("%fixed-stack."):
        return MachineOperand.create_fi(int(t.split(".")[1]) - mf.frame_info.num_fixed_objects)
    if t.startswith("%const."):
        return MachineOperand.create_cpi(int(t.split(".")[1].split(" ")[0]), target_flags=tflags)
    if t.startswith("%jump-table."):
        return MachineOperand.create_jti(int(t.split(".")[1]), target_flags=tflags)
    if t.startswith("%bb."):
        return MachineOperand.create_mbb(blocks[int(t[4:])])
    if t.startswith("@"):
        m = re.fullmatch(r"@(\S+)(?: ([+-]) (\d+))?", t)
        assert m is not None, t
        off = int(m.group(3) or 0) * (-1 if m.group(2) == "-" else 1)
        return MachineOperand.create_ga(FakeGlobal(m.group(1)), off, target_flags=tflags)
    if t.startswith("&"):
        return MachineOperand.create_es(t[1:].strip('"'), target_flags=tflags)
    if re.fullmatch(r"-?\d+", t):
        return MachineOperand.create_imm(int(t))
    tri = mf.subtarget.get_register_info()
    mask = tri.get_reg_mask_by_name(t)
    if mask is not None:
        return MachineOperand.create_reg_mask(mask)
    raise ValueError("cannot read operand " + text)


def read_mir_function(doc: str, function: Any = None) -> MachineFunction:
    """A MachineFunction from one llc-14 MIR document (frame objects, blocks, instructions; no memory operands)."""
    name = re.search(r"^name:\s+(\S+)", doc, re.M).group(1)  # type: ignore[union-attr]
    mf = new_mf(name, function)
    mfi = mf.frame_info
    fi_sec = doc.split("frameInfo:", 1)[1].split("fixedStack:", 1)[0]
    for key, attr in (
        ("hasCalls", "has_calls"),
        ("adjustsStack", "adjusts_stack"),
        ("isFrameAddressTaken", "frame_address_taken"),
    ):
        m = re.search(key + r":\s+(\w+)", fi_sec)
        if m:
            setattr(mfi, attr, m.group(1) == "true")
    fixed_sec = doc.split("fixedStack:", 1)[1].split("\nstack:", 1)[0]
    for m in re.finditer(r"id: (\d+), type: ([\w-]+), offset: (-?\d+), size: (\d+)", fixed_sec):
        mfi.create_fixed_object(int(m.group(4)), int(m.group(3)), True)
    stack_sec = doc.split("\nstack:", 1)[1].split("callSites:", 1)[0]
    for m in re.finditer(
        r"id: (\d+), name: '?([^,']*)'?, type: ([\w-]+), offset: (-?\d+),(?: size: (\d+),)? "
        r"alignment: (\d+)",
        stack_sec,
    ):
        alloca = FakeValue(m.group(2)) if m.group(2) else None
        size, align = int(m.group(5) or 0), int(m.group(6))
        if m.group(3) == "variable-sized":
            mfi.create_variable_sized_object(align, alloca)
        else:
            mfi.create_stack_object(size, align, m.group(3) == "spill-slot", alloca)
    live_sec = doc.split("\nliveins:", 1)[1].split("frameInfo:", 1)[0]
    for m in re.finditer(r"reg: '\$(\w+)'", live_sec):
        mf.reg_info.add_live_in(_NAMES_LOWER[m.group(1)])
    body_text = doc.split("body:             |\n", 1)[1]
    lines = [ln.strip() for ln in body_text.splitlines()]
    blocks: dict[int, Any] = {}
    for ln in lines:
        m = re.match(r"bb\.(\d+)", ln)
        if m:
            blocks[int(m.group(1))] = b = mf.add_block()
            b.number = int(m.group(1))
    for key, attr in (("savePoint", "save_point"), ("restorePoint", "restore_point")):
        m = re.search(key + r":\s+'%bb\.(\d+)'", fi_sec)
        if m:
            setattr(mfi, attr, blocks[int(m.group(1))])
    cur = None
    tii = mf.subtarget.get_instr_info()
    for ln in lines:
        if not ln or ln == "...":
            continue
        m = re.match(r"bb\.(\d+)", ln)
        if m:
            cur = blocks[int(m.group(1))]
            continue
        assert cur is not None
        if ln.startswith("successors:"):
            for s in re.finditer(r"%bb\.(\d+)(?:\((0x[0-9a-f]+)\))?", ln):
                cur.add_successor(blocks[int(s.group(1))], int(s.group(2), 16) if s.group(2) else -1)
            continue
        if ln.startswith("liveins:"):
            for r in ln[len("liveins:") :].split(","):
                cur.add_live_in(_NAMES_LOWER[r.strip()[1:].split(":")[0]])
            continue
        ln = ln.split(" :: ", 1)[0].split(", debug-location", 1)[0]
        defs: list[str] = []
        if " = " in ln:
            lhs, ln = ln.split(" = ", 1)
            defs = _split_operands(lhs)
        words = ln.split(" ", 1)
        flags = 0
        while words[0] in _MI_FLAGS:
            flags |= _MI_FLAGS[words[0]]
            words = words[1].split(" ", 1)
        opc = _OPS[words[0]]
        mi = MachineInstr(tii.get(opc), None, no_implicit=True)
        mi.flags = flags
        cur.push_back(mi)
        for d in defs:
            mi.add_operand(_operand(mf, d, blocks, True))
        if len(words) > 1:
            if opc == X.CFI_INSTRUCTION:
                mi.add_operand(MachineOperand.create_cfi_index(mf.add_frame_inst(_cfi(words[1]))))
                continue
            for o in _split_operands(words[1]):
                mi.add_operand(_operand(mf, o, blocks, False))
    return mf


def _cfi(text: str) -> Any:
    from pyllc.targets.x86.frame_lowering import MCCFIInstruction

    kind, _, rest = text.partition(" ")
    args = [a.strip() for a in rest.split(",")] if rest else []

    def dw(a: str) -> int:
        return R.DWARF_NUMBERS[_NAMES_LOWER[a[1:]]]

    if kind == "def_cfa_offset":
        return MCCFIInstruction.cfi_def_cfa_offset(None, int(args[0]))
    if kind == "adjust_cfa_offset":
        return MCCFIInstruction.create_adjust_cfa_offset(None, int(args[0]))
    if kind == "offset":
        return MCCFIInstruction.create_offset(None, dw(args[0]), int(args[1]))
    if kind == "def_cfa_register":
        return MCCFIInstruction.create_def_cfa_register(None, dw(args[0]))
    if kind == "def_cfa":
        return MCCFIInstruction.cfi_def_cfa(None, dw(args[0]), int(args[1]))
    if kind == "restore":
        return MCCFIInstruction.create_restore(None, dw(args[0]))
    raise ValueError("cfi " + text)


def body_lines(doc_or_mf: Any) -> list[str]:
    """Body lines without memory operands, debug locations and blank lines."""
    text = (
        doc_or_mf.split("body:             |\n", 1)[1]
        if isinstance(doc_or_mf, str)
        else print_mir_function(doc_or_mf).split("body:             |\n", 1)[1]
    )
    out = []
    for ln in text.splitlines():
        ln = ln.strip()
        if not ln or ln == "...":
            continue
        m = re.match(r"(bb\.\d+)", ln)
        if m:
            ln = m.group(1) + (", align " + a.group(1) if (a := re.search(r"align (\d+)", ln)) else "")
        if ln.startswith("liveins:"):
            ln = re.sub(r":0x[0-9A-Fa-f]+", "", ln)
        out.append(ln.split(" :: ", 1)[0].split(", debug-location", 1)[0])
    return out
