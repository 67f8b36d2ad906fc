"""What it is (LLVM: lib/CodeGen/TargetLoweringObjectFileImpl.cpp ``TargetLoweringObjectFileELF``,
lib/Target/TargetLoweringObjectFile.cpp ``getKindForGlobal``).

Where each global goes in an ELF file.  :func:`get_kind_for_global` classifies a global as LLVM does:

1. functions are text;
2. thread-locals: zero-initialised (and not constant, no explicit section) → thread BSS, else thread data;
3. ``common`` linkage → common;
4. zero-initialised, not constant, no explicit section → BSS (local, extern or plain);
5. constants without relocations: read-only, unless ``unnamed_addr`` lets them merge: NUL-terminated
   i8/i16/i32 arrays → mergeable C strings, 4/8/16/32-byte values → mergeable constants;
   constants with relocations: read-only under the static model, else ``.data.rel.ro``;
6. everything else is data.

:meth:`TargetLoweringObjectFileELF.section_for_global` turns a kind into a section: the standard
``.text``/``.data``/``.bss``/``.rodata``/``.tdata``/``.tbss``/``.data.rel.ro``, ``.rodata.str<E>.<A>``
(``"aMS"``) and ``.rodata.cst<N>`` (``"aM"``) with entry sizes, a ``.<prefix>.<name>`` section in a COMDAT
group for globals with a comdat (``-data-sections``/``-function-sections`` likewise), and explicit
``section "name"`` sections with flags derived from the kind (``.bss.*``/``.tdata.*``/``.tbss.*`` names
override it).
"""

from __future__ import annotations

from typing import Any, Callable

from pyllc.ir import types as T
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
    ConstantVector,
    DSOLocalEquivalent,
    NoCFIValue,
    UndefValue,
)
from pyllc.ir.module import (
    CommonLinkage,
    ExternalLinkage,
    Function,
    GlobalValue,
    GlobalVariable,
    InternalLinkage,
    PrivateLinkage,
)
from pyllc.mc.context import MCContext
from pyllc.mc.section import (
    GENERIC_SECTION_ID,
    SHF_ALLOC,
    SHF_GNU_RETAIN,
    SHF_LINK_ORDER,
    SHF_EXECINSTR,
    SHF_GROUP,
    SHF_MERGE,
    SHF_STRINGS,
    SHF_TLS,
    SHF_WRITE,
    SHT_FINI_ARRAY,
    SHT_INIT_ARRAY,
    SHT_NOBITS,
    SHT_NOTE,
    SHT_PREINIT_ARRAY,
    SHT_PROGBITS,
    MCSectionELF,
    SectionKind as SK,
)
from pyllc.support.diagnostics import UnsupportedError


# ----------------------------------------------------------------------------------- constant queries
def is_null_value(c: Any) -> bool:
    """LLVM Constant::isNullValue: integer/fp +0, null, zeroinitializer (and aggregates made only of them)."""
    if isinstance(c, ConstantInt):
        return c.value == 0
    if isinstance(c, ConstantFP):
        return c.bits == 0
    if isinstance(c, (ConstantPointerNull, ConstantAggregateZero)):
        return True
    if isinstance(c, (ConstantArray, ConstantStruct, ConstantVector)):
        return all(is_null_value(o) for o in c.operands)
    if isinstance(c, ConstantDataArray):
        return not any(c.data)
    return False


def is_null_or_undef(c: Any) -> bool:
    if is_null_value(c) or isinstance(c, UndefValue):
        return True
    if isinstance(c, (ConstantArray, ConstantStruct, ConstantVector)):
        return all(is_null_or_undef(o) for o in c.operands)
    return False


def needs_relocation(c: Any) -> bool:
    """Does the constant refer to a symbol (LLVM Constant::needsRelocation, without the same-section
    difference exemption)."""
    if isinstance(c, (GlobalValue, BlockAddress, DSOLocalEquivalent, NoCFIValue)):
        return True
    if isinstance(c, (ConstantArray, ConstantStruct, ConstantVector, ConstantExpr)):
        return any(needs_relocation(o) for o in c.operands)
    return False


