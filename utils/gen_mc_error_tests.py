"""Write the negative ``pyllc-mc`` lit tests of ``tests/MC/errors`` with llvm-mc-14's diagnostics as the
expected output (the CHECK lines come from the oracle, never from pyllc-mc; with ``--strict-whitespace`` the
pattern starts right after the colon; a ``"`` is written ``{{.}}`` so that no CHECK line closes a string
of the input).

Each test assembles its own text with ``pyllc-mc`` (must fail, print exactly llvm-mc-14's diagnostics and
leave no output file) and, where llvm-mc-14 is installed, with llvm-mc-14 against the same CHECK lines.
Run: ``python3 utils/gen_mc_error_tests.py`` (needs llvm-mc-14).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests" / "MC" / "errors"

#: name -> (triple, what it checks, input)
CASES: dict[str, tuple[str, str, str]] = {
    "unknown-directive": ("x86_64", "an unknown directive", ".foo 1\n"),
    "globl-extra-token": ("x86_64", "a malformed symbol list", ".globl foo bar\n"),
    "byte-missing-comma": ("x86_64", "values without a comma", ".byte 1 2\n"),
    "bad-expression": ("x86_64", "an expression missing its right operand", ".byte 1+\n"),
    "unbalanced-paren": ("x86_64", "an unclosed parenthesis", ".byte (1\n"),
    "unterminated-string": ("x86_64", "an unterminated string", '.ascii "abc\n'),
    "byte-out-of-range": ("x86_64", "out-of-range .byte values", ".byte 255, -128\n.byte 256\n.byte -129\n"),
    "short-out-of-range": ("x86_64", "an out-of-range .short", ".short 70000\n"),
    "section-bad-flag": ("x86_64", "an unknown section flag", '.section .foo,"q"\n'),
    "section-no-entsize": (
        "x86_64",
        "a mergeable section without entry size",
        '.section .b,"aM",@progbits\n',
    ),
    "section-no-group": ("x86_64", "a group section without group name", '.section .c,"aG",@progbits\n'),
    "balign-not-pow2": ("x86_64", "an alignment that is not a power of 2", ".balign 3\n"),
    "p2align-too-big": ("x86_64", "a .p2align beyond 2^31", ".p2align 40\n"),
    "p2align-not-absolute": ("x86_64", "a symbolic alignment", ".p2align x\n"),
    "comm-bad-align": ("x86_64", "a .comm alignment that is not a power of 2", ".comm x, 4, 3\n"),
    "lcomm-alignment": ("x86_64", "an .lcomm alignment, which ELF does not take", ".lcomm x, 4, 8\n"),
    "set-no-comma": ("x86_64", "a .set without value", ".set a\n"),
    "equiv-redefinition": ("x86_64", "an .equiv of a defined symbol", ".equiv a, 1\n.equiv a, 2\n"),
    "recursive-assignment": ("x86_64", "a symbol assigned from itself", "a = a + 1\n"),
    "label-redefinition": ("x86_64", "a label defined twice", "foo:\nfoo:\n"),
    "cfi-outside-frame": ("x86_64", "a CFI directive outside .cfi_startproc", ".cfi_def_cfa_offset 8\n"),
    "type-bad-attribute": ("x86_64", "an unknown .type", ".type foo, @bogus\n"),
    "type-missing": ("x86_64", "a .type without type", ".type foo\n"),
    "bad-variant": ("x86_64", "an unknown @ modifier", ".long foo@BOGUS\n"),
    "directional-undefined": ("x86_64", "a backward reference to no label", ".long 1b\n"),
    "popsection-empty": ("x86_64", ".popsection without .pushsection", ".popsection\n"),
    "previous-empty": ("x86_64", ".previous before any section change", ".previous\n"),
    "rept-no-endr": ("x86_64", "a .rept without .endr", ".rept 2\n.byte 1\n"),
    "ascii-not-string": ("x86_64", "an .ascii of a number", ".ascii 5\n"),
    "zero-no-count": ("x86_64", "a .zero without count", ".zero\n"),
    "several-errors": (
        "x86_64",
        "every error of a file, each statement recovered",
        ".long 1\n.byte 300\n.foo\n.short 1,\n.long 2\n",
    ),
    "x86-bad-scale": ("x86_64", "a scale other than 1, 2, 4 or 8", "movl (%rax,%rbx,3), %eax\n"),
    "x86-unclosed-memory": ("x86_64", "an unclosed memory operand", "movl 4(%rax\n"),
    "x86-memory-extra": ("x86_64", "a memory operand with four parts", "movl (%rax, %rbx, 8, %eax\n"),
    "x86-bad-immediate": ("x86_64", "a $ without expression", "movl $, %eax\n"),
    "bpf-unknown-mnemonic": ("bpfel", "an unknown BPF instruction word", "frobnicate r1\n"),
    "bpf-invalid-operand": ("bpfel", "a 32-bit register where a 64-bit one is needed", "r1 += w2\n"),
    "bpf-missing-operand": ("bpfel", "an operand missing after an operator", "r1 = r2 +\n"),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (triple, what, text) in CASES.items():
        path = OUT / f"{name}.s"
        head = (
            f"# Negative test: {what}.\n"
            "# RUN: rm -f %t.o\n"
            f"# RUN: not pyllc-mc -triple={triple} -filetype=obj %s -o %t.o 2>&1 | FileCheck %s "
            "--strict-whitespace --match-full-lines --implicit-check-not=error:\n"
            "# RUN: not ls %t.o\n"
            f"# RUN: %if mc14 %{{ not llvm-mc-14 -triple={triple} -filetype=obj %s -o %t.o 2>&1 | FileCheck %s "
            "--strict-whitespace --match-full-lines --implicit-check-not=error: %}\n"
        )
        path.write_text(head + text)
        r = subprocess.run(
            ["llvm-mc-14", f"-triple={triple}", "-filetype=obj", str(path), "-o", "/dev/null"],
            capture_output=True,
            text=True,
        )
        assert r.returncode == 1 and r.stderr, (name, r.stderr)
        checks: list[str] = []
        first = True
        for line in r.stderr.splitlines():
            m = re.match(re.escape(str(path)) + r"(:\d+:\d+: .*)$", line)
            if m:
                checks.append(
                    ("# CHECK:" if first else "# CHECK-NEXT:") + "{{.*}}" + f"{name}.s" + m.group(1)
                )
            else:
                checks.append(
                    "# CHECK-NEXT:" + line.replace("{", "{{[{]}}").replace('"', "{{.}}")
                    if line.strip()
                    else "# CHECK-EMPTY:"
                )
            first = False
        path.write_text(head + text + "\n".join(checks) + "\n")


if __name__ == "__main__":
    main()
