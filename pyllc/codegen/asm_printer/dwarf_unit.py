"""DIEs of a DWARF compile unit and their emission (LLVM: ``DIE``, ``DIEAbbrev``, ``DwarfUnit``,
``DwarfCompileUnit``, ``DwarfStringPool``, ``AddressPool``), as llc-14 writes them in assembly.

A :class:`DIE` holds a tag, ``(attribute, form, value)`` triples in the order LLVM adds them and its
children.  :class:`DwarfCompileUnit` builds the tree from the ``DI*`` metadata (types through
``get_or_create_type_die``, LLVM's ``getOrCreateTypeDIE``, which puts a type's DIE in the unit before its
attributes so that the tree order is LLVM's) and :meth:`DwarfCompileUnit.emit` writes ``.debug_abbrev``
(abbreviations numbered in the tree's depth-first order, ``computeOffsetsAndAbbrevs``), ``.debug_info``,
``.debug_str_offsets``/``.debug_str`` (DWARF 5 ``DW_FORM_strx1``; DWARF 4 ``DW_FORM_strp``) and
``.debug_addr`` (DWARF 5 ``DW_FORM_addrx``) with llc's verbose-asm comments.
"""

from __future__ import annotations

from typing import Any

from pyllc.ir.metadata import DI_KIND, DW_TAG, DINode
from pyllc.mc import expr as E
from pyllc.mc.section import SHF_MERGE, SHF_STRINGS, SHT_PROGBITS, SectionKind

TAG_NAMES = {v: k for k, v in DW_TAG.items()}

# DW_AT_* and DW_FORM_* values used here (BinaryFormat/Dwarf.def).
AT_NAMES = {
    0x02: "DW_AT_location", 0x03: "DW_AT_name", 0x0B: "DW_AT_byte_size", 0x0C: "DW_AT_bit_offset",
    0x0D: "DW_AT_bit_size", 0x10: "DW_AT_stmt_list", 0x11: "DW_AT_low_pc", 0x12: "DW_AT_high_pc",
    0x13: "DW_AT_language", 0x1B: "DW_AT_comp_dir", 0x1C: "DW_AT_const_value", 0x25: "DW_AT_producer",
    0x27: "DW_AT_prototyped", 0x37: "DW_AT_count", 0x38: "DW_AT_data_member_location",
    0x34: "DW_AT_artificial", 0x3C: "DW_AT_declaration", 0x3E: "DW_AT_encoding",
    0x3F: "DW_AT_external", 0x40: "DW_AT_frame_base", 0x3A: "DW_AT_decl_file", 0x3B: "DW_AT_decl_line",
    0x49: "DW_AT_type", 0x6B: "DW_AT_data_bit_offset", 0x72: "DW_AT_str_offsets_base",
    0x73: "DW_AT_addr_base", 0x87: "DW_AT_noreturn", 0x88: "DW_AT_alignment",
}  # fmt: skip
FORM_NAMES = {
    0x01: "DW_FORM_addr", 0x05: "DW_FORM_data2", 0x06: "DW_FORM_data4", 0x07: "DW_FORM_data8",
    0x0B: "DW_FORM_data1", 0x0D: "DW_FORM_sdata", 0x0E: "DW_FORM_strp", 0x0F: "DW_FORM_udata",
    0x13: "DW_FORM_ref4", 0x17: "DW_FORM_sec_offset", 0x18: "DW_FORM_exprloc",
    0x19: "DW_FORM_flag_present", 0x1B: "DW_FORM_addrx", 0x25: "DW_FORM_strx1",
}  # fmt: skip
AT = {v: k for k, v in AT_NAMES.items()}
FORM = {v: k for k, v in FORM_NAMES.items()}

F_ADDR, F_DATA1, F_DATA2, F_DATA4, F_DATA8 = 0x01, 0x0B, 0x05, 0x06, 0x07
F_SDATA, F_UDATA, F_STRP, F_REF4, F_SEC_OFFSET = 0x0D, 0x0F, 0x0E, 0x13, 0x17
F_EXPRLOC, F_FLAG_PRESENT, F_ADDRX, F_STRX1 = 0x18, 0x19, 0x1B, 0x25

