/* Count frames per EtherType in a hash map (after up to one VLAN tag). */
#include "bpf_prog.h"

DEFINE_MAP(proto_counts, BPF_MAP_TYPE_HASH, 4, 8, 8);

PROG_ENTRY(int) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end) return XDP_DROP;
  u32 proto = ntohs(eth->h_proto);
  if (proto == ETH_P_8021Q) {
    struct vlan_hdr *vh = (void *)(eth + 1);
    if ((void *)(vh + 1) > end) return XDP_DROP;
    proto = ntohs(vh->proto);
  }
  u64 *v = bpf_map_lookup_elem(&proto_counts, &proto);
  if (v) {
    *v += 1;
  } else {
    u64 one = 1;
    bpf_map_update_elem(&proto_counts, &proto, &one, BPF_NOEXIST);
  }
  return proto == ETH_P_ARP ? XDP_DROP : XDP_PASS;
}

//@input udp4()
//@input eth(0x0806) + bytes(28)
//@input eth(0x8100) + vlan(5, 0x86dd) + bytes(40)
//@input tcp4()
//@input eth(0x8100)
//@input eth(0x0806) + bytes(28)
//@input bytes(3)
