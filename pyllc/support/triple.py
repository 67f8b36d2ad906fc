"""Target triples (LLVM: llvm/lib/Support/Triple.cpp, llvm/ADT/Triple.h).

What it is
----------
A target triple names the platform code is generated for: ``arch[sub]-vendor-os-environment``
with an optional object format at the end of the environment (``x86_64-pc-linux-gnu``,
``i686-pc-windows-msvc``, ``riscv64-unknown-elf``).  Each component is parsed on its own by
prefix/suffix tables (``linux5.10`` is still Linux, ``gnueabihf`` is tested before ``gnu``);
an unrecognised component is *unknown* but kept verbatim in the string.

Normalisation (:func:`normalize`, LLVM's ``Triple::normalize``) turns a sloppy triple into the
canonical four-part order: components that already parse in their canonical position stay;
every other component is tried for each missing position in turn (arch, vendor, OS,
environment/object format) and moved there, pushing unfixed components right or inserting
empty ones; empty components become ``unknown``.  Windows spellings are then rewritten
(``win32`` -> ``windows`` with ``msvc`` environment, ``mingw32`` -> ``windows-gnu``,
``cygwin`` -> ``windows-cygnus``) and Android's ``androideabi`` loses its ``eabi``.

Enumerations are ints; their names are LLVM's (``ARCH_x86_64`` is ``Triple::x86_64``) and the
``*_NAMES`` tuples give LLVM's ``get*TypeName`` spelling.
"""

from __future__ import annotations

__all__ = [
    "Triple",
    "normalize",
    "parse_arch",
    "parse_vendor",
    "parse_os",
    "parse_environment",
    "parse_format",
    "ARCH_NAMES",
    "VENDOR_NAMES",
    "OS_NAMES",
    "ENVIRONMENT_NAMES",
    "OBJECT_FORMAT_NAMES",
]

# ---------------------------------------------------------------- architectures (Triple::ArchType)
ARCH_NAMES: tuple[str, ...] = (
    "unknown",
    "arm",
    "armeb",
    "aarch64",
    "aarch64_be",
    "aarch64_32",
    "arc",
    "avr",
    "bpfel",
    "bpfeb",
    "csky",
    "hexagon",
    "m68k",
    "mips",
    "mipsel",
    "mips64",
    "mips64el",
    "msp430",
    "powerpc",
    "powerpcle",
    "powerpc64",
    "powerpc64le",
    "r600",
    "amdgcn",
    "riscv32",
    "riscv64",
    "sparc",
    "sparcv9",
    "sparcel",
    "s390x",
    "tce",
    "tcele",
    "thumb",
    "thumbeb",
    "i386",
    "x86_64",
    "xcore",
    "nvptx",
    "nvptx64",
    "le32",
    "le64",
    "amdil",
    "amdil64",
    "hsail",
    "hsail64",
    "spir",
    "spir64",
    "spirv32",
    "spirv64",
    "kalimba",
    "shave",
    "lanai",
    "wasm32",
    "wasm64",
    "renderscript32",
    "renderscript64",
    "ve",
)
(
    ARCH_UnknownArch,
    ARCH_arm,
    ARCH_armeb,
    ARCH_aarch64,
    ARCH_aarch64_be,
    ARCH_aarch64_32,
    ARCH_arc,
    ARCH_avr,
    ARCH_bpfel,
    ARCH_bpfeb,
    ARCH_csky,
    ARCH_hexagon,
    ARCH_m68k,
    ARCH_mips,
    ARCH_mipsel,
    ARCH_mips64,
    ARCH_mips64el,
    ARCH_msp430,
    ARCH_ppc,
    ARCH_ppcle,
    ARCH_ppc64,
    ARCH_ppc64le,
    ARCH_r600,
    ARCH_amdgcn,
    ARCH_riscv32,
    ARCH_riscv64,
    ARCH_sparc,
    ARCH_sparcv9,
    ARCH_sparcel,
    ARCH_systemz,
    ARCH_tce,
    ARCH_tcele,
    ARCH_thumb,
    ARCH_thumbeb,
    ARCH_x86,
    ARCH_x86_64,
    ARCH_xcore,
    ARCH_nvptx,
    ARCH_nvptx64,
    ARCH_le32,
    ARCH_le64,
    ARCH_amdil,
    ARCH_amdil64,
    ARCH_hsail,
    ARCH_hsail64,
    ARCH_spir,
    ARCH_spir64,
    ARCH_spirv32,
    ARCH_spirv64,
    ARCH_kalimba,
    ARCH_shave,
    ARCH_lanai,
    ARCH_wasm32,
    ARCH_wasm64,
    ARCH_renderscript32,
    ARCH_renderscript64,
    ARCH_ve,
) = range(len(ARCH_NAMES))

