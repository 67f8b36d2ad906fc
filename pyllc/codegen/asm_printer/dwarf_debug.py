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

Only the line table is written: no ``.debug_info``/``.debug_abbrev``/``.debug_str`` (so no ``.Ltmp`` scope
labels), which docs/debug-info.md lists as a limitation.
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen import target_opcodes as TO
from pyllc.codegen.machine.instr import MIFlag
from pyllc.ir.metadata import (
    DI_KIND,
    DILOC_COLUMN,
    DILOC_LINE,
    DILOC_SCOPE,
    MD_dbg,
    DINode,
)
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


def _field(node: Any, name: str) -> Any:
    try:
        return node.get(name)
    except (KeyError, AttributeError):
        return None


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
    )

    def __init__(self, streamer: Any, module: Any, dwarf_version: int) -> None:
        self.streamer = streamer
        self.dwarf_version = dwarf_version
        streamer.context.dwarf_version = dwarf_version  # the line table's version (setDwarfVersion)
        self.files: dict[int, int] = {}  # id(DIFile) -> file number
        self.root: Any = None
        self.next_file = 1
        self.prev_inst_loc: Any = None
        self.prev_inst_bb: Any = None
        self.prolog_end_loc: Any = None
        self.emitted_cfi_sections = False
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
        if self.root is not None:
            return
        file = _field(cu, "file")
        self.root = file
        if self.dwarf_version >= 5 and file is not None:
            self.files[id(file)] = 0
            self.streamer.emit_dwarf_file_directive(
                0, _field(file, "directory") or "", _field(file, "filename") or "", self._md5(file)
            )

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

    def begin_function(self, mf: Any, sp: DINode) -> None:
        """``beginFunctionImpl``: the unit's root file, then the scope line of the function."""
        unit = _field(sp, "unit")
        if unit is not None:
            self._compile_unit(unit)
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

    def begin_instruction(self, mi: Any, mbb: Any) -> None:
        """``beginInstruction``: a ``.loc`` when the instruction's location changes."""
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
