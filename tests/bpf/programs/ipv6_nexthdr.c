/* Walk IPv6 extension headers (hop-by-hop, routing, destination options) to the upper protocol. */
#include "bpf_prog.h"

struct ipv6_opt_hdr {
  u8 nexthdr;
  u8 hdrlen;
};

PROG_ENTRY(u64) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end || eth->h_proto != htons(ETH_P_IPV6)) return 1;
  struct ipv6hdr *ip6 = (void *)(eth + 1);
  if ((void *)(ip6 + 1) > end) return 2;
  u8 nh = ip6->nexthdr;
  void *cur = ip6 + 1;
  int i;
  for (i = 0; i < 4; i++) {
    if (nh != 0 && nh != 43 && nh != 60) break;
    struct ipv6_opt_hdr *opt = cur;
    if ((void *)(opt + 1) > end) return 3;
    nh = opt->nexthdr;
    cur += (opt->hdrlen + 1) * 8;
  }
  return (u64)nh << 32 | (u64)ip6->hop_limit << 16 | (u64)i << 8 | ((char *)cur - (char *)data);
}

//@input eth(0x86dd) + ipv6(17, udp(1, 2))
//@input eth(0x86dd) + ipv6(0, bytes([6, 0]) + bytes(6) + tcp(1, 2), hop=3)
//@input eth(0x86dd) + ipv6(0, bytes([43, 0]) + bytes(6) + bytes([60, 1]) + bytes(14) + bytes([58, 0]) + bytes(6))
//@input eth(0x86dd) + ipv6(60, b"")
//@input eth(0x86dd) + bytes(20)
//@input udp4()
