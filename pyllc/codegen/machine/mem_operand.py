"""What it is (LLVM: lib/CodeGen/MachineOperand.cpp ``MachineMemOperand``, include/llvm/CodeGen/MachineMemOperand.h).

A MachineMemOperand describes one memory access of an instruction: load and/or store, volatile, non-temporal,
dereferenceable, invariant (and three target flags), the access size and memory type (an LLT such as ``s32``,
``p0`` or ``<4 x s32>``), what it points to (an IR value, or a *pseudo source value* for memory that has no IR
value: the stack, a fixed stack object, the GOT, the constant pool, a jump table, a call entry), an offset from
that pointer, the base alignment (the access's alignment is the common alignment of the base alignment and the
offset), alias-analysis metadata (``!tbaa``, ``!alias.scope``, ``!noalias``), ``!range``, atomic orderings and
sync scope.  MIR prints it after ``::`` as ``(volatile load (s32) from %ir.p + 4, align 2, !tbaa !3)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.machine.operand import (
    llvm_name_without_prefix,
    print_global_operand,
    print_ir_value_reference,
    print_operand_offset,
    print_stack_object_reference,
)

if TYPE_CHECKING:
    from pyllc.codegen.machine.print_context import PrintContext

# MachineMemOperand::Flags
MOLoad: Final = 1 << 0
MOStore: Final = 1 << 1
MOVolatile: Final = 1 << 2
MONonTemporal: Final = 1 << 3
MODereferenceable: Final = 1 << 4
MOInvariant: Final = 1 << 5
MOTargetFlag1: Final = 1 << 6
MOTargetFlag2: Final = 1 << 7
MOTargetFlag3: Final = 1 << 8

# PseudoSourceValue kinds (LLVM PseudoSourceValue::PSVKind).
PSV_Stack: Final = 0
PSV_GOT: Final = 1
PSV_JumpTable: Final = 2
PSV_ConstantPool: Final = 3
PSV_FixedStack: Final = 4
PSV_GlobalValueCallEntry: Final = 5
PSV_ExternalSymbolCallEntry: Final = 6
PSV_TargetCustom: Final = 7

#: Atomic orderings (LLVM AtomicOrdering) and their IR spelling.
ATOMIC_ORDERING_NAMES: Final = (
    "",
    "unordered",
    "monotonic",
    "consume",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
)
#: Size of an access of unknown size (LLVM ``MemoryLocation::UnknownSize`` as ``~0ULL``).
UNKNOWN_SIZE: Final = 0xFFFFFFFFFFFFFFFF


class PseudoSourceValue:
    """Memory with no IR value: stack, GOT, jump table, constant pool, a fixed stack slot, a call entry."""

    __slots__ = ("kind", "payload")

    def __init__(self, kind: int, payload: Any = None) -> None:
        self.kind = kind
        self.payload = payload

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, PseudoSourceValue) and self.kind == other.kind and self.payload == other.payload
        )

    def __hash__(self) -> int:
        return hash((self.kind, id(self.payload) if self.kind == PSV_GlobalValueCallEntry else self.payload))


class MachineMemOperand:
    """One memory reference of an instruction."""

    __slots__ = (
        "flags",
        "value",
        "pseudo_value",
        "offset",
        "addr_space",
        "size",
        "memory_type",
        "base_align",
        "aa_tbaa",
        "aa_scope",
        "aa_noalias",
        "ranges",
        "sync_scope",
        "ordering",
        "failure_ordering",
    )

    def __init__(
        self,
        flags: int,
        size: int,
        base_align: int,
        value: Any = None,
        pseudo_value: PseudoSourceValue | None = None,
        offset: int = 0,
        memory_type: str | None = None,
        addr_space: int = 0,
    ) -> None:
        self.flags = flags
        self.value = value
        self.pseudo_value = pseudo_value
        self.offset = offset
        self.addr_space = addr_space
        self.size = size
        #: LLT spelling of the accessed type; ``s<bits>`` from the size when not given.
        self.memory_type = (
            memory_type if memory_type is not None else ("" if size == UNKNOWN_SIZE else f"s{size * 8}")
        )
        self.base_align = base_align
        self.aa_tbaa: Any = None
        self.aa_scope: Any = None
        self.aa_noalias: Any = None
        self.ranges: Any = None
        self.sync_scope = ""
        self.ordering = 0
        self.failure_ordering = 0

    @property
    def align(self) -> int:
        """The access alignment: common alignment of the base alignment and the offset."""
        v = self.base_align | (self.offset & 0xFFFFFFFFFFFFFFFF)
        return v & -v

    def is_load(self) -> bool:
        return self.flags & MOLoad != 0

    def is_store(self) -> bool:
        return self.flags & MOStore != 0

    def is_volatile(self) -> bool:
        return self.flags & MOVolatile != 0

    def is_atomic(self) -> bool:
        return self.ordering != 0

    def is_unordered(self) -> bool:
        return self.ordering in (0, 1) and not self.is_volatile()

    def print(self, ctx: PrintContext | None) -> str:
        """LLVM 14's ``MachineMemOperand::print``."""
        f = self.flags
        out = ["("]
        if f & MOVolatile:
            out.append("volatile ")
        if f & MONonTemporal:
            out.append("non-temporal ")
        if f & MODereferenceable:
            out.append("dereferenceable ")
        if f & MOInvariant:
            out.append("invariant ")
        if ctx is not None and ctx.tii is not None:
            for bit in (MOTargetFlag1, MOTargetFlag2, MOTargetFlag3):
                if f & bit:
                    name = dict(ctx.tii.get_serializable_machine_memory_operand_target_flags()).get(bit)
                    out.append('"' + (name or "<unknown>") + '" ')
        if f & MOLoad:
            out.append("load ")
        if f & MOStore:
            out.append("store ")
        if self.sync_scope:
            out.append('syncscope("' + self.sync_scope + '") ')
        if self.ordering:
            out.append(ATOMIC_ORDERING_NAMES[self.ordering] + " ")
        if self.failure_ordering:
            out.append(ATOMIC_ORDERING_NAMES[self.failure_ordering] + " ")
        if self.memory_type:
            out.append("(" + self.memory_type + ")")
        else:
            out.append("unknown-size")
        direction = " on " if (f & MOLoad and f & MOStore) else (" from " if f & MOLoad else " into ")
        if self.value is not None:
            out.append(direction + print_ir_value_reference(self.value, ctx))
        elif self.pseudo_value is not None:
            out.append(direction + _psv_text(self.pseudo_value, ctx))
        elif self.offset != 0:
            out.append(direction + "unknown-address")
        out.append(print_operand_offset(self.offset))
        if self.size == UNKNOWN_SIZE or self.align != self.size:
            out.append(", align " + str(self.align))
        if self.base_align != self.align:
            out.append(", basealign " + str(self.base_align))
        md = ctx.metadata_printer if ctx is not None else None
        for key, val in (
            (", !tbaa ", self.aa_tbaa),
            (", !alias.scope ", self.aa_scope),
            (", !noalias ", self.aa_noalias),
            (", !range ", self.ranges),
        ):
            if val is not None:
                out.append(key + (md(val) if md is not None else str(val)))
        if self.addr_space:
            out.append(", addrspace " + str(self.addr_space))
        out.append(")")
        return "".join(out)