_ARCH_EXACT: dict[str, int] = {}
for _names, _arch in (
    (("i386", "i486", "i586", "i686", "i786", "i886", "i986"), ARCH_x86),
    (("amd64", "x86_64", "x86_64h"), ARCH_x86_64),
    (("powerpc", "powerpcspe", "ppc", "ppc32"), ARCH_ppc),
    (("powerpcle", "ppcle", "ppc32le"), ARCH_ppcle),
    (("powerpc64", "ppu", "ppc64"), ARCH_ppc64),
    (("powerpc64le", "ppc64le"), ARCH_ppc64le),
    (("xscale",), ARCH_arm),
    (("xscaleeb",), ARCH_armeb),
    (("aarch64", "arm64", "arm64e"), ARCH_aarch64),
    (("aarch64_be",), ARCH_aarch64_be),
    (("aarch64_32", "arm64_32"), ARCH_aarch64_32),
    (("arc",), ARCH_arc),
    (("arm",), ARCH_arm),
    (("armeb",), ARCH_armeb),
    (("thumb",), ARCH_thumb),
    (("thumbeb",), ARCH_thumbeb),
    (("avr",), ARCH_avr),
    (("m68k",), ARCH_m68k),
    (("msp430",), ARCH_msp430),
    (("mips", "mipseb", "mipsallegrex", "mipsisa32r6", "mipsr6"), ARCH_mips),
    (("mipsel", "mipsallegrexel", "mipsisa32r6el", "mipsr6el"), ARCH_mipsel),
    (("mips64", "mips64eb", "mipsn32", "mipsisa64r6", "mips64r6", "mipsn32r6"), ARCH_mips64),
    (("mips64el", "mipsn32el", "mipsisa64r6el", "mips64r6el", "mipsn32r6el"), ARCH_mips64el),
    (("r600",), ARCH_r600),
    (("amdgcn",), ARCH_amdgcn),
    (("riscv32",), ARCH_riscv32),
    (("riscv64",), ARCH_riscv64),
    (("hexagon",), ARCH_hexagon),
    (("s390x", "systemz"), ARCH_systemz),
    (("sparc",), ARCH_sparc),
    (("sparcel",), ARCH_sparcel),
    (("sparcv9", "sparc64"), ARCH_sparcv9),
    (("tce",), ARCH_tce),
    (("tcele",), ARCH_tcele),
    (("xcore",), ARCH_xcore),
    (("nvptx",), ARCH_nvptx),
    (("nvptx64",), ARCH_nvptx64),
    (("le32",), ARCH_le32),
    (("le64",), ARCH_le64),
    (("amdil",), ARCH_amdil),
    (("amdil64",), ARCH_amdil64),
    (("hsail",), ARCH_hsail),
    (("hsail64",), ARCH_hsail64),
    (("spir",), ARCH_spir),
    (("spir64",), ARCH_spir64),
    (("spirv32",), ARCH_spirv32),
    (("spirv64",), ARCH_spirv64),
    (("lanai",), ARCH_lanai),
    (("renderscript32",), ARCH_renderscript32),
    (("renderscript64",), ARCH_renderscript64),
    (("shave",), ARCH_shave),
    (("ve",), ARCH_ve),
    (("wasm32",), ARCH_wasm32),
    (("wasm64",), ARCH_wasm64),
    (("csky",), ARCH_csky),
):
    for _n in _names:
        _ARCH_EXACT[_n] = _arch

