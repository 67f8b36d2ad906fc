/* A sparse switch on the UDP destination port: a service class per well-known port. */
#include "bpf_prog.h"

DEFINE_MAP(class_hits, BPF_MAP_TYPE_ARRAY, 4, 4, 8);

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  struct udphdr *uh = (void *)(ip + 1);
  if ((void *)(uh + 1) > end || eth->h_proto != htons(ETH_P_IP)) return XDP_PASS;
  u32 cls;
  switch (ntohs(uh->dest)) {
    case 53: cls = 1; break;
    case 67: case 68: cls = 2; break;
    case 123: cls = 3; break;
    case 443: cls = 4; break;
    case 4789: cls = 5; break;
    case 5353: cls = 6; break;
    case 51820: cls = 7; break;
    default: cls = 0;
  }
  u32 *v = bpf_map_lookup_elem(&class_hits, &cls);
  if (v) *v += ntohs(uh->len);
  return cls == 7 ? XDP_DROP : XDP_PASS;
}

//@input udp4(1, 53)
//@input udp4(1, 67)
//@input udp4(1, 68, b"dhcp")
//@input udp4(1, 51820)
//@input udp4(1, 5353, b"mdns")
//@input udp4(1, 9999)
//@input udp4(1, 443)
