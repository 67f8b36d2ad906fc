"""pyllc's BPF objects (``-filetype=obj``) against LLVM 14's, on every corpus program.

For each program (the default variant; ``PYLLC_SLOW=1`` adds -mcpu=v3 and -mattr=+alu32):

* exact: pyllc's object is byte for byte what ``llvm-mc-14 -filetype=obj`` makes of pyllc's own assembly (the
  same instructions and directives through LLVM's assembler and ELF writer);
* against ``llc-14 -filetype=obj``: when pyllc's assembly is llc-14's, the objects are identical; otherwise
  ``llvm-readobj-14 -S -r --symbols`` agrees on the sections (name, type, flags, link, info, alignment, entry
  size; the size of every section that holds no code), the symbols other than block labels (name, binding,
  type, visibility, section; value and size outside code, the size of a function whose assembly is the
  same) and the relocations (type and symbol; offsets too outside code); and every function whose assembly
  is the same disassembles (``llvm-objdump-14 -d``) to the same instructions.

What the comparison leaves out differs only because pyllc's code differs from llc-14's: the code sections'
sizes and offsets (and so every file offset, the relocation offsets in code and the function values), the
block labels (``LBB<f>_<n>`` are local symbols in BPF objects, named after block numbers and present where a
branch targets a block), and with them the ``.symtab``/``.strtab`` sizes and ``.symtab``'s first-global
index.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import bpf_corpus as corpus
import pytest

REPO = Path(__file__).resolve().parents[2]
LLC = corpus.tool("llc-14")
LLVM_MC = corpus.tool("llvm-mc-14")
READOBJ = corpus.tool("llvm-readobj-14")
OBJDUMP = corpus.tool("llvm-objdump-14")
SLOW = os.environ.get("PYLLC_SLOW") == "1"

#: Programs pyllc refuses (see test_bpf_differential.NOT_YET).
NOT_YET: dict[str, str] = {}


def _missing_tool() -> str | None:
    for name, path in (("llc-14", LLC), ("llvm-mc-14", LLVM_MC), ("llvm-readobj-14", READOBJ)):
        if path is None:
            return f"{name} is not installed"
    if OBJDUMP is None:
        return "llvm-objdump-14 is not installed"
    return None


def run(cmd: list[str], **kw: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def pyllc(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return run([sys.executable, "-m", "pyllc.tools.llc", *args], env=env, cwd=REPO)


# ----- llvm-readobj-14 -S -r --symbols, parsed -----
_KV = re.compile(r"^\s*(\w+): (.*)$")


def readobj(path: Path) -> dict[str, Any]:
    """``{"sections": [{field: value}], "symbols": [...], "relocations": {section: [(offset, type, sym)]}}``."""
    assert READOBJ is not None
    text = run([READOBJ, "-S", "-r", "--symbols", str(path)], check=True).stdout
    sections: list[dict[str, str]] = []
    symbols: list[dict[str, str]] = []
    relocs: dict[str, list[tuple[str, str, str]]] = {}
    cur: dict[str, str] | None = None
    part = ""
    rel_section = ""
    for line in text.splitlines():
        s = line.strip()
        if s in ("Sections [", "Symbols [", "Relocations ["):
            part = s.split()[0]
            continue
        if part == "Relocations":
            m = re.match(r"^Section \(\d+\) (\S+) \{$", s)
            if m:
                rel_section = m.group(1)
                relocs[rel_section] = []
            elif s.startswith("0x"):
                off, typ, sym, *_ = s.split()
                relocs[rel_section].append((off, typ, sym))
            continue
        if s in ("Section {", "Symbol {"):
            cur = {}
            (sections if s == "Section {" else symbols).append(cur)
            continue
        if s.startswith("Flags [") and cur is not None:
            cur["Flags"] = s.split("(", 1)[1].rstrip(")")
            continue
        m = _KV.match(line)
        if m and cur is not None:
            key, value = m.groups()
            cur[key] = re.sub(r" \(\d+\)$", "", value) if key == "Name" else value
    return {"sections": sections, "symbols": symbols, "relocations": relocs}


def is_code(section: dict[str, str]) -> bool:
    return int(section["Flags"], 16) & 0x4 != 0


def functions_asm(asm: str) -> dict[str, str]:
    """Each function's assembly, from its label to its ``.Lfunc_end``."""
    out: dict[str, str] = {}
    for m in re.finditer(r"^(\w+):[^\n]*\n(.*?)^\.Lfunc_end\d+:", asm, re.M | re.S):
        out[m.group(1)] = m.group(2)
    return out


