"""Insert stack protectors (LLVM: lib/CodeGen/StackProtector.cpp), llc's ``stack-protector`` pass.

What it is.  An IR function pass for functions with ``ssp``, ``sspstrong`` or ``sspreq``
(``RequiresStackProtector``): ``sspreq`` always, ``ssp`` when an alloca holds a character array of at least
``"stack-protector-buffer-size"`` bytes (default 8) or is a variable-sized or large array allocation,
``sspstrong`` when an alloca holds any array, is an array allocation, or has its address taken
(``HasAddressTaken``: stored, passed to a call, converted to an integer, indexed out of bounds...).
Each such alloca gets its ``SSPLayoutKind`` (large array, small array, address taken), which the frame
layout (``prologepilog``) uses to place those objects next to the guard slot.

The pass then (``InsertStackProtectors``, the IR form: used whenever the target has an IR guard, such as
a TLS slot of the C library) puts an alloca ``StackGuardSlot`` at the start of the entry block, a volatile load of the
guard (the target's ``get_ir_stack_guard`` hook) and ``llvm.stackprotector(guard, slot)``, whose lowering
stores the guard into the slot and makes it the frame's stack protector object; and before each ``ret``
splits the block (``SP_return``), reloads the guard and the slot, compares them, and branches to
``SP_return`` or to a new ``CallStackCheckFailBlk`` that calls ``__stack_chk_fail`` (branch weights
``2147481600:2048``, ``BranchProbabilityInfo::getBranchProbStackProtector``).

A target without an IR guard (LLVM's default: ``llvm.stackguard`` and ``__stack_chk_guard`` with the
SelectionDAG check) is refused as unsupported.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from pyllc.ir import instructions as I
from pyllc.ir.local_names import LocalNames
from pyllc.ir.attributes import AttributeList
from pyllc.ir.constants import ConstantInt, get_int
from pyllc.ir.instructions import TCK_MustTail, CallInfo, Instruction
from pyllc.ir.metadata import MD_prof, ConstantAsMetadata, MDNode, MDString
from pyllc.ir.module import Function
from pyllc.ir.types import ArrayTyID, StructTyID
from pyllc.ir.values import BasicBlock
from pyllc.support.diagnostics import UnsupportedError

#: MachineFrameInfo::SSPLayoutKind.
SSPLK_None: Final = 0
SSPLK_LargeArray: Final = 1
SSPLK_SmallArray: Final = 2
SSPLK_AddrOf: Final = 3

DEFAULT_SSP_BUFFER_SIZE: Final = 8
_ICMP_EQ: Final = 32
#: getBranchProbStackProtector(true / false) as branch weights.
_LIKELY_WEIGHT: Final = 2147481600
_UNLIKELY_WEIGHT: Final = 2048

#: IR function -> {alloca: SSPLayoutKind}, read by the frame layout (StackProtector::getSSPLayout).
_LAYOUTS: dict[int, tuple[Any, dict[Any, int]]] = {}


def get_ssp_layout(fn: Any, alloca: Any) -> int:
    """The SSPLayoutKind the pass gave ``alloca`` of ``fn`` (SSPLK_None when none)."""
    entry = _LAYOUTS.get(id(fn))
    if entry is None or entry[0] is not fn:
        return SSPLK_None
    return entry[1].get(alloca, SSPLK_None)


def _is_array_allocation(ai: Any) -> bool:
    if not ai.operands:
        return False
    n = ai.operands[0]
    return not (isinstance(n, ConstantInt) and n.value == 1)


def _guard_flags(module: Any) -> list[str]:
    """The ``stack-protector-guard*`` keys of the module's ``llvm.module.flags``."""
    flags = module.named_metadata.get("llvm.module.flags")
    keys: list[str] = []
    for node in getattr(flags, "operands", None) or ():
        ops = getattr(node, "operands", None)
        if ops and len(ops) >= 3 and isinstance(ops[1], MDString):
            if ops[1].string.startswith("stack-protector-guard"):
                keys.append(ops[1].string)
    return keys


