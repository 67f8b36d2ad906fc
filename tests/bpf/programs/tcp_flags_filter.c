/* Count TCP flag kinds in an array map and drop SYNs to port 22 and packets with SYN+FIN. */
#include "bpf_prog.h"

DEFINE_MAP(flag_stats, BPF_MAP_TYPE_ARRAY, 4, 8, 4);

static INLINE void bump(u32 idx) {
  u64 *v = bpf_map_lookup_elem(&flag_stats, &idx);
  if (v) __sync_fetch_and_add(v, 1);
}

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end || eth->h_proto != htons(ETH_P_IP)) return XDP_PASS;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || ip->protocol != IPPROTO_TCP) return XDP_PASS;
  struct tcphdr *th = (void *)ip + (ip->ihl << 2);
  if ((void *)(th + 1) > end) return XDP_DROP;
  if (th->syn) bump(0);
  if (th->fin) bump(1);
  if (th->rst) bump(2);
  if (th->ack) bump(3);
  if (th->syn && th->fin) return XDP_DROP;
  if (th->syn && !th->ack && th->dest == htons(22)) return XDP_DROP;
  return XDP_PASS;
}

//@input tcp4(dport=22)
//@input tcp4(dport=22, flags=0x12)
//@input tcp4(dport=80, flags=0x03)
//@input tcp4(dport=443, flags=0x14)
//@input tcp4(dport=443, flags=0x10)
//@input udp4()
//@input tcp4()[:40]
