"""Write the toy target's ``gen/`` tables from ``td/`` with pyllc's TableGen emitters.

``python3 -m toy.generate`` (from ``tests/unit/target``) rewrites them; the test checks they are current.
"""

from __future__ import annotations

import os

from pyllc.tblgen.asm_writer_emitter import emit_asm_writer
from pyllc.tblgen.calling_conv_emitter import emit_calling_conv
from pyllc.tblgen.dag_isel_emitter import emit_dag_isel
from pyllc.tblgen.instr_info_emitter import emit_instr_info
from pyllc.tblgen.loader import load_target
from pyllc.tblgen.register_info_emitter import emit_register_info

HERE = os.path.dirname(os.path.abspath(__file__))
GEN_DIR = os.path.join(HERE, "gen")
#: the headers name the td sources relative to tests/unit/target, the same in every checkout
_PREFIX = os.path.dirname(HERE) + os.sep


def generate() -> dict[str, str]:
    """The generated module texts by file name (no TSFlags: the toy has no encoder)."""
    rk = load_target("TOY", "toy.td", ("register_info", "instr_info", "calling_conv", "patterns"))
    texts = {
        "register_info.py": emit_register_info(rk),
        "instr_info.py": emit_instr_info(rk),
        "asm_writer.py": emit_asm_writer(rk),
        "calling_conv.py": emit_calling_conv(rk),
        "dag_isel.py": emit_dag_isel(rk),
    }
    return {name: text.replace(_PREFIX, "") for name, text in texts.items()}


def main() -> None:
    for name, text in generate().items():
        with open(os.path.join(GEN_DIR, name), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
