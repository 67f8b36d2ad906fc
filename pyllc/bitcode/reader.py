"""What it is (LLVM: lib/Bitcode/Reader/BitcodeReader.cpp, include/llvm/Bitcode/LLVMBitCodes.h): the reader
of LLVM IR bitcode.  ``parse_bitcode(data, filename)`` builds the same :class:`~pyllc.ir.module.Module`
objects the text parser builds for the same module; ``is_bitcode(data)`` tells bitcode from text by its magic.

How it works
------------
* The top level is scanned once for the IDENTIFICATION, MODULE and STRTAB blocks (the string table that
  holds the names of version-2 module records comes after the module block); then the MODULE block is read
  in order.
* Types (TYPE_BLOCK_NEW) fill a table indexed by type id; an identified struct may be used before its
  record, so a use creates it and its record gives the body.
* Values live in one list indexed by value id: globals, functions, aliases and ifuncs in record order, then
  module constants; a function body appends its arguments, constants and instruction results and drops
  them at its end.  Constants are kept as records and built on first use (their operands may be forward
  references), with an explicit work stack so deep expressions do not exhaust the interpreter's stack.
* In a function, operands are relative value numbers (``InstNum - id``, 32-bit wrap-around; PHI operands
  signed); a reference to a value not yet defined carries its type id and becomes a placeholder that the
  definition replaces (``Never resolved value found in function`` when none comes).
* Metadata blocks (METADATA_BLOCK, METADATA_KIND_BLOCK, METADATA_ATTACHMENT) go to
  :class:`pyllc.bitcode.metadata_loader.MetadataLoader`, with this contract::

      MetadataLoader(module, context, filename, get_type, get_value)
          get_type(type_id) -> Type; get_value(absolute value id, Type | None) -> Value
      parse_kinds(records)                  METADATA_KIND_BLOCK
      parse_module_metadata(records)        module METADATA_BLOCK
      enter_function() / exit_function()    function-local metadata ids live between these
      parse_function_metadata(records)      a function's METADATA_BLOCK
      parse_attachments(records, function, instructions)   METADATA_ATTACHMENT
      get_metadata(idx) -> Metadata | None  metadata operands of calls (wrapped in MetadataAsValue)
      get_debug_loc(line, col, scope_id, ia_id, implicit) -> DILocation   DEBUG_LOC records
      get_kind(bitcode_kind_id) -> int      bitcode kind id -> context kind id
      finish()                              forward references resolved at the module's end

  ``records`` are the lists :meth:`BitstreamCursor.read_block_records` returns.
* Not modelled, as the text reader does not model them either: USELIST blocks (use-list orders; llvm-dis
  prints them only with ``-preserve-ll-uselistorder``, so its output shows them only in the order of its
  ``; preds =`` comments), module summaries (GLOBALVAL_SUMMARY blocks), SYMTAB, the module hash and
  BLOCKADDR_USERS records.  Function bodies are read in the order of their FUNCTION_BLOCKs, which is the
  order of the function records with bodies (the VSTOFFSET/FNENTRY offsets are not needed for that).
* Errors are :class:`~pyllc.bitcode.bitstream.BitcodeError` with LLVM's wording ("Invalid record",
  "Invalid ID", "Invalid type for value", "Never resolved value found in function", ...), printed as
  ``x.bc: error: <message>``; an unexpected exception inside the reader becomes ``Invalid record`` (a
  last resort: the checks are meant to catch malformed input first).
"""

from __future__ import annotations

from typing import Any, Callable

from pyllc.bitcode.bitstream import (
    ENTRY_END_BLOCK,
    ENTRY_RECORD,
    ENTRY_SUBBLOCK,
    BitcodeError,
    BitstreamCursor,
    Record,
    WRAPPER_MAGIC,
    BITCODE_MAGIC,
)
from pyllc.ir import instructions as I
from pyllc.ir.attributes import EMPTY, ENUM, INT, OTHER, STRING, TYPE, AttributeList, AttributeSet
from pyllc.ir.constants import (
    BlockAddress,
    Constant,
    ConstantArray,
    ConstantDataArray,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantStruct,
    ConstantTargetNone,
    ConstantVector,
    DSOLocalEquivalent,
    NoCFIValue,
    get_int,
    get_null,
    get_poison,
    get_token_none,
    get_undef,
    get_zero_aggregate,
)
from pyllc.ir.context import Context
from pyllc.ir.instructions import CallInfo, Instruction
from pyllc.ir.module import (
    COMDAT_KINDS,
    Comdat,
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
    Module,
)
from pyllc.ir.types import (
    ArrayTyID,
    FixedVectorTyID,
    FP_TYPE_IDS,
    FunctionTyID,
    IntegerTyID,
    LabelTyID,
    MetadataTyID,
    PointerTyID,
    ScalableVectorTyID,
    StructTyID,
    TargetExtTyID,
    TokenTyID,
    Type,
    VoidTyID,
    X86_FP80TyID,
    FP128TyID,
    PPC_FP128TyID,
)
from pyllc.ir.values import Argument, BasicBlock, InlineAsm, MetadataAsValue, Value

# Block ids (bitc::BlockIDs).
MODULE_BLOCK_ID = 8
PARAMATTR_BLOCK_ID = 9
PARAMATTR_GROUP_BLOCK_ID = 10
CONSTANTS_BLOCK_ID = 11
FUNCTION_BLOCK_ID = 12
IDENTIFICATION_BLOCK_ID = 13
VALUE_SYMTAB_BLOCK_ID = 14
METADATA_BLOCK_ID = 15
METADATA_ATTACHMENT_ID = 16
TYPE_BLOCK_ID_NEW = 17
USELIST_BLOCK_ID = 18
OPERAND_BUNDLE_TAGS_BLOCK_ID = 21
METADATA_KIND_BLOCK_ID = 22
STRTAB_BLOCK_ID = 23
SYMTAB_BLOCK_ID = 25
SYNC_SCOPE_NAMES_BLOCK_ID = 26

# bitc::AttributeKindCodes -> (attribute kind, name).
ATTR_KINDS: dict[int, str] = {
    1: "align",
    2: "alwaysinline",
    3: "byval",
    4: "inlinehint",
    5: "inreg",
    6: "minsize",
    7: "naked",
    8: "nest",
    9: "noalias",
    10: "nobuiltin",
    11: "nocapture",
    12: "noduplicate",
    13: "noimplicitfloat",
    14: "noinline",
    15: "nonlazybind",
    16: "noredzone",
    17: "noreturn",
    18: "nounwind",
    19: "optsize",
    20: "readnone",
    21: "readonly",
    22: "returned",
    23: "returns_twice",
    24: "signext",
    25: "alignstack",
    26: "ssp",
    27: "sspreq",
    28: "sspstrong",
    29: "sret",
    30: "sanitize_address",
    31: "sanitize_thread",
    32: "sanitize_memory",
    33: "uwtable",
    34: "zeroext",
    35: "builtin",
    36: "cold",
    37: "optnone",
    38: "inalloca",
    39: "nonnull",
    40: "jumptable",
    41: "dereferenceable",
    42: "dereferenceable_or_null",
    43: "convergent",
    44: "safestack",
    45: "argmemonly",
    46: "swiftself",
    47: "swifterror",
    48: "norecurse",
    49: "inaccessiblememonly",
    50: "inaccessiblemem_or_argmemonly",
    51: "allocsize",
    52: "writeonly",
    53: "speculatable",
    54: "strictfp",
    55: "sanitize_hwaddress",
    56: "nocf_check",
    57: "optforfuzzing",
    58: "shadowcallstack",
    59: "speculative_load_hardening",
    60: "immarg",
    61: "willreturn",
    62: "nofree",
    63: "nosync",
    64: "sanitize_memtag",
    65: "preallocated",
    66: "nomerge",
    67: "null_pointer_is_valid",
    68: "noundef",
    69: "byref",
    70: "mustprogress",
    71: "nocallback",
    72: "hot",
    73: "noprofile",
    74: "vscale_range",
    75: "swiftasync",
    76: "nosanitize_coverage",
    77: "elementtype",
    78: "disable_sanitizer_instrumentation",
    79: "nosanitize_bounds",
    80: "allocalign",
    81: "allocptr",
    82: "allockind",
    83: "presplitcoroutine",
    84: "fnretthunk_extern",
    85: "skipprofile",
    86: "memory",
    87: "nofpclass",
    88: "optdebug",
    89: "writable",
    90: "coro_only_destroy_when_complete",
    91: "dead_on_unwind",
}
_INT_ATTR_NAMES = frozenset(("align", "alignstack", "dereferenceable", "dereferenceable_or_null"))