def functions_disasm(path: Path, names: set[str]) -> dict[str, list[str]]:
    """Each function's instructions as ``llvm-objdump-14 -d`` shows them, without addresses."""
    assert OBJDUMP is not None
    text = run([OBJDUMP, "-d", str(path)], check=True).stdout
    out: dict[str, list[str]] = {}
    cur: list[str] | None = None
    for line in text.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if m:
            if m.group(1) in names:
                cur = out[m.group(1)] = []
            elif cur is not None:
                cur.append(f"<{m.group(1)}>")
            continue
        if line.startswith("Disassembly of section"):
            cur = None
        elif cur is not None and ":\t" in line:
            cur.append(line.split(":\t", 1)[1])
    return out


def normalized(obj: dict[str, Any], same_functions: set[str]) -> dict[str, Any]:
    """The readobj fields that do not follow from the code's size (see the module docstring)."""
    code_sections = {s["Name"] for s in obj["sections"] if is_code(s)}
    sections: list[dict[str, str]] = []
    for s in obj["sections"]:
        keep = {k: s[k] for k in ("Name", "Type", "Flags", "Link", "AddressAlignment", "EntrySize")}
        if s["Name"] != ".symtab":
            keep["Info"] = s["Info"]
        if not is_code(s) and s["Name"] not in (".symtab", ".strtab") and not s["Name"].startswith(".rel"):
            keep["Size"] = s["Size"]
        sections.append(keep)
    symbols: list[dict[str, str]] = []
    for sym in obj["symbols"]:
        if re.fullmatch(r"LBB\d+_\d+", sym["Name"]):
            continue
        keep = {k: sym[k] for k in ("Name", "Binding", "Type", "Other", "Section")}
        in_code = sym["Section"].split(" (")[0] in code_sections
        if not in_code:
            keep["Value"], keep["Size"] = sym["Value"], sym["Size"]
        elif sym["Name"] in same_functions:
            keep["Size"] = sym["Size"]
        symbols.append(keep)
    # A symbol first named by an instruction is registered there: with other code, in another order.
    symbols.sort(key=lambda k: (k["Binding"] != "Local (0x0)", k["Type"] != "File (0x4)", k["Name"]))
    relocs: dict[str, Any] = {}
    for sec, entries in obj["relocations"].items():
        target = sec[len(".rel") :]
        if target in code_sections:
            relocs[sec] = sorted({(t, s) for _, t, s in entries})
        else:
            relocs[sec] = entries
    return {"sections": sections, "symbols": symbols, "relocations": relocs}


def _marks(name: str, variant: str) -> list[pytest.MarkDecorator]:
    if variant != "default" and not SLOW:
        return [pytest.mark.skip(reason="PYLLC_SLOW=1 runs this variant")]
    if name in NOT_YET:
        return [pytest.mark.skip(reason=f"pyllc refuses it: {NOT_YET[name]}")]
    return []


CASES = [
    pytest.param(prog, variant, id=f"{prog.name}-{variant}", marks=_marks(prog.name, variant))
    for prog in corpus.programs()
    for variant in prog.variants
]


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("bpfobj")


def build(ll: Path, options: list[str], stem: Path, march: str = "bpf") -> dict[str, Path]:
    """pyllc's assembly and object, llc-14's assembly and object, llvm-mc-14's object of pyllc's assembly."""
    assert LLC is not None and LLVM_MC is not None
    paths = {k: stem.with_suffix(f".{k}") for k in ("p.s", "p.o", "l.s", "l.o", "m.o")}
    for filetype, key in (("asm", "p.s"), ("obj", "p.o")):
        res = pyllc(f"-march={march}", f"-filetype={filetype}", *options, str(ll), "-o", str(paths[key]))
        assert res.returncode == 0, res.stderr
    for filetype, key in (("asm", "l.s"), ("obj", "l.o")):
        cmd = [LLC, f"-march={march}", f"-filetype={filetype}", *options, str(ll), "-o", str(paths[key])]
        run(cmd, check=True)
    triple = "bpfeb" if march == "bpfeb" else "bpfel"
    mc = run(
        [LLVM_MC, f"-triple={triple}", "-filetype=obj", *options, str(paths["p.s"]), "-o", str(paths["m.o"])]
    )
    if mc.returncode:
        paths.pop("m.o")
        print(f"llvm-mc-14 cannot assemble pyllc's asm of {ll.name}: {mc.stderr.splitlines()[0]}")
    return paths


