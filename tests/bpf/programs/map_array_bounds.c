/* Array map lookups in and out of range, update of every slot, delete refused. */
#include "bpf_prog.h"

struct stats {
  u64 packets;
  u32 min_len, max_len;
};

DEFINE_MAP(stats_map, BPF_MAP_TYPE_ARRAY, 4, 16, 5);

PROG_ENTRY(s64) {
  u32 idx = (u32)ctx->arg[0];
  struct stats *s = bpf_map_lookup_elem(&stats_map, &idx);
  if (!s) {
    struct stats init = {1, ctx->len, ctx->len};
    return bpf_map_update_elem(&stats_map, &idx, &init, BPF_ANY) * 1000 + bpf_map_delete_elem(&stats_map, &idx);
  }
  s->packets++;
  if (!s->min_len || ctx->len < s->min_len) s->min_len = ctx->len;
  if (ctx->len > s->max_len) s->max_len = ctx->len;
  return (s64)s->packets;
}

//@input (bytes(10), [0])
//@input (bytes(4), [0])
//@input (bytes(30), [4])
//@input (bytes(30), [5])
//@input (bytes(1), [2**32 - 1])
//@input (bytes(99), [2])
