"""Base-class defaults that a target or streamer without the feature refuses explicitly (no bare
NotImplementedError): the refusal is a located-diagnostic UnsupportedError the drivers print and exit 1 on."""

from __future__ import annotations

import pytest

from pyllc.mc.context import MCContext
from pyllc.mc.streamer import MCStreamer
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.frame_lowering import TargetFrameLowering


def test_lcomm_on_a_streamer_without_it_is_unsupported() -> None:
    ctx = MCContext()
    with pytest.raises(UnsupportedError, match=r"'\.lcomm' with MCStreamer"):
        MCStreamer(ctx).emit_local_common_symbol(ctx.get_or_create_symbol("x"), 4, 4)


def test_cfi_insertion_without_the_target_hook_is_unsupported() -> None:
    tfl = TargetFrameLowering.__new__(TargetFrameLowering)
    with pytest.raises(UnsupportedError, match="cfi-instr-inserter"):
        tfl.build_cfa_cfi(None, 0, "def_cfa_offset", 0, 8)  # type: ignore[arg-type]
