"""What it is (LLVM: include/llvm/CodeGen/MachineFunctionPass.h, lib/CodeGen/MachineFunctionPass.cpp).

The base class of machine passes written against a stable interface (users' passes, ``-load-pass``; the
AsmPrinter).  A subclass gives its pass argument (``name``, the ``-run-pass``/``-stop-after`` spelling), its
``description`` (the ``-print-after`` banner text) and implements :meth:`run_on_machine_function`, returning
``True`` when it changed the function.  It may declare:

* ``required_properties`` / ``set_properties`` / ``cleared_properties``: MachineFunctionProperties bits
  (``MachineFunctionProperties.NoPHIs``...) the function must have before the pass, gains and loses after it
  (LLVM ``getRequiredProperties``/``getSetProperties``/``getClearedProperties``).  The pass manager checks the
  required ones and fails cleanly when they are missing;
* ``required_analyses``: analysis pass classes it asks for with :meth:`get_analysis`;
  ``preserved_analyses`` the ones its changes leave valid, or ``preserves_all = True`` (LLVM
  ``getAnalysisUsage``: ``addRequired``, ``addPreserved``, ``setPreservesAll``).  Results not preserved are
  dropped after the pass;
* :meth:`do_initialization` / :meth:`do_finalization`: called once with the IR module before the first
  and after the last function.

The pass manager reads the masks ``requires``/``sets``/``clears`` and the tuple ``preserves`` that
``__init_subclass__`` derives from these declarations, as it does for pyllc's own passes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.function import props_mask

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


class MachineFunctionPass:
    """A pass over one MachineFunction at a time (see the module docstring)."""

    #: The pass argument (llc's pass name).
    name: ClassVar[str] = ""
    #: The pass name printed in banners.
    description: ClassVar[str] = ""
    kind: ClassVar[str] = "machine"
    is_analysis: ClassVar[bool] = False
    required_properties: ClassVar[tuple[int, ...]] = ()
    set_properties: ClassVar[tuple[int, ...]] = ()
    cleared_properties: ClassVar[tuple[int, ...]] = ()
    required_analyses: ClassVar[tuple[type, ...]] = ()
    preserved_analyses: ClassVar[tuple[type, ...]] = ()
    preserves_all: ClassVar[bool] = False
    # Derived by __init_subclass__; what the pass manager reads.
    requires: ClassVar[int] = 0
    sets: ClassVar[int] = 0
    clears: ClassVar[int] = 0
    preserves: ClassVar[tuple[type, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.requires = props_mask(*cls.required_properties)
        cls.sets = props_mask(*cls.set_properties)
        cls.clears = props_mask(*cls.cleared_properties)
        cls.preserves = tuple(cls.preserved_analyses)

    _am: Any = None

    def run(self, mf: MachineFunction, am: Any) -> bool:
        """The pass manager's entry point: :meth:`run_on_machine_function` with the analyses at hand."""
        self._am = am
        try:
            return bool(self.run_on_machine_function(mf))
        finally:
            self._am = None

    def run_on_machine_function(self, mf: MachineFunction) -> bool:
        """Process ``mf``; True when it changed.  A pass that does not define it is refused with a diagnostic
        naming it (exit 1), not an internal error."""
        from pyllc.support.diagnostics import UnsupportedError

        raise UnsupportedError(
            None,
            f"machine pass '{self.name}' ({type(self).__name__}) does not define run_on_machine_function",
        )

    def get_analysis(self, analysis: type) -> Any:
        """The result of ``analysis`` (an analysis pass class) on the function being processed."""
        if self._am is None:
            raise RuntimeError("get_analysis called outside run_on_machine_function")
        return self._am.get(analysis)

    def do_initialization(self, module: Any) -> None:
        """Called once before the first function."""

    def do_finalization(self, module: Any) -> None:
        """Called once after the last function."""
