/* Signed and unsigned comparisons, 64- and 32-bit, register and immediate forms, as a bit mask. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  s64 a = (s64)ctx->arg[0], b = (s64)ctx->arg[1];
  s32 c = (s32)a, d = (s32)b;
  u64 m = 0;
  m |= (u64)(a < b) << 0;
  m |= (u64)(a <= b) << 1;
  m |= (u64)(a > -5) << 2;
  m |= (u64)(a >= 100) << 3;
  m |= (u64)((u64)a < (u64)b) << 4;
  m |= (u64)((u64)a > 1000) << 5;
  m |= (u64)(c < d) << 6;
  m |= (u64)(c >= -1) << 7;
  m |= (u64)((u32)c <= (u32)d) << 8;
  m |= (u64)((u32)c > 7) << 9;
  m |= (u64)(a == b) << 10;
  m |= (u64)(c != 0) << 11;
  m |= (u64)((a & b) != 0) << 12;
  m |= (u64)((a & 0x40) != 0) << 13;
  return m;
}

//@input (b"", [0, 0])
//@input (b"", [-1, 1])
//@input (b"", [1, -1])
//@input (b"", [-6, -5])
//@input (b"", [0x80000000, 0x7fffffff])
//@input (b"", [2**63, 2**63 - 1])
//@input (b"", [100, 0x40])
