"""Target description records (LLVM: include/llvm/Target/Target.td, TargetSelectionDAG.td, TargetCallingConv.td).

What it is: the vocabulary in which a target is written down *once, as data*.  LLVM writes its targets in
TableGen; pyllc writes them as Python modules under ``pyllc/targets/<t>/td/`` whose module-level names are
instances of the frozen, slotted dataclasses below.  ``python -m pyllc.tblgen`` reads those modules and
emits plain tables (``targets/<t>/gen/*.py``) -- the TableGen backends' job.

The records mirror TableGen's classes:

* :class:`SubRegIndex`, :class:`Register`, :class:`RegisterClass`, :class:`CalleeSavedRegs` -- the register
  file (Target.td ``Register``/``RegisterClass``/``CalleeSavedRegs``).  A register names its *direct*
  sub-registers with the index that selects each; the generator closes the relation transitively, composes
  indices (``sub_16bit`` of ``sub_32bit`` is ``sub_16bit``), and derives register units (a register's units
  are the units of its leaves; two registers overlap iff they share a unit).
* Operands: a :class:`RegisterClass` is itself an operand; :class:`Operand` is an immediate, branch target or
  condition code; :class:`MemOperand` is a compound operand made of several machine operands (a base register and
  an offset, say); :class:`PointerRegClass` is ``ptr_rc`` (the register class is looked up through the target
  at run time, LLVM's ``LookupPtrRegClass``).
* :class:`Instruction` -- one machine opcode: asm string (``{att|intel}`` variants), an encoding record, outs and
  ins, constraints (ties, early-clobber), implicit defs/uses, MCID flags, required features, size, patterns.
* :class:`Dag`, :class:`Pat` -- selection patterns kept as data (the DAG instruction-selector generator
  consumes them); :class:`InstAlias`, :class:`MnemonicAlias` -- assembler aliases; :class:`AsmOperandClass`,
  :class:`AsmParserVariant`, :class:`AssemblerPredicate` -- what the assembler matcher generator needs.
* Calling conventions as action trees (TargetCallingConv.td): ``CCIfType(("i32",), CCAssignToReg((EDI, ...)))``.

Names assigned in a td module become the record names (``MOV32rr = I(...)`` defines ``MOV32rr``), exactly as
``def MOV32rr : I<...>`` does in TableGen; definition order is the enumeration order.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, fields, replace
from typing import Union

# ---------------------------------------------------------------------------------------------------------
# Registers
# ---------------------------------------------------------------------------------------------------------


@dataclass(slots=True, frozen=True)
class SubRegIndex:
    """A sub-register index (Target.td ``SubRegIndex<size, offset>``): which bits of the super-register."""

    name: str
    size: int
    offset: int = 0


@dataclass(slots=True, frozen=True, eq=False)
class Register:
    """A physical register (Target.td ``Register``).

    ``sub_regs`` lists the direct sub-registers with their indices; ``hw_encoding`` is the number the
    encoder puts in ModRM/REX fields; ``artificial`` marks registers that only exist to give register units
    to bits with no architectural name (upper halves of registers whose low half has a name).
    """

    name: str
    asm_name: str
    hw_encoding: int = 0
    sub_regs: tuple[tuple[SubRegIndex, "Register"], ...] = ()
    dwarf: int = -1
    artificial: bool = False
    cost_per_use: int = 0

    def __repr__(self) -> str:
        return f"Register({self.name})"


@dataclass(slots=True, frozen=True, eq=False)
class RegisterClass:
    """A register class (Target.td ``RegisterClass``): members in allocation order, types, spill data.

    ``alt_orders`` are alternative allocation orders (LLVM's ``AltOrders``; a target may allocate from the order of
    GR8 without AH/BH/CH/DH); ``size``/``alignment`` are the spill size and alignment in bits.
    """

    name: str
    value_types: tuple[str, ...]
    alignment: int
    members: tuple[Register, ...]
    size: int = 0
    alt_orders: tuple[tuple[Register, ...], ...] = ()
    copy_cost: int = 1
    allocatable: bool = True
    #: False for a class that pyllc knows by name and membership (MIR, inline asm) but whose class-algebra
    #: queries (``getCommonSubClass``, ``getSubClassWithSubReg``...) do not answer with it yet; the classes
    #: TableGen infers are such classes.
    searched: bool = True

    @property
    def spill_size(self) -> int:
        return self.size or self.alignment

    def __repr__(self) -> str:
        return f"RegisterClass({self.name})"


@dataclass(slots=True, frozen=True)
class CalleeSavedRegs:
    """A callee-saved register set (Target.td ``CalleeSavedRegs``); the generator also emits its regmask
    (every register, sub-register and super-register entirely inside the set is preserved)."""

    name: str
    regs: tuple[Register, ...]


# ---------------------------------------------------------------------------------------------------------
# Operands
# ---------------------------------------------------------------------------------------------------------

OPERAND_UNKNOWN = "OPERAND_UNKNOWN"
OPERAND_IMMEDIATE = "OPERAND_IMMEDIATE"
OPERAND_REGISTER = "OPERAND_REGISTER"
OPERAND_MEMORY = "OPERAND_MEMORY"
OPERAND_PCREL = "OPERAND_PCREL"


@dataclass(slots=True, frozen=True, eq=False)
class RegisterOperand(RegisterClass):
    """``RegisterOperand<RegClass, PrintMethod>``: a register operand of class ``RegClass`` that prints with
    its own method (a stack register written ``%st(0)`` rather than ``%st``).  It is its register class for every
    backend (same name and members); only the asm writer reads ``print_method``.  Build it with :meth:`of`."""

    print_method: str = "printOperand"

    @classmethod
    def of(cls, rc: RegisterClass, print_method: str) -> "RegisterOperand":
        kw = {f.name: getattr(rc, f.name) for f in fields(RegisterClass)}
        return cls(**kw, print_method=print_method)

    def __repr__(self) -> str:
        return f"RegisterOperand({self.name}, {self.print_method})"


@dataclass(slots=True, frozen=True, eq=False)
class PointerRegClass:
    """``PointerLikeRegClass<kind>``: a register operand whose class the target chooses at run time
    (``TargetRegisterInfo::getPointerRegClass(MF, kind)``), the 64- or 32-bit general registers for ``ptr_rc``."""

    name: str
    kind: int


@dataclass(slots=True, frozen=True, eq=False)
class Operand:
    """A non-register operand (Target.td ``Operand<type>``): immediate, branch target, predicate.

    ``encoder_method``/``decoder_method`` name the target code emitter's / disassembler's function for the
    operand (LLVM's ``EncoderMethod``/``DecoderMethod``; empty: the default ``get_machine_op_value`` and the
    raw field value); ``match_class`` is the assembler operand class (LLVM's ``ParserMatchClass``, ``Imm`` by
    default)."""

    name: str
    value_type: str
    operand_type: str = OPERAND_IMMEDIATE
    print_method: str = "printOperand"
    is_predicate: bool = False
    encoder_method: str = ""
    decoder_method: str = ""
    match_class: str = "Imm"


SubOperand = Union[RegisterClass, PointerRegClass, Operand]


@dataclass(slots=True, frozen=True, eq=False)
class MemOperand:
    """A compound operand (``Operand`` with ``MIOperandInfo``): several machine operands printed and
    encoded together, e.g. (base, offset) or (base, scale, index, disp, segment).  ``encoder_method``,
    ``decoder_method`` and ``match_class`` as for :class:`Operand` (the assembler class defaults to the
    operand's name; the target's parser builds it)."""

    name: str
    value_type: str
    sub_operands: tuple[tuple[str, SubOperand], ...]
    print_method: str = "printMemReference"
    operand_type: str = OPERAND_MEMORY
    encoder_method: str = ""
    decoder_method: str = ""
    match_class: str = ""


@dataclass(slots=True, frozen=True)
class Unknown:
    """``unknown``: an operand of any class (the generic opcodes COPY, PHI...)."""

    name: str = "unknown"


DAGOperand = Union[RegisterClass, PointerRegClass, Operand, MemOperand, Unknown]


def operands(**kw: DAGOperand) -> tuple[tuple[str, DAGOperand], ...]:
    """``(outs ...)`` / ``(ins ...)``: operand names and kinds in order."""
    return tuple(kw.items())


outs = operands
ins = operands

# ---------------------------------------------------------------------------------------------------------
# Patterns (TargetSelectionDAG.td) -- data for the selector generator
# ---------------------------------------------------------------------------------------------------------


@dataclass(slots=True, frozen=True)
class Dag:
    """A DAG expression ``(op arg...)``: ``op`` is an SDNode name (``add``, ``setcc``), an instruction or
    a fragment name; an arg is a nested Dag, an operand reference ``"GPR:$src"`` or an int.  ``vt`` is an
    explicit result type (TableGen's ``(i64 (zext ...))`` cast), empty when inferred."""

    op: str
    args: tuple[Union["Dag", str, int], ...] = ()
    vt: str = ""


def dag(op: str, *args: Union[Dag, str, int]) -> Dag:
    return Dag(op, args)


@dataclass(slots=True, frozen=True)
class Pat:
    """``Pat<pattern, result>``: select ``pattern`` to the instruction tree ``result``."""

    pattern: Dag
    result: Dag
    predicates: tuple[str, ...] = ()
    added_complexity: int = 0
    #: ``file:line`` of the definition (filled by :func:`P`), cited in the generated matcher.
    loc: str = ""


# SDNode properties (TargetSelectionDAG.td ``SDNPHasChain``...), as flag bits of :class:`SDNodeDef`.
SDNPCommutative = 1
SDNPHasChain = 2
SDNPOutGlue = 4
SDNPInGlue = 8
SDNPOptInGlue = 16
SDNPMemOperand = 32
SDNPVariadic = 64
SDNPMayLoad = 128
SDNPMayStore = 256
SDNPSideEffect = 512


@dataclass(slots=True, frozen=True)
class SDNodeDef:
    """``SDNode<"ISD::ADD", SDTIntBinOp, [SDNPCommutative]>``: a DAG operator usable in patterns.

    ``opcode`` is the C++ enumerator (``ISD::ADD``, ``<Target>ISD::CMP``), resolved to an int by the selector at
    load time (target nodes are numbered by the target's lowering); ``num_results`` counts the value results
    (not chain or glue); ``result_types`` fixes some of them (``("i32",)`` for a compare's flags value), empty
    entries meaning "same as the first operand"; ``props`` are ``SDNP*`` bits."""

    name: str
    opcode: str
    num_results: int = 1
    result_types: tuple[str, ...] = ()
    props: int = 0


@dataclass(slots=True, frozen=True)
class PatFrag:
    """``PatFrag<(ops node:$a...), fragment, [{ predicate }]>``: a named sub-pattern with a predicate.

    ``fragment`` is a :class:`Dag` whose ``$name`` leaves are the fragment's operands (in ``operands``
    order); ``predicate`` names a check the selector implements (``PREDICATES[name](node)``), empty when
    none.  Memory fragments (``loadi32``, ``truncstorei8``) are fragments of ``ld``/``st`` with the memory-VT
    and extension predicates; leaves (``imm``-based ``ImmLeaf``) have no operands."""

    name: str
    operands: tuple[str, ...]
    fragment: Dag
    predicate: str = ""
    vt: str = ""


@dataclass(slots=True, frozen=True)
class ComplexPattern:
    """``ComplexPattern<ty, num_operands, "SelectFn", [root nodes], [props]>``: matched by a C++-style
    function of the target selector that returns ``num_operands`` values (a compound address).
    ``root_nodes`` are the opcodes it may start at when it is a pattern's root (``lea32addr``);
    ``complexity`` defaults to 3 * num_operands as in LLVM."""

    name: str
    vt: str
    num_operands: int
    select_fn: str
    root_nodes: tuple[str, ...] = ()
    want_parent: bool = False
    want_root: bool = False
    complexity: int = -1

    def get_complexity(self) -> int:
        return self.num_operands * 3 if self.complexity == -1 else self.complexity


@dataclass(slots=True, frozen=True)
class SDNodeXForm:
    """``SDNodeXForm<node, [{ code }]>``: an operand transform (``imm`` -> low bits, negated...), named;
    the selector implements it (``XFORMS[name](isel, value)``)."""

    name: str
    node: str = "imm"


def parse_dag(text: str) -> Dag:
    """Parse TableGen's DAG syntax, ``(i32 (add GPR:$a, (i32 imm:$b)))``, into a :class:`Dag`.

    A value-type name heading a one-argument list is a type cast (it sets ``vt`` of the inner Dag, or
    types a leaf as ``"i32:<leaf>"``); commas are optional; integers become ints."""
    toks = re.findall(r"\(|\)|[^\s(),]+", text)
    pos = 0

    def node() -> Union[Dag, str, int]:
        nonlocal pos
        tok = toks[pos]
        pos += 1
        if tok != "(":
            if re.fullmatch(r"-?\d+", tok):
                return int(tok)
            if re.fullmatch(r"-?0x[0-9a-fA-F]+", tok):
                return int(tok, 16)
            return tok
        op = toks[pos]
        pos += 1
        args: list[Union[Dag, str, int]] = []
        while toks[pos] != ")":
            args.append(node())
        pos += 1
        if op in _VALUE_TYPE_NAMES and len(args) == 1:
            inner = args[0]
            if isinstance(inner, Dag):
                return Dag(inner.op, inner.args, op)
            return f"{op}:{inner}" if isinstance(inner, str) else Dag("imm_value", (inner,), op)
        return Dag(op, tuple(args))

    result = node()
    if pos != len(toks):
        raise ValueError(f"trailing text in pattern {text!r}")
    if not isinstance(result, Dag):
        result = Dag("leaf", (result,))
    return result


_VALUE_TYPE_NAMES = frozenset(
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
        "untyped",
    )
)


