/* Mix the helper's pseudo-random numbers with a xorshift64* generator seeded from the arguments. */
#include "bpf_prog.h"

static u64 state = 88172645463325252ULL;

PROG_ENTRY(u64) {
  if (ctx->arg[0]) state = ctx->arg[0];
  u64 acc = 0;
  for (int i = 0; i < 8; i++) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    acc += (state * 2685821657736338717ULL) >> (bpf_get_prandom_u32() & 31);
  }
  return acc;
}

//@input (b"", [0])
//@input (b"", [0])
//@input (b"", [1])
//@input (b"", [0x8000000000000000])
