"""Compiled calling conventions live with their subtarget: compiling many modules in one process (the fuzzers
run pyllc in-process) must not keep every subtarget, and its instruction descriptors, alive."""

import gc

from pyllc.targets.x86.subtarget import X86Subtarget
from pyllc.tools.llc import main

IR = """target triple = "x86_64-unknown-linux-gnu"
declare i32 @g(i32, double)
define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a, double 1.0)
  ret i32 %r
}
"""


def _live_subtargets() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, X86Subtarget))


def test_subtargets_are_freed_after_each_compile(tmp_path):
    src = tmp_path / "f.ll"
    src.write_text(IR)
    out = tmp_path / "f.s"
    assert main(["-O2", str(src), "-o", str(out)]) == 0
    before = _live_subtargets()
    for _ in range(4):
        assert main(["-O2", str(src), "-o", str(out)]) == 0
    assert "callq\tg@PLT" in out.read_text()
    assert _live_subtargets() <= before
