/* Answer ARP requests for 10.0.0.254 in place with a fixed MAC. */
#include "bpf_prog.h"

struct arphdr {
  u16 htype, ptype;
  u8 hlen, plen;
  u16 oper;
  u8 sha[6];
  u8 spa[4];
  u8 tha[6];
  u8 tpa[4];
} __attribute__((packed));

static const u8 my_mac[6] = {0x02, 0xaa, 0xbb, 0xcc, 0xdd, 0xee};

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct arphdr *arp = (void *)(eth + 1);
  if ((void *)(arp + 1) > end || eth->h_proto != htons(ETH_P_ARP)) return XDP_PASS;
  if (arp->oper != htons(1) || arp->plen != 4 || arp->hlen != 6) return XDP_PASS;
  if (arp->tpa[0] != 10 || arp->tpa[1] != 0 || arp->tpa[2] != 0 || arp->tpa[3] != 254) return XDP_PASS;
  u8 ip[4];
  __builtin_memcpy(ip, arp->spa, 4);
  __builtin_memcpy(arp->tha, arp->sha, 6);
  __builtin_memcpy(arp->tpa, ip, 4);
  __builtin_memcpy(arp->sha, my_mac, 6);
  arp->spa[0] = 10, arp->spa[1] = 0, arp->spa[2] = 0, arp->spa[3] = 254;
  arp->oper = htons(2);
  __builtin_memcpy(eth->h_dest, eth->h_source, 6);
  __builtin_memcpy(eth->h_source, my_mac, 6);
  return XDP_TX;
}

//@input eth(0x0806, dst="ff:ff:ff:ff:ff:ff") + bytes([0, 1, 8, 0, 6, 4, 0, 1]) + mac("02:00:00:00:00:01") + ip4("10.0.0.1") + bytes(6) + ip4("10.0.0.254")
//@input eth(0x0806) + bytes([0, 1, 8, 0, 6, 4, 0, 1]) + mac("02:00:00:00:00:01") + ip4("10.0.0.1") + bytes(6) + ip4("10.0.0.253")
//@input eth(0x0806) + bytes([0, 1, 8, 0, 6, 4, 0, 2]) + bytes(20)
//@input eth(0x0806) + bytes(10)
