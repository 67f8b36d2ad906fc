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

from pyllc.target.options import CODE_MODEL_SMALL, RELOC_STATIC, TargetOptions

if TYPE_CHECKING:
    from pyllc.target.subtarget_info import TargetSubtargetInfo


class TargetMachine:
    """A target configured for one compilation."""

    #: LLVM's target name (``x86-64``) and the description shown by ``-version``.
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
        raise NotImplementedError

    def create_machine_function_info(self, mf: Any) -> Any:
        """The target's MachineFunctionInfo for a new function (``None`` when it keeps none)."""
        return None

    def get_data_layout_string(self) -> str:
        raise NotImplementedError

    def create_dag_to_dag_isel(self, opt_level: int) -> Any:
        """The target's SelectionDAG instruction selector (LLVM: ``create<T>ISelDag(TM, OptLevel)``, added
        by ``addInstSelector``)."""
        raise NotImplementedError

    def create_mc_asm_info(self) -> Any:
        """The target's assembly dialect (LLVM: ``createMCAsmInfo``); the default is x86 ELF's."""
        from pyllc.mc.asm_info import MCAsmInfo

        return MCAsmInfo()

    def create_asm_streamer(self, ctx: Any, syntax: str, verbose: bool) -> Any:
        """The assembly streamer with the target's instruction printer (LLVM: ``createAsmStreamer`` with
        ``createMCInstPrinter`` for the syntax variant; ``syntax`` is the ``-x86-asm-syntax`` value)."""
        raise NotImplementedError

    def is_position_independent(self) -> bool:
        return self.reloc_model == "pic"

    # ----- pipeline hooks (LLVM TargetPassConfig): lists of registered pass names -----
    def add_ir_passes(self, generic: list[str]) -> list[str]:
        """The IR passes: the target's around the generic list (LLVM ``addIRPasses`` override)."""
        return generic

    def add_pre_isel(self) -> list[str]:
        return []

    def add_inst_selector(self) -> list[str]:
        """The instruction selector and passes right after it (LLVM ``addInstSelector``)."""
        return []

    def add_machine_ssa_optimization(self, generic: list[str]) -> list[str]:
        return generic

    def add_ilp_opts(self) -> list[str]:
        return []

    def add_pre_reg_alloc(self) -> list[str]:
        return []

    def add_pre_rewrite(self) -> list[str]:
        return []

    def add_post_fast_reg_alloc_rewrite(self) -> list[str]:
        return []

    def add_post_reg_alloc(self) -> list[str]:
        return []

    def add_pre_sched2(self) -> list[str]:
        return []

    def add_pre_emit_pass(self) -> list[str]:
        return []

    def add_pre_emit_pass2(self) -> list[str]:
        return []

    def add_asm_printer(self) -> list[str]:
        """The emission pass (LLVM adds the target's AsmPrinter in ``addAsmPrinter``)."""
        return ["asm-printer"]
