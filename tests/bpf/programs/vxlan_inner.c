/* VXLAN: outer UDP to 4789, the VNI, then the inner Ethernet/IPv4 header's protocol and addresses. */
#include "bpf_prog.h"

struct vxlanhdr {
  u32 flags;
  u32 vni;
};

DEFINE_MAP(vni_bytes, BPF_MAP_TYPE_HASH, 4, 8, 4);

PROG_ENTRY(u64) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || ip->protocol != IPPROTO_UDP) return 0;
  struct udphdr *uh = (void *)ip + ip->ihl * 4;
  struct vxlanhdr *vx = (void *)(uh + 1);
  if ((void *)(vx + 1) > end || uh->dest != htons(4789)) return 1;
  if (!(vx->flags & htonl(0x08000000))) return 2;
  u32 vni = ntohl(vx->vni) >> 8;
  struct ethhdr *ieth = (void *)(vx + 1);
  struct iphdr *iip = (void *)(ieth + 1);
  if ((void *)(iip + 1) > end) return 3;
  u64 *b = bpf_map_lookup_elem(&vni_bytes, &vni);
  u64 len = ctx->len;
  if (b)
    *b += len;
  else
    bpf_map_update_elem(&vni_bytes, &vni, &len, BPF_ANY);
  return (u64)vni << 40 | (u64)iip->protocol << 32 | ntohl(iip->daddr);
}

//@input udp4(999, 4789, bytes([8, 0, 0, 0, 0, 0, 42, 0]) + eth() + ipv4(6, b"", dst="172.16.0.9"))
//@input udp4(999, 4789, bytes([8, 0, 0, 0, 0xff, 0xff, 0xff, 0]) + eth() + ipv4(17, b""))
//@input udp4(999, 4789, bytes([8, 0, 0, 0, 0, 0, 42, 0]) + eth() + ipv4(1, b"", dst="1.1.1.1"))
//@input udp4(999, 4789, bytes([0, 0, 0, 0, 0, 0, 42, 0]) + bytes(40))
//@input udp4(999, 4789, bytes([8, 0, 0, 0, 0, 0, 1, 0]) + bytes(10))
//@input udp4(999, 4790)
