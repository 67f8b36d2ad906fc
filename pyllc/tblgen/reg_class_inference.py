"""Register classes TableGen infers (LLVM: CodeGenRegBank::computeInferredRegisterClasses, CodeGenRegisters.cpp).

What it is: the classes LLVM synthesizes so that the register-class algebra is closed, which llc writes in
MIR (``gr64_with_sub_8bit``, ``gr64_nosp_and_gr64_tc``, ``gr64_with_sub_32bit_in_gr32_abcd_and_gr32_tc``...).

Algorithm (as CodeGenRegBank, on the description's classes in record-name order, visiting the classes the
loop creates too):

1. ``inferSubClassWithSubReg``: for each non-artificial sub-register index (indices in ``LessRecord`` order:
   names with digit runs compared as numbers), the
   members having that sub-register; a proper subset becomes ``RC_with_IDX``.
2. ``inferCommonSubClass``: the intersection with every class made so far becomes ``RC1_and_RC2``, RC1 the
   one with the stricter spill (size, alignment), RC itself on ties.
3. ``inferMatchingSuperRegClass``: for each index all members have, the members whose sub-register lies in
   a class SubRC become ``RC_with_IDX_in_SubRC``; after the last described class was visited, the described
   classes are matched again against the classes created so far.

A class is created only when no class has the same members and spill size/alignment (LLVM's ``Key``).  A
created class inherits value types, copy cost, alternative-order selection and allocation orders (filtered
to its members) from its closest super-class in LLVM's topological class order (spill size, then more
members first, then name), allocatable if any super-class is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .records import Register, RegisterClass, SubRegIndex


@dataclass(eq=False)
class _Class:
    name: str
    members: int
    #: (register size, spill size, spill alignment) in bits: LLVM's RegSizeInfo.
    rsi: tuple[int, int, int]
    artificial: bool
    record: RegisterClass | None = None
    with_sub_reg: dict[str, _Class] = field(default_factory=lambda: {})


_RUNS = re.compile(r"\d+|\D")


def _numeric_key(name: str) -> list[tuple[int, ...]]:
    """Sort key of LLVM's ``LessRecord`` (StringRef::compare_numeric: digit runs compare as numbers)."""
    return [(0x30, len(t), int(t)) if t.isdigit() else (ord(t),) for t in _RUNS.findall(name)]


def _popcount(x: int) -> int:
    return bin(x).count("1")


