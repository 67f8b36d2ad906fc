"""DwarfDebug's line table part: ``.file``/``.loc`` directives from the ``!dbg`` locations of machine
instructions (LLVM: ``DwarfDebug::beginFunctionImpl``, ``beginInstruction``, ``recordSourceLine`` and
``DwarfCompileUnit::getOrCreateSourceID``).

* The compile unit's own file is DWARF 5's root file ``.file 0 "dir" "name" md5 0x...`` (written before the
  first ``.loc``, or at the start of the module when the unit has globals, enums, retained types, imports
  or macros, as LLVM creates such a unit in ``beginModule``); other files are numbered from 1.  With a
  ``"Dwarf Version"`` below 5 every file is numbered from 1 and has no checksum.
* At a function start: ``.loc file scopeLine 0`` (is_stmt) when the function has a body location.  The first
  location of an instruction that is neither a meta instruction nor frame setup gets ``prologue_end``.
* Before each such instruction: a new ``.loc`` when its location differs from the previous one (compared by
  content, as LLVM's DILocations are uniqued), is_stmt when
  the line changes; an instruction without a location at the top of a block gets a line-0 record.

The DIE part (``.debug_info`` and the sections it needs) is :mod:`pyllc.codegen.asm_printer.dwarf_unit`;
here: ``LexicalScopes`` (instruction ranges of each scope, ``.Ltmp`` labels before and after them as
``DebugHandlerBase::identifyScopeMarkers`` requests), the variables of ``llvm.dbg.declare`` (the
MachineFunction's variable table, frame offsets from the final frame) and the subprogram DIEs built at
the end of each function (``endFunctionImpl``).
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen import target_opcodes as TO
from pyllc.codegen.machine.instr import MIFlag
from pyllc.ir.metadata import (
    DI_KIND,
    DILOC_COLUMN,
    DILOC_LINE,
    DILOC_INLINED_AT,
    DILOC_SCOPE,
    MD_dbg,
    DINode,
)
from pyllc.codegen.asm_printer.dwarf_unit import (
    DW_OP_breg0,
    DW_OP_bregx,
    DW_OP_deref,
    DW_OP_fbreg,
    DW_OP_reg0,
    DW_OP_regx,
    DwarfCompileUnit,
    di_field as _field,
    sleb128,
    uleb128,
)
from pyllc.ir.metadata import DI_KIND as _DI_KIND
from pyllc.mc.section import SHT_PROGBITS, SectionKind
from pyllc.mc.streamer import DWARF2_FLAG_IS_STMT, DWARF2_FLAG_PROLOGUE_END

#: LLVM's ``MachineInstr::isMetaInstruction`` opcodes (no code, no line record).
META_OPCODES = frozenset(
    (
        TO.IMPLICIT_DEF,
        TO.KILL,
        TO.CFI_INSTRUCTION,
        TO.EH_LABEL,
        TO.GC_LABEL,
        TO.DBG_VALUE,
        TO.DBG_VALUE_LIST,
        TO.DBG_INSTR_REF,
        TO.DBG_PHI,
        TO.DBG_LABEL,
        TO.LIFETIME_START,
        TO.LIFETIME_END,
        TO.PSEUDO_PROBE,
        TO.ARITH_FENCE,
    )
)

_LEXICAL_BLOCK_FILE = DI_KIND["DILexicalBlockFile"]
_NO_DEBUG = 0  # DICompileUnit::NoDebug
_CSK_MD5 = 1


def function_subprogram(fn: Any) -> DINode | None:
    """``Function::getSubprogram``: the function's ``!dbg`` attachment."""
    md = fn.md
    if md is not None:
        for kind, node in md:
            if kind == MD_dbg:
                return node
    return None


_SUBPROGRAM = _DI_KIND["DISubprogram"]
_LOCAL_VARIABLE = _DI_KIND["DILocalVariable"]