def is_null_terminated_string(c: Any) -> bool:
    if isinstance(c, ConstantAggregateZero):
        return c.type.tid == T.ArrayTyID and c.type.count == 1
    if isinstance(c, ConstantDataArray):
        d = c.data
        return len(d) > 0 and d[-1] == 0 and 0 not in d[:-1]
    if isinstance(c, ConstantArray):
        ops = c.operands
        if not ops or not all(isinstance(o, ConstantInt) for o in ops):
            return False
        return ops[-1].value == 0 and all(o.value != 0 for o in ops[:-1])  # type: ignore[attr-defined]
    return False


def has_local_linkage(gv: Any) -> bool:
    return gv.linkage in (InternalLinkage, PrivateLinkage)


# ----------------------------------------------------------------------------------- kinds
def is_suitable_for_bss(gv: GlobalVariable) -> bool:
    return is_null_or_undef(gv.initializer) and not gv.is_constant and gv.section is None


def get_kind_for_global(gv: Any, tm: Any, dl: Any) -> int:
    """LLVM TargetLoweringObjectFile::getKindForGlobal."""
    if isinstance(gv, Function):
        return SK.Text
    if gv.thread_local:
        if is_suitable_for_bss(gv):
            return SK.ThreadBSSLocal if has_local_linkage(gv) else SK.ThreadBSS
        return SK.ThreadData
    if gv.linkage == CommonLinkage:
        return SK.Common
    if is_suitable_for_bss(gv):
        if has_local_linkage(gv):
            return SK.BSSLocal
        if gv.linkage == ExternalLinkage:
            return SK.BSSExtern
        return SK.BSS
    if gv.is_constant:
        c = gv.initializer
        if not needs_relocation(c):
            if gv.unnamed_addr != 2:  # only a global unnamed_addr lets the constant merge
                return SK.ReadOnly
            ty = c.type
            if ty.tid == T.ArrayTyID and ty.elem.tid == T.IntegerTyID and ty.elem.bits in (8, 16, 32):
                if is_null_terminated_string(c):
                    return {
                        8: SK.Mergeable1ByteCString,
                        16: SK.Mergeable2ByteCString,
                        32: SK.Mergeable4ByteCString,
                    }[ty.elem.bits]
            return {
                4: SK.MergeableConst4,
                8: SK.MergeableConst8,
                16: SK.MergeableConst16,
                32: SK.MergeableConst32,
            }.get(dl.get_type_alloc_size(ty), SK.ReadOnly)
        if tm.reloc_model in ("static", "ropi", "rwpi", "ropi-rwpi"):
            return SK.ReadOnly
        return SK.ReadOnlyWithRel
    return SK.Data


def get_elf_section_flags(kind: int) -> int:
    flags = 0
    if kind != SK.Metadata:
        flags |= SHF_ALLOC
    if SK.is_text(kind):
        flags |= SHF_EXECINSTR
    if SK.is_writeable(kind):
        flags |= SHF_WRITE
    if SK.is_thread_local(kind):
        flags |= SHF_TLS
    if SK.is_mergeable_cstring(kind) or SK.is_mergeable_const(kind):
        flags |= SHF_MERGE
    if SK.is_mergeable_cstring(kind):
        flags |= SHF_STRINGS
    return flags


def get_elf_section_type(name: str, kind: int) -> int:
    if name.startswith(".init_array"):
        return SHT_INIT_ARRAY
    if name.startswith(".fini_array"):
        return SHT_FINI_ARRAY
    if name.startswith(".preinit_array"):
        return SHT_PREINIT_ARRAY
    if name.startswith(".note"):
        return SHT_NOTE
    if SK.is_bss(kind) or SK.is_thread_bss(kind):
        return SHT_NOBITS
    return SHT_PROGBITS


def get_entry_size_for_kind(kind: int) -> int:
    return {
        SK.MergeableConst4: 4,
        SK.MergeableConst8: 8,
        SK.MergeableConst16: 16,
        SK.MergeableConst32: 32,
        SK.Mergeable1ByteCString: 1,
        SK.Mergeable2ByteCString: 2,
        SK.Mergeable4ByteCString: 4,
    }.get(kind, 0)


def get_section_prefix_for_global(kind: int) -> str:
    if SK.is_text(kind):
        return ".text"
    if SK.is_read_only(kind):
        return ".rodata"
    if SK.is_bss(kind):
        return ".bss"
    if kind == SK.ThreadData:
        return ".tdata"
    if SK.is_thread_bss(kind):
        return ".tbss"
    if kind == SK.Data:
        return ".data"
    if kind == SK.ReadOnlyWithRel:
        return ".data.rel.ro"
    return ".data"


