"""The toy target (``toy/``) compiled end to end: IR text -> assembly at -O0 and -O2, exact output.

The toy is the smallest target the interface of docs/target-interface.md allows: its description under
``toy/td`` (turned into ``toy/gen`` by pyllc's TableGen emitters) and the hooks that page names.  It is
registered only for these tests; whatever it would need beyond the interface is a leak in generic code.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from pyllc.codegen.passes import registry as pass_registry
from pyllc.target import registry
from pyllc.tools.llc import main

IR = """\
target triple = "toy"

define i32 @arith(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %t = sub i32 %s, 7
  %u = sub i32 %t, %b
  ret i32 %u
}

define i32 @loop(i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %body ]
  %acc1 = add i32 %acc, %i
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %body, label %exit
exit:
  ret i32 %acc1
}

define i32 @caller(i32 %x) {
  %r = call i32 @arith(i32 %x, i32 3)
  %s = add i32 %r, %x
  ret i32 %s
}
"""

EXPECTED_O0 = """\
	.text
	.file	"toy.ll"
	.globl	arith                           # -- Begin function arith
	.type	arith,@function
arith:                                  # @arith
# %bb.0:
	add r0, r0, r1
	add r0, r0, -7
	sub r0, r0, r1
	ret
.Lfunc_end0:
	.size	arith, .Lfunc_end0-arith
                                        # -- End function
	.globl	loop                            # -- Begin function loop
	.type	loop,@function
loop:                                   # @loop
# %bb.0:                                # %entry
	add sp, sp, -24
	st r2, [sp + 20]
	st r3, [sp + 16]
	st r0, [sp + 4]
	mov r0, 0
	mov r1, r0
	st r1, [sp + 8]
	st r0, [sp + 12]
	b .LBB1_1
.LBB1_1:                                # %body
                                        # =>This Inner Loop Header: Depth=1
	ld r1, [sp + 4]
	ld r2, [sp + 12]
	ld r0, [sp + 8]
	add r2, r2, r0
	st r2, [sp + 0]
	add r0, r0, 1
	mov r3, r0
	st r3, [sp + 8]
	st r2, [sp + 12]
	blt r0, r1, .LBB1_1
	b .LBB1_2
.LBB1_2:                                # %exit
	ld r0, [sp + 0]
	ld r2, [sp + 20]
	ld r3, [sp + 16]
	add sp, sp, 24
	ret
.Lfunc_end1:
	.size	loop, .Lfunc_end1-loop
                                        # -- End function
	.globl	caller                          # -- Begin function caller
	.type	caller,@function
caller:                                 # @caller
# %bb.0:
	add sp, sp, -4
	st r0, [sp + 0]
	mov r1, 3
	call arith
	ld r1, [sp + 0]
	add r0, r0, r1
	add sp, sp, 4
	ret
.Lfunc_end2:
	.size	caller, .Lfunc_end2-caller
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
"""

EXPECTED_O2 = """\
	.text
	.file	"toy.ll"
	.globl	arith                           # -- Begin function arith
	.type	arith,@function
arith:                                  # @arith
# %bb.0:
	add r0, r0, r1
	add r0, r0, -7
	sub r0, r0, r1
	ret
.Lfunc_end0:
	.size	arith, .Lfunc_end0-arith
                                        # -- End function
	.globl	loop                            # -- Begin function loop
	.type	loop,@function
loop:                                   # @loop
# %bb.0:                                # %entry
	add sp, sp, -4
	st r2, [sp + 0]
	mov r2, 0
	mov r1, 0
.LBB1_1:                                # %body
                                        # =>This Inner Loop Header: Depth=1
	add r1, r1, r2
	add r2, r2, 1
	blt r2, r0, .LBB1_1
# %bb.2:                                # %exit
	mov r0, r1
	ld r2, [sp + 0]
	add sp, sp, 4
	ret
.Lfunc_end1:
	.size	loop, .Lfunc_end1-loop
                                        # -- End function
	.globl	caller                          # -- Begin function caller
	.type	caller,@function
caller:                                 # @caller
# %bb.0:
	add sp, sp, -4
	st r2, [sp + 0]
	mov r2, r0
	mov r0, r2
	mov r1, 3
	call arith
	add r0, r0, r2
	ld r2, [sp + 0]
	add sp, sp, 4
	ret
.Lfunc_end2:
	.size	caller, .Lfunc_end2-caller
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
"""


@pytest.fixture
def toy_target(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register the toy target and its AsmPrinter for one test; the registries are restored afterwards."""
    from toy import target_info

    monkeypatch.setattr(registry, "_targets", list(registry.registered_targets()))
    monkeypatch.setattr(pass_registry, "PASS_INFO", dict(pass_registry.PASS_INFO))
    monkeypatch.setattr(pass_registry, "IMPLEMENTED", dict(pass_registry.IMPLEMENTED))
    target_info.register()
    yield


def _compile(tmp_path: Path, opt: str) -> str:
    src = tmp_path / "toy.ll"
    src.write_text(IR)
    out = tmp_path / "toy.s"
    assert main([opt, str(src), "-o", str(out)]) == 0
    return out.read_text()


@pytest.mark.usefixtures("toy_target")
@pytest.mark.parametrize(("opt", "expected"), [("-O0", EXPECTED_O0), ("-O2", EXPECTED_O2)])
def test_toy_compiles_arithmetic_loop_and_call(tmp_path: Path, opt: str, expected: str) -> None:
    assert _compile(tmp_path, opt) == expected


def test_toy_is_not_a_registered_target() -> None:
    assert all(t.name != "toy" for t in registry.registered_targets())


def test_toy_tables_are_generated_from_its_description() -> None:
    from toy.generate import GEN_DIR, generate

    for name, text in generate().items():
        assert (Path(GEN_DIR) / name).read_text() == text, (
            f"toy/gen/{name} is stale: run python3 -m toy.generate"
        )
