"""What it is (LLVM: lib/CodeGen/MIRParser/MIParser.cpp, include/llvm/CodeGen/MIRParser/MIParser.h).

The parser of the machine instruction language: a MIR function's ``body:`` and the register, block and
stack-object references written in its YAML fields.  It builds MachineBasicBlocks and MachineInstrs straight
into a :class:`~pyllc.codegen.machine.function.MachineFunction`, resolving names through the target's tables
(opcodes, registers, register classes, sub-register indices, regmasks, target flags: all reached through the
TargetInstrInfo / TargetRegisterInfo hooks, so this module knows no target).

The body is read in two passes, as LLVM does:

1. :meth:`MIParser.parse_basic_block_definitions` walks the lines, creates one block per ``bb.N.name (attrs):``
   header in file order (so blocks are numbered by their position, whatever ``N`` says) and records the
   ``N`` → block map; it checks that headers start lines and that bundle braces balance;
2. :meth:`MIParser.parse_basic_blocks` reads each block's ``successors:`` and ``liveins:`` lists and its
   instructions, now that every ``%bb.N`` can be resolved.  A block without a ``successors:`` list gets the
   blocks its instructions name, plus the next block when it can fall through (``guessSuccessors``), all
   equally likely.

An instruction is ``defs = flags OPCODE operands, pre-instr-symbol ..., debug-location !N :: (memops)``;
operands are collected as written and added to the MachineInstr in order (explicit ones before implicit
ones, as ``addOperand`` keeps them), then the ``(tied-def N)`` ties are made.  Virtual registers are created
in order of first mention (``%N`` names the file's register, not the new index), with the class given by
``registers:`` or a ``%N:class`` def; :class:`PerFunctionMIParsingState` keeps these maps for the whole
function.  Errors are :class:`~pyllc.support.diagnostics.DiagnosticError`s at the token, with LLVM's wording.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Final

from pyllc.codegen.machine.basic_block import MachineBasicBlock
from pyllc.codegen.machine.instr import MI_FLAG_KEYWORDS, MIFlag, MachineInstr
from pyllc.codegen.machine.instr_desc import MCID
from pyllc.codegen.machine.mem_operand import (
    ATOMIC_ORDERING_NAMES,
    MODereferenceable,
    MOInvariant,
    MOLoad,
    MONonTemporal,
    MOStore,
    MOVolatile,
    PSV_ConstantPool,
    PSV_ExternalSymbolCallEntry,
    PSV_FixedStack,
    PSV_GlobalValueCallEntry,
    PSV_GOT,
    PSV_JumpTable,
    PSV_Stack,
    PSV_TargetCustom,
    UNKNOWN_SIZE,
    MachineMemOperand,
    PseudoSourceValue,
)
from pyllc.codegen.machine.operand import (
    FCMP_PREDICATE_NAMES,
    MO_Metadata,
    MO_MCSymbol,
    MO_Register,
    MO_RegisterMask,
    MachineOperand,
    RegState,
    is_virtual_register,
)
from pyllc.ir.types import FP_KIND_NAMES
from pyllc.codegen.target_opcodes import CFI_INSTRUCTION, DBG_VALUE, DBG_VALUE_LIST
from pyllc.mir import lexer as T
from pyllc.mir.lexer import lex
from pyllc.support.diagnostics import DiagnosticError, SourceLocation

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction

#: Register flag keywords and their RegState bits (LLVM ``parseRegisterFlag``).
REGISTER_FLAGS: Final = {
    "implicit": RegState.Implicit,
    "implicit-def": RegState.ImplicitDefine,
    "def": RegState.Define,
    "dead": RegState.Dead,
    "killed": RegState.Kill,
    "undef": RegState.Undef,
    "internal": RegState.InternalRead,
    "early-clobber": RegState.EarlyClobber,
    "debug-use": RegState.Debug,
    "renamable": RegState.Renamable,
}
_INSTR_FLAGS: Final = {word: bit for bit, word in MI_FLAG_KEYWORDS}
_MEM_FLAGS: Final = {
    "volatile": MOVolatile,
    "non-temporal": MONonTemporal,
    "dereferenceable": MODereferenceable,
    "invariant": MOInvariant,
}
_ORDERINGS: Final = {name: i for i, name in enumerate(ATOMIC_ORDERING_NAMES) if name}
#: The IR floating-point type keywords that start an fp immediate (``double 1.5``).
_FLOAT_TYPES: Final = frozenset(FP_KIND_NAMES.values())
_ICMP: Final = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
_CFI_OPS: Final = frozenset(
    (
        "same_value",
        "offset",
        "rel_offset",
        "def_cfa_register",
        "def_cfa_offset",
        "adjust_cfa_offset",
        "escape",
        "def_cfa",
        "remember_state",
        "restore",
        "restore_state",
        "undefined",
        "register",
        "window_save",
        "negate_ra_sign_state",
    )
)
_PSV_WORDS: Final = {
    "stack": PSV_Stack,
    "got": PSV_GOT,
    "jump-table": PSV_JumpTable,
    "constant-pool": PSV_ConstantPool,
}
_LINE_END: Final = re.compile("\n")
EOF: Final = T.EOF
NEWLINE: Final = T.NEWLINE
MBB_LABEL: Final = T.MBB_LABEL
ERROR: Final = T.ERROR
LBRACE: Final = T.LBRACE
RBRACE: Final = T.RBRACE
#: The tokens the scan for block headers looks at (other than line ends).
_DEFINITION_SCAN_STOPS: Final = frozenset((EOF, MBB_LABEL, ERROR, LBRACE, RBRACE))
IDENTIFIER: Final = T.IDENTIFIER
_REGISTER_KINDS: Final = frozenset(
    (T.NAMED_REGISTER, T.VIRTUAL_REGISTER, T.NAMED_VIRTUAL_REGISTER, T.UNDERSCORE)
)
COMMA: Final = T.COMMA
#: Where an instruction's operand list ends, and the words that may follow it.
_OPERANDS_END: Final = frozenset((NEWLINE, EOF, T.COLONCOLON, LBRACE))
_TRAILER_WORDS: Final = frozenset(
    (
        "pre-instr-symbol",
        "post-instr-symbol",
        "heap-alloc-marker",
        "pcsections",
        "debug-location",
        "debug-instr-number",
    )
)
#: VRegInfo kinds (LLVM ``VRegInfo::Kind``).
VREG_UNKNOWN: Final = 0
VREG_NORMAL: Final = 1
VREG_GENERIC: Final = 2


class VRegInfo:
    """What the file says about one virtual register (LLVM ``VRegInfo``)."""

    __slots__ = ("kind", "explicit", "reg", "rc", "preferred_reg", "loc")

    def __init__(self, reg: int) -> None:
        self.kind = VREG_UNKNOWN
        self.explicit = False
        self.reg = reg
        self.rc = -1
        self.preferred_reg = 0
        self.loc: SourceLocation | None = None


class SourceText:
    """A stretch of the MIR file (the ``body`` block, a YAML scalar) mapped back to file line:col."""

    __slots__ = ("filename", "text", "_line_starts", "file_lines", "first_line", "indent", "_tokens")

    def __init__(self, filename: str, text: str, file_lines: list[str], first_line: int, indent: int) -> None:
        self.filename = filename
        self.text = text
        self._line_starts: list[int] | None = None
        self._tokens: list[T.MIToken] | None = None
        self.file_lines = file_lines
        #: 1-based file line of the text's first line, and the columns cut from every line.
        self.first_line = first_line
        self.indent = indent

    @property
    def line_starts(self) -> list[int]:
        """The offset of each line of the text (computed at the first location asked for)."""
        starts = self._line_starts
        if starts is None:
            starts = self._line_starts = [0] + [m.end() for m in _LINE_END.finditer(self.text)]
        return starts

    def tokens(self) -> list[T.MIToken]:
        """The text's tokens, lexed once for the parses over it (the body is read twice)."""
        toks = self._tokens
        if toks is None:
            toks = self._tokens = lex(self.text)
        return toks

    def location(self, offset: int) -> SourceLocation:
        import bisect

        starts = self.line_starts
        i = bisect.bisect_right(starts, offset) - 1
        line = self.first_line + i
        col = offset - starts[i] + self.indent + 1
        src = self.file_lines[line - 1] if 0 < line <= len(self.file_lines) else None
        return SourceLocation(self.filename, line, col, src)


