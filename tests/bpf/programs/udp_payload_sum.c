/* Sum and xor the first 64 bytes of a UDP payload with a bounded loop; return both. */
#include "bpf_prog.h"

PROG_ENTRY(u64) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  if ((void *)(eth + 1) > end || eth->h_proto != htons(ETH_P_IP)) return 0;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end || ip->protocol != IPPROTO_UDP) return 0;
  struct udphdr *uh = (void *)ip + ip->ihl * 4;
  if ((void *)(uh + 1) > end) return 0;
  u8 *p = (u8 *)(uh + 1);
  u32 sum = 0, x = 0;
  for (int i = 0; i < 64; i++) {
    if ((void *)(p + i + 1) > end) break;
    sum += p[i];
    x ^= (u32)p[i] << (i & 24);
  }
  return (u64)sum << 32 | x;
}

//@input udp4(payload=b"hello world")
//@input udp4(payload=rnd(64, 3))
//@input udp4(payload=rnd(100, 4))
//@input udp4()
//@input tcp4(payload=b"x")
