"""What it is (LLVM: lib/IR/Attributes.cpp, include/llvm/IR/Attributes.td): attributes and attribute lists.

An :class:`AttributeSet` is an immutable, ordered collection of attributes of one
position (function, return value or one parameter).  Each attribute is a
``(kind, name, value)`` triple:

- ``ENUM``: a flag (``nounwind``, ``noundef``); value None.
- ``INT``: an integer attribute (``align 8``, ``dereferenceable(16)``, ``alignstack(16)``).
- ``TYPE``: a type attribute (``byval(%struct.S)``, ``sret(i32)``, ``elementtype(i32)``); value
  is the Type, or None for the legacy type-less ``byval``/``sret`` of typed-pointer IR.
- ``STRING``: ``"key"`` or ``"key"="value"``; value is the value string or None.
- ``OTHER``: a well-formed attribute with a parenthesised payload kept verbatim, which covers
  both old forms (``allocsize(0, 1)``, ``vscale_range(1,16)``, ``uwtable(sync)``) and LLVM 15/16
  attributes this version does not model (``memory(argmem: read)``, ``allockind("alloc")``,
  ``nofpclass(nan)``); value is the text after the name, parentheses included.

An :class:`AttributeList` (LLVM's AttributeList) is the function/return/parameter sets of a
function or call site.  Sets are hashable so the printer can group equal function attribute
sets into ``attributes #N`` groups.
"""

from __future__ import annotations

from typing import Any

ENUM, INT, TYPE, STRING, OTHER = range(5)

ENUM_ATTRS = frozenset(
    """
alwaysinline argmemonly builtin cold convergent disable_sanitizer_instrumentation fnretthunk_extern hot immarg
inaccessiblememonly inaccessiblemem_or_argmemonly inlinehint inreg jumptable minsize mustprogress naked nest
noalias nobuiltin nocallback nocapture nocf_check noduplicate nofree noimplicitfloat noinline nomerge
nonlazybind nonnull noprofile norecurse noredzone noreturn nosanitize_bounds nosanitize_coverage nosync noundef
nounwind null_pointer_is_valid optforfuzzing optnone optsize presplitcoroutine readnone readonly returned
returns_twice safestack sanitize_address sanitize_hwaddress sanitize_memory sanitize_memtag sanitize_thread
shadowcallstack signext skipprofile speculatable speculative_load_hardening ssp sspreq sspstrong strictfp
swiftasync swifterror swiftself uwtable willreturn writeonly zeroext allocalign allocptr dead_on_unwind writable
coro_only_destroy_when_complete noext nofree
""".split()
)
INT_ATTRS = frozenset(("align", "alignstack", "dereferenceable", "dereferenceable_or_null"))
TYPE_ATTRS = frozenset(("byval", "byref", "sret", "preallocated", "inalloca", "elementtype"))
OTHER_ATTRS = frozenset(
    ("allocsize", "vscale_range", "uwtable", "memory", "allockind", "nofpclass", "range", "initializes")
)


class AttributeSet:
    """An immutable ordered set of attributes (see module docstring)."""

    __slots__ = ("items", "_hash")

    def __init__(self, items: tuple[tuple[int, str, Any], ...] = ()) -> None:
        self.items = items
        self._hash = hash(tuple((k, n, id(v) if k == TYPE else v) for k, n, v in items))

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, AttributeSet):
            return NotImplemented
        if len(self.items) != len(other.items):
            return False
        for (k1, n1, v1), (k2, n2, v2) in zip(self.items, other.items):
            if k1 != k2 or n1 != n2 or (v1 is not v2 if k1 == TYPE else v1 != v2):
                return False
        return True

    def has(self, name: str) -> bool:
        """Whether an enum/int/type/other attribute ``name`` (or string key) is present."""
        return any(n == name for _, n, _ in self.items)

    def get(self, name: str, default: Any = None) -> Any:
        for _, n, v in self.items:
            if n == name:
                return v
        return default

    def merged(self, other: AttributeSet) -> AttributeSet:
        """This set plus the attributes of ``other`` not already present (by name)."""
        if not other.items:
            return self
        if not self.items:
            return other
        names = {n for _, n, _ in self.items}
        return AttributeSet(self.items + tuple(i for i in other.items if i[1] not in names))

    def __repr__(self) -> str:
        return f"<AttributeSet {self.items!r}>"


EMPTY = AttributeSet()


class AttributeList:
    """Function, return and parameter attribute sets (LLVM: AttributeList)."""

    __slots__ = ("fn", "ret", "params")

    def __init__(
        self, fn: AttributeSet = EMPTY, ret: AttributeSet = EMPTY, params: list[AttributeSet] | None = None
    ) -> None:
        self.fn = fn
        self.ret = ret
        self.params = params if params is not None else []

    def param(self, i: int) -> AttributeSet:
        return self.params[i] if i < len(self.params) else EMPTY
