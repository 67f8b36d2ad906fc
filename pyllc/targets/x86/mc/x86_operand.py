"""What it is (LLVM: lib/Target/X86/AsmParser/X86Operand.h): the parsed x86 assembly operand.

The contract between X86AsmParser's operand parsing (AT&T and Intel syntax -> a list of :class:`X86Operand`,
the mnemonic token first) and the generated matcher (:mod:`pyllc.targets.x86.mc.asm_matcher`, a list of
operands -> the MCInst).  Register numbers are the generated ``register_info`` numbers (0 = no register);
immediates and displacements are MCExprs (an ``MCConstantExpr`` for plain numbers).

Kinds, as LLVM's ``X86Operand::KindTy``:

* ``K_Token``: ``tok`` (the mnemonic, or a literal such as ``*`` of an indirect branch);
* ``K_Register``: ``reg``;
* ``K_Immediate``: ``imm`` (an MCExpr; AT&T ``$expr``);
* ``K_Memory``: ``seg``, ``disp`` (MCExpr or None for no displacement), ``base``, ``index``, ``scale`` (1, 2,
  4, 8), ``mem_size`` in bits (0 = unsized, as AT&T; Intel's ``dword ptr`` gives 32), and
  ``maybe_direct_branch_dest`` (an AT&T bare ``foo`` in ``call foo``/``jmp foo``, which is a memory operand
  syntactically but a branch target for the matcher).
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc.parser.target_asm_parser import MCParsedAsmOperand

K_Token: Final = 0
K_Register: Final = 1
K_Immediate: Final = 2
K_Memory: Final = 3
K_Prefix: Final = 4


class X86Operand(MCParsedAsmOperand):
    """One x86 operand (LLVM ``X86Operand``)."""

    __slots__ = (
        "kind",
        "tok",
        "reg",
        "imm",
        "seg",
        "disp",
        "base",
        "index",
        "scale",
        "mem_size",
        "maybe_direct_branch_dest",
    )

    def __init__(self, kind: int, start: int, end: int) -> None:
        super().__init__(start, end)
        self.kind = kind
        self.tok = ""
        self.reg = 0
        self.imm: Any = None
        self.seg = 0
        self.disp: Any = None
        self.base = 0
        self.index = 0
        self.scale = 1
        self.mem_size = 0
        self.maybe_direct_branch_dest = False

    @staticmethod
    def create_token(tok: str, start: int) -> X86Operand:
        op = X86Operand(K_Token, start, start + len(tok))
        op.tok = tok
        return op

    @staticmethod
    def create_reg(reg: int, start: int, end: int) -> X86Operand:
        op = X86Operand(K_Register, start, end)
        op.reg = reg
        return op

    @staticmethod
    def create_imm(imm: Any, start: int, end: int) -> X86Operand:
        op = X86Operand(K_Immediate, start, end)
        op.imm = imm
        return op

    @staticmethod
    def create_mem(
        seg: int,
        disp: Any,
        base: int,
        index: int,
        scale: int,
        start: int,
        end: int,
        mem_size: int = 0,
        maybe_direct_branch_dest: bool = False,
    ) -> X86Operand:
        op = X86Operand(K_Memory, start, end)
        op.seg = seg
        op.disp = disp
        op.base = base
        op.index = index
        op.scale = scale
        op.mem_size = mem_size
        op.maybe_direct_branch_dest = maybe_direct_branch_dest
        return op

    @staticmethod
    def create_prefix(flags: int, start: int) -> X86Operand:
        """The instruction-prefix flags (``IP_HAS_LOCK``...) of ``lock``/``rep``... written before the mnemonic
        on the same line; the last operand, which the matcher turns into the MCInst's flags."""
        op = X86Operand(K_Prefix, start, start)
        op.imm = flags
        return op

    def __repr__(self) -> str:
        if self.kind == K_Prefix:
            return f"Prefix({self.imm})"
        if self.kind == K_Token:
            return f"Tok({self.tok!r})"
        if self.kind == K_Register:
            return f"Reg({self.reg})"
        if self.kind == K_Immediate:
            return f"Imm({self.imm})"
        return (
            f"Mem(seg={self.seg}, disp={self.disp}, base={self.base}, index={self.index}, scale={self.scale})"
        )
