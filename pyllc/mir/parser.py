"""What it is (LLVM: lib/CodeGen/MIRParser/MIRParser.cpp, include/llvm/CodeGen/MIRYamlMapping.h).

Reads a MIR file: a stream of YAML documents.  The first may be a block literal holding an LLVM IR module,
parsed with pyllc's IR parser; without one, every machine function gets a dummy IR function
``define void @name() { entry: unreachable }``, as LLVM's ``createDummyFunction`` makes.  Each other document
is a machine function, read in LLVM's order (``MIRParserImpl::initializeMachineFunction``):

1. the flags (``alignment``, ``exposesReturnsTwice``, ``legalized`` ... ``tracksDebugUserValues``);
2. ``registers`` (virtual registers with class and preferred register, created in file order) and function
   ``liveins``; without ``tracksRegLiveness`` the function does not track liveness;
3. ``constants`` (IR constants in the constant pool);
4. the block headers of ``body`` (so that ``%bb.N`` can be resolved), then ``frameInfo`` with ``fixedStack``
   and ``stack`` (frame objects in file order; callee-saved slots; the stack protector), ``jumpTable``;
5. the instructions of ``body``; then the virtual registers get their classes, ``machineFunctionInfo`` goes to
   the target (``TargetMachine.parse_machine_function_info``), reserved registers are frozen, the properties
   that follow from the code (NoPHIs, IsSSA, NoVRegs) are computed, and ``callSites`` /
   ``debugValueSubstitutions`` are recorded.

PyYAML builds the document tree (node positions included); every error, in the YAML or in the body language,
is reported at its line and column in the file: the body block's text is mapped back through the line where
the block starts and its indentation.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Final

from pyllc.codegen.machine.frame_info import STACK_ID_NAMES, CalleeSavedInfo
from pyllc.codegen.machine.function import MachineFunction, MachineFunctionProperties
from pyllc.codegen.machine.jump_table_info import JT_KIND_NAMES
from pyllc.mir import mi_parser as MP
from pyllc.mir.mi_parser import MIParser, PerFunctionMIParsingState, SourceText
from pyllc.support.diagnostics import DiagnosticError, SourceLocation

if TYPE_CHECKING:
    from pyllc.ir.module import Module

_P = MachineFunctionProperties

_FUNCTION_KEYS: Final = frozenset(
    (
        "name",
        "alignment",
        "exposesReturnsTwice",
        "legalized",
        "regBankSelected",
        "selected",
        "failedISel",
        "tracksRegLiveness",
        "hasWinCFI",
        "failsVerification",
        "tracksDebugUserValues",
        "registers",
        "liveins",
        "calleeSavedRegisters",
        "frameInfo",
        "fixedStack",
        "stack",
        "callSites",
        "debugValueSubstitutions",
        "constants",
        "machineFunctionInfo",
        "jumpTable",
        "machineMetadataNodes",
        "body",
    )
)
_FRAME_KEYS: Final = frozenset(
    (
        "isFrameAddressTaken",
        "isReturnAddressTaken",
        "hasStackMap",
        "hasPatchPoint",
        "stackSize",
        "offsetAdjustment",
        "maxAlignment",
        "adjustsStack",
        "hasCalls",
        "stackProtector",
        "maxCallFrameSize",
        "cvBytesOfCalleeSavedRegisters",
        "hasOpaqueSPAdjustment",
        "hasVAStart",
        "hasMustTailInVarArgFunc",
        "hasTailCall",
        "localFrameSize",
        "savePoint",
        "restorePoint",
    )
)
_DEBUG_KEYS: Final = ("debug-info-variable", "debug-info-expression", "debug-info-location")
_FIXED_KEYS: Final = frozenset(
    (
        "id",
        "type",
        "offset",
        "size",
        "alignment",
        "stack-id",
        "isImmutable",
        "isAliased",
        "callee-saved-register",
        "callee-saved-restored",
    )
    + _DEBUG_KEYS
)
_STACK_KEYS: Final = frozenset(
    (
        "id",
        "name",
        "type",
        "offset",
        "size",
        "alignment",
        "stack-id",
        "callee-saved-register",
        "callee-saved-restored",
        "local-offset",
    )
    + _DEBUG_KEYS
)
_STACK_IDS: Final = {name: value for value, name in STACK_ID_NAMES.items()}


class Node:
    """A YAML node with its position (0-based line and column of its first character)."""

    __slots__ = ("kind", "value", "line", "col", "style", "end_line")

    def __init__(self, kind: str, value: Any, line: int, col: int, style: str | None, end_line: int) -> None:
        self.kind = kind  # "scalar", "map", "seq"
        self.value = value
        self.line = line
        self.col = col
        self.style = style
        self.end_line = end_line


def _convert(n: Any) -> Node:
    import yaml

    mark = n.start_mark
    if isinstance(n, yaml.ScalarNode):
        return Node("scalar", n.value, mark.line, mark.column, n.style or None, n.end_mark.line)
    if isinstance(n, yaml.SequenceNode):
        return Node("seq", [_convert(v) for v in n.value], mark.line, mark.column, None, n.end_mark.line)
    items = [(_convert(k), _convert(v)) for k, v in n.value]
    return Node("map", items, mark.line, mark.column, None, n.end_mark.line)


_BLOCK_HEADER: Final = re.compile(r"(?:--- |body: +)\|$")
_REGISTER_ITEM: Final = re.compile(
    r"  - \{ id: ([0-9]+), class: ([a-zA-Z0-9_]+), preferred-register: '([^'\n]*)' \}$"
)


def prescan(lines: list[str]) -> tuple[list[str], dict[int, Node]] | None:
    """The file's lines with the big regular parts blanked out, and the nodes of those parts by the line of
    their key (or of the ``--- |`` that starts the document): the block scalars of the IR module and of
    ``body: |``, and ``registers:`` lists written as llc writes them.  Anything else (and any file with tabs,
    carriage returns or a byte-order mark) is left to the YAML composer; None when nothing was cut."""
    if not lines or lines[0].startswith("\ufeff"):
        return None
    out = list(lines)
    nodes: dict[int, Node] = {}
    n = len(lines)
    i = 0
    while i < n:
        ln = lines[i]
        if ln[:1] not in ("-", "b", "r") or "\t" in ln or "\r" in ln:
            i += 1
            continue
        if ln == "registers:":
            j = i + 1
            seq: list[Node] = []
            while j < n:
                m = _REGISTER_ITEM.match(lines[j])
                if m is None:
                    break
                fields: list[tuple[Node, Node]] = []
                for g, key in ((1, "id"), (2, "class"), (3, "preferred-register")):
                    vcol = m.start(g) - (1 if g == 3 else 0)
                    kcol = vcol - len(key) - 2
                    fields.append(
                        (
                            Node("scalar", key, j, kcol, None, j),
                            Node("scalar", m.group(g), j, vcol, "'" if g == 3 else None, j),
                        )
                    )
                seq.append(Node("map", fields, j, 4, None, j))
                j += 1
            if seq and j < n and lines[j][:1] not in ("", " ", "#", "-", "\t"):
                nodes[i] = Node("seq", seq, i + 1, 2, None, j)
                for k in range(i + 1, j):
                    out[k] = ""
            i = j
            continue
        if _BLOCK_HEADER.match(ln) is None:
            i += 1
            continue
        j = i + 1
        first = lines[j] if j < n else ""
        indent = len(first) - len(first.lstrip(" "))
        if not first.strip() or indent == 0 or "\t" in first[: indent + 1]:
            i += 1
            continue
        last = j  # the last non-blank line of the block
        ok = True
        while j < n:
            t = lines[j]
            if t.startswith(" " * indent):
                if "\t" in t or "\r" in t:
                    ok = False
                    break
                if t.strip():
                    last = j
                elif len(t) > indent:
                    ok = False
                    break
            elif t.strip(" "):
                break
            j += 1
        if not ok or last >= n - 1:
            i += 1
            continue
        value = "\n".join(t[indent:] for t in lines[i + 1 : last + 1]) + "\n"
        nodes[i] = Node("scalar", value, i, len(ln) - 1, "|", min(j, n - 1))
        for k in range(i + 1, j):
            out[k] = ""
        i = j
    return (out, nodes) if nodes else None


def _splice(doc: Node, cut: dict[int, Node], used: list[int]) -> Node:
    """A document read from the blanked text with the pre-scanned nodes put back (their lines in ``used``)."""
    if doc.kind == "scalar":
        node = cut.get(doc.line) if doc.style == "|" and doc.value == "" else None
        if node is None:
            return doc
        used.append(doc.line)
        return node
    if doc.kind == "map":
        items = doc.value
        for k, (key, v) in enumerate(items):
            if key.col == 0 and key.kind == "scalar" and key.value in ("body", "registers"):
                node = cut.get(key.line)
                if node is not None and v.kind == "scalar" and v.value == "":
                    used.append(key.line)
                    items[k] = (key, node)
    return doc


class MIRParser:
    """A MIR file: :meth:`parse_ir_module` first, then :meth:`parse_machine_functions` with the target."""

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.filename = filename
        self.lines = text.split("\n")
        self.documents: list[Node] = []
        self.module: Module | None = None
        self.has_ir = False
        #: Per machine function: where its ``name`` is, and where each virtual register is first written in
        #: the body, for diagnostics of later passes (a pipeline resumed at a point the MIR cannot reach).
        self.function_locations: dict[str, SourceLocation] = {}
        self.vreg_locations: dict[str, dict[int, SourceLocation]] = {}

    # ----- diagnostics -----
    def loc(self, line: int, col: int) -> SourceLocation:
        src = self.lines[line] if 0 <= line < len(self.lines) else None
        return SourceLocation(self.filename, line + 1, col + 1, src)

    def error(self, node: Node, message: str) -> DiagnosticError:
        return DiagnosticError(self.loc(node.line, node.col), message)

    def locate(self, function: str, reg: int = 0) -> SourceLocation | None:
        """Where virtual register ``reg`` of machine function ``function`` is first written in the body, or
        (``reg`` 0, or a register the file does not mention) where the function's ``name`` is."""
        at = self.vreg_locations.get(function, {}).get(reg) if reg else None
        return at or self.function_locations.get(function)

    # ----- documents -----
    def _read_documents(self) -> None:
        import yaml

        # The big regular parts (block scalars, the ``registers:`` lists) are cut out by the pre-scan and
        # given back as nodes; the rest goes to libyaml's composer when PyYAML has it (ten times faster; the
        # same nodes and marks).  A file it rejects is read again, whole, by the Python composer, whose
        # messages the diagnostics are made from.
        nodes: list[Any] | None = None
        try:
            from yaml import CSafeLoader
        except ImportError:
            pass
        else:
            cut = prescan(self.lines)
            text = self.text if cut is None else "\n".join(cut[0])
            try:
                nodes = list(yaml.compose_all(text, Loader=CSafeLoader))  # pyright: ignore
            except yaml.YAMLError:
                nodes = None
            else:
                if cut is not None:
                    used: list[int] = []
                    docs = [_splice(_convert(n), cut[1], used) for n in nodes if n is not None]
                    if len(used) == len(cut[1]):
                        self.documents = docs
                        return
                    # A part the pre-scan cut is not where the composer put a key: read the file as written.
                    nodes = None
        try:
            if nodes is None:
                nodes = list(yaml.compose_all(self.text, Loader=yaml.SafeLoader))  # pyright: ignore
        except yaml.MarkedYAMLError as e:
            mark = e.problem_mark or e.context_mark
            msg = e.problem or e.context or "invalid YAML"
            # LLVM's YAML parser words the unclosed flow collections so.
            if msg.startswith("expected ',' or '}'"):
                msg = "Unexpected token. Expected Key, Flow Entry, or Flow Mapping End."
            elif msg.startswith("expected ',' or ']'"):
                msg = "Expected , between entries!"
            if mark is None:
                raise DiagnosticError(SourceLocation(self.filename), msg) from None
            raise DiagnosticError(self.loc(mark.line, mark.column), msg) from None
        except yaml.YAMLError as e:
            raise DiagnosticError(SourceLocation(self.filename), str(e)) from None
        self.documents = [_convert(n) for n in nodes if n is not None]

    def block_source(self, node: Node) -> SourceText:
        """The text of a scalar node, positioned in the file."""
        text: str = node.value
        if node.style in ("|", ">"):
            first = node.line + 1
            indent = 0
            for ln in self.lines[first : node.end_line + 1]:
                if ln.strip():
                    indent = len(ln) - len(ln.lstrip(" "))
                    break
            return SourceText(self.filename, text, self.lines, first + 1, indent)
        # LLVM's diagFromMIStringDiag steps over an opening single quote only: in a double-quoted scalar
        # the column it reports is one before the character.
        quoted = 1 if node.style == "'" else 0
        return SourceText(self.filename, text, self.lines, node.line + 1, node.col + quoted)

    def parse_ir_module(self) -> Module:
        """The IR module: the first document's block literal, or one of dummy functions."""
        from pyllc.ir.parser import parse_assembly

        self._read_documents()
        docs = self.documents
        if docs and docs[0].kind == "scalar" and docs[0].style in ("|", ">"):
            src = self.block_source(docs[0])
            try:
                module = parse_assembly(src.text, self.filename)
            except DiagnosticError as e:
                if e.location is not None and e.location.line:
                    e.location = SourceLocation(
                        self.filename,
                        src.first_line + e.location.line - 1,
                        e.location.col + src.indent,
                        self.lines[src.first_line + e.location.line - 2]
                        if src.first_line + e.location.line - 2 < len(self.lines)
                        else None,
                    )
                raise
            self.has_ir = True
            self.documents = docs[1:]
        else:
            names: list[str] = []
            for d in docs:
                if d.kind == "map":
                    n = self._get(d).get("name")
                    if n is not None and n[1].kind == "scalar":
                        names.append(n[1].value)
            from pyllc.codegen.machine.operand import llvm_name_without_prefix

            text = "".join(
                f"define void @{llvm_name_without_prefix(n)}() {{\nentry:\n  unreachable\n}}\n" for n in names
            )
            module = parse_assembly(text, self.filename)
            module.text = ""
        module.name = self.filename
        self.module = module
        return module

    def _get(self, node: Node, known: frozenset[str] | None = None) -> dict[str, tuple[Node, Node]]:
        if node.kind != "map":
            raise self.error(node, "not a mapping")
        out: dict[str, tuple[Node, Node]] = {}
        for k, v in node.value:
            key = str(k.value)
            if known is not None and key not in known:
                raise self.error(k, f"unknown key '{key}'")
            if key in out:
                raise self.error(k, f"duplicated mapping key '{key}'")
            out[key] = (k, v)
        return out

    # ----- scalars -----
    def _scalar(self, node: Node) -> str:
        if node.kind != "scalar":
            raise self.error(node, "not a scalar")
        return node.value

    def _bool(self, node: Node) -> bool:
        v = self._scalar(node)
        if v in ("true", "True", "TRUE", "1"):
            return True
        if v in ("false", "False", "FALSE", "0"):
            return False
        raise self.error(node, "invalid boolean")

    def _int(self, node: Node, unsigned: bool = False) -> int:
        v = self._scalar(node).strip()
        try:
            n = int(v, 0)
        except ValueError:
            raise self.error(node, "invalid number") from None
        if unsigned and n < 0:
            raise self.error(node, "invalid number")
        return n

    def _uint(self, node: Node) -> int:
        """A YAML unsigned integer (LLVM's ScalarTraits<uint64_t>: a sign is an invalid number)."""
        return self._int(node, True)

    def _field(
        self, m: dict[str, tuple[Node, Node]], key: str, conv: Callable[[Node], Any], default: Any
    ) -> Any:
        item = m.get(key)
        return default if item is None else conv(item[1])

    def _seq(self, m: dict[str, tuple[Node, Node]], key: str) -> list[Node]:
        item = m.get(key)
        if item is None:
            return []
        v = item[1]
        if v.kind == "scalar" and v.value in ("", "[]"):
            return []
        if v.kind != "seq":
            raise self.error(v, "not a sequence")
        return v.value

    # ----- functions -----
    def parse_machine_functions(self, tm: Any) -> list[MachineFunction]:
        assert self.module is not None
        out: list[MachineFunction] = []
        seen: set[str] = set()
        number = 0
        for doc in self.documents:
            if doc.kind == "scalar" and doc.value == "":
                continue
            m = self._get(doc, _FUNCTION_KEYS)
            name_item = m.get("name")
            if name_item is None:
                raise self.error(doc, "missing required key 'name'")
            name = self._scalar(name_item[1])
            fn = self.module.get_function(name)
            if fn is None:
                raise self.error(name_item[1], f"function '{name}' isn't defined in the provided LLVM IR")
            if name in seen:
                raise self.error(name_item[1], f"redefinition of machine function '{name}'")
            seen.add(name)
            self.function_locations[name] = self.loc(name_item[1].line, name_item[1].col)
            mf = MachineFunction(
                name, tm.get_subtarget_impl(fn), function=fn, target=tm, function_number=number
            )
            number += 1
            mf.info = tm.create_machine_function_info(mf)
            self.initialize_machine_function(mf, m)
            out.append(mf)
        return out

    def initialize_machine_function(self, mf: MachineFunction, m: dict[str, tuple[Node, Node]]) -> None:
        mf.alignment = self._field(m, "alignment", self._uint, 1) or 1
        mf.exposes_returns_twice = self._field(m, "exposesReturnsTwice", self._bool, False)
        mf.has_win_cfi = self._field(m, "hasWinCFI", self._bool, False)
        props = mf.properties
        for key, prop in (
            ("legalized", _P.Legalized),
            ("regBankSelected", _P.RegBankSelected),
            ("selected", _P.Selected),
            ("failedISel", _P.FailedISel),
            ("failsVerification", _P.FailsVerification),
            ("tracksDebugUserValues", _P.TracksDebugUserValues),
        ):
            if self._field(m, key, self._bool, False):
                props.set(prop)
        assert self.module is not None
        pfs = PerFunctionMIParsingState(mf, self.module, self.module.metadata)
        self.parse_register_info(pfs, m)
        self.initialize_constant_pool(pfs, m)
        body_item = m.get("body")
        body = self.block_source(body_item[1]) if body_item is not None else None
        if body is not None:
            MIParser(pfs, body).parse_basic_block_definitions()
        self.initialize_frame_info(pfs, m)
        self.initialize_jump_table_info(pfs, m)
        if body is not None:
            MIParser(pfs, body).parse_basic_blocks()
        self.setup_register_info(pfs)
        self.vreg_locations[mf.name] = {i.reg: i.loc for i in pfs.vreg_order if i.loc is not None}
        info = m.get("machineFunctionInfo")
        if info is not None:
            err = mf.target.parse_machine_function_info(mf, _plain(info[1]))
            if err:
                raise self.error(info[1], err)
        tri = pfs.tri
        mf.reg_info.freeze_reserved_regs(tri.get_reserved_regs(mf))
        compute_function_properties(mf)
        for cs in self._seq(m, "callSites"):
            c = self._get(cs, frozenset(("bb", "offset", "fwdArgRegs")))
            regs = tuple(self._plain_call_arg(r) for r in self._seq(c, "fwdArgRegs"))
            mf.call_sites_info.append(
                (self._field(c, "bb", self._int, 0), self._field(c, "offset", self._int, 0), regs)
            )
        for s in self._seq(m, "debugValueSubstitutions"):
            d = self._get(s, frozenset(("srcinst", "srcop", "dstinst", "dstop", "subreg")))
            v = [self._field(d, k, self._int, 0) for k in ("srcinst", "srcop", "dstinst", "dstop", "subreg")]
            mf.debug_value_substitutions.append(((v[0], v[1]), (v[2], v[3]), v[4]))

    def _plain_call_arg(self, node: Node) -> Any:
        return _plain(node)

    def _ref(self, pfs: PerFunctionMIParsingState, node: Node, what: Callable[[MIParser], Any]) -> Any:
        return MP.parse_reference(pfs, self.block_source(node), what)

    def parse_register_info(self, pfs: PerFunctionMIParsingState, m: dict[str, tuple[Node, Node]]) -> None:
        mri = pfs.mf.reg_info
        tri = pfs.tri
        for r in self._seq(m, "registers"):
            f = self._get(r, frozenset(("id", "class", "preferred-register")))
            id_item = f.get("id")
            if id_item is None:
                raise self.error(r, "missing required key 'id'")
            id_node = id_item[1]
            text = self._scalar(id_node)
            info = pfs.get_vreg_info(int(text)) if text.isdigit() else pfs.get_vreg_info_named(text)
            cls_item = f.get("class")
            if cls_item is None:
                raise self.error(r, "missing required key 'class'")
            cls = self._scalar(cls_item[1])
            rc = tri.get_reg_class_by_name(cls)
            if rc < 0:
                raise self.error(cls_item[1], f"use of undefined register class or register bank '{cls}'")
            if info.explicit:
                raise self.error(id_node, f"redefinition of virtual register '%{text}'")
            info.kind = MP.VREG_NORMAL
            info.rc = rc
            info.explicit = True
            pref = f.get("preferred-register")
            if pref is not None and self._scalar(pref[1]):
                info.preferred_reg = self._ref(pfs, pref[1], MP.register_reference)
        for li in self._seq(m, "liveins"):
            f = self._get(li, frozenset(("reg", "virtual-reg")))
            reg_item = f.get("reg")
            if reg_item is None:
                raise self.error(li, "missing required key 'reg'")
            reg = self._ref(pfs, reg_item[1], MP.named_register_reference)
            vreg = 0
            v = f.get("virtual-reg")
            if v is not None and self._scalar(v[1]):
                vreg = self._ref(pfs, v[1], MP.virtual_register_reference).reg
            mri.add_live_in(reg, vreg)
        if not self._field(m, "tracksRegLiveness", self._bool, False):
            pfs.mf.properties.reset(_P.TracksLiveness)

    def setup_register_info(self, pfs: PerFunctionMIParsingState) -> None:
        mri = pfs.mf.reg_info
        for info in pfs.vreg_order:
            if info.kind == MP.VREG_UNKNOWN:
                name = mri.get_vreg_name(info.reg) or str(
                    next(n for n, i in pfs.vreg_infos.items() if i is info)
                )
                raise DiagnosticError(
                    info.loc,
                    f"Cannot determine class/bank of virtual register {name} in function '{pfs.mf.name}'",
                )
            mri.set_reg_class(info.reg, info.rc)
            if info.preferred_reg:
                mri.set_simple_hint(info.reg, info.preferred_reg)

    def initialize_constant_pool(
        self, pfs: PerFunctionMIParsingState, m: dict[str, tuple[Node, Node]]
    ) -> None:
        from pyllc.ir.data_layout import DataLayout
        from pyllc.ir.parser import parse_constant_value

        assert self.module is not None
        dl = DataLayout(self.module.data_layout or "")
        pool = pfs.mf.constant_pool
        for c in self._seq(m, "constants"):
            f = self._get(c, frozenset(("id", "value", "alignment", "isTargetSpecific")))
            if self._field(f, "isTargetSpecific", self._bool, False):
                raise self.error(
                    f["value"][1] if "value" in f else c,
                    "Can't parse target-specific constant pool entries yet",
                )
            vnode = f["value"][1]
            src = self.block_source(vnode)
            try:
                value = parse_constant_value(src.text, self.module)
            except DiagnosticError as e:
                col = e.location.col - 1 if e.location is not None and e.location.col else 0
                raise DiagnosticError(src.location(col), e.message) from None
            align = self._field(f, "alignment", self._int, None)
            if align is None:
                align = dl.get_pref_type_align(value.type)
            idx = pool.get_constant_pool_index(value, align)
            cid = self._field(f, "id", self._int, 0)
            if cid in pfs.constant_pool_slots:
                raise self.error(f["id"][1], f"redefinition of constant pool item '%const.{cid}'")
            pfs.constant_pool_slots[cid] = idx

    def initialize_frame_info(self, pfs: PerFunctionMIParsingState, m: dict[str, tuple[Node, Node]]) -> None:
        mf = pfs.mf
        mfi = mf.frame_info
        fi_item = m.get("frameInfo")
        f = self._get(fi_item[1], _FRAME_KEYS) if fi_item is not None and fi_item[1].kind == "map" else {}

        def b(key: str) -> bool:
            return bool(self._field(f, key, self._bool, False))

        def n(key: str, default: int = 0) -> int:
            return int(self._field(f, key, self._int, default))

        mfi.frame_address_taken = b("isFrameAddressTaken")
        mfi.return_address_taken = b("isReturnAddressTaken")
        mfi.has_stack_map = b("hasStackMap")
        mfi.has_patch_point = b("hasPatchPoint")
        mfi.stack_size = n("stackSize")
        mfi.offset_adjustment = n("offsetAdjustment")
        if n("maxAlignment"):
            mfi.ensure_max_alignment(n("maxAlignment"))
        mfi.adjusts_stack = b("adjustsStack")
        mfi.has_calls = b("hasCalls")
        mcfs = n("maxCallFrameSize", 0xFFFFFFFF)
        if mcfs != 0xFFFFFFFF:
            mfi.max_call_frame_size = mcfs
        mfi.cv_bytes_of_callee_saved_registers = n("cvBytesOfCalleeSavedRegisters")
        mfi.has_opaque_sp_adjustment = b("hasOpaqueSPAdjustment")
        mfi.has_va_start = b("hasVAStart")
        mfi.has_must_tail_in_var_arg_func = b("hasMustTailInVarArgFunc")
        mfi.has_tail_call = b("hasTailCall")
        mfi.local_frame_size = n("localFrameSize")
        for key in ("savePoint", "restorePoint"):
            item = f.get(key)
            if item is not None and self._scalar(item[1]):
                mbb = self._ref(pfs, item[1], MP.mbb_reference)
                setattr(mfi, "save_point" if key == "savePoint" else "restore_point", mbb)
        csi: list[CalleeSavedInfo] = []
        for obj in self._seq(m, "fixedStack"):
            o = self._get(obj, _FIXED_KEYS)
            kind = self._field(o, "type", self._scalar, "default")
            if kind not in ("default", "spill-slot"):
                raise self.error(o["type"][1], "unknown enumerated scalar")
            size = self._field(o, "size", self._uint, 0)
            offset = self._field(o, "offset", self._int, 0)
            if kind != "spill-slot":
                idx = mfi.create_fixed_object(
                    size,
                    offset,
                    self._field(o, "isImmutable", self._bool, False),
                    self._field(o, "isAliased", self._bool, False),
                )
            else:
                idx = mfi.create_fixed_spill_stack_object(size, offset)
            stack_id = self._stack_id(o, pfs)
            mfi.get_object(idx).stack_id = stack_id
            align = self._field(o, "alignment", self._uint, None)
            mfi.set_object_alignment(idx, align or 1)
            oid_node = o["id"][1] if "id" in o else obj
            oid = self._int(oid_node)
            if oid in pfs.fixed_stack_object_slots:
                raise self.error(oid_node, f"redefinition of fixed stack object '%fixed-stack.{oid}'")
            pfs.fixed_stack_object_slots[oid] = idx
            self._callee_saved(pfs, o, idx, csi)
            self._stack_debug_info(pfs, o, idx)
        fn = mf.function
        for obj in self._seq(m, "stack"):
            o = self._get(obj, _STACK_KEYS)
            alloca = None
            name_item = o.get("name")
            if name_item is not None and self._scalar(name_item[1]):
                nm = self._scalar(name_item[1])
                alloca = pfs.ir_value_named(nm)
                if alloca is None or getattr(alloca, "opcode", None) != _alloca_opcode():
                    raise self.error(
                        name_item[1],
                        f"alloca instruction named '{nm}' isn't defined in the function '{fn.name}'",
                    )
            kind = self._field(o, "type", self._scalar, "default")
            if kind not in ("default", "spill-slot", "variable-sized"):
                raise self.error(o["type"][1], "unknown enumerated scalar")
            stack_id = self._stack_id(o, pfs)
            align = self._field(o, "alignment", self._uint, None) or 1
            if kind == "variable-sized":
                idx = mfi.create_variable_sized_object(align, alloca)
            else:
                idx = mfi.create_stack_object(
                    self._field(o, "size", self._uint, 0), align, kind == "spill-slot", alloca, stack_id
                )
            mfi.set_object_offset(idx, self._field(o, "offset", self._int, 0))
            oid_node = o["id"][1] if "id" in o else obj
            oid = self._int(oid_node)
            if oid in pfs.stack_object_slots:
                raise self.error(oid_node, f"redefinition of stack object '%stack.{oid}'")
            pfs.stack_object_slots[oid] = idx
            self._callee_saved(pfs, o, idx, csi)
            lo = o.get("local-offset")
            if lo is not None:
                mfi.local_frame_objects.append((idx, self._int(lo[1])))
            self._stack_debug_info(pfs, o, idx)
        mfi.set_callee_saved_info(csi)
        if csi:
            mfi.set_callee_saved_info_valid(True)
        sp = f.get("stackProtector")
        if sp is not None and self._scalar(sp[1]):
            mfi.stack_protector_index = self._ref(pfs, sp[1], MP.stack_object_reference)

    def _stack_id(self, o: dict[str, tuple[Node, Node]], pfs: PerFunctionMIParsingState) -> int:
        item = o.get("stack-id")
        if item is None:
            return 0
        text = self._scalar(item[1])
        sid = _STACK_IDS.get(text)
        if sid is None:
            raise self.error(item[1], "unknown enumerated scalar")
        if not pfs.tfl.is_supported_stack_id(sid):
            raise self.error(o["id"][1] if "id" in o else item[1], "StackID is not supported by target")
        return sid

    def _callee_saved(
        self,
        pfs: PerFunctionMIParsingState,
        o: dict[str, tuple[Node, Node]],
        idx: int,
        csi: list[CalleeSavedInfo],
    ) -> None:
        item = o.get("callee-saved-register")
        if item is None or not self._scalar(item[1]):
            return
        reg = self._ref(pfs, item[1], MP.named_register_reference)
        info = CalleeSavedInfo(reg, idx)
        info.restored = self._field(o, "callee-saved-restored", self._bool, True)
        csi.append(info)

    def _stack_debug_info(
        self, pfs: PerFunctionMIParsingState, o: dict[str, tuple[Node, Node]], idx: int
    ) -> None:
        obj = pfs.mf.frame_info.get_object(idx)
        for key, attr in zip(_DEBUG_KEYS, ("debug_var", "debug_expr", "debug_loc")):
            item = o.get(key)
            if item is not None and self._scalar(item[1]):
                setattr(obj, attr, self._ref(pfs, item[1], MP.md_node_reference))

    def initialize_jump_table_info(
        self, pfs: PerFunctionMIParsingState, m: dict[str, tuple[Node, Node]]
    ) -> None:
        item = m.get("jumpTable")
        if item is None:
            return
        j = self._get(item[1], frozenset(("kind", "entries")))
        entries = self._seq(j, "entries")
        if not entries:
            return
        kind_item = j.get("kind")
        kind_name = self._scalar(kind_item[1]) if kind_item is not None else "block-address"
        if kind_name not in JT_KIND_NAMES:
            raise self.error(kind_item[1] if kind_item is not None else item[1], "unknown enumerated scalar")
        jti = pfs.mf.get_or_create_jump_table_info(JT_KIND_NAMES.index(kind_name))
        for e in entries:
            f = self._get(e, frozenset(("id", "blocks")))
            blocks = [self._ref(pfs, b, MP.mbb_reference) for b in self._seq(f, "blocks")]
            idx = jti.create_jump_table_index(blocks)
            eid_node = f["id"][1] if "id" in f else e
            eid = self._int(eid_node)
            if eid in pfs.jump_table_slots:
                raise self.error(eid_node, f"redefinition of jump table entry '%jump-table.{eid}'")
            pfs.jump_table_slots[eid] = idx