def P(src: str, dst: str, complexity: int = 0, predicates: str = "") -> Pat:
    """``def : Pat<src, dst>`` written in TableGen's text syntax; records the defining line."""
    frame = sys._getframe(1)  # noqa: SLF001 - the caller's line is the record's location
    fname = frame.f_code.co_filename.replace("\\", "/")
    rel = fname[fname.rfind("pyllc/") :] if "pyllc/" in fname else fname
    return Pat(
        parse_dag(src), parse_dag(dst), tuple(predicates.split()), complexity, f"{rel}:{frame.f_lineno}"
    )


# ---------------------------------------------------------------------------------------------------------
# Instructions
# ---------------------------------------------------------------------------------------------------------

#: MCID flags an instruction record may set (LLVM: MCInstrDesc.h ``MCID::Flag``), in LLVM 14's bit order.
MCID_FLAGS: tuple[str, ...] = (
    "PreISelOpcode",
    "Variadic",
    "HasOptionalDef",
    "Pseudo",
    "Return",
    "EHScopeReturn",
    "Call",
    "Barrier",
    "Terminator",
    "Branch",
    "IndirectBranch",
    "Compare",
    "MoveImm",
    "MoveReg",
    "Bitcast",
    "Select",
    "DelaySlot",
    "FoldableAsLoad",
    "MayLoad",
    "MayStore",
    "MayRaiseFPException",
    "Predicable",
    "NotDuplicable",
    "UnmodeledSideEffects",
    "Commutable",
    "ConvertibleTo3Addr",
    "UsesCustomInserter",
    "HasPostISelHook",
    "Rematerializable",
    "CheapAsAMove",
    "ExtraSrcRegAllocReq",
    "ExtraDefRegAllocReq",
    "RegSequence",
    "ExtractSubreg",
    "InsertSubreg",
    "Convergent",
    "Add",
    "Trap",
    "VariadicOpsAreDefs",
    "Authenticated",
)


