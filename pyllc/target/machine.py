"""What it is (LLVM: include/llvm/Target/TargetMachine.h, lib/CodeGen/LLVMTargetMachine.cpp, TargetPassConfig).

A TargetMachine is one target configured for a triple, CPU, features, options, relocation model, code model and
optimization level.  It hands out the subtarget for a function (``get_subtarget_impl``: the function's
``target-cpu``/``target-features`` attributes override the command line) and contributes its own passes to the
pipeline at LLVM's insertion points (``TargetPassConfig``'s ``add*`` hooks).  ``pyllc/codegen/passes/
pipeline.py`` calls those hooks in llc's order; each returns pass *names* from the registry, so the pipeline
stays one readable function and targets stay data plus hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.options import CODE_MODEL_SMALL, RELOC_STATIC, TargetOptions

if TYPE_CHECKING:
    from pyllc.target.subtarget_info import TargetSubtargetInfo


class TargetMachine:
    """A target configured for one compilation."""

    #: LLVM's target name (the ``-march`` spelling) and the description shown by ``-version``.
    name = ""
    description = ""
    #: The relocation model without ``-relocation-model`` (LLVM: the target's ``getEffectiveRelocModel``).
    default_relocation_model = RELOC_STATIC

    def __init__(
        self,
        triple: str,
        cpu: str = "",
        features: str = "",
        options: TargetOptions | None = None,
        reloc_model: str = RELOC_STATIC,
        code_model: str = CODE_MODEL_SMALL,
        opt_level: int = 2,
    ) -> None:
        self.triple = triple
        self.cpu = cpu
        self.features = features
        self.options = options or TargetOptions()
        self.reloc_model = reloc_model
        self.code_model = code_model
        self.opt_level = opt_level
        self._subtargets: dict[tuple[str, str], TargetSubtargetInfo] = {}

    # ----- subtargets -----
    def get_subtarget_impl(self, function: Any = None) -> TargetSubtargetInfo:
        """The subtarget for ``function``, keyed by its CPU and feature string (cached)."""
        cpu, feats = self.cpu, self.features
        if function is not None:
            attrs = getattr(function, "string_attributes", None)
            if attrs is not None:
                cpu = attrs.get("target-cpu", cpu)
                feats = attrs.get("target-features", feats)
        key = (cpu, feats)
        sti = self._subtargets.get(key)
        if sti is None:
            sti = self._subtargets[key] = self.create_subtarget(cpu, feats)
        return sti

    def create_subtarget(self, cpu: str, features: str) -> TargetSubtargetInfo:
        """The subtarget for a CPU and feature string (target hook; LLVM ``getSubtargetImpl``)."""
        raise UnsupportedError(None, f"target '{self.name}' has no subtarget (create_subtarget)")

    # ----- what the driver checks before generating code (pyllc's refusals of what it does not implement) -----
    @classmethod
    def check_triple(cls, triple: str) -> None:
        """Raise UnsupportedError for a triple of this target that pyllc cannot generate code for (default:
        every triple is accepted)."""

    def check_subtarget_options(self, cpu: str, features: str, where: str = "") -> list[str]:
        """Validate a CPU and feature string (``-mcpu``/``-mattr``, or a function's ``target-cpu`` /
        ``target-features`` when ``where`` names it): the warnings to print; raises UnsupportedError for what
        is not implemented (default: no warnings)."""
        return []

    def supported_calling_conventions(self) -> dict[int, str] | None:
        """CallingConv::ID → IR keyword of the calling conventions the call lowering implements; None (the
        default) accepts every one."""
        return None

    @staticmethod
    def subtarget_help() -> str:
        """``-mcpu=help``/``-mattr=help``: the CPUs and features (LLVM ``MCSubtargetInfo`` help text)."""
        return ""

    # ----- MC -----
    def create_asm_streamer(self, ctx: Any, verbose: bool) -> Any:
        """The assembly-text streamer with the target's instruction printer (LLVM
        ``Target::createAsmStreamer`` + ``createMCInstPrinter`` with the MCAsmInfo's dialect)."""
        raise UnsupportedError(None, f"target '{self.name}' has no assembly printer (create_asm_streamer)")

    # ----- object emission (LLVM: Target::createMCCodeEmitter / createMCAsmBackend, the target's
    # MCELFObjectTargetWriter, and Target::createMCObjectStreamer).  A target without them cannot write
    # objects: the defaults refuse -filetype=obj.
    def create_mc_code_emitter(self) -> Any:
        """The target's MCCodeEmitter (``encode_instruction(inst, out, fixups)``)."""
        raise UnsupportedError(None, "-filetype=obj")

    def create_asm_backend(self) -> Any:
        """The target's MCAsmBackend (fixups, relaxation, nops)."""
        raise UnsupportedError(None, "-filetype=obj")

    def create_object_target_writer(self) -> Any:
        """The target's MCELFObjectTargetWriter (``e_machine``, relocation types)."""
        raise UnsupportedError(None, "-filetype=obj")

    def create_mc_object_streamer(self, ctx: Any) -> Any:
        """The object streamer: an MCELFStreamer over the target's emitter, backend and ELF writer, with the
        DWARF register numbers and return-address column ``.eh_frame`` needs when unwind information is
        DWARF CFI."""
        from pyllc.mc.elf_object_writer import ELFObjectWriter
        from pyllc.mc.object_streamer import MCELFStreamer

        emitter = self.create_mc_code_emitter()
        backend = self.create_asm_backend()
        writer = ELFObjectWriter(self.create_object_target_writer(), backend.little_endian)
        tri = self.get_subtarget_impl().get_register_info()
        dwarf_reg = tri.get_dwarf_reg_num
        if ctx.asm_info.dwarf_cfi_exceptions:
            return MCELFStreamer(ctx, backend, emitter, writer, dwarf_reg, dwarf_reg(tri.get_ra_register()))
        return MCELFStreamer(ctx, backend, emitter, writer)

    def create_machine_function_info(self, mf: Any) -> Any:
        """The target's MachineFunctionInfo for a new function (``None`` when it keeps none)."""
        return None

    def convert_func_info_to_yaml(self, mf: Any) -> str | None:
        """``convertFuncInfoToYAML``: the MIR ``machineFunctionInfo`` mapping of ``mf.info`` as flow YAML, or
        None (the default) for ``{}``."""
        return None

    def parse_machine_function_info(self, mf: Any, yaml_value: Any) -> str | None:
        """``parseMachineFunctionInfo``: fill ``mf.info`` from the MIR ``machineFunctionInfo`` mapping (plain
        dicts, lists and strings); returns an error message, or None.  The default accepts anything, as
        LLVM's does for targets without a YAML mapping."""
        return None

    def get_data_layout_string(self) -> str:
        """The target's data layout string for the triple (LLVM ``createDataLayout``; target hook)."""
        raise UnsupportedError(None, f"target '{self.name}' has no data layout (get_data_layout_string)")

    def create_mc_asm_info(self) -> Any:
        """The target's assembly dialect (LLVM: ``createMCAsmInfo``); the default is MCAsmInfoELF's."""
        from pyllc.mc.asm_info import MCAsmInfo

        return MCAsmInfo()

    def create_isel(self, opt_level: int) -> Any:
        """The target's SelectionDAG instruction selector, an object with ``do_instruction_selection(dag)``
        (LLVM: ``createXXXISelDag`` called by ``XXXPassConfig::addInstSelector``); None: the target has none."""
        return None

    def is_position_independent(self) -> bool:
        """``isPositionIndependent``: the relocation model is PIC."""
        return self.reloc_model == "pic"

    # ----- pipeline hooks (LLVM TargetPassConfig): lists of registered pass names -----
    def add_ir_passes(self, generic: list[str]) -> list[str]:
        """The IR passes: the target's around the generic list (LLVM ``addIRPasses`` override)."""
        return generic

    def add_pre_isel(self) -> list[str]:
        """``addPreISel``: IR passes right before selection."""
        return []

    def add_inst_selector(self) -> list[str]:
        """The instruction selector and passes right after it (LLVM ``addInstSelector``)."""
        return []

    def add_machine_ssa_optimization(self, generic: list[str]) -> list[str]:
        """``addMachineSSAOptimization``: the target's passes around the generic list."""
        return generic

    def add_ilp_opts(self) -> list[str]:
        """``addILPOpts``: the target's ILP passes within SSA optimization."""
        return []

    def add_pre_reg_alloc(self) -> list[str]:
        """``addPreRegAlloc``."""
        return []

    def add_pre_rewrite(self) -> list[str]:
        """``addPreRewrite``: after the greedy allocator, before the rewriter."""
        return []

    def add_post_fast_reg_alloc_rewrite(self) -> list[str]:
        """``addPostFastRegAllocRewrite``: after the fast allocator."""
        return []

    def add_post_reg_alloc(self) -> list[str]:
        """``addPostRegAlloc``."""
        return []

    def add_pre_sched2(self) -> list[str]:
        """``addPreSched2``: after post-RA pseudo expansion."""
        return []

    def add_pre_emit_pass(self) -> list[str]:
        """``addPreEmitPass``."""
        return []

    def add_pre_emit_pass2(self) -> list[str]:
        """``addPreEmitPass2``: last before the AsmPrinter."""
        return []

    def add_asm_printer(self) -> list[str]:
        """The emission pass (LLVM adds the target's AsmPrinter in ``addAsmPrinter``)."""
        return ["asm-printer"]
