"""blockaddress constants are uniqued per (function, block), as BlockAddress::get does."""

from pyllc.ir.constants import BlockAddress
from pyllc.ir.parser import parse_assembly
from pyllc.ir.values import User

SOURCE = """
@tbl = global [2 x i8*] [i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)]
define i8* @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret i8* blockaddress(@f, %a)
b:
  %p = select i1 %c, i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)
  ret i8* %p
}
"""


def test_block_addresses_are_uniqued() -> None:
    m = parse_assembly(SOURCE, "t.ll")
    f = m.get_function("f")
    assert f is not None
    a, b = (bb for bb in f.blocks if bb.name in ("a", "b"))
    tbl = m.get_global_variable("tbl")
    assert tbl is not None
    init = tbl.operands[0]
    assert isinstance(init, User)
    ba_a, ba_b = init.operands
    assert isinstance(ba_a, BlockAddress) and ba_a.operands == [f, a]
    assert isinstance(ba_b, BlockAddress) and ba_b.operands == [f, b]
    ret_a = a.instructions[-1]
    sel = b.instructions[0]
    assert ret_a.operands[0] is ba_a
    assert sel.operands[1] is ba_a and sel.operands[2] is ba_b
    # every use of the canonical constants is recorded once per operand slot
    assert ba_a.uses.count(sel) == 1 and ba_a.uses.count(ret_a) == 1
