"""The x86 instruction selector (LLVM: lib/Target/X86/X86ISelDAGToDAG.cpp, X86DAGToDAGISel).

What it is.  The last phase of SelectionDAG codegen for a block: every node of the legalized DAG is replaced by
MachineSDNodes (``~opcode`` nodes).  Most of the work is table-driven: ``gen/dag_isel.py`` (generated from
``td/patterns.py``) is run by :class:`~pyllc.codegen.selection_dag.isel_matcher.DAGMatcherSelector`.  This
module provides what LLVM writes in C++:

* **The driver**, ``do_instruction_selection(dag)`` (``SelectionDAGISel::DoInstructionSelection``):
  ``preprocess_isel_dag``, topological ordering, then every node is selected walking from the root
  *backwards* (users before operands), so a pattern sees its operands unselected and can fold them; nodes that
  lost their uses are skipped; new nodes put before the current position (LLVM's ``insertDAGNode``) are
  selected next.
* **Generic nodes** that stay as they are (TokenFactor, CopyToReg/FromReg, registers, target constants...),
  ``AssertSext/Zext`` (dropped), ``UNDEF`` (IMPLICIT_DEF), ``FREEZE`` (COPY).
* **Manual selection** (``X86DAGToDAGISel::Select``): ``[SU]DIVREM`` as ``DIV``/``IDIV`` with the dividend
  copied into AX/EAX/RAX and the high half cleared (``MOV32r0``) or sign-filled (``CWD``/``CDQ``/``CQO``), the
  8-bit forms through ``MOVZX16rr8``/``MOVSX16rr8`` into AX and AH read with ``MOV[SZ]X32rr8_NOREX``;
  ``[SU]MUL_LOHI`` as one-operand ``MUL``/``IMUL`` with the results copied out of the A and D registers; i8
  ``mul`` through AL; ``X86ISD::UMUL`` (and i8 ``SMUL``) whose results are the instruction's implicit defs;
  ``(X86cmp (and x, mask), 0)`` narrowed to ``TEST8ri``/``TEST32ri`` on a sub-register when no flag reader
  needs the sign flag.
* **Pattern predicates**: ``In64BitMode``, ``NotPIC``, ``OptForSize`` (function attributes) and ``UseIncDec``
  (INC/DEC unless the tuning CPU -- ``tune-cpu``, else ``target-cpu`` -- has LLVM's ``TuningSlowIncDec``, as
  ``generic`` and ``x86-64`` do; llc's default i586 tuning does not).
* **Complex patterns**, the x86 addressing mode ``base + index*scale + disp + segment``:
  ``select_addr`` (memory operands), ``select_lea_addr`` / ``select_lea64_32_addr`` (LEA, only when it beats
  plain arithmetic: LLVM's complexity > 2 rule).  ``match_address`` follows LLVM's ``matchAddressRecursively``:
  constants fold into the 32-bit displacement (range-checked for the code model, 31 bits next to a frame
  index), ``X86ISD::Wrapper``/``WrapperRIP`` symbols become the displacement (RIP-relative when wrapped so,
  or by the final rewrite of a lone symbol in 64-bit mode), frame indices become the base, ``shl`` by 1-3
  becomes a scale, ``mul``/``MUL_IMM`` by 3, 5 or 9 becomes ``x + x*{2,4,8}``, ``add`` (and ``or`` of disjoint
  bits) folds both sides, ``sub`` uses a negated index when profitable.  Address spaces 256/257/258 select
  the GS/FS/SS segment.
* **Folding policy**: ``is_profitable_to_fold`` (LLVM's X86 override: single use, no folding at -O0,
  immediates preferred over loads for ALU ops with 8-bit immediates, no load into a shift by an immediate).
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.isel_matcher import DAGMatcherSelector, isd_resolver, resolve_tables
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import MVT
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.gen import instr_info as I
from pyllc.targets.x86.gen import register_info as R
from pyllc.support.bits import sext

try:  # the target node numbers (X86ISD) are defined by the lowering
    from pyllc.targets.x86.x86isd import X86ISD
except ImportError:  # pragma: no cover - before the lowering exists
    X86ISD = None  # type: ignore[assignment,misc]

_TABLE: dict[int, Any] | None = None


def _x86isd(name: str) -> int:
    return getattr(X86ISD, name, -1) if X86ISD is not None else -1


def matcher_table() -> dict[int, Any]:
    """The generated patterns with opcode names resolved (built once per process)."""
    global _TABLE
    if _TABLE is None:
        from pyllc.targets.x86.gen import dag_isel

        _TABLE = resolve_tables(dag_isel.PATTERNS, isd_resolver(X86ISD))
    return _TABLE


_MAY_RAISE: tuple[bool, ...] | None = None


def _may_raise_fp_exception() -> tuple[bool, ...]:
    global _MAY_RAISE
    if _MAY_RAISE is None:
        from pyllc.mc.instr_info import MayRaiseFPException

        _MAY_RAISE = tuple(bool(f & MayRaiseFPException) for f in I.DESC_FLAGS)
    return _MAY_RAISE


#: Tuning CPUs with TuningSlowIncDec in LLVM 14 (X86.td).
_SLOW_INC_DEC_CPUS = frozenset(
    (
        "generic",
        "x86-64",
        "x86-64-v2",
        "x86-64-v3",
        "x86-64-v4",
        "atom",
        "bonnell",
        "silvermont",
        "slm",
        "goldmont",
        "goldmont-plus",
        "tremont",
        "knl",
        "knm",
    )
)

# Accepted CPUs with PREFETCHW (FeaturePRFCHW or Feature3DNow in LLVM 14's CPU definitions).
_PREFETCHW_CPUS = frozenset(
    (
        "amdfam10",
        "athlon-fx",
        "athlon64",
        "athlon64-sse3",
        "barcelona",
        "btver1",
        "goldmont",
        "goldmont-plus",
        "k8",
        "k8-sse3",
        "opteron",
        "opteron-sse3",
        "silvermont",
        "slm",
        "tremont",
    )
)

# Address spaces with a segment override (X86AS: GS = 256, FS = 257, SS = 258).
_SEGMENT_OF_ADDRSPACE = {256: R.GS, 257: R.FS, 258: R.SS}


class X86ISelAddressMode:
    """LLVM's ``X86ISelAddressMode``: the address being built."""

    __slots__ = (
        "base_is_frame_index",
        "base_reg",
        "base_fi",
        "negate_index",
        "scale",
        "index_reg",
        "disp",
        "segment",
        "sym",
        "sym_kind",
        "symbol_flags",
    )

    def __init__(self) -> None:
        self.base_is_frame_index = False
        self.base_reg: SDValue | None = None
        self.base_fi = 0
        self.negate_index = False
        self.scale = 1
        self.index_reg: SDValue | None = None
        self.disp = 0
        self.segment: SDValue | None = None
        #: the symbol node (TargetGlobalAddress, TargetConstantPool, TargetExternalSymbol, TargetJumpTable,
        #: TargetBlockAddress) used as the displacement, or None
        self.sym: SDNode | None = None
        self.sym_kind = 0
        self.symbol_flags = 0

    def copy(self) -> X86ISelAddressMode:
        am = X86ISelAddressMode()
        for s in self.__slots__:
            setattr(am, s, getattr(self, s))
        return am

    def restore(self, other: X86ISelAddressMode) -> None:
        for s in self.__slots__:
            setattr(self, s, getattr(other, s))

    def has_symbolic_displacement(self) -> bool:
        return self.sym is not None

    def has_base_or_index_reg(self) -> bool:
        return self.base_is_frame_index or self.base_reg is not None or self.index_reg is not None

    def is_rip_relative(self) -> bool:
        b = self.base_reg
        return b is not None and b[0].opcode == ISD.Register and b[0].payload == R.RIP


