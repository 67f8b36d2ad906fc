"""The host CPU for ``-mcpu=native`` (LLVM 14: lib/Support/Host.cpp, ``sys::getHostCPUName`` and
``sys::getHostCPUFeatures`` for x86).

LLVM reads CPUID; pure Python reads what the kernel decoded from it, ``/proc/cpuinfo``: the vendor, the
family and model (the kernel adds the extended family and model as ``detectX86FamilyModel`` does), and the
``flags`` line, whose names are mapped to LLVM's feature names.  The kernel lists a feature only when the OS
saves its registers, which is the condition LLVM applies with XGETBV (``HasAVXSave``/``HasAVX512Save``/
``HasAMXSave``); the AVX-dependent ones are still tied to ``avx`` as LLVM ties them.  One difference remains:
CPUID bits the kernel does not show (``shstk`` is listed only as ``user_shstk`` once user shadow stacks are
enabled; key locker, PTWRITE, HRESET have no flag) read as absent.

:func:`host_cpu_name` is LLVM 14's processor table (Intel family 6 by model, then by features; AMD by
family: family 25 is ``znver3``, later families are unknown, so ``generic``), :func:`host_cpu_features`
the map of LLVM 14's 88 feature names to present/absent, and :func:`host_feature_string` the ``+a,-b,...``
string ``-mcpu=native`` adds before the ``-mattr`` items (``codegen::getFeaturesStr``).
"""

from __future__ import annotations

from typing import Final

#: LLVM 14's feature name -> the /proc/cpuinfo flag that reports it ("" when the kernel shows none).
_FLAG_OF: Final[dict[str, str]] = {
    "cx8": "cx8",
    "cmov": "cmov",
    "mmx": "mmx",
    "fxsr": "fxsr",
    "sse": "sse",
    "sse2": "sse2",
    "sse3": "pni",
    "pclmul": "pclmulqdq",
    "ssse3": "ssse3",
    "cx16": "cx16",
    "sse4.1": "sse4_1",
    "sse4.2": "sse4_2",
    "crc32": "sse4_2",
    "movbe": "movbe",
    "popcnt": "popcnt",
    "aes": "aes",
    "rdrnd": "rdrand",
    "avx": "avx",
    "fma": "fma",
    "xsave": "xsave",
    "f16c": "f16c",
    "sahf": "lahf_lm",
    "lzcnt": "abm",
    "sse4a": "sse4a",
    "prfchw": "3dnowprefetch",
    "xop": "xop",
    "lwp": "lwp",
    "fma4": "fma4",
    "tbm": "tbm",
    "mwaitx": "mwaitx",
    "64bit": "lm",
    "clzero": "clzero",
    "wbnoinvd": "wbnoinvd",
    "fsgsbase": "fsgsbase",
    "sgx": "sgx",
    "bmi": "bmi1",
    "avx2": "avx2",
    "bmi2": "bmi2",
    "invpcid": "invpcid",
    "rtm": "rtm",
    "avx512f": "avx512f",
    "avx512dq": "avx512dq",
    "rdseed": "rdseed",
    "adx": "adx",
    "avx512ifma": "avx512ifma",
    "clflushopt": "clflushopt",
    "clwb": "clwb",
    "avx512pf": "avx512pf",
    "avx512er": "avx512er",
    "avx512cd": "avx512cd",
    "sha": "sha_ni",
    "avx512bw": "avx512bw",
    "avx512vl": "avx512vl",
    "prefetchwt1": "",
    "avx512vbmi": "avx512vbmi",
    "pku": "pku",
    "waitpkg": "waitpkg",
    "avx512vbmi2": "avx512_vbmi2",
    "shstk": "user_shstk",
    "gfni": "gfni",
    "vaes": "vaes",
    "vpclmulqdq": "vpclmulqdq",
    "avx512vnni": "avx512_vnni",
    "avx512bitalg": "avx512_bitalg",
    "avx512vpopcntdq": "avx512_vpopcntdq",
    "rdpid": "rdpid",
    "kl": "",
    "cldemote": "cldemote",
    "movdiri": "movdiri",
    "movdir64b": "movdir64b",
    "enqcmd": "enqcmd",
    "uintr": "uintr",
    "avx512vp2intersect": "avx512_vp2intersect",
    "serialize": "serialize",
    "tsxldtrk": "tsxldtrk",
    "pconfig": "pconfig",
    "amx-bf16": "amx_bf16",
    "avx512fp16": "avx512_fp16",
    "amx-tile": "amx_tile",
    "amx-int8": "amx_int8",
    "avxvnni": "avx_vnni",
    "avx512bf16": "avx512_bf16",
    "hreset": "",
    "xsaveopt": "xsaveopt",
    "xsavec": "xsavec",
    "xsaves": "xsaves",
    "ptwrite": "",
    "widekl": "",
}

