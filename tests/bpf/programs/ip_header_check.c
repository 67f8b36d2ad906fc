/* Validate an IPv4 header: version, IHL, total length, fragment bits, checksum over IHL words. */
#include "bpf_prog.h"

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end || eth->h_proto != htons(ETH_P_IP)) return -1;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end) return -2;
  if (ip->version != 4) return -3;
  u32 hlen = ip->ihl * 4;
  if (hlen < 20 || (void *)ip + hlen > end) return -4;
  if (ntohs(ip->tot_len) < hlen) return -5;
  if (ntohs(ip->frag_off) & 0x3fff) return -6;
  u16 *w = (u16 *)ip;
  u32 sum = 0;
  for (u32 i = 0; i < 30; i++) {
    if (i >= hlen / 2) break;
    if ((void *)(w + i + 1) > end) return -7;
    sum += w[i];
  }
  sum = (sum & 0xffff) + (sum >> 16);
  sum = (sum & 0xffff) + (sum >> 16);
  if (sum != 0xffff) return -8;
  return (int)hlen;
}

//@input udp4()
//@input udp4(good_csum=False)
//@input eth() + ipv4(17, udp(1, 2), options=b"\x01\x01\x01\x00")
//@input eth() + ipv4(17, udp(1, 2), frag=0x2001)
//@input eth() + ipv4(6, b"", frag=0x4000)
//@input eth() + bytes([0x46]) + bytes(19)
//@input eth() + bytes([0x65]) + bytes(19)
