/* The high 64 bits of a 64x64 multiplication from 32-bit halves, and 32-bit wrapping products. */
#include "bpf_prog.h"

static NOINLINE u64 mulhi(u64 a, u64 b) {
  u64 al = (u32)a, ah = a >> 32, bl = (u32)b, bh = b >> 32;
  u64 ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  u64 mid = (ll >> 32) + (u32)lh + (u32)hl;
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

PROG_ENTRY(u64) {
  u64 a = ctx->arg[0], b = ctx->arg[1];
  u32 p32 = (u32)a * (u32)b;
  return mulhi(a, b) ^ (a * b) ^ p32;
}

//@input (b"", [2**64 - 1, 2**64 - 1])
//@input (b"", [0x100000000, 0x100000000])
//@input (b"", [0x123456789, 0x987654321])
//@input (b"", [3, 5])
