/* A token bucket per source address: tokens refill with bpf_ktime_get_ns, packets spend them. */
#include "bpf_prog.h"

struct bucket {
  u64 last_ns;
  u64 tokens;
};

DEFINE_MAP(buckets, BPF_MAP_TYPE_HASH, 4, 16, 4);

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end) return XDP_PASS;
  u32 src = ip->saddr;
  u64 now = bpf_ktime_get_ns();
  struct bucket *b = bpf_map_lookup_elem(&buckets, &src);
  if (!b) {
    struct bucket nb = {now, 2};
    bpf_map_update_elem(&buckets, &src, &nb, BPF_NOEXIST);
    return XDP_PASS;
  }
  u64 refill = (now - b->last_ns) / 1500;
  b->tokens = b->tokens + refill > 3 ? 3 : b->tokens + refill;
  b->last_ns = now;
  if (b->tokens == 0) return XDP_DROP;
  b->tokens--;
  return XDP_PASS;
}

//@input udp4()
//@input udp4()
//@input udp4()
//@input udp4()
//@input udp4()
//@input udp4(src="1.1.1.1")
//@input udp4()
