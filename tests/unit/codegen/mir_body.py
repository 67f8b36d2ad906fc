"""A small reader for the body language of MIR, enough to build llc-14's ``-stop-before=P`` output as a
MachineFunction in unit tests of machine passes, and to compare our ``-stop-after=P`` result with llc-14's.

It understands blocks (``bb.N.name:``, ``successors:`` with probabilities, ``liveins:``), virtual registers with
classes (``%7:gr32``), physical registers, ``$noreg``, register flags (``implicit``, ``implicit-def``, ``killed``,
``dead``, ``undef``, ``renamable``, ``early-clobber``), sub-register suffixes (``%1.sub_32bit``), immediates,
``%bb.N``, ``%stack.N``, ``@global``, ``&symbol``, ``target-flags(...)``, ``%subreg.x`` and named regmasks.
Memory operands (after ``::``) are dropped, and :func:`strip_mem` drops them from expected text likewise.
"""

from __future__ import annotations

import re
from typing import Any

from mini_x86 import FakeGlobal, FakeValue

from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr import MI_FLAG_KEYWORDS, MachineInstr
from pyllc.codegen.machine.operand import MachineOperand, RegState
from pyllc.mir.printer import print_body
from pyllc.targets.x86.target_machine import X86TargetMachine

_TM: list[X86TargetMachine] = []

_FLAG_WORDS = {
    "implicit": RegState.Implicit,
    "implicit-def": RegState.ImplicitDefine,
    "killed": RegState.Kill,
    "dead": RegState.Dead,
    "undef": RegState.Undef,
    "renamable": RegState.Renamable,
    "early-clobber": RegState.EarlyClobber,
    "internal": RegState.InternalRead,
    "debug-use": RegState.Debug,
    "def": RegState.Define,
}


#: LLVM's X86II target flags as MIR names them (until X86InstrInfo serializes them itself).
X86_TARGET_FLAGS = (
    (1, "x86-got-absolute-address"),
    (2, "x86-pic-base-offset"),
    (3, "x86-got"),
    (4, "x86-gotoff"),
    (5, "x86-gotpcrel"),
    (6, "x86-plt"),
    (7, "x86-tlsgd"),
    (8, "x86-tlsld"),
    (9, "x86-tlsldm"),
    (10, "x86-gottpoff"),
    (11, "x86-indntpoff"),
    (12, "x86-tpoff"),
    (13, "x86-dtpoff"),
    (14, "x86-ntpoff"),
    (15, "x86-gotntpoff"),
    (16, "x86-dllimport"),
    (17, "x86-darwin-nonlazy"),
    (18, "x86-darwin-nonlazy-pic-base"),
    (19, "x86-tlvp"),
    (20, "x86-tlvp-pic-base"),
    (21, "x86-secrel"),
    (22, "x86-coff-stub"),
    (23, "x86-gotpcrel-norelax"),
)

#: Spill/reload opcodes by (register class name) as X86InstrInfo::storeRegToStackSlot picks them.
_SPILL = {
    "GR64": ("MOV64mr", "MOV64rm"),
    "GR32": ("MOV32mr", "MOV32rm"),
    "GR16": ("MOV16mr", "MOV16rm"),
    "GR8": ("MOV8mr", "MOV8rm"),
    "FR32": ("MOVSSmr", "MOVSSrm_alt"),
    "FR64": ("MOVSDmr", "MOVSDrm_alt"),
    "VR128": ("MOVAPSmr", "MOVAPSrm"),
}


