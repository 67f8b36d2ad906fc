"""Assembler-matcher table generator (LLVM: utils/TableGen/AsmMatcherEmitter.cpp).

What it is: writes ``gen/asm_matcher.py`` for targets with fixed-width encodings: every instruction that has
an encoding and is not code-generation-only becomes a match entry built from its asm string (the first
variant of ``{att|intel}`` alternatives), as LLVM's ``MatchableInfo``:

* the asm string is split into tokens as ``tokenizeAsmString`` does: at whitespace, around ``$operand``
  references, and into single characters at ``[ ] * ! , ( ) { }``; other runs (``+=``, ``s>>=``,
  ``goto``) stay whole;
* each ``$operand`` becomes one operand class per machine operand: a register class by name, an
  :class:`~pyllc.tblgen.records.Operand` its ``match_class`` (LLVM's ``ParserMatchClass``, ``Imm`` by
  default), a compound operand its own ``match_class`` or, without one, its sub-operands in order (LLVM
  splits an operand with ``MIOperandInfo`` and no custom class the same way);
* the *mnemonic* is the entry's first literal token (LLVM's is the first token; asm strings of C-like
  syntaxes start with an operand, ``$dst += $src2``).

The module has ``MATCH_CLASSES`` (class names by id), ``MATCH_TABLE`` -- per entry ``(mnemonic, opcode,
tokens, operand indices, operand count, ties)``, ``tokens`` holding literal strings and class ids and
``operand indices`` the MCInst operand each class token fills (LLVM's conversion table) -- and
``MNEMONIC_INDEX`` (entries by mnemonic), plus ``match_instruction(parsed)``: the target's parser hands in
the tokens of one line, a literal as ``str`` and an operand as ``(class ids, value, text)``, and gets back
every ``(opcode, operands)`` whose entry matches (LLVM: ``MatchInstructionImpl``).  Operands the asm string does
not name are 0; a tied operand copies the one the string names.

Targets with ``AsmParserVariant`` records use :func:`emit_asm_matcher_tables`, LLVM's full model: one
table per syntax variant (``{att|intel}``), literal registers in asm strings (``%cl``) as one-register
classes, ``AsmOperandClass`` hierarchies, the match order of ``MatchableInfo::operator<`` (by mnemonic,
operand count, then operand classes with ``ClassInfo::operator<``: tokens, register sets smallest first, user
classes deepest first), ``InstAlias`` results (fixed registers and immediates, ties) and ``MnemonicAlias``
renames.  The target's parser implements the user classes' predicates.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cmp_to_key

from .instr_info_emitter import flatten_operands, parse_constraints
from .loader import RecordKeeper
from .records import (
    AsmParserVariant,
    FixedLenEncoding,
    InstAlias,
    Instruction,
    MemOperand,
    Operand,
    PointerRegClass,
    RegisterClass,
)
from .writer import header

_VARIANT = re.compile(r"\{([^{}|]*)\|[^{}]*\}")
_TOKEN = re.compile(r"\$\{(\w+)\}|\$(\w+)|[\[\]*!,(){}]|[^\s$\[\]*!,(){}]+")


def tokenize_asm_string(asm: str) -> list[tuple[bool, str]]:
    """``(is_operand, text)`` tokens of the first variant of ``asm``."""
    text = _VARIANT.sub(r"\1", asm)
    out: list[tuple[bool, str]] = []
    for m in _TOKEN.finditer(text):
        name = m.group(1) or m.group(2)
        out.append((True, name) if name else (False, m.group(0)))
    return out


def _classes(op: object) -> list[str]:
    if isinstance(op, RegisterClass):
        return [op.name]
    if isinstance(op, PointerRegClass):
        raise ValueError("pointer register classes have no assembler class")
    if isinstance(op, Operand):
        return [op.match_class]
    if isinstance(op, MemOperand):
        if op.match_class:
            return [op.match_class]
        return [c for _, sop in op.sub_operands for c in _classes(sop)]
    raise ValueError(f"operand {op!r} has no assembler class")


def matchable(inst: Instruction) -> bool:
    """An entry of the matcher: encodable, not code-generation-only (LLVM's ``isCodeGenOnly``)."""
    return isinstance(inst.encoding, FixedLenEncoding) and not inst.is_code_gen_only


def emit_asm_matcher(rk: RecordKeeper) -> str:
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts if not s.endswith("tblgen/target.py")})
    classes: list[str] = []
    entries: list[
        tuple[str, int, tuple[str | int, ...], tuple[int, ...], int, tuple[tuple[int, int], ...], str]
    ] = []
    for opcode, (name, inst, _) in enumerate(insts):
        if not matchable(inst):
            continue
        flat = flatten_operands(inst)
        first: dict[str, int] = {}
        for i, (n, _, _) in enumerate(flat):
            first.setdefault(n, i)
        ops = dict(inst.outs + inst.ins)
        tokens: list[str | int] = []
        idxs: list[int] = []
        for is_op, text in tokenize_asm_string(inst.asm):
            if not is_op:
                tokens.append(text)
                continue
            if text not in ops:
                raise ValueError(f"{name}: asm string names no operand ${text}")
            for k, c in enumerate(_classes(ops[text])):
                if c not in classes:
                    classes.append(c)
                tokens.append(classes.index(c))
                idxs.append(first[text] + k)
        literals = [t for t in tokens if isinstance(t, str)]
        if not literals:
            raise ValueError(f"{name}: asm string {inst.asm!r} has no literal token")
        named = set(idxs)
        ties = tuple(
            sorted(
                (first[a], first[b]) if first[b] in named else (first[b], first[a])
                for a, b in parse_constraints(inst)[0]
            )
        )
        entries.append((literals[0], opcode, tuple(tokens), tuple(idxs), len(flat), ties, name))
    entries.sort(key=lambda e: (e[0], e[1]))

    out = [header(f"Assembler matcher tables for {rk.name} (LLVM: {rk.name}GenAsmMatcher.inc).", srcs)]
    out.append("from typing import Any\n\n")
    out.append("#: Operand classes by id (register classes and ``ParserMatchClass`` names).\n")
    out.append(f"MATCH_CLASSES: tuple[str, ...] = {tuple(classes)!r}\n\n")
    out.append(
        "#: (mnemonic, opcode, tokens: literal or class id, MCInst index per class token, operand count,"
        " ties), by mnemonic.\n"
    )
    out.append("MATCH_TABLE: tuple[tuple[Any, ...], ...] = (\n")
    for mn, opc, toks, ops_at, n, ties, name in entries:
        out.append(f"    ({mn!r}, {opc}, {toks!r}, {ops_at!r}, {n}, {ties!r}),  # {name}\n")
    out.append(")\n\n")
    index: dict[str, list[int]] = {}
    for i, e in enumerate(entries):
        index.setdefault(e[0], []).append(i)
    out.append("#: Entries of MATCH_TABLE by mnemonic.\nMNEMONIC_INDEX: dict[str, tuple[int, ...]] = {\n")
    for mn in sorted(index):
        out.append(f"    {mn!r}: {tuple(index[mn])!r},\n")
    out.append("}\n\n\n")
    out.append(
        "def match_instruction(parsed: list[Any]) -> list[tuple[int, list[Any]]]:\n"
        '    """Every ``(opcode, operands)`` whose entry matches ``parsed``: literals as ``str``, operands as\n'
        "    ``(class ids, value, text)`` (an operand also matches a literal equal to its text, ``r0`` in\n"
        '    ``r0 = *(u8 *)skb[$imm]``)."""\n'
        "    texts = [t if type(t) is str else t[2] for t in parsed]\n"
        "    rows = sorted({r for t in texts for r in MNEMONIC_INDEX.get(t, ())})\n"
        "    found: list[tuple[int, list[Any]]] = []\n"
        "    for row in rows:\n"
        "        _, opcode, tokens, idxs, count, ties = MATCH_TABLE[row]\n"
        "        if len(tokens) != len(parsed):\n"
        "            continue\n"
        "        ops: list[Any] = [0] * count\n"
        "        k = 0\n"
        "        for want, got, text in zip(tokens, parsed, texts):\n"
        "            if type(want) is str:\n"
        "                if want != text:\n"
        "                    break\n"
        "            elif type(got) is str or want not in got[0]:\n"
        "                break\n"
        "            else:\n"
        "                ops[idxs[k]] = got[1]\n"
        "                k += 1\n"
        "        else:\n"
        "            for idx, src in ties:\n"
        "                ops[idx] = ops[src]\n"
        "            found.append((opcode, ops))\n"
        "    return found\n"
    )
    return "".join(out)