class PerFunctionMIParsingState:
    """The maps one function's parse shares between the YAML fields and the body (LLVM
    ``PerFunctionMIParsingState``): blocks, virtual registers, stack objects, constants, jump tables by
    their file numbers, and the IR the references point into."""

    def __init__(self, mf: MachineFunction, module: Any, metadata: dict[int, Any]) -> None:
        self.mf = mf
        self.module = module
        self.metadata = metadata
        st = mf.subtarget
        self.tii: Any = st.get_instr_info()
        self.tri: Any = st.get_register_info()
        self.tfl: Any = st.get_frame_lowering()
        self.mbb_slots: dict[int, MachineBasicBlock] = {}
        self.vreg_infos: dict[int, VRegInfo] = {}
        self.vreg_infos_named: dict[str, VRegInfo] = {}
        self.vreg_order: list[VRegInfo] = []
        self.fixed_stack_object_slots: dict[int, int] = {}
        self.stack_object_slots: dict[int, int] = {}
        self.constant_pool_slots: dict[int, int] = {}
        self.jump_table_slots: dict[int, int] = {}
        self._ir_values: dict[str, Any] | None = None
        self._ir_slots: dict[int, Any] | None = None
        self._direct_flags: dict[str, int] | None = None
        self._bitmask_flags: dict[str, int] | None = None
        self._symbols: dict[str, Any] = {}

    def get_vreg_info(self, num: int) -> VRegInfo:
        info = self.vreg_infos.get(num)
        if info is None:
            info = VRegInfo(self.mf.reg_info.create_incomplete_virtual_register())
            self.vreg_infos[num] = info
            self.vreg_order.append(info)
        return info

    def get_vreg_info_named(self, name: str) -> VRegInfo:
        info = self.vreg_infos_named.get(name)
        if info is None:
            info = VRegInfo(self.mf.reg_info.create_incomplete_virtual_register(name))
            self.vreg_infos_named[name] = info
            self.vreg_order.append(info)
        return info

    # ----- IR -----
    def _function_values(self) -> tuple[dict[str, Any], dict[int, Any]]:
        if self._ir_values is None or self._ir_slots is None:
            names: dict[str, Any] = {}
            slots: dict[int, Any] = {}
            fn = self.mf.function
            if fn is not None:
                from pyllc.ir.printer import FunctionSlots

                for a in fn.args:
                    if a.name:
                        names[a.name] = a
                for bb in fn.blocks:
                    if bb.name:
                        names[bb.name] = bb
                    for inst in bb.instructions:
                        if inst.name:
                            names[inst.name] = inst
                for v, n in FunctionSlots(fn).slots.items():
                    slots[n] = v
            self._ir_values, self._ir_slots = names, slots
        return self._ir_values, self._ir_slots

    def ir_value_named(self, name: str) -> Any:
        return self._function_values()[0].get(name)

    def ir_value_numbered(self, slot: int) -> Any:
        return self._function_values()[1].get(slot)

    def target_flag(self, name: str, bitmask: bool) -> int | None:
        if self._direct_flags is None or self._bitmask_flags is None:
            self._direct_flags = {
                n: v for v, n in self.tii.get_serializable_direct_machine_operand_target_flags()
            }
            self._bitmask_flags = {
                n: v for v, n in self.tii.get_serializable_bitmask_machine_operand_target_flags()
            }
        return (self._bitmask_flags if bitmask else self._direct_flags).get(name)

    def symbol(self, name: str) -> Any:
        """The MC symbol ``name`` (one object per name in the function, as MCContext's table)."""
        sym = self._symbols.get(name)
        if sym is None:
            from pyllc.mc.symbol import MCSymbol

            sym = self._symbols[name] = MCSymbol(name)
        return sym


class ParsedOperand:
    """An operand as written, with where it started and ended and its ``(tied-def N)``."""

    __slots__ = ("op", "begin", "end", "tied_def_idx")

    def __init__(self, op: MachineOperand, begin: int, end: int, tied_def_idx: int) -> None:
        self.op = op
        self.begin = begin
        self.end = end
        self.tied_def_idx = tied_def_idx


