"""What it is (LLVM: lib/IR/DataLayout.cpp, include/llvm/IR/DataLayout.h): the target's memory layout rules.

A module's ``target datalayout = "..."`` string says how IR types occupy memory: byte order,
pointer sizes per address space, ABI and preferred alignments of integers, floats, vectors and
aggregates, the native integer widths, the stack alignment, the symbol mangling style, and a
few address-space defaults.  :class:`DataLayout` parses it and answers the layout questions the
code generator asks (sizes, alignments, struct member offsets, pointer and index widths).

The string
----------
Specifications are separated by ``-``; fields inside one by ``:``.  Sizes are in bits,
alignments in bits and must be whole bytes (stored here in bytes)::

    e / E                   little / big endian
    p[n]:size:abi[:pref[:idx]]   pointer in address space n (size and index width in bits)
    i<size>:abi[:pref]      integer alignment      f<size>:abi[:pref]  floating point
    v<size>:abi[:pref]      vector alignment       a:abi[:pref]        aggregates (no size)
    n<w1>:<w2>...           native (legal) integer widths
    S<size>                 natural stack alignment (0 = unspecified)
    F{i|n}<abi>             function pointer alignment, independent / multiple of function align
    m:{e|o|m|w|x|l|a}       mangling: ELF, Mach-O, MIPS, WinCOFF, WinCOFF x86, GOFF, XCOFF
    A<as> P<as> G<as>       alloca / program / globals address space
    ni:<as>:<as>...         non-integral address spaces
    s...                    deprecated, ignored

Unknown letters and malformed fields are errors with LLVM's messages
(``Trailing separator in datalayout string`` ...), raised as :class:`DataLayoutError`; the
parser turns them into a located diagnostic at the string.  Defaults are LLVM 14's
(``reset``): little endian, 64-bit pointers aligned to 8, i1/i8 1, i16 2, i32 4, i64 4 (pref 8),
half 2, float 4, double 8, f128 16, v64 8, v128 16, aggregates 1 (pref 8), no native widths.

Rules
-----
* Integers with no entry use the next larger specified integer width's alignment, or the
  largest one's (so LLVM 14 gives ``i128`` 8-byte alignment on x86-64).
* Floats with no entry are aligned to the next power of two of their byte size; vectors
  with no entry get the power-of-two ceiling of (element alloc size * count).
* Arrays align like their element; packed structs have ABI alignment 1; a struct's alignment
  is the largest member alignment, raised to the aggregate minimum.
* Store size is the size rounded up to bytes; alloc size is the store size rounded up to the
  ABI alignment (``x86_fp80``: 80 bits, store 10, alloc 16 on x86-64).
* Struct layout (:class:`StructLayout`) places each member at the next offset aligned for it
  (alignment 1 when packed), then pads the end to the struct alignment.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Sequence

from pyllc.ir.types import (
    ArrayTyID,
    BFloatTyID,
    DoubleTyID,
    FixedVectorTyID,
    FloatTyID,
    FP128TyID,
    FunctionTyID,
    HalfTyID,
    IntegerTyID,
    LabelTyID,
    PointerTyID,
    PPC_FP128TyID,
    ScalableVectorTyID,
    StructTyID,
    Type,
    X86_AMXTyID,
    X86_FP80TyID,
    X86_MMXTyID,
)
from pyllc.support.diagnostics import DiagnosticError, SourceLocation

__all__ = [
    "DataLayout",
    "DataLayoutError",
    "StructLayout",
    "parse_data_layout",
    "MM_None",
    "MM_ELF",
    "MM_MachO",
    "MM_WinCOFF",
    "MM_WinCOFFX86",
    "MM_GOFF",
    "MM_Mips",
    "MM_XCOFF",
    "INTEGER_ALIGN",
    "VECTOR_ALIGN",
    "FLOAT_ALIGN",
    "AGGREGATE_ALIGN",
]

# AlignTypeEnum: the spec letters, ordered as LLVM sorts its table ('a' < 'f' < 'i' < 'v').
AGGREGATE_ALIGN = ord("a")
FLOAT_ALIGN = ord("f")
INTEGER_ALIGN = ord("i")
VECTOR_ALIGN = ord("v")

# ManglingModeT
MM_None, MM_ELF, MM_MachO, MM_WinCOFF, MM_WinCOFFX86, MM_GOFF, MM_Mips, MM_XCOFF = range(8)
_MANGLING = {
    "e": MM_ELF,
    "o": MM_MachO,
    "m": MM_Mips,
    "w": MM_WinCOFF,
    "x": MM_WinCOFFX86,
    "l": MM_GOFF,
    "a": MM_XCOFF,
}

# FunctionPtrAlignType
FPAT_Independent = 0
FPAT_MultipleOfFunctionAlign = 1

# (kind, bit width) -> (abi bytes, pref bytes): LLVM 14's DefaultAlignments.
_DEFAULT_ALIGNMENTS: tuple[tuple[int, int, int, int], ...] = (
    (INTEGER_ALIGN, 1, 1, 1),
    (INTEGER_ALIGN, 8, 1, 1),
    (INTEGER_ALIGN, 16, 2, 2),
    (INTEGER_ALIGN, 32, 4, 4),
    (INTEGER_ALIGN, 64, 4, 8),
    (FLOAT_ALIGN, 16, 2, 2),
    (FLOAT_ALIGN, 32, 4, 4),
    (FLOAT_ALIGN, 64, 8, 8),
    (FLOAT_ALIGN, 128, 16, 16),
    (VECTOR_ALIGN, 64, 8, 8),
    (VECTOR_ALIGN, 128, 16, 16),
    (AGGREGATE_ALIGN, 0, 1, 8),
)


class DataLayoutError(ValueError):
    """A malformed datalayout string; the message is LLVM's."""


