/* MurmurHash3 fmix64 and fmix32 finalizers of the arguments, combined. */
#include "bpf_prog.h"

static INLINE u64 fmix64(u64 k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

static INLINE u32 fmix32(u32 h) {
  h ^= h >> 16;
  h *= 0x85ebca6b;
  h ^= h >> 13;
  h *= 0xc2b2ae35;
  h ^= h >> 16;
  return h;
}

PROG_ENTRY(u64) {
  u64 a = fmix64(ctx->arg[0]);
  u32 b = fmix32((u32)ctx->arg[1]);
  return a ^ ((u64)b << 7) ^ fmix64(a + b);
}

//@input (b"", [0, 0])
//@input (b"", [1, 1])
//@input (b"", [0xdeadbeefcafebabe, 0x12345678])
//@input (b"", [2**64 - 1, 2**32 - 1])