# ---------------------------------------------------------------------------------------------------------
# Targets with assembler variants, operand-class hierarchies and aliases (LLVM's full AsmMatcherEmitter)
# ---------------------------------------------------------------------------------------------------------

#: ``AsmParserVariant``'s defaults: separators end a token and are dropped, tokenizing characters are
#: tokens of their own.
_SEPARATORS = " \t,"
_TOKENIZING = "[]*!"


def select_variant(asm: str, variant: int) -> str:
    """The text of syntax ``variant`` of an asm string: ``{a|b}`` chooses ``a`` (0) or ``b`` (1), ``{a}`` is
    ``a`` in variant 0 only; ``${name}`` operand references are kept."""
    out: list[str] = []
    i, n = 0, len(asm)
    while i < n:
        c = asm[i]
        if c == "$" and i + 1 < n and asm[i + 1] == "{":
            j = asm.index("}", i)
            out.append(asm[i : j + 1])
            i = j + 1
        elif c == "{":
            depth, j = 0, i
            while True:
                if asm[j] == "{":
                    depth += 1
                elif asm[j] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            alts = _split_alternatives(asm[i + 1 : j])
            if variant < len(alts):
                out.append(select_variant(alts[variant], variant))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _split_alternatives(body: str) -> list[str]:
    alts: list[str] = []
    depth, start = 0, 0
    for k, c in enumerate(body):
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        elif c == "|" and depth == 0:
            alts.append(body[start:k])
            start = k + 1
    alts.append(body[start:])
    return alts