DW_OP_fbreg = 0x91
DW_OP_reg0 = 0x50
DW_OP_regx = 0x90
DW_OP_breg0 = 0x70
DW_OP_bregx = 0x92
DW_OP_deref = 0x06
DW_ATE_unsigned = 0x07

_K_BASIC = DI_KIND["DIBasicType"]
_K_DERIVED = DI_KIND["DIDerivedType"]
_K_COMPOSITE = DI_KIND["DICompositeType"]
_K_SUBROUTINE = DI_KIND["DISubroutineType"]
_K_SUBRANGE = DI_KIND["DISubrange"]
_K_ENUMERATOR = DI_KIND["DIEnumerator"]
_TYPE_KINDS = frozenset((_K_BASIC, _K_DERIVED, _K_COMPOSITE, _K_SUBROUTINE))

_FLAG_FWD_DECL = 1 << 2
_FLAG_ARTIFICIAL = 1 << 6
_FLAG_PROTOTYPED = 1 << 8
_FLAG_NORETURN = 1 << 20
_SPFLAG_LOCAL_TO_UNIT = 1 << 2

#: DW_LANG values of the C family (``dwarf::isC``).
_C_LANGUAGES = frozenset((0x01, 0x02, 0x04, 0x0C, 0x1A, 0x1D, 0x2C))
#: DW_ATE encodings LLVM treats as unsigned (``isUnsignedDIType``).
_UNSIGNED_ATE = frozenset((0x02, 0x07, 0x08, 0x10))


def uleb128(value: int) -> bytes:
    """ULEB128 of a DIE's unsigned value; LLVM keeps these as uint64_t, so a negative value (an unsigned
    enumerator written as -1 in the metadata) is its 64-bit two's complement."""
    if value < 0:
        value &= (1 << 64) - 1
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sleb128(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40):
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


def _best_form(value: int) -> int:
    """``DIEInteger::BestForm`` for an unsigned value."""
    if value < 1 << 8:
        return F_DATA1
    if value < 1 << 16:
        return F_DATA2
    if value < 1 << 32:
        return F_DATA4
    return F_DATA8


def di_field(node: Any, name: str) -> Any:
    """Field ``name`` of a DI node, ``None`` where the node (or the field) is missing."""
    try:
        return node.get(name)
    except (KeyError, AttributeError):
        return None


_field = di_field


def _operands(node: Any) -> list[Any]:
    return list(getattr(node, "operands", None) or ())


class DIE:
    """One debugging information entry."""

    __slots__ = ("tag", "attrs", "children", "offset", "size", "abbrev")

    def __init__(self, tag: int) -> None:
        self.tag = tag
        self.attrs: list[tuple[int, int, Any]] = []
        self.children: list[DIE] = []
        self.offset = 0
        self.size = 0
        self.abbrev = 0

    def add(self, at: int, form: int, value: Any = None) -> None:
        self.attrs.append((at, form, value))

    def add_child(self, tag: int) -> DIE:
        die = DIE(tag)
        self.children.append(die)
        return die


