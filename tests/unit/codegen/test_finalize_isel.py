"""finalize-isel: custom-inserter pseudos go to the target hook (which may split the block, and the walk goes
on in the new block, as LLVM's FinalizeISel does), then the reserved registers are frozen."""

from __future__ import annotations

from typing import Any

from mir_body import body_text, parse_function

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.passes.finalize_isel import FinalizeISel
from pyllc.codegen.passes.manager import AnalysisManager

BODY = """\
bb.0:
  successors: %bb.1(0x80000000)
  liveins: $xmm0, $xmm1, $edi

  %0:fr32 = COPY $xmm0
  %1:fr32 = COPY $xmm1
  %2:gr32 = COPY $edi
  TEST32rr %2, %2, implicit-def $eflags
  %3:fr32 = CMOV_FR32 %0, %1, 5, implicit $eflags
  %4:fr32 = CMOV_FR32 %3, %1, 4, implicit $eflags
  $xmm0 = COPY %4
  JMP_1 %bb.1

bb.1:
  RET64 implicit $xmm0
"""


class SplittingLowering:
    """Stands in for X86TargetLowering: each CMOV pseudo becomes a COPY and the rest of the block moves to a
    new block (the shape of LLVM's EmitLoweredSelect, without the diamond)."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.seen: list[str] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def emit_instr_with_custom_inserter(self, mi: Any, mbb: Any) -> Any:
        mf = mbb.parent
        self.seen.append(f"bb.{mbb.number}:{mi.operands[0].contents & 0xFFFF}")
        tii = mf.subtarget.get_instr_info()
        i = mbb.index_of(mi)
        build_mi(mbb, mi, None, tii.get(tii.get_opcode_by_name("COPY")), mi.operands[0].contents).add_reg(
            mi.operands[1].contents
        )
        mbb.erase(mi)
        new = mf.create_machine_basic_block()
        mf.insert(mf.blocks.index(mbb) + 1, new)
        for moved in list(mbb.instrs[i + 1 :]):
            mbb.remove(moved)
            new.push_back(moved)
        for s in list(mbb.successors):
            mbb.remove_successor(s)
            new.add_successor(s)
        mbb.add_successor(new)
        return new


def test_custom_inserters_split_blocks_and_the_walk_continues() -> None:
    mf = parse_function(BODY)
    mf.reg_info.reserved_frozen = False
    st = mf.subtarget
    fake = SplittingLowering(st.get_target_lowering())
    saved = st.get_target_lowering
    st.get_target_lowering = lambda: fake  # type: ignore[method-assign]
    try:
        assert FinalizeISel().run(mf, AnalysisManager(mf)) is True
    finally:
        st.get_target_lowering = saved  # type: ignore[method-assign]
    # Both pseudos were expanded, the second one found in the block the first expansion created.
    assert fake.seen == ["bb.0:3", "bb.2:4"]
    mf.renumber_blocks()
    assert (
        body_text(mf)
        == """\
bb.0:
  successors: %bb.1(0x80000000)
  liveins: $xmm0, $xmm1, $edi

  %0:fr32 = COPY $xmm0
  %1:fr32 = COPY $xmm1
  %2:gr32 = COPY $edi
  TEST32rr %2, %2, implicit-def $eflags
  %3:fr32 = COPY %0

bb.1:
  successors: %bb.2(0x80000000)

  %4:fr32 = COPY %3

bb.2:
  successors: %bb.3(0x80000000)

  $xmm0 = COPY %4
  JMP_1 %bb.3

bb.3:
  RET64 implicit $xmm0
"""
    )
    # Reserved registers are frozen: $rsp is reserved, $rax is not.
    tri = st.get_register_info()
    assert mf.reg_info.reserved_frozen
    assert mf.reg_info.is_reserved(tri.get_reg_by_name("rsp"))
    assert not mf.reg_info.is_reserved(tri.get_reg_by_name("rax"))


def test_functions_without_pseudos_are_unchanged() -> None:
    mf = parse_function(
        "bb.0:\n  liveins: $edi\n\n  %0:gr32 = COPY $edi\n  $eax = COPY %0\n  RET64 implicit $eax\n"
    )
    before = body_text(mf)
    assert FinalizeISel().run(mf, AnalysisManager(mf)) is False
    assert body_text(mf) == before
