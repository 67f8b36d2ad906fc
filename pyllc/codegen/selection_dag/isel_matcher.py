"""The table-driven pattern matcher of instruction selection (LLVM: SelectionDAGISel::SelectCodeCommon in
lib/CodeGen/SelectionDAG/SelectionDAGISel.cpp, and the matcher opcodes of include/llvm/CodeGen/SelectionDAGISel.h).

What it is.  A target's patterns are compiled by ``tblgen/dag_isel_emitter.py`` into ``gen/dag_isel.py``: for
every root opcode a tuple of candidate patterns in priority order (LLVM's complexity ordering), each a
*matcher program* and an *emitter program*.  :class:`DAGMatcherSelector` runs them: ``select_code(node)`` tries
the candidates of ``node.opcode`` in order and applies the first that matches.  Targets subclass it
(``<T>DAGToDAGISel``) and provide the hooks LLVM's generated code calls: pattern predicates (subtarget
features), node predicates, complex patterns (addressing modes), node transforms and the folding checks.

The matcher program (a tuple of small tuples) walks the candidate DAG from the root with a node stack:

=============  ========================================================================================
``CHILD i``     move to operand ``i`` of the current node (push the current one)
``PARENT``      move back
``OPCODE op``   the current node has opcode ``op``
``TYPE vt``     the current value has type ``vt``
``VALUETYPE``   the current node is a VALUETYPE node naming ``vt`` (``sext_inreg``'s operand)
``RECORD``      remember the current value (the recorded values are numbered in order)
``SAME i``      the current value is recorded value ``i``
``PRED name``   a node predicate holds (``loadi32``, ``immSExt8``...)
``INTEGER v``   the current node is a constant equal to ``v`` (in its type's width)
``COMPLEX f n`` call the target's complex-pattern function ``f``; it records ``n`` values
``SAME_COMPLEX`` the current value is the input of the complex pattern recorded at index ``i`` (a repeated
                named address, as in read-modify-write patterns)
``ROOT_CHAIN``  the root is a chained node: its input chain feeds the selected instruction
``FOLD_CHAIN c`` the current node is a chained node (a load) folded into the pattern; its chain is merged.
                With ``c`` it must be profitable and legal to fold (single use, no cycle through another path);
                without, it is the only operand of a root with no chain, as in LLVM's matcher generator,
                which then emits no check (so ``sint_to_fp (load)`` folds even at -O0)
=============  ========================================================================================

The emitter program appends values to the recorded list: ``E_TARGET i`` (the recorded constant as a target
constant), ``E_INTEGER v vt``, ``E_REGISTER r vt``, ``E_XFORM name i``, ``E_COPY_TO_REG i reg`` (a glued
CopyToReg of a value into a physical register, for patterns reading a flags or shift-count register), ``E_NODE opcode
vts operands flags variadic`` (a MachineSDNode; the root's is made by morphing the matched node, LLVM's
``MorphNodeTo``) and ``E_COMPLETE values`` (the values that replace the root's results).  Chains: the input
chains of all matched chained nodes (except those produced inside the pattern) are merged (one chain, or a
TokenFactor) and given to the instruction; the chain results of the root and of every folded load are
replaced by the chain of the instruction that carries it.  Memory operands of the matched memory nodes are
attached as a tuple in ``node.mem_operand`` of the selected nodes that touch memory.
"""

from __future__ import annotations

from typing import Any, Callable, Final

from pyllc.codegen import target_opcodes as TargetOpcode
from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import MVT
from pyllc.codegen.value_types import size_in_bits as _size_in_bits
from pyllc.support.bits import sext
from pyllc.support.diagnostics import UnsupportedError

