"""Register-info emitter (LLVM: utils/TableGen/RegisterInfoEmitter.cpp, CodeGenRegisters.cpp).

What it is: turns Register/RegisterClass/CalleeSavedRegs records into ``gen/register_info.py``.

Algorithm:

1. *Numbering.*  Registers are sorted as TableGen's ``LessRecordRegister`` sorts them: split each name into
   alternating letter and digit runs; fewer runs first; then the letter runs compared as strings; then the
   digit runs compared as numbers.  0 is "no register".  (So ``AH``..``SSP`` come first, then ``CR0``..
   ``ZMM31``, then ``R8B``..``R15WH``.)
2. *Sub-register closure.*  From the direct ``(index, sub)`` pairs, compute every sub-register with its
   composed index: composing ``a`` (size s1, offset o1) with ``b`` (s2, o2) gives ``b`` when o1 = 0, else
   the index of size s2 at offset o1 + o2.  Super-registers are the inverse relation.
3. *Register units.*  Each leaf register (no sub-registers) gets one unit, in register order; a register's
   units are its leaves' units, as an int bitset.  ``regs_overlap(a, b)`` is ``units[a] & units[b] != 0``.
4. *Classes.*  Members keep the allocation order; a member bitset (bit r for register r) answers
   ``contains``; spill size and alignment are bytes.
5. *Regmasks.*  A callee-saved set's regmask has a bit for each listed register, each of their
   sub-registers, and each register all of whose (two or more) direct sub-registers are already in the mask
   (LLVM's ``computeCoveredRegisters`` for registers covered by their sub-registers).
"""

from __future__ import annotations

import re

from .loader import RecordKeeper
from .reg_class_inference import infer_register_classes
from .records import Register, SubRegIndex
from .writer import commented_tuple, header, int_tuple, str_tuple

_PARTS = re.compile(r"(\d+)|(\D+)")


def less_record_register_key(name: str) -> tuple[object, ...]:
    """Sort key reproducing TableGen's ``LessRecordRegister``."""
    parts = [m.group(0) for m in _PARTS.finditer(name)]
    alpha = tuple(p for p in parts if not p.isdigit())
    nums = tuple((len(p), int(p)) for p in parts if p.isdigit())
    return (len(parts), alpha, nums)


class RegisterBank:
    """Derived register data (LLVM: ``CodeGenRegBank``)."""

    def __init__(self, rk: RecordKeeper) -> None:
        self.rk = rk
        self.regs: list[Register] = sorted(rk.registers, key=lambda r: less_record_register_key(r.name))
        names = [r.name for r in self.regs]
        if len(set(names)) != len(names):
            raise ValueError("duplicate register names")
        self.num: dict[str, int] = {r.name: i + 1 for i, r in enumerate(self.regs)}
        self.indices: list[SubRegIndex] = list(rk.sub_reg_indices)
        self.idx_num: dict[str, int] = {s.name: i + 1 for i, s in enumerate(self.indices)}
        self._closure()
        self._units()

    def _compose(self, a: SubRegIndex, b: SubRegIndex) -> SubRegIndex:
        if a.offset == 0:
            return b
        for s in self.indices:
            if s.size == b.size and s.offset == a.offset + b.offset:
                return s
        raise ValueError(f"cannot compose {a.name} with {b.name}")

    def _closure(self) -> None:
        self.sub_regs: dict[str, list[tuple[int, int]]] = {}
        memo: dict[str, list[tuple[SubRegIndex, Register]]] = {}

        def all_subs(r: Register) -> list[tuple[SubRegIndex, Register]]:
            if r.name in memo:
                return memo[r.name]
            out: list[tuple[SubRegIndex, Register]] = []
            seen: set[str] = set()
            for idx, sub in r.sub_regs:
                if sub.name not in seen:
                    out.append((idx, sub))
                    seen.add(sub.name)
                for idx2, sub2 in all_subs(sub):
                    if sub2.name not in seen:
                        out.append((self._compose(idx, idx2), sub2))
                        seen.add(sub2.name)
            memo[r.name] = out
            return out

        supers: dict[str, list[int]] = {r.name: [] for r in self.regs}
        for r in self.regs:
            subs = all_subs(r)
            self.sub_regs[r.name] = [(self.idx_num[i.name], self.num[s.name]) for i, s in subs]
            for _, s in subs:
                supers[s.name].append(self.num[r.name])
        self.super_regs = {k: sorted(v) for k, v in supers.items()}

    def _units(self) -> None:
        unit_of_leaf: dict[str, int] = {}
        for r in self.regs:
            if not r.sub_regs:
                unit_of_leaf[r.name] = len(unit_of_leaf)
        self.num_units = len(unit_of_leaf)
        self.units: dict[str, int] = {}
        by_num = {self.num[r.name]: r for r in self.regs}
        for r in self.regs:
            if not r.sub_regs:
                self.units[r.name] = 1 << unit_of_leaf[r.name]
            else:
                u = 0
                for _, s in self.sub_regs[r.name]:
                    sr = by_num[s]
                    if not sr.sub_regs:
                        u |= 1 << unit_of_leaf[sr.name]
                self.units[r.name] = u

    def regmask(self, regs: tuple[Register, ...]) -> int:
        covered: set[int] = set()
        for r in regs:
            covered.add(self.num[r.name])
            covered.update(s for _, s in self.sub_regs[r.name])
        changed = True
        while changed:
            changed = False
            for r in self.regs:
                n = self.num[r.name]
                if n in covered or len(r.sub_regs) < 2:
                    continue
                if all(self.num[s.name] in covered for _, s in r.sub_regs):
                    covered.add(n)
                    changed = True
        m = 0
        for n in covered:
            m |= 1 << n
        return m


