/* FNV-1a (64-bit) over the bytes of the six context arguments. */
#include "bpf_prog.h"

static NOINLINE u64 fnv64(u64 h, u64 v) {
  for (int i = 0; i < 8; i++) {
    h ^= (v >> (i * 8)) & 0xff;
    h *= 1099511628211ULL;
  }
  return h;
}

PROG_ENTRY(u64) {
  u64 h = 14695981039346656037ULL;
  for (int i = 0; i < 6; i++) h = fnv64(h, ctx->arg[i]);
  return h;
}

//@input (b"", [0, 0, 0, 0, 0, 0])
//@input (b"", [1, 2, 3, 4, 5, 6])
//@input (b"", [2**64 - 1, 2**63, 12345678901234567, 7, 0, 1])
