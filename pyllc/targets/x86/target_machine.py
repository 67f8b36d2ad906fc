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

    def create_mc_asm_info(self) -> Any:
        """``X86ELFMCAsmInfo``: code alignment filled with ``nop`` (0x90), DWARF CFI unwind information; 8-byte
        code pointers and callee-saved slots; every frame starts with the CFA at the stack
        pointer plus the return address and the return address saved there (``createX86MCAsmInfo``);
        ``.eh_frame`` is ``SHT_X86_64_UNWIND`` on x86-64 (MCObjectFileInfo)."""
        from pyllc.mc.asm_info import MCAsmInfo
        from pyllc.mc.streamer import MCCFIInstruction
        from pyllc.targets.x86.gen import register_info as R

        return MCAsmInfo(
            text_align_fill_value=0x90,
            dwarf_cfi_exceptions=True,
            code_pointer_size=8,
            callee_save_stack_slot_size=8,
            initial_frame_state=(
                MCCFIInstruction.cfi_def_cfa(R.RSP, 8),
                MCCFIInstruction.create_offset(R.RIP, -8),
            ),
            eh_frame_section_type=0x70000001,  # SHT_X86_64_UNWIND
        )

    def create_asm_streamer(self, ctx: Any, verbose: bool) -> Any:
        """The text streamer with the AT&T or Intel instruction printer; AT&T register names take ``%``."""
        from pyllc.mc.asm_streamer import MCAsmStreamer
        from pyllc.targets.x86.gen import register_info as R

        names = R.ASM_NAMES
        if self.is_intel_syntax():
            from pyllc.targets.x86.mc.intel_inst_printer import X86IntelInstPrinter

            return MCAsmStreamer(ctx, X86IntelInstPrinter(), verbose, lambda r: names[r])
        from pyllc.targets.x86.mc.att_inst_printer import X86ATTInstPrinter

        return MCAsmStreamer(ctx, X86ATTInstPrinter(), verbose, lambda r: "%" + names[r])

    def create_mc_code_emitter(self) -> Any:
        from pyllc.targets.x86.mc.code_emitter import X86MCCodeEmitter

        return X86MCCodeEmitter()

    def create_asm_backend(self) -> Any:
        from pyllc.support.diagnostics import UnsupportedError
        from pyllc.targets.x86.mc.asm_backend import X86AsmBackend

        # getMaximumNopSize follows the CPU's tuning (7, 11 or 15-byte nops); only the default CPUs' 10 is
        # modelled.
        if self.cpu not in ("", "generic", "x86-64") or "bytenop" in self.features:
            what = (
                f"-mcpu={self.cpu}"
                if self.cpu not in ("", "generic", "x86-64")
                else f"-mattr={self.features}"
            )
            raise UnsupportedError(None, f"-filetype=obj with {what} (code alignment nops of that CPU)")
        return X86AsmBackend()

    def create_object_target_writer(self) -> Any:
        from pyllc.targets.x86.mc.elf_object_writer import X86ELFObjectWriter

        return X86ELFObjectWriter()

    def create_subtarget(self, cpu: str, features: str) -> TargetSubtargetInfo:
        from pyllc.targets.x86.subtarget import X86Subtarget

        return X86Subtarget(self, cpu, features)

    def get_data_layout_string(self) -> str:
        if self.triple.startswith(("x86_64", "amd64")):
            return "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
        return "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"

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
