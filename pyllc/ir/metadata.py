"""Metadata: the model, the kind registry and typed views (LLVM: lib/IR/Metadata.cpp,
include/llvm/IR/Metadata.h, DebugInfoMetadata.h, FixedMetadataKinds.def, MDBuilder.cpp).

What it is
----------
Metadata is the side channel of LLVM IR: data that never computes a value but tells the
optimizer and the code generator something (branch weights, value ranges, alias scopes,
debug locations).  It forms its own graph beside the value graph:

* :class:`MDString` -- an immutable byte string, ``!"text"``;
* :class:`ValueAsMetadata` -- a wrapped IR value: :class:`ConstantAsMetadata` (``i32 7``,
  ``ptr @g``) or :class:`LocalAsMetadata` (``i32 %x``, only inside a function, only as a
  ``metadata`` call argument);
* :class:`MDNode` -- a node with metadata operands (``None`` is ``null``).  A node is either
  *uniqued* (structurally identical nodes are one node) or *distinct* (``distinct !{...}``,
  identity matters, e.g. a loop ID or a compile unit).  Subclasses: :class:`MDTuple`
  (``!{...}``), :class:`DINode` (every specialised debug-info node ``!DIxxx(field: value, ...)``,
  one class carrying its kind), :class:`DIExpression` (a DWARF expression, printed inline),
  and :class:`DIArgList` (a list of values for variadic ``dbg.value``, printed inline);
* :class:`NamedMDNode` -- a module-level list ``!llvm.dbg.cu = !{!0}``.

Instructions, functions and global variables carry *attachments*: ``(kind id, MDNode)``
pairs.  Kinds are small ints handed out by the context's :class:`MDKindTable`: the fixed kinds
of FixedMetadataKinds.def first (``dbg`` = 0 ... ``callback`` = 26, then LLVM 16's
``llvm.preserve.access.index`` = 27 ... ``DIAssignID`` = 38, checked against llvm-as-16's
bitcode METADATA_KIND block), then custom kinds in order of first use.

Debug-info nodes are described **once, as data**: :data:`DI_NODE_SPECS` lists, for each node
kind, its fields in LLVM's printing order (name, field type, default, whether the parser
requires it, whether the printer always prints it) and the order of its MDNode operands,
which is the order in which the AsmWriter's slot tracker numbers the nodes it references.
The parser, the printer and code generation all read this table; a field is found by index
(``node.fields[spec.index["line"]]``), never through a per-instance dict.

Code generation never walks raw operands itself: the *structured accessors* at the end of this
module (``get_branch_weights``, ``get_range``, ``get_pc_sections``, ``get_tbaa_access_tag``,
...) check a node's shape as the LangRef and LLVM's MDBuilder define it and return plain
tuples, raising :class:`MetadataShapeError` when the shape is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from pyllc.ir.types import FP_KIND_NAMES, IntegerTyID
from pyllc.support.apfloat import to_fraction

# --------------------------------------------------------------------------------------
# Fixed metadata kinds (LLVM: include/llvm/IR/FixedMetadataKinds.def, LLVM 16)
# --------------------------------------------------------------------------------------

FIXED_MD_KINDS: tuple[str, ...] = (
    "dbg",  # 0
    "tbaa",  # 1
    "prof",  # 2
    "fpmath",  # 3
    "range",  # 4
    "tbaa.struct",  # 5
    "invariant.load",  # 6
    "alias.scope",  # 7
    "noalias",  # 8
    "nontemporal",  # 9
    "llvm.mem.parallel_loop_access",  # 10
    "nonnull",  # 11
    "dereferenceable",  # 12
    "dereferenceable_or_null",  # 13
    "make.implicit",  # 14
    "unpredictable",  # 15
    "invariant.group",  # 16
    "align",  # 17
    "llvm.loop",  # 18
    "type",  # 19
    "section_prefix",  # 20
    "absolute_symbol",  # 21
    "associated",  # 22
    "callees",  # 23
    "irr_loop",  # 24
    "llvm.access.group",  # 25
    "callback",  # 26
    # Added after LLVM 8; the numbering continues in LLVM 16's order.
    "llvm.preserve.access.index",  # 27
    "vcall_visibility",  # 28
    "noundef",  # 29
    "annotation",  # 30
    "nosanitize",  # 31
    "func_sanitize",  # 32
    "exclude",  # 33
    "memprof",  # 34
    "callsite",  # 35
    "kcfi_type",  # 36
    "pcsections",  # 37
    "DIAssignID",  # 38
)

MD_dbg = 0
MD_tbaa = 1
MD_prof = 2
MD_fpmath = 3
MD_range = 4
MD_tbaa_struct = 5
MD_invariant_load = 6
MD_alias_scope = 7
MD_noalias = 8
MD_nontemporal = 9
MD_mem_parallel_loop_access = 10
MD_nonnull = 11
MD_dereferenceable = 12
MD_dereferenceable_or_null = 13
MD_make_implicit = 14
MD_unpredictable = 15
MD_invariant_group = 16
MD_align = 17
MD_loop = 18
MD_type = 19
MD_section_prefix = 20
MD_absolute_symbol = 21
MD_associated = 22
MD_callees = 23
MD_irr_loop = 24
MD_access_group = 25
MD_callback = 26
MD_preserve_access_index = 27
MD_vcall_visibility = 28
MD_noundef = 29
MD_annotation = 30
MD_nosanitize = 31
MD_func_sanitize = 32
MD_exclude = 33
MD_memprof = 34
MD_callsite = 35
MD_kcfi_type = 36
MD_pcsections = 37
MD_DIAssignID = 38
NUM_FIXED_MD_KINDS = len(FIXED_MD_KINDS)


class MDKindTable:
    """The metadata kind registry of one context (LLVM: ``LLVMContextImpl::CustomMDKindNames``).

    Fixed kinds keep their numbers; any other name gets the next number the first time it is
    asked for, so numbering follows the order of first use in the input.
    """

    __slots__ = ("names", "ids")

    def __init__(self) -> None:
        self.names: list[str] = list(FIXED_MD_KINDS)
        self.ids: dict[str, int] = {name: i for i, name in enumerate(FIXED_MD_KINDS)}

    def get_md_kind_id(self, name: str) -> int:
        """The kind id of ``name``, registering it as a custom kind on first use."""
        kind = self.ids.get(name)
        if kind is None:
            kind = len(self.names)
            self.names.append(name)
            self.ids[name] = kind
        return kind

    def lookup(self, name: str) -> int | None:
        """The kind id of ``name`` if registered, without registering it."""
        return self.ids.get(name)

    def get_md_kind_name(self, kind: int) -> str:
        """The name of kind ``kind`` (``IndexError`` for an unregistered id)."""
        return self.names[kind]

    def get_md_kind_names(self) -> list[str]:
        """All registered names, indexed by kind id (LLVM: ``getMDKindNames``)."""
        return list(self.names)


# --------------------------------------------------------------------------------------
# The metadata model
# --------------------------------------------------------------------------------------


class Metadata:
    """Root of the metadata hierarchy (LLVM: ``Metadata``)."""

    __slots__ = ()


class MDString(Metadata):
    """A metadata string ``!"..."``.  ``string`` keeps undecodable bytes as lone surrogates
    ('surrogateescape'), so any byte sequence round-trips."""

    __slots__ = ("string",)

    def __init__(self, string: str) -> None:
        self.string = string

    def __repr__(self) -> str:
        return f"MDString({self.string!r})"


class ValueAsMetadata(Metadata):
    """An IR value used as metadata (LLVM: ``ValueAsMetadata``); ``value`` is the IR value.

    The value sits in a one-element ``operands`` list, the shape of an IR ``User``, so that
    while parsing, a wrapper around a forward-referenced local can be resolved by the
    parser's ``replace_all_uses_with`` like any other use (the parser then takes the wrapper
    off the final value's use list: metadata uses are not IR uses, as in LLVM).
    """

    __slots__ = ("operands",)

    def __init__(self, value: Any) -> None:
        self.operands = [value]

    @property
    def value(self) -> Any:
        return self.operands[0]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.value!r})"


class ConstantAsMetadata(ValueAsMetadata):
    """A constant (or global) as metadata: ``i32 1``, ``ptr @f``."""

    __slots__ = ()


class LocalAsMetadata(ValueAsMetadata):
    """A function-local value (argument or instruction) as metadata: ``i32 %x``."""

    __slots__ = ()


class MDNode(Metadata):
    """A node with metadata operands (LLVM: ``MDNode``).

    ``operands`` is a list whose entries are :class:`Metadata` or ``None`` (``null``);
    ``distinct`` tells a ``distinct`` node from a uniqued one.  The storage of every subclass
    lives here (``kind``/``fields`` for :class:`DINode`, ``elements`` for
    :class:`DIExpression`) and subclasses add no slots, so the parser can turn a forward
    reference placeholder (:class:`TempMDNode`) into the node defined later by copying the
    state and switching ``__class__``: every earlier reference then sees the real node.
    """

    __slots__ = ("operands", "distinct", "kind", "fields", "elements")

    def __init__(self, operands: list[Metadata | None], distinct: bool = False) -> None:
        self.operands = operands
        self.distinct = distinct
        self.kind = -1
        self.fields: list[Any] = []
        self.elements: tuple[int, ...] = ()

    def num_operands(self) -> int:
        return len(self.operands)

    def node_operands(self) -> Iterator[MDNode]:
        """The operands that are MDNodes, in the order the slot tracker visits them."""
        for op in self.operands:
            if isinstance(op, MDNode):
                yield op

    def become(self, other: MDNode) -> None:
        """Turn this node (a forward-reference placeholder) into ``other``: same class, same
        state (LLVM: ``replaceAllUsesWith`` on a temporary node)."""
        self.operands = other.operands
        self.distinct = other.distinct
        self.kind = other.kind
        self.fields = other.fields
        self.elements = other.elements
        self.__class__ = other.__class__


class TempMDNode(MDNode):
    """A placeholder for a node referenced (``!7``) before its definition (LLVM: a temporary
    MDNode); :meth:`MDNode.become` turns it into the defined node."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__([], False)