def tokenize_variant_text(text: str) -> list[str]:
    """LLVM's ``MatchableInfo::tokenizeAsmString`` with the default variant characters: tokens end at
    separators (dropped), ``[ ] * !`` are tokens of their own, ``$name``/``${name}`` start an operand."""
    toks: list[str] = []
    cur = ""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in _SEPARATORS:
            if cur:
                toks.append(cur)
            cur = ""
        elif c in _TOKENIZING:
            if cur:
                toks.append(cur)
            toks.append(c)
            cur = ""
        elif c == "$":
            if cur:
                toks.append(cur)
            if i + 1 < n and text[i + 1] == "{":
                j = text.index("}", i)
                toks.append(text[i : j + 1])
                cur = ""
                i = j
            else:
                cur = "$"
        else:
            cur += c
        i += 1
    if cur:
        toks.append(cur)
    return toks


def _operand_name(tok: str) -> str:
    return tok[2:-1].split(":")[0] if tok.startswith("${") else tok[1:]


class MatchClass:
    """One operand class of the matcher (LLVM ``ClassInfo``): a literal token (kind 0), a register set (1:
    a register class, or one register written in the asm string) or a user class (2: an
    ``AsmOperandClass``)."""

    __slots__ = ("name", "kind", "regs", "supers", "predicate", "render")

    def __init__(
        self,
        name: str,
        kind: int,
        regs: frozenset[str] = frozenset(),
        supers: tuple["MatchClass", ...] = (),
        predicate: str = "",
        render: str = "",
    ) -> None:
        self.name, self.kind, self.regs, self.supers = name, kind, regs, supers
        self.predicate, self.render = predicate, render

    def depth(self) -> int:
        d, c = 0, self
        while c.supers:
            d, c = d + 1, c.supers[0]
        return d

    def root(self) -> "MatchClass":
        c = self
        while c.supers:
            c = c.supers[0]
        return c


def class_less(a: MatchClass, b: MatchClass) -> bool:
    """LLVM's ``ClassInfo::operator<``: tokens, then register sets (smaller first: a set sorts before its
    supersets), then user classes (within one hierarchy the deeper first; separate hierarchies by the names
    of their roots); names break ties."""
    if a is b:
        return False
    if a.kind != b.kind:
        return a.kind < b.kind
    if a.kind == 1:
        if len(a.regs) != len(b.regs):
            return len(a.regs) < len(b.regs)
    elif a.kind == 2:
        ra, rb = a.root(), b.root()
        if ra is not rb:
            return ra.name < rb.name
        if a.depth() != b.depth():
            return a.depth() > b.depth()
    return a.name < b.name


