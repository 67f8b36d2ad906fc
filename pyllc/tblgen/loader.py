"""Find targets and collect their records from their ``td/`` modules (LLVM: TableGen's ``RecordKeeper``).

What it is: the front end of the generator.  A target is every package ``pyllc/targets/<t>/`` with a ``td/``
sub-package; ``td/__init__.py`` names the target (``NAME = "BPF"``, the prefix of LLVM's generated names) and
lists its record modules in load order (``MODULES``).  A target with backends of its own puts them in
``td/emitters.py`` as ``BACKENDS`` (a tuple of :class:`Backend`), run after the generic ones.

The loader imports the record modules in order and gathers every record bound to a module-level name, in definition order (Python
keeps module namespaces in insertion order, so the result is deterministic).  A record imported from another
module is counted once, in the module that defines it.  Names become record names for instructions
(``MOV32rr = I(...)`` defines ``MOV32rr``); registers, classes and calling conventions carry their own.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

from . import target as generic
from .records import (
    AsmOperandClass,
    AsmParserVariant,
    AssemblerPredicate,
    CalleeSavedRegs,
    CallingConv,
    InstAlias,
    Instruction,
    MnemonicAlias,
    Pat,
    Processor,
    Register,
    RegisterClass,
    RegisterOperand,
    SubRegIndex,
    SubtargetFeature,
)


@dataclass(slots=True)
class RecordKeeper:
    """All records of one target, each list in definition order."""

    name: str
    td_package: str
    sources: dict[str, str] = field(default_factory=lambda: {})
    sub_reg_indices: list[SubRegIndex] = field(default_factory=lambda: [])
    registers: list[Register] = field(default_factory=lambda: [])
    register_classes: list[RegisterClass] = field(default_factory=lambda: [])
    callee_saved: list[CalleeSavedRegs] = field(default_factory=lambda: [])
    instructions: list[tuple[str, Instruction, str]] = field(default_factory=lambda: [])
    patterns: list[Pat] = field(default_factory=lambda: [])
    inst_aliases: list[InstAlias] = field(default_factory=lambda: [])
    mnemonic_aliases: list[MnemonicAlias] = field(default_factory=lambda: [])
    asm_operand_classes: list[AsmOperandClass] = field(default_factory=lambda: [])
    asm_parser_variants: list[AsmParserVariant] = field(default_factory=lambda: [])
    assembler_predicates: list[AssemblerPredicate] = field(default_factory=lambda: [])
    calling_convs: list[CallingConv] = field(default_factory=lambda: [])
    features: list[SubtargetFeature] = field(default_factory=lambda: [])
    processors: list[Processor] = field(default_factory=lambda: [])


@dataclass(frozen=True, slots=True)
class Backend:
    """One generated module: its file name under ``gen/`` and the function writing it from the records.
    ``applies`` says whether the target needs it (the fixed-width backends run only for targets with
    fixed-width encodings)."""

    file_name: str
    emit: Callable[["RecordKeeper"], str]
    applies: Callable[["RecordKeeper"], bool] = lambda rk: True


@dataclass(frozen=True, slots=True)
class TargetDescription:
    """A discovered target: directory name (``bpf``), ``NAME``, the ``td`` package, its record modules and
    its own backends."""

    dir_name: str
    name: str
    td_package: str
    modules: tuple[str, ...]
    backends: tuple[Backend, ...] = ()


def describe_target(td_package: str, dir_name: str = "") -> TargetDescription:
    """The description of the target whose ``td`` package is ``td_package`` (its ``NAME``, ``MODULES`` and,
    if ``td_package.emitters`` exists, its ``BACKENDS``)."""
    pkg = importlib.import_module(td_package)
    backends: tuple[Backend, ...] = ()
    if importlib.util.find_spec(f"{td_package}.emitters") is not None:
        backends = tuple(importlib.import_module(f"{td_package}.emitters").BACKENDS)
    dir_name = dir_name or td_package.rsplit(".", 2)[-2]
    return TargetDescription(dir_name, str(pkg.NAME), td_package, tuple(pkg.MODULES), backends)


def discover_targets(package: str = "pyllc.targets") -> dict[str, TargetDescription]:
    """Every sub-package of ``package`` with a ``td/`` description, by directory name, sorted."""
    pkg = importlib.import_module(package)
    found: dict[str, TargetDescription] = {}
    for base in pkg.__path__:
        for entry in sorted(os.listdir(base)):
            if os.path.isfile(os.path.join(base, entry, "td", "__init__.py")):
                found.setdefault(entry, describe_target(f"{package}.{entry}.td", entry))
    return dict(sorted(found.items()))


def load_description(desc: TargetDescription) -> "RecordKeeper":
    """The records of a discovered target."""
    return load_target(desc.name, desc.td_package, desc.modules)


def _is_defm(val: tuple[object, ...]) -> bool:
    """A module-level tuple of alias records (what a TableGen ``defm`` of aliases defines)."""
    return bool(val) and all(isinstance(a, (InstAlias, MnemonicAlias)) for a in val)


def load_target(name: str, td_package: str, modules: tuple[str, ...]) -> RecordKeeper:
    """Import ``td_package.<module>`` for each module and gather its records."""
    rk = RecordKeeper(name, td_package)
    seen: set[int] = set()
    for gname, inst in generic.generic_instructions():
        rk.instructions.append((gname, inst, "pyllc/tblgen/target.py"))
        seen.add(id(inst))
    for modname in modules:
        mod = importlib.import_module(f"{td_package}.{modname}")
        src = (mod.__file__ or modname).replace("\\", "/")
        rel = src[src.rfind("pyllc/") :] if "pyllc/" in src else src
        rk.sources[modname] = rel
        for key, val in vars(mod).items():
            if id(val) in seen or key.startswith("_"):
                continue
            if isinstance(val, Instruction):
                rk.instructions.append((key, val, rel))
            elif isinstance(val, Register):
                rk.registers.append(val)
            elif isinstance(val, RegisterOperand):
                continue  # an operand of a register class, not a class of its own
            elif isinstance(val, RegisterClass):
                rk.register_classes.append(val)
            elif isinstance(val, SubRegIndex):
                rk.sub_reg_indices.append(val)
            elif isinstance(val, CalleeSavedRegs):
                rk.callee_saved.append(val)
            elif isinstance(val, Pat):
                rk.patterns.append(val)
            elif isinstance(val, InstAlias):
                rk.inst_aliases.append(val)
            elif isinstance(val, MnemonicAlias):
                rk.mnemonic_aliases.append(val)
            elif isinstance(val, tuple) and _is_defm(cast("tuple[object, ...]", val)):
                # ``defm``: the aliases a multiclass-like helper defines, in order.
                for a in cast("tuple[InstAlias | MnemonicAlias, ...]", val):
                    if isinstance(a, InstAlias):
                        rk.inst_aliases.append(a)
                    else:
                        rk.mnemonic_aliases.append(a)
            elif isinstance(val, AsmOperandClass):
                rk.asm_operand_classes.append(val)
            elif isinstance(val, AsmParserVariant):
                rk.asm_parser_variants.append(val)
            elif isinstance(val, AssemblerPredicate):
                rk.assembler_predicates.append(val)
            elif isinstance(val, CallingConv):
                rk.calling_convs.append(val)
            elif isinstance(val, SubtargetFeature):
                rk.features.append(val)
            elif isinstance(val, Processor):
                rk.processors.append(val)
            else:
                continue
            seen.add(id(cast(object, val)))
    names = [n for n, _, _ in rk.instructions]
    if len(set(names)) != len(names):
        dup = sorted({n for n in names if names.count(n) > 1})
        raise ValueError(f"duplicate instruction records: {', '.join(dup)}")
    return rk
