"""What it is (LLVM: include/llvm/MC/MCELFObjectWriter.h, lib/MC/ELFObjectWriter.cpp,
lib/MC/StringTableBuilder.cpp): the writer of relocatable ELF objects.

:class:`MCELFObjectTargetWriter` is the target's part: class (32/64-bit), ``e_machine``, OS ABI, REL or RELA,
``e_flags``, and the relocation type of each fixup (:meth:`~MCELFObjectTargetWriter.get_reloc_type`).

:class:`ELFObjectWriter` lays the file out as LLVM 14 does:

* section table: the null section, ``.strtab`` (which also holds the section names: there is no separate
  ``.shstrtab``), then every section in the order the streamer first entered it, each followed by its
  ``.rel``/``.rela`` section when it has relocations (a section of a group first adds the group's
  ``.group`` section, at the group's first member), then ``.llvm_addrsig`` (with ``.addrsig``), then
  ``.symtab``;
* file contents: the ELF header, the sections' data (each at its alignment), the groups (``GRP_COMDAT``
  and the member sections' indexes, their relocation sections included), ``.symtab``, the relocation
  sections, ``.llvm_addrsig``, ``.strtab``, then the section headers at 8-byte alignment (4 for ELF32);
* symbols: the null symbol, the locals (each ``.file`` symbol before the symbols registered after it) in
  registration order, then the globals; a temporary (``.L``) symbol only when a relocation must name it, a
  section symbol only when a relocation uses it;
* relocations (``record_relocation``): against the symbol when it is undefined, global or weak (or the
  target asks), else against its section's symbol with the symbol's offset folded into the addend (written
  into the section's bytes for REL targets);
* symbol versions (``.symver orig, name@VER``, ``executePostLayoutBinding``): each makes the alias ``name@VER``
  (``name@@VER`` for ``@@@`` of a defined symbol, ``name@VER`` of an undefined one), a variable of the
  original with its binding and visibility; an undefined original, or one versioned with ``@@@`` or
  ``remove``, is renamed: relocations name the alias and the original leaves the symbol table;
* :class:`StringTableBuilder`: the strings sorted by their reversed bytes (descending), a string that is the
  tail of the previous one sharing its bytes.
"""

from __future__ import annotations

import struct
from typing import Any, Final

from pyllc.support.diagnostics import UnsupportedError

from pyllc.mc.section import SHF_EXCLUDE, SHF_GROUP, SHF_LINK_ORDER, SHF_MERGE, SHF_TLS, SHT_NOBITS
from pyllc.mc.expr import MCSymbolRefExpr, evaluate_as_absolute
from pyllc.mc.symbol import MCSymbol
from pyllc.mc.value import evaluate_as_relocatable
from pyllc.support.diagnostics import DiagnosticError
from pyllc.support.leb128 import encode_uleb128

# include/llvm/BinaryFormat/ELF.h
ET_REL: Final = 1
EV_CURRENT: Final = 1
ELFCLASS32, ELFCLASS64 = 1, 2
ELFDATA2LSB, ELFDATA2MSB = 1, 2
ELFOSABI_GNU: Final = 3
SHT_NULL, SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_REL = 0, 2, 3, 4, 9
SHT_GROUP: Final = 17
GRP_COMDAT: Final = 1
SHT_LLVM_ADDRSIG: Final = 0x6FFF4C03
SHF_INFO_LINK: Final = 0x40
SHN_UNDEF, SHN_ABS, SHN_COMMON = 0, 0xFFF1, 0xFFF2
STB_LOCAL, STB_GLOBAL, STB_WEAK = 0, 1, 2
STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION, STT_FILE, STT_TLS, STT_GNU_IFUNC = 0, 1, 2, 3, 4, 6, 10
STV_DEFAULT, STV_INTERNAL, STV_HIDDEN, STV_PROTECTED = 0, 1, 2, 3

_BINDINGS: Final = {"global": STB_GLOBAL, "weak": STB_WEAK, "local": STB_LOCAL}
_BINDING_NAMES: Final = {v: k for k, v in _BINDINGS.items()}


def _aliases_undefined(asm: Any, sym: Any) -> bool:
    """``sym`` is a variable naming an undefined symbol (a ``.symver`` alias of one): undefined itself."""
    v = sym.variable_value
    return (
        type(v) is MCSymbolRefExpr
        and v.symbol.variable_value is None
        and asm.symbol_location(v.symbol) is None
    )


