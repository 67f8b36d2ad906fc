/* min, max and clamp, signed and unsigned, 32- and 64-bit, through ternaries and branches. */
#include "bpf_prog.h"

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

PROG_ENTRY(u64) {
  s64 a = (s64)ctx->arg[0], lo = (s64)ctx->arg[1], hi = (s64)ctx->arg[2];
  u64 ua = ctx->arg[0];
  s32 a32 = (s32)a;
  u32 u32a = (u32)a;
  s64 c = MIN(MAX(a, lo), hi);
  u64 uc = MIN(MAX(ua, (u64)lo), (u64)hi);
  s32 c32 = MIN(MAX(a32, -100), 100);
  u32 uc32 = MIN(u32a, 1000u);
  return (u64)c ^ uc << 1 ^ (u64)(s64)c32 << 2 ^ (u64)uc32 << 3;
}

//@input (b"", [5, 0, 10])
//@input (b"", [-5, 0, 10])
//@input (b"", [50, 0, 10])
//@input (b"", [-200, -1000, 1000])
//@input (b"", [2**63, 1, 2**62])
//@input (b"", [0xffffffff, 0, 0xffffffff])
