"""What it is (LLVM: lib/CodeGen/MIRPrinter.cpp).

Writes machine functions as MIR, the YAML-based text that ``llc -stop-after=P`` prints and ``llc -run-pass``
reads.  A module prints as a stream of YAML documents: first ``--- |`` with the embedded LLVM IR module as a
block literal, then one ``---`` document per machine function, each closed by ``...``.

A function document has the YAML fields of :mod:`pyllc.mir.yaml_mapping` in llc-14's order (``name``,
``alignment``, the GlobalISel flags, ``tracksRegLiveness``, ``registers``, ``liveins``, ``frameInfo``,
``fixedStack``, ``stack``, ``callSites``, ``debugValueSubstitutions``, ``constants``,
``machineFunctionInfo``, ``jumpTable`` when there is one) and finally ``body``: the blocks in the machine
instruction language.  Converting a function follows MIRPrinter::convert: virtual registers without a name are
listed with their class and simple hint; fixed stack objects are numbered from 0 in frame-index order
(``%fixed-stack.N``), ordinary ones keep their index (``%stack.N.name``), dead objects are skipped, callee-saved
information is attached to the object holding the register.

In the body, a block header is ``bb.N.irname`` with attributes, then ``successors:`` (probabilities as hex
numerators over 2^31) and ``liveins:``, a blank line, and the instructions.  ``-simplify-mir`` omits YAML fields
that hold their defaults and successor lists that can be guessed from the branches (with probabilities that are
all equal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.basic_block import MachineBasicBlock, normalize_probabilities
from pyllc.codegen.machine.frame_info import DEAD_OBJECT_SIZE, STACK_ID_NAMES, UNKNOWN_CALL_FRAME_SIZE
from pyllc.codegen.machine.function import MachineFunction, MachineFunctionProperties
from pyllc.codegen.machine.instr import MIFlag
from pyllc.codegen.machine.jump_table_info import JT_KIND_NAMES
from pyllc.codegen.machine.operand import (
    MO_MachineBasicBlock,
    llvm_name_without_prefix,
    print_global_operand,
    print_reg,
    print_stack_object_reference,
)
from pyllc.codegen.machine.print_context import PrintContext
from pyllc.mir.yaml_mapping import (
    Field,
    Mapping,
    Raw,
    block_scalar_lines,
    emit_mapping,
    flow_sequence,
    optional,
    padded_key,
    required,
)

if TYPE_CHECKING:
    pass

_P = MachineFunctionProperties


def print_mir_module(
    module: Any, functions: list[MachineFunction], simplify_mir: bool = False, module_text: str | None = None
) -> str:
    """The whole MIR file: the embedded IR module document, then every function's document."""
    out: list[str] = []
    if module is not None and module_text is None:
        # As llc's module: the source file name defaults to the module's name, the data layout is the
        # target's (compileModule sets it before code generation).
        if module.source_filename is None:
            module.source_filename = module.name
        if module.data_layout is None and functions and functions[0].target is not None:
            module.data_layout = functions[0].target.get_data_layout_string()
    if module_text is None and module is not None:
        from pyllc.ir.printer import print_module

        module_text = print_module(module)
    if module_text is not None:
        out.append("--- |\n")
        out.append(block_scalar_lines(module_text, 2))
        out.append("\n...\n")
    names = ModuleSlotTracker(module) if module is not None else None
    for mf in functions:
        ctx = mf.print_context()
        if names is not None:
            names.install(ctx, mf)
        out.append(print_mir_function(mf, simplify_mir, ctx, names))
    return "".join(out)


