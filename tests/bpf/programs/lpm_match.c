/* Longest-prefix match of the destination address over a small prefix table in .rodata. */
//@xfail alu32: llc-14 -mattr=+alu32 tests "w2 &= -1048576" with "if r2 == -1408237568" (a sign-extended imm against a
//@xfail-note zero-extended w2), so 172.16.0.0/12 never matches; llc-16 emits the same.
#include "bpf_prog.h"

struct prefix {
  u32 net;
  u8 len;
  u8 nexthop;
};

static const struct prefix table[8] = {
    {0x00000000, 0, 1},  {0x0a000000, 8, 2},  {0x0a010000, 16, 3}, {0x0a010200, 24, 4},
    {0xc0a80000, 16, 5}, {0xc0a80100, 24, 6}, {0x08080808, 32, 7}, {0xac100000, 12, 8},
};

PROG_ENTRY(u32) {
  void *data = PKT_START(ctx), *end = PKT_END(ctx);
  struct ethhdr *eth = data;
  struct iphdr *ip = (void *)(eth + 1);
  if ((void *)(ip + 1) > end) return 0;
  u32 dst = ntohl(ip->daddr);
  int best = -1;
  u32 best_len = 0;
  for (int i = 0; i < 8; i++) {
    u32 len = table[i].len;
    u32 mask = len ? ~0u << (32 - len) : 0;
    if ((dst & mask) == table[i].net && (best < 0 || len > best_len)) {
      best = i;
      best_len = len;
    }
  }
  return best < 0 ? 0 : table[best].nexthop | best_len << 8;
}

//@input udp4(dst="10.1.2.3")
//@input udp4(dst="10.1.3.3")
//@input udp4(dst="10.9.9.9")
//@input udp4(dst="8.8.8.8")
//@input udp4(dst="8.8.8.9")
//@input udp4(dst="172.31.255.255")
//@input udp4(dst="172.32.0.0")
//@input udp4(dst="192.168.1.77")