class MIParser:
    """One parse over a piece of MIR text (the body, or a YAML field holding a reference)."""

    def __init__(self, pfs: PerFunctionMIParsingState, source: SourceText) -> None:
        self.pfs = pfs
        self.mf = pfs.mf
        self.source = source
        self.toks = source.tokens()
        self.i = 0
        self.tok = self.toks[0]

    # ----- tokens -----
    def kind(self) -> int:
        """The current token's kind (a call, so that type checkers do not narrow it across ``lex``)."""
        return self.tok.kind

    def lex(self) -> None:
        if self.tok.kind != EOF:
            i = self.i + 1
            self.i = i
            self.tok = self.toks[i]

    def error(self, message: str, pos: int | None = None) -> DiagnosticError:
        return DiagnosticError(self.source.location(self.tok.pos if pos is None else pos), message)

    def check_error_token(self) -> None:
        if self.kind() == T.ERROR:
            raise self.error(f"unexpected character '{self.tok.text}'")

    def is_word(self, word: str) -> bool:
        return self.kind() == T.IDENTIFIER and self.tok.text == word

    def consume(self, kind: int) -> bool:
        if self.kind() == kind:
            self.lex()
            return True
        return False

    def expect(self, kind: int, what: str) -> None:
        if self.kind() != kind:
            self.check_error_token()
            raise self.error(f"expected {what}")
        self.lex()

    def at_newline_or_eof(self) -> bool:
        return self.kind() == T.NEWLINE or self.kind() == T.EOF

    # ----- pass 1: block definitions -----
    def parse_basic_block_definitions(self) -> None:
        while self.kind() == T.NEWLINE:
            self.lex()
        if self.kind() == T.EOF:
            return
        while True:
            self.check_error_token()
            if self.kind() != T.MBB_LABEL:
                raise self.error("expected a basic block definition before instructions")
            self.parse_basic_block_definition()
            after_newline = False
            depth = 0
            open_pos = 0
            toks = self.toks
            i = self.i
            while True:
                t = toks[i]
                k = t.kind
                if k == NEWLINE:
                    after_newline = True
                    i += 1
                    continue
                if k in _DEFINITION_SCAN_STOPS:
                    if k == EOF or (k == MBB_LABEL and after_newline):
                        break
                    self.i, self.tok = i, t
                    if k == ERROR:
                        self.check_error_token()
                    elif k == MBB_LABEL:
                        raise self.error("basic block definition should be located at the start of the line")
                    elif k == LBRACE:
                        depth += 1
                        open_pos = t.pos
                    elif k == RBRACE:
                        if not depth:
                            raise self.error("extraneous closing brace ('}')")
                        depth -= 1
                after_newline = False
                i += 1
            self.i, self.tok = i, toks[i]
            if depth:
                raise self.error("expected '}'", open_pos)
            if self.kind() == T.EOF:
                return

    def parse_basic_block_definition(self) -> None:
        tok = self.tok
        num, name = tok.value
        self.lex()
        address_taken = landing_pad = inline_asm_target = funclet_entry = False
        alignment = 0
        section: Any = None
        ir_block: Any = None
        if self.consume(T.LPAREN):
            while True:
                t = self.tok
                if t.kind == T.IDENTIFIER:
                    if t.text == "address-taken":
                        address_taken = True
                        self.lex()
                    elif t.text == "landing-pad":
                        landing_pad = True
                        self.lex()
                    elif t.text == "inlineasm-br-indirect-target":
                        inline_asm_target = True
                        self.lex()
                    elif t.text == "ehfunclet-entry":
                        funclet_entry = True
                        self.lex()
                    elif t.text == "align":
                        self.lex()
                        alignment = self.parse_alignment()
                    elif t.text == "bbsections":
                        self.lex()
                        if self.kind() == T.IDENTIFIER and self.tok.text in ("Exception", "Cold"):
                            section = self.tok.text
                        elif self.kind() == T.INTEGER_LITERAL:
                            section = self.tok.value
                        else:
                            raise self.error("expected a number or 'Exception' or 'Cold' for section ID")
                        self.lex()
                    elif t.text == "ir-block-address-taken":
                        self.lex()
                        self.parse_ir_block()
                        self.lex()
                        address_taken = True
                elif t.kind in (T.IR_BLOCK, T.NAMED_IR_BLOCK):
                    ir_block = self.parse_ir_block()
                    self.lex()
                if not self.consume(T.COMMA):
                    break
            self.expect(T.RPAREN, "')'")
        self.expect(T.COLON, "':'")
        if name:
            bb = self.pfs.ir_value_named(name)
            if bb is None or not _is_ir_block(bb):
                raise self.error(
                    f"basic block '{name}' is not defined in the function '{self.mf.name}'", tok.pos
                )
            ir_block = bb
        mbb = self.mf.create_machine_basic_block(ir_block)
        self.mf.push_back(mbb)
        if num in self.pfs.mbb_slots:
            raise self.error(f"redefinition of machine basic block with id #{num}", tok.pos)
        self.pfs.mbb_slots[num] = mbb
        mbb.address_taken = address_taken
        mbb.is_eh_pad = landing_pad
        mbb.is_inline_asm_br_indirect_target = inline_asm_target
        mbb.is_eh_funclet_entry = funclet_entry
        if alignment:
            mbb.alignment = alignment
        if section is not None:
            mbb.section_id = section

    def parse_ir_block(self) -> Any:
        t = self.tok
        bb = (
            self.pfs.ir_value_named(t.value)
            if t.kind == T.NAMED_IR_BLOCK
            else self.pfs.ir_value_numbered(t.value)
        )
        if bb is None or not _is_ir_block(bb):
            raise self.error(f"use of undefined IR block '{t.text}'")
        return bb

    def parse_alignment(self) -> int:
        if self.kind() != T.INTEGER_LITERAL or self.tok.value < 0:
            raise self.error("expected an integer literal after 'align'")
        v: int = self.tok.value
        self.lex()
        # As LLVM's parseAlignment (which names 'align' after 'basealign' too): checked past the literal.
        if v <= 0 or v & (v - 1):
            raise self.error("expected a power-of-2 literal after 'align'")
        return v

    # ----- pass 2: block contents -----
    def parse_basic_blocks(self) -> None:
        while self.kind() == T.NEWLINE:
            self.lex()
        if self.kind() == T.EOF:
            return
        fallthrough_from: MachineBasicBlock | None = None
        while True:
            mbb = self.pfs.mbb_slots[self.tok.value[0]]
            if fallthrough_from is not None:
                if mbb not in fallthrough_from.successors:
                    fallthrough_from.add_successor(mbb)
                fallthrough_from.normalize_successor_probs()
            fallthrough_from = self.parse_basic_block(mbb)
            if self.kind() == T.EOF:
                break

    def parse_basic_block(self, mbb: MachineBasicBlock) -> MachineBasicBlock | None:
        """One block's lists and instructions; returns the block when it may fall through to the next."""
        self.lex()
        if self.consume(T.LPAREN):
            while self.kind() not in (T.RPAREN, T.EOF):
                self.lex()
            self.consume(T.RPAREN)
        self.consume(T.COLON)
        explicit_successors = False
        while True:
            if self.is_word("successors"):
                self.parse_basic_block_successors(mbb)
                explicit_successors = True
            elif self.is_word("liveins"):
                self.parse_basic_block_liveins(mbb)
            elif self.consume(T.NEWLINE):
                continue
            else:
                break
            if not self.at_newline_or_eof():
                raise self.error("expected line break at the end of a list")
            self.lex()
        in_bundle = False
        prev: MachineInstr | None = None
        while self.kind() != T.MBB_LABEL and self.kind() != T.EOF:
            if self.consume(T.NEWLINE):
                continue
            if self.consume(T.RBRACE):
                in_bundle = False
                continue
            mi = self.parse_instruction()
            mbb.push_back(mi)
            if in_bundle and prev is not None:
                prev.flags |= MIFlag.BundledSucc
                mi.flags |= MIFlag.BundledPred
            prev = mi
            if self.kind() == T.LBRACE:
                if in_bundle:
                    raise self.error("nested instruction bundles are not allowed")
                self.lex()
                mi.flags |= MIFlag.BundledSucc
                in_bundle = True
                if self.kind() != T.NEWLINE:
                    continue
            if not self.at_newline_or_eof():
                self.check_error_token()
                raise self.error("expected ',' before the next machine operand")
            self.lex()
        if explicit_successors:
            return None
        successors, falls = guess_successors(mbb)
        for s in successors:
            mbb.add_successor(s)
        if falls:
            return mbb
        mbb.normalize_successor_probs()
        return None

    def parse_basic_block_successors(self, mbb: MachineBasicBlock) -> None:
        self.lex()
        self.expect(T.COLON, "':'")
        if self.at_newline_or_eof():
            return
        while True:
            if self.kind() != T.MBB:
                raise self.error("expected a machine basic block reference")
            succ = self.parse_mbb_reference()
            self.lex()
            weight = 0
            if self.consume(T.LPAREN):
                if self.kind() == T.INTEGER_LITERAL:
                    weight = self.tok.value
                elif self.kind() == T.HEX_LITERAL:
                    weight = int(self.tok.text, 16)
                else:
                    raise self.error("expected an integer literal after '('")
                self.lex()
                self.expect(T.RPAREN, "')'")
            mbb.add_successor(succ, weight)
            if not self.consume(T.COMMA):
                break
        mbb.normalize_successor_probs()

    def parse_basic_block_liveins(self, mbb: MachineBasicBlock) -> None:
        self.lex()
        self.expect(T.COLON, "':'")
        if self.at_newline_or_eof():
            return
        while True:
            if self.kind() != T.NAMED_REGISTER:
                raise self.error("expected a named register")
            reg = self.parse_named_register()
            self.lex()
            mask = 0xFFFFFFFFFFFFFFFF
            if self.consume(T.COLON):
                if self.kind() == T.HEX_LITERAL:
                    mask = int(self.tok.text, 16)
                elif self.kind() == T.INTEGER_LITERAL:
                    mask = self.tok.value
                else:
                    raise self.error("expected a lane mask")
                self.lex()
            mbb.add_live_in(reg, mask)
            if not self.consume(T.COMMA):
                break

    # ----- instructions -----
    def _is_register_start(self) -> bool:
        t = self.tok
        k = t.kind
        if k in _REGISTER_KINDS:
            return True
        return k == IDENTIFIER and t.text in REGISTER_FLAGS

    def parse_instruction(self) -> MachineInstr:
        operands: list[ParsedOperand] = []
        while self._is_register_start():
            begin = self.tok.pos
            op, tied = self.parse_register_operand(True)
            operands.append(ParsedOperand(op, begin, self.tok.pos, tied))
            if self.kind() != T.COMMA:
                break
            self.lex()
        if operands:
            self.expect(T.EQUAL, "'='")
        self.check_error_token()
        flags = 0
        while self.kind() == T.IDENTIFIER and self.tok.text in _INSTR_FLAGS:
            flags |= _INSTR_FLAGS[self.tok.text]
            self.lex()
        if self.kind() != T.IDENTIFIER:
            self.check_error_token()
            raise self.error("expected a machine instruction")
        name = self.tok.text
        opcode = self.pfs.tii.get_opcode_by_name(name)
        if opcode < 0:
            raise self.error(f"unknown machine instruction name '{name}'")
        self.lex()
        is_dbg_value = opcode == DBG_VALUE or opcode == DBG_VALUE_LIST
        tok = self.tok
        while tok.kind not in _OPERANDS_END:
            if tok.kind == IDENTIFIER and tok.text in _TRAILER_WORDS:
                break
            op, tied = self.parse_machine_operand_and_target_flags(opcode, len(operands))
            if is_dbg_value and op.kind == MO_Register:
                op.flags |= RegState.Debug
            operands.append(ParsedOperand(op, tok.pos, self.toks[self.i - 1].end, tied))
            tok = self.tok
            if tok.kind in _OPERANDS_END:
                break
            if tok.kind != COMMA:
                self.check_error_token()
                raise self.error("expected ',' before the next machine operand")
            self.lex()
            tok = self.tok
        pre_sym = post_sym = heap_marker = pc_sections = None
        instr_num = 0
        debug_loc = None
        if tok.kind == IDENTIFIER and tok.text in _TRAILER_WORDS:
            pre_sym, post_sym, heap_marker, pc_sections, instr_num, debug_loc = (
                self.parse_instruction_trailer()
            )
        mem_operands: list[MachineMemOperand] = []
        if self.consume(T.COLONCOLON):
            while not self.at_newline_or_eof():
                mem_operands.append(self.parse_machine_memory_operand())
                if self.at_newline_or_eof():
                    break
                if self.kind() != T.COMMA:
                    raise self.error("expected ',' before the next machine memory operand")
                self.lex()
        return self.build_instruction(
            opcode,
            flags,
            operands,
            debug_loc,
            pre_sym,
            post_sym,
            heap_marker,
            pc_sections,
            mem_operands,
            instr_num,
        )

    def parse_instruction_trailer(self) -> tuple[Any, Any, Any, Any, int, Any]:
        """``pre-instr-symbol`` ... ``debug-location !N`` after the operands."""
        pre_sym = post_sym = heap_marker = pc_sections = None
        if self.is_word("pre-instr-symbol"):
            pre_sym = self.parse_pre_or_post_instr_symbol()
        if self.is_word("post-instr-symbol"):
            post_sym = self.parse_pre_or_post_instr_symbol()
        if self.is_word("heap-alloc-marker"):
            heap_marker = self.parse_marker_metadata()
        if self.is_word("pcsections"):
            pc_sections = self.parse_marker_metadata()
        instr_num = 0
        if self.is_word("debug-instr-number"):
            self.lex()
            if self.kind() != T.INTEGER_LITERAL:
                raise self.error("expected an integer literal after 'debug-instr-number'")
            instr_num = self.tok.value
            self.lex()
            self.consume(T.COMMA)
        debug_loc = None
        if self.is_word("debug-location"):
            self.lex()
            if self.kind() != T.METADATA_ID:
                raise self.error("expected a metadata node after 'debug-location'")
            debug_loc = self.parse_md_node()
            if type(debug_loc).__name__ != "DILocation" and getattr(debug_loc, "kind_name", "") != (
                "DILocation"
            ):
                raise self.error("referenced metadata is not a DILocation", self.toks[self.i - 1].pos)
        return pre_sym, post_sym, heap_marker, pc_sections, instr_num, debug_loc

    def build_instruction(
        self,
        opcode: int,
        flags: int,
        operands: list[ParsedOperand],
        debug_loc: Any,
        pre_sym: Any,
        post_sym: Any,
        heap_marker: Any,
        pc_sections: Any,
        mem_operands: list[MachineMemOperand],
        instr_num: int,
    ) -> MachineInstr:
        """The MachineInstr of a parsed instruction, its operands checked against the opcode."""
        desc = self.pfs.tii.get(opcode)
        variadic = desc.is_variadic()
        if not variadic:
            self.verify_implicit_operands(operands, desc)
        mi = self.mf.create_machine_instr(desc, debug_loc, True)
        mi.flags = flags
        num_explicit = 0
        for p in operands:
            op = p.op
            is_imp = op.kind == MO_Register and op.flags & RegState.Implicit != 0
            if not is_imp:
                if (
                    not variadic
                    and num_explicit >= desc.num_operands
                    and op.kind not in (MO_RegisterMask, MO_Metadata, MO_MCSymbol)
                ):
                    raise self.error("too many operands for instruction", p.begin)
                num_explicit += 1
            mi.add_operand(op)
        self.assign_register_ties(mi, operands)
        if pre_sym is not None:
            mi.set_pre_instr_symbol(pre_sym)
        if post_sym is not None:
            mi.set_post_instr_symbol(post_sym)
        if heap_marker is not None:
            mi.set_heap_alloc_marker(heap_marker)
        if pc_sections is not None:
            mi.pc_sections = pc_sections
        if mem_operands:
            mi.set_mem_refs(tuple(mem_operands))
        if instr_num:
            mi.set_debug_instr_num(instr_num)
        return mi

    def verify_implicit_operands(self, operands: list[ParsedOperand], desc: Any) -> None:
        """Every implicit def and use of the opcode is written (LLVM ``verifyImplicitOperands``)."""
        if desc.flags & MCID.Call:  # calls carry any implicit registers and regmasks
            return
        expected = [(r, True) for r in desc.implicit_defs] + [(r, False) for r in desc.implicit_uses]
        for reg, is_def in expected:
            for p in operands:
                op = p.op
                if (
                    op.kind == MO_Register
                    and op.flags & RegState.Implicit
                    and op.contents == reg
                    and bool(op.flags & RegState.Define) == is_def
                ):
                    break
            else:
                pos = operands[-1].end if operands else self.tok.pos
                name = "$" + self.pfs.tri.get_name(reg).lower()
                raise self.error(
                    f"missing implicit register operand '{'implicit-def' if is_def else 'implicit'} {name}'",
                    pos,
                )

    def assign_register_ties(self, mi: MachineInstr, operands: list[ParsedOperand]) -> None:
        pairs: list[tuple[int, int]] = []
        n = len(operands)
        for i, p in enumerate(operands):
            d = p.tied_def_idx
            if d < 0:
                continue
            if d >= n:
                raise self.error(
                    f"use of invalid tied-def operand index '{d}'; instruction has only {n} operands", p.begin
                )
            dop = operands[d].op
            if dop.kind != MO_Register or not dop.flags & RegState.Define:
                raise self.error(
                    f"use of invalid tied-def operand index '{d}'; the operand #{d} isn't a defined register",
                    p.begin,
                )
            if any(a == d for a, _ in pairs):
                raise self.error(
                    f"the tied-def operand #{d} is already tied with another register operand", p.begin
                )
            pairs.append((d, i))
        for d, u in pairs:
            mi.tie_operands(mi.operands.index(operands[d].op), mi.operands.index(operands[u].op))

    def parse_pre_or_post_instr_symbol(self) -> Any:
        word = self.tok.text
        self.lex()
        if self.kind() != T.MCSYMBOL:
            raise self.error(f"expected a symbol after '{word}'")
        sym = self.pfs.symbol(self.tok.value)
        self.lex()
        if self.at_newline_or_eof() or self.kind() in (T.COLONCOLON, T.LBRACE):
            return sym
        if self.kind() != T.COMMA:
            raise self.error("expected ',' before the next machine operand")
        self.lex()
        return sym

    def parse_marker_metadata(self) -> Any:
        word = self.tok.text
        self.lex()
        if self.kind() != T.METADATA_ID:
            raise self.error(f"expected a MDNode after '{word}'")
        node = self.parse_md_node()
        if self.kind() == T.COMMA:
            self.lex()
        return node

    # ----- registers -----
    def parse_named_register(self) -> int:
        name: str = self.tok.value
        if name == "noreg":
            return 0
        reg = self.pfs.tri.get_reg_by_name(name)
        if not reg:
            raise self.error(f"unknown register name '{name}'")
        return reg

    def parse_register(self) -> tuple[int, VRegInfo | None]:
        t = self.tok
        if t.kind == T.UNDERSCORE:
            return 0, None
        if t.kind == T.NAMED_REGISTER:
            return self.parse_named_register(), None
        if t.kind == T.VIRTUAL_REGISTER:
            info = self.pfs.get_vreg_info(t.value)
        elif t.kind == T.NAMED_VIRTUAL_REGISTER:
            info = self.pfs.get_vreg_info_named(t.value)
        else:
            raise self.error("expected a register")
        if info.loc is None:
            info.loc = self.source.location(t.pos)
        return info.reg, info

    def parse_register_operand(self, is_def: bool) -> tuple[MachineOperand, int]:
        flags = RegState.Define if is_def else 0
        tok = self.tok
        while tok.kind == IDENTIFIER and tok.text in REGISTER_FLAGS:
            bit = REGISTER_FLAGS[tok.text]
            if flags | bit == flags:
                raise self.error(f"duplicate '{tok.text}' register flag")
            flags |= bit
            self.lex()
            tok = self.tok
        if tok.kind not in _REGISTER_KINDS:
            self.check_error_token()
            raise self.error("expected a register after register flags")
        reg, info = self.parse_register()
        self.lex()
        sub_reg = 0
        k = self.tok.kind
        if k == T.DOT:
            self.lex()
            if self.kind() != T.IDENTIFIER:
                raise self.error("expected a subregister index after '.'")
            sub_reg = self.pfs.tri.get_sub_reg_index_by_name(self.tok.text)
            if not sub_reg:
                raise self.error(f"use of unknown subregister index '{self.tok.text}'")
            if not is_virtual_register(reg):
                raise self.error("subregister index expects a virtual register")
            self.lex()
            k = self.tok.kind
        if k == T.COLON:
            if info is None:
                raise self.error("register class specification expects a virtual register")
            self.lex()
            self.parse_register_class_or_bank(info)
            k = self.tok.kind
        tied = -1
        if not flags & RegState.Define:
            if k == T.LPAREN:
                self.lex()
                if self.is_word("tied-def"):
                    self.lex()
                    if self.kind() != T.INTEGER_LITERAL:
                        raise self.error("expected an integer literal after 'tied-def'")
                    tied = self.tok.value
                    self.lex()
                    self.expect(T.RPAREN, "')'")
                else:
                    raise self.error("expected tied-def or low-level type after '('")
        elif k == T.LPAREN:
            if info is None:
                raise self.error("unexpected type on physical register")
            raise self.error("unsupported: generic virtual registers (GlobalISel) in MIR input")
        if flags & RegState.Define:
            if flags & RegState.Kill:
                raise self.error("cannot have a killed def operand")
        elif flags & RegState.Dead:
            raise self.error("cannot have a dead use operand")
        return MachineOperand.create_reg_flags(reg, flags, sub_reg), tied

    def parse_register_class_or_bank(self, info: VRegInfo) -> None:
        t = self.tok
        if t.kind not in (T.IDENTIFIER, T.UNDERSCORE):
            raise self.error("expected a register class or register bank name")
        rc = self.pfs.tri.get_reg_class_by_name(t.text) if t.kind == T.IDENTIFIER else -1
        if rc >= 0:
            self.lex()
            if info.kind == VREG_GENERIC:
                raise self.error("register class specification on generic register", t.pos)
            info.kind = VREG_NORMAL
            if info.explicit and info.rc != rc:
                name = self.pfs.tri.get_reg_class_name(info.rc)
                raise self.error(f"conflicting register classes, previously: {name}", t.pos)
            info.rc = rc
            info.explicit = True
            return
        raise self.error("expected '_', register class, or register bank name", t.pos)

    # ----- operands -----
    def parse_machine_operand_and_target_flags(self, opcode: int, op_idx: int) -> tuple[MachineOperand, int]:
        tf = 0
        has_tf = False
        if self.is_word("target-flags"):
            has_tf = True
            self.lex()
            self.expect(T.LPAREN, "'('")
            if self.kind() != T.IDENTIFIER:
                raise self.error("expected the name of the target flag")
            v = self.pfs.target_flag(self.tok.text, False)
            if v is None:
                v = self.pfs.target_flag(self.tok.text, True)
                if v is None:
                    raise self.error(f"use of undefined target flag '{self.tok.text}'")
            tf = v
            self.lex()
            while self.consume(T.COMMA):
                if self.kind() != T.IDENTIFIER:
                    raise self.error("expected the name of the target flag")
                v = self.pfs.target_flag(self.tok.text, True)
                if v is None:
                    raise self.error(f"use of undefined target flag '{self.tok.text}'")
                tf |= v
                self.lex()
            self.expect(T.RPAREN, "')'")
        pos = self.tok.pos
        op, tied = self.parse_machine_operand(opcode, op_idx)
        if has_tf:
            if op.kind == MO_Register:
                raise self.error("register operands can't have target flags", pos)
            op.target_flags = tf
        return op, tied

    def parse_offset(self) -> int:
        if self.kind() not in (T.PLUS, T.MINUS):
            return 0
        sign = self.tok.text
        self.lex()
        if self.kind() != T.INTEGER_LITERAL:
            raise self.error(f"expected an integer literal after '{sign}'")
        v: int = self.tok.value
        self.lex()
        return -v if sign == "-" else v

    def parse_machine_operand(self, opcode: int, op_idx: int) -> tuple[MachineOperand, int]:
        t = self.tok
        k = t.kind
        pfs = self.pfs
        if self._is_register_start():
            return self.parse_register_operand(False)
        if k == T.INTEGER_LITERAL:
            self.lex()
            return MachineOperand.create_imm(t.value), -1
        if k == T.MBB:
            mbb = self.parse_mbb_reference()
            self.lex()
            return MachineOperand.create_mbb(mbb), -1
        if k == T.STACK_OBJECT:
            return MachineOperand.create_fi(self.parse_stack_object()), -1
        if k == T.FIXED_STACK_OBJECT:
            return MachineOperand.create_fi(self.parse_fixed_stack_object()), -1
        if k in (T.GLOBAL_VALUE, T.NAMED_GLOBAL_VALUE):
            gv = self.parse_global_value()
            self.lex()
            return MachineOperand.create_ga(gv, self.parse_offset()), -1
        if k == T.CONSTANT_POOL_ITEM:
            idx = pfs.constant_pool_slots.get(t.value)
            if idx is None:
                raise self.error(f"use of undefined constant '%const.{t.value}'")
            self.lex()
            return MachineOperand.create_cpi(idx, self.parse_offset()), -1
        if k == T.JUMP_TABLE_INDEX:
            idx = pfs.jump_table_slots.get(t.value)
            if idx is None:
                raise self.error(f"use of undefined jump table '%jump-table.{t.value}'")
            self.lex()
            return MachineOperand.create_jti(idx), -1
        if k == T.EXTERNAL_SYMBOL:
            self.lex()
            op = MachineOperand.create_es(t.value)
            op.offset = self.parse_offset()
            return op, -1
        if k == T.MCSYMBOL:
            self.lex()
            return MachineOperand.create_mc_symbol(pfs.symbol(t.value)), -1
        if k == T.SUBREG_INDEX:
            idx = pfs.tri.get_sub_reg_index_by_name(t.value)
            if not idx:
                raise self.error(f"unknown subregister index '{t.value}'")
            self.lex()
            return MachineOperand.create_imm(idx), -1
        if k == T.METADATA_ID:
            return MachineOperand.create_metadata(self.parse_md_node()), -1
        if k == T.METADATA_NAME and t.value == "DIExpression":
            return MachineOperand.create_metadata(self.parse_di_expression()), -1
        if k == T.METADATA_NAME:
            raise self.error(f"unsupported: inline metadata '{t.text}' in MIR input")
        if k == T.INTEGER_TYPE:
            return self.parse_typed_immediate(), -1
        if k == T.IDENTIFIER:
            w = t.text
            if w in _FLOAT_TYPES:
                return self.parse_fp_immediate(), -1
            if opcode == CFI_INSTRUCTION and w in _CFI_OPS:
                return self.parse_cfi_operand(), -1
            if w == "blockaddress":
                return self.parse_block_address(), -1
            if w == "intrinsic":
                return self.parse_intrinsic(), -1
            if w == "target-index":
                return self.parse_target_index(), -1
            if w == "liveout":
                return self.parse_liveout(), -1
            if w in ("intpred", "floatpred"):
                return self.parse_predicate(), -1
            if w == "shufflemask":
                return self.parse_shuffle_mask(), -1
            if w == "CustomRegMask":
                return self.parse_custom_reg_mask(), -1
            mask = pfs.tri.get_reg_mask_by_name(w)
            if mask is not None:
                self.lex()
                return MachineOperand.create_reg_mask(mask), -1
            # LLVM parses any other identifier as a typed immediate (parseTypedImmediateOperand).
            if w[0] not in "isp":
                raise self.error("a typed immediate operand should start with one of 'i', 's', or 'p'")
            if not w[1:].isdigit():
                raise self.error("expected integers after 'i'/'s'/'p' type character")
            self.check_typed_immediate_value()
        self.check_error_token()
        raise self.error("expected a machine operand")

    def parse_mbb_reference(self) -> MachineBasicBlock:
        num, name = self.tok.value
        mbb = self.pfs.mbb_slots.get(num)
        if mbb is None:
            raise self.error(f"use of undefined machine basic block #{num}")
        if name and name != mbb.ir_block_name():
            raise self.error(f"the name of machine basic block #{num} isn't '{name}'")
        return mbb

    def parse_stack_object(self) -> int:
        num, name = self.tok.value
        fi = self.pfs.stack_object_slots.get(num)
        if fi is None:
            raise self.error(f"use of undefined stack object '%stack.{num}'")
        if name and name != self.mf.frame_info.get_object_name(fi):
            raise self.error(f"the name of the stack object '%stack.{num}' isn't '{name}'")
        self.lex()
        return fi

    def parse_fixed_stack_object(self) -> int:
        num: int = self.tok.value
        fi = self.pfs.fixed_stack_object_slots.get(num)
        if fi is None:
            raise self.error(f"use of undefined fixed stack object '%fixed-stack.{num}'")
        self.lex()
        return fi

    def parse_global_value(self) -> Any:
        t = self.tok
        m = self.pfs.module
        if t.kind == T.NAMED_GLOBAL_VALUE:
            gv = m.symbols.get(t.value) if m is not None else None
        else:
            gv = _numbered_global(m, t.value)
        if gv is None:
            raise self.error(f"use of undefined global value '{t.text}'")
        return gv

    def parse_md_node(self) -> Any:
        num: int = self.tok.value
        node = self.pfs.metadata.get(num)
        if node is None:
            raise self.error(f"use of undefined metadata '!{num}'")
        self.lex()
        return node

    def parse_di_expression(self) -> Any:
        """``!DIExpression(DW_OP_plus_uconst, 8, ...)`` written inline (LLVM ``parseDIExpression``)."""
        from pyllc.ir.metadata import DW_ATE, DW_OP, DIExpression

        self.lex()
        self.expect(T.LPAREN, "'('")
        elements: list[int] = []
        while self.kind() != T.RPAREN:
            t = self.tok
            if t.kind == T.IDENTIFIER and t.text.startswith("DW_OP_"):
                op = DW_OP.get(t.text)
                if op is None:
                    raise self.error(f"invalid DWARF op '{t.text}'")
                elements.append(op)
            elif t.kind == T.IDENTIFIER and t.text.startswith("DW_ATE_"):
                enc = DW_ATE.get(t.text)
                if enc is None:
                    raise self.error(f"invalid DWARF attribute encoding '{t.text}'")
                elements.append(enc)
            elif t.kind == T.INTEGER_LITERAL and t.value >= 0:
                elements.append(t.value)
            else:
                raise self.error("expected unsigned integer")
            self.lex()
            if not self.consume(T.COMMA):
                break
        self.expect(T.RPAREN, "')'")
        return DIExpression(tuple(elements), False)

    def _constant_text(self, start: int) -> tuple[str, int]:
        """The source of an IR constant operand starting at token ``start``: up to the next top-level comma."""
        depth = 0
        j = start
        toks = self.toks
        while True:
            k = toks[j].kind
            if k in (T.NEWLINE, T.EOF, T.COLONCOLON):
                break
            if k in (T.LPAREN, T.LESS, T.LBRACE) or (k == T.IDENTIFIER and toks[j].text == "["):
                depth += 1
            elif k in (T.RPAREN, T.GREATER, T.RBRACE):
                if depth == 0:
                    break
                depth -= 1
            elif k == T.COMMA and depth == 0:
                break
            j += 1
        text = self.source.text[toks[start].pos : toks[j - 1].end]
        return text, j

    def _ir_constant(self) -> Any:
        from pyllc.ir.parser import parse_constant_value

        start_pos = self.tok.pos
        text, j = self._constant_text(self.i)
        try:
            value = parse_constant_value(text, self.pfs.module)
        except DiagnosticError as e:
            col = e.location.col - 1 if e.location is not None and e.location.col else 0
            raise self.error(e.message, start_pos + col) from None
        self.i = j
        self.tok = self.toks[j]
        return value

    def parse_optional_atomic_ordering(self) -> int:
        """LLVM ``parseOptionalAtomicOrdering``: an ordering, none, or an error on another identifier."""
        if self.kind() != T.IDENTIFIER or self.tok.text == "unknown-size":
            return 0
        ordering = _ORDERINGS.get(self.tok.text, 0)
        if not ordering:
            raise self.error("expected an atomic scope, ordering or a size specification")
        self.lex()
        return ordering

    def check_typed_immediate_value(self) -> None:
        """The token after a typed immediate's type is an integer literal, ``true`` or ``false``."""
        nxt = self.toks[self.i + 1]
        if nxt.kind != T.INTEGER_LITERAL and not (nxt.kind == T.IDENTIFIER and nxt.text in ("true", "false")):
            raise self.error("expected an integer literal", nxt.pos)

    def parse_typed_immediate(self) -> MachineOperand:
        self.check_typed_immediate_value()
        return MachineOperand.create_cimm(self._ir_constant())

    def parse_fp_immediate(self) -> MachineOperand:
        return MachineOperand.create_fpimm(self._ir_constant())

    def parse_cfi_register(self) -> int:
        if self.kind() != T.NAMED_REGISTER:
            raise self.error("expected a cfi register")
        reg = self.parse_named_register()
        self.lex()
        return reg

    def parse_cfi_offset(self) -> int:
        if self.kind() != T.INTEGER_LITERAL:
            raise self.error("expected a cfi offset")
        v: int = self.tok.value
        self.lex()
        return v

    def parse_cfi_operand(self) -> MachineOperand:
        op = self.tok.text
        self.lex()
        reg = reg2 = offset = 0
        values = b""
        if op in ("same_value", "def_cfa_register", "restore", "undefined"):
            reg = self.parse_cfi_register()
        elif op in ("offset", "rel_offset", "def_cfa"):
            reg = self.parse_cfi_register()
            self.expect(T.COMMA, "','")
            offset = self.parse_cfi_offset()
        elif op in ("def_cfa_offset", "adjust_cfa_offset"):
            offset = self.parse_cfi_offset()
        elif op == "register":
            reg = self.parse_cfi_register()
            self.expect(T.COMMA, "','")
            reg2 = self.parse_cfi_register()
        elif op == "escape":
            data = bytearray()
            while True:
                if self.kind() == T.HEX_LITERAL:
                    data.append(int(self.tok.text, 16) & 0xFF)
                elif self.kind() == T.INTEGER_LITERAL:
                    data.append(self.tok.value & 0xFF)
                else:
                    raise self.error("expected a hexadecimal literal")
                self.lex()
                if not (self.kind() == T.COMMA and self.toks[self.i + 1].kind == T.HEX_LITERAL):
                    break
                self.lex()
            values = bytes(data)
        cfi = self.pfs.tfl.create_cfi_from_mir(op, reg, offset, reg2, values)
        return MachineOperand.create_cfi_index(self.mf.add_frame_inst(cfi))

    def parse_block_address(self) -> MachineOperand:
        self.lex()
        self.expect(T.LPAREN, "'('")
        if self.kind() not in (T.GLOBAL_VALUE, T.NAMED_GLOBAL_VALUE):
            raise self.error("expected a global value")
        fn = self.parse_global_value()
        if type(fn).__name__ != "Function":
            raise self.error("expected an IR function reference")
        self.lex()
        self.expect(T.COMMA, "','")
        if self.kind() not in (T.IR_BLOCK, T.NAMED_IR_BLOCK):
            raise self.error("expected an IR block reference")
        t = self.tok
        bb = None
        from pyllc.ir.printer import FunctionSlots

        if t.kind == T.NAMED_IR_BLOCK:
            bb = next((b for b in fn.blocks if b.name == t.value), None)
        else:
            bb = next(
                (v for v, n in FunctionSlots(fn).slots.items() if n == t.value and _is_ir_block(v)), None
            )
        if bb is None:
            raise self.error(f"use of undefined IR block '{t.text}'")
        self.lex()
        self.expect(T.RPAREN, "')'")
        from pyllc.ir.constants import BlockAddress

        ba = BlockAddress(fn.type, fn, bb)
        return MachineOperand.create_ba(ba, self.parse_offset())

    def parse_intrinsic(self) -> MachineOperand:
        self.lex()
        if not self.consume(T.LPAREN) or self.kind() != T.NAMED_GLOBAL_VALUE:
            raise self.error("expected syntax intrinsic(@llvm.whatever)")
        name: str = self.tok.value
        from pyllc.ir.intrinsics import lookup_intrinsic_id

        if not lookup_intrinsic_id(name):
            raise self.error("unknown intrinsic name")
        self.lex()
        self.expect(T.RPAREN, "')'")
        return MachineOperand.create_intrinsic_id(name)

    def parse_target_index(self) -> MachineOperand:
        self.lex()
        self.expect(T.LPAREN, "'('")
        if self.kind() != T.IDENTIFIER:
            raise self.error("expected the name of the target index")
        names = {n: v for v, n in self.pfs.tii.get_serializable_target_indices()}
        v = names.get(self.tok.text)
        if v is None:
            raise self.error(f"use of undefined target index '{self.tok.text}'")
        self.lex()
        self.expect(T.RPAREN, "')'")
        return MachineOperand.create_target_index(v, self.parse_offset())

    def parse_liveout(self) -> MachineOperand:
        self.lex()
        self.expect(T.LPAREN, "'('")
        mask = 0
        while self.kind() == T.NAMED_REGISTER:
            mask |= 1 << self.parse_named_register()
            self.lex()
            if not self.consume(T.COMMA):
                break
        self.expect(T.RPAREN, "')'")
        return MachineOperand.create_reg_live_out(mask)

    def parse_predicate(self) -> MachineOperand:
        is_float = self.tok.text == "floatpred"
        self.lex()
        self.expect(T.LPAREN, "'('")
        word = self.tok.text if self.kind() == T.IDENTIFIER else ""
        if is_float:
            if word not in FCMP_PREDICATE_NAMES:
                raise self.error("invalid floating-point predicate")
            pred = FCMP_PREDICATE_NAMES.index(word)
        else:
            if word not in _ICMP:
                raise self.error("invalid integer predicate")
            pred = 32 + _ICMP.index(word)
        self.lex()
        self.expect(T.RPAREN, "')'")
        return MachineOperand.create_predicate(pred)

    def parse_shuffle_mask(self) -> MachineOperand:
        self.lex()
        self.expect(T.LPAREN, "'('")
        mask: list[int] = []
        while True:
            if self.is_word("undef"):
                mask.append(-1)
            elif self.kind() == T.INTEGER_LITERAL:
                mask.append(self.tok.value)
            else:
                raise self.error("expected integer constant")
            self.lex()
            if not self.consume(T.COMMA):
                break
        self.expect(T.RPAREN, "')'")
        return MachineOperand.create_shuffle_mask(tuple(mask))

    def parse_custom_reg_mask(self) -> MachineOperand:
        self.lex()
        self.expect(T.LPAREN, "'('")
        mask = 0
        while self.kind() != T.RPAREN:
            if self.kind() != T.NAMED_REGISTER:
                raise self.error("expected a named register")
            mask |= 1 << self.parse_named_register()
            self.lex()
            if self.kind() != T.RPAREN and not self.consume(T.COMMA):
                raise self.error("expected ',' or ')'")
        self.lex()
        return MachineOperand.create_reg_mask(mask)

    # ----- memory operands -----
    def parse_machine_memory_operand(self) -> MachineMemOperand:
        self.expect(T.LPAREN, "'('")
        flags = 0
        target_flags = {n: v for v, n in self.pfs.tii.get_serializable_machine_memory_operand_target_flags()}
        while True:
            t = self.tok
            if t.kind == T.IDENTIFIER and t.text in _MEM_FLAGS:
                bit = _MEM_FLAGS[t.text]
            elif t.kind == T.STRING:
                v = target_flags.get(t.value)
                if v is None:
                    raise self.error(f"use of undefined target MMO flag '{t.value}'")
                bit = v
            else:
                break
            if flags & bit:
                raise self.error(f"duplicate '{t.text}' memory operand flag")
            flags |= bit
            self.lex()
        if not (self.is_word("load") or self.is_word("store")):
            raise self.error("expected 'load' or 'store' memory operation")
        flags |= MOLoad if self.tok.text == "load" else MOStore
        self.lex()
        if self.is_word("store"):
            flags |= MOStore
            self.lex()
        sync_scope = ""
        if self.is_word("syncscope"):
            self.lex()
            self.expect(T.LPAREN, "'('")
            if self.kind() != T.STRING:
                raise self.error("expected string constant")
            sync_scope = self.tok.value
            self.lex()
            self.expect(T.RPAREN, "')'")
        ordering = self.parse_optional_atomic_ordering()
        failure = self.parse_optional_atomic_ordering() if ordering else 0
        memory_type: str | None
        if self.kind() == T.INTEGER_LITERAL:
            size: int = self.tok.value
            memory_type = f"s{size * 8}"
            self.lex()
        elif self.is_word("unknown-size"):
            size = UNKNOWN_SIZE
            memory_type = ""
            self.lex()
        elif self.kind() == T.LPAREN:
            self.lex()
            memory_type, bits = self.parse_low_level_type()
            size = (bits + 7) // 8
            self.expect(T.RPAREN, "')'")
        else:
            raise self.error(
                "expected memory LLT, the size integer literal or 'unknown-size' after memory operation"
            )
        value: Any = None
        psv: PseudoSourceValue | None = None
        offset = 0
        addr_space = 0
        if self.kind() == T.IDENTIFIER and self.tok.text in ("from", "into", "on"):
            word = "on" if flags & MOLoad and flags & MOStore else ("from" if flags & MOLoad else "into")
            if self.tok.text != word:
                raise self.error(f"expected '{word}'")
            self.lex()
            value, psv = self.parse_machine_pointer_info()
            offset = self.parse_offset()
        base_align = 1
        if size != UNKNOWN_SIZE and size > 0:
            base_align = 1 << (size - 1).bit_length()
        aa: dict[str, Any] = {}
        while self.consume(T.COMMA):
            t = self.tok
            if t.kind == T.IDENTIFIER and t.text in ("align", "basealign"):
                self.lex()
                base_align = self.parse_alignment()
            elif t.kind == T.IDENTIFIER and t.text == "addrspace":
                self.lex()
                if self.kind() != T.INTEGER_LITERAL:
                    raise self.error("expected an integer literal after 'addrspace'")
                addr_space = self.tok.value
                self.lex()
            elif t.kind == T.METADATA_NAME and t.value in ("tbaa", "alias.scope", "noalias", "range"):
                self.lex()
                if self.kind() != T.METADATA_ID:
                    raise self.error("expected metadata id after '!'")
                aa[t.value] = self.parse_md_node()
            else:
                raise self.error("expected 'align' or '!tbaa' or '!alias.scope' or '!noalias' or '!range'")
        self.expect(T.RPAREN, "')'")
        mmo = MachineMemOperand(flags, size, base_align, value, psv, offset, memory_type, addr_space)
        mmo.aa_tbaa = aa.get("tbaa")
        mmo.aa_scope = aa.get("alias.scope")
        mmo.aa_noalias = aa.get("noalias")
        mmo.ranges = aa.get("range")
        mmo.sync_scope = sync_scope
        mmo.ordering = ordering
        mmo.failure_ordering = failure
        return mmo

    def parse_low_level_type(self) -> tuple[str, int]:
        """An LLT (``s32``, ``p0``, ``<4 x s32>``): its text and size in bits."""
        t = self.tok
        if t.kind == T.IDENTIFIER and len(t.text) > 1 and t.text[0] in "sp" and t.text[1:].isdigit():
            self.lex()
            if t.text[0] == "s":
                return t.text, int(t.text[1:])
            return t.text, self._pointer_bits(int(t.text[1:]))
        if t.kind == T.LESS:
            self.lex()
            if self.kind() != T.INTEGER_LITERAL:
                raise self.error("expected <M x sN> or <M x pA> for vector type")
            count: int = self.tok.value
            self.lex()
            if not self.is_word("x"):
                raise self.error("expected <M x sN> or <M x pA> for vector type")
            self.lex()
            elem, bits = self.parse_low_level_type()
            if self.kind() != T.GREATER:
                raise self.error("expected <M x sN> or <M x pA> for vector type")
            self.lex()
            return f"<{count} x {elem}>", count * bits
        raise self.error("expected sN, pA, <M x sN>, or <M x pA> for GlobalISel type")

    def _pointer_bits(self, addr_space: int) -> int:
        from pyllc.ir.data_layout import DataLayout

        dl = getattr(self.pfs.module, "data_layout", None) or ""
        return DataLayout(dl).get_pointer_size_in_bits(addr_space)

    def parse_machine_pointer_info(self) -> tuple[Any, PseudoSourceValue | None]:
        t = self.tok
        if t.kind == T.IDENTIFIER and t.text in _PSV_WORDS:
            self.lex()
            return None, PseudoSourceValue(_PSV_WORDS[t.text])
        if t.kind == T.IDENTIFIER and t.text == "unknown-address":
            self.lex()
            return None, None
        if t.kind == T.FIXED_STACK_OBJECT:
            return None, PseudoSourceValue(PSV_FixedStack, self.parse_fixed_stack_object())
        if t.kind == T.STACK_OBJECT:
            return None, PseudoSourceValue(PSV_FixedStack, self.parse_stack_object())
        if t.kind == T.IDENTIFIER and t.text == "call-entry":
            self.lex()
            if self.kind() in (T.GLOBAL_VALUE, T.NAMED_GLOBAL_VALUE):
                gv = self.parse_global_value()
                self.lex()
                return None, PseudoSourceValue(PSV_GlobalValueCallEntry, gv)
            if self.kind() == T.EXTERNAL_SYMBOL:
                name = self.tok.value
                self.lex()
                return None, PseudoSourceValue(PSV_ExternalSymbolCallEntry, name)
            raise self.error("expected a global value or an external symbol after 'call-entry'")
        if t.kind == T.IDENTIFIER and t.text == "custom":
            self.lex()
            if self.kind() != T.STRING:
                raise self.error("expected a string after 'custom'")
            name = self.tok.value
            self.lex()
            return None, PseudoSourceValue(PSV_TargetCustom, name)
        if t.kind in (T.GLOBAL_VALUE, T.NAMED_GLOBAL_VALUE):
            gv = self.parse_global_value()
            self.lex()
            return gv, None
        if t.kind == T.QUOTED_IR_VALUE:
            from pyllc.ir.parser import parse_constant_value

            try:
                v = parse_constant_value(t.value, self.pfs.module)
            except DiagnosticError as e:
                col = e.location.col if e.location is not None and e.location.col else 1
                raise self.error(e.message, t.pos + col) from None
            self.lex()
            return v, None
        if t.kind in (T.NAMED_IR_VALUE, T.IR_VALUE):
            v = (
                self.pfs.ir_value_named(t.value)
                if t.kind == T.NAMED_IR_VALUE
                else self.pfs.ir_value_numbered(t.value)
            )
            if v is None:
                raise self.error(f"use of undefined IR value '{t.text}'")
            self.lex()
            return v, None
        raise self.error("expected an IR value reference")


