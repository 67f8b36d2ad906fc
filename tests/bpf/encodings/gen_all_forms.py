"""Write all-forms.s (every BPF instruction form in llc's asm syntax) and all-forms.enc (its encodings).

    python3 tests/bpf/encodings/gen_all_forms.py

The candidate forms are built from tables below.  Each is given to
``llvm-mc-14 -triple=bpfel -mattr=+alu32 -mcpu=v3 -show-encoding``; the accepted ones make up
all-forms.s, and the ones llvm-mc-14 rejects are listed at its end as comments.  all-forms.enc is
llvm-mc-14's output on all-forms.s.  The forms that llc-14 emits but llvm-mc-14 cannot parse (the
fetch atomics, xchg, cmpxchg, jset, mod) are written to llc-only-forms.txt from an llc-14 -mcpu=v3 object
disassembled by llvm-objdump-14.  The tests never run this script; they use the committed files.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
MC = ["llvm-mc-14", "-triple=bpfel", "-mattr=+alu32", "-mcpu=v3", "-show-encoding"]

ALU_OPS = ["+=", "-=", "*=", "/=", "|=", "&=", "<<=", ">>=", "%=", "^=", "=", "s>>="]
JMP_OPS = ["==", "!=", ">", ">=", "<", "<=", "s>", "s>=", "s<", "s<=", "&"]
SIZES = ["u8", "u16", "u32", "u64"]
ATOMIC_OPS = {"add": "+=", "or": "|=", "and": "&=", "xor": "^="}


def candidates() -> list[tuple[str, list[str]]]:
    """(group comment, lines)."""
    groups: list[tuple[str, list[str]]] = []
    groups.append(
        (
            "ALU64, register and immediate",
            [f"r1 {op} r2" for op in ALU_OPS]
            + [f"r1 {op} 7" for op in ALU_OPS]
            + ["r1 = -r1", "r1 = -1", "r1 = 2147483647", "r1 += -2147483648", "r1 &= -256", "r1 = w2"],
        )
    )
    groups.append(
        (
            "ALU32, register and immediate",
            [f"w1 {op} w2" for op in ALU_OPS] + [f"w1 {op} 7" for op in ALU_OPS] + ["w1 = -w1", "w1 = -1"],
        )
    )
    groups.append(("endianness conversion", [f"r1 = {k}{n} r1" for k in ("le", "be") for n in (16, 32, 64)]))
    groups.append(
        (
            "JMP, register and immediate",
            [f"if r1 {op} r2 goto +1" for op in JMP_OPS]
            + [f"if r1 {op} 5 goto -1" for op in JMP_OPS]
            + ["if r1 s< -3 goto +0", "goto +1", "goto -1"],
        )
    )
    groups.append(
        (
            "JMP32, register and immediate",
            [f"if w1 {op} w2 goto +1" for op in JMP_OPS] + [f"if w1 {op} 5 goto -1" for op in JMP_OPS],
        )
    )
    groups.append(("call and exit", ["call 1", "call 2147483647", "call -1", "exit", "nop"]))
    groups.append(("ld_imm64", ["r1 = 1311768467463790320 ll", "r1 = -1 ll", "r0 = 0 ll"]))
    groups.append(
        (
            "loads",
            [f"r1 = *({s} *)(r2 + 4)" for s in SIZES]
            + [f"r1 = *({s} *)(r10 - 8)" for s in SIZES]
            + [f"w1 = *({s} *)(r2 + 4)" for s in SIZES[:3]]
            + ["r1 = *(u64 *)(r2 + 32767)", "r1 = *(u64 *)(r2 - 32768)"],
        )
    )
    groups.append(
        (
            "stores",
            [f"*({s} *)(r2 + 4) = r1" for s in SIZES]
            + [f"*({s} *)(r10 - 8) = r1" for s in SIZES]
            + [f"*({s} *)(r2 + 4) = w1" for s in SIZES[:3]]
            + [f"*({s} *)(r2 + 4) = 5" for s in SIZES],
        )
    )
    groups.append(
        (
            "atomics",
            [f"lock *(u32 *)(r1 + 8) {op} w2" for op in ATOMIC_OPS.values()]
            + [f"lock *(u64 *)(r1 + 8) {op} r2" for op in ATOMIC_OPS.values()]
            + [f"w2 = atomic_fetch_{n}((u32 *)(r1 + 8), w2)" for n in ATOMIC_OPS]
            + [f"r2 = atomic_fetch_{n}((u64 *)(r1 + 8), r2)" for n in ATOMIC_OPS]
            + [
                "w2 = xchg32_32(r1 + 8, w2)",
                "r2 = xchg_64(r1 + 8, r2)",
                "w0 = cmpxchg32_32(r1 + 8, w0, w2)",
                "r0 = cmpxchg_64(r1 + 8, r0, r2)",
            ],
        )
    )
    groups.append(
        (
            "packet access (BPF_ABS, BPF_IND)",
            [f"r0 = *({s} *)skb[4]" for s in SIZES] + [f"r0 = *({s} *)skb[r2]" for s in SIZES],
        )
    )
    return groups  # fmt: skip


def mc(text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(MC, input=text, capture_output=True, text=True)


LLC_ONLY_IR = """
target triple = "bpf"
define i64 @forms(i32* %p32, i64* %p64, i32 %v32, i64 %v64, i64 %a) {
entry:
  %t1 = atomicrmw add i32* %p32, i32 %v32 seq_cst
  %t2 = atomicrmw or i32* %p32, i32 %t1 seq_cst
  %t3 = atomicrmw and i32* %p32, i32 %t2 seq_cst
  %t4 = atomicrmw xor i32* %p32, i32 %t3 seq_cst
  %t5 = atomicrmw xchg i32* %p32, i32 %t4 seq_cst
  %t6 = cmpxchg i32* %p32, i32 %t5, i32 %v32 seq_cst seq_cst
  %t7 = extractvalue { i32, i1 } %t6, 0
  %t8 = zext i32 %t7 to i64
  %t9 = atomicrmw add i64* %p64, i64 %t8 seq_cst
  %t10 = atomicrmw or i64* %p64, i64 %t9 seq_cst
  %t11 = atomicrmw and i64* %p64, i64 %t10 seq_cst
  %t12 = atomicrmw xor i64* %p64, i64 %t11 seq_cst
  %t13 = atomicrmw xchg i64* %p64, i64 %t12 seq_cst
  %t14 = cmpxchg i64* %p64, i64 %t13, i64 %v64 seq_cst seq_cst
  %t15 = extractvalue { i64, i1 } %t14, 0
  %m1 = urem i64 %t15, %a
  %m2 = urem i64 %m1, 7
  %m3 = trunc i64 %m2 to i32
  %m4 = urem i32 %m3, %v32
  %m5 = urem i32 %m4, 7
  %m6 = zext i32 %m5 to i64
  %t16 = and i64 %m6, %a
  %t17 = icmp ne i64 %t16, 0
  br i1 %t17, label %yes, label %no
yes:
  ret i64 %t15
no:
  ret i64 0
}
"""


def llc_only_forms() -> str:
    with tempfile.TemporaryDirectory() as tmp:
        ll, obj = Path(tmp) / "forms.ll", Path(tmp) / "forms.o"
        ll.write_text(LLC_ONLY_IR)
        subprocess.run(
            ["llc-14", "-march=bpf", "-mcpu=v3", "-filetype=obj", str(ll), "-o", str(obj)], check=True
        )

        raw = subprocess.run(
            ["llvm-objdump-14", "-d", str(obj)], capture_output=True, text=True, check=True
        ).stdout
    wanted = re.compile(r"atomic_fetch|xchg|cmpxchg|lock|if [rw]\d+ & |%=")
    lines = [
        "# Forms llc-14 emits that llvm-mc-14 does not parse: llc-14 -march=bpf -mcpu=v3 -filetype=obj",
        "# disassembled by llvm-objdump-14 -d (encoding bytes, then the instruction; llvm-objdump-14 does",
        "# not name the 32-bit fetch forms: imm 0x41/0x51/0xa1 or/and/xor with fetch, 0xe1 xchg, 0xf1 cmpxchg).",
    ]
    for line in raw.splitlines():
        m = re.match(r"\s*\d+:\s+((?:[0-9a-f]{2} ){7}[0-9a-f]{2})\s+(.*)$", line)
        if m and (m.group(1)[:2] in ("c3", "db") or wanted.search(m.group(2))):
            lines.append(f"{m.group(1).strip()}\t{m.group(2).strip()}")
    return "\n".join(lines) + "\n"


def main() -> int:
    groups = candidates()
    accepted: list[tuple[str, list[str]]] = []
    rejected: list[tuple[str, str]] = []
    for comment, lines in groups:
        ok: list[str] = []
        for line in lines:
            res = mc(line + "\n")
            if res.returncode == 0 and "encoding" in res.stdout:
                ok.append(line)
            else:
                err = res.stderr.splitlines()[0] if res.stderr else "no encoding"
                rejected.append((line, err.split("error: ", 1)[-1]))
        accepted.append((comment, ok))
    out = [
        "# Every BPF instruction form in llc-14's assembly syntax that llvm-mc-14 accepts (written by",
        "# gen_all_forms.py; all-forms.enc is `llvm-mc-14 -triple=bpfel -mattr=+alu32 -mcpu=v3 -show-encoding`).",
        "# A single instruction per line, jumps with numeric offsets.",
    ]
    for comment, ok in accepted:
        out.append(f"# {comment}")
        out.extend(ok)
    out.append("# Forms llvm-mc-14 rejects (see llc-only-forms.txt for the ones llc-14 emits):")
    out.extend(f"#   {line}    -- {err}" for line, err in rejected)
    src = "\n".join(out) + "\n"
    (HERE / "all-forms.s").write_text(src)
    res = mc(src)
    if res.returncode:
        sys.stderr.write(res.stderr)
        return 1
    (HERE / "all-forms.enc").write_text(res.stdout)
    (HERE / "llc-only-forms.txt").write_text(llc_only_forms())
    print(f"{sum(len(ok) for _, ok in accepted)} forms accepted, {len(rejected)} rejected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
