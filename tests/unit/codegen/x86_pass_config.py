"""x86's TargetPassConfig hooks as llc-14 runs them (LLVM: lib/Target/X86/X86TargetMachine.cpp), for the
pipeline test.  X86TargetMachine (``pyllc/targets/x86/target_machine.py``) returns the same lists."""

from __future__ import annotations

from pyllc.target.machine import TargetMachine


class X86PassHooks(TargetMachine):
    def add_ir_passes(self, generic: list[str]) -> list[str]:
        opt = self.opt_level
        names = ["atomic-expand", "lower-amx-intrinsics", "lower-amx-type"]
        if not opt:
            names.append("pre-amx-config")
        names += generic
        if opt:
            names += ["interleaved-access", "x86-partial-reduction"]
        return names + ["indirectbr-expand"]

    def add_inst_selector(self) -> list[str]:
        names = ["amdgpu-isel"]
        if self.opt_level:
            names.append("x86-cleanup-local-dynamic-tls")
        return names + ["x86-global-base-reg"]

    def add_machine_ssa_optimization(self, generic: list[str]) -> list[str]:
        return ["x86-domain-reassignment"] + generic

    def add_ilp_opts(self) -> list[str]:
        return ["early-ifcvt", "machine-combiner", "x86-cmov-conversion"]

    def add_pre_reg_alloc(self) -> list[str]:
        names: list[str] = []
        if self.opt_level:
            names += ["lrshrink", "x86-fixup-setcc", "x86-optimize-LEAs", "x86-cf-opt", "x86-avoid-SFB"]
        names += ["x86-slh", "x86-flags-copy-lowering", "x86-dyn-alloca-expander"]
        if self.opt_level:
            names.append("tilepreconfig")
        return names

    def add_pre_rewrite(self) -> list[str]:
        return ["tileconfig"]

    def add_post_fast_reg_alloc_rewrite(self) -> list[str]:
        return ["fasttileconfig"]

    def add_post_reg_alloc(self) -> list[str]:
        names = ["lowertilecopy", "x86-codegen"]
        if self.opt_level:
            names.append("x86-lvi-load")
        return names

    def add_pre_sched2(self) -> list[str]:
        return ["x86-pseudo"]

    def add_pre_emit_pass(self) -> list[str]:
        names: list[str] = []
        if self.opt_level:
            names += ["x86-execution-domain-fix", "break-false-deps"]
        names += ["x86-indirect-branch-tracking", "x86-vzeroupper"]
        if self.opt_level:
            names += ["x86-fixup-bw-insts", "x86-pad-short-functions", "x86-fixup-LEAs"]
        return names + [
            "x86-evex-to-vex-compress",
            "x86-discriminate-memops",
            "x86-insert-prefetch",
            "x86-insert-wait",
        ]

    def add_pre_emit_pass2(self) -> list[str]:
        return ["x86-seses", "x86-indirect-thunk", "cfi-instr-inserter", "x86-lvi-ret"]