def emit_register_info(rk: RecordKeeper) -> str:
    bank = RegisterBank(rk)
    regs = bank.regs
    src = [rk.sources[m] for m in rk.sources if m == "register_info"] or list(rk.sources.values())
    out = [
        header(f"Register information for the {rk.name} target (LLVM: {rk.name}GenRegisterInfo.inc).", src)
    ]
    out.append(f"NUM_REGS: int = {len(regs) + 1}\nNUM_REG_UNITS: int = {bank.num_units}\n\n")
    out.append("# ---- register numbers (0 = NoRegister) ----\nNoRegister: int = 0\n")
    for r in regs:
        out.append(f"{r.name}: int = {bank.num[r.name]}\n")
    out.append("\n")
    out.append(str_tuple("REGISTER_NAMES", ["NoRegister"] + [r.name for r in regs], 6))
    out.append(str_tuple("ASM_NAMES", [""] + [r.asm_name for r in regs], 8))
    out.append(int_tuple("HW_ENCODING", [0] + [r.hw_encoding for r in regs]))
    out.append(int_tuple("DWARF_NUMBERS", [-1] + [r.dwarf for r in regs]))
    out.append(int_tuple("COST_PER_USE", [0] + [r.cost_per_use for r in regs]))
    out.append(int_tuple("IS_ARTIFICIAL", [0] + [int(r.artificial) for r in regs]))
    out.append("\n# ---- sub-register indices (0 = NoSubRegister) ----\n")
    for s in bank.indices:
        out.append(f"{s.name}: int = {bank.idx_num[s.name]}\n")
    out.append(str_tuple("SUB_REG_INDEX_NAMES", ["NoSubRegister"] + [s.name for s in bank.indices], 4))
    out.append(int_tuple("SUB_REG_INDEX_SIZES", [0] + [s.size for s in bank.indices]))
    out.append(int_tuple("SUB_REG_INDEX_OFFSETS", [0] + [s.offset for s in bank.indices]))
    rows = [("()", "NoRegister")] + [(repr(tuple(bank.sub_regs[r.name])), r.name) for r in regs]
    out.append("\n# ---- per register: every sub-register as (index, register), nearest first ----\n")
    out.append(commented_tuple("SUB_REGS", "tuple[tuple[tuple[int, int], ...], ...]", rows))
    rows = [("()", "NoRegister")] + [(repr(tuple(bank.super_regs[r.name])), r.name) for r in regs]
    out.append(commented_tuple("SUPER_REGS", "tuple[tuple[int, ...], ...]", rows))
    rows = [("0", "NoRegister")] + [(hex(bank.units[r.name]), r.name) for r in regs]
    out.append("\n# ---- register units as int bitsets ----\n")
    out.append(commented_tuple("REG_UNITS", "tuple[int, ...]", rows))

    # Register classes: the description's, then the ones TableGen infers (reg_class_inference).
    described = rk.register_classes
    classes = described + infer_register_classes(regs, bank.num, bank.indices, bank.sub_regs, described)
    first_unsearched = next((i for i, rc in enumerate(classes) if not rc.searched), len(classes))
    if any(rc.searched for rc in classes[first_unsearched:]):
        raise ValueError("register classes that codegen searches must precede the others")
    out.append("\n# ---- register classes ----\n")
    for i, rc in enumerate(classes):
        out.append(f"{rc.name}RegClassID: int = {i}\n")
    out.append(f"NUM_REG_CLASSES: int = {len(classes)}\n")
    out.append(f"NUM_DESCRIBED_REG_CLASSES: int = {len(described)}\n")
    out.append(f"NUM_SEARCHED_REG_CLASSES: int = {first_unsearched}\n")
    out.append(str_tuple("REG_CLASS_NAMES", [rc.name for rc in classes], 4))
    rows = [(repr(tuple(bank.num[m.name] for m in rc.members)), rc.name) for rc in classes]
    out.append(commented_tuple("REG_CLASS_MEMBERS", "tuple[tuple[int, ...], ...]", rows))
    rows = [
        (repr(tuple(tuple(bank.num[m.name] for m in alt) for alt in rc.alt_orders)), rc.name)
        for rc in classes
    ]
    out.append(commented_tuple("REG_CLASS_ALT_ORDERS", "tuple[tuple[tuple[int, ...], ...], ...]", rows))
    rows = []
    for rc in classes:
        m = 0
        for r in rc.members:
            m |= 1 << bank.num[r.name]
        rows.append((hex(m), rc.name))
    out.append(commented_tuple("REG_CLASS_BITSETS", "tuple[int, ...]", rows))
    out.append(int_tuple("REG_CLASS_SPILL_SIZE", [rc.spill_size // 8 for rc in classes]))
    out.append(int_tuple("REG_CLASS_SPILL_ALIGNMENT", [rc.alignment // 8 for rc in classes]))
    out.append(int_tuple("REG_CLASS_COPY_COST", [rc.copy_cost for rc in classes]))
    out.append(int_tuple("REG_CLASS_ALLOCATABLE", [int(rc.allocatable) for rc in classes]))
    rows = [(repr(rc.value_types), rc.name) for rc in classes]
    out.append(commented_tuple("REG_CLASS_VALUE_TYPES", "tuple[tuple[str, ...], ...]", rows))
    # Sub-classes: class j is a sub-class of i when its members are a subset (LLVM's getSubClassMask).
    sets = [{bank.num[m.name] for m in rc.members} for rc in classes]
    rows = []
    for i, rc in enumerate(classes):
        mask = 0
        for j in range(len(classes)):
            if sets[j] <= sets[i]:
                mask |= 1 << j
        rows.append((hex(mask), rc.name))
    out.append(commented_tuple("REG_CLASS_SUB_CLASS_MASK", "tuple[int, ...]", rows))

    # Callee-saved sets.
    out.append("\n# ---- callee-saved registers and call-preserved regmasks ----\n")
    csrs = rk.callee_saved
    out.append(str_tuple("CALLEE_SAVED_NAMES", [c.name for c in csrs], 3))
    for c in csrs:
        out.append(f"{c.name}_SaveList: tuple[int, ...] = {tuple(bank.num[r.name] for r in c.regs)!r}\n")
        out.append(f"{c.name}_RegMask: int = {hex(bank.regmask(c.regs))}\n")
    out.append(
        "CALLEE_SAVED_LISTS: tuple[tuple[int, ...], ...] = ("
        + "".join(f"\n    {c.name}_SaveList," for c in csrs)
        + "\n)\n"
    )
    out.append(
        "CALLEE_SAVED_REGMASKS: tuple[int, ...] = ("
        + "".join(f"\n    {c.name}_RegMask," for c in csrs)
        + "\n)\n"
    )
    return "".join(out)
