"""What it is (LLVM: lib/CodeGen/AsmPrinter/AsmPrinter.cpp, the target-independent AsmPrinter).

The last pass of the pipeline: it turns each finished MachineFunction, and the module's global data, into
MCStreamer calls (assembly text through MCAsmStreamer).  The driver calls :meth:`AsmPrinter.do_initialization`
once (``.text``, ``.file``), the pass's :meth:`run` once per function, then :meth:`do_finalization` (global
variables, aliases, ``.ident``, ``.note.GNU-stack``), in that order, as LLVM's AsmPrinter does.

Per function (``emitFunctionHeader``/``emitFunctionBody``), in llc's order:

1. the constant pool, grouped by section (``.rodata.cst8``...), each entry under its ``.LCPI<f>_<i>`` label;
2. the function's section, visibility, linkage (``.globl``/``.weak``), ``.p2align 4, 0x90``,
   ``.type f,@function`` and the entry label; ``.cfi_startproc`` when the function needs unwind information
   (``uwtable``, or it may throw, or a personality routine);
3. each block: its alignment, then a ``.LBB<f>_<n>:`` label when some branch or jump table needs it, else the
   comment ``# %bb.<n>:``; verbose comments name the IR block and the loop nesting (``# =>This Inner Loop
   Header: Depth=1``); every instruction goes to the target's :meth:`emit_instruction`; ``CFI_INSTRUCTION``,
   ``KILL``, ``IMPLICIT_DEF`` and labels are handled here;
4. ``.Lfunc_end<k>:``, ``.size f, .Lfunc_end<k>-f``, ``.cfi_endproc``, then jump tables in ``.rodata``;
5. the PC sections of ``!pcsections`` metadata (LLVM 16's ``emitPCSections``): an instruction with the
   metadata got a ``.Lpcsection<N>`` label in step 3; each section the metadata names now receives the
   entries ``pc - entry`` (see :meth:`AsmPrinter.emit_pc_sections`).

Global variables (``emitGlobalVariable``): the section comes from
:mod:`pyllc.target.lowering_object_file`; common and local-BSS symbols use ``.comm`` (with ``.local``);
others get ``.type``, the section switch, linkage, ``.p2align``, the label, the initializer and ``.size``.
Initializers are lowered as ``emitGlobalConstantImpl`` does: integers as ``.byte``/``.short``/``.long``/
``.quad`` with a hex comment, floating point as hex words with the value in a comment, i8 arrays as
``.ascii``/``.asciz``, repeated bytes as ``.zero N,V``, structs with their padding, and symbolic constant
expressions (``sym+off``, differences) through :meth:`lower_constant`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar

from pyllc.codegen import target_opcodes as TO
from pyllc.codegen.asm_printer.dwarf_debug import DwarfDebug, function_subprogram
from pyllc.codegen.analysis.machine_loop_info import MachineLoop, MachineLoopInfo, MachineLoopInfoPass
from pyllc.codegen.machine.jump_table_info import EK_BlockAddress, EK_Inline, EK_LabelDifference32
from pyllc.codegen.passes.machine_function_pass import MachineFunctionPass
from pyllc.ir import types as T
from pyllc.ir.constants import (
    BlockAddress,
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataArray,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    ConstantVector,
    UndefValue,
)
from pyllc.ir.instructions import OPCODE_BY_NAME
from pyllc.ir.metadata import MD_pcsections, ConstantAsMetadata, MDNode, MDString
from pyllc.ir.module import (
    AvailableExternallyLinkage,
    CommonLinkage,
    ExternalLinkage,
    ExternalWeakLinkage,
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
    InternalLinkage,
    LinkOnceAnyLinkage,
    LinkOnceODRLinkage,
    PrivateLinkage,
    WeakAnyLinkage,
    WeakODRLinkage,
)
from pyllc.mc import expr as E
from pyllc.mc.context import MCContext
from pyllc.mc.section import SectionKind as SK
from pyllc.mc.streamer import (
    MCSA_ELF_TypeFunction,
    MCSA_ELF_TypeObject,
    MCSA_Global,
    MCSA_Hidden,
    MCSA_Local,
    MCSA_Protected,
    MCSA_Weak,
    MCSA_WeakReference,
    MCStreamer,
)
from pyllc.mc.symbol import MCSymbol
from pyllc.support import apfloat
from pyllc.support.diagnostics import DiagnosticError, DiagnosticList, UnsupportedError
from pyllc.target.lowering_object_file import (
    TargetLoweringObjectFileELF,
    get_kind_for_global,
    is_null_value,
    needs_relocation,
)
from pyllc.support.leb128 import encode_uleb128
from pyllc.target.options import CODE_MODEL_LARGE, CODE_MODEL_MEDIUM

_OP_GEP = OPCODE_BY_NAME["getelementptr"]
_OP_BITCAST = OPCODE_BY_NAME["bitcast"]
_OP_ADDRSPACECAST = OPCODE_BY_NAME["addrspacecast"]
_OP_PTRTOINT = OPCODE_BY_NAME["ptrtoint"]
_OP_INTTOPTR = OPCODE_BY_NAME["inttoptr"]
_OP_TRUNC = OPCODE_BY_NAME["trunc"]
_OP_ADD = OPCODE_BY_NAME["add"]
_OP_SUB = OPCODE_BY_NAME["sub"]

FP_KIND = T.FP_KIND_NAMES
_CDS_INT_BITS = (8, 16, 32, 64)
_CDS_FP = (T.HalfTyID, T.BFloatTyID, T.FloatTyID, T.DoubleTyID)


# ----------------------------------------------------------------------------------- APFloat::toString
def fp_to_string(kind: str, bits: int, max_padding: int = 3) -> str:
    """LLVM's ``APFloat::toString`` (precision 0: the round-trip bound; ``max_padding`` zeros before
    switching to ``E`` notation, 0 forcing it), as the AsmPrinter prints ``# double 1.5`` comments."""
    if apfloat.is_nan(kind, bits):
        return "NaN"
    if apfloat.is_inf(kind, bits):
        return "-Inf" if apfloat.is_negative(kind, bits) else "+Inf"
    neg = apfloat.is_negative(kind, bits)
    if apfloat.is_zero(kind, bits):
        return ("-" if neg else "") + ("0" if max_padding else "0.0E+0")
    v = abs(apfloat.to_fraction(kind, bits))
    n, d = v.numerator, v.denominator
    k = d.bit_length() - 1  # d is a power of two
    if k:
        sig, exp = n * 5**k, -k
    else:
        sig, exp = n, 0
    precision = 2 + apfloat.SEMANTICS[kind].precision * 59 // 196
    # Drop decimal digits beyond what the precision needs, by truncation (LLVM's APInt AdjustToPrecision).
    bits_required = (precision * 196 + 58) // 59
    nbits = sig.bit_length()
    if nbits > bits_required:
        tens = (nbits - bits_required) * 59 // 196
        if tens:
            sig //= 10**tens
            exp += tens
    digits = str(sig)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    buffer = stripped[::-1]  # least significant first, as LLVM's buffer
    buffer, exp = _adjust_to_precision(buffer, exp, precision)
    nd = len(buffer)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or nd + exp > precision
    else:
        msd = exp + nd - 1
        scientific = msd < 0 and -msd > max_padding
    out = "-" if neg else ""
    if scientific:
        exp += nd - 1
        out += buffer[nd - 1] + "."
        out += "0" if nd == 1 else buffer[: nd - 1][::-1]
        out += "E" + ("+" if exp >= 0 else "-") + str(abs(exp))
        return out
    if exp >= 0:
        return out + buffer[::-1] + "0" * exp
    whole = exp + nd
    if whole > 0:
        return out + buffer[::-1][:whole] + "." + buffer[::-1][whole:]
    return out + "0." + "0" * (-whole) + buffer[::-1]


def _adjust_to_precision(buffer: str, exp: int, precision: int) -> tuple[str, int]:
    n = len(buffer)
    if n <= precision:
        return buffer, exp
    first = n - precision
    if buffer[first - 1] < "5":
        while first < n and buffer[first] == "0":
            first += 1
        return buffer[first:], exp + first
    b = list(buffer)
    i = first
    while i != n:
        if b[i] == "9":
            first += 1
            i += 1
        else:
            b[i] = chr(ord(b[i]) + 1)
            break
    if first == n:
        return "1", exp + first
    return "".join(b[first:]), exp + first