# ARM architecture versions accepted after "arm"/"thumb" (LLVM: ARMTargetParser's arch names, "v" forms).
_ARM_VERSIONS = (
    "v2",
    "v2a",
    "v3",
    "v3m",
    "v4",
    "v4t",
    "v5",
    "v5t",
    "v5te",
    "v5tej",
    "v6",
    "v6j",
    "v6k",
    "v6kz",
    "v6t2",
    "v6m",
    "v6sm",
    "v6-m",
    "v6zk",
    "v7",
    "v7a",
    "v7-a",
    "v7ve",
    "v7r",
    "v7-r",
    "v7m",
    "v7-m",
    "v7em",
    "v7e-m",
    "v7s",
    "v7k",
    "v8",
    "v8a",
    "v8-a",
    "v8.1a",
    "v8.2a",
    "v8.3a",
    "v8.4a",
    "v8.5a",
    "v8.6a",
    "v8.7a",
    "v8.8a",
    "v8.1-a",
    "v8.2-a",
    "v8.3-a",
    "v8.4-a",
    "v8.5-a",
    "v8.6-a",
    "v8.7-a",
    "v8r",
    "v8-r",
    "v8m.base",
    "v8m.main",
    "v8.1m.main",
    "v8-m.base",
    "v8-m.main",
    "v8.1-m.main",
    "v9a",
    "v9-a",
    "v9.1a",
    "v9.2a",
    "v9.3a",
)


def _parse_arm_arch(name: str) -> int:
    """A simplified ``parseARMArch``: ``arm|thumb|aarch64`` + optional ISA version + optional ``eb``/``el``."""
    big = False
    if name.endswith("eb") or name.endswith("_be"):
        big = True
        base = name[:-3] if name.endswith("_be") else name[:-2]
    elif name.endswith("el"):
        base = name[:-2]
    else:
        base = name
    for isa, little_arch, big_arch in (
        ("aarch64", ARCH_aarch64, ARCH_aarch64_be),
        ("arm64", ARCH_aarch64, ARCH_aarch64_be),
        ("thumb", ARCH_thumb, ARCH_thumbeb),
        ("arm", ARCH_arm, ARCH_armeb),
    ):
        if base.startswith(isa):
            rest = base[len(isa) :]
            if rest and rest not in _ARM_VERSIONS:
                return ARCH_UnknownArch
            if isa in ("aarch64", "arm64") and rest:
                return ARCH_UnknownArch
            return big_arch if big else little_arch
    return ARCH_UnknownArch


def parse_arch(name: str) -> int:
    """Triple::parseArch."""
    arch = _ARCH_EXACT.get(name, ARCH_UnknownArch)
    if arch != ARCH_UnknownArch:
        return arch
    if name.startswith("kalimba"):
        return ARCH_kalimba
    if name.startswith(("arm", "thumb", "aarch64")):
        return _parse_arm_arch(name)
    if name.startswith("bpf"):
        if name in ("bpf", "bpf_le", "bpfel"):
            return ARCH_bpfel  # "bpf" is host-endian; every host pyllc supports is little-endian
        if name in ("bpf_be", "bpfeb"):
            return ARCH_bpfeb
    return ARCH_UnknownArch


