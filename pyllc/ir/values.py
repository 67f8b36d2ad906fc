"""What it is (LLVM: lib/IR/Value.cpp, User.cpp, BasicBlock.cpp, Argument): SSA values and their uses.

Every IR value (argument, basic block, constant, global, instruction) is a
:class:`Value`: a type, a name ("" when unnamed; the printer numbers unnamed values as
LLVM's slot tracker does) and a use list.  A :class:`User` (instruction, constant
expression, aggregate constant, global with an initializer) holds its operands in a
plain Python list; the use list of a value is a list of the users that name it, one
entry per operand slot (so an instruction using ``%x`` twice appears twice), in the
order the uses were created.  ``set_operand`` keeps both sides in step, which is how
the parser resolves forward references (LLVM's ``replaceAllUsesWith`` on a
placeholder).

Basic blocks hold their instructions in a Python list (DESIGN §5.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.ir.types import Type

if TYPE_CHECKING:
    from pyllc.ir.instructions import Instruction
    from pyllc.ir.module import Function


class Value:
    """LLVM's Value: ``type``, ``name`` and ``uses`` (the users, one entry per use)."""

    __slots__ = ("type", "name", "uses")

    def __init__(self, ty: Type, name: str = "") -> None:
        self.type = ty
        self.name = name
        self.uses: list[User] = []

    def replace_all_uses_with(self, new: Value) -> None:
        """Point every use of this value at ``new`` (LLVM: Value::replaceAllUsesWith)."""
        for user in self.uses:
            ops = user.operands
            for i, op in enumerate(ops):
                if op is self:
                    ops[i] = new
                    new.uses.append(user)
        self.uses = []

    def has_name(self) -> bool:
        return bool(self.name)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.type} %{self.name}>"


class User(Value):
    """A value with operands (LLVM's User); ``operands`` is a plain list."""

    __slots__ = ("operands",)

    def __init__(self, ty: Type, operands: list[Value], name: str = "") -> None:
        self.type = ty
        self.name = name
        self.uses = []
        self.operands = operands
        for op in operands:
            op.uses.append(self)

    def set_operand(self, i: int, v: Value) -> None:
        old = self.operands[i]
        try:
            old.uses.remove(self)
        except ValueError:
            pass
        self.operands[i] = v
        v.uses.append(self)

    def append_operand(self, v: Value) -> None:
        self.operands.append(v)
        v.uses.append(self)

    def drop_all_references(self) -> None:
        for op in self.operands:
            try:
                op.uses.remove(self)
            except ValueError:
                pass
        self.operands = []


class Argument(Value):
    """A formal parameter of a function, with its position ``arg_no``."""

    __slots__ = ("parent", "arg_no")

    def __init__(self, ty: Type, name: str, parent: Function | None, arg_no: int) -> None:
        self.type = ty
        self.name = name
        self.uses = []
        self.parent = parent
        self.arg_no = arg_no


class BasicBlock(Value):
    """A basic block: its ``instructions`` list and its ``parent`` function (LLVM's BasicBlock)."""

    __slots__ = ("instructions", "parent", "loc")

    def __init__(self, ty: Type, name: str = "", parent: Function | None = None) -> None:
        self.type = ty
        self.name = name
        self.uses = []
        self.instructions: list[Instruction] = []
        self.parent = parent
        self.loc = -1

    def terminator(self) -> Instruction | None:
        """The last instruction if it is a terminator (LLVM: getTerminator)."""
        if self.instructions:
            last = self.instructions[-1]
            if last.is_terminator():
                return last
        return None


class InlineAsm(Value):
    """An inline assembler callee (LLVM: InlineAsm): ``asm [sideeffect] [alignstack] [inteldialect]
    [unwind] "asm", "constraints"``; ``type`` is the pointer type used at the call, ``function_type``
    the asm's own type."""

    __slots__ = ("function_type", "asm", "constraints", "side_effects", "align_stack", "dialect", "can_throw")

    def __init__(
        self,
        ty: Type,
        fty: Type,
        asm: str,
        constraints: str,
        side_effects: bool,
        align_stack: bool,
        dialect: int,
        can_throw: bool,
    ) -> None:
        self.type = ty
        self.name = ""
        self.uses = []
        self.function_type = fty
        self.asm = asm
        self.constraints = constraints
        self.side_effects = side_effects
        self.align_stack = align_stack
        self.dialect = dialect
        self.can_throw = can_throw


class MetadataAsValue(Value):
    """Metadata used as a call argument (``metadata !5``, ``metadata i32 %x``): wraps ``md``."""

    __slots__ = ("md",)

    def __init__(self, ty: Type, md: Any) -> None:
        self.type = ty
        self.name = ""
        self.uses = []
        self.md = md
