"""tests/bpf/encodings: every form llvm-mc-14 encodes (all-forms.enc) and the llc-only forms decode in the VM."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import bpf_corpus as corpus
import pytest
from ebpf_vm import VM, VMError, decode

ENC_DIR = Path(__file__).resolve().parent / "encodings"
EXIT = bytes([0x95, 0, 0, 0, 0, 0, 0, 0])


def mc_encodings() -> list[tuple[str, bytes]]:
    out: list[tuple[str, bytes]] = []
    for line in (ENC_DIR / "all-forms.enc").read_text().splitlines():
        m = re.match(r"\s*(.*?)\s*# encoding: \[(.*)\]", line)
        if m:
            out.append((m.group(1), bytes(int(b, 16) for b in m.group(2).split(","))))
    return out


def llc_only_encodings() -> list[tuple[str, bytes]]:
    out: list[tuple[str, bytes]] = []
    for line in (ENC_DIR / "llc-only-forms.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            raw, text = line.split("\t", 1)
            out.append((text, bytes.fromhex(raw.replace(" ", ""))))
    return out


def test_every_form_assembled() -> None:
    lines = [
        ln
        for ln in (ENC_DIR / "all-forms.s").read_text().splitlines()
        if ln.strip() and not ln.startswith("#")
    ]
    encs = mc_encodings()
    assert len(encs) == len(lines) >= 140
    assert [" ".join(text.split()) for text, _ in encs] == [" ".join(ln.split()) for ln in lines]


@pytest.mark.parametrize("text,enc", mc_encodings() + llc_only_encodings(), ids=lambda v: str(v))
def test_vm_decodes_form(text: str, enc: bytes) -> None:
    # The form, then exits for its jump targets (offsets are -1, 0 or +1).
    vm = VM()
    insns = decode(enc + EXIT * 2)
    if enc[0] == 0x85 and insns[0][4] not in vm.helpers:
        with pytest.raises(VMError, match="unknown helper"):
            vm.compile(insns)
        return
    vm.compile(insns)
    assert len(vm.steps) == len(insns) + 1


def test_enc_file_is_llvm_mc_output() -> None:
    mc = corpus.tool("llvm-mc-14")
    if mc is None:
        pytest.skip("llvm-mc-14 is not installed")
    res = subprocess.run(
        [mc, "-triple=bpfel", "-mattr=+alu32", "-mcpu=v3", "-show-encoding", str(ENC_DIR / "all-forms.s")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert res.stdout == (ENC_DIR / "all-forms.enc").read_text()