# ---------------------------------------------------------------- vendors
VENDOR_NAMES: tuple[str, ...] = (
    "unknown",
    "apple",
    "pc",
    "scei",
    "fsl",
    "ibm",
    "img",
    "mti",
    "nvidia",
    "csr",
    "myriad",
    "amd",
    "mesa",
    "suse",
    "oe",
)
(
    VENDOR_UnknownVendor,
    VENDOR_Apple,
    VENDOR_PC,
    VENDOR_SCEI,
    VENDOR_Freescale,
    VENDOR_IBM,
    VENDOR_ImaginationTechnologies,
    VENDOR_MipsTechnologies,
    VENDOR_NVIDIA,
    VENDOR_CSR,
    VENDOR_Myriad,
    VENDOR_AMD,
    VENDOR_Mesa,
    VENDOR_SUSE,
    VENDOR_OpenEmbedded,
) = range(len(VENDOR_NAMES))
_VENDORS = {n: i for i, n in enumerate(VENDOR_NAMES) if i}


def parse_vendor(name: str) -> int:
    """Triple::parseVendor (exact names)."""
    return _VENDORS.get(name, VENDOR_UnknownVendor)


# ---------------------------------------------------------------- operating systems
OS_NAMES: tuple[str, ...] = (
    "unknown",
    "ananas",
    "cloudabi",
    "darwin",
    "dragonfly",
    "freebsd",
    "fuchsia",
    "ios",
    "kfreebsd",
    "linux",
    "lv2",
    "macosx",
    "netbsd",
    "openbsd",
    "solaris",
    "windows",
    "zos",
    "haiku",
    "minix",
    "rtems",
    "nacl",
    "aix",
    "cuda",
    "nvcl",
    "amdhsa",
    "ps4",
    "elfiamcu",
    "tvos",
    "watchos",
    "mesa3d",
    "contiki",
    "amdpal",
    "hermit",
    "hurd",
    "wasi",
    "emscripten",
)
(
    OS_UnknownOS,
    OS_Ananas,
    OS_CloudABI,
    OS_Darwin,
    OS_DragonFly,
    OS_FreeBSD,
    OS_Fuchsia,
    OS_IOS,
    OS_KFreeBSD,
    OS_Linux,
    OS_Lv2,
    OS_MacOSX,
    OS_NetBSD,
    OS_OpenBSD,
    OS_Solaris,
    OS_Win32,
    OS_ZOS,
    OS_Haiku,
    OS_Minix,
    OS_RTEMS,
    OS_NaCl,
    OS_AIX,
    OS_CUDA,
    OS_NVCL,
    OS_AMDHSA,
    OS_PS4,
    OS_ELFIAMCU,
    OS_TvOS,
    OS_WatchOS,
    OS_Mesa3D,
    OS_Contiki,
    OS_AMDPAL,
    OS_HermitCore,
    OS_Hurd,
    OS_WASI,
    OS_Emscripten,
) = range(len(OS_NAMES))
# Prefixes in LLVM's order (first match wins).
_OS_PREFIXES: tuple[tuple[str, int], ...] = (
    ("ananas", OS_Ananas),
    ("cloudabi", OS_CloudABI),
    ("darwin", OS_Darwin),
    ("dragonfly", OS_DragonFly),
    ("freebsd", OS_FreeBSD),
    ("fuchsia", OS_Fuchsia),
    ("ios", OS_IOS),
    ("kfreebsd", OS_KFreeBSD),
    ("linux", OS_Linux),
    ("lv2", OS_Lv2),
    ("macos", OS_MacOSX),
    ("netbsd", OS_NetBSD),
    ("openbsd", OS_OpenBSD),
    ("solaris", OS_Solaris),
    ("win32", OS_Win32),
    ("windows", OS_Win32),
    ("zos", OS_ZOS),
    ("haiku", OS_Haiku),
    ("minix", OS_Minix),
    ("rtems", OS_RTEMS),
    ("nacl", OS_NaCl),
    ("aix", OS_AIX),
    ("cuda", OS_CUDA),
    ("nvcl", OS_NVCL),
    ("amdhsa", OS_AMDHSA),
    ("ps4", OS_PS4),
    ("elfiamcu", OS_ELFIAMCU),
    ("tvos", OS_TvOS),
    ("watchos", OS_WatchOS),
    ("mesa3d", OS_Mesa3D),
    ("contiki", OS_Contiki),
    ("amdpal", OS_AMDPAL),
    ("hermit", OS_HermitCore),
    ("hurd", OS_Hurd),
    ("wasi", OS_WASI),
    ("emscripten", OS_Emscripten),
)