def _is_pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


def _pow2_ceil(x: int) -> int:
    return 1 if x <= 1 else 1 << (x - 1).bit_length()


def _align_to(x: int, a: int) -> int:
    return (x + a - 1) // a * a


def _split(s: str, sep: str) -> tuple[str, str]:
    """LLVM's ``split`` helper: StringRef::split plus the two separator errors."""
    i = s.find(sep)
    if i < 0:
        return s, ""
    first, second = s[:i], s[i + 1 :]
    if not second:
        raise DataLayoutError("Trailing separator in datalayout string")
    if not first:
        raise DataLayoutError("Expected token before separator in datalayout string")
    return first, second


def _get_int(s: str) -> int:
    """StringRef::getAsInteger(10) into an unsigned int."""
    if not s or not s.isascii() or not s.isdigit():
        raise DataLayoutError("not a number, or does not fit in an unsigned int")
    v = int(s)
    if v >= 1 << 32:
        raise DataLayoutError("not a number, or does not fit in an unsigned int")
    return v


def _get_int_in_bytes(s: str) -> int:
    v = _get_int(s)
    if v % 8:
        raise DataLayoutError("number of bits must be a byte width multiple")
    return v // 8


def _get_addr_space(s: str) -> int:
    v = _get_int(s)
    if v >= 1 << 24:
        raise DataLayoutError("Invalid address space, must be a 24-bit integer")
    return v


class StructLayout:
    """Member offsets and size of one struct type (LLVM: StructLayout)."""

    __slots__ = ("size", "alignment", "is_padded", "member_offsets")

    def __init__(self, dl: DataLayout, ty: Type) -> None:
        if ty.params is None:
            raise ValueError(f"cannot get the layout of opaque struct {ty}")
        size = 0
        struct_align = 1
        padded = False
        offsets: list[int] = []
        packed = ty.packed
        for elem in ty.params:
            a = 1 if packed else dl.get_abi_type_align(elem)
            if size % a:
                padded = True
                size = _align_to(size, a)
            if a > struct_align:
                struct_align = a
            offsets.append(size)
            size += dl.get_type_alloc_size(elem)
        if size % struct_align:
            padded = True
            size = _align_to(size, struct_align)
        self.size = size
        self.alignment = struct_align
        self.is_padded = padded
        self.member_offsets: tuple[int, ...] = tuple(offsets)

    @property
    def size_in_bytes(self) -> int:
        return self.size

    @property
    def size_in_bits(self) -> int:
        return self.size * 8

    def get_element_offset(self, i: int) -> int:
        return self.member_offsets[i]

    def get_element_offset_in_bits(self, i: int) -> int:
        return self.member_offsets[i] * 8

    def get_element_containing_offset(self, offset: int) -> int:
        """The index of the member that contains byte ``offset`` (the last one starting at or before it)."""
        offs = self.member_offsets
        i = bisect_left(offs, offset)
        if i == len(offs) or offs[i] != offset:
            i -= 1
        # Skip back over zero-sized members that start at the same offset.
        while i > 0 and offs[i - 1] == offs[i] and offs[i] == offset:
            i -= 1
        return max(i, 0)


