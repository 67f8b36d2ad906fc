"""-mcpu=native: LLVM 14's host CPU name and features, from canned /proc/cpuinfo texts."""

from pathlib import Path

import pytest

from pyllc.support.host import host_cpu_features, host_cpu_name, host_feature_string, parse_cpuinfo

DATA = Path(__file__).parent / "data" / "cpuinfo"


def info(name: str):
    return parse_cpuinfo((DATA / name).read_text())


@pytest.mark.parametrize(
    "name,cpu",
    [
        ("znver2-epyc7742.txt", "znver2"),
        ("znver3-epyc7763.txt", "znver3"),
        ("skylake-i7-6700.txt", "skylake"),
        ("icelake-server-8375c.txt", "icelake-server"),
        ("haswell-e5-2680v3.txt", "haswell"),
        # Family 26 (Zen 5) is newer than LLVM 14's table: "generic", as llc-14 --version says
        # "Host CPU: (unknown)" on it.
        ("amd-family26-host.txt", "generic"),
    ],
)
def test_cpu_name(name: str, cpu: str) -> None:
    assert host_cpu_name(info(name)) == cpu


@pytest.mark.parametrize(
    "name,on,off",
    [
        ("znver2-epyc7742.txt", "avx2 clzero sse4a sha wbnoinvd mwaitx lzcnt prfchw", "avx512f pku vaes"),
        ("znver3-epyc7763.txt", "vaes vpclmulqdq pku invpcid rdpid", "avx512f"),
        ("skylake-i7-6700.txt", "avx2 rtm clflushopt xsaves sahf lzcnt", "avx512f clwb sha sse4a"),
        (
            "icelake-server-8375c.txt",
            "avx512vbmi2 avx512vnni avx512bitalg avx512vpopcntdq gfni wbnoinvd pku sha",
            "avx512bf16 avx512vp2intersect amx-tile",
        ),
        ("haswell-e5-2680v3.txt", "avx2 fma bmi2 movbe xsaveopt invpcid", "adx rdseed avx512f clflushopt"),
    ],
)
def test_features(name: str, on: str, off: str) -> None:
    feats = host_cpu_features(info(name))
    assert len(feats) == 88
    assert all(feats[f] for f in on.split()), [f for f in on.split() if not feats[f]]
    assert not any(feats[f] for f in off.split()), [f for f in off.split() if feats[f]]
    assert feats["crc32"] == feats["sse4.2"]


def test_intel_guess_for_unknown_family6_model():
    text = (DATA / "icelake-server-8375c.txt").read_text().replace("model\t\t: 106", "model\t\t: 250")
    assert host_cpu_name(parse_cpuinfo(text)) == "icelake-client"


def test_host_features_match_llvm14_on_the_recorded_host():
    """The features clang-14 -march=native (LLVM 14's getHostCPUFeatures, from CPUID) printed on the host
    whose /proc/cpuinfo is recorded, but two: the kernel hides RDSEED on this CPU (it disables it on Zen 5)
    and lists shadow stacks only once user shadow stacks are enabled."""
    want = set((DATA / "amd-family26-host.clang14-features.txt").read_text().split())
    got = set(host_feature_string(info("amd-family26-host.txt")).split(","))
    assert got ^ want == {"+rdseed", "-rdseed", "+shstk", "-shstk"}
