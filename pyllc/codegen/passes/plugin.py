"""What it is (pyllc's counterpart of llc's ``-load=<plugin>``, LLVM: lib/Support/PluginLoader.cpp; and of
``TargetPassConfig::insertPass``).

``-load-pass=SPEC`` loads a machine pass written in Python and registers it under its pass name, so that
``-run-pass``, ``-stop-after``, ``-print-after`` and ``-insert-pass-after`` know it.  ``SPEC`` is
``module:Class`` (an importable module) or ``path/to/file.py:Class`` (a file, loaded as a module of its
own).  The class must derive from :class:`~pyllc.codegen.passes.machine_function_pass.MachineFunctionPass`
and have a ``name``.  Every failure is a diagnostic naming the flag (exit status 1), never a traceback; a
syntax error in the file points at its line.

``-insert-pass-after=TARGET:PASS`` / ``-insert-pass-before=TARGET:PASS`` put ``PASS`` into the normal pipeline
after (before) every instance of ``TARGET``, as ``insertPass`` does in LLVM (llc has no command-line flag for
it; these names are pyllc's).
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from typing import TYPE_CHECKING, Any, Sequence

from pyllc.support.diagnostics import DiagnosticError, SourceLocation

if TYPE_CHECKING:
    from pyllc.codegen.passes.manager import PipelineEntry


def _load_module(spec: str, where: str) -> Any:
    flag = f"-load-pass={spec}"
    if where.endswith(".py") or os.sep in where or "/" in where:
        path = where
        if not os.path.isfile(path):
            raise DiagnosticError(None, f"{flag}: cannot open '{path}': No such file or directory")
        name = "pyllc_pass_plugin_" + os.path.splitext(os.path.basename(path))[0].replace("-", "_")
        mspec = importlib.util.spec_from_file_location(name, path)
        if mspec is None or mspec.loader is None:
            raise DiagnosticError(None, f"{flag}: cannot load '{path}' as a Python module")
        module = importlib.util.module_from_spec(mspec)
        sys.modules[name] = module
        try:
            mspec.loader.exec_module(module)
        except SyntaxError as e:
            sys.modules.pop(name, None)
            loc = SourceLocation(path, e.lineno or 0, e.offset or 0, e.text)
            raise DiagnosticError(loc, f"{flag}: {e.msg}") from None
        except Exception as e:
            sys.modules.pop(name, None)
            raise DiagnosticError(None, f"{flag}: loading '{path}' failed: {type(e).__name__}: {e}") from None
        return module
    try:
        return importlib.import_module(where)
    except ModuleNotFoundError as e:
        raise DiagnosticError(None, f"{flag}: no module named '{e.name or where}'") from None
    except Exception as e:
        raise DiagnosticError(None, f"{flag}: importing '{where}' failed: {type(e).__name__}: {e}") from None


def load_pass(spec: str) -> type:
    """Load and register the pass class of one ``-load-pass`` value; returns the class."""
    from pyllc.codegen.passes.machine_function_pass import MachineFunctionPass
    from pyllc.codegen.passes.registry import register_pass_class

    flag = f"-load-pass={spec}"
    where, sep, cls_name = spec.rpartition(":")
    if not sep or not where or not cls_name:
        raise DiagnosticError(None, f"{flag}: expected module:Class or path/to/file.py:Class")
    module = _load_module(spec, where)
    cls = getattr(module, cls_name, None)
    if cls is None:
        raise DiagnosticError(None, f"{flag}: no class '{cls_name}' in '{where}'")
    if not (isinstance(cls, type) and issubclass(cls, MachineFunctionPass)):
        raise DiagnosticError(None, f"{flag}: '{cls_name}' is not a MachineFunctionPass subclass")
    if not cls.name:
        raise DiagnosticError(None, f"{flag}: '{cls_name}' has no pass name (set its 'name' attribute)")
    try:
        return register_pass_class(cls)
    except DiagnosticError as e:
        raise DiagnosticError(None, f"{flag}: {e.message}") from None


def load_passes(specs: Sequence[str]) -> None:
    for spec in specs:
        load_pass(spec)


def insert_passes(
    entries: list[PipelineEntry], after: Sequence[str] = (), before: Sequence[str] = ()
) -> list[PipelineEntry]:
    """``entries`` with each ``TARGET:PASS`` of ``after`` (``before``) put after (before) every instance of
    ``TARGET``.  Both names must be registered, ``PASS`` implemented and ``TARGET`` in the pipeline."""
    from pyllc.codegen.passes.pipeline import make_entry
    from pyllc.codegen.passes.registry import is_implemented, is_registered

    out = list(entries)
    for flag, specs, offset in (("-insert-pass-after", after, 1), ("-insert-pass-before", before, 0)):
        for spec in specs:
            target, sep, name = spec.partition(":")
            if not sep or not target or not name:
                raise DiagnosticError(None, f"{flag}={spec}: expected TARGET:PASS (pass names)")
            for n in (target, name):
                if not is_registered(n):
                    raise DiagnosticError(None, f'{flag}={spec}: "{n}" pass is not registered.')
            if not is_implemented(name):
                raise DiagnosticError(None, f"{flag}={spec}: the pass '{name}' is not implemented")
            at = [i for i, e in enumerate(out) if e.name == target]
            if not at:
                raise DiagnosticError(None, f"{flag}={spec}: '{target}' is not in this pipeline")
            for i in reversed(at):
                out.insert(i + offset, make_entry(name))
    return out
