/* Rotations of 64 and 32 bits (shift pairs that become or/shift sequences) and a SipHash round. */
#include "bpf_prog.h"

#define ROTL64(x, b) (((x) << (b)) | ((x) >> (64 - (b))))

static INLINE void sipround(u64 *v0, u64 *v1, u64 *v2, u64 *v3) {
  *v0 += *v1; *v1 = ROTL64(*v1, 13); *v1 ^= *v0; *v0 = ROTL64(*v0, 32);
  *v2 += *v3; *v3 = ROTL64(*v3, 16); *v3 ^= *v2;
  *v0 += *v3; *v3 = ROTL64(*v3, 21); *v3 ^= *v0;
  *v2 += *v1; *v1 = ROTL64(*v1, 17); *v1 ^= *v2; *v2 = ROTL64(*v2, 32);
}

PROG_ENTRY(u64) {
  u64 v0 = 0x736f6d6570736575ULL ^ ctx->arg[0], v1 = 0x646f72616e646f6dULL ^ ctx->arg[1];
  u64 v2 = 0x6c7967656e657261ULL, v3 = 0x7465646279746573ULL ^ ctx->arg[2];
  for (int i = 0; i < 4; i++) sipround(&v0, &v1, &v2, &v3);
  u32 w = (u32)ctx->arg[2];
  u32 n = (u32)ctx->arg[3] & 31;
  u32 r32 = n ? (w << n) | (w >> (32 - n)) : w;
  return (v0 ^ v1 ^ v2 ^ v3) + r32;
}

//@input (b"", [0, 0, 0, 0])
//@input (b"", [1, 2, 3, 4])
//@input (b"", [2**64 - 1, 2**63, 0xdeadbeef, 31])
