"""The DAG instruction-selector generator (LLVM: utils/TableGen/DAGISelEmitter.cpp, DAGISelMatcherGen.cpp,
CodeGenDAGPatterns.cpp).

What it is: the backend that turns a target's selection patterns (``Pat`` records, written with the
``SDNodeDef``/``PatFrag``/``ComplexPattern`` vocabulary of ``tblgen/target_selection_dag.py`` and the target's
``td/patterns.py``) into ``targets/<t>/gen/dag_isel.py``: for each root opcode, a tuple of candidate patterns
in LLVM's priority order, each a small *matcher program* and *emitter program* that
``codegen/selection_dag/isel_matcher.py`` interprets.

Algorithm.

1. **Fragment expansion.**  A ``PatFrag`` use is replaced by its fragment with the arguments substituted; the
   fragment's predicate is attached to the fragment's root node (LLVM's ``InlinePatternFragments``).
2. **Variants.**  For every commutative operator (``SDNPCommutative``) the operands are also tried swapped
   (``GenerateVariants``); a variant isomorphic to the original is dropped.  Variants rank after the
   patterns written in the description at equal complexity, as LLVM appends them.
3. **Matcher.**  A pre-order walk emits ``CHILD i`` / ``PARENT`` moves, ``OPCODE``, ``TYPE``, ``PRED``,
   ``INTEGER`` checks, ``RECORD`` for named leaves (``SAME`` when a name repeats), ``COMPLEX`` for complex
   patterns (several recorded values), ``ROOT_CHAIN`` / ``FOLD_CHAIN`` for chained nodes (the root's chain and
   each folded load's chain are merged into the selected instruction's input chain).  A chained node's
   pattern operands start at its operand 1.
4. **Emitter.**  The result tree is emitted bottom-up: immediates become target constants (``TARGET``),
   literal integers, sub-register indices and register classes become ``INTEGER`` constants, physical
   registers read by the source (a flags register, a shift-count register) are copied in with glued ``CopyToReg`` s, and each
   instruction is a ``NODE`` with its result types (the outs, plus the first implicit def's type when it has
   one, LLVM's ``HasOneImplicitDefWithKnownVT``), chain/glue/memory-operand flags and, for variadic roots, the
   index of the first root operand copied through.  ``COMPLETE`` names the values replacing the root's results.
5. **Ordering** (``PatternSortingPredicate``): vector-typed after scalar, floating after integer, then higher
   complexity first (``getPatternSize`` + ``AddedComplexity``), then cheaper result (fewer custom-inserter
   instructions), then smaller result, then definition order.

Complexity (``getPatternSize``): 3 per node, +2 for an integer root, the complex pattern's complexity for a
complex pattern (3 x its operand count unless given), +1 per node predicate, +5 per integer-literal operand,
+1 per leaf operand carrying a predicate; chain-typed children do not count.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Union

from . import target_selection_dag as generic_nodes
from .loader import RecordKeeper
from .records import (
    ComplexPattern,
    Dag,
    Instruction,
    MemOperand,
    Pat,
    PatFrag,
    PointerRegClass,
    Register,
    RegisterClass,
    SDNodeDef,
    SDNodeXForm,
    SDNPCommutative,
    SDNPHasChain,
    SDNPInGlue,
    SDNPOptInGlue,
    SDNPOutGlue,
    SDNPVariadic,
    Unknown,
)
from .writer import header

# Matcher and emitter operation codes (shared with codegen/selection_dag/isel_matcher.py, which defines the
# same numbers; tests/tblgen checks they agree).
(
    M_CHILD,
    M_PARENT,
    M_OPCODE,
    M_TYPE,
    M_RECORD,
    M_PRED,
    M_INTEGER,
    M_SAME,
    M_COMPLEX,
    M_ROOT_CHAIN,
    M_FOLD_CHAIN,
    M_VALUETYPE,
    M_SAME_COMPLEX,
) = range(13)
E_TARGET, E_INTEGER, E_REGISTER, E_XFORM, E_COPY_TO_REG, E_NODE, E_COMPLETE = range(7)
NF_CHAIN, NF_IN_GLUE, NF_OUT_GLUE, NF_MEMREFS, NF_ROOT = 1, 2, 4, 8, 16

_M_NAMES = (
    "CHILD",
    "PARENT",
    "OPCODE",
    "TYPE",
    "RECORD",
    "PRED",
    "INTEGER",
    "SAME",
    "COMPLEX",
    "ROOT_CHAIN",
    "FOLD_CHAIN",
    "VALUETYPE",
    "SAME_COMPLEX",
)
_E_NAMES = ("E_TARGET", "E_INTEGER", "E_REGISTER", "E_XFORM", "E_COPY_TO_REG", "E_NODE", "E_COMPLETE")

_GENERIC_RESULT_OPS = ("EXTRACT_SUBREG", "INSERT_SUBREG", "SUBREG_TO_REG", "COPY_TO_REGCLASS", "IMPLICIT_DEF")
_SUBREG_VT = {
    "sub_8bit": "i8",
    "sub_8bit_hi": "i8",
    "sub_16bit": "i16",
    "sub_32bit": "i32",
    "sub_xmm": "v4f32",
}
_IMM_OPERAND_VT = {"i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64"}


class PatternError(Exception):
    pass


@dataclass
class TNode:
    """A node of a source pattern after fragment expansion."""

    kind: str  # "node", "rc", "int", "complex", "physreg", "any"
    op: SDNodeDef | None = None
    children: list["TNode"] = field(default_factory=lambda: [])
    vt: str = ""
    preds: list[str] = field(default_factory=lambda: [])
    name: str = ""
    rc: RegisterClass | None = None
    value: int = 0
    cp: ComplexPattern | None = None
    reg: Register | None = None

    def shape(self) -> tuple[Any, ...]:
        return (
            self.kind,
            self.op.name if self.op else "",
            self.vt,
            tuple(self.preds),
            self.rc.name if self.rc else "",
            self.value,
            self.cp.name if self.cp else "",
            self.reg.name if self.reg else "",
            tuple(c.shape() for c in self.children),
        )


@dataclass
class Compiled:
    root_opcodes: list[str]
    complexity: int
    cost: int
    size: int
    order: int
    vector: bool
    floating: bool
    predicates: tuple[str, ...]
    match: list[tuple[Any, ...]]
    emit: list[tuple[Any, ...]]
    text: str
    loc: str


class DAGISelGen:
    def __init__(self, rk: RecordKeeper) -> None:
        self.rk = rk
        self.nodes: dict[str, SDNodeDef] = {}
        self.frags: dict[str, PatFrag] = {}
        self.complex: dict[str, ComplexPattern] = {}
        self.xforms: dict[str, SDNodeXForm] = {}
        mods: list[Any] = [generic_nodes]
        try:
            mods.append(importlib.import_module(f"{rk.td_package}.patterns"))
        except ModuleNotFoundError:
            pass
        for mod in mods:
            for val in vars(mod).values():
                if isinstance(val, SDNodeDef):
                    self.nodes[val.name] = val
                elif isinstance(val, PatFrag):
                    self.frags[val.name] = val
                elif isinstance(val, ComplexPattern):
                    self.complex[val.name] = val
                elif isinstance(val, SDNodeXForm):
                    self.xforms[val.name] = val
        self.classes = {rc.name: rc for rc in rk.register_classes}
        self.regs = {r.name: r for r in rk.registers}
        self.subregs = {s.name: i + 1 for i, s in enumerate(rk.sub_reg_indices)}
        self.insts: dict[str, Instruction] = {n: i for n, i, _ in rk.instructions}
        # register -> value types of every class that holds it (for HasOneImplicitDefWithKnownVT)
        self.reg_vts: dict[str, set[str]] = {}
        for rc in rk.register_classes:
            for r in rc.members:
                self.reg_vts.setdefault(r.name, set()).update(rc.value_types)

    # ---- source patterns -----------------------------------------------------------------------------------

    def leaf(self, text: str, bindings: dict[str, TNode]) -> TNode:
        vt = ""
        parts = text.split(":")
        if len(parts) == 1 and text in _VT_NAMES:
            return TNode("valuetype", vt=text)
        if parts[0] in _VT_NAMES:
            vt, parts = parts[0], parts[1:]
        if len(parts) == 1 and parts[0].startswith("$"):
            name = parts[0][1:]
            if name in bindings:
                b = bindings[name]
                return TNode(**{**b.__dict__, "children": list(b.children), "preds": list(b.preds)})
            return TNode("any", name=name, vt=vt)
        kind = parts[0]
        name = parts[1][1:] if len(parts) > 1 else ""
        if kind in self.classes:
            return TNode("rc", rc=self.classes[kind], name=name, vt=vt or _single(self.classes[kind]))
        if kind == "ptr_rc_tailcall":
            return TNode("rc", rc=self.classes["GR64_TC"], name=name, vt=vt or "i64")
        if kind in self.complex:
            cp = self.complex[kind]
            return TNode("complex", cp=cp, name=name, vt=vt or ("" if cp.vt == "iPTR" else cp.vt))
        if kind in self.regs:
            return TNode("physreg", reg=self.regs[kind], name=kind, vt=vt)
        if kind in self.frags:
            frag = self.frags[kind]
            if frag.operands:
                raise PatternError(f"fragment {kind} used as a leaf")
            if frag.fragment.op == "leaf":
                inner = self.leaf(str(frag.fragment.args[0]), {})
                inner.name = name or inner.name
                inner.preds.append(frag.predicate)
                inner.vt = vt or frag.vt or inner.vt
                return inner
            t = self.expand(frag.fragment, {})
            t.preds.append(frag.predicate)
            t.name = name
            t.vt = vt or frag.vt or t.vt
            return t
        if kind in self.nodes:
            return TNode("node", op=self.nodes[kind], name=name, vt=vt)
        raise PatternError(f"unknown leaf {text!r}")

    def expand(self, d: Union[Dag, str, int], bindings: dict[str, TNode]) -> TNode:
        if isinstance(d, int):
            return TNode("int", value=d)
        if isinstance(d, str):
            return self.leaf(d, bindings)
        if d.op == "imm_value":
            return TNode("int", value=int(d.args[0]), vt=d.vt)  # type: ignore[arg-type]
        if d.op == "leaf":
            t = self.expand(d.args[0], bindings)
            if d.vt:
                t.vt = d.vt
            return t
        if d.op in self.frags:
            frag = self.frags[d.op]
            if len(frag.operands) != len(d.args):
                raise PatternError(f"fragment {d.op} takes {len(frag.operands)} operands")
            sub = {n: self.expand(a, bindings) for n, a in zip(frag.operands, d.args)}
            t = self.expand(frag.fragment, sub)
            if frag.predicate:
                t.preds.append(frag.predicate)
            t.vt = d.vt or frag.vt or t.vt
            return t
        if d.op in self.nodes:
            t = TNode("node", op=self.nodes[d.op], vt=d.vt)
            t.children = [self.expand(a, bindings) for a in d.args]
            return t
        if d.op in self.complex and not d.args:
            return self.leaf(d.op, bindings)
        raise PatternError(f"unknown operator {d.op!r}")

    def infer(self, t: TNode) -> str:
        for c in t.children:
            self.infer(c)
        if t.kind == "node" and not t.vt and t.op is not None:
            if t.op.result_types and t.op.result_types[0]:
                t.vt = t.op.result_types[0]
            elif t.op.num_results and t.children:
                for c in t.children:
                    if c.vt and c.vt != "OtherVT":
                        t.vt = c.vt
                        break
        return t.vt

    def variants(self, t: TNode) -> list[TNode]:
        """All commuted forms of ``t`` (the original first)."""
        child_vars = [self.variants(c) for c in t.children]
        combos: list[list[TNode]] = [[]]
        for cv in child_vars:
            combos = [prev + [v] for prev in combos for v in cv]
        out: list[TNode] = []
        for combo in combos:
            out.append(TNode(**{**t.__dict__, "children": combo}))
            if t.kind == "node" and t.op is not None and t.op.props & SDNPCommutative and len(combo) == 2:
                swapped = TNode(**{**t.__dict__, "children": [combo[1], combo[0]]})
                if _canon(swapped) != _canon(out[-1]):
                    out.append(swapped)
        seen: set[Any] = set()
        uniq: list[TNode] = []
        for v in out:
            key = v.shape() + tuple(_names(v))
            if key not in seen:
                seen.add(key)
                uniq.append(v)
        return uniq

    def pattern_size(self, t: TNode, is_root: bool = True) -> int:
        size = 3
        if is_root and t.kind == "int":
            size += 2
        if t.kind == "complex":
            assert t.cp is not None
            return size + t.cp.get_complexity()
        if t.preds:
            size += 1
        for c in t.children:
            if c.kind == "node" and c.vt != "OtherVT" and (c.op is None or c.op.num_results > 0):
                size += self.pattern_size(c, False)
            elif c.kind == "int":
                size += 5
            elif c.kind == "complex":
                size += self.pattern_size(c, False)
            elif c.preds:
                size += 1
        return size

    def gen_match(
        self, root: TNode
    ) -> tuple[list[tuple[Any, ...]], dict[str, tuple[int, int, str]], list[tuple[int, Register]]]:
        """Matcher ops, name -> (first recorded index, count, kind), physreg inputs (index, register)."""
        ops: list[tuple[Any, ...]] = []
        names: dict[str, tuple[int, int, str]] = {}
        physregs: list[tuple[int, Register]] = []
        counter = [0]

        def record(name: str, kind: str) -> None:
            if name and name in names:
                ops.append((M_SAME, names[name][0]))
                return
            ops.append((M_RECORD,))
            if name:
                names[name] = (counter[0], 1, kind)
            counter[0] += 1

        def walk(t: TNode, is_root: bool) -> None:
            if t.kind == "node":
                assert t.op is not None
                if not (is_root and t.op.name in ("imm",) and False):
                    ops.append((M_OPCODE, t.op.opcode))
                if t.vt and t.vt not in ("OtherVT", "iPTR") and t.op.num_results:
                    ops.append((M_TYPE, t.vt))
                for p in t.preds:
                    ops.append((M_PRED, p))
                chained = bool(t.op.props & SDNPHasChain)
                if chained:
                    if is_root:
                        ops.append((M_ROOT_CHAIN,))
                    else:
                        # LLVM checks foldability only when a cycle is possible: the chained node is not a
                        # direct operand of the root, or the root has other operands, a chain or glue.
                        rop = root.op if root.kind == "node" else None
                        direct = any(c is t for c in root.children)
                        need = (
                            not direct
                            or rop is None
                            or len(root.children) > 1
                            or bool(rop.props & (SDNPHasChain | SDNPInGlue | SDNPOptInGlue))
                        )
                        ops.append((M_FOLD_CHAIN, 1 if need else 0))
                if t.name:
                    kind = "imm" if t.op.name in ("imm", "fpimm") else "node"
                    record(t.name, kind)
                base = 1 if chained else 0
                for i, c in enumerate(t.children):
                    if c.kind == "complex" and False:
                        pass
                    ops.append((M_CHILD, base + i))
                    walk(c, False)
                    ops.append((M_PARENT,))
            elif t.kind == "rc":
                if t.vt:
                    ops.append((M_TYPE, t.vt))
                for p in t.preds:
                    ops.append((M_PRED, p))
                record(t.name, "rc")
            elif t.kind == "int":
                ops.append((M_INTEGER, t.value))
                if t.vt:
                    ops.append((M_TYPE, t.vt))
            elif t.kind == "complex":
                assert t.cp is not None
                if t.name and t.name in names:
                    # A second use of a named complex operand: the same input value (LLVM's CheckSame on
                    # the recorded input node), e.g. the address of a read-modify-write instruction.
                    ops.append((M_SAME_COMPLEX, names[t.name][0]))
                    return
                if t.vt:
                    ops.append((M_TYPE, t.vt))
                ops.append((M_COMPLEX, t.cp.select_fn, t.cp.num_operands))
                if t.name:
                    names[t.name] = (counter[0], t.cp.num_operands, "complex")
                counter[0] += t.cp.num_operands
            elif t.kind == "valuetype":
                ops.append((M_VALUETYPE, t.vt))
            elif t.kind == "physreg":
                assert t.reg is not None
                physregs.append((counter[0], t.reg))
                ops.append((M_RECORD,))
                counter[0] += 1
            else:  # "any"
                if t.vt:
                    ops.append((M_TYPE, t.vt))
                for p in t.preds:
                    ops.append((M_PRED, p))
                record(t.name, "any")

        walk(root, True)
        return ops, names, physregs

    # ---- results -------------------------------------------------------------------------------------------

    def inst_result_vts(self, name: str, d: Dag, src_vt: str, is_root: bool) -> list[str]:
        inst = self.insts[name]
        vts: list[str] = []
        if name in _GENERIC_RESULT_OPS:
            vt = d.vt
            if not vt:
                if name == "EXTRACT_SUBREG":
                    vt = _SUBREG_VT.get(str(d.args[1]), "")
                elif name == "COPY_TO_REGCLASS":
                    vt = src_vt if is_root and src_vt else _single_name(self.classes[str(d.args[1])])
                elif name in ("SUBREG_TO_REG", "INSERT_SUBREG"):
                    first = d.args[0]
                    vt = first.vt if isinstance(first, Dag) else ""
                if is_root and src_vt and name != "EXTRACT_SUBREG":
                    vt = vt or src_vt
            if not vt:
                raise PatternError(f"cannot infer the result type of {name}")
            return [vt]
        for _, opnd in inst.outs:
            if isinstance(opnd, RegisterClass):
                vts.append(d.vt if d.vt and not vts else opnd.value_types[0])
            elif isinstance(opnd, PointerRegClass):
                vts.append("i64")
            else:
                vts.append(d.vt or src_vt)
        if inst.defs:
            known = self.reg_vts.get(inst.defs[0].name, set())
            if len(known) == 1:
                vts.append(next(iter(known)))
        return vts

    def gen_emit(
        self,
        pat_dst: Dag | str,
        names: dict[str, tuple[int, int, str]],
        physregs: list[tuple[int, Register]],
        nrecorded: int,
        root: TNode,
    ) -> tuple[list[tuple[Any, ...]], int]:
        ops: list[tuple[Any, ...]] = []
        nvals = [nrecorded]
        converted: dict[int, int] = {}
        src_has_chain = _tree_has(root, SDNPHasChain)
        root_props = root.op.props if root.kind == "node" and root.op is not None else 0
        has_memory = _has_memory(root)
        cost = [0]

        def push(op: tuple[Any, ...], n: int) -> int:
            ops.append(op)
            first = nvals[0]
            nvals[0] += n
            return first

        def operand(arg: Union[Dag, str, int], inst: Instruction | None, pos: int) -> list[int]:
            if isinstance(arg, Dag):
                if arg.op == "imm_value":
                    return [push((E_INTEGER, int(arg.args[0]), arg.vt or "i64"), 1)]  # type: ignore[arg-type]
                if arg.op in self.xforms:
                    src = operand(arg.args[0], None, 0)
                    return [push((E_XFORM, arg.op, src[0]), 1)]
                return [inst_node(arg, False)]
            if isinstance(arg, int):
                vt = _imm_vt(inst, pos)
                return [push((E_INTEGER, arg, vt), 1)]
            text = arg
            parts = text.split(":")
            if parts[0] in _VT_NAMES:
                parts = parts[1:]
            if parts[-1].startswith("$"):
                name = parts[-1][1:]
                if name not in names:
                    raise PatternError(f"result uses unbound ${name}")
                first, count, kind = names[name]
                if kind == "imm" or kind == "node":
                    if first not in converted:
                        converted[first] = push((E_TARGET, first), 1)
                    return [converted[first]]
                return list(range(first, first + count))
            if text in self.subregs:
                return [push((E_INTEGER, self.subregs[text], "i32"), 1)]
            if text in self.classes:
                return [push((E_INTEGER, self.rk.register_classes.index(self.classes[text]), "i32"), 1)]
            if text in self.regs:
                return [push((E_REGISTER, text, _single_name_of_reg(self, text)), 1)]
            if text == "noreg":
                return [push((E_REGISTER, "", "i64"), 1)]
            raise PatternError(f"bad result operand {text!r}")

        def inst_node(d: Dag, is_root: bool) -> int:
            if d.op not in self.insts:
                raise PatternError(f"unknown instruction {d.op!r}")
            inst = self.insts[d.op]
            if "UsesCustomInserter" in inst.flags:
                cost[0] += 1
            args: list[int] = []
            opnd_pos = 0
            for a in d.args:
                got = operand(a, inst, opnd_pos)
                args.extend(got)
                opnd_pos += 1
            vts = self.inst_result_vts(d.op, d, root.vt, is_root)
            flags = 0
            may_mem = "MayLoad" in inst.flags or "MayStore" in inst.flags
            if (is_root and src_has_chain) or (not is_root and may_mem):
                flags |= NF_CHAIN
            if is_root:
                flags |= NF_ROOT
                if root_props & (SDNPInGlue | SDNPOptInGlue) or physregs:
                    flags |= NF_IN_GLUE
                if root_props & SDNPOutGlue:
                    flags |= NF_OUT_GLUE
            if has_memory and (may_mem or (is_root and src_has_chain)):
                flags |= NF_MEMREFS
            variadic = -1
            if is_root and root_props & SDNPVariadic:
                variadic = len(root.children) + (1 if root_props & SDNPHasChain else 0)
            return push((E_NODE, d.op, tuple(vts), tuple(args), flags, variadic), len(vts))

        for idx, reg in physregs:
            ops.append((E_COPY_TO_REG, idx, reg.name))
        if isinstance(pat_dst, Dag) and pat_dst.op == "leaf":
            vals = operand(pat_dst.args[0], None, 0)
            ops.append((E_COMPLETE, (vals[0],)))
            return ops, 0
        assert isinstance(pat_dst, Dag)
        first = inst_node(pat_dst, True)
        nres = root.op.num_results if root.kind == "node" and root.op is not None else 1
        ops.append((E_COMPLETE, tuple(first + i for i in range(nres))))
        return ops, cost[0]

    # ---- driver ----------------------------------------------------------------------------------------------

    def compile(self, pat: Pat, order: int) -> list[Compiled]:
        base = self.expand(pat.pattern, {})
        self.infer(base)
        out: list[Compiled] = []
        for vi, t in enumerate(self.variants(base)):
            self.infer(t)
            match, names, physregs = self.gen_match(t)
            nrec = sum(1 for op in match if op[0] == M_RECORD) + sum(
                op[2] for op in match if op[0] == M_COMPLEX
            )
            emit, cost = self.gen_emit(pat.result, names, physregs, nrec, t)
            size = self.pattern_size(t) + pat.added_complexity
            if t.kind == "node":
                assert t.op is not None
                roots = [t.op.opcode]
            elif t.kind == "int":
                roots = ["ISD::Constant"]
            elif t.kind == "complex":
                assert t.cp is not None
                roots = [self.nodes[n].opcode for n in t.cp.root_nodes]
            else:
                raise PatternError("pattern root must be a node")
            out.append(
                Compiled(
                    roots,
                    size,
                    cost,
                    _result_size(pat.result),
                    order + (vi and 1_000_000 * vi),
                    t.vt.startswith("v"),
                    t.vt.startswith("f") or (t.vt.startswith("v") and "f" in t.vt),
                    pat.predicates,
                    match,
                    emit,
                    f"{_dag_text(pat.pattern)} -> {_dag_text(pat.result)}",
                    pat.loc,
                )
            )
        return out


_VT_NAMES = frozenset(
    (
        "i1",
        "i8",
        "i16",
        "i32",
        "i64",
        "i128",
        "f16",
        "f32",
        "f64",
        "f80",
        "f128",
        "v4f32",
        "v2f64",
        "v4i32",
        "v2i64",
        "v8i16",
        "v16i8",
        "iPTR",
        "OtherVT",
    )
)


def _single(rc: RegisterClass) -> str:
    return rc.value_types[0] if len(rc.value_types) == 1 else ""


def _single_name(rc: RegisterClass) -> str:
    return rc.value_types[0]


def _single_name_of_reg(gen: DAGISelGen, reg: str) -> str:
    vts = gen.reg_vts.get(reg, set())
    return sorted(vts)[0] if vts else "i32"


def _imm_vt(inst: Instruction | None, pos: int) -> str:
    if inst is None:
        return "i32"
    flat: list[Any] = []
    for _, o in inst.ins:
        if isinstance(o, MemOperand):
            flat.extend(s for _, s in o.sub_operands)
        else:
            flat.append(o)
    if pos < len(flat) and not isinstance(flat[pos], (RegisterClass, PointerRegClass, Unknown)):
        return _IMM_OPERAND_VT.get(getattr(flat[pos], "value_type", "i32"), "i32")
    return "i32"


def _canon(t: TNode) -> tuple[Any, ...]:
    return t.shape()


def _names(t: TNode) -> list[str]:
    out = [t.name]
    for c in t.children:
        out.extend(_names(c))
    return out


def _tree_has(t: TNode, prop: int) -> bool:
    if t.kind == "node" and t.op is not None and t.op.props & prop:
        return True
    return any(_tree_has(c, prop) for c in t.children)


def _has_memory(t: TNode) -> bool:
    from .records import SDNPMemOperand

    return _tree_has(t, SDNPMemOperand)


def _result_size(d: Union[Dag, str, int]) -> int:
    if isinstance(d, Dag):
        return 1 + sum(_result_size(a) for a in d.args)
    return 0


def _dag_text(d: Union[Dag, str, int]) -> str:
    if isinstance(d, Dag):
        if d.op == "imm_value":
            return f"({d.vt} {d.args[0]})"
        if d.op == "leaf":
            inner = _dag_text(d.args[0])
            return f"({d.vt} {inner})" if d.vt else inner
        body = " ".join([d.op] + [_dag_text(a) for a in d.args])
        return f"({d.vt} ({body}))" if d.vt else f"({body})"
    return str(d)


def _sort_key(c: Compiled) -> tuple[Any, ...]:
    return (c.vector, c.floating, -c.complexity, c.cost, c.size, c.order)


def _fmt_op(op: tuple[Any, ...], names: tuple[str, ...]) -> str:
    parts = [names[op[0]]]
    for a in op[1:]:
        if isinstance(a, str) and a in _VT_NAMES:
            parts.append(f"MVT.{a}" if a not in ("OtherVT", "iPTR") else "MVT.Other")
        else:
            parts.append(repr(a))
    return "(" + ", ".join(parts) + ",)" if len(parts) == 1 else "(" + ", ".join(parts) + ")"


def _fmt_emit(op: tuple[Any, ...]) -> str:
    code = op[0]
    if code == E_NODE:
        _, inst, vts, args, flags, variadic = op
        vt_text = "(" + "".join(f"MVT.{v}, " for v in vts) + ")"
        return f"(E_NODE, I.{inst}, {vt_text}, {args!r}, {flags}, {variadic})"
    if code == E_INTEGER:
        return f"(E_INTEGER, {op[1]}, MVT.{op[2]})"
    if code == E_REGISTER:
        reg = f"R.{op[1]}" if op[1] else "0"
        return f"(E_REGISTER, {reg}, MVT.{op[2]})"
    if code == E_COPY_TO_REG:
        return f"(E_COPY_TO_REG, {op[1]}, R.{op[2]})"
    return _fmt_op(op, _E_NAMES)


def emit_dag_isel(rk: RecordKeeper) -> str:
    gen = DAGISelGen(rk)
    compiled: list[Compiled] = []
    for order, pat in enumerate(rk.patterns):
        try:
            compiled.extend(gen.compile(pat, order))
        except PatternError as e:
            raise PatternError(f"{pat.loc}: {e}") from None
    compiled.sort(key=_sort_key)
    by_root: dict[str, list[Compiled]] = {}
    for c in compiled:
        for r in c.root_opcodes:
            by_root.setdefault(r, []).append(c)
    sources = sorted(
        {c.loc.split(":")[0] for c in compiled if c.loc} | {"pyllc/tblgen/target_selection_dag.py"}
    )
    out = [
        header(
            f"Instruction-selection matcher tables for the {rk.name} target (LLVM: {rk.name}GenDAGISel.inc).",
            sources,
        )
    ]
    out.append(
        "from pyllc.codegen.selection_dag.isel_matcher import (\n"
        "    CHILD, COMPLEX, FOLD_CHAIN, INTEGER, OPCODE, PARENT, PRED, RECORD, ROOT_CHAIN, SAME, SAME_COMPLEX, TYPE,\n"
        "    VALUETYPE,\n"
        "    E_COMPLETE, E_COPY_TO_REG, E_INTEGER, E_NODE, E_REGISTER, E_TARGET, E_XFORM,\n)\n"
        "from pyllc.codegen.value_types import MVT\n\n"
        "from . import instr_info as I\nfrom . import register_info as R\n\n"
    )
    out.append(
        "#: Per root opcode (by name; resolved to numbers by the matcher): candidate patterns in priority\n"
        "#: order, each ``(predicates, complexity, matcher ops, emitter ops, source)``.\n"
        "PATTERNS: dict[str, tuple[tuple, ...]] = {\n"
    )
    for root in sorted(by_root, key=lambda r: (not r.startswith("ISD::"), r)):
        out.append(f"    {root!r}: (\n")
        for c in by_root[root]:
            out.append(f"        # {c.loc}: {c.text}  [complexity {c.complexity}]\n")
            m = ", ".join(_fmt_op(op, _M_NAMES) for op in c.match)
            e = ", ".join(_fmt_emit(op) for op in c.emit)
            out.append(
                f"        ({c.predicates!r}, {c.complexity},\n         ({m},),\n         ({e},),\n"
                f"         {c.loc!r}),\n"
            )
        out.append("    ),\n")
    out.append("}\n")
    return "".join(out)