class LexicalScope:
    """LLVM's ``LexicalScope``: a scope node (inlined at ``inlined_at``) and its instruction ranges."""

    __slots__ = ("node", "inlined_at", "parent", "children", "ranges", "first", "last", "args", "locals")

    def __init__(self, node: Any, inlined_at: Any, parent: LexicalScope | None) -> None:
        self.node = node
        self.inlined_at = inlined_at
        self.parent = parent
        self.children: list[LexicalScope] = []
        self.ranges: list[tuple[Any, Any]] = []
        self.first: Any = None
        self.last: Any = None
        self.args: dict[int, tuple[Any, Any]] = {}
        self.locals: list[tuple[Any, Any]] = []
        if parent is not None:
            parent.children.append(self)

    def dominates(self, other: LexicalScope) -> bool:
        s: LexicalScope | None = other
        while s is not None:
            if s is self:
                return True
            s = s.parent
        return False

    def open_range(self, mi: Any) -> None:
        if self.first is None:
            self.first = mi
        if self.parent is not None:
            self.parent.open_range(mi)

    def extend_range(self, mi: Any) -> None:
        self.last = mi
        if self.parent is not None:
            self.parent.extend_range(mi)

    def close_range(self, new: LexicalScope | None = None) -> None:
        self.ranges.append((self.first, self.last))
        self.first = self.last = None
        if self.parent is not None and (new is None or not self.parent.dominates(new)):
            self.parent.close_range(new)


def _regular_scope(scope: Any) -> Any:
    """``getNonLexicalBlockFileScope``."""
    while scope is not None and scope.kind == _LEXICAL_BLOCK_FILE:
        scope = _field(scope, "scope")
    return scope


