"""What it is (LLVM 14: lib/Target/BPF/BPFISelLowering.h, ``namespace BPFISD``).

The BPF target DAG nodes, numbered from ``ISD.BUILTIN_OP_END`` in LLVM's order:

==============  ===========================================================================
node            results = operands
==============  ===========================================================================
``RET_FLAG``    ``ch = chain, returned registers..., [glue]``
``CALL``        ``ch, glue = chain, callee, argument registers..., [glue]``
``SELECT_CC``   ``vt = lhs, rhs, cc (i64 constant holding an ISD::CondCode), true, false``
``BR_CC``       ``ch = chain, lhs, rhs, cc, dest block``
``Wrapper``     ``i64 = target global address`` (selected as ``ld_imm64``)
``MEMCPY``      ``ch = chain, dst, src, size, align`` (not produced by pyllc yet)
==============  ===========================================================================
"""

from __future__ import annotations

from pyllc.codegen.isd import ISD


class BPFISD:
    FIRST_NUMBER = ISD.BUILTIN_OP_END
    RET_FLAG = FIRST_NUMBER
    CALL = FIRST_NUMBER + 1
    SELECT_CC = FIRST_NUMBER + 2
    BR_CC = FIRST_NUMBER + 3
    Wrapper = FIRST_NUMBER + 4
    MEMCPY = FIRST_NUMBER + 5


_NAMES = {v: k for k, v in vars(BPFISD).items() if isinstance(v, int) and k != "FIRST_NUMBER"}


def get_target_node_name(opcode: int) -> str | None:
    """``getTargetNodeName``: ``BPFISD::CALL``."""
    name = _NAMES.get(opcode)
    return f"BPFISD::{name}" if name is not None else None
