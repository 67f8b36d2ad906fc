"""A TargetMachine that leaves out a required hook is refused with an explicit unsupported error."""

from __future__ import annotations

import pytest

from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.machine import TargetMachine


class _Bare(TargetMachine):
    name = "bare"


def _bare() -> _Bare:
    return _Bare.__new__(_Bare)


def test_missing_subtarget_hook_is_unsupported() -> None:
    with pytest.raises(UnsupportedError, match="target 'bare' has no subtarget"):
        _bare().create_subtarget("", "")


def test_missing_streamer_hook_is_unsupported() -> None:
    with pytest.raises(UnsupportedError, match="target 'bare' has no assembly printer"):
        _bare().create_asm_streamer(None, True)


def test_missing_data_layout_hook_is_unsupported() -> None:
    with pytest.raises(UnsupportedError, match="target 'bare' has no data layout"):
        _bare().get_data_layout_string()


def test_missing_object_hooks_refuse_filetype_obj() -> None:
    with pytest.raises(UnsupportedError, match="-filetype=obj"):
        _bare().create_mc_code_emitter()