class InstEncoding:
    """Base of instruction encoding records (LLVM: the fields a target's ``Instruction`` subclass adds --
    ``TSFlags`` fields of a variable-length encoding, ``bits<n> Inst`` for fixed-width targets).

    Each target defines its own subclass in its description (a byte-oriented record of TSFlags fields) or uses
    :class:`FixedLenEncoding`; generic backends only ask whether the record is a pseudo and for its TSFlags.
    """

    __slots__ = ()

    @property
    def is_pseudo(self) -> bool:
        """Not encodable: expanded before emission (sets ``MCID::Pseudo``)."""
        return False

    def ts_flags(self) -> int:
        """``TSFlags``: target-specific bits of the descriptor (``MCInstrDesc::TSFlags``)."""
        return 0


class PseudoEncoding(InstEncoding):
    """The encoding of a pseudo instruction (``isPseudo = 1``): no bits, TSFlags 0."""

    __slots__ = ()

    @property
    def is_pseudo(self) -> bool:
        return True

    def __repr__(self) -> str:
        return "PSEUDO"


PSEUDO = PseudoEncoding()


@dataclass(slots=True, frozen=True)
class BitField:
    """``let Inst{hi-lo} = value``: bits ``hi..lo`` of the instruction word.

    ``value`` is a constant (an int) or an operand reference: an operand name (``"dst"``), or
    ``"name.sub"`` for a sub-operand of a compound operand.  ``op_lo`` selects which bits of the operand's
    encoded value land here (``let Inst{47-32} = addr{15-0}`` has ``op_lo`` 0, ``Inst{51-48} = addr{19-16}``
    has ``op_lo`` 16)."""

    hi: int
    lo: int
    value: int | str
    op_lo: int = 0

    @property
    def width(self) -> int:
        return self.hi - self.lo + 1