class Matchable:
    """One entry of the match table (LLVM ``MatchableInfo``): an instruction or an alias in one syntax.

    ``operands`` are the classes of the asm operands after the mnemonic; ``results`` say how each MCInst
    operand is made: ``(0, k)`` renders asm operand ``k`` (a memory class renders all its sub-operands),
    ``(1, i)`` copies MCInst operand ``i`` (a tie), ``(2, v)`` is the immediate ``v``, ``(3, r)`` register
    ``r``."""

    __slots__ = ("mnemonic", "opcode", "operands", "results", "predicates", "name")

    def __init__(
        self,
        mnemonic: str,
        opcode: int,
        operands: list[MatchClass],
        results: list[tuple[int, int]],
        predicates: tuple[str, ...],
        name: str,
    ) -> None:
        self.mnemonic, self.opcode, self.operands = mnemonic, opcode, operands
        self.results, self.predicates, self.name = results, predicates, name


def matchable_less(a: Matchable, b: Matchable) -> bool:
    """LLVM's ``MatchableInfo::operator<``: by mnemonic, operand count, then operand classes in order;
    matchables needing more features first."""
    if a.mnemonic.lower() != b.mnemonic.lower():
        return a.mnemonic.lower() < b.mnemonic.lower()
    if len(a.operands) != len(b.operands):
        return len(a.operands) < len(b.operands)
    for x, y in zip(a.operands, b.operands):
        if class_less(x, y):
            return True
        if class_less(y, x):
            return False
    return len(a.predicates) > len(b.predicates)


