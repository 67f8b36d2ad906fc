/* 32-bit unsigned division and modulo (ALU32 forms with +alu32 and v3). */
#include "bpf_prog.h"

static NOINLINE u32 divmod(u32 a, u32 b) {
  if (!b) return a ^ 0x5a5a5a5a;
  return (a / b) << 8 ^ (a % b);
}

PROG_ENTRY(u32) {
  u32 a = (u32)ctx->arg[0], b = (u32)ctx->arg[1];
  return divmod(a, b) + a / 3 + a % 10 + (a >> 3) / (b | 1);
}

//@input (b"", [100, 7])
//@input (b"", [0xffffffff, 2])
//@input (b"", [0xffffffff, 0xffffffff])
//@input (b"", [5, 0])
//@input (b"", [0x1ffffffff, 0x100000003])
