#!/usr/bin/env python3
"""Compare the ``!pcsections`` sections of pyllc's and llc-16's objects for one IR file.

Both compilers build an ELF object of the IR file at the given ``-O`` level and code model; then, for each
PC section (a section with ``SHF_LINK_ORDER`` whose name is one of the IR's ``!pcsections`` names), the
script compares the name, flags, COMDAT group, the section it is linked to, the entry size (the width of the
PC-relative relocations), the number of entries, and per function the entries themselves: each entry's
relocation points at an instruction, which the disassembly (``llvm-objdump-14 -d``) names, so the entries
of a function compare as a sequence of mnemonics; the bytes after an entry (the auxiliary constants, for a
function's own entry first its size) compare byte for byte.

The entries are compared as a multiset per function and section: llc-16 keeps the instructions' metadata
nodes in a pointer-keyed map, so the order of the groups of entries (one group per metadata node) differs
from run to run; pyllc emits them in the order the nodes are first met.

A function's own entry is followed by the function's 32-bit size, which is checked against the size of the
function's symbol in each object rather than compared (the two compilers need not make code of the same
size).

Sections named ``name!C`` (the ``C`` encoding option) are not implemented by llc-16, which calls the section
``name!C`` and writes the constants at their full width; pyllc writes section ``name`` with the constants of
2 to 8 bytes and the function size as ULEB128 (the PC entries unchanged).  For those, the script decodes
pyllc's entries against the constants llc-16 wrote: each of llc-16's auxiliary byte strings is split into
the constant widths the IR names for that section, and must re-encode to pyllc's bytes.

pyllc's driver accepts only ``-code-model=small``; for another code model the script builds pyllc's
TargetMachine itself with that model (through the library functions the driver uses), which is meaningful
for code that does not itself depend on the code model (no global addresses, calls or constant pools).

Usage: ``utils/pcsections_compare.py file.ll [-O2] [--code-model=small] [-- extra llc flags]``; exit status
0 when everything matches, 1 with a report of the differences otherwise.  ``--no-mnemonics`` compares only
the layout (names, flags, links, entry sizes and counts, auxiliary bytes), not the instructions the entries
point at.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SHF_WRITE = 0x1
SHF_ALLOC = 0x2
SHF_EXECINSTR = 0x4
SHF_LINK_ORDER = 0x80
SHF_GROUP = 0x200
SHT_SYMTAB = 2
SHT_RELA = 4
SHT_GROUP = 17
R_X86_64_PC32 = 2
R_X86_64_PC64 = 24
STT_FUNC = 2


# ----------------------------------------------------------------------------------------------- ELF reading
@dataclass
class Section:
    index: int
    name: str
    type: int
    flags: int
    link: int
    info: int
    data: bytes
    group: str = ""


@dataclass
class Symbol:
    name: str
    value: int
    size: int
    type: int
    shndx: int


@dataclass
class Reloc:
    offset: int
    type: int
    sym: Symbol
    addend: int


@dataclass
class ElfObject:
    sections: list[Section]
    symbols: list[Symbol]
    relocs: dict[int, list[Reloc]] = field(default_factory=lambda: {})  # target section index -> relocations


def read_elf(data: bytes) -> ElfObject:
    """The sections, symbols and RELA relocations of an ELF64 little-endian relocatable object."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not an ELF64 little-endian object")
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    raw: list[tuple[int, int, int, int, int, int, int]] = []
    for i in range(shnum):
        name, typ, flags, _addr, off, size, link, info, _align, _entsize = struct.unpack_from(
            "<IIQQQQIIQQ", data, shoff + i * shentsize
        )
        raw.append((name, typ, flags, off, size, link, info))
    strtab_off = raw[shstrndx][3]

    def cstr(base: int, at: int) -> str:
        end = data.index(b"\0", base + at)
        return data[base + at : end].decode()

    sections = [
        Section(
            i, cstr(strtab_off, r[0]), r[1], r[2], r[5], r[6], data[r[3] : r[3] + r[4]] if r[1] != 8 else b""
        )
        for i, r in enumerate(raw)
    ]
    symbols: list[Symbol] = []
    for s in sections:
        if s.type == SHT_SYMTAB:
            str_off = raw[s.link][3]
            for j in range(len(s.data) // 24):
                name, info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", s.data, j * 24)
                symbols.append(Symbol(cstr(str_off, name), value, size, info & 0xF, shndx))
    obj = ElfObject(sections, symbols)
    for s in sections:
        if s.type == SHT_RELA:
            out = obj.relocs.setdefault(s.info, [])
            for j in range(len(s.data) // 24):
                off, info, addend = struct.unpack_from("<QQq", s.data, j * 24)
                out.append(Reloc(off, info & 0xFFFFFFFF, symbols[info >> 32], addend))
        elif s.type == SHT_GROUP:
            sig = symbols[s.info].name if s.info < len(symbols) else ""
            for j in range(1, len(s.data) // 4):
                member = struct.unpack_from("<I", s.data, j * 4)[0]
                sections[member].group = sig
    return obj


# ----------------------------------------------------------------------------------------------- disassembly
_HEADER = re.compile(r"^Disassembly of section (.*):$")
_PREFIXES = ("lock", "rep", "repne", "data16")
_INSN = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)")


def disassemble(path: str, obj: ElfObject) -> dict[tuple[int, int], str]:
    """``(section index, offset) -> mnemonic`` for every instruction of the executable sections (objdump names
    sections, so same-named ones are matched to the section headers in order)."""
    out = subprocess.run(
        ["llvm-objdump-14", "-d", "--no-show-raw-insn", path], capture_output=True, text=True, check=True
    )
    text_secs = [s for s in obj.sections if s.flags & SHF_EXECINSTR and s.data]
    order: dict[str, list[int]] = {}
    for s in text_secs:
        order.setdefault(s.name, []).append(s.index)
    result: dict[tuple[int, int], str] = {}
    cur = -1
    prefix: tuple[int, str] | None = None  # objdump prints a lock/rep prefix as its own line
    for line in out.stdout.splitlines():
        m = _HEADER.match(line)
        if m:
            idxs = order.get(m.group(1), [])
            cur = idxs.pop(0) if idxs else -1
            prefix = None
            continue
        m = _INSN.match(line)
        if m and cur >= 0:
            addr, mnem = int(m.group(1), 16), m.group(2)
            if mnem in _PREFIXES:
                prefix = (addr, mnem)
                continue
            if prefix is not None:
                result[(cur, prefix[0])] = prefix[1] + " " + mnem
                prefix = None
            result[(cur, addr)] = mnem
    return result


# ----------------------------------------------------------------------------------------------- IR knowledge
@dataclass
class IRInfo:
    names: set[str]  # section names as written, options included
    widths: dict[str, list[list[int]]]  # section name (with options) -> candidate aux width lists, in bits
    fn_sections: dict[str, list[str]]  # function -> section names of its own !pcsections


def read_ir_info(path: str) -> IRInfo:
    sys.path.insert(0, ROOT)
    from pyllc.ir.metadata import MD_pcsections, ConstantAsMetadata, MDNode, MDString
    from pyllc.tools.llc import parse_input, read_input

    name, data = read_input(path)
    module = parse_input(name, data)
    nodes: list[MDNode] = []
    fn_sections: dict[str, list[str]] = {}

    def sections_of(node: MDNode) -> list[tuple[str, list[int]]]:
        out: list[tuple[str, list[int]]] = []
        for op in node.operands:
            if isinstance(op, MDString):
                out.append((op.string, []))
            elif isinstance(op, MDNode) and out:
                for c in op.operands:
                    if isinstance(c, ConstantAsMetadata):
                        out[-1][1].append(c.value.type.bits)
        return out

    for fn in module.functions:
        for kind, node in fn.md or ():
            if kind == MD_pcsections:
                nodes.append(node)
                fn_sections[fn.name] = [s for s, _ in sections_of(node)]
        for bb in fn.blocks:
            for inst in bb.instructions:
                for kind, node in inst.md or ():
                    if kind == MD_pcsections:
                        nodes.append(node)
    names: set[str] = set()
    widths: dict[str, list[list[int]]] = {}
    for node in nodes:
        for sec, w in sections_of(node):
            names.add(sec)
            cands = widths.setdefault(sec, [])
            if w not in cands:
                cands.append(w)
    return IRInfo(names, widths, fn_sections)


# ----------------------------------------------------------------------------------------------- compiling
def compile_llc16(ir: str, opt: str, code_model: str, extra: list[str], out: str) -> None:
    cmd = ["llc-16", opt, f"-code-model={code_model}", "-filetype=obj", ir, "-o", out, *extra]
    subprocess.run(cmd, check=True, capture_output=True)


def compile_pyllc(ir: str, opt: str, code_model: str, extra: list[str], out: str) -> None:
    env = dict(os.environ, PYTHONPATH=ROOT)
    if code_model == "small":
        cmd = [sys.executable, "-m", "pyllc.tools.llc", opt, "-filetype=obj", ir, "-o", out, *extra]
    else:
        cmd = [sys.executable, os.path.abspath(__file__), "--pyllc-compile", ir, opt, code_model, out, *extra]
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode:
        raise RuntimeError(f"pyllc failed on {ir}: {r.stderr.strip()}")


def _pyllc_compile_with_code_model(ir: str, opt: str, code_model: str, out: str, extra: list[str]) -> None:
    """pyllc's compile_module with the TargetMachine built for ``code_model`` (which the driver refuses)."""
    sys.path.insert(0, ROOT)
    from pyllc.codegen.options import CodeGenOptions
    from pyllc.tools import llc as L

    args = L.parse_args(L.TOOL, [ir, opt, "-filetype=obj", "-o", out, *extra], L.all_options())
    name, data = L.read_input(ir)
    module = L.parse_input(name, data)
    cgo = CodeGenOptions.from_args(args)
    triple = getattr(module, "triple", "") or "x86_64-unknown-linux-gnu"
    small = L.create_target_machine(args, cgo, triple)  # the driver's checks, with the small code model
    tm = type(small)(
        triple, small.cpu, small.features, small.options, small.reloc_model, code_model, cgo.opt_level
    )
    pm = L.create_pass_manager(args, cgo, tm, module, False)
    result = L.generate_code(args, cgo, tm, module, pm)
    with open(out, "wb") as f:
        f.write(result if isinstance(result, bytes) else result.encode())


# ----------------------------------------------------------------------------------------------- analysis
@dataclass
class PCSection:
    name: str
    flags: int
    group: str
    link_name: str
    entry_size: int
    # function -> list of (mnemonic, tail bytes, is the function's own entry)
    entries: dict[str, list[tuple[str, bytes, bool]]]
    count: int


def _function_at(obj: ElfObject, shndx: int, off: int) -> Symbol | None:
    best = None
    for s in obj.symbols:
        if s.type == STT_FUNC and s.shndx == shndx and s.value <= off < s.value + max(s.size, 1):
            best = s
    return best


def decode_uleb(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        b = data[at]
        at += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, at


def analyze(
    path: str, info: IRInfo, compressed_names: set[str], problems: list[str], who: str
) -> dict[tuple[str, str, str], PCSection]:
    """The PC sections of one object, keyed by ``(section name, linked section name, group)``."""
    with open(path, "rb") as f:
        obj = read_elf(f.read())
    insns = disassemble(path, obj)
    wanted = {n.partition("!")[0] if n in compressed_names else n for n in info.names}
    out: dict[tuple[str, str, str], PCSection] = {}
    for sec in obj.sections:
        if sec.name not in wanted or not sec.flags & SHF_LINK_ORDER:
            continue
        compressed = sec.name in {n.partition("!")[0] for n in compressed_names}
        relocs = sorted(obj.relocs.get(sec.index, []), key=lambda r: r.offset)
        link = obj.sections[sec.link]
        sizes = {4 if r.type == R_X86_64_PC32 else 8 if r.type == R_X86_64_PC64 else -1 for r in relocs}
        if -1 in sizes or len(sizes) > 1:
            problems.append(
                f"{who}: {sec.name}: unexpected relocation types {sorted(r.type for r in relocs)}"
            )
        entry_size = min(sizes) if sizes else 0
        entries: dict[str, list[tuple[str, bytes, bool]]] = {}
        seen_fn_entry: set[str] = set()
        for i, r in enumerate(relocs):
            shndx = r.sym.shndx
            target = r.sym.value + r.addend
            fsym = _function_at(obj, shndx, target)
            fname = fsym.name if fsym is not None else "?"
            mnem = insns.get((shndx, target), f"<not an instruction: {obj.sections[shndx].name}+{target:#x}>")
            end = relocs[i + 1].offset if i + 1 < len(relocs) else len(sec.data)
            tail = sec.data[r.offset + entry_size : end]
            own = (
                fsym is not None
                and target == fsym.value
                and fname not in seen_fn_entry
                and any(sec.name in (s, s.partition("!")[0]) for s in info.fn_sections.get(fname, []))
                and not entries.get(fname)
            )
            if own and fsym is not None:
                seen_fn_entry.add(fname)
                if compressed:
                    size, at = decode_uleb(tail, 0)
                else:
                    size, at = struct.unpack_from("<I", tail, 0)[0], 4
                if size != fsym.size:
                    problems.append(
                        f"{who}: {sec.name}: function {fname}: size entry {size} != symbol size {fsym.size}"
                    )
                tail = tail[at:]
            # A function's own entry points at its start: the instruction there says nothing.
            entries.setdefault(fname, []).append(("<function>" if own else mnem, tail, own))
        key = (sec.name, link.name, sec.group)
        if key in out:
            problems.append(f"{who}: two sections {key}")
        out[key] = PCSection(sec.name, sec.flags, sec.group, link.name, entry_size, entries, len(relocs))
    return out


def _encode_uleb(v: int) -> bytes:
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def compress_tail(raw: bytes, cands: list[list[int]]) -> list[bytes]:
    """The ``!C`` encodings of llc-16's full-width constants ``raw`` for each candidate width list that
    splits it exactly."""
    outs: list[bytes] = []
    for widths in cands:
        sizes = [(w + 7) // 8 for w in widths]
        if sum(sizes) != len(raw):
            continue
        at = 0
        enc = bytearray()
        for w, n in zip(widths, sizes):
            chunk = raw[at : at + n]
            at += n
            if 1 < n <= 8:
                enc += _encode_uleb(int.from_bytes(chunk, "little") & ((1 << w) - 1))
            else:
                enc += chunk
        outs.append(bytes(enc))
    return outs


def _match_compressed(
    ea: list[tuple[str, bytes, bool]],
    eb: list[tuple[str, bytes, bool]],
    info: IRInfo,
    name: str,
    mnemonics: bool,
) -> list[str]:
    """Match pyllc's ``!C`` entries to llc-16's full-width ones: same target (and kind), and pyllc's bytes
    are the ULEB128 encoding of llc-16's constants."""
    out: list[str] = []
    if not mnemonics:
        ea = [e for e in ea if e[2] or e[1]]
        eb = [e for e in eb if e[2] or e[1]]
    if len(ea) != len(eb):
        out.append(f"{len(ea)} !C entries != llc-16 {len(eb)}")
    unused = list(ea)
    for mb, tb, ob in eb:
        want = compress_tail(tb, info.widths.get(name, [])) if tb else [b""]
        for cand in unused:
            ma, ta, oa = cand
            if oa == ob and (not mnemonics or ma == mb) and ta in want:
                unused.remove(cand)
                break
        else:
            out.append(
                f"no pyllc entry for llc-16's {(mb, tb.hex(), ob)} (expected bytes {[w.hex() for w in want]})"
            )
    for ma, ta, oa in unused:
        out.append(f"pyllc entry {(ma, ta.hex(), oa)} has no llc-16 counterpart")
    return out


def compare(
    ir: str,
    opt: str = "-O2",
    code_model: str = "small",
    extra: list[str] | None = None,
    mnemonics: bool = True,
) -> list[str]:
    """The differences between pyllc's and llc-16's PC sections for ``ir`` (empty: they match).

    With ``mnemonics`` false only the layout is compared: for the sections both objects have, the flags,
    group, link and entry size, the functions' own entries (with their constants) and the constants after the
    instructions' entries; not which instructions are marked or how many (at -O0 llc-16's FastISel and
    pyllc's SelectionDAG make different code)."""
    extra = extra or []
    info = read_ir_info(ir)
    compressed = {n for n in info.names if "C" in n.partition("!")[2]}
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        ours = os.path.join(tmp, "pyllc.o")
        theirs = os.path.join(tmp, "llc16.o")
        compile_pyllc(ir, opt, code_model, extra, ours)
        compile_llc16(ir, opt, code_model, extra, theirs)
        a = analyze(ours, info, compressed, problems, "pyllc")
        # llc-16 keeps the options in the section name.
        b_raw = analyze(theirs, IRInfo(info.names, info.widths, info.fn_sections), set(), problems, "llc-16")
    b: dict[tuple[str, str, str], PCSection] = {}
    for key, sec in b_raw.items():
        b[(key[0].partition("!")[0], key[1], key[2])] = sec
    for key in sorted(set(a) | set(b)):
        sa, sb = a.get(key), b.get(key)
        label = f"section {key[0]} (linked to {key[1]}{', group ' + key[2] if key[2] else ''})"
        if sa is None or sb is None:
            present = sa or sb
            assert present is not None
            has_fn_entry = any(o for es in present.entries.values() for _m, _t, o in es)
            if mnemonics or has_fn_entry:
                problems.append(f"{label}: only in {'llc-16' if sa is None else 'pyllc'}")
            continue
        is_c = sb.name in compressed
        if sa.flags != sb.flags:
            problems.append(f"{label}: flags {sa.flags:#x} != llc-16 {sb.flags:#x}")
        if sa.entry_size != sb.entry_size:
            problems.append(f"{label}: entry size {sa.entry_size} != llc-16 {sb.entry_size}")
        if mnemonics and sa.count != sb.count:
            problems.append(f"{label}: {sa.count} entries != llc-16 {sb.count}")
        for fn in sorted(set(sa.entries) | set(sb.entries)):
            ea, eb = sa.entries.get(fn, []), sb.entries.get(fn, [])
            if is_c:
                problems.extend(
                    f"{label}: {fn}: {m}" for m in _match_compressed(ea, eb, info, sb.name, mnemonics)
                )
                continue
            if not mnemonics:  # the own entries, and the constants after the instructions' groups
                ea = [e for e in ea if e[2] or e[1]]
                eb = [e for e in eb if e[2] or e[1]]
            key_a = sorted((m if mnemonics else "", t, o) for m, t, o in ea)
            key_b = sorted((m if mnemonics else "", t, o) for m, t, o in eb)
            if key_a != key_b:
                problems.append(f"{label}: {fn}: entries {key_a} != llc-16 {key_b}")
    return problems


def main(argv: list[str]) -> int:
    if argv[:1] == ["--pyllc-compile"]:
        ir, opt, cm, out, *extra = argv[1:]
        _pyllc_compile_with_code_model(ir, opt, cm, out, extra)
        return 0
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("ir")
    p.add_argument("-O", dest="opt", default="2", choices="0123")
    p.add_argument("--code-model", default="small", choices=("small", "kernel", "medium", "large"))
    p.add_argument("--no-mnemonics", action="store_true")
    p.add_argument("extra", nargs="*", help="more llc flags (after --)")
    ns = p.parse_args(argv)
    if shutil.which("llc-16") is None or shutil.which("llvm-objdump-14") is None:
        print("llc-16 and llvm-objdump-14 are needed", file=sys.stderr)
        return 2
    problems = compare(ns.ir, f"-O{ns.opt}", ns.code_model, ns.extra, not ns.no_mnemonics)
    for line in problems:
        print(line)
    if not problems:
        print(f"{ns.ir}: PC sections match (-O{ns.opt}, -code-model={ns.code_model})")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