def infer_register_classes(
    regs: list[Register],
    num: dict[str, int],
    indices: list[SubRegIndex],
    sub_regs: dict[str, list[tuple[int, int]]],
    classes: list[RegisterClass],
) -> list[RegisterClass]:
    """The inferred classes, in LLVM's topological order.  ``num`` numbers registers, ``sub_regs`` gives
    each register's sub-registers as (1-based index number, register number) pairs."""
    by_num = {num[r.name]: r for r in regs}
    artificial_regs = 0
    for r in regs:
        if r.artificial:
            artificial_regs |= 1 << num[r.name]
    # An index is artificial unless a non-artificial register has a non-artificial sub-register at it.
    real_idx: set[int] = set()
    for r in regs:
        if not r.artificial:
            for i, s in sub_regs[r.name]:
                if not by_num[s].artificial:
                    real_idx.add(i)
    idx_order = sorted(
        ((s.name, i + 1) for i, s in enumerate(indices) if i + 1 in real_idx),
        key=lambda t: _numeric_key(t[0]),
    )
    sub_at: list[dict[int, int]] = [{}] * (len(regs) + 1)
    for r in regs:
        sub_at[num[r.name]] = dict(sub_regs[r.name])

    def bits(members: tuple[Register, ...]) -> int:
        m = 0
        for x in members:
            m |= 1 << num[x.name]
        return m

    def rsi_of(rc: RegisterClass) -> tuple[int, int, int]:
        return (rc.spill_size, rc.spill_size, rc.alignment)

    rcs: list[_Class] = []
    key2rc: dict[tuple[int, tuple[int, int, int]], _Class] = {}
    for rc in sorted(classes, key=lambda c: c.name.encode()):
        m = bits(rc.members)
        c = _Class(rc.name, m, rsi_of(rc), m & ~artificial_regs == 0, rc)
        rcs.append(c)
        if not c.artificial:
            key2rc.setdefault((m, c.rsi), c)

    def get_or_create(rc: _Class, members: int, name: str) -> _Class:
        k = (members, rc.rsi)
        found = key2rc.get(k)
        if found is not None:
            return found
        c = _Class(name, members, rc.rsi, members & ~artificial_regs == 0)
        rcs.append(c)
        key2rc[k] = c
        return c

    def members_of(m: int) -> list[int]:
        out: list[int] = []
        while m:
            low = m & -m
            out.append(low.bit_length() - 1)
            m ^= low
        return out

    def infer_sub_class_with_sub_reg(rc: _Class) -> None:
        sets: dict[int, int] = {}
        for r in members_of(rc.members & ~artificial_regs):
            for i in sub_at[r]:
                if i in real_idx:
                    sets[i] = sets.get(i, 0) | 1 << r
        for name, i in idx_order:
            s = sets.get(i)
            if s is None:
                continue
            if s == rc.members:
                rc.with_sub_reg[name] = rc
            else:
                rc.with_sub_reg[name] = get_or_create(rc, s, f"{rc.name}_with_{name}")

    def infer_common_sub_class(rc: _Class) -> None:
        for rc2 in rcs[:]:
            if rc2 is rc:
                continue
            inter = rc.members & rc2.members
            if not inter:
                continue
            a, b = rc, rc2
            if b.rsi[1:] > a.rsi[1:]:
                a, b = b, a
            get_or_create(a, inter, f"{a.name}_and_{b.name}")

    def infer_matching_super_reg_class(rc: _Class, first: int = 0) -> None:
        for name, i in idx_order:
            if rc.with_sub_reg.get(name) is not rc:
                continue
            pairs = [(r, sub_at[r][i]) for r in members_of(rc.members)]
            for sub_rc in rcs[first:]:
                if sub_rc.artificial:
                    continue
                subset = 0
                for sup, sub in pairs:
                    if (sub_rc.members >> sub) & 1:
                        subset |= 1 << sup
                if not subset or subset == rc.members:
                    continue
                get_or_create(rc, subset, f"{rc.name}_with_{name}_in_{sub_rc.name}")

    first_new = len(rcs) - 1
    k = 0
    while k < len(rcs):
        rc = rcs[k]
        if not rc.artificial:
            infer_sub_class_with_sub_reg(rc)
            infer_common_sub_class(rc)
            infer_matching_super_reg_class(rc)
        if k == first_new:
            next_new = len(rcs) - 1
            for rc2 in rcs[: first_new + 1]:
                infer_matching_super_reg_class(rc2, first_new + 1)
            first_new = next_new
        k += 1

    # LLVM's TopoOrderRC; then inherit properties from the closest (last) super-class.
    topo = sorted(rcs, key=lambda c: (c.rsi, -_popcount(c.members), c.name.encode()))

    def is_sub_class(a: _Class, b: _Class) -> bool:
        """b is a sub-class of a (LLVM testSubClass)."""
        ra, rb = a.rsi, b.rsi
        return (
            ra[0] <= rb[0]
            and ra[2] != 0
            and rb[2] % ra[2] == 0
            and ra[1] <= rb[1]
            and b.members & ~a.members == 0
        )

    made: dict[int, RegisterClass] = {}
    out: list[RegisterClass] = []
    for c in topo:
        if c.record is not None:
            made[id(c)] = c.record
            continue
        supers = [s for s in topo if s is not c and is_sub_class(s, c)]
        sup = made[id(supers[-1])]

        def keep(order: tuple[Register, ...], m: int = c.members) -> tuple[Register, ...]:
            return tuple(r for r in order if (m >> num[r.name]) & 1)

        size, _, align = c.rsi
        rec = RegisterClass(
            c.name,
            sup.value_types,
            align,
            keep(sup.members),
            size=size if size != align else 0,
            alt_orders=tuple(keep(o) for o in sup.alt_orders),
            copy_cost=sup.copy_cost,
            allocatable=any(made[id(s)].allocatable for s in supers),
            searched=False,
        )
        made[id(c)] = rec
        out.append(rec)
    return out
