"""Textual SelectionDAG dumps (LLVM: lib/CodeGen/SelectionDAG/SelectionDAGDumper.cpp).

What it is.  The ``-debug-only=isel`` output of llc ("Initial selection DAG: %bb.0 'f:entry'" followed by
``SelectionDAG has 9 nodes:`` and one line per node) is produced here, in LLVM's format::

      t0: ch = EntryToken
        t2: i32,ch = CopyFromReg t0, Register:i32 %0
      t5: i32 = add nsw t2, Constant:i32<1>

How a node prints (``SDNode::print``): its id ``tN``, its result types joined by ``,`` (``ch`` for chains,
``glue`` for glue), `` = ``, the operation name, the flags (`` nuw nsw``...), per-kind details (``<42>`` for a
constant, ``<(load (s32) from %ir.p)>`` for a load, ``%0`` for a register) and the operands.  An operand whose
node has no operands of its own (a leaf other than the entry token) prints *inline* as
``Opname:type<details>``; any other operand prints as its id, with ``:N`` for a result other than 0.

Which nodes a dump lists (``SelectionDAG::dump``): walking ``all_nodes`` in order, each node that does not
have exactly one use and is not the root, and is not a used leaf (those print inline), is printed after its
single-use non-leaf operands, recursively, each level indented two more spaces (``DumpNodes``); the root comes
last.
The walk here is an explicit stack, so deep single-use chains cannot exhaust Python's recursion limit.

Target-specific pieces come from optional hooks on :class:`DAGPrinterContext`: register names (``$eax``),
target node names (``<T>ISD::CMP``), machine opcode names, memory-operand, global and debug-location text.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any, Callable

from pyllc.codegen.isd import CONDCODE_NAMES, ISD, NODE_FLAG_NAMES, operation_name
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import MVT, evt_string, size_in_bits


@dataclass(slots=True)
class DAGPrinterContext:
    """Target and IR knowledge the dumper needs; every field may be None."""

    #: Physical register number -> LLVM's name (``EAX``); printed lower-case with ``$``.
    register_name: Callable[[int], str] | None = None
    #: Target opcode (>= BUILTIN_OP_END) -> ``<T>ISD::CMP`` (``TargetLowering::getTargetNodeName``).
    target_node_name: Callable[[int], str | None] | None = None
    #: Machine opcode -> ``MOV32rr``.
    machine_opcode_name: Callable[[int], str] | None = None
    #: Intrinsic id -> ``llvm.<target>.<name>`` style base name.
    intrinsic_name: Callable[[int], str] | None = None
    #: MachineMemOperand -> ``(load (s32) from %ir.p)``.
    mem_operand_text: Callable[[Any], str] | None = None
    #: IR global -> ``i32* @g`` (``Value::printAsOperand``).
    global_text: Callable[[Any], str] | None = None
    #: IR constant (constant-pool entry) -> ``double 1.5``.
    constant_text: Callable[[Any], str] | None = None
    #: Debug location -> ``file.c:3:5``.
    debug_loc_text: Callable[[Any], str] | None = None
    #: MachineBasicBlock -> text inside ``<...>`` of a BasicBlock node.
    block_text: Callable[[Any], str] | None = None


_DEFAULT = DAGPrinterContext()


def node_id(node: SDNode) -> str:
    """``PrintNodeId``: ``t`` and the node's persistent id."""
    return f"t{node.persistent_id}"


def operation_name_of(node: SDNode, ctx: DAGPrinterContext = _DEFAULT) -> str:
    """``SDNode::getOperationName``."""
    opc = node.opcode
    if opc < 0:
        mop = ~opc
        if ctx.machine_opcode_name is not None:
            return ctx.machine_opcode_name(mop)
        return f"<<Unknown Machine Node #{opc & 0xFFFFFFFF}>>"
    if opc >= ISD.BUILTIN_OP_END:
        if ctx.target_node_name is not None:
            name = ctx.target_node_name(opc)
            if name:
                return name
            return f"<<Unknown Target Node #{opc}>>"
        return f"<<Unknown Node #{opc}>>"
    if opc == ISD.CONDCODE:
        return CONDCODE_NAMES[node.payload]
    if opc in (ISD.INTRINSIC_WO_CHAIN, ISD.INTRINSIC_W_CHAIN, ISD.INTRINSIC_VOID):
        idx = 0 if opc == ISD.INTRINSIC_WO_CHAIN else 1
        if len(node.ops) > idx and ctx.intrinsic_name is not None:
            id_node = node.ops[idx][0]
            if id_node.opcode in (ISD.Constant, ISD.TargetConstant):
                return ctx.intrinsic_name(id_node.payload[0])
    if opc == ISD.Constant and node.payload[1]:
        return "OpaqueConstant"
    if opc == ISD.TargetConstant and node.payload[1]:
        return "OpaqueTargetConstant"
    return operation_name(opc)