def Inst(spec: str, value: int | str) -> BitField:  # noqa: N802 - TableGen's spelling
    """``Inst("63-56", 0x07)`` / ``Inst("51-48", "dst")`` / ``Inst("47-32", "addr{15-0}")``:
    TableGen's ``let Inst{63-56} = ...`` spelling."""
    hi, _, lo = spec.partition("-")
    h = int(hi)
    lo_ = int(lo) if lo else h
    op_lo = 0
    if isinstance(value, str) and value.endswith("}"):
        name, _, rng = value[:-1].partition("{")
        op_lo = int(rng.partition("-")[2] or rng.partition("-")[0])
        if int(rng.partition("-")[0]) - op_lo != h - lo_:
            raise ValueError(f"field {spec} = {value}: widths differ")
        value = name
    return BitField(h, lo_, value, op_lo)


@dataclass(slots=True, frozen=True)
class FixedLenEncoding(InstEncoding):
    """A fixed-width encoding (LLVM: ``field bits<n> Inst`` with ``let Inst{hi-lo} = ...``).

    ``width`` is the instruction size in bits (a multiple of 8); ``fields`` assign every encoded bit, from
    constants or from operands.  Bits no field covers are constant 0 (the decoder checks them).  ``decoder_namespace`` separates decode tables (LLVM's
    ``DecoderNamespace``); ``""`` is the default table, ``None`` keeps the instruction out of the
    disassembler (a code-generation-only alias of another encoding)."""

    width: int
    fields: tuple[BitField, ...]
    decoder_namespace: str | None = ""
    flags: int = 0

    def ts_flags(self) -> int:
        return self.flags

    @property
    def fixed_bits(self) -> tuple[int, int]:
        """``(mask, value)`` of the constant bits."""
        mask = value = 0
        for f in self.fields:
            if isinstance(f.value, int):
                m = ((1 << f.width) - 1) << f.lo
                mask |= m
                value |= (f.value << f.lo) & m
        for i in range(self.width):
            if not any(f.lo <= i <= f.hi for f in self.fields):
                mask |= 1 << i
        return mask, value

    def with_fields(self, *fields: BitField) -> "FixedLenEncoding":
        """A copy with ``fields`` overriding the bits they cover (TableGen's ``let`` in a derived def)."""
        kept = tuple(f for f in self.fields if all(f.hi < g.lo or f.lo > g.hi for g in fields))
        return replace(self, fields=tuple(sorted(kept + fields, key=lambda f: -f.hi)))