# Matcher opcodes (same numbers as tblgen/dag_isel_emitter.py).
CHILD: Final = 0
PARENT: Final = 1
OPCODE: Final = 2
TYPE: Final = 3
RECORD: Final = 4
PRED: Final = 5
INTEGER: Final = 6
SAME: Final = 7
COMPLEX: Final = 8
ROOT_CHAIN: Final = 9
FOLD_CHAIN: Final = 10
VALUETYPE: Final = 11
SAME_COMPLEX: Final = 12
# Emitter opcodes.
E_TARGET: Final = 0
E_INTEGER: Final = 1
E_REGISTER: Final = 2
E_XFORM: Final = 3
E_COPY_TO_REG: Final = 4
E_NODE: Final = 5
E_COMPLETE: Final = 6
# E_NODE flags.
NF_CHAIN: Final = 1
NF_IN_GLUE: Final = 2
NF_OUT_GLUE: Final = 4
NF_MEMREFS: Final = 8
NF_ROOT: Final = 16

_ROOT: Final = "ROOT"
_NO_FP_EXCEPT: Final = (
    1 << 10
)  # SDNodeFlags.NoFPExcept  # placeholder node of the morphed root's results in the value list

Pattern = tuple[tuple[str, ...], int, tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...], str]


def resolve_tables(
    patterns: dict[str, tuple[Pattern, ...]], resolve: Callable[[str], int | None]
) -> dict[int, tuple[Pattern, ...]]:
    """Turn the generated ``PATTERNS`` (keyed by opcode names) into a table keyed by opcode numbers.

    ``resolve`` maps ``"ISD::ADD"``/``"<T>ISD::CMP"`` to a number or None; patterns that mention an unknown
    opcode (a target node the lowering does not define) are dropped."""
    out: dict[int, list[Pattern]] = {}
    for name, pats in patterns.items():
        root = resolve(name)
        if root is None:
            continue
        lst = out.setdefault(root, [])
        for preds, cplx, match, emit, loc in pats:
            new_match: list[tuple[Any, ...]] = []
            ok = True
            for op in match:
                if op[0] == OPCODE:
                    num = resolve(op[1])
                    if num is None:
                        ok = False
                        break
                    new_match.append((OPCODE, num))
                else:
                    new_match.append(op)
            if ok:
                lst.append((preds, cplx, tuple(new_match), emit, loc))
    return {k: tuple(v) for k, v in out.items()}


def isd_resolver(target_nodes: Any) -> Callable[[str], int | None]:
    """A resolver for ``ISD::X`` names and, through ``target_nodes`` (a class or module with the target's
    node numbers as attributes, e.g. ``<T>ISD``), ``<T>ISD::Y`` names."""

    def resolve(name: str) -> int | None:
        ns, _, attr = name.partition("::")
        if ns == "ISD":
            val = getattr(ISD, attr, None)
        else:
            val = getattr(target_nodes, attr, None) if target_nodes is not None else None
        return val if isinstance(val, int) else None

    return resolve


def _mem_vt_is(node: SDNode, vt: int) -> bool:
    return node.payload[2] == vt


_INT_MEM = {
    "i1": MVT.i1,
    "i8": MVT.i8,
    "i16": MVT.i16,
    "i32": MVT.i32,
    "i64": MVT.i64,
    "f32": MVT.f32,
    "f64": MVT.f64,
}