def _with_test_hooks(tii: Any) -> Any:
    """``tii`` with the MIR target-flag names and spill hooks when the target does not provide them yet."""
    from pyllc.codegen.machine.instr_builder import build_mi
    from pyllc.codegen.machine.mem_operand import (
        MOLoad,
        MOStore,
        PSV_FixedStack,
        MachineMemOperand,
        PseudoSourceValue,
    )

    base = type(tii)
    need_flags = not tii.get_serializable_direct_machine_operand_target_flags()
    try:
        base.store_reg_to_stack_slot.__code__.co_names.index("NotImplementedError")
        need_spill = True
    except ValueError:
        need_spill = False
    if not need_flags and not need_spill:
        return tii

    def spill_opc(self: Any, rc: int, store: bool) -> int:
        tri = self.subtarget.get_register_info()
        name = tri.get_reg_class_name(rc)
        for key in ("GR64", "GR32", "GR16", "GR8", "FR32", "FR64", "VR128"):
            if tri.has_sub_class_eq(tri.get_reg_class_by_name(key), rc):
                return self.get_opcode_by_name(_SPILL[key][0 if store else 1])
        raise AssertionError(name)

    def mmo(mf: Any, fi: int, flags: int) -> Any:
        mfi = mf.frame_info
        return MachineMemOperand(
            flags,
            mfi.get_object_size(fi),
            mfi.get_object_align(fi),
            pseudo_value=PseudoSourceValue(PSV_FixedStack, fi),
        )

    class TestX86InstrInfo(base):  # type: ignore[misc,valid-type]
        def get_serializable_direct_machine_operand_target_flags(self) -> Any:
            return (
                X86_TARGET_FLAGS
                if need_flags
                else base.get_serializable_direct_machine_operand_target_flags(self)
            )

        if need_spill:

            def store_reg_to_stack_slot(self, mbb, pos, src_reg, is_kill, frame_index, reg_class, tri):  # noqa
                build_mi(mbb, pos, None, self.get(spill_opc(self, reg_class, True))).add_frame_index(
                    frame_index
                ).add_imm(1).add_reg(0).add_imm(0).add_reg(0).add_reg(
                    src_reg, RegState.Kill if is_kill else 0
                ).add_mem_operand(mmo(mbb.parent, frame_index, MOStore))

            def load_reg_from_stack_slot(self, mbb, pos, dest_reg, frame_index, reg_class, tri):  # noqa
                build_mi(
                    mbb, pos, None, self.get(spill_opc(self, reg_class, False)), dest_reg
                ).add_frame_index(frame_index).add_imm(1).add_reg(0).add_imm(0).add_reg(0).add_mem_operand(
                    mmo(mbb.parent, frame_index, MOLoad)
                )

    new = TestX86InstrInfo.__new__(TestX86InstrInfo)
    new.__dict__.update(tii.__dict__)
    return new


def x86_subtarget(opt_level: int = 0) -> Any:
    if not _TM:
        _TM.append(X86TargetMachine("x86_64-unknown-linux-gnu", "", "", opt_level=opt_level))
        st = _TM[0].get_subtarget_impl(None)
        st.instr_info = _with_test_hooks(st.instr_info)
    return _TM[0].get_subtarget_impl(None)


def strip_mem(text: str) -> str:
    return "\n".join(re.sub(r" :: \(.*$", "", line) for line in text.split("\n"))


def strip_block_names(text: str) -> str:
    """Block headers without IR block names (``bb.1.then:`` → ``bb.1:``): MIR without its IR module."""
    return re.sub(r"^(\s*bb\.\d+)\.[\w.]+", r"\1", text, flags=re.M)


def body_text(mf: MachineFunction) -> str:
    ctx = mf.print_context()
    ctx.mir_mode = True
    return strip_mem(print_body(mf, ctx))


def extract_stack(mir: str, name: str) -> tuple[tuple[int, int], ...]:
    """(size, alignment) of the ``stack:`` objects of function ``name`` in a MIR file."""
    m = re.search(r"^name: +" + re.escape(name) + r"\n.*?^stack:(.*?)^\w", mir, re.M | re.S)
    if m is None:
        return ()
    return tuple((int(a), int(b)) for a, b in re.findall(r"size: (\d+), alignment: (\d+)", m.group(1)))


def extract_registers(mir: str, name: str) -> tuple[str, ...]:
    """The register classes of the ``registers:`` list of function ``name`` (by vreg index)."""
    m = re.search(r"^name: +" + re.escape(name) + r"\n.*?^registers:(.*?)^\w", mir, re.M | re.S)
    if m is None:
        return ()
    return tuple(re.findall(r"class: ([\w]+)", m.group(1)))