@dataclass(slots=True, frozen=True)
class Instruction:
    """One machine instruction variant (Target.td ``Instruction``).

    ``asm`` uses LLVM's syntax: ``$name`` or ``${name}`` inserts an operand, ``${name:mod}`` a modified one,
    ``{att|intel}`` selects per syntax variant and ``{l}`` is shorthand for ``{l|}``.  ``constraints`` is
    LLVM's constraint string (``"$src1 = $dst"``, ``"@earlyclobber $dst"``).  ``flags`` are MCID flag
    names (:data:`MCID_FLAGS`) without the ones the generator infers (``Variadic`` from ``variable_ops``,
    ``Pseudo`` from the encoding).
    """

    asm: str
    encoding: InstEncoding
    outs: tuple[tuple[str, DAGOperand], ...] = ()
    ins: tuple[tuple[str, DAGOperand], ...] = ()
    constraints: str = ""
    defs: tuple[Register, ...] = ()
    uses: tuple[Register, ...] = ()
    flags: tuple[str, ...] = ()
    predicates: tuple[str, ...] = ()
    size: int = 0
    pattern: tuple[Dag, ...] = ()
    variable_ops: bool = False
    is_code_gen_only: bool = False
    is_asm_parser_only: bool = False
    sched: str = ""


def I(  # noqa: E743 - TableGen's spelling
    asm: str,
    encoding: InstEncoding,
    outs: tuple[tuple[str, DAGOperand], ...] = (),
    ins: tuple[tuple[str, DAGOperand], ...] = (),
    *,
    tie: str = "",
    constraints: str = "",
    defs: tuple[Register, ...] | list[Register] = (),
    uses: tuple[Register, ...] | list[Register] = (),
    flags: str = "",
    predicates: str = "",
    size: int = 0,
    pattern: tuple[Dag, ...] = (),
    variable_ops: bool = False,
    code_gen_only: bool = False,
    parser_only: bool = False,
) -> Instruction:
    """Build an :class:`Instruction`.  ``tie="dst=src1"`` is shorthand for the ``$src1 = $dst``
    constraint; ``flags`` and ``predicates`` are space-separated names."""
    cons = [c for c in constraints.split(",") if c.strip()]
    if tie:
        for t in tie.split(","):
            d, s = t.split("=")
            cons.append(f"${s.strip()} = ${d.strip()}")
    return Instruction(
        asm=asm,
        encoding=encoding,
        outs=outs,
        ins=ins,
        constraints=", ".join(c.strip() for c in cons),
        defs=tuple(defs),
        uses=tuple(uses),
        flags=tuple(flags.split()),
        predicates=tuple(predicates.split()),
        size=size,
        pattern=pattern,
        variable_ops=variable_ops,
        is_code_gen_only=code_gen_only,
        is_asm_parser_only=parser_only,
    )


