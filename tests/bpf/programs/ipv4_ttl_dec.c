/* Router fast path: decrement the IPv4 TTL with an incremental checksum update (RFC 1624). */
#include "bpf_prog.h"

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end || eth->h_proto != htons(ETH_P_IP)) return XDP_PASS;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end) return XDP_DROP;
  if (ip->ttl <= 1) return XDP_DROP;
  u32 check = ip->check;
  check += htons(0x0100);
  ip->check = (u16)(check + (check >= 0xFFFF));
  ip->ttl--;
  return XDP_TX;
}

//@input udp4()
//@input udp4(ttl=1)
//@input udp4(ttl=2)
//@input tcp4(ttl=255)
//@input udp4(ttl=0x80, src="192.168.255.255")
//@input eth(0x86dd) + bytes(40)
//@input eth() + bytes(10)
