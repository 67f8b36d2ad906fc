/* Unions over the same bytes: a 64-bit value seen as bytes, halves and words, written through one. */
#include "bpf_prog.h"

union view {
  u64 q;
  u32 w[2];
  u16 h[4];
  u8 b[8];
};

PROG_ENTRY(u64) {
  union view v;
  v.q = ctx->arg[0];
  v.b[(u32)ctx->arg[1] & 7] ^= 0xff;
  v.h[1] += 0x1111;
  u32 s = v.w[0] + v.w[1];
  v.w[1] = s;
  u64 r = 0;
  for (int i = 0; i < 8; i++) r = r << 8 | v.b[i];
  return r ^ v.q;
}

//@input (b"", [0x0102030405060708, 0])
//@input (b"", [0, 7])
//@input (b"", [2**64 - 1, 3])