@dataclass(slots=True, frozen=True)
class AsmOperandClass:
    """``AsmOperandClass``: an assembler operand class (a ``ParserMatchClass``).  ``name`` is LLVM's ``Name``
    (``ImmSExti32i8``); ``super_classes`` name the classes it refines (an operand of this class also belongs
    to them, and the matcher tries subclasses first); ``predicate`` is the target operand's test
    (``isImmSExti32i8``, LLVM's ``PredicateMethod``, default ``is<Name>``) and ``render`` how it becomes
    MCInst operands (``addImmOperands``, ``addMemOperands``...; LLVM's ``RenderMethod``)."""

    name: str
    super_classes: tuple[str, ...] = ()
    predicate: str = ""
    render: str = "addImmOperands"

    @property
    def predicate_method(self) -> str:
        return self.predicate or f"is{self.name}"


@dataclass(slots=True, frozen=True)
class AsmParserVariant:
    """``AsmParserVariant``: one assembly syntax of the target (e.g. ``att`` = 0, ``intel`` = 1): the
    ``{a|b}`` alternative of asm strings it reads, and the prefix of register names written literally in
    asm strings (``%`` in AT&T's ``{%cl, $dst|$dst, cl}``)."""

    variant: int
    name: str
    register_prefix: str = ""


@dataclass(slots=True, frozen=True)
class AssemblerPredicate:
    """A ``Predicate`` with ``AssemblerPredicate``: instructions requiring it match only when it holds;
    ``description`` is the name in "instruction requires: ..." diagnostics."""

    name: str
    description: str


@dataclass(slots=True, frozen=True)
class InstAlias:
    """``InstAlias<asm, result, emit_priority>``: an assembler spelling for an instruction with some
    operands fixed (``result`` names the instruction and its operands, ints for fixed immediates)."""

    asm: str
    result: Dag
    emit_priority: int = 1
    variant: str = ""


@dataclass(slots=True, frozen=True)
class MnemonicAlias:
    """``MnemonicAlias<from, to, variant>``: rename a mnemonic before matching."""

    from_: str
    to: str
    variant: str = ""
    #: Assembler predicates the alias requires (``Requires<[In64BitMode]>``).
    predicates: tuple[str, ...] = ()


