"""What it is (LLVM: lib/IR/AsmWriter.cpp): the writer of textual LLVM IR.

``print_module(module)`` writes a module in the layout of LLVM's ``AssemblyWriter``:
header strings, identified struct types, comdats, global variables, aliases, ifuncs,
functions, ``uselistorder`` directives, attribute groups, then named metadata and the
numbered metadata definitions (written by :mod:`pyllc.ir.metadata_printer`).

Slot numbering (LLVM's SlotTracker): unnamed globals are numbered in print order;
inside a function, unnamed arguments, then each block and each unnamed non-void
instruction in order get ``%0, %1, ...``.  Function attribute sets (of functions, call sites
and global variables) are collected into ``attributes #N`` groups numbered in order of
first use.  Names print bare when they only hold ``[-a-zA-Z$._0-9]`` and do not start with a
digit, otherwise quoted with ``\\XX`` escapes for ``"``, ``\\`` and non-printable bytes
(``printEscapedString``).  The printer writes what the reader built: typed pointers stay
typed, opaque stay ``ptr``.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from pyllc.ir import instructions as I
from pyllc.ir.attributes import ENUM, INT, OTHER, STRING, TYPE, AttributeSet
from pyllc.ir.constants import (
    BlockAddress,
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataArray,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    ConstantTargetNone,
    ConstantTokenNone,
    ConstantVector,
    DSOLocalEquivalent,
    NoCFIValue,
    PoisonValue,
    UndefValue,
)
from pyllc.ir.module import (
    DLL_NAMES,
    LINKAGE_NAMES,
    TLS_NAMES,
    UNNAMED_ADDR_NAMES,
    VISIBILITY_NAMES,
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalObject,
    GlobalValue,
    GlobalVariable,
    Module,
)
from pyllc.ir.type_finder import find_struct_types
from pyllc.ir.types import FP_KIND_NAMES, StructTyID, Type, VoidTyID, struct_body_to_string
from pyllc.ir.values import Argument, BasicBlock, InlineAsm, MetadataAsValue, Value

_BARE_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")


def quote_string(s: str) -> str:
    """printEscapedString over a byte string (chars < 256; others are UTF-8 encoded first)."""
    out: list[str] = []
    for ch in s:
        c = ord(ch)
        if c > 255:
            out.extend("\\%02X" % b for b in ch.encode("utf-8", "surrogateescape"))
        elif 0x20 <= c <= 0x7E and ch != "\\" and ch != '"':
            out.append(ch)
        else:
            out.append("\\%02X" % c)
    return "".join(out)


def quote_name(name: str) -> str:
    if _BARE_NAME.match(name):
        return name
    return '"' + quote_string(name) + '"'


def quote_local_name(name: str) -> str:
    return "%" + quote_name(name)


def bytes_literal(data: bytes) -> str:
    out: list[str] = []
    for c in data:
        if 0x20 <= c <= 0x7E and c != 0x5C and c != 0x22:
            out.append(chr(c))
        else:
            out.append("\\%02X" % c)
    return "".join(out)


def format_attr_set(s: AttributeSet, in_group: bool = False) -> str:
    parts: list[str] = []
    for kind, name, value in s.items:
        if kind == ENUM:
            parts.append(name)
        elif kind == INT:
            if in_group and name in ("align", "alignstack"):
                parts.append("%s=%d" % (name, value))
            elif name == "align":
                parts.append("align %d" % value)
            else:
                parts.append("%s(%d)" % (name, value))
        elif kind == TYPE:
            parts.append(name if value is None else "%s(%s)" % (name, value))
        elif kind == STRING:
            if value is None:
                parts.append('"%s"' % quote_string(name))
            else:
                parts.append('"%s"="%s"' % (quote_string(name), quote_string(value)))
        elif kind == OTHER:
            parts.append(name + value)
    return " ".join(parts)


def _fp_text(c: ConstantFP) -> str:
    if c.bits >= 0:
        try:
            from pyllc.support.apfloat import format_fp_literal

            return format_fp_literal(FP_KIND_NAMES[c.type.tid], c.bits)
        except Exception:  # pragma: no cover - fall back to the source spelling
            pass
    return c.text


class FunctionSlots:
    """Local slot numbers of one function (SlotTracker::processFunction)."""

    __slots__ = ("slots",)

    def __init__(self, fn: Function) -> None:
        slots: dict[Value, int] = {}
        n = 0
        for a in fn.args:
            if not a.name:
                slots[a] = n
                n += 1
        for bb in fn.blocks:
            if not bb.name:
                slots[bb] = n
                n += 1
            for inst in bb.instructions:
                if not inst.name and inst.type.tid != VoidTyID:
                    slots[inst] = n
                    n += 1
        self.slots = slots


class AssemblyWriter:
    """Writes one module; holds the global slot numbers, attribute groups and metadata slots."""

    def __init__(self, module: Module) -> None:
        self.m = module
        self.global_slots: dict[Value, int] = {}
        n = 0
        for gv in self._globals_in_print_order():
            if not gv.name:
                self.global_slots[gv] = n
                n += 1
        self.fn_slots: dict[Function, FunctionSlots] = {}
        self.local: dict[Value, int] = {}
        self.attr_groups: dict[AttributeSet, int] = {}
        self.md_slots: Any = None
        self.kind_names = module.context.md_kind_names()
        self._init_metadata()

    def _globals_in_print_order(self) -> list[GlobalValue]:
        m = self.m
        return [*m.globals, *m.aliases, *m.ifuncs, *m.functions]

    def _init_metadata(self) -> None:
        try:
            from pyllc.ir.metadata_printer import MetadataSlotTracker
        except ImportError:  # pragma: no cover
            return
        t = MetadataSlotTracker()
        m = self.m
        for gv in m.globals:
            t.add_attachments(gv.md or ())
        for nmd in m.named_metadata.values():
            t.add_named_metadata(nmd)
        for fn in m.functions:
            t.add_attachments(fn.md or ())
            for bb in fn.blocks:
                for inst in bb.instructions:
                    for op in inst.operands:
                        if isinstance(op, MetadataAsValue):
                            t.add_metadata_operand(op.md)
                    if inst.md:
                        t.add_attachments(inst.md)
        self.md_slots = t

    # ------------------------------------------------------------------ names and operands
    def value_name(self, v: Value) -> str:
        if isinstance(v, GlobalValue):
            if v.name:
                return "@" + quote_name(v.name)
            return "@%d" % self.global_slots.get(v, -1)
        if v.name:
            return "%" + quote_name(v.name)
        n = self.local.get(v)
        if n is None:
            return "<badref>"
        return "%%%d" % n

    def block_ref_in(self, fn: Function, bb: Value) -> str:
        if bb.name:
            return "%" + quote_name(bb.name)
        fs = self.fn_slots.get(fn)
        if fs is None:
            fs = FunctionSlots(fn)
            self.fn_slots[fn] = fs
        return "%%%d" % fs.slots.get(bb, -1)

    def operand(self, v: Value) -> str:
        """A value as an operand, without its type (LLVM: WriteAsOperandInternal)."""
        cls = type(v)
        if cls is ConstantInt:
            if v.type.bits == 1:  # type: ignore[attr-defined]
                return "true" if v.value else "false"  # type: ignore[attr-defined]
            return str(v.value)  # type: ignore[attr-defined]
        if isinstance(v, (Argument, BasicBlock, I.Instruction, GlobalValue)):
            return self.value_name(v)
        if cls is ConstantFP:
            return _fp_text(v)  # type: ignore[arg-type]
        if cls is ConstantPointerNull:
            return "null"
        if cls is UndefValue:
            return "undef"
        if cls is PoisonValue:
            return "poison"
        if cls is ConstantAggregateZero or cls is ConstantTargetNone:
            return "zeroinitializer"
        if cls is ConstantTokenNone:
            return "none"
        if cls is ConstantDataArray:
            return 'c"%s"' % bytes_literal(v.data)  # type: ignore[attr-defined]
        if cls is ConstantArray:
            ops = v.operands  # type: ignore[attr-defined]
            return "[" + ", ".join(self.typed(o) for o in ops) + "]"
        if cls is ConstantStruct:
            ops = v.operands  # type: ignore[attr-defined]
            body = "{}" if not ops else "{ " + ", ".join(self.typed(o) for o in ops) + " }"
            return "<" + body + ">" if v.type.packed else body
        if cls is ConstantVector:
            return "<" + ", ".join(self.typed(o) for o in v.operands) + ">"  # type: ignore[attr-defined]
        if cls is ConstantExpr:
            return self.constant_expr(v)  # type: ignore[arg-type]
        if cls is BlockAddress:
            fn, bb = v.operands  # type: ignore[attr-defined]
            return "blockaddress(%s, %s)" % (self.value_name(fn), self.block_ref_in(fn, bb))  # type: ignore[arg-type]
        if cls is DSOLocalEquivalent:
            return "dso_local_equivalent " + self.value_name(v.operands[0])  # type: ignore[attr-defined]
        if cls is NoCFIValue:
            return "no_cfi " + self.value_name(v.operands[0])  # type: ignore[attr-defined]
        if cls is InlineAsm:
            a: InlineAsm = v  # type: ignore[assignment]
            return 'asm %s%s%s%s"%s", "%s"' % (
                "sideeffect " if a.side_effects else "",
                "alignstack " if a.align_stack else "",
                "inteldialect " if a.dialect else "",
                "unwind " if a.can_throw else "",
                quote_string(a.asm),
                quote_string(a.constraints),
            )
        if cls is MetadataAsValue:
            return self.metadata_ref(v.md)  # type: ignore[attr-defined]
        return "<badref>"

    def typed(self, v: Value) -> str:
        if type(v) is MetadataAsValue:
            return "metadata " + self.operand(v)
        return "%s %s" % (v.type, self.operand(v))

    def metadata_ref(self, md: Any) -> str:
        from pyllc.ir.metadata_printer import format_metadata_ref

        return format_metadata_ref(md, self.md_slots, self.typed)

    def constant_expr(self, c: ConstantExpr) -> str:
        op = c.opcode
        name = I.OPCODE_NAMES[op]
        ops = c.operands
        if op in I.CAST_OPS:
            return "%s (%s to %s)" % (name, self.typed(ops[0]), c.type)
        if op == I.GetElementPtr:
            parts = [str(c.source_type)]
            for i, o in enumerate(ops):
                t = self.typed(o)
                if c.inrange >= 0 and i == c.inrange + 1:
                    t = "inrange " + t
                parts.append(t)
            return "getelementptr %s(%s)" % ("inbounds " if c.flags & I.INBOUNDS else "", ", ".join(parts))
        if op in (I.ICmp, I.FCmp):
            pred = I.ICMP_NAMES[c.pred] if op == I.ICmp else I.FCMP_NAMES[c.pred]
            return "%s %s (%s, %s)" % (name, pred, self.typed(ops[0]), self.typed(ops[1]))
        if op in (I.ExtractValue, I.InsertValue):
            return "%s (%s)" % (name, ", ".join([self.typed(o) for o in ops] + [str(i) for i in c.indices]))
        return "%s%s (%s)" % (name, self.wrap_flags(op, c.flags), ", ".join(self.typed(o) for o in ops))

    @staticmethod
    def wrap_flags(op: int, flags: int) -> str:
        s = ""
        if flags & I.NUW:
            s += " nuw"
        if flags & I.NSW:
            s += " nsw"
        if flags & I.EXACT:
            s += " exact"
        if flags & I.DISJOINT:
            s += " disjoint"
        if flags & I.NNEG:
            s += " nneg"
        fmf = flags >> I.FMF_SHIFT
        if fmf:
            if fmf & I.FMF_FAST == I.FMF_FAST:
                s += " fast"
            else:
                for i, n in enumerate(I.FMF_NAMES):
                    if fmf & (1 << i):
                        s += " " + n
        return s

    def attr_group(self, s: AttributeSet) -> int:
        g = self.attr_groups.get(s)
        if g is None:
            g = len(self.attr_groups)
            self.attr_groups[s] = g
        return g

    # ------------------------------------------------------------------ module
    def print_module(self) -> str:
        m = self.m
        out: list[str] = ["; ModuleID = '%s'\n" % m.name]
        if m.source_filename is not None:
            out.append('source_filename = "%s"\n' % quote_string(m.source_filename))
        if m.data_layout is not None:
            out.append('target datalayout = "%s"\n' % quote_string(m.data_layout))
        if m.triple is not None:
            out.append('target triple = "%s"\n' % quote_string(m.triple))
        if m.module_asm:
            out.append("\n")
            for line in m.module_asm:
                out.append('module asm "%s"\n' % quote_string(line))
        if m.struct_types:
            # As the AsmWriter: the types something uses, numbered ones first, then the named
            # ones in TypeFinder order.
            used = find_struct_types(m)
            structs = [t for t in used if t.numbered] + [t for t in used if not t.numbered]
            if structs:
                out.append("\n")
            for t in structs:
                out.append("%s = type %s\n" % (t, struct_body_to_string(t)))
        if m.comdats:
            out.append("\n")
            for c in m.comdats.values():
                out.append("$%s = comdat %s\n" % (quote_name(c.name), c.kind))
        parts: list[str] = []
        if m.globals:
            parts.append("\n")
            for gv in m.globals:
                parts.append(self.global_variable(gv))
        if m.aliases or m.ifuncs:
            parts.append("\n")
            for ga in m.aliases:
                parts.append(self.alias(ga))
            for gi in m.ifuncs:
                parts.append(self.alias(gi))
        fparts: list[str] = []
        for fn in m.functions:
            fparts.append("\n")
            fparts.append(self.function(fn))
        if m.functions_first:
            out += fparts + parts
        else:
            out += parts + fparts
        if m.uselistorders:
            out.append("\n")
            for u in m.uselistorders:
                out.append(u + "\n")
        if self.attr_groups:
            out.append("\n")
            for s, g in self.attr_groups.items():
                out.append("attributes #%d = { %s }\n" % (g, format_attr_set(s, True)))
        if self.md_slots is not None and (m.named_metadata or self.md_slots.nodes):
            from pyllc.ir.metadata_printer import write_module_metadata

            out.append("\n")
            out.append(write_module_metadata(m.named_metadata.values(), self.md_slots, self.typed))
        return "".join(out)

    def gv_prefix(self, gv: GlobalValue, is_decl_fn: bool = False) -> str:
        s = ""
        lk = gv.linkage
        if lk:
            s += LINKAGE_NAMES[lk] + " "
        elif isinstance(gv, GlobalVariable) and gv.is_declaration():
            s += "external "
        if gv.dso_local:
            s += "dso_local "
        if gv.visibility:
            s += VISIBILITY_NAMES[gv.visibility] + " "
        if gv.dll_storage:
            s += DLL_NAMES[gv.dll_storage] + " "
        if gv.thread_local:
            s += TLS_NAMES[gv.thread_local] + " "
        if gv.unnamed_addr and not isinstance(gv, Function):
            s += UNNAMED_ADDR_NAMES[gv.unnamed_addr] + " "
        return s

    def md_attachments(self, pairs: Any, sep: str) -> str:
        if not pairs:
            return ""
        from pyllc.ir.metadata_printer import format_attachments

        return format_attachments(pairs, self.kind_names, self.md_slots, self.typed, sep)

    def comdat_text(self, go: GlobalObject) -> str:
        c = go.comdat
        if c is None:
            return ""
        if c.name == go.name:
            return "comdat"
        return "comdat($%s)" % quote_name(c.name)

    def global_variable(self, gv: GlobalVariable) -> str:
        s = self.value_name(gv) + " = " + self.gv_prefix(gv)
        if gv.addrspace:
            s += "addrspace(%d) " % gv.addrspace
        if gv.externally_initialized:
            s += "externally_initialized "
        s += "constant " if gv.is_constant else "global "
        s += str(gv.value_type)
        if gv.operands:
            s += " " + self.operand(gv.operands[0])
        if gv.section is not None:
            s += ', section "%s"' % quote_string(gv.section)
        if gv.partition:
            s += ', partition "%s"' % quote_string(gv.partition)
        if gv.comdat is not None:
            s += ", " + self.comdat_text(gv)
        if gv.align:
            s += ", align %d" % gv.align
        for w in gv.sanitizer:
            s += ", " + w
        if gv.code_model:
            s += ', code_model "%s"' % gv.code_model
        s += self.md_attachments(gv.md, ", ")
        if gv.attrs:
            s += " #%d" % self.attr_group(gv.attrs)
        return s + "\n"

    def alias(self, ga: GlobalValue) -> str:
        s = self.value_name(ga) + " = " + self.gv_prefix(ga)
        s += "alias " if isinstance(ga, GlobalAlias) else "ifunc "
        s += "%s, %s" % (ga.value_type, self.typed(ga.operands[0]))
        if ga.partition:
            s += ', partition "%s"' % quote_string(ga.partition)
        if isinstance(ga, GlobalIFunc):
            s += self.md_attachments(ga.md, ", ")
        return s + "\n"

    def function(self, fn: Function) -> str:
        fs = self.fn_slots.get(fn)
        if fs is None:
            fs = FunctionSlots(fn)
            self.fn_slots[fn] = fs
        self.local = fs.slots
        decl = fn.is_declaration()
        s = "declare " if decl else "define "
        if decl and fn.md:
            s += self.md_attachments(fn.md, " ")[1:] + " "
        s += self.gv_prefix(fn)
        if fn.cc:
            s += cc_name(fn.cc) + " "
        attrs = fn.attrs
        if attrs.ret:
            s += format_attr_set(attrs.ret) + " "
        fty = fn.function_type
        s += "%s %s(" % (fty.elem, self.value_name(fn))
        parts: list[str] = []
        for i, a in enumerate(fn.args):
            p = str(a.type)
            pa = attrs.param(i)
            if pa:
                p += " " + format_attr_set(pa)
            if not decl:
                p += " " + self.value_name(a)
            parts.append(p)
        if fty.vararg:
            parts.append("...")
        s += ", ".join(parts) + ")"
        if fn.unnamed_addr:
            s += " " + UNNAMED_ADDR_NAMES[fn.unnamed_addr]
        if fn.addrspace:
            s += " addrspace(%d)" % fn.addrspace
        if attrs.fn:
            s += " #%d" % self.attr_group(attrs.fn)
        if fn.section is not None:
            s += ' section "%s"' % quote_string(fn.section)
        if fn.partition:
            s += ' partition "%s"' % quote_string(fn.partition)
        if fn.comdat is not None:
            s += " " + self.comdat_text(fn)
        if fn.align:
            s += " align %d" % fn.align
        if fn.gc is not None:
            s += ' gc "%s"' % quote_string(fn.gc)
        if fn.prefix is not None:
            s += " prefix " + self.typed(fn.prefix)
        if fn.prologue is not None:
            s += " prologue " + self.typed(fn.prologue)
        if fn.personality is not None:
            s += " personality " + self.typed(fn.personality)
        if not decl:
            s += self.md_attachments(fn.md, " ")
        if decl:
            return s + "\n"
        out = [s + " {\n"]
        first = True
        inst_fn = self.instruction
        for bb in fn.blocks:
            if not first:
                out.append("\n")
            if bb.name:
                out.append("%s:\n" % quote_name(bb.name))
            elif not first:
                out.append("%d:\n" % self.local[bb])
            first = False
            for inst in bb.instructions:
                out.append("  " + inst_fn(inst) + "\n")
        for u in fn.uselistorders:
            out.append("  " + u + "\n")
        out.append("}\n")
        return "".join(out)

    # ------------------------------------------------------------------ instructions
    def instruction(self, inst: I.Instruction) -> str:
        op = inst.opcode
        ops = inst.operands
        s = ""
        if inst.type.tid != VoidTyID:
            s = self.value_name(inst) + " = "
        name = I.OPCODE_NAMES[op]
        typed = self.typed
        if op in I.BINARY_OPS:
            s += "%s%s %s %s, %s" % (
                name,
                self.wrap_flags(op, inst.flags),
                inst.type,
                self.operand(ops[0]),
                self.operand(ops[1]),
            )
        elif op == I.Load:
            s += "load %s%s%s, %s" % (
                "atomic " if inst.ordering else "",
                "volatile " if inst.flags & I.VOLATILE else "",
                inst.type,
                typed(ops[0]),
            )
            s += self.atomic_suffix(inst)
        elif op == I.Store:
            s += "store %s%s%s, %s" % (
                "atomic " if inst.ordering else "",
                "volatile " if inst.flags & I.VOLATILE else "",
                typed(ops[0]),
                typed(ops[1]),
            )
            s += self.atomic_suffix(inst)
        elif op == I.GetElementPtr:
            s += "getelementptr %s%s, %s" % (
                "inbounds " if inst.flags & I.INBOUNDS else "",
                inst.extra,
                ", ".join(typed(o) for o in ops),
            )
        elif op in I.CAST_OPS:
            s += "%s%s %s to %s" % (name, self.wrap_flags(op, inst.flags), typed(ops[0]), inst.type)
        elif op == I.ICmp or op == I.FCmp:
            pred = I.ICMP_NAMES[inst.pred] if op == I.ICmp else I.FCMP_NAMES[inst.pred]
            s += "%s%s %s %s %s, %s" % (
                name,
                self.wrap_flags(op, inst.flags),
                pred,
                ops[0].type,
                self.operand(ops[0]),
                self.operand(ops[1]),
            )
        elif op == I.Call or op == I.Invoke or op == I.CallBr:
            s += self.call(inst)
        elif op == I.Br:
            s += "br " + ", ".join(self.label_or_typed(o) for o in ops)
        elif op == I.Ret:
            s += "ret " + (typed(ops[0]) if ops else "void")
        elif op == I.Alloca:
            ty, asp = inst.extra
            s += "alloca %s%s%s" % (
                "inalloca " if inst.flags & I.INALLOCA else "",
                "swifterror " if inst.flags & I.SWIFTERROR else "",
                ty,
            )
            if ops:
                s += ", " + typed(ops[0])
            if inst.align:
                s += ", align %d" % inst.align
            if asp:
                s += ", addrspace(%d)" % asp
        elif op == I.PHI:
            s += "phi%s %s " % (self.wrap_flags(op, inst.flags), inst.type)
            s += ", ".join("[ %s, %s ]" % (self.operand(v), self.operand(b)) for v, b in zip(ops, inst.extra))
        elif op == I.Switch:
            s += "switch %s, %s [" % (typed(ops[0]), self.label_or_typed(ops[1]))
            for i in range(2, len(ops), 2):
                s += "\n    %s, %s" % (typed(ops[i]), self.label_or_typed(ops[i + 1]))
            s += "\n  ]"
        elif op == I.Select:
            s += "select%s %s, %s, %s" % (
                self.wrap_flags(op, inst.flags),
                typed(ops[0]),
                typed(ops[1]),
                typed(ops[2]),
            )
        elif op == I.FNeg:
            s += "fneg%s %s" % (self.wrap_flags(op, inst.flags), typed(ops[0]))
        elif op == I.Unreachable:
            s += "unreachable"
        elif op in (I.ExtractElement, I.InsertElement, I.ShuffleVector, I.Freeze, I.Resume):
            s += "%s %s" % (name, ", ".join(typed(o) for o in ops))
        elif op in (I.ExtractValue, I.InsertValue):
            s += "%s %s" % (name, ", ".join([typed(o) for o in ops] + [str(i) for i in inst.extra]))
        elif op == I.VAArg:
            s += "va_arg %s, %s" % (typed(ops[0]), inst.type)
        elif op == I.IndirectBr:
            s += "indirectbr %s, [%s]" % (typed(ops[0]), ", ".join(self.label_or_typed(o) for o in ops[1:]))
        elif op == I.LandingPad:
            s += "landingpad %s" % inst.type
            if inst.flags & I.CLEANUP:
                s += "\n          cleanup"
            for k, v in zip(inst.extra, ops):
                s += "\n          %s %s" % ("catch" if k == I.CATCH else "filter", typed(v))
        elif op == I.AtomicCmpXchg:
            s += "cmpxchg %s%s%s, %s, %s%s %s %s" % (
                "weak " if inst.flags & I.WEAK else "",
                "volatile " if inst.flags & I.VOLATILE else "",
                typed(ops[0]),
                typed(ops[1]),
                typed(ops[2]),
                self.scope(inst),
                I.ORDERING_NAMES[inst.ordering],
                I.ORDERING_NAMES[inst.ordering2],
            )
            if inst.align:
                s += ", align %d" % inst.align
        elif op == I.AtomicRMW:
            s += "atomicrmw %s%s %s, %s%s %s" % (
                "volatile " if inst.flags & I.VOLATILE else "",
                I.RMW_NAMES[inst.pred],
                typed(ops[0]),
                typed(ops[1]),
                self.scope(inst),
                I.ORDERING_NAMES[inst.ordering],
            )
            if inst.align:
                s += ", align %d" % inst.align
        elif op == I.Fence:
            s += "fence%s %s" % (self.scope(inst), I.ORDERING_NAMES[inst.ordering])
        elif op == I.CleanupPad or op == I.CatchPad:
            s += "%s within %s [%s]" % (name, self.operand(ops[0]), ", ".join(typed(o) for o in ops[1:]))
        elif op == I.CatchSwitch:
            handlers = ops[1:-1] if inst.extra else ops[1:]
            s += "catchswitch within %s [%s] unwind " % (
                self.operand(ops[0]),
                ", ".join(self.label_or_typed(o) for o in handlers),
            )
            s += self.label_or_typed(ops[-1]) if inst.extra else "to caller"
        elif op == I.CatchRet:
            s += "catchret from %s to %s" % (self.operand(ops[0]), self.label_or_typed(ops[1]))
        elif op == I.CleanupRet:
            s += "cleanupret from %s unwind %s" % (
                self.operand(ops[0]),
                self.label_or_typed(ops[1]) if len(ops) > 1 else "to caller",
            )
        else:  # pragma: no cover
            s += "<unknown opcode %d>" % op
        if inst.md:
            s += self.md_attachments(inst.md, ", ")
        return s

    def label_or_typed(self, v: Value) -> str:
        if isinstance(v, BasicBlock):
            return "label " + self.value_name(v)
        return self.typed(v)

    @staticmethod
    def scope(inst: I.Instruction) -> str:
        if inst.syncscope:
            return ' syncscope("%s")' % quote_string(inst.syncscope)
        return ""

    def atomic_suffix(self, inst: I.Instruction) -> str:
        s = ""
        if inst.ordering:
            s += "%s %s" % (self.scope(inst), I.ORDERING_NAMES[inst.ordering])
        if inst.align:
            s += ", align %d" % inst.align
        return s

    def call(self, inst: I.Instruction) -> str:
        info: I.CallInfo = inst.extra
        op = inst.opcode
        ops = inst.operands
        s = ""
        if op == I.Call:
            s += I.TAIL_NAMES[info.tail] + "call" + self.wrap_flags(op, inst.flags)
        else:
            s += I.OPCODE_NAMES[op]
        if info.cc:
            s += " " + cc_name(info.cc)
        attrs = info.attrs
        if attrs.ret:
            s += " " + format_attr_set(attrs.ret)
        if info.addrspace > 0:
            s += " addrspace(%d)" % info.addrspace
        fty = info.ftype
        ret = fty.elem
        assert ret is not None
        if fty.vararg or (ret.tid == 15 and ret.pointee is not None and ret.pointee.tid == 14):
            s += " " + str(fty)
        else:
            s += " " + str(ret)
        s += " " + self.operand(ops[-1]) + "("
        parts: list[str] = []
        for i in range(info.num_args):
            a = ops[i]
            pa = attrs.param(i)
            if type(a) is MetadataAsValue:
                parts.append("metadata " + self.operand(a))
            elif pa:
                parts.append("%s %s %s" % (a.type, format_attr_set(pa), self.operand(a)))
            else:
                parts.append("%s %s" % (a.type, self.operand(a)))
        s += ", ".join(parts) + ")"
        if attrs.fn:
            s += " #%d" % self.attr_group(attrs.fn)
        if info.bundles:
            bs = []
            for tag, b0, b1 in info.bundles:
                bs.append('"%s"(%s)' % (quote_string(tag), ", ".join(self.typed(o) for o in ops[b0:b1])))
            s += " [ " + ", ".join(bs) + " ]"
        if op == I.Invoke:
            s += "\n          to %s unwind %s" % (self.label_or_typed(ops[-3]), self.label_or_typed(ops[-2]))
        elif op == I.CallBr:
            n = info.num_indirect
            s += "\n          to %s [%s]" % (
                self.label_or_typed(ops[-2 - n]),
                ", ".join(self.label_or_typed(o) for o in ops[-1 - n : -1]),
            )
        return s


def cc_name(cc: int) -> str:
    from pyllc.ir.parser import CALLING_CONV_NAMES

    name = CALLING_CONV_NAMES.get(cc)
    return name if name is not None else "cc %d" % cc


def print_module(module: Module) -> str:
    """The module as LLVM IR text."""
    return AssemblyWriter(module).print_module()


_unused: tuple[Callable[..., Any], ...] = ()
_unused_types = (StructTyID, Type)
