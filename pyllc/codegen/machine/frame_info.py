"""What it is (LLVM: lib/CodeGen/MachineFrameInfo.cpp, include/llvm/CodeGen/MachineFrameInfo.h).

MachineFrameInfo describes a function's stack frame as abstract *stack objects* addressed by frame index.
Fixed objects (incoming stack arguments, callee-saved spill slots at known offsets) have negative indices and
sit at the front of the object list: creating one inserts it at the front, so the *n*-th fixed object created
gets index ``-n`` and ``objects[i]`` is frame index ``i - num_fixed_objects``.  Ordinary objects (allocas, spill
slots, variable-sized objects of size 0) get indices 0, 1, 2...  Prologue/epilogue insertion later assigns each
object an ``sp_offset`` and fills ``stack_size``.

Besides objects it records what frame lowering must know: maximum alignment, whether the function has calls or
adjusts the stack, the maximum call-frame size, frame/return-address taken, stack maps, VA start, callee-saved
information (``(reg, frame index, restored)`` triples once computed), the save/restore points of shrink-wrapping
and the local-frame block used by ``localstackalloc``.
"""

from __future__ import annotations

from typing import Any, Final

#: Size marking a dead object (LLVM ``~0ULL``).
DEAD_OBJECT_SIZE: Final = 0xFFFFFFFFFFFFFFFF
#: ``maxCallFrameSize`` before it is computed (LLVM ``~0u``).
UNKNOWN_CALL_FRAME_SIZE: Final = 0xFFFFFFFF

# Stack IDs (LLVM TargetStackID::Value).
STACK_ID_DEFAULT: Final = 0
STACK_ID_SGPR_SPILL: Final = 1
STACK_ID_SCALABLE_VECTOR: Final = 2
STACK_ID_WASM_LOCAL: Final = 3
STACK_ID_NO_ALLOC: Final = 255
STACK_ID_NAMES: Final = {0: "default", 1: "sgpr-spill", 2: "scalable-vector", 3: "wasm-local", 255: "noalloc"}


class StackObject:
    """One stack object (LLVM ``MachineFrameInfo::StackObject``)."""

    __slots__ = (
        "sp_offset",
        "size",
        "alignment",
        "is_immutable",
        "is_spill_slot",
        "is_statepoint_spill_slot",
        "stack_id",
        "alloca",
        "is_aliased",
        "pre_allocated",
        "is_fixed",
        "debug_var",
        "debug_expr",
        "debug_loc",
        "callee_saved_reg",
        "callee_saved_restored",
    )

    def __init__(
        self,
        size: int,
        alignment: int,
        sp_offset: int,
        is_immutable: bool,
        is_spill_slot: bool,
        alloca: Any,
        is_aliased: bool,
        stack_id: int = 0,
        is_fixed: bool = False,
    ) -> None:
        self.sp_offset = sp_offset
        self.size = size
        self.alignment = alignment
        self.is_immutable = is_immutable
        self.is_spill_slot = is_spill_slot
        self.is_statepoint_spill_slot = False
        self.stack_id = stack_id
        self.alloca = alloca
        self.is_aliased = is_aliased
        self.pre_allocated = False
        self.is_fixed = is_fixed
        self.debug_var: Any = None
        self.debug_expr: Any = None
        self.debug_loc: Any = None
        self.callee_saved_reg = 0
        self.callee_saved_restored = True


class CalleeSavedInfo:
    """A callee-saved register and where it is saved (LLVM ``CalleeSavedInfo``)."""

    __slots__ = ("reg", "frame_idx", "dst_reg", "spilled_to_reg", "restored")

    def __init__(self, reg: int, frame_idx: int = 0) -> None:
        self.reg = reg
        self.frame_idx = frame_idx
        self.dst_reg = 0
        self.spilled_to_reg = False
        self.restored = True


