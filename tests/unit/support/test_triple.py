"""Triple parsing and Triple::normalize, checked against clang-14's -print-target-triple."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from pyllc.support import triple as T

# (input, llvm::Triple::normalize) as printed by `clang-14 --target=<input> -print-target-triple`.
NORMALIZED = [
    ("x86_64-linux-gnu", "x86_64-unknown-linux-gnu"),
    ("i686-pc-linux", "i686-pc-linux"),
    ("x86_64", "x86_64"),
    ("x86_64--linux-gnu", "x86_64-unknown-linux-gnu"),
    ("linux-x86_64", "x86_64-unknown-linux"),
    ("x86_64-pc-win32", "x86_64-pc-windows-msvc"),
    ("x86_64-w64-mingw32", "x86_64-w64-windows-gnu"),
    ("pc-i686", "i686-pc"),
    ("armv7-linux-gnueabihf", "armv7-unknown-linux-gnueabihf"),
    ("bpf", "bpf"),
    ("bpfel", "bpfel"),
    ("bpfeb", "bpfeb"),
    ("riscv64-unknown-elf", "riscv64-unknown-unknown-elf"),
    ("nvptx64-nvidia-cuda", "nvptx64-nvidia-cuda"),
    ("aarch64-linux-android", "aarch64-unknown-linux-android"),
    ("x86_64-pc-linux-gnu", "x86_64-pc-linux-gnu"),
    ("i386-linux", "i386-unknown-linux"),
    ("gnu-linux-x86_64", "x86_64-unknown-linux-gnu"),
    ("x86_64-unknown-linux-gnux32", "x86_64-unknown-linux-gnux32"),
    ("x86_64-pc-windows-elf", "x86_64-pc-windows-elf"),
    ("x86_64-pc-cygwin", "x86_64-pc-windows-cygnus"),
    ("i686-pc-mingw32", "i686-pc-windows-gnu"),
    ("armv7a-linux-androideabi", "armv7a-unknown-linux-android"),
    ("arm-linux-androideabi21", "arm-unknown-linux-android21"),
    ("x86_64-apple-macosx10.15", "x86_64-apple-macosx10.15"),
    ("arm64-apple-ios", "arm64-apple-ios"),
    ("powerpc64le-unknown-linux-gnu", "powerpc64le-unknown-linux-gnu"),
    ("ppc64-ibm-aix", "ppc64-ibm-aix"),
    ("riscv32", "riscv32"),
    ("hexagon-unknown-elf", "hexagon-unknown-unknown-elf"),
    ("--", "unknown-unknown-unknown"),
    ("a-b-c-d-e", "a-b-c-d-e"),
    ("x86_64-unknown-unknown-elf", "x86_64-unknown-unknown-elf"),
    ("elf-x86_64", "x86_64-unknown-unknown-elf"),
    ("x86_64-elf", "x86_64-unknown-unknown-elf"),
    ("x86_64-suse-linux-gnueabi", "x86_64-suse-linux-gnueabihf"),
    ("x86_64-pc-windows-msvc-elf", "x86_64-pc-windows-msvc-elf"),
    ("x86_64-gnu", "x86_64-unknown-unknown-gnu"),
    ("mips64el-linux-gnuabi64", "mips64el-unknown-linux-gnuabi64"),
    ("wasm32-wasi", "wasm32-unknown-wasi"),
    ("thumbv7m-none-eabi", "thumbv7m-none-unknown-eabi"),
    ("i686-windows-gnu-coff", "i686-unknown-windows-gnu"),
    ("x86_64-w64-windows-gnu-elf", "x86_64-w64-windows-gnu-elf"),
    ("linux", "unknown-unknown-linux"),
    ("gnu", "unknown-unknown-unknown-gnu"),
    ("pc", "unknown-pc"),
]


@pytest.mark.parametrize("text,expected", NORMALIZED)
def test_normalize(text: str, expected: str) -> None:
    assert T.normalize(text) == expected


@pytest.mark.skipif(not shutil.which("clang-14"), reason="needs clang-14 as the oracle")
def test_normalize_matches_clang_live() -> None:
    extra = [
        "i686-linux-gnu-elf",
        "x86_64-pc-linux-musl",
        "linux-gnu-x86_64-pc",
        "riscv64-linux",
        "x86_64-w64",
        "i686-w64-windows",
        "x86_64-macho",
        "unknown-x86_64",
        "x86_64-foo-bar-baz-qux",
        "i686-unknown-nacl",
    ]
    for t in extra:
        want = subprocess.run(
            ["clang-14", f"--target={t}", "-print-target-triple"], capture_output=True, text=True
        ).stdout.strip()
        assert T.normalize(t) == want, t


def test_components() -> None:
    t = T.Triple("x86_64-pc-linux-gnu")
    assert t.arch == T.ARCH_x86_64 and t.arch_type_name == "x86_64"
    assert t.vendor == T.VENDOR_PC and t.os == T.OS_Linux and t.environment == T.ENV_GNU
    assert t.object_format == T.OF_ELF and t.is_arch_64_bit() and t.is_x86() and t.is_little_endian()
    t = T.Triple("i686-pc-windows-msvc")
    assert t.arch == T.ARCH_x86 and t.arch_type_name == "i386" and t.is_arch_32_bit()
    assert t.object_format == T.OF_COFF and t.is_os_windows()
    t = T.Triple("x86_64-apple-macosx10.15")
    assert t.os == T.OS_MacOSX and t.object_format == T.OF_MachO and t.os_name == "macosx10.15"
    t = T.Triple("riscv64-unknown-elf")
    assert t.os == T.OS_UnknownOS and t.is_riscv() and t.object_format == T.OF_ELF
    assert T.Triple("aarch64_be-linux-gnu").arch == T.ARCH_aarch64_be
    assert T.Triple("armv7-linux-gnueabihf").arch == T.ARCH_arm
    assert T.Triple("thumbv7eb-none-eabi").arch == T.ARCH_thumbeb
    assert T.Triple("bpfeb").is_bpf() and not T.Triple("bpfeb").is_little_endian()
    assert T.Triple("nvptx64-nvidia-cuda").os == T.OS_CUDA
    assert T.Triple("mips64el").environment == T.ENV_GNUABI64
    assert T.Triple("x86_64-unknown-linux-gnux32").is_x32()
    assert T.Triple("powerpc-ibm-aix").object_format == T.OF_XCOFF
    assert T.Triple("wasm32-unknown-wasi").object_format == T.OF_Wasm
    assert T.Triple("foo-bar-baz").arch == T.ARCH_UnknownArch