class ModuleSlotTracker:
    """How MIR spells IR things (LLVM ``ModuleSlotTracker``): metadata as ``!N`` in the module's numbering,
    unnamed IR values as ``%ir.N`` by their function slot, constants as the IR printer writes them."""

    def __init__(self, module: Any) -> None:
        from pyllc.ir.printer import AssemblyWriter

        self.writer = AssemblyWriter(module)
        self._slots: dict[int, dict[Any, int]] = {}

    def install(self, ctx: PrintContext, mf: MachineFunction) -> None:
        fn = mf.function
        ctx.metadata_printer = self.metadata
        ctx.ir_value_printer = lambda v: self.ir_value(v, fn)
        ctx.ir_constant_printer = self.ir_constant

    def ir_constant(self, value: Any, typed: bool) -> str:
        from pyllc.ir.constants import BlockAddress

        if type(value) is BlockAddress:
            fn, bb = value.operands
            return "blockaddress(" + print_global_operand(fn) + ", " + self.ir_block(bb, fn) + ")"
        return self.writer.typed(value) if typed else self.writer.operand(value)

    def _function_slots(self, fn: Any) -> dict[Any, int]:
        slots = self._slots.get(id(fn))
        if slots is None:
            from pyllc.ir.printer import FunctionSlots

            slots = self._slots[id(fn)] = FunctionSlots(fn).slots if fn is not None else {}
        return slots

    def ir_block(self, bb: Any, fn: Any) -> str:
        """``%ir-block.name`` or ``%ir-block.N`` (LLVM ``printIRBlockReference``)."""
        if bb.name:
            return "%ir-block." + llvm_name_without_prefix(bb.name)
        n = self._function_slots(fn).get(bb)
        return "%ir-block." + (str(n) if n is not None else "<badref>")

    def metadata(self, md: Any) -> str:
        slot = self.writer.md_slots.slots.get(md) if self.writer.md_slots is not None else None
        if slot is not None:
            return "!" + str(slot)
        return self.writer.metadata_ref(md)

    def ir_value(self, v: Any, fn: Any) -> str:
        from pyllc.ir.module import GlobalValue

        from pyllc.ir.constants import Constant

        if isinstance(v, GlobalValue):
            return print_global_operand(v)
        if isinstance(v, Constant):
            return "`" + self.writer.typed(v) + "`"
        if v.name:
            return "%ir." + llvm_name_without_prefix(v.name)
        n = self._function_slots(fn).get(v)
        return "%ir." + (str(n) if n is not None else "<badref>")

    def constant(self, value: Any) -> str:
        return self.writer.typed(value)