class MatcherInfo:
    """The classes and matchables of one target (LLVM ``AsmMatcherInfo``)."""

    def __init__(self, rk: RecordKeeper, is_encodable: Callable[[Instruction], bool]) -> None:
        from .register_info_emitter import RegisterBank

        self.rk = rk
        self.is_encodable = is_encodable
        self.reg_num = RegisterBank(rk).num
        self.reg_by_asm = {r.asm_name.lower(): r for r in rk.registers if r.asm_name}
        self.classes: dict[str, MatchClass] = {}
        records = {c.name: c for c in rk.asm_operand_classes}

        def user(name: str) -> MatchClass:
            if name in self.classes:
                return self.classes[name]
            rec = records.get(name)
            if rec is None:
                c = MatchClass(name, 2, predicate=f"is{name}", render="addImmOperands")
            else:
                supers = tuple(user(s) for s in rec.super_classes)
                c = MatchClass(name, 2, supers=supers, predicate=rec.predicate_method, render=rec.render)
            self.classes[name] = c
            return c

        self.user_class = user
        self.assembler_predicates = {p.name: p.description for p in rk.assembler_predicates}
        self.inst_by_name = {n: (i, inst) for i, (n, inst, _) in enumerate(rk.instructions)}

    def register_class(self, rc: RegisterClass) -> MatchClass:
        if rc.name not in self.classes:
            self.classes[rc.name] = MatchClass(rc.name, 1, frozenset(r.name for r in rc.members))
        return self.classes[rc.name]

    def singleton(self, reg_name: str) -> MatchClass:
        key = "Reg:" + reg_name
        if key not in self.classes:
            self.classes[key] = MatchClass(reg_name, 1, frozenset((reg_name,)))
        return self.classes[key]

    def token(self, text: str) -> MatchClass:
        key = "Tok:" + text
        if key not in self.classes:
            self.classes[key] = MatchClass(text, 0)
        return self.classes[key]

    def operand_class(self, op: object) -> MatchClass:
        if isinstance(op, RegisterClass):
            return self.register_class(op)
        if isinstance(op, (Operand, MemOperand)) and op.match_class:
            return self.user_class(op.match_class)
        raise ValueError(f"operand {op!r} has no assembler class")

    def literal(self, tok: str, prefix: str) -> MatchClass:
        """A literal asm-string token: a register written out (``%cl``) or a token (``*``)."""
        if tok.startswith(prefix):
            reg = self.reg_by_asm.get(tok[len(prefix) :].lower())
            if reg is not None:
                return self.singleton(reg.name)
        return self.token(tok)

    def asm_predicates(self, inst: Instruction) -> tuple[str, ...]:
        return tuple(p for p in inst.predicates if p in self.assembler_predicates)

    def matchable(self, inst: Instruction) -> bool:
        return self.is_encodable(inst) and not inst.is_code_gen_only and bool(inst.asm)

    def instruction_matchable(
        self, opcode: int, name: str, inst: Instruction, variant: AsmParserVariant
    ) -> Matchable | None:
        text = select_variant(inst.asm, variant.variant)
        words = text.split()
        if not words or "$" in words[0]:
            return None  # the mnemonic embeds an operand (j${cond}): spelled by InstAliases
        toks = tokenize_variant_text(text)
        ops = dict(inst.outs + inst.ins)
        flat = flatten_operands(inst)
        first: dict[str, int] = {}
        for i, (n, _, _) in enumerate(flat):
            first.setdefault(n, i)
        classes: list[MatchClass] = []
        named: dict[str, int] = {}
        for tok in toks[1:]:
            if tok.startswith("$"):
                opname = _operand_name(tok)
                if opname not in ops:
                    raise ValueError(f"{name}: asm string names no operand ${opname}")
                named.setdefault(opname, len(classes))
                classes.append(self.operand_class(ops[opname]))
            else:
                classes.append(self.literal(tok, variant.register_prefix))
        ties = parse_constraints(inst)[0]
        tied_to: dict[str, str] = {}
        for a, b in ties:
            if a in named and b not in named:
                named[b] = named[a]
                tied_to[a] = b
            else:
                tied_to[a] = b
        results: list[tuple[int, int]] = []
        done: set[str] = set()
        for n, _, _ in flat:
            if n in tied_to and not isinstance(ops[n], MemOperand):
                results.append((1, first[tied_to[n]]))
            elif n in named:
                if n not in done:
                    results.append((0, named[n]))
                    done.add(n)
            else:
                results.append((2, 0))
        return Matchable(toks[0], opcode, classes, results, self.asm_predicates(inst), name)

    def alias_matchable(self, alias: InstAlias, variant: AsmParserVariant) -> Matchable | None:
        if alias.variant and alias.variant != variant.name:
            return None
        text = select_variant(alias.asm, variant.variant)
        toks = tokenize_variant_text(text)
        res = alias.result
        opcode, inst = self.inst_by_name[res.op]
        args = list(res.args)
        # The result operands: every top-level operand but tied uses, in order.
        ties = dict(parse_constraints(inst)[0])
        flat = flatten_operands(inst)
        first: dict[str, int] = {}
        for i, (n, _, _) in enumerate(flat):
            first.setdefault(n, i)
        arg_class: dict[str, MatchClass] = {}
        plan: list[tuple[str, object]] = []
        for n, op in inst.outs + inst.ins:
            if n in ties and not isinstance(op, MemOperand):
                plan.append(("tie", first[ties[n]]))
                continue
            if not args:
                raise ValueError(f"alias {alias.asm!r}: too few result operands for {res.op}")
            arg = args.pop(0)
            if isinstance(arg, int):
                plan.append(("imm", arg))
            elif isinstance(arg, str) and ":$" in arg:
                aname = arg.split(":$")[1]
                arg_class.setdefault(aname, self.operand_class(op))
                plan.append(("op", aname))
            elif isinstance(arg, str):
                plan.append(("reg", self.reg_num[arg]))
            else:
                raise ValueError(f"alias {alias.asm!r}: unsupported result operand {arg!r}")
        if args:
            raise ValueError(f"alias {alias.asm!r}: too many result operands for {res.op}")
        classes: list[MatchClass] = []
        named: dict[str, int] = {}
        for tok in toks[1:]:
            if tok.startswith("$"):
                aname = _operand_name(tok)
                named.setdefault(aname, len(classes))
                classes.append(arg_class[aname])
            else:
                classes.append(self.literal(tok, variant.register_prefix))
        results: list[tuple[int, int]] = []
        for kind, val in plan:
            if kind == "tie":
                results.append((1, int(val)))  # type: ignore[arg-type]
            elif kind == "imm":
                results.append((2, int(val)))  # type: ignore[arg-type]
            elif kind == "reg":
                results.append((3, int(val)))  # type: ignore[arg-type]
            else:
                results.append((0, named[str(val)]))
        return Matchable(toks[0], opcode, classes, results, self.asm_predicates(inst), f"{res.op} (alias)")

    def matchables(self, variant: AsmParserVariant) -> list[Matchable]:
        """Every matchable of ``variant`` in match order (instructions by name, then aliases in definition
        order, stably sorted as LLVM sorts them)."""
        found: list[Matchable] = []
        for opcode, (name, inst, _) in sorted(enumerate(self.rk.instructions), key=lambda e: e[1][0]):
            if self.matchable(inst):
                m = self.instruction_matchable(opcode, name, inst, variant)
                if m is not None:
                    found.append(m)
        for alias in self.rk.inst_aliases:
            m = self.alias_matchable(alias, variant)
            if m is not None:
                found.append(m)

        def cmp(a: Matchable, b: Matchable) -> int:
            return -1 if matchable_less(a, b) else (1 if matchable_less(b, a) else 0)

        return sorted(found, key=cmp_to_key(cmp))