def _is_ir_block(v: Any) -> bool:
    return type(v).__name__ == "BasicBlock"


def _numbered_global(module: Any, num: int) -> Any:
    if module is None:
        return None
    n = 0
    for gv in list(module.globals) + list(module.functions) + list(module.aliases) + list(module.ifuncs):
        if not gv.name:
            if n == num:
                return gv
            n += 1
    return None


def guess_successors(mbb: MachineBasicBlock) -> tuple[list[MachineBasicBlock], bool]:
    """The blocks named by the block's instructions, in order, and whether it can fall through (LLVM
    ``guessSuccessors``)."""
    from pyllc.mir.printer import guess_successors as guess

    return guess(mbb)


def parse_reference(
    pfs: PerFunctionMIParsingState, source: SourceText, what: Callable[[MIParser], Any]
) -> Any:
    """Parse one whole YAML-field reference (``$eax``, ``%bb.3``, ``%stack.0``) with ``what``; the text must
    hold nothing else."""
    p = MIParser(pfs, source)
    result = what(p)
    if p.tok.kind != T.EOF:
        raise p.error("expected end of string after the reference")
    return result


def named_register_reference(p: MIParser) -> int:
    if p.tok.kind != T.NAMED_REGISTER:
        raise p.error("expected a named register")
    reg = p.parse_named_register()
    p.lex()
    return reg