def print_mir_function(
    mf: MachineFunction,
    simplify_mir: bool = False,
    ctx: PrintContext | None = None,
    names: ModuleSlotTracker | None = None,
) -> str:
    """One function's ``---`` ... ``...`` document."""
    if ctx is None:
        ctx = mf.print_context()
    ctx.mir_mode = True
    write_defaults = not simplify_mir
    props = mf.properties
    m = Mapping()
    m.add(required("name", mf.name))
    m.add(optional("alignment", mf.alignment, None))
    m.add(optional("exposesReturnsTwice", mf.exposes_returns_twice, False))
    m.add(optional("legalized", props.has(_P.Legalized), False))
    m.add(optional("regBankSelected", props.has(_P.RegBankSelected), False))
    m.add(optional("selected", props.has(_P.Selected), False))
    m.add(optional("failedISel", props.has(_P.FailedISel), False))
    m.add(optional("tracksRegLiveness", props.has(_P.TracksLiveness), False))
    m.add(optional("hasWinCFI", mf.has_win_cfi, False))
    m.add(optional("failsVerification", props.has(_P.FailsVerification), False))
    m.add(optional("tracksDebugUserValues", props.has(_P.TracksDebugUserValues), False))

    mri = mf.reg_info
    registers: list[list[Field]] = []
    for i in range(mri.get_num_virt_regs()):
        reg = i | (1 << 31)
        if mri.get_vreg_name(reg):
            continue
        hint = mri.get_simple_hint(reg)
        registers.append(
            [
                required("id", i),
                required("class", ctx.reg_class_or_bank_name(reg)),
                optional("preferred-register", print_reg(hint, ctx) if hint else "", ""),
            ]
        )
    m.add_block("registers", registers, True)

    liveins: list[list[Field]] = []
    for phys, vreg in mri.live_ins:
        liveins.append(
            [
                required("reg", print_reg(phys, ctx)),
                optional("virtual-reg", print_reg(vreg, ctx) if vreg else "", ""),
            ]
        )
    m.add_block("liveins", liveins, True)

    mfi = mf.frame_info
    fi = Mapping()
    fi.add(optional("isFrameAddressTaken", mfi.frame_address_taken, False))
    fi.add(optional("isReturnAddressTaken", mfi.return_address_taken, False))
    fi.add(optional("hasStackMap", mfi.has_stack_map, False))
    fi.add(optional("hasPatchPoint", mfi.has_patch_point, False))
    fi.add(optional("stackSize", mfi.stack_size, 0))
    fi.add(optional("offsetAdjustment", mfi.offset_adjustment, 0))
    fi.add(optional("maxAlignment", mfi.max_alignment, 0))
    fi.add(optional("adjustsStack", mfi.adjusts_stack, False))
    fi.add(optional("hasCalls", mfi.has_calls, False))
    stack_protector = ""
    fixed_rows: list[list[Field]] = []
    stack_rows: list[list[Field]] = []
    fixed_info: dict[int, tuple[int, str]] = {}
    csr: dict[int, tuple[str, bool]] = {}
    for cs in mfi.callee_saved_info:
        if not cs.spilled_to_reg:
            csr[cs.frame_idx] = (print_reg(cs.reg, ctx), cs.restored)
    local_offsets = dict(mfi.local_frame_objects)
    ident = 0
    for idx in range(mfi.get_object_index_begin(), 0):
        obj = mfi.get_object(idx)
        if obj.size == DEAD_OBJECT_SIZE:
            ident += 1
            continue
        reg_name, restored = csr.get(idx, ("", True))
        row = [
            required("id", ident),
            optional("type", "spill-slot" if obj.is_spill_slot else "default", "default"),
            optional("offset", obj.sp_offset, 0),
            optional("size", obj.size, 0),
            optional("alignment", obj.alignment, None),
            optional("stack-id", STACK_ID_NAMES.get(obj.stack_id, str(obj.stack_id)), "default"),
        ]
        if not obj.is_spill_slot:
            row.append(optional("isImmutable", obj.is_immutable, False))
            row.append(optional("isAliased", obj.is_aliased, False))
        row += [
            optional("callee-saved-register", reg_name, ""),
            optional("callee-saved-restored", restored, True),
        ] + _debug_fields(obj, ctx)
        fixed_rows.append(row)
        fixed_info[idx] = (ident, "")
        ident += 1
    for idx in range(0, mfi.get_object_index_end()):
        obj = mfi.get_object(idx)
        if obj.size == DEAD_OBJECT_SIZE:
            continue
        name = mfi.get_object_name(idx)
        kind = "spill-slot" if obj.is_spill_slot else ("variable-sized" if obj.size == 0 else "default")
        reg_name, restored = csr.get(idx, ("", True))
        row = [
            required("id", idx),
            optional("name", name, ""),
            optional("type", kind, "default"),
            optional("offset", obj.sp_offset, 0),
        ]
        if kind != "variable-sized":
            row.append(required("size", obj.size))
        row += [
            optional("alignment", obj.alignment, None),
            optional("stack-id", STACK_ID_NAMES.get(obj.stack_id, str(obj.stack_id)), "default"),
            optional("callee-saved-register", reg_name, ""),
            optional("callee-saved-restored", restored, True),
        ]
        if idx in local_offsets:
            row.append(required("local-offset", local_offsets[idx]))
        row += _debug_fields(obj, ctx)
        stack_rows.append(row)
    if mfi.stack_protector_index >= 0:
        spi = mfi.stack_protector_index
        stack_protector = print_stack_object_reference(
            spi - mfi.get_object_index_begin() if mfi.is_fixed_object_index(spi) else spi,
            mfi.is_fixed_object_index(spi),
            mfi.get_object_name(spi),
        )
    fi.add(optional("stackProtector", stack_protector, ""))
    fi.add(optional("maxCallFrameSize", mfi.max_call_frame_size, UNKNOWN_CALL_FRAME_SIZE))
    fi.add(optional("cvBytesOfCalleeSavedRegisters", mfi.cv_bytes_of_callee_saved_registers, 0))
    fi.add(optional("hasOpaqueSPAdjustment", mfi.has_opaque_sp_adjustment, False))
    fi.add(optional("hasVAStart", mfi.has_va_start, False))
    fi.add(optional("hasMustTailInVarArgFunc", mfi.has_must_tail_in_var_arg_func, False))
    fi.add(optional("hasTailCall", mfi.has_tail_call, False))
    fi.add(optional("localFrameSize", mfi.local_frame_size, 0))
    fi.add(optional("savePoint", _mbb_ref(mfi.save_point), ""))
    fi.add(optional("restorePoint", _mbb_ref(mfi.restore_point), ""))
    m.add_block("frameInfo", fi, True)
    m.add_block("fixedStack", fixed_rows, True)
    m.add_block("stack", stack_rows, True)
    m.add_block("callSites", [_call_site_row(cs) for cs in mf.call_sites_info], True)
    m.add_block(
        "debugValueSubstitutions",
        [
            [
                required("srcinst", s[0]),
                required("srcop", s[1]),
                required("dstinst", d[0]),
                required("dstop", d[1]),
                required("subreg", sub),
            ]
            for s, d, sub in mf.debug_value_substitutions
        ],
        True,
    )
    constants: list[Mapping] = []
    for i, e in enumerate(mf.constant_pool.constants):
        c = Mapping()
        c.add(required("id", i))
        c.add(optional("value", names.constant(e.value) if names else _constant_value_text(e.value), ""))
        c.add(optional("alignment", e.alignment, None))
        c.add(optional("isTargetSpecific", e.is_machine_cp_entry, False))
        constants.append(c)
    m.add_block("constants", constants, True)
    info_text = _function_info_text(mf)
    m.add(required("machineFunctionInfo", Raw(info_text)))

    out = ["---\n"]
    emit_mapping(m, 0, write_defaults, out)
    jti = mf.jump_table_info
    if jti is not None and jti.tables:
        out.append("jumpTable:\n")
        out.append("  " + padded_key("kind") + JT_KIND_NAMES[jti.kind] + "\n")
        out.append("  entries:\n")
        for i, blocks in enumerate(jti.tables):
            out.append("    - " + padded_key("id") + str(i) + "\n")
            prefix = "      " + padded_key("blocks")
            out.append(prefix + flow_sequence(["%bb." + str(b.number) for b in blocks], len(prefix)) + "\n")
    body = print_body(mf, ctx, simplify_mir)
    out.append(padded_key("body") + " |\n")
    out.append(block_scalar_lines(body, 2))
    out.append("\n...\n")
    return "".join(out)


