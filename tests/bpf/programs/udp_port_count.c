/* Count UDP packets per destination port bucket; drop DNS to port 53 from a blocked source. */
#include "bpf_prog.h"

DEFINE_MAP(port_counts, BPF_MAP_TYPE_ARRAY, 4, 8, 16);

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end) return XDP_DROP;
  if (eth->h_proto != htons(ETH_P_IP)) return XDP_PASS;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end) return XDP_DROP;
  if (ip->protocol != IPPROTO_UDP) return XDP_PASS;
  struct udphdr *udp = (void *)ip + ip->ihl * 4;
  if ((void *)(udp + 1) > end) return XDP_DROP;
  u32 key = ntohs(udp->dest) & 15;
  u64 *count = bpf_map_lookup_elem(&port_counts, &key);
  if (count) __sync_fetch_and_add(count, 1);
  if (udp->dest == htons(53) && ip->saddr == htonl(0x0a000063)) return XDP_DROP;
  return XDP_PASS;
}

//@input udp4(1234, 53)
//@input udp4(1234, 53, src="10.0.0.99")
//@input udp4(5000, 4789, b"vxlan-payload")
//@input tcp4()
//@input eth(0x86dd) + bytes(40)
//@input bytes(10)
//@input eth()[:14] + bytes(8)