_TYPES: Final = {
    "": STT_NOTYPE,
    "type_notype": STT_NOTYPE,
    "type_object": STT_OBJECT,
    "type_function": STT_FUNC,
    "type_tls": STT_TLS,
    "type_gnu_indirect_function": STT_GNU_IFUNC,
    "section": STT_SECTION,
}
_VISIBILITIES: Final = {
    "": STV_DEFAULT,
    "internal": STV_INTERNAL,
    "hidden": STV_HIDDEN,
    "protected": STV_PROTECTED,
}


def symbol_binding(sym: Any) -> int:
    """``MCSymbolELF::getBinding``: the explicit binding, else local when defined (a ``.set`` counts as
    defined) or only a group's signature, else global."""
    b = sym.binding
    if b:
        return _BINDINGS[b]
    if sym.section is not None or sym.variable_value is not None:
        return STB_LOCAL
    if sym.is_signature and not sym.used_in_reloc:
        return STB_LOCAL
    return STB_GLOBAL


def symbol_type(sym: Any) -> int:
    return _TYPES[sym.type]


def merge_type_for_set(orig: int, new: int) -> int:
    """``mergeTypeForSet``: a ``.set`` symbol's type, its base's type not degraded (IFUNC > FUNC > OBJECT >
    NOTYPE, TLS > OBJECT)."""
    if orig == STT_GNU_IFUNC and new in (STT_FUNC, STT_OBJECT, STT_NOTYPE, STT_TLS):
        return STT_GNU_IFUNC
    if orig == STT_FUNC and new in (STT_OBJECT, STT_NOTYPE, STT_TLS):
        return STT_FUNC
    if orig == STT_OBJECT and new == STT_NOTYPE:
        return STT_OBJECT
    if orig == STT_TLS and new in (STT_OBJECT, STT_NOTYPE, STT_GNU_IFUNC, STT_FUNC):
        return STT_TLS
    return new


def _base_symbol(asm: Any, sym: Any) -> Any:
    """``MCAsmLayout::getBaseSymbol``: the defined symbol a ``.set`` symbol stands at (None: none)."""
    while sym.variable_value is not None:
        v = evaluate_as_relocatable(sym.variable_value, asm.symbol_location)
        if v is None or v.sym_b is not None or v.sym_a is None:
            return None
        sym = v.sym_a.symbol
    return sym if sym.section is not None else None


def _inherited_size(sym: Any, base_size: Any) -> Any:
    """The size a ``.set`` symbol without ``.size`` takes: the first sized symbol down its chain of plain
    symbol references, else its base symbol's."""
    while sym.variable_value is not None:
        ref = sym.variable_value
        if not isinstance(ref, MCSymbolRefExpr):
            break
        sym = ref.symbol
        if sym.size is not None:
            return sym.size
    return base_size


class MCELFObjectTargetWriter:
    """The target's ELF facts (LLVM ``MCELFObjectTargetWriter``); a target subclasses it."""

    def __init__(self, is_64bit: bool, os_abi: int, e_machine: int, has_relocation_addend: bool) -> None:
        self.is_64bit = is_64bit
        self.os_abi = os_abi
        self.e_machine = e_machine
        self.has_relocation_addend = has_relocation_addend

    def get_abi_version(self) -> int:
        return 0

    def get_e_flags(self) -> int:
        return 0

    def get_reloc_type(self, ctx: Any, target: Any, fixup: Any, is_pcrel: bool) -> int:
        """The ELF relocation type of an unresolved fixup (target hook)."""
        raise UnsupportedError(None, "ELF relocation: the target's object writer has no relocation types")

    def needs_relocate_with_symbol(self, sym: Any, reloc_type: int) -> bool:
        """A relocation against a local symbol that must keep the symbol (default: the section will do)."""
        return False


class StringTableBuilder:
    """An ELF string table with tail merging (LLVM ``StringTableBuilder`` of kind ELF, optimized)."""

    __slots__ = ("_strings", "_offsets", "data")

    def __init__(self) -> None:
        self._strings: dict[bytes, None] = {}
        self._offsets: dict[bytes, int] = {}
        self.data = b""

    def add(self, s: str | bytes) -> None:
        b = s.encode("utf-8", "surrogateescape") if isinstance(s, str) else s
        self._strings[b] = None

    def finalize(self) -> None:
        out = bytearray(b"\0")
        previous = b""
        for s in sorted(self._strings, key=lambda b: b[::-1], reverse=True):
            if previous.endswith(s):
                self._offsets[s] = len(out) - len(s) - 1
                continue
            self._offsets[s] = len(out)
            out += s + b"\0"
            previous = s
        self.data = bytes(out)

    def get_offset(self, s: str | bytes) -> int:
        b = s.encode("utf-8", "surrogateescape") if isinstance(s, str) else s
        return self._offsets[b]