class MachineFrameInfo:
    """The abstract stack frame of one function."""

    __slots__ = (
        "objects",
        "num_fixed_objects",
        "stack_size",
        "offset_adjustment",
        "max_alignment",
        "frame_address_taken",
        "return_address_taken",
        "has_stack_map",
        "has_patch_point",
        "adjusts_stack",
        "has_calls",
        "stack_protector_index",
        "function_context_index",
        "max_call_frame_size",
        "cv_bytes_of_callee_saved_registers",
        "has_opaque_sp_adjustment",
        "has_va_start",
        "has_must_tail_in_var_arg_func",
        "has_tail_call",
        "local_frame_size",
        "local_frame_max_align",
        "local_frame_objects",
        "use_local_stack_allocation_block",
        "save_point",
        "restore_point",
        "callee_saved_info",
        "csi_valid",
        "stack_realignable",
        "force_realign",
        "stack_alignment",
        "has_var_sized_objects",
        "has_copy_implicitly_accesses_fp",
    )

    def __init__(
        self, stack_alignment: int = 16, stack_realignable: bool = True, force_realign: bool = False
    ) -> None:
        self.objects: list[StackObject] = []
        self.num_fixed_objects = 0
        self.stack_size = 0
        self.offset_adjustment = 0
        self.max_alignment = 1
        self.frame_address_taken = False
        self.return_address_taken = False
        self.has_stack_map = False
        self.has_patch_point = False
        self.adjusts_stack = False
        self.has_calls = False
        self.stack_protector_index = -1
        self.function_context_index = -1
        self.max_call_frame_size = UNKNOWN_CALL_FRAME_SIZE
        self.cv_bytes_of_callee_saved_registers = 0
        self.has_opaque_sp_adjustment = False
        self.has_va_start = False
        self.has_must_tail_in_var_arg_func = False
        self.has_tail_call = False
        self.local_frame_size = 0
        self.local_frame_max_align = 1
        self.local_frame_objects: list[tuple[int, int]] = []
        self.use_local_stack_allocation_block = False
        self.save_point: Any = None
        self.restore_point: Any = None
        self.callee_saved_info: list[CalleeSavedInfo] = []
        self.csi_valid = False
        self.stack_realignable = stack_realignable
        self.force_realign = force_realign
        self.stack_alignment = stack_alignment
        self.has_var_sized_objects = False
        self.has_copy_implicitly_accesses_fp = False

    # ----- creation -----
    def _clamp_stack_alignment(self, alignment: int) -> int:
        if not self.stack_realignable or not self.force_realign:
            if not self.stack_realignable and alignment > self.stack_alignment:
                return self.stack_alignment
        return alignment

    def ensure_max_alignment(self, alignment: int) -> None:
        if alignment > self.max_alignment:
            self.max_alignment = alignment

    def create_stack_object(
        self, size: int, alignment: int, is_spill_slot: bool = False, alloca: Any = None, stack_id: int = 0
    ) -> int:
        """A new ordinary object; returns its (non-negative) frame index (LLVM ``CreateStackObject``)."""
        assert size != 0, "use create_variable_sized_object for size 0"
        alignment = self._clamp_stack_alignment(alignment)
        self.objects.append(
            StackObject(size, alignment, 0, False, is_spill_slot, alloca, not is_spill_slot, stack_id)
        )
        index = len(self.objects) - self.num_fixed_objects - 1
        self.ensure_max_alignment(alignment)
        return index

    def create_spill_stack_object(self, size: int, alignment: int) -> int:
        index = self.create_stack_object(size, alignment, True)
        return index

    def create_variable_sized_object(self, alignment: int, alloca: Any = None) -> int:
        self.has_var_sized_objects = True
        alignment = self._clamp_stack_alignment(alignment)
        self.objects.append(StackObject(0, alignment, 0, False, False, alloca, True))
        self.ensure_max_alignment(alignment)
        return len(self.objects) - self.num_fixed_objects - 1

    def create_fixed_object(
        self, size: int, sp_offset: int, is_immutable: bool, is_aliased: bool = False
    ) -> int:
        """A fixed object at ``sp_offset`` from the incoming stack pointer (LLVM ``CreateFixedObject``).

        Its alignment is the largest power of two dividing both the offset and the stack alignment.
        """
        alignment = _common_alignment(self.stack_alignment, sp_offset)
        alignment = self._clamp_stack_alignment(alignment)
        self.objects.insert(
            0, StackObject(size, alignment, sp_offset, is_immutable, False, None, is_aliased, is_fixed=True)
        )
        self.num_fixed_objects += 1
        return -self.num_fixed_objects

    def create_fixed_spill_stack_object(self, size: int, sp_offset: int, is_immutable: bool = False) -> int:
        alignment = self._clamp_stack_alignment(_common_alignment(self.stack_alignment, sp_offset))
        obj = StackObject(size, alignment, sp_offset, is_immutable, True, None, False, is_fixed=True)
        self.objects.insert(0, obj)
        self.num_fixed_objects += 1
        return -self.num_fixed_objects

    # ----- queries -----
    def _obj(self, fi: int) -> StackObject:
        return self.objects[fi + self.num_fixed_objects]

    def get_object_index_begin(self) -> int:
        return -self.num_fixed_objects

    def get_object_index_end(self) -> int:
        return len(self.objects) - self.num_fixed_objects

    def get_num_objects(self) -> int:
        return len(self.objects) - self.num_fixed_objects

    def get_num_fixed_objects(self) -> int:
        return self.num_fixed_objects

    def has_stack_objects(self) -> bool:
        return bool(self.objects)

    def is_fixed_object_index(self, fi: int) -> bool:
        return fi < 0 and fi >= -self.num_fixed_objects

    def get_object(self, fi: int) -> StackObject:
        return self._obj(fi)

    def get_object_size(self, fi: int) -> int:
        return self._obj(fi).size

    def set_object_size(self, fi: int, size: int) -> None:
        self._obj(fi).size = size

    def get_object_align(self, fi: int) -> int:
        return self._obj(fi).alignment

    def set_object_alignment(self, fi: int, alignment: int) -> None:
        self._obj(fi).alignment = alignment
        self.ensure_max_alignment(alignment)

    def get_object_offset(self, fi: int) -> int:
        return self._obj(fi).sp_offset

    def set_object_offset(self, fi: int, offset: int) -> None:
        self._obj(fi).sp_offset = offset

    def get_object_allocation(self, fi: int) -> Any:
        return self._obj(fi).alloca

    def get_object_name(self, fi: int) -> str:
        """The name of the object's alloca, or ``""``."""
        alloca = self._obj(fi).alloca
        return getattr(alloca, "name", "") if alloca is not None else ""

    def get_stack_id(self, fi: int) -> int:
        return self._obj(fi).stack_id

    def is_spill_slot_object_index(self, fi: int) -> bool:
        return self._obj(fi).is_spill_slot

    def is_immutable_object_index(self, fi: int) -> bool:
        return self._obj(fi).is_immutable

    def is_variable_sized_object_index(self, fi: int) -> bool:
        return self._obj(fi).size == 0

    def is_dead_object_index(self, fi: int) -> bool:
        return self._obj(fi).size == DEAD_OBJECT_SIZE

    def remove_stack_object(self, fi: int) -> None:
        self._obj(fi).size = DEAD_OBJECT_SIZE

    def has_var_sized_objects_(self) -> bool:
        return self.has_var_sized_objects

    def set_callee_saved_info(self, csi: list[CalleeSavedInfo]) -> None:
        self.callee_saved_info = csi

    def set_callee_saved_info_valid(self, valid: bool) -> None:
        self.csi_valid = valid

    def print(self, offset_of_local_area: int = 0) -> str:
        """The ``Frame Objects:`` section of the machine-code dump (LLVM ``MachineFrameInfo::print``)."""
        if not self.objects:
            return ""
        out = ["Frame Objects:\n"]
        nf = self.num_fixed_objects
        for i, so in enumerate(self.objects):
            line = ["  fi#", str(i - nf), ": "]
            if so.stack_id != 0:
                line.append("id=" + str(so.stack_id) + " ")
            if so.size == DEAD_OBJECT_SIZE:
                out.append("".join(line) + "dead\n")
                continue
            line.append("variable sized" if so.size == 0 else "size=" + str(so.size))
            line.append(", align=" + str(so.alignment))
            if i < nf:
                line.append(", fixed")
            if i < nf or so.sp_offset != -1:
                off = so.sp_offset - offset_of_local_area
                line.append(", at location [SP")
                if off > 0:
                    line.append("+" + str(off))
                elif off < 0:
                    line.append(str(off))
                line.append("]")
            out.append("".join(line) + "\n")
        return "".join(out)


def _common_alignment(a: int, offset: int) -> int:
    """The largest power of two dividing both ``a`` (a power of two) and ``offset`` (LLVM ``commonAlignment``)."""
    v = a | (offset & 0xFFFFFFFFFFFFFFFF)
    return v & -v