def get_elf_kind_for_named_section(name: str, kind: int) -> int:
    if not name.startswith("."):
        return kind
    for p in (
        ".bss",
        ".gnu.linkonce.b.",
        ".llvm.linkonce.b.",
        ".sbss",
        ".gnu.linkonce.sb.",
        ".llvm.linkonce.sb.",
    ):
        if name == p or name.startswith(p if p.endswith(".") else p + "."):
            return SK.BSS
    for p in (".tdata", ".gnu.linkonce.td.", ".llvm.linkonce.td."):
        if name == p or name.startswith(p if p.endswith(".") else p + "."):
            return SK.ThreadData
    for p in (".tbss", ".gnu.linkonce.tb.", ".llvm.linkonce.tb."):
        if name == p or name.startswith(p if p.endswith(".") else p + "."):
            return SK.ThreadBSS
    return kind


class TargetLoweringObjectFileELF:
    """Section selection for ELF targets (see the module docstring).  ``symbol_name(gv)`` is the mangled
    symbol name, provided by the AsmPrinter (unique section names and COMDAT groups use it)."""

    def __init__(self, ctx: MCContext, tm: Any, symbol_name: Callable[[Any], str]) -> None:
        self.ctx = ctx
        self.tm = tm
        self.symbol_name = symbol_name
        g = ctx.get_elf_section
        self.text_section = g(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, SK.Text)
        self.data_section = g(".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, SK.Data)
        self.bss_section = g(".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, SK.BSS)
        self.readonly_section = g(".rodata", SHT_PROGBITS, SHF_ALLOC, SK.ReadOnly)
        self.data_rel_ro_section = g(".data.rel.ro", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, SK.ReadOnlyWithRel)
        self.tls_data_section = g(".tdata", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE | SHF_TLS, SK.ThreadData)
        self.tls_bss_section = g(".tbss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE | SHF_TLS, SK.ThreadBSS)
        self.nonexecutable_stack_section = g(".note.GNU-stack", SHT_PROGBITS, 0, SK.Metadata)
        #: ``id``s of the globals listed in ``llvm.used`` (kept by the linker: ``SHF_GNU_RETAIN``).
        self.used: set[int] = set()
        self._next_unique_id = 1

    # ----- globals -----
    def get_section_for_lsda(self, fn: Any) -> MCSectionELF:
        """``getSectionForLSDA``: ``.gcc_except_table``; a function in a COMDAT or with
        ``-function-sections`` has its own, ``.gcc_except_table.<name>`` (in the function's group).  LLVM
        adds ``SHF_LINK_ORDER`` only for binutils 2.36 or later, not its default."""
        if fn.comdat is None and not self.tm.options.function_sections:
            return self.ctx.get_elf_section(".gcc_except_table", SHT_PROGBITS, SHF_ALLOC, SK.ReadOnly)
        group, is_comdat, extra = self._comdat(fn)
        name = ".gcc_except_table." + fn.name if self.tm.options.unique_section_names else ".gcc_except_table"
        return self.ctx.get_elf_section(
            name, SHT_PROGBITS, SHF_ALLOC | extra, SK.ReadOnly, 0, group, is_comdat
        )

    def section_for_global(self, gv: Any, kind: int) -> MCSectionELF:
        if gv.section is not None:
            return self.get_explicit_section_global(gv, kind)
        return self.select_section_for_global(gv, kind)

    def _comdat(self, gv: Any) -> tuple[str, bool, int]:
        c = gv.comdat
        if c is None:
            return "", False, 0
        if c.kind not in ("any", "nodeduplicate", "noduplicates"):
            raise UnsupportedError(
                None,
                f"ELF COMDATs only support SelectionKind::Any and NoDeduplicate, "
                f"'{c.name}' cannot be lowered.",
            )
        return c.name, c.kind == "any", SHF_GROUP

    def get_explicit_section_global(self, gv: Any, kind: int) -> MCSectionELF:
        name: str = gv.section
        kind = get_elf_kind_for_named_section(name, kind)
        flags = get_elf_section_flags(kind)
        group, is_comdat, extra = self._comdat(gv)
        flags |= extra
        entry = get_entry_size_for_kind(kind)
        if flags & SHF_MERGE:
            raise UnsupportedError(None, f"mergeable global '{gv.name}' in explicit section '{name}'")
        unique_id = GENERIC_SECTION_ID
        if id(gv) in self.used:
            flags |= SHF_GNU_RETAIN
            unique_id = self._next_unique_id
            self._next_unique_id += 1
        existing = self.ctx.sections.get((name, group, unique_id))
        if existing is not None and existing.flags != flags:
            raise UnsupportedError(None, f"section '{name}' with conflicting flags")
        return self.ctx.get_elf_section(
            name, get_elf_section_type(name, kind), flags, kind, entry, group, is_comdat, unique_id
        )

    def select_section_for_global(self, gv: Any, kind: int) -> MCSectionELF:
        flags = get_elf_section_flags(kind)
        unique = False
        if not flags & SHF_MERGE and kind != SK.Common:
            opts = self.tm.options
            unique = opts.function_sections if SK.is_text(kind) else opts.data_sections
        unique = unique or gv.comdat is not None
        if id(gv) in self.used:
            unique = True
            flags |= SHF_GNU_RETAIN
        group, is_comdat, extra = self._comdat(gv)
        flags |= extra
        entry = get_entry_size_for_kind(kind)
        if SK.is_mergeable_cstring(kind):
            dl = self.tm_data_layout()
            align = dl.get_preferred_align(gv.value_type, gv.align, gv.section is not None)
            name = f".rodata.str{entry}.{align}"
        elif SK.is_mergeable_const(kind):
            name = f".rodata.cst{entry}"
        else:
            name = get_section_prefix_for_global(kind)
        if unique:
            name += "." + self.symbol_name(gv)
        return self.ctx.get_elf_section(
            name, get_elf_section_type(name, kind), flags, kind, entry, group, is_comdat
        )

    def tm_data_layout(self) -> Any:
        return self.data_layout

    data_layout: Any = None

    # ----- constants and jump tables -----
    def get_section_for_constant(self, kind: int) -> MCSectionELF:
        if SK.is_mergeable_const(kind):
            n = get_entry_size_for_kind(kind)
            return self.ctx.get_elf_section(f".rodata.cst{n}", SHT_PROGBITS, SHF_ALLOC | SHF_MERGE, kind, n)
        if SK.is_read_only(kind):
            return self.readonly_section
        return self.data_rel_ro_section

    def get_section_for_jump_table(self, fn: Any) -> MCSectionELF:
        if fn.comdat is not None or self.tm.options.function_sections:
            group, is_comdat, extra = self._comdat(fn)
            name = ".rodata." + self.symbol_name(fn)
            return self.ctx.get_elf_section(
                name, SHT_PROGBITS, SHF_ALLOC | extra, SK.ReadOnly, 0, group, is_comdat
            )
        return self.readonly_section

    def _linked_to_text(self, name: str, flags: int, kind: int, text: MCSectionELF) -> MCSectionELF:
        """A section linked to (``SHF_LINK_ORDER``) the function's text section, in its COMDAT group and
        with its unique id."""
        flags |= SHF_LINK_ORDER
        group = ""
        if text.flags & SHF_GROUP:
            flags |= SHF_GROUP
            group = text.group
        return self.ctx.get_elf_section(
            name, SHT_PROGBITS, flags, kind, 0, group, True, text.unique_id, text.get_begin_symbol()
        )

    def get_stack_sizes_section(self, text: MCSectionELF) -> MCSectionELF:
        """``.stack_sizes`` linked to the function's text section."""
        return self._linked_to_text(".stack_sizes", 0, SK.Metadata, text)

    def get_pc_section(self, name: str, text: MCSectionELF) -> MCSectionELF:
        """``getPCSection``: a ``!pcsections`` section, writable and allocated, linked to the function's
        text section."""
        return self._linked_to_text(name, SHF_WRITE | SHF_ALLOC, SK.Data, text)

    def get_static_structor_section(self, is_ctor: bool, priority: int) -> MCSectionELF:
        name = ".init_array" if is_ctor else ".fini_array"
        if priority != 65535:
            name += f".{priority}"
        return self.ctx.get_elf_section(
            name, SHT_INIT_ARRAY if is_ctor else SHT_FINI_ARRAY, SHF_ALLOC | SHF_WRITE, SK.Data
        )
