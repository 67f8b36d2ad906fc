"""OutputFile: atomic replacement, nothing left behind on failure, direct writes to devices."""

import os

import pytest

from pyllc.support.diagnostics import DiagnosticError
from pyllc.support.output import OutputFile


def test_written_only_on_keep(tmp_path):
    p = tmp_path / "out.s"
    f = OutputFile(str(p))
    f.write("a")
    f.write(b"b")
    assert not p.exists()
    f.keep()
    assert p.read_bytes() == b"ab"
    assert os.listdir(tmp_path) == ["out.s"]


def test_existing_file_untouched_without_keep(tmp_path):
    p = tmp_path / "out.s"
    p.write_text("old")
    f = OutputFile(str(p))
    f.write("new")
    del f
    assert p.read_text() == "old"


def test_replaces_and_keeps_mode(tmp_path):
    p = tmp_path / "out.s"
    p.write_text("old")
    os.chmod(p, 0o640)
    f = OutputFile(str(p))
    f.write("new")
    f.keep()
    assert p.read_text() == "new"
    assert (os.stat(p).st_mode & 0o777) == 0o640


def test_dev_null_written_directly():
    f = OutputFile("/dev/null")
    f.write("x")
    f.keep()


def test_unwritable_directory(tmp_path):
    f = OutputFile(str(tmp_path / "missing" / "out.s"))
    f.write("x")
    with pytest.raises(DiagnosticError) as e:
        f.keep()
    assert "No such file or directory" in e.value.format()


def test_bytes_that_are_not_utf8_round_trip(tmp_path):
    # Input is read with surrogateescape; text carried through to the output keeps the original bytes.
    raw = b'attributes #0 = { memory(ar\xed\xa0\x80gmem: read) "k\xff" }\n'
    p = tmp_path / "out.ll"
    f = OutputFile(str(p))
    f.write(raw.decode("utf-8", "surrogateescape"))
    f.keep()
    assert p.read_bytes() == raw