def types_text(node: SDNode) -> str:
    """``print_types``: result types joined by commas."""
    return ",".join([evt_string(vt) for vt in node.vts])


def _reg_text(reg: int, ctx: DAGPrinterContext) -> str:
    """``printReg``: ``$noreg``, ``%N`` (virtual) or ``$name`` (physical)."""
    if reg == 0:
        return "$noreg"
    if reg & (1 << 31):
        return f"%{reg & 0x7FFFFFFF}"
    if ctx.register_name is not None:
        return "$" + ctx.register_name(reg).lower()
    return f"$physreg{reg}"


def _fp_text(vt: int, bits: int) -> str:
    if vt == MVT.f32:
        return "%e" % struct.unpack("<f", bits.to_bytes(4, "little"))[0]
    if vt == MVT.f64:
        return "%e" % struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    return f"APFloat({bits})"


def _offset_text(offset: int) -> str:
    return f" + {offset}" if offset > 0 else f" {offset}"


def details_text(node: SDNode, ctx: DAGPrinterContext = _DEFAULT) -> str:
    """``print_details``: flags and the kind-specific part after the operation name."""
    out: list[str] = []
    flags = node.flags
    if flags:
        for bit, name in NODE_FLAG_NAMES:
            if flags & bit:
                out.append(" " + name)
    opc = node.opcode
    p = node.payload
    if opc == ISD.Constant or opc == ISD.TargetConstant:
        value: int = p[0]
        bits = size_in_bits(node.vts[0])
        if bits and value >> (bits - 1) & 1:
            value -= 1 << bits
        out.append(f"<{value}>")
    elif opc == ISD.ConstantFP or opc == ISD.TargetConstantFP:
        out.append(f"<{_fp_text(node.vts[0], p)}>")
    elif opc in (
        ISD.GlobalAddress,
        ISD.TargetGlobalAddress,
        ISD.GlobalTLSAddress,
        ISD.TargetGlobalTLSAddress,
    ):
        gv, offset, tf = p
        text = ctx.global_text(gv) if ctx.global_text is not None else _default_global_text(gv)
        out.append(f"<{text}>{_offset_text(offset)}")
        if tf:
            out.append(f" [TF={tf}]")
    elif opc == ISD.FrameIndex or opc == ISD.TargetFrameIndex:
        out.append(f"<{p}>")
    elif opc == ISD.JumpTable or opc == ISD.TargetJumpTable:
        out.append(f"<{p[0]}>")
        if p[1]:
            out.append(f" [TF={p[1]}]")
    elif opc == ISD.ConstantPool or opc == ISD.TargetConstantPool:
        constant, offset, _align, tf = p
        text = ctx.constant_text(constant) if ctx.constant_text is not None else str(constant)
        out.append(f"<{text}>{_offset_text(offset)}")
        if tf:
            out.append(f" [TF={tf}]")
    elif opc == ISD.BasicBlock:
        text = ctx.block_text(p) if ctx.block_text is not None else _default_block_text(p)
        out.append(f"<{text}>")
    elif opc == ISD.Register:
        out.append(" " + _reg_text(p, ctx))
    elif opc == ISD.ExternalSymbol or opc == ISD.TargetExternalSymbol:
        out.append(f"'{p[0]}'")
        if p[1]:
            out.append(f" [TF={p[1]}]")
    elif opc == ISD.SRCVALUE:
        out.append("<null>" if p is None else f"<{p}>")
    elif opc == ISD.VALUETYPE:
        out.append(":" + evt_string(p))
    elif opc == ISD.LOAD:
        out.append("<" + _mmo_text(node, ctx))
        ext = p[0]
        if ext != ISD.NON_EXTLOAD:
            out.append((", anyext", ", sext", ", zext")[ext - 1] + " from " + evt_string(p[2]))
        if p[1]:
            out.append(", " + _INDEXED_NAMES[p[1]])
        out.append(">")
    elif opc == ISD.STORE:
        out.append("<" + _mmo_text(node, ctx))
        if p[0]:
            out.append(", trunc to " + evt_string(p[2]))
        if p[1]:
            out.append(", " + _INDEXED_NAMES[p[1]])
        out.append(">")
    elif node.mem_operand is not None:
        out.append("<" + _mmo_text(node, ctx) + ">")
    return "".join(out)