def extract_body(mir: str, name: str) -> str:
    """The ``body: |`` text of function ``name`` in a MIR file, dedented as :func:`print_body` writes it."""
    m = re.search(r"^name: +" + re.escape(name) + r"\n.*?^body: +\|\n(.*?)^\.\.\.\n", mir, re.M | re.S)
    assert m is not None, name
    lines = [ln[2:] if ln.startswith("  ") else ln.strip() for ln in m.group(1).rstrip("\n").split("\n")]
    return strip_mem("\n".join(lines) + "\n")


def _split_operands(text: str) -> list[str]:
    out: list[str] = []
    depth = 0
    cur: list[str] = []
    for ch in text:
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


class BodyParser:
    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        st = mf.subtarget
        self.tii = st.get_instr_info()
        self.tri = st.get_register_info()
        self.mri = mf.reg_info
        self.blocks: dict[int, Any] = {}
        self.globals: dict[str, FakeGlobal] = {}

    def vreg(self, idx: int, cls: str | None) -> int:
        mri = self.mri
        while mri.get_num_virt_regs() <= idx:
            mri.create_virtual_register(-1)
        reg = idx | (1 << 31)
        if cls is not None:
            rc = self.tri.get_reg_class_by_name(cls)
            assert rc >= 0, f"unknown register class {cls}"
            mri.set_reg_class(reg, rc)
        return reg

    def block(self, n: int) -> Any:
        b = self.blocks.get(n)
        if b is None:
            b = self.blocks[n] = self.mf.create_machine_basic_block(None)
            b.number = n
        return b

    def stack(self, n: int) -> int:
        mfi = self.mf.frame_info
        while len(mfi.objects) <= n:
            mfi.create_stack_object(4, 4, False, None)
        return n

    def reg_operand(self, text: str, flags: int) -> MachineOperand:
        m = re.fullmatch(r"([%$][\w]+)(?:\.(sub_\w+))?(?::(\w+))?(?:\(tied-def \d+\))?", text)
        assert m is not None, text
        name, sub, cls = m.group(1), m.group(2), m.group(3)
        if name == "$noreg":
            reg = 0
        elif name.startswith("%"):
            reg = self.vreg(int(name[1:]), cls)
        else:
            reg = self.tri.get_reg_by_name(name[1:])
            assert reg, name
        sub_idx = self.tri.get_sub_reg_index_by_name(sub) if sub else 0
        return MachineOperand.create_reg_flags(reg, flags, sub_idx)

    def operand(self, text: str, mi_opcode_name: str) -> MachineOperand:
        tf = 0
        m = re.match(r"target-flags\(([\w-]+)\) ", text)
        if m:
            names = dict((n, v) for v, n in self.tii.get_serializable_direct_machine_operand_target_flags())
            tf = names[m.group(1)]
            text = text[m.end() :]
        words = text.split(" ")
        flags = 0
        while len(words) > 1 and words[0] in _FLAG_WORDS:
            flags |= _FLAG_WORDS[words.pop(0)]
        text = " ".join(words)
        if text.startswith(("%bb.",)):
            return MachineOperand.create_mbb(self.block(int(text[4:])))
        if text.startswith("%stack."):
            return MachineOperand.create_fi(self.stack(int(text.split(".")[1])))
        m = re.fullmatch(r"%fixed-stack\.(\d+)", text)
        if m:
            return MachineOperand.create_fi(int(m.group(1)) + self.mf.frame_info.get_object_index_begin())
        m = re.fullmatch(r"%const\.(\d+)(?: \+ (\d+))?", text)
        if m:
            return MachineOperand.create_cpi(int(m.group(1)), int(m.group(2) or 0), tf)
        m = re.fullmatch(r"%jump-table\.(\d+)", text)
        if m:
            return MachineOperand.create_jti(int(m.group(1)), tf)
        if text.startswith("%subreg."):
            return MachineOperand.create_imm(self.tri.get_sub_reg_index_by_name(text[8:]))
        if text.startswith(("%", "$")):
            return self.reg_operand(text, flags)
        if text.startswith("@"):
            m = re.fullmatch(r"@([\w.]+)(?: \+ (\d+))?", text)
            assert m is not None
            g = self.globals.setdefault(m.group(1), FakeGlobal(m.group(1)))
            return MachineOperand.create_ga(g, int(m.group(2) or 0), tf)
        if text.startswith("&"):
            return MachineOperand.create_es(text[1:], tf)
        if re.fullmatch(r"-?\d+", text):
            return MachineOperand.create_imm(int(text))
        mask = self.tri.get_reg_mask_by_name(text)
        assert mask is not None, text
        return MachineOperand.create_reg_mask(mask)

    def instr(self, line: str) -> MachineInstr:
        line = re.sub(r" :: \(.*$", "", line)
        defs: list[str] = []
        if " = " in line:
            lhs, line = line.split(" = ", 1)
            defs = _split_operands(lhs)
        m = re.match(r"((?:[a-z-]+ )*)([A-Z_][A-Z0-9_a-z]*)(?: (.*))?$", line)
        assert m is not None, line
        name = m.group(2)
        opc = self.tii.get_opcode_by_name(name)
        assert opc >= 0, name
        mi = MachineInstr(self.tii.get(opc), no_implicit=True)
        words = dict((w, b) for b, w in MI_FLAG_KEYWORDS)
        for w in m.group(1).split():
            mi.flags |= words[w]
        for d in defs:
            words = d.split(" ")
            flags = RegState.Define
            while len(words) > 1:
                flags |= _FLAG_WORDS[words.pop(0)]
            mi.add_operand(self.reg_operand(words[0], flags))
        ties: list[tuple[int, int]] = []
        for t in _split_operands(m.group(3) or ""):
            op = self.operand(t, name)
            mi.add_operand(op)
            tm = re.search(r"\(tied-def (\d+)\)", t)
            if tm and not op.tied_to:
                ties.append((int(tm.group(1)), len(mi.operands) - 1))
        for d, u in ties:
            mi.tie_operands(d, u)
        return mi

    def parse(self, body: str) -> MachineFunction:
        mf = self.mf
        fixed = [int(n) for n in re.findall(r"%fixed-stack\.(\d+)", body)]
        for k in range(max(fixed) + 1 if fixed else 0):
            mf.frame_info.create_fixed_object(8, 16 + 8 * k, True)
        cur = None
        order: list[Any] = []
        for raw in body.split("\n"):
            line = raw.strip()
            if not line:
                continue
            m = re.fullmatch(r"bb\.(\d+)(?:\.([\w.]+))?(?: \(([^)]*)\))?:", line)
            if m:
                cur = self.block(int(m.group(1)))
                cur.ir_block = FakeValue(m.group(2)) if m.group(2) else None
                attrs = m.group(3) or ""
                im = re.search(r"%ir-block\.(\d+)", attrs)
                if im:
                    cur.ir_block = FakeValue("", int(im.group(1)))
                cur.address_taken = "address-taken" in attrs
                order.append(cur)
                continue
            assert cur is not None
            if line.startswith("successors:"):
                for s in _split_operands(line[len("successors:") :]):
                    sm = re.fullmatch(r"%bb\.(\d+)(?:\((0x[0-9a-f]+)\))?", s)
                    assert sm is not None, s
                    prob = int(sm.group(2), 16) if sm.group(2) else 0xFFFFFFFF
                    cur.add_successor(self.block(int(sm.group(1))), prob)
                continue
            if line.startswith("liveins:"):
                for s in _split_operands(line[len("liveins:") :]):
                    cur.add_live_in(self.tri.get_reg_by_name(s[1:]))
                continue
            cur.push_back(self.instr(line))
        for b in order:
            mf.blocks.append(b)
            b.parent = mf
            for mi in b.instrs:
                mf.reg_info.add_reg_operands_to_use_lists(mi)
        for b in order:
            b.predecessors.sort(key=lambda p: order.index(p))
        for reg_index, cls in enumerate(mf.reg_info.vreg_classes):
            if cls < 0:
                mf.reg_info.vreg_classes[reg_index] = self.tri.get_reg_class_by_name("gr32")
        return mf