def parse_os(name: str) -> int:
    """Triple::parseOS (by prefix, so ``linux5.10`` and ``macosx10.15`` parse)."""
    for prefix, os_ in _OS_PREFIXES:
        if name.startswith(prefix):
            return os_
    return OS_UnknownOS


# ---------------------------------------------------------------- environments
ENVIRONMENT_NAMES: tuple[str, ...] = (
    "unknown",
    "gnu",
    "gnuabin32",
    "gnuabi64",
    "gnueabi",
    "gnueabihf",
    "gnux32",
    "gnu_ilp32",
    "code16",
    "eabi",
    "eabihf",
    "android",
    "musl",
    "musleabi",
    "musleabihf",
    "muslx32",
    "msvc",
    "itanium",
    "cygnus",
    "coreclr",
    "simulator",
    "macabi",
)
(
    ENV_UnknownEnvironment,
    ENV_GNU,
    ENV_GNUABIN32,
    ENV_GNUABI64,
    ENV_GNUEABI,
    ENV_GNUEABIHF,
    ENV_GNUX32,
    ENV_GNUILP32,
    ENV_CODE16,
    ENV_EABI,
    ENV_EABIHF,
    ENV_Android,
    ENV_Musl,
    ENV_MuslEABI,
    ENV_MuslEABIHF,
    ENV_MuslX32,
    ENV_MSVC,
    ENV_Itanium,
    ENV_Cygnus,
    ENV_CoreCLR,
    ENV_Simulator,
    ENV_MacABI,
) = range(len(ENVIRONMENT_NAMES))
_ENV_PREFIXES: tuple[tuple[str, int], ...] = (
    ("eabihf", ENV_EABIHF),
    ("eabi", ENV_EABI),
    ("gnuabin32", ENV_GNUABIN32),
    ("gnuabi64", ENV_GNUABI64),
    ("gnueabihf", ENV_GNUEABIHF),
    ("gnueabi", ENV_GNUEABI),
    ("gnux32", ENV_GNUX32),
    ("gnu_ilp32", ENV_GNUILP32),
    ("code16", ENV_CODE16),
    ("gnu", ENV_GNU),
    ("android", ENV_Android),
    ("musleabihf", ENV_MuslEABIHF),
    ("musleabi", ENV_MuslEABI),
    ("muslx32", ENV_MuslX32),
    ("musl", ENV_Musl),
    ("msvc", ENV_MSVC),
    ("itanium", ENV_Itanium),
    ("cygnus", ENV_Cygnus),
    ("coreclr", ENV_CoreCLR),
    ("simulator", ENV_Simulator),
    ("macabi", ENV_MacABI),
)


def parse_environment(name: str) -> int:
    """Triple::parseEnvironment (by prefix)."""
    for prefix, env in _ENV_PREFIXES:
        if name.startswith(prefix):
            return env
    return ENV_UnknownEnvironment


# ---------------------------------------------------------------- object formats
OBJECT_FORMAT_NAMES: tuple[str, ...] = ("", "coff", "elf", "goff", "macho", "wasm", "xcoff", "spirv")
(OF_UnknownObjectFormat, OF_COFF, OF_ELF, OF_GOFF, OF_MachO, OF_Wasm, OF_XCOFF, OF_SPIRV) = range(
    len(OBJECT_FORMAT_NAMES)
)
_FORMAT_SUFFIXES = (
    ("coff", OF_COFF),
    ("elf", OF_ELF),
    ("goff", OF_GOFF),
    ("macho", OF_MachO),
    ("wasm", OF_Wasm),
    ("xcoff", OF_XCOFF),
    ("spirv", OF_SPIRV),
)