def _make_node_predicates() -> dict[str, Callable[[SDNode], bool]]:
    preds: dict[str, Callable[[SDNode], bool]] = {}

    def unindexed(n: SDNode) -> bool:
        return n.payload is not None and n.payload[1] == ISD.UNINDEXED

    def plain_load(n: SDNode) -> bool:
        return n.opcode == ISD.LOAD and unindexed(n) and n.payload[0] == ISD.NON_EXTLOAD

    preds["load"] = plain_load
    for suffix, mvt in _INT_MEM.items():
        preds["load" + suffix] = (lambda m: lambda n: plain_load(n) and _mem_vt_is(n, m))(mvt)
        for kind, ext in (("extload", ISD.EXTLOAD), ("sextload", ISD.SEXTLOAD), ("zextload", ISD.ZEXTLOAD)):
            preds[kind + suffix] = (
                lambda m, e: (
                    lambda n: n.opcode == ISD.LOAD and unindexed(n) and n.payload[0] == e and _mem_vt_is(n, m)
                )
            )(mvt, ext)
        preds["memvt" + suffix] = (lambda m: lambda n: _mem_vt_is(n, m))(mvt)
        preds["truncstore" + suffix] = (
            lambda m: (
                lambda n: n.opcode == ISD.STORE and unindexed(n) and n.payload[0] == 1 and _mem_vt_is(n, m)
            )
        )(mvt)
    preds["store"] = lambda n: n.opcode == ISD.STORE and unindexed(n) and n.payload[0] == 0

    def align_of(n: SDNode) -> int:
        mmo = n.mem_operand
        if mmo is None:
            return 1
        al = getattr(mmo, "align", None)
        return al() if callable(al) else int(al or 1)

    preds["alignedload"] = lambda n: plain_load(n) and align_of(n) >= 16
    preds["memop"] = lambda n: plain_load(n) and align_of(n) >= 16
    preds["alignedstore"] = lambda n: preds["store"](n) and align_of(n) >= 16

    def sext_value(n: SDNode) -> int:
        return n.const_sext_value

    preds["immSExt8"] = lambda n: -128 <= sext_value(n) <= 127
    preds["immSExt32"] = lambda n: -(1 << 31) <= sext_value(n) < (1 << 31)
    preds["immZExt32"] = lambda n: 0 <= n.payload[0] < (1 << 32)
    preds["immZExt32SExt8"] = lambda n: n.payload[0] < (1 << 32) and -128 <= sext(n.payload[0], 32) <= 127
    preds["fpimm0"] = lambda n: n.payload == 0
    preds["fpimmneg0"] = lambda n: n.payload == 1 << (32 if n.vts[0] == MVT.f32 else 64) - 1
    preds["one_use"] = lambda n: n.has_one_use()
    preds["allzeros"] = lambda n: all(
        (
            o[0].opcode in (ISD.Constant, ISD.ConstantFP)
            and not (o[0].payload[0] if o[0].opcode == ISD.Constant else o[0].payload)
        )
        for o in n.ops
    )
    preds["allones"] = lambda n: (
        bool(n.ops)
        and all(
            o[0].opcode == ISD.Constant and o[0].payload[0] == (1 << _size_in_bits(o[0].vts[0])) - 1
            for o in n.ops
        )
    )
    _def32_excluded = frozenset(
        (ISD.TRUNCATE, ISD.CopyFromReg, ISD.AssertSext, ISD.AssertZext, ISD.AssertAlign, ISD.FREEZE)
    )
    preds["def32"] = lambda n: (
        n.opcode not in _def32_excluded and not (n.opcode < 0 and ~n.opcode == 8)
    )  # TargetOpcode::EXTRACT_SUBREG
    return preds


NODE_PREDICATES: Final = _make_node_predicates()


#: Nodes that need no selection (LLVM: the first switch of ``SelectionDAGISel::SelectCodeCommon``).
SELECTED_AS_IS: Final = frozenset(
    (
        ISD.EntryToken,
        ISD.BasicBlock,
        ISD.Register,
        ISD.RegisterMask,
        ISD.TargetConstant,
        ISD.TargetConstantFP,
        ISD.TargetConstantPool,
        ISD.TargetFrameIndex,
        ISD.TargetExternalSymbol,
        ISD.TargetBlockAddress,
        ISD.TargetJumpTable,
        ISD.TargetGlobalTLSAddress,
        ISD.TargetGlobalAddress,
        ISD.TokenFactor,
        ISD.CopyFromReg,
        ISD.CopyToReg,
        ISD.EH_LABEL,
        ISD.ANNOTATION_LABEL,
        ISD.LIFETIME_START,
        ISD.LIFETIME_END,
        ISD.PSEUDO_PROBE,
        ISD.VALUETYPE,
        ISD.CONDCODE,
        ISD.SRCVALUE,
        ISD.MDNODE_SDNODE,
        ISD.HANDLENODE,
        ISD.MCSymbol,
    )
)