def parse_function(
    body: str,
    name: str = "f",
    liveins: tuple[tuple[str, int], ...] = (),
    subtarget: Any = None,
    opt_level: int = 0,
    stack: tuple[tuple[int, int], ...] = (),
    frame_pointer: bool = False,
    registers: tuple[str, ...] = (),
) -> MachineFunction:
    """A MachineFunction from a MIR body; ``liveins`` are the function live-ins ``($reg, vreg index)``."""
    st = subtarget if subtarget is not None else x86_subtarget(opt_level)
    mf = MachineFunction(name, st)
    mf.alignment = 16
    p = BodyParser(mf)
    for i, cls in enumerate(registers):
        p.vreg(i, cls)
    for size, align in stack:
        mf.frame_info.create_stack_object(size, align, False, None)
    p.parse(body)
    # Reserved registers are frozen once selection is done (finalize-isel); with "frame-pointer"="all" (clang
    # -O0) RBP and its sub-registers are reserved too, as X86RegisterInfo does.
    tri = p.tri
    fp = 0
    if frame_pointer:
        for n in ("rbp", "ebp", "bp", "bpl", "bph", "hbp"):
            r = tri.get_reg_by_name(n)
            if r:
                fp |= 1 << r
    mf.reg_info.freeze_reserved_regs(tri.get_reserved_regs(mf) | fp)
    for reg_name, v in liveins:
        mf.reg_info.add_live_in(p.tri.get_reg_by_name(reg_name[1:]), v | (1 << 31) if v >= 0 else 0)
    return mf


