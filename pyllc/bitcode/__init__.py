"""What it is (LLVM: lib/Bitcode/Reader): the LLVM bitcode reader (``.bc`` files in, a Module out).

``parse_bitcode(data, filename)`` returns the :class:`~pyllc.ir.module.Module`; ``is_bitcode(data)`` tells
bitcode (raw or wrapped) from IR text.
"""

from pyllc.bitcode.reader import is_bitcode, parse_bitcode

__all__ = ["is_bitcode", "parse_bitcode"]