def mem_operand_part(mmo: MachineMemOperand | None, offset: int, size: int) -> MachineMemOperand | None:
    """The MachineMemOperand of one part of a split access (LLVM ``MachineFunction::getMachineMemOperand(MMO,
    Offset, Size)``: the pointer info ``getWithOffset``, the same base alignment and alias info)."""
    if mmo is None:
        return None
    new = MachineMemOperand(
        mmo.flags,
        size,
        mmo.base_align,
        mmo.value,
        mmo.pseudo_value,
        mmo.offset + offset,
        None,
        mmo.addr_space,
    )
    new.aa_tbaa = mmo.aa_tbaa
    new.aa_scope = mmo.aa_scope
    new.aa_noalias = mmo.aa_noalias
    new.sync_scope = mmo.sync_scope
    new.ordering = mmo.ordering
    return new


def _psv_text(psv: PseudoSourceValue, ctx: PrintContext | None) -> str:
    k = psv.kind
    if k == PSV_Stack:
        return "stack"
    if k == PSV_GOT:
        return "got"
    if k == PSV_JumpTable:
        return "jump-table"
    if k == PSV_ConstantPool:
        return "constant-pool"
    if k == PSV_FixedStack:
        fi: int = psv.payload
        if ctx is not None and ctx.mfi is not None:
            mfi = ctx.mfi
            is_fixed = mfi.is_fixed_object_index(fi)
            name = mfi.get_object_name(fi)
            if is_fixed:
                fi -= mfi.get_object_index_begin()
            return print_stack_object_reference(fi, is_fixed, name)
        return print_stack_object_reference(fi, True, "")
    if k == PSV_GlobalValueCallEntry:
        return "call-entry " + print_global_operand(psv.payload)
    if k == PSV_ExternalSymbolCallEntry:
        return "call-entry &" + llvm_name_without_prefix(str(psv.payload))
    return 'custom "' + str(psv.payload) + '"'
