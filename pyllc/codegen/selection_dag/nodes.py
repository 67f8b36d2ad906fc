"""SelectionDAG nodes: SDNode and SDValue (LLVM: include/llvm/CodeGen/SelectionDAGNodes.h).

What it is.  A SelectionDAG is a graph of :class:`SDNode` s.  Each node has an opcode (an ``ISD`` opcode, a
target's opcode at or above ``ISD.BUILTIN_OP_END``, or -- after instruction selection -- the bitwise complement
``~opcode`` of a machine opcode, as LLVM's ``MachineSDNode``), one or more result value types and a tuple of
operands.  An operand is an :data:`SDValue`: a plain ``(node, result_number)`` tuple, so ``t5:1`` is
``(t5, 1)``.  Chains (``MVT.Other``, printed ``ch``) order side effects; glue (``MVT.Glue``) ties two nodes so
the scheduler keeps them adjacent.

Representation (DESIGN.md 5.4).  One slotted class serves every node kind.  What LLVM keeps in subclasses
(``ConstantSDNode``, ``GlobalAddressSDNode``, ``LoadSDNode``, ``RegisterSDNode``...) lives in ``payload``, a
hashable value that is part of the node's CSE identity:

============================  =============================================================================
node                          payload
============================  =============================================================================
Constant, TargetConstant      ``(value, opaque)``: value as an unsigned int of the type's width
ConstantFP, TargetConstantFP  the IEEE bit pattern (an int) of the value in the node's type
GlobalAddress (+TLS, Target)  ``(global, offset, target_flags)``
FrameIndex, TargetFrameIndex  the frame index (int)
JumpTable, TargetJumpTable    ``(index, target_flags)``
ConstantPool, TargetCP        ``(constant, offset, alignment, target_flags)``
ExternalSymbol, TargetES      ``(name, target_flags)``
BasicBlock                    the MachineBasicBlock
Register                      the register (physical: small int, virtual: ``index | 1 << 31``)
RegisterMask                  the regmask object
CONDCODE                      the condition code
VALUETYPE                     the value type
LOAD, STORE (memory nodes)    ``(ext_or_trunc, indexed_mode, memory_vt, mmo_flags, address_space)``;
                              the MachineMemOperand itself is in ``mem_operand`` (not part of the identity)
============================  =============================================================================

The use list (``uses``) holds one entry per use: the using node, repeated when it uses this node through
several operands.  LLVM links a new use at the *front* of its list, and some algorithms (topological sorting)
depend on that order; readers who need LLVM's order iterate ``reversed(node.uses)``.
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.codegen.isd import ISD
from pyllc.codegen.value_types import MVT

#: An SDValue: ``(node, result_number)``.
SDValue = tuple["SDNode", int]

#: Opcodes whose payload is a ``(value, opaque)`` integer constant.
CONSTANT_OPCODES: Final = frozenset((ISD.Constant, ISD.TargetConstant))
CONSTANT_FP_OPCODES: Final = frozenset((ISD.ConstantFP, ISD.TargetConstantFP))
GLOBAL_ADDRESS_OPCODES: Final = frozenset(
    (ISD.GlobalAddress, ISD.GlobalTLSAddress, ISD.TargetGlobalAddress, ISD.TargetGlobalTLSAddress)
)
MEMORY_OPCODES: Final = frozenset(
    (
        ISD.LOAD,
        ISD.STORE,
        ISD.MLOAD,
        ISD.MSTORE,
        ISD.ATOMIC_LOAD,
        ISD.ATOMIC_STORE,
        ISD.ATOMIC_CMP_SWAP,
        ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS,
        ISD.ATOMIC_SWAP,
        ISD.ATOMIC_LOAD_ADD,
        ISD.ATOMIC_LOAD_SUB,
        ISD.ATOMIC_LOAD_AND,
        ISD.ATOMIC_LOAD_CLR,
        ISD.ATOMIC_LOAD_OR,
        ISD.ATOMIC_LOAD_XOR,
        ISD.ATOMIC_LOAD_NAND,
        ISD.ATOMIC_LOAD_MIN,
        ISD.ATOMIC_LOAD_MAX,
        ISD.ATOMIC_LOAD_UMIN,
        ISD.ATOMIC_LOAD_UMAX,
        ISD.ATOMIC_LOAD_FADD,
        ISD.ATOMIC_LOAD_FSUB,
        ISD.PREFETCH,
    )
)


class SDNode:
    """One node of a SelectionDAG (LLVM: ``SDNode`` and its subclasses)."""

    __slots__ = (
        "opcode",
        "vts",
        "ops",
        "uses",
        "node_id",
        "persistent_id",
        "flags",
        "debug_loc",
        "ir_order",
        "pc_sections",
        "payload",
        "mem_operand",
    )

    def __init__(
        self,
        opcode: int,
        vts: tuple[int, ...],
        ops: tuple[SDValue, ...],
        payload: Any = None,
        debug_loc: Any = None,
        ir_order: int = 0,
    ) -> None:
        self.opcode = opcode
        #: Result value types, an interned tuple of ints.
        self.vts = vts
        #: Operands as ``(node, result_number)`` tuples.
        self.ops = ops
        #: Users, one entry per use (see module docstring for the order).
        self.uses: list[SDNode] = []
        #: Scratch id: -1 for new nodes, topological index after ``assign_topological_order``.
        self.node_id = -1
        #: The ``tN`` number of dumps: creation order within the DAG.
        self.persistent_id = 0
        #: SDNodeFlags bits (``nuw``, ``nsw``, ``exact``, fast-math, ``nofpexcept``).
        self.flags = 0
        self.debug_loc = debug_loc
        #: Order of the IR instruction the node came from (LLVM's ``IROrder``), 0 when none.
        self.ir_order = ir_order
        #: ``!pcsections`` metadata carried to the MachineInstr (LLVM: ``SDNodeExtraInfo``).
        self.pc_sections: Any = None
        self.payload = payload
        self.mem_operand: Any = None

    # --- structure ---------------------------------------------------------------------------------------------

    @property
    def num_values(self) -> int:
        """``getNumValues``."""
        return len(self.vts)

    @property
    def num_operands(self) -> int:
        """``getNumOperands``."""
        return len(self.ops)

    def value_type(self, res_no: int = 0) -> int:
        """``getValueType(ResNo)``."""
        return self.vts[res_no]

    def operand(self, i: int) -> SDValue:
        """``getOperand(i)``."""
        return self.ops[i]

    def has_one_use(self) -> bool:
        """``hasOneUse``: exactly one use of any of the node's results."""
        return len(self.uses) == 1

    def use_empty(self) -> bool:
        """``use_empty``."""
        return not self.uses

    def has_n_uses_of_value(self, n: int, res_no: int) -> bool:
        """``hasNUsesOfValue``: exactly ``n`` uses of result ``res_no``."""
        count = 0
        seen: set[int] = set()
        for user in self.uses:
            if id(user) in seen:
                continue
            seen.add(id(user))
            for op in user.ops:
                if op[0] is self and op[1] == res_no:
                    count += 1
        return count == n

    def has_any_use_of_value(self, res_no: int) -> bool:
        """``hasAnyUseOfValue``."""
        for user in self.uses:
            for op in user.ops:
                if op[0] is self and op[1] == res_no:
                    return True
        return False

    def is_operand_of(self, other: SDNode) -> bool:
        """``isOperandOf``: ``self`` is a direct operand of ``other``."""
        for op in other.ops:
            if op[0] is self:
                return True
        return False

    # --- kinds -------------------------------------------------------------------------------------------------

    def is_machine_opcode(self) -> bool:
        """``isMachineOpcode``: a selected node (``MachineSDNode``)."""
        return self.opcode < 0

    @property
    def machine_opcode(self) -> int:
        """``getMachineOpcode``."""
        return ~self.opcode

    def is_target_opcode(self) -> bool:
        """``isTargetOpcode``: a target-specific (pre-selection) node."""
        return self.opcode >= ISD.BUILTIN_OP_END

    def is_undef(self) -> bool:
        """``isUndef``."""
        return self.opcode == ISD.UNDEF

    def is_constant(self) -> bool:
        """A ``ConstantSDNode`` (``Constant`` or ``TargetConstant``)."""
        return self.opcode == ISD.Constant or self.opcode == ISD.TargetConstant

    # --- payload accessors (valid for the matching node kinds) ------------------------------------------------

    @property
    def const_value(self) -> int:
        """``ConstantSDNode::getZExtValue``: the constant as an unsigned int."""
        return self.payload[0]

    @property
    def const_sext_value(self) -> int:
        """``ConstantSDNode::getSExtValue``."""
        value: int = self.payload[0]
        bits = _scalar_bits(self.vts[0])
        if bits and value >> (bits - 1) & 1:
            return value - (1 << bits)
        return value

    @property
    def is_opaque(self) -> bool:
        """``ConstantSDNode::isOpaque``."""
        return self.payload[1]

    @property
    def ext_type(self) -> int:
        """``LoadSDNode::getExtensionType`` (for stores: 1 when truncating)."""
        return self.payload[0]

    @property
    def indexed_mode(self) -> int:
        """``LSBaseSDNode::getAddressingMode``."""
        return self.payload[1]

    @property
    def memory_vt(self) -> int:
        """``MemSDNode::getMemoryVT``."""
        return self.payload[2]

    def __repr__(self) -> str:
        return f"<SDNode t{self.persistent_id} opcode={self.opcode}>"


