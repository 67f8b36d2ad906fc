"""What it is (LLVM: lib/Target/X86/X86TargetMachine.cpp).

The x86 TargetMachine: the data layout string, the subtarget per function, and x86's contributions to llc's
pass pipeline (``X86PassConfig``: the instruction selector (registered in llc-14 as ``amdgpu-isel``) and the target passes at their insertion
points).
"""

from __future__ import annotations

from typing import Any

from pyllc.target.machine import TargetMachine
from pyllc.target.subtarget_info import TargetSubtargetInfo


class X86TargetMachine(TargetMachine):
    name = "x86-64"
    description = "64-bit X86: EM64T and AMD64"

    #: Operating systems whose object format is ELF (the only one pyllc's assembly printer writes).
    ELF_OSES = (
        "linux",
        "freebsd",
        "netbsd",
        "openbsd",
        "dragonfly",
        "solaris",
        "fuchsia",
        "haiku",
        "hurd",
        "none",
        "unknown",
        "elf",
    )
    SUPPORTED_TRIPLES = "x86_64-*-<os> and amd64-*-<os> with an ELF <os> (" + ", ".join(ELF_OSES) + ")"

    def get_eh_encodings(self) -> tuple[int, int, int]:
        """x86-64's (``TargetLoweringObjectFileELF::Initialize``): static code ``udata4`` in the small code
        model (the personality also in the medium one), else ``absptr``; position-independent code the
        personality and the type infos ``indirect|pcrel|sdata4`` (``sdata8`` beyond the medium model), the
        LSDA ``pcrel|sdata4`` (``sdata8`` beyond the small model)."""
        udata4, sdata4, sdata8, pcrel, indirect = 0x03, 0x0B, 0x0C, 0x10, 0x80
        cm = self.code_model
        small, small_or_medium = cm == "small", cm in ("small", "medium")
        if self.is_position_independent():
            per = indirect | pcrel | (sdata4 if small_or_medium else sdata8)
            return per, pcrel | (sdata4 if small else sdata8), per
        lsda = udata4 if small else 0
        return udata4 if small_or_medium else 0, lsda, lsda

    @classmethod
    def check_triple(cls, triple: str) -> None:
        """Refuse, with what is supported, a triple of this target that pyllc cannot generate code for
        (llc-14 would accept it)."""
        from pyllc.support.diagnostics import UnsupportedError

        parts = triple.lower().split("-")
        later = parts[1:]

        def has(*prefixes: str) -> bool:
            return any(p.startswith(prefixes) for p in later)

        why = ""
        if parts[0] not in ("x86_64", "amd64"):
            why = "32-bit x86 is not implemented"
        elif has("elf"):
            why = ""
        elif has("darwin", "macos", "ios", "tvos", "watchos"):
            why = "Mach-O output is not implemented"
        elif has("windows", "win32", "mingw", "cygwin", "msvc", "uefi"):
            why = "COFF output and the Windows calling convention are not implemented"
        elif has("gnux32", "muslx32"):
            why = "the x32 ABI is not implemented"
        elif has("code16"):
            why = "16-bit code is not implemented"
        if why:
            raise UnsupportedError(
                None, f"target triple '{triple}': {why}; supported: {cls.SUPPORTED_TRIPLES}"
            )

    def check_subtarget_options(self, cpu: str, features: str, where: str = "") -> list[str]:
        """Validate a CPU and feature string (``-mcpu``/``-mattr``, or a function's ``target-cpu`` /
        ``target-features`` when ``where`` names it); returns warnings, raises UnsupportedError."""
        from pyllc.targets.x86.subtarget import check_cpu, check_features

        return check_cpu(cpu, where + "target-cpu" if where else "-mcpu") + check_features(
            features, where + "target-features" if where else "-mattr"
        )

    def supported_calling_conventions(self) -> dict[int, str] | None:
        """CallingConv::ID -> IR keyword of the conventions the x86-64 call lowering implements."""
        from pyllc.ir.parser import CALLING_CONV_NAMES
        from pyllc.targets.x86.isel_lowering_call import SUPPORTED_CCS

        return {cc: CALLING_CONV_NAMES.get(cc, f"cc {cc}") for cc in sorted(SUPPORTED_CCS)}

    @staticmethod
    def subtarget_help() -> str:
        from pyllc.targets.x86.subtarget import help_text

        return help_text()

    def is_intel_syntax(self) -> bool:
        """``-x86-asm-syntax=intel`` (X86MCAsmInfo's AssemblerDialect 1)."""
        return self.options.get_target_option("x86_asm_syntax", "att") == "intel"

    def asm_variant(self) -> int:
        return 1 if self.is_intel_syntax() else 0

    def create_subtarget(self, cpu: str, features: str) -> TargetSubtargetInfo:
        from pyllc.targets.x86.subtarget import X86Subtarget

        return X86Subtarget(self, cpu, features)

    def get_data_layout_string(self) -> str:
        if self.triple.startswith(("x86_64", "amd64")):
            return "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
        return "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"

    def parse_machine_function_info(self, mf: Any, yaml_value: Any) -> str | None:
        """X86MachineFunctionInfo has no MIR form in LLVM 14 (llc-14 writes ``machineFunctionInfo: {}``);
        what the code shows is recovered: a call sequence whose arguments x86-cf-opt turned into pushes sets
        ``has_push_sequences`` (else the call frame would count as reserved and the pushes' stack adjustment
        would be lost -- llc-14's own resumption after register allocation breaks so)."""
        if _has_push_sequences(mf):
            from pyllc.targets.x86.isel_lowering_call import x86_info

            x86_info(mf).has_push_sequences = True
        return None

    def create_isel(self, opt_level: int) -> Any:
        """``createX86ISelDag``: the x86 DAG-to-DAG selector."""
        from pyllc.targets.x86.isel_dag_to_dag import X86DAGToDAGISel

        return X86DAGToDAGISel(self, opt_level)

    def add_ir_passes(self, generic: list[str]) -> list[str]:
        """``X86PassConfig::addIRPasses``: AtomicExpand before the generic IR passes."""
        return ["atomic-expand", *generic]

    def add_inst_selector(self) -> list[str]:
        return ["amdgpu-isel"]  # llc-14 registers the x86 selector under this name

    def add_pre_reg_alloc(self) -> list[str]:
        # X86PassConfig::addPreRegAlloc (the passes pyllc implements): EFLAGS copies made by the scheduler
        return ["x86-flags-copy-lowering"]

    def add_pre_sched2(self) -> list[str]:
        # X86PassConfig::addPreSched2: TCRETURN* -> TAILJMP*, RET -> RET64/RETI64, VASTART_SAVE_XMM_REGS
        return ["x86-pseudo"]

    def add_pre_emit_pass2(self) -> list[str]:
        # X86PassConfig::addPreEmitPass2 (the passes pyllc implements): CFI after a split epilogue (ELF)
        return ["cfi-instr-inserter"]


def _has_push_sequences(mf: Any) -> bool:
    """Does a call sequence (ADJCALLSTACKDOWN .. ADJCALLSTACKUP) of ``mf`` push an argument?"""
    from pyllc.codegen.machine.instr import MIFlag
    from pyllc.targets.x86.gen import instr_info as X

    pushes = (X.PUSH64r, X.PUSH64rmm, X.PUSH64i8, X.PUSH64i32)
    for mbb in mf.blocks:
        inside = False
        for mi in mbb.instrs:
            op = mi.opcode
            if op == X.ADJCALLSTACKDOWN64:
                inside = True
            elif op == X.ADJCALLSTACKUP64:
                inside = False
            elif inside and op in pushes and not mi.flags & MIFlag.FrameSetup:
                return True
    return False