#: Features LLVM reports only with the OS's AVX state saving (``&& HasAVXSave``).
_NEEDS_AVX: Final = frozenset(
    ("fma", "xsave", "f16c", "xop", "fma4", "avx2", "vaes", "vpclmulqdq", "avxvnni", "xsaveopt", "xsavec")
    + ("xsaves",)
)


class CPUInfo:
    """What ``/proc/cpuinfo`` says about the first processor."""

    __slots__ = ("vendor", "family", "model", "flags")

    def __init__(self, vendor: str, family: int, model: int, flags: frozenset[str]) -> None:
        self.vendor = vendor
        self.family = family
        self.model = model
        self.flags = flags


def parse_cpuinfo(text: str) -> CPUInfo:
    """The vendor, family, model and flags of the first processor listed in ``text``."""
    fields: dict[str, str] = {}
    for line in text.split("\n"):
        if not line.strip():
            if fields:
                break
            continue
        key, sep, value = line.partition(":")
        if sep:
            fields.setdefault(key.strip(), value.strip())

    def number(key: str) -> int:
        try:
            return int(fields.get(key, "0"))
        except ValueError:
            return 0

    return CPUInfo(
        fields.get("vendor_id", ""),
        number("cpu family"),
        number("model"),
        frozenset(fields.get("flags", "").split()),
    )


def read_host_cpuinfo() -> CPUInfo | None:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            return parse_cpuinfo(f.read())
    except OSError:
        return None


def host_cpu_features(info: CPUInfo) -> dict[str, bool]:
    """LLVM 14's ``getHostCPUFeatures`` map: every x86 feature name it reports, present or not."""
    flags = info.flags
    avx = "avx" in flags
    out: dict[str, bool] = {}
    for name, flag in _FLAG_OF.items():
        on = bool(flag) and flag in flags
        if name in _NEEDS_AVX:
            on = on and avx
        out[name] = on
    return out


def host_feature_string(info: CPUInfo) -> str:
    """``+a,-b,...``: the host's features as ``-mcpu=native`` adds them, by name."""
    feats = host_cpu_features(info)
    return ",".join(("+" if feats[n] else "-") + n for n in sorted(feats))


def _intel_cpu(family: int, model: int, has: dict[str, bool]) -> str:
    if family == 3:
        return "i386"
    if family == 4:
        return "i486"
    if family == 5:
        return "pentium-mmx" if has["mmx"] else "pentium"
    if family == 15:
        return "nocona" if has["64bit"] else "prescott" if has["sse3"] else "pentium4"
    if family != 6:
        return ""
    name = _INTEL_FAMILY6.get(model)
    if name is not None:
        return name
    if model == 0x55:
        return "cooperlake" if has["avx512bf16"] else "cascadelake" if has["avx512vnni"] else "skylake-avx512"
    # An unknown family 6 model: guess from the features, newest first.
    for feature, cpu in _INTEL_GUESSES:
        if has[feature]:
            if cpu == "skylake" and has["sha"]:
                return "goldmont"
            if feature in ("sse4.2", "ssse3") and has["movbe"]:
                return "silvermont" if cpu == "nehalem" else "bonnell"
            return cpu
    return "pentium2" if has["mmx"] else "pentiumpro"


