"""What it is (LLVM: lib/IR/Module.cpp, Globals.cpp, Function.cpp, Comdat.cpp): modules and global values.

A :class:`Module` owns, in source order, its global variables, functions, aliases and
ifuncs (each list keeps the order the printer writes), plus the module-level strings
(``source_filename``, ``target datalayout``, ``target triple``, ``module asm`` lines),
comdats, identified struct types in order of first mention, named metadata, and the
``uselistorder`` directives (kept verbatim as ``(function name or "", text)`` pairs and
printed back).  ``symbols`` maps a global's name to its value, as LLVM's ValueSymbolTable.

Global values carry LLVM's linkage (``LinkageTypes`` numbers), visibility, DLL storage
class, thread-local mode, unnamed_addr kind, ``dso_local``, partition, and (global objects)
section, alignment, comdat and metadata attachments.
"""

from __future__ import annotations

from typing import Any

from pyllc.ir.attributes import AttributeList, AttributeSet, EMPTY
from pyllc.ir.constants import Constant
from pyllc.ir.context import Context
from pyllc.ir.types import Type
from pyllc.ir.values import Argument, BasicBlock, Value

# GlobalValue::LinkageTypes
(
    ExternalLinkage,
    AvailableExternallyLinkage,
    LinkOnceAnyLinkage,
    LinkOnceODRLinkage,
    WeakAnyLinkage,
    WeakODRLinkage,
    AppendingLinkage,
    InternalLinkage,
    PrivateLinkage,
    ExternalWeakLinkage,
    CommonLinkage,
) = range(11)
LINKAGE_NAMES = (
    "",
    "available_externally",
    "linkonce",
    "linkonce_odr",
    "weak",
    "weak_odr",
    "appending",
    "internal",
    "private",
    "extern_weak",
    "common",
)
LINKAGE_BY_NAME = {n: i for i, n in enumerate(LINKAGE_NAMES) if n}
LINKAGE_BY_NAME["external"] = ExternalLinkage

VISIBILITY_NAMES = ("", "hidden", "protected")
DLL_NAMES = ("", "dllimport", "dllexport")
TLS_NAMES = (
    "",
    "thread_local",
    "thread_local(localdynamic)",
    "thread_local(initialexec)",
    "thread_local(localexec)",
)
TLS_BY_MODEL = {"localdynamic": 2, "initialexec": 3, "localexec": 4}
UNNAMED_ADDR_NAMES = ("", "local_unnamed_addr", "unnamed_addr")

# Comdat::SelectionKind
COMDAT_KINDS = ("any", "exactmatch", "largest", "nodeduplicate", "samesize", "noduplicates")


class Comdat:
    __slots__ = ("name", "kind")

    def __init__(self, name: str, kind: str = "any") -> None:
        self.name = name
        self.kind = kind


class GlobalValue(Constant):
    """Common state of functions, global variables, aliases and ifuncs (LLVM: GlobalValue)."""

    __slots__ = (
        "value_type",
        "linkage",
        "visibility",
        "dll_storage",
        "thread_local",
        "unnamed_addr",
        "dso_local",
        "partition",
        "addrspace",
        "parent",
        "loc",
        "sanitizer",
    )

    def _init_gv(self, ty: Type, value_type: Type, name: str, addrspace: int) -> None:
        self.type = ty
        self.name = name
        self.uses = []
        self.operands: list[Value] = []
        self.value_type = value_type
        self.linkage = ExternalLinkage
        self.visibility = 0
        self.dll_storage = 0
        self.thread_local = 0
        self.unnamed_addr = 0
        self.dso_local = False
        self.partition = ""
        self.addrspace = addrspace
        self.parent: Module | None = None
        self.loc = -1
        self.sanitizer: list[str] = []

    def is_declaration(self) -> bool:
        return False


class GlobalObject(GlobalValue):
    __slots__ = ("section", "align", "comdat", "md")

    def _init_go(self) -> None:
        self.section: str | None = None
        self.align = 0
        self.comdat: Comdat | None = None
        self.md: list[tuple[int, Any]] | None = None


class GlobalVariable(GlobalObject):
    """``@g = [linkage] ... global|constant <type> [initializer]``; the initializer is operand 0."""

    __slots__ = ("is_constant", "externally_initialized", "attrs", "code_model")

    def __init__(self, ty: Type, value_type: Type, name: str, addrspace: int = 0) -> None:
        self._init_gv(ty, value_type, name, addrspace)
        self._init_go()
        self.is_constant = False
        self.externally_initialized = False
        self.attrs: AttributeSet = EMPTY
        self.code_model = ""

    @property
    def initializer(self) -> Constant | None:
        return self.operands[0] if self.operands else None  # pyright: ignore

    def set_initializer(self, c: Value | None) -> None:
        self.drop_all_references()
        if c is not None:
            self.append_operand(c)

    def is_declaration(self) -> bool:
        return not self.operands


