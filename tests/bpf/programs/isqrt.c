/* Integer square root (digit by digit) of a 64-bit argument. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  u64 x = ctx->arg[0], r = 0, bit = 1ULL << 62;
  while (bit > x) bit >>= 2;
  for (int i = 0; i < 32 && bit; i++) {
    if (x >= r + bit) {
      x -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
    bit >>= 2;
  }
  return r << 32 | (x & 0xffffffff);
}

//@input (b"", [0])
//@input (b"", [1])
//@input (b"", [99])
//@input (b"", [2**64 - 1])
//@input (b"", [1000000007])
