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

    # ----- MC (LLVM: the Target's MC factories; the target's MCTargetDesc, pyllc/mc/target_desc.py) -----
    @property
    def mc(self) -> Any:
        """The target's MCTargetDesc for this triple, CPU and features (created on first use)."""
        state = self.__dict__
        desc = state.get("_mc")
        if desc is None:
            if state.get("triple"):
                from pyllc.target.registry import create_mc_target_desc

                desc = create_mc_target_desc(self.triple, self.cpu, self.features)
            else:  # a machine without a triple has no MC layer: every part refuses
                from pyllc.mc.target_desc import MCTargetDesc

                desc = MCTargetDesc("")
                desc.name = self.name
            state["_mc"] = desc
        return desc

    def asm_variant(self) -> int:
        """The assembly syntax variant the text streamer prints (MCAsmInfo ``AssemblerDialect``)."""
        return 0

    def create_asm_streamer(self, ctx: Any, verbose: bool) -> Any:
        """The assembly-text streamer with the target's instruction printer (LLVM
        ``Target::createAsmStreamer`` + ``createMCInstPrinter`` with the MCAsmInfo's dialect)."""
        return self.mc.create_asm_streamer(ctx, verbose, self.asm_variant())

    # ----- object emission: a target without these parts cannot write objects (-filetype=obj refused).
    def create_mc_code_emitter(self) -> Any:
        """The target's MCCodeEmitter (``encode_instruction(inst, out, fixups)``)."""
        return self.mc.create_mc_code_emitter()

    def create_asm_backend(self) -> Any:
        """The target's MCAsmBackend (fixups, relaxation, nops)."""
        return self.mc.create_asm_backend()

    def create_object_target_writer(self) -> Any:
        """The target's MCELFObjectTargetWriter (``e_machine``, relocation types)."""
        return self.mc.create_object_target_writer()

    def create_mc_object_streamer(self, ctx: Any) -> Any:
        """The ELF object streamer (``MCTargetDesc.create_mc_object_streamer``)."""
        return self.mc.create_mc_object_streamer(ctx)

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
        """The target's assembly dialect (LLVM: ``createMCAsmInfo``)."""
        return self.mc.create_mc_asm_info()

    def create_isel(self, opt_level: int) -> Any:
        """The target's SelectionDAG instruction selector, an object with ``do_instruction_selection(dag)``
        (LLVM: ``createXXXISelDag`` called by ``XXXPassConfig::addInstSelector``); None: the target has none."""
        return None

    def is_position_independent(self) -> bool:
        """``isPositionIndependent``: the relocation model is PIC."""
        return self.reloc_model == "pic"

    def get_eh_encodings(self) -> tuple[int, int, int]:
        """The DWARF pointer encodings of the personality routine, the LSDA and the type infos
        (``TargetLoweringObjectFileELF::Initialize``'s per-architecture choice; LLVM's default is
        ``DW_EH_PE_absptr`` for all three)."""
        return 0, 0, 0

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