# ---------------------------------------------------------------------------------------------------------
# Calling conventions (TargetCallingConv.td)
# ---------------------------------------------------------------------------------------------------------


@dataclass(slots=True, frozen=True)
class CCAction:
    """Base of calling-convention actions; ``kind`` is LLVM's class name."""

    kind: str
    types: tuple[str, ...] = ()
    regs: tuple[Register, ...] = ()
    shadow_regs: tuple[Register, ...] = ()
    size: int = 0
    align: int = 0
    name: str = ""
    sub: "CCAction | None" = None


def CCIfType(types: tuple[str, ...] | list[str], action: CCAction) -> CCAction:
    return CCAction("CCIfType", types=tuple(types), sub=action)


def CCIf(predicate: str, action: CCAction) -> CCAction:
    """``CCIf<"predicate">``: the predicate is named; the lowering hook evaluates it."""
    return CCAction("CCIf", name=predicate, sub=action)


def CCIfByVal(action: CCAction) -> CCAction:
    return CCAction("CCIfByVal", sub=action)


def CCIfInReg(action: CCAction) -> CCAction:
    return CCAction("CCIfInReg", sub=action)


def CCIfSRet(action: CCAction) -> CCAction:
    return CCAction("CCIfSRet", sub=action)


def CCIfNest(action: CCAction) -> CCAction:
    return CCAction("CCIfNest", sub=action)


def CCIfVarArg(action: CCAction) -> CCAction:
    return CCAction("CCIfVarArg", sub=action)


def CCIfNotVarArg(action: CCAction) -> CCAction:
    return CCAction("CCIfNotVarArg", sub=action)


def CCIfSwiftSelf(action: CCAction) -> CCAction:
    return CCAction("CCIfSwiftSelf", sub=action)


def CCIfSwiftError(action: CCAction) -> CCAction:
    return CCAction("CCIfSwiftError", sub=action)


def CCIfCFGuardTarget(action: CCAction) -> CCAction:
    return CCAction("CCIfCFGuardTarget", sub=action)


def CCAssignToReg(regs: tuple[Register, ...] | list[Register]) -> CCAction:
    return CCAction("CCAssignToReg", regs=tuple(regs))


def CCAssignToRegWithShadow(regs: list[Register], shadows: list[Register]) -> CCAction:
    return CCAction("CCAssignToRegWithShadow", regs=tuple(regs), shadow_regs=tuple(shadows))


def CCAssignToStack(size: int, align: int) -> CCAction:
    return CCAction("CCAssignToStack", size=size, align=align)


def CCPromoteToType(ty: str) -> CCAction:
    return CCAction("CCPromoteToType", types=(ty,))


def CCBitConvertToType(ty: str) -> CCAction:
    return CCAction("CCBitConvertToType", types=(ty,))


def CCPassIndirect(ty: str) -> CCAction:
    return CCAction("CCPassIndirect", types=(ty,))


def CCPassByVal(size: int, align: int) -> CCAction:
    return CCAction("CCPassByVal", size=size, align=align)


def CCCustom(function: str) -> CCAction:
    return CCAction("CCCustom", name=function)


def CCDelegateTo(cc: str) -> CCAction:
    return CCAction("CCDelegateTo", name=cc)


@dataclass(slots=True, frozen=True)
class CallingConv:
    """``CallingConv<[actions]>``: tried in order for every value; the first action that assigns wins."""

    name: str
    actions: tuple[CCAction, ...]
    entry: bool = False


# ---------------------------------------------------------------------------------------------------------
# Subtarget features and processors (Target.td SubtargetFeature / ProcessorModel)
# ---------------------------------------------------------------------------------------------------------


@dataclass(slots=True, frozen=True)
class SubtargetFeature:
    """``SubtargetFeature<name, attribute, value, desc, implies>``: an ``-mattr`` name."""

    name: str
    description: str
    implies: tuple["SubtargetFeature", ...] = ()
    field_name: str = ""


@dataclass(slots=True, frozen=True)
class Processor:
    """``ProcessorModel<name, model, features, tune>``: an ``-mcpu`` name and the features it enables."""

    name: str
    features: tuple[SubtargetFeature, ...]
    tune: tuple[str, ...] = ()