# getDecodedLinkage: bitcode linkage -> GlobalValue::LinkageTypes (pyllc.ir.module numbering).
_LINKAGE = {
    0: 0,
    2: 6,
    3: 7,
    5: 0,
    6: 0,
    7: 9,
    8: 10,
    9: 8,
    12: 1,
    13: 8,
    14: 8,
    15: 0,
    1: 4,
    16: 4,
    10: 5,
    17: 5,
    4: 2,
    18: 2,
    11: 3,
    19: 3,
}
_IMPLICIT_COMDAT_LINKAGE = frozenset((1, 4, 10, 11))
ORDERING = (0, 1, 2, 4, 5, 6, 7)  # bitc::AtomicOrderingCodes -> AtomicOrdering
_UNNAMED_ADDR = (0, 2, 1)  # bitcode (none, global, local) -> pyllc (none, local, global)

# bitc::BinaryOpcodes -> (integer opcode, floating-point opcode or 0)
BINOPS = (
    (I.Add, I.FAdd),
    (I.Sub, I.FSub),
    (I.Mul, I.FMul),
    (I.UDiv, 0),
    (I.SDiv, I.FDiv),
    (I.URem, 0),
    (I.SRem, I.FRem),
    (I.Shl, 0),
    (I.LShr, 0),
    (I.AShr, 0),
    (I.And, 0),
    (I.Or, 0),
    (I.Xor, 0),
)
CASTS = tuple(range(I.Trunc, I.AddrSpaceCast + 1))

MASK32 = 0xFFFFFFFF


def is_bitcode(data: bytes) -> bool:
    """Whether ``data`` starts with the bitcode magic or the bitcode wrapper magic."""
    return data[:4] == BITCODE_MAGIC or (
        len(data) >= 4 and int.from_bytes(data[:4], "little") == WRAPPER_MAGIC
    )


def chars(ops: list[int], start: int = 0) -> str:
    return bytes(c & 255 for c in ops[start:]).decode("utf-8", "surrogateescape")


def decode_signed(v: int) -> int:
    if v & 1:
        return -(v >> 1) if v != 1 else -(1 << 63)
    return v >> 1


def decode_fmf(v: int) -> int:
    """bitcode FastMathFlags -> pyllc's FMF bits (reassoc nnan ninf nsz arcp contract afn)."""
    if v & 1:
        return I.FMF_FAST << I.FMF_SHIFT
    f = (v & 0x7E) | (1 if v & 0x80 else 0)
    return f << I.FMF_SHIFT


class Placeholder(Value):
    """A value referenced before its definition inside a function."""

    __slots__ = ()


class _PendingConstant:
    __slots__ = ("ty", "code", "ops", "blob")

    def __init__(self, ty: Type, code: int, ops: list[int], blob: bytes | None) -> None:
        self.ty = ty
        self.code = code
        self.ops = ops
        self.blob = blob