class Function(GlobalObject):
    """A function: ``function_type``, ``args``, ``blocks`` (empty for a declaration), calling
    convention ``cc``, ``attrs`` (AttributeList), ``gc``, and the optional ``prefix``,
    ``prologue`` and ``personality`` constants."""

    __slots__ = (
        "function_type",
        "args",
        "blocks",
        "cc",
        "attrs",
        "gc",
        "prefix",
        "prologue",
        "personality",
        "uselistorders",
    )

    def __init__(self, ty: Type, fty: Type, name: str, addrspace: int = 0) -> None:
        self._init_gv(ty, fty, name, addrspace)
        self._init_go()
        self.function_type = fty
        assert fty.params is not None
        self.args = [Argument(p, "", self, i) for i, p in enumerate(fty.params)]
        self.blocks: list[BasicBlock] = []
        self.cc = 0
        self.attrs = AttributeList()
        self.gc: str | None = None
        self.prefix: Constant | None = None
        self.prologue: Constant | None = None
        self.personality: Constant | None = None
        self.uselistorders: list[str] = []

    def is_declaration(self) -> bool:
        return not self.blocks

    def set_extra_constant(self, which: str, c: Constant | None) -> None:
        """Set ``prefix``/``prologue``/``personality``, keeping the use lists right."""
        old = getattr(self, which)
        if old is not None:
            old.uses.remove(self)
        setattr(self, which, c)
        if c is not None:
            c.uses.append(self)


class GlobalAlias(GlobalValue):
    """``@a = [linkage] alias <type>, <aliasee>``; the aliasee is operand 0."""

    __slots__ = ()

    def __init__(self, ty: Type, value_type: Type, name: str, addrspace: int = 0) -> None:
        self._init_gv(ty, value_type, name, addrspace)


class GlobalIFunc(GlobalObject):
    """``@f = [linkage] ifunc <type>, <resolver>``; the resolver is operand 0."""

    __slots__ = ()

    def __init__(self, ty: Type, value_type: Type, name: str, addrspace: int = 0) -> None:
        self._init_gv(ty, value_type, name, addrspace)
        self._init_go()


class Module:
    """LLVM's Module (see the module docstring)."""

    __slots__ = (
        "context",
        "name",
        "source_filename",
        "data_layout",
        "triple",
        "module_asm",
        "globals",
        "functions",
        "aliases",
        "ifuncs",
        "comdats",
        "struct_types",
        "named_metadata",
        "symbols",
        "uselistorders",
        "metadata",
        "md_state",
        "attribute_groups",
        "text",
        "filename",
        "functions_first",
    )

    def __init__(self, name: str, context: Context | None = None) -> None:
        self.context = context or Context()
        self.name = name
        self.source_filename: str | None = None
        self.data_layout: str | None = None
        self.triple: str | None = None
        self.module_asm: list[str] = []
        self.globals: list[GlobalVariable] = []
        self.functions: list[Function] = []
        self.aliases: list[GlobalAlias] = []
        self.ifuncs: list[GlobalIFunc] = []
        self.comdats: dict[str, Comdat] = {}
        self.struct_types: list[Type] = []
        # Named metadata and the numbered metadata table are filled by the metadata reader.
        self.named_metadata: dict[str, Any] = {}
        self.metadata: dict[int, Any] = {}
        self.md_state: Any = None
        self.symbols: dict[str, GlobalValue] = {}
        self.uselistorders: list[str] = []
        self.attribute_groups: dict[int, AttributeSet] = {}
        self.text = ""
        self.filename = name
        # llvm-as 14 crashes on a dso_local_equivalent/no_cfi that forward-references a function
        # (an LLVM 14 bug); modules using them are printed with the functions before the globals,
        # which keeps the order of each list and so denotes the same module.
        self.functions_first = False

    def get_function(self, name: str) -> Function | None:
        v = self.symbols.get(name)
        return v if isinstance(v, Function) else None

    def get_global_variable(self, name: str) -> GlobalVariable | None:
        v = self.symbols.get(name)
        return v if isinstance(v, GlobalVariable) else None

    def instruction_count(self) -> int:
        return sum(len(b.instructions) for f in self.functions for b in f.blocks)