class DwarfCompileUnit:
    """One compile unit's DIE tree, string pool and address pool."""

    __slots__ = (
        "dd",
        "node",
        "version",
        "die",
        "dies",
        "strings",
        "addresses",
        "index_ty",
        "language",
        "unique",
        "ranges_begin",
        "ranges_end",
    )

    def __init__(self, dd: Any, node: DINode, version: int, unique: int) -> None:
        self.dd = dd
        self.node = node
        self.version = version
        self.unique = unique
        self.die = DIE(DW_TAG["DW_TAG_compile_unit"])
        self.dies: dict[int, DIE] = {}  # id(metadata) -> DIE
        self.strings: dict[str, int] = {}
        self.addresses: dict[Any, int] = {}
        self.index_ty: DIE | None = None
        self.language = _field(node, "language") or 0
        self.ranges_begin: Any = None
        self.ranges_end: Any = None
        die = self.die
        producer = _field(node, "producer") or ""
        if producer:
            self.add_string(die, AT["DW_AT_producer"], producer)
        die.add(AT["DW_AT_language"], F_DATA2, self.language)
        file = _field(node, "file")
        self.add_string(die, AT["DW_AT_name"], _field(file, "filename") or "")
        if version >= 5:
            die.add(AT["DW_AT_str_offsets_base"], F_SEC_OFFSET, f".Lstr_offsets_base{unique}")
        die.add(AT["DW_AT_stmt_list"], F_SEC_OFFSET, f".Lline_table_start{unique}")
        comp_dir = _field(file, "directory") or ""
        if comp_dir:
            self.add_string(die, AT["DW_AT_comp_dir"], comp_dir)

    # ----- attribute helpers (DwarfUnit) -----
    def add_string(self, die: DIE, at: int, text: str) -> None:
        n = self.strings.get(text)
        if n is None:
            n = self.strings[text] = len(self.strings)
        die.add(at, F_STRX1 if self.version >= 5 else F_STRP, n)

    def add_uint(self, die: DIE, at: int, value: int, form: int = 0) -> None:
        die.add(at, form or _best_form(value), value)

    def add_flag(self, die: DIE, at: int) -> None:
        die.add(at, F_FLAG_PRESENT)

    def add_label_address(self, die: DIE, at: int, sym: Any) -> None:
        if self.version >= 5:
            n = self.addresses.get(sym)
            if n is None:
                n = self.addresses[sym] = len(self.addresses)
            die.add(at, F_ADDRX, n)
        else:
            die.add(at, F_ADDR, sym)

    def attach_low_high_pc(self, die: DIE, begin: Any, end: Any) -> None:
        self.add_label_address(die, AT["DW_AT_low_pc"], begin)
        die.add(AT["DW_AT_high_pc"], F_DATA4, (end, begin))

    def add_source_line(self, die: DIE, node: Any) -> None:
        line = _field(node, "line") or 0
        if not line:
            return
        file = _field(node, "file")
        file_id = self.dd.source_id(file) if file is not None else 0
        self.add_uint(die, AT["DW_AT_decl_file"], file_id)
        self.add_uint(die, AT["DW_AT_decl_line"], line)

    def _add_name_and_type(self, die: DIE, node: Any, type_field: str) -> None:
        name = _field(node, "name") or ""
        if name:
            self.add_string(die, AT["DW_AT_name"], name)
        ty = _field(node, type_field)
        if ty is not None:
            self.add_type(die, ty)

    def add_type(self, die: DIE, ty: Any, at: int = 0x49) -> None:
        die.add(at, F_REF4, self.get_or_create_type_die(ty))

    # ----- types -----
    def get_or_create_type_die(self, ty: Any) -> DIE:
        """``getOrCreateTypeDIE``: the DIE is in the unit before its attributes are built."""
        scope = _field(ty, "scope")
        parent = self.die
        if isinstance(scope, DINode) and scope.kind in _TYPE_KINDS:  # getOrCreateContextDIE
            parent = self.get_or_create_type_die(scope)
        die = self.dies.get(id(ty))
        if die is not None:
            return die
        die = parent.add_child(_field(ty, "tag") or DW_TAG["DW_TAG_subroutine_type"])
        self.dies[id(ty)] = die
        kind = ty.kind
        if kind == _K_BASIC:
            self._construct_basic(die, ty)
        elif kind == _K_DERIVED:
            self._construct_derived(die, ty)
        elif kind == _K_COMPOSITE:
            self._construct_composite(die, ty)
        elif kind == _K_SUBROUTINE:
            self._construct_subroutine(die, ty)
        return die

    def _construct_basic(self, die: DIE, ty: Any) -> None:
        name = _field(ty, "name") or ""
        if name:
            self.add_string(die, AT["DW_AT_name"], name)
        if die.tag == DW_TAG["DW_TAG_unspecified_type"]:
            return
        if die.tag != DW_TAG["DW_TAG_string_type"]:
            die.add(AT["DW_AT_encoding"], F_DATA1, _field(ty, "encoding") or 0)
        self.add_uint(die, AT["DW_AT_byte_size"], (_field(ty, "size") or 0) >> 3)

    def _construct_derived(self, die: DIE, ty: Any) -> None:
        base = _field(ty, "baseType")
        if base is not None:
            self.add_type(die, base)
        name = _field(ty, "name") or ""
        if name:
            self.add_string(die, AT["DW_AT_name"], name)
        tag = die.tag
        align = (_field(ty, "align") or 0) >> 3
        if tag == DW_TAG["DW_TAG_typedef"] and self.version >= 5 and align:
            die.add(AT["DW_AT_alignment"], F_UDATA, align)
        size = (_field(ty, "size") or 0) >> 3
        if size and tag not in (0x0F, 0x1F, 0x10, 0x42):  # pointer, ptr_to_member, references
            self.add_uint(die, AT["DW_AT_byte_size"], size)
        if not (_field(ty, "flags") or 0) & _FLAG_FWD_DECL:
            self.add_source_line(die, ty)

    def _construct_subroutine(self, die: DIE, ty: Any) -> None:
        types = _operands(_field(ty, "types"))
        if types and types[0] is not None:
            self.add_type(die, types[0])
        prototyped = not (len(types) == 2 and types[1] is None)
        self._subprogram_arguments(die, types)
        if prototyped and self.language in _C_LANGUAGES:
            self.add_flag(die, AT["DW_AT_prototyped"])

    def _subprogram_arguments(self, die: DIE, types: list[Any]) -> None:
        for ty in types[1:]:
            if ty is None:
                die.add_child(DW_TAG["DW_TAG_unspecified_parameters"])
            else:
                arg = die.add_child(DW_TAG["DW_TAG_formal_parameter"])
                self.add_type(arg, ty)
                if (_field(ty, "flags") or 0) & _FLAG_ARTIFICIAL:
                    self.add_flag(arg, AT["DW_AT_artificial"])

    def _construct_composite(self, die: DIE, ty: Any) -> None:
        tag = die.tag
        flags = _field(ty, "flags") or 0
        elements = _operands(_field(ty, "elements"))
        if tag == DW_TAG["DW_TAG_array_type"]:
            self.add_type(die, _field(ty, "baseType"))
            idx = self._index_ty_die()
            for el in elements:
                if isinstance(el, DINode) and el.kind == _K_SUBRANGE:
                    self._construct_subrange(die, el, idx)
        elif tag == DW_TAG["DW_TAG_enumeration_type"]:
            base = _field(ty, "baseType")
            unsigned = base is not None and self._is_unsigned(base)
            if base is not None:
                self.add_type(die, base)
            for el in elements:
                if isinstance(el, DINode) and el.kind == _K_ENUMERATOR:
                    e = die.add_child(DW_TAG["DW_TAG_enumerator"])
                    self.add_string(e, AT["DW_AT_name"], _field(el, "name") or "")
                    value = _field(el, "value") or 0
                    e.add(AT["DW_AT_const_value"], F_UDATA if unsigned else F_SDATA, value)
        elif tag in (0x13, 0x17, 0x02):  # structure, union, class
            for el in elements:
                if isinstance(el, DINode) and el.kind == _K_DERIVED and _field(el, "tag") == 0x0D:
                    self._construct_member(die, el)
        name = _field(ty, "name") or ""
        if name:
            self.add_string(die, AT["DW_AT_name"], name)
        if tag in (0x04, 0x02, 0x13, 0x17):
            size = (_field(ty, "size") or 0) >> 3
            fwd = bool(flags & _FLAG_FWD_DECL)
            if size and (not fwd or tag == 0x04):
                self.add_uint(die, AT["DW_AT_byte_size"], size)
            elif not fwd:
                self.add_uint(die, AT["DW_AT_byte_size"], 0)
            if fwd:
                self.add_flag(die, AT["DW_AT_declaration"])
            else:
                self.add_source_line(die, ty)
            align = (_field(ty, "align") or 0) >> 3
            if align:
                die.add(AT["DW_AT_alignment"], F_UDATA, align)

    def _is_unsigned(self, ty: Any) -> bool:
        while ty is not None and ty.kind == _K_DERIVED and _field(ty, "tag") != 0x0F:
            ty = _field(ty, "baseType")
        if ty is None:
            return False
        if ty.kind == _K_DERIVED:
            return True  # pointer
        if ty.kind == _K_COMPOSITE:
            return self._is_unsigned(_field(ty, "baseType"))
        return (_field(ty, "encoding") or 0) in _UNSIGNED_ATE

    def _index_ty_die(self) -> DIE:
        """``getIndexTyDie``: the ``__ARRAY_SIZE_TYPE__`` base type."""
        if self.index_ty is None:
            die = self.index_ty = self.die.add_child(DW_TAG["DW_TAG_base_type"])
            self.add_string(die, AT["DW_AT_name"], "__ARRAY_SIZE_TYPE__")
            self.add_uint(die, AT["DW_AT_byte_size"], 8)
            die.add(AT["DW_AT_encoding"], F_DATA1, DW_ATE_unsigned)
        return self.index_ty

    def _construct_subrange(self, die: DIE, sr: Any, idx: DIE) -> None:
        sub = die.add_child(DW_TAG["DW_TAG_subrange_type"])
        sub.add(AT["DW_AT_type"], F_REF4, idx)
        lower = _field(sr, "lowerBound")
        if isinstance(lower, int) and lower != 0:
            sub.add(0x22, F_SDATA, lower)  # DW_AT_lower_bound
        count = _field(sr, "count")
        if isinstance(count, int):
            if count != -1:
                self.add_uint(sub, AT["DW_AT_count"], count)
        elif count is not None:
            var_die = self.dies.get(id(count))
            if var_die is not None:
                sub.add(AT["DW_AT_count"], F_REF4, var_die)

    def _construct_member(self, parent: DIE, dt: Any) -> None:
        """``constructMemberDIE`` with DWARF 2 bit fields (llc's default for GDB tuning)."""
        die = parent.add_child(_field(dt, "tag"))
        self._add_name_and_type(die, dt, "baseType")
        self.add_source_line(die, dt)
        size = _field(dt, "size") or 0
        field_size = self._base_type_size(dt)
        offset = _field(dt, "offset") or 0
        if field_size and size != field_size:
            self.add_uint(die, AT["DW_AT_byte_size"], field_size // 8)
            self.add_uint(die, AT["DW_AT_bit_size"], size)
            mask = ~(field_size - 1)
            hi = (offset + field_size) & mask
            field_offset = hi - field_size
            bit = field_size - (offset - field_offset + size)
            self.add_uint(die, AT["DW_AT_bit_offset"], bit)
            self.add_uint(die, AT["DW_AT_data_member_location"], field_offset >> 3)
            return
        align = (_field(dt, "align") or 0) >> 3
        if align:
            die.add(AT["DW_AT_alignment"], F_UDATA, align)
        self.add_uint(die, AT["DW_AT_data_member_location"], offset // 8)

    def _base_type_size(self, ty: Any) -> int:
        if ty.kind != _K_DERIVED:
            return _field(ty, "size") or 0
        if _field(ty, "tag") not in (0x0D, 0x16, 0x26, 0x35, 0x37, 0x47, 0x4B):
            return _field(ty, "size") or 0
        base = _field(ty, "baseType")
        if base is None:
            return 0
        if _field(base, "tag") in (0x10, 0x42):
            return _field(ty, "size") or 0
        return self._base_type_size(base)

    # ----- subprograms and variables -----
    def get_or_create_subprogram_die(self, sp: Any) -> DIE:
        """``getOrCreateSubprogramDIE``: for a definition the DIE only; its attributes come at the end
        of the module (:meth:`apply_subprogram_attributes`, ``finishSubprogramDefinitions``)."""
        die = self.dies.get(id(sp))
        if die is None:
            die = self.dies[id(sp)] = self.die.add_child(DW_TAG["DW_TAG_subprogram"])
        return die

    def apply_subprogram_attributes(self, sp: Any) -> None:
        """``applySubprogramAttributes``."""
        die = self.dies[id(sp)]
        name = _field(sp, "name") or ""
        if name:
            self.add_string(die, AT["DW_AT_name"], name)
        self.add_source_line(die, sp)
        flags = _field(sp, "flags") or 0
        if flags & _FLAG_PROTOTYPED and self.language in _C_LANGUAGES:
            self.add_flag(die, AT["DW_AT_prototyped"])
        sp_ty = _field(sp, "type")
        types = _operands(_field(sp_ty, "types")) if sp_ty is not None else []
        if types and types[0] is not None:
            self.add_type(die, types[0])
        if flags & _FLAG_ARTIFICIAL:
            self.add_flag(die, AT["DW_AT_artificial"])
        if not ((_field(sp, "spFlags") or 0) & _SPFLAG_LOCAL_TO_UNIT or _field(sp, "isLocal")):
            self.add_flag(die, AT["DW_AT_external"])
        if flags & _FLAG_NORETURN:
            self.add_flag(die, AT["DW_AT_noreturn"])

    def subprogram_die(self, sp: Any, begin: Any, end: Any, frame_base: bytes | None) -> DIE:
        """``updateSubprogramScopeDIE``: the address range and the frame base."""
        die = self.get_or_create_subprogram_die(sp)
        self.attach_low_high_pc(die, begin, end)
        if frame_base is not None:
            die.add(AT["DW_AT_frame_base"], F_EXPRLOC, [frame_base])
        return die

    def global_variable_die(self, gv: Any, symbol: Any) -> None:
        """``getOrCreateGlobalVariableDIE``: name, type, external, declaration line, location."""
        if id(gv) in self.dies:
            return
        scope = _field(gv, "scope")
        parent = self.die
        if isinstance(scope, DINode) and scope.kind == DI_KIND["DISubprogram"]:
            parent = self.get_or_create_subprogram_die(scope)
        die = parent.add_child(DW_TAG["DW_TAG_variable"])
        self.dies[id(gv)] = die
        self._add_name_and_type(die, gv, "type")
        if not _field(gv, "isLocal"):
            self.add_flag(die, AT["DW_AT_external"])
        self.add_source_line(die, gv)
        if not _field(gv, "isDefinition"):
            self.add_flag(die, AT["DW_AT_declaration"])
        align = (_field(gv, "align") or 0) >> 3
        if align:
            die.add(AT["DW_AT_alignment"], F_UDATA, align)
        if symbol is not None:
            if self.version >= 5:
                n = self.addresses.get(symbol)
                if n is None:
                    n = self.addresses[symbol] = len(self.addresses)
                loc: list[Any] = [bytes((0xA1,)), uleb128(n)]  # DW_OP_addrx
            else:
                loc = [bytes((0x03,)), symbol]  # DW_OP_addr
            die.add(AT["DW_AT_location"], F_EXPRLOC, loc)

    def variable_die(self, parent: DIE, var: Any, location: list[bytes] | None) -> DIE:
        """``constructVariableDIE``: the DIE and its location; the rest comes in
        :meth:`apply_variable_attributes` at the end of the module (``finishEntityDefinitions``)."""
        tag = DW_TAG["DW_TAG_formal_parameter"] if _field(var, "arg") else DW_TAG["DW_TAG_variable"]
        die = parent.add_child(tag)
        self.dies[id(var)] = die
        if location is not None:
            die.add(AT["DW_AT_location"], F_EXPRLOC, location)
        return die

    def apply_variable_attributes(self, die: DIE, var: Any) -> None:
        name = _field(var, "name") or ""
        if name:
            self.add_string(die, AT["DW_AT_name"], name)
        align = (_field(var, "align") or 0) >> 3
        if align:
            die.add(AT["DW_AT_alignment"], F_UDATA, align)
        self.add_source_line(die, var)
        ty = _field(var, "type")
        if ty is not None:
            self.add_type(die, ty)
        if (_field(var, "flags") or 0) & _FLAG_ARTIFICIAL:
            self.add_flag(die, AT["DW_AT_artificial"])

    # ----- layout and emission -----
    def _layout(self) -> list[tuple[int, int, tuple[tuple[int, int], ...]]]:
        """``computeOffsetsAndAbbrevs``: abbreviations in depth-first first-use order, DIE offsets."""
        abbrevs: dict[tuple[int, bool, tuple[tuple[int, int], ...]], int] = {}
        order: list[tuple[int, int, tuple[tuple[int, int], ...]]] = []

        def walk(die: DIE, offset: int) -> int:
            key = (die.tag, bool(die.children), tuple((a, f) for a, f, _ in die.attrs))
            n = abbrevs.get(key)
            if n is None:
                n = abbrevs[key] = len(abbrevs) + 1
                order.append((die.tag, int(bool(die.children)), key[2]))
            die.abbrev = n
            die.offset = offset
            size = len(uleb128(n))
            for _, form, value in die.attrs:
                size += self._value_size(form, value)
            end = offset + size
            for child in die.children:
                end = walk(child, end)
            if die.children:
                end += 1
            die.size = end - offset
            return end

        walk(self.die, 12 if self.version >= 5 else 11)
        return order

    @staticmethod
    def _value_size(form: int, value: Any) -> int:
        if form in (F_DATA1, F_STRX1):
            return 1
        if form == F_DATA2:
            return 2
        if form in (F_DATA4, F_REF4, F_SEC_OFFSET, F_STRP):
            return 4
        if form in (F_DATA8, F_ADDR):
            return 8
        if form in (F_UDATA, F_ADDRX):
            return len(uleb128(value))
        if form == F_SDATA:
            return len(sleb128(value))
        if form == F_EXPRLOC:
            n = sum(len(b) if isinstance(b, bytes) else 8 for b in value)
            return len(uleb128(n)) + n
        return 0

    def emit(self, ctx: Any, s: Any) -> None:
        version = self.version
        u = self.unique
        order = self._layout()
        sections: dict[str, Any] = {}

        def section(name: str, flags: int = 0, entsize: int = 0) -> Any:
            sec = sections.get(name)
            if sec is None:
                kind = SectionKind.Metadata
                sec = sections[name] = ctx.get_elf_section(name, SHT_PROGBITS, flags, kind, entsize)
            return sec

        def sym(name: str) -> Any:
            return ctx.get_or_create_symbol(name)

        def ref(name: str) -> Any:
            return E.MCSymbolRefExpr(sym(name))

        def comment(text: str) -> None:
            s.add_comment(text)

        def uleb(value: int, text: str = "") -> None:
            if text:
                comment(text)
            s.emit_bytes(uleb128(value))

        # .debug_abbrev
        s.switch_section(section(".debug_abbrev"))
        for n, (tag, children, pairs) in enumerate(order, 1):
            uleb(n, "Abbreviation Code")
            uleb(tag, TAG_NAMES.get(tag, f"DW_TAG_0x{tag:x}"))
            comment("DW_CHILDREN_yes" if children else "DW_CHILDREN_no")
            s.emit_int_value(children, 1)
            for at, form in pairs:
                uleb(at, AT_NAMES.get(at, f"DW_AT_0x{at:x}"))
                uleb(form, FORM_NAMES.get(form, f"DW_FORM_0x{form:x}"))
            comment("EOM(1)")
            s.emit_int_value(0, 1)
            comment("EOM(2)")
            s.emit_int_value(0, 1)
        comment("EOM(3)")
        s.emit_int_value(0, 1)

        # .debug_info
        s.switch_section(section(".debug_info"))
        s.emit_label(sym(f".Lcu_begin{u}"))
        comment("Length of Unit")
        s.emit_value(E.create_sub(ref(f".Ldebug_info_end{u}"), ref(f".Ldebug_info_start{u}")), 4)
        s.emit_label(sym(f".Ldebug_info_start{u}"))
        comment("DWARF version number")
        s.emit_int_value(version, 2)
        if version >= 5:
            comment("DWARF Unit Type")
            s.emit_int_value(1, 1)
            comment("Address Size (in bytes)")
            s.emit_int_value(8, 1)
            comment("Offset Into Abbrev. Section")
            s.emit_value(ref(".debug_abbrev"), 4)
        else:
            comment("Offset Into Abbrev. Section")
            s.emit_value(ref(".debug_abbrev"), 4)
            comment("Address Size (in bytes)")
            s.emit_int_value(8, 1)
        self._emit_die(s, self.die, ref)
        s.emit_label(sym(f".Ldebug_info_end{u}"))

        # strings
        strings = list(self.strings)
        if version >= 5:
            s.switch_section(section(".debug_str_offsets"))
            comment("Length of String Offsets Set")
            s.emit_int_value(4 * len(strings) + 4, 4)
            s.emit_int_value(5, 2)
            s.emit_int_value(0, 2)
            s.emit_label(sym(f".Lstr_offsets_base{u}"))
        s.switch_section(section(".debug_str", SHF_MERGE | SHF_STRINGS, 1))
        offset = 0
        for i, text in enumerate(strings):
            s.emit_label(sym(f".Linfo_string{i}"))
            data = text.encode() + b"\0"
            comment(f"string offset={offset}")
            s.emit_bytes(data)
            offset += len(data)
        if version >= 5:
            s.switch_section(section(".debug_str_offsets"))
            for i in range(len(strings)):
                s.emit_value(ref(f".Linfo_string{i}"), 4)
            if self.addresses:
                s.switch_section(section(".debug_addr"))
                comment("Length of contribution")
                s.emit_value(E.create_sub(ref(f".Ldebug_addr_end{u}"), ref(f".Ldebug_addr_start{u}")), 4)
                s.emit_label(sym(f".Ldebug_addr_start{u}"))
                comment("DWARF version number")
                s.emit_int_value(5, 2)
                comment("Address size")
                s.emit_int_value(8, 1)
                comment("Segment selector size")
                s.emit_int_value(0, 1)
                s.emit_label(sym(f".Laddr_table_base{u}"))
                for a in self.addresses:
                    s.emit_value(E.MCSymbolRefExpr(a), 8)
                s.emit_label(sym(f".Ldebug_addr_end{u}"))

    def _emit_die(self, s: Any, die: DIE, ref: Any) -> None:
        name = TAG_NAMES.get(die.tag, f"DW_TAG_0x{die.tag:x}")
        s.add_comment(f"Abbrev [{die.abbrev}] 0x{die.offset:x}:0x{die.size:x} {name}")
        s.emit_bytes(uleb128(die.abbrev))
        version = self.version
        for at, form, value in die.attrs:
            s.add_comment(AT_NAMES.get(at, f"DW_AT_0x{at:x}"))
            if form in (F_DATA1, F_DATA2, F_DATA4, F_DATA8, F_STRX1) and isinstance(value, int):
                s.emit_int_value(value, self._value_size(form, value))
            elif form == F_DATA4:
                end, begin = value
                s.emit_value(E.create_sub(E.MCSymbolRefExpr(end), E.MCSymbolRefExpr(begin)), 4)
            elif form in (F_UDATA, F_ADDRX):
                s.emit_bytes(uleb128(value))
            elif form == F_SDATA:
                s.emit_bytes(sleb128(value))
            elif form == F_STRP:
                s.emit_value(ref(f".Linfo_string{value}"), 4)
            elif form == F_REF4:
                s.emit_int_value(value.offset, 4)
            elif form == F_SEC_OFFSET:
                s.emit_value(ref(value), 4)
            elif form == F_ADDR:
                s.emit_value(E.MCSymbolRefExpr(value), 8)
            elif form == F_EXPRLOC:
                s.emit_bytes(uleb128(sum(len(b) if isinstance(b, bytes) else 8 for b in value)))
                for piece in value:
                    if isinstance(piece, bytes):
                        s.emit_bytes(piece)
                    else:
                        s.emit_value(E.MCSymbolRefExpr(piece), 8)
            elif form == F_FLAG_PRESENT:
                s.add_blank_line()
        del version
        for child in die.children:
            self._emit_die(s, child, ref)
        if die.children:
            s.add_comment("End Of Children Mark")
            s.emit_int_value(0, 1)