class _WriterSection:
    """A section the writer makes itself (``.strtab``, ``.symtab``, ``.rel*``, ``.llvm_addrsig``)."""

    __slots__ = ("name", "type", "flags", "entry_size", "alignment", "linked_to", "group", "is_comdat")

    def __init__(
        self, name: str, type_: int, flags: int, entry_size: int, alignment: int, linked_to: Any = None
    ):
        self.name = name
        self.type = type_
        self.flags = flags
        self.entry_size = entry_size
        self.alignment = alignment
        self.linked_to = linked_to
        self.group = ""
        self.is_comdat = False


class ELFRelocationEntry:
    __slots__ = ("offset", "symbol", "type", "addend")

    def __init__(self, offset: int, symbol: Any, type_: int, addend: int) -> None:
        self.offset = offset
        self.symbol = symbol
        self.type = type_
        self.addend = addend


class ELFObjectWriter:
    """Writes one relocatable object (see the module docstring)."""

    def __init__(self, target_writer: MCELFObjectTargetWriter, little_endian: bool) -> None:
        self.target_writer = target_writer
        self.little_endian = little_endian
        self.relocations: dict[int, list[ELFRelocationEntry]] = {}
        self.emit_addrsig_section = False
        self.addrsig_syms: list[Any] = []
        self.seen_gnu_abi = False
        #: Symbols renamed by ``.symver``: id(original) -> the versioned alias.
        self.renames: dict[int, MCSymbol] = {}

    def mark_gnu_abi(self) -> None:
        """``markGnuAbi``: a GNU extension (``SHF_GNU_RETAIN``, ``STT_GNU_IFUNC``) makes an unset OS ABI
        ``ELFOSABI_GNU``."""
        self.seen_gnu_abi = True

    # ----- assembler callbacks -----
    def add_addrsig_symbol(self, sym: Any) -> None:
        self.addrsig_syms.append(sym)

    def execute_post_layout_binding(self, asm: Any) -> None:
        self._bind_symbol_versions(asm)
        syms: list[Any] = []
        for sym in self.addrsig_syms:
            if sym.section is not None and sym.is_temporary:
                sym = sym.section.begin_symbol
            sym.used_in_reloc = True
            syms.append(sym)
        self.addrsig_syms = syms

    def _bind_symbol_versions(self, asm: Any) -> None:
        from pyllc.mc.parser.target_asm_parser import AsmParserError

        errors: list[AsmParserError] = []
        for sym, name, keep, loc in asm.symvers:
            prefix, at, rest = name.partition("@")
            rest = at + rest
            undefined = sym.section is None and sym.variable_value is None and not sym.is_common()
            tail = rest[2 if undefined else 1 :] if rest.startswith("@@@") else rest
            alias = asm.context.get_or_create_symbol(prefix + tail)
            asm.register_symbol(alias)
            alias.variable_value = MCSymbolRefExpr(sym)
            alias.binding = _BINDING_NAMES[symbol_binding(sym)]
            alias.visibility = sym.visibility
            if not undefined and keep:
                continue
            if undefined and rest.startswith("@@") and not rest.startswith("@@@"):
                errors.append(AsmParserError(loc, f"default version symbol {name} must be defined"))
                continue
            renamed = self.renames.get(id(sym))
            if renamed is not None and renamed is not alias:
                errors.append(AsmParserError(loc, f"multiple versions for {sym.name}"))
                continue
            self.renames[id(sym)] = alias
        if errors:
            errors[0].more = errors[1:]
            raise errors[0]

    def is_symbol_ref_difference_fully_resolved_impl(
        self, asm: Any, sym_a: Any, frag: Any, in_set: bool, is_pcrel: bool
    ) -> bool:
        if is_pcrel and (symbol_binding(sym_a) != STB_LOCAL or symbol_type(sym_a) == STT_GNU_IFUNC):
            return False
        loc = asm.symbol_location(sym_a)
        return loc is not None and loc[0] is frag.section

    def record_relocation(self, asm: Any, frag: Any, fixup: Any, target: Any) -> int:
        """Record the relocation of an unresolved fixup; the value to write into the bytes."""
        tw = self.target_writer
        is_pcrel = bool(asm.backend.get_fixup_kind_info(fixup.kind).flags & 1)
        section = frag.section
        c = target.constant
        fixup_offset = frag.offset + fixup.offset
        if target.sym_b is not None:
            sym_b = target.sym_b.symbol
            loc_b = asm.symbol_location(sym_b)
            if loc_b is None:
                raise DiagnosticError(
                    None, f"symbol '{sym_b.name}' can not be undefined in a subtraction expression"
                )
            if loc_b[0] is not section:
                raise DiagnosticError(None, "Cannot represent a difference across sections")
            is_pcrel = True
            c += fixup_offset - loc_b[1]
        ref_a = target.sym_a
        sym_a = ref_a.symbol if ref_a is not None else None
        loc_a = asm.symbol_location(sym_a) if sym_a is not None else None
        sec_a = loc_a[0] if loc_a is not None else None
        rtype = tw.get_reloc_type(asm.context, target, fixup, is_pcrel)
        with_symbol = self._should_relocate_with_symbol(ref_a, sym_a, loc_a, c, rtype)
        fixed = c + loc_a[1] if not with_symbol and loc_a is not None else c
        addend = 0
        if tw.has_relocation_addend:
            addend, fixed = fixed, 0
        if not with_symbol:
            ssym = sec_a.begin_symbol if sec_a is not None else None
            if ssym is not None:
                ssym.used_in_reloc = True
            entry = ELFRelocationEntry(fixup_offset, ssym, rtype, addend)
        else:
            target_sym: Any = sym_a
            if sym_a is not None:
                target_sym = self.renames.get(id(sym_a), sym_a)  # a .symver rename
                target_sym.used_in_reloc = True
            entry = ELFRelocationEntry(fixup_offset, target_sym, rtype, addend)
        self.relocations.setdefault(id(section), []).append(entry)
        return fixed

    def _should_relocate_with_symbol(self, ref_a: Any, sym: Any, loc: Any, c: int, rtype: int) -> bool:
        if ref_a is None:
            return False
        if ref_a.variant in ("GOT", "PLT", "GOTPCREL"):
            return True
        if loc is None:
            return True
        if symbol_binding(sym) != STB_LOCAL:
            return True
        if symbol_type(sym) == STT_GNU_IFUNC:
            return True
        flags = loc[0].flags
        if flags & SHF_MERGE and c != 0:
            return True
        if flags & SHF_TLS:
            return True
        return self.target_writer.needs_relocate_with_symbol(sym, rtype)

    # ----- the file -----
    def _is_in_symtab(self, sym: Any, loc: Any) -> bool:
        if sym.used_in_reloc or sym.is_signature:
            return True
        if id(sym) in self.renames:
            return False
        if (
            sym.variable_value is not None
            and loc is None
            and evaluate_as_absolute(sym.variable_value) is None
        ):
            return False  # a variable of an undefined symbol (an absolute one, ``.set a, 5``, is SHN_ABS)
        if sym.is_temporary:
            return False
        return sym.type != "section"

    def write_object(self, asm: Any) -> bytes:
        tw = self.target_writer
        is64 = tw.is_64bit
        e = "<" if self.little_endian else ">"
        out = bytearray(64 if is64 else 52)
        strtab = StringTableBuilder()
        table: list[Any] = []
        offsets: dict[int, tuple[int, int]] = {}
        index_of: dict[int, int] = {}

        def add_to_section_table(sec: Any) -> int:
            table.append(sec)
            strtab.add(sec.name)
            index_of[id(sec)] = len(table)
            return len(table)

        def align(n: int) -> int:
            pad = -len(out) % max(n, 1)
            out.extend(bytes(pad))
            return len(out)

        strtab_sec = _WriterSection(".strtab", SHT_STRTAB, 0, 0, 1)
        strtab_index = add_to_section_table(strtab_sec)
        rel_sections: list[_WriterSection] = []
        rela = tw.has_relocation_addend
        rel_entsize = (24 if rela else 16) if is64 else (12 if rela else 8)
        groups: dict[str, tuple[_WriterSection, list[Any]]] = {}
        for sec in asm.sections:
            start = align(sec.alignment)
            if sec.type != SHT_NOBITS:
                out += asm.write_section_data(sec)
            offsets[id(sec)] = (start, len(out))
            has_relocs = bool(self.relocations.get(id(sec)))
            if sec.group:
                group = groups.get(sec.group)
                if group is None:
                    gs = _WriterSection(".group", SHT_GROUP, 0, 4, 4)
                    gs.group = sec.group
                    gs.is_comdat = sec.is_comdat
                    group = groups[sec.group] = (gs, [])
                    add_to_section_table(gs)
                group[1].append(sec)
            add_to_section_table(sec)
            if has_relocs:
                # LLVM's createRelocationSection: a group member's relocations are flagged SHF_GROUP only.
                flags = SHF_GROUP if sec.flags & SHF_GROUP else SHF_INFO_LINK
                rs = _WriterSection(
                    (".rela" if rela else ".rel") + sec.name,
                    SHT_RELA if rela else SHT_REL,
                    flags,
                    rel_entsize,
                    8 if is64 else 4,
                    sec,
                )
                add_to_section_table(rs)
                rel_sections.append(rs)
                if sec.group:
                    groups[sec.group][1].append(rs)
        for gs, members in groups.values():
            start = align(gs.alignment)
            words = [GRP_COMDAT if gs.is_comdat else 0] + [index_of[id(m)] for m in members]
            out += struct.pack(e + "I" * len(words), *words)
            offsets[id(gs)] = (start, len(out))
        addrsig_sec = None
        if self.emit_addrsig_section:
            addrsig_sec = _WriterSection(".llvm_addrsig", SHT_LLVM_ADDRSIG, SHF_EXCLUDE, 0, 1)
            add_to_section_table(addrsig_sec)

        # ----- .symtab -----
        symtab_sec = _WriterSection(".symtab", SHT_SYMTAB, 0, 24 if is64 else 16, 8 if is64 else 4)
        symtab_index = add_to_section_table(symtab_sec)
        start = align(symtab_sec.alignment)
        for name, _ in asm.file_names:
            strtab.add(name)
        local: list[tuple[int, Any, int]] = []
        external: list[tuple[int, Any, int]] = []
        for order, sym in enumerate(asm.symbols):
            loc = asm.symbol_location(sym)
            if not self._is_in_symtab(sym, loc):
                continue
            if sym.is_temporary and loc is None:
                raise DiagnosticError(None, f"Undefined temporary symbol {sym.name}")
            if sym.is_common():
                shndx = SHN_COMMON
            elif loc is None:
                if sym.variable_value is not None and not _aliases_undefined(asm, sym):
                    shndx = SHN_ABS
                elif sym.is_signature and not sym.used_in_reloc:
                    shndx = index_of[id(groups[sym.name][0])]
                else:
                    shndx = SHN_UNDEF
            else:
                shndx = index_of[id(loc[0])]
            if sym.type != "section":
                strtab.add(sym.name)
            (local if symbol_binding(sym) == STB_LOCAL else external).append((order, sym, shndx))
        strtab.finalize()

        def write_sym(name: int, info: int, value: int, size: int, other: int, shndx: int) -> None:
            if is64:
                out.extend(struct.pack(e + "IBBHQQ", name, info, other, shndx, value, size))
            else:
                out.extend(struct.pack(e + "IIIBBH", name, value, size, info, other, shndx))

        write_sym(0, 0, 0, 0, 0, 0)
        files = list(asm.file_names)
        if files:
            files[0] = (files[0][0], 0)
        fi = 0
        index = 1

        def write_file(name: str) -> None:
            write_sym(strtab.get_offset(name), STT_FILE | STB_LOCAL << 4, 0, 0, STV_DEFAULT, SHN_ABS)

        def write_entry(sym: Any, shndx: int) -> None:
            loc = asm.symbol_location(sym)
            if sym.is_common():
                value = sym.common_alignment
            else:
                value = loc[1] if loc is not None else 0
                if loc is None and sym.variable_value is not None:
                    v = evaluate_as_relocatable(sym.variable_value, asm.symbol_location)
                    value = v.constant if v is not None else 0
            stype = symbol_type(sym)
            size_expr = sym.size
            if sym.variable_value is not None:
                base = _base_symbol(asm, sym)
                if base is not None:
                    stype = merge_type_for_set(stype, symbol_type(base))
                if size_expr is None and base is not None:
                    size_expr = _inherited_size(sym, base.size)
            size = 0
            if size_expr is not None:
                v = evaluate_as_relocatable(size_expr, asm.symbol_location)
                if v is None or not v.is_absolute():
                    raise DiagnosticError(None, "Size expression must be absolute.")
                size = v.constant
            elif sym.is_common():
                size = sym.common_size
            name = 0 if sym.type == "section" else strtab.get_offset(sym.name)
            info = symbol_binding(sym) << 4 | stype
            write_sym(name, info, value, size, _VISIBILITIES[sym.visibility], shndx)

        for order, sym, shndx in local:
            while fi < len(files) and files[fi][1] <= order:
                write_file(files[fi][0])
                fi += 1
                index += 1
            sym.index = index
            index += 1
            write_entry(sym, shndx)
        while fi < len(files):
            write_file(files[fi][0])
            fi += 1
            index += 1
        last_local = index
        for _, sym, shndx in external:
            sym.index = index
            index += 1
            write_entry(sym, shndx)
        offsets[id(symtab_sec)] = (start, len(out))

        # ----- relocations -----
        for rs in rel_sections:
            start = align(rs.alignment)
            for r in self.relocations[id(rs.linked_to)]:
                sym_index = r.symbol.index if r.symbol is not None else 0
                if is64:
                    out.extend(struct.pack(e + "QQ", r.offset, sym_index << 32 | r.type))
                    if rela:
                        out.extend(struct.pack(e + "q", r.addend))
                else:
                    out.extend(struct.pack(e + "II", r.offset, sym_index << 8 | (r.type & 0xFF)))
                    if rela:
                        out.extend(struct.pack(e + "i", r.addend))
            offsets[id(rs)] = (start, len(out))
        if addrsig_sec is not None:
            start = len(out)
            for sym in self.addrsig_syms:
                out += encode_uleb128(sym.index)
            offsets[id(addrsig_sec)] = (start, len(out))
        start = len(out)
        out += strtab.data
        offsets[id(strtab_sec)] = (start, len(out))
        shoff = align(8 if is64 else 4)

        # ----- section headers -----
        def write_shdr(
            name: int, type_: int, flags: int, off: int, size: int, link: int, info: int, al: int, es: int
        ):
            if is64:
                out.extend(
                    struct.pack(e + "IIQQQQIIQQ", name, type_, flags, 0, off, size, link, info, al, es)
                )
            else:
                out.extend(
                    struct.pack(e + "IIIIIIIIII", name, type_, flags, 0, off, size, link, info, al, es)
                )

        write_shdr(0, 0, 0, 0, 0, 0, 0, 0, 0)
        for sec in table:
            start, end = offsets[id(sec)]
            size = asm.section_size(sec) if sec.type == SHT_NOBITS else end - start
            link = info = 0
            if sec.type in (SHT_REL, SHT_RELA):
                link, info = symtab_index, index_of[id(sec.linked_to)]
            elif sec.type == SHT_SYMTAB:
                link, info = strtab_index, last_local
            elif sec.type == SHT_LLVM_ADDRSIG:
                link = symtab_index
            elif sec.type == SHT_GROUP:
                link = symtab_index
                sig = asm.context.lookup_symbol(sec.group)
                info = sig.index if sig is not None else 0
            elif sec.flags & SHF_LINK_ORDER and isinstance(sec.linked_to, MCSymbol):
                loc = asm.symbol_location(sec.linked_to)
                if loc is not None:
                    link = index_of.get(id(loc[0]), 0)
            write_shdr(
                strtab.get_offset(sec.name),
                sec.type,
                sec.flags,
                start,
                size,
                link,
                info,
                sec.alignment,
                sec.entry_size,
            )

        # ----- header -----
        ident = b"\x7fELF" + bytes(
            (
                ELFCLASS64 if is64 else ELFCLASS32,
                ELFDATA2LSB if self.little_endian else ELFDATA2MSB,
                EV_CURRENT,
            )
        )
        os_abi = ELFOSABI_GNU if tw.os_abi == 0 and self.seen_gnu_abi else tw.os_abi
        ident += bytes((os_abi, tw.get_abi_version())) + bytes(7)
        fmt = e + ("HHIQQQIHHHHHH" if is64 else "HHIIIIIHHHHHH")
        ehsize, shentsize = (64, 64) if is64 else (52, 40)
        nsec = len(table) + 1
        shnum = nsec if nsec < 0xFF00 else 0
        hdr = (
            ET_REL,
            tw.e_machine,
            EV_CURRENT,
            0,
            0,
            shoff,
            tw.get_e_flags(),
            ehsize,
            0,
            0,
            shentsize,
            shnum,
        )
        out[:ehsize] = ident + struct.pack(fmt, *hdr, strtab_index)
        return bytes(out)
