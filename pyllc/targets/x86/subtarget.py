"""What it is (LLVM: lib/Target/X86/X86Subtarget.{h,cpp}).

The x86 target configured for one CPU and feature string: it owns the X86InstrInfo, X86RegisterInfo,
X86FrameLowering and X86TargetLowering objects that a MachineFunction uses.  The objects are created once per
(CPU, features) by :meth:`X86TargetMachine.get_subtarget_impl`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pyllc.target.subtarget_info import TargetSubtargetInfo

if TYPE_CHECKING:
    from pyllc.targets.x86.target_machine import X86TargetMachine


class X86Subtarget(TargetSubtargetInfo):
    """One x86 CPU + feature configuration."""

    def __init__(self, tm: X86TargetMachine, cpu: str, features: str) -> None:
        from pyllc.targets.x86.frame_lowering import X86FrameLowering
        from pyllc.targets.x86.instr_info import X86InstrInfo
        from pyllc.targets.x86.isel_lowering import X86TargetLowering
        from pyllc.targets.x86.register_info import X86RegisterInfo

        self.tm = tm
        self.is_64bit = tm.triple.startswith(("x86_64", "amd64"))
        register_info = X86RegisterInfo(self)
        instr_info = X86InstrInfo(self)
        super().__init__(
            tm.triple,
            cpu or ("x86-64" if self.is_64bit else "generic"),
            0,
            instr_info,
            register_info,
            X86FrameLowering(self),
            None,
            features,
        )
        self.target_lowering = X86TargetLowering(tm, self)

    def is_target_64bit(self) -> bool:
        return self.is_64bit

    def is_pic_style_rip_rel(self) -> bool:
        return self.is_64bit and self.tm.is_position_independent()


# ---- what the x86 target accepts for -mcpu / -mattr (and the target-cpu / target-features attributes)
#
# pyllc generates code for the x86-64 baseline ISA (SSE2, x87, CMOV).  A CPU or feature that would change
# what the code must be -- the AVX registers that carry 256/512-bit vectors in calls, soft float, the
# retpoline and LVI hardening, other operating modes -- is refused with an error; a CPU whose features are
# a superset of the baseline without AVX gets baseline code (correct on that CPU); ISA extensions and tuning
# flags without such an effect are accepted and have none.  Names LLVM 14 does not know are warned about
# and ignored, as llc does.

#: Every CPU name LLVM 14's x86 target knows (``llc -mcpu=help``).
LLVM_CPUS: Final = frozenset(
    (
        "alderlake",
        "amdfam10",
        "athlon",
        "athlon-4",
        "athlon-fx",
        "athlon-mp",
        "athlon-tbird",
        "athlon-xp",
        "athlon64",
        "athlon64-sse3",
        "atom",
        "barcelona",
        "bdver1",
        "bdver2",
        "bdver3",
        "bdver4",
        "bonnell",
        "broadwell",
        "btver1",
        "btver2",
        "c3",
        "c3-2",
        "cannonlake",
        "cascadelake",
        "cooperlake",
        "core-avx-i",
        "core-avx2",
        "core2",
        "corei7",
        "corei7-avx",
        "generic",
        "geode",
        "goldmont",
        "goldmont-plus",
        "haswell",
        "i386",
        "i486",
        "i586",
        "i686",
        "icelake-client",
        "icelake-server",
        "ivybridge",
        "k6",
        "k6-2",
        "k6-3",
        "k8",
        "k8-sse3",
        "knl",
        "knm",
        "lakemont",
        "nehalem",
        "nocona",
        "opteron",
        "opteron-sse3",
        "penryn",
        "pentium",
        "pentium-m",
        "pentium-mmx",
        "pentium2",
        "pentium3",
        "pentium3m",
        "pentium4",
        "pentium4m",
        "pentiumpro",
        "prescott",
        "rocketlake",
        "sandybridge",
        "sapphirerapids",
        "silvermont",
        "skx",
        "skylake",
        "skylake-avx512",
        "slm",
        "tigerlake",
        "tremont",
        "westmere",
        "winchip-c6",
        "winchip2",
        "x86-64",
        "x86-64-v2",
        "x86-64-v3",
        "x86-64-v4",
        "yonah",
        "znver1",
        "znver2",
        "znver3",
    )
)

#: 64-bit CPUs without AVX: the baseline code runs on them.
SUPPORTED_CPUS: Final = (
    "generic",
    "x86-64",
    "x86-64-v2",
    "amdfam10",
    "athlon-fx",
    "athlon64",
    "athlon64-sse3",
    "atom",
    "barcelona",
    "bonnell",
    "btver1",
    "core2",
    "corei7",
    "goldmont",
    "goldmont-plus",
    "k8",
    "k8-sse3",
    "nehalem",
    "nocona",
    "opteron",
    "opteron-sse3",
    "penryn",
    "silvermont",
    "slm",
    "tremont",
    "westmere",
)

#: CPUs without 64-bit mode (or without SSE2).
CPUS_32BIT: Final = frozenset(
    (
        "athlon",
        "athlon-4",
        "athlon-mp",
        "athlon-tbird",
        "athlon-xp",
        "c3",
        "c3-2",
        "geode",
        "i386",
        "i486",
        "i586",
        "i686",
        "k6",
        "k6-2",
        "k6-3",
        "lakemont",
        "pentium",
        "pentium-m",
        "pentium-mmx",
        "pentium2",
        "pentium3",
        "pentium3m",
        "pentium4",
        "pentium4m",
        "pentiumpro",
        "prescott",
        "winchip-c6",
        "winchip2",
        "yonah",
    )
)

#: Every feature name LLVM 14's x86 target knows (``llc -mattr=help``).
LLVM_FEATURES: Final = frozenset(
    (
        "16bit-mode",
        "32bit-mode",
        "3dnow",
        "3dnowa",
        "64bit",
        "64bit-mode",
        "adx",
        "aes",
        "amx-bf16",
        "amx-int8",
        "amx-tile",
        "avx",
        "avx2",
        "avx512bf16",
        "avx512bitalg",
        "avx512bw",
        "avx512cd",
        "avx512dq",
        "avx512er",
        "avx512f",
        "avx512fp16",
        "avx512ifma",
        "avx512pf",
        "avx512vbmi",
        "avx512vbmi2",
        "avx512vl",
        "avx512vnni",
        "avx512vp2intersect",
        "avx512vpopcntdq",
        "avxvnni",
        "bmi",
        "bmi2",
        "branchfusion",
        "cldemote",
        "clflushopt",
        "clwb",
        "clzero",
        "cmov",
        "crc32",
        "cx16",
        "cx8",
        "enqcmd",
        "ermsb",
        "f16c",
        "false-deps-lzcnt-tzcnt",
        "false-deps-popcnt",
        "fast-11bytenop",
        "fast-15bytenop",
        "fast-7bytenop",
        "fast-bextr",
        "fast-gather",
        "fast-hops",
        "fast-lzcnt",
        "fast-movbe",
        "fast-scalar-fsqrt",
        "fast-scalar-shift-masks",
        "fast-shld-rotate",
        "fast-variable-crosslane-shuffle",
        "fast-variable-perlane-shuffle",
        "fast-vector-fsqrt",
        "fast-vector-shift-masks",
        "fma",
        "fma4",
        "fsgsbase",
        "fsrm",
        "fxsr",
        "gfni",
        "hreset",
        "idivl-to-divb",
        "idivq-to-divl",
        "invpcid",
        "kl",
        "lea-sp",
        "lea-uses-ag",
        "lvi-cfi",
        "lvi-load-hardening",
        "lwp",
        "lzcnt",
        "macrofusion",
        "mmx",
        "movbe",
        "movdir64b",
        "movdiri",
        "mwaitx",
        "nopl",
        "pad-short-functions",
        "pclmul",
        "pconfig",
        "pku",
        "popcnt",
        "prefer-128-bit",
        "prefer-256-bit",
        "prefer-mask-registers",
        "prefetchwt1",
        "prfchw",
        "ptwrite",
        "rdpid",
        "rdrnd",
        "rdseed",
        "retpoline",
        "retpoline-external-thunk",
        "retpoline-indirect-branches",
        "retpoline-indirect-calls",
        "rtm",
        "sahf",
        "serialize",
        "seses",
        "sgx",
        "sha",
        "shstk",
        "slow-3ops-lea",
        "slow-incdec",
        "slow-lea",
        "slow-pmaddwd",
        "slow-pmulld",
        "slow-shld",
        "slow-two-mem-ops",
        "slow-unaligned-mem-16",
        "slow-unaligned-mem-32",
        "soft-float",
        "sse",
        "sse-unaligned-mem",
        "sse2",
        "sse3",
        "sse4.1",
        "sse4.2",
        "sse4a",
        "ssse3",
        "tagged-globals",
        "tbm",
        "tsxldtrk",
        "uintr",
        "use-aa",
        "use-glm-div-sqrt-costs",
        "use-slm-arith-costs",
        "vaes",
        "vpclmulqdq",
        "vzeroupper",
        "waitpkg",
        "wbnoinvd",
        "widekl",
        "x87",
        "xop",
        "xsave",
        "xsavec",
        "xsaveopt",
        "xsaves",
    )
)

#: The baseline the generated code relies on: these cannot be turned off.
BASELINE_FEATURES: Final = ("64bit", "cmov", "sse", "sse2", "x87")

#: Features that cannot be turned on: each would change the calling convention or what the code must do.
REFUSED_FEATURES: Final = {
    **{
        f: "AVX registers (256/512-bit vectors in calls) are not implemented"
        for f in LLVM_FEATURES
        if f.startswith("avx") or f in ("vaes", "vpclmulqdq", "f16c", "fma", "fma4", "xop")
    },
    **{f: "AMX tile registers are not implemented" for f in ("amx-bf16", "amx-int8", "amx-tile")},
    "soft-float": "soft-float calling convention is not implemented",
    "retpoline": "retpoline hardening is not implemented",
    "retpoline-indirect-calls": "retpoline hardening is not implemented",
    "retpoline-indirect-branches": "retpoline hardening is not implemented",
    "retpoline-external-thunk": "retpoline hardening is not implemented",
    "lvi-cfi": "LVI hardening is not implemented",
    "lvi-load-hardening": "LVI hardening is not implemented",
    "seses": "speculative-execution side-effect suppression is not implemented",
    "16bit-mode": "16-bit mode is not implemented",
    "32bit-mode": "32-bit mode is not implemented",
}


def _supported_cpu_text() -> str:
    return "supported CPUs: " + ", ".join(SUPPORTED_CPUS)


def check_cpu(cpu: str, where: str = "-mcpu") -> list[str]:
    """Validate a CPU name; returns warnings (llc's, for a name LLVM does not know), raises
    UnsupportedError for a CPU pyllc cannot generate code for."""
    from pyllc.support.diagnostics import UnsupportedError

    if not cpu or cpu in SUPPORTED_CPUS:
        return []
    if cpu not in LLVM_CPUS:
        return [
            f"'{cpu}' is not a recognized processor for this target (ignoring processor)\n"
            f"note: {_supported_cpu_text()}"
        ]
    why = "a 32-bit CPU" if cpu in CPUS_32BIT else "its AVX registers change the calling convention"
    raise UnsupportedError(
        None, f"{where}={cpu}: {why}; pyllc generates x86-64 baseline code (SSE2); {_supported_cpu_text()}"
    )


def check_features(features: str, where: str = "-mattr") -> list[str]:
    """Validate a feature string (``+a,-b,c``); returns warnings for names LLVM does not know, raises
    UnsupportedError for a feature pyllc cannot honour."""
    from pyllc.support.diagnostics import UnsupportedError

    warnings = []
    for item in features.split(","):
        item = item.strip()
        if not item:
            continue
        sign, name = (item[0], item[1:]) if item[0] in "+-" else ("+", item)
        if name not in LLVM_FEATURES:
            warnings.append(
                f"'{sign}{name}' is not a recognized feature for this target (ignoring feature)\n"
                "note: -mattr=help lists the features"
            )
            continue
        if sign == "-" and name in BASELINE_FEATURES:
            raise UnsupportedError(
                None,
                f"{where}: '-{name}': the generated code relies on it; features that "
                f"cannot be turned off: {', '.join(BASELINE_FEATURES)}",
            )
        if sign == "+" and name in REFUSED_FEATURES:
            refused = ", ".join(sorted(n for n in REFUSED_FEATURES if not n.startswith("avx")))
            raise UnsupportedError(
                None,
                f"{where}: '+{name}': {REFUSED_FEATURES[name]}; features that cannot "
                f"be turned on: avx*, {refused}",
            )
    return warnings


def help_text() -> str:
    """What ``-mcpu=help`` / ``-mattr=help`` print (on standard error, as llc)."""
    out = ["Available CPUs for this target:", ""]
    out += [f"  {c}" for c in SUPPORTED_CPUS]
    out += [
        "",
        "CPUs LLVM knows that are refused (AVX or 32-bit): "
        + ", ".join(sorted(LLVM_CPUS.difference(SUPPORTED_CPUS))),
        "",
        "Available features for this target:",
        "",
        f"  baseline (always on): {', '.join(BASELINE_FEATURES)}, cx8, fxsr, mmx",
        f"  refused: {', '.join(sorted(REFUSED_FEATURES))}",
        "  every other LLVM x86 feature is accepted and does not change the generated code",
        "",
        "Use +feature to enable a feature, or -feature to disable it.",
        "",
    ]
    return "\n".join(out)