def check_against_llc(paths: dict[str, Path]) -> str:
    """The comparison with llc-14's object; 'identical' or 'normalized'."""
    got, ref = paths["p.o"].read_bytes(), paths["l.o"].read_bytes()
    p_asm, l_asm = paths["p.s"].read_text(), paths["l.s"].read_text()
    if p_asm == l_asm:
        assert got == ref, "same assembly as llc-14 but a different object"
        return "identical"
    if got == ref:
        return "identical"
    p_funcs, l_funcs = functions_asm(p_asm), functions_asm(l_asm)
    assert sorted(p_funcs) == sorted(l_funcs)
    same = {f for f in p_funcs if p_funcs[f] == l_funcs[f]}
    assert normalized(readobj(paths["p.o"]), same) == normalized(readobj(paths["l.o"]), same)
    if same:
        p_dis, l_dis = (
            functions_disasm(paths["p.o"], set(p_funcs)),
            functions_disasm(paths["l.o"], set(l_funcs)),
        )
        for f in sorted(same):
            assert p_dis[f] == l_dis[f], f
    return "normalized"


@pytest.mark.parametrize("prog,variant", CASES)
def test_object_vs_llvm(prog: corpus.Program, variant: str, workdir: Path) -> None:
    reason = _missing_tool()
    if reason:
        print(reason)
        pytest.skip(reason)
    paths = build(prog.ll(variant), corpus.VARIANTS[variant][1], workdir / f"{prog.name}.{variant}")
    if "m.o" in paths:
        assert paths["p.o"].read_bytes() == paths["m.o"].read_bytes(), "differs from llvm-mc-14's object"
    print(prog.name, variant, check_against_llc(paths))


@pytest.mark.parametrize("name", ["bpf2bpf_calls", "global_counters", "rodata_table"])
def test_big_endian_object(name: str, workdir: Path) -> None:
    """``-march=bpfeb``: the object is llvm-mc-14's (``-triple=bpfeb``) of pyllc's assembly."""
    reason = _missing_tool()
    if reason:
        print(reason)
        pytest.skip(reason)
    prog = next(p for p in corpus.programs() if p.name == name)
    paths = build(prog.ll("default"), [], workdir / f"{name}.eb", "bpfeb")
    assert paths["p.o"].read_bytes()[5] == 2  # ELFDATA2MSB
    assert paths["p.o"].read_bytes() == paths["m.o"].read_bytes()
    check_against_llc(paths)


#: Programs whose unwind-table build (``nounwind`` replaced) runs by default; PYLLC_SLOW=1 runs all.
UNWIND_SAMPLE = (
    "bpf2bpf_calls",
    "call_depth",
    "global_counters",
    "rodata_table",
    "switch_sparse",
    "stack_sort",
)


def without_nounwind(ll: Path, out: Path) -> Path:
    """``ll`` with ``nounwind`` replaced by ``uwtable`` in its attribute groups: every function needs an
    ``.eh_frame`` entry, as C built with exceptions or ``-funwind-tables`` has."""
    text = re.sub(r"(?m)^(attributes #\d+ = \{.*?)\bnounwind\b", r"\1uwtable", ll.read_text())
    out.write_text(text)
    return out


@pytest.mark.parametrize(
    "prog",
    [
        pytest.param(
            p,
            id=p.name,
            marks=[]
            if SLOW or p.name in UNWIND_SAMPLE
            else [pytest.mark.skip(reason="PYLLC_SLOW=1 runs this program")],
        )
        for p in corpus.programs()
        if p.name not in NOT_YET
    ],
)
def test_unwind_tables_object(prog: corpus.Program, workdir: Path) -> None:
    """Functions with unwind tables: pyllc's ``.eh_frame`` (CIE, one FDE per function, ``.rel.eh_frame``)
    is byte for byte llvm-mc-14's of the same assembly (where llvm-mc-14 takes it), and the object compares
    with llc-14's as above."""
    reason = _missing_tool()
    if reason:
        print(reason)
        pytest.skip(reason)
    variant = prog.variants[0]
    ll = without_nounwind(prog.ll(variant), workdir / f"{prog.name}.uw.ll")
    paths = build(ll, corpus.VARIANTS[variant][1], workdir / f"{prog.name}.uw")
    assert "\t.cfi_startproc" in paths["p.s"].read_text()
    assert ".eh_frame" in {s["Name"] for s in readobj(paths["p.o"])["sections"]}
    if "m.o" in paths:
        assert paths["p.o"].read_bytes() == paths["m.o"].read_bytes(), "differs from llvm-mc-14's object"
    print(prog.name, check_against_llc(paths))