class DwarfDebug:
    """Line-table state for one module (see the module docstring)."""

    __slots__ = (
        "streamer",
        "dwarf_version",
        "files",
        "root",
        "next_file",
        "prev_inst_loc",
        "prev_inst_bb",
        "prolog_end_loc",
        "emitted_cfi_sections",
        "units",
        "scopes",
        "fn_scope",
        "labels_before",
        "labels_after",
        "prev_label",
        "ctx",
        "entities",
        "get_symbol",
        "module",
        "subprograms",
    )

    def __init__(self, streamer: Any, module: Any, dwarf_version: int, get_symbol: Any = None) -> None:
        self.streamer = streamer
        self.get_symbol = get_symbol
        self.module = module
        self.dwarf_version = dwarf_version
        streamer.context.dwarf_version = dwarf_version  # the line table's version (setDwarfVersion)
        self.files: dict[int, int] = {}  # id(DIFile) -> file number
        self.root: Any = None
        self.next_file = 1
        self.prev_inst_loc: Any = None
        self.prev_inst_bb: Any = None
        self.prolog_end_loc: Any = None
        self.emitted_cfi_sections = False
        self.units: dict[int, DwarfCompileUnit] = {}
        self.scopes: dict[tuple[int, int], LexicalScope] = {}
        self.fn_scope: LexicalScope | None = None
        self.labels_before: dict[int, Any] = {}
        self.labels_after: dict[int, Any] = {}
        self.prev_label: Any = None
        self.ctx = streamer.context
        self.entities: list[tuple[DwarfCompileUnit, Any, Any]] = []
        self.subprograms: list[tuple[DwarfCompileUnit, Any]] = []
        cus = module.named_metadata.get("llvm.dbg.cu")
        for cu in getattr(cus, "operands", ()) or ():
            if _field(cu, "emissionKind") == _NO_DEBUG:
                continue
            if any(_field(cu, k) for k in ("enums", "retainedTypes", "globals", "imports", "macros")):
                self._compile_unit(cu)

    @staticmethod
    def wants(module: Any) -> bool:
        """A module with a compile unit that asks for debug information."""
        cus = module.named_metadata.get("llvm.dbg.cu")
        return any(_field(cu, "emissionKind") != _NO_DEBUG for cu in getattr(cus, "operands", ()) or ())

    def _compile_unit(self, cu: Any) -> None:
        """``getOrCreateDwarfCompileUnit``: the DWARF 5 root file (``.file 0``) once."""
        if id(cu) in self.units or self.units:
            return
        file = _field(cu, "file")
        self.root = file
        if self.dwarf_version >= 5 and file is not None:
            self.files[id(file)] = 0
            self.streamer.emit_dwarf_file_directive(
                0, _field(file, "directory") or "", _field(file, "filename") or "", self._md5(file)
            )
        unit = self.units[id(cu)] = DwarfCompileUnit(self, cu, self.dwarf_version, 0)
        gv_syms: dict[int, Any] = {}
        if self.get_symbol is not None:
            for gv in self.module.globals:
                for kind, node in gv.md or ():
                    if kind == MD_dbg and not gv.is_declaration():
                        var = _field(node, "var")
                        expr = _field(node, "expr")
                        if var is not None and not tuple(getattr(expr, "elements", ()) or ()):
                            if not getattr(gv, "thread_local", None):
                                gv_syms.setdefault(id(var), self.get_symbol(gv))
        for gve in getattr(_field(cu, "globals"), "operands", None) or ():
            var = _field(gve, "var")
            if var is not None:
                unit.global_variable_die(var, gv_syms.get(id(var)))
        for key in ("enums", "retainedTypes"):  # beginModule
            for ty in getattr(_field(cu, key), "operands", None) or ():
                if isinstance(ty, DINode) and ty.kind != _SUBPROGRAM:
                    unit.get_or_create_type_die(ty)

    def _md5(self, file: Any) -> bytes | None:
        if self.dwarf_version < 5 or _field(file, "checksumkind") != _CSK_MD5:
            return None
        text = _field(file, "checksum")
        try:
            return bytes.fromhex(text) if text else None
        except ValueError:
            return None

    def source_id(self, file: Any) -> int:
        """``getOrCreateSourceID``: the number of ``file``, writing its ``.file`` the first time."""
        n = self.files.get(id(file))
        if n is not None:
            return n
        n = self.files[id(file)] = self.next_file
        self.next_file += 1
        self.streamer.emit_dwarf_file_directive(
            n, _field(file, "directory") or "", _field(file, "filename") or "", self._md5(file)
        )
        return n

    def record_source_line(self, line: int, column: int, scope: Any, flags: int) -> None:
        """``recordSourceLine``."""
        file_no = 1
        filename = ""
        discriminator = 0
        if scope is not None:
            file = _field(scope, "file")
            filename = (_field(file, "filename") or "") if file is not None else ""
            if line and self.dwarf_version >= 4 and scope.kind == _LEXICAL_BLOCK_FILE:
                discriminator = _field(scope, "discriminator") or 0
            file_no = self.source_id(file) if file is not None else 0
        self.streamer.emit_dwarf_loc_directive(file_no, line, column, flags, discriminator, filename)

    def _scope(self, node: Any, inlined_at: Any) -> LexicalScope:
        """``getOrCreateLexicalScope``."""
        node = _regular_scope(node)
        key = (id(node), id(inlined_at))
        s = self.scopes.get(key)
        if s is None:
            if node.kind == _SUBPROGRAM:
                parent = None
                if inlined_at is not None:
                    f = inlined_at.fields
                    parent = self._scope(f[DILOC_SCOPE], f[DILOC_INLINED_AT])
            else:
                parent = self._scope(_field(node, "scope"), inlined_at)
            s = self.scopes[key] = LexicalScope(node, inlined_at, parent)
        return s

    def _lexical_scopes(self, mf: Any, sp: Any) -> None:
        """``LexicalScopes::initialize`` and ``identifyScopeMarkers``."""
        self.scopes = {}
        self.labels_before = {}
        self.labels_after = {}
        ranges: list[tuple[Any, Any, LexicalScope]] = []
        for mbb in mf.blocks:
            begin: Any = None
            prev_mi: Any = None
            prev_dl: Any = None
            for mi in mbb.instrs:
                if mi.opcode in META_OPCODES:
                    continue
                dl = mi.debug_loc
                if dl is None or dl is prev_dl:
                    prev_mi = mi
                    continue
                if begin is not None:
                    f = prev_dl.fields
                    ranges.append((begin, prev_mi, self._scope(f[DILOC_SCOPE], f[DILOC_INLINED_AT])))
                begin = prev_mi = mi
                prev_dl = dl
            if begin is not None and prev_dl is not None:
                f = prev_dl.fields
                ranges.append((begin, prev_mi, self._scope(f[DILOC_SCOPE], f[DILOC_INLINED_AT])))
        self.fn_scope = self.scopes.get((id(sp), id(None)))
        prev: LexicalScope | None = None
        for first, last, scope in ranges:
            if prev is not None and not prev.dominates(scope):
                prev.close_range(scope)
            scope.open_range(first)
            scope.extend_range(last)
            prev = scope
        if prev is not None:
            prev.close_range()
        for scope in self.scopes.values():
            for first, last in scope.ranges:
                self.labels_before[id(first)] = None
                self.labels_after[id(last)] = None

    def begin_function(self, mf: Any, sp: DINode, fn_begin: Any = None) -> None:
        """``beginFunctionImpl``: the unit's root file, then the scope line of the function."""
        unit = _field(sp, "unit")
        if unit is not None:
            self._compile_unit(unit)
        self._lexical_scopes(mf, sp)
        self.prev_label = fn_begin
        self.prev_inst_loc = None
        self.prev_inst_bb = None
        self.prolog_end_loc = None
        for mbb in mf.blocks:  # findPrologueEndLoc
            for mi in mbb.instrs:
                if mi.opcode not in META_OPCODES and not mi.flags & MIFlag.FrameSetup and mi.debug_loc:
                    self.prolog_end_loc = mi.debug_loc
                    break
            if self.prolog_end_loc is not None:
                break
        if self.prolog_end_loc is not None:
            self.record_source_line(_field(sp, "scopeLine") or 0, 0, sp, DWARF2_FLAG_IS_STMT)

    def _label(self) -> Any:
        label = self.prev_label
        if label is None:
            label = self.prev_label = self.ctx.create_temp_symbol("tmp")
            self.streamer.emit_label(label)
        return label

    def end_instruction(self, mi: Any) -> None:
        """``DebugHandlerBase::endInstruction``: the label after ``mi`` where a scope range ends."""
        if mi.opcode not in META_OPCODES:
            self.prev_label = None
        key = id(mi)
        if key in self.labels_after and self.labels_after[key] is None:
            self.labels_after[key] = self._label()

    def begin_instruction(self, mi: Any, mbb: Any) -> None:
        """``beginInstruction``: a ``.loc`` when the instruction's location changes."""
        key = id(mi)
        if key in self.labels_before and self.labels_before[key] is None:
            self.labels_before[key] = self._label()
        if mi.opcode in META_OPCODES or mi.flags & MIFlag.FrameSetup:
            return
        dl = mi.debug_loc
        last_line = self.streamer.context.current_dwarf_loc[1]
        prev = self.prev_inst_loc
        prev_bb = self.prev_inst_bb
        self.prev_inst_bb = mbb
        if dl is prev or (dl is not None and prev is not None and dl.fields == prev.fields):
            if dl is None:
                return
            if last_line == 0 and dl.fields[DILOC_LINE] != 0:
                self.record_source_line(
                    dl.fields[DILOC_LINE], dl.fields[DILOC_COLUMN], dl.fields[DILOC_SCOPE], 0
                )
            return
        if dl is None:
            if last_line == 0:
                return
            if prev_bb is not None and prev_bb is not mbb:
                scope = prev.fields[DILOC_SCOPE] if prev is not None else None
                column = prev.fields[DILOC_COLUMN] if prev is not None else 0
                self.record_source_line(0, column, scope, 0)
            return
        f = dl.fields
        line = f[DILOC_LINE]
        if line == 0 and last_line == 0:
            return
        flags = 0
        pe = self.prolog_end_loc
        if pe is not None and (dl is pe or dl.fields == pe.fields):
            flags |= DWARF2_FLAG_PROLOGUE_END | DWARF2_FLAG_IS_STMT
            self.prolog_end_loc = None
        old_line = prev.fields[DILOC_LINE] if prev is not None else last_line
        if line and line != old_line:
            flags |= DWARF2_FLAG_IS_STMT
        self.record_source_line(line, f[DILOC_COLUMN], f[DILOC_SCOPE], flags)
        if line:
            self.prev_inst_loc = dl

    # ----- DIEs -----
    def end_function(self, mf: Any, sp: DINode, begin: Any, end: Any) -> None:
        """``endFunctionImpl``: the subprogram DIE with its variables and lexical blocks."""
        cu = _field(sp, "unit")
        unit = self.units.get(id(cu))
        fn_scope = self.fn_scope
        if unit is None or fn_scope is None:
            return
        sub = mf.subtarget
        tfl = sub.get_frame_lowering()
        tri = sub.get_register_info()
        frame_reg = tfl.get_dwarf_frame_base(mf)
        seen: set[int] = set()
        created: list[Any] = []
        for var, expr, fi, _dl in getattr(mf, "variable_dbg_info", ()):  # collectVariableInfoFromMFTable
            scope = self.scopes.get((id(_regular_scope(_field(var, "scope"))), id(None)))
            if scope is None or id(var) in seen:
                continue
            seen.add(id(var))
            reg, offset = tfl.get_frame_index_reference(mf, fi)
            loc = self._frame_location(tri, frame_reg, reg, offset, expr)
            self._add_scope_variable(scope, var, loc)
            created.append(var)
        for var in getattr(_field(sp, "retainedNodes"), "operands", None) or ():
            if isinstance(var, DINode) and var.kind == _LOCAL_VARIABLE and id(var) not in seen:
                seen.add(id(var))
                scope = self.scopes.get((id(_regular_scope(_field(var, "scope"))), id(None)))
                if scope is not None:
                    self._add_scope_variable(scope, var, None)
                    created.append(var)
        fb = None
        if frame_reg:
            fb = self._reg_location(tri.get_dwarf_reg_num(frame_reg))
        die = unit.subprogram_die(sp, begin, end, fb)
        self.subprograms.append((unit, sp))
        self._scope_children(unit, fn_scope, die)
        for var in created:  # ConcreteEntities order
            self.entities.append((unit, unit.dies[id(var)], var))
        sp_ty = _field(sp, "type")
        types = list(getattr(_field(sp_ty, "types"), "operands", None) or ())
        if len(types) > 1 and types[-1] is None:
            die.add_child(0x18)  # DW_TAG_unspecified_parameters
        unit.ranges_end = end
        if unit.ranges_begin is None:
            unit.ranges_begin = begin

    @staticmethod
    def _reg_location(dwarf_reg: int) -> bytes:
        if 0 <= dwarf_reg < 32:
            return bytes((DW_OP_reg0 + dwarf_reg,))
        return bytes((DW_OP_regx,)) + uleb128(dwarf_reg)

    @staticmethod
    def _frame_location(tri: Any, frame_reg: int, reg: int, offset: int, expr: Any) -> list[bytes] | None:
        elements = tuple(getattr(expr, "elements", ()) or ())
        if elements not in ((), (DW_OP_deref,)):
            return None
        if reg == frame_reg:
            loc = [bytes((DW_OP_fbreg,)), sleb128(offset)]
        else:
            n = tri.get_dwarf_reg_num(reg)
            op = bytes((DW_OP_breg0 + n,)) if 0 <= n < 32 else bytes((DW_OP_bregx,)) + uleb128(n)
            loc = [op, sleb128(offset)]
        if elements:
            loc.append(bytes((DW_OP_deref,)))
        return loc

    def _add_scope_variable(self, scope: LexicalScope, var: Any, loc: Any) -> None:
        arg = _field(var, "arg") or 0
        if arg:
            scope.args.setdefault(arg, (var, loc))
        else:
            scope.locals.append((var, loc))

    def _scope_children(self, unit: DwarfCompileUnit, scope: LexicalScope, die: Any) -> None:
        """``createAndAddScopeChildren``: arguments, locals, then inner scopes (a block without
        variables of its own is not emitted: its children go to the parent, as LLVM does)."""
        for _, (var, loc) in sorted(scope.args.items()):
            unit.variable_die(die, var, loc)
        for var, loc in scope.locals:
            unit.variable_die(die, var, loc)
        for child in scope.children:
            if child.node.kind == _SUBPROGRAM:
                self._scope_children(unit, child, die)  # inlined subroutines: not described yet
                continue
            if not child.ranges or (
                len(child.ranges) == 1 and self.labels_after.get(id(child.ranges[0][1])) is None
            ):
                continue
            if (child.args or child.locals) and len(child.ranges) == 1:  # no DW_AT_ranges yet
                block = die.add_child(0x0B)  # DW_TAG_lexical_block
                begin = self.labels_before[id(child.ranges[0][0])]
                end = self.labels_after[id(child.ranges[-1][1])]
                unit.attach_low_high_pc(block, begin, end)
                self._scope_children(unit, child, block)
            else:
                self._scope_children(unit, child, die)

    def end_module(self) -> None:
        """``endModule``: unit ranges, variable attributes (``finishEntityDefinitions``), sections."""
        if not self.units:
            return
        for unit, sp in self.subprograms:
            unit.apply_subprogram_attributes(sp)
        for unit, die, var in self.entities:
            unit.apply_variable_attributes(die, var)
        for unit in self.units.values():
            if unit.ranges_begin is not None:
                unit.attach_low_high_pc(unit.die, unit.ranges_begin, unit.ranges_end)
            if self.dwarf_version >= 5 and unit.addresses:
                unit.die.add(0x73, 0x17, ".Laddr_table_base0")  # DW_AT_addr_base
            unit.emit(self.ctx, self.streamer)

    def emit_line_table_start(self) -> None:
        """The ``.debug_line`` section and the unit's ``.Lline_table_start`` label (MCDwarfLineTable)."""
        if not self.units:
            return
        ctx = self.ctx
        self.streamer.switch_section(
            ctx.get_elf_section(".debug_line", SHT_PROGBITS, 0, SectionKind.Metadata)
        )
        self.streamer.emit_label(ctx.get_or_create_symbol(".Lline_table_start0"))
