"""The eBPF test VM: unit tests per instruction class, the loader, and the corpus against native code.

The corpus tests build every program of tests/bpf/programs with ``llc-14 -march=bpf -filetype=obj``
(for each variant: default, ``-mcpu=v3``, ``-mattr=+alu32``) from the committed IR and require the
VM's results on every input to equal those of the same C code compiled natively (gcc or clang-14).
"""

from __future__ import annotations

import struct
import subprocess
from pathlib import Path

import bpf_corpus as corpus
import pytest
from ebpf_vm import (
    CTX_REGION,
    M32,
    M64,
    POISON,
    VM,
    BpfObject,
    VMError,
    corpus_context,
    decode,
    format_trace,
    parse_elf,
)

LLC = corpus.tool("llc-14")
CC = corpus.native_compiler()
PROGRAMS = corpus.programs()


# --- hand-encoded programs ------------------------------------------------------------------------


def ins(op: int, dst: int = 0, src: int = 0, off: int = 0, imm: int = 0) -> bytes:
    return struct.pack("<BBhi", op, src << 4 | dst, off, imm)


def ld64(dst: int, value: int) -> bytes:
    return ins(0x18, dst, imm=struct.unpack("<i", struct.pack("<I", value & M32))[0]) + ins(
        0, imm=struct.unpack("<i", struct.pack("<I", value >> 32 & M32))[0]
    )


EXIT = ins(0x95)


def run(code: bytes, packet: bytes = b"", args: tuple[int, ...] = (), vm: VM | None = None) -> int:
    vm = vm or VM(insn_limit=10_000)
    vm.compile(decode(code))
    return vm.execute(0, corpus_context(len(packet), args), packet).r0


def binop(op: int, a: int, b: int, imm: bool = False) -> int:
    """r0 = a; r0 <op> b (b in r1, or the imm when ``imm``)."""
    setup = ld64(0, a) + ld64(1, b)
    return run(setup + (ins(op, 0, imm=b) if imm else ins(op, 0, 1)) + EXIT)


