"""The SelectionDAG of one basic block (LLVM: lib/CodeGen/SelectionDAG/SelectionDAG.cpp, include/llvm/CodeGen/
SelectionDAG.h).

What it is.  Instruction selection works on one basic block at a time, turned into a directed acyclic graph of
:class:`~pyllc.codegen.selection_dag.nodes.SDNode` s whose edges are data (typed values) and chains (ordering of
side effects).  :class:`SelectionDAG` owns the nodes and is the only way to create them.

Algorithm and invariants.

* **CSE.**  Every node is created through :meth:`SelectionDAG.get_node` (or a typed helper) which first looks
  for an existing node with the same identity ``(opcode, value types, operands, payload)`` in one dict
  (LLVM's ``CSEMap``, a FoldingSet).  Nodes producing glue are never shared (glue ties one producer to one
  consumer).  Structural sharing is what makes the DAG a DAG and not a tree.
* **Folding in getNode.**  Before a node is made, ``get_node`` applies LLVM's trivial simplifications: constant
  folding of unary, binary and compare operators on constants (``FoldConstantArithmetic``, ``FoldSetCC``), and
  identities that need no analysis (``x + 0 -> x``, ``x & 0 -> 0``, ``x & -1 -> x``, ``sext(sext x) -> sext x``,
  ``trunc(zext x)`` ..., ``TokenFactor`` of the entry token, undef rules).  The DAG combiner does the rest.
* **Node numbering.**  Each node gets a persistent id in creation order (the ``tN`` of dumps; ``t0`` is the
  entry token).  ``all_nodes`` keeps nodes in LLVM's ``AllNodes`` order: creation order until
  :meth:`assign_topological_order` sorts it.
* **Replacing.**  ``replace_all_uses_with`` rewrites every user's operand tuple; because a user's identity
  changes, it is taken out of the CSE map and put back, and if an identical node already exists the user is
  itself replaced by it (LLVM's ``AddModifiedNodeToCSEMaps``) -- all through an explicit worklist.
* **No recursion** over the graph: topological sorting, dead-node removal and replacement are worklists.  Only
  the analyses ``compute_known_bits`` / ``compute_num_sign_bits`` recurse, bounded by LLVM's depth limit of 6.

Known bits.  ``compute_known_bits(v)`` returns ``(zero, one)``: int masks of the bits known to be 0 and known to
be 1 in the value's scalar width (LLVM's ``KnownBits``); ``compute_num_sign_bits`` returns how many top bits
are copies of the sign bit.  Both follow LLVM's per-opcode rules for the opcodes the scalar pipeline produces.
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, Any, Final, Iterable, Sequence

from pyllc.codegen.isd import ISD, get_setcc_swapped_operands, is_true_when_equal
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import (
    MVT,
    is_integer,
    is_vector,
    scalar_size_in_bits,
    size_in_bits,
    vector_element_type,
)
from pyllc.support.bits import sext

if TYPE_CHECKING:
    from pyllc.target.lowering import TargetLowering

#: LLVM's ``SelectionDAG::MaxRecursionDepth`` for value-tracking queries.
MAX_RECURSION_DEPTH: Final = 6

# Boolean contents (LLVM: TargetLoweringBase::BooleanContent), duplicated here to keep the import direction.
_UNDEFINED_BOOLEAN: Final = 0
_ZERO_OR_ONE: Final = 1
_ZERO_OR_NEGATIVE_ONE: Final = 2

_COMMUTATIVE: Final = frozenset(
    (
        ISD.ADD,
        ISD.SMIN,
        ISD.SMAX,
        ISD.UMIN,
        ISD.UMAX,
        ISD.MUL,
        ISD.MULHU,
        ISD.MULHS,
        ISD.SMUL_LOHI,
        ISD.UMUL_LOHI,
        ISD.FADD,
        ISD.FMUL,
        ISD.AND,
        ISD.OR,
        ISD.XOR,
        ISD.SADDO,
        ISD.UADDO,
        ISD.ADDC,
        ISD.ADDE,
        ISD.SADDSAT,
        ISD.UADDSAT,
        ISD.FMINNUM,
        ISD.FMAXNUM,
        ISD.FMINNUM_IEEE,
        ISD.FMAXNUM_IEEE,
        ISD.FMINIMUM,
        ISD.FMAXIMUM,
        ISD.ABDS,
        ISD.ABDU,
    )
)

_SHIFTS: Final = frozenset((ISD.SHL, ISD.SRA, ISD.SRL, ISD.ROTL, ISD.ROTR))


def _fold_value(opcode: int, c1: int, c2: int, bits: int) -> int | None:
    """``FoldValue``: fold a binary integer operator on two unsigned ``bits``-wide constants (None: no fold)."""
    mask = (1 << bits) - 1
    if opcode == ISD.ADD:
        return (c1 + c2) & mask
    if opcode == ISD.SUB:
        return (c1 - c2) & mask
    if opcode == ISD.MUL:
        return (c1 * c2) & mask
    if opcode == ISD.AND:
        return c1 & c2
    if opcode == ISD.OR:
        return c1 | c2
    if opcode == ISD.XOR:
        return c1 ^ c2
    if opcode == ISD.SHL:
        return (c1 << c2) & mask if c2 < bits else None
    if opcode == ISD.SRL:
        return c1 >> c2 if c2 < bits else None
    if opcode == ISD.SRA:
        return (sext(c1, bits) >> c2) & mask if c2 < bits else None
    if opcode == ISD.ROTL or opcode == ISD.ROTR:
        amt = c2 % bits
        if opcode == ISD.ROTR:
            amt = (bits - amt) % bits
        return ((c1 << amt) | (c1 >> (bits - amt))) & mask if amt else c1
    if opcode == ISD.SMIN:
        return c1 if sext(c1, bits) <= sext(c2, bits) else c2
    if opcode == ISD.SMAX:
        return c1 if sext(c1, bits) >= sext(c2, bits) else c2
    if opcode == ISD.UMIN:
        return min(c1, c2)
    if opcode == ISD.UMAX:
        return max(c1, c2)
    if opcode == ISD.UADDSAT:
        return min(c1 + c2, mask)
    if opcode == ISD.USUBSAT:
        return max(c1 - c2, 0)
    if opcode in (ISD.SADDSAT, ISD.SSUBSAT):
        r = sext(c1, bits) + (sext(c2, bits) if opcode == ISD.SADDSAT else -sext(c2, bits))
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        return max(lo, min(hi, r)) & mask
    if opcode == ISD.UDIV:
        return c1 // c2 if c2 else None
    if opcode == ISD.UREM:
        return c1 % c2 if c2 else None
    if opcode == ISD.SDIV or opcode == ISD.SREM:
        if not c2:
            return None
        a, b = sext(c1, bits), sext(c2, bits)
        q = abs(a) // abs(b)
        if (a < 0) != (b < 0):
            q = -q
        return (q if opcode == ISD.SDIV else a - q * b) & mask
    if opcode == ISD.MULHU:
        return (c1 * c2) >> bits
    if opcode == ISD.MULHS:
        return ((sext(c1, bits) * sext(c2, bits)) >> bits) & mask
    if opcode == ISD.ABDS:
        return abs(sext(c1, bits) - sext(c2, bits)) & mask
    if opcode == ISD.ABDU:
        return abs(c1 - c2)
    return None


def _fp_bits_to_float(vt: int, bits: int) -> float | None:
    if vt == MVT.f64:
        return struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    if vt == MVT.f32:
        return struct.unpack("<f", bits.to_bytes(4, "little"))[0]
    return None


def _float_to_fp_bits(vt: int, value: float) -> int:
    if vt == MVT.f64:
        return int.from_bytes(struct.pack("<d", value), "little")
    return int.from_bytes(struct.pack("<f", value), "little")


def _round_int_to_float(value: int, vt: int) -> float:
    """Convert an int to f32/f64 with one round-to-nearest-even step (no double rounding)."""
    if vt == MVT.f64 or abs(value) < 1 << 53:
        f = float(value)
        return struct.unpack("<f", struct.pack("<f", f))[0] if vt == MVT.f32 else f
    # f32 from a wide int: keep 24 significant bits with ties to even, then convert exactly.
    neg = value < 0
    mag = -value if neg else value
    shift = mag.bit_length() - 24
    top, rest = mag >> shift, mag & ((1 << shift) - 1)
    half = 1 << (shift - 1)
    if rest > half or (rest == half and top & 1):
        top += 1
    f = float(top << shift)
    if f > 3.4028234663852886e38:
        f = float("inf")
    return -f if neg else f


class SelectionDAG:
    """The DAG of one basic block, with node creation, CSE, folding, replacement and value tracking."""

    __slots__ = (
        "tli",
        "mf",
        "all_nodes",
        "cse_map",
        "entry_node",
        "root",
        "next_persistent_id",
        "vt_lists",
        "opt_level",
        "new_node_listeners",
        "cur_dl",
    )

    def __init__(self, tli: TargetLowering | None = None, mf: Any = None, opt_level: int = 2) -> None:
        self.tli = tli
        self.mf = mf
        #: LLVM's ``AllNodes``: insertion-ordered (dict used as an ordered set).
        self.all_nodes: dict[SDNode, None] = {}
        self.cse_map: dict[tuple[Any, ...], SDNode] = {}
        self.vt_lists: dict[tuple[int, ...], tuple[int, ...]] = {}
        self.next_persistent_id = 0
        self.opt_level = opt_level
        #: Callables ``f(node)`` told about each node created (LLVM: DAGUpdateListener::NodeInserted).
        self.new_node_listeners: list[Any] = []
        #: The builder's ``getCurSDLoc`` debug location (the ``!dbg`` of the IR instruction being lowered):
        #: the default of a non-leaf node created without an explicit one.
        self.cur_dl: Any = None
        self.entry_node = SDNode(ISD.EntryToken, self.get_vt_list(MVT.Other), ())
        self._insert_node(self.entry_node)
        self.root: SDValue = (self.entry_node, 0)

    def clear(self) -> None:
        """``SelectionDAG::clear``: drop every node and start again with a fresh entry token."""
        self.all_nodes = {}
        self.cse_map = {}
        self.next_persistent_id = 0
        self.entry_node = SDNode(ISD.EntryToken, self.get_vt_list(MVT.Other), ())
        self._insert_node(self.entry_node)
        self.root = (self.entry_node, 0)

    # --- basics ------------------------------------------------------------------------------------------------

    def get_vt_list(self, *vts: int) -> tuple[int, ...]:
        """``getVTList``: the interned tuple for these result types."""
        lst = self.vt_lists.get(vts)
        if lst is None:
            lst = self.vt_lists[vts] = vts
        return lst

    def get_entry_node(self) -> SDValue:
        """``getEntryNode``: the chain at the start of the block (``t0: ch = EntryToken``)."""
        return (self.entry_node, 0)

    def set_root(self, root: SDValue) -> None:
        """``setRoot``: the chain that orders everything the block must do."""
        self.root = root

    def _insert_node(self, node: SDNode) -> None:
        self.all_nodes[node] = None
        node.persistent_id = self.next_persistent_id
        self.next_persistent_id += 1
        for listener in self.new_node_listeners:
            listener(node)

    def _create(
        self,
        opcode: int,
        vts: tuple[int, ...],
        ops: tuple[SDValue, ...],
        payload: Any,
        dl: Any,
        order: int,
        flags: int = 0,
    ) -> SDNode:
        """Find-or-create: the CSE core of every ``get_*`` function."""
        if dl is None and ops:
            dl = self.cur_dl
        cse = vts[-1] != MVT.Glue
        key: tuple[Any, ...] = ()
        if cse:
            key = (opcode, vts, ops, payload)
            existing = self.cse_map.get(key)
            if existing is not None:
                existing.flags &= flags  # intersectFlagsWith
                if order < existing.ir_order:
                    existing.ir_order = order
                if existing.debug_loc is not None and self.opt_level == 0 and dl != existing.debug_loc:
                    existing.debug_loc = None
                return existing
        node = SDNode(opcode, vts, ops, payload, dl, order)
        node.flags = flags
        for op in ops:
            op[0].uses.append(node)
        if cse:
            self.cse_map[key] = node
        self._insert_node(node)
        return node

    # --- leaf nodes --------------------------------------------------------------------------------------------

    def get_constant(self, value: int, vt: int, is_target: bool = False, is_opaque: bool = False) -> SDValue:
        """``getConstant``: an integer constant of ``vt`` (a vector type makes a splat BUILD_VECTOR)."""
        elt = vector_element_type(vt)
        bits = size_in_bits(elt)
        value &= (1 << bits) - 1
        opcode = ISD.TargetConstant if is_target else ISD.Constant
        node = self._create(opcode, self.get_vt_list(elt), (), (value, is_opaque), None, 0)
        if is_vector(vt):
            from pyllc.codegen.value_types import vector_num_elements

            return self.get_node(ISD.BUILD_VECTOR, vt, *([(node, 0)] * vector_num_elements(vt)))
        return (node, 0)

    def get_target_constant(self, value: int, vt: int, is_opaque: bool = False) -> SDValue:
        """``getTargetConstant``: a constant instruction selection keeps as an immediate."""
        return self.get_constant(value, vt, True, is_opaque)

    def get_all_ones_constant(self, vt: int, is_target: bool = False) -> SDValue:
        """``getAllOnesConstant``."""
        return self.get_constant(-1, vt, is_target)

    def get_bool_constant(self, value: bool, vt: int, op_vt: int) -> SDValue:
        """``getBoolConstant``: true as 1 or -1 according to the target's boolean contents for ``op_vt``."""
        if not value:
            return self.get_constant(0, vt)
        contents = self.tli.get_boolean_contents(op_vt) if self.tli is not None else _ZERO_OR_ONE
        if contents == _ZERO_OR_NEGATIVE_ONE:
            return self.get_all_ones_constant(vt)
        return self.get_constant(1, vt)

    def get_int_ptr_constant(self, value: int, is_target: bool = False) -> SDValue:
        """``getIntPtrConstant``: a constant of the pointer type."""
        return self.get_constant(value, self._pointer_vt(), is_target)

    def get_shift_amount_constant(self, value: int, vt: int) -> SDValue:
        """``getShiftAmountConstant``: a constant of the target's shift-amount type for ``vt``."""
        amt_vt = self.tli.get_shift_amount_ty(vt) if self.tli is not None else MVT.i64
        return self.get_constant(value, amt_vt)

    def get_constant_fp(self, bits: int, vt: int, is_target: bool = False) -> SDValue:
        """``getConstantFP`` from the IEEE bit pattern of the value in ``vt`` (an element of ``vt`` when it is a
        vector, which makes a splat BUILD_VECTOR)."""
        opcode = ISD.TargetConstantFP if is_target else ISD.ConstantFP
        if is_vector(vt):
            from pyllc.codegen.value_types import vector_num_elements

            elt = (self._create(opcode, self.get_vt_list(vector_element_type(vt)), (), bits, None, 0), 0)
            return self.get_node(ISD.BUILD_VECTOR, vt, *([elt] * vector_num_elements(vt)))
        return (self._create(opcode, self.get_vt_list(vt), (), bits, None, 0), 0)

    def get_constant_fp_value(self, value: float, vt: int) -> SDValue:
        """``getConstantFP(double)``: an f32 or f64 constant from a Python float (rounded to ``vt``)."""
        return self.get_constant_fp(_float_to_fp_bits(vt, value), vt)

    def get_undef(self, vt: int) -> SDValue:
        """``getUNDEF``."""
        return (self._create(ISD.UNDEF, self.get_vt_list(vt), (), None, None, 0), 0)

    def get_register(self, reg: int, vt: int) -> SDValue:
        """``getRegister``: a (physical or virtual) register as an operand."""
        return (self._create(ISD.Register, self.get_vt_list(vt), (), reg, None, 0), 0)

    def get_register_mask(self, mask: Any) -> SDValue:
        """``getRegisterMask``: the registers a call preserves."""
        return (self._create(ISD.RegisterMask, self.get_vt_list(MVT.Untyped), (), mask, None, 0), 0)

    def get_basic_block(self, mbb: Any) -> SDValue:
        """``getBasicBlock``: a branch target."""
        return (self._create(ISD.BasicBlock, self.get_vt_list(MVT.Other), (), mbb, None, 0), 0)

    def get_cond_code(self, cc: int) -> SDValue:
        """``getCondCode``."""
        return (self._create(ISD.CONDCODE, self.get_vt_list(MVT.Other), (), cc, None, 0), 0)

    def get_value_type(self, vt: int) -> SDValue:
        """``getValueType``: a type as an operand (``VTSDNode``, e.g. of SIGN_EXTEND_INREG)."""
        return (self._create(ISD.VALUETYPE, self.get_vt_list(MVT.Other), (), vt, None, 0), 0)

    def get_frame_index(self, fi: int, vt: int, is_target: bool = False) -> SDValue:
        """``getFrameIndex``."""
        opcode = ISD.TargetFrameIndex if is_target else ISD.FrameIndex
        return (self._create(opcode, self.get_vt_list(vt), (), fi, None, 0), 0)

    def get_global_address(
        self,
        gv: Any,
        vt: int,
        offset: int = 0,
        is_target: bool = False,
        target_flags: int = 0,
        dl: Any = None,
        is_tls: bool = False,
    ) -> SDValue:
        """``getGlobalAddress``: the address of a global, plus ``offset``."""
        if is_tls:
            opcode = ISD.TargetGlobalTLSAddress if is_target else ISD.GlobalTLSAddress
        else:
            opcode = ISD.TargetGlobalAddress if is_target else ISD.GlobalAddress
        bits = size_in_bits(vt)
        offset = sext(offset, bits) if bits else offset
        return (
            self._create(
                opcode,
                self.get_vt_list(vt),
                (),
                (gv, offset, target_flags),
                dl if dl is not None else self.cur_dl,
                0,
            ),
            0,
        )

    def get_target_global_address(self, gv: Any, vt: int, offset: int = 0, target_flags: int = 0) -> SDValue:
        """``getTargetGlobalAddress``."""
        return self.get_global_address(gv, vt, offset, True, target_flags)

    def get_jump_table(self, index: int, vt: int, is_target: bool = False, target_flags: int = 0) -> SDValue:
        """``getJumpTable``."""
        opcode = ISD.TargetJumpTable if is_target else ISD.JumpTable
        return (self._create(opcode, self.get_vt_list(vt), (), (index, target_flags), None, 0), 0)

    def get_constant_pool(
        self,
        constant: Any,
        vt: int,
        alignment: int = 0,
        offset: int = 0,
        is_target: bool = False,
        target_flags: int = 0,
    ) -> SDValue:
        """``getConstantPool``: the address of a constant-pool entry holding ``constant``."""
        opcode = ISD.TargetConstantPool if is_target else ISD.ConstantPool
        payload = (constant, offset, alignment, target_flags)
        return (self._create(opcode, self.get_vt_list(vt), (), payload, None, 0), 0)

    def get_external_symbol(
        self, name: str, vt: int, is_target: bool = False, target_flags: int = 0
    ) -> SDValue:
        """``getExternalSymbol`` (runtime-library calls: ``__divti3``, ``memcpy``)."""
        opcode = ISD.TargetExternalSymbol if is_target else ISD.ExternalSymbol
        return (self._create(opcode, self.get_vt_list(vt), (), (name, target_flags), None, 0), 0)

    def get_src_value(self, value: Any) -> SDValue:
        """``getSrcValue``."""
        return (self._create(ISD.SRCVALUE, self.get_vt_list(MVT.Other), (), value, None, 0), 0)

    # --- getNode -----------------------------------------------------------------------------------------------

    def get_node(
        self,
        opcode: int,
        vts: int | tuple[int, ...],
        *ops: SDValue,
        flags: int = 0,
        dl: Any = None,
        order: int = 0,
    ) -> SDValue:
        """``getNode``: find or create ``opcode`` over ``ops`` with result type(s) ``vts``, after folding.

        ``vts`` is one value type or a tuple of them; the result is the node's first value (a folded
        result may be any existing value).  ``dl`` and ``order`` are the SDLoc (debug location, IR order).
        """
        if isinstance(vts, int):
            vt = vts
            vt_list = self.get_vt_list(vts)
        else:
            vt_list = self.get_vt_list(*vts)
            vt = vt_list[0]
        n = len(ops)
        if len(vt_list) == 1:
            if n == 1:
                folded = self._fold_unary(opcode, vt, ops[0])
                if folded is not None:
                    return folded
            elif n == 2:
                folded, ops = self._fold_binary(opcode, vt, ops[0], ops[1], flags)
                if folded is not None:
                    return folded
            elif n == 3:
                folded = self._fold_ternary(opcode, vt, ops[0], ops[1], ops[2])
                if folded is not None:
                    return folded
            elif n == 0 and opcode == ISD.UNDEF:
                return self.get_undef(vt)
            if opcode == ISD.TokenFactor and n > 2:
                pass
        elif opcode == ISD.MERGE_VALUES and n == 1:
            return ops[0]
        return (self._create(opcode, vt_list, tuple(ops), None, dl, order, flags), 0)

    def _fold_unary(self, opcode: int, vt: int, operand: SDValue) -> SDValue | None:
        op_node = operand[0]
        op_opc = op_node.opcode
        if opcode == ISD.TokenFactor or opcode == ISD.MERGE_VALUES or opcode == ISD.CONCAT_VECTORS:
            return operand  # a factor, merge or concatenation of one value is the value
        op_vt = op_node.vts[operand[1]]
        if op_opc == ISD.Constant or op_opc == ISD.TargetConstant:
            val, opaque = op_node.payload
            src_bits = size_in_bits(op_vt)
            bits = size_in_bits(vt)
            is_t = op_opc == ISD.TargetConstant
            if opcode == ISD.SIGN_EXTEND:
                return self.get_constant(sext(val, src_bits), vt, is_t, opaque)
            if opcode == ISD.ZERO_EXTEND or (opcode == ISD.TRUNCATE and not opaque):
                return self.get_constant(val, vt, is_t, opaque)
            if opcode == ISD.ANY_EXTEND:
                if self.tli is not None and self.tli.is_sext_cheaper_than_zext(op_vt, vt):
                    return self.get_constant(sext(val, src_bits), vt, is_t, opaque)
                return self.get_constant(val, vt, is_t, opaque)
            if (opcode == ISD.SINT_TO_FP or opcode == ISD.UINT_TO_FP) and vt in (MVT.f32, MVT.f64):
                v = sext(val, src_bits) if opcode == ISD.SINT_TO_FP else val
                return self.get_constant_fp(_float_to_fp_bits(vt, _round_int_to_float(v, vt)), vt)
            if opcode == ISD.BITCAST:
                if (
                    (vt == MVT.f32 and op_vt == MVT.i32)
                    or (vt == MVT.f64 and op_vt == MVT.i64)
                    or (vt == MVT.f16 and op_vt == MVT.i16)
                    or (vt == MVT.f128 and op_vt == MVT.i128)
                ):
                    return self.get_constant_fp(val, vt)
            elif opcode == ISD.ABS:
                return self.get_constant(abs(sext(val, src_bits)), vt, is_t, opaque)
            elif opcode == ISD.BITREVERSE:
                rev = int(format(val, f"0{bits}b")[::-1], 2)
                return self.get_constant(rev, vt, is_t, opaque)
            elif opcode == ISD.BSWAP:
                return self.get_constant(
                    int.from_bytes(val.to_bytes(bits // 8, "little"), "big"), vt, is_t, opaque
                )
            elif opcode == ISD.CTPOP:
                return self.get_constant(val.bit_count(), vt, is_t, opaque)
            elif opcode == ISD.CTLZ or opcode == ISD.CTLZ_ZERO_UNDEF:
                return self.get_constant(src_bits - val.bit_length(), vt, is_t, opaque)
            elif opcode == ISD.CTTZ or opcode == ISD.CTTZ_ZERO_UNDEF:
                tz = (val & -val).bit_length() - 1 if val else src_bits
                return self.get_constant(tz, vt, is_t, opaque)
        elif op_opc == ISD.ConstantFP:
            fval = _fp_bits_to_float(op_vt, op_node.payload)
            if opcode == ISD.FNEG:
                return self.get_constant_fp(op_node.payload ^ (1 << (size_in_bits(op_vt) - 1)), vt)
            if opcode == ISD.FABS:
                return self.get_constant_fp(op_node.payload & ~(1 << (size_in_bits(op_vt) - 1)), vt)
            if opcode == ISD.BITCAST and size_in_bits(vt) == size_in_bits(op_vt) and is_integer(vt):
                return self.get_constant(op_node.payload, vt)
            if fval is not None:
                if opcode == ISD.FP_EXTEND and vt in (MVT.f32, MVT.f64):
                    return self.get_constant_fp(_float_to_fp_bits(vt, fval), vt)
                if opcode in (ISD.FP_TO_SINT, ISD.FP_TO_UINT) and fval == fval and abs(fval) != float("inf"):
                    iv = int(fval)
                    bits = size_in_bits(vt)
                    lo = -(1 << (bits - 1)) if opcode == ISD.FP_TO_SINT else 0
                    hi = (1 << (bits - 1)) - 1 if opcode == ISD.FP_TO_SINT else (1 << bits) - 1
                    if lo <= iv <= hi:
                        return self.get_constant(iv, vt)
        # Identities on the operand's opcode.
        if opcode == ISD.SIGN_EXTEND:
            if op_vt == vt:
                return operand
            if op_opc == ISD.SIGN_EXTEND or op_opc == ISD.ZERO_EXTEND:
                return self.get_node(op_opc, vt, op_node.ops[0])
            if op_opc == ISD.UNDEF:
                return self.get_constant(0, vt)  # sext(undef) = 0: the top bits must be equal
        elif opcode == ISD.ZERO_EXTEND:
            if op_vt == vt:
                return operand
            if op_opc == ISD.ZERO_EXTEND:
                return self.get_node(ISD.ZERO_EXTEND, vt, op_node.ops[0])
            if op_opc == ISD.UNDEF:
                return self.get_constant(0, vt)  # zext(undef) = 0: the top bits must be zero
        elif opcode == ISD.ANY_EXTEND:
            if op_vt == vt:
                return operand
            if op_opc in (ISD.ZERO_EXTEND, ISD.SIGN_EXTEND, ISD.ANY_EXTEND):
                return self.get_node(op_opc, vt, op_node.ops[0])
            if op_opc == ISD.UNDEF:
                return self.get_undef(vt)
            if op_opc == ISD.TRUNCATE:
                inner = op_node.ops[0]
                if inner[0].vts[inner[1]] == vt:
                    return inner
        elif opcode == ISD.TRUNCATE:
            if op_vt == vt:
                return operand
            if op_opc == ISD.TRUNCATE:
                return self.get_node(ISD.TRUNCATE, vt, op_node.ops[0])
            if op_opc in (ISD.ZERO_EXTEND, ISD.SIGN_EXTEND, ISD.ANY_EXTEND):
                inner = op_node.ops[0]
                inner_vt = inner[0].vts[inner[1]]
                if scalar_size_in_bits(inner_vt) < scalar_size_in_bits(vt):
                    return self.get_node(op_opc, vt, inner)
                if size_in_bits(inner_vt) > size_in_bits(vt):
                    return self.get_node(ISD.TRUNCATE, vt, inner)
                return inner
            if op_opc == ISD.UNDEF:
                return self.get_undef(vt)
        elif opcode == ISD.BITCAST:
            if op_vt == vt:
                return operand
            if op_opc == ISD.BITCAST:
                return self.get_node(ISD.BITCAST, vt, op_node.ops[0])
            if op_opc == ISD.UNDEF:
                return self.get_undef(vt)
        elif opcode == ISD.FNEG:
            if op_opc == ISD.UNDEF:
                return self.get_undef(vt)
            if op_opc == ISD.FNEG:
                return op_node.ops[0]
        elif opcode == ISD.FABS:
            if op_opc == ISD.FNEG:
                return self.get_node(ISD.FABS, vt, op_node.ops[0])
        elif opcode == ISD.FREEZE:
            if op_opc in (ISD.Constant, ISD.ConstantFP, ISD.TargetConstant, ISD.FREEZE):
                return operand
        elif opcode in (
            ISD.FP_EXTEND,
            ISD.FP_TO_SINT,
            ISD.FP_TO_UINT,
            ISD.SINT_TO_FP,
            ISD.UINT_TO_FP,
            ISD.CTLZ,
            ISD.CTTZ,
            ISD.CTPOP,
            ISD.BSWAP,
            ISD.BITREVERSE,
            ISD.ABS,
        ):
            if opcode == ISD.FP_EXTEND and op_vt == vt:
                return operand
            if op_opc == ISD.UNDEF and opcode in (ISD.SINT_TO_FP, ISD.UINT_TO_FP):
                return self.get_constant_fp(0, vt)
            if op_opc == ISD.UNDEF and opcode in (ISD.FP_EXTEND, ISD.FP_TO_SINT, ISD.FP_TO_UINT):
                return self.get_undef(vt)
        return None

    def _is_commutative(self, opcode: int) -> bool:
        if self.tli is not None:
            return self.tli.is_commutative_bin_op(opcode)
        return opcode in _COMMUTATIVE

    def _fold_binary(
        self, opcode: int, vt: int, n1: SDValue, n2: SDValue, flags: int
    ) -> tuple[SDValue | None, tuple[SDValue, ...]]:
        c1 = n1[0].opcode == ISD.Constant
        c2 = n2[0].opcode == ISD.Constant
        f1 = n1[0].opcode == ISD.ConstantFP
        f2 = n2[0].opcode == ISD.ConstantFP
        if self._is_commutative(opcode):
            # Canonicalize a constant to the right-hand side.
            if (c1 and not c2) or (f1 and not f2):
                n1, n2 = n2, n1
                c1, c2, f1, f2 = c2, c1, f2, f1
        n1_opc = n1[0].opcode
        n2_node = n2[0]
        if opcode == ISD.TokenFactor:
            if n1_opc == ISD.EntryToken:
                return n2, ()
            if n2_node.opcode == ISD.EntryToken:
                return n1, ()
            if n1 == n2:
                return n1, ()
        elif opcode == ISD.AND and is_integer(vt) and not is_vector(vt):
            if c2 and n2_node.payload[0] == 0:
                return n2, ()  # x & 0 -> 0
            if c2 and n2_node.payload[0] == (1 << size_in_bits(vt)) - 1:
                return n1, ()  # x & -1 -> x
        elif opcode in (ISD.OR, ISD.XOR, ISD.ADD, ISD.SUB) and not is_vector(vt):
            if c2 and n2_node.payload[0] == 0:
                return n1, ()  # x |^+- 0 -> x
        elif opcode in _SHIFTS:
            if vt == MVT.i1:
                return n1, ()  # an i1 shift amount is always 0
            if c2 and n2_node.payload[0] == 0:
                return n1, ()
        elif opcode == ISD.SIGN_EXTEND_INREG:
            from_vt: int = n2_node.payload
            if from_vt == vt:
                return n1, ()
            if c1:
                from_bits = scalar_size_in_bits(from_vt)
                val = sext(n1[0].payload[0], from_bits)
                return self.get_constant(val, vt), ()
        elif opcode == ISD.FP_ROUND:
            if n1[0].vts[n1[1]] == vt:
                return n1, ()
            if f1 and vt == MVT.f32:
                fval = _fp_bits_to_float(n1[0].vts[n1[1]], n1[0].payload)
                if fval is not None:
                    try:
                        return self.get_constant_fp(_float_to_fp_bits(vt, fval), vt), ()
                    except OverflowError:
                        return self.get_constant_fp(_float_to_fp_bits(vt, fval * float("inf")), vt), ()
        elif opcode == ISD.EXTRACT_ELEMENT:
            if c2:
                idx = n2_node.payload[0]
                if c1:
                    bits = size_in_bits(vt)
                    return self.get_constant(n1[0].payload[0] >> (bits * idx), vt), ()
                if n1_opc == ISD.BUILD_PAIR:
                    return n1[0].ops[idx], ()
        # Trivial constant folding (FoldConstantArithmetic).
        if opcode < ISD.BUILTIN_OP_END and not is_vector(vt):
            if opcode in (ISD.SDIV, ISD.UDIV, ISD.SREM, ISD.UREM):
                if n2_node.opcode == ISD.UNDEF or (c2 and n2_node.payload[0] == 0):
                    return self.get_undef(vt), ()
            if c1 and c2 and is_integer(vt):
                if not n1[0].payload[1] and not n2_node.payload[1]:
                    folded = _fold_value(opcode, n1[0].payload[0], n2_node.payload[0], size_in_bits(vt))
                    if folded is not None:
                        return self.get_constant(folded, vt), ()
            if opcode == ISD.ADD or opcode == ISD.SUB:
                ga, other = (n1, n2) if n1_opc == ISD.GlobalAddress else (None, None)
                if ga is None and opcode == ISD.ADD and n2_node.opcode == ISD.GlobalAddress:
                    ga, other = n2, n1
                if ga is not None and other is not None and other[0].opcode == ISD.Constant:
                    if self.tli is not None and self.tli.is_offset_folding_legal(ga[0]):
                        gv, off, tf = ga[0].payload
                        delta = sext(other[0].payload[0], size_in_bits(vt))
                        off = off + delta if opcode == ISD.ADD else off - delta
                        return self.get_global_address(gv, vt, off, False, tf), ()
            if f1 and f2:
                folded_fp = self._fold_fp_math(opcode, vt, n1[0], n2_node)
                if folded_fp is not None:
                    return folded_fp, ()
        # Undef rules.
        if n1_opc == ISD.UNDEF:
            if self._is_commutative(opcode):
                n1, n2 = n2, n1
                n2_node = n2[0]
                n1_opc = n1[0].opcode
            elif opcode in (ISD.SIGN_EXTEND_INREG, ISD.SUB):
                return self.get_undef(vt), ()
            elif opcode in (ISD.UDIV, ISD.SDIV, ISD.UREM, ISD.SREM, ISD.SSUBSAT, ISD.USUBSAT):
                return self.get_constant(0, vt), ()
        if n2_node.opcode == ISD.UNDEF:
            if opcode == ISD.XOR and n1_opc == ISD.UNDEF:
                return self.get_constant(0, vt), ()
            if opcode in (ISD.XOR, ISD.ADD, ISD.SUB, ISD.UDIV, ISD.SDIV, ISD.UREM, ISD.SREM):
                return self.get_undef(vt), ()
            if opcode in (ISD.MUL, ISD.AND, ISD.SSUBSAT, ISD.USUBSAT):
                return self.get_constant(0, vt), ()
            if opcode in (ISD.OR, ISD.SADDSAT, ISD.UADDSAT):
                return self.get_all_ones_constant(vt), ()
        return None, (n1, n2)

    def _fold_fp_math(self, opcode: int, vt: int, a: SDNode, b: SDNode) -> SDValue | None:
        x = _fp_bits_to_float(vt, a.payload)
        y = _fp_bits_to_float(vt, b.payload)
        if x is None or y is None:
            return None
        if opcode == ISD.FCOPYSIGN:
            sign = 1 << (size_in_bits(vt) - 1)
            return self.get_constant_fp((a.payload & ~sign) | (b.payload & sign), vt)
        try:
            if opcode == ISD.FADD:
                r = x + y
            elif opcode == ISD.FSUB:
                r = x - y
            elif opcode == ISD.FMUL:
                r = x * y
            elif opcode == ISD.FDIV:
                if y == 0.0:
                    return None
                r = x / y
            else:
                return None
        except OverflowError:
            return None
        if r != r:
            return None  # LLVM folds only when the result is not an invalid operation
        try:
            return self.get_constant_fp(_float_to_fp_bits(vt, r), vt)
        except OverflowError:
            return self.get_constant_fp(_float_to_fp_bits(vt, r * float("inf")), vt)

    def _fold_ternary(self, opcode: int, vt: int, n1: SDValue, n2: SDValue, n3: SDValue) -> SDValue | None:
        if opcode == ISD.SETCC:
            return self.fold_setcc(vt, n1, n2, n3[0].payload)
        if opcode == ISD.SELECT or opcode == ISD.VSELECT:
            return self.simplify_select(n1, n2, n3)
        if opcode == ISD.TokenFactor:
            return None
        return None

    def simplify_select(self, cond: SDValue, t: SDValue, f: SDValue) -> SDValue | None:
        """``simplifySelect``: constant or undef condition, equal or undef arms."""
        cn = cond[0]
        if cn.opcode == ISD.UNDEF:
            return t if t[0].opcode in (ISD.Constant, ISD.ConstantFP) else f
        if cn.opcode == ISD.Constant:
            return f if cn.payload[0] == 0 else t
        if t == f:
            return t
        if t[0].opcode == ISD.UNDEF:
            return f
        if f[0].opcode == ISD.UNDEF:
            return t
        return None

    def fold_setcc(self, vt: int, n1: SDValue, n2: SDValue, cond: int) -> SDValue | None:
        """``FoldSetCC``: fold a comparison whose result is known, or move a constant to the right."""
        op_vt = n1[0].vts[n1[1]]
        if cond == ISD.SETFALSE or cond == ISD.SETFALSE2:
            return self.get_bool_constant(False, vt, op_vt)
        if cond == ISD.SETTRUE or cond == ISD.SETTRUE2:
            return self.get_bool_constant(True, vt, op_vt)
        a, b = n1[0], n2[0]
        if is_integer(op_vt):
            if (a.opcode == ISD.UNDEF or b.opcode == ISD.UNDEF) and cond in (ISD.SETEQ, ISD.SETNE):
                return self.get_undef(vt)
            if a.opcode == ISD.UNDEF and b.opcode == ISD.UNDEF:
                return self.get_undef(vt)
            if n1 == n2:
                return self.get_bool_constant(is_true_when_equal(cond), vt, op_vt)
        if b.opcode == ISD.Constant and a.opcode == ISD.Constant:
            bits = size_in_bits(op_vt)
            x, y = a.payload[0], b.payload[0]
            sx, sy = sext(x, bits), sext(y, bits)
            result = {
                ISD.SETEQ: x == y,
                ISD.SETNE: x != y,
                ISD.SETULT: x < y,
                ISD.SETUGT: x > y,
                ISD.SETULE: x <= y,
                ISD.SETUGE: x >= y,
                ISD.SETLT: sx < sy,
                ISD.SETGT: sx > sy,
                ISD.SETLE: sx <= sy,
                ISD.SETGE: sx >= sy,
            }.get(cond)
            if result is not None:
                return self.get_bool_constant(result, vt, op_vt)
        if a.opcode == ISD.ConstantFP and b.opcode == ISD.ConstantFP:
            x = _fp_bits_to_float(op_vt, a.payload)
            y = _fp_bits_to_float(op_vt, b.payload)
            if x is not None and y is not None:
                unordered = x != x or y != y
                lt, gt, eq = (not unordered and x < y), (not unordered and x > y), (not unordered and x == y)
                code = (unordered << 3) | (lt << 2) | (gt << 1) | eq
                base = cond & 15
                if cond >= ISD.SETFALSE2:
                    # Don't-care-about-NaN codes: undefined on NaN, as LLVM returns undef.
                    if unordered:
                        return self.get_undef(vt)
                    base = cond & 7
                return self.get_bool_constant((code & base) != 0, vt, op_vt)
        if a.opcode == ISD.ConstantFP and b.opcode != ISD.ConstantFP:
            swapped = get_setcc_swapped_operands(cond)
            if self.tli is not None and not self.tli.is_cond_code_legal(swapped, op_vt):
                return None
            return self.get_setcc(vt, n2, n1, swapped)
        return None

    # --- typed helpers -----------------------------------------------------------------------------------------

    def get_setcc(
        self, vt: int, lhs: SDValue, rhs: SDValue, cond: int, dl: Any = None, order: int = 0
    ) -> SDValue:
        """``getSetCC``: ``(lhs cond rhs)`` as a value of ``vt``."""
        return self.get_node(ISD.SETCC, vt, lhs, rhs, self.get_cond_code(cond), dl=dl, order=order)

    def get_select(
        self, vt: int, cond: SDValue, t: SDValue, f: SDValue, dl: Any = None, order: int = 0
    ) -> SDValue:
        """``getSelect``: SELECT for a scalar condition, VSELECT for a vector one."""
        cond_vt = cond[0].vts[cond[1]]
        opcode = ISD.VSELECT if is_vector(cond_vt) else ISD.SELECT
        return self.get_node(opcode, vt, cond, t, f, dl=dl, order=order)

    def get_select_cc(
        self, vt: int, lhs: SDValue, rhs: SDValue, t: SDValue, f: SDValue, cond: int, dl: Any = None
    ) -> SDValue:
        """``getSelectCC``."""
        return self.get_node(ISD.SELECT_CC, vt, lhs, rhs, t, f, self.get_cond_code(cond), dl=dl)

    def get_token_factor(self, chains: Sequence[SDValue], dl: Any = None) -> SDValue:
        """``getTokenFactor``: one chain that depends on all of ``chains``."""
        if len(chains) == 0:
            return self.get_entry_node()
        if len(chains) == 1:
            return chains[0]
        return self.get_node(ISD.TokenFactor, MVT.Other, *chains, dl=dl)

    def get_merge_values(self, values: Sequence[SDValue], dl: Any = None) -> SDValue:
        """``getMergeValues``: several values as the results of one node."""
        if len(values) == 1:
            return values[0]
        vts = tuple(v[0].vts[v[1]] for v in values)
        return self.get_node(ISD.MERGE_VALUES, vts, *values, dl=dl)

    def get_copy_to_reg(
        self,
        chain: SDValue,
        reg: int,
        value: SDValue,
        glue: SDValue | None = None,
        dl: Any = None,
        order: int = 0,
    ) -> SDValue:
        """``getCopyToReg``: copy ``value`` into ``reg``; with ``glue`` the result also has a glue value."""
        reg_op = self.get_register(reg, value[0].vts[value[1]])
        if glue is None:
            return self.get_node(ISD.CopyToReg, MVT.Other, chain, reg_op, value, dl=dl, order=order)
        return self.get_node(
            ISD.CopyToReg, (MVT.Other, MVT.Glue), chain, reg_op, value, glue, dl=dl, order=order
        )

    def get_copy_from_reg(
        self, chain: SDValue, reg: int, vt: int, glue: SDValue | None = None, dl: Any = None, order: int = 0
    ) -> SDValue:
        """``getCopyFromReg``: read ``reg`` as a ``vt`` value (result 1 is the chain, 2 the glue if asked)."""
        reg_op = self.get_register(reg, vt)
        if glue is None:
            return self.get_node(ISD.CopyFromReg, (vt, MVT.Other), chain, reg_op, dl=dl, order=order)
        return self.get_node(
            ISD.CopyFromReg, (vt, MVT.Other, MVT.Glue), chain, reg_op, glue, dl=dl, order=order
        )

    def get_callseq_start(self, chain: SDValue, in_size: int, out_size: int, dl: Any = None) -> SDValue:
        """``getCALLSEQ_START``: open a call frame of ``in_size`` bytes of outgoing arguments."""
        return self.get_node(
            ISD.CALLSEQ_START,
            (MVT.Other, MVT.Glue),
            chain,
            self.get_int_ptr_constant(in_size, True),
            self.get_int_ptr_constant(out_size, True),
            dl=dl,
        )

    def get_callseq_end(
        self, chain: SDValue, op1: SDValue, op2: SDValue, glue: SDValue | None, dl: Any = None
    ) -> SDValue:
        """``getCALLSEQ_END``."""
        ops = (chain, op1, op2) if glue is None else (chain, op1, op2, glue)
        return self.get_node(ISD.CALLSEQ_END, (MVT.Other, MVT.Glue), *ops, dl=dl)

    def get_sext_or_trunc(self, v: SDValue, vt: int, dl: Any = None) -> SDValue:
        """``getSExtOrTrunc``."""
        src = v[0].vts[v[1]]
        opcode = ISD.SIGN_EXTEND if size_in_bits(vt) > size_in_bits(src) else ISD.TRUNCATE
        return self.get_node(opcode, vt, v, dl=dl)

    def get_zext_or_trunc(self, v: SDValue, vt: int, dl: Any = None) -> SDValue:
        """``getZExtOrTrunc``."""
        src = v[0].vts[v[1]]
        opcode = ISD.ZERO_EXTEND if size_in_bits(vt) > size_in_bits(src) else ISD.TRUNCATE
        return self.get_node(opcode, vt, v, dl=dl)

    def get_any_ext_or_trunc(self, v: SDValue, vt: int, dl: Any = None) -> SDValue:
        """``getAnyExtOrTrunc``."""
        src = v[0].vts[v[1]]
        opcode = ISD.ANY_EXTEND if size_in_bits(vt) > size_in_bits(src) else ISD.TRUNCATE
        return self.get_node(opcode, vt, v, dl=dl)

    def get_zero_extend_in_reg(self, v: SDValue, vt: int, dl: Any = None) -> SDValue:
        """``getZeroExtendInReg``: clear the bits of ``v`` above ``vt``'s width (an AND with a mask)."""
        op_vt = v[0].vts[v[1]]
        if op_vt == vt:
            return v
        mask = (1 << scalar_size_in_bits(vt)) - 1
        return self.get_node(ISD.AND, op_vt, v, self.get_constant(mask, op_vt), dl=dl)

    def get_not(self, v: SDValue, vt: int, dl: Any = None) -> SDValue:
        """``getNOT``: ``xor v, -1``."""
        return self.get_node(ISD.XOR, vt, v, self.get_all_ones_constant(vt), dl=dl)

    def get_logical_not(self, v: SDValue, vt: int, dl: Any = None) -> SDValue:
        """``getLogicalNOT``: xor with the target's true value."""
        return self.get_node(ISD.XOR, vt, v, self.get_bool_constant(True, vt, vt), dl=dl)

    def get_ptr_add(self, ptr: SDValue, offset: int, dl: Any = None, flags: int = 0) -> SDValue:
        """``getMemBasePlusOffset`` with a constant offset."""
        vt = ptr[0].vts[ptr[1]]
        return self.get_node(ISD.ADD, vt, ptr, self.get_constant(offset, vt), dl=dl, flags=flags)

    # --- memory nodes ------------------------------------------------------------------------------------------

    @staticmethod
    def _mmo_key(mmo: Any) -> tuple[int, int]:
        if mmo is None:
            return (0, 0)
        return (getattr(mmo, "flags", 0), getattr(mmo, "addr_space", 0))

    def _mem_node(
        self,
        opcode: int,
        vts: tuple[int, ...],
        ops: tuple[SDValue, ...],
        ext: int,
        am: int,
        mem_vt: int,
        mmo: Any,
        dl: Any,
        order: int,
    ) -> SDNode:
        flags, addr_space = self._mmo_key(mmo)
        payload = (ext, am, mem_vt, flags, addr_space)
        key = (opcode, vts, ops, payload)
        existing = self.cse_map.get(key)
        if existing is not None:
            old = existing.mem_operand
            if old is not None and mmo is not None and hasattr(old, "refine_alignment"):
                old.refine_alignment(mmo)
            if order < existing.ir_order:
                existing.ir_order = order
            return existing
        node = self._create(opcode, vts, ops, payload, dl, order)
        node.mem_operand = mmo
        return node

    def get_load(
        self,
        vt: int,
        chain: SDValue,
        ptr: SDValue,
        mmo: Any = None,
        dl: Any = None,
        order: int = 0,
        ext: int = ISD.NON_EXTLOAD,
        mem_vt: int | None = None,
    ) -> SDValue:
        """``getLoad``: ``(value, chain) = load [ptr]``; its dump is ``load<(load (s32) from %ir.p)>``."""
        offset = self.get_undef(ptr[0].vts[ptr[1]])
        node = self._mem_node(
            ISD.LOAD,
            self.get_vt_list(vt, MVT.Other),
            (chain, ptr, offset),
            ext,
            ISD.UNINDEXED,
            vt if mem_vt is None else mem_vt,
            mmo,
            dl,
            order,
        )
        return (node, 0)

    def get_ext_load(
        self,
        ext: int,
        vt: int,
        chain: SDValue,
        ptr: SDValue,
        mem_vt: int,
        mmo: Any = None,
        dl: Any = None,
        order: int = 0,
    ) -> SDValue:
        """``getExtLoad``: load ``mem_vt`` and extend to ``vt`` (``ISD.EXTLOAD``/``SEXTLOAD``/``ZEXTLOAD``)."""
        if vt == mem_vt:
            ext = ISD.NON_EXTLOAD
        return self.get_load(vt, chain, ptr, mmo, dl, order, ext, mem_vt)

    def get_store(
        self, chain: SDValue, value: SDValue, ptr: SDValue, mmo: Any = None, dl: Any = None, order: int = 0
    ) -> SDValue:
        """``getStore``: ``chain = store value, [ptr]``."""
        vt = value[0].vts[value[1]]
        offset = self.get_undef(ptr[0].vts[ptr[1]])
        node = self._mem_node(
            ISD.STORE,
            self.get_vt_list(MVT.Other),
            (chain, value, ptr, offset),
            0,
            ISD.UNINDEXED,
            vt,
            mmo,
            dl,
            order,
        )
        return (node, 0)

    def get_trunc_store(
        self,
        chain: SDValue,
        value: SDValue,
        ptr: SDValue,
        mem_vt: int,
        mmo: Any = None,
        dl: Any = None,
        order: int = 0,
    ) -> SDValue:
        """``getTruncStore``: store the low ``mem_vt`` part of ``value``."""
        vt = value[0].vts[value[1]]
        if vt == mem_vt:
            return self.get_store(chain, value, ptr, mmo, dl, order)
        offset = self.get_undef(ptr[0].vts[ptr[1]])
        node = self._mem_node(
            ISD.STORE,
            self.get_vt_list(MVT.Other),
            (chain, value, ptr, offset),
            1,
            ISD.UNINDEXED,
            mem_vt,
            mmo,
            dl,
            order,
        )
        return (node, 0)

    def get_mem_intrinsic_node(
        self, opcode: int, vts: tuple[int, ...], ops: Sequence[SDValue], mem_vt: int, mmo: Any, dl: Any = None
    ) -> SDValue:
        """``getMemIntrinsicNode``: a target or intrinsic node that touches memory."""
        node = self._mem_node(
            opcode, self.get_vt_list(*vts), tuple(ops), 0, ISD.UNINDEXED, mem_vt, mmo, dl, 0
        )
        return (node, 0)

    # --- machine nodes -----------------------------------------------------------------------------------------

    def get_machine_node(
        self, machine_opcode: int, vts: int | tuple[int, ...], *ops: SDValue, dl: Any = None, order: int = 0
    ) -> SDNode:
        """``getMachineNode``: a selected node (opcode stored as ``~machine_opcode``)."""
        vt_list = self.get_vt_list(vts) if isinstance(vts, int) else self.get_vt_list(*vts)
        return self._create(~machine_opcode, vt_list, tuple(ops), None, dl, order)

    def get_target_extract_subreg(
        self, sub_idx: int, vt: int, operand: SDValue, extract_subreg_opcode: int
    ) -> SDValue:
        """``getTargetExtractSubreg`` (the generic EXTRACT_SUBREG opcode is passed in by the caller)."""
        idx = self.get_target_constant(sub_idx, MVT.i32)
        return (self.get_machine_node(extract_subreg_opcode, vt, operand, idx), 0)

    def morph_node_to(
        self, node: SDNode, opcode: int, vts: tuple[int, ...], ops: Sequence[SDValue]
    ) -> SDNode:
        """``MorphNodeTo``: turn ``node`` in place into a different node, reusing it (and its uses).

        If an identical node already exists it is returned instead, and ``node`` is left unchanged.
        """
        ops = tuple(ops)
        vts = self.get_vt_list(*vts)
        if vts[-1] != MVT.Glue:
            existing = self.cse_map.get((opcode, vts, ops, None))
            if existing is not None and existing is not node:
                return existing
        self._remove_from_cse(node)
        old_ops = node.ops
        for op in old_ops:
            op[0].uses.remove(node)
        node.opcode = opcode
        node.vts = vts
        node.ops = ops
        node.payload = None
        for op in ops:
            op[0].uses.append(node)
        if vts[-1] != MVT.Glue:
            self.cse_map[(opcode, vts, ops, None)] = node
        # Operands that lost their last use are dead now (LLVM removes them here too).
        self._remove_unused_operands_of(old_ops)
        return node

    def select_node_to(
        self, node: SDNode, machine_opcode: int, vts: int | tuple[int, ...], *ops: SDValue
    ) -> SDNode:
        """``SelectNodeTo``: morph ``node`` into the machine node ``machine_opcode``."""
        vt_tuple = (vts,) if isinstance(vts, int) else vts
        new = self.morph_node_to(node, ~machine_opcode, vt_tuple, ops)
        new.node_id = -1
        if new is not node:
            self.replace_all_uses_with_node(node, new)
            self.remove_dead_node(node)
        return new

    # --- replacement and deletion ------------------------------------------------------------------------------

    def update_node_operands(self, node: SDNode, ops: tuple[SDValue, ...] | list[SDValue]) -> SDNode:
        """``SelectionDAG::UpdateNodeOperands``: give ``node`` new operands in place; if an identical node already
        exists, return it instead and leave ``node`` unchanged."""
        ops = tuple(ops)
        if ops == node.ops:
            return node
        cse = node.vts[-1] != MVT.Glue
        if cse:
            existing = self.cse_map.get((node.opcode, node.vts, ops, node.payload))
            if existing is not None and existing is not node:
                return existing
        self._remove_from_cse(node)
        for op in node.ops:
            op[0].uses.remove(node)
        node.ops = ops
        for op in ops:
            op[0].uses.append(node)
        if cse:
            self.cse_map[(node.opcode, node.vts, ops, node.payload)] = node
        return node

    def _remove_from_cse(self, node: SDNode) -> None:
        key = (node.opcode, node.vts, node.ops, node.payload)
        if self.cse_map.get(key) is node:
            del self.cse_map[key]

    def _add_modified_node_to_cse(self, node: SDNode, worklist: list[tuple[SDNode, SDNode]]) -> None:
        if node.vts[-1] == MVT.Glue:
            return
        key = (node.opcode, node.vts, node.ops, node.payload)
        existing = self.cse_map.get(key)
        if existing is not None and existing is not node:
            worklist.append((node, existing))
        else:
            self.cse_map[key] = node

    def _replace_uses(self, mapping: dict[SDValue, SDValue], from_nodes: Iterable[SDNode]) -> None:
        """Rewrite every use of a value in ``mapping`` (keys: ``(from_node, res)``) to its replacement."""
        merges: list[tuple[SDNode, SDNode]] = []
        users: dict[SDNode, None] = {}
        for f in from_nodes:
            for user in reversed(f.uses):
                users[user] = None
        for user in users:
            new_ops = []
            changed = False
            for op in user.ops:
                rep = mapping.get(op)
                if rep is not None:
                    new_ops.append(rep)
                    changed = True
                else:
                    new_ops.append(op)
            if not changed:
                continue
            self._remove_from_cse(user)
            for old, new in zip(user.ops, new_ops):
                if old is not new and old != new:
                    old[0].uses.remove(user)
                    new[0].uses.append(user)
            user.ops = tuple(new_ops)
            self._add_modified_node_to_cse(user, merges)
        for f, t in mapping.items():
            if self.root == f:
                self.root = t
        # Users that became identical to an existing node are replaced by it.
        while merges:
            dup, existing = merges.pop()
            if dup not in self.all_nodes:
                continue
            self.copy_extra_info(dup, existing)
            sub = {(dup, i): (existing, i) for i in range(len(dup.vts))}
            self._replace_uses(sub, (dup,))
            self._delete_node_only(dup)

    # --- node extra info (LLVM: SDNodeExtraInfo) -----------------------------------------------------------

    @staticmethod
    def add_pc_sections(node: SDNode, md: Any) -> None:
        """``addPCSections``: the ``!pcsections`` node the first MachineInstr of ``node`` gets."""
        node.pc_sections = md

    @staticmethod
    def copy_extra_info(from_node: SDNode, to_node: SDNode) -> None:
        """``copyExtraInfo`` (LLVM 16): the replacement node takes over the replaced node's extra info
        (``!pcsections`` rule 1); the replacement's operands do not."""
        if from_node.pc_sections is not None:
            to_node.pc_sections = from_node.pc_sections

    def replace_all_uses_with(self, from_value: SDValue, to_value: SDValue) -> None:
        """``ReplaceAllUsesWith(SDValue, SDValue)``: valid only for nodes with one result."""
        if from_value == to_value:
            return
        self.copy_extra_info(from_value[0], to_value[0])
        self._replace_uses({from_value: to_value}, (from_value[0],))

    def replace_all_uses_with_node(self, from_node: SDNode, to_node: SDNode) -> None:
        """``ReplaceAllUsesWith(SDNode*, SDNode*)``: result ``i`` of ``from_node`` becomes result ``i`` of ``to``."""
        if from_node is to_node:
            return
        self.copy_extra_info(from_node, to_node)
        mapping = {(from_node, i): (to_node, i) for i in range(len(from_node.vts))}
        self._replace_uses(mapping, (from_node,))

    def replace_all_uses_with_values(self, from_node: SDNode, to_values: Sequence[SDValue]) -> None:
        """``ReplaceAllUsesWith(SDNode*, const SDValue*)``: one replacement value per result."""
        if from_node.pc_sections is not None:
            for v in to_values:
                self.copy_extra_info(from_node, v[0])
        mapping = {(from_node, i): v for i, v in enumerate(to_values) if v != (from_node, i)}
        if mapping:
            self._replace_uses(mapping, (from_node,))

    def replace_all_uses_of_value_with(self, from_value: SDValue, to_value: SDValue) -> None:
        """``ReplaceAllUsesOfValueWith``: replace one result of a multi-result node (for a node with one
        result this is ``ReplaceAllUsesWith``, which also hands over the extra info)."""
        if from_value == to_value:
            return
        if len(from_value[0].vts) == 1:
            self.copy_extra_info(from_value[0], to_value[0])
        self._replace_uses({from_value: to_value}, (from_value[0],))

    def _delete_node_only(self, node: SDNode) -> None:
        self._remove_from_cse(node)
        for op in node.ops:
            op[0].uses.remove(node)
        node.ops = ()
        self.all_nodes.pop(node, None)

    def remove_dead_node(self, node: SDNode) -> None:
        """``RemoveDeadNode``: delete ``node`` (which must be unused) and operands that become unused."""
        if node.uses:
            return
        self._remove_dead_worklist([node])

    def _remove_dead_worklist(self, worklist: list[SDNode]) -> None:
        root_node = self.root[0]
        while worklist:
            node = worklist.pop()
            if node not in self.all_nodes or node.uses or node is root_node or node is self.entry_node:
                continue
            ops = node.ops
            self._delete_node_only(node)
            for op in ops:
                if not op[0].uses:
                    worklist.append(op[0])

    def _remove_unused_operands_of(self, ops: Iterable[SDValue]) -> None:
        self._remove_dead_worklist([op[0] for op in ops if not op[0].uses])

    def remove_dead_nodes(self) -> None:
        """``RemoveDeadNodes``: delete every node that does not reach the root."""
        self._remove_dead_worklist([n for n in self.all_nodes if not n.uses])

    # --- ordering ----------------------------------------------------------------------------------------------

    def assign_topological_order(self) -> int:
        """``AssignTopologicalOrder``: sort ``all_nodes`` so operands precede users; set ``node_id``.

        LLVM's algorithm: nodes without operands first (in list order), then a Kahn walk over the sorted prefix
        visiting each node's users in use-list order (most recent use first).  Returns the number of nodes.
        """
        order: list[SDNode] = []
        for node in self.all_nodes:
            degree = len(node.ops)
            if degree == 0:
                node.node_id = len(order)
                order.append(node)
            else:
                node.node_id = degree
        i = 0
        while i < len(order):
            node = order[i]
            i += 1
            for user in reversed(node.uses):
                degree = user.node_id - 1
                if degree == 0:
                    user.node_id = len(order)
                    order.append(user)
                else:
                    user.node_id = degree
        if len(order) != len(self.all_nodes):
            raise RuntimeError("SelectionDAG has a cycle")
        self.all_nodes = dict.fromkeys(order)
        return len(order)

    # --- value tracking ----------------------------------------------------------------------------------------

    def _pointer_vt(self) -> int:
        return self.tli.get_pointer_ty() if self.tli is not None else MVT.i64

    def compute_known_bits(self, v: SDValue, depth: int = 0) -> tuple[int, int]:
        """``computeKnownBits``: ``(known_zero, known_one)`` masks over the value's scalar width."""
        node, res = v
        vt = node.vts[res]
        bits = scalar_size_in_bits(vt)
        mask = (1 << bits) - 1
        opc = node.opcode
        if opc == ISD.Constant or opc == ISD.TargetConstant:
            val = node.payload[0]
            return (~val & mask, val)
        if depth >= MAX_RECURSION_DEPTH or bits == 0:
            return (0, 0)
        d = depth + 1
        ops = node.ops
        if opc == ISD.AND:
            z1, o1 = self.compute_known_bits(ops[1], d)
            z0, o0 = self.compute_known_bits(ops[0], d)
            return (z0 | z1, o0 & o1)
        if opc == ISD.OR:
            z1, o1 = self.compute_known_bits(ops[1], d)
            z0, o0 = self.compute_known_bits(ops[0], d)
            return (z0 & z1, o0 | o1)
        if opc == ISD.XOR:
            z1, o1 = self.compute_known_bits(ops[1], d)
            z0, o0 = self.compute_known_bits(ops[0], d)
            return ((z0 & z1) | (o0 & o1), (z0 & o1) | (o0 & z1))
        if opc == ISD.SHL or opc == ISD.SRL or opc == ISD.SRA:
            amt_node = ops[1][0]
            if amt_node.opcode == ISD.Constant and amt_node.payload[0] < bits:
                s = amt_node.payload[0]
                z, o = self.compute_known_bits(ops[0], d)
                if opc == ISD.SHL:
                    return (((z << s) | ((1 << s) - 1)) & mask, (o << s) & mask)
                if opc == ISD.SRL:
                    high = mask ^ (mask >> s)
                    return ((z >> s) | high, o >> s)
                sign = 1 << (bits - 1)
                high = mask ^ (mask >> s)
                z2, o2 = z >> s, o >> s
                if z & sign:
                    z2 |= high
                elif o & sign:
                    o2 |= high
                return (z2, o2)
            return (0, 0)
        if opc == ISD.ZERO_EXTEND or opc == ISD.ANY_EXTEND or opc == ISD.SIGN_EXTEND:
            src = ops[0]
            src_bits = scalar_size_in_bits(src[0].vts[src[1]])
            z, o = self.compute_known_bits(src, d)
            high = mask ^ ((1 << src_bits) - 1)
            if opc == ISD.ZERO_EXTEND:
                return (z | high, o)
            if opc == ISD.ANY_EXTEND:
                return (z, o)
            sign = 1 << (src_bits - 1)
            if z & sign:
                return (z | high, o)
            if o & sign:
                return (z, o | high)
            return (z, o)
        if opc == ISD.TRUNCATE:
            z, o = self.compute_known_bits(ops[0], d)
            return (z & mask, o & mask)
        if opc == ISD.AssertZext:
            from_bits = scalar_size_in_bits(ops[1][0].payload)
            z, o = self.compute_known_bits(ops[0], d)
            return (z | (mask ^ ((1 << from_bits) - 1)), o)
        if opc == ISD.SIGN_EXTEND_INREG or opc == ISD.AssertSext:
            from_bits = scalar_size_in_bits(ops[1][0].payload)
            z, o = self.compute_known_bits(ops[0], d)
            low = (1 << from_bits) - 1
            z &= low
            o &= low
            sign = 1 << (from_bits - 1)
            high = mask ^ low
            if z & sign:
                z |= high
            elif o & sign:
                o |= high
            return (z, o)
        if opc == ISD.ADD or opc == ISD.SUB:
            z0, o0 = self.compute_known_bits(ops[0], d)
            z1, o1 = self.compute_known_bits(ops[1], d)
            return _known_add_sub(opc == ISD.ADD, z0, o0, z1, o1, bits)
        if opc == ISD.MUL:
            z0, o0 = self.compute_known_bits(ops[0], d)
            z1, o1 = self.compute_known_bits(ops[1], d)
            tz = min(_trailing_ones(z0) + _trailing_ones(z1), bits)
            return ((1 << tz) - 1, 0)
        if opc == ISD.SELECT or opc == ISD.VSELECT:
            z1, o1 = self.compute_known_bits(ops[1], d)
            z2, o2 = self.compute_known_bits(ops[2], d)
            return (z1 & z2, o1 & o2)
        if opc == ISD.SELECT_CC:
            z1, o1 = self.compute_known_bits(ops[2], d)
            z2, o2 = self.compute_known_bits(ops[3], d)
            return (z1 & z2, o1 & o2)
        if opc == ISD.SETCC or (
            opc in (ISD.SADDO, ISD.UADDO, ISD.SSUBO, ISD.USUBO, ISD.SMULO, ISD.UMULO) and res == 1
        ):
            op_vt = ops[0][0].vts[ops[0][1]]
            contents = self.tli.get_boolean_contents(op_vt) if self.tli is not None else _ZERO_OR_ONE
            if contents == _ZERO_OR_ONE and bits > 1:
                return (mask & ~1, 0)
            return (0, 0)
        if (
            opc == ISD.CTPOP
            or opc == ISD.CTLZ
            or opc == ISD.CTTZ
            or opc == ISD.CTLZ_ZERO_UNDEF
            or opc == ISD.CTTZ_ZERO_UNDEF
        ):
            src = ops[0]
            src_bits = scalar_size_in_bits(src[0].vts[src[1]])
            low = (1 << src_bits.bit_length()) - 1
            return (mask & ~low, 0)
        if opc == ISD.LOAD:
            if node.payload[0] == ISD.ZEXTLOAD and res == 0:
                mem_bits = scalar_size_in_bits(node.payload[2])
                return (mask ^ ((1 << mem_bits) - 1), 0)
            return (0, 0)
        if opc == ISD.UREM:
            z1, o1 = self.compute_known_bits(ops[1], d)
            if ops[1][0].opcode == ISD.Constant:
                c = ops[1][0].payload[0]
                if c and c & (c - 1) == 0:
                    z0, o0 = self.compute_known_bits(ops[0], d)
                    low = c - 1
                    return ((z0 & low) | (mask ^ low), o0 & low)
            return (0, 0)
        if opc == ISD.BSWAP:
            z, o = self.compute_known_bits(ops[0], d)
            nb = bits // 8
            return (
                int.from_bytes(z.to_bytes(nb, "little"), "big"),
                int.from_bytes(o.to_bytes(nb, "little"), "big"),
            )
        if opc == ISD.FREEZE or opc == ISD.MERGE_VALUES:
            return self.compute_known_bits(ops[res if opc == ISD.MERGE_VALUES else 0], d)
        if opc == ISD.BUILD_PAIR:
            lo_bits = bits // 2
            z0, o0 = self.compute_known_bits(ops[0], d)
            z1, o1 = self.compute_known_bits(ops[1], d)
            return (z0 | z1 << lo_bits, o0 | o1 << lo_bits)
        if opc == ISD.EXTRACT_ELEMENT and ops[1][0].opcode == ISD.Constant:
            z, o = self.compute_known_bits(ops[0], d)
            shift = bits * ops[1][0].payload[0]
            return ((z >> shift) & mask, (o >> shift) & mask)
        if opc == ISD.UMIN or opc == ISD.UMAX or opc == ISD.SMIN or opc == ISD.SMAX:
            z0, o0 = self.compute_known_bits(ops[0], d)
            z1, o1 = self.compute_known_bits(ops[1], d)
            lz = min(_leading_ones(z0, bits), _leading_ones(z1, bits))
            if opc == ISD.UMIN:
                lz = max(_leading_ones(z0, bits), _leading_ones(z1, bits))
            common_z = mask ^ (mask >> lz) if opc in (ISD.UMIN, ISD.UMAX) else 0
            return ((z0 & z1) | common_z, o0 & o1)
        if opc == ISD.FrameIndex or opc == ISD.TargetFrameIndex:
            return (0, 0)
        return (0, 0)

    def compute_num_sign_bits(self, v: SDValue, depth: int = 0) -> int:
        """``ComputeNumSignBits``: how many top bits are equal to the sign bit (at least 1)."""
        node, res = v
        vt = node.vts[res]
        bits = scalar_size_in_bits(vt)
        opc = node.opcode
        if opc == ISD.Constant or opc == ISD.TargetConstant:
            val = sext(node.payload[0], bits)
            return bits - (val if val >= 0 else ~val).bit_length()
        if depth >= MAX_RECURSION_DEPTH:
            return 1
        d = depth + 1
        ops = node.ops
        if opc == ISD.AssertSext or opc == ISD.SIGN_EXTEND_INREG:
            from_bits = scalar_size_in_bits(ops[1][0].payload)
            tmp = bits - from_bits + 1
            if opc == ISD.SIGN_EXTEND_INREG:
                return max(tmp, self.compute_num_sign_bits(ops[0], d))
            return tmp
        if opc == ISD.AssertZext:
            from_bits = scalar_size_in_bits(ops[1][0].payload)
            return bits - from_bits
        if opc == ISD.SIGN_EXTEND:
            src = ops[0]
            src_bits = scalar_size_in_bits(src[0].vts[src[1]])
            return bits - src_bits + self.compute_num_sign_bits(src, d)
        if opc == ISD.SRA:
            first = self.compute_num_sign_bits(ops[0], d)
            amt = ops[1][0]
            if amt.opcode == ISD.Constant:
                return min(bits, first + amt.payload[0])
            return first
        if opc == ISD.SHL:
            amt = ops[1][0]
            if amt.opcode == ISD.Constant:
                first = self.compute_num_sign_bits(ops[0], d)
                s = amt.payload[0]
                if s < first:
                    return first - s
        if opc in (ISD.AND, ISD.OR, ISD.XOR):
            first = self.compute_num_sign_bits(ops[0], d)
            if first != 1:
                return min(first, self.compute_num_sign_bits(ops[1], d))
        if opc == ISD.SELECT or opc == ISD.VSELECT:
            first = self.compute_num_sign_bits(ops[1], d)
            if first != 1:
                return min(first, self.compute_num_sign_bits(ops[2], d))
            return 1
        if opc == ISD.SETCC:
            op_vt = ops[0][0].vts[ops[0][1]]
            contents = self.tli.get_boolean_contents(op_vt) if self.tli is not None else _ZERO_OR_ONE
            if contents == _ZERO_OR_NEGATIVE_ONE:
                return bits
        if opc == ISD.TRUNCATE:
            src = ops[0]
            src_bits = scalar_size_in_bits(src[0].vts[src[1]])
            nsb = self.compute_num_sign_bits(src, d)
            if nsb > src_bits - bits:
                return nsb - (src_bits - bits)
        if opc == ISD.LOAD and res == 0:
            ext = node.payload[0]
            mem_bits = scalar_size_in_bits(node.payload[2])
            if ext == ISD.SEXTLOAD:
                return bits - mem_bits + 1
            if ext == ISD.ZEXTLOAD:
                return bits - mem_bits
        if opc == ISD.ADD or opc == ISD.SUB:
            first = self.compute_num_sign_bits(ops[0], d)
            if first != 1:
                second = self.compute_num_sign_bits(ops[1], d)
                if second != 1:
                    return max(1, min(first, second) - 1)
        if opc == ISD.FREEZE:
            return self.compute_num_sign_bits(ops[0], d)
        # Fall back to known bits: the leading known zeros or ones.
        z, o = self.compute_known_bits(v, depth)
        sign = 1 << (bits - 1)
        if z & sign:
            return max(1, _leading_ones(z, bits))
        if o & sign:
            return max(1, _leading_ones(o, bits))
        return 1

    def sign_bit_is_zero(self, v: SDValue, depth: int = 0) -> bool:
        """``SignBitIsZero``."""
        bits = scalar_size_in_bits(v[0].vts[v[1]])
        return bool(self.compute_known_bits(v, depth)[0] >> (bits - 1) & 1)

    def masked_value_is_zero(self, v: SDValue, mask: int, depth: int = 0) -> bool:
        """``MaskedValueIsZero``: every bit of ``mask`` is known zero in ``v``."""
        return mask & ~self.compute_known_bits(v, depth)[0] == 0

    def masked_value_is_all_ones(self, v: SDValue, mask: int, depth: int = 0) -> bool:
        """``MaskedValueIsAllOnes``."""
        return mask & ~self.compute_known_bits(v, depth)[1] == 0

    def is_known_never_zero(self, v: SDValue) -> bool:
        """A conservative ``isKnownNeverZero``: a non-zero constant or a value with a known one bit."""
        return self.compute_known_bits(v)[1] != 0

    def is_base_with_constant_offset(self, v: SDValue) -> bool:
        """``isBaseWithConstantOffset``: ``add x, C`` or an ``or`` whose constant bits are known zero in x."""
        node = v[0]
        if node.opcode not in (ISD.ADD, ISD.OR) or node.ops[1][0].opcode != ISD.Constant:
            return False
        if node.opcode == ISD.OR:
            return self.masked_value_is_zero(node.ops[0], node.ops[1][0].payload[0])
        return True

    # --- statistics --------------------------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.all_nodes)


def _trailing_ones(x: int) -> int:
    return (~x & (x + 1)).bit_length() - 1


def _leading_ones(x: int, bits: int) -> int:
    n = 0
    bit = 1 << (bits - 1)
    while n < bits and x & bit:
        n += 1
        bit >>= 1
    return n


def _known_add_sub(add: bool, z0: int, o0: int, z1: int, o1: int, bits: int) -> tuple[int, int]:
    """``KnownBits::computeForAddSub``: bits known in ``a + b`` (or ``a - b``) from the operands' known bits.

    Computes the sums of the smallest and the largest possible operands and keeps the bits where both sums
    agree and no unknown carry can reach (LLVM's ``computeForAddCarry``).
    """
    mask = (1 << bits) - 1
    if not add:
        # a - b == a + ~b + 1
        z1, o1 = o1, z1
        carry = 1
    else:
        carry = 0
    possible_sum_zero = ((~z0 & mask) + (~z1 & mask) + carry) & mask
    possible_sum_one = (o0 + o1 + carry) & mask
    carry_known_zero = ~(possible_sum_zero ^ z0 ^ z1)
    carry_known_one = possible_sum_one ^ o0 ^ o1
    lhs_known = z0 | o0
    rhs_known = z1 | o1
    carry_known = carry_known_zero | carry_known_one
    known = lhs_known & rhs_known & carry_known & mask
    return (~possible_sum_zero & known & mask, possible_sum_one & known)


__all__ = ["SelectionDAG", "SDNode", "SDValue", "MAX_RECURSION_DEPTH"]


def node_name(node: SDNode, dag: Any = None) -> str:
    """The operation's printed name (``sdiv``, ``<T>ISD::CMP``) for diagnostics."""
    from pyllc.codegen.isd import operation_name

    if node.opcode >= ISD.BUILTIN_OP_END:
        tli = dag.tli if dag is not None else None
        name = tli.get_target_node_name(node.opcode) if tli is not None else None
        return name or f"target node {node.opcode}"
    return operation_name(node.opcode)


class SDLocTracker:
    """Gives nodes created while legalizing or combining ``cur`` the debug location and IR order of ``cur``
    (LLVM passes ``SDLoc(N)`` to every ``getNode`` of such code; the -O0 source-order scheduler reads it).
    A node made with an explicit order (``SDLoc`` of another node) keeps it; leaves (constants, registers) keep
    order 0, as LLVM's do."""

    __slots__ = ("cur",)

    def __init__(self) -> None:
        self.cur: SDNode | None = None

    def __call__(self, node: SDNode) -> None:
        cur = self.cur
        if cur is not None and node.ops and not node.ir_order:
            node.ir_order = cur.ir_order
            if node.debug_loc is None:
                node.debug_loc = cur.debug_loc
