/* A log2 histogram of packet lengths in an array map (a loop computing floor(log2)). */
#include "bpf_prog.h"

DEFINE_MAP(hist, BPF_MAP_TYPE_ARRAY, 4, 8, 16);

static NOINLINE u32 log2_u32(u32 v) {
  u32 r = 0;
  if (v >> 16) v >>= 16, r += 16;
  if (v >> 8) v >>= 8, r += 8;
  if (v >> 4) v >>= 4, r += 4;
  if (v >> 2) v >>= 2, r += 2;
  if (v >> 1) r += 1;
  return r;
}

PROG_ENTRY(u32) {
  u32 slot = ctx->len ? log2_u32(ctx->len) + 1 : 0;
  u64 *c = bpf_map_lookup_elem(&hist, &slot);
  if (c) (*c)++;
  return slot;
}

//@input b""
//@input b"a"
//@input bytes(2)
//@input bytes(3)
//@input bytes(64)
//@input bytes(1500)
//@input bytes(1024)
//@input bytes(9000)