class DAGMatcherSelector:
    """Runs the generated matcher tables on a SelectionDAG (LLVM: the ``SelectCodeCommon`` half of
    ``SelectionDAGISel``).  Subclasses set ``table`` (from :func:`resolve_tables`) and implement the hooks."""

    dag: Any
    table: dict[int, tuple[Pattern, ...]]
    opt_level: int

    # ---- driver (LLVM: ``SelectionDAGISel::DoInstructionSelection``) -------------------------------------------

    def do_instruction_selection(self, dag: Any) -> None:
        """Select every node of ``dag`` in place, from the root towards the leaves; nodes a target's
        ``select`` creates are queued through :meth:`insert_dag_node` and selected next."""
        self.dag = dag
        self.opt_level = dag.opt_level
        self._pending: list[SDNode] = []
        self.preprocess_isel_dag()
        dag.assign_topological_order()
        order = list(dag.all_nodes)
        all_nodes = dag.all_nodes
        pos = len(order)
        pending = self._pending
        while pos > 0 or pending:
            if pending:
                node = pending.pop()
            else:
                pos -= 1
                node = order[pos]
            if node not in all_nodes:
                continue
            if not node.uses and node is not dag.root[0]:
                continue
            self.select(node)
        self.postprocess_isel_dag()

    def insert_dag_node(self, node: SDNode) -> None:
        """``insertDAGNode``: a node made during selection, selected before the current one's operands."""
        if not node.is_machine_opcode():
            self._pending.append(node)

    def preprocess_isel_dag(self) -> None:
        """``PreprocessISelDAG`` (target hook; nothing by default)."""

    def postprocess_isel_dag(self) -> None:
        """``PostprocessISelDAG``: drop the nodes selection left unused."""
        self.dag.remove_dead_nodes()

    def select(self, node: SDNode) -> None:
        """``Select``: the target's selection of one node (custom cases, then :meth:`select_code`)."""
        raise NotImplementedError

    # ---- hooks ----------------------------------------------------------------------------------------------

    def check_pattern_predicate(self, name: str) -> bool:
        """``CheckPatternPredicate``: a subtarget/function condition such as ``HasSSE2``."""
        raise NotImplementedError

    def check_node_predicate(self, value: SDValue, name: str) -> bool:
        """``CheckNodePredicate``: the fragment predicate ``name`` on the current node."""
        fn = NODE_PREDICATES.get(name)
        if fn is None:
            raise KeyError(f"unknown node predicate {name}")
        return fn(value[0])

    def run_complex(
        self, fn: str, root: SDNode, parent: SDNode | None, value: SDValue
    ) -> tuple[SDValue, ...] | None:
        """``CheckComplexPattern``: call the selector method ``fn``; it returns the operands or None."""
        return getattr(self, fn)(root, parent, value)

    def run_xform(self, name: str, value: SDValue) -> SDValue:
        """``RunSDNodeXForm``: the operand transform ``name``."""
        return getattr(self, "xform_" + name)(value)

    def is_profitable_to_fold(self, n: SDValue, u: SDNode, root: SDNode) -> bool:
        """``IsProfitableToFold``: whether folding the chained node ``n`` into ``u`` pays off."""
        return self.opt_level != 0

    def is_legal_to_fold(self, n: SDValue, u: SDNode, root: SDNode) -> bool:
        """``IsLegalToFold``: folding ``n`` (used by ``u``) into the instruction for ``root`` must not make
        a cycle: no other path may lead from ``root`` down to ``n`` (LLVM's ``findNonImmUse``)."""
        if self.opt_level == 0:
            return False
        return not find_non_imm_use(root, n[0], u)

    #: Per machine opcode: may the instruction raise an FP exception (MCID::MayRaiseFPException)?  Set by
    #: the target; None disables the NoFPExcept marking.
    may_raise_fp_exception: Any = None

    def _set_no_fp_except(self, node: SDNode, opc: int) -> None:
        """LLVM's SelectCodeCommon marks a new node ``nofpexcept`` when it may raise FP exceptions but none
        of the matched nodes could (no strict-FP nodes are matched here)."""
        table = self.may_raise_fp_exception
        if table is not None and table[opc]:
            node.flags |= _NO_FP_EXCEPT

    # ---- the matcher ----------------------------------------------------------------------------------------

    def select_common(self, node: SDNode) -> bool:
        """The target-independent nodes of ``SelectCodeCommon``'s first switch: leaves stay as they are
        (:data:`SELECTED_AS_IS`), ``Assert*`` nodes are replaced by their operand, ``UNDEF`` becomes
        ``IMPLICIT_DEF`` and ``FREEZE`` a ``COPY``.  True when ``node`` was one of them."""
        opc = node.opcode
        if opc in SELECTED_AS_IS:
            node.node_id = -1
            return True
        dag = self.dag
        if opc in (ISD.AssertSext, ISD.AssertZext, ISD.AssertAlign):
            dag.replace_all_uses_of_value_with((node, 0), node.ops[0])
            dag.remove_dead_node(node)
            return True
        if opc == ISD.UNDEF:
            dag.select_node_to(node, TargetOpcode.IMPLICIT_DEF, node.vts[0])
            return True
        if opc == ISD.FREEZE:
            dag.select_node_to(node, TargetOpcode.COPY, node.vts[0], node.ops[0])
            return True
        if opc == ISD.INLINEASM or opc == ISD.INLINEASM_BR:
            self.select_inline_asm(node)
            return True
        return False

    def select_inline_asm(self, node: SDNode) -> None:
        """``Select_INLINEASM`` / ``SelectInlineAsmMemoryOperands``: each memory operand group's address
        becomes the target's addressing-mode operands (the group's count follows)."""
        ops = list(node.ops)
        end = len(ops) - 1 if ops and ops[-1][0].vts[ops[-1][1]] == MVT.Glue else len(ops)
        new = ops[:4]
        i = 4
        changed = False
        while i < end:
            flags = ops[i][0].const_value
            n = (flags & 0xFFFF) >> 3
            if flags & 7 != 6:
                new.extend(ops[i : i + n + 1])
                i += n + 1
                continue
            cid = flags >> 16 & 0x7FFF
            sel = self.select_inline_asm_memory_operand(node, ops[i + 1], cid)
            if sel is None:
                raise UnsupportedError(None, "Could not match memory address.  Inline asm failure!")
            new.append(self.dag.get_target_constant(6 | len(sel) << 3 | cid << 16, MVT.i32))
            new.extend(sel)
            changed = True
            i += 2
        new.extend(ops[end:])
        if changed:
            self.dag.update_node_operands(node, new)
        node.node_id = -1

    def select_inline_asm_memory_operand(
        self, root: SDNode, op: SDValue, constraint_id: int
    ) -> list[Any] | None:
        """``SelectInlineAsmMemoryOperand`` (target hook): the operands of one memory constraint."""
        return None

    def select_code(self, node: SDNode) -> bool:
        """``SelectCode``: try the patterns for ``node``'s opcode; apply the first that matches."""
        cands = self.table.get(node.opcode)
        if not cands:
            return False
        pred_cache: dict[str, bool] = {}
        for preds, _cplx, match, emit, _loc in cands:
            ok = True
            for p in preds:
                r = pred_cache.get(p)
                if r is None:
                    r = pred_cache[p] = self.check_pattern_predicate(p)
                if not r:
                    ok = False
                    break
            if not ok:
                continue
            state = self._match(node, match)
            if state is None:
                continue
            if len(state[1]) > 1 and _merging_chains_makes_cycle(state[1]):
                continue
            self._emit(node, emit, state[0], state[1])
            return True
        return False

    def _match(
        self, root: SDNode, match: tuple[tuple[Any, ...], ...]
    ) -> tuple[list[SDValue], list[SDNode]] | None:
        cur: SDValue = (root, 0)
        stack: list[SDValue] = []
        recorded: list[SDValue] = []
        chained: list[SDNode] = []
        raw: dict[int, SDValue] = {}
        for op in match:
            code = op[0]
            if code == CHILD:
                ops = cur[0].ops
                if op[1] >= len(ops):
                    return None
                stack.append(cur)
                cur = ops[op[1]]
            elif code == PARENT:
                cur = stack.pop()
            elif code == OPCODE:
                if cur[0].opcode != op[1]:
                    return None
            elif code == TYPE:
                if cur[0].vts[cur[1]] != op[1]:
                    return None
            elif code == RECORD:
                recorded.append(cur)
            elif code == PRED:
                if not self.check_node_predicate(cur, op[1]):
                    return None
            elif code == INTEGER:
                n = cur[0]
                if n.opcode != ISD.Constant and n.opcode != ISD.TargetConstant:
                    return None
                if n.const_sext_value != op[1] and n.payload[0] != op[1]:
                    return None
            elif code == SAME:
                if cur != recorded[op[1]]:
                    return None
            elif code == COMPLEX:
                parent = stack[-1][0] if stack else None
                res = self.run_complex(op[1], root, parent, cur)
                if res is None:
                    return None
                raw[len(recorded)] = cur
                recorded.extend(res)
            elif code == SAME_COMPLEX:
                if raw.get(op[1]) != cur:
                    return None
            elif code == ROOT_CHAIN:
                chained.append(root)
            elif code == FOLD_CHAIN and not op[1]:
                chained.append(cur[0])  # the only operand of the root: folding cannot make a cycle
            elif code == FOLD_CHAIN:
                parent = stack[-1][0]
                # Every node between the root and this one must have a single (non-chain) use.
                for v in stack[1:]:
                    if _num_non_chain_uses(v[0]) > 1:
                        return None
                if not self.is_profitable_to_fold(cur, parent, root) or not self.is_legal_to_fold(
                    cur, parent, root
                ):
                    return None
                chained.append(cur[0])
            elif code == VALUETYPE:
                n = cur[0]
                if n.opcode != ISD.VALUETYPE or n.payload != op[1]:
                    return None
            else:  # pragma: no cover - tables and matcher out of step
                raise AssertionError(f"bad matcher op {op}")
        return recorded, chained

    def _input_chain(self, chained: list[SDNode]) -> SDValue:
        """``HandleMergeInputChains``: the chains entering the matched chained nodes, merged."""
        dag = self.dag
        inside = set(chained)
        chains: list[SDValue] = []
        for n in chained:
            ch = n.ops[0]
            if ch[0] in inside:
                continue
            if ch[0].opcode == ISD.TokenFactor and any(o[0] in inside for o in ch[0].ops):
                for o in ch[0].ops:
                    if o[0] not in inside and o not in chains:
                        chains.append(o)
                continue
            if ch not in chains:
                chains.append(ch)
        if not chains:
            return dag.get_entry_node()
        if len(chains) == 1:
            return chains[0]
        return dag.get_node(ISD.TokenFactor, MVT.Other, *chains)

    def _emit(
        self, root: SDNode, emit: tuple[tuple[Any, ...], ...], recorded: list[SDValue], chained: list[SDNode]
    ) -> None:
        dag = self.dag
        vals: list[Any] = list(recorded)
        dl, order = root.debug_loc, root.ir_order
        chain: SDValue | None = None
        glue: SDValue | None = None
        if root.ops and root.ops[-1][0].vts[root.ops[-1][1]] == MVT.Glue:
            glue = root.ops[-1]
        last_chain: Any = None
        memrefs: tuple[Any, ...] | None = None
        pending: tuple[int, tuple[int, ...], list[SDValue], int] | None = None
        for op in emit:
            code = op[0]
            if code == E_TARGET:
                vals.append(_to_target(dag, vals[op[1]]))
            elif code == E_INTEGER:
                vals.append(dag.get_target_constant(op[1], op[2]))
            elif code == E_REGISTER:
                vals.append(dag.get_register(op[1], op[2]))
            elif code == E_XFORM:
                vals.append(self.run_xform(op[1], vals[op[2]]))
            elif code == E_COPY_TO_REG:
                if chain is None:
                    chain = self._input_chain(chained) if chained else dag.get_entry_node()
                v = vals[op[1]]
                reg = dag.get_register(op[2], v[0].vts[v[1]])
                ops = (chain, reg, v) if glue is None else (chain, reg, v, glue)
                ctr = dag.get_node(ISD.CopyToReg, (MVT.Other, MVT.Glue), *ops, dl=dl, order=order)
                chain, glue = (ctr[0], 0), (ctr[0], 1)
            elif code == E_NODE:
                _, opc, vts, args, flags, variadic = op
                ops_list = [vals[i] for i in args]
                if variadic >= 0:
                    for v in root.ops[variadic:]:
                        if v[0].vts[v[1]] == MVT.Glue:
                            break
                        ops_list.append(v)
                all_vts = list(vts)
                if flags & NF_CHAIN:
                    if chain is None:
                        chain = self._input_chain(chained) if chained else dag.get_entry_node()
                    ops_list.append(chain)
                    all_vts.append(MVT.Other)
                if flags & NF_IN_GLUE and glue is not None:
                    ops_list.append(glue)
                if flags & NF_OUT_GLUE:
                    all_vts.append(MVT.Glue)
                if flags & NF_MEMREFS and memrefs is None:
                    memrefs = tuple(n.mem_operand for n in chained if n.mem_operand is not None)
                if flags & NF_ROOT:
                    pending = (opc, tuple(all_vts), ops_list, flags)
                    vals.extend((_ROOT, i) for i in range(len(vts)))
                else:
                    node = dag.get_machine_node(opc, tuple(all_vts), *ops_list, dl=dl, order=order)
                    self._set_no_fp_except(node, opc)
                    if flags & NF_MEMREFS:
                        node.mem_operand = memrefs
                    if flags & NF_CHAIN:
                        last_chain = (node, len(vts))
                        chain = last_chain
                    vals.extend((node, i) for i in range(len(vts)))
            elif code == E_COMPLETE:
                self._complete(root, [vals[i] for i in op[1]], pending, last_chain, chained, memrefs)
            else:  # pragma: no cover
                raise AssertionError(f"bad emitter op {op}")

    def _complete(
        self,
        root: SDNode,
        results: list[Any],
        pending: Any,
        last_chain: Any,
        chained: list[SDNode],
        memrefs: Any,
    ) -> None:
        dag = self.dag
        chain_target: Any = last_chain
        glue_target: Any = None
        if pending is not None:
            opc, vts, ops, flags = pending
            if flags & NF_CHAIN:
                chain_target = (_ROOT, vts.index(MVT.Other))
            if flags & NF_OUT_GLUE:
                glue_target = (_ROOT, len(vts) - 1)
        # Where each result of the matched root goes.
        targets: list[Any] = []
        nvals = 0
        for vt in root.vts:
            if vt == MVT.Other:
                targets.append(chain_target)
            elif vt == MVT.Glue:
                targets.append(glue_target)
            else:
                targets.append(results[nvals] if nvals < len(results) else None)
                nvals += 1
        mapping: dict[SDValue, SDValue] = {}
        for i, t in enumerate(targets):
            if t is None:
                continue
            tv: SDValue = (root, t[1]) if t[0] is _ROOT else t
            if tv != (root, i):
                mapping[(root, i)] = tv
        if mapping:
            if len(root.vts) == 1:
                dag.copy_extra_info(root, next(iter(mapping.values()))[0])
            dag._replace_uses(mapping, (root,))  # noqa: SLF001 - simultaneous remap (LLVM's ReplaceUses)
        new: SDNode | None = None
        if pending is not None:
            opc, vts, ops, flags = pending
            new = dag.select_node_to(root, opc, vts, *ops)
            new.mem_operand = memrefs if flags & NF_MEMREFS else None
            self._set_no_fp_except(new, opc)
        else:
            dag.remove_dead_node(root)
        # Folded chained nodes: their chains now come out of the selected instruction.
        ct: SDValue | None = None
        if chain_target is not None:
            ct = (new, chain_target[1]) if chain_target[0] is _ROOT and new is not None else chain_target
        for n in chained:
            if n is root or n not in dag.all_nodes:
                continue
            ci = n.vts.index(MVT.Other)
            if ct is not None:
                dag.replace_all_uses_of_value_with((n, ci), ct)
            dag.remove_dead_node(n)


