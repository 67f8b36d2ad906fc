/* GRE and IP-in-IP: find the inner IPv4 header behind an outer one (GRE with key/sequence bits). */
#include "bpf_prog.h"

struct grehdr {
  u16 flags;
  u16 proto;
};

PROG_ENTRY(u64) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || eth->h_proto != htons(ETH_P_IP)) return 0;
  void *inner;
  u32 kind;
  if (ip->protocol == 4) {
    inner = ip + 1;
    kind = 1;
  } else if (ip->protocol == 47) {
    struct grehdr *g = (void *)(ip + 1);
    if ((void *)(g + 1) > end || g->proto != htons(ETH_P_IP)) return 2;
    u16 fl = ntohs(g->flags);
    inner = g + 1;
    if (fl & 0x8000) inner += 4; /* checksum */
    if (fl & 0x2000) inner += 4; /* key */
    if (fl & 0x1000) inner += 4; /* sequence */
    kind = 2;
  } else {
    return 3;
  }
  struct iphdr *iip = inner;
  if ((void *)(iip + 1) > end) return 4;
  return (u64)kind << 56 | (u64)iip->protocol << 48 | (u64)ntohl(iip->saddr) << 8 | iip->ttl;
}

//@input eth() + ipv4(4, ipv4(17, udp(1, 2), src="192.168.0.1", ttl=9))
//@input eth() + ipv4(47, bytes([0, 0, 8, 0]) + ipv4(6, b"", src="1.2.3.4"))
//@input eth() + ipv4(47, bytes([0xb0, 0, 8, 0]) + bytes(12) + ipv4(1, b"", src="4.3.2.1", ttl=1))
//@input eth() + ipv4(47, bytes([0x20, 0, 8, 0]) + bytes(4))
//@input eth() + ipv4(47, bytes([0, 0, 0x86, 0xdd]))
//@input udp4()