_INDEXED_NAMES = ("", "<pre-inc>", "<pre-dec>", "<post-inc>", "<post-dec>")


def _mmo_text(node: SDNode, ctx: DAGPrinterContext) -> str:
    mmo = node.mem_operand
    if mmo is None:
        return ""
    if ctx.mem_operand_text is not None:
        return ctx.mem_operand_text(mmo)
    return str(mmo)


def _default_global_text(gv: Any) -> str:
    printer = getattr(gv, "print_as_operand", None)
    if printer is not None:
        return str(printer())
    name = getattr(gv, "name", None)
    return f"@{name}" if name is not None else str(gv)


def _default_block_text(mbb: Any) -> str:
    number = getattr(mbb, "number", None)
    return f"%bb.{number}" if number is not None else str(mbb)


def should_print_inline(node: SDNode) -> bool:
    """``shouldPrintInline``: leaves (other than the entry token) print inside their users."""
    return node.opcode != ISD.EntryToken and not node.ops


def operand_text(value: SDValue, ctx: DAGPrinterContext = _DEFAULT) -> str:
    """``printOperand``."""
    node, res = value
    if should_print_inline(node):
        return f"{operation_name_of(node, ctx)}:{types_text(node)}{details_text(node, ctx)}"
    if res:
        return f"{node_id(node)}:{res}"
    return node_id(node)


def node_text(node: SDNode, ctx: DAGPrinterContext = _DEFAULT) -> str:
    """``SDNode::print``: one dump line without indentation or newline."""
    parts = [f"{node_id(node)}: {types_text(node)} = {operation_name_of(node, ctx)}{details_text(node, ctx)}"]
    ops = node.ops
    for i, op in enumerate(ops):
        parts.append((", " if i else " ") + operand_text(op, ctx))
    if node.debug_loc is not None and ctx.debug_loc_text is not None:
        text = ctx.debug_loc_text(node.debug_loc)
        if text:
            parts.append(", " + text)
    return "".join(parts)


def _dump_nodes(node: SDNode, indent: int, ctx: DAGPrinterContext, out: list[str]) -> None:
    """``DumpNodes``: single-use operands first (two spaces deeper), then the node -- iteratively."""
    # Stack entries: (node, indent, next operand index).
    stack: list[tuple[SDNode, int, int]] = [(node, indent, 0)]
    while stack:
        n, ind, i = stack.pop()
        ops = n.ops
        while i < len(ops) and (len(ops[i][0].uses) != 1 or should_print_inline(ops[i][0])):
            i += 1
        if i < len(ops):
            stack.append((n, ind, i + 1))
            stack.append((ops[i][0], ind + 2, 0))
            continue
        out.append(" " * ind + node_text(n, ctx))


def dump_dag(dag: Any, ctx: DAGPrinterContext = _DEFAULT) -> str:
    """``SelectionDAG::dump``: ``SelectionDAG has N nodes:``, the node lines and a blank line."""
    out = [f"SelectionDAG has {len(dag.all_nodes)} nodes:"]
    root = dag.root[0]
    for node in dag.all_nodes:
        if len(node.uses) != 1 and node is not root and (not should_print_inline(node) or not node.uses):
            _dump_nodes(node, 2, ctx, out)
    if root is not None:
        _dump_nodes(root, 2, ctx, out)
    return "\n".join(out) + "\n\n"
