/* A MAC address allow list in a hash map with a padded 8-byte key (zeroed before use). */
#include "bpf_prog.h"

struct mac_key {
  u8 addr[6];
  u16 pad;
};

DEFINE_MAP(allowed, BPF_MAP_TYPE_HASH, 8, 4, 4);

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end) return XDP_DROP;
  struct mac_key k;
  __builtin_memset(&k, 0, sizeof(k));
  __builtin_memcpy(k.addr, eth->h_source, 6);
  if (ctx->arg[0] == 1) {
    u32 v = (u32)ctx->arg[1];
    return (int)bpf_map_update_elem(&allowed, &k, &v, BPF_ANY);
  }
  if (ctx->arg[0] == 2) return (int)bpf_map_delete_elem(&allowed, &k);
  u32 *v = bpf_map_lookup_elem(&allowed, &k);
  if (!v) return XDP_DROP;
  *v += 1;
  return XDP_PASS;
}

//@input (eth(src="00:11:22:33:44:55"), [0])
//@input (eth(src="00:11:22:33:44:55"), [1, 100])
//@input (eth(src="00:11:22:33:44:55"), [0])
//@input (eth(src="66:11:22:33:44:55"), [1, 5])
//@input (eth(src="66:11:22:33:44:55"), [0])
//@input (eth(src="00:11:22:33:44:55"), [2])
//@input (eth(src="00:11:22:33:44:55"), [0])
//@input (eth(src="00:11:22:33:44:55"), [2])
