"""What it is (LLVM 14: lib/Target/BPF/BPFISelDAGToDAG.cpp).

The BPF instruction selector: the generated matcher tables (``gen/dag_isel.py``) plus the custom cases of
``BPFDAGToDAGISel::Select`` -- a bare frame index becomes ``MOV_rr`` of the target frame index (frame
lowering rewrites it to ``r10`` + offset), signed division is llc's "Unsupport signed division" error --
and the address complex patterns: ``ADDRri`` (base + 16-bit constant, a frame index as the base),
``FIri`` (frame index + constant, selected to ``FI_ri``).
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.isel_matcher import DAGMatcherSelector, isd_resolver, resolve_tables
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import MVT
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.bpf.bpfisd import BPFISD, get_target_node_name
from pyllc.ir.intrinsics import Intrinsic
from pyllc.targets.bpf.gen import instr_info as I
from pyllc.targets.bpf.gen import register_info as R

_TABLES: dict[str, dict[int, Any]] = {}

#: ``BPF_CC_*`` leaves: the constant operand of BPFISD::BR_CC holding the condition code.
_CC_LEAVES = {
    "BPF_CC_EQ": ISD.SETEQ,
    "BPF_CC_NE": ISD.SETNE,
    "BPF_CC_GT": ISD.SETGT,
    "BPF_CC_GE": ISD.SETGE,
    "BPF_CC_GTU": ISD.SETUGT,
    "BPF_CC_GEU": ISD.SETUGE,
    "BPF_CC_LT": ISD.SETLT,
    "BPF_CC_LE": ISD.SETLE,
    "BPF_CC_LTU": ISD.SETULT,
    "BPF_CC_LEU": ISD.SETULE,
}


#: the packet-load intrinsics and their (``LD_ABS_*``, ``LD_IND_*``)
_LD_PACKET = {
    Intrinsic.bpf_load_byte: (I.LD_ABS_B, I.LD_IND_B),
    Intrinsic.bpf_load_half: (I.LD_ABS_H, I.LD_IND_H),
    Intrinsic.bpf_load_word: (I.LD_ABS_W, I.LD_IND_W),
}


def matcher_table() -> dict[int, Any]:
    """The generated patterns with opcode names resolved (built once per process)."""
    table = _TABLES.get("bpf")
    if table is None:
        import importlib

        gen: Any = importlib.import_module("pyllc.targets.bpf.gen.dag_isel")
        table = _TABLES["bpf"] = resolve_tables(gen.PATTERNS, isd_resolver(BPFISD))
    return table


def _is_int16(v: int) -> bool:
    return -(1 << 15) <= v < (1 << 15)


class BPFDAGToDAGISel(DAGMatcherSelector):
    """BPF instruction selection (LLVM: ``BPFDAGToDAGISel``)."""

    def __init__(self, tm: Any = None, opt_level: int = 2) -> None:
        self.tm = tm
        self.opt_level = opt_level
        self.dag: Any = None
        self.table = matcher_table()
        self.may_raise_fp_exception = None

    @property
    def subtarget(self) -> Any:
        return self.dag.mf.subtarget

    def select(self, node: SDNode) -> None:
        opc = node.opcode
        if opc < 0:
            node.node_id = -1
            return
        if self.select_common(node):
            return
        dag = self.dag
        if opc == ISD.SDIV:
            raise UnsupportedError(
                None, "Unsupport signed division for DAG: Please convert to unsigned div/mod."
            )
        if opc == ISD.FrameIndex:
            tfi = dag.get_frame_index(node.payload, MVT.i64, True)
            dag.select_node_to(node, I.MOV_rr, node.vts[0], tfi)
            return
        if opc == ISD.INTRINSIC_W_CHAIN and node.ops[1][0].const_value in _LD_PACKET:
            self.select_ld_packet(node)
            return
        if self.select_code(node):
            return
        from pyllc.codegen.isd import operation_name

        name = operation_name(opc) if opc < ISD.BUILTIN_OP_END else (get_target_node_name(opc) or str(opc))
        err = UnsupportedError(None, f"cannot select: {name} (types {', '.join(str(v) for v in node.vts)})")
        err.node = node  # type: ignore[attr-defined]
        raise err

    def select_ld_packet(self, node: SDNode) -> None:
        """``llvm.bpf.load.byte/half/word(skb, off)``: ``LD_ABS_*`` for a 32-bit constant offset, else
        ``LD_IND_*`` (LLVM 14's ``LOAD_ABS``/``LOAD_IND`` patterns): skb copied into R6, the value read
        from R0."""
        dag = self.dag
        chain, iid, skb, off = node.ops
        abs_op, ind_op = _LD_PACKET[iid[0].const_value]
        copy = dag.get_node(
            ISD.CopyToReg, (MVT.Other, MVT.Glue), chain, dag.get_register(R.R6, MVT.i64), skb
        )[0]
        if off[0].opcode == ISD.Constant and -(1 << 31) <= off[0].const_sext_value < (1 << 31):
            ld = dag.get_machine_node(
                abs_op,
                (MVT.Other, MVT.Glue),
                dag.get_target_constant(off[0].const_sext_value, MVT.i64),
                (copy, 0),
                (copy, 1),
            )
        else:
            ld = dag.get_machine_node(ind_op, (MVT.Other, MVT.Glue), off, (copy, 0), (copy, 1))
        res = dag.get_copy_from_reg((ld, 0), R.R0, MVT.i64, glue=(ld, 1))
        dag.replace_all_uses_of_value_with((node, 0), res)
        dag.replace_all_uses_of_value_with((node, 1), (res[0], 1))
        dag.remove_dead_node(node)

    # ---- predicates ----------------------------------------------------------------------------------------
    def check_pattern_predicate(self, name: str) -> bool:
        st = self.subtarget
        if name == "BPFHasALU32":
            return st.has_alu32
        if name == "BPFNoALU32":
            return not st.has_alu32
        if name == "BPFHasJmpExt":
            return st.has_jmp_ext
        if name == "BPFHasJmp32":
            return st.has_jmp32
        if name == "BPFIsLittleEndian":
            return st.is_little_endian
        if name == "BPFIsBigEndian":
            return not st.is_little_endian
        raise KeyError(f"unknown pattern predicate {name}")

    def check_node_predicate(self, value: SDValue, name: str) -> bool:
        cc = _CC_LEAVES.get(name)
        if cc is not None:
            n = value[0]
            return n.opcode == ISD.Constant and n.payload[0] == cc
        return super().check_node_predicate(value, name)

    # ---- complex patterns --------------------------------------------------------------------------------
    def select_addr(self, root: SDNode, parent: SDNode | None, addr: SDValue) -> tuple[SDValue, ...] | None:
        """``SelectAddr``: base register (or frame index) and a 16-bit offset."""
        dag = self.dag
        n = addr[0]
        if n.opcode == ISD.FrameIndex:
            return dag.get_frame_index(n.payload, MVT.i64, True), dag.get_target_constant(0, MVT.i64)
        if n.opcode in (ISD.TargetExternalSymbol, ISD.TargetGlobalAddress):
            return None
        if dag.is_base_with_constant_offset(addr):
            cn = n.ops[1][0]
            off = cn.const_sext_value
            if _is_int16(off):
                b = n.ops[0]
                if b[0].opcode == ISD.FrameIndex:
                    b = dag.get_frame_index(b[0].payload, MVT.i64, True)
                return b, dag.get_target_constant(off, MVT.i64)
        return addr, dag.get_target_constant(0, MVT.i64)

    def select_fi_addr(
        self, root: SDNode, parent: SDNode | None, addr: SDValue
    ) -> tuple[SDValue, ...] | None:
        """``SelectFIAddr``: a frame index plus a 16-bit constant."""
        dag = self.dag
        if not dag.is_base_with_constant_offset(addr):
            return None
        n = addr[0]
        off = n.ops[1][0].const_sext_value
        b = n.ops[0][0]
        if not _is_int16(off) or b.opcode != ISD.FrameIndex:
            return None
        return dag.get_frame_index(b.payload, MVT.i64, True), dag.get_target_constant(off, MVT.i64)