def _mbb_ref(mbb: MachineBasicBlock | None) -> str:
    return "%bb." + str(mbb.number) if mbb is not None else ""


def _debug_fields(obj: Any, ctx: PrintContext) -> list[Field]:
    md = ctx.metadata_printer

    def t(x: Any) -> str:
        if x is None:
            return ""
        return md(x) if md is not None else str(x)

    return [
        optional("debug-info-variable", t(obj.debug_var), ""),
        optional("debug-info-expression", t(obj.debug_expr), ""),
        optional("debug-info-location", t(obj.debug_loc), ""),
    ]


def _call_site_row(cs: Any) -> list[Field]:
    bb, offset, regs = cs
    return [
        required("bb", bb),
        required("offset", offset),
        required("fwdArgRegs", Raw(flow_sequence(list(regs), 0) if regs else "[]")),
    ]


def _constant_value_text(value: Any) -> str:
    fn = getattr(value, "print_as_operand", None)
    if fn is not None:
        return str(fn(True))
    return str(value)


def _function_info_text(mf: MachineFunction) -> str:
    """``machineFunctionInfo``: the target's YAML for ``mf.info`` (``TargetMachine.convert_func_info_to_yaml``)."""
    tm = mf.target
    text = tm.convert_func_info_to_yaml(mf) if tm is not None and mf.info is not None else None
    return "{}" if text is None else text