def emit_asm_matcher_tables(rk: RecordKeeper, is_encodable: Callable[[Instruction], bool]) -> str:
    """``gen/asm_matcher.py`` for a target with ``AsmParserVariant`` records: per variant, the match table by
    mnemonic in LLVM's order and the mnemonic aliases; the operand classes; the assembler predicates."""
    info = MatcherInfo(rk, is_encodable)
    variants = sorted(rk.asm_parser_variants, key=lambda v: v.variant)
    per_variant = [info.matchables(v) for v in variants]
    classes = sorted(info.classes.values(), key=lambda c: (c.kind, c.name))
    cid = {id(c): i for i, c in enumerate(classes)}
    srcs = sorted(set(rk.sources.values()))
    out = [header(f"Assembler matcher tables for {rk.name} (LLVM: {rk.name}GenAsmMatcher.inc).", srcs)]
    out.append("from typing import Any\n\n")
    out.append(
        "#: Operand classes by id: (name, kind, data) -- kind 0 a literal token (data: its text), 1 a\n"
    )
    out.append(
        "#: register set (data: bit set of register numbers), 2 a user class (data: (predicate, render)).\n"
    )
    out.append("MATCH_CLASSES: tuple[tuple[str, int, Any], ...] = (\n")
    for c in classes:
        if c.kind == 0:
            data: object = c.name
        elif c.kind == 1:
            bits = 0
            for r in c.regs:
                bits |= 1 << info.reg_num[r]
            data = bits
        else:
            data = (c.predicate, c.render)
        out.append(f"    ({c.name!r}, {c.kind}, {data!r}),  # {cid[id(c)]}\n")
    out.append(")\n\n")
    out.append("#: Assembler predicates and their names in diagnostics.\n")
    out.append(f"PREDICATE_NAMES: dict[str, str] = {dict(sorted(info.assembler_predicates.items()))!r}\n\n")
    out.append(f"VARIANT_NAMES: tuple[str, ...] = {tuple(v.name for v in variants)!r}\n\n")
    out.append(
        "#: Per variant, mnemonic -> entries in match order: (opcode, operand class ids, MCInst operand results,\n"
        "#: required predicates); a result is (0, k) asm operand k, (1, i) a copy of MCInst operand i, (2, v) the\n"
        "#: immediate v, (3, r) register r.\n"
    )
    out.append("MATCH_TABLES: tuple[dict[str, tuple[tuple[Any, ...], ...]], ...] = (\n")
    for v, ms in zip(variants, per_variant):
        out.append(f"    {{  # {v.name}\n")
        by_mn: dict[str, list[Matchable]] = {}
        for m in ms:
            by_mn.setdefault(m.mnemonic.lower(), []).append(m)
        for mn in sorted(by_mn):
            out.append(f"        {mn!r}: (\n")
            for m in by_mn[mn]:
                ops = tuple(cid[id(c)] for c in m.operands)
                out.append(
                    f"            ({m.opcode}, {ops!r}, {tuple(m.results)!r}, {m.predicates!r}),  # {m.name}\n"
                )
            out.append("        ),\n")
        out.append("    },\n")
    out.append(")\n\n")
    out.append("#: Per variant, mnemonic -> ((new mnemonic, required predicates), ...) tried in order.\n")
    out.append("MNEMONIC_ALIASES: tuple[dict[str, tuple[tuple[str, tuple[str, ...]], ...]], ...] = (\n")
    for v in variants:
        table: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
        for a in rk.mnemonic_aliases:
            if not a.variant or a.variant == v.name:
                table.setdefault(a.from_, []).append((a.to, a.predicates))
        out.append(f"    {{  # {v.name}\n")
        for k in sorted(table):
            out.append(f"        {k!r}: {tuple(table[k])!r},\n")
        out.append("    },\n")
    out.append(")\n")
    return "".join(out)