def llc14_run_pass(
    body: str, passes: str, liveins: tuple[tuple[str, int], ...] = (), extra: tuple[str, ...] = ()
) -> str | None:
    """llc-14's ``-run-pass=passes`` output body for a MIR body (None when llc-14 is not installed)."""
    import shutil
    import subprocess

    if shutil.which("llc-14") is None:
        return None
    mf = parse_function(body)
    tri = mf.subtarget.get_register_info()
    regs = "registers:\n" + "".join(
        f"  - {{ id: {i}, class: {tri.get_reg_class_name(c).lower()} }}\n"
        for i, c in enumerate(mf.reg_info.vreg_classes)
    )
    body = strip_block_names(body)
    indented = "\n".join(("    " + ln) if ln.strip() else "" for ln in body.rstrip("\n").split("\n"))
    li = ""
    if liveins:
        li = "liveins:\n" + "".join(f"  - {{ reg: '{r}', virtual-reg: '%{v}' }}\n" for r, v in liveins)
    gvs = sorted(set(re.findall(r"@([\w.]+)", body)))
    module = (
        "--- |\n"
        + "".join(f"  @{g} = external global i8\n" for g in gvs)
        + "  define void @f() {\n    ret void\n  }\n"
    )
    mir = module + f"...\n---\nname: f\ntracksRegLiveness: true\n{regs}{li}body: |\n{indented}\n...\n"
    out = subprocess.run(
        [
            "llc-14",
            "-mtriple=x86_64-unknown-linux-gnu",
            "-run-pass=" + passes,
            *extra,
            "-x",
            "mir",
            "-",
            "-o",
            "-",
        ],
        input=mir,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    return extract_body(out.stdout, "f")


CORPUS = __import__("os").path.join(__import__("os").path.dirname(__file__), "..", "..", "differential", "ll")


def llc14_around(ll_file: str, pass_name: str, opt: str = "-O0") -> tuple[str, str] | None:
    """llc-14's MIR right before and right after ``pass_name`` for an IR file of the corpus (SelectionDAG
    selector at every level), or None without llc-14."""
    import os
    import shutil
    import subprocess

    if shutil.which("llc-14") is None:
        return None
    path = os.path.join(CORPUS, ll_file)
    out: list[str] = []
    for flag in ("-stop-before=", "-stop-after="):
        r = subprocess.run(
            ["llc-14", opt, "-fast-isel=false", flag + pass_name, path, "-o", "-"],
            capture_output=True,
            text=True,
        )
        assert r.returncode == 0, r.stderr
        out.append(r.stdout)
    return out[0], out[1]


def function_names(mir: str) -> list[str]:
    return re.findall(r"^name: +(\S+)$", mir, re.M)