class BitcodeReader:
    """State of one bitcode module being read (LLVM's BitcodeReader)."""

    def __init__(self, data: bytes, filename: str, context: Context | None) -> None:
        self.filename = filename
        self.cursor = BitstreamCursor(data, filename)
        self.module = Module(filename, context)
        self.ctx = self.module.context
        self.types: list[Type | None] = []
        self.values: list[Value | None] = []
        self.pending: dict[int, _PendingConstant] = {}
        self.strtab = b""
        self.version = 0
        self.opaque = False
        self.attr_groups: dict[int, tuple[int, AttributeSet]] = {}
        self.attr_lists: list[AttributeList] = []
        self.section_names: list[str] = []
        self.gc_names: list[str] = []
        self.comdats: list[Comdat] = []
        self.bundle_tags: list[str] = []
        self.sync_scopes: list[str] = []
        self.with_bodies: list[Function] = []
        self.next_body = 0
        self.global_inits: list[tuple[GlobalValue, int]] = []
        self.fn_extras: list[tuple[Function, str, int]] = []
        self.block_addr_fwd: dict[Function, list[tuple[BlockAddress, int]]] = {}
        self.parsed_bodies: dict[Function, list[BasicBlock]] = {}
        self.fwd: dict[int, Placeholder] = {}
        self.fwd_types: dict[int, int] = {}
        self.fn_base = 0
        self.md: Any = None
        self.pending_struct_name = ""
        self.numbered = 0
        self.alloca_as = -1

    def error(self, message: str) -> BitcodeError:
        return BitcodeError(self.filename, message)

    def align(self, exponent: int) -> int:
        """An encoded alignment: 0 for none, else log2 + 1 (LLVM: parseAlignmentValue)."""
        if exponent > 33:
            raise self.error("Invalid alignment value")
        return 1 << (exponent - 1) if exponent else 0

    # ------------------------------------------------------------------ driver
    def run(self) -> Module:
        c = self.cursor
        module_pos = -1
        while True:
            kind, ident = c.advance()
            if kind == ENTRY_END_BLOCK:
                break
            if kind == ENTRY_RECORD:
                raise self.error("Invalid record")
            if ident == MODULE_BLOCK_ID and module_pos < 0:
                module_pos = c.bit_position()
                c.skip_block()
            elif ident == IDENTIFICATION_BLOCK_ID and module_pos < 0:
                c.enter_subblock(ident)
                for code, ops, _ in c.read_block_records():
                    if code == 2 and ops and ops[0] != 0:  # EPOCH
                        raise self.error("Incompatible epoch: Bitcode '%d' vs current: '0'" % ops[0])
            elif ident == STRTAB_BLOCK_ID and not self.strtab:
                c.enter_subblock(ident)
                for code, _ops, blob in c.read_block_records():
                    if code == 1 and blob is not None:
                        self.strtab = blob
            else:
                c.skip_block()
        if module_pos < 0:
            raise self.error("Malformed IR file")
        c.jump_to_bit(module_pos)
        c.enter_subblock(MODULE_BLOCK_ID)
        self.init_metadata_loader()
        self.parse_module()
        return self.module

    def init_metadata_loader(self) -> None:
        try:
            from pyllc.bitcode import metadata_loader as ML
        except ImportError:
            return
        loader_cls: Any = getattr(ML, "MetadataLoader", None)
        if loader_cls is None:
            return
        self.md = loader_cls(self.module, self.ctx, self.filename, self.get_type, self.get_value)

    # ------------------------------------------------------------------ module block
    def parse_module(self) -> None:
        c = self.cursor
        m = self.module
        while True:
            kind, ident = c.advance()
            if kind == ENTRY_END_BLOCK:
                break
            if kind == ENTRY_SUBBLOCK:
                if ident == TYPE_BLOCK_ID_NEW:
                    c.enter_subblock(ident)
                    self.parse_types(c.read_block_records())
                elif ident == PARAMATTR_GROUP_BLOCK_ID:
                    c.enter_subblock(ident)
                    self.parse_attr_groups(c.read_block_records())
                elif ident == PARAMATTR_BLOCK_ID:
                    c.enter_subblock(ident)
                    self.parse_attr_lists(c.read_block_records())
                elif ident == CONSTANTS_BLOCK_ID:
                    c.enter_subblock(ident)
                    self.parse_constants(c.read_block_records())
                elif ident == METADATA_KIND_BLOCK_ID:
                    c.enter_subblock(ident)
                    recs = c.read_block_records()
                    if self.md is not None:
                        self.md.parse_kinds(recs)
                    else:
                        for code, ops, _ in recs:
                            if code == 6 and ops:
                                self.ctx.get_md_kind_id(chars(ops, 1))
                elif ident == METADATA_BLOCK_ID:
                    c.enter_subblock(ident)
                    recs = c.read_block_records()
                    if self.md is not None:
                        self.md.parse_module_metadata(recs)
                elif ident == VALUE_SYMTAB_BLOCK_ID:
                    c.enter_subblock(ident)
                    self.parse_module_vst(c.read_block_records())
                elif ident == FUNCTION_BLOCK_ID:
                    self.resolve_globals()
                    c.enter_subblock(ident)
                    self.parse_function_body()
                elif ident == OPERAND_BUNDLE_TAGS_BLOCK_ID:
                    c.enter_subblock(ident)
                    self.bundle_tags = [chars(ops) for code, ops, _ in c.read_block_records() if code == 1]
                elif ident == SYNC_SCOPE_NAMES_BLOCK_ID:
                    c.enter_subblock(ident)
                    self.sync_scopes = [chars(ops) for code, ops, _ in c.read_block_records() if code == 1]
                else:
                    c.skip_block()
                continue
            code, ops, _ = c.read_record(ident)
            if code == 1:  # VERSION
                if not ops:
                    raise self.error("Invalid record")
                self.version = ops[0]
                if self.version > 2:
                    raise self.error("Invalid value")
            elif code == 2:
                m.triple = chars(ops)
            elif code == 3:
                layout = chars(ops)
                from pyllc.ir.data_layout import DataLayout, DataLayoutError

                try:  # as llvm-dis-16 checks it (LLVM 14 aborts with the same message)
                    DataLayout(layout)
                except DataLayoutError as e:
                    raise self.error(str(e)) from None
                m.data_layout = layout
            elif code == 4:
                text = chars(ops)
                lines = text.split("\n")
                if lines and lines[-1] == "":
                    lines.pop()
                m.module_asm = lines
            elif code == 5:
                self.section_names.append(chars(ops))
            elif code == 11:
                self.gc_names.append(chars(ops))
            elif code == 12:
                self.parse_comdat(ops)
            elif code == 7:
                self.parse_global_var(ops)
            elif code == 8:
                self.parse_function_record(ops)
            elif code in (14, 18, 9):
                self.parse_alias(code, ops)
            elif code == 16:
                m.source_filename = chars(ops)
            # VSTOFFSET (13), HASH (17), DEPLIB (6) and the rest carry nothing the IR model keeps.
        self.resolve_globals()
        if self.next_body != len(self.with_bodies):
            raise self.error(
                "Never resolved function from blockaddress" if self.block_addr_fwd else "Invalid record"
            )
        if self.block_addr_fwd:
            raise self.error("Never resolved function from blockaddress")
        if self.md is not None:
            self.md.finish()

    def name_from_strtab(self, ops: list[int]) -> tuple[str, list[int]]:
        if self.version < 2:
            return "", ops
        if len(ops) < 2:
            raise self.error("Invalid record")
        off, size = ops[0], ops[1]
        if off + size > len(self.strtab):
            raise self.error("Invalid record")
        return self.strtab[off : off + size].decode("utf-8", "surrogateescape"), ops[2:]

    def parse_comdat(self, ops: list[int]) -> None:
        if self.version >= 2:
            name, ops = self.name_from_strtab(ops)
            if not ops:
                raise self.error("Invalid record")
            sel = ops[0]
        else:
            if len(ops) < 2 or len(ops) < 2 + ops[1]:
                raise self.error("Invalid record")
            sel = ops[0]
            name = chars(ops[2 : 2 + ops[1]])
        if sel < 1 or sel > 5:
            raise self.error("Invalid comdat selection kind")
        cd = self.module.comdats.get(name)
        if cd is None:
            cd = Comdat(name, COMDAT_KINDS[sel - 1])
            self.module.comdats[name] = cd
        self.comdats.append(cd)

    def alloca_addrspace(self) -> int:
        """The ``A<n>`` address space of the data layout (allocas carry it, the record does not)."""
        a = self.alloca_as
        if a < 0:
            a = 0
            for part in (self.module.data_layout or "").split("-"):
                if part[:1] == "A" and part[1:].isdigit():
                    a = int(part[1:])
            self.alloca_as = a
        return a

    def ptr_to(self, ty: Type, addrspace: int) -> Type:
        if self.opaque:
            return self.ctx.pointer_type(None, addrspace)
        return self.ctx.pointer_type(ty, addrspace)

    def add_global_value(self, gv: GlobalValue, name: str) -> None:
        m = self.module
        gv.parent = m
        if name:
            if name in m.symbols:
                raise self.error("Invalid record")
            m.symbols[name] = gv
        self.values.append(gv)

    def linkage(self, raw: int) -> int:
        lk = _LINKAGE.get(raw)
        if lk is None:
            raise self.error("Invalid record")
        return lk

    def set_dso_local(self, gv: GlobalValue, bit: int) -> None:
        implicit = gv.linkage in (7, 8) or (gv.visibility != 0 and gv.linkage != 9)
        gv.dso_local = bool(bit) and not implicit

    def parse_global_var(self, ops: list[int]) -> None:
        name, r = self.name_from_strtab(ops)
        if len(r) < 6:
            raise self.error("Invalid record")
        ty = self.get_type(r[0])
        flags = r[1]
        explicit = flags & 2
        addrspace = 0
        if explicit:
            addrspace = flags >> 2
        else:
            if ty.tid != PointerTyID or ty.pointee is None:
                raise self.error("Invalid type for value")
            addrspace = ty.addrspace
            ty = ty.pointee
        if ty.tid in (FunctionTyID, LabelTyID, VoidTyID, MetadataTyID, TokenTyID):
            raise self.error("Invalid type for value")
        raw_linkage = r[3]
        gv = GlobalVariable(self.ptr_to(ty, addrspace), ty, name, addrspace)
        gv.is_constant = bool(flags & 1)
        gv.linkage = self.linkage(raw_linkage)
        gv.align = self.align(r[4])
        if r[5]:
            if r[5] > len(self.section_names):
                raise self.error("Invalid ID")
            gv.section = self.section_names[r[5] - 1]
        if len(r) > 6 and gv.linkage not in (7, 8):
            gv.visibility = r[6] if r[6] < 3 else 0
        if len(r) > 7:
            if r[7] > 4:
                raise self.error("Invalid record")
            gv.thread_local = r[7]
        if len(r) > 8:
            gv.unnamed_addr = _UNNAMED_ADDR[r[8]] if r[8] < 3 else 0
        if len(r) > 9:
            gv.externally_initialized = bool(r[9])
        if len(r) > 10:
            gv.dll_storage = r[10] if r[10] < 3 else 0
        if len(r) > 11:
            if r[11]:
                if r[11] > len(self.comdats):
                    raise self.error("Invalid global variable comdat ID")
                gv.comdat = self.comdats[r[11] - 1]
        elif raw_linkage in _IMPLICIT_COMDAT_LINKAGE:
            gv.comdat = self.implicit_comdat(name)
        if len(r) > 12 and r[12]:
            al = self.get_attr_list(r[12])
            gv.attrs = al.fn
        if len(r) > 13:
            self.set_dso_local(gv, r[13])
        if len(r) > 15:
            gv.partition = self.strtab_slice(r[14], r[15])
        if len(r) > 16 and r[16]:
            gv.sanitizer = self.sanitizer_flags(r[16])
        if len(r) > 17 and r[17]:
            gv.code_model = ("", "tiny", "small", "kernel", "medium", "large")[r[17]] if r[17] < 6 else ""
        if r[2]:
            self.global_inits.append((gv, r[2] - 1))
        self.module.globals.append(gv)
        self.add_global_value(gv, name)

    @staticmethod
    def sanitizer_flags(v: int) -> list[str]:
        names = (
            "no_sanitize_address",
            "no_sanitize_hwaddress",
            "sanitize_memtag",
            "sanitize_address_dyninit",
        )
        return [n for i, n in enumerate(names) if v >> i & 1]

    def strtab_slice(self, off: int, size: int) -> str:
        if off + size > len(self.strtab):
            raise self.error("Invalid record")
        return self.strtab[off : off + size].decode("utf-8", "surrogateescape")

    def implicit_comdat(self, name: str) -> Comdat:
        cd = self.module.comdats.get(name)
        if cd is None:
            cd = Comdat(name, "any")
            self.module.comdats[name] = cd
        return cd

    def parse_function_record(self, ops: list[int]) -> None:
        name, r = self.name_from_strtab(ops)
        if len(r) < 8:
            raise self.error("Invalid record")
        fty = self.get_type(r[0])
        if fty.tid == PointerTyID and fty.pointee is not None:
            fty = fty.pointee
        if fty.tid != FunctionTyID:
            raise self.error("Invalid type for value")
        cc = r[1]
        if cc > 1023:
            raise self.error("Invalid calling convention ID")
        addrspace = r[16] if len(r) > 16 else 0
        fn = Function(self.ptr_to(fty, addrspace), fty, name, addrspace)
        fn.cc = cc
        is_proto = r[2]
        raw_linkage = r[3]
        fn.linkage = self.linkage(raw_linkage)
        if r[4]:
            al = self.get_attr_list(r[4])
            fn.attrs = AttributeList(al.fn, al.ret, list(al.params))
        fn.align = self.align(r[5])
        if r[6]:
            if r[6] > len(self.section_names):
                raise self.error("Invalid ID")
            fn.section = self.section_names[r[6] - 1]
        if fn.linkage not in (7, 8):
            fn.visibility = r[7] if r[7] < 3 else 0
        if len(r) > 8 and r[8]:
            if r[8] > len(self.gc_names):
                raise self.error("Invalid ID")
            fn.gc = self.gc_names[r[8] - 1]
        if len(r) > 9:
            fn.unnamed_addr = _UNNAMED_ADDR[r[9]] if r[9] < 3 else 0
        if len(r) > 10 and r[10]:
            self.fn_extras.append((fn, "prologue", r[10] - 1))
        if len(r) > 11:
            fn.dll_storage = r[11] if r[11] < 3 else 0
        if len(r) > 12:
            if r[12]:
                if r[12] > len(self.comdats):
                    raise self.error("Invalid function comdat ID")
                fn.comdat = self.comdats[r[12] - 1]
        elif raw_linkage in _IMPLICIT_COMDAT_LINKAGE:
            fn.comdat = self.implicit_comdat(name)
        if len(r) > 13 and r[13]:
            self.fn_extras.append((fn, "prefix", r[13] - 1))
        if len(r) > 14 and r[14]:
            self.fn_extras.append((fn, "personality", r[14] - 1))
        if len(r) > 15:
            self.set_dso_local(fn, r[15])
        if len(r) > 18:
            fn.partition = self.strtab_slice(r[17], r[18])
        self.module.functions.append(fn)
        self.add_global_value(fn, name)
        if not is_proto:
            self.with_bodies.append(fn)

    def parse_alias(self, code: int, ops: list[int]) -> None:
        name, r = self.name_from_strtab(ops)
        if code == 9:  # ALIAS_OLD: [alias type (a pointer), aliasee, linkage, ...]
            if len(r) < 3:
                raise self.error("Invalid record")
            pty = self.get_type(r[0])
            if pty.tid != PointerTyID:
                raise self.error("Invalid type for value")
            vty = pty.pointee if pty.pointee is not None else self.ctx.i8
            addrspace = pty.addrspace
            i = 1
        else:
            if len(r) < 4:
                raise self.error("Invalid record")
            vty = self.get_type(r[0])
            addrspace = r[1]
            i = 2
        aliasee = r[i]
        raw_linkage = r[i + 1]
        i += 2
        ga: GlobalValue
        if code == 18:
            gi = GlobalIFunc(self.ptr_to(vty, 0), vty, name, addrspace)
            self.module.ifuncs.append(gi)
            ga = gi
        else:
            gal = GlobalAlias(self.ptr_to(vty, addrspace), vty, name, addrspace)
            self.module.aliases.append(gal)
            ga = gal
        ga.linkage = self.linkage(raw_linkage)
        if i < len(r):
            if ga.linkage not in (7, 8):
                ga.visibility = r[i] if r[i] < 3 else 0
            i += 1
        if code != 18:
            if i < len(r):
                ga.dll_storage = r[i] if r[i] < 3 else 0
                i += 1
            if i < len(r):
                if r[i] > 4:
                    raise self.error("Invalid record")
                ga.thread_local = r[i]
                i += 1
            if i < len(r):
                ga.unnamed_addr = _UNNAMED_ADDR[r[i]] if r[i] < 3 else 0
                i += 1
        if i < len(r):
            self.set_dso_local(ga, r[i])
            i += 1
        if i + 1 < len(r):
            ga.partition = self.strtab_slice(r[i], r[i + 1])
        self.global_inits.append((ga, aliasee))
        self.add_global_value(ga, name)

    def parse_module_vst(self, recs: list[Record]) -> None:
        """Module-level VALUE_SYMTAB: names of version-1 modules (version 2 keeps only function offsets)."""
        for code, ops, _ in recs:
            if code == 1 and ops:  # VST_ENTRY [valueid, name]
                vid = ops[0]
            elif code == 3 and len(ops) >= 2:  # VST_FNENTRY [valueid, offset, name]
                vid = ops[0]
                ops = [ops[0]] + ops[2:]
            else:
                continue
            if self.version >= 2:
                continue
            if vid >= len(self.values):
                raise self.error("Invalid value ID")
            v = self.values[vid]
            if isinstance(v, GlobalValue):
                name = chars(ops, 1)
                v.name = name
                self.module.symbols[name] = v

    def resolve_globals(self) -> None:
        """Initializers, aliasees and function extras (LLVM: resolveGlobalAndIndirectSymbolInits)."""
        inits, self.global_inits = self.global_inits, []
        for gv, vid in inits:
            if isinstance(gv, GlobalVariable):
                ty = gv.value_type
                c = self.get_value(vid, ty)
                if not isinstance(c, Constant):
                    raise self.error("Expected a constant")
                gv.set_initializer(c)
            else:
                c = self.get_value(vid, None)
                if not isinstance(c, Constant) or c.type.tid != PointerTyID:
                    raise self.error(
                        "Expected an alias or ifunc to be a pointer"
                        if isinstance(c, Constant)
                        else "Expected a constant"
                    )
                if isinstance(gv, GlobalAlias) and c.type is not gv.type and self.opaque:
                    gv.type = c.type
                gv.append_operand(c)
        extras, self.fn_extras = self.fn_extras, []
        for fn, which, vid in extras:
            c = self.get_value(vid, None)
            if not isinstance(c, Constant):
                raise self.error("Expected a constant")
            fn.set_extra_constant(which, c)

    # ------------------------------------------------------------------ types
    def get_type(self, tid: int) -> Type:
        types = self.types
        if tid >= len(types):
            raise self.error("Invalid type")
        t = types[tid]
        if t is None:
            # A forward reference: only an identified struct may be one.
            t = self.ctx.named_struct_type("")
            types[tid] = t
            self.fwd_types[tid] = 1
        return t

    def parse_types(self, recs: list[Record]) -> None:
        ctx = self.ctx
        types = self.types
        n = 0
        has_typed = False
        has_opaque = False
        for code, ops, _ in recs:
            if code == 1:  # NUMENTRY
                if not ops or ops[0] > 1 << 20:
                    raise self.error("Invalid record")
                types.extend([None] * (ops[0] - len(types)))
                continue
            if code == 19:  # STRUCT_NAME
                self.pending_struct_name = chars(ops)
                continue
            if n >= len(types):
                raise self.error("Invalid TYPE table")
            t: Type | None = None
            if code == 2:
                t = ctx.void_ty
            elif code == 10:
                t = ctx.half_ty
            elif code == 23:
                t = ctx.bfloat_ty
            elif code == 3:
                t = ctx.float_ty
            elif code == 4:
                t = ctx.double_ty
            elif code == 13:
                t = ctx.x86_fp80_ty
            elif code == 14:
                t = ctx.fp128_ty
            elif code == 15:
                t = ctx.ppc_fp128_ty
            elif code == 5:
                t = ctx.label_ty
            elif code == 16:
                t = ctx.metadata_ty
            elif code == 17:
                t = ctx.x86_mmx_ty
            elif code == 24:
                t = ctx.x86_amx_ty
            elif code == 22:
                t = ctx.token_ty
            elif code == 7:
                if not ops or ops[0] < 1 or ops[0] > (1 << 23) - 1:
                    raise self.error("Bitwidth for integer type out of range")
                t = ctx.int_type(ops[0])
            elif code == 8:  # POINTER [pointee, addrspace]
                if not ops:
                    raise self.error("Invalid record")
                pointee = self.get_type_checked(ops[0], n)
                if pointee.tid in (VoidTyID, LabelTyID, MetadataTyID, TokenTyID):
                    raise self.error("Invalid type")
                t = ctx.pointer_type(pointee, ops[1] if len(ops) > 1 else 0)
                has_typed = True
            elif code == 25:  # OPAQUE_POINTER [addrspace]
                if not ops:
                    raise self.error("Invalid record")
                t = ctx.pointer_type(None, ops[0])
                has_opaque = True
            elif code == 21 or code == 9:  # FUNCTION [vararg, retty, params...] (OLD: [vararg, attrid, ...])
                skip = 2 if code == 9 else 1
                if len(ops) < skip + 1:
                    raise self.error("Invalid record")
                ret = self.get_type_checked(ops[skip], n)
                params = tuple(self.get_type_checked(p, n) for p in ops[skip + 1 :])
                if ret.tid in (LabelTyID, MetadataTyID, FunctionTyID) or any(
                    p.tid in (VoidTyID, LabelTyID, FunctionTyID) for p in params
                ):
                    raise self.error("Invalid function argument type" if params else "Invalid type")
                t = ctx.function_type(ret, params, bool(ops[0]))
            elif code == 18:  # STRUCT_ANON [packed, elts...]
                if not ops:
                    raise self.error("Invalid record")
                elts = tuple(self.get_type_checked(e, n) for e in ops[1:])
                self.check_struct_elements(elts)
                t = ctx.struct_type(elts, bool(ops[0]))
            elif code == 20 or code == 6:  # STRUCT_NAMED [packed, elts...] / OPAQUE
                t = types[n]
                if t is None:
                    t = ctx.named_struct_type("")
                elif t.tid != StructTyID or n not in self.fwd_types:
                    raise self.error("Invalid record")
                self.fwd_types.pop(n, None)
                self.name_struct(t)
                if code == 20:
                    if not ops:
                        raise self.error("Invalid record")
                    types[n] = t
                    elts = tuple(self.get_type_checked(e, n, allow_self=True) for e in ops[1:])
                    self.check_struct_elements(elts)
                    t.params = elts
                    t.packed = bool(ops[0])
                else:
                    t.params = None
                self.module.struct_types.append(t)
            elif code == 11:  # ARRAY [numelts, eltty]
                if len(ops) < 2:
                    raise self.error("Invalid record")
                e = self.get_type_checked(ops[1], n)
                if e.tid in (VoidTyID, LabelTyID, MetadataTyID, FunctionTyID, TokenTyID, 11) or (
                    e.tid == ScalableVectorTyID
                ):
                    raise self.error("Invalid array type")
                t = ctx.array_type(e, ops[0])
            elif code == 12:  # VECTOR [numelts, eltty, scalable]
                if len(ops) < 2:
                    raise self.error("Invalid record")
                if ops[0] == 0:
                    raise self.error("Invalid vector length")
                e = self.get_type_checked(ops[1], n)
                if e.tid not in (IntegerTyID, PointerTyID) and e.tid not in FP_TYPE_IDS:
                    raise self.error("Invalid type")
                t = ctx.vector_type(e, ops[0], bool(ops[2]) if len(ops) > 2 else False)
            elif code == 26:  # TARGET_TYPE [numtys, tys..., ints...]
                if not ops or ops[0] + 1 > len(ops):
                    raise self.error("Invalid record")
                nt = ops[0]
                tys = tuple(self.get_type_checked(x, n) for x in ops[1 : 1 + nt])
                ints = tuple(ops[1 + nt :])
                t = ctx.target_ext_type(self.pending_struct_name, tys, ints)
                self.pending_struct_name = ""
            else:
                raise self.error("Invalid value")
            if types[n] is not None and code not in (20, 6):
                raise self.error("Invalid TYPE table")  # a forward reference must be an identified struct
            types[n] = t
            n += 1
        if n != len(types):
            raise self.error("Malformed block")
        if self.fwd_types:
            raise self.error("Invalid TYPE table")
        self.opaque = has_opaque or not has_typed
        # LLVM numbers unnamed identified structs in the order the printer meets them; the module lists
        # them in table order, named ones keep their names.
        for t in self.module.struct_types:
            if t.numbered:
                t.name = str(self.numbered)
                self.numbered += 1

    def name_struct(self, t: Type) -> None:
        name = self.pending_struct_name
        self.pending_struct_name = ""
        if name:
            t.name = name
        else:
            t.numbered = True

    def check_struct_elements(self, elts: tuple[Type, ...]) -> None:
        for e in elts:
            if e.tid in (VoidTyID, LabelTyID, MetadataTyID, FunctionTyID, TokenTyID):
                raise self.error("Invalid type")

    def get_type_checked(self, tid: int, cur: int, allow_self: bool = False) -> Type:
        """A type id used inside the type table: a later id may only name an identified struct."""
        if tid >= len(self.types):
            raise self.error("Invalid type")
        t = self.types[tid]
        if t is None:
            if tid == cur and not allow_self:
                raise self.error("Invalid type")
            return self.get_type(tid)
        return t

    # ------------------------------------------------------------------ attributes
    def parse_attr_groups(self, recs: list[Record]) -> None:
        for code, ops, _ in recs:
            if code != 3:
                continue
            if len(ops) < 3:
                raise self.error("Invalid grp record")
            gid, idx = ops[0], ops[1]
            items: list[tuple[int, str, Any]] = []
            i = 2
            n = len(ops)
            while i < n:
                k = ops[i]
                i += 1
                if k == 0 or k == 1:
                    if i >= n:
                        raise self.error("Invalid record")
                    kind = ops[i]
                    i += 1
                    name = ATTR_KINDS.get(kind)
                    if name is None:
                        raise self.error("Unknown attribute kind (%d)" % kind)
                    if k == 0:
                        if name in _INT_ATTR_NAMES or name in (
                            "allocsize",
                            "vscale_range",
                            "memory",
                            "nofpclass",
                        ):
                            raise self.error("Not an enum attribute")
                        items.append((ENUM, name, None))
                    else:
                        if i >= n:
                            raise self.error("Invalid record")
                        v = ops[i]
                        i += 1
                        items.append(self.int_attribute(name, v))
                elif k == 3 or k == 4:
                    j = i
                    while j < n and ops[j] != 0:
                        j += 1
                    key = chars(ops[i:j])
                    i = j + 1
                    val: str | None = None
                    if k == 4:
                        j = i
                        while j < n and ops[j] != 0:
                            j += 1
                        val = chars(ops[i:j])
                        i = j + 1
                    if i > n:
                        raise self.error("Invalid record")
                    items.append((STRING, key, val))
                elif k == 5 or k == 6:
                    if i >= n:
                        raise self.error("Invalid record")
                    kind = ops[i]
                    i += 1
                    name = ATTR_KINDS.get(kind)
                    if name is None:
                        raise self.error("Unknown attribute kind (%d)" % kind)
                    ty: Type | None = None
                    if k == 6:
                        if i >= n:
                            raise self.error("Invalid record")
                        ty = self.get_type(ops[i])
                        i += 1
                    items.append((TYPE, name, ty))
                else:
                    raise self.error("Invalid attribute group entry")
            self.attr_groups[gid] = (idx, AttributeSet(tuple(items)))

    def int_attribute(self, name: str, v: int) -> tuple[int, str, Any]:
        if name in _INT_ATTR_NAMES:
            return (INT, name, v)
        if name == "uwtable":
            return (ENUM, name, None) if v == 2 else (OTHER, name, "(sync)") if v == 1 else (ENUM, name, None)
        if name == "allocsize":
            elem = v >> 32
            num = v & MASK32
            return (OTHER, name, "(%d)" % elem if num == MASK32 else "(%d,%d)" % (elem, num))
        if name == "vscale_range":
            lo = v >> 32
            hi = v & MASK32
            return (OTHER, name, "(%d,%d)" % (lo, hi))
        if name == "memory":
            return (OTHER, name, _memory_text(v))
        if name == "allockind":
            names = ("alloc", "realloc", "free", "uninitialized", "zeroed", "aligned")
            return (OTHER, name, '("%s")' % ",".join(nm for b, nm in enumerate(names) if v >> b & 1))
        if name == "nofpclass":
            return (OTHER, name, "(%s)" % _fpclass_text(v))
        return (INT, name, v)

    def parse_attr_lists(self, recs: list[Record]) -> None:
        for code, ops, _ in recs:
            if code != 2:
                if code == 1:
                    raise self.error("Invalid parameter attribute record")
                continue
            fn = EMPTY
            ret = EMPTY
            params: list[AttributeSet] = []
            for gid in ops:
                g = self.attr_groups.get(gid)
                if g is None:
                    raise self.error("Invalid attribute group ID")
                idx, s = g
                if idx == MASK32:
                    fn = fn.merged(s)
                elif idx == 0:
                    ret = ret.merged(s)
                else:
                    p = idx - 1
                    if p > 1 << 16:
                        raise self.error("Invalid record")
                    while len(params) <= p:
                        params.append(EMPTY)
                    params[p] = params[p].merged(s)
            self.attr_lists.append(AttributeList(fn, ret, params))

    def get_attr_list(self, idx: int) -> AttributeList:
        if idx == 0:
            return AttributeList()
        if idx > len(self.attr_lists):
            raise self.error("Invalid attribute list ID" if False else "Invalid record")
        return self.attr_lists[idx - 1]

    # ------------------------------------------------------------------ values and constants
    def get_value(self, vid: int, ty: Type | None) -> Value:
        """The value with absolute id ``vid`` (LLVM: getFnValueByID); ``ty`` checks its type."""
        values = self.values
        if ty is not None and ty.tid == MetadataTyID:
            return self.metadata_value(vid, ty)
        if vid < len(values):
            v = values[vid]
            if v is None:
                v = self.materialize(vid)
            if ty is not None and v.type is not ty:
                raise self.error("Invalid type for value")
            return v
        if ty is None or vid > len(values) + 1000000:
            raise self.error("Invalid value ID" if ty is not None else "Invalid record")
        if self.fn_base == 0:
            raise self.error("Invalid value ID")
        ph = self.fwd.get(vid)
        if ph is None:
            if ty.tid in (VoidTyID, FunctionTyID, LabelTyID):
                raise self.error("Invalid type for value")
            ph = Placeholder(ty)
            self.fwd[vid] = ph
        elif ph.type is not ty:
            raise self.error("Invalid type for value")
        return ph

    def metadata_value(self, idx: int, ty: Type) -> Value:
        md = self.md.get_metadata(idx) if self.md is not None else None
        if md is None:
            raise self.error("Invalid record")
        return MetadataAsValue(ty, md)

    def parse_constants(self, recs: list[Record]) -> None:
        """A CONSTANTS block: every record becomes a pending constant, built on first use."""
        ctx = self.ctx
        cur = ctx.i32
        values = self.values
        pending = self.pending
        for code, ops, blob in recs:
            if code == 1:  # SETTYPE
                if not ops:
                    raise self.error("Invalid record")
                cur = self.get_type(ops[0])
                if cur.tid in (VoidTyID, FunctionTyID, LabelTyID, MetadataTyID):
                    raise self.error("Invalid constant type")
                continue
            vid = len(values)
            values.append(None)
            pending[vid] = _PendingConstant(cur, code, ops, blob)

    def materialize(self, vid: int) -> Value:
        """Build pending constant ``vid`` and, first, the pending constants it refers to."""
        stack = [vid]
        values = self.values
        pending = self.pending
        busy: set[int] = set()
        while stack:
            top = stack[-1]
            if values[top] is not None:
                stack.pop()
                continue
            pc = pending.get(top)
            if pc is None:
                raise self.error("Invalid record")
            deps = self.constant_deps(pc)
            missing = [d for d in deps if d < len(values) and values[d] is None]
            if missing:
                if top in busy:
                    raise self.error("Invalid constant reference")
                busy.add(top)
                stack.extend(missing)
                if len(stack) > 10_000_000:
                    raise self.error("Invalid record")
                continue
            values[top] = self.build_constant(pc)
            del pending[top]
            stack.pop()
        v = values[vid]
        assert v is not None
        return v

    @staticmethod
    def constant_deps(pc: _PendingConstant) -> list[int]:
        code = pc.code
        ops = pc.ops
        if code == 7:
            return ops
        if code == 10:
            return ops[1:3]
        if code == 11:
            return ops[2:3]
        if code in (12, 20, 24):
            start = 1 if (code == 24 or len(ops) % 2) else 0
            if code == 24:
                start = 2
            return ops[start + 1 :: 2]
        if code == 13:
            return ops[:3]
        if code == 14:
            return [ops[1], ops[3]] if len(ops) >= 4 else ops[:2]
        if code == 15:
            return [ops[0], ops[1], ops[3]] if len(ops) >= 4 else ops[:3]
        if code == 16:
            return ops[:3]
        if code == 19:
            return ops[1:4]
        if code == 17:
            return ops[1:3]
        if code == 25:
            return ops[1:2]
        if code in (21, 27, 29):
            return ops[1:2]
        return []

    def const_operand(self, vid: int, ty: Type) -> Constant:
        v = self.get_value(vid, ty)
        if not isinstance(v, Constant):
            raise self.error("Invalid record")
        return v

    def build_constant(self, pc: _PendingConstant) -> Value:
        ctx = self.ctx
        ty = pc.ty
        code = pc.code
        ops = pc.ops
        tid = ty.tid
        if code == 2:  # NULL
            return self.null_value(ty)
        if code == 3:
            return get_undef(ctx, ty)
        if code == 26:
            return get_poison(ctx, ty)
        if code == 4:  # INTEGER
            if tid != IntegerTyID or not ops:
                raise self.error("Invalid record")
            return get_int(ctx, ty, decode_signed(ops[0]))
        if code == 5:  # WIDE_INTEGER
            if tid != IntegerTyID or not ops:
                raise self.error("Invalid record")
            v = 0
            for i, w in enumerate(ops):
                v |= (decode_signed(w) & 0xFFFFFFFFFFFFFFFF) << (64 * i)
            return get_int(ctx, ty, v)
        if code == 6:  # FLOAT
            if tid not in FP_TYPE_IDS or not ops:
                raise self.error("Invalid record")
            return ConstantFP(ty, self.fp_bits(ty, ops), "")
        if code == 7:  # AGGREGATE
            return self.aggregate(ty, ops)
        if code == 8 or code == 9:  # STRING / CSTRING
            if tid != ArrayTyID and tid != FixedVectorTyID:
                raise self.error("Invalid record")
            data = bytes(x & 255 for x in ops) + (b"\0" if code == 9 else b"")
            if ty.count != len(data) or ty.elem is not ctx.i8:
                raise self.error("Invalid record")
            if tid == FixedVectorTyID:
                return ConstantVector(ty, [get_int(ctx, ctx.i8, b) for b in data])
            return ConstantDataArray(ty, data)
        if code == 22:  # DATA
            return self.data_constant(ty, ops)
        if code == 10:  # CE_BINOP [opcode, lhs, rhs, flags]
            if len(ops) < 3:
                raise self.error("Invalid record")
            opc = self.binop(ops[0], ty)
            if opc < 0:
                return get_undef(ctx, ty)
            a = self.const_operand(ops[1], ty)
            b = self.const_operand(ops[2], ty)
            flags = 0
            if len(ops) > 3:
                flags = self.binop_flags(opc, ops[3])
            return ConstantExpr(ty, opc, [a, b], flags)
        if code == 25:  # CE_UNOP [opcode, opval]
            if len(ops) < 2 or ops[0] != 0 or not ty.is_fp_or_fp_vector():
                raise self.error("Invalid record")
            return ConstantExpr(ty, I.FNeg, [self.const_operand(ops[1], ty)])
        if code == 11:  # CE_CAST [opcode, opty, opval]
            if len(ops) < 3:
                raise self.error("Invalid record")
            if ops[0] >= len(CASTS):
                return get_undef(ctx, ty)
            op = CASTS[ops[0]]
            src = self.get_type(ops[1])
            v = self.const_operand(ops[2], src)
            from pyllc.ir.parser import cast_is_valid

            if not cast_is_valid(op, src, ty):
                raise self.error("Invalid cast")
            return ConstantExpr(ty, op, [v])
        if code in (12, 20, 24):  # CE_GEP
            return self.gep_constant(ty, code, ops)
        if code == 13:  # CE_SELECT
            if len(ops) < 3:
                raise self.error("Invalid record")
            sel = ctx.i1
            if ty.is_vector():
                assert isinstance(ty.count, int)
                sel = ctx.vector_type(ctx.i1, ty.count, tid == ScalableVectorTyID)
            c = self.const_operand(ops[0], sel)
            return ConstantExpr(
                ty, I.Select, [c, self.const_operand(ops[1], ty), self.const_operand(ops[2], ty)]
            )
        if code == 14:  # CE_EXTRACTELT [opty, opval, opty, opval]
            if len(ops) < 3:
                raise self.error("Invalid record")
            vty = self.get_type(ops[0])
            if not vty.is_vector():
                raise self.error("Invalid record")
            vec = self.const_operand(ops[1], vty)
            ity = self.get_type(ops[2]) if len(ops) >= 4 else ctx.i32
            idx = self.const_operand(ops[3] if len(ops) >= 4 else ops[2], ity)
            assert vty.elem is not None
            return ConstantExpr(vty.elem, I.ExtractElement, [vec, idx])
        if code == 15:  # CE_INSERTELT [opval, opval, opty, opval]
            if len(ops) < 3 or not ty.is_vector():
                raise self.error("Invalid record")
            assert ty.elem is not None
            vec = self.const_operand(ops[0], ty)
            elt = self.const_operand(ops[1], ty.elem)
            ity = self.get_type(ops[2]) if len(ops) >= 4 else ctx.i32
            idx = self.const_operand(ops[3] if len(ops) >= 4 else ops[2], ity)
            return ConstantExpr(ty, I.InsertElement, [vec, elt, idx])
        if code == 16 or code == 19:  # CE_SHUFFLEVEC / CE_SHUFVEC_EX
            if code == 16:
                if len(ops) < 3 or not ty.is_vector():
                    raise self.error("Invalid record")
                opty = ty
                rest = ops
            else:
                if len(ops) < 4:
                    raise self.error("Invalid record")
                opty = self.get_type(ops[0])
                rest = ops[1:]
            if not opty.is_vector() or not ty.is_vector():
                raise self.error("Invalid record")
            a = self.const_operand(rest[0], opty)
            b = self.const_operand(rest[1], opty)
            assert isinstance(ty.count, int)
            mty = ctx.vector_type(ctx.i32, ty.count, tid == ScalableVectorTyID)
            mask = self.const_operand(rest[2], mty)
            return ConstantExpr(ty, I.ShuffleVector, [a, b, mask])
        if code == 17:  # CE_CMP [opty, lhs, rhs, pred]
            if len(ops) < 4:
                raise self.error("Invalid record")
            opty = self.get_type(ops[0])
            a = self.const_operand(ops[1], opty)
            b = self.const_operand(ops[2], opty)
            pred = ops[3]
            is_fp = opty.is_fp_or_fp_vector()
            if (is_fp and pred > 15) or (not is_fp and pred not in I.ICMP_NAMES):
                raise self.error("Invalid record")
            return ConstantExpr(ty, I.FCmp if is_fp else I.ICmp, [a, b], pred=pred)
        if code in (18, 23, 28, 30):
            return self.inline_asm(ty, code, ops)
        if code == 21:  # BLOCKADDRESS [fnty, fnval, bb#]
            if len(ops) < 3:
                raise self.error("Invalid record")
            fnty = self.get_type(ops[0])
            fn = self.get_value(ops[1], None)
            if not isinstance(fn, Function) or fn.function_type is not (
                fnty.pointee if fnty.tid == PointerTyID and fnty.pointee is not None else fnty
            ):
                if not isinstance(fn, Function):
                    raise self.error("Invalid record")
            if fn.is_declaration() and fn not in self.with_bodies:
                raise self.error("Invalid ID")
            blocks = self.parsed_bodies.get(fn)
            if blocks is not None:
                if ops[2] >= len(blocks):
                    raise self.error("Invalid ID")
                return BlockAddress(ty, fn, blocks[ops[2]])
            ba = BlockAddress(ty, fn, BasicBlock(ctx.label_ty, "", fn))
            self.block_addr_fwd.setdefault(fn, []).append((ba, ops[2]))
            return ba
        if code == 27 or code == 29:  # DSO_LOCAL_EQUIVALENT / NO_CFI_VALUE [gvty, gv]
            if len(ops) < 2:
                raise self.error("Invalid record")
            gv = self.get_value(ops[1], None)
            if not isinstance(gv, GlobalValue):
                raise self.error("Invalid record")
            cls = DSOLocalEquivalent if code == 27 else NoCFIValue
            self.module.functions_first = True  # as the text parser does (see Module.functions_first)
            return cls(gv.type, [gv])
        raise self.error("Invalid constant code" if code > 30 else "Invalid record")

    def null_value(self, ty: Type) -> Constant:
        ctx = self.ctx
        tid = ty.tid
        if tid == IntegerTyID:
            return get_int(ctx, ty, 0)
        if tid == PointerTyID:
            return get_null(ctx, ty)
        if tid in FP_TYPE_IDS:
            return ConstantFP(ty, 0, "0.0")
        if tid == TokenTyID:
            return get_token_none(ctx)
        if tid == TargetExtTyID:
            return ConstantTargetNone(ty, [])
        if tid in (StructTyID, ArrayTyID, FixedVectorTyID, ScalableVectorTyID):
            return get_zero_aggregate(ctx, ty)
        raise self.error("Invalid type for a constant null value")

    def fp_bits(self, ty: Type, ops: list[int]) -> int:
        tid = ty.tid
        if tid == X86_FP80TyID:
            if len(ops) < 2:
                raise self.error("Invalid record")
            lo = ((ops[1] & 0xFFFF) | (ops[0] << 16)) & 0xFFFFFFFFFFFFFFFF
            hi = (ops[0] >> 48) & 0xFFFF
            return lo | hi << 64
        if tid == FP128TyID or tid == PPC_FP128TyID:
            if len(ops) < 2:
                raise self.error("Invalid record")
            return (ops[0] & 0xFFFFFFFFFFFFFFFF) | (ops[1] & 0xFFFFFFFFFFFFFFFF) << 64
        from pyllc.ir.types import FP_BITS

        return ops[0] & ((1 << FP_BITS[tid]) - 1)

    def aggregate(self, ty: Type, ops: list[int]) -> Constant:
        tid = ty.tid
        if tid == StructTyID:
            elts = ty.params
            if elts is None or len(elts) != len(ops):
                raise self.error("Invalid record")
            return ConstantStruct(ty, [self.const_operand(v, t) for v, t in zip(ops, elts, strict=True)])
        if tid == ArrayTyID or tid == FixedVectorTyID or tid == ScalableVectorTyID:
            assert ty.elem is not None
            if ty.count != len(ops):
                raise self.error("Invalid record")
            e = ty.elem
            items: list[Value] = [self.const_operand(v, e) for v in ops]
            return ConstantArray(ty, items) if tid == ArrayTyID else ConstantVector(ty, items)
        raise self.error("Invalid record")

    def data_constant(self, ty: Type, ops: list[int]) -> Constant:
        ctx = self.ctx
        tid = ty.tid
        if tid not in (ArrayTyID, FixedVectorTyID) or ty.elem is None or ty.count != len(ops):
            raise self.error("Invalid type for value")
        e = ty.elem
        if e.tid == IntegerTyID:
            if e.bits not in (8, 16, 32, 64):
                raise self.error("Invalid type for value")
            if tid == ArrayTyID and e.bits == 8:
                return ConstantDataArray(ty, bytes(x & 255 for x in ops))
            items: list[Value] = [get_int(ctx, e, x) for x in ops]
        elif e.tid in FP_TYPE_IDS and e.tid not in (X86_FP80TyID, FP128TyID, PPC_FP128TyID):
            items = [ConstantFP(e, self.fp_bits(e, [x]), "") for x in ops]
        else:
            raise self.error("Invalid type for value")
        return ConstantArray(ty, items) if tid == ArrayTyID else ConstantVector(ty, items)

    def gep_constant(self, ty: Type, code: int, ops: list[int]) -> Constant:
        i = 0
        src: Type | None = None
        if code == 24 or len(ops) % 2:
            if not ops:
                raise self.error("Invalid record")
            src = self.get_type(ops[0])
            i = 1
        flags = I.INBOUNDS if code == 20 else 0
        inrange = -1
        if code == 24:
            if len(ops) < 2:
                raise self.error("Invalid record")
            f = ops[1]
            if f & 1:
                flags = I.INBOUNDS
            inrange = f >> 1
            i = 2
        elts: list[Value] = []
        while i + 1 < len(ops):
            ety = self.get_type(ops[i])
            elts.append(self.const_operand(ops[i + 1], ety))
            i += 2
        if i != len(ops) or not elts:
            raise self.error("Invalid record")
        base = elts[0].type.scalar_type()
        if base.tid != PointerTyID:
            raise self.error("GEP base operand must be pointer or vector of pointer")
        if src is None:
            if base.pointee is None:
                raise self.error("Invalid record")
            src = base.pointee
        elif base.pointee is not None and base.pointee is not src:
            raise self.error("Explicit gep operator type does not match pointee type of pointer operand")
        if inrange >= len(elts) - 1 and inrange >= 0:
            raise self.error("Invalid record")
        rty = self.gep_result_type(src, elts)
        if rty is not ty and not (rty.tid == PointerTyID and ty.tid == PointerTyID):
            pass
        return ConstantExpr(rty, I.GetElementPtr, list(elts), flags, source_type=src, inrange=inrange)

    def gep_result_type(self, src: Type, ops: list[Value]) -> Type:
        """The type of ``getelementptr src, ops...`` (LLVM: GetElementPtrInst::getGEPReturnType)."""
        ctx = self.ctx
        t: Type = src
        for idx in ops[2:]:
            tid = t.tid
            if tid == StructTyID:
                if t.params is None:
                    raise self.error("Invalid GEP index")
                if not isinstance(idx, ConstantInt):
                    raise self.error("Invalid GEP index")
                k = idx.value
                if k < 0 or k >= len(t.params):
                    raise self.error("Invalid GEP index")
                t = t.params[k]
            elif tid in (ArrayTyID, FixedVectorTyID, ScalableVectorTyID):
                assert t.elem is not None
                t = t.elem
            else:
                raise self.error("Invalid GEP index")
        if not src.is_sized():
            raise self.error("Invalid GEP source type")
        base = ops[0].type
        addrspace = base.scalar_type().addrspace
        res = ctx.pointer_type(None if self.opaque or base.scalar_type().pointee is None else t, addrspace)
        n = 0
        scalable = False
        for o in ops:
            ot = o.type
            if ot.is_vector():
                assert isinstance(ot.count, int)
                n = ot.count
                scalable = ot.tid == ScalableVectorTyID
        if n:
            res = ctx.vector_type(res, n, scalable)
        return res

    def inline_asm(self, ty: Type, code: int, ops: list[int]) -> Value:
        i = 0
        fty: Type | None = None
        if code == 30:
            if not ops:
                raise self.error("Invalid record")
            fty = self.get_type(ops[0])
            i = 1
        if len(ops) < i + 2:
            raise self.error("Invalid record")
        bits = ops[i]
        i += 1
        n = ops[i]
        i += 1
        if i + n >= len(ops) + (1 if False else 0) and i + n > len(ops):
            raise self.error("Invalid record")
        asm = chars(ops[i : i + n])
        i += n
        if i >= len(ops):
            raise self.error("Invalid record")
        m = ops[i]
        i += 1
        if i + m > len(ops):
            raise self.error("Invalid record")
        cons = chars(ops[i : i + m])
        if fty is None:
            if ty.tid != PointerTyID or ty.pointee is None or ty.pointee.tid != FunctionTyID:
                raise self.error("Invalid record")
            fty = ty.pointee
        if fty.tid != FunctionTyID:
            raise self.error("Invalid record")
        can_throw = bool(bits >> 3 & 1) if code in (28, 30) else False
        dialect = bits >> 2 & 1 if code != 18 else 0
        return InlineAsm(ty, fty, asm, cons, bool(bits & 1), bool(bits >> 1 & 1), dialect, can_throw)

    def binop(self, code: int, ty: Type) -> int:
        if code >= len(BINOPS):
            return -1
        iop, fop = BINOPS[code]
        if ty.is_fp_or_fp_vector():
            return fop if fop else -1
        if not ty.is_int_or_int_vector():
            return -1
        return iop

    @staticmethod
    def binop_flags(opc: int, v: int) -> int:
        if opc in I.WRAP_OPS:
            return (I.NUW if v & 1 else 0) | (I.NSW if v & 2 else 0)
        if opc in I.EXACT_OPS:
            return I.EXACT if v & 1 else 0
        if opc == I.Or:
            return I.DISJOINT if v & 1 else 0
        if opc in I.FP_BINARY_OPS:
            return decode_fmf(v)
        return 0

    # ------------------------------------------------------------------ functions
    def parse_function_body(self) -> None:
        from pyllc.bitcode.reader_function import FunctionBodyReader

        if self.next_body >= len(self.with_bodies):
            raise self.error("Insufficient function protos")
        fn = self.with_bodies[self.next_body]
        self.next_body += 1
        FunctionBodyReader(self, fn).run()


