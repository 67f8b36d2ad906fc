/* FNV-1a (32-bit) over up to 128 packet bytes, stored per length bucket. */
#include "bpf_prog.h"

DEFINE_MAP(hashes, BPF_MAP_TYPE_ARRAY, 4, 4, 4);

PROG_ENTRY(u32) {
  u8 *p = PKT_START(ctx), *end = PKT_END(ctx);
  u32 h = 2166136261u;
  for (int i = 0; i < 128; i++) {
    if (p + i + 1 > end) break;
    h ^= p[i];
    h *= 16777619u;
  }
  u32 k = ctx->len & 3;
  bpf_map_update_elem(&hashes, &k, &h, BPF_ANY);
  return h;
}

//@input b""
//@input b"a"
//@input b"foobar"
//@input rnd(127, 9)
//@input rnd(300, 10)
