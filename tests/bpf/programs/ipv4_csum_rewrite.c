/* NAT-style rewrite: replace the destination address and recompute the IPv4 header checksum. */
#include "bpf_prog.h"

static NOINLINE u16 ip_csum(u16 *w, void *end) {
  u32 sum = 0;
  for (int i = 0; i < 10; i++) {
    if ((void *)(w + i + 1) > end) return 0;
    sum += w[i];
  }
  sum = (sum & 0xffff) + (sum >> 16);
  sum += sum >> 16;
  return (u16)~sum;
}

PROG_ENTRY(u32) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || eth->h_proto != htons(ETH_P_IP) || ip->ihl != 5) return 0;
  u32 old = ip->check;
  ip->daddr = htonl((u32)ctx->arg[0]);
  ip->check = 0;
  ip->check = ip_csum((u16 *)ip, end);
  return old << 16 | ip->check;
}

//@input (udp4(), [0xc0a80101])
//@input (tcp4(dst="1.2.3.4"), [0x7f000001])
//@input (udp4(ttl=1, src="0.0.0.0"), [0xffffffff])
//@input (eth() + bytes(19), [1])