def parse_format(name: str) -> int:
    """Triple::parseFormat (by suffix; ``xcoff`` is tested before ``coff``)."""
    if name.endswith("xcoff"):
        return OF_XCOFF
    for suffix, fmt in _FORMAT_SUFFIXES:
        if name.endswith(suffix):
            return fmt
    return OF_UnknownObjectFormat


_POINTER_64 = frozenset(
    {
        ARCH_aarch64,
        ARCH_aarch64_be,
        ARCH_amdgcn,
        ARCH_amdil64,
        ARCH_bpfel,
        ARCH_bpfeb,
        ARCH_hsail64,
        ARCH_le64,
        ARCH_mips64,
        ARCH_mips64el,
        ARCH_nvptx64,
        ARCH_ppc64,
        ARCH_ppc64le,
        ARCH_renderscript64,
        ARCH_riscv64,
        ARCH_sparcv9,
        ARCH_spir64,
        ARCH_spirv64,
        ARCH_systemz,
        ARCH_ve,
        ARCH_wasm64,
        ARCH_x86_64,
    }
)
_POINTER_16 = frozenset({ARCH_avr, ARCH_msp430})
_BIG_ENDIAN = frozenset(
    {
        ARCH_armeb,
        ARCH_aarch64_be,
        ARCH_bpfeb,
        ARCH_m68k,
        ARCH_mips,
        ARCH_mips64,
        ARCH_ppc,
        ARCH_ppc64,
        ARCH_sparc,
        ARCH_sparcv9,
        ARCH_systemz,
        ARCH_tce,
        ARCH_thumbeb,
        ARCH_lanai,
    }
)


