/* An array of structs in .data, searched and updated; struct field access at various offsets. */
#include "bpf_prog.h"

struct rule {
  u32 addr;
  u32 mask;
  u16 port;
  u8 action;
  u8 hits;
  u64 bytes;
};

struct rule rules[4] = {
    {0x0a000000, 0xff000000, 0, XDP_PASS, 0, 0},
    {0xc0a80000, 0xffff0000, 22, XDP_DROP, 0, 0},
    {0x08080808, 0xffffffff, 53, XDP_TX, 0, 0},
    {0, 0, 0, XDP_PASS, 0, 0},
};

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  struct udphdr *uh = (void *)(ip + 1);
  if ((void *)(uh + 1) > end) return XDP_ABORTED;
  u32 daddr = ntohl(ip->daddr);
  u16 port = ntohs(uh->dest);
  for (int i = 0; i < 4; i++) {
    struct rule *r = &rules[i];
    if ((daddr & r->mask) == r->addr && (!r->port || r->port == port)) {
      r->hits++;
      r->bytes += ctx->len;
      return r->action | i << 4 | r->hits << 8;
    }
  }
  return XDP_ABORTED;
}

//@input udp4(1, 53, dst="8.8.8.8")
//@input udp4(1, 22, dst="192.168.3.4")
//@input udp4(1, 23, dst="192.168.3.4")
//@input udp4(1, 53, dst="10.1.2.3")
//@input udp4(1, 53, dst="8.8.8.8")
//@input bytes(20)
