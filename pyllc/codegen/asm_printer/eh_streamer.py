"""The DWARF exception table (LLVM: lib/CodeGen/AsmPrinter/EHStreamer.cpp, DwarfCFIException.cpp).

``emit_exception_table`` writes a function's LSDA into ``.gcc_except_table`` as llc does for the Itanium
ABI: the header (LPStart omitted, the TType encoding and the ULEB128 offset of the type table, the
ULEB128 call-site encoding and table length), the call-site table (``computeCallSiteTable``: one entry
per invoke range, merged with the previous one when it unwinds to the same pad with the same action,
and entries without a landing pad covering calls that may throw between them), the action table
(``computeActionsTable``: landing pads sorted by their type ids, sharing the actions of a common
prefix), the type infos in reverse order and the filter type ids.

The pointer encodings are the target's (``TargetMachine.get_eh_encodings``, LLVM's
``TargetLoweringObjectFileELF::Initialize``).  An ``indirect`` personality encoding reaches the routine
through a hidden ``DW.ref.<name>`` word in its own COMDAT (``emitPersonalityValue`` at the end of the
module); an ``indirect`` type-info encoding goes through ``.L<name>.DW.stub`` words in ``.data`` (the ELF
GV stubs the AsmPrinter writes at the end, sorted by name), each referenced as ``stub - .`` when ``pcrel``.
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen import target_opcodes as TO
from pyllc.mc import expr as E
from pyllc.support.leb128 import encode_sleb128, encode_uleb128

DW_EH_PE_omit = 0xFF
DW_EH_PE_uleb128 = 0x01
DW_EH_PE_pcrel = 0x10
DW_EH_PE_indirect = 0x80

_ENCODING_NAMES = {
    0xFF: "omit",
    0x00: "absptr",
    0x01: "uleb128",
    0x03: "udata4",
    0x04: "udata8",
    0x1B: "pcrel sdata4",
    0x1C: "pcrel sdata8",
    0x9B: "indirect pcrel sdata4",
    0x9C: "indirect pcrel sdata8",
}


def _encoding_size(enc: int) -> int:
    return {0x00: 8, 0x03: 4, 0x04: 8, 0x0B: 4, 0x0C: 8}[enc & 0x0F]


def _uleb_size(v: int) -> int:
    return len(encode_uleb128(v))


def _sleb_size(v: int) -> int:
    return len(encode_sleb128(v))


def _call_to_nounwind_function(mi: Any) -> bool:
    """``callToNoUnwindFunction``: the call's only function operand is ``nounwind``."""
    marked = False
    saw = False
    for mo in mi.operands:
        gv = mo.contents if mo.is_global() else None
        if gv is None or not hasattr(gv, "function_type"):
            continue
        if saw:
            return False
        marked = bool(gv.attrs.fn.has("nounwind"))
        saw = True
    return marked


def _type_ids(lp: Any) -> list[int]:
    """The landing pad's type ids, none when its only one is a cleanup (``tidyLandingPads``)."""
    ids: list[int] = lp.type_ids
    return [] if ids == [0] else ids


def compute_actions_table(mf: Any, pads: list[Any]) -> tuple[list[tuple[int, int, int]], list[int]]:
    """``computeActionsTable``: the actions (value for the type id, next action, previous index) and
    each landing pad's first action."""
    filter_offsets: list[int] = []
    offset = -1
    for fid in mf.filter_ids:
        filter_offsets.append(offset)
        offset -= _uleb_size(fid)
    actions: list[tuple[int, int, int]] = []
    first_actions: list[int] = []
    first_action = 0
    size_actions = 0
    prev = None
    for lp in pads:
        ids = _type_ids(lp)
        shared = 0
        if prev is not None:
            for a, b in zip(ids, _type_ids(prev)):
                if a != b:
                    break
                shared += 1
        size_site = 0
        if shared < len(ids):
            size_entry = 0
            prev_action = -1
            if shared:
                prev_action = len(actions) - 1
                size_entry = _sleb_size(actions[prev_action][1]) + _sleb_size(actions[prev_action][0])
                for _ in range(shared, len(_type_ids(prev))):
                    size_entry -= _sleb_size(actions[prev_action][0])
                    size_entry += -actions[prev_action][1]
                    prev_action = actions[prev_action][2]
            for tid in ids[shared:]:
                value = filter_offsets[-1 - tid] if tid < 0 else tid
                size_tid = _sleb_size(value)
                nxt = -(size_entry + size_tid) if size_entry else 0
                size_entry = size_tid + _sleb_size(nxt)
                size_site += size_entry
                actions.append((value, nxt, prev_action))
                prev_action = len(actions) - 1
            first_action = size_actions + size_site - size_entry + 1
        first_actions.append(first_action)
        size_actions += size_site
        prev = lp
    return actions, first_actions


