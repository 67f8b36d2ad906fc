"""What it is (LLVM: include/llvm/MC/TargetRegistry.h, ``TargetRegistry::lookupTarget``, ``InitializeAllTargets``).

Targets register themselves: :func:`initialize_all_targets` imports the ``target_info`` module of every package
under ``pyllc/targets/`` (LLVM's ``LLVMInitialize<T>TargetInfo``), which calls :func:`register_target` with a
:class:`Target` record (names, triple architectures, the TargetMachine class as ``"module:Class"``, the default
triple, the target's own command-line options, the target's MC description class as ``"module:Class"`` and
its passes as data).  Registration imports nothing of the code generator: the pass registry
(``pyllc/codegen/passes/registry.py``) registers every target's ``passes`` when it is loaded.  The
TargetMachine and MC description modules are imported on first use, so start-up never loads a target it
does not need, and ``pyllc-mc`` (:func:`create_mc_target_desc`) never loads the code generator.
``lookup_target(triple)`` returns the TargetMachine class; an unknown architecture is an error worded as llc's
("unable to get target for 'foo', see --version and --triple.").
"""

from __future__ import annotations

import importlib
import pkgutil
import platform
from dataclasses import dataclass
from typing import Any

from pyllc.support.command_line import Option
from pyllc.support.diagnostics import DiagnosticError


@dataclass(frozen=True, slots=True)
class Target:
    """One registered target (LLVM ``Target``)."""

    #: The ``-march`` name and the ``--version`` description (LLVM ``getName``/``getShortDescription``).
    name: str
    description: str
    #: ``"module:Class"`` of the TargetMachine.
    machine: str
    #: Triple architectures (the triple's first component) this target serves.
    arches: tuple[str, ...]
    #: The architecture ``-march`` puts into the triple.
    march_arch: str
    #: The default triple when this target is the host's (LLVM ``sys::getDefaultTargetTriple``), or "".
    default_triple: str = ""
    #: What pyllc supports of it, for the note after "unable to get target"; "" leaves it out of the note.
    supported: str = ""
    #: Listed under ``--version``'s "Registered Targets".
    listed: bool = True
    #: The target's own command-line options (LLVM: the ``cl::opt``s of its library), for every tool run.
    options: tuple[Option, ...] = ()
    #: ``"module:Class"`` of the target's MCTargetDesc (pyllc/mc/target_desc.py), or "" without an MC layer.
    mc: str = ""
    #: The target's passes for the pass registry: (name, banner, kind, prints banners, "module:Class" or "").
    passes: tuple[tuple[str, str, str, bool, str], ...] = ()


_targets: list[Target] = []
_initialized: list[bool] = []
_loaded: dict[str, Any] = {}


def register_target(target: Target) -> None:
    """Add ``target`` to the registry (called by a target's ``target_info`` module)."""
    if all(t.name != target.name for t in _targets):
        _targets.append(target)


def initialize_all_targets() -> None:
    """Import the ``target_info`` module of every target package (LLVM ``InitializeAllTargets``)."""
    if _initialized:
        return
    _initialized.append(True)
    import pyllc.targets

    for info in sorted(pkgutil.iter_modules(pyllc.targets.__path__), key=lambda m: m.name):
        if not info.ispkg:
            continue
        name = f"pyllc.targets.{info.name}.target_info"
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name != name:
                raise


def registered_targets() -> list[Target]:
    """The registered targets in registration order."""
    initialize_all_targets()
    return list(_targets)


def target_options() -> tuple[Option, ...]:
    """Every registered target's own command-line options."""
    return tuple(o for t in registered_targets() for o in t.options)


def default_triple() -> str:
    """The triple used when neither the command line nor the module names one: that of the target serving
    the host's architecture, else of the first target that declares one."""
    host = platform.machine().lower()
    targets = [t for t in registered_targets() if t.default_triple]
    for t in targets:
        if host in t.arches:
            return t.default_triple
    return targets[0].default_triple if targets else ""


def supported_note() -> str:
    """What ``lookup_target`` can find, for the note after "unable to get target"."""
    named = [f"{t.name} ({t.supported})" for t in registered_targets() if t.supported]
    return ", ".join(named) + "; see --version"


def arch_of(triple: str) -> str:
    return triple.split("-", 1)[0]


def march_arch(march: str) -> str:
    """The triple architecture of ``-march`` name ``march``, or ""."""
    for t in registered_targets():
        if t.name == march:
            return t.march_arch
    return ""


def lookup_target_record(triple: str, march: str = "") -> Target:
    """The registered Target for ``triple`` (or ``march`` when given)."""
    arch = march_arch(march) if march else arch_of(triple)
    if march and not arch:
        raise DiagnosticError(None, f"invalid target '{march}'.")
    target = next((t for t in registered_targets() if arch in t.arches), None)
    if target is None:
        raise DiagnosticError(None, f"unable to get target for '{triple}', see --version and --triple.")
    return target


def _load(path: str) -> Any:
    cls = _loaded.get(path)
    if cls is None:
        module, _, name = path.partition(":")
        cls = _loaded[path] = getattr(importlib.import_module(module), name)
    return cls


def lookup_target(triple: str, march: str = "") -> Any:
    """The TargetMachine class for ``triple`` (or ``march`` when given)."""
    return _load(lookup_target_record(triple, march).machine)


def create_mc_target_desc(triple: str, cpu: str = "", features: str = "") -> Any:
    """The target's MCTargetDesc for ``triple`` (LLVM: the MC factories of ``TargetRegistry::lookupTarget``'s
    result); for a target without one, the generic MCTargetDesc (MCAsmInfoELF's dialect; every other part
    refuses)."""
    target = lookup_target_record(triple)
    if target.mc:
        return _load(target.mc)(triple, cpu, features)
    from pyllc.mc.target_desc import MCTargetDesc

    desc = MCTargetDesc(triple, cpu, features)
    desc.name = target.name
    return desc