def _to_target(dag: Any, v: SDValue) -> SDValue:
    n = v[0]
    if n.opcode == ISD.Constant:
        return dag.get_target_constant(n.payload[0], n.vts[0])
    if n.opcode == ISD.ConstantFP:
        return dag.get_constant_fp(n.payload, n.vts[0], is_target=True)
    return v


def _num_non_chain_uses(n: SDNode) -> int:
    count = 0
    for user in n.uses:
        for op in user.ops:
            if op[0] is n and n.vts[op[1]] != MVT.Other:
                count += 1
    return count


def _merging_chains_makes_cycle(chained: list[SDNode]) -> bool:
    """The check of LLVM's ``HandleMergeInputChains``: the chains entering the matched chained nodes
    (looking through token factors) must not depend on any of those nodes, or the merged instruction
    would be its own predecessor (a load folded into an operation whose other operand is loaded after
    a store that the first load's chain feeds, say)."""
    matched = {id(n) for n in chained}
    visited = set(matched)
    inputs: list[SDNode] = []
    stack = [n.ops[0] for n in chained if n.ops]
    while stack:
        v = stack.pop()
        m = v[0]
        if m.vts[v[1]] != MVT.Other or m.opcode == ISD.EntryToken or id(m) in visited:
            continue
        visited.add(id(m))
        if m.opcode == ISD.TokenFactor:
            stack.extend(m.ops)
        else:
            inputs.append(m)
    limit = min((n.node_id for n in chained), default=-1)
    seen: set[int] = set()
    work = inputs
    while work:
        m = work.pop()
        if id(m) in matched:
            return True
        if id(m) in seen or (limit >= 0 and 0 <= m.node_id < limit):
            continue
        seen.add(id(m))
        work.extend(op[0] for op in m.ops)
    return False


def find_non_imm_use(root: SDNode, defn: SDNode, imm_use: SDNode) -> bool:
    """``findNonImmUse`` (with chains ignored, as the matcher validates its own chains): is ``defn``
    reachable from ``root`` other than through the edge ``imm_use -> defn``?  The chain operands of
    ``root`` and ``imm_use`` themselves are not followed, every edge below them is (a path through a
    store's chain makes a cycle as surely as one through a value).  Nodes earlier in topological order
    than ``defn`` cannot reach it and are not searched."""
    limit = defn.node_id
    seen: set[int] = {id(imm_use)}
    work: list[SDNode] = []
    for n in (imm_use,) if root is imm_use else (imm_use, root):
        for op in n.ops:
            m = op[0]
            if m is defn or m.vts[op[1]] == MVT.Other or id(m) in seen:
                continue
            seen.add(id(m))
            work.append(m)
    while work:
        n = work.pop()
        if n.node_id >= 0 and limit >= 0 and n.node_id < limit:
            continue
        for op in n.ops:
            m = op[0]
            if m is defn:
                return True
            if id(m) not in seen:
                seen.add(id(m))
                work.append(m)
    return False