def _scalar_bits(vt: int) -> int:
    from pyllc.codegen.value_types import scalar_size_in_bits

    return scalar_size_in_bits(vt)


def value_type(v: SDValue) -> int:
    """``SDValue::getValueType``."""
    return v[0].vts[v[1]]


def is_constant_value(v: SDValue) -> bool:
    """``isa<ConstantSDNode>(V)``."""
    op = v[0].opcode
    return op == ISD.Constant or op == ISD.TargetConstant


def is_null_constant(v: SDValue) -> bool:
    """``isNullConstant``."""
    n = v[0]
    return (n.opcode == ISD.Constant or n.opcode == ISD.TargetConstant) and n.payload[0] == 0


def is_one_constant(v: SDValue) -> bool:
    """``isOneConstant``."""
    n = v[0]
    return (n.opcode == ISD.Constant or n.opcode == ISD.TargetConstant) and n.payload[0] == 1


def is_all_ones_constant(v: SDValue) -> bool:
    """``isAllOnesConstant``."""
    n = v[0]
    if n.opcode != ISD.Constant and n.opcode != ISD.TargetConstant:
        return False
    bits = _scalar_bits(n.vts[0])
    return n.payload[0] == (1 << bits) - 1


MVT_OTHER: Final = MVT.Other
MVT_GLUE: Final = MVT.Glue
