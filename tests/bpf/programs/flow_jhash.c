/* jhash_3words of the 5-tuple (Bob Jenkins' lookup3 final mix) keys a per-flow packet counter. */
#include "bpf_prog.h"

struct flow_key {
  u32 saddr, daddr;
  u16 sport, dport;
  u32 proto;
};

DEFINE_MAP(flows, BPF_MAP_TYPE_HASH, 4, 16, 8);

#define rol32(x, k) (((x) << (k)) | ((x) >> (32 - (k))))

static INLINE u32 jhash_3words(u32 a, u32 b, u32 c, u32 initval) {
  a += 0xdeadbeef + (3 << 2) + initval;
  b += 0xdeadbeef + (3 << 2) + initval;
  c += 0xdeadbeef + (3 << 2) + initval;
  c ^= b; c -= rol32(b, 14);
  a ^= c; a -= rol32(c, 11);
  b ^= a; b -= rol32(a, 25);
  c ^= b; c -= rol32(b, 16);
  a ^= c; a -= rol32(c, 4);
  b ^= a; b -= rol32(a, 14);
  c ^= b; c -= rol32(b, 24);
  return c;
}

PROG_ENTRY(u32) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end || eth->h_proto != htons(ETH_P_IP)) return 0;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end) return 0;
  struct flow_key fk = {ip->saddr, ip->daddr, 0, 0, ip->protocol};
  struct udphdr *uh = (void *)(ip + 1);
  if ((ip->protocol == IPPROTO_UDP || ip->protocol == IPPROTO_TCP) && (void *)(uh + 1) <= end) {
    fk.sport = uh->source;
    fk.dport = uh->dest;
  }
  u32 h = jhash_3words(fk.saddr, fk.daddr, (u32)fk.sport << 16 | fk.dport, fk.proto);
  u32 bucket = h & 7;
  struct flow_key *slot = bpf_map_lookup_elem(&flows, &bucket);
  if (!slot) bpf_map_update_elem(&flows, &bucket, &fk, BPF_ANY);
  return h;
}

//@input udp4()
//@input udp4(5353, 5353)
//@input tcp4(40000, 443, src="192.168.1.10", dst="8.8.8.8")
//@input eth() + ipv4(1, icmp(8))
//@input udp4(1, 2, src="255.255.255.255", dst="0.0.0.0")