def _memory_text(v: int) -> str:
    """MemoryEffects as LLVM 16 prints it: ``(read)``, ``(argmem: readwrite)``, ``(none)``..."""
    names = ("none", "read", "write", "readwrite")
    arg = v & 3
    inacc = v >> 2 & 3
    other = v >> 4 & 3
    parts: list[str] = []
    if other != 0 or (arg == other and inacc == other):
        parts.append(names[other])
    if arg != other:
        parts.append("argmem: " + names[arg])
    if inacc != other:
        parts.append("inaccessiblemem: " + names[inacc])
    return "(" + ", ".join(parts) + ")"


_FPCLASS = (
    (0x3FF, "all"),
    (0x3, "nan"),
    (0x1, "snan"),
    (0x2, "qnan"),
    (0x204, "inf"),
    (0x4, "ninf"),
    (0x200, "pinf"),
    (0x60, "zero"),
    (0x20, "nzero"),
    (0x40, "pzero"),
    (0x90, "sub"),
    (0x10, "nsub"),
    (0x80, "psub"),
    (0x108, "norm"),
    (0x8, "nnorm"),
    (0x100, "pnorm"),
)


def _fpclass_text(v: int) -> str:
    parts: list[str] = []
    for mask, name in _FPCLASS:
        if v & mask == mask:
            parts.append(name)
            v &= ~mask
    return " ".join(parts)


def parse_bitcode(data: bytes, filename: str, context: Context | None = None) -> Module:
    """The module in the bitcode ``data`` (``filename`` names it in diagnostics and the ModuleID)."""
    try:
        return BitcodeReader(data, filename, context).run()
    except BitcodeError:
        raise
    except RecursionError:
        raise BitcodeError(filename, "Invalid record") from None
    except (IndexError, KeyError, ValueError, TypeError, AttributeError, AssertionError, OverflowError):
        raise BitcodeError(filename, "Invalid record") from None


_unused: tuple[Callable[..., Any], ...] = (Argument, Instruction, CallInfo)  # re-exported for the body reader