_INTEL_FAMILY6: Final[dict[int, str]] = {
    **dict.fromkeys((0x0F, 0x16), "core2"),
    **dict.fromkeys((0x17, 0x1D), "penryn"),
    **dict.fromkeys((0x1A, 0x1E, 0x1F, 0x2E), "nehalem"),
    **dict.fromkeys((0x25, 0x2C, 0x2F), "westmere"),
    **dict.fromkeys((0x2A, 0x2D), "sandybridge"),
    **dict.fromkeys((0x3A, 0x3E), "ivybridge"),
    **dict.fromkeys((0x3C, 0x3F, 0x45, 0x46), "haswell"),
    **dict.fromkeys((0x3D, 0x47, 0x4F, 0x56), "broadwell"),
    **dict.fromkeys((0x4E, 0x5E, 0x8E, 0x9E, 0xA5, 0xA6), "skylake"),
    0xA7: "rocketlake",
    0x66: "cannonlake",
    **dict.fromkeys((0x7D, 0x7E), "icelake-client"),
    **dict.fromkeys((0x8C, 0x8D), "tigerlake"),
    **dict.fromkeys((0x97, 0x9A), "alderlake"),
    **dict.fromkeys((0x6A, 0x6C), "icelake-server"),
    0x8F: "sapphirerapids",
    **dict.fromkeys((0x1C, 0x26, 0x27, 0x35, 0x36), "bonnell"),
    **dict.fromkeys((0x37, 0x4A, 0x4D, 0x5A, 0x5D, 0x4C), "silvermont"),
    **dict.fromkeys((0x5C, 0x5F), "goldmont"),
    0x7A: "goldmont-plus",
    0x86: "tremont",
    0x57: "knl",
    0x85: "knm",
}

_INTEL_GUESSES: Final = (
    ("avx512vp2intersect", "tigerlake"),
    ("avx512vbmi2", "icelake-client"),
    ("avx512vbmi", "cannonlake"),
    ("avx512bf16", "cooperlake"),
    ("avx512vnni", "cascadelake"),
    ("avx512vl", "skylake-avx512"),
    ("avx512er", "knl"),
    ("clflushopt", "skylake"),
    ("adx", "broadwell"),
    ("avx2", "haswell"),
    ("avx", "sandybridge"),
    ("sse4.2", "nehalem"),
    ("sse4.1", "penryn"),
    ("ssse3", "core2"),
    ("64bit", "core2"),
    ("sse3", "yonah"),
    ("sse2", "pentium-m"),
    ("sse", "pentium3"),
)


def _amd_cpu(family: int, model: int, has: dict[str, bool]) -> str:
    if family == 4:
        return "i486"
    if family == 5:
        return {6: "k6", 7: "k6", 8: "k6-2", 9: "k6-3", 13: "k6-3", 10: "geode"}.get(model, "pentium")
    if family == 6:
        return "athlon-xp" if has["sse"] else "athlon"
    if family == 15:
        return "k8-sse3" if has["sse3"] else "k8"
    if family == 21:
        if 0x60 <= model <= 0x7F:
            return "bdver4"
        if 0x30 <= model <= 0x3F:
            return "bdver3"
        if 0x10 <= model <= 0x1F or model == 0x02:
            return "bdver2"
        return "bdver1"
    if family == 23:
        return "znver2" if 0x30 <= model <= 0x3F or model == 0x71 else "znver1"
    return {16: "amdfam10", 20: "btver1", 22: "btver2", 25: "znver3"}.get(family, "")


def host_cpu_name(info: CPUInfo) -> str:
    """LLVM 14's ``sys::getHostCPUName`` for ``info``; ``generic`` when vendor or family is unknown."""
    has = host_cpu_features(info)
    cpu = ""
    if info.vendor == "GenuineIntel":
        cpu = _intel_cpu(info.family, info.model, has)
    elif info.vendor == "AuthenticAMD":
        cpu = _amd_cpu(info.family, info.model, has)
    return cpu or "generic"
