"""x86 lowering of 128-bit SSE2 vector operations (LLVM: the vector half of lib/Target/X86/X86ISelLowering.cpp:
LowerBUILD_VECTOR, lowerVECTOR_SHUFFLE and the lowerV*Shuffle family, LowerEXTRACT_VECTOR_ELT,
LowerINSERT_VECTOR_ELT, LowerSCALAR_TO_VECTOR, LowerVSETCC, LowerVSELECT, LowerMUL, LowerShift).

What it is.  ``X86TargetLowering.lower_operation`` hands every Custom node whose result or first operand is a
vector to :func:`lower_vector_operation`, which returns the replacement value, ``None`` for the generic
expansion, or :data:`NOT_HANDLED` to let the scalar lowering run.  The result uses the X86ISD shuffle and
arithmetic nodes the patterns of ``td/patterns.py`` select (PSHUFD, PSHUFLW/HW, SHUFP, UNPCKL/H, MOVSD,
MOVSS, PCMPEQ/PCMPGT, CMPP, PMULUDQ, VSHLI/VSRLI/VSRAI, PEXTRW/PINSRW, PACKUS).

Baseline SSE2 only (no SSSE3 PSHUFB/PALIGNR, no SSE4.1 blends or PINSRD/PEXTRD).  The choices follow LLVM
where it is cheap to do so (PSHUFD immediates with undef lanes filled as ``getV4X86ShuffleImm8``, widening
shuffles of narrow elements to wider ones, SHUFPS two-input blends, PMULUDQ-based v4i32 multiply, the
PCMPGTQ emulation for v2i64 compares); where LLVM has long special-case sequences (byte shuffles, general
v8i16 permutes, variable-index element access) a simpler correct sequence is used: element-wise PEXTRW/PINSRW
for words, and a 16-byte stack temporary for bytes and variable indices.
"""

from __future__ import annotations

import struct