def _is_int(v: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= v < (1 << (bits - 1))


class X86DAGToDAGISel(DAGMatcherSelector):
    """X86 instruction selection for one SelectionDAG at a time (LLVM: ``X86DAGToDAGISel``)."""

    def __init__(self, tm: Any = None, opt_level: int = 2) -> None:
        if tm is not None and hasattr(tm, "all_nodes"):  # constructed from a DAG: context comes from it
            opt_level = getattr(tm, "opt_level", opt_level)
            tm = None
        self.tm = tm
        self.opt_level = opt_level
        self.dag: Any = None
        self.subtarget: Any = None
        self.table = matcher_table()
        self.may_raise_fp_exception = _may_raise_fp_exception()
        self._pending: list[SDNode] = []

    # ---- driver ----------------------------------------------------------------------------------------------

    def do_instruction_selection(self, dag: Any) -> None:
        """``DoInstructionSelection``: find the subtarget of ``dag``, then select every node in place."""
        self.dag = dag
        self.opt_level = getattr(dag, "opt_level", self.opt_level)
        self.subtarget = getattr(dag, "subtarget", None)
        if self.subtarget is None and getattr(dag, "mf", None) is not None:
            self.subtarget = getattr(dag.mf, "subtarget", None)
        if self.subtarget is None and dag.tli is not None:
            self.subtarget = getattr(dag.tli, "subtarget", None)
        if self.subtarget is not None and getattr(self.subtarget, "tm", None) is not None:
            self.tm = self.subtarget.tm
        super().do_instruction_selection(dag)

    def preprocess_isel_dag(self) -> None:
        """``PreprocessISelDAG``: X86ISD::AND whose flags are unused becomes a plain ``and`` (so the TEST
        patterns see it)."""
        x86_and = _x86isd("AND")
        if x86_and < 0:
            return
        dag = self.dag
        for n in list(dag.all_nodes):
            if n.opcode == x86_and and n in dag.all_nodes and not n.has_any_use_of_value(1):
                res = dag.get_node(ISD.AND, n.vts[0], n.ops[0], n.ops[1])
                dag.replace_all_uses_of_value_with((n, 0), res)
                dag.remove_dead_node(n)

    def postprocess_isel_dag(self) -> None:
        """``PostprocessISelDAG``: drop the nodes that selection left unused (address-mode attempts that
        were rejected, replaced operands), so the scheduler sees only live nodes."""
        self.dag.remove_dead_nodes()

    # ---- Select ----------------------------------------------------------------------------------------------

    def select(self, node: SDNode) -> None:
        """``Select``: choose machine instructions for one node."""
        if node.opcode < 0:
            return
        opc = node.opcode
        if self.select_common(node):
            return
        if opc in (ISD.SDIVREM, ISD.UDIVREM):
            self.select_divrem(node)
            return
        if opc in (ISD.SMUL_LOHI, ISD.UMUL_LOHI):
            self.select_mul_lohi(node)
            return
        if opc == ISD.MUL and node.vts[0] == MVT.i8:
            self.select_mul8(node)
            return
        if opc == _x86isd("CMP") and self.select_test_narrowing(node):
            return
        if opc == _x86isd("UMUL") or (opc == _x86isd("SMUL") and node.vts[0] == MVT.i8):
            self.select_mul_with_overflow(node)
            return
        if self.select_code(node):
            return
        from pyllc.codegen.isd import operation_name

        name = operation_name(opc) if opc < ISD.BUILTIN_OP_END else _target_node_name(opc)
        if MVT.f80 in node.vts or any(op[0].vts[op[1]] == MVT.f80 for op in node.ops):
            err = UnsupportedError(
                None, f"x86_fp80 (x87) operations ({name}); long double needs x87 code generation"
            )
        else:
            err = UnsupportedError(
                None, f"cannot select: {name} (types {', '.join(str(v) for v in node.vts)})"
            )
        err.node = node  # type: ignore[attr-defined]
        raise err

    # ---- pattern predicates ----------------------------------------------------------------------------------

    def check_pattern_predicate(self, name: str) -> bool:
        st = self.subtarget
        is64 = bool(getattr(st, "is_64bit", True)) if st is not None else True
        if name == "In64BitMode":
            return is64
        if name == "Not64BitMode":
            return not is64
        if name in ("UseSSE1", "UseSSE2", "HasSSE1", "HasSSE2"):
            return True
        if name == "HasSSEPrefetch":
            return True
        if name == "HasPrefetchW":
            return self._has_prefetchw()
        if name == "UseIncDec":
            return not self._slow_inc_dec() or self._opt_for_size()
        if name == "NotPIC":
            tm = self.tm
            if tm is None:
                return True
            pic = getattr(tm, "is_position_independent", None)
            return not (pic() if callable(pic) else bool(pic))
        if name == "OptForSize":
            return self._opt_for_size()
        raise KeyError(f"unknown pattern predicate {name}")

    def _has_prefetchw(self) -> bool:
        """``hasPrefetchW``: PRFCHW or 3DNow! on the CPU or in the feature string (the function's
        ``target-cpu``/``target-features`` attributes override the subtarget's)."""
        st = self.subtarget
        cpu = self._fn_attr("target-cpu") or (getattr(st, "cpu", "") if st is not None else "")
        has = cpu in _PREFETCHW_CPUS
        for fs in (
            getattr(st, "feature_string", "") if st is not None else "",
            self._fn_attr("target-features"),
        ):
            for item in (fs or "").split(","):
                item = item.strip()
                if item[1:] in ("prfchw", "3dnow", "3dnowa"):
                    has = item[0] == "+"
        return has

    def _slow_inc_dec(self) -> bool:
        """``TuningSlowIncDec`` of the tuning CPU: the function's ``tune-cpu`` (else its ``target-cpu``, else
        the ``-mcpu`` CPU); llc's default tuning (i586) has fast INC/DEC, ``generic`` and ``x86-64`` do not."""
        st = self.subtarget
        flag = getattr(st, "slow_inc_dec", None) if st is not None else None
        if flag is not None:
            return bool(flag)
        tune = (
            self._fn_attr("tune-cpu")
            or self._fn_attr("target-cpu")
            or (getattr(self.tm, "cpu", "") if self.tm is not None else "")
        )
        return tune in _SLOW_INC_DEC_CPUS

    def _fn_attr(self, name: str) -> Any:
        """A function attribute of the function being compiled (None when absent)."""
        mf = getattr(self.dag, "mf", None)
        fn = getattr(mf, "function", None) if mf is not None else None
        attrs = getattr(fn, "attrs", None)
        fa = getattr(attrs, "fn", None)
        if fa is None:
            return None
        if fa.has(name):
            v = fa.get(name)
            return True if v is None else v
        return None

    def _opt_for_size(self) -> bool:
        return bool(self._fn_attr("optsize") or self._fn_attr("minsize"))

    # ---- folding policy ------------------------------------------------------------------------------------

    def is_profitable_to_fold(self, n: SDValue, u: SDNode, root: SDNode) -> bool:
        """X86DAGToDAGISel::IsProfitableToFold."""
        if self.opt_level == 0:
            return False
        node = n[0]
        if not node.has_n_uses_of_value(1, n[1]):
            return False
        if node.opcode != ISD.LOAD:
            return True
        if u is root:
            uo = u.opcode
            if uo in (
                ISD.ADD,
                ISD.AND,
                ISD.OR,
                ISD.XOR,
                ISD.ADDCARRY,
                _x86isd("ADD"),
                _x86isd("ADC"),
                _x86isd("SUB"),
                _x86isd("SBB"),
                _x86isd("AND"),
                _x86isd("XOR"),
                _x86isd("OR"),
            ):
                op1 = u.ops[1][0]
                if op1.opcode == ISD.Constant:
                    imm = op1.const_sext_value
                    bits = _bits(op1.vts[0])
                    if _is_int(imm, 8):
                        return False
                    if uo == ISD.AND and bits == 64 and 0 <= op1.payload[0] < (1 << 32):
                        return False
                    if uo == ISD.AND and op1.payload[0] in (0xFF, 0xFFFF, 0xFFFFFFFF):
                        return False
                    if uo in (ISD.ADD, ISD.SUB) and _is_int(sext(-imm, bits), 8):
                        return False
                    if (
                        uo in (_x86isd("ADD"), _x86isd("SUB"))
                        and _is_int(sext(-imm, bits), 8)
                        and not u.has_any_use_of_value(1)
                    ):
                        return False
                # When the other operand is a TLS address, that is folded instead (an LEA off the
                # thread pointer load), as LLVM does.
                if op1.opcode == _x86isd("Wrapper") and op1.ops[0][0].opcode == ISD.TargetGlobalTLSAddress:
                    return False
            elif uo in (ISD.SHL, ISD.SRA, ISD.SRL):
                if u.ops[1][0].opcode == ISD.Constant:
                    return False
        return True

    def try_fold_load(self, root: SDNode, parent: SDNode, n: SDValue) -> tuple[SDValue, ...] | None:
        """``tryFoldLoad``: the address operands of the non-extending load ``n`` if it can be folded."""
        node = n[0]
        if node.opcode != ISD.LOAD or node.payload[0] != ISD.NON_EXTLOAD or node.payload[1] != ISD.UNINDEXED:
            return None
        if not self.is_profitable_to_fold(n, parent, root) or not self.is_legal_to_fold(n, parent, root):
            return None
        return self.select_addr(root, node, node.ops[1])

    # ---- manual selection: division, wide multiplication --------------------------------------------------

    def select_divrem(self, node: SDNode) -> None:
        dag = self.dag
        vt = node.vts[0]
        n0, n1 = node.ops[0], node.ops[1]
        signed = node.opcode == ISD.SDIVREM
        dl, order = node.debug_loc, node.ir_order
        table = {
            MVT.i8: (I.IDIV8r, I.IDIV8m, I.DIV8r, I.DIV8m, R.AL, R.AH, R.AH, 0),
            MVT.i16: (I.IDIV16r, I.IDIV16m, I.DIV16r, I.DIV16m, R.AX, R.DX, R.DX, I.CWD),
            MVT.i32: (I.IDIV32r, I.IDIV32m, I.DIV32r, I.DIV32m, R.EAX, R.EDX, R.EDX, I.CDQ),
            MVT.i64: (I.IDIV64r, I.IDIV64m, I.DIV64r, I.DIV64m, R.RAX, R.RDX, R.RDX, I.CQO),
        }
        if vt not in table:
            raise UnsupportedError(None, "cannot select: divrem of this type")
        sr, sm, ur, um, lo_reg, hi_reg, clr_reg, sext_opc = table[vt]
        ropc, mopc = (sr, sm) if signed else (ur, um)
        folded = self.try_fold_load(node, node, n1)
        sign_bit_is_zero = dag.sign_bit_is_zero(n0)
        entry = dag.get_entry_node()
        if vt == MVT.i8:
            amode = self.try_fold_load(node, node, n0)
            if amode is not None:
                mop = I.MOVSX16rm8 if signed and not sign_bit_is_zero else I.MOVZX16rm8
                move = dag.get_machine_node(
                    mop, (MVT.i16, MVT.Other), *amode, n0[0].ops[0], dl=dl, order=order
                )
                move.mem_operand = (n0[0].mem_operand,) if n0[0].mem_operand is not None else ()
                chain: SDValue = (move, 1)
                dag.replace_all_uses_of_value_with((n0[0], 1), chain)
            else:
                mop = I.MOVSX16rr8 if signed and not sign_bit_is_zero else I.MOVZX16rr8
                move = dag.get_machine_node(mop, MVT.i16, n0, dl=dl, order=order)
                chain = entry
            ctr = self._copy_to_reg(chain, R.AX, (move, 0), None, dl, order)
            in_flag = (ctr, 1)
        else:
            ctr = self._copy_to_reg(entry, lo_reg, n0, None, dl, order)
            in_flag = (ctr, 1)
            if signed and not sign_bit_is_zero:
                in_flag = (dag.get_machine_node(sext_opc, MVT.Glue, in_flag, dl=dl, order=order), 0)
            else:
                clr: SDValue = (dag.get_machine_node(I.MOV32r0, (MVT.i32, MVT.i32), dl=dl, order=order), 0)
                if vt == MVT.i16:
                    clr = (
                        dag.get_machine_node(
                            I.EXTRACT_SUBREG,
                            MVT.i16,
                            clr,
                            dag.get_target_constant(R.sub_16bit, MVT.i32),
                            dl=dl,
                            order=order,
                        ),
                        0,
                    )
                elif vt == MVT.i64:
                    clr = (
                        dag.get_machine_node(
                            I.SUBREG_TO_REG,
                            MVT.i64,
                            dag.get_target_constant(0, MVT.i64),
                            clr,
                            dag.get_target_constant(R.sub_32bit, MVT.i32),
                            dl=dl,
                            order=order,
                        ),
                        0,
                    )
                ctr = self._copy_to_reg(entry, clr_reg, clr, in_flag, dl, order)
                in_flag = (ctr, 1)
        if folded is not None:
            cnode = dag.get_machine_node(
                mopc, (MVT.Other, MVT.Glue), *folded, n1[0].ops[0], in_flag, dl=dl, order=order
            )
            cnode.mem_operand = (n1[0].mem_operand,) if n1[0].mem_operand is not None else ()
            in_flag = (cnode, 1)
            dag.replace_all_uses_of_value_with((n1[0], 1), (cnode, 0))
        else:
            in_flag = (dag.get_machine_node(ropc, MVT.Glue, n1, in_flag, dl=dl, order=order), 0)
        if hi_reg == R.AH and node.has_any_use_of_value(1):
            ah = dag.get_register(R.AH, MVT.i8)
            ext = I.MOVSX32rr8_NOREX if signed else I.MOVZX32rr8_NOREX
            rnode = dag.get_machine_node(ext, (MVT.i32, MVT.Glue), ah, in_flag, dl=dl, order=order)
            in_flag = (rnode, 1)
            res = (
                dag.get_machine_node(
                    I.EXTRACT_SUBREG,
                    MVT.i8,
                    (rnode, 0),
                    dag.get_target_constant(R.sub_8bit, MVT.i32),
                    dl=dl,
                    order=order,
                ),
                0,
            )
            dag.replace_all_uses_of_value_with((node, 1), res)
        if node.has_any_use_of_value(0):
            cfr = dag.get_node(
                ISD.CopyFromReg,
                (vt, MVT.Other, MVT.Glue),
                entry,
                dag.get_register(lo_reg, vt),
                in_flag,
                dl=dl,
                order=order,
            )
            in_flag = (cfr[0], 2)
            dag.replace_all_uses_of_value_with((node, 0), (cfr[0], 0))
        if node.has_any_use_of_value(1):
            cfr = dag.get_node(
                ISD.CopyFromReg,
                (vt, MVT.Other, MVT.Glue),
                entry,
                dag.get_register(hi_reg, vt),
                in_flag,
                dl=dl,
                order=order,
            )
            dag.replace_all_uses_of_value_with((node, 1), (cfr[0], 0))
        dag.remove_dead_node(node)

    def select_mul_lohi(self, node: SDNode) -> None:
        dag = self.dag
        vt = node.vts[0]
        n0, n1 = node.ops[0], node.ops[1]
        signed = node.opcode == ISD.SMUL_LOHI
        dl, order = node.debug_loc, node.ir_order
        table = {
            MVT.i32: ((I.IMUL32r, I.IMUL32m), (I.MUL32r, I.MUL32m), R.EAX, R.EDX),
            MVT.i64: ((I.IMUL64r, I.IMUL64m), (I.MUL64r, I.MUL64m), R.RAX, R.RDX),
            MVT.i16: ((I.IMUL16r, I.IMUL16m), (I.MUL16r, I.MUL16m), R.AX, R.DX),
        }
        if vt not in table:
            raise UnsupportedError(None, "cannot select: mul_lohi of this type")
        s, u, lo_reg, hi_reg = table[vt]
        ropc, mopc = s if signed else u
        folded = self.try_fold_load(node, node, n1)
        if folded is None:
            folded = self.try_fold_load(node, node, n0)
            if folded is not None:
                n0, n1 = n1, n0
        entry = dag.get_entry_node()
        ctr = self._copy_to_reg(entry, lo_reg, n0, None, dl, order)
        in_flag: SDValue = (ctr, 1)
        if folded is not None:
            cnode = dag.get_machine_node(
                mopc, (MVT.Other, MVT.Glue), *folded, n1[0].ops[0], in_flag, dl=dl, order=order
            )
            cnode.mem_operand = (n1[0].mem_operand,) if n1[0].mem_operand is not None else ()
            dag.replace_all_uses_of_value_with((n1[0], 1), (cnode, 0))
            in_flag = (cnode, 1)
        else:
            in_flag = (dag.get_machine_node(ropc, MVT.Glue, n1, in_flag, dl=dl, order=order), 0)
        if node.has_any_use_of_value(0):
            cfr = dag.get_node(
                ISD.CopyFromReg,
                (vt, MVT.Other, MVT.Glue),
                entry,
                dag.get_register(lo_reg, vt),
                in_flag,
                dl=dl,
                order=order,
            )
            in_flag = (cfr[0], 2)
            dag.replace_all_uses_of_value_with((node, 0), (cfr[0], 0))
        if node.has_any_use_of_value(1):
            cfr = dag.get_node(
                ISD.CopyFromReg,
                (vt, MVT.Other, MVT.Glue),
                entry,
                dag.get_register(hi_reg, vt),
                in_flag,
                dl=dl,
                order=order,
            )
            dag.replace_all_uses_of_value_with((node, 1), (cfr[0], 0))
        dag.remove_dead_node(node)

    def select_mul_with_overflow(self, node: SDNode) -> None:
        """``X86ISD::UMUL`` (and the 8-bit ``X86ISD::SMUL``): the one-operand ``MUL``/``IMUL`` with the first
        factor in AL/AX/EAX/RAX; the node's results are the instruction's implicit defs (low half, [high
        half,] EFLAGS), so the overflow flag comes straight from the multiply."""
        dag = self.dag
        vt = node.vts[0]
        n0, n1 = node.ops[0], node.ops[1]
        dl, order = node.debug_loc, node.ir_order
        if node.opcode == _x86isd("SMUL"):
            table = {MVT.i8: (R.AL, I.IMUL8r, I.IMUL8m)}
        else:
            table = {
                MVT.i8: (R.AL, I.MUL8r, I.MUL8m),
                MVT.i16: (R.AX, I.MUL16r, I.MUL16m),
                MVT.i32: (R.EAX, I.MUL32r, I.MUL32m),
                MVT.i64: (R.RAX, I.MUL64r, I.MUL64m),
            }
        if vt not in table:
            raise UnsupportedError(None, "cannot select: multiplication with overflow of this type")
        lo_reg, ropc, mopc = table[vt]
        folded = self.try_fold_load(node, node, n1)
        if folded is None:
            folded = self.try_fold_load(node, node, n0)
            if folded is not None:
                n0, n1 = n1, n0
        ctr = self._copy_to_reg(dag.get_entry_node(), lo_reg, n0, None, dl, order)
        vts = (vt, MVT.i32) if vt == MVT.i8 else (vt, vt, MVT.i32)
        if folded is not None:
            cnode = dag.get_machine_node(
                mopc, vts + (MVT.Other,), *folded, n1[0].ops[0], (ctr, 1), dl=dl, order=order
            )
            cnode.mem_operand = (n1[0].mem_operand,) if n1[0].mem_operand is not None else ()
            dag.replace_all_uses_of_value_with((n1[0], 1), (cnode, len(vts)))
        else:
            cnode = dag.get_machine_node(ropc, vts, n1, (ctr, 1), dl=dl, order=order)
        dag.replace_all_uses_with_values(node, [(cnode, 0), (cnode, len(vts) - 1)])
        dag.remove_dead_node(node)

    def select_mul8(self, node: SDNode) -> None:
        """``(mul AL, GR8)`` -> ``MUL8r``: the product's low byte comes back in AL."""
        dag = self.dag
        dl, order = node.debug_loc, node.ir_order
        entry = dag.get_entry_node()
        ctr = self._copy_to_reg(entry, R.AL, node.ops[0], None, dl, order)
        mul = dag.get_machine_node(
            I.MUL8r, (MVT.i8, MVT.i32, MVT.Glue), node.ops[1], (ctr, 1), dl=dl, order=order
        )
        cfr = dag.get_node(
            ISD.CopyFromReg,
            (MVT.i8, MVT.Other, MVT.Glue),
            entry,
            dag.get_register(R.AL, MVT.i8),
            (mul, 2),
            dl=dl,
            order=order,
        )
        dag.replace_all_uses_of_value_with((node, 0), (cfr[0], 0))
        dag.remove_dead_node(node)

    def select_test_narrowing(self, node: SDNode) -> bool:
        """``(X86cmp (and x, mask), 0)`` with a mask that fits a narrower immediate becomes a TEST of the low
        part (``testl $8, %eax`` -> ``testb $8, %al``), when no user reads the sign flag the narrowing
        would change (LLVM: the TEST shrinking in ``X86DAGToDAGISel::Select``)."""
        dag = self.dag
        n0, n1 = node.ops[0], node.ops[1]
        if not (n1[0].opcode == ISD.Constant and n1[0].payload[0] == 0):
            return False
        and_node = n0[0]
        cmp_vt = n0[0].vts[n0[1]]
        if and_node.opcode != ISD.AND or not and_node.has_one_use() or cmp_vt == MVT.i8:
            return False
        mask_c = and_node.ops[1][0]
        if mask_c.opcode != ISD.Constant:
            return False
        mask = mask_c.payload[0] & ((1 << _bits(cmp_vt)) - 1)
        if mask < 0x100 and (not mask & 0x80 or self.has_no_sign_flag_uses(node)):
            vt, sub, ropc, mopc = MVT.i8, R.sub_8bit, I.TEST8ri, I.TEST8mi
        elif (
            self._opt_for_size()
            and mask < 0x10000
            and (not mask & 0x8000 or cmp_vt == MVT.i16 or self.has_no_sign_flag_uses(node))
        ):
            vt, sub, ropc, mopc = MVT.i16, R.sub_16bit, I.TEST16ri, I.TEST16mi
        elif (
            mask < (1 << 32)
            and cmp_vt != MVT.i16
            and (not mask & 0x80000000 or self.has_no_sign_flag_uses(node))
        ):
            vt, sub, ropc, mopc = MVT.i32, R.sub_32bit, I.TEST32ri, I.TEST32mi
        else:
            return False
        dl, order = node.debug_loc, node.ir_order
        imm_v = dag.get_target_constant(mask, vt)
        reg = and_node.ops[0]
        amode = self.try_fold_load(node, and_node, reg)
        if amode is not None:
            new = dag.get_machine_node(
                mopc, (MVT.i32, MVT.Other), *amode, imm_v, reg[0].ops[0], dl=dl, order=order
            )
            new.mem_operand = (reg[0].mem_operand,) if reg[0].mem_operand is not None else ()
            dag.replace_all_uses_of_value_with((reg[0], 1), (new, 1))
        else:
            if cmp_vt != vt:
                reg = (
                    dag.get_machine_node(
                        I.EXTRACT_SUBREG, vt, reg, dag.get_target_constant(sub, MVT.i32), dl=dl, order=order
                    ),
                    0,
                )
            new = dag.get_machine_node(ropc, MVT.i32, reg, imm_v, dl=dl, order=order)
        dag.replace_all_uses_of_value_with((node, 0), (new, 0))
        dag.remove_dead_node(node)
        return True

    def has_no_sign_flag_uses(self, flags_node: SDNode) -> bool:
        """``hasNoSignFlagUses``: every reader of these flags (through a CopyToReg of EFLAGS) tests only
        conditions that do not involve the sign flag."""
        for user in flags_node.uses:
            if user.opcode != ISD.CopyToReg or user.ops[1][0].payload != R.EFLAGS:
                return False
            for u2 in user.uses:
                if not any(o[0] is user and o[1] == 1 for o in u2.ops):
                    continue
                if u2.opcode >= 0:
                    return False
                cc = _cond_of(u2)
                if cc is None or cc not in (0, 1, 2, 3, 4, 5, 6, 7, 10, 11):
                    return False
        return True

    def _copy_to_reg(
        self, chain: SDValue, reg: int, value: SDValue, glue: SDValue | None, dl: Any, order: int
    ) -> SDNode:
        dag = self.dag
        r = dag.get_register(reg, value[0].vts[value[1]])
        ops = (chain, r, value) if glue is None else (chain, r, value, glue)
        return dag.get_node(ISD.CopyToReg, (MVT.Other, MVT.Glue), *ops, dl=dl, order=order)[0]

    # ---- addressing modes ---------------------------------------------------------------------------------

    def _code_model(self) -> str:
        tm = self.tm
        cm = getattr(tm, "code_model", None) if tm is not None else None
        return str(cm).lower() if cm else "small"

    def _is64(self) -> bool:
        st = self.subtarget
        return bool(getattr(st, "is_64bit", True)) if st is not None else True

    def fold_offset_into_address(self, offset: int, am: X86ISelAddressMode) -> bool:
        """``foldOffsetIntoAddress``: True when the offset cannot be folded (LLVM's convention)."""
        val = am.disp + offset
        if val != 0 and am.sym is not None and am.sym.opcode == ISD.TargetExternalSymbol:
            return True
        if self._is64():
            if val != 0 and not self._offset_suitable(val, am.has_symbolic_displacement()):
                return True
            if am.base_is_frame_index and not _is_int(val, 31):
                return True
        am.disp = val
        return False

    def _offset_suitable(self, offset: int, symbolic: bool) -> bool:
        """``X86::isOffsetSuitableForCodeModel``."""
        if not _is_int(offset, 32):
            return False
        model = self._code_model()
        if model == "kernel" and offset >= 0:
            return True
        if not symbolic:
            return True
        if model not in ("small", "kernel"):
            return False
        if model == "small" and offset < 16 * 1024 * 1024:
            return True
        return model == "kernel" and offset > 0

    def match_wrapper(self, n: SDValue, am: X86ISelAddressMode) -> bool:
        """``matchWrapper``: fold ``Wrapper``/``WrapperRIP`` of a symbol into the displacement."""
        if am.has_symbolic_displacement():
            return True
        node = n[0]
        rip = node.opcode == _x86isd("WrapperRIP")
        sym = node.ops[0][0]
        model = self._code_model()
        if self._is64() and (model == "large" or (model == "medium" and not rip)):
            return True
        if rip and am.has_base_or_index_reg():
            return True
        backup = am.copy()
        offset = 0
        so = sym.opcode
        if so == ISD.TargetGlobalAddress or so == ISD.TargetGlobalTLSAddress:
            offset = sym.payload[1]
            am.symbol_flags = sym.payload[2]
        elif so == ISD.TargetConstantPool:
            offset = sym.payload[1]
            am.symbol_flags = sym.payload[3]
        elif so in (ISD.TargetExternalSymbol, ISD.TargetJumpTable):
            am.symbol_flags = sym.payload[1]
        elif so == ISD.TargetBlockAddress:
            p = sym.payload
            offset = p[1] if isinstance(p, tuple) and len(p) > 2 else 0
            am.symbol_flags = p[-1] if isinstance(p, tuple) else 0
        else:
            return True
        am.sym = sym
        if self.fold_offset_into_address(offset, am):
            am.restore(backup)
            return True
        if rip:
            am.base_reg = self.dag.get_register(R.RIP, MVT.i64)
        return False

    def match_address(self, n: SDValue, am: X86ISelAddressMode) -> bool:
        """``matchAddress``: True when ``n`` cannot be matched."""
        if self.match_address_recursively(n, am, 0):
            return True
        if am.scale == 2 and not am.base_is_frame_index and am.base_reg is None and am.index_reg is not None:
            am.base_reg = am.index_reg
            am.scale = 1
        if (
            self._code_model() != "large"
            and self._is64()
            and am.scale == 1
            and not am.base_is_frame_index
            and am.base_reg is None
            and am.index_reg is None
            and am.symbol_flags == 0
            and am.has_symbolic_displacement()
        ):
            am.base_reg = self.dag.get_register(R.RIP, MVT.i64)
        return False

    def match_address_base(self, n: SDValue, am: X86ISelAddressMode) -> bool:
        if am.base_is_frame_index or am.base_reg is not None:
            if am.index_reg is None:
                am.index_reg = n
                am.scale = 1
                return False
            return True
        am.base_reg = n
        return False

    def match_address_recursively(self, n: SDValue, am: X86ISelAddressMode, depth: int) -> bool:
        if depth > 5:
            return self.match_address_base(n, am)
        node = n[0]
        opc = node.opcode
        if am.is_rip_relative():
            if am.sym is not None and am.sym.opcode == ISD.TargetJumpTable:
                return True
            if opc == ISD.Constant and not self.fold_offset_into_address(node.const_sext_value, am):
                return False
            return True
        if opc == ISD.Constant:
            if not self.fold_offset_into_address(node.const_sext_value, am):
                return False
        elif opc == _x86isd("Wrapper") or opc == _x86isd("WrapperRIP"):
            if not self.match_wrapper(n, am):
                return False
        elif opc == ISD.FrameIndex:
            if (
                not am.base_is_frame_index
                and am.base_reg is None
                and (not self._is64() or _is_int(am.disp, 31))
            ):
                am.base_is_frame_index = True
                am.base_fi = node.payload
                return False
        elif opc == ISD.SHL:
            if am.index_reg is None and am.scale == 1:
                amt = node.ops[1][0]
                if amt.opcode == ISD.Constant and amt.payload[0] in (1, 2, 3):
                    val = amt.payload[0]
                    am.scale = 1 << val
                    sh = node.ops[0]
                    if self.dag.is_base_with_constant_offset(sh):
                        am.index_reg = sh[0].ops[0]
                        disp = sh[0].ops[1][0].const_sext_value << val
                        if not self.fold_offset_into_address(disp, am):
                            return False
                    am.index_reg = sh
                    return False
        elif opc in (ISD.MUL, _x86isd("MUL_IMM"), ISD.SMUL_LOHI, ISD.UMUL_LOHI):
            if (
                (opc in (ISD.SMUL_LOHI, ISD.UMUL_LOHI) and n[1] != 0) is False
                and not am.base_is_frame_index
                and am.base_reg is None
                and am.index_reg is None
            ):
                cn = node.ops[1][0]
                if cn.opcode == ISD.Constant and cn.payload[0] in (3, 5, 9):
                    am.scale = cn.payload[0] - 1
                    mv = node.ops[0]
                    mvn = mv[0]
                    if mvn.opcode == ISD.ADD and mvn.has_one_use() and mvn.ops[1][0].opcode == ISD.Constant:
                        reg = mvn.ops[0]
                        disp = mvn.ops[1][0].const_sext_value * cn.payload[0]
                        if self.fold_offset_into_address(disp, am):
                            reg = node.ops[0]
                    else:
                        reg = node.ops[0]
                    am.index_reg = am.base_reg = reg
                    return False
        elif opc == ISD.SUB:
            backup = am.copy()
            if self.match_address_recursively(node.ops[0], am, depth + 1):
                am.restore(backup)
            elif am.index_reg is not None or am.is_rip_relative():
                am.restore(backup)
            else:
                cost = 0
                rhs = node.ops[1]
                rn = rhs[0]
                if (
                    not rn.has_one_use()
                    or rn.opcode in (ISD.CopyFromReg, ISD.TRUNCATE, ISD.ANY_EXTEND)
                    or (rn.opcode == ISD.ZERO_EXTEND and rn.ops[0][0].vts[rn.ops[0][1]] == MVT.i32)
                ):
                    cost += 1
                if (
                    not am.base_is_frame_index
                    and am.base_reg is not None
                    and not am.base_reg[0].has_one_use()
                ) or am.base_is_frame_index:
                    cost -= 1
                gained = (
                    (am.has_symbolic_displacement() and not backup.has_symbolic_displacement())
                    + (am.disp != 0 and backup.disp == 0)
                    + (am.segment is not None and backup.segment is None)
                )
                if gained >= 2:
                    cost -= 1
                if cost >= 0:
                    am.restore(backup)
                else:
                    am.index_reg = rhs
                    am.negate_index = True
                    am.scale = 1
                    return False
        elif opc == ISD.ADD:
            if not self.match_add(n, am, depth):
                return False
        elif opc == ISD.OR:
            a, b = node.ops[0], node.ops[1]
            za, _ = self.dag.compute_known_bits(a)
            zb, _ = self.dag.compute_known_bits(b)
            bits = _bits(node.vts[0])
            if (za | zb) & ((1 << bits) - 1) == (1 << bits) - 1 and not self.match_add(n, am, depth):
                return False
        return self.match_address_base(n, am)

    def match_add(self, n: SDValue, am: X86ISelAddressMode, depth: int) -> bool:
        node = n[0]
        backup = am.copy()
        if not self.match_address_recursively(
            node.ops[0], am, depth + 1
        ) and not self.match_address_recursively(node.ops[1], am, depth + 1):
            return False
        am.restore(backup)
        if not self.match_address_recursively(
            node.ops[1], am, depth + 1
        ) and not self.match_address_recursively(node.ops[0], am, depth + 1):
            return False
        am.restore(backup)
        if not am.base_is_frame_index and am.base_reg is None and am.index_reg is None:
            am.base_reg = node.ops[0]
            am.index_reg = node.ops[1]
            am.scale = 1
            return False
        return True

    def get_address_operands(self, am: X86ISelAddressMode, vt: int) -> tuple[SDValue, ...]:
        """``getAddressOperands``: the five machine operands of the address."""
        dag = self.dag
        if am.base_is_frame_index:
            base = dag.get_frame_index(
                am.base_fi, dag.tli.get_pointer_ty() if dag.tli is not None else MVT.i64, is_target=True
            )
        elif am.base_reg is not None:
            base = am.base_reg
        else:
            base = dag.get_register(0, vt)
        scale = dag.get_target_constant(am.scale, MVT.i8)
        index: SDValue
        if am.index_reg is not None:
            index = am.index_reg
            if am.negate_index:
                neg = I.NEG64r if vt == MVT.i64 else I.NEG32r
                index = (dag.get_machine_node(neg, (vt, MVT.i32), index), 0)
        else:
            index = dag.get_register(0, vt)
        sym = am.sym
        if sym is None:
            disp = dag.get_target_constant(am.disp, MVT.i32)
        elif sym.opcode in (ISD.TargetGlobalAddress, ISD.TargetGlobalTLSAddress):
            disp = dag.get_global_address(
                sym.payload[0],
                MVT.i32,
                am.disp,
                True,
                am.symbol_flags,
                is_tls=sym.opcode == ISD.TargetGlobalTLSAddress,
            )
        elif sym.opcode == ISD.TargetConstantPool:
            disp = dag.get_constant_pool(
                sym.payload[0], MVT.i32, sym.payload[2], am.disp, True, am.symbol_flags
            )
        elif sym.opcode == ISD.TargetExternalSymbol:
            disp = dag.get_external_symbol(sym.payload[0], MVT.i32, True, am.symbol_flags)
        elif sym.opcode == ISD.TargetJumpTable:
            disp = dag.get_jump_table(sym.payload[0], MVT.i32, True, am.symbol_flags)
        else:
            disp = (sym, 0)
        segment = am.segment if am.segment is not None else dag.get_register(0, MVT.i16)
        return (base, scale, index, disp, segment)

    def select_inline_asm_memory_operand(
        self, root: SDNode, op: SDValue, constraint_id: int
    ) -> list[Any] | None:
        """``SelectInlineAsmMemoryOperand``: ``m``, ``o``, ``v``, ``X`` as a full x86 address (base, scale,
        index, displacement, segment)."""
        if constraint_id not in (3, 4, 5, 18):  # Constraint_m, _o, _v, _X
            return None
        sel = self.select_addr(root, None, op)
        return list(sel) if sel is not None else None

    def select_addr(self, root: SDNode, parent: SDNode | None, n: SDValue) -> tuple[SDValue, ...] | None:
        """``selectAddr``: the address operand of a memory instruction."""
        am = X86ISelAddressMode()
        if (
            parent is not None
            and parent.payload is not None
            and isinstance(parent.payload, tuple)
            and len(parent.payload) == 5
        ):
            seg = _SEGMENT_OF_ADDRSPACE.get(parent.payload[4])
            if seg is not None:
                am.segment = self.dag.get_register(seg, MVT.i16)
        vt = n[0].vts[n[1]]
        if self.match_address(n, am):
            return None
        return self.get_address_operands(am, vt)

    def select_lea_addr(self, root: SDNode, parent: SDNode | None, n: SDValue) -> tuple[SDValue, ...] | None:
        """``selectLEAAddr``: an LEA, when it is worth more than plain arithmetic (complexity > 2)."""
        am = X86ISelAddressMode()
        vt = n[0].vts[n[1]]
        am.segment = self.dag.get_register(0, MVT.i32)  # LEA has no segment: keep matchAddress from using one
        if self.match_address(n, am):
            return None
        am.segment = None
        complexity = 0
        if not am.base_is_frame_index and am.base_reg is not None:
            complexity = 1
        elif am.base_is_frame_index:
            complexity = 4
        if am.index_reg is not None:
            complexity += 1
        if am.scale > 1:
            complexity += 1
        if am.has_symbolic_displacement():
            complexity = 4 if self._is64() else complexity + 2
        node = n[0]
        if node.opcode == ISD.ADD:

            def math_with_flags(v: SDValue) -> bool:
                o = v[0].opcode
                if o in (_x86isd("ADD"), _x86isd("SUB"), _x86isd("ADC"), _x86isd("SBB")) and o >= 0:
                    return v[0].has_any_use_of_value(1)
                return False

            if math_with_flags(node.ops[0]) and math_with_flags(node.ops[1]):
                complexity += 1
        if am.disp:
            complexity += 1
        if complexity <= 2:
            return None
        return self.get_address_operands(am, vt)

    def select_lea64_32_addr(
        self, root: SDNode, parent: SDNode | None, n: SDValue
    ) -> tuple[SDValue, ...] | None:
        """``selectLEA64_32Addr``: a 32-bit LEA computed with 64-bit registers (the 32-bit values are
        placed in the low half of an undefined 64-bit register)."""
        ops = self.select_lea_addr(root, parent, n)
        if ops is None:
            return None
        dag = self.dag
        base, scale, index, disp, segment = ops

        def widen(v: SDValue) -> SDValue:
            node = v[0]
            if node.opcode == ISD.Register and node.payload == 0:
                return dag.get_register(0, MVT.i64)
            if node.vts[v[1]] == MVT.i32 and node.opcode != ISD.TargetFrameIndex:
                imp = (dag.get_machine_node(I.IMPLICIT_DEF, MVT.i64), 0)
                return (
                    dag.get_machine_node(
                        I.INSERT_SUBREG, MVT.i64, imp, v, dag.get_target_constant(R.sub_32bit, MVT.i32)
                    ),
                    0,
                )
            return v

        base = widen(base)
        index = widen(index)
        return (base, scale, index, disp, segment)

    # ---- operand transforms ----------------------------------------------------------------------------------

    def xform_GetLo32XForm(self, v: SDValue) -> SDValue:  # noqa: N802 - LLVM's name
        return self.dag.get_target_constant(v[0].payload[0] & 0xFFFFFFFF, MVT.i32)

    def xform_GetLo8XForm(self, v: SDValue) -> SDValue:  # noqa: N802 - LLVM's name
        return self.dag.get_target_constant(v[0].payload[0] & 0xFF, MVT.i8)


#: Operand index of the condition code in the selected flag readers (X86::getCondFromNode).
_COND_OPERAND = {
    I.JCC_1: 1,
    I.JCC_4: 1,
    I.SETCCr: 0,
    I.SETCCm: 5,
    I.CMOV16rr: 2,
    I.CMOV32rr: 2,
    I.CMOV64rr: 2,
    I.CMOV16rm: 6,
    I.CMOV32rm: 6,
    I.CMOV64rm: 6,
}


def _cond_of(node: SDNode) -> int | None:
    idx = _COND_OPERAND.get(~node.opcode)
    if idx is None or idx >= len(node.ops):
        return None
    c = node.ops[idx][0]
    return c.payload[0] if c.opcode == ISD.TargetConstant else None


def _bits(vt: int) -> int:
    from pyllc.codegen.value_types import scalar_size_in_bits

    return scalar_size_in_bits(vt)


def _target_node_name(opc: int) -> str:
    try:
        from pyllc.targets.x86.x86isd import get_target_node_name

        return get_target_node_name(opc)
    except Exception:  # noqa: BLE001 - naming only
        return f"target node {opc}"