class MDTuple(MDNode):
    """A generic tuple ``!{op, ...}`` (LLVM: ``MDTuple``)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"MDTuple({'distinct, ' if self.distinct else ''}{len(self.operands)} ops)"


class NamedMDNode:
    """A module-level named list ``!name = !{!0, !1}`` (LLVM: ``NamedMDNode``); operands are MDNodes."""

    __slots__ = ("name", "operands")

    def __init__(self, name: str, operands: list[MDNode] | None = None) -> None:
        self.name = name
        self.operands: list[MDNode] = operands if operands is not None else []


# --------------------------------------------------------------------------------------
# DWARF and debug-info enumerations (LLVM: BinaryFormat/Dwarf.def, IR/DebugInfoFlags.def)
# --------------------------------------------------------------------------------------

DW_TAG: dict[str, int] = {
    "DW_TAG_array_type": 0x01, "DW_TAG_class_type": 0x02, "DW_TAG_entry_point": 0x03,
    "DW_TAG_enumeration_type": 0x04, "DW_TAG_formal_parameter": 0x05,
    "DW_TAG_imported_declaration": 0x08, "DW_TAG_label": 0x0A, "DW_TAG_lexical_block": 0x0B,
    "DW_TAG_member": 0x0D, "DW_TAG_pointer_type": 0x0F, "DW_TAG_reference_type": 0x10,
    "DW_TAG_compile_unit": 0x11, "DW_TAG_string_type": 0x12, "DW_TAG_structure_type": 0x13,
    "DW_TAG_subroutine_type": 0x15, "DW_TAG_typedef": 0x16, "DW_TAG_union_type": 0x17,
    "DW_TAG_unspecified_parameters": 0x18, "DW_TAG_variant": 0x19, "DW_TAG_common_block": 0x1A,
    "DW_TAG_common_inclusion": 0x1B, "DW_TAG_inheritance": 0x1C, "DW_TAG_inlined_subroutine": 0x1D,
    "DW_TAG_module": 0x1E, "DW_TAG_ptr_to_member_type": 0x1F, "DW_TAG_set_type": 0x20,
    "DW_TAG_subrange_type": 0x21, "DW_TAG_with_stmt": 0x22, "DW_TAG_access_declaration": 0x23,
    "DW_TAG_base_type": 0x24, "DW_TAG_catch_block": 0x25, "DW_TAG_const_type": 0x26,
    "DW_TAG_constant": 0x27, "DW_TAG_enumerator": 0x28, "DW_TAG_file_type": 0x29,
    "DW_TAG_friend": 0x2A, "DW_TAG_namelist": 0x2B, "DW_TAG_namelist_item": 0x2C,
    "DW_TAG_packed_type": 0x2D, "DW_TAG_subprogram": 0x2E, "DW_TAG_template_type_parameter": 0x2F,
    "DW_TAG_template_value_parameter": 0x30, "DW_TAG_thrown_type": 0x31, "DW_TAG_try_block": 0x32,
    "DW_TAG_variant_part": 0x33, "DW_TAG_variable": 0x34, "DW_TAG_volatile_type": 0x35,
    "DW_TAG_dwarf_procedure": 0x36, "DW_TAG_restrict_type": 0x37, "DW_TAG_interface_type": 0x38,
    "DW_TAG_namespace": 0x39, "DW_TAG_imported_module": 0x3A, "DW_TAG_unspecified_type": 0x3B,
    "DW_TAG_partial_unit": 0x3C, "DW_TAG_imported_unit": 0x3D, "DW_TAG_condition": 0x3F,
    "DW_TAG_shared_type": 0x40, "DW_TAG_type_unit": 0x41, "DW_TAG_rvalue_reference_type": 0x42,
    "DW_TAG_template_alias": 0x43, "DW_TAG_coarray_type": 0x44, "DW_TAG_generic_subrange": 0x45,
    "DW_TAG_dynamic_type": 0x46, "DW_TAG_atomic_type": 0x47, "DW_TAG_call_site": 0x48,
    "DW_TAG_call_site_parameter": 0x49, "DW_TAG_skeleton_unit": 0x4A, "DW_TAG_immutable_type": 0x4B,
    "DW_TAG_MIPS_loop": 0x4081, "DW_TAG_format_label": 0x4101, "DW_TAG_function_template": 0x4102,
    "DW_TAG_class_template": 0x4103, "DW_TAG_GNU_template_template_param": 0x4106,
    "DW_TAG_GNU_template_parameter_pack": 0x4107, "DW_TAG_GNU_formal_parameter_pack": 0x4108,
    "DW_TAG_GNU_call_site": 0x4109, "DW_TAG_GNU_call_site_parameter": 0x410A,
    "DW_TAG_APPLE_property": 0x4200, "DW_TAG_LLVM_annotation": 0x6000,
}  # fmt: skip

DW_ATE: dict[str, int] = {
    "DW_ATE_address": 0x01, "DW_ATE_boolean": 0x02, "DW_ATE_complex_float": 0x03, "DW_ATE_float": 0x04,
    "DW_ATE_signed": 0x05, "DW_ATE_signed_char": 0x06, "DW_ATE_unsigned": 0x07,
    "DW_ATE_unsigned_char": 0x08, "DW_ATE_imaginary_float": 0x09, "DW_ATE_packed_decimal": 0x0A,
    "DW_ATE_numeric_string": 0x0B, "DW_ATE_edited": 0x0C, "DW_ATE_signed_fixed": 0x0D,
    "DW_ATE_unsigned_fixed": 0x0E, "DW_ATE_decimal_float": 0x0F, "DW_ATE_UTF": 0x10, "DW_ATE_UCS": 0x11,
    "DW_ATE_ASCII": 0x12,
}  # fmt: skip

DW_LANG: dict[str, int] = {
    "DW_LANG_C89": 0x01, "DW_LANG_C": 0x02, "DW_LANG_Ada83": 0x03, "DW_LANG_C_plus_plus": 0x04,
    "DW_LANG_Cobol74": 0x05, "DW_LANG_Cobol85": 0x06, "DW_LANG_Fortran77": 0x07,
    "DW_LANG_Fortran90": 0x08, "DW_LANG_Pascal83": 0x09, "DW_LANG_Modula2": 0x0A, "DW_LANG_Java": 0x0B,
    "DW_LANG_C99": 0x0C, "DW_LANG_Ada95": 0x0D, "DW_LANG_Fortran95": 0x0E, "DW_LANG_PLI": 0x0F,
    "DW_LANG_ObjC": 0x10, "DW_LANG_ObjC_plus_plus": 0x11, "DW_LANG_UPC": 0x12, "DW_LANG_D": 0x13,
    "DW_LANG_Python": 0x14, "DW_LANG_OpenCL": 0x15, "DW_LANG_Go": 0x16, "DW_LANG_Modula3": 0x17,
    "DW_LANG_Haskell": 0x18, "DW_LANG_C_plus_plus_03": 0x19, "DW_LANG_C_plus_plus_11": 0x1A,
    "DW_LANG_OCaml": 0x1B, "DW_LANG_Rust": 0x1C, "DW_LANG_C11": 0x1D, "DW_LANG_Swift": 0x1E,
    "DW_LANG_Julia": 0x1F, "DW_LANG_Dylan": 0x20, "DW_LANG_C_plus_plus_14": 0x21,
    "DW_LANG_Fortran03": 0x22, "DW_LANG_Fortran08": 0x23, "DW_LANG_RenderScript": 0x24,
    "DW_LANG_BLISS": 0x25, "DW_LANG_Kotlin": 0x26, "DW_LANG_Zig": 0x27, "DW_LANG_Crystal": 0x28,
    "DW_LANG_C_plus_plus_17": 0x2A, "DW_LANG_C_plus_plus_20": 0x2B, "DW_LANG_C17": 0x2C,
    "DW_LANG_Fortran18": 0x2D, "DW_LANG_Ada2005": 0x2E, "DW_LANG_Ada2012": 0x2F,
    "DW_LANG_Mips_Assembler": 0x8001, "DW_LANG_GOOGLE_RenderScript": 0x8E57,
    "DW_LANG_BORLAND_Delphi": 0xB000,
}  # fmt: skip

DW_VIRTUALITY: dict[str, int] = {
    "DW_VIRTUALITY_none": 0, "DW_VIRTUALITY_virtual": 1, "DW_VIRTUALITY_pure_virtual": 2,
}  # fmt: skip

DW_CC: dict[str, int] = {
    "DW_CC_normal": 0x01, "DW_CC_program": 0x02, "DW_CC_nocall": 0x03, "DW_CC_pass_by_reference": 0x04,
    "DW_CC_pass_by_value": 0x05, "DW_CC_GNU_renesas_sh": 0x40, "DW_CC_GNU_borland_fastcall_i386": 0x41,
    "DW_CC_BORLAND_safecall": 0xB0, "DW_CC_BORLAND_stdcall": 0xB1, "DW_CC_BORLAND_pascal": 0xB2,
    "DW_CC_BORLAND_msfastcall": 0xB3, "DW_CC_BORLAND_msreturn": 0xB4, "DW_CC_BORLAND_thiscall": 0xB5,
    "DW_CC_BORLAND_fastcall": 0xB6, "DW_CC_LLVM_vectorcall": 0xC0, "DW_CC_LLVM_Win64": 0xC1,
    "DW_CC_LLVM_X86_64SysV": 0xC2, "DW_CC_LLVM_AAPCS": 0xC3, "DW_CC_LLVM_AAPCS_VFP": 0xC4,
    "DW_CC_LLVM_IntelOclBicc": 0xC5, "DW_CC_LLVM_SpirFunction": 0xC6, "DW_CC_LLVM_OpenCLKernel": 0xC7,
    "DW_CC_LLVM_Swift": 0xC8, "DW_CC_LLVM_PreserveMost": 0xC9, "DW_CC_LLVM_PreserveAll": 0xCA,
    "DW_CC_LLVM_X86RegCall": 0xCB, "DW_CC_GDB_IBM_OpenCL": 0xFF,
}  # fmt: skip

DW_MACINFO: dict[str, int] = {
    "DW_MACINFO_define": 0x01, "DW_MACINFO_undef": 0x02, "DW_MACINFO_start_file": 0x03,
    "DW_MACINFO_end_file": 0x04, "DW_MACINFO_vendor_ext": 0xFF,
}  # fmt: skip

CHECKSUM_KIND: dict[str, int] = {"CSK_MD5": 1, "CSK_SHA1": 2, "CSK_SHA256": 3}

EMISSION_KIND: dict[str, int] = {
    "NoDebug": 0, "FullDebug": 1, "LineTablesOnly": 2, "DebugDirectivesOnly": 3,
}  # fmt: skip

NAME_TABLE_KIND: dict[str, int] = {"Default": 0, "GNU": 1, "None": 2, "Apple": 3}

# DINode::DIFlags, in DebugInfoFlags.def order (the order splitFlags emits them).
DI_FLAGS: dict[str, int] = {
    "DIFlagZero": 0, "DIFlagPrivate": 1, "DIFlagProtected": 2, "DIFlagPublic": 3,
    "DIFlagFwdDecl": 1 << 2, "DIFlagAppleBlock": 1 << 3, "DIFlagReservedBit4": 1 << 4,
    "DIFlagVirtual": 1 << 5, "DIFlagArtificial": 1 << 6, "DIFlagExplicit": 1 << 7,
    "DIFlagPrototyped": 1 << 8, "DIFlagObjcClassComplete": 1 << 9, "DIFlagObjectPointer": 1 << 10,
    "DIFlagVector": 1 << 11, "DIFlagStaticMember": 1 << 12, "DIFlagLValueReference": 1 << 13,
    "DIFlagRValueReference": 1 << 14, "DIFlagExportSymbols": 1 << 15,
    "DIFlagSingleInheritance": 1 << 16, "DIFlagMultipleInheritance": 2 << 16,
    "DIFlagVirtualInheritance": 3 << 16, "DIFlagIntroducedVirtual": 1 << 18,
    "DIFlagBitField": 1 << 19, "DIFlagNoReturn": 1 << 20, "DIFlagTypePassByValue": 1 << 22,
    "DIFlagTypePassByReference": 1 << 23, "DIFlagEnumClass": 1 << 24, "DIFlagThunk": 1 << 25,
    "DIFlagNonTrivial": 1 << 26, "DIFlagBigEndian": 1 << 27, "DIFlagLittleEndian": 1 << 28,
    "DIFlagAllCallsDescribed": 1 << 29, "DIFlagIndirectVirtualBase": (1 << 2) | (1 << 5),
}  # fmt: skip
_DI_FLAG_ACCESSIBILITY = 3
_DI_FLAG_PTR_TO_MEMBER_REP = 3 << 16
_DI_FLAG_INDIRECT_VIRTUAL_BASE = (1 << 2) | (1 << 5)

DISP_FLAGS: dict[str, int] = {
    "DISPFlagZero": 0, "DISPFlagVirtual": 1, "DISPFlagPureVirtual": 2, "DISPFlagLocalToUnit": 1 << 2,
    "DISPFlagDefinition": 1 << 3, "DISPFlagOptimized": 1 << 4, "DISPFlagPure": 1 << 5,
    "DISPFlagElemental": 1 << 6, "DISPFlagRecursive": 1 << 7, "DISPFlagMainSubprogram": 1 << 8,
    "DISPFlagDeleted": 1 << 9, "DISPFlagObjCDirect": 1 << 11,
}  # fmt: skip
_DISP_FLAG_VIRTUALITY = 3

DW_OP: dict[str, int] = {
    "DW_OP_addr": 0x03, "DW_OP_deref": 0x06, "DW_OP_const1u": 0x08, "DW_OP_const1s": 0x09,
    "DW_OP_const2u": 0x0A, "DW_OP_const2s": 0x0B, "DW_OP_const4u": 0x0C, "DW_OP_const4s": 0x0D,
    "DW_OP_const8u": 0x0E, "DW_OP_const8s": 0x0F, "DW_OP_constu": 0x10, "DW_OP_consts": 0x11,
    "DW_OP_dup": 0x12, "DW_OP_drop": 0x13, "DW_OP_over": 0x14, "DW_OP_pick": 0x15, "DW_OP_swap": 0x16,
    "DW_OP_rot": 0x17, "DW_OP_xderef": 0x18, "DW_OP_abs": 0x19, "DW_OP_and": 0x1A, "DW_OP_div": 0x1B,
    "DW_OP_minus": 0x1C, "DW_OP_mod": 0x1D, "DW_OP_mul": 0x1E, "DW_OP_neg": 0x1F, "DW_OP_not": 0x20,
    "DW_OP_or": 0x21, "DW_OP_plus": 0x22, "DW_OP_plus_uconst": 0x23, "DW_OP_shl": 0x24,
    "DW_OP_shr": 0x25, "DW_OP_shra": 0x26, "DW_OP_xor": 0x27, "DW_OP_bra": 0x28, "DW_OP_eq": 0x29,
    "DW_OP_ge": 0x2A, "DW_OP_gt": 0x2B, "DW_OP_le": 0x2C, "DW_OP_lt": 0x2D, "DW_OP_ne": 0x2E,
    "DW_OP_skip": 0x2F, "DW_OP_regx": 0x90, "DW_OP_fbreg": 0x91, "DW_OP_bregx": 0x92,
    "DW_OP_piece": 0x93, "DW_OP_deref_size": 0x94, "DW_OP_xderef_size": 0x95, "DW_OP_nop": 0x96,
    "DW_OP_push_object_address": 0x97, "DW_OP_call2": 0x98, "DW_OP_call4": 0x99,
    "DW_OP_call_ref": 0x9A, "DW_OP_form_tls_address": 0x9B, "DW_OP_call_frame_cfa": 0x9C,
    "DW_OP_bit_piece": 0x9D, "DW_OP_implicit_value": 0x9E, "DW_OP_stack_value": 0x9F,
    "DW_OP_implicit_pointer": 0xA0, "DW_OP_addrx": 0xA1, "DW_OP_constx": 0xA2,
    "DW_OP_entry_value": 0xA3, "DW_OP_const_type": 0xA4, "DW_OP_regval_type": 0xA5,
    "DW_OP_deref_type": 0xA6, "DW_OP_xderef_type": 0xA7, "DW_OP_convert": 0xA8,
    "DW_OP_reinterpret": 0xA9, "DW_OP_GNU_push_tls_address": 0xE0, "DW_OP_GNU_entry_value": 0xF3,
    "DW_OP_GNU_addr_index": 0xFB, "DW_OP_GNU_const_index": 0xFC,
    "DW_OP_LLVM_fragment": 0x1000, "DW_OP_LLVM_convert": 0x1001, "DW_OP_LLVM_tag_offset": 0x1002,
    "DW_OP_LLVM_entry_value": 0x1003, "DW_OP_LLVM_implicit_pointer": 0x1004, "DW_OP_LLVM_arg": 0x1005,
}  # fmt: skip
for _i in range(32):
    DW_OP[f"DW_OP_lit{_i}"] = 0x30 + _i
    DW_OP[f"DW_OP_reg{_i}"] = 0x50 + _i
    DW_OP[f"DW_OP_breg{_i}"] = 0x70 + _i

DW_OP_LLVM_convert = 0x1001
DW_OP_LLVM_fragment = 0x1000
DW_OP_LLVM_arg = 0x1005

# Number of argument elements following each DW_OP in a DIExpression (DIExpression::ExprOperand).
_DW_OP_NUM_ARGS: dict[int, int] = {op: 0 for op in DW_OP.values()}
for _name, _nargs in (
    ("DW_OP_const1u", 1), ("DW_OP_const1s", 1), ("DW_OP_const2u", 1), ("DW_OP_const2s", 1),
    ("DW_OP_const4u", 1), ("DW_OP_const4s", 1), ("DW_OP_const8u", 1), ("DW_OP_const8s", 1),
    ("DW_OP_constu", 1), ("DW_OP_consts", 1), ("DW_OP_pick", 1), ("DW_OP_plus_uconst", 1),
    ("DW_OP_bra", 1), ("DW_OP_skip", 1), ("DW_OP_regx", 1), ("DW_OP_fbreg", 1), ("DW_OP_bregx", 2),
    ("DW_OP_piece", 1), ("DW_OP_deref_size", 1), ("DW_OP_xderef_size", 1), ("DW_OP_call2", 1),
    ("DW_OP_call4", 1), ("DW_OP_call_ref", 1), ("DW_OP_bit_piece", 2), ("DW_OP_implicit_value", 1),
    ("DW_OP_addrx", 1), ("DW_OP_constx", 1), ("DW_OP_entry_value", 1), ("DW_OP_convert", 1),
    ("DW_OP_reinterpret", 1), ("DW_OP_deref_type", 2), ("DW_OP_xderef_type", 2), ("DW_OP_regval_type", 2),
    ("DW_OP_LLVM_fragment", 2), ("DW_OP_LLVM_convert", 2), ("DW_OP_LLVM_tag_offset", 1),
    ("DW_OP_LLVM_entry_value", 1), ("DW_OP_LLVM_arg", 1),
):  # fmt: skip
    _DW_OP_NUM_ARGS[DW_OP[_name]] = _nargs
for _i in range(32):
    _DW_OP_NUM_ARGS[0x70 + _i] = 1


def _invert(table: dict[str, int]) -> dict[int, str]:
    out: dict[int, str] = {}
    for name, value in table.items():
        out.setdefault(value, name)
    return out


DW_TAG_NAMES = _invert(DW_TAG)
DW_ATE_NAMES = _invert(DW_ATE)
DW_LANG_NAMES = _invert(DW_LANG)
DW_VIRTUALITY_NAMES = _invert(DW_VIRTUALITY)
DW_CC_NAMES = _invert(DW_CC)
DW_MACINFO_NAMES = _invert(DW_MACINFO)
DW_OP_NAMES = _invert(DW_OP)
CHECKSUM_KIND_NAMES = _invert(CHECKSUM_KIND)
EMISSION_KIND_NAMES = _invert(EMISSION_KIND)
NAME_TABLE_KIND_NAMES = _invert(NAME_TABLE_KIND)


def split_di_flags(flags: int) -> tuple[list[str], int]:
    """Split a ``DIFlags`` value into flag names and the unknown remainder (LLVM: DINode::splitFlags)."""
    names: list[str] = []
    access = flags & _DI_FLAG_ACCESSIBILITY
    if access:
        names.append(("DIFlagPrivate", "DIFlagProtected", "DIFlagPublic")[access - 1])
        flags &= ~access
    rep = flags & _DI_FLAG_PTR_TO_MEMBER_REP
    if rep:
        names.append(
            ("DIFlagSingleInheritance", "DIFlagMultipleInheritance", "DIFlagVirtualInheritance")[
                (rep >> 16) - 1
            ]
        )
        flags &= ~rep
    if flags & _DI_FLAG_INDIRECT_VIRTUAL_BASE == _DI_FLAG_INDIRECT_VIRTUAL_BASE:
        names.append("DIFlagIndirectVirtualBase")
        flags &= ~_DI_FLAG_INDIRECT_VIRTUAL_BASE
    for name, bit in DI_FLAGS.items():
        if bit and bit & (bit - 1) == 0 and flags & bit:
            names.append(name)
            flags &= ~bit
    return names, flags


def split_disp_flags(flags: int) -> tuple[list[str], int]:
    """Split a ``DISPFlags`` value into flag names and the unknown remainder
    (LLVM: DISubprogram::splitFlags)."""
    names: list[str] = []
    virt = flags & _DISP_FLAG_VIRTUALITY
    if virt:
        names.append(("DISPFlagVirtual", "DISPFlagPureVirtual", "")[virt - 1] or str(virt))
        flags &= ~virt
    for name, bit in DISP_FLAGS.items():
        if bit > 2 and flags & bit:
            names.append(name)
            flags &= ~bit
    return names, flags


# --------------------------------------------------------------------------------------
# Specialised debug-info nodes, described as data
# --------------------------------------------------------------------------------------

# Field types (LLParser's MDField kinds).
F_MD = 0  # metadata reference or null (MDField)
F_STR = 1  # MDString or absent (MDStringField); stored as str | None
F_UINT = 2  # unsigned integer (MDUnsignedField)
F_SINT = 3  # signed integer (MDSignedField)
F_BOOL = 4  # true/false (MDBoolField)
F_TAG = 5  # DW_TAG_* or integer
F_ATE = 6  # DW_ATE_* or integer
F_LANG = 7  # DW_LANG_* or integer
F_VIRT = 8  # DW_VIRTUALITY_* or integer
F_CC = 9  # DW_CC_* or integer
F_MACINFO = 10  # DW_MACINFO_* or integer
F_FLAGS = 11  # DIFlag* | ... | integer
F_SPFLAGS = 12  # DISPFlag* | ... | integer
F_EMISSION = 13  # FullDebug ...
F_NAMETABLE = 14  # Default | GNU | None | Apple
F_CSK = 15  # CSK_MD5 ...
F_SINT_OR_MD = 16  # signed integer or metadata (DISubrange bounds)
F_APSINT = 17  # arbitrary-precision integer (DIEnumerator value)
F_MDLIST = 18  # {op, ...} (GenericDINode operands)
F_UINT_OPT = 19  # unsigned integer that may be absent (dwarfAddressSpace)

FIELD_TYPE_NAMES = (
    "metadata", "string", "unsigned", "signed", "bool", "dwarf tag", "dwarf attribute encoding",
    "dwarf language", "dwarf virtuality", "dwarf calling convention", "dwarf macinfo type", "DIFlag",
    "DISPFlag", "emission kind", "name table kind", "checksum kind", "signed or metadata", "integer",
    "metadata list", "unsigned",
)  # fmt: skip

# Print policies.
P_SKIP = 0  # omit when equal to the default (null, "", 0, False, ...)
P_ALWAYS = 1  # always print
P_NEVER = 2  # parsed but never printed on its own (folded into another field)


@dataclass(slots=True, frozen=True)
class DIField:
    """One field of a specialised node: name, type, default value, parse and print rules.

    ``max_value`` bounds unsigned fields (LLParser's ``MDUnsignedField`` maximum); a signed field
    is bounded by ``min_value``/``max_value``.
    """

    name: str
    type: int
    default: Any = None
    required: bool = False
    print_policy: int = P_SKIP
    max_value: int = (1 << 64) - 1
    min_value: int = 0
    allow_null: bool = True


@dataclass(slots=True, frozen=True)
class DINodeSpec:
    """A specialised node kind: its fields in printing order and the names of its MDNode
    operands in LLVM's operand order (the slot tracker's numbering order)."""

    kind: int
    name: str
    fields: tuple[DIField, ...]
    operand_order: tuple[str, ...]
    index: dict[str, int]
    requires_distinct: bool = False


_U32 = (1 << 32) - 1
_U16 = (1 << 16) - 1
_LINE = dict(max_value=_U32)
_COL = dict(max_value=_U16)


def _f(name: str, type: int, default: Any = None, **kw: Any) -> DIField:
    if default is None:
        default = _TYPE_DEFAULTS.get(type)
    return DIField(name, type, default, **kw)


_TYPE_DEFAULTS: dict[int, Any] = {
    F_UINT: 0, F_SINT: 0, F_BOOL: False, F_TAG: 0, F_ATE: 0, F_LANG: 0, F_VIRT: 0, F_CC: 0,
    F_MACINFO: 0, F_FLAGS: 0, F_SPFLAGS: 0, F_EMISSION: 0, F_NAMETABLE: 0, F_CSK: 0,
}  # fmt: skip

_SPEC_LIST: list[tuple[str, tuple[DIField, ...], tuple[str, ...], bool]] = [
    ("DILocation", (
        _f("line", F_UINT, print_policy=P_ALWAYS, **_LINE),
        _f("column", F_UINT, **_COL),
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
        _f("inlinedAt", F_MD),
        _f("isImplicitCode", F_BOOL),
    ), ("scope", "inlinedAt"), False),
    ("GenericDINode", (
        _f("tag", F_TAG, required=True, print_policy=P_ALWAYS, max_value=_U16),
        _f("header", F_STR),
        _f("operands", F_MDLIST),
    ), ("operands",), False),
    ("DISubrange", (
        _f("count", F_SINT_OR_MD),
        _f("lowerBound", F_SINT_OR_MD),
        _f("upperBound", F_SINT_OR_MD),
        _f("stride", F_SINT_OR_MD),
    ), ("count", "lowerBound", "upperBound", "stride"), False),
    ("DIGenericSubrange", (
        _f("count", F_SINT_OR_MD),
        _f("lowerBound", F_SINT_OR_MD),
        _f("upperBound", F_SINT_OR_MD),
        _f("stride", F_SINT_OR_MD),
    ), ("count", "lowerBound", "upperBound", "stride"), False),
    ("DIEnumerator", (
        _f("name", F_STR, required=True),
        _f("value", F_APSINT, 0, required=True, print_policy=P_ALWAYS),
        _f("isUnsigned", F_BOOL),
    ), (), False),
    ("DIBasicType", (
        _f("tag", F_TAG, DW_TAG["DW_TAG_base_type"], max_value=_U16),
        _f("name", F_STR),
        _f("size", F_UINT),
        _f("align", F_UINT, max_value=_U32),
        _f("encoding", F_ATE),
        _f("flags", F_FLAGS),
    ), (), False),
    ("DIStringType", (
        _f("tag", F_TAG, DW_TAG["DW_TAG_string_type"], max_value=_U16),
        _f("name", F_STR),
        _f("stringLength", F_MD),
        _f("stringLengthExpression", F_MD),
        _f("stringLocationExpression", F_MD),
        _f("size", F_UINT),
        _f("align", F_UINT, max_value=_U32),
        _f("encoding", F_ATE),
    ), ("stringLength", "stringLengthExpression", "stringLocationExpression"), False),
    ("DIDerivedType", (
        _f("tag", F_TAG, required=True, print_policy=P_ALWAYS, max_value=_U16),
        _f("name", F_STR),
        _f("scope", F_MD),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("baseType", F_MD, required=True, print_policy=P_ALWAYS),
        _f("size", F_UINT),
        _f("align", F_UINT, max_value=_U32),
        _f("offset", F_UINT),
        _f("flags", F_FLAGS),
        _f("extraData", F_MD),
        _f("dwarfAddressSpace", F_UINT_OPT, max_value=_U32),
        _f("annotations", F_MD),
    ), ("file", "scope", "baseType", "extraData", "annotations"), False),
    ("DICompositeType", (
        _f("tag", F_TAG, required=True, print_policy=P_ALWAYS, max_value=_U16),
        _f("name", F_STR),
        _f("scope", F_MD),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("baseType", F_MD),
        _f("size", F_UINT),
        _f("align", F_UINT, max_value=_U32),
        _f("offset", F_UINT),
        _f("flags", F_FLAGS),
        _f("elements", F_MD),
        _f("runtimeLang", F_LANG),
        _f("vtableHolder", F_MD),
        _f("templateParams", F_MD),
        _f("identifier", F_STR),
        _f("discriminator", F_MD),
        _f("dataLocation", F_MD),
        _f("associated", F_MD),
        _f("allocated", F_MD),
        _f("rank", F_SINT_OR_MD),
        _f("annotations", F_MD),
    ), ("file", "scope", "baseType", "elements", "vtableHolder", "templateParams", "discriminator",
        "dataLocation", "associated", "allocated", "rank", "annotations"), False),
    ("DISubroutineType", (
        _f("flags", F_FLAGS),
        _f("cc", F_CC, max_value=255),
        _f("types", F_MD, required=True, print_policy=P_ALWAYS),
    ), ("types",), False),
    ("DIFile", (
        _f("filename", F_STR, required=True, print_policy=P_ALWAYS),
        _f("directory", F_STR, required=True, print_policy=P_ALWAYS),
        _f("checksumkind", F_CSK),
        _f("checksum", F_STR),
        _f("source", F_STR),
    ), (), False),
    ("DICompileUnit", (
        _f("language", F_LANG, required=True, print_policy=P_ALWAYS),
        _f("file", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
        _f("producer", F_STR),
        _f("isOptimized", F_BOOL, print_policy=P_ALWAYS),
        _f("flags", F_STR),
        _f("runtimeVersion", F_UINT, print_policy=P_ALWAYS, max_value=_U32),
        _f("splitDebugFilename", F_STR),
        _f("emissionKind", F_EMISSION, print_policy=P_ALWAYS),
        _f("enums", F_MD),
        _f("retainedTypes", F_MD),
        _f("globals", F_MD),
        _f("imports", F_MD),
        _f("macros", F_MD),
        _f("dwoId", F_UINT),
        _f("splitDebugInlining", F_BOOL, True),
        _f("debugInfoForProfiling", F_BOOL),
        _f("nameTableKind", F_NAMETABLE),
        _f("rangesBaseAddress", F_BOOL),
        _f("sysroot", F_STR),
        _f("sdk", F_STR),
    ), ("file", "enums", "retainedTypes", "globals", "imports", "macros"), True),
    ("DISubprogram", (
        _f("name", F_STR),
        _f("linkageName", F_STR),
        _f("scope", F_MD, print_policy=P_ALWAYS),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("type", F_MD),
        _f("scopeLine", F_UINT, **_LINE),
        _f("containingType", F_MD),
        _f("virtualIndex", F_UINT, max_value=_U32),
        _f("thisAdjustment", F_SINT, min_value=-(1 << 31), max_value=(1 << 31) - 1),
        _f("flags", F_FLAGS),
        _f("spFlags", F_SPFLAGS),
        _f("unit", F_MD),
        _f("templateParams", F_MD),
        _f("declaration", F_MD),
        _f("retainedNodes", F_MD),
        _f("thrownTypes", F_MD),
        _f("annotations", F_MD),
        _f("targetFuncName", F_STR),
        # Legacy spellings folded into spFlags by the parser.
        _f("isLocal", F_BOOL, print_policy=P_NEVER),
        _f("isDefinition", F_BOOL, True, print_policy=P_NEVER),
        _f("isOptimized", F_BOOL, print_policy=P_NEVER),
        _f("virtuality", F_VIRT, print_policy=P_NEVER),
    ), ("file", "scope", "type", "unit", "declaration", "retainedNodes", "containingType",
        "templateParams", "thrownTypes", "annotations"), False),
    ("DILexicalBlock", (
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("column", F_UINT, **_COL),
    ), ("file", "scope"), False),
    ("DILexicalBlockFile", (
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
        _f("file", F_MD),
        _f("discriminator", F_UINT, required=True, print_policy=P_ALWAYS, max_value=_U32),
    ), ("file", "scope"), False),
    ("DINamespace", (
        _f("name", F_STR),
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS),
        _f("exportSymbols", F_BOOL),
    ), ("scope",), False),
    ("DICommonBlock", (
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS),
        _f("declaration", F_MD),
        _f("name", F_STR),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
    ), ("scope", "declaration", "file"), False),
    ("DIMacro", (
        _f("type", F_MACINFO, required=True, print_policy=P_ALWAYS),
        _f("line", F_UINT, **_LINE),
        _f("name", F_STR, required=True),
        _f("value", F_STR),
    ), (), False),
    ("DIMacroFile", (
        _f("type", F_MACINFO, DW_MACINFO["DW_MACINFO_start_file"]),
        _f("line", F_UINT, **_LINE),
        _f("file", F_MD, required=True, print_policy=P_ALWAYS),
        _f("nodes", F_MD),
    ), ("file", "nodes"), False),
    ("DIModule", (
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS),
        _f("name", F_STR, required=True),
        _f("configMacros", F_STR),
        _f("includePath", F_STR),
        _f("apinotes", F_STR),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("isDecl", F_BOOL),
    ), ("file", "scope"), False),
    ("DITemplateTypeParameter", (
        _f("name", F_STR),
        _f("type", F_MD, required=True, print_policy=P_ALWAYS),
        _f("defaulted", F_BOOL),
    ), ("type",), False),
    ("DITemplateValueParameter", (
        _f("tag", F_TAG, DW_TAG["DW_TAG_template_value_parameter"], max_value=_U16),
        _f("name", F_STR),
        _f("type", F_MD),
        _f("defaulted", F_BOOL),
        _f("value", F_MD, required=True, print_policy=P_ALWAYS),
    ), ("type", "value"), False),
    ("DIGlobalVariable", (
        _f("name", F_STR),
        _f("linkageName", F_STR),
        _f("scope", F_MD, print_policy=P_ALWAYS),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("type", F_MD),
        _f("isLocal", F_BOOL, print_policy=P_ALWAYS),
        _f("isDefinition", F_BOOL, True, print_policy=P_ALWAYS),
        _f("declaration", F_MD),
        _f("templateParams", F_MD),
        _f("align", F_UINT, max_value=_U32),
        _f("annotations", F_MD),
    ), ("scope", "file", "type", "declaration", "templateParams", "annotations"), False),
    ("DILocalVariable", (
        _f("name", F_STR),
        _f("arg", F_UINT, max_value=_U16),
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("type", F_MD),
        _f("flags", F_FLAGS),
        _f("align", F_UINT, max_value=_U32),
        _f("annotations", F_MD),
    ), ("scope", "file", "type", "annotations"), False),
    ("DILabel", (
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
        _f("name", F_STR, required=True),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
    ), ("scope", "file"), False),
    ("DIGlobalVariableExpression", (
        _f("var", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
        _f("expr", F_MD, required=True, print_policy=P_ALWAYS, allow_null=False),
    ), ("var", "expr"), False),
    ("DIObjCProperty", (
        _f("name", F_STR),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("setter", F_STR),
        _f("getter", F_STR),
        _f("attributes", F_UINT, max_value=_U32),
        _f("type", F_MD),
    ), ("file", "type"), False),
    ("DIImportedEntity", (
        _f("tag", F_TAG, required=True, print_policy=P_ALWAYS, max_value=_U16),
        _f("name", F_STR),
        _f("scope", F_MD, required=True, print_policy=P_ALWAYS),
        _f("entity", F_MD),
        _f("file", F_MD),
        _f("line", F_UINT, **_LINE),
        _f("elements", F_MD),
    ), ("scope", "entity", "file", "elements"), False),
    ("DIAssignID", (), (), True),
]  # fmt: skip

DI_NODE_SPECS: tuple[DINodeSpec, ...] = tuple(
    DINodeSpec(i, name, fields, order, {f.name: j for j, f in enumerate(fields)}, distinct)
    for i, (name, fields, order, distinct) in enumerate(_SPEC_LIST)
)
DI_SPEC_BY_NAME: dict[str, DINodeSpec] = {s.name: s for s in DI_NODE_SPECS}
# Node kind ids, for fast dispatch in code generation.
DI_KIND: dict[str, int] = {s.name: s.kind for s in DI_NODE_SPECS}
DILocation_KIND = DI_KIND["DILocation"]
DISubprogram_KIND = DI_KIND["DISubprogram"]
DICompileUnit_KIND = DI_KIND["DICompileUnit"]
DIFile_KIND = DI_KIND["DIFile"]


def field_index(kind_name: str, field: str) -> int:
    """Index of ``field`` in ``DINode.fields`` for nodes of kind ``kind_name``."""
    return DI_SPEC_BY_NAME[kind_name].index[field]


# Field indices the code generator reads most (``node.fields[DILOC_LINE]``).
DILOC_LINE = field_index("DILocation", "line")
DILOC_COLUMN = field_index("DILocation", "column")
DILOC_SCOPE = field_index("DILocation", "scope")
DILOC_INLINED_AT = field_index("DILocation", "inlinedAt")
DILOC_IMPLICIT_CODE = field_index("DILocation", "isImplicitCode")
DISP_NAME = field_index("DISubprogram", "name")
DISP_LINKAGE_NAME = field_index("DISubprogram", "linkageName")
DISP_SCOPE = field_index("DISubprogram", "scope")
DISP_FILE = field_index("DISubprogram", "file")
DISP_LINE = field_index("DISubprogram", "line")
DISP_SCOPE_LINE = field_index("DISubprogram", "scopeLine")
DISP_SP_FLAGS = field_index("DISubprogram", "spFlags")
DISP_UNIT = field_index("DISubprogram", "unit")
DIFILE_FILENAME = field_index("DIFile", "filename")
DIFILE_DIRECTORY = field_index("DIFile", "directory")
DICU_FILE = field_index("DICompileUnit", "file")
DICU_EMISSION_KIND = field_index("DICompileUnit", "emissionKind")

_ORDER_INDICES: tuple[tuple[int, ...], ...] = tuple(
    tuple(s.index[n] for n in s.operand_order) for s in DI_NODE_SPECS
)


class DINode(MDNode):
    """A specialised debug-info node ``!DIxxx(field: value, ...)`` (LLVM: ``DINode`` and its
    subclasses, plus ``DILocation`` and ``GenericDINode``).

    ``kind`` indexes :data:`DI_NODE_SPECS`; ``fields`` holds one value per field of the spec, in
    the spec's order: ints for integer, enumeration and flag fields, bools, ``str | None`` for
    strings, ``Metadata | None`` for references, ``int | Metadata | None`` for signed-or-metadata
    fields and a list of ``Metadata | None`` for GenericDINode's operand list.  ``operands``
    (the MDNode view) is derived from ``fields`` in LLVM's operand order.
    """

    __slots__ = ()

    def __init__(self, kind: int, fields: list[Any], distinct: bool = False) -> None:
        super().__init__([], distinct)
        self.kind = kind
        self.fields = fields
        self.operands = self._derive_operands()

    def _derive_operands(self) -> list[Metadata | None]:
        fields = self.fields
        ops: list[Metadata | None] = []
        for i in _ORDER_INDICES[self.kind]:
            value = fields[i]
            if isinstance(value, list):
                ops.extend(value)
            elif value is None or isinstance(value, Metadata):
                ops.append(value)
        return ops

    def refresh_operands(self) -> None:
        """Recompute ``operands`` after ``fields`` changed (forward references resolved)."""
        self.operands = self._derive_operands()

    @property
    def spec(self) -> DINodeSpec:
        return DI_NODE_SPECS[self.kind]

    @property
    def kind_name(self) -> str:
        return DI_NODE_SPECS[self.kind].name

    def get(self, name: str) -> Any:
        """The value of field ``name`` (``KeyError`` if the node kind has no such field)."""
        return self.fields[DI_NODE_SPECS[self.kind].index[name]]

    def __repr__(self) -> str:
        return f"DINode({self.kind_name})"


def get_debug_loc(node: MDNode) -> tuple[int, int, MDNode, MDNode | None]:
    """A ``!dbg`` location -> ``(line, column, scope, inlinedAt)``."""
    if not isinstance(node, DINode) or node.kind != DILocation_KIND:
        raise MetadataShapeError("!dbg: expected a DILocation")
    f = node.fields
    return f[DILOC_LINE], f[DILOC_COLUMN], f[DILOC_SCOPE], f[DILOC_INLINED_AT]


class DIExpression(MDNode):
    """A DWARF expression ``!DIExpression(DW_OP_plus_uconst, 8, ...)`` (LLVM: ``DIExpression``).

    ``elements`` is a tuple of unsigned 64-bit ints: opcodes followed by their arguments.  It has
    no MDNode operands and is always printed inline.
    """

    __slots__ = ()

    def __init__(self, elements: tuple[int, ...], distinct: bool = False) -> None:
        super().__init__([], distinct)
        self.elements = elements

    def expr_ops(self) -> list[tuple[int, tuple[int, ...]]] | None:
        """The expression split into (opcode, args) pairs, or ``None`` when it cannot be split
        (unknown opcode or missing arguments: LLVM prints such an expression as raw numbers)."""
        elems = self.elements
        out: list[tuple[int, tuple[int, ...]]] = []
        i, n = 0, len(elems)
        while i < n:
            op = elems[i]
            nargs = _DW_OP_NUM_ARGS.get(op)
            if nargs is None or i + 1 + nargs > n:
                return None
            out.append((op, elems[i + 1 : i + 1 + nargs]))
            i += 1 + nargs
        return out

    def fragment(self) -> tuple[int, int] | None:
        """``(offset_in_bits, size_in_bits)`` of a trailing ``DW_OP_LLVM_fragment``, if any."""
        ops = self.expr_ops()
        if ops and ops[-1][0] == DW_OP_LLVM_fragment:
            return ops[-1][1][0], ops[-1][1][1]
        return None

    def __repr__(self) -> str:
        return f"DIExpression{self.elements!r}"


class DIArgList(Metadata):
    """The value list of a variadic ``llvm.dbg.value``: ``!DIArgList(i32 %a, i32 %b)``
    (LLVM: ``DIArgList``); ``args`` are :class:`ValueAsMetadata`.  Printed inline."""

    __slots__ = ("args",)

    def __init__(self, args: list[ValueAsMetadata]) -> None:
        self.args = args


def _operand_key(md: Any, canon: dict[MDNode, MDNode]) -> Any:
    if md is None:
        return None
    if isinstance(md, DIExpression):
        return ("E", md.elements)
    if isinstance(md, MDNode):
        return id(canon.get(md, md))
    if isinstance(md, MDString):
        return ("S", md.string)
    if isinstance(md, ValueAsMetadata):
        v = md.value
        payload = getattr(v, "value", None)
        if isinstance(payload, int):
            return ("I", id(v.type), payload)
        bits = getattr(v, "bits", None)
        if isinstance(bits, int) and type(v).__name__ == "ConstantFP":
            return ("F", id(v.type), bits)
        return ("V", id(v))
    if isinstance(md, list):
        return tuple(_operand_key(x, canon) for x in md)
    if isinstance(md, DIArgList):
        return ("A", tuple(_operand_key(a, canon) for a in md.args))
    return ("O", id(md))


def unique_nodes(nodes: list[MDNode]) -> dict[MDNode, MDNode]:
    """Structural uniquing (LLVM: ``MDNode::uniquify`` / the context's MDTuple and DI node sets):
    returns, for each uniqued node of ``nodes`` that duplicates an earlier one, the node that
    replaces it.  Operands are canonicalised first (iterative post-order, so deep chains are
    fine); a node on a cycle keys on the identity of its not yet canonical operands, as LLVM
    leaves cyclic uniqued nodes apart.  Distinct nodes and DIExpressions are never merged."""
    canon: dict[MDNode, MDNode] = {}
    table: dict[Any, MDNode] = {}
    done: set[int] = set()
    on_stack: set[int] = set()
    # Reverse definition order visits operands before users in the common case (LLVM and
    # clang number a node before the nodes it reaches), so the walk below rarely descends.
    for root in reversed(nodes):
        if id(root) in done:
            continue
        stack: list[tuple[MDNode, int]] = [(root, 0)]
        on_stack.add(id(root))
        while stack:
            node, i = stack[-1]
            ops = node.operands
            pushed = False
            while i < len(ops):
                op = ops[i]
                i += 1
                if isinstance(op, MDNode) and id(op) not in done and id(op) not in on_stack:
                    stack[-1] = (node, i)
                    stack.append((op, 0))
                    on_stack.add(id(op))
                    pushed = True
                    break
            if pushed:
                continue
            stack.pop()
            on_stack.discard(id(node))
            done.add(id(node))
            if node.distinct or isinstance(node, (DIExpression, TempMDNode)):
                continue
            if isinstance(node, DINode):
                key: Any = (
                    "D",
                    node.kind,
                    tuple(f if isinstance(f, (int, str)) else _operand_key(f, canon) for f in node.fields),
                )
            else:
                key = ("T", tuple(_operand_key(op, canon) for op in ops))
            first = table.setdefault(key, node)
            if first is not node:
                canon[node] = first
    return canon


# --------------------------------------------------------------------------------------
# Structured accessors for the kinds code generation reads
# --------------------------------------------------------------------------------------


class MetadataShapeError(ValueError):
    """A metadata node does not have the shape its kind requires."""


def _const(md: Metadata | None, what: str) -> Any:
    if not isinstance(md, ConstantAsMetadata):
        raise MetadataShapeError(f"{what}: expected a constant operand")
    return md.value


def const_int_and_width(md: Metadata | None, what: str = "metadata") -> tuple[int, int]:
    """``(value, bit width)`` of a ``ConstantAsMetadata`` holding an integer constant; the value
    is the constant's signed interpretation."""
    c = _const(md, what)
    value = getattr(c, "value", None)
    width = _int_width(getattr(c, "type", None))
    if not isinstance(value, int) or isinstance(value, bool) or width is None:
        raise MetadataShapeError(f"{what}: expected an integer constant")
    value &= (1 << width) - 1
    if width and value >> (width - 1):
        value -= 1 << width
    return value, width


def _int_width(ty: Any) -> int | None:
    if getattr(ty, "tid", None) != IntegerTyID:
        return None
    bits = getattr(ty, "bits", None)
    return bits if isinstance(bits, int) else None


def _const_int(md: Metadata | None, what: str) -> int:
    return const_int_and_width(md, what)[0]


def _const_uint(md: Metadata | None, what: str) -> int:
    value, width = const_int_and_width(md, what)
    return value & ((1 << width) - 1)


def _string(md: Metadata | None, what: str) -> str:
    if not isinstance(md, MDString):
        raise MetadataShapeError(f"{what}: expected a metadata string")
    return md.string


def _tuple(md: Metadata | None, what: str) -> MDNode:
    if not isinstance(md, MDNode) or isinstance(md, (DINode, DIExpression)):
        raise MetadataShapeError(f"{what}: expected a metadata tuple")
    return md


def get_branch_weights(node: MDNode) -> tuple[int, ...]:
    """``!prof !{!"branch_weights", i32 w0, ...}`` -> the weights (unsigned 32-bit)."""
    ops = _tuple(node, "!prof").operands
    if len(ops) < 2 or not isinstance(ops[0], MDString) or ops[0].string != "branch_weights":
        raise MetadataShapeError('!prof: expected !"branch_weights" and at least one weight')
    return tuple(_const_uint(op, "!prof branch weight") for op in ops[1:])


def get_prof_kind(node: MDNode) -> str:
    """The profile kind of a ``!prof`` node: ``branch_weights``, ``function_entry_count``, ``VP``..."""
    ops = _tuple(node, "!prof").operands
    if not ops:
        raise MetadataShapeError("!prof: empty node")
    return _string(ops[0], "!prof kind")


def get_function_entry_count(node: MDNode) -> tuple[int, bool, tuple[int, ...]]:
    """``!prof !{!"function_entry_count", i64 N, [i64 guid...]}`` (or the ``synthetic_`` form) ->
    ``(count, is_synthetic, imported GUIDs)``."""
    ops = _tuple(node, "!prof").operands
    kind = _string(ops[0], "!prof kind") if ops else ""
    if kind not in ("function_entry_count", "synthetic_function_entry_count") or len(ops) < 2:
        raise MetadataShapeError("!prof: expected a function entry count")
    count = _const_uint(ops[1], "!prof entry count")
    guids = tuple(_const_uint(op, "!prof GUID") for op in ops[2:])
    return count, kind == "synthetic_function_entry_count", guids


def get_value_profile(node: MDNode) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """``!prof !{!"VP", i32 kind, i64 total, (i64 value, i64 count)...}`` ->
    ``(value kind, total count, ((value, count), ...))``."""
    ops = _tuple(node, "!prof").operands
    if len(ops) < 3 or _string(ops[0], "!prof kind") != "VP" or (len(ops) - 3) % 2:
        raise MetadataShapeError("!prof: malformed value profile")
    pairs = tuple(
        (_const_uint(ops[i], "!prof VP value"), _const_uint(ops[i + 1], "!prof VP count"))
        for i in range(3, len(ops), 2)
    )
    return _const_uint(ops[1], "!prof VP kind"), _const_uint(ops[2], "!prof VP total"), pairs


def _ranges(node: MDNode, what: str, allow_full: bool) -> tuple[int, tuple[tuple[int, int], ...]]:
    ops = _tuple(node, what).operands
    if not ops or len(ops) % 2:
        raise MetadataShapeError(f"{what}: expected a non-empty list of [low, high) pairs")
    width = -1
    pairs: list[tuple[int, int]] = []
    for i in range(0, len(ops), 2):
        lo, wl = const_int_and_width(ops[i], what)
        hi, wh = const_int_and_width(ops[i + 1], what)
        if width < 0:
            width = wl
        if wl != width or wh != width:
            raise MetadataShapeError(f"{what}: all bounds must have the same integer type")
        mask = (1 << width) - 1
        lo &= mask
        hi &= mask
        if lo == hi and not (allow_full and lo == mask):
            raise MetadataShapeError(f"{what}: range must not be empty or full")
        pairs.append((lo, hi))
    return width, tuple(pairs)


def get_range(node: MDNode) -> tuple[int, tuple[tuple[int, int], ...]]:
    """``!range !{iN lo, iN hi, ...}`` -> ``(N, ((lo, hi), ...))``: half-open, possibly wrapping
    ranges with bounds as unsigned N-bit values."""
    return _ranges(node, "!range", False)


def get_absolute_symbol(node: MDNode) -> tuple[int, tuple[tuple[int, int], ...]]:
    """``!absolute_symbol`` ranges, as :func:`get_range`; ``(-1, -1)`` is the full set."""
    return _ranges(node, "!absolute_symbol", True)


@dataclass(slots=True, frozen=True)
class PCSection:
    """One section of a ``!pcsections`` node (spec 000): the section name, whether ``!C`` asked
    for ULEB128 compression, and the auxiliary constants as ``(bit width, value)`` pairs."""

    name: str
    compress: bool
    aux: tuple[tuple[int, int], ...]


def get_pc_sections(node: MDNode) -> tuple[PCSection, ...]:
    """``!pcsections !{!"sec[!opts]", !aux..., !"sec2", ...}`` -> the sections in order.

    Each section name may carry options after ``!`` (``C``: compress constants of 2-8 bytes as
    ULEB128); each following tuple ``!{iXX c, ...}`` adds its constants to that section.
    """
    ops = _tuple(node, "!pcsections").operands
    if not ops or not isinstance(ops[0], MDString):
        raise MetadataShapeError("!pcsections: the first operand must be a section name string")
    out: list[PCSection] = []
    name = ""
    compress = False
    aux: list[tuple[int, int]] = []
    for op in ops:
        if isinstance(op, MDString):
            if out or name:
                out.append(PCSection(name, compress, tuple(aux)))
            name, _, opts = op.string.partition("!")
            for ch in opts:
                if ch != "C":
                    raise MetadataShapeError(f"!pcsections: unknown encoding option '{ch}'")
            compress = "C" in opts
            aux = []
        else:
            for c in _tuple(op, "!pcsections aux").operands:
                value, width = const_int_and_width(c, "!pcsections aux constant")
                aux.append((width, value & ((1 << width) - 1)))
    out.append(PCSection(name, compress, tuple(aux)))
    return tuple(out)


def is_nontemporal(node: MDNode) -> bool:
    """``!nontemporal !{i32 1}`` -> True (the only valid shape)."""
    ops = _tuple(node, "!nontemporal").operands
    if len(ops) != 1 or _const_int(ops[0], "!nontemporal") != 1:
        raise MetadataShapeError("!nontemporal: expected !{i32 1}")
    return True


def get_section_prefix(node: MDNode) -> str:
    """``!section_prefix !{!"function_section_prefix", !"hot"}`` -> ``"hot"``."""
    ops = _tuple(node, "!section_prefix").operands
    if len(ops) != 2 or _string(ops[0], "!section_prefix") != "function_section_prefix":
        raise MetadataShapeError('!section_prefix: expected !{!"function_section_prefix", !"prefix"}')
    return _string(ops[1], "!section_prefix")


def get_associated(node: MDNode) -> Any:
    """``!associated !{ptr @g}`` -> the associated global (the IR value)."""
    ops = _tuple(node, "!associated").operands
    if len(ops) != 1 or not isinstance(ops[0], ValueAsMetadata):
        raise MetadataShapeError("!associated: expected a single global value operand")
    return ops[0].value


def get_callees(node: MDNode) -> tuple[Any, ...]:
    """``!callees !{ptr @f, ptr @g}`` -> the possible callees (IR values)."""
    ops = _tuple(node, "!callees").operands
    if not ops:
        raise MetadataShapeError("!callees: expected at least one function")
    return tuple(_const(op, "!callees") for op in ops)


@dataclass(slots=True, frozen=True)
class CallbackEncoding:
    """One ``!callback`` encoding: the broker argument holding the callee, the broker arguments
    passed on (``-1``: unknown), and whether variadic arguments are passed through."""

    callee_arg: int
    payload_args: tuple[int, ...]
    var_args_passthrough: bool


def get_callbacks(node: MDNode) -> tuple[CallbackEncoding, ...]:
    """``!callback !{!{i64 2, i64 -1, i1 false}, ...}`` -> the encodings."""
    out: list[CallbackEncoding] = []
    for enc in _tuple(node, "!callback").operands:
        ops = _tuple(enc, "!callback encoding").operands
        if len(ops) < 2:
            raise MetadataShapeError("!callback: an encoding needs a callee index and a varargs flag")
        callee = _const_int(ops[0], "!callback callee index")
        args = tuple(_const_int(op, "!callback argument") for op in ops[1:-1])
        varargs, width = const_int_and_width(ops[-1], "!callback varargs flag")
        if width != 1:
            raise MetadataShapeError("!callback: the last operand must be an i1")
        out.append(CallbackEncoding(callee, args, varargs != 0))
    if not out:
        raise MetadataShapeError("!callback: expected at least one encoding")
    return tuple(out)


def get_irr_loop_header_weight(node: MDNode) -> int:
    """``!irr_loop !{!"loop_header_weight", i64 100}`` -> 100."""
    ops = _tuple(node, "!irr_loop").operands
    if len(ops) != 2 or _string(ops[0], "!irr_loop") != "loop_header_weight":
        raise MetadataShapeError('!irr_loop: expected !{!"loop_header_weight", i64 N}')
    return _const_uint(ops[1], "!irr_loop weight")


def is_empty_node(node: MDNode, what: str) -> bool:
    """For ``!nonnull``, ``!noundef``, ``!invariant.load``: the node must be ``!{}``."""
    if _tuple(node, what).operands:
        raise MetadataShapeError(f"{what}: expected an empty node")
    return True


def get_bytes(node: MDNode, what: str = "!dereferenceable") -> int:
    """``!dereferenceable``, ``!dereferenceable_or_null``, ``!align``: ``!{i64 N}`` -> N."""
    ops = _tuple(node, what).operands
    if len(ops) != 1:
        raise MetadataShapeError(f"{what}: expected a single i64 operand")
    value, width = const_int_and_width(ops[0], what)
    if width != 64:
        raise MetadataShapeError(f"{what}: expected a single i64 operand")
    return value & ((1 << 64) - 1)


def get_align(node: MDNode) -> int:
    """``!align !{i64 A}`` -> A (a power of two)."""
    a = get_bytes(node, "!align")
    if a == 0 or a & (a - 1):
        raise MetadataShapeError("!align: alignment must be a power of 2")
    return a


def get_invariant_group(node: MDNode) -> MDNode:
    """``!invariant.group !{}`` -> the group node itself (its identity is the group)."""
    is_empty_node(node, "!invariant.group")
    return node


@dataclass(slots=True, frozen=True)
class TBAAAccessTag:
    """A TBAA access tag: base type node, access type node, byte offset, constant-memory flag.
    For the old scalar format the base and access types are the same node and the offset 0."""

    base_type: MDNode
    access_type: MDNode
    offset: int
    is_constant: bool
    is_struct_path: bool

    def access_type_name(self) -> str:
        ops = self.access_type.operands
        return ops[0].string if ops and isinstance(ops[0], MDString) else ""


def get_tbaa_access_tag(node: MDNode) -> TBAAAccessTag:
    """``!tbaa`` -> :class:`TBAAAccessTag`.

    Struct-path tags are ``!{base, access, i64 offset[, i64 1]}`` (the first operand a node);
    scalar tags are type nodes ``!{!"name", parent[, i64 1]}`` used directly as the tag.
    """
    ops = _tuple(node, "!tbaa").operands
    if len(ops) >= 3 and isinstance(ops[0], MDNode):
        base = _tuple(ops[0], "!tbaa base type")
        access = _tuple(ops[1], "!tbaa access type")
        offset = _const_uint(ops[2], "!tbaa offset")
        const = len(ops) >= 4 and _const_int(ops[3], "!tbaa constant flag") != 0
        return TBAAAccessTag(base, access, offset, const, True)
    if not ops or not isinstance(ops[0], MDString):
        raise MetadataShapeError("!tbaa: malformed access tag")
    const = len(ops) >= 3 and _const_int(ops[2], "!tbaa constant flag") != 0
    return TBAAAccessTag(node, node, 0, const, False)


@dataclass(slots=True, frozen=True)
class AliasScope:
    """An alias scope: its node, its domain node, and the optional description strings."""

    scope: MDNode
    domain: MDNode
    name: str | None
    domain_name: str | None


def get_alias_scopes(node: MDNode) -> tuple[AliasScope, ...]:
    """``!alias.scope`` / ``!noalias`` lists ``!{scope, ...}`` with scopes ``!{id, domain[, !"desc"]}``
    and domains ``!{id[, !"desc"]}`` -> the scopes."""
    out: list[AliasScope] = []
    for op in _tuple(node, "!alias.scope").operands:
        sops = _tuple(op, "alias scope").operands
        if len(sops) not in (2, 3):
            raise MetadataShapeError("alias scope: expected !{id, domain[, description]}")
        domain = _tuple(sops[1], "alias scope domain")
        dops = domain.operands
        if len(dops) not in (1, 2):
            raise MetadataShapeError("alias scope domain: expected !{id[, description]}")
        name = sops[2].string if len(sops) == 3 and isinstance(sops[2], MDString) else None
        dname = dops[1].string if len(dops) == 2 and isinstance(dops[1], MDString) else None
        out.append(AliasScope(_tuple(op, "alias scope"), domain, name, dname))
    return tuple(out)


@dataclass(slots=True, frozen=True)
class LoopProperties:
    """A ``!llvm.loop`` loop ID: properties by name (values are the remaining operands, constants
    as ints, strings as str, nodes kept) and the debug locations of the loop (start, end)."""

    properties: dict[str, tuple[Any, ...]]
    locations: tuple[MDNode, ...]

    def has(self, name: str) -> bool:
        return name in self.properties

    def int_value(self, name: str) -> int | None:
        vals = self.properties.get(name)
        if vals and isinstance(vals[0], int):
            return vals[0]
        return None


def get_loop_properties(node: MDNode) -> LoopProperties:
    """``!llvm.loop !0`` with ``!0 = distinct !{!0, !1, ...}``: the first operand refers to the loop
    ID itself; the others are ``!DILocation``s or property tuples ``!{!"llvm.loop.name", args...}``."""
    ops = _tuple(node, "!llvm.loop").operands
    if not ops or ops[0] is not node:
        raise MetadataShapeError("!llvm.loop: the first operand must refer to the loop ID itself")
    props: dict[str, tuple[Any, ...]] = {}
    locs: list[MDNode] = []
    for op in ops[1:]:
        if isinstance(op, DINode) and op.kind == DILocation_KIND:
            locs.append(op)
            continue
        pops = _tuple(op, "!llvm.loop property").operands
        if not pops or not isinstance(pops[0], MDString):
            raise MetadataShapeError("!llvm.loop: a property must start with its name")
        vals: list[Any] = []
        for v in pops[1:]:
            if isinstance(v, ConstantAsMetadata):
                try:
                    vals.append(_const_int(v, "!llvm.loop"))
                except MetadataShapeError:
                    vals.append(v.value)
            elif isinstance(v, MDString):
                vals.append(v.string)
            else:
                vals.append(v)
        props[pops[0].string] = tuple(vals)
    return LoopProperties(props, tuple(locs))


def get_fpmath_accuracy(node: MDNode) -> float:
    """``!fpmath !{float 2.5}`` -> 2.5: the maximum error in ULPs, a positive finite float."""
    ops = _tuple(node, "!fpmath").operands
    if len(ops) != 1:
        raise MetadataShapeError("!fpmath: expected one floating-point operand")
    c = _const(ops[0], "!fpmath")
    bits = getattr(c, "bits", None)
    kind = FP_KIND_NAMES.get(getattr(getattr(c, "type", None), "tid", -1))
    if not isinstance(bits, int) or kind is None or bits < 0:
        conv = getattr(c, "to_float", None)
        if callable(conv):
            value = conv()
            if isinstance(value, float):
                return value
        raise MetadataShapeError("!fpmath: expected a floating-point constant")
    try:
        value = float(to_fraction(kind, bits))
    except ValueError:
        raise MetadataShapeError("!fpmath: accuracy must be finite") from None
    if not value > 0.0:
        raise MetadataShapeError("!fpmath: accuracy must be positive")
    return value


def is_make_implicit(node: MDNode) -> bool:
    """``!make.implicit`` -> True: the node's content is ignored."""
    _tuple(node, "!make.implicit")
    return True


def get_srcloc(node: MDNode) -> tuple[int, ...]:
    """``!srcloc !{i64 N, ...}`` (inline asm source locations) -> the cookies."""
    return tuple(_const_uint(op, "!srcloc") for op in _tuple(node, "!srcloc").operands)


def get_heap_alloc_site_type(node: MDNode) -> MDNode:
    """``!heapallocsite`` -> the allocated type node (a DIType or an empty tuple)."""
    if not isinstance(node, MDNode):
        raise MetadataShapeError("!heapallocsite: expected a node")
    return node


def get_type_ids(node: MDNode) -> tuple[int, Metadata]:
    """``!type !{i64 offset, !"typeid" or !node}`` -> ``(offset, type id)``."""
    ops = _tuple(node, "!type").operands
    if len(ops) < 2:
        raise MetadataShapeError("!type: expected !{i64 offset, type id}")
    tid = ops[1]
    if tid is None:
        raise MetadataShapeError("!type: missing type id")
    return _const_uint(ops[0], "!type offset"), tid


def get_tbaa_struct(node: MDNode) -> tuple[tuple[int, int, MDNode], ...]:
    """``!tbaa.struct !{i64 off, i64 size, !tag, ...}`` -> ``((offset, size, tag), ...)``."""
    ops = _tuple(node, "!tbaa.struct").operands
    if len(ops) % 3:
        raise MetadataShapeError("!tbaa.struct: expected (offset, size, tag) triples")
    return tuple(
        (
            _const_uint(ops[i], "!tbaa.struct offset"),
            _const_uint(ops[i + 1], "!tbaa.struct size"),
            _tuple(ops[i + 2], "!tbaa.struct tag"),
        )
        for i in range(0, len(ops), 3)
    )
