/* Parse up to two stacked VLAN tags; return (outer vid << 16 | inner vid), or a code. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end) return 0xdead;
  u16 proto = eth->h_proto;
  void *cur = eth + 1;
  u64 vids = 0;
#pragma unroll
  for (int i = 0; i < 2; i++) {
    if (proto != htons(ETH_P_8021Q) && proto != htons(0x88a8)) break;
    struct vlan_hdr *vh = cur;
    if ((void *)(vh + 1) > end) return 0xbad;
    vids = vids << 16 | (ntohs(vh->tci) & 0x0fff);
    proto = vh->proto;
    cur = vh + 1;
  }
  return vids << 20 | (u64)ntohs(proto) << 4 | (u64)((char *)cur - (char *)data) / 2;
}

//@input udp4()
//@input eth(0x8100) + vlan(100, 0x0800) + bytes(20)
//@input eth(0x88a8) + vlan(0x2007, 0x8100) + vlan(0xf00d, 0x86dd)
//@input eth(0x8100) + vlan(1, 0x8100) + vlan(2, 0x8100) + vlan(3, 0x0800)
//@input eth(0x8100) + b"\x00"