# ---------------------------------------------------------------------------------------------------------
# body
# ---------------------------------------------------------------------------------------------------------


def print_body(mf: MachineFunction, ctx: PrintContext, simplify_mir: bool = False) -> str:
    parts: list[str] = []
    for i, mbb in enumerate(mf.blocks):
        if i:
            parts.append("\n")
        parts.append(
            print_mir_block(mbb, ctx, simplify_mir, mf.blocks[i + 1] if i + 1 < len(mf.blocks) else None)
        )
    return "".join(parts)


def can_predict_branch_probabilities(mbb: MachineBasicBlock) -> bool:
    """True when the successor probabilities are all equal after normalization (MIRPrinter)."""
    if len(mbb.successors) <= 1 or not mbb.probs:
        return True
    normalized = list(mbb.probs)
    normalize_probabilities(normalized)
    equal = [0] * len(normalized)
    normalize_probabilities(equal)
    return normalized == equal


def guess_successors(mbb: MachineBasicBlock) -> tuple[list[MachineBasicBlock], bool]:
    """Blocks named by branch operands (in order) and whether the block can fall through (LLVM)."""
    result: list[MachineBasicBlock] = []
    seen: set[int] = set()
    for mi in mbb.instrs:
        if mi.is_phi():
            continue
        for op in mi.operands:
            if op.kind == MO_MachineBasicBlock and id(op.contents) not in seen:
                seen.add(id(op.contents))
                result.append(op.contents)
    last = None
    for mi in reversed(mbb.instrs):
        if not mi.is_debug_instr():
            last = mi
            break
    return result, last is None or not last.is_barrier()


def can_predict_successors(mbb: MachineBasicBlock, next_mbb: MachineBasicBlock | None) -> bool:
    guessed, falls = guess_successors(mbb)
    if falls and next_mbb is not None and all(g is not next_mbb for g in guessed):
        guessed.append(next_mbb)
    if len(guessed) != len(mbb.successors):
        return False
    return all(a is b for a, b in zip(guessed, mbb.successors))


def print_mir_block(
    mbb: MachineBasicBlock, ctx: PrintContext, simplify_mir: bool, next_mbb: MachineBasicBlock | None
) -> str:
    """One block in the machine instruction language (MIPrinter::print(MBB))."""
    out = [mbb.print_name(ctx), ":\n"]
    has_line_attrs = False
    predict_probs = can_predict_branch_probabilities(mbb)
    if (
        (mbb.successors and not simplify_mir)
        or not predict_probs
        or not can_predict_successors(mbb, next_mbb)
    ):
        items: list[str] = []
        for i, s in enumerate(mbb.successors):
            t = "%bb." + str(s.number)
            if not simplify_mir or not predict_probs:
                t += f"(0x{mbb.get_successor_probability(i):08x})"
            items.append(t)
        out.append("  successors: " + ", ".join(items) + "\n")
        has_line_attrs = True
    mf = mbb.parent
    if mf is not None and mf.properties.tracks_liveness() and mbb.live_ins:
        items = []
        for r, lm in mbb.live_ins:
            t = print_reg(r, ctx)
            if lm != 0xFFFFFFFFFFFFFFFF:
                t += f":0x{lm:016X}"
            items.append(t)
        out.append("  liveins: " + ", ".join(items) + "\n")
        has_line_attrs = True
    if has_line_attrs:
        out.append("\n")
    in_bundle = False
    for mi in mbb.instrs:
        if in_bundle and not mi.flags & MIFlag.BundledPred:
            out.append("  }\n")
            in_bundle = False
        out.append("    " if in_bundle else "  ")
        out.append(mi.print(ctx, standalone=False))
        if not in_bundle and mi.flags & MIFlag.BundledSucc:
            out.append(" {")
            in_bundle = True
        out.append("\n")
    if in_bundle:
        out.append("  }\n")
    return "".join(out)