def register_reference(p: MIParser) -> int:
    if p.tok.kind not in (T.NAMED_REGISTER, T.VIRTUAL_REGISTER, T.NAMED_VIRTUAL_REGISTER):
        raise p.error("expected a register")
    reg, _ = p.parse_register()
    p.lex()
    return reg


def virtual_register_reference(p: MIParser) -> VRegInfo:
    t = p.tok
    if t.kind == T.VIRTUAL_REGISTER:
        info = p.pfs.get_vreg_info(t.value)
    elif t.kind == T.NAMED_VIRTUAL_REGISTER:
        info = p.pfs.get_vreg_info_named(t.value)
    else:
        raise p.error("expected a virtual register")
    p.lex()
    return info


def mbb_reference(p: MIParser) -> MachineBasicBlock:
    if p.tok.kind != T.MBB:
        raise p.error("expected a machine basic block reference")
    mbb = p.parse_mbb_reference()
    p.lex()
    return mbb


def stack_object_reference(p: MIParser) -> int:
    if p.tok.kind == T.STACK_OBJECT:
        return p.parse_stack_object()
    if p.tok.kind == T.FIXED_STACK_OBJECT:
        return p.parse_fixed_stack_object()
    raise p.error("expected a stack object")


def md_node_reference(p: MIParser) -> Any:
    if p.tok.kind == T.METADATA_NAME and p.tok.value == "DIExpression":
        return p.parse_di_expression()
    if p.tok.kind != T.METADATA_ID:
        raise p.error("expected a metadata node")
    return p.parse_md_node()