def _alloca_opcode() -> int:
    from pyllc.ir.instructions import Alloca

    return Alloca


def _plain(node: Node) -> Any:
    """A YAML node as plain Python data (for the target's machineFunctionInfo mapping)."""
    if node.kind == "scalar":
        return node.value
    if node.kind == "seq":
        return [_plain(v) for v in node.value]
    return {str(k.value): _plain(v) for k, v in node.value}


def compute_function_properties(mf: MachineFunction) -> None:
    """NoPHIs, IsSSA and NoVRegs from the code as read (LLVM ``computeFunctionProperties``)."""
    props = mf.properties
    has_phi = False
    has_inline_asm = False
    for mbb in mf.blocks:
        for mi in mbb.instrs:
            if mi.is_phi():
                has_phi = True
            if mi.is_inline_asm():
                has_inline_asm = True
    if not has_phi:
        props.set(_P.NoPHIs)
    mf.has_inline_asm = has_inline_asm
    mri = mf.reg_info
    ssa = True
    for i in range(mri.get_num_virt_regs()):
        reg = i | (1 << 31)
        defs = mri.reg_defs(reg)
        if len(defs) > 1 or (len(defs) == 1 and next(iter(defs)).sub_reg):
            ssa = False
            break
    if ssa:
        props.set(_P.IsSSA)
    else:
        props.reset(_P.IsSSA)
    if mri.get_num_virt_regs() == 0:
        props.set(_P.NoVRegs)