class Triple:
    """A parsed target triple (LLVM: llvm::Triple).  ``str(t)`` is the triple as given."""

    __slots__ = ("data", "arch", "vendor", "os", "environment", "object_format", "arch_name")

    def __init__(self, text: str) -> None:
        self.data = text
        comps = text.split("-", 3)
        self.arch = ARCH_UnknownArch
        self.vendor = VENDOR_UnknownVendor
        self.os = OS_UnknownOS
        self.environment = ENV_UnknownEnvironment
        self.object_format = OF_UnknownObjectFormat
        self.arch_name = comps[0] if comps else ""
        if comps:
            self.arch = parse_arch(comps[0])
            if len(comps) > 1:
                self.vendor = parse_vendor(comps[1])
                if len(comps) > 2:
                    self.os = parse_os(comps[2])
                    if len(comps) > 3:
                        self.environment = parse_environment(comps[3])
                        self.object_format = parse_format(comps[3])
            else:
                c = comps[0]
                if c.startswith("mipsn32"):
                    self.environment = ENV_GNUABIN32
                elif c.startswith(("mips64", "mipsisa64")):
                    self.environment = ENV_GNUABI64
                elif c.startswith("mipsisa32") or c in ("mips", "mipsel", "mipsr6", "mipsr6el"):
                    self.environment = ENV_GNU
        if self.object_format == OF_UnknownObjectFormat:
            self.object_format = self._default_format()

    def _default_format(self) -> int:
        a = self.arch
        if a in (
            ARCH_UnknownArch,
            ARCH_aarch64,
            ARCH_aarch64_32,
            ARCH_arm,
            ARCH_thumb,
            ARCH_x86,
            ARCH_x86_64,
        ):
            if self.is_os_darwin():
                return OF_MachO
            if self.os == OS_Win32:
                return OF_COFF
            return OF_ELF
        if a in (ARCH_ppc, ARCH_ppc64) and self.os == OS_AIX:
            return OF_XCOFF
        if a == ARCH_systemz and self.os == OS_ZOS:
            return OF_GOFF
        if a in (ARCH_wasm32, ARCH_wasm64):
            return OF_Wasm
        if a in (ARCH_spirv32, ARCH_spirv64):
            return OF_SPIRV
        return OF_ELF

    def __str__(self) -> str:
        return self.data

    def __repr__(self) -> str:
        return f"Triple({self.data!r})"

    # Names as LLVM's get*TypeName.
    @property
    def arch_type_name(self) -> str:
        return ARCH_NAMES[self.arch]

    @property
    def vendor_type_name(self) -> str:
        return VENDOR_NAMES[self.vendor]

    @property
    def os_type_name(self) -> str:
        return OS_NAMES[self.os]

    @property
    def environment_type_name(self) -> str:
        return ENVIRONMENT_NAMES[self.environment]

    @property
    def object_format_type_name(self) -> str:
        return OBJECT_FORMAT_NAMES[self.object_format]

    def components(self) -> list[str]:
        return self.data.split("-", 3)

    @property
    def os_name(self) -> str:
        c = self.data.split("-", 3)
        return c[2] if len(c) > 2 else ""

    @property
    def environment_name(self) -> str:
        c = self.data.split("-", 3)
        return c[3] if len(c) > 3 else ""

    # Predicates used by the targets.
    def is_arch_64_bit(self) -> bool:
        return self.arch in _POINTER_64

    def is_arch_32_bit(self) -> bool:
        return self.arch != ARCH_UnknownArch and self.arch not in _POINTER_64 and self.arch not in _POINTER_16

    def is_arch_16_bit(self) -> bool:
        return self.arch in _POINTER_16

    def is_little_endian(self) -> bool:
        return self.arch not in _BIG_ENDIAN

    def is_x86(self) -> bool:
        return self.arch in (ARCH_x86, ARCH_x86_64)

    def is_os_darwin(self) -> bool:
        return self.os in (OS_Darwin, OS_MacOSX, OS_IOS, OS_TvOS, OS_WatchOS)

    def is_os_linux(self) -> bool:
        return self.os == OS_Linux

    def is_os_windows(self) -> bool:
        return self.os == OS_Win32

    def is_os_bin_format_elf(self) -> bool:
        return self.object_format == OF_ELF

    def is_os_bin_format_coff(self) -> bool:
        return self.object_format == OF_COFF

    def is_os_bin_format_macho(self) -> bool:
        return self.object_format == OF_MachO

    def is_android(self) -> bool:
        return self.environment == ENV_Android

    def is_musl(self) -> bool:
        return self.environment in (ENV_Musl, ENV_MuslEABI, ENV_MuslEABIHF, ENV_MuslX32)

    def is_gnu_environment(self) -> bool:
        return self.environment in (
            ENV_GNU,
            ENV_GNUABIN32,
            ENV_GNUABI64,
            ENV_GNUEABI,
            ENV_GNUEABIHF,
            ENV_GNUX32,
            ENV_GNUILP32,
        )

    def is_x32(self) -> bool:
        return self.environment in (ENV_GNUX32, ENV_MuslX32)

    def is_riscv(self) -> bool:
        return self.arch in (ARCH_riscv32, ARCH_riscv64)

    def is_aarch64(self) -> bool:
        return self.arch in (ARCH_aarch64, ARCH_aarch64_be, ARCH_aarch64_32)

    def is_bpf(self) -> bool:
        return self.arch in (ARCH_bpfel, ARCH_bpfeb)

    def is_ppc(self) -> bool:
        return self.arch in (ARCH_ppc, ARCH_ppcle, ARCH_ppc64, ARCH_ppc64le)

    def is_nvptx(self) -> bool:
        return self.arch in (ARCH_nvptx, ARCH_nvptx64)