def compute_call_site_table(
    mf: Any, pads: list[Any], first_actions: list[int]
) -> list[tuple[Any, Any, Any, int]]:
    """``computeCallSiteTable`` (one call-site range: the function): (begin, end, pad, action); a None
    begin is the function's start, a None end its end."""
    pad_map: dict[int, tuple[int, int]] = {}
    for i, lp in enumerate(pads):
        for j, b in enumerate(lp.begin_labels):
            pad_map[id(b)] = (i, j)
    sites: list[list[Any]] = []
    last = None
    saw_throwing = False
    prev_is_invoke = False
    for mbb in mf.blocks:
        for mi in mbb.instrs:
            if mi.opcode != TO.EH_LABEL:
                if mi.is_call():
                    saw_throwing |= not _call_to_nounwind_function(mi)
                continue
            label = mi.operands[0].contents
            if label is last:
                saw_throwing = False
            p = pad_map.get(id(label))
            if p is None:
                continue
            lp = pads[p[0]]
            if saw_throwing:
                sites.append([last, label, None, 0])
                prev_is_invoke = False
            last = lp.end_labels[p[1]]
            if lp.landing_pad_label is None:
                prev_is_invoke = False
                continue
            action = first_actions[p[0]]
            if prev_is_invoke and sites[-1][2] is lp and sites[-1][3] == action:
                sites[-1][1] = last
                continue
            sites.append([label, last, lp, action])
            prev_is_invoke = True
    if saw_throwing:
        sites.append([last, None, None, 0])
    return [(s[0], s[1], s[2], s[3]) for s in sites]


