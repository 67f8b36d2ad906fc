"""What it is (LLVM: lib/CodeGen/MachineModuleInfo.cpp, ``MachineModuleInfo``).

The owner of a module's MachineFunctions during code generation.  A machine pass asks for the MachineFunction
of an IR function with :meth:`MachineModuleInfo.get_or_create_machine_function`: from IR input it is created
fresh (empty, numbered in creation order, with the target's MachineFunctionInfo) the first time; a MIR
reader builds the functions itself and hands them over with :meth:`MachineModuleInfo.insert_function` before
the passes run, so the same pipeline continues from them.  ``free-machine-function`` drops one
(:meth:`delete_machine_function`); the functions still held at the end are the ones a MIR printer writes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.function import MachineFunction

if TYPE_CHECKING:
    from pyllc.target.machine import TargetMachine


class MachineModuleInfo:
    """The MachineFunctions of one module, by IR function, in creation (or insertion) order."""

    __slots__ = ("target", "module", "_functions", "next_fn_num")

    def __init__(self, target: TargetMachine, module: Any) -> None:
        self.target = target
        self.module = module
        #: id(IR function) → MachineFunction (the IR functions live as long as the module).
        self._functions: dict[int, MachineFunction] = {}
        #: The number the next created MachineFunction gets (LLVM ``NextFnNum``).
        self.next_fn_num = 0

    def get_machine_function(self, fn: Any) -> MachineFunction | None:
        """The MachineFunction of ``fn`` if it exists."""
        return self._functions.get(id(fn))

    def get_or_create_machine_function(self, fn: Any) -> MachineFunction:
        """The MachineFunction of ``fn``, created (empty, with the target's function info) when missing."""
        mf = self._functions.get(id(fn))
        if mf is None:
            tm = self.target
            mf = MachineFunction(
                fn.name, tm.get_subtarget_impl(fn), function=fn, target=tm, function_number=self.next_fn_num
            )
            self.next_fn_num += 1
            mf.info = tm.create_machine_function_info(mf)
            self._functions[id(fn)] = mf
        return mf

    def insert_function(self, fn: Any, mf: MachineFunction) -> None:
        """Hand over a MachineFunction built elsewhere (a MIR reader's) as the one of ``fn``."""
        self._functions[id(fn)] = mf
        self.next_fn_num = max(self.next_fn_num, mf.function_number + 1)

    def delete_machine_function(self, fn: Any) -> None:
        self._functions.pop(id(fn), None)

    def machine_functions(self) -> list[MachineFunction]:
        """The MachineFunctions still held, in creation order."""
        return list(self._functions.values())