def _fp_words(kind: str, bits: int) -> tuple[list[int], int, int]:
    """(64-bit chunks, trailing-chunk value, trailing bytes) of the bit pattern, little-endian order."""
    size = apfloat.size_in_bits(kind) // 8
    chunks = [(bits >> (64 * i)) & 0xFFFFFFFFFFFFFFFF for i in range(size // 8)]
    trailing = size % 8
    return chunks, (bits >> (64 * (size // 8))) & ((1 << (8 * trailing)) - 1), trailing


# ----------------------------------------------------------------------------------- the printer
class AsmPrinter(MachineFunctionPass):
    """The AsmPrinter pass (see the module docstring).  Targets subclass it and implement
    :meth:`emit_instruction`; the driver calls :meth:`set_up` before :meth:`do_initialization`."""

    name: ClassVar[str] = "asm-printer"
    description: ClassVar[str] = "Assembly Printer"
    kind: ClassVar[str] = "machine"

    def __init__(self) -> None:
        self.tm: Any = None
        self.module: Any = None
        self.ctx: MCContext = MCContext()
        self.streamer: MCStreamer | Any = None
        self.tlof: TargetLoweringObjectFileELF | Any = None
        self.dl: Any = None
        self.verbose = True
        self.mf: Any = None
        #: The loops of the function being printed, for the verbose loop comments (LLVM ``MLI``).
        self.mli: MachineLoopInfo | None = None
        self._anon_ids: dict[int, int] = {}
        #: ``${:uid}`` state (LLVM PrintSpecial's static Counter, LastMI, LastFn).
        self.cur_inline_asm: Any = None
        self._uid_mi: Any = None
        self._uid_fn = -1
        self._uid_counter = -1
        self._block_addr_syms: dict[int, MCSymbol] = {}
        self.current_fn_sym: MCSymbol | None = None
        #: ``PCSectionsSymbols``: per ``!pcsections`` node met in the function (insertion order, so the
        #: output is deterministic), the node and the labels of its instructions.
        self.pc_sections_symbols: dict[Any, tuple[Any, list[MCSymbol]]] = {}
        self.needs_cfi = False
        #: The errors, warnings and notes of the inline asm parsed so far (LLVM: the MCContext's inline-asm
        #: diagnostic handler); the errors fail the output at the end of the module.
        self.inline_asm_diagnostics: list[DiagnosticError] = []
        self.eh_handler: Any = None
        #: LLVM's ``DD``: the line-table writer when the module has a compile unit (``MMI->hasDebugInfo``).
        self.dwarf: DwarfDebug | None = None

    # ----- set-up -----
    def set_up(self, tm: Any, module: Any, streamer: MCStreamer) -> None:
        from pyllc.ir.data_layout import DataLayout

        self.tm = tm
        self.module = module
        self.streamer = streamer
        self.ctx = streamer.context
        # AsmPrinter::isVerbose(): the streamer's -asm-verbose setting (MCAsmStreamer::isVerboseAsm).
        self.verbose = streamer.is_verbose_asm()
        self.dl = DataLayout(module.data_layout or tm.get_data_layout_string())
        self.tlof = TargetLoweringObjectFileELF(self.ctx, tm, self.symbol_name)
        self.tlof.data_layout = self.dl
        used = module.get_global_variable("llvm.used")
        if used is not None and used.initializer is not None:
            for op in getattr(used.initializer, "operands", ()):
                g = _strip_pointer_casts(op)
                if isinstance(g, GlobalValue):
                    self.tlof.used.add(id(g))

    # ----- symbols (Mangler) -----
    def symbol_name(self, gv: Any) -> str:
        """The mangled name of a global (LLVM Mangler::getNameWithPrefix, ELF: no global prefix)."""
        name = gv.name
        if not name:
            n = self._anon_ids.get(id(gv))
            if n is None:
                n = self._anon_ids[id(gv)] = len(self._anon_ids) + 1
            name = f"__unnamed_{n}"
        elif name[0] == "\x01":
            return name[1:]
        if gv.linkage == PrivateLinkage:
            return self.ctx.private_prefix + name
        return name

    def get_symbol(self, gv: Any) -> MCSymbol:
        return self.ctx.get_or_create_symbol(self.symbol_name(gv))

    def get_symbol_prefer_local(self, gv: Any) -> MCSymbol:
        """``.Lfoo$local`` for a dso_local, default-visibility, non-local definition under PIC (ELF)."""
        if (
            self.tm.reloc_model != "static"
            and gv.dso_local
            and gv.visibility == 0
            and gv.linkage == ExternalLinkage
            and not gv.is_declaration()
            and not isinstance(gv, GlobalIFunc)
            and getattr(gv, "comdat", None) is None
            and self._pie_level() == 0
        ):
            return self.ctx.get_or_create_symbol(self.ctx.private_prefix + self.symbol_name(gv) + "$local")
        return self.get_symbol(gv)

    def _pie_level(self) -> int:
        return int(self._module_flag("PIE Level") or 0)

    def _module_flag(self, key: str) -> Any:
        flags = self.module.named_metadata.get("llvm.module.flags") if self.module is not None else None
        if flags is None:
            return None
        for node in getattr(flags, "operands", ()) or ():
            ops = getattr(node, "operands", None)
            if not ops or len(ops) < 3:
                continue
            k = getattr(ops[1], "value", getattr(ops[1], "string", None))
            if k == key:
                v = ops[2]
                inner = getattr(v, "value", v)
                return getattr(inner, "value", inner)
        return None

    def get_mbb_symbol(self, mbb: Any) -> MCSymbol:
        return self.ctx.get_or_create_symbol(
            f"{self.ctx.private_label_prefix}BB{self.mf.function_number}_{mbb.number}"
        )

    def get_cpi_symbol(self, index: int) -> MCSymbol:
        return self.ctx.get_or_create_symbol(f"{self.ctx.private_prefix}CPI{self.mf.function_number}_{index}")

    def get_jti_symbol(self, index: int) -> MCSymbol:
        return self.ctx.get_or_create_symbol(f"{self.ctx.private_prefix}JTI{self.mf.function_number}_{index}")

    def get_block_address_symbol(self, ba: Any) -> MCSymbol:
        bb = ba.operands[1] if isinstance(ba, BlockAddress) else ba
        s = self._block_addr_syms.get(id(bb))
        if s is None:
            s = self._block_addr_syms[id(bb)] = self.ctx.create_temp_symbol("tmp")
        return s

    def get_external_symbol(self, name: str) -> MCSymbol:
        return self.ctx.get_or_create_symbol(name[1:] if name.startswith("\x01") else name)

    # ----- module begin/end -----
    def do_initialization(self, module: Any) -> None:
        s = self.streamer
        s.switch_section(self.tlof.text_section)
        self.emit_start_of_asm_file(module)
        name = module.source_filename if module.source_filename is not None else module.name
        s.emit_file_directive(name.replace("\\", "/").rsplit("/", 1)[-1])
        # Module::getModuleInlineAsm (appendModuleInlineAsm ends each non-empty piece with a newline), then
        # "\n", as doInitialization.
        text = "".join(a if a.endswith("\n") else a + "\n" for a in module.module_asm if a)
        if text:
            self.emit_module_inline_asm(text + "\n")
        self.dwarf = None
        if DwarfDebug.wants(module):
            self.dwarf = DwarfDebug(s, module, int(self._module_flag("Dwarf Version") or 4), self.get_symbol)

    def emit_module_inline_asm(self, text: str) -> None:
        """File-scope ``module asm`` (LLVM ``doInitialization``): parsed by the target's assembly parser and
        emitted through the streamer, between the verbose start and end comments."""
        s = self.streamer
        s.add_comment("Start of file scope inline assembly")
        s.add_blank_line()
        self.emit_inline_asm_text(text, (), self.tm.asm_variant())
        s.add_comment("End of file scope inline assembly")
        s.add_blank_line()

    def emit_inline_asm_text(self, text: str, loc_info: tuple[int, ...], dialect: int) -> None:
        """LLVM ``emitInlineAsm(Str, STI, MCOptions, LocMDNode, Dialect)``: ``text`` parsed by a new
        assembly parser over the module's MCContext with the target's MCTargetAsmParser (from the MC target
        description), emitting onto the current streamer -- the asm streamer re-prints the statements in
        canonical form, the object streamer encodes them.  No initial section switch and no finalisation.
        Diagnostics are located in ``<inline asm>``; with ``!srcloc`` cookies (``loc_info``, one per line)
        each is followed by ``note: !srcloc = N`` for its line, as llc prints it; they are kept and the
        errors reported together at the end of the module (:meth:`report_inline_asm_errors`)."""
        from pyllc.mc.parser.asm_parser import create_mc_asm_parser

        s = self.streamer
        if self.tm.options.disable_integrated_as and not s.is_integrated_assembler_required():
            # -no-integrated-as: the text as written, for the system assembler.
            s.emit_raw_text(text)
            self._after_raw_text(text)
            return
        if dialect != 0:
            raise UnsupportedError(None, "Intel-dialect inline assembly")
        parser = create_mc_asm_parser(text, "<inline asm>", self.ctx, s, self.tm.mc, True)
        errors = parser.run(no_finalize=True)
        diags = sorted(
            errors + parser.warnings,
            key=lambda d: (d.location.line, d.location.col) if d.location is not None else (1 << 30, 0),
        )
        for d in diags:
            self.inline_asm_diagnostics.append(d)
            if loc_info and d.location is not None:
                line = d.location.line - 1
                cookie = loc_info[line if 0 <= line < len(loc_info) else 0]
                if cookie:
                    self.inline_asm_diagnostics.append(DiagnosticError(None, f"!srcloc = {cookie}", "note"))

    def _after_raw_text(self, text: str) -> None:
        """Raw text may have switched sections behind the streamer's back: unless its last section directive
        is ``.text`` (where the streamer already is), the next switch is written."""
        last = ""
        for line in text.split("\n"):
            word = line.strip().split(None, 1)[0] if line.strip() else ""
            if word in (
                ".text",
                ".data",
                ".bss",
                ".section",
                ".pushsection",
                ".popsection",
                ".previous",
                ".subsection",
            ):
                last = line.strip()
        if last and last != ".text":
            self.streamer.current_section = None

    def report_inline_asm_errors(self) -> None:
        """Fail with the inline-asm diagnostics when one of them is an error (llc's ``HasError``)."""
        diags = self.inline_asm_diagnostics
        if any(d.kind == "error" for d in diags):
            self.inline_asm_diagnostics = []
            raise DiagnosticList(diags)

    def emit_start_of_asm_file(self, module: Any) -> None:
        """Target hook: directives at the start of the file (an assembler dialect...)."""

    def do_finalization(self, module: Any) -> None:
        self.mf = None
        for gv in module.globals:
            self.emit_global_variable(gv)
        for f in module.functions:
            if not f.is_declaration() and f.linkage != AvailableExternallyLinkage:
                continue
            if f.visibility:
                self.emit_visibility(self.get_symbol(f), f.visibility, False)
        for go in list(module.functions) + list(module.globals):  # Module::global_objects order
            if go.linkage == ExternalWeakLinkage:
                self.streamer.emit_symbol_attribute(self.get_symbol(go), MCSA_WeakReference)
        self._emit_aliases(module)
        if module.ifuncs:
            raise UnsupportedError(None, "ifunc")
        mai = self.ctx.asm_info
        if self.eh_handler is not None:
            self.eh_handler.emit_stubs()
        if self.dwarf is not None:
            self.dwarf.end_module()
        if self.eh_handler is not None:
            self.eh_handler.end_module()
        if mai.has_ident_directive:
            self.emit_module_idents(module)
        tramp = module.get_function("llvm.init.trampoline")
        if mai.uses_nonexecutable_stack_section and (tramp is None or not tramp.uses):
            self.streamer.switch_section(self.tlof.nonexecutable_stack_section)
        self.report_inline_asm_errors()
        if self.dwarf is not None:
            self.dwarf.emit_line_table_start()
        self.streamer.finish()

    def emit_module_idents(self, module: Any) -> None:
        nmd = module.named_metadata.get("llvm.ident")
        if nmd is None:
            return
        for node in getattr(nmd, "operands", ()) or ():
            ops = getattr(node, "operands", None) or ()
            if ops:
                s = getattr(ops[0], "value", getattr(ops[0], "string", None))
                if isinstance(s, (bytes, bytearray)):
                    s = bytes(s).decode("utf-8", "surrogateescape")
                if s is not None:
                    self.streamer.emit_ident(str(s))

    def _emit_aliases(self, module: Any) -> None:
        visited: set[int] = set()
        for alias in module.aliases:
            stack: list[Any] = []
            cur: Any = alias
            while isinstance(cur, GlobalAlias) and id(cur) not in visited:
                stack.append(cur)
                visited.add(id(cur))
                cur = _strip_pointer_casts(cur.operands[0])
            for a in reversed(stack):
                self.emit_global_alias(a)

    def emit_global_alias(self, ga: Any) -> None:
        s = self.streamer
        name = self.get_symbol(ga)
        is_function = ga.value_type.tid == T.FunctionTyID
        if not is_function:
            aliasee = ga.operands[0]
            if isinstance(aliasee, ConstantExpr) and aliasee.opcode == _OP_BITCAST:
                src = aliasee.operands[0].type
                is_function = src.pointee is not None and src.pointee.tid == T.FunctionTyID
        if ga.linkage == ExternalLinkage:
            s.emit_symbol_attribute(name, MCSA_Global)
        elif ga.linkage in (WeakAnyLinkage, WeakODRLinkage, LinkOnceAnyLinkage, LinkOnceODRLinkage):
            s.emit_symbol_attribute(name, MCSA_WeakReference)
        if is_function:
            s.emit_symbol_attribute(name, MCSA_ELF_TypeFunction)
        self.emit_visibility(name, ga.visibility, True)
        value = self.lower_constant(ga.operands[0])
        s.emit_assignment(name, value)
        local = self.get_symbol_prefer_local(ga)
        if local is not name:
            s.emit_assignment(local, value)
        base = _aliasee_object(ga)
        if ga.value_type.is_sized() and (base is None or base.linkage == PrivateLinkage):
            s.emit_elf_size(name, E.MCConstantExpr(self.dl.get_type_alloc_size(ga.value_type)))

    # ----- linkage and visibility -----
    def emit_linkage(self, gv: Any, sym: MCSymbol) -> None:
        lk = gv.linkage
        if lk in (CommonLinkage, LinkOnceAnyLinkage, LinkOnceODRLinkage, WeakAnyLinkage, WeakODRLinkage):
            self.streamer.emit_symbol_attribute(sym, MCSA_Weak)
        elif lk == ExternalLinkage:
            self.streamer.emit_symbol_attribute(sym, MCSA_Global)
        elif lk in (PrivateLinkage, InternalLinkage):
            return
        else:
            raise UnsupportedError(None, f"emitting a global with linkage {lk}")

    def emit_visibility(self, sym: MCSymbol, visibility: int, is_definition: bool = True) -> None:
        if visibility == 1:
            self.streamer.emit_symbol_attribute(sym, MCSA_Hidden)
        elif visibility == 2:
            self.streamer.emit_symbol_attribute(sym, MCSA_Protected)

    # ----- alignment -----
    def get_gv_alignment(self, gv: Any, in_align: int = 1) -> int:
        if isinstance(gv, GlobalVariable):
            align = self.dl.get_preferred_align(
                gv.value_type, gv.align, gv.section is not None, not gv.is_declaration()
            )
        else:
            align = 1
        if in_align > align:
            align = in_align
        if not gv.align:
            return align
        if gv.align > align or gv.section is not None:
            align = gv.align
        return align

    def emit_alignment(self, align: int, gv: Any = None, max_bytes: int = 0) -> None:
        if gv is not None:
            align = self.get_gv_alignment(gv, align)
        if align <= 1:
            return
        sec = self.streamer.current_section
        if sec is not None and sec.is_text():
            self.streamer.emit_code_alignment(align, max_bytes)
        else:
            self.streamer.emit_value_to_alignment(align)

    # ----- global variables -----
    def emit_global_variable(self, gv: GlobalVariable) -> None:
        s = self.streamer
        init = gv.initializer
        if init is not None:
            if self.emit_special_llvm_global(gv):
                return
            if self.verbose:
                s.add_comment("@" + _ir_name(gv))
        sym = self.get_symbol(gv)
        self.emit_visibility(sym, gv.visibility, init is not None)
        if init is None:
            return
        s.emit_symbol_attribute(sym, MCSA_ELF_TypeObject)
        kind = get_kind_for_global(gv, self.tm, self.dl)
        size = self.dl.get_type_alloc_size(gv.value_type)
        align = self.get_gv_alignment(gv)
        if kind == SK.Common:
            s.emit_common_symbol(sym, size or 1, align)
            return
        section = self.tlof.section_for_global(gv, kind)
        if kind == SK.BSSLocal and section is self.tlof.bss_section:
            s.emit_symbol_attribute(sym, MCSA_Local)
            s.emit_common_symbol(sym, size or 1, align)
            return
        s.switch_section(section)
        self.emit_linkage(gv, sym)
        self.emit_alignment(align, gv)
        s.emit_label(sym)
        local = self.get_symbol_prefer_local(gv)
        if local is not sym:
            s.emit_label(local)
        self.emit_global_constant(init)
        s.emit_elf_size(sym, E.MCConstantExpr(size))
        s.add_blank_line()

    def emit_special_llvm_global(self, gv: GlobalVariable) -> bool:
        name = gv.name
        if name in ("llvm.used", "llvm.compiler.used"):
            return True
        if gv.section == "llvm.metadata" or gv.linkage == AvailableExternallyLinkage:
            return True
        if not name.startswith("llvm."):
            return False
        if name in ("llvm.global_ctors", "llvm.global_dtors"):
            self.emit_xx_structor_list(gv.initializer, name == "llvm.global_ctors")
            return True
        raise UnsupportedError(None, f"unknown special variable '{name}'")

    def emit_xx_structor_list(self, init: Any, is_ctor: bool) -> None:
        if not isinstance(init, ConstantArray):
            return
        entries: list[tuple[int, Any]] = []
        for cs in init.operands:
            if not isinstance(cs, ConstantStruct):
                continue
            prio = cs.operands[0]
            fn = cs.operands[1]
            if isinstance(fn, ConstantPointerNull):
                break
            if len(cs.operands) > 2 and not isinstance(cs.operands[2], ConstantPointerNull):
                raise UnsupportedError(None, "a static constructor with an associated global")
            entries.append((prio.value, fn))  # type: ignore[attr-defined]
        entries = sorted(entries, key=lambda e: e[0])  # stable: same priority keeps its order
        align = self.dl.get_pointer_pref_alignment()
        for prio, fn in entries:
            before = self.streamer.current_section
            self.streamer.switch_section(self.tlof.get_static_structor_section(is_ctor, prio))
            if self.streamer.current_section is not before:
                self.emit_alignment(align)
            self.streamer.emit_value(self.lower_constant(fn), self.dl.get_pointer_size())

    # ----- constants -----
    def emit_global_constant(self, c: Any) -> None:
        size = self.dl.get_type_alloc_size(c.type)
        if size:
            self._emit_constant(c)

    def _emit_constant(self, c: Any) -> None:
        s = self.streamer
        dl = self.dl
        ty = c.type
        size = dl.get_type_alloc_size(ty)
        if isinstance(c, (ConstantAggregateZero, UndefValue)):
            s.emit_zeros(size)
            return
        if isinstance(c, ConstantInt):
            store = dl.get_type_store_size(ty)
            v = c.value & ((1 << ty.bits) - 1)
            if store <= 8:
                if self.verbose:
                    s.add_comment(f"0x{v:x}")
                s.emit_int_value(v, store)
            else:
                self._emit_large_int(v, ty.bits, store)
            if size != store:
                s.emit_zeros(size - store)
            return
        if isinstance(c, ConstantFP):
            self._emit_fp(ty, c.bits)
            return
        if isinstance(c, ConstantPointerNull):
            s.emit_int_value(0, size)
            return
        if isinstance(c, (ConstantArray, ConstantVector, ConstantDataArray)) and is_constant_data_sequential(
            c
        ):
            if is_null_value(c):
                s.emit_zeros(size)
                return
            self._emit_data_sequential(c)
            return
        if isinstance(c, ConstantArray):
            if is_null_value(c):
                s.emit_zeros(size)
                return
            byte = self._repeated_byte(c)
            if byte != -1:
                s.emit_fill(size, byte)
            else:
                for op in c.operands:
                    self._emit_constant(op)
            return
        if isinstance(c, ConstantStruct):
            if is_null_value(c):
                s.emit_zeros(size)
                return
            layout = dl.get_struct_layout(ty)
            n = len(c.operands)
            for i, op in enumerate(c.operands):
                self._emit_constant(op)
                fsize = dl.get_type_alloc_size(op.type)
                end = size if i == n - 1 else layout.get_element_offset(i + 1)
                s.emit_zeros(end - layout.get_element_offset(i) - fsize)
            return
        if isinstance(c, ConstantExpr) and c.opcode == _OP_BITCAST:
            self._emit_constant(c.operands[0])
            return
        if isinstance(c, ConstantVector):
            if is_null_value(c):
                s.emit_zeros(size)
                return
            for op in c.operands:
                self._emit_constant(op)
            emitted = dl.get_type_alloc_size(ty.elem) * ty.count
            if size - emitted:
                s.emit_zeros(size - emitted)
            return
        s.emit_value(self.lower_constant(c), size)

    def _emit_large_int(self, v: int, bits: int, store: int) -> None:
        for i in range(bits // 64):
            self.streamer.emit_int_value((v >> (64 * i)) & 0xFFFFFFFFFFFFFFFF, 8)
        if bits & 63:
            self.streamer.emit_int_value(v >> (64 * (bits // 64)), store - (bits // 64) * 8)

    def _emit_fp(self, ty: Any, bits: int) -> None:
        kind = FP_KIND[ty.tid]
        s = self.streamer
        if kind == "ppc_fp128":
            raise UnsupportedError(None, "ppc_fp128 constants")
        if self.verbose:
            s.add_comment(f"{kind} {fp_to_string(kind, bits)}")
        chunks, tail, trailing = _fp_words(kind, bits)
        for ch in chunks:
            s.emit_int_value_in_hex(ch, 8)
        if trailing:
            s.emit_int_value_in_hex(tail, trailing)
        pad = self.dl.get_type_alloc_size(ty) - self.dl.get_type_store_size(ty)
        s.emit_zeros(pad)

    def _cds_elements(self, c: Any) -> tuple[Any, list[Any]]:
        ty = c.type
        if isinstance(c, ConstantDataArray):
            return ty.elem, list(c.data)
        return ty.elem, [
            (op.value & ((1 << ty.elem.bits) - 1)) if isinstance(op, ConstantInt) else op.bits
            for op in c.operands
        ]

    def _raw_bytes(self, elem: Any, values: list[int]) -> bytes:
        n = self.dl.get_type_alloc_size(elem)
        return b"".join(v.to_bytes(n, "little") for v in values)

    def _emit_data_sequential(self, c: Any) -> None:
        s = self.streamer
        elem, values = self._cds_elements(c)
        raw = self._raw_bytes(elem, values)
        size = self.dl.get_type_alloc_size(c.type)
        if raw and raw.count(raw[0]) == len(raw) and size > 1:
            s.emit_fill(size, raw[0])
            return
        if c.type.tid == T.ArrayTyID and elem.tid == T.IntegerTyID and elem.bits == 8:
            s.emit_bytes(bytes(values))
            return
        esize = self.dl.get_type_alloc_size(elem)
        if elem.tid == T.IntegerTyID:
            for v in values:
                if self.verbose:
                    s.add_comment(f"0x{v:x}")
                s.emit_int_value(v, esize)
        else:
            for v in values:
                self._emit_fp(elem, v)
        pad = size - esize * len(values)
        if pad:
            s.emit_zeros(pad)

    def _repeated_byte(self, c: Any) -> int:
        """LLVM isRepeatedByteSequence on a ConstantArray (elements identical, each one repeated byte)."""
        dl = self.dl
        if isinstance(c, ConstantInt):
            nbytes = dl.get_type_alloc_size(c.type)
            v = c.value & ((1 << c.type.bits) - 1)
            raw = v.to_bytes(nbytes, "little")
            return raw[0] if raw.count(raw[0]) == len(raw) else -1
        if isinstance(c, (ConstantArray, ConstantVector, ConstantDataArray)) and is_constant_data_sequential(
            c
        ):
            elem, values = self._cds_elements(c)
            raw = self._raw_bytes(elem, values)
            return raw[0] if raw and raw.count(raw[0]) == len(raw) else -1
        if isinstance(c, ConstantArray):
            if not c.operands:
                return -1
            first = c.operands[0]
            b = self._repeated_byte(first)
            if b == -1:
                return -1
            key = _const_key(first)
            for op in c.operands[1:]:
                if _const_key(op) != key:
                    return -1
            return b
        return -1

    def lower_constant(self, c: Any) -> E.MCExpr:
        """An IR constant as an MC expression (LLVM AsmPrinter::lowerConstant)."""
        if (
            isinstance(c, (ConstantPointerNull, UndefValue))
            or is_null_value(c)
            and not isinstance(c, GlobalValue)
        ):
            return E.MCConstantExpr(0)
        if isinstance(c, ConstantInt):
            return E.MCConstantExpr(c.value & ((1 << c.type.bits) - 1))
        if isinstance(c, GlobalValue):
            return E.MCSymbolRefExpr(self.get_symbol(c))
        if isinstance(c, BlockAddress):
            return E.MCSymbolRefExpr(self.get_block_address_symbol(c))
        if not isinstance(c, ConstantExpr):
            raise UnsupportedError(None, f"unknown constant value to lower: {type(c).__name__}")
        op = c.opcode
        if op == _OP_GEP:
            base = self.lower_constant(c.operands[0])
            idx: list[int] = []
            for o in c.operands[1:]:
                if not isinstance(o, ConstantInt):
                    raise UnsupportedError(None, "a getelementptr constant with a non-constant index")
                idx.append(o.value)
            off = self.dl.get_indexed_offset_in_type(c.source_type, idx)
            bits = self.dl.get_pointer_size_in_bits()
            off &= (1 << bits) - 1
            if off >> (bits - 1):
                off -= 1 << bits
            if not off:
                return base
            return E.create_add(base, E.MCConstantExpr(off))
        if op in (_OP_BITCAST, _OP_ADDRSPACECAST, _OP_TRUNC):
            return self.lower_constant(c.operands[0])
        if op == _OP_INTTOPTR:
            return self.lower_constant(c.operands[0])
        if op == _OP_PTRTOINT:
            inner = self.lower_constant(c.operands[0])
            if self.dl.get_type_alloc_size(c.type) >= self.dl.get_pointer_size():
                return inner
            mask = (1 << self.dl.get_type_size_in_bits(c.type)) - 1
            return E.MCBinaryExpr(E.AND, inner, E.MCConstantExpr(mask))
        if op in (_OP_ADD, _OP_SUB):
            lhs = self.lower_constant(c.operands[0])
            rhs = self.lower_constant(c.operands[1])
            return E.MCBinaryExpr(E.ADD if op == _OP_ADD else E.SUB, lhs, rhs)
        raise UnsupportedError(None, "unsupported expression in static initializer")

    # ----- functions -----
    def run(self, mf: Any, am: Any = None) -> bool:
        if not mf.blocks:
            # The selector must have run for the printer to have code to print.
            raise UnsupportedError(
                None, f"instruction selection is not implemented yet (function '{mf.name}')"
            )
        self.mf = mf
        self.mli = None
        if self.verbose:
            self.mli = am.get(MachineLoopInfoPass) if am is not None else MachineLoopInfo(mf)
        self.emit_function(mf)
        return False

    def needs_cfi_moves(self, fn: Any) -> bool:
        """DwarfCFIException: unwind info when the function needs an unwind table entry (only for a target
        whose unwind information is DWARF CFI)."""
        if fn is None or not self.ctx.asm_info.dwarf_cfi_exceptions:
            return False
        if self.module is not None and "llvm.dbg.cu" in self.module.named_metadata:
            return True  # CFI_M_Debug: frame moves for the debugger
        return self.needs_unwind_table_entry(fn)

    @staticmethod
    def needs_unwind_table_entry(fn: Any) -> bool:
        """``Function::needsUnwindTableEntry``."""
        fa = fn.attrs.fn
        return bool(fa.has("uwtable") or not fa.has("nounwind") or fn.personality is not None)

    def emit_function(self, mf: Any) -> None:
        s = self.streamer
        fn = mf.function
        sym = self.get_symbol(fn)
        self.current_fn_sym = sym
        # DwarfCFIException::beginFunction: an exception table when landing pads survive.
        has_eh = bool(mf.landing_pads) and fn.personality is not None
        if has_eh and not self.ctx.asm_info.dwarf_cfi_exceptions:
            raise UnsupportedError(None, f"exception handling without DWARF CFI in '{fn.name}'")
        for lab in mf.eh_labels:
            lab.sym = self.ctx.create_temp_symbol()
        if fn.prefix is not None or fn.prologue is not None:
            raise UnsupportedError(None, "function prefix or prologue data")
        self.needs_cfi = self.needs_cfi_moves(fn)
        if self.verbose:
            s.add_comment("-- Begin function " + fn.name)
        self.emit_constant_pool(mf)
        section = self.tlof.section_for_global(fn, SK.Text)
        s.switch_section(section)
        self.emit_visibility(sym, fn.visibility)
        self.emit_linkage(fn, sym)
        self.emit_alignment(max(mf.alignment, self.function_alignment(mf)), fn)
        s.emit_symbol_attribute(sym, MCSA_ELF_TypeFunction)
        if self.verbose:
            s.add_comment("@" + _ir_name(fn))
        s.emit_label(sym)
        local = self.get_symbol_prefer_local(fn)
        if local is not sym:
            s.emit_label(local)
        stack_sizes = bool(self.tm.options.emit_stack_size_section)
        dwarf = self.dwarf
        sp = None
        fn_pcs = _pc_sections_md(fn)
        self.pc_sections_symbols = {}
        fn_begin = (
            self.ctx.create_temp_symbol("func_begin")
            if stack_sizes or dwarf is not None or has_eh or fn_pcs is not None
            else None
        )
        if fn_begin is not None:
            s.emit_label(fn_begin)
        if dwarf is not None:
            sp = function_subprogram(fn)
            unit = sp.get("unit") if sp is not None else None
            if sp is None or unit is None or unit.get("emissionKind") == 0:  # no DISubprogram, or NoDebug
                dwarf = None
            else:
                dwarf.begin_function(mf, sp, fn_begin)
        if self.needs_cfi:
            if self.dwarf is not None and not self.dwarf.emitted_cfi_sections:
                # DwarfCFIException::beginFunction: a -g module none of whose functions needs an unwind
                # table entry (CFISection::Debug) has its frame information in .debug_frame.
                self.dwarf.emitted_cfi_sections = True
                if not any(
                    not f.is_declaration() and self.needs_unwind_table_entry(f) for f in self.module.functions
                ):
                    s.emit_cfi_sections(False, True)
            s.emit_cfi_start_proc()
        eh = None
        exc_sym = None
        if has_eh:
            from pyllc.codegen.asm_printer.eh_streamer import DwarfCFIException

            eh = self.eh_handler
            if eh is None:
                eh = self.eh_handler = DwarfCFIException(self)
            exc_sym = self.ctx.create_temp_symbol("exception")
            eh.begin_fragment(fn, exc_sym)
        last_block = mf.blocks[-1] if mf.blocks else None
        for mbb in mf.blocks:
            self.emit_basic_block_start(mbb)
            instrs = mbb.instrs
            for i, mi in enumerate(instrs):
                op = mi.opcode
                if mi.pc_sections is not None:
                    self.emit_pc_sections_label(mi.pc_sections)
                if dwarf is not None:
                    dwarf.begin_instruction(mi, mbb)
                if op == TO.CFI_INSTRUCTION:
                    self.emit_cfi_instruction(mi, instrs, i, mbb is last_block)
                elif op == TO.KILL:
                    if self.verbose:
                        self._emit_kill(mi)
                elif op == TO.IMPLICIT_DEF:
                    if self.verbose:
                        self._emit_implicit_def(mi)
                elif op == TO.EH_LABEL:
                    lab = mi.operands[0].contents
                    s.emit_label(lab.sym if lab.sym is not None else lab)
                elif op == TO.GC_LABEL:
                    s.emit_label(mi.operands[0].contents)
                elif op in (
                    TO.DBG_VALUE,
                    TO.DBG_VALUE_LIST,
                    TO.DBG_LABEL,
                    TO.DBG_INSTR_REF,
                    TO.DBG_PHI,
                    TO.LIFETIME_START,
                    TO.LIFETIME_END,
                    TO.PSEUDO_PROBE,
                    TO.ARITH_FENCE,
                ):
                    continue
                elif op in (TO.INLINEASM, TO.INLINEASM_BR):
                    self.emit_inline_asm(mi)
                else:
                    if self.verbose:
                        self._emit_spill_comments(mi)
                    self.emit_instruction(mi)
                if dwarf is not None:
                    dwarf.end_instruction(mi)
        s.switch_section(section)
        for bb in fn.blocks:
            if any(isinstance(u, BlockAddress) for u in bb.uses):
                bsym = self.get_block_address_symbol(bb)
                if not bsym.is_defined():
                    if self.verbose:
                        s.add_comment("Address of block that was removed by CodeGen")
                    s.emit_label(bsym)
        end = self.ctx.create_temp_symbol("func_end")
        s.emit_label(end)
        size = E.create_sub(E.MCSymbolRefExpr(end), E.MCSymbolRefExpr(sym))
        s.emit_elf_size(sym, size)
        if dwarf is not None and sp is not None:
            dwarf.end_function(mf, sp, fn_begin, end)
        if self.needs_cfi:
            s.emit_cfi_end_proc()
        if eh is not None and fn_begin is not None and exc_sym is not None:
            eh.emit_exception_table(mf, fn_begin, end, exc_sym)
        if stack_sizes and fn_begin is not None:
            self.emit_stack_size_section(mf, section, fn_begin)
        self.emit_jump_table_info(mf)
        if fn_pcs is not None or self.pc_sections_symbols:
            self.emit_pc_sections(section, fn_pcs, fn_begin, end)
        if self.verbose:
            s.add_comment("-- End function")
        s.add_blank_line()

    # ----- PC sections (!pcsections) -----
    def emit_pc_sections_label(self, md: Any) -> None:
        """``emitPCSectionsLabel``: a ``.Lpcsection<N>`` label before an instruction with ``!pcsections``,
        remembered under its metadata node for :meth:`emit_pc_sections`."""
        sym = self.ctx.create_temp_symbol("pcsection")
        self.streamer.emit_label(sym)
        key = _md_key(md)
        entry = self.pc_sections_symbols.get(key)
        if entry is None:
            self.pc_sections_symbols[key] = (md, [sym])
        else:
            entry[1].append(sym)

    def emit_pc_sections(self, text: Any, fn_md: Any, fn_begin: MCSymbol | None, fn_end: MCSymbol) -> None:
        """``emitPCSections``: after the function, for the function's own ``!pcsections`` (its start and
        32-bit size) and then for each metadata node of its instructions (in the order the nodes were first
        met), walk the node's operands: a section name switches to that section (``getPCSection``, linked to
        the function's text section) and emits one entry per PC, ``pc - entry`` as a 32-bit value (small and
        kernel code models) or a pointer-size one (medium, large), each entry its own base label; a tuple of
        constants is emitted after the PCs of that section.  A name ``sec!C`` puts the entries in ``sec``
        with the constants of 2 to 8 bytes, and the function size, as ULEB128."""
        s = self.streamer
        cm = self.tm.code_model
        entry_size = self.dl.get_pointer_size() if cm in (CODE_MODEL_MEDIUM, CODE_MODEL_LARGE) else 4
        ctx = self.ctx
        prev_name: list[str | None] = [None]

        def emit_for_md(md: Any, syms: list[MCSymbol], deltas: bool) -> None:
            compress = False
            for op in md.operands:
                if isinstance(op, MDString):
                    name, _, opts = op.string.partition("!")
                    compress = "C" in opts
                    if name != prev_name[0]:
                        s.switch_section(self.tlof.get_pc_section(name, text))
                        prev_name[0] = name
                    prev = syms[0]
                    for sym in syms:
                        if sym is prev or not deltas:
                            base = ctx.create_temp_symbol("pcsection_base")
                            s.emit_label(base)
                            s.emit_value(
                                E.create_sub(E.MCSymbolRefExpr(sym), E.MCSymbolRefExpr(base)), entry_size
                            )
                        else:
                            diff = E.create_sub(E.MCSymbolRefExpr(sym), E.MCSymbolRefExpr(prev))
                            if compress:
                                s.emit_uleb128_value(diff)
                            else:
                                s.emit_value(diff, 4)
                        prev = sym
                elif isinstance(op, MDNode):
                    for c_md in op.operands:
                        c = c_md.value if isinstance(c_md, ConstantAsMetadata) else None
                        if c is None:
                            raise UnsupportedError(
                                None, "!pcsections: an auxiliary operand is not a constant"
                            )
                        size = self.dl.get_type_store_size(c.type)
                        if compress and isinstance(c, ConstantInt) and 1 < size <= 8:
                            s.emit_bytes(encode_uleb128(c.value & ((1 << c.type.bits) - 1)))
                        else:
                            self.emit_global_constant(c)

        s.push_section()
        if fn_md is not None and fn_begin is not None:
            emit_for_md(fn_md, [fn_begin, fn_end], True)
        for md, syms in self.pc_sections_symbols.values():
            emit_for_md(md, syms, False)
        s.pop_section()
        self.pc_sections_symbols = {}

    def emit_stack_size_section(self, mf: Any, text: Any, fn_begin: MCSymbol) -> None:
        """``-stack-size-section``: the function's address and ULEB128 frame size in ``.stack_sizes``."""
        mfi = mf.frame_info
        if mfi.has_var_sized_objects:
            return
        s = self.streamer
        s.push_section()
        s.switch_section(self.tlof.get_stack_sizes_section(text))
        s.emit_value(E.MCSymbolRefExpr(fn_begin), self.dl.get_pointer_size())
        s.emit_bytes(encode_uleb128(mfi.stack_size))
        s.pop_section()

    def function_alignment(self, mf: Any) -> int:
        """Target hook: the preferred function alignment (default 1)."""
        return 1

    # ----- blocks -----
    def is_block_only_reachable_by_fallthrough(self, mbb: Any) -> bool:
        preds = mbb.predecessors
        if getattr(mbb, "is_eh_pad", False) or not preds or len(preds) > 1:
            return False
        pred = preds[0]
        blocks = self.mf.blocks
        i = next((k for k, b in enumerate(blocks) if b is pred), -1)
        if i < 0 or i + 1 >= len(blocks) or blocks[i + 1] is not mbb:
            return False
        if not pred.instrs:
            return True
        for mi in pred.terminators():
            if not mi.is_branch() or mi.is_indirect_branch():
                return False
            for op in mi.operands:
                if op.kind == 8:  # MO_JumpTableIndex
                    return False
                if op.kind == 4 and op.contents is mbb:  # MO_MachineBasicBlock
                    return False
        return True

    def emit_basic_block_start(self, mbb: Any) -> None:
        s = self.streamer
        align = getattr(mbb, "alignment", 1) or 1
        if align > 1:
            self.emit_alignment(align)
        if getattr(mbb, "address_taken", False):
            if self.verbose:
                s.add_comment("Block address taken")
            bb = mbb.ir_block
            if bb is not None:
                s.emit_label(self.get_block_address_symbol(bb))
        if self.verbose:
            bb = mbb.ir_block
            if bb is not None and bb.name:
                s.add_comment("%" + _ir_local_name(bb.name))
            self._emit_loop_comments(mbb)
        if mbb.predecessors and not self.is_block_only_reachable_by_fallthrough(mbb):
            s.emit_label(self.get_mbb_symbol(mbb))
        elif self.verbose:
            s.emit_raw_comment(f" %bb.{mbb.number}:", False)

    def _emit_loop_comments(self, mbb: Any) -> None:
        """LLVM ``emitBasicBlockLoopComments``."""
        lp = self.mli.get_loop_for(mbb) if self.mli is not None else None
        if lp is None:
            return
        fnum = self.mf.function_number
        s = self.streamer
        if lp.header is not mbb:
            s.add_comment(f"  in Loop: Header=BB{fnum}_{lp.header.number} Depth={lp.depth}")
            return
        lines: list[str] = []
        parents: list[MachineLoop] = []
        p = lp.parent
        while p is not None:
            parents.append(p)
            p = p.parent
        for p in reversed(parents):
            lines.append(" " * (p.depth * 2) + f"Parent Loop BB{fnum}_{p.header.number} Depth={p.depth}")
        indent = " " * (lp.depth * 2 - 2)
        if lp.sub_loops:
            lines.append(f"=>{indent}This Loop Header: Depth={lp.depth}")
        else:
            lines.append(f"=>{indent}This Inner Loop Header: Depth={lp.depth}")

        def children(loop: MachineLoop) -> None:
            for ch in loop.sub_loops:
                lines.append(
                    " " * (ch.depth * 2) + f"Child Loop BB{fnum}_{ch.header.number} Depth {ch.depth}"
                )
                children(ch)

        children(lp)
        for line in lines:
            s.add_comment(line)

    # ----- inline assembly (LLVM AsmPrinterInlineAsm.cpp) -----
    def emit_inline_asm(self, mi: Any) -> None:
        """An ``INLINEASM``: ``#APP``, the template with its operands substituted, ``#NO_APP``.

        Operands of the MachineInstr: the template (an external-symbol operand), the extra-info flags
        (bit 2: Intel dialect), then one group per asm operand: a flag word (kind in bits 0-2: 1 use, 2 def,
        3 early-clobber def, 4 clobber, 5 immediate, 6 memory; operand count in bits 3-15) followed by its
        operands.  The substituted text goes through the target's assembly parser
        (:meth:`emit_inline_asm_text`)."""
        ops = mi.operands
        n = 0
        while n < len(ops) and ops[n].kind == 0 and ops[n].is_def():
            n += 1
        template = ops[n].contents
        s = self.streamer
        if not template:
            s.emit_raw_comment("APP")
            s.emit_raw_comment("NO_APP")
            return
        extra = ops[n + 1].contents if n + 1 < len(ops) and ops[n + 1].kind == 1 else 0
        if extra & 4:
            raise UnsupportedError(None, "Intel-dialect inline assembly")
        s.emit_raw_comment("APP")
        self.cur_inline_asm = mi
        self.emit_inline_asm_text(self._expand_gcc_inline_asm(template, mi) + "\n", (), 0)
        s.emit_raw_comment("NO_APP")

    def _expand_gcc_inline_asm(self, t: str, mi: Any) -> str:
        out: list[str] = ["\t"]
        variant = -1
        i, n = 0, len(t)

        def emitting() -> bool:
            return variant == -1 or variant == 0

        def bad(what: str) -> UnsupportedError:
            return UnsupportedError(None, f"{what} in inline asm string: '{t}'")

        while i < n:
            c = t[i]
            if c == "\n":
                out.append("\n")
                i += 1
            elif c == "$":
                i += 1
                nxt = t[i] if i < n else ""
                if nxt == "$":
                    if emitting():
                        out.append("$")
                    i += 1
                    continue
                if nxt == "(":
                    if variant != -1:
                        raise bad("Nested variants found")
                    variant = 0
                    i += 1
                    continue
                if nxt == "|":
                    i += 1
                    if variant == -1:
                        out.append("|")
                    else:
                        variant += 1
                    continue
                if nxt == ")":
                    i += 1
                    variant = -1
                    continue
                braces = nxt == "{"
                if braces:
                    i += 1
                if braces and i < n and t[i] == ":":
                    end = t.find("}", i)
                    if end < 0:
                        raise bad("Unterminated ${:foo} operand")
                    special = t[i + 1 : end]
                    if emitting():
                        out.append(self.print_special(special))
                    i = end + 1
                    continue
                j = i
                while j < n and t[j].isdigit():
                    j += 1
                if j == i:
                    raise bad("Bad $ operand number")
                val = int(t[i:j])
                i = j
                modifier = ""
                if braces:
                    if i < n and t[i] == ":":
                        i += 1
                        if i >= n:
                            raise bad("Bad ${:} expression")
                        modifier = t[i]
                        i += 1
                    if i >= n or t[i] != "}":
                        raise bad("Bad ${} expression")
                    i += 1
                if emitting():
                    out.append(self._inline_asm_operand(mi, val, modifier, t))
            else:
                j = i + 1
                while j < n and t[j] not in "$\n":
                    j += 1
                if emitting():
                    out.append(t[i:j])
                i = j
        return "".join(out)

    def _inline_asm_operand(self, mi: Any, val: int, modifier: str, t: str) -> str:
        ops = mi.operands
        op_no = 2
        for _ in range(val):
            if op_no >= len(ops) or ops[op_no].kind != 1:
                break
            op_no += ((ops[op_no].contents & 0xFFFF) >> 3) + 1
        if op_no >= len(ops) or ops[op_no].kind != 1:
            raise UnsupportedError(None, f"invalid operand in inline asm: '{t}'")
        flags = ops[op_no].contents
        op_no += 1
        mo = ops[op_no]
        if mo.kind == 11:  # MO_BlockAddress
            return self.get_block_address_symbol(mo.contents).printed
        if mo.kind == 4:  # MO_MachineBasicBlock
            return self.get_mbb_symbol(mo.contents).printed
        if flags & 7 == 6:
            text = self.print_asm_memory_operand(mi, op_no, modifier)
        else:
            text = self.print_asm_operand(mi, op_no, modifier)
        if text is None:
            raise UnsupportedError(None, f"invalid operand in inline asm: '{t}'")
        return text

    def print_special(self, code: str) -> str:
        """``${:comment}``, ``${:private}``, ``${:uid}`` (LLVM AsmPrinter::PrintSpecial)."""
        if code == "comment":
            return "#"
        if code == "private":
            return self.ctx.private_prefix
        if code == "uid":
            # A counter that moves on at each new instruction or function (LLVM's static Counter).
            if self._uid_mi is not self.cur_inline_asm or self.mf.function_number != self._uid_fn:
                self._uid_counter += 1
                self._uid_mi = self.cur_inline_asm
                self._uid_fn = self.mf.function_number
            return str(self._uid_counter)
        raise UnsupportedError(None, f"Unknown special formatter '{code}' for machine instr")

    def print_asm_operand(self, mi: Any, op_no: int, modifier: str) -> str | None:
        """Target hook: an inline-asm operand with a GCC modifier (registers, immediates, symbols)."""
        return None

    def print_asm_memory_operand(self, mi: Any, op_no: int, modifier: str) -> str | None:
        return None

    # ----- special instructions -----
    def emit_cfi_instruction(self, mi: Any, instrs: list[Any], i: int, in_last_block: bool) -> None:
        if not self.needs_cfi:
            return
        j = i + 1
        while j < len(instrs) and _is_transient(instrs[j]):
            j += 1
        if j == len(instrs) and in_last_block:
            return
        self.streamer.emit_cfi_instruction(self.get_cfi(mi.operands[0].contents))

    def get_cfi(self, index: int) -> Any:
        """Target hook: the CFI record at ``index`` as an :class:`~pyllc.mc.streamer.MCCFIInstruction`."""
        return self.mf.frame_instructions[index]

    def reg_name(self, reg: int) -> str:
        """``$name`` of a physical register, as printReg writes it in comments."""
        tri = self.mf.subtarget.get_register_info() if self.mf is not None else None
        if tri is not None:
            return "$" + str(tri.get_name(reg)).lower()
        return f"$physreg{reg}"

    def _emit_kill(self, mi: Any) -> None:
        parts = ["kill:"]
        for op in mi.operands:
            if op.kind != 0:
                continue
            parts.append(("def " if op.is_def() else "killed ") + self.reg_name(op.contents))
        self.streamer.add_comment(" ".join(parts))
        self.streamer.add_blank_line()

    def _emit_implicit_def(self, mi: Any) -> None:
        reg = mi.operands[0].contents
        self.streamer.add_comment("implicit-def: " + self.reg_name(reg))
        self.streamer.add_blank_line()

    def _emit_spill_comments(self, mi: Any) -> None:
        """``8-byte Spill``/``Reload`` (and ``Folded``) comments for stack-slot accesses (emitComments)."""
        mmos = mi.mem_operands
        if not mmos:
            return
        from pyllc.codegen.machine.mem_operand import PSV_FixedStack

        mfi = self.mf.frame_info
        load = store = 0
        for m in mmos:
            psv = m.pseudo_value
            if psv is None or psv.kind != PSV_FixedStack:
                continue
            fi = psv.payload
            try:
                if not mfi.is_spill_slot_object_index(fi):
                    continue
            except (IndexError, KeyError):
                continue
            if m.is_load():
                load += m.size
            if m.is_store():
                store += m.size
        if not load and not store:
            return
        direct_load, direct_store = self.frame_access_kind(mi)
        if load:
            self.streamer.add_comment(f"{load}-byte Reload" if direct_load else f"{load}-byte Folded Reload")
        elif store:
            self.streamer.add_comment(f"{store}-byte Spill" if direct_store else f"{store}-byte Folded Spill")

    def frame_access_kind(self, mi: Any) -> tuple[bool, bool]:
        """Target hook: is ``mi`` a plain stack-slot load / store (else the access is folded)."""
        return False, False

    # ----- constant pool -----
    def emit_constant_pool(self, mf: Any) -> None:
        consts = mf.constant_pool.constants
        if not consts:
            return
        groups: list[list[Any]] = []  # [section, alignment, [indexes]]
        for i, cpe in enumerate(consts):
            kind = self._cp_section_kind(cpe)
            sec = self.tlof.get_section_for_constant(kind)
            g = next((x for x in reversed(groups) if x[0] is sec), None)
            if g is None:
                g = [sec, cpe.alignment, []]
                groups.append(g)
            if cpe.alignment > g[1]:
                g[1] = cpe.alignment
            g[2].append(i)
        s = self.streamer
        for sec, align, idxs in groups:
            cur = None
            offset = 0
            for i in idxs:
                sym = self.get_cpi_symbol(i)
                if sym.is_defined():
                    continue
                if cur is not sec:
                    s.switch_section(sec)
                    self.emit_alignment(align)
                    cur = sec
                    offset = 0
                cpe = consts[i]
                new = -(-offset // cpe.alignment) * cpe.alignment
                s.emit_zeros(new - offset)
                offset = new + self.dl.get_type_alloc_size(cpe.value.type)
                s.emit_label(sym)
                if cpe.is_machine_cp_entry:
                    raise UnsupportedError(None, "target-specific constant pool values")
                self.emit_global_constant(cpe.value)

    def _cp_section_kind(self, cpe: Any) -> int:
        if cpe.is_machine_cp_entry or needs_relocation(cpe.value):
            return SK.ReadOnlyWithRel
        return {
            4: SK.MergeableConst4,
            8: SK.MergeableConst8,
            16: SK.MergeableConst16,
            32: SK.MergeableConst32,
        }.get(self.dl.get_type_alloc_size(cpe.value.type), SK.ReadOnly)

    # ----- jump tables -----
    def emit_jump_table_info(self, mf: Any) -> None:
        jti = mf.jump_table_info
        if jti is None or jti.kind == EK_Inline or not jti.tables:
            return
        s = self.streamer
        s.switch_section(self.tlof.get_section_for_jump_table(mf.function))
        kind = jti.kind
        if kind == EK_BlockAddress:
            esize = self.dl.get_pointer_size()
            align = self.dl.get_pointer_abi_alignment()
        elif kind == EK_LabelDifference32:
            esize, align = 4, 4
        else:
            raise UnsupportedError(None, f"jump table entry kind {kind}")
        self.emit_alignment(align)
        for index, table in enumerate(jti.tables):
            mbbs = table if isinstance(table, list) else getattr(table, "mbbs", table)
            if not mbbs:
                continue
            jsym = self.get_jti_symbol(index)
            s.emit_label(jsym)
            for mbb in mbbs:
                value: E.MCExpr = E.MCSymbolRefExpr(self.get_mbb_symbol(mbb))
                if kind == EK_LabelDifference32:
                    value = E.create_sub(value, E.MCSymbolRefExpr(jsym))
                s.emit_value(value, esize)

    # ----- target hook -----
    def emit_instruction(self, mi: Any) -> None:
        raise NotImplementedError


# ----------------------------------------------------------------------------------- helpers
def _is_transient(mi: Any) -> bool:
    op = mi.opcode
    return op in (
        TO.CFI_INSTRUCTION,
        TO.KILL,
        TO.IMPLICIT_DEF,
        TO.DBG_VALUE,
        TO.DBG_VALUE_LIST,
        TO.DBG_LABEL,
        TO.DBG_INSTR_REF,
        TO.DBG_PHI,
        TO.LIFETIME_START,
        TO.LIFETIME_END,
        TO.PSEUDO_PROBE,
    )


def is_constant_data_sequential(c: Any) -> bool:
    """Would LLVM hold this array/vector as a ConstantDataSequential (simple int/fp elements)?"""
    if isinstance(c, ConstantDataArray):
        return True
    elem = c.type.elem
    if elem is None:
        return False
    if elem.tid == T.IntegerTyID:
        if elem.bits not in _CDS_INT_BITS:
            return False
        return bool(c.operands) and all(isinstance(o, ConstantInt) for o in c.operands)
    if elem.tid in _CDS_FP:
        return bool(c.operands) and all(isinstance(o, ConstantFP) for o in c.operands)
    return False


def _const_key(c: Any) -> Any:
    """A structural identity for uniqued constants (LLVM compares pointers of uniqued constants)."""
    if isinstance(c, ConstantInt):
        return ("i", c.type.bits, c.value)
    if isinstance(c, ConstantFP):
        return ("f", c.type.tid, c.bits)
    if isinstance(c, ConstantDataArray):
        return ("s", bytes(c.data))
    if isinstance(c, (GlobalValue,)):
        return ("g", id(c))
    if isinstance(c, (ConstantAggregateZero, ConstantPointerNull, UndefValue)):
        return (type(c).__name__, str(c.type))
    ops = getattr(c, "operands", None)
    if ops is not None:
        return (type(c).__name__, str(c.type), getattr(c, "opcode", None), tuple(_const_key(o) for o in ops))
    return ("id", id(c))


def _strip_pointer_casts(c: Any) -> Any:
    while isinstance(c, ConstantExpr) and c.opcode in (_OP_BITCAST, _OP_ADDRSPACECAST):
        c = c.operands[0]
    return c


def _aliasee_object(ga: Any) -> Any:
    c = ga.operands[0]
    seen = 0
    while seen < 100:
        seen += 1
        if isinstance(c, GlobalAlias):
            c = c.operands[0]
        elif isinstance(c, ConstantExpr) and c.operands:
            c = c.operands[0]
        else:
            break
    return c if isinstance(c, (GlobalVariable, Function)) else None


_PLAIN_IR = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-$._")


def _ir_local_name(name: str) -> str:
    if name and all(c in _PLAIN_IR for c in name) and not name[0].isdigit():
        return name
    if name and name.isdigit():
        return name
    out: list[str] = []
    for c in name:
        o = ord(c)
        if c == '"' or c == "\\" or o < 0x20 or o >= 0x7F:
            out.append(f"\\{o & 0xFF:02X}")
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def _ir_name(gv: Any) -> str:
    """The IR name as printAsOperand writes it after ``@`` (unnamed globals print their slot number)."""
    if not gv.name:
        parent = gv.parent
        if parent is not None:
            n = 0
            for g in (
                list(parent.globals) + list(parent.functions) + list(parent.aliases) + list(parent.ifuncs)
            ):
                if g is gv:
                    return str(n)
                if not g.name:
                    n += 1
        return "0"
    return _ir_local_name(gv.name)


_ = (Fraction,)


def _pc_sections_md(fn: Any) -> Any:
    """The function's own ``!pcsections`` node, or None."""
    md = getattr(fn, "md", None)
    if md:
        for kind, node in md:
            if kind == MD_pcsections:
                return node
    return None


def _md_key(md: Any) -> Any:
    """A uniquing key for a ``!pcsections`` node: LLVM uniques equal metadata tuples into one node, so two
    numbered nodes with the same operands are one group."""
    if getattr(md, "distinct", False):
        return id(md)
    out: list[Any] = []
    for op in md.operands:
        if isinstance(op, MDString):
            out.append(("s", op.string))
        elif isinstance(op, MDNode):
            out.append(("n", _md_key(op)))
        elif isinstance(op, ConstantAsMetadata):
            out.append(("c", _const_key(op.value)))
        else:
            out.append(("o", id(op)))
    return tuple(out)