class DataLayout:
    """A parsed datalayout string (LLVM: DataLayout)."""

    __slots__ = (
        "string_representation",
        "big_endian",
        "alloca_addr_space",
        "stack_natural_align",
        "program_addr_space",
        "default_globals_addr_space",
        "function_ptr_align",
        "function_ptr_align_type",
        "mangling_mode",
        "legal_int_widths",
        "non_integral_address_spaces",
        "_align_keys",
        "_align_vals",
        "_pointers",
        "_struct_layouts",
    )

    def __init__(self, text: str = "") -> None:
        self.string_representation = text
        self.big_endian = False
        self.alloca_addr_space = 0
        self.stack_natural_align = 0  # bytes; 0 = unspecified
        self.program_addr_space = 0
        self.default_globals_addr_space = 0
        self.function_ptr_align = 0  # bytes; 0 = unspecified
        self.function_ptr_align_type = FPAT_Independent
        self.mangling_mode = MM_None
        self.legal_int_widths: list[int] = []
        self.non_integral_address_spaces: list[int] = []
        # Sorted (kind, bits) keys and parallel (abi, pref) values.
        self._align_keys: list[tuple[int, int]] = []
        self._align_vals: list[tuple[int, int]] = []
        # addrspace -> (size bits, abi bytes, pref bytes, index bits)
        self._pointers: dict[int, tuple[int, int, int, int]] = {0: (64, 8, 8, 64)}
        self._struct_layouts: dict[Type, StructLayout] = {}
        for kind, bits, abi, pref in _DEFAULT_ALIGNMENTS:
            self._set_alignment(kind, abi, pref, bits)
        if text:
            self._parse_specifier(text)

    # ------------------------------------------------------------------ parsing

    @classmethod
    def parse(cls, text: str) -> DataLayout:
        """Parse a datalayout string; raises :class:`DataLayoutError` with LLVM's message."""
        return cls(text)

    def _set_alignment(self, kind: int, abi: int, pref: int, bits: int) -> None:
        if bits >= 1 << 24:
            raise DataLayoutError("Invalid bit width, must be a 24bit integer")
        if pref < abi:
            raise DataLayoutError("Preferred alignment cannot be less than the ABI alignment")
        key = (kind, bits)
        i = bisect_left(self._align_keys, key)
        if i < len(self._align_keys) and self._align_keys[i] == key:
            self._align_vals[i] = (abi, pref)
        else:
            self._align_keys.insert(i, key)
            self._align_vals.insert(i, (abi, pref))

    def _parse_specifier(self, desc: str) -> None:
        while desc:
            tok_all, desc = _split(desc, "-")
            tok, rest = _split(tok_all, ":")
            if tok == "ni":
                while True:
                    part, rest = _split(rest, ":")
                    asp = _get_int(part)
                    if asp == 0:
                        raise DataLayoutError("Address space 0 can never be non-integral")
                    self.non_integral_address_spaces.append(asp)
                    if not rest:
                        break
                continue
            spec = tok[0]
            tok = tok[1:]
            if spec == "s":
                pass
            elif spec == "E":
                self.big_endian = True
            elif spec == "e":
                self.big_endian = False
            elif spec == "p":
                asp = _get_int(tok) if tok else 0
                if asp >= 1 << 24:
                    raise DataLayoutError("Invalid address space, must be a 24bit integer")
                if not rest:
                    raise DataLayoutError("Missing size specification for pointer in datalayout string")
                tok, rest = _split(rest, ":")
                size_bits = _get_int(tok)
                if not size_bits:
                    raise DataLayoutError("Invalid pointer size of 0 bytes")
                if not rest:
                    raise DataLayoutError("Missing alignment specification for pointer in datalayout string")
                tok, rest = _split(rest, ":")
                abi = _get_int_in_bytes(tok)
                if not _is_pow2(abi):
                    raise DataLayoutError("Pointer ABI alignment must be a power of 2")
                index_bits = size_bits
                pref = abi
                if rest:
                    tok, rest = _split(rest, ":")
                    pref = _get_int_in_bytes(tok)
                    if not _is_pow2(pref):
                        raise DataLayoutError("Pointer preferred alignment must be a power of 2")
                    if rest:
                        tok, rest = _split(rest, ":")
                        index_bits = _get_int(tok)
                        if not index_bits:
                            raise DataLayoutError("Invalid index size of 0 bytes")
                if pref < abi:
                    raise DataLayoutError("Preferred alignment cannot be less than the ABI alignment")
                self._pointers[asp] = (size_bits, abi, pref, index_bits)
            elif spec in "ivfa":
                kind = ord(spec)
                size = _get_int(tok) if tok else 0
                if kind == AGGREGATE_ALIGN and size != 0:
                    raise DataLayoutError("Sized aggregate specification in datalayout string")
                if not rest:
                    raise DataLayoutError("Missing alignment specification in datalayout string")
                tok, rest = _split(rest, ":")
                abi = _get_int_in_bytes(tok)
                if kind != AGGREGATE_ALIGN and not abi:
                    raise DataLayoutError("ABI alignment specification must be >0 for non-aggregate types")
                if abi >= 1 << 16:
                    raise DataLayoutError("Invalid ABI alignment, must be a 16bit integer")
                if abi and not _is_pow2(abi):
                    raise DataLayoutError("Invalid ABI alignment, must be a power of 2")
                pref = abi
                if rest:
                    tok, rest = _split(rest, ":")
                    pref = _get_int_in_bytes(tok)
                if pref >= 1 << 16:
                    raise DataLayoutError("Invalid preferred alignment, must be a 16bit integer")
                if pref and not _is_pow2(pref):
                    raise DataLayoutError("Invalid preferred alignment, must be a power of 2")
                self._set_alignment(kind, abi or 1, pref or 1, size)
            elif spec == "n":
                while True:
                    width = _get_int(tok)
                    if width == 0:
                        raise DataLayoutError("Zero width native integer type in datalayout string")
                    self.legal_int_widths.append(width)
                    if not rest:
                        break
                    tok, rest = _split(rest, ":")
            elif spec == "S":
                a = _get_int_in_bytes(tok)
                if a and not _is_pow2(a):
                    raise DataLayoutError("Alignment is neither 0 nor a power of 2")
                self.stack_natural_align = a
            elif spec == "F":
                kind_ch = tok[:1]
                if kind_ch == "i":
                    self.function_ptr_align_type = FPAT_Independent
                elif kind_ch == "n":
                    self.function_ptr_align_type = FPAT_MultipleOfFunctionAlign
                else:
                    raise DataLayoutError("Unknown function pointer alignment type in datalayout string")
                a = _get_int_in_bytes(tok[1:])
                if a and not _is_pow2(a):
                    raise DataLayoutError("Alignment is neither 0 nor a power of 2")
                self.function_ptr_align = a
            elif spec == "P":
                self.program_addr_space = _get_addr_space(tok)
            elif spec == "A":
                self.alloca_addr_space = _get_addr_space(tok)
            elif spec == "G":
                self.default_globals_addr_space = _get_addr_space(tok)
            elif spec == "m":
                if tok:
                    raise DataLayoutError(
                        "Unexpected trailing characters after mangling specifier in datalayout string"
                    )
                if not rest:
                    raise DataLayoutError("Expected mangling specifier in datalayout string")
                if len(rest) > 1:
                    raise DataLayoutError("Unknown mangling specifier in datalayout string")
                mode = _MANGLING.get(rest)
                if mode is None:
                    raise DataLayoutError("Unknown mangling in datalayout string")
                self.mangling_mode = mode
            else:
                raise DataLayoutError("Unknown specifier in datalayout string")

    # ------------------------------------------------------------------ simple queries

    def is_little_endian(self) -> bool:
        return not self.big_endian

    def is_big_endian(self) -> bool:
        return self.big_endian

    def get_string_representation(self) -> str:
        return self.string_representation

    def is_legal_integer(self, width: int) -> bool:
        """``width`` is one of the ``n`` native integer widths."""
        return width in self.legal_int_widths

    def is_illegal_integer(self, width: int) -> bool:
        return not self.is_legal_integer(width)

    def exceeds_natural_stack_alignment(self, align: int) -> bool:
        return self.stack_natural_align != 0 and align > self.stack_natural_align

    def get_stack_alignment(self) -> int:
        """Natural stack alignment in bytes (0 when the string gives none)."""
        return self.stack_natural_align

    def get_largest_legal_int_width(self) -> int:
        """The widest native integer width, 0 when none is given (getLargestLegalIntTypeSizeInBits)."""
        return max(self.legal_int_widths, default=0)

    def get_smallest_legal_int_width(self, width: int = 0) -> int:
        """The narrowest native width >= ``width``, 0 when there is none (getSmallestLegalIntType)."""
        best = 0
        for w in self.legal_int_widths:
            if w >= width and (best == 0 or w < best):
                best = w
        return best

    def fits_in_legal_integer(self, width: int) -> bool:
        return width <= self.get_largest_legal_int_width()

    def is_non_integral_address_space(self, addrspace: int) -> bool:
        return addrspace in self.non_integral_address_spaces

    def is_non_integral_pointer_type(self, ty: Type) -> bool:
        t = ty.scalar_type()
        return t.tid == PointerTyID and t.addrspace in self.non_integral_address_spaces

    # Mangling (getGlobalPrefix, getPrivateGlobalPrefix, getLinkerPrivateGlobalPrefix).
    def get_global_prefix(self) -> str:
        """'_' for Mach-O and 32-bit Windows COFF, else no prefix."""
        return "_" if self.mangling_mode in (MM_MachO, MM_WinCOFFX86) else ""

    def get_private_global_prefix(self) -> str:
        m = self.mangling_mode
        if m == MM_None:
            return ""
        if m in (MM_ELF, MM_WinCOFF):
            return ".L"
        if m == MM_GOFF:
            return "@"
        if m == MM_Mips:
            return "$"
        if m in (MM_MachO, MM_WinCOFFX86):
            return "L"
        return "L.."  # XCOFF

    def get_linker_private_global_prefix(self) -> str:
        return "l" if self.mangling_mode == MM_MachO else ""

    def has_linker_private_global_prefix(self) -> bool:
        return self.mangling_mode == MM_MachO

    def has_microsoft_fastcall_mangling(self) -> bool:
        return self.mangling_mode == MM_WinCOFFX86

    def does_not_mangle_section_names(self) -> bool:  # named as LLVM's doNotMangleLeadingQuestionMark
        return self.mangling_mode in (MM_WinCOFF, MM_WinCOFFX86)

    def get_function_ptr_align(self) -> int:
        return self.function_ptr_align

    # ------------------------------------------------------------------ pointers

    def _ptr(self, addrspace: int) -> tuple[int, int, int, int]:
        p = self._pointers.get(addrspace)
        if p is None:
            p = self._pointers[0]
        return p

    def get_pointer_size_in_bits(self, addrspace: int = 0) -> int:
        return self._ptr(addrspace)[0]

    def get_pointer_size(self, addrspace: int = 0) -> int:
        """Pointer size in bytes (rounded up, as LLVM's divideCeil)."""
        return (self._ptr(addrspace)[0] + 7) // 8

    def get_pointer_abi_alignment(self, addrspace: int = 0) -> int:
        return self._ptr(addrspace)[1]

    def get_pointer_pref_alignment(self, addrspace: int = 0) -> int:
        return self._ptr(addrspace)[2]

    def get_index_size_in_bits(self, addrspace: int = 0) -> int:
        return self._ptr(addrspace)[3]

    def get_index_size(self, addrspace: int = 0) -> int:
        return (self._ptr(addrspace)[3] + 7) // 8

    def get_max_index_size_in_bits(self) -> int:
        return max(p[3] for p in self._pointers.values())

    def get_pointer_type_size_in_bits(self, ty: Type) -> int:
        """Pointer width of a pointer or vector-of-pointer type's address space."""
        return self.get_pointer_size_in_bits(ty.scalar_type().addrspace)

    def get_index_type_size_in_bits(self, ty: Type) -> int:
        return self.get_index_size_in_bits(ty.scalar_type().addrspace)

    def address_spaces(self) -> list[int]:
        """Address spaces with an explicit ``p`` entry (0 always), ascending."""
        return sorted(self._pointers)

    # ------------------------------------------------------------------ alignment

    def _lookup(self, kind: int, bits: int) -> int:
        return bisect_left(self._align_keys, (kind, bits))

    def get_integer_alignment(self, bits: int, abi: bool = True) -> int:
        """ABI (or preferred) alignment of ``iN``: exact entry, else the next wider, else the widest."""
        keys = self._align_keys
        i = bisect_left(keys, (INTEGER_ALIGN, bits))
        if i == len(keys) or keys[i][0] != INTEGER_ALIGN:
            i -= 1
        v = self._align_vals[i]
        return v[0] if abi else v[1]

    def _get_alignment(self, ty: Type, abi: bool) -> int:
        tid = ty.tid
        if tid == PointerTyID:
            p = self._ptr(ty.addrspace)
            return p[1] if abi else p[2]
        if tid == IntegerTyID:
            return self.get_integer_alignment(ty.bits, abi)
        if tid == ArrayTyID:
            assert ty.elem is not None
            return self._get_alignment(ty.elem, abi)
        if tid == StructTyID:
            if ty.packed and abi:
                return 1
            layout = self.get_struct_layout(ty)
            agg = self._align_vals[self._lookup(AGGREGATE_ALIGN, 0)]
            return max(agg[0] if abi else agg[1], layout.alignment)
        if tid in (HalfTyID, BFloatTyID, FloatTyID, DoubleTyID, PPC_FP128TyID, FP128TyID, X86_FP80TyID):
            bits = self.get_type_size_in_bits(ty)
            i = self._lookup(FLOAT_ALIGN, bits)
            if i < len(self._align_keys) and self._align_keys[i] == (FLOAT_ALIGN, bits):
                v = self._align_vals[i]
                return v[0] if abi else v[1]
            return _pow2_ceil(bits // 8)
        if tid in (X86_MMXTyID, FixedVectorTyID, ScalableVectorTyID):
            bits = self.get_type_size_in_bits(ty)
            i = self._lookup(VECTOR_ALIGN, bits)
            if i < len(self._align_keys) and self._align_keys[i] == (VECTOR_ALIGN, bits):
                v = self._align_vals[i]
                return v[0] if abi else v[1]
            assert ty.elem is not None
            count = ty.count
            assert isinstance(count, int)
            return _pow2_ceil(self.get_type_alloc_size(ty.elem) * count)
        if tid == LabelTyID:
            p = self._ptr(0)
            return p[1] if abi else p[2]
        if tid == X86_AMXTyID:
            return 64
        raise ValueError(f"bad type for alignment: {ty}")

    def get_abi_type_align(self, ty: Type) -> int:
        """ABI alignment in bytes (LLVM: getABITypeAlign)."""
        return self._get_alignment(ty, True)

    def get_pref_type_align(self, ty: Type) -> int:
        """Preferred alignment in bytes (LLVM: getPrefTypeAlign)."""
        return self._get_alignment(ty, False)

    def get_abi_type_alignment(self, ty: Type) -> int:
        return self._get_alignment(ty, True)

    def get_pref_type_alignment(self, ty: Type) -> int:
        return self._get_alignment(ty, False)

    def get_preferred_align(
        self,
        value_type: Type,
        explicit_align: int = 0,
        has_section: bool = False,
        has_initializer: bool = True,
    ) -> int:
        """A global variable's alignment (LLVM: getPreferredAlign(const GlobalVariable*)).

        An explicit alignment with a section is honoured exactly; otherwise the preferred type
        alignment, raised by an explicit one (never below the ABI alignment), and defined
        globals larger than 128 bits without an explicit alignment get at least 16.
        """
        if explicit_align and has_section:
            return explicit_align
        a = self.get_pref_type_align(value_type)
        if explicit_align:
            a = (
                explicit_align
                if explicit_align >= a
                else max(explicit_align, self.get_abi_type_align(value_type))
            )
        if has_initializer and not explicit_align and a < 16 and self.get_type_size_in_bits(value_type) > 128:
            a = 16
        return a

    # ------------------------------------------------------------------ sizes

    def get_type_size_in_bits(self, ty: Type) -> int:
        """Bits of the type's value (LLVM: getTypeSizeInBits; scalable vectors give the minimum)."""
        tid = ty.tid
        if tid == IntegerTyID:
            return ty.bits
        if tid == PointerTyID:
            return self._ptr(ty.addrspace)[0]
        if tid == ArrayTyID:
            assert ty.elem is not None and isinstance(ty.count, int)
            return ty.count * self.get_type_alloc_size_in_bits(ty.elem)
        if tid == StructTyID:
            return self.get_struct_layout(ty).size * 8
        if tid in (HalfTyID, BFloatTyID):
            return 16
        if tid == FloatTyID:
            return 32
        if tid in (DoubleTyID, X86_MMXTyID):
            return 64
        if tid in (PPC_FP128TyID, FP128TyID):
            return 128
        if tid == X86_FP80TyID:
            return 80
        if tid in (FixedVectorTyID, ScalableVectorTyID):
            assert ty.elem is not None and isinstance(ty.count, int)
            return ty.count * self.get_type_size_in_bits(ty.elem)
        if tid == LabelTyID:
            return self._ptr(0)[0]
        if tid == X86_AMXTyID:
            return 8192
        raise ValueError(f"DataLayout::getTypeSizeInBits(): Unsupported type {ty}")

    def get_type_store_size(self, ty: Type) -> int:
        """Bytes a store writes: size rounded up to whole bytes."""
        return (self.get_type_size_in_bits(ty) + 7) // 8

    def get_type_store_size_in_bits(self, ty: Type) -> int:
        return self.get_type_store_size(ty) * 8

    def type_size_equals_store_size(self, ty: Type) -> bool:
        return self.get_type_size_in_bits(ty) == self.get_type_store_size_in_bits(ty)

    def get_type_alloc_size(self, ty: Type) -> int:
        """Bytes between consecutive array elements: store size rounded up to the ABI alignment."""
        return _align_to(self.get_type_store_size(ty), self.get_abi_type_align(ty))

    def get_type_alloc_size_in_bits(self, ty: Type) -> int:
        return self.get_type_alloc_size(ty) * 8

    def get_struct_layout(self, ty: Type) -> StructLayout:
        """The (cached) layout of a struct type."""
        layout = self._struct_layouts.get(ty)
        if layout is None:
            layout = StructLayout(self, ty)
            self._struct_layouts[ty] = layout
        return layout

    def get_indexed_offset_in_type(self, ty: Type, indices: Sequence[int]) -> int:
        """Byte offset of a GEP's constant ``indices`` from a pointer to ``ty`` (LLVM: getIndexedOffsetInType).

        The first index steps over whole ``ty`` objects; later ones select struct members or
        array/vector elements.  Indices are signed Python ints.
        """
        if not indices:
            return 0
        offset = indices[0] * self.get_type_alloc_size(ty)
        cur = ty
        for idx in indices[1:]:
            if cur.tid == StructTyID:
                assert cur.params is not None
                offset += self.get_struct_layout(cur).member_offsets[idx]
                cur = cur.params[idx]
            else:
                assert cur.elem is not None
                cur = cur.elem
                offset += idx * self.get_type_alloc_size(cur)
        return offset

    def is_sized_for_layout(self, ty: Type) -> bool:
        """Whether ``ty`` has a layout at all (not void, label-free function, opaque struct, token...)."""
        if ty.tid == FunctionTyID:
            return False
        return ty.is_sized()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DataLayout):
            return NotImplemented
        return (
            self.big_endian == other.big_endian
            and self.alloca_addr_space == other.alloca_addr_space
            and self.stack_natural_align == other.stack_natural_align
            and self.program_addr_space == other.program_addr_space
            and self.default_globals_addr_space == other.default_globals_addr_space
            and self.function_ptr_align == other.function_ptr_align
            and self.function_ptr_align_type == other.function_ptr_align_type
            and self.mangling_mode == other.mangling_mode
            and self.legal_int_widths == other.legal_int_widths
            and self._align_keys == other._align_keys
            and self._align_vals == other._align_vals
            and self._pointers == other._pointers
        )

    def __hash__(self) -> int:
        return hash(self.string_representation)


def parse_data_layout(text: str, location: SourceLocation | None = None) -> DataLayout:
    """Parse ``text``; a malformed string raises :class:`DiagnosticError` at ``location`` (the string token)."""
    try:
        return DataLayout(text)
    except DataLayoutError as e:
        raise DiagnosticError(location, str(e)) from None
