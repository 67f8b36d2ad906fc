/* 64-bit unsigned division and modulo, by registers and by constants, with a zero-divisor guard. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  u64 a = ctx->arg[0], b = ctx->arg[1];
  u64 q = b ? a / b : ~0ULL;
  u64 r = b ? a % b : a;
  u64 c = a / 10 + a % 7 + a / 1000000007ULL + (a % 4096);
  return q * 31 + r * 17 + c;
}

//@input (b"", [100, 7])
//@input (b"", [7, 100])
//@input (b"", [2**64 - 1, 3])
//@input (b"", [2**64 - 1, 2**63])
//@input (b"", [12345, 0])
//@input (b"", [0, 1])