from typing import TYPE_CHECKING, Any, Final, Sequence

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.mem_operand import (
    MOLoad,
    PSV_ConstantPool,
    MachineMemOperand,
    PseudoSourceValue,
)
from pyllc.codegen.selection_dag.nodes import SDValue
from pyllc.codegen.selection_dag.vector_shuffle import commute_mask, get_vector_shuffle
from pyllc.codegen.value_types import (
    MVT,
    get_vector_vt,
    is_floating_point,
    is_vector,
    size_in_bits,
    vector_element_type,
    vector_num_elements,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.x86isd import X86ISD, X86ISD_VALUES
from pyllc.codegen.selection_dag.legalize_vector_types import unroll_vector_op
from pyllc.codegen.selection_dag.nodes import value_type as _vt

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.dag import SelectionDAG

NOT_HANDLED: Final = object()

PSHUFD: Final = X86ISD.PSHUFD
PSHUFLW: Final = X86ISD_VALUES["PSHUFLW"]
PSHUFHW: Final = X86ISD_VALUES["PSHUFHW"]
SHUFP: Final = X86ISD.SHUFP
UNPCKL: Final = X86ISD.UNPCKL
UNPCKH: Final = X86ISD.UNPCKH
MOVSD: Final = X86ISD.MOVSD
MOVSS: Final = X86ISD.MOVSS
MOVLHPS: Final = X86ISD_VALUES["MOVLHPS"]
MOVHLPS: Final = X86ISD_VALUES["MOVHLPS"]
PCMPEQ: Final = X86ISD.PCMPEQ
PCMPGT: Final = X86ISD.PCMPGT
CMPP: Final = X86ISD.CMPP
PMULUDQ: Final = X86ISD_VALUES["PMULUDQ"]
VSHLI: Final = X86ISD.VSHLI
VSRLI: Final = X86ISD.VSRLI
VSRAI: Final = X86ISD.VSRAI
VSHL: Final = X86ISD_VALUES["VSHL"]
VSRL: Final = X86ISD_VALUES["VSRL"]
VSRA: Final = X86ISD_VALUES["VSRA"]
PEXTRW: Final = X86ISD.PEXTRW
PINSRW: Final = X86ISD.PINSRW
PACKUS: Final = X86ISD_VALUES["PACKUS"]
ANDNP: Final = X86ISD.ANDNP

VEC128: Final = frozenset((MVT.v16i8, MVT.v8i16, MVT.v4i32, MVT.v2i64, MVT.v4f32, MVT.v2f64))


def fp_hex_text(vt: int, bits: int) -> str:
    """LLVM's IR spelling of an FP constant whose decimal form would not round-trip (NaN masks): hex of the
    value as a double."""
    if vt == MVT.f32:
        value = struct.unpack("<f", bits.to_bytes(4, "little"))[0]
        bits = int.from_bytes(struct.pack("<d", value), "little")
    return "0x%016X" % bits


def _imm(dag: SelectionDAG, v: int) -> SDValue:
    return dag.get_target_constant(v & 0xFF, MVT.i8)


def _bc(dag: SelectionDAG, vt: int, v: SDValue) -> SDValue:
    if _vt(v) == vt:
        return v
    return dag.get_node(ISD.BITCAST, vt, v)


def _const_index(v: SDValue) -> int | None:
    return v[0].payload[0] if v[0].opcode == ISD.Constant else None


# --- shuffle immediates ------------------------------------------------------------------------------------


def v4_imm(mask: Sequence[int]) -> int:
    """``getV4X86ShuffleImm``: two bits per lane; a single used element is splatted, other undef lanes keep
    their own position."""
    first = next((m for m in mask if m >= 0), 0)
    if all(m < 0 or m == first for m in mask):
        return first * 0x55
    imm = 0
    for i in range(4):
        m = mask[i]
        imm |= (i if m < 0 else m) << (2 * i)
    return imm


def can_widen_shuffle_elements(mask: Sequence[int]) -> list[int] | None:
    """``canWidenShuffleElements``: the mask over elements twice as wide, or None."""
    out: list[int] = []
    for i in range(0, len(mask), 2):
        a, b = mask[i], mask[i + 1]
        if a < 0 and b < 0:
            out.append(-1)
        elif a < 0 and b % 2 == 1:
            out.append(b // 2)
        elif b < 0 and a % 2 == 0:
            out.append(a // 2)
        elif a >= 0 and a % 2 == 0 and b == a + 1:
            out.append(a // 2)
        else:
            return None
    return out


def _is_unpack(mask: Sequence[int], n: int, high: bool, unary: bool) -> bool:
    base = n // 2 if high else 0
    for i, m in enumerate(mask):
        if m < 0:
            continue
        want = base + i // 2 + (0 if i % 2 == 0 or unary else n)
        if m != want:
            return False
    return True


def _matches(mask: Sequence[int], want: Sequence[int]) -> bool:
    return all(m < 0 or m == w for m, w in zip(mask, want))


# --- VECTOR_SHUFFLE ----------------------------------------------------------------------------------------


def lower_vector_shuffle(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue:
    """``lowerVECTOR_SHUFFLE`` for the 128-bit SSE2 types."""
    node = op[0]
    vt = node.vts[0]
    v1, v2 = node.ops
    mask = list(node.payload)
    return _lower_shuffle(dag, vt, v1, v2, mask)


def _lower_shuffle(dag: SelectionDAG, vt: int, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue:
    n = vector_num_elements(vt)
    if v1[0].opcode == ISD.UNDEF and v2[0].opcode != ISD.UNDEF:
        v1, v2 = v2, v1
        mask = list(commute_mask(mask, n))
    if v2[0].opcode == ISD.UNDEF:
        mask = [-1 if m >= n else m for m in mask]
    if all(m < 0 for m in mask):
        return dag.get_undef(vt)
    # Shuffles of narrow elements that move pairs become shuffles of wider elements.
    elt_bits = size_in_bits(vector_element_type(vt))
    if elt_bits < 64:
        wide = can_widen_shuffle_elements(mask)
        if wide is not None:
            new_elt = {8: MVT.i16, 16: MVT.i32, 32: MVT.i64}[elt_bits]
            if is_floating_point(vt):
                new_elt = MVT.f64
            new_vt = get_vector_vt(new_elt, n // 2)
            res = _lower_shuffle(dag, new_vt, _bc(dag, new_vt, v1), _bc(dag, new_vt, v2), wide)
            return _bc(dag, vt, res)
    # Put most elements on the V1 side.
    n2 = sum(1 for m in mask if m >= n)
    n1 = sum(1 for m in mask if 0 <= m < n)
    if n2 > n1:
        v1, v2 = v2, v1
        mask = list(commute_mask(mask, n))
    if n >= 8 and _single(v2, mask, n):
        k = next(m for m in mask if m >= 0)
        if all(m < 0 or m == k for m in mask):
            return _splat_narrow(dag, vt, v1, k)
    if n == 2:
        return _lower_v2x64(dag, vt, v1, v2, mask)
    if n == 4:
        return _lower_v4x32(dag, vt, v1, v2, mask)
    if n == 8:
        return _lower_v8i16(dag, v1, v2, mask)
    return _lower_v16i8(dag, v1, v2, mask)


def _splat_narrow(dag: SelectionDAG, vt: int, v: SDValue, k: int) -> SDValue:
    """A splat of word or byte ``k``: bytes are first doubled into words (PUNPCKLBW/PUNPCKHBW of the vector
    with itself), the word is spread over its half with PSHUFLW/PSHUFHW, then over the vector with PSHUFD."""
    if vt == MVT.v16i8:
        op = UNPCKL if k < 8 else UNPCKH
        words = _bc(dag, MVT.v8i16, dag.get_node(op, vt, v, v))
        return _bc(dag, vt, _splat_narrow(dag, MVT.v8i16, words, k % 8))
    if k < 4:
        half = dag.get_node(PSHUFLW, MVT.v8i16, v, _imm(dag, k * 0x55))
        dword = 0
    else:
        half = dag.get_node(PSHUFHW, MVT.v8i16, v, _imm(dag, (k - 4) * 0x55))
        dword = 2
    res = dag.get_node(PSHUFD, MVT.v4i32, _bc(dag, MVT.v4i32, half), _imm(dag, dword * 0x55))
    return _bc(dag, vt, res)


def _single(v2: SDValue, mask: Sequence[int], n: int) -> bool:
    return v2[0].opcode == ISD.UNDEF or all(m < n for m in mask)


def _lower_v2x64(dag: SelectionDAG, vt: int, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue:
    m0, m1 = mask
    if _single(v2, mask, 2):
        if vt == MVT.v2i64:
            wide = []
            for m in mask:
                wide += [-1, -1] if m < 0 else [2 * m, 2 * m + 1]
            res = dag.get_node(PSHUFD, MVT.v4i32, _bc(dag, MVT.v4i32, v1), _imm(dag, v4_imm(wide)))
            return _bc(dag, vt, res)
        if _matches(mask, (0, 0)):
            return dag.get_node(UNPCKL, vt, v1, v1)
        if _matches(mask, (1, 1)):
            return dag.get_node(UNPCKH, vt, v1, v1)
        imm = (1 if m0 == 1 else 0) | ((1 if m1 == 1 else 0) << 1)
        return dag.get_node(SHUFP, vt, v1, v1, _imm(dag, imm))
    if _matches(mask, (0, 2)):
        return dag.get_node(UNPCKL, vt, v1, v2)
    if _matches(mask, (1, 3)):
        return dag.get_node(UNPCKH, vt, v1, v2)
    if _matches(mask, (2, 1)):
        return _bc(dag, vt, dag.get_node(MOVSD, MVT.v2f64, _bc(dag, MVT.v2f64, v1), _bc(dag, MVT.v2f64, v2)))
    if _matches(mask, (0, 3)):
        return _bc(dag, vt, dag.get_node(MOVSD, MVT.v2f64, _bc(dag, MVT.v2f64, v2), _bc(dag, MVT.v2f64, v1)))
    # One element from each input, in either order: SHUFPD.
    if m0 >= 2:
        first, second = v2, v1
        imm = ((m0 - 2) & 1) | (((m1 if m1 >= 0 else 0) & 1) << 1)
    else:
        first, second = v1, v2
        imm = ((m0 if m0 >= 0 else 0) & 1) | (((m1 - 2 if m1 >= 2 else 0) & 1) << 1)
    res = dag.get_node(
        SHUFP, MVT.v2f64, _bc(dag, MVT.v2f64, first), _bc(dag, MVT.v2f64, second), _imm(dag, imm)
    )
    return _bc(dag, vt, res)


def _lower_v4x32(dag: SelectionDAG, vt: int, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue:
    fvt = MVT.v4f32
    if _single(v2, mask, 4):
        if vt == MVT.v4i32:
            return dag.get_node(PSHUFD, vt, v1, _imm(dag, v4_imm(mask)))
        if _matches(mask, (0, 0, 1, 1)):
            return dag.get_node(UNPCKL, vt, v1, v1)
        if _matches(mask, (2, 2, 3, 3)):
            return dag.get_node(UNPCKH, vt, v1, v1)
        if _matches(mask, (0, 1, 0, 1)):
            return dag.get_node(MOVLHPS, vt, v1, v1)
        if _matches(mask, (2, 3, 2, 3)):
            return dag.get_node(MOVHLPS, vt, v1, v1)
        return dag.get_node(SHUFP, vt, v1, v1, _imm(dag, v4_imm(mask)))
    if _is_unpack(mask, 4, False, False):
        return dag.get_node(UNPCKL, vt, v1, v2)
    if _is_unpack(mask, 4, True, False):
        return dag.get_node(UNPCKH, vt, v1, v2)
    if vt == MVT.v4f32:
        if _matches(mask, (0, 1, 4, 5)):
            return dag.get_node(MOVLHPS, vt, v1, v2)
        if _matches(mask, (6, 7, 2, 3)):
            return dag.get_node(MOVHLPS, vt, v1, v2)
    if _matches(mask, (4, 1, 2, 3)):
        return dag.get_node(MOVSS, vt, v1, v2)
    if vt == MVT.v4i32 and not _is_single_shufps_mask(mask):
        res = _permute_and_unpack(dag, v1, v2, mask)
        if res is not None:
            return res
    res = _shufps_two_inputs(dag, _bc(dag, fvt, v1), _bc(dag, fvt, v2), mask)
    return _bc(dag, vt, res)


def _is_single_shufps_mask(mask: Sequence[int]) -> bool:
    """``isSingleSHUFPSMask``: lanes 0-1 read one input and lanes 2-3 read one input."""

    def one(a: int, b: int) -> bool:
        return a < 0 or b < 0 or (a < 4) == (b < 4)

    return one(mask[0], mask[1]) and one(mask[2], mask[3])


def _permute_and_unpack(dag: SelectionDAG, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue | None:
    """``lowerShuffleAsPermuteAndUnpack`` (v4i32): even lanes from one input and odd lanes from the other,
    each input permuted (PSHUFD) so its two elements are in its low lanes, then PUNPCKLDQ."""
    for a, b, off_a, off_b in ((v1, v2, 0, 4), (v2, v1, 4, 0)):
        even = [mask[0], mask[2]]
        odd = [mask[1], mask[3]]
        if all(m < 0 or (off_a <= m < off_a + 4) for m in even) and all(
            m < 0 or (off_b <= m < off_b + 4) for m in odd
        ):
            pa = [m - off_a if m >= 0 else -1 for m in even] + [-1, -1]
            pb = [m - off_b if m >= 0 else -1 for m in odd] + [-1, -1]
            ea = (
                a if _matches(pa, (0, 1, 2, 3)) else dag.get_node(PSHUFD, MVT.v4i32, a, _imm(dag, v4_imm(pa)))
            )
            eb = (
                b if _matches(pb, (0, 1, 2, 3)) else dag.get_node(PSHUFD, MVT.v4i32, b, _imm(dag, v4_imm(pb)))
            )
            return dag.get_node(UNPCKL, MVT.v4i32, ea, eb)
    return None


def _shufps_two_inputs(dag: SelectionDAG, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue:
    """``lowerShuffleWithSHUFPS``: any two-input v4f32 shuffle with one or two SHUFPS."""
    vt = MVT.v4f32
    n2 = sum(1 for m in mask if m >= 4)
    if n2 >= 3:
        v1, v2 = v2, v1
        mask = list(commute_mask(mask, 4))
        n2 = 4 - n2 - sum(1 for m in mask if m < 0)
        n2 = sum(1 for m in mask if m >= 4)
    low, high = v1, v2
    new = list(mask)
    if n2 == 1:
        v2i = next(i for i, m in enumerate(mask) if m >= 4)
        adj = v2i ^ 1
        if mask[adj] < 0:
            if v2i < 2:
                low, high = high, low
            new[v2i] -= 4
        else:
            v1i = adj
            blend = [mask[v2i] - 4, 0, mask[v1i], 0]
            v2 = dag.get_node(SHUFP, vt, v2, v1, _imm(dag, v4_imm(blend)))
            if v2i < 2:
                low, high = v2, v1
            else:
                low, high = v1, v2
            new[v1i] = 2
            new[v2i] = 0
    elif n2 == 2:
        if mask[0] < 4 and mask[1] < 4:
            new[2] -= 4
            new[3] -= 4
        elif mask[2] < 4 and mask[3] < 4:
            new[0] -= 4
            new[1] -= 4
            low, high = v2, v1
        else:
            blend = [
                mask[0] if mask[0] < 4 else mask[1],
                mask[2] if mask[2] < 4 else mask[3],
                (mask[0] if mask[0] >= 4 else mask[1]) - 4,
                (mask[2] if mask[2] >= 4 else mask[3]) - 4,
            ]
            v1 = dag.get_node(SHUFP, vt, v1, v2, _imm(dag, v4_imm(blend)))
            low = high = v1
            new = [
                0 if mask[0] < 4 else 2,
                2 if mask[0] < 4 else 0,
                1 if mask[2] < 4 else 3,
                3 if mask[2] < 4 else 1,
            ]
    return dag.get_node(SHUFP, vt, low, high, _imm(dag, v4_imm(new)))


def _lower_v8i16(dag: SelectionDAG, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue:
    vt = MVT.v8i16
    single = _single(v2, mask, 8)
    if _is_unpack(mask, 8, False, single) and not single:
        return dag.get_node(UNPCKL, vt, v1, v2)
    if _is_unpack(mask, 8, True, single) and not single:
        return dag.get_node(UNPCKH, vt, v1, v2)
    if single:
        if _is_unpack(mask, 8, False, True):
            return dag.get_node(UNPCKL, vt, v1, v1)
        if _is_unpack(mask, 8, True, True):
            return dag.get_node(UNPCKH, vt, v1, v1)
        lo, hi = mask[:4], mask[4:]
        lo_ok = all(m < 4 for m in lo)
        hi_ok = all(m < 0 or m >= 4 for m in hi)
        if lo_ok and hi_ok:
            res = v1
            if not _matches(lo, (0, 1, 2, 3)):
                res = dag.get_node(PSHUFLW, vt, res, _imm(dag, v4_imm(lo)))
            if not _matches(hi, (4, 5, 6, 7)):
                res = dag.get_node(PSHUFHW, vt, res, _imm(dag, v4_imm([m - 4 if m >= 0 else -1 for m in hi])))
            return res
        res = _v8i16_by_dword_pairs(dag, v1, mask)
        if res is not None:
            return res
    # Word by word: PEXTRW from the inputs, PINSRW into the first input (or a copy of it).
    return _shuffle_by_elements(dag, vt, v1, v2, mask)


def _v8i16_by_dword_pairs(dag: SelectionDAG, v: SDValue, mask: list[int]) -> SDValue | None:
    """A single-input word shuffle whose output dwords each take their two words from one half of the input:
    PSHUFLW/PSHUFHW gather the needed word pairs into the dwords of their half, PSHUFD places the dwords
    (the shape of ``pshuflw; pshufhw; pshufd`` LLVM uses for truncations)."""
    pairs: list[tuple[int, int] | None] = []
    for j in range(4):
        a, b = mask[2 * j], mask[2 * j + 1]
        if a < 0 and b < 0:
            pairs.append(None)
            continue
        ha = a // 4 if a >= 0 else b // 4
        hb = b // 4 if b >= 0 else a // 4
        if ha != hb:
            return None
        pairs.append((a, b))
    # Distinct pairs per half, at most two each (the half's two dwords).
    slots: list[list[tuple[int, int]]] = [[], []]
    where: list[int] = [0, 0, 0, 0]
    for j, pr in enumerate(pairs):
        if pr is None:
            continue
        h = (pr[0] if pr[0] >= 0 else pr[1]) // 4
        placed = -1
        for k, q in enumerate(slots[h]):
            if all(x < 0 or y < 0 or x == y for x, y in zip(pr, q)):
                slots[h][k] = (q[0] if q[0] >= 0 else pr[0], q[1] if q[1] >= 0 else pr[1])
                placed = k
                break
        if placed < 0:
            if len(slots[h]) == 2:
                return None
            slots[h].append(pr)
            placed = len(slots[h]) - 1
        where[j] = 2 * h + placed
    res = v
    lo = [-1, -1, -1, -1]
    for k, (a, b) in enumerate(slots[0]):
        lo[2 * k], lo[2 * k + 1] = a, b
    hi = [-1, -1, -1, -1]
    for k, (a, b) in enumerate(slots[1]):
        hi[2 * k] = a - 4 if a >= 0 else -1
        hi[2 * k + 1] = b - 4 if b >= 0 else -1
    vt = MVT.v8i16
    if slots[0] and not _matches(lo, (0, 1, 2, 3)):
        res = dag.get_node(PSHUFLW, vt, res, _imm(dag, v4_imm(lo)))
    if slots[1] and not _matches(hi, (0, 1, 2, 3)):
        res = dag.get_node(PSHUFHW, vt, res, _imm(dag, v4_imm(hi)))
    dmask = [where[j] if pairs[j] is not None else -1 for j in range(4)]
    if not _matches(dmask, (0, 1, 2, 3)):
        res = _bc(
            dag, vt, dag.get_node(PSHUFD, MVT.v4i32, _bc(dag, MVT.v4i32, res), _imm(dag, v4_imm(dmask)))
        )
    return res


def _lower_v16i8(dag: SelectionDAG, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue:
    vt = MVT.v16i8
    single = _single(v2, mask, 16)
    if not single:
        if _is_unpack(mask, 16, False, False):
            return dag.get_node(UNPCKL, vt, v1, v2)
        if _is_unpack(mask, 16, True, False):
            return dag.get_node(UNPCKH, vt, v1, v2)
    else:
        if _is_unpack(mask, 16, False, True):
            return dag.get_node(UNPCKL, vt, v1, v1)
        if _is_unpack(mask, 16, True, True):
            return dag.get_node(UNPCKH, vt, v1, v1)
    return _shuffle_by_elements(dag, vt, v1, v2, mask)


def _shuffle_by_elements(dag: SelectionDAG, vt: int, v1: SDValue, v2: SDValue, mask: list[int]) -> SDValue:
    """A general shuffle as a BUILD_VECTOR of extracted elements (lowered again by the legalizer)."""
    n = vector_num_elements(vt)
    elt = vector_element_type(vt)
    idx_vt = MVT.i64
    ops = []
    for m in mask:
        if m < 0:
            ops.append(dag.get_undef(elt))
        else:
            src = v1 if m < n else v2
            ops.append(dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, src, dag.get_constant(m % n, idx_vt)))
    return dag.get_node(ISD.BUILD_VECTOR, vt, *ops)


# --- BUILD_VECTOR ------------------------------------------------------------------------------------------


def _ir_constant_vector(tli: Any, dag: SelectionDAG, vt: int, ops: Sequence[SDValue]) -> Any:
    from pyllc.ir.constants import ConstantFP, ConstantVector, get_int, get_undef

    fn = dag.mf.function if dag.mf is not None else None
    ctx = fn.parent.context
    elt = vector_element_type(vt)
    if elt == MVT.f32:
        ety = ctx.float_ty
    elif elt == MVT.f64:
        ety = ctx.double_ty
    else:
        ety = ctx.int_type(size_in_bits(elt))
    elems = []
    for o in ops:
        if o[0].opcode == ISD.UNDEF:
            elems.append(get_undef(ctx, ety))
        elif o[0].opcode == ISD.ConstantFP:
            elems.append(ConstantFP(ety, o[0].payload, fp_hex_text(elt, o[0].payload)))
        else:
            bits = size_in_bits(elt)
            v = o[0].payload[0] & ((1 << bits) - 1)
            elems.append(get_int(ctx, ety, v - (1 << bits) if v >> (bits - 1) else v))
    return ConstantVector(ctx.vector_type(ety, len(elems)), elems)


def _constant_pool_load(tli: Any, dag: SelectionDAG, vt: int, ops: Sequence[SDValue]) -> SDValue:
    constant = _ir_constant_vector(tli, dag, vt, ops)
    cp = dag.get_constant_pool(constant, tli.get_pointer_ty(), 16)
    mmo = MachineMemOperand(MOLoad, 16, 16, pseudo_value=PseudoSourceValue(PSV_ConstantPool))
    return dag.get_load(vt, dag.get_entry_node(), cp, mmo)


def _is_const_elt(o: SDValue) -> bool:
    return o[0].opcode in (ISD.Constant, ISD.ConstantFP, ISD.UNDEF)


def _all_bits(o: SDValue, ones: bool) -> bool:
    if o[0].opcode == ISD.Constant:
        bits = size_in_bits(o[0].vts[0])
        return o[0].payload[0] == (((1 << bits) - 1) if ones else 0)
    if o[0].opcode == ISD.ConstantFP:
        return not ones and o[0].payload == 0
    return False


def lower_build_vector(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerBUILD_VECTOR``."""
    node = op[0]
    vt = node.vts[0]
    ops = node.ops
    n = len(ops)
    if all(o[0].opcode == ISD.UNDEF for o in ops):
        return dag.get_undef(vt)
    if all(_is_const_elt(o) for o in ops):
        if all(_all_bits(o, False) for o in ops) or (
            not is_floating_point(vt) and all(_all_bits(o, True) for o in ops)
        ):
            return op  # V_SET0 / V_SETALLONES
        if all(_all_bits(o, False) or o[0].opcode == ISD.UNDEF for o in ops):
            zero = dag.get_constant(0, MVT.i32)
            return _bc(dag, vt, dag.get_node(ISD.BUILD_VECTOR, MVT.v4i32, zero, zero, zero, zero))
        return _constant_pool_load(tli, dag, vt, ops)
    elt = vector_element_type(vt)
    defined = [o for o in ops if o[0].opcode != ISD.UNDEF]
    # A splat: the scalar in lane 0, then a shuffle that copies it.
    if all(o == defined[0] for o in defined):
        s = _scalar_to_vector(dag, vt, defined[0])
        return get_vector_shuffle(dag, vt, s, dag.get_undef(vt), [0] * n)
    bits = size_in_bits(elt)
    if bits >= 32:
        vs = [_scalar_to_vector(dag, vt, o) if o[0].opcode != ISD.UNDEF else dag.get_undef(vt) for o in ops]
        if n == 2:
            return get_vector_shuffle(dag, vt, vs[0], vs[1], [0, 2])
        lo = get_vector_shuffle(dag, vt, vs[0], vs[1], [0, 4, -1, -1])
        hi = get_vector_shuffle(dag, vt, vs[2], vs[3], [0, 4, -1, -1])
        return get_vector_shuffle(dag, vt, lo, hi, [0, 1, 4, 5])
    if bits == 16:
        res = dag.get_undef(vt)
        for i, o in enumerate(ops):
            if o[0].opcode == ISD.UNDEF:
                continue
            res = dag.get_node(PINSRW, vt, res, dag.get_node(ISD.ANY_EXTEND, MVT.i32, o), _imm(dag, i))
        return res
    # Bytes: pairs of bytes make words, inserted with PINSRW.
    res = dag.get_undef(MVT.v8i16)
    for i in range(0, n, 2):
        a, b = ops[i], ops[i + 1]
        if a[0].opcode == ISD.UNDEF and b[0].opcode == ISD.UNDEF:
            continue
        lo = (
            dag.get_node(ISD.ZERO_EXTEND, MVT.i32, a)
            if a[0].opcode != ISD.UNDEF
            else dag.get_constant(0, MVT.i32)
        )
        if b[0].opcode != ISD.UNDEF:
            hi = dag.get_node(
                ISD.SHL, MVT.i32, dag.get_node(ISD.ANY_EXTEND, MVT.i32, b), dag.get_constant(8, MVT.i8)
            )
            lo = dag.get_node(ISD.OR, MVT.i32, lo, hi)
        res = dag.get_node(PINSRW, MVT.v8i16, res, lo, _imm(dag, i // 2))
    return _bc(dag, vt, res)


def _scalar_to_vector(dag: SelectionDAG, vt: int, v: SDValue) -> SDValue:
    return dag.get_node(ISD.SCALAR_TO_VECTOR, vt, v)


def lower_scalar_to_vector(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerSCALAR_TO_VECTOR``: i8/i16 scalars go in through a 32-bit MOVD."""
    node = op[0]
    vt = node.vts[0]
    x = node.ops[0]
    if vt in (MVT.v16i8, MVT.v8i16):
        ext = dag.get_node(ISD.ANY_EXTEND, MVT.i32, x)
        return _bc(dag, vt, dag.get_node(ISD.SCALAR_TO_VECTOR, MVT.v4i32, ext))
    return op


# --- element access ----------------------------------------------------------------------------------------


def lower_extract_vector_elt(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerEXTRACT_VECTOR_ELT``: move the element to lane 0 with a shuffle; words with PEXTRW; bytes
    from a PEXTRW word; a variable index through a stack temporary."""
    node = op[0]
    vec, idx = node.ops
    vt = node.vts[0]
    vec_vt = _vt(vec)
    index = _const_index(idx)
    if index is None:
        return None  # expanded through a stack temporary
    n = vector_num_elements(vec_vt)
    if index >= n:
        return dag.get_undef(vt)
    bits = size_in_bits(vector_element_type(vec_vt))
    if bits == 16:
        ext = dag.get_node(PEXTRW, MVT.i32, vec, _imm(dag, index))
        return dag.get_node(ISD.TRUNCATE, vt, ext) if vt != MVT.i32 else ext
    if bits == 8:
        word = index // 2
        if word == 0:
            w = dag.get_node(
                ISD.EXTRACT_VECTOR_ELT, MVT.i32, _bc(dag, MVT.v4i32, vec), dag.get_constant(0, MVT.i64)
            )
        else:
            w = dag.get_node(PEXTRW, MVT.i32, _bc(dag, MVT.v8i16, vec), _imm(dag, word))
        if index & 1:
            w = dag.get_node(ISD.SRL, MVT.i32, w, dag.get_constant(8, MVT.i8))
        return dag.get_node(ISD.TRUNCATE, vt, w)
    if index == 0:
        return op
    mask = [index] + [-1] * (n - 1)
    sh = get_vector_shuffle(dag, vec_vt, vec, dag.get_undef(vec_vt), mask)
    return dag.get_node(ISD.EXTRACT_VECTOR_ELT, vt, sh, dag.get_constant(0, MVT.i64))


def lower_insert_vector_elt(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerINSERT_VECTOR_ELT``: words with PINSRW; 32/64-bit elements as a shuffle with the scalar in a
    register; bytes and variable indices through a stack temporary."""
    node = op[0]
    vec, val, idx = node.ops
    vt = node.vts[0]
    index = _const_index(idx)
    n = vector_num_elements(vt)
    bits = size_in_bits(vector_element_type(vt))
    if index == 0 and vec[0].opcode == ISD.UNDEF:
        return dag.get_node(ISD.SCALAR_TO_VECTOR, vt, val)
    if index is not None and index < n:
        if bits == 16:
            return dag.get_node(PINSRW, vt, vec, dag.get_node(ISD.ANY_EXTEND, MVT.i32, val), _imm(dag, index))
        if bits >= 32:
            s = dag.get_node(ISD.SCALAR_TO_VECTOR, vt, val)
            mask = list(range(n))
            mask[index] = n
            return get_vector_shuffle(dag, vt, vec, s, mask)
        if bits == 8:
            # Merge the byte into its word and put the word back.
            words = _bc(dag, MVT.v8i16, vec)
            w = dag.get_node(PEXTRW, MVT.i32, words, _imm(dag, index // 2))
            b = dag.get_node(ISD.ZERO_EXTEND, MVT.i32, val)
            if index & 1:
                w = dag.get_node(ISD.AND, MVT.i32, w, dag.get_constant(0x00FF, MVT.i32))
                b = dag.get_node(ISD.SHL, MVT.i32, b, dag.get_constant(8, MVT.i8))
            else:
                w = dag.get_node(ISD.AND, MVT.i32, w, dag.get_constant(0xFF00, MVT.i32))
            w = dag.get_node(ISD.OR, MVT.i32, w, b)
            return _bc(dag, vt, dag.get_node(PINSRW, MVT.v8i16, words, w, _imm(dag, index // 2)))
    if index is not None:
        return dag.get_undef(vt)
    return None  # expanded through a stack temporary


# --- compares and selects ----------------------------------------------------------------------------------

_SSE_CC: Final = {
    ISD.SETOEQ: (0, False),
    ISD.SETEQ: (0, False),
    ISD.SETOGT: (1, True),
    ISD.SETGT: (1, True),
    ISD.SETOGE: (2, True),
    ISD.SETGE: (2, True),
    ISD.SETOLT: (1, False),
    ISD.SETLT: (1, False),
    ISD.SETOLE: (2, False),
    ISD.SETLE: (2, False),
    ISD.SETUO: (3, False),
    ISD.SETUNE: (4, False),
    ISD.SETNE: (4, False),
    ISD.SETUGE: (5, False),
    ISD.SETUGT: (6, False),
    ISD.SETULE: (5, True),
    ISD.SETULT: (6, True),
    ISD.SETO: (7, False),
}


def _not(dag: SelectionDAG, v: SDValue) -> SDValue:
    vt = _vt(v)
    return dag.get_node(ISD.XOR, vt, v, dag.get_all_ones_constant(vt))


def lower_vsetcc(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerVSETCC`` for SSE2."""
    node = op[0]
    a, b, cc_node = node.ops
    cc = cc_node[0].payload
    vt = node.vts[0]
    op_vt = _vt(a)
    if is_floating_point(op_vt):
        ivt = MVT.v4i32 if op_vt == MVT.v4f32 else MVT.v2i64
        if cc in (ISD.SETUEQ, ISD.SETONE):
            c0 = dag.get_node(CMPP, op_vt, a, b, _imm(dag, 3 if cc == ISD.SETUEQ else 7))
            c1 = dag.get_node(CMPP, op_vt, a, b, _imm(dag, 0 if cc == ISD.SETUEQ else 4))
            comb = ISD.OR if cc == ISD.SETUEQ else ISD.AND
            res = dag.get_node(comb, ivt, _bc(dag, ivt, c0), _bc(dag, ivt, c1))
            return _bc(dag, vt, res)
        if cc in (ISD.SETTRUE, ISD.SETTRUE2):
            return dag.get_all_ones_constant(vt)
        if cc in (ISD.SETFALSE, ISD.SETFALSE2):
            return dag.get_constant(0, vt)
        imm, swap = _SSE_CC[cc]
        if swap:
            a, b = b, a
        return _bc(dag, vt, dag.get_node(CMPP, op_vt, a, b, _imm(dag, imm)))
    if cc in (ISD.SETNE, ISD.SETGE, ISD.SETLE, ISD.SETUGE, ISD.SETULE):
        inv = {
            ISD.SETNE: ISD.SETEQ,
            ISD.SETGE: ISD.SETLT,
            ISD.SETLE: ISD.SETGT,
            ISD.SETUGE: ISD.SETULT,
            ISD.SETULE: ISD.SETUGT,
        }[cc]
        return _not(dag, _int_vsetcc(dag, op_vt, a, b, inv))
    return _bc(dag, vt, _int_vsetcc(dag, op_vt, a, b, cc))


def _int_vsetcc(dag: SelectionDAG, vt: int, a: SDValue, b: SDValue, cc: int) -> SDValue:
    """EQ, GT, LT, UGT, ULT as PCMPEQ/PCMPGT (unsigned: sign bits flipped; v2i64 emulated on 32-bit lanes)."""
    if cc in (ISD.SETLT, ISD.SETULT):
        a, b = b, a
        cc = ISD.SETGT if cc == ISD.SETLT else ISD.SETUGT
    elt_bits = size_in_bits(vector_element_type(vt))
    if vt == MVT.v2i64:
        a4, b4 = _bc(dag, MVT.v4i32, a), _bc(dag, MVT.v4i32, b)
        if cc == ISD.SETEQ:
            eq = dag.get_node(PCMPEQ, MVT.v4i32, a4, b4)
            sw = dag.get_node(PSHUFD, MVT.v4i32, eq, _imm(dag, v4_imm([1, 0, 3, 2])))
            return _bc(dag, vt, dag.get_node(ISD.AND, MVT.v4i32, eq, sw))
        hi_sign = (1 << 31) if cc == ISD.SETUGT else 0
        sb = dag.get_constant((hi_sign << 32) | (1 << 31), MVT.v2i64)
        a4 = _bc(dag, MVT.v4i32, dag.get_node(ISD.XOR, MVT.v2i64, a, sb))
        b4 = _bc(dag, MVT.v4i32, dag.get_node(ISD.XOR, MVT.v2i64, b, sb))
        gt = dag.get_node(PCMPGT, MVT.v4i32, a4, b4)
        eq = dag.get_node(PCMPEQ, MVT.v4i32, a4, b4)
        eq_hi = get_vector_shuffle(dag, MVT.v4i32, eq, eq, [1, 1, 3, 3])
        gt_lo = get_vector_shuffle(dag, MVT.v4i32, gt, gt, [0, 0, 2, 2])
        gt_hi = get_vector_shuffle(dag, MVT.v4i32, gt, gt, [1, 1, 3, 3])
        res = dag.get_node(ISD.OR, MVT.v4i32, dag.get_node(ISD.AND, MVT.v4i32, eq_hi, gt_lo), gt_hi)
        return _bc(dag, vt, res)
    if cc == ISD.SETEQ:
        return dag.get_node(PCMPEQ, vt, a, b)
    if cc == ISD.SETUGT:
        sb = dag.get_constant(1 << (elt_bits - 1), vt)
        a = dag.get_node(ISD.XOR, vt, a, sb)
        b = dag.get_node(ISD.XOR, vt, b, sb)
    return dag.get_node(PCMPGT, vt, a, b)


def lower_vselect(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerVSELECT`` without SSE4.1 blends: ``(c & t) | andnp(c, f)`` on a mask of all-ones/zero lanes."""
    node = op[0]
    c, t, f = node.ops
    vt = node.vts[0]
    ivt = MVT.v2i64
    cc = _bc(dag, ivt, c)
    res = dag.get_node(
        ISD.OR,
        ivt,
        dag.get_node(ISD.AND, ivt, cc, _bc(dag, ivt, t)),
        dag.get_node(ANDNP, ivt, cc, _bc(dag, ivt, f)),
    )
    return _bc(dag, vt, res)


def lower_vector_select(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """SELECT of a vector on a scalar condition: a splat mask of the condition, then the VSELECT blend."""
    node = op[0]
    c, t, f = node.ops
    vt = node.vts[0]
    cond = dag.get_node(ISD.AND, MVT.i32, dag.get_any_ext_or_trunc(c, MVT.i32), dag.get_constant(1, MVT.i32))
    m = dag.get_node(ISD.SUB, MVT.i32, dag.get_constant(0, MVT.i32), cond)
    mask = dag.get_node(ISD.BUILD_VECTOR, MVT.v4i32, m, m, m, m)
    return dag.get_node(
        ISD.VSELECT,
        vt,
        _bc(dag, vt, mask)
        if not is_floating_point(vt)
        else _bc(dag, MVT.v4i32 if vt == MVT.v4f32 else MVT.v2i64, mask),
        t,
        f,
    )


# --- arithmetic --------------------------------------------------------------------------------------------


def lower_mul(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerMUL``: v4i32 and v2i64 through PMULUDQ, v16i8 through words."""
    node = op[0]
    vt = node.vts[0]
    a, b = node.ops
    if vt == MVT.v4i32:
        odd = [1, -1, 3, -1]
        ao = get_vector_shuffle(dag, vt, a, a, odd)
        bo = get_vector_shuffle(dag, vt, b, b, odd)
        ev = dag.get_node(PMULUDQ, MVT.v2i64, _bc(dag, MVT.v2i64, a), _bc(dag, MVT.v2i64, b))
        od = dag.get_node(PMULUDQ, MVT.v2i64, _bc(dag, MVT.v2i64, ao), _bc(dag, MVT.v2i64, bo))
        return get_vector_shuffle(dag, vt, _bc(dag, vt, ev), _bc(dag, vt, od), [0, 4, 2, 6])
    if vt == MVT.v2i64:
        c32 = _imm(dag, 32)
        alo_blo = dag.get_node(PMULUDQ, vt, a, b)
        ahi = dag.get_node(VSRLI, vt, a, c32)
        bhi = dag.get_node(VSRLI, vt, b, c32)
        t1 = dag.get_node(PMULUDQ, vt, ahi, b)
        t2 = dag.get_node(PMULUDQ, vt, a, bhi)
        hi = dag.get_node(VSHLI, vt, dag.get_node(ISD.ADD, vt, t1, t2), c32)
        return dag.get_node(ISD.ADD, vt, alo_blo, hi)
    if vt == MVT.v16i8:
        zero = dag.get_constant(0, MVT.v16i8)
        lo_a = _bc(dag, MVT.v8i16, dag.get_node(UNPCKL, vt, a, zero))
        lo_b = _bc(dag, MVT.v8i16, dag.get_node(UNPCKL, vt, b, zero))
        hi_a = _bc(dag, MVT.v8i16, dag.get_node(UNPCKH, vt, a, zero))
        hi_b = _bc(dag, MVT.v8i16, dag.get_node(UNPCKH, vt, b, zero))
        ff = dag.get_constant(0xFF, MVT.v8i16)
        lo = dag.get_node(ISD.AND, MVT.v8i16, dag.get_node(ISD.MUL, MVT.v8i16, lo_a, lo_b), ff)
        hi = dag.get_node(ISD.AND, MVT.v8i16, dag.get_node(ISD.MUL, MVT.v8i16, hi_a, hi_b), ff)
        return dag.get_node(PACKUS, vt, lo, hi)
    return None


def _splat_constant(v: SDValue) -> int | None:
    n = v[0]
    if n.opcode != ISD.BUILD_VECTOR:
        return None
    vals = set()
    for o in n.ops:
        if o[0].opcode == ISD.UNDEF:
            continue
        if o[0].opcode != ISD.Constant:
            return None
        vals.add(o[0].payload[0])
    return vals.pop() if len(vals) == 1 else None


def _splat_value(v: SDValue) -> SDValue | None:
    n = v[0]
    if n.opcode == ISD.BUILD_VECTOR:
        d = [o for o in n.ops if o[0].opcode != ISD.UNDEF]
        if d and all(o == d[0] for o in d):
            return d[0]
    if n.opcode == ISD.VECTOR_SHUFFLE:
        m = [x for x in n.payload if x >= 0]
        if m and all(x == m[0] for x in m) and n.ops[0][0].opcode == ISD.SCALAR_TO_VECTOR and m[0] == 0:
            return n.ops[0][0].ops[0]
    return None


def lower_shift(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerShift``: shifts by a splat constant with PSLL/PSRL/PSRA immediates, by a splat variable with the
    XMM-count forms; byte shifts through word shifts and a mask; others element by element."""
    node = op[0]
    vt = node.vts[0]
    x, amt = node.ops
    opc = node.opcode
    elt_bits = size_in_bits(vector_element_type(vt))
    c = _splat_constant(amt)
    imm_op = {ISD.SHL: VSHLI, ISD.SRL: VSRLI, ISD.SRA: VSRAI}[opc]
    if c is not None:
        if c >= elt_bits:
            return dag.get_undef(vt)
        if vt == MVT.v2i64 and opc == ISD.SRA:
            return unroll_vector_op(dag, node)
        if elt_bits >= 16:
            if c == 0:
                return x
            return dag.get_node(imm_op, vt, x, _imm(dag, c))
        # v16i8
        w = _bc(dag, MVT.v8i16, x)
        if opc == ISD.SHL:
            sh = _bc(dag, vt, dag.get_node(VSHLI, MVT.v8i16, w, _imm(dag, c)))
            return dag.get_node(ISD.AND, vt, sh, dag.get_constant((0xFF << c) & 0xFF, vt))
        sh = _bc(dag, vt, dag.get_node(VSRLI, MVT.v8i16, w, _imm(dag, c)))
        sh = dag.get_node(ISD.AND, vt, sh, dag.get_constant(0xFF >> c, vt))
        if opc == ISD.SRL:
            return sh
        m = dag.get_constant(0x80 >> c, vt)
        return dag.get_node(ISD.SUB, vt, dag.get_node(ISD.XOR, vt, sh, m), m)
    s = _splat_value(amt)
    if s is not None and elt_bits >= 16 and not (vt == MVT.v2i64 and opc == ISD.SRA):
        cnt = dag.get_node(ISD.SCALAR_TO_VECTOR, MVT.v2i64, dag.get_zext_or_trunc(s, MVT.i64))
        cnt = dag.get_node(X86ISD_VALUES["VZEXT_MOVL"], MVT.v2i64, cnt)
        xop = {ISD.SHL: VSHL, ISD.SRL: VSRL, ISD.SRA: VSRA}[opc]
        return dag.get_node(xop, vt, x, cnt)
    return unroll_vector_op(dag, node)


def lower_minmax(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """Integer min/max without a native instruction: compare and blend."""
    node = op[0]
    vt = node.vts[0]
    a, b = node.ops
    cc = {ISD.SMAX: ISD.SETGT, ISD.SMIN: ISD.SETLT, ISD.UMAX: ISD.SETUGT, ISD.UMIN: ISD.SETULT}[node.opcode]
    m = _int_vsetcc(dag, vt, a, b, cc)
    return lower_vselect(tli, (dag.get_node(ISD.VSELECT, vt, m, a, b)[0], 0), dag)


def lower_abs(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    node = op[0]
    vt = node.vts[0]
    x = node.ops[0]
    zero = dag.get_constant(0, vt)
    neg = dag.get_node(ISD.SUB, vt, zero, x)
    m = _int_vsetcc(dag, vt, zero, x, ISD.SETGT)  # x < 0
    return lower_vselect(tli, (dag.get_node(ISD.VSELECT, vt, m, neg, x)[0], 0), dag)


def lower_fabs_fneg(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerFABSorFNEG`` on v4f32/v2f64: AND with the splat 0x7f.., XOR with the splat 0x80.."""
    node = op[0]
    vt = node.vts[0]
    bits = size_in_bits(vector_element_type(vt))
    sign = 1 << (bits - 1)
    x = node.ops[0]
    elt = vector_element_type(vt)
    if node.opcode == ISD.FNEG:
        c = dag.get_constant_fp(sign, vt)
        return dag.get_node(X86ISD.FXOR, vt, x, c)
    c = dag.get_constant_fp(sign - 1, vt)
    _ = elt
    return dag.get_node(X86ISD.FAND, vt, x, c)


def lower_extend_vector_inreg(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``LowerEXTEND_VECTOR_INREG`` for SSE2: unpack the low elements with zero (zero extension), with
    themselves then shift right arithmetically (sign extension to 16/32 bits), with their sign mask (to 64)."""
    node = op[0]
    vt = node.vts[0]
    x = node.ops[0]
    svt = _vt(x)
    src_bits = size_in_bits(vector_element_type(svt))
    dst_bits = size_in_bits(vector_element_type(vt))
    opc = node.opcode
    cur, bits = x, src_bits
    while bits < dst_bits:
        cvt = get_vector_vt(_int_vt(bits), 128 // bits)
        nvt = get_vector_vt(_int_vt(2 * bits), 64 // bits)
        cur = _bc(dag, cvt, cur)
        if opc == ISD.ZERO_EXTEND_VECTOR_INREG:
            cur = dag.get_node(UNPCKL, cvt, cur, dag.get_constant(0, cvt))
        elif opc == ISD.ANY_EXTEND_VECTOR_INREG:
            cur = dag.get_node(UNPCKL, cvt, cur, cur)
        elif bits <= 16:
            cur = dag.get_node(
                VSRAI, nvt, _bc(dag, nvt, dag.get_node(UNPCKL, cvt, cur, cur)), _imm(dag, bits)
            )
        else:
            sign = dag.get_node(PCMPGT, cvt, dag.get_constant(0, cvt), cur)
            cur = dag.get_node(UNPCKL, cvt, cur, sign)
        cur = _bc(dag, nvt, cur)
        bits *= 2
    return _bc(dag, vt, cur)


def lower_uint_to_fp(tli: Any, op: SDValue, dag: SelectionDAG) -> SDValue | None:
    """``lowerUINT_TO_FP_vXi32`` (v4i32 -> v4f32): the low and high 16-bit halves become the mantissas of
    2^23 and 2^39 (OR with 0x4b000000 / 0x53000000), then ``hi - (2^39 + 2^23) + lo`` in float."""
    node = op[0]
    vt = node.vts[0]
    x = node.ops[0]
    if vt != MVT.v4f32 or _vt(x) != MVT.v4i32:
        return unroll_vector_op(dag, node)
    iv = MVT.v4i32
    low = dag.get_node(
        ISD.OR,
        iv,
        dag.get_node(ISD.AND, iv, x, dag.get_constant(0xFFFF, iv)),
        dag.get_constant(0x4B000000, iv),
    )
    high = dag.get_node(
        ISD.OR, iv, dag.get_node(ISD.SRL, iv, x, dag.get_constant(16, iv)), dag.get_constant(0x53000000, iv)
    )
    fhigh = dag.get_node(ISD.FSUB, vt, _bc(dag, vt, high), dag.get_constant_fp(0x53000080, vt))
    return dag.get_node(ISD.FADD, vt, _bc(dag, vt, low), fhigh)


def _int_vt(bits: int) -> int:
    return {8: MVT.i8, 16: MVT.i16, 32: MVT.i32, 64: MVT.i64}[bits]


# --- dispatch ----------------------------------------------------------------------------------------------

_TABLE: Final = {
    ISD.VECTOR_SHUFFLE: lower_vector_shuffle,
    ISD.BUILD_VECTOR: lower_build_vector,
    ISD.SCALAR_TO_VECTOR: lower_scalar_to_vector,
    ISD.EXTRACT_VECTOR_ELT: lower_extract_vector_elt,
    ISD.INSERT_VECTOR_ELT: lower_insert_vector_elt,
    ISD.SETCC: lower_vsetcc,
    ISD.VSELECT: lower_vselect,
    ISD.SELECT: lower_vector_select,
    ISD.MUL: lower_mul,
    ISD.SHL: lower_shift,
    ISD.SRL: lower_shift,
    ISD.SRA: lower_shift,
    ISD.SMAX: lower_minmax,
    ISD.SMIN: lower_minmax,
    ISD.UMAX: lower_minmax,
    ISD.UMIN: lower_minmax,
    ISD.ABS: lower_abs,
    ISD.FNEG: lower_fabs_fneg,
    ISD.FABS: lower_fabs_fneg,
    ISD.ZERO_EXTEND_VECTOR_INREG: lower_extend_vector_inreg,
    ISD.SIGN_EXTEND_VECTOR_INREG: lower_extend_vector_inreg,
    ISD.ANY_EXTEND_VECTOR_INREG: lower_extend_vector_inreg,
    ISD.UINT_TO_FP: lower_uint_to_fp,
}


def lower_vector_operation(tli: Any, op: SDValue, dag: SelectionDAG) -> Any:
    """The vector part of ``LowerOperation``: a replacement, None (expand) or :data:`NOT_HANDLED`."""
    node = op[0]
    vt = node.vts[0] if node.vts else MVT.Other
    src_vt = _vt(node.ops[0]) if node.ops else MVT.Other
    if not (is_vector(vt) or is_vector(src_vt)):
        return NOT_HANDLED
    fn = _TABLE.get(node.opcode)
    if fn is None:
        return NOT_HANDLED
    if node.opcode == ISD.EXTRACT_VECTOR_ELT:
        if src_vt not in VEC128:
            return NOT_HANDLED
    elif vt not in VEC128:
        return NOT_HANDLED
    return fn(tli, op, dag)


__all__ = ["lower_vector_operation", "NOT_HANDLED", "v4_imm", "can_widen_shuffle_elements"]
_ = UnsupportedError
