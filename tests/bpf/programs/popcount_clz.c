/* Bit counting: population count, leading and trailing zeros via loops and builtins. */
//@xfail alu32: llc-14 -mattr=+alu32 compares the zero-extended w4 = i - 1 with "if r4 == -1" (sign-extended imm), so the
//@xfail-note leading-zero loop never ends; llc-16 emits the same.
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  u64 a = ctx->arg[0];
  u32 pop = 0, clz = 0, ctz = 0;
  for (int i = 0; i < 64; i++) pop += (a >> i) & 1;
  for (int i = 63; i >= 0 && !((a >> i) & 1); i--) clz++;
  for (int i = 0; i < 64 && !((a >> i) & 1); i++) ctz++;
  u32 pb = __builtin_popcountll(a);
  return (u64)pop << 48 | (u64)clz << 32 | (u64)ctz << 16 | pb;
}

//@input (b"", [0])
//@input (b"", [1])
//@input (b"", [0x8000000000000000])
//@input (b"", [0x00f0f0f0f0f0f000])
//@input (b"", [2**64 - 1])