def _is_debug_intrinsic(inst: Any) -> bool:
    if inst.opcode != I.Call:
        return False
    name = getattr(inst.operands[-1], "name", "")
    return isinstance(name, str) and name.startswith("llvm.dbg.")


def _allocated_type(ai: Any) -> Any:
    return ai.extra[0]


class StackProtector:
    """The ``stack-protector`` pass."""

    name: ClassVar[str] = "stack-protector"
    description: ClassVar[str] = "Insert stack protectors"
    kind: ClassVar[str] = "function"

    def __init__(self, tm: Any = None) -> None:
        #: The TargetMachine (TargetPassConfig's), set when the pipeline is built.
        self.tm: Any = tm
        self._weights: tuple[Any, MDNode] | None = None

    # --- RequiresStackProtector ---------------------------------------------------------------------------

    def run(self, fn: Any, am: Any = None) -> bool:
        attrs = fn.attrs.fn
        _LAYOUTS.pop(id(fn), None)
        if attrs.has("naked") or attrs.has("safestack"):
            return False
        req, strong, ssp = attrs.has("sspreq"), attrs.has("sspstrong"), attrs.has("ssp")
        if not (req or strong or ssp):
            return False
        self._fn = fn
        from pyllc.codegen.selection_dag.function_lowering_info import function_data_layout

        self._dl = function_data_layout(fn, self.tm)
        size = attrs.get("stack-protector-buffer-size")
        try:
            self._buffer_size = int(size) if size is not None else DEFAULT_SSP_BUFFER_SIZE
        except ValueError:
            self._buffer_size = DEFAULT_SSP_BUFFER_SIZE
        self._strong = req or strong
        layout: dict[Any, int] = {}
        needs = req
        for bb in fn.blocks:
            for inst in bb.instructions:
                if inst.opcode != I.Alloca:
                    continue
                kind = self._classify(inst)
                if kind != SSPLK_None:
                    layout[inst] = kind
                    needs = True
        if not needs:
            return False
        _LAYOUTS[id(fn)] = (fn, layout)
        return self._insert_stack_protectors(fn)

    def _classify(self, ai: Any) -> int:
        strong = self._strong
        if _is_array_allocation(ai):
            n = ai.operands[0]
            if isinstance(n, ConstantInt):
                if n.value & ((1 << 64) - 1) >= self._buffer_size:
                    return SSPLK_LargeArray
                return SSPLK_SmallArray if strong else SSPLK_None
            return SSPLK_LargeArray
        found = self._contains_protectable_array(_allocated_type(ai), strong, False)
        if found is not None:
            return SSPLK_LargeArray if found else SSPLK_SmallArray
        if strong:
            self._visited_phis: set[int] = set()
            if self._has_address_taken(ai, self._dl.get_type_alloc_size(_allocated_type(ai))):
                return SSPLK_AddrOf
        return SSPLK_None

    def _contains_protectable_array(self, ty: Any, strong: bool, in_struct: bool) -> bool | None:
        """ContainsProtectableArray: None when ``ty`` holds no protectable array, else whether it is large.
        Linux is not Darwin: outside strong mode only character arrays count."""
        if ty.tid == ArrayTyID:
            if not ty.elem.is_integer(8) and not strong:
                return None
            if self._buffer_size <= self._dl.get_type_alloc_size(ty):
                return True
            if strong:
                return False
        if ty.tid != StructTyID or ty.params is None:
            return None
        found: bool | None = None
        for et in ty.params:
            r = self._contains_protectable_array(et, strong, True)
            if r:
                return True
            if r is not None:
                found = False
        return found

    def _has_address_taken(self, v: Any, alloc_size: int) -> bool:
        for user in v.uses:
            opc = user.opcode if isinstance(user, Instruction) else -1
            if opc == I.Store:
                if user.operands[0] is v:
                    return True
                if self._access_too_big(user.operands[0].type, alloc_size):
                    return True
            elif opc == I.Load:
                if self._access_too_big(user.type, alloc_size):
                    return True
            elif opc == I.AtomicCmpXchg:
                if user.operands[2] is v:
                    return True
            elif opc == I.PtrToInt:
                return True
            elif opc == I.Call:
                name = getattr(user.operands[-1], "name", "")
                if not (
                    isinstance(name, str)
                    and name.startswith(("llvm.dbg.", "llvm.lifetime.", "llvm.pseudoprobe"))
                ):
                    return True
            elif opc == I.GetElementPtr:
                off = self._constant_offset(user)
                if off is None or off < 0 or not alloc_size > off:
                    return True
                if self._has_address_taken(user, alloc_size - off):
                    return True
            elif opc in (I.BitCast, I.Select, I.AddrSpaceCast):
                if self._has_address_taken(user, alloc_size):
                    return True
            elif opc == I.PHI:
                if id(user) not in self._visited_phis:
                    self._visited_phis.add(id(user))
                    if self._has_address_taken(user, alloc_size):
                        return True
            elif opc in (I.AtomicRMW, I.Ret):
                pass
            else:
                return True
        return False

    def _access_too_big(self, ty: Any, alloc_size: int) -> bool:
        return ty.is_sized() and self._dl.get_type_store_size(ty) > alloc_size

    def _constant_offset(self, gep: Any) -> int | None:
        """GEPOperator::accumulateConstantOffset: the byte offset of a GEP with constant indices, else None."""
        dl = self._dl
        cur: Any = gep.extra
        off = 0
        for k, idx in enumerate(gep.operands[1:]):
            if not isinstance(idx, ConstantInt):
                return None
            bits = idx.type.bits
            v = idx.value & ((1 << bits) - 1)
            if v >> (bits - 1) & 1:
                v -= 1 << bits
            if k == 0:
                off += v * dl.get_type_alloc_size(cur)
            elif cur.tid == StructTyID:
                off += dl.get_struct_layout(cur).get_element_offset(v)
                cur = cur.params[v]
            else:
                cur = cur.elem
                off += v * dl.get_type_alloc_size(cur)
        return off

    # --- InsertStackProtectors ----------------------------------------------------------------------------

    def _insert_stack_protectors(self, fn: Any) -> bool:
        module = fn.parent
        ctx = module.context
        for key in _guard_flags(module):
            # -mstack-protector-guard=, -mstack-protector-guard-reg=, -offset=, -symbol=
            raise UnsupportedError(None, f"stack protector with the module flag '{key}'")
        tli = self.tm.get_subtarget_impl(fn).get_target_lowering() if self.tm is not None else None
        guard_ptr = tli.get_ir_stack_guard(module) if tli is not None else None
        if guard_ptr is None:
            raise UnsupportedError(
                None, "stack protector without an IR stack guard (llvm.stackguard, __stack_chk_guard)"
            )
        opaque = fn.type.pointee is None
        i8p = ctx.opaque_ptr if opaque else ctx.pointer_type(ctx.int_type(8))
        self._ctx, self._i8p, self._guard_ptr, self._opaque = ctx, i8p, guard_ptr, opaque
        self._names = LocalNames(fn)
        rets = [bb for bb in fn.blocks if bb.instructions and bb.instructions[-1].opcode == I.Ret]
        if not rets:
            return False
        # CreatePrologue
        entry = fn.blocks[0]
        slot = Instruction(I.Alloca, i8p if opaque else ctx.pointer_type(i8p), [])
        slot.extra = (i8p, 0)
        slot.align = self._dl.get_abi_type_align(i8p)
        self._put(entry, 0, slot, "StackGuardSlot")
        guard = self._load_guard(entry, 1, "StackGuard")
        sp_fn = self._declare(module, "llvm.stackprotector", ctx.function_type(ctx.void_ty, (i8p, slot.type)))
        self._put(entry, 2, self._call(sp_fn, [guard, slot]), "")
        for bb in rets:
            fail = self._create_fail_bb(fn, module)
            check_at = self._check_location(bb)
            moved = bb.instructions[check_at:]
            del bb.instructions[check_at:]
            new_bb = BasicBlock(ctx.label_ty, self._unique("SP_return"), fn)
            fn.blocks.insert(fn.blocks.index(bb) + 1, new_bb)
            for inst in moved:
                inst.parent = new_bb
            new_bb.instructions.extend(moved)
            n = len(bb.instructions)
            g = self._load_guard(bb, n, "StackGuard")
            ld = Instruction(I.Load, i8p, [slot])
            ld.flags = I.VOLATILE
            ld.align = slot.align
            self._put(bb, n + 1, ld, "")
            cmp = Instruction(I.ICmp, ctx.int_type(1), [g, ld])
            cmp.pred = _ICMP_EQ
            self._put(bb, n + 2, cmp, "")
            br = Instruction(I.Br, ctx.void_ty, [cmp, new_bb, fail])
            br.md = [(MD_prof, self._branch_weights(module))]
            self._put(bb, n + 3, br, "")
        return True

    @staticmethod
    def _check_location(bb: BasicBlock) -> int:
        """Where the check goes: before the ``ret``, or before a ``musttail`` call right before it (or
        before it and one bitcast of its result)."""
        insts = bb.instructions
        at = len(insts) - 1
        prev = [k for k in range(at - 1, -1, -1) if not _is_debug_intrinsic(insts[k])][:2]
        for k in prev:
            inst = insts[k]
            if inst.opcode == I.Call and inst.extra.tail == TCK_MustTail:
                return k
        return at

    def _branch_weights(self, module: Any) -> MDNode:
        """The ``!{!"branch_weights", i32 2147481600, i32 2048}`` node, one per module (MDNodes are
        uniqued)."""
        if self._weights is not None and self._weights[0] is module:
            return self._weights[1]
        ctx = self._ctx
        i32 = ctx.int_type(32)
        node = MDNode(
            [
                MDString("branch_weights"),
                ConstantAsMetadata(get_int(ctx, i32, _LIKELY_WEIGHT)),
                ConstantAsMetadata(get_int(ctx, i32, _UNLIKELY_WEIGHT)),
            ]
        )
        self._weights = (module, node)
        return node

    def _create_fail_bb(self, fn: Any, module: Any) -> BasicBlock:
        ctx = self._ctx
        fail = BasicBlock(ctx.label_ty, self._unique("CallStackCheckFailBlk"), fn)
        fn.blocks.append(fail)
        chk = self._declare(module, "__stack_chk_fail", ctx.function_type(ctx.void_ty, ()))
        self._put(fail, 0, self._call(chk, []), "")
        self._put(fail, 1, Instruction(I.Unreachable, ctx.void_ty, []), "")
        return fail

    def _load_guard(self, bb: BasicBlock, at: int, name: str) -> Instruction:
        ld = Instruction(I.Load, self._i8p, [self._guard_ptr])
        ld.flags = I.VOLATILE
        ld.align = self._dl.get_abi_type_align(self._i8p)
        return self._put(bb, at, ld, name)

    def _call(self, callee: Function, args: list[Any]) -> Instruction:
        fty = callee.function_type
        assert fty.elem is not None
        call = Instruction(I.Call, fty.elem, [*args, callee])
        call.extra = CallInfo(fty, 0, AttributeList(), 0, [], len(args))
        return call

    def _declare(self, module: Any, name: str, fty: Any) -> Function:
        f = module.get_function(name)
        if f is not None:
            return f
        ctx = self._ctx
        f = Function(ctx.opaque_ptr if self._opaque else ctx.pointer_type(fty), fty, name)
        f.parent = module
        module.symbols[name] = f
        module.functions.append(f)
        return f

    def _put(self, bb: BasicBlock, at: int, inst: Instruction, name: str) -> Instruction:
        inst.parent = bb
        if name:
            inst.name = self._unique(name)
        bb.instructions.insert(at, inst)
        return inst

    def _unique(self, name: str) -> str:
        return self._names.unique(name)
