/* Answer ICMP echo requests in place: swap addresses, type 8 -> 0, fix the ICMP checksum. */
#include "bpf_prog.h"

DEFINE_MAP(replies, BPF_MAP_TYPE_ARRAY, 4, 8, 1);

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end || eth->h_proto != htons(ETH_P_IP)) return XDP_PASS;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || ip->protocol != IPPROTO_ICMP || ip->ihl != 5) return XDP_PASS;
  struct icmphdr *ic = (void *)(ip + 1);
  if ((void *)(ic + 1) > end) return XDP_DROP;
  if (ic->type != 8 || ic->code != 0) return XDP_PASS;
  u32 tmp = ip->saddr;
  ip->saddr = ip->daddr;
  ip->daddr = tmp;
  ic->type = 0;
  u32 sum = (u32)ic->checksum + htons(0x0800);
  ic->checksum = (u16)(sum + (sum >> 16));
  u32 k = 0;
  u64 *n = bpf_map_lookup_elem(&replies, &k);
  if (n) *n += 1;
  return XDP_TX;
}

//@input eth() + ipv4(1, icmp(8, 0, 0x00010001, b"ping"))
//@input eth() + ipv4(1, icmp(0, 0, 7))
//@input eth() + ipv4(1, icmp(8, 1))
//@input eth() + ipv4(1, icmp(8, 0, 0xffffffff), src="1.2.3.4", dst="5.6.7.8")
//@input eth() + ipv4(1, b"\x08\x00")