class DwarfCFIException:
    """The exception handler of a DWARF CFI target (``DwarfCFIException``) for the asm printer ``ap``."""

    def __init__(self, ap: Any) -> None:
        self.ap = ap
        self.personalities: list[Any] = []
        #: ``MachineModuleInfoELF``'s GV stubs: stub symbol name -> (stub symbol, the type info's symbol).
        self.stubs: dict[str, tuple[Any, Any]] = {}

    def encodings(self) -> tuple[int, int, int]:
        """(personality, LSDA, TType) encodings: the target's (``TargetMachine.get_eh_encodings``)."""
        return self.ap.tm.get_eh_encodings()

    def personality_symbol(self, per: Any, encoding: int) -> Any:
        """``getCFIPersonalitySymbol``: the routine, or its ``DW.ref.`` word for an indirect encoding."""
        sym = self.ap.get_symbol(per)
        if encoding & DW_EH_PE_indirect:
            return self.ap.ctx.get_or_create_symbol("DW.ref." + sym.name)
        return sym

    def ttype_reference(self, gv: Any, encoding: int) -> Any:
        """``getTTypeGlobalReference``: the type info's symbol, or for an indirect encoding its GV stub,
        PC-relative from a temporary label here for a ``pcrel`` one (``getTTypeReference``)."""
        ap = self.ap
        sym = ap.get_symbol(gv)
        if not encoding & DW_EH_PE_indirect:
            return E.MCSymbolRefExpr(sym)
        name = ap.ctx.asm_info.private_global_prefix + sym.name + ".DW.stub"
        stub = self.stubs.get(name)
        if stub is None:
            stub = self.stubs[name] = (ap.ctx.get_or_create_symbol(name), sym)
        pc = ap.ctx.create_temp_symbol("tmp")
        ap.streamer.emit_label(pc)
        return E.create_sub(E.MCSymbolRefExpr(stub[0]), E.MCSymbolRefExpr(pc))

    def emit_stubs(self) -> None:
        """The ELF GV stubs (``AsmPrinter::doFinalization``): in ``.data``, pointer-aligned, by name."""
        if not self.stubs:
            return
        ap = self.ap
        size = ap.dl.get_pointer_size()
        ap.streamer.switch_section(ap.tlof.data_section)
        ap.emit_alignment(size)
        for name in sorted(self.stubs):
            stub, sym = self.stubs[name]
            ap.streamer.emit_label(stub)
            ap.streamer.emit_value(E.MCSymbolRefExpr(sym), size)

    def end_module(self) -> None:
        """``DwarfCFIException::endModule``: for an indirect personality encoding, each personality's
        ``DW.ref.`` word (``emitPersonalityValue``): hidden, weak, in ``.data.DW.ref.<name>`` (a COMDAT
        group of its own), pointer-sized, holding the routine's address."""
        from pyllc.mc.section import SHF_ALLOC, SHF_GROUP, SHF_WRITE, SHT_PROGBITS, SectionKind
        from pyllc.mc.streamer import MCSA_ELF_TypeObject, MCSA_Hidden, MCSA_Weak

        if not self.encodings()[0] & DW_EH_PE_indirect:
            return
        ap = self.ap
        s = ap.streamer
        size = ap.dl.get_pointer_size()
        for per in self.personalities:
            sym = ap.get_symbol(per)
            label = self.personality_symbol(per, DW_EH_PE_indirect)
            s.emit_symbol_attribute(label, MCSA_Hidden)
            s.emit_symbol_attribute(label, MCSA_Weak)
            flags = SHF_ALLOC | SHF_WRITE | SHF_GROUP
            sec = ap.ctx.get_elf_section(
                ".data." + label.name, SHT_PROGBITS, flags, SectionKind.Data, 0, label.name, True
            )
            s.switch_section(sec)
            ap.emit_alignment(size)
            s.emit_symbol_attribute(label, MCSA_ELF_TypeObject)
            s.emit_elf_size(label, E.MCConstantExpr(size))
            s.emit_label(label)
            s.emit_value(E.MCSymbolRefExpr(sym), size)

    def begin_fragment(self, fn: Any, lsda_sym: Any) -> None:
        """``beginFragment``: ``.cfi_personality`` and ``.cfi_lsda`` after ``.cfi_startproc``."""
        ap = self.ap
        per_enc, lsda_enc, _ = self.encodings()
        per = _strip(fn.personality)
        if per not in self.personalities:
            self.personalities.append(per)
        ap.streamer.emit_cfi_personality(self.personality_symbol(per, per_enc), per_enc)
        ap.streamer.emit_cfi_lsda(lsda_sym, lsda_enc)

    def emit_exception_table(self, mf: Any, fn_begin: Any, fn_end: Any, exc_sym: Any) -> None:
        ap = self.ap
        s = ap.streamer
        ctx = ap.ctx
        verbose = ap.verbose
        pads = sorted(mf.landing_pads, key=_type_ids)
        actions, first_actions = compute_actions_table(mf, pads)
        sites = compute_call_site_table(mf, pads, first_actions)
        have_tt = bool(mf.type_infos or mf.filter_ids)
        tt_enc = self.encodings()[2] if have_tt else DW_EH_PE_omit
        s.switch_section(ap.tlof.get_section_for_lsda(mf.function))
        ap.emit_alignment(4)
        gcc = ctx.get_or_create_symbol(f"GCC_except_table{mf.function_number}")
        s.emit_label(gcc)
        cst_end = ctx.create_temp_symbol("cst_end")
        tt_base = ctx.create_temp_symbol("ttbase") if have_tt else None
        s.emit_label(exc_sym)

        def enc_byte(v: int, desc: str) -> None:
            if verbose:
                s.add_comment(f"{desc} Encoding = {_ENCODING_NAMES.get(v, str(v))}")
            s.emit_int_value(v, 1)

        def diff_uleb(hi: Any, lo: Any) -> None:
            s.emit_uleb128_value(E.create_sub(E.MCSymbolRefExpr(hi), E.MCSymbolRefExpr(lo)))

        def comment(text: str) -> None:
            if verbose:
                s.add_comment(text)

        enc_byte(DW_EH_PE_omit, "@LPStart")
        enc_byte(tt_enc, "@TType")
        if tt_base is not None:
            ref = ctx.create_temp_symbol("ttbaseref")
            diff_uleb(tt_base, ref)
            s.emit_label(ref)
        cst_begin = ctx.create_temp_symbol("cst_begin")
        enc_byte(DW_EH_PE_uleb128, "Call site")
        diff_uleb(cst_end, cst_begin)
        s.emit_label(cst_begin)
        for n, (begin, end, lp, action) in enumerate(sites, 1):
            b = begin.sym if begin is not None else fn_begin
            e = end.sym if end is not None else fn_end
            comment(f">> Call Site {n} <<")
            diff_uleb(b, fn_begin)
            comment(f"  Call between {b.name} and {e.name}")
            diff_uleb(e, b)
            if lp is None:
                comment("    has no landing pad")
                s.emit_bytes(encode_uleb128(0))
            else:
                comment(f"    jumps to {lp.landing_pad_label.sym.name}")
                diff_uleb(lp.landing_pad_label.sym, fn_begin)
            comment("  On action: cleanup" if action == 0 else f"  On action: {(action - 1) // 2 + 1}")
            s.emit_bytes(encode_uleb128(action))
        s.emit_label(cst_end)
        for n, (value, nxt, prev) in enumerate(actions, 1):
            comment(f">> Action Record {n} <<")
            if value > 0:
                comment(f"  Catch TypeInfo {value}")
            elif value < 0:
                comment(f"  Filter TypeInfo {value}")
            else:
                comment("  Cleanup")
            s.emit_bytes(encode_sleb128(value))
            comment("  No further actions" if prev == -1 else f"  Continue to action {prev + 1}")
            s.emit_bytes(encode_sleb128(nxt))
        if tt_base is not None:
            ap.emit_alignment(4)
            size = _encoding_size(tt_enc)
            entry = len(mf.type_infos)
            if verbose and mf.type_infos:
                s.add_comment(">> Catch TypeInfos <<")
                s.add_blank_line()
            for gv in reversed(mf.type_infos):
                comment(f"TypeInfo {entry}")
                entry -= 1
                if gv is None or not hasattr(gv, "linkage"):
                    s.emit_int_value(0, size)
                else:
                    s.emit_value(self.ttype_reference(gv, tt_enc), size)
            s.emit_label(tt_base)
            if verbose and mf.filter_ids:
                s.add_comment(">> Filter TypeInfos <<")
                s.add_blank_line()
            for fid in mf.filter_ids:
                s.emit_bytes(encode_uleb128(fid))
        ap.emit_alignment(4)


def _strip(v: Any) -> Any:
    from pyllc.ir.verifier import strip_pointer_casts

    return strip_pointer_casts(v)