def normalize(text: str) -> str:
    """Triple::normalize: the canonical form of a triple (see the module docstring)."""
    comps = text.split("-")
    is_mingw = False
    is_cygwin = False
    arch = parse_arch(comps[0]) if len(comps) > 0 else ARCH_UnknownArch
    vendor = parse_vendor(comps[1]) if len(comps) > 1 else VENDOR_UnknownVendor
    os_ = OS_UnknownOS
    if len(comps) > 2:
        os_ = parse_os(comps[2])
        is_cygwin = comps[2].startswith("cygwin")
        is_mingw = comps[2].startswith("mingw")
    env = parse_environment(comps[3]) if len(comps) > 3 else ENV_UnknownEnvironment
    fmt = parse_format(comps[4]) if len(comps) > 4 else OF_UnknownObjectFormat

    found = [
        arch != ARCH_UnknownArch,
        vendor != VENDOR_UnknownVendor,
        os_ != OS_UnknownOS,
        env != ENV_UnknownEnvironment,
    ]
    nfound = 4
    for pos in range(4):
        if found[pos]:
            continue
        idx = 0
        while idx < len(comps):
            if idx < nfound and found[idx]:
                idx += 1
                continue
            comp = comps[idx]
            valid = False
            if pos == 0:
                arch = parse_arch(comp)
                valid = arch != ARCH_UnknownArch
            elif pos == 1:
                vendor = parse_vendor(comp)
                valid = vendor != VENDOR_UnknownVendor
            elif pos == 2:
                os_ = parse_os(comp)
                is_cygwin = comp.startswith("cygwin")
                is_mingw = comp.startswith("mingw")
                valid = os_ != OS_UnknownOS or is_cygwin or is_mingw
            else:
                env = parse_environment(comp)
                valid = env != ENV_UnknownEnvironment
                if not valid:
                    fmt = parse_format(comp)
                    valid = fmt != OF_UnknownObjectFormat
            if not valid:
                idx += 1
                continue
            if pos < idx:
                # Move left: empty the source slot, then ripple the displaced components right.
                current = comps[idx]
                comps[idx] = ""
                i = pos
                while current:
                    while i < nfound and found[i]:
                        i += 1
                    if i >= len(comps):
                        comps.append("")
                    current, comps[i] = comps[i], current
                    i += 1
            elif pos > idx:
                # Push right by inserting empty components until it reaches ``pos``.
                while True:
                    current = ""
                    i = idx
                    while i < len(comps):
                        current, comps[i] = comps[i], current
                        if not current:
                            break
                        i += 1
                        while i < nfound and found[i]:
                            i += 1
                    if current:
                        comps.append(current)
                    idx += 1
                    while idx < nfound and found[idx]:
                        idx += 1
                    if idx >= pos:
                        break
            found[pos] = True
            break

    comps = [c if c else "unknown" for c in comps]

    if env == ENV_Android and len(comps) > 3 and comps[3].startswith("androideabi"):
        ver = comps[3][len("androideabi") :]
        comps[3] = "android" + ver
    if vendor == VENDOR_SUSE and env == ENV_GNUEABI:
        comps[3] = "gnueabihf"

    def resize(n: int) -> None:
        del comps[n:]
        while len(comps) < n:
            comps.append("")

    if os_ == OS_Win32:
        resize(4)
        comps[2] = "windows"
        if env == ENV_UnknownEnvironment:
            if fmt in (OF_UnknownObjectFormat, OF_COFF):
                comps[3] = "msvc"
            else:
                comps[3] = OBJECT_FORMAT_NAMES[fmt]
    elif is_mingw:
        resize(4)
        comps[2] = "windows"
        comps[3] = "gnu"
    elif is_cygwin:
        resize(4)
        comps[2] = "windows"
        comps[3] = "cygnus"
    if is_mingw or is_cygwin or (os_ == OS_Win32 and env != ENV_UnknownEnvironment):
        if fmt not in (OF_UnknownObjectFormat, OF_COFF):
            resize(5)
            comps[4] = OBJECT_FORMAT_NAMES[fmt]
    return "-".join(comps)
