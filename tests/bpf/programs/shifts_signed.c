/* Shifts by variable amounts: logical and arithmetic, 64- and 32-bit, amounts masked as in C. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  u64 a = ctx->arg[0];
  u32 n = (u32)ctx->arg[1];
  s64 sa = (s64)a;
  s32 s32a = (s32)a;
  u32 ua = (u32)a;
  u64 r = 0;
  r ^= a << (n & 63);
  r ^= a >> ((n + 1) & 63);
  r ^= (u64)(sa >> (n & 63));
  r ^= (u64)(u32)(s32a >> (n & 31)) << 1;
  r ^= (u64)(ua >> (n & 31)) << 2;
  r ^= (u64)(ua << (n & 31)) << 3;
  r ^= (u64)(sa >> 60) ^ (u64)(s32a >> 31);
  return r;
}

//@input (b"", [1, 0])
//@input (b"", [0x8000000000000001, 63])
//@input (b"", [0xffffffff80000000, 31])
//@input (b"", [0x123456789abcdef0, 17])
//@input (b"", [0x7fffffff, 100])
