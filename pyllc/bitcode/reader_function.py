"""What it is (LLVM: BitcodeReader::parseFunctionBody): the FUNCTION_BLOCK half of the bitcode reader.

A :class:`FunctionBodyReader` reads one function's block: DECLAREBLOCKS creates the basic blocks, the
nested CONSTANTS, METADATA, VALUE_SYMTAB and METADATA_ATTACHMENT blocks are handed to the module reader
and the metadata loader, and every instruction record becomes one
:class:`~pyllc.ir.instructions.Instruction` built exactly as the text parser builds it (the same opcode,
operand layout, ``flags``/``pred``/``align``/``extra`` fields).  Operands use relative value numbers (see
:mod:`pyllc.bitcode.reader`); a forward reference carries its type and is a placeholder until defined.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.bitcode.bitstream import ENTRY_END_BLOCK, ENTRY_SUBBLOCK
from pyllc.bitcode.reader import (
    BINOPS,
    CASTS,
    MASK32,
    ORDERING,
    CONSTANTS_BLOCK_ID,
    METADATA_ATTACHMENT_ID,
    METADATA_BLOCK_ID,
    VALUE_SYMTAB_BLOCK_ID,
    BitcodeReader,
    chars,
    decode_fmf,
    decode_signed,
    Placeholder,
)
from pyllc.ir import instructions as I
from pyllc.ir.attributes import EMPTY, AttributeList
from pyllc.ir.constants import Constant, ConstantInt
from pyllc.ir.instructions import CallInfo, Instruction
from pyllc.ir.types import (
    ArrayTyID,
    FunctionTyID,
    IntegerTyID,
    LabelTyID,
    MetadataTyID,
    PointerTyID,
    ScalableVectorTyID,
    StructTyID,
    Type,
    VoidTyID,
)
from pyllc.ir.values import BasicBlock, Value

if TYPE_CHECKING:
    from pyllc.ir.module import Function
    from pyllc.bitcode.bitstream import Record


class FunctionBodyReader:
    """One FUNCTION_BLOCK (the cursor is inside it)."""

    def __init__(self, r: BitcodeReader, fn: Function) -> None:
        self.r = r
        self.fn = fn
        self.ctx = r.ctx
        self.blocks: list[BasicBlock] = []
        self.cur = 0
        self.insts: list[Instruction] = []
        self.bundles: list[tuple[str, list[Value]]] = []
        self.last_loc: Any = None

    def error(self, message: str) -> Exception:
        return self.r.error(message)

    def run(self) -> None:
        r = self.r
        c = r.cursor
        fn = self.fn
        values = r.values
        base = len(values)
        r.fn_base = base
        r.fwd = {}
        values.extend(fn.args)
        md = r.md
        if md is not None:
            md.enter_function()
        handlers = self.handlers()
        try:
            while True:
                kind, ident = c.advance()
                if kind == ENTRY_END_BLOCK:
                    break
                if kind == ENTRY_SUBBLOCK:
                    if ident == CONSTANTS_BLOCK_ID:
                        c.enter_subblock(ident)
                        r.parse_constants(c.read_block_records())
                    elif ident == METADATA_BLOCK_ID:
                        c.enter_subblock(ident)
                        recs = c.read_block_records()
                        if md is not None:
                            md.parse_function_metadata(recs)
                    elif ident == VALUE_SYMTAB_BLOCK_ID:
                        c.enter_subblock(ident)
                        self.parse_vst(c.read_block_records(), base)
                    elif ident == METADATA_ATTACHMENT_ID:
                        c.enter_subblock(ident)
                        recs = c.read_block_records()
                        if md is not None:
                            md.parse_attachments(recs, fn, self.insts)
                    else:
                        c.skip_block()
                    continue
                code, ops, _ = c.read_record(ident)
                if code == 1:  # DECLAREBLOCKS
                    if not ops or ops[0] == 0 or ops[0] > 1 << 24 or self.blocks:
                        raise self.error("Invalid record")
                    lt = self.ctx.label_ty
                    self.blocks = [BasicBlock(lt, "", fn) for _ in range(ops[0])]
                    continue
                if code == 35:  # DEBUG_LOC [line, col, scope, ia, implicit]
                    if len(ops) < 4 or not self.insts:
                        raise self.error("Invalid record")
                    if md is None:
                        continue
                    loc = md.get_debug_loc(
                        ops[0], ops[1], ops[2], ops[3], bool(ops[4]) if len(ops) > 4 else False
                    )
                    self.last_loc = loc
                    self.attach_loc(self.insts[-1], loc)
                    continue
                if code == 33:  # DEBUG_LOC_AGAIN
                    if self.last_loc is None or not self.insts:
                        raise self.error("Invalid record")
                    self.attach_loc(self.insts[-1], self.last_loc)
                    continue
                if code == 55:  # OPERAND_BUNDLE [tag, values...]
                    self.operand_bundle(ops)
                    continue
                if code == 60:  # BLOCKADDR_USERS
                    continue
                h = handlers.get(code)
                if h is None:
                    raise self.error("Invalid value")
                if self.cur >= len(self.blocks):
                    raise self.error("Invalid instruction with no BB")
                inst = h(ops)
                self.add(inst)
            self.finish()
        finally:
            del values[base:]
            for k in [k for k in r.pending if k >= base]:
                del r.pending[k]
            r.fn_base = 0
            r.fwd = {}
            if md is not None:
                md.exit_function()

    def attach_loc(self, inst: Instruction, loc: Any) -> None:
        md = inst.md
        if md is None:
            inst.md = [(0, loc)]
        else:
            md.insert(0, (0, loc))

    def add(self, inst: Instruction) -> None:
        r = self.r
        bb = self.blocks[self.cur]
        inst.parent = bb
        bb.instructions.append(inst)
        self.insts.append(inst)
        if inst.type.tid != VoidTyID:
            vid = len(r.values)
            r.values.append(inst)
            ph = r.fwd.pop(vid, None) if r.fwd else None
            if ph is not None:
                if ph.type is not inst.type:
                    raise self.error("Invalid forward reference")
                ph.replace_all_uses_with(inst)
        if inst.opcode <= 11:
            self.cur += 1
        if self.bundles:
            raise self.error("Operand bundles found with no consumer")

    def finish(self) -> None:
        r = self.r
        fn = self.fn
        if not self.blocks:
            raise self.error("Invalid record")
        if self.cur != len(self.blocks) or any(not b.instructions for b in self.blocks):
            raise self.error("Malformed block" if self.cur < len(self.blocks) else "Invalid record")
        if r.fwd:
            raise self.error("Never resolved value found in function")
        fn.blocks = self.blocks
        r.parsed_bodies[fn] = self.blocks
        pend = r.block_addr_fwd.pop(fn, None)
        if pend:
            for ba, idx in pend:
                if idx >= len(self.blocks):
                    raise self.error("Invalid ID")
                ba.set_operand(1, self.blocks[idx])

    def parse_vst(self, recs: list[Record], base: int) -> None:
        values = self.r.values
        blocks = self.blocks
        for code, ops, _ in recs:
            if not ops:
                raise self.error("Invalid record")
            if code == 1:  # VST_ENTRY [valueid, name]
                vid = ops[0]
                if vid < base or vid >= len(values):
                    if vid < base:
                        continue
                    raise self.error("Invalid value ID")
                v = values[vid]
                if v is None or isinstance(v, Constant):
                    continue
                v.name = chars(ops, 1)
            elif code == 2:  # VST_BBENTRY [bbid, name]
                if ops[0] >= len(blocks):
                    raise self.error("Invalid bbentry record")
                blocks[ops[0]].name = chars(ops, 1)

    # ------------------------------------------------------------------ operand helpers
    def value_type_pair(self, ops: list[int], i: int) -> tuple[Value, int]:
        """(value, next slot): a relative id, followed by a type id when it is a forward reference."""
        if i >= len(ops):
            raise self.error("Invalid record")
        r = self.r
        n = len(r.values)
        vid = (n - ops[i]) & MASK32
        if vid < n:
            return r.get_value(vid, None), i + 1
        if i + 1 >= len(ops):
            raise self.error("Invalid record")
        return r.get_value(vid, r.get_type(ops[i + 1])), i + 2

    def value(self, ops: list[int], i: int, ty: Type) -> Value:
        if i >= len(ops):
            raise self.error("Invalid record")
        r = self.r
        vid = (len(r.values) - ops[i]) & MASK32
        if ty.tid == MetadataTyID:
            return r.metadata_value(vid, ty)
        return r.get_value(vid, ty)

    def signed_value(self, ops: list[int], i: int, ty: Type) -> Value:
        if i >= len(ops):
            raise self.error("Invalid record")
        r = self.r
        vid = len(r.values) - decode_signed(ops[i])
        if vid < 0:
            raise self.error("Invalid record")
        return r.get_value(vid, ty)

    def bb(self, idx: int) -> BasicBlock:
        if idx >= len(self.blocks):
            raise self.error("Invalid record")
        return self.blocks[idx]

    def ptr_to(self, ty: Type, addrspace: int) -> Type:
        return self.r.ptr_to(ty, addrspace)

    def sync_scope(self, ssid: int) -> str:
        names = self.r.sync_scopes
        if not names:
            return "singlethread" if ssid == 0 else ""
        if ssid >= len(names):
            raise self.error("Invalid sync scope ID")
        return names[ssid]

    @staticmethod
    def ordering(v: int) -> int:
        return ORDERING[v] if v < len(ORDERING) else 7

    def operand_bundle(self, ops: list[int]) -> None:
        if not ops or ops[0] >= len(self.r.bundle_tags):
            raise self.error("Invalid record")
        vals: list[Value] = []
        i = 1
        while i < len(ops):
            v, i = self.value_type_pair(ops, i)
            vals.append(v)
        self.bundles.append((self.r.bundle_tags[ops[0]], vals))

    def handlers(self) -> dict[int, Any]:
        return {
            2: self.binop,
            3: self.cast,
            6: self.extractelement,
            7: self.insertelement,
            8: self.shufflevector,
            9: self.cmp,
            28: self.cmp,
            10: self.ret,
            11: self.br,
            12: self.switch,
            31: self.indirectbr,
            13: self.invoke,
            15: self.unreachable,
            16: self.phi,
            19: self.alloca,
            20: self.load,
            41: self.load_atomic,
            23: self.va_arg,
            26: self.extractvalue,
            27: self.insertvalue,
            29: self.vselect,
            34: self.call,
            36: self.fence,
            38: self.atomicrmw_old,
            59: self.atomicrmw,
            39: self.resume,
            43: self.gep,
            44: self.store,
            45: self.store_atomic,
            46: self.cmpxchg,
            47: self.landingpad,
            48: self.cleanupret,
            49: self.catchret,
            50: self.catchpad,
            51: self.cleanuppad,
            52: self.catchswitch,
            56: self.unop,
            57: self.callbr,
            58: self.freeze,
        }

    # ------------------------------------------------------------------ instructions
    def binop(self, ops: list[int]) -> Instruction:
        a, i = self.value_type_pair(ops, 0)
        ty = a.type
        b = self.value(ops, i, ty)
        i += 1
        if i >= len(ops):
            raise self.error("Invalid record")
        opc = self.r.binop(ops[i], ty)
        if opc < 0:
            raise self.error("Invalid record")
        inst = Instruction(opc, ty, [a, b])
        if i + 1 < len(ops):
            inst.flags = self.r.binop_flags(opc, ops[i + 1])
        return inst

    def unop(self, ops: list[int]) -> Instruction:
        a, i = self.value_type_pair(ops, 0)
        if i >= len(ops) or ops[i] != 0 or not a.type.is_fp_or_fp_vector():
            raise self.error("Invalid record")
        inst = Instruction(I.FNeg, a.type, [a])
        if i + 1 < len(ops):
            inst.flags = decode_fmf(ops[i + 1])
        return inst

    def cast(self, ops: list[int]) -> Instruction:
        v, i = self.value_type_pair(ops, 0)
        if i + 2 > len(ops):
            raise self.error("Invalid record")
        dty = self.r.get_type(ops[i])
        if ops[i + 1] >= len(CASTS):
            raise self.error("Invalid record")
        op = CASTS[ops[i + 1]]
        from pyllc.ir.parser import cast_is_valid

        if not cast_is_valid(op, v.type, dty):
            raise self.error("Invalid cast")
        inst = Instruction(op, dty, [v])
        if i + 2 < len(ops) and op == I.ZExt and ops[i + 2] & 1:
            inst.flags = I.NNEG
        return inst

    def cmp(self, ops: list[int]) -> Instruction:
        a, i = self.value_type_pair(ops, 0)
        ty = a.type
        b = self.value(ops, i, ty)
        i += 1
        if i >= len(ops):
            raise self.error("Invalid record")
        pred = ops[i]
        is_fp = ty.is_fp_or_fp_vector()
        if is_fp:
            if pred > 15:
                raise self.error("Invalid fcmp predicate")
        else:
            st = ty.scalar_type()
            if pred not in I.ICMP_NAMES or (st.tid != IntegerTyID and st.tid != PointerTyID):
                raise self.error("Invalid icmp predicate")
        rty = self.ctx.i1
        if ty.is_vector():
            assert isinstance(ty.count, int)
            rty = self.ctx.vector_type(rty, ty.count, ty.tid == ScalableVectorTyID)
        inst = Instruction(I.FCmp if is_fp else I.ICmp, rty, [a, b])
        inst.pred = pred
        if is_fp and i + 1 < len(ops):
            inst.flags = decode_fmf(ops[i + 1])
        return inst

    def ret(self, ops: list[int]) -> Instruction:
        rty = self.fn.function_type.elem
        assert rty is not None
        if not ops:
            if rty.tid != VoidTyID:
                raise self.error("Invalid record")
            return Instruction(I.Ret, self.ctx.void_ty, [])
        v, i = self.value_type_pair(ops, 0)
        if i != len(ops) or v.type is not rty:
            raise self.error("Invalid record")
        return Instruction(I.Ret, self.ctx.void_ty, [v])

    def br(self, ops: list[int]) -> Instruction:
        if len(ops) == 1:
            return Instruction(I.Br, self.ctx.void_ty, [self.bb(ops[0])])
        if len(ops) != 3:
            raise self.error("Invalid record")
        t = self.bb(ops[0])
        f = self.bb(ops[1])
        c = self.value(ops, 2, self.ctx.i1)
        return Instruction(I.Br, self.ctx.void_ty, [c, t, f])

    def switch(self, ops: list[int]) -> Instruction:
        if len(ops) < 3 or len(ops) % 2 == 0:
            raise self.error("Invalid record")
        ty = self.r.get_type(ops[0])
        if ty.tid != IntegerTyID:
            raise self.error("Invalid record")
        cond = self.value(ops, 1, ty)
        out: list[Value] = [cond, self.bb(ops[2])]
        for i in range(3, len(ops), 2):
            c = self.r.get_value(ops[i], ty)
            if not isinstance(c, ConstantInt):
                raise self.error("Invalid record")
            out.append(c)
            out.append(self.bb(ops[i + 1]))
        return Instruction(I.Switch, self.ctx.void_ty, out)

    def indirectbr(self, ops: list[int]) -> Instruction:
        if len(ops) < 2:
            raise self.error("Invalid record")
        ty = self.r.get_type(ops[0])
        if ty.tid != PointerTyID:
            raise self.error("Invalid record")
        out: list[Value] = [self.value(ops, 1, ty)]
        for x in ops[2:]:
            out.append(self.bb(x))
        return Instruction(I.IndirectBr, self.ctx.void_ty, out)

    def unreachable(self, ops: list[int]) -> Instruction:
        return Instruction(I.Unreachable, self.ctx.void_ty, [])

    def phi(self, ops: list[int]) -> Instruction:
        if len(ops) < 1:
            raise self.error("Invalid record")
        ty = self.r.get_type(ops[0])
        if not ty.is_first_class() or ty.tid == LabelTyID:
            raise self.error("Invalid phi record")
        n = len(ops) - 1
        has_fmf = n % 2 == 1
        npairs = n // 2
        vals: list[Value] = []
        blocks: list[BasicBlock] = []
        for k in range(npairs):
            vals.append(self.signed_value(ops, 1 + 2 * k, ty))
            blocks.append(self.bb(ops[2 + 2 * k]))
        inst = Instruction(I.PHI, ty, vals)
        inst.extra = blocks
        if has_fmf:
            inst.flags = decode_fmf(ops[-1])
        return inst

    def alloca(self, ops: list[int]) -> Instruction:
        if len(ops) < 4:
            raise self.error("Invalid record")
        r = self.r
        ty = r.get_type(ops[0])
        opty = r.get_type(ops[1])
        size = r.get_value(ops[2], opty)
        rec = ops[3]
        align_exp = (rec & 0x1F) | ((rec >> 8) & 0x7) << 5
        inalloca = rec >> 5 & 1
        explicit = rec >> 6 & 1
        swifterror = rec >> 7 & 1
        if not explicit:
            if ty.tid != PointerTyID or ty.pointee is None:
                raise self.error("Invalid record")
            ty = ty.pointee
        addrspace = ops[4] if len(ops) > 4 else self.r.alloca_addrspace()
        if (not ty.is_sized() and ty.tid != StructTyID) or size.type.tid != IntegerTyID:
            raise self.error("Invalid record")
        inst = Instruction(I.Alloca, self.ptr_to(ty, addrspace), [] if self.is_one(size) else [size])
        inst.flags = (I.INALLOCA if inalloca else 0) | (I.SWIFTERROR if swifterror else 0)
        inst.align = self.r.align(align_exp)
        inst.extra = (ty, addrspace)
        return inst

    def is_one(self, v: Value) -> bool:
        # The text parser keeps an explicit count only when written; llvm-dis prints it unless it is
        # the i32 1 the writer supplies for "no count".
        return isinstance(v, ConstantInt) and v.value == 1 and v.type is self.ctx.i32

    def load(self, ops: list[int]) -> Instruction:
        """INST_LOAD [opty, op, (ty,) align, vol]."""
        return self._load(ops, 2)

    def load_atomic(self, ops: list[int]) -> Instruction:
        """INST_LOADATOMIC [opty, op, (ty,) align, vol, ordering, ssid]."""
        return self._load(ops, 4)

    def _load(self, ops: list[int], tail: int) -> Instruction:
        """A load record with ``tail`` operands after the optional explicit type (4: atomic)."""
        p, i = self.value_type_pair(ops, 0)
        if i + tail + 1 == len(ops):
            ty = self.r.get_type(ops[i])
            i += 1
        elif i + tail == len(ops):
            pt = p.type
            if pt.tid != PointerTyID or pt.pointee is None:
                raise self.error("Invalid record")
            ty = pt.pointee
        else:
            raise self.error("Invalid record")
        self.check_pointer(p, ty)
        atomic = tail == 4
        if not atomic and (not ty.is_first_class() or ty.tid in (LabelTyID, MetadataTyID)):
            raise self.error("Invalid record")
        inst = Instruction(I.Load, ty, [p])
        inst.align = self.r.align(ops[i])
        if ops[i + 1]:
            inst.flags = I.VOLATILE
        if atomic:
            inst.ordering = self.ordering(ops[i + 2])
            if inst.ordering in (0, 5, 6):
                raise self.error("Invalid record")
            inst.syncscope = self.sync_scope(ops[i + 3])
        return inst

    def check_pointer(self, p: Value, ty: Type) -> None:
        pt = p.type
        if pt.tid != PointerTyID or (pt.pointee is not None and pt.pointee is not ty):
            raise self.error(
                "Invalid record"
                if pt.tid != PointerTyID
                else "Explicit load/store type does not match pointee type of pointer operand"
            )

    def store(self, ops: list[int]) -> Instruction:
        p, i = self.value_type_pair(ops, 0)
        v, i = self.value_type_pair(ops, i)
        if i + 2 != len(ops):
            raise self.error("Invalid record")
        self.check_pointer(p, v.type)
        if not v.type.is_first_class() or v.type.tid == LabelTyID:
            raise self.error("Invalid record")
        inst = Instruction(I.Store, self.ctx.void_ty, [v, p])
        inst.align = self.r.align(ops[i])
        if ops[i + 1]:
            inst.flags = I.VOLATILE
        return inst

    def store_atomic(self, ops: list[int]) -> Instruction:
        p, i = self.value_type_pair(ops, 0)
        v, i = self.value_type_pair(ops, i)
        if i + 4 != len(ops):
            raise self.error("Invalid record")
        self.check_pointer(p, v.type)
        inst = Instruction(I.Store, self.ctx.void_ty, [v, p])
        inst.align = self.r.align(ops[i])
        if ops[i + 1]:
            inst.flags = I.VOLATILE
        inst.ordering = self.ordering(ops[i + 2])
        if inst.ordering in (0, 4, 6):
            raise self.error("Invalid record")
        inst.syncscope = self.sync_scope(ops[i + 3])
        return inst

    def cmpxchg(self, ops: list[int]) -> Instruction:
        p, i = self.value_type_pair(ops, 0)
        c, i = self.value_type_pair(ops, i)
        n = self.value(ops, i, c.type)
        i += 1
        if len(ops) < i + 4 or len(ops) > i + 6:
            raise self.error("Invalid record")
        if p.type.tid != PointerTyID:
            raise self.error("Invalid record")
        inst = Instruction(I.AtomicCmpXchg, self.ctx.struct_type((c.type, self.ctx.i1)), [p, c, n])
        flags = I.VOLATILE if ops[i] else 0
        inst.ordering = self.ordering(ops[i + 1])
        inst.syncscope = self.sync_scope(ops[i + 2])
        inst.ordering2 = self.ordering(ops[i + 3])
        if len(ops) > i + 4 and ops[i + 4]:
            flags |= I.WEAK
        inst.flags = flags
        if len(ops) > i + 5:
            inst.align = self.r.align(ops[i + 5])
        return inst

    def atomicrmw(self, ops: list[int]) -> Instruction:
        p, i = self.value_type_pair(ops, 0)
        v, i = self.value_type_pair(ops, i)
        return self.finish_rmw(p, v, ops, i)

    def atomicrmw_old(self, ops: list[int]) -> Instruction:
        p, i = self.value_type_pair(ops, 0)
        pt = p.type
        if pt.tid != PointerTyID or pt.pointee is None:
            raise self.error("Invalid record")
        v = self.value(ops, i, pt.pointee)
        return self.finish_rmw(p, v, ops, i + 1)

    def finish_rmw(self, p: Value, v: Value, ops: list[int], i: int) -> Instruction:
        if len(ops) < i + 4 or p.type.tid != PointerTyID:
            raise self.error("Invalid record")
        op = ops[i]
        if op >= len(I.RMW_NAMES):
            raise self.error("Invalid record")
        inst = Instruction(I.AtomicRMW, v.type, [p, v])
        inst.pred = op
        if ops[i + 1]:
            inst.flags = I.VOLATILE
        inst.ordering = self.ordering(ops[i + 2])
        if inst.ordering in (0, 1):
            raise self.error("Invalid record")
        inst.syncscope = self.sync_scope(ops[i + 3])
        if len(ops) > i + 4:
            inst.align = self.r.align(ops[i + 4])
        return inst

    def fence(self, ops: list[int]) -> Instruction:
        if len(ops) != 2:
            raise self.error("Invalid record")
        inst = Instruction(I.Fence, self.ctx.void_ty, [])
        inst.ordering = self.ordering(ops[0])
        if inst.ordering in (0, 1, 2):
            raise self.error("Invalid record")
        inst.syncscope = self.sync_scope(ops[1])
        return inst

    def gep(self, ops: list[int]) -> Instruction:
        if len(ops) < 2:
            raise self.error("Invalid record")
        flags = I.INBOUNDS if ops[0] & 1 else 0
        src = self.r.get_type(ops[1])
        i = 2
        vals: list[Value] = []
        while i < len(ops):
            v, i = self.value_type_pair(ops, i)
            vals.append(v)
        if not vals:
            raise self.error("Invalid record")
        base = vals[0].type.scalar_type()
        if base.tid != PointerTyID:
            raise self.error("Invalid record")
        if base.pointee is not None and base.pointee is not src:
            raise self.error("Explicit gep type does not match pointee type of pointer operand")
        for x in vals[1:]:
            if not x.type.is_int_or_int_vector():
                raise self.error("Invalid record")
        rty = self.r.gep_result_type(src, vals)
        inst = Instruction(I.GetElementPtr, rty, vals)
        inst.flags = flags
        inst.extra = src
        return inst

    def indices(self, ops: list[int], i: int) -> tuple[int, ...]:
        if i >= len(ops):
            raise self.error("EXTRACTVAL: Invalid instruction with 0 indices")
        return tuple(ops[i:])

    def indexed_type(self, t: Type, idx: tuple[int, ...]) -> Type:
        for k in idx:
            if t.tid == StructTyID:
                if t.params is None or k >= len(t.params):
                    raise self.error("EXTRACTVAL: Invalid struct index")
                t = t.params[k]
            elif t.tid == ArrayTyID:
                assert isinstance(t.count, int) and t.elem is not None
                if k >= t.count:
                    raise self.error("EXTRACTVAL: Invalid array index")
                t = t.elem
            else:
                raise self.error("EXTRACTVAL: Invalid type")
        return t

    def extractvalue(self, ops: list[int]) -> Instruction:
        v, i = self.value_type_pair(ops, 0)
        idx = self.indices(ops, i)
        inst = Instruction(I.ExtractValue, self.indexed_type(v.type, idx), [v])
        inst.extra = idx
        return inst

    def insertvalue(self, ops: list[int]) -> Instruction:
        v, i = self.value_type_pair(ops, 0)
        e, i = self.value_type_pair(ops, i)
        idx = self.indices(ops, i)
        if self.indexed_type(v.type, idx) is not e.type:
            raise self.error("Inserted value type doesn't match aggregate type")
        inst = Instruction(I.InsertValue, v.type, [v, e])
        inst.extra = idx
        return inst

    def vselect(self, ops: list[int]) -> Instruction:
        t, i = self.value_type_pair(ops, 0)
        f = self.value(ops, i, t.type)
        c, i = self.value_type_pair(ops, i + 1)
        ct = c.type
        if ct.scalar_type() is not self.ctx.i1 or (
            ct.is_vector() and (not t.type.is_vector() or t.type.count != ct.count)
        ):
            raise self.error("Invalid type for value")
        inst = Instruction(I.Select, t.type, [c, t, f])
        if i < len(ops):
            inst.flags = decode_fmf(ops[i])
        return inst

    def extractelement(self, ops: list[int]) -> Instruction:
        v, i = self.value_type_pair(ops, 0)
        x, i = self.value_type_pair(ops, i)
        if not v.type.is_vector() or x.type.tid != IntegerTyID:
            raise self.error("Invalid type for value")
        assert v.type.elem is not None
        return Instruction(I.ExtractElement, v.type.elem, [v, x])

    def insertelement(self, ops: list[int]) -> Instruction:
        v, i = self.value_type_pair(ops, 0)
        if not v.type.is_vector():
            raise self.error("Invalid type for value")
        assert v.type.elem is not None
        e = self.value(ops, i, v.type.elem)
        x, i = self.value_type_pair(ops, i + 1)
        if x.type.tid != IntegerTyID:
            raise self.error("Invalid type for value")
        return Instruction(I.InsertElement, v.type, [v, e, x])

    def shufflevector(self, ops: list[int]) -> Instruction:
        a, i = self.value_type_pair(ops, 0)
        b = self.value(ops, i, a.type)
        m, i = self.value_type_pair(ops, i + 1)
        if not a.type.is_vector() or not m.type.is_vector() or m.type.elem is not self.ctx.i32:
            raise self.error("Invalid type for value")
        assert a.type.elem is not None and isinstance(m.type.count, int)
        rty = self.ctx.vector_type(a.type.elem, m.type.count, m.type.tid == ScalableVectorTyID)
        return Instruction(I.ShuffleVector, rty, [a, b, m])

    def va_arg(self, ops: list[int]) -> Instruction:
        if len(ops) < 3:
            raise self.error("Invalid record")
        opty = self.r.get_type(ops[0])
        v = self.value(ops, 1, opty)
        return Instruction(I.VAArg, self.r.get_type(ops[2]), [v])

    def freeze(self, ops: list[int]) -> Instruction:
        v, _ = self.value_type_pair(ops, 0)
        return Instruction(I.Freeze, v.type, [v])

    def resume(self, ops: list[int]) -> Instruction:
        v, _ = self.value_type_pair(ops, 0)
        return Instruction(I.Resume, self.ctx.void_ty, [v])

    def landingpad(self, ops: list[int]) -> Instruction:
        if len(ops) < 3:
            raise self.error("Invalid record")
        ty = self.r.get_type(ops[0])
        inst = Instruction(I.LandingPad, ty, [])
        if ops[1]:
            inst.flags = I.CLEANUP
        n = ops[2]
        i = 3
        kinds: list[int] = []
        for _ in range(n):
            if i >= len(ops):
                raise self.error("Invalid record")
            k = ops[i]
            if k > 1:
                raise self.error("Invalid record")
            v, i = self.value_type_pair(ops, i + 1)
            if k == I.FILTER and v.type.tid != ArrayTyID:
                raise self.error("Invalid record")
            kinds.append(k)
            inst.append_operand(v)
        if not kinds and not inst.flags:
            raise self.error("Invalid record")
        inst.extra = kinds
        return inst

    def pad(self, ops: list[int], i: int) -> Value:
        return self.value(ops, i, self.ctx.token_ty)

    def cleanupret(self, ops: list[int]) -> Instruction:
        if len(ops) not in (1, 2):
            raise self.error("Invalid record")
        out = [self.pad(ops, 0)]
        if len(ops) == 2:
            out.append(self.bb(ops[1]))
        return Instruction(I.CleanupRet, self.ctx.void_ty, out)

    def catchret(self, ops: list[int]) -> Instruction:
        if len(ops) != 2:
            raise self.error("Invalid record")
        return Instruction(I.CatchRet, self.ctx.void_ty, [self.pad(ops, 0), self.bb(ops[1])])

    def catchswitch(self, ops: list[int]) -> Instruction:
        if len(ops) < 2:
            raise self.error("Invalid record")
        out = [self.pad(ops, 0)]
        n = ops[1]
        if 2 + n > len(ops):
            raise self.error("Invalid record")
        for k in range(n):
            out.append(self.bb(ops[2 + k]))
        has_unwind = False
        if 2 + n < len(ops):
            out.append(self.bb(ops[2 + n]))
            has_unwind = True
        inst = Instruction(I.CatchSwitch, self.ctx.token_ty, out)
        inst.extra = has_unwind
        return inst

    def funclet_pad(self, op: int, ops: list[int]) -> Instruction:
        if len(ops) < 2:
            raise self.error("Invalid record")
        out = [self.pad(ops, 0)]
        n = ops[1]
        i = 2
        for _ in range(n):
            v, i = self.value_type_pair(ops, i)
            out.append(v)
        if i != len(ops):
            raise self.error("Invalid record")
        return Instruction(op, self.ctx.token_ty, out)

    def catchpad(self, ops: list[int]) -> Instruction:
        return self.funclet_pad(I.CatchPad, ops)

    def cleanuppad(self, ops: list[int]) -> Instruction:
        return self.funclet_pad(I.CleanupPad, ops)

    # ------------------------------------------------------------------ calls
    def callee_and_type(self, ops: list[int], i: int, explicit: bool) -> tuple[Value, Type, int]:
        fty: Type | None = None
        if explicit:
            if i >= len(ops):
                raise self.error("Invalid record")
            fty = self.r.get_type(ops[i])
            if fty.tid != FunctionTyID:
                raise self.error(
                    "Explicit function type is not a function type" if False else "Invalid record"
                )
            i += 1
        callee, i = self.value_type_pair(ops, i)
        ct = callee.type
        if ct.tid != PointerTyID:
            raise self.error("Callee is not a pointer")
        if fty is None:
            if ct.pointee is None or ct.pointee.tid != FunctionTyID:
                raise self.error("Callee is not of pointer to function type")
            fty = ct.pointee
        elif ct.pointee is not None and ct.pointee is not fty:
            raise self.error("Explicit call type does not match pointee type of callee operand")
        return callee, fty, i

    def call_args(self, ops: list[int], i: int, fty: Type) -> list[Value]:
        params = fty.params
        assert params is not None
        args: list[Value] = []
        for p in params:
            if i >= len(ops):
                raise self.error("Invalid record")
            if p.tid == LabelTyID:
                args.append(self.bb(ops[i]))
            else:
                args.append(self.value(ops, i, p))
            i += 1
        if fty.vararg:
            while i < len(ops):
                v, i = self.value_type_pair(ops, i)
                args.append(v)
        elif i != len(ops):
            raise self.error("Invalid record")
        return args

    def take_bundles(self, args: list[Value]) -> list[tuple[str, int, int]]:
        out: list[tuple[str, int, int]] = []
        for tag, vals in self.bundles:
            start = len(args)
            args.extend(vals)
            out.append((tag, start, len(args)))
        self.bundles = []
        return out

    def call_info(
        self, fty: Type, cc: int, attr_id: int, nargs: int, bundles: list[tuple[str, int, int]]
    ) -> CallInfo:
        al = self.r.get_attr_list(attr_id)
        params = list(al.params)
        if len(params) < nargs:
            params.extend([EMPTY] * (nargs - len(params)))
        return CallInfo(fty, cc, AttributeList(al.fn, al.ret, params), 0, bundles, nargs)

    def call(self, ops: list[int]) -> Instruction:
        if len(ops) < 3:
            raise self.error("Invalid record")
        attr_id = ops[0]
        cci = ops[1]
        i = 2
        fmf = 0
        if cci >> 17 & 1:
            fmf = decode_fmf(ops[i])
            i += 1
        callee, fty, i = self.callee_and_type(ops, i, bool(cci >> 15 & 1))
        args = self.call_args(ops, i, fty)
        nargs = len(args)
        bundles = self.take_bundles(args)
        cc = (cci >> 1) & 0x3FF
        info = self.call_info(fty, cc, attr_id, nargs, bundles)
        info.tail = (
            I.TCK_MustTail
            if cci >> 14 & 1
            else I.TCK_NoTail
            if cci >> 16 & 1
            else I.TCK_Tail
            if cci & 1
            else 0
        )
        if callee.type.addrspace:
            info.addrspace = callee.type.addrspace
        args.append(callee)
        assert fty.elem is not None
        inst = Instruction(I.Call, fty.elem, args)
        inst.extra = info
        inst.flags = fmf
        return inst

    def invoke(self, ops: list[int]) -> Instruction:
        if len(ops) < 4:
            raise self.error("Invalid record")
        attr_id = ops[0]
        cci = ops[1]
        normal = self.bb(ops[2])
        unwind = self.bb(ops[3])
        callee, fty, i = self.callee_and_type(ops, 4, bool(cci >> 13 & 1))
        args = self.call_args(ops, i, fty)
        nargs = len(args)
        bundles = self.take_bundles(args)
        info = self.call_info(fty, cci & 0x3FF, attr_id, nargs, bundles)
        if callee.type.addrspace:
            info.addrspace = callee.type.addrspace
        args += [normal, unwind, callee]
        assert fty.elem is not None
        inst = Instruction(I.Invoke, fty.elem, args)
        inst.extra = info
        return inst

    def callbr(self, ops: list[int]) -> Instruction:
        if len(ops) < 4:
            raise self.error("Invalid record")
        attr_id = ops[0]
        cci = ops[1]
        default = self.bb(ops[2])
        n = ops[3]
        if 4 + n > len(ops):
            raise self.error("Invalid record")
        indirect = [self.bb(x) for x in ops[4 : 4 + n]]
        callee, fty, i = self.callee_and_type(ops, 4 + n, bool(cci >> 15 & 1))
        args = self.call_args(ops, i, fty)
        nargs = len(args)
        bundles = self.take_bundles(args)
        info = self.call_info(fty, (cci >> 1) & 0x3FF, attr_id, nargs, bundles)
        info.num_indirect = n
        args.append(default)
        args.extend(indirect)
        args.append(callee)
        assert fty.elem is not None
        inst = Instruction(I.CallBr, fty.elem, args)
        inst.extra = info
        return inst


_unused = (BINOPS, Placeholder, Constant)
