/* __sync_fetch_and_add with the result unused: the legacy BPF_XADD form, 32- and 64-bit, in maps. */
#include "bpf_prog.h"

struct counters {
  u64 packets;
  u64 bytes;
  u32 small;
  u32 big;
};

DEFINE_MAP(ctrs, BPF_MAP_TYPE_ARRAY, 4, 24, 2);
u64 global_packets;

PROG_ENTRY(int) {
  u32 k = ctx->len > 60;
  struct counters *c = bpf_map_lookup_elem(&ctrs, &k);
  if (!c) return 0;
  __sync_fetch_and_add(&c->packets, 1);
  __sync_fetch_and_add(&c->bytes, ctx->len);
  if (k)
    __sync_fetch_and_add(&c->big, 1);
  else
    __sync_fetch_and_add(&c->small, 1);
  __sync_fetch_and_add(&global_packets, 1);
  return 1;
}

//@input bytes(10)
//@input bytes(100)
//@input bytes(60)
//@input bytes(61)