ALU64_CASES = [
    # (op reg form, a, b, expected)
    (0x0F, 5, M64, 4),  # add wraps
    (0x1F, 3, 5, M64 - 1),  # sub
    (0x2F, 1 << 63, 2, 0),  # mul wraps
    (0x3F, M64, 3, M64 // 3),  # div unsigned
    (0x3F, 7, 0, 0),  # div by zero is 0
    (0x4F, 0xF0, 0x0F, 0xFF),  # or
    (0x5F, 0xF0, 0x3C, 0x30),  # and
    (0x6F, 1, 65, 2),  # lsh masks the amount to 6 bits
    (0x7F, 1 << 63, 63, 1),  # rsh logical
    (0x9F, 17, 5, 2),  # mod
    (0x9F, 17, 0, 17),  # mod by zero keeps dst
    (0xAF, 0xFF, 0x0F, 0xF0),  # xor
    (0xBF, 1, 0xDEAD, 0xDEAD),  # mov
    (0xCF, 1 << 63, 62, M64 - 1),  # arsh
]

ALU32_CASES = [
    (0x0C, 0xFFFFFFFF_FFFFFFFF, 1, 0),  # add32: result zero-extended
    (0x1C, 0, 1, M32),
    (0x2C, 0x1_0000_0003, 0x1_0000_0005, 15),
    (0x3C, 0x1_0000_0064, 0x1_0000_0007, 14),  # div32 uses the low halves
    (0x3C, 5, 0x1_0000_0000, 0),  # divisor whose low half is 0
    (0x4C, 0xFFFF_0000_0000_00F0, 0x0F, 0xFF),
    (0x5C, M64, 0xFFFF_FFFF_0000_FF00, 0xFF00),
    (0x6C, 1, 33, 2),  # lsh32 masks the amount to 5 bits
    (0x7C, 0xFFFF_FFFF_8000_0000, 31, 1),
    (0x9C, 0x1_0000_0011, 5, 2),
    (0x9C, 0xFFFF_FFFF_0000_0011, 0, 0x11),  # mod32 by zero: the zero-extended low half
    (0xAC, 0xFFFF_FFFF_0000_00FF, 0x0F, 0xF0),
    (0xBC, 0, 0xFFFF_FFFF_1234_5678, 0x1234_5678),  # mov32 zero-extends
    (0xCC, 0x8000_0000, 31, M32),  # arsh32 on the low half, zero-extended
]


@pytest.mark.parametrize("op,a,b,expected", ALU64_CASES + ALU32_CASES, ids=lambda v: f"{v:#x}")
def test_alu_reg(op: int, a: int, b: int, expected: int) -> None:
    assert binop(op, a, b) == expected


@pytest.mark.parametrize(
    "op,a,b,expected",
    [case for case in ALU64_CASES + ALU32_CASES if case[2] < (1 << 31)],
    ids=lambda v: f"{v:#x}",
)
def test_alu_imm(op: int, a: int, b: int, expected: int) -> None:
    # The same operation with an immediate operand (bit 3 clear), for the operands that fit in s32.
    assert binop(op & ~0x08, a, b, imm=True) == expected


def test_alu_imm_sign_extends() -> None:
    assert run(ins(0xB7, 0, imm=-1) + EXIT) == M64  # mov64 imm
    assert run(ins(0xB4, 0, imm=-1) + EXIT) == M32  # mov32 imm
    assert binop(0x07, 0, -2, imm=True) == M64 - 1  # add64 imm
    assert binop(0x57, M64, -256, imm=True) == M64 - 255  # and64 imm


def test_neg() -> None:
    assert run(ld64(0, 5) + ins(0x87) + EXIT) == M64 - 4
    assert run(ld64(0, 0xFFFF_FFFF_0000_0005) + ins(0x84) + EXIT) == M32 - 4


@pytest.mark.parametrize(
    "op,bits,expected",
    [
        (0xD4, 16, 0x0708),
        (0xD4, 32, 0x05060708),
        (0xD4, 64, 0x0102030405060708),
        (0xDC, 16, 0x0807),
        (0xDC, 32, 0x08070605),
        (0xDC, 64, 0x0807060504030201),
    ],
)
def test_endian(op: int, bits: int, expected: int) -> None:
    assert run(ld64(0, 0x0102030405060708) + ins(op, 0, imm=bits) + EXIT) == expected


JMP_CASES = [
    # (op code, a, b, taken)
    (0x10, 5, 5, True),
    (0x10, 5, 6, False),
    (0x20, M64, 1, True),  # jgt unsigned
    (0x30, 3, 3, True),
    (0x40, 0b1010, 0b0100, False),  # jset
    (0x40, 0b1010, 0b0010, True),
    (0x50, 1, 2, True),
    (0x60, M64, 1, False),  # jsgt: -1 > 1 is false
    (0x70, M64, M64, True),
    (0xA0, 1, M64, True),  # jlt unsigned
    (0xB0, 2, 2, True),
    (0xC0, M64, 0, True),  # jslt: -1 < 0
    (0xD0, 1 << 63, 0, True),
]


def _branch(op: int, a: int, b: int, imm: bool) -> int:
    """r0 = 1 if the branch is taken, else 0."""
    test = ins(op, 1, imm=b) if imm else ins(op, 1, 2, 0)
    # r1 = a; r2 = b; if cond goto +2; r0 = 0; exit; r0 = 1; exit
    test = test[:2] + struct.pack("<h", 2) + test[4:]
    return run(ld64(1, a) + ld64(2, b) + test + ins(0xB7, 0, imm=0) + EXIT + ins(0xB7, 0, imm=1) + EXIT)


@pytest.mark.parametrize("code,a,b,taken", JMP_CASES)
def test_jmp64(code: int, a: int, b: int, taken: bool) -> None:
    assert _branch(code | 0x05 | 0x08, a, b, imm=False) == taken
    if -(1 << 31) <= struct.unpack("<q", struct.pack("<Q", b))[0] < (1 << 31):
        imm = struct.unpack("<q", struct.pack("<Q", b))[0]
        assert _branch(code | 0x05, a, imm, imm=True) == taken


@pytest.mark.parametrize("code,a,b,taken", JMP_CASES)
def test_jmp32(code: int, a: int, b: int, taken: bool) -> None:
    # JMP32 looks at the low halves only: garbage in the upper halves must not matter.
    hi = 0xA5A5_A5A5_0000_0000
    lo_a, lo_b = a & M32, b & M32
    sa = lo_a - (1 << 32) if lo_a >> 31 else lo_a
    sb = lo_b - (1 << 32) if lo_b >> 31 else lo_b
    expect = {
        0x10: lo_a == lo_b, 0x20: lo_a > lo_b, 0x30: lo_a >= lo_b, 0x40: bool(lo_a & lo_b),
        0x50: lo_a != lo_b, 0x60: sa > sb, 0x70: sa >= sb, 0xA0: lo_a < lo_b, 0xB0: lo_a <= lo_b,
        0xC0: sa < sb, 0xD0: sa <= sb,
    }[code]  # fmt: skip
    assert _branch(code | 0x06 | 0x08, a | hi, b | hi, imm=False) == expect
    assert _branch(code | 0x06, a | hi, sb, imm=True) == expect


def test_jmp_imm_is_sign_extended_in_64_bit_compare() -> None:
    # "if r1 == -1" compares with 0xffffffffffffffff, not with 0xffffffff.
    assert _branch(0x15, M32, -1, imm=True) == 0
    assert _branch(0x15, M64, -1, imm=True) == 1
    assert _branch(0x16, M32, -1, imm=True) == 1  # JMP32 form


def test_ja_and_bad_targets() -> None:
    assert run(ins(0x05, off=1) + ins(0xB7, 0, imm=9) + ins(0xB7, 0, imm=3) + EXIT) == 3
    with pytest.raises(VMError, match="jump target 5 out of range"):
        run(ins(0x05, off=4) + EXIT)
    with pytest.raises(VMError, match="ran past the last instruction"):
        run(ins(0xB7, 0, imm=1))
    with pytest.raises(VMError, match="instruction limit"):
        run(ins(0x05, off=-1) + EXIT)


@pytest.mark.parametrize("size_bits,size", [(0x18, 8), (0x00, 4), (0x08, 2), (0x10, 1)])
def test_ldx_stx_st(size_bits: int, size: int) -> None:
    value = 0x8877665544332211
    mask = (1 << (8 * size)) - 1
    # *(size *)(r10 - 8) = r1; r0 = *(size *)(r10 - 8)
    code = ld64(1, value) + ins(0x63 | size_bits, 10, 1, -8) + ins(0x61 | size_bits, 0, 10, -8) + EXIT
    assert run(code) == value & mask
    # ST imm: *(size *)(r10 - 16) = -2; r0 = *(u64 *)(r10 - 16)
    code = ins(0x62 | size_bits, 10, 0, -16, -2) + ins(0x79, 0, 10, -16) + EXIT
    assert run(code) == (M64 - 1) & mask
    # Little endian in memory: the lowest byte first.
    code = ld64(1, value) + ins(0x63 | size_bits, 10, 1, -8) + ins(0x71, 0, 10, -8) + EXIT
    assert run(code) == 0x11


ATOMIC_CASES = [
    # (imm, initial memory, src, memory after, src after for fetch forms)
    (0x00, 5, 3, 8),
    (0x40, 0b0101, 0b0011, 0b0111),
    (0x50, 0b0101, 0b0011, 0b0001),
    (0xA0, 0b0101, 0b0011, 0b0110),
]


@pytest.mark.parametrize("imm,mem,src,after", ATOMIC_CASES)
@pytest.mark.parametrize("size_bits", [0x18, 0x00])
@pytest.mark.parametrize("fetch", [False, True])
def test_atomic_rmw(imm: int, mem: int, src: int, after: int, size_bits: int, fetch: bool) -> None:
    hi = 0xFFFF_0000_0000_0000 if size_bits == 0x00 else 0
    op = 0xC3 | size_bits
    # *(u64 *)(r10 - 8) = mem; r1 = src; lock op; r0 = mem after; r0 = r0 * 256 + (fetch ? r1 : 0)
    code = (
        ld64(2, mem)
        + ins(0x7B, 10, 2, -8)
        + ld64(1, src | hi)
        + ins(op, 10, 1, -8, imm | (1 if fetch else 0))
        + ins(0x79, 0, 10, -8)
        + ins(0x27, 0, imm=256)
        + (ins(0x0F, 0, 1) if fetch else b"")
        + EXIT
    )
    expected_mem = after if size_bits == 0x18 else (after & M32)
    assert run(code) == (expected_mem * 256 + (mem if fetch else 0)) & M64


@pytest.mark.parametrize("size_bits", [0x18, 0x00])
def test_xchg_cmpxchg(size_bits: int) -> None:
    op = 0xC3 | size_bits
    # xchg: mem 7, r1 = 9 -> mem 9, r1 7; result r0 = mem * 16 + r1
    code = ld64(2, 7) + ins(0x7B, 10, 2, -8) + ld64(1, 9) + ins(op, 10, 1, -8, 0xE1)
    code += ins(0x79, 0, 10, -8) + ins(0x27, 0, imm=16) + ins(0x0F, 0, 1) + EXIT
    assert run(code) == 9 * 16 + 7
    # cmpxchg that matches (r0 = 7): mem becomes r1 = 9, r0 = old = 7
    code = ld64(2, 7) + ins(0x7B, 10, 2, -8) + ld64(0, 7) + ld64(1, 9) + ins(op, 10, 1, -8, 0xF1)
    code += ins(0x79, 3, 10, -8) + ins(0x27, 3, imm=16) + ins(0x0F, 0, 3) + EXIT
    assert run(code) == 9 * 16 + 7
    # cmpxchg that does not match (r0 = 8): mem stays 7, r0 = 7
    code = ld64(2, 7) + ins(0x7B, 10, 2, -8) + ld64(0, 8) + ld64(1, 9) + ins(op, 10, 1, -8, 0xF1)
    code += ins(0x79, 3, 10, -8) + ins(0x27, 3, imm=16) + ins(0x0F, 0, 3) + EXIT
    assert run(code) == 7 * 16 + 7


def test_cmpxchg32_compares_low_half_and_zero_extends() -> None:
    code = ld64(2, 0xFFFF_FFFF) + ins(0x7B, 10, 2, -8) + ld64(0, 0x1234_5678_FFFF_FFFF) + ld64(1, 1)
    code += ins(0xC3, 10, 1, -8, 0xF1) + EXIT
    assert run(code) == 0xFFFF_FFFF


def test_ld_imm64() -> None:
    assert run(ld64(0, 0x1122334455667788) + EXIT) == 0x1122334455667788
    with pytest.raises(VMError, match="ld_imm64"):
        run(ins(0x18, 0, imm=1) + EXIT)
    with pytest.raises(VMError, match="middle of ld_imm64"):
        run(ins(0x05, off=1) + ld64(0, 1) + EXIT)


PKT = bytes(range(0x10, 0x40))


@pytest.mark.parametrize("op,size", [(0x30, 1), (0x28, 2), (0x20, 4)])
def test_ld_abs_ind(op: int, size: int) -> None:
    expected = int.from_bytes(PKT[3 : 3 + size], "big")
    # r6 = r1 (the context); r0 = ld_abs[3]
    assert run(ins(0xBF, 6, 1) + ins(op, imm=3) + EXIT, PKT) == expected
    # r6 = r1; r2 = 1; r0 = ld_ind[r2 + 2]
    assert run(ins(0xBF, 6, 1) + ins(0xB7, 2, imm=1) + ins(op + 0x20, 0, 2, imm=2) + EXIT, PKT) == expected
    # Out of bounds ends the program with r0 = 0.
    end = len(PKT) - size + 1
    code = ins(0xBF, 6, 1) + ins(0xB7, 0, imm=5) + ins(op, imm=end) + ins(0xB7, 0, imm=7) + EXIT
    assert run(code, PKT) == 0
    code = ins(0xBF, 6, 1) + ins(0xB7, 2, imm=-1) + ins(op + 0x20, 0, 2, imm=0) + EXIT
    assert run(code, PKT) == 0


def test_ld_abs_needs_context_in_r6_and_clobbers_r1_r5() -> None:
    with pytest.raises(VMError, match="r6"):
        run(ins(0x30, imm=0) + EXIT, PKT)
    assert run(ins(0xBF, 6, 1) + ins(0x30, imm=0) + ins(0xBF, 0, 1) + EXIT, PKT) == POISON


def test_helper_call_and_clobbers() -> None:
    vm = VM()
    code = (
        ins(0xB7, 1, imm=5) + ins(0x85, imm=5) + ins(0xBF, 6, 0) + ins(0x85, imm=5) + ins(0x1F, 0, 6) + EXIT
    )
    assert run(code, vm=vm) == 1000  # ktime_get_ns advances by 1000 per call
    assert run(ins(0xB7, 1, imm=5) + ins(0x85, imm=7) + ins(0xBF, 0, 1) + EXIT) == POISON
    with pytest.raises(VMError, match="unknown helper 999"):
        run(ins(0x85, imm=999) + EXIT)


def test_bpf_to_bpf_call() -> None:
    # main: r6 = 11; r1 = 4; call f; r0 += r6; exit
    # f:    r6 = 100; *(u64 *)(r10 - 8) = r1; r0 = *(u64 *)(r10 - 8); r0 *= r6; exit
    main = ins(0xB7, 6, imm=11) + ins(0xB7, 1, imm=4) + ins(0x85, 0, 1, imm=2) + ins(0x0F, 0, 6) + EXIT
    f = ins(0xB7, 6, imm=100) + ins(0x7B, 10, 1, -8) + ins(0x79, 0, 10, -8) + ins(0x2F, 0, 6) + EXIT
    assert run(main + f) == 4 * 100 + 11


def test_callee_frame_is_its_own() -> None:
    # main stores 5 at r10-8 and calls f, which reads 8 bytes above its frame: out of its frame.
    main = ins(0x7A, 10, 0, -8, 5) + ins(0x85, 0, 1, imm=1) + EXIT
    f = ins(0x79, 0, 10, 0) + EXIT
    with pytest.raises(VMError, match="invalid read of 8 bytes .*stack frame 1"):
        run(main + f)
    # A callee sees R6-R9 poisoned and the caller gets its own back.
    main = ins(0xB7, 7, imm=3) + ins(0x85, 0, 1, imm=2) + ins(0x0F, 0, 7) + EXIT
    f = ins(0xBF, 0, 7) + EXIT
    assert run(main + f) == (POISON + 3) & M64


def test_call_depth_limit() -> None:
    with pytest.raises(VMError, match="call depth"):
        run(ins(0x85, 0, 1, imm=-1) + EXIT)


def test_r10_is_read_only() -> None:
    with pytest.raises(VMError, match="read-only"):
        run(ins(0x07, 10, imm=8) + EXIT)
    with pytest.raises(VMError, match="read-only"):
        run(ins(0x79, 10, 1, 0) + EXIT)


def test_memory_errors() -> None:
    with pytest.raises(VMError, match=r"invalid read of 4 bytes at 0x0 \(no memory there\)"):
        run(ins(0xB7, 1, imm=0) + ins(0x61, 0, 1, 0) + EXIT)
    with pytest.raises(VMError, match="invalid write of 8 bytes .*8 bytes below stack frame 0"):
        run(ins(0x7A, 10, 0, -520, 1) + EXIT)
    with pytest.raises(VMError, match="invalid read of 8 bytes .*context"):
        run(ins(0x79, 0, 1, 72) + EXIT)
    # The packet: data..data_end from the context.
    pkt = b"\x01\x02\x03\x04"
    assert run(ins(0x79, 2, 1, 0) + ins(0x61, 0, 2, 0) + EXIT, pkt) == 0x04030201
    with pytest.raises(VMError, match="packet"):
        run(ins(0x79, 2, 1, 0) + ins(0x61, 0, 2, 1) + EXIT, pkt)


def test_bad_instructions() -> None:
    with pytest.raises(VMError, match="unknown instruction opcode 0xff"):
        run(ins(0xFF) + EXIT)
    with pytest.raises(VMError, match="unknown instruction opcode 0x8f"):
        run(ins(0x8F) + EXIT)  # neg has no register-source form
    with pytest.raises(VMError, match="unknown instruction opcode 0xd7"):
        run(ins(0xD7, imm=16) + EXIT)  # BPF_END is an ALU (32) class instruction
    with pytest.raises(VMError, match="unknown instruction opcode 0x06"):
        run(ins(0x06) + EXIT)  # no JMP32 ja in v3
    with pytest.raises(VMError, match="bad register"):
        run(ins(0xB7, 11) + EXIT)
    with pytest.raises(VMError, match="not a multiple of 8"):
        decode(b"\x95\0\0\0")


def test_context_layout() -> None:
    ctx = corpus_context(3, [7, 8])
    assert len(ctx) == 72
    assert struct.unpack_from("<QQIIQQ", ctx) == (CTX_REGION * 0 + (2 << 32), (2 << 32) + 3, 3, 1, 7, 8)


def test_format_trace() -> None:
    assert format_trace(b"a=%d b=%u c=%x\0junk", [M64, M64, 255]) == f"a=-1 b={M32} c=ff"
    assert format_trace(b"%lld %llu %lx %%", [M64, M64, 1 << 40]) == f"-1 {M64} 10000000000 %"
    assert format_trace(b"%s %d %d %d %d", [1, 2, 3]) == "%s 1 2 3 %d"


def test_maps_through_helpers() -> None:
    vm = VM()
    vm.add_map(0x100, "h", 1, 4, 8, 2)
    # key at r10-4 = 7, value at r10-16 = 0x55: update(ANY), then lookup and read it back.
    code = (
        ins(0x62, 10, 0, -4, 7)
        + ins(0x7A, 10, 0, -16, 0x55)
        + ins(0xB7, 1, imm=0x100)
        + ins(0xBF, 2, 10)
        + ins(0x07, 2, imm=-4)
        + ins(0xBF, 3, 10)
        + ins(0x07, 3, imm=-16)
        + ins(0xB7, 4, imm=0)
        + ins(0x85, imm=2)
        + ins(0xB7, 1, imm=0x100)
        + ins(0xBF, 2, 10)
        + ins(0x07, 2, imm=-4)
        + ins(0x85, imm=1)
        + ins(0x79, 0, 0, 0)
        + EXIT
    )
    assert run(code, vm=vm) == 0x55
    assert [(k.hex(), v.hex()) for k, v in vm.maps[0x100].entries()] == [("07000000", "5500000000000000")]
    with pytest.raises(VMError, match="not a map"):
        run(ins(0xB7, 1, imm=0x200) + ins(0x85, imm=1) + EXIT, vm=VM())


# --- the loader (objects written by llc-14) -------------------------------------------------------

LOADER_IR = """
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
@m = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 8, i32 4, i32 0 }, section "maps", align 4
@tab = internal constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@x = dso_local global i64 5, align 8
@p = dso_local global i64* @x, align 8

define internal i64 @twice(i64 %v) noinline {
  %r = shl i64 %v, 1
  ret i64 %r
}

define dso_local i64 @ext(i64 %v) noinline {
  %r = add i64 %v, 1
  ret i64 %r
}

define dso_local i64 @entry(i8* %ctx) section "prog" {
  %k = alloca i32, align 4
  store i32 1, i32* %k, align 4
  %kp = bitcast i32* %k to i8*
  %mp = bitcast %struct.bpf_map_def* @m to i8*
  %f = inttoptr i64 1 to i8* (i8*, i8*)*
  %v = call i8* %f(i8* %mp, i8* %kp)
  %vp = bitcast i8* %v to i64*
  store i64 99, i64* %vp, align 8
  %t = getelementptr [4 x i32], [4 x i32]* @tab, i64 0, i64 2
  %tv = load i32, i32* %t, align 4
  %tz = zext i32 %tv to i64
  %pp = load i64*, i64** @p, align 8
  %xv = load i64, i64* %pp, align 8
  %s = add i64 %tz, %xv
  %a = call i64 @twice(i64 %s)
  %b = call i64 @ext(i64 %a)
  ret i64 %b
}
"""


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("bpf")


def _llc(workdir: Path, ir: str, name: str, *options: str) -> bytes:
    if LLC is None:
        pytest.skip("llc-14 is not installed")
    src = workdir / f"{name}.ll"
    src.write_text(ir)
    return corpus.llc_object(src, list(options), workdir / f"{name}.o", LLC)


def test_loader_relocations(workdir: Path) -> None:
    obj = BpfObject.load(_llc(workdir, LOADER_IR, "loader"))
    elf = parse_elf(_llc(workdir, LOADER_IR, "loader"))
    kinds = {t for rels in elf.relocations.values() for _o, _s, t in rels}
    assert {1, 2, 10} <= kinds  # R_BPF_64_64, R_BPF_64_ABS64, R_BPF_64_32 all exercised
    # (30 + 5) * 2 + 1; the map value written through the lookup's pointer.
    assert obj.run("entry").r0 == 71
    (m,) = obj.maps()
    assert (m.name, m.type, m.key_size, m.value_size, m.max_entries) == ("m", 2, 4, 8, 4)
    assert m.entries() == [((1).to_bytes(4, "little"), (99).to_bytes(8, "little"))]
    assert set(obj.functions) == {"twice", "ext", "entry"}
    with pytest.raises(VMError, match="no function nope"):
        obj.run("nope")


def test_loader_rejects_other_objects(workdir: Path) -> None:
    if LLC is None:
        pytest.skip("llc-14 is not installed")
    src = workdir / "x86.ll"
    src.write_text("define i32 @f() {\n  ret i32 0\n}\n")
    out = workdir / "x86.o"
    subprocess.run([LLC, "-march=x86-64", "-filetype=obj", str(src), "-o", str(out)], check=True)
    with pytest.raises(VMError, match="not EM_BPF"):
        BpfObject.load(out.read_bytes())
    with pytest.raises(VMError, match="not an ELF file"):
        BpfObject.load(b"\0" * 64)


def test_rodata_is_read_only(workdir: Path) -> None:
    ir = LOADER_IR.replace(
        "%tv = load i32, i32* %t", "store volatile i32 1, i32* %t\n  %tv = load i32, i32* %t"
    )
    obj = BpfObject.load(_llc(workdir, ir, "rodata"))
    with pytest.raises(VMError, match="read-only .*rodata"):
        obj.run("entry")


# --- the corpus -----------------------------------------------------------------------------------

_native_cache: dict[str, list[str]] = {}


def native(prog: corpus.Program, workdir: Path) -> list[str]:
    if prog.name not in _native_cache:
        _native_cache[prog.name] = corpus.native_results(prog, workdir)
    return _native_cache[prog.name]


def test_corpus_size() -> None:
    assert len(PROGRAMS) >= 60
    for prog in PROGRAMS:
        assert len(prog.inputs) >= 2, prog.name
        for variant in corpus.VARIANTS:
            assert prog.ll(variant).exists(), f"{prog.ll(variant)} missing: run utils/gen_bpf_corpus.sh"


CORPUS_CASES = [
    pytest.param(
        prog,
        variant,
        id=f"{prog.name}-{variant}",
        marks=[pytest.mark.xfail(strict=True, reason=prog.xfail[variant])] if variant in prog.xfail else [],
    )
    for prog in PROGRAMS
    for variant in prog.variants
]


@pytest.mark.parametrize("prog,variant", CORPUS_CASES)
def test_corpus_llc_vs_native(prog: corpus.Program, variant: str, workdir: Path) -> None:
    if LLC is None or CC is None:
        pytest.skip("llc-14 or a native C compiler (gcc, clang-14) is not installed")
    obj = corpus.llc_object(
        prog.ll(variant), corpus.VARIANTS[variant][1], workdir / f"{prog.name}.{variant}.o", LLC
    )
    assert corpus.vm_results(prog, obj) == native(prog, workdir)
