"""What it is (LLVM: lib/AsmParser/LLParser.cpp, parseFunctionBody .. parseInstruction): the
function-body half of the IR reader, a mixin of :class:`pyllc.ir.parser.LLParser`.

A function body is a list of basic blocks; a block is an optional label followed by
instructions up to and including a terminator (a block that reaches ``}`` without one is
"expected instruction opcode", as in LLVM).  Each instruction starts with an optional
``%name =``, then its opcode keyword, which selects a handler through the ``inst_handlers``
dict; the handler parses the operands, builds one :class:`~pyllc.ir.instructions.Instruction`
and returns it.  Trailing ``, !kind !N`` attachments go to the metadata mixin.

:class:`PerFunctionState` is LLVM's PerFunctionState: the function's local symbol tables
(names and numbers share one namespace, blocks are looked up separately), the forward
references still open, and the next unnamed-value number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from pyllc.ir import instructions as I
from pyllc.ir import lexer as L
from pyllc.ir.attributes import EMPTY, AttributeList, AttributeSet
from pyllc.ir.instructions import CallInfo, Instruction
from pyllc.ir.types import (
    ArrayTyID,
    FixedVectorTyID,
    FunctionTyID,
    IntegerTyID,
    LabelTyID,
    MetadataTyID,
    PointerTyID,
    ScalableVectorTyID,
    StructTyID,
    TokenTyID,
    Type,
    VoidTyID,
    FP_TYPE_IDS,
)
from pyllc.ir.values import BasicBlock, Value

if TYPE_CHECKING:
    from pyllc.ir.module import Function
    from pyllc.ir.parser import LLParser

_FMF_BITS = {
    "fast": I.FMF_FAST,
    "reassoc": 1,
    "nnan": 2,
    "ninf": 4,
    "nsz": 8,
    "arcp": 16,
    "contract": 32,
    "afn": 64,
}


class PerFunctionState:
    """Local names, numbers, blocks and open forward references of the function being parsed."""

    __slots__ = (
        "p",
        "fn",
        "names",
        "ids",
        "fwd_names",
        "fwd_ids",
        "blocks_by_name",
        "blocks_by_id",
        "fwd_blocks",
        "next_id",
    )

    def __init__(self, p: LLParser, fn: Function) -> None:
        self.p = p
        self.fn = fn
        self.names: dict[str, Value] = {}
        self.ids: dict[int, Value] = {}
        self.fwd_names: dict[str, Value] = {}
        self.fwd_ids: dict[int, Value] = {}
        self.blocks_by_name: dict[str, BasicBlock] = {}
        self.blocks_by_id: dict[int, BasicBlock] = {}
        self.fwd_blocks: dict[Any, int] = {}
        self.next_id = 0

    def get_value(self, kind: int, text: str, ty: Type, at: int) -> Value:
        """The local ``%text`` (``kind`` LOCALVAR or LOCALID) as a value of type ``ty``."""
        if kind == L.LOCALVAR:
            v = self.names.get(text)
            if v is None:
                if ty.tid == LabelTyID:
                    return self.get_bb(kind, text, at)
                v = self.fwd_names.get(text)
                if v is None:
                    if ty.tid in (FunctionTyID, VoidTyID) or (ty.tid == LabelTyID):
                        raise self.p.error("invalid use of a non-first-class type", at)
                    from pyllc.ir.parser import ForwardRef

                    v = ForwardRef(ty, text, at)
                    self.fwd_names[text] = v
        else:
            num = int(text)
            v = self.ids.get(num)
            if v is None:
                if ty.tid == LabelTyID:
                    return self.get_bb(kind, text, at)
                if num < self.next_id:
                    raise self.p.error("use of undefined value '%%%d'" % num, at)
                v = self.fwd_ids.get(num)
                if v is None:
                    if ty.tid in (FunctionTyID, VoidTyID):
                        raise self.p.error("invalid use of a non-first-class type", at)
                    from pyllc.ir.parser import ForwardRef

                    v = ForwardRef(ty, text, at)
                    self.fwd_ids[num] = v
        if v.type is not ty:
            if isinstance(v, BasicBlock) or ty.tid == LabelTyID:
                raise self.p.error("'%%%s' is not a basic block" % text, at)
            raise self.p.error("'%%%s' defined with type '%s' but expected '%s'" % (text, v.type, ty), at)
        return v

    def get_bb(self, kind: int, text: str, at: int) -> BasicBlock:
        if kind == L.LOCALVAR:
            bb = self.blocks_by_name.get(text)
            if bb is None:
                if text in self.names:
                    raise self.p.error("'%%%s' is not a basic block" % text, at)
                bb = BasicBlock(self.p.ctx.label_ty, text, self.fn)
                self.blocks_by_name[text] = bb
                self.fwd_blocks[text] = at
        else:
            num = int(text)
            bb = self.blocks_by_id.get(num)
            if bb is None:
                if num in self.ids:
                    raise self.p.error("'%%%s' is not a basic block" % text, at)
                bb = BasicBlock(self.p.ctx.label_ty, "", self.fn)
                self.blocks_by_id[num] = bb
                self.fwd_blocks[num] = at
        return bb

    def define_block(self, kind: int, text: str, at: int) -> BasicBlock:
        """The block whose label (or implicit number when kind is 0) starts here."""
        p = self.p
        if kind == L.LABELSTR and not text.isdigit():
            bb = self.blocks_by_name.get(text)
            if bb is not None:
                if self.fwd_blocks.pop(text, None) is None:
                    raise p.error(
                        "redefinition of label '%%%s'" % text
                        if False
                        else "invalid redefinition of function '%s'" % text
                        if False
                        else "multiple definition of local value named '%s'" % text,
                        at,
                    )
            else:
                if text in self.names or text in self.fwd_names:
                    if text in self.names:
                        raise p.error("multiple definition of local value named '%s'" % text, at)
                    raise p.error("'%%%s' is not a basic block" % text, self.fwd_names[text].at)  # type: ignore[attr-defined]
                bb = BasicBlock(p.ctx.label_ty, text, self.fn)
                self.blocks_by_name[text] = bb
            return bb
        num = self.next_id
        if kind == L.LABELSTR and int(text) != num:
            raise p.error("label expected to be numbered '%d'" % num, at)
        self.next_id = num + 1
        bb = self.blocks_by_id.get(num)
        if bb is not None:
            self.fwd_blocks.pop(num, None)
        else:
            if num in self.fwd_ids:
                raise p.error("'%%%d' is not a basic block" % num, self.fwd_ids[num].at)  # type: ignore[attr-defined]
            bb = BasicBlock(p.ctx.label_ty, "", self.fn)
            self.blocks_by_id[num] = bb
        return bb

    def set_value_name(self, kind: int, text: str, v: Value, at: int) -> None:
        """Give the new value ``v`` its name or number and resolve forward references to it."""
        p = self.p
        if kind == L.LOCALVAR:
            if text in self.names or text in self.blocks_by_name:
                raise p.error("multiple definition of local value named '%s'" % text, at)
            self.names[text] = v
            v.name = text
            ref = self.fwd_names.pop(text, None) if self.fwd_names else None
        else:
            num = self.next_id
            if kind == L.LOCALID and int(text) != num:
                raise p.error("instruction expected to be numbered '%%%d'" % num, at)
            self.ids[num] = v
            self.next_id = num + 1
            ref = self.fwd_ids.pop(num, None) if self.fwd_ids else None
        if ref is not None:
            if ref.type is not v.type:
                raise p.error("instruction forward referenced with type '%s'" % ref.type, at)
            ref.replace_all_uses_with(v)

    def finish(self) -> None:
        p = self.p
        pending: list[tuple[int, str]] = []
        for name, ref in self.fwd_names.items():
            pending.append((ref.at, "use of undefined value '%%%s'" % name))  # type: ignore[attr-defined]
        for num, ref in self.fwd_ids.items():
            pending.append((ref.at, "use of undefined value '%%%d'" % num))  # type: ignore[attr-defined]
        for key, at in self.fwd_blocks.items():
            pending.append((at, "use of undefined value '%%%s'" % key))
        if pending:
            at, msg = min(pending, key=lambda e: p.offset_of(e[0]))
            raise p.error(msg, at)


class InstructionParserMixin:
    """Function bodies and instructions (mixed into LLParser)."""

    def init_instruction_parser(self: LLParser) -> None:
        h: dict[str, Callable[[], Instruction]] = {
            "ret": self.parse_ret,
            "br": self.parse_br,
            "switch": self.parse_switch,
            "indirectbr": self.parse_indirectbr,
            "invoke": self.parse_invoke,
            "resume": self.parse_resume,
            "unreachable": self.parse_unreachable,
            "cleanupret": self.parse_cleanupret,
            "catchret": self.parse_catchret,
            "catchswitch": self.parse_catchswitch,
            "callbr": self.parse_callbr,
            "fneg": self.parse_fneg,
            "alloca": self.parse_alloca,
            "load": self.parse_load,
            "store": self.parse_store,
            "getelementptr": self.parse_gep,
            "fence": self.parse_fence,
            "cmpxchg": self.parse_cmpxchg,
            "atomicrmw": self.parse_atomicrmw,
            "cleanuppad": self.parse_funclet_pad,
            "catchpad": self.parse_funclet_pad,
            "icmp": self.parse_cmp,
            "fcmp": self.parse_cmp,
            "phi": self.parse_phi,
            "call": self.parse_call_inst,
            "tail": self.parse_call_inst,
            "musttail": self.parse_call_inst,
            "notail": self.parse_call_inst,
            "select": self.parse_select,
            "va_arg": self.parse_va_arg,
            "extractelement": self.parse_extractelement,
            "insertelement": self.parse_insertelement,
            "shufflevector": self.parse_shufflevector,
            "extractvalue": self.parse_extractvalue,
            "insertvalue": self.parse_insertvalue,
            "landingpad": self.parse_landingpad,
            "freeze": self.parse_freeze,
        }
        for op in I.BINARY_OPS:
            h[I.OPCODE_NAMES[op]] = self.parse_binary
        for op in I.CAST_OPS:
            h[I.OPCODE_NAMES[op]] = self.parse_cast
        self.inst_handlers = h

    # ------------------------------------------------------------------ function body
    def parse_function_body(self: LLParser, fn: Function) -> None:
        if self.kind != L.LBRACE:
            raise self.error("expected '{' in function body")
        self.next()
        if self.kind == L.BODY:
            self.parse_body_lines(fn, int(self.text))
            self.next()
            return
        pfs = self.begin_function_body(fn, self.pending_arg_names)
        self.parse_body_tokens(fn, pfs)
        self.next()
        pfs.finish()
        self.pfs = None

    def begin_function_body(
        self: LLParser, fn: Function, arg_names: list[tuple[int, str, int]]
    ) -> PerFunctionState:
        pfs = PerFunctionState(self, fn)
        self.pfs = pfs
        self.fn_blocks[fn] = pfs
        for arg, (k, text, at) in zip(fn.args, arg_names):
            if k == L.LOCALVAR:
                pfs.set_value_name(k, text, arg, at)
            else:
                num = pfs.next_id
                if k == L.LOCALID and int(text) != num:
                    raise self.error("argument expected to be numbered '%%%d'" % num, at)
                pfs.set_value_name(k, text, arg, at)
        return pfs

    def parse_body_tokens(self: LLParser, fn: Function, pfs: PerFunctionState) -> None:
        """The blocks of a body from the token stream, up to (not past) its closing ``}``."""
        if self.kind == L.RBRACE:
            raise self.error("function body requires at least one basic block")
        blocks = fn.blocks
        while self.kind != L.RBRACE:
            if self.kind == L.WORD and (self.text == "uselistorder" or self.text == "uselistorder_bb"):
                fn.uselistorders.append(self.raw_text_until_close(self.pos))
                continue
            at = self.pos
            if self.kind == L.LABELSTR:
                bb = pfs.define_block(L.LABELSTR, self.text, at)
                self.next()
            else:
                bb = pfs.define_block(0, "", at)
            bb.loc = self.offsets[at]
            blocks.append(bb)
            insts = bb.instructions
            while True:
                inst = self.parse_instruction(pfs, bb)
                insts.append(inst)
                if inst.opcode <= 11:
                    break
                if self.kind == L.LABELSTR or self.kind == L.RBRACE:
                    raise self.error("expected instruction opcode")

    def parse_instruction(self: LLParser, pfs: PerFunctionState, bb: BasicBlock) -> Instruction:
        """One instruction with its optional ``%name =`` and trailing metadata attachments."""
        k = self.kind
        at = self.pos
        if k == L.LOCALVAR or k == L.LOCALID:
            name_kind = k
            name_text = self.text
            self.next()
            if self.kind != L.EQUAL:
                raise self.error("expected '=' after instruction name")
            self.next()
        else:
            name_kind = 0
            name_text = ""
        if self.kind != L.WORD:
            if self.kind == L.EOF:
                raise self.error("found end of file when expecting more instructions")
            raise self.error("expected instruction opcode")
        handler = self.inst_handlers.get(self.text)
        if handler is None:
            raise self.error("expected instruction opcode")
        inst = handler()
        self.last_inst = inst
        inst.loc = self.offsets[at]
        inst.parent = bb
        if inst.type.tid == VoidTyID:
            if name_kind:
                raise self.error("instructions returning void cannot have a name", at)
        else:
            pfs.set_value_name(name_kind, name_text, inst, at)
        if self.kind == L.COMMA:
            if self.peek() != L.METADATAVAR:
                raise self.error("expected metadata after comma", self.pos + 1)
            self.next()
            self.parse_instruction_metadata_attachments(inst)
        return inst

    # ------------------------------------------------------------------ small helpers
    def parse_fmf(self: LLParser) -> int:
        f = 0
        while self.kind == L.WORD:
            b = _FMF_BITS.get(self.text)
            if b is None:
                break
            f |= b
            self.next()
        return f << I.FMF_SHIFT

    def parse_type_value(self: LLParser, ty: Type) -> Value:
        return self.parse_value(ty)

    def expect_bb(self: LLParser) -> BasicBlock:
        """``label %bb``"""
        if self.kind != L.WORD or self.text != "label":
            raise self.error("expected 'label' here" if False else "expected type")
        self.next()
        k = self.kind
        if k != L.LOCALVAR and k != L.LOCALID:
            raise self.error("expected a basic block")
        at = self.pos
        text = self.text
        self.next()
        pfs = self.pfs
        assert pfs is not None
        return pfs.get_value(k, text, self.ctx.label_ty, at)  # type: ignore[return-value]

    def parse_opt_align(self: LLParser) -> int:
        """``, align N`` if present (not consuming ``, !md``)."""
        if self.kind == L.COMMA and self.peek() == L.WORD and self.peek_text() == "align":
            self.next()
            self.next()
            return self.parse_alignment_value()
        return 0

    def parse_scope_and_ordering(self: LLParser) -> tuple[str, int]:
        scope = ""
        if self.kind == L.WORD and self.text == "syncscope":
            self.next()
            self.expect(L.LPAREN, "'(' in syncscope")
            scope = self.parse_string("syncscope name")
            self.expect(L.RPAREN, "')' in syncscope")
        return scope, self.parse_ordering()

    def parse_ordering(self: LLParser) -> int:
        if self.kind == L.WORD:
            o = I.ORDERING_BY_NAME.get(self.text)
            if o is not None:
                self.next()
                return o
        raise self.error("Expected ordering on atomic instruction")

    def typed_pointer_check(
        self: LLParser,
        ty: Type,
        ptr: Value,
        at: int,
        message: str = "load operand must be a pointer to a first class type",
    ) -> None:
        pt = ptr.type
        if pt.tid != PointerTyID:
            raise self.error(message, at)
        if pt.pointee is not None and pt.pointee is not ty:
            raise self.error("explicit pointee type doesn't match operand's pointee type", at)

    # ------------------------------------------------------------------ terminators
    def parse_ret(self: LLParser) -> Instruction:
        self.next()
        pfs = self.pfs
        assert pfs is not None
        rty = pfs.fn.function_type.elem
        at = self.pos
        ty = self.parse_type()
        if ty.tid == VoidTyID:
            if rty is not ty:
                raise self.error("value doesn't match function result type '%s'" % rty, at)
            return Instruction(I.Ret, ty, [])
        v = self.parse_value(ty)
        if rty is not ty:
            raise self.error("value doesn't match function result type '%s'" % rty, at)
        return Instruction(I.Ret, self.ctx.void_ty, [v])

    def parse_br(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        if self.kind == L.WORD and self.text == "label":
            return Instruction(I.Br, self.ctx.void_ty, [self.expect_bb()])
        ty = self.parse_type()
        if ty is not self.ctx.i1:
            raise self.error("branch condition must have 'i1' type", at)
        c = self.parse_value(ty)
        self.expect(L.COMMA, "',' after branch condition")
        t = self.expect_bb()
        self.expect(L.COMMA, "',' after true destination")
        f = self.expect_bb()
        return Instruction(I.Br, self.ctx.void_ty, [c, t, f])

    def parse_switch(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        cond = self.parse_typed_value()
        if cond.type.tid != IntegerTyID:
            raise self.error("switch condition must have integer type", at)
        self.expect(L.COMMA, "',' after switch condition")
        default = self.expect_bb()
        self.expect(L.LSQUARE, "'[' with switch table")
        ops: list[Value] = [cond, default]
        seen: set[int] = set()
        while self.kind != L.RSQUARE:
            c_at = self.pos
            c = self.parse_typed_value()
            if not hasattr(c, "value") or c.type is not cond.type:
                raise self.error("case value is not a constant integer", c_at)
            if c.value in seen:  # type: ignore[attr-defined]
                raise self.error("duplicate case value in switch", c_at)
            seen.add(c.value)  # type: ignore[attr-defined]
            self.expect(L.COMMA, "',' after case value")
            ops.append(c)
            ops.append(self.expect_bb())
        self.next()
        return Instruction(I.Switch, self.ctx.void_ty, ops)

    def parse_indirectbr(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        addr = self.parse_typed_value()
        if addr.type.tid != PointerTyID:
            raise self.error("indirectbr address must have pointer type", at)
        self.expect(L.COMMA, "',' after indirectbr address")
        self.expect(L.LSQUARE, "'[' with indirectbr")
        ops = [addr]
        if self.kind != L.RSQUARE:
            ops.append(self.expect_bb())
            while self.eat(L.COMMA):
                ops.append(self.expect_bb())
        self.expect(L.RSQUARE, "']' at end of block list")
        return Instruction(I.IndirectBr, self.ctx.void_ty, ops)

    def parse_resume(self: LLParser) -> Instruction:
        self.next()
        return Instruction(I.Resume, self.ctx.void_ty, [self.parse_typed_value()])

    def parse_unreachable(self: LLParser) -> Instruction:
        self.next()
        return Instruction(I.Unreachable, self.ctx.void_ty, [])

    def parse_pad_operand(self: LLParser) -> Value:
        if self.kind == L.WORD and self.text == "none":
            self.next()
            from pyllc.ir.constants import get_token_none

            return get_token_none(self.ctx)
        k = self.kind
        if k != L.LOCALVAR and k != L.LOCALID:
            raise self.error("expected scope value for catchswitch" if False else "expected value token")
        at = self.pos
        text = self.text
        self.next()
        pfs = self.pfs
        assert pfs is not None
        return pfs.get_value(k, text, self.ctx.token_ty, at)

    def parse_cleanupret(self: LLParser) -> Instruction:
        self.next()
        self.expect_word("from", "'from' after cleanupret")
        pad = self.parse_pad_operand()
        self.expect_word("unwind", "'unwind' in cleanupret")
        ops = [pad]
        if self.eat_word("to"):
            self.expect_word("caller", "'caller' in cleanupret")
        else:
            ops.append(self.expect_bb())
        return Instruction(I.CleanupRet, self.ctx.void_ty, ops)

    def parse_catchret(self: LLParser) -> Instruction:
        self.next()
        self.expect_word("from", "'from' after catchret")
        pad = self.parse_pad_operand()
        self.expect_word("to", "'to' in catchret")
        return Instruction(I.CatchRet, self.ctx.void_ty, [pad, self.expect_bb()])

    def parse_catchswitch(self: LLParser) -> Instruction:
        self.next()
        self.expect_word("within", "'within' after catchswitch")
        ops = [self.parse_pad_operand()]
        self.expect(L.LSQUARE, "'[' with catchswitch labels")
        ops.append(self.expect_bb())
        while self.eat(L.COMMA):
            ops.append(self.expect_bb())
        self.expect(L.RSQUARE, "']' after catchswitch labels")
        self.expect_word("unwind", "'unwind' after catchswitch scope")
        has_unwind = False
        if self.eat_word("to"):
            self.expect_word("caller", "'caller' in catchswitch")
        else:
            ops.append(self.expect_bb())
            has_unwind = True
        inst = Instruction(I.CatchSwitch, self.ctx.token_ty, ops)
        inst.extra = has_unwind
        return inst

    def parse_funclet_pad(self: LLParser) -> Instruction:
        op = I.CleanupPad if self.text == "cleanuppad" else I.CatchPad
        self.next()
        self.expect_word("within", "'within' after %s" % I.OPCODE_NAMES[op])
        ops = [self.parse_pad_operand()]
        self.expect(
            L.LSQUARE, "'[' in funclet pad arguments" if False else "expected '[' here" and "'[' here"
        )
        if self.kind != L.RSQUARE:
            while True:
                ty = self.parse_type()
                if ty.tid == MetadataTyID:
                    ops.append(self.parse_metadata_as_value())
                else:
                    ops.append(self.parse_value(ty))
                if not self.eat(L.COMMA):
                    break
        self.expect(L.RSQUARE, "']' here")
        return Instruction(op, self.ctx.token_ty, ops)

    # ------------------------------------------------------------------ calls
    def skip_callee(self: LLParser) -> None:
        k = self.kind
        if k in (L.LOCALVAR, L.LOCALID, L.GLOBALVAR, L.GLOBALID):
            self.next()
            return
        if k == L.WORD and self.text == "asm":
            self.next()
            while self.kind == L.WORD:
                self.next()
            self.expect(L.STRING, "string constant")
            self.expect(L.COMMA, "comma in inline asm expression")
            self.expect(L.STRING, "string constant")
            return
        if k == L.WORD and self.peek() != L.LPAREN and self.peek() != L.WORD:
            self.next()
            return
        if k == L.WORD:
            while self.kind == L.WORD:
                self.next()
            depth = 0
            while True:
                kk = self.kind
                if kk == L.LPAREN:
                    depth += 1
                elif kk == L.RPAREN:
                    depth -= 1
                    if depth == 0:
                        self.next()
                        return
                elif kk == L.EOF:
                    raise self.error("expected ')'")
                self.next()
        raise self.error("expected value token")

    def parse_call_common(self: LLParser, opcode: int) -> tuple[CallInfo, list[Value], Value, int]:
        """Everything from the calling convention through operand bundles; returns the call info,
        the argument + bundle operands, the callee and the token index of the callee."""
        cc = self.parse_calling_conv()
        ret_attrs = self.parse_param_attrs()
        addrspace = self.parse_opt_addrspace()
        ty_at = self.pos
        ty = self.parse_type()
        explicit = ty.tid == FunctionTyID
        callee_at = self.pos
        self.skip_callee()
        if self.kind != L.LPAREN:
            raise self.error("expected '(' in call" if False else "expected '(' in call")
        self.next()
        args: list[Value] = []
        arg_attrs: list[AttributeSet] = []
        pfs = self.pfs
        if self.kind != L.RPAREN:
            while True:
                if self.kind == L.DOTDOTDOT:
                    self.next()
                    break
                a_at = self.pos
                aty = self.parse_type()
                attrs = self.parse_param_attrs() if self.kind == L.WORD or self.kind == L.STRING else EMPTY
                if aty.tid == MetadataTyID:
                    v = self.parse_metadata_as_value()
                else:
                    k = self.kind
                    if (k == L.LOCALVAR or k == L.LOCALID) and pfs is not None:
                        text = self.text
                        at = self.pos
                        self.next()
                        v = pfs.get_value(k, text, aty, at)
                    else:
                        v = self.parse_value(aty)
                if explicit:
                    params = ty.params
                    assert params is not None
                    i = len(args)
                    if i < len(params):
                        if params[i] is not aty:
                            raise self.error("argument is not of expected type '%s'" % params[i], a_at)
                    elif not ty.vararg:
                        raise self.error("too many arguments specified", a_at)
                args.append(v)
                arg_attrs.append(attrs)
                if self.kind != L.COMMA:
                    break
                self.next()
        if self.kind != L.RPAREN:
            raise self.error("expected ')' at end of argument list")
        self.next()
        if explicit:
            fty = ty
            assert fty.params is not None
            if len(args) < len(fty.params):
                raise self.error("too few arguments specified", self.pos - 1)
        else:
            if ty.tid in (LabelTyID, MetadataTyID):
                raise self.error("invalid function return type", ty_at)
            fty = self.ctx.function_type(ty, tuple(a.type for a in args), False)
        group_ids: list[int] = []
        fn_attrs = (
            self.parse_fn_attrs(False, group_ids) if self.kind in (L.WORD, L.STRING, L.ATTRGRPID) else EMPTY
        )
        bundles: list[tuple[str, int, int]] = []
        if self.kind == L.LSQUARE:
            self.next()
            while True:
                tag = self.parse_string("operand bundle tag")
                self.expect(L.LPAREN, "'(' after operand bundle tag")
                start = len(args)
                if self.kind != L.RPAREN:
                    while True:
                        bt = self.parse_type()
                        args.append(
                            self.parse_metadata_as_value() if bt.tid == MetadataTyID else self.parse_value(bt)
                        )
                        if not self.eat(L.COMMA):
                            break
                self.expect(L.RPAREN, "')' at end of operand bundle")
                bundles.append((tag, start, len(args)))
                if not self.eat(L.COMMA):
                    break
            self.expect(L.RSQUARE, "']' at end of operand bundles")
        # now the callee, with the call's function type known
        save = self.pos
        self.seek(callee_at)
        self.pending_call_fty = fty
        callee = self.parse_value(self.ctx.pointer_type(None if self.opaque else fty, addrspace))
        self.pending_call_fty = None
        self.seek(save)
        alist = AttributeList(EMPTY, ret_attrs, arg_attrs)
        info = CallInfo(fty, cc, alist, 0, bundles, len(arg_attrs))
        if addrspace:
            info.addrspace = addrspace
        self.defer_attrs(alist, "fn", fn_attrs, group_ids, callee_at)
        return info, args, callee, callee_at

    def parse_call_inst(self: LLParser) -> Instruction:
        w = self.text
        tail = 0
        if w != "call":
            tail = {"tail": I.TCK_Tail, "musttail": I.TCK_MustTail, "notail": I.TCK_NoTail}[w]
            self.next()
            if self.kind != L.WORD or self.text != "call":
                raise self.error("expected 'tail call', 'musttail call', or 'notail call'")
        self.next()
        fmf = self.parse_fmf()
        info, ops, callee, _ = self.parse_call_common(I.Call)
        info.tail = tail
        ops.append(callee)
        assert info.ftype.elem is not None
        inst = Instruction(I.Call, info.ftype.elem, ops)
        inst.extra = info
        inst.flags = fmf
        return inst

    def parse_invoke(self: LLParser) -> Instruction:
        self.next()
        info, ops, callee, _ = self.parse_call_common(I.Invoke)
        self.expect_word("to", "'to' in invoke")
        normal = self.expect_bb()
        self.expect_word("unwind", "'unwind' in invoke")
        unwind = self.expect_bb()
        ops += [normal, unwind, callee]
        assert info.ftype.elem is not None
        inst = Instruction(I.Invoke, info.ftype.elem, ops)
        inst.extra = info
        return inst

    def parse_callbr(self: LLParser) -> Instruction:
        self.next()
        info, ops, callee, _ = self.parse_call_common(I.CallBr)
        self.expect_word("to", "'to' in callbr")
        ops.append(self.expect_bb())
        self.expect(L.LSQUARE, "'[' in callbr")
        n = 0
        if self.kind != L.RSQUARE:
            while True:
                ops.append(self.expect_bb())
                n += 1
                if not self.eat(L.COMMA):
                    break
        self.expect(L.RSQUARE, "']' at end of block list")
        info.num_indirect = n
        ops.append(callee)
        assert info.ftype.elem is not None
        inst = Instruction(I.CallBr, info.ftype.elem, ops)
        inst.extra = info
        return inst

    # ------------------------------------------------------------------ arithmetic
    def parse_binary(self: LLParser) -> Instruction:
        op = I.OPCODE_BY_NAME[self.text]
        self.next()
        flags = 0
        if op in I.FP_BINARY_OPS:
            flags = self.parse_fmf()
        else:
            while self.kind == L.WORD:
                t = self.text
                if t == "nuw" and op in I.WRAP_OPS:
                    flags |= I.NUW
                elif t == "nsw" and op in I.WRAP_OPS:
                    flags |= I.NSW
                elif t == "exact" and op in I.EXACT_OPS:
                    flags |= I.EXACT
                elif t == "disjoint" and op == I.Or:
                    flags |= I.DISJOINT
                else:
                    break
                self.next()
        at = self.pos
        ty = self.parse_type()
        if op in I.FP_BINARY_OPS:
            if not ty.is_fp_or_fp_vector():
                raise self.error("invalid operand type for instruction", at)
        elif not ty.is_int_or_int_vector():
            raise self.error("invalid operand type for instruction", at)
        # hot path: locals looked up directly
        pfs = self.pfs
        assert pfs is not None
        k = self.kind
        if k == L.LOCALVAR or k == L.LOCALID:
            t = self.text
            a_at = self.pos
            self.next()
            a = pfs.get_value(k, t, ty, a_at)
        else:
            a = self.parse_value(ty)
        if self.kind != L.COMMA:
            raise self.error("expected ',' in arithmetic operation")
        self.next()
        k = self.kind
        if k == L.LOCALVAR or k == L.LOCALID:
            t = self.text
            b_at = self.pos
            self.next()
            b = pfs.get_value(k, t, ty, b_at)
        else:
            b = self.parse_value(ty)
        inst = Instruction(op, ty, [a, b])
        inst.flags = flags
        return inst

    def parse_fneg(self: LLParser) -> Instruction:
        self.next()
        fmf = self.parse_fmf()
        at = self.pos
        v = self.parse_typed_value()
        if not v.type.is_fp_or_fp_vector():
            raise self.error("invalid operand type for instruction", at)
        inst = Instruction(I.FNeg, v.type, [v])
        inst.flags = fmf
        return inst

    def parse_cast(self: LLParser) -> Instruction:
        op = I.OPCODE_BY_NAME[self.text]
        self.next()
        flags = 0
        if op == I.ZExt and self.eat_word("nneg"):
            flags = I.NNEG
        at = self.pos
        v = self.parse_typed_value()
        self.expect_word("to", "'to' after cast value")
        dty = self.parse_type()
        self.check_cast(op, v.type, dty, at)
        inst = Instruction(op, dty, [v])
        inst.flags = flags
        return inst

    def parse_cmp(self: LLParser) -> Instruction:
        is_icmp = self.text == "icmp"
        self.next()
        fmf = 0 if is_icmp else self.parse_fmf()
        pred = self.parse_cmp_predicate(is_icmp)
        at = self.pos
        ty = self.parse_type()
        if is_icmp:
            st = ty.scalar_type()
            if st.tid != IntegerTyID and st.tid != PointerTyID:
                raise self.error("icmp requires integer operands", at)
        elif not ty.is_fp_or_fp_vector():
            raise self.error("fcmp requires floating point operands", at)
        a = self.parse_value(ty)
        self.expect(L.COMMA, "',' after compare value")
        b = self.parse_value(ty)
        inst = Instruction(I.ICmp if is_icmp else I.FCmp, self.cmp_result_type(ty), [a, b])
        inst.pred = pred
        inst.flags = fmf
        return inst

    def parse_select(self: LLParser) -> Instruction:
        self.next()
        fmf = self.parse_fmf()
        at = self.pos
        c = self.parse_typed_value()
        self.expect(L.COMMA, "',' after select condition")
        a = self.parse_typed_value()
        self.expect(L.COMMA, "',' after select value")
        b_at = self.pos
        b = self.parse_typed_value()
        if a.type is not b.type:
            raise self.error("select values must have same type", b_at)
        ct = c.type
        if ct.scalar_type() is not self.ctx.i1 or (
            ct.is_vector() and (not a.type.is_vector() or a.type.count != ct.count)
        ):
            raise self.error("select condition must be i1 or <n x i1>", at)
        inst = Instruction(I.Select, a.type, [c, a, b])
        inst.flags = fmf
        return inst

    def parse_va_arg(self: LLParser) -> Instruction:
        self.next()
        v = self.parse_typed_value()
        self.expect(L.COMMA, "',' after vaarg operand")
        ty = self.parse_type()
        return Instruction(I.VAArg, ty, [v])

    def parse_freeze(self: LLParser) -> Instruction:
        self.next()
        v = self.parse_typed_value()
        return Instruction(I.Freeze, v.type, [v])

    def parse_extractelement(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        v = self.parse_typed_value()
        self.expect(L.COMMA, "',' after extract value")
        i = self.parse_typed_value()
        if not v.type.is_vector() or i.type.tid != IntegerTyID:
            raise self.error("invalid extractelement operands", at)
        assert v.type.elem is not None
        return Instruction(I.ExtractElement, v.type.elem, [v, i])

    def parse_insertelement(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        v = self.parse_typed_value()
        self.expect(L.COMMA, "',' after insertelement value")
        e = self.parse_typed_value()
        self.expect(L.COMMA, "',' after insertelement value")
        i = self.parse_typed_value()
        if not v.type.is_vector() or e.type is not v.type.elem or i.type.tid != IntegerTyID:
            raise self.error("invalid insertelement operands", at)
        return Instruction(I.InsertElement, v.type, [v, e, i])

    def parse_shufflevector(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        a = self.parse_typed_value()
        self.expect(L.COMMA, "',' after shuffle mask")
        b = self.parse_typed_value()
        self.expect(L.COMMA, "',' after shuffle value")
        m = self.parse_typed_value()
        if (
            not a.type.is_vector()
            or a.type is not b.type
            or not m.type.is_vector()
            or not m.type.elem.is_integer(32)
        ):  # type: ignore[union-attr]
            raise self.error("invalid shufflevector operands", at)
        assert a.type.elem is not None
        rty = self.ctx.vector_type(a.type.elem, m.type.count, m.type.tid == ScalableVectorTyID)  # type: ignore[arg-type]
        return Instruction(I.ShuffleVector, rty, [a, b, m])

    def parse_index_list(self: LLParser) -> list[int]:
        idx: list[int] = []
        while self.kind == L.COMMA and self.peek() == L.INTEGER:
            self.next()
            idx.append(self.parse_uint("index"))
        if not idx:
            raise self.error("expected index")
        return idx

    def parse_extractvalue(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        v = self.parse_typed_value()
        if not v.type.is_aggregate():
            raise self.error("extractvalue operand must be aggregate type", at)
        idx = self.parse_index_list()
        inst = Instruction(I.ExtractValue, self.indexed_type(v.type, idx, at), [v])
        inst.extra = tuple(idx)
        return inst

    def parse_insertvalue(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        v = self.parse_typed_value()
        self.expect(L.COMMA, "',' after insertvalue operand")
        e_at = self.pos
        e = self.parse_typed_value()
        if not v.type.is_aggregate():
            raise self.error("insertvalue operand must be aggregate type", at)
        idx = self.parse_index_list()
        if self.indexed_type(v.type, idx, at) is not e.type:
            raise self.error(
                "insertvalue operand and field disagree in type: '%s' instead of '%s'"
                % (e.type, self.indexed_type(v.type, idx, at)),
                e_at,
            )
        inst = Instruction(I.InsertValue, v.type, [v, e])
        inst.extra = tuple(idx)
        return inst

    def parse_phi(self: LLParser) -> Instruction:
        self.next()
        fmf = self.parse_fmf()
        at = self.pos
        ty = self.parse_type()
        if not ty.is_first_class() or ty.tid == LabelTyID:
            raise self.error("phi node must have first class type", at)
        vals: list[Value] = []
        blocks: list[BasicBlock] = []
        pfs = self.pfs
        assert pfs is not None
        while True:
            self.expect(L.LSQUARE, "'[' in phi value list")
            vals.append(self.parse_value(ty))
            self.expect(L.COMMA, "',' after insertelement value" if False else "',' in phi value list")
            k = self.kind
            if k != L.LOCALVAR and k != L.LOCALID:
                raise self.error("expected a basic block" if False else "expected value token")
            b_at = self.pos
            text = self.text
            self.next()
            blocks.append(pfs.get_value(k, text, self.ctx.label_ty, b_at))  # type: ignore[arg-type]
            self.expect(L.RSQUARE, "']' in phi value list")
            if not (self.kind == L.COMMA and self.peek() == L.LSQUARE):
                break
            self.next()
        inst = Instruction(I.PHI, ty, vals)
        inst.extra = blocks
        inst.flags = fmf
        return inst

    def parse_landingpad(self: LLParser) -> Instruction:
        self.next()
        ty = self.parse_type()
        inst = Instruction(I.LandingPad, ty, [])
        if self.eat_word("cleanup"):
            inst.flags = I.CLEANUP
        kinds: list[int] = []
        while self.kind == L.WORD and self.text in ("catch", "filter"):
            kinds.append(I.CATCH if self.text == "catch" else I.FILTER)
            self.next()
            at = self.pos
            v = self.parse_typed_value()
            if kinds[-1] == I.FILTER and v.type.tid != ArrayTyID:
                raise self.error("'filter' clause has an invalid type", at)
            inst.append_operand(v)
        if not kinds and not inst.flags:
            raise self.error(
                "landingpad instruction does not have any clauses and is not a cleanup"
                if False
                else "expected 'catch' or 'filter' clause type"
            )
        inst.extra = kinds
        return inst

    # ------------------------------------------------------------------ memory
    def parse_alloca(self: LLParser) -> Instruction:
        self.next()
        flags = 0
        if self.eat_word("inalloca"):
            flags |= I.INALLOCA
        if self.eat_word("swifterror"):
            flags |= I.SWIFTERROR
        at = self.pos
        ty = self.parse_type()
        if not ty.is_sized() and ty.tid != StructTyID:
            raise self.error("invalid type for alloca", at)
        ops: list[Value] = []
        align = 0
        addrspace = 0
        while self.kind == L.COMMA and self.peek() != L.METADATAVAR:
            self.next()
            if self.kind == L.WORD and self.text == "align":
                self.next()
                align = self.parse_alignment_value()
            elif self.kind == L.WORD and self.text == "addrspace":
                addrspace = self.parse_opt_addrspace()
            else:
                if ops:
                    raise self.error("expected metadata after comma")
                n_at = self.pos
                n = self.parse_typed_value()
                if n.type.tid != IntegerTyID:
                    raise self.error("element count must have integer type", n_at)
                ops.append(n)
        inst = Instruction(I.Alloca, self.ptr_to(ty, addrspace), ops)
        inst.flags = flags
        inst.align = align
        inst.extra = (ty, addrspace)
        return inst

    def parse_load(self: LLParser) -> Instruction:
        self.next()
        atomic = self.eat_word("atomic")
        flags = I.VOLATILE if self.eat_word("volatile") else 0
        at = self.pos
        ty = self.parse_type()
        if self.kind != L.COMMA:
            raise self.error("expected comma after load's type")
        self.next()
        p_at = self.pos
        ptr = self.parse_typed_value()
        self.typed_pointer_check(ty, ptr, p_at)
        if not ty.is_first_class() or ty.tid == LabelTyID or ty.tid == MetadataTyID:
            raise self.error("load operand must be a pointer to a first class type", at)
        inst = Instruction(I.Load, ty, [ptr])
        inst.flags = flags
        if atomic:
            inst.syncscope, inst.ordering = self.parse_scope_and_ordering()
            if inst.ordering in (5, 6):
                raise self.error("atomic load cannot use Release ordering", at)
        inst.align = self.parse_opt_align()
        if atomic and not inst.align:
            raise self.error("atomic load must have explicit non-zero alignment", at)
        return inst

    def parse_store(self: LLParser) -> Instruction:
        self.next()
        atomic = self.eat_word("atomic")
        flags = I.VOLATILE if self.eat_word("volatile") else 0
        at = self.pos
        v = self.parse_typed_value()
        self.expect(L.COMMA, "',' after store operand")
        p_at = self.pos
        ptr = self.parse_typed_value()
        if ptr.type.tid != PointerTyID:
            raise self.error("store operand must be a pointer", p_at)
        if ptr.type.pointee is not None and ptr.type.pointee is not v.type:
            raise self.error("stored value and pointer type do not match", at)
        if not v.type.is_first_class() or v.type.tid == LabelTyID:
            raise self.error("store operand must be a first class value", at)
        inst = Instruction(I.Store, self.ctx.void_ty, [v, ptr])
        inst.flags = flags
        if atomic:
            inst.syncscope, inst.ordering = self.parse_scope_and_ordering()
            if inst.ordering in (4, 6):
                raise self.error("atomic store cannot use Acquire ordering", at)
        inst.align = self.parse_opt_align()
        if atomic and not inst.align:
            raise self.error("atomic store must have explicit non-zero alignment", at)
        return inst

    def parse_gep(self: LLParser) -> Instruction:
        self.next()
        flags = I.INBOUNDS if self.eat_word("inbounds") else 0
        at = self.pos
        ty = self.parse_type()
        self.expect(L.COMMA, "comma after getelementptr's type")
        p_at = self.pos
        ptr = self.parse_typed_value()
        pt = ptr.type.scalar_type()
        if pt.tid != PointerTyID:
            raise self.error("base of getelementptr must be a pointer", p_at)
        if pt.pointee is not None and pt.pointee is not ty:
            raise self.error("explicit pointee type doesn't match operand's pointee type", at)
        ops = [ptr]
        pfs = self.pfs
        while self.kind == L.COMMA and self.peek() != L.METADATAVAR:
            self.next()
            i_at = self.pos
            ity = self.parse_type()
            k = self.kind
            if (k == L.LOCALVAR or k == L.LOCALID) and pfs is not None:
                text = self.text
                self.next()
                v = pfs.get_value(k, text, ity, i_at)
            else:
                v = self.parse_value(ity)
            if not ity.is_int_or_int_vector():
                raise self.error("getelementptr index must be an integer", i_at)
            ops.append(v)
        inst = Instruction(I.GetElementPtr, self.gep_result_type(ty, ops, p_at), ops)
        inst.flags = flags
        inst.extra = ty
        return inst

    def parse_fence(self: LLParser) -> Instruction:
        self.next()
        at = self.pos
        inst = Instruction(I.Fence, self.ctx.void_ty, [])
        inst.syncscope, inst.ordering = self.parse_scope_and_ordering()
        if inst.ordering <= 2:
            raise self.error(
                "fence cannot be unordered" if inst.ordering == 1 else "fence cannot be monotonic", at
            )
        return inst

    def parse_cmpxchg(self: LLParser) -> Instruction:
        self.next()
        flags = 0
        if self.eat_word("weak"):
            flags |= I.WEAK
        if self.eat_word("volatile"):
            flags |= I.VOLATILE
        p_at = self.pos
        ptr = self.parse_typed_value()
        self.expect(L.COMMA, "',' after cmpxchg address")
        c = self.parse_typed_value()
        self.expect(L.COMMA, "',' after cmpxchg cmp operand")
        n_at = self.pos
        n = self.parse_typed_value()
        if ptr.type.tid != PointerTyID:
            raise self.error("cmpxchg operand must be a pointer", p_at)
        if c.type is not n.type:
            raise self.error("compare value and new value type do not match", n_at)
        scope, succ = self.parse_scope_and_ordering()
        fail = self.parse_ordering()
        inst = Instruction(I.AtomicCmpXchg, self.ctx.struct_type((c.type, self.ctx.i1)), [ptr, c, n])
        inst.flags = flags
        inst.syncscope = scope
        inst.ordering = succ
        inst.ordering2 = fail
        inst.align = self.parse_opt_align()
        return inst

    def parse_atomicrmw(self: LLParser) -> Instruction:
        self.next()
        flags = I.VOLATILE if self.eat_word("volatile") else 0
        if self.kind != L.WORD or self.text not in I.RMW_BY_NAME:
            raise self.error("expected binary operation in atomicrmw")
        op = I.RMW_BY_NAME[self.text]
        self.next()
        p_at = self.pos
        ptr = self.parse_typed_value()
        self.expect(L.COMMA, "',' after atomicrmw address")
        v = self.parse_typed_value()
        if ptr.type.tid != PointerTyID:
            raise self.error("atomicrmw operand must be a pointer", p_at)
        scope, order = self.parse_scope_and_ordering()
        inst = Instruction(I.AtomicRMW, v.type, [ptr, v])
        inst.flags = flags
        inst.pred = op
        inst.syncscope = scope
        inst.ordering = order
        inst.align = self.parse_opt_align()
        return inst


__all__ = ["InstructionParserMixin", "PerFunctionState"]
_unused = (FixedVectorTyID, TokenTyID, FP_TYPE_IDS)
